"""The table policy's combat: range, strikes, presses, prevention."""

from __future__ import annotations

from . import masters
from . import combat as C  # (at import time: a function-level import costs at every strike)
from .actions import PASS, Action
from .combat_cards import round_gain
from .effects import Op
from .hot import (
    CS_ADDITIONAL, CS_CANCEL, CS_FALLEN, CS_INSTEAD, CS_PREVENT, CS_RANGE, CS_STRIKE, K_BLEED, K_COMBAT_CARD,
    K_MANEUVER, K_PLAY_MASTER, K_PRESS, K_PREVENT, K_STRIKE, K_USE, M_COMBAT, M_EQUIPMENT, M_RETAINER, O_PRESS,
    O_STEAL_BLOOD, O_STRIKE, O_STRIKE_STRENGTH,
)
from .policies_table_base import TableBase
from .policies_values import option_amount, strike_of, strike_ranged, strike_ranged_equipment
from .rules import usable
from .state import CLOSE, LONG, W_MOLOTOV, LegalActions
from .view import PlayerView


class CombatChoices(TableBase):
    """TablePolicy's combat decisions (rules 6.4)."""

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
                have = sum(option_amount(view.setup, a, Op.PREVENT) for a in acts if a.kind == K_PREVENT)
                if incoming - have > view.blood(mine):
                    return frenzy
            if incoming > 0 and (incoming > view.blood(mine) or c.agg[d] or incoming >= 2):
                return next((a for a in acts if a.kind == K_PREVENT), PASS)
            return PASS
        if st == CS_CANCEL:
            # cancel a strike card that would hurt: damage beyond a point, stolen blood, torpor,
            # a burned card, or combat ending while this side wins
            cancel = c.cancel
            assert cancel is not None  # (the CANCEL stage: the strike card being played)
            if cancel.kind == K_COMBAT_CARD:
                return next((a for a in acts if a.kind == K_COMBAT_CARD), PASS)  # a frenzy card (Terror Frenzy)
            s_ = strike_of(view, c, 1 - d, cancel)
            what, amount = s_[0], s_[1]
            if what == C.STEAL or what == C.TORPOR or what == C.BURN or (what == C.DAMAGE and amount >= 2) or (
                    what == C.ENDS and view.strength(mine) > view.strength(theirs)):
                return next((a for a in acts if a.kind == K_COMBAT_CARD), PASS)
            return PASS
        if st == CS_FALLEN:
            # Hell-for-Leather: 2 pool; Taste of Vitae: the blood the fallen vampire lost
            return next((a for a in acts if a.kind == K_COMBAT_CARD and self._gains(view, a, mine)), PASS)
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
        end_round = next((a for a in acts if a.kind == K_COMBAT_CARD and self._gains(view, a, mine)), None)
        if end_round is not None:
            return end_round  # Disarm: the opposing vampire to torpor, with less strength; Taste of Vitae
        continuing = c.flips % 2 == 1
        if (winning and not continuing) or (not winning and continuing):
            return next((a for a in acts if a.kind == K_PRESS), PASS)
        return PASS

    @staticmethod
    def _gains(view: PlayerView, a: Action, mine: int) -> bool:
        """An end-of-round card worth playing: one gaining blood (Taste of Vitae) only below capacity."""
        e = view.setup.effect[a.card]
        return e is None or not round_gain(e.options[a.n]) or view.blood(mine) < view.setup.capacity[mine]

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
        before = [a for a in acts
                  if a.kind == K_COMBAT_CARD and C.before_range(su.effect[a.card].options[a.n])]  # type: ignore[union-attr]
        for a in before:
            b = C.before_range(su.effect[a.card].options[a.n])  # type: ignore[union-attr]
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
                    if any(p.op == O_PRESS and p.cond != C.PRESS_TO_END for p in opt.prims) and usable(
                            su, v, e, opt):  # type: ignore[arg-type]
                        return True
        return False

    @staticmethod
    def _ranged_weapon(view: PlayerView, v: int) -> bool:
        """Minion ``v`` has an equipment striking at long range (a gun) or a ranged strike of
        its own (its text)."""
        su = view.setup
        q = view.controller(v)
        if q >= 0 and any(su.mode[j] == M_EQUIPMENT and strike_ranged_equipment(su, j)
                          for j in view.cards_on(q, v)):
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
                    if opt.need_any & bd[0] and (opt.has(O_STRIKE) or opt.has(O_STRIKE_STRENGTH)) and usable(
                            su, v, f, opt):  # type: ignore[arg-type]
                        return True
        return False

    @staticmethod
    def _ranged_strike_card(view: PlayerView, v: int) -> bool:
        """A combat card in hand whose first option ``v`` can strike (or steal blood) with
        strikes at long range (:func:`strike_ranged`). For each card this is a fact of the card
        and the minion (``usable`` reads the setup only), kept in the setup's memo keyed by the
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
                        if usable(su, v, e, opt) and any(p.op in (O_STRIKE, O_STEAL_BLOOD) for p in opt.prims):  # type: ignore[arg-type]
                            got = strike_ranged(su, Action(K_STRIKE, actor=v, card=i, n=k))
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
                v = 1.0 if c.range == 0 or strike_ranged_equipment(su, a.target) else -0.5  # ammo for a gun
            elif a.kind == K_COMBAT_CARD and a.card >= 0 and su.mode[a.card] == M_COMBAT \
                    and su.effect[a.card].options[a.n].has(Op.HAND_ONLY):  # type: ignore[union-attr]
                v = self._grapple_value(view, mine, theirs)
            elif a.kind == K_COMBAT_CARD:
                v = 0.3 if view.blood(theirs) <= view.strength(mine) + 1 else -0.5
            elif a.kind == K_STRIKE:
                s_ = strike_of(view, c, d, a)
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
