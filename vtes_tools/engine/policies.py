"""Policies: ``choose(view, legal_actions, rng) -> Action``; they read a view, never the state.

``legal_actions`` is a lazy :class:`LegalActions`: it enumerates only when a policy iterates it,
so a policy that can decide from the view alone costs no enumeration.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Protocol

import numpy as np

from .actions import PASS, Action, Kind
from .effects import Mode, Op
from .state import GameState, Phase, PlayerView, Stage


class LegalActions:
    """The legal actions of a state, computed on first use."""

    __slots__ = ("_state", "_list", "_fn")

    def __init__(self, state: GameState, fn: Callable[[GameState], list[Action]]) -> None:
        self._state = state
        self._fn = fn
        self._list: list[Action] | None = None

    def list(self) -> list[Action]:
        if self._list is None:
            self._list = self._fn(self._state)
        return self._list

    def __iter__(self) -> Iterator[Action]:
        return iter(self.list())

    def __len__(self) -> int:
        return len(self.list())

    def __getitem__(self, k: int) -> Action:
        return self.list()[k]

    def __contains__(self, action: object) -> bool:
        return action in self.list()


class Policy(Protocol):
    def choose(self, view: PlayerView, legal: LegalActions, rng: np.random.Generator) -> Action: ...


class RandomPolicy:
    """Uniformly random legal action (for invariant tests)."""

    def choose(self, view: PlayerView, legal: LegalActions, rng: np.random.Generator) -> Action:
        acts = legal.list()
        return acts[int(rng.integers(len(acts)))]

    def __repr__(self) -> str:
        return "RandomPolicy()"


class GoldfishPolicy:
    """A decent solitaire player: influences steadily, bleeds, gains pool, cycles dead cards.

    * influence: finish the vampire closest to capacity first, keep ``margin`` pool, stop
      starting new vampires once ``target_vampires`` are controlled;
    * minion phase: the action with the best value (bleed amount; blood for the uncontrolled
      region; allies that bleed); hunt when forced or dry;
    * master phase: pool and blood gain, transfers, hunting grounds;
    * discard phase: unmodeled cards first, then cards that do nothing in goldfish.
    """

    def __init__(self, margin: int = 6, target_vampires: int = 4) -> None:
        self.margin = margin
        self.target_vampires = target_vampires

    def __repr__(self) -> str:
        return f"GoldfishPolicy(margin={self.margin}, target_vampires={self.target_vampires})"

    def choose(self, view: PlayerView, legal: LegalActions, rng: np.random.Generator) -> Action:
        pend = view.pending
        if pend is not None:
            if pend.stage == Stage.AFTER_BLOCKS:
                return self._modifier(view, legal)
            return self._after(view, legal)
        ph = view.phase
        if ph == Phase.MINION:
            return self._minion(view, legal)
        if ph == Phase.INFLUENCE:
            return self._influence(view, legal)
        if ph == Phase.DISCARD:
            return self._discard(view)
        if ph == Phase.MASTER:
            return self._master(view, legal)
        return self._unlock(view, legal)

    # -- phases -----------------------------------------------------------------------------

    def _unlock(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        best: Action = PASS
        best_v = 0.0
        for a in legal:
            if a.kind != Kind.USE:
                continue
            e = su.effect[a.card]
            assert e is not None
            b = view.blood(a.target)
            if e.options[0].has(Op.HUNTING_GROUND):
                v = 1.0 + (su.capacity[a.target] - b) / 10
            elif a.n == 0:  # Vessel: blood to pool when the vampire has spare blood
                v = 0.8 if b >= 3 else 0.0
            else:
                v = 0.5 if b == 0 and view.pool() > self.margin + 4 else 0.0
            if v > best_v:
                best, best_v = a, v
        return best

    def _master(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        pool = view.pool()
        nvamp = sum(1 for i in view.ready if su.is_vampire[i])
        best: Action = PASS
        best_v = 0.0
        for a in legal:
            v = 0.0
            if a.kind == Kind.USE:
                e = su.effect[a.card]
                assert e is not None
                if e.options[0].has(Op.MASTER_ACTIONS):
                    v = 0.1 if any(su.is_master[i] and su.modeled[i] for i in view.hand) else 0.0
                elif a.n == 0:  # Blood Doll: blood to pool
                    v = 0.8 if view.blood(a.target) >= 3 else 0.0
            elif a.kind == Kind.PLAY_MASTER:
                e = su.effect[a.card]
                assert e is not None
                if pool - e.pool_cost < self.margin:
                    continue
                prims = e.options[0].prims
                ops = {p.op for p in prims}
                if e.mode == Mode.MASTER_IN_PLAY:
                    v = (
                        4.0 * e.options[0].amount(Op.TRANSFERS)
                        + (3.0 if nvamp else 1.5) * e.options[0].amount(Op.HUNTING_GROUND)
                        + 3.0 * e.options[0].amount(Op.INFLUENCE_BLOOD)
                        + 2.0 * e.options[0].amount(Op.HAND_SIZE)
                        + (0.5 if Op.MASTER_ACTIONS in ops else 0.0)
                    )
                elif Op.EXCHANGE in ops:
                    crowded = any(view.attached(j) == a.target for j in view.in_play)
                    v = 0.2 if crowded else 2.5
                elif Op.MOVE_TO_POOL in ops:
                    b = view.blood(a.target)
                    if e.mode == Mode.MASTER_ON_VAMPIRE:  # Villein: keep one blood
                        v = a.n if b - a.n >= 1 else a.n - 1.5
                    else:  # Minion Tap: when pool runs low
                        v = a.n * 1.1 if pool < 12 and b - a.n >= 1 else 0.0
                elif Op.GAIN_POOL in ops:
                    v = 1.2 * e.options[0].amount(Op.GAIN_POOL)
                elif Op.FILL_BLOOD in ops:
                    v = 0.8 * (su.capacity[a.target] - view.blood(a.target))
                elif Op.ADD_UNCONTROLLED in ops:
                    v = 1.5 * min(e.options[0].amount(Op.ADD_UNCONTROLLED),
                                  su.capacity[a.target] - view.blood(a.target))
                elif Op.CRYPT_TO_UNCONTROLLED in ops:
                    v = 3.0 if len(view.uncontrolled) <= 1 and nvamp < self.target_vampires else 0.0
                v -= 0.3 * e.pool_cost
                if e.trifle:
                    v += 0.5
            if v > best_v:
                best, best_v = a, v
        return best

    def _minion(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        acts = legal.list()
        if acts and acts[-1].kind != Kind.PASS:
            return acts[0]  # mandatory hunt (rules 6)
        pool = view.pool()
        hand = view.hand
        blood_cards = any((e := su.effect[i]) is not None and e.blood_cost > 0 and su.modeled[i] for i in hand)
        best: Action = PASS
        best_v = 0.0
        for a in acts:
            kind = a.kind
            actor = a.actor
            if kind == Kind.BLEED:
                v = 1.0
            elif kind == Kind.HUNT:
                b = view.blood(actor)
                v = 0.9 if b <= 1 and blood_cards else (0.2 if b < su.capacity[actor] else 0.0)
            elif kind == Kind.ACTION_CARD:
                e = su.effect[a.card]
                assert e is not None
                opt = e.options[a.n]
                v = 0.0
                for p in opt.prims:
                    if p.op == Op.BLEED:
                        v += 1.0 + p.n
                    elif p.op == Op.ADD_UNCONTROLLED:
                        room = su.capacity[a.target] - view.blood(a.target)
                        v += 1.1 * min(p.n, room)
                    elif p.op == Op.GAIN_POOL:
                        v += 1.0 * p.n
                    elif p.op in (Op.GAIN_BLOOD, Op.HUNT):
                        v += 0.3 * (p.n + 1)
                v -= 0.3 * e.blood_cost + 0.6 * e.pool_cost
                if e.blood_cost and view.blood(actor) - e.blood_cost < 1:
                    v -= 0.5
            else:  # equip, employ, recruit
                e = su.effect[a.card]
                assert e is not None
                if pool - e.pool_cost < self.margin:
                    continue
                if kind == Kind.RECRUIT:
                    v = 1.3 * e.bleed if su.goldfish[a.card] else 0.0
                else:
                    v = 1.5 * e.options[0].amount(Op.PLUS_BLEED) if su.goldfish[a.card] else 0.0
                v -= 0.3 * e.blood_cost + 0.2 * e.pool_cost
            if v > best_v:
                best, best_v = a, v
        return best

    def _modifier(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        pend = view.pending
        assert pend is not None
        best: Action = PASS
        best_v = 0.0
        b = view.blood(pend.actor)
        for a in legal:
            if a.kind != Kind.MODIFIER:
                continue
            e = su.effect[a.card]
            assert e is not None
            if e.blood_cost and b - e.blood_cost < 1:
                continue
            v = e.options[a.n].amount(Op.PLUS_BLEED) - 0.3 * e.blood_cost - 0.5 * e.pool_cost
            if v > best_v:
                best, best_v = a, v
        return best

    def _after(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        pend = view.pending
        assert pend is not None
        follow_up = any(
            (e := su.effect[i]) is not None and su.goldfish[i] and e.mode == Mode.ACTION
            and any(o.has(Op.ADD_UNCONTROLLED) for o in e.options)
            for i in view.hand
        )
        if not follow_up:
            return PASS
        for a in legal:
            if a.kind == Kind.MODIFIER:
                e = su.effect[a.card]
                assert e is not None
                if view.blood(pend.actor) - e.blood_cost >= 2:
                    return a
        return PASS

    def _influence(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        cap = su.capacity
        uk = su.unique_key
        controlled = {uk[i] for i in view.ready}
        nvamp = sum(1 for i in view.ready if su.is_vampire[i])
        pool = view.pool()
        t = view.transfers
        # 1. bring in any vampire that is ready to come (not a copy of one we control)
        candidates = []
        for v in view.uncontrolled:
            if uk[v] in controlled:
                continue
            b = view.blood(v)
            if b >= cap[v]:
                return Action(Kind.INFLUENCE, target=v)
            candidates.append((cap[v] - b, -b, v))
        if not candidates:
            if t >= 4 and view.crypt_left and pool - 1 >= self.margin and nvamp < self.target_vampires:
                return Action(Kind.CRYPT_DRAW)
            return PASS
        candidates.sort()
        started = [c for c in candidates if c[1] < 0]
        target = (started or candidates)[0][2]
        # 2. free blood from cards in play (Powerbase, Arcane Library...)
        ib = su.influence_blood
        uses = [a for a in legal if a.kind == Kind.USE] if any(ib[j] and not view.locked(j) for j in view.in_play) else []
        if uses:
            return next((a for a in uses if a.target == target), uses[0])
        if nvamp >= self.target_vampires and not started:
            return PASS
        room = cap[target] - view.blood(target)
        n = min(t, room, pool - self.margin)
        if n <= 0:
            return PASS
        return Action(Kind.TRANSFER, target=target, n=n)

    def _discard(self, view: PlayerView) -> Action:
        su = view.setup
        idle = -1
        for i in view.hand:
            if not su.modeled[i]:
                return Action(Kind.DISCARD, card=i)
            if idle < 0 and not su.goldfish[i]:
                idle = i
        if idle >= 0:
            return Action(Kind.DISCARD, card=idle)
        return PASS


class TablePolicy(GoldfishPolicy):
    """A heuristic tournament player for full tables (see the module docstring)."""

    def __repr__(self) -> str:
        return f"TablePolicy(margin={self.margin}, target_vampires={self.target_vampires})"


__all__ = ["GoldfishPolicy", "LegalActions", "Policy", "RandomPolicy", "TablePolicy"]
