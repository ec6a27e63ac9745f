"""The table policy's unlock and master phases: master cards, the Grand Ball, events."""

from __future__ import annotations

from . import imbued, master_hints, masters, politics
from .actions import PASS, Action
from .hot import (
    K_PASS, K_PLAY_EVENT, K_PLAY_MASTER, K_POLITICAL, K_USE, K_YIELD, M_MASTER_IN_PLAY, M_MASTER_ON_VAMPIRE,
    O_CANNOT_BLOCK, O_INTERCEPT, O_LOCK, O_PREVENT, O_VOTES,
)
from .policies_table_base import TableBase
from .state import LegalActions
from .view import PlayerView


class MasterChoices(TableBase):
    """TablePolicy's unlock and master phase decisions."""

    # -- other phases ------------------------------------------------------------------------

    def _unlock_table(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        for a in legal:
            if a.kind == K_YIELD:
                keep = a.n == 0 and su.is_vampire[a.card] and su.capacity[a.card] >= 7 and view.pool() > 15
                if a.n == 1:
                    keep = view.blood(a.card) >= 3
                elif a.n == 2:  # a location to burn or pay 1 pool for (Arika): kept while the pool is high
                    keep = view.pool() > 10
                elif a.n == 3:  # Leandro's toll: pool, or the turn's transfers when nothing needs them
                    keep = bool(view.uncontrolled) and view.pool() > 4
                if not keep:
                    return a
        return self._unlock(view, legal)

    def _master_table(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        prey = view.prey()
        pool = view.pool()
        best = self._master(view, legal)
        best_v = 0.5 if best.kind != K_PASS else 0.0
        ball = su.master_shape[best.card] if best.kind == K_PLAY_MASTER else None
        if ball is not None and ball[0] == masters.GRAND_BALL:
            best, best_v = PASS, 0.0  # valued below, by the political actions it lets through
        for a in legal:
            if a.kind == K_USE and su.any_placed and su.placed[a.card]:
                # Judgment: Camarilla Segregation burned with a vampire: a small one in torpor
                t = a.target
                v = 2.5 - 0.35 * su.capacity[t] - (1.5 if t in view.ready else 0.0)
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind != K_PLAY_MASTER:
                continue
            e = su.effect[a.card]
            if e is None or not e.options or not e.options[0].prims:
                continue
            if pool - e.pool_cost < self.margin:
                continue  # valued 0: never above the best
            op = e.options[0].prims[0].op
            owner = view.controller(a.target) if a.target >= 0 else -1
            sh = su.master_shape[a.card]
            v = 0.0
            if sh is not None and sh[0] == masters.GRAND_BALL:
                v = self._grand_ball_value(view, a)
            elif su.imbued is not None and su.imbued.master[a.card]:
                v = imbued.master_value(view, a)  # Angel of Berlin, The Church of Vindicated Faith
            elif op == O_LOCK and owner == prey and any(not view.locked(w) for w in view.ready):
                v = 1.2 + 0.5 * view.intercept(a.target)
            elif op == O_CANNOT_BLOCK and owner == prey:
                v = 2.0 + 0.5 * view.intercept(a.target)
            elif sh is not None and (hint := master_hints.TABLE_HINTS.get(sh[0])) is not None:
                v = hint(view, a, sh)  # the card's hint (a stealth location, Haven Uncovered...)
            elif e.mode == M_MASTER_IN_PLAY and e.options[0].has(O_VOTES):
                political = sum(1 for i in view.hand if su.is_political[i])
                v = 0.6 + 0.3 * political + 0.2 * view.votes(view.me)
            elif e.mode == M_MASTER_ON_VAMPIRE and owner == view.me and (
                e.options[0].has(O_INTERCEPT) or e.options[0].has(O_PREVENT)
            ):
                v = 1.5 if not any(view.attached(j) == a.target and su.card_id[j] == su.card_id[a.card]
                                   for j in view.in_play) else 0.0
            v -= 0.3 * e.pool_cost
            if v > best_v:
                best, best_v = a, v
        return best

    def _grand_ball_value(self, view: PlayerView, a: Action) -> float:
        """Toreador Grand Ball locking ``a.actor`` for good so that ``a.target``'s non-bleed
        actions cannot be blocked: each political action card in hand the target can call is a
        turn's referendum called past the prey's and predator's blockers (rules 6.3.1: they
        alone may block it) instead of at its chance through, less the locked vampire's bleed
        on each of those turns and its blocks."""
        su = view.setup
        t, locked = a.target, a.actor
        dec = self._dec
        key = ("ball", t)  # the target's side, read once per decision
        got = dec.get(key)
        if got is None:
            got = dec[key] = self._ball_target(view, t)
        through, gains = got
        if not gains:
            return 0.0
        me, prey = view.me, view.prey()
        key = ("ball_locked", locked)
        bleed = dec.get(key)
        if bleed is None:
            bleed = dec[key] = self._bleed_value(view, locked, view.bleed(locked, me), su.base_stealth[locked],
                                                 self._blockers(view, prey), prey, view.pool(prey)) if prey != me else 0.0
        # (and a blocker lost for good: the smaller the better)
        return sum((1.0 - through) * g - max(bleed, 0.0) for g in gains) - 0.1 * su.capacity[locked] \
            - 0.3 * su.effect[a.card].pool_cost  # type: ignore[union-attr]

    def _ball_target(self, view: PlayerView, t: int) -> tuple[float, list[float]]:
        """For Toreador Grand Ball: vampire ``t``'s chance past the prey's and predator's
        blockers and the worth of the referendums of the political action cards in hand it can
        call (none when the card is in play or nobody can block it)."""
        su = view.setup
        hand = [i for i in set(view.hand) if su.is_political[i]]
        if not hand or any(su.master_shape[j] is not None and su.master_shape[j][0] == masters.GRAND_BALL  # type: ignore[index]
                           for j in view.in_play):
            return 1.0, []
        me, prey, pred = view.me, view.prey(), view.predator()
        both = (self._blockers(view, prey) if prey != me else []) + (
            self._blockers(view, pred) if pred != me and pred != prey else [])
        if not both:
            return 1.0, []
        self._fights = {}  # (combat values within this decision)
        w = self._weights(view)
        gains = [g for g in (self._political_value(view, Action(K_POLITICAL, actor=t, card=i), w)
                             for i in hand if politics.can_call(su, t, i) and view.callable_now(i))
                 if g > 0.5]
        return self.p_through(view, t, 1, both, False), gains

    def _event(self, view: PlayerView, legal: LegalActions) -> Action | None:
        """An event worth putting in play (rules 1.6.4), or a discard phase use of a card in play: the
        cards' hints (``master_hints.EVENT_HINTS``, ``master_hints.DISCARD_USE_HINTS``)."""
        su = view.setup
        ms = su.master_shape
        sets = self._card_sets(su)
        if sets[3].isdisjoint(view.hand) and sets[4].isdisjoint(view.in_play):
            return None  # no event in hand, no card in play with a discard phase use
        best: Action | None = None
        best_v = 0.3
        for a in legal:
            kind = a.kind
            if kind == K_USE:
                sh = ms[a.card]
                hint = master_hints.DISCARD_USE_HINTS.get(sh[0]) if sh is not None else None
                if hint is not None and sh is not None:
                    v = hint(view, a, sh)
                    if v > best_v:
                        best, best_v = a, v
                continue
            if kind != K_PLAY_EVENT:
                continue
            sh = ms[a.card]
            assert sh is not None
            hint = master_hints.EVENT_HINTS.get(sh[0])
            v = hint(view, a, sh) if hint is not None else 0.0
            if v > best_v:
                best, best_v = a, v
        return best
