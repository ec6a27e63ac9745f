"""Does the table policy use what it holds? Idle minion phases and unused transfers (issue 18).

    python benchmarks/ai_habits.py [-n 100] [--decks 10] [--games 10] [--seed 1] [--turn-limit N] [--db PATH]

Plays ``-n`` games of the five Fifth Edition starters (seats rotating, as ``vtes sim table``),
then ``--games`` games of each of a seeded sample of ``--decks`` TWDA dev-set decks at a table
with four starters (as benchmarks/strength.py builds them), every player the table policy,
and watches its decisions:

* an idle minion phase: a minion phase that began with an unlocked ready minion (not acted this
  turn) with a legal action other than PASS, and whose first choice was PASS (the phase ends
  with no action at all); and how many of them keep blockers back, the reason the policy names:
  its predator's bleed threat (its ready minions' bleed plus one modifier each) with
  1.5 x threat + 1 >= pool;
* an influence phase with transfers unused: a phase ending (PASS) with transfers left while a
  vampire in the Methuselah's uncontrolled region could take blood (below capacity, not a copy
  of a vampire it controls); and how many of them at the pool margin the policy keeps
  (max(6, threat + 4)).

Prints both shares for the starters' tables and the TWDA tables, and the command line. One
process (the policy's methods are watched in place); the games are those of the two benchmarks.
"""

from __future__ import annotations

import argparse
import shlex
import sys
import time

import numpy as np
from strength import dev_set, play_deck, sample, starters

from vtes_tools import load_cards
from vtes_tools.engine.actions import PASS
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import TablePolicy
from vtes_tools.engine.view import PlayerView
from vtes_tools.simulate import SeatingSetups, default_turn_limit, game_seed, play_table, table_order


class Habits:
    """Counts of the watched phases: minion phases that could act and idle ones; influence phases
    and those ending with transfers unused."""

    def __init__(self) -> None:
        self.minion = self.idle = self.kept = self.influence = self.unspent = self.at_margin = 0
        self._last: tuple[int, int, int] | None = None
        self._last_infl: tuple[int, int, int] | None = None

    def watch_minion(self, pol: TablePolicy, view: PlayerView, acts: list, got: object) -> None:
        key = (id(view._s), view.game_turn, view.me)
        if key == self._last:
            return  # not the phase's first decision
        self._last = key
        m = view.methuselahs[view.me]
        locked = view.locks
        acted = view.acted_turns
        turn = view.game_turn
        untapped = {v for v in m.ready if not locked[v] and acted[v] != turn}
        if untapped and any(a != PASS and a.actor in untapped for a in acts):
            self.minion += 1
            if got == PASS:
                self.idle += 1
                # the reason the policy names: blockers kept back, its pool threatened by its predator
                self.kept += pol._minion_decision(view, view.setup).keep > 0

    def watch_influence(self, pol: TablePolicy, view: PlayerView, got: object) -> None:
        key = (id(view._s), view.game_turn, view.me)
        if key != self._last_infl:  # the phase's first decision (a state's id may serve a later game)
            self._last_infl = key
            self.influence += 1
        if got != PASS or view.transfers <= 0:
            return
        su = view.setup
        m = view.methuselahs[view.me]
        controlled = {su.unique_key[i] for i in m.ready}
        blood = view.blood_on
        if any(blood[v] < su.capacity[v] and su.unique_key[v] not in controlled for v in m.uncontrolled):
            self.unspent += 1
            self.at_margin += m.pool <= pol._influence_margin(view)

    def line(self, what: str) -> str:
        pct = lambda a, b: f"{a}/{b} = {a / max(1, b):.1%}"  # noqa: E731
        return (f"{what}:\n  idle minion phases {pct(self.idle, self.minion)} ({self.kept} of them keeping blockers "
                f"back, the pool threatened)\n  influence phases ending with transfers unused "
                f"{pct(self.unspent, self.influence)} ({self.at_margin} of them at the pool margin)")


def watched(h: Habits) -> tuple:
    """Wrap the table policy's minion and influence choices so ``h`` sees them; the originals."""
    minion, influence = TablePolicy._minion_table, TablePolicy._influence_table

    def spy_minion(self, view, legal):
        got = minion(self, view, legal)
        h.watch_minion(self, view, legal.list(), got)
        return got

    def spy_influence(self, view, legal):
        got = influence(self, view, legal)
        h.watch_influence(self, view, got)
        return got

    TablePolicy._minion_table = spy_minion  # type: ignore[method-assign]
    TablePolicy._influence_table = spy_influence  # type: ignore[method-assign]
    return minion, influence


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=100, help="games of the five starters")
    ap.add_argument("--decks", type=int, default=10, help="TWDA decks sampled from the dev set")
    ap.add_argument("--games", type=int, default=10, help="games per TWDA deck")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--turn-limit", type=int, default=default_turn_limit(5))
    ap.add_argument("--db", default=None, help="card store path")
    args = ap.parse_args(argv)
    cpu = time.process_time()
    db = load_cards(args.db)
    decks = starters(db)
    h_start, h_twda = Habits(), Habits()
    orig = watched(h_start)
    try:
        setups = SeatingSetups(decks, EffectRegistry())
        for k in range(args.n):
            rng = np.random.default_rng(game_seed(args.seed, k))
            play_table(setups(table_order(len(decks), k, "rotate", rng)), rng, turn_limit=args.turn_limit,
                       policies=[TablePolicy() for _ in decks])
        TablePolicy._minion_table, TablePolicy._influence_table = orig  # type: ignore[method-assign]
        watched(h_twda)
        entries, _, _ = dev_set(db)
        for e in sample(entries, args.decks, args.seed):
            play_deck(e, starter_decks=decks, seed=args.seed, games=args.games, turn_limit=args.turn_limit,
                      tested=TablePolicy, others=TablePolicy)
    finally:
        TablePolicy._minion_table, TablePolicy._influence_table = orig  # type: ignore[method-assign]
    print(h_start.line(f"starters, {args.n} games"))
    print(h_twda.line(f"TWDA + starters, {args.decks} decks x {args.games} games"))
    given = argv if argv is not None else sys.argv[1:]
    print("reproduce: " + shlex.join(["python", "benchmarks/ai_habits.py", *given]))
    print(f"CPU {time.process_time() - cpu:.1f} s")


if __name__ == "__main__":
    main()
