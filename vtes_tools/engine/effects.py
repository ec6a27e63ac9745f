"""Card effects as data: small parameterised primitives, registered by VEKN card id.

A library card becomes an :class:`Effect`: how it is played (its :class:`Mode`), its costs and
requirements, and one :class:`Option` per way of playing it (no discipline, inferior, superior,
or one per alternative discipline). An option is a tuple of :class:`Prim` primitives such as
``Prim(Op.BLEED, 2)`` ("(D) Bleed with +2 bleed") or ``Prim(Op.ADD_UNCONTROLLED, 3, YOUNGER)``.
Conditions, requirements and extra costs are primitives too (``Op.WHEN``, ``Op.REQUIRES``,
``Op.PAY_BLOOD``...): an engine plays an option only when it knows every primitive of it, so
nothing is ever played with a condition left unchecked.

A crypt card becomes a :class:`CryptEffect`: its capacity, Disciplines, clan, sect and title are
columns GameSetup reads; its text abilities are options read sentence by sentence
(:func:`extract_crypt`), the sect / title / trait wording ("Camarilla Prince of Paris:",
"Infernal.", "Black Hand.") included.

Effects come from two places:

* the pattern extractors over ``card.text``: library lines prefixed ``[dom]`` hold the inferior
  effect and ``[DOM]`` the superior one ("As above" carries the inferior one over);
* :data:`EXPLICIT` and :data:`CRYPT_EXPLICIT`, hand-written entries for the most played cards
  whose text the patterns cannot read in full (ranked by TWDA slots).

A card is *modeled* (``Effect.complete``, what :func:`.coverage.coverage` reports) when every sentence of
its text is either read as primitives or is play-window / subtype / sect wording; the other
sentences are kept as ``unread``. The engine plays an option as soon as it has primitives it
executes (``Effect.modeled``); a card with none is a dead draw. Primitives whose effect only
matters against other players (intercept, strikes, bleed redirection...) make a card modeled
but not *played in goldfish*: :data:`GOLDFISH_OPS` lists what the goldfish engine executes.
:mod:`.coverage` measures the share of modeled card slots of a deck or a decklist corpus.

Modeled means *described*. Whether the rules *execute* a card (apply every primitive of every
way of playing it) is decided by the rules module (``rules.executes``), from the checks it plays
cards with; the coverage rows carry both (``modeled``, ``executed``), and
:func:`.coverage.coverage_summary` reports both shares.
"""

from __future__ import annotations

import dataclasses
import enum
import logging
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple, TypeVar

from ..models import DISCIPLINES, Card, CardType, current_clan
from .titles import TITLE_CARDS

logger = logging.getLogger(__name__)

#: Discipline abbreviations -> bit index (crypt and library share it).
DISCIPLINE_BITS: dict[str, int] = {abbr: i for i, abbr in enumerate(sorted(set(DISCIPLINES.values())))}


def discipline_masks(disciplines: Iterable[tuple[str, int]]) -> tuple[int, int]:
    """(any level mask, superior mask) of a crypt card's disciplines."""
    inf = sup = 0
    for abbr, level in disciplines:
        bit = DISCIPLINE_BITS.get(abbr.lower())
        if bit is None:
            continue
        inf |= 1 << bit
        if level >= 2:
            sup |= 1 << bit
    return inf, sup


class Op(enum.IntEnum):
    """Primitive effects. ``n`` is the amount; ``arg`` and ``cond`` refine it (see each)."""

    # -- executed by the goldfish engine ------------------------------------------------------
    GAIN_POOL = 1  # the Methuselah gains n pool (arg=1: a chosen vampire's capacity; 2: n for each one counted)
    BLEED = 2  # action: (D) bleed with +n bleed (rules 6.1.6)
    STEALTH = 3  # +n stealth (action or modifier; arg=1 of the opposing minion, 2 of all your actions this turn)
    ADD_UNCONTROLLED = 4  # add n blood to a vampire in your uncontrolled region; arg: target filter
    GAIN_BLOOD = 5  # the acting vampire (or the card's bearer) gains n blood
    MOVE_TO_POOL = 6  # move up to n blood (n=0: any amount) from a vampire to pool; cond: minimum
    EXCHANGE = 7  # on a vampire: move 1 blood vampire<->pool; arg: PHASE_UNLOCK / PHASE_MASTER
    HUNTING_GROUND = 8  # in play: during unlock a ready vampire can gain n blood
    TRANSFERS = 9  # in play: +n transfers
    HAND_SIZE = 10  # in play: +n hand size
    MASTER_ACTIONS = 11  # in play, lock: +n master phase action
    INFLUENCE_BLOOD = 12  # in play, lock in influence: add n blood to an uncontrolled vampire; arg filter
    FILL_BLOOD = 13  # chosen vampire gains blood up to capacity
    CRYPT_TO_UNCONTROLLED = 14  # move the top n crypt cards to the uncontrolled region
    PLUS_BLEED = 15  # +n bleed (modifier: limited when arg=1; equipment: bearer)
    UNLOCK = 16  # after a successful action: unlock the acting minion
    MILL = 17  # burn n cards from the top of your library (arg=1: your prey's)
    HUNT = 18  # action: hunt with +n blood
    # -- modeled, matter only against other players ---------------------------------------------
    INTERCEPT = 30
    VOTES = 31
    STRIKE = 32  # strike: n damage (arg=1 ranged)
    STRIKE_STRENGTH = 33  # strike: strength+n damage
    PREVENT = 34  # prevent n damage (99: all; arg=1: of each strike / damaging effect; cond=2: half, rounded up)
    STRENGTH = 35  # +n strength (arg=1: of the opposing / attached vampire)
    MANEUVER = 36
    PRESS = 37
    ADDITIONAL_STRIKE = 38
    COMBAT_ENDS = 39
    DODGE = 40
    STEAL_BLOOD = 41  # steal n blood (arg=1: a ranged strike; cond: :class:`Who` of the victim)
    REDIRECT_BLEED = 42
    WAKE = 43
    CANCEL = 44  # cancel a card as it is played (arg: :class:`Thing` filter)
    LOCK = 45  # lock a minion (arg: :class:`Who` filter)
    ENTER_COMBAT = 46  # crypt abilities: n=2 only with minions of your predator or prey; cond: capacity at most
    BURN_POOL = 47  # Methuselahs burn n pool (arg=1: a chosen vampire's capacity; 2: n for each one counted)
    CANNOT_BLOCK = 48
    AGGRAVATED = 49
    REFERENDUM = 50  # political action calling a referendum (the terms are other prims)
    UNBLOCKABLE = 51  # the action cannot be blocked (arg: :class:`Who` of the minions that cannot)
    BURN_MINION = 52
    # -- the wider vocabulary (values from 100): crypt abilities and the rest of the library.
    # Conditions and extra costs are primitives too (REQUIRES, WHEN, PAY_*): an engine that does
    # not know one of them never plays the option, so nothing is played with a requirement unchecked.
    REQUIRES = 100  # the actor must be / have ``arg`` (:class:`Req`; cond: its parameter)
    WHEN = 101  # the primitives after it apply only at / while :class:`When` ``n`` (arg: its parameter)
    PAY_BLOOD = 102  # extra cost named in the text: burn n blood (arg=1: "blood or life"; cond=1: if it does not block;
    # cond=2: paid by each minion the When before it names as it attempts to block)
    PAY_POOL = 103  # extra cost named in the text: burn n pool (cond=1: if the minion does not block)
    ACTION_ABILITY = 104  # crypt: the ability is an action at +n stealth; arg: blood cost; cond=1 directed (D)
    REDUCE_BLEED = 105  # reduce a bleed against you by n (99: to 0)
    BLOCK_FAILS = 106  # a block attempt fails and that minion cannot block this action again
    BLOCK_ANY = 107  # attempt to block ignoring prey / predator / target restrictions (rules 6.2.2)
    MINUS_INTERCEPT = 108  # opposing minions (arg: :class:`Who` filter) get -n intercept
    FIRST_STRIKE = 109
    TORPOR = 110  # send a vampire to torpor (the opposing one in combat)
    BURN_CARD = 111  # burn n cards of kind arg (:class:`Thing`; cond=1: as a ranged strike, on an action a qualifier not read; 2: on a minion of the predator or prey)
    STEAL_CARD = 112  # take control of a card of kind arg (:class:`Thing`; cond=1: until the end of the turn)
    DAMAGE = 113  # n damage outside strike resolution; arg bits: 1 unpreventable, 2 on itself, 4 burned as blood or life (not damage), 8 an ally or retainer only, 16 each of up to two minions of one Methuselah; cond=1 aggravated
    DRAW = 114  # draw n library cards (discard down afterward; arg=1: then put as many back under the library)
    DISCARD_DRAW = 115  # discard n cards from hand and draw back up
    RECUR = 116  # move n cards of kind arg (:class:`Thing`) from the ash heap to hand (cond=1: to library;
    #              a vampire: cond=2 to the uncontrolled region, 3 to the ready region with 1 blood)
    SEARCH = 117  # search the library for a card of kind arg (:class:`Thing`), to hand (cond=1: put it in play)
    DISCIPLINE = 118  # gain one level of a Discipline (arg: DISCIPLINE_BITS index + 1; 0: chosen); +n capacity
    EMBRACE = 119  # a new n-capacity vampire of the acting vampire's clan enters play (rules 11: sterile)
    DISCARD_ACTIONS = 120  # +n discard phase actions
    COST_REDUCTION = 121  # cards of kind arg (:class:`Thing`; cond: discipline index + 1) cost n less (negative: more)
    TRAIT = 122  # a keyword of rules 11 and the sects: arg = :class:`Trait`
    ABSTAIN = 123  # a vampire abstains from the referendum
    CANNOT = 124  # a restriction on this minion: arg = :class:`Restriction`
    TO_UNCONTROLLED = 125  # a ready vampire goes back to its controller's uncontrolled region
    UNLOCK_OTHER = 126  # unlock n other ready minions you control (arg=1: lock or unlock; arg Who.NON_CAMARILLA
    #                     with cond C: a non-Camarilla vampire of capacity C or more)
    MOVE_BLOOD = 127  # move n blood from this vampire to another (arg=1: to an uncontrolled vampire; 3: a younger one)
    RESCUE = 128  # a vampire leaves torpor to the ready region (arg=1: another one; 2: an uncontrolled one its blood fills)
    TOP_CRYPT = 129  # look at / rearrange the top n cards of your library
    ALLY = 130  # becomes / puts in play an ally with n life (arg: strength, cond: bleed)
    REMOVE_FROM_GAME = 131  # remove a card of kind arg (:class:`Thing`) from the game
    PASS_REFERENDUM = 132  # the referendum passes (automatically)
    BALLOT = 133  # +n ballots
    RANGE = 134  # this minion chooses the range (maneuver decided)
    BLEED_AMOUNT = 135  # the bleed amount becomes n (0: the bleed is canceled)
    CONTROL = 136  # control passes to another Methuselah (arg: :class:`Who`)
    DIABLERIE = 137  # diablerize the opposing vampire
    HAND_SIZE_OTHERS = 138  # other Methuselahs get -n hand size
    STRIKE_DAMAGE = 139  # strikes (arg=1: those requiring the Discipline index + 1 in cond) deal +n damage
    LOCK_SELF = 140  # lock this card / minion as part of the cost or effect
    ACTION_COST = 141  # actions (arg: :class:`Thing` filter; 5: rescues) directed at this minion cost n more pool (cond=1: blood or life)
    EDGE = 142  # gain the Edge (n=-1: burn the Edge as a cost)
    COUNTER = 143  # put n counters on this card (cond: kind) / the card holds n counters
    BOUNCE_CARD = 144  # return a card of kind arg to its owner's hand
    BECOME = 145  # the vampire changes sect / gains a status: arg = :class:`Req` (ANARCH...)
    STEAL_POOL = 146  # take n pool from another Methuselah
    UNLOCK_MINION = 147  # this minion unlocks now (Op.UNLOCK is the after-success modifier)
    BURNABLE = 148  # in play: others can burn it as a (D) action (n: pool cost; arg=1 by referendum, 2 steal it)
    UNDODGEABLE = 149  # the strike cannot be dodged (arg=1: not usable against a minion with flight)
    ALLOCATE = 150  # referendum: n points (x: X) allocated among Methuselahs, 1 pool burned per point
    EXTRA_COMBAT = 151  # another combat with the opposing minion after this one (a new round: arg=1)
    EXPIRES = 152  # this card is burned at / when :class:`When` ``cond``
    LIFE = 153  # this ally / retainer has n life when played this way
    END_ACTION = 154  # the action ends (unsuccessfully, without combat)
    PAY_TRANSFERS = 155  # extra cost: use n transfers
    BURN_SELF = 156  # burn this card (or minion) as the cost or the end of the effect
    OPEN_HAND = 157  # look at a Methuselah's hand (arg=1: for the rest of the combat / while in play)
    DISCARD_FROM_HAND = 158  # a Methuselah (arg: :class:`Who`) discards n cards of your choice / at random (cond=1)
    #                          / master cards of your choice (cond=2) / cards requiring the Discipline of
    #                          index + 1 = cond - DISCARD_DISC (cond > DISCARD_DISC)
    CONTINUE_ACTION = 159  # the blocked action continues as if unblocked (arg bits: 1 not a bleed, 2 not political)
    PUT_IN_PLAY = 160  # put a card of kind arg (:class:`Thing`) from hand (cond=1: library, 2: ash heap) in play
    EXCHANGE_CARD = 161  # exchange a card in hand for one of kind arg in the ash heap (cond=1: on this card)
    RANGE_SET = 162  # this minion sets the range (n=1 close, 2 long)
    COST_INCREASE = 163  # cards of kind arg (:class:`Thing`) cost the opposing / other minions n more
    CLAN_ACTS_ANY_TURN = 164  # unlocked vampires of the clan (cond: index + 1) act in any minion phase
    BLOOD_TO = 165  # n blood to a chosen ready vampire (arg=1: one / another; 2: each of yours); cond=1: one with none
    POOL_FROM_EACH = 166  # move n blood from each ready vampire you control to your pool
    ON_ACTOR = 167  # action: put this card on the acting minion, where its other primitives apply (arg=1: only one)
    CANNOT_PLAY = 168  # the minion (with this card) cannot play cards with VEKN id arg
    # (numbered apart from the sequence above)
    #: after resolution of a political action whose referendum passed, the acting vampire gains
    #: 1 blood per vote of the margin; up to n of them go to the pool instead (Voter Captivation)
    MARGIN_BLOOD = 901
    #: at close range before strikes are chosen: strikes that are not hand strikes cannot be used
    #: this round, by either combatant (arg=1: another round of this combat is at close range,
    #: its range step skipped) (Immortal Grapple)
    HAND_ONLY = 902
    CONVICTION = 169  # costs n conviction ([N CONVICTION]): convictions burned from the imbued or the hand
    #: the vampire plays cards requiring the clan (cond: index + 1) as if it were of that clan
    #: (arg=1: "you and X can play": its Methuselah's master cards too)
    AS_CLAN = 920
    POOL_TO_BLOOD = 191  # move up to n (0: any number of) pool to a vampire you control
    SEARCH_CRYPT = 190  # search your crypt for a vampire (arg, cond: an ADD_UNCONTROLLED filter), to your uncontrolled region with n blood
    SHUFFLE_SELF = 192  # shuffle this card back into its owner's library (the cost of what follows)


#: Ops the goldfish engine executes when it plays a card.
GOLDFISH_OPS = frozenset({
    Op.GAIN_POOL, Op.BLEED, Op.ADD_UNCONTROLLED, Op.GAIN_BLOOD, Op.MOVE_TO_POOL, Op.EXCHANGE,
    Op.HUNTING_GROUND, Op.TRANSFERS, Op.HAND_SIZE, Op.MASTER_ACTIONS, Op.INFLUENCE_BLOOD,
    Op.FILL_BLOOD, Op.CRYPT_TO_UNCONTROLLED, Op.PLUS_BLEED, Op.UNLOCK, Op.HUNT,
})

class VampireFilter(enum.IntEnum):
    """Which vampire of your uncontrolled region ``ADD_UNCONTROLLED`` / ``INFLUENCE_BLOOD`` give
    blood to (``Prim.arg``); ``Prim.cond`` holds the capacity bound or the :class:`Req`."""

    ANY = 0
    YOUNGER = 1  # capacity lower than the acting vampire's
    CLAN = 2  # of the clan Effect.target_clan
    MIN_CAPACITY = 3  # capacity >= cond
    KIND = 4  # of the kind Req(cond) ("a Laibon in your uncontrolled region")
    EACH_YOUNGER_CLAN = 5  # each younger vampire of the clan Effect.target_clan (no choice: one action)


class CryptDraw(enum.IntEnum):
    """``CRYPT_TO_UNCONTROLLED`` cond."""

    #: the top crypt card is drawn only when of the clan Effect.target_clan (the blood in arg only
    #: when younger than the acting vampire); otherwise it is shuffled back into the crypt (Mesu Bedshet)
    CLAN_ONLY = 1000


class ExchangePhase(enum.IntEnum):
    """``EXCHANGE`` arg: the phase in which the card moves blood between its vampire and the pool."""

    UNLOCK = 0
    MASTER = 1


class Replace(enum.IntEnum):
    """``Effect.replace_at``: when the card played is replaced ("do not replace until ...")."""

    AT_ONCE = -1
    UNLOCK_PHASE = 0  # "until your next unlock phase"
    DISCARD_PHASE = 4  # "until your next discard phase"
    LEAVES_PLAY = 5  # "as long as this card is in play"
    AFTER_ACTION = 6  # "until after this action"


# The members under the plain names the rules import.
ANY = VampireFilter.ANY
YOUNGER = VampireFilter.YOUNGER
CLAN = VampireFilter.CLAN
MIN_CAPACITY = VampireFilter.MIN_CAPACITY
KIND = VampireFilter.KIND
EACH_YOUNGER_CLAN = VampireFilter.EACH_YOUNGER_CLAN
CRYPT_CLAN_ONLY = CryptDraw.CLAN_ONLY
PHASE_UNLOCK = ExchangePhase.UNLOCK
PHASE_MASTER = ExchangePhase.MASTER
AFTER_ACTION = Replace.AFTER_ACTION
REPLACE_LEAVES_PLAY = Replace.LEAVES_PLAY


class Req(enum.IntEnum):
    """``Op.REQUIRES`` arguments: requirements of the acting minion beyond Disciplines, clan,
    title and capacity (rules 1.6.1.3; the Requirement words of the card database)."""

    ANARCH = 1
    SABBAT = 2
    CAMARILLA = 3
    LAIBON = 4
    INDEPENDENT = 5
    BLACK_HAND = 6
    SERAPH = 7
    INFERNAL = 8
    NON_STERILE = 9
    RED_LIST = 10
    IMBUED = 11
    NON_ANARCH = 12
    NON_TITLED = 13
    NON_CAMARILLA = 14
    NON_RED_LIST = 15
    CITY_TITLE = 16
    CAPACITY_AT_MOST = 17  # cond: the maximum capacity
    READY = 18  # "requires a ready ..." on master cards: you control a ready one
    ANARCH_OR_INDEPENDENT = 19
    NON_CAITIFF = 20
    UNMERGED = 21
    SLAVE = 22
    LOCKED = 23  # only usable by a locked minion
    SAME_CIRCLE = 24
    MAGE = 25
    GHOUL = 26
    MORTAL = 27
    GEHENNA = 28  # cond or more (other) Gehenna events in play
    EDGE = 29  # you have the Edge
    ADVANCED = 30


#: Requirement words of the card database -> :class:`Req` (title and capacity words are checked
#: by :attr:`Effect.titles` / :attr:`Effect.min_capacity`).
REQUIREMENT_WORDS: dict[str, Req] = {
    "anarch": Req.ANARCH, "sabbat": Req.SABBAT, "camarilla": Req.CAMARILLA, "laibon": Req.LAIBON,
    "independent": Req.INDEPENDENT, "black hand": Req.BLACK_HAND, "seraph": Req.SERAPH,
    "infernal": Req.INFERNAL, "non-sterile": Req.NON_STERILE, "red list": Req.RED_LIST,
    "imbued": Req.IMBUED, "non-anarch": Req.NON_ANARCH, "non-titled": Req.NON_TITLED,
    "non-camarilla": Req.NON_CAMARILLA, "non-red list": Req.NON_RED_LIST, "city title": Req.CITY_TITLE,
    "non-caitiff": Req.NON_CAITIFF, "unmerged": Req.UNMERGED, "slave": Req.SLAVE, "same circle": Req.SAME_CIRCLE,
    "mage": Req.MAGE, "ghoul": Req.GHOUL, "mortal": Req.MORTAL, "edge": Req.EDGE, "advanced": Req.ADVANCED,
}


class When(enum.IntEnum):
    """``Op.WHEN`` codes (``Prim.n``): when / while the rest of an option applies."""

    ONCE_PER_COMBAT = 1
    ONCE_PER_TURN = 2
    ONCE_PER_ACTION = 3
    FIRST_ROUND = 4
    UNLOCK_PHASE = 5  # during your unlock phase
    MASTER_PHASE = 6
    INFLUENCE_PHASE = 7
    DISCARD_PHASE = 8  # during your discard phase (arg=1: each Methuselah's)
    WHILE_READY = 9  # while this minion is ready (arg=1: and unlocked)
    AFTER_BLEED = 10  # after a successful bleed
    AFTER_ACTION = 11  # after a successful action (arg=1: during which no reaction card was played)
    BLOCKED = 12  # when this minion is blocked / blocks (arg=1)
    HUNTING = 13
    BLEEDING = 14  # during a bleed by this minion (arg: clan index + 1 the target controls ready)
    IN_COMBAT_WITH = 15  # in combat with a minion of :class:`Who` arg (cond: clan index + 1)
    CLOSE_RANGE = 16
    BEFORE_RANGE = 17
    POLLING = 18  # during the polling step of a referendum
    REFERENDUM_PASSED = 19
    ENTERS_PLAY = 20
    DIRECTED_AT_YOU = 21  # during an action directed at you (or a card you control)
    BLEED_AGAINST_YOU = 22
    ACTION_REQUIRING = 23  # during an action requiring a Discipline (arg: index + 1)
    RECRUIT_EMPLOY = 24  # during recruit ally / employ retainer actions
    UNDIRECTED = 25  # during undirected actions
    BURNED = 26  # when this card / minion is burned
    OTHER_UNLOCK_PHASE = 27  # during each other Methuselah's unlock phase
    BLOCKING = 28  # when attempting to block (arg: :class:`Who`; cond: clan index + 1)
    EACH_COMBAT = 29  # in each combat
    AS_ANNOUNCED = 30  # as the action is announced
    BLOCK_ATTEMPT = 31  # when a minion (arg: :class:`Who`) attempts to block this minion
    POLITICAL = 32  # during a political action
    DIABLERIE = 33  # during diablerie / when committing it
    TORPOR = 34  # when a vampire goes to torpor
    END_OF_ROUND = 35
    MINION_PHASE = 36
    AFTER_MINION_PHASE = 37  # after the end of your minion phase
    NO_COUNTERS = 38  # the card has no counters / blood left
    AFTER_USE = 39  # after it is used (weapons: after strike resolution)
    LEAVES_READY = 40  # the minion leaves the ready region (torpor, burned)
    END_OF_COMBAT = 41
    SECT_CHANGE = 42
    COUNTERS_REACHED = 43  # the card holds ``arg`` counters
    CONTROL_COPIES = 44  # you control ``arg`` copies of this card
    BLOCK_FAILED = 45  # a minion attempted to block this action and failed
    EACH_UNLOCK_PHASE = 46  # during each Methuselah's unlock phase (arg=1: while this card's vampire is in torpor)
    UNLOCK_WITHOUT = 47  # during the unlock phase of each Methuselah with no ready vampire of :class:`Req` arg
    BLEED_ACTION = 48  # during bleed actions (anyone's)
    TARGET_IS = 49  # the target must be a vampire of :class:`Req` arg / with the Discipline index + 1 in cond
    DIRECTED_ACTION = 50  # during directed actions (anyone's)
    BLEEDING_NO_CLAN = 51  # during a bleed by this minion at a Methuselah controlling no ready vampire of clan arg nor cond
    EQUIP = 52  # during equip actions
    END_OF_TURN = 53  # at the end of the turn (after the action putting the card in play succeeded)
    POOL_AT_MOST = 54  # while you have ``arg`` or fewer pool
    NOT_BLEED = 55  # not usable during a bleed action (arg=1: nor during a political action)
    REQUIRING_SECT = 56  # during actions whose card requires a minion of :class:`Req` arg ("require an anarch")


class Who(enum.IntEnum):
    """Filters on minions (``When.IN_COMBAT_WITH``, ``Op.MINUS_INTERCEPT``...)."""

    ANY = 0
    ALLY_OR_YOUNGER = 1  # allies and younger vampires
    YOUNGER = 2
    CLAN = 3  # of the clan in cond (index + 1)
    ALLY = 4
    NON_CAMARILLA = 5
    CAMARILLA = 6
    TITLED = 7
    PREY = 8
    PREDATOR = 9
    OLDER = 10
    WEREWOLF = 11
    SABBAT = 12
    ANARCH = 13
    VAMPIRE = 14
    ANOTHER = 15  # another Methuselah / another minion
    WITHOUT_DISCIPLINE = 16  # without the Discipline in cond (index + 1)
    CAPACITY_AT_MOST = 17  # vampires of capacity cond or less
    LOCKED = 18  # locked minions
    LOW_BLOOD_OR_LOCKED = 19  # vampires with cond or fewer blood, and locked minions
    OTHER = 20  # a filter no member above names (the engine reads none of its cards' targets)
    TITLED_OR_YOUNGER = 21  # titled vampires and younger vampires
    BISHOP = 22  # bishops and archbishops
    CORRUPTED = 23  # minions with any of your corruption counters (MINUS_INTERCEPT: anyone's)
    TITLED_NON_ANARCH = 24  # titled vampires who are not Anarch


class Thing(enum.IntEnum):
    """Kinds of cards for ``BURN_CARD``, ``STEAL_CARD``, ``SEARCH``, ``RECUR``, ``COST_REDUCTION``..."""

    ANY = 0
    LOCATION = 1
    EQUIPMENT = 2
    RETAINER = 3
    ALLY = 4
    VAMPIRE = 5
    MINION = 6
    MASTER = 7
    EVENT = 8
    ACTION = 9
    REACTION = 10
    COMBAT = 11
    POLITICAL = 12
    MODIFIER = 13
    LIBRARY = 14
    CRYPT = 15
    WEAPON = 16
    TITLE = 17
    DISCIPLINE_CARD = 18  # cards requiring the Discipline in cond (index + 1)
    ANIMAL = 19
    MINION_CARD = 20
    EQUIPMENT_OR_RETAINER = 21
    ALLY_OR_RETAINER = 22
    COUNTER = 23
    WRAITH = 24  # wraith allies and retainers
    STRIKE_CARD = 25  # a combat card played as a strike (CANCEL: cond 1, only in combat with an ally or younger vampire)
    FRENZY_CARD = 26  # a frenzy card played on this vampire (CANCEL: the Abombwe [REFLEX])
    GRAPPLE_CARD = 27  # a grapple card (CANCEL: Fae Contortion's [REFLEX])


class Trait(enum.IntEnum):
    """``Op.TRAIT`` arguments: keywords of rules 11 and of the sects printed in crypt texts."""

    INFERNAL = 1  # does not unlock as normal; 1 pool to unlock it (rules 11)
    STERILE = 2  # cannot put other vampires in play (rules 11)
    SCARCE = 3  # 3 pool per other ready vampire of the clan when moved to the ready region (rules 11)
    BLOOD_CURSED = 4  # cannot commit diablerie (rules 11)
    BLACK_HAND = 5
    SERAPH = 6
    RED_LIST = 7  # rules 11: a marked Red List minion can be hunted
    NON_UNIQUE = 8
    FLIGHT = 9  # the Flight [FLIGHT] ability
    SLAVE = 10  # rules 11: no directed action without a ready master clan vampire
    UNCONTESTABLE = 11  # cannot be contested: a copy entering play burns the one in play (rules 4.1)
    TITLE_PREVAILS = 12  # vampires contesting its title must yield in their unlock phase (rules 4.2)


class Restriction(enum.IntEnum):
    """``Op.CANNOT`` arguments: what this minion cannot do."""

    BLOCK = 1
    USE_WEAPONS = 2
    HAVE_EQUIPMENT = 3  # cannot have or use equipment
    PLAY_ACTION_CARDS = 4
    HAVE_RETAINERS = 5
    BE_BLOCKED_BY = 6  # arg of the WHEN before it: the minions that cannot block this one
    BLOCK_TITLED = 7
    BE_TARGETED = 8  # by other Methuselahs' actions
    BLOOD_HUNT = 9  # blood hunts cannot be called on this vampire
    USE_DISCIPLINE = 10  # cards requiring the Discipline in cond (index + 1)
    HUNT_STEALTH = 11  # does not get the +1 stealth of hunting
    UNLOCK = 12  # does not unlock as normal
    BE_CONTESTED = 13
    GET_CONTRACTS = 14
    BLEED = 15
    COMMIT_DIABLERIE = 16
    HUNT = 17
    MANEUVER_CLOSE = 18  # in combat: maneuver to close range
    PRESS_CONTINUE = 19  # in combat: press to continue combat
    POLITICAL_ACTIONS = 20  # cannot perform political actions
    PLAY_STRIKE_CARDS = 21  # in combat: play strike cards
    DIRECTED_ACTIONS = 22  # cannot perform directed actions (cond=1: unless the vampire its text names is ready)


#: Clans (current names) for the clan parameters of primitives: index + 1.
CLANS: tuple[str, ...] = (
    "Abomination", "Ahrimane", "Akunanse", "Avenger", "Baali", "Banu Haqim", "Blood Brother", "Brujah",
    "Brujah antitribu", "Caitiff", "Daughter of Cacophony", "Defender", "Gangrel", "Gangrel antitribu",
    "Gargoyle", "Giovanni", "Guruhi", "Harbinger of Skulls", "Hecata", "Innocent", "Ishtarri", "Judge",
    "Kiasyd", "Lasombra", "Malkavian", "Malkavian antitribu", "Martyr", "Ministry", "Nagaraja", "Nosferatu",
    "Nosferatu antitribu", "Osebo", "Pander", "Ravnos", "Redeemer", "Salubri", "Salubri antitribu", "Samedi",
    "Toreador", "Toreador antitribu", "Tremere", "Tremere antitribu", "True Brujah", "Tzimisce", "Ventrue",
    "Ventrue antitribu", "Visionary",
)


def clan_code(name: str) -> int:
    """Index + 1 of a clan in :data:`CLANS` (old names accepted), 0 when unknown."""
    low = current_clan(name.strip()).lower()
    for k, c in enumerate(CLANS):
        if c.lower() == low or c.lower() == low.rstrip("s"):
            return k + 1
    return 0


def disc_code(abbr: str) -> int:
    """Index + 1 of a Discipline abbreviation in :data:`DISCIPLINE_BITS`, 0 when unknown."""
    bit = DISCIPLINE_BITS.get(abbr.lower())
    return 0 if bit is None else bit + 1


class Prim(NamedTuple):
    op: Op
    n: int = 0
    arg: int = 0
    cond: int = 0
    #: the amount is ``n + x * X`` where X is what the player pays for an X cost
    x: int = 0

    def __repr__(self) -> str:
        extra = "".join(f", {k}={v}" for k, v in (("arg", self.arg), ("cond", self.cond), ("x", self.x)) if v)
        return f"Prim(Op.{self.op.name}, {self.n}{extra})"

    def describe(self) -> str:
        """Short readable form for reports: ``bleed+2``, ``when:once_per_combat``, ``requires:anarch``."""
        name = self.op.name.lower()
        if self.op is Op.WHEN:
            s = f"when:{When(self.n).name.lower()}" if self.n in When._value2member_map_ else f"when:{self.n}"
            return s + (f"({self.arg})" if self.arg else "")
        if self.op is Op.REQUIRES:
            return f"requires:{Req(self.arg).name.lower()}" if self.arg in Req._value2member_map_ else name
        if self.op is Op.TRAIT:
            return f"trait:{Trait(self.arg).name.lower()}" if self.arg in Trait._value2member_map_ else name
        if self.op is Op.CANNOT:
            r = Restriction(self.arg).name.lower() if self.arg in Restriction._value2member_map_ else str(self.arg)
            return f"cannot:{r}"
        if self.op in (Op.BURN_CARD, Op.STEAL_CARD, Op.SEARCH, Op.RECUR, Op.REMOVE_FROM_GAME, Op.BOUNCE_CARD):
            thing = Thing(self.arg).name.lower() if self.arg in Thing._value2member_map_ else str(self.arg)
            return f"{name}:{thing}" + (f"x{self.n}" if self.n > 1 else "")
        if self.op is Op.STRIKE:
            return f"strike:{self.n}{'R' if self.arg == 1 else ''}"
        if self.n >= 99:
            return f"{name}_all"
        amount = "" if self.n == 0 or (self.n == 1 and self.op in _FLAG_OPS) else f"{self.n:+d}"
        if self.x:
            amount += f"+{self.x if self.x > 1 else ''}X"
        return name + amount


#: Ops whose ``n`` is 1 as a flag (shown without an amount).
_FLAG_OPS = frozenset({
    Op.MANEUVER, Op.PRESS, Op.CANCEL, Op.DODGE, Op.WAKE, Op.LOCK, Op.ENTER_COMBAT, Op.CANNOT_BLOCK,
    Op.AGGRAVATED, Op.REFERENDUM, Op.UNBLOCKABLE, Op.BURN_MINION, Op.COMBAT_ENDS, Op.UNLOCK, Op.REDIRECT_BLEED,
    Op.BLOCK_FAILS, Op.BLOCK_ANY, Op.FIRST_STRIKE, Op.TORPOR, Op.ABSTAIN, Op.PASS_REFERENDUM, Op.DIABLERIE,
    Op.RANGE, Op.TO_UNCONTROLLED, Op.LOCK_SELF, Op.RESCUE, Op.DISCIPLINE, Op.CONTROL, Op.EDGE,
})


class Mode(enum.IntEnum):
    """How a library card is played."""

    MASTER = 1  # master card that resolves and is burned
    MASTER_IN_PLAY = 2  # location or "put this card in play"
    MASTER_ON_VAMPIRE = 3  # "put this card on a vampire you control"
    ACTION = 4
    MODIFIER = 5
    REACTION = 6
    COMBAT = 7
    EQUIPMENT = 8
    RETAINER = 9
    ALLY = 10
    POLITICAL = 11
    EVENT = 12
    OTHER = 13


@dataclass(frozen=True, slots=True)
class Option:
    """One way of playing a card: required disciplines (bit masks) and what it does."""

    level: int  # 0 none, 1 inferior, 2 superior
    need_any: int  # discipline bits needed at any level
    need_sup: int  # discipline bits needed at superior level
    prims: tuple[Prim, ...]
    #: sentences of the card text for this option that no primitive stands for
    unread: tuple[str, ...] = ()
    #: the primitives' ops, for :meth:`has` (the engine asks it in its hot paths)
    ops: frozenset[Op] = field(default=frozenset(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ops", frozenset(p.op for p in self.prims))

    def amount(self, op: Op) -> int:
        total = 0  # (a plain loop: no generator frame, asked in the policies' hot paths)
        for p in self.prims:
            if p.op == op:
                total += p.n
        return total

    def has(self, op: Op) -> bool:
        return op in self.ops


@dataclass(frozen=True, slots=True)
class Effect:
    """Everything the engine knows about playing one library card."""

    card_id: int
    name: str
    mode: Mode
    options: tuple[Option, ...]  # best (superior) first
    pool_cost: int = 0
    blood_cost: int = 0
    trifle: bool = False
    unique: bool = False
    #: clans required of the acting vampire (any of them); empty = no clan requirement.
    clans: tuple[str, ...] = ()
    #: title words (prince, justicar, titled, ...) of which the actor needs one.
    titles: tuple[str, ...] = ()
    min_capacity: int = 0
    #: allies and retainers: life; allies: strength and bleed.
    life: int = 0
    strength: int = 0
    bleed: int = 1
    #: "do not replace until your next ..." (:class:`Replace`).
    replace_at: Replace = Replace.AT_ONCE
    #: clan for the CLAN target filter.
    target_clan: str = ""
    source: str = "text"  # "text", "explicit"

    @property
    def modeled(self) -> bool:
        """Some way of playing the card has primitives: the engine may play it."""
        return any(o.prims for o in self.options)

    @property
    def complete(self) -> bool:
        """Every way of playing the card has primitives for every sentence of its text: what the
        coverage report calls modeled."""
        return bool(self.options) and all(_complete(o, self.mode) for o in self.options)

    @property
    def unread(self) -> tuple[str, ...]:
        """Sentences of the text no primitive stands for (over all options, without repeats)."""
        return tuple(dict.fromkeys(u for o in self.options for u in o.unread))

    @property
    def goldfish(self) -> bool:
        """True when the goldfish engine can play this card for an effect."""
        if self.mode in (Mode.REACTION, Mode.COMBAT, Mode.POLITICAL, Mode.EVENT, Mode.OTHER):
            return False
        if self.mode is Mode.ALLY:
            return self.bleed > 0 and self.modeled
        if self.mode in (Mode.EQUIPMENT, Mode.RETAINER):
            return any(p.op in GOLDFISH_OPS for o in self.options if not _gated(o) for p in o.prims)
        return any(_goldfish_option(o) for o in self.options)

    def ops(self) -> set[Op]:
        return {p.op for o in self.options for p in o.prims}

    def __repr__(self) -> str:
        return f"Effect({self.card_id} {self.name!r} {self.mode.name} {list(self.options)})"


#: Primitives that qualify an effect without being one ("+1 stealth action", requirements, costs).
_QUALIFIERS = frozenset({Op.REQUIRES, Op.WHEN, Op.PAY_BLOOD, Op.PAY_POOL})


def _complete(option: Option, mode: Mode) -> bool:
    """The option has an effect and no unread sentence; an action needs more than its stealth."""
    if option.unread:
        return False
    effects = [p for p in option.prims if p.op not in _QUALIFIERS]
    if mode in (Mode.ACTION, Mode.POLITICAL):
        effects = [p for p in effects if not (p.op is Op.STEALTH and p.n > 0 and p.arg == 0)]
    return bool(effects)


def _goldfish_option(option: Option) -> bool:
    """The goldfish engine plays this option for an effect: every primitive is one it executes."""
    ops = {p.op for p in option.prims}
    return bool(ops & GOLDFISH_OPS) and ops <= _GOLDFISH_PLAYABLE


_GOLDFISH_PLAYABLE = GOLDFISH_OPS | {Op.STEALTH, Op.MILL}


def _gated(option: Option) -> bool:
    """The option has a requirement, condition or X cost the goldfish engine does not check."""
    return any(p.op in (Op.REQUIRES, Op.WHEN, Op.PAY_BLOOD, Op.PAY_POOL) for p in option.prims)


# ---------------------------------------------------------------------------------------------
# The pattern extractor

_PREFIX = re.compile(r"^((?:\s*\[[A-Za-z ]+\])+)\s*")
_BRACKET = re.compile(r"\[([A-Za-z ]+)\]")
_CONDITIONAL = re.compile(r"\b(if you control|each time|for each|successful referendum|when |after |if )", re.I)


def _int(s: str | None, default: int = 0) -> int:
    return int(s) if s and s.isdigit() else default


def _cost(v: int | str | None) -> int | None:
    """An int cost, 0 for none, None for a variable cost ("X")."""
    if v is None:
        return 0
    if isinstance(v, int):
        return v
    return int(v) if str(v).isdigit() else None


def _mode(card: Card) -> Mode:
    t = card.types[0]
    text = card.text.lower()
    if t is CardType.MASTER:
        if "location" in text.split("\n", 1)[0] or re.search(r"put this card in play", text):
            return Mode.MASTER_IN_PLAY
        if re.search(r"put this card on (a|an|one) (ready )?(vampire|minion)", text):
            return Mode.MASTER_ON_VAMPIRE
        return Mode.MASTER
    return {
        CardType.ACTION: Mode.ACTION, CardType.ACTION_MODIFIER: Mode.MODIFIER, CardType.REACTION: Mode.REACTION,
        CardType.COMBAT: Mode.COMBAT, CardType.EQUIPMENT: Mode.EQUIPMENT, CardType.RETAINER: Mode.RETAINER,
        CardType.ALLY: Mode.ALLY, CardType.POLITICAL_ACTION: Mode.POLITICAL, CardType.EVENT: Mode.EVENT,
    }.get(t, Mode.OTHER)


_X_STATS = {
    "bleed": Op.PLUS_BLEED, "vote": Op.VOTES, "votes": Op.VOTES, "stealth": Op.STEALTH,
    "intercept": Op.INTERCEPT, "strength": Op.STRENGTH,
}
_LINE_THINGS = {
    "location": Thing.LOCATION, "equipment": Thing.EQUIPMENT, "retainer": Thing.RETAINER, "ally": Thing.ALLY,
    "event": Thing.EVENT, "master card": Thing.MASTER, "weapon": Thing.WEAPON, "vampire": Thing.VAMPIRE,
    "minion": Thing.MINION, "title": Thing.TITLE,
}
_MINUS_WHO = {
    "allies and younger vampires": Who.ALLY_OR_YOUNGER, "younger vampires": Who.YOUNGER, "allies": Who.ALLY,
    "titled vampires": Who.TITLED, "older vampires": Who.OLDER,
}


#: Targets of "(D) enter combat with ..." (up to the end of the sentence): :class:`Who` and its
#: bound. "Ready" and "controlled by another Methuselah" are what any enter-combat target is.
_COMBAT_TARGETS: dict[str, tuple[Who, int]] = {
    "a minion": (Who.ANY, 0), "any minion": (Who.ANY, 0), "a ready minion": (Who.ANY, 0),
    "any ready minion": (Who.ANY, 0), "a vampire": (Who.VAMPIRE, 0), "a ready vampire": (Who.VAMPIRE, 0),
    "a locked minion": (Who.LOCKED, 0), "a ready locked minion": (Who.LOCKED, 0),
    "a younger vampire": (Who.YOUNGER, 0),
    "a vampire who has 3 or fewer blood or with a locked minion": (Who.LOW_BLOOD_OR_LOCKED, 3),
}


def _combat_target(low: str) -> tuple[Who, int]:
    """The :class:`Who` filter (and its bound) of "(d) enter combat with <target>."."""
    m = re.search(r"\(d\) enter combat with (?:and lock )?([^.]*)", low)
    words = m.group(1).strip() if m else ""
    words = words.removesuffix(" controlled by another methuselah")
    return _COMBAT_TARGETS.get(words, (Who.OTHER, 0))


def _granted(word: str, low: str) -> bool:
    """``word`` appears as something this card gives, not in "cannot maneuver" / "no press"."""
    for m in re.finditer(rf"\b{word}\b", low):
        start = max(low.rfind(". ", 0, m.start()), low.rfind(", ", 0, m.start()), 0)
        before = low[start:m.start()]
        if not re.search(r"\b(cannot|can't|not|no|without)\b", before) and not low.startswith(
            ("only usable", "not usable"), start + 2 if start else 0
        ):
            return True
    return False


_EXPIRY_WORDS: tuple[tuple[str, When], ...] = (
    (r"(?:is|goes|go) (?:in|into|to) torpor|in torpor", When.TORPOR),
    (r"(?:has|have) no (?:counters|blood|\w+ counters)|has \d+ counters|no counters", When.NO_COUNTERS),
    (r"after (?:use|strike resolution)|after (?:the )?strike|at the end of combat|after combat", When.AFTER_USE),
    (r"leaves the ready region", When.LEAVES_READY),
    (r"during (?:your|this vampire's|their|his or her)(?: next)? discard phase", When.DISCARD_PHASE),
    (r"during (?:your|this vampire's|their|his or her)(?: next)? unlock phase", When.UNLOCK_PHASE),
    (r"changes sects?", When.SECT_CHANGE),
)


def _expiry(low: str) -> When | None:
    """When a "burn this card ..." sentence burns the card."""
    m = re.search(r"burn (?:this|the) (?:card|weapon|equipment|location|gun|ally|retainer|gun)"
                  r"(?: (?:if|when|after|during|at|before)\b(.*))?$|(?:if|when|after|during) (.*?),? burn "
                  r"(?:this card|it)\b",
                  low)
    if not m:
        return None
    rest = m.group(1) if m.group(1) is not None else (m.group(2) or "")
    rest = rest.strip(" .") or "after use"
    if rest.startswith("use"):
        rest = "after use"
    for pattern, when in _EXPIRY_WORDS:
        if re.search(pattern, rest):
            return when
    return None


def _wider_prims(low: str, mode: Mode, found: list[Prim]) -> list[Prim]:
    """Primitives of the wider vocabulary in one line of card text (lowercase), read by three
    families of wording in turn (each appends to ``out``, in this order)."""
    out: list[Prim] = []
    have = {p.op for p in found}
    _amount_and_block_prims(low, out)
    _strike_and_card_prims(low, mode, found, have, out)
    _minion_and_table_prims(low, mode, have, out)
    return out


def _amount_and_block_prims(low: str, out: list[Prim]) -> None:
    """When the card burns itself, X amounts, bleed reduction, block outcomes, unlocks, draws."""
    m: re.Match[str] | None
    for sentence in re.split(r"(?<=\.)\s+", low):
        when = _expiry(sentence.strip().rstrip("."))
        if when is not None:
            out.append(Prim(Op.EXPIRES, 0, 0, int(when)))
    for m in re.finditer(r"\+(\d*)x(?:\s*\+\s*(\d+))? (bleed|votes?|stealth|intercept|strength)", low):
        op = _X_STATS[m.group(3)]
        limited = 1 if op is Op.PLUS_BLEED and "limited" in low else 0
        out.append(Prim(op, _int(m.group(2)), limited, 0, _int(m.group(1), 1)))
    m = re.search(r"prevent x\s*(?:\+\s*(\d+))? damage", low)
    if m:
        out.append(Prim(Op.PREVENT, _int(m.group(1)), 0, 0, 1))
    m = re.search(r"reduce (?:a|the|an? [a-z' ]+?) bleed(?: amount)?(?: against you)? (?:by (\d+)|to 0)", low)
    if m:
        out.append(Prim(Op.REDUCE_BLEED, _int(m.group(1), 99)))
    m = re.search(r"not usable during a bleed(?: or (political))? action", low)
    if m:
        out.append(Prim(Op.WHEN, int(When.NOT_BLEED), 1 if m.group(1) else 0))
    if re.search(r"(?:that|the|this) (?:block )?attempt fails|the block fails|block attempt is canceled", low):
        out.append(Prim(Op.BLOCK_FAILS, 1))
    if "ignoring the normal prey, predator or target restrictions" in low:
        out.append(Prim(Op.BLOCK_ANY, 1))
    if re.search(r"unlocks? and (?:attempts? to )?block", low):
        out.append(Prim(Op.WAKE, 1))
    elif re.search(
        r"\bunlock this (?:reacting |acting |modifying |blocking |locked )?(?:vampire|minion|imbued|anarch|ally)"
        r"|this (?:reacting |acting |locked )?(?:vampire|minion|imbued) unlocks|unlock the acting (?:minion|vampire)",
        low,
    ):
        out.append(Prim(Op.UNLOCK_MINION, 1))
    m = re.search(r"\bdraw (\d+|a|an|one|two|three) (?:additional )?cards?\b(?! from (?:your|the) crypt)", low)
    if m and "draw up" not in low[max(0, m.start() - 5):m.end()]:
        out.append(Prim(Op.DRAW, _n(m.group(1))))
    if re.search(r"(?:draw (?:1|a|one) card from your crypt|move the top card (?:of|from) your crypt to your"
                 r" uncontrolled)", low):
        out.append(Prim(Op.CRYPT_TO_UNCONTROLLED, 1))
    m = re.search(r"discard (?:a|1|one|up to (\d+)|(\d+)) cards?(?: from your hand)? \(draw (?:up )?afterward\)", low)
    if m:
        out.append(Prim(Op.DISCARD_DRAW, _int(m.group(1) or m.group(2), 1)))


def _strike_and_card_prims(low: str, mode: Mode, found: list[Prim], have: set[Op], out: list[Prim]) -> None:
    """Strikes and their damage, torpor, cards burned or stolen, pool burned or stolen, -intercept."""
    m: re.Match[str] | None
    if Op.STRIKE_STRENGTH not in have:
        m = re.search(r"hand strike at \+(\d+) damage", low) or (
            re.search(r"this strike is at \+(\d+) damage", low) if "hand strike" in low else None
        )
        if m:
            out.append(Prim(Op.STRIKE_STRENGTH, _int(m.group(1))))
        elif g := re.search(r"strike: strength(?:\+(\d+))? ranged damage", low):
            out.append(Prim(Op.STRIKE_STRENGTH, _int(g.group(1)), 1))
        elif re.search(r"strike: hand strike\b", low):
            out.append(Prim(Op.STRIKE_STRENGTH, 0))
    if "first strike" in low:
        out.append(Prim(Op.FIRST_STRIKE, 1))
    if re.search(r"send the opposing vampire to torpor|(?:strike|the opposing vampire): (?:goes|go) to torpor", low):
        out.append(Prim(Op.TORPOR, 1))
    for m in re.finditer(
        r"(?<!cannot )\b(?:burn|destroy) (?:an?|the|one|target|the opposing|an opposing|a ready)? ?(?:opposing )?"
        r"(location|equipment|retainer|ally|event|master card|weapon)(?: or (location|equipment|retainer|ally))?", low,
    ):
        ranged = 1 if re.search(r"\bstrike: ranged\b", low) else 0  # Canine Horde: a ranged strike
        # an action burning a card with a qualifier ("on a minion controlled by your predator
        # or prey", "that requires a Toreador", "not usable on melee weapons"): cond 1 too
        q = 1 if mode == Mode.ACTION and (
            re.match(r" (?:on|that|with|controlled|from|in)\b", low[m.end():]) or "not usable on" in low) else 0
        if q and m.group(1) == "equipment" and not m.group(2) and re.search(
                r"\(d\) burn an equipment\. not usable on melee weapons\.", low):
            q = 3  # "not usable on melee weapons" (Gremlins): the rules check it
        out.append(Prim(Op.BURN_CARD, 1, _LINE_THINGS[m.group(1)], ranged or q))
        if m.group(2):
            out.append(Prim(Op.BURN_CARD, 1, _LINE_THINGS[m.group(2)], ranged))
    for m in re.finditer(r"\bsteal (?:an?|the|one|target)? ?(location|equipment|retainer|ally|weapon|vampire"
                         r"|title)\b", low):
        out.append(Prim(Op.STEAL_CARD, 1, _LINE_THINGS[m.group(1)]))
    if not any(p.op in (Op.STRIKE, Op.STRIKE_STRENGTH) for p in found):
        m = re.search(r"(?:^|\. |: )(\d+)(r?) (aggravated )?damage each strike", low)
        if m:
            out.append(Prim(Op.STRIKE, _int(m.group(1)), 1 if m.group(2) else 0))
            if m.group(3):
                out.append(Prim(Op.AGGRAVATED, 1))
        m = re.search(r"(?:^|\. |: )strength\s*\+\s*(\d+) (aggravated )?damage each strike", low)
        if m:
            out.append(Prim(Op.STRIKE_STRENGTH, _int(m.group(1))))
            if m.group(2):
                out.append(Prim(Op.AGGRAVATED, 1))
    m = re.search(r"burn (\d+) pool from its controller", low)
    if m:
        out.append(Prim(Op.BURN_POOL, _int(m.group(1))))
    m = re.search(r"\bsteal (\d+) pool", low)
    if m:
        out.append(Prim(Op.STEAL_POOL, _int(m.group(1))))
    if "strike:" not in low:
        m = re.search(r"inflicts? (\d+) (unpreventable )?(aggravated )?(?:environmental )?damage", low)
        if m:
            if "if the range is close" in low:
                out.append(Prim(Op.WHEN, When.CLOSE_RANGE))  # Catatonic Fear: only after a close-range combat
            out.append(Prim(Op.DAMAGE, _int(m.group(1)), 1 if m.group(2) else 0, 1 if m.group(3) else 0))
    m = re.search(r"(allies and younger vampires|younger vampires|allies|titled vampires|older vampires|minions"
                  r"|vampires"
                  r"|the blocking minion|blocking minions|monsters|an ally or younger vampire)"
                  r"( [a-z ]+?)? gets? -(\d+) intercept", low)
    if m:
        # "minions with any corruption counters" (Sense the Sin [DAI]); another qualifier: none
        # of the filters names it
        who = Who.CORRUPTED if m.group(1) == "minions" and m.group(2) == " with any corruption counters" \
            else _MINUS_WHO.get(m.group(1), Who.OTHER if m.group(2) else Who.ANY)
        out.append(Prim(Op.MINUS_INTERCEPT, _int(m.group(3)), who))


def _minion_and_table_prims(low: str, mode: Mode, have: set[Op], out: list[Prim]) -> None:
    """Locks and unlocks, combat ends, burning this card, enter combat, costs, votes, Disciplines,
    points allocated, damage to itself, blood given, titles, abstaining, pool burned by others."""
    m: re.Match[str] | None
    if re.search(r"(?<!not )\block this (?:reacting |acting |modifying |blocking |ready )?"
                 r"(?!card\b)[a-z]+\b(?! card)", low) or \
            re.search(r"\b(?:you can |can )?lock this (?:card|location)\b", low):
        out.append(Prim(Op.LOCK_SELF, 1))
    if re.search(r"(?:do|does) not unlock as normal", low):
        out.append(Prim(Op.CANNOT, 0, Restriction.UNLOCK))
    m = re.search(r"this strike is at \+(\d+) damage", low)
    if m and Op.STRIKE_STRENGTH not in have and not any(p.op is Op.STRIKE_STRENGTH for p in out):
        out.append(Prim(Op.STRIKE_STRENGTH, _int(m.group(1))))
    if Op.COMBAT_ENDS not in have and re.search(r"(?:^|\. )combat ends\b", low):
        out.append(Prim(Op.COMBAT_ENDS, 1))
    if "cannot be dodged" in low:
        # Earthshock: "not usable against a minion with flight [FLIGHT]"
        out.append(Prim(Op.UNDODGEABLE, 1, 1 if "not usable against a minion with flight" in low else 0))
    m = re.search(r"(?:minions|vampires|any minion|any vampire|a vampire|a minion) can burn this card as an? "
                  r"(?:\+\d stealth )?(?:\(d\) )?action(?: that costs (\d) (?:pool|blood))?", low)
    if m:
        out.append(Prim(Op.BURNABLE, _int(m.group(1))))
    if re.search(r"(?:this vampire|the attached (?:vampire|minion)|this minion|they) (?:can|may) burn this"
                 r" card\b", low):
        out.append(Prim(Op.BURN_SELF, 1))
    if re.search(r"(?:vampires|minions|an opposing minion|any vampire)[^.]* can (?:strike: )?steal (?:this|the) "
                 r"(?:card|equipment|location|fragments)", low):
        out.append(Prim(Op.BURNABLE, 0, 2))
    m = re.search(r"\b(?:he|she|it|this ally|this minion|this vampire|[a-z' ]+) (?:may|can) enter combat with"
                  r" [^.]*? as an? "
                  r"(\+1 stealth )?\(d\) action", low)
    if m and Op.ENTER_COMBAT not in have:
        out.append(Prim(Op.ENTER_COMBAT, 1))
    m = re.search(r"cards requiring [a-z]+ \[(\w+)\] cost ([a-z ]+?) (\d) fewer blood", low)
    if m:
        out.append(Prim(Op.COST_REDUCTION, _int(m.group(3)), Thing.DISCIPLINE_CARD, disc_code(m.group(1))))
    m = re.search(r"\b[a-z]+ get -(\d) votes?", low)
    if m:
        out.append(Prim(Op.VOTES, -_int(m.group(1)), 1))
    m = re.search(r"(?:this vampire|the bearer|this minion) gets superior [a-z]+ \[(\w+)\]", low)
    if m:
        out.append(Prim(Op.DISCIPLINE, 0, disc_code(m.group(1))))
    if re.search(r"reduce the (?:acting|attached) minion's stealth to 0", low):
        out.append(Prim(Op.STEALTH, -99, 1))
    m = re.search(r"allocate (\d+|x) points among (?:two or more )?(?:other )?methuselahs", low)
    if m:
        out.append(Prim(Op.ALLOCATE, _int(m.group(1)), 0, 0, 1 if m.group(1) == "x" else 0))
    elif "for each point allocated" in low:
        out.append(Prim(Op.ALLOCATE, 0))
    m = re.search(r"(?:this (?:striking )?vampire|the bearer|this minion|bearer) (?:also )?takes? (\d+) "
                  r"(?:unpreventable )?(?:environmental )?(aggravated )?damage", low)
    if m:
        if "if this strike is used at close range" in low:
            out.append(Prim(Op.WHEN, When.CLOSE_RANGE))  # Breath of the Dragon: at close range only
        out.append(Prim(Op.DAMAGE, _int(m.group(1)), 2, 1 if m.group(2) else 0))
    if mode not in (Mode.ACTION, Mode.MODIFIER, Mode.POLITICAL):
        m = re.search(r"(?:add|move) (\d+) blood (?:from the blood bank )?to (?:a|an|another|one) ready vampire", low)
        if m:
            out.append(Prim(Op.BLOOD_TO, _int(m.group(1)), 1))
    if re.search(r"(?:successful referendum means this card is put on the chosen|put this card on this) [a-z ]+ to "
                 r"represent the (?:unique )?[a-z ]+ title of", low):
        out.append(Prim(Op.BECOME, 0, Req.CITY_TITLE))
    m = re.search(r"all of your (?:vampires|minions)' actions are at \+(\d) stealth", low)
    if m:
        out.append(Prim(Op.STEALTH, _int(m.group(1)), 2))
    if re.search(r"\babstains?\b", low):
        out.append(Prim(Op.ABSTAIN, 1))
    m = re.search(r"(?:gets|gains) \+?1 level of [a-z]+ \[(\w+)\]", low)
    if m:
        out.append(Prim(Op.DISCIPLINE, 1 if "capacity" in low else 0, disc_code(m.group(1))))
    if Op.LOCK not in have and re.search(r"\(d\) lock (?:a|an|target|one) (?:ready )?(?:minion|vampire|ally)", low):
        out.append(Prim(Op.LOCK, 1))
    if mode is not Mode.POLITICAL and "successful referendum" not in low:
        m = re.search(r"(?:your prey|the target methuselah|that methuselah|target methuselah|each other methuselah)"
                      r" burns? (\d+) pool|burn (\d+) pool from (?:your prey|the target methuselah|each other"
                      r" methuselah)", low)
        if m:
            out.append(Prim(Op.BURN_POOL, _int(m.group(1) or m.group(2))))


def _line_prims(line: str, mode: Mode) -> list[Prim]:
    """Primitives recognised in one line of card text (its discipline prefix removed)."""
    out: list[Prim] = []
    low = line.lower()
    conditional = bool(_CONDITIONAL.search(line))
    m = re.search(r"\(d\) bleed\b", low)
    if m:
        b = re.search(r"(?:with|at) \+(\d+) bleed", low)
        out.append(Prim(Op.BLEED, _int(b.group(1)) if b else 0))
    m = re.search(r"\bhunt(?: with| at)? \+(\d+) blood", low)
    if m:
        out.append(Prim(Op.HUNT, _int(m.group(1))))
    for m in re.finditer(r"(?<!additional )(?<!x)\+(\d+) stealth", low):
        out.append(Prim(Op.STEALTH, _int(m.group(1))))
    if not re.search(r"\(d\) bleed", low):
        # "+1 bleed, with an additional +1 bleed if ..." : the conditional bonus is not counted
        for m in re.finditer(r"(additional )?(?<!x)\+(\d+) bleed( if the target methuselah has (\d+) or fewer"
                             r" pool)?", low):
            if m.group(1):
                continue
            out.append(Prim(Op.PLUS_BLEED, _int(m.group(2)), 1 if "limited" in low else 0, _int(m.group(4))))
    for m in re.finditer(r"(?<!additional )(?<!x)\+(\d+) intercept", low):
        out.append(Prim(Op.INTERCEPT, _int(m.group(1))))
    for m in re.finditer(r"(?<!additional )(?<!x)\+(\d+) votes?", low):
        out.append(Prim(Op.VOTES, _int(m.group(1))))
    m = re.search(r"strike: (\d+)(r?) (aggravated )?damage", low)
    if m:
        out.append(Prim(Op.STRIKE, _int(m.group(1)), 1 if m.group(2) else 0))
        if m.group(3):
            out.append(Prim(Op.AGGRAVATED, 1))
    m = re.search(r"strike: strength\s*\+\s*(\d+)", low) or re.search(r"strike: (hand) damage", low)
    if m:
        out.append(Prim(Op.STRIKE_STRENGTH, _int(m.group(1))))
    for m in re.finditer(r"prevent (\d+|all) (?:non-aggravated |aggravated )?damage", low):
        out.append(Prim(Op.PREVENT, _int(m.group(1), 99)))
    for m in re.finditer(r"(?<!additional )(?<!x)\+(\d+) strength", low):
        out.append(Prim(Op.STRENGTH, _int(m.group(1))))
    if _granted("maneuver", low):
        out.append(Prim(Op.MANEUVER, 1))
    if _granted("press", low):
        # "press, only usable to end combat" (Open Grate): cond 2 (combat.PRESS_TO_END)
        out.append(Prim(Op.PRESS, 1, 0, 2 if "press, only usable to end combat" in low else 0))
    m = re.search(r"(\d+ )?additional strikes?", low)
    if m:
        out.append(Prim(Op.ADDITIONAL_STRIKE, _int((m.group(1) or "1").strip(), 1)))
    if "combat ends" in low and "strike" in low:
        out.append(Prim(Op.COMBAT_ENDS, 1))
    if "strike: dodge" in low:
        out.append(Prim(Op.DODGE, 1))
    m = re.search(r"(ranged[:;,]? )?steal (\d+) (?:blood|life)", low)
    if m:
        # "strike, ranged: steal 1 blood" (Theft of Vitae), "strike: ranged; steal 2 blood" (Drain
        # Essence): a ranged strike, which lands at long range too (rules 6.4.2)
        out.append(Prim(Op.STEAL_BLOOD, _int(m.group(2)), 1 if m.group(1) else 0))
    if "change the target of the bleed" in low:
        out.append(Prim(Op.REDIRECT_BLEED, 1))
    if re.search(r"\b(vampire|minion|ally) wakes\b", low):
        out.append(Prim(Op.WAKE, 1))
    if re.search(r"^cancel|\. cancel", low):
        out.append(Prim(Op.CANCEL, 1))
    if re.search(r"^lock (a|an|target) (minion|vampire|ally)", low):
        out.append(Prim(Op.LOCK, 1))
    if "(d) enter combat" in low:
        who, bound = _combat_target(low)
        out.append(Prim(Op.ENTER_COMBAT, 1, who, bound))
        if "press, only usable to continue combat" in low:
            out[:] = [Prim(Op.PRESS, p.n, p.arg, 1) if p.op is Op.PRESS else p for p in out]
    if "cannot block" in low:
        out.append(Prim(Op.CANNOT_BLOCK, 1))
    if re.search(r"(?<!non-)aggravated", low) and "damage" in low and not any(p.op is Op.AGGRAVATED for p in out):
        out.append(Prim(Op.AGGRAVATED, 1))
    out.extend(_wider_prims(low, mode, out))
    if mode is Mode.POLITICAL or "successful referendum" in low:
        m = re.search(r"burns? (\d+) pool( for each)?", low)
        if m and "for each point allocated" not in low:
            out.append(Prim(Op.BURN_POOL, _int(m.group(1)), 2 if m.group(2) else 0))
        m = re.search(r"gains? (\d+) pool( for each)?", low)
        if m:
            out.append(Prim(Op.GAIN_POOL, _int(m.group(1)), 2 if m.group(2) else 0))
        return out
    m = re.search(r"gain (\d+) pool", low)
    if m and (not conditional or re.search(r"if the bleed is successful", low)):
        out.append(Prim(Op.GAIN_POOL, _int(m.group(1))))
    m = re.search(r"(?:this vampire|this minion|the acting vampire) gains (\d+) blood", low)
    if m and not conditional and mode in (Mode.ACTION, Mode.MODIFIER):
        out.append(Prim(Op.GAIN_BLOOD, _int(m.group(1))))
    m = re.search(
        r"add (\d+) blood to (?:a|an|one) (younger )?(?:(\w+) )?(?:vampire )?in your uncontrolled region"
        r"(?: with capacity (\d+) or more)?",
        low,
    )
    if m:
        n = _int(m.group(1))
        word = m.group(3) or ""
        if m.group(2):
            out.append(Prim(Op.ADD_UNCONTROLLED, n, YOUNGER))
        elif m.group(4):
            out.append(Prim(Op.ADD_UNCONTROLLED, n, MIN_CAPACITY, _int(m.group(4))))
        elif word in ("", "vampire"):
            out.append(Prim(Op.ADD_UNCONTROLLED, n, ANY))
        else:
            out.append(Prim(Op.ADD_UNCONTROLLED, n, CLAN))
    if mode in (Mode.MASTER_IN_PLAY,) and not conditional:
        m = re.search(r"\+(\d+) transfers?", low)
        if m:
            out.append(Prim(Op.TRANSFERS, _int(m.group(1))))
        m = re.search(r"\+(\d+) hand size", low)
        if m and "until" not in low:
            out.append(Prim(Op.HAND_SIZE, _int(m.group(1))))
    if "hunting ground" in low or re.search(r"during your unlock phase, a ready vampire you control can gain "
                                            r"(\d+) blood", low):
        m = re.search(r"can gain (\d+) blood", low)
        if m:
            out.append(Prim(Op.HUNTING_GROUND, _int(m.group(1))))
    if mode in (Mode.EQUIPMENT, Mode.RETAINER) and re.search(r"(bearer|employer|minion) gets \+(\d+) bleed", low):
        pass  # already counted as PLUS_BLEED above
    if out and not any(p.op == Op.PAY_BLOOD for p in out):
        # "Burn 1 blood to get +1 intercept": an extra cost of this way of playing the card
        # (rules 6.2.3), whatever the effect it pays for
        m = re.search(r"(?:^|[.:] )(?:this (?:reacting |acting )?(?:vampire|minion) (?:can|may) )?"
                      r"burn (\d+) blood (?:to|and) ", low)
        if m:
            out.insert(0, Prim(Op.PAY_BLOOD, _int(m.group(1))))
    return out


#: Sentences that carry no effect of their own: play windows and limits, subtypes, the card's
#: requirements (read from the card's columns), "put this card in play" (the mode).
_SUBTYPES = (
    r"unique|trifle|location|master|discipline|archetype|boon|government|gehenna|inconnu|frenzy|haven|vehicle"
    r"|weapon|electronic equipment|electronic|equipment|animal|title|out-of-turn|hunting ground|nod fragment|contract"
    r"|event|mortal|ghoul|werewolf|wraith|ritual|aim|grapple|gehenna event|reflex|ally|retainer|combat|action"
    r"|action modifier|reaction|power|non-unique|ammo|condemnation|bond|cult|trophy|seduction|gun|melee weapon"
    r"|scheme|path|antediluvian|investment|sabbat ritae|ritae|cabal|institution|infernal"
)
_BOILERPLATE_PATTERNS = (
    # play windows, limits and requirements (requirements come from the card's columns)
    r"(?:only usable|not usable|usable|requires?|do not replace|more than one discipline can be used|choose)",
    r"(?:a|an|each|any) (?:vampire|minion|methuselah|ally|imbued|anarch|titled vampire|vampire or ally)"
    r" (?:can|may) (?:play|have|use|gain blood from|call|only|burn only) (?:only )?(?:one|a single|blood from"
    r" only one)",
    r"only (?:one|\d+) .{0,60}(?:can|may) be (?:played|in play|used|called|put|on)",
    r".* cannot both be played .*",
    r"(?:\(d\) )?put this card (?:in play|on|into play)[^.;]*(?:; you still control this card)?\.?$",
    r"this card (?:is|represents)", r"x must be", r"as above\.?$", r"play before range is determined\.?$",
    # subtypes and stat lines of allies and retainers
    rf"(?:{_SUBTYPES})(?:[ .,:]+(?:{_SUBTYPES}))*\.?$",
    r"[a-z ,-]*\bwith \d+ life\.?$", r"\d+ strength, \d+ bleed\.?$", r"weapon(?::| )[a-z ,.:-]*$",
    r"this equipment is a weapon[a-z ,.:-]*$",
    r"\[\w+\] is not a discipline\.?$",
    # reminders of the rules
    r"\((?!d\)).*", r"discard down to your hand size(?: afterward)?\.?$", r"shuffle afterward\.?$",
    r"draw (?:up )?afterward\.?$", r"this is not an action and cannot be blocked\.?$",
    r"cannot be (?:put|placed) on a vampire with superior .*",
    r"capacity increases by \d+: the vampire is one generation older\.?$",
    r"(?:no )?cost (?:is|must be) (?:not )?paid",
    r"this could lead to a contested title\.?$", r"you may look at (?:the|that) card at any time\.?$",
)
_BOILERPLATE = re.compile("|".join(f"(?:{p})" for p in _BOILERPLATE_PATTERNS), re.I)
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(\[{+\-])")


#: Primitives that are the cost of an effect: a sentence with only these is not read.
_COST_OPS = frozenset({Op.LOCK_SELF, Op.PAY_BLOOD, Op.PAY_POOL, Op.BURN_SELF, Op.EDGE, Op.PAY_TRANSFERS})
#: "as a +1 stealth action": the stealth of an action, not what it does.
_STEALTH_ACTION = re.compile(r"(?:as an? )?\+\d stealth (?:\(d\) )?action", re.I)


def _unread(body: str, mode: Mode) -> list[str]:
    """Sentences of a line that are neither boilerplate nor read as a primitive."""
    out = []
    for sentence in _SENTENCE_SPLIT.split(_BRACES.sub("", body).strip()):
        sentence = re.sub(r"^(?:\[[^\]]*\]\s*)+", "", sentence.strip())
        if not sentence or _BOILERPLATE.match(sentence):
            continue
        prims = _line_prims(sentence, mode)
        rest = _STEALTH_ACTION.sub("", sentence).strip(" .,").lower()
        stealth_only = not any(p.op is not Op.STEALTH for p in prims) and _STEALTH_ACTION.search(sentence)
        if prims and stealth_only and rest not in ("", "this is a", "this is"):
            prims = []
        if prims and all(p.op in _COST_OPS for p in prims) and len(sentence.split()) > 6:
            prims = []  # "lock this card to ..." whose effect is not read
        if prims:
            continue
        out.append(sentence)
    return out


_AS_ABOVE_AMOUNT = re.compile(
    r"as (?:above|\[\w+\](?:\[\w+\])* above), but (?:for |with |this is a |add |the bleed is at |remove only )?"
    r"(?:(\d+)(r?)|strength\+(\d+)|[+](\d+)) ?(ranged )?(blood|damage|bleed|stealth|intercept|votes?|life|pool|cards?"
    r"|stealth action|ranged damage|blood or life)?(?: [a-z ()]*)?\.?$"
    r"|as above, but (?:[a-z' ]+) has (\d+) life\.?$",
    re.I,
)
_AMOUNT_OPS: dict[str, tuple[Op, ...]] = {
    "blood": (Op.STEAL_BLOOD, Op.GAIN_BLOOD, Op.ADD_UNCONTROLLED, Op.MOVE_BLOOD, Op.BURN_POOL),
    "blood or life": (Op.STEAL_BLOOD,),
    "damage": (Op.STRIKE, Op.DAMAGE, Op.STRIKE_STRENGTH, Op.PREVENT, Op.STRIKE_DAMAGE),
    "ranged damage": (Op.STRIKE, Op.STRIKE_STRENGTH), "bleed": (Op.PLUS_BLEED, Op.BLEED),
    "stealth": (Op.STEALTH,), "stealth action": (Op.STEALTH,), "intercept": (Op.INTERCEPT,),
    "vote": (Op.VOTES,), "votes": (Op.VOTES,), "pool": (Op.GAIN_POOL, Op.BURN_POOL, Op.STEAL_POOL),
    "card": (Op.DRAW,), "cards": (Op.DRAW,), "life": (Op.LIFE,),
}


_AS_LEVEL_ABOVE = re.compile(r"as \[[a-z]+\] above, with first strike\.?$", re.I)


def _as_above_amount(previous: tuple[list[Prim], list[str]], m: re.Match[str]) -> tuple[list[Prim], list[str]]:
    """"As above, but for 2 blood": the previous line's primitives with the amount changed."""
    prims, unread = list(previous[0]), list(previous[1])
    if m.group(7):
        return prims + [Prim(Op.LIFE, int(m.group(7)))], unread
    n = int(m.group(1) or m.group(3) or m.group(4) or 0)
    unit = (m.group(6) or "").lower()
    ops = _AMOUNT_OPS.get(unit) or tuple(p.op for p in prims if p.op not in _QUALIFIERS)[-1:]
    for k in range(len(prims) - 1, -1, -1):
        if prims[k].op in ops:
            prims[k] = prims[k]._replace(n=n, arg=1 if (m.group(2) or m.group(5)) and prims[k].op is Op.STRIKE
                                         else prims[k].arg)
            return prims, unread
    return prims, unread + [m.group(0)]


def _split_options(card: Card, mode: Mode) -> list[tuple[int, int, int, list[Prim], list[str]]]:
    """(level, need_any, need_sup, prims, unread sentences) per way of playing the card, best first."""
    common: list[Prim] = []
    common_unread: list[str] = []
    keyed: dict[tuple[int, int, int], tuple[list[Prim], list[str]]] = {}
    previous: tuple[list[Prim], list[str]] = ([], [])
    for raw in card.text.split("\n"):
        line = raw.strip()
        if not line:
            continue
        m = _PREFIX.match(line)
        discs: list[str] = []
        if m:
            discs = [d for d in _BRACKET.findall(m.group(1)) if d.lower() in DISCIPLINE_BITS]
            body = line[m.end():] if discs else _BRACKET.sub("", line).strip()
        else:
            body = line
        body = _BRACES.sub("", body)
        prims = _line_prims(body, mode)
        unread = _unread(body, mode)
        if not discs:
            common.extend(prims)
            common_unread.extend(unread)
            continue
        need_any = need_sup = 0
        level = 1
        for d in discs:
            bit = 1 << DISCIPLINE_BITS[d.lower()]
            need_any |= bit
            if d.isupper():
                need_sup |= bit
                level = 2
        if re.match(r"as above, but do not lock this (?:reacting )?(?:vampire|minion)\.?$", body, re.I):
            prims = [p for p in previous[0] if p.op is not Op.LOCK_SELF]
            unread = list(previous[1])
        elif am := _AS_ABOVE_AMOUNT.match(body):
            prims, unread = _as_above_amount(previous, am)
        elif body.lower().startswith("as above") or _AS_LEVEL_ABOVE.match(body):
            # "As [obe] above, with first strike": the previous line's (Anesthetic Touch)
            prims = previous[0] + prims
            unread = previous[1] + unread
        got = keyed.setdefault((level, need_any, need_sup), ([], []))
        got[0].extend(prims)
        got[1].extend(unread)
        previous = (prims, unread)
    if not keyed:
        # a discipline card without level prefixes: any listed discipline (all for combos)
        need = [1 << DISCIPLINE_BITS[a] for a, _ in card.disciplines if a in DISCIPLINE_BITS]
        if not need:
            return [(0, 0, 0, common, common_unread)]
        if card.discipline_combo:
            mask = 0
            for b in need:
                mask |= b
            return [(1, mask, 0, common, common_unread)]
        return [(1, b, 0, list(common), list(common_unread)) for b in need]
    out = [(lvl, a, s, common + prims, common_unread + unread) for (lvl, a, s), (prims, unread) in keyed.items()]
    out.sort(key=lambda t: -t[0])
    return out


_TITLE_WORDS = {
    "primogen", "prince", "justicar", "inner circle", "bishop", "archbishop", "priscus", "cardinal",
    "regent", "baron", "magaji", "titled",
}


#: In-play uses of a location whose primitive implies locking it.
_IN_PLAY_USES = frozenset({Op.INFLUENCE_BLOOD, Op.MASTER_ACTIONS, Op.HUNTING_GROUND, Op.EXCHANGE, Op.ADD_UNCONTROLLED})


def _requirement_prims(card: Card) -> tuple[list[Prim], list[str]]:
    """REQUIRES primitives for the card's requirement words, and the words with no :class:`Req`
    (title, clan and capacity words are Effect fields)."""
    reqs: list[Prim] = []
    unknown: list[str] = []
    for r in card.requirements:
        if r in _TITLE_WORDS or re.match(r"capacity \d+ or more", r):
            continue
        m = re.match(r"capacity (\d+) or less", r) or re.match(r"(\d+) gehenna", r.lower())
        if m:
            req = Req.CAPACITY_AT_MOST if r.startswith("capacity") else Req.GEHENNA
            reqs.append(Prim(Op.REQUIRES, 0, req, int(m.group(1))))
        elif r.lower() in REQUIREMENT_WORDS:
            reqs.append(Prim(Op.REQUIRES, 0, REQUIREMENT_WORDS[r.lower()]))
        else:
            unknown.append(r)
    return reqs, unknown


def extract(card: Card) -> Effect:
    """The effect read from a library card's text by the pattern extractor."""
    mode = _mode(card)
    text = card.text
    first = text.split("\n", 1)[0].lower()
    pool = _cost(card.pool_cost)
    blood = _cost(card.blood_cost)
    options = [Option(lvl, a, s, tuple(p), tuple(u)) for lvl, a, s, p, u in _split_options(card, mode)]
    life = strength = 0
    bleed = 1
    if mode in (Mode.ALLY, Mode.RETAINER):
        m = re.search(r"with (\d+) life", text.lower())
        life = _int(m.group(1)) if m else 0
        m = re.search(r"(\d+) strength, (\d+) bleed", text.lower())
        if m:
            strength, bleed = int(m.group(1)), int(m.group(2))
    clans = tuple(card.clans)
    titles = tuple(r for r in card.requirements if r in _TITLE_WORDS)
    min_cap = 0
    for r in card.requirements:
        m = re.match(r"capacity (\d+) or more", r)
        if m:
            min_cap = int(m.group(1))
    # other requirements (sect, traits...) become REQUIRES primitives of every option; words
    # with no Req make the card unplayable (unmodeled)
    reqs, unknown = _requirement_prims(card)
    # an X cost is a PAY_* primitive (X chosen by the player) when the text says what X does
    x_cost = [Prim(Op.PAY_POOL, 0, 0, 0, 1)] if pool is None else []
    x_cost += [Prim(Op.PAY_BLOOD, 0, 0, 0, 1)] if blood is None else []
    uses_x = any(p.x for o in options for p in o.prims)
    if unknown or (x_cost and not uses_x):
        why = tuple(f"requires {r}" for r in unknown) or ("X cost",)
        options = [replace(o, prims=(), unread=o.unread + why) for o in options]
    elif reqs or x_cost:
        options = [replace(o, prims=o.prims + tuple(reqs) + tuple(x_cost)) if o.prims else o for o in options]
    if mode is Mode.MODIFIER and re.search(
        r"only usable (?:at the end of|after(?: the)? resolution of|after) a successful action", text.lower()
    ):
        # "unlock this vampire" after a successful action: the modifier the goldfish engine plays
        # (not with a requirement or condition it would not check)
        options = [
            o if _gated(o) else
            replace(o, prims=tuple(Prim(Op.UNLOCK, p.n) if p.op is Op.UNLOCK_MINION else p for p in o.prims))
            for o in options
        ]
    if mode is Mode.MASTER_IN_PLAY:
        # locking is implied by the in-play uses the engine knows (influence blood, master actions...)
        options = [
            replace(o, prims=tuple(p for p in o.prims if p.op is not Op.LOCK_SELF))
            if any(p.op in _IN_PLAY_USES for p in o.prims) else o
            for o in options
        ]
    replace_at = Replace.AT_ONCE
    low = text.lower()
    if "do not replace until your next discard phase" in low or "do not replace until your discard phase" in low:
        replace_at = Replace.DISCARD_PHASE
    elif "do not replace until your next unlock phase" in low or "do not replace until your unlock phase" in low:
        replace_at = Replace.UNLOCK_PHASE
    elif "do not replace until after this action" in low:
        replace_at = Replace.AFTER_ACTION
    elif "do not replace as long as this card is in play" in low:
        replace_at = Replace.LEAVES_PLAY
    target_clan = ""
    m = re.search(r"add \d+ blood to (?:a|an) (\w[\w ]*?) in your uncontrolled region", low)
    if m and m.group(1) not in ("vampire", "younger vampire"):
        target_clan = next((c for c in _KNOWN_CLANS if c.lower() == m.group(1)), m.group(1).title())
    if mode is Mode.MASTER_IN_PLAY:
        # a location adding blood to the uncontrolled region does it in the influence phase
        options = [
            replace(o, prims=tuple(
                Prim(Op.INFLUENCE_BLOOD, p.n, p.arg, p.cond) if p.op is Op.ADD_UNCONTROLLED else p for p in o.prims
            ))
            for o in options
        ]
    if mode in (Mode.ALLY, Mode.RETAINER) and life:
        # putting the minion in play is itself the effect
        options = [o if o.prims else replace(o, prims=(Prim(Op.STRENGTH, strength),)) for o in options]
    # an option with nothing unread but no effect (only an action's stealth, a requirement...) says so
    options = [o if o.unread or _complete(o, mode) else replace(o, unread=("no effect read beyond stealth, "
                                                                             "requirements or costs",))
               for o in options]
    return Effect(
        card_id=card.id, name=card.name, mode=mode, options=tuple(options), pool_cost=pool or 0,
        blood_cost=blood or 0, trifle=first.startswith("trifle") or "trifle." in first,
        unique=first.startswith("unique"), clans=clans, titles=titles, min_capacity=min_cap,
        life=life, strength=strength, bleed=bleed, replace_at=replace_at, target_clan=target_clan,
    )


_KNOWN_CLANS = (
    "Tremere", "Ventrue", "Toreador", "Malkavian", "Nosferatu", "Brujah", "Gangrel", "Lasombra",
    "Tzimisce", "Ravnos", "Giovanni", "Hecata", "Ministry", "Banu Haqim", "Salubri", "Baali",
)


# ---------------------------------------------------------------------------------------------
# Crypt cards: a vampire (or imbued) is its capacity, Disciplines, clan, sect and title, which
# GameSetup reads from the card's columns, plus the abilities of its text, read sentence by sentence.


@dataclass(frozen=True, slots=True)
class CryptEffect:
    """The abilities of a crypt card's text, one :class:`Option` (level 0) per ability.

    The card is *modeled* when every sentence of its text is either sect / title / trait wording
    or an ability with primitives; ``unread`` keeps the sentences that are not.
    """

    card_id: int
    name: str
    options: tuple[Option, ...]
    unread: tuple[str, ...] = ()
    source: str = "text"

    @property
    def modeled(self) -> bool:
        return not self.unread

    @property
    def complete(self) -> bool:
        return not self.unread

    @property
    def goldfish(self) -> bool:
        """True when a goldfish game plays this card as printed: no ability that matters alone."""
        return self.modeled and all(_goldfish_neutral(p) for o in self.options for p in o.prims)

    @property
    def mode(self) -> Mode:
        return Mode.OTHER

    def ops(self) -> set[Op]:
        return {p.op for o in self.options for p in o.prims}

    def __repr__(self) -> str:
        return f"CryptEffect({self.card_id} {self.name!r} {[list(o.prims) for o in self.options]})"


#: Abilities that change nothing in a goldfish game (blocks, combat and votes need other players).
_NEUTRAL_OPS = frozenset({
    Op.INTERCEPT, Op.STRENGTH, Op.PREVENT, Op.MANEUVER, Op.PRESS, Op.VOTES, Op.BALLOT, Op.STEALTH, Op.DODGE,
    Op.ADDITIONAL_STRIKE, Op.FIRST_STRIKE, Op.AGGRAVATED, Op.WHEN, Op.BLOCK_ANY, Op.MINUS_INTERCEPT,
    Op.UNBLOCKABLE, Op.REDUCE_BLEED, Op.ACTION_COST,
})
_NEUTRAL_TRAITS = frozenset({
    Trait.BLACK_HAND, Trait.SERAPH, Trait.RED_LIST, Trait.STERILE, Trait.BLOOD_CURSED, Trait.NON_UNIQUE,
    Trait.FLIGHT, Trait.UNCONTESTABLE, Trait.TITLE_PREVAILS,
})
_NEUTRAL_RESTRICTIONS = frozenset({
    Restriction.BLOCK, Restriction.USE_WEAPONS, Restriction.BLOCK_TITLED, Restriction.BLOOD_HUNT,
    Restriction.GET_CONTRACTS, Restriction.BE_CONTESTED, Restriction.COMMIT_DIABLERIE, Restriction.HUNT_STEALTH,
    Restriction.BE_BLOCKED_BY,
})


def _goldfish_neutral(p: Prim) -> bool:
    if p.op is Op.TRAIT:
        return p.arg in _NEUTRAL_TRAITS
    if p.op is Op.CANNOT:
        return p.arg in _NEUTRAL_RESTRICTIONS
    return p.op in _NEUTRAL_OPS


_SECT_WORDS = r"(?:camarilla|sabbat|anarch|independent|laibon)"
_TITLE_WORDS_RE = (
    r"(?:(?:prince|archbishop|baron) of [^:]*?|[a-z ]*?justicar|[a-z ]*?inner circle|primogen|prince|justicar"
    r"|bishop|archbishop|priscus|cardinal|regent|magaji|baron|inquisitor)"
)
#: Sect, title and trait words opening a crypt text ("Camarilla Prince of Paris:", "Sabbat. Black Hand:").
_CRYPT_PREFIX = re.compile(
    rf"^(?:(?P<sect>{_SECT_WORDS})(?: {_TITLE_WORDS_RE})?|\d votes? \(titled\)|non-camarilla"
    rf"|(?:camarilla )?(?P<master>[a-z]+(?: antitribu)?) slave|(?P<trait>black hand seraph|black hand|red list|seraph))"
    r"\s*[.:](?=\s|$)\s*"
)
_SENTENCE = re.compile(r"(?<=\.)\s+")
#: Words that never stand alone for a vampire's name in its text.
_NOT_A_NAME = {
    "the", "lord", "lady", "sir", "dr.", "queen", "king", "baron", "prince", "father", "mother", "sister",
    "brother", "saint", "le", "la", "de", "del", "von", "van", "al", "el", "mr.", "mrs.", "miss", "madame",
    "anarch", "sabbat", "camarilla", "laibon", "independent", "black", "red", "old", "little", "big", "don",
}


def _name_forms(card: Card) -> list[str]:
    """How a crypt card's text names the vampire: "François Villon", "François", "The unnamed"."""
    name = re.sub(r"\s*\(.*?\)", "", card.name)
    base, _, rest = name.partition(",")
    forms = {name, base}
    if rest.strip().lower() == "the":
        forms.add("The " + base)
        forms.add("the " + base)
    for part in re.sub(r'"[^"]*"', " ", base).split() + re.findall(r'"([^"]+)"', base):
        if len(part) >= 3 and part.lower() not in _NOT_A_NAME and not clan_code(part):
            forms.add(part)
    return sorted((f for f in forms if f), key=len, reverse=True)


_S = r"(?:the )?(?:§|he|she|it|they|this vampire)"  # the vampire itself
_N = r"(\d+|an?|one|two|three)"
_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def _n(s: str | None, default: int = 1) -> int:
    if s is None:
        return default
    s = s.strip().lower()
    if s.lstrip("-").isdigit():
        return int(s)
    return _NUM.get(s, default)


_STAT_OPS = {
    "bleed": Op.PLUS_BLEED, "strength": Op.STRENGTH, "stealth": Op.STEALTH, "intercept": Op.INTERCEPT,
    "hand size": Op.HAND_SIZE, "vote": Op.VOTES, "votes": Op.VOTES, "ballot": Op.BALLOT, "ballots": Op.BALLOT,
}
_TRAIT_WORDS = {
    "infernal": Trait.INFERNAL, "sterile": Trait.STERILE, "scarce": Trait.SCARCE, "blood cursed": Trait.BLOOD_CURSED,
    "black hand": Trait.BLACK_HAND, "seraph": Trait.SERAPH, "red list": Trait.RED_LIST, "non-unique": Trait.NON_UNIQUE,
    "flight [flight]": Trait.FLIGHT,
}
_THING_WORDS = {
    "location": Thing.LOCATION, "equipment": Thing.EQUIPMENT, "an equipment": Thing.EQUIPMENT,
    "retainer": Thing.RETAINER, "ally": Thing.ALLY, "weapon": Thing.WEAPON, "minion card": Thing.MINION_CARD,
}


def _w(code: When, arg: int = 0, cond: int = 0) -> Prim:
    return Prim(Op.WHEN, int(code), arg, cond)


def _act(stealth: int = 0, cost: int = 0, directed: bool = False) -> Prim:
    return Prim(Op.ACTION_ABILITY, stealth, cost, 1 if directed else 0)


def _clan_of(words: str) -> int:
    return clan_code(re.sub(r"\s+vampires?$", "", words.strip()).title().replace(" Antitribu", " antitribu"))


#: (pattern, builder): the pattern must match a whole sentence (lowercase, the vampire's name as
#: ``§``); the builder returns the options (tuples of primitives) the sentence stands for.
#: A crypt rule's reading of a sentence: one tuple of primitives per ability (None: not this rule).
_Abilities = list[tuple[Prim, ...]]
_Builder = Callable[[re.Match[str]], "_Abilities | None"]
_CRYPT_RULES: list[tuple[re.Pattern[str], _Builder]] = []


def _rule(pattern: str) -> Callable[[_Builder], _Builder]:
    def deco(fn: _Builder) -> _Builder:
        _CRYPT_RULES.append((re.compile(pattern), fn))
        return fn

    return deco


@_rule(r"(?:(?:§|he|she|it|they) gets? )?((?:[+-]\d+ (?:bleed|strength|stealth|intercept|hand size|votes?|ballots?)"
       r"(?:,? and |\. |, )?)+)")
def _stats(m: re.Match[str]) -> _Abilities:
    return [tuple(Prim(_STAT_OPS[w], int(v)) for v, w in re.findall(r"([+-]\d+) (bleed|strength|stealth|intercept"
                                                                     r"|hand size|votes?|ballots?)", m.group(1)))]


@_rule(r"(infernal|sterile|scarce|blood cursed|black hand|seraph|red list|non-unique|flight \[flight\])")
def _trait(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.TRAIT, 0, _TRAIT_WORDS[m.group(1)]),)]


@_rule(r"§s? (?:is|are) not unique")
def _not_unique(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.TRAIT, 0, Trait.NON_UNIQUE),)]


@_rule(rf"{_S} (?:gets|has) {_N} optional (maneuver|press)(?:es|s)? (?:each|in each|every) combat")
def _optional_each_combat(m: re.Match[str]) -> _Abilities:
    return [(_w(When.EACH_COMBAT), Prim(Op.MANEUVER if m.group(2) == "maneuver" else Op.PRESS, _n(m.group(1))))]


@_rule(rf"{_S} gets ([+-]\d) strength (?:on|in|during) the first round of (?:each )?combat")
def _first_round_strength(m: re.Match[str]) -> _Abilities:
    """"Lisa Noble gets -1 strength on the first round of combat" (combat.strength_of)."""
    return [(_w(When.FIRST_ROUND), Prim(Op.STRENGTH, int(m.group(1))))]


@_rule(rf"{_S} gets {_N} optional (maneuver|press) (?:on|in|during) the first round of (?:each )?combat")
def _optional_first_round(m: re.Match[str]) -> _Abilities:
    return [(_w(When.FIRST_ROUND), Prim(Op.MANEUVER if m.group(2) == "maneuver" else Op.PRESS, _n(m.group(1))))]


@_rule(rf"(?:once each combat, )?{_S} (?:may|can) prevent {_N} (?:point of )?(?:non-aggravated )?damage"
       r"(?: each combat| from an opposing minion's strike| each round)?")
def _prevent_each_combat(m: re.Match[str]) -> _Abilities:
    return [(_w(When.ONCE_PER_COMBAT), Prim(Op.PREVENT, _n(m.group(1))))]


@_rule(rf"{_S} (?:may|can) enter combat with (?:any |a )?(ready )?(?P<who>minion|vampire)"
       r"(?: controlled by another methuselah)? as an? (\+1 stealth )?\(d\) action(?: that costs (\d) blood)?")
def _enter_combat(m: re.Match[str]) -> _Abilities:
    who = Who.VAMPIRE if m.group("who") == "vampire" else Who.ANY
    return [(_act(1 if m.group(3) else 0, _n(m.group(4), 0), True), Prim(Op.ENTER_COMBAT, 1, who))]


@_rule(rf"if {_S} is ready during your master phase, you get two master phase actions \(instead of one\)")
def _two_master_actions(m: re.Match[str]) -> _Abilities:
    return [(_w(When.WHILE_READY), Prim(Op.MASTER_ACTIONS, 1))]


@_rule(rf"while {_S} is ready, you get two master phase actions \(instead of one\) each master phase"
       rf" and \+(\d) hand size")
def _two_master_actions_hand(m: re.Match[str]) -> _Abilities:
    return [(_w(When.WHILE_READY), Prim(Op.MASTER_ACTIONS, 1), Prim(Op.HAND_SIZE, int(m.group(1))))]


@_rule(rf"if {_S} is (?:ready|unlocked) (?:at the start of|during) your master phase, you get \+(\d) master"
       rf" phase actions?")
def _plus_master_action(m: re.Match[str]) -> _Abilities:
    unlocked = 1 if " is unlocked " in m.group(0) else 0
    return [(_w(When.WHILE_READY, unlocked), Prim(Op.MASTER_ACTIONS, int(m.group(1))))]


@_rule(rf"if {_S} is ready during your master phase, you can lock (?:him|her|it|them) to get \+(\d) master phase"
       rf" actions?")
def _lock_master_action(m: re.Match[str]) -> _Abilities:
    return [(_w(When.MASTER_PHASE), Prim(Op.LOCK_SELF, 1), Prim(Op.MASTER_ACTIONS, int(m.group(1))))]


@_rule(rf"if {_S} is ready during your master phase, you can burn (\d) pool to get \+(\d) master phase actions?")
def _pay_master_action(m: re.Match[str]) -> _Abilities:
    return [(_w(When.MASTER_PHASE), Prim(Op.PAY_POOL, int(m.group(1))), Prim(Op.MASTER_ACTIONS, int(m.group(2))))]


@_rule(rf"if {_S} is ready at the start of your influence phase, you get \+(\d) transfers?")
def _transfers(m: re.Match[str]) -> _Abilities:
    return [(_w(When.WHILE_READY), Prim(Op.TRANSFERS, int(m.group(1))))]


@_rule(rf"while {_S} is ready, you get \+(\d) hand size")
def _hand_size(m: re.Match[str]) -> _Abilities:
    return [(_w(When.WHILE_READY), Prim(Op.HAND_SIZE, int(m.group(1))))]


@_rule(rf"if {_S} successfully hunts, (?:he|she|it) does not unlock as normal during (?:his|her|its) next unlock phase")
def _hunt_locks(m: re.Match[str]) -> _Abilities:
    return [(_w(When.AFTER_ACTION), _w(When.HUNTING), Prim(Op.CANNOT, 0, Restriction.UNLOCK))]


@_rule(rf"whenever a vampire controlled by your predator or prey is burned, {_S} gains (\d) blood")
def _neighbour_burned_blood(m: re.Match[str]) -> _Abilities:
    return [(_w(When.BURNED, Who.ANOTHER), Prim(Op.GAIN_BLOOD, int(m.group(1))))]


@_rule(rf"while {_S} is in combat, you get \+(\d) hand size")
def _combat_hand_size(m: re.Match[str]) -> _Abilities:
    return [(_w(When.EACH_COMBAT), Prim(Op.HAND_SIZE, int(m.group(1))))]


@_rule(rf"while {_S} is ready, you get \+(\d) discard phase actions? at the start of your discard phase,? and \+"
       rf"(\d) hand size")
def _discard_actions_hand(m: re.Match[str]) -> _Abilities:
    return [(_w(When.WHILE_READY), Prim(Op.DISCARD_ACTIONS, int(m.group(1))), Prim(Op.HAND_SIZE, int(m.group(2))))]


@_rule(rf"{_S} (?:can|may) bleed (?:at|with) \+(\d) bleed as an? (?:\+(\d) stealth )?\(d\) action(?: that costs "
       rf"(\d) blood)?")
def _bleed_action(m: re.Match[str]) -> _Abilities:
    return [(_act(_n(m.group(2), 0), _n(m.group(3), 0), True), Prim(Op.BLEED, int(m.group(1))))]


@_rule(rf"{_S} can burn (\d) blood to strike: (\d)(r?) (aggravated )?damage")
def _blood_strike(m: re.Match[str]) -> _Abilities:
    prims = [Prim(Op.PAY_BLOOD, int(m.group(1))), Prim(Op.STRIKE, int(m.group(2)), 1 if m.group(3) else 0)]
    if m.group(4):
        prims.append(Prim(Op.AGGRAVATED, 1))
    return [tuple(prims)]


@_rule(rf"{_S} can strike: (\d)(r?) (aggravated )?damage")
def _strike(m: re.Match[str]) -> _Abilities:
    prims = [Prim(Op.STRIKE, int(m.group(1)), 1 if m.group(2) else 0)]
    if m.group(3):
        prims.append(Prim(Op.AGGRAVATED, 1))
    return [tuple(prims)]


@_rule(rf"{_S} (?:can|may) steal (\d) blood(?: or life)? as a (ranged )?strike")
def _steal_strike(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.STEAL_BLOOD, int(m.group(1)), 1 if m.group(2) else 0),)]


@_rule(rf"{_S} (?:can|may) steal (equipment|a weapon|an equipment) as a strike")
def _steal_equipment_strike(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.STRIKE, 0), Prim(Op.STEAL_CARD, 1, Thing.WEAPON if "weapon" in m.group(1) else Thing.EQUIPMENT))]


@_rule(rf"damage from {_S}'s hand strikes is aggravated")
def _aggravated_hands(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.STRIKE_STRENGTH, 0), Prim(Op.AGGRAVATED, 1))]


@_rule(rf"after {_S} successfully bleeds,? you (?:can|may) gain (\d) pool")
def _pool_after_bleed(m: re.Match[str]) -> _Abilities:
    return [(_w(When.AFTER_BLEED), Prim(Op.GAIN_POOL, int(m.group(1))))]


@_rule(rf"you (?:can|may) burn the top card of the target methuselah's library after {_S} bleeds successfully")
def _mill_after_bleed(m: re.Match[str]) -> _Abilities:
    """"you can burn the top card of the target Methuselah's library after Hecate bleeds successfully"."""
    return [(_w(When.AFTER_BLEED), Prim(Op.MILL, 1))]


@_rule(rf"{_S} cannot (?:attempt to )?block")
def _cannot_block(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.BLOCK),)]


@_rule(rf"{_S} cannot use weapons")
def _no_weapons(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.USE_WEAPONS),)]


@_rule(rf"{_S} cannot have or use equipment( or retainers)?")
def _no_equipment(m: re.Match[str]) -> _Abilities:
    out = [Prim(Op.CANNOT, 0, Restriction.HAVE_EQUIPMENT)]
    if m.group(1):
        out.append(Prim(Op.CANNOT, 0, Restriction.HAVE_RETAINERS))
    return [tuple(out)]


@_rule(rf"{_S} cannot perform political actions")
def _no_political(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.POLITICAL_ACTIONS),)]


@_rule(rf"once each turn, {_S} can unlock")
def _unlock_once(m: re.Match[str]) -> _Abilities:
    return [(_w(When.ONCE_PER_TURN), Prim(Op.UNLOCK, 1))]


@_rule(rf"{_S} cannot play action cards")
def _no_action_cards(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.PLAY_ACTION_CARDS),)]


@_rule(rf"{_S} cannot use cards requiring [a-z]+ \[(\w+)\]")
def _no_discipline(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.USE_DISCIPLINE, disc_code(m.group(1))),)]


@_rule(r"(allies|vampires|younger vampires) cannot (?:attempt to )?block (?:him|her|it|them|§)")
def _unblockable_by(m: re.Match[str]) -> _Abilities:
    who = {"allies": Who.ALLY, "vampires": Who.VAMPIRE, "younger vampires": Who.YOUNGER}[m.group(1)]
    return [(Prim(Op.UNBLOCKABLE, 1, who),)]


@_rule(rf"younger ([a-z ]+?) cannot (?:attempt to )?block {_S}")
def _unblockable_younger_clan(m: re.Match[str]) -> _Abilities | None:
    clan = _clan_of(m.group(1))
    return [(_w(When.BLOCK_ATTEMPT, Who.YOUNGER), Prim(Op.UNBLOCKABLE, 1, Who.CLAN, clan))] if clan else None


@_rule(rf"(?:cards requiring )?[a-z]+ \[(\w+)\] cards? cost {_S} (-?\d|one) (?:less|fewer) blood"
       rf"|cards (?:requiring|that require) [a-z]+ \[(\w+)\] cost {_S} (-?\d|one) (?:less |fewer )?blood")
def _discipline_cost(m: re.Match[str]) -> _Abilities:
    disc = m.group(1) or m.group(3)
    n = abs(_n(m.group(2) or m.group(4)))
    return [(Prim(Op.COST_REDUCTION, n, Thing.DISCIPLINE_CARD, disc_code(disc)),)]


@_rule(rf"(combat|action|political action|reaction) cards cost {_S} (\d) (?:less|fewer) blood")
def _kind_cost(m: re.Match[str]) -> _Abilities:
    thing = {"combat": Thing.COMBAT, "action": Thing.ACTION, "political action": Thing.POLITICAL,
             "reaction": Thing.REACTION}[m.group(1)]
    return [(Prim(Op.COST_REDUCTION, int(m.group(2)), thing),)]


@_rule(rf"animals \(allies and retainers\) cost {_S} -?(\d) (?:fewer )?blood or pool")
def _animal_cost(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.COST_REDUCTION, int(m.group(1)), Thing.ANIMAL),)]


@_rule(rf"once each turn, {_S} can reduce the cost of a card (?:he|she|it|they) plays? by (\d) blood")
def _any_cost(m: re.Match[str]) -> _Abilities:
    return [(_w(When.ONCE_PER_TURN), Prim(Op.COST_REDUCTION, int(m.group(1)), Thing.ANY))]


@_rule(rf"{_S} gets {_N} optional maneuver and {_N} optional press each combat")
def _maneuver_and_press_each_combat(m: re.Match[str]) -> _Abilities:
    return [(_w(When.EACH_COMBAT), Prim(Op.MANEUVER, _n(m.group(1)))),
            (_w(When.EACH_COMBAT), Prim(Op.PRESS, _n(m.group(2))))]


@_rule(rf"{_S} gets (?:an additional )?\+(\d) bleed against (?:a )?methuselahs? who controls? a ready ([a-z ]+?)"
       rf"(?: vampire)?")
def _bleed_against_clan(m: re.Match[str]) -> _Abilities | None:
    """"Céleste gets +1 bleed against Methuselahs who control a ready Toreador"."""
    clan = _clan_words(m.group(2))
    return [(_w(When.BLEEDING, clan), Prim(Op.PLUS_BLEED, int(m.group(1))))] if clan else None


@_rule(rf"{_S} gets ([+-]\d) intercept against ([a-z ]+?)(?: and ([a-z ]+?))?(?: vampires)?")
def _intercept_against_clans(m: re.Match[str]) -> _Abilities | None:
    """"Vaclav gets +1 intercept against Gangrel", "Hugo gets -1 intercept against Lasombra and
    Tzimisce": when attempting to block a vampire of the clan."""
    clans = [_clan_words(g) for g in m.groups()[1:] if g]
    if not all(clans):
        return None
    return [(_w(When.BLOCKING, Who.CLAN), Prim(Op.INTERCEPT, int(m.group(1)), 0, c)) for c in clans]


@_rule(r"([a-z ]+?) get ([+-]\d) strength in combat with (?:§|him|her)")
def _clan_strength_vs(m: re.Match[str]) -> _Abilities | None:
    clan = _clan_words(m.group(1).replace("followers of set", "follower of set"))  # "... with Vardar"
    return [(_w(When.IN_COMBAT_WITH, Who.CLAN, clan), Prim(Op.STRENGTH, int(m.group(2)), 1))] if clan else None


@_rule(rf"{_S} gets \+(\d) intercept when attempting to block (?:an? |other )?([a-z ]+?)(?: vampires?)?")
def _intercept_vs_clan(m: re.Match[str]) -> _Abilities | None:
    clan = _clan_of(m.group(2))
    return [(_w(When.BLOCKING, Who.CLAN), Prim(Op.INTERCEPT, int(m.group(1)), 0, clan))] if clan else None


@_rule(rf"{_S} gets (?:an additional )?\+(\d) bleed (?:against|when bleeding) a methuselah who controls a younger "
       rf"ready ([a-z ]+?)(?: vampire)?")
def _bleed_vs_younger_clan(m: re.Match[str]) -> _Abilities | None:
    clan = _clan_words(m.group(2))  # Stravinsky: "... who controls a younger ready Tzimisce"
    return [(_w(When.BLEEDING, clan, Who.YOUNGER), Prim(Op.PLUS_BLEED, int(m.group(1))))] if clan else None


@_rule(rf"{_S} gets (?:an additional )?\+(\d) bleed when bleeding a methuselah who controls a ready ([a-z ]+?)"
       rf"(?: vampire)?")
def _bleed_vs_clan(m: re.Match[str]) -> _Abilities | None:
    clan = _clan_words(m.group(2))
    return [(_w(When.BLEEDING, clan), Prim(Op.PLUS_BLEED, int(m.group(1))))] if clan else None


@_rule(rf"{_S} gets \+(\d) strength (?:when |while )?in combat with (?:an? )?([a-z ]+?)(?: vampires?)?")
def _strength_vs(m: re.Match[str]) -> _Abilities | None:
    word = m.group(2)
    if word == "camarilla":
        return [(_w(When.IN_COMBAT_WITH, Who.CAMARILLA), Prim(Op.STRENGTH, int(m.group(1))))]
    clan = _clan_of(word)
    return [(_w(When.IN_COMBAT_WITH, Who.CLAN), Prim(Op.STRENGTH, int(m.group(1)), 0, clan))] if clan else None


@_rule(rf"{_S} gets -(\d) (stealth|strength) (?:when|while) (hunting|bleeding|in combat with an? [a-z ]+)")
def _malus(m: re.Match[str]) -> _Abilities | None:
    what, when = m.group(2), m.group(3)
    op = Op.STEALTH if what == "stealth" else Op.STRENGTH
    if when == "hunting":
        return [(_w(When.HUNTING), Prim(op, -int(m.group(1))))]
    if when == "bleeding":
        return [(_w(When.BLEEDING), Prim(op, -int(m.group(1))))]
    clan = _clan_of(when.split(" with ")[1].split(" ", 1)[1])
    return [(_w(When.IN_COMBAT_WITH, Who.CLAN), Prim(op, -int(m.group(1)), 0, clan))] if clan else None


@_rule(rf"{_S} does not get the usual \+1 stealth when hunting")
def _no_hunt_stealth(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.HUNT_STEALTH),)]


@_rule(rf"{_S} gets \+(\d) stealth (?:during|on) (?:actions requiring [a-z]+ \[(\w+)\]|(recruit and employ) actions"
       r"|(undirected) actions|(?:each of )?(?:his|her|its|their) actions)")
def _stealth_during(m: re.Match[str]) -> _Abilities:
    n = int(m.group(1))
    if m.group(2):
        return [(_w(When.ACTION_REQUIRING, disc_code(m.group(2))), Prim(Op.STEALTH, n))]
    if m.group(3):
        return [(_w(When.RECRUIT_EMPLOY), Prim(Op.STEALTH, n))]
    if m.group(4):
        return [(_w(When.UNDIRECTED), Prim(Op.STEALTH, n))]
    return [(Prim(Op.STEALTH, n),)]


@_rule(rf"(?:once each (action|turn), )?(?:{_S} can|during an action, {_S} can) burn (\d) blood to get \+(\d) "
       r"(intercept|stealth|bleed)(?: for the current action)?")
def _pay_for_stat(m: re.Match[str]) -> _Abilities:
    prims = [Prim(Op.PAY_BLOOD, int(m.group(2))), Prim(_STAT_OPS[m.group(4)], int(m.group(3)))]
    if m.group(1):
        prims.insert(0, _w(When.ONCE_PER_ACTION if m.group(1) == "action" else When.ONCE_PER_TURN))
    return [tuple(prims)]


@_rule(rf"(?:during your unlock phase, )?(?:you (?:can|may) move|{_S} (?:can|may) move) (\d) blood from (?:§|him"
       rf"|her|it) to "
       r"(?:(a vampire in play or in your uncontrolled region)|(?:any|a|an) ([a-z ]+?) in your uncontrolled region)"
       r"(?: during your unlock phase)?")
def _move_blood(m: re.Match[str]) -> _Abilities | None:
    if m.group(2):
        return [(_w(When.UNLOCK_PHASE), Prim(Op.MOVE_BLOOD, int(m.group(1)), 2))]
    word = m.group(3)
    clan = 0 if word in ("vampire", "younger vampire") else _clan_of(word)
    if word not in ("vampire", "younger vampire") and not clan:
        return None
    return [(_w(When.UNLOCK_PHASE), Prim(Op.MOVE_BLOOD, int(m.group(1)), 3 if word == "younger vampire" else 1, clan))]


@_rule(r"you may use a discard phase action to move (\d) blood from § to an? ([a-z ]+?) in your uncontrolled region")
def _move_blood_discard(m: re.Match[str]) -> _Abilities:
    clan = _clan_of(m.group(2)) if m.group(2) not in ("vampire", "laibon") else 0
    req = [Prim(Op.REQUIRES, 0, Req.LAIBON)] if m.group(2) == "laibon" else []
    return [(_w(When.DISCARD_PHASE), Prim(Op.MOVE_BLOOD, int(m.group(1)), 1, clan), *req)]


@_rule(rf"{_S} (?:may|can) steal (?:up to )?(\d) blood(?: or life \(becoming blood\))? from an? (younger vampire"
       rf"|ready minion"
       rf"|vampire|minion) as an? (\+1 stealth )?\(d\) action")
def _steal_blood_action(m: re.Match[str]) -> _Abilities:
    who = Who.YOUNGER if "younger" in m.group(2) else Who.VAMPIRE if m.group(2) == "vampire" else Who.ANY
    return [(_act(1 if m.group(3) else 0, 0, True), Prim(Op.STEAL_BLOOD, int(m.group(1)), 0, who))]


@_rule(rf"{_S} (?:can|may) burn an? (retainer|location|equipment|ally) as an? (\+1 stealth )?\(d\) action")
def _burn_action(m: re.Match[str]) -> _Abilities:
    return [(_act(1 if m.group(2) else 0, 0, True), Prim(Op.BURN_CARD, 1, _THING_WORDS[m.group(1)]))]


@_rule(rf"{_S} (?:can|may) burn a location or steal an equipment as a \(d\) action")
def _burn_or_steal(m: re.Match[str]) -> _Abilities:
    return [(_act(0, 0, True), Prim(Op.BURN_CARD, 1, Thing.LOCATION)),
            (_act(0, 0, True), Prim(Op.STEAL_CARD, 1, Thing.EQUIPMENT))]


@_rule(rf"{_S} can search your library for an? (minion card|location|equipment|retainer|ally), reveal it, and"
       rf" move it to"
       r" your hand as an? (\+1 stealth )?action")
def _search_action(m: re.Match[str]) -> _Abilities:
    return [(_act(1 if m.group(2) else 0), Prim(Op.SEARCH, 1, _THING_WORDS[m.group(1)]))]


@_rule(rf"{_S} (?:can|may) lock an ally or a younger vampire as an? (\+1 stealth )?\(d\) action")
def _lock_action(m: re.Match[str]) -> _Abilities:
    return [(_act(1 if m.group(1) else 0, 0, True), Prim(Op.LOCK, 1, Who.ALLY_OR_YOUNGER))]


@_rule(rf"{_S} (?:may|can) steal an ally controlled by another methuselah as an? (\+1 stealth )?\(d\) action")
def _steal_ally(m: re.Match[str]) -> _Abilities:
    return [(_act(1 if m.group(1) else 0, 0, True), Prim(Op.STEAL_CARD, 1, Thing.ALLY))]


@_rule(rf"{_S} may attempt to block (?:a vampire|any minion|a minion) controlled by another methuselah,?"
       rf" ignoring the normal"
       r" prey, predator or target restrictions(?: for blocking actions)?")
def _block_any(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.BLOCK_ANY, 1),)]


@_rule(rf"during your minion phase, {_S} can unlock")
def _self_unlock(m: re.Match[str]) -> _Abilities:
    return [(_w(When.MINION_PHASE), Prim(Op.UNLOCK, 1))]


@_rule(r"(?:once during your turn|during your minion phase), you (?:can|may) lock or unlock another ready ([a-z ]+?)"
       r"(?: or ([a-z ]+))?")
def _lock_unlock_other(m: re.Match[str]) -> _Abilities | None:
    clan = _clan_of(m.group(1))
    when = When.MINION_PHASE if m.group(0).startswith("during your minion phase") else When.ONCE_PER_TURN
    return [(_w(when), Prim(Op.UNLOCK_OTHER, 1, 1, clan))] if clan else None


@_rule(rf"if {_S} is ready during your discard phase, you can unlock another ready ([a-z ]+)")
def _discard_unlock(m: re.Match[str]) -> _Abilities | None:
    clan = _clan_of(m.group(1))
    return [(_w(When.DISCARD_PHASE), Prim(Op.UNLOCK_OTHER, 1, 0, clan))] if clan else None


@_rule(r"actions directed at (?:him|her|it|§) cost (\d) additional pool")
def _action_cost(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.ACTION_COST, int(m.group(1))),)]


@_rule(rf"during your master phase, you may burn the edge to gain (\d) pool if {_S} is ready"
       r"|you can burn the edge during your (master|discard) phase to gain (\d) pool")
def _edge_pool(m: re.Match[str]) -> _Abilities:
    phase = When.DISCARD_PHASE if m.group(2) == "discard" else When.MASTER_PHASE
    return [(_w(phase), Prim(Op.EDGE, -1), Prim(Op.GAIN_POOL, int(m.group(1) or m.group(3))))]


@_rule(rf"during your unlock phase, you can burn the edge to give {_S} (\d) blood from the blood bank")
def _edge_blood(m: re.Match[str]) -> _Abilities:
    return [(_w(When.UNLOCK_PHASE), Prim(Op.EDGE, -1), Prim(Op.GAIN_BLOOD, int(m.group(1))))]


@_rule(rf"during your unlock phase, {_S} can burn one of (?:his|her|its|their) retainers to gain (\d) blood")
def _retainer_blood(m: re.Match[str]) -> _Abilities:
    return [(_w(When.UNLOCK_PHASE), Prim(Op.BURN_CARD, 1, Thing.RETAINER), Prim(Op.GAIN_BLOOD, int(m.group(1))))]


@_rule(r"any vampire contesting §'s title must yield during (?:their|his or her|his|her) unlock phase")
def _title_prevails(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.TRAIT, 0, Trait.TITLE_PREVAILS),)]


@_rule(rf"(?:if you control a ready prince or justicar, )?blood hunts cannot be called on {_S}")
def _no_blood_hunt(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.BLOOD_HUNT),)]


@_rule(rf"contracts cannot be placed on {_S}")
def _no_contracts(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.GET_CONTRACTS),)]


@_rule(rf"after the end of your minion phase, burn {_S} and move the top card from your crypt to your"
       rf" uncontrolled region")
def _tupdog(m: re.Match[str]) -> _Abilities:
    return [(_w(When.AFTER_MINION_PHASE), Prim(Op.BURN_CARD, 1, Thing.VAMPIRE), Prim(Op.CRYPT_TO_UNCONTROLLED, 1))]


@_rule(r"as (?:the )?(?:§|convert) enters play, you can remove (?:him|her|it) from the game to make a non-titled"
       r" vampire you control"
       r" anarch and either gain (\d) pool or draw (\d) card from your crypt")
def _convert(m: re.Match[str]) -> _Abilities:
    head = (_w(When.ENTERS_PLAY), Prim(Op.REMOVE_FROM_GAME, 1, Thing.VAMPIRE), Prim(Op.BECOME, 0, Req.ANARCH))
    return [head + (Prim(Op.GAIN_POOL, int(m.group(1))),), head + (Prim(Op.CRYPT_TO_UNCONTROLLED, int(m.group(2))),)]


@_rule(rf"{_S} (?:may|can) call a referendum to ([a-z0-9 ]+) as an? (\+1 stealth )?political action")
def _referendum_ability(m: re.Match[str]) -> _Abilities | None:
    return None  # the terms differ per vampire: read by explicit entries


@_rule(rf"{_S} gets \+(\d) (vote|votes|ballots?) for each ready ([a-z ]+?) you control")
def _votes_per(m: re.Match[str]) -> _Abilities | None:
    return None


_GETS_WHEN = {
    "during bleed actions": (When.BLEED_ACTION, 0, 0), "when bleeding": (When.BLEEDING, 0, 0),
    "when hunting": (When.HUNTING, 0, 0), "during political actions": (When.POLITICAL, 0, 0),
    "during each political action": (When.POLITICAL, 0, 0), "during diablerie actions": (When.DIABLERIE, 0, 0),
    "on equip actions": (When.RECRUIT_EMPLOY, 0, 0), "during referendums": (When.POLITICAL, 0, 0),
    "during directed actions": (When.DIRECTED_ACTION, 0, 0),
}


@_rule(rf"{_S} gets ([+-]\d|one additional|an additional) (intercept|stealth|bleed|strength|votes?)"
       r" (during bleed actions|when bleeding|when hunting|during political actions|during each political action"
       r"|during diablerie actions|during directed actions)")
def _stat_during(m: re.Match[str]) -> _Abilities:
    n = 1 if m.group(1) in ("one additional", "an additional") else int(m.group(1))
    code, arg, cond = _GETS_WHEN[m.group(3)]
    return [(_w(code, arg, cond), Prim(_STAT_OPS[m.group(2)], n))]


@_rule(r"during (your|any methuselah's) discard phase, (?:you may burn (?:a|1) pool to unlock §|§ (?:can|may) "
       r"(?:burn the edge to )?unlock)")
def _discard_unlock_self(m: re.Match[str]) -> _Abilities:
    cost = [Prim(Op.PAY_POOL, 1)] if "pool" in m.group(0) else [Prim(Op.EDGE, -1)] if "edge" in m.group(0) else []
    return [(_w(When.DISCARD_PHASE, 1 if m.group(1) != "your" else 0), *cost, Prim(Op.UNLOCK_MINION, 1))]


@_rule(r"rescuing (?:§|him|her) from torpor costs (?:\+?(\d) additional|\+(\d)) blood")
def _rescue_cost(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.ACTION_COST, int(m.group(1) or m.group(2)), Thing.VAMPIRE),)]


@_rule(rf"vampires with capacity (\d) or less cannot (?:attempt to )?block {_S}")
def _unblockable_small(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.UNBLOCKABLE, 1, Who.CAPACITY_AT_MOST, int(m.group(1))),)]


@_rule(rf"{_S} gets \+(\d) bleed (?:when bleeding|against) a methuselah who controls a ready camarilla vampire")
def _bleed_vs_camarilla(m: re.Match[str]) -> _Abilities:
    return [(_w(When.BLEEDING, 0, Who.CAMARILLA), Prim(Op.PLUS_BLEED, int(m.group(1))))]


@_rule(rf"{_S} (?:may|can) steal (?:up to )?(\d) blood from an? ([a-z ]+?) (?:vampire )?as an? (\+1 stealth"
       rf" )?\(d\) action")
def _steal_blood_clan(m: re.Match[str]) -> _Abilities | None:
    clan = _clan_of(m.group(2))
    if not clan:
        return None
    return [(_act(1 if m.group(3) else 0, 0, True), Prim(Op.STEAL_BLOOD, int(m.group(1)), 0, Who.CLAN))]


@_rule(rf"{_S} (?:can|may) add (\d) blood to a vampire in your uncontrolled region as an? (\+1 stealth )?action")
def _add_blood_action(m: re.Match[str]) -> _Abilities:
    return [(_act(1 if m.group(2) else 0), Prim(Op.ADD_UNCONTROLLED, int(m.group(1))))]


@_rule(rf"(?:during a referendum, )?{_S} (?:may|can) burn (\d) blood to (?:gain|get \+)(\d) votes?")
def _blood_for_vote(m: re.Match[str]) -> _Abilities:
    return [(_w(When.POLLING), Prim(Op.PAY_BLOOD, int(m.group(1))), Prim(Op.VOTES, int(m.group(2))))]


@_rule(rf"during a bleed action, {_S} can discard a card requiring [a-z]+ \[(\w+)\] to get \+(\d) bleed")
def _discard_for_bleed(m: re.Match[str]) -> _Abilities:
    return [(_w(When.BLEEDING), _discard_requiring(m.group(1)), Prim(Op.PLUS_BLEED, int(m.group(2))))]


#: DISCARD_FROM_HAND's cond for "a card requiring the Discipline" is this plus the Discipline's code
DISCARD_DISC = 16


def _discard_requiring(abbr: str) -> Prim:
    """Discard a card requiring the Discipline ``abbr`` (any card when it is unknown)."""
    code = disc_code(abbr)
    return Prim(Op.DISCARD_FROM_HAND, 1, 0, DISCARD_DISC + code if code else 0)


@_rule(rf"once each combat, {_S} can discard (?:one|a) card requiring [a-z]+ \[(\w+)\] to get 1 press")
def _discard_for_press(m: re.Match[str]) -> _Abilities:
    """"once each combat, Velya can discard one card requiring Auspex [aus] to get 1 press"."""
    return [(_w(When.ONCE_PER_COMBAT), _discard_requiring(m.group(1)), Prim(Op.PRESS, 1))]


@_rule(rf"once each combat, {_S} can strike: (dodge|combat ends)")
def _strike_each_combat(m: re.Match[str]) -> _Abilities:
    return [(_w(When.ONCE_PER_COMBAT), Prim(Op.DODGE if m.group(1) == "dodge" else Op.COMBAT_ENDS, 1))]


@_rule(rf"{_S} gets ([+-]\d) intercept (?:against|when attempting to block) (titled vampires|vampires|allies"
       r"|camarilla vampires|sabbat vampires|anarchs)")
def _intercept_against(m: re.Match[str]) -> _Abilities:
    who = {"titled vampires": Who.TITLED, "vampires": Who.VAMPIRE, "allies": Who.ALLY,
           "camarilla vampires": Who.CAMARILLA,
           "sabbat vampires": Who.SABBAT, "anarchs": Who.ANARCH}[m.group(2)]
    return [(_w(When.BLOCKING, who), Prim(Op.INTERCEPT, int(m.group(1))))]


@_rule(rf"during the polling step of (?:any|a) (?:referendum|political action), {_S} can discard a card"
       rf" requiring [a-z]+"
       r" \[(\w+)\] to get \+(\d) votes?")
def _discard_for_votes(m: re.Match[str]) -> _Abilities:
    return [(_w(When.POLLING), _discard_requiring(m.group(1)), Prim(Op.VOTES, int(m.group(2))))]


@_rule(rf"you can unlock {_S} after a referendum called by (?:him|her|them) passes")
def _unlock_after_referendum(m: re.Match[str]) -> _Abilities:
    return [(_w(When.REFERENDUM_PASSED), Prim(Op.UNLOCK_MINION, 1))]


@_rule(rf"vampires must burn (\d) blood to cast votes and ballots against referendums called by {_S}")
def _cost_to_oppose(m: re.Match[str]) -> _Abilities:
    return [(_w(When.POLLING), Prim(Op.COST_INCREASE, int(m.group(1)), Thing.POLITICAL))]


@_rule(rf"{_S} (?:can|may) enter combat with an? (minion|vampire)(?: with capacity (\d) or less)? controlled by your"
       r" predator or prey as an? (\+1 stealth )?\(d\) action")
def _enter_combat_near(m: re.Match[str]) -> _Abilities:
    who = Who.VAMPIRE if m.group(1) == "vampire" else Who.ANY
    return [(_act(1 if m.group(3) else 0, 0, True), Prim(Op.ENTER_COMBAT, 2, who, _n(m.group(2), 0)))]


def _clan_words(words: str) -> int:
    """Clan index + 1 of "lasombra", "follower of set" (old names too), 0 when unknown."""
    return _clan_of(words) or clan_code(words.strip().capitalize()) \
        or clan_code(words.strip().title().replace(" Of ", " of "))  # "follower of set"


@_rule(rf"(you and )?{_S} (?:can|may) play cards requiring an? ([a-z ]+?)(?: or an? ([a-z ]+?))? as if (?:he|she|it)"
       r" (?:were|was) (?:an? [a-z ]+|of that required clan)")
def _as_clan(m: re.Match[str]) -> _Abilities | None:
    """"Abraham Mellon can play cards requiring a Tremere as if he were a Tremere", "you and
    Tatiana can play cards requiring a Brujah or a Gangrel as if she were of that required clan"."""
    clans = [_clan_words(g) for g in m.groups()[1:] if g]
    if not all(clans):
        return None
    return [tuple(Prim(Op.AS_CLAN, 0, 1 if m.group(1) else 0, c) for c in clans)]


@_rule(rf"{_S} gets ([+-]\d) intercept when attempting to block (?:an? |other )?([a-z ]+?) and ([a-z ]+?)(?: vampires)?")
def _intercept_vs_two_clans(m: re.Match[str]) -> _Abilities | None:
    clans = [_clan_words(m.group(2)), _clan_words(m.group(3))]
    if not all(clans):
        return None
    return [(_w(When.BLOCKING, Who.CLAN), Prim(Op.INTERCEPT, int(m.group(1)), 0, c)) for c in clans]


@_rule(rf"{_S} gets ([+-]\d) intercept when attempting to block (?:an? |other )?(follower of set|followers of set)")
def _intercept_vs_setite(m: re.Match[str]) -> _Abilities:
    return [(_w(When.BLOCKING, Who.CLAN), Prim(Op.INTERCEPT, int(m.group(1)), 0, clan_code("Follower of Set")))]


@_rule(rf"{_S} gets ([+-]\d) (intercept against|strength in combat with) (?:an? )?older vampires?")
def _stat_vs_older(m: re.Match[str]) -> _Abilities:
    if m.group(2).startswith("intercept"):
        return [(_w(When.BLOCKING, Who.OLDER), Prim(Op.INTERCEPT, int(m.group(1))))]
    return [(_w(When.IN_COMBAT_WITH, Who.OLDER), Prim(Op.STRENGTH, int(m.group(1))))]


@_rule(rf"{_S} gets ([+-]\d) stealth (?:during|on) (equip|undirected|political) actions")
def _stealth_equip_undirected(m: re.Match[str]) -> _Abilities:
    when = {"equip": When.EQUIP, "undirected": When.UNDIRECTED, "political": When.POLITICAL}[m.group(2)]
    return [(_w(when), Prim(Op.STEALTH, int(m.group(1))))]


@_rule(rf"{_S} gets ([+-]\d) stealth when (?:employing retainers and recruiting allies|recruiting allies and employing"
       r" retainers)")
def _stealth_recruit_employ(m: re.Match[str]) -> _Abilities:
    return [(_w(When.RECRUIT_EMPLOY), Prim(Op.STEALTH, int(m.group(1))))]


@_rule(rf"combat cards requiring [a-z]+ \[(\w+)\] cost {_S} (\d) (?:less|fewer) blood")
def _combat_discipline_cost(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.COST_REDUCTION, int(m.group(2)), Thing.COMBAT, disc_code(m.group(1))),)]


@_rule(rf"allies and retainers cost {_S} (\d) (?:less|fewer) blood or pool")
def _ally_retainer_cost(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.COST_REDUCTION, int(m.group(1)), Thing.ALLY_OR_RETAINER),)]


_SO = r"(?:§|him|her|it|them)"  # the vampire itself, as the object of a sentence
#: The minions a vampire's "in combat with / when attempting to block X" names, by sect or kind
_MINION_WORDS = {
    "ally": Who.ALLY, "allies": Who.ALLY, "camarilla vampire": Who.CAMARILLA, "camarilla vampires": Who.CAMARILLA,
    "sabbat vampire": Who.SABBAT, "sabbat vampires": Who.SABBAT, "anarch": Who.ANARCH, "anarchs": Who.ANARCH,
    "titled vampire": Who.TITLED, "titled vampires": Who.TITLED, "older vampire": Who.OLDER,
    "older vampires": Who.OLDER, "followers of set": Who.CLAN,
}


def _minion_filters(words: str) -> list[tuple[int, int]] | None:
    """(Who, clan) of each kind of minion in "an ally or a Camarilla vampire", "Tremere or Tremere
    antitribu"; None when one of them is no filter the rules check."""
    out = []
    for part in re.split(r" or |, ", words):
        part = re.sub(r"^(?:an?|any) ", "", part.strip())
        if part == "followers of set":
            out.append((int(Who.CLAN), clan_code("Follower of Set")))
        elif part in _MINION_WORDS:
            out.append((int(_MINION_WORDS[part]), 0))
        else:
            clan = _clan_words(re.sub(r"\s+vampires?$", "", part))
            if not clan:
                return None
            out.append((int(Who.CLAN), clan))
    return out or None


@_rule(r"([a-z ,]+?) get \+(\d) bleed (?:when bleeding|against) (?:you|§'s controller)")
def _bleed_against_you(m: re.Match[str]) -> _Abilities | None:
    """"Baali get +1 bleed when bleeding you" (Hektor), "Toreador and Toreador antitribu get +1
    bleed against you", "titled vampires get +1 bleed against you": those minions' bleeds at this
    vampire's Methuselah."""
    got = _minion_filters(m.group(1).replace(" and ", " or "))
    if got is None:
        return None
    return [tuple((_w(When.BLEED_AGAINST_YOU, who, clan), Prim(Op.PLUS_BLEED, int(m.group(2))))) for who, clan in got]


@_rule(rf"{_S} gets ([+-]\d) strength (?:when |while )?in combat with ([a-z ,]+?)")
def _strength_vs_filters(m: re.Match[str]) -> _Abilities | None:
    """"Jamal gets +1 strength in combat with an ally or a Camarilla vampire", "Erinyi gets -1
    strength in combat with a Gangrel antitribu"."""
    got = _minion_filters(m.group(2))
    if got is None:
        return None
    return [(_w(When.IN_COMBAT_WITH, who), Prim(Op.STRENGTH, int(m.group(1)), 0, clan)) for who, clan in got]


@_rule(rf"{_S} gets ([+-]\d) intercept (?:when attempting to block|against) ([a-z ,]+?)")
def _intercept_vs_filters(m: re.Match[str]) -> _Abilities | None:
    """"Rocia gets +1 intercept when attempting to block Tremere or Tremere antitribu"."""
    got = _minion_filters(m.group(2))
    if got is None:
        return None
    return [(_w(When.BLOCKING, who), Prim(Op.INTERCEPT, int(m.group(1)), 0, clan)) for who, clan in got]


@_rule(rf"combat cards requiring [a-z ]+ \[(\w+)\] cost {_SO} (\d) (?:less|fewer) blood")
def _combat_discipline_cost_object(m: re.Match[str]) -> _Abilities:
    """"combat cards requiring Serpentis [ser] cost him 1 fewer blood" (Ghede)."""
    return [(Prim(Op.COST_REDUCTION, int(m.group(2)), Thing.COMBAT, disc_code(m.group(1))),)]


@_rule(rf"cards (?:requiring|that require) [a-z ]+ \[(\w+)\] cost {_SO} (\d|one) (?:less|fewer) blood")
def _discipline_cost_object(m: re.Match[str]) -> _Abilities:
    """"cards that require Thaumaturgy [tha] cost her 1 less blood" (Uta Kovacs)."""
    return [(Prim(Op.COST_REDUCTION, _n(m.group(2)), Thing.DISCIPLINE_CARD, disc_code(m.group(1))),)]


@_rule(rf"(combat|reaction) cards cost (?:{_S}|her|him) \+(\d) blood")
def _combat_cost_more(m: re.Match[str]) -> _Abilities:
    """"combat cards cost Rex +1 blood", "reaction cards cost her +1 blood": a cost reduction of
    -N (rules.blood_cost)."""
    return [(Prim(Op.COST_REDUCTION, -int(m.group(2)), Thing.COMBAT if m.group(1) == "combat" else Thing.REACTION),)]


@_rule(rf"during your unlock phase, {_S} can burn (\d) blood to lock an ally or younger vampire controlled by your"
       r" prey")
def _unlock_phase_lock(m: re.Match[str]) -> _Abilities:
    """"during your unlock phase, Scout can burn 2 blood to lock an ally or younger vampire
    controlled by your prey" (state.read_crypt: unlock_ability)."""
    return [(_w(When.UNLOCK_PHASE), Prim(Op.PAY_BLOOD, int(m.group(1))), Prim(Op.LOCK, 1, Who.ALLY_OR_YOUNGER, Who.PREY))]


@_rule(rf"if {_S} is ready (?:at the start of|during) your discard phase, you get (?:\+(\d)|an additional) discard"
       r" phase actions?")
def _discard_action_ready(m: re.Match[str]) -> _Abilities:
    return [(_w(When.WHILE_READY), Prim(Op.DISCARD_ACTIONS, _n(m.group(1))))]


@_rule(rf"(?:while|if) {_S} is ready, your hand size is increased by (\d|one)")
def _hand_size_increased(m: re.Match[str]) -> _Abilities:
    return [(_w(When.WHILE_READY), Prim(Op.HAND_SIZE, _n(m.group(1))))]


@_rule(rf"once each action, {_S} (?:can|may) burn (?:1|a) blood to get \+(\d) intercept")
def _blood_intercept_once(m: re.Match[str]) -> _Abilities:
    """"once each action, Cesewayo may burn 1 blood to get +1 intercept"."""
    return [(_w(When.ONCE_PER_ACTION), Prim(Op.PAY_BLOOD, 1), Prim(Op.INTERCEPT, int(m.group(1))))]


@_rule(rf"you (?:can|may) burn the edge during your discard phase to unlock {_S}")
def _edge_unlock_discard(m: re.Match[str]) -> _Abilities:
    return [(_w(When.DISCARD_PHASE), Prim(Op.EDGE, -1), Prim(Op.UNLOCK_MINION, 1))]


@_rule(rf"{_S} gets (?:an additional )?\+(\d) bleed (?:when bleeding|against) a methuselah who controls a ready"
       r" (sabbat vampire|anarch|titled vampire)")
def _bleed_vs_sect(m: re.Match[str]) -> _Abilities:
    """"Jorge De La Muerte gets +1 bleed when bleeding a Methuselah who controls a ready Sabbat vampire"."""
    who = {"sabbat vampire": Who.SABBAT, "anarch": Who.ANARCH, "titled vampire": Who.TITLED}[m.group(2)]
    return [(_w(When.BLEEDING, 0, who), Prim(Op.PLUS_BLEED, int(m.group(1))))]


@_rule(rf"{_S} (?:can|may) burn an? (retainer|location|equipment) as an? (\+1 stealth )?\(d\) action that costs (\d)"
       r" blood")
def _burn_action_cost(m: re.Match[str]) -> _Abilities:
    """"Diego Giovanni can burn a location as a (D) action that costs 2 blood"."""
    return [(_act(1 if m.group(2) else 0, int(m.group(3)), True), Prim(Op.BURN_CARD, 1, _THING_WORDS[m.group(1)]))]


@_rule(rf"{_S} (?:can|may) steal (?:an? )?(equipment|ally) as an? (\+1 stealth )?\(d\) action(?: that costs (\d)"
       r" blood)?")
def _steal_card_action(m: re.Match[str]) -> _Abilities:
    """"Kostantin can steal an equipment as a +1 stealth (D) action"."""
    thing = Thing.EQUIPMENT if m.group(1) == "equipment" else Thing.ALLY
    return [(_act(1 if m.group(2) else 0, _n(m.group(3), 0), True), Prim(Op.STEAL_CARD, 1, thing))]


@_rule(rf"(once each turn, )?{_S} can unlock after successfully hunting")
def _unlock_after_hunt(m: re.Match[str]) -> _Abilities:
    """"once each turn, Blanche Hill can unlock after successfully hunting" (rules.after_unlock)."""
    once = [_w(When.ONCE_PER_TURN)] if m.group(1) else []
    return [(*once, _w(When.AFTER_ACTION), _w(When.HUNTING), Prim(Op.UNLOCK_MINION, 1))]


@_rule(rf"during your minion phase, {_S} can burn (\d) blood to unlock after performing a successful action")
def _paid_unlock_after_action(m: re.Match[str]) -> _Abilities:
    """"during your minion phase, Baron Dieudonne can burn 1 blood to unlock after performing a
    successful action"."""
    return [(_w(When.AFTER_ACTION), Prim(Op.PAY_BLOOD, int(m.group(1))), Prim(Op.UNLOCK_MINION, 1))]


@_rule(rf"if {_S} performs a successful (equip|recruit or employ) action, (?:he|she|it|they) can unlock during the"
       r" next discard phase")
def _discard_unlock_after(m: re.Match[str]) -> _Abilities:
    """"if Szechenyi Jolán performs a successful recruit or employ action, she can unlock during
    the next discard phase"."""
    kind = When.EQUIP if m.group(1) == "equip" else When.RECRUIT_EMPLOY
    return [(_w(When.AFTER_ACTION), _w(kind), _w(When.DISCARD_PHASE), Prim(Op.UNLOCK_MINION, 1))]


@_rule(r"(younger )?([a-z ]+?) get ([+-]\d) intercept (?:when attempting to block|against) §")
def _blockers_intercept(m: re.Match[str]) -> _Abilities | None:
    """"Brujah get +1 intercept when attempting to block Nik", "younger Sabbat vampires get -1
    intercept against Lucita": the blocker's intercept (INTERCEPT arg 1; cond 1: younger only)."""
    got = _minion_filters(m.group(2))
    if got is None:
        return None
    younger = 1 if m.group(1) else 0
    return [(_w(When.BLOCK_ATTEMPT, who, clan), Prim(Op.INTERCEPT, int(m.group(3)), 1, younger)) for who, clan in got]


@_rule(rf"{_S} cannot (?:attempt to )?block titled vampires")
def _cannot_block_titled(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.BLOCK_TITLED),)]


@_rule(rf"{_S} strikes with first strike")
def _first_strike_vampire(m: re.Match[str]) -> _Abilities:
    return [(Prim(Op.FIRST_STRIKE, 1),)]


@_rule(r"\+(\d) hunt")
def _plus_hunt(m: re.Match[str]) -> _Abilities:
    """"+1 hunt": the vampire's hunt actions gain N more blood (rules 6.1.2)."""
    return [(Prim(Op.HUNT, int(m.group(1))),)]


def _crypt_sentences(card: Card) -> tuple[list[Prim], list[str]]:
    """Split a crypt text into (prefix primitives, sentences), lowercase, the name as ``§``."""
    text = _BRACES.sub("", card.text).strip()
    for form in _name_forms(card):
        text = re.sub(rf"(?<![\w§]){re.escape(form)}(?=s?(?:\W|$))", "§", text)
    low = re.sub(r"§(?: §)+", "§", " ".join(text.lower().split()))
    prefix: list[Prim] = []
    while True:
        m = _CRYPT_PREFIX.match(low)
        if not m:
            break
        if m.group("master"):
            prefix.append(Prim(Op.TRAIT, 0, Trait.SLAVE, _clan_of(m.group("master"))))
        elif m.group("trait") == "black hand seraph":  # "Black Hand Seraph: Teresita gets ..."
            prefix += [Prim(Op.TRAIT, 0, Trait.BLACK_HAND), Prim(Op.TRAIT, 0, Trait.SERAPH)]
        elif m.group("trait"):
            prefix.append(Prim(Op.TRAIT, 0, _TRAIT_WORDS[m.group("trait")]))
        low = low[m.end():]
    sentences = [s.strip().rstrip(".").strip() for s in _SENTENCE.split(low)]
    return prefix, [s for s in sentences if s]


def _short_name(card: Card) -> str:
    """How the text calls the vampire, for the unread sentences shown to players."""
    return re.sub(r"\s*\(.*?\)", "", card.name).split(",")[0]


def extract_crypt(card: Card) -> CryptEffect:
    """The abilities read from a crypt card's text, and the sentences left unread."""
    prefix, sentences = _crypt_sentences(card)
    options: list[Option] = [Option(0, 0, 0, (p,)) for p in prefix]
    unread: list[str] = []
    for sentence in sentences:
        for pattern, build in _CRYPT_RULES:
            m = pattern.fullmatch(sentence)
            if m is None:
                continue
            got = build(m)
            if got is None:
                continue
            options.extend(Option(0, 0, 0, tuple(p)) for p in got)
            break
        else:
            unread.append(sentence.replace("§", _short_name(card)))
    return CryptEffect(card.id, card.name, tuple(options), tuple(unread))


_BRACES = re.compile(r"[{}]")


# ---------------------------------------------------------------------------------------------
# Explicit entries for the most played cards the patterns cannot read


def option_key(option: Option) -> str:
    """The discipline key of an option: ``""`` (none), ``"dom"``, ``"DOM"``, ``"cel pro"``."""
    names = []
    for abbr, bit in sorted(DISCIPLINE_BITS.items()):
        if option.need_any >> bit & 1:
            names.append(abbr.upper() if option.need_sup >> bit & 1 else abbr)
    return " ".join(names)


def _on(key: str, *prims: Prim) -> Option:
    """A hand-written option for the discipline key ("" none, "dom" inferior, "DOM" superior,
    "cel pro" both): all its sentences are read."""
    need_any = need_sup = 0
    level = 0
    for word in key.split():
        bit = 1 << DISCIPLINE_BITS[word.lower()]
        need_any |= bit
        level = max(level, 1)
        if word.isupper():
            need_sup |= bit
            level = 2
    return Option(level, need_any, need_sup, tuple(prims))




def _opt(*prims: Prim, level: int = 0) -> Option:
    return Option(level, 0, 0, tuple(prims))


_Entry = TypeVar("_Entry")
#: An explicit entry: fields of :class:`Effect` to replace, and ``levels`` (see :func:`_apply_explicit`).
_Override = dict[str, Any]


def _merged(families: Iterable[Callable[[], dict[int, _Entry]]]) -> dict[int, _Entry]:
    """The hand-written tables of a list of families, merged in its order (a card is in one family:
    ``test_explicit_entries_are_written_once``)."""
    out: dict[int, _Entry] = {}
    for family in families:
        out.update(family())
    return out


def _explicit_masters() -> dict[int, _Override]:
    """Master cards."""
    return {
        # Villein: trifle, put on a vampire you control and move 2 to 5 blood to pool.
        102121: dict(mode=Mode.MASTER_ON_VAMPIRE, trifle=True, options=(_opt(Prim(Op.MOVE_TO_POOL, 5, 0, 2)),)),
        # Depravity: +1 strength on a vampire you control (the rest: masters.DEPRAVITY reads the text).
        100526: dict(mode=Mode.MASTER_ON_VAMPIRE, unique=True, options=(_opt(Prim(Op.STRENGTH, 1)),)),
        # Humanitas: 1 blood less to rescue (the rest: masters.HUMANITAS reads the text).
        100943: dict(mode=Mode.MASTER_ON_VAMPIRE, unique=True, options=(_opt(Prim(Op.RESCUE, 1)),)),
        # Blood Doll: master phase, 1 blood vampire <-> pool.
        100199: dict(mode=Mode.MASTER_ON_VAMPIRE, options=(_opt(Prim(Op.EXCHANGE, 1, PHASE_MASTER)),)),
        # Vessel: trifle, unlock phase, 1 blood vampire <-> pool.
        102113: dict(mode=Mode.MASTER_ON_VAMPIRE, trifle=True, options=(_opt(Prim(Op.EXCHANGE, 1, PHASE_UNLOCK)),)),
        # Minion Tap: any amount of blood from a vampire you control to pool.
        101217: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.MOVE_TO_POOL, 0)),)),
        # Zillah's Valley: add 4 blood to an uncontrolled vampire with capacity 8 or more.
        102207: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.ADD_UNCONTROLLED, 4, MIN_CAPACITY, 8)),)),
        # The Parthenon: lock for +1 master phase action.
        101355: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(Prim(Op.MASTER_ACTIONS, 1)),)),
        # Giant's Blood: a vampire gains blood up to capacity (only one per game: not tracked).
        100824: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.FILL_BLOOD, 0)),)),
        # Powerbase: Montreal: influence phase, add 1 blood to an uncontrolled vampire.
        101439: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1)),)),
        # Nosferatu Kingdom, Gang Territory: lock in the influence phase to add 1 blood to a Nosferatu
        # antitribu (a Brujah antitribu) in your uncontrolled region.
        101300: dict(mode=Mode.MASTER_IN_PLAY, unique=True, target_clan="Nosferatu antitribu",
                     options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1, CLAN)),)),
        100803: dict(mode=Mode.MASTER_IN_PLAY, unique=True, target_clan="Brujah antitribu",
                     options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1, CLAN)),)),
        # Mbare Market, Harare: lock to add 1 blood to a Laibon in your uncontrolled region.
        101189: dict(mode=Mode.MASTER_IN_PLAY, unique=True, options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1, KIND, Req.LAIBON)),)),
        # Arcane Library: lock in influence phase: 1 blood to a Tremere in the uncontrolled region.
        100081: dict(mode=Mode.MASTER_IN_PLAY, target_clan="Tremere",
                     options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1, CLAN)),)),
        # Wasserschloss Anif: moving Tremere blood into it and out again (net influence); not modeled.
        # Recruitment: a vampire searched for in the crypt to the uncontrolled region (Coroner's
        # Contact and Great Symposium, which give it blood: masters.CRYPT_FETCH).
        101569: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.SEARCH_CRYPT, 0, ANY)),)),
        # Effective Management: top crypt card to the uncontrolled region.
        100616: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CRYPT_TO_UNCONTROLLED, 1)),)),
        # Liquidation: burn 7 library cards, gain 3 pool; replaced in the discard phase.
        101112: dict(mode=Mode.MASTER, replace_at=Replace.DISCARD_PHASE,
                     options=(_opt(Prim(Op.MILL, 7), Prim(Op.GAIN_POOL, 3)),)),
        # Dreams of the Sphinx: the "1 blood to an uncontrolled vampire" use (lock; 3 counters burn it).
        100588: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1)),)),
        # The Rack: the chosen vampire can gain 2 blood during the unlock phase.
        101536: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(Prim(Op.HUNTING_GROUND, 2)),)),
        # Gird Minions: any number of pool to vampires you control (here: to one).
        100831: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.POOL_TO_BLOOD, 0)),)),
        # Vox Domini: out-of-turn, in a political action's referendum: the referendum fails.
        102132: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANCEL, 1, Thing.POLITICAL)),)),
        # Direct Intervention, Wash: cancel a card as it is played (out-of-turn).
        100545: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANCEL, 1)),)),
        102151: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANCEL, 1)),)),
        # Pentex(TM) Subversion: an opposing minion cannot block.
        101384: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANNOT_BLOCK, 1)),)),
        # Archon Investigation: burns a minion bleeding for 4 or more.
        100085: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.BURN_MINION, 1)),)),
        # Misdirection: lock a minion.
        101225: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.LOCK, 1)),)),
        # Fame: after the bearer goes to torpor its controller burns 3 pool; each Methuselah burns 1
        # pool in their unlock phase while it is in torpor.
        100698: dict(mode=Mode.MASTER_ON_VAMPIRE, options=(_opt(
            _w(When.TORPOR), Prim(Op.BURN_POOL, 3), _w(When.EACH_UNLOCK_PHASE, 1), Prim(Op.BURN_POOL, 1)),)),
    }


def _explicit_minion_cards() -> dict[int, _Override]:
    """Cards played by minions: actions, modifiers, reactions, combat."""
    return {
        # Freak Drive: unlock after a successful action ([for]); [FOR] only after a blocked one.
        100788: dict(mode=Mode.MODIFIER, options=(
            Option(1, 1 << DISCIPLINE_BITS["for"], 0, (Prim(Op.UNLOCK, 1),)),
        )),
        # Forced March: [cel][for] unlock after a successful action.
        100761: dict(mode=Mode.MODIFIER, options=(
            Option(1, (1 << DISCIPLINE_BITS["cel"]) | (1 << DISCIPLINE_BITS["for"]), 0, (Prim(Op.UNLOCK, 1),)),
        )),
        # Information Highway (V5 text +2 transfers, older prints +1): read from text.
        # Spying Mission: [obf] +1 stealth; the superior delayed bleed is not modeled.
        101857: dict(mode=Mode.MODIFIER, options=(Option(1, 1 << DISCIPLINE_BITS["obf"], 0, (Prim(Op.STEALTH, 1),)),)),
        # Parity Shift: a referendum moving 3 pool from a richer Methuselah (politics).
        101353: dict(mode=Mode.POLITICAL, options=(_opt(Prim(Op.REFERENDUM, 1), Prim(Op.BURN_POOL, 3)),)),
        # Taste of Vitae: gains blood in combat.
        101945: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STEAL_BLOOD, 1)),)),
        # Delaying Tactics: cancel a referendum.
        100519: dict(mode=Mode.REACTION, options=(_opt(Prim(Op.CANCEL, 1)),)),
        # Change of Target: end a blocked action, unlock.
        100323: dict(mode=Mode.MODIFIER, options=(_opt(Prim(Op.WAKE, 1)),)),
        # Spying Mission [obf] +1 stealth (superior is a delayed bleed): keep the stealth.
        # Kindred Spirits: read from text (bleed, gain 1 pool on success).
        # Voter Captivation: after a passed referendum, 1 blood per vote of the margin; [PRE] up
        # to 2 of them to the pool.
        102131: dict(mode=Mode.MODIFIER, levels={"pre": (Prim(Op.MARGIN_BLOOD, 0),), "PRE": (Prim(Op.MARGIN_BLOOD, 2),)}),
        # Seduction: as the action is announced, a younger vampire ([dom]) or any ([DOM]) cannot
        # block this action.
        101712: dict(mode=Mode.MODIFIER, levels={
            "dom": (_w(When.AS_ANNOUNCED), Prim(Op.CANNOT_BLOCK, 1, Who.YOUNGER)),
            "DOM": (_w(When.AS_ANNOUNCED), Prim(Op.CANNOT_BLOCK, 1))}),
        # Bleed reductions with a condition on the bleeder or your minions (not applied):
        # Nest of Eagles (by 3 against an ally or a vampire of capacity 5 or less; not against
        # Assamites, wraiths, flight), Truth in Ink (a non-Black Hand bleeder), Camaraderie [SAN]
        # (another ready unlocked Blood Brother of the circle).
        101274: dict(options=(_opt(_w(When.BLEED_AGAINST_YOU, Who.CAPACITY_AT_MOST, 5), Prim(Op.REDUCE_BLEED, 3)),
                              _opt(_w(When.BLEED_AGAINST_YOU), Prim(Op.REDUCE_BLEED, 1)))),
        102043: dict(options=(_opt(_w(When.BLEED_AGAINST_YOU), Prim(Op.REDUCE_BLEED, 2)),)),
        100283: dict(levels={"SAN": (_w(When.WHILE_READY, 1), Prim(Op.REDUCE_BLEED, 3))}),
        # Reactions making a bleed against you fail (rules.FAIL_REACTIONS): Hide the Heart [val]
        # (unless the acting minion burns 1 blood), Faerie Wards [myt] (by an ally or younger
        # vampire; lock this vampire; [MYT] the acting minion does not unlock as normal).
        100920: dict(levels={"val": (_w(When.BLEED_AGAINST_YOU), Prim(Op.END_ACTION, 1))}),
        100690: dict(levels={
            "myt": (_w(When.BLEED_AGAINST_YOU), Prim(Op.LOCK_SELF, 1), Prim(Op.END_ACTION, 1)),
            "MYT": (_w(When.BLEED_AGAINST_YOU), Prim(Op.LOCK_SELF, 1), Prim(Op.END_ACTION, 1),
                    Prim(Op.CANNOT, 0, Restriction.UNLOCK))}),
        # The Mole [dom]: "only usable when you are being bled by a younger vampire. Lock this
        # vampire to cause the action to fail" (rules.FAIL_REACTIONS; the younger, non-anarch bleeder).
        101233: dict(levels={"dom": (_w(When.BLEED_AGAINST_YOU), Prim(Op.LOCK_SELF, 1), Prim(Op.END_ACTION, 1))}),
        # Daring the Dawn: vampires cannot block; 2 ([FOR]: 1) unpreventable aggravated damage to
        # the actor after action resolution.
        100492: dict(mode=Mode.MODIFIER, options=(
            _on("FOR", Prim(Op.UNBLOCKABLE, 1), Prim(Op.DAMAGE, 1, 3, 1)),
            _on("for", Prim(Op.UNBLOCKABLE, 1), Prim(Op.DAMAGE, 2, 3, 1)),
        )),
        # Force of Will: only usable by a locked vampire (rules.LOCKED_BLEEDS lists it for one);
        # (D) bleed with +1 ([FOR] +2), then 2 ([FOR] 1) unpreventable aggravated damage to the
        # actor after resolution, even if blocked (the "as above" level read alone).
        100759: dict(options=(
            _on("FOR", Prim(Op.REQUIRES, 0, Req.LOCKED), Prim(Op.BLEED, 2), Prim(Op.DAMAGE, 1, 3, 1)),
            _on("for", Prim(Op.REQUIRES, 0, Req.LOCKED), Prim(Op.BLEED, 1), Prim(Op.DAMAGE, 2, 3, 1)),
        )),
        # Carrion Crows: before range, [ani] 1R / [ANI] 2R environmental damage to the opposing
        # minion each round of this combat (combat.B_CROWS: not a strike).
        100301: dict(mode=Mode.COMBAT, levels={
            "ani": (_w(When.BEFORE_RANGE), Prim(Op.DAMAGE, 1), _w(When.END_OF_COMBAT)),
            "ANI": (_w(When.BEFORE_RANGE), Prim(Op.DAMAGE, 2), _w(When.END_OF_COMBAT))}),
        # Immortal Grapple: only hand strikes this round; [POT] with 1 optional press, and another
        # round at close range.
        100959: dict(mode=Mode.COMBAT, levels={"pot": (Prim(Op.HAND_ONLY, 1),),
                                               "POT": (Prim(Op.HAND_ONLY, 1, 1), Prim(Op.PRESS, 1))}),
        # Target Vitals: +2 damage to a strike.
        101942: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE_STRENGTH, 2)),)),
        # Obedience: a vampire about to enter combat with an acting younger vampire ends the
        # action; [dom] the acting vampire unlocks.
        101309: dict(mode=Mode.REACTION, levels={
            "dom": (Prim(Op.END_ACTION, 1), Prim(Op.UNLOCK_MINION, 1)), "DOM": (Prim(Op.END_ACTION, 1),)}),
        # Cats' Guidance [ani]: a locked vampire who has blocked unlocks after block resolution.
        100308: dict(levels={"ani": (_w(When.BLOCKED, 1), Prim(Op.UNLOCK_MINION, 1))}),
        # Guard Dogs: a locked vampire unlocks during a bleed against you ([ANI] with 1 optional
        # maneuver in the resulting combat if it blocks).
        100863: dict(levels={"ani": (_w(When.BLEED_AGAINST_YOU), Prim(Op.WAKE, 1)),
                             "ANI": (_w(When.BLEED_AGAINST_YOU), Prim(Op.WAKE, 1), Prim(Op.MANEUVER, 1))}),
        # Torn Signpost: strength 2 / 3 this combat.
        101993: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRENGTH, 1)),)),
        # Virtuosa: [mel] during a bleed, +1 stealth and +2 bleed (limited), or +2 bleed (limited);
        # [MEL] as the action is announced: this action is unblockable.
        102124: dict(options=(_on("MEL", _w(When.AS_ANNOUNCED), Prim(Op.UNBLOCKABLE, 1)),
                              _on("pre", Prim(Op.STEALTH, 1)),
                              _on("mel", Prim(Op.STEALTH, 1), Prim(Op.PLUS_BLEED, 2, 1)),
                              _on("mel", Prim(Op.PLUS_BLEED, 2, 1)))),
        # Smoke and Mirrors [obt]: "the blocking vampire gets -1 intercept" (not a blocking ally).
        101813: dict(levels={"obt": (Prim(Op.MINUS_INTERCEPT, 1, Who.VAMPIRE),)}),
        # Call of the Hungry Dead: blocker -1 intercept (counted as stealth).
        100279: dict(mode=Mode.MODIFIER, options=(_opt(Prim(Op.STEALTH, 1)),)),
        # Concealed Weapon: before range, this minion equips with a non-unique weapon from the
        # hand costing at most 2 pool, its regular strike not aggravated and under 4 damage
        # (cond 1: those limits).
        100392: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.PUT_IN_PLAY, 1, Thing.WEAPON, 1)),)),
        # Trap, Weighted Walking Stick: combat damage.
        102012: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE, 1)),)),
        102169: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE_STRENGTH, 1)),)),
    }


#: The families of :func:`_explicit`, by card type.
_EXPLICIT_FAMILIES: tuple[Callable[[], dict[int, _Override]], ...] = (_explicit_masters, _explicit_minion_cards)


def _explicit() -> dict[int, _Override]:
    """Overrides keyed by VEKN id: fields of :class:`Effect` to replace (master cards, then the
    minions' cards)."""
    return _merged(_EXPLICIT_FAMILIES)


def _wider_masters() -> dict[int, _Override]:
    """Master cards played for their effect, or put on a vampire."""
    P = Prim
    return {
        # Capitalist: on a Sabbat vampire you control; once per turn, 1 blood after it bleeds its prey.
        100292: dict(mode=Mode.MASTER_ON_VAMPIRE, options=(
            _on("", _w(When.ONCE_PER_TURN), _w(When.AFTER_BLEED), P(Op.GAIN_BLOOD, 1)),)),
        # Perfectionist: once each turn, 1 blood after a successful action with no reaction played.
        101388: dict(options=(_on("", _w(When.ONCE_PER_TURN), _w(When.AFTER_ACTION, 1), P(Op.GAIN_BLOOD, 1)),)),
        # Golconda: Inner Peace: remove a capacity 8+ vampire; its controller gains its capacity
        # in pool (or burns 2 pool to cancel).
        100842: dict(options=(_on("", P(Op.REMOVE_FROM_GAME, 1, Thing.VAMPIRE, 8), P(Op.GAIN_POOL, 0, 1)),)),
        # Tribute to the Master: 1 blood from each ready vampire you control to your pool.
        102023: dict(options=(_on("", P(Op.POOL_FROM_EACH, 1)),)),
        # Rötschreck: combat ends, the vampire goes to torpor and does not unlock next turn.
        101654: dict(options=(_on("", P(Op.COMBAT_ENDS, 1), P(Op.TORPOR, 1), P(Op.CANNOT, 0, Restriction.UNLOCK),
                                  P(Op.EXPIRES, 0, 0, When.UNLOCK_PHASE)),)),
        # Angel of Berlin: unlock an imbued, or equip one with an equipment from hand.
        100067: dict(options=(_on("", P(Op.UNLOCK_OTHER, 1)), _on("", P(Op.PUT_IN_PLAY, 1, Thing.EQUIPMENT)))),
        # The Eternals of Sirius: 5 pool with a ready Ministry vampire, or 5 blood to an
        # uncontrolled Ministry vampire of capacity 9+.
        100667: dict(target_clan="Ministry", options=(
            _on("", P(Op.REQUIRES, 0, Req.READY), P(Op.GAIN_POOL, 5)),
            _on("", P(Op.ADD_UNCONTROLLED, 5, CLAN)),
        )),
        # Guardian Angel: +1 intercept vs bleeds on you, prevent 1 each combat; burned in torpor.
        100866: dict(options=(_on("", _w(When.DIRECTED_AT_YOU), P(Op.INTERCEPT, 1), _w(When.ONCE_PER_COMBAT),
                                  P(Op.PREVENT, 1), P(Op.EXPIRES, 0, 0, When.TORPOR)),)),
        # Piper: lock an Anarch; it recruits or employs from your hand (not an action).
        101401: dict(options=(_on("", P(Op.LOCK, 1), P(Op.PUT_IN_PLAY, 1, Thing.ALLY_OR_RETAINER)),)),
        # Fortschritt Library: search the library for a Gehenna event.
        100775: dict(options=(_on("", P(Op.SEARCH, 1, Thing.EVENT)),)),
        # Memories of Mortality: cannot block allies, no damage to allies; burn it for torpor.
        101198: dict(options=(_on("", P(Op.CANNOT, 0, Restriction.BLOCK), P(Op.STRENGTH, -99, 1)),)),
        # Charisma: recruit ally actions cost 1 less.
        100332: dict(options=(_on("", P(Op.COST_REDUCTION, 1, Thing.ALLY)),)),
        # Grooming the Protégé: up to 3 blood to a younger uncontrolled vampire of the same clan.
        100860: dict(options=(_on("", P(Op.MOVE_BLOOD, 3, 1)),)),
        # Dabbler: after an action using 3+ Disciplines, burn 1 blood to unlock or gain 1 blood.
        100485: dict(options=(_on("", _w(When.AFTER_ACTION), P(Op.PAY_BLOOD, 1), P(Op.UNLOCK_MINION, 1)),
                              _on("", _w(When.AFTER_ACTION), P(Op.GAIN_BLOOD, 1)))),
        # Aching Beauty: the blocker's controller burns 1 pool.
        100018: dict(options=(_on("", _w(When.BLOCKED), P(Op.BURN_POOL, 1)),)),
        # Fear of Mekhet: the justicar or Inner Circle member burns 5 blood each unlock phase or is burned.
        100710: dict(options=(_on("", P(Op.LOCK, 1), _w(When.UNLOCK_PHASE), P(Op.DAMAGE, 5, 1)),)),
        # Society of Leopold: the vampire burns 1 blood each unlock phase or is burned.
        101822: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.DAMAGE, 1, 1)),)),
        # Agent of Power: a level of a chosen Discipline until your discard phase.
        100025: dict(unique=True, options=(_on("", P(Op.DISCIPLINE, 0, 0), P(Op.EXPIRES, 0, 0, When.DISCARD_PHASE)),)),
        # Temptation of Greater Power / Hostile Takeover: a pool auction for a vampire.
        101955: dict(options=(_on("", P(Op.STEAL_CARD, 1, Thing.VAMPIRE), P(Op.PAY_POOL, 0, 0, 0, 1)),)),
        100939: dict(options=(_on("", P(Op.STEAL_CARD, 1, Thing.VAMPIRE), P(Op.PAY_POOL, 0, 0, 0, 1)),)),
        # Brainwash: no transfers to or from a vampire in your prey's uncontrolled region.
        100245: dict(options=(_on("", P(Op.PAY_TRANSFERS, 99, 1), P(Op.BURNABLE, 0)),)),
        # Dirty Contract: a Samedi can enter combat with the minion as a +1 stealth (D) action.
        100546: dict(options=(_on("", _act(1, 0, True), P(Op.ENTER_COMBAT, 1)),)),
        # Priority Contract: an Assamite can enter combat with the minion; 3 pool when it leaves.
        101487: dict(options=(_on("", _act(1, 0, True), P(Op.ENTER_COMBAT, 1), _w(When.LEAVES_READY),
                                  P(Op.GAIN_POOL, 3)),)),
        # Maleficia: the infernal vampire plays Maleficia cards.
        101149: dict(options=(_on("", P(Op.DISCIPLINE, 0, disc_code("mal"))),)),
        # Coroner's Contact, Great Symposium: a Samedi / a Kiasyd from the crypt with blood
        100424: dict(options=(_on("", P(Op.SEARCH, 1, Thing.CRYPT), P(Op.ADD_UNCONTROLLED, 1)),)),
        100853: dict(options=(_on("", P(Op.SEARCH, 1, Thing.CRYPT), P(Op.ADD_UNCONTROLLED, 3)),)),
        # Rebel: once each turn, 1 blood when it blocks a titled vampire or a political action.
        101564: dict(options=(_on("", _w(When.ONCE_PER_TURN), _w(When.BLOCKING, Who.TITLED), P(Op.GAIN_BLOOD, 1)),)),
        # Legendary Vampire: +2 bleed and +2 votes; vampires call a referendum to burn it.
        101091: dict(options=(_on("", P(Op.PLUS_BLEED, 2), P(Op.VOTES, 2), P(Op.BURNABLE, 0, 1)),)),
        # Striga: on an infernal vampire, who plays cards requiring Striga (superior with two).
        101884: dict(options=(_on("", P(Op.DISCIPLINE, 0, DISCIPLINE_BITS["str"] + 1)),)),
        # Abombwe: on a Laibon or a vampire with Protean, +1 level of Abombwe and +1 capacity.
        100009: dict(options=(_on("", P(Op.DISCIPLINE, 1, DISCIPLINE_BITS["abo"] + 1)),)),
        # Svadharma: add 2 blood to a ready Ravnos.
        101912: dict(mode=Mode.MASTER, target_clan="Ravnos", options=(_on("", P(Op.BLOOD_TO, 2)),)),
    }


def _wider_master_locations() -> dict[int, _Override]:
    """Locations (master cards that stay in play)."""
    P = Prim
    return {
        # Locations you lock to give a vampire you control +1 stealth: a Gangrel, a Follower of Set, a
        # Lasombra (the card's clan), an Anarch, one with capacity 8 or more (Monastery: +1 hand size).
        100126: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1)),)),
        101326: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1)),)),
        100629: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1)),)),
        100054: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1), P(Op.REQUIRES, 0, Req.ANARCH)),)),
        101238: dict(min_capacity=8, options=(_on("", P(Op.HAND_SIZE, 1), P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1)),)),
        # Secure Haven: the minion cannot be the target of other Methuselahs' actions; masters
        # on it cost 1 more; burned when it goes to torpor.
        101711: dict(mode=Mode.MASTER_ON_VAMPIRE, options=(_on(
            "", P(Op.CANNOT, 0, Restriction.BE_TARGETED), P(Op.ACTION_COST, 1, Thing.MASTER),
            P(Op.EXPIRES, 0, 0, When.TORPOR)),)),
        # Heidelberg Castle: lock to move blood, equipment, retainers between two ready vampires.
        100908: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.MOVE_BLOOD, 0),
                                  P(Op.STEAL_CARD, 0, Thing.EQUIPMENT_OR_RETAINER)),)),
        # Storage Annex: a card stored face down, exchanged with one in hand in the master phase.
        101877: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.EXCHANGE_CARD, 1, Thing.LIBRARY, 1)),)),
        # WMRH Talk Radio: lock for +1 intercept; 1 pool if that minion does not block.
        102189: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.INTERCEPT, 1), P(Op.PAY_POOL, 1, 0, 1)),)),
        # Papillon: a titled vampire gains 2 blood.
        101350: dict(options=(_on("", P(Op.HUNTING_GROUND, 2)),)),
        # The Hungry Coyote: Sabbat vampires +1 hunt.
        100945: dict(options=(_on("", P(Op.HUNT, 1)),)),
        # Alamut: pool bled by your Banu Haqim goes on it as counters, spent as votes.
        100037: dict(options=(_on("", _w(When.AFTER_BLEED), P(Op.COUNTER, 0), _w(When.POLLING),
                                  P(Op.VOTES, 0, 0, 0, 1)),)),
        # Ravnos Carnival: counters pay the blood cost of Ravnos action cards.
        101553: dict(options=(_on("", P(Op.COUNTER, 0), P(Op.COST_REDUCTION, 0, Thing.ACTION, 0, 1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Warsaw Station: lock as a Nosferatu acts: it unlocks after a successful undirected action.
        102149: dict(options=(_on("", P(Op.LOCK_SELF, 1), _w(When.AFTER_ACTION), P(Op.UNLOCK_MINION, 1)),)),
        # Metro Underground: discard phase, lock and 1 pool: unlock a vampire.
        101207: dict(options=(_on("", _w(When.DISCARD_PHASE), P(Op.LOCK_SELF, 1), P(Op.PAY_POOL, 1),
                                  P(Op.UNLOCK_OTHER, 1)),)),
        # Garibaldi-Meucci Museum: swap a hand card for an Anarch card in the ash heap; end an Anarch-Anarch combat.
        100809: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.LOCK_SELF, 1), P(Op.PAY_POOL, 1),
                                  P(Op.EXCHANGE_CARD, 1, Thing.LIBRARY)),
                              _on("", _w(When.BEFORE_RANGE), P(Op.LOCK_SELF, 1), P(Op.COMBAT_ENDS, 1)))),
        # The Church of Vindicated Faith: lock after an imbued's successful action: 1 blood to an uncontrolled imbued.
        100348: dict(options=(_on("", _w(When.AFTER_ACTION), P(Op.LOCK_SELF, 1), P(Op.ADD_UNCONTROLLED, 1)),)),
        # Chantry: master phase, lock and 1 pool or blood: a Tremere leaves torpor.
        100329: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.LOCK_SELF, 1), P(Op.PAY_POOL, 1),
                                  P(Op.RESCUE, 1, 1)),)),
        # Powerbase: Los Angeles: lock for +1 discard phase action (an Anarch unlocks with an Anarch card).
        101435: dict(options=(_on("", _w(When.DISCARD_PHASE), P(Op.LOCK_SELF, 1), P(Op.DISCARD_ACTIONS, 1),
                                  P(Op.UNLOCK_OTHER, 1), P(Op.BURNABLE, 0, 2)),)),
        # Corporate Hunting Ground: 1 blood to a ready vampire in your unlock phase.
        100426: dict(options=(_on("", P(Op.HUNTING_GROUND, 1)),)),
        # Elysium: The Arboretum: lock to end a combat between Camarilla vampires.
        100631: dict(options=(_on("", _w(When.BEFORE_RANGE), P(Op.LOCK_SELF, 1), P(Op.COMBAT_ENDS, 1),
                                  P(Op.BURNABLE, 0, 1)),)),
        # Powerbase: Cape Verde: lock to move 1 blood between a ready Giovanni / Laibon and your pool.
        101433: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.EXCHANGE, 1, PHASE_MASTER), P(Op.BURNABLE, 0, 2)),)),
        # The Slaughterhouse: lock to burn the top two cards of your prey's library.
        101800: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.MILL, 2, 1)),)),
        # Wasserschloss Anif: Tremere move blood onto it in the master phase; lock in the influence
        # phase to move it all to an uncontrolled Tremere.
        102152: dict(target_clan="Tremere", options=(
            _on("", _w(When.MASTER_PHASE), P(Op.PAY_BLOOD, 1), P(Op.COUNTER, 1)),
            _on("", _w(When.INFLUENCE_PHASE), P(Op.LOCK_SELF, 1), P(Op.ADD_UNCONTROLLED, 0, CLAN, 0, 1),
                P(Op.BURNABLE, 0)),
        )),
        # Waste Management Operation: lock in your discard phase to move a card from your ash heap to
        # the bottom of your library.
        102153: dict(unique=True, options=(_on("", _w(When.DISCARD_PHASE), P(Op.LOCK_SELF, 1),
                                               P(Op.RECUR, 1, Thing.LIBRARY, 1)),)),
        # Club Zombie: lock for +1 intercept; unlocked as your turn begins, 1 blood to a ready vampire.
        100367: dict(mode=Mode.MASTER_IN_PLAY, unique=True, options=(
            _on("", P(Op.INTERCEPT, 1), P(Op.LOCK_SELF, 1)), _on("", _w(When.UNLOCK_PHASE), P(Op.GAIN_BLOOD, 1)))),
    }


def _wider_masters_in_play() -> dict[int, _Override]:
    """Master cards that stay in play, other than locations."""
    P = Prim
    return {
        # Ashur Tablets: with three copies in play, remove them to gain 3 pool, one ash heap card
        # to hand and up to twelve more shuffled into the library.
        100106: dict(mode=Mode.MASTER_IN_PLAY, options=(_on(
            "", _w(When.CONTROL_COPIES, 3), P(Op.REMOVE_FROM_GAME, 3, Thing.MASTER), P(Op.GAIN_POOL, 3),
            P(Op.RECUR, 1, Thing.LIBRARY), P(Op.RECUR, 12, Thing.LIBRARY, 1)),)),
        # Anarch Troublemaker: in your unlock phase, give it to your prey and lock up to two of their
        # vampires or burn an equipment on one of their minions.
        100058: dict(options=(
            _on("", _w(When.UNLOCK_PHASE), P(Op.CONTROL, 1, Who.PREY), P(Op.LOCK, 2, Who.PREY)),
            _on("", _w(When.UNLOCK_PHASE), P(Op.CONTROL, 1, Who.PREY), P(Op.BURN_CARD, 1, Thing.EQUIPMENT)),
        )),
        # Wider View: 1 transfer: top crypt card to the uncontrolled region, remove one there from
        # the game; 4 transfers: burn it for 2 pool.
        102180: dict(mode=Mode.MASTER_IN_PLAY, options=(
            _on("", P(Op.PAY_TRANSFERS, 1), P(Op.CRYPT_TO_UNCONTROLLED, 1), P(Op.REMOVE_FROM_GAME, 1, Thing.CRYPT)),
            _on("", P(Op.PAY_TRANSFERS, 4), P(Op.BURN_SELF, 1), P(Op.GAIN_POOL, 2)),
        )),
        # Jake Washington: a 1-life ally; unlock phase: burn him, 4 blood to a ready vampire with none.
        101019: dict(mode=Mode.MASTER_IN_PLAY, options=(
            _on("", P(Op.ALLY, 1), _w(When.UNLOCK_PHASE), P(Op.BURN_SELF, 1), P(Op.BLOOD_TO, 4, 1, 1)),)),
        # Anarch Revolt: 1 pool in the unlock phase of each Methuselah without a ready Anarch;
        # a referendum burns it.
        100055: dict(options=(_on("", _w(When.UNLOCK_WITHOUT, Req.ANARCH), P(Op.BURN_POOL, 1), P(Op.BURNABLE, 0, 1)),)),
        # Smiling Jack: a counter from your pool each unlock phase; each other Methuselah burns
        # 1 pool or blood per counter in their unlock phase; vampires can burn it as a (D) action.
        101811: dict(options=(_on(
            "", _w(When.UNLOCK_PHASE), P(Op.PAY_POOL, 1), P(Op.COUNTER, 1), _w(When.OTHER_UNLOCK_PHASE),
            P(Op.BURN_POOL, 1), P(Op.BURNABLE, 0)),)),
        # The Coven: lock to add 2 blood to a ready vampire; your predator takes it in your discard phase.
        100435: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.BLOOD_TO, 2, 1), _w(When.DISCARD_PHASE),
                                  P(Op.CONTROL, 1, Who.PREDATOR)),)),
        # Toreador Grand Ball: one Toreador locked (stays locked), the other's non-bleed actions unblockable.
        101989: dict(options=(_on("", P(Op.LOCK, 1), P(Op.CANNOT, 0, Restriction.UNLOCK), P(Op.UNBLOCKABLE, 1),
                                  P(Op.BURNABLE, 0)),)),
        # Tension in the Ranks: a Methuselah whose ready minion is burned or sent to torpor burns 1 pool.
        101958: dict(options=(_on("", _w(When.TORPOR), P(Op.BURN_POOL, 1)),)),
        # Palla Grande: Toreador antitribu +1 bleed for three of your turns.
        101346: dict(options=(_on("", P(Op.COUNTER, 3), P(Op.PLUS_BLEED, 1), _w(When.DISCARD_PHASE), P(Op.COUNTER, -1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Lilith's Blessing: lock: a Discipline master and 3 blood for a ready vampire with no blood.
        101108: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.LOCK_SELF, 1),
                                  P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD, 1),
                                  P(Op.BLOOD_TO, 3, 1, 1)),)),
        # Madness Network: unlocked Malkavians act in any minion phase.
        101139: dict(options=(_on("", P(Op.CLAN_ACTS_ANY_TURN, 1, 0, clan_code("Malkavian")), P(Op.BURNABLE, 0)),)),
        # Carfax Abbey: an Anarch gains 1 blood (a second one with a ready baron).
        100297: dict(unique=True, options=(_on("", P(Op.HUNTING_GROUND, 1)),)),  # "Unique location" after its requirement
        # Brujah Debate: each master phase the oldest Brujah locks; Brujah +1 strength, a maneuver.
        100260: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.LOCK, 1), P(Op.STRENGTH, 1), P(Op.MANEUVER, 1),
                                  P(Op.BURNABLE, 0)),)),
        # The Path of Night: Obtenebration costs Lasombra 1 less.
        101365: dict(options=(_on("", P(Op.COST_REDUCTION, 1, Thing.DISCIPLINE_CARD, disc_code("obt")),
                                  P(Op.BURNABLE, 0)),)),
        # Acquired Ventrue Assets: blood moved to Giovanni in the master phase.
        100019: dict(options=(_on("", P(Op.COUNTER, 0), _w(When.MASTER_PHASE), P(Op.BLOOD_TO, 1, 1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS), P(Op.BURNABLE, 0)),)),
        # Visit from the Capuchin: +1 hand size per counter; replacing burns counters instead.
        102126: dict(options=(_on("", P(Op.COUNTER, 4), P(Op.HAND_SIZE, 4), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # The Erciyes Fragments: lock to store a card from your prey's ash heap, playable as from hand.
        100656: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.EXCHANGE_CARD, 1, Thing.LIBRARY, 1),
                                  P(Op.BURNABLE, 0, 2)),)),
        # Millicent Smith: a blocked vampire of yours burns with her; she passes to your predator.
        101210: dict(options=(_on("", _w(When.BLOCKED), P(Op.BURN_MINION, 1), P(Op.BURN_SELF, 1),
                                  _w(When.DISCARD_PHASE),
                                  P(Op.CONTROL, 1, Who.PREDATOR)),)),
        # Protected Resources: a bleed costs you 2 pool at most, until you bleed successfully.
        101500: dict(options=(_on("", _w(When.BLEED_AGAINST_YOU), P(Op.BLEED_AMOUNT, 2),
                                  P(Op.EXPIRES, 0, 0, When.AFTER_BLEED)),)),
        # Frontal Assault: (D) enter combat with your prey's minions; 1 pool per prey minion burned.
        100794: dict(options=(_on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1, Who.PREY), _w(When.LEAVES_READY),
                                  P(Op.GAIN_POOL, 1), _w(When.INFLUENCE_PHASE), P(Op.BURN_SELF, 1),
                                  P(Op.PAY_POOL, 0, 0, 0, 1)),)),
        # Week of Nightmares: nightmare counters move to Ravnos each unlock phase.
        102166: dict(options=(_on("", P(Op.COUNTER, 10), P(Op.PLUS_BLEED, 1), P(Op.STRENGTH, 1), _act(1),
                                  P(Op.STEAL_BLOOD, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Life Boon: keep an ousted Methuselah in; steal their victory point.
        101103: dict(options=(_on("", P(Op.PAY_POOL, 0, 0, 0, 1), P(Op.STEAL_POOL, 1)),)),
        # The Anarch Free Press: lock for +1 intercept, or 1 blood to an Anarch that hunted.
        100052: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.INTERCEPT, 1)),
                              _on("", _w(When.HUNTING), P(Op.LOCK_SELF, 1), P(Op.GAIN_BLOOD, 1)))),
        # Dark Influences: cancel a minion card; it comes back as the next cancel's victim.
        100493: dict(options=(_on("", P(Op.CANCEL, 1, Thing.MINION_CARD)),)),
        # Major Boon: you burn the pool of a bleed instead of its target.
        101145: dict(options=(_on("", P(Op.REDIRECT_BLEED, 1)),)),
        # Investments: put in play with counters (N, one per Methuselah in the game: arg 1, one per
        # vampire of a clan you control: arg 2); a master phase action moves one to your pool; burned
        # with the last.
        101769: dict(options=(_on("", P(Op.COUNTER, 3), _w(When.MASTER_PHASE), P(Op.GAIN_POOL, 1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        101802: dict(options=(_on("", P(Op.COUNTER, 0, 1), _w(When.MASTER_PHASE), P(Op.GAIN_POOL, 1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        102110: dict(target_clan="Ventrue antitribu", options=(_on(
            "", P(Op.COUNTER, 0, 2), _w(When.MASTER_PHASE), P(Op.GAIN_POOL, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Using the Advantage: in play; lock in your unlock phase, holding the Edge, for 1 pool.
        102086: dict(mode=Mode.MASTER_IN_PLAY, options=(_on("", P(Op.LOCK_SELF, 1), P(Op.GAIN_POOL, 1)),)),
        # Failsafe: with fewer than 3 pool, a master phase action burns it for 4 pool.
        100691: dict(trifle=True, unique=True, options=(_on("", _w(When.MASTER_PHASE), P(Op.BURN_SELF, 1), P(Op.GAIN_POOL, 4)),)),
    }


def _wider_plain_actions() -> dict[int, _Override]:
    """Action cards requiring no Discipline."""
    P = Prim
    return {
        # Big Game: "if that minion is a Red List minion, this minion gets an optional maneuver or
        # press in that combat and unlocks at the end of the action if he or she is still ready".
        100159: dict(options=(_on("", P(Op.ENTER_COMBAT, 1), _w(When.TARGET_IS), P(Op.TRAIT, 0, Trait.RED_LIST),
                                  P(Op.MANEUVER, 1), P(Op.PRESS, 1), P(Op.UNLOCK_MINION, 1)),)),
        # The Embrace: a 1-capacity vampire of the actor's clan and sect enters play.
        100633: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 1)),)),
        # Sudario Refraction: three ash heap cards to the top of the library, 3 discarded at random.
        101895: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.RECUR, 3, Thing.LIBRARY, 1),
                                  P(Op.DISCARD_FROM_HAND, 3, 0, 1)),)),
        # Fifth Tradition: Hospitality: add 4 blood to another vampire.
        100727: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.BLOOD_TO, 4, 1)),)),
        # Reunion Kamut: 2 blood to a Black Hand vampire in your uncontrolled region.
        101621: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.ADD_UNCONTROLLED, 2, ANY),
                                  P(Op.REQUIRES, 0, Req.BLACK_HAND)),)),
        # Mesu Bedshet: reveal the top crypt card; a Follower of Set is drawn (2 blood if younger),
        # another is shuffled back.
        101206: dict(target_clan="Ministry", options=(
            _on("", P(Op.STEALTH, 1), P(Op.CRYPT_TO_UNCONTROLLED, 1, 2, CRYPT_CLAN_ONLY)),)),
        # Vaticination: +3 stealth; "(D) look at each Methuselah's hand and discard a card of your
        # choice from among all those hands": the card discarded from the prey's hand (the action
        # directed at the prey, as Revelations [aus])
        102093: dict(options=(_on("", P(Op.STEALTH, 3), P(Op.OPEN_HAND, 0), P(Op.DISCARD_FROM_HAND, 1, Who.PREY)),)),
        # Abbot: put on the acting Sabbat vampire (one each), who unlocks and gets +1 intercept
        # during actions directed at its controller.
        100006: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.UNLOCK_MINION, 1),
                                  _w(When.DIRECTED_AT_YOU), P(Op.INTERCEPT, 1)),)),
        # Haqim's Law: Leadership: Methuselahs with the oldest ready Banu Haqim gain 2 pool.
        100885: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.GAIN_POOL, 2)),)),
        # Aranthebes: lock to give a predator's minion -1 stealth; capacity 4- vampires -1 bleed against you.
        100079: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1), P(Op.STEALTH, -1, 1),
                                  _w(When.BLEED_AGAINST_YOU), P(Op.REDUCE_BLEED, 1), P(Op.BURNABLE, 0)),)),
        # Third Tradition: Progeny: a 1-capacity Camarilla vampire with a Discipline master and 2 blood.
        101973: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 1), P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD, 1),
                                  P(Op.MOVE_BLOOD, 2)),)),
        # Constant Revolution: counters grow; each other Methuselah burns that many pool or cards.
        100416: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.COUNTER, 1), _w(When.UNLOCK_PHASE), P(Op.COUNTER, 1),
                                  _w(When.OTHER_UNLOCK_PHASE), P(Op.BURN_POOL, 0, 0, 0, 1), P(Op.BURNABLE, 1)),)),
        # Little Mountain Cemetery: the acting Samedi and each younger Samedi in your
        # uncontrolled region gain 1 blood
        101113: dict(target_clan="Samedi", options=(_on("", P(Op.STEALTH, 1), P(Op.GAIN_BLOOD, 1),
                                                        P(Op.ADD_UNCONTROLLED, 1, EACH_YOUNGER_CLAN)),)),
        # Scrounging: look at the top 3 library cards, move up to 2 to your hand (shuffle and
        # discard afterward): drawn as the top 2 (one of the Methuselah's choices), discard down
        101700: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.DRAW, 2, 0, 1)),)),
        # Inside Dirt: (D) burn the Edge to burn 3 blood from a vampire controlled by another
        # Methuselah (DAMAGE arg: unpreventable 1 | blood 4 | vampire only 16), or 3 pool from your prey.
        100990: dict(options=(_on("", P(Op.EDGE, -1), P(Op.DAMAGE, 3, 21)), _on("", P(Op.EDGE, -1), P(Op.BURN_POOL, 3)))),
        # No Secrets From the Magaji: +1 intercept vs vampires; may block while locked.
        101291: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.UNLOCK_MINION, 1), P(Op.INTERCEPT, 1), P(Op.WAKE, 1)),)),
        # Fiendish Tongue: Anarchs -1 intercept; a Tzimisce may unlock later.
        # Fiendish Tongue: anarchs -1 intercept; if the bleed is successful, a Tzimisce can burn 1
        # blood during the discard phase to unlock
        100726: dict(options=(_on("", P(Op.BLEED, 1), P(Op.MINUS_INTERCEPT, 1, Who.ANARCH),
                                  _w(When.DISCARD_PHASE, 0, clan_code("Tzimisce")), P(Op.PAY_BLOOD, 1),
                                  P(Op.UNLOCK_MINION, 1)),)),
        # Judgment: Camarilla Segregation: Methuselahs with a non-Camarilla vampire burn 1 pool each unlock.
        101028: dict(options=(_on("", P(Op.STEALTH, 1), _w(When.EACH_UNLOCK_PHASE), P(Op.BURN_POOL, 1)),)),
        # Spell of Life: five copies turn uncontrolled vampires into mummy allies.
        101845: dict(options=(_on("", P(Op.STEALTH, 1), _w(When.CONTROL_COPIES, 5), P(Op.ALLY, 0, 2, 1)),)),
        # Atonement: put on the acting vampire (capacity 5 or less) for +1 intercept; it does not
        # lock for blocking a vampire the same age or younger (rules.NO_LOCK_YOUNGER); burnable.
        100109: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1), P(Op.INTERCEPT, 1), P(Op.BURNABLE, 0),
                                  P(Op.REQUIRES, 0, Req.CAPACITY_AT_MOST, 5)),)),
        # Enforcer: put on the acting Osebo (one each) for +1 strength.
        100642: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.STRENGTH, 1)),)),
        # Mozambique Allure: draw a crypt card, or become Laibon (and unlock for some clans).
        101248: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.CRYPT_TO_UNCONTROLLED, 1)),
                              _on("", P(Op.STEALTH, 1), P(Op.BECOME, 0, Req.LAIBON), P(Op.UNLOCK_MINION, 1)))),
        # Khazar's Diary: counters when unique minions are burned; at 7, Giovanni get superior Necromancy.
        101046: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.COUNTER, 1), _w(When.COUNTERS_REACHED, 7),
                                  P(Op.DISCIPLINE, 0, disc_code("nec")), P(Op.ALLY, 2, 0, 1)),)),
        # Call the Great Beast: ritual counters; at 11 it becomes a 9-capacity vampire.
        100280: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.COUNTER, 0), _w(When.COUNTERS_REACHED, 11),
                                  P(Op.EMBRACE, 9)),)),
        # Tumnimos: a 2-capacity Ravnos with Chimerstry, a master Discipline from hand on it.
        102046: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 2), P(Op.DISCIPLINE, 0, disc_code("chi")),
                                  P(Op.PUT_IN_PLAY, 1, Thing.DISCIPLINE_CARD)),)),
        # Creation Rites: a 1-capacity Sabbat vampire with a Discipline master and 1 blood.
        100441: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 1), P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD, 1),
                                  P(Op.MOVE_BLOOD, 1)),)),
        # Baltimore Purge: the vampire and chosen ones of each other Methuselah go to torpor.
        100128: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.BURN_SELF, 1), P(Op.TORPOR, 1)),)),
        # Khabar: Glory: 4 more pool if your prey is ousted.
        # Khabar: Glory: on the Assamite, who unlocks: +1 bleed, 4 more pool if the prey is
        # ousted; burned in the unlock phase (placed)
        101043: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.UNLOCK_MINION, 1), P(Op.PLUS_BLEED, 1),
                                  P(Op.GAIN_POOL, 4), P(Op.EXPIRES, 0, 0, When.UNLOCK_PHASE)),)),
        # Recruitment Exercise: draw a crypt card; 1 blood on it if Black Hand.
        # (the 1 blood: arg of CRYPT_TO_UNCONTROLLED, for a vampire meeting the requirement in cond)
        101570: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.CRYPT_TO_UNCONTROLLED, 1, 1, Req.BLACK_HAND)),)),
        # Zillah's Tears: on the Sabbat vampire with 1 blood; burned after this turn to unlock (placed)
        102206: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.REQUIRES, 0, Req.SABBAT), P(Op.GAIN_BLOOD, 1),
                                  P(Op.BURN_SELF, 1), P(Op.UNLOCK_MINION, 1)),)),
        # Concert Tour: on the vampire; burned in your unlock phase to fill it to capacity (placed)
        100393: dict(options=(_on("", P(Op.STEALTH, 1), _w(When.UNLOCK_PHASE), P(Op.BURN_SELF, 1),
                                  P(Op.FILL_BLOOD, 1)),)),
        # Derange: (D) on a younger vampire, it does not unlock (1 blood unlocks it).
        100527: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.CANNOT, 0, Restriction.UNLOCK)),)),
        # Childe of the Revolution: a 1-capacity Anarch with a Discipline master.
        102246: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 1), P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD, 1)),)),
        # Song of Pan: unlock the Kiasyd; Kiasyd and changelings +1 bleed for the turn.
        101826: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.UNLOCK_MINION, 1), P(Op.PLUS_BLEED, 1),
                                  P(Op.EXPIRES, 0, 0, When.DISCARD_PHASE)),)),
        # Founders of the Ebony Kingdom: 4 blood to a younger uncontrolled Laibon.
        100780: dict(options=(_on("", P(Op.STEALTH, 1), _w(When.TARGET_IS, Req.LAIBON),
                                  P(Op.ADD_UNCONTROLLED, 4, YOUNGER)),)),
        # Tattoo Signal: lock it to unlock another Black Hand vampire.
        101946: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1), P(Op.UNLOCK_OTHER, 1)),)),
        # Well-Marked: unlocks a capacity 5+ Laibon; prevents 1 each combat.
        102172: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.UNLOCK_MINION, 1), _w(When.ONCE_PER_COMBAT),
                                  P(Op.PREVENT, 1)),)),
        # Creeping Sabotage: X is the number of copies you control; your prey burns 1 pool each
        # unlock phase; minions can burn it.
        102213: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.PAY_BLOOD, 0, 0, 0, 1), _w(When.UNLOCK_PHASE),
                                  P(Op.BURN_POOL, 1), P(Op.BURNABLE, 0)),)),
        # Web of Knives Recruit: becomes a 3-capacity Banu Haqim after three unlock phases.
        102165: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.COUNTER, 3), _w(When.UNLOCK_PHASE), P(Op.COUNTER, -1),
                                  _w(When.NO_COUNTERS), P(Op.EMBRACE, 3), P(Op.DISCIPLINE, 0, disc_code("cel")),
                                  P(Op.DISCIPLINE, 0, disc_code("obf")), P(Op.DISCIPLINE, 0, disc_code("pot")),
                                  P(Op.DISCIPLINE, 0, disc_code("qui"))),)),
    }


def _wider_directed_discipline_actions() -> dict[int, _Override]:
    """Directed (D) action cards requiring a Discipline."""
    P = Prim
    return {
        # Show of Force: (D) bleed with +1 bleed ([POT PRE]: +2); if blocked, the vampire gains +1
        # strength ([POT PRE]: +2) for the resulting combat.
        101772: dict(options=(_on("POT PRE", P(Op.BLEED, 2), P(Op.STRENGTH, 2, 0, When.BLOCKED)),
                              _on("pot pre", P(Op.BLEED, 1), P(Op.STRENGTH, 1, 0, When.BLOCKED)))),
        # Enter-combat actions: the acting minion's optional maneuver and press in that combat
        # (cond FIRST_ROUND: during its first round only); Dive Bomb: "if this action is blocked,
        # the blocking minion gets 1 optional press during the first round"; Hunter's Mark [CEL
        # THA]: "the opposing minion cannot strike: combat ends during the first round" (n -1).
        101716: dict(levels={"ani": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1, Who.YOUNGER)),
                             "val": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1), P(Op.PRESS, 1)),
                             "VAL": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1), P(Op.PRESS, 1), P(Op.MANEUVER, 1))}),
        100561: dict(levels={"fli": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1), P(Op.MANEUVER, 1, 0, When.FIRST_ROUND),
                                     _w(When.BLOCKED), P(Op.PRESS, 1, 0, When.FIRST_ROUND))}),
        102228: dict(levels={"cel tha": (P(Op.ENTER_COMBAT, 1), P(Op.PRESS, 1)),
                             "CEL THA": (P(Op.ENTER_COMBAT, 1), P(Op.PRESS, 1), P(Op.COMBAT_ENDS, -1, 0, When.FIRST_ROUND))}),
        # Enthrall [OBF]: after a successful bleed, burn 1 blood to draw 1 crypt card.
        102320: dict(levels={"OBF": (P(Op.BLEED, 1), _w(When.AFTER_BLEED), P(Op.PAY_BLOOD, 1),
                                     P(Op.CRYPT_TO_UNCONTROLLED, 1))}),
        # Deep Song [ANI]: (D) enter combat with and lock a vampire.
        100515: dict(levels={"ANI": (P(Op.ENTER_COMBAT, 1, Who.VAMPIRE), P(Op.LOCK, 1))}),
        # Graverobbing [DOM]: steal a vampire in torpor; 2 blood moves it to your ready region.
        100852: dict(levels={"DOM": (P(Op.STEAL_CARD, 1, Thing.VAMPIRE), P(Op.PAY_BLOOD, 2), P(Op.RESCUE, 1))}),
        # Mind Numb: (D) stun: lock an unlocked vampire; it does not unlock next unlock phase.
        101211: dict(levels={
            "pre": (P(Op.LOCK, 1), P(Op.CANNOT, 0, Restriction.UNLOCK)),
            "PRE": (P(Op.STEALTH, 1), P(Op.LOCK, 1), P(Op.CANNOT, 0, Restriction.UNLOCK)),
        }),
        # Army of Rats: your prey burns 1 pool in your unlock phase (1 a turn with all copies).
        100093: dict(levels={"ani": (P(Op.STEALTH, 1), _w(When.UNLOCK_PHASE), P(Op.BURN_POOL, 1), P(Op.BURNABLE, 0))}),
        # Temptation: counters each master phase; steal the vampire for a turn when they reach its blood.
        101954: dict(levels={
            "ser": (_w(When.MASTER_PHASE), P(Op.COUNTER, 1), _w(When.MINION_PHASE),
                    P(Op.STEAL_CARD, 1, Thing.VAMPIRE, 1)),
            "SER": (P(Op.COUNTER, 1), _w(When.MASTER_PHASE), P(Op.COUNTER, 1), _w(When.MINION_PHASE),
                    P(Op.STEAL_CARD, 1, Thing.VAMPIRE, 1)),
        }),
        # Spirit Marionette [OBE]: (D) control a ready unlocked minion for the next action (it bleeds your prey).
        # Spirit Marionette: [obe] bleed, and lock a ready minion of the prey (even if the bleed's
        # target changes); [OBE] a ready unlocked minion controlled until the end of the next
        # action, which must bleed the prey (borrow)
        101848: dict(levels={"obe": (P(Op.BLEED, 1), _w(When.AFTER_BLEED), P(Op.LOCK, 1, Who.PREY)),
                             "OBE": (P(Op.STEALTH, 1), P(Op.STEAL_CARD, 1, Thing.MINION, 1))}),
        # Puppet Master [DOM]: lock a younger vampire, it stays locked, then steal it for your next turn.
        101215: dict(levels={"DOM": (P(Op.LOCK, 1, Who.YOUNGER), P(Op.CANNOT, 0, Restriction.UNLOCK),
                                     _w(When.MINION_PHASE), P(Op.STEAL_CARD, 1, Thing.VAMPIRE, 1))}),
        # Break the Bonds [obf]: after a successful bleed, lock a minion of the target Methuselah.
        102247: dict(levels={"obf": (P(Op.BLEED, 0), _w(When.AFTER_BLEED), P(Op.LOCK, 1))}),
        # Revelations: (D) discard a card of your choice from your prey's hand / open hand.
        101627: dict(levels={
            "aus": (P(Op.STEALTH, 1), P(Op.OPEN_HAND, 0), P(Op.DISCARD_FROM_HAND, 1, Who.PREY)),
            "AUS": (P(Op.STEALTH, 1), P(Op.OPEN_HAND, 1), P(Op.BURNABLE, 0)),
        }),
        # Undue Influence (requires an Anarch; choose a vampire in your uncontrolled region): [chi]
        # (D) move 1 blood from a crypt card in any uncontrolled region to it; [pre] (D) bleed,
        # 1 blood to it if successful; [qui] 1 blood to it, which comes into play if that fills it.
        102067: dict(options=(
            _on("chi", P(Op.STEALTH, 1), P(Op.MOVE_BLOOD, 1, 1), P(Op.REQUIRES, 0, Req.ANARCH)),
            _on("pre", P(Op.STEALTH, 1), P(Op.BLEED, 0), _w(When.AFTER_BLEED), P(Op.ADD_UNCONTROLLED, 1),
                P(Op.REQUIRES, 0, Req.ANARCH)),
            _on("qui", P(Op.STEALTH, 1), P(Op.ADD_UNCONTROLLED, 1), P(Op.RESCUE, 1, 2), P(Op.REQUIRES, 0, Req.ANARCH)),
        )),
        # Nose of the Hound: (D) enter combat with a ready locked minion ([SPI] any ready minion),
        # 1 optional maneuver ([spi] 2).
        101296: dict(levels={
            "aus": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1, Who.LOCKED), P(Op.MANEUVER, 1)),
            "spi": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1, Who.LOCKED), P(Op.MANEUVER, 2)),
            "SPI": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1), P(Op.MANEUVER, 2)),
        }),
        # Shattering Crescendo: [pro] (D) 1 unpreventable damage on an ally or retainer; [mel] / [MEL]
        # (D) discard another Shattering Crescendo for 2 / 3 unpreventable damage on each of up
        # to two minions of one Methuselah.
        101761: dict(levels={"pro": (P(Op.DAMAGE, 1, 1 | 8),),
                             "mel": (P(Op.DISCARD_FROM_HAND, 1, 0, 2), P(Op.DAMAGE, 2, 1 | 16)),
                             "MEL": (P(Op.DISCARD_FROM_HAND, 1, 0, 2), P(Op.DAMAGE, 3, 1 | 16))}),
        # Dream World: [pre] (D) bleed at +1 bleed; [PRE] each of your minions gets +1 bleed for the
        # rest of the turn or until a bleed action is blocked (PLUS_BLEED arg 2), one each turn.
        100587: dict(levels={"PRE": (P(Op.STEALTH, 1), P(Op.PLUS_BLEED, 1, 2))}),
        # Cryptic Mission: (D) burn 1 blood on a vampire or 1 unpreventable damage to an ally or retainer.
        100477: dict(levels={
            "tha": (P(Op.STEALTH, 1), P(Op.DAMAGE, 1, 1 | 4)),
            "THA": (P(Op.STEALTH, 1), P(Op.DAMAGE, 1, 1 | 4), P(Op.GAIN_BLOOD, 1)),
        }),
        # The Platinum Protocol: (D) bleed; [obf] +1 stealth, [pre] +1 bleed, [pro] a corruption
        # counter on a minion of the target Methuselah (COUNTER arg MINION) after a successful
        # bleed; more than one Discipline can be used: an option for each combination.
        102232: dict(options=tuple(
            _on(" ".join(k for k in ("obf", "pre", "pro") if k in key), P(Op.BLEED, 0),
                *((P(Op.STEALTH, 1),) if "obf" in key else ()), *((P(Op.PLUS_BLEED, 1),) if "pre" in key else ()),
                *((_w(When.AFTER_BLEED), P(Op.COUNTER, 1, Thing.MINION)) if "pro" in key else ()))
            for key in ("obf", "pre", "pro", "obf pre", "obf pro", "pre pro", "obf pre pro"))),
        # Night Moves: (D) bleed predator or prey (BLEED arg) at +3 / +6 stealth, 1 pool at most.
        101283: dict(levels={"obf": (P(Op.BLEED, 0, Who.PREDATOR), P(Op.STEALTH, 3), P(Op.BLEED_AMOUNT, 1)),
                             "OBF": (P(Op.BLEED, 0, Who.PREDATOR), P(Op.STEALTH, 6), P(Op.BLEED_AMOUNT, 1))}),
        # Enticement: (D) burn the Edge, your prey burns 2 / 3 pool; no bleeding this turn.
        100650: dict(levels={"ser": (P(Op.EDGE, -1), P(Op.BURN_POOL, 2), P(Op.CANNOT, 0, Restriction.BLEED)),
                             "SER": (P(Op.EDGE, -1), P(Op.BURN_POOL, 3), P(Op.CANNOT, 0, Restriction.BLEED))}),
        # Distraction: [cel] draw 5 cards, discard down to your hand size afterward (DRAW cond 1:
        # the action's effect); [CEL] (D) lock a minion controlled by your predator or prey (LOCK arg PREY).
        100560: dict(levels={"cel": (P(Op.STEALTH, 1), P(Op.DRAW, 5, 0, 1)), "CEL": (P(Op.STEALTH, 1), P(Op.LOCK, 1, Who.PREY))}),
        # Sensory Deprivation [CHI]: on a vampire too.
        101721: dict(levels={"CHI": (P(Op.BURN_CARD, 1, Thing.RETAINER), P(Op.CANNOT, 0, Restriction.UNLOCK),
                                     P(Op.EXPIRES, 0, 0, When.LEAVES_READY))}),
        # Loss: [qui] (D) burn an equipment or location on a minion of the predator or prey
        # (cond 2); [QUI] (D) bleed with +2 bleed.
        101124: dict(levels={"qui": (P(Op.BURN_CARD, 1, Thing.EQUIPMENT, 2), P(Op.BURN_CARD, 1, Thing.LOCATION, 2)),
                             "QUI": (P(Op.BLEED, 2),)}),
        # Madman's Quill [AUS DEM]: Dementation vampires +1 bleed against its controller.
        101138: dict(levels={"AUS DEM": (P(Op.PLUS_BLEED, 1), P(Op.BURNABLE, 2))}),
        # Draba: (D) on a minion, burn it to reduce its stealth to 0 / reaction: stealth to 0.
        100578: dict(levels={"chi": (P(Op.STEALTH, 1), P(Op.BURN_SELF, 1), P(Op.STEALTH, -99, 1)),
                             "CHI": (P(Op.STEALTH, -99, 1),)}),
        # Tier of Souls: (D) steal 1 blood from your prey's minion / and +1 bleed against your prey.
        101984: dict(levels={"ani": (P(Op.STEAL_BLOOD, 1),), "ANI": (P(Op.STEAL_BLOOD, 1), P(Op.PLUS_BLEED, 1),
                                                                     P(Op.BURNABLE, 0))}),
        # Condemnation: Mute: lock a younger vampire / -3 votes (and 1 blood after a referendum).
        100400: dict(levels={"chi": (P(Op.STEALTH, 1), P(Op.LOCK, 1, Who.YOUNGER)),
                             "dai": (P(Op.STEALTH, 1), P(Op.VOTES, -3, 1)),
                             "DAI": (P(Op.STEALTH, 1), P(Op.VOTES, -3, 1), _w(When.REFERENDUM_PASSED),
                                     P(Op.DAMAGE, 1, 1))}),
        # Slaughtering the Herd [DOM]: the predator's vampire moves 1 blood to this vampire at each action.
        101801: dict(levels={"DOM": (P(Op.STEAL_BLOOD, 1), P(Op.BURNABLE, 4))}),
        # Media Influence [PRE]: each of your unlocked vampires gains 1 blood.
        101193: dict(levels={"PRE": (P(Op.BLOOD_TO, 1, 2),)}),
    }


def _wider_discipline_actions() -> dict[int, _Override]:
    """Undirected action cards requiring a Discipline."""
    P = Prim
    return {
        # Psychic Veil: "all of your vampires' (arg VAMPIRE; OBF: minions', arg ANOTHER) actions are
        # at +1 stealth this turn" (cond 1).
        101510: dict(levels={"obf": (P(Op.STEALTH, 1, Who.VAMPIRE, 1),), "OBF": (P(Op.STEALTH, 1, Who.ANOTHER, 1),)}),
        # Magic of the Smith: search the library for an equipment and equip the actor with it.
        101143: dict(levels={
            "tha": (P(Op.STEALTH, 1), P(Op.SEARCH, 1, Thing.EQUIPMENT, 1)),
            "THA": (P(Op.STEALTH, 3), P(Op.SEARCH, 1, Thing.EQUIPMENT, 1)),
        }),
        # Engling Fury: [for] gain 2 blood; [spi] and unlock in the next discard phase; [SPI] gain 2
        # blood and unlock.
        100643: dict(levels={
            "for": (P(Op.STEALTH, 1), P(Op.GAIN_BLOOD, 2)),
            "spi": (P(Op.STEALTH, 1), P(Op.GAIN_BLOOD, 2), _w(When.DISCARD_PHASE), P(Op.UNLOCK_MINION, 1)),
            "SPI": (P(Op.STEALTH, 1), P(Op.GAIN_BLOOD, 2), P(Op.UNLOCK_MINION, 1)),
        }),
        # The Call: 2 / 3 blood to a younger Dementation vampire in your uncontrolled region.
        100278: dict(levels={
            "aus dem": (P(Op.STEALTH, 1), _w(When.TARGET_IS, 0, disc_code("dem")), P(Op.ADD_UNCONTROLLED, 2, YOUNGER)),
            "AUS DEM": (P(Op.STEALTH, 1), _w(When.TARGET_IS, 0, disc_code("dem")), P(Op.ADD_UNCONTROLLED, 3, YOUNGER)),
        }),
        # Possession: a vampire from your ash heap to your uncontrolled region ([nec]) or to your
        # ready region with 1 blood ([NEC])
        101423: dict(levels={"nec": (P(Op.RECUR, 1, Thing.VAMPIRE, 2),), "NEC": (P(Op.RECUR, 1, Thing.VAMPIRE, 3),)}),
        # Pulse of the Canaille [aus]: look at every hand this turn.
        # Pulse of the Canaille: [aus] all hands open for the rest of the turn; [AUS] +2 bleed on
        # the acting vampire (only one each)
        101517: dict(levels={"aus": (P(Op.STEALTH, 1), P(Op.OPEN_HAND, 0, Who.ANOTHER)),
                             "AUS": (P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.PLUS_BLEED, 2))}),
        # Summon History: an ally / retainer / equipment costing X (or a capacity X vampire) into play.
        101897: dict(levels={"tem": (P(Op.SEARCH, 1, Thing.ANY, 1), P(Op.PAY_BLOOD, 0, 0, 0, 1)),
                             "TEM": (P(Op.SEARCH, 1, Thing.VAMPIRE, 1), P(Op.PAY_BLOOD, 0, 0, 0, 1))}),
        # Renewed Vigor: [for] on the vampire, burned in the unlock phase to leave torpor (placed);
        # [obe] a vampire from torpor to the ready region, or an ally or retainer back to its
        # starting life; [OBE] another vampire filled to capacity (99: "enough blood")
        101603: dict(options=(_on("for", P(Op.STEALTH, 1), _w(When.UNLOCK_PHASE), P(Op.BURN_SELF, 1), P(Op.RESCUE, 1)),
                              _on("obe", P(Op.STEALTH, 1), P(Op.RESCUE, 1, 1)),
                              _on("obe", P(Op.STEALTH, 1), P(Op.FILL_BLOOD, 1, Thing.ALLY_OR_RETAINER)),
                              _on("OBE", P(Op.STEALTH, 1), P(Op.BLOOD_TO, 99, 1)))),
        # Preternatural Strength: put on the acting vampire (one each) for +1 / +2 strength; its
        # bearer cannot play Torn Signpost.
        101483: dict(levels={"pot": (P(Op.STEALTH, 2), P(Op.ON_ACTOR, 1, 1), P(Op.STRENGTH, 1),
                                     P(Op.CANNOT_PLAY, 0, 101993)),
                             "POT": (P(Op.STEALTH, 2), P(Op.ON_ACTOR, 1, 1), P(Op.STRENGTH, 2),
                                     P(Op.CANNOT_PLAY, 0, 101993))}),
        # Heart of the City: put on the acting vampire (one each) for +1 / +2 bleed.
        100904: dict(levels={"pre": (P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.PLUS_BLEED, 1)),
                             "PRE": (P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.PLUS_BLEED, 2))}),
        # Form of Corruption: counters when your prey gets the Edge; steal a vampire with that little blood.
        100770: dict(levels={"ser": (P(Op.COUNTER, 1), _w(When.MASTER_PHASE), P(Op.STEAL_CARD, 1, Thing.VAMPIRE)),
                             "SER": (P(Op.COUNTER, 1), _w(When.MASTER_PHASE), P(Op.STEAL_CARD, 1, Thing.VAMPIRE),
                                     P(Op.BURN_POOL, 1))}),
        # Rutor's Hand: 1 aggravated damage to itself; lock the card to unlock in your minion phase.
        101664: dict(levels={"tha": (P(Op.STEALTH, 1), P(Op.DAMAGE, 1, 3, 1), _w(When.MINION_PHASE), P(Op.LOCK_SELF, 1),
                                     P(Op.UNLOCK_MINION, 1)),
                             "THA": (P(Op.STEALTH, 1), P(Op.PAY_BLOOD, 3), _w(When.MINION_PHASE), P(Op.LOCK_SELF, 1),
                                     P(Op.UNLOCK_MINION, 1))}),
        # Clotho's Gift [TEM]: on the vampire, locked; in your minion phase, lock it and burn 1
        # blood to unlock (placed)
        100365: dict(levels={"TEM": (P(Op.STEALTH, 1), _w(When.MINION_PHASE), P(Op.LOCK_SELF, 1), P(Op.PAY_BLOOD, 1),
                                     P(Op.UNLOCK_MINION, 1))}),
        # Contagion: each other Methuselah burns 1 pool in their unlock phase.
        100418: dict(levels={"dai": (P(Op.STEALTH, 1), _w(When.OTHER_UNLOCK_PHASE), P(Op.BURN_POOL, 1)),
                             "DAI": (P(Op.STEALTH, 1), _w(When.OTHER_UNLOCK_PHASE), P(Op.BURN_POOL, 1),
                                     _w(When.ONCE_PER_COMBAT), P(Op.COUNTER, 1))}),
    }


def _wider_action_modifiers() -> dict[int, _Override]:
    """Action modifiers (and action modifier / combat cards)."""
    P = Prim
    return {
        # Faceless Night [OBF]: minions failing to block are locked.
        100687: dict(levels={"OBF": (P(Op.STEALTH, 1), _w(When.BLOCK_FAILED), P(Op.LOCK, 1))}),
        # Mirror Walk [THA]: if blocked, lock the blocker and end the action.
        101223: dict(levels={"THA": (P(Op.STEALTH, 1), _w(When.BLOCKED), P(Op.LOCK, 1), P(Op.END_ACTION, 1))}),
        # Into Thin Air: +1 / +2 stealth; once, burn 1 blood: an ally or younger vampire -1 intercept.
        101001: dict(levels={
            "obf": (P(Op.STEALTH, 1), _w(When.ONCE_PER_ACTION), P(Op.PAY_BLOOD, 1),
                    P(Op.MINUS_INTERCEPT, 1, Who.ALLY_OR_YOUNGER)),
            "OBF": (P(Op.STEALTH, 2), _w(When.ONCE_PER_ACTION), P(Op.PAY_BLOOD, 1),
                    P(Op.MINUS_INTERCEPT, 1, Who.ALLY_OR_YOUNGER)),
        }),
        # Revelation of the Serpent: "+1 bleed (limited), or +1 stealth and +1 bleed (limited)" (the
        # stealth when played against a block); [PRE PRO] after a successful bleed, 2 corruption
        # counters to unlock.
        102233: dict(levels={"pre pro": (P(Op.STEALTH, 1), P(Op.PLUS_BLEED, 1, 1)),
                             "PRE PRO": (P(Op.PLUS_BLEED, 1, 1), P(Op.STEALTH, 1), _w(When.AFTER_BLEED),
                                         P(Op.COUNTER, -2), P(Op.UNLOCK_MINION, 1))}),
        # Stone Travel [MYT]: +1 stealth; may cancel the combat if blocked.
        101875: dict(levels={"MYT": (P(Op.STEALTH, 1), _w(When.BLOCKED), P(Op.COMBAT_ENDS, 1))}),
        # I am Legion [DAI OBF]: cancel an Auspex reaction and/or gain 1 pool on success.
        # I am Legion: cancel a reaction requiring Auspex (CANCEL cond: the Discipline's index + 1).
        100947: dict(levels={"dai obf": (P(Op.CANCEL, 1, Thing.REACTION, disc_code("aus")),),
                             "DAI OBF": (P(Op.CANCEL, 1, Thing.REACTION, disc_code("aus")), _w(When.AFTER_ACTION),
                                         P(Op.GAIN_POOL, 1))}),
        # Hide the Mind: [OBF] cancel a reaction card requiring Auspex as it is played; [obf] a
        # combat card requiring Auspex (CANCEL cond: combat.STRIKE_CANCEL_DISC + the Discipline's
        # index + 1); neither cost is paid.
        100921: dict(levels={"OBF": (P(Op.CANCEL, 1, Thing.REACTION, disc_code("aus")),),
                             "obf": (P(Op.CANCEL, 1, Thing.STRIKE_CARD, 100 + disc_code("aus")),)}),
        # Crocodile's Tongue: the block fails (the blocker may burn 1 / 2 blood to cancel it).
        100450: dict(levels={"aus": (P(Op.BLOCK_FAILS, 1),), "AUS": (P(Op.BLOCK_FAILS, 1),)}),
        # The Kiss of Ra [FOR]: and the blocker goes to torpor.
        # The Kiss of Ra: when a vampire without Fortitude attempts to block, the attempt is
        # cancelled, the blocker burns 2 blood, the action ends; [FOR] the blocker goes to torpor.
        101062: dict(levels={
            "for": (_w(When.BLOCK_ATTEMPT, Who.WITHOUT_DISCIPLINE, disc_code("for")), P(Op.BLOCK_FAILS, 1),
                    P(Op.DAMAGE, 2, 4), P(Op.END_ACTION, 1)),
            "FOR": (_w(When.BLOCK_ATTEMPT, Who.WITHOUT_DISCIPLINE, disc_code("for")), P(Op.BLOCK_FAILS, 1),
                    P(Op.DAMAGE, 2, 4), P(Op.END_ACTION, 1), P(Op.TORPOR, 1))}),
        # Force of Personality [PRE]: vampires burn 1 blood to block (PAY_BLOOD cond=2: each
        # minion the When before it names, as it attempts to block); allies cannot.
        100758: dict(levels={"PRE": (_w(When.AS_ANNOUNCED), _w(When.BLOCK_ATTEMPT, Who.VAMPIRE),
                                     P(Op.PAY_BLOOD, 1, 0, 2), P(Op.UNBLOCKABLE, 1, Who.ALLY))}),
        # Empowering the Puppet King: during a bleed, another ready vampire ([dom] unlocked, [DOM]
        # locked or not) gives the acting minion +1 bleed (limited).
        100639: dict(levels={"dom": (P(Op.PLUS_BLEED, 1, 1),), "DOM": (P(Op.PLUS_BLEED, 1, 1),)}),
        # Enchanting Gaze [PRE PRO]: burn a corruption counter on the blocker: the block fails.
        102221: dict(levels={"PRE PRO": (P(Op.STEALTH, 1), _w(When.ONCE_PER_ACTION), P(Op.COUNTER, -1),
                                         P(Op.BLOCK_FAILS, 1))}),
        # Tenebrous Form [OBT]: minions without Obtenebration burn 1 blood to block.
        101957: dict(levels={"OBT": (P(Op.STEALTH, 1),
                                     P(Op.WHEN, When.BLOCK_ATTEMPT, Who.WITHOUT_DISCIPLINE, disc_code("obt")),
                                     P(Op.PAY_BLOOD, 1, 0, 2))}),
        # CrimethInc. [qui] / [tha]: unlock another Anarch / in play: 1 pool to unlock an Anarch.
        100446: dict(levels={"qui": (P(Op.UNLOCK_OTHER, 1),),
                             "tha": (_w(When.MINION_PHASE), P(Op.PAY_POOL, 1), P(Op.UNLOCK_OTHER, 1))}),
        # Power of One [obt]: the blocking minion burns 2 blood or life.
        101429: dict(levels={"obt": (_w(When.BLOCKED), P(Op.DAMAGE, 2, 5))}),  # 5: burns blood or life
        # Approximation of Loyalty [PRE]: cancel a reaction by a 6- vampire or an ally.
        # Approximation of Loyalty: [pre] as announced, a vampire of capacity 6 or less or an ally
        # cannot block; [PRE] cancel a reaction played by one (the filter: rules.CANCEL_REACTION).
        100078: dict(levels={"pre": (_w(When.AS_ANNOUNCED), P(Op.CANNOT_BLOCK, 1, Who.CAPACITY_AT_MOST, 6)),
                             "PRE": (P(Op.CANCEL, 1, Thing.REACTION),)}),
        # True Love's Face [OBF PRE]: the block fails (1 pool cancels it).
        102041: dict(levels={"OBF PRE": (P(Op.BLOCK_FAILS, 1),)}),
        # Trochomancy: remove 13 / 7 ash heap cards for +1 / +2 bleed.
        102026: dict(levels={"nec": (P(Op.REMOVE_FROM_GAME, 13, Thing.LIBRARY), P(Op.PLUS_BLEED, 1, 1)),
                             "aus nec": (P(Op.REMOVE_FROM_GAME, 7, Thing.LIBRARY), P(Op.PLUS_BLEED, 1, 1)),
                             "AUS NEC": (P(Op.REMOVE_FROM_GAME, 7, Thing.LIBRARY), P(Op.PLUS_BLEED, 2, 1))}),
        # Leverage: burn the Edge for +1 bleed; no Edge this action.
        101098: dict(options=(_on("", P(Op.EDGE, -1), P(Op.PLUS_BLEED, 1)),)),
        # Cryptic Rider: the next referendum you call this turn passes.
        100478: dict(options=(_on("", P(Op.PASS_REFERENDUM, 1)),)),
        # The Missing Voice [cel]: capacity 4- vampires -1 intercept.
        101226: dict(levels={"cel": (P(Op.MINUS_INTERCEPT, 1, Who.YOUNGER),)}),
        # Telepathic Vote Counting [aus]: cancel the referendum (the card returns to hand).
        101951: dict(levels={"aus": (P(Op.CANCEL, 1, Thing.POLITICAL),)}),
        # Mask of a Thousand Faces: this vampire takes over the action.
        101179: dict(levels={"obf": (P(Op.LOCK_SELF, 1), P(Op.CONTINUE_ACTION, 1)),
                             "OBF": (P(Op.LOCK_SELF, 1), P(Op.CONTINUE_ACTION, 1), P(Op.STEALTH, 1))}),
        # Psychomachia [dai] / [DAI]: the block fails (and 1 unpreventable damage to the blocker).
        # Psychomachia, if an ally or younger vampire blocks (rules.PSYCHOMACHIA): [pre] unlock,
        # the action ends; [dai] the block fails; [DAI] and 1 unpreventable damage to the blocker.
        101511: dict(levels={"pre": (P(Op.UNLOCK_MINION, 1), P(Op.END_ACTION, 1)), "dai": (P(Op.BLOCK_FAILS, 1),),
                             "DAI": (P(Op.BLOCK_FAILS, 1), P(Op.DAMAGE, 1, 1))}),
        # The Sleeping Mind [DOM]: minions cannot unlock during this action.
        # The Sleeping Mind, as the action is announced: [dom] a chosen locked vampire cannot block;
        # [DOM] minions cannot unlock during this action (CANNOT cond=1: this action).
        101805: dict(levels={"dom": (_w(When.AS_ANNOUNCED), P(Op.CANNOT_BLOCK, 1, Who.LOCKED)),
                             "DOM": (_w(When.AS_ANNOUNCED), P(Op.CANNOT, 0, Restriction.UNLOCK, 1))}),
        # Memory Rift, an Anarch as the action is announced: [dem] a titled or younger vampire
        # cannot block; [obf] +1 stealth; [pre] if blocked, strike: combat ends in the first round.
        101199: dict(levels={
            "dem": (_w(When.AS_ANNOUNCED), P(Op.CANNOT_BLOCK, 1, Who.TITLED_OR_YOUNGER), P(Op.REQUIRES, 0, Req.ANARCH)),
            "obf": (_w(When.AS_ANNOUNCED), P(Op.STEALTH, 1), P(Op.REQUIRES, 0, Req.ANARCH)),
            "pre": (_w(When.AS_ANNOUNCED), P(Op.COMBAT_ENDS, 1), P(Op.REQUIRES, 0, Req.ANARCH))}),
        # Beast Meld: [ani pro] +1 stealth, 1 damage prevented in the resulting combat if blocked;
        # [ANI PRO] as a non-bleed action is announced (AS_ANNOUNCED cond=1), vampires cannot block.
        100146: dict(levels={"ani pro": (P(Op.STEALTH, 1), P(Op.PREVENT, 1)),
                             "ANI PRO": (_w(When.AS_ANNOUNCED, 0, 1), P(Op.UNBLOCKABLE, 1, Who.VAMPIRE))}),
        # Skin of the Chameleon [tha]: as the action is announced, a maneuver or press if blocked.
        101794: dict(levels={"tha": (_w(When.AS_ANNOUNCED), P(Op.MANEUVER, 1), P(Op.PRESS, 1))}),
        # Visions of Gehenna [pre]: allies cannot block this action.
        102264: dict(levels={"pre": (P(Op.CANNOT_BLOCK, 1, Who.ALLY),)}),
        # Bribes: gain 1 pool; supporters of the referendum gain 1 pool.
        100251: dict(options=(_on("", P(Op.GAIN_POOL, 1), _w(When.REFERENDUM_PASSED), P(Op.GAIN_POOL, 1, 0, 1)),)),
        # Enkil Cog: +1 bleed; lock it to take an action in any minion phase.
        100645: dict(options=(_on("", P(Op.PLUS_BLEED, 1), P(Op.LOCK_SELF, 1), P(Op.CLAN_ACTS_ANY_TURN, 1)),)),
        # Blanket of Night [OBT]: another vampire locks to make a block fail.
        100177: dict(levels={"OBT": (P(Op.LOCK_SELF, 1), P(Op.BLOCK_FAILS, 1))}),
        # Repulsion: maneuver to long range / +1 stealth / on the vampire: +1 stealth, burned in torpor.
        101606: dict(levels={"pre": (_w(When.BLOCKED), P(Op.MANEUVER, 1)), "obe": (P(Op.STEALTH, 1),),
                             "OBE": (P(Op.STEALTH, 1), P(Op.EXPIRES, 0, 0, When.TORPOR))}),
        # The Art of Memory: after a successful action, one card played returns to hand.
        100097: dict(options=(_on("", _w(When.AFTER_ACTION), P(Op.RECUR, 1, Thing.LIBRARY)),)),
        # Acheron Vortex: minions without Necromancy or Obtenebration -1 intercept (cond: two
        # Disciplines, the second times 64).
        100016: dict(options=(_on("", P(Op.MINUS_INTERCEPT, 1, Who.WITHOUT_DISCIPLINE,
                                        disc_code("nec") + 64 * disc_code("obt"))),)),
        # Seraph's Second: unlock the acting Black Hand vampire.
        101724: dict(options=(_on("", P(Op.UNLOCK_OTHER, 1)),)),
        # Fae Contortion: [myt] [REFLEX] cancel a grapple card as it is played; [myt] / [obt] maneuver;
        # [MYT] +1 stealth.
        100689: dict(options=(_on("MYT", P(Op.STEALTH, 1)), _on("myt", P(Op.CANCEL, 1, Thing.GRAPPLE_CARD)),
                              _on("myt", P(Op.MANEUVER, 1)), _on("obt", P(Op.MANEUVER, 1)))),
        # Shroud Mastery: [NEC] "only usable as an action to recruit or employ a wraith is announced.
        # Unlock this vampire after action resolution if this action is successful"; [nec] +1 stealth.
        101773: dict(options=(_on("NEC", P(Op.WHEN, When.AS_ANNOUNCED, Thing.WRAITH), P(Op.UNLOCK_MINION, 1)),
                              _on("nec", P(Op.STEALTH, 1)))),
        # Predator's Transformation: [abo] [REFLEX] as above; [abo] +1 stealth as the action is announced.
        101479: dict(options=(_on("ABO", P(Op.BURN_POOL, 2)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)),
                              _on("abo", _w(When.AS_ANNOUNCED), P(Op.STEALTH, 1)))),
        # Tangle Atropos' Hand: cancel the action when blocked (and take the card back / +1 stealth).
        101935: dict(levels={"pot": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1)),
                             "tem": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1), P(Op.RECUR, 1, Thing.ACTION)),
                             "TEM": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1), P(Op.RECUR, 1, Thing.ACTION),
                                     P(Op.STEALTH, 1))}),
        # Red Herring: once blocked, unlock and the action ends; the action card back in hand (your
        # vampires cannot perform the same action again this turn); [CHI] lock the blocking minion.
        101573: dict(levels={"chi": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1), P(Op.RECUR, 1, Thing.ACTION)),
                             "CHI": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1), P(Op.RECUR, 1, Thing.ACTION),
                                     P(Op.LOCK, 1))}),
    }


def _wider_reactions() -> dict[int, _Override]:
    """Reactions (and action modifier / reaction cards)."""
    P = Prim
    return {
        # Forced Awakening: wake; 1 blood if it does not block.
        100760: dict(options=(_on("", P(Op.WAKE, 1), P(Op.PAY_BLOOD, 1, 0, 1)),)),
        # Redirection [DOM]: also against same-age or older vampires.
        101578: dict(levels={"DOM": (P(Op.LOCK_SELF, 1), P(Op.REDIRECT_BLEED, 1))}),
        # Deep Ecology [pro]: a locked vampire burns 1 blood to unlock (rules.UNLOCK_REACTIONS: offered
        # to locked vampires only).
        102219: dict(levels={"pro": (P(Op.PAY_BLOOD, 1), P(Op.UNLOCK_MINION, 1))}),
        # Protected District: reduce a bleed against you by 3, or +3 votes against the referendum
        # (politics.AGAINST_VOTES: its Methuselah then votes against).
        102214: dict(options=(_on("", P(Op.REDUCE_BLEED, 3)), _on("", _w(When.POLLING), P(Op.VOTES, 3)))),
        # Mental Maze: end the action (Ministry pay 1 less).
        101201: dict(levels={
            "obf": (P(Op.LOCK_SELF, 1), P(Op.END_ACTION, 1)), "OBF": (P(Op.END_ACTION, 1),),
        }),
        # Voice of Madness: blocking an ally or younger vampire, lock and end the action; [DEM] the
        # acting minion burns 1 blood or life.
        102129: dict(levels={"dem": (P(Op.LOCK_SELF, 1), P(Op.END_ACTION, 1)),
                             "DEM": (P(Op.LOCK_SELF, 1), P(Op.END_ACTION, 1), P(Op.DAMAGE, 1, 5))}),
        # Bloodstorm of Chorazin: blocking an ally or younger vampire, lock, 1 unpreventable damage on
        # the acting minion and each retainer on it, the action ends.
        100224: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.DAMAGE, 1, 1), P(Op.END_ACTION, 1)),)),
        # Scalpel Tongue [CEL PRE]: and the chosen vampire burns 1 blood.
        101686: dict(levels={"CEL PRE": (P(Op.LOCK, 1), P(Op.ABSTAIN, 1), P(Op.DAMAGE, 1, 1))}),
        # Read the Winds [ani aus]: +1 intercept, no lock for the block.
        101559: dict(levels={"ani aus": (P(Op.INTERCEPT, 1), P(Op.UNLOCK_MINION, 1))}),
        # Poison Pill: the acting vampire's controller loses the pool the referendum costs you.
        101406: dict(options=(_on("", _w(When.REFERENDUM_PASSED), P(Op.BURN_POOL, 0, 1)),)),
        # Determine: redirect a predator's minion's bleed, or cancel its action card.
        100534: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.REDIRECT_BLEED, 1)),
                              _on("", P(Op.LOCK_SELF, 1), P(Op.CANCEL, 1, Thing.ACTION)))),
        # Lost in Translation: redirect a bleed by an ally or younger vampire.
        101126: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.REDIRECT_BLEED, 1)),)),
        # Guardian Vigil: the Anarch attempts to block (+1 intercept / a maneuver / no lock).
        100868: dict(levels={"aus": (P(Op.BLOCK_ANY, 0), P(Op.INTERCEPT, 1)), "cel": (P(Op.BLOCK_ANY, 0),
                                                                                      P(Op.MANEUVER, 1)),
                             "for": (P(Op.BLOCK_ANY, 0), P(Op.UNLOCK_MINION, 1))}),
        # Confusion of the Eye: reduce a bleed by 1 / a vampire abstains.
        100406: dict(levels={"obf": (P(Op.REDUCE_BLEED, 1),), "OBF": (P(Op.ABSTAIN, 1),)}),
        # Eyes of the Wild: wake; 1 blood: +1 intercept; locks after the action if it did not block.
        102222: dict(options=(_on("", P(Op.WAKE, 1), P(Op.PAY_BLOOD, 1), P(Op.INTERCEPT, 1)),)),
        # Scobax [str] / [STR]: -1 stealth (and the action fails unless 1 blood is burned).
        101691: dict(levels={"str": (P(Op.STEALTH, -1, 1),), "STR": (P(Op.STEALTH, -1, 1), P(Op.END_ACTION, 1))}),
        # Gift of Sleep [obe]: lock the ally and end the action.
        100828: dict(levels={"obe": (P(Op.LOCK, 1, Who.ALLY), P(Op.END_ACTION, 1))}),
        # Melange [AUS]: on the acting minion, burned for +1 bleed later.
        101195: dict(levels={"AUS": (P(Op.INTERCEPT, 1), P(Op.BURN_SELF, 1), P(Op.PLUS_BLEED, 1))}),
        # Predator's Communion: [abo] [REFLEX] as above; [abo] +1 intercept when a vampire is acting;
        # [ABO] a locked vampire unlocks when a vampire is acting (rules.UNLOCK_REACTIONS).
        101477: dict(options=(_on("ABO", P(Op.UNLOCK_MINION, 1)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)),
                              _on("abo", P(Op.INTERCEPT, 1)))),
        # Forced Vigilance: [for] a locked vampire who has blocked unlocks after block resolution;
        # [FOR] a locked vampire unlocks during an action directed at you.
        100762: dict(levels={"for": (_w(When.BLOCKED, 1), P(Op.UNLOCK_MINION, 1)), "FOR": (P(Op.UNLOCK_MINION, 1),)}),
        # Rat's Warning: a locked vampire unlocks during a bleed against you; [ANI] 1 optional press
        # during the resulting combat if they block.
        101547: dict(levels={"ani": (_w(When.BLEED_AGAINST_YOU), P(Op.UNLOCK_MINION, 1)),
                             "ANI": (_w(When.BLEED_AGAINST_YOU), P(Op.UNLOCK_MINION, 1), P(Op.PRESS, 1))}),
    }


def _wider_combat() -> dict[int, _Override]:
    """Combat cards (and combat / reaction cards)."""
    P = Prim
    return {
        # Psyche! [CEL]: queue another combat with the opposing minion.
        101507: dict(levels={"CEL": (P(Op.EXTRA_COMBAT, 1),)}),
        # Disarm: the opposing vampire goes to torpor with -1 / -2 strength (3 blood burns it).
        100549: dict(levels={
            "pot": (P(Op.TORPOR, 1), P(Op.STRENGTH, -1, 1)), "POT": (P(Op.TORPOR, 1), P(Op.STRENGTH, -2, 1)),
        }),
        # Pack Alpha: employ an animal retainer / burn one to get +1 strength.
        101342: dict(levels={
            "ani": (_w(When.BEFORE_RANGE), P(Op.PUT_IN_PLAY, 1, Thing.ANIMAL)),
            "ANI": (P(Op.BURN_CARD, 1, Thing.ANIMAL), P(Op.STRENGTH, 1)),
        }),
        # Shadow Body / Mirror Image superior: combat ends and a non-bleed (non-political) action
        # continues as unblocked.
        101735: dict(levels={"OBT": (P(Op.COMBAT_ENDS, 1), P(Op.CONTINUE_ACTION, 1, 3))}),
        101222: dict(levels={"CHI": (P(Op.COMBAT_ENDS, 1), P(Op.CONTINUE_ACTION, 1, 1))}),
        # Form of Mist [PRO]: combat ends; a blocked vampire can burn 1 blood to continue the
        # action with +1 stealth as if unblocked.
        100771: dict(levels={"PRO": (P(Op.COMBAT_ENDS, 1), P(Op.CONTINUE_ACTION, 1), P(Op.PAY_BLOOD, 1),
                                     P(Op.STEALTH, 1))}),
        # Terror Frenzy, before range is determined: [ani] during the first round; this combat
        # the opposing minion cannot maneuver to close range, press to continue combat or use
        # equipment. [ANI] this combat, combat cards cost the opposing vampire 1 more blood.
        101960: dict(levels={
            "ani": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND), P(Op.CANNOT, 0, Restriction.MANEUVER_CLOSE),
                    P(Op.CANNOT, 0, Restriction.PRESS_CONTINUE), P(Op.CANNOT, 0, Restriction.HAVE_EQUIPMENT)),
            "ANI": (_w(When.BEFORE_RANGE), P(Op.COST_INCREASE, 1, Thing.COMBAT))}),
        # Hunger of Marduk: this round, a ranged strike steals 1 / 2 blood.
        102227: dict(levels={
            "tha": (P(Op.STEAL_BLOOD, 1, 1),), "THA": (P(Op.STEAL_BLOOD, 2, 1),),
        }),
        # Aura Reading: the opposing controller plays with an open hand / +2 hand size this combat.
        100113: dict(levels={"aus": (P(Op.OPEN_HAND, 1),), "AUS": (P(Op.HAND_SIZE, 2),)}),
        # Amaranth: diablerize the opposing vampire instead of sending it to torpor.
        100043: dict(options=(_on("", P(Op.DIABLERIE, 1)),)),
        # Brick by Brick [VIS]: this vampire sets the range.
        100252: dict(levels={"VIS": (_w(When.BEFORE_RANGE), P(Op.RANGE, 1))}),
        # Disguised Weapon: equip with a weapon from hand in combat.
        100555: dict(levels={"obf": (P(Op.PUT_IN_PLAY, 1, Thing.WEAPON),),
                             "OBF": (P(Op.PUT_IN_PLAY, 1, Thing.WEAPON),)}),
        # Oubliette [OBT]: and the opposing minion burns 1 blood or life.
        101334: dict(levels={"OBT": (P(Op.COMBAT_ENDS, 1), P(Op.DAMAGE, 1, 5))}),
        # Increased Strength: Potence strikes +1 / +2 damage this combat.
        100971: dict(levels={
            "pot": (_w(When.BEFORE_RANGE), P(Op.STRIKE_DAMAGE, 1, 1, disc_code("pot"))),
            "POT": (_w(When.BEFORE_RANGE), P(Op.STRIKE_DAMAGE, 2, 1, disc_code("pot"))),
        }),
        # Telepathic Tracking [AUS]: start a new round instead of ending combat.
        101950: dict(levels={"AUS": (P(Op.EXTRA_COMBAT, 1, 1),)}),
        # Flesh of Marble: after the first damage in a round, the rest is prevented.
        100749: dict(levels={"pro": (P(Op.PREVENT, 99, 1),), "PRO": (P(Op.PREVENT, 99, 1), P(Op.AGGRAVATED, 1))}),
        # Hell-for-Leather [obt]: the opposing controller burns 2 pool.
        100910: dict(levels={"obt": (P(Op.BURN_POOL, 2),)}),
        # Pulled Fangs: 1 damage, the vampire cannot hunt; vampires burn it with two +1 stealth actions.
        101515: dict(options=(_on("", P(Op.DAMAGE, 1), P(Op.CANNOT, 0, Restriction.HUNT), P(Op.BURNABLE, 0)),)),
        # Molotov Cocktail: a 2R aggravated strike, burned after use.
        101235: dict(options=(_on("", P(Op.STRIKE, 2, 1), P(Op.AGGRAVATED, 1), P(Op.EXPIRES, 0, 0, When.AFTER_USE)),)),
        # Dragon's Breath Rounds: +2 aggravated damage each gun strike; the gun burns after.
        100580: dict(options=(_on("", P(Op.STRIKE_DAMAGE, 2), P(Op.AGGRAVATED, 1),
                                  P(Op.EXPIRES, 0, 0, When.AFTER_USE)),)),
        # Zip Gun: 1R each strike, a maneuver each combat; the bearer takes 1 damage once a combat.
        102208: dict(options=(_on("", P(Op.STRIKE, 1, 1), P(Op.MANEUVER, 1), P(Op.DAMAGE, 1, 0, 0)),)),
        # Charismatic Aura [aus pre]: 1 blood: cancel a strike or grapple card (the minion
        # chooses a strike again).
        100333: dict(levels={"aus pre": (P(Op.PAY_BLOOD, 1), P(Op.CANCEL, 1, Thing.STRIKE_CARD))}),
        # The Jones [SER], in combat with an ally or younger vampire: cancel the opposing minion's
        # strike card as it is played (it chooses another strike).
        101023: dict(levels={"SER": (P(Op.CANCEL, 1, Thing.STRIKE_CARD, 1),)}),
        # Rockheart: prevent half the damage of a strike / of every strike this combat.
        101646: dict(levels={"vis": (P(Op.PREVENT, 0, 0, 2),), "VIS": (P(Op.PREVENT, 0, 0, 2),
                                                                       P(Op.PREVENT, 0, 1, 2))}),
        # Decapitate [POT]: burn the vampire going to torpor.
        100511: dict(levels={"POT": (_w(When.TORPOR), P(Op.BURN_MINION, 1))}),
        # Undead Persistence: an optional press and no torpor until combat ends.
        102060: dict(options=(_on("", P(Op.PRESS, 1), P(Op.TORPOR, 1)),)),
        # Bone Spur: aggravated hand damage this round / combat.
        100237: dict(levels={"pro": (P(Op.STRIKE_STRENGTH, 0), P(Op.AGGRAVATED, 1)),
                             "PRO": (P(Op.STRIKE_STRENGTH, 0), P(Op.AGGRAVATED, 1))}),
        # Inner Essence: a combat card costs 1 less (and 1 blood).
        100986: dict(levels={"vic": (P(Op.COST_REDUCTION, 1, Thing.COMBAT),),
                             "VIC": (P(Op.COST_REDUCTION, 1, Thing.COMBAT), P(Op.GAIN_BLOOD, 1))}),
        # Weather Control: 1 / 2 unpreventable damage to both combatants each round.
        # Weather Control, before range in the first round: both combatants and their retainers
        # take 1 unpreventable damage before range each round; [THA] 1 more each later round.
        102164: dict(levels={"tha": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND), P(Op.DAMAGE, 1, 1)),
                             "THA": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND), P(Op.DAMAGE, 1, 1),
                                     _w(When.END_OF_ROUND), P(Op.DAMAGE, 1, 1))}),
        # Preternatural Evasion [CEL]: 1 blood to end combat.
        101482: dict(levels={"CEL": (P(Op.PAY_BLOOD, 1), P(Op.COMBAT_ENDS, 1))}),
        # Absorb the Mind: ranged steal 1 blood (and a master: Discipline).
        100013: dict(levels={"myt": (P(Op.STEAL_BLOOD, 1, 1),), "MYT": (P(Op.STEAL_BLOOD, 1, 1),
                                                                        P(Op.STEAL_CARD, 1, Thing.DISCIPLINE_CARD))}),
        # Bollix: [cel] maneuver or press; [pre] cancel a frenzy or grapple card as it is played by
        # the opposing minion (two reflexes; an aim card is not cancelled); [tha] hand strike at +1
        # damage that Fortitude cannot prevent, the opposing weapons inflict no damage.
        100232: dict(options=(_on("cel", P(Op.MANEUVER, 1), P(Op.PRESS, 1)),
                              _on("pre", P(Op.CANCEL, 1, Thing.FRENZY_CARD)),
                              _on("pre", P(Op.CANCEL, 1, Thing.GRAPPLE_CARD)),
                              _on("tha", P(Op.STRIKE_STRENGTH, 1), P(Op.PREVENT, 99, 1)))),
        # Thoughts Betrayed, before range in the first round: the opposing minion takes 1 more
        # damage in the first round during normal strike resolution / cannot play strike cards
        # this combat.
        101976: dict(levels={"dom": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND), P(Op.DAMAGE, 1)),
                             "DOM": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND),
                                     P(Op.CANNOT, 0, Restriction.PLAY_STRIKE_CARDS))}),
        # High Ground: maneuver to long range (sets the range with flight).
        100925: dict(options=(_on("", P(Op.MANEUVER, 1), P(Op.RANGE_SET, 2)),)),
        # Relentless Reaper [THN]: 1 blood: a new round instead of the end of combat.
        101595: dict(levels={"THN": (P(Op.PAY_BLOOD, 1), P(Op.EXTRA_COMBAT, 1, 1))}),
        # Invoking the Beast, Devil-Channel: Hands: [abo] [REFLEX] cancel a frenzy card played on
        # this vampire as it is played; [abo] before range, +1 strength / aggravated hand damage
        # for the remainder of combat; [ABO] as above, with an optional press this round.
        101006: dict(options=(_on("ABO", _w(When.BEFORE_RANGE), P(Op.STRENGTH, 1), P(Op.PRESS, 1)),
                              _on("abo", _w(When.BEFORE_RANGE), P(Op.STRENGTH, 1)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)))),
        100539: dict(options=(_on("ABO", _w(When.BEFORE_RANGE), P(Op.AGGRAVATED, 1), P(Op.PRESS, 1)),
                              _on("abo", _w(When.BEFORE_RANGE), P(Op.AGGRAVATED, 1)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)))),
        # Devil-Channel: Back: [abo] [REFLEX] as above; [abo] burn 1 blood / [ABO] an additional
        # strike (limited) this round, only usable to make a hand strike (ADDITIONAL_STRIKE arg 1).
        100537: dict(options=(_on("ABO", P(Op.ADDITIONAL_STRIKE, 1, 1)),
                              _on("abo", P(Op.PAY_BLOOD, 1), P(Op.ADDITIONAL_STRIKE, 1, 1)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)))),
        # Evil Eye: cancel a strike card (no strike) / an action card, locking the actor.
        100668: dict(levels={"mal": (P(Op.CANCEL, 1, Thing.COMBAT),), "MAL": (P(Op.CANCEL, 1, Thing.ACTION),
                                                                              P(Op.LOCK, 1))}),
        # Disengage: a press only usable to end combat (PRESS cond 2); alternatively, burn 1 blood
        # to cancel a grapple card as it is played.
        100554: dict(options=(_on("", P(Op.PRESS, 1, 0, 2)),
                              _on("", P(Op.PAY_BLOOD, 1), P(Op.CANCEL, 1, Thing.GRAPPLE_CARD)))),
        # Dead-End Alley: a press only usable to continue combat (PRESS cond 3).
        100504: dict(options=(_on("", P(Op.PRESS, 1, 0, 3)),)),
        # Vengeance of Samiel: [pot] a hand strike at +1 damage; [val] as [pot] and it cannot be
        # dodged; [VAL] as [val] at +2 damage.
        102106: dict(options=(_on("VAL", P(Op.STRIKE_STRENGTH, 2), P(Op.UNDODGEABLE, 1)),
                              _on("pot", P(Op.STRIKE_STRENGTH, 1)),
                              _on("val", P(Op.STRIKE_STRENGTH, 1), P(Op.UNDODGEABLE, 1)))),
        # Blood Fury: +1 / +2 hand damage that Fortitude cannot prevent; weapons deal nothing.
        100201: dict(levels={"tha": (P(Op.STRIKE_STRENGTH, 1), P(Op.PREVENT, 99, 1)),
                             "THA": (P(Op.STRIKE_STRENGTH, 2), P(Op.PREVENT, 99, 1))}),
    }


def _wider_political_actions() -> dict[int, _Override]:
    """Political actions."""
    P = Prim
    return {
        # Banishment: a ready younger vampire goes back to the uncontrolled region.
        100131: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.TO_UNCONTROLLED, 1, Who.YOUNGER)),)),
        # Ancient Influence / Reins of Power: pool by the capacity of chosen vampires.
        100064: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.GAIN_POOL, 0, 1), P(Op.BURN_POOL, 5)),)),
        101591: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.GAIN_POOL, 6), P(Op.BURN_POOL, 0, 1)),)),
        # Disputed Territory: the chosen Methuselah takes control of the chosen location.
        100557: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.STEAL_CARD, 1, Thing.LOCATION)),)),
        # Alastor: an equipment from the library with the card; (D) enter combat; no diablerie.
        100038: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.SEARCH, 1, Thing.EQUIPMENT, 1), _act(1, 0, True),
                                  P(Op.ENTER_COMBAT, 1), P(Op.CANNOT, 0, Restriction.COMMIT_DIABLERIE)),)),
        # Rumors of Gehenna: chosen Methuselahs get +1 master phase action.
        101663: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.MASTER_ACTIONS, 1), P(Op.BURNABLE, 0, 1)),)),
        # Anathema: if its blood reaches 0 in combat, it is burned, the opponent gains its capacity.
        100060: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BURN_MINION, 1), P(Op.GAIN_POOL, 0, 1)),)),
        # Legacy of Pander: non-titled Pander get 1 vote.
        101087: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.VOTES, 1), P(Op.BURNABLE, 0, 1)),)),
        # Honor the Elders: capacity 8+ vampires gain 1 blood.
        100933: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BLOOD_TO, 1, 1),
                                  P(Op.ADD_UNCONTROLLED, 1, MIN_CAPACITY, 8)),)),
        # Cardinal Benediction: the chosen Sabbat vampire becomes a cardinal.
        100294: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BECOME, 0, Req.CITY_TITLE)),)),
        # Dramatic Upheaval: switch seats with another Methuselah.
        100583: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.CONTROL, 0, Who.ANOTHER)),)),
        # Protect Thine Own: burn a small non-Camarilla vampire.
        101499: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BURN_CARD, 1, Thing.VAMPIRE)),)),
        # Lily Prelude: 4 points among one or more Methuselahs, 1 pool burned per point; [MEL] a
        # chosen Methuselah gains 1 pool.
        101109: dict(options=(_on("mel", P(Op.REFERENDUM, 1), P(Op.ALLOCATE, 4)),
                              _on("MEL", P(Op.REFERENDUM, 1), P(Op.ALLOCATE, 4), P(Op.GAIN_POOL, 1)))),
        # Eat the Rich: each chosen Methuselah burns 1 pool, 3 more with a ready titled vampire (the
        # titles' votes and the Edge's in its referendum: politics).
        100605: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BURN_POOL, 1), P(Op.BURN_POOL, 3)),)),
        # Reinforcements: each chosen Methuselah shuffles up to three library cards of its ash heap
        # into its library; the card is removed from the game.
        101590: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.RECUR, 3, Thing.ANY, 1),
                                  P(Op.REMOVE_FROM_GAME, 1, Thing.POLITICAL)),)),
        # Justicar Retribution: burns every vampire with a current bleed of 3 or more.
        101031: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BURN_MINION, 1)),)),
        # Diversity: each Methuselah gains 1 pool per clan among its ready vampires.
        100564: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.GAIN_POOL, 1, 2)),)),
        # First Tradition: each Methuselah burns 2 pool or skips their turn in their unlock phase.
        100737: dict(options=(_on("", P(Op.REFERENDUM, 1), _w(When.EACH_UNLOCK_PHASE), P(Op.BURN_POOL, 2)),)),
    }


def _wider_allies_and_retainers() -> dict[int, _Override]:
    """Allies and retainers."""
    P = Prim
    return {
        # Nephandus: 1R strike, a press each combat, 1 less damage from each strike; (D) burn a
        # vampire in torpor to gain 1 life.
        101272: dict(options=(
            _on("", P(Op.STRIKE, 1, 1)), _on("", _w(When.EACH_COMBAT), P(Op.PRESS, 1)), _on("", P(Op.PREVENT, 1, 1)),
            _on("", _act(0, 0, True), P(Op.BURN_CARD, 1, Thing.VAMPIRE), P(Op.LIFE, 1)),
        )),
        # Carlton Van Wyk: 1R strike, a dodge each combat, +1 intercept vs vampires; discard
        # phase: burn him to burn a vampire who committed diablerie.
        100298: dict(options=(
            _on("", P(Op.STRIKE, 1, 1), _w(When.ONCE_PER_COMBAT), P(Op.DODGE, 1)),
            _on("", _w(When.BLOCKING, Who.VAMPIRE), P(Op.INTERCEPT, 1)),
            _on("", _w(When.DISCARD_PHASE), P(Op.BURN_SELF, 1), _w(When.DIABLERIE), P(Op.BURN_CARD, 1, Thing.VAMPIRE)),
        )),
        # War Ghoul: burns an ally or retainer as it enters; prevents 1 each round; (D) enter combat
        # with a vampire; lock and burn itself to burn a location.
        102144: dict(options=(
            _on("", _w(When.ENTERS_PLAY), P(Op.BURN_CARD, 1, Thing.ALLY_OR_RETAINER), P(Op.PREVENT, 1, 1)),
            _on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1, Who.VAMPIRE)),
            _on("", P(Op.LOCK_SELF, 1), P(Op.BURN_SELF, 1), P(Op.BURN_CARD, 1, Thing.LOCATION)),
        )),
        # Vagabond Mystic: lock to give an ally 1 life back; cannot block vampires.
        102087: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.LIFE, 1), P(Op.CANNOT, 0, Restriction.BLOCK)),)),
        # Homunculus: the employer can burn 1 blood to unlock in any unlock phase.
        100932: dict(levels={
            "pro": (P(Op.LIFE, 1), _w(When.EACH_UNLOCK_PHASE), P(Op.PAY_BLOOD, 1), P(Op.UNLOCK_MINION, 1)),
            "PRO": (P(Op.LIFE, 2), _w(When.EACH_UNLOCK_PHASE), P(Op.PAY_BLOOD, 1), P(Op.UNLOCK_MINION, 1)),
        }),
        # Emerald Legionnaire: unlock phase, remove 7 ash heap cards to bring one back from the ash heap.
        100634: dict(options=(_on("", P(Op.STRENGTH, 2), _w(When.UNLOCK_PHASE),
                                  P(Op.REMOVE_FROM_GAME, 7, Thing.LIBRARY),
                                  P(Op.PUT_IN_PLAY, 1, Thing.ALLY, 2)),)),
        # Murder of Crows: 1R damage each round.
        101254: dict(levels={"ani": (P(Op.LIFE, 1), P(Op.STRIKE, 1, 1)), "ANI": (P(Op.LIFE, 2), P(Op.STRIKE, 1, 1))}),
        # Rock Cat: (D) enter combat; capacity 3- vampires cannot strike the first round; a press each combat.
        101645: dict(options=(_on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1)),
                              _on("", _w(When.EACH_COMBAT), P(Op.PRESS, 1)))),
        # Gregory Winter: (D) steal 1 blood; (D) burn a vampire in torpor for 2 life; loses 1 life each turn.
        100855: dict(options=(_on("", _act(1, 0, True), P(Op.STEAL_BLOOD, 1, 0, Who.VAMPIRE)),
                              _on("", _act(0, 0, True), P(Op.BURN_CARD, 1, Thing.VAMPIRE), P(Op.LIFE, 2)),
                              _on("", _w(When.UNLOCK_PHASE), P(Op.LIFE, -1)))),
        # Renegade Garou: regains life when low.
        101602: dict(options=(_on("", P(Op.ADDITIONAL_STRIKE, 1), P(Op.MANEUVER, 1)),
                              _on("", _act(1, 0, True), P(Op.ENTER_COMBAT, 1)),
                              _on("", _w(When.UNLOCK_PHASE), P(Op.LIFE, 1)))),
        # Shambling Hordes: as it enters, remove a minion from your ash heap or burn it; +1 strength
        # per life; (D) enter combat; it cannot gain life.
        101751: dict(levels={
            "nec": (_w(When.ENTERS_PLAY), P(Op.REMOVE_FROM_GAME, 1, Thing.MINION), P(Op.STRENGTH, 0, 0, 0, 1),
                    P(Op.ENTER_COMBAT, 1)),
            "NEC": (P(Op.LIFE, 4), _w(When.ENTERS_PLAY), P(Op.REMOVE_FROM_GAME, 1, Thing.MINION),
                    P(Op.STRENGTH, 0, 0, 0, 1), P(Op.ENTER_COMBAT, 1)),
        }),
        # Nocturn: acts the turn it is recruited, unlocks the recruiter, plays cards requiring basic
        # Obtenebration, burned next unlock phase; [OBT] the recruiter may recruit again for 1 more blood.
        101293: dict(levels={
            "obt": (P(Op.UNLOCK_MINION, 1), P(Op.DISCIPLINE, 0, disc_code("obt")), P(Op.EXPIRES, 0, 0, When.UNLOCK_PHASE)),
            "OBT": (P(Op.UNLOCK_MINION, 1), P(Op.DISCIPLINE, 0, disc_code("obt")), P(Op.EXPIRES, 0, 0, When.UNLOCK_PHASE),
                    P(Op.PAY_BLOOD, 1, 0, 1)),
        }),
        # Ossian: +1 stealth (D) enter combat with a vampire.
        101333: dict(options=(_on("", _act(1, 0, True), P(Op.ENTER_COMBAT, 1, Who.VAMPIRE), P(Op.TRAIT, 0, Trait.RED_LIST)),)),
        # Reanimated Corpse: X (+2) pathos counters, one burned each unlock phase.
        101563: dict(levels={
            "thn": (P(Op.STRENGTH, 2), P(Op.COUNTER, 0, 0, 0, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS),
                    P(Op.PAY_BLOOD, 0, 0, 0, 1)),
            "THN": (P(Op.STRENGTH, 2), P(Op.COUNTER, 2, 0, 0, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS),
                    P(Op.PAY_BLOOD, 0, 0, 0, 1)),
        }),
        # Ponticulus: +1 intercept on actions directed at you; lock: +1 intercept to a Tremere; immune to
        # non-aggravated damage; cannot act.
        101419: dict(options=(_on("", _w(When.DIRECTED_AT_YOU), P(Op.INTERCEPT, 1)),
                              _on("", P(Op.LOCK_SELF, 1), P(Op.INTERCEPT, 1)))),
        # Owl Companion: the opposing controller plays with an open hand in the employer's combats.
        101340: dict(levels={"ani": (P(Op.LIFE, 1), P(Op.OPEN_HAND, 1)), "ANI": (P(Op.LIFE, 2), P(Op.OPEN_HAND, 1))}),
        # Infernal Servitor: acts the turn it is recruited; removed after a successful action.
        100981: dict(levels={"dai": (P(Op.STRENGTH, 1), P(Op.EXPIRES, 0, 0, When.AFTER_USE)),
                             "DAI": (P(Op.STRENGTH, 1), P(Op.EXPIRES, 0, 0, When.AFTER_USE))}),
        # Muddled Vampire Hunter: first strike; (D) enter combat with a ready vampire.
        101250: dict(options=(_on("", P(Op.FIRST_STRIKE, 1)), _on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1)))),
        # Veneficti: (D) steal a demon ally or burn a demon retainer; untargetable by small minions.
        102103: dict(options=(_on("", _act(0, 0, True), P(Op.STEAL_CARD, 1, Thing.ALLY)),
                              _on("", _act(0, 0, True), P(Op.BURN_CARD, 1, Thing.RETAINER)))),
        # Mylan Horseed: a dodge each combat; +1 stealth action: unlock a capacity 8+ non-Camarilla vampire.
        101261: dict(options=(_on("", _w(When.ONCE_PER_COMBAT), P(Op.DODGE, 1), P(Op.CANNOT, 0, Restriction.BLOCK)),
                              _on("", _act(1), P(Op.UNLOCK_OTHER, 1, Who.NON_CAMARILLA, 8)))),
        # Draeven Softfoot: lock: prevent 1 damage to a Kiasyd; immune to Chimerstry.
        100579: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.PREVENT, 1)),)),
        # Shaman: the Laibon employing it has +1 intercept; when acting, it can shuffle this
        # retainer back into its owner's library for +1 stealth (rules.shuffle_stealth).
        101750: dict(options=(_on("", P(Op.INTERCEPT, 1), P(Op.REQUIRES, 0, Req.LAIBON)),
                              _on("", P(Op.SHUFFLE_SELF, 1), P(Op.STEALTH, 1)))),
        # Asanbonsam Ghoul: +1 intercept vs directed actions; sets close range when blocking.
        100103: dict(options=(_on("", _w(When.DIRECTED_ACTION), P(Op.INTERCEPT, 1)),
                              _on("", _w(When.DIRECTED_ACTION), _w(When.BLOCKING), P(Op.RANGE_SET, 1)))),
        # Underbridge Stray: burn 1 life for a press; burn it to unlock a minion.
        102065: dict(levels={"ani": (P(Op.LIFE, 1), P(Op.PRESS, 1), P(Op.BURN_SELF, 1), P(Op.UNLOCK_OTHER, 1)),
                             "ANI": (P(Op.LIFE, 2), P(Op.STRENGTH, 1), P(Op.PRESS, 1), P(Op.BURN_SELF, 1),
                                     P(Op.UNLOCK_OTHER, 1))}),
        # Arms Dealer: "may take a +1 stealth action to allow you to search your library for a
        # weapon and move it to your hand. Shuffle and discard afterward."
        100090: dict(options=(_on("", _act(1), P(Op.SEARCH, 1, Thing.WEAPON)),)),
        # Tye Cooper: (D) burn a non-ready minion, an ash heap card back to hand; immune to non-aggravated damage.
        102053: dict(options=(_on("", _act(0, 0, True), P(Op.BURN_CARD, 1, Thing.MINION),
                                  P(Op.RECUR, 1, Thing.LIBRARY)),)),
        # Marijava Ghoul, Giuseppe: +1 stealth on actions requiring Presence / Necromancy.
        101164: dict(options=(_on("", _w(When.ACTION_REQUIRING, disc_code("pre")), P(Op.STEALTH, 1)),)),
        100833: dict(options=(_on("", _w(When.ACTION_REQUIRING, disc_code("nec")), P(Op.STEALTH, 1)),)),
    }


def _wider_equipment() -> dict[int, _Override]:
    """Equipment."""
    P = Prim
    return {
        # Heart of Nizchetus: unlock phase, draw up to 3 and put as many under the library.
        100903: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.DRAW, 3, 1)),)),
        # Leather Jacket: the minion equipping with it unlocks at the end of the turn; burn it to
        # prevent all the damage of the opposing minion's strike; one per minion.
        101081: dict(options=(_on("", _w(When.END_OF_TURN), P(Op.UNLOCK_MINION, 1), P(Op.BURN_SELF, 1),
                                  P(Op.PREVENT, 99)),)),
        # Camera Phone: (D) bleed at +1 bleed; no other equipment adds bleed.
        100287: dict(options=(_on("", _act(0, 0, True), P(Op.BLEED, 1)),)),
        # Bowl of Convergence: the bearer with Auspex gets +1 intercept (only such a bearer is
        # equipped with it); with superior Auspex, it can burn 1 blood during an action for +1 more.
        100243: dict(options=(_on("aus", P(Op.INTERCEPT, 1)), _on("AUS", P(Op.PAY_BLOOD, 1), P(Op.INTERCEPT, 1)))),
        # Sniper Rifle: 2R at long range; the bearer blocking may set the range to long.
        101816: dict(options=(_on("", P(Op.STRIKE, 2, 1), _w(When.BLOCKING), P(Op.RANGE_SET, 2)),)),
        # Palatial Estate: the vampire gains 1 blood each master phase.
        101345: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.GAIN_BLOOD, 1)),)),
        # Kaymakli Fragment: draw 5 as an action; +1 stealth action: 3 blood to an uncontrolled vampire.
        101035: dict(options=(_on("", _act(0), P(Op.DRAW, 5)), _on("", _act(1), P(Op.ADD_UNCONTROLLED, 3)))),
        # Living Manse: +1 bleed; burn it to end combat.
        101114: dict(options=(_on("", P(Op.PLUS_BLEED, 1), P(Op.BURN_SELF, 1), P(Op.COMBAT_ENDS, 1)),)),
        # The Sargon Fragment: superior Necromancy; an action costing 1 blood: an ash heap card to hand.
        101681: dict(options=(_on("", P(Op.DISCIPLINE, 0, disc_code("nec"))), _on("", _act(0, 1),
                                                                                  P(Op.RECUR, 1, Thing.LIBRARY)))),
        # Soul Gem of Etrius: when the bearer is burned, a younger vampire from the crypt replaces it.
        101832: dict(options=(_on("", _w(When.BURNED), P(Op.CRYPT_TO_UNCONTROLLED, 1)),)),
        # An Anarch Manifesto: the anarch with it gets +1 stealth on actions that require an anarch;
        # titled non-Anarch vampires get +1 strength (STRENGTH arg=1: the opposing minion's) in
        # combat with this minion (rules.held_stealth, rules.foe_strength).
        100053: dict(options=(_on("", P(Op.WHEN, When.REQUIRING_SECT, Req.ANARCH), P(Op.STEALTH, 1),
                                  P(Op.WHEN, When.IN_COMBAT_WITH, Who.TITLED_NON_ANARCH), P(Op.STRENGTH, 1, 1)),)),
        # Helicopter: locks when equipped; lock it to unlock after a successful action.
        100909: dict(options=(_on("", P(Op.LOCK, 1), _w(When.AFTER_ACTION), P(Op.UNLOCK_MINION, 1)),)),
        # The Crusader Sword: strength+1 aggravated.
        100474: dict(options=(_on("", P(Op.STRIKE_STRENGTH, 1), P(Op.AGGRAVATED, 1)),)),
        # Codex of the Edenic Groundskeepers: -2 stealth on bleeds; (D) bleed for 1 blood, +3 if
        # the target has no ready unlocked minion.
        100374: dict(options=(_on("", _w(When.BLEEDING), P(Op.STEALTH, -2)), _on("", _act(0, 1, True),
                                                                                 P(Op.BLEED, 0)))),
        # Enchanted Marionette: +1 bleed, and +1 stealth during bleed actions.
        100641: dict(options=(_on("", P(Op.PLUS_BLEED, 1), _w(When.BLEED_ACTION), P(Op.STEALTH, 1)),)),
    }


def _wider_events() -> dict[int, _Override]:
    """Events."""
    P = Prim
    return {
        # Dragonbound: in each Methuselah's discard phase, 1 pool for each of their vampires in torpor.
        100581: dict(replace_at=Replace.LEAVES_PLAY, options=(_on(
            "", _w(When.DISCARD_PHASE, 1), _w(When.TORPOR), P(Op.BURN_POOL, 1, 2)),)),
        # The Unmasking: allies get +1 intercept against vampires.
        102079: dict(options=(_on("", _w(When.BLOCKING, Who.VAMPIRE), P(Op.INTERCEPT, 1, Who.ALLY)),)),
        # Anthelios: once each master phase, a master phase action swaps a master card in hand
        # for one in the ash heap.
        100074: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.EXCHANGE_CARD, 1, Thing.MASTER)),)),
        # Scourge of the Enochians: discard phase: burn a capacity 2- vampire; your predator takes it.
        101697: dict(options=(_on("", _w(When.DISCARD_PHASE), P(Op.BURN_CARD, 1, Thing.VAMPIRE, 2),
                                  P(Op.CONTROL, 1, Who.PREDATOR)),)),
        # FBI Special Affairs Division: 2 damage to an actor who burned an ally; burned at 4 counters.
        100709: dict(options=(_on("", P(Op.COUNTER, 1), P(Op.DAMAGE, 2, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Narrow Minds: cards changing a bleed's target cost 1 more.
        101265: dict(options=(_on("", P(Op.COST_INCREASE, 1, Thing.REACTION)),)),
        # The Uncoiling: burns another event each discard phase.
        102057: dict(options=(_on("", _w(When.DISCARD_PHASE), P(Op.BURN_CARD, 1, Thing.EVENT)),)),
        # The Slow Withering: superior cards cost 1 more blood.
        101807: dict(options=(_on("", P(Op.COST_INCREASE, 1, Thing.ANY)),)),
        # NRA PAC: a minion who successfully performs an equip action unlocks at the end of the turn.
        101305: dict(options=(_on("", _w(When.EQUIP), P(Op.UNLOCK_MINION, 1)),)),
        # Torpid Blood: actions of vampires in torpor, and rescuing an older vampire, cost +1 blood;
        # not replaced until a vampire moves from torpor to the ready region (masters.left_torpor).
        101994: dict(replace_at=Replace.LEAVES_PLAY, options=(_on("", P(Op.COST_INCREASE, 1, Thing.ACTION)),)),
        # Restricted Vitae: vampires cannot hunt unless they must hunt; not replaced until a vampire
        # successfully hunts (masters.hunted).
        101614: dict(replace_at=Replace.LEAVES_PLAY, options=(_on("", P(Op.CANNOT, 0, Restriction.HUNT)),)),
        # The Bitter and Sweet Story: +2 hand size per victory point.
        100163: dict(options=(_on("", P(Op.HAND_SIZE, 2, 0, 0, 1)),)),
    }


def _wider_imbued_cards() -> dict[int, _Override]:
    """Powers and convictions (the imbued's cards)."""
    P = Prim
    return {
        # Vigilance: unlock this imbued after a successful action / when locked (1 conviction).
        102120: dict(options=(_on("", P(Op.UNLOCK, 1)), _on("", P(Op.REQUIRES, 0, Req.LOCKED),
                                                            P(Op.UNLOCK_MINION, 1)))),
        # Second Sight / Strike with Conviction: conviction cards burned for their effect.
        101705: dict(options=(_on("", P(Op.BURN_SELF, 1), P(Op.INTERCEPT, 1)),
                              _on("", P(Op.BURN_SELF, 1), P(Op.MINUS_INTERCEPT, 1)))),
        101886: dict(options=(_on("", P(Op.BURN_SELF, 1), P(Op.STRIKE_STRENGTH, 1)),
                              _on("", P(Op.BURN_SELF, 1), _act(0, 0, True), P(Op.BLEED, 1)))),
        # React with Conviction: cancel a control change, or an action / strike of those Disciplines.
        101557: dict(options=(_on("", P(Op.BURN_SELF, 1), P(Op.CANCEL, 1)),)),
        # Rejuvenate: 1 life in the unlock phase; +1 stealth action: 1 blood / life to a minion.
        101592: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.LIFE, 1)), _on("", _act(1), P(Op.BLOOD_TO, 1, 1)))),
        # Champion: the monster's action fails and it enters combat with this imbued.
        100322: dict(options=(_on("", P(Op.END_ACTION, 1), P(Op.ENTER_COMBAT, 1)),)),
        # Inspire: a counter to an uncontrolled imbued.
        100991: dict(options=(_on("", _act(1), P(Op.ADD_UNCONTROLLED, 1)),)),
    }


#: The families of :func:`_explicit_wider`, by card type (a card of two types goes by its first,
#: an action modifier / reaction with the reactions); the entries of each family in TWDA rank.
_WIDER_FAMILIES: tuple[Callable[[], dict[int, _Override]], ...] = (
    _wider_masters, _wider_master_locations, _wider_masters_in_play, _wider_plain_actions,
    _wider_directed_discipline_actions, _wider_discipline_actions, _wider_action_modifiers, _wider_reactions,
    _wider_combat, _wider_political_actions, _wider_allies_and_retainers, _wider_equipment, _wider_events,
    _wider_imbued_cards,
)


def _explicit_wider() -> dict[int, _Override]:
    """Hand-written entries for the most played cards whose text the patterns cannot read in full
    (ranked by TWDA slots), one table per family of cards (:data:`_WIDER_FAMILIES`). Each names the
    primitives of every way of playing the card."""
    return _merged(_WIDER_FAMILIES)


def _title_explicit() -> dict[int, _Override]:
    """Title cards (:mod:`.titles`): a referendum puts the card on a vampire as its title."""
    title = _on("", Prim(Op.REFERENDUM, 1), Prim(Op.BECOME, 0, Req.CITY_TITLE))
    out = {cid: dict(options=(title,)) for cid in TITLE_CARDS}
    # Closed Session, Private Audience: vampires of other sects abstain (politics.POLLING)
    out[100364] = out[101490] = dict(options=(_opt(Prim(Op.ABSTAIN, 1)),))
    return out


EXPLICIT: Mapping[int, _Override] = {**_title_explicit(), **_explicit(), **_explicit_wider()}


def _crypt_explicit_camarilla() -> dict[int, tuple[Option, ...]]:
    """Camarilla vampires."""
    P = Prim
    return {
        # Arika: in your prey's unlock phase, your prey burns 1 pool or a location per location.
        200135: (_on("", _w(When.WHILE_READY), P(Op.BURN_POOL, 1), P(Op.BURN_CARD, 0, Thing.LOCATION)),),
        # Lutz: your prey burns 1 pool after a referendum passes.
        200890: (_on("", _w(When.WHILE_READY), _w(When.REFERENDUM_PASSED), P(Op.BURN_POOL, 1)),),
        # Stanislava: retainers of her opponents lose their abilities in combat.
        201312: (_on("", _w(When.IN_COMBAT_WITH), P(Op.CANNOT, 0, Restriction.HAVE_RETAINERS, 1)),),
        # Dmitra Ilyanova: a +1 stealth referendum to distribute 4 blood among ready vampires.
        200349: (_on("", _act(1), P(Op.REFERENDUM, 1), P(Op.BLOOD_TO, 4, 1)),),
        # Volker: cannot block primogen.
        201458: (_on("", P(Op.CANNOT, 0, Restriction.BLOCK_TITLED)),),
        # Marcus Vitel: Sabbat vampires you control +1 bleed against a Methuselah with a ready Camarilla vampire.
        200915: (_on("", _w(When.WHILE_READY), _w(When.BLEEDING, 0, Who.CAMARILLA), P(Op.PLUS_BLEED, 1, 0, Who.SABBAT)),),
        # Rafael de Corazon: vampires contesting his title yield.
        201151: (_on("", P(Op.TRAIT, 0, Trait.TITLE_PREVAILS)),),
        # Maris Streck: 1 blood: +1 intercept to a blocking minion (arg 1: any of yours, as Montano's
        # stealth); +1 stealth action: arrange the top 5 library cards.
        200935: (_on("", P(Op.PAY_BLOOD, 1), P(Op.INTERCEPT, 1, 1)), _on("", _act(1), P(Op.TOP_CRYPT, 5))),
        # Rachel Brandywine: cards discarded in your discard phase go back into the library.
        201148: (_on("", _w(When.DISCARD_PHASE), P(Op.RECUR, 0, Thing.LIBRARY, 1)),),
        # Leandro: each other Methuselah burns 1 pool or loses their transfers (TRANSFERS cond=1: all of
        # those of the next influence phase lost instead).
        200826: (_on("", _w(When.OTHER_UNLOCK_PHASE), _w(When.WHILE_READY), P(Op.BURN_POOL, 1),
                     P(Op.TRANSFERS, 0, 0, 1)),),
        # Lucinde: (D) enter combat with a ready non-Camarilla vampire.
        200873: (_on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1, Who.NON_CAMARILLA)),),
        # Dónal O'Connor: a vampire blocking him burns 1 blood.
        200364: (_on("", _w(When.BLOCKED), P(Op.DAMAGE, 1, 1)),),
        # Gerald Windham: +1 vote per ready titled vampire of other Methuselahs while untitled.
        200508: (_on("", P(Op.VOTES, 0, Who.TITLED, Who.ANOTHER, 1)),),
        # Victor Pelletier: a title bought for 1-3 pool as he enters play.
        201440: (_on("", _w(When.ENTERS_PLAY), P(Op.PAY_POOL, 1), P(Op.BECOME, 0, Req.CITY_TITLE)),),
        # Karen Suadela: Gehenna events do not affect her while a prince.
        200753: (_on("", P(Op.CANNOT, 0, Restriction.BE_TARGETED, 1)),),
        # Alonso Petrodon: 1 unpreventable damage to each Anarch of the bleed's target after a successful bleed.
        200060: (_on("", _w(When.AFTER_BLEED), P(Op.DAMAGE, 1, 1)),),
        # Marcellus: political actions cost Nosferatu 1 more blood.
        200910: (_on("", P(Op.COST_INCREASE, 1, Thing.POLITICAL)),),
        # Mustafa: older Toreador of other Methuselahs can move 1 blood to him to dictate his votes.
        201026: (_on("", _w(When.POLLING), P(Op.CONTROL, 0, Who.OLDER)),),
        # Calebros: older Camarilla vampires can steal his title as a (D) action he cannot block.
        200235: (_on("", P(Op.STEAL_CARD, 1, Thing.TITLE)),),
        # Andre LeRoux: reduce another vampire's successful bleed by 1 to give him +2 bleed this turn.
        200080: (_on("", _w(When.AFTER_BLEED), P(Op.BLEED_AMOUNT, -1), P(Op.PLUS_BLEED, 2)),),
        # Victor Donaldson: a canceled Golconda goes back into the library.
        201438: (_on("", P(Op.RECUR, 1, Thing.MASTER, 1)),),
        # Martin Franckel: -1 bleed unless the target controls a ready Tremere.
        200943: (_on("", _w(When.BLEEDING_NO_CLAN, clan_code("Tremere"), clan_code("Tremere antitribu")),
                     P(Op.PLUS_BLEED, -1)),),
        # Mary Anne Blaire: +1 stealth action: 2 blood to an uncontrolled vampire; Inner Circle -2 bleed.
        200946: (_on("", _act(1), P(Op.ADD_UNCONTROLLED, 2)), _on("", _w(When.WHILE_READY), P(Op.PLUS_BLEED, -2, 1))),
        # Antoinette DuChamp: Celerity action and strike cards cost her 1 more blood.
        200112: (_on("", P(Op.COST_REDUCTION, -1, Thing.DISCIPLINE_CARD, disc_code("cel"))),),
        # Anastasz di Zagreb: 1 fewer vote while another justicar is ready.
        200078: (_on("", P(Op.VOTES, -1)),),
        # Edward Vignes: burn a Dominate card from hand: an action directed at him fails.
        200403: (_on("", _w(When.DIRECTED_AT_YOU), P(Op.DISCARD_FROM_HAND, 1), P(Op.END_ACTION, 1)),),
        # Murat: Serpentis combat cards cost Ministry 1 more against him.
        201022: (_on("", P(Op.COST_INCREASE, 1, Thing.COMBAT)),),
        # Franciscus: burned if he takes more than 3 damage in a combat.
        200477: (_on("", P(Op.EXPIRES, 0, 0, When.END_OF_COMBAT)),),
        # Suhailah: +1 stealth when your prey has a ready prince or justicar.
        201322: (_on("", _w(When.WHILE_READY, Who.PREY), P(Op.STEALTH, 1)),),
        # Jaroslav Pascek: +2 damage with melee weapons; (D) 1 damage to each of your prey's Sabbat vampires.
        200678: (_on("", P(Op.STRIKE_DAMAGE, 2)), _on("", _act(0, 0, True), P(Op.DAMAGE, 1))),
        # Petra: aggravated damage to Baali; a press against her costs 1 blood.
        201116: (_on("", _w(When.IN_COMBAT_WITH, Who.CLAN, clan_code("Baali")), P(Op.AGGRAVATED, 1)),),
        # Angela Preston: lock to unlock another vampire; blocking an older vampire costs her 1 blood.
        200091: (_on("", _w(When.INFLUENCE_PHASE), P(Op.LOCK_SELF, 1), P(Op.UNLOCK_OTHER, 1)),),
        # Dr. John Dee: discard a Thaumaturgy card for +2 votes.
        200377: (_on("", _w(When.POLLING), P(Op.DISCARD_FROM_HAND, 1, 0, DISCARD_DISC + disc_code("tha")),
                     P(Op.VOTES, 2)),),
        # Xaviar: unlocks after a referendum he calls passes.
        201478: (_on("", _w(When.REFERENDUM_PASSED), P(Op.UNLOCK_MINION, 1)),),
        # Cock Robin: once per turn, unlocks after a successful Animalism action.
        200284: (_on("", _w(When.ONCE_PER_TURN), _w(When.AFTER_ACTION, 0, disc_code("ani")), P(Op.UNLOCK_MINION, 1)),),
    }


def _crypt_explicit_sabbat() -> dict[int, tuple[Option, ...]]:
    """Sabbat vampires."""
    P = Prim
    return {
        # Antonio d'Erlette: while ready, 4 transfers fetch a mage ally from library or hand into play.
        200116: (_on("", _w(When.WHILE_READY), P(Op.PAY_TRANSFERS, 4), P(Op.SEARCH, 1, Thing.ALLY, 1),
                     P(Op.REQUIRES, 0, Req.MAGE)),),
        # Aksinya Daclau: once each turn, discard a master card to redirect a bleed against you.
        200034: (_on("", _w(When.ONCE_PER_TURN), _w(When.BLEED_AGAINST_YOU), P(Op.DISCARD_FROM_HAND, 1, Who.ANY, 2),
                     P(Op.REDIRECT_BLEED, 1)),),
        # Keith Moody: your prey may burn the Edge in your unlock phase to burn 1 of his blood.
        200767: (_on("", _w(When.UNLOCK_PHASE), P(Op.EDGE, -1), P(Op.DAMAGE, 1, 1)),),
        # Malgorzata: +1 stealth action: remove an uncontrolled vampire, 4 blood to another.
        200905: (_on("", _act(1), P(Op.REMOVE_FROM_GAME, 1, Thing.CRYPT), P(Op.ADD_UNCONTROLLED, 4)),),
        # Owain Evans: in each Methuselah's unlock phase, 1 blood to one of their vampires.
        201087: (_on("", _w(When.EACH_UNLOCK_PHASE), _w(When.WHILE_READY), P(Op.BLOOD_TO, 1, 1)),),
        # Blackhorse Tanner: once each turn, a drawn card to the bottom of the library, draw again.
        200204: (_on("", _w(When.ONCE_PER_TURN), P(Op.DRAW, 1, 1)),),
        # Enkidu: unlocks after a successful employ retainer action.
        200424: (_on("", _w(When.AFTER_ACTION), _w(When.RECRUIT_EMPLOY), P(Op.UNLOCK_MINION, 1)),),
        # Erlik: as he enters play, up to 5 of his blood to uncontrolled Harbingers of Skulls.
        200434: (_on("", _w(When.ENTERS_PLAY), P(Op.MOVE_BLOOD, 5, 1, clan_code("Harbinger of Skulls"))),),
        # Isanwayen: rescuing him costs 1 more blood.
        200644: (_on("", P(Op.ACTION_COST, 1, Thing.VAMPIRE)),),
        # Selena: aggravated damage from werewolves.
        201261: (_on("", _w(When.IN_COMBAT_WITH, Who.WEREWOLF), P(Op.AGGRAVATED, 1)),),
        # Orlando Oriundus: your vampires' votes are doubled.
        201084: (_on("", _w(When.WHILE_READY), _w(When.POLLING), P(Op.VOTES, 0, 0, 0, 1)),),
        # Jimmy Dunn: cannot be contested.
        200705: (_on("", P(Op.TRAIT, 0, Trait.UNCONTESTABLE)),),
        # Lambach: once each combat, 1 blood: aggravated hand strikes this round.
        200810: (_on("", _w(When.ONCE_PER_COMBAT), P(Op.PAY_BLOOD, 1), P(Op.STRIKE_STRENGTH, 0), P(Op.AGGRAVATED, 1)),),
        # Midget: animal retainers lose their abilities around him (cond 2: animal retainers of
        # anyone, while he acts too; Stanislava's cond 1: those of her opponent in combat).
        200985: (_on("", _w(When.IN_COMBAT_WITH), P(Op.CANNOT, 0, Restriction.HAVE_RETAINERS, 2)),),
        # Greta Kircher: once each action, 1 blood: reduce a bleed by an ally or younger vampire by 1.
        200540: (_on("", _w(When.BLEED_AGAINST_YOU), P(Op.PAY_BLOOD, 1), P(Op.REDUCE_BLEED, 1)),),
        # Little Tailor of Prague: Tzimisce / Vicissitude allies and retainers cost him 1 less.
        200844: (_on("", P(Op.COST_REDUCTION, 1, Thing.ALLY_OR_RETAINER, clan_code("Tzimisce"))),),
        # Hartmut Stover: vampires voting against his referendums burn 1 blood.
        200575: (_on("", _w(When.POLLING), P(Op.DAMAGE, 1, 1)),),
        # Muricia: a Gangrel antitribu burns 1 blood to become a sterile Ahrimane with Spiritus.
        201023: (_on("", _w(When.UNLOCK_PHASE), P(Op.PAY_BLOOD, 1), P(Op.DISCIPLINE, 0, disc_code("spi")),
                     P(Op.TRAIT, 0, Trait.STERILE)),),
        # Céleste Lamontagne: strike: combat ends vs werewolves; +1 intercept vs some Camarilla.
        200259: (_on("", _w(When.IN_COMBAT_WITH, Who.WEREWOLF), P(Op.COMBAT_ENDS, 1)),
                 _on("", _w(When.BLOCKING, Who.CAMARILLA), P(Op.REQUIRES, 0, Req.GEHENNA), P(Op.INTERCEPT, 1))),
        # Armin Brenner: 1 pool when a referendum he calls passes.
        200138: (_on("", _w(When.REFERENDUM_PASSED), P(Op.GAIN_POOL, 1)),),
        # Nicomedes: 1 blood: shuffle your hand into the library and draw.
        201057: (_on("", P(Op.PAY_BLOOD, 1), P(Op.DISCARD_DRAW, 99)),),
        # Cailean: sets the range each round.
        200232: (_on("", _w(When.BEFORE_RANGE), P(Op.RANGE, 1)),),
        # Janey Pickman: once each round, 1 blood: aggravated hand strikes.
        200673: (_on("", P(Op.PAY_BLOOD, 1), P(Op.STRIKE_STRENGTH, 0), P(Op.AGGRAVATED, 1)),),
        # Al-Muntathir: burned if you control 4 True Brujah.
        200038: (_on("", P(Op.EXPIRES, 0, 0, When.CONTROL_COPIES)),),
        # Genevieve: +1 vote in each political action.
        200501: (_on("", _w(When.POLITICAL), P(Op.VOTES, 1)),),
        # Angela Decker: burn 2 pool when she is burned in combat.
        200090: (_on("", _w(When.BURNED), P(Op.BURN_POOL, 2)),),
        # Roderick Phillips March: your minions +1 stealth on equip actions.
        201195: (_on("", _w(When.WHILE_READY), _w(When.EQUIP), P(Op.STEALTH, 1)),),
        # March Halcyon: no blood hunt when diablerized.
        200911: (_on("", P(Op.CANNOT, 0, Restriction.BLOOD_HUNT)),),
        # Idalia: unlocks in the discard phase after a successful equip action.
        200620: (_on("", _w(When.AFTER_ACTION), _w(When.EQUIP), _w(When.DISCARD_PHASE), P(Op.UNLOCK_MINION, 1)),),
        # Sarah Brando: -1 stealth during actions directed at a Methuselah with a ready bishop or archbishop.
        201237: (_on("", _w(When.DIRECTED_ACTION, Who.BISHOP), P(Op.STEALTH, -1)),),
        # Basil: older vampires get +1 strength against him.
        200173: (_on("", _w(When.IN_COMBAT_WITH, Who.OLDER), P(Op.STRENGTH, 1, 1)),),
        # Lena Rowe: cannot receive a title.
        200830: (_on("", P(Op.CANNOT, 0, Restriction.BE_CONTESTED, 1)),),
        # Huang: Gangrel antitribu can enter combat with him as a (D) action.
        200609: (_on("", P(Op.ACTION_COST, 0, Thing.VAMPIRE, 1)),),
        # New Blood: draws a crypt card as it enters play.
        201052: (_on("", _w(When.ENTERS_PLAY), P(Op.CRYPT_TO_UNCONTROLLED, 1)),),
        # Dragos: combat cards cost him no blood.
        200386: (_on("", P(Op.COST_REDUCTION, 99, Thing.COMBAT)),),
        # Reverend Blackwood: Thaumaturgy strikes +1 damage.
        201182: (_on("", P(Op.STRIKE_DAMAGE, 1, 1, disc_code("tha"))),),
        # Paul Cordwood: once each action, remove the top crypt card for +1 intercept or stealth.
        201100: (_on("", _w(When.ONCE_PER_ACTION), P(Op.REMOVE_FROM_GAME, 1, Thing.CRYPT), P(Op.INTERCEPT, 1)),
                 _on("", _w(When.ONCE_PER_ACTION), P(Op.REMOVE_FROM_GAME, 1, Thing.CRYPT), P(Op.STEALTH, 1))),
        # Alvaro: 2 blood after abstaining in a political action.
        200063: (_on("", _w(When.POLITICAL), P(Op.GAIN_BLOOD, 2)),),
    }


def _crypt_explicit_others() -> dict[int, tuple[Option, ...]]:
    """Independent, Anarch and Laibon vampires, and imbued."""
    P = Prim
    return {
        # The Horde: lock to give another acting infernal minion +1 bleed.
        200605: (_on("", _w(When.BLEEDING), P(Op.LOCK_SELF, 1), P(Op.PLUS_BLEED, 1, 0, 1), P(Op.REQUIRES, 0, Req.INFERNAL)),),
        # Jennie Orne: an incapacitated imbued returns with 1 life for 2 conviction.
        200689: (_on("", _w(When.EACH_UNLOCK_PHASE), P(Op.CONVICTION, 2), P(Op.RESCUE, 1, 1), P(Op.LIFE, 1)),),
        # Béatrice Tremblay (and +1 bleed, read from the text): in your unlock phase, another ready
        # imbued you control takes 1 unpreventable damage.
        200181: (_on("", _w(When.UNLOCK_PHASE), P(Op.DAMAGE, 1, 1), P(Op.REQUIRES, 0, Req.IMBUED)),),
        # Inez Villagrande: entering play, a power requiring Innocence from the library or hand on her.
        200632: (_on("", _w(When.ENTERS_PLAY), P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD), P(Op.ON_ACTOR, 1)),),
        # Xian Quan: after a successful block of a monster, still ready: a conviction from hand or ash heap.
        201481: (_on("", _w(When.BLOCKING), _w(When.AFTER_ACTION), P(Op.CONVICTION, -1)),),
        # Paul Moreton: in your influence phase, a counter from your pool to an uncontrolled imbued.
        201103: (_on("", _w(When.INFLUENCE_PHASE), P(Op.BURN_POOL, 1), P(Op.ADD_UNCONTROLLED, 1),
                     P(Op.REQUIRES, 0, Req.IMBUED)),),
        # Erick Franco: entering combat with a monster as an action, a conviction from hand or ash heap.
        200432: (_on("", _w(When.IN_COMBAT_WITH), P(Op.CONVICTION, -1)),),
        # Liz Thornton: no conviction as normal when entering play.
        200846: (_on("", _w(When.ENTERS_PLAY), P(Op.CONVICTION, 0)),),
        # Travis Miller: +1 stealth action (1 conviction): 2 blood to an uncontrolled imbued.
        201386: (_on("", _act(1), P(Op.CONVICTION, 1), P(Op.ADD_UNCONTROLLED, 2), P(Op.REQUIRES, 0, Req.IMBUED)),),
        # Guillaume Giovanni: +1 hand size per location you control.
        200545: (_on("", _w(When.WHILE_READY), P(Op.HAND_SIZE, 0, 0, 0, 1)),),
        # Arishat: burn 1 blood to force a vampire to abstain.
        200136: (_on("", _w(When.POLLING), P(Op.PAY_BLOOD, 1), P(Op.ABSTAIN, 1)),),
        # Saulot: damage from Baali reduced to 0.
        201248: (_on("", _w(When.IN_COMBAT_WITH, Who.CLAN, clan_code("Baali")), P(Op.PREVENT, 99, 1)),),
        # Le Dinh Tho: +1 stealth (D) action: discard a card of your choice from a hand.
        200824: (_on("", _act(1, 0, True), P(Op.OPEN_HAND, 0), P(Op.DISCARD_FROM_HAND, 1, Who.ANOTHER)),),
        # Undele: +1 stealth referendum: two minion cards from your ash heap to your hand.
        201409: (_on("", _act(1), P(Op.REFERENDUM, 1), P(Op.RECUR, 2, Thing.MINION_CARD)),),
        # Nakhthorheb: minions with your corruption counters cannot block him.
        201033: (_on("", P(Op.UNBLOCKABLE, 1, Who.CORRUPTED)),),
        # François Loehr: other Methuselahs' actions targeting him cost 1 more blood or life.
        200479: (_on("", P(Op.ACTION_COST, 1, 0, 1)),),
        # Giotto Verducci: discard a card in others' discard phases; blockers burn 1 blood.
        200520: (_on("", _w(When.DISCARD_PHASE), P(Op.DISCARD_DRAW, 1)),
                 _on("", _w(When.BLOCK_ATTEMPT), P(Op.PAY_BLOOD, 1))),
        # The Capuchin: when burned, back to the uncontrolled region and +3 transfers.
        200242: (_on("", _w(When.BURNED), P(Op.TO_UNCONTROLLED, 1), P(Op.TRANSFERS, 3)),),
        # Matasuntha: 1 pool when her opponent leaves the ready region.
        200956: (_on("", _w(When.LEAVES_READY), P(Op.GAIN_POOL, 1)),),
        # Xeper: +1 vote per ready unique infernal vampire you control.
        201480: (_on("", P(Op.VOTES, 0, 0, 0, 1)),),
        # Aline Gädeke: once each turn, 1 blood to unlock after another Anarch's successful action.
        201576: (_on("", _w(When.ONCE_PER_TURN), _w(When.AFTER_ACTION, Who.ANARCH), P(Op.PAY_BLOOD, 1),
                     P(Op.UNLOCK_MINION, 1)),),
        # Erebus: wraith allies and retainers cost him 1 less.
        200428: (_on("", P(Op.COST_REDUCTION, 1, Thing.WRAITH)),),
        # Uchenna: master phase, 1 blood: burn a card from hand and draw.
        201401: (_on("", _w(When.MASTER_PHASE), P(Op.PAY_BLOOD, 1), P(Op.DISCARD_DRAW, 1)),),
        # Montano: during an action, 1 blood: +1 stealth to a minion you control.
        201006: (_on("", P(Op.PAY_BLOOD, 1), P(Op.STEALTH, 1, 1)),),  # arg 1: to any minion you control
        # Babalawo Alafin: unlock phase, discard two cards and draw.
        200158: (_on("", _w(When.UNLOCK_PHASE), P(Op.DISCARD_DRAW, 2), P(Op.HAND_SIZE_OTHERS, 1)),),
        # Ayo Igoli: +1 vote per ready titled vampire you control.
        200153: (_on("", P(Op.VOTES, 0, 0, 0, 1)),),
        # Marciana Giovanni: bleeds cost her 1 blood; lock her to let a non-Sabbat vampire buy +1 intercept.
        200913: (_on("", P(Op.ACTION_COST, 1, Thing.ACTION)), _on("", P(Op.LOCK_SELF, 1), P(Op.PAY_BLOOD, 1),
                                                                    P(Op.INTERCEPT, 1))),
        # Onaedo: +1 stealth on diablerie actions while Otieno is ready (you control a ready one).
        201082: (_on("", _w(When.DIABLERIE), P(Op.REQUIRES, 0, Req.READY), P(Op.STEALTH, 1)),),
        # Adrino Manauara: a mandatory press each combat.
        201664: (_on("", _w(When.EACH_COMBAT), P(Op.PRESS, 1)),),
        # Nangila Were: +1 hand size while ready.
        201036: (_on("", _w(When.WHILE_READY), P(Op.HAND_SIZE, 1)),),
        # Valkyrie: no directed actions unless Brunhilde is ready (state.DIRECTED_UNLESS_READY).
        201423: (_on("", P(Op.CANNOT, 0, Restriction.DIRECTED_ACTIONS, 1)),),
        # Lucian, the Perfect: strikes against him cost 1 more; his opponent may choose not to strike.
        200871: (_on("", P(Op.ACTION_COST, 1, Thing.COMBAT)),),
        # John O'Malley: (D) enter combat with a monster (1 conviction).
        200715: (_on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1)),),
        # Massassi: an optional maneuver in the first round after entering combat.
        200954: (_on("", _w(When.FIRST_ROUND), P(Op.MANEUVER, 1)),),
        # Amaravati: 2 blood: each ready Banu Haqim you control +1 vote.
        200065: (_on("", _w(When.POLLING), P(Op.PAY_BLOOD, 2), P(Op.VOTES, 1)),),
        # Jacob Fermor: werewolves you control +1 bleed.
        200663: (_on("", _w(When.WHILE_READY), P(Op.PLUS_BLEED, 1, 1)),),
        # Branimira: +1 intercept while you have 9 or fewer pool.
        201667: (_on("", _w(When.POOL_AT_MOST, 9), P(Op.INTERCEPT, 1)),),
        # Nefertiti: +1 stealth (D) action costing 1 blood: a corruption counter on a prey's minion.
        201042: (_on("", _act(1, 1, True), P(Op.COUNTER, 1)),),
        # Carlotta Giovanni: +1 stealth action costing 1 blood: swap a card in hand with one in the ash heap.
        200245: (_on("", _act(1, 1), P(Op.EXCHANGE_CARD, 1, Thing.LIBRARY)),),
        # Nonu Dis: 1 blood to a Ministry vampire after playing a master card.
        201608: (_on("", _w(When.MASTER_PHASE), P(Op.BLOOD_TO, 1, 1)),),
        # Matthias: Baali and Ministry -1 bleed against you.
        200963: (_on("", _w(When.BLEED_AGAINST_YOU, Who.CLAN, clan_code("Baali")), P(Op.PLUS_BLEED, -1)),
                 _on("", _w(When.BLEED_AGAINST_YOU, Who.CLAN, clan_code("Ministry")), P(Op.PLUS_BLEED, -1))),
        # Anu Diptinatpa: 1 blood: +1 bleed to the acting minion.
        200119: (_on("", _w(When.BLEEDING), P(Op.PAY_BLOOD, 1), P(Op.PLUS_BLEED, 1)),),
    }


#: The families of :func:`_crypt_explicit`: Camarilla, Sabbat, other vampires and imbued.
_CRYPT_FAMILIES: tuple[Callable[[], dict[int, tuple[Option, ...]]], ...] = (
    _crypt_explicit_camarilla, _crypt_explicit_sabbat, _crypt_explicit_others)


def _crypt_explicit() -> dict[int, tuple[Option, ...]]:
    """Abilities of the most played crypt cards for the sentences the crypt patterns cannot read
    (ranked by TWDA slots within each family of :data:`_CRYPT_FAMILIES`, by sect); each entry
    stands for all of them."""
    return _merged(_CRYPT_FAMILIES)


def _crypt_votes() -> dict[int, tuple[Option, ...]]:
    """Joseph O'Grady, Stefano Giovanni: burn 1 blood while polling for +1 vote (rules 6.3.3)."""
    blood_vote = (_on("", _w(When.POLLING), Prim(Op.PAY_BLOOD, 1), Prim(Op.VOTES, 1)),)
    return {200724: blood_vote, 201314: blood_vote}


CRYPT_EXPLICIT: Mapping[int, tuple[Option, ...]] = {**_crypt_votes(), **_crypt_explicit()}


def _apply_explicit(eff: Effect, card: Card, over: Mapping[str, Any]) -> Effect:
    """An explicit entry over the extracted effect: ``options`` replace every option; ``levels``
    ({discipline key: primitives}) replace the options with those keys; other keys are fields."""
    fields: dict[str, Any] = {f.name: getattr(eff, f.name) for f in dataclasses.fields(Effect)}
    fields.update({k: v for k, v in over.items() if k != "levels"})
    reqs, _ = _requirement_prims(card)

    def with_reqs(o: Option) -> Option:
        extra = tuple(p for p in reqs if p not in o.prims) if o.prims else ()
        return replace(o, prims=o.prims + extra, unread=())

    if "options" in over:
        fields["options"] = tuple(with_reqs(o) for o in over["options"])
    levels: Mapping[str, tuple[Prim, ...]] | None = over.get("levels")
    if levels:
        fields["options"] = tuple(
            with_reqs(replace(o, prims=tuple(levels[option_key(o)]))) if option_key(o) in levels else o
            for o in fields["options"]
        )
    fields["source"] = "explicit"
    return Effect(**fields)


def effect_of(card: Card) -> Effect | None:
    """The effect of a library card (explicit entry over the extractor); None for crypt cards."""
    if card.is_crypt:
        return None
    return _library_effect(card)


def _library_effect(card: Card) -> Effect:
    eff = extract(card)
    over = EXPLICIT.get(card.id)
    if over:
        eff = _apply_explicit(eff, card, over)
    return eff


def crypt_effect_of(card: Card) -> CryptEffect | None:
    """The abilities of a crypt card (extractor, plus an explicit entry for the sentences the
    patterns cannot read); None for library cards."""
    if not card.is_crypt:
        return None
    return _crypt_effect(card)


def _crypt_effect(card: Card) -> CryptEffect:
    eff = extract_crypt(card)
    extra = CRYPT_EXPLICIT.get(card.id)
    if extra is not None:
        eff = CryptEffect(card.id, card.name, eff.options + tuple(extra), (), "explicit")
    return eff


@dataclass
class EffectRegistry:
    """Effects keyed by VEKN id, computed on first use and cached.

    ``registry[card]`` is the :class:`Effect` of a library card (None for crypt cards, whose
    columns GameSetup reads); :meth:`crypt` gives a crypt card's :class:`CryptEffect`.
    """

    effects: dict[int, Effect] = field(default_factory=dict)
    crypt_effects: dict[int, CryptEffect] = field(default_factory=dict)

    def __getitem__(self, card: Card) -> Effect | None:
        eff = self.effects.get(card.id)
        if eff is None and card.is_library:
            eff = self.effects[card.id] = _library_effect(card)
        return eff

    def crypt(self, card: Card) -> CryptEffect | None:
        eff = self.crypt_effects.get(card.id)
        if eff is None and card.is_crypt:
            eff = self.crypt_effects[card.id] = _crypt_effect(card)
        return eff

    def of(self, card: Card) -> Effect | CryptEffect:
        """The effect of any card, crypt or library."""
        eff = self.crypt(card) if card.is_crypt else self[card]
        assert eff is not None
        return eff


# ---------------------------------------------------------------------------------------------
# Coverage

COVERAGE_COLUMNS = [
    "id", "name", "section", "type", "copies", "mode", "modeled", "goldfish", "executed", "executed_goldfish",
    "source", "effects", "unread",
]


def describe_effect(eff: Effect | CryptEffect) -> str:
    """The primitives of every option, readable: ``[DOM] stealth+1 add_uncontrolled+3 | [dom] bleed+2``."""
    parts = []
    for o in eff.options:
        if not o.prims:
            continue
        key = option_key(o)
        prims = " ".join(p.describe() for p in o.prims)
        parts.append(f"[{key}] {prims}" if key else prims)
    return " | ".join(parts)


__all__ = [
    "ANY", "CLAN", "CLANS", "COVERAGE_COLUMNS", "CRYPT_EXPLICIT", "CryptDraw", "ExchangePhase", "Replace",
    "VampireFilter", "DISCARD_DISC", "DISCIPLINE_BITS", "EXPLICIT", "CryptEffect",
    "Effect", "EffectRegistry", "GOLDFISH_OPS", "KIND", "MIN_CAPACITY", "Mode", "Op", "Option", "PHASE_MASTER",
    "PHASE_UNLOCK", "Prim", "Req", "Restriction", "Thing", "Trait", "When", "Who", "YOUNGER", "clan_code",
    "crypt_effect_of", "describe_effect", "disc_code",
    "discipline_masks", "effect_of", "extract", "extract_crypt", "option_key",
]
