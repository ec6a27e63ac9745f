"""How fast decklist files are read, refused or given up on: the timings the tests do not assert.

- ``read_deck(path, db)`` in a loop (the name index is built once per card database);
- a sparse 50 MB file refused before it is read, a FIFO refused without waiting for a writer;
- hostile one-line decks (300 KB of letters, 300 KB of card names, a 10,000-character name, a
  run of em spaces), 2,000 made-up names and 500 misspelt ones (one letter dropped): each should
  take well under a second or two.
Run: python benchmarks/reading.py [--loop 50]
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from pathlib import Path

from vtes_tools import VtesError, load_cards, parse_deck, read_deck
from vtes_tools.decks import Resolver


def timed(label: str, func) -> None:
    t0 = time.perf_counter()
    try:
        func()
        outcome = "read"
    except VtesError as exc:
        outcome = f"refused: {str(exc)[:70]}"
    print(f"{label:<34} {time.perf_counter() - t0:7.3f} s  {outcome}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--loop", type=int, default=50, help="read_deck calls in the loop")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        db = load_cards(tmp / "cards.sqlite")
        deck = tmp / "deck.txt"
        deck.write_text("Crypt (12)\n12x Arika\nLibrary (90)\n60x Govern the Unaligned\n30x Deflection\n")
        read_deck(deck, db)  # the first call builds the name index
        t0 = time.perf_counter()
        for _ in range(args.loop):
            read_deck(deck, db)
        per = (time.perf_counter() - t0) / args.loop
        print(f"read_deck(path, db) in a loop      {per * 1000:7.2f} ms per call ({args.loop} calls)")

        huge = tmp / "huge.txt"
        with huge.open("wb") as f:
            f.truncate(50 * 1024 * 1024)
        timed("50 MB sparse file", lambda: read_deck(huge, db))
        fifo = tmp / "fifo.txt"
        if hasattr(os, "mkfifo"):
            os.mkfifo(fifo)
            timed("FIFO", lambda: read_deck(fifo, db))

        names = [c.name for c in db]
        rng = random.Random(1)
        line = ""
        while len(line) < 300_000:
            line += rng.choice(names) + " "
        made_up = "\n".join(
            f"{rng.randint(1, 4)}x " + "".join(rng.choice("bdgklmprstvz") + rng.choice("aeiou") for _ in range(9))
            for _ in range(2000)
        )
        library = [c.name for c in db if not c.is_crypt and len(c.name) > 4][:500]
        misspelt = "\n".join(f"1x {n[:k]}{n[k + 1:]}" for n in library for k in [rng.randrange(len(n))])
        cases = {
            "one line: 'x' * 300,000": "x" * 300_000,
            "one line: 300 KB of card names": line,
            "one line: 3x + 300 KB of names": "3x " + line,
            "a 10,000-character name": "3x Arika\n2x " + "a" * 10_000,
            "200,000 em spaces in a line": "3x Arika\n2x a" + "\u2003" * 200_000 + "b",
            "2,000 made-up names": "3x Arika\n" + made_up,
            "500 misspelt names": "3x Arika\n" + misspelt,
        }
        for label, text in cases.items():
            timed(label, lambda text=text: parse_deck(text, Resolver(db)))


if __name__ == "__main__":
    main()
