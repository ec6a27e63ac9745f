"""Doing what was chosen: the steps :func:`.rules.apply` calls for each kind of action (rules 6):
declaring an action, blocks and their resolution, reactions, modifiers, out-of-turn cancels,
resolution, master cards, yielding, influence, and the uses of cards in play.
"""

from __future__ import annotations

from ..models import current_clan
from . import after, borrow, burnable, combat, imbued, lock_counters, masters, placed, politics, referendums, wakers
from .action_cards import (
    ASH_BLEED, CANCEL_REACTION, DIABLERIE_PARTNER, LOCKED_BLEEDS, OTHER_BLEED, PSYCHOMACHIA, SAME_ACTION_ALL,
    any_delayed, cancel_reaction_known, delay, delayed_bonus, delayed_uses, has_cancel_reaction, no_lock_younger,
    x_bleed,
)
from .actions import Action
from .effects import (
    AFTER_ACTION, CRYPT_CLAN_ONLY, EACH_YOUNGER_CLAN, PHASE_UNLOCK, Effect, Op, Option, Prim, Restriction, Thing, When,
    Who,
)
from .hot import (
    K_BECOME_ANARCH,
    K_ABILITY, K_ACTION_CARD, K_BLEED, K_BURN_CARD, K_DIABLERIZE, K_EMPLOY, K_ENTER_COMBAT, K_EQUIP, K_HUNT,
    K_LEAVE_TORPOR, K_OWN_ACTION, K_PLAY_MASTER, K_POLITICAL, K_RECRUIT, K_RESCUE, M_ACTION, M_ALLY, M_EQUIPMENT,
    M_MASTER, M_MASTER_IN_PLAY, M_MASTER_ON_VAMPIRE, M_MODIFIER, M_RETAINER, O_ADD_UNCONTROLLED, O_BLEED,
    O_BLOCK_FAILS, O_CANNOT_BLOCK, O_COMBAT_ENDS, O_CRYPT_TO_UNCONTROLLED, O_ENTER_COMBAT, O_EXCHANGE, O_FILL_BLOOD,
    O_GAIN_BLOOD, O_GAIN_POOL, O_HAND_SIZE, O_HUNT, O_HUNTING_GROUND, O_INFLUENCE_BLOOD, O_INTERCEPT, O_LOCK,
    O_MANEUVER, O_MASTER_ACTIONS, O_MILL, O_MOVE_TO_POOL, O_PAY_BLOOD, O_PLUS_BLEED, O_PRESS, O_PREVENT, O_STEALTH,
    O_STRENGTH, O_UNBLOCKABLE, O_UNLOCK, O_UNLOCK_MINION, O_WHEN, W_BLOCK_FAILED,
)
from .ops import (
    become_anarch,
    become_anarch_cost,
    discard_played,
    may_become_anarch,
    BLOCKER_NO_LOCK, CANNOT, END_ACTION, FED_FROM_GROUND, LOCK_SELF, NO_ALLY_BLOCK, NO_BLOOD_HUNT, NO_HUNT_STEALTH,
    NO_VAMPIRE_BLOCK, PLUS_BLEED_TURN, RECRUITED, TOLLS, TURN_BLEED, UNLOCK_AT_END, USED_CARD, minion_bonus,
    blood_cost, blood_minus, burn_action_card, burn_card, burn_minion, burn_pool, card_controller, check_titles,
    contest, controller_of, controls_same, draw_cards, draw_then_put_back, gain_blood, hand_size_change, intercept_of,
    max_amount, pay_reaction, play_from_hand, played_blood, pool_cost, put_on, replace_cards, sect_bleed,
    take_equipment, to_ready, to_torpor, wake_intercept,
)
from .out_of_turn import ARCHON_INVESTIGATION, WASH, cancel_actions, cancellers
from .reaction_cards import (
    ACTING_INTERCEPT, ALLY_SLEEP, BLOODSTORM, END_BLOCKED_ACTION, FAIL_REACTIONS, ONE_BETWEEN_UNLOCKS, REDIRECT_NO_LOCK,
    UNLOCK_REACTIONS, acting_intercept_bonus, clan_discount, fail_bleed, mark_between_unlocks,
)
from .rules_base import (
    ACT_AGG, ACT_EITHER, ACT_ENDS, ACT_MANEUVER, ACT_NO_COMBAT, ACT_PREVENT, AFTER_BLOCKS, AFTER_RESOLUTION, ANNOUNCE,
    ATTEMPT, BISHOPS, BLOCKED, BLOCKED_ENDS, BLOCKS, BLOCK_EITHER, BLOCK_MANEUVER, BLOCK_PRESS, BLOCK_PREVENT,
    BLOOD_MINUS, CANCEL, CONTINUE_ACTION, COUNTER_UNLOCK, DIABLERIE, DMG_BLOOD, DMG_TWO, DMG_UNPREVENTABLE, GAZE,
    HANDS_OPEN_TURN, LEFT_ACTION, LOCK_FAILED, NEXT_STEALTH, NO_BLEED_TURN, NO_COMBAT, NO_EDGE, NO_OPTION,
    NO_TRANSFERS_TURN, NO_WAKE, OP_DAMAGE, OP_MARGIN_BLOOD, O_AGGRAVATED, O_BLOCK_ANY, O_DAMAGE, O_EDGE,
    O_MINUS_INTERCEPT, O_REDUCE_BLEED, O_REMOVE_FROM_GAME, O_SEARCH, O_STEAL_CARD, REACTIONS, SHROUD_UNLOCK,
    SUCCESS_POOL, TORPOR_COST, TURN_STEALTH, TURN_STEALTH_ALL, UNLOCK, UNLOCK_IN_DISCARD, UNLOCK_IN_DISCARD_PAID,
    UNLOCK_WINDOW, WAKE_BLOOD, WAKE_INTERCEPT, WOULD_SUCCEED, W_DISCARD_PHASE, W_FIRST_ROUND, aura_bonus,
    bleed_at_controller,
    block_bonus, blocker_mod, burn_in_play, damage_card, damage_two, declare_bonus, directed_bonus,
    discipline_master_in, discipline_master_on, draw_if_clan, each_younger_of_clan, embrace_extras, equip_bleed_delta,
    hunt_barred, no_hunt_cards, rescue_tax, search_equip, starting_life, steal, stealth_of, summon_x,
)
from .rules_listing import (
    ASH_TO_READY, O_BLOOD_TO, O_BURN_CARD, O_STEAL_BLOOD, O_UNLOCK_OTHER, add_held_stealth, blocked_strength,
    blocker_press, influence_shape, own_action, torpid_vampires, turn_stealth, turn_stealth_bonus,
)
from .rules_stages import (
    UNBLOCKABLE_ANNOUNCED, ally_sleep_known, announce_maneuver_known, announce_no_unlock_known, announce_self_known,
    announce_unblockable_known, announce_wraith_unlock_known, attempt_pass, attempt_toll, block_any_cards, block_toll,
    blocked_burn, blocked_fails, blocked_recur_known, blood_intercept, cancel_reaction, cancels_combat, counter_unlock,
    counters_unlock, gaze_fails, kiss_disc, minus_intercept, titled_intercept, unlock_after_block_cards,
)
from .rules_turn import end_action, yield_title
from .state import CARD_WHO, GameState, Methuselah, Pending, Phase, Stat


def _summon(s: GameState, m: Methuselah, a: int, t: int) -> None:
    """Summon History resolves (rules 6.2.3): vampire ``a`` pays X blood (:func:`summon_x`) and
    card ``t`` (or another copy, from the ash heap first) comes into play: a vampire to the ready
    region with no blood (rules 7, 4.1 as an influenced one); an ally to the ready region with its
    starting life, able to act this turn (rules 6.1.5: put in play, not recruited); a retainer
    or equipment on ``a`` (a retainer with its life, rules 6.1.4). The library or crypt searched
    is shuffled (rules 11: search). No effect when ``a`` no longer has the X blood."""
    su = s.setup
    cid = su.card_id[t]
    crypt = su.is_vampire[t]
    deck = m.crypt if crypt else m.library
    j = next((j for j in m.ash if su.card_id[j] == cid), -1)
    if j < 0:
        j = next((j for j in deck if su.card_id[j] == cid), -1)
    x = summon_x(su, t)
    if j < 0 or x > s.blood[a] or a not in m.ready:
        if j < 0:
            s.rng.shuffle(deck)  # searched, nothing found
        return
    s.blood[a] -= x
    if j in m.ash:
        m.ash.remove(j)
    else:
        deck.remove(j)
        s.rng.shuffle(deck)
    if crypt:
        m.uncontrolled.append(j)
        s.blood[j] = 0
        influence(s, j)
        return
    s.locked[j] = 0
    if su.mode[j] == M_ALLY:
        s.blood[j] = starting_life(s, j)
        if not (su.is_unique[j] and contest(s, s.current, j)):
            m.ready.append(j)
        return
    if su.mode[j] == M_RETAINER:
        s.blood[j] = starting_life(s, j)
    put_on(s, s.current, a, j)


def modifiers_done(s: GameState, pend: Pending) -> None:
    if pend.kind == K_BLEED and pend.target_p >= 0 and not s.players[pend.target_p].passive:
        pend.stage = REACTIONS
        pend.decider = pend.target_p
    else:
        reactions_done(s, pend)


def reactions_done(s: GameState, pend: Pending) -> None:
    """The reactions are done: a bleed would now be successful (rules 6.1.1), and the acting
    Methuselah may first play a card "only usable if a bleed would be successful" (the
    WOULD_SUCCEED step, :func:`.action_cards.delayed_uses`; not against a goldfish's passive prey,
    who plays no game to be spied on); then the action resolves."""
    if pend.kind == K_BLEED and any_delayed(s.setup) and pend.target_p >= 0 and not s.players[pend.target_p].passive \
            and delayed_uses(s, pend):
        pend.stage = WOULD_SUCCEED
        pend.decider = s.current
        return
    resolve(s, pend)


def cancel_step(s: GameState, pend: Pending) -> bool:
    while pend.cancel_order:
        q = pend.cancel_order[0]
        if cancel_actions(s, pend):
            pend.decider = q
            return True
        pend.cancel_order.pop(0)
    _cancel_window_closed(s, pend)
    return False


def _cancel_window_closed(s: GameState, pend: Pending) -> None:
    """Nobody cancelled: a master card resolves; an action goes on to blocks."""
    if pend.kind == K_PLAY_MASTER:
        s.pending = None
        _resolve_master(s, Action(K_PLAY_MASTER, actor=pend.actor, card=pend.card, target=pend.target, n=pend.option))
        return
    pend.stage = BLOCKS if pend.block_order else AFTER_BLOCKS
    pend.decider = s.current


def _recur(s: GameState, m: Methuselah, card: int, n: int, then_discard: int) -> None:
    """Start moving ``n`` library cards of ``m``'s ash heap to the top of its library, one
    decision each; then ``then_discard`` cards at random from hand, drawing as many afterward."""
    su = s.setup
    k = sum(1 for i in m.ash if i != card and not su.is_crypt[i])
    s.recur = (card, then_discard)
    s.put_back, s.put_back_to = min(n, k), 2
    if not s.put_back:
        recur_done(s, m)


def _from_ash(s: GameState, m: Methuselah, v: int, to: int) -> None:
    """Possession: vampire ``v`` of ``m``'s ash heap to the uncontrolled region, or to the ready
    region with 1 blood (rules 7: as an influenced vampire, unique ones contested, rules 4.1)."""
    if v not in m.ash:
        return  # gone meanwhile
    m.ash.remove(v)
    m.uncontrolled.append(v)
    s.blood[v] = 0
    if to == ASH_TO_READY:
        s.blood[v] = 1  # "with 1 blood"
        influence(s, v)


def recur_done(s: GameState, m: Methuselah) -> None:
    """The cards are moved: discard the owed cards at random, then draw as many (rules 1.6.1.2)."""
    n = min(s.recur[1], len(m.hand))
    s.recur = (-1, 0)
    s.put_back_to = 0
    if n:
        for k in sorted(s.rng.choice(len(m.hand), size=n, replace=False).tolist(), reverse=True):
            m.ash.append(m.hand.pop(k))
        draw_cards(m, n)


DECLARED = frozenset({
    K_BLEED, K_HUNT, K_ACTION_CARD, K_EQUIP, K_EMPLOY, K_RECRUIT, K_POLITICAL,
    K_LEAVE_TORPOR, K_RESCUE, K_DIABLERIZE, K_ENTER_COMBAT, K_BURN_CARD, K_ABILITY, K_OWN_ACTION, K_BECOME_ANARCH,
})


#: the phase after each phase but the last (rules 3), looked up rather than built
PHASE_AFTER = tuple(Phase(k + 1) for k in range(len(Phase) - 1))


def yield_card(s: GameState, action: Action) -> None:
    """Rules 4.1-4.2: a yielded card burns; a yielded title is lost."""
    m = s.players[s.current]
    i = action.card
    if action.n == 1:
        yield_title(s, i)
        return
    if action.n == 3:
        s.used.add(NO_TRANSFERS_TURN)  # Leandro: this turn's transfers lost rather than pool burned
        return
    if action.n == 2:
        m.in_play.remove(i)  # a location burned rather than paid for (Arika)
        burn_card(s, i)
        return
    m.contested.remove(i)
    for j in [j for j in m.in_play if s.attached[j] == i]:
        m.in_play.remove(j)
        burn_card(s, j)
    burn_card(s, i)


def influence(s: GameState, v: int) -> None:
    """Rules 7: an uncontrolled vampire with enough blood moves, unlocked, to the ready region.

    Rules 4.1: a second copy of a unique vampire you control is burned instead; a copy
    another Methuselah controls makes both contested.
    """
    m = s.players[s.current]
    m.uncontrolled.remove(v)
    if controls_same(s, m, v):
        s.blood[v] = 0
        m.ash.append(v)
        return
    cap = s.setup.capacity[v]
    if s.blood[v] > cap:
        s.blood[v] = cap
    s.locked[v] = 0
    if contest(s, s.current, v):
        return
    m.ready.append(v)
    if masters.ON_BLEED_VOTES in s.setup.master_kinds:
        s.entered[v] = m.turns  # Legendary Vampire: "who entered your ready region during your last influence phase"
    check_titles(s, v)
    if s.setup.imbued is not None:
        imbued.enters_play(s, m, v)  # an imbued gets a conviction (imbued appendix 2)
    if s.setup.hand_bonus[v]:
        hand_size_change(m, s.setup.hand_bonus[v])
    if s.setup.scarce[v]:
        # rules 11: 3 pool for each other vampire of its clan the Methuselah already controls
        su = s.setup
        clan = current_clan(su.clan[v])
        k = sum(1 for w in (*m.ready, *m.torpor) if w != v and su.is_vampire[w] and current_clan(su.clan[w]) == clan)
        if k:
            burn_pool(s, s.current, 3 * k)


#: enum members read by declare and resolve for each action and each primitive of its card,
#: bound to module names (a module global is read faster than an enum attribute)
_OP_BLEED_AMOUNT = Op.BLEED_AMOUNT
_OP_BLOOD_TO = Op.BLOOD_TO
_OP_BURN_CARD = Op.BURN_CARD
_OP_BURN_POOL = Op.BURN_POOL
_OP_COUNTER = Op.COUNTER
_OP_DISCARD_FROM_HAND = Op.DISCARD_FROM_HAND
_OP_DRAW = Op.DRAW
_OP_EDGE = Op.EDGE
_OP_EMBRACE = Op.EMBRACE
_OP_FILL_BLOOD = Op.FILL_BLOOD
_OP_LIFE = Op.LIFE
_OP_MOVE_BLOOD = Op.MOVE_BLOOD
_OP_ON_ACTOR = Op.ON_ACTOR
_OP_OPEN_HAND = Op.OPEN_HAND
_OP_RECUR = Op.RECUR
_OP_RESCUE = Op.RESCUE
_OP_STEAL_POOL = Op.STEAL_POOL
_RESTRICT_BLEED = Restriction.BLEED
_RESTRICT_UNLOCK = Restriction.UNLOCK
_THING_VAMPIRE = Thing.VAMPIRE
_WHEN_END_OF_TURN = When.END_OF_TURN
_WHO_ANOTHER = Who.ANOTHER
_WHO_PREY = Who.PREY


def declare(s: GameState, action: Action) -> None:
    """Rules 6.2.1: announce the action, play its card, lock the acting minion. Directed
    actions can be blocked by their target, undirected ones by the prey then the predator
    (rules 6.2.2.1); hunt, equip, employ, recruit, political and torpor actions have +1
    stealth (rules 6.1.2-6.1.5, 6.1.7, 6.5.2-6.5.4)."""
    m = s.players[s.current]
    su = s.setup
    a = action.actor
    kind = action.kind
    if kind == K_HUNT and su.any_burnable and no_hunt_cards(su) and hunt_barred(s, a):
        to_torpor(s, a)  # Pulled Fangs: "if they must hunt (rules 6: no blood), they go to torpor instead"
        return
    s.locked[a] = 1
    if masters.LOCK_INTERCEPT in su.master_kinds or su.any_placed:
        masters.count_action(s)  # Channel 10: "not usable during the first action in a minion phase"
    pend = Pending(kind, a, action.card, action.n, action.target)
    pend.decider = s.current
    pend.stealth = stealth_of(s, a)
    if s.used and (a, NEXT_STEALTH) in s.used:
        s.used.discard((a, NEXT_STEALTH))
        pend.stealth += 1  # "+1 stealth during their next action this turn" (Tangle Atropos' Hand [TEM])
    prey = s.prey(s.current)
    _declare_kind(s, m, pend, action, prey)
    _declare_bonuses(s, pend, a, kind)
    s.pending = pend
    players = s.players
    cur = s.current
    if pend.directed:
        t = pend.target_p
        order = [t] if t != cur and not players[t].passive else []
    else:
        pred = s.predator(cur)
        order = [q for q in (prey, pred) if q != cur and not players[q].passive]
        if len(order) == 2 and order[0] == order[1]:
            order.pop()
    flags = block_any_cards(su)
    if flags:
        # rules 6.2.2: other Methuselahs may block with "ignoring the normal restrictions"
        for q in s.alive():
            if q != cur and q not in order and not players[q].passive and any(flags[i] for i in players[q].hand):
                order.append(q)
    if su.any_block_any and su.is_vampire[a]:
        # a vampire's own "may attempt to block a vampire controlled by another Methuselah" (Anneke)
        ba = su.block_any
        for q in s.alive():
            if q != cur and q not in order and not players[q].passive \
                    and any(ba[v] and not s.locked[v] for v in players[q].ready):
                order.append(q)
    if order and masters.GRAND_BALL in su.master_kinds and pend.kind != K_BLEED and masters.unblockable(s, a):
        order = []  # Toreador Grand Ball: "the other Toreador's non-bleed actions cannot be blocked"
    pend.block_order = order
    pend.stage = BLOCKS if order else AFTER_BLOCKS
    if pend.card >= 0 and kind != K_BURN_CARD:  # (no card: a vampire's own political action)
        order = cancellers(s, action.card, s.current)
        if su.imbued is not None and su.imbued.any_determine and kind == K_ACTION_CARD:
            order = imbued.add_determiners(s, pend, order)  # Determine: the prey or predator's imbued
        if order:
            pend.cancel_order = order
            pend.stage = CANCEL
    if su.imbued is not None and kind == K_ACTION_CARD and pend.directed and action.target >= 0 \
            and imbued.react_to_action(s, pend):
        end_action(s)  # React with Conviction cancelled it as it was announced


def _declare_kind(s: GameState, m: Methuselah, pend: Pending, action: Action, prey: int) -> None:
    """The declared action's target and stealth by its kind (rules 6.1, 6.2.1), its card played."""
    su = s.setup
    a = action.actor
    kind = action.kind
    if kind == K_BLEED:
        pend.target_p = prey
        pend.directed = True
        pend.bleed = su.base_bleed[a] + minion_bonus(s, m, a, O_PLUS_BLEED)
        if masters.BLEED_KINDS & su.master_kinds:
            pend.bleed += masters.bleed_bonus(s, a)  # Palla Grande, New Carthage
        if masters.BLEED_STEALTH in su.master_kinds:
            pend.stealth += masters.bleed_stealth(s, a)  # The Khabar: "Assamites get +1 stealth when bleeding"
        if su.any_placed:
            pend.bleed += placed.bleed_bonus(s, a, prey)  # Madman's Quill
        if action.n == 1:  # "can bleed with +2 bleed as a (D) action": its bleed and stealth (rules 6.1.6)
            pend.bleed += su.bleed_action_bleed[a]
            pend.stealth += su.bleed_action[a] - 1
        elif action.n == 2:  # Camera Phone's bleed: its +1, and no other equipment's
            pend.bleed += equip_bleed_delta(s, m, a) or 0
        elif action.n == imbued.BLEED_N:
            imbued.declare_bleed(s, m, a, pend)  # Strike with Conviction burned: +1 bleed
    elif kind in (K_RESCUE, K_DIABLERIZE):
        owner = controller_of(s, action.target)
        if kind == K_DIABLERIZE and su.partner_diablerie[a] and any(
                su.card_id[j] == DIABLERIE_PARTNER.get(su.card_id[a]) for j in m.ready):
            pend.stealth += 1  # Onaedo: "while Otieno is ready, +1 stealth during diablerie actions"
        if kind == K_DIABLERIZE and masters.DEPRAVITY in su.master_kinds:
            pend.stealth += masters.diablerie_stealth(s, a)  # Depravity: "+1 stealth during diablerie actions"
        elif kind == K_RESCUE and masters.HUMANITAS in su.master_kinds:
            pend.stealth += masters.rescue_terms(s, a)[0]  # Humanitas: "+1 stealth" when rescuing
        if owner == s.current:
            pend.stealth += 1
        else:
            pend.target_p = owner
            pend.directed = True
    elif kind == K_LEAVE_TORPOR or kind == K_HUNT:
        if not su.cannot[a] & NO_HUNT_STEALTH:
            pend.stealth += 1
    elif kind == K_BECOME_ANARCH:
        pend.stealth += 1  # rules 10.5: "an undirected action with +1 stealth"
    elif kind == K_ABILITY:
        # rules 6.1.6: the vampire's own (D) action at a minion (steal blood, lock), once a turn;
        # adding blood to your own vampire is undirected
        ab = su.ability2[a] if action.n == 1 else su.ability[a]
        if ab[0] != O_BLOOD_TO and ab[0] != O_UNLOCK_OTHER:  # type: ignore[index]
            pend.target_p = card_controller(s, action.target)  # a minion, or a card in play
            pend.directed = True
        pend.stealth += ab[3] - 1  # type: ignore[index]
        s.used.add((a, LEFT_ACTION - K_ABILITY))
    elif kind == K_OWN_ACTION and action.n < 0:
        placed.declare_action(s, pend)  # an action a card in play gives (Khazar's Diary, Call the Great Beast)
    elif kind == K_OWN_ACTION and su.imbued is not None and action.n >= imbued.POWER_BASE:
        imbued.declare_power(s, m, a, pend)  # an imbued's [ACTION] power (Rejuvenate, Inspire)
    elif kind == K_OWN_ACTION:
        # rules 6.1.6: the vampire's own undirected action, once a turn, blockable by the prey
        # and the predator (rules 6.2.2.1)
        pend.stealth += su.own_action[a][3] - 1  # type: ignore[index]
        s.used.add((a, LEFT_ACTION - K_OWN_ACTION))
        if su.imbued is not None and su.imbued.own_conviction[a]:
            imbued.pay(s, m, a, su.imbued.own_conviction[a])  # "an action that costs 1 conviction"
    elif kind == K_ENTER_COMBAT:
        # rules 6.1.6: the vampire's own (D) action, with the stealth its text gives; blockable
        # by the target's controller (rules 6.2.2.1)
        pend.target_p = controller_of(s, action.target)
        pend.directed = True
        if action.n == 1:
            pend.stealth += 1  # Haven Uncovered: "enter combat with this vampire as a +1 stealth (D) action"
        elif action.n == referendums.ALASTOR_N:
            pend.stealth += 1  # Alastor: "... with a vampire as a +1 stealth (D) action"
            s.used.add((a, referendums.ALASTOR))  # rules 6.1.6: once per turn
        else:
            pend.stealth += su.enter_combat[a] - 1
            s.used.add((a, LEFT_ACTION - K_ENTER_COMBAT))  # rules 6.1.6: once per turn
    elif kind == K_BURN_CARD:
        # a card in play another Methuselah controls, burned as an action its text allows (rules
        # 6.1.6): (D), directed at its controller (6.2.2.1), or a referendum called as a
        # political action, undirected (6.1.7); n: its stealth
        sp = su.burnable[action.target]
        pend.stealth += action.n
        if sp is not None:
            s.used.add((a, burnable.USED - action.target))  # once a turn for each minion and card
        if sp is not None and sp[4]:
            s.political_acted[a] = s.turn
        elif sp is None or not sp[13]:
            pend.target_p = card_controller(s, action.target)
            pend.directed = True  # (sp[13]: "can burn this card as an action", undirected)
    elif kind == K_POLITICAL and action.card == a:
        # the vampire's own political action (rules 6.1.7, 6.3.1): +1 stealth, no card played
        s.political_acted[a] = s.turn
        pend.card = -1
        pend.stealth += 1
    elif action.card >= 0:
        _declare_card(s, m, pend, action, prey)


def _declare_card(s: GameState, m: Methuselah, pend: Pending, action: Action, prey: int) -> None:
    """A card played to declare the action (rules 6.2.1): face up in play, and the target and stealth its
    option gives."""
    su = s.setup
    a = action.actor
    kind = action.kind
    e = su.effect[action.card]
    assert e is not None
    play_from_hand(s, m, action.card, e)
    m.in_play.append(action.card)  # face up in play during the action (rules 6.2.1)
    s.used.add((a, su.card_id[action.card]))
    if kind == K_ACTION_CARD:
        opt = e.options[action.n]
        if opt.has(O_BLEED):
            pend.kind = K_BLEED
            pend.target_p = s.predator(s.current) if action.target == -2 else prey  # Night Moves
            pend.directed = True
            pend.bleed = (
                su.base_bleed[a] + opt.amount(O_BLEED) + opt.amount(O_PLUS_BLEED)
                + minion_bonus(s, m, a, O_PLUS_BLEED)
            )
            if masters.BLEED_KINDS & su.master_kinds:
                pend.bleed += masters.bleed_bonus(s, a)  # Palla Grande, New Carthage
            if masters.BLEED_STEALTH in su.master_kinds:
                pend.stealth += masters.bleed_stealth(s, a)  # The Khabar: Community
            if su.any_placed:
                pend.bleed += placed.bleed_bonus(s, a, pend.target_p)  # Madman's Quill
            if su.card_id[action.card] in LOCKED_BLEEDS:
                # Force of Will: "after resolution, this vampire takes N unpreventable
                # aggravated damage even if the action is blocked" (end_action; rules 6.4.6)
                pend.after_agg += opt.amount(OP_DAMAGE)
        elif opt.has(O_ENTER_COMBAT):
            pend.target_p = controller_of(s, action.target)
            pend.directed = True
        elif opt.has(_OP_MOVE_BLOOD) and influence_shape(opt) == 2:
            # Undue Influence [chi]: (D) at the Methuselah whose uncontrolled crypt card loses blood
            pend.target_p = next(p for p, q in enumerate(s.players) if action.target in q.uncontrolled)
            pend.directed = True
        elif opt.has(_OP_STEAL_POOL):
            pend.target_p = prey  # "(D) steal 1 pool from another Methuselah": the prey
            pend.directed = True
        elif opt.has(_OP_EDGE):
            # "(D) burn the Edge to burn N pool from your prey"; "... 3 blood from a vampire
            # controlled by another Methuselah" (Inside Dirt: that Methuselah)
            pend.target_p = card_controller(s, action.target) if opt.has(OP_DAMAGE) else prey
            pend.directed = True
            s.edge = -1  # the cost, paid as the card is played (rules 2.2: to the bank)
        elif opt.has(_OP_DISCARD_FROM_HAND) and opt.has(_OP_OPEN_HAND):
            pend.target_p = prey  # "(D) look at your prey's hand and discard one card"
            pend.directed = True
        elif opt.has(O_STEAL_CARD) or opt.has(O_LOCK) or opt.has(_OP_BURN_CARD) or opt.has(OP_DAMAGE):
            # "(D) steal", "(D) stun", "(D) burn a location" (rules 6.1.6)
            pend.target_p = card_controller(s, action.target)
            pend.directed = True
        if not turn_stealth(opt):
            pend.stealth += max_amount(opt, O_STEALTH)
    else:
        if kind == K_POLITICAL:
            s.political_acted[a] = s.turn
        pend.stealth += 1  # rules 6.1.3-6.1.5, 6.1.7: +1 stealth


def _declare_bonuses(s: GameState, pend: Pending, a: int, kind: int) -> None:
    """The declared action's stealth and bleed from the acting minion's texts, cards in play and this turn."""
    su = s.setup
    cond = su.conditional[a]
    if cond:
        declare_bonus(s, pend, cond)
    if su.any_held_stealth:
        add_held_stealth(s, pend)
    if su.any_sect_bleed and kind == K_BLEED:
        pend.bleed += sect_bleed(s, a, pend.target_p)
    if su.any_bleed_vs_me and kind == K_BLEED and pend.target_p >= 0:
        # Hektor: "Baali get +1 bleed when bleeding you"; Matthias: "... -1 bleed against you"
        pend.bleed = max(0, pend.bleed + bleed_at_controller(s, a, pend.target_p))
    if su.any_bishop_stealth and su.bishop_stealth[a] and pend.directed and pend.target_p >= 0 and any(
            su.is_vampire[v] and su.title[v] in BISHOPS and v not in s.title_contested
            for v in s.players[pend.target_p].ready):
        pend.stealth += su.bishop_stealth[a]  # Sarah Brando: "... at a Methuselah who controls a ready bishop"
    if su.any_aura:
        aura_bonus(s, pend)
    if s.used and ((-1, TURN_STEALTH) in s.used or (-1, TURN_STEALTH_ALL) in s.used):
        pend.stealth += turn_stealth_bonus(s, a)  # Psychic Veil: "+1 stealth this turn"


def block(s: GameState, pend: Pending, action: Action) -> None:
    """A minion attempts to block, woken by a reaction if it was locked (rules 6.2.2)."""
    v = action.actor
    q = pend.block_order[0]
    bonus = 0
    if action.card >= 0 and s.setup.imbued is not None and (
            s.setup.imbued.cls[action.card] or s.setup.imbued.master[action.card]):
        # Vigilance's reaction or Angel of Berlin unlocks the imbued; Champion's fails the
        # action for a combat
        bonus = imbued.wake(s, pend, s.players[q], v, action.card, action.n)
    elif action.card >= 0 and s.setup.unlock_giver[action.card] and s.setup.is_ally[action.card]:
        burn_minion(s, action.card)  # the ally burned to unlock the blocker
        s.locked[v] = 0
    elif action.card >= 0 and s.setup.waker[action.card]:
        bonus = wakers.use(s, pend, v, action.card)  # a card in play unlocks or wakes it
    elif action.card >= 0:
        opt = s.setup.effect[action.card].options[action.n]  # type: ignore[union-attr]
        pay_reaction(s, q, v, action.card, played_blood(opt))  # rules 6.2.3: "burn 1 blood to ..."
        pend.played.append((v, s.setup.card_id[action.card]))
        if s.setup.card_id[action.card] in ONE_BETWEEN_UNLOCKS:
            mark_between_unlocks(s, s.players[q], v, s.setup.card_id[action.card])  # "only one ... between"
        if s.locked[v] and s.setup.card_id[action.card] in UNLOCK_REACTIONS:
            s.locked[v] = 0  # "this vampire unlocks": unlocked after the action if it does not block
            if opt.has(O_PRESS):
                pend.flags |= BLOCK_PRESS  # "1 optional press during the resulting combat" (Rat's Warning [ANI])
        elif s.locked[v]:
            # woken; Eyes of the Wild "unlocks" its Gangrel and locks it after the action if it
            # did not block: locked either way once the action is over, as a woken one
            s.wake.add(v)
        if opt.has(O_MANEUVER):
            pend.flags |= BLOCK_MANEUVER  # a block-any card's "1 optional maneuver" (Guardian Vigil)
        if opt.has(O_BLOCK_ANY) and opt.has(O_UNLOCK_MINION):
            pend.flags |= BLOCKER_NO_LOCK  # "this Anarch does not lock for blocking" (Guardian Vigil [for])
        if wake_intercept(opt):
            pend.flags |= WAKE_INTERCEPT  # its intercept is bought with blood during the action
        else:
            bonus = max_amount(opt, O_INTERCEPT)
        if any(p.op == O_PAY_BLOOD and p.cond == 1 for p in opt.prims):
            pend.flags |= WAKE_BLOOD  # burns the blood if the attempt fails (Forced Awakening)
        if CANNOT is not None and opt.has(CANNOT) and not s.setup.is_vampire[v]:
            s.no_unlock.add(v)  # "if this minion is an ally, they do not unlock as normal"
    if pend.flags & TOLLS:
        toll = attempt_toll(s, pend, v)
        if toll > 0:
            s.blood[v] = max(0, s.blood[v] - toll)  # rules 6.2.2: the toll is paid as it attempts
    pend.blocker = v
    pend.tried.append(v)
    pend.intercept = intercept_of(s, v) + bonus
    if masters.EVENT_ALLY_INTERCEPT in s.setup.master_kinds:
        pend.intercept += masters.event_intercept(s, v, pend.actor)  # The Unmasking
    if pend.directed:
        pend.intercept += s.setup.directed_intercept[v]  # "+1 intercept during directed actions"
        pend.intercept += directed_bonus(s, v)
        if pend.kind == K_BLEED and masters.GUARDIAN in s.setup.master_kinds:
            pend.intercept += masters.guardian_intercept(s, v)  # "during bleed actions directed at you"
    if s.setup.conditional[v]:
        pend.intercept += block_bonus(s, pend, v)  # "+1 intercept when attempting to block a Nosferatu"
    if s.setup.any_blocker_mods and pend.actor >= 0 and s.setup.blocker_mods[pend.actor]:
        pend.intercept += blocker_mod(s, pend.actor, v)  # "Brujah get +1 intercept when attempting to block Nik"
    if s.setup.any_waker:
        pend.intercept += wakers.intercept(s, v, pend.actor)  # No Secrets From the Magaji
    if s.setup.any_placed and s.setup.placed[v]:
        pend.intercept = placed.SPECS[s.setup.card_id[v]].block_intercept  # Unleash Hell's Fury
    elif pend.card >= 0 and s.setup.mode[pend.card] == M_ACTION and pend.kind == K_BLEED:
        e = s.setup.effect[pend.card]
        if e is not None and e.options[pend.option].has(O_MINUS_INTERCEPT):
            # "anarchs get -1 intercept during this action" (Fiendish Tongue; rules 6.2.2.2)
            pend.intercept -= minus_intercept(s.setup, e.options[pend.option], pend.actor, v)
    pend.stage = ATTEMPT


def play_reaction(s: GameState, pend: Pending, action: Action) -> None:
    """Intercept for the blocker (rules 6.2.2.2), or a bleed changing target (Deflection)."""
    v = action.actor
    st = pend.stage
    q = pend.block_order[0] if st == ATTEMPT else pend.target_p if st == REACTIONS else controller_of(s, v)
    cid = s.setup.card_id[action.card]
    opt = s.setup.effect[action.card].options[action.n]  # type: ignore[union-attr]
    extra = played_blood(opt) - (clan_discount(s.setup, v, action.card) if st == BLOCKED else 0)
    e = pay_reaction(s, q, v, action.card, extra)  # rules 6.2.3: "burn 1 blood to ..."
    if s.pending is not pend:
        return  # ousted paying for it
    pend.played.append((v, cid))
    if st == BLOCKED:
        a = pend.actor
        if cid in END_BLOCKED_ACTION or cid in ALLY_SLEEP:
            # Gift of Sleep: the acting ally (locked by acting) stays locked, the blocker does not lock;
            # Mental Maze: the action ends before block resolution (no combat); [obf] the
            # blocking vampire locks, [OBF] it does not
            if LOCK_SELF is not None and opt.has(LOCK_SELF):
                s.locked[v] = 1
            for p in opt.prims:
                if p.op == Op.DAMAGE:
                    if cid == BLOODSTORM:
                        for j in [j for q in s.players for j in q.in_play
                                  if s.attached[j] == a and s.setup.mode[j] == M_RETAINER]:
                            damage_card(s, j, p)  # "and each retainer on the acting minion"
                    damage_card(s, a, p)  # Voice of Madness [DEM]: "burns 1 blood or life"
        else:
            # Obedience: the action ends before combat, the blocker does not lock; [dom] the
            # acting vampire unlocks; it cannot perform the same action again this turn (rules 6.2.3)
            if opt.has(O_UNLOCK_MINION):
                s.locked[a] = 0
            s.used.add((a, LEFT_ACTION - pend.kind))
        burn_action_card(s, pend)
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return
    if st == AFTER_RESOLUTION:
        s.locked[v] = 0  # Cats' Guidance: the blocker unlocks after block resolution
        pend.flags &= ~UNLOCK_WINDOW
        return
    if st == REACTIONS and action.target < 0 and cid in FAIL_REACTIONS:
        fail_bleed(s, pend, v, cid, opt)
        return
    if st == REACTIONS and action.target < 0:
        pend.bleed = max(0, pend.bleed - max_amount(opt, O_REDUCE_BLEED))  # Telepathic Counter
        if LOCK_SELF is not None and opt.has(LOCK_SELF):
            s.locked[v] = 1  # "lock this vampire to reduce a bleed against you to 0"
        return
    if pend.stage == ATTEMPT:
        added = max_amount(opt, O_INTERCEPT)
        if cid in ACTING_INTERCEPT:
            added += acting_intercept_bonus(s, pend, cid, action.n)  # Sense the Sin [dai]
        added += titled_intercept(s, pend, v, action.card)  # The Warrens: "+1 if this Nosferatu is titled"
        if has_cancel_reaction(s.setup):
            pend.react = (action.card, v, action.n, added, blood_cost(s.setup, v, action.card) + extra, e.pool_cost,
                          pend.flags)
        pend.intercept += added
        if opt.has(O_MANEUVER):
            pend.flags |= BLOCK_MANEUVER  # "1 optional maneuver during the resulting combat"
            if opt.has(O_PRESS):
                pend.flags |= BLOCK_EITHER  # "... or press" (Eyes of the Night [OBT])
        if opt.has(O_PREVENT):
            pend.flags |= BLOCK_PREVENT  # "prevent 1 damage during the first round" (Precognition)
        if opt.has(O_UNLOCK_MINION):
            pend.flags |= BLOCKER_NO_LOCK  # "this vampire does not lock for the block"
        return
    # a redirected bleed: the new target can block it (Deflection's text)
    if (LOCK_SELF is not None and opt.has(LOCK_SELF)) or (
        not (LOCK_SELF is not None and any(o.has(LOCK_SELF) for o in e.options))
        and (cid, opt.level) not in REDIRECT_NO_LOCK
    ):
        s.locked[v] = 1
    s.stats[Stat.REDIRECTED] += 1
    pend.target_p = action.target
    pend.block_order = [action.target]
    pend.blocker = -1
    pend.intercept = 0
    pend.stage = BLOCKS


def play_cancel(s: GameState, pend: Pending, action: Action) -> None:
    """An out-of-turn master card (rules 1.6.2.4), on account of the next master phase."""
    q = pend.cancel_order[0] if pend.stage == CANCEL else pend.target_p
    m = s.players[q]
    su = s.setup
    i = action.card
    if su.imbued is not None and su.imbued.cid[i] == imbued.DETERMINE:
        imbued.determine(s, pend, m, action)  # a reaction, not an out-of-turn master
        end_action(s)
        return
    e = su.effect[i]
    assert e is not None
    discard_played(s, m, i, e)
    m.oot_debt = 1
    if e.pool_cost:
        burn_pool(s, q, e.pool_cost)
        if s.pending is not pend:
            return
    if su.card_id[i] == ARCHON_INVESTIGATION:
        # burn the acting minion; the action is not successful
        a = pend.actor
        for j in [j for j in s.players[s.current].in_play if j == pend.card]:
            s.players[s.current].in_play.remove(j)
            s.players[s.current].ash.append(j)
        burn_minion(s, a)
        pend.succeeded = False
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return
    # the card being played is cancelled, its cost not paid
    card = pend.card
    cm = s.players[s.current]
    if pend.kind == K_PLAY_MASTER:
        cm.ash.append(card)
        if su.card_id[i] == WASH:
            s.master_actions += 1
        s.pending = None
        return
    if card in cm.in_play:
        cm.in_play.remove(card)
    cm.ash.append(card)
    if su.card_id[card] in LOCKED_BLEEDS:
        pend.after_agg = 0  # Force of Will cancelled: no damage, its vampire was locked already
    else:
        s.locked[pend.actor] = 0  # "the acting minion does not lock"
    s.used.discard((pend.actor, su.card_id[card]))
    if pend.kind == K_POLITICAL:
        s.political_acted[pend.actor] = -1
    end_action(s)


def play_modifier(s: GameState, pend: Pending, action: Action) -> None:
    m = s.players[s.current]
    su = s.setup
    i = action.card
    if pend.stage == BLOCKED and pend.flags & ACT_NO_COMBAT and i in m.ash:
        # Stone Travel [MYT], played this action: the resulting combat is cancelled (rules 6.2.3:
        # the block still succeeds, the action fails and its card burns)
        pend.flags = (pend.flags & ~ACT_NO_COMBAT) | NO_COMBAT
        return
    if pend.react is not None and pend.stage == ATTEMPT and su.card_id[i] in CANCEL_REACTION \
            and cancel_reaction_known(e := su.effect[i], e.options[action.n]):  # type: ignore[arg-type, union-attr]
        play_from_hand(s, m, i, e)  # type: ignore[arg-type]
        m.ash.append(i)
        pend.modifiers.append(su.card_id[i])
        s.blood[pend.actor] = max(0, s.blood[pend.actor] - blood_cost(su, pend.actor, i))
        cancel_reaction(s, pend, i, e.options[action.n])  # type: ignore[union-attr]
        return
    pend.react = None
    if pend.stage == WOULD_SUCCEED:
        # "instead, the bleed burns no pool, is unsuccessful, and this card is put on this vampire"
        delay(s, pend, action)
        burn_action_card(s, pend)
        pend.succeeded = False
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return
    if pend.stage == AFTER_BLOCKS and su.card_id[i] in OTHER_BLEED:
        # Empowering the Puppet King: another vampire pays and the acting minion gets +1 bleed
        # (limited, rules 6.1.1)
        e = su.effect[i]
        play_from_hand(s, m, i, e)  # type: ignore[arg-type]
        m.ash.append(i)
        pend.modifiers.append(su.card_id[i])
        s.blood[action.actor] = max(0, s.blood[action.actor] - blood_cost(su, action.actor, i))
        pend.bleed += max_amount(e.options[action.n], O_PLUS_BLEED)  # type: ignore[union-attr]
        pend.limited = True
        return
    if pend.stage == AFTER_RESOLUTION and su.card_id[i] in after.SPECS:
        after.play(s, pend, action)  # Zephyr, Seraph's Second: unlock after resolution
        return
    if action.actor != pend.actor and pend.stage == ATTEMPT:
        # Blanket of Night [OBT]: another ready vampire pays, locks, and the attempt fails; the
        # blocker cannot attempt again this action (it has tried: rules 6.2.2.1)
        v = action.actor
        e = su.effect[i]
        play_from_hand(s, m, i, e)  # type: ignore[arg-type]
        m.ash.append(i)
        pend.modifiers.append(su.card_id[i])
        s.blood[v] = max(0, s.blood[v] - blood_cost(su, v, i))
        s.locked[v] = 1
        pend.intercept = -1
        attempt_pass(s, pend)
        return
    e = su.effect[i]
    assert e is not None
    play_from_hand(s, m, i, e)
    m.ash.append(i)
    pend.modifiers.append(su.card_id[i])
    a = pend.actor
    opt = e.options[action.n]
    # rules 6.2.3: modifier costs are paid when played, the option's "burn 1 blood to ..." too
    cost = blood_cost(s.setup, a, action.card) + played_blood(opt)
    if cost:
        s.blood[a] = max(0, s.blood[a] - cost)
    if e.pool_cost:
        burn_pool(s, s.current, e.pool_cost)
        if s.pending is not pend:
            return
    if pend.stage == ANNOUNCE:
        _modifier_announced(s, pend, action, opt)
        return
    if pend.stage == BLOCKED:
        _modifier_blocked(s, m, pend, a, i, opt)
        return
    if pend.stage == ATTEMPT and _modifier_attempt(s, pend, a, opt):
        return
    if O_WHEN in opt.ops and counter_unlock(opt):
        pend.flags |= COUNTER_UNLOCK  # Revelation of the Serpent [PRE PRO]: after a successful bleed
    x = action.target if pend.stage == AFTER_BLOCKS and action.target > 0 and x_bleed(e, opt) else 0
    if x:
        s.blood[a] = max(0, s.blood[a] - x)  # "+X bleed" for X blood (Monkey Wrench)
    for p in opt.prims:
        if p.op == O_PLUS_BLEED:
            if p.cond and s.players[pend.target_p].pool > p.cond:
                continue
            pend.bleed += p.n + p.x * x
            if p.arg == 1:
                pend.limited = True
        elif p.op == O_REMOVE_FROM_GAME and su.card_id[i] in ASH_BLEED:
            t = s.players[pend.target_p]  # Trochomancy: the oldest cards of the target's ash heap
            t.removed.extend(t.ash[:p.n])
            del t.ash[:p.n]
        elif p.op == O_EDGE and pend.stage == AFTER_BLOCKS:
            s.edge = -1  # Leverage: the Edge burned as the cost (rules 2.2)
            pend.flags |= NO_EDGE
        elif p.op == O_UNLOCK:
            s.locked[a] = 0
        elif p.op == O_UNBLOCKABLE:
            pend.flags |= NO_VAMPIRE_BLOCK
        elif p.op == OP_MARGIN_BLOOD:
            # Voter Captivation: the margin in blood; [PRE] up to 2 of it to the pool (the
            # rules move as much as they may: pool is worth more than blood)
            to_pool = min(p.n, pend.margin)
            m.pool += to_pool
            gain_blood(s, a, pend.margin - to_pool)


def _modifier_announced(s: GameState, pend: Pending, action: Action, opt: Option) -> None:
    """A modifier played as the action is announced, before blocks (``ANNOUNCE``)."""
    if action.target < 0 and announce_wraith_unlock_known(opt):
        s.used.add((pend.actor, SHROUD_UNLOCK))  # Shroud Mastery [NEC]: unlocks if successful
        return
    if action.target < 0 and announce_unblockable_known(opt):
        if opt.prims[:2] == UNBLOCKABLE_ANNOUNCED:
            pend.block_order = []  # Virtuosa [MEL]: nobody may attempt to block (rules 6.2.2)
        else:
            pend.flags |= NO_VAMPIRE_BLOCK  # Beast Meld [ANI PRO]: vampires cannot block this action
        return
    if action.target < 0 and announce_self_known(opt):
        # Memory Rift: [obf] +1 stealth now; [pre] if blocked, strike: combat ends in round 1
        if opt.has(O_STEALTH):
            pend.stealth += max_amount(opt, O_STEALTH)
        else:
            pend.flags |= ACT_ENDS
        return
    if action.target < 0 and announce_no_unlock_known(opt):
        pend.flags |= NO_WAKE  # The Sleeping Mind [DOM]: no locked minion wakes to block
        return
    if action.target < 0 and announce_maneuver_known(opt):
        # Skin of the Chameleon [tha]: if blocked, 1 optional maneuver or press (rules 6.4.2)
        pend.flags |= ACT_MANEUVER | (ACT_EITHER if opt.has(O_PRESS) else 0)
        return
    if action.target < 0:
        pend.flags |= block_toll(opt)  # Force of Personality: blockers pay (rules 6.2.2)
        return
    pend.tried.append(action.target)  # "the chosen vampire cannot block this action"
    return


def _modifier_blocked(s: GameState, m: Methuselah, pend: Pending, a: int, i: int, opt: Option) -> None:
    """A modifier played once the action is blocked, before block resolution (``BLOCKED``, rules 6.2.3)."""
    su = s.setup
    if pend.stage == BLOCKED and blocked_fails(opt):
        # Psychomachia [dai]: the block fails, the action continues; the blocker has tried (rules
        # 6.2.2.1); [DAI] 1 unpreventable damage to it
        b = pend.blocker
        pend.blocked = False
        pend.blocker = -1
        pend.intercept = 0
        pend.flags &= ~(WAKE_INTERCEPT | BLOCKER_NO_LOCK | BLOCK_MANEUVER | BLOCK_EITHER | BLOCK_PREVENT)
        pend.stage = BLOCKS
        for p in opt.prims:
            if p.op == Op.DAMAGE:
                damage_card(s, b, p)
        return
    if pend.stage == BLOCKED and ally_sleep_known(opt):
        # Gift of Sleep [obe]: the blocking ally locks and the action ends before block
        # resolution: no combat (rules 6.2.3)
        s.locked[pend.blocker] = 1
        burn_action_card(s, pend)
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return
    if pend.stage == BLOCKED and blocked_burn(opt):
        # Power of One [obt]: the blocking minion burns 2 blood or life before block resolution;
        # an ally burned so is no longer blocking: the action continues (rules 6.2.2)
        b = pend.blocker
        damage_card(s, b, Prim(Op.DAMAGE, blocked_burn(opt), DMG_BLOOD | DMG_UNPREVENTABLE))
        q = controller_of(s, b)
        if q < 0 or b not in s.players[q].ready:
            pend.blocked = False
            pend.blocker = -1
            pend.intercept = 0
            pend.flags &= ~(WAKE_INTERCEPT | BLOCKER_NO_LOCK | BLOCK_MANEUVER | BLOCK_EITHER | BLOCK_PREVENT)
            pend.stage = BLOCKS
        return
    if pend.stage == BLOCKED:
        # Change of Target: unlock, the action ends unsuccessfully, not again this turn
        # (Psychomachia [pre]: unlock, the action ends)
        s.locked[a] = 0
        if su.card_id[i] not in PSYCHOMACHIA:
            s.used.add((a, LEFT_ACTION - pend.kind))
        if blocked_recur_known(opt):
            _action_card_back(s, m, pend)  # Tangle Atropos' Hand [tem]: the action card back in hand
            if opt.has(O_STEALTH):
                s.used.add((a, NEXT_STEALTH))  # [TEM] +1 stealth during its next action this turn
            if opt.has(O_LOCK) and pend.blocker >= 0:
                s.locked[pend.blocker] = 1  # Red Herring [CHI]: "lock the blocking minion"
            if su.card_id[i] in SAME_ACTION_ALL:
                # "vampires you control cannot perform the same action again this turn" (rules 6.1.6)
                cid = su.card_id[pend.card] if pend.card >= 0 and su.mode[pend.card] == M_ACTION else -1
                for v in m.ready:
                    s.used.add((v, LEFT_ACTION - pend.kind) if cid < 0 else (v, cid))
        burn_action_card(s, pend)
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return


def _modifier_attempt(s: GameState, pend: Pending, a: int, opt: Option) -> bool:
    """A modifier played against a block attempt (``ATTEMPT``, rules 6.2.2.2); True when it ends the
    modifier's step (the attempt or the action settled)."""
    su = s.setup
    if pend.stage == ATTEMPT and opt.has(END_ACTION) and opt.has(O_WHEN) and kiss_disc(opt):
        # The Kiss of Ra: the attempt is cancelled (the blocker does not lock), it burns 2 blood
        # ([FOR] and goes to torpor), the action ends without combat (rules 6.2.3)
        b = pend.blocker
        s.blood[b] = max(0, s.blood[b] - 2)
        if opt.has(Op.TORPOR) and b not in s.players[controller_of(s, b)].torpor:
            to_torpor(s, b)
        burn_action_card(s, pend)
        pend.blocker = -1
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return True
    if pend.stage == ATTEMPT:
        pend.stealth += max_amount(opt, O_STEALTH)
        if blood_minus(opt):
            pend.flags |= BLOOD_MINUS  # its "-1 intercept" is bought with blood once this action
        elif pend.blocker >= 0:
            pend.intercept -= minus_intercept(su, opt, a, pend.blocker, s.corruption)  # "-1 intercept" (rules 6.2.2.2)
        if opt.has(END_ACTION):
            pend.flags |= BLOCKED_ENDS  # Mirror Walk: if blocked, the blocker locks, the action ends
        elif any(p.op == O_WHEN and p.n == W_BLOCK_FAILED for p in opt.prims):
            pend.flags |= LOCK_FAILED  # Faceless Night: minions failing to block become locked
        pend.flags |= block_toll(opt)  # Tenebrous Form [OBT]: later attempts cost 1 blood
        if opt.has(O_PREVENT):
            pend.flags |= ACT_PREVENT  # Beast Meld [ani pro]: 1 damage prevented in the resulting combat
        if opt.has(O_MANEUVER):
            pend.flags |= ACT_MANEUVER  # "if this action is blocked, 1 optional maneuver"
            if opt.has(O_PRESS):
                pend.flags |= ACT_EITHER  # "... or press" (Mind Tricks [DEM])
        elif cancels_combat(opt):
            pend.flags |= ACT_NO_COMBAT  # Stone Travel [MYT]: chosen if blocked, before block resolution
        elif opt.has(O_COMBAT_ENDS):
            pend.flags |= ACT_ENDS  # "can strike: combat ends during the first round if blocked"
        if opt.has(O_AGGRAVATED):
            pend.flags |= ACT_AGG  # Domain of Evernight [tem]
        if opt.has(O_UNBLOCKABLE) and pend.blocker >= 0 and su.is_vampire[pend.blocker]:
            # Daring the Dawn: vampires cannot block this action, the vampire's attempt fails
            # (rules 6.2.2.2); the actor takes its damage after resolution
            pend.flags |= NO_VAMPIRE_BLOCK
            pend.after_agg += max((p.n for p in opt.prims if p.op == O_DAMAGE), default=0)
            pend.intercept = -1
            attempt_pass(s, pend)
            return True
        if opt.has(O_BLOCK_FAILS) and gaze_fails(opt):
            pend.flags |= GAZE  # Enchanting Gaze [PRE PRO]: a corruption counter for a failed attempt
        elif opt.has(O_BLOCK_FAILS):
            pend.intercept = -1  # Elder Impersonation: the attempt fails (rules 6.2.2.2)
            attempt_pass(s, pend)
            return True
        if opt.has(O_CANNOT_BLOCK) and pend.blocker >= 0 and su.is_ally[pend.blocker]:
            # Visions of Gehenna [pre]: allies cannot block this action, the ally's attempt fails
            pend.flags |= NO_ALLY_BLOCK
            pend.intercept = -1
            attempt_pass(s, pend)
            return True
    return False


def _action_card_back(s: GameState, m: Methuselah, pend: Pending) -> None:
    """The action card played for the action goes back to its owner's hand, who discards down to
    the hand size afterward (rules 1.6.1.2)."""
    card = pend.card
    if card < 0 or card not in m.in_play or s.setup.mode[card] != M_ACTION:
        return
    m.in_play.remove(card)
    m.hand.append(card)
    s.put_back = max(0, len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action))
    s.put_back_to = 0


def block_resolution(s: GameState, pend: Pending) -> None:
    """Rules 6.2.3: a blocked action fails, its card burns, the blocker locks and enters combat
    with the acting minion; a vampire blocking a leave-torpor action may diablerize instead
    (rules 6.5.2)."""
    s.stats[Stat.BLOCKS] += 1
    b = pend.blocker
    if not pend.flags & BLOCKER_NO_LOCK and not no_lock_younger(s, b, pend.actor):
        s.locked[b] = 1  # unless "this vampire does not lock for the block" (Read the Winds)
    burn_action_card(s, pend)
    pend.succeeded = False
    pend.stage = AFTER_RESOLUTION
    pend.decider = s.current
    if pend.kind == K_LEAVE_TORPOR:
        if s.setup.is_vampire[b] and not s.setup.blood_cursed[b] and not (  # rules 11: blood-cursed: no diablerie
                masters.HUMANITAS in s.setup.master_kinds and masters.humane(s, b)) and not (
                referendums.any_alastor(s.setup) and referendums.alastor_on(s, b)):  # Alastor: no diablerie
            pend.stage = DIABLERIE
            pend.decider = controller_of(s, b)
        return
    q = controller_of(s, b)
    flags = unlock_after_block_cards(s.setup)
    if flags and q >= 0 and any(map(flags.__getitem__, s.players[q].hand)):
        pend.flags |= UNLOCK_WINDOW
    fighter = pend.actor
    if pend.slave >= 0:  # rules 11: the slave fights in the blocked vampire's place, which unlocks
        s.locked[pend.actor] = 0
        fighter = pend.slave
    if pend.flags & NO_COMBAT:
        return  # Stone Travel [MYT]: the resulting combat is cancelled
    if q >= 0 and (fighter == pend.slave or controller_of(s, pend.actor) == s.current) \
            and fighter in s.players[s.current].ready:
        combat.start(s, fighter, s.current, b, q)
        if pend.flags & BLOCK_MANEUVER and s.combat is not None:
            s.combat.free_maneuver[1] += 1
            if pend.flags & BLOCK_EITHER:
                s.combat.free_press[1] += 1  # "1 optional maneuver or press": one of the two
                s.combat.free_either[1] = True
        if pend.flags & BLOCK_PREVENT and s.combat is not None:
            s.combat.round_prevent[1] = 1
        if pend.flags & BLOCK_PRESS and s.combat is not None:
            s.combat.free_press[1] += 1  # "1 optional press during the resulting combat if this vampire blocks"
        if pend.kind == K_ACTION_CARD and pend.card >= 0 and s.combat is not None:
            e = s.setup.effect[pend.card]
            n = blocker_press(e.options[pend.option]) if e is not None and e.mode == M_ACTION else 0
            if n:
                # Dive Bomb: "the blocking minion gets 1 optional press during the first round"
                s.combat.free_press[1] += n
                s.combat.round1_press[1] += n
        if pend.card >= 0 and s.combat is not None:  # (a bleed: its kind K_BLEED, the card played)
            e = s.setup.effect[pend.card]
            n = blocked_strength(e.options[pend.option]) if e is not None and e.mode == M_ACTION else 0
            if n:
                # Show of Force: "this vampire can gain +1 strength that combat" (rules 6.4.5:
                # strength is the damage of a hand strike; gained as range is to be determined)
                s.combat.combat_strength[0] += n
        if pend.flags & ACT_MANEUVER and s.combat is not None:
            s.combat.free_maneuver[0] += 1  # rules 6.4.2: an optional maneuver may go unused
            if pend.flags & ACT_EITHER:
                s.combat.free_press[0] += 1  # "1 optional maneuver or press": one of the two
                s.combat.free_either[0] = True
        if pend.flags & ACT_ENDS and s.combat is not None:
            s.combat.free_ends = True
        if pend.flags & ACT_PREVENT and s.combat is not None:
            s.combat.auto_prevent[0] += 1  # once in the combat (Beast Meld [ani pro])
        if pend.flags & ACT_AGG and s.combat is not None:
            s.combat.all_agg = True
        if (s.setup.any_sniper or s.setup.any_close_on_block) and s.combat is not None:
            combat.blocker_sets_range(s, pend.directed)


def continue_blocked_action(s: GameState, v: int, card: int) -> None:
    """After a strike ending the combat of a blocked action (Form of Mist [PRO], Shadow Body
    [OBT], Mirror Image [CHI]): the acting minion ``v`` continues the action as if unblocked,
    paying the blood and with the stealth the card says (when it can pay); the block is not
    resolved (rules 6.2.3), so its card returns from the ash heap and other minions may still
    attempt to block (rules 6.2.2)."""
    pend = s.pending
    if pend is None or not pend.blocked or pend.actor != v or pend.stage != AFTER_RESOLUTION:
        return
    m = s.players[s.current]
    if v not in m.ready:
        return
    su = s.setup
    e = su.effect[card]
    opt = next((o for o in e.options if o.has(CONTINUE_ACTION)), None) if e is not None else None
    if opt is None:
        return
    arg = next(p.arg for p in opt.prims if p.op == CONTINUE_ACTION)
    if (arg & 1 and pend.kind == K_BLEED) or (arg & 2 and pend.kind == K_POLITICAL):
        return  # "a non-bleed (non-political) action"
    cost = max_amount(opt, O_PAY_BLOOD)
    if s.blood[v] < cost:
        return
    s.blood[v] -= cost
    pend.modifiers.append(su.card_id[card])  # one such continuation per card each action
    pend.stealth += max_amount(opt, O_STEALTH)
    a_card = pend.card
    if a_card >= 0:
        owner = s.players[su.owner[a_card]]
        if a_card in owner.ash:  # burned at block resolution (rules 6.2.3)
            owner.ash.remove(a_card)
            m.in_play.append(a_card)
    pend.blocked = False
    pend.blocker = -1
    pend.intercept = 0
    pend.stage = BLOCKS
    pend.decider = s.current


def resolve(s: GameState, pend: Pending) -> None:
    """Rules 6.2.3: the action succeeds; pay its cost and apply its effects."""
    m = s.players[s.current]
    su = s.setup
    a = pend.actor
    kind = pend.kind
    card = pend.card
    e = su.effect[card] if card >= 0 else None
    cost = blood_cost(su, a, card) if e is not None else 0
    if cost:
        s.blood[a] = max(0, s.blood[a] - cost)
    if pend.directed and pend.target >= 0 and su.targeted[pend.target] and kind != K_BLEED:
        # (a bleed is directed at a Methuselah; its target card is a vampire to add blood to or
        # a minion to lock)
        t = pend.target  # "actions directed at him cost 1 additional pool / blood or life" (rules 6.2.3)
        if su.targeted_blood[t]:
            s.blood[a] = max(0, s.blood[a] - su.targeted_blood[t])
        if su.targeted_pool[t]:
            burn_pool(s, s.current, su.targeted_pool[t])
            if s.terminal or m.ousted:
                return
    pend.succeeded = True
    pend.stage = AFTER_RESOLUTION
    pend.decider = s.current
    if pend.flags & SUCCESS_POOL:
        m.pool += 1  # I am Legion [DAI OBF]: "gain 1 pool after action resolution if successful"
    if su.imbued is not None:
        imbued.church(s, pend)  # The Church of Vindicated Faith: an imbued's successful action
    if e is not None and kind != K_EQUIP and kind != K_EMPLOY and card in m.in_play:
        m.in_play.remove(card)
    if kind == K_BLEED:
        _resolve_bleed(s, m, pend, a, card, e)
    elif kind == K_HUNT:
        gain_blood(s, a, 1 + su.hunt_plus[a]  # rules 6.1.2; the vampire's own "+1 hunt"
                    + (masters.hunt_bonus(s, a) if masters.HUNT_BONUS in su.master_kinds else 0))
        if masters.NO_HUNT_EVENT in su.master_kinds:
            masters.hunted(s)  # Restricted Vitae: its replacement
        if su.hunt_locks[a]:
            s.no_unlock.add(a)  # Eddie Gaines: "does not unlock as normal during his next unlock phase"
    elif kind == K_EQUIP or kind == K_EMPLOY:
        _resolve_equip(s, m, pend, a, card, e)
    elif kind == K_RECRUIT:
        _resolve_recruit(s, m, pend, a, card, e)
    elif kind == K_ACTION_CARD:
        _resolve_action_card(s, m, pend, a, card, e)
    elif kind == K_ABILITY:
        _resolve_ability(s, m, pend, a, card, e)
    elif kind == K_OWN_ACTION:
        own_action(s, pend)
    elif kind == K_BECOME_ANARCH:
        # rules 10.5: its cost (2 blood, 1 with another ready Anarch), paid as it succeeds (rules 6.2.3);
        # "if the action is successful, the acting vampire becomes Anarch"
        cost = become_anarch_cost(s, s.current, a)
        if s.blood[a] >= cost and may_become_anarch(s, a):
            s.blood[a] -= cost
            become_anarch(s, a)
    elif kind == K_BURN_CARD:
        sp = su.burnable[pend.target]
        if sp is not None and sp[4]:
            burnable.call(s, a, pend.target)  # the referendum (rules 6.3.2)
        elif sp is not None:
            # its cost paid (rules 6.2.3); an undirected one: whoever controls the card
            burnable.resolve(s, a, pend.target, pend.target_p if pend.directed else card_controller(s, pend.target))
        else:
            masters.burn_in_play(s, pend.target)
    elif kind == K_ENTER_COMBAT:
        cost = su.enter_combat_cost[a] if pend.option == 0 else 0  # (the vampire's own action only)
        if cost:
            s.blood[a] = max(0, s.blood[a] - cost)  # "a (D) action that costs N blood" (rules 6.2.3)
        start_combat(s, a, pend.target)
    elif kind == K_POLITICAL:
        assert e is not None or pend.card < 0  # no card: the acting vampire's own call
        politics.start(s, pend)
    elif kind == K_LEAVE_TORPOR:
        leave = TORPOR_COST + (masters.torpor_tax(s) if masters.TORPOR_TAX in su.master_kinds else 0)  # Torpid Blood
        if s.blood[a] >= leave:  # a cost no longer payable (blood spent on modifiers): no effect
            s.blood[a] -= leave  # rules 6.5.2
            to_ready(s, a)
    elif kind == K_RESCUE:
        t = pend.target
        if t in torpid_vampires(s):
            cost = TORPOR_COST + su.rescue_cost[t] + rescue_tax(s, a, t)  # "rescuing him costs 1 additional blood"
            if masters.HUMANITAS in su.master_kinds:
                cost = max(0, cost - masters.rescue_terms(s, a)[1])  # Humanitas: "burns 1 less blood if successful"
            pay = min(cost, s.blood[a])  # the rescuer pays, the rescued the rest (rules 6.5.3)
            s.blood[a] -= pay
            s.blood[t] = max(0, s.blood[t] - (cost - pay))
            to_ready(s, t)
    elif kind == K_DIABLERIZE:
        if pend.target in torpid_vampires(s):
            diablerie(s, a, pend.target)
    if e is not None and e.pool_cost and not s.terminal and not m.ousted:
        cost = pool_cost(su, a, card) if su.cost_mods[a] else e.pool_cost
        if cost:
            burn_pool(s, s.current, cost)


def _resolve_bleed(s: GameState, m: Methuselah, pend: Pending, a: int, card: int, e: Effect | None) -> None:
    """A successful bleed (rules 6.1.1): the pool bled, the Edge, and the bleed's after-effects."""
    su = s.setup
    s.bled_turn[a] = s.turn
    if card < 0 and pend.option == 1:
        s.blood[a] = max(0, s.blood[a] - su.bleed_action_cost[a])  # "a (D) action that costs N blood"
    amount = pend.bleed
    if any_delayed(su):
        amount += delayed_bonus(s, pend)  # Spying Mission on the vampire, for this Methuselah: +2 bleed
    if su.any_placed:
        amount -= placed.bleed_against(s, pend.target_p, a)  # Aranthebes: "-1 bleed against you"
    cap = e.options[pend.option].amount(_OP_BLEED_AMOUNT) if e is not None else 0
    if cap and amount > cap:
        amount = cap  # "if more than 1 pool is bled with this action, ignore the excess"
    if masters.BLEED_CAP in su.master_kinds:
        masters.after_bleed(s, m)  # Protected Resources: burned after a bleed of yours
        amount = masters.bleed_cap(s, pend.target_p, amount)  # "you burn 2 pool instead"
    if amount > 0:
        target = pend.target_p
        s.turn_bleed += amount
        m.bled_total += amount
        s.players[target].bleed_received += amount
        s.table_dealt[s.current] += amount
        s.table_received[target] += amount
        # rules 6.1.1: a successful bleed for 1 or more takes the Edge (Leverage: burned instead)
        s.edge = -1 if pend.flags & NO_EDGE else s.current
        if pend.flags & COUNTER_UNLOCK and s.corruption:
            counters_unlock(s, pend)
        if e is not None:
            gain = e.options[pend.option].amount(O_GAIN_POOL)
            if gain:
                m.pool += gain
            add = e.options[pend.option].amount(O_ADD_UNCONTROLLED)
            if add and pend.target in m.uncontrolled:
                gain_blood(s, pend.target, add)  # "if the bleed is successful, add N blood"
        if target != s.current:
            burn_pool(s, target, amount)
    if su.bleed_pool[a]:
        m.pool += su.bleed_pool[a]  # a vampire's "after a successful bleed, gain N pool"
    if su.bleed_mill[a] and pend.target_p != s.current:
        # Hecate: "you can burn the top card of the target Methuselah's library" (always taken
        # against a rival); rules 6.1.1: after the successful bleed
        lib = s.players[pend.target_p].library
        for _ in range(min(su.bleed_mill[a], len(lib))):
            s.players[pend.target_p].ash.append(lib.pop())
    if masters.AFTER_ACTION_BLOOD in su.master_kinds and pend.target_p == s.prey(s.current):
        masters.bled_prey(s, a)  # Capitalist: "when this vampire successfully bleeds his or her prey"
    if su.bleed_anarch_damage[a] and pend.target_p != s.current:
        # Alonso: "1 unpreventable damage on each anarch controlled by the target of the bleed"
        for w in list(s.players[pend.target_p].ready):
            if su.is_vampire[w] and su.sect[w] == "Anarch":
                combat.damage(s, w, su.bleed_anarch_damage[a])
    if e is not None:
        m.ash.append(card)
        opt = e.options[pend.option]
        if opt.has(O_UNLOCK_MINION) and opt.has(O_PAY_BLOOD):
            # Fiendish Tongue: "if this vampire is Tzimisce and the bleed is successful, this
            # Tzimisce can burn 1 blood during your next discard phase to unlock"
            when = next(p for p in opt.prims if p.op == O_WHEN)
            if su.clan_index[a] == when.cond:
                s.used.add((a, UNLOCK_IN_DISCARD_PAID))
        elif opt.has(O_UNLOCK_MINION):
            s.locked[a] = 0  # "if the bleed is successful, this vampire unlocks"
        if opt.has(_OP_DRAW):
            draw_then_put_back(s, m, opt.amount(_OP_DRAW), False)  # "draw N (discard afterward)"
        t = pend.target
        if t >= 0 and opt.has(O_LOCK) and controller_of(s, t) == (
                s.prey(s.current) if any(p.op == O_LOCK and p.arg == _WHO_PREY for p in opt.prims)
                else pend.target_p):  # Spirit Marionette: "(even if the target of the bleed is changed)"
            s.locked[t] = 1  # "if the bleed is successful, lock a minion of the target Methuselah"
        if t >= 0 and opt.has(_OP_COUNTER) and controller_of(s, t) == pend.target_p:
            s.corruption[t] = s.corruption.get(t, 0) + 1  # "put 1 corruption counter on a minion"


def _resolve_equip(s: GameState, m: Methuselah, pend: Pending, a: int, card: int, e: Effect | None) -> None:
    """A successful equip or employ action (rules 6.1.3, 6.1.4): the card on the acting minion."""
    su = s.setup
    kind = pend.kind
    s.attached[card] = a  # rules 6.1.3, 6.1.4
    if su.imbued is not None:
        imbued.gained_power(s, pend, card)  # "the imbued unlocks if the action succeeds"
    if e is not None and e.options and e.options[0].prims and e.options[0].prims[0].op == O_WHEN \
            and e.options[0].prims[0].n == _WHEN_END_OF_TURN and e.options[0].has(O_UNLOCK_MINION):
        s.used.add((a, UNLOCK_AT_END))  # Leather Jacket
    if kind == K_EMPLOY and su.employ_unlock[a]:
        s.used.add((a, UNLOCK_AT_END))  # Enkidu: "he unlocks at the end of the turn"
    if kind == K_EQUIP and masters.EQUIP_UNLOCK in su.master_kinds and masters.equip_unlock(s):
        s.used.add((a, UNLOCK_AT_END))  # NRA PAC: "any minion who successfully performs an equip action"
    if kind == K_EMPLOY and e is not None:
        # rules 6.1.4: its life from the blood bank, that of the level played ("[ANI] 2 life")
        s.blood[card] = e.options[pend.option].amount(_OP_LIFE) or e.life if e.options else e.life
    if su.is_unique[card] and contest(s, s.current, card):
        m.in_play.remove(card)


def _resolve_recruit(s: GameState, m: Methuselah, pend: Pending, a: int, card: int, e: Effect | None) -> None:
    """A successful recruit ally action (rules 6.1.5): the ally in play, with its life."""
    su = s.setup
    s.blood[card] = e.life if e is not None else 0
    lv = su.level_stats[card]
    if lv is not None:
        # rules 6.1.5: the life (and strength) of the level it is recruited at
        s.blood[card], st = lv[pend.option]
        if st != su.base_strength[card]:
            s.level_strength[card] = st - su.base_strength[card]
        else:
            s.level_strength.pop(card, None)
    if su.any_recruit_acts and su.recruit_acts[card]:
        # Nocturn "can perform actions the turn it is recruited. Unlock this vampire if this
        # is their first successful recruit ally action this turn"
        if (a, RECRUITED) not in s.used:
            s.locked[a] = 0
    else:
        s.acted[card] = s.turn  # rules 6.1.5: the ally cannot act this turn
    s.used.add((a, RECRUITED))
    if not (su.is_unique[card] and contest(s, s.current, card)):
        m.ready.append(card)
        if su.burn_own[card]:
            # War Ghoul: "after this ally enters play, burn an ally or retainer you control"
            # (the one with the least life)
            own = [j for j in m.ready if su.is_ally[j] and j != card] + [
                j for j in m.in_play if su.mode[j] == M_RETAINER]
            if own:
                j = min(own, key=lambda j: s.blood[j])
                if su.is_ally[j]:
                    burn_minion(s, j)
                else:
                    for q in s.players:
                        if j in q.in_play:
                            q.in_play.remove(j)
                    burn_card(s, j)
        if su.ash_price[card]:
            # "after this ally enters play, remove an ally or vampire in your ash heap from the
            # game or burn this ally" (the first found)
            j = next((j for j in m.ash if su.is_vampire[j] or su.is_ally[j]), -1)
            if j >= 0:
                m.ash.remove(j)
                m.removed.append(j)
            else:
                burn_minion(s, card)


def _resolve_action_card(s: GameState, m: Methuselah, pend: Pending, a: int, card: int, e: Effect | None) -> None:
    """A successful action card (rules 6.1.6): its primitives applied in their order."""
    su = s.setup
    assert e is not None
    m.ash.append(card)
    if su.waker[card]:
        wakers.resolve(s, m, a, card)  # put in play: a locked minion can block with it
    elif su.placed[card] and placed.applies(e, e.options[pend.option]):
        placed.resolve(s, m, card, a, e.options[pend.option], pend.target)  # put in play: Aranthebes
    lend = su.borrow[card] and borrow.is_option(e, e.options[pend.option])
    if lend:
        borrow.resolve(s, m, card, e.options[pend.option], pend.target)  # on the vampire (Temptation)
    put = su.placed[card] and placed.applies(e, e.options[pend.option])
    for p in (() if su.waker[card] or put or lend else e.options[pend.option].prims):
        if _card_prim(s, m, pend, a, card, e, p):
            break
    if su.prey_burn[card] is not None:
        # "put this card in play" (Army of Rats); X blood: the copies already in play
        s.blood[a] = max(0, s.blood[a] - burnable.x_cost(s, m, card))
        m.ash.remove(card)
        m.in_play.append(card)


def _card_prim(s: GameState, m: Methuselah, pend: Pending, a: int, card: int, e: Effect, p: Prim) -> bool:
    """One primitive of a successful action card applied; True when the primitives after it are not
    (what follows happens later, or the card left the ash heap)."""
    su = s.setup
    op = p.op
    if op == O_GAIN_POOL:
        m.pool += p.n
    elif op == O_GAIN_BLOOD:
        gain_blood(s, a, p.n)
    elif op == O_HUNT:
        gain_blood(s, a, 1 + p.n + su.hunt_plus[a])  # a hunt with +N, and the vampire's "+1 hunt"
    elif op == O_ADD_UNCONTROLLED:
        if p.arg == EACH_YOUNGER_CLAN:
            # "all younger Samedi in your uncontrolled region each gain a blood" (Little
            # Mountain Cemetery; rules 6.1.6: as the action resolves)
            for v in each_younger_of_clan(s, m, a, e.target_clan):
                gain_blood(s, v, p.n)
        elif pend.target in m.uncontrolled:
            gain_blood(s, pend.target, p.n)
    elif op == O_STEALTH and p.cond == 1:
        key = turn_stealth(e.options[pend.option])
        if key:
            k = 1
            while (-k, key) in s.used:
                k += 1
            s.used.add((-k, key))  # Psychic Veil: the rest of this turn's actions
    elif op == O_CRYPT_TO_UNCONTROLLED:
        # "move the top card from your crypt to your uncontrolled region" (Kindred
        # Intelligence); "add 1 blood to it if it is a Black Hand vampire" (Recruitment Exercise)
        if p.cond == CRYPT_CLAN_ONLY:
            draw_if_clan(s, m, a, e.target_clan, p.arg)  # Mesu Bedshet
            return False
        for _ in range(p.n):
            if m.crypt:
                v = m.crypt.pop()
                m.uncontrolled.append(v)
                if p.arg and su.req_bits[v] >> p.cond & 1:
                    gain_blood(s, v, p.arg)
    elif op == O_LOCK:
        s.locked[pend.target] = 1  # "enter combat with and lock a vampire"; a stun
    elif op == _OP_BURN_POOL and e.options[pend.option].has(_OP_EDGE):
        if pend.target_p >= 0 and not s.players[pend.target_p].ousted:
            burn_pool(s, pend.target_p, p.n)  # Enticement: the prey burns N pool
    elif op == CANNOT:
        if p.arg == _RESTRICT_BLEED:
            s.used.add(NO_BLEED_TURN)  # "minions you control cannot bleed until the end of the turn"
        elif p.arg == _RESTRICT_UNLOCK and controller_of(s, pend.target) >= 0:
            s.no_unlock.add(pend.target)  # stunned: does not unlock as normal next time
    elif op == O_STEAL_CARD:
        steal(s, a, pend.target, e.options[pend.option])
    elif op == _OP_BURN_CARD:
        burn_in_play(s, pend.target, e.options[pend.option])
    elif op == O_PLUS_BLEED and p.arg == PLUS_BLEED_TURN:
        s.used.add(TURN_BLEED)  # Dream World: +1 bleed for the current Methuselah's minions
    elif op == O_WHEN and p.n == W_DISCARD_PHASE:
        s.used.add((a, UNLOCK_IN_DISCARD))  # what follows happens in the discard phase
        return True
    elif op == OP_DAMAGE:
        if p.arg & DMG_TWO and not p.arg & DMG_BLOOD:
            damage_two(s, m, card, pend.target, p)
        else:
            damage_card(s, pend.target, p)
    elif op == _OP_RECUR and p.arg == _THING_VAMPIRE:
        _from_ash(s, m, pend.target, p.cond)
    elif op == _OP_RECUR:
        _recur(s, m, card, p.n, e.options[pend.option].amount(_OP_DISCARD_FROM_HAND))
    elif op == _OP_OPEN_HAND:
        if p.arg == _WHO_ANOTHER:
            s.used.add(HANDS_OPEN_TURN)  # every hand seen for the rest of the turn
        elif p.n:
            m.ash.remove(card)  # put in play: the prey plays with an open hand
            m.in_play.append(card)
        elif pend.target_p >= 0 and not s.players[pend.target_p].ousted and s.players[pend.target_p].hand:
            # the acting Methuselah chooses the prey's card to discard (one decision)
            s.put_back, s.put_back_to = 1, 3
            s.recur = (-1, pend.target_p)
        return True
    elif op == O_SEARCH:
        if p.arg != Thing.EQUIPMENT:
            _summon(s, m, a, pend.target)  # Summon History (summon_thing): its X paid there
            return True
        search_equip(s, a, pend.target)
    elif op == _OP_DRAW:
        draw_then_put_back(s, m, p.n, False)
    elif op == _OP_STEAL_POOL:
        m.pool += p.n  # rules 6.2.3: the target Methuselah loses it
        if pend.target_p >= 0 and not s.players[pend.target_p].ousted:
            burn_pool(s, pend.target_p, p.n)
    elif op == _OP_ON_ACTOR:
        m.ash.remove(card)  # put on the acting minion
        m.in_play.append(card)
        s.attached[card] = a
        s.on_option[card] = pend.option  # its bonuses: those of the option played
    elif op == _OP_RESCUE and p.arg == 2:
        t = pend.target
        if t in m.uncontrolled and s.blood[t] >= su.capacity[t]:
            influence(s, t)  # Undue Influence [qui]: "move them to your ready region"
    elif op == _OP_MOVE_BLOOD and p.arg == 1 and not e.options[pend.option].has(_OP_EMBRACE):
        # Undue Influence [chi]: from the target crypt card to the chosen vampire in your
        # uncontrolled region (the one with the most blood, nearest to coming out)
        t = pend.target
        q = s.players[pend.target_p] if pend.target_p >= 0 else None
        if q is not None and t in q.uncontrolled and m.uncontrolled:
            dst = max(m.uncontrolled, key=lambda v: (s.blood[v] < su.capacity[v], s.blood[v]))
            take = min(p.n, s.blood[t])
            s.blood[t] -= take
            gain_blood(s, dst, take)
    elif op == _OP_RESCUE:
        if pend.target in m.torpor:
            to_ready(s, pend.target)  # "move a vampire from torpor to the ready region"
    elif op == _OP_FILL_BLOOD:
        t = pend.target
        if controller_of(s, t) == s.current or any(t in q.in_play for q in s.players):
            s.blood[t] = max(s.blood[t], starting_life(s, t))  # "to reach their starting life"
    elif op == _OP_EMBRACE:
        # The Embrace: the card becomes a vampire in the ready region, with no blood: it
        # must hunt (rules 6)
        m.ash.remove(card)
        m.ready.append(card)
        s.blood[card] = 0
        s.locked[card] = 0
        embrace_extras(s, m, a, card, e.options[pend.option], -1 - pend.target)
        return True
    elif op == O_UNLOCK_MINION:
        s.locked[a] = 0  # "this vampire unlocks", "put this card on this vampire and unlock them"
    elif op == _OP_BLOOD_TO:
        if p.arg == 1:
            if controller_of(s, pend.target) == s.current:
                gain_blood(s, pend.target, p.n)  # "add N blood to another vampire"
        else:
            for v in m.ready:  # "each of your unlocked vampires gains N blood"
                if su.is_vampire[v] and not s.locked[v]:
                    gain_blood(s, v, p.n)
    elif op == O_ENTER_COMBAT:
        _combat_terms(s, pend, a, e)
    return False


def _combat_terms(s: GameState, pend: Pending, a: int, e: Effect) -> None:
    """An enter-combat action card: the acting minion and the target enter combat, with the card's terms."""
    start_combat(s, a, pend.target)
    c = s.combat
    if c is not None:
        opt = e.options[pend.option]
        # "this acting minion gets N optional maneuvers / 1 optional press during
        # that combat" (rules 6.4.2, 6.4.4), or "during the first round of that combat"
        man = 0
        for q in opt.prims:
            if q.op == O_WHEN:
                break  # what follows is the blocking minion's (Dive Bomb)
            if q.op == O_MANEUVER and q.n > man:
                man = q.n
                c.round1_maneuver[0] = q.n if q.cond == W_FIRST_ROUND else 0
            elif q.op == O_PRESS:
                c.free_press[0] += q.n
                c.press_continue = q.cond == 1
                if q.cond == W_FIRST_ROUND:
                    c.round1_press[0] += q.n
            elif q.op == O_COMBAT_ENDS:
                c.no_ends1 = True  # Hunter's Mark [CEL THA]
            elif q.op == O_STRENGTH:
                c.combat_strength[0] += q.n  # "+1 strength during that combat" (rules 6.4.5)
        c.free_maneuver[0] += man


def _resolve_ability(s: GameState, m: Methuselah, pend: Pending, a: int, card: int, e: Effect | None) -> None:
    """A successful (D) action of the acting vampire's own ability (``GameSetup.ability``)."""
    su = s.setup
    op, n, _who, _st, cost = su.ability2[a] if pend.option == 1 else su.ability[a]  # type: ignore[misc]
    if cost:
        s.blood[a] = max(0, s.blood[a] - cost)  # "a (D) action that costs N blood" (rules 6.2.3)
    t = pend.target
    if op == O_BLOOD_TO:
        if t in m.ready:
            gain_blood(s, t, n)  # over capacity to the blood bank
    elif op == O_UNLOCK_OTHER:
        if t in m.ready:
            s.locked[t] = 0
    elif _who >= CARD_WHO:
        if card_controller(s, t) == pend.target_p and pend.target_p >= 0:
            if op == O_BURN_CARD:
                burn_in_play(s, t, NO_OPTION)  # "burn a retainer / a location as a (D) action"
            else:
                steal(s, a, t, NO_OPTION)  # "steal an equipment / an ally" (rules 11)
    elif controller_of(s, t) == pend.target_p:
        if op == O_STEAL_BLOOD:
            take = min(n, s.blood[t])  # "steal up to 2 blood (or life, becoming blood)"
            s.blood[t] -= take
            gain_blood(s, a, take)  # over capacity to the blood bank
            if not su.is_vampire[t] and s.blood[t] <= 0:
                burn_minion(s, t)  # an ally at 0 life burns
        elif op == O_BURN_CARD:
            if t in s.players[pend.target_p].torpor:
                burn_minion(s, t)  # "burn a vampire in torpor to gain N life"
                gain_blood(s, a, n)
        else:
            s.locked[t] = 1


def start_combat(s: GameState, a: int, t: int) -> None:
    """A successful enter-combat action: the acting minion and ``t`` enter combat if both are
    still ready (rules 6.4)."""
    q = controller_of(s, t)
    if q >= 0 and t in s.players[q].ready and a in s.players[s.current].ready:
        if s.setup.imbued is not None:
            imbued.entered_combat(s, a, t)  # Erick Franco: a conviction before combat begins
        combat.start(s, a, s.current, t, q)


def diablerie(s: GameState, v: int, victim: int) -> None:
    """Rules 6.5.5: the victim's blood goes to the diablerist (over capacity to the bank), its
    equipment too; the victim burns; an older victim gives the diablerist a Discipline master
    card (:func:`_diablerie_discipline`); then a blood hunt referendum (rules 6.5.6)."""
    su = s.setup
    if su.imbued is not None and su.imbued.is_imbued[victim]:
        imbued.burn_incapacitated(s, v, victim)  # an imbued is no vampire: no diablerie (appendix 5)
        return
    gain_blood(s, v, s.blood[victim])
    s.blood[victim] = 0
    take_equipment(s, v, victim)
    older = su.capacity[victim] > su.capacity[v]
    burn_minion(s, victim)
    if older:
        _diablerie_discipline(s, v)
    s.stats[Stat.DIABLERIES] += 1
    s.diablerists[v] = s.turn
    if not su.cannot[v] & NO_BLOOD_HUNT:  # "blood hunts cannot be called on this vampire"
        politics.start_blood_hunt(s, v)


def _diablerie_discipline(s: GameState, v: int) -> None:
    """Rules 6.5.5 (4): the victim was older than diablerist ``v``, which may get a Discipline:
    its controller searches their library, ash heap and hand for a Discipline master card and
    puts it on ``v`` (+1 capacity, no blood to fill it). The card taken: one raising a Discipline
    ``v`` has to superior, else any it does not have at superior (a Discipline master card is
    not put on a vampire with the superior level); the ash heap first, then the library (shuffled
    afterward), then the hand (the card replaced)."""
    p = controller_of(s, v)
    if p < 0:
        return
    m = s.players[p]
    best = discipline_master_in(s.setup, (m.ash, m.library, m.hand), v, skip_superior=True)
    if best is not None:
        discipline_master_on(s, m, *best, v)


def play_master(s: GameState, action: Action) -> None:
    """Rules 5, 1.6.2: a master phase action plays a master card (it may be cancelled as it is
    played by an out-of-turn card, rules 1.6.2.4)."""
    m = s.players[s.current]
    su = s.setup
    i = action.card
    e = su.effect[i]
    assert e is not None
    play_from_hand(s, m, i, e)
    s.master_actions -= 1
    order = cancellers(s, i, s.current)
    if order:
        pend = Pending(K_PLAY_MASTER, action.actor, i, action.n, action.target)
        pend.cancel_order = order
        pend.stage = CANCEL
        s.pending = pend
        return
    _resolve_master(s, action)


def _resolve_master(s: GameState, action: Action) -> None:
    m = s.players[s.current]
    su = s.setup
    i = action.card
    e = su.effect[i]
    assert e is not None
    if e.trifle and not s.trifle_played:
        s.trifle_played = True
        s.master_actions += 1  # rules 1.6.2.5
    cost = e.pool_cost
    v = action.target
    first = e.options[0].prims[0] if e.options[0].prims else None
    if e.mode == M_MASTER_ON_VAMPIRE and first is not None and first.op == O_MOVE_TO_POOL:
        if any(s.attached[j] == v and su.card_id[j] == su.card_id[i] for j in m.in_play):
            cost += 1
    sh = su.master_shape[i]
    if v >= 0 and masters.HAVEN in su.master_kinds:
        cost += masters.master_extra_cost(s, v)  # a master card targeting a minion with a haven
    if sh is not None:
        masters.resolve(s, m, i, sh, action)
    elif e.mode == M_MASTER and su.imbued is not None and su.imbued.master[i]:
        imbued.resolve_master(s, m, i, action)  # Angel of Berlin
    elif first is not None and first.op in (O_LOCK, O_CANNOT_BLOCK):
        if first.op == O_LOCK:
            s.locked[v] = 1  # Misdirection
            m.ash.append(i)
        else:
            s.cannot_block.add(v)  # Pentex(TM) Subversion, on the minion
            m.in_play.append(i)
            s.attached[i] = v
    elif e.mode == M_MASTER_IN_PLAY:
        if su.is_unique[i] and contest(s, s.current, i):
            pass
        else:
            m.in_play.append(i)
            for p in e.options[0].prims:
                if p.op == O_HAND_SIZE:
                    m.hand_size += p.n
                    draw_cards(m, p.n)  # rules 1.6.1.2: match the new hand size at once
    elif e.mode == M_MASTER_ON_VAMPIRE:
        m.in_play.append(i)
        s.attached[i] = v
        for p in e.options[0].prims:
            if p.op == O_MOVE_TO_POOL:
                n = min(action.n, s.blood[v])
                s.blood[v] -= n
                m.pool += n
    else:
        for p in e.options[0].prims:
            op = p.op
            if op == O_GAIN_POOL:
                m.pool += p.n
            elif op == O_MOVE_TO_POOL:
                n = min(action.n, s.blood[v])
                s.blood[v] -= n
                m.pool += n
            elif op == O_FILL_BLOOD:
                s.blood[v] = su.capacity[v]
            elif op == O_ADD_UNCONTROLLED:
                gain_blood(s, v, p.n)
            elif op == O_CRYPT_TO_UNCONTROLLED:
                for _ in range(p.n):
                    if m.crypt:
                        m.uncontrolled.append(m.crypt.pop())
            elif op == Op.POOL_TO_BLOOD:
                n = min(action.n, m.pool, su.capacity[v] - s.blood[v])  # Gird Minions (rules 6.1.2: up to capacity)
                if n > 0:
                    m.pool -= n
                    s.blood[v] += n
            elif op == Op.SEARCH_CRYPT:
                if v in m.crypt:  # Coroner's Contact: the vampire found, with N blood from the bank
                    m.crypt.remove(v)
                    m.uncontrolled.append(v)
                    if p.n:
                        gain_blood(s, v, p.n)
                s.rng.shuffle(m.crypt)  # rules 11 (search): shuffle the crypt afterward
            elif op == O_MILL:
                for _ in range(p.n):
                    if m.library:
                        m.ash.append(m.library.pop())
        m.ash.append(i)
    if cost:
        burn_pool(s, s.current, cost)


def _shuffle_for_stealth(s: GameState, m: Methuselah, j: int) -> None:
    """Retainer ``j`` of the acting minion goes back into its owner's library, shuffled, for
    the action's stealth (Shaman: :func:`shuffle_stealth`; rules 6.2.2.2)."""
    pend = s.pending
    assert pend is not None
    m.in_play.remove(j)
    s.blood[j] = 0  # its life counters go with it
    s.locked[j] = 0
    s.attached[j] = -1
    owner = s.players[s.setup.owner[j]]
    owner.library.append(j)
    s.rng.shuffle(owner.library)
    pend.stealth += s.setup.shuffle_stealth[j]


def use(s: GameState, action: Action) -> None:
    """Use a card in play (hunting ground, Blood Doll, Vessel, Parthenon, Powerbase...)."""
    m = s.players[s.current]
    su = s.setup
    j = action.card
    if su.imbued is not None and (su.imbued.cls[j] or su.imbued.bits[j] & imbued.PAUL):
        imbued.use(s, action)  # a conviction burned, a power locked (imbued appendix 2, 3); Paul Moreton
        return
    if j == action.actor and su.is_crypt[j]:
        pend = s.pending
        assert pend is not None
        s.blood[j] -= 1
        if pend.stage == REACTIONS:
            pend.bleed = max(0, pend.bleed - su.bleed_shield[j])  # Greta: "reduce the bleed amount by one"
            pend.played.append((j, su.card_id[j]))  # once each action
        elif j == pend.blocker or su.blood_intercept_others[j] and controller_of(s, j) != s.current:
            # the blocker's own "burn 1 blood to get +1 intercept"; Maris Streck's to a blocking minion
            pend.intercept += su.crypt_blood_intercept[j]
            if not su.blood_intercept_rep[j]:
                pend.played.append((j, su.card_id[j]))  # Persia: once each action
        else:
            pend.stealth += su.blood_stealth[j]  # "burn 1 blood to get (give a minion you control) +1 stealth"
            s.blood[j] -= su.blood_stealth_cost[j] - 1  # Veejay: 2 blood
            if su.blood_stealth_once[j]:
                pend.played.append((j, su.card_id[j]))  # once each action
        return
    if su.any_lock_counter and su.lock_counter[j] and action.n:
        lock_counters.use(s, m, action)  # Dreams of the Sphinx: its Edge or hand size use
        return
    e = su.effect[j]
    assert e is not None
    v = action.target
    if su.any_shuffle_stealth and su.shuffle_stealth[j]:
        _shuffle_for_stealth(s, m, j)
        return
    sh = su.master_shape[j]
    if sh is not None:
        masters.use(s, j, sh, action)
        return
    if su.placed[j]:
        placed.use(s, j, v)
        return
    if su.borrow[j]:
        borrow.use(s, j, v)
        return
    if su.burn_location[j] and action.actor == j:
        s.locked[j] = 1  # War Ghoul locks and burns itself to burn the location
        burn_minion(s, j)
        for q in s.players:
            if v in q.in_play:
                q.in_play.remove(v)
                burn_card(s, v)
        return
    if su.heal_ally[j] and action.actor == j:
        s.locked[j] = 1  # Vagabond Mystic locks: 1 life to the ally
        gain_blood(s, v, su.heal_ally[j])
        return
    if su.ash_return[j] and j in m.ash:
        # Emerald Legionnaire: 7 other cards of the ash heap removed from the game (its other
        # copies last), then it moves to the ready region with its life
        m.ash.remove(j)
        others = sorted(m.ash, key=lambda k: su.card_id[k] == su.card_id[j])[:7]
        for k in others:
            m.ash.remove(k)
            m.removed.append(k)
        s.blood[j] = e.life
        s.locked[j] = 0
        m.ready.append(j)
        return
    pend = s.pending
    if pend is not None and pend.stage == ATTEMPT and su.mode[j] == M_MODIFIER and gaze_fails(e.options[action.n]):
        # Enchanting Gaze [PRE PRO]: a corruption counter burned, the attempt fails; the blocker
        # has tried (rules 6.2.2.1). Counters are kept by minion (see counters_unlock).
        b = pend.blocker
        s.corruption[b] -= 1
        if not s.corruption[b]:
            del s.corruption[b]
        pend.played.append((action.actor, su.card_id[j]))
        pend.intercept = -1
        attempt_pass(s, pend)
        return
    if pend is not None and pend.stage == ATTEMPT and su.mode[j] == M_MODIFIER:
        # Into Thin Air: once this action, burn 1 blood to give the blocker -1 intercept
        s.blood[action.actor] -= 1
        pend.intercept -= minus_intercept(su, e.options[action.n], action.actor, pend.blocker)
        pend.played.append((action.actor, su.card_id[j]))
        return
    if pend is not None and pend.stage == ATTEMPT and su.is_reaction[j]:
        # Eyes of the Wild: the woken Gangrel burns 1 blood for +1 intercept (rules 6.2.2.2)
        s.blood[action.actor] -= 1
        pend.intercept += wake_intercept(e.options[action.n])
        return
    if pend is not None and pend.stage == ATTEMPT and su.mode[j] == M_EQUIPMENT and action.n:
        # Bowl of Convergence [AUS]: burn 1 blood for +N intercept during this action
        s.blood[action.actor] -= 1
        pend.intercept += blood_intercept(e.options[action.n])
        pend.played.append((action.actor, su.card_id[j]))
        return
    for p in e.options[0].prims:
        op = p.op
        if op == _OP_DRAW:
            s.used.add((j, USED_CARD))
            draw_then_put_back(s, m, action.n, True)
        elif op == O_HUNTING_GROUND and s.phase == UNLOCK:
            gain_blood(s, v, p.n)
            s.used.add((j, USED_CARD))
            s.used.add((v, FED_FROM_GROUND))
        elif op == O_EXCHANGE:
            s.used.add((j, USED_CARD))
            if action.n == 0:
                s.blood[v] -= 1
                m.pool += 1
            else:
                s.blood[v] += 1
                burn_pool(s, s.current, 1)
        elif op == O_MASTER_ACTIONS:
            s.locked[j] = 1
            s.master_actions += p.n
        elif op == O_INFLUENCE_BLOOD:
            s.locked[j] = 1
            gain_blood(s, v, p.n)
            if su.any_lock_counter and su.lock_counter[j]:
                lock_counters.locked(s, m, j)  # "add 1 counter to this card each time you lock it"
