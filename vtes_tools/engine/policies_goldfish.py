"""The goldfish policy: a solitaire player (influence, bleed, pool), for goldfish games."""

from __future__ import annotations

from itertools import compress

import numpy as np

from . import after, imbued, lock_counters, masters
from .actions import PASS, Action
from .effects import Op
from .hot import (
    K_ACTION_CARD, K_BLEED, K_CRYPT_DRAW, K_DISCARD, K_DISCARD_FOR, K_EDGE, K_FETCH, K_HUNT, K_INFLUENCE, K_LEND,
    K_LOCK_FOR_MASTER, K_MODIFIER, K_PASS, K_PLAY_MASTER, K_RECRUIT, K_TRANSFER, K_UNLOCK_ABILITY, K_USE, M_ACTION,
    M_MASTER_IN_PLAY, M_MASTER_ON_VAMPIRE, O_ADD_UNCONTROLLED, O_BLEED, O_CRYPT_TO_UNCONTROLLED, O_EXCHANGE,
    O_FILL_BLOOD, O_GAIN_BLOOD, O_GAIN_POOL, O_HAND_SIZE, O_HUNT, O_HUNTING_GROUND, O_INFLUENCE_BLOOD, O_LOCK,
    O_MASTER_ACTIONS, O_MOVE_TO_POOL, O_PLUS_BLEED, O_TRANSFERS, P_DISCARD, P_INFLUENCE, P_MASTER, P_MINION,
    S_AFTER_BLOCKS,
)
from .policies_values import (
    O_BLOOD_TO, free_unlock, new_action, put_back_choice, shape_unlock_value, shape_use_value, shape_value,
)
from .state import LegalActions
from .view import PlayerView


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
                k = ms[j][0]
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
            return put_back_choice(view, legal)
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
            if su.any_lock_counter and su.lock_counter[a.card]:
                v = lock_counters.unlock_value(view, a)  # Dreams of the Sphinx: 1 pool with the Edge
                if v > best_v:
                    best, best_v = a, v
                continue
            sh = su.master_shape[a.card]
            if sh is not None:
                v = shape_unlock_value(view, a, sh)
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
                if su.any_lock_counter and su.lock_counter[a.card] and a.n:
                    v = lock_counters.master_value(view, a)  # Dreams of the Sphinx: +2 hand size
                elif sh is not None:
                    v = shape_use_value(view, a, sh)
                elif e.options[0].has(O_MASTER_ACTIONS):
                    v = 0.1 if any(su.is_master[i] and su.modeled[i] for i in view.hand) else 0.0
                elif a.n == 0:  # Blood Doll: blood to pool
                    v = 0.8 if view.blood(a.target) >= 3 else 0.0
            elif a.kind == K_DISCARD_FOR:
                # Uchenna: a spare blood to swap the card the discard phase would drop
                if view.blood(a.actor) >= 3:
                    dump = self._discard_table(view)  # type: ignore[attr-defined]
                    v = 0.15 if dump.kind == K_DISCARD and dump.card == a.card else 0.0
            elif a.kind == K_EDGE and a.n == 1:
                # Huitzilopochtli: 1 pool for a master phase action, only for a master card to play
                masters_in_hand = sum(1 for i in view.hand if su.is_master[i] and su.modeled[i])
                v = 0.2 if view.master_actions <= 0 and masters_in_hand and pool > self.margin + 4 else 0.0
            elif a.kind == K_EDGE:
                # Victoria: 2 pool for the Edge (worth about 1 pool a turn)
                v = su.edge_use[a.actor][2] - 1.0  # type: ignore[index]
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
                    v = shape_value(view, a, sh)
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
                if e is None:
                    continue  # a card this branch cannot value (a political action read by the referendum rules)
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
            if a.kind == K_MODIFIER and su.card_id[a.card] in after.SPECS \
                    and after.worth(su, a.actor, a.card, view.blood(a.actor)):
                return a  # Zephyr, Seraph's Second, Freak Drive: an unlocked vampire acts or blocks again
        free = free_unlock(view, legal, pend.actor)
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
        su = view.setup
        cap = su.capacity
        uk = su.unique_key
        m = view.methuselahs[view.me]
        ready = m.ready
        controlled = {uk[i] for i in ready}
        pool = m.pool
        t = view.transfers
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
        blood = view.blood_on
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
                                new_action(Action, (K_INFLUENCE, -1, -1, v, 0)))
                return new_action(Action, (K_INFLUENCE, -1, -1, v, 0))
            c = (cap[v] - b, -b, v)
            if best is None or c < best:
                best = c
            if b > 0 and (best_started is None or c < best_started):
                best_started = c
        if best is None:
            if t >= 4 and m.crypt and pool - 1 >= self._influence_margin(view) and (
                    sum(1 for i in ready if su.is_vampire[i]) < self.target_vampires):
                return new_action(Action, (K_CRYPT_DRAW, -1, -1, -1, 0))
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
            locked = view.locks
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
        return new_action(Action, (K_TRANSFER, -1, -1, target, n))

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
        su = view.setup
        ms = su.master_shape
        m = view.methuselahs[view.me]
        kind = masters.CRYPT_DIG
        digs = [j for j in m.in_play if (sh := ms[j]) is not None and sh[0] == kind]
        if not digs:
            return None
        unc = m.uncontrolled
        blood = view.blood_on
        t = view.transfers
        nvamp = sum(1 for i in m.ready if su.is_vampire[i])
        dig = nvamp < self.target_vampires and len(unc) <= 2 and t >= 4
        burn = nvamp >= self.target_vampires and not any(blood[v] for v in unc)
        # (only a dig card owes a removal: masters._dig marks the card that dug)
        owed = next((j for j in digs if view.removal_owed(j)), -1)
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
