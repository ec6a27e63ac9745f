"""How fast the TWDA corpus is built and questioned.

Targets: building the store from the shipped snapshot (4,060 decks parsed with one shared name
resolver, written to SQLite) a one-time cost of a few seconds; search and top over the whole
corpus well under a second warm (the store built, the card database loaded, the first query of
each kind already run once). Medians of --repeat runs.
Run: python benchmarks/twda.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from vtes_tools import load_cards, load_twda
from vtes_tools.twda import Corpus


def timed(fn: Callable[[], object], repeat: int) -> tuple[float, object]:
    out = fn()  # warm: the first call of each kind is not counted
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), out


def frames(corpus: Corpus) -> tuple[object, object]:
    return corpus.decks, corpus.cards


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = load_cards(Path(tmp) / "cards.sqlite")
        t0 = time.perf_counter()
        corpus = load_twda(db=db)
        build = time.perf_counter() - t0
        print(f"build    {len(corpus)} decks from the snapshot: {build:.2f} s (one time)")
        t0 = time.perf_counter()
        corpus = load_twda(db=db)
        print(f"open     the built store: {(time.perf_counter() - t0) * 1000:.1f} ms")
        cases: list[tuple[str, Callable[[], object]]] = [
            ("search   all decks", lambda: corpus.search()),
            ("search   --card x2 --from 2020",
             lambda: corpus.search(cards=["Govern the Unaligned", "Ashur Tablets"], date_from="2020")),
            ("search   --clan Tremere --players 20", lambda: corpus.search(clan="Tremere", players=20)),
            ("top      whole corpus --limit 20", lambda: corpus.top(limit=20)),
            ("top      --clan Tremere --from 2020", lambda: corpus.top(clan="Tremere", date_from="2020")),
            ("affinity 'Ashur Tablets'", lambda: corpus.affinity("Ashur Tablets")),
            ("trends   whole corpus", lambda: corpus.trends()),
            ("frames   .decks + .cards (fresh corpus)", lambda: frames(load_twda(db=db))),
        ]
        for label, fn in cases:
            mid, out = timed(fn, args.repeat)
            rows = len(out) if hasattr(out, "__len__") else ""
            print(f"{label:<42} {mid * 1000:8.1f} ms  ({rows} rows)")


if __name__ == "__main__":
    main()
