"""The rules' shared tables and small helpers: the primitives the rules know for each kind of
card, the marks kept in ``GameState.used`` and ``Pending.flags``, and the helpers every step reads
(targets, bonuses to bleed and stealth, blood and pool taxes).

The steps of the rules import it: :mod:`.rules_turn` (the turn's phases), :mod:`.rules_stages` and
:mod:`.rules_listing` (what may be done now), :mod:`.rules_steps` (doing it), :mod:`.rules` (the
game API). Section numbers are those of the comprehensive rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..models import current_clan
from . import combat, masters
from .actions import Action
from .effects import CLAN, DISCIPLINE_BITS, KIND, MIN_CAPACITY, YOUNGER, Effect, Op, Option, Prim, Req, Thing, When, Who
from .hot import (
    K_BLEED, K_DIABLERIZE, K_EMPLOY, K_EQUIP, K_HUNT, K_PASS, K_POLITICAL, K_RECRUIT, M_ALLY, M_COMBAT, M_EQUIPMENT,
    M_RETAINER, O_ADD_UNCONTROLLED, O_BLEED, O_CANNOT_BLOCK, O_COMBAT_ENDS, O_CRYPT_TO_UNCONTROLLED, O_ENTER_COMBAT,
    O_EXCHANGE, O_FILL_BLOOD, O_GAIN_BLOOD, O_GAIN_POOL, O_HAND_SIZE, O_HUNT, O_HUNTING_GROUND, O_INFLUENCE_BLOOD,
    O_INTERCEPT, O_LOCK, O_MANEUVER, O_MASTER_ACTIONS, O_MILL, O_MOVE_TO_POOL, O_PAY_BLOOD, O_PLUS_BLEED, O_PRESS,
    O_PREVENT, O_REQUIRES, O_STEALTH, O_STRENGTH, O_TRANSFERS, O_UNLOCK_MINION, O_WHEN,
)
from .ops import (
    KNOWN, WHO_OLDER, bleed_against, blood_cost, burn_card, burn_pool, card_controller, controller_of, controls_same,
    equip_paid, gain_blood, is_older, max_amount, minion_is, op_set, replace_cards, to_ready,
)
from .state import GameSetup, GameState, Methuselah, Pending, Phase, Stage


O_BLOCK_ANY = Op.BLOCK_ANY
O_DAMAGE = Op.DAMAGE
O_AGGRAVATED = Op.AGGRAVATED
O_REDUCE_BLEED = Op.REDUCE_BLEED
YOUNGER_WHO = int(Who.YOUNGER)
LOCKED_WHO = int(Who.LOCKED)
TITLED_OR_YOUNGER = int(Who.TITLED_OR_YOUNGER)
CAPACITY_WHO = int(Who.CAPACITY_AT_MOST)
WHO_ALLY = Who.ALLY

UNLOCK, MASTER, MINION, INFLUENCE, DISCARD = (
    Phase.UNLOCK, Phase.MASTER, Phase.MINION, Phase.INFLUENCE, Phase.DISCARD,
)
AFTER_BLOCKS, AFTER_RESOLUTION = Stage.AFTER_BLOCKS, Stage.AFTER_RESOLUTION
WOULD_SUCCEED = Stage.WOULD_SUCCEED
BLOCKS, ATTEMPT, REACTIONS, BLOCKED, DIABLERIE, CANCEL, ANNOUNCE = (
    Stage.BLOCKS, Stage.ATTEMPT, Stage.REACTIONS, Stage.BLOCKED, Stage.DIABLERIE, Stage.CANCEL, Stage.ANNOUNCE,
)

#: Primitives an action card may carry for the engine to play it now.
ACTION_OPS = frozenset({
    O_BLEED, O_STEALTH, O_GAIN_POOL, O_GAIN_BLOOD, O_ADD_UNCONTROLLED, O_HUNT, O_ENTER_COMBAT, O_LOCK, O_REQUIRES,
    O_PLUS_BLEED, O_MANEUVER, O_PRESS, Op.STEAL_CARD, Op.PAY_BLOOD, Op.RESCUE, Op.SEARCH, Op.CANNOT, Op.BLOOD_TO,
    Op.UNLOCK_MINION, Op.EMBRACE, Op.DRAW, Op.STEAL_POOL, O_WHEN, Op.ON_ACTOR, O_INTERCEPT, Op.BURN_CARD, Op.BURN_POOL,
    O_STRENGTH, Op.CANNOT_PLAY, Op.RECUR, Op.DISCARD_FROM_HAND, Op.BLEED_AMOUNT, Op.EDGE, Op.DAMAGE, Op.COUNTER,
    Op.OPEN_HAND, Op.MOVE_BLOOD, Op.PUT_IN_PLAY, Op.DISCIPLINE, Op.MINUS_INTERCEPT, Op.FILL_BLOOD, O_COMBAT_ENDS,
    O_CRYPT_TO_UNCONTROLLED,
})
O_STEAL_CARD, O_RESCUE, O_SEARCH = Op.STEAL_CARD, Op.RESCUE, Op.SEARCH
#: The kinds of action cards the rules resolve, by the primitive naming each, and every
#: primitive an option of that kind may have; an option without one is a bleed, a hunt or a
#: gain (:data:`PLAIN_ACTION`).
PLAIN_ACTION = frozenset({
    O_BLEED, O_STEALTH, O_GAIN_POOL, O_GAIN_BLOOD, O_ADD_UNCONTROLLED, O_HUNT, O_REQUIRES, O_PLUS_BLEED,
    O_UNLOCK_MINION, Op.DRAW, O_WHEN, O_LOCK, Op.BLEED_AMOUNT, Op.COUNTER, Op.MINUS_INTERCEPT, Op.PAY_BLOOD,
    O_CRYPT_TO_UNCONTROLLED,
})
#: "<who> get -1 intercept during this action" on a bleed: the blockers :func:`minus_intercept` reads
ACTION_MINUS_WHO = frozenset({Who.ANY, Who.ALLY, Who.YOUNGER, Who.ALLY_OR_YOUNGER, Who.ANARCH})
ACTION_KINDS: dict[Op, frozenset[Op]] = {
    O_ENTER_COMBAT: frozenset({O_ENTER_COMBAT, O_STEALTH, O_LOCK, O_MANEUVER, O_PRESS, O_REQUIRES, O_WHEN,
                               O_COMBAT_ENDS, O_STRENGTH}),
    O_STEAL_CARD: frozenset({O_STEAL_CARD, O_STEALTH, O_PAY_BLOOD, O_RESCUE, O_REQUIRES}),
    O_SEARCH: frozenset({O_SEARCH, O_STEALTH, O_REQUIRES}),
    O_LOCK: frozenset({O_LOCK, Op.CANNOT, O_STEALTH, O_REQUIRES}),
    Op.BLOOD_TO: frozenset({Op.BLOOD_TO, O_STEALTH, O_REQUIRES}),
    Op.EMBRACE: frozenset({Op.EMBRACE, O_STEALTH, O_REQUIRES, O_SEARCH, Op.MOVE_BLOOD, Op.PUT_IN_PLAY, Op.DISCIPLINE}),
    Op.STEAL_POOL: frozenset({Op.STEAL_POOL, O_STEALTH, O_REQUIRES}),
    Op.ON_ACTOR: frozenset({Op.ON_ACTOR, O_STEALTH, O_REQUIRES, O_UNLOCK_MINION, O_WHEN, O_INTERCEPT, O_PLUS_BLEED,
                            O_STRENGTH, Op.CANNOT_PLAY}),
    Op.BURN_CARD: frozenset({Op.BURN_CARD, O_STEALTH, O_REQUIRES, Op.BURN_POOL}),
    Op.RECUR: frozenset({Op.RECUR, O_STEALTH, O_REQUIRES, Op.DISCARD_FROM_HAND}),
    Op.EDGE: frozenset({Op.EDGE, Op.BURN_POOL, Op.CANNOT, O_STEALTH, O_REQUIRES}),
    Op.DAMAGE: frozenset({Op.DAMAGE, O_STEALTH, O_REQUIRES, O_GAIN_BLOOD, Op.EDGE, Op.DISCARD_FROM_HAND}),
    Op.OPEN_HAND: frozenset({Op.OPEN_HAND, O_STEALTH, O_REQUIRES, Op.DISCARD_FROM_HAND}),
    Op.RESCUE: frozenset({Op.RESCUE, O_STEALTH, O_REQUIRES}),
    Op.FILL_BLOOD: frozenset({Op.FILL_BLOOD, O_STEALTH, O_REQUIRES}),
}
ACTION_KIND_OPS = frozenset(ACTION_KINDS) - {O_LOCK}
W_AFTER_BLEED, W_TARGET_IS, W_DIRECTED_AT_YOU = When.AFTER_BLEED, When.TARGET_IS, When.DIRECTED_AT_YOU
W_DISCARD_PHASE = When.DISCARD_PHASE
W_FIRST_ROUND = When.FIRST_ROUND
#: What action cards steal (rules 11, steal): an ally, a retainer, a vampire in torpor, a location.
STEAL_THINGS = frozenset({Thing.ALLY, Thing.RETAINER, Thing.VAMPIRE, Thing.LOCATION})
#: What action cards burn (rules 1.2, burn): a location, an equipment on a minion.
BURN_THINGS = frozenset({Thing.LOCATION, Thing.EQUIPMENT})
#: Targets of enter-combat action cards the rules check (``Prim.arg`` of ENTER_COMBAT).
COMBAT_TARGETS = frozenset({Who.ANY, Who.VAMPIRE, Who.LOCKED, Who.YOUNGER, Who.LOW_BLOOD_OR_LOCKED})
#: Primitives of master cards the engine resolves.
MASTER_OPS = frozenset({
    O_GAIN_POOL, O_MOVE_TO_POOL, O_ADD_UNCONTROLLED, O_FILL_BLOOD, O_CRYPT_TO_UNCONTROLLED, O_MILL,
    O_EXCHANGE, O_HUNTING_GROUND, O_TRANSFERS, O_HAND_SIZE, O_MASTER_ACTIONS, O_INFLUENCE_BLOOD,
    O_LOCK, O_CANNOT_BLOCK, Op.SEARCH_CRYPT, Op.POOL_TO_BLOOD,
})
#: Primitives of master cards put on one of your vampires that the engine applies in play.
ON_VAMPIRE_OPS = frozenset({O_INTERCEPT, O_PREVENT, O_STRENGTH, O_EXCHANGE, O_MOVE_TO_POOL})
#: Marks in ``GameState.used`` for once-per-turn uses of cards in play.
LEFT_ACTION = -4  # (minion, LEFT_ACTION - kind): "cannot perform the same action again this turn"
#: (minion, NEXT_STEALTH): "+1 stealth during their next action this turn" (Tangle Atropos' Hand [TEM])
NEXT_STEALTH = -1102
UNLOCK_USED = -100  # (vampire, UNLOCK_USED): its own unlock-phase ability used this turn
TOGGLE_USED = -101  # (vampire, TOGGLE_USED): its "lock or unlock another ready <clan>" used this turn
UNLOCK_IN_DISCARD = -104  # (minion, UNLOCK_IN_DISCARD): it unlocks during the discard phase (Engling Fury)
UNLOCK_IN_DISCARD_PAID = -108  # ... if it burns 1 blood then (Fiendish Tongue)
POOL_USED = -107  # (vampire, POOL_USED): its "burn 1 pool to ..." used this turn (Huitzilopochtli)
BLEED_USED = -1208  # (vampire, BLEED_USED): its "once each turn, burn 1 blood to get +1 bleed" used
#: in ``GameState.used``: the current Methuselah's minions cannot bleed this turn (Enticement)
NO_BLEED_TURN = (-1, -103)
#: in ``GameState.used``: the current Methuselah loses this turn's transfers rather than burn pool (Leandro)
NO_TRANSFERS_TURN = (-1, -106)
#: in ``GameState.used``: the current Methuselah sees every hand this turn (Pulse of the Canaille)
HANDS_OPEN_TURN = (-1, -107)
#: in ``GameState.used``: (-k, TURN_STEALTH) for the k-th "all of your vampires' actions are at
#: +1 stealth this turn" played (Psychic Veil [obf]); TURN_STEALTH_ALL for all of your minions' [OBF]
TURN_STEALTH, TURN_STEALTH_ALL = -110, -111
#: Blood a vampire pays to leave torpor or to be rescued (rules 6.5.2, 6.5.3).
TORPOR_COST = 2
#: ``Pending.flags``: the blocker woke with a card burning 1 blood if it does not block.
WAKE_BLOOD = 2
#: Pool a Methuselah keeps before paying 1 pool to unlock an infernal minion (rules 11).
INFERNAL_MARGIN = 4
#: ``Pending.flags``: minions who attempt to block this action and fail become locked.
LOCK_FAILED = 4
#: ``Pending.flags``: the blocker gets 1 optional maneuver in the resulting combat.
BLOCK_MANEUVER = 8
#: ``Pending.flags``: "as the action is announced" modifiers had their chance (before blocks).
ANNOUNCED = 16
#: ``Pending.flags``: "if this action is blocked, lock the blocking minion and end the action
#: before block resolution" (Mirror Walk [THA]).
BLOCKED_ENDS = 32
W_BLOCKED = When.BLOCKED
W_AS_ANNOUNCED = When.AS_ANNOUNCED
W_BLOCK_ATTEMPT = When.BLOCK_ATTEMPT
O_EDGE = Op.EDGE
O_CANCEL = Op.CANCEL
O_REMOVE_FROM_GAME = Op.REMOVE_FROM_GAME
W_BLEED_AGAINST_YOU = When.BLEED_AGAINST_YOU
#: ``Pending.flags``: the acting side let a blocked action go to block resolution; the blocker's
#: controller may now react (Obedience).
BLOCKER_WINDOW = 64
#: ``Pending.flags``: after block resolution, the blocker's controller may unlock it (Cats' Guidance).
UNLOCK_WINDOW = 128
#: "This vampire can prevent 1 damage during the first round of the resulting combat if they
#: block" (Precognition [AUS]).
BLOCK_PREVENT = 256
#: "If this action is blocked, this vampire gets 1 optional maneuver" (Form of the Bat [pro]).
ACT_MANEUVER = 512
#: "This vampire can strike: combat ends during the first round of the resulting combat if they
#: are blocked" (Shroud of Absence [DOM OBT]).
ACT_ENDS = 1024
#: "Once this action, this vampire may burn 1 blood to give an ally or younger vampire -1
#: intercept" (Into Thin Air [obf]): such a modifier was played and its blood use is left.
BLOOD_MINUS = 2048
#: "If this action is blocked, all damage inflicted on vampires during the resulting combat is
#: aggravated" (Domain of Evernight [tem]).
ACT_AGG = 4096
#: ``Pending.flags``: the blocker woke with Eyes of the Wild: "during this action, can burn 1
#: blood to get +1 intercept".
WAKE_INTERCEPT = 8192
#: ``Pending.flags``: "this vampire can choose to cancel the resulting combat if this action is
#: blocked" (Stone Travel [MYT]): the choice is left (ACT_NO_COMBAT), then made (NO_COMBAT).
ACT_NO_COMBAT = 1 << 33
NO_COMBAT = 1 << 34
#: ``Pending.flags``: "1 optional maneuver or press during the resulting combat if this vampire
#: is blocked" (Mind Tricks [DEM]).
ACT_EITHER = 1 << 35
#: ``Pending.flags``: the same for the blocker (Eyes of the Night [OBT]).
BLOCK_EITHER = 1 << 37
#: ``Pending.flags``: "you cannot gain the Edge this action; if you would get the Edge, it is
#: burned instead" (Leverage).
NO_EDGE = 1 << 36
#: ``Pending.flags``: "no more action modifiers can be played on this action" (Approximation of Loyalty).
NO_MODIFIERS = 1 << 38
#: ``Pending.flags``: "gain 1 pool after action resolution if this action is successful" (I am Legion [DAI OBF]).
SUCCESS_POOL = 1 << 39
#: ``Pending.flags``: "1 optional press during the resulting combat if this vampire blocks" (Rat's Warning [ANI])
BLOCK_PRESS = 1 << 47
#: ``Pending.flags``: "if the bleed is successful, this vampire can burn 2 of your corruption
#: counters from a minion controlled by the target Methuselah to unlock" (Revelation of the Serpent [PRE PRO]).
COUNTER_UNLOCK = 1 << 29
#: ``Pending.flags``: "during this action, minions cannot unlock" (The Sleeping Mind [DOM]): no
#: locked minion wakes to block.
NO_WAKE = 1 << 27
#: ``Pending.flags``: Enchanting Gaze [PRE PRO] played: once this action, a corruption counter
#: burned from a blocking minion has its attempt fail.
GAZE = 1 << 28
#: ``Pending.flags``: "if this vampire is blocked, they can prevent 1 damage during the resulting
#: combat" (Beast Meld [ani pro]).
ACT_PREVENT = 1 << 26
CONTINUE_ACTION = Op.CONTINUE_ACTION
CEL_BIT = DISCIPLINE_BITS["cel"]

MANDATORY = Action(K_PASS, n=-1)  # marker appended by minion_actions
R_LOCKED = int(Req.LOCKED)


# ---------------------------------------------------------------------------------------------
# Small helpers


#: Primitives of a location giving votes during referendums (Ventrue Headquarters).
VOTE_LOCATION_OPS = op_set("VOTES", "LOCK_SELF")
#: "If this minion is blocked, the action ends" (Change of Target).
BLOCKED_KNOWN = op_set("END_ACTION", "WAKE", "UNLOCK_MINION", "REQUIRES")
#: +bleed modifiers for a bleed (their stealth counts too) and "unlock after a successful action".
BLEED_MOD_OPS = op_set("PLUS_BLEED", "STEALTH", "REQUIRES")
UNLOCK_MOD_OPS = op_set("UNLOCK", "REQUIRES")
#: Modifiers against a block attempt (with the conditions :func:`stealth_option_known` reads).
STEALTH_MOD_OPS = KNOWN[O_STEALTH] | {Op.BLOCK_FAILS}
O_MINUS_INTERCEPT = Op.MINUS_INTERCEPT
W_NOT_BLEED = When.NOT_BLEED
#: What the rules read from equipment, retainers and allies in play (the first option): +bleed
#: (rules 6.1.1), intercept (6.2.2.2), strength, prevention, maneuvers and strikes in combat
#: (6.4); a retainer's or an ally's life and an ally's strength are Effect fields.
EQUIPMENT_OPS = op_set(
    "PLUS_BLEED", "INTERCEPT", "STRENGTH", "PREVENT", "MANEUVER", "STRIKE", "STRIKE_STRENGTH", "AGGRAVATED",
    "REQUIRES",
)
#: A retainer's STRIKE (ranged: "inflicts 1R damage on the opposing minion each round of
#: combat during normal strike resolution") and DAMAGE (the same at close range): combat.py.
RETAINER_OPS = op_set("STRENGTH", "INTERCEPT", "PLUS_BLEED", "LIFE", "STRIKE", "DAMAGE", "REQUIRES")
ALLY_OPS = op_set("STRENGTH", "LIFE", "REQUIRES")


def target_ok(s: GameState, prim_arg: int, cond: int, clan: str, actor: int, target: int) -> bool:
    """Filters of "add N blood to a (younger / <clan> / capacity N+) vampire in your uncontrolled region"."""
    su = s.setup
    if s.blood[target] >= su.capacity[target]:
        return False
    if prim_arg == YOUNGER:
        return actor < 0 or su.capacity[target] < su.capacity[actor]
    if prim_arg == CLAN:
        return current_clan(su.clan[target]) == current_clan(clan)
    if prim_arg == MIN_CAPACITY:
        return su.capacity[target] >= cond
    if prim_arg == KIND:
        return bool((su.req_bits[target] >> cond) & 1)  # "a Laibon in your uncontrolled region"
    return True


def each_younger_of_clan(s: GameState, m: Methuselah, a: int, clan: str) -> list[int]:
    """The vampires in ``m``'s uncontrolled region of the clan ``clan`` younger than ``a``."""
    su = s.setup
    c = current_clan(clan)
    return [v for v in m.uncontrolled if su.capacity[v] < su.capacity[a] and current_clan(su.clan[v]) == c]


def draw_if_clan(s: GameState, m: Methuselah, a: int, clan: str, blood: int) -> None:
    """"Reveal the top card of your crypt. If it is a <clan>, draw it and add N blood to it if it
    is younger. Otherwise, shuffle it back into your crypt" (Mesu Bedshet; rules 11: draw a
    crypt card to the uncontrolled region)."""
    if not m.crypt:
        return
    su = s.setup
    v = m.crypt[-1]
    if current_clan(su.clan[v]) != current_clan(clan):
        s.rng.shuffle(m.crypt)
        return
    m.crypt.pop()
    m.uncontrolled.append(v)
    if su.capacity[v] < su.capacity[a]:
        gain_blood(s, v, blood)


def combat_target_ok(s: GameState, p: Prim, a: int, t: int) -> bool:
    """Can minion ``a`` enter combat with ready minion ``t`` under the filter of ENTER_COMBAT
    primitive ``p`` (a vampire, a locked minion, a younger vampire...)?"""
    who = p.arg
    su = s.setup
    if who == Who.VAMPIRE:
        return bool(su.is_vampire[t])
    if who == Who.LOCKED:
        return bool(s.locked[t])
    if who == Who.YOUNGER:
        return bool(su.is_vampire[t]) and su.capacity[t] < su.capacity[a]
    if who == Who.LOW_BLOOD_OR_LOCKED:
        return bool(s.locked[t]) or (bool(su.is_vampire[t]) and s.blood[t] <= p.cond)
    return who == Who.ANY


def steal_targets(s: GameState, m: Methuselah, thing: int) -> list[int]:
    """Cards of kind ``thing`` other Methuselahs control that ``m`` can steal (rules 11, steal):
    ready allies, retainers on their minions, vampires in torpor; not a unique card ``m``
    already controls (it would be contested, rules 4.1)."""
    su = s.setup
    out: list[int] = []
    for q in s.players:
        if q is m or q.ousted:
            continue
        if thing == Thing.ALLY:
            cands = [t for t in q.ready if su.mode[t] == M_ALLY]
        elif thing == Thing.RETAINER:
            cands = [j for j in q.in_play if su.mode[j] == M_RETAINER and s.attached[j] >= 0
                     and su.is_vampire[s.attached[j]]]  # "controlled by another vampire"
        elif thing == Thing.LOCATION:
            cands = [j for j in q.in_play if su.is_location[j] and s.attached[j] < 0]
        else:
            cands = [t for t in q.torpor if su.is_vampire[t]]
        for t in cands:
            if not (su.is_unique[t] and controls_same(s, m, t)):
                out.append(t)
    return out


def library_equipment(s: GameState, m: Methuselah) -> list[tuple[int, int, Effect]]:
    """(card, its id, its effect): the equipment cards (one per card name, the first in the
    deck's order) in ``m``'s library that a minion could equip now, as far as the minion does
    not matter: pool cost, unique (rules 4.1)."""
    su = s.setup
    out: list[tuple[int, int, Effect]] = []
    key = ("equipment_of", m.index)
    owned = su.memo.get(key)
    if owned is None:  # the equipment cards of this Methuselah's deck
        owned = su.memo[key] = [j for j in su.library0[m.index] if su.mode[j] == M_EQUIPMENT]
    if not owned:
        return out
    library = set(m.library)
    seen: set[int] = set()
    cid_of = su.card_id
    for j in owned:  # type: ignore[attr-defined]
        cid = cid_of[j]
        if j not in library or cid in seen:
            continue
        seen.add(cid)
        e = su.effect[j]
        if e is None or e.pool_cost > m.pool or (e.unique and controls_same(s, m, j)):
            continue
        out.append((j, cid, e))
    return out


def discipline_master_in(
    su: GameSetup, zones: Sequence[list[int]], v: int, *, skip_superior: bool = False,
) -> tuple[list[int], int, int] | None:
    """(zone, card, Discipline) of the Discipline master card (masters.DISCIPLINE_ON) to take
    from ``zones``, searched in order: the first raising a Discipline vampire ``v`` has, else
    the first of all; None when there is none. ``skip_superior``: not one of a Discipline ``v``
    has at superior already."""
    first = None
    for zone in zones:
        for j in zone:
            sh = su.master_shape[j]
            if sh is None or sh[0] != masters.DISCIPLINE_ON or (skip_superior and su.disc_sup[v] >> sh[1] & 1):
                continue
            if su.disc_any[v] >> sh[1] & 1:
                return zone, j, sh[1]
            if first is None:
                first = (zone, j, sh[1])
    return first


def embrace_extras(s: GameState, m: Methuselah, a: int, v: int, opt: Option, moved: int) -> None:
    """What comes with a new vampire ``v`` (the action card put in play by ``a``): "search your
    library (shuffle afterward), hand and/or ash heap for a Discipline master card and put it on
    this new vampire" (Third Tradition: Progeny, Creation Rites, Childe of the Revolution), "put
    a master Discipline card from your hand on this new vampire" (Tumnimos): one of the Discipline
    masters this Methuselah holds there (masters.DISCIPLINE_ON; one of the acting vampire's
    Disciplines first: the ash heap, then the library, then the hand), which gives it the
    Discipline and +1 capacity; "move up to N blood from the acting vampire to this new vampire"
    (``moved``, chosen with the action), after which it "cannot perform actions this turn".
    The search is the one diablerie allows (rules 6.5.5: shuffle the library afterward, or
    replace the card taken from the hand)."""
    su = s.setup
    places = ((m.hand,) if opt.has(Op.PUT_IN_PLAY) else (m.ash, m.library, m.hand)) if (
        opt.has(O_SEARCH) or opt.has(Op.PUT_IN_PLAY)) else ()
    best = discipline_master_in(su, places, a)
    if best is not None:
        discipline_master_on(s, m, *best, v)
    if opt.has(Op.MOVE_BLOOD):
        n = min(moved, opt.amount(Op.MOVE_BLOOD), s.blood[a], s.setup.capacity[v])
        if n > 0:
            s.blood[a] -= n
            s.blood[v] += n
        s.acted[v] = s.turn  # "and cannot perform actions this turn"


def discipline_master_on(s: GameState, m: Methuselah, zone: list[int], j: int, bit: int, v: int) -> None:
    """Discipline master card ``j``, found in ``m``'s ``zone`` by a search, goes on vampire ``v``:
    +1 level of the Discipline and +1 capacity (masters.DISCIPLINE_ON); the library is shuffled
    afterward, a card taken from the hand replaced (rules 6.5.5)."""
    zone.remove(j)
    if zone is m.hand:
        replace_cards(s, m)  # rules 1.6.1.2: a card leaving the hand is replaced
    elif zone is m.library:
        s.rng.shuffle(m.library)
    m.in_play.append(j)
    s.attached[j] = v
    masters.gain_discipline(s, v, bit)


def starting_life(s: GameState, t: int) -> int:
    """An ally's or retainer's starting life: its printed life (rules 6.1.4-6.1.5)."""
    e = s.setup.effect[t]
    return e.life if e is not None else 0


def wounded_retainers(s: GameState, m: Methuselah) -> list[int]:
    """``m``'s allies and retainers below their starting life."""
    su = s.setup
    out = [t for t in m.ready if su.is_ally[t] and s.blood[t] < starting_life(s, t)]
    out += [t for t in m.in_play if su.mode[t] == M_RETAINER and s.blood[t] < starting_life(s, t)]
    return out


def search_equip(s: GameState, a: int, t: int) -> None:
    """Magic of the Smith: take equipment card ``t`` (or another copy) from the library and
    equip the acting vampire with it, paying its cost (rules 6.1.3); shuffle the library."""
    m = s.players[s.current]
    su = s.setup
    if t not in m.library:
        t = next((j for j in m.library if su.card_id[j] == su.card_id[t]), -1)
    e = su.effect[t] if t >= 0 else None
    if e is not None and blood_cost(su, a, t) <= s.blood[a] and e.pool_cost <= m.pool:
        m.library.remove(t)
        equip_paid(s, s.current, a, t)
    s.rng.shuffle(m.library)


#: ``Prim.arg`` of :func:`summon_thing`'s search: an ally, retainer or equipment card; a vampire
_SUMMON_THINGS = (Thing.ANY, Thing.VAMPIRE)
_SUMMON_PAY = Prim(O_PAY_BLOOD, 0, 0, 0, 1)


def summon_thing(opt: Option) -> int:
    """Summon History: "search your library (shuffle afterward) and/or ash heap for an ally,
    retainer or equipment card costing X or fewer blood or pool and put that card in play, on
    this vampire and with life equal to its starting life" (``Thing.ANY``) / "search your crypt
    (shuffle afterward) and/or ash heap for a non-scarce vampire card with capacity X or less and
    put that vampire in play (with no blood)" (``Thing.VAMPIRE``), X the blood the acting vampire
    pays: the kind searched for, else -1."""
    p = opt.prims
    if len(p) == 2 and p[1] == _SUMMON_PAY and p[0].op == O_SEARCH and p[0].n == 1 and p[0].cond == 1 \
            and p[0].arg in _SUMMON_THINGS and not p[0].x:
        return p[0].arg
    return -1


def summon_x(su: GameSetup, t: int) -> int:
    """The least X for which :func:`summon_thing` finds card ``t``: a vampire's capacity, else
    the card's printed blood or pool cost (the X paid is no more than the card needs)."""
    if su.is_vampire[t]:
        return su.capacity[t]
    e = su.effect[t]
    return max(e.blood_cost, e.pool_cost) if e is not None else 0


def steal(s: GameState, a: int, t: int, opt: Option) -> None:
    """Rules 11 (steal): the acting minion's controller takes control of card ``t``, which stays
    in its zone; a retainer goes onto the acting minion (a card of the same kind it controls).
    A vampire in torpor moves to the ready region if the acting vampire burns 2 blood for it."""
    m = s.players[s.current]
    q = card_controller(s, t)
    if q < 0 or q == s.current:
        return
    other = s.players[q]
    if t in other.ready:
        other.ready.remove(t)
        m.ready.append(t)
    elif t in other.torpor:
        other.torpor.remove(t)
        m.torpor.append(t)
        cost = opt.amount(O_PAY_BLOOD)
        if opt.has(O_RESCUE) and s.blood[a] >= cost:
            s.blood[a] -= cost
            to_ready(s, t)
    elif t in other.in_play:
        other.in_play.remove(t)
        m.in_play.append(t)
        if s.attached[t] >= 0:
            s.attached[t] = a  # a retainer goes onto the acting minion; a location stays unattached


#: ``BURN_CARD`` cond: only a card on a minion controlled by the predator or the prey (Loss); not
#: a melee weapon (Gremlins)
BURN_NEAR, BURN_NOT_MELEE = 2, 3
#: ``DAMAGE`` arg bits an action card's damage has: unpreventable; a vampire burns blood instead;
#: an ally or a retainer only
DMG_UNPREVENTABLE, DMG_BLOOD, DMG_SMALL = 1, 4, 8
#: with DMG_BLOOD: a vampire only, ready or in torpor (Inside Dirt: "burn 3 blood from a vampire
#: controlled by another Methuselah")
DMG_VAMPIRE = 16
#: without DMG_BLOOD: "each of up to two minions controlled by a single Methuselah" (Shattering
#: Crescendo), after discarding a copy of the card (DISCARD_FROM_HAND's cond DISCARD_COPY)
DMG_TWO, DISCARD_COPY = 16, 2


def damage_targets(s: GameState, m: Methuselah, arg: int) -> list[int]:
    """Cards of other Methuselahs a (D) damage action of ``m`` may target: a ready minion; or
    (``DMG_BLOOD``) a vampire in play, an ally or a retainer; (``DMG_SMALL``) an ally or a
    retainer."""
    su = s.setup
    out: list[int] = []
    for q in s.players:
        if q is m or q.ousted:
            continue
        if arg & DMG_VAMPIRE and arg & DMG_BLOOD:
            out.extend(t for t in q.ready + q.torpor if su.is_vampire[t])
        elif arg & (DMG_BLOOD | DMG_SMALL):
            out.extend(t for t in q.ready + q.torpor if su.mode[t] == M_ALLY or (
                arg & DMG_BLOOD and su.is_vampire[t]))
            out.extend(j for j in q.in_play if su.mode[j] == M_RETAINER and s.attached[j] >= 0)
        else:
            out.extend(q.ready)
    return out


def damage_card(s: GameState, t: int, p: Prim) -> None:
    """Unpreventable damage outside combat (rules 6.4.6: a vampire heals it with blood, else
    goes to torpor; an ally or a retainer loses life, burned at 0); or a vampire burns blood."""
    if card_controller(s, t) < 0:
        return
    su = s.setup
    if p.arg & DMG_BLOOD and su.is_vampire[t]:
        s.blood[t] = max(0, s.blood[t] - p.n)
    elif su.mode[t] == M_RETAINER:
        combat.damage_retainer(s, t, p.n)
    else:
        combat.damage(s, t, p.n)


def damage_two(s: GameState, m: Methuselah, card: int, t: int, p: Prim) -> None:
    """"Discard a Shattering Crescendo to inflict N unpreventable damage on each of up to two
    minions controlled by a single Methuselah": the copy leaves the hand and is replaced (rules
    1.6.1.2); the target ``t`` and, the second one, the other ready minion of its controller
    with the least blood or life (the likeliest to fall); no copy left in hand: no effect."""
    q = card_controller(s, t)
    cid = s.setup.card_id[card]
    copy = next((j for j in m.hand if s.setup.card_id[j] == cid), -1)
    if q < 0 or copy < 0 or t not in s.players[q].ready:
        return
    m.hand.remove(copy)
    m.ash.append(copy)  # discarded
    replace_cards(s, m)
    other = [v for v in s.players[q].ready if v != t]
    second = min(other, key=lambda v: (s.blood[v], v)) if other else -1
    damage_card(s, t, p)
    if second >= 0 and card_controller(s, second) == q:
        damage_card(s, second, p)


def burn_targets(s: GameState, m: Methuselah, opt: Option) -> list[int]:
    """Cards other Methuselahs control that a (D) action of ``m`` burning cards of the kinds of
    ``opt`` can burn (rules 1.2, burn): their locations, equipment on their minions; with
    :data:`BURN_NEAR`, only those on a minion of the predator or the prey."""
    su = s.setup
    things = {p.arg for p in opt.prims if p.op == Op.BURN_CARD}
    near = any(p.cond == BURN_NEAR for p in opt.prims if p.op == Op.BURN_CARD)
    melee_ok = not any(p.cond == BURN_NOT_MELEE for p in opt.prims if p.op == Op.BURN_CARD)
    out: list[int] = []
    for q in s.players:
        if q is m or q.ousted:
            continue
        if near and q.index != s.prey(m.index) and q.index != s.predator(m.index):
            continue
        for j in q.in_play:
            if near and s.attached[j] < 0:
                continue
            if su.is_location[j]:
                if Thing.LOCATION in things:
                    out.append(j)
            elif Thing.EQUIPMENT in things and su.mode[j] == M_EQUIPMENT and s.attached[j] >= 0 and (
                    melee_ok or not su.is_melee[j]):
                out.append(j)
    return out


NO_OPTION = Option(0, 0, 0, ())


def burn_in_play(s: GameState, t: int, opt: Option) -> None:
    """A (D) action burns card ``t`` (rules 1.2, burn), cards on it with it; "and burn N pool
    from its controller" (Rewilding)."""
    q = card_controller(s, t)
    if q < 0 or q == s.current:
        return
    other = s.players[q]
    other.in_play.remove(t)
    for j in list(other.in_play):
        if s.attached[j] == t:
            other.in_play.remove(j)
            burn_card(s, j)
    burn_card(s, t)
    n = opt.amount(Op.BURN_POOL)
    if n and not other.ousted:
        burn_pool(s, q, n)


def equip_bleed_delta(s: GameState, m: Methuselah, a: int) -> int | None:
    """Minion ``a``'s bleed as a (D) action its equipment gives ("bleed at +1 bleed as a (D)
    action; no other equipment can increase the bleed amount of this action", Camera Phone): the
    change from its usual bleed amount, or None without such equipment."""
    su = s.setup
    best = -1
    equip = 0
    for j in s.on_minions.of_player(s, m.index, a):  # m.in_play's cards on it, in order
        if su.mode[j] == M_EQUIPMENT:
            e = su.effect[j]
            if e is not None and e.options:
                equip += max_amount(e.options[0], O_PLUS_BLEED)
            if su.equip_bleed[j] > best:
                best = su.equip_bleed[j]
    return None if best <= 0 else best - equip


def directed_bonus(s: GameState, v: int) -> int:
    """Intercept the cards on minion ``v`` give it during actions directed at its controller,
    the only ones it can block (rules 6.2.2.1; Abbot)."""
    db = s.setup.directed_bonus
    total = 0
    for j in s.on_minions.of(s, v):
        if db[j]:
            total += db[j]
    return total


def stealth_of(s: GameState, v: int) -> int:
    """A minion's stealth from its card text."""
    return s.setup.base_stealth[v]


_W_BLEEDING, _W_NO_CLAN, W_BLEED_ACTION, _W_UNDIRECTED, _W_HUNTING, _W_RECRUIT, _W_POLITICAL, _W_DIABLERIE, \
    W_REQUIRING, _W_BLOCKING, _W_IN_COMBAT, _W_EQUIP = (
        When.BLEEDING, When.BLEEDING_NO_CLAN, When.BLEED_ACTION, When.UNDIRECTED, When.HUNTING, When.RECRUIT_EMPLOY,
        When.POLITICAL, When.DIABLERIE, When.ACTION_REQUIRING, When.BLOCKING, When.IN_COMBAT_WITH, When.EQUIP,
    )
_W_POOL_AT_MOST = When.POOL_AT_MOST
W_REQUIRING_SECT = When.REQUIRING_SECT


_PREY_TITLES = frozenset({"prince", "justicar"})
BISHOPS = frozenset({"bishop", "archbishop"})


def aura_bonus(s: GameState, pend: Pending) -> None:
    """Stealth and bleed ready vampires' texts give the action just declared (rules 6.1.1,
    6.2.2.2): "while Mary Anne is ready, Inner Circle members get -2 bleed" (any Methuselah's);
    "Suhailah gets +1 stealth on each of her actions if your prey has a ready prince or
    justicar"; "while Roderick is ready, your minions get +1 stealth on equip actions"."""
    su = s.setup
    a = pend.actor
    p = controller_of(s, a)
    if p < 0:
        return
    if pend.kind == K_BLEED and su.title[a] == "inner circle":
        pend.bleed = max(0, pend.bleed - sum(su.ic_malus[v] for q in s.players for v in q.ready))
    if su.prey_title_stealth[a]:
        prey = s.players[s.prey(p)]
        if prey.index != p and any(su.is_vampire[v] and su.title[v] in _PREY_TITLES and v not in s.title_contested
                                   for v in prey.ready):
            pend.stealth += su.prey_title_stealth[a]
    if pend.kind == K_EQUIP:
        pend.stealth += sum(su.equip_aura[v] for v in s.players[p].ready)


def bleed_at_controller(s: GameState, a: int, target: int) -> int:
    """The bleed minion ``a`` gets bleeding Methuselah ``target`` from the texts of the target's
    ready vampires (rules 6.1.1): Hektor's "Baali get +1 bleed when bleeding you", Freddy Gage's
    "titled vampires get +1 bleed against you"."""
    su = s.setup
    total = 0
    for v in s.players[target].ready:
        for who, clan, n in su.bleed_vs_me[v]:
            if minion_is(su, a, who, clan):
                total += n
    return total


def declare_bonus(s: GameState, pend: Pending, cond: tuple) -> None:
    """The acting vampire's conditional stealth and bleed for the action just declared (rules
    6.1.1, 6.2.2.2): its bleeds, undirected actions, hunts, recruit and employ, political and
    diablerie actions, actions whose card requires a Discipline."""
    kind = pend.kind
    if kind == K_BLEED:
        bleed, stealth = bleed_against(s, pend.actor, pend.target_p, cond)
        pend.bleed += bleed
        pend.stealth += stealth
    need = 0
    opt = None
    if pend.card >= 0:
        e = s.setup.effect[pend.card]
        if e is not None and e.options:
            opt = e.options[pend.option if 0 <= pend.option < len(e.options) else 0]
            need = opt.need_any | opt.need_sup
    for when, _who, clan, op, n in cond:
        if op != O_STEALTH:
            continue
        if when == _W_UNDIRECTED:
            ok = not pend.directed
        elif when == _W_HUNTING:
            ok = kind == K_HUNT
        elif when == _W_RECRUIT:
            ok = kind == K_RECRUIT or kind == K_EMPLOY
        elif when == _W_POLITICAL:
            ok = kind == K_POLITICAL
        elif when == _W_DIABLERIE:
            ok = kind == K_DIABLERIZE
        elif when == _W_EQUIP:
            ok = kind == K_EQUIP
        elif when == W_REQUIRING:
            ok = bool(need >> (clan - 1) & 1)
        elif when == W_REQUIRING_SECT:
            # "actions that require an anarch": the card played for it requires one (clan: the Req)
            ok = opt is not None and any(p.op is O_REQUIRES and p.arg == clan for p in opt.prims)
        else:
            ok = False
        if ok:
            pend.stealth += n


def block_bonus(s: GameState, pend: Pending, v: int) -> int:
    """The intercept blocker ``v``'s own text gives against this action (rules 6.2.2.2): during
    bleed, political or diablerie actions, when attempting to block a minion of a clan / sect."""
    total = 0
    kind = pend.kind
    su = s.setup
    for when, who, clan, op, n in su.conditional[v]:
        if op != O_INTERCEPT:
            continue
        if when == _W_BLOCKING:
            t = pend.actor
            ok = t >= 0 and (minion_is(su, t, who, clan) if who != WHO_OLDER else is_older(su, t, v))
        elif when == W_BLEED_ACTION:
            ok = kind == K_BLEED
        elif when == _W_POLITICAL:
            ok = kind == K_POLITICAL
        elif when == _W_DIABLERIE:
            ok = kind == K_DIABLERIZE
        elif when == _W_POOL_AT_MOST:
            p = controller_of(s, v)  # "while you have 9 or fewer pool"
            ok = p >= 0 and s.players[p].pool <= clan
        else:
            ok = False
        if ok:
            total += n
    return total


def blocker_mod(s: GameState, a: int, v: int) -> int:
    """The intercept acting minion ``a``'s own text gives blocker ``v`` (rules 6.2.2.2): "Brujah
    get +1 intercept when attempting to block Nik", "younger Sabbat vampires get -1 intercept
    against Lucita"."""
    su = s.setup
    total = 0
    for who, clan, n, younger in su.blocker_mods[a]:
        if minion_is(su, v, who, clan) and (not younger or (su.is_vampire[v] and su.capacity[v] < su.capacity[a])):
            total += n
    return total


#: blood a vampire keeps after paying to unlock with its retainer (Homunculus)
UNLOCK_MARGIN = 2


def burn_off(s: GameState, m: Methuselah) -> None:
    """A card put on a vampire that "can burn 3 blood to burn this card" (Disarm): the rules
    burn it during the controller's unlock phase when the vampire keeps UNLOCK_MARGIN blood."""
    su = s.setup
    bo = su.burn_off
    for q in s.players:
        for j in [j for j in q.in_play if bo[j]]:
            v = s.attached[j]
            if v in m.ready and s.blood[v] >= bo[j] + UNLOCK_MARGIN:
                s.blood[v] -= bo[j]
                q.in_play.remove(j)
                burn_card(s, j)


def employer_unlocks(s: GameState) -> None:
    """During any Methuselah's unlock phase, the employer of a retainer such as Homunculus can
    burn 1 blood to unlock (rules 4: not "as normal"): the rules do it for a locked ready
    vampire of another Methuselah keeping UNLOCK_MARGIN blood, to block on this turn (the current
    Methuselah's minions have just unlocked)."""
    su = s.setup
    ue = su.unlock_employer
    for q in s.players:
        if q.index == s.current or q.ousted:
            continue
        for j in q.in_play:
            n = ue[j]
            if n:
                v = s.attached[j]
                if v in q.ready and s.locked[v] and s.blood[v] >= n + UNLOCK_MARGIN:
                    s.blood[v] -= n
                    s.locked[v] = 0


def rescue_tax(s: GameState, a: int, t: int) -> int:
    """Torpid Blood: rescuing an older vampire (greater capacity, rules 1.5) costs more blood."""
    su = s.setup
    if masters.TORPOR_TAX not in su.master_kinds or su.capacity[t] <= su.capacity[a]:
        return 0
    return masters.torpor_tax(s)


#: ``GameState.used`` mark (actor, SHROUD_UNLOCK): the acting vampire unlocks if its action succeeds
SHROUD_UNLOCK = -1773
OP_DAMAGE = Op.DAMAGE
OP_MARGIN_BLOOD = Op.MARGIN_BLOOD  # (play_modifier, for each primitive of a modifier)


def no_hunt_cards(su: GameSetup) -> tuple[int, ...]:
    """The cards by which the vampire they are on cannot hunt (Pulled Fangs: combat.pulled_fangs),
    memoized per setup."""
    got = su.memo.get(_NO_HUNT_KEY)
    if got is None:
        got = su.memo[_NO_HUNT_KEY] = tuple(
            i for i, e in enumerate(su.effect) if e is not None and e.mode == M_COMBAT and any(
                combat.pulled_fangs(o) for o in e.options))
    return got  # type: ignore[return-value]


_NO_HUNT_KEY = (-1, -1, 5000)  # (su.memo key)


def hunt_barred(s: GameState, v: int) -> bool:
    """Vampire ``v`` has a card on it by which it cannot hunt (:func:`no_hunt_cards`)."""
    att = s.attached
    return any(att[j] == v for j in no_hunt_cards(s.setup))
