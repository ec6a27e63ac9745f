"""The table policy's decisions around an action: announce, block attempts, blocks, reactions,
a blocked action, diablerie, cancels."""

from __future__ import annotations

from . import imbued, masters, placed, wakers
from .actions import PASS, Action
from .effects import Mode, Op
from .hot import (
    K_BLEED, K_BLOCK, K_CANCEL, K_DIABLERIZE, K_INTERPOSE, K_MODIFIER, K_PASS, K_PLAY_MASTER, K_POLITICAL, K_REACTION,
    K_USE, M_MASTER_IN_PLAY, O_INTERCEPT, O_STEALTH,
)
from .policies_table_base import TableBase
from .policies_values import (
    ATTEMPT_SPECIAL, O_MINUS_INTERCEPT, block_fails, given_intercept, option_amount, option_cost,
)
from .reaction_cards import FAIL_REACTIONS
from .rules import UNBLOCKABLE_ANNOUNCED, blocked_burn
from .state import LegalActions
from .view import PlayerView


class BlockChoices(TableBase):
    """TablePolicy's decisions while an action resolves (rules 6.1.x)."""

    def _block(self, view: PlayerView, legal: LegalActions) -> Action:
        pend = view.pending
        assert pend is not None
        harm = self._harm_of_action(view)
        me = view.me
        cur = view.current
        su = view.setup
        if not (pend.target_p == me if pend.directed else me in (view.prey(cur), view.predator(cur))):
            # blocking with a card ignoring the normal restrictions (Eagle's Sight): what the
            # action does to the others is worth to us what their pool changes are
            if pend.kind == K_BLEED and pend.target_p >= 0:
                delta = [0.0] * len(su.decks)
                delta[pend.target_p] = -float(pend.bleed)
                harm = -self.utility(view, delta)
            else:
                harm = 0.5 if cur == view.predator(me) else 0.0
        must = pend.kind == K_BLEED and pend.target_p == me and pend.bleed + 1 >= view.pool(me)
        stealth = pend.stealth
        # Maris Streck: a blood for +1 intercept to any blocker of ours, keeping one
        given = given_intercept(view) if su.any_blood_intercept_others else 0
        best: Action = PASS
        best_v = 0.3
        for a in legal:
            if a.kind != K_BLOCK:
                continue
            v = a.actor
            if su.any_placed and view.is_placed_blocker(v):
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
                icpt += view.waker_intercept(v, pend.actor) + (1 if waker == wakers.COUNTERS else 0)
            if a.n == imbued.N_CHAMPION and card >= 0 and su.imbued is not None:
                icpt = stealth + 1  # Champion: the action fails, whatever its stealth
            if icpt < stealth:
                continue
            p = 0.75 if icpt > stealth else 0.55
            value = p * (harm + self.combat_value(view, v, pend.actor))
            if card >= 0 and su.unlock_giver[card] and su.is_ally[card]:
                value -= (1.0 + 0.3 * view.blood_on[card]) if not must else 0.0  # an ally burned to unlock
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
            if a.target < 0 and view.setup.effect[a.card].options[a.n].has(  # type: ignore[union-attr]
                    Op.UNLOCK_MINION):
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
            if ((a.target < 0 and view.setup.effect[a.card].options[a.n].has(Op.CANNOT))  # type: ignore[union-attr]
                    or (a.target >= 0 and a.target in sleepers)):
                # The Sleeping Mind: no minion wakes ([DOM]), or this locked one cannot block ([dom])
                gain = 0.3 * (len(sleepers) if a.target < 0 else 1) * worth / 2.0
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target < 0 and option_amount(view.setup, a, Op.UNBLOCKABLE):
                # Beast Meld [ANI PRO]: vampires cannot block this action; Virtuosa [MEL]: nobody
                opt = view.setup.effect[a.card].options[a.n]  # type: ignore[union-attr]
                rest = [] if opt.prims[:2] == UNBLOCKABLE_ANNOUNCED else [
                    v for v in blockers if not view.setup.is_vampire[v]]
                gain = (self.p_through(view, pend.actor, pend.stealth, rest, bleed) - base) * worth
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target < 0 and option_amount(view.setup, a, O_STEALTH):
                # Memory Rift [obf]: +1 stealth now
                n = option_amount(view.setup, a, O_STEALTH)
                gain = (self.p_through(view, pend.actor, pend.stealth + n, blockers, bleed) - base) * worth
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target < 0 and option_amount(view.setup, a, Op.COMBAT_ENDS):
                # Memory Rift [pre]: strike: combat ends in the first round if blocked
                gain = (1.0 - base) * 0.6
                if gain > best_v:
                    best, best_v = a, gain
                continue
            if a.target < 0 and option_amount(view.setup, a, Op.MANEUVER):
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
                su.mode[a.card] == Mode.MODIFIER
                or (su.imbued is not None and su.imbued.cls[a.card])
                or su.is_crypt[a.card] or su.shuffle_stealth[a.card]))  # a vampire's "burn 1 blood to get +1 stealth"
            # the modifiers valued apart below, looked for only when one could be: another
            # vampire's, or an option with one of their effects (most attempts offer stealth only)
            special = False
            for a in acts:
                if a.kind == K_MODIFIER:
                    e = su.effect[a.card]
                    if a.actor != pend.actor or (e is not None and not ATTEMPT_SPECIAL.isdisjoint(e.options[a.n].ops)):
                        special = True
                        break
            if special:
                fight = self.combat_value(view, pend.actor, pend.blocker)
                # "vampires cannot block this action" (Daring the Dawn): the attempt fails, for
                # unpreventable aggravated damage sending the actor to torpor after the action
                dawn = [a for a in acts if a.kind == K_MODIFIER and option_amount(su, a, Op.UNBLOCKABLE)]
                if dawn:
                    acts = [a for a in acts if a not in dawn]
                    cost = su.capacity[pend.actor] / 2 + 2 + option_amount(su, dawn[0], Op.DAMAGE)
                    if (have < need or not acts) and worth > fight + cost:
                        return dawn[0]
                # "if this action is blocked, all damage on vampires in the combat is aggravated"
                # (Domain of Evernight [tem]): when blocked anyway by a vampire we beat
                agg = [a for a in acts if a.kind == K_MODIFIER and option_amount(su, a, Op.AGGRAVATED)]
                if agg:
                    acts = [a for a in acts if a not in agg]
                    if (have < need or worth <= fight) and fight > 0.5 and su.is_vampire[pend.blocker]:
                        return agg[0]
                # The Kiss of Ra: the blocker burns 2 blood ([FOR] goes to torpor), the action ends;
                # when blocked anyway and the fight is not worth it, or to send the blocker to torpor
                kiss = [a for a in acts if a.kind == K_MODIFIER and option_amount(su, a, Op.END_ACTION)
                        and option_amount(su, a, Op.BLOCK_FAILS)]
                if kiss:
                    acts = [a for a in acts if a not in kiss]
                    if have < need and (fight < 0.0 or option_amount(su, kiss[0], Op.TORPOR)):
                        return kiss[0]
                # the intercept reaction just played cancelled (I am Legion, Approximation of Loyalty)
                cancel = [a for a in acts if a.kind == K_MODIFIER and option_amount(su, a, Op.CANCEL)]
                if cancel:
                    acts = [a for a in acts if a not in cancel]
                    if worth > fight:
                        return cancel[0]
                # the attempt fails: Blanket of Night [OBT] (another vampire of ours locks for it),
                # Visions of Gehenna [pre] (an ally blocking: allies cannot block this action)
                fail = [a for a in acts if a.kind == K_MODIFIER and (
                    a.actor != pend.actor or option_amount(su, a, Op.CANNOT_BLOCK))]
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
                option_amount(su, a, O_STEALTH) + option_amount(su, a, O_MINUS_INTERCEPT)
                + ((-0.5 if su.shuffle_stealth[a.card] else 0.5) if a.kind == K_USE else 0.0)))
        # our block attempt falls short: add intercept when it reaches the stealth
        need = pend.stealth - pend.intercept
        have = self._intercept_in_hand(view, pend.blocker) + sum(1 for a in acts if a.kind == K_USE)
        if su.any_blood_intercept_others:
            have += given_intercept(view) - sum(
                1 for a in acts if a.kind == K_USE and su.blood_intercept_others[a.card])  # (counted there)
        if have < need:
            return PASS
        harm = self._harm_of_action(view)
        if harm + self.combat_value(view, pend.blocker, pend.actor) <= 0.3:
            return PASS
        return max(acts, key=lambda a: option_amount(su, a, O_INTERCEPT))

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
                n = min(pend.bleed, option_amount(su, a, Op.REDUCE_BLEED))
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
            v -= 0.2 * option_cost(su, a) if a.n >= 0 else 0.5
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
        fails = block_fails(view, legal, own)
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
