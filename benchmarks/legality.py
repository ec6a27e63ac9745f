"""How fast decks are validated: every TWDA deck as of its event date, per format.

Target: all 4,060 TWDA decks in well under 1 s (reading + validating <= 3 s).
Run: python benchmarks/legality.py [--repeat 5]   (needs ../shared; else the precons, repeated)
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

from vtes_tools import load_cards
from vtes_tools.legality import validate_many
from vtes_tools.models import Deck, EventInfo

TWDA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "twda" / "expected.jsonl"


def twda_decks(db) -> list[Deck]:
    out = []
    for line in TWDA.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        counts = [(db[int(k)], n) for part in ("crypt", "library") for k, n in r[part].items()]
        out.append(Deck.from_counts(counts, name=r["id"], event=EventInfo(date=dt.date.fromisoformat(r["date"]))))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = load_cards(Path(tmp) / "cards.sqlite")
    if TWDA.is_file():
        decks, what = twda_decks(db), "TWDA decks"
    else:
        decks, what = [p.deck for p in db.precons()] * 100, "precon decks"
    for fmt in ("standard", "v5", "duel"):
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            res = validate_many(decks, fmt, as_of_event=True)
            times.append(time.perf_counter() - t0)
        best = statistics.median(times)
        legal = sum(v.legal for v in res)
        codes = Counter(c for v in res for c in v.codes)
        print(f"{fmt:<9} {len(decks)} {what}: median {best * 1000:.0f} ms ({len(decks) / best:,.0f} decks/s); "
              f"legal {legal}; {dict(codes.most_common())}")


if __name__ == "__main__":
    main()
