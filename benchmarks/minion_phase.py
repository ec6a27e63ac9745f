"""The table policy's minion-phase choice alone: microseconds per decision.

    python benchmarks/minion_phase.py [-n 60] [--repeat 5] [--profile]

Plays ``-n`` games of the five Fifth Edition starters (as benchmarks/table.py does) and keeps
a copy of the game state, the legal actions and the action chosen at every minion-phase
decision of the heuristic TablePolicy. Then times ``TablePolicy._minion_table`` over all of
them again (best of ``--repeat`` passes, CPU time), checks it chooses the same actions, and
prints the time per decision. The political values the policy keeps for one Methuselah turn
are kept across the copies of the same game and turn, as in the game. ``--profile`` prints
cProfile's functions by cumulative time over one more pass.
"""

from __future__ import annotations

import weakref

import numpy as np
from _replay import best_of, options, profile, starters

from vtes_tools.engine import PlayerView, policies
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.simulate import SeatingSetups, game_seed, play_table, table_order


def capture(decks, n: int, turn_limit: int) -> list[tuple]:
    """(copy of the state, Methuselah, legal actions, action chosen, game number) of every
    minion-phase decision of ``n`` games."""
    setups = SeatingSetups(decks, EffectRegistry())
    out: list[tuple] = []
    choose = policies.TablePolicy._minion_table
    game = 0

    def spy(self, view, legal):
        got = choose(self, view, legal)
        out.append((view._s.clone(), view.me, list(legal.list()), got, game))
        return got

    policies.TablePolicy._minion_table = spy  # type: ignore[method-assign]
    try:
        for k in range(n):
            game = k
            rng = np.random.default_rng(game_seed(0, k))
            play_table(setups(table_order(len(decks), k, "rotate", rng)), rng, turn_limit=turn_limit)
    finally:
        policies.TablePolicy._minion_table = choose  # type: ignore[method-assign]
    return out


def replay(pol: policies.TablePolicy, items: list[tuple]) -> int:
    """Choose again at every captured decision; the number of different choices."""
    bad = 0
    prev = None
    for s, me, acts, got, game in items:
        pol._stats = {}
        pol._att = None
        pol._dec = {}
        if game == prev and pol._cache_turn == s.turn:
            pol._cache_game = weakref.ref(s)  # the same game and turn: its political values kept
        prev = game
        view = PlayerView(s, me)
        if pol._minion_table(view, policies.LegalActions(s, lambda st: acts, acts)) != got:
            bad += 1
    return bad


def main() -> None:
    args = options(__doc__)
    items = capture(starters(args.db), args.n, args.turn_limit)
    pol = policies.TablePolicy()
    best, bad = best_of(args.repeat, lambda: replay(pol, items))
    actions = sum(len(acts) for _s, _me, acts, _got, _g in items)
    print(f"minion phase: {best * 1e6 / len(items):.1f} us per decision (best of {args.repeat} CPU-timed passes; "
          f"{len(items)} decisions, {actions / len(items):.1f} legal actions each, {args.n} games); "
          f"{bad} choices differ from the game's")
    if args.profile:
        profile(lambda: replay(pol, items))


if __name__ == "__main__":
    main()
