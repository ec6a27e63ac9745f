"""How fast deck statistics are computed: deck_stats over TWDA decks (or the precons).

Target: well under 100 ms per deck, so `vtes deck stats` answers at once; most of the time is
building the pandas tables (about 15 per deck), not the exact odds.
Run: python benchmarks/deck_stats.py [--limit 300] [--turns 5]   (needs ../shared; else the precons)
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from vtes_tools import load_cards
from vtes_tools.models import Deck
from vtes_tools.stats import deck_stats

TWDA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "twda" / "expected.jsonl"


def twda_decks(db, limit: int) -> list[Deck]:
    out = []
    for line in TWDA.read_text(encoding="utf-8").splitlines()[:limit]:
        r = json.loads(line)
        counts = [(db[int(k)], n) for part in ("crypt", "library") for k, n in r[part].items()]
        out.append(Deck.from_counts(counts, name=r["id"]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--limit", type=int, default=300, help="number of decks")
    parser.add_argument("--turns", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = load_cards(Path(tmp) / "cards.sqlite")
    if TWDA.is_file():
        decks, what = twda_decks(db, args.limit), "TWDA decks"
    else:
        decks, what = [p.deck for p in db.precons()][: args.limit], "precon decks"
    deck_stats(decks[0], turns=args.turns)  # warm the imports
    t0 = time.perf_counter()
    for d in decks:
        deck_stats(d, turns=args.turns)
    elapsed = time.perf_counter() - t0
    cards = sum(len(d.crypt) + len(d.library) for d in decks)
    print(f"deck_stats: {len(decks)} {what} ({cards} distinct cards) in {elapsed:.2f} s: "
          f"{len(decks) / elapsed:,.0f} decks/s, {elapsed / len(decks) * 1000:.1f} ms/deck")


if __name__ == "__main__":
    main()
