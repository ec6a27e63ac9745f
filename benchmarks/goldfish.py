"""Goldfish throughput: games per second for a Fifth Edition starter at 10 turns on one core.

    python benchmarks/goldfish.py [--deck V5:Tremere] [-n 2000] [--turns 10] [--profile]

``--profile`` runs pyinstrument (if installed) over the same games and prints where the time goes.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from vtes_tools import load_cards
from vtes_tools.engine import GoldfishPolicy, goldfish_setup
from vtes_tools.simulate import game_seed, play_goldfish


def run(deck, n: int, turns: int) -> tuple[float, float]:
    """(games per second, games per CPU second of this process, steadier on a shared machine)."""
    setup = goldfish_setup(deck)
    policy = GoldfishPolicy()
    start = time.perf_counter()
    cpu = time.process_time()
    for k in range(n):
        play_goldfish(setup, np.random.default_rng(game_seed(0, k)), turns=turns, policy=policy)
    return n / (time.perf_counter() - start), n / (time.process_time() - cpu)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deck", default="V5:Tremere")
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--turns", type=int, default=10)
    ap.add_argument("--db", default=None, help="card store path")
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    deck = load_cards(args.db).precon(args.deck).deck
    run(deck, 50, args.turns)  # warm up
    rate, cpu_rate = run(deck, args.n, args.turns)
    print(f"{deck.name}: {rate:,.0f} games/s ({cpu_rate:,.0f} per CPU second; {args.turns} turns, 1 core, "
          f"{args.n} games)")
    if args.profile:
        from pyinstrument import Profiler

        prof = Profiler()
        prof.start()
        run(deck, args.n, args.turns)
        prof.stop()
        print(prof.output_text(unicode=False, color=False))


if __name__ == "__main__":
    main()
