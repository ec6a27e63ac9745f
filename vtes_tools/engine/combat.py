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
"""

from __future__ import annotations

from collections.abc import Sequence

from . import imbued, masters
from .actions import PASS, Action
from .effects import DISCIPLINE_BITS, Op, Option, Prim, Restriction
from .ops import (
    HOOKS,
    NO_WEAPONS,
    RETAINER_MANEUVER,
    _usable,
    attached_amount,
    blood_cost,
    burn_card,
    burn_minion,
    burn_pool,
    can_afford,
    combat_strength,
    contest,
    controller_of,
    controls_same,
    discard_for,
    discard_for_actions_cards,
    distinct,
    equip_paid,
    extra_blood,
    foe_strength_of,
    gain_blood,
    hand_size_change,
    known_prims,
    max_amount,
    pay_reaction,
    played_blood,
    pool_cost,
    pursuit_draw,
    replace_cards,
    to_torpor,
    weapons_of,
)
from .state import (
    CLOSE,
    COMBAT_OPS,
    LONG,
    SETUP,
    W_MOLOTOV,
    W_ZIP,
    Combat,
    CombatStage,
    GameSetup,
    GameState,
    card_weapon,
)

# Enum members bound to module names: a class attribute lookup on an enum costs more than a
# global in the hot paths.
from .hot import K_PLAY_MASTER, K_USE
from .hot import (  # enum members bound to module names for the hot paths
    K_COMBAT_CARD, K_MANEUVER, K_PASS, K_PRESS, K_PREVENT, K_STRIKE, M_COMBAT, M_EQUIPMENT, M_RETAINER,
    O_ADDITIONAL_STRIKE, O_AGGRAVATED, O_COMBAT_ENDS, O_DODGE, O_MANEUVER, O_PRESS, O_PREVENT, O_STEAL_BLOOD,
    O_STRENGTH, O_STRIKE, O_STRIKE_STRENGTH, O_UNLOCK_MINION,
)

RANGE, STRIKE, PREVENT, ADDITIONAL, PRESS, INSTEAD, FALLEN, CANCEL = (
    CombatStage.RANGE, CombatStage.STRIKE, CombatStage.PREVENT, CombatStage.ADDITIONAL, CombatStage.PRESS,
    CombatStage.INSTEAD, CombatStage.FALLEN, CombatStage.CANCEL,
)
DAMAGE, STEAL, DODGE, ENDS = 0, 1, 2, 3
#: ``Action.n`` of a minion's own dodge (``card`` the minion itself; n=0 its own strike)
OWN_DODGE = 2
#: ``Action.n`` of a K_COMBAT_CARD by the minion itself: its own aggravated hand strikes this round
OWN_AGG = 1
#: "Strike: send the opposing vampire to torpor"; "strike: burn equipment / a retainer / the
#: opposing ally" (its fourth field: with first strike, rules 6.4.5).
TORPOR, BURN = 4, 5
O_TORPOR, O_BURN_CARD, O_DAMAGE, O_FIRST_STRIKE = Op.TORPOR, Op.BURN_CARD, Op.DAMAGE, Op.FIRST_STRIKE
#: What a strike card does beside its strike (:func:`special`): the striker takes damage
#: (Breath of the Dragon), the opposing minion takes damage or burns blood after combat ends
#: (Catatonic Fear, Oubliette).
RECOIL, AFTER_ENDS = 1, 2
#: ``(UNDODGEABLE, not against flight)``: "this strike cannot be dodged" (Dust Up [ani], Earthshock).
UNDODGEABLE = 6
O_UNDODGEABLE = Op.UNDODGEABLE
#: ``(FIRST, first strike, combat ends after it, False)``: a damaging strike "with first strike"
#: (rules 6.4.5), and "combat ends immediately after the resolution of this strike" (Anesthetic
#: Touch [obe]).
FIRST = 7
_FLIGHT = 1 << DISCIPLINE_BITS["fli"]  # Flight [FLIGHT], a Discipline bit of the minion
_CHI = 1 << DISCIPLINE_BITS["chi"]  # Chimerstry [chi], a Discipline bit of a card's option
#: ``Action.n`` of the strike "combat ends" a modifier granted the acting minion for the first
#: round (``card`` is the minion, as for its own strike).
GRANTED_ENDS = 3
_GRANTED_ENDS_STRIKE = (ENDS, 0, 1, 0, -1, -1)

#: Primitives of combat cards the engine knows: an option with another one is not played.
KNOWN = COMBAT_OPS | {O_AGGRAVATED, Op.REQUIRES, Op.UNLOCK_MINION, Op.EXTRA_COMBAT, Op.HAND_ONLY}
#: "Only usable if both combatants are still ready and combat would end": another combat with
#: the opposing minion (Psyche!), or a new round (``arg`` 1, Telepathic Tracking).
O_EXTRA_COMBAT = Op.EXTRA_COMBAT
#: "Combat ends; a blocked acting minion continues the action as if unblocked" (paying blood,
#: with stealth): :func:`~.rules.continue_blocked_action`.
O_CONTINUE = Op.CONTINUE_ACTION
_CONTINUE_KNOWN = KNOWN | {O_CONTINUE, Op.STEALTH, Op.PAY_BLOOD}
_PAID_KNOWN = KNOWN | {Op.PAY_BLOOD}
_STRIKE_OPS = frozenset({O_STRIKE, O_STRIKE_STRENGTH, O_STEAL_BLOOD, O_DODGE, O_COMBAT_ENDS, Op.TORPOR, Op.BURN_CARD,
                         Op.STEAL_CARD})
#: Roles of a combat card option.
R_MANEUVER, R_STRIKE, R_PRESS, R_PREVENT, R_ADDITIONAL, R_STRENGTH, R_AGGRAVATED, R_EXTRA, R_BEFORE = range(9)
_STRIKE_BIT = 1 << R_STRIKE  # (combat._role_masks)
#: "Only usable when the opposing vampire should go to torpor: burn / diablerize it instead"
#: (Decapitate [POT], Amaranth): played in the INSTEAD stage.
R_INSTEAD = 9
#: "Only usable at close range at the end of a round during which this vampire successfully
#: inflicted more damage than the opposing vampire. Put this card on the opposing vampire and
#: send them to torpor. The attached vampire gets -1 strength" (Disarm); "... than the opposing
#: vampire. Put this card on the opposing vampire; this minion inflicts 1 damage on them. The
#: attached vampire cannot hunt" (Pulled Fangs, :func:`pulled_fangs`): played before presses.
R_END_ROUND = 10
#: "Only usable if this Anarch is ready and the opposing minion is not. The opposing minion's
#: controller burns 2 pool" (Hell-for-Leather [obt]): played in the FALLEN stage.
R_FALLEN = 11
#: "Cancel a strike card played by the opposing minion as it is played, and its cost is not
#: paid (the minion chooses a strike again)" (Charismatic Aura [aus pre], The Jones [SER]):
#: played in the CANCEL stage.
R_CANCEL = 12
#: "Ammo. Only usable before resolution of a gun's strike. This gun inflicts +2 aggravated
#: damage each strike for the remainder of this combat. Burn the gun after strike resolution"
#: (Dragon's Breath Rounds): played with the strikes, on a gun of the minion.
R_AMMO = 13
#: "only usable at close range before strikes are chosen: strikes that are not hand strikes
#: cannot be used this round" (Immortal Grapple: :data:`O_HAND_ONLY`)
R_GRAPPLE = 14
O_HAND_ONLY = Op.HAND_ONLY
#: role bits (:func:`_role_masks`) of the cards _strikes lists beside the strike cards
_AGG_STRENGTH = 1 << R_AGGRAVATED | 1 << R_STRENGTH
#: and of the cards _maneuvers lists
_MANEUVER_BIT = 1 << R_MANEUVER
_MANEUVER_BEFORE = _MANEUVER_BIT | 1 << R_BEFORE
_GRAPPLE_AGG_STRENGTH = _AGG_STRENGTH | 1 << R_GRAPPLE
#: "[REFLEX] Cancel a frenzy card played on this vampire as it is played" (Invoking the Beast
#: [abo]): played in the CANCEL stage against the opposing side's frenzy card (Terror Frenzy).
R_REFLEX = 15
#: "[REFLEX] Cancel a grapple card as it is played" (Fae Contortion [myt]): played in the CANCEL
#: stage against the acting side's grapple card (Immortal Grapple, :data:`R_GRAPPLE`).
R_GRAPPLE_REFLEX = 16
#: "Damage from this vampire's hand strikes is aggravated this round": nothing else on the option.
_AGG_ONLY = frozenset({O_AGGRAVATED, Op.REQUIRES, Op.PAY_BLOOD})


def start(s: GameState, a: int, pa: int, b: int, pb: int) -> None:
    """Minion ``a`` (the acting one, controlled by ``pa``) and ``b`` (by ``pb``) enter combat."""
    c = Combat(a, pa, b, pb)
    c.auto_prevent = [_auto_prevent(s, a), _auto_prevent(s, b)]
    if s.setup.any_crypt_disc_damage:
        # the vampire's own "damaging strikes that require Thaumaturgy inflict +1 damage" (rules 6.4.5)
        c.disc_damage = [s.setup.crypt_disc_damage[a], s.setup.crypt_disc_damage[b]]
    if masters.DEBATE in s.setup.master_kinds:
        c.free_maneuver = [masters.debate_maneuvers(s, a), masters.debate_maneuvers(s, b)]  # "1 optional maneuver each combat"
    if s.setup.any_crypt_combat_hand:
        # "while Henri is in combat, you get +1 hand size": the hand matches it at once (rules 1.6.1.2)
        for d, v in ((0, a), (1, b)):
            n = s.setup.crypt_combat_hand[v]
            if n and c.p[d] >= 0:
                c.crypt_hand[d] = n
                hand_size_change(s.players[c.p[d]], n)
    s.combat = c
    s.stats[1] += 1
    # (no _new_round here: Combat() already holds the values it sets for a first round, and
    # nothing above changes them)


def blocker_sets_range(s: GameState, directed: bool = False) -> None:
    """A blocker bearing a weapon "only usable at long range" sets the range for the first
    round to long before it is determined, and makes its initial strike that round with the
    weapon (Sniper Rifle; rules 6.4.1, 6.4.2: no maneuvers that round). The rules always use it:
    the weapon strikes only at long range, where the acting minion's hand strike does nothing.
    Asanbonsam Ghoul blocking a directed action sets the first round at close range."""
    c = s.combat
    assert c is not None
    su = s.setup
    if directed and su.close_on_block[c.m[1]]:
        c.stage = STRIKE  # close range, as each round starts (rules 6.4.2), no maneuvers
        c.decider = 0
        return
    if su.cannot[c.m[1]] & NO_WEAPONS:
        return
    for j in weapons_of(s, c.m[1]):
        if su.sniper[j]:
            c.range = LONG
            c.stage = STRIKE
            c.decider = 0
            c.fixed = j
            return


def _new_round(c: Combat) -> None:
    c.range = CLOSE  # rules 6.4.2: each round starts at close range
    c.stage = RANGE
    c.decider = 0
    c.last = -1
    c.flips = 0
    c.strike = [None, None]
    c.extra = [0, 0]
    c.add_used = [False, False]
    c.extra_hand = [False, False]
    c.strength = [0, 0]
    c.agg_hand = c.combat_agg[:]
    c.damage = [0, 0]
    c.agg = [0, 0]
    c.prevented = [0, 0]
    c.lost = [0, 0]
    c.pair = 0
    c.ending = False
    c.before_used = [0, 0]
    c.hand_only = False
    if c.close_next:
        c.close_next = False
        c.stage = STRIKE  # Immortal Grapple [POT]: this round at close range, its range step skipped
    if c.round > 1:
        c.round_prevent = [0, 0]  # "during the first round" only
        for d in (0, 1):
            # an optional maneuver or press "during the first round" unused is gone (Dive Bomb)
            c.free_maneuver[d] -= c.round1_maneuver[d]
            c.free_press[d] -= c.round1_press[d]
        c.round1_maneuver = [0, 0]
        c.round1_press = [0, 0]


def _end(s: GameState) -> None:
    c = s.combat
    if c is not None and c.placed:
        for j, _ in c.placed:  # Molotov Cocktail: "burn ... at the end of combat"
            _burn_in_play(s, j)
    end_hand(s)
    s.combat = None
    if c is not None and s.setup.any_combat_end_text:
        _after_combat(s, c)
    if c is not None and masters.ALLY_BURN_DAMAGE in s.setup.master_kinds:
        masters.ally_burned(s, c)  # FBI Special Affairs Division: "after the combat ends"


def end_hand(s: GameState) -> None:
    """Combat ends (however it ends): the hand size a side gained "for the remainder of this
    combat" goes (Aura Reading [AUS]), the hand discarding down at once (rules 1.6.1.2)."""
    c = s.combat
    if c is None or not (c.hand_up[0] or c.hand_up[1] or c.crypt_hand[0] or c.crypt_hand[1]):
        return
    for d in (0, 1):
        if c.hand_up[d]:
            hand_size_change(s.players[c.p[d]], -c.hand_up[d])
            c.hand_up[d] = 0
        if c.crypt_hand[d]:
            hand_size_change(s.players[c.p[d]], -c.crypt_hand[d])  # Henri Lavenant's combat is over
            c.crypt_hand[d] = 0


def _after_combat(s: GameState, c: Combat) -> None:
    """Texts applied as combat ends (rules 6.4): "after a minion in combat with Matasuntha
    leaves the ready region, you can gain 1 pool" (gained: never worse), "after Angela is burned
    in combat, burn 2 pool"."""
    su = s.setup
    for d in (0, 1):
        v, o = c.m[d], c.m[1 - d]
        if su.leave_pool[v] and o not in s.players[c.p[1 - d]].ready:
            s.players[c.p[d]].pool += su.leave_pool[v]
        if su.burned_pool[v] and v in s.players[su.owner[v]].ash and not s.players[c.p[d]].ousted:
            burn_pool(s, c.p[d], su.burned_pool[v])


def _burn_in_play(s: GameState, j: int) -> None:
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
            burn_card(s, j)


# ---------------------------------------------------------------------------------------------
# What each side can play


def card_roles(su: GameSetup, v: int, i: int) -> tuple[tuple[int, int], ...]:
    """(role, option index) pairs of combat card ``i`` that minion ``v`` can play, best option
    first for each role, then the others (the next one is played when the minion cannot pay
    the blood of a better one; memoized per setup)."""
    key = (v, su.card_id[i], 2000)
    got = su.memo.get(key)
    if got is None:
        e = su.effect[i]
        out: list[tuple[int, int]] = []
        if e is not None and su.is_combat[i]:
            for k, opt in enumerate(e.options):
                if not opt.prims or not option_known(opt) or not _usable(su, v, e, opt):
                    continue
                for role in option_roles(opt):
                    out.append((role, k))
        got = tuple(out)
        su.memo[key] = got
    return got  # type: ignore[return-value]


def option_known(opt: Option) -> bool:
    """The rules apply every primitive of this combat card option: the combat primitives, and
    "unlock this vampire" only with "combat ends" (Majesty [PRE])."""
    if end_of_round(opt) or pulled_fangs(opt) or before_range(opt) or fallen_pool(opt) or strike_cancel(opt) \
            or card_weapon(opt) or ammo(opt) or frenzy_cancel(opt) or grapple_cancel(opt):
        return True
    if opt.has(O_DAMAGE) or opt.has(O_TORPOR) or opt.has(O_BURN_CARD) or opt.has(O_UNDODGEABLE) or opt.has(
            O_FIRST_STRIKE) or (opt.has(O_COMBAT_ENDS) and (opt.has(O_STRIKE) or opt.has(O_STRIKE_STRENGTH))) \
            or opt.has(Op.STEAL_CARD):
        return special(opt) is not None
    if opt.has(O_STRIKE_DAMAGE):
        return disc_damage(opt) is not None
    if opt.has(O_DIABLERIE) or opt.has(O_BURN_MINION):
        return instead_of_torpor(opt) > 0
    if opt.has(O_CONTINUE):
        return opt.has(O_COMBAT_ENDS) and known_prims(opt, _CONTINUE_KNOWN) and not any(
            p.op == Op.PAY_BLOOD and (p.arg or p.cond) for p in opt.prims)
    if opt.has(Op.PAY_BLOOD) and _prevent_x(opt):
        return all(p.op in KNOWN or p.op == Op.PAY_BLOOD for p in opt.prims)
    if not known_prims(opt, _PAID_KNOWN) or any(p.op == Op.PAY_BLOOD and (p.arg or p.cond) for p in opt.prims):
        return False  # a plain "burn N blood to ..." is paid with the card (extra_blood)
    return not (opt.has(O_UNLOCK_MINION) and not opt.has(O_COMBAT_ENDS))


_BURNABLE = {2: 1, 3: 2, 4: 4}  # Thing.EQUIPMENT, RETAINER, ALLY -> target bits of a BURN strike
STEAL_WEAPON = 8  # BURN strike bits (and its strike tuple's amount): the weapon is stolen, not burned
_SPECIAL_OPS = frozenset({O_STRIKE, O_AGGRAVATED, O_COMBAT_ENDS, O_DAMAGE, O_TORPOR, O_BURN_CARD, O_FIRST_STRIKE,
                          Op.WHEN, Op.REQUIRES, O_STRIKE_STRENGTH, O_UNDODGEABLE, Op.CANNOT})
_UNDODGEABLE_OPS = frozenset({O_STRIKE, O_STRIKE_STRENGTH, O_AGGRAVATED, O_UNDODGEABLE, Op.REQUIRES})
_FIRST_OPS = frozenset({O_STRIKE, O_STRIKE_STRENGTH, O_AGGRAVATED, O_FIRST_STRIKE, O_COMBAT_ENDS, Op.REQUIRES})


def special(opt: Option) -> tuple | None:
    """The strikes with more than their strike the rules know, or None: ``(RECOIL, n, aggravated,
    close only)`` "strike: 2R aggravated damage; the striking vampire also takes 2 aggravated
    damage (if used at close range)"; ``(AFTER_ENDS, n, burned as blood, close only)`` "combat
    ends, and after combat ends the opposing minion takes 1 unpreventable damage (if the range is
    close) / burns 1 blood or life"; ``(TORPOR, no unlock)`` "send the opposing vampire to torpor (and
    it does not unlock as normal next time)"; ``(BURN,
    target bits, first strike, ranged)`` "burn equipment (1), a retainer (2), the opposing ally (4)"."""
    ops = {p.op for p in opt.prims}
    if ops & {Op.STEAL_CARD}:
        # "Strike: steal weapon (with first strike)" (Fast Hands): a BURN strike at the opposing
        # minion's weapon that takes it instead (target bits 1 | STEAL_WEAPON)
        if ops <= {Op.STEAL_CARD, O_FIRST_STRIKE, Op.REQUIRES} and all(
                p == (Op.STEAL_CARD, 1, _WEAPON, 0, 0) for p in opt.prims if p.op == Op.STEAL_CARD):
            return (BURN, 1 | STEAL_WEAPON, O_FIRST_STRIKE in ops, 0)
        return None
    if not ops <= _SPECIAL_OPS or any(p.x for p in opt.prims):
        return None
    if O_UNDODGEABLE in ops:
        if not ops <= _UNDODGEABLE_OPS or len(ops & _DAMAGE_STRIKES) != 1:
            return None
        return (UNDODGEABLE, any(p.op == O_UNDODGEABLE and p.arg == 1 for p in opt.prims))
    if ops & _DAMAGE_STRIKES and (O_FIRST_STRIKE in ops or O_COMBAT_ENDS in ops):
        if not ops <= _FIRST_OPS or len(ops & _DAMAGE_STRIKES) != 1:
            return None
        return (FIRST, O_FIRST_STRIKE in ops, O_COMBAT_ENDS in ops, False)
    if O_STRIKE_STRENGTH in ops:
        return None
    close = False
    for p in opt.prims:
        if p.op == Op.WHEN:
            if p.n != 16 or p.arg:  # When.CLOSE_RANGE
                return None
            close = True
    dmg = [p for p in opt.prims if p.op == O_DAMAGE]
    if len(dmg) > 1:
        return None
    if dmg:
        d = dmg[0]
        if ops <= {O_STRIKE, O_AGGRAVATED, O_DAMAGE, Op.WHEN, Op.REQUIRES} and O_STRIKE in ops and d.arg == 2:
            return (RECOIL, d.n, d.cond, close)
        if ops <= {O_COMBAT_ENDS, O_DAMAGE, Op.WHEN, Op.REQUIRES} and O_COMBAT_ENDS in ops and d.arg in (1, 5) \
                and not d.cond:
            return (AFTER_ENDS, d.n, d.arg == 5, close)
        return None
    if close:
        return None
    if ops <= {O_TORPOR, Op.REQUIRES, Op.CANNOT} and O_TORPOR in ops:
        # Coma [DEM]: "and the opposing vampire does not unlock as normal during their next
        # unlock phase" (Restriction.UNLOCK)
        if any(p.op == Op.CANNOT and (p.arg != Restriction.UNLOCK or p.n or p.cond) for p in opt.prims):
            return None
        return (TORPOR, Op.CANNOT in ops)
    if ops <= {O_BURN_CARD, O_FIRST_STRIKE, Op.REQUIRES} and O_BURN_CARD in ops:
        bits = 0
        ranged = set()
        for p in opt.prims:
            if p.op == O_BURN_CARD:
                if p.n != 1 or p.arg not in _BURNABLE:
                    return None
                bits |= _BURNABLE[p.arg]
                ranged.add(p.cond)
        if len(ranged) != 1 or (bits & 4 and bits != 4):
            return None
        return (BURN, bits, O_FIRST_STRIKE in ops, ranged.pop())
    return None


_DAMAGE_STRIKES = frozenset({O_STRIKE, O_STRIKE_STRENGTH})


def special_of(su: GameSetup, i: int, k: int) -> tuple | None:
    """:func:`special` of option ``k`` of card ``i`` (memoized per setup)."""
    key = (su.card_id[i], k, 2001)
    got = su.memo.get(key, 0)
    if got == 0:
        e = su.effect[i]
        got = special(e.options[k]) if e is not None and 0 <= k < len(e.options) else None
        su.memo[key] = got
    return got  # type: ignore[return-value]


def _prevent_x(opt: Option) -> bool:
    """"Prevent X+1 damage", X the blood this vampire burns (Hidden Strength): the only amounts
    paid as X are the prevention and the blood, nothing else is paid."""
    pay = [p for p in opt.prims if p.op == Op.PAY_BLOOD]
    return len(pay) == 1 and pay[0].x == 1 and not (pay[0].n or pay[0].arg or pay[0].cond) and all(
        not p.x or p.op in (O_PREVENT, Op.PAY_BLOOD) for p in opt.prims
    ) and any(p.op == O_PREVENT and p.x for p in opt.prims)


def option_roles(opt: Option) -> list[int]:
    """The combat roles (``R_*``: maneuver, strike, press, prevent...) a combat card's option
    plays, none for an option combat does not play."""
    if end_of_round(opt) or pulled_fangs(opt):
        return [R_END_ROUND]
    if opt.has(O_HAND_ONLY):
        return [R_GRAPPLE]  # its press comes with it (apply)
    if opt.prims == _HIGH_GROUND:
        return [R_MANEUVER, R_BEFORE]
    w = card_weapon(opt)
    if w:
        return [R_STRIKE] if w == W_MOLOTOV else [R_BEFORE]
    if before_range(opt):
        return [R_BEFORE]
    if fallen_pool(opt):
        return [R_FALLEN]
    if strike_cancel(opt):
        return [R_CANCEL]
    if frenzy_cancel(opt):
        return [R_REFLEX]
    if grapple_cancel(opt):
        return [R_GRAPPLE_REFLEX]
    if ammo(opt):
        return [R_AMMO]
    ops = {p.op for p in opt.prims}
    roles = []
    if O_MANEUVER in ops:
        roles.append(R_MANEUVER)
    if ops & _STRIKE_OPS:
        roles.append(R_STRIKE)
    if O_PRESS in ops:
        roles.append(R_PRESS)
    if O_PREVENT in ops:
        roles.append(R_PREVENT)
    if O_ADDITIONAL_STRIKE in ops:
        roles.append(R_ADDITIONAL)
    if O_AGGRAVATED in ops and ops <= _AGG_ONLY:
        roles.append(R_AGGRAVATED)
    if O_STRENGTH in ops and not ops & _STRIKE_OPS:
        roles.append(R_STRENGTH)
    if O_EXTRA_COMBAT in ops and ops <= _EXTRA_ONLY:
        roles.append(R_EXTRA)
    if O_STRIKE_DAMAGE in ops and disc_damage(opt):
        roles.append(R_BEFORE)
    if (O_DIABLERIE in ops or O_BURN_MINION in ops) and instead_of_torpor(opt):
        roles.append(R_INSTEAD)
    return roles


O_DIABLERIE, O_BURN_MINION = Op.DIABLERIE, Op.BURN_MINION
#: what :func:`instead_of_torpor` returns
INSTEAD_BURN, INSTEAD_DIABLERIE = 1, 2


#: What a card "only usable before range is determined" does (:func:`before_range`): this
#: vampire sets the range for this round (Brick by Brick [VIS]); inflicts N damage on the
#: opposing minion (Outside the Hourglass [TEM]); equips this vampire with a weapon card from
#: the hand, paying its cost (Disguised Weapon).
B_RANGE, B_DAMAGE, B_EQUIP = 1, 2, 3
#: "This combat, combat cards cost the opposing vampire +1 blood" (Terror Frenzy [ANI]); "only
#: usable during the first round. This combat, the opposing minion cannot maneuver to close
#: range, press to continue combat or use equipment" (Terror Frenzy [ani]).
B_COST, B_TERROR = 4, 5
#: "Employ an animal retainer from your hand (requirements and cost apply as normal)" (Pack
#: Alpha [ani]); "burn an animal retainer employed by this vampire to put this card on this
#: vampire. This minion gets +1 strength" (Pack Alpha [ANI]).
B_EMPLOY, B_PACK = 6, 7
#: "Once this combat, this vampire can reduce the cost of a combat card they play by 1 blood"
#: (Inner Essence [vic]; [VIC] "and this vampire gains 1 blood").
B_REDUCE = 8
#: Thoughts Betrayed, in the first round: [dom] "the opposing minion takes 1 additional damage
#: in the first round of combat during normal strike resolution"; [DOM] "the opposing minion
#: cannot play any strike cards for the duration of this combat".
B_ROUND_DAMAGE, B_NO_STRIKES = 9, 10
#: "Before range is determined, put this card on this minion", a weapon (Zip Gun).
B_ZIP = 11
#: "Maneuver, only usable to go to long range. If this minion has flight and the opposing minion
#: does not, play before range is determined to set the range for the round to long. A minion
#: may play only one High Ground each round."
B_HIGH = 12
#: "Both combatants and each retainer on them take 1 unpreventable environmental damage before
#: range is determined each round this combat" (Weather Control [tha]; [THA] 1 more each
#: subsequent round)
B_WEATHER = 13
#: Aura Reading, only usable before range is chosen: [AUS] "you get +2 hand size for the
#: remainder of this combat" (one at superior each combat); [aus] "the opposing minion's
#: controller plays with an open hand for the remainder of combat".
B_HAND, B_OPEN = 14, 15
#: "Only usable before range is determined. This vampire has +1 strength for the remainder of
#: combat" (Invoking the Beast [abo], one each combat) / "this vampire's hand damage is
#: aggravated for the remainder of the combat" (Devil-Channel: Hands [abo]); [ABO] "as above,
#: with an optional press this round".
B_BEAST_STRENGTH, B_BEAST_AGG = 16, 17
#: "For the remainder of the combat, each time you replace a card (including when you draw to
#: replace this card), draw an additional card and discard down to your hand size" (Infernal
#: Pursuit [CEL]; no timing: the rules play it as a round begins; rules.pursuit_draw).
B_PURSUIT = 18
#: "Only usable before range is determined. A vampire can play only one Carrion Crows each
#: combat. This combat, the opposing minion takes 1R [ANI: 2R] environmental damage each round
#: during normal strike resolution": not a strike (a dodge does not stop it), at any range.
B_CROWS = 19
_CROWS_END = (Op.WHEN, 41, 0, 0, 0)  # When.END_OF_COMBAT: "this combat"
_HIGH_GROUND = (Prim(O_MANEUVER, 1), Prim(Op.RANGE_SET, 2))
_FIRST = (Op.WHEN, 17, 0, 0, 0), (Op.WHEN, 4, 0, 0, 0)  # When.BEFORE_RANGE, When.FIRST_ROUND
_WEAPON, _ANIMAL = 16, 19  # Thing.WEAPON, Thing.ANIMAL
#: ``cond`` of a B_EQUIP card's weapon: "a non-unique weapon ... cannot cost 3 or more pool or
#: inflict (with a regular strike) aggravated damage or 4 or more damage" (Concealed Weapon)
CONCEALED = 1
_TERROR = (Op.WHEN, 4, 0, 0, 0), (Op.CANNOT, 0, Restriction.MANEUVER_CLOSE, 0, 0), (
    Op.CANNOT, 0, Restriction.PRESS_CONTINUE, 0, 0), (Op.CANNOT, 0, Restriction.HAVE_EQUIPMENT, 0, 0)


def before_range(opt: Option) -> int:
    """The B_* kind of a card option played before range is determined, else 0."""
    ops = [p for p in opt.prims if p.op is not Op.REQUIRES]
    if len(ops) == 2 and ops[0] == (Op.WHEN, 17, 0, 0, 0) and ops[1] == (Op.RANGE, 1, 0, 0, 0):  # When.BEFORE_RANGE
        return B_RANGE
    if card_weapon(opt) == W_ZIP:
        return B_ZIP
    if opt.prims == _HIGH_GROUND:
        return B_HIGH
    if len(ops) == 2 and ops[0] == (Op.WHEN, 17, 0, 0, 0) and ops[1].op == Op.COST_INCREASE and ops[1].n > 0 \
            and ops[1].arg == 11 and not (ops[1].cond or ops[1].x):  # Thing.COMBAT
        return B_COST
    if len(ops) == 5 and ops[0] == (Op.WHEN, 17, 0, 0, 0) and tuple(ops[1:]) == _TERROR:
        return B_TERROR
    if len(ops) in (3, 5) and tuple(ops[:2]) == _FIRST and ops[2].op == O_DAMAGE and ops[2].arg == 1 \
            and ops[2].n > 0 and not (ops[2].cond or ops[2].x) and (len(ops) == 3 or (
                ops[3] == (Op.WHEN, 35, 0, 0, 0) and ops[4][:3] == (O_DAMAGE, 1, 1) and not (ops[4].cond or ops[4].x))):
        return B_WEATHER  # When.END_OF_ROUND: the increase each round
    if len(ops) == 3 and tuple(ops[:2]) == _FIRST:
        if ops[2].op == O_DAMAGE and ops[2].n > 0 and ops[2][2:] == (0, 0, 0):
            return B_ROUND_DAMAGE
        if ops[2] == (Op.CANNOT, 0, Restriction.PLAY_STRIKE_CARDS, 0, 0):
            return B_NO_STRIKES
    if len(ops) == 1:
        p = ops[0]
        if p.op == O_DAMAGE and p.n > 0 and not (p.arg or p.cond or p.x):
            return B_DAMAGE
        if p.op == Op.HAND_SIZE and p.n > 0 and not (p.arg or p.cond or p.x):
            return B_HAND
        if p == (Op.DRAW, 1, 0, 0, 0):
            return B_PURSUIT
        if p == (Op.OPEN_HAND, 1, 0, 0, 0):
            return B_OPEN
        if p.op == Op.PUT_IN_PLAY and p.n == 1 and p.arg == _WEAPON and p.cond in (0, CONCEALED) and not p.x:
            return B_EQUIP
    if len(ops) == 2 and ops[0] == (Op.WHEN, 17, 0, 0, 0) and ops[1] == (Op.PUT_IN_PLAY, 1, _ANIMAL, 0, 0):
        return B_EMPLOY
    if len(ops) == 3 and ops[0] == (Op.WHEN, 17, 0, 0, 0) and ops[1].op == O_DAMAGE and ops[1].n > 0 \
            and ops[1][2:] == (0, 0, 0) and ops[2] == _CROWS_END:
        return B_CROWS
    if len(ops) in (2, 3) and ops[0] == (Op.WHEN, 17, 0, 0, 0) and (len(ops) == 2 or ops[2] == (O_PRESS, 1, 0, 0, 0)):
        if ops[1].op == O_STRENGTH and ops[1].n > 0 and not (ops[1].arg or ops[1].cond or ops[1].x):
            return B_BEAST_STRENGTH
        if ops[1] == (O_AGGRAVATED, 1, 0, 0, 0):
            return B_BEAST_AGG
    if len(ops) == 2 and ops[0] == (O_BURN_CARD, 1, _ANIMAL, 0, 0) and ops[1] == (O_STRENGTH, 1, 0, 0, 0):
        return B_PACK
    if ops and ops[0] == (Op.COST_REDUCTION, 1, 11, 0, 0) and (  # Thing.COMBAT
            len(ops) == 1 or (len(ops) == 2 and ops[1].op == Op.GAIN_BLOOD and ops[1][2:] == (0, 0, 0))):
        return B_REDUCE
    return 0


_STRIKE_CARD = 25  # Thing.STRIKE_CARD
#: CANCEL cond of "cancel a combat card requiring Discipline D as it is played": this plus D's
#: index + 1 (Hide the Mind [obf]: the strike cards requiring Auspex, the combat cards the rules
#: cancel as they are played)
STRIKE_CANCEL_DISC = 100


def strike_cancel(opt: Option) -> int:
    """A card cancelling the opposing minion's strike card as it is played: 1, 2 when only
    usable in combat with an ally or a younger vampire (The Jones), 3 when the card must
    require a Discipline (:data:`STRIKE_CANCEL_DISC`); its "burn 1 blood" is paid with it
    (:func:`~.rules.extra_blood`). Else 0."""
    ops = [p for p in opt.prims if p.op is not Op.REQUIRES and p.op != Op.PAY_BLOOD]
    if any(p.op == Op.PAY_BLOOD and (p.x or p.arg or p.cond) for p in opt.prims):
        return 0
    if len(ops) == 1 and ops[0].op == Op.CANCEL and ops[0].n == 1 and ops[0].arg == _STRIKE_CARD and not ops[0].x:
        if ops[0].cond in (0, 1):
            return 1 + ops[0].cond
        if ops[0].cond > STRIKE_CANCEL_DISC:
            return 3
    return 0


def frenzy_cancel(opt: Option) -> bool:
    """An option "[REFLEX] cancel a frenzy card played on this vampire as it is played"."""
    ops = [p for p in opt.prims if p.op is not Op.REQUIRES]
    return len(ops) == 1 and ops[0] == (Op.CANCEL, 1, _FRENZY_CARD, 0, 0)


_FRENZY_CARD = 26  # Thing.FRENZY_CARD


def grapple_cancel(opt: Option) -> bool:
    """An option "[REFLEX] cancel a grapple card as it is played, and its cost is not paid", or
    "burn 1 blood to cancel a grapple card as it is played" (Disengage: paid with the card)."""
    ops = [p for p in opt.prims if p.op is not Op.REQUIRES and p != (Op.PAY_BLOOD, 1, 0, 0, 0)]
    return len(ops) == 1 and ops[0] == (Op.CANCEL, 1, _GRAPPLE_CARD, 0, 0)


#: A press card's option "press, only usable to end combat" (Disengage): PRESS with this cond.
PRESS_TO_END = 2
#: A press card's option "press, only usable to continue combat" (Dead-End Alley): PRESS with this cond.
PRESS_TO_CONTINUE = 3


def _press_to_end(su: GameSetup, i: int, k: int) -> bool:
    e = su.effect[i]
    return e is not None and any(p.op == O_PRESS and p.cond == PRESS_TO_END for p in e.options[k].prims)


def _press_to_continue(su: GameSetup, i: int, k: int) -> bool:
    e = su.effect[i]
    return e is not None and any(p.op == O_PRESS and p.cond == PRESS_TO_CONTINUE for p in e.options[k].prims)


_GRAPPLE_CARD = 27  # Thing.GRAPPLE_CARD


def _grapple_reflex(su: GameSetup) -> bool:
    """A combat card cancelling grapple cards is in some deck (memoized per setup)."""
    got = su.memo.get(("grapple_reflex",))
    if got is None:
        got = su.memo[("grapple_reflex",)] = any(
            su.is_combat[k] and e is not None and any(grapple_cancel(o) for o in e.options)
            for k, e in enumerate(su.effect))
    return got  # type: ignore[return-value]


def _is_grapple(su: GameSetup, a: Action) -> bool:
    e = su.effect[a.card]
    return a.card >= 0 and e is not None and 0 <= a.n < len(e.options) and e.options[a.n].has(O_HAND_ONLY)
#: Reaction cards with a "[REFLEX] cancel a frenzy card played on this vampire" option, played
#: from the hand in combat like a combat card's reflex (Predator's Communion [abo]), by VEKN id.
REFLEX_REACTIONS = frozenset({101477})


def _reflex_window(s: GameState, c: Combat, d: int, action: Action, eligible: bool) -> bool:
    """Side ``d`` plays ``action``'s card from its hand: when the opposing side (``eligible``)
    has a reflex that cancels it as it is played, the combat waits in the CANCEL stage for that
    side's answer (True); otherwise the card is played (False)."""
    if c.cancel is None and eligible and action.card in s.players[c.p[d]].hand:
        c.cancel = action  # type: ignore[assignment]  # (Combat.cancel holds an Action or None)
        c.decider = 1 - d
        if _frenzy_cancels(s, c, 1 - d):
            c.stage = CANCEL
            return True
        c.decider = d
    c.cancel = None
    return False

def _frenzy_cancels(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d``'s reflex cards cancelling the frenzy card the other side plays on its
    vampire (``c.cancel``)."""
    v = c.m[d]
    if not s.setup.is_vampire[v]:
        return []
    su = s.setup
    if c.cancel is not None and _is_grapple(su, c.cancel):
        return [Action(K_COMBAT_CARD, actor=v, card=i, n=k) for i, k in _cards_for(s, c, d, R_GRAPPLE_REFLEX)]
    out = [Action(K_COMBAT_CARD, actor=v, card=i, n=k) for i, k in _cards_for(s, c, d, R_REFLEX)]
    m = s.players[c.p[d]]
    seen = set()
    for i in m.hand:
        cid = su.card_id[i]
        if cid in REFLEX_REACTIONS and cid not in seen:
            seen.add(cid)
            e = su.effect[i]
            assert e is not None
            k = next((k for k, o in enumerate(e.options) if frenzy_cancel(o) and _usable(su, v, e, o)), -1)
            if k >= 0 and affordable(s, c, d, m, v, i, k):
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out


def _strike_cancels(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d``'s cards cancelling the strike card the other side plays (``c.cancel``); one
    each round."""
    a = c.cancel
    if a is not None and a.kind == K_COMBAT_CARD:
        return _frenzy_cancels(s, c, d)
    if a is None or c.before_used[d] & 4:
        return []
    su = s.setup
    v, o = c.m[d], c.m[1 - d]
    out = []
    for i, k in _cards_for(s, c, d, R_CANCEL):
        opt = su.effect[i].options[k]  # type: ignore[union-attr]
        how = strike_cancel(opt)
        if how == 2 and not (su.is_ally[o] or (su.is_vampire[o] and su.capacity[o] < su.capacity[v])):
            continue  # "only usable in combat with an ally or younger vampire"
        if how == 3:
            disc = next(p.cond for p in opt.prims if p.op == Op.CANCEL) - STRIKE_CANCEL_DISC
            e = su.effect[a.card]
            played = e.options[a.n] if e is not None and 0 <= a.n < len(e.options) else None
            if played is None or not (played.need_any | played.need_sup) >> (disc - 1) & 1:
                continue  # "a combat card requiring Auspex [aus]"
        out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out


def _cancel_done(s: GameState, c: Combat, action: Action | None) -> None:
    """The CANCEL stage ends: the strike card is cancelled (discarded, its cost not paid; the
    striking side chooses a strike again), or (none) played as chosen."""
    a = c.cancel
    assert a is not None
    d = 1 - c.decider
    frenzy = a.kind == K_COMBAT_CARD  # a frenzy card before range: back to the range step
    # (a grapple card as strikes are chosen: back to the strike step)
    c.stage = RANGE if frenzy and not _is_grapple(s.setup, a) else STRIKE
    c.decider = d
    if action is None:
        apply(s, a)
        return
    c.cancel = None
    if not frenzy:
        c.before_used[1 - d] |= 4
    _play_card(s, c, 1 - d, action.card, action.n)
    m = s.players[c.p[d]]
    i = a.card
    if i in m.hand:  # rules 1.6.1.2: cancelled as it is played, replaced, its cost not paid
        m.hand.remove(i)
        replace_cards(s, m)
        m.ash.append(i)


def ammo(opt: Option) -> int:
    """The aggravated damage an ammo card adds to a gun's strikes, the gun burned after the
    strike resolves (Dragon's Breath Rounds), else 0."""
    p = opt.prims
    if len(p) == 3 and p[0].op == O_STRIKE_DAMAGE and p[0].n > 0 and p[0][2:] == (0, 0, 0) \
            and p[1] == (O_AGGRAVATED, 1, 0, 0, 0) and p[2] == (Op.EXPIRES, 0, 0, 39, 0):
        return p[0].n
    return 0


def _guns(s: GameState, c: Combat, d: int) -> list[int]:
    """Guns on side ``d``'s minion it can strike with now."""
    su = s.setup
    if su.cannot[c.m[d]] & NO_WEAPONS or c.terror[d]:
        return []
    return [j for j in weapons_of(s, c.m[d]) if su.gun[j] and (c.range == LONG or not su.sniper[j])]


def fallen_pool(opt: Option) -> int:
    """The pool the opposing minion's controller burns by a card played when the opposing
    minion is no longer ready (Hell-for-Leather [obt]), else 0."""
    ops = [p for p in opt.prims if p.op is not Op.REQUIRES]
    if len(ops) == 1 and ops[0].op == Op.BURN_POOL and ops[0].n > 0 and not (ops[0].arg or ops[0].cond or ops[0].x):
        return ops[0].n
    return 0


def _fallens(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d``'s cards for when its minion is ready and the opposing one is not."""
    if c.m[d] not in s.players[c.p[d]].ready or c.m[1 - d] in s.players[c.p[1 - d]].ready:
        return []
    return [Action(K_COMBAT_CARD, actor=c.m[d], card=i, n=k) for i, k in _cards_for(s, c, d, R_FALLEN)]


def _end_or_fallen(s: GameState, c: Combat) -> None:
    """A combatant is no longer ready (rules 6.4.3): combat ends, after the other side, still
    ready, may play a card for it (the FALLEN stage)."""
    if c.stage != FALLEN:
        for d in (0, 1):
            if _fallens(s, c, d):
                c.stage = FALLEN
                c.decider = d
                return
    _end(s)


def end_of_round(opt: Option) -> int:
    """The strength the attached vampire gets from a card put on the opposing vampire at the end
    of a round it lost, sending it to torpor (Disarm: a negative amount), else 0."""
    ops = [p for p in opt.prims if p.op is not Op.REQUIRES]
    if len(ops) == 2 and ops[0] == (O_TORPOR, 1, 0, 0, 0) and ops[1].op == O_STRENGTH and ops[1].n < 0 \
            and ops[1].arg == 1 and not (ops[1].cond or ops[1].x):
        return ops[1].n
    return 0


_FANGS = ((O_DAMAGE, 1, 0, 0, 0), (Op.CANNOT, 0, Restriction.HUNT, 0, 0))


def pulled_fangs(opt: Option) -> bool:
    """A card put on the opposing vampire at the end of a round it lost: "this minion inflicts 1
    damage on them. The attached vampire cannot hunt; if they must hunt, they go to torpor
    instead" (Pulled Fangs; rules.hunt_barred). (A plain comparison: option_roles reads it at each
    combat step.)"""
    return opt.prims == _FANGS


def instead_of_torpor(opt: Option) -> int:
    """"Only usable when the opposing vampire is going into torpor. Burn the opposing vampire
    instead" (Decapitate [POT]): INSTEAD_BURN; "... Diablerize the opposing vampire instead"
    (Amaranth): INSTEAD_DIABLERIE; else 0."""
    ops = [p for p in opt.prims if p.op is not Op.REQUIRES]
    if len(ops) == 1 and ops[0] == (O_DIABLERIE, 1, 0, 0, 0):
        return INSTEAD_DIABLERIE
    if len(ops) == 2 and ops[0] == (Op.WHEN, 34, 0, 0, 0) and ops[1] == (O_BURN_MINION, 1, 0, 0, 0):  # When.TORPOR
        return INSTEAD_BURN
    return 0


O_STRIKE_DAMAGE = Op.STRIKE_DAMAGE


def disc_damage(opt: Option) -> tuple[int, int] | None:
    """"Only usable before range is determined. For the remainder of combat, all damaging
    strikes that require Potence made by this vampire inflict +N damage" (Increased Strength):
    (the Discipline's bit, N), else None."""
    ops = [p for p in opt.prims if p.op is not Op.REQUIRES]
    if len(ops) != 2 or ops[0] != (Op.WHEN, 17, 0, 0, 0):  # When.BEFORE_RANGE
        return None
    p = ops[1]
    if p.op != O_STRIKE_DAMAGE or p.arg != 1 or p.cond <= 0 or p.x or p.n <= 0:
        return None
    return (1 << (p.cond - 1), p.n)


_EXTRA_ONLY = frozenset({O_EXTRA_COMBAT, Op.REQUIRES, Op.PAY_BLOOD})  # the blood paid with the card (extra_blood)


def _hand(s: GameState, c: Combat, d: int) -> list[int]:
    """Combat cards in the hand of side ``d``'s controller, one per card id."""
    su = s.setup
    cc = su.combat_card
    m = s.players[c.p[d]]
    return distinct(su, [i for i in m.hand if cc[i]])


def _cannot_play(s: GameState, v: int) -> tuple[int, ...]:
    """VEKN ids of the cards minion ``v`` cannot play, by the cards on it."""
    su = s.setup
    cp = su.cannot_play
    return tuple(cp[j] for j in s.on_minions.of(s, v) if cp[j])


def _role_masks(su: GameSetup) -> tuple[int, ...]:
    """Per card instance: the bits ``1 << role`` of the roles some minion could play this
    combat card in hand for (:func:`card_roles` for any minion: every option the rules know,
    whoever can use it), 0 for other cards; memoized per setup, the values moving with the cards
    (``GameSetup.reseated``)."""
    got = su.memo.get(("combat_roles",))
    if got is None:
        masks = []
        for i, e in enumerate(su.effect):
            bits = 0
            if e is not None and su.combat_card[i] and su.is_combat[i]:
                for opt in e.options:
                    if opt.prims and option_known(opt):
                        for role in option_roles(opt):
                            bits |= 1 << role
            masks.append(bits)
        got = su.memo[("combat_roles",)] = tuple(masks)
    return got  # type: ignore[return-value]


def _cards_for(s: GameState, c: Combat, d: int, role: int) -> list[tuple[int, int]]:
    """(card, option) of side ``d``'s hand that can play ``role`` and are affordable."""
    rm = _role_masks(s.setup)
    bit = 1 << role
    for i in s.players[c.p[d]].hand:
        if rm[i] & bit:
            return _cards_for_each(s, c, d, (role,))[0]
    return []  # most calls: no card in hand that any minion could play for this role


def _cards_for_each(s: GameState, c: Combat, d: int, roles: tuple[int, ...]) -> list[list[tuple[int, int]]]:
    """:func:`_cards_for` of each of ``roles``, the hand read once."""
    v = c.m[d]
    m = s.players[c.p[d]]
    su = s.setup
    outs: list[list[tuple[int, int]]] = [[] for _ in roles]
    rm = _role_masks(su)
    bits = 0
    for role in roles:
        bits |= 1 << role
    hand = [i for i in m.hand if rm[i] & bits]
    if not hand:
        return outs  # most calls: no card in hand that any minion could play for these roles
    # the cards on the minion naming cards it cannot play are looked at only for a card in hand
    # some card of the game names (_named_unplayable): None until then
    named = _named_unplayable(su) if su.any_cannot_play else ()
    banned: tuple[int, ...] | None = None
    cid_of = su.card_id
    memo_get = su.memo.get
    seen: set[int] = set()
    for i in hand:  # one per card id (_hand)
        cid = cid_of[i]
        if cid in seen:
            continue
        seen.add(cid)
        if named and cid in named:
            if banned is None:
                banned = _cannot_play(s, v)
            if cid in banned:
                continue  # "they cannot play cards named Torn Signpost" (Preternatural Strength)
        if su.any_kiasyd_guard and (su.kiasyd_guard[c.m[0]] or su.kiasyd_guard[c.m[1]]) \
                and any(o.need_any & _CHI for o in su.effect[i].options):  # type: ignore[union-attr]
            continue  # Draeven Softfoot: "cards requiring Chimerstry [chi] can neither be played
            # while he is acting, blocking, or in combat, nor target him"
        # card_roles, memoized
        got: tuple[tuple[int, int], ...] | None = memo_get((v, cid, 2000))  # type: ignore[assignment]
        if got is None:
            got = card_roles(su, v, i)
        for n, role in enumerate(roles):
            for r, k in got:
                if r == role and affordable(s, c, d, m, v, i, k):
                    outs[n].append((i, k))
                    break
    return outs


def _named_unplayable(su: GameSetup) -> frozenset[int]:
    """VEKN ids of the cards some card of the table can forbid a minion to play
    (``GameSetup.cannot_play``): a fact of the whole table, memoized per setup."""
    got = su.memo.get(("cannot_play_ids",))
    if got is None:
        got = su.memo[("cannot_play_ids",)] = frozenset(x for x in su.cannot_play if x)
    return got  # type: ignore[return-value]


def affordable(s: GameState, c: Combat, d: int, m, v: int, i: int, k: int) -> bool:
    """Side ``d``'s minion can pay combat card ``i`` with option ``k``, and the blood combat
    cards cost it more this combat (Terror Frenzy [ANI])."""
    if not c.cost_up[d] and c.cost_down[d] <= 0:
        return can_afford(s, m, v, i, k)
    e = s.setup.effect[i]
    if e is None:
        return False
    cost = blood_cost(s.setup, v, i) + played_blood(e.options[k])
    cost = max(0, cost - max(0, c.cost_down[d])) + c.cost_up[d]
    return cost <= s.blood[v] and e.pool_cost <= m.pool


def _auto_prevent(s: GameState, v: int) -> int:
    """Prevention from cards on the minion and its own ability ("prevents 1 damage each
    combat"), once each combat (Kevlar Vest, Guardian Angel)."""
    su = s.setup
    if not s.on_minions.of(s, v):
        return su.crypt_prevent[v]  # most minions: no card on them
    n = su.crypt_prevent[v] + attached_amount(s, v, O_PREVENT)
    if masters.GUARDIAN in su.master_kinds:
        n += masters.guardian_prevent(s, v)  # Guardian Angel (its intercept is not static: not_static)
    return n


def strength_of(s: GameState, c: Combat | None, d: int, v: int) -> int:
    """Strength: 1 for a vampire (rules 6.4.5), the ally's printed strength, plus the cards on
    the minion and those played this round."""
    su = s.setup
    total = su.base_strength[v]
    if s.level_strength:
        total += s.level_strength.get(v, 0)  # an ally recruited at a Discipline level
    if su.any_strength_is_life and su.strength_is_life[v]:
        total += s.blood[v]  # "+1 strength for each life it has"
    if masters.STRENGTH_KINDS & su.master_kinds:
        total += masters.strength_bonus(s, v)  # Gangrel Revel: "Gangrel you control get +1 strength"; Brujah Debate
    eff = su.effect
    oo = s.on_option
    fs = su.foe_strength if su.any_foe_strength else None
    for j in s.on_minions.of(s, v):  # the cards on v
        e = eff[j]
        if fs is not None and fs[j]:
            continue  # An Anarch Manifesto: strength for the opposing titled vampire (below)
        if e is not None and e.options and e.mode != M_RETAINER and not (
                su.master_shape[j] is not None and su.master_shape[j][0] == masters.MORTALITY):  # type: ignore[index]
            total += max_amount(e.options[oo[j]], O_STRENGTH)  # the option played (Heart of the City)
            if e.mode == M_COMBAT:
                total += end_of_round(e.options[oo[j]])  # "the attached vampire gets -1 strength"
    if c is not None:
        total += c.strength[d] + c.combat_strength[d]
        if su.conditional[v]:
            total += combat_strength(s, v, c.m[1 - d])
        o = c.m[1 - d]
        if su.older_strength[o] and su.is_vampire[v] and su.capacity[v] > su.capacity[o]:
            total += su.older_strength[o]  # Basil: "older vampires get +1 strength in combat with Basil"
        if su.clan_strength[o] and su.is_vampire[v]:
            for clan, n in su.clan_strength[o]:  # Vardar: "Followers of Set get -1 strength in combat with Vardar"
                if su.clan_index[v] == clan:
                    total = max(0, total + n)
        if fs is not None:
            total += foe_strength_of(s, v, o)  # "titled non-Anarch vampires get +1 strength"
        if su.first_round_strength[v] and c.round == 1:
            total = max(0, total + su.first_round_strength[v])  # Lisa Noble: "-1 strength on the first round"
    return total


def _maneuvers(s: GameState, c: Combat, d: int) -> list[Action]:
    """Maneuvers, and before any of this round (range not yet determined) the cards "only
    usable before range is determined" (Increased Strength)."""
    v = c.m[d]
    if c.terror[d]:
        return _terror_maneuvers(s, c, d)
    su = s.setup
    own = su.crypt_maneuver[v]
    out = [Action(K_MANEUVER, actor=v, card=v)] if own and not c.own_maneuver[d] and (own == 1 or c.round == 1) else []
    if c.free_maneuver[d]:
        out.append(Action(K_MANEUVER, actor=v, card=v, n=1))  # granted by the card it blocked with
    rm = _role_masks(su)
    held = 0  # the roles some minion could play a card of this hand for, the hand read once
    for i in s.players[c.p[d]].hand:
        held |= rm[i]
    befores = None
    if c.last == -1:
        if held & _MANEUVER_BEFORE:
            cards, befores = _cards_for_each(s, c, d, (R_MANEUVER, R_BEFORE))
            if cards:
                out += _card_maneuvers(s, c, d, cards)
    elif held & _MANEUVER_BIT:
        cards = _cards_for_each(s, c, d, (R_MANEUVER,))[0]  # (_cards_for)
        if cards:
            out += _card_maneuvers(s, c, d, cards)
    if not s.on_minions.of(s, v):  # most minions: no weapon nor retainer on them
        if masters.COMBAT_END_KINDS & su.master_kinds:
            masters.combat_end_uses(s, c, d, out)  # (as below)
        if befores:
            out += _befores(s, c, d, befores)
        return out
    weapons = weapons_of(s, v) if s.setup.any_ends_combat or (
        not c.gun_maneuver[d] and not s.setup.cannot[v] & NO_WEAPONS) else None
    if s.setup.any_ends_combat:
        for j in weapons:  # type: ignore[union-attr]
            if s.setup.ends_combat[j]:
                out.append(Action(K_USE, actor=v, card=j))  # Living Manse: burned to end combat
                break
    if masters.COMBAT_END_KINDS & s.setup.master_kinds:
        masters.combat_end_uses(s, c, d, out)  # Garibaldi-Meucci Museum, Elysium: The Arboretum: locked to end combat
    if not c.gun_maneuver[d] and not s.setup.cannot[v] & NO_WEAPONS:
        for j in weapons:  # type: ignore[union-attr]
            e = s.setup.effect[j]
            if e is not None and e.options and e.options[0].has(O_MANEUVER):
                out.append(Action(K_MANEUVER, actor=c.m[d], card=j))
                break
    if not c.held_maneuver[d]:
        for j in _retainers(s, v):
            e = s.setup.effect[j]
            if e is not None and e.options and e.options[0].prims == RETAINER_MANEUVER:
                out.append(Action(K_MANEUVER, actor=v, card=j))  # Jackie Therman
                break
    if befores:
        out += _befores(s, c, d, befores)
    return out


def _terror_maneuvers(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d`` cannot maneuver to close range nor use equipment this combat (Terror Frenzy
    [ani]): its maneuvers from cards and its own only to go to long range."""
    v = c.m[d]
    out = []
    if c.range == CLOSE:
        own = s.setup.crypt_maneuver[v]
        if own and not c.own_maneuver[d] and (own == 1 or c.round == 1):
            out.append(Action(K_MANEUVER, actor=v, card=v))
        if c.free_maneuver[d]:
            out.append(Action(K_MANEUVER, actor=v, card=v, n=1))
        out += _card_maneuvers(s, c, d)
    if c.last == -1:
        out += _befores(s, c, d)
    return out


def _card_maneuvers(s: GameState, c: Combat, d: int, cards: list[tuple[int, int]] | None = None) -> list[Action]:
    """Maneuvers from combat cards in side ``d``'s hand; High Ground only to go to long range,
    one each round. ``cards``: ``_cards_for(s, c, d, R_MANEUVER)``, when read."""
    v = c.m[d]
    eff = s.setup.effect
    return [Action(K_MANEUVER, actor=v, card=i, n=k) for i, k in (_cards_for(s, c, d, R_MANEUVER) if cards is None else cards)
            if eff[i].options[k].prims != _HIGH_GROUND or (  # type: ignore[union-attr]
                c.range == CLOSE and not c.before_used[d] & 8)]


def _befores(s: GameState, c: Combat, d: int, cards: list[tuple[int, int]] | None = None) -> list[Action]:
    """The cards "only usable before range is determined" side ``d`` can play now.
    ``cards``: ``_cards_for(s, c, d, R_BEFORE)``, when read."""
    su = s.setup
    v = c.m[d]
    o = c.m[1 - d]
    out: list[Action] = []
    for i, k in _cards_for(s, c, d, R_BEFORE) if cards is None else cards:
        b = before_range(su.effect[i].options[k])  # type: ignore[union-attr]
        if b == B_RANGE:
            # rules 6.4.2: no maneuvers this round, the range this vampire chooses
            out += [Action(K_COMBAT_CARD, actor=v, card=i, target=CLOSE, n=k),
                    Action(K_COMBAT_CARD, actor=v, card=i, target=LONG, n=k)]
        elif b == B_EQUIP:
            out += [Action(K_COMBAT_CARD, actor=v, card=i, target=j, n=k) for j in _hand_weapons(s, c, d, i)]
        elif b == B_COST:
            if su.is_vampire[o] and not c.cost_up[1 - d]:  # "only one at superior each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_TERROR:
            if c.round == 1 and not c.terror[1 - d]:  # "only usable during the first round"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_WEATHER:
            if c.round == 1 and c.weather is None:  # "only one Weather Control each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_CROWS:
            if not c.crows[1 - d]:  # "a vampire can play only one Carrion Crows each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_ROUND_DAMAGE or b == B_NO_STRIKES:
            if c.round == 1 and not (c.round_damage[1 - d] if b == B_ROUND_DAMAGE else c.no_strike_cards[1 - d]):
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_HIGH:
            if su.disc_any[v] & _FLIGHT and not su.disc_any[o] & _FLIGHT and not c.before_used[d] & 8:
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, target=LONG, n=k))
        elif b == B_REDUCE:
            if not c.cost_down[d]:  # "a vampire can play only one Inner Essence each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_PURSUIT:
            if not c.pursuit[d]:  # (a second one would do nothing)
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_BEAST_STRENGTH or b == B_BEAST_AGG:
            if not c.beast[d] & (1 << b - B_BEAST_STRENGTH):  # "only one Invoking the Beast each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_HAND:
            if not c.hand_up[d]:  # "only one Aura Reading at superior each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_OPEN:
            if not c.open_hand[1 - d]:  # (a second one would do nothing)
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_EMPLOY:
            if not c.before_used[d] & 2:  # "a vampire can play only one Pack Alpha each round"
                out += [Action(K_COMBAT_CARD, actor=v, card=i, target=j, n=k) for j in _hand_animals(s, c, d, i)]
        elif b == B_PACK:
            if not c.before_used[d] & 2 and not any(
                    s.attached[j] == v and su.card_id[j] == su.card_id[i] for j in s.players[c.p[d]].in_play):
                # "burn an animal retainer employed by this vampire": one of them (a minion can
                # have only one Pack Alpha)
                out += [Action(K_COMBAT_CARD, actor=v, card=i, target=j, n=k) for j in _retainers(s, v)
                        if su.creature[j] == _ANIMAL]
        elif b != B_DAMAGE or not c.before_used[d] & 1:
            out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out


def _hand_animals(s: GameState, c: Combat, d: int, card: int) -> list[int]:
    """Animal retainer cards in side ``d``'s hand its minion could employ now, requirements and
    cost as normal, after paying ``card``'s own cost (rules 6.1.4)."""
    su = s.setup
    v = c.m[d]
    m = s.players[c.p[d]]
    paid = blood_cost(su, v, card)
    out: list[int] = []
    seen: set[int] = set()
    for j in m.hand:
        if su.mode[j] != M_RETAINER or su.creature[j] != _ANIMAL or su.card_id[j] in seen:
            continue
        seen.add(su.card_id[j])
        e = su.effect[j]
        if e is None or not HOOKS.rules_action_options(su, v, j) or blood_cost(su, v, j) + paid > s.blood[v] \
                or pool_cost(su, v, j) > m.pool or (e.unique and controls_same(s, m, j)):
            continue
        out.append(j)
    return out


def _hand_weapons(s: GameState, c: Combat, d: int, card: int) -> list[int]:
    """Weapon cards (equipment that strikes) in side ``d``'s hand its minion could equip now,
    requirements and cost as normal, after paying ``card``'s own cost (rules 6.1.3)."""
    su = s.setup
    v = c.m[d]
    m = s.players[c.p[d]]
    limited = any(p.op == Op.PUT_IN_PLAY and p.cond == CONCEALED for o in su.effect[card].options for p in o.prims)  # type: ignore[union-attr]
    # Disguised Weapon equips "this vampire", Concealed Weapon "this minion"
    if su.cannot[v] & NO_WEAPONS or not (su.is_vampire[v] or limited) or c.terror[d]:
        return []
    paid = blood_cost(su, v, card)
    out: list[int] = []
    seen: set[int] = set()
    for j in m.hand:
        if su.mode[j] != M_EQUIPMENT or su.card_id[j] in seen:
            continue
        e = su.effect[j]
        if e is None or not e.options or not (e.options[0].has(O_STRIKE) or e.options[0].has(O_STRIKE_STRENGTH)):
            continue
        seen.add(su.card_id[j])
        if not HOOKS.rules_action_options(su, v, j) or blood_cost(su, v, j) + paid > s.blood[v] \
                or e.pool_cost > m.pool \
                or (e.unique and controls_same(s, m, j)):
            continue
        if limited and (e.unique or e.pool_cost >= 3 or _regular_damage(su, v, e.options[0]) >= 4
                        or e.options[0].has(O_AGGRAVATED)):
            continue
        out.append(j)
    return out


def _regular_damage(su: GameSetup, v: int, opt: Option) -> int:
    """Damage of a weapon option's regular strike for minion ``v`` (strength-based: with its
    printed strength)."""
    for p in opt.prims:
        if p.op == O_STRIKE:
            return p.n
        if p.op == O_STRIKE_STRENGTH:
            return su.base_strength[v] + p.n
    return 0


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
        _put_on_self(s, c, d, action.card, action.n)
    elif b == B_WEATHER:
        dm = [p.n for p in opt.prims if p.op == O_DAMAGE]
        c.weather = (dm[0], dm[1] if len(dm) > 1 else 0)
        _weather(s, c)
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
            c.combat_agg[d] = c.agg_hand[d] = 1  # hand damage aggravated, this round and the next (_new_round)
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
        _auto_prevents(c)
        if s.setup.any_kiasyd_guard:
            kiasyd_guards(s, c)
        c.pre_range = True
        c.stage = PREVENT
        c.decider = 0
    else:
        c.disc_damage[d] = c.disc_damage[d] + (disc_damage(opt),)  # "for the remainder of combat"


def _disc_bonus(c: Combat, d: int, opt: Option) -> int:
    """+damage of side ``d``'s damaging strike with ``opt`` from Increased Strength."""
    return sum(n for bit, n in c.disc_damage[d] if opt.need_any & bit)


_O_STEAL_CARD, _O_CANNOT = Op.STEAL_CARD, Op.CANNOT  # (strike_tuple reads them for each primitive)


def strike_tuple(s: GameState, c: Combat, d: int, opt: Option | None, card: int, target: int = -1) -> tuple:
    """The strike side ``d`` makes with option ``opt`` of ``card`` (None: a hand strike)."""
    v = c.m[d]
    if opt is None:
        # aggravated: this round (a card, blood burned), or always (Basilia's text; rules 6.4.5)
        return (DAMAGE, strength_of(s, c, d, v), 0, c.agg_hand[d] or s.setup.hand_agg[v], card, target)
    agg = 1 if opt.has(O_AGGRAVATED) else 0
    for p in opt.prims:
        if p.op == O_COMBAT_ENDS and not (opt.has(O_STRIKE_STRENGTH) or opt.has(O_STRIKE)):
            # (with a damaging strike: combat ends after it resolves, FIRST) the fourth field, aggravated for damage, says "and unlock this vampire" (1) and
            # "the blocked action continues" (2) here
            flags = (1 if opt.has(O_UNLOCK_MINION) else 0) | (2 if opt.has(O_CONTINUE) else 0)
            return (ENDS, 0, 1, flags, card, target)
        if p.op == O_DODGE:
            return (DODGE, 0, 1, 0, card, target)
        if p.op == O_STEAL_BLOOD:
            return (STEAL, p.n, 1 if p.arg == 1 else 0, 0, card, target)
        if p.op == O_STRIKE:
            n = p.n + _disc_bonus(c, d, opt) if c.disc_damage[d] else p.n
            return (DAMAGE, n, 1 if p.arg == 1 else 0, agg, card, target)
        if p.op == O_STRIKE_STRENGTH:
            n = strength_of(s, c, d, v) + p.n + (_disc_bonus(c, d, opt) if c.disc_damage[d] else 0)
            return (DAMAGE, n, 1 if p.arg == 1 else 0, agg, card, target)
        if p.op == O_TORPOR:
            return (TORPOR, 0, 0, 1 if opt.has(_O_CANNOT) else 0, card, target)
        if p.op == O_BURN_CARD:
            return (BURN, 0, p.cond, 1 if opt.has(O_FIRST_STRIKE) else 0, card, target)
        if p.op == _O_STEAL_CARD:
            return (BURN, STEAL_WEAPON, 0, 1 if opt.has(O_FIRST_STRIKE) else 0, card, target)
    return (DAMAGE, strength_of(s, c, d, v), 0, agg, card, target)


#: the ``after`` of a minion that strikes with first strike (Muddled Vampire Hunter)
_FIRST_STRIKE = (FIRST, True, False, False)


def su_first(s: GameState, c: Combat, d: int) -> int:
    """Side ``d``'s minion strikes with first strike and nothing else is done beside its strike (truthy)."""
    return s.setup.any_first_striker and s.setup.first_striker[c.m[d]] and c.after[d] is None


def _effective(c: Combat, st: tuple) -> bool:
    """Close-range strikes do nothing at long range (rules 6.4.3)."""
    return st[2] == 1 or c.range == CLOSE or st[0] in (DODGE, ENDS)


def _is_hand_strike(su: GameSetup, i: int, k: int) -> bool:
    """Option ``k`` of strike card ``i`` is a hand strike ("Strike: hand strike at +2 damage",
    Roundhouse): strength-based close-range damage and the words "hand strike" (memoized)."""
    key = ("hand_strike", su.card_id[i], k)
    got = su.memo.get(key)
    if got is None:
        opt = su.effect[i].options[k]  # type: ignore[union-attr]
        got = su.memo[key] = any(p.op == O_STRIKE_STRENGTH and not p.arg for p in opt.prims) \
            and "hand strike" in (su.card[i].text or "").lower()
    return got  # type: ignore[return-value]


def _hand_strike_cards(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d``'s strike cards that are hand strikes (:func:`_is_hand_strike`), usable when
    only hand strikes are (Immortal Grapple: "strikes that are not hand strikes cannot be used")."""
    su = s.setup
    if c.no_strike_cards[d]:
        return []
    v = c.m[d]
    m = s.players[c.p[d]]
    rm = _role_masks(su)
    out = []
    for i in distinct(su, [i for i in m.hand if rm[i] & _STRIKE_BIT]):
        for r, k in card_roles(su, v, i):
            if r == R_STRIKE and _is_hand_strike(su, i, k) and affordable(s, c, d, m, v, i, k):
                out.append(Action(K_STRIKE, actor=v, card=i, n=k))
                break
    return out


def _hand_struck(s: GameState, c: Combat) -> bool:
    """The acting side chose a hand strike this round (a plain one or a hand strike card)."""
    st = c.strike[0]
    if st is None or st[0] != DAMAGE or st[2]:
        return False
    j = st[4]
    return j < 0 or (s.setup.is_combat[j] and any(_is_hand_strike(s.setup, j, k) for k in range(
        len(s.setup.effect[j].options))))  # type: ignore[union-attr]


#: ``_new(Action, (kind, actor, card, target, n))``: an Action without the keyword constructor's
#: Python frame (as in rules), for the strikes listed at every strike step
_new = tuple.__new__

def _strikes(s: GameState, c: Combat, d: int) -> list[Action]:
    """Strikes side ``d`` may choose: the hand strike, combat cards, weapons; ranged strikes at
    long range may target a retainer of the opposing minion (rules 6.4.7)."""
    v = c.m[d]
    su = s.setup
    if c.fixed >= 0 and d == 1 and c.round == 1 and c.pair == 0:
        return [_new(Action, (K_STRIKE, v, c.fixed, -1, 0))]  # its initial strike, with the weapon
    out = [_new(Action, (K_STRIKE, v, -1, -1, 0))]
    if c.hand_only or (c.extra_hand[d] and c.pair):
        # (an additional strike "only usable to make a hand strike": Devil-Channel: Back); a
        # strike card that is a hand strike (Roundhouse: "hand strike at +2 damage")
        return out + _hand_strike_cards(s, c, d)
    m = s.players[c.p[d]]
    rm = _role_masks(su)
    held = 0  # the roles some minion could play a card of this hand for, the hand read once
    for i in m.hand:
        held |= rm[i]
    aggravating: Sequence[tuple[int, int]] = ()
    strengths: Sequence[tuple[int, int]] = ()
    if c.pair == 0 and c.range == CLOSE and (d == 0 or _hand_struck(s, c)):
        if held & _GRAPPLE_AGG_STRENGTH:
            grapples, aggravating, strengths = _cards_for_each(s, c, d, (R_GRAPPLE, R_AGGRAVATED, R_STRENGTH))
            # before strikes are chosen (the acting minion chooses first, rules 6.4.1, 6.4.3): a
            # grapple; the opposing minion's after the acting one chose a hand strike, which the
            # grapple leaves as it is
            out += [_new(Action, (K_COMBAT_CARD, v, i, -1, k)) for i, k in grapples]
    elif held & _AGG_STRENGTH:
        aggravating, strengths = _cards_for_each(s, c, d, (R_AGGRAVATED, R_STRENGTH))
    if su.crypt_strike[v] is not None and s.blood[v] >= su.crypt_strike_cost[v]:
        out.append(_new(Action, (K_STRIKE, v, v, -1, 0)))  # the vampire's own strike ("can strike: 2R")
    if su.crypt_dodge[v] and not c.own_dodge[d]:
        out.append(_new(Action, (K_STRIKE, v, v, -1, OWN_DODGE)))  # "once each combat, strike: dodge"
    if d == 0 and c.free_ends and c.round == 1:
        out.append(_new(Action, (K_STRIKE, v, v, -1, GRANTED_ENDS)))  # Shroud of Absence
    pend = s.pending
    once = pend.modifiers if pend is not None else ()
    for i in distinct(su, [i for i in m.hand if rm[i] & _STRIKE_BIT]) \
            if held & _STRIKE_BIT and not c.no_strike_cards[d] else ():
        for r, k in card_roles(su, v, i):
            if r != R_STRIKE or not affordable(s, c, d, m, v, i, k):
                continue
            if once and su.card_id[i] in once and su.effect[i].options[k].has(O_CONTINUE):  # type: ignore[union-attr]
                break  # the action already continued with this card ("only one ... each action")
            sp = special_of(su, i, k)
            if sp is not None and sp[0] == UNDODGEABLE and sp[1] and su.disc_any[c.m[1 - d]] & _FLIGHT:
                continue  # "not usable against a minion with flight"
            if sp is not None and (sp[0] == TORPOR or sp[0] == BURN):
                # a strike at a card of the opposing minion, or at the minion by its kind: the
                # first option with something to strike at
                ts = _struck(s, c, d, sp)
                if not ts:
                    continue
                out += [_new(Action, (K_STRIKE, v, i, t, k)) for t in ts]
            else:
                out.append(_new(Action, (K_STRIKE, v, i, -1, k)))
            break
    if su.imbued is not None:
        imbued.combat_strikes(s, c, d, out)  # Strike with Conviction: a hand or weapon strike at +1
    for i, k in aggravating:
        if not c.agg_hand[d]:
            out.append(_new(Action, (K_COMBAT_CARD, v, i, -1, k)))
    ah = su.crypt_agg_hand[v]
    if ah and not c.agg_hand[d] and s.blood[v] >= 1 and not (ah == 2 and c.own_agg[d]):
        out.append(_new(Action, (K_COMBAT_CARD, v, v, -1, OWN_AGG)))  # Janey, Lambach: 1 blood
    for i, k in strengths:
        out.append(_new(Action, (K_COMBAT_CARD, v, i, -1, k)))
    weapons = weapons_of(s, v) if not su.cannot[v] & NO_WEAPONS and not c.terror[d] else ()
    if c.ammo[d] is None and weapons:
        guns = [j for j in weapons if su.gun[j] and (c.range == LONG or not su.sniper[j])]  # _guns
        if guns:
            # "no more than one ammo card can be used on a gun each combat": on its first gun
            out += [_new(Action, (K_COMBAT_CARD, v, i, guns[0], k)) for i, k in _cards_for(s, c, d, R_AMMO)]
    for j in weapons:
        e = su.effect[j]
        if e is not None and e.options and (e.options[0].has(O_STRIKE) or e.options[0].has(O_STRIKE_STRENGTH)) \
                and (c.range == LONG or not su.sniper[j]):
            out.append(_new(Action, (K_STRIKE, v, j, -1, 0)))  # a sniper weapon only at long range
        elif su.flash[j]:
            out.append(_new(Action, (K_STRIKE, v, j, -1, 0)))  # Flash Grenade: combat ends
        elif su.equip_dodge[j] and not c.equip_dodged[d]:
            out.append(_new(Action, (K_STRIKE, v, j, -1, 0)))  # Treasured Samadji: once each combat
    if c.placed and any(r == c.round for _, r in c.placed):
        # "not usable the round it is put in play" (Molotov Cocktail)
        now = {j for j, r in c.placed if r == c.round}
        out = [a for a in out if not (a.kind == K_STRIKE and a.card in now)]
    if d == 1 and c.no_ends1 and c.round == 1:
        # Hunter's Mark [CEL THA]: "the opposing minion cannot strike: combat ends during the first round"
        out = [a for a in out if a.kind != K_STRIKE or a.card < 0 or action_strike(s, c, d, a)[0] != ENDS]
    if su.any_no_ends and not su.mute_retainers[v] and any(su.no_ends[r] for r in _retainers(s, c.m[1 - d])):
        # Dog Pack: "minions in combat with the employer cannot strike: combat ends"
        out = [a for a in out if a.kind != K_STRIKE or a.card < 0 or action_strike(s, c, d, a)[0] != ENDS]
    if c.range == LONG:
        rets = _retainers(s, c.m[1 - d])
        if rets:
            for a in list(out):
                if a.kind == K_STRIKE and a.card >= 0:
                    st = action_strike(s, c, d, a)
                    if st[0] == DAMAGE and st[2] == 1:
                        for r in rets:
                            out.append(_new(Action, (K_STRIKE, v, a.card, r, a.n)))
    return out


def _struck(s: GameState, c: Combat, d: int, sp: tuple) -> list[int]:
    """Targets of a TORPOR or BURN strike by side ``d``: the opposing vampire (-1), the opposing
    ally (-1), or its equipment and retainers."""
    o = c.m[1 - d]
    su = s.setup
    if sp[0] == TORPOR:
        return [-1] if su.is_vampire[o] else []
    bits = sp[1]
    if bits & 4:
        return [-1] if su.is_ally[o] else []
    if bits & STEAL_WEAPON:
        return [j for j in weapons_of(s, o) if _is_weapon(su, j)]
    out = weapons_of(s, o) if bits & 1 else []
    return out + _retainers(s, o) if bits & 2 else out


def _is_weapon(su: GameSetup, j: int) -> bool:
    """Equipment ``j`` is a weapon: it strikes (or is a gun, or ends combat as Flash Grenade)."""
    e = su.effect[j]
    return bool(su.gun[j] or su.flash[j] or su.card_weapon[j] or (
        e is not None and e.options and (e.options[0].has(O_STRIKE) or e.options[0].has(O_STRIKE_STRENGTH))))


def _retainers(s: GameState, v: int) -> list[int]:
    mode = s.setup.mode
    on = s.on_minions.of(s, v)
    if not on:
        return []  # most minions: no card on them
    return [j for j in on if mode[j] == M_RETAINER]


def action_strike(s: GameState, c: Combat, d: int, a: Action) -> tuple:
    """The strike tuple side ``d`` chooses with strike action ``a`` (its own, a card's, a weapon's)."""
    if a.card < 0:
        return strike_tuple(s, c, d, None, -1)
    if a.card == c.m[d]:
        if a.n == OWN_DODGE:
            return (DODGE, 0, 1, 0, a.card, -1)
        if a.n == GRANTED_ENDS:
            return _GRANTED_ENDS_STRIKE
        return strike_tuple(s, c, d, s.setup.crypt_strike[a.card], a.card, a.target)
    if s.setup.imbued is not None and s.setup.imbued.cls[a.card]:  # type: ignore[attr-defined]
        return imbued.strike_of(s, c, d, a)
    e = s.setup.effect[a.card]
    assert e is not None
    if s.setup.mode[a.card] == M_EQUIPMENT:
        return strike_tuple(s, c, d, e.options[0], a.card, a.target)
    if s.setup.card_weapon[a.card] == W_MOLOTOV and a.card in s.players[c.p[d]].hand:
        return (DAMAGE, 0, 1, 0, a.card, -1)  # "ranged strike: put this card on this minion"
    return strike_tuple(s, c, d, e.options[a.n], a.card, a.target)


def _prevents(s: GameState, c: Combat, d: int) -> list[Action]:
    if masters.FRENZY in s.setup.master_kinds and c.agg[d]:
        out = masters.frenzy_cards(s, c, d)  # Rötschreck: "whether the damage would be successfully inflicted or not"
    else:
        out = []
    if c.damage[d] + c.agg[d] - c.prevented[d] <= 0:
        return out
    out += [Action(K_PREVENT, actor=c.m[d], card=i, n=k) for i, k in _cards_for(s, c, d, R_PREVENT)]
    bp = s.setup.burn_prevent
    v = c.m[d]
    for j in s.on_minions.of_player(s, c.p[d], v):  # c.p[d]'s in-play cards on v, in order
        if bp[j]:
            out.append(Action(K_PREVENT, actor=v, card=j, n=0))  # burn it: Leather Jacket
    return out


def _additionals(s: GameState, c: Combat, d: int) -> list[Action]:
    if c.add_used[d]:
        return []
    v = c.m[d]
    out = [Action(K_COMBAT_CARD, actor=v, card=v)] if s.setup.crypt_additional[v] else []  # its own, free
    return out + [Action(K_COMBAT_CARD, actor=v, card=i, n=k) for i, k in _cards_for(s, c, d, R_ADDITIONAL)]


#: ``Action.n`` of a press paid by discarding the card (Velya), apart from a press card's option
PRESS_DISCARD = 250


def _presses(s: GameState, c: Combat, d: int) -> list[Action]:
    v = c.m[d]
    own = s.setup.crypt_press[v]
    out = [Action(K_PRESS, actor=v, card=v)] if own and not c.own_press[d] and (own == 1 or c.round == 1) else []
    code = s.setup.press_discard[v]
    if code and not c.own_press[d]:
        # Velya: "once each combat, can discard one card requiring Auspex [aus] to get 1 press"
        out += [Action(K_PRESS, actor=v, card=i, n=PRESS_DISCARD)
                for i in discard_for_actions_cards(s.setup, s.players[c.p[d]], code)]
    if c.last == -1 and c.range == CLOSE and c.lost[1 - d] > c.lost[d]:
        out += _end_round_cards(s, c, d)
    if c.terror[d] and c.flips % 2 == 0:
        return [a for a in out if a.kind != K_PRESS]  # no press to continue combat (Terror Frenzy)
    if c.free_press[d] and not (c.press_continue and c.flips % 2):
        out.append(Action(K_PRESS, actor=v, card=v, n=1))  # granted by the action card (Harass)
    # rules 6.4.4: a press to end combat only cancels the opposing side's press to continue; a
    # press only usable to continue combat is not one
    out += [Action(K_PRESS, actor=v, card=i, n=k) for i, k in _cards_for(s, c, d, R_PRESS)
            if (not _press_to_end(s.setup, i, k) if c.flips % 2 == 0 else not _press_to_continue(s.setup, i, k))]
    if masters.LOCK_PRESS in s.setup.master_kinds:
        masters.lock_presses(s, c, d, out)  # Mob Connections, Police Department: locked for a press
    if s.setup.any_press_giver:
        giver = s.setup.press_giver
        for j in s.players[c.p[d]].ready:
            if giver[j] and s.blood[j] > 0:
                out.append(Action(K_PRESS, actor=v, card=j))  # "burn 1 life to give a minion you control 1 press"
                break
    return out


def _end_round_cards(s: GameState, c: Combat, d: int) -> list[Action]:
    """Cards side ``d`` may play at the end of a round at close range in which its vampire
    inflicted more damage than the opposing vampire took from it (Disarm), before presses."""
    su = s.setup
    v, o = c.m[d], c.m[1 - d]
    if not su.is_vampire[o]:
        return []
    out = []
    for i, k in _cards_for(s, c, d, R_END_ROUND):
        cid = su.card_id[i]
        if not su.is_vampire[v] and not pulled_fangs(su.effect[i].options[k]):  # type: ignore[union-attr]
            continue  # Disarm: "this vampire"; Pulled Fangs: "this minion"
        if any(s.attached[j] == o and su.card_id[j] == cid for q in s.players for j in q.in_play):
            continue  # "a vampire can have only one Disarm"
        out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out


def _weather(s: GameState, c: Combat) -> None:
    """Weather Control, before range is determined: both combatants and each retainer on them
    take the round's unpreventable damage (rules 6.4.6); combat ends if one is no longer ready."""
    assert c.weather is not None
    n = c.weather[0] + c.weather[1] * (c.round - 1)
    for d in (0, 1):
        for r in _retainers(s, c.m[d]):
            damage_retainer(s, r, n)
        if c.m[d] in s.players[c.p[d]].ready:
            damage(s, c.m[d], n)
    if not _both_ready(s, c):
        _end_or_fallen(s, c)


def _put_on_self(s: GameState, c: Combat, d: int, i: int, k: int) -> None:
    """A combat card played (its cost paid) goes on side ``d``'s minion as a weapon."""
    m = s.players[c.p[d]]
    if i in m.ash:
        m.ash.remove(i)
        m.in_play.append(i)
        s.attached[i] = c.m[d]
        s.on_option[i] = k


def _put_on_opposing(s: GameState, c: Combat, d: int, i: int, k: int) -> None:
    """The end-of-round card is played (its cost paid) and put on the opposing vampire, with the
    option played (its strength), which goes to torpor: combat ends (rules 6.4.3). Pulled Fangs:
    the vampire takes 1 damage instead (healed with blood, or torpor: rules 6.4.6)."""
    _play_card(s, c, d, i, k)
    m = s.players[c.p[d]]
    if i in m.ash:
        m.ash.remove(i)
    m.in_play.append(i)
    o = c.m[1 - d]
    s.attached[i] = o
    s.on_option[i] = k
    if pulled_fangs(s.setup.effect[i].options[k]):  # type: ignore[union-attr]
        damage(s, o, 1)
    else:
        to_torpor(s, o)


def _extras(s: GameState, c: Combat, d: int) -> list[Action]:
    """Cards side ``d`` can play as combat is about to end, both combatants still ready: another
    round or another combat (rules 6.4.4)."""
    return [Action(K_COMBAT_CARD, actor=c.m[d], card=i, n=k) for i, k in _cards_for(s, c, d, R_EXTRA)]


def _extra_pass(s: GameState, c: Combat) -> None:
    if c.decider == 0:
        c.decider = 1
    else:
        _end(s)


def _extra_combat(s: GameState, c: Combat, opt: Option) -> None:
    """Instead of ending: a new round (Telepathic Tracking), or a new combat with the same
    minions (Psyche!: effects lasting "this combat" end, rounds count from 1)."""
    if any(p.op == O_EXTRA_COMBAT and p.arg == 1 for p in opt.prims):
        c.round += 1
        _new_round(c)
        if c.weather is not None:
            _weather(s, c)
    else:
        for j, _ in c.placed:
            _burn_in_play(s, j)  # the first combat ends (Molotov Cocktail)
        start(s, c.m[0], c.p[0], c.m[1], c.p[1])


# ---------------------------------------------------------------------------------------------
# The game's interface: legal actions, stepping, applying


def actions(s: GameState) -> list[Action]:
    c = s.combat
    assert c is not None
    st = c.stage
    d = c.decider
    if st == RANGE:
        return (_maneuvers(s, c, d) if d != c.last else []) + [PASS]
    if st == STRIKE:
        return _strikes(s, c, d) + [PASS]
    if st == PREVENT:
        return _prevents(s, c, d) + [PASS]
    if st == ADDITIONAL:
        return _additionals(s, c, d) + [PASS]
    if st == INSTEAD:
        return _insteads(s, c, d, 1 - d) + [PASS]
    if st == FALLEN:
        return _fallens(s, c, d) + [PASS]
    if st == CANCEL:
        return _strike_cancels(s, c, d) + [PASS]
    if c.ending:
        return _extras(s, c, d) + [PASS]
    return (_presses(s, c, d) if d != c.last else []) + [PASS]


def step(s: GameState) -> bool:
    """Take the steps with nothing to choose; True when a side must decide (its actions in
    ``s.legal``), False when the combat is over."""
    while s.combat is not None and not s.terminal:
        c = s.combat
        st = c.stage
        d = c.decider
        if st == RANGE:
            if d != c.last:
                acts = _maneuvers(s, c, d)
                if acts:
                    s.legal = acts + [PASS]
                    return True
            _range_pass(c)
        elif st == STRIKE:
            if c.pair > 0 and c.extra[d] <= 0:
                c.strike[d] = None
                _strike_next(s, c)
                continue
            opts = _strikes(s, c, d)
            if c.fixed >= 0 and d == 1 and c.round == 1 and c.pair == 0:
                c.strike[1] = action_strike(s, c, 1, opts[0])  # must strike with the weapon
                _strike_next(s, c)
                continue
            if len(opts) > 1:
                s.legal = opts + [PASS]
                return True
            hand = strike_tuple(s, c, d, None, -1)
            c.strike[d] = hand if _effective(c, hand) else None
            if c.strike[d] is not None and su_first(s, c, d):
                c.after[d] = _FIRST_STRIKE
            _strike_next(s, c)
        elif st == PREVENT:
            acts = _prevents(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            _prevent_next(s, c)
        elif st == ADDITIONAL:
            acts = _additionals(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            _additional_next(s, c)
        elif st == INSTEAD:
            acts = _insteads(s, c, d, 1 - d)
            if acts:
                s.legal = acts + [PASS]
                return True
            _instead_done(s, c, None)
        elif st == FALLEN:
            acts = _fallens(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            _end(s)
        elif st == CANCEL:
            acts = _strike_cancels(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            _cancel_done(s, c, None)
        elif c.ending:
            acts = _extras(s, c, d)
            if acts:
                s.legal = acts + [PASS]
                return True
            _extra_pass(s, c)
        else:
            if d != c.last:
                acts = _presses(s, c, d)
                if acts:
                    s.legal = acts + [PASS]
                    return True
            _press_pass(s, c)
    return False


def _play_card(s: GameState, c: Combat, d: int, i: int, k: int) -> None:
    """A combat card from hand, played with option ``k``: costs paid by the minion, the
    option's "burn N blood to ..." included (rules 6.2.3), then burned; weapons in play stay."""
    m = s.players[c.p[d]]
    if i in m.hand:
        e = s.setup.effect[i]
        opt = e.options[k] if e is not None and k >= 0 else None
        # the blood of a blocked action's continuation is paid if it continues (Form of Mist)
        extra = extra_blood(opt) if opt is not None and not opt.has(O_CONTINUE) else 0
        if c.cost_down[d] > 0:
            # Inner Essence: the first combat card with a cost after it costs less (once)
            red = min(c.cost_down[d], blood_cost(s.setup, c.m[d], i) + extra)
            if red:
                extra -= red
                c.cost_down[d] = -1
        pay_reaction(s, c.p[d], c.m[d], i, extra + c.cost_up[d])


def apply(s: GameState, action: Action) -> None:
    c = s.combat
    assert c is not None
    d = c.decider
    kind = action.kind
    st = c.stage
    if kind == K_PASS:
        if st == RANGE:
            _range_pass(c)
        elif st == STRIKE:
            c.strike[d] = None
            _strike_next(s, c)
        elif st == PREVENT:
            _prevent_next(s, c)
        elif st == ADDITIONAL:
            _additional_next(s, c)
        elif st == INSTEAD:
            _instead_done(s, c, None)
        elif st == FALLEN:
            _end(s)
        elif st == CANCEL:
            _cancel_done(s, c, None)
        elif c.ending:
            _extra_pass(s, c)
        else:
            _press_pass(s, c)
        return
    su = s.setup
    if kind == K_PLAY_MASTER:
        masters.frenzy(s, c, d, action.card)  # Rötschreck: combat ends, the vampire to torpor
        return
    if kind == K_USE and su.master_shape[action.card] is not None:
        s.locked[action.card] = 1  # Garibaldi-Meucci Museum: "lock this location ... to end a combat" (Elysium)
        _end(s)
        return
    if kind == K_USE:
        # "they can burn this card before range is determined to end combat" (Living Manse)
        for q in s.players:
            if action.card in q.in_play:
                q.in_play.remove(action.card)
        burn_card(s, action.card)
        _end(s)
        return
    if kind == K_MANEUVER:
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
            _play_card(s, c, d, action.card, action.n)
            e = su.effect[action.card]
            if e is not None and e.options[action.n].prims == _HIGH_GROUND:
                c.before_used[d] |= 8  # one High Ground each round
        c.range = LONG if c.range == CLOSE else CLOSE
        c.last = d
        c.decider = 1 - d
    elif kind == K_STRIKE:
        if c.cancel is None and action.card >= 0 and action.card != c.m[d] and su.any_strike_cancel \
                and su.mode[action.card] != M_EQUIPMENT and action.card in s.players[c.p[d]].hand:
            # a strike card as it is played: the opposing side may cancel it
            c.cancel = action  # type: ignore[assignment]
            c.decider = 1 - d
            if _strike_cancels(s, c, 1 - d):
                c.stage = CANCEL
                return
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
                _play_card(s, c, d, action.card, action.n)
                _put_on_self(s, c, d, action.card, action.n)
                c.placed = c.placed + ((action.card, c.round),)
            elif w == W_MOLOTOV:
                _burn_in_play(s, action.card)  # "burn after use"
                c.placed = tuple(p for p in c.placed if p[0] != action.card)
            elif not c.zip_hurt[d]:
                c.zip_hurt[d] = True  # Zip Gun: the bearer takes 1 damage, once each combat
                c.after[d] = (RECOIL, 1, 0, False)
        elif action.card >= 0 and su.imbued is not None and su.imbued.cls[action.card]:  # type: ignore[attr-defined]
            imbued.burn(s, s.players[c.p[d]], action.card)  # the conviction burned for the strike
        elif action.card >= 0 and su.imbued is not None and imbued.react_to_strike(s, c, d, action):
            return  # React with Conviction cancelled the strike card: the striker chooses again
        elif action.card >= 0 and su.mode[action.card] != M_EQUIPMENT:
            _play_card(s, c, d, action.card, action.n)
            sp = special_of(su, action.card, action.n)
            if sp is not None and (sp[0] == RECOIL or sp[0] == AFTER_ENDS or sp[0] == UNDODGEABLE or sp[0] == FIRST):
                c.after[d] = sp
        if su.any_first_striker and st_[0] == DAMAGE and su_first(s, c, d):
            c.after[d] = _FIRST_STRIKE  # "strikes with first strike" (rules 6.4.5)
        c.strike[d] = st_
        _strike_next(s, c)
    elif kind == K_COMBAT_CARD and action.card == c.m[d] and action.n == OWN_AGG:
        s.blood[action.card] -= 1  # its own "burn 1 blood to make its hand strikes aggravated this round"
        c.agg_hand[d] = 1
        c.own_agg[d] = True
    elif kind == K_COMBAT_CARD and action.card == c.m[d]:
        c.extra[d] += 1  # the minion's own additional strike (limited): the round's one (rules 6.4.3)
        c.add_used[d] = True
        _additional_next(s, c)
    elif kind == K_COMBAT_CARD and st == INSTEAD:
        _instead_done(s, c, action)
    elif kind == K_COMBAT_CARD and st == CANCEL:
        _cancel_done(s, c, action)
    elif kind == K_COMBAT_CARD and st == FALLEN:
        _play_card(s, c, d, action.card, action.n)
        e = su.effect[action.card]
        assert e is not None
        _end(s)
        burn_pool(s, c.p[1 - d], fallen_pool(e.options[action.n]))  # "the opposing minion's controller burns 2 pool"
        return
    elif kind == K_COMBAT_CARD and st == PRESS and not c.ending:
        _put_on_opposing(s, c, d, action.card, action.n)
    elif kind == K_COMBAT_CARD:
        e = su.effect[action.card]
        assert e is not None
        opt = e.options[action.n]
        if st == RANGE and su.any_frenzy_reflex and su.frenzy_on_opposing[action.card]:
            # a frenzy card played on the opposing vampire: its reflex may cancel it as it is played
            if _reflex_window(s, c, d, action, True):
                return
        elif st == STRIKE and opt.has(O_HAND_ONLY) and _grapple_reflex(su) and _reflex_window(
                s, c, d, action, bool(su.is_vampire[c.m[1 - d]])):
            return  # a grapple card: the opposing vampire's reflex may cancel it as it is played
        _play_card(s, c, d, action.card, action.n)
        if st == RANGE:
            _before_card(s, c, d, action, opt)
            return
        if c.ending:
            _extra_combat(s, c, opt)
            return
        if st == ADDITIONAL:
            c.extra[d] += max(1, opt.amount(O_ADDITIONAL_STRIKE))
            c.add_used[d] = True  # rules 6.4.3: one card for additional strikes per round
            if any(p.op == O_ADDITIONAL_STRIKE and p.arg == 1 for p in opt.prims):
                c.extra_hand[d] = True  # "only usable to make a hand strike"
            _additional_next(s, c)
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
    elif kind == K_PREVENT:
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
            _play_card(s, c, d, j, action.n)
            opt = e.options[action.n]
            if _prevent_x(opt):
                # X blood for X more prevention: each point costs the blood healing it would (rules
                # 6.4.6) and saves aggravated damage, so the rules pay as much as is incoming
                v = c.m[d]
                x = min(s.blood[v], max(0, incoming - prevent_amount(opt, 0))) if su.is_vampire[v] else 0
                s.blood[v] -= x
                c.prevented[d] += prevent_amount(opt, incoming, x)
            else:
                c.prevented[d] += prevent_amount(opt, incoming)
    elif kind == K_PRESS:
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
            _play_card(s, c, d, action.card, action.n)
        c.flips += 1
        c.last = d
        c.decider = 1 - d
    if s.combat is not None and not _both_ready(s, c):
        _end_or_fallen(s, c)


def prevent_amount(opt: Option, incoming: int, x: int = 0) -> int:
    """Damage a prevention option stops out of ``incoming`` (rules 6.4.6): ``n`` (99: all of it;
    ``arg`` 1, "of each strike": one strike hits a side each exchange, so the same), or half of
    it rounded up (``cond`` 2); ``x``: the X paid ("prevent X+1 damage")."""
    best = 0
    for p in opt.prims:
        if p.op == O_PREVENT:
            n = (incoming + 1) // 2 if p.cond == 2 else (incoming if p.n >= 99 else p.n + p.x * x)
            best = max(best, n)
    return best


def _both_ready(s: GameState, c: Combat) -> bool:
    """Rules 6.4.3: combat ends as soon as a combatant is no longer ready."""
    return c.m[0] in s.players[c.p[0]].ready and c.m[1] in s.players[c.p[1]].ready


def _range_pass(c: Combat) -> None:
    if c.last == -1 and c.decider == 0:
        c.decider = 1  # the opponent may still maneuver
    else:
        c.stage = STRIKE
        c.decider = 0


def _strike_next(s: GameState, c: Combat) -> None:
    if c.decider == 0:
        c.decider = 1
    else:
        _resolve_pair(s, c)


def _resolve_pair(s: GameState, c: Combat, held: bool = False) -> None:
    """Rules 6.4.3, 6.4.5: both strikes at once; combat ends first, dodges protect, stolen
    blood moves before damage. ``held``: the strike a first strike resolved before (its pair
    already counted)."""
    extra_pair = c.pair > 0 or held
    if not held:
        c.pair += 1
        if extra_pair:
            for d in (0, 1):
                if c.extra[d] > 0:
                    c.extra[d] -= 1
    sa, sb = c.strike
    c.strike = [None, None]
    after = c.after
    if after[0] is not None or after[1] is not None:
        c.after = [None, None]
    if (sa is not None and sa[0] == ENDS) or (sb is not None and sb[0] == ENDS):
        for d, st in enumerate((sa, sb)):
            if st is not None and st[0] == ENDS and st[3] & 1:
                s.locked[c.m[d]] = 0  # "unlock this vampire before combat ends"
            if st is not None and st[0] == ENDS and st[4] >= 0 and s.setup.flash[st[4]]:
                _flash(s, c, d, st[4])
        _end(s)
        for d, st in enumerate((sa, sb)):
            af = after[d]
            if st is not None and st[0] == ENDS and af is not None and af[0] == AFTER_ENDS:
                _after_ends(s, c, d, af)
        if sa is not None and sa[0] == ENDS and sa[3] & 2:
            HOOKS.rules_continue_blocked_action(s, c.m[0], sa[4])
        return
    strikes = [sa, sb]
    dodge = (sa is not None and sa[0] == DODGE, sb is not None and sb[0] == DODGE)
    first = (sa is not None and sa[0] == BURN and sa[3], sb is not None and sb[0] == BURN and sb[3])
    if after[0] is not None or after[1] is not None:
        fd = [af is not None and af[0] == FIRST and af[1] for af in after]
        if fd[0] != fd[1]:
            d = 0 if fd[0] else 1
            other = strikes[1 - d]
            if other is not None and other[0] != DODGE:
                # rules 6.4.5: a damaging first strike resolves (prevention and damage included)
                # before the other strike, which is lost if its striker is burned or sent to
                # torpor, or combat ends (_prevent_next)
                c.held = (1 - d, other, after[1 - d])
                strikes[1 - d] = None
        for af in after:
            if af is not None and af[0] == FIRST and af[2]:
                c.end_after = True  # "combat ends immediately after the resolution of this strike"
    if first[0] != first[1]:
        # rules 6.4.5: a first strike resolves before the other; a weapon it destroys is not used
        d = 0 if first[0] else 1
        st = strikes[d]
        strikes[d] = None
        if _effective(c, st) and _burn_struck(s, c, d, st, dodge[1 - d]):  # type: ignore[arg-type]
            other = strikes[1 - d]
            if other is not None and other[4] == st[5]:  # type: ignore[index]
                strikes[1 - d] = None
    for d in (0, 1):
        st = strikes[d]
        o = 1 - d
        if st is not None and after[d] is not None and after[d][0] == RECOIL and (  # type: ignore[index]
                not after[d][3] or c.range == CLOSE):  # type: ignore[index]
            # "this striking vampire also takes 2 aggravated damage" (at close range)
            if after[d][2]:  # type: ignore[index]
                c.agg[d] += after[d][1]  # type: ignore[index]
            else:
                c.damage[d] += after[d][1]  # type: ignore[index]
        if st is None or st[0] == DODGE or not _effective(c, st):
            continue
        if st[0] == BURN:
            _burn_struck(s, c, d, st, dodge[o])
            continue
        if dodge[o] and (after[d] is None or after[d][0] != UNDODGEABLE):  # type: ignore[index]
            continue
        if st[0] == TORPOR:
            c.doom[o] = 3 if st[3] else 1  # applied with the damage of the pair (rules 6.4.3: simultaneous)
        elif st[0] == STEAL:
            before = s.blood[c.m[o]]
            _steal(s, c.m[d], c.m[o], st[1])
            if _anathema(s, c.m[o], before):
                c.doom[o] = DOOM_ANATHEMA  # burned with the damage of the pair
        elif st[5] >= 0:
            damage_retainer(s, st[5], st[1])
        else:
            n = st[1]
            if s.setup.any_strike_reduce:
                n = max(0, n - s.setup.strike_reduce[c.m[o]])  # "each strike against it inflicts 1 less damage"
            if st[3]:
                c.agg[o] += n
            else:
                c.damage[o] += n
            am = c.ammo[d]
            if am is not None and st[4] == am[0]:
                c.agg[o] += am[1]  # Dragon's Breath Rounds: +2 aggravated damage
    for d in (0, 1):
        am = c.ammo[d]
        if am is not None and strikes[d] is not None and strikes[d][4] == am[0]:  # type: ignore[index]
            _burn_in_play(s, am[0])  # "burn the gun after strike resolution"
    su = s.setup
    if su.any_crypt_combat_text:
        for d in (0, 1):
            ic = su.immune_clan[c.m[d]]
            if ic and su.is_vampire[c.m[1 - d]] and su.clan_index[c.m[1 - d]] == ic:
                c.damage[d] = c.agg[d] = 0  # Saulot: "damage Baali inflict on Saulot is reduced to 0"
    if masters.MORTALITY in su.master_kinds:
        for d in (0, 1):
            if su.is_ally[c.m[d]] and masters.mortal(s, c.m[1 - d]):
                c.damage[d] = c.agg[d] = 0  # Memories of Mortality: "damage this vampire inflicts on allies is reduced to 0"
    if s.setup.any_retainer_hit and not extra_pair:
        _retainer_hits(s, c)
    if c.round == 1 and not extra_pair and (c.round_damage[0] or c.round_damage[1]):
        for d in (0, 1):
            c.damage[d] += c.round_damage[d]  # Thoughts Betrayed [dom]: not a strike, no dodge stops it
    if not extra_pair and (c.crows[0] or c.crows[1]):
        for d in (0, 1):
            c.damage[d] += c.crows[d]  # Carrion Crows, each round: environmental, no dodge stops it
    if c.all_agg:
        for d in (0, 1):
            if s.setup.is_vampire[c.m[d]]:  # "all damage inflicted on vampires ... is aggravated"
                c.agg[d] += c.damage[d]
                c.damage[d] = 0
    if s.setup.any_round_prevent and not extra_pair:
        for d in (0, 1):
            c.round_prevent[d] += s.setup.round_prevent[c.m[d]]  # "can prevent 1 damage each round"
    _auto_prevents(c)
    if s.setup.any_kiasyd_guard:
        kiasyd_guards(s, c)
    c.stage = PREVENT
    c.decider = 0


def _auto_prevents(c: Combat) -> None:
    """Prevention from cards on the minions, once each combat, and for this round (aggravated
    damage first)."""
    for d in (0, 1):
        for prev in (c.auto_prevent, c.round_prevent):
            auto = prev[d]
            if auto and (c.damage[d] or c.agg[d]):
                n = min(auto, c.agg[d])
                c.agg[d] -= n
                m = min(auto - n, c.damage[d])
                c.damage[d] -= m
                prev[d] = 0


def kiasyd_guards(s: GameState, c: Combat) -> None:
    """Draeven Softfoot "can lock to prevent 1 damage inflicted in combat on a Kiasyd": a
    Kiasyd in combat with damage left after the prevention of cards in play (aggravated first,
    rules 6.4.6) is spared 1 by each ready unlocked such ally its controller controls, which
    locks; always worth it, so the rules use it."""
    su = s.setup
    for d in (0, 1):
        v = c.m[d]
        if su.clan[v] != "Kiasyd" or not (c.damage[d] or c.agg[d]):
            continue
        for j in s.players[c.p[d]].ready:
            if su.kiasyd_guard[j] and not s.locked[j] and j != v and (c.damage[d] or c.agg[d]):
                s.locked[j] = 1
                if c.agg[d]:
                    c.agg[d] -= 1
                else:
                    c.damage[d] -= 1


def _retainer_hits(s: GameState, c: Combat) -> None:
    """Retainers inflicting damage on the opposing minion each round during normal strike
    resolution (Murder of Crows 1R, at any range; Vengeful Spirit 1, at close range): not a
    strike of their employer, so a dodge does not protect from it (rules 6.4.5)."""
    hit = s.setup.retainer_hit
    for d in (0, 1):
        for j in s.on_minions.of(s, c.m[d]):  # the in-play cards on each combatant (OnMinions)
            h = hit[j]
            if h is not None and not s.setup.mute_retainers[c.m[1 - d]]:  # Stanislava: it loses its abilities
                n = h[0] + (h[1] if c.range == CLOSE else 0)
                if n and s.setup.any_strike_reduce:
                    n = max(0, n - s.setup.strike_reduce[c.m[1 - d]])  # a damaging effect: 1 less too
                c.damage[1 - d] += n  # (sums of ints: the order of the cards does not matter)


def _burn_struck(s: GameState, c: Combat, d: int, st: tuple, dodged: bool) -> bool:
    """Side ``d``'s BURN strike resolves: the equipment or retainer it names burns (a dodge
    protects the minion and its possessions, not its retainers: rules 6.4.5), or the opposing
    ally burns with the damage of the pair. True if a card burned."""
    t = st[5]
    o = c.m[1 - d]
    su = s.setup
    if t < 0:
        if dodged:
            return False
        c.doom[1 - d] = 2
        return True
    if s.attached[t] != o or (dodged and su.mode[t] != M_RETAINER):
        return False
    for q in s.players:
        if t in q.in_play:
            q.in_play.remove(t)
    if st[1] & STEAL_WEAPON:
        # "steal weapon": the striking minion's controller takes it, on the striking minion
        s.players[c.p[d]].in_play.append(t)
        s.attached[t] = c.m[d]
        return True
    burn_card(s, t)
    return True


def _after_ends(s: GameState, c: Combat, d: int, sp: tuple) -> None:
    """After combat ends: the opposing minion burns ``n`` blood or life (Oubliette) or takes
    ``n`` unpreventable damage (Catatonic Fear: only if the range is close)."""
    _, n, burn, close = sp
    if close and c.range != CLOSE:
        return
    o = c.m[1 - d]
    if controller_of(s, o) < 0:
        return
    if burn:
        s.blood[o] -= min(n, s.blood[o])
        if not s.setup.is_vampire[o] and s.blood[o] <= 0:
            burn_minion(s, o)
    else:
        damage(s, o, n)


def _flash(s: GameState, c: Combat, d: int, j: int) -> None:
    """Flash Grenade's strike: the opposing vampire, and at close range its vampire bearer, are
    locked and do not unlock as normal during their next unlock phase; the weapon burns."""
    su = s.setup
    for side in (1 - d, d) if c.range == CLOSE else (1 - d,):
        v = c.m[side]
        if su.is_vampire[v]:
            s.locked[v] = 1
            s.no_unlock.add(v)
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
            burn_card(s, j)


#: Anathema (put on a vampire by a referendum, :mod:`.politics`): "if the attached vampire's blood
#: is reduced to 0 in combat, the attached vampire is burned and the Methuselah controlling the
#: opposing minion gains pool equal to the attached vampire's capacity"
ANATHEMA = 100060
#: ``Combat.doom``: the vampire's blood was stolen down to 0 while it bears Anathema
DOOM_ANATHEMA = 4


def _anathema(s: GameState, v: int, before: int) -> bool:
    """Vampire ``v``, with ``before`` blood, now has none and bears Anathema."""
    if not before or s.blood[v]:
        return False
    su = s.setup
    has = su.memo.get(("anathema",))
    if has is None:
        has = su.memo[("anathema",)] = ANATHEMA in su.card_id
    if not has or not su.is_vampire[v]:
        return False
    return any(s.attached[j] == v and su.card_id[j] == ANATHEMA for m in s.players for j in m.in_play)


def anathema_burn(s: GameState, c: Combat, d: int) -> None:
    """Side ``d``'s vampire burns; the opposing minion's Methuselah gains its capacity in pool."""
    v, o = c.m[d], c.m[1 - d]
    if controller_of(s, v) < 0:
        return
    q = controller_of(s, o)
    burn_minion(s, v)
    if q >= 0 and not s.players[q].ousted:
        s.players[q].pool += s.setup.capacity[v]


def _steal(s: GameState, thief: int, victim: int, n: int) -> None:
    """Rules 6.4.5: stolen blood (or life) is not damage; over capacity it goes to the bank."""
    n = min(n, s.blood[victim])
    s.blood[victim] -= n
    gain_blood(s, thief, n)
    if not s.setup.is_vampire[victim] and s.blood[victim] <= 0:
        burn_minion(s, victim)


def damage_retainer(s: GameState, r: int, n: int) -> None:
    """Rules 6.4.7: a retainer hit at range loses life and burns without any."""
    s.blood[r] -= n
    if s.blood[r] <= 0:
        for q in s.players:
            if r in q.in_play:
                q.in_play.remove(r)
        burn_card(s, r)


def _prevent_next(s: GameState, c: Combat) -> None:
    if c.decider == 0:
        c.decider = 1
        return
    wounded = [False, False]
    for d in (0, 1):
        n, g, p = c.damage[d], c.agg[d], c.prevented[d]
        k = min(p, g)  # prevent aggravated damage first (rules 6.4.6)
        g -= k
        n = max(0, n - (p - k))
        before = s.blood[c.m[d]]
        wounded[d] = damage(s, c.m[d], n, g, False)
        c.lost[d] += before - s.blood[c.m[d]]
        if before and _anathema(s, c.m[d], before) and c.m[d] in s.players[c.p[d]].ready:
            anathema_burn(s, c, d)  # instead of going to torpor
            wounded[d] = False
    doom = c.doom  # 1: to torpor, 3: and no unlock next time, 2: burned
    if doom[0] or doom[1]:
        c.doom = [0, 0]
        for d in (0, 1):
            v = c.m[d]
            if doom[d] and v in s.players[c.p[d]].ready:
                if doom[d] == 2:
                    burn_minion(s, v)  # "burn the opposing ally"
                elif doom[d] == DOOM_ANATHEMA:
                    anathema_burn(s, c, d)
                    wounded[d] = False
                elif not wounded[d]:
                    wounded[d] = True  # "send the opposing vampire to torpor"
                    if doom[d] == 3:
                        s.no_unlock.add(v)  # "does not unlock as normal during their next unlock phase"
    if wounded[0] or wounded[1]:
        for d in (0, 1):
            # a vampire that should go to torpor: the opposing one, ready and not going itself,
            # may play a card to burn or diablerize it instead (Decapitate, Amaranth)
            if wounded[d] and not wounded[1 - d] and c.m[d] in s.players[c.p[d]].ready \
                    and c.m[1 - d] in s.players[c.p[1 - d]].ready and _insteads(s, c, 1 - d, d):
                c.instead = d
                c.stage = INSTEAD
                c.decider = 1 - d
                return
        for d in (0, 1):
            if wounded[d]:
                to_torpor(s, c.m[d])
    _after_damage(s, c)


def _insteads(s: GameState, c: Combat, d: int, victim: int) -> list[Action]:
    """Side ``d``'s cards burning or diablerizing the opposing vampire instead of its going to
    torpor; diablerie only by a vampire that can commit it (rules 6.5.5, 11: not blood-cursed)."""
    su = s.setup
    v, o = c.m[d], c.m[victim]
    if not su.is_vampire[o]:
        return []
    can_diablerize = su.is_vampire[v] and not su.blood_cursed[v] and not (
        masters.HUMANITAS in su.master_kinds and masters.humane(s, v))  # Humanitas: "cannot commit diablerie"
    out = []
    for i, k in _cards_for(s, c, d, R_INSTEAD):
        if instead_of_torpor(su.effect[i].options[k]) == INSTEAD_DIABLERIE and not can_diablerize:  # type: ignore[union-attr]
            continue
        out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out


def _instead_done(s: GameState, c: Combat, action: Action | None) -> None:
    """The INSTEAD stage ends: the card played burns or diablerizes the vampire (rules 6.5.5),
    or (none) it goes to torpor; then the rest of the damage step."""
    victim = c.instead
    assert victim is not None
    c.instead = None
    o = c.m[victim]
    if action is None:
        to_torpor(s, o)
        _after_damage(s, c)
        return
    d = 1 - victim
    _play_card(s, c, d, action.card, action.n)
    s.no_unlock.discard(o)
    e = s.setup.effect[action.card]
    assert e is not None
    if instead_of_torpor(e.options[action.n]) == INSTEAD_BURN:
        burn_minion(s, o)
        _after_damage(s, c)
    else:
        _end(s)  # the victim is no longer ready: combat ends (rules 6.4.3), then the diablerie
        HOOKS.rules_diablerie(s, c.m[d], o)


def _after_damage(s: GameState, c: Combat) -> None:
    c.damage = [0, 0]
    c.agg = [0, 0]
    c.prevented = [0, 0]
    if not _both_ready(s, c):
        _end_or_fallen(s, c)
        return
    if c.end_after:
        _end(s)  # a strike ended combat after its resolution: a strike it held is lost (rules 6.4.5)
        return
    if c.pre_range:
        c.pre_range = False  # damage inflicted before range: now range is determined (rules 6.4.2)
        c.stage = RANGE
        c.decider = 0
        c.last = -1
        return
    if c.held is not None:
        d, st, af = c.held  # the strike a first strike resolved before
        c.held = None
        c.strike = [st, None] if d == 0 else [None, st]
        c.after = [af, None] if d == 0 else [None, af]
        _resolve_pair(s, c, True)
        return
    if c.pair == 1:
        c.stage = ADDITIONAL
        c.decider = 0
    else:
        _extra_strikes_or_press(c)


def _extra_strikes_or_press(c: Combat) -> None:
    """After a round's strikes: another exchange if an additional strike was won (rules 6.4.3),
    else the press step (6.4.4)."""
    c.decider = 0
    if c.extra[0] > 0 or c.extra[1] > 0:
        c.stage = STRIKE
    else:
        c.stage = PRESS
        c.last = -1
        c.flips = 0


def _additional_next(s: GameState, c: Combat) -> None:
    if c.decider == 0:
        c.decider = 1
        return
    _extra_strikes_or_press(c)


def _press_pass(s: GameState, c: Combat) -> None:
    if c.last == -1 and c.decider == 0:
        c.decider = 1
        return
    if c.flips % 2 == 1:  # an uncancelled press to continue: another round (rules 6.4.4)
        c.round += 1
        _new_round(c)
        if c.weather is not None:
            _weather(s, c)
    else:
        c.ending = True  # combat would end: the acting side first may start another (Psyche!)
        c.decider = 0


# ---------------------------------------------------------------------------------------------
# Damage (rules 6.4.6)


def damage(s: GameState, v: int, normal: int, agg: int = 0, torpor: bool = True) -> bool:
    """Inflict ``normal`` and ``agg`` (aggravated) damage that was not prevented on minion ``v``.

    A vampire burns 1 blood to heal each point of normal damage; damage it cannot heal wounds
    it. Aggravated damage cannot be healed: it wounds, and each point of it on a wounded vampire
    burns 1 blood or burns the vampire. A wounded vampire goes to torpor. An ally or a retainer
    loses 1 life per point and burns at 0 life. ``torpor`` False: a ready vampire wounded is
    not sent to torpor but True returned (the caller sends it, or something happens instead).
    """
    if normal <= 0 and agg <= 0:
        return False
    su = s.setup
    if su.imbued is not None and su.imbued.is_imbued[v]:  # type: ignore[attr-defined]
        imbued.damage(s, v, normal + agg)  # life lost; incapacitated at none (imbued appendix 1, 5)
        return False
    if not su.is_vampire[v]:
        s.blood[v] -= normal + agg
        if s.blood[v] <= 0:
            burn_minion(s, v)
        return False
    p = controller_of(s, v)
    in_torpor = p >= 0 and v in s.players[p].torpor
    wounded = in_torpor
    heal = min(s.blood[v], normal)
    s.blood[v] -= heal
    if normal > heal:
        wounded = True
    for _ in range(agg):
        if not wounded:
            wounded = True
        elif s.blood[v] > 0:
            s.blood[v] -= 1
        else:
            burn_minion(s, v)
            return False
    if wounded and not in_torpor:
        if not torpor:
            return True
        to_torpor(s, v)
    return False


def opens_hands(opt: Option) -> bool:
    """An option played before range that shows the hands (Aura Reading [aus]: ``B_OPEN``)."""
    return before_range(opt) == B_OPEN


def frenzy_on_opposing(opt: Option) -> bool:
    """An option played before range that is a frenzy on the opposing vampire (Terror Frenzy:
    ``B_COST``, ``B_TERROR``)."""
    return before_range(opt) in (B_COST, B_TERROR)


SETUP.combat_opens_hands = opens_hands
SETUP.combat_frenzy = frenzy_on_opposing
SETUP.frenzy_cancel = frenzy_cancel
SETUP.reflex_reactions = REFLEX_REACTIONS
HOOKS.combat_end_hand = end_hand
HOOKS.combat_damage = damage
HOOKS.combat_strike_tuple = strike_tuple

__all__ = ["BURN", "DAMAGE", "DODGE", "ENDS", "GRANTED_ENDS", "STEAL", "TORPOR", "actions", "apply", "card_roles",
           "damage", "special", "special_of", "start", "step", "strength_of", "strike_tuple"]
