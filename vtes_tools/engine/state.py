"""The game state: shared frozen tables (:class:`GameSetup`) and the mutable :class:`GameState`.

Every physical card of a game is an *instance*: an int index into the per-game tables of
:class:`GameSetup` (its Card, owner, effect, capacity, discipline bit masks...). The tables are
built once per set of decks and shared by every game and every clone. The mutable state is a
handful of flat lists of ints: one list of instance ids per zone per Methuselah, and per-instance
arrays for blood (or life, or counters), locked, and what a card is attached to. An action in
progress is a :class:`Pending`, a combat a :class:`Combat`, a referendum a :class:`Referendum`.
"""

from __future__ import annotations

import enum
import operator
import re
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from dataclasses import replace
from typing import Any, NamedTuple, Protocol, Self, SupportsIndex, cast

import numpy as np

from ..errors import SimulationError
from ..models import Card, CardType, Deck, current_clan
from .actions import Action
from .card_types import (
    CLANS,
    DISCARD_DISC,
    DISCIPLINE_BITS,
    CryptEffect,
    Effect,
    EffectRegistry,
    Mode,
    Op,
    Option,
    Prim,
    Req,
    Restriction,
    Thing,
    Trait,
    When,
    Who,
    clan_code,
    discipline_masks,
)


class Phase(enum.IntEnum):
    """The five phases of a turn (rules 3)."""

    UNLOCK = 0
    MASTER = 1
    MINION = 2
    INFLUENCE = 3
    DISCARD = 4


class Stage(enum.IntEnum):
    """Steps of an action in progress (rules 6.2)."""

    AFTER_BLOCKS = 1  # blocks declined: the acting minion can play modifiers (rules 6.2.2)
    AFTER_RESOLUTION = 2  # the action resolved: "only usable after action resolution" cards
    BLOCKS = 3  # a Methuselah who may block chooses a blocker or declines (rules 6.2.2.1)
    ATTEMPT = 4  # one block attempt: stealth against intercept, added only when needed (6.2.2.2)
    REACTIONS = 5  # a bleed not blocked: the target's reactions (bleed redirection...)
    BLOCKED = 6  # the action is blocked: "if blocked, before block resolution" cards (Change of Target)
    DIABLERIE = 7  # a vampire blocked a leave-torpor action: it may diablerize (rules 6.5.2)
    CANCEL = 8  # an out-of-turn master may cancel the card being played (rules 1.6.2.4)
    ANNOUNCE = 9  # "only usable as the action is announced" modifiers, before blocks (Seduction)
    WOULD_SUCCEED = 10  # a bleed would be successful: "only usable if a bleed would be successful" (Spying Mission)


class Stat(enum.IntEnum):
    """The counters of a game kept for reports: indices into ``GameState.stats``."""

    BLOCKS = 0  # actions blocked (rules 6.2.3)
    COMBATS = 1  # combats begun (rules 6.4)
    REFERENDUMS = 2  # referendums called (rules 6.3.2)
    PASSED = 3  # referendums passed
    TORPOR = 4  # vampires sent to torpor (rules 6.5.1)
    BURNED = 5  # minions burned
    DIABLERIES = 6  # diableries (rules 6.5.4)
    REDIRECTED = 7  # bleeds redirected


class PutBack(enum.IntEnum):
    """Where the cards the current Methuselah still moves one at a time go (``GameState.put_back``
    cards, ``GameState.put_back_to``); a ``Kind.DISCARD`` action moving one has ``n = 1 + put_back_to``."""

    ASH = 0  # from hand to the ash heap: "draw N cards, discard afterward" (rules 1.6.1.2)
    LIBRARY_BOTTOM = 1  # from hand to the bottom of the library (Heart of Nizchetus)
    LIBRARY_TOP = 2  # library cards from the ash heap to the top of the library (Sudario Refraction)
    PREY_HAND = 3  # a card of another Methuselah's hand, discarded (Revelations): ``recur[1]``'s hand
    DISCARD_DOWN = 5  # a Methuselah's own hand discarded down to its hand size, maybe out of turn
    #                   (Infernal Pursuit): ``recur[1]``'s hand
    ARRANGE = 6  # the top cards of the library put back in the order chosen (Maris Streck)


#: ``GameState.recur`` when no card is being moved (see :class:`PutBack`)
NO_RECUR = (-1, 0)
_DISCARD_DOWN = PutBack.DISCARD_DOWN  # (a module name: read by GameState.decider)

#: Number of cards in hand at the start (rules 2.3) and the pool (rules 2.2).
HAND_SIZE = 7
START_POOL = 30
START_UNCONTROLLED = 4
#: Transfers per influence phase (rules 7).
TRANSFERS = 4

CLOSE, LONG = 0, 1

#: Primitives of combat cards the engine plays (rules 6.4).
COMBAT_OPS = frozenset({
    Op.STRIKE, Op.STRIKE_STRENGTH, Op.STEAL_BLOOD, Op.DODGE, Op.COMBAT_ENDS, Op.MANEUVER, Op.PRESS, Op.PREVENT,
    Op.ADDITIONAL_STRIKE, Op.STRENGTH,
})

_CRYPT_BONUS = re.compile(r"(?:^|[:.]\s*)\+(\d) (bleed|strength|stealth|intercept)\.?\s*$")
_CRYPT_DIRECTED_INTERCEPT = re.compile(r"gets \+(\d) intercept during directed actions")
_CITY = re.compile(r"\b(prince|archbishop|baron) of ([A-Z][\w .'-]+?)[:.]", re.I)
_UNIQUE_TITLES = ("justicar", "inner circle", "regent", "kholo")
_MAGE = re.compile(r"(?:unique )?mage with \d+ life")


_STAT_OPS = {Op.PLUS_BLEED: "bleed", Op.STRENGTH: "strength", Op.STEALTH: "stealth", Op.INTERCEPT: "intercept"}


def crypt_bonuses(card: Card, abilities: object = None) -> tuple[int, int, int, int]:
    """(bleed, strength, stealth, intercept) bonuses a crypt card always has: from the
    registry's crypt abilities (``abilities``, a CryptEffect) made only of these, else from
    simple texts ("+1 bleed.")."""
    out = {"bleed": 0, "strength": 0, "stealth": 0, "intercept": 0}
    options = getattr(abilities, "options", None)
    if options is not None:
        for opt in options:
            if opt.prims and all(p.op in _STAT_OPS for p in opt.prims):
                for p in opt.prims:
                    out[_STAT_OPS[p.op]] += p.n
        return out["bleed"], out["strength"], out["stealth"], out["intercept"]
    for line in card.text.split("\n"):
        m = _CRYPT_BONUS.search(line.strip())
        if m:
            out[m.group(2)] += int(m.group(1))
        m = _CRYPT_DIRECTED_INTERCEPT.search(line)
        if m:
            out["intercept"] += int(m.group(1))
    return out["bleed"], out["strength"], out["stealth"], out["intercept"]


#: Crypt traits the rules read: markers checked by card requirements (Black Hand, Seraph, Red
#: List, Slave), infernal minions that pay 1 pool to unlock (rules 11), non-unique vampires
#: (rules 4.1), blood-cursed ones that cannot diablerize (rules 11), and sterile ones, which
#: matter only for cards putting vampires in play (Op.EMBRACE: The Embrace, Third Tradition:
#: Progeny require a non-sterile vampire), and slaves of a clan (rules 11: no directed action without a ready
#: vampire of the master clan; one can take the place of a blocked master-clan vampire in combat),
#: applied when the master clan is known.
_TRAIT_REQ = {Trait.BLACK_HAND: Req.BLACK_HAND, Trait.SERAPH: Req.SERAPH, Trait.RED_LIST: Req.RED_LIST,
              Trait.INFERNAL: Req.INFERNAL, Trait.SLAVE: Req.SLAVE}
_READ_TRAITS = frozenset({
    *_TRAIT_REQ, Trait.NON_UNIQUE, Trait.BLOOD_CURSED, Trait.STERILE, Trait.FLIGHT, Trait.SCARCE,
    Trait.UNCONTESTABLE, Trait.TITLE_PREVAILS,
})
#: Flight [FLIGHT], printed in the text of Gargoyles, is a Discipline for card requirements.
_FLIGHT_BIT = 1 << DISCIPLINE_BITS["fli"]
_W_READY, _W_COMBAT, _W_ONCE_COMBAT, _W_AFTER_BLEED = (
    When.WHILE_READY, When.EACH_COMBAT, When.ONCE_PER_COMBAT, When.AFTER_BLEED,
)
#: Requirements a minion's card columns and traits answer (bits of :func:`requirement_bits`);
#: an option requiring another :class:`Req` (a ghoul, a locked minion, the Edge...) is never played.
CITY_TITLES = frozenset({"primogen", "prince", "bishop", "archbishop", "baron"})
#: What a vampire "cannot" do that the rules enforce: block (rules 6.2.2; titled vampires too),
#: bleed (6.1.1), play action cards, have equipment or retainers (6.1.3, 6.1.4), strike with
#: weapons (6.4.5), get +1 stealth when hunting (6.1.2), be the subject of a blood hunt (6.5.6).
_APPLIED_RESTRICTIONS = frozenset({
    Restriction.BLOCK, Restriction.BLOCK_TITLED, Restriction.BLEED, Restriction.PLAY_ACTION_CARDS,
    Restriction.HAVE_EQUIPMENT, Restriction.HAVE_RETAINERS, Restriction.USE_WEAPONS, Restriction.HUNT_STEALTH,
    Restriction.BLOOD_HUNT, Restriction.POLITICAL_ACTIONS,
})
#: Conditions of a vampire's own statistics the rules check: when it acts (its bleeds, bleeds
#: against a Methuselah with or without a ready vampire of a clan or sect, undirected, hunt, recruit and
#: employ, political, diablerie actions, actions requiring a Discipline: stealth and bleed, rules
#: 6.1.1, 6.2.2.2), when it blocks (bleed, political, diablerie actions, an acting minion of a
#: clan / sect / title: intercept, 6.2.2.2), in combat with a minion of a clan / sect (strength, 6.4.5).
DECLARE_WHEN = frozenset({
    When.BLEEDING, When.BLEEDING_NO_CLAN, When.BLEED_ACTION, When.UNDIRECTED, When.HUNTING, When.RECRUIT_EMPLOY,
    When.POLITICAL, When.DIABLERIE, When.ACTION_REQUIRING, When.EQUIP,
})
BLOCK_WHEN = frozenset({When.BLEED_ACTION, When.POLITICAL, When.DIABLERIE, When.BLOCKING})
MINION_FILTERS = frozenset({
    Who.CLAN, Who.CAMARILLA, Who.SABBAT, Who.ANARCH, Who.TITLED, Who.VAMPIRE, Who.ALLY, Who.OLDER,
})
_BLEED_WHEN = frozenset({When.BLEEDING, When.BLEEDING_NO_CLAN, When.BLEED_ACTION})
#: "when bleeding a Methuselah who controls a ready Camarilla / Sabbat vampire / titled vampire"
#: (rules.bleed_against: a ready vampire of the sect, a titled one)
_BLEEDING_SECTS = frozenset({0, Who.CAMARILLA, Who.SABBAT, Who.ANARCH, Who.TITLED})


def _conditional(w: Prim, p: Prim) -> tuple[int, int, int, int, int] | None:
    """(When, Who, clan, Op, N) of "+N <stat> when <condition>" when the rules check it."""
    if w.n == When.POOL_AT_MOST:
        # "while you have 9 or fewer pool, Branimira gets +1 intercept": the pool in the clan slot
        ok = p.op is Op.INTERCEPT and 0 < w.arg < 99 and not (p.x or p.arg or p.cond or w.cond)
        return (w.n, 0, w.arg, p.op, p.n) if ok else None
    if p.x or p.arg or w.n not in DECLARE_WHEN | BLOCK_WHEN | {When.IN_COMBAT_WITH}:
        return None
    op = p.op
    if w.n == When.BLEEDING:
        if w.cond == Who.YOUNGER and w.arg and op is Op.PLUS_BLEED and not p.cond:
            return (w.n, int(Who.YOUNGER), w.arg, op, p.n)  # a ready vampire of the clan, younger than it
        # the target Methuselah controls a ready vampire of the clan (arg) or a Camarilla one (cond)
        if op in (Op.PLUS_BLEED, Op.STEALTH) and not p.cond and w.cond in _BLEEDING_SECTS \
                and not (w.arg and w.cond):
            return (w.n, w.cond, w.arg, op, p.n)
        return None
    if w.n == When.BLEEDING_NO_CLAN:
        return (w.n, w.cond, w.arg, op, p.n) if op is Op.PLUS_BLEED and not p.cond else None
    if w.n in (When.BLOCKING, When.IN_COMBAT_WITH):
        stat = Op.INTERCEPT if w.n == When.BLOCKING else Op.STRENGTH
        clan = w.cond or p.cond
        if op is stat and w.arg in MINION_FILTERS and (w.arg == Who.CLAN) == bool(clan):
            return (w.n, w.arg, clan, op, p.n)
        return None
    if p.cond or w.cond:
        return None
    if w.n == When.ACTION_REQUIRING:
        return (w.n, 0, w.arg, op, p.n) if op is Op.STEALTH and w.arg else None
    if w.arg:
        return None
    if op is Op.INTERCEPT and w.n in BLOCK_WHEN:
        return (w.n, 0, 0, op, p.n)
    if op is Op.STEALTH and w.n in DECLARE_WHEN or op is Op.PLUS_BLEED and w.n in _BLEED_WHEN:
        return (w.n, 0, 0, op, p.n)
    return None


def conditional_of(w: Prim, p: Prim) -> tuple[int, int, int, int, int] | None:
    """(When, Who, clan, Op, N) of "+N <stat> when <condition>" when the rules check it (the
    reader of vampires' abilities, for equipment and retainers: rules.held_stealth)."""
    return _conditional(w, p)


#: The ``who`` of a vampire's own (D) action burning a card in play: this plus the card's
#: :class:`Thing` (a retainer, a location, an equipment), of those :data:`CARD_THINGS`.
CARD_WHO = 1000
CARD_THINGS = frozenset({Thing.RETAINER, Thing.LOCATION, Thing.EQUIPMENT})
STEAL_THINGS = frozenset({Thing.EQUIPMENT, Thing.ALLY})
#: Kinds of cards whose blood cost a vampire's ability changes that the rules apply; animals
#: and wraiths (allies and retainers) cost it N fewer blood or pool.
COST_THINGS = frozenset({
    Thing.ANY, Thing.COMBAT, Thing.DISCIPLINE_CARD, Thing.ANIMAL, Thing.WRAITH, Thing.ALLY_OR_RETAINER,
    Thing.REACTION,
})
#: Library card types no minion plays (rules 1.6.1.1, 1.6.3).
_NOT_MINION_CARD = frozenset({CardType.MASTER, CardType.EVENT, CardType.CONVICTION, CardType.POWER})
#: (n, arg, cond, x) of an own action's search the rules apply: "search your library for a minion
#: card / a weapon and move it to your hand" (GameSetup.minion_any / weapon_any)
_OWN_SEARCH = frozenset({(1, Thing.MINION_CARD, 0, 0), (1, Thing.WEAPON, 0, 0)})
#: "Animal with 2 life", "Unique wraith with 3 life": the kind of an ally or retainer.
_CREATURE = re.compile(r"(?:unique )?(animal|wraith)(?: ally| retainer)? with \d+ life")


class CryptAbilities(NamedTuple):
    """The crypt-card abilities the rules apply, read from the registry's :class:`CryptEffect`
    by :func:`read_crypt`: flat statistics (rules 6.1.1, 6.4.5), hand size and master phase
    actions while ready (rules 1.6.1.2, 5), damage prevented each combat (6.4.6), pool gained
    after a successful bleed, traits."""

    bleed: int = 0
    strength: int = 0
    stealth: int = 0
    intercept: int = 0
    hand_size: int = 0
    master_actions: int = 0
    master_unlocked: bool = False  # the extra master phase action needs the vampire unlocked
    discard_actions: int = 0  # +N discard phase actions while ready at the start of it (rules 8)
    #: "if Isanwayen is ready during your master phase, you can lock him to get +1 master phase
    #: action" (rules 5): N
    lock_master: int = 0
    #: "if Arika is ready during your prey's unlock phase, ... for each location he or she
    #: controls, your prey burns 1 pool or burns the location"
    location_tax: bool = False
    #: "during each other Methuselah's unlock phase, if Leandro is ready, that Methuselah chooses
    #: either to burn 1 pool or to lose all transfers during his or her next influence phase"
    unlock_toll: bool = False
    prevent: int = 0
    bleed_pool: int = 0
    #: "you can burn the top card of the target Methuselah's library after Hecate bleeds successfully"
    bleed_mill: int = 0
    #: "once each turn, when you draw a card from your library, you may place that card on the
    #: bottom of your library and draw a new card" (Blackhorse Tanner)
    redraw: bool = False
    #: "once each combat, Velya can discard one card requiring Auspex [aus] to get 1 press": the
    #: Discipline's code
    press_discard: int = 0
    traits: frozenset[Trait] = frozenset()
    #: (blood less, Thing, Discipline index + 1) of "cards requiring X / combat cards / cards cost
    #: this vampire N fewer (negative: more) blood" (rules 6.2.3: costs)
    costs: tuple[tuple[int, int, int], ...] = ()
    #: an optional maneuver / press of the vampire's own (rules 6.4.2, 6.4.4): 1 each combat,
    #: 2 in the first round of each combat only
    maneuver: int = 0
    press: int = 0
    #: bits ``1 << Restriction`` of what the vampire cannot do (rules 11 and card texts)
    cannot: int = 0
    #: +N transfers when ready at the start of your influence phase (rules 7)
    transfers: int = 0
    #: minions of this :class:`Who` cannot block the vampire (0: no such ability)
    unblockable_by: int = 0
    #: +N intercept during directed actions (rules 6.2.2.2)
    directed_intercept: int = 0
    #: "can enter combat with any ready minion controlled by another Methuselah as a (D) action"
    #: (rules 6.1.6, 6.4): 1 + the action's stealth (0: no such action), and its blood cost
    enter_combat: int = 0
    enter_combat_cost: int = 0
    enter_combat_vampires: bool = False  # only with vampires ("enter combat with a vampire")
    enter_combat_near: bool = False  # only with minions of your predator or prey
    enter_combat_cap: int = 0  # only with vampires of capacity N or less
    #: "can bleed with +N bleed as a (+1 stealth) (D) action (that costs N blood)" (rules 6.1.1,
    #: 6.1.6): 1 + the action's stealth (0: no such action), its +bleed and its blood cost
    bleed_action: int = 0
    bleed_action_bleed: int = 0
    bleed_action_cost: int = 0
    #: "actions directed at him cost N additional pool" / "... an additional blood or life" (paid
    #: by the acting Methuselah / minion when the action succeeds, rules 6.2.3); "rescuing him from
    #: torpor costs N additional blood" (rules 6.5.3)
    targeted_pool: int = 0
    targeted_blood: int = 0
    rescue_cost: int = 0
    #: "can (burn N blood to) strike: 2R (aggravated) damage", "can steal 2 blood as a ranged
    #: strike" (rules 6.4.3): the strike's option and its blood cost
    strike: Option | None = None
    strike_cost: int = 0
    #: "may attempt to block a vampire controlled by another Methuselah, ignoring the normal prey,
    #: predator or target restrictions" (rules 6.2.2.1)
    block_any: bool = False
    #: the vampire's own (D) action on a minion of another Methuselah (rules 6.1.6): "may steal up
    #: to 2 blood from a younger vampire / a ready minion as a +1 stealth (D) action", "can lock
    #: an ally or a younger vampire as a (D) action": (Op, N, Who, 1 + stealth, blood cost)
    ability: tuple[int, int, int, int, int] | None = None
    #: the vampire's own undirected action (rules 6.1.6): "may remove a vampire in your
    #: uncontrolled region from the game to add 4 blood from the blood bank to another vampire in
    #: your uncontrolled region", "can add 2 blood to a vampire in your uncontrolled region", "can
    #: search your library for a minion card and move it to your hand" as a +1 stealth action:
    #: (Op ADD_UNCONTROLLED or SEARCH, N, 1 if a vampire is removed, 1 + stealth, blood cost)
    own_action: tuple[int, int, int, int, int] | None = None
    #: "during your master phase, you may burn the Edge to gain 2 pool if Victoria is ready",
    #: "during your discard phase, Emily can burn the Edge to unlock": (Phase, Op GAIN_POOL or
    #: UNLOCK_MINION, N)
    edge_use: tuple[int, int, int] | None = None
    #: "while Antonio is ready, you can use 4 transfers to search your library and/or hand for a
    #: mage ally he could play and put it in play" (rules 7): the transfers it takes
    fetch_mage: int = 0
    #: "during your unlock phase, you may move 1 blood from Nikolaus to any Nosferatu / a younger
    #: vampire in your uncontrolled region", "Carna can burn one of her retainers to gain 2 blood":
    #: (Op, N, arg, clan) of MOVE_BLOOD (arg 1: any or the clan, 2: also one in play, 3: younger) or GAIN_BLOOD;
    #: "... move a blood from the blood bank to a vampire that Methuselah controls": BLOOD_TO
    unlock_ability: tuple[int, int, int, int] | None = None
    #: "once during your turn, you may lock or unlock another ready Toreador" (in your minion
    #: phase), "if he is ready during your discard phase, you can unlock another ready Lasombra":
    #: (phase, clan index + 1, lock too), once a turn
    toggle: tuple[int, int, bool] | None = None
    #: "once each turn during a bleed against you, if Aksinya is ready and unlocked, you may
    #: discard a master card from your hand to redirect the bleed to any other Methuselah"
    redirect_master: bool = False
    #: "during a bleed action, The Horde can lock to give another acting infernal minion +1
    #: bleed" (rules 6.1.1): the bleed it gives
    lend_bleed: int = 0
    #: "if Lutz is ready, your prey burns 1 pool after the referendum of a political action
    #: passes"; "gain 1 pool when a referendum he calls passes" (rules 6.3.2)
    referendum_burn: int = 0
    referendum_pool: int = 0
    #: "you can unlock Sybren after a referendum called by him passes" (rules 6.3.2)
    referendum_unlock: bool = False
    #: "if Enkidu successfully performs an action to employ a retainer, he unlocks at the end of
    #: the turn" (rules 6.1.4)
    employ_unlock: bool = False
    #: "vampires must burn 1 blood to cast votes and ballots against referendums called by
    #: Alexander" (rules 6.3.3): the blood
    oppose_cost: int = 0
    #: "during the polling step of any referendum, Alexa can discard a card requiring Dominate
    #: [dom] to get +1 vote" (rules 6.3.3), "during a bleed action, Larissa can discard a card
    #: requiring Animalism [ani] to get +1 bleed" (rules 6.1.1): (N, Discipline index + 1)
    discard_vote: tuple[int, int] | None = None
    discard_bleed: tuple[int, int] | None = None
    #: "if Rachel is ready, at the end of your discard phase, you may place cards you discard
    #: during that discard phase in your library (shuffle afterward)" (rules 8)
    recycle: bool = False
    #: "while Gerald has no title, he gets +1 vote for each ready titled vampire controlled by
    #: other Methuselahs" (rules 6.3.3)
    titled_votes: bool = False
    #: a slave of the clan (index + 1, rules 11); "after the end of your minion phase, burn this
    #: vampire and move the top card of your crypt to your uncontrolled region" (Tupdog)
    slave_of: int = 0
    burn_after_minion: bool = False
    #: "Valkyrie cannot perform directed actions unless Brunhilde is ready": the vampire's card
    #: ids are in ``DIRECTED_UNLESS_READY``
    directed_unless: bool = False
    #: "each strike or damaging effect made by the opposing minion against it in combat inflicts
    #: N less damage" (Nephandus; rules 6.4.6)
    strike_reduce: int = 0
    #: "once each combat, it can strike: dodge" (Carlton Van Wyk; rules 6.4.5)
    dodge: bool = False
    #: "during your discard phase, you can burn it to burn a vampire who has committed diablerie
    #: since your last turn" (Carlton Van Wyk)
    burn_diablerist: bool = False
    #: "can burn 1 life to give a minion you control 1 press" (rules 6.4.4); "during an action
    #: directed at you, you can burn this ally if it is not blocking to unlock a ready minion you
    #: control" (Underbridge Stray)
    press_giver: bool = False
    unlock_giver: bool = False
    #: "after this ally enters play, remove an ally or vampire in your ash heap from the game or
    #: burn this ally; it gets +1 strength for each life it has" (Shambling Hordes)
    ash_price: bool = False
    strength_is_life: bool = False
    #: "during your unlock phase, if you control fewer copies of it than ready unique Harbinger
    #: of Skulls, you can remove 7 cards in your ash heap from the game to move it from your ash
    #: heap to the ready region" (Emerald Legionnaire)
    ash_return: bool = False
    #: "gets an additional strike (limited) each round and an optional maneuver each combat"
    #: (Renegade Garou; rules 6.4.3: the round's one additional strike)
    additional: bool = False
    #: "if it has 2 or fewer life (fewer than its printed life) during your unlock phase, it
    #: gains 1 life from the blood bank" (Renegade Garou)
    unlock_life: int = 0
    #: "can lock to add 1 life to an ally you control who has fewer life than its starting life"
    #: (Vagabond Mystic)
    heal_ally: int = 0
    #: War Ghoul: "after this ally enters play, burn an ally or retainer you control"; "it can
    #: prevent 1 damage each round of combat"; "it can lock and burn itself to burn a location,
    #: except during combat"
    burn_own: bool = False
    round_prevent: int = 0
    burn_location: bool = False
    #: "can lock to prevent 1 damage inflicted in combat on a Kiasyd. Cards requiring Chimerstry
    #: [chi] can neither be played while he is acting, blocking, or in combat, nor target him"
    #: (Draeven Softfoot)
    kiasyd_guard: bool = False
    #: "if it blocks a directed action, set the range for the first round of the resulting combat
    #: to close" (Asanbonsam Ghoul; rules 6.4.2)
    close_on_block: bool = False
    #: "strikes with first strike" (Muddled Vampire Hunter; rules 6.4.5): its damaging strikes
    first_strike: bool = False
    #: "+1 hunt" (Hesha Ruhadze; rules 6.1.2): its hunts gain N more blood
    hunt: int = 0
    #: "if Eddie Gaines successfully hunts, he does not unlock as normal during his next unlock
    #: phase" (rules 6.1.2, 6.2.3)
    hunt_locks: bool = False
    #: "your prey can burn the Edge during your unlock phase to burn 1 blood from Keith": N
    edge_drain: int = 0
    #: "while Marcus is ready and a prince, Sabbat vampires you control get +1 bleed when bleeding
    #: a Methuselah who controls a ready Camarilla vampire": N (rules.sect_bleed)
    sect_bleed: int = 0
    #: "damage from Basilia's hand strikes is aggravated" (rules 6.4.5, combat.strike_tuple)
    hand_agg: bool = False
    #: "once each action, William can burn 1 blood to get +1 stealth" (1: once each action);
    #: "Veejay can burn 2 blood to get +1 stealth": the blood (0: 1)
    blood_stealth_once: bool = False
    blood_stealth_cost: int = 0
    #: ``blood_bleed`` used once each turn (0, Francisco), once each action (1, Sébastien Goulet),
    #: as often as blood allows (2, "during an action, Virginie can burn 1 blood to get +1 bleed")
    blood_bleed_rep: int = 0
    #: "while Mary Anne is ready, Inner Circle members get -2 bleed": N (rules.aura_bonus)
    ic_malus: int = 0
    #: "Suhailah gets +1 stealth on each of her actions if your prey has a ready prince or
    #: justicar": N; "while Roderick is ready, your minions get +1 stealth on equip actions": N
    prey_title_stealth: int = 0
    equip_aura: int = 0
    #: "Brujah get +1 intercept when attempting to block Nik", "younger Sabbat vampires get -1
    #: intercept against Lucita": (Who, clan index + 1, N, younger only) (rules.blocker_mod)
    blocker_mods: tuple[tuple[int, int, int, int], ...] = ()
    #: "Abraham Mellon can play cards requiring a Tremere as if he were a Tremere": the clans'
    #: indexes + 1 (rules._usable); "you and Gem Ghastly can play ...": master cards too
    as_clans: tuple[int, ...] = ()
    as_clans_master: bool = False
    #: "Baali get +1 bleed when bleeding you", "titled vampires get +1 bleed against you": (Who,
    #: clan index + 1, N) of the bleeders at its Methuselah (rules.bleed_at_controller)
    bleed_vs_me: tuple[tuple[int, int, int], ...] = ()
    #: "Lisa Noble gets -1 strength on the first round of combat": N (combat.strength_of)
    first_round_strength: int = 0
    #: "once each turn, Blanche Hill can unlock after successfully hunting", "Aline can burn 1 blood
    #: to unlock after another Anarch you control performs a successful action", Idalia's
    #: "successful equip action, she can unlock during the next discard phase": see _after_unlock
    after_unlock: tuple[int, int, int, bool, int, bool] | None = None
    #: the Imbued (rules appendix): ``own_action`` costs N conviction and adds blood to an imbued
    #: only (Travis Miller); "any incapacitated imbued may move to the ready region and gain a
    #: life by burning N conviction during any Methuselah's unlock phase" (Jennie Orne)
    own_conviction: int = 0
    imbued_rescue: int = 0
    #: other imbued texts (bits of imbued.CRYPT_BITS: Béatrice Tremblay, Inez Villagrande, Xian Quan)
    imbued_bits: int = 0
    #: a second (D) action of its own, the same shapes as ``ability`` (Gregory Winter: steal 1
    #: blood; burn a vampire in torpor to gain 2 life)
    ability2: tuple[int, int, int, int, int] | None = None
    #: "during your unlock phase, it burns N life" (Gregory Winter)
    unlock_burn: int = 0
    #: an ally that "can perform actions the turn it is recruited" and unlocks the vampire
    #: recruiting it "if this is their first successful recruit ally action this turn" (Nocturn);
    #: the Disciplines (mask) whose basic cards it "can play as a vampire", ally cards excepted
    recruit_acts: bool = False
    plays_basic: int = 0
    #: "+N bleed / stealth / intercept / strength when ..." (rules 6.1.1, 6.2.2.2, 6.4.5): tuples
    #: (When, Who filter, clan index + 1, Op, N) checked by rules.declare_bonus, block_bonus, combat
    conditional: tuple[tuple[int, int, int, int, int], ...] = ()
    #: "as the convert enters play, you can remove him from the game to make a non-titled vampire
    #: you control Anarch and either gain 1 pool or draw 1 card from your crypt" (Anarch Convert)
    convert: bool = False
    #: "retainers employed by minions opposing Stanislava in combat lose their abilities"
    #: (rules 6.4: the opposing minion's retainers hit or end combat no more)
    mute_retainers: bool = False
    #: "if Huitzilopochtli is ready during your master phase, you can burn 1 pool to get +1 master
    #: phase action", "during your discard phase, you may burn a pool to unlock Pherydima":
    #: (Phase, Op MASTER_ACTIONS or UNLOCK_MINION, N, pool paid), once a turn
    pool_use: tuple[int, int, int, int] | None = None
    #: "can enter combat with any ready non-Camarilla vampire controlled by another Methuselah"
    enter_combat_noncam: bool = False
    #: "once each action, Persia can burn 1 blood to get +1 intercept" (rules 6.2.2.2): N
    blood_intercept: int = 0
    #: "during an action, Alex can burn 1 blood to get +1 intercept": as often as it has blood
    blood_intercept_rep: bool = False
    #: "Maris can burn a blood to give a blocking minion +1 intercept": to any blocking minion of
    #: her controller (herself too), as often as she has blood
    blood_intercept_others: bool = False
    #: "during an action, Chavi can burn 1 blood to get +1 stealth" (as often; rules 6.2.2.2): N;
    #: Montano's "... to give a minion you control +1 stealth": to any acting minion of yours
    blood_stealth: int = 0
    blood_stealth_others: bool = False
    #: "once each turn, Francisco can burn 1 blood to get +1 bleed for the current action"
    #: (during his bleed, rules 6.1.1): N
    blood_bleed: int = 0
    #: "during your master phase, Uchenna may burn a blood to burn a card from your hand. Draw up
    #: to your hand size afterward" (rules 5)
    master_dump: bool = False
    #: "once each action, if Greta is ready and you are being bled by an ally or a younger
    #: vampire, Greta may burn a blood to reduce the bleed amount by one" (rules 6.1.1): N
    bleed_shield: int = 0
    #: "any vampire blocking Dónal burns 1 blood (before combat begins, if any)": N
    block_burn: int = 0
    #: "Genevieve gets one additional vote during each political action" (rules 6.3.3): N
    political_votes: int = 0
    #: "younger Tremere cannot block Aisling" (rules 6.2.2.1): clan index + 1
    unblockable_younger: int = 0
    #: "vampires with capacity 3 or less cannot block Sha-Ennu" (rules 6.2.2.1): the capacity
    unblockable_cap: int = 0
    #: "damaging strikes made by Reverend Blackwood that require Thaumaturgy [tha] inflict +1
    #: damage" (rules 6.4.5): ((Discipline bit, +damage),), as Combat.disc_damage
    disc_damage: tuple[tuple[int, int], ...] = ()
    #: "damage Baali inflict on Saulot is reduced to 0" (rules 6.4.5): clan index + 1
    immune_clan: int = 0
    #: "older vampires get +1 strength in combat with Basil" (rules 6.4.5): N
    older_strength: int = 0
    #: "Followers of Set get -1 strength in combat with Vardar" (rules 6.4.5): ((clan index + 1, N),)
    clan_strength: tuple[tuple[int, int], ...] = ()
    #: "Sarah gets -1 stealth during actions directed at a Methuselah who controls a ready bishop
    #: or archbishop" (rules 6.2.2.2): N
    bishop_stealth: int = 0
    #: "whenever a vampire controlled by your predator or prey is burned, Mina gains 3 blood": N
    neighbour_burn_blood: int = 0
    #: "while Henri is in combat, you get +1 hand size" (rules 1.6.1.2): N
    combat_hand: int = 0
    #: "he cannot use cards requiring Celerity [cel]": bits of :data:`DISCIPLINE_BITS`
    no_disc: int = 0
    #: "once each round (2: combat), Janey can burn 1 blood to make the damage from her hand
    #: strikes aggravated for the current round" (rules 6.4.5)
    agg_hand: int = 0
    #: "after a minion in combat with Matasuntha leaves the ready region, you can gain 1 pool":
    #: N; "after Angela is burned in combat, burn 2 pool": N (combat end, rules 6.4)
    leave_pool: int = 0
    burned_pool: int = 0
    #: "if The Capuchin is burned, move him to his owner's uncontrolled region and you get +3
    #: transfers at the start of your next influence phase": the transfers
    phoenix: int = 0
    #: "as Erlik enters play, you can distribute up to 5 blood from him to any of your
    #: uncontrolled Harbingers of Skulls": N
    share_blood: int = 0
    #: "during the polling step of any referendum, Arishat can burn 1 blood to force a vampire
    #: to abstain" (rules 6.3.3): the blood
    force_abstain: int = 0
    #: "during a referendum, Joseph may burn 1 blood to gain 1 vote" (rules 6.3.3): the blood
    blood_vote: int = 0
    #: "during a referendum, if Orlando is ready, your vampires' votes are doubled when results
    #: are tallied"
    double_votes: bool = False
    #: "if there are any other justicars ready, Anastasz gets 1 fewer vote from his justicar title"
    justicar_fewer: bool = False
    #: "Xeper gets +1 vote for each ready unique infernal vampire you control"
    infernal_votes: bool = False
    #: "while Otieno is ready, Onaedo gets +1 stealth during diablerie actions"
    partner_diablerie: bool = False
    #: "any vampire casting votes or ballots against a referendum called by Hartmut burns 1 blood
    #: once results are tallied" (rules 6.3.3): N
    oppose_burn: int = 0
    #: "Alonso inflicts 1 unpreventable damage on each anarch controlled by the target of the
    #: bleed after bleeding successfully" (rules 6.1.1): N
    bleed_anarch_damage: int = 0


#: "can burn 1 blood to make the damage from his hand strikes aggravated for the current round"
_AGG_HAND = (Prim(Op.PAY_BLOOD, 1), Prim(Op.STRIKE_STRENGTH, 0), Prim(Op.AGGRAVATED, 1))
#: Anarch Convert's two options: the head, then 1 pool or the top card of the crypt.
_CONVERT_HEAD = (Prim(Op.REMOVE_FROM_GAME, 1, Thing.VAMPIRE), Prim(Op.BECOME, 0, Req.ANARCH))
_CONVERT_GAIN = frozenset({Prim(Op.GAIN_POOL, 1), Prim(Op.CRYPT_TO_UNCONTROLLED, 1)})


#: The minions a vampire's "X get +1 intercept when attempting to block it" names (rules.minion_is)
_BLOCKER_WHO = frozenset({Who.CLAN, Who.CAMARILLA, Who.SABBAT, Who.ANARCH, Who.TITLED})
#: What follows "after a successful action" in a vampire's "can unlock after ...": the kind of action
_AFTER_KINDS = frozenset({When.EQUIP, When.HUNTING, When.RECRUIT_EMPLOY})


def _after_unlock(prims: tuple[Prim, ...]) -> tuple[int, int, int, bool, int, bool] | None:
    """(who: 0 itself / Who.ANARCH another Anarch you control, Discipline code the action's card
    requires, When of the kind of action (0: any), in the next discard phase, blood paid, once
    each turn) of "[once each turn,] X can [burn N blood to] unlock after [another Anarch you
    control performs] a successful [equip / hunt / Animalism] action [during the next discard
    phase]", else None."""
    k = 0
    once = bool(prims) and prims[0] == (Op.WHEN, When.ONCE_PER_TURN, 0, 0, 0)
    k += once
    if k >= len(prims) or prims[k].op is not Op.WHEN or prims[k].n != When.AFTER_ACTION \
            or prims[k].arg not in (0, Who.ANARCH) or prims[k].x:
        return None
    who, disc = prims[k].arg, prims[k].cond
    k += 1
    kind = 0
    if k < len(prims) and prims[k].op is Op.WHEN and prims[k].n in _AFTER_KINDS and prims[k][2:] == (0, 0, 0):
        kind = prims[k].n
        k += 1
    discard = k < len(prims) and prims[k] == (Op.WHEN, When.DISCARD_PHASE, 0, 0, 0)
    k += discard
    cost = 0
    if k < len(prims) and prims[k].op is Op.PAY_BLOOD and prims[k][2:] == (0, 0, 0) and 0 < prims[k].n < 9:
        cost = prims[k].n
        k += 1
    if prims[k:] != (Prim(Op.UNLOCK_MINION, 1),) or (discard and (cost or who)) \
            or (kind == When.RECRUIT_EMPLOY and not discard):  # (Enkidu: at the end of the turn, employ_unlock)
        return None
    return (int(who), disc, int(kind), discard, cost, once)


def _crypt_option(opt: Option, acc: dict[str, Any]) -> bool:
    """Fold one ability into ``acc`` when the rules apply it; False when they do not. The readers
    below try it in turn (the first that knows the ability folds it)."""
    return _crypt_plain(opt, acc) or _crypt_abilities(opt, acc) or _crypt_timed(opt, acc)


def _crypt_plain(opt: Option, acc: dict[str, Any]) -> bool:
    """:func:`_crypt_option` of statistics, votes, traits, restrictions, blood burned for a
    bonus and hand strikes."""
    prims = opt.prims
    ops = [p.op for p in prims]
    if ops and all(o in _STAT_OPS for o in ops) and all(p.x == 0 and p.arg == 0 for p in prims):
        for p in prims:
            acc[_STAT_OPS[p.op]] += p.n
        return True
    if len(prims) == 1 and prims[0] == (Op.VOTES, -1, 0, 0, 0):
        acc["justicar_fewer"] = True  # rules.votes_of: 1 fewer vote while another justicar is ready
        return True
    if prims == (Prim(Op.WHEN, When.DIABLERIE), Prim(Op.REQUIRES, 0, Req.READY), Prim(Op.STEALTH, 1)):
        acc["partner_diablerie"] = True  # rules.DIABLERIE_PARTNER: +1 stealth while the partner is ready
        return True
    if len(prims) == 1 and prims[0] == (Op.VOTES, 0, 0, 0, 1):
        acc["infernal_votes"] = True  # rules.votes_of: +1 vote per ready unique infernal vampire you control
        return True
    if len(prims) == 1 and prims[0].op is Op.TRAIT and (prims[0].arg in _READ_TRAITS or prims[0].arg in _TRAIT_REQ):
        acc["traits"] = acc["traits"] | {Trait(prims[0].arg)}
        if prims[0].arg == Trait.SLAVE:
            acc["slave_of"] = prims[0].cond  # the master clan (index + 1)
            return prims[0].cond > 0
        return prims[0].arg in _READ_TRAITS
    if ops and all(o is Op.CANNOT for o in ops) and all(p.arg in _APPLIED_RESTRICTIONS for p in prims):
        for p in prims:
            acc["cannot"] |= 1 << p.arg
        return True
    if len(prims) == 1 and prims[0][:3] == (Op.CANNOT, 0, Restriction.USE_DISCIPLINE) and prims[0].cond > 0 \
            and not prims[0].x:
        acc["no_disc"] |= 1 << (prims[0].cond - 1)  # rules._usable: no card with an option requiring it
        return True
    if len(prims) == 2 and prims[0] == (Op.PAY_BLOOD, 2, 0, 0, 0) and prims[1] == (Op.STEALTH, 1, 0, 0, 0) \
            and not acc["blood_stealth"]:
        acc["blood_stealth"], acc["blood_stealth_cost"] = 1, 2  # Veejay: 2 blood for +1 stealth, as often
        return True
    if len(prims) == 2 and prims[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) and prims[1] == (Op.PLUS_BLEED, 1, 0, 0, 0) \
            and not acc["blood_bleed"]:
        acc["blood_bleed"], acc["blood_bleed_rep"] = 1, 2  # "during an action, Virginie can burn 1 blood to get +1 bleed"
        return True
    if prims == _AGG_HAND[1:]:
        acc["hand_agg"] = True  # "damage from Basilia's hand strikes is aggravated" (combat.strike_tuple)
        return True
    if len(prims) == 2 and prims[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) and prims[1].op in (Op.INTERCEPT, Op.STEALTH) \
            and 0 < prims[1].n < 9 and prims[1].arg in (0, 1) and prims[1][3:] == (0, 0):
        # "during an action, Chavi can burn 1 blood to get +1 stealth / intercept" (rules 6.2.2.2)
        if prims[1].op is Op.STEALTH and not acc["blood_stealth"]:
            acc["blood_stealth"] = prims[1].n
            acc["blood_stealth_others"] = prims[1].arg == 1
            return True
        if prims[1].op is Op.INTERCEPT and not acc["blood_intercept"]:
            acc["blood_intercept"] = prims[1].n
            acc["blood_intercept_rep"] = True
            acc["blood_intercept_others"] = prims[1].arg == 1
            return True
    if len(prims) == 1 and prims[0] == (Op.VOTES, 0, Who.TITLED, Who.ANOTHER, 1):
        acc["titled_votes"] = True  # +1 vote per ready titled vampire of the others while untitled
        return True
    if len(prims) == 1 and prims[0] == (Op.BLOCK_ANY, 1, 0, 0, 0):
        acc["block_any"] = True
        return True
    if len(prims) == 1 and prims[0] == (Op.FIRST_STRIKE, 1, 0, 0, 0):
        acc["first_strike"] = True  # "Elimelech strikes with first strike" (rules 6.4.5, combat.py)
        return True
    if len(prims) == 1 and prims[0].op is Op.HUNT and prims[0][2:] == (0, 0, 0) and 0 < prims[0].n < 9:
        acc["hunt"] += prims[0].n  # "+1 hunt" (rules.apply: the hunt action)
        return True
    if len(prims) == 1 and prims[0].op is Op.UNBLOCKABLE and prims[0].arg in (Who.ALLY, Who.CORRUPTED) \
            and prims[0].n == 1 and not acc["unblockable_by"]:
        # "allies cannot block him"; "minions with any of your corruption counters cannot block
        # him" (Nakhthorheb; the counters are kept per minion)
        acc["unblockable_by"] = prims[0].arg
        return True
    if len(prims) == 1 and prims[0].op is Op.UNBLOCKABLE and prims[0].arg == Who.CAPACITY_AT_MOST \
            and 0 < prims[0].cond < 12 and not prims[0].x:
        acc["unblockable_cap"] = prims[0].cond  # rules._block_actions: those vampires cannot block it
        return True
    if len(prims) == 1 and prims[0].op is Op.STRIKE_DAMAGE and prims[0].arg == 1 and prims[0].cond > 0 \
            and 0 < prims[0].n < 9 and not prims[0].x and not acc["disc_damage"]:
        acc["disc_damage"] = ((1 << (prims[0].cond - 1), prims[0].n),)  # combat.start, combat._disc_bonus
        return True
    if len(prims) == 1 and prims[0].op is Op.HAND_SIZE and prims[0].x == 0 and prims[0].n > 0:
        acc["hand_size"] += prims[0].n
        return True
    if len(prims) == 1 and prims[0].op is Op.COST_REDUCTION and prims[0].x == 0 and prims[0].arg in COST_THINGS \
            and (not prims[0].cond or prims[0].arg in (Thing.DISCIPLINE_CARD, Thing.COMBAT)):
        p = prims[0]
        acc["costs"] = acc["costs"] + ((p.n, p.arg, p.cond),)
        return True
    if len(prims) == 2 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and prims[1].op is Op.ENTER_COMBAT and prims[1].arg in (Who.ANY, Who.VAMPIRE, Who.NON_CAMARILLA) \
            and prims[1].n in (1, 2) and (prims[1].cond == 0 or prims[1].arg == Who.VAMPIRE) and prims[1].x == 0 \
            and not acc["enter_combat"]:
        acc["enter_combat"] = 1 + prims[0].n  # a directed action of the vampire's own (rules 6.1.6)
        acc["enter_combat_cost"] = prims[0].arg
        acc["enter_combat_vampires"] = prims[1].arg in (Who.VAMPIRE, Who.NON_CAMARILLA)
        acc["enter_combat_noncam"] = prims[1].arg == Who.NON_CAMARILLA  # "any ready non-Camarilla vampire"
        acc["enter_combat_near"] = prims[1].n == 2  # "controlled by your predator or prey"
        acc["enter_combat_cap"] = prims[1].cond  # "a vampire with capacity 6 or less"
        return True
    if prims[-3:] == _AGG_HAND and (len(prims) == 3 or len(prims) == 4 and prims[0] == (Op.WHEN, When.ONCE_PER_COMBAT, 0, 0, 0)):
        acc["agg_hand"] = 1 if len(prims) == 3 else 2  # once each round / once each combat (combat.py)
        return True
    return False


def _crypt_abilities(opt: Option, acc: dict[str, Any]) -> bool:
    """:func:`_crypt_option` of strikes, action costs, a vampire's own actions and abilities, imbued
    texts, clans it counts as, and what it does after its unlock phase."""
    prims = opt.prims
    core = [p for p in prims if p.op is not Op.PAY_BLOOD and p.op is not Op.AGGRAVATED]
    if len(core) == 1 and core[0].op in (Op.STRIKE, Op.STEAL_BLOOD) and core[0].n > 0 and core[0].arg in (0, 1) \
            and core[0].cond == 0 and not any(p.x or (p.op is Op.PAY_BLOOD and p.arg) for p in prims) \
            and (core[0].op is Op.STRIKE or not opt.has(Op.AGGRAVATED)) and acc["strike"] is None:
        acc["strike"] = opt  # the vampire's own strike (rules 6.4.3), chosen like a combat card's
        acc["strike_cost"] = opt.amount(Op.PAY_BLOOD)
        return True
    if len(prims) == 1 and prims[0].op is Op.ACTION_COST and prims[0].x == 0 and prims[0].n > 0 \
            and (prims[0].arg, prims[0].cond) in ((Thing.ANY, 0), (Thing.ANY, 1), (Thing.VAMPIRE, 0)):
        p = prims[0]
        key = "rescue_cost" if p.arg == Thing.VAMPIRE else "targeted_blood" if p.cond else "targeted_pool"
        acc[key] = max(acc[key], p.n)  # one ability, however many sentences state it
        return True
    if len(prims) == 2 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and acc["ability"] is None and not prims[1].x and (
                prims[1].op is Op.STEAL_BLOOD and prims[1].arg == 0 and prims[1].cond in (Who.ANY, Who.VAMPIRE, Who.YOUNGER)
                or prims[1][:4] == (Op.LOCK, 1, Who.ALLY_OR_YOUNGER, 0)):
        who = prims[1].cond if prims[1].op is Op.STEAL_BLOOD else prims[1].arg
        acc["ability"] = (int(prims[1].op), prims[1].n, who, 1 + prims[0].n, prims[0].arg)
        return True
    if acc["own_action"] is not None and prims[0].op is Op.ACTION_ABILITY and len(prims) == 2 \
            and acc["own_action"][1:] == (prims[1].n, 0, 1 + prims[0].n, prims[0].arg) \
            and prims[1].op is Op.ADD_UNCONTROLLED and prims[1][2:] == (0, 0, 0) and prims[0][2:] == (0, 0, 0):
        return True  # the same undirected action stated twice (Mary Anne Blaire)
    if prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 0 and prims[0].x == 0 and acc["own_action"] is None \
            and len(prims) in (2, 3) and (len(prims) == 2 or prims[1] == (Op.REMOVE_FROM_GAME, 1, Thing.CRYPT, 0, 0)) \
            and (prims[-1].op is Op.ADD_UNCONTROLLED and prims[-1].arg == 0 and prims[-1].cond == 0
                 and prims[-1].x == 0 and prims[-1].n > 0
                 or len(prims) == 2 and prims[-1].op is Op.SEARCH and prims[-1][1:] in _OWN_SEARCH
                 or len(prims) == 2 and prims[-1].op is Op.TOP_CRYPT and prims[-1].n > 1 and prims[-1][2:] == (0, 0, 0)):
        # (Maris Streck: "look at and rearrange the top 5 cards of your library", TOP_CRYPT)
        last = prims[-1]  # an undirected action of the vampire's own (rules 6.1.6)
        # a search: the kind of card (Thing) in place of the crypt card removed
        third = last.arg if last.op is Op.SEARCH else len(prims) - 2
        acc["own_action"] = (int(last.op), last.n, third, 1 + prims[0].n, prims[0].arg)
        return True
    if [p.op for p in prims] == [Op.ACTION_ABILITY, Op.CONVICTION, Op.ADD_UNCONTROLLED, Op.REQUIRES] \
            and prims[3].arg == Req.IMBUED and acc["own_action"] is None and not prims[0].arg:
        # "may move N blood from the blood bank to an imbued in your uncontrolled region as a +1
        # stealth action that costs 1 conviction" (rules 6.1.6; imbued appendix 2)
        acc["own_action"] = (int(Op.ADD_UNCONTROLLED), prims[2].n, 0, 1 + prims[0].n, 0)
        acc["own_conviction"] = prims[1].n
        return True
    if [p.op for p in prims] == [Op.WHEN, Op.CONVICTION, Op.RESCUE, Op.LIFE] and prims[0].n == When.EACH_UNLOCK_PHASE \
            and prims[2].arg == 1 and prims[3].n == 1:
        acc["imbued_rescue"] = prims[1].n  # Jennie Orne (imbued appendix 5: incapacitated)
        return True
    bit = SETUP.imbued_crypt_bit(prims)
    if bit:
        acc["imbued_bits"] |= bit  # an imbued's own text the imbued module applies
        return True
    if len(prims) == 2 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and acc["ability2"] is None and prims[1].n == 1 and prims[1][3:] == (0, 0) and (
                prims[1].op is Op.BURN_CARD and prims[1].arg in CARD_THINGS
                or prims[1].op is Op.STEAL_CARD and prims[1].arg in STEAL_THINGS):
        # "Marcus can burn a retainer as a +1 stealth (D) action", "Darvag can burn a location as
        # a (D) action", "Annazir can steal an equipment as a (D) action": a card another
        # Methuselah controls (rules 6.1.6, 11: steal; rules.ability_targets)
        ab = (int(prims[1].op), 0, CARD_WHO + prims[1].arg, 1 + prims[0].n, prims[0].arg)
        acc["ability2" if acc["ability"] is not None else "ability"] = ab
        return True
    if len(prims) == 3 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and acc["ability2"] is None and prims[1] == (Op.BURN_CARD, 1, Thing.VAMPIRE, 0, 0) \
            and prims[2].op is Op.LIFE and prims[2].n > 0 and not prims[2].x and not prims[2].arg:
        # "can burn a vampire in torpor to gain N life as a (D) action" (Nephandus, Gregory Winter)
        ab = (int(Op.BURN_CARD), prims[2].n, Who.ANY, 1 + prims[0].n, prims[0].arg)
        acc["ability2" if acc["ability"] is not None else "ability"] = ab
        return True
    if len(prims) == 1 and prims[0].op is Op.PREVENT and prims[0].arg == 1 and not prims[0].cond \
            and not prims[0].x and 0 < prims[0].n < 99:
        acc["strike_reduce"] += prims[0].n  # "each strike against it inflicts 1 less damage"
        return True
    if len(prims) == 2 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and prims[1].op is Op.BLEED and prims[1].arg == 0 and prims[1].cond == 0 and prims[1].x == 0 \
            and not acc["bleed_action"]:
        acc["bleed_action"] = 1 + prims[0].n  # a bleed of the vampire's own (rules 6.1.1, 6.1.6)
        acc["bleed_action_bleed"] = prims[1].n
        acc["bleed_action_cost"] = prims[0].arg
        return True
    if prims[0] == (Op.WHEN, _W_READY, 0, 0, 0) and len(prims) == 2 and prims[1].op is Op.PLUS_BLEED \
            and prims[1][2:] == (1, 0, 0) and -9 < prims[1].n < 0 and not acc["ic_malus"]:
        acc["ic_malus"] = -prims[1].n  # Mary Anne Blaire: Inner Circle members (rules.aura_bonus)
        return True
    if prims[0] == (Op.WHEN, _W_READY, Who.PREY, 0, 0) and len(prims) == 2 and prims[1].op is Op.STEALTH \
            and prims[1][2:] == (0, 0, 0) and 0 < prims[1].n < 9:
        acc["prey_title_stealth"] = prims[1].n  # Suhailah (rules.aura_bonus)
        return True
    if prims[:2] == (Prim(Op.WHEN, _W_READY), Prim(Op.WHEN, When.EQUIP)) and len(prims) == 3 \
            and prims[2].op is Op.STEALTH and prims[2][2:] == (0, 0, 0) and 0 < prims[2].n < 9:
        acc["equip_aura"] = prims[2].n  # Roderick Phillips March (rules.aura_bonus)
        return True
    if len(prims) == 2 and prims[0].op is Op.WHEN and prims[0].n == When.BLEED_AGAINST_YOU \
            and prims[0].arg in _BLOCKER_WHO and (prims[0].arg == Who.CLAN) == bool(prims[0].cond) \
            and prims[1].op is Op.PLUS_BLEED and prims[1][2:] == (0, 0, 0) and 0 < abs(prims[1].n) < 9:
        acc["bleed_vs_me"] = acc["bleed_vs_me"] + ((prims[0].arg, prims[0].cond, prims[1].n),)
        return True
    if prims and all(p.op is Op.AS_CLAN and p.cond > 0 and p.arg in (0, 1) for p in prims) and not acc["as_clans"]:
        acc["as_clans"] = tuple(p.cond for p in prims)  # rules._usable, rules._master_requirement_met
        acc["as_clans_master"] = bool(prims[0].arg)
        return True
    if len(prims) == 2 and prims[0].op is Op.WHEN and prims[0].n == When.BLOCK_ATTEMPT \
            and prims[0].arg in _BLOCKER_WHO and not prims[0].x and prims[1].op is Op.INTERCEPT \
            and prims[1].arg == 1 and prims[1].cond in (0, 1) and not prims[1].x and -9 < prims[1].n < 9 \
            and (prims[0].arg == Who.CLAN) == bool(prims[0].cond):
        acc["blocker_mods"] = acc["blocker_mods"] + ((prims[0].arg, prims[0].cond, prims[1].n, prims[1].cond),)
        return True
    got = _after_unlock(prims)
    if got is not None and acc["after_unlock"] in (None, got):
        acc["after_unlock"] = got  # rules.after_unlock (one ability, however many sentences state it)
        return True
    return False


def _crypt_timed(opt: Option, acc: dict[str, Any]) -> bool:
    """:func:`_crypt_option` of abilities opening with their timing (a ``WHEN`` primitive); those
    it does not know go on to :func:`_crypt_timed_more`."""
    prims = opt.prims
    if not prims or prims[0].op is not Op.WHEN:
        return False
    w = prims[0]
    rest = prims[1:]
    if w == (Op.WHEN, When.AFTER_ACTION, 0, 0, 0) and len(rest) == 2 and rest[0] == (Op.WHEN, When.HUNTING, 0, 0, 0) \
            and rest[1] == (Op.CANNOT, 0, Restriction.UNLOCK, 0, 0):
        acc["hunt_locks"] = True  # rules._succeed: s.no_unlock after a successful hunt
        return True
    if w.n == _W_READY and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.TRANSFERS and rest[0].x == 0 \
            and rest[0].n > 0:
        acc["transfers"] += rest[0].n
        return True
    if w.n == _W_READY and rest and all(p.op in (Op.MASTER_ACTIONS, Op.HAND_SIZE, Op.DISCARD_ACTIONS) and p.x == 0
                                        and p.n > 0 and not (p.op is Op.DISCARD_ACTIONS and w.arg) for p in rest):
        for p in rest:
            if p.op is Op.MASTER_ACTIONS:
                acc["master_actions"] += p.n
                acc["master_unlocked"] = acc["master_unlocked"] or w.arg == 1
            elif p.op is Op.DISCARD_ACTIONS:
                acc["discard_actions"] += p.n
            else:
                acc["hand_size"] += p.n
        return True
    if w.n == _W_ONCE_COMBAT and w.arg == 0 and len(rest) == 2 and rest[0].op is Op.DISCARD_FROM_HAND \
            and rest[0][1:3] == (1, 0) and rest[0].cond > DISCARD_DISC and rest[0].x == 0 \
            and rest[1] == (Op.PRESS, 1, 0, 0, 0) and not acc["press_discard"]:
        acc["press_discard"] = rest[0].cond - DISCARD_DISC  # combat._presses: a card requiring it discarded
        return True
    if w.n == _W_ONCE_COMBAT and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DODGE, 1, 0, 0, 0):
        acc["dodge"] = True
        return True
    if w.n in (_W_COMBAT, _W_ONCE_COMBAT) and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.PREVENT \
            and rest[0].arg == 0 and rest[0].cond == 0 and rest[0].x == 0 and rest[0].n < 99:
        acc["prevent"] += rest[0].n
        return True
    if w.n == When.FIRST_ROUND and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.STRENGTH \
            and rest[0][2:] == (0, 0, 0) and -9 < rest[0].n < 9 and rest[0].n:
        acc["first_round_strength"] += rest[0].n  # combat.strength_of, round 1 only
        return True
    if w.n in (_W_COMBAT, _W_ONCE_COMBAT, When.FIRST_ROUND) and w.arg == 0 and len(rest) == 1 \
            and rest[0].op in (Op.MANEUVER, Op.PRESS) and rest[0].n == 1 and rest[0].arg == 0 and rest[0].x == 0:
        acc["maneuver" if rest[0].op is Op.MANEUVER else "press"] = 2 if w.n == When.FIRST_ROUND else 1
        return True
    if w.n == When.DIRECTED_ACTION and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.INTERCEPT \
            and rest[0].arg == 0 and rest[0].x == 0 and rest[0].n > 0:
        acc["directed_intercept"] += rest[0].n
        return True
    if w.n == When.ONCE_PER_ACTION and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1].op is Op.INTERCEPT and 0 < rest[1].n < 9 and rest[1][2:] == (0, 0, 0) \
            and not acc["blood_intercept"]:
        acc["blood_intercept"] = rest[1].n  # offered to it as it attempts to block (rules.intercept_actions)
        return True
    if w.n == When.BLEED_AGAINST_YOU and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1].op is Op.REDUCE_BLEED and 0 < rest[1].n < 9 and rest[1][2:] == (0, 0, 0):
        acc["bleed_shield"] = rest[1].n  # rules.reaction_actions: Greta Kircher's text (the only one)
        return True
    if w.n == When.MASTER_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1] == (Op.DISCARD_DRAW, 1, 0, 0, 0):
        acc["master_dump"] = True  # rules.master_actions: a card of the hand burned and replaced
        return True
    if w.n == When.ONCE_PER_ACTION and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1].op in (Op.PLUS_BLEED, Op.STEALTH) and 0 < rest[1].n < 9 and rest[1][2:] == (0, 0, 0):
        if rest[1].op is Op.PLUS_BLEED and not acc["blood_bleed"]:
            acc["blood_bleed"], acc["blood_bleed_rep"] = rest[1].n, 1  # Sébastien Goulet: once each action
            return True
        if rest[1].op is Op.STEALTH and not acc["blood_stealth"]:
            acc["blood_stealth"], acc["blood_stealth_once"] = rest[1].n, True  # William Biltmore
            return True
    if w.n == When.ONCE_PER_TURN and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1].op is Op.PLUS_BLEED and 0 < rest[1].n < 9 and rest[1][2:] == (0, 0, 0):
        acc["blood_bleed"] = rest[1].n  # offered with the bleed's modifiers (rules.modifier_actions)
        return True
    if w.n == When.IN_COMBAT_WITH and w.arg == Who.CLAN and w.cond and len(rest) == 1 \
            and rest[0] == (Op.PREVENT, 99, 1, 0, 0):
        acc["immune_clan"] = w.cond  # the damage of an opposing vampire of the clan: none
        return True
    if w.n == When.IN_COMBAT_WITH and w.arg == Who.OLDER and w.cond == 0 and len(rest) == 1 \
            and rest[0].op is Op.STRENGTH and rest[0].arg == 1 and rest[0].cond == 0 and not rest[0].x \
            and 0 < rest[0].n < 9:
        acc["older_strength"] = rest[0].n  # to the opposing vampire, when older (combat.strength_of)
        return True
    if w.n == When.IN_COMBAT_WITH and w.arg == Who.CLAN and w.cond and len(rest) == 1 and rest[0].op is Op.STRENGTH \
            and rest[0].arg == 1 and rest[0].cond == 0 and not rest[0].x and 0 < abs(rest[0].n) < 9:
        acc["clan_strength"] = acc["clan_strength"] + ((w.cond, rest[0].n),)  # to the opposing vampire (combat.strength_of)
        return True
    if w[:4] == (Op.WHEN, When.BURNED, Who.ANOTHER, 0) and len(rest) == 1 and rest[0].op is Op.GAIN_BLOOD \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9:
        acc["neighbour_burn_blood"] = rest[0].n  # ops.burn_minion
        return True
    if w[:4] == (Op.WHEN, When.DIRECTED_ACTION, Who.BISHOP, 0) and len(rest) == 1 and rest[0].op is Op.STEALTH \
            and rest[0][2:] == (0, 0, 0) and 0 < abs(rest[0].n) < 9:
        acc["bishop_stealth"] = rest[0].n  # rules._declare
        return True
    if w.n == When.EACH_COMBAT and w.arg == 0 and w.cond == 0 and len(rest) == 1 and rest[0].op is Op.HAND_SIZE \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9:
        acc["combat_hand"] = rest[0].n  # combat.start, combat.end_hand
        return True
    if w.n == When.LEAVES_READY and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.GAIN_POOL \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9:
        acc["leave_pool"] = rest[0].n  # its opponent left the ready region once combat ends
        return True
    if w.n == When.BURNED and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.TO_UNCONTROLLED, 1, 0, 0, 0) \
            and rest[1].op is Op.TRANSFERS and rest[1][2:] == (0, 0, 0) and 0 < rest[1].n < 9:
        acc["phoenix"] = rest[1].n  # ops.burn_minion
        return True
    if w.n == When.BURNED and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.BURN_POOL \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9:
        acc["burned_pool"] = rest[0].n  # "after Angela is burned in combat" (the only such text)
        return True
    if w.n == When.BLOCKED and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DAMAGE, 1, 1, 0, 0):
        acc["block_burn"] = 1  # the blocking vampire burns 1 blood once the block succeeds
        return True
    if w.n == When.POLITICAL and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.VOTES \
            and 0 < rest[0].n < 9 and rest[0][2:] == (0, 0, 0):
        acc["political_votes"] = rest[0].n  # one ability, however many sentences state it
        return True
    if w.n == When.BLOCK_ATTEMPT and w.arg == Who.YOUNGER and len(rest) == 1 and rest[0].op is Op.UNBLOCKABLE \
            and rest[0].arg == Who.CLAN and rest[0].cond and not rest[0].x:
        acc["unblockable_younger"] = rest[0].cond
        return True
    if w.n == When.IN_COMBAT_WITH and w.arg == 0 and w.cond == 0 and len(rest) == 1 \
            and rest[0] == (Op.CANNOT, 0, Restriction.HAVE_RETAINERS, 1, 0):
        acc["mute_retainers"] = True  # the opposing minion's retainers (combat.py)
        return True
    if w.n == When.ENTERS_PLAY and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.MOVE_BLOOD \
            and rest[0].arg == 1 and rest[0].cond == clan_code("Harbinger of Skulls") and not rest[0].x \
            and 0 < rest[0].n < 99:
        acc["share_blood"] = rest[0].n  # a choice as it is influenced (rules.influence_actions)
        return True
    if w.n == When.ENTERS_PLAY and w.arg == 0 and len(rest) == 3 and rest[:2] == _CONVERT_HEAD \
            and rest[2] in _CONVERT_GAIN:
        acc["convert"] = True  # both options: a choice as it is influenced (rules.influence_actions)
        return True
    if w.n == When.AFTER_MINION_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.BURN_CARD, 1, Thing.VAMPIRE, 0, 0) \
            and rest[1] == (Op.CRYPT_TO_UNCONTROLLED, 1, 0, 0, 0):
        acc["burn_after_minion"] = True
        return True
    if w.n == _W_READY and w.arg == 0 and len(rest) == 3 and rest[0].op is Op.PAY_TRANSFERS and rest[0].x == 0 \
            and rest[1] == (Op.SEARCH, 1, Thing.ALLY, 1, 0) and rest[2] == (Op.REQUIRES, 0, Req.MAGE, 0, 0):
        acc["fetch_mage"] = rest[0].n
        return True
    return _crypt_timed_more(w, rest, acc)


def _crypt_timed_more(w: Prim, rest: tuple[Prim, ...], acc: dict[str, Any]) -> bool:
    """:func:`_crypt_timed` of the rest: ``w`` the timing, ``rest`` the ability's other primitives."""
    if w.n == _W_READY and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.REFERENDUM_PASSED, 0, 0, 0) \
            and rest[1].op is Op.BURN_POOL and rest[1].arg == 0 and rest[1].cond == 0 and rest[1].x == 0:
        acc["referendum_burn"] += rest[1].n  # your prey burns N pool (rules 6.3.2: after the referendum passes)
        return True
    if w.n == When.REFERENDUM_PASSED and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.GAIN_POOL \
            and rest[0].arg == 0 and rest[0].cond == 0 and rest[0].x == 0:
        acc["referendum_pool"] += rest[0].n  # a referendum it calls passes
        return True
    if w.n == When.OTHER_UNLOCK_PHASE and w.arg == 0 and len(rest) == 3 and rest[0] == (Op.WHEN, When.WHILE_READY, 0, 0, 0) \
            and rest[1] == (Op.BURN_POOL, 1, 0, 0, 0) and rest[2] == (Op.TRANSFERS, 0, 0, 1, 0):
        acc["unlock_toll"] = True  # 1 pool or the transfers of the turn
        return True
    if w.n == _W_READY and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.BURN_POOL, 1, 0, 0, 0) \
            and rest[1] == (Op.BURN_CARD, 0, Thing.LOCATION, 0, 0):
        acc["location_tax"] = True  # your prey's locations: 1 pool each or burned
        return True
    if w.n == _W_READY and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.BLEEDING, 0, Who.CAMARILLA, 0) \
            and rest[1].op is Op.PLUS_BLEED and rest[1][2:] == (0, Who.SABBAT, 0) and 0 < rest[1].n < 9:
        acc["sect_bleed"] = rest[1].n  # Marcus Vitel's Sabbat vampires (rules.sect_bleed)
        return True
    if w.n == When.UNLOCK_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.EDGE, -1, 0, 0, 0) \
            and rest[1].op is Op.DAMAGE and rest[1].arg == 1 and rest[1][3:] == (0, 0) and 0 < rest[1].n < 9:
        acc["edge_drain"] = rest[1].n  # Keith Moody: rules.edge_drain, the prey's Edge for his blood
        return True
    if w.n == When.MASTER_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.LOCK_SELF, 1, 0, 0, 0) \
            and rest[1].op is Op.MASTER_ACTIONS and rest[1][2:] == (0, 0, 0) and rest[1].n > 0:
        acc["lock_master"] = rest[1].n
        return True
    if w.n == When.DISCARD_PHASE and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.RECUR, 0, Thing.LIBRARY, 1, 0):
        acc["recycle"] = True  # the cards discarded in your discard phase back to the library
        return True
    if w.n == When.REFERENDUM_PASSED and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.UNLOCK_MINION, 1, 0, 0, 0):
        acc["referendum_unlock"] = True  # a referendum it calls passes: it may unlock
        return True
    if w.n == When.AFTER_ACTION and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.RECRUIT_EMPLOY, 0, 0, 0) \
            and rest[1] == (Op.UNLOCK_MINION, 1, 0, 0, 0):
        acc["employ_unlock"] = True  # a successful employ action: it unlocks at the end of the turn
        return True
    if w.n == When.POLLING and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DAMAGE, 1, 1, 0, 0):
        acc["oppose_burn"] = 1  # politics.apply: the vampires of a Methuselah voting against
        return True
    if w.n == When.AFTER_BLEED and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DAMAGE, 1, 1, 0, 0):
        acc["bleed_anarch_damage"] = 1  # rules: after its successful bleed
        return True
    if w.n == When.POLLING and w.arg == 0 and len(rest) == 2 and rest[0].op is Op.PAY_BLOOD \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9 and rest[1] == (Op.ABSTAIN, 1, 0, 0, 0):
        acc["force_abstain"] = rest[0].n  # politics.vote_cards: a vampire yet to vote casts none
        return True
    if w.n == When.POLLING and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1] == (Op.VOTES, 1, 0, 0, 0):
        acc["blood_vote"] = 1  # politics.vote_cards: +1 vote for each blood burned while polling
        return True
    if w.n == When.WHILE_READY and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.POLLING, 0, 0, 0) \
            and rest[1] == (Op.VOTES, 0, 0, 0, 1):
        acc["double_votes"] = True  # politics.apply: your vampires' votes are doubled
        return True
    if w.n == When.POLLING and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.COST_INCREASE \
            and rest[0].arg == Thing.POLITICAL and rest[0].cond == 0 and rest[0].x == 0 and rest[0].n > 0:
        acc["oppose_cost"] = rest[0].n  # blood to vote against a referendum it calls
        return True
    if w.n in (When.POLLING, When.BLEEDING) and w.arg == 0 and w.cond == 0 and len(rest) == 2 \
            and rest[0].op is Op.DISCARD_FROM_HAND and rest[0][1:3] == (1, 0) and rest[0].cond > DISCARD_DISC \
            and rest[0].x == 0 and rest[1].op is (Op.VOTES if w.n == When.POLLING else Op.PLUS_BLEED) \
            and rest[1][2:] == (0, 0, 0) and rest[1].n > 0:
        key = "discard_vote" if w.n == When.POLLING else "discard_bleed"
        if acc[key] is None:
            acc[key] = (rest[1].n, rest[0].cond - DISCARD_DISC)  # a card requiring the Discipline
            return True
    if w.n in (When.ONCE_PER_TURN, When.MINION_PHASE) and w.arg == 0 and len(rest) == 1 \
            and rest[0] == (Op.UNLOCK, 1, 0, 0, 0) and acc["toggle"] is None:
        # clan 0: the vampire itself (rules.toggle_actions); Nakhthorheb's "during your minion
        # phase, Nakhthorheb can unlock" offered once a turn
        acc["toggle"] = (int(Phase.MINION), 0, False)
        return True
    if w.n in (When.ONCE_PER_TURN, When.DISCARD_PHASE, When.MINION_PHASE) and w.arg == 0 and len(rest) == 1 \
            and rest[0].op is Op.UNLOCK_OTHER and rest[0].n == 1 and rest[0].cond and rest[0].x == 0 \
            and rest[0].arg in (0, 1) and acc["toggle"] is None:
        # Lord Tremere's "during your minion phase" (no limit) offered once a turn, to Tremere
        phase = Phase.DISCARD if w.n == When.DISCARD_PHASE else Phase.MINION
        acc["toggle"] = (int(phase), rest[0].cond, rest[0].arg == 1)
        return True
    if w.n == When.ONCE_PER_TURN and w.arg == 0 and len(rest) == 3 and rest[0] == (Op.WHEN, When.BLEED_AGAINST_YOU, 0, 0, 0) \
            and rest[1] == (Op.DISCARD_FROM_HAND, 1, Who.ANY, 2, 0) and rest[2] == (Op.REDIRECT_BLEED, 1, 0, 0, 0):
        acc["redirect_master"] = True  # discard a master card: redirect a bleed against you
        return True
    if w.n == When.UNLOCK_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.EDGE, -1, 0, 0, 0) \
            and acc["edge_use"] is None and rest[1].op is Op.GAIN_BLOOD and 0 < rest[1].n < 99 \
            and rest[1][2:] == (0, 0, 0):
        acc["edge_use"] = (int(Phase.UNLOCK), int(Op.GAIN_BLOOD), rest[1].n)  # "burn the Edge to give Lucinde 1 blood"
        return True
    if w.n in (When.MASTER_PHASE, When.DISCARD_PHASE) and w.arg == 0 and len(rest) == 2 and acc["pool_use"] is None \
            and rest[0].op is Op.PAY_POOL and 0 < rest[0].n < 99 and rest[0][2:] == (0, 0, 0) and (
                w.n == When.MASTER_PHASE and rest[1].op is Op.MASTER_ACTIONS and 0 < rest[1].n < 99
                and rest[1][2:] == (0, 0, 0)
                or w.n == When.DISCARD_PHASE and rest[1] == (Op.UNLOCK_MINION, 1, 0, 0, 0)):
        phase = Phase.MASTER if w.n == When.MASTER_PHASE else Phase.DISCARD
        acc["pool_use"] = (int(phase), int(rest[1].op), rest[1].n, rest[0].n)
        return True
    if w.n in (When.MASTER_PHASE, When.DISCARD_PHASE) and w.arg == 0 and len(rest) == 2 \
            and rest[0] == (Op.EDGE, -1, 0, 0, 0) and acc["edge_use"] is None and (
                rest[1].op is Op.GAIN_POOL and rest[1].n > 0 and not (rest[1].arg or rest[1].cond or rest[1].x)
                or rest[1] == (Op.UNLOCK_MINION, 1, 0, 0, 0)):
        phase = Phase.MASTER if w.n == When.MASTER_PHASE else Phase.DISCARD
        acc["edge_use"] = (int(phase), int(rest[1].op), rest[1].n)
        return True
    if w.n == When.EACH_UNLOCK_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.WHILE_READY, 0, 0, 0) \
            and rest[1].op is Op.BLOOD_TO and rest[1].arg == 1 and rest[1].cond == 0 and rest[1].x == 0 \
            and rest[1].n > 0 and acc["unlock_ability"] is None:
        # "during any Methuselah's unlock phase, if Owain is ready, you may move a blood from the
        # blood bank to a vampire that Methuselah controls": offered in your own unlock phase (the
        # table's out-of-turn choices are its controller's; giving a rival blood is declined)
        acc["unlock_ability"] = (int(Op.BLOOD_TO), rest[1].n, 0, 0)
        return True
    if w.n == When.UNLOCK_PHASE and w.arg == 0 and acc["unlock_ability"] is None:
        if len(rest) == 1 and rest[0].op is Op.MOVE_BLOOD and rest[0].arg in (1, 2, 3) and rest[0].x == 0 and rest[0].n > 0:
            acc["unlock_ability"] = (int(Op.MOVE_BLOOD), rest[0].n, rest[0].arg, rest[0].cond)
            return True
        if len(rest) == 2 and rest[0] == (Op.BURN_CARD, 1, Thing.RETAINER, 0, 0) and rest[1].op is Op.GAIN_BLOOD \
                and rest[1].arg == 0 and rest[1].cond == 0 and rest[1].x == 0:
            acc["unlock_ability"] = (int(Op.GAIN_BLOOD), rest[1].n, 0, 0)
            return True
        if len(rest) == 2 and rest[0].op is Op.PAY_BLOOD and 0 < rest[0].n < 9 and rest[0][2:] == (0, 0, 0) \
                and rest[1] == (Op.LOCK, 1, Who.ALLY_OR_YOUNGER, Who.PREY, 0):
            acc["unlock_ability"] = (int(Op.LOCK), rest[0].n, 0, 0)  # Scout Youngwood: n = the blood paid
            return True
    if w.n == When.BLEEDING and w.arg == 0 and w.cond == 0 and len(rest) == 3 and rest[0] == (Op.LOCK_SELF, 1, 0, 0, 0) \
            and rest[1].op is Op.PLUS_BLEED and rest[1].arg == 0 and rest[1].cond == 1 and rest[1].x == 0 \
            and rest[2] == (Op.REQUIRES, 0, Req.INFERNAL, 0, 0):
        acc["lend_bleed"] = rest[1].n  # to another acting infernal minion
        return True
    if len(rest) == 1:
        cond = _conditional(w, rest[0])
        if cond is not None:
            acc["conditional"] = acc["conditional"] + (cond,)
            return True
    if w.n == _W_AFTER_BLEED and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.GAIN_POOL \
            and rest[0].arg == 0 and rest[0].x == 0:
        acc["bleed_pool"] += rest[0].n
        return True
    if w.n == _W_AFTER_BLEED and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.MILL and 0 < rest[0].n < 9 \
            and rest[0][2:] == (0, 0, 0):
        acc["bleed_mill"] += rest[0].n  # rules.py: the target's top library cards burned after its bleed
        return True
    if w.n == When.ONCE_PER_TURN and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DRAW, 1, 1, 0, 0):
        acc["redraw"] = True  # ops.redraw_replacement: a card drawn to the library's bottom, once each turn
        return True
    return False


def _directed_intercept(e: Effect | None) -> int:
    """"+N intercept during actions directed at their controller" of an action card put on a
    minion (its first option: WHEN DIRECTED_AT_YOU, INTERCEPT n), else 0."""
    if e is None or e.mode != Mode.ACTION or not e.options:
        return 0
    prims = e.options[0].prims
    for k, p in enumerate(prims[:-1]):
        if p.op is Op.WHEN and p.n == When.DIRECTED_AT_YOU and prims[k + 1].op is Op.INTERCEPT:
            return prims[k + 1].n
    return 0


def _burn_prevent(e: Effect | None) -> int:
    """The prevention of an equipment burned "to prevent all the damage from the opposing
    minion's strike" (its first option: BURN_SELF then PREVENT n), else 0."""
    if e is None or e.mode != Mode.EQUIPMENT or not e.options:
        return 0
    prims = e.options[0].prims
    for k, p in enumerate(prims[:-1]):
        if p.op is Op.BURN_SELF and prims[k + 1].op is Op.PREVENT and not prims[k + 1].arg:
            return min(prims[k + 1].n, 99)
    return 0


#: "X cannot perform directed actions unless Y is ready": X's card id -> Y's (any version of Y:
#: Brunhilde, base and advanced)
DIRECTED_UNLESS_READY = {201423: frozenset({200223, 200224})}
_DIRECTED_UNLESS = (Prim(Op.CANNOT, 0, Restriction.DIRECTED_ACTIONS, 1),)


def read_crypt(abilities: CryptEffect | None) -> tuple[CryptAbilities, tuple[Option, ...]]:
    """The abilities of a crypt card the rules apply, and its options they do not apply (the
    coverage report's "executed" column is read from the second: the same reader as GameSetup)."""
    acc: dict = {f: 0 for f in CryptAbilities._fields}
    acc["master_unlocked"] = False
    acc["enter_combat_vampires"] = False
    acc["enter_combat_near"] = False
    acc["traits"] = frozenset()
    acc["costs"] = ()
    acc["conditional"] = ()
    acc["burn_after_minion"] = False
    acc["directed_unless"] = False
    acc["strike"] = None
    acc["block_any"] = False
    acc["ability"] = None
    acc["ability2"] = None
    acc["unlock_ability"] = None
    acc["toggle"] = None
    acc["redirect_master"] = False
    acc["referendum_unlock"] = False
    acc["employ_unlock"] = False
    acc["discard_vote"] = None
    acc["double_votes"] = False
    acc["justicar_fewer"] = False
    acc["infernal_votes"] = False
    acc["partner_diablerie"] = False
    acc["discard_bleed"] = None
    acc["recycle"] = False
    acc["titled_votes"] = False
    acc["location_tax"] = False
    acc["unlock_toll"] = False
    acc["own_action"] = None
    acc["edge_use"] = None
    acc["dodge"] = False
    acc["burn_diablerist"] = False
    acc["press_giver"] = False
    acc["unlock_giver"] = False
    acc["ash_price"] = False
    acc["strength_is_life"] = False
    acc["ash_return"] = False
    acc["additional"] = False
    acc["burn_own"] = False
    acc["burn_location"] = False
    acc["kiasyd_guard"] = False
    acc["redraw"] = False
    acc["close_on_block"] = False
    acc["convert"] = False
    acc["mute_retainers"] = False
    acc["pool_use"] = None
    acc["enter_combat_noncam"] = False
    acc["after_unlock"] = None
    acc["blocker_mods"] = ()
    acc["as_clans"] = ()
    acc["bleed_vs_me"] = ()
    acc["as_clans_master"] = False
    acc["disc_damage"] = ()
    acc["clan_strength"] = ()
    acc["hunt_locks"] = False
    acc["bishop_stealth"] = 0
    acc["neighbour_burn_blood"] = 0
    for f in ("first_strike", "recruit_acts", "hand_agg", "blood_stealth_once", "blood_stealth_others",
              "blood_intercept_rep", "blood_intercept_others", "master_dump"):
        acc[f] = False  # (the other flags: bool fields start False, not the 0 of the loop above)
    left: list[Option] = []
    if abilities is not None:
        calls = abilities.card_id in SETUP.vampire_calls
        for opt in abilities.options:
            if calls and opt.has(Op.REFERENDUM):
                continue  # rules.minion_actions lists the call, politics.SPECS resolves it
            if opt.prims == _DIRECTED_UNLESS and abilities.card_id in DIRECTED_UNLESS_READY:
                acc["directed_unless"] = True  # rules.directed_ok
                continue
            if opt.prims and not _crypt_option(opt, acc):
                left.append(opt)
    return CryptAbilities(**acc), tuple(left)


#: Primitives opening a new ability within one sentence of an ally's text ("Rock Cat may enter
#: combat ... as a (D) action"; "... gets an optional press each combat"; "Red List").
_ALLY_HEADS = frozenset({Op.WHEN, Op.ACTION_ABILITY, Op.TRAIT, Op.CANNOT})
_ALLY_STATS = frozenset({Op.LIFE, Op.STRENGTH, Op.PLUS_BLEED})
_LEVEL_STATS = frozenset({Op.LIFE, Op.STRENGTH})
#: "This ally can burn 1 life to give a minion you control 1 press. During an action directed at
#: you, you can burn this ally if it is not blocking to unlock a ready minion you control."
_GIVER = (Prim(Op.PRESS, 1), Prim(Op.BURN_SELF, 1), Prim(Op.UNLOCK_OTHER, 1))
_WAR_GHOUL = (
    Prim(Op.WHEN, When.ENTERS_PLAY), Prim(Op.BURN_CARD, 1, Thing.ALLY_OR_RETAINER), Prim(Op.PREVENT, 1, 1),
)
_BURN_LOCATION = (Prim(Op.LOCK_SELF, 1), Prim(Op.BURN_SELF, 1), Prim(Op.BURN_CARD, 1, Thing.LOCATION))
#: Draeven Softfoot's option (its registry entry): lock to prevent 1 damage on a Kiasyd
_KIASYD_GUARD = (Prim(Op.LOCK_SELF, 1), Prim(Op.PREVENT, 1))
DRAEVEN_SOFTFOOT = 100579
_CLOSE_ON_BLOCK = (Prim(Op.WHEN, When.DIRECTED_ACTION), Prim(Op.WHEN, When.BLOCKING), Prim(Op.RANGE_SET, 1))
#: "During your unlock phase, ... you can remove 7 cards in your ash heap from the game to move
#: an Emerald Legionnaire from your ash heap to the ready region with 2 life."
_LEGION = (
    Prim(Op.WHEN, When.UNLOCK_PHASE), Prim(Op.REMOVE_FROM_GAME, 7, Thing.LIBRARY),
    Prim(Op.PUT_IN_PLAY, 1, Thing.ALLY, 2),
)
#: "After this ally enters play, remove an ally or vampire in your ash heap from the game or burn
#: this ally. This ally gets +1 strength for each life it has. This ally can enter combat with a
#: minion as a (D) action."
_HORDES = (
    Prim(Op.WHEN, When.ENTERS_PLAY), Prim(Op.REMOVE_FROM_GAME, 1, Thing.MINION), Prim(Op.STRENGTH, 0, 0, 0, 1),
    Prim(Op.ENTER_COMBAT, 1),
)


#: ``unlock_burn`` of a minion burned whole during its controller's unlock phase
BURNS_ALL = 255


def nocturn_shape(options: tuple[Option, ...]) -> bool:
    """"[obt] X can perform actions the turn it is recruited. Unlock this vampire if this is their
    first successful recruit ally action this turn. X can play non-ally cards requiring basic
    <Discipline> as a vampire. Burn X during your unlock phase. [OBT] As above, and this vampire
    can perform this action again this turn, with the cost increased by 1 blood" (Nocturn)."""
    if len(options) != 2 or {o.level for o in options} != {1, 2}:
        return False
    basic, sup = sorted(options, key=lambda o: o.level)
    p = basic.prims
    return len(p) == 3 and p[0] == (Op.UNLOCK_MINION, 1, 0, 0, 0) and p[1].op is Op.DISCIPLINE and p[1].arg > 0 \
        and not p[1].n and p[2] == (Op.EXPIRES, 0, 0, When.UNLOCK_PHASE, 0) \
        and sup.prims == p + (Prim(Op.PAY_BLOOD, 1, 0, 1),)


def level_stats(eff: Effect) -> tuple[tuple[int, int], ...] | None:
    """(life, strength) of each option of an ally whose options are Discipline levels that
    differ only by life and strength ("[ANI] As above, but this ally has 2 life and 1
    strength"), else None."""
    opts = eff.options
    if len(opts) < 2 or not all(o.level for o in opts):
        return None
    cores = {tuple(p for p in o.prims if p.op not in _LEVEL_STATS or p.x) for o in opts}
    if len(cores) != 1:
        return None
    out = []
    for o in opts:
        life = sum(p.n for p in o.prims if p.op is Op.LIFE and not p.x)
        st = [p.n for p in o.prims if p.op is Op.STRENGTH and not p.x]
        out.append((life or eff.life, st[0] if st else eff.strength))
    return tuple(out)
#: "During your discard phase, you can burn it to burn a vampire who has committed diablerie
#: since your last turn."
_BURN_DIABLERIST = (
    Prim(Op.WHEN, When.DISCARD_PHASE), Prim(Op.BURN_SELF, 1), Prim(Op.WHEN, When.DIABLERIE),
    Prim(Op.BURN_CARD, 1, Thing.VAMPIRE),
)


def read_ally(eff: Effect | None) -> tuple[CryptAbilities, tuple[Option, ...]]:
    """The abilities of an ally the rules apply, read like a vampire's (its own strike, presses,
    maneuvers and prevention each combat, intercept when blocking, its own (D) actions, traits:
    rules 6.1.6, 6.2.2.2, 6.4), and the options they do not apply. An ally whose options differ
    by the recruiting vampire's Discipline level is not read (nothing of it is)."""
    acc: dict = read_crypt(None)[0]._asdict()
    left: list[Option] = []
    if eff is None or eff.mode != Mode.ALLY:
        return CryptAbilities(**acc), ()
    options = eff.options
    if nocturn_shape(options):
        # recruited at the [obt] level: its abilities; the [OBT] second recruit is not offered
        acc.update(recruit_acts=True, plays_basic=1 << (options[0].prims[1].arg - 1), unlock_burn=BURNS_ALL)
        return CryptAbilities(**acc), ()
    if level_stats(eff) is not None:
        # "[ani] ... [ANI] As above, but this ally has 2 life and 1 strength": the abilities of
        # every level, its life and strength set as it is recruited
        options = (replace(options[0], level=0, need_any=0, need_sup=0,
                           prims=tuple(p for p in options[0].prims if p.op not in _LEVEL_STATS or p.x)),)
    for opt in options:
        if not opt.prims:
            continue
        if opt.level or opt.need_any or opt.need_sup:
            left.append(opt)
            continue
        if opt.prims == _WAR_GHOUL:
            acc["burn_own"] = True
            acc["round_prevent"] = 1
            continue
        if opt.prims == _CLOSE_ON_BLOCK:
            acc["close_on_block"] = True
            continue
        if opt.prims == (Prim(Op.FIRST_STRIKE, 1),):
            acc["first_strike"] = True  # "this ally strikes with first strike"
            continue
        if opt.prims == _BURN_LOCATION:
            acc["burn_location"] = True
            continue
        if opt.prims == _KIASYD_GUARD and eff.card_id == DRAEVEN_SOFTFOOT:
            acc["kiasyd_guard"] = True  # combat.kiasyd_guards; no [chi] card near him (combat._cards_for)
            continue
        if opt.prims == _GIVER:
            acc["press_giver"] = acc["unlock_giver"] = True
            continue
        if opt.prims == _HORDES and not acc["enter_combat"]:
            acc["ash_price"] = acc["strength_is_life"] = True
            acc["enter_combat"] = 1  # "can enter combat with a minion as a (D) action" (rules 6.1.6)
            continue
        if opt.prims == _BURN_DIABLERIST:
            acc["burn_diablerist"] = True
            continue
        ops = [p.op for p in opt.prims]
        if ops == [Op.STEALTH, Op.BLOOD_TO] and acc["ability"] is None and opt.prims[1].arg == 1 \
                and not opt.prims[1].cond and not any(p.x for p in opt.prims) and opt.prims[1].n > 0:
            # "can add 1 blood to a ready vampire as a +1 stealth action" (Leonardo, Procurer):
            # an undirected action of its own (rules 6.1.6)
            acc["ability"] = (int(Op.BLOOD_TO), opt.prims[1].n, Who.ANY, 1 + opt.prims[0].n, 0)
            continue
        group: list = []
        groups: list[list] = []
        for p in opt.prims:
            if p.op in _ALLY_HEADS and group and group[-1].op is not Op.WHEN:
                groups.append(group)
                group = []
            group.append(p)
        groups.append(group)
        for g in groups:
            if tuple(g) == _LEGION:
                acc["ash_return"] = True
                continue
            if tuple(g) == (Prim(Op.LOCK_SELF, 1), Prim(Op.LIFE, 1)) and not acc["heal_ally"]:
                acc["heal_ally"] = 1
                continue
            if tuple(g) == (Prim(Op.ADDITIONAL_STRIKE, 1), Prim(Op.MANEUVER, 1)) and not acc["maneuver"]:
                acc["additional"] = True
                acc["maneuver"] = 1
                continue
            if len(g) == 2 and g[0] == (Op.WHEN, When.UNLOCK_PHASE, 0, 0, 0) and g[1] == (Op.LIFE, -1, 0, 0, 0) \
                    and not acc["unlock_burn"]:
                acc["unlock_burn"] = 1
                continue
            if len(g) == 2 and g[0] == (Op.WHEN, When.UNLOCK_PHASE, 0, 0, 0) and g[1][:2] == (Op.LIFE, 1) \
                    and g[1] == (Op.LIFE, 1, 0, 0, 0) and not acc["unlock_life"]:
                acc["unlock_life"] = 1
                continue
            if len(g) == 2 and g[0].op is Op.ACTION_ABILITY and not g[0].cond and not g[0].x and not g[0].arg \
                    and g[1][:3] == (Op.UNLOCK_OTHER, 1, Who.NON_CAMARILLA) and not g[1].x and acc["ability"] is None:
                # "can unlock a ready non-Camarilla vampire with capacity 8 or more as a +1 stealth
                # action" (Mylan Horseed): undirected; n holds the capacity
                acc["ability"] = (int(Op.UNLOCK_OTHER), g[1].cond, Who.NON_CAMARILLA, 1 + g[0].n, 0)
                continue
            if all(p.op in _ALLY_STATS and not p.x for p in g) and all(
                    p.n == {Op.LIFE: eff.life, Op.STRENGTH: eff.strength}.get(p.op, eff.bleed) for p in g):
                continue  # the printed life, strength and bleed restated (Effect fields)
            if not _crypt_option(replace(opt, prims=tuple(g)), acc):
                left.append(opt)
                break
    return CryptAbilities(**acc), tuple(left)


def master_blood(opt: Option) -> int:
    """N of an equipment's "during your master phase, the vampire with this card gains N blood"
    (Palatial Estate), else 0."""
    p = opt.prims
    if len(p) == 2 and p[0] == (Op.WHEN, When.MASTER_PHASE, 0, 0, 0) and p[1].op is Op.GAIN_BLOOD \
            and not p[1].arg and not p[1].cond and not p[1].x and 0 < p[1].n < 256:
        return p[1].n
    return 0


def equip_bleed(opt: Option) -> int:
    """N of an equipment's "the minion with this equipment may bleed at +N bleed as a (D)
    action" (Camera Phone), else 0."""
    p = opt.prims
    if len(p) == 2 and p[0] == (Op.ACTION_ABILITY, 0, 0, 1, 0) and p[1].op is Op.BLEED and not p[1].arg \
            and not p[1].cond and not p[1].x and 0 < p[1].n < 256:
        return p[1].n
    return 0


def ends_combat(opt: Option) -> bool:
    """An equipment's "+N bleed. They can burn this card before range is determined to end
    combat" (Living Manse)."""
    p = opt.prims
    return len(p) == 3 and p[0].op is Op.PLUS_BLEED and p[0].n > 0 and not (p[0].arg or p[0].cond or p[0].x) \
        and p[1] == (Op.BURN_SELF, 1, 0, 0, 0) and p[2] == (Op.COMBAT_ENDS, 1, 0, 0, 0)


_BURN_OFF = re.compile(r"They can burn (\d) blood to burn this card")
_GUN = re.compile(r"weapon[:,]? (?:\w+, )*gun\b")
#: what :func:`card_weapon` returns
W_MOLOTOV, W_ZIP = 1, 2


def card_weapon(opt: Option) -> int:
    """A combat card that becomes a weapon on the minion: "Ranged strike: put this card on this
    minion; it becomes a weapon equipment that can strike: 2R aggravated damage, not usable the
    round it is put in play. Burn after use or at the end of combat" (Molotov Cocktail:
    W_MOLOTOV); "Before range is determined, put this card on this minion [...] a weapon, gun.
    It does 1R damage each strike, with an optional maneuver each combat. Bearer takes 1 damage
    during strike resolution when striking with this gun, but only once each combat" (Zip Gun:
    W_ZIP); else 0."""
    prims = opt.prims
    if prims == _MOLOTOV:
        return W_MOLOTOV
    if prims == _ZIP_GUN:
        return W_ZIP
    return 0


#: the primitives of card_weapon's two cards, built once (it is asked at every combat card read)
_MOLOTOV = (Prim(Op.STRIKE, 2, 1), Prim(Op.AGGRAVATED, 1), Prim(Op.EXPIRES, 0, 0, 39))
_ZIP_GUN = (Prim(Op.STRIKE, 1, 1), Prim(Op.MANEUVER, 1), Prim(Op.DAMAGE, 1))


def flash_strike(opt: Option) -> bool:
    """A weapon's "Strike: combat ends. Ranged: if the opposing minion is a vampire, they are
    locked and do not unlock as normal during their next unlock phase; if the bearer is a vampire
    and it is used at close range, the bearer too. Burn this weapon after use" (Flash Grenade)."""
    return opt.prims == (Prim(Op.COMBAT_ENDS, 1), Prim(Op.EXPIRES, 0, 0, 39), Prim(Op.CANNOT, 0, Restriction.UNLOCK))


def sets_long_range(opt: Option) -> bool:
    """A weapon's "Strike: 2R damage, only usable at long range. If the bearer blocks, they can
    set the range for the first round of the resulting combat to long" (strike, when blocking,
    range long), nothing else."""
    ops = [p.op for p in opt.prims]
    if sorted(ops) != sorted([Op.STRIKE, Op.WHEN, Op.RANGE_SET]):
        return False
    strike = next(p for p in opt.prims if p.op is Op.STRIKE)
    when = next(p for p in opt.prims if p.op is Op.WHEN)
    rng = next(p for p in opt.prims if p.op is Op.RANGE_SET)
    return strike.arg == 1 and not strike.x and when.n == When.BLOCKING and not when.arg and rng.n == 2


def requirement_bits(card: Card, traits: frozenset[Trait]) -> int:
    """Bits ``1 << Req`` of the requirements (rules 1.6.1.3) a crypt card meets."""
    if not card.is_crypt:
        bits = 0
        for t, r in _TRAIT_REQ.items():
            if t in traits:
                bits |= 1 << r  # an ally's traits ("Red List", read by :func:`read_ally`)
        return bits
    sect = card.sect.lower()
    title = card.title.lower()
    met = {Req.UNMERGED}  # the rules never merge vampires
    met |= {r for t, r in _TRAIT_REQ.items() if t in traits}
    for word, req in (("anarch", Req.ANARCH), ("sabbat", Req.SABBAT), ("camarilla", Req.CAMARILLA),
                      ("laibon", Req.LAIBON), ("independent", Req.INDEPENDENT)):
        if sect == word:
            met.add(req)
    if sect in ("anarch", "independent"):
        met.add(Req.ANARCH_OR_INDEPENDENT)
    if sect != "anarch":
        met.add(Req.NON_ANARCH)
    if sect != "camarilla":
        met.add(Req.NON_CAMARILLA)
    if Trait.RED_LIST not in traits:
        met.add(Req.NON_RED_LIST)
    if Trait.STERILE not in traits:
        met.add(Req.NON_STERILE)
    if not title:
        met.add(Req.NON_TITLED)
    if title in CITY_TITLES:
        met.add(Req.CITY_TITLE)
    if not any(current_clan(c) == "Caitiff" for c in card.clans):
        met.add(Req.NON_CAITIFF)
    if card.advanced:
        met.add(Req.ADVANCED)
    bits = 0
    for r in met:
        bits |= 1 << int(r)
    return bits


def title_key(card: Card) -> tuple[str, str] | None:
    """What makes a title unique (rules 4.2, 10): the city of a prince or archbishop, the clan of
    a justicar or Inner Circle member; None for titles that cannot be contested."""
    t = card.title.lower()
    if not t:
        return None
    if t in ("prince", "archbishop", "baron"):
        m = _CITY.search(card.text)
        return (t if t != "baron" else "baron", m.group(2).strip().lower()) if m else None
    if t in _UNIQUE_TITLES:
        return (t, current_clan(card.clans[0]) if card.clans else "")
    return None


#: a burnable sentence as the burnable family reads it (``GameSetup.burnable``, :func:`.burnable_text.spec`):
#: (vampires only, stealth, blood cost, pool cost, by referendum, clan that cannot, clan with other
#: stealth, its stealth change, damage, least capacity, shuffled, stolen, Req, undirected, actions)
BurnSpec = tuple[int, int, int, int, int, str, str, int, int, int, int, int, int, int, int]
#: a master card's shape (``GameSetup.master_shape``, :func:`.masters.shape`): its kind first, then
#: amounts whose types depend on the kind (ints, a clan name, a tuple of clan names)
MasterShape = tuple[Any, ...]
#: an equipment's or retainer's stealth conditions (``GameSetup.held_stealth``,
#: :func:`.rules.held_stealth`): (When, Who, clan or Req, Op, N) each
HeldStealth = tuple[tuple[int, int, int, int, int], ...]


class ImbuedColumns(Protocol):
    """``GameSetup.imbued``: the imbued's per-card tables (:class:`.imbued.ImbuedTables`, which
    the imbued family builds through ``SETUP.imbued_tables``; named here by what the engine reads)."""

    is_imbued: bytes
    cls: bytes
    need: tuple[int, ...]
    cid: tuple[int, ...]
    master: bytes
    any_determine: bool
    any_power: bool
    own_conviction: tuple[int, ...]
    rescue: tuple[int, ...]
    any_rescue: bool
    bits: tuple[int, ...]

    def moved(self, move: Callable[[Sequence], tuple]) -> ImbuedColumns: ...


class SetupReaders:
    """The card families' readers :class:`GameSetup` calls while it builds its tables.

    Each family module sets its own at import, next to its effects (``SETUP.waker_table = table``
    in :mod:`.wakers`), and ``GameSetup.__init__`` calls each where its table is built, so the
    order is the setup's own and this module names no family. Importing any engine module imports
    the engine package first, and the package imports every family: all are set before a setup is
    built (an unset reader raises AttributeError naming it).
    """

    __slots__ = (
        "borrow_table", "burn_open_hand", "burn_plain", "burn_sentence", "burn_spec", "combat_frenzy",
        "combat_opens_hands", "first_tradition", "frenzy_cancel", "imbued_crypt_bit", "imbued_tables",
        "master_burn_kinds", "master_guardian", "master_shape", "master_vote_kinds", "placed_clan", "placed_ritual",
        "placed_table", "political_cards", "prey_burn", "reflex_reactions", "rules_combat_open_hand",
        "rules_equip_dodge", "rules_executes", "rules_foe_strength", "rules_held_stealth", "rules_shuffle_stealth",
        "vampire_calls", "waker_table",
    )

    #: ``GameSetup.waker``: the kind of each card instance by VEKN id (0: none; :mod:`.wakers`)
    waker_table: Callable[[Iterable[int]], bytes]
    #: ``GameSetup.borrow``: the same for cards taking control of a vampire (:mod:`.borrow`)
    borrow_table: Callable[[Iterable[int]], bytes]
    #: ``GameSetup.placed``: 1 for each instance of an action card whose effect applies from
    #: play (:mod:`.placed`); a ritual among them (an action card until its counters make it a
    #: vampire: no Embrace) and the clan of the vampire one becomes ("" none)
    placed_table: Callable[[Iterable[int]], bytes]
    placed_ritual: Callable[[int], bool]
    placed_clan: Callable[[int], str]
    #: an imbued crypt card's option read as one of the texts :mod:`.imbued` applies: its bit
    #: (``CryptAbilities.imbued_bits``), else 0
    imbued_crypt_bit: Callable[[Sequence[Prim]], int]
    #: ``GameSetup.imbued``: the conviction and power cards' tables, None without an imbued
    #: (from the cards and their abilities as :func:`read_crypt` reads them)
    imbued_tables: Callable[[tuple[Card, ...], Sequence[CryptAbilities]], ImbuedColumns | None]
    #: the burnable sentences ("minions can burn this card as a (D) action", :mod:`.burnable_text`):
    #: whether an effect has one, its spec (``GameSetup.burnable``), the effect without it, an
    #: open hand while the card is in play, and an action card put in play burning the prey's pool
    burn_sentence: Callable[[Effect], bool]
    burn_spec: Callable[[Effect, str, bool], BurnSpec | None]
    burn_plain: Callable[[Effect, str], Effect]
    burn_open_hand: Callable[[Effect], bool]
    prey_burn: Callable[[Effect, str], tuple[int, int, int] | None]

    #: master cards played by the shape of their effect (:mod:`.masters`): the shape of a card
    #: (``GameSetup.master_shape``, None for none), the shapes that read a burnable sentence
    #: themselves, those changing votes (no vampire's votes are plain then) and Guardian Angel's
    master_shape: Callable[[Effect | None, str], MasterShape | None]
    master_burn_kinds: frozenset[int]
    master_vote_kinds: frozenset[int]
    master_guardian: int
    #: politics (:mod:`.politics`): the political action cards the engine calls a referendum
    #: with (``GameSetup.political_spec``), the vampires whose own text calls one, and First
    #: Tradition: The Masquerade's VEKN id
    political_cards: Container[int]
    vampire_calls: frozenset[int]
    first_tradition: int
    #: combat cards (:mod:`.combat`): an option played before range that shows the hands (Aura
    #: Reading), one that is a frenzy on the opposing vampire (Terror Frenzy), one cancelling a
    #: frenzy card as a reflex, and the reaction cards played from the hand as such a reflex
    combat_opens_hands: Callable[[Option], bool]
    combat_frenzy: Callable[[Option], bool]
    frenzy_cancel: Callable[[Option], bool]
    reflex_reactions: frozenset[int]
    #: what the rules apply of a card (:mod:`.rules`): whether they play it as written
    #: (``executes``, for the cards a redrawing vampire puts back), and the options of retainers
    #: and equipment they read at setup (an open hand in combat, a dodge strike, stealth for the
    #: minion with it, strength for its foes, shuffled back for stealth)
    rules_executes: Callable[[Effect | None, Card], bool]
    rules_combat_open_hand: Callable[[Option], bool]
    rules_equip_dodge: Callable[[Option], bool]
    rules_held_stealth: Callable[[Option], HeldStealth | None]
    rules_foe_strength: Callable[[Option], int]
    rules_shuffle_stealth: Callable[[Option], int]

#: The one set of readers (filled by the family modules as they are imported).
SETUP = SetupReaders()


class GameSetup:
    """Frozen per-instance tables for a list of decks; shared by all games and clones."""

    __slots__ = (
        "decks", "registry", "n", "card", "effect", "owner", "is_crypt", "is_vampire", "capacity", "disc_any",
        "disc_sup", "clan", "title", "votes", "unique_key", "library0", "crypt0", "modeled", "goldfish", "mode",
        "is_master", "card_id", "minion_card", "bleed_mod", "unlock_mod", "influence_blood", "memo",
        "is_combat", "is_reaction", "is_modifier", "is_political", "is_ally", "base_bleed", "base_strength",
        "base_stealth", "base_intercept", "title_key", "is_unique", "sect", "wake_card", "intercept_card",
        "redirect_card", "stealth_mod", "vote_card", "combat_card", "any_strike_cancel", "frenzy_on_opposing", "any_frenzy_reflex", "combat_open_hand", "blocked_mod", "prevent_card", "political_spec", "vampire_call", "any_vampire_call",
        "req_bits", "hand_bonus", "master_bonus", "discard_bonus", "any_discard_bonus", "lock_master", "any_lock_master", "master_unlocked", "crypt_prevent", "bleed_pool", "bleed_mill", "redraw", "any_redraw", "redraw_dead", "press_discard", "blood_cursed",
        "cost_mods", "crypt_maneuver", "crypt_press", "cannot", "crypt_transfers", "unblockable_by", "infernal",
        "directed_intercept", "scarce", "enter_combat", "enter_combat_cost",
        "enter_combat_vampires", "master_shape", "master_kinds", "conditional", "clan_index", "bleed_action",
        "bleed_action_bleed", "bleed_action_cost", "targeted_pool", "targeted_blood", "targeted", "rescue_cost",
        "on_actor", "cannot_play", "any_cannot_play", "directed_bonus", "any_blood_intercept", "burn_prevent", "one_each", "not_static",
        "slave_of", "directed_unless", "any_directed_unless", "burn_after_minion", "crypt_strike", "crypt_strike_cost", "uncontestable", "title_prevails",
        "retainer_hit", "any_retainer_hit", "no_ends", "any_no_ends", "sniper", "any_sniper", "master_blood",
        "any_master_blood",
        "equip_bleed", "any_equip_bleed", "ends_combat", "any_ends_combat", "strike_reduce", "any_strike_reduce",
        "crypt_dodge", "burn_diablerist", "any_burn_diablerist", "press_giver", "unlock_giver", "any_press_giver",
        "any_unlock_giver", "level_stats", "ash_price", "strength_is_life", "any_strength_is_life",
        "ash_return", "any_ash_return", "harbinger", "crypt_additional", "unlock_life", "any_unlock_life",
        "any_first_tradition",
        "heal_ally", "any_heal_ally", "ability2", "unlock_burn", "any_unlock_burn", "recruit_acts", "any_recruit_acts", "plays_basic", "unlock_employer", "any_unlock_employer", "burn_off", "any_burn_off", "flash", "equip_dodge", "held_stealth", "any_held_stealth", "foe_strength", "any_foe_strength", "shuffle_stealth", "any_shuffle_stealth", "gun", "card_weapon",
        "any_card_weapon",
        "burn_own", "round_prevent",
        "any_round_prevent", "burn_location",
        "any_burn_location", "kiasyd_guard", "any_kiasyd_guard", "is_location", "is_melee", "close_on_block", "any_close_on_block", "first_striker",
        "any_first_striker", "hunt_plus", "hunt_locks",
        "block_any", "any_block_any", "referendum_burn", "referendum_pool", "referendum_unlock", "employ_unlock", "oppose_cost",
        "discard_vote", "discard_bleed", "any_discard_vote", "any_discard_bleed", "any_oppose_cost", "recycle",
        "any_recycle", "titled_votes", "any_titled_votes", "location_tax", "any_location_tax", "edge_drain", "any_edge_drain", "sect_bleed", "any_sect_bleed", "hand_agg",
        "blood_stealth_once", "blood_stealth_cost", "blood_bleed_rep",
        "after_unlock", "any_after_unlock", "ic_malus", "prey_title_stealth", "equip_aura", "any_aura", "blocker_mods", "as_clan", "as_clan_master", "bleed_vs_me", "any_bleed_vs_me", "first_round_strength",
        "any_blocker_mods", "ability", "fetch_mage",
        "unlock_toll", "any_unlock_toll",
        "is_mage",
        "any_fetch", "lend_bleed", "any_lend", "creature", "unlock_ability", "toggle", "any_toggle",
        "enter_combat_near", "enter_combat_cap", "redirect_master", "any_redirect_master", "own_action",
        "minion_any", "weapon_any", "edge_use", "any_edge_use",
        "burnable", "any_burnable", "open_hand", "any_open_hand", "prey_burn", "any_prey_burn",
        "convert", "mute_retainers", "pool_use", "any_pool_use", "enter_combat_noncam",
        "crypt_blood_intercept", "any_crypt_blood_intercept", "block_burn", "political_votes", "any_political_votes",
        "unblockable_younger", "any_unblockable_younger", "unblockable_cap", "crypt_disc_damage", "any_crypt_disc_damage", "immune_clan", "older_strength", "clan_strength", "bishop_stealth", "any_bishop_stealth", "neighbour_burn_blood", "any_neighbour_burn_blood", "crypt_combat_hand", "any_crypt_combat_hand", "any_crypt_combat_text",
        "no_disc", "crypt_agg_hand",
        "leave_pool", "burned_pool", "any_combat_end_text", "phoenix", "share_blood", "force_abstain", "any_force_abstain",
        "blood_vote", "double_votes", "justicar_fewer", "any_justicar_fewer", "infernal_votes", "plain_votes", "partner_diablerie",
        "oppose_burn", "bleed_anarch_damage", "blood_intercept_rep", "blood_stealth", "any_blood_stealth",
        "blood_stealth_others", "blood_intercept_others", "any_blood_intercept_others", "blood_bleed", "master_dump", "any_master_dump", "bleed_shield", "any_bleed_shield",
        "waker", "any_waker", "placed", "any_placed", "borrow", "any_borrow",
        "imbued",
    )

    # The columns the card families fill through SETUP (and the memo), declared once here; the
    # others are typed by the step of __init__ that sets them.
    effect: tuple[Effect | None, ...]  # the burnable sentence left out (SETUP.burn_plain)
    burnable: tuple[BurnSpec | None, ...]
    open_hand: bytes
    combat_open_hand: bytes
    prey_burn: tuple[tuple[int, int, int] | None, ...]
    redraw_dead: bytes  # b"" without a redrawing vampire
    waker: bytes
    placed: bytes
    borrow: bytes
    frenzy_on_opposing: bytes
    political_spec: bytes
    vampire_call: bytes
    master_shape: tuple[MasterShape | None, ...]
    master_kinds: frozenset[int]
    equip_dodge: bytes
    held_stealth: tuple[HeldStealth | None, ...]
    foe_strength: bytes
    shuffle_stealth: bytes
    imbued: ImbuedColumns | None
    memo: dict[tuple[Any, ...], object]

    def __init__(self, decks: Sequence[Deck], registry: EffectRegistry | None = None) -> None:
        self.decks = tuple(decks)
        self.registry = registry or EffectRegistry()
        card = self._number_cards()
        effects = self._read_effects(card)
        self._card_columns(card, effects)
        crypt_of, ab, abil = self._read_abilities(card, effects)
        self._vampire_columns(card, effects, abil)
        self._held_card_columns(card, effects, ab)
        self._ability_columns(card, effects, abil)
        self._minion_card_columns(card, abil)
        stealth, intercept = self._minion_stats(card, effects, abil, crypt_of)
        self._play_columns(card, effects, abil, stealth, intercept)

    # The steps of __init__, in its order: each sets the columns it names (the later steps read
    # columns set before them).

    def _number_cards(self) -> list[Card]:
        """Every physical card of the decks numbered in a row, each deck's crypt then library:
        ``card``, ``owner``, ``crypt0``, ``library0``, ``n``."""
        card: list[Card] = []
        owner: list[int] = []
        library0: list[tuple[int, ...]] = []
        crypt0: list[tuple[int, ...]] = []
        for p, deck in enumerate(self.decks):
            start = len(card)
            for c, n in deck.crypt:
                card.extend([c] * n)
            mid = len(card)
            for c, n in deck.library:
                card.extend([c] * n)
            owner.extend([p] * (len(card) - start))
            crypt0.append(tuple(range(start, mid)))
            library0.append(tuple(range(mid, len(card))))
        self.n = len(card)
        self.card = tuple(card)
        self.owner = tuple(owner)
        self.library0 = tuple(library0)
        self.crypt0 = tuple(crypt0)
        return card

    def _read_effects(self, card: list[Card]) -> list[Effect | None]:
        """Each card's effect (``effect``), the burnable sentence read apart (``burnable``,
        ``open_hand``, ``prey_burn``...)."""
        effects: list[Effect | None] = [self.registry[c] for c in card]
        #: "minions can burn this card as a (D) action": its BurnSpec (vampires only, stealth, blood, pool costs...);
        #: the effect the rest of the rules read leaves that sentence out (burnable_text.plain)
        burn: dict[int, BurnSpec | None] = {}
        raw = tuple(effects)
        for k, (c, e) in enumerate(zip(card, effects, strict=True)):
            if e is not None and SETUP.burn_sentence(e):
                if c.id not in burn:  # (a master card's shape may read the sentence itself: Smiling Jack)
                    sh = SETUP.master_shape(e, c.text or "")
                    burn[c.id] = SETUP.burn_spec(e, c.text or "", sh is not None) \
                        if sh is None or sh[0] in SETUP.master_burn_kinds else None  # (stolen: for shapes only)
                if burn[c.id] is not None:
                    effects[k] = SETUP.burn_plain(e, c.text or "")
        self.burnable = tuple(burn.get(c.id) for c in card)
        self.any_burnable = any(sp is not None for sp in self.burnable)
        #: action cards put in play by which their controller's prey plays with an open hand (Revelations)
        self.open_hand = bytes(
            1 if burn.get(c.id) is not None and SETUP.burn_open_hand(e) else 0  # type: ignore[arg-type]
            for c, e in zip(card, raw, strict=True))
        #: retainers by which the employer's opposing minion's controller plays with an open hand in combat (Owl Companion)
        self.combat_open_hand = bytes(
            1 if e is not None and e.mode == Mode.RETAINER and e.options and SETUP.rules_combat_open_hand(e.options[0])
            else 0
            for e in raw)
        #: "look at all Methuselahs' hands for the rest of this turn" (Pulse of the Canaille)
        self.any_open_hand = any(self.open_hand) or any(
            e is not None and e.mode == Mode.ACTION and any(p.op is Op.OPEN_HAND and p.arg == Who.ANOTHER
                                                             for o in e.options for p in o.prims) for e in raw) or any(
            e is not None and e.mode == Mode.COMBAT and any(SETUP.combat_opens_hands(o) for o in e.options)
            for e in raw) or any(self.combat_open_hand)  # Aura Reading [aus], Owl Companion
        #: action cards put in play whose controller's prey burns pool in their unlock phase
        pb: dict[int, tuple[int, int, int] | None] = {}
        for c, e in zip(card, effects, strict=True):
            if e is not None and e.mode == Mode.ACTION and c.id not in pb:
                pb[c.id] = SETUP.prey_burn(e, c.text or "")
        self.prey_burn = tuple(pb.get(c.id) for c in card)
        self.any_prey_burn = any(x is not None for x in self.prey_burn)
        self.effect = tuple(effects)
        return effects

    def _card_columns(self, card: list[Card], effects: list[Effect | None]) -> None:
        """What each card is: crypt card, capacity, Disciplines, clan, sect, title, modes and card types."""
        self.is_crypt = bytes(1 if c.is_crypt else 0 for c in card)
        self.is_vampire = self.is_crypt
        self.capacity = tuple(c.capacity or 0 for c in card)
        masks = [discipline_masks(c.disciplines) if c.is_crypt else (0, 0) for c in card]
        self.disc_any = tuple(m[0] for m in masks)
        self.disc_sup = tuple(m[1] for m in masks)
        self.clan = tuple(c.clans[0] if c.clans else "" for c in card)
        self.sect = tuple(c.sect if c.is_crypt else "" for c in card)
        self.title = tuple(c.title if c.is_crypt else "" for c in card)
        self.votes = tuple(c.votes if c.is_crypt else 0 for c in card)
        keys: dict[str, int] = {}
        self.unique_key = tuple(keys.setdefault(c.name, len(keys)) for c in card)
        self.modeled = bytes(1 if (e is not None and e.modeled) else 0 for e in effects)
        self.goldfish = bytes(1 if (e is not None and e.modeled and e.goldfish) else 0 for e in effects)
        self.mode = tuple(int(e.mode) if e is not None else 0 for e in effects)
        self.card_id = tuple(c.id for c in card)
        #: modeled cards a minion plays as an action: action cards, equipment, retainers, allies
        self.minion_card = bytes(
            1 if e is not None and e.modeled and e.mode in (Mode.ACTION, Mode.EQUIPMENT, Mode.RETAINER, Mode.ALLY)
            else 0
            for e in effects
        )
        self.bleed_mod = bytes(
            1 if e is not None and e.mode == Mode.MODIFIER and any(o.has(Op.PLUS_BLEED) for o in e.options) else 0
            for e in effects
        )
        self.unlock_mod = bytes(
            1 if e is not None and e.mode == Mode.MODIFIER and any(o.has(Op.UNLOCK) for o in e.options) else 0
            for e in effects
        )
        self.influence_blood = bytes(
            1 if e is not None and e.options and e.options[0].has(Op.INFLUENCE_BLOOD) else 0 for e in effects
        )
        #: memo of pure functions of these tables (which options a minion can play...); entries
        #: keyed by names alone hold facts of the whole table (per-card flags, or one value)
        self.memo = {}
        self.is_master = bytes(
            1 if e is not None and e.mode in (Mode.MASTER, Mode.MASTER_IN_PLAY, Mode.MASTER_ON_VAMPIRE) else 0
            for e in effects
        )
        # card types (a card can have several: "Action Modifier/Combat")
        self.is_combat = bytes(1 if CardType.COMBAT in c.types else 0 for c in card)
        self.is_reaction = bytes(1 if CardType.REACTION in c.types else 0 for c in card)
        self.is_modifier = bytes(1 if CardType.ACTION_MODIFIER in c.types else 0 for c in card)
        self.is_political = bytes(1 if CardType.POLITICAL_ACTION in c.types else 0 for c in card)
        self.is_ally = bytes(1 if (e is not None and e.mode == Mode.ALLY) else 0 for e in effects)
        self.is_unique = bytes(
            1 if c.is_crypt or (effects[k] is not None and effects[k].unique) else 0  # type: ignore[union-attr]
            for k, c in enumerate(card)
        )

    def _read_abilities(
        self, card: list[Card], effects: list[Effect | None]
    ) -> tuple[
        Callable[[Card], CryptEffect | None] | None, list[tuple[CryptAbilities, tuple[Option, ...]]],
        list[CryptAbilities],
    ]:
        """The registry's crypt reader (None: a registry without one), and each card's abilities
        as :func:`read_crypt` (vampires) and :func:`read_ally` (allies) read them, with the options
        left unread (``(CryptAbilities(), ())`` for other cards), and the abilities alone."""
        crypt_of: Callable[[Card], CryptEffect | None] | None = getattr(self.registry, "crypt", None)
        read: dict[int, tuple[CryptAbilities, tuple[Option, ...]] | None] = {}
        for c in card:
            if c.is_crypt and c.id not in read:
                read[c.id] = read_crypt(crypt_of(c)) if crypt_of is not None else None
        for c, e in zip(card, effects, strict=True):
            if e is not None and e.mode == Mode.ALLY and c.id not in read:
                read[c.id] = read_ally(e)  # an ally's abilities, read like a vampire's (rules 6.1.6, 6.4)
        none = CryptAbilities()
        ab = [read.get(c.id) or (none, ()) for c in card]
        abil = [a[0] for a in ab]
        return crypt_of, ab, abil

    def _vampire_columns(self, card: list[Card], effects: list[Effect | None], abil: list[CryptAbilities]) -> None:
        """The vampires' and allies' abilities: requirements met, hand size, master phase actions,
        prevention, redraw, costs, combat abilities... (``req_bits`` to ``any_first_striker``)."""
        #: per vampire (rules 1.6.1.3, 1.6.1.2, 5, 6.4.6, 11): requirements met, hand size and
        #: master phase actions while ready, damage prevented each combat, pool after a bleed
        self.req_bits = tuple(requirement_bits(c, a.traits) for c, a in zip(card, abil, strict=True))
        self.hand_bonus = tuple(a.hand_size for a in abil)
        self.master_bonus = tuple(a.master_actions for a in abil)
        self.master_unlocked = bytes(1 if a.master_unlocked else 0 for a in abil)
        self.discard_bonus = bytes(a.discard_actions for a in abil)
        self.any_discard_bonus = any(self.discard_bonus)
        self.lock_master = bytes(a.lock_master for a in abil)
        self.any_lock_master = any(self.lock_master)
        self.crypt_prevent = tuple(a.prevent for a in abil)
        self.bleed_pool = tuple(a.bleed_pool for a in abil)
        self.bleed_mill = bytes(a.bleed_mill for a in abil)
        self.redraw = bytes(1 if a.redraw else 0 for a in abil)
        self.any_redraw = any(self.redraw)
        #: with a redrawing vampire at the table: library cards the rules do not play (put back)
        self.redraw_dead = bytes(0 if c.is_crypt or SETUP.rules_executes(e, c) else 1 for c, e in zip(
            card, effects, strict=True)) if self.any_redraw else b""
        self.press_discard = bytes(a.press_discard for a in abil)
        self.blood_cursed = bytes(1 if Trait.BLOOD_CURSED in a.traits else 0 for a in abil)
        self.cost_mods = tuple(a.costs for a in abil)
        self.crypt_maneuver = bytes(a.maneuver for a in abil)
        self.crypt_press = bytes(a.press for a in abil)
        self.cannot = tuple(a.cannot for a in abil)
        self.crypt_transfers = bytes(a.transfers for a in abil)
        self.unblockable_by = bytes(a.unblockable_by for a in abil)
        self.infernal = bytes(1 if Trait.INFERNAL in a.traits else 0 for a in abil)
        self.disc_any = tuple(
            d | _FLIGHT_BIT if Trait.FLIGHT in a.traits else d for d, a in zip(self.disc_any, abil, strict=True)
        )
        self.disc_sup = tuple(
            d | _FLIGHT_BIT if Trait.FLIGHT in a.traits else d for d, a in zip(self.disc_sup, abil, strict=True)
        )
        self.directed_intercept = bytes(a.directed_intercept for a in abil)
        self.enter_combat = bytes(a.enter_combat for a in abil)
        self.enter_combat_cost = bytes(a.enter_combat_cost for a in abil)
        self.enter_combat_vampires = bytes(1 if a.enter_combat_vampires else 0 for a in abil)
        self.scarce = bytes(1 if Trait.SCARCE in a.traits else 0 for a in abil)
        self.conditional = tuple(a.conditional for a in abil)
        self.bleed_action = bytes(a.bleed_action for a in abil)
        self.targeted_pool = bytes(a.targeted_pool for a in abil)
        self.targeted_blood = bytes(a.targeted_blood for a in abil)
        self.targeted = bytes(1 if a.targeted_pool or a.targeted_blood else 0 for a in abil)
        self.rescue_cost = bytes(a.rescue_cost for a in abil)
        self.slave_of = bytes(a.slave_of for a in abil)
        #: per vampire that "cannot perform directed actions unless Brunhilde is ready": the
        #: instances of the named vampire in any deck (else None)
        self.directed_unless = tuple(
            tuple(j for j, c in enumerate(card) if c.id in DIRECTED_UNLESS_READY[ci]) if a.directed_unless else None
            for a, ci in zip(abil, self.card_id, strict=True))
        self.any_directed_unless = any(x is not None for x in self.directed_unless)
        self.burn_after_minion = bytes(1 if a.burn_after_minion else 0 for a in abil)
        self.crypt_strike = tuple(a.strike for a in abil)
        self.strike_reduce = bytes(a.strike_reduce for a in abil)
        self.crypt_dodge = bytes(1 if a.dodge else 0 for a in abil)
        self.burn_diablerist = bytes(1 if a.burn_diablerist else 0 for a in abil)
        self.any_burn_diablerist = any(self.burn_diablerist)
        self.press_giver = bytes(1 if a.press_giver else 0 for a in abil)
        self.unlock_giver = bytes(1 if a.unlock_giver else 0 for a in abil)
        self.any_press_giver = any(self.press_giver)
        self.any_unlock_giver = any(self.unlock_giver)
        self.ash_price = bytes(1 if a.ash_price else 0 for a in abil)
        self.strength_is_life = bytes(1 if a.strength_is_life else 0 for a in abil)
        self.any_strength_is_life = any(self.strength_is_life)
        self.ash_return = bytes(1 if a.ash_return else 0 for a in abil)
        self.any_ash_return = any(self.ash_return)
        self.crypt_additional = bytes(1 if a.additional else 0 for a in abil)
        self.unlock_life = bytes(a.unlock_life for a in abil)
        self.any_unlock_life = any(self.unlock_life)
        self.heal_ally = bytes(a.heal_ally for a in abil)
        self.any_heal_ally = any(self.heal_ally)
        self.burn_own = bytes(1 if a.burn_own else 0 for a in abil)
        self.round_prevent = bytes(a.round_prevent for a in abil)
        self.any_round_prevent = any(self.round_prevent)
        self.burn_location = bytes(1 if a.burn_location else 0 for a in abil)
        self.any_burn_location = any(self.burn_location)
        self.kiasyd_guard = bytes(1 if a.kiasyd_guard else 0 for a in abil)
        self.any_kiasyd_guard = any(self.kiasyd_guard)
        self.close_on_block = bytes(1 if a.close_on_block else 0 for a in abil)
        self.any_close_on_block = any(self.close_on_block)
        self.first_striker = bytes(1 if a.first_strike else 0 for a in abil)
        self.hunt_plus = bytes(a.hunt for a in abil)  # "+1 hunt" (rules 6.1.2)
        self.hunt_locks = bytes(a.hunt_locks for a in abil)
        self.any_first_striker = any(self.first_striker)

    def _held_card_columns(
        self, card: list[Card], effects: list[Effect | None],
        ab: list[tuple[CryptAbilities, tuple[Option, ...]]],
    ) -> None:
        """Locations, weapons, equipment, retainers and combat cards read from their text and
        effect (``is_location`` to ``any_ends_combat``)."""
        #: locations: cards whose text opens naming one ("Unique location.", "this equipment card
        #: represents a location")
        self.is_location = bytes(
            1 if not c.is_crypt and "location" in (c.text or "").split("\n")[0].lower() else 0 for c in card
        )
        #: melee weapons: equipment whose text opens "Melee weapon." / "Unique melee weapon."
        self.is_melee = bytes(
            1 if not c.is_crypt and "melee weapon" in (c.text or "").split("\n")[0].lower() else 0 for c in card
        )
        self.harbinger = bytes(
            1 if c.is_crypt and self.clan[k] == "Harbinger of Skulls" else 0 for k, c in enumerate(card)
        )
        #: (life, strength) by option of allies recruited at a Discipline level (read_ally reads them)
        self.level_stats = tuple(
            level_stats(e) if e is not None and e.mode == Mode.ALLY and not ab[k][1] else None
            for k, e in enumerate(effects)
        )
        self.any_strike_reduce = any(self.strike_reduce)
        #: retainers that "inflict 1R damage (1 damage at close range) on the opposing minion each
        #: round of combat during normal strike resolution": (ranged, close) damage, else None.
        #: Only texts inflicting it during strike resolution: Charnas the Imp's damage is to its
        #: employer, in the unlock phase.
        #: An "As above, but it inflicts 2 damage" level reads as both amounts: the larger counts
        #: (Hatch the Viper [PRO][SER] inflicts 2, not 3).
        self.retainer_hit = tuple(
            (max((p.n for p in e.options[0].prims if p.op == Op.STRIKE), default=0),
             max((p.n for p in e.options[0].prims if p.op == Op.DAMAGE), default=0))
            if e is not None and e.mode == Mode.RETAINER and e.options
            and (e.options[0].has(Op.STRIKE) or e.options[0].has(Op.DAMAGE))
            and "strike resolution" in (c.text or "") else None
            for c, e in zip(card, effects, strict=True)
        )
        self.any_retainer_hit = any(h is not None for h in self.retainer_hit)
        #: "minions in combat with the employer cannot strike: combat ends" (Dog Pack)
        self.no_ends = bytes(
            1 if e is not None and e.mode == Mode.RETAINER and e.options
            and e.options[0].prims == (Prim(Op.COMBAT_ENDS, 1),) else 0
            for e in effects
        )
        self.any_no_ends = any(self.no_ends)
        #: weapons "only usable at long range; if the bearer blocks, it sets the range for the
        #: first round to long, and its initial strike that round is with this weapon" (Sniper Rifle)
        self.sniper = bytes(
            1 if e is not None and e.mode == Mode.EQUIPMENT and e.options and sets_long_range(e.options[0]) else 0
            for e in effects
        )
        self.any_sniper = any(self.sniper)
        #: "during your master phase, the vampire with this location gains N blood" (Palatial Estate)
        self.master_blood = bytes(
            master_blood(e.options[0]) if e is not None and e.mode == Mode.EQUIPMENT and e.options else 0
            for e in effects
        )
        self.any_master_blood = any(self.master_blood)
        #: "the minion with this equipment may bleed at +N bleed as a (D) action; no other
        #: equipment can increase the bleed amount of this action" (Camera Phone): N
        self.equip_bleed = bytes(
            equip_bleed(e.options[0]) if e is not None and e.mode == Mode.EQUIPMENT and e.options else 0
            for e in effects
        )
        self.any_equip_bleed = any(self.equip_bleed)
        #: "+N bleed; they can burn this card before range is determined to end combat; a vampire
        #: can have only one" (Living Manse)
        #: combat cards that become weapons on the minion (combat.card_weapon): 1 Molotov
        #: Cocktail, 2 Zip Gun
        self.card_weapon = bytes(
            card_weapon(e.options[0]) if e is not None and e.mode == Mode.COMBAT and len(e.options) == 1 else 0
            for e in effects
        )
        self.any_card_weapon = any(self.card_weapon)
        #: weapon equipment that is a gun ("Weapon: gun." / "Weapon, gun.")
        self.gun = bytes(1 if self.mode[k] == Mode.EQUIPMENT and _GUN.match((c.text or "").lower()) else 0
                         for k, c in enumerate(card))
        self.flash = bytes(
            1 if e is not None and e.mode == Mode.EQUIPMENT and e.options and flash_strike(e.options[0]) else 0
            for e in effects
        )
        #: equipment giving "once each combat, this minion can strike: dodge" (Treasured Samadji)
        self.equip_dodge = bytes(
            1 if e is not None and e.mode == Mode.EQUIPMENT and e.options and SETUP.rules_equip_dodge(e.options[0])
            else 0
            for e in effects
        )
        #: equipment's and retainers' stealth for the minion with them (rules.held_stealth)
        self.held_stealth = tuple(
            SETUP.rules_held_stealth(e.options[0]) if e is not None and e.mode in (Mode.EQUIPMENT, Mode.RETAINER)
            and e.options else None for e in effects
        )
        self.any_held_stealth = any(self.held_stealth)
        #: "titled non-Anarch vampires get +1 strength in combat with this minion" (rules.foe_strength)
        self.foe_strength = bytes(
            SETUP.rules_foe_strength(e.options[0]) if e is not None and e.mode == Mode.EQUIPMENT and e.options else 0
            for e in effects
        )
        self.any_foe_strength = any(self.foe_strength)
        #: a retainer's "shuffle this retainer back into the library for +N stealth" (rules.shuffle_stealth)
        self.shuffle_stealth = bytes(
            max((SETUP.rules_shuffle_stealth(o) for o in e.options), default=0)
            if e is not None and e.mode == Mode.RETAINER else 0 for e in effects
        )
        self.any_shuffle_stealth = any(self.shuffle_stealth)
        self.ends_combat = bytes(
            1 if e is not None and e.mode == Mode.EQUIPMENT and e.options and ends_combat(e.options[0]) else 0
            for e in effects
        )
        self.any_ends_combat = any(self.ends_combat)

    def _ability_columns(self, card: list[Card], effects: list[Effect | None], abil: list[CryptAbilities]) -> None:
        """More vampires' and allies' abilities: actions, blood and votes, combat texts...
        (``uncontestable`` to ``any_edge_use``)."""
        self.uncontestable = bytes(1 if Trait.UNCONTESTABLE in a.traits else 0 for a in abil)
        self.block_any = bytes(1 if a.block_any else 0 for a in abil)
        self.referendum_burn = bytes(a.referendum_burn for a in abil)
        self.ability = tuple(a.ability for a in abil)
        self.ability2 = tuple(a.ability2 for a in abil)
        self.unlock_burn = bytes(a.unlock_burn for a in abil)
        #: allies acting the turn they are recruited, unlocking their recruiter (Nocturn)
        self.recruit_acts = bytes(1 if a.recruit_acts else 0 for a in abil)
        self.any_recruit_acts = any(self.recruit_acts)
        self.plays_basic = tuple(a.plays_basic for a in abil)
        self.disc_any = tuple(d | a.plays_basic for d, a in zip(self.disc_any, abil, strict=True))
        self.any_unlock_burn = any(self.unlock_burn)
        #: retainers whose employer can burn N blood to unlock during any Methuselah's unlock
        #: phase (Homunculus): N, else 0
        self.unlock_employer = bytes(
            unlock_employer(e) if self.mode[k] == Mode.RETAINER else 0 for k, e in enumerate(effects))
        self.any_unlock_employer = any(self.unlock_employer)
        #: combat cards put on a vampire that "can burn N blood to burn this card" (Disarm): N
        self.burn_off = bytes(
            int(m.group(1)) if self.is_combat[k] and (m := _BURN_OFF.search(c.text or "")) else 0
            for k, c in enumerate(card))
        self.any_burn_off = any(self.burn_off)
        self.fetch_mage = bytes(a.fetch_mage for a in abil)
        self.lend_bleed = bytes(a.lend_bleed for a in abil)
        self.unlock_ability = tuple(a.unlock_ability for a in abil)
        self.toggle = tuple(a.toggle for a in abil)
        self.enter_combat_near = bytes(1 if a.enter_combat_near else 0 for a in abil)
        self.enter_combat_cap = bytes(a.enter_combat_cap for a in abil)
        self.any_toggle = any(t is not None for t in self.toggle)
        self.redirect_master = bytes(1 if a.redirect_master else 0 for a in abil)
        self.own_action = tuple(a.own_action for a in abil)
        self.edge_use = tuple(a.edge_use for a in abil)
        self.convert = bytes(1 if a.convert else 0 for a in abil)
        self.mute_retainers = bytes(1 if a.mute_retainers else 0 for a in abil)
        self.pool_use = tuple(a.pool_use for a in abil)
        self.any_pool_use = any(t is not None for t in self.pool_use)
        self.enter_combat_noncam = bytes(1 if a.enter_combat_noncam else 0 for a in abil)
        self.crypt_blood_intercept = bytes(a.blood_intercept for a in abil)
        self.any_crypt_blood_intercept = any(self.crypt_blood_intercept)
        self.blood_intercept_rep = bytes(1 if a.blood_intercept_rep else 0 for a in abil)
        self.blood_intercept_others = bytes(1 if a.blood_intercept_others else 0 for a in abil)
        self.any_blood_intercept_others = any(self.blood_intercept_others)
        self.blood_stealth = bytes(a.blood_stealth for a in abil)
        self.any_blood_stealth = any(self.blood_stealth)
        self.blood_stealth_others = bytes(1 if a.blood_stealth_others else 0 for a in abil)
        self.blood_bleed = bytes(a.blood_bleed for a in abil)
        self.master_dump = bytes(1 if a.master_dump else 0 for a in abil)
        self.any_master_dump = any(self.master_dump)
        self.bleed_shield = bytes(a.bleed_shield for a in abil)
        self.any_bleed_shield = any(self.bleed_shield)
        self.block_burn = bytes(a.block_burn for a in abil)
        self.political_votes = bytes(a.political_votes for a in abil)
        self.any_political_votes = any(self.political_votes)
        self.unblockable_younger = bytes(a.unblockable_younger for a in abil)
        self.any_unblockable_younger = any(self.unblockable_younger)
        self.unblockable_cap = bytes(a.unblockable_cap for a in abil)
        self.crypt_disc_damage = tuple(a.disc_damage for a in abil)
        self.any_crypt_disc_damage = any(self.crypt_disc_damage)
        self.immune_clan = bytes(a.immune_clan for a in abil)
        self.older_strength = bytes(a.older_strength for a in abil)
        self.clan_strength = tuple(a.clan_strength for a in abil)
        self.bishop_stealth = tuple(a.bishop_stealth for a in abil)
        self.any_bishop_stealth = any(self.bishop_stealth)
        self.neighbour_burn_blood = bytes(a.neighbour_burn_blood for a in abil)
        self.any_neighbour_burn_blood = any(self.neighbour_burn_blood)
        self.crypt_combat_hand = bytes(a.combat_hand for a in abil)
        self.any_crypt_combat_hand = any(self.crypt_combat_hand)
        self.no_disc = tuple(a.no_disc for a in abil)
        self.crypt_agg_hand = bytes(a.agg_hand for a in abil)
        self.hand_agg = bytes(1 if a.hand_agg else 0 for a in abil)
        self.blood_stealth_once = bytes(1 if a.blood_stealth_once else 0 for a in abil)
        self.blood_stealth_cost = bytes(max(1, a.blood_stealth_cost) for a in abil)
        self.blood_bleed_rep = bytes(a.blood_bleed_rep for a in abil)
        self.after_unlock = tuple(a.after_unlock for a in abil)
        self.ic_malus = bytes(a.ic_malus for a in abil)
        self.prey_title_stealth = bytes(a.prey_title_stealth for a in abil)
        self.equip_aura = bytes(a.equip_aura for a in abil)
        self.any_aura = any(self.ic_malus) or any(self.prey_title_stealth) or any(self.equip_aura)
        self.blocker_mods = tuple(a.blocker_mods for a in abil)
        self.any_blocker_mods = any(self.blocker_mods)
        self.as_clan = tuple(frozenset(current_clan(CLANS[c - 1]) for c in a.as_clans) for a in abil)
        self.as_clan_master = bytes(a.as_clans_master for a in abil)
        self.bleed_vs_me = tuple(a.bleed_vs_me for a in abil)
        self.any_bleed_vs_me = any(self.bleed_vs_me)
        self.first_round_strength = tuple(a.first_round_strength for a in abil)
        self.any_after_unlock = any(a is not None for a in self.after_unlock)
        self.leave_pool = bytes(a.leave_pool for a in abil)
        self.burned_pool = bytes(a.burned_pool for a in abil)
        self.phoenix = bytes(a.phoenix for a in abil)
        self.share_blood = bytes(a.share_blood for a in abil)
        self.force_abstain = bytes(a.force_abstain for a in abil)
        self.any_force_abstain = any(self.force_abstain)
        self.blood_vote = bytes(a.blood_vote for a in abil)
        self.double_votes = bytes(a.double_votes for a in abil)
        self.justicar_fewer = bytes(a.justicar_fewer for a in abil)
        self.any_justicar_fewer = any(self.justicar_fewer)
        self.infernal_votes = bytes(a.infernal_votes for a in abil)
        self.partner_diablerie = bytes(a.partner_diablerie for a in abil)
        self.oppose_burn = bytes(a.oppose_burn for a in abil)
        self.bleed_anarch_damage = bytes(a.bleed_anarch_damage for a in abil)
        self.any_combat_end_text = any(self.leave_pool) or any(self.burned_pool)
        self.any_crypt_combat_text = any(self.immune_clan) or any(self.older_strength) \
            or any(self.first_round_strength) or any(self.clan_strength)
        self.any_edge_use = any(t is not None for t in self.edge_use)

    def _minion_card_columns(self, card: list[Card], abil: list[CryptAbilities]) -> None:
        """Library cards a minion plays, weapons, creatures and mages; referendum, vote and
        bleed abilities; clan codes and uniqueness (``minion_any`` to ``is_unique``)."""
        #: library cards a minion plays (rules 1.6.3): not master, event, conviction or power cards
        self.minion_any = bytes(
            0 if c.is_crypt or any(t in _NOT_MINION_CARD for t in c.types) else 1 for c in card
        )
        #: weapons: equipment whose first line names it one ("Weapon: gun.", "Melee weapon.")
        self.weapon_any = bytes(
            1 if CardType.EQUIPMENT in c.types and "weapon" in (c.text or "").split("\n")[0].lower() else 0
            for c in card
        )
        self.any_redirect_master = any(self.redirect_master)
        #: Thing.ANIMAL / Thing.WRAITH of allies and retainers, else 0
        self.creature = bytes(
            (Thing.ANIMAL if m.group(1) == "animal" else Thing.WRAITH)
            if (self.is_ally[k] or CardType.RETAINER in c.types) and (m := _CREATURE.match(c.text.lower())) else 0
            for k, c in enumerate(card)
        )
        self.any_lend = any(self.lend_bleed)
        self.any_fetch = any(self.fetch_mage)
        #: mage allies ("Mage with 2 life", "Unique mage with 3 life")
        self.is_mage = bytes(
            1 if self.is_ally[k] and _MAGE.match(c.text.lower()) else 0 for k, c in enumerate(card)
        )
        self.referendum_pool = bytes(a.referendum_pool for a in abil)
        self.referendum_unlock = bytes(1 if a.referendum_unlock else 0 for a in abil)
        self.employ_unlock = bytes(1 if a.employ_unlock else 0 for a in abil)
        self.oppose_cost = bytes(a.oppose_cost for a in abil)
        self.discard_vote = tuple(a.discard_vote for a in abil)
        self.discard_bleed = tuple(a.discard_bleed for a in abil)
        self.any_discard_vote = any(t is not None for t in self.discard_vote)
        self.any_discard_bleed = any(t is not None for t in self.discard_bleed)
        self.any_oppose_cost = any(self.oppose_cost)
        self.recycle = bytes(1 if a.recycle else 0 for a in abil)
        self.any_recycle = any(self.recycle)
        self.titled_votes = bytes(1 if a.titled_votes else 0 for a in abil)
        self.any_titled_votes = any(self.titled_votes)
        self.location_tax = bytes(1 if a.location_tax else 0 for a in abil)
        self.any_location_tax = any(self.location_tax)
        self.edge_drain = bytes(a.edge_drain for a in abil)
        self.sect_bleed = bytes(a.sect_bleed for a in abil)
        self.any_sect_bleed = any(self.sect_bleed)
        self.any_edge_drain = any(self.edge_drain)
        self.unlock_toll = bytes(1 if a.unlock_toll else 0 for a in abil)
        self.any_unlock_toll = any(self.unlock_toll)
        self.any_block_any = any(self.block_any)
        self.title_prevails = bytes(1 if Trait.TITLE_PREVAILS in a.traits else 0 for a in abil)
        self.crypt_strike_cost = bytes(a.strike_cost for a in abil)
        self.bleed_action_bleed = bytes(a.bleed_action_bleed for a in abil)
        self.bleed_action_cost = bytes(a.bleed_action_cost for a in abil)
        self.clan_index = bytes(clan_code(c.clans[0]) if c.is_crypt and c.clans else 0 for c in card)
        self.is_unique = bytes(
            0 if Trait.NON_UNIQUE in a.traits else u for u, a in zip(self.is_unique, abil, strict=True)
        )

    def _minion_stats(
        self, card: list[Card], effects: list[Effect | None], abil: list[CryptAbilities],
        crypt_of: Callable[[Card], CryptEffect | None] | None,
    ) -> tuple[list[int], list[int]]:
        """Each minion's bleed and strength (``base_bleed``, ``base_strength``), the Embrace's
        vampires; returns the stealth and intercept (set by :meth:`_play_columns`)."""
        # minion statistics: vampires 1 bleed and 1 strength plus simple text bonuses (rules
        # 6.1.1, 6.4.5); allies those printed on the card
        bleed, strength, stealth, intercept = [], [], [], []
        for c, e, a in zip(card, effects, abil, strict=True):
            if c.is_crypt:
                if crypt_of is not None:
                    b, s, st, it = a.bleed, a.strength, a.stealth, a.intercept
                else:
                    b, s, st, it = crypt_bonuses(c)
                bleed.append(1 + b)
                strength.append(1 + s)
                stealth.append(st)
                intercept.append(it)
            elif e is not None and e.mode == Mode.ALLY:
                bleed.append(e.bleed + a.bleed)
                strength.append(e.strength + a.strength)
                stealth.append(a.stealth)
                intercept.append(a.intercept)
            else:
                bleed.append(0)
                strength.append(0)
                stealth.append(0)
                intercept.append(0)
        # The Embrace: an action card that becomes an N-capacity vampire in play (rules 6.1.6), one
        # bleed and one strength, no Discipline, clan, sect nor title the rules read
        # (Call the Great Beast is an action card until its ritual counters make it a vampire:
        # placed._beast gives it its rows then: SETUP.placed_ritual)
        embrace = {
            k: p.n for k, e in enumerate(effects) if e is not None and e.mode == Mode.ACTION
            and not SETUP.placed_ritual(e.card_id)
            for o in e.options for p in o.prims if p.op is Op.EMBRACE and p.n > 0
        }
        if embrace:
            self.is_vampire = bytes(1 if v or k in embrace else 0 for k, v in enumerate(self.is_crypt))
            self.capacity = tuple(embrace.get(k, c) for k, c in enumerate(self.capacity))
            for k in embrace:
                bleed[k] = strength[k] = 1
            # "with basic Chimerstry" (Tumnimos): the Discipline it is printed with
            born = {k: sum(1 << (p.arg - 1) for o in cast(Effect, effects[k]).options for p in o.prims
                           if p.op is Op.DISCIPLINE and p.arg > 0) for k in embrace}
            if any(born.values()):
                self.disc_any = tuple(d | born.get(k, 0) for k, d in enumerate(self.disc_any))
            # Web of Knives Recruit: "a 3-capacity (non-unique) Independent Assamite ... who is
            # Blood cursed" (placed.Spec.clan: SETUP.placed_clan)
            for k in embrace:
                born_clan = SETUP.placed_clan(card[k].id)
                if born_clan:
                    self.clan = tuple(born_clan if j == k else c for j, c in enumerate(self.clan))
                    self.sect = tuple("Independent" if j == k else c for j, c in enumerate(self.sect))
                    self.clan_index = bytes(clan_code(born_clan) if j == k else c
                                            for j, c in enumerate(self.clan_index))
                    self.is_unique = bytes(0 if j == k else u for j, u in enumerate(self.is_unique))
                    self.blood_cursed = bytes(1 if j == k else b for j, b in enumerate(self.blood_cursed))
                    # the requirements an untitled, unmerged, blood-cursed Independent vampire meets
                    bits = 0
                    for r in (Req.UNMERGED, Req.INDEPENDENT, Req.ANARCH_OR_INDEPENDENT, Req.NON_ANARCH,
                              Req.NON_CAMARILLA, Req.NON_RED_LIST, Req.NON_STERILE, Req.NON_TITLED,
                              Req.NON_CAITIFF):
                        bits |= 1 << int(r)
                    self.req_bits = tuple(bits if j == k else b for j, b in enumerate(self.req_bits))
        self.base_bleed = tuple(bleed)
        self.base_strength = tuple(strength)
        return stealth, intercept

    def _play_columns(
        self, card: list[Card], effects: list[Effect | None], abil: list[CryptAbilities],
        stealth: list[int], intercept: list[int],
    ) -> None:
        """What the cards do in play: on the actor, cannot play, bonuses, the family tables
        (wakers, placed, borrow, imbued), the reactions and modifiers the rules play, master
        shapes and plain votes (``on_actor`` to ``imbued``)."""
        #: action cards put on the acting minion (Abbot), and the intercept cards on a minion give
        #: it only during actions directed at its controller
        self.on_actor = bytes(
            1 if e is not None and e.mode == Mode.ACTION and any(o.has(Op.ON_ACTOR) for o in e.options) else 0
            for e in effects
        )
        #: action cards put on a minion that then cannot play a card: its VEKN id (0: none)
        self.cannot_play = tuple(
            next((p.arg for p in e.options[0].prims if p.op == Op.CANNOT_PLAY), 0) if e is not None and e.options
            else 0 for e in effects
        )
        self.any_cannot_play = any(self.cannot_play)
        self.directed_bonus = bytes(_directed_intercept(e) for e in effects)
        #: equipment burned to prevent the damage of one strike (Leather Jacket: "burn ... to prevent
        #: all the damage from the opposing minion's strike"), the amount (99: all)
        self.burn_prevent = bytes(_burn_prevent(e) for e in effects)
        #: "a minion can have only one <this card>"
        self.one_each = bytes(1 if "have only one" in (c.text or "").lower() else 0 for c in card)
        #: action cards put in play letting a locked minion attempt to block (Eternal Vigilance)
        self.waker = SETUP.waker_table(c.id for c in card)
        self.any_waker = any(self.waker)
        #: action cards put in play whose effect applies from there (Aranthebes, The Immortal)
        self.placed = SETUP.placed_table(c.id for c in card)
        self.any_placed = any(self.placed)
        #: action cards put on another Methuselah's vampire to take control of it (Temptation)
        self.borrow = SETUP.borrow_table(c.id for c in card)
        self.any_borrow = any(self.borrow)
        #: cards on a minion giving no bonus at all times (attached_amount skips them)
        self.not_static = bytes(1 if d or b or w else 0 for d, b, w in zip(
            self.directed_bonus, self.burn_prevent, self.waker, strict=True))
        #: equipment burning 1 blood for intercept during an action is in some deck (Bowl of Convergence)
        self.any_blood_intercept = any(
            e is not None and e.mode == Mode.EQUIPMENT and any(
                [p.op for p in o.prims] == [Op.PAY_BLOOD, Op.INTERCEPT] for o in e.options[1:])
            for e in effects
        )
        self.base_stealth = tuple(stealth)
        self.base_intercept = tuple(intercept)
        self.title_key = tuple(title_key(c) if c.is_crypt else None for c in card)

        def flag(kinds: bytes, ops: frozenset[Op]) -> bytes:
            seen: dict[int, int] = {}  # by effect: the copies of a card share one
            out = bytearray(len(effects))
            for k, e in enumerate(effects):
                if kinds[k] and e is not None:
                    got = seen.get(id(e))
                    if got is None:
                        got = seen[id(e)] = int(any(p.op in ops for o in e.options for p in o.prims))
                    out[k] = got
            return bytes(out)

        #: reactions letting a locked minion block or react ("wakes", rules 6.2.2), giving
        #: intercept, redirecting a bleed; modifiers adding stealth or ending a blocked action;
        #: cards adding votes; combat cards the engine plays; prevention cards
        self.wake_card = flag(self.is_reaction, frozenset({Op.WAKE}))
        self.intercept_card = flag(self.is_reaction, frozenset({Op.INTERCEPT}))
        self.redirect_card = flag(self.is_reaction, frozenset({Op.REDIRECT_BLEED}))
        self.stealth_mod = flag(self.is_modifier, frozenset({Op.STEALTH, Op.MINUS_INTERCEPT, Op.UNBLOCKABLE,
                                                             Op.CANNOT_BLOCK, Op.BLOCK_FAILS}))
        self.blocked_mod = flag(
            self.is_modifier, frozenset({Op.WAKE, Op.__members__.get("END_ACTION", Op.WAKE), Op.BLOCK_FAILS})
        )
        both = bytes(a | b for a, b in zip(self.is_modifier, self.is_reaction, strict=True))
        self.vote_card = flag(both, frozenset({Op.VOTES}))
        self.combat_card = flag(self.is_combat, COMBAT_OPS | {
            Op.AGGRAVATED, Op.EXTRA_COMBAT, Op.TORPOR, Op.BURN_CARD, Op.STRIKE_DAMAGE,
            Op.DIABLERIE, Op.PUT_IN_PLAY, Op.RANGE, Op.DAMAGE, Op.COST_INCREASE, Op.CANNOT, Op.CANCEL,
            Op.COST_REDUCTION, Op.STEAL_CARD, Op.HAND_SIZE, Op.OPEN_HAND, Op.GAIN_BLOOD})
        #: a combat card cancelling strike cards as they are played is in some deck (the CANCEL
        #: stage is looked for only then)
        self.any_strike_cancel = any(
            self.combat_card[k] and any(p.op == Op.CANCEL and p.arg == Thing.STRIKE_CARD
                                        for o in e.options for p in o.prims)  # type: ignore[union-attr]
            for k, e in enumerate(effects))
        #: combat frenzy cards played on the opposing vampire (Terror Frenzy), and whether a card
        #: cancelling them as a reflex is in some deck (Invoking the Beast [abo])
        self.frenzy_on_opposing = bytes(
            1 if self.combat_card[k] and (c.text or "").startswith("Frenzy.") and any(
                SETUP.combat_frenzy(o) for o in e.options) else 0  # type: ignore[union-attr]
            for k, (c, e) in enumerate(zip(card, effects, strict=True)))
        self.any_frenzy_reflex = any(self.frenzy_on_opposing) and any(
            (self.combat_card[k] or c.id in SETUP.reflex_reactions) and any(SETUP.frenzy_cancel(o) for o in e.options)  # type: ignore[union-attr]
            for k, (c, e) in enumerate(zip(card, effects, strict=True)))
        #: political action cards the engine can call a referendum with (politics.SPECS)
        self.political_spec = bytes(
            1 if self.is_political[k] and c.id in SETUP.political_cards else 0 for k, c in enumerate(card)
        )
        #: vampires whose own text calls a referendum as a political action (politics.VAMPIRE_CALLS)
        self.vampire_call = bytes(1 if c.is_crypt and c.id in SETUP.vampire_calls else 0 for c in card)
        self.any_vampire_call = any(self.vampire_call)
        #: First Tradition: The Masquerade can be put in play (each unlock phase burns 2 pool)
        self.any_first_tradition = any(c.id == SETUP.first_tradition for c in card)
        self.prevent_card = flag(self.is_combat, frozenset({Op.PREVENT}))
        #: master cards the rules play by the shape of their effect (masters.shape), else None
        self.master_shape = tuple(
            SETUP.master_shape(e, c.text or "") if e is not None else None
            for k, (c, e) in enumerate(zip(card, effects, strict=True))
        )
        self.master_kinds = frozenset(sh[0] for sh in self.master_shape if sh is not None)
        #: the vampires whose votes no text changes (rules.votes_of returns their printed or
        #: title votes at once): none of their own vote texts (Gerald, Legacy of Pander's
        #: Pander, Anastasz, Xeper), and no master card of the table changing votes
        self.plain_votes = bytes(self.n) if not self.master_kinds.isdisjoint(SETUP.master_vote_kinds) else bytes(
            0 if tv or jf or iv or clan == "Pander" else 1
            for tv, jf, iv, clan in zip(self.titled_votes, self.justicar_fewer, self.infernal_votes, self.clan,
                                        strict=True))
        if SETUP.master_guardian in self.master_kinds:
            # Guardian Angel's intercept is only during bleeds directed at you: not a static amount
            self.not_static = bytes(1 if ns or (sh is not None and sh[0] == SETUP.master_guardian) else 0
                                    for ns, sh in zip(self.not_static, self.master_shape, strict=True))
        #: the Imbued's conviction and power cards (appendix "Reglas para imbuidos"), None
        #: without an imbued; the cards put on an imbued give nothing static (used by locking
        #: or burning them: imbued.py)
        self.imbued = SETUP.imbued_tables(self.card, abil)
        if self.imbued is not None:
            self.not_static = bytes(1 if ns or c else 0 for ns, c in zip(self.not_static, self.imbued.cls, strict=True))

    def name(self, i: int) -> str:
        return self.card[i].display_name

    def reseated(self, order: Sequence[int]) -> GameSetup:
        """The tables of the same decks seated in ``order`` (``order[seat]`` is an index into
        ``self.decks``), equal to ``GameSetup([self.decks[d] for d in order], self.registry)``
        but built by moving this setup's per-card columns to the new card numbers instead of
        reading every card again (a simulation cycling through all seatings builds one per
        seating). Columns holding card numbers or seats are renumbered; of the memo, only the
        entries keyed by names alone (facts of the whole table) are kept."""
        n_decks = len(self.decks)
        if sorted(order) != list(range(n_decks)):
            raise SimulationError(
                f"seating {list(order)!r} is not an order of the {n_decks} decks: give each deck index once"
            )
        n = self.n
        # the old card numbers in the new order are runs of consecutive numbers (each deck's
        # crypt and library are numbered in a row): (first, end) of each run, built from the
        # decks' ranges, a deck of numbers out of row taking one run per card
        runs: list[tuple[int, int]] = []
        for d in order:
            for blk in (self.crypt0[d], self.library0[d]):
                if not blk:
                    continue
                a = blk[0]
                parts = [(a, a + len(blk))] if blk == tuple(range(a, a + len(blk))) else [(o, o + 1) for o in blk]
                for a, b in parts:
                    if runs and runs[-1][1] == a:
                        runs[-1] = (runs[-1][0], b)
                    else:
                        runs.append((a, b))
        new_of = [0] * n  # this setup's card number -> the new one
        k = 0
        for a, b in runs:
            new_of[a:b] = range(k, k + b - a)
            k += b - a
        seat_of = [0] * n_decks
        for seat, d in enumerate(order):
            seat_of[d] = seat

        def moved(col: Any) -> Any:
            """A column's values in the new card order, joined from the runs' slices (a tuple or bytes
            for a tuple or bytes, else a tuple)."""
            if type(col) is tuple:
                out: tuple[Any, ...] = ()
                for a, b in runs:
                    out += col[a:b]
                return out
            if type(col) is bytes:
                return b"".join([col[a:b] for a, b in runs])
            return tuple(col[o] for a, b in runs for o in range(a, b))
        zeros = bytes(n)  # a column of zeros is the same in any card order: kept as it is
        new = object.__new__(GameSetup)
        for name, col in zip(GameSetup.__slots__, _SETUP_COLUMNS(self), strict=True):
            cls = col.__class__
            if cls is bytes:
                if len(col) == n and col != zeros:
                    col = b"".join([col[a:b] for a, b in runs])
            elif cls is tuple:
                if len(col) == n:
                    out = ()
                    for a, b in runs:
                        out += col[a:b]
                    col = out
            elif isinstance(col, (tuple, bytes)) and len(col) == n:
                col = bytes(moved(col)) if isinstance(col, bytes) else moved(col)
            setattr(new, name, col)
        new.decks = tuple(self.decks[d] for d in order)
        if self.imbued is not None:
            new.imbued = self.imbued.moved(moved)  # its per-card columns, in the new card order
        new.owner = tuple(map(seat_of.__getitem__, new.owner))
        renumber = new_of.__getitem__
        new.crypt0 = tuple(tuple(map(renumber, self.crypt0[d])) for d in order)
        new.library0 = tuple(tuple(map(renumber, self.library0[d])) for d in order)
        # unique keys numbered by first appearance, as __init__ does
        first = {key: k for k, key in enumerate(dict.fromkeys(new.unique_key))}
        new.unique_key = tuple(map(first.__getitem__, new.unique_key))
        new.is_vampire = new.is_crypt
        # memo entries keyed by names only are facts of the whole table (per-card flags, or one
        # value): the flags move with the cards; the facts of one card (_MOVED_MEMO) move to its
        # new number; other entries keyed by card or seat numbers start again
        # (one pass over the entries: the new keys are distinct whatever the order, and the memo
        # is read by key only)
        new.memo = memo = {}
        moved_tags = _MOVED_TAGS
        moved_memo = _MOVED_MEMO
        is_str = str.__instancecheck__
        for key, value in self.memo.items():
            head = key[0]
            if head.__class__ is int:
                if len(key) == 3:
                    tag = key[2]
                    if tag in moved_tags:  # most entries: (card number, card id, tag), see _MOVED_MEMO
                        memo[(new_of[head], key[1], tag)] = value
                    elif tag == _SPECIAL_TAG:
                        memo[key] = value
                continue
            at = moved_memo.get(head)
            if at == 1:
                memo[(head, new_of[key[1]]) + key[2:]] = value
            elif at is not None:
                memo[(*key[:at], new_of[key[at]], *key[at + 1:])] = value
            elif head in _KEPT_MEMO:
                memo[key] = value
            elif all(map(is_str, key)):  # every part a str (isinstance), without a generator's frame
                if isinstance(value, bytes) and len(value) == n:
                    value = bytes(moved(value))
                elif isinstance(value, tuple) and len(value) == n:
                    value = moved(value)
                memo[key] = value
        return new

    def __repr__(self) -> str:
        return f"GameSetup({len(self.decks)} decks, {self.n} cards)"


class MemoTag(enum.IntEnum):
    """The tag last in a ``GameSetup.memo`` key of three ints: what the entry holds. The keys are
    built with the plain int values (``GameSetup.reseated`` tells them by ``type(...) is int``)."""

    BEST_OPTION = 1000  # + Op: (minion, card id, tag): rules._best_option of that Op
    CARD_ROLES = 2000  # (minion, card id, tag): combat.card_roles
    SPECIAL = 2001  # (card id, option, tag): combat.special_of, no card number
    BLOOD_COST = 3000  # (minion, card id, tag): rules.blood_cost
    ACTION_OPTIONS = 4000  # (minion, card id, tag): rules._action_options
    STEALTH_KNOWN = 6000  # + option: (minion, card id, tag): rules.STEALTH_KNOWN_TAG


#: memo entries (GameSetup.memo) holding a fact of one card read from its own columns and card
#: ids only, which a reseated setup keeps under the card's new number: by the name first in the
#: key, the position of the card number in it; by the :class:`MemoTag` last in a key of three
#: numbers (all but SPECIAL), the card number first. Keys without a card number (MemoTag.SPECIAL,
#: summaries, vote allocations by seat) are kept as they are.
#: (TablePolicy._discard_dead's table of a vampire, card id -> playable, moves as it is: the
#: reseated setup shares it, and both fill it with the same facts)
_MOVED_MEMO = {"stealth_card": 1, "intercept_card": 1, "card_stats": 1, "usable_of": 1}
_KEPT_MEMO = frozenset({"summary", "alloc", "alloc_matrix", "parity_matrix"})
#: every attribute of a GameSetup, in the order of its slots (read at once by GameSetup.reseated)
_SETUP_COLUMNS = operator.attrgetter(*GameSetup.__slots__)
#: the tags of the entries keyed (card number, card id, tag) moved to the card's new number
_MOVED_TAGS = frozenset({
    int(MemoTag.CARD_ROLES), int(MemoTag.BLOOD_COST), int(MemoTag.ACTION_OPTIONS),
    *range(MemoTag.BEST_OPTION, MemoTag.CARD_ROLES), *range(MemoTag.STEALTH_KNOWN, MemoTag.STEALTH_KNOWN + 100),
})
_SPECIAL_TAG = int(MemoTag.SPECIAL)  # (kept as it is by a reseated setup)


def moved_memo_key(key: tuple, new_of: list[int]) -> tuple | None:
    """``key`` of a memo entry keyed by numbers renumbered by ``new_of`` (old card number ->
    new), or None for an entry that starts again in the reseated setup (see
    :data:`_MOVED_MEMO`; :meth:`GameSetup.reseated` does the same inline)."""
    head = key[0]
    if isinstance(head, str):
        at = _MOVED_MEMO.get(head)
        if at is not None:
            return (*key[:at], new_of[key[at]], *key[at + 1:])
        return key if head in _KEPT_MEMO else None
    if len(key) == 3 and type(head) is int and type(key[1]) is int and type(key[2]) is int:
        tag = key[2]
        if tag == _SPECIAL_TAG:
            return key
        if tag in _MOVED_TAGS:
            return (new_of[head], key[1], tag)
    return None


class Methuselah:
    """One player's zones (lists of instance ids; the top of the library is the end) and pool."""

    __slots__ = (
        "index", "library", "hand", "ash", "crypt", "uncontrolled", "ready", "torpor", "removed", "in_play",
        "contested", "pool", "vp", "ousted", "passive", "turns", "hand_size", "owed_unlock", "owed_discard", "owed_action",
        "first_transfers", "bled_total", "bleed_received", "oust_turn", "oot_debt", "next_transfers",
    )

    def __init__(self, index: int) -> None:
        self.index = index
        self.library: list[int] = []
        self.hand: list[int] = []
        self.ash: list[int] = []
        self.crypt: list[int] = []
        self.uncontrolled: list[int] = []
        self.ready: list[int] = []  # vampires and allies in the ready region
        self.torpor: list[int] = []
        self.removed: list[int] = []
        #: non-minion cards in play: locations, master cards, equipment and retainers on minions.
        self.in_play: list[int] = []
        #: contested cards, face down and out of play (rules 4.1)
        self.contested: list[int] = []
        self.pool = START_POOL
        self.vp = 0.0
        self.ousted = False
        #: a passive Methuselah takes no turn, never acts nor blocks and is never ousted (goldfish prey).
        self.passive = False
        self.turns = 0
        self.hand_size = HAND_SIZE
        #: cards played with "do not replace until your next unlock / discard phase"
        self.owed_unlock = 0
        self.owed_discard = 0
        self.owed_action = 0  # cards to replace after the action in progress
        self.first_transfers = TRANSFERS
        #: pool this Methuselah's minions have bled in total, and pool lost to bleeds
        self.bled_total = 0
        self.bleed_received = 0
        #: the table turn in which this Methuselah was ousted (0: still in)
        self.oust_turn = 0
        #: out-of-turn master cards played on account of the next master phase (rules 1.6.2.4)
        self.oot_debt = 0
        #: transfers added at the start of the next influence phase (The Capuchin burned)
        self.next_transfers = 0

    def copy(self) -> Methuselah:
        m = Methuselah.__new__(Methuselah)
        m.index = self.index
        m.library = self.library[:]
        m.hand = self.hand[:]
        m.ash = self.ash[:]
        m.crypt = self.crypt[:]
        m.uncontrolled = self.uncontrolled[:]
        m.ready = self.ready[:]
        m.torpor = self.torpor[:]
        m.removed = self.removed[:]
        m.in_play = self.in_play[:]
        m.contested = self.contested[:]
        m.pool = self.pool
        m.vp = self.vp
        m.ousted = self.ousted
        m.passive = self.passive
        m.turns = self.turns
        m.hand_size = self.hand_size
        m.owed_unlock = self.owed_unlock
        m.owed_discard = self.owed_discard
        m.owed_action = self.owed_action
        m.first_transfers = self.first_transfers
        m.bled_total = self.bled_total
        m.bleed_received = self.bleed_received
        m.oust_turn = self.oust_turn
        m.oot_debt = self.oot_debt
        m.next_transfers = self.next_transfers
        return m

    def zones(self) -> dict[str, list[int]]:
        return {
            "library": self.library, "hand": self.hand, "ash": self.ash, "crypt": self.crypt,
            "uncontrolled": self.uncontrolled, "ready": self.ready, "torpor": self.torpor,
            "removed": self.removed, "in_play": self.in_play, "contested": self.contested,
        }


#: read by each Pending made (an enum member read from its class costs ~0.3 us)
_AFTER_BLOCKS = Stage.AFTER_BLOCKS


class Pending:
    """An action in progress (rules 6.2): who acts, with what, and what it will do.

    ``target`` is a card instance (a minion for enter combat, rescue, diablerie; a vampire in
    the uncontrolled region for Govern the Unaligned) and ``target_p`` the Methuselah a directed
    action or a bleed is aimed at (-1 for undirected actions). ``block_order`` lists the
    Methuselahs who may still block, the one deciding first; ``blocker`` is the minion whose
    block attempt is in progress.
    """

    __slots__ = ("kind", "actor", "card", "option", "target", "stage", "bleed", "stealth", "modifiers",
                 "limited", "succeeded", "target_p", "directed", "block_order", "blocker", "intercept",
                 "tried", "played", "decider", "blocked", "ended", "cancel_order", "votes_bonus", "flags", "slave",
                 "after_agg", "react", "margin")

    def __init__(self, kind: int, actor: int, card: int, option: int, target: int) -> None:
        self.kind = kind
        self.actor = actor
        self.card = card
        self.option = option
        self.target = target
        self.stage = _AFTER_BLOCKS
        self.bleed = 0
        self.stealth = 0
        self.modifiers: list[int] = []  # card ids of modifiers played (one copy each, rules 1.6.3.2)
        self.limited = False  # a limited +bleed modifier was played (V5 rulebook, bleed)
        self.succeeded = False
        self.target_p = -1
        self.directed = False
        self.block_order: list[int] = []
        self.blocker = -1
        self.intercept = 0
        self.tried: list[int] = []  # minions that attempted to block (once each per action)
        self.played: list[tuple[int, int]] = []  # (minion, card id) reactions played this action
        self.decider = -1
        self.blocked = False
        self.ended = False  # the action ended without success nor block (Change of Target...)
        self.cancel_order: list[int] = []
        self.votes_bonus = 0  # votes from the acting minion's modifiers (rules 6.3.3)
        self.flags = 0  # NO_VAMPIRE_BLOCK...
        self.slave = -1  # a slave taking the blocked acting vampire's place in combat (rules 11)
        self.after_agg = 0  # unpreventable aggravated damage to the actor after resolution (Daring the Dawn)
        #: the intercept reaction just played, while it may be cancelled "as it is played": (card,
        #: minion, option, intercept it gave, blood paid, pool paid, flags before it)
        self.react: tuple[int, int, int, int, int, int, int] | None = None
        self.margin = 0  # votes by which this political action's referendum passed (Voter Captivation)

    def copy(self) -> Pending:
        p = Pending(self.kind, self.actor, self.card, self.option, self.target)
        p.stage = self.stage
        p.bleed = self.bleed
        p.stealth = self.stealth
        p.modifiers = self.modifiers[:]
        p.limited = self.limited
        p.succeeded = self.succeeded
        p.target_p = self.target_p
        p.directed = self.directed
        p.block_order = self.block_order[:]
        p.blocker = self.blocker
        p.intercept = self.intercept
        p.tried = self.tried[:]
        p.played = self.played[:]
        p.decider = self.decider
        p.blocked = self.blocked
        p.ended = self.ended
        p.cancel_order = self.cancel_order[:]
        p.votes_bonus = self.votes_bonus
        p.flags = self.flags
        p.slave = self.slave
        p.after_agg = self.after_agg
        p.react = self.react
        p.margin = self.margin
        return p


def unlock_employer(e: Effect | None) -> int:
    """"During any Methuselah's unlock phase, the employer can burn N blood to unlock" (Homunculus):
    N when every option of the retainer says it (with its life), else 0."""
    if e is None or not e.options:
        return 0
    n = 0
    for o in e.options:
        n = unlock_employer_option(o)
        if not n:
            return 0
    return n


def unlock_employer_option(o: Option) -> int:
    """:func:`unlock_employer` of one option: the blood, else 0."""
    ops = [p for p in o.prims if p.op != Op.LIFE]
    if len(ops) != 3 or ops[0] != (Op.WHEN, When.EACH_UNLOCK_PHASE, 0, 0, 0) or ops[1].op != Op.PAY_BLOOD \
            or ops[1][2:] != (0, 0, 0) or ops[2] != (Op.UNLOCK_MINION, 1, 0, 0, 0):
        return 0
    return ops[1].n


class CombatStage(enum.IntEnum):
    """Steps of a round of combat (rules 6.4.1)."""

    RANGE = 0  # maneuvers (rules 6.4.2)
    STRIKE = 1  # choose strikes, first the acting minion (rules 6.4.3)
    PREVENT = 2  # the damaged minion may play prevention cards (rules 6.4.6)
    ADDITIONAL = 3  # cards giving additional strikes, after the first pair (rules 6.4.3)
    PRESS = 4  # presses to continue or to end (rules 6.4.4)
    INSTEAD = 5  # a vampire should go to torpor: the opposing one may burn or diablerize it instead
    FALLEN = 6  # one combatant is no longer ready: the other may play a card before combat ends
    CANCEL = 7  # a strike card is played: the opposing minion may cancel it


_CS_RANGE = CombatStage.RANGE  # (a module name: read at every combat's start)


class Doom(enum.IntEnum):
    """``Combat.doom``: what befalls a side's minion once the pair's damage is applied (rules 6.4.3)."""

    NONE = 0
    TORPOR = 1  # "send the opposing vampire to torpor"
    BURN = 2  # "burn the opposing ally"
    TORPOR_NO_UNLOCK = 3  # to torpor, and it does not unlock as normal in its next unlock phase
    #: the vampire's blood was stolen down to 0 while it bears a card that burns it then (Anathema,
    #: :data:`.ops.COMBAT_HOOKS`)
    BURNED_AT_ZERO = 4


class BeforeRange(enum.IntFlag):
    """``Combat.before_used`` bits: the cards played before range this round limited to one each round
    (and one played at the end of the round: ROUND_GAIN)."""

    HOURGLASS = 1  # Outside the Hourglass [TEM]
    PACK_ALPHA = 2  # "a vampire can play only one Pack Alpha each round"
    CANCELLED = 4  # a strike card cancelled as it was played
    HIGH_GROUND = 8  # "only one High Ground each round"
    ROUND_GAIN = 16  # "a vampire can play only one Taste of Vitae each round"


class Combat:
    """A combat between two ready minions (rules 6.4). Side 0 is the acting minion, who chooses
    first in each step. Per side: the minion, its controller, the strike chosen this pair (a
    tuple, see combat.py), additional strikes left, damage prevention available, and more."""

    __slots__ = ("m", "p", "round", "range", "stage", "decider", "last", "flips", "strike", "extra", "add_used",
                 "damage", "agg", "prevented", "gun_maneuver", "auto_prevent", "strength", "hand_only",
                 "lost", "ended", "pressed", "pair", "own_maneuver", "own_press", "agg_hand", "free_maneuver",
                 "free_press", "press_continue", "ending", "round_prevent", "fixed", "own_dodge", "after", "doom",
                 "free_ends", "all_agg", "disc_damage", "held", "end_after", "free_either", "instead",
                 "before_used", "pre_range", "cost_up", "terror", "own_agg", "cancel", "cost_down",
                 "no_strike_cards", "round_damage", "crows", "placed", "zip_hurt", "ammo", "weather", "close_next",
                 "hand_up", "crypt_hand", "open_hand", "beast", "combat_strength", "combat_agg", "pursuit",
                 "extra_hand", "round1_maneuver", "round1_press", "no_ends1", "equip_dodged", "held_maneuver")

    def __init__(self, a: int, pa: int, b: int, pb: int) -> None:
        self.m = [a, b]
        self.p = [pa, pb]
        self.round = 1
        self.range = CLOSE
        self.stage = _CS_RANGE
        self.decider = 0  # side whose turn it is to choose
        self.last = -1  # side who played the last maneuver / press (no two in a row)
        self.flips = 0  # maneuvers or presses played in this step
        self.strike: list[tuple | None] = [None, None]
        self.extra = [0, 0]
        self.add_used = [False, False]
        self.damage = [0, 0]  # damage (normal) to each side awaiting prevention
        self.agg = [0, 0]
        self.prevented = [0, 0]
        self.gun_maneuver = [False, False]  # weapon maneuvers used this combat ("each combat")
        self.auto_prevent = [0, 0]  # prevention left from cards in play, once each combat
        self.strength = [0, 0]  # strength added this round
        self.hand_only = False  # only hand strikes this round (Immortal Grapple)
        self.close_next = False  # the next round of this combat is at close range, no range step
        self.lost = [0, 0]  # blood lost to damage this round
        self.ended = False
        self.pressed = False
        self.pair = 0  # strike pairs resolved this round
        self.own_maneuver = [False, False]  # the minion's own maneuver / press used this combat
        self.own_press = [False, False]
        self.agg_hand = [0, 0]  # the minion's hand strikes inflict aggravated damage this round
        self.free_maneuver = [0, 0]  # optional maneuvers granted for this combat (Spirit's Touch)
        self.free_press = [0, 0]  # optional presses granted for this combat (Harass)
        #: of those, granted "during the first round" only, still unused (Dive Bomb)
        self.round1_maneuver = [0, 0]
        self.round1_press = [0, 0]
        #: the opposing minion cannot strike: combat ends during the first round (Hunter's Mark [CEL THA])
        self.no_ends1 = False
        self.press_continue = False  # the acting minion's granted press only continues combat
        self.ending = False  # presses done, combat about to end: another round or combat may follow
        self.round_prevent = [0, 0]  # damage prevention left this round only (Precognition)
        self.fixed = -1  # the weapon the blocker's initial strike of the first round is made with
        self.own_dodge = [False, False]  # the minion's own "once each combat, strike: dodge" used
        self.after: list[tuple | None] = [None, None]  # what the strike card of this pair does beside it
        self.doom = [0, 0]  # Doom: struck to torpor, burned... after the pair's damage
        self.free_ends = False  # the acting minion can strike: combat ends in the first round (Shroud of Absence)
        self.all_agg = False  # all damage inflicted on vampires is aggravated (Domain of Evernight [tem])
        #: per side, (Discipline bit, +damage) for its damaging strikes requiring that Discipline
        #: for the rest of the combat (Increased Strength)
        self.disc_damage: list[tuple] = [(), ()]
        #: (side, strike, what its card does beside it) awaiting a first strike's resolution (rules 6.4.5)
        self.held: tuple | None = None
        self.end_after = False  # combat ends once this pair's strikes resolve (Anesthetic Touch [obe])
        self.own_agg = [False, False]  # the minion's own aggravated hand strikes used this combat (Lambach)
        #: per side, its granted maneuver and press are one "optional maneuver or press" (Mind Tricks [DEM])
        self.free_either = [False, False]
        #: the side of the vampire that should go to torpor while the other side may play a card
        #: instead (Decapitate, Amaranth): the INSTEAD stage
        self.instead: int | None = None
        #: per side, BeforeRange bits of the cards played before range this round that are limited
        #: to one each round (Outside the Hourglass [TEM], Pack Alpha, a strike card cancelled, High Ground)
        self.before_used = [0, 0]
        self.pre_range = False  # the damage being prevented was inflicted before range: range follows
        self.cost_up = [0, 0]  # combat cards cost this side's vampire more blood this combat (Terror Frenzy [ANI])
        #: this side cannot maneuver to close range, press to continue or use equipment this combat
        self.terror = [False, False]
        self.cancel: Action | None = None  # the strike action a card may cancel as it is played (CANCEL stage)
        #: blood less the next combat cards played by this side cost, this combat (Inner Essence);
        #: -1 once it was played and used
        self.cost_down = [0, 0]
        self.no_strike_cards = [False, False]  # this side cannot play strike cards this combat
        self.round_damage = [0, 0]  # damage this side takes at the first round's strike resolution
        self.crows = [0, 0]  # damage this side takes at each round's strike resolution this combat (Carrion Crows)
        #: (card, round) of combat cards put on a combatant as weapons burned as combat ends (Molotov Cocktail)
        self.placed: tuple[tuple[int, int], ...] = ()
        self.zip_hurt = [False, False]  # the bearer took the damage of striking with Zip Gun this combat
        #: per side, (gun, +aggravated damage of its strikes) of an ammo card played on it, else None
        self.ammo: list[tuple[int, int] | None] = [None, None]
        #: (damage, + each later round) both combatants and their retainers take before range
        #: each round this combat (Weather Control), else None
        self.weather: tuple[int, int] | None = None
        self.hand_up = [0, 0]  # hand size this side's Methuselah gets for this combat (Aura Reading [AUS])
        self.crypt_hand = [0, 0]  # hand size this side's Methuselah gets from its vampire's text (Henri Lavenant)
        self.open_hand = [False, False]  # this side's Methuselah plays with an open hand this combat ([aus])
        self.beast = [0, 0]  # bits of the Abombwe cards this side played this combat (1 strength, 2 aggravated)
        self.combat_strength = [0, 0]  # strength for the remainder of combat (Invoking the Beast)
        self.combat_agg = [0, 0]  # hand damage aggravated for the remainder of combat (Devil-Channel: Hands)
        self.pursuit = [False, False]  # this side's replacements draw one more this combat (Infernal Pursuit [CEL])
        self.extra_hand = [False, False]  # this side's additional strikes this round are hand strikes only
        self.equip_dodged = [False, False]  # this side's equipment's "once each combat, strike: dodge" used
        self.held_maneuver = [False, False]  # this side's retainer's "optional maneuver each combat" used

    def copy(self) -> Combat:
        c = Combat.__new__(Combat)
        for k in Combat.__slots__:
            v = getattr(self, k)
            setattr(c, k, v[:] if isinstance(v, list) else v)
        return c


class Referendum:
    """A referendum (rules 6.3.2): the terms chosen, then each Methuselah in turn order from the
    caller casts its votes; ``extra`` holds the votes each got from cards played while polling."""

    __slots__ = ("card", "caller", "actor", "terms", "term", "order", "k", "votes_for", "votes_against", "extra",
                 "decider", "passed", "blood_hunt", "choosing", "used_pol", "vextra", "abstain", "j", "cast", "tally")

    def __init__(self, card: int, caller: int, actor: int) -> None:
        self.card = card  # political action card instance; -1 for a blood hunt
        self.caller = caller
        self.actor = actor
        self.terms: list[tuple[int, ...]] = []
        self.term: tuple[int, ...] = ()
        self.order: list[int] = []
        self.k = 0
        self.votes_for = 0
        self.votes_against = 0
        self.extra: dict[int, int] = {}
        self.decider = caller
        self.passed = False
        self.blood_hunt = -1  # the diablerist of a blood hunt referendum (rules 6.5.6)
        self.choosing = True  # terms not chosen yet
        #: Methuselahs who burned a political action card for a vote, and (vampire, card id) of
        #: the cards played while polling (one each per vampire)
        self.used_pol: list[int | tuple[int, int]] = []
        self.vextra: dict[int, int] = {}  # votes each vampire got from cards and texts while polling
        self.abstain: set[int] = set()  # vampires forced to abstain (Arishat)
        self.j = -1  # the round of cards played before (0..n-1) and after (n..2n-1) the votes; -1: none
        self.cast: dict[int, tuple[int, int]] = {}  # vampire -> (Side, votes) it cast
        self.tally: list[tuple[int, int]] = []  # (card id, Methuselah): cards acting when results are tallied

    def copy(self) -> Referendum:
        r = Referendum(self.card, self.caller, self.actor)
        r.terms = self.terms
        r.term = self.term
        r.order = self.order[:]
        r.k = self.k
        r.votes_for = self.votes_for
        r.votes_against = self.votes_against
        r.extra = dict(self.extra)
        r.decider = self.decider
        r.passed = self.passed
        r.blood_hunt = self.blood_hunt
        r.choosing = self.choosing
        r.used_pol = self.used_pol[:]
        r.vextra = dict(self.vextra)
        r.abstain = set(self.abstain)
        r.j = self.j
        r.cast = dict(self.cast)
        r.tally = self.tally[:]
        return r


#: Columns of one turn record (``GameState.turn_log`` rows).
TURN_FIELDS = (
    "player", "turn", "pool", "vampires", "capacity_in_play", "uncontrolled", "uncontrolled_blood",
    "transfers_used", "bleed", "bleed_total", "cards_played", "dead_cards_in_hand", "idle_cards_in_hand",
    "allies", "library_left", "edge",
)

#: Columns of one table record (``GameState.table_log`` rows): the state of one Methuselah at
#: the end of a table turn (every Methuselah still in has played one turn).
TABLE_FIELDS = (
    "table_turn", "player", "pool", "minions", "vampires", "bleed_dealt", "bleed_received", "vp", "ousted",
)


def vote_order(s: GameState, p: int) -> list[int]:
    """The Methuselahs still in and not passive, in turn order from ``p``: the order of a referendum's votes."""
    alive = [q for q in s.alive() if not s.players[q].passive]
    k = alive.index(p) if p in alive else 0
    return alive[k:] + alive[:k]


class OnMinions:
    """The cards in play by the minion (or other card) they are attached to: ``by_host[h]`` the
    in-play cards ``j`` with ``GameState.attached[j] == h``, for ``h >= 0`` only (not the cards on
    nothing), in the order of a scan of the Methuselahs' ``in_play`` zones in
    ``GameState.players`` order; ``by_player[p][h]`` those of Methuselah ``p``'s ``in_play``
    only, in its order. Valid while ``by_host`` is not None: every change of ``attached`` or of
    an ``in_play`` zone (:class:`_Tracked`, :class:`_InPlay` lists) that can change it sets it
    to None (an action card on nothing entering or leaving play does not), and :meth:`build`
    redoes it at the next read. The lists are never changed once built (a clone shares them
    until either side changes): readers must not change them."""

    __slots__ = ("by_host", "by_player")

    def __init__(self) -> None:
        self.by_host: dict[int, list[int]] | None = None
        self.by_player: list[dict[int, list[int]]] = []

    def build(self, s: GameState) -> dict[int, list[int]]:
        att = s.attached
        by_host: dict[int, list[int]] = {}
        by_player = []
        for m in s.players:
            mine: dict[int, list[int]] = {}
            for j in m.in_play:
                h = att[j]
                if h < 0:
                    continue
                got = mine.get(h)
                if got is None:
                    mine[h] = [j]
                else:
                    got.append(j)
                got = by_host.get(h)
                if got is None:
                    by_host[h] = [j]
                else:
                    got.append(j)
            by_player.append(mine)
        self.by_player = by_player
        self.by_host = by_host
        return by_host

    def of(self, s: GameState, v: int) -> list[int] | tuple[()]:
        """The cards on minion ``v`` of state ``s``, in the order of the in-play zones (the
        index built first if a change dropped it); readers must not change the list."""
        by_host = self.by_host
        if by_host is None:
            by_host = self.build(s)
        return by_host.get(v, ())

    def of_player(self, s: GameState, p: int, v: int) -> list[int] | tuple[()]:
        """:meth:`of` for the cards of Methuselah ``p``'s in-play zone only."""
        if self.by_host is None:
            self.build(s)
        return self.by_player[p].get(v, ())


class _Tracked(list[int]):
    """A list of the game state whose every change drops its :class:`OnMinions` index
    (``GameState.attached`` and the ``in_play`` zones); reads are those of a list."""

    __slots__ = ("_on",)

    def __init__(self, items: Iterable[int], on: OnMinions) -> None:
        list.__init__(self, items)
        self._on = on

    def __setitem__(self, k: Any, v: Any) -> None:
        if k.__class__ is not int or list.__getitem__(self, k) != v:  # (the same value again changes nothing)
            self._on.by_host = None
        list.__setitem__(self, k, v)

    def __delitem__(self, k: SupportsIndex | slice) -> None:
        self._on.by_host = None
        list.__delitem__(self, k)

    # (like list.__iadd__, any iterable, where __add__ takes a list: typeshed ignores the same)
    def __iadd__(self, other: Iterable[int]) -> Self:  # type: ignore[override, misc]
        self._on.by_host = None
        return list.__iadd__(self, other)

    def __imul__(self, n: SupportsIndex) -> Self:
        self._on.by_host = None
        return list.__imul__(self, n)

    def append(self, x: int) -> None:
        self._on.by_host = None
        list.append(self, x)

    def extend(self, xs: Iterable[int]) -> None:
        self._on.by_host = None
        list.extend(self, xs)

    def insert(self, k: SupportsIndex, x: int) -> None:
        self._on.by_host = None
        list.insert(self, k, x)

    def pop(self, *k: SupportsIndex) -> int:
        self._on.by_host = None
        return list.pop(self, *k)

    def remove(self, x: int) -> None:
        self._on.by_host = None
        list.remove(self, x)

    def clear(self) -> None:
        if self:  # (an empty list cleared changes nothing)
            self._on.by_host = None
        list.clear(self)

    def sort(self, **kw: Any) -> None:
        self._on.by_host = None
        list.sort(self, **kw)

    def reverse(self) -> None:
        self._on.by_host = None
        list.reverse(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Tracked, (list(self), self._on))


class _InPlay(_Tracked):
    """An ``in_play`` zone: a :class:`_Tracked` list whose cards on nothing (``attached`` -1,
    the action cards while their action resolves) come and go without dropping the index,
    which leaves them out."""

    __slots__ = ("_att",)

    def __init__(self, items: Iterable[int], on: OnMinions, att: list[int]) -> None:
        _Tracked.__init__(self, items, on)
        self._att = att

    def append(self, x: int) -> None:
        if self._att[x] >= 0:
            self._on.by_host = None
        list.append(self, x)

    def insert(self, k: SupportsIndex, x: int) -> None:
        if self._att[x] >= 0:
            self._on.by_host = None
        list.insert(self, k, x)

    def remove(self, x: int) -> None:
        if self._att[x] >= 0:
            self._on.by_host = None
        list.remove(self, x)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_InPlay, (list(self), self._on, self._att))


class _Seating(list[int]):
    """The seating of a game (``GameState.seating``, turn order): a list keeping each
    Methuselah's prey and predator (rules 2.1) once asked for, valid until the seating changes
    (every change of the list drops them) or a Methuselah is ousted (``ops.oust_many`` drops
    them); reads are those of a list."""

    __slots__ = ("prey_of", "predator_of")

    def __init__(self, items: Iterable[int] = ()) -> None:
        list.__init__(self, items)
        self.prey_of: dict[int, int] | None = None
        self.predator_of: dict[int, int] | None = None

    def __setitem__(self, k: Any, v: Any) -> None:
        self.prey_of = self.predator_of = None
        list.__setitem__(self, k, v)

    def __delitem__(self, k: SupportsIndex | slice) -> None:
        self.prey_of = self.predator_of = None
        list.__delitem__(self, k)

    # (like list.__iadd__, any iterable, where __add__ takes a list: typeshed ignores the same)
    def __iadd__(self, other: Iterable[int]) -> Self:  # type: ignore[override, misc]
        self.prey_of = self.predator_of = None
        return list.__iadd__(self, other)

    def __imul__(self, n: SupportsIndex) -> Self:
        self.prey_of = self.predator_of = None
        return list.__imul__(self, n)

    def append(self, x: int) -> None:
        self.prey_of = self.predator_of = None
        list.append(self, x)

    def extend(self, xs: Iterable[int]) -> None:
        self.prey_of = self.predator_of = None
        list.extend(self, xs)

    def insert(self, k: SupportsIndex, x: int) -> None:
        self.prey_of = self.predator_of = None
        list.insert(self, k, x)

    def pop(self, *k: SupportsIndex) -> int:
        self.prey_of = self.predator_of = None
        return list.pop(self, *k)

    def remove(self, x: int) -> None:
        self.prey_of = self.predator_of = None
        list.remove(self, x)

    def clear(self) -> None:
        self.prey_of = self.predator_of = None
        list.clear(self)

    def sort(self, **kw: Any) -> None:
        self.prey_of = self.predator_of = None
        list.sort(self, **kw)

    def reverse(self) -> None:
        self.prey_of = self.predator_of = None
        list.reverse(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Seating, (list(self),))


class GameState:
    """The one mutable aggregate of a game. ``clone()`` copies the lists and shares the setup."""

    __slots__ = (
        "setup", "players", "seating", "current", "turn", "phase", "pending", "blood", "locked", "attached", "on_minions",
        "acted", "bled_turn", "used", "edge", "transfers", "transfers_used", "master_actions", "trifle_played",
        "discard_actions", "discarded", "put_back", "put_back_to", "recur", "turn_limit", "terminal", "rng", "turn_bleed", "turn_cards", "turn_log", "record",
        "combat", "referendum", "table_turn", "table_log", "timed_out", "title_votes", "title_contested",
        "once_per_game", "no_unlock", "paired", "on_option", "corruption", "wake", "table_dealt", "table_received",
        "political_acted", "cancel",
        "stats", "cannot_block", "legal", "diablerists", "entered", "level_strength", "__weakref__",
    )

    def __init__(self, setup: GameSetup, rng: np.random.Generator) -> None:
        self.setup = setup
        n = setup.n
        self.players = [Methuselah(p) for p in range(len(setup.decks))]
        self.seating = _Seating(range(len(setup.decks)))  # turn order; prey = next in seating
        self.current = 0
        self.turn = 0  # number of turns begun in the game
        self.phase = Phase.UNLOCK
        self.pending: Pending | None = None
        self.combat: Combat | None = None
        self.referendum: Referendum | None = None
        self.blood = [0] * n  # blood on vampires, life on allies and retainers, counters on others
        self.locked = bytearray(n)
        #: the cards on each minion, kept right by the tracked lists (OnMinions)
        self.on_minions = on = OnMinions()
        self.attached = att = _Tracked([-1] * n, on)  # for cards on a minion: the minion
        for m in self.players:
            m.in_play = _InPlay(m.in_play, on, att)
        self.acted = [0] * n  # turn number when an ally came into play (cannot act that turn)
        self.bled_turn = [-1] * n  # turn number of this minion's last bleed (rules 6.1.1)
        self.political_acted = [-1] * n  # turn of this vampire's last political action (rules 6.1.7)
        self.used: set[tuple[int, int]] = set()  # (minion, card id) actions this turn (rules 6.1.6)
        self.diablerists: dict[int, int] = {}  # vampire -> the turn of its last diablerie (rules 6.5.5)
        #: vampire -> its controller's turn count (``Methuselah.turns``) when it entered the ready
        #: region in their influence phase (Legendary Vampire: "during your last influence phase")
        self.entered: dict[int, int] = {}
        self.level_strength: dict[int, int] = {}  # ally -> strength over its printed one, by its level
        self.wake: set[int] = set()  # minions that woke during the action in progress
        self.edge = -1  # the Methuselah holding the Edge; -1 uncontrolled (rules 2.2)
        self.transfers = 0
        self.transfers_used = 0
        self.master_actions = 0
        self.trifle_played = False
        self.discard_actions = 0
        self.discarded: tuple[int, ...] = ()  # cards discarded by discard phase actions this turn (rules 8)
        #: cards the current Methuselah still moves, one decision each, and where (:class:`PutBack`:
        #: the ash heap after "draw N cards, discard afterward", the bottom of the library...)
        self.put_back = 0
        self.put_back_to = 0  # PutBack.ASH
        #: while ``put_back_to`` is PutBack.LIBRARY_TOP (library cards moved from the ash heap to the
        #: library's top, Sudario Refraction): (the action card, not one to choose; cards then
        #: discarded at random); while it is PutBack.PREY_HAND (a card of another Methuselah's hand
        #: to discard, Revelations) or PutBack.DISCARD_DOWN (Infernal Pursuit): (-1, that Methuselah);
        #: else NO_RECUR
        self.recur: tuple[int, int] = NO_RECUR
        self.turn_limit = 0  # turns per Methuselah (table turns) before the game stops; 0 = no limit
        self.terminal = False
        self.timed_out = False
        self.rng = rng
        self.turn_bleed = 0
        self.turn_cards = 0
        self.turn_log: list[tuple[int, ...]] = []
        self.table_turn = 1
        self.table_log: list[tuple[int, int, int, int, int, int, int, float, int]] = []  # TABLE_FIELDS
        #: pool each Methuselah has bled and lost to bleeds in this table turn (the table_log row's)
        self.table_dealt = [0] * len(setup.decks)
        self.table_received = [0] * len(setup.decks)
        self.record = True
        #: votes of vampires holding a title from a card (Toreador Justicar...), by instance
        self.title_votes: dict[int, int] = {}
        #: vampires whose title is contested (rules 4.2): no votes while it lasts
        self.title_contested: set[int] = set()
        #: card ids of "only one can be played in a game" cards already played
        self.once_per_game: set[int] = set()
        #: instances that do not unlock in their controller's next unlock phase
        self.no_unlock: set[int] = set()
        #: for a card in play naming two minions (Toreador Grand Ball): (the locked one, the other)
        self.paired: dict[int, tuple[int, int]] = {}
        #: for an action card put on a minion (Heart of the City): the option it was played with,
        #: the one whose bonuses apply there (0 for every other card)
        self.on_option = [0] * n
        #: corruption counters on minions (The Platinum Protocol), by card
        self.corruption: dict[int, int] = {}
        #: minions that cannot block (Pentex(TM) Subversion...)
        self.cannot_block: set[int] = set()
        #: an out-of-turn cancel in progress: (card, player) of the card being played, or None
        self.cancel: tuple[int, int] | None = None
        #: the legal actions of the decision point reached, when the rules listed them while
        #: advancing to it (cleared by every action); see ``game.play``
        self.legal: list[Action] | None = None
        #: counters for reports, indexed by :class:`Stat` (blocks, combats, referendums...)
        self.stats = [0] * len(Stat)

    # -- cheap queries ------------------------------------------------------------------------

    @property
    def active(self) -> Methuselah:
        return self.players[self.current]

    @property
    def decider(self) -> int:
        """The Methuselah who chooses the next action."""
        if self.put_back:
            return self.recur[1] if self.put_back_to == _DISCARD_DOWN else self.current
        c = self.combat
        if c is not None:
            return c.p[c.decider]
        r = self.referendum
        if r is not None:
            return r.decider
        p = self.pending
        if p is not None and p.decider >= 0:
            return p.decider
        return self.current

    def prey(self, p: int) -> int:
        """The next Methuselah to the left still in the game (rules 2.1); ``p`` itself when alone."""
        got = self.seating.prey_of  # (kept by the seating until it changes or someone is ousted)
        if got is None:
            got = self.seating.prey_of = {q: self._prey(q) for q in self.seating}
        return got[p]

    def _prey(self, p: int) -> int:
        seating = self.seating
        k = seating.index(p)
        n = len(seating)
        players = self.players
        q = seating[k + 1] if k + 1 < n else seating[0]
        if not players[q].ousted:
            return q  # most calls: the next seat is still in the game
        for step in range(2, n):
            q = seating[(k + step) % n]
            if not players[q].ousted:
                return q
        return p

    def predator(self, p: int) -> int:
        got = self.seating.predator_of  # (kept by the seating until it changes or someone is ousted)
        if got is None:
            got = self.seating.predator_of = {q: self._predator(q) for q in self.seating}
        return got[p]

    def _predator(self, p: int) -> int:
        seating = self.seating
        k = seating.index(p)
        n = len(seating)
        players = self.players
        if n > 1:
            q = seating[k - 1]  # (seating[-1] for the first seat)
            if not players[q].ousted:
                return q  # most calls: the previous seat is still in the game
        for step in range(2, n):
            q = seating[(k - step) % n]
            if not players[q].ousted:
                return q
        return p

    def alive(self) -> list[int]:
        """Methuselahs still in the game, in seating order."""
        players = self.players
        return [q for q in self.seating if not players[q].ousted]

    def vampires(self, p: int) -> list[int]:
        """Controlled vampires of ``p``: ready region and torpor."""
        is_v = self.setup.is_vampire
        return [i for i in self.players[p].ready if is_v[i]] + self.players[p].torpor

    def controller(self, i: int) -> int:
        """The Methuselah controlling minion or card ``i`` in play (-1 if none)."""
        for m in self.players:
            if i in m.ready or i in m.torpor or i in m.in_play:
                return m.index
        return -1

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.setup = self.setup
        s.players = [m.copy() for m in self.players]
        s.seating = _Seating(self.seating)
        s.current = self.current
        s.turn = self.turn
        s.phase = self.phase
        s.pending = self.pending.copy() if self.pending is not None else None
        s.combat = self.combat.copy() if self.combat is not None else None
        s.referendum = self.referendum.copy() if self.referendum is not None else None
        s.blood = self.blood[:]
        s.locked = bytearray(self.locked)
        s.on_minions = on = OnMinions()
        on.by_host = self.on_minions.by_host  # same attached cards: the built index holds (never changed)
        on.by_player = self.on_minions.by_player
        s.attached = att = _Tracked(self.attached, on)
        for m in s.players:
            m.in_play = _InPlay(m.in_play, on, att)
        s.acted = self.acted[:]
        s.bled_turn = self.bled_turn[:]
        s.diablerists = dict(self.diablerists) if self.diablerists else {}
        s.entered = dict(self.entered) if self.entered else {}
        s.level_strength = dict(self.level_strength) if self.level_strength else {}
        s.political_acted = self.political_acted[:]
        s.used = set(self.used)
        s.wake = set(self.wake)
        s.edge = self.edge
        s.transfers = self.transfers
        s.transfers_used = self.transfers_used
        s.master_actions = self.master_actions
        s.trifle_played = self.trifle_played
        s.discard_actions = self.discard_actions
        s.discarded = self.discarded
        s.put_back = self.put_back
        s.put_back_to = self.put_back_to
        s.recur = self.recur
        s.turn_limit = self.turn_limit
        s.terminal = self.terminal
        s.timed_out = self.timed_out
        bg = self.rng.bit_generator
        new_bg = type(bg)()
        new_bg.state = bg.state
        s.rng = np.random.Generator(new_bg)
        s.turn_bleed = self.turn_bleed
        s.turn_cards = self.turn_cards
        s.turn_log = self.turn_log[:]
        s.table_turn = self.table_turn
        s.table_log = self.table_log[:]
        s.table_dealt = self.table_dealt[:]
        s.table_received = self.table_received[:]
        s.record = self.record
        s.title_votes = dict(self.title_votes)
        s.title_contested = set(self.title_contested)
        s.once_per_game = set(self.once_per_game)
        s.no_unlock = set(self.no_unlock)
        s.paired = dict(self.paired)
        s.on_option = self.on_option[:]
        s.corruption = dict(self.corruption)
        s.cannot_block = set(self.cannot_block)
        s.cancel = self.cancel
        s.stats = self.stats[:]
        s.legal = None
        return s

    def describe(self) -> str:
        """A multi-line human summary (not for hot paths)."""
        su = self.setup
        lines = [
            f"turn {self.turn} (table turn {self.table_turn}) phase {Phase(self.phase).name} "
            f"current {self.current} edge {self.edge}"
        ]
        for m in self.players:
            def names(ids: list[int]) -> str:
                return ", ".join(
                    f"#{i} {su.name(i)}({self.blood[i]}{' L' if self.locked[i] else ''})" for i in ids
                )
            lines.append(
                f"  M{m.index}: pool {m.pool} vp {m.vp} hand {len(m.hand)} library {len(m.library)} "
                f"crypt {len(m.crypt)} ash {len(m.ash)}{' OUSTED' if m.ousted else ''}"
            )
            lines.append(f"    ready: {names(m.ready)}")
            lines.append(f"    uncontrolled: {names(m.uncontrolled)}")
            if m.torpor:
                lines.append(f"    torpor: {names(m.torpor)}")
            if m.in_play:
                lines.append(f"    in play: {names(m.in_play)}")
            if m.contested:
                lines.append(f"    contested: {names(m.contested)}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<GameState turn={self.turn} phase={Phase(self.phase).name} current={self.current}>"


class LegalActions:
    """The legal actions of a state, computed on first use."""

    __slots__ = ("_state", "_list", "_fn")

    def __init__(self, state: GameState, fn: Callable[[GameState], list[Action]],
                 listed: list[Action] | None = None) -> None:
        self._state = state
        self._fn = fn
        self._list: list[Action] | None = listed  # already listed by the rules, when they were

    def list(self) -> list[Action]:
        if self._list is None:
            self._list = self._fn(self._state)
        return self._list

    def __iter__(self) -> Iterator[Action]:
        got = self._list
        return iter(got if got is not None else self.list())

    def __len__(self) -> int:
        return len(self.list())

    def __getitem__(self, k: int) -> Action:
        return self.list()[k]

    def __contains__(self, action: object) -> bool:
        return action in self.list()


__all__ = ["CLOSE", "LONG", "Combat", "CombatStage", "GameSetup", "GameState", "HAND_SIZE", "LegalActions", "Methuselah",
           "Pending", "Phase", "Referendum", "Stage", "START_POOL", "TABLE_FIELDS", "TRANSFERS", "TURN_FIELDS",
           "Op", "SETUP", "SetupReaders", "crypt_bonuses", "title_key", "Stat", "PutBack", "NO_RECUR", "MemoTag", "Doom", "BeforeRange", "BurnSpec",
           "MasterShape", "HeldStealth", "ImbuedColumns"]
