"""Card-effect coverage over the TWDA: the share of all card slots (crypt and library, weighted
by the copies decks play) whose effect is modeled, and the most played cards still unmodeled.

    python benchmarks/coverage.py [--expected ../shared/data/twda/expected.jsonl] [--top 30]

A card is modeled (described) when every sentence of its text stands for primitives of the effect
registry (or is sect, title, play-window wording); the unread sentences of the others are printed.
It is executed when the rules also apply every one of those primitives where the card is played
(``rules.executes``); the most played described cards that are not executed are listed too.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from vtes_tools import load_cards
from vtes_tools.engine.coverage import corpus_coverage, coverage_summary
from vtes_tools.engine.effects import EffectRegistry

EXPECTED = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "twda" / "expected.jsonl"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--expected", type=Path, default=EXPECTED, help="TWDA expected.jsonl")
    ap.add_argument("--top", type=int, default=30, help="how many unmodeled cards to list")
    ap.add_argument("--db", default=None, help="card store path")
    args = ap.parse_args()
    db = load_cards(args.db)
    start = time.perf_counter()
    frame = corpus_coverage(db, args.expected, EffectRegistry())
    elapsed = time.perf_counter() - start
    summ = coverage_summary(frame)
    print(
        f"TWDA coverage: {summ['total_modeled_share']:.1%} of {summ['total_cards']:,} card slots modeled "
        f"(crypt {summ['crypt_modeled_share']:.1%} of {summ['crypt_cards']:,}, "
        f"library {summ['modeled_share']:.1%} of {summ['library_cards']:,}); "
        f"library played in goldfish {summ['goldfish_share']:.1%}"
    )
    print(
        f"executed by the rules: {summ['total_executed_share']:.1%} of card slots "
        f"(crypt {summ['crypt_executed_share']:.1%}, library {summ['executed_share']:.1%}); "
        f"applied in a goldfish game {summ['total_executed_goldfish_share']:.1%}"
    )
    by_source = frame[frame["modeled"]].groupby("source")["copies"].sum() / summ["total_cards"]
    print("modeled by source: " + ", ".join(f"{k} {v:.1%}" for k, v in by_source.items()))
    print(f"{len(frame):,} distinct cards in {elapsed:.2f} s")
    left = frame[~frame["modeled"]].head(args.top)
    print(f"\nTop {len(left)} unmodeled cards by slots:")
    for r in left.itertuples():
        print(f"{r.copies:>6}  {r.name:<40} {r.section:<8} {r.unread[:110]}")
    idle = frame[frame["modeled"] & ~frame["executed"]].head(args.top)
    print(f"\nTop {len(idle)} described cards the rules do not execute, by slots:")
    for r in idle.itertuples():
        print(f"{r.copies:>6}  {r.name:<40} {r.mode:<17} {r.effects[:100]}")


if __name__ == "__main__":
    main()
