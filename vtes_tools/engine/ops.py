"""Shared operations on the state (the operations layer: the rules, combat, politics and the card
modules call them; :mod:`.rules` keeps their names). Who controls a minion or a card, what a
Methuselah controls, a minion's bleed and intercept bonuses, drawing and replacing, gaining blood,
a card's requirements met; and the operations that fire card hooks: a card or a minion burned,
pool burned and Methuselahs ousted, a vampire to torpor and back, a unique card contested.

Those call the card families and the rules through :data:`HOOKS`, which each of them fills when
it is imported (``HOOKS.masters_storage_burned = storage_burned`` in :mod:`.masters`), at the
points and under the guards they called them directly before, so this module names none of them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..models import current_clan
from .actions import Action, Kind
from .effects import (
    AFTER_ACTION,
    PHASE_UNLOCK,
    REPLACE_LEAVES_PLAY,
    Effect,
    Mode,
    Op,
    Option,
    Prim,
    Req,
    Restriction,
    Thing,
    When,
    Who,
)

from .state import PutBack, Stat

if TYPE_CHECKING:
    from .state import GameSetup, GameState, Methuselah, Pending

# bound once for the hot paths, as in :mod:`.hot` (which imports the state)
O_INTERCEPT, O_PLUS_BLEED, O_REQUIRES = Op.INTERCEPT, Op.PLUS_BLEED, Op.REQUIRES
O_PAY_BLOOD, O_WAKE, O_WHEN, O_STEALTH = Op.PAY_BLOOD, Op.WAKE, Op.WHEN, Op.STEALTH
O_MINUS_INTERCEPT = Op.MINUS_INTERCEPT
O_VOTES, O_REDIRECT_BLEED, O_BLOCK_ANY, O_REDUCE_BLEED = Op.VOTES, Op.REDIRECT_BLEED, Op.BLOCK_ANY, Op.REDUCE_BLEED
O_PREVENT, O_PRESS, O_MANEUVER = Op.PREVENT, Op.PRESS, Op.MANEUVER
W_ONCE_PER_ACTION, W_BLEED_AGAINST_YOU = When.ONCE_PER_ACTION, When.BLEED_AGAINST_YOU
K_DISCARD_FOR = Kind.DISCARD_FOR
R_CAPACITY_AT_MOST = Req.CAPACITY_AT_MOST
M_ALLY, M_COMBAT, M_EQUIPMENT, M_RETAINER = Mode.ALLY, Mode.COMBAT, Mode.EQUIPMENT, Mode.RETAINER


class OpsHooks:
    """The card families' and the rules' steps the operations fire, each set by its module at import.

    A master card hook comes with the shape (``GameSetup.master_kinds``) that guards it, so a table
    without such a card pays one set check, as before. Importing any engine module imports the engine
    package first, which imports every family and the rules: all are set before a game is played (an
    unset one raises AttributeError naming it).
    """

    __slots__ = (
        "combat_damage", "combat_end_hand", "combat_strike_tuple", "masters_cost_kinds", "masters_haven",
        "masters_left_torpor", "masters_minion_loss", "masters_no_replace", "masters_on_minion_loss",
        "masters_on_torpor", "masters_ready_controller", "masters_sheltered", "masters_skip_replacements",
        "masters_storage", "masters_storage_burned", "masters_sync_costs", "masters_torpor_kinds", "masters_torpor_tax",
        "masters_vp_gained", "masters_vp_hand", "placed_minion_burned", "placed_oust_pool",
        "politics_removed_action_card", "rules_action_options", "rules_card_actions", "rules_continue_blocked_action",
        "rules_diablerie", "rules_end_turn", "rules_resolve", "wakers_on_torpor",
    )

    #: :mod:`.masters`: a Visit from the Capuchin's shape and its replacements skipped (:func:`replace_cards`)
    masters_no_replace: int
    masters_skip_replacements: Callable[[GameState, Methuselah, int], int]
    #: Storage Annex's shape and the card on it burned with it (:func:`burn_card`)
    masters_storage: int
    masters_storage_burned: Callable[[GameState, int], None]
    #: the shapes changing card costs while in play, and the costs recomputed when one leaves (:func:`burn_card`)
    masters_cost_kinds: frozenset[int]
    masters_sync_costs: Callable[[GameState], None]
    #: The Bitter and Sweet Story's shape and a victory point gained (:func:`oust_many`)
    masters_vp_hand: int
    masters_vp_gained: Callable[[GameState, Methuselah, int], None]
    #: Tension in the Ranks' shape, the Methuselah a ready minion is burned for (-1: none) and its
    #: step after the burn (:func:`burn_minion`)
    masters_minion_loss: int
    masters_ready_controller: Callable[[GameState, int], int]
    masters_on_minion_loss: Callable[[GameState, int], None]
    #: the shapes with a step when a vampire goes to torpor, and that step (:func:`to_torpor`)
    masters_torpor_kinds: frozenset[int]
    masters_on_torpor: Callable[[GameState, int, int], None]
    #: Torpid Blood's shape and its step when a vampire leaves torpor (:func:`to_ready`)
    masters_torpor_tax: int
    masters_left_torpor: Callable[[GameState], None]
    #: Secure Haven's shape and whether a vampire is sheltered by one (:func:`targeted_ok`)
    masters_haven: int
    masters_sheltered: Callable[[GameState, int], bool]
    #: :mod:`.placed`: the pool an ousting predator gains from cards in play, and a unique minion burned
    placed_oust_pool: Callable[[GameState, int], int]
    placed_minion_burned: Callable[[GameState, int], None]
    #: :mod:`.wakers`: a vampire of ``m`` went to torpor (:func:`to_torpor`)
    wakers_on_torpor: Callable[[GameState, int, Methuselah], None]
    #: :mod:`.combat`: a combat ends (its "+2 hand size for the remainder of this combat" goes)
    combat_end_hand: Callable[[GameState], None]
    #: damage inflicted on a minion outside the strikes (environmental damage of masters, burnable and
    #: placed cards, an imbued burned)
    combat_damage: Callable[..., bool]
    #: the strike a side makes with an option of a card (None: a hand strike; the imbued's conviction strikes)
    combat_strike_tuple: Callable[..., tuple]
    #: :mod:`.politics`: the action card removed from the game rather than burned when its action
    #: is blocked or ends, "even if the action fails" (:func:`burn_action_card`)
    politics_removed_action_card: int
    #: :mod:`.rules`: the current Methuselah's turn ends (the current one is ousted: :func:`oust_many`)
    rules_end_turn: Callable[[GameState], None]
    #: an action resolves (a card in play recruited, employed or equipped by a master card's action),
    #: and a minion's action cards listed (those a master card lets it play)
    rules_resolve: Callable[[GameState, Pending], None]
    rules_card_actions: Callable[..., None]
    #: the ways minion ``a`` can play action card ``i`` (memoized per setup), a blocked action
    #: going on after its combat ("the action continues as if unblocked"), and a diablerie
    rules_action_options: Callable[[GameSetup, int, int], tuple]
    rules_continue_blocked_action: Callable[[GameState, int, int], None]
    rules_diablerie: Callable[[GameState, int, int], None]


#: The one set of hooks (filled by the family modules and the rules as they are imported).
HOOKS = OpsHooks()

_W_BLEEDING, _W_NO_CLAN, _W_BLEED_ACTION, _W_IN_COMBAT = (
    When.BLEEDING, When.BLEEDING_NO_CLAN, When.BLEED_ACTION, When.IN_COMBAT_WITH,
)


#: ``GameState.used`` marks (card or vampire, mark)
USED_CARD = -2
FED_FROM_GROUND = -3
UNLOCK_AT_END = -102  # (minion, UNLOCK_AT_END): it unlocks at the end of the turn (Leather Jacket)
RECRUITED = -131  # (vampire, RECRUITED): it has made a successful recruit ally action this turn
REDRAW_USED = -1209  # (vampire, REDRAW_USED): Blackhorse Tanner's redraw used this turn
#: in ``GameState.used``: the current Methuselah's minions get +1 bleed for the rest of the turn or
#: until a bleed action is blocked (Dream World); ``PLUS_BLEED`` arg of the card giving it
TURN_BLEED, PLUS_BLEED_TURN = (-1, -105), 2
WHO_OLDER = Who.OLDER
#: Blockers "-N intercept" applies to: any (the blocking minion), allies and younger vampires,
#: younger vampires, allies, vampires, minions with any corruption counters (rules 6.2.2.2).
MINUS_INTERCEPT_WHO = frozenset({Who.ANY, Who.ALLY_OR_YOUNGER, Who.YOUNGER, Who.ALLY, Who.VAMPIRE, Who.CORRUPTED})
#: "this minion gets an optional maneuver each combat" (Jackie Therman; combat._maneuvers)
RETAINER_MANEUVER = (Prim(Op.MANEUVER, 1),)
#: ``GameSetup.cannot`` bits: what a vampire cannot do.
NO_BLOCK, NO_BLOCK_TITLED, NO_BLEED, NO_ACTION_CARDS, NO_HUNT_STEALTH, NO_BLOOD_HUNT, NO_WEAPONS = (
    1 << Restriction.BLOCK, 1 << Restriction.BLOCK_TITLED, 1 << Restriction.BLEED,
    1 << Restriction.PLAY_ACTION_CARDS, 1 << Restriction.HUNT_STEALTH, 1 << Restriction.BLOOD_HUNT,
    1 << Restriction.USE_WEAPONS,
)
NO_POLITICAL = 1 << Restriction.POLITICAL_ACTIONS
#: ``Pending.flags``: vampires cannot block this action (Daring the Dawn).
NO_VAMPIRE_BLOCK = 1
#: ``Pending.flags``: "this vampire does not lock for the block" (Read the Winds [ani aus]).
BLOCKER_NO_LOCK = 16384
#: ``Pending.flags``: "vampires must burn 1 blood to attempt to block this action" (Force of
#: Personality [PRE]); with TOLL_ALL every minion must, so others (allies cannot burn blood)
#: cannot block (Tenebrous Form [OBT]); minions with the Discipline whose index + 1 is in the
#: bits from TOLL_DISC_SHIFT up pay nothing ("minions without Obtenebration").
BLOCK_TOLL = 1 << 30
TOLL_ALL = 1 << 31
#: ``Pending.flags``: "non-zombie allies cannot block this action" (Force of Personality [PRE]).
NO_ALLY_BLOCK = 1 << 32
TOLL_DISC_SHIFT = 40
TOLLS = BLOCK_TOLL | NO_ALLY_BLOCK
T_ANY, T_COMBAT, T_DISCIPLINE_CARD, T_ANIMAL, T_WRAITH, T_ALLY_OR_RETAINER = (
    Thing.ANY, Thing.COMBAT, Thing.DISCIPLINE_CARD, Thing.ANIMAL, Thing.WRAITH, Thing.ALLY_OR_RETAINER,
)
T_LOCATION, T_RETAINER, T_EQUIPMENT = int(Thing.LOCATION), int(Thing.RETAINER), int(Thing.EQUIPMENT)
T_ALLY = int(Thing.ALLY)
T_REACTION = int(Thing.REACTION)
#: ``GameSetup.cost_mods`` thing of a ``REDIRECT_TAX`` event: cards changing the target of a bleed
REDIRECT_THING = -45
#: ``GameSetup.cost_mods`` thing of a ``COST_PATH`` card's discount (else as ``Thing.DISCIPLINE_CARD``)
PATH_THING = -40
#: ``GameSetup.cost_mods`` thing of an ``ALLY_DISCOUNT`` card's discount: ally cards
ALLY_THING = -42
#: the action a card in play of each mode comes with (equip, employ, recruit)
MODE_KIND = {M_EQUIPMENT: Kind.EQUIP, M_RETAINER: Kind.EMPLOY, M_ALLY: Kind.RECRUIT}
#: Victory points for ousting your prey and for being the last one standing (rules 9.1).
OUST_POOL = 6
#: ``new_tuple(Action, (kind, actor, card, target, n))`` builds an Action without the keyword
#: constructor's Python frame, in the loops that list many actions
new_tuple = tuple.__new__


def op_set(*names: str) -> frozenset[Op]:
    """The members of :class:`Op` among ``names`` (the vocabulary grows over versions)."""
    return frozenset(Op[n] for n in names if n in Op.__members__)


#: Op members of the wider vocabulary the engine reads when the registry provides them.
LOCK_SELF = Op.__members__.get("LOCK_SELF")
CANNOT = Op.__members__.get("CANNOT")
END_ACTION = Op.__members__.get("END_ACTION", O_WAKE)

#: Primitives the engine knows in each context where a card is played: an option with any
#: other primitive (a requirement, a condition, an effect the engine does not apply) is never
#: played there.
KNOWN: dict[Op, frozenset[Op]] = {
    # "only usable during a bleed against you" (WHEN) and 1 optional maneuver if it blocks
    O_WAKE: op_set(
        "WAKE", "INTERCEPT", "UNLOCK_MINION", "LOCK_SELF", "CANNOT", "REQUIRES", "PAY_BLOOD", "WHEN", "MANEUVER",
    ),
    # "this vampire does not lock for the block" (Read the Winds [ani aus]): UNLOCK_MINION
    # "1 optional maneuver or press if this vampire blocks" (Eyes of the Night [OBT]): PRESS
    # with MANEUVER only (known_for)
    O_INTERCEPT: op_set("INTERCEPT", "REQUIRES", "MANEUVER", "PREVENT", "UNLOCK_MINION", "PRESS"),
    O_REDIRECT_BLEED: op_set("REDIRECT_BLEED", "LOCK_SELF", "REQUIRES"),
    O_STEALTH: op_set("STEALTH", "PLUS_BLEED", "REQUIRES"),
    O_VOTES: op_set("VOTES", "LOCK_SELF", "REQUIRES"),
    # "this vampire attempts to block the current action, ignoring the normal restrictions";
    # "this Anarch does not lock for blocking this action" (Guardian Vigil [for]): UNLOCK_MINION
    O_BLOCK_ANY: op_set("BLOCK_ANY", "INTERCEPT", "MANEUVER", "REQUIRES", "UNLOCK_MINION"),
    # "reduce a bleed against you by N" (Telepathic Counter); "lock this vampire to reduce a
    # bleed against you to 0" (Visions of Zapathasura [OBF PRE])
    O_REDUCE_BLEED: op_set("REDUCE_BLEED", "REQUIRES", "LOCK_SELF"),
}
#: Reaction steps paying an option's plain "burn N blood to ..." with the card (:func:`played_blood`).
PAID_REACTIONS = frozenset({O_WAKE, O_INTERCEPT, O_REDIRECT_BLEED, O_BLOCK_ANY, O_REDUCE_BLEED})


def draw_cards(m: Methuselah, k: int = 1) -> None:
    """Draw up to ``k`` cards; an empty library draws nothing (rules 1.6.1.2)."""
    lib = m.library
    for _ in range(k):
        if not lib:
            return
        m.hand.append(lib.pop())


def gain_blood(s: GameState, i: int, n: int) -> None:
    """Blood over capacity returns to the bank at once (rules 6.1.2, 7); allies and retainers
    keep life over their printed amount."""
    su = s.setup
    b = s.blood[i] + n
    if su.is_vampire[i]:
        cap = su.capacity[i]
        s.blood[i] = cap if b > cap else b
    elif not su.strength_is_life[i]:  # Shambling Hordes "cannot gain life" (it goes to the bank)
        s.blood[i] = b


def usable(setup: GameSetup, actor: int, eff: Effect, opt: Option) -> bool:
    """Can ``actor`` play this option: disciplines, clan, title, capacity (rules 1.6.1.3)."""
    if opt.need_any & ~setup.disc_any[actor] or opt.need_sup & ~setup.disc_sup[actor]:
        return False
    nd = setup.no_disc[actor]
    if nd and any(o.need_any & nd for o in eff.options):
        return False  # "he cannot use cards requiring Celerity [cel]" (any of its options)
    if eff.clans and current_clan(setup.clan[actor]) not in {current_clan(c) for c in eff.clans} \
            and not (setup.as_clan[actor] and setup.as_clan[actor].intersection(current_clan(c) for c in eff.clans)):
        return False  # "can play cards requiring a Tremere as if he were a Tremere"
    if eff.titles:
        title = setup.title[actor]
        if not title or ("titled" not in eff.titles and title not in eff.titles):
            return False
    if eff.min_capacity and setup.capacity[actor] < eff.min_capacity:
        return False
    for p in opt.prims:
        if p.op is O_REQUIRES:
            # sect, trait and title words (rules 1.6.1.3); a requirement the minion's columns
            # cannot answer (a ghoul, a locked minion...) never holds
            if p.arg == R_CAPACITY_AT_MOST:
                if setup.capacity[actor] > p.cond or not setup.is_vampire[actor]:
                    return False
            elif not (setup.req_bits[actor] >> p.arg) & 1:
                return False
    return True


def max_amount(opt: Option, op: Op) -> int:
    """The largest ``op`` amount of an option ("as above, but +2 stealth" restates the +1)."""
    best = 0
    for p in opt.prims:
        if p.op == op and p.n > best:
            best = p.n
    return best


def card_controller(s: GameState, j: int) -> int:
    """The Methuselah controlling card ``j`` in play (a minion, or a card in an in-play zone), or -1."""
    got = controller_of(s, j)
    if got >= 0:
        return got
    for q in s.players:
        if j in q.in_play:
            return q.index
    return -1


def controls_same(s: GameState, m: Methuselah, i: int) -> bool:
    """Does ``m`` control a card with the same name as ``i`` (unique cards, rules 4.1)?"""
    uk = s.setup.unique_key
    key = uk[i]
    for zone in (m.ready, m.torpor, m.in_play, m.contested):
        for j in zone:
            if uk[j] == key:
                return True
    return False


def minion_bonus(s: GameState, m: Methuselah, minion: int, op: Op) -> int:
    """Sum of ``op`` on cards attached to ``minion`` (equipment +1 bleed...), and Dream World's
    +1 bleed to the current Methuselah's minions this turn."""
    used = s.used
    total = 1 if used and op is O_PLUS_BLEED and TURN_BLEED in used and m.index == s.current else 0
    cards = s.on_minions.of_player(s, m.index, minion)  # m.in_play's cards on it, in order
    if cards:
        eff = s.setup.effect
        for j in cards:
            e = eff[j]
            if e is not None and e.options:
                total += max_amount(e.options[s.on_option[j]], op)
    return total


def controller_of(s: GameState, i: int) -> int:
    """The Methuselah controlling minion ``i`` (ready or in torpor), or -1."""
    o = s.setup.owner[i]
    m = s.players[o]
    if i in m.ready or i in m.torpor:
        return o
    for q in s.players:
        if i in q.ready or i in q.torpor:
            return q.index
    return -1


def attached_amount(s: GameState, v: int, op: Op) -> int:
    """What the cards on minion ``v`` (equipment, retainers, cards put on it) give of ``op``
    (not the cards giving intercept only during actions directed at their controller, nor those
    burned to prevent one strike's damage)."""
    total = 0
    eff = s.setup.effect
    ns = s.setup.not_static
    oo = s.on_option
    for j in s.on_minions.of(s, v):  # the cards on v, in the order of the in-play zones
        if not ns[j]:
            e = eff[j]
            if e is not None and e.options:
                total += max_amount(e.options[oo[j]], op)
    return total


def intercept_of(s: GameState, v: int) -> int:
    """A minion's intercept from its card text and the cards on it (rules 6.2.2.2)."""
    return s.setup.base_intercept[v] + attached_amount(s, v, O_INTERCEPT)


WHO_YOUNGER = Who.YOUNGER


SECT_OF = {Who.CAMARILLA: "Camarilla", Who.SABBAT: "Sabbat", Who.ANARCH: "Anarch"}


def minion_is(su: GameSetup, t: int, who: int, clan: int) -> bool:
    """Is minion ``t`` of the :class:`Who` filter (a clan: index + 1 in ``clan``; a sect; titled)."""
    if who == Who.CLAN:
        return su.clan_index[t] == clan
    if who == Who.ALLY:
        return not su.is_vampire[t]
    if not su.is_vampire[t]:
        return False
    if who == Who.TITLED:
        return bool(su.title[t])
    sect = SECT_OF.get(who)  # type: ignore[call-overload]
    return sect is None or su.sect[t] == sect


def controls_ready(s: GameState, p: int, who: int, clan: int) -> bool:
    """Does Methuselah ``p`` control a ready vampire of the clan / sect?"""
    su = s.setup
    is_v = su.is_vampire
    return any(is_v[v] and minion_is(su, v, who, clan) for v in s.players[p].ready)


def directed_ok(s: GameState, p: int, a: int) -> bool:
    """May minion ``a``, controlled by Methuselah ``p``, perform directed actions? A slave needs
    a ready vampire of its master clan under ``p``'s control (rules 11); "Valkyrie cannot
    perform directed actions unless Brunhilde is ready" (in any Methuselah's ready region)."""
    su = s.setup
    if su.slave_of[a] and not controls_ready(s, p, Who.CLAN, su.slave_of[a]):
        return False
    named = su.directed_unless[a] if su.any_directed_unless else None
    return named is None or any(j in q.ready for q in s.players for j in named)


def bleed_against(s: GameState, a: int, target: int, cond: tuple) -> tuple[int, int]:
    """(bleed, stealth) vampire ``a``'s own text gives when bleeding Methuselah ``target``
    ("+1 bleed when bleeding a Methuselah who controls a ready Tremere", "-1 stealth when
    bleeding"; rules 6.1.1)."""
    bleed = stealth = 0
    for when, who, clan, op, n in cond:
        if when == _W_BLEEDING and who == WHO_YOUNGER:
            su = s.setup  # Stravinsky: "... against a Methuselah who controls a younger ready Tzimisce"
            ok = any(su.is_vampire[v] and su.clan_index[v] == clan and su.capacity[v] < su.capacity[a]
                     for v in s.players[target].ready)
        elif when == _W_BLEEDING:
            ok = not (who or clan) or controls_ready(s, target, who or Who.CLAN, clan)
        elif when == _W_NO_CLAN:
            ok = not controls_ready(s, target, Who.CLAN, clan) and not controls_ready(s, target, Who.CLAN, who)
        else:
            ok = when == _W_BLEED_ACTION
        if ok:
            if op == O_PLUS_BLEED:
                bleed += n
            else:
                stealth += n
    return bleed, stealth


def sect_bleed(s: GameState, a: int, target: int) -> int:
    """"While Marcus is ready and a prince, Sabbat vampires you control get +1 bleed when
    bleeding a Methuselah who controls a ready Camarilla vampire" (rules 6.1.1): the bleed
    Sabbat vampire ``a`` gets from such vampires of its controller, bleeding ``target``."""
    su = s.setup
    p = controller_of(s, a)
    if p < 0 or target < 0 or su.sect[a] != "Sabbat" or not su.is_vampire[a]:
        return 0
    sb = su.sect_bleed
    n = sum(sb[v] for v in s.players[p].ready if sb[v] and su.title[v] and v not in s.title_contested)
    return n if n and controls_ready(s, target, Who.CAMARILLA, 0) else 0


def hand_size_change(m: Methuselah, n: int) -> None:
    """A ready vampire's "+n hand size" comes or goes: the hand matches the new size at once
    (rules 1.6.1.2), drawing up or discarding down (the cards drawn last)."""
    m.hand_size += n
    if n > 0:
        draw_cards(m, n)
        return
    excess = len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action)
    for _ in range(min(excess, -n)):
        m.ash.append(m.hand.pop())


def distinct(su: GameSetup, cards: list[int]) -> list[int]:
    """One instance per card id."""
    seen: set[int] = set()
    out = []
    for i in cards:
        cid = su.card_id[i]
        if cid not in seen:
            seen.add(cid)
            out.append(i)
    return out


def replace_cards(s: GameState, m: Methuselah, k: int = 1) -> None:
    """Replace ``k`` cards (rules 1.6.1.2): a Visit from the Capuchin ``m`` controls burns one of
    its counters instead of each, as long as it has some."""
    if k and HOOKS.masters_no_replace in s.setup.master_kinds and m.in_play:
        k = HOOKS.masters_skip_replacements(s, m, k)
    draw_cards(m, k)
    if k and s.setup.any_redraw and m.library:
        redraw_replacement(s, m)
    c = s.combat
    if k and c is not None and (c.pursuit[0] or c.pursuit[1]) and m.index in c.p and c.pursuit[c.p.index(m.index)]:
        pursuit_draw(s, m, k)


def redraw_replacement(s: GameState, m: Methuselah) -> None:
    """Blackhorse Tanner: "once each turn, when you draw a card from your library, you may place
    that card on the bottom of your library and draw a new card": done by a ready one for a
    replacement card the rules do not play (a dead draw)."""
    su = s.setup
    card = m.hand[-1]
    if not su.redraw_dead[card]:
        return
    for v in m.ready:
        if su.redraw[v] and (v, REDRAW_USED) not in s.used:
            s.used.add((v, REDRAW_USED))
            m.hand.pop()
            m.library.insert(0, card)  # the bottom (cards are drawn from the end)
            m.hand.append(m.library.pop())
            return


def pursuit_draw(s: GameState, m: Methuselah, k: int) -> None:
    """Infernal Pursuit [CEL]: each replacement draws an additional card, then ``m`` discards
    down to its hand size (rules 1.6.1.2), one card of its choice at a time (PutBack.DISCARD_DOWN)."""
    draw_cards(m, k)
    excess = len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action)
    if excess > 0:
        s.put_back, s.put_back_to, s.recur = s.put_back + excess, PutBack.DISCARD_DOWN, (-1, m.index)


def play_from_hand(s: GameState, m: Methuselah, i: int, eff: Effect) -> None:
    """Take a card from hand and replace it (rules 1.6.1.2) unless it says not to yet."""
    m.hand.remove(i)
    s.turn_cards += 1
    if eff.replace_at < 0:
        replace_cards(s, m)
    elif eff.replace_at == PHASE_UNLOCK:
        m.owed_unlock += 1
    elif eff.replace_at == AFTER_ACTION:
        m.owed_action += 1  # drawn when the action ends (_end_action)
    elif eff.replace_at == REPLACE_LEAVES_PLAY:
        pass  # "do not replace as long as this card is in play" (the rules never burn it)
    else:
        m.owed_discard += 1


def burn_card(s: GameState, i: int) -> None:
    """A card goes to its owner's ash heap (rules 1.2: burn)."""
    s.blood[i] = 0
    s.locked[i] = 0
    s.attached[i] = -1
    if s.corruption:
        s.corruption.pop(i, None)  # its counters burn with it
    s.players[s.setup.owner[i]].ash.append(i)
    if HOOKS.masters_storage in s.setup.master_kinds and (s.setup.master_shape[i] or (0,))[0] == HOOKS.masters_storage:
        HOOKS.masters_storage_burned(s, i)  # Storage Annex: the card face down on it
    if HOOKS.masters_cost_kinds & s.setup.master_kinds \
            and (s.setup.master_shape[i] or (0,))[0] in HOOKS.masters_cost_kinds:
        HOOKS.masters_sync_costs(s)  # a Path, Charisma, Narrow Minds leaves play: its cost change with it


def burn_pool(s: GameState, p: int, n: int) -> None:
    """``p`` loses ``n`` pool; at 0 pool a Methuselah is ousted (rules 9.1)."""
    m = s.players[p]
    m.pool -= n
    if m.pool <= 0:
        m.pool = 0
        if not m.passive:
            oust_many(s, [p])


def oust_many(s: GameState, ps: list[int]) -> None:
    """Rules 9.1: oust ``ps`` at once. Their controlled cards leave the game; for each, its
    predator scores 1 VP and gains 6 pool (no pool if ousted at the same time); the last
    Methuselah standing scores 1 more VP."""
    ps = [p for p in ps if not s.players[p].ousted]
    if not ps:
        return
    preds = [s.predator(p) for p in ps]
    for p in ps:
        m = s.players[p]
        m.ousted = True
        s.seating.prey_of = s.seating.predator_of = None  # prey and predator change (rules 2.1)
        m.oust_turn = s.table_turn
        m.pool = 0
        gone = set(m.ready) | set(m.torpor) | set(m.in_play) | set(m.contested)
        for zone in (m.ready, m.torpor, m.in_play, m.contested):
            for i in zone:
                s.blood[i] = 0
                s.attached[i] = -1
                s.locked[i] = 0
                s.players[s.setup.owner[i]].removed.append(i)
            zone.clear()
        # cards of others on the ousted Methuselah's minions burn with them
        for q in s.players:
            for j in [j for j in q.in_play if s.attached[j] in gone]:
                q.in_play.remove(j)
                burn_card(s, j)
        for i in gone:
            s.title_votes.pop(i, None)
            s.title_contested.discard(i)
            s.cannot_block.discard(i)
        if s.edge == p:
            s.edge = -1
    for p, predator in zip(ps, preds, strict=True):
        if predator != p:
            pm = s.players[predator]
            pm.vp += 1
            if HOOKS.masters_vp_hand in s.setup.master_kinds:
                HOOKS.masters_vp_gained(s, pm, 1)  # The Bitter and Sweet Story: +2 hand size
            if not pm.ousted:
                pm.pool += OUST_POOL
                if s.setup.any_placed:
                    pm.pool += HOOKS.placed_oust_pool(s, predator)  # Khabar: Glory
    alive = [q for q in s.seating if not s.players[q].ousted and not s.players[q].passive]
    if len(alive) <= 1:
        if len(alive) == 1 and not any(q.passive for q in s.players):
            s.players[alive[0]].vp += 1  # the last Methuselah standing
        finish_game(s)
        return
    c = s.combat
    if c is not None and (c.p[0] in ps or c.p[1] in ps):
        HOOKS.combat_end_hand(s)  # the other side's "+2 hand size for the remainder of this combat"
        s.combat = None
    r = s.referendum
    if r is not None and r.caller in ps:
        s.referendum = None
    elif r is not None:
        r.order = [q for q in r.order if q not in ps]
        r.k = min(r.k, len(r.order))
    if s.put_back and (s.recur[1] if s.put_back_to == PutBack.DISCARD_DOWN else s.current) in ps:
        # cards an ousted Methuselah still owed to discard or put back (Infernal Pursuit's
        # discard down, out of turn): nothing more is asked of them (rules 9.1)
        s.put_back, s.put_back_to, s.recur = 0, 0, (-1, 0)
    pend = s.pending
    if pend is not None and (s.current in ps or pend.target_p in ps):
        if s.current in ps:
            s.pending = None
        else:
            pend.block_order = [q for q in pend.block_order if q not in ps]
    if s.current in ps:
        s.pending = None
        HOOKS.combat_end_hand(s)
        s.combat = None
        s.referendum = None
        HOOKS.rules_end_turn(s)


def finish_game(s: GameState, timed_out: bool = False) -> None:
    """The game ends: at the time limit each Methuselah still in scores 0.5 VP (VEKN
    tournament rules, table games only)."""
    if s.terminal:
        return
    s.terminal = True
    s.pending = None
    s.combat = None
    s.referendum = None
    if timed_out:
        s.timed_out = True
        if not any(m.passive for m in s.players):
            for m in s.players:
                if not m.ousted:
                    m.vp += 0.5
    if s.record and not any(m.passive for m in s.players):
        table_record(s)


def table_record(s: GameState) -> None:
    """One row per Methuselah at the end of a table turn (``TABLE_FIELDS``)."""
    is_v = s.setup.is_vampire
    for m in s.players:
        p = m.index
        vamps = sum(1 for i in m.ready if is_v[i]) + len(m.torpor)
        s.table_log.append((
            s.table_turn, p, m.pool, len(m.ready) + len(m.torpor), vamps, s.table_dealt[p], s.table_received[p],
            m.vp, 1 if m.ousted else 0,
        ))
        s.table_dealt[p] = 0
        s.table_received[p] = 0


def burn_minion(s: GameState, v: int) -> None:
    """A minion is burned with every card on it (rules 6.4.6, 6.5.5): all to the ash heap."""
    if s.setup.any_placed and s.setup.is_unique[v]:
        HOOKS.placed_minion_burned(s, v)  # Khazar's Diary: "after a unique minion in play is burned, add 1 counter"
    loss = HOOKS.masters_ready_controller(s, v) if HOOKS.masters_minion_loss in s.setup.master_kinds else -1
    near = controller_of(s, v) if s.setup.any_neighbour_burn_blood and s.setup.is_vampire[v] else -1
    phoenix = s.setup.phoenix[v]
    if phoenix:
        p = controller_of(s, v)
        if p >= 0:
            s.players[p].next_transfers += phoenix  # "you get +3 transfers at the start of your next influence phase"
    for m in s.players:
        if s.setup.hand_bonus[v] and v in m.ready:
            hand_size_change(m, -s.setup.hand_bonus[v])
        for zone in (m.ready, m.torpor, m.contested):
            if v in zone:
                zone.remove(v)
        for zone in (m.in_play, m.contested):
            for j in [j for j in zone if s.attached[j] == v]:
                zone.remove(j)
                burn_card(s, j)
    burn_card(s, v)
    if phoenix:
        # The Capuchin: "move him to his owner's uncontrolled region", without blood
        s.players[s.setup.owner[v]].ash.remove(v)
        s.players[s.setup.owner[v]].uncontrolled.append(v)
    s.title_votes.pop(v, None)
    s.title_contested.discard(v)
    s.cannot_block.discard(v)
    s.no_unlock.discard(v)
    s.stats[Stat.BURNED] += 1
    if loss >= 0:
        HOOKS.masters_on_minion_loss(s, loss)  # Tension in the Ranks: "after a ready minion is burned"
    if near >= 0:
        neighbour_burned(s, near)


def neighbour_burned(s: GameState, p: int) -> None:
    """A vampire Methuselah ``p`` controlled was burned: "whenever a vampire controlled by your
    predator or prey is burned, Mina gains 3 blood" (rules 6.1.2: over capacity to the bank)."""
    nb = s.setup.neighbour_burn_blood
    for q in sorted({s.prey(p), s.predator(p)} - {p}):
        m = s.players[q]
        for w in m.ready + m.torpor:
            if nb[w]:
                gain_blood(s, w, nb[w])


def to_torpor(s: GameState, v: int) -> None:
    """A wounded vampire goes to torpor with the cards on it (rules 6.5.1)."""
    p = controller_of(s, v)
    if p < 0:
        return
    m = s.players[p]
    if v in m.ready:
        m.ready.remove(v)
        m.torpor.append(v)
        s.stats[Stat.TORPOR] += 1
        if s.setup.hand_bonus[v]:
            hand_size_change(m, -s.setup.hand_bonus[v])
        if HOOKS.masters_torpor_kinds & s.setup.master_kinds:
            HOOKS.masters_on_torpor(s, v, p)  # Fame's pool, Secure Haven burned
        if s.setup.any_waker and m.in_play:
            HOOKS.wakers_on_torpor(s, v, m)  # Eternal Vigilance burned


def to_ready(s: GameState, v: int) -> None:
    """Out of torpor, to the ready region, neither locked nor unlocked by it (rules 6.5.2-6.5.3)."""
    p = controller_of(s, v)
    m = s.players[p]
    if v in m.torpor:
        m.torpor.remove(v)
        m.ready.append(v)
        check_titles(s, v)
        if HOOKS.masters_torpor_tax in s.setup.master_kinds:
            HOOKS.masters_left_torpor(s)  # Torpid Blood: its replacement
        if s.setup.hand_bonus[v]:
            hand_size_change(m, s.setup.hand_bonus[v])


def check_titles(s: GameState, v: int) -> None:
    """Rules 4.2: a vampire coming into play with a unique title another ready vampire claims
    (the same city's prince, the same clan's justicar...): the title is contested."""
    key = s.setup.title_key[v]
    if key is None:
        return
    tk = s.setup.title_key
    for m in s.players:
        for w in m.ready:
            if w != v and tk[w] == key:
                s.title_contested.add(v)
                s.title_contested.add(w)


def shared_keys(su: GameSetup) -> bytes:
    """Per card instance: 1 if another card of the game has its unique key (its name, rules
    4.1), else 0; memoized per setup (a fact of the whole table, moved with the cards)."""
    got = su.memo.get(("shared_keys",))
    if got is None:
        count = Counter(su.unique_key)
        got = su.memo[("shared_keys",)] = bytes(1 if count[k] > 1 else 0 for k in su.unique_key)
    return got  # type: ignore[return-value]


def contest(s: GameState, p: int, i: int) -> bool:
    """Rules 4.1: ``i`` enters play for ``p`` while another Methuselah controls a copy: every
    copy becomes contested (face down, out of play). True if ``i`` is now contested."""
    su = s.setup
    if not shared_keys(su)[i] and not su.uncontestable[i] and not any(
            i in q.ready or i in q.torpor or i in q.in_play or i in q.contested for q in s.players if q.index != p):
        return False  # no other card of its name in the game, and not itself elsewhere: nothing to contest
    uk = su.unique_key
    key = uk[i]
    found = False
    if su.uncontestable[i]:
        # "cannot be contested; if a second Jimmy would enter play, burn the first Jimmy in play"
        for q in s.players:
            for j in [j for j in q.ready + q.torpor if j != i and uk[j] == key]:
                burn_minion(s, j)
        return False
    for q in s.players:
        if q.index == p:
            continue
        for zone in (q.ready, q.torpor, q.in_play):
            for j in zone:
                if uk[j] == key:
                    zone.remove(j)
                    q.contested.append(j)
                    found = True
                    break
        if any(uk[j] == key for j in q.contested):
            found = True
    if found:
        s.players[p].contested.append(i)
    return found


def blood_cost(su: GameSetup, v: int, i: int) -> int:
    """The blood card ``i`` costs minion ``v`` (rules 6.2.3), after the vampire's own "cards
    requiring X / combat cards cost N fewer (or more) blood" (memoized per setup)."""
    e = su.effect[i]
    if e is None:
        return 0
    mods = su.cost_mods[v]
    if not mods:
        return e.blood_cost
    key = (v, su.card_id[i], 3000)
    got = su.memo.get(key)
    if got is None:
        got = e.blood_cost
        for n, thing, cond in mods:
            if thing == REDIRECT_THING:
                if su.redirect_card[i]:
                    got -= n  # Narrow Minds: "cards that change the target of a bleed action cost +1"
                continue
            if thing == T_ANIMAL or thing == T_WRAITH or thing == T_ALLY_OR_RETAINER or thing == ALLY_THING:
                if creature_is(su, i, thing) and e.blood_cost:
                    got -= n  # "animals (allies and retainers) cost Kuyén 1 fewer blood or pool"
                continue
            if thing == T_COMBAT and cond:
                if su.is_combat[i] and requires_discipline(e, cond):
                    got -= n  # "combat cards requiring Fortitude [for] cost Una 1 fewer blood"
                continue
            if thing == T_ANY or (thing == T_COMBAT and su.is_combat[i]) or (thing == T_REACTION and su.is_reaction[i]) or (
                (thing == T_DISCIPLINE_CARD or thing == PATH_THING) and cond and all(
                    (o.need_any | o.need_sup) >> (cond - 1) & 1 for o in e.options if o.prims
                ) and any(o.prims for o in e.options)
            ):
                got = 0 if n >= 99 else got - n
        got = max(0, got)
        su.memo[key] = got
    return got  # type: ignore[return-value]


def creature_is(su: GameSetup, i: int, thing: int) -> bool:
    """Card ``i`` is an ally or retainer of the kind (any of them, an animal, a wraith)."""
    if thing == T_ALLY_OR_RETAINER:
        return su.mode[i] == M_ALLY or su.mode[i] == M_RETAINER
    if thing == ALLY_THING:
        return su.mode[i] == M_ALLY  # Charisma: "recruit ally actions"
    return su.creature[i] == thing


def requires_discipline(e: Effect, cond: int) -> bool:
    """Every way of playing the card requires the Discipline (index + 1)."""
    return any(o.prims for o in e.options) and all(
        (o.need_any | o.need_sup) >> (cond - 1) & 1 for o in e.options if o.prims
    )


def pool_cost(su: GameSetup, v: int, i: int) -> int:
    """The pool card ``i`` costs when minion ``v`` plays it (rules 6.2.3): animals and wraiths
    (allies and retainers) cost some vampires N fewer blood or pool."""
    e = su.effect[i]
    if e is None:
        return 0
    cost = e.pool_cost
    if cost and su.cost_mods[v]:
        for n, thing, _cond in su.cost_mods[v]:
            if (thing == T_ANIMAL or thing == T_WRAITH or thing == T_ALLY_OR_RETAINER or thing == ALLY_THING) \
                    and creature_is(su, i, thing):
                cost -= n
    return max(0, cost)


def take_equipment(s: GameState, v: int, victim: int) -> None:
    """Rules 6.5.5: the equipment on ``victim`` moves to ``v`` (diablerie; an incapacitated
    imbued burned the same way)."""
    p = controller_of(s, v)
    if p < 0:
        return
    su = s.setup
    for q in s.players:
        for j in [j for j in q.in_play if s.attached[j] == victim and su.mode[j] == M_EQUIPMENT]:
            q.in_play.remove(j)
            s.players[p].in_play.append(j)
            s.attached[j] = v


def burn_action_card(s: GameState, pend: Pending) -> None:
    """Rules 6.2.3: the cards played for a blocked (or ended) action are burned."""
    card = pend.card
    if card < 0:
        return
    m = s.players[s.current]
    if card in m.in_play:
        m.in_play.remove(card)
        if s.setup.card_id[card] == HOOKS.politics_removed_action_card:
            m.removed.append(card)  # "remove this card from the game, even if the action ... fails"
            return
        burn_card(s, card)


def targeted_ok(s: GameState, m: Methuselah, a: int, t: int) -> bool:
    """Can ``m``'s minion ``a`` pay what a (D) action at ``t`` costs more ("actions directed at
    him cost 1 additional pool": without burning its last pool; "an additional blood or life")."""
    su = s.setup
    if HOOKS.masters_haven in su.master_kinds and HOOKS.masters_sheltered(s, t):
        return False  # Secure Haven: "cannot be the target of other Methuselahs' actions"
    return m.pool > su.targeted_pool[t] and s.blood[a] >= su.targeted_blood[t]


def draw_then_put_back(s: GameState, m: Methuselah, n: int, to_library: bool) -> None:
    """Draw ``n`` cards, then move cards from hand: the same number to the bottom of the library
    (``to_library``), or down to the hand size (rules 1.6.1.2: "discard afterward")."""
    k = min(n, len(m.library))
    draw_cards(m, k)
    if to_library:
        s.put_back, s.put_back_to = k, 1
    else:
        s.put_back = max(0, len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action))
        s.put_back_to = 0


def known_prims(opt: Option, allowed: frozenset[Op]) -> bool:
    """Every primitive of the option is in ``allowed``, with no amount paid as X (the rules
    choose no X)."""
    for p in opt.prims:
        if p.op not in allowed or p.x:
            return False
    return True


def extra_blood(opt: Option) -> int:
    """Blood this way of playing a card costs beyond the card's own cost: its plain "burn N
    blood to ..." (not an amount paid as X, nor "if it does not block"), paid as the card is
    played (rules 6.2.3)."""
    n = 0
    for p in opt.prims:
        if p.op == O_PAY_BLOOD and not (p.x or p.arg or p.cond):
            n += p.n
    return n


def played_blood(opt: Option) -> int:
    """Blood a reaction or modifier option costs as the card is played (rules 6.2.3): its plain
    "burn N blood to ..." (:func:`extra_blood`), but none for a use bought later in the action:
    "once this action, may burn 1 blood to ..." (Into Thin Air, :func:`blood_minus`), "during this
    action, can burn 1 blood to get +1 intercept" (Eyes of the Wild, :func:`wake_intercept`)."""
    n = extra_blood(opt)
    if n and (blood_minus(opt) or wake_intercept(opt)):
        return 0
    return n


def wake_intercept(opt: Option) -> int:
    """The intercept of a wake "this vampire unlocks and attempts to block. During this action,
    they can burn 1 blood to get +1 intercept" (Eyes of the Wild), bought with blood at will
    while the attempt is decided (:func:`_intercept_actions`), else 0."""
    if not opt.has(O_WAKE) or not opt.has(O_INTERCEPT):
        return 0
    if not any(p.op == O_PAY_BLOOD and p.n == 1 and not (p.arg or p.cond or p.x) for p in opt.prims):
        return 0
    return max_amount(opt, O_INTERCEPT)


def put_on(s: GameState, p: int, v: int, j: int) -> None:
    """Card ``j``, taken out of its zone, goes in play on minion ``v`` among Methuselah ``p``'s
    cards, or is contested if another Methuselah controls a copy of a unique card (rules 4.1)."""
    m = s.players[p]
    m.in_play.append(j)
    s.attached[j] = v
    if s.setup.is_unique[j] and contest(s, p, j):
        m.in_play.remove(j)


def equip_paid(s: GameState, p: int, v: int, j: int) -> None:
    """Equipment ``j``, taken out of its zone, goes on minion ``v`` of Methuselah ``p`` with its
    cost paid as normal (rules 6.1.3): the blood by the minion, the pool once the card is on
    it, so a Methuselah ousted by that pool loses it with the rest (rules 9.1)."""
    su = s.setup
    s.blood[v] = max(0, s.blood[v] - blood_cost(su, v, j))
    put_on(s, p, v, j)
    e = su.effect[j]
    if e is not None and e.pool_cost:
        burn_pool(s, p, e.pool_cost)


def is_older(su: GameSetup, t: int, v: int) -> bool:
    """Is ``t`` a vampire older (of greater capacity) than ``v`` (rules 1.5)?"""
    return bool(su.is_vampire[t]) and su.capacity[t] > su.capacity[v]


def combat_strength(s: GameState, v: int, opponent: int) -> int:
    """The strength minion ``v``'s own text gives in combat with ``opponent`` ("+1 strength in
    combat with a Camarilla vampire", rules 6.4.5)."""
    total = 0
    su = s.setup
    for when, who, clan, op, n in su.conditional[v]:
        if when == _W_IN_COMBAT and (minion_is(su, opponent, who, clan) if who != WHO_OLDER
                                     else is_older(su, opponent, v)):
            total += n
    return total


def foe_strength_of(s: GameState, v: int, o: int) -> int:
    """Strength vampire ``v`` gets in combat with minion ``o`` from the equipment on ``o``
    (:func:`foe_strength`: titled non-Anarch vampires)."""
    su = s.setup
    if not (su.is_vampire[v] and minion_is(su, v, Who.TITLED, 0)) or minion_is(su, v, Who.ANARCH, 0):
        return 0
    fs = su.foe_strength
    return sum(fs[j] for j in s.on_minions.of(s, o))


def can_afford(s: GameState, m: Methuselah, minion: int, i: int, k: int = -1) -> bool:
    """The minion can pay card ``i`` (with option ``k``'s own extra blood paid as it is played,
    when given: :func:`played_blood`)."""
    e = s.setup.effect[i]
    if e is None:
        return False
    cost = blood_cost(s.setup, minion, i) if s.setup.cost_mods[minion] else e.blood_cost
    if k >= 0:
        cost += played_blood(e.options[k])
    return cost <= s.blood[minion] and e.pool_cost <= m.pool


def blood_minus(opt: Option) -> bool:
    """"+N stealth. Once this action, this vampire may burn 1 blood to give an ally or younger
    vampire -1 intercept" (Into Thin Air [obf]): stealth, then exactly that once-per-action use."""
    prims = opt.prims
    k = next((k for k, p in enumerate(prims) if p.op == O_WHEN), -1)
    if k < 0 or prims[k] != Prim(O_WHEN, W_ONCE_PER_ACTION) or len(prims) != k + 3:
        return False
    pay, minus = prims[k + 1], prims[k + 2]
    return pay == Prim(O_PAY_BLOOD, 1) and minus.op == O_MINUS_INTERCEPT and minus.n == 1 and \
        minus.arg in MINUS_INTERCEPT_WHO and not minus.cond and not minus.x and all(
            p.op == O_STEALTH or p.op is O_REQUIRES for p in prims[:k])


def required_discs(su: GameSetup) -> tuple[int, ...]:
    """Per card instance: the Disciplines every way of playing this library card requires, as
    bits (``requires_discipline(e, code)`` is bit ``code - 1``), 0 for a crypt card; facts of each card,
    memoized per setup (a reseated setup moves them with the cards)."""
    got = su.memo.get(("required_discs",))
    if got is None:
        masks = []
        for i, e in enumerate(su.effect):
            mask = -1
            if e is not None and not su.card[i].is_crypt:
                for o in e.options:
                    if o.prims:
                        mask &= o.need_any | o.need_sup
            masks.append(mask if mask != -1 else 0)  # (no option with primitives: nothing required)
        got = su.memo[("required_discs",)] = tuple(masks)
    return got  # type: ignore[return-value]


def discard_for_actions_cards(su: GameSetup, m: Methuselah, code: int) -> list[int]:
    """The distinct cards in hand requiring the Discipline of index ``code - 1``."""
    req = required_discs(su)
    shift = code - 1
    return distinct(su, [i for i in m.hand if req[i] >> shift & 1])


def discard_for(m: Methuselah, card: int) -> None:
    """The card discarded for a vampire's text, and replaced (rules 1.6.1.2)."""
    m.hand.remove(card)
    m.ash.append(card)
    draw_cards(m)


def discard_played(s: GameState, m: Methuselah, i: int, e: Effect) -> None:
    """A card played out of the minion's own action (a reaction, an out-of-turn master) leaves
    ``m``'s hand for the ash heap, replaced now or owed for later (rules 1.6.1.2)."""
    m.hand.remove(i)
    if e.replace_at < 0:
        replace_cards(s, m)
    elif e.replace_at == PHASE_UNLOCK:
        m.owed_unlock += 1
    elif e.replace_at == AFTER_ACTION:
        m.owed_action += 1
    else:
        m.owed_discard += 1
    m.ash.append(i)


def pay_reaction(s: GameState, q: int, v: int, i: int, extra: int = 0) -> Effect:
    """Play a reaction card from ``q``'s hand: costs paid at once (rules 6.2.3), with ``extra``
    blood the option played costs (:func:`extra_blood`), then burned."""
    m = s.players[q]
    e = s.setup.effect[i]
    assert e is not None
    discard_played(s, m, i, e)
    cost = blood_cost(s.setup, v, i) + extra
    if cost:
        s.blood[v] = max(0, s.blood[v] - cost)
    if e.pool_cost:
        burn_pool(s, q, e.pool_cost)
    return e


def votes_x(opt: Option) -> bool:
    """"This vampire gets +X+1 votes", X the blood it burns (Awe): votes and one blood amount
    paid as X, nothing else (the votes played during polling, :mod:`.politics`)."""
    pay = [p for p in opt.prims if p.op == O_PAY_BLOOD]
    return len(pay) == 1 and pay[0].x == 1 and not (pay[0].n or pay[0].arg or pay[0].cond) and all(
        p.op in (O_VOTES, O_PAY_BLOOD) or (p.op is O_REQUIRES and not p.x) for p in opt.prims
    ) and any(p.op == O_VOTES for p in opt.prims)


def known_for(opt: Option, op: Op) -> bool:
    """The step playing cards with ``op`` knows every primitive of this option; a wake's extra
    cost is known as "burn N blood if it does not block" (Forced Awakening), paid when the block
    attempt fails (:func:`_attempt_pass`); a plain "burn N blood to ..." is paid with the card
    (:func:`played_blood`) except by votes; votes paid as X blood (:func:`votes_x`)."""
    if op == O_VOTES and votes_x(opt):
        return True
    paid = op in PAID_REACTIONS and opt.has(O_PAY_BLOOD)
    if not known_prims(opt, KNOWN[op] | {O_PAY_BLOOD} if paid else KNOWN[op]):
        return False
    if any(p.op == O_WHEN and p.n != W_BLEED_AGAINST_YOU for p in opt.prims):
        return False  # a wake only during a bleed against you (Guard Dogs)
    if any(p.op == O_PREVENT and (p.n != 1 or p.arg or p.cond) for p in opt.prims):
        return False  # 1 damage prevented in the first round of the resulting combat only
    if opt.has(O_PRESS) and not opt.has(O_MANEUVER):
        return False  # a press alone: not "a maneuver or press"
    return not any(p.op == O_PAY_BLOOD and (p.arg or p.x or not (
        (p.cond == 1 and op == O_WAKE) or (not p.cond and paid))) for p in opt.prims)


def best_option(su: GameSetup, actor: int, i: int, op: Op) -> int:
    """Index of the best option of card ``i`` with primitive ``op`` that ``actor`` can play,
    all of whose primitives the engine knows in that context (options are best first), or
    -1; memoized per setup."""
    key = (actor, su.card_id[i], 1000 + int(op))
    got = su.memo.get(key)
    if got is None:
        got = -1
        e = su.effect[i]
        if e is not None:
            for k, opt in enumerate(e.options):
                if opt.has(op) and known_for(opt, op) and usable(su, actor, e, opt):
                    if got >= 0:
                        # the same amount without the blood ([vis] beside [tha] Voices of the Castle)
                        if not played_blood(opt) and max_amount(opt, op) >= max_amount(e.options[got], op):
                            got = k
                        break
                    got = k
                    if not played_blood(opt):
                        break
        su.memo[key] = got
    return got  # type: ignore[return-value]


def can_react(s: GameState, v: int) -> bool:
    """Ready unlocked minions react; woken ones too (rules 1.6.3.6)."""
    return not s.locked[v] or v in s.wake


def discard_for_actions(su: GameSetup, m: Methuselah, v: int, code: int) -> list[Action]:
    """"Larissa can discard a card requiring Animalism [ani] to get +1 bleed", "Alexa can discard
    a card requiring Dominate [dom] to get +1 vote": one action per distinct such card in hand."""
    req = required_discs(su)
    shift = code - 1
    return [new_tuple(Action, (K_DISCARD_FOR, v, i, -1, 0))
            for i in distinct(su, [i for i in m.hand if req[i] >> shift & 1])]


def weapons_of(s: GameState, v: int) -> list[int]:
    """Equipment on minion ``v``."""
    mode = s.setup.mode
    cw = s.setup.card_weapon
    on = s.on_minions.of(s, v)
    if not on:
        return []  # most minions: no card on them
    # and a combat card that became a weapon on it (Zip Gun)
    return [j for j in on if mode[j] == M_EQUIPMENT or (mode[j] == M_COMBAT and cw[j])]


class CombatCardHooks:
    """The card homes' steps combat fires (:mod:`.combat_resolve`), each set by its home at import, so
    combat names no card: a card put on a vampire that burns it when its blood is reduced to 0 in combat,
    minions preventing damage on another.

    Each step checks for its card first (one memoized check for a table without it), as combat did.
    """

    __slots__ = ("blood_zero_burns", "blood_zero_burn", "guards_in_play")

    #: :mod:`.anathema`: vampire ``v``, with ``before`` blood, now has none and bears such a card
    blood_zero_burns: Callable[[GameState, int, int], bool]
    #: and its burn: side ``d``'s vampire of combat ``c`` burns (the opposing minion's Methuselah gains pool)
    blood_zero_burn: Callable[..., None]
    #: :mod:`.kiasyd_guard`: the damage a side takes is prevented by its ready minions that guard it (Draeven
    #: Softfoot locks to prevent 1 on a Kiasyd), after the prevention of the cards in play; guarded by
    #: ``GameSetup.any_kiasyd_guard`` at the call
    guards_in_play: Callable[..., None]


#: The one set of combat's card hooks (filled by the card homes as they are imported).
COMBAT_HOOKS = CombatCardHooks()


# -- becoming Anarch (rules 10.5) ------------------------------------------------------------------

#: the requirements (rules 1.6.1.3) a vampire meets or stops meeting when its sect becomes Anarch
_ANARCH_GAINS = (1 << Req.ANARCH) | (1 << Req.ANARCH_OR_INDEPENDENT) | (1 << Req.NON_CAMARILLA)
_ANARCH_LOSES = (1 << Req.SABBAT) | (1 << Req.CAMARILLA) | (1 << Req.LAIBON) | (1 << Req.INDEPENDENT) \
    | (1 << Req.NON_ANARCH)


def may_become_anarch(s: GameState, v: int) -> bool:
    """Rules 10.5: "a non-Anarch vampire without a title" (its printed title unless yielded, or
    one gained in play) may become Anarch."""
    su = s.setup
    if not su.is_vampire[v] or (su.req_bits[v] >> Req.ANARCH) & 1:
        return False
    got = s.title_votes.get(v)
    return not (got > 0 if got is not None else su.title[v])


def become_anarch_cost(s: GameState, p: int, v: int) -> int:
    """Rules 10.5: the action "costs 2 blood (or 1 blood if the controller controls at least one
    other ready Anarch)"."""
    rb = s.setup.req_bits
    return 1 if any(w != v and (rb[w] >> Req.ANARCH) & 1 for w in s.players[p].ready) else 2


def become_anarch(s: GameState, v: int) -> None:
    """Vampire ``v``'s sect becomes Anarch (rules 10.5: a sect change): the state's tables become a
    copy (as masters_in_play.gain_discipline) whose sect and requirement bits for ``v`` say so, so
    the cards requiring an Anarch become playable and those requiring its old sect do not."""
    import copy

    su = copy.copy(s.setup)
    sect, bits = list(su.sect), list(su.req_bits)
    sect[v] = "Anarch"
    bits[v] = (bits[v] | _ANARCH_GAINS) & ~_ANARCH_LOSES
    su.sect, su.req_bits = tuple(sect), tuple(bits)
    su.memo = {}
    s.setup = su


def anarch_wanted(su: GameSetup, cards: list[int]) -> int:
    """How many of ``cards`` (a hand, a library) only an Anarch may play: the AI's reason to become
    Anarch (rules 10.5)."""
    na = su.needs_anarch
    return sum(na[i] for i in cards) if su.any_needs_anarch else 0


def become_anarch_value(su: GameSetup, me: int, v: int, hand: list[int], ash: list[int], ready: list[int],
                        paid: bool = True) -> float | None:
    """The AI's value hint for vampire ``v`` becoming Anarch (rules 10.5): its controller's cards
    that require an Anarch, those in hand (1 each) and those still to draw (0.15 each: the deck
    list less the hand and the ash heap), shared with the Anarchs it already has ready, less the
    blood paid (``paid``: by the action, not a card's effect); None when its deck holds no such card."""
    total = su.anarch_cards[me] if su.any_needs_anarch else 0
    if not total:
        return None
    na = su.needs_anarch
    held = sum(na[i] for i in hand)
    gone = sum(na[i] for i in ash)
    if not total - gone:
        return None
    rb = su.req_bits
    others = sum(1 for w in ready if w != v and su.is_vampire[w] and (rb[w] >> Req.ANARCH) & 1)
    cost = (1 if others else 2) if paid else 0  # (become_anarch_cost)
    return min(2.5, (held + 0.15 * (total - gone - held)) / (1 + others)) - 0.3 * cost
