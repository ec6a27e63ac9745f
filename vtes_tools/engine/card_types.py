"""The card language's vocabulary: the data types and enums the core holds.

A library card is an :class:`Effect` (how it is played, its :class:`Mode`, its costs, and one
:class:`Option` per way of playing it), an option a tuple of :class:`Prim` primitives such as
``Prim(Op.BLEED, 2)``; a crypt card's text abilities are a :class:`CryptEffect`. The enums name
the primitives' sub-codes (:class:`When`, :class:`Who`, :class:`Req`, :class:`Thing`...).

They live here, in the core, because the state and its setup hold them. Reading card texts into
them is the card language's work (:mod:`.effects`, which re-exports every name of this module):
an :class:`EffectRegistry` reads a card it has not seen through :data:`READERS`, which
:mod:`.effects` fills as it is imported (the engine package imports it first), so this module
names no text reader.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from ..models import DISCIPLINES, Card, current_clan

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
        return bool(self.options) and all(option_complete(o, self.mode) for o in self.options)

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
            return any(p.op in GOLDFISH_OPS for o in self.options if not option_gated(o) for p in o.prims)
        return any(_goldfish_option(o) for o in self.options)

    def ops(self) -> set[Op]:
        return {p.op for o in self.options for p in o.prims}

    def __repr__(self) -> str:
        return f"Effect({self.card_id} {self.name!r} {self.mode.name} {list(self.options)})"


#: Primitives that qualify an effect without being one ("+1 stealth action", requirements, costs).
QUALIFIERS = frozenset({Op.REQUIRES, Op.WHEN, Op.PAY_BLOOD, Op.PAY_POOL})


def option_complete(option: Option, mode: Mode) -> bool:
    """The option has an effect and no unread sentence; an action needs more than its stealth."""
    if option.unread:
        return False
    effects = [p for p in option.prims if p.op not in QUALIFIERS]
    if mode in (Mode.ACTION, Mode.POLITICAL):
        effects = [p for p in effects if not (p.op is Op.STEALTH and p.n > 0 and p.arg == 0)]
    return bool(effects)


def _goldfish_option(option: Option) -> bool:
    """The goldfish engine plays this option for an effect: every primitive is one it executes."""
    ops = {p.op for p in option.prims}
    return bool(ops & GOLDFISH_OPS) and ops <= _GOLDFISH_PLAYABLE


_GOLDFISH_PLAYABLE = GOLDFISH_OPS | {Op.STEALTH, Op.MILL}


def option_gated(option: Option) -> bool:
    """The option has a requirement, condition or X cost the goldfish engine does not check."""
    return any(p.op in (Op.REQUIRES, Op.WHEN, Op.PAY_BLOOD, Op.PAY_POOL) for p in option.prims)


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


#: DISCARD_FROM_HAND's cond for "a card requiring the Discipline" is this plus the Discipline's code
DISCARD_DISC = 16

class EffectReaders:
    """How an :class:`EffectRegistry` reads a card it has not seen: :mod:`.effects` sets both
    when it is imported (an unset reader raises AttributeError naming it)."""

    __slots__ = ("library", "crypt")

    #: a library card's effect: the text extractor, with its hand-written entry over it
    library: Callable[[Card], Effect]
    #: a crypt card's abilities: the sentence reader, plus its hand-written options
    crypt: Callable[[Card], CryptEffect]


READERS = EffectReaders()


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
            eff = self.effects[card.id] = READERS.library(card)
        return eff

    def crypt(self, card: Card) -> CryptEffect | None:
        eff = self.crypt_effects.get(card.id)
        if eff is None and card.is_crypt:
            eff = self.crypt_effects[card.id] = READERS.crypt(card)
        return eff

    def of(self, card: Card) -> Effect | CryptEffect:
        """The effect of any card, crypt or library."""
        eff = self.crypt(card) if card.is_crypt else self[card]
        assert eff is not None
        return eff


__all__ = [
    "AFTER_ACTION", "ANY", "CLAN", "CLANS", "CRYPT_CLAN_ONLY", "DISCARD_DISC", "DISCIPLINE_BITS", "EACH_YOUNGER_CLAN",
    "GOLDFISH_OPS", "KIND", "MIN_CAPACITY", "PHASE_MASTER", "PHASE_UNLOCK", "QUALIFIERS", "READERS",
    "REPLACE_LEAVES_PLAY", "REQUIREMENT_WORDS", "YOUNGER", "CryptDraw", "CryptEffect", "Effect", "EffectReaders",
    "EffectRegistry", "ExchangePhase", "Mode", "Op", "Option", "Prim", "Replace", "Req", "Restriction", "Thing",
    "Trait", "VampireFilter", "When", "Who", "clan_code", "disc_code", "discipline_masks", "option_complete",
    "option_gated",
]


# -- where each card's code lives (the coverage report's ``home``) -------------------------------------

#: The card homes holding cards by VEKN id: home name -> its live id tables (sets, or dicts keyed by id), each
#: home module registering its tables at its end (:func:`add_home`), in import order. A table is kept, not
#: copied, so an id added to it later is seen.
HOME_TABLES: dict[str, list[Collection[int]]] = {}

#: The card homes recognising their cards by effect and text: home name -> reader of (card, its effect) giving
#: the home's label (``"masters: TORPOR_BURN"``, ``"explicit: reactions"``), or "" for a card not its own.
HOME_READERS: dict[str, Callable[[Card, Effect | CryptEffect], str]] = {}

#: Readers as :data:`HOME_READERS` of the homes that hold only a card's effect, written by hand as primitives
#: (``"explicit: reactions"``): listed after the homes of the code playing the card, the more specific.
ENTRY_READERS: dict[str, Callable[[Card, Effect | CryptEffect], str]] = {}


def add_home(name: str, *tables: Collection[int]) -> None:
    """Register the id tables of card home ``name`` (a module of the cards layer) for :func:`homes`."""
    HOME_TABLES.setdefault(name, []).extend(tables)


def homes(card: Card, eff: Effect | CryptEffect) -> list[str]:
    """Where the engine holds the card's code, most specific first: the homes holding its id (in import
    order), then those recognising its effect (:data:`HOME_READERS`), then its hand-written effect entry
    (:data:`ENTRY_READERS`); ``["text"]`` for a card the card language reads with no home of its own."""
    cid = card.id
    got = [name for name, tables in HOME_TABLES.items() if any(cid in t for t in tables)]
    for read in (*HOME_READERS.values(), *ENTRY_READERS.values()):
        label = read(card, eff)
        if label and label not in got:
            got.append(label)
    return got or ["text"]


__all__ += ["ENTRY_READERS", "HOME_READERS", "HOME_TABLES", "add_home", "homes"]
