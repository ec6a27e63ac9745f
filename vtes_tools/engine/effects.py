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
  whose text the patterns cannot read in full (ranked by TWDA slots), which :mod:`.explicit`
  fills as the engine package imports it.

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
from typing import Any, NamedTuple

from ..models import DISCIPLINES, Card, CardType, current_clan

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
        out.append(Prim(Op.DRAW, number_of(m.group(1))))
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


_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def number_of(s: str | None, default: int = 1) -> int:
    """A number in digits or words ("a", "one", "two", "three"); ``default`` for none."""
    if s is None:
        return default
    s = s.strip().lower()
    if s.lstrip("-").isdigit():
        return int(s)
    return _NUM.get(s, default)


#: Trait words of crypt texts (a card's prefix, and :mod:`.crypt_rules`).
TRAIT_WORDS = {
    "infernal": Trait.INFERNAL, "sterile": Trait.STERILE, "scarce": Trait.SCARCE, "blood cursed": Trait.BLOOD_CURSED,
    "black hand": Trait.BLACK_HAND, "seraph": Trait.SERAPH, "red list": Trait.RED_LIST, "non-unique": Trait.NON_UNIQUE,
    "flight [flight]": Trait.FLIGHT,
}


def timing(code: When, arg: int = 0, cond: int = 0) -> Prim:
    """``Op.WHEN``: the primitives after it apply only at / while ``code``."""
    return Prim(Op.WHEN, int(code), arg, cond)


def as_action(stealth: int = 0, cost: int = 0, directed: bool = False) -> Prim:
    """``Op.ACTION_ABILITY``: the ability is an action at +``stealth`` stealth costing ``cost`` blood
    ((D) if ``directed``)."""
    return Prim(Op.ACTION_ABILITY, stealth, cost, 1 if directed else 0)


def clan_of(words: str) -> int:
    """The clan code of "Tremere vampires", "gangrel antitribu"... (0: none)."""
    return clan_code(re.sub(r"\s+vampires?$", "", words.strip()).title().replace(" Antitribu", " antitribu"))


#: DISCARD_FROM_HAND's cond for "a card requiring the Discipline" is this plus the Discipline's code
DISCARD_DISC = 16
#: A crypt rule's reading of a sentence: one tuple of primitives per ability (None: not this rule).
Abilities = list[tuple[Prim, ...]]
_Builder = Callable[[re.Match[str]], "Abilities | None"]
#: (pattern, builder): the pattern must match a whole sentence (lowercase, the vampire's name as
#: ``§``); the builder returns the options (tuples of primitives) the sentence stands for. The
#: first rule matching a sentence reads it. :mod:`.crypt_rules` fills it as the engine package
#: imports it (each builder decorated with :func:`crypt_rule`, in its order).
CRYPT_RULES: list[tuple[re.Pattern[str], _Builder]] = []


def crypt_rule(pattern: str) -> Callable[[_Builder], _Builder]:
    """Register the decorated builder for the sentences matching ``pattern``, after the others."""

    def deco(fn: _Builder) -> _Builder:
        CRYPT_RULES.append((re.compile(pattern), fn))
        return fn

    return deco



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
            prefix.append(Prim(Op.TRAIT, 0, Trait.SLAVE, clan_of(m.group("master"))))
        elif m.group("trait") == "black hand seraph":  # "Black Hand Seraph: Teresita gets ..."
            prefix += [Prim(Op.TRAIT, 0, Trait.BLACK_HAND), Prim(Op.TRAIT, 0, Trait.SERAPH)]
        elif m.group("trait"):
            prefix.append(Prim(Op.TRAIT, 0, TRAIT_WORDS[m.group("trait")]))
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
        for pattern, build in CRYPT_RULES:
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
# The registry: the extractors, and the hand-written entries (:mod:`.explicit`) over them


def option_key(option: Option) -> str:
    """The discipline key of an option: ``""`` (none), ``"dom"``, ``"DOM"``, ``"cel pro"``."""
    names = []
    for abbr, bit in sorted(DISCIPLINE_BITS.items()):
        if option.need_any >> bit & 1:
            names.append(abbr.upper() if option.need_sup >> bit & 1 else abbr)
    return " ".join(names)


#: An explicit entry (:mod:`.explicit`): fields of :class:`Effect` to replace, and ``levels``
#: (see :func:`_apply_explicit`).
Override = dict[str, Any]
#: The hand-written entries by VEKN id, filled by :mod:`.explicit` when the engine package imports it.
EXPLICIT: dict[int, Override] = {}
CRYPT_EXPLICIT: dict[int, tuple[Option, ...]] = {}


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
    "Abilities", "CRYPT_RULES", "Override", "TRAIT_WORDS", "as_action", "clan_of", "crypt_rule", "discipline_masks",
    "effect_of", "extract", "extract_crypt", "number_of", "option_key", "timing",
]
