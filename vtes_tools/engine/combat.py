"""Combat (rules 6.4) and damage (6.4.6): a sub-state of the game, :class:`~.state.Combat`.

A round of combat: range (maneuvers, 6.4.2), one pair of strikes chosen by the acting minion
then its opponent and resolved at once (6.4.3, 6.4.5), prevention and healing of the damage
(6.4.6), additional strikes (6.4.3), then presses to continue or end (6.4.4). The acting
minion (side 0) chooses first at every step. A step where the deciding side has nothing to
choose but the default is taken by itself: a minion with no combat card and no weapon simply
hand-strikes, and two such minions fight a whole combat without a single decision.

Strikes are tuples ``(what, amount, ranged, aggravated, card, target)``: ``what`` is
:data:`DAMAGE`, :data:`STEAL`, :data:`DODGE`, :data:`ENDS`, :data:`TORPOR` or :data:`BURN`;
``target`` is a retainer of the opposing minion for a ranged strike at long range (6.4.7), the
equipment or retainer a :data:`BURN` strike burns, -1 for the minion.

Combat is split by step, each module importing only the ones before it: :mod:`.combat_cards` (the
combat cards' options read, the strike and role constants), :mod:`.combat_choices` (what a side may
play at each step), :mod:`.combat_resolve` (a combat started, the strikes resolved, damage and its
prevention, the end of combat) and this module, which lists and applies the actions and exports
the names other modules read as ``combat.X``. Combat names no card: a card's step in combat lives
in the card's home and is fired through :data:`.ops.COMBAT_HOOKS` (Anathema, Draeven Softfoot) or
read from the setup (``SETUP.reflex_reactions``).
"""

from __future__ import annotations

from . import imbued, masters
from .actions import PASS, Action
from .combat_cards import (
    ADDITIONAL, AFTER_ENDS, BURN, B_BEAST_AGG, B_BEAST_STRENGTH, B_COST, B_CROWS, B_DAMAGE, B_EMPLOY, B_EQUIP,
    B_HAND, B_HIGH, B_NO_STRIKES, B_OPEN, B_PACK, B_PURSUIT, B_RANGE, B_REDUCE, B_ROUND_DAMAGE, B_TERROR, B_WEATHER,
    B_ZIP, CANCEL, DAMAGE, DODGE, ENDS, FALLEN, FIRST, GRANTED_ENDS, HIGH_GROUND, INSTEAD, INSTEAD_BURN, OWN_AGG,
    OWN_DODGE, O_DAMAGE, O_HAND_ONLY, PRESS, PRESS_DISCARD, PRESS_TO_END, PREVENT, RANGE, RECOIL,
    R_AGGRAVATED, R_STRENGTH, R_STRIKE, STEAL, STRIKE, STRIKE_CANCEL_DISC, TORPOR, UNDODGEABLE, ammo, before_range,
    card_roles, disc_damage, fallen_pool, frenzy_cancel, frenzy_on_opposing, grapple_reflex, instead_of_torpor,
    is_grapple, opens_hands, option_known, option_roles, prevent_amount, prevent_x, pulled_fangs, special,
    special_of,
)
from .combat_choices import (
    action_strike, additionals, auto_prevent_of, cards_for, extras, fallens, frenzy_cancels, insteads, maneuvers,
    presses, prevents, strength_of, strike_cancels, strike_choices, strike_effective, strike_tuple, su_first,
)
from .combat_resolve import (
    additional_next, auto_prevents, blocker_sets_range, both_ready, burn_in_play, damage, gain_round,
    damage_retainer, end_combat, end_hand, end_or_fallen, extra_combat, extra_pass, instead_done,
    new_round, play_card, press_pass, prevent_next, put_on_opposing, put_on_self, range_pass, resolve_pair, start,
    strike_next, weather,
)
from .effects import Op, Option
from .ops import (
    COMBAT_HOOKS, HOOKS, blood_cost, burn_card, burn_minion, burn_pool, contest, discard_for, equip_paid, gain_blood,
    hand_size_change, max_amount, pool_cost, pursuit_draw, replace_cards,
)
from .state import CLOSE, LONG, SETUP, W_MOLOTOV, Combat, GameState

# Enum members bound to module names: a class attribute lookup on an enum costs more than a
# global in the hot paths.
from .hot import K_PLAY_MASTER, K_USE
from .hot import (  # enum members bound to module names for the hot paths
    K_COMBAT_CARD, K_MANEUVER, K_PASS, K_PRESS, K_PREVENT, K_STRIKE, M_EQUIPMENT, M_RETAINER, O_ADDITIONAL_STRIKE,
    O_AGGRAVATED, O_PRESS, O_STRENGTH,
)


def _reflex_window(s: GameState, c: Combat, d: int, action: Action, eligible: bool) -> bool:
    """Side ``d`` plays ``action``'s card from its hand: when the opposing side (``eligible``)
    has a reflex that cancels it as it is played, the combat waits in the CANCEL stage for that
    side's answer (True); otherwise the card is played (False)."""
    if c.cancel is None and eligible and action.card in s.players[c.p[d]].hand:
        c.cancel = action
        c.decider = 1 - d
        if frenzy_cancels(s, c, 1 - d):
            c.stage = CANCEL
            return True
        c.decider = d
    c.cancel = None
    return False


def _cancel_done(s: GameState, c: Combat, action: Action | None) -> None:
    """The CANCEL stage ends: the strike card is cancelled (discarded, its cost not paid; the
    striking side chooses a strike again), or (none) played as chosen."""
    a = c.cancel
    assert a is not None
    d = 1 - c.decider
    frenzy = a.kind == K_COMBAT_CARD  # a frenzy card before range: back to the range step
    # (a grapple card as strikes are chosen: back to the strike step)
    c.stage = RANGE if frenzy and not is_grapple(s.setup, a) else STRIKE
    c.decider = d
    if action is None:
        apply(s, a)
        return
    c.cancel = None
    if not frenzy:
        c.before_used[1 - d] |= 4
    play_card(s, c, 1 - d, action.card, action.n)
    m = s.players[c.p[d]]
    i = a.card
    if i in m.hand:  # rules 1.6.1.2: cancelled as it is played, replaced, its cost not paid
        m.hand.remove(i)
        replace_cards(s, m)
        m.ash.append(i)


def _before_card(s: GameState, c: Combat, d: int, action: Action, opt: Option) -> None:
    """A card played before range is determined (:func:`before_range`, :func:`disc_damage`)."""
    b = before_range(opt)
    if b == B_HIGH:
        c.before_used[d] |= 8  # one High Ground each round
    if b == B_RANGE or b == B_HIGH:
        c.range = action.target  # "this vampire sets the range for this round"
        c.stage = STRIKE
        c.decider = 0
    elif b == B_EQUIP:
        # "equip this vampire with that weapon (and pay cost to equip as normal)" (rules 6.1.3)
        j = action.target
        m = s.players[c.p[d]]
        v = c.m[d]
        e = s.setup.effect[j]
        if j in m.hand and e is not None:
            m.hand.remove(j)
            replace_cards(s, m)
            equip_paid(s, c.p[d], v, j)
    elif b == B_EMPLOY:
        # the retainer employed as by the action (rules 6.1.4): cost paid, its life that of the
        # option the vampire plays it at
        c.before_used[d] |= 2
        j = action.target
        m = s.players[c.p[d]]
        v = c.m[d]
        su = s.setup
        e = su.effect[j]
        if j in m.hand and e is not None:
            m.hand.remove(j)
            replace_cards(s, m)
            s.blood[v] = max(0, s.blood[v] - blood_cost(su, v, j))
            m.in_play.append(j)
            s.attached[j] = v
            k = HOOKS.rules_action_options(su, v, j)[0][0]
            s.on_option[j] = k
            s.blood[j] = (e.options[k].amount(Op.LIFE) if e.options else 0) or e.life
            if su.is_unique[j] and contest(s, c.p[d], j):
                m.in_play.remove(j)
            pc = pool_cost(su, v, j)
            if pc:
                burn_pool(s, c.p[d], pc)  # paid once it is in play, as Disguised Weapon's (rules 9.1)
    elif b == B_PACK:
        # the animal retainer burned, the card put on this vampire with its +1 strength
        c.before_used[d] |= 2
        j = action.target
        for q in s.players:
            if j in q.in_play:
                q.in_play.remove(j)
                burn_card(s, j)
        m = s.players[c.p[d]]
        i = action.card
        if i in m.ash:
            m.ash.remove(i)
            m.in_play.append(i)
            s.attached[i] = c.m[d]
            s.on_option[i] = action.n
    elif b == B_COST:
        c.cost_up[1 - d] += opt.amount(Op.COST_INCREASE)
    elif b == B_ZIP:
        put_on_self(s, c, d, action.card, action.n)
    elif b == B_WEATHER:
        dm = [p.n for p in opt.prims if p.op == O_DAMAGE]
        c.weather = (dm[0], dm[1] if len(dm) > 1 else 0)
        weather(s, c)
    elif b == B_ROUND_DAMAGE:
        c.round_damage[1 - d] += opt.amount(O_DAMAGE)
    elif b == B_CROWS:
        c.crows[1 - d] = opt.amount(O_DAMAGE)
    elif b == B_NO_STRIKES:
        c.no_strike_cards[1 - d] = True
    elif b == B_REDUCE:
        c.cost_down[d] = opt.amount(Op.COST_REDUCTION)
        if opt.has(Op.GAIN_BLOOD):
            gain_blood(s, c.m[d], opt.amount(Op.GAIN_BLOOD))  # [VIC] "and this vampire gains 1 blood"
    elif b == B_TERROR:
        c.terror[1 - d] = True
    elif b == B_PURSUIT:
        c.pursuit[d] = True
        pursuit_draw(s, s.players[c.p[d]], 1)  # "including when you draw to replace this card"
    elif b == B_BEAST_STRENGTH or b == B_BEAST_AGG:
        c.beast[d] |= 1 << b - B_BEAST_STRENGTH
        if b == B_BEAST_STRENGTH:
            c.combat_strength[d] += opt.amount(O_STRENGTH)
        else:
            c.combat_agg[d] = c.agg_hand[d] = 1  # hand damage aggravated, this round and the next (new_round)
        c.free_press[d] += opt.amount(O_PRESS)
    elif b == B_HAND:
        # rules 1.6.1.2: the hand matches the new hand size at once; back as combat ends (end_hand)
        n = opt.amount(Op.HAND_SIZE)
        c.hand_up[d] = n
        hand_size_change(s.players[c.p[d]], n)
    elif b == B_OPEN:
        c.open_hand[1 - d] = True  # PlayerView.open_hand
    elif b == B_DAMAGE:
        # "this vampire inflicts 2 damage on the opposing minion": prevented and resolved as
        # damage (rules 6.4.6), then range is determined
        o = 1 - d
        c.before_used[d] |= 1
        c.damage[o] += opt.amount(O_DAMAGE)
        auto_prevents(c)
        if s.setup.any_kiasyd_guard:
            COMBAT_HOOKS.guards_in_play(s, c)
        c.pre_range = True
        c.stage = PREVENT
        c.decider = 0
    else:
        c.disc_damage[d] = c.disc_damage[d] + (disc_damage(opt),)  # "for the remainder of combat"


#: the ``after`` of a minion that strikes with first strike (Muddled Vampire Hunter)
_FIRST_STRIKE = (FIRST, True, False, False)


def actions(s: GameState) -> list[Action]:
    c = s.combat
    assert c is not None
    st = c.stage
    d = c.decider
    if st == RANGE:
        return (maneuvers(s, c, d) if d != c.last else []) + [PASS]
    if st == STRIKE:
        return strike_choices(s, c, d) + [PASS]
    if st == PREVENT:
        return prevents(s, c, d) + [PASS]
    if st == ADDITIONAL:
        return additionals(s, c, d) + [PASS]
    if st == INSTEAD:
        return insteads(s, c, d, 1 - d) + [PASS]
    if st == FALLEN:
        return fallens(s, c, d) + [PASS]
    if st == CANCEL:
        return strike_cancels(s, c, d) + [PASS]
    if c.ending:
        return extras(s, c, d) + [PASS]
    return (presses(s, c, d) if d != c.last else []) + [PASS]


def step(s: GameState) -> bool:
    """Take the steps with nothing to choose; True when a side must decide (its actions in
    ``s.legal``), False when the combat is over."""
    while s.combat is not None and not s.terminal:
        c = s.combat
        st = c.stage
        d = c.decider
        if st == RANGE:
            if d != c.last:
                acts = maneuvers(s, c, d)
                if acts:
                    s.legal = acts + [PASS]
                    return True
            range_pass(c)
        elif st == STRIKE:
            if c.pair > 0 and c.extra[d] <= 0:
                c.strike[d] = None
                strike_next(s, c)
                continue
            opts = strike_choices(s, c, d)
            if c.fixed >= 0 and d == 1 and c.round == 1 and c.pair == 0:
                c.strike[1] = action_strike(s, c, 1, opts[0])  # must strike with the weapon
                strike_next(s, c)
                continue
            if len(opts) > 1:
                s.legal = opts + [PASS]
                return True
            hand = strike_tuple(s, c, d, None, -1)
            c.strike[d] = hand if strike_effective(c, hand) else None
            if c.strike[d] is not None and su_first(s, c, d):
                c.after[d] = _FIRST_STRIKE
            strike_next(s, c)
        elif st == PREVENT:
            acts = prevents(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            prevent_next(s, c)
        elif st == ADDITIONAL:
            acts = additionals(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            additional_next(s, c)
        elif st == INSTEAD:
            acts = insteads(s, c, d, 1 - d)
            if acts:
                s.legal = acts + [PASS]
                return True
            instead_done(s, c, None)
        elif st == FALLEN:
            acts = fallens(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            end_combat(s)
        elif st == CANCEL:
            acts = strike_cancels(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            _cancel_done(s, c, None)
        elif c.ending:
            acts = extras(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            extra_pass(s, c)
        else:
            if d != c.last:
                acts = presses(s, c, d)
                if acts:
                    s.legal = acts + [PASS]
                    return True
            press_pass(s, c)
    return False


def _pass(s: GameState, c: Combat, d: int, st: int) -> None:
    """The deciding side ``d`` passes at stage ``st``: the combat goes on to the next step."""
    if st == RANGE:
        range_pass(c)
    elif st == STRIKE:
        c.strike[d] = None
        strike_next(s, c)
    elif st == PREVENT:
        prevent_next(s, c)
    elif st == ADDITIONAL:
        additional_next(s, c)
    elif st == INSTEAD:
        instead_done(s, c, None)
    elif st == FALLEN:
        end_combat(s)
    elif st == CANCEL:
        _cancel_done(s, c, None)
    elif c.ending:
        extra_pass(s, c)
    else:
        press_pass(s, c)


def _maneuver(s: GameState, c: Combat, d: int, action: Action) -> None:
    """Side ``d`` maneuvers (rules 6.4.2): by its own or a granted maneuver, equipment, a retainer or a card."""
    su = s.setup
    if action.card == c.m[d] and action.n == 1:
        c.free_maneuver[d] -= 1
        if c.round1_maneuver[d]:
            c.round1_maneuver[d] -= 1  # the first round's is used first
        if c.free_either[d]:  # "1 optional maneuver or press": the press is gone too
            c.free_either[d] = False
            c.free_press[d] -= 1
    elif action.card == c.m[d]:
        c.own_maneuver[d] = True  # the vampire's own "optional maneuver each combat"
    elif su.mode[action.card] == M_EQUIPMENT:
        c.gun_maneuver[d] = True  # "1 optional maneuver each combat"
    elif su.mode[action.card] == M_RETAINER:
        c.held_maneuver[d] = True  # a retainer's "optional maneuver each combat" (Jackie Therman)
    else:
        play_card(s, c, d, action.card, action.n)
        e = su.effect[action.card]
        if e is not None and e.options[action.n].prims == HIGH_GROUND:
            c.before_used[d] |= 8  # one High Ground each round
    c.range = LONG if c.range == CLOSE else CLOSE
    c.last = d
    c.decider = 1 - d


def _strike(s: GameState, c: Combat, d: int, action: Action) -> bool:
    """Side ``d`` chooses its strike (rules 6.4.3), paid as it is chosen; True when the strike step waits (a
    strike card the opposing side may cancel, or cancelled: the striker chooses again)."""
    su = s.setup
    if c.cancel is None and action.card >= 0 and action.card != c.m[d] and su.any_strike_cancel \
            and su.mode[action.card] != M_EQUIPMENT and action.card in s.players[c.p[d]].hand:
        # a strike card as it is played: the opposing side may cancel it
        c.cancel = action
        c.decider = 1 - d
        if strike_cancels(s, c, 1 - d):
            c.stage = CANCEL
            return True
        c.decider = d
    c.cancel = None
    st_ = action_strike(s, c, d, action)
    if action.card == c.m[d] and action.n == OWN_DODGE:
        c.own_dodge[d] = True
    elif action.card >= 0 and su.equip_dodge[action.card] and su.mode[action.card] == M_EQUIPMENT:
        c.equip_dodged[d] = True  # "once each combat, strike: dodge"
    elif action.card == c.m[d] and action.n == GRANTED_ENDS:
        c.free_ends = False
    elif action.card == c.m[d]:
        v = action.card  # "can burn 1 blood to strike": paid as the strike is chosen
        s.blood[v] = max(0, s.blood[v] - su.crypt_strike_cost[v])
    elif action.card >= 0 and su.any_card_weapon and su.card_weapon[action.card]:
        w = su.card_weapon[action.card]
        if action.card in s.players[c.p[d]].hand:  # Molotov Cocktail: put on this minion
            play_card(s, c, d, action.card, action.n)
            put_on_self(s, c, d, action.card, action.n)
            c.placed = c.placed + ((action.card, c.round),)
        elif w == W_MOLOTOV:
            burn_in_play(s, action.card)  # "burn after use"
            c.placed = tuple(p for p in c.placed if p[0] != action.card)
        elif not c.zip_hurt[d]:
            c.zip_hurt[d] = True  # Zip Gun: the bearer takes 1 damage, once each combat
            c.after[d] = (RECOIL, 1, 0, False)
    elif action.card >= 0 and su.imbued is not None and su.imbued.cls[action.card]:
        imbued.burn(s, s.players[c.p[d]], action.card)  # the conviction burned for the strike
    elif action.card >= 0 and su.imbued is not None and imbued.react_to_strike(s, c, d, action):
        return True  # React with Conviction cancelled the strike card: the striker chooses again
    elif action.card >= 0 and su.mode[action.card] != M_EQUIPMENT:
        play_card(s, c, d, action.card, action.n)
        sp = special_of(su, action.card, action.n)
        if sp is not None and (sp[0] == RECOIL or sp[0] == AFTER_ENDS or sp[0] == UNDODGEABLE or sp[0] == FIRST):
            c.after[d] = sp
    if su.any_first_striker and st_[0] == DAMAGE and su_first(s, c, d):
        c.after[d] = _FIRST_STRIKE  # "strikes with first strike" (rules 6.4.5)
    c.strike[d] = st_
    strike_next(s, c)
    return False


def _combat_card(s: GameState, c: Combat, d: int, action: Action, st: int) -> bool:
    """Side ``d`` plays a combat card (or its minion's own additional strike or aggravated hand strikes) at
    stage ``st``; True when the combat waits or ended with it (a reflex may cancel it, a card played before
    range or for an extra combat, the FALLEN stage's card)."""
    su = s.setup
    if action.card == c.m[d] and action.n == OWN_AGG:
        s.blood[action.card] -= 1  # its own "burn 1 blood to make its hand strikes aggravated this round"
        c.agg_hand[d] = 1
        c.own_agg[d] = True
    elif action.card == c.m[d]:
        c.extra[d] += 1  # the minion's own additional strike (limited): the round's one (rules 6.4.3)
        c.add_used[d] = True
        additional_next(s, c)
    elif st == INSTEAD:
        instead_done(s, c, action)
    elif st == CANCEL:
        _cancel_done(s, c, action)
    elif st == FALLEN:
        if gain_round(s, c, d, action.card, action.n):
            return True  # Taste of Vitae: the FALLEN stage goes on (its other cards)
        play_card(s, c, d, action.card, action.n)
        e = su.effect[action.card]
        assert e is not None
        end_combat(s)
        burn_pool(s, c.p[1 - d], fallen_pool(e.options[action.n]))  # "the opposing minion's controller burns 2 pool"
        return True
    elif st == PRESS and not c.ending:
        if not gain_round(s, c, d, action.card, action.n):
            put_on_opposing(s, c, d, action.card, action.n)
    else:
        e = su.effect[action.card]
        assert e is not None
        opt = e.options[action.n]
        if st == RANGE and su.any_frenzy_reflex and su.frenzy_on_opposing[action.card]:
            # a frenzy card played on the opposing vampire: its reflex may cancel it as it is played
            if _reflex_window(s, c, d, action, True):
                return True
        elif st == STRIKE and opt.has(O_HAND_ONLY) and grapple_reflex(su) and _reflex_window(
                s, c, d, action, bool(su.is_vampire[c.m[1 - d]])):
            return True  # a grapple card: the opposing vampire's reflex may cancel it as it is played
        play_card(s, c, d, action.card, action.n)
        if st == RANGE:
            _before_card(s, c, d, action, opt)
            return True
        if c.ending:
            extra_combat(s, c, opt)
            return True
        if st == ADDITIONAL:
            c.extra[d] += max(1, opt.amount(O_ADDITIONAL_STRIKE))
            c.add_used[d] = True  # rules 6.4.3: one card for additional strikes per round
            if any(p.op == O_ADDITIONAL_STRIKE and p.arg == 1 for p in opt.prims):
                c.extra_hand[d] = True  # "only usable to make a hand strike"
            additional_next(s, c)
        elif action.target >= 0 and ammo(opt):
            c.ammo[d] = (action.target, ammo(opt))  # the gun's strikes: +2 aggravated damage
        elif opt.has(O_HAND_ONLY):
            # Immortal Grapple: only hand strikes this round, by either combatant; [POT] an
            # optional press, and another round of this combat at close range (no range step)
            c.hand_only = True
            c.free_press[d] += opt.amount(O_PRESS)
            if any(p.op == O_HAND_ONLY and p.arg == 1 for p in opt.prims):
                c.close_next = True
        else:
            c.strength[d] += max_amount(opt, O_STRENGTH)
            if opt.has(O_AGGRAVATED):
                c.agg_hand[d] = 1  # hand strikes inflict aggravated damage this round (rules 6.4.5)
    return False


def _prevent(s: GameState, c: Combat, d: int, action: Action) -> None:
    """Side ``d`` prevents damage (rules 6.4.6): equipment burned, or a card (X blood for X more prevention)."""
    su = s.setup
    e = su.effect[action.card]
    assert e is not None
    j = action.card
    incoming = c.damage[d] + c.agg[d] - c.prevented[d]
    if su.burn_prevent[j] and su.mode[j] == M_EQUIPMENT:
        # equipment burned to prevent the damage of the opposing minion's strike (rules 6.4.6)
        m = s.players[c.p[d]]
        if j in m.in_play:
            m.in_play.remove(j)
            burn_card(s, j)
        c.prevented[d] += min(su.burn_prevent[j], incoming)
    else:
        play_card(s, c, d, j, action.n)
        opt = e.options[action.n]
        if prevent_x(opt):
            # X blood for X more prevention: each point costs the blood healing it would (rules
            # 6.4.6) and saves aggravated damage, so the rules pay as much as is incoming
            v = c.m[d]
            x = min(s.blood[v], max(0, incoming - prevent_amount(opt, 0))) if su.is_vampire[v] else 0
            s.blood[v] -= x
            c.prevented[d] += prevent_amount(opt, incoming, x)
        else:
            c.prevented[d] += prevent_amount(opt, incoming)


def _press(s: GameState, c: Combat, d: int, action: Action) -> None:
    """Side ``d`` presses (rules 6.4.4): its own or a granted press, a card discarded, a master or an ally's, a card."""
    su = s.setup
    if action.card == c.m[d] and action.n == 1:
        c.free_press[d] -= 1
        if c.round1_press[d]:
            c.round1_press[d] -= 1
        if c.free_either[d]:
            c.free_either[d] = False
            c.free_maneuver[d] -= 1
    elif action.card == c.m[d]:
        c.own_press[d] = True  # the vampire's own "optional press each combat"
    elif action.n == PRESS_DISCARD:
        c.own_press[d] = True  # Velya: the card discarded and replaced (rules 1.6.1.2)
        discard_for(s.players[c.p[d]], action.card)
    elif su.master_shape[action.card] is not None:
        s.locked[action.card] = 1  # Mob Connections: "lock this card to give a minion you control 1 press"
    elif su.press_giver[action.card] and su.is_ally[action.card]:
        s.blood[action.card] -= 1  # an ally's "burn 1 life to give a minion you control 1 press"
        if s.blood[action.card] <= 0:
            burn_minion(s, action.card)
    else:
        play_card(s, c, d, action.card, action.n)
    c.flips += 1
    c.last = d
    c.decider = 1 - d


def apply(s: GameState, action: Action) -> None:
    """One combat action by the deciding side, by kind: a pass, a master card or a card in play ending
    the combat, a maneuver, a strike, a combat card, a prevention, a press; then a combat where a
    minion is no longer ready ends (or waits in the FALLEN stage)."""
    c = s.combat
    assert c is not None
    d = c.decider
    kind = action.kind
    st = c.stage
    if kind == K_PASS:
        _pass(s, c, d, st)
        return
    su = s.setup
    if kind == K_PLAY_MASTER:
        masters.frenzy(s, c, d, action.card)  # Rötschreck: combat ends, the vampire to torpor
        return
    if kind == K_USE and su.master_shape[action.card] is not None:
        s.locked[action.card] = 1  # Garibaldi-Meucci Museum: "lock this location ... to end a combat" (Elysium)
        end_combat(s)
        return
    if kind == K_USE:
        # "they can burn this card before range is determined to end combat" (Living Manse)
        for q in s.players:
            if action.card in q.in_play:
                q.in_play.remove(action.card)
        burn_card(s, action.card)
        end_combat(s)
        return
    if kind == K_MANEUVER:
        _maneuver(s, c, d, action)
    elif kind == K_STRIKE:
        if _strike(s, c, d, action):
            return
    elif kind == K_COMBAT_CARD:
        if _combat_card(s, c, d, action, st):
            return
    elif kind == K_PREVENT:
        _prevent(s, c, d, action)
    elif kind == K_PRESS:
        _press(s, c, d, action)
    if s.combat is not None and not both_ready(s, c):
        end_or_fallen(s, c)


SETUP.combat_opens_hands = opens_hands
SETUP.combat_frenzy = frenzy_on_opposing
SETUP.frenzy_cancel = frenzy_cancel
HOOKS.combat_end_hand = end_hand
HOOKS.combat_damage = damage
HOOKS.combat_strike_tuple = strike_tuple

#: the combat modules' names other modules read as ``combat.X`` (the step modules are its parts)
__all__ = ["BURN", "DAMAGE", "DODGE", "ENDS", "GRANTED_ENDS", "INSTEAD_BURN", "PRESS_TO_END", "R_AGGRAVATED",
           "R_STRENGTH", "R_STRIKE", "STEAL", "STRIKE_CANCEL_DISC", "TORPOR", "actions", "apply",
           "auto_prevent_of", "blocker_sets_range", "card_roles", "cards_for", "damage", "damage_retainer",
           "instead_of_torpor", "new_round", "option_known", "option_roles", "pulled_fangs", "resolve_pair", "special",
           "special_of", "start", "step", "strength_of", "strike_tuple"]
