"""Master cards' shapes: the families of master cards the rules play, each recognised on a card's
only option and its text once per card at setup (:func:`shape`, ``GameSetup.master_shape``), and
the constants naming them (``COPIES``, ``TORPOR_BURN``... listed in :mod:`.masters`) with the
kinds of shape each rule step asks about.
"""

from __future__ import annotations

import re
from typing import Any

from ..models import current_clan
from . import burnable_text
from .effects import (
    CLANS, REQUIREMENT_WORDS, Effect, Mode, Op, Prim, Req, Restriction, Thing, When, Who, clan_code, disc_code,
)
from .state import GameState, Methuselah


#: A master card's shape: its kind (``COPIES``...) then its fields by kind, ints and, for some kinds,
#: strings (a clan's or a sect's name) or a tuple of names
Shape = tuple[Any, ...]

COPIES, TORPOR_BURN, AFTER_ACTION_BLOOD, BLOOD_TO, POOL_FROM_EACH, REMOVE_FOR_POOL, LOCK_BLOOD_TO = range(1, 8)
EVENT_TORPOR_BURN, EVENT_ALLY_INTERCEPT, LOCK_STEALTH, DISCIPLINE_ON, CRYPT_DIG, LOCK_DISCARD = 8, 9, 10, 11, 12, 13
PASS_TO_PREY, HAVEN, BECOMES_ALLY, EXPOSED, DRAIN = 14, 15, 16, 17, 18
CLAN_BLEED, MINION_LOSS, EXCHANGE_MASTER, SMALL_BURN, POOL_OR_BLOOD, HUNT_BONUS = 19, 20, 21, 22, 23, 24
HUNTING_GROUND_FOR, GROOM, UNLOCK_WITHOUT_BURN, CLAN_STRENGTH = 25, 26, 27, 28
TORPOR_RESCUE, GUARDIAN, BLOCK_BLOOD, ANNOUNCE_STEALTH, ANNOUNCE_UNLOCK, BLOOD_BANK = 29, 30, 31, 32, 33, 34
NO_REPLACE, LOCK_INTERCEPT, MOVE_BETWEEN, GRAND_BALL, ANNOUNCE_BLEED = 35, 36, 37, 38, 39
COST_PATH, DISCARD_UNLOCK, ALLY_DISCOUNT, BLOCKED_BURN, BLEED_CAP, REDIRECT_TAX = 40, 41, 42, 43, 44, 45
DISCARD_BLEED, CLAN_BANK, LOCK_MILL, SEARCH_EVENT, LOCK_DRAW, MEKHET, TITLED_CLAN = 46, 47, 48, 49, 50, 51, 52
UNLOCK_POOL, BURN_REDUCE, FRENZY, DEBATE, UNCOILING, STAT_ON, MORTALITY = 53, 54, 55, 56, 57, 58, 59
MUSEUM = 60
ON_BLEED_VOTES = 61
INVESTMENT, LOW_POOL, ASH_BOTTOM, STORAGE, DISC_FOR, CHOSEN_DISC, VP_HAND, AWAKENING = 62, 63, 64, 65, 66, 67, 68, 69
BLEED_STEALTH = 70
LEOPOLD = 71
ELYSIUM = 72
LOCK_PRESS = 73
LILITH = 74
CRYPT_FETCH = 75
HAND_RECRUIT = 76
MAKE_ANARCH = 77
DEPRAVITY = 100
HUMANITAS = 101
NO_HUNT_EVENT = 110
TORPOR_TAX = 111
EQUIP_UNLOCK = 112
ALLY_BURN_DAMAGE = 113
#: ``GameState.once_per_game`` key BAHARI - vampire: a vampire that became Bahari (Lilith's Blessing)
BAHARI = -(1 << 24)
#: ``GameState.once_per_game`` key HUNT_OWED - Methuselah index: a ``NO_HUNT_EVENT`` card they played
#: is not replaced until a vampire successfully hunts
HUNT_OWED = -(1 << 25)
#: ``GameState.once_per_game`` key TORPOR_OWED - Methuselah index: a ``TORPOR_TAX`` card they played
#: is not replaced until a vampire moves from torpor to the ready region
TORPOR_OWED = -(1 << 26)
#: shapes locked before range is determined to end a combat (:func:`combat_end_uses`)
COMBAT_END_KINDS = frozenset({MUSEUM, ELYSIUM})
#: shapes adding strength (:func:`strength_bonus`)
STRENGTH_KINDS = frozenset({CLAN_STRENGTH, DEBATE})
#: shapes adding bleed to a bleed action (:func:`bleed_bonus`)
BLEED_KINDS = frozenset({CLAN_BLEED, TITLED_CLAN})
#: ``GameSetup.title`` values a ``MEKHET`` card goes on
MEKHET_TITLES = frozenset({"justicar", "inner circle"})
#: ``GameState.used`` mark (card, OWED_MOVE): a ``MEKHET`` card's controller owes its move
OWED_MOVE = -1006
#: shapes with a step when a block succeeds (:func:`on_block`)
BLOCK_KINDS = frozenset({BLOCK_BLOOD, BLOCKED_BURN})
#: shapes changing card costs while in play (:func:`sync_costs`)
COST_KINDS = frozenset({COST_PATH, ALLY_DISCOUNT, REDIRECT_TAX})
#: ``GameState.used`` mark (vampire, CLUB_BLEED): it burned blood for a card's +bleed this action
CLUB_BLEED = -1005
#: ``GameState.used`` mark (card, BETWEEN - pair key): the two vampires a ``MOVE_BETWEEN`` card was locked for
BETWEEN = -200000000
PAIR = 65536
#: shapes with a step when an action ends
END_ACTION_KINDS = frozenset({ANNOUNCE_UNLOCK, LOCK_INTERCEPT})
#: ``GameState.used`` marks (ACTIONS, 0), (ACTIONS, 1): one action, two or more, announced this turn
ACTIONS = -1004
#: ``GameState.used`` mark (card, CLUB_FED): Club Zombie was unlocked as this turn began
CLUB_FED = -1007
#: ``GameState.used`` mark (card, RADIO - minion): a ``LOCK_INTERCEPT`` card locked for that blocker
RADIO = -100000
#: shapes whose "minions can burn this card as a (D) action" the burnable module plays
SPEC_BURN = frozenset({GRAND_BALL, COST_PATH, CLAN_BANK, LOCK_DRAW, DEBATE, ON_BLEED_VOTES, BLEED_STEALTH, ELYSIUM,
                       LOCK_PRESS})
#: shapes with influence phase uses
INFLUENCE_KINDS = frozenset({CRYPT_DIG, BLOOD_BANK})
#: shapes locked as an action is announced
ANNOUNCE_KINDS = frozenset({ANNOUNCE_STEALTH, ANNOUNCE_UNLOCK, ANNOUNCE_BLEED, DISCARD_BLEED})
#: ``GameState.used`` mark (actor, WARSAW_UNLOCK): the acting vampire unlocks if its action succeeds
WARSAW_UNLOCK = -1003
#: ``HUNTING_GROUND_FOR`` target kind: titled vampires, any vampire (else a :class:`~.effects.Req` index)
TITLED, ANY_VAMPIRE = -2, -3
#: ``GameState.used`` mark (card, SECOND_FEED): a hunting ground's second vampire fed this turn
SECOND_FEED = -1002
#: shapes with master phase actions for any Methuselah
MASTER_PHASE_KINDS = frozenset({MINION_LOSS, EXCHANGE_MASTER, INVESTMENT, LOW_POOL, LILITH})
#: shapes giving minions actions
MINION_KINDS = frozenset({EXPOSED, DRAIN, BLOOD_BANK})
#: ``GameState.used`` mark (OWED_DRAIN, n): the current Methuselah still owes n pool or blood
OWED_DRAIN = -1001
#: shapes with a step when a vampire goes to torpor
TORPOR_KINDS = frozenset({TORPOR_BURN, HAVEN, MINION_LOSS, GUARDIAN})
#: shapes with a step in the unlock phase
UNLOCK_KINDS = frozenset({PASS_TO_PREY, BECOMES_ALLY, DRAIN, HUNTING_GROUND_FOR, MEKHET, UNLOCK_POOL, MUSEUM, AWAKENING,
                          LOCK_INTERCEPT})
#: shapes with a step at the end of the unlock phase
UNLOCK_END_KINDS = frozenset({TORPOR_BURN, DRAIN, UNLOCK_WITHOUT_BURN, AWAKENING})
#: ``GameState.used`` mark (card, OWED_REMOVAL): a crypt card to remove is owed (Wider View)
OWED_REMOVAL = -1000
#: ``Action.n`` of the uses of a ``CRYPT_DIG`` card: dig, burn for pool, remove the owed card
DIG, DIG_BURN, DIG_REMOVE = 0, 1, 2
EVENT_KINDS = frozenset({EVENT_TORPOR_BURN, EVENT_ALLY_INTERCEPT, EXCHANGE_MASTER, SMALL_BURN, REDIRECT_TAX, UNCOILING,
                         VP_HAND, NO_HUNT_EVENT, TORPOR_TAX, EQUIP_UNLOCK, ALLY_BURN_DAMAGE})
#: shapes with discard phase uses (:func:`discard_uses`)
DISCARD_USE_KINDS = frozenset({SMALL_BURN, DISCARD_UNLOCK, UNCOILING, ASH_BOTTOM})
#: shapes with a step in the discard phase
DISCARD_KINDS = frozenset({LOCK_BLOOD_TO, EVENT_TORPOR_BURN, CLAN_BLEED, UNCOILING, CHOSEN_DISC})
#: "Archetype." cards: a vampire can have only one.
ARCHETYPE = "Archetype."
#: Vampire.capacity argument of GAIN_POOL: "pool equal to the vampire's capacity".
_CAPACITY = 1
#: ``When.EACH_UNLOCK_PHASE`` argument: "if this vampire is in torpor".
IN_TORPOR = 1
#: the whole use of a stealth location: "(You can) lock (this card) to give a Gangrel (you
#: control) +1 stealth." (not "as a vampire announces an action", not "during ...")
#: The Eternals of Sirius' wording: pool, clan, blood, clan, capacity
_LEGENDARY_TEXT = re.compile(r"^put this card on a vampire with capacity (\d+) or more who entered your ready region "
                            r"during your last influence phase\. this vampire gets \+(\d) bleed and \+(\d) votes\.",
                            re.IGNORECASE | re.MULTILINE)
_ANCESTOR_TEXT = re.compile(r"^put this card on an? (\w+) with capacity above (\d+)\. this (\w+) has \+(\d) bleed and "
                            r"gets an additional vote in any referendum he or she calls\.$", re.IGNORECASE | re.MULTILINE)
_INVESTMENT_TEXT = re.compile(r"you may use a master phase action to move 1 blood from this card to your (?:blood )?pool\. "
                              r"burn this card (?:if it has no (?:counters|blood)|when the last blood counter on it is "
                              r"removed)\.$", re.IGNORECASE | re.MULTILINE)
_INVESTMENT_COUNT = re.compile(r"(?:with|move) (\d|x) blood (?:from the blood bank to this card|where x is the number of "
                               r"methuselahs in the game|on it for each ([\w ]+?) you control)", re.IGNORECASE)
_ASH_BOTTOM_TEXT = re.compile(r"^lock during your discard phase to move a card from your ash heap to the bottom of your "
                              r"library\.$", re.IGNORECASE | re.MULTILINE)
_STORAGE_TEXT = re.compile(r"^put a card from your hand face down \(out of play\) on this card when you play it\. you may "
                           r"look at the card at any time\. during your master phase, you may exchange a card in your "
                           r"hand for the card on this [\w ]+\.$", re.IGNORECASE | re.MULTILINE)
_PSEUDO_TEXT = re.compile(r"^put this card on an? (infernal) vampire\. this vampire may play cards that require (\w+) \[(\w+)\] "
                          r"\(not a discipline\)\. with two of these cards, he or she may play cards that require superior "
                          r"\2 \[\w+\]\. burn this card if this vampire is not infernal\.$", re.IGNORECASE | re.MULTILINE)
_BUFF_TEXT = re.compile(r"^put this card on a ready ([\w ]+?) you control\. this \1 gets \+1 level of [\w ]+ \[(\w+)\]\.$",
                        re.IGNORECASE | re.MULTILINE)
_ABOMBWE_TEXT = re.compile(r"^put this card on an? (\w+) or on a vampire with [\w ]+ \[(\w+)\]\. this vampire gains one "
                           r"level of [\w ]+ \[(\w+)\]\. capacity increases by 1: the vampire is one generation older\. "
                           r"cannot be placed on a vampire with superior [\w ]+ \[\w+\]\.$", re.IGNORECASE | re.MULTILINE)
_AGENT_TEXT = re.compile(r"^put this card on a vampire you control and choose a discipline\. this vampire gains 1 level of "
                         r"that discipline\. burn this card during your discard phase\.$", re.IGNORECASE | re.MULTILINE)
_VP_HAND_TEXT = re.compile(r"^each methuselah gets \+(\d) hand size for each victory point he or she has\.$",
                           re.IGNORECASE | re.MULTILINE)
_NO_HUNT_TEXT = re.compile(r"^vampires cannot hunt unless they must hunt\.", re.IGNORECASE | re.MULTILINE)
_EQUIP_UNLOCK_TEXT = re.compile(r"^any minion who successfully performs an equip action unlocks at the end of the turn\.$",
                                re.IGNORECASE | re.MULTILINE)
_ALLY_BURN_TEXT = re.compile(r"^if an ally is burned in combat with an acting vampire, add 1 counter to this card and inflict "
                             r"(\d) unpreventable environmental damage on the acting vampire after the combat ends\. if "
                             r"this card has (\d) counters, burn it\.$", re.IGNORECASE | re.MULTILINE)
_TORPOR_TAX_TEXT = re.compile(r"^actions performed by vampires in torpor cost \+1 blood\. rescuing an older vampire from "
                              r"torpor costs \+1 blood\.$", re.IGNORECASE | re.MULTILINE)
_AWAKENING_TEXT = re.compile(r"^put this card in play\. during each methuselah's unlock phase, that methuselah burns (\d) "
                             r"pool unless they burn a vampire they control with capacity (\d) or more to burn this "
                             r"card\.$", re.IGNORECASE | re.MULTILINE)
_BLEED_STEALTH_TEXT = re.compile(r"^put this card in play\. (\w+) get \+(\d) stealth when bleeding\. ",
                                 re.IGNORECASE | re.MULTILINE)
_CLUB_TEXT_ZOMBIE = re.compile(r"^lock to give a vampire you control \+(\d) intercept for the current action\. if [\w ]+ is "
                               r"unlocked at the start of your turn, a ready vampire you control gains (\d) blood during "
                               r"your unlock phase\.$", re.IGNORECASE | re.MULTILINE)
_LOW_POOL_TEXT = re.compile(r"^put this card in play\. if you have fewer than (\d) pool, you may use a master phase action "
                            r"to burn this card and gain (\d) pool\.$", re.IGNORECASE | re.MULTILINE)
_POOL_OR_BLOOD_TEXT = re.compile(r"^gain (\d) pool if you control a ready ([\w ]+?), or add (\d) blood to an? ([\w ]+?) "
                                 r"with capacity (\d) or more in your uncontrolled region\.$", re.IGNORECASE | re.MULTILINE)
#: Piper's wording: the kind of vampire locked, twice
_HAND_RECRUIT_TEXT = re.compile(r"^lock a ready unlocked (\w+) you control\. that (\w+) recruits or employs an ally or "
                                r"retainer from your hand \(requirements and cost apply as normal\)\. this is not an "
                                r"action and cannot be blocked\.$", re.IGNORECASE | re.MULTILINE)
#: Grooming the Protégé's wording
_GROOM_TEXT = re.compile(r"^move up to (\d) blood from a ready vampire you control to a younger vampire of the same "
                         r"clan in your uncontrolled region\.$", re.IGNORECASE | re.MULTILINE)
#: Carfax Abbey's and Papillon's wording: who, blood, a second one with a baron
_GROUND_TEXT = re.compile(r"^during your unlock phase, a ready ([\w ]+?) you control can gain (\d) blood"
                          r"(, and, if you control a ready baron, another ready [\w ]+? you control can gain \d blood as "
                          r"well)?\. a vampire can gain blood from only one hunting ground each turn\.$",
                          re.IGNORECASE | re.MULTILINE)
_OLD_GROUND_TEXT = re.compile(r"^during your unlock phase, you may move 1 blood from the blood bank to a ready vampire you "
                              r"control\. a vampire can gain blood from only one hunting ground card each turn\.$",
                              re.IGNORECASE | re.MULTILINE)
#: The Hungry Coyote's wording: sect, hunt
_HUNT_TEXT = re.compile(r"^(\w+) vampires you control get \+(\d) hunt\.$", re.IGNORECASE | re.MULTILINE)
#: Palla Grande's wording: counters, clan, bleed
_CLAN_BLEED_TEXT = re.compile(r"^put this card in play with (\d) counters\. ([\w ]+?) get \+(\d) bleed\. during your "
                              r"discard phase, burn 1 counter from this card\. burn this card if it has no counters\.$",
                              re.IGNORECASE | re.MULTILINE)
_CLAN_STRENGTH_TEXT = re.compile(r"^put this card in play\. (\w+) you control get \+(\d) strength\.", re.IGNORECASE | re.MULTILINE)
_MINION_LOSS_TEXT = re.compile(r"^put this card in play\. after a ready minion is burned or sent to torpor, their "
                               r"controller burns 1 pool\. methuselahs can use a master phase action and discard two "
                               r"master cards to burn this card\.$", re.IGNORECASE | re.MULTILINE)
_EXCHANGE_TEXT = re.compile(r"^once each master phase, a methuselah can use a master phase action to exchange a master "
                            r"card in his or her hand for one in his or her ash heap\.$", re.IGNORECASE | re.MULTILINE)
_SMALL_BURN_TEXT = re.compile(r"^during your discard phase, you can burn a vampire with capacity (\d) or less, and your "
                              r"predator takes control of this card \(even if you do not burn a vampire\)\.$",
                              re.IGNORECASE | re.MULTILINE)
#: Smiling Jack's wording
_DRAIN_TEXT = re.compile(r"for each counter on this card, that methuselah burns 1 pool or burns 1 blood from a vampire "
                         r"they control\. vampires can burn this card as a \(d\) action\.", re.IGNORECASE)
#: Haven Uncovered's wording
_EXPOSED_TEXT = re.compile(r"put this card on a ready vampire\. minions can enter combat with this vampire as a "
                           r"\+1 stealth \(d\) action\. this vampire can burn this card as a \+1 stealth \(d\) action\.",
                           re.IGNORECASE)
#: a Discipline master card: "+1 level of X and +1 capacity" (or "Capacity increases by 1"), "cannot
#: be put on a vampire with superior X"
_DISCIPLINE_TEXT = re.compile(
    r"put this card on a vampire\. this vampire (?:gets \+1 level|gains 1 level) of [\w ]+ \[\w+\]"
    r"(?: and \+1 capacity\.|\. capacity increases by 1: the vampire is one generation older\.) "
    r"cannot be (?:put|placed) on a vampire with superior [\w ]+ \[\w+\]\.", re.IGNORECASE)
#: Chantry's wording: pool, blood, the paying clan, the clan rescued
_RESCUE_TEXT = re.compile(r"^you can lock this card and burn (\d) pool or (\d) blood from a ready ([\w ]+?) you control during "
                          r"your master phase to move an? ([\w ]+?) from torpor to their controller's ready region\.$",
                          re.IGNORECASE | re.MULTILINE)
#: Guardian Angel's wording: intercept, prevention
_GUARDIAN_TEXT = re.compile(r"^put this card on a ready vampire you control\. this vampire gets \+(\d) intercept during "
                            r"bleed actions directed at you\. this vampire can prevent (\d) damage each combat\. if this "
                            r"vampire is in torpor, burn this card\.$", re.IGNORECASE | re.MULTILINE)
#: Rebel's wording: blood
_REBEL_TEXT = re.compile(r"^put this card on a vampire you control\. once each turn, if they block a titled vampire or a "
                         r"political action, this vampire gains (\d) blood before block resolution\. a vampire can have "
                         r"only one archetype\.$", re.IGNORECASE | re.MULTILINE)
#: Creepshow Casino's wording: stealth
_ANNOUNCE_STEALTH_TEXT = re.compile(r"^you can lock this card as a vampire you control announces an undirected action to "
                                    r"give that vampire \+(\d) stealth, even if stealth is not yet needed\.$",
                                    re.IGNORECASE | re.MULTILINE)
#: Warsaw Station's wording: the clan, four times
_ANNOUNCE_UNLOCK_TEXT = re.compile(r"^you can lock this card as an? ([\w ]+?) announces an undirected action; after action "
                                   r"resolution, if that action was successful, unlock the acting ([\w ]+?)\. you can "
                                   r"burn this card \(even if it is locked\) to move an? ([\w ]+?) in torpor to the ready "
                                   r"region\.$", re.IGNORECASE | re.MULTILINE)
#: Wasserschloss Anif's wording: clan, blood, clan, the clan with stealth, stealth
_BANK_TEXT = re.compile(r"^during your master phase, an? ([\w ]+?) you control can move (\d) blood from themselves to this "
                        r"card\. lock during your influence phase to move all counters on this card to an? ([\w ]+?) in "
                        r"your uncontrolled region\. any minion can burn this card as a \(d\) action; ([\w ]+?) get "
                        r"\+(\d) stealth during that action\.$", re.IGNORECASE | re.MULTILINE)
#: Visit from the Capuchin's wording: counters
_NO_REPLACE_TEXT = re.compile(r"^put this card in play with (\d) counters\. you get \+1 hand size for each counter on this "
                              r"card\. each time you would replace a card other than this card, instead burn 1 counter "
                              r"from this card\. burn this card if it has no counters\.$", re.IGNORECASE | re.MULTILINE)
#: Club Illusion's wording: who, blood, bleed
_CLUB_TEXT = re.compile(r"^an? (\w+) can burn (\d) blood once as they announce a bleed action to get \+(\d) bleed during "
                        r"that action\.$", re.IGNORECASE | re.MULTILINE)
#: Channel 10's wording: intercept, "not usable during the first action in a minion phase"
#: (Market Square, Kumpania: "lock to give an Assamite you control", "a Ravnos with capacity 5 or more")
_CHANNEL_TEXT = re.compile(r"^(?:put this card in play\. )?(?:you can )?lock(?: this card)? to give an? ([\w ]+?)(?: with "
                           r"capacity (\d) or more)? you control \+(\d) intercept\."
                           r"( not usable during the first action in a minion phase\.)?$", re.IGNORECASE | re.MULTILINE)
#: WMRH Talk Radio's wording: intercept, pool
_RADIO_TEXT = re.compile(r"^you can lock this card to give a minion \+(\d) intercept\. \{?if that minion does not block "
                         r"the action, burn (\d) pool after action resolution\.\}?$", re.IGNORECASE | re.MULTILINE)
#: KRCG News Radio's wording: intercept (its use for another Methuselah's minion is not played)
_KRCG_TEXT = re.compile(r"^you can lock this card to give a minion you control \+(\d) intercept\. you can lock this card "
                        r"and burn \d pool to give a minion controlled by another methuselah \+\d intercept\.$",
                        re.IGNORECASE | re.MULTILINE)
#: London Evening Star's wording: intercept (played for a minion of the location's controller)
_ANY_MINION_INTERCEPT_TEXT = re.compile(r"^lock to give any minion \+(\d) intercept for the current action\.$",
                                        re.IGNORECASE | re.MULTILINE)
#: The Rumor Mill's wording: blood, intercept (played for a vampire of the location's controller)
_RUMOR_TEXT = re.compile(r"^you can lock this card during an action to choose a vampire; the chosen vampire can burn (\d) "
                         r"blood to get \+(\d) intercept during that action\.$", re.IGNORECASE | re.MULTILINE)
#: The Anarch Free Press's wording: who, intercept, who, blood
_FREE_PRESS_TEXT = re.compile(r"^put this card in play\. you can lock this card to give an? (\w+) you control \+(\d) "
                              r"intercept\. you can lock this card after an? (\w+) successfully hunts to add (\d) blood to "
                              r"that \w+\.$", re.IGNORECASE | re.MULTILINE)
#: Garibaldi-Meucci Museum's wording: pool, who (four times)
_MUSEUM_TEXT = re.compile(r"^you can lock this location and burn (\d) pool during your unlock phase to exchange one card from "
                          r"your hand for one card in your ash heap requiring an? (\w+)\. you can lock this location before "
                          r"range is determined to end a combat involving an? (\w+) you control and another (\w+)\.$",
                          re.IGNORECASE | re.MULTILINE)
#: Heidelberg Castle's wording
_BETWEEN_TEXT = re.compile(r"^lock to move blood, equipment and/or retainers between any two ready vampires you control\. "
                           r"cannot be used during an action\.$", re.IGNORECASE | re.MULTILINE)
#: Toreador Grand Ball's wording: the clan, thrice
_BALL_TEXT = re.compile(r"^choose two ready (\w+) you control, put this card in play, and lock one of the two\. the locked "
                        r"(\w+) does not unlock as normal\. the other (\w+)'s non-bleed actions cannot be blocked\.",
                        re.IGNORECASE | re.MULTILINE)
#: Aching Beauty's wording: clan, clan, pool
_BLOCKED_BURN_TEXT = re.compile(r"^put this card on an? (\w+)\. if this (\w+) is blocked, the blocking minion's "
                                r"controller burns (\d) pool before block resolution\.$", re.IGNORECASE | re.MULTILINE)
#: Protected Resources' wording: the cap, twice
_BLEED_CAP_TEXT = re.compile(r"^put this card in play\. if you would burn more than (\d) pool to a bleed, you burn (\d) pool "
                             r"instead\. after a minion you control successfully bleeds, burn this card\.$",
                             re.IGNORECASE | re.MULTILINE)
#: Narrow Minds' wording: the extra cost
_REDIRECT_TAX_TEXT = re.compile(r"^minion cards that change the target of a bleed action cost \+(\d) blood or life\.$",
                                re.IGNORECASE | re.MULTILINE)
#: Haqim's Law: Retribution's wording: clan, bleed
_DISCARD_BLEED_TEXT = re.compile(r"^put this card in play\. during a bleed action, an? ([\w ]+?) you control can discard a "
                                 r"combat card to get \+(\d) bleed\.$", re.IGNORECASE | re.MULTILINE)
#: Acquired Ventrue Assets' wording: clan, blood, clan (and a burnable sentence)
_CLAN_BANK_TEXT = re.compile(r"^put this card in play with 1 blood for each (\w+) you control\. during your master phase, you "
                             r"can move (\d) blood from this card to an? (\w+) you control\. burn this card if it has no "
                             r"blood\.", re.IGNORECASE | re.MULTILINE)
#: The Slaughterhouse's wording: cards
_MILL_TEXT = re.compile(r"^lock to burn (two|\d) cards? from the top of your prey's library\.$", re.IGNORECASE | re.MULTILINE)
#: New Carthage's wording: clan, bleed, vote, the other clan, its vote
_TITLED_CLAN_TEXT = re.compile(r"^titled (\w+) get \+(\d) bleed and \+(\d) vote\. (\w+) get -(\d) vote\.$",
                               re.IGNORECASE | re.MULTILINE)
#: Specialization's and Momentum's Edge's wordings: pool
_SPECIALIZATION_TEXT = re.compile(r"^put this card in play\. during your unlock phase, you may lock this card and discard two "
                                  r"copies of the same card from your hand to gain (\d) pool \(draw afterward\)\.$",
                                  re.IGNORECASE | re.MULTILINE)
_MOMENTUM_TEXT = re.compile(r"^put this card in play\. you may lock this card during your unlock phase to gain (\d) pool\.$",
                            re.IGNORECASE | re.MULTILINE)
_ADVANTAGE_TEXT = re.compile(r"^put this card into play\. during your unlock phase, if you control the edge, you may lock "
                             r"this card to gain (\d) pool\.$", re.IGNORECASE | re.MULTILINE)
#: "Only usable if you have one or more victory points."
_VP_ONLY = "only usable if you have one or more victory points."
#: Dummy Corporation's wording: the bleed reduced
_BURN_REDUCE_TEXT = re.compile(r"^you can burn this card if a minion is bleeding you to reduce the bleed amount by (\d)\.$",
                               re.IGNORECASE | re.MULTILINE)
#: Rötschreck's wording (after its "Master: out-of-turn. Frenzy." line)
_FRENZY_TEXT = re.compile(r"^put this card on a vampire when an opposing minion attempts to inflict aggravated damage on "
                          r"him or her, whether the damage would be successfully inflicted or not\. combat ends\. this "
                          r"vampire is locked and sent to torpor\. this vampire does not unlock as normal\. during this "
                          r"vampire's next unlock phase, burn this card\.$", re.IGNORECASE | re.MULTILINE)
#: Brujah Debate's wording: the clan (four times), strength, maneuvers
_DEBATE_TEXT = re.compile(r"^put this card in play\. during each methuselah's master phase, that methuselah locks one of the "
                          r"oldest (\w+) they control \(if any\)\. (\w+) get \+(\d) strength and (\d) optional maneuver "
                          r"each combat\.", re.IGNORECASE | re.MULTILINE)
#: The Uncoiling's wording
_UNCOILING_TEXT = re.compile(r"^during your discard phase, burn another event at random\. other methuselahs can use a discard "
                             r"phase action and burn x pool to burn this card, where x is the number of other events in "
                             r"play\.$", re.IGNORECASE | re.MULTILINE)
#: The Art of Pain's, Sight Beyond Sight's wordings: clan, amount, stat
_STAT_ON_TEXT = re.compile(r"^put this card on an? (?:ready )?([\w ]+?)(?: you control)?\. this (?:vampire|[\w ]+?) gets "
                           r"\+(\d) (intercept|strength)\.$", re.IGNORECASE | re.MULTILINE)
#: Depravity's wording: strength, stealth during diablerie actions
_DEPRAVITY_TEXT = re.compile(r"^put this card on a ready vampire you control\. this vampire gets \+(\d) strength\. this "
                             r"vampire gets \+(\d) stealth during diablerie actions\. this vampire cannot recruit allies "
                             r"or employ retainers\.$", re.IGNORECASE | re.MULTILINE)
#: Humanitas' wording: stealth and blood less when rescuing
_HUMANITAS_TEXT = re.compile(r"^put this card on a ready vampire you control\. when attempting to rescue a vampire from "
                             r"torpor, this vampire gets \+(\d) stealth and burns (\d) less blood if successful\. this "
                             r"vampire cannot commit diablerie\.$", re.IGNORECASE | re.MULTILINE)
#: Memories of Mortality's wording: the blood burned to end it
_MORTALITY_TEXT = re.compile(r"^put this card on a vampire; this vampire cannot attempt to block allies\. any damage this "
                             r"vampire inflicts on allies is reduced to 0\. this vampire may burn (\d) blood during his or "
                             r"her controller's influence phase to burn this card; he or she then goes into torpor\.$",
                             re.IGNORECASE | re.MULTILINE)
#: Capitalist's wording: the sect, the blood after a bleed of the prey
_CAPITALIST_TEXT = re.compile(r"^put this card on an? (\w+) vampire you control\. once per turn, when this vampire "
                              r"successfully bleeds his or her prey, he or she gains (\d) blood from the bank\.",
                              re.IGNORECASE | re.MULTILINE)
_LEOPOLD_TEXT = re.compile(r"^put this card on a vampire\. during his or her controller's unlock phase, the vampire with this "
                           r"card either burns (\d) blood or is burned \(the controller's choice\)\.", re.IGNORECASE | re.MULTILINE)
_ELYSIUM_TEXT = re.compile(r"^only usable when an? (\w+) vampire you control is in combat with another (\w+) vampire\. "
                           r"you may lock this card before range is determined to end combat\.", re.IGNORECASE | re.MULTILINE)
#: Mob Connections' and Police Department's wording: the press, continue or end
_LOCK_PRESS_TEXT = re.compile(r"^(?:put this card in play\. you can lock this card to give a minion you control (\d) press, "
                              r"only usable to (continue) combat\.|lock to give a press, only usable to (end) combat, to a "
                              r"minion you control\.$)", re.IGNORECASE | re.MULTILINE)
_LILITH_TEXT = re.compile(r"^put this card in play\. as a master phase action, you may lock this card to search your library "
                          r"for a master: discipline card and choose a ready non-bahari vampire you control who has no blood\. "
                          r"that vampire gains the discipline card \(if any\) and (\d) blood and becomes bahari\.$",
                          re.IGNORECASE | re.MULTILINE)
#: Fear of Mekhet's wording: blood
_MEKHET_TEXT = re.compile(r"^put this card on a ready justicar or inner circle member and lock them\. during this vampire's "
                          r"unlock phase, they burn (\d) blood\. if they cannot burn the blood, they are burned; otherwise, "
                          r"their controller moves this card to another justicar or inner circle member, or burns this "
                          r"card if there are no others\.$", re.IGNORECASE | re.MULTILINE)
#: Fragment of the Book of Nod's wording: cards
#: Seattle Committee's wording (rules 10.5: a vampire made Anarch by a card's effect)
_MAKE_ANARCH_TEXT = re.compile(
    r"lock during your master phase to make a ready non-titled, non-anarch vampire you control anarch\.", re.IGNORECASE)
_LOCK_DRAW_TEXT = re.compile(r"^put this card in play\. you can lock this card to draw (\d) cards \(discard down afterward\)\.",
                             re.IGNORECASE | re.MULTILINE)
#: Fortschritt Library's wording
#: Coroner's Contact's and Great Symposium's wording: clan, blood
_CRYPT_FETCH_TEXT = re.compile(r"^search your crypt (?:to find|for) \{?an?\}? (\w+)(?: \(shuffle afterward\))?[.,] (?:show it to "
                               r"all players and place it in|reveal them, and move them to) your uncontrolled region(?: with (\d) "
                               r"blood from the bank\.$|, then distribute (\d) blood from the blood bank among one or more "
                               r"\1 in your uncontrolled region\.$)", re.IGNORECASE | re.MULTILINE)
_SEARCH_EVENT_TEXT = re.compile(r"^search your library for a gehenna event card\. show it to all players and add it to your "
                                r"hand\. discard down to your hand size afterward\. only one [\w ]+ may be played per "
                                r"game\.$", re.IGNORECASE | re.MULTILINE)
#: an event card's "Gehenna." line
GEHENNA = "Gehenna."
#: Charisma's wording: the discount
_ALLY_DISCOUNT_TEXT = re.compile(r"^put this card on a ready vampire\. recruit ally actions cost this vampire -(\d) blood or "
                                 r"pool\.$", re.IGNORECASE | re.MULTILINE)
#: Metro Underground's wording: pool
_DISCARD_UNLOCK_TEXT = re.compile(r"^during your discard phase, you may lock this card and burn (\d) pool to unlock a "
                                  r"vampire you control\.$", re.IGNORECASE | re.MULTILINE)
#: The Path of Night's wording: Discipline, clan, blood, damage
_PATH_TEXT = re.compile(r"^put this card in play\. cards requiring [\w ]+ \[(\w+)\] cost ([\w ]+?) (\d) fewer blood\. any "
                        r"minion can burn this card as a \(d\) action that inflicts (\d) unpreventable environmental "
                        r"damage on acting vampires\.$", re.IGNORECASE | re.MULTILINE)
#: Paris Opera House's wording: clan, stealth (its second sentence, locking a vampire too, is not played)
_OPERA_TEXT = re.compile(r"^you can lock this card to give an? ([\w ]+?) you control \+(\d) stealth\. you can lock this "
                         r"card and an? \1 you control to give a minion \+\d stealth\.$", re.IGNORECASE | re.MULTILINE)
#: Wall Street Night's wording: intercept (its investment (D) action is not played)
_WALL_STREET_TEXT = re.compile(r"^during an undirected action, you can lock this location to give a minion you control "
                               r"\+(\d) intercept\. ", re.IGNORECASE | re.MULTILINE)
_LOCK_STEALTH_TEXT = re.compile(r"(?:^|\. )(?:you can )?lock(?: this (?:card|location))? to give an? [\w' ]+ \+\d stealth\.$",
                                re.IGNORECASE | re.MULTILINE)


def shape(e: Effect | None, text: str = "") -> Shape | None:
    """The shape of a master card's effect and its amounts, or None (see the module doc)."""
    if e is not None and e.mode == Mode.MASTER and len(e.options) == 2:
        got = _POOL_OR_BLOOD_TEXT.search(text)
        if got and got.group(2) == got.group(4) and e.options[0].prims[-1].op == Op.GAIN_POOL \
                and e.options[1].prims[-1].op == Op.ADD_UNCONTROLLED:
            return (POOL_OR_BLOOD, int(got.group(1)), int(got.group(3)), current_clan(got.group(2)), int(got.group(5)))
        return None
    if e is not None and e.mode == Mode.MASTER_IN_PLAY and len(e.options) == 2:
        return _crypt_dig(e.options[0].prims, e.options[1].prims) or _pass_to_prey(
            e.options[0].prims, e.options[1].prims) or _blood_bank(e, text) or _free_press(e, text) \
            or _museum(e, text) or _club_zombie(e, text)
    if e is None or len(e.options) != 1 or not e.options[0].prims:
        return None
    prims = e.options[0].prims
    if e.mode == Mode.EVENT and len(prims) == 1 and prims[0].op == Op.HAND_SIZE and prims[0].x == 1:
        got = _VP_HAND_TEXT.search(text)
        if got and got.group(1) == str(prims[0].n) and not prims[0].arg and not prims[0].cond:
            return (VP_HAND, prims[0].n)  # "+2 hand size for each victory point"
    if any(p.x for p in prims):
        return None
    ops = tuple(p.op for p in prims)
    mode = e.mode
    got = _DEPRAVITY_TEXT.search(text)
    if got and mode == Mode.MASTER_ON_VAMPIRE and ops == (Op.STRENGTH,) and got.group(1) == str(prims[0].n):
        return (DEPRAVITY, int(got.group(2)))
    got = _HUMANITAS_TEXT.search(text)
    if got and mode == Mode.MASTER_ON_VAMPIRE and ops == (Op.RESCUE,) and got.group(2) == str(prims[0].n):
        return (HUMANITAS, int(got.group(1)), prims[0].n)
    if mode == Mode.MASTER_IN_PLAY:
        return _in_play_shape(e, text, prims, ops, mode)
    if mode == Mode.MASTER_ON_VAMPIRE:
        return _on_vampire_shape(e, text, prims, ops, mode)
    if mode == Mode.EVENT:
        return _event_shape(e, text, prims, ops, mode)
    if mode != Mode.MASTER:
        return None
    p = prims[0]
    if ops == (Op.DISCIPLINE,) and p.arg > 0 and not p.cond:
        bit = p.arg - 1
        got = _PSEUDO_TEXT.search(text)
        if got and p.n == 0 and disc_code(got.group(3)) == p.arg:
            return (DISC_FOR, bit, 0, int(REQUIREMENT_WORDS["infernal"]), "", -1)
        got = _BUFF_TEXT.search(text)
        if got and p.n == 0 and disc_code(got.group(2)) == p.arg and _clan_named(got.group(1)):
            return (DISC_FOR, bit, 0, -1, _clan_named(got.group(1)), -1)
        got = _ABOMBWE_TEXT.search(text)
        if got and p.n == 1 and disc_code(got.group(3)) == p.arg and got.group(1).lower() in REQUIREMENT_WORDS \
                and disc_code(got.group(2)):
            return (DISC_FOR, bit, 1, int(REQUIREMENT_WORDS[got.group(1).lower()]), "", disc_code(got.group(2)) - 1)
    got = _STAT_ON_TEXT.search(text)
    if got and len(prims) == 1 and p.op == {"intercept": Op.INTERCEPT, "strength": Op.STRENGTH}[got.group(3).lower()] \
            and str(p.n) == got.group(2) and not p.arg and not p.cond and _clan_named(got.group(1)):
        return (STAT_ON, 0, _clan_named(got.group(1)))
    got = _ANCESTOR_TEXT.search(text)
    if got and ops == (Op.PLUS_BLEED,) and str(p.n) == got.group(4) and not p.arg and not p.cond \
            and got.group(1).lower() == got.group(3).lower() and got.group(1).lower() in REQUIREMENT_WORDS:
        return (ON_BLEED_VOTES, p.n, 1, int(REQUIREMENT_WORDS[got.group(1).lower()]), int(got.group(2)) + 1, 0, 1)
    got = _MEKHET_TEXT.search(text)
    if ops == (Op.LOCK, Op.WHEN, Op.DAMAGE) and prims[1].n == When.UNLOCK_PHASE and got and got.group(1) == str(prims[2].n):
        return (MEKHET, prims[2].n)
    if ops == (Op.SEARCH,) and p.n == 1 and p.arg == Thing.EVENT and not p.cond and _SEARCH_EVENT_TEXT.search(text):
        return (SEARCH_EVENT, 1)
    got = _CRYPT_FETCH_TEXT.search(text)
    if got and ops == (Op.SEARCH, Op.ADD_UNCONTROLLED) and p.arg == Thing.CRYPT and clan_code(got.group(1)) \
            and str(prims[1].n) == (got.group(2) or got.group(3)):
        once = 1 if "can be played in a game" in text.lower() else 0
        return (CRYPT_FETCH, prims[1].n, current_clan(got.group(1)), once)
    got = _BLOCKED_BURN_TEXT.search(text)
    if ops == (Op.WHEN, Op.BURN_POOL) and p.n == When.BLOCKED and not p.arg and got \
            and got.group(1).lower() == got.group(2).lower() and clan_code(got.group(1)) \
            and got.group(3) == str(prims[1].n) and not prims[1].arg:
        return (BLOCKED_BURN, prims[1].n, current_clan(got.group(1)))
    got = _HAND_RECRUIT_TEXT.search(text) if ops == (Op.LOCK, Op.PUT_IN_PLAY, Op.REQUIRES) else None
    if got and prims[1].arg == Thing.ALLY_OR_RETAINER and got.group(1).lower() == got.group(2).lower() \
            and REQUIREMENT_WORDS.get(got.group(1).lower()) == prims[2].arg:
        return (HAND_RECRUIT, prims[2].arg)
    got = _GROOM_TEXT.search(text)
    if ops == (Op.MOVE_BLOOD,) and p.arg == 1 and got and int(got.group(1)) == p.n:
        return (GROOM, p.n)
    if ops == (Op.BLOOD_TO,) and p.arg in (0, 1) and p.cond in (0, 1):
        clan = current_clan(e.target_clan) if e.target_clan and re.search(
            rf"^add {p.n} blood to a ready {re.escape(e.target_clan)}\.$", text, re.IGNORECASE | re.MULTILINE) else ""
        return (BLOOD_TO, p.n, p.cond, clan)  # (Svadharma: "a ready Ravnos")
    if ops == (Op.POOL_FROM_EACH,):
        return (POOL_FROM_EACH, p.n)
    if ops == (Op.REMOVE_FROM_GAME, Op.GAIN_POOL) and p.arg == Thing.VAMPIRE and p.n == 1 \
            and prims[1].arg == _CAPACITY:
        return (REMOVE_FOR_POOL, p.cond)
    return None

def _in_play_shape(e: Effect, text: str, prims: tuple[Prim, ...], ops: tuple[Op, ...],
        mode: Mode) -> Shape | None:
    """The shape of one of the master cards put in play (locations, and the like) (:func:`shape`'s ``Mode.MASTER_IN_PLAY`` branch), or None."""
    first = prims[0]
    if first.op == Op.WHEN and first.n == When.CONTROL_COPIES and first.arg > 1:
        return _copies(first.arg, prims[1:])
    if set(ops) <= {Op.STEALTH, Op.LOCK_SELF, Op.HAND_SIZE, Op.REQUIRES} and ops.count(Op.STEALTH) == 1 \
            and ops.count(Op.LOCK_SELF) <= 1 and ops.count(Op.REQUIRES) <= 1 and _LOCK_STEALTH_TEXT.search(text):
        req = next((p.arg for p in prims if p.op == Op.REQUIRES), -1)
        n = next(p.n for p in prims if p.op == Op.STEALTH)
        hand = sum(p.n for p in prims if p.op == Op.HAND_SIZE)
        return (LOCK_STEALTH, n, hand, tuple(current_clan(c) for c in e.clans), req, e.min_capacity)
    got = _OPERA_TEXT.search(text)
    if ops == (Op.STEALTH, Op.STEALTH, Op.LOCK_SELF) and got and got.group(2) == str(prims[0].n) \
            and clan_code(got.group(1)):
        return (LOCK_STEALTH, prims[0].n, 0, (current_clan(got.group(1)),), -1, 0)
    got = _WALL_STREET_TEXT.search(text)
    if ops == (Op.STEALTH, Op.INTERCEPT, Op.LOCK_SELF) and got and got.group(1) == str(prims[1].n):
        return (LOCK_INTERCEPT, prims[1].n, 0, 2, "", 0, 0, 0, -1, 0)
    if ops == (Op.ALLY, Op.WHEN, Op.BURN_SELF, Op.BLOOD_TO) and not prims[0].arg and not prims[0].cond \
            and prims[1].n == When.UNLOCK_PHASE and prims[3].arg == 1 and prims[3].cond == 1 \
            and "0 strength and 0 bleed" in text:
        return (BECOMES_ALLY, prims[0].n, prims[3].n)
    if ops == (Op.BLOOD_TO,) and prims[0].arg == 1 and not prims[0].cond and _OLD_GROUND_TEXT.search(text):
        return (HUNTING_GROUND_FOR, prims[0].n, -1, ANY_VAMPIRE, 0)  # the first hunting grounds' wording
    got = _GROUND_TEXT.search(text)
    if ops == (Op.HUNTING_GROUND, Op.REQUIRES) and got and got.group(2) == str(prims[0].n):
        who = got.group(1).lower()
        kind = TITLED if who == "titled vampire" else int(REQUIREMENT_WORDS[who]) if who in REQUIREMENT_WORDS else None
        if kind is not None:
            return (HUNTING_GROUND_FOR, prims[0].n, prims[1].arg, kind, 1 if got.group(3) else 0)
    got = _HUNT_TEXT.search(text)
    if ops == (Op.HUNT,) and got and got.group(1).lower() in REQUIREMENT_WORDS:
        return (HUNT_BONUS, int(got.group(2)), int(REQUIREMENT_WORDS[got.group(1).lower()]))
    got = _LILITH_TEXT.search(text)
    if got and ops == (Op.WHEN, Op.LOCK_SELF, Op.SEARCH, Op.BLOOD_TO) and prims[0].n == When.MASTER_PHASE \
            and str(prims[3].n) == got.group(1):
        return (LILITH, prims[3].n)
    got = _LOCK_PRESS_TEXT.search(text)
    # (without its burnable sentence once GameSetup leaves it to the burnable module)
    if got and ops[:1] == (Op.PRESS,) and ops[1:] in ((), (Op.LOCK_SELF,), (Op.LOCK_SELF, Op.BURNABLE)) \
            and prims[0].n == 1 and not prims[0].arg and prims[0].cond in (0, 2) and got.group(1) in (None, "1"):
        return (LOCK_PRESS, 1 if got.group(2) else 0)
    got = _ELYSIUM_TEXT.search(text)
    # (without its burnable sentence once GameSetup leaves it to the burnable module)
    if got and ops[:3] == (Op.WHEN, Op.LOCK_SELF, Op.COMBAT_ENDS) and ops[3:] in ((), (Op.BURNABLE,)) \
            and prims[0].n == When.BEFORE_RANGE and got.group(1).lower() == got.group(2).lower() \
            and got.group(1).lower() in REQUIREMENT_WORDS and burnable_referendum(text):
        return (ELYSIUM, 0, int(REQUIREMENT_WORDS[got.group(1).lower()]))
    got = _CLAN_BLEED_TEXT.search(text)
    if ops == (Op.COUNTER, Op.PLUS_BLEED, Op.WHEN, Op.COUNTER, Op.EXPIRES) and got:
        return (CLAN_BLEED, int(got.group(1)), int(got.group(3)), current_clan(got.group(2)))
    if ops == (Op.WHEN, Op.BURN_POOL) and prims[0].n == When.TORPOR and _MINION_LOSS_TEXT.search(text):
        return (MINION_LOSS, prims[1].n)
    if ops == (Op.WHEN, Op.PAY_POOL, Op.COUNTER, Op.WHEN, Op.BURN_POOL, Op.BURNABLE) \
            and prims[0].n == When.UNLOCK_PHASE and prims[3].n == When.OTHER_UNLOCK_PHASE \
            and prims[1].n == 1 and prims[2].n == 1 and prims[4].n == 1 and _DRAIN_TEXT.search(text):
        return (DRAIN, 1)
    if ops == (Op.WHEN, Op.BURN_POOL) and prims[0].n == When.UNLOCK_WITHOUT and prims[0].arg == Req.ANARCH \
            and not prims[1].arg and "a methuselah not controlling a ready anarch burns 1 pool during their " \
            "unlock phase." in text.lower() and prims[1].n == 1:
        return (UNLOCK_WITHOUT_BURN, 1, Who.ANARCH)
    got = _CLAN_STRENGTH_TEXT.search(text)
    if ops == (Op.STRENGTH,) and got and int(got.group(2)) == prims[0].n and not prims[0].arg \
            and clan_code(got.group(1)):
        return (CLAN_STRENGTH, prims[0].n, current_clan(got.group(1)))
    if ops == (Op.LOCK_SELF, Op.MOVE_BLOOD, Op.STEAL_CARD) and prims[2].arg == Thing.EQUIPMENT_OR_RETAINER \
            and _BETWEEN_TEXT.search(text):
        return (MOVE_BETWEEN,)
    return _in_play_lock_shape(e, text, prims, ops, mode)


def _in_play_lock_shape(e: Effect, text: str, prims: tuple[Prim, ...], ops: tuple[Op, ...],
        mode: Mode) -> Shape | None:
    """The rest of :func:`_in_play_shape`: cards in play locked for intercept, bleed, stealth, a rescue, pool..., or None."""
    if ops == (Op.LOCK_SELF, Op.BECOME) and prims[1].arg == Req.ANARCH and _MAKE_ANARCH_TEXT.search(text):
        return (MAKE_ANARCH,)  # Seattle Committee
    got = _RADIO_TEXT.search(text)
    if ops == (Op.LOCK_SELF, Op.INTERCEPT, Op.PAY_POOL) and got and got.group(1) == str(prims[1].n) \
            and got.group(2) == str(prims[2].n):
        return (LOCK_INTERCEPT, prims[1].n, prims[2].n, 0, "", 0, 0, 0, -1, 0)
    got = _KRCG_TEXT.search(text)
    if ops == (Op.INTERCEPT, Op.INTERCEPT, Op.LOCK_SELF) and got and got.group(1) == str(prims[0].n):
        return (LOCK_INTERCEPT, prims[0].n, 0, 0, "", 0, 0, 0, -1, 0)
    got = _ANY_MINION_INTERCEPT_TEXT.search(text)
    if ops == (Op.INTERCEPT,) and got and got.group(1) == str(prims[0].n):
        return (LOCK_INTERCEPT, prims[0].n, 0, 0, "", 0, 0, 0, -1, 0)
    got = _RUMOR_TEXT.search(text)
    if ops == (Op.INTERCEPT, Op.LOCK_SELF) and got and got.group(2) == str(prims[0].n):
        return (LOCK_INTERCEPT, prims[0].n, 0, 0, "", 0, int(got.group(1)), 1, -1, 0)
    got = _CLUB_TEXT.search(text)
    if ops == (Op.PLUS_BLEED,) and got and got.group(3) == str(prims[0].n) and not prims[0].arg \
            and not prims[0].cond and got.group(1).lower() in REQUIREMENT_WORDS:
        return (ANNOUNCE_BLEED, prims[0].n, int(got.group(2)), int(REQUIREMENT_WORDS[got.group(1).lower()]))
    got = _CHANNEL_TEXT.search(text)
    if ops in ((Op.INTERCEPT, Op.LOCK_SELF), (Op.INTERCEPT,)) and got and got.group(3) == str(prims[0].n):
        who = got.group(1)
        clan = "" if who.lower() == "minion" else current_clan(who) if clan_code(who) else None
        if clan is not None:
            return (LOCK_INTERCEPT, prims[0].n, 0, 1 if got.group(4) else 0, clan, int(got.group(2) or 0), 0, 0, -1, 0)
    got = _NO_REPLACE_TEXT.search(text)
    if ops == (Op.COUNTER, Op.HAND_SIZE, Op.EXPIRES) and got and prims[2].cond == When.NO_COUNTERS \
            and str(prims[0].n) == got.group(1) == str(prims[1].n):
        return (NO_REPLACE, prims[0].n)
    got = _ANNOUNCE_STEALTH_TEXT.search(text)
    if ops == (Op.STEALTH, Op.LOCK_SELF) and got and got.group(1) == str(prims[0].n):
        return (ANNOUNCE_STEALTH, prims[0].n)
    got = _ANNOUNCE_UNLOCK_TEXT.search(text)
    if ops == (Op.LOCK_SELF, Op.WHEN, Op.UNLOCK_MINION) and prims[1].n == When.AFTER_ACTION and got \
            and got.group(1).lower() == got.group(2).lower() == got.group(3).lower() \
            and current_clan(got.group(1)) in tuple(current_clan(c) for c in e.clans):
        return (ANNOUNCE_UNLOCK, current_clan(got.group(1)))
    got = _RESCUE_TEXT.search(text)
    if ops == (Op.WHEN, Op.LOCK_SELF, Op.PAY_POOL, Op.RESCUE) and prims[0].n == When.MASTER_PHASE and got \
            and got.group(1) == got.group(2) == str(prims[2].n) and got.group(3).lower() == got.group(4).lower() \
            and current_clan(got.group(3)) in tuple(current_clan(c) for c in e.clans):
        return (TORPOR_RESCUE, prims[2].n, current_clan(got.group(3)))
    got = _BALL_TEXT.search(text)
    # (without its burnable sentence once GameSetup leaves it to the burnable module)
    if ops[:3] == (Op.LOCK, Op.CANNOT, Op.UNBLOCKABLE) and ops[3:] in ((), (Op.BURNABLE,)) and got \
            and prims[1].arg == Restriction.UNLOCK and _burn_sentence(text) \
            and got.group(1).lower() == got.group(2).lower() == got.group(3).lower() and clan_code(got.group(1)):
        return (GRAND_BALL, current_clan(got.group(1)))
    if ops == (Op.WHEN, Op.LOCK_SELF, Op.PAY_POOL, Op.UNLOCK_OTHER) and prims[0].n == When.DISCARD_PHASE \
            and prims[3].n == 1 and _DISCARD_UNLOCK_TEXT.search(text) and str(prims[2].n) == \
            _DISCARD_UNLOCK_TEXT.search(text).group(1):  # type: ignore[union-attr]
        return (DISCARD_UNLOCK, prims[2].n)
    if ops == (Op.LOCK_SELF, Op.GAIN_POOL) and not prims[1].arg and not prims[1].cond:
        got = _SPECIALIZATION_TEXT.search(text) or _MOMENTUM_TEXT.search(text) or _ADVANTAGE_TEXT.search(text)
        if got and got.group(1) == str(prims[1].n):
            return (UNLOCK_POOL, prims[1].n, 1 if got.re is _SPECIALIZATION_TEXT else 0,
                    1 if _VP_ONLY in text.lower() else 0, 1 if got.re is _ADVANTAGE_TEXT else 0)
    got = _DEBATE_TEXT.search(text)
    if got and ops[:4] == (Op.WHEN, Op.LOCK, Op.STRENGTH, Op.MANEUVER) and ops[4:] in ((), (Op.BURNABLE,)) \
            and prims[0].n == When.MASTER_PHASE and _clan_named(got.group(1)) \
            and _clan_named(got.group(1)) == _clan_named(got.group(2)) and got.group(3) == str(prims[2].n) \
            and _burn_sentence(text):
        return (DEBATE, _clan_named(got.group(1)), prims[2].n, int(got.group(4)))
    got = _BURN_REDUCE_TEXT.search(text)
    if ops == (Op.REDUCE_BLEED,) and got and got.group(1) == str(prims[0].n):
        return (BURN_REDUCE, prims[0].n)
    got = _TITLED_CLAN_TEXT.search(text)
    if got and ops == (Op.PLUS_BLEED, Op.VOTES, Op.VOTES) and str(prims[0].n) == got.group(2) \
            and _clan_named(got.group(1)) and _clan_named(got.group(4)):
        return (TITLED_CLAN, _clan_named(got.group(1)), int(got.group(2)), int(got.group(3)),
                _clan_named(got.group(4)), int(got.group(5)))
    got = _CLAN_BANK_TEXT.search(text)
    if got and ops[:4] == (Op.COUNTER, Op.WHEN, Op.BLOOD_TO, Op.EXPIRES) and ops[4:] in ((), (Op.BURNABLE,)) \
            and prims[1].n == When.MASTER_PHASE and str(prims[2].n) == got.group(2) \
            and _clan_named(got.group(1)) and _clan_named(got.group(1)) == _clan_named(got.group(3)) \
            and _burn_sentence(text):
        return (CLAN_BANK, prims[2].n, _clan_named(got.group(1)))
    got = _LOCK_DRAW_TEXT.search(text)
    if got and ops[:2] == (Op.DRAW, Op.LOCK_SELF) and ops[2:] in ((), (Op.BURNABLE,)) and str(prims[0].n) == got.group(1) \
            and burnable_steal(text):
        return (LOCK_DRAW, prims[0].n)
    got = _MILL_TEXT.search(text)
    if ops == (Op.LOCK_SELF, Op.MILL) and prims[1].arg == 1 and got \
            and str(prims[1].n) == {"two": "2"}.get(got.group(1).lower(), got.group(1)):
        return (LOCK_MILL, prims[1].n)
    got = _DISCARD_BLEED_TEXT.search(text)
    if ops == (Op.PLUS_BLEED,) and got and got.group(2) == str(prims[0].n) and not prims[0].arg \
            and not prims[0].cond and _clan_named(got.group(1)):
        return (DISCARD_BLEED, prims[0].n, _clan_named(got.group(1)))
    got = _BLEED_CAP_TEXT.search(text)
    if ops == (Op.WHEN, Op.BLEED_AMOUNT, Op.EXPIRES) and prims[0].n == When.BLEED_AGAINST_YOU and got \
            and got.group(1) == got.group(2) == str(prims[1].n):
        return (BLEED_CAP, prims[1].n)
    got = _PATH_TEXT.search(text)
    cut = tuple(p for p in prims if p.op != Op.DAMAGE and p.op != Op.BURNABLE)
    if got and len(cut) == 1 and cut[0].op == Op.COST_REDUCTION and cut[0].arg == Thing.DISCIPLINE_CARD \
            and cut[0].cond == disc_code(got.group(1)) and str(cut[0].n) == got.group(3) and _clan_named(got.group(2)) \
            and _burn_sentence(text):
        return (COST_PATH, cut[0].n, cut[0].cond, _clan_named(got.group(2)))
    if ops == (Op.COUNTER, Op.WHEN, Op.GAIN_POOL, Op.EXPIRES) and prims[1].n == When.MASTER_PHASE \
            and prims[2].n == 1 and prims[3].cond == When.NO_COUNTERS and _INVESTMENT_TEXT.search(text):
        got = _INVESTMENT_COUNT.search(text)
        per = prims[0].arg
        if got and (str(prims[0].n) == got.group(1) if per == 0 else got.group(1).lower() == "x" if per == 1
                    else bool(got.group(2) and _clan_named(got.group(2)))):
            return (INVESTMENT, prims[0].n, per, _clan_named(got.group(2)) if per == 2 else "")
    if ops == (Op.WHEN, Op.LOCK_SELF, Op.RECUR) and prims[0].n == When.DISCARD_PHASE and prims[2].n == 1 \
            and prims[2].arg == Thing.LIBRARY and _ASH_BOTTOM_TEXT.search(text):
        return (ASH_BOTTOM,)
    if ops == (Op.WHEN, Op.EXCHANGE_CARD) and prims[0].n == When.MASTER_PHASE and prims[1].n == 1 \
            and _STORAGE_TEXT.search(text):
        return (STORAGE,)
    got = _BLEED_STEALTH_TEXT.search(text)
    # (without its burnable sentence once GameSetup leaves it to the burnable module)
    if got and ops[:2] == (Op.STEALTH, Op.STEALTH) and ops[2:] in ((), (Op.BURNABLE,)) \
            and str(prims[0].n) == got.group(2) and _clan_named(got.group(1)) and _burn_sentence(text):
        return (BLEED_STEALTH, prims[0].n, _clan_named(got.group(1)))
    got = _AWAKENING_TEXT.search(text)
    if got and ops == (Op.BURN_POOL,) and str(prims[0].n) == got.group(1) and not prims[0].arg:
        return (AWAKENING, prims[0].n, int(got.group(2)))
    got = _LOW_POOL_TEXT.search(text)
    if got and ops == (Op.WHEN, Op.BURN_SELF, Op.GAIN_POOL) and prims[0].n == When.MASTER_PHASE \
            and str(prims[2].n) == got.group(2):
        return (LOW_POOL, int(got.group(1)), prims[2].n)
    if ops == (Op.DISCARD_DRAW, Op.LOCK_SELF) and prims[0].n == 1 and "lock this card to discard a card" in text.lower():
        return (LOCK_DISCARD, 1)
    if ops == (Op.LOCK_SELF, Op.BLOOD_TO, Op.WHEN, Op.CONTROL) and prims[1].arg == 1 and not prims[1].cond \
            and prims[2].n == When.DISCARD_PHASE and prims[3].arg == Who.PREDATOR:
        return (LOCK_BLOOD_TO, prims[1].n)
    return None


def _on_vampire_shape(e: Effect, text: str, prims: tuple[Prim, ...], ops: tuple[Op, ...],
        mode: Mode) -> Shape | None:
    """The shape of one of the master cards put on a vampire (:func:`shape`'s ``Mode.MASTER_ON_VAMPIRE`` branch), or None."""
    if ops in ((Op.WHEN, Op.BURN_POOL), (Op.WHEN, Op.BURN_POOL, Op.WHEN, Op.BURN_POOL)) \
            and prims[0].n == When.TORPOR and not prims[1].arg:
        per_unlock = 0
        if len(prims) == 4:
            if prims[2].n != When.EACH_UNLOCK_PHASE or prims[2].arg != IN_TORPOR or prims[3].arg:
                return None
            per_unlock = prims[3].n
        return (TORPOR_BURN, prims[1].n, per_unlock)
    if ops == (Op.CANNOT, Op.ACTION_COST, Op.EXPIRES) and prims[0].arg == Restriction.BE_TARGETED \
            and prims[1].arg == Thing.MASTER and prims[2].cond == When.TORPOR and "haven." in text.lower():
        return (HAVEN, prims[1].n)
    if ops == (Op.STEALTH, Op.STEALTH, Op.BURN_SELF, Op.ENTER_COMBAT) and prims[0].n == 1 and prims[1].n == 1 \
            and _EXPOSED_TEXT.search(text):
        return (EXPOSED, 1, 1)
    if ops == (Op.COMBAT_ENDS, Op.TORPOR, Op.CANNOT, Op.EXPIRES) and prims[2].arg == Restriction.UNLOCK \
            and prims[3].cond == When.UNLOCK_PHASE and _FRENZY_TEXT.search(text) and "out-of-turn" in text.lower():
        return (FRENZY,)
    got = _LEOPOLD_TEXT.search(text)
    if got and ops == (Op.WHEN, Op.DAMAGE) and prims[0].n == When.UNLOCK_PHASE and got.group(1) == str(prims[1].n):
        return (LEOPOLD, prims[1].n)
    got = _MORTALITY_TEXT.search(text)
    if got and ops == (Op.CANNOT, Op.STRENGTH) and prims[0].arg == Restriction.BLOCK:
        return (MORTALITY, int(got.group(1)))
    got = _GUARDIAN_TEXT.search(text)
    if ops == (Op.WHEN, Op.INTERCEPT, Op.WHEN, Op.PREVENT, Op.EXPIRES) and got and prims[0].n == When.DIRECTED_AT_YOU \
            and prims[2].n == When.ONCE_PER_COMBAT and prims[4].cond == When.TORPOR \
            and got.group(1) == str(prims[1].n) and got.group(2) == str(prims[3].n):
        return (GUARDIAN, prims[1].n, prims[3].n)
    got = _REBEL_TEXT.search(text)
    if ops == (Op.WHEN, Op.WHEN, Op.GAIN_BLOOD) and got and prims[0].n == When.ONCE_PER_TURN \
            and prims[1].n == When.BLOCKING and prims[1].arg == Who.TITLED and got.group(1) == str(prims[2].n) \
            and text.startswith(ARCHETYPE):
        return (BLOCK_BLOOD, prims[2].n, 1)
    got = _ALLY_DISCOUNT_TEXT.search(text)
    if ops == (Op.COST_REDUCTION,) and prims[0].arg == Thing.ALLY and got and got.group(1) == str(prims[0].n):
        return (ALLY_DISCOUNT, prims[0].n)
    got = _LEGENDARY_TEXT.search(text)
    # (without its burnable sentence once GameSetup leaves it to the burnable module)
    if got and ops[:2] == (Op.PLUS_BLEED, Op.VOTES) and ops[2:] in ((), (Op.BURNABLE,)) \
            and str(prims[0].n) == got.group(2) and str(prims[1].n) == got.group(3) and not prims[0].arg \
            and not prims[0].cond and burnable_referendum(text):
        return (ON_BLEED_VOTES, prims[0].n, prims[1].n, -1, int(got.group(1)), 1, 0)
    if ops == (Op.DISCIPLINE, Op.EXPIRES) and not prims[0].n and not prims[0].arg \
            and prims[1].cond == When.DISCARD_PHASE and _AGENT_TEXT.search(text):
        return (CHOSEN_DISC,)
    if ops == (Op.DISCIPLINE,) and prims[0].n == 1 and prims[0].arg > 0 and _DISCIPLINE_TEXT.search(text):
        return (DISCIPLINE_ON, prims[0].arg - 1)
    if ops == (Op.WHEN, Op.WHEN, Op.GAIN_BLOOD) and prims[0].n == When.ONCE_PER_TURN \
            and prims[1].n == When.AFTER_ACTION and prims[1].arg == 1:
        return (AFTER_ACTION_BLOOD, prims[2].n, 1 if text.startswith(ARCHETYPE) else 0, 0, "")
    got = _CAPITALIST_TEXT.search(text)
    if got and ops == (Op.WHEN, Op.WHEN, Op.GAIN_BLOOD) and prims[0].n == When.ONCE_PER_TURN \
            and prims[1].n == When.AFTER_BLEED and not prims[1].arg and str(prims[2].n) == got.group(2):
        # Capitalist: the blood after a successful bleed of the prey, on a vampire of a sect
        archetype = text.lower().startswith(("archetype.", "master: archetype."))
        return (AFTER_ACTION_BLOOD, prims[2].n, 1 if archetype else 0, 1, got.group(1).capitalize())
    return None


def _event_shape(e: Effect, text: str, prims: tuple[Prim, ...], ops: tuple[Op, ...],
        mode: Mode) -> Shape | None:
    """The shape of one of the events (:func:`shape`'s ``Mode.EVENT`` branch), or None."""
    if ops == (Op.WHEN, Op.EXCHANGE_CARD) and _EXCHANGE_TEXT.search(text):
        return (EXCHANGE_MASTER, 1)
    got = _SMALL_BURN_TEXT.search(text)
    if ops == (Op.WHEN, Op.BURN_CARD, Op.CONTROL) and got:
        return (SMALL_BURN, int(got.group(1)))
    if ops == (Op.WHEN, Op.WHEN, Op.BURN_POOL) and prims[0].n == When.DISCARD_PHASE and prims[0].arg == 1 \
            and prims[1].n == When.TORPOR and prims[2].arg == 2:
        return (EVENT_TORPOR_BURN, prims[2].n)
    if ops == (Op.WHEN, Op.BURN_CARD) and prims[0].n == When.DISCARD_PHASE and prims[1].arg == Thing.EVENT \
            and _UNCOILING_TEXT.search(text):
        return (UNCOILING,)
    got = _REDIRECT_TAX_TEXT.search(text)
    if ops == (Op.COST_INCREASE,) and got and got.group(1) == str(prims[0].n):
        return (REDIRECT_TAX, prims[0].n)
    if ops == (Op.WHEN, Op.INTERCEPT) and prims[0].n == When.BLOCKING and prims[0].arg == Who.VAMPIRE \
            and prims[1].arg == Who.ALLY:
        return (EVENT_ALLY_INTERCEPT, prims[1].n)
    if ops == (Op.WHEN, Op.UNLOCK_MINION) and prims[0].n == When.EQUIP and _EQUIP_UNLOCK_TEXT.search(text):
        return (EQUIP_UNLOCK,)  # NRA PAC
    if ops == (Op.COST_INCREASE,) and prims[0].arg == Thing.ACTION and _TORPOR_TAX_TEXT.search(text):
        return (TORPOR_TAX, prims[0].n)  # Torpid Blood
    if ops == (Op.CANNOT,) and prims[0].arg == Restriction.HUNT and _NO_HUNT_TEXT.search(text):
        return (NO_HUNT_EVENT,)  # Restricted Vitae
    got = _ALLY_BURN_TEXT.search(text)
    if got and ops == (Op.COUNTER, Op.DAMAGE, Op.EXPIRES) and got.group(1) == str(prims[1].n):
        return (ALLY_BURN_DAMAGE, prims[1].n, int(got.group(2)))  # FBI Special Affairs Division
    return None



def _clan_named(words: str) -> str:
    """The current name of the clan a text names, singular or plural ("Followers of Set",
    "Assamites"), or ""."""
    for w in (words, re.sub(r"s\b", "", words, count=1)):
        code = clan_code(w)
        if code:
            return CLANS[code - 1]
    return ""


def _crypt_dig(dig: tuple[Prim, ...], burn: tuple[Prim, ...]) -> Shape | None:
    if tuple(p.op for p in dig) != (Op.PAY_TRANSFERS, Op.CRYPT_TO_UNCONTROLLED, Op.REMOVE_FROM_GAME) \
            or dig[2].arg != Thing.CRYPT or dig[2].n != 1:
        return None
    if tuple(p.op for p in burn) != (Op.PAY_TRANSFERS, Op.BURN_SELF, Op.GAIN_POOL) or burn[2].arg:
        return None
    if any(p.x for p in dig + burn):
        return None
    return (CRYPT_DIG, dig[0].n, dig[1].n, burn[0].n, burn[2].n)


def _club_zombie(e: Effect, text: str) -> Shape | None:
    """Club Zombie: a ``LOCK_INTERCEPT`` for a vampire whose other sentence gives a ready vampire
    of yours 1 blood in your unlock phase if the card was unlocked as your turn began."""
    got = _CLUB_TEXT_ZOMBIE.search(text)
    if not got:
        return None
    lock, feed = e.options[0].prims, e.options[1].prims
    if tuple(p.op for p in lock) != (Op.INTERCEPT, Op.LOCK_SELF) or str(lock[0].n) != got.group(1) \
            or tuple(p.op for p in feed) != (Op.WHEN, Op.GAIN_BLOOD) or feed[0].n != When.UNLOCK_PHASE \
            or str(feed[1].n) != got.group(2) or any(p.x or p.arg for p in lock + feed if p.op != Op.WHEN):
        return None
    return (LOCK_INTERCEPT, lock[0].n, 0, 0, "", 0, 0, 0, -1, 0, feed[1].n)


def club_start(s: GameState, m: Methuselah) -> None:
    """``m``'s turn begins: its Club Zombie still unlocked marks the blood it gives this unlock phase."""
    ms = s.setup.master_shape
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == LOCK_INTERCEPT and len(sh) > 10 and not s.locked[j]:
            s.used.add((j, CLUB_FED))


def _free_press(e: Effect, text: str) -> Shape | None:
    """The Anarch Free Press: a ``LOCK_INTERCEPT`` for a kind of vampire (a :class:`~.effects.Req`
    index) whose other use is "lock this card after an Anarch successfully hunts to add 1 blood
    to that Anarch"."""
    got = _FREE_PRESS_TEXT.search(text)
    if not got or got.group(1).lower() != got.group(3).lower() or got.group(1).lower() not in REQUIREMENT_WORDS:
        return None
    lock, hunt = e.options[0].prims, e.options[1].prims
    req = int(REQUIREMENT_WORDS[got.group(1).lower()])
    if tuple(p.op for p in lock) != (Op.LOCK_SELF, Op.INTERCEPT, Op.REQUIRES) or str(lock[1].n) != got.group(2) \
            or lock[2].arg != req:
        return None
    if tuple(p.op for p in hunt) != (Op.WHEN, Op.LOCK_SELF, Op.GAIN_BLOOD, Op.REQUIRES) or hunt[0].n != When.HUNTING \
            or str(hunt[2].n) != got.group(4) or hunt[3].arg != req or any(p.x for p in lock + hunt):
        return None
    return (LOCK_INTERCEPT, lock[1].n, 0, 0, "", 0, 0, 0, req, hunt[2].n)


def _museum(e: Effect, text: str) -> Shape | None:
    """Garibaldi-Meucci Museum: (MUSEUM, pool, the kind of vampire: a :class:`~.effects.Req` index)."""
    got = _MUSEUM_TEXT.search(text)
    if not got or len({got.group(k).lower() for k in (2, 3, 4)}) != 1 or got.group(2).lower() not in REQUIREMENT_WORDS:
        return None
    swap, end = e.options[0].prims, e.options[1].prims
    if tuple(p.op for p in swap) != (Op.WHEN, Op.LOCK_SELF, Op.PAY_POOL, Op.EXCHANGE_CARD) or swap[0].n != When.UNLOCK_PHASE \
            or str(swap[2].n) != got.group(1):
        return None
    if tuple(p.op for p in end) != (Op.LOCK_SELF, Op.COMBAT_ENDS) and tuple(p.op for p in end)[1:] != (Op.LOCK_SELF, Op.COMBAT_ENDS):
        return None
    return (MUSEUM, swap[2].n, int(REQUIREMENT_WORDS[got.group(2).lower()]))


def requires_kind(e: Effect | None, req: int) -> bool:
    """Some way of playing the card requires a vampire of kind ``req`` (a card "requiring an Anarch")."""
    return e is not None and any(p.op == Op.REQUIRES and p.arg == req for o in e.options for p in o.prims)


def _blood_bank(e: Effect, text: str) -> Shape | None:
    move, lock = e.options[0].prims, e.options[1].prims
    got = _BANK_TEXT.search(text)
    if not got or got.group(1).lower() != got.group(3).lower() or any(p.x for p in move + lock[:2] + lock[3:]):
        return None
    if tuple(p.op for p in move) != (Op.WHEN, Op.PAY_BLOOD, Op.COUNTER) or move[0].n != When.MASTER_PHASE \
            or str(move[1].n) != got.group(2):
        return None
    if tuple(p.op for p in lock) != (Op.WHEN, Op.LOCK_SELF, Op.ADD_UNCONTROLLED, Op.BURNABLE) \
            or lock[0].n != When.INFLUENCE_PHASE:
        return None
    clan = current_clan(got.group(1))
    plural = got.group(4)
    other = current_clan(plural[:-1] if plural.lower().endswith("s") else plural)  # "Malkavians"
    return (BLOOD_BANK, clan, move[1].n, other, int(got.group(5)))


def _pass_to_prey(lock: tuple[Prim, ...], burn: tuple[Prim, ...]) -> Shape | None:
    head = (Prim(Op.WHEN, When.UNLOCK_PHASE), Prim(Op.CONTROL, 1, Who.PREY))
    if lock[:2] != head or burn[:2] != head or len(lock) != 3 or len(burn) != 3:
        return None
    if lock[2].op != Op.LOCK or lock[2].arg != Who.PREY or not 1 <= lock[2].n <= 2:
        return None
    if burn[2] != Prim(Op.BURN_CARD, 1, Thing.EQUIPMENT):
        return None
    return (PASS_TO_PREY, lock[2].n)


def _copies(n: int, rest: tuple[Prim, ...]) -> Shape | None:
    pool = hand = library = 0
    removes = False
    for p in rest:
        if p.op == Op.REMOVE_FROM_GAME and p.arg == Thing.MASTER:
            removes = True
        elif p.op == Op.GAIN_POOL and not p.arg:
            pool += p.n
        elif p.op == Op.RECUR and p.arg == Thing.LIBRARY:
            if p.cond == 1:
                library += p.n
            elif not p.cond:
                hand += p.n
            else:
                return None
        else:
            return None
    if not removes or hand > 1:
        return None
    return (COPIES, n, pool, hand, library)


def burnable_steal(text: str) -> bool:
    """The text has the "vampires can steal this card as a (D) action" sentence :mod:`.burnable_text` reads."""
    return burnable_text.STEAL.search(text) is not None


def burnable_referendum(text: str) -> bool:
    """The text has the "vampires can call a referendum to burn this card" sentence :mod:`.burnable_text` reads."""
    return burnable_text.REFERENDUM.search(text) is not None


def _burn_sentence(text: str) -> bool:
    return burnable_text.reads(text)


def known(e: Effect, text: str) -> bool:
    """The rules play this card (its text ``text``) by its shape."""
    return shape(e, text) is not None
