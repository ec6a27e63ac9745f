"""Where a second process pays: one worker against every core for short goldfish and table runs.

    python benchmarks/auto_workers.py [--goldfish 250 500 1000 2000] [--table 50 100 200]

For each run length, prints the wall time on one worker and on every available core (process
start-up, sending the decks and gathering the results included) and checks the results are
identical. ``vtes_tools.scale.AUTO_WORKERS_FROM`` holds the thresholds chosen from it: the
smallest run where every core was faster. Times depend on the cores actually free.
"""

from __future__ import annotations

import argparse
import time

from vtes_tools import load_cards
from vtes_tools.scale import AUTO_WORKERS_FROM, available_cores
from vtes_tools.simulate import simulate_goldfish, simulate_table

STARTERS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")


def compare(kind: str, run, sizes: list[int], cores: int) -> None:
    print(f"\n{kind} (AUTO_WORKERS_FROM = {AUTO_WORKERS_FROM[kind]}), {cores} cores")
    print(f"  {'games':>6} {'1 worker s':>11} {f'{cores} workers s':>12} {'speed-up':>9}")
    for n in sizes:
        start = time.perf_counter()
        one = run(n, 1)
        t1 = time.perf_counter() - start
        start = time.perf_counter()
        many = run(n, cores)
        tn = time.perf_counter() - start
        same = all(a.equals(b) for a, b in zip(one, many, strict=True)) if isinstance(one, tuple) else one.equals(many)
        assert same, f"{kind}: {n} games gave other numbers on {cores} workers"
        print(f"  {n:>6} {t1:>11.2f} {tn:>12.2f} {t1 / tn:>8.2f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--goldfish", type=int, nargs="*", default=[250, 500, 1000, 2000])
    ap.add_argument("--table", type=int, nargs="*", default=[50, 100, 200])
    ap.add_argument("--db", default=None, help="card store path")
    args = ap.parse_args()
    db = load_cards(args.db)
    cores = available_cores()
    tremere = db.precon("V5:Tremere").deck
    table = [db.precon(f"V5:{name}").deck for name in STARTERS]
    compare("goldfish", lambda n, w: simulate_goldfish(tremere, n, seed=1, workers=w), args.goldfish, cores)
    compare("table", lambda n, w: simulate_table(table, n, seed=1, workers=w), args.table, cores)


if __name__ == "__main__":
    main()
