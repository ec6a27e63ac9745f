"""Legal-action listing alone: microseconds per decision, and per game.

    python benchmarks/listing.py [-n 60] [--repeat 5] [--profile]

Plays ``-n`` games of the five Fifth Edition starters (as benchmarks/table.py does) and keeps a
copy of the game state at every decision. Then lists the legal actions of every copy again
(``rules.legal_actions``: the minion and influence phases, the action's windows, combat, the
referendum), best of ``--repeat`` CPU-timed passes, and prints the time per decision and per
game. The actions the rules listed on the way to a decision (``GameState.legal``) are compared
with the ones listed again: the count of differences is printed (0 expected). ``--profile``
prints cProfile's functions by cumulative time over one more pass.
"""

from __future__ import annotations

import numpy as np
from _replay import best_of, options, profile, starters

from vtes_tools.engine import rules
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.simulate import SeatingSetups, game_seed, play_table, table_order


def capture(decks, n: int, turn_limit: int) -> list[tuple]:
    """(copy of the state, the actions the rules listed for it or None) at every decision of
    ``n`` games."""
    setups = SeatingSetups(decks, EffectRegistry())
    out: list[tuple] = []

    def after(state, action) -> None:
        if not state.terminal:
            out.append((state.clone(), None if state.legal is None else list(state.legal)))

    for k in range(n):
        rng = np.random.default_rng(game_seed(0, k))
        play_table(setups(table_order(len(decks), k, "rotate", rng)), rng, turn_limit=turn_limit, after=after)
    return out


def relist(items: list[tuple]) -> int:
    """List every captured state's actions again; the number that differ from the rules' own."""
    bad = 0
    legal = rules.legal_actions
    for s, listed in items:
        got = legal(s)
        if listed is not None and got != listed:
            bad += 1
    return bad


def main() -> None:
    args = options(__doc__)
    items = capture(starters(args.db), args.n, args.turn_limit)
    best, bad = best_of(args.repeat, lambda: relist(items))
    print(f"listing: {best * 1e6 / len(items):.1f} us per decision, {best * 1e3 / args.n:.2f} ms per game "
          f"(best of {args.repeat} CPU-timed passes; {len(items)} decisions, {args.n} games); "
          f"{bad} lists differ from the rules' own")
    if args.profile:
        profile(lambda: relist(items))


if __name__ == "__main__":
    main()
