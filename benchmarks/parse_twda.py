"""How fast decklists are read: all 4,060 TWDA decks on one core, then validated.

Targets: parsing well under 2 s, parsing + validating (standard format, each deck as of its
event date) under 3 s. The files are read into memory first; the timed part decodes, detects
the format, reads the tournament header and resolves every line. The first run fills the name
caches (a cold start); later runs reuse them.
Run: python benchmarks/parse_twda.py [--repeat 3] [--no-validate]   (needs ../shared)
"""

from __future__ import annotations

import argparse
import inspect
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from vtes_tools import load_cards
from vtes_tools.decks import Resolver, decode, parse_deck

TWDA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "twda"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="warm runs after the cold one (0 for none)")
    parser.add_argument("--no-validate", action="store_true", help="time parsing only")
    args = parser.parse_args()
    if not (TWDA / "expected.jsonl").is_file():
        sys.exit(f"no TWDA corpus at {TWDA}: this benchmark needs ../shared")
    with tempfile.TemporaryDirectory() as tmp:
        db = load_cards(Path(tmp) / "cards.sqlite")
    expected = [json.loads(line) for line in (TWDA / "expected.jsonl").read_text(encoding="utf-8").splitlines()]
    raw = [(e["id"], (TWDA / "decks" / f"{e['id']}.txt").read_bytes()) for e in expected]
    n = len(raw)

    def parse_all(resolver: Resolver) -> list:
        return [parse_deck(decode(data, name), resolver, source=name) for name, data in raw]

    resolver = Resolver(db)
    t0 = time.perf_counter()
    results = parse_all(resolver)
    cold = time.perf_counter() - t0
    warm = []
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        results = parse_all(resolver)
        warm.append(time.perf_counter() - t0)
    exact = sum(
        {str(c.id): k for c, k in r.deck.crypt} == e["crypt"] and {str(c.id): k for c, k in r.deck.library} == e["library"]
        for r, e in zip(results, expected)
    )
    line = f"parse    {n} TWDA decks: cold {cold:.2f} s ({n / cold:,.0f} decks/s)"
    if warm:
        mid = statistics.median(warm)
        line += f", warm median {mid:.2f} s ({n / mid:,.0f} decks/s)"
    print(line)
    print(f"         {exact}/{n} decks read exactly as expected.jsonl ({exact / n:.2%})")
    if args.no_validate:
        return
    try:
        from vtes_tools.legality import validate
    except ImportError:
        print("validate: vtes_tools.legality is not available")
        return
    kwargs = {"db": db} if "db" in inspect.signature(validate).parameters else {}
    t0 = time.perf_counter()
    fresh = Resolver(db)
    checking = 0.0
    legal = 0
    for name, data in raw:
        res = parse_deck(decode(data, name), fresh, source=name)
        event = res.deck.event
        t1 = time.perf_counter()
        legal += validate(res.deck, "standard", event.date if event is not None else None, **kwargs).legal
        checking += time.perf_counter() - t1
    total = time.perf_counter() - t0
    print(f"parse + validate (standard, as of each event date), cold: {total:.2f} s ({n / total:,.0f} decks/s), "
          f"of which validate {checking:.2f} s; {legal} legal")


if __name__ == "__main__":
    main()
