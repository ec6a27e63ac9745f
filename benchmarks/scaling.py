"""Scaling: the same seeded study on 1 and 2 local worker processes and on a local Dask cluster.

    python benchmarks/scaling.py [--goldfish-games 4000] [--table-games 400] [--turns 10] [--workers 2]

For goldfish (V5 Tremere) and a table of the five Fifth Edition starters, prints the wall time
and games per second of each backend, the speed-up over one worker, and checks that every
backend gave exactly the same results. The Dask figures are given twice: on a running
LocalCluster (the cost of shipping tasks and results), and end to end with ``dask="local"``
(starting and stopping the cluster included). Speed-ups depend on the cores actually free.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from vtes_tools import load_cards
from vtes_tools.scale import available_cores
from vtes_tools.simulate import simulate_goldfish, simulate_table

STARTERS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")


def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - start


def same(a: Any, b: Any) -> bool:
    if isinstance(a, tuple):  # TableResults
        return all(x.equals(y) for x, y in zip(a, b, strict=True))
    return a.equals(b)


def study(name: str, run: Callable[..., Any], n: int, workers: int) -> None:
    from distributed import Client, LocalCluster

    rows = []
    base, t1 = timed(lambda: run(workers=1))
    rows.append(("1 worker", t1))
    par, tw = timed(lambda: run(workers=workers))
    assert same(base, par), f"{name}: {workers} workers gave other numbers"
    rows.append((f"{workers} processes", tw))
    (cluster, client), startup = timed(
        lambda: (c := LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0"),
                 Client(c))
    )
    try:
        run(workers=workers, dask=client, n=min(n, 50))  # workers import vtes_tools once
        on, td = timed(lambda: run(workers=workers, dask=client))
        assert same(base, on), f"{name}: dask gave other numbers"
        rows.append((f"dask, running cluster of {workers}", td))
    finally:
        client.close()
        cluster.close()
    local, tl = timed(lambda: run(workers=workers, dask="local"))
    assert same(base, local), f"{name}: dask local gave other numbers"
    rows.append((f"dask='local' ({workers}), end to end", tl))
    print(f"\n{name}: {n} games, identical results on every backend")
    print(f"  {'backend':<36} {'seconds':>8} {'games/s':>9} {'speed-up':>9}")
    for label, t in rows:
        print(f"  {label:<36} {t:>8.2f} {n / t:>9,.0f} {t1 / t:>8.2f}x")
    print(f"  LocalCluster start: {startup:.2f} s; dask overhead on a running cluster vs processes: "
          f"{td - tw:+.2f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--goldfish-games", type=int, default=4000)
    ap.add_argument("--table-games", type=int, default=400)
    ap.add_argument("--turns", type=int, default=10)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--db", default=None, help="card store path")
    args = ap.parse_args()
    db = load_cards(args.db)
    tremere = db.precon("V5:Tremere").deck
    table = [db.precon(f"V5:{name}").deck for name in STARTERS]
    print(f"{available_cores()} cores available to this process")

    def goldfish(workers: int, dask: Any = None, n: int = args.goldfish_games) -> Any:
        return simulate_goldfish(tremere, n, turns=args.turns, seed=1, workers=workers, dask=dask)

    def full_table(workers: int, dask: Any = None, n: int = args.table_games) -> Any:
        return simulate_table(table, n, seed=1, workers=workers, dask=dask)

    study(f"goldfish, {tremere.name}, {args.turns} turns", goldfish, args.goldfish_games, args.workers)
    study("table of the five V5 starters", full_table, args.table_games, args.workers)


if __name__ == "__main__":
    main()
