"""Where a five-player game's time goes: decisions, choose and apply time per decision category.

    python benchmarks/decisions.py [-n 200] [--turn-limit 12]

Plays ``-n`` games of the five Fifth Edition starters (seats rotating, as benchmarks/table.py
does) with the heuristic TablePolicy, and times each decision's ``choose`` and ``apply`` apart
(CPU time). Prints, per decision category (the phase, or the pending action's stage, the
combat, the referendum), the decisions per game and the milliseconds per game spent choosing
and applying them. The timer's own cost is included, so the total exceeds benchmarks/table.py's
time per game by a few percent.
"""

from __future__ import annotations

import argparse
import collections
import time

import numpy as np

from vtes_tools import load_cards
from vtes_tools.engine import PlayerView, rules
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.state import GameState, Phase, Stage
from vtes_tools.simulate import SeatingSetups, game_seed, table_order

CLANS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")


def category(s: GameState) -> str:
    """The decision's category: what the rules are waiting for."""
    if s.put_back:
        return "put back"
    if s.combat is not None:
        return "combat"
    if s.referendum is not None:
        return "referendum"
    if s.pending is not None:
        return "action: " + Stage(s.pending.stage).name.lower()
    return Phase(s.phase).name.lower() + " phase"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--turn-limit", type=int, default=12)
    args = ap.parse_args()
    db = load_cards(None)
    setups = SeatingSetups([db.precon(f"V5:{c}").deck for c in CLANS], EffectRegistry())
    policy = TablePolicy()
    count: collections.Counter[str] = collections.Counter()
    chose: collections.Counter[str] = collections.Counter()
    applied: collections.Counter[str] = collections.Counter()
    clock = time.process_time
    for k in range(args.n):
        rng = np.random.default_rng(game_seed(0, k))
        state = rules.new_game(setups(table_order(len(CLANS), k, "rotate", rng)), rng, turn_limit=args.turn_limit)
        views = [PlayerView(state, p) for p in range(len(CLANS))]
        state.legal = None
        while not state.terminal:
            c = category(state)
            t0 = clock()
            action = policy.choose(views[state.decider], LegalActions(state, rules.legal_actions, state.legal), rng)
            t1 = clock()
            rules.apply(state, action)
            applied[c] += clock() - t1
            chose[c] += t1 - t0
            count[c] += 1
    n = args.n
    total = (sum(chose.values()) + sum(applied.values())) / n * 1000
    print(f"{n} games of the 5 V5 starters: {sum(count.values()) / n:.0f} decisions and {total:.1f} ms a game")
    print(f"{'category':28s} {'per game':>9s} {'choose ms':>10s} {'apply ms':>9s}")
    for c, m in sorted(count.items(), key=lambda kv: -(chose[kv[0]] + applied[kv[0]])):
        print(f"{c:28s} {m / n:9.1f} {chose[c] / n * 1000:10.2f} {applied[c] / n * 1000:9.2f}")


if __name__ == "__main__":
    main()
