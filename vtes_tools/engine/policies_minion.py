"""The table policy's minion phase: which action each minion takes."""

from __future__ import annotations

from . import borrow, imbued, masters, placed, wakers
from .action_cards import LOCKED_BLEEDS
from .actions import PASS, Action
from .effects import Effect, Op, Option, Thing, Who
from .hot import (
    K_ABILITY, K_ACTION_CARD, K_BECOME_ANARCH, K_BLEED, K_BURN_CARD, K_DIABLERIZE, K_EMPLOY, K_ENTER_COMBAT, K_EQUIP,
    K_HUNT, K_LEAVE_TORPOR, K_OWN_ACTION, K_PASS, K_POLITICAL, K_RECRUIT, K_RESCUE, K_TOGGLE, K_USE, M_EQUIPMENT,
    M_RETAINER,
    O_ADD_UNCONTROLLED, O_CRYPT_TO_UNCONTROLLED, O_FILL_BLOOD, O_GAIN_BLOOD, O_GAIN_POOL, O_HUNT, O_INTERCEPT,
    O_PLUS_BLEED, O_PREVENT, O_STEALTH, O_STEAL_BLOOD, O_STRENGTH, O_STRIKE,
)
from .ops import become_anarch_value
from .policies_table_base import TableBase
from .policies_values import (
    O_BLOOD_TO, O_BURN_CARD, O_BURN_POOL, O_CANNOT, O_DAMAGE, O_DRAW, O_EDGE, O_EMBRACE, O_MANEUVER, O_MOVE_BLOOD,
    O_ON_ACTOR, O_OPEN_HAND, O_RECUR, O_RESCUE, O_SEARCH, O_STEAL_POOL, O_TOP_CRYPT, O_UNLOCK_MINION, O_UNLOCK_OTHER,
    RETAINER_HIT, VALUED_OPS, blood_gain_worth, equip_value, held_stealth_value, hit_worth, retainer_damage,
    steal_value, summary, summon_value, unlocks_at_once,
)
from .rules import UNLOCK_MARGIN, blood_cost, pool_cost
from .state import CARD_WHO, GameSetup, LegalActions
from .view import PlayerView


class _MinionDecision:
    """What :meth:`MinionChoices._minion_table` reads once per decision and its action values share:
    the prey and predator, the blockers kept back, and the caches of the values computed for an
    earlier action of the same decision."""

    __slots__ = ("su", "me", "prey", "pred", "pool", "untapped", "threat", "keep", "prey_blockers", "both",
                 "prey_pool", "pol_cache", "bleed_cache", "through", "bleeds", "hunt_risk", "against", "attacks",
                 "my_torpor")

    def __init__(self, su: GameSetup, me: int, prey: int, pred: int, pool: int, untapped: list[int],
                 threat: float, keep: int, prey_blockers: list[int], both: list[int], prey_pool: int,
                 my_torpor: list[int]) -> None:
        self.su = su  # the view's setup and Methuselah, read once (PlayerView.setup is a property)
        self.me = me
        self.prey = prey
        self.pred = pred
        self.pool = pool
        self.untapped = untapped
        self.threat = threat
        self.keep = keep
        self.prey_blockers = prey_blockers
        self.both = both
        self.prey_pool = prey_pool
        self.my_torpor = my_torpor
        self.pol_cache: dict[int, float] = {}
        self.bleed_cache: dict[tuple[int, int, int], float] = {}
        self.through: dict[tuple[int, int], float] = {}
        self.bleeds: dict[int, int] = {}
        self.hunt_risk: dict[int, float] = {}
        self.against: dict[tuple[int, int], float] = {}  # (actor, owner): unblocked by the owner's minions
        self.attacks: dict[tuple, float] = {}  # the same for enter-combat actions, at their stealth


class MinionChoices(TableBase):
    """TablePolicy's minion phase: the action worth most, or none (:meth:`_minion_table`)."""

    # -- minion phase ------------------------------------------------------------------------

    def _minion_table(self, view: PlayerView, legal: LegalActions) -> Action:
        """The action worth most in the minion phase, or PASS: each valued by its kind (the frequent ones
        here, the others by the ``_*_value`` methods), less the blockers it takes from the predator's turn."""
        su = view.setup
        acts = legal.list()
        if acts and acts[-1].kind != K_PASS:
            return acts[0]  # mandatory hunt (rules 6)
        if len(acts) == 1:
            self._fights = {}
            return PASS  # nothing but the pass: what follows would value no action
        me = view.me
        players = view.methuselahs
        c = self._minion_decision(view, su)
        prey, prey_blockers, prey_pool = c.prey, c.prey_blockers, c.prey_pool
        bleed_cache = c.bleed_cache
        bleeds = c.bleeds
        self._fights: dict[tuple[int, int], float] = {}
        best: Action = PASS
        best_v = 0.0
        lone: Action = PASS  # the last unlocked minion's best action before its guard worth
        lone_v = 0.0
        hand = players[me].hand
        blood_cards = None  # read from the hand when a hunt needs it
        my_torpor = c.my_torpor
        blood = view.blood_on
        capacity = su.capacity
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
                v = self._diablerie_value(view, a, v, c)
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
                    delta = view.equip_bleed_delta(actor) or 0
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
                v = self._action_card_value(view, a, c)
            elif kind == K_POLITICAL:
                if best_v >= 8.0:
                    continue
                w = self._political_action_value(view, a, c)
                if w is None:
                    continue
                v = w
            elif kind in (K_EQUIP, K_EMPLOY, K_RECRUIT):
                w = self._grow_value(view, a, c)
                if w is None:
                    continue
                v = w
            elif kind == K_ENTER_COMBAT:
                w = self._enter_combat_value(view, a, c)
                if w is None:
                    continue
                v = w
            elif kind == K_BURN_CARD:
                w = self._burn_card_value(view, a, c)
                if w is None:
                    continue
                v = w
            elif kind == K_ABILITY:
                op = (su.ability2[actor] if a_n == 1 else su.ability[actor])[0]  # type: ignore[index]
                if op == O_BLOOD_TO or op == O_UNLOCK_OTHER:
                    v = self._ability_help_value(view, a, c)
                    if v > best_v:
                        best, best_v = a, v
                    continue  # (no blockers kept back for it)
                w = self._ability_value(view, a, c)
                if w is None:
                    continue
                v = w
            elif kind == K_OWN_ACTION:
                w = self._own_action_value(view, a, c)
                if w is None:
                    continue
                v = w
            elif kind == K_USE:
                w = self._use_value(view, a, c)
                if w is None:
                    continue
                v = w
            else:
                w = self._rare_value(view, a)
                if w is None:
                    continue
                v = w
            held, lone_best = self._held_back(view, a, v, c, best_v, lone_v)
            if lone_best:
                lone, lone_v = a, v
            v = held
            if v > best_v:
                best, best_v = a, v
        if best_v <= 0.0 and lone_v > 0.0 and self.use_all:
            # with the pool not threatened the guard worth weighs the last minion's actions against each
            # other (one that leaves it a blocker, Homunculus, first) but never idles it
            return lone
        return best

    def _rare_value(self, view: PlayerView, a: Action) -> float | None:
        """The value of the minion actions :meth:`_minion_table` meets rarely (None: not taken)."""
        kind, actor, _, a_target, a_n = a
        su = view.setup
        if kind == K_TOGGLE:
            # "unlock another ready Toreador": one more action from a vampire with blood
            blood = view.blood_on
            if a_n == 1 or blood[a_target] <= 0:
                return None
            v = 1.0 + 0.1 * blood[a_target]
            if a_n == 2:  # CrimethInc.: the same for 1 pool, only with pool to spare
                if view.pool() <= self.margin + 4:
                    return None
                v -= 0.5
            return v
        if kind == K_LEAVE_TORPOR:
            return su.capacity[actor] / 2 + 1 - 2
        if kind == K_BECOME_ANARCH:  # rules 10.5: its value hint beside the action (ops)
            me = view.me
            m = view.methuselahs[me]
            return become_anarch_value(su, me, actor, m.hand, m.ash, m.ready)
        return None

    def _held_back(self, view: PlayerView, a: Action, v: float, c: _MinionDecision, best_v: float,
                   lone_v: float) -> tuple[float, bool]:
        """``a``'s value ``v`` less the blockers it takes from the predator's turn when the predator
        threatens the pool, and whether it is the last unlocked minion's best action so far (before
        its guard worth)."""
        kind, actor, a_card = a[0], a[1], a[2]
        untapped, threat, keep = c.untapped, c.threat, c.keep
        if view.setup.any_unlock_employer and actor in untapped and self._unlocks_again(view, actor, kind, a_card):
            return v, False  # it acts and still blocks (Homunculus)
        if keep and len(untapped) <= keep and actor in untapped and v < self.vp_value:
            # the pool threatened (keep, _minion_decision): kept back, the last blocker for what its
            # intercept can stop
            guard = self._guard_worth(view, actor, threat) if len(untapped) == 1 and self.use_all else 0.0
            return v - max(min(threat, 6.0) * 0.4, guard), False
        if threat and best_v < v < self.vp_value and len(untapped) == 1 and actor in untapped:
            # the last blocker left for the predator's turn
            return v - self._guard_worth(view, actor, threat), v > lone_v
        return v, False

    def _minion_decision(self, view: PlayerView, su: GameSetup) -> _MinionDecision:
        """The facts of one minion phase decision: the prey and predator, this Methuselah's minions
        still untapped, the predator's threat and how many blockers to keep back for it."""
        me = view.me
        players = view.methuselahs
        prey = view.prey(me)
        pred = view.predator(me)
        pool = players[me].pool
        locked = view.locks
        acted = view.acted_turns
        turn = view.game_turn
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
        return _MinionDecision(su, me, prey, pred, pool, untapped, threat, keep, prey_blockers, both, prey_pool,
                               players[me].torpor)

    def _diablerie_value(self, view: PlayerView, a: Action, v: float, c: _MinionDecision) -> float:
        """Diablerie worth ``v`` (the victim's blood and half its capacity) less the blood hunt risk, past
        the victim's owner's blockers, less the cost of a vampire "directed at him cost 1 more"."""
        su = c.su
        _kind, actor, _a_card, t, _a_n = a
        hunt_risk = c.hunt_risk
        against = c.against
        if actor not in hunt_risk:
            hunt_risk[actor] = self._blood_hunt_risk(view, actor)
        v -= hunt_risk[actor]
        owner = view.controller(t)
        key2 = (actor, owner)
        if key2 not in against:
            against[key2] = self.p_through(view, actor, 0, self._blockers(view, owner), False)
        v *= against[key2]
        if su.targeted[t]:
            v -= 0.6 * su.targeted_pool[t] + 0.3 * su.targeted_blood[t]
        return v

    def _action_card_value(self, view: PlayerView, a: Action, c: _MinionDecision) -> float:
        """An action card played by ``actor``: a bleed, a borrow, a fight, a (D) steal, burn or stun, or
        what its other effects bring (its valued primitives: :meth:`_prims_gain`), less its costs."""
        su = c.su
        me = c.me
        blood = view.blood_on
        capacity = su.capacity
        base_stealth = su.base_stealth
        _kind, actor, a_card, a_target, a_n = a
        prey = c.prey
        prey_blockers = c.prey_blockers
        prey_pool = c.prey_pool
        bleed_cache = c.bleed_cache
        bleeds = c.bleeds
        amount0 = bleeds.get(actor)
        if amount0 is None:
            amount0 = bleeds[actor] = view.bleed(actor, me)
        e = su.effect[a_card]
        assert e is not None
        opt = e.options[a_n]
        summ = summary(su, a_card, a_n)
        st = base_stealth[actor] + summ[1]
        if summ[0] >= 0:
            amount = amount0 + summ[0]
            if summ[7] and amount > summ[7]:
                amount = summ[7]  # "ignore the excess" (Night Moves)
            if a_target == -2:
                # a bleed of the predator (Night Moves): worth it while it threatens
                base = 0.6 * self._bleed_value(view, actor, amount, st, self._blockers(view, c.pred), c.pred,
                                               view.pool(c.pred))
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
            owner = view.controller(t)
            v = 0.7 * view.borrow_value(t) * (1.2 if owner == prey else 1.0)
            if su.borrow[a_card] == borrow.COUNTERS:
                v *= 1.0 / (1 + blood[t])  # counters to match its blood first
            v *= self.p_through(view, actor, st, self._blockers(view, owner), False)
        elif summ[2]:
            t = a_target
            owner = view.controller(t)
            v = self.combat_value(view, actor, t) * (1.3 if owner == c.pred else 0.7)
            v *= self.p_through(view, actor, 0, self._blockers(view, owner), False)
            if su.targeted[t]:
                v -= 0.6 * su.targeted_pool[t] + 0.3 * su.targeted_blood[t]
        elif summ[3] or summ[6]:
            # a (D) steal: what the card is worth to its controller, who loses it, and
            # to this Methuselah, who gains it; a (D) burn: to its controller only, and
            # the pool it burns
            t = a_target
            owner = view.controller(t)
            if owner < 0:
                owner = next((q for q in view.alive() if t in view.in_play_of(q)), me)
            if summ[3]:
                v = 2.0 * steal_value(view, t, opt, blood[actor] - e.blood_cost)
            else:
                v = (1.0 + max(equip_value(su, t), 0.0) if su.mode[t] == M_EQUIPMENT else 1.5) + (
                    1.2 if owner == prey else 0.6) * opt.amount(O_BURN_POOL)
            v *= self.p_through(view, actor, st, self._blockers(view, owner), False)
        elif summ[5]:
            # a (D) stun: the target stays locked through its controller's next turn
            t = a_target
            owner = view.controller(t)
            # (the predator's bleeder misses a turn; the prey's blocker is still locked
            # during this Methuselah's next turn)
            v = (0.8 + 1.0 * view.bleed(t, owner) + (0.5 if c.keep else 0.0)) if owner == c.pred else (
                self._stun_worth(view, actor, c.untapped, prey_blockers) if owner == prey and t in prey_blockers
                else 1.0 if owner == prey else 0.3)
            if not opt.has(O_CANNOT):
                # Distraction [CEL]: a plain lock, undone in its controller's unlock phase:
                # one of the prey's blockers out of the way of this turn's later bleeds
                later = sum(1 for x in c.untapped if x != actor)
                v = (0.6 + 1.2 * later) / max(1, len(prey_blockers)) if owner == prey and t in prey_blockers \
                    else 0.1
            v *= self.p_through(view, actor, st, self._blockers(view, owner), False)
        else:
            put = su.placed[a_card] and placed.applies(e, opt)
            gain = view.waker_value(a_card) if su.waker[a_card] else (
                view.placed_value(a_card, actor, opt, a_target) if put else 0.0)
            if su.waker[a_card] == wakers.ON_VAMPIRE_BLOOD:
                # Eternal Vigilance stays on the vampire: a block even after the vampire acted
                gain += self._guard_turns(view, c.threat)
            if su.waker[a_card] or put:
                prims: tuple = ()
            else:
                pkey = ("valued_prims", a_card, a_n)
                prims = su.memo.get(pkey)  # type: ignore[assignment]  # GameSetup.memo holds objects
                if prims is None:
                    # the option's primitives valued below, in their order (the others add nothing)
                    prims = su.memo[pkey] = tuple(p for p in opt.prims if p.op in VALUED_OPS and (
                        p.op != O_STEALTH or p.cond == 1) and (p.op != O_BURN_POOL or su.prey_burn[a_card] is not None))
            if prims:
                gain = self._prims_gain(view, a, e, opt, prims, gain, c)
            if summ[4] and amount0 > 0 and unlocks_at_once(su, a_card, a_n):
                # the actor unlocks when the action succeeds (Engling Fury [SPI], No Secrets
                # From the Magaji): it can still bleed this turn (rules 6.1.1), so the card
                # comes before the bleed, not instead of it
                key3 = (actor, amount0, su.base_stealth[actor])
                if key3 not in c.bleed_cache:
                    c.bleed_cache[key3] = self._bleed_value(view, actor, amount0, key3[2], c.prey_blockers, c.prey,
                                                          c.prey_pool)
                gain += c.bleed_cache[key3]
            key2 = (actor, st)
            if key2 not in c.through:
                c.through[key2] = self.p_through(view, actor, st, c.both, False)
            v = gain * c.through[key2]
        v -= 0.3 * e.blood_cost + 0.6 * e.pool_cost
        if e.blood_cost and blood[actor] - e.blood_cost < 1:
            v -= 0.5
        return v

    def _prims_gain(self, view: PlayerView, a: Action, e: Effect, opt: Option, prims: tuple, gain: float,
                    c: _MinionDecision) -> float:
        """``gain`` plus what each valued primitive of the option brings, in their order."""
        su = c.su
        blood = view.blood_on
        kind, actor, a_card, a_target, a_n = a
        for p in prims:
            if p.op == O_ADD_UNCONTROLLED and a_target < 0:
                # each younger vampire of the clan (Little Mountain Cemetery)
                gain += 1.1 * sum(min(p.n, su.capacity[v] - blood[v]) for v in view.younger_of_clan(
                    actor, e.target_clan))
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
                gain += 0.5 + equip_value(su, a_target) if p.arg == Thing.EQUIPMENT else \
                    summon_value(view, actor, a_target)
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
                gain += self._lasting_worth(view, kind, a_card, a_n, c.threat)  # it stays on the vampire
            elif p.op == O_STEAL_POOL:
                gain += 2.0 * p.n  # the prey's pool to this Methuselah's
            elif p.op == O_DAMAGE:
                # another Methuselah's minion: an ally or retainer burned at 0 life, a
                # vampire's blood, or torpor when it cannot heal the damage
                t = a_target
                life = blood[t]
                if not su.is_vampire[t]:
                    gain += steal_value(view, t, opt, 0) * (1.0 if life <= p.n else 0.3)
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
                for x in c.untapped:
                    if x != actor and (su.is_vampire[x] or p.arg != Who.VAMPIRE):
                        gain += 1.5 * view.bleed(x, c.me) * (
                            self.p_through(view, x, 1, c.prey_blockers, False)
                            - self.p_through(view, x, 0, c.prey_blockers, False))
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
                gain += (0.5 + 0.1 * view.hand_count(c.prey)) if p.n else (
                    1.0 if view.hand_count(c.prey) else 0.0)
            elif p.op == O_GAIN_POOL:
                gain += p.n
            elif p.op == O_BURN_POOL and su.prey_burn[a_card] is not None:
                gain += view.prey_burn_value(a_card)  # Army of Rats
            elif p.op in (O_GAIN_BLOOD, O_HUNT):
                gain += blood_gain_worth(blood[actor], su.capacity[actor], p.n)
        return gain

    def _political_action_value(self, view: PlayerView, a: Action, c: _MinionDecision) -> float | None:
        """A political action: its terms (valued once a turn) past the blockers, or blocked; None when
        the terms gain little."""
        su = c.su
        _kind, actor, a_card, a_target, a_n = a
        both = c.both
        pol_cache = c.pol_cache
        through = c.through
        key = su.card_id[a_card]
        if key not in pol_cache:
            def terms_value(a: Action = a) -> float:
                return self._political_value(view, a, self._weights(view))

            pol_cache[key] = self._turn_cached(view, ("political", key), terms_value)
        gain = pol_cache[key]
        if gain <= 0.5:
            return None
        # this actor past the prey's and predator's blockers (rules 6.3.1: +1 stealth);
        # blocked, the same fight (and bait) as a blocked bleed
        key2 = (actor, 1)
        if key2 not in through:
            through[key2] = self.p_through(view, actor, 1, both, False)
        v = self._through_or_blocked(view, actor, gain, through[key2], both) - 0.5
        return v

    def _grow_value(self, view: PlayerView, a: Action, c: _MinionDecision) -> float | None:
        """An equip, employ or recruit action: what the card brings every turn it stays, past the blockers,
        less its costs; None below the pool margin or when it would burn at once."""
        su = c.su
        memo = su.memo
        kind, actor, a_card, a_target, a_n = a
        pool = c.pool
        threat = c.threat
        both = c.both
        through = c.through
        e = su.effect[a_card]
        assert e is not None
        pcost = pool_cost(su, actor, a_card) if su.cost_mods[actor] else e.pool_cost
        bcost = blood_cost(su, actor, a_card) if su.cost_mods[actor] else e.blood_cost
        if pool - pcost < self.margin:
            return None
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
                return None  # it would burn at once: no ally or vampire in the ash heap to remove
        else:
            skey = ("equip_static", a_card, a_n, kind)
            v = memo.get(skey)  # type: ignore[assignment]  # GameSetup.memo holds objects
            if v is None:
                # the terms read from the card alone, summed in the same order once per setup
                o = e.options[a_n]
                v = memo[skey] = (
                    1.5 * (o.amount(O_PLUS_BLEED) + su.equip_bleed[a_card]) + 1.0 * o.amount(O_INTERCEPT)
                    + (0.8 * o.amount(O_STRIKE) if kind == K_EQUIP else 0.0)
                    + 0.6 * min(o.amount(O_PREVENT), 3) + 0.5 * o.amount(O_STRENGTH) + 0.4 * o.amount(O_DRAW)
                    + (RETAINER_HIT * retainer_damage(su, a_card) if kind == K_EMPLOY else 0.0)
                    + 0.8 * o.amount(O_MANEUVER)  # (IR Goggles: the same maneuver an equipment gives)
                    + 1.0 * su.master_blood[a_card] + 0.6 * su.no_ends[a_card]
                    + 2.5 * su.combat_open_hand[a_card]  # Owl Companion: hands seen in combat
                    + 1.5 * su.equip_dodge[a_card]  # Treasured Samadji: a dodge each combat
                    + 0.8 * su.flash[a_card])  # Flash Grenade: a losing combat ended, once
            v = (v + (held_stealth_value(su, actor, a_card) if su.held_stealth[a_card] else 0.0)
                 + (1.0 if su.imbued is not None and su.imbued.cls[a_card]
                    else 0.0))  # a power kept
            if su.imbued is not None and su.imbued.cid[a_card] == imbued.CHAMPION:
                v += self._guard_turns(view, threat)  # Champion: the predator's bleeds at me fail
        v += self._lasting_worth(view, kind, a_card, a_n, threat)  # it serves every turn it stays in play
        key2 = (actor, 1)
        if key2 not in through:
            through[key2] = self.p_through(view, actor, 1, both, False)
        v = v * through[key2]
        v -= 0.3 * bcost + 0.25 * pcost
        return v

    def _enter_combat_value(self, view: PlayerView, a: Action, c: _MinionDecision) -> float | None:
        """A vampire's own (D) enter-combat action; None when the fight is not worth it."""
        su = c.su
        blood = view.blood_on
        base_stealth = su.base_stealth
        _kind, actor, a_card, a_target, a_n = a
        prey = c.prey
        pred = c.pred
        keep = c.keep
        prey_blockers = c.prey_blockers
        attacks = c.attacks
        # a vampire's own (D) enter-combat action: fight the predator's minions when it
        # threatens the pool, the prey's blockers (one fewer for the bleeds to come), and
        # only when its own strike takes the target out (torpor, or an ally burned)
        t = a_target
        ms = self._minion_stats(view, actor)
        hit = ms[0] + ms[1]
        b = blood[t]
        if hit < b or (hit == b and su.is_vampire[t]):
            return None
        v = self.combat_value(view, actor, t) - self.fight_margin
        if v <= 0.0:
            return None
        owner = view.controller(t)
        if owner == pred and keep:
            v *= 1.3
        elif owner == prey and t in prey_blockers:
            v *= 1.2
        else:
            return None
        key2 = (actor, owner, a_n)
        if key2 not in attacks:
            # n=1, 2: Haven Uncovered's, Alastor's +1 stealth
            st = 1 if a_n else su.enter_combat[actor] - 1
            attacks[key2] = self.p_through(view, actor, base_stealth[actor] + st,
                                           self._blockers(view, owner), False)
        v = v * attacks[key2] - (0.3 * su.enter_combat_cost[actor] if not a_n else 0.0)
        if su.targeted[t]:
            v -= 0.6 * su.targeted_pool[t] + 0.3 * su.targeted_blood[t]  # "directed at him cost 1 more"
        return v

    def _burn_card_value(self, view: PlayerView, a: Action, c: _MinionDecision) -> float | None:
        """A burn of a card in play: one costing this Methuselah pool, or one put on this minion; None when
        it harms little."""
        su = c.su
        blood = view.blood_on
        base_stealth = su.base_stealth
        _kind, actor, a_card, a_target, a_n = a
        both = c.both
        through = c.through
        attacks = c.attacks
        if su.burnable[a_target] is not None:
            # burn a card in play that costs this Methuselah pool every turn (a prey's Army
            # of Rats, Anarch Revolt without an anarch) when the action gets through
            t = a_target
            h = view.harm(t)
            if h < 1.0:
                return None
            sp = su.burnable[t]
            assert sp is not None
            if sp[4]:
                # a referendum (Anarch Revolt): past the prey's and predator's blockers, then
                # the votes (about even odds)
                key2 = (actor, 1)
                if key2 not in through:
                    through[key2] = self.p_through(view, actor, 1, both, False)
                v = 0.5 * h * through[key2]
            else:
                owner = view.seat_holding(t)
                key2 = (actor, -1 - a_n - 10 * owner)  # n: its stealth for this minion
                if key2 not in attacks:
                    attacks[key2] = self.p_through(view, actor, base_stealth[actor] + a_n,
                                                   self._blockers(view, owner), False)
                v = h * attacks[key2] - 0.3 * sp[2] - 0.6 * sp[3]
        else:
            # burn a card another Methuselah put on this minion (Haven Uncovered), or Smiling
            # Jack (worth the counters it drains from me each turn)
            owner = view.controller(a_target)
            sh = su.master_shape[a_target]
            worth = 1.0 + 0.8 * blood[a_target] if sh is not None and sh[0] in (
                masters.DRAIN, masters.BLOOD_BANK) else 1.0  # Smiling Jack's counters; Wasserschloss Anif's blood
            v = worth * self.p_through(view, actor, base_stealth[actor] + a_n, self._blockers(view, owner), False)
        return v

    def _ability_help_value(self, view: PlayerView, a: Action, c: _MinionDecision) -> float:
        """A vampire's own undirected ability adding blood to one of my vampires (like a hunt for it),
        or unlocking one with blood for another action."""
        su = c.su
        blood = view.blood_on
        base_stealth = su.base_stealth
        _kind, actor, a_card, a_target, a_n = a
        both = c.both
        attacks = c.attacks
        t = a_target
        op, n, _who, st_, cost = su.ability2[actor] if a_n == 1 else su.ability[actor]  # type: ignore[misc]
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
        return v

    def _ability_value(self, view: PlayerView, a: Action, c: _MinionDecision) -> float | None:
        """A vampire's own (D) ability: blood to one of mine or an unlock (undirected), a steal, a burn, a
        lock of one of the prey's blockers; None when of no use."""
        su = c.su
        blood = view.blood_on
        base_stealth = su.base_stealth
        _kind, actor, a_card, a_target, a_n = a
        prey = c.prey
        pred = c.pred
        untapped = c.untapped
        prey_blockers = c.prey_blockers
        attacks = c.attacks
        # a vampire's own (D) action: steal blood (what it gains and the victim loses), or
        # lock one of the prey's blockers when other minions are left to bleed
        t = a_target
        op, n, _who, st_, cost = su.ability2[actor] if a_n == 1 else su.ability[actor]  # type: ignore[misc]
        card = _who >= CARD_WHO  # a retainer, location or equipment another controls
        owner = view.card_controller(t) if card else view.controller(t)
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
            return None
        key2 = (actor, owner)
        if key2 not in attacks:
            attacks[key2] = self.p_through(view, actor, base_stealth[actor] + st_ - 1,
                                           self._blockers(view, owner), False)
        v = v * attacks[key2] - 0.3 * cost
        if su.targeted[t]:
            v -= 0.6 * su.targeted_pool[t] + 0.3 * su.targeted_blood[t]
        return v

    def _own_action_value(self, view: PlayerView, a: Action, c: _MinionDecision) -> float | None:
        """A minion's own undirected action: one a card in play gives, an imbued power's, or a vampire's
        own (blood for an uncontrolled vampire, a card searched, the top of the library ordered); None
        when it gains nothing."""
        su = c.su
        blood = view.blood_on
        base_stealth = su.base_stealth
        _kind, actor, a_card, a_target, a_n = a
        both = c.both
        through = c.through
        if a_n < 0:
            # an action a card in play gives (+1 stealth, undirected): a wraith ally, a ritual counter
            key2 = (actor, 102)  # (the key of an own action's +1 stealth)
            if key2 not in through:
                through[key2] = self.p_through(view, actor, base_stealth[actor] + 1, both, False)
            return view.placed_action_value(actor, a_target, a_n) * through[key2]
        if su.imbued is not None and a_n >= imbued.POWER_BASE:
            return imbued.power_value(view, a) - 0.3  # a power's action, for 1 conviction
        # a vampire's own undirected action: blood for an uncontrolled vampire (less the
        # blood and the crypt card of one removed from the game), or a chosen card of the
        # library in place of a random one (a playable one, a bleed modifier more)
        own = su.own_action[actor]
        assert own is not None
        op, n, removes, st_, cost = own
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
            return None
        key2 = (actor, 100 + st_)
        if key2 not in through:
            through[key2] = self.p_through(view, actor, base_stealth[actor] + st_ - 1, both, False)
        v = gain * through[key2] - 0.3 * cost
        return v

    def _use_value(self, view: PlayerView, a: Action, c: _MinionDecision) -> float | None:
        """A use of a card in play as a minion phase action (a location burned, Rutor's Hand, a borrowed
        vampire, an ally healed); None for the others."""
        su = c.su
        me = c.me
        blood = view.blood_on
        _kind, actor, a_card, a_target, a_n = a
        if su.any_burn_location and su.burn_location[actor]:
            # a location of the prey or predator for a spent ally (one with little life left)
            owner = view.controller(a_target)
            return (2.5 if owner in (c.prey, c.pred) and owner != me else 0.0) - 0.25 * blood[actor] \
                - 0.1 * view.strength(actor)
        if su.any_placed and a_card >= 0 and su.placed[a_card]:
            # Rutor's Hand: the vampire acts again (Clotho's Gift: for 1 blood, not its last)
            return 0.9 if blood[actor] > placed.SPECS[su.card_id[a_card]].unlock_blood else 0.2
        if su.any_borrow and a_card >= 0 and su.borrow[a_card]:
            return view.borrow_value(a_target)  # Temptation: the vampire for this turn
        if su.any_heal_ally and su.heal_ally[actor]:
            ally = su.effect[a_target]
            assert ally is not None
            return 0.4 + 0.2 * (ally.life - blood[a_target])  # an ally's life back
        return None

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
        ue = view.setup.unlock_employer
        n = ue[card] if kind == K_EMPLOY and card >= 0 else 0
        if not n:
            att = view.attached_to
            n = next((ue[j] for j in view.in_play if ue[j] and att[j] == actor), 0)
        return bool(n) and view.blood_on[actor] >= n + UNLOCK_MARGIN

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
            me = view.me
            pred = view.predator(me)
            got = 0.0
            players = view.methuselahs
            if pred != me and players[pred].ready:
                hit = threat / len(players[pred].ready)
                icpt = self._minion_stats(view, actor)[2] + self._intercept_in_hand(view, actor)
                p = 0.85 if icpt >= 2 else 0.45 if icpt == 1 else 0.15  # as p_through, at 2 stealth
                got = p * hit * (1.6 if players[me].pool < 10 else 1.0)
                wake = view.setup.wake_card
                if any(map(wake.__getitem__, players[me].hand)):
                    got *= 0.4
            self._dec[dkey] = got
        return got

    def _served_turns(self, view: PlayerView, threat: float) -> float:
        """The turns a card put in play now serves, each later one counted 0.8 of the one
        before (it may be burned, the game may turn): until the time limit, and while this
        Methuselah's pool lasts against its predator's ``threat``. Read once per decision."""
        got = self._dec.get("served")
        if got is None:
            m = view.methuselahs[view.me]
            turn_limit = view.turn_limit
            left = turn_limit - m.turns + 1 if turn_limit else 12  # the predator's turns before my next included
            n = max(1.0, min(float(left), m.pool / max(threat, 2.0)))
            got = self._dec["served"] = (1.0 - 0.8 ** n) / 0.2
        return got

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
                hit = hit_worth(su, card, o)
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
