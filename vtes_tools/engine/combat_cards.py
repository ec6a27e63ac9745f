"""Combat cards read once (rules 6.4): the roles a combat card's option plays (maneuver, strike,
press, prevent, before range...), what a strike card does beside its strike, and the constants
naming the parts of a strike tuple and of the combat's roles. Pure functions of a card's option
and of the setup; :mod:`.combat_choices` lists what a side may play with them.
"""

from __future__ import annotations


from .actions import Action
from .effects import Op, Option, Prim, Restriction, When
from .hot import (
    O_ADDITIONAL_STRIKE, O_AGGRAVATED, O_COMBAT_ENDS, O_DODGE, O_MANEUVER, O_PRESS, O_PREVENT, O_STEAL_BLOOD,
    O_STRENGTH, O_STRIKE, O_STRIKE_STRENGTH, O_UNLOCK_MINION,
)
from .ops import known_prims, usable
from .state import COMBAT_OPS, W_MOLOTOV, W_ZIP, CombatStage, Doom, GameSetup, card_weapon


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
#: ``Action.n`` of the strike "combat ends" a modifier granted the acting minion for the first
#: round (``card`` is the minion, as for its own strike).
GRANTED_ENDS = 3
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
#: role bits (:func:`role_masks`) of the cards strike_choices lists beside the strike cards
AGG_STRENGTH = 1 << R_AGGRAVATED | 1 << R_STRENGTH
#: and of the cards maneuvers lists
MANEUVER_BIT = 1 << R_MANEUVER
#: "[REFLEX] Cancel a frenzy card played on this vampire as it is played" (Invoking the Beast
#: [abo]): played in the CANCEL stage against the opposing side's frenzy card (Terror Frenzy).
R_REFLEX = 15
#: "[REFLEX] Cancel a grapple card as it is played" (Fae Contortion [myt]): played in the CANCEL
#: stage against the acting side's grapple card (Immortal Grapple, :data:`R_GRAPPLE`).
R_GRAPPLE_REFLEX = 16
#: "Damage from this vampire's hand strikes is aggravated this round": nothing else on the option.
_AGG_ONLY = frozenset({O_AGGRAVATED, Op.REQUIRES, Op.PAY_BLOOD})


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
                if not opt.prims or not option_known(opt) or not usable(su, v, e, opt):
                    continue
                for role in option_roles(opt):
                    out.append((role, k))
        got = tuple(out)
        su.memo[key] = got
    return got  # type: ignore[return-value]


def option_known(opt: Option) -> bool:
    """The rules apply every primitive of this combat card option: the combat primitives, and
    "unlock this vampire" only with "combat ends" (Majesty [PRE])."""
    if end_of_round(opt) or pulled_fangs(opt) or round_gain(opt) or before_range(opt) or fallen_pool(opt) \
            or strike_cancel(opt) or card_weapon(opt) or ammo(opt) or frenzy_cancel(opt) or grapple_cancel(opt):
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
    if opt.has(Op.PAY_BLOOD) and prevent_x(opt):
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


def prevent_x(opt: Option) -> bool:
    """"Prevent X+1 damage", X the blood this vampire burns (Hidden Strength): the only amounts
    paid as X are the prevention and the blood, nothing else is paid."""
    pay = [p for p in opt.prims if p.op == Op.PAY_BLOOD]
    return len(pay) == 1 and pay[0].x == 1 and not (pay[0].n or pay[0].arg or pay[0].cond) and all(
        not p.x or p.op in (O_PREVENT, Op.PAY_BLOOD) for p in opt.prims
    ) and any(p.op == O_PREVENT and p.x for p in opt.prims)


def option_roles(opt: Option) -> list[int]:
    """The combat roles (``R_*``: maneuver, strike, press, prevent...) a combat card's option
    plays, none for an option combat does not play."""
    if end_of_round(opt) or pulled_fangs(opt) or round_gain(opt):
        return [R_END_ROUND]
    if opt.has(O_HAND_ONLY):
        return [R_GRAPPLE]  # its press comes with it (apply)
    if opt.prims == HIGH_GROUND:
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
HIGH_GROUND = (Prim(O_MANEUVER, 1), Prim(Op.RANGE_SET, 2))
_FIRST = (Op.WHEN, 17, 0, 0, 0), (Op.WHEN, 4, 0, 0, 0)  # When.BEFORE_RANGE, When.FIRST_ROUND
_WEAPON, ANIMAL = 16, 19  # Thing.WEAPON, Thing.ANIMAL
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
    if opt.prims == HIGH_GROUND:
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
    if len(ops) == 2 and ops[0] == (Op.WHEN, 17, 0, 0, 0) and ops[1] == (Op.PUT_IN_PLAY, 1, ANIMAL, 0, 0):
        return B_EMPLOY
    if len(ops) == 3 and ops[0] == (Op.WHEN, 17, 0, 0, 0) and ops[1].op == O_DAMAGE and ops[1].n > 0 \
            and ops[1][2:] == (0, 0, 0) and ops[2] == _CROWS_END:
        return B_CROWS
    if len(ops) in (2, 3) and ops[0] == (Op.WHEN, 17, 0, 0, 0) and (len(ops) == 2 or ops[2] == (O_PRESS, 1, 0, 0, 0)):
        if ops[1].op == O_STRENGTH and ops[1].n > 0 and not (ops[1].arg or ops[1].cond or ops[1].x):
            return B_BEAST_STRENGTH
        if ops[1] == (O_AGGRAVATED, 1, 0, 0, 0):
            return B_BEAST_AGG
    if len(ops) == 2 and ops[0] == (O_BURN_CARD, 1, ANIMAL, 0, 0) and ops[1] == (O_STRENGTH, 1, 0, 0, 0):
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


def press_to_end(su: GameSetup, i: int, k: int) -> bool:
    e = su.effect[i]
    return e is not None and any(p.op == O_PRESS and p.cond == PRESS_TO_END for p in e.options[k].prims)


def press_to_continue(su: GameSetup, i: int, k: int) -> bool:
    e = su.effect[i]
    return e is not None and any(p.op == O_PRESS and p.cond == PRESS_TO_CONTINUE for p in e.options[k].prims)


_GRAPPLE_CARD = 27  # Thing.GRAPPLE_CARD


def grapple_reflex(su: GameSetup) -> bool:
    """A combat card cancelling grapple cards is in some deck (memoized per setup)."""
    got = su.memo.get(("grapple_reflex",))
    if got is None:
        got = su.memo[("grapple_reflex",)] = any(
            su.is_combat[k] and e is not None and any(grapple_cancel(o) for o in e.options)
            for k, e in enumerate(su.effect))
    return got  # type: ignore[return-value]


def is_grapple(su: GameSetup, a: Action) -> bool:
    e = su.effect[a.card]
    return a.card >= 0 and e is not None and 0 <= a.n < len(e.options) and e.options[a.n].has(O_HAND_ONLY)


def ammo(opt: Option) -> int:
    """The aggravated damage an ammo card adds to a gun's strikes, the gun burned after the
    strike resolves (Dragon's Breath Rounds), else 0."""
    p = opt.prims
    if len(p) == 3 and p[0].op == O_STRIKE_DAMAGE and p[0].n > 0 and p[0][2:] == (0, 0, 0) \
            and p[1] == (O_AGGRAVATED, 1, 0, 0, 0) and p[2] == (Op.EXPIRES, 0, 0, 39, 0):
        return p[0].n
    return 0


def fallen_pool(opt: Option) -> int:
    """The pool the opposing minion's controller burns by a card played when the opposing
    minion is no longer ready (Hell-for-Leather [obt]), else 0."""
    ops = [p for p in opt.prims if p.op is not Op.REQUIRES]
    if len(ops) == 1 and ops[0].op == Op.BURN_POOL and ops[0].n > 0 and not (ops[0].arg or ops[0].cond or ops[0].x):
        return ops[0].n
    return 0


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


#: "Only usable at the end of a round of combat. [...] A vampire can play only one Taste of Vitae
#: each round. This vampire gains blood equal to the amount of blood lost by the opposing vampire
#: to damage this round" (Taste of Vitae): GAIN_BLOOD with no amount of its own (:func:`round_gain`)
_ROUND_GAIN = ((Op.WHEN, When.END_OF_ROUND, 1, 0, 0), (Op.GAIN_BLOOD, 0, 0, 0, 0))


def round_gain(opt: Option) -> bool:
    """A card played at the end of a round by a vampire still ready, gaining the blood the opposing
    vampire lost to damage this round, one such card each round (Taste of Vitae; rules 6.4.4: the
    end of a round, before presses or as combat ends with the opposing minion no longer ready)."""
    return opt.prims == _ROUND_GAIN


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


def role_masks(su: GameSetup) -> tuple[int, ...]:
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


def named_unplayable(su: GameSetup) -> frozenset[int]:
    """VEKN ids of the cards some card of the table can forbid a minion to play
    (``GameSetup.cannot_play``): a fact of the whole table, memoized per setup."""
    got = su.memo.get(("cannot_play_ids",))
    if got is None:
        got = su.memo[("cannot_play_ids",)] = frozenset(x for x in su.cannot_play if x)
    return got  # type: ignore[return-value]


def regular_damage(su: GameSetup, v: int, opt: Option) -> int:
    """Damage of a weapon option's regular strike for minion ``v`` (strength-based: with its
    printed strength)."""
    for p in opt.prims:
        if p.op == O_STRIKE:
            return p.n
        if p.op == O_STRIKE_STRENGTH:
            return su.base_strength[v] + p.n
    return 0


def is_hand_strike(su: GameSetup, i: int, k: int) -> bool:
    """Option ``k`` of strike card ``i`` is a hand strike ("Strike: hand strike at +2 damage",
    Roundhouse): strength-based close-range damage and the words "hand strike" (memoized)."""
    key = ("hand_strike", su.card_id[i], k)
    got = su.memo.get(key)
    if got is None:
        opt = su.effect[i].options[k]  # type: ignore[union-attr]
        got = su.memo[key] = any(p.op == O_STRIKE_STRENGTH and not p.arg for p in opt.prims) \
            and "hand strike" in (su.card[i].text or "").lower()
    return got  # type: ignore[return-value]


def is_weapon(su: GameSetup, j: int) -> bool:
    """Equipment ``j`` is a weapon: it strikes (or is a gun, or ends combat as Flash Grenade)."""
    e = su.effect[j]
    return bool(su.gun[j] or su.flash[j] or su.card_weapon[j] or (
        e is not None and e.options and (e.options[0].has(O_STRIKE) or e.options[0].has(O_STRIKE_STRENGTH))))


#: ``Action.n`` of a press paid by discarding the card (Velya), apart from a press card's option
PRESS_DISCARD = 250


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


# bound to module names for the hot paths, as the enum members of :mod:`.hot`
DOOM_TORPOR, DOOM_BURN, DOOM_TORPOR_NO_UNLOCK, DOOM_BURNED_AT_ZERO = (
    Doom.TORPOR, Doom.BURN, Doom.TORPOR_NO_UNLOCK, Doom.BURNED_AT_ZERO)


def opens_hands(opt: Option) -> bool:
    """An option played before range that shows the hands (Aura Reading [aus]: ``B_OPEN``)."""
    return before_range(opt) == B_OPEN


def frenzy_on_opposing(opt: Option) -> bool:
    """An option played before range that is a frenzy on the opposing vampire (Terror Frenzy:
    ``B_COST``, ``B_TERROR``)."""
    return before_range(opt) in (B_COST, B_TERROR)
