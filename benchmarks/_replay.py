"""What the per-decision benchmarks (listing.py, minion_phase.py) share: their options, the
starter decks, and the best-of-N CPU timing of one pass over the captured decisions."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from vtes_tools import load_cards

CLANS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")


def options(doc: str | None) -> argparse.Namespace:
    """-n games, --turn-limit, --repeat timed passes, --db, --profile."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=60, help="games played to capture decisions")
    ap.add_argument("--turn-limit", type=int, default=12)
    ap.add_argument("--repeat", type=int, default=5, help="timed passes (the best is printed)")
    ap.add_argument("--db", default=None, help="card store path")
    ap.add_argument("--profile", action="store_true")
    return ap.parse_args()


def starters(db_path: str | None) -> list:
    """The five Fifth Edition starter decks, in seat order."""
    db = load_cards(db_path)
    return [db.precon(f"V5:{c}").deck for c in CLANS]


def best_of(repeat: int, one_pass: Callable[[], int]) -> tuple[float, int]:
    """(the fastest of ``repeat`` CPU-timed calls of ``one_pass``, in seconds; what the last returned)."""
    best = float("inf")
    got = 0
    for _ in range(repeat):
        cpu = time.process_time()
        got = one_pass()
        best = min(best, time.process_time() - cpu)
    return best, got


def profile(one_pass: Callable[[], object]) -> None:
    """cProfile's 30 functions by cumulative time over one more pass."""
    import cProfile
    import pstats

    prof = cProfile.Profile()
    prof.enable()
    one_pass()
    prof.disable()
    pstats.Stats(prof).sort_stats("cumulative").print_stats(30)
