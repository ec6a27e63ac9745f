"""Policies: ``choose(view, legal_actions, rng) -> Action``; they read a view, never the state.

``legal_actions`` is a lazy :class:`LegalActions`: it enumerates only when a policy iterates it,
so a policy that can decide from the view alone costs no enumeration.

* :class:`RandomPolicy`: a uniformly random legal action (the baseline; invariant tests);
* :class:`GoldfishPolicy`: a solitaire player (influence, bleed, pool), for goldfish games;
* :class:`TablePolicy`: a heuristic tournament player for full tables;
* :class:`Policy`: the protocol to write your own (see its docstring).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from itertools import compress
from typing import Protocol

import numpy as np

from . import after, borrow, burnable, imbued, masters, placed, politics, wakers
from . import combat as C  # (at import time: a function-level import costs at every strike)
from ..models import current_clan
from .actions import PASS, Action
from .effects import Mode, Op, Prim, Thing, When, Who
from .rules import (
    ARRANGE_N, FAIL_REACTIONS, LOCKED_BLEEDS, UNBLOCKABLE_ANNOUNCED, UNLOCK_MARGIN, _controls_ready, _intercept_when, _usable,
    blocked_burn, blood_cost, controller_of, each_younger_of_clan, equip_bleed_delta, not_bleed, pool_cost, summon_x,
)
from .state import CARD_WHO, CLOSE, LONG, W_MOLOTOV, GameState, LegalActions
from .view import PlayerView

# Enum members bound to module names: a class attribute lookup on an enum costs more than a
# global in the hot paths.
from .hot import (  # enum members bound to module names for the hot paths
    CS_ADDITIONAL, CS_CANCEL, CS_FALLEN, CS_INSTEAD, CS_PREVENT, CS_RANGE, CS_STRIKE, K_ACTION_CARD, K_BLEED, K_BLOCK, K_CANCEL, K_COMBAT_CARD,
    K_ABILITY, K_BURN_CARD, K_BURN_DIABLERIST, K_CRYPT_DRAW, K_DIABLERIZE, K_DISCARD, K_DISCARD_FOR, K_EDGE, K_LOCK_FOR_MASTER, K_EMPLOY,
    K_ENTER_COMBAT, K_EQUIP, K_FETCH, K_HUNT, K_INFLUENCE, K_INTERPOSE, K_LEAVE_TORPOR, K_LEND, K_TOGGLE,
    K_OWN_ACTION, K_UNLOCK_ABILITY, K_MANEUVER, K_MODIFIER, K_PASS, K_PLAY_EVENT, K_PLAY_MASTER,
    K_POLITICAL, K_PRESS, K_PREVENT, K_REACTION, K_RECRUIT, K_RESCUE,
    K_STRIKE, K_TERMS, K_TRANSFER, K_USE, K_VOTE, K_YIELD, M_ACTION, M_COMBAT, M_EQUIPMENT, M_MASTER_IN_PLAY,
    M_MASTER_ON_VAMPIRE, M_RETAINER, O_ADD_UNCONTROLLED, O_BLEED, O_CANNOT_BLOCK, O_CRYPT_TO_UNCONTROLLED,
    O_ENTER_COMBAT, O_EXCHANGE, O_FILL_BLOOD, O_GAIN_BLOOD, O_GAIN_POOL, O_HAND_SIZE, O_HUNT,
    O_HUNTING_GROUND, O_INFLUENCE_BLOOD, O_INTERCEPT, O_LOCK, O_MASTER_ACTIONS, O_MOVE_TO_POOL, O_PLUS_BLEED,
    O_PRESS, O_PREVENT, O_STEALTH, O_STEAL_BLOOD, O_STRENGTH, O_STRIKE, O_STRIKE_STRENGTH, O_TRANSFERS, O_VOTES,
    P_DISCARD, P_INFLUENCE, P_MASTER, P_MINION, S_AFTER_BLOCKS, S_ANNOUNCE, S_ATTEMPT, S_BLOCKED, S_BLOCKS,
    S_CANCEL, S_DIABLERIE, S_REACTIONS,
)

O_MINUS_INTERCEPT = Op.MINUS_INTERCEPT
#: the effects of the block attempt modifiers TablePolicy._attempt values apart from stealth
_ATTEMPT_SPECIAL = frozenset({Op.UNBLOCKABLE, Op.AGGRAVATED, Op.END_ACTION, Op.CANCEL, Op.CANNOT_BLOCK})
O_BURN_CARD = int(Op.BURN_CARD)
O_BLOOD_TO = int(Op.BLOOD_TO)
O_UNLOCK_OTHER = int(Op.UNLOCK_OTHER)
#: the Op members TablePolicy._minion_table compares each valued primitive against (module names:
#: a class attribute read costs at every comparison)
O_BURN_POOL, O_CANNOT, O_DAMAGE, O_DRAW, O_EDGE = Op.BURN_POOL, Op.CANNOT, Op.DAMAGE, Op.DRAW, Op.EDGE
O_EMBRACE, O_MANEUVER, O_MOVE_BLOOD, O_ON_ACTOR = Op.EMBRACE, Op.MANEUVER, Op.MOVE_BLOOD, Op.ON_ACTOR
O_OPEN_HAND, O_RECUR, O_RESCUE, O_SEARCH = Op.OPEN_HAND, Op.RECUR, Op.RESCUE, Op.SEARCH
O_TOP_CRYPT = Op.TOP_CRYPT
O_STEAL_POOL, O_UNLOCK_MINION = Op.STEAL_POOL, Op.UNLOCK_MINION
#: ``_new(Action, (kind, actor, card, target, n))``: an Action without the keyword constructor's
#: Python frame (as in rules), for the choices made at every influence and discard phase
_new = tuple.__new__
#: the primitives TablePolicy._minion_table values on an action card's other options (its loop
#: over the option's primitives adds nothing for the others)
_UNLOCK_ONLY = (Prim(Op.UNLOCK, 1),)  # a modifier's "unlock this minion" (As the Crow)
_VALUED_OPS = frozenset({
    O_ADD_UNCONTROLLED, Op.BLOOD_TO, Op.SEARCH, Op.RESCUE, Op.FILL_BLOOD, Op.MOVE_BLOOD, Op.ON_ACTOR, Op.STEAL_POOL,
    Op.DAMAGE, O_PLUS_BLEED, Op.EDGE, Op.RECUR, Op.EMBRACE, Op.DRAW, O_STEALTH, O_CRYPT_TO_UNCONTROLLED,
    Op.OPEN_HAND, O_GAIN_POOL, Op.BURN_POOL, O_GAIN_BLOOD, O_HUNT,
})


class Policy(Protocol):
    """What a player is: one method, called at each of its decisions.

    ``choose(view, legal, rng)`` returns one of ``legal`` (the legal actions, listed lazily).
    ``view`` is the :class:`~.state.PlayerView` of the Methuselah deciding (``view.me``): its
    hand, every public zone, the action, combat or referendum in progress (``view.pending``,
    ``view.combat``, ``view.referendum``); the stage tells which decision it is (blocks,
    strikes, votes...). ``rng`` is the game's generator: draw all randomness from it so games
    replay from their seed. A policy never changes the state, and keeps nothing from one game to
    the next. Decisions a policy does not care about can return ``PASS`` when it is legal (it
    always is, except for a mandatory hunt).

    Example: a player that always bleeds when it can and otherwise plays like the table policy::

        from vtes_tools.engine import PASS, Kind, TablePolicy

        class Bleeder:
            def __init__(self):
                self.fallback = TablePolicy()

            def choose(self, view, legal, rng):
                if view.pending is None and view.combat is None and view.referendum is None:
                    bleeds = [a for a in legal if a.kind == K_BLEED]
                    if bleeds:
                        return bleeds[0]
                return self.fallback.choose(view, legal, rng)

        results = vtes_tools.simulate_table(decks, 200, seed=1, policies=[Bleeder()] + [TablePolicy()] * 4)
    """

    def choose(self, view: PlayerView, legal: LegalActions, rng: np.random.Generator) -> Action: ...


class RandomPolicy:
    """Uniformly random legal action (the baseline; invariant tests)."""

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
        self._cards: tuple | None = None  # (setup, card sets read from it): _card_sets

    def _card_sets(self, su) -> tuple[frozenset[int], ...]:
        """The setup's Wider Views (``CRYPT_DIG``), Wasserschloss Anifs (``BLOOD_BANK``), cards
        giving blood in the influence phase (Powerbase...), events (``masters.EVENT_KINDS``) and
        cards with discard phase uses (``masters.DISCARD_USE_KINDS``), for a cheap test of a
        hand or the cards in play. Kept with the setup they were read from: a setup's columns
        never change (a changed vampire makes a new setup, which reads them again)."""
        got = self._cards
        if got is None or got[0] is not su:
            ms = su.master_shape
            digs, banks, events, uses = [], [], [], []
            for j in compress(range(len(ms)), ms):  # the few cards read by their shape
                k = ms[j][0]  # type: ignore[index]
                if k == masters.CRYPT_DIG:
                    digs.append(j)
                if k == masters.BLOOD_BANK:
                    banks.append(j)
                if k in masters.EVENT_KINDS:
                    events.append(j)
                if k in masters.DISCARD_USE_KINDS:
                    uses.append(j)
            blood = compress(range(len(su.influence_blood)), su.influence_blood)
            got = self._cards = (su, (frozenset(digs), frozenset(banks), frozenset(blood), frozenset(events),
                                      frozenset(uses)))
        return got[1]

    def __repr__(self) -> str:
        return f"GoldfishPolicy(margin={self.margin}, target_vampires={self.target_vampires})"

    def choose(self, view: PlayerView, legal: LegalActions, rng: np.random.Generator) -> Action:
        if view.put_back:
            return _put_back_choice(view, legal)
        pend = view.pending
        if pend is not None:
            if pend.stage == S_AFTER_BLOCKS:
                return self._modifier(view, legal)
            return self._after(view, legal)
        ph = view.phase
        if ph == P_MINION:
            return self._minion(view, legal)
        if ph == P_INFLUENCE:
            return self._influence(view, legal)
        if ph == P_DISCARD:
            return self._discard(view)
        if ph == P_MASTER:
            return self._master(view, legal)
        return self._unlock(view, legal)

    # -- phases -----------------------------------------------------------------------------

    def _unlock(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        best: Action = PASS
        best_v = 0.0
        for a in legal:
            if a.kind == K_EDGE:
                # Lucinde: 1 blood for the Edge (about 1 pool a turn) only when she is empty
                v = 0.3 if view.blood(a.actor) == 0 else 0.0
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind == K_UNLOCK_ABILITY:
                # a vampire's own: blood to an uncontrolled vampire from a spare supply, a
                # retainer burned for blood when the vampire is nearly empty
                b = view.blood(a.actor)
                op = su.unlock_ability[a.actor][0]  # type: ignore[index]
                if op == O_GAIN_BLOOD:
                    v = 0.6 if b <= 1 else 0.0
                elif op == O_LOCK:
                    # lock a prey's minion (no block this turn) when the blood to spare is there
                    v = 0.5 if b >= su.unlock_ability[a.actor][1] + 2 else 0.0  # type: ignore[index]
                elif op == O_BLOOD_TO:
                    # blood from the bank: to the emptiest vampire, which it keeps acting
                    v = 1.0 - 0.05 * view.blood(a.target)
                else:
                    v = 0.7 + 0.02 * view.blood(a.target) if b >= 3 else 0.0
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind != K_USE:
                continue
            if su.any_ash_return and su.ash_return[a.card]:
                v = 1.5  # an ally back from the ash heap for cards that are spent anyway
                if v > best_v:
                    best, best_v = a, v
                continue
            sh = su.master_shape[a.card]
            if sh is not None:
                v = _shape_unlock_value(view, a, sh)
                if v > best_v:
                    best, best_v = a, v
                continue
            e = su.effect[a.card]
            assert e is not None
            if a.target < 0:
                v = 0.3 * a.n  # Heart of Nizchetus: see (and keep) the most cards
                if v > best_v:
                    best, best_v = a, v
                continue
            b = view.blood(a.target)
            if e.options[0].has(O_HUNTING_GROUND):
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
        nvamp = -1  # my ready vampires, counted when a card's value needs them
        best: Action = PASS
        best_v = 0.0
        for a in legal:
            v = 0.0
            if a.kind == K_USE:
                e = su.effect[a.card]
                assert e is not None
                if su.any_placed and su.placed[a.card]:
                    continue  # (a vampire burned for Judgment: Camarilla Segregation: _master_table)
                sh = su.master_shape[a.card]
                if sh is not None:
                    v = _shape_use_value(view, a, sh)
                elif e.options[0].has(O_MASTER_ACTIONS):
                    v = 0.1 if any(su.is_master[i] and su.modeled[i] for i in view.hand) else 0.0
                elif a.n == 0:  # Blood Doll: blood to pool
                    v = 0.8 if view.blood(a.target) >= 3 else 0.0
            elif a.kind == K_DISCARD_FOR:
                # Uchenna: a spare blood to swap the card the discard phase would drop
                if view.blood(a.actor) >= 3:
                    dump = self._discard_table(view)
                    v = 0.15 if dump.kind == K_DISCARD and dump.card == a.card else 0.0
            elif a.kind == K_EDGE and a.n == 1:
                # Huitzilopochtli: 1 pool for a master phase action, only for a master card to play
                masters_in_hand = sum(1 for i in view.hand if su.is_master[i] and su.modeled[i])
                v = 0.2 if view.master_actions <= 0 and masters_in_hand and pool > self.margin + 4 else 0.0
            elif a.kind == K_EDGE:
                v = su.edge_use[a.actor][2] - 1.0  # Victoria: 2 pool for the Edge (worth about 1 pool a turn)
            elif a.kind == K_LOCK_FOR_MASTER:
                # Isanwayen locks (his action this turn) only for a hand clogged with master cards
                masters_in_hand = sum(1 for i in view.hand if su.is_master[i] and su.modeled[i])
                v = 0.2 if view.master_actions <= 0 and masters_in_hand >= 2 else 0.0
            elif a.kind == K_PLAY_MASTER:
                e = su.effect[a.card]
                assert e is not None
                if pool - e.pool_cost < self.margin:
                    continue
                ops = e.options[0].ops
                sh = su.master_shape[a.card]
                if sh is not None:
                    v = _shape_value(view, a, sh)
                elif e.mode == M_MASTER_IN_PLAY:
                    if nvamp < 0:
                        nvamp = sum(1 for i in view.ready if su.is_vampire[i])
                    v = (
                        4.0 * e.options[0].amount(O_TRANSFERS)
                        + (3.0 if nvamp else 1.5) * e.options[0].amount(O_HUNTING_GROUND)
                        + 3.0 * e.options[0].amount(O_INFLUENCE_BLOOD)
                        + 2.0 * e.options[0].amount(O_HAND_SIZE)
                        + (0.5 + 0.4 * sum(1 for i in view.hand if su.is_master[i] and su.modeled[i] and i != a.card)
                           if O_MASTER_ACTIONS in ops else 0.0)  # The Parthenon: worth the master cards to play
                    )
                elif O_EXCHANGE in ops:
                    crowded = any(view.attached(j) == a.target for j in view.in_play)
                    v = 0.2 if crowded else 2.5
                elif O_MOVE_TO_POOL in ops:
                    b = view.blood(a.target)
                    if e.mode == M_MASTER_ON_VAMPIRE:  # Villein: keep one blood
                        v = a.n if b - a.n >= 1 else a.n - 1.5
                    else:  # Minion Tap: when pool runs low
                        v = a.n * 1.1 if pool < 12 and b - a.n >= 1 else 0.0
                elif O_GAIN_POOL in ops:
                    v = 1.2 * e.options[0].amount(O_GAIN_POOL)
                elif O_FILL_BLOOD in ops:
                    v = 0.8 * (su.capacity[a.target] - view.blood(a.target))
                elif O_ADD_UNCONTROLLED in ops:
                    v = 1.5 * min(e.options[0].amount(O_ADD_UNCONTROLLED),
                                  su.capacity[a.target] - view.blood(a.target))
                elif O_CRYPT_TO_UNCONTROLLED in ops:
                    if nvamp < 0:
                        nvamp = sum(1 for i in view.ready if su.is_vampire[i])
                    v = 3.0 if len(view.uncontrolled) <= 1 and nvamp < self.target_vampires else 0.0
                elif Op.POOL_TO_BLOOD in ops:
                    # Gird Minions: spare pool to a vampire short of blood, keeping a safe pool
                    b = view.blood(a.target)
                    v = 0.5 * a.n - 0.3 if b <= 1 and pool - a.n >= self.margin + 10 else 0.0
                elif Op.SEARCH_CRYPT in ops:
                    # Coroner's Contact: a chosen vampire to influence, its blood with it; the
                    # largest while few wait there
                    if nvamp < 0:
                        nvamp = sum(1 for i in view.ready if su.is_vampire[i])
                    v = (3.0 if len(view.uncontrolled) <= 1 and nvamp < self.target_vampires else 0.4) + 1.5 * min(
                        e.options[0].amount(Op.SEARCH_CRYPT), su.capacity[a.target]) + 0.05 * su.capacity[a.target]
                v -= 0.3 * e.pool_cost
                if e.trifle:
                    v += 0.5
            if v > best_v:
                best, best_v = a, v
        return best

    def _minion(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        acts = legal.list()
        if acts and acts[-1].kind != K_PASS:
            return acts[0]  # mandatory hunt (rules 6)
        pool = view.pool()
        hand = view.hand
        blood_cards = None  # read from the hand when a hunt needs it
        best: Action = PASS
        best_v = 0.0
        for a in acts:
            kind = a.kind
            actor = a.actor
            if kind == K_BLEED:
                v = 1.0
                if a.n == 1 and view.blood(actor) > su.bleed_action_cost[actor]:
                    v += 0.2 * su.bleed_action_bleed[actor]  # the vampire's own bleed action
            elif kind == K_HUNT:
                b = view.blood(actor)
                if b <= 1 and blood_cards is None:
                    blood_cards = any(
                        (e := su.effect[i]) is not None and e.blood_cost > 0 and su.modeled[i] for i in hand
                    )
                v = 0.9 if b <= 1 and blood_cards else (0.2 if b < su.capacity[actor] else 0.0)
            elif kind == K_ACTION_CARD:
                e = su.effect[a.card]
                assert e is not None
                opt = e.options[a.n]
                v = 0.0
                # (cards put in play or on a vampire: their effects need other players)
                for p in (() if su.placed[a.card] or su.waker[a.card] or su.borrow[a.card] else opt.prims):
                    if p.op == O_BLEED:
                        v += 1.0 + p.n
                    elif p.op == O_ADD_UNCONTROLLED:
                        room = su.capacity[a.target] - view.blood(a.target)
                        v += 1.1 * min(p.n, room)
                    elif p.op == O_GAIN_POOL:
                        v += 1.0 * p.n
                    elif p.op in (O_GAIN_BLOOD, O_HUNT):
                        v += 0.3 * (p.n + 1)
                v -= 0.3 * e.blood_cost + 0.6 * e.pool_cost
                if e.blood_cost and view.blood(actor) - e.blood_cost < 1:
                    v -= 0.5
            else:  # equip, employ, recruit
                e = su.effect[a.card]
                assert e is not None
                if pool - e.pool_cost < self.margin:
                    continue
                if kind == K_RECRUIT:
                    v = 1.3 * e.bleed if su.goldfish[a.card] else 0.0
                else:
                    v = 1.5 * e.options[0].amount(O_PLUS_BLEED) if su.goldfish[a.card] else 0.0
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
            if a.kind == K_LEND and a.n == 1:  # Francisco: a spare blood for +1 bleed
                v = su.blood_bleed[a.actor] - 0.3 if b >= 3 else 0.0
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind == K_LEND:  # a vampire locking to give the bleed +1 (The Horde)
                v = su.lend_bleed[a.actor] - 0.2
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind == K_DISCARD_FOR:  # Larissa: a card discarded (and replaced) for +1 bleed
                v = su.discard_bleed[a.actor][0] - 0.4  # type: ignore[index]
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind != K_MODIFIER:
                continue
            e = su.effect[a.card]
            assert e is not None
            if e.blood_cost and view.blood(a.actor) - e.blood_cost < 1:
                continue  # (the acting vampire's blood, or another's: Empowering the Puppet King)
            opt = e.options[a.n]
            v = opt.amount(O_PLUS_BLEED) - 0.3 * e.blood_cost - 0.5 * e.pool_cost
            if a.target > 0:  # "+X bleed" for X blood (Monkey Wrench): keep 1 blood
                if b - e.blood_cost - a.target < 1:
                    continue
                v = 0.7 * a.target - 0.3 * e.blood_cost
            if opt.has(Op.EDGE):
                v -= 0.6  # Leverage: the Edge burned
            if v > best_v:
                best, best_v = a, v
        return best

    def _after(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        pend = view.pending
        assert pend is not None
        if pend.margin > 0:
            # blood for the margin of a passed referendum (Voter Captivation): always worth it
            for a in legal:
                if a.kind == K_MODIFIER and su.effect[a.card].options[a.n].has(Op.MARGIN_BLOOD):  # type: ignore[union-attr]
                    return a
        if su.imbued is not None:
            for a in legal:
                if a.kind == K_USE and su.imbued.cls[a.card]:
                    return a  # Vigilance: the imbued unlocks, ready to block
        for a in legal:
            if a.kind == K_MODIFIER and su.card_id[a.card] in after.SPECS:
                return a  # Zephyr, Seraph's Second: an unlocked vampire acts or blocks again
        free = _free_unlock(view, legal, pend.actor)
        if free is not None:
            return free
        for a in legal:
            if a.kind == K_USE and a.n == 1 and su.master_shape[a.card] is not None \
                    and su.master_shape[a.card][0] == masters.LOCK_INTERCEPT:  # type: ignore[index]
                # The Anarch Free Press: blood for a hungry Anarch rather than intercept in the others' turns
                if view.blood(a.actor) <= 2 and view.blood(a.actor) < su.capacity[a.actor]:
                    return a
        follow_up = any(
            (e := su.effect[i]) is not None and su.goldfish[i] and e.mode == M_ACTION
            and any(o.has(O_ADD_UNCONTROLLED) for o in e.options)
            for i in view.hand
        )
        if not follow_up:
            return PASS
        for a in legal:
            if a.kind == K_MODIFIER:
                e = su.effect[a.card]
                assert e is not None
                if view.blood(pend.actor) - e.blood_cost >= 2:
                    return a
        return PASS

    def _influence(self, view: PlayerView, legal: LegalActions) -> Action:
        s = view._s  # the view's reads, made once from the state
        su = s.setup
        cap = su.capacity
        uk = su.unique_key
        m = s.players[view.me]
        ready = m.ready
        controlled = {uk[i] for i in ready}
        pool = m.pool
        t = s.transfers
        in_play = m.in_play
        dig_cards, bank_cards, blood_cards, _, _ = self._card_sets(su)
        if in_play and not dig_cards.isdisjoint(in_play):  # a Wider View in play
            dig = self._crypt_dig(view, legal, controlled)
            if dig is not None:
                return dig
        if su.any_fetch:
            # Antonio d'Erlette's transfers for a mage ally: the best one whose cost keeps the margin
            margin = self._influence_margin(view)
            fetch = [a for a in legal if a.kind == K_FETCH
                     and pool - su.effect[a.card].pool_cost >= margin]  # type: ignore[union-attr]
            if fetch:
                return max(fetch, key=lambda a: (su.effect[a.card].bleed + su.effect[a.card].strength  # type: ignore[union-attr]
                                                 + su.effect[a.card].life))  # type: ignore[union-attr]
        # 1. bring in any vampire that is ready to come (not a copy of one we control); else the
        # target: the started one (blood on it) nearest to coming, else the nearest of all, ties
        # to the most blood, then the lowest index
        blood = s.blood
        best = best_started = None
        for v in m.uncontrolled:
            if uk[v] in controlled:
                continue
            b = blood[v]
            if b >= cap[v]:
                if su.convert[v]:
                    return self._convert(view, legal, v)
                if su.share_blood[v]:  # Erlik: his spare blood to the Harbingers waiting uncontrolled
                    return next((a for a in legal if a.kind == K_INFLUENCE and a.target == v and a.n == 3),
                                _new(Action, (K_INFLUENCE, -1, -1, v, 0)))
                return _new(Action, (K_INFLUENCE, -1, -1, v, 0))
            c = (cap[v] - b, -b, v)
            if best is None or c < best:
                best = c
            if b > 0 and (best_started is None or c < best_started):
                best_started = c
        if best is None:
            if t >= 4 and m.crypt and pool - 1 >= self._influence_margin(view) and (
                    sum(1 for i in ready if su.is_vampire[i]) < self.target_vampires):
                return _new(Action, (K_CRYPT_DRAW, -1, -1, -1, 0))
            return PASS
        target = (best_started or best)[2]
        if in_play and not bank_cards.isdisjoint(in_play):  # listed only for such a card I have in play
            # Wasserschloss Anif's counters: to the one nearest to come
            banks = [a for a in legal if a.kind == K_USE and su.master_shape[a.card] is not None
                     and su.master_shape[a.card][0] == masters.BLOOD_BANK]  # type: ignore[index]
            if banks:
                return min(banks, key=lambda a: (uk[a.target] in controlled, cap[a.target] - view.blood(a.target)))
        # 2. free blood from cards in play (Powerbase, Arcane Library...)
        if in_play and not blood_cards.isdisjoint(in_play):
            ib = su.influence_blood
            locked = s.locked
            if any(ib[j] and not locked[j] for j in in_play):
                uses = [a for a in legal if a.kind == K_USE and ib[a.card]]
                if uses:
                    return next((a for a in uses if a.target == target), uses[0])
        if su.imbued is not None:
            paul = imbued.influence_choice(view, legal, target, self._influence_margin(view))
            if paul is not None:
                return paul  # Paul Moreton: a counter to an uncontrolled imbued, no transfer spent
        if best_started is None and sum(1 for i in ready if su.is_vampire[i]) >= self.target_vampires:
            return PASS
        if t <= 0:
            return PASS  # no transfer left: whatever the margin
        n = min(t, cap[target] - blood[target], pool - self._influence_margin(view))
        if n <= 0:
            return PASS
        return _new(Action, (K_TRANSFER, -1, -1, target, n))

    def _influence_margin(self, view: PlayerView) -> int:
        """The pool the influence phase keeps (read only by the choices that spend pool)."""
        return self.margin

    def _convert(self, view: PlayerView, legal: LegalActions, v: int) -> Action:
        """Anarch Convert: removed as it enters play when a vampire can be made Anarch, for the
        top card of the crypt while few vampires wait in the uncontrolled region, else 1 pool."""
        got = [a for a in legal if a.kind == K_INFLUENCE and a.target == v and a.n]
        if not got:
            return Action(K_INFLUENCE, target=v)
        if len(view.uncontrolled) <= 2:
            draw = next((a for a in got if a.n == 2), None)
            if draw is not None:
                return draw
        return next((a for a in got if a.n == 1), got[0])

    def _crypt_dig(self, view: PlayerView, legal: LegalActions, controlled: set[int]) -> Action | None:
        """Wider View: remove the owed crypt card (a copy of a vampire in play, else the one
        farthest from coming in); dig while vampires are wanted; burn it for pool otherwise."""
        s = view._s  # the view's reads, made once from the state
        su = s.setup
        ms = su.master_shape
        m = s.players[view.me]
        kind = masters.CRYPT_DIG
        digs = [j for j in m.in_play if (sh := ms[j]) is not None and sh[0] == kind]  # type: ignore[index]
        if not digs:
            return None
        unc = m.uncontrolled
        blood = s.blood
        t = s.transfers
        nvamp = sum(1 for i in m.ready if su.is_vampire[i])
        dig = nvamp < self.target_vampires and len(unc) <= 2 and t >= 4
        burn = nvamp >= self.target_vampires and not any(blood[v] for v in unc)
        # (only a dig card owes a removal: masters._dig marks the card that dug)
        used = s.used
        owe = masters.OWED_REMOVAL
        owed = next((j for j in digs if (j, owe) in used), -1) if used else -1
        if not (dig or burn or owed >= 0):
            return None  # nothing to do with it now
        # The card's uses, as masters.influence_actions lists them (read here without listing the
        # phase's actions): while a removal is owed, only the removals (one per uncontrolled crypt
        # card, of the first card owing one); else each card's dig (A transfers, a crypt card
        # left) and its burn (B transfers).
        if owed >= 0:
            if not unc:
                return None
            uk = su.unique_key
            cap = su.capacity
            target = max(unc, key=lambda v: (uk[v] in controlled, -blood[v], cap[v] - blood[v]))
            return Action(K_USE, card=owed, target=target, n=masters.DIG_REMOVE)
        for j in digs:
            sh = ms[j]
            if dig and t >= sh[1] and m.crypt:  # type: ignore[index]
                return Action(K_USE, card=j, n=masters.DIG)  # once, at the start of a full influence phase
            if burn and t >= sh[3]:  # type: ignore[index]
                return Action(K_USE, card=j, n=masters.DIG_BURN)
        return None

    def _discard(self, view: PlayerView) -> Action:
        su = view.setup
        idle = -1
        for i in view.hand:
            if not su.modeled[i]:
                return Action(K_DISCARD, card=i)
            if idle < 0 and not su.goldfish[i]:
                idle = i
        if idle >= 0:
            return Action(K_DISCARD, card=idle)
        return PASS


class TablePolicy(GoldfishPolicy):
    """A heuristic tournament player for full tables.

    Everything is valued in pool: a VP (an oust of the prey) is worth :attr:`vp_value` pool,
    a vampire sent to torpor about half its capacity plus 3.

    * minion phase: bleeds the prey when the bleed is likely to go through (its stealth and
      stealth cards against the prey's untapped minions' intercept), weighing a bleed that
      ousts the prey; otherwise hunts, grows (Govern, recruit, equip) or calls the referendum
      that helps it most; keeps one or two minions unlocked when the predator's bleed
      threatens its pool;
    * blocks: attempts to block when its blocker can reach the stealth and the combat is
      acceptable, and always when the bleed would oust it; adds intercept or stealth only when
      it makes the difference; redirects big bleeds to its prey;
    * combat: picks the range, strike and presses that deal more than they take, prevents and
      ends combat when it would go to torpor;
    * politics: chooses the terms best for itself (its prey losing pool, itself gaining) and
      votes for a referendum exactly when it gains from it;
    * influence: keeps a pool margin above what its predator can bleed in a turn.
    """

    #: what a vampire's own enter-combat action must win in the fight (in pool) beyond taking
    #: its action, before the weights by target (predator, prey blocker)
    fight_margin = 1.0

    def __init__(self, margin: int = 6, target_vampires: int = 4, vp_value: float = 12.0) -> None:
        super().__init__(margin, target_vampires)
        self.vp_value = vp_value
        self._cache: dict[tuple, float] = {}
        self._cache_game: weakref.ref | None = None
        self._cache_turn = 0
        self._fights: dict[tuple[int, int], float] = {}  # combat values within one decision
        self._stats: dict[int, tuple[int, int, int]] = {}  # minion statistics within one decision
        self._att: dict[int, list[int]] | None = None
        self._dec: dict[object, object] = {}  # other facts read once per decision (hand counts...)
        self._stats_keep: tuple[object, dict[int, tuple[int, int, int]]] = (None, {})  # see _minion_stats
        self._threat: tuple[dict, tuple[int, ...], float] | None = None  # threat's last value, see there

    def __repr__(self) -> str:
        return f"TablePolicy(margin={self.margin}, target_vampires={self.target_vampires}, vp_value={self.vp_value})"

    def choose(self, view: PlayerView, legal: LegalActions, rng: np.random.Generator) -> Action:
        self._stats = {}
        self._att = None
        self._dec = {}
        s = view._s  # the view's properties read once, from the state
        if s.put_back:
            return _put_back_choice(view, legal)
        if s.combat is not None:
            return self._combat(view, legal)
        if s.referendum is not None:
            return self._referendum(view, legal)
        pend = s.pending
        if pend is not None:
            st = pend.stage
            if st == S_BLOCKS:
                return self._block(view, legal)
            if st == S_ATTEMPT:
                return self._attempt(view, legal)
            if st == S_REACTIONS:
                return self._react(view, legal)
            if st == S_BLOCKED:
                return self._blocked(view, legal)
            if st == S_DIABLERIE:
                return self._diablerie_choice(view, legal)
            if st == S_CANCEL:
                return self._cancel(view, legal)
            if st == S_ANNOUNCE:
                return self._announce(view, legal)
            if st == S_AFTER_BLOCKS:
                return self._modifier(view, legal)
            if view.me != s.current:
                # Cats' Guidance: the blocker unlocks after block resolution, ready for more blocks
                return next((a for a in legal if a.kind == K_REACTION), PASS)
            return self._after(view, legal)
        ph = s.phase
        if ph == P_MINION:
            return self._minion_table(view, legal)
        if ph == P_INFLUENCE:
            return self._influence_table(view, legal)
        if ph == P_DISCARD:
            event = self._event(view, legal)
            if event is not None:
                return event
            su = view.setup
            if su.any_edge_use or su.any_pool_use:  # the only tables where the discard phase lists Edge uses
                for a in legal:
                    # "burn the Edge to unlock" (Emily Carson): a blocker with blood for the others' turns
                    if a.kind == K_EDGE and view.blood(a.actor) > 0 and view.intercept(a.actor) >= 0 \
                            and (a.n == 0 or view.pool() > self.margin + 4):  # Pherydima pays 1 pool
                        return a
            if su.any_burn_diablerist:  # Carlton: an ally for a diablerist vampire, gone for good
                burns = [a for a in legal if a.kind == K_BURN_DIABLERIST and view.controller(a.target) != view.me]
                if burns:
                    return max(burns, key=lambda a: view.blood(a.target) + view.setup.capacity[a.target])
            if view.setup.any_toggle:  # "unlock another ready Lasombra": a blocker for the others' turns
                unlock = [a for a in legal if a.kind == K_TOGGLE and a.n == 0]
                if unlock:
                    return max(unlock, key=lambda a: view.intercept(a.target) + 0.1 * view.blood(a.target))
            return self._discard_table(view) if view.discard_actions else PASS  # a choice with no discard left
        if ph == P_MASTER:
            return self._master_table(view, legal)
        return self._unlock_table(view, legal)

    # -- valuations -------------------------------------------------------------------------

    def utility(self, view: PlayerView, delta: list[float]) -> float:
        """What a change of every Methuselah's pool is worth to this one: its own pool (more
        when low), its prey's losses (more near the oust, which is worth a VP), a little of
        the others'."""
        return self._u(self._weights(view), delta)

    def _weights(self, view: PlayerView) -> tuple[list[float], list[int], int, int]:
        return self._weights_of(view._s, view.me)  # the view only forwards these reads

    @staticmethod
    def _weights_of(s: GameState, me: int) -> tuple[list[float], list[int], int, int]:
        """:meth:`_weights` as Methuselah ``me`` sees the table (each one votes on its own)."""
        prey = s.prey(me)
        pools = [m.pool for m in s.players]
        return TablePolicy._coef(s.players, pools, me, prey, s.predator(me)), pools, me, prey

    @staticmethod
    def _coef(players: list, pools: list[int], me: int, prey: int, pred: int) -> list[float]:
        """What a pool point of each Methuselah is worth to ``me`` (its prey ``prey``, predator
        ``pred``): its own more when low, its prey's losses (more near the oust), a little of the
        others'; 0 for the ousted."""
        coef = [0.0] * len(players)
        for p, m in enumerate(players):
            if m.ousted:
                continue
            if p == me:
                coef[p] = 1.6 if pools[p] < 10 else 1.0
            elif p == prey:
                coef[p] = -(1.0 if pools[p] > 10 else 1.4)
            elif p == pred:
                coef[p] = -0.3
            else:
                coef[p] = -0.15
        return coef

    def _u(self, w: tuple[list[float], list[int], int, int], delta: list[float] | tuple) -> float:
        coef, pools, me, prey = w
        u = 0.0
        for p, d in enumerate(delta):
            if d:
                u += coef[p] * d
        if prey != me and delta[prey] and pools[prey] + delta[prey] <= 0:
            u += self.vp_value
        if delta[me] and pools[me] + delta[me] <= 0:
            u -= 4 * self.vp_value
        return u

    def threat(self, view: PlayerView, p: int) -> float:
        """Pool ``p``'s minions could bleed in one turn (bleed amounts plus one modifier each)."""
        total = 0.0
        s = view._s
        ready = s.players[p].ready
        if not ready:
            return total
        su = s.setup
        # kept across decisions while it cannot change: the bleed amounts (PlayerView.bleed) are
        # read from p's ready minions and the cards p controls on them (OnMinions.by_player[p],
        # a new dict after every change of the cards in play or of what they are attached to,
        # their options included), except Dream World's turn bonus (p the current Methuselah)
        # and the conditional and sect bleeds (which read other state): those are not kept
        on = s.on_minions
        if on.by_host is None:
            on.build(s)
        cards = on.by_player[p]
        key = tuple(ready)
        got = self._threat
        if got is not None and got[0] is cards and got[1] == key:
            return got[2]
        is_vampire = su.is_vampire
        bleed = view.bleed
        conditional = su.conditional
        keep = p != s.current and not su.any_sect_bleed
        for v in ready:
            b = bleed(v, p)
            total += b + (1.0 if is_vampire[v] else 0.0)
            if conditional[v]:
                keep = False
        self._threat = (cards, key, total) if keep else None
        return total

    def _blockers(self, view: PlayerView, p: int) -> list[int]:
        """``p``'s minions that can block now: ready, unlocked, allowed to."""
        s = view._s
        locked = s.locked
        cannot = s.cannot_block
        return [v for v in s.players[p].ready if not locked[v] and v not in cannot]

    def _stealth_in_hand(self, view: PlayerView, actor: int, bleed: bool) -> int:
        """Stealth the two best stealth cards in hand give ``actor`` (once per decision)."""
        dkey = ("stealth", actor, bleed)
        got = self._dec.get(dkey)
        if got is not None:
            return got  # type: ignore[return-value]
        got = self._dec[dkey] = self._stealth_cards(view, actor, bleed)
        return got

    def _stealth_cards(self, view: PlayerView, actor: int, bleed: bool) -> int:
        s = view._s
        su = s.setup
        memo = su.memo
        dec = self._dec
        held = dec.get("stealth_hand")  # the hand's stealth cards, listed once per decision
        if held is None:
            stealth_mod = su.stealth_mod
            held = dec["stealth_hand"] = [i for i in s.players[view.me].hand if stealth_mod[i]]
        best: list[int] = []
        for i in held:  # type: ignore[attr-defined]
            key = ("stealth_card", actor, su.card_id[i], bleed)
            n = memo.get(key)
            if n is None:
                n = 0
                e = su.effect[i]
                for opt in e.options:  # type: ignore[union-attr]
                    if (opt.has(O_STEALTH) or opt.has(O_MINUS_INTERCEPT)) and (bleed or not opt.has(O_PLUS_BLEED)) \
                            and not (bleed and not_bleed(opt, K_BLEED)) and _usable(su, actor, e, opt):
                        # "-1 intercept" for the blocker counts as stealth would (not the
                        # corrupted blockers' of Sense the Sin [DAI]: counters are rare)
                        n = sum(p.n for p in opt.prims if p.op == O_MINUS_INTERCEPT and p.arg != Who.CORRUPTED) + max(
                            (p.n for p in opt.prims if p.op == O_STEALTH), default=0)
                        break
                memo[key] = n
            if n:
                best.append(n)  # type: ignore[arg-type]
        extra = 0
        if masters.LOCK_STEALTH in su.master_kinds:
            locs = dec.get("stealth_locations")
            if locs is None:
                # any unlocked location of mine locking for stealth, read once per decision:
                # without one, masters.stealth_available gives 0 to every minion
                ms = su.master_shape
                lk = s.locked
                lock_stealth = masters.LOCK_STEALTH
                locs = False
                for j in s.players[view.me].in_play:
                    if ms[j] is not None and ms[j][0] == lock_stealth and not lk[j]:
                        locs = True
                        break
                dec["stealth_locations"] = locs
            if locs:
                extra = view.location_stealth(actor)  # locations locked for stealth (Backways...)
        if not best:
            return extra
        best.sort(reverse=True)
        return sum(best[:2]) + extra

    def _intercept_in_hand(self, view: PlayerView, v: int) -> int:
        held = self._dec.get("intercept_hand")  # the hand's intercept cards, listed once per decision
        if held is None:
            intercept_card = view._s.setup.intercept_card
            held = self._dec["intercept_hand"] = [i for i in view.hand if intercept_card[i]]
        if not held:
            return 0
        return self._intercept_cards(view, v, held, 2)  # type: ignore[arg-type]

    def _intercept_cards(self, view: PlayerView, v: int, cards: list[int], k: int) -> int:
        """Intercept the ``k`` best intercept cards of ``cards`` give minion ``v``."""
        su = view.setup
        best: list[int] = []
        for i in cards:
            if not su.intercept_card[i]:
                continue
            key = ("intercept_card", v, su.card_id[i])
            n = su.memo.get(key)
            if n is None:
                n = 0  # no usable option: adds nothing to the two best
                e = su.effect[i]
                for opt in e.options:  # type: ignore[union-attr]
                    if opt.has(O_INTERCEPT) and _usable(su, v, e, opt):
                        n = max(p.n for p in opt.prims if p.op == O_INTERCEPT)
                        break
                su.memo[key] = n
            best.append(n)  # type: ignore[arg-type]
        best.sort(reverse=True)
        return sum(best[:k])

    def p_through(self, view: PlayerView, actor: int, stealth: int, blockers: list[int], bleed: bool) -> float:
        """Chance an action at ``stealth`` goes unblocked by ``blockers``, counting the stealth
        cards in hand and a guess at their intercept cards (each blocker's read once per
        decision, like the minions' statistics)."""
        if not blockers:
            return 1.0
        su = view._s.setup
        if not bleed and view._s.paired and masters.GRAND_BALL in su.master_kinds and masters.unblockable(view._s, actor):
            return 1.0  # Toreador Grand Ball
        dec = self._dec
        held = dec.get(("stealth", actor, bleed))  # as _stealth_in_hand
        if held is None:
            held = dec[("stealth", actor, bleed)] = self._stealth_cards(view, actor, bleed)
        total = stealth + held  # type: ignore[operator]
        p = 1.0
        for b in blockers:
            icpt = dec.get(b)  # the blocker's intercept, read once per decision
            if icpt is None:
                icpt = (self._stats.get(b) or self._minion_stats(view, b))[2]
                if su.any_open_hand:
                    q = controller_of(view._s, b)
                    okey = ("open_hand", q)  # each Methuselah's open hand, read once per decision
                    if okey in dec:
                        seen = dec[okey]
                    else:
                        seen = dec[okey] = view.open_hand(q)
                    if seen:
                        icpt += self._intercept_cards(view, b, seen, 1)  # the open hand's best intercept card
                dec[b] = icpt
            if total > icpt + 1:
                p *= 0.85
            elif total > icpt:
                p *= 0.55
            else:
                p *= 0.15
        return p

    def combat_value(self, view: PlayerView, mine: int, theirs: int) -> float:
        """Rough value of one round of combat between ``mine`` and ``theirs`` (hand strikes,
        weapons and how many combat cards this Methuselah holds)."""
        stats = self._stats
        ms = stats.get(mine) or self._minion_stats(view, mine)
        ts = stats.get(theirs) or self._minion_stats(view, theirs)
        my_hit = ms[0] + ms[1]
        their_hit = ts[0] + ts[1]
        dec = self._dec
        cards = dec.get("combat_cards")
        s = view._s
        su = s.setup
        if cards is None:
            combat_card = su.combat_card
            cards = 0
            for i in s.players[view.me].hand:
                if combat_card[i]:
                    cards += 1
            dec["combat_cards"] = cards
        my_hit += 2 if cards > 2 else cards  # type: ignore[operator]
        return self._harm(view, theirs, my_hit) - self._harm(view, mine, their_hit)

    def _minion_stats(self, view: PlayerView, v: int) -> tuple[int, int, int]:
        """(strength, best weapon's extra damage, intercept) of minion ``v``, read once per
        decision from the cards on it."""
        got = self._stats.get(v)
        if got is None:
            su = view._s.setup
            att = self._att
            if att is None:
                s = view._s
                att = s.on_minions.by_host
                if att is None:
                    att = s.on_minions.build(s)
                for q in s.players:
                    if q.ousted and q.in_play:  # (ousting empties the zones: only if not)
                        att = {}
                        attached = s.attached
                        for m in s.players:  # (the order of the cards on a minion does not matter: sums and a max)
                            if m.ousted:
                                continue
                            for j in m.in_play:
                                att.setdefault(attached[j], []).append(j)
                        break
                self._att = att
            # kept across decisions while the index of the cards on the minions is the same dict
            # (OnMinions.by_host: a new one after every change, never changed once built); the
            # statistics read only it and the cards' setup
            keep = self._stats_keep
            if keep[0] is not att:
                keep = self._stats_keep = (att, {})
            got = keep[1].get(v)
            if got is not None:
                self._stats[v] = got
                return got
            strength = su.base_strength[v]
            weapon = 0
            icpt = su.base_intercept[v]
            memo = su.memo
            for j in att.get(v, ()) if v >= 0 else ():  # (unattached cards are under -1)
                card = memo.get(("card_stats", j))
                if card is None:
                    card = memo[("card_stats", j)] = _card_stats(su, j)
                strength += card[0]
                icpt += card[1]
                if card[2] is not None:
                    weapon = max(weapon, card[2])
            got = self._stats[v] = keep[1][v] = (strength, weapon, icpt)
        return got

    def _weapon_damage(self, view: PlayerView, v: int) -> int:
        su = view.setup
        best = 0
        p = view.controller(v)
        if p < 0:
            return 0
        s = view._s
        for j in s.on_minions.of_player(s, p, v):  # p's in-play cards on v
            if su.mode[j] == M_EQUIPMENT or su.card_weapon[j]:  # (a Molotov Cocktail put on it)
                e = su.effect[j]
                if e is not None and e.options:
                    best = max(best, e.options[0].amount(O_STRIKE) - 1, e.options[0].amount(O_STRIKE_STRENGTH))
        return best

    def _harm(self, view: PlayerView, v: int, damage: int) -> float:
        """What ``damage`` to minion ``v`` costs its controller (blood, torpor, burning)."""
        if damage <= 0:
            return 0.0
        s = view._s  # the view only forwards these reads
        su = s.setup
        b = s.blood[v]
        if not su.is_vampire[v]:
            return 4.0 if damage >= b else float(damage)
        if damage <= b:
            return float(damage)
        return b + su.capacity[v] / 2 + 3

    # -- minion phase ------------------------------------------------------------------------

    def _minion_table(self, view: PlayerView, legal: LegalActions) -> Action:
        su = view.setup
        acts = legal.list()
        if acts and acts[-1].kind != K_PASS:
            return acts[0]  # mandatory hunt (rules 6)
        if len(acts) == 1:
            self._fights = {}
            return PASS  # nothing but the pass: what follows would value no action
        s = view._s  # the view only forwards these reads
        me = view.me
        players = s.players
        prey = s.prey(me)
        pred = s.predator(me)
        pool = players[me].pool
        locked = s.locked
        acted = s.acted
        turn = s.turn
        untapped = self._dec["untapped"] = [v for v in players[me].ready if not locked[v] and acted[v] != turn]
        threat = self.threat(view, pred) if pred != me else 0.0
        keep = 0
        if threat >= pool:
            keep = 2
        elif threat * 1.5 + 1 >= pool:
            keep = 1
        prey_blockers = self._blockers(view, prey) if prey != me else []
        pred_blockers = self._blockers(view, pred) if pred != me and pred != prey else []
        both = prey_blockers + pred_blockers
        prey_pool = players[prey].pool
        pol_cache: dict[int, float] = {}
        bleed_cache: dict[tuple[int, int, int], float] = {}
        through: dict[tuple[int, int], float] = {}
        bleeds: dict[int, int] = {}
        hunt_risk: dict[int, float] = {}
        against: dict[tuple[int, int], float] = {}  # (actor, owner): unblocked by the owner's minions
        attacks: dict[tuple[int, int], float] = {}  # the same for enter-combat actions, at their stealth
        self._fights: dict[tuple[int, int], float] = {}
        best: Action = PASS
        best_v = 0.0
        hand = players[me].hand
        blood_cards = None  # read from the hand when a hunt needs it
        my_torpor = players[me].torpor
        blood = s.blood
        capacity = su.capacity
        memo = su.memo
        base_stealth = su.base_stealth
        for a in acts:
            kind, actor, a_card, a_target, a_n = a
            if kind == K_PASS:
                continue
            v = 0.0
            # the most frequent kinds first (the branches test exclusive kinds)
            if kind == K_DIABLERIZE:
                t = a_target
                if t in my_torpor:
                    continue
                gain = min(blood[t], capacity[actor] - blood[actor])
                v = 0.5 * capacity[t] + gain
                if v <= best_v:
                    continue
                if v - 0.3 * (capacity[actor] / 2 + 3 + blood[actor]) <= best_v:
                    # below the best even at the least blood hunt risk (factor 0.3): the risk
                    # only lowers it, the chance through (at most 1) and the costs too
                    continue
                if actor not in hunt_risk:
                    hunt_risk[actor] = self._blood_hunt_risk(view, actor)
                v -= hunt_risk[actor]
                owner = controller_of(s, t)
                key2 = (actor, owner)
                if key2 not in against:
                    against[key2] = self.p_through(view, actor, 0, self._blockers(view, owner), False)
                v *= against[key2]
                if su.targeted[t]:
                    v -= 0.6 * su.targeted_pool[t] + 0.3 * su.targeted_blood[t]
            elif kind == K_RESCUE:
                t = a_target
                if t not in my_torpor:
                    continue
                v = capacity[t] / 2 + 1 - 1.5 - 0.3 * su.rescue_cost[t]
            elif kind == K_BLEED:
                amount0 = bleeds.get(actor)
                if amount0 is None:
                    amount0 = bleeds[actor] = view.bleed(actor, me)
                if amount0 <= 0:
                    continue
                if a_n == 1:  # the vampire's own bleed action: its +bleed and stealth, for its blood cost
                    key3 = (actor, amount0 + su.bleed_action_bleed[actor], base_stealth[actor] + su.bleed_action[actor] - 1)
                elif a_n == 2:  # the bleed its equipment gives (Camera Phone)
                    delta = equip_bleed_delta(view._s, view._s.players[me], actor) or 0
                    key3 = (actor, amount0 + delta, base_stealth[actor])
                elif a_n == imbued.BLEED_N:  # Strike with Conviction burned for +1 bleed
                    key3 = (actor, amount0 + 1, base_stealth[actor])
                else:
                    key3 = (actor, amount0, base_stealth[actor])
                if key3 not in bleed_cache:
                    bleed_cache[key3] = self._bleed_value(view, actor, key3[1], key3[2], prey_blockers, prey, prey_pool)
                v = bleed_cache[key3]
                if a_n == imbued.BLEED_N:
                    v -= 0.4  # the conviction spent
                if a_n == 1:
                    cost = su.bleed_action_cost[actor]
                    v -= 0.3 * cost + (0.5 if cost and blood[actor] - cost < 1 else 0.0)
            elif kind == K_HUNT:
                b = blood[actor]
                room = su.capacity[actor] - b
                if b == 2 and blood_cards is None:
                    blood_cards = any(
                        (e := su.effect[i]) is not None and e.blood_cost > 0 and su.modeled[i] for i in hand
                    )
                v = (1.4 if b <= 1 else 0.5 if blood_cards and b <= 2 else 0.25) if room > 0 else 0.0
            elif kind == K_ACTION_CARD:
                amount0 = bleeds.get(actor)
                if amount0 is None:
                    amount0 = bleeds[actor] = view.bleed(actor, me)
                e = su.effect[a_card]
                assert e is not None
                opt = e.options[a_n]
                summ = _summary(su, a_card, a_n)
                st = base_stealth[actor] + summ[1]
                if summ[0] >= 0:
                    amount = amount0 + summ[0]
                    if summ[7] and amount > summ[7]:
                        amount = summ[7]  # "ignore the excess" (Night Moves)
                    if a_target == -2:
                        # a bleed of the predator (Night Moves): worth it while it threatens
                        base = 0.6 * self._bleed_value(view, actor, amount, st, self._blockers(view, pred), pred,
                                                       view.pool(pred))
                    else:
                        key3 = (actor, amount, st)
                        if key3 not in bleed_cache:
                            bleed_cache[key3] = self._bleed_value(view, actor, amount, st, prey_blockers, prey,
                                                                  prey_pool)
                        base = bleed_cache[key3]
                    v = base + 0.1
                    if summ[4]:
                        v += 0.8 * base / max(amount, 1)  # unlocks: maybe another action
                    if summ[5] and a_target >= 0:
                        v += 0.6 * base / max(amount, 1)  # locks one of the prey's blockers
                    if su.card_id[a_card] in LOCKED_BLEEDS:
                        # Force of Will: unpreventable aggravated damage after the bleed, blocked
                        # or not: to torpor (valued as Daring the Dawn's), burned without the
                        # blood for the points after the first
                        dmg = opt.amount(Op.DAMAGE)
                        left = blood[actor] - e.blood_cost
                        v -= capacity[actor] / 2 + 2 + dmg if left >= dmg - 1 else left + capacity[actor] + 3
                elif su.any_borrow and su.borrow[a_card] and borrow.is_option(e, opt):
                    # Temptation, Puppet Master: another Methuselah's vampire for a turn to come
                    t = a_target
                    owner = controller_of(s, t)
                    v = 0.7 * borrow.value(view._s, me, t) * (1.2 if owner == prey else 1.0)
                    if su.borrow[a_card] == borrow.COUNTERS:
                        v *= 1.0 / (1 + blood[t])  # counters to match its blood first
                    v *= self.p_through(view, actor, st, self._blockers(view, owner), False)
                elif summ[2]:
                    t = a_target
                    owner = controller_of(s, t)
                    v = self.combat_value(view, actor, t) * (1.3 if owner == pred else 0.7)
                    v *= self.p_through(view, actor, 0, self._blockers(view, owner), False)
                    if su.targeted[t]:
                        v -= 0.6 * su.targeted_pool[t] + 0.3 * su.targeted_blood[t]
                elif summ[3] or summ[6]:
                    # a (D) steal: what the card is worth to its controller, who loses it, and
                    # to this Methuselah, who gains it; a (D) burn: to its controller only, and
                    # the pool it burns
                    t = a_target
                    owner = controller_of(s, t)
                    if owner < 0:
                        owner = next((q for q in view.alive() if t in view.in_play_of(q)), me)
                    if summ[3]:
                        v = 2.0 * _steal_value(view, t, opt, blood[actor] - e.blood_cost)
                    else:
                        v = (1.0 + max(_equip_value(su, t), 0.0) if su.mode[t] == M_EQUIPMENT else 1.5) + (
                            1.2 if owner == prey else 0.6) * opt.amount(O_BURN_POOL)
                    v *= self.p_through(view, actor, st, self._blockers(view, owner), False)
                elif summ[5]:
                    # a (D) stun: the target stays locked through its controller's next turn
                    t = a_target
                    owner = controller_of(s, t)
                    # (the predator's bleeder misses a turn; the prey's blocker is still locked
                    # during this Methuselah's next turn)
                    v = (0.8 + 1.0 * view.bleed(t, owner) + (0.5 if keep else 0.0)) if owner == pred else (
                        self._stun_worth(view, actor, untapped, prey_blockers) if owner == prey and t in prey_blockers
                        else 1.0 if owner == prey else 0.3)
                    if not opt.has(O_CANNOT):
                        # Distraction [CEL]: a plain lock, undone in its controller's unlock phase:
                        # one of the prey's blockers out of the way of this turn's later bleeds
                        later = sum(1 for x in untapped if x != actor)
                        v = (0.6 + 1.2 * later) / max(1, len(prey_blockers)) if owner == prey and t in prey_blockers \
                            else 0.1
                    v *= self.p_through(view, actor, st, self._blockers(view, owner), False)
                else:
                    put = su.placed[a_card] and placed.applies(e, opt)
                    gain = wakers.value(view._s, view._s.players[me], a_card) if su.waker[a_card] else (
                        placed.value(view._s, me, a_card, actor, opt, a_target) if put else 0.0)
                    if su.waker[a_card] == wakers.ON_VAMPIRE_BLOOD:
                        # Eternal Vigilance stays on the vampire: a block even after the vampire acted
                        gain += self._guard_turns(view, threat)
                    if su.waker[a_card] or put:
                        prims = ()
                    else:
                        pkey = ("valued_prims", a_card, a_n)
                        prims = memo.get(pkey)
                        if prims is None:
                            # the option's primitives valued below, in their order (the others add nothing)
                            prims = memo[pkey] = tuple(p for p in opt.prims if p.op in _VALUED_OPS and (
                                p.op != O_STEALTH or p.cond == 1) and (p.op != O_BURN_POOL or su.prey_burn[a_card] is not None))
                    for p in prims:
                        if p.op == O_ADD_UNCONTROLLED and a_target < 0:
                            # each younger vampire of the clan (Little Mountain Cemetery)
                            s_ = view._s
                            gain += 1.1 * sum(min(p.n, su.capacity[v] - blood[v]) for v in each_younger_of_clan(
                                s_, s_.players[me], actor, e.target_clan))
                        elif p.op == O_ADD_UNCONTROLLED:
                            gain += 1.1 * min(p.n, su.capacity[a_target] - blood[a_target])
                        elif p.op == O_BLOOD_TO:
                            targets = [a_target] if p.arg == 1 else [
                                x for x in view.ready if x != actor and su.is_vampire[x] and not view.locked(x)]
                            gain += 0.9 * sum(min(p.n, su.capacity[x] - blood[x]) for x in targets)
                        elif p.op == O_SEARCH and p.arg == Thing.DISCIPLINE_CARD:
                            gain += 0.8  # a Discipline master card (if any) on the new vampire
                        elif p.op == O_SEARCH:
                            # Magic of the Smith's equipment; Summon History's card (rules.summon_thing)
                            gain += 0.5 + _equip_value(su, a_target) if p.arg == Thing.EQUIPMENT else \
                                _summon_value(view, actor, a_target)
                        elif p.op == O_RESCUE:
                            gain += su.capacity[a_target] / 2 + 1  # a vampire out of torpor
                        elif p.op == O_FILL_BLOOD:
                            gain += 0.6 * (su.effect[a_target].life - blood[a_target])  # type: ignore[union-attr]
                        elif p.op == O_MOVE_BLOOD and p.arg == 1 and a_target >= 0:
                            gain += 1.2 * min(p.n, blood[a_target])  # Undue Influence [chi]: theirs to yours
                        elif p.op == O_RESCUE and p.arg == 2:
                            # Undue Influence [qui]: the vampire out at once when the blood reaches capacity
                            t = a_target
                            gain += 2.0 if blood[t] + opt.amount(O_ADD_UNCONTROLLED) >= su.capacity[t] else 0.0
                        elif p.op == O_MOVE_BLOOD:
                            # blood for the new vampire (target -1 - amount): it need not hunt,
                            # but the acting vampire keeps at least 1
                            moved = -1 - a_target
                            gain += 0.3 * moved - (1.0 if moved and blood[actor] - e.blood_cost - moved < 1 else 0.0)
                        elif p.op == O_ON_ACTOR:
                            gain += 0.8 * opt.amount(O_INTERCEPT) + (0.6 if opt.has(O_UNLOCK_MINION) else 0.0) + (
                                1.5 * opt.amount(O_PLUS_BLEED) + 0.5 * opt.amount(O_STRENGTH))
                            gain += self._lasting_worth(view, kind, a_card, a_n, threat)  # it stays on the vampire
                        elif p.op == O_STEAL_POOL:
                            gain += 2.0 * p.n  # the prey's pool to this Methuselah's
                        elif p.op == O_DAMAGE:
                            # another Methuselah's minion: an ally or retainer burned at 0 life, a
                            # vampire's blood, or torpor when it cannot heal the damage
                            t = a_target
                            life = blood[t]
                            if not su.is_vampire[t]:
                                gain += _steal_value(view, t, opt, 0) * (1.0 if life <= p.n else 0.3)
                            elif p.arg & 4 or life >= p.n:
                                gain += 0.4 * min(p.n, life)
                            else:
                                gain += 0.4 * life + su.capacity[t] / 3.0
                        elif p.op == O_PLUS_BLEED:
                            # Dream World: +1 bleed for each of this Methuselah's other bleeders
                            gain += 0.7 * sum(1 for x in view.ready if x != actor and not view.locked(x))
                        elif p.op == O_EDGE:
                            # Enticement: the prey's pool for the Edge, and no more bleeds this turn
                            others = sum(1 for x in view.ready if x != actor and not view.locked(x))
                            gain += 1.2 * opt.amount(O_BURN_POOL) - 1.0 - (0.8 * others if opt.has(O_CANNOT) else 0.0)
                        elif p.op == O_RECUR and p.arg == Thing.VAMPIRE:
                            # Possession: a vampire back, ready with 1 blood or to be influenced
                            gain += (0.5 if p.cond == 3 else 0.25) * su.capacity[a_target]
                        elif p.op == O_RECUR:
                            # chosen cards back on top of the library, random ones out of hand
                            back = sum(1 for i in view.ash if su.modeled[i] and not su.is_crypt[i])
                            gain += 0.4 * min(p.n, back)
                        elif p.op == O_EMBRACE:
                            gain += 2.0 + 0.5 * p.n  # a new vampire: a bleeder and a blocker
                        elif p.op == O_DRAW:
                            # Distraction [cel]: N cards drawn, then down to the hand size: a
                            # look through the library for better cards
                            gain += 0.25 * min(p.n, view.library_left)
                        elif p.op == O_STEALTH and p.cond == 1:
                            # Psychic Veil: +1 stealth for the bleeds still to come this turn, worth
                            # what the stealth adds to their chance to get through the prey's blockers
                            for x in untapped:
                                if x != actor and (su.is_vampire[x] or p.arg != Who.VAMPIRE):
                                    gain += 1.5 * view.bleed(x, me) * (
                                        self.p_through(view, x, 1, prey_blockers, False)
                                        - self.p_through(view, x, 0, prey_blockers, False))
                        elif p.op == O_CRYPT_TO_UNCONTROLLED:
                            # crypt cards to influence: worth most while few wait there
                            gain += (1.5 if len(view.uncontrolled) <= 1 else 0.6) * min(p.n, view.crypt_left) + (
                                0.4 * p.arg if p.arg else 0.0)
                        elif p.op == O_OPEN_HAND:
                            # Revelations: the prey's best card discarded (they draw another), or
                            # their hand open while the card stays in play (prey: read above)
                            if p.arg:
                                gain += 0.3  # Pulse of the Canaille: the blockers' hands seen this turn
                                continue
                            gain += (0.5 + 0.1 * view.hand_count(prey)) if p.n else (
                                1.0 if view.hand_count(prey) else 0.0)
                        elif p.op == O_GAIN_POOL:
                            gain += p.n
                        elif p.op == O_BURN_POOL and su.prey_burn[a_card] is not None:
                            gain += burnable.prey_burn_value(view._s, me, a_card)  # Army of Rats
                        elif p.op in (O_GAIN_BLOOD, O_HUNT):
                            gain += _blood_gain_worth(blood[actor], capacity[actor], p.n)
                    if summ[4] and amount0 > 0 and _unlocks_at_once(su, a_card, a_n):
                        # the actor unlocks when the action succeeds (Engling Fury [SPI], No Secrets
                        # From the Magaji): it can still bleed this turn (rules 6.1.1), so the card
                        # comes before the bleed, not instead of it
                        key3 = (actor, amount0, base_stealth[actor])
                        if key3 not in bleed_cache:
                            bleed_cache[key3] = self._bleed_value(view, actor, amount0, key3[2], prey_blockers, prey,
                                                                  prey_pool)
                        gain += bleed_cache[key3]
                    key2 = (actor, st)
                    if key2 not in through:
                        through[key2] = self.p_through(view, actor, st, both, False)
                    v = gain * through[key2]
                v -= 0.3 * e.blood_cost + 0.6 * e.pool_cost
                if e.blood_cost and blood[actor] - e.blood_cost < 1:
                    v -= 0.5
            elif kind == K_POLITICAL:
                if best_v >= 8.0:
                    continue
                key = su.card_id[a_card]
                if key not in pol_cache:
                    pol_cache[key] = self._turn_cached(view, ("political", key), lambda a=a: self._political_value(
                        view, a, self._weights(view)))
                gain = pol_cache[key]
                if gain <= 0.5:
                    continue
                # this actor past the prey's and predator's blockers (rules 6.3.1: +1 stealth);
                # blocked, the same fight (and bait) as a blocked bleed
                key2 = (actor, 1)
                if key2 not in through:
                    through[key2] = self.p_through(view, actor, 1, both, False)
                v = self._through_or_blocked(view, actor, gain, through[key2], both) - 0.5
            elif kind in (K_EQUIP, K_EMPLOY, K_RECRUIT):
                e = su.effect[a_card]
                assert e is not None
                pcost = pool_cost(su, actor, a_card) if su.cost_mods[actor] else e.pool_cost
                bcost = blood_cost(su, actor, a_card) if su.cost_mods[actor] else e.blood_cost
                if pool - pcost < self.margin:
                    continue
                if kind == K_RECRUIT:
                    lv = su.level_stats[a_card]
                    life = lv[a_n][0] if lv is not None else e.life
                    v = 1.0 + 1.2 * e.bleed + 0.3 * life
                    if su.enter_combat[a_card]:
                        # an ally that can fight on its own (Shambling Hordes: +1 strength per life)
                        v += 0.4 * (su.base_strength[a_card] + (life if su.strength_is_life[a_card] else 0))
                    if su.burn_own[a_card] and (any(su.is_ally[j] for j in view.ready)
                                                or any(su.mode[j] == M_RETAINER for j in view.in_play)):
                        v -= 1.5  # War Ghoul: one of your allies or retainers burns
                    if su.ash_price[a_card] and not any(su.is_vampire[j] or su.is_ally[j] for j in view.ash):
                        continue  # it would burn at once: no ally or vampire in the ash heap to remove
                else:
                    skey = ("equip_static", a_card, a_n, kind)
                    v = memo.get(skey)
                    if v is None:
                        # the terms read from the card alone, summed in the same order once per setup
                        o = e.options[a_n]
                        v = memo[skey] = (
                            1.5 * (o.amount(O_PLUS_BLEED) + su.equip_bleed[a_card]) + 1.0 * o.amount(O_INTERCEPT)
                            + (0.8 * o.amount(O_STRIKE) if kind == K_EQUIP else 0.0)
                            + 0.6 * min(o.amount(O_PREVENT), 3) + 0.5 * o.amount(O_STRENGTH) + 0.4 * o.amount(O_DRAW)
                            + (_RETAINER_HIT * _retainer_damage(su, a_card) if kind == K_EMPLOY else 0.0)
                            + 0.8 * o.amount(O_MANEUVER)  # (IR Goggles: the same maneuver an equipment gives)
                            + 1.0 * su.master_blood[a_card] + 0.6 * su.no_ends[a_card]
                            + 2.5 * su.combat_open_hand[a_card]  # Owl Companion: hands seen in combat
                            + 1.5 * su.equip_dodge[a_card]  # Treasured Samadji: a dodge each combat
                            + 0.8 * su.flash[a_card])  # Flash Grenade: a losing combat ended, once
                    v = (v + (_held_stealth_value(su, actor, a_card) if su.held_stealth[a_card] else 0.0)  # type: ignore[operator]
                         + (1.0 if su.imbued is not None and su.imbued.cls[a_card] else 0.0))  # a power kept
                    if su.imbued is not None and su.imbued.cid[a_card] == imbued.CHAMPION:
                        v += self._guard_turns(view, threat)  # Champion: the predator's bleeds at me fail
                v += self._lasting_worth(view, kind, a_card, a_n, threat)  # it serves every turn it stays in play
                key2 = (actor, 1)
                if key2 not in through:
                    through[key2] = self.p_through(view, actor, 1, both, False)
                v = v * through[key2]
                v -= 0.3 * bcost + 0.25 * pcost
            elif kind == K_ENTER_COMBAT:
                # a vampire's own (D) enter-combat action: fight the predator's minions when it
                # threatens the pool, the prey's blockers (one fewer for the bleeds to come), and
                # only when its own strike takes the target out (torpor, or an ally burned)
                t = a_target
                ms = self._minion_stats(view, actor)
                hit = ms[0] + ms[1]
                b = blood[t]
                if hit < b or (hit == b and su.is_vampire[t]):
                    continue
                v = self.combat_value(view, actor, t) - self.fight_margin
                if v <= 0.0:
                    continue
                owner = controller_of(s, t)
                if owner == pred and keep:
                    v *= 1.3
                elif owner == prey and t in prey_blockers:
                    v *= 1.2
                else:
                    continue
                key2 = (actor, owner, a_n)
                if key2 not in attacks:
                    # n=1, 2: Haven Uncovered's, Alastor's +1 stealth
                    st = 1 if a_n else su.enter_combat[actor] - 1
                    attacks[key2] = self.p_through(view, actor, base_stealth[actor] + st,
                                                   self._blockers(view, owner), False)
                v = v * attacks[key2] - (0.3 * su.enter_combat_cost[actor] if not a_n else 0.0)
                if su.targeted[t]:
                    v -= 0.6 * su.targeted_pool[t] + 0.3 * su.targeted_blood[t]  # "directed at him cost 1 more"
            elif kind == K_BURN_CARD and su.burnable[a_target] is not None:
                # burn a card in play that costs this Methuselah pool every turn (a prey's Army
                # of Rats, Anarch Revolt without an anarch) when the action gets through
                t = a_target
                h = burnable.harm(view._s, me, t)
                if h < 1.0:
                    continue
                sp = su.burnable[t]
                if sp[4]:
                    # a referendum (Anarch Revolt): past the prey's and predator's blockers, then
                    # the votes (about even odds)
                    key2 = (actor, 1)
                    if key2 not in through:
                        through[key2] = self.p_through(view, actor, 1, both, False)
                    v = 0.5 * h * through[key2]
                else:
                    owner = view._s.controller(t)
                    key2 = (actor, -1 - a_n - 10 * owner)  # n: its stealth for this minion
                    if key2 not in attacks:
                        attacks[key2] = self.p_through(view, actor, base_stealth[actor] + a_n,
                                                       self._blockers(view, owner), False)
                    v = h * attacks[key2] - 0.3 * sp[2] - 0.6 * sp[3]
            elif kind == K_BURN_CARD:
                # burn a card another Methuselah put on this minion (Haven Uncovered), or Smiling
                # Jack (worth the counters it drains from me each turn)
                owner = controller_of(s, a_target)
                sh = su.master_shape[a_target]
                worth = 1.0 + 0.8 * blood[a_target] if sh is not None and sh[0] in (
                    masters.DRAIN, masters.BLOOD_BANK) else 1.0  # Smiling Jack's counters; Wasserschloss Anif's blood
                v = worth * self.p_through(view, actor, base_stealth[actor] + a_n, self._blockers(view, owner), False)
            elif kind == K_ABILITY:
                # a vampire's own (D) action: steal blood (what it gains and the victim loses), or
                # lock one of the prey's blockers when other minions are left to bleed
                t = a_target
                op, n, _who, st_, cost = su.ability2[actor] if a_n == 1 else su.ability[actor]  # type: ignore[misc]
                if op == O_BLOOD_TO or op == O_UNLOCK_OTHER:
                    # an undirected action adding blood to one of your vampires (like a hunt for
                    # it), or unlocking one with blood for another action
                    room = su.capacity[t] - blood[t]
                    if op == O_BLOOD_TO:
                        v = (1.0 if blood[t] <= 1 else 0.5) * min(n, room)
                    else:
                        v = 1.0 + 0.1 * blood[t] if blood[t] >= 2 else 0.0
                    key2 = (actor, -1)
                    if key2 not in attacks:
                        attacks[key2] = self.p_through(view, actor, base_stealth[actor] + st_ - 1, both, False)
                    v *= attacks[key2]
                    if v > best_v:
                        best, best_v = a, v
                    continue
                card = _who >= CARD_WHO  # a retainer, location or equipment another controls
                owner = view.card_controller(t) if card else controller_of(s, t)
                weight = 1.0 if owner == prey else 0.7 if owner == pred else 0.4
                if card:
                    # the card gone (its use to them, its cost); stolen, its use to me too
                    v = 0.5 + 0.8 * weight + (0.0 if op == O_BURN_CARD else 0.9)
                elif op == O_STEAL_BLOOD:
                    take = min(n, blood[t])
                    gain = min(take, su.capacity[actor] - blood[actor])
                    v = 0.8 * gain + weight * take
                elif op == O_BURN_CARD:
                    v = 1.0 + weight * (1.0 + 0.1 * su.capacity[t]) + 0.3 * n  # a vampire gone for good
                elif t in prey_blockers and len(untapped) > 1:
                    v = 1.2
                else:
                    continue
                key2 = (actor, owner)
                if key2 not in attacks:
                    attacks[key2] = self.p_through(view, actor, base_stealth[actor] + st_ - 1,
                                                   self._blockers(view, owner), False)
                v = v * attacks[key2] - 0.3 * cost
                if su.targeted[t]:
                    v -= 0.6 * su.targeted_pool[t] + 0.3 * su.targeted_blood[t]
            elif kind == K_OWN_ACTION and a_n < 0:
                # an action a card in play gives (+1 stealth, undirected): a wraith ally, a ritual counter
                key2 = (actor, 102)  # (the key of an own action's +1 stealth)
                if key2 not in through:
                    through[key2] = self.p_through(view, actor, base_stealth[actor] + 1, both, False)
                v = placed.action_value(s, me, actor, a_target, a_n) * through[key2]
            elif kind == K_OWN_ACTION and su.imbued is not None and a_n >= imbued.POWER_BASE:
                v = imbued.power_value(view, a) - 0.3  # a power's action, for 1 conviction
            elif kind == K_OWN_ACTION:
                # a vampire's own undirected action: blood for an uncontrolled vampire (less the
                # blood and the crypt card of one removed from the game), or a chosen card of the
                # library in place of a random one (a playable one, a bleed modifier more)
                op, n, removes, st_, cost = su.own_action[actor]
                t = a_target
                if op == O_TOP_CRYPT:
                    gain = 0.3  # the top of the library ordered (Maris Streck): better draws to come
                elif op == O_SEARCH:
                    gain = 0.4 + 0.4 * su.modeled[t] + 0.3 * su.bleed_mod[t]
                else:
                    gain = 1.1 * min(n, su.capacity[t] - blood[t])
                    if removes:
                        gain -= 1.1 * blood[a_n] + 1.0
                if gain <= 0.0:
                    continue
                key2 = (actor, 100 + st_)
                if key2 not in through:
                    through[key2] = self.p_through(view, actor, base_stealth[actor] + st_ - 1, both, False)
                v = gain * through[key2] - 0.3 * cost
            elif kind == K_USE and su.any_burn_location and su.burn_location[actor]:
                # a location of the prey or predator for a spent ally (one with little life left)
                owner = controller_of(s, a_target)
                v = (2.5 if owner in (prey, pred) and owner != me else 0.0) - 0.25 * blood[actor] \
                    - 0.1 * view.strength(actor)
            elif kind == K_USE and su.any_placed and a_card >= 0 and su.placed[a_card]:
                # Rutor's Hand: the vampire acts again (Clotho's Gift: for 1 blood, not its last)
                v = 0.9 if blood[actor] > placed.SPECS[su.card_id[a_card]].unlock_blood else 0.2
            elif kind == K_USE and su.any_borrow and a_card >= 0 and su.borrow[a_card]:
                v = borrow.value(view._s, me, a_target)  # Temptation: the vampire for this turn
            elif kind == K_USE and su.any_heal_ally and su.heal_ally[actor]:
                v = 0.4 + 0.2 * (su.effect[a_target].life - blood[a_target])  # an ally's life back
            elif kind == K_TOGGLE:
                # "unlock another ready Toreador": one more action from a vampire with blood
                if a_n == 1 or blood[a_target] <= 0:
                    continue
                v = 1.0 + 0.1 * blood[a_target]
                if a_n == 2:  # CrimethInc.: the same for 1 pool, only with pool to spare
                    if view.pool() <= self.margin + 4:
                        continue
                    v -= 0.5
            elif kind == K_LEAVE_TORPOR:
                v = su.capacity[actor] / 2 + 1 - 2
            else:
                continue
            # keep blockers back when the predator threatens the pool
            if su.any_unlock_employer and actor in untapped and self._unlocks_again(view, actor, kind, a_card):
                pass  # it acts and still blocks (Homunculus)
            elif keep and len(untapped) <= keep and actor in untapped and v < self.vp_value:
                v -= min(threat, 6.0) * 0.4
            elif threat and best_v < v < self.vp_value and len(untapped) == 1 and actor in untapped:
                v -= self._guard_worth(view, actor, threat)  # the last blocker left for the predator's turn
            if v > best_v:
                best, best_v = a, v
        return best

    @staticmethod
    def _stun_worth(view: PlayerView, actor: int, untapped: list[int], prey_blockers: list[int]) -> float:
        """What stunning one of the prey's blockers (Mind Numb) is worth: it stays locked through
        the prey's next unlock phase (rules 4: the others unlock), so it blocks neither this
        turn's later actions (those of ``untapped`` other than ``actor``) nor any of the next
        turn's (this Methuselah's ready minions; only unlocked minions block, rules 6.2.2), and
        it does not act in the prey's turn between."""
        later = sum(1 for x in untapped if x != actor)
        return (0.6 + 1.2 * later + 0.8 * len(view.ready)) / max(1, len(prey_blockers)) + 0.3

    @staticmethod
    def _unlocks_again(view: PlayerView, actor: int, kind: int, card: int) -> bool:
        """``actor`` unlocks in the next Methuselah's unlock phase for its retainer (Homunculus:
        "during any Methuselah's unlock phase, the employer can burn 1 blood to unlock", rules 4),
        one it employs or this action employs, with the blood the rules keep after paying: it
        acts and is still a blocker for the predator's turn."""
        s = view._s
        ue = s.setup.unlock_employer
        n = ue[card] if kind == K_EMPLOY and card >= 0 else 0
        if not n:
            att = s.attached
            n = next((ue[j] for j in s.players[view.me].in_play if ue[j] and att[j] == actor), 0)
        return bool(n) and s.blood[actor] >= n + UNLOCK_MARGIN

    def _guard_worth(self, view: PlayerView, actor: int, threat: float) -> float:
        """What ``actor``, this Methuselah's last unlocked minion, is worth kept back as a
        blocker: only unlocked minions attempt to block (rules 6.2.2), and the predator acts
        last before this Methuselah's unlock phase. The chance its intercept (cards on it, the
        intercept cards in hand) meets one or two stealth cards, times the predator's bleed per
        minion (its ``threat`` shared out; more when the pool is low); less with a wake reaction
        in hand, which lets it block locked for the card (rules 6.2.2: "wakes")."""
        dkey = ("guard", actor)
        got = self._dec.get(dkey)
        if got is None:
            s = view._s
            me = view.me
            pred = s.predator(me)
            got = 0.0
            if pred != me and s.players[pred].ready:
                hit = threat / len(s.players[pred].ready)
                icpt = self._minion_stats(view, actor)[2] + self._intercept_in_hand(view, actor)
                p = 0.85 if icpt >= 2 else 0.45 if icpt == 1 else 0.15  # as p_through, at 2 stealth
                got = p * hit * (1.6 if s.players[me].pool < 10 else 1.0)
                wake = s.setup.wake_card
                if any(map(wake.__getitem__, s.players[me].hand)):
                    got *= 0.4
            self._dec[dkey] = got
        return got  # type: ignore[return-value]

    def _served_turns(self, view: PlayerView, threat: float) -> float:
        """The turns a card put in play now serves, each later one counted 0.8 of the one
        before (it may be burned, the game may turn): until the time limit, and while this
        Methuselah's pool lasts against its predator's ``threat``. Read once per decision."""
        got = self._dec.get("served")
        if got is None:
            s = view._s
            me = view.me
            m = s.players[me]
            left = s.turn_limit - m.turns + 1 if s.turn_limit else 12  # the predator's turns before my next included
            n = max(1.0, min(float(left), m.pool / max(threat, 2.0)))
            got = self._dec["served"] = (1.0 - 0.8 ** n) / 0.2
        return got  # type: ignore[return-value]

    def _guard_turns(self, view: PlayerView, threat: float) -> float:
        """A card in play that stops one of the predator's bleeds in each of its turns to come
        (Eternal Vigilance's block after the vampire acted, Champion's failed action): worth the
        predator's ``threat`` (up to 4) in each later turn it serves."""
        return 0.3 * min(threat, 4.0) * (self._served_turns(view, threat) - 1.0)

    def _lasting_worth(self, view: PlayerView, kind: int, card: int, n: int, threat: float) -> float:
        """What a retainer, an equipment, an ally or a card put on its vampire (Preternatural
        Strength) adds beyond its first use, as it serves every turn it stays in play (rules
        6.1.3-6.1.5: it stays until burned): its intercept on each of the others' actions at
        this Methuselah, its +bleed (an ally's bleed) on each bleed, its strike, strength and
        prevention in the combats (about one every other turn), times the later turns
        (:meth:`_served_turns`). Its worth per turn is read from the card once per setup."""
        su = view.setup
        key = ("lasting", card, n, kind)
        per_turn = su.memo.get(key)
        if per_turn is None:
            e = su.effect[card]
            assert e is not None
            if kind == K_RECRUIT:
                # an ally acts on its own: its bleed each turn, its strength in its fights
                lv = su.level_stats[card]
                strength = lv[n][1] if lv is not None else su.base_strength[card]
                per_turn = 1.2 * e.bleed + 0.5 * 0.4 * strength
            else:
                o = e.options[n]
                hit = _hit_worth(su, card, o)
                per_turn = 1.0 * o.amount(O_INTERCEPT) + 1.2 * o.amount(O_PLUS_BLEED) + 0.5 * (
                    hit + 0.5 * o.amount(O_STRENGTH) + 0.6 * min(o.amount(O_PREVENT), 3)
                    + 0.6 * o.amount(Op.MANEUVER))  # the range of each combat chosen (rules 6.4.2)
                if su.unlock_employer[card]:
                    # Homunculus: the employer acts and still unlocks, for 1 blood, in the
                    # unlock phases of the others (rules 4) to block their actions
                    per_turn += 0.6
                if kind == K_EQUIP:
                    # Camera Phone: a bleed at +N each turn; Palatial Estate: N blood each master phase
                    per_turn += 1.2 * su.equip_bleed[card] + 0.6 * su.master_blood[card]
            su.memo[key] = per_turn
        if not per_turn:
            return 0.0
        return per_turn * (self._served_turns(view, threat) - 1.0)  # type: ignore[operator]

    def _turn_cached(self, view: PlayerView, key: tuple, compute: Callable[[], float]) -> float:
        """A value estimated once per Methuselah turn of the game in progress (the terms of a
        political card hardly change within a minion phase). The cache is dropped when the
        game changes, so results do not depend on what was played before."""
        s = view._s
        game = self._cache_game() if self._cache_game is not None else None
        if game is not s or self._cache_turn != s.turn:
            self._cache_game = weakref.ref(s)
            self._cache_turn = s.turn
            self._cache.clear()
        full = (view.me, *key)
        got = self._cache.get(full)
        if got is None:
            got = self._cache[full] = compute()
        return got

    def _bleed_value(self, view: PlayerView, actor: int, amount: int, stealth: int, blockers: list[int],
                     prey: int, prey_pool: int) -> float:
        s = view._s
        dec = self._dec
        cards = dec.get("bleed_cards")
        if cards is None:
            bleed_mod = s.setup.bleed_mod
            cards = 0
            for i in s.players[view.me].hand:
                if bleed_mod[i]:
                    cards += 1
            dec["bleed_cards"] = cards
        expected = amount + (1.5 if cards else 0.0)
        v = expected * (1.0 if prey_pool > 10 else 1.4) + 0.4
        if expected >= prey_pool:
            v += self.vp_value
        p = self.p_through(view, actor, stealth, blockers, True)
        return self._through_or_blocked(view, actor, v, p, blockers)

    def _through_or_blocked(self, view: PlayerView, actor: int, v: float, p: float, blockers: list[int]) -> float:
        """An action worth ``v`` when it goes through (chance ``p``), else blocked: the best
        fight against ``blockers``, and the bait's worth (capped at half ``v`` plus 1)."""
        s = view._s
        dec = self._dec
        blocked = 0.0
        if blockers and p < 1:
            fights = self._fights
            blocked = -99.0
            for b in blockers:
                key = (actor, b)
                cv = fights.get(key)
                if cv is None:
                    cv = fights[key] = self.combat_value(view, actor, b)
                if cv > blocked:  # max(blocked, cv)
                    blocked = cv
            # a blocker that blocks is locked: with more untapped minions than the prey has
            # blockers, the next bleed goes through (the bait's worth)
            okey = ("others", actor)
            others = dec.get(okey)
            if others is None:
                untapped = dec.get("untapped")  # (my minions that can act, listed by _minion_table)
                if untapped is not None:
                    others = dec[okey] = len(untapped) - (actor in untapped)  # type: ignore[arg-type,operator]
                else:
                    locked = s.locked
                    acted = s.acted
                    turn = s.turn
                    others = dec[okey] = sum(
                        1 for m in s.players[view.me].ready if m != actor and not locked[m] and acted[m] != turn
                    )
            if others >= len(blockers) and blocked > -2.0:
                blocked += 0.5 * v
        cap = 0.5 * v + 1.0
        return p * v + (1 - p) * (cap if cap < blocked else blocked)  # min(blocked, cap)

    def _blood_hunt_risk(self, view: PlayerView, v: int) -> float:
        factor = self._dec.get("hunt_factor")
        s = view._s
        if factor is None:
            me = view.me
            mine = self._votes(view, me) + (1 if s.edge == me else 0)
            others = sum(self._votes(view, q) for q in s.alive() if q != me)
            factor = self._dec["hunt_factor"] = 0.8 if others > mine else 0.3
        value = s.setup.capacity[v] / 2 + 3 + s.blood[v]
        return value * factor  # type: ignore[operator]

    def _votes(self, view: PlayerView, q: int) -> int:
        """``view.votes(q)``, read once per decision."""
        key = ("votes", q)
        got = self._dec.get(key)
        if got is None:
            got = self._dec[key] = politics.base_votes(view._s, q)
        return got  # type: ignore[return-value]

    def _political_value(self, view: PlayerView, a: Action, w: tuple[list[float], list[int], int, int]) -> float:
        """What calling the referendum is worth once the action succeeds (the caller chooses
        the terms then, rules 6.3.1): the best terms' utility times their chance to pass."""
        m = view.political_matrix(a.card, a.actor)
        if not len(m):
            return 0.0
        if len(m) <= 16:
            # a few terms: valued row by row, cheaper than array operations on a small array
            rows = m.tolist()
            return self._best_terms(view, rows, [self._u(w, row) for row in rows])[1]
        return self._best_terms(view, m, self._u_matrix(w, m))[1]

    def _best_terms(self, view: PlayerView, m, u) -> tuple[int, float]:
        """The row of ``m`` (terms) with the best utility ``u`` times chance to pass, and that
        value (0 when no terms gain)."""
        best_k, best_v = -1, 0.0
        if isinstance(u, np.ndarray):
            order = np.argsort(-u, kind="stable").tolist()  # the best first, ties in row order
            u = u.tolist()
        else:
            order = sorted(range(len(u)), key=u.__getitem__, reverse=True)
        for k in order:
            uk = u[k]
            if uk * 0.9 <= best_v:
                break  # (0.9: the best chance to pass) no later row can beat it
            vk = uk * self._p_pass(view, m[k] if isinstance(m, list) else m[k].tolist())
            if vk > best_v:
                best_k, best_v = k, vk
        return best_k, best_v

    def _vote_cards(self, view: PlayerView) -> int:
        """Votes this Methuselah can add as caller: action modifiers in hand, vote locations."""
        s = view._s
        su = s.setup
        m = s.players[view.me]
        locked = s.locked
        vote_card = su.vote_card
        mode = su.mode
        memo = su.memo
        total = 0
        for i in m.hand:
            if vote_card[i] and su.is_modifier[i]:
                key = ("modifier_votes", i)  # read from the card alone: once per setup
                n = memo.get(key)
                if n is None:
                    e = su.effect[i]
                    n = memo[key] = max((p.n for o in e.options for p in o.prims if p.op == O_VOTES), default=0)  # type: ignore[union-attr]
                total += n  # type: ignore[operator]
        for j in m.in_play:
            if not locked[j] and mode[j] == M_MASTER_IN_PLAY:
                key = ("master_votes", j)  # read from the card alone: once per setup
                n = memo.get(key)
                if n is None:
                    e = su.effect[j]
                    n = memo[key] = e.options[0].amount(O_VOTES) if e is not None and e.options else 0
                total += n  # type: ignore[operator]
        return total

    def _u_matrix(self, w: tuple[list[float], list[int], int, int], m: np.ndarray) -> np.ndarray:
        """:meth:`_u` of every row of ``m`` at once."""
        coef, pools, me, prey = w
        u = m @ np.asarray(coef)
        # the oust terms add 0 to every row unless some row takes a pool to 0: skipped when even
        # the matrix's smallest entry leaves that pool above 0 (the common case)
        lo = m.min()
        if prey != me and pools[prey] + lo <= 0:
            u = u + self.vp_value * ((pools[prey] + m[:, prey] <= 0) & (m[:, prey] != 0))
        if pools[me] + lo <= 0:
            u = u - 4 * self.vp_value * ((pools[me] + m[:, me] <= 0) & (m[:, me] != 0))
        return u

    def _p_pass(self, view: PlayerView, delta: list[float]) -> float:
        """Chance terms ``delta`` pass: own votes (+1 for the card, the Edge) and those of the
        Methuselahs the terms please, against the votes of those they displease."""
        dec = self._dec
        s = view._s
        got = dec.get("pass_votes")
        if got is None:
            # own votes and each other Methuselah still in the game with its weights (those of
            # _weights_of, built in one pass over the seats), read once per decision; the
            # others' votes are read (once per decision, by _votes) only for those the terms touch
            me = view.me
            players = s.players
            pools = [m.pool for m in players]
            alive = s.alive()
            k = len(alive)
            others = []
            for x, q in enumerate(alive):
                if q == me:
                    continue
                prey = alive[x + 1] if x + 1 < k else alive[0]  # (s.prey, s.predator: the next and
                pred = alive[x - 1]  # previous seats still in the game, q itself when alone)
                others.append((q, self._coef(players, pools, q, prey, pred), prey, len(players[q].hand) >= 6))
            got = dec["pass_votes"] = (
                self._votes(view, me) + 1 + (1 if s.edge == me else 0) + self._vote_cards(view), others, pools)
        mine, others, pools = got  # type: ignore[misc]
        nz = [(p, d) for p, d in enumerate(delta) if d]
        vp = self.vp_value
        against = 0
        for q, coef, prey, big_hand in others:
            # each votes as _referendum has it vote, by its own utility of the terms (_u with
            # its weights; rules 6.3.2: votes are free): for them when its prey or predator
            # loses more than it does, against when it loses; its votes are read only then
            uq = 0.0
            for p, d in nz:
                uq += coef[p] * d
            if prey != q and delta[prey] and pools[prey] + delta[prey] <= 0:
                uq += vp
            if delta[q] and pools[q] + delta[q] <= 0:
                uq -= 4 * vp
            if uq <= -0.5:
                against += self._votes(view, q) + (1 if big_hand else 0)
            elif uq >= 0.5:
                mine += self._votes(view, q) + (1 if big_hand else 0)
        if mine > against + 1:
            return 0.9
        if mine > against:
            return 0.6
        return 0.15

    # -- blocks and reactions ----------------------------------------------------------------

    def _harm_of_action(self, view: PlayerView) -> float:
        """What the action in progress costs this Methuselah if it succeeds."""
        pend = view.pending
        assert pend is not None
        me = view.me
        if pend.kind == K_BLEED and pend.target_p == me:
            amount = pend.bleed + 1  # a modifier may follow
            h = amount * (1.0 if view.pool() > 10 else 1.6) + 0.5
            if amount >= view.pool():
                h += 4 * self.vp_value
            return h
        if pend.kind == K_POLITICAL:
            return 2.0 + (1.0 if view.current == view.predator() else 0.0)
        if pend.kind == K_DIABLERIZE or pend.kind == K_RESCUE:
            return 2.0 if view.controller(pend.target) == me else 0.5
        if pend.directed:
            return 1.5
        # an undirected action of the prey or predator: slowing the predator protects us
        return 1.0 if view.current == view.predator() else 0.5

    def _block(self, view: PlayerView, legal: LegalActions) -> Action:
        s = view._s  # the view's reads, made once from the state
        pend = s.pending
        assert pend is not None
        harm = self._harm_of_action(view)
        me = view.me
        cur = s.current
        su = s.setup
        if not (pend.target_p == me if pend.directed else me in (s.prey(cur), s.predator(cur))):
            # blocking with a card ignoring the normal restrictions (Eagle's Sight): what the
            # action does to the others is worth to us what their pool changes are
            if pend.kind == K_BLEED and pend.target_p >= 0:
                delta = [0.0] * len(su.decks)
                delta[pend.target_p] = -float(pend.bleed)
                harm = -self.utility(view, delta)
            else:
                harm = 0.5 if cur == s.predator(me) else 0.0
        must = pend.kind == K_BLEED and pend.target_p == me and pend.bleed + 1 >= s.players[me].pool
        stealth = pend.stealth
        # Maris Streck: a blood for +1 intercept to any blocker of ours, keeping one
        given = _given_intercept(s, me) if su.any_blood_intercept_others else 0
        best: Action = PASS
        best_v = 0.3
        for a in legal:
            if a.kind != K_BLOCK:
                continue
            v = a.actor
            if su.any_placed and placed.is_blocker(s, v):
                # Unleash Hell's Fury: the action stopped and 1 aggravated damage, for the card
                if placed.SPECS[su.card_id[v]].block_intercept >= stealth:
                    value = harm + 0.8 - 1.0 + (5.0 if must else 0.0)
                    if value > best_v:
                        best, best_v = a, value
                continue
            icpt = self._minion_stats(view, v)[2] + self._intercept_in_hand(view, v) + given
            card = a.card
            if su.any_waker:
                waker = su.waker[card] if card >= 0 else 0
                # Under Siege's +1 intercept; the magaji's against vampires
                icpt += wakers.intercept(s, v, pend.actor) + (1 if waker == wakers.COUNTERS else 0)
            if a.n == imbued.N_CHAMPION and card >= 0 and su.imbued is not None:
                icpt = stealth + 1  # Champion: the action fails, whatever its stealth
            if icpt < stealth:
                continue
            p = 0.75 if icpt > stealth else 0.55
            value = p * (harm + self.combat_value(view, v, pend.actor))
            if card >= 0 and su.unlock_giver[card] and su.is_ally[card]:
                value -= (1.0 + 0.3 * s.blood[card]) if not must else 0.0  # an ally burned to unlock
            elif card >= 0 and su.waker[card]:
                value -= 0.3 if not must else 0.0  # a blood or a counter, or the card at risk
            elif card >= 0:
                value -= 0.8 if not must else 0.0
            if must:
                value += 5.0
            if value > best_v:
                best, best_v = a, value
        return best

    def _announce(self, view: PlayerView, legal: LegalActions) -> Action:
        """Seduction: keep out of the blocks the potential blocker whose absence raises most the
        chance the action goes through, when that is worth more than the card."""
        pend = view.pending
        assert pend is not None
        acts = [a for a in legal if a.kind == K_MODIFIER]
        if len(acts) < len(legal) - 1:
            use = self._announce_use(view, [a for a in legal if a.kind == K_USE])
            if use is not None:
                return use
        if not acts:
            return PASS
        for a in acts:
            if a.target < 0 and view.setup.effect[a.card].options[a.n].has(Op.UNLOCK_MINION):
                return a  # Shroud Mastery [NEC]: the vampire recruiting a wraith acts again if it succeeds
        bleed = pend.kind == K_BLEED
        blockers = [v for q in pend.block_order for v in self._blockers(view, q)]
        # locked vampires who might wake to block (The Sleeping Mind): a small gain each
        sleepers = [v for q in pend.block_order for v in view.ready_of(q) if view.locked(v)]
        if not blockers and not sleepers:
            return PASS
        worth = (pend.bleed * 1.2 + 1) if bleed else 2.0
        base = self.p_through(view, pend.actor, pend.stealth, blockers, bleed)
        best: Action = PASS
        best_v = 0.5
        for a in acts:
            if (a.target < 0 and view.setup.effect[a.card].options[a.n].has(Op.CANNOT)) \
                    or (a.target >= 0 and a.target in sleepers):
                # The Sleeping Mind: no minion wakes ([DOM]), or this locked one cannot block ([dom])
                gain = 0.3 * (len(sleepers) if a.target < 0 else 1) * worth / 2.0
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target < 0 and _option_amount(view.setup, a, Op.UNBLOCKABLE):
                # Beast Meld [ANI PRO]: vampires cannot block this action; Virtuosa [MEL]: nobody
                opt = view.setup.effect[a.card].options[a.n]
                rest = [] if opt.prims[:2] == UNBLOCKABLE_ANNOUNCED else [
                    v for v in blockers if not view.setup.is_vampire[v]]
                gain = (self.p_through(view, pend.actor, pend.stealth, rest, bleed) - base) * worth
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target < 0 and _option_amount(view.setup, a, O_STEALTH):
                # Memory Rift [obf]: +1 stealth now
                n = _option_amount(view.setup, a, O_STEALTH)
                gain = (self.p_through(view, pend.actor, pend.stealth + n, blockers, bleed) - base) * worth
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target < 0 and _option_amount(view.setup, a, Op.COMBAT_ENDS):
                # Memory Rift [pre]: strike: combat ends in the first round if blocked
                gain = (1.0 - base) * 0.6
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target < 0 and _option_amount(view.setup, a, Op.MANEUVER):
                # Skin of the Chameleon [tha]: a maneuver or press if blocked, worth it when a
                # block is likely
                gain = (1.0 - base) * 0.8
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target < 0:
                # Force of Personality: blocking costs vampires 1 blood, allies cannot block
                su = view.setup
                rest = [v for v in blockers if su.is_vampire[v] and view.blood(v) >= 1]
                gain = (self.p_through(view, pend.actor, pend.stealth, rest, bleed) - base) * worth + 0.2 * len(rest)
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target not in blockers:
                continue
            rest = [v for v in blockers if v != a.target]
            gain = (self.p_through(view, pend.actor, pend.stealth, rest, bleed) - base) * worth
            if gain > best_v:
                best, best_v = a, gain
        return best

    def _announce_use(self, view: PlayerView, uses: list[Action]) -> Action | None:
        """Creepshow Casino's stealth when it makes the action likelier to go through; Warsaw
        Station on an action likely to succeed (the vampire then unlocks for another)."""
        pend = view.pending
        assert pend is not None
        su = view.setup
        blockers = [v for q in pend.block_order for v in self._blockers(view, q)]
        base = self.p_through(view, pend.actor, pend.stealth, blockers, False) if blockers else 1.0
        for a in uses:
            sh = su.master_shape[a.card]
            if sh is None:
                continue
            if sh[0] == masters.ANNOUNCE_UNLOCK and base > 0.6:
                return a
            if sh[0] == masters.ANNOUNCE_BLEED and view.blood(pend.actor) > sh[2] and base > 0.5:
                return a  # Club Illusion: spare blood for +1 bleed on a bleed likely to land
            if sh[0] == masters.DISCARD_BLEED and base > 0.5 and sum(1 for i in view.hand if su.is_combat[i]) > 1:
                return a  # Haqim's Law: a spare combat card (replaced) for +1 bleed, one kept
            if sh[0] == masters.ANNOUNCE_STEALTH and blockers and (
                    self.p_through(view, pend.actor, pend.stealth + sh[1], blockers, False) - base) * 2.0 > 0.3:
                return a
        return None

    def _attempt(self, view: PlayerView, legal: LegalActions) -> Action:
        pend = view.pending
        assert pend is not None
        acts = [a for a in legal if a.kind != K_PASS]
        if not acts:
            return PASS
        su = view.setup
        if view.me == view.current:
            # blocked: add stealth when the action is worth more than the fight
            worth = (pend.bleed * 1.2 + 1) if pend.kind == K_BLEED else 2.0
            need = pend.intercept + 1 - pend.stealth
            have = self._stealth_in_hand(view, pend.actor, pend.kind == K_BLEED)
            # Into Thin Air played earlier this action: 1 blood for -1 intercept; Second Sight
            have += sum(1 for a in acts if a.kind == K_USE and (
                su.mode[a.card] == Mode.MODIFIER or (su.imbued is not None and su.imbued.cls[a.card])
                or su.is_crypt[a.card] or su.shuffle_stealth[a.card]))  # a vampire's "burn 1 blood to get +1 stealth"
            # the modifiers valued apart below, looked for only when one could be: another
            # vampire's, or an option with one of their effects (most attempts offer stealth only)
            special = False
            for a in acts:
                if a.kind == K_MODIFIER:
                    e = su.effect[a.card]
                    if a.actor != pend.actor or (e is not None and not _ATTEMPT_SPECIAL.isdisjoint(e.options[a.n].ops)):
                        special = True
                        break
            if special:
                fight = self.combat_value(view, pend.actor, pend.blocker)
                # "vampires cannot block this action" (Daring the Dawn): the attempt fails, for
                # unpreventable aggravated damage sending the actor to torpor after the action
                dawn = [a for a in acts if a.kind == K_MODIFIER and _option_amount(su, a, Op.UNBLOCKABLE)]
                if dawn:
                    acts = [a for a in acts if a not in dawn]
                    cost = su.capacity[pend.actor] / 2 + 2 + _option_amount(su, dawn[0], Op.DAMAGE)
                    if (have < need or not acts) and worth > fight + cost:
                        return dawn[0]
                # "if this action is blocked, all damage on vampires in the combat is aggravated"
                # (Domain of Evernight [tem]): when blocked anyway by a vampire we beat
                agg = [a for a in acts if a.kind == K_MODIFIER and _option_amount(su, a, Op.AGGRAVATED)]
                if agg:
                    acts = [a for a in acts if a not in agg]
                    if (have < need or worth <= fight) and fight > 0.5 and su.is_vampire[pend.blocker]:
                        return agg[0]
                # The Kiss of Ra: the blocker burns 2 blood ([FOR] goes to torpor), the action ends;
                # when blocked anyway and the fight is not worth it, or to send the blocker to torpor
                kiss = [a for a in acts if a.kind == K_MODIFIER and _option_amount(su, a, Op.END_ACTION)
                        and _option_amount(su, a, Op.BLOCK_FAILS)]
                if kiss:
                    acts = [a for a in acts if a not in kiss]
                    if have < need and (fight < 0.0 or _option_amount(su, kiss[0], Op.TORPOR)):
                        return kiss[0]
                # the intercept reaction just played cancelled (I am Legion, Approximation of Loyalty)
                cancel = [a for a in acts if a.kind == K_MODIFIER and _option_amount(su, a, Op.CANCEL)]
                if cancel:
                    acts = [a for a in acts if a not in cancel]
                    if worth > fight:
                        return cancel[0]
                # the attempt fails: Blanket of Night [OBT] (another vampire of ours locks for it),
                # Visions of Gehenna [pre] (an ally blocking: allies cannot block this action)
                fail = [a for a in acts if a.kind == K_MODIFIER and (
                    a.actor != pend.actor or _option_amount(su, a, Op.CANNOT_BLOCK))]
                if fail:
                    acts = [a for a in acts if a not in fail]
                    best_fail = min(fail, key=lambda a: (a.actor != pend.actor, -view.blood(a.actor)))
                    if (have < need or not acts) and worth > fight + (1.0 if best_fail.actor != pend.actor else 0.0):
                        return best_fail
            if have < need or not acts:
                return PASS
            if not special:
                fight = self.combat_value(view, pend.actor, pend.blocker)  # (read only when it decides)
            if worth <= fight:
                return PASS
            # "-1 intercept" counts as stealth; a location locked for stealth before a card of
            # the same stealth, a retainer given up (Shaman) after it
            return max(acts, key=lambda a: 1.2 if a.kind == K_USE and su.mode[a.card] == Mode.MODIFIER else (
                _option_amount(su, a, O_STEALTH) + _option_amount(su, a, O_MINUS_INTERCEPT)
                + ((-0.5 if su.shuffle_stealth[a.card] else 0.5) if a.kind == K_USE else 0.0)))
        # our block attempt falls short: add intercept when it reaches the stealth
        need = pend.stealth - pend.intercept
        have = self._intercept_in_hand(view, pend.blocker) + sum(1 for a in acts if a.kind == K_USE)
        if su.any_blood_intercept_others:
            have += _given_intercept(view._s, view.me) - sum(
                1 for a in acts if a.kind == K_USE and su.blood_intercept_others[a.card])  # (counted there)
        if have < need:
            return PASS
        harm = self._harm_of_action(view)
        if harm + self.combat_value(view, pend.blocker, pend.actor) <= 0.3:
            return PASS
        return max(acts, key=lambda a: _option_amount(su, a, O_INTERCEPT))

    def _react(self, view: PlayerView, legal: LegalActions) -> Action:
        pend = view.pending
        assert pend is not None
        su = view.setup
        prey = view.prey()
        best: Action = PASS
        best_v = 0.0
        for a in legal:
            if a.kind == K_CANCEL:
                return a  # Archon Investigation on a bleed of 4 or more
            if a.kind == K_USE and a.actor >= 0 and su.bleed_shield[a.actor]:
                # Greta: a blood of hers for a pool, more when low
                v = (1.0 if view.pool() > 10 else 1.6) - (0.6 if view.blood(a.actor) > 1 else 1.2)
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind == K_USE and su.master_shape[a.card] is not None:
                # Dummy Corporation burned: a big bleed, or one that would oust
                sh = su.master_shape[a.card]
                n = min(pend.bleed, sh[1])  # type: ignore[index]
                v = n * (1.0 if view.pool() > 10 else 1.6) - 1.5 + (4 * self.vp_value if pend.bleed >= view.pool() > pend.bleed - n else 0.0)
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind != K_REACTION:
                continue
            if pend.bleed < 1:
                continue
            t = a.target
            if t < 0 and su.card_id[a.card] in FAIL_REACTIONS:
                # the bleed fails, unless the acting vampire burns the blood asked (it does when it can)
                cost = FAIL_REACTIONS[su.card_id[a.card]]
                act = pend.actor
                if cost and su.is_vampire[act] and view.blood(act) >= cost:
                    v = 0.4 * cost - 0.3  # only that blood burned
                else:
                    v = pend.bleed * (1.0 if view.pool() > 10 else 1.6) - 0.6
                    if pend.bleed >= view.pool():
                        v += 4 * self.vp_value
                if v > best_v:
                    best, best_v = a, v
                continue
            if t < 0:
                # a bleed reduced: the pool kept, more when low, everything when it saves the oust
                n = min(pend.bleed, _option_amount(su, a, Op.REDUCE_BLEED))
                v = n * (1.0 if view.pool() > 10 else 1.6) - 0.3
                if pend.bleed >= view.pool() > pend.bleed - n:
                    v += 4 * self.vp_value
                if v > best_v:
                    best, best_v = a, v
                continue
            v = pend.bleed * (1.5 if t == prey else 0.8)
            if view.pool(t) <= pend.bleed and t == prey:
                v += self.vp_value
            if view.pool() <= pend.bleed:
                v += 4 * self.vp_value
            # a reaction card's cost, or the master card Aksinya's controller discards
            v -= 0.2 * _option_cost(su, a) if a.n >= 0 else 0.5
            if v > best_v:
                best, best_v = a, v
        return best

    def _blocked(self, view: PlayerView, legal: LegalActions) -> Action:
        pend = view.pending
        assert pend is not None
        if view.me != view.current:
            # Obedience: end the action rather than fight, unless the fight is clearly worth it;
            # the blocker does not lock, so it may block again (worth about a block)
            if self.combat_value(view, pend.blocker, pend.actor) < 1.0:
                return next((a for a in legal if a.kind == K_REACTION), PASS)
            return PASS
        own = self.combat_value(view, pend.actor, pend.blocker)
        su = view.setup
        for a in legal:
            if a.kind == K_INTERPOSE:
                # a slave fights in the blocked vampire's place, which unlocks (worth an action);
                # one burned after the minion phase anyway (Tupdog) loses nothing in the fight
                alt = self.combat_value(view, a.actor, pend.blocker)
                if su.burn_after_minion[a.actor]:
                    alt = max(alt, 0.0)
                if alt + 1.0 > own:
                    return a
        for a in legal:
            if a.kind == K_MODIFIER and a.n < 0 and own < 0.0:
                return a  # Stone Travel [MYT] played earlier: cancel a fight that goes badly
            if a.kind == K_MODIFIER and a.n >= 0 and blocked_burn(su.effect[a.card].options[a.n]):  # type: ignore[union-attr]
                return a  # Power of One [obt]: the blocker burns 2 blood or life before the fight
        fails = _block_fails(view, legal, own)
        if fails is not None:
            return fails
        if own < -1.5:
            for a in legal:
                if a.kind == K_MODIFIER and a.n >= 0:
                    return a
        return PASS

    def _diablerie_choice(self, view: PlayerView, legal: LegalActions) -> Action:
        pend = view.pending
        assert pend is not None
        su = view.setup
        value = 0.5 * su.capacity[pend.actor] + view.blood(pend.actor) - self._blood_hunt_risk(view, pend.blocker)
        if value > 0:
            for a in legal:
                if a.kind == K_DIABLERIZE:
                    return a
        return PASS

    def _cancel(self, view: PlayerView, legal: LegalActions) -> Action:
        pend = view.pending
        assert pend is not None
        acts = [a for a in legal if a.kind == K_CANCEL]
        if not acts:
            return PASS
        su = view.setup
        me = view.me
        if pend.kind == K_PLAY_MASTER:
            e = su.effect[pend.card]
            strong = e is not None and (e.mode == M_MASTER_IN_PLAY or e.pool_cost >= 2)
            return acts[0] if strong and view.current in (view.prey(), view.predator()) else PASS
        harmful = pend.kind == K_POLITICAL or (pend.kind == K_BLEED and pend.target_p == me and pend.bleed >= 3)
        return acts[0] if harmful else PASS

    # -- politics ----------------------------------------------------------------------------

    def _referendum(self, view: PlayerView, legal: LegalActions) -> Action:
        r = view.referendum
        assert r is not None
        if r.choosing:
            # the terms best for this Methuselah among those the votes will carry (rules 6.3.2:
            # the others then vote as they gain or lose), as _political_value valued the call
            w = self._weights(view)
            rows = politics.term_values(view._s, r)  # (view.referendum_value of each terms)
            best = self._best_terms(view, rows, [self._u(w, row) for row in rows])[0]
            if best < 0:  # no terms gain: the least bad
                best = max(range(len(rows)), key=lambda k: self._u(w, rows[k]))
            return Action(K_TERMS, n=best)
        u = self.utility(view, view.referendum_value())
        if r.blood_hunt >= 0 and view.controller(r.blood_hunt) == view.me:
            u = -abs(u) - 1.0
        if abs(u) < 0.5:
            return PASS  # (as _polling does): the actions need not be listed
        acts = legal.list()
        if r.j >= 0 and (r.j < len(r.order) or r.k >= len(r.order)):
            return self._polling(view, acts, u)
        if u > 0 and self._won_already(view):
            acts = [a for a in acts if a.kind == K_VOTE and a.card < 0 and a.target < 0]  # keep the cards
        su = view.setup
        if su.any_force_abstain:
            # Arishat: silence the biggest voter whose Methuselah wants the other outcome
            value = view.referendum_value()
            quiet = [a for a in acts if a.kind == K_USE and a.card == a.actor
                     and (value[view.controller(a.target)] > 0) != (u > 0)]
            if quiet:
                return max(quiet, key=lambda a: view.title_votes(a.target))
        # vote cards first when it matters, then the vote
        for a in acts:
            if a.kind == K_CANCEL and u < -2.0:
                return a  # Delaying Tactics: worth a blood when the referendum hurts
            if a.kind == K_MODIFIER and u > 0:
                return self._votes_x(view, acts, a) if a.target >= 0 else a
            if a.kind == K_USE and a.card == a.actor and su.blood_vote[a.actor]:
                # Joseph O'Grady: a blood for a vote while short of votes, keeping one blood
                if view.blood(a.actor) > 1 and abs(u) >= 1.0 and self._short_of_votes(view, 1 if u > 0 else 2):
                    return a
                continue
            if a.kind == K_USE:
                return a
            if a.kind == K_REACTION and u < -1.0 and not su.is_modifier[a.card]:
                return a
        side = 1 if u > 0 else 2
        if su.any_discard_vote and abs(u) >= 1.0:
            discard = next((a for a in acts if a.kind == K_DISCARD_FOR), None)
            if discard is not None and self._short_of_votes(view, side):
                return discard  # Alexa: a card requiring Dominate discarded (and replaced) for +1 vote
        best: Action = PASS
        best_v = -1.0
        for a in acts:
            if a.kind != K_VOTE or a.n != side:
                continue
            v = 0.0
            if a.card >= 0:
                v += 1.0 if abs(u) > 2.5 else -1.0
            if a.target == 1:
                v += 1.0 if abs(u) > 5 else -1.0
            if v > best_v:
                best, best_v = a, v
        return best

    def _polling(self, view: PlayerView, acts: list[Action], u: float) -> Action:
        """A card played before or after the votes (politics.POLLING): after them, one that turns
        the result our way (or, losing our own referendum, a cancel getting the card back);
        before them, one worth a vote or more to our side."""
        r = view.referendum
        assert r is not None
        if abs(u) < 0.5:
            return PASS
        su = view.setup
        sign = 1.0 if u > 0 else -1.0
        margin = r.votes_for - r.votes_against
        after = r.k >= len(r.order)
        best: Action = PASS
        best_g = 0.0
        for a in acts:
            if a.kind == K_PASS:
                continue
            g = view.polling_gain(a)
            if su.card_id[a.card] == politics.CRYPTIC_RIDER:
                if u > 0 and any(politics.playable(su, i) for i in view.hand) and any(
                        su.is_vampire[v] and not view.locked(v) and v != r.actor for v in view.ready):
                    return a  # another political action card, and a vampire to call it this turn
                continue
            if after and g == 0.0 and a.target < 0:
                if u > 0 and margin <= 0:
                    return a  # Telepathic Vote Counting [aus]: the card goes back to the hand
                continue
            if after and ((margin > 0) == (u > 0) or (margin + g > 0) != (u > 0)):
                continue  # the result is ours already, or stays theirs
            if not after and sign * g < 1.0:
                continue
            if sign * g > best_g:
                best, best_g = a, sign * g
        return best

    def _won_already(self, view: PlayerView) -> bool:
        """Whether the referendum passes whatever the others do (rules 6.3.2): the votes cast for
        it and this Methuselah's own still to cast beat the votes cast against it and every vote
        the Methuselahs still to vote could cast, as the table sees them (their titled vampires'
        votes and those already gained, their unlocked vote locations, a political action card
        burned for 1 vote by each holding cards, the Edge burned for 1; rules 6.3.3): vote cards
        played for it then only spend cards."""
        r = view.referendum
        assert r is not None
        me = view.me
        su = view.setup
        ours = r.votes_for
        theirs = r.votes_against
        for q in r.order[r.k:]:
            if q == me:
                ours += view.votes(me) + r.extra.get(me, 0)
                continue
            theirs += view.votes(q) + r.extra.get(q, 0) + (view.edge == q)
            theirs += q not in r.used_pol and view.hand_count(q) > 0
            for j in view.in_play_of(q):
                e = su.effect[j]
                if e is not None and e.mode == M_MASTER_IN_PLAY and e.options and not view.locked(j):
                    theirs += e.options[0].amount(Op.VOTES)  # a vote location they can lock
        return ours > theirs

    def _short_of_votes(self, view: PlayerView, side: int) -> bool:
        """Whether the votes for ``side`` (1 for, 2 against), ours now and those of the Methuselahs
        still to vote who gain from it, do not yet beat the others'."""
        r = view.referendum
        assert r is not None
        me = view.me
        value = view.referendum_value()
        sign = 1 if side == 1 else -1
        ours = (r.votes_for if side == 1 else r.votes_against) + view.votes(me) + r.extra.get(me, 0)
        theirs = r.votes_against if side == 1 else r.votes_for
        for q in r.order[r.k + 1:]:
            if sign * value[q] < 0:
                theirs += view.votes(q) + r.extra.get(q, 0)
            elif sign * value[q] > 0:
                ours += view.votes(q) + r.extra.get(q, 0)
        return ours <= theirs

    def _votes_x(self, view: PlayerView, acts: list[Action], first: Action) -> Action:
        """+X votes for X blood (Awe): the least X that carries the referendum against the votes
        of those it harms still to vote, or X = 0 when no X the vampire can pay would."""
        r = view.referendum
        assert r is not None
        me = view.me
        value = view.referendum_value()
        ours = r.votes_for + view.votes(me) + r.extra.get(me, 0) + (1 if view.edge == me else 0)
        theirs = r.votes_against
        for q in r.order[r.k + 1:]:
            if value[q] < 0:
                theirs += view.votes(q) + r.extra.get(q, 0)
            elif value[q] > 0:
                ours += view.votes(q) + r.extra.get(q, 0)
        opt = view.setup.effect[first.card].options[first.n]  # type: ignore[union-attr]
        choices = sorted((a for a in acts if a.card == first.card and a.kind == K_MODIFIER), key=lambda a: a.target)
        for a in choices:
            if ours + max(p.n + p.x * a.target for p in opt.prims if p.op == O_VOTES) > theirs:
                return a
        return choices[0]

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
            elif sh is not None and sh[0] == masters.LOCK_STEALTH:
                fits = sum(1 for v in view.ready if su.is_vampire[v] and masters.receives(su, sh, v))  # type: ignore[arg-type]
                v = (0.8 + 0.3 * min(fits, 3) if fits else 0.0) + 2.0 * sh[2]  # type: ignore[index]
            elif sh is not None and sh[0] == masters.EXPOSED:
                # Haven Uncovered on another's vampire my vampires can fight
                if owner >= 0 and owner != view.me and any(su.is_vampire[w] for w in view.ready):
                    v = 1.0 if owner == prey else 0.5
            elif sh is not None and sh[0] == masters.TORPOR_BURN:
                if owner >= 0 and owner != view.me:
                    # pool burned when it goes to torpor: the prey's, the weakest first
                    v = (1.5 if owner == prey else 0.6) + 0.3 * max(0, 3 - view.blood(a.target))
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
        through, gains = got  # type: ignore[misc]
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
                             for i in hand if politics.can_call(su, t, i) and politics.callable_now(view._s, i))
                 if g > 0.5]
        return self.p_through(view, t, 1, both, False), gains

    def _influence_table(self, view: PlayerView, legal: LegalActions) -> Action:
        return self._influence(view, legal)  # with the margin of _influence_margin

    def _influence_margin(self, view: PlayerView) -> int:
        """The pool kept in the influence phase: above what the predator can bleed in a turn."""
        pred = view.predator()
        threat = self.threat(view, pred) if pred != view.me else 0.0
        return max(self.margin, int(threat) + 4)

    def _event(self, view: PlayerView, legal: LegalActions) -> Action | None:
        """An event worth putting in play (rules 1.6.4): Dragonbound while the others have more
        vampires in torpor, The Unmasking for a Methuselah with allies."""
        su = view.setup
        ms = su.master_shape
        sets = self._card_sets(su)
        if sets[3].isdisjoint(view.hand) and sets[4].isdisjoint(view.in_play):
            return None  # no event in hand, no card in play with a discard phase use
        best: Action | None = None
        best_v = 0.3
        others = [p for p in view.alive() if p != view.me]
        prey = view.prey()
        for a in legal:
            if a.kind == K_USE and ms[a.card] is not None and ms[a.card][0] == masters.UNCOILING:  # type: ignore[index]
                # The Uncoiling: burned cheaply when events I played are in play
                mine = sum(1 for j in view.in_play if su.mode[j] == Mode.EVENT)
                x = sum(1 for p in view.alive() for j in view.in_play_of(p) if su.mode[j] == Mode.EVENT and j != a.card)
                v = 0.8 * mine - 0.5 * x if view.pool() > x + 5 else 0.0
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind == K_USE and ms[a.card] is not None and ms[a.card][0] == masters.DISCARD_UNLOCK:  # type: ignore[index]
                # Metro Underground: a locked vampire unlocked to block in the others' turns
                v = (0.5 + 0.1 * su.capacity[a.target] + 0.3 * max(0, view.intercept(a.target))) \
                    if view.pool() > 5 and view.blood(a.target) > 0 else 0.0
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind == K_USE and ms[a.card] is not None and ms[a.card][0] == masters.ASH_BOTTOM:  # type: ignore[index]
                # Waste Management Operation: a card I can play back into the library
                t = a.target
                v = 0.35 + 0.2 * su.modeled[t] + 0.2 * su.goldfish[t]
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind == K_USE and ms[a.card] is not None and ms[a.card][0] == masters.SMALL_BURN:  # type: ignore[index]
                owner = view.controller(a.target)  # Scourge of the Enochians: another's small vampire
                v = (1.0 + 0.3 * view.blood(a.target)) * (1.3 if owner == prey else 1.0) if owner != view.me else 0.0
                if v > best_v:
                    best, best_v = a, v
                continue
            if a.kind != K_PLAY_EVENT:
                continue
            sh = ms[a.card]
            assert sh is not None
            v = 0.0
            if sh[0] == masters.EVENT_TORPOR_BURN:
                theirs = sum(len(view.torpor_of(p)) for p in others)
                v = 0.7 * theirs - 1.5 * len(view.torpor) - 0.2  # never replaced: a card less
            elif sh[0] == masters.UNCOILING:  # The Uncoiling: the others' events in play burn, one a turn
                theirs = sum(1 for p in others for j in view.in_play_of(p) if su.mode[j] == Mode.EVENT)
                mine = sum(1 for j in view.in_play if su.mode[j] == Mode.EVENT)
                v = 0.6 * theirs - 0.6 * mine - 0.2
            elif sh[0] == masters.REDIRECT_TAX:  # Narrow Minds: my bleeds redirected at a price
                v = 0.3 * sum(1 for w in view.ready if su.is_vampire[w]) - 0.2
            elif sh[0] == masters.EXCHANGE_MASTER:
                v = 0.2 + 0.1 * sum(1 for i in view.hand if su.is_master[i])
            elif sh[0] == masters.SMALL_BURN:
                v = 0.5 * sum(1 for p in others for w in view.ready_of(p) + view.torpor_of(p)
                              if su.is_vampire[w] and su.capacity[w] <= sh[1])
            elif sh[0] == masters.VP_HAND:  # The Bitter and Sweet Story: cards for my victory points
                mine = view._s.players[view.me].vp
                v = 0.5 * sh[1] * mine - 0.2 * sh[1] * sum(view._s.players[p].vp for p in others)
            elif sh[0] == masters.EQUIP_UNLOCK:  # NRA PAC: my equipment in hand, my minions unlock after
                v = 0.3 * sum(1 for i in view.hand if su.mode[i] == Mode.EQUIPMENT) - 0.1
            elif sh[0] == masters.TORPOR_TAX:  # Torpid Blood: the others' vampires in torpor stay longer
                v = 0.5 * sum(len(view.torpor_of(p)) for p in others) - 0.8 * len(view.torpor) - 0.2
            elif sh[0] == masters.NO_HUNT_EVENT:  # Restricted Vitae: worth it while my vampires are full
                mine = sum(1 for w in view.ready if su.is_vampire[w] and view.blood(w) < 2)
                theirs = sum(1 for p in others for w in view.ready_of(p) if su.is_vampire[w])
                v = 0.3 * theirs - 0.6 * mine - 0.2
            elif sh[0] == masters.ALLY_BURN_DAMAGE:
                # FBI Special Affairs Division: the others' vampires pay for burning my allies in
                # combat, mine for burning theirs (allies in hand will block too)
                mine = sum(1 for i in view.ready if su.is_ally[i]) + 0.5 * sum(1 for i in view.hand if su.is_ally[i])
                theirs = sum(1 for p in others for i in view.ready_of(p) if su.is_ally[i])
                v = 0.6 * mine - 0.6 * theirs - 0.2
            elif sh[0] == masters.EVENT_ALLY_INTERCEPT:
                mine = sum(1 for i in view.ready if su.is_ally[i])
                theirs = sum(1 for p in others for i in view.ready_of(p) if su.is_ally[i])
                v = mine - 0.3 * theirs
            if v > best_v:
                best, best_v = a, v
        return best

    def _discard_table(self, view: PlayerView) -> Action:
        """Discard an unmodeled card, else one no ready vampire of mine can play, else a third
        card of the same kind (combat, reactions...)."""
        s = view._s
        su = s.setup
        modeled = su.modeled
        mode = su.mode
        m = s.players[view.me]
        hand = m.hand
        counts: dict[int, int] = {}
        for i in hand:
            if not modeled[i]:
                return _new(Action, (K_DISCARD, -1, i, -1, 0))
            k = mode[i]
            counts[k] = counts.get(k, 0) + 1
        is_vampire = su.is_vampire
        ready = [v for v in m.ready if is_vampire[v]]
        if ready:
            # a dead card (a political action card none of them can call, a card requiring a
            # discipline none has) before a playable one; a vampire being influenced (blood on
            # it in the uncontrolled region) comes soon: its cards are not dead (Protected
            # District for a primogen on the way)
            blood = s.blood
            ready += [v for v in m.uncontrolled if blood[v] > 0]
            dead = self._discard_dead(s, ready, hand)
            if dead >= 0:
                return _new(Action, (K_DISCARD, -1, dead, -1, 0))
        # the most common kind held three times or more (all kinds tied at that count): of
        # those, the card held in most copies, then the first in the hand
        most = max(counts.values(), default=0)
        if most < 3:
            return PASS
        card_id = su.card_id
        copies: dict[int, int] = {}
        for i in hand:
            c = card_id[i]
            copies[c] = copies.get(c, 0) + 1
        if ready and counts.get(Mode.REACTION) == most and sum(n == most for n in counts.values()) == 1:
            return Action(K_DISCARD, card=self._discard_reaction(s, ready, hand, copies))
        best, best_n = -1, 0
        for i in hand:
            if counts[mode[i]] == most and copies[card_id[i]] > best_n:
                best, best_n = i, copies[card_id[i]]
        return _new(Action, (K_DISCARD, -1, best, -1, 0))

    @staticmethod
    def _discard_reaction(s: GameState, ready: list[int], hand: list[int], copies: dict[int, int]) -> int:
        """Of the reaction cards of ``hand`` (the kind held most, three times or more), the one
        least likely to serve. Of those the fewest of the ``ready`` vampires can play (rules
        1.6.1.3): when two or more only give intercept, the weakest of them (the least intercept
        any of the vampires gets from it; among equal ones a card usable only during some
        actions, rules._intercept_when, before one usable during any); else, as for other kinds,
        the card held in most copies, then the first in the hand."""
        su = s.setup
        mode = su.mode
        card_id = su.card_id
        when = _intercept_when(su)
        cands = []
        for pos, i in enumerate(hand):
            if mode[i] != Mode.REACTION:
                continue
            e = su.effect[i]
            able = icpt = 0
            pure = e is not None and bool(e.options)
            for v in ready:
                usable = [o for o in e.options if _usable(su, v, e, o)] if e is not None else []
                if usable:
                    able += 1
                for o in usable:
                    if o.has(O_INTERCEPT):
                        icpt = max(icpt, o.amount(O_INTERCEPT))
                    else:
                        pure = False  # a wake, a bleed reduction, a redirection...
            cands.append((able, icpt if pure else 0, 0 if when[i] else 1, -copies[card_id[i]], pos, i))
        fewest = min(c[0] for c in cands)
        cands = [c for c in cands if c[0] == fewest]
        intercepts = [c for c in cands if c[1]]
        if len(intercepts) >= 2:
            return min(intercepts)[5]
        return min(cands, key=lambda c: (c[3], c[4]))[5]

    @staticmethod
    def _discard_dead(s: GameState, ready: list[int], hand: list[int]) -> int:
        """The first card of ``hand`` none of the ``ready`` vampires can play now (-1 if none): a
        political action card none can call (rules 6.3.1), another minion card as its
        requirements allow (rules 1.6.1.3); master cards and events are always playable."""
        su = s.setup
        memo = su.memo
        # each vampire's table, card id -> whether it can play the card: read from the card's and
        # the vampire's columns alone, so kept with the setup, filled as cards are met (and
        # moved with the vampire to a reseated setup, GameSetup.reseated)
        tables = []
        for v in ready:
            tab = memo.get(("usable_of", v))
            if tab is None:
                tab = memo[("usable_of", v)] = {}
            tables.append((v, tab))
        is_political = su.is_political
        card_id = su.card_id
        for i in hand:
            if is_political[i] and not politics.callable_now(s, i):
                return i
            cid = card_id[i]
            for v, tab in tables:
                got = tab.get(cid)
                if got is None:
                    e = su.effect[i]
                    if is_political[i]:
                        got = politics.can_call(su, v, i)
                    elif su.is_master[i] or su.mode[i] == Mode.EVENT or e is None or not e.options:
                        got = True
                    else:
                        got = any(_usable(su, v, e, o) for o in e.options)
                    tab[cid] = got
                if got:
                    break
            else:
                return i
        return -1

    # -- combat ------------------------------------------------------------------------------

    def _combat(self, view: PlayerView, legal: LegalActions) -> Action:
        c = view.combat
        assert c is not None
        acts = legal.list()
        if len(acts) == 1:
            return acts[0]
        d = c.decider
        mine, theirs = c.m[d], c.m[1 - d]
        st = c.stage
        if st == CS_RANGE:
            return self._range(view, acts, d, mine, theirs)
        if st == CS_STRIKE:
            return self._strike(view, acts, d, mine, theirs)
        if st == CS_PREVENT:
            incoming = c.damage[d] + c.agg[d] - c.prevented[d]
            frenzy = next((a for a in acts if a.kind == K_PLAY_MASTER), None)
            if frenzy is not None and c.agg[d] - c.prevented[d] > 0 and incoming > view.blood(mine):
                # Rötschreck: torpor rather than burned by aggravated damage, when no prevention saves it
                have = sum(_option_amount(view.setup, a, Op.PREVENT) for a in acts if a.kind == K_PREVENT)
                if incoming - have > view.blood(mine):
                    return frenzy
            if incoming > 0 and (incoming > view.blood(mine) or c.agg[d] or incoming >= 2):
                return next((a for a in acts if a.kind == K_PREVENT), PASS)
            return PASS
        if st == CS_CANCEL:
            # cancel a strike card that would hurt: damage beyond a point, stolen blood, torpor,
            # a burned card, or combat ending while this side wins
            if c.cancel.kind == K_COMBAT_CARD:
                return next((a for a in acts if a.kind == K_COMBAT_CARD), PASS)  # a frenzy card (Terror Frenzy)
            s_ = _strike_of(view, c, 1 - d, c.cancel)
            what, amount = s_[0], s_[1]
            if what == C.STEAL or what == C.TORPOR or what == C.BURN or (what == C.DAMAGE and amount >= 2) or (
                    what == C.ENDS and view.strength(mine) > view.strength(theirs)):
                return next((a for a in acts if a.kind == K_COMBAT_CARD), PASS)
            return PASS
        if st == CS_FALLEN:
            return next((a for a in acts if a.kind == K_COMBAT_CARD), PASS)  # Hell-for-Leather: 2 pool
        if st == CS_INSTEAD:
            # burn or diablerize the opposing vampire instead of its going to torpor (Decapitate,
            # Amaranth: its blood too, against a blood hunt's risk when it has little)
            for a in acts:
                e = view.setup.effect[a.card] if a.kind == K_COMBAT_CARD else None
                if e is not None and (C.instead_of_torpor(e.options[a.n]) == C.INSTEAD_BURN or view.blood(theirs) >= 2):
                    return a
            return PASS
        if st == CS_ADDITIONAL:
            if view.strength(mine) >= view.strength(theirs) and view.blood(theirs) <= view.strength(mine) + 1:
                return next((a for a in acts if a.kind == K_COMBAT_CARD), PASS)
            return PASS
        # presses: continue when winning, end when losing (weapons strike each round too)
        winning = self._harm(view, theirs, view.strength(mine) + self._weapon_damage(view, mine)) \
            > self._harm(view, mine, view.strength(theirs) + self._weapon_damage(view, theirs))
        if c.ending:  # combat would end: another round or combat (Psyche!) when winning
            return next((a for a in acts if a.kind == K_COMBAT_CARD), PASS) if winning else PASS
        end_round = next((a for a in acts if a.kind == K_COMBAT_CARD), None)
        if end_round is not None:
            return end_round  # Disarm: the opposing vampire to torpor, with less strength
        continuing = c.flips % 2 == 1
        if (winning and not continuing) or (not winning and continuing):
            return next((a for a in acts if a.kind == K_PRESS), PASS)
        return PASS

    def _grapple_value(self, view: PlayerView, mine: int, theirs: int) -> float:
        """Immortal Grapple: only hand strikes this round. Worth it when this minion strikes best
        by hand and wins that exchange, against an opponent with a weapon or cards in hand (a
        dodge, a combat ender)."""
        if self._weapon_damage(view, mine) > 0 or view.setup.crypt_strike[mine] is not None:
            return -1.0  # its own better strike would be lost too
        if self._harm(view, theirs, view.strength(mine)) < self._harm(view, mine, view.strength(theirs)):
            return -1.0
        held = view.hand_count(view.controller(theirs))
        return 0.6 * self._weapon_damage(view, theirs) + (0.5 if held >= 3 else 0.2 if held else 0.0) - 0.1

    def _range(self, view: PlayerView, acts: list[Action], d: int, mine: int, theirs: int) -> Action:
        c = view.combat
        assert c is not None
        su = view.setup
        for a in acts:
            if a.kind == K_COMBAT_CARD and self._disc_strikes(view, mine, a):
                return a  # Increased Strength with a Potence strike in hand
        before = [a for a in acts if a.kind == K_COMBAT_CARD and C.before_range(su.effect[a.card].options[a.n])]
        for a in before:
            b = C.before_range(su.effect[a.card].options[a.n])
            if b == C.B_WEATHER and view.blood(theirs) >= view.blood(mine):
                continue  # both take its damage: only against a minion with less blood or life
            if b not in (C.B_RANGE, C.B_HIGH):
                # a weapon from the hand (Disguised Weapon), damage (Outside the Hourglass), the
                # opposing side's cards costlier or its presses and equipment barred (Terror Frenzy)
                return a
        if su.any_ends_combat or masters.COMBAT_END_KINDS & su.master_kinds:
            end = next((a for a in acts if a.kind == K_USE), None)
            if end is not None and self._harm(view, mine, view.strength(theirs) + self._weapon_damage(view, theirs)) \
                    > self._harm(view, theirs, view.strength(mine) + self._weapon_damage(view, mine)) + 1.0:
                return end  # Living Manse: end a combat that is going badly
        own = su.crypt_strike[mine]
        my_ranged = self._ranged_strike_card(view, mine) or self._weapon_damage(view, mine) > 0 or (
            own is not None and view.blood(mine) >= su.crypt_strike_cost[mine]
            and any(p.op in (O_STRIKE, O_STEAL_BLOOD) and p.arg == 1 for p in own.prims)
        )
        their_close = view.strength(theirs) + self._weapon_damage(view, theirs)
        my_close = view.strength(mine) + 1
        if my_ranged:
            want = LONG if their_close >= my_close else CLOSE
        else:
            # no strike at long range: against a minion whose close-range exchange costs this one
            # more, and which has no ranged weapon either, long range spares the round's damage
            # (rules 6.4.2: hand strikes are close range; Movement of the Mind [THA])
            hit = view.strength(mine) + self._weapon_damage(view, mine)
            want = LONG if self._harm(view, mine, their_close) > self._harm(view, theirs, hit) \
                and not self._ranged_weapon(view, theirs) else CLOSE
        if want == LONG:
            for a in before:
                if a.target == LONG:
                    return a  # Brick by Brick: long range without the opposing maneuvers
        if c.range != want:
            return next((a for a in acts if a.kind == K_MANEUVER), PASS)
        return PASS

    @staticmethod
    def _can_press_on(view: PlayerView, c, d: int, v: int) -> bool:
        """Side ``d``'s minion ``v`` can press to continue combat after this round: a press of
        its own or granted by its action, or a press card in hand it can play that is not only
        usable to end combat (rules 6.4.4)."""
        su = view.setup
        if (su.crypt_press[v] and not c.own_press[d]) or c.free_press[d]:
            return True
        for i in view.hand:
            if su.combat_card[i]:
                e = su.effect[i]
                for opt in e.options:  # type: ignore[union-attr]
                    if any(p.op == O_PRESS and p.cond != C.PRESS_TO_END for p in opt.prims) and _usable(
                            su, v, e, opt):  # type: ignore[arg-type]
                        return True
        return False

    @staticmethod
    def _ranged_weapon(view: PlayerView, v: int) -> bool:
        """Minion ``v`` has an equipment striking at long range (a gun) or a ranged strike of
        its own (its text)."""
        su = view.setup
        s = view._s
        q = view.controller(v)
        if q >= 0 and any(su.mode[j] == M_EQUIPMENT and _strike_ranged_equipment(su, j)
                          for j in s.on_minions.of_player(s, q, v)):
            return True
        own = su.crypt_strike[v]
        return own is not None and any(p.op in (O_STRIKE, O_STEAL_BLOOD) and p.arg == 1 for p in own.prims)

    def _disc_strikes(self, view: PlayerView, v: int, a: Action) -> bool:
        """Card ``a`` gives +damage to strikes requiring a Discipline (Increased Strength) and
        the hand holds another card striking for damage with it that ``v`` can play."""
        su = view.setup
        e = su.effect[a.card]
        bd = C.disc_damage(e.options[a.n]) if e is not None else None
        if bd is None:
            return False
        for i in view.hand:
            if i != a.card and su.combat_card[i]:
                f = su.effect[i]
                for opt in f.options:  # type: ignore[union-attr]
                    if opt.need_any & bd[0] and (opt.has(O_STRIKE) or opt.has(O_STRIKE_STRENGTH)) and _usable(
                            su, v, f, opt):  # type: ignore[arg-type]
                        return True
        return False

    @staticmethod
    def _ranged_strike_card(view: PlayerView, v: int) -> bool:
        """A combat card in hand whose first option ``v`` can strike (or steal blood) with
        strikes at long range (:func:`_strike_ranged`). For each card this is a fact of the card
        and the minion (``_usable`` reads the setup only), kept in the setup's memo keyed by the
        minion's number, which a reseated setup starts again."""
        su = view.setup
        memo = su.memo
        combat_card = su.combat_card
        card_id = su.card_id
        for i in view.hand:
            if combat_card[i]:
                key = ("ranged_strike", v, card_id[i])
                got = memo.get(key)
                if got is None:
                    got = False
                    e = su.effect[i]
                    for k, opt in enumerate(e.options):  # type: ignore[union-attr]
                        if _usable(su, v, e, opt) and any(p.op in (O_STRIKE, O_STEAL_BLOOD) for p in opt.prims):  # type: ignore[arg-type]
                            got = _strike_ranged(su, Action(K_STRIKE, actor=v, card=i, n=k))
                            break
                    memo[key] = got
                if got:
                    return True
        return False

    def _strike(self, view: PlayerView, acts: list[Action], d: int, mine: int, theirs: int) -> Action:
        c = view.combat
        assert c is not None
        su = view.setup
        other = c.strike[1 - d]
        if other is not None:
            incoming = other[1] if other[0] == C.DAMAGE and (other[2] or c.range == 0) else 0
            incoming_steal = other[1] if other[0] == C.STEAL else 0
            if other[0] == C.ENDS:
                incoming = 0
        else:
            incoming = view.strength(theirs) + self._weapon_damage(view, theirs) if c.range == 0 else 0
            incoming_steal = 0
        hurt = self._harm(view, mine, incoming)  # what the incoming strike costs (read once)
        best = PASS
        best_v = -99.0
        for a in acts:
            if a.kind == K_COMBAT_CARD and a.target >= 0:
                v = 1.0 if c.range == 0 or _strike_ranged_equipment(su, a.target) else -0.5  # ammo for a gun
            elif a.kind == K_COMBAT_CARD and a.card >= 0 and su.mode[a.card] == M_COMBAT \
                    and su.effect[a.card].options[a.n].has(Op.HAND_ONLY):  # type: ignore[union-attr]
                v = self._grapple_value(view, mine, theirs)
            elif a.kind == K_COMBAT_CARD:
                v = 0.3 if view.blood(theirs) <= view.strength(mine) + 1 else -0.5
            elif a.kind == K_STRIKE:
                s_ = _strike_of(view, c, d, a)
                what, amount, ranged, agg = s_[0], s_[1], s_[2], s_[3]
                effective = ranged or c.range == 0 or what in (C.DODGE, C.ENDS)
                if what == C.ENDS:
                    v = hurt + incoming_steal - 0.6
                    pend = view.pending
                    if agg & 2 and d == 0 and pend is not None and pend.actor == mine:
                        v += (pend.bleed * 1.2 + 1) if pend.kind == K_BLEED else 2.0  # the action continues
                elif what == C.DODGE:
                    v = hurt + incoming_steal - 0.6
                elif not effective:
                    v = -0.1
                elif what == C.TORPOR:
                    v = su.capacity[theirs] / 2 + 3 - 0.6  # to torpor, with the blood it has
                elif what == C.BURN:
                    t = a.target
                    if t < 0:  # the opposing ally
                        v = 4.0 + view.blood(theirs) - 0.6
                    else:
                        v = (1.0 + 0.3 * view.blood(t) if su.mode[t] == M_RETAINER else 1.5) - 0.6
                        if agg and other is not None and other[4] == t:
                            v += hurt  # its weapon is lost first (rules 6.4.5)
                elif a.target >= 0:
                    v = 1.5 if amount >= view.blood(a.target) else 0.5
                elif what == C.STEAL:
                    v = 2.0 * min(amount, view.blood(theirs)) - 0.6
                else:
                    if a.card == mine:
                        cost = 0.4 * su.crypt_strike_cost[mine]  # the vampire's own strike: its blood
                    else:
                        cost = 0.6 if a.card >= 0 and su.mode[a.card] != M_EQUIPMENT else 0.0
                    v = self._harm(view, theirs, amount + (2 if agg else 0)) - cost
                    if a.card >= 0 and su.card_weapon[a.card] == W_MOLOTOV and a.card in view.hand:
                        # Molotov Cocktail put in play: its 2R aggravated strike is "not usable the
                        # round it is put in play" and it burns as combat ends, so it is worth
                        # something only when this side can press for another round (rules 6.4.4)
                        if self._can_press_on(view, c, d, mine):
                            w = su.effect[a.card].options[0]  # type: ignore[union-attr]
                            v += 0.8 * self._harm(view, theirs, w.amount(O_STRIKE) + (2 if w.has(Op.AGGRAVATED) else 0))
                if what not in (C.DODGE, C.ENDS):
                    v -= hurt + incoming_steal
                if a.card >= 0 and a.card != mine and su.mode[a.card] != M_EQUIPMENT:
                    sp = C.special_of(su, a.card, a.n)
                    # RECOIL, AFTER_ENDS and FIRST carry "only at close range" as their 4th item
                    if sp is not None and sp[0] in (C.RECOIL, C.AFTER_ENDS, C.FIRST) and (not sp[3] or c.range == 0):
                        if sp[0] == C.RECOIL:  # the striker takes damage too
                            v -= self._harm(view, mine, incoming + sp[1]) - hurt + (
                                1.0 if sp[2] else 0.0)
                        elif sp[0] == C.AFTER_ENDS:
                            v += 0.8 * sp[1]
                        elif sp[0] == C.FIRST:
                            if sp[1] and amount > view.blood(theirs) and not (other is not None and other[0] == C.DODGE):
                                v += hurt + incoming_steal  # theirs never lands
                            if sp[2]:
                                v += 0.2  # combat ends after it: no further rounds
            else:
                v = -hurt - 0.05
            if v > best_v:
                best, best_v = a, v
        return best


def _in_play_worth(su, card: int, n: int) -> float:
    """What ally, retainer or equipment ``card`` (option ``n``) brings into play, its costs
    aside: an ally's bleed and life, the others' +bleed, intercept and combat terms."""
    e = su.effect[card]
    assert e is not None
    if su.is_ally[card]:
        lv = su.level_stats[card]
        return 1.0 + 1.2 * e.bleed + 0.3 * (lv[n][0] if lv is not None else e.life)
    o = e.options[n]
    return 1.0 + 1.5 * o.amount(O_PLUS_BLEED) + 1.0 * o.amount(O_INTERCEPT) + _hit_worth(su, card, o) \
        + 0.6 * min(o.amount(O_PREVENT), 3) + 0.5 * o.amount(O_STRENGTH)


def _hand_recruit_value(view: PlayerView, v: int, card: int, n: int) -> float:
    """Piper: ally or retainer ``card`` (option ``n``) put in play by vampire ``v`` with no
    block to pass, less its costs and the action ``v`` loses as it locks."""
    su = view.setup
    e = su.effect[card]
    assert e is not None
    pcost = pool_cost(su, v, card) if su.cost_mods[v] else e.pool_cost
    bcost = blood_cost(su, v, card) if su.cost_mods[v] else e.blood_cost
    return _in_play_worth(su, card, n) - 0.3 * bcost - 0.25 * pcost - 0.5 - (
        0.5 if view.blood(v) - bcost < 1 else 0.0)


def _summon_value(view: PlayerView, v: int, t: int) -> float:
    """Summon History: card ``t`` put in play for X blood of vampire ``v`` (:func:`~.rules.summon_x`):
    a vampire with no blood (it hunts before it does much: its capacity, later), an ally,
    retainer or equipment (:func:`_in_play_worth`, its basic level); less the X blood, more when
    it leaves ``v`` empty."""
    su = view.setup
    x = summon_x(su, t)
    worth = 0.5 + 0.35 * su.capacity[t] if su.is_vampire[t] else _in_play_worth(su, t, 0)
    return worth - 0.35 * x - (0.8 if view.blood(v) - x < 1 else 0.0)


def _shape_value(view: PlayerView, a: Action, sh: tuple[int, ...]) -> float:
    """Value for the Methuselah playing a master card read by its shape (:mod:`.masters`), on
    its own minions: the table policy values cards aimed at other Methuselahs itself."""
    su = view.setup
    kind = sh[0]
    t = a.target
    if kind == masters.COPIES:
        have = sum(1 for j in view.in_play if su.card_id[j] == su.card_id[a.card])
        if have + 1 < sh[1]:
            return 0.6  # one copy nearer the set
        hand = (1.0 + su.goldfish[t] + 0.5 * su.modeled[t]) if t >= 0 else 0.0
        return 1.2 * sh[2] + 0.15 * sh[4] + hand
    mine = t >= 0 and view.controller(t) == view.me
    if kind == masters.AFTER_ACTION_BLOOD:
        return 1.0 + 0.05 * su.capacity[t]
    if kind == masters.GUARDIAN:  # a blocker against bleeds, and 1 damage less each combat
        return 0.8 + 0.05 * su.capacity[t] + 0.3 * view.intercept(t) if mine else 0.0
    if kind == masters.BLOCK_BLOOD:  # Rebel: blood when blocking titled vampires or politics
        return 0.4 + 0.2 * view.intercept(t) if mine else 0.0
    if kind == masters.ANNOUNCE_STEALTH:  # Creepshow Casino: stealth for my undirected actions
        return 1.0
    if kind == masters.ANNOUNCE_UNLOCK:  # Warsaw Station: my vampires of its clan act again
        return 0.5 * sum(1 for v in view.ready + view.torpor if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1])
    if kind == masters.ANNOUNCE_BLEED:  # Club Illusion: +1 bleed for my anarchs' bleeds
        return 0.5 * sum(1 for v in view.ready if su.is_vampire[v] and (su.req_bits[v] >> sh[3]) & 1)
    if kind == masters.GRAND_BALL:
        # Toreador Grand Ball: one vampire's actions (but bleeds) unblockable for good, another
        # locked for good: with three vampires or more, the weakest one locked for the strongest
        if any(su.card_id[j] == su.card_id[a.card] for j in view.in_play):
            return 0.0
        if sum(1 for v in view.ready if su.is_vampire[v]) < 3:
            return 0.0
        return 1.0 + 0.15 * (su.capacity[t] - su.capacity[a.actor])
    if kind == masters.HAND_RECRUIT:
        return _hand_recruit_value(view, a.actor, t, a.n)
    if kind == masters.MOVE_BETWEEN:
        # Heidelberg Castle: in each master phase to come, blood from a well-fed vampire to an
        # empty one, or an equipment or retainer from a vampire too empty to use it to one that
        # acts (_shape_use_value): about 0.3 a turn, more with such cards to move (in play or in hand)
        if sum(1 for v in view.ready if su.is_vampire[v]) < 2:
            return 0.0
        items = sum(1 for j in view.in_play if view.attached(j) >= 0 and su.mode[j] in _MOVABLE) + sum(
            1 for i in view.hand if su.mode[i] in _MOVABLE)
        return 1.2 + 0.3 * min(items, 3)
    if kind == masters.LOCK_INTERCEPT and len(sh) > 10:  # Club Zombie: a blood most turns, and intercept
        return 1.8 if any(su.is_vampire[v] for v in view.ready) else 0.0
    if kind == masters.LOCK_INTERCEPT:  # WMRH Talk Radio: intercept for my blockers (Market Square: Assamites)
        return 0.8 if any(su.is_vampire[v] and (not sh[4] or (current_clan(su.clan[v]) == sh[4] and su.capacity[v] >= sh[5]))
                          and (sh[8] < 0 or (su.req_bits[v] >> sh[8]) & 1) for v in view.ready) else 0.0
    if kind == masters.CRYPT_FETCH:  # Coroner's Contact: a vampire and its blood to my uncontrolled region
        return 1.0 + 0.05 * su.capacity[t]
    if kind == masters.SEARCH_EVENT:  # Fortschritt Library: an event I can play, not yet in play
        ms = su.master_shape
        if view.played_once(su.card_id[t]):
            return 0.2
        return 1.5 if ms[t] is not None and ms[t][0] in masters.EVENT_KINDS else 0.6
    if kind == masters.CLAN_BANK:  # Acquired Ventrue Assets: blood for my vampires of the clan
        return 0.8 * sum(1 for v in view.ready + view.torpor if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])
    if kind == masters.DEBATE:  # Brujah Debate: my Brujah fight better, one of them locked each turn
        mine_n = sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1])
        theirs = sum(1 for p in view.alive() if p != view.me for v in view.ready_of(p)
                     if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1])
        return 0.5 * mine_n - 0.3 * theirs - 0.4 if mine_n >= 2 else 0.0
    if kind == masters.MUSEUM:  # Garibaldi-Meucci Museum: for a deck of Anarchs
        return 0.6 if sum(1 for v in view.ready if su.is_vampire[v] and (su.req_bits[v] >> sh[2]) & 1) >= 2 else 0.0
    if kind == masters.LOCK_PRESS:  # Mob Connections, Police Department: a press each combat
        return 0.5 if any(su.is_vampire[v] for v in view.ready) else 0.0
    if kind == masters.LILITH:  # Lilith's Blessing: a master phase action refilling an empty vampire
        return 0.7
    if kind == masters.ELYSIUM:  # Elysium: The Arboretum: for a deck with a ready Camarilla vampire
        return 0.6 if any(su.is_vampire[v] and (su.req_bits[v] >> sh[2]) & 1 for v in view.ready) else 0.0
    if kind == masters.BURN_REDUCE:  # Dummy Corporation: a bleed against me cut by 2, once
        return 0.8
    if kind == masters.UNLOCK_POOL:  # Momentum's Edge, Specialization: pool each turn
        return 1.5 if not sh[2] else 0.9
    if kind == masters.TITLED_CLAN:  # New Carthage: my titled vampires of the clan, less the others' of the other
        theirs = sum(1 for p in view.alive() if p != view.me for v in view.ready_of(p)
                     if su.is_vampire[v] and current_clan(su.clan[v]) == sh[4])
        fit = sum(1 for v in view.ready if su.is_vampire[v] and su.title[v] and current_clan(su.clan[v]) == sh[1])
        return 0.8 * fit + 0.2 * theirs
    if kind == masters.LEOPOLD:  # Society of Leopold: on another Methuselah's vampire, 1 blood a turn
        return 0.0 if mine else 0.8 + (0.4 if view.controller(t) == view.prey() else 0.0) + (0.5 if view.blood(t) < 2 else 0.0)
    if kind == masters.MEKHET:  # Fear of Mekhet: on another Methuselah's justicar, 5 blood a turn
        return 0.0 if mine else 1.0 + 0.3 * min(5, view.blood(t)) + (0.5 if view.controller(t) == view.prey() else 0.0)
    if kind == masters.LOCK_DRAW:  # Fragment of the Book of Nod: two cards a turn to choose from
        return 0.9
    if kind == masters.LOCK_MILL:  # The Slaughterhouse: the prey's library, two cards a turn
        return 0.6 if view.prey() != view.me else 0.0
    if kind == masters.DISCARD_BLEED:  # Haqim's Law: combat cards into bleed for my vampires of the clan
        return 0.5 * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])
    if kind == masters.BLEED_CAP:  # Protected Resources: big bleeds against me capped until I bleed
        return 1.0 if view.pool() < 12 else 0.4
    if kind == masters.MORTALITY:  # Memories of Mortality: a vampire that cannot block nor hurt my allies
        allies = sum(1 for v in view.ready if su.is_ally[v])
        return (0.4 * allies + 0.05 * su.capacity[t]) if allies and not mine else 0.0
    if kind == masters.ON_BLEED_VOTES:  # Legendary Vampire, Ancestor Spirit: a bleeder and voter of mine
        return 0.6 + 0.5 * sh[1] + 0.2 * sh[2] + 0.05 * su.capacity[t] if mine else 0.0
    if kind == masters.INVESTMENT:  # Short-Term Investment: pool for later master phase actions
        return 0.4 + 0.3 * masters.invested(view._s, view._s.players[view.me], sh)
    if kind == masters.LOW_POOL:  # Failsafe: 4 pool kept for the turn I would be ousted
        return 1.2
    if kind == masters.ASH_BOTTOM:  # Waste Management Operation: a spent card back each turn
        return 0.7
    if kind == masters.AWAKENING:  # Antediluvian Awakening: a pool a turn from everyone, for the pool leader
        others = [view.pool(p) for p in view.alive() if p != view.me]
        return 0.8 if others and view.pool() >= max(others) + 4 else 0.0
    if kind == masters.BLEED_STEALTH:  # The Khabar: stealth for my bleeders of the clan
        return 0.5 * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])
    if kind == masters.STORAGE:  # Storage Annex: a card the engine cannot play kept aside, not a live one
        return 0.5 + (0.3 if not su.modeled[t] else 0.0) + (0.2 if su.is_master[t] else 0.0)
    if kind == masters.HUMANITAS:  # Humanitas: a rescuer of mine, for a table with vampires in torpor
        return 0.3 + 0.05 * su.capacity[t] if mine and su.is_vampire[t] else 0.0
    if kind == masters.DEPRAVITY:  # Depravity: a fighter of mine, who then recruits and employs nothing
        hires = any(su.mode[i] == Mode.ALLY or su.mode[i] == Mode.RETAINER for i in view.hand)
        return (0.3 if hires else 0.6) + 0.05 * su.capacity[t] if mine and su.is_vampire[t] else 0.0
    if kind == masters.STAT_ON:  # The Art of Pain, Sight Beyond Sight: a fighter or blocker of mine
        return 0.6 + 0.05 * su.capacity[t] if mine and su.is_vampire[t] else 0.0
    if kind == masters.BLOCKED_BURN:  # Aching Beauty: blocking my vampire costs pool
        return (0.6 + 0.05 * su.capacity[t]) * sh[1] if mine and not any(
            su.card_id[j] == su.card_id[a.card] and view.attached(j) == t for j in view.in_play) else 0.0
    if kind == masters.ALLY_DISCOUNT:  # Charisma: cheaper allies for a vampire with blood to recruit
        allies = sum(1 for i in view.hand if su.mode[i] == Mode.ALLY)
        return (0.3 + 0.5 * allies + 0.05 * view.blood(t)) if mine and su.is_vampire[t] else 0.0
    if kind == masters.DISCARD_UNLOCK:  # Metro Underground: a blocker unlocked each turn
        return 0.8 if sum(1 for v in view.ready if su.is_vampire[v]) >= 2 else 0.3
    if kind == masters.COST_PATH:  # The Path of Night: cheaper cards for my vampires of its clan
        return 0.5 * sum(1 for v in view.ready + view.uncontrolled if su.is_vampire[v] and current_clan(su.clan[v]) == sh[3])
    if kind == masters.NO_REPLACE:  # Visit from the Capuchin: the next cards drawn at once
        return 0.3 * sh[1]
    if kind == masters.BLOOD_BANK:  # Wasserschloss Anif: spare blood of my vampires of its clan to come
        return 0.4 * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1]) \
            if view.crypt_left or view.uncontrolled else 0.0
    if kind == masters.TORPOR_RESCUE:  # Chantry: my vampires of its clan out of torpor
        fit = sum(1 for v in view.ready + view.torpor if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])
        return 0.6 * fit
    if kind == masters.BLOOD_TO:
        return 0.9 * min(sh[1], su.capacity[t] - view.blood(t)) if mine else 0.0
    if kind == masters.POOL_FROM_EACH:
        spare = sum(1 for v in view.ready if su.is_vampire[v] and view.blood(v) >= 2)
        return (1.1 if view.pool() < 15 else 0.4) * spare
    if kind == masters.REMOVE_FOR_POOL:
        if not mine:
            return 0.0
        if t in view.torpor:
            return 0.9 * su.capacity[t]
        return 0.5 * su.capacity[t] - view.blood(t) - 3.0
    if kind == masters.LOCK_BLOOD_TO:
        return 2.0
    if kind == masters.LOCK_STEALTH:
        return 2.0 * sh[2]  # hand size (its stealth: valued by the table policy)
    if kind == masters.CRYPT_DIG:
        return 1.5 if view.crypt_left else 0.6
    if kind == masters.PASS_TO_PREY:
        return 1.2 if len(view.alive()) > 2 else 0.0
    if kind == masters.BECOMES_ALLY:
        return 1.2
    if kind == masters.CLAN_BLEED:  # Palla Grande: my bleeders of the clan
        return 0.8 * sh[2] * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[3])
    if kind == masters.MINION_LOSS:
        return 0.6 if len(view.alive()) > 2 else 0.0
    if kind == masters.POOL_OR_BLOOD:  # The Eternals of Sirius
        return 1.2 * sh[1] if a.n == 0 else 1.3 * min(sh[2], su.capacity[t] - view.blood(t))
    if kind == masters.GROOM:  # blood to a vampire to come, keeping one on the giver
        return 1.1 * a.n - (1.5 if view.blood(a.actor) - a.n < 1 else 0.0)
    if kind == masters.HUNTING_GROUND_FOR:  # a hunting ground for some of my vampires
        fit = sum(1 for v in view.ready if su.is_vampire[v] and (sh[3] == masters.ANY_VAMPIRE or (
            bool(su.title[v]) if sh[3] == masters.TITLED else (su.req_bits[v] >> sh[3]) & 1)))
        return 1.5 * sh[1] * min(fit, 1 + sh[4]) if fit else 0.0
    if kind == masters.CLAN_STRENGTH:  # Gangrel Revel: my fighters of the clan
        return 0.4 * sh[1] * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])
    if kind == masters.UNLOCK_WITHOUT_BURN:  # Anarch Revolt: 1 pool a turn from each Methuselah without an anarch
        s = view._s
        others = sum(1 for q in view.alive() if q != view.me and not _controls_ready(s, q, sh[2], 0))
        return 0.8 * sh[1] * others - (1.5 * sh[1] if not _controls_ready(s, view.me, sh[2], 0) else 0.0)
    if kind == masters.HUNT_BONUS:  # The Hungry Coyote: my hunters of the sect
        return 0.5 * sh[1] * sum(1 for v in view.ready if su.is_vampire[v] and (su.req_bits[v] >> sh[2]) & 1)
    if kind == masters.DRAIN:  # 1 pool a turn for 1 pool or blood from each other Methuselah
        return min(2.0, 1.0 * (len(view.alive()) - 2)) if view.pool() > 8 else 0.0
    if kind == masters.LOCK_DISCARD:
        return 0.8  # a discard each turn
    if kind == masters.HAVEN:  # out of the others' (D) actions: the biggest vampire
        return 0.5 + 0.1 * su.capacity[t] if mine and len(view.alive()) > 2 else 0.0
    if kind == masters.DISCIPLINE_ON or kind == masters.DISC_FOR or kind == masters.CHOSEN_DISC:
        if not mine:
            return 0.0
        bit = 1 << (a.n if kind == masters.CHOSEN_DISC else sh[1])
        sup = bool(su.disc_any[t] & bit)  # the card makes it superior
        cards = 0
        for i in view.hand:
            e = su.effect[i]
            if e is not None and su.modeled[i] and not su.is_master[i]:
                if any((o.need_sup if sup else o.need_any) & bit for o in e.options):
                    cards += 1
        ready = t in view.ready
        if kind == masters.CHOSEN_DISC:  # Agent of Power: for this turn only, so for a card to play now
            return 0.5 * cards + (0.2 if ready and not view.locked(t) else -1.0) if cards else 0.0
        return (0.4 if sup else 0.7) + 0.5 * cards + (0.3 if ready else -0.3)
    return 0.0


def _shape_unlock_value(view: PlayerView, a: Action, sh: tuple[int, ...]) -> float:
    """Anarch Troublemaker: an equipment burned, or the prey's blockers locked for this turn
    (the card then goes to the prey); Jake Washington's blood; Smiling Jack: blood from a
    vampire with plenty rather than pool (every choice is worth something: one is owed)."""
    if sh[0] == masters.HUNTING_GROUND_FOR:
        return 1.0 + (view.setup.capacity[a.target] - view.blood(a.target)) / 10
    if sh[0] == masters.LOCK_INTERCEPT and a.n == 2:  # Club Zombie: a blood for the emptiest vampire
        return 1.0 + (view.setup.capacity[a.target] - view.blood(a.target)) / 10
    if sh[0] == masters.AWAKENING:  # Antediluvian Awakening: only a vampire of no use (in torpor, empty)
        return 0.5 if a.target in view.torpor and not view.blood(a.target) and view.pool() < 6 else 0.0
    if sh[0] == masters.MUSEUM:  # Garibaldi-Meucci Museum: a dead card for a played Anarch card
        su = view.setup
        return 0.8 if not su.modeled[a.actor] and su.modeled[a.target] and view.pool() > 8 else 0.0
    if sh[0] == masters.UNLOCK_POOL:  # Momentum's Edge: pool; Specialization: a pair of a card worth less
        if not sh[2]:
            return 1.0
        su = view.setup
        t = a.target
        return 0.9 if not su.modeled[t] else 0.5 if sum(1 for i in view.hand if su.card_id[i] == su.card_id[t]) >= 3 else 0.3
    if sh[0] == masters.MEKHET:  # Fear of Mekhet moves on: to another Methuselah's vampire, the prey's first
        t = a.target
        p = view.controller(t)
        return 0.1 if p == view.me else 1.0 + (0.5 if p == view.prey() else 0.0) + 0.05 * view.blood(t)
    if sh[0] == masters.DRAIN:
        if a.target < 0:
            return 0.5
        b = view.blood(a.target)
        return 0.6 + 0.05 * b if b >= 3 else 0.4 if b == 2 else 0.1
    if sh[0] == masters.BECOMES_ALLY:  # Jake Washington: blood for an empty vampire of mine
        t = a.target
        if view.controller(t) != view.me:
            return 0.0
        return 0.9 * min(sh[2], view.setup.capacity[t]) - 1.0
    if sh[0] != masters.PASS_TO_PREY:
        return 0.0
    if a.n == 1:
        return 1.0
    locked = [v for v in (a.actor, a.target) if v >= 0]
    return sum(0.6 + 0.3 * view.intercept(v) for v in locked) - 0.2


def _shape_use_value(view: PlayerView, a: Action, sh: tuple[int, ...]) -> float:
    """Value of using a card in play read by its shape (The Coven's blood, The Barrens' discard:
    an unmodeled card, else one the goldfish never plays, else a third of a kind)."""
    su = view.setup
    if sh[0] == masters.LOCK_BLOOD_TO or sh[0] == masters.CLAN_BANK:
        return 0.9 * min(sh[1], su.capacity[a.target] - view.blood(a.target))
    if sh[0] == masters.LOCK_MILL or sh[0] == masters.LOCK_DRAW:
        return 0.5
    if sh[0] == masters.MOVE_BETWEEN:  # Heidelberg Castle: blood from a well-fed vampire to an empty one
        src, dst = a.actor, a.target
        if a.n < 0:
            return _item_move_value(view, -1 - a.n, src, dst)
        return 0.3 * a.n if view.blood(dst) <= 1 and view.blood(src) - a.n >= 2 and view.blood(dst) + a.n <= 3 else 0.0
    if sh[0] == masters.BLOOD_BANK:  # Wasserschloss Anif: blood a well-fed vampire can spare
        return 0.5 if view.blood(a.actor) >= 4 and (view.crypt_left or view.uncontrolled) else 0.0
    if sh[0] == masters.ANNOUNCE_UNLOCK:  # Warsaw Station burned: my vampire of its clan out of torpor
        return 0.2 * su.capacity[a.target] - 0.5 if view.controller(a.target) == view.me else 0.0
    if sh[0] == masters.TORPOR_RESCUE:  # Chantry: my vampire out of torpor, paid by a well-fed one
        t = a.target
        if view.controller(t) != view.me:
            return 0.0
        pay = 0.4 if a.actor < 0 else (0.2 if view.blood(a.actor) >= 3 else 0.6)
        return 1.5 + 0.2 * su.capacity[t] - pay
    if sh[0] == masters.STORAGE:  # Storage Annex: a live card back for a dead one in hand
        k = masters.stored(view._s, view._s.players[view.me], a.card)
        return 0.5 if k >= 0 and su.modeled[k] and not su.modeled[a.target] else 0.0
    if sh[0] == masters.INVESTMENT:  # a pool from the card
        return 0.9
    if sh[0] == masters.LILITH:  # Lilith's Blessing: an empty vampire refilled, a Discipline with it
        return 1.2 + 0.1 * su.capacity[a.target] + (0.3 if a.actor >= 0 else 0.0)
    if sh[0] == masters.LOW_POOL:  # Failsafe: 4 pool when nearly ousted
        return 4.0
    if sh[0] == masters.MINION_LOSS:  # discard two dead master cards to burn Tension in the Ranks
        return 0.6 if not su.modeled[a.actor] and not su.modeled[a.target] else 0.0
    if sh[0] == masters.EXCHANGE_MASTER:  # Anthelios: a dead master card for a played one
        return 0.7 if not su.modeled[a.actor] and su.modeled[a.target] else 0.0
    if sh[0] == masters.LOCK_DISCARD:
        t = a.target
        if not su.modeled[t]:
            return 0.9
        if not su.goldfish[t] and len(view.alive()) <= 2:
            return 0.6
        same = sum(1 for i in view.hand if su.mode[i] == su.mode[t])
        return 0.4 if same >= 3 else 0.0
    return 0.0


#: Cards Heidelberg Castle moves between vampires (with blood).
_MOVABLE = frozenset({M_EQUIPMENT, M_RETAINER})


def _item_move_value(view: PlayerView, j: int, src: int, dst: int) -> float:
    """Equipment or retainer ``j`` moved from ``src`` to ``dst`` (Heidelberg Castle): half of what
    it gives a minion (its cost long paid), when ``src`` is too empty to act with it (it hunts
    this turn) and ``dst`` has the blood to act or block, and ``dst`` has no card of its kind
    already (one weapon strikes each round, rules 6.4.3; "only one" cards)."""
    su = view.setup
    if view.blood(src) > 1 or view.blood(dst) < 3:
        return 0.0
    weapon = _is_weapon(su, j)
    for k in view.in_play:
        if view.attached(k) == dst and (su.card_id[k] == su.card_id[j] or (weapon and _is_weapon(su, k))):
            return 0.0
    e = su.effect[j]
    worth = _equip_value(su, j) + (0.3 * e.blood_cost + 0.25 * e.pool_cost if e is not None else 0.0)
    return 0.5 * worth if worth > 0 else 0.0


def _is_weapon(su, j: int) -> bool:
    """Card ``j`` is an equipment its bearer strikes with (a strike of its own)."""
    e = su.effect[j]
    return su.mode[j] == M_EQUIPMENT and e is not None and bool(e.options) and (
        e.options[0].has(O_STRIKE) or e.options[0].has(O_STRIKE_STRENGTH))


#: The worth of a point of damage a retainer inflicts each round (Murder of Crows 1R, Vengeful
#: Spirit 1): its employer's strike still goes with it (a weapon's point replaces the hand
#: strike, 0.8 per point of its strike), and a dodge does not stop it (rules 6.4.5).
_RETAINER_HIT = 1.5


def _retainer_damage(su, j: int) -> int:
    """The damage retainer ``j`` inflicts on the opposing minion each round of combat, at any
    range and at close range (what the rules inflict: ``GameSetup.retainer_hit``)."""
    hit = su.retainer_hit[j]
    return hit[0] + hit[1] if hit is not None else 0


def _hit_worth(su, j: int, o) -> float:
    """The worth of the damage card ``j`` (its option ``o``) adds to its minion's combats: a
    retainer's each round (:data:`_RETAINER_HIT` a point), an equipment's strike (0.8 a point)."""
    return _RETAINER_HIT * _retainer_damage(su, j) if su.mode[j] == M_RETAINER else 0.8 * o.amount(O_STRIKE)


def _card_stats(su, j: int) -> tuple[int, int, int | None]:
    """(strength, intercept, weapon's extra damage or None) card ``j`` gives the minion it is on.
    A retainer's damage each round (Murder of Crows 1R) counts as strength: it adds to whatever
    its employer strikes with, and a dodge does not stop it (rules 6.4.5)."""
    e = su.effect[j]
    if e is None or not e.options:
        return (0, 0, None)
    o = e.options[0]
    mode = su.mode[j]
    if mode == M_RETAINER:
        strength = _retainer_damage(su, j)
    else:
        strength = max((p.n for p in o.prims if p.op == O_STRENGTH), default=0)
    icpt = max((p.n for p in o.prims if p.op == O_INTERCEPT), default=0)
    weapon = max(o.amount(O_STRIKE) - 1, o.amount(O_STRIKE_STRENGTH)) if mode == M_EQUIPMENT else None
    return (strength, icpt, weapon)


def _put_back_choice(view: PlayerView, legal: LegalActions) -> Action:
    """The card to move from hand after a draw (discard down, or to the library's bottom): one
    the rules do not play, else one of the kind held most often; the card to move from the ash
    heap to the library's top: one they play, of a kind held least often."""
    su = view.setup
    acts = legal.list()
    if acts[0].n == 4:
        # a card of the prey's hand to discard (Revelations): one the rules play, an intercept,
        # stealth or bleed card first
        return max(acts, key=lambda a: (su.modeled[a.card], su.intercept_card[a.card] or su.stealth_mod[a.card]
                                        or su.bleed_mod[a.card], su.combat_card[a.card]))
    if acts[0].n == 3 or acts[0].n == ARRANGE_N:
        # a card from the ash heap to the top of the library: one the rules play, of the kind
        # held least often in hand; the top of the library ordered (Maris Streck), the deepest
        # first: the least wanted of them
        held: dict[int, int] = {}
        for i in view.hand:
            held[su.mode[i]] = held.get(su.mode[i], 0) + 1
        key = lambda a: (su.modeled[a.card], -held.get(su.mode[a.card], 0))  # noqa: E731
        return min(acts, key=key) if acts[0].n == ARRANGE_N else max(acts, key=key)
    kinds: dict[int, list[Action]] = {}
    for a in acts:
        if not su.modeled[a.card]:
            return a
        kinds.setdefault(su.mode[a.card], []).append(a)
    return max(kinds.values(), key=len)[0]


def _held_stealth_value(su, actor: int, j: int) -> float:
    """The worth of the stealth equipment or retainer ``j`` gives ``actor`` on its actions
    (rules.held_stealth): on every action, on bleeds, on actions requiring a Discipline the
    actor has (none without it: Marijava Ghoul on a vampire without Presence)."""
    v = 0.0
    for when, _who, disc, _op, n in su.held_stealth[j]:
        if not when:
            v += 2.5 * n
        elif when == When.REQUIRING_SECT:
            v += 1.0 * n if su.sect[actor] == "Anarch" else 0.0  # An Anarch Manifesto: an anarch's actions only
        elif disc:
            v += 2.0 * n if su.disc_any[actor] >> (disc - 1) & 1 else 0.0
        else:
            v += 2.0 * n
    return v


def _equip_value(su, j: int) -> float:
    """What equipment or a retainer ``j`` gives the minion it goes on, less its cost (read from
    the card alone: memoized per setup)."""
    key = ("equip_value", j)
    got = su.memo.get(key)
    if got is not None:
        return got
    e = su.effect[j]
    if e is None or not e.options:
        got = 0.0
    else:
        o = e.options[0]
        hit = _hit_worth(su, j, o)
        got = (1.5 * o.amount(O_PLUS_BLEED) + 1.0 * o.amount(O_INTERCEPT) + hit
               + 0.6 * o.amount(O_PREVENT) + 0.5 * o.amount(O_STRENGTH) - 0.3 * e.blood_cost - 0.25 * e.pool_cost
               - 1.0 * su.foe_strength[j])  # (that strength is the opposing titled vampires': An Anarch Manifesto)
    su.memo[key] = got
    return got


def _steal_value(view: PlayerView, t: int, opt, blood: int) -> float:
    """What card ``t`` is worth to the Methuselah controlling it: an ally's bleed and life, a
    retainer's life and what it gives its minion, a vampire in torpor by its capacity (more
    when the steal also moves it to the ready region for ``blood`` the actor can spare)."""
    su = view.setup
    e = su.effect[t]
    if su.is_vampire[t]:
        ready = opt.has(Op.RESCUE) and blood > opt.amount(Op.PAY_BLOOD)
        return su.capacity[t] / (2.0 if ready else 4.0) + (1.0 if ready else 0.0)
    if e is None:
        return 0.0
    if su.mode[t] == M_RETAINER:
        st = _card_stats(su, t)
        return 0.5 + 0.3 * view.blood(t) + 0.5 * (st[0] + st[1])
    return 1.0 + 1.2 * e.bleed + 0.3 * view.blood(t) + 0.3 * e.strength


def _summary(su, i: int, k: int) -> tuple[int, int, bool, bool, bool, bool, bool, int]:
    """(bleed bonus or -1 when not a bleed, stealth, enters combat, steals a card, unlocks the
    actor, stuns, burns a card, the most pool the bleed takes or 0) of option ``k`` of action
    card ``i``, memoized per setup."""
    key = ("summary", su.card_id[i], k)
    got = su.memo.get(key)
    if got is None:
        opt = su.effect[i].options[k]
        got = (
            opt.amount(O_BLEED) if opt.has(O_BLEED) else -1,
            max((p.n for p in opt.prims if p.op == O_STEALTH), default=0),
            opt.has(O_ENTER_COMBAT),
            opt.has(Op.STEAL_CARD),
            opt.has(Op.UNLOCK_MINION),
            opt.has(Op.LOCK) and not opt.has(O_ENTER_COMBAT),
            opt.has(Op.BURN_CARD),
            opt.amount(Op.BLEED_AMOUNT),
        )
        su.memo[key] = got
    return got  # type: ignore[return-value]


def _block_fails(view: PlayerView, legal: LegalActions, own: float) -> Action | None:
    """A modifier after a successful block by which the block fails and the action continues
    (Psychomachia [DAI], rules 6.2.2.1: the blocker cannot attempt again): played when the
    action going on (a bleed: its amount, and the Edge) is worth more than the fight ``own``."""
    pend = view.pending
    assert pend is not None
    su = view.setup
    worth = (pend.bleed * 1.2 + 1.0) if pend.kind == K_BLEED else 2.0
    if worth <= own:
        return None
    for a in legal:
        if a.kind == K_MODIFIER and a.n >= 0:
            opt = su.effect[a.card].options[a.n]  # type: ignore[union-attr]
            if opt.has(Op.BLOCK_FAILS) and not opt.has(Op.END_ACTION):
                return a
    return None


def _free_unlock(view: PlayerView, legal: LegalActions, actor: int) -> Action | None:
    """A modifier that costs nothing and only unlocks the acting minion after its action (As the
    Crow, Forced March): the minion locked by the action is free again, for another action this
    turn (not a second bleed, rules 6.1.1) or a block in the others' turns; the card is worth
    nothing kept in hand for that moment. None when there is no such modifier."""
    su = view.setup
    if actor < 0 or not view.locked(actor):
        return None
    for a in legal:
        if a.kind == K_MODIFIER:
            e = su.effect[a.card]
            if e is not None and not e.blood_cost and not e.pool_cost and e.options[a.n].prims == _UNLOCK_ONLY:
                return a
    return None


def _blood_gain_worth(blood: int, capacity: int, n: int) -> float:
    """What ``n`` blood gained by an acting vampire (Engling Fury, a hunt card) is worth: nothing
    past its capacity (rules 1.5.2: the excess goes to the blood bank), more to a vampire nearly
    empty (like a hunt, which the table policy values 1.4 at 1 blood or less)."""
    k = min(n, capacity - blood)
    if k <= 0:
        return 0.0
    return 0.3 * (k + 1) + (0.6 * k if blood <= 1 else 0.0)


def _unlocks_at_once(su, i: int, k: int) -> bool:
    """Option ``k`` of action card ``i`` unlocks the acting minion as it resolves (not at a
    later phase: Engling Fury [spi] waits for the discard phase), memoized per setup."""
    key = ("unlocks_at_once", su.card_id[i], k)
    got = su.memo.get(key)
    if got is None:
        got = False
        for p in su.effect[i].options[k].prims:
            if p.op == Op.WHEN:
                break
            if p.op == Op.UNLOCK_MINION:
                got = True
                break
        su.memo[key] = got
    return got


def _strike_of(view: PlayerView, c, d: int, a: Action) -> tuple:
    su = view.setup
    if a.card < 0:
        return C.strike_tuple(view._s, c, d, None, -1)
    if a.card == c.m[d]:  # the vampire's own strike, its own dodge, or one a modifier granted
        if a.n == C.OWN_DODGE:
            return (C.DODGE, 0, 1, 0, a.card, -1)
        if a.n == C.GRANTED_ENDS:
            return C._action_strike(view._s, c, d, a)
        return C.strike_tuple(view._s, c, d, su.crypt_strike[a.card], a.card, a.target)
    if su.imbued is not None and su.imbued.cls[a.card]:
        return C._action_strike(view._s, c, d, a)  # Strike with Conviction
    e = su.effect[a.card]
    assert e is not None
    if su.card_weapon[a.card]:
        return C._action_strike(view._s, c, d, a)  # Molotov Cocktail put in play, Zip Gun
    opt = e.options[0] if su.mode[a.card] == M_EQUIPMENT else e.options[a.n]
    return C.strike_tuple(view._s, c, d, opt, a.card, a.target)


def _strike_ranged_equipment(su, j: int) -> bool:
    """Weapon ``j`` strikes at long range."""
    e = su.effect[j]
    return e is not None and bool(e.options) and any(p.op == O_STRIKE and p.arg == 1 for p in e.options[0].prims)


def _strike_ranged(su, a: Action) -> bool:
    e = su.effect[a.card]
    opt = e.options[a.n]
    return any(p.op in (O_STRIKE, O_STEAL_BLOOD, O_STRIKE_STRENGTH) and p.arg == 1 for p in opt.prims)


def _option_amount(su, a: Action, op: Op) -> int:
    e = su.effect[a.card]
    if e is None:
        return 0
    opt = e.options[a.n]
    if op not in opt.ops:
        return 0  # (most options: without reading the primitives)
    return max(p.n for p in opt.prims if p.op == op)


def _given_intercept(s: GameState, me: int) -> int:
    """Intercept ``me``'s ready vampires giving "+1 intercept to a blocking minion" for a blood
    (Maris Streck) can add, each keeping one blood."""
    su = s.setup
    return sum(max(0, s.blood[w] - 1) for w in s.players[me].ready if su.blood_intercept_others[w])


def _option_cost(su, a: Action) -> int:
    e = su.effect[a.card]
    return 0 if e is None else e.blood_cost + e.pool_cost


__all__ = ["GoldfishPolicy", "LegalActions", "Policy", "RandomPolicy", "TablePolicy"]
