"""Full-table throughput: five-player games per second with the Fifth Edition starters, one core.

    python benchmarks/table.py [-n 200] [--turn-limit 12] [--policy table|random] [--profile]

Plays the five starters (Malkavian, Nosferatu, Toreador, Tremere, Ventrue) at one table with
the heuristic TablePolicy, seats rotating as in ``vtes sim table``, and prints games per
second (wall clock, and per CPU second of this process, steadier on a shared machine), the mean
game length in table turns and the share of games reaching the time limit. The tables of each
seating are built when first needed, as ``simulate_table`` builds them, inside the clock.
``--policy random`` plays the same tables with the uniformly random baseline policy instead: its
choices cost next to nothing, so it shows what the rules engine alone (listing and applying
actions) allows, the ceiling of any policy's games per second. ``--profile`` runs pyinstrument (if installed) over the same games and prints where the time
goes.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from vtes_tools import load_cards
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import RandomPolicy
from vtes_tools.simulate import SeatingSetups, game_seed, play_table, table_order

CLANS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")


def run(decks, n: int, turn_limit: int, policies=None) -> tuple[float, float, float, float, int]:
    """(games per second, games per CPU second, mean table turns, share timed out, seatings).
    Each seating's tables are built when first needed, as :func:`simulate_table` builds them
    (the first from the cards, the others moved from the last one used), inside the clock.
    ``policies``: one per seat (default: the table policy)."""
    setups = SeatingSetups(decks, EffectRegistry())
    turns = timed = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for k in range(n):
        rng = np.random.default_rng(game_seed(0, k))
        state = play_table(setups(table_order(len(decks), k, "rotate", rng)), rng, turn_limit=turn_limit,
                           policies=policies)
        turns += state.table_turn
        timed += state.timed_out
    return n / (time.perf_counter() - start), n / (time.process_time() - cpu), turns / n, timed / n, len(setups)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--turn-limit", type=int, default=12)
    ap.add_argument("--db", default=None, help="card store path")
    ap.add_argument("--policy", choices=("table", "random"), default="table",
                    help="random: the baseline policy, to time the rules engine alone")
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    pols = [RandomPolicy()] * len(CLANS) if args.policy == "random" else None
    db = load_cards(args.db)
    decks = [db.precon(f"V5:{c}").deck for c in CLANS]
    run(decks, 10, args.turn_limit, pols)  # warm up
    rate, cpu_rate, turns, timed, seatings = run(decks, args.n, args.turn_limit, pols)
    who = " (random policy: the rules engine alone)" if pols else ""
    print(
        f"5 V5 starters{who}: {rate:,.0f} games/s ({cpu_rate:,.0f} per CPU second; 1 core, {args.n} games, limit "
        f"{args.turn_limit} table turns; {turns:.1f} table turns on average, {timed:.0%} reached the time limit)"
    )
    print(f"{seatings} seatings (each one's tables built once, inside the clock)")
    if args.profile:
        from pyinstrument import Profiler

        prof = Profiler()
        prof.start()
        run(decks, args.n, args.turn_limit, pols)
        prof.stop()
        print(prof.output_text(unicode=False, color=False))


if __name__ == "__main__":
    main()
