"""The rules: setup, the five phases, actions, blocks, transfers, ousting. One function per step.

``legal_actions(state)`` lists what the deciding Methuselah may do now; ``apply(state, action)``
performs a legal action without checking it (fast, trusted: Monte-Carlo) and
``apply_checked`` raises :class:`~vtes_tools.errors.RulesError` for an illegal one. After each
action the state advances by itself through every step where nobody has a choice, so the
caller only ever sees decision points. Combat lives in :mod:`.combat`, referendums in
:mod:`.politics`.

An action (rules 6.2) goes through stages (:class:`~.state.Stage`): declared, the potential
blockers decide one Methuselah after the other (``BLOCKS``); a block attempt compares stealth
and intercept, each side adding only when needed (``ATTEMPT``); a blocked action may still be
ended by its minion (``BLOCKED``) before combat; an action not blocked gets its modifiers
(``AFTER_BLOCKS``) and, for a bleed, the target's reactions (``REACTIONS``); it resolves and
"after resolution" cards follow (``AFTER_RESOLUTION``).

Section numbers are those of the comprehensive rules (``rules 6.1.1``); "V5" cites the Fifth
Edition rulebook.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import replace

import numpy as np

from ..errors import RulesError
from ..models import Card, CardType, Deck, current_clan
from . import after, borrow, burnable, burnable_text, combat, imbued, masters, placed, politics, wakers
from .actions import PASS, Action
from .effects import (
    AFTER_ACTION,
    CLAN,
    CRYPT_CLAN_ONLY,
    DISCIPLINE_BITS,
    EACH_YOUNGER_CLAN,
    KIND,
    MIN_CAPACITY,
    PHASE_MASTER,
    PHASE_UNLOCK,
    REPLACE_LEAVES_PLAY,
    YOUNGER,
    CryptEffect,
    Effect,
    EffectRegistry,
    Mode,
    Op,
    Option,
    Prim,
    Restriction,
    Req,
    Thing,
    When,
    Who,
)
from .ops import (  # shared operations on the state; their names stay readable here (R.controller_of...)
    BLOCKER_NO_LOCK,
    BLOCK_TOLL,
    CANNOT,
    END_ACTION,
    FED_FROM_GROUND,
    HOOKS,
    KNOWN,
    LOCK_SELF,
    MINUS_INTERCEPT_WHO,
    MODE_KIND,
    NO_ACTION_CARDS,
    NO_ALLY_BLOCK,
    NO_BLEED,
    NO_BLOCK,
    NO_BLOCK_TITLED,
    NO_BLOOD_HUNT,
    NO_HUNT_STEALTH,
    NO_POLITICAL,
    NO_VAMPIRE_BLOCK,
    PLUS_BLEED_TURN,
    RECRUITED,
    RETAINER_MANEUVER,
    TOLLS,
    TOLL_ALL,
    TOLL_DISC_SHIFT,
    TURN_BLEED,
    T_ALLY,
    T_EQUIPMENT,
    T_LOCATION,
    T_RETAINER,
    T_WRAITH,
    UNLOCK_AT_END,
    USED_CARD,
    WHO_OLDER,
    _controls_ready,
    _minion_bonus,
    _usable,
    attached_amount,
    best_option,
    bleed_against,
    blood_cost,
    blood_minus,
    burn_action_card,
    burn_card,
    burn_minion,
    burn_pool,
    can_afford,
    can_react,
    card_controller,
    check_titles,
    combat_strength,
    contest,
    controller_of,
    controls_same,
    directed_ok,
    discard_for,
    discard_for_actions,
    distinct,
    draw_cards,
    draw_then_put_back,
    equip_paid,
    finish_game,
    gain_blood,
    hand_size_change,
    intercept_of,
    is_older,
    known_for,
    known_prims,
    max_amount,
    minion_is,
    new_tuple,
    op_set,
    pay_reaction,
    play_from_hand,
    played_blood,
    pool_cost,
    put_on,
    replace_cards,
    requires_discipline,
    sect_bleed,
    table_record,
    take_equipment,
    targeted_ok,
    to_ready,
    to_torpor,
    votes_x,
    wake_intercept,
)
from .politics import votes_of  # a minion's votes (rules 6.3.3); their name stays readable here
from .state import (
    CARD_WHO,
    HAND_SIZE,
    SETUP,
    START_UNCONTROLLED,
    TRANSFERS,
    GameSetup,
    GameState,
    Methuselah,
    Pending,
    Phase,
    Referendum,
    Stage,
    ends_combat,
    equip_bleed,
    flash_strike,
    conditional_of,
    master_blood,
    read_ally,
    read_crypt,
    sets_long_range,
    unlock_employer_option,
)

# Enum members bound to module names: a class attribute lookup on an enum costs more than a
# global in the hot paths.
from .hot import (  # enum members bound to module names for the hot paths
    K_ACTION_CARD, K_BLEED, K_BLOCK, K_CANCEL, K_CRYPT_DRAW, K_DIABLERIZE, K_DISCARD, K_EMPLOY, K_ENTER_COMBAT,
    K_EQUIP, K_HUNT, K_INTERPOSE, K_ABILITY, K_FETCH, K_INFLUENCE, K_LEND, K_UNLOCK_ABILITY, K_TOGGLE, K_OWN_ACTION,
    K_EDGE, K_BURN_DIABLERIST, K_DISCARD_FOR, K_LOCK_FOR_MASTER, K_LEAVE_TORPOR, K_MODIFIER, K_PASS, K_BURN_CARD, K_PLAY_EVENT, K_PLAY_MASTER,
    K_POLITICAL, K_REACTION,
    K_RECRUIT, K_RESCUE, K_RETRIEVE, K_TRANSFER, K_USE, K_YIELD, M_ACTION, M_ALLY, M_COMBAT, M_EQUIPMENT,
    M_MASTER, M_MASTER_IN_PLAY, M_MASTER_ON_VAMPIRE, M_MODIFIER, M_POLITICAL, M_REACTION, M_RETAINER,
    O_ADD_UNCONTROLLED, O_BLEED, O_BLOCK_FAILS, O_CANNOT_BLOCK, O_COMBAT_ENDS, O_CRYPT_TO_UNCONTROLLED, O_ENTER_COMBAT,
    O_EXCHANGE, O_FILL_BLOOD, O_GAIN_BLOOD, O_GAIN_POOL, O_HAND_SIZE, O_HUNT, O_HUNTING_GROUND,
    O_INFLUENCE_BLOOD, O_INTERCEPT, O_LOCK, O_MANEUVER, O_MASTER_ACTIONS, O_MILL, O_MOVE_TO_POOL, O_PAY_BLOOD,
    O_PLUS_BLEED, O_PRESS, O_PREVENT, O_REDIRECT_BLEED, O_REQUIRES, O_STEALTH, O_STRENGTH, O_TRANSFERS, O_UNBLOCKABLE,
    O_UNLOCK, O_UNLOCK_MINION, O_VOTES, O_WAKE, O_WHEN, R_CAPACITY_AT_MOST, W_BLOCK_FAILED,
)
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
#: gain (:data:`_PLAIN_ACTION`).
_PLAIN_ACTION = frozenset({
    O_BLEED, O_STEALTH, O_GAIN_POOL, O_GAIN_BLOOD, O_ADD_UNCONTROLLED, O_HUNT, O_REQUIRES, O_PLUS_BLEED,
    O_UNLOCK_MINION, Op.DRAW, O_WHEN, O_LOCK, Op.BLEED_AMOUNT, Op.COUNTER, Op.MINUS_INTERCEPT, Op.PAY_BLOOD,
    O_CRYPT_TO_UNCONTROLLED,
})
#: "<who> get -1 intercept during this action" on a bleed: the blockers :func:`minus_intercept` reads
_ACTION_MINUS_WHO = frozenset({Who.ANY, Who.ALLY, Who.YOUNGER, Who.ALLY_OR_YOUNGER, Who.ANARCH})
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
_ACTION_KIND_OPS = frozenset(ACTION_KINDS) - {O_LOCK}
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
#: A vampire's "+1 stealth during diablerie actions while <partner> is ready" (you control the
#: ready partner), by VEKN id: the partner's (Onaedo, Otieno).
DIABLERIE_PARTNER = {201082: 201086}
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
#: Modifiers played by a ready vampire other than the acting minion, locking to have a block
#: attempt fail: Blanket of Night [OBT] (its option :func:`lock_fails`).
BY_ANOTHER_VAMPIRE = frozenset({100177})
#: Modifiers cancelling an intercept reaction as it is played, by VEKN id: (whether its cost
#: is paid, whether only one played by an ally or a vampire of capacity 6 or less, whether no
#: more action modifiers can be played on the action). I am Legion [dai obf] (a reaction
#: requiring the Discipline in CANCEL's cond: Auspex; "cost must be paid"), Approximation of
#: Loyalty [PRE] ("no cost is paid").
CANCEL_REACTION = {100947: (True, False, False), 100078: (False, True, True), 100921: (False, False, False)}
#: ``Pending.flags``: "no more action modifiers can be played on this action" (Approximation of Loyalty).
NO_MODIFIERS = 1 << 38
#: ``Pending.flags``: "gain 1 pool after action resolution if this action is successful" (I am Legion [DAI OBF]).
SUCCESS_POOL = 1 << 39
#: ``Pending.flags``: "1 optional press during the resulting combat if this vampire blocks" (Rat's Warning [ANI])
BLOCK_PRESS = 1 << 47
#: Reactions "only usable by a locked vampire ... this vampire unlocks", by VEKN id: when usable
#: (an action directed at you, a bleed against you: the WHEN of the option, a vampire acting).
#: Unlocked, the vampire may attempt to block (rules 6.2.2) and stays unlocked if it does not.
#: Deep Ecology [pro] (UNLOCK_ANY): "only usable by a locked vampire. This vampire burns 1 blood
#: to unlock", during any action it may block.
UNLOCK_DIRECTED, UNLOCK_BLEED, UNLOCK_VAMPIRE_ACTING, UNLOCK_ANY = 1, 2, 3, 4
UNLOCK_REACTIONS = {100762: UNLOCK_DIRECTED, 101547: UNLOCK_BLEED, 101477: UNLOCK_VAMPIRE_ACTING,
                    102219: UNLOCK_ANY}
#: ``Pending.flags``: "if the bleed is successful, this vampire can burn 2 of your corruption
#: counters from a minion controlled by the target Methuselah to unlock" (Revelation of the Serpent [PRE PRO]).
COUNTER_UNLOCK = 1 << 29
#: ``Pending.flags``: "during this action, minions cannot unlock" (The Sleeping Mind [DOM]): no
#: locked minion wakes to block.
NO_WAKE = 1 << 27
#: ``Pending.flags``: Enchanting Gaze [PRE PRO] played: once this action, a corruption counter
#: burned from a blocking minion has its attempt fail.
GAZE = 1 << 28
#: Modifiers "only usable if an ally or younger vampire blocks, before block resolution", by
#: VEKN id (Psychomachia): the unlock-and-end and the block-fails options (:func:`blocked_fails`).
PSYCHOMACHIA = frozenset({101511})
#: +bleed modifiers paid by removing cards in the target Methuselah's ash heap from the game, by
#: VEKN id (Trochomancy: REMOVE_FROM_GAME N).
ASH_BLEED = frozenset({102026})
#: ``Pending.flags``: "if this vampire is blocked, they can prevent 1 damage during the resulting
#: combat" (Beast Meld [ani pro]).
ACT_PREVENT = 1 << 26
#: The largest X of an X-cost +bleed modifier, by VEKN id: "X must be 1, 2 or 3" (Monkey Wrench).
X_BLEED_MAX = {101239: 3}
#: Modifiers that cannot both be played on the same action: Into Thin Air, Lost in Crowds.
EXCLUSIVE_MODIFIERS = frozenset({101001, 101125})
CONTINUE_ACTION = Op.CONTINUE_ACTION
#: Bleed redirections that do not lock the reacting vampire: (card id, option level).
REDIRECT_NO_LOCK = frozenset({(100518, 2)})  # Deflection [DOM]

#: Out-of-turn master cards (rules 1.6.2.4) the engine plays, by VEKN id: what they cancel.
CANCEL_MINION_CARD = frozenset({100545, 100493})  # Direct Intervention, Dark Influences
CANCEL_MASTER_CARD = frozenset({101896, 102151})  # Sudden Reversal, Wash (predator or prey only)
ARCHON_INVESTIGATION = 100085  # burn a minion bleeding you for 4 or more, after blocks are declined
#: A blocking vampire about to enter combat with an acting younger vampire ends the action
#: (Obedience; its options say whether the acting vampire unlocks).
END_YOUNGER_ACTION = frozenset({101309})
#: Reactions of a vampire blocking an ally or younger vampire, before block resolution, ending
#: the action: Mental Maze ([obf] the vampire locks; it costs Followers of Set 1 fewer blood),
#: Voice of Madness ([DEM] the acting minion burns 1 blood or life), Bloodstorm of Chorazin (1
#: unpreventable damage on the acting minion and each retainer on it).
MENTAL_MAZE, BLOODSTORM = 101201, 100224
#: +bleed modifiers played by another ready vampire of the acting Methuselah during a bleed, by
#: VEKN id: the option level also usable by a locked one (Empowering the Puppet King [DOM]).
OTHER_BLEED = {100639: 2}
#: Reactions reducing a bleed "only usable when a vampire who is not Black Hand is bleeding you"
#: (Truth in Ink), by VEKN id (:func:`not_black_hand_reduce`).
NOT_BLACK_HAND_REDUCE = frozenset({102043})
#: The Mole: "requires a ready anarch. Only usable when a non-anarch minion is acting" (every
#: option: the [ani] wake, the [cel] intercept "not usable if the acting minion has Celerity",
#: the [dom] "when you are being bled by a younger vampire. Lock this vampire to cause the action
#: to fail", a FAIL_REACTIONS entry).
THE_MOLE = 101233
#: Reactions of the bled Methuselah making the bleed fail, by VEKN id: the blood the acting
#: vampire may burn so it does not fail (Hide the Heart [val] "the action fails, unless the
#: acting minion burns 1 blood"), 0 when it cannot (Faerie Wards [myt], The Mole [dom]). See :func:`fail_reaction`.
FAIL_REACTIONS = {100920: 1, 100690: 0, THE_MOLE: 0}
#: Reactions "only usable if an ally or younger vampire is taking an action directed at you"
#: (Faerie Wards), by VEKN id.
ALLY_OR_YOUNGER_DIRECTED = frozenset({100690})
#: Intercept reactions "only usable when a vampire is acting" (Predator's Communion), by VEKN id.
VAMPIRE_ACTING_INTERCEPT = frozenset({101477})
#: Intercept reactions "only usable on an action directed at another Laibon you control or on a
#: bleed against you" (Familial Bond), by VEKN id.
LAIBON_DIRECTED_INTERCEPT = frozenset({100699})
#: Intercept reactions "only usable when a reacting vampire you control attempts to block a
#: vampire who is attempting to diablerize one of your vampires" (Eyes of the Dead), by VEKN id.
DIABLERIE_INTERCEPT = frozenset({100684})
_CEL_BIT = DISCIPLINE_BITS["cel"]
#: Intercept reactions whose options depend on the acting minion, by VEKN id: (the option "only
#: usable if a younger vampire is acting", the option "+1 intercept, with an additional +1
#: intercept if the acting minion has any corruption counters") (Sense the Sin [aus], [dai]).
ACTING_INTERCEPT = {101718: (1, 2)}
END_BLOCKED_ACTION = frozenset({MENTAL_MAZE, 102129, BLOODSTORM})
#: "Only usable if this vampire is about to enter combat with an ally. Lock that ally and end the
#: action" (Gift of Sleep [obe]): the acting vampire blocked by an ally, or a vampire blocking an
#: acting ally (:func:`ally_sleep_known`).
ALLY_SLEEP = frozenset({100828})
WASH = 102151

_MANDATORY = Action(K_PASS, n=-1)  # marker appended by _minion_actions
#: Action cards "only usable by a locked vampire", by VEKN id: a (D) bleed with +N bleed, then
#: unpreventable aggravated damage to the actor after resolution, even if blocked (Force of
#: Will). Rules 6: only ready unlocked minions act unless a card says otherwise;
#: _locked_bleeds lists them for the locked ready vampires, _declare adds the damage.
LOCKED_BLEEDS = frozenset({100759})
_R_LOCKED = int(Req.LOCKED)


# ---------------------------------------------------------------------------------------------
# Setup (rules 2)


def goldfish_setup(deck: Deck, registry: EffectRegistry | None = None) -> GameSetup:
    """Tables for a goldfish game: ``deck`` and a passive prey with no cards."""
    return GameSetup([deck, Deck()], registry)


def new_game(
    decks: Sequence[Deck] | GameSetup,
    rng: np.random.Generator,
    *,
    turn_limit: int = 0,
    seat: int = 1,
    goldfish: bool = False,
    registry: EffectRegistry | None = None,
) -> GameState:
    """A game ready for its first decision.

    ``decks`` in seating order (Methuselah 0 plays first), or a prebuilt :class:`GameSetup` to
    share tables between games. With ``goldfish=True`` the last Methuselah is passive (takes no
    turn, never ousted) and Methuselah 0 gets the first-turn transfers of ``seat`` (1-5).
    ``turn_limit`` stops the game after that many turns of each Methuselah (table turns); 0
    means no limit.
    """
    setup = decks if isinstance(decks, GameSetup) else GameSetup(list(decks), registry)
    if not 1 <= seat <= 5:
        raise RulesError(f"seat {seat!r} is not between 1 and 5: use the position in the turn order")
    s = GameState(setup, rng)
    s.turn_limit = turn_limit
    for p, m in enumerate(s.players):
        # rules 2.3: shuffle library and crypt, draw 7, four crypt cards to the uncontrolled region
        lib = setup.library0[p]
        crypt = setup.crypt0[p]
        m.library = rng.permutation(len(lib)).tolist() if lib else []
        if lib:
            base = lib[0]
            m.library = [base + k for k in m.library]
        if crypt:
            base = crypt[0]
            m.crypt = [base + k for k in rng.permutation(len(crypt)).tolist()]
        for _ in range(min(HAND_SIZE, len(m.library))):
            m.hand.append(m.library.pop())
        for _ in range(min(START_UNCONTROLLED, len(m.crypt))):
            m.uncontrolled.append(m.crypt.pop())
        # rules 7: the first three Methuselahs get 1, 2, 3 transfers in their first turn
        m.first_transfers = min(p + 1, TRANSFERS)
    if goldfish:
        s.players[-1].passive = True
        s.players[0].first_transfers = min(seat, TRANSFERS)
    s.current = s.seating[0]
    _begin_turn(s)
    _advance(s)
    return s


def is_terminal(state: GameState) -> bool:
    return state.terminal


def returns(state: GameState) -> list[float]:
    """Victory points of each Methuselah (rules 9.1)."""
    return [m.vp for m in state.players]


def winner(state: GameState) -> int:
    """The game winner: the Methuselah with the most VP if at least 2 and nobody ties (VEKN
    tournament rules: a game win); -1 for none."""
    vps = [m.vp for m in state.players]
    best = max(vps)
    if best < 2 or vps.count(best) > 1:
        return -1
    return vps.index(best)


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


def _target_ok(s: GameState, prim_arg: int, cond: int, clan: str, actor: int, target: int) -> bool:
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


def _draw_if_clan(s: GameState, m: Methuselah, a: int, clan: str, blood: int) -> None:
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


def _library_equipment(s: GameState, m: Methuselah) -> list[tuple[int, int, Effect]]:
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


def _equipment_in_library(s: GameState, m: Methuselah, a: int, paid: int,
                          cands: list[tuple[int, int, Effect]] | None = None) -> list[int]:
    """Equipment cards (one per card name) in ``m``'s library that minion ``a`` could equip now,
    requirements and cost as normal (rules 6.1.3), after paying ``paid`` blood for the search;
    ``cands``: :func:`_library_equipment` of the same state, when read already."""
    if cands is None:
        cands = _library_equipment(s, m)
    out: list[int] = []
    if not cands:
        return out
    su = s.setup
    memo_get = su.memo.get
    mods = su.cost_mods[a]
    room = s.blood[a] - paid
    for j, cid, e in cands:
        opts = memo_get((a, cid, 4000))  # _action_options, memoized
        if opts is None:
            opts = _action_options(su, a, j)
        if opts and (blood_cost(su, a, j) if mods else e.blood_cost) <= room:
            out.append(j)
    return out


def _discipline_master_in(
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


def _embrace_extras(s: GameState, m: Methuselah, a: int, v: int, opt: Option, moved: int) -> None:
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
    best = _discipline_master_in(su, places, a)
    if best is not None:
        _discipline_master_on(s, m, *best, v)
    if opt.has(Op.MOVE_BLOOD):
        n = min(moved, opt.amount(Op.MOVE_BLOOD), s.blood[a], s.setup.capacity[v])
        if n > 0:
            s.blood[a] -= n
            s.blood[v] += n
        s.acted[v] = s.turn  # "and cannot perform actions this turn"


def _discipline_master_on(s: GameState, m: Methuselah, zone: list[int], j: int, bit: int, v: int) -> None:
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


def _starting_life(s: GameState, t: int) -> int:
    """An ally's or retainer's starting life: its printed life (rules 6.1.4-6.1.5)."""
    e = s.setup.effect[t]
    return e.life if e is not None else 0


def _wounded_retainers(s: GameState, m: Methuselah) -> list[int]:
    """``m``'s allies and retainers below their starting life."""
    su = s.setup
    out = [t for t in m.ready if su.is_ally[t] and s.blood[t] < _starting_life(s, t)]
    out += [t for t in m.in_play if su.mode[t] == M_RETAINER and s.blood[t] < _starting_life(s, t)]
    return out


def _search_equip(s: GameState, a: int, t: int) -> None:
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


def summon_targets(s: GameState, m: Methuselah, a: int, thing: int) -> list[int]:
    """The cards (one per card name) :func:`summon_thing` can put in play for vampire ``a``: X
    at most its blood (rules 6.2.3: paid as the action resolves). A vampire: non-scarce, of the
    crypt or ash heap, not one ``m`` controls already (rules 4.1). Else an ally, retainer or
    equipment of the library or ash heap the rules play (an ally with life, the first option of
    the others known), none ``a`` cannot have or has one of already, no unique card ``m``
    controls; it is put in play, not played, so its requirements do not apply (rules 1.6.1.3)."""
    su = s.setup
    room = s.blood[a]
    out: list[int] = []
    seen: set[int] = set()
    if thing == Thing.VAMPIRE:
        for t in (*m.crypt, *m.ash):
            cid = su.card_id[t]
            if cid in seen or not su.is_vampire[t] or su.scarce[t] or su.capacity[t] > room:
                continue
            seen.add(cid)
            if not controls_same(s, m, t):
                out.append(t)
        return out
    for t in (*m.library, *m.ash):
        cid = su.card_id[t]
        mode = su.mode[t]
        if cid in seen or mode not in MODE_KIND or not su.minion_card[t]:
            continue
        seen.add(cid)
        e = su.effect[t]
        if e is None or summon_x(su, t) > room or su.cannot[a] & _MODE_CANNOT.get(mode, 0):
            continue
        if not (e.life > 0 if mode == M_ALLY else bool(e.options) and in_play_known(e.mode, e.options[0])):
            continue
        if (e.unique and controls_same(s, m, t)) or (
                su.one_each[t] and any(s.attached[j] == a and su.card_id[j] == cid for j in m.in_play)):
            continue
        out.append(t)
    return out


def _summon(s: GameState, m: Methuselah, a: int, t: int) -> None:
    """Summon History resolves (rules 6.2.3): vampire ``a`` pays X blood (:func:`summon_x`) and
    card ``t`` (or another copy, from the ash heap first) comes into play: a vampire to the ready
    region with no blood (rules 7, 4.1 as an influenced one); an ally to the ready region with its
    starting life, able to act this turn (rules 6.1.5: put in play, not recruited); a retainer
    or equipment on ``a`` (a retainer with its life, rules 6.1.4). The library or crypt searched
    is shuffled (rules 11: search). No effect when ``a`` no longer has the X blood."""
    su = s.setup
    cid = su.card_id[t]
    crypt = su.is_vampire[t]
    deck = m.crypt if crypt else m.library
    j = next((j for j in m.ash if su.card_id[j] == cid), -1)
    if j < 0:
        j = next((j for j in deck if su.card_id[j] == cid), -1)
    x = summon_x(su, t)
    if j < 0 or x > s.blood[a] or a not in m.ready:
        if j < 0:
            s.rng.shuffle(deck)  # searched, nothing found
        return
    s.blood[a] -= x
    if j in m.ash:
        m.ash.remove(j)
    else:
        deck.remove(j)
        s.rng.shuffle(deck)
    if crypt:
        m.uncontrolled.append(j)
        s.blood[j] = 0
        _influence(s, j)
        return
    s.locked[j] = 0
    if su.mode[j] == M_ALLY:
        s.blood[j] = _starting_life(s, j)
        if not (su.is_unique[j] and contest(s, s.current, j)):
            m.ready.append(j)
        return
    if su.mode[j] == M_RETAINER:
        s.blood[j] = _starting_life(s, j)
    put_on(s, s.current, a, j)


def _steal(s: GameState, a: int, t: int, opt: Option) -> None:
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


def _damage_card(s: GameState, t: int, p: Prim) -> None:
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


def _damage_two(s: GameState, m: Methuselah, card: int, t: int, p: Prim) -> None:
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
    _damage_card(s, t, p)
    if second >= 0 and card_controller(s, second) == q:
        _damage_card(s, second, p)


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


_NO_OPTION = Option(0, 0, 0, ())


def _burn_in_play(s: GameState, t: int, opt: Option) -> None:
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


_W_BLEEDING, _W_NO_CLAN, _W_BLEED_ACTION, _W_UNDIRECTED, _W_HUNTING, _W_RECRUIT, _W_POLITICAL, _W_DIABLERIE, \
    _W_REQUIRING, _W_BLOCKING, _W_IN_COMBAT, _W_EQUIP = (
        When.BLEEDING, When.BLEEDING_NO_CLAN, When.BLEED_ACTION, When.UNDIRECTED, When.HUNTING, When.RECRUIT_EMPLOY,
        When.POLITICAL, When.DIABLERIE, When.ACTION_REQUIRING, When.BLOCKING, When.IN_COMBAT_WITH, When.EQUIP,
    )
_W_POOL_AT_MOST = When.POOL_AT_MOST
_W_REQUIRING_SECT = When.REQUIRING_SECT


_PREY_TITLES = frozenset({"prince", "justicar"})
_BISHOPS = frozenset({"bishop", "archbishop"})


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


def _declare_bonus(s: GameState, pend: Pending, cond: tuple) -> None:
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
        elif when == _W_REQUIRING:
            ok = bool(need >> (clan - 1) & 1)
        elif when == _W_REQUIRING_SECT:
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
        elif when == _W_BLEED_ACTION:
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


def _burn_off(s: GameState, m: Methuselah) -> None:
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


def _employer_unlocks(s: GameState) -> None:
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


def _rescue_tax(s: GameState, a: int, t: int) -> int:
    """Torpid Blood: rescuing an older vampire (greater capacity, rules 1.5) costs more blood."""
    su = s.setup
    if masters.TORPOR_TAX not in su.master_kinds or su.capacity[t] <= su.capacity[a]:
        return 0
    return masters.torpor_tax(s)


# ---------------------------------------------------------------------------------------------
# Turn structure (rules 3)


def _begin_turn(s: GameState) -> None:
    su = s.setup
    m = s.players[s.current]
    s.turn += 1
    m.turns += 1
    s.turn_bleed = 0
    s.turn_cards = 0
    s.transfers_used = 0
    s.used.clear()
    s.pending = None
    s.wake.clear()
    if masters.LOCK_INTERCEPT in su.master_kinds and m.in_play:
        masters.club_start(s, m)  # Club Zombie: "if unlocked at the start of your turn"
    # rules 4: unlock every card you control, then the Edge gives 1 pool
    locked = s.locked
    if masters.GRAND_BALL in su.master_kinds and m.in_play:
        masters.ball_unlock(s, m)  # Toreador Grand Ball: "the locked Toreador does not unlock as normal"
    if su.any_borrow:
        borrow.hold_locked(s, m)  # Puppet Master: "the attached vampire does not unlock as normal"
    if su.any_placed:
        placed.hold_locked(s, m)  # Sensory Deprivation
    nu = s.no_unlock
    infernal = su.infernal
    for zone in (m.ready, m.torpor, m.in_play):
        for i in zone:
            if nu and i in nu:
                nu.discard(i)
                continue
            if infernal[i] and locked[i]:
                # rules 11: an infernal minion does not unlock as normal; its controller may burn
                # 1 pool to unlock it (paid while more than INFERNAL_MARGIN pool is left)
                if m.pool <= INFERNAL_MARGIN:
                    continue
                m.pool -= 1
            locked[i] = 0
    if su.any_unlock_employer:
        _employer_unlocks(s)
    if su.any_burn_off:
        _burn_off(s, m)
    if su.imbued is not None:
        imbued.unlock_phase(s, m)  # convictions played on the imbued (rules: imbued appendix 2)
    if su.any_unlock_burn:
        ub = su.unlock_burn
        for v in [v for v in m.ready if ub[v]]:
            # "during your unlock phase, Gregory burns 1 life"; "burn Nocturn" (BURNS_ALL)
            s.blood[v] = max(0, s.blood[v] - ub[v])
            if s.blood[v] <= 0:
                burn_minion(s, v)
    if su.any_unlock_life:
        ul = su.unlock_life
        for v in m.ready:
            if ul[v] and s.blood[v] < su.effect[v].life:  # type: ignore[union-attr]
                s.blood[v] += ul[v]  # "with 2 or fewer life during your unlock phase, gains 1 life"
    if su.any_first_tradition:
        politics.tradition_unlock(s, m)  # First Tradition: "must burn 2 pool during his or her unlock phase"
        if s.terminal or m.ousted:
            return
    if s.edge == s.current:
        m.pool += 1
    if m.owed_unlock:
        replace_cards(s, m, m.owed_unlock)
        m.owed_unlock = 0
    s.phase = UNLOCK
    s.master_actions = 1 - m.oot_debt  # rules 5, 1.6.2.4: out-of-turn cards played on account
    m.oot_debt = 0
    mb = su.master_bonus
    for v in m.ready:
        # "+1 master phase action" of a ready (and, for some, unlocked) vampire (rules 5)
        if mb[v] and not (su.master_unlocked[v] and locked[v]):
            s.master_actions += mb[v]
    s.master_actions += politics.rumors_bonus(s, s.current)  # Rumors of Gehenna: two master phase actions
    s.trifle_played = False
    s.discard_actions = 0
    s.transfers = 0
    if masters.DRAIN in su.master_kinds:
        masters.unlock_start(s)  # Smiling Jack: what this Methuselah owes
    if masters.FRENZY in su.master_kinds:
        masters.frenzy_unlock(s)  # Rötschreck: "during this vampire's next unlock phase, burn this card"
    if masters.MEKHET in su.master_kinds or masters.LEOPOLD in su.master_kinds:
        masters.mekhet_unlock(s)  # Fear of Mekhet: 5 blood or the vampire burned; Society of Leopold: 1
        if s.terminal:
            return
    if m.contested:
        _settle_contests(s, m)


def _settle_contests(s: GameState, m: Methuselah) -> None:
    """Rules 4.1: a contested card whose other copies were all yielded comes back, unlocked."""
    uk = s.setup.unique_key
    for i in list(m.contested):
        key = uk[i]
        if any(uk[j] == key for q in s.players if q is not m for j in q.contested):
            continue
        m.contested.remove(i)
        host = s.attached[i]
        if s.setup.is_crypt[i]:
            m.ready.append(i)
            check_titles(s, i)
        elif host >= 0 and host not in m.ready and host not in m.torpor:
            burn_card(s, i)  # equipment or retainer whose minion is gone
            continue
        else:
            m.in_play.append(i)
        s.locked[i] = 0


def _unlock_toll(s: GameState) -> int:
    """Ready vampires of the other Methuselahs saying "during each other Methuselah's unlock
    phase, if Leandro is ready, that Methuselah chooses either to burn 1 pool or to lose all
    transfers during his or her next influence phase"."""
    ut = s.setup.unlock_toll
    return sum(ut[v] for q in s.players if q.index != s.current and not q.ousted for v in q.ready)


def _location_tax(s: GameState) -> int:
    """The current Methuselah's predator's ready vampires saying "if Arika is ready during your
    prey's unlock phase, your prey chooses which locations he or she keeps in play. For each
    location he or she controls, your prey burns 1 pool or burns the location"."""
    pred = s.predator(s.current)
    if pred == s.current:
        return 0
    lt = s.setup.location_tax
    return sum(lt[v] for v in s.players[pred].ready)


def edge_drain(s: GameState) -> None:
    """"Your prey can burn the Edge during your unlock phase to burn 1 blood from Keith": the
    prey holding the Edge burns it when a ready such vampire of the current Methuselah has blood
    to lose (rules 1.2.3: the Edge then goes to no one)."""
    prey = s.prey(s.current)
    if s.edge != prey or prey == s.current:
        return
    ed = s.setup.edge_drain
    for v in s.players[s.current].ready:
        if ed[v] and s.blood[v] > 0:
            s.blood[v] = max(0, s.blood[v] - ed[v])
            s.edge = -1
            return


def _pay_location_tax(s: GameState) -> None:
    """At the end of the unlock phase, 1 pool for each location kept (those burned instead were
    chosen during the phase: ``Kind.YIELD`` n=2), for each such vampire."""
    n = _location_tax(s)
    if n:
        il = s.setup.is_location
        kept = sum(1 for j in s.players[s.current].in_play if il[j])
        if kept:
            burn_pool(s, s.current, n * kept)


def _pay_contests(s: GameState) -> None:
    """Rules 4.1-4.2, at the end of the unlock phase: 1 pool for each card still contested, 1
    blood from each vampire still contesting a title (a vampire without blood or in torpor
    yields)."""
    m = s.players[s.current]
    su = s.setup
    for v in [v for v in m.ready + m.torpor if v in s.title_contested] if s.title_contested else ():
        if v in m.torpor or s.blood[v] <= 0 or any(
            su.title_prevails[w] and w != v and su.title_key[w] == su.title_key[v] for w in s.title_contested
        ):  # "any vampire contesting Rafael's title must yield during their unlock phase"
            _yield_title(s, v)
        else:
            s.blood[v] -= 1
    n = len(m.contested)
    if n:
        burn_pool(s, s.current, n)


def _yield_title(s: GameState, v: int) -> None:
    s.title_contested.discard(v)
    s.title_votes[v] = 0
    key = s.setup.title_key[v]
    others = [w for w in s.title_contested if s.setup.title_key[w] == key]
    if len(others) == 1:
        s.title_contested.discard(others[0])


def _end_turn(s: GameState) -> None:
    m = s.players[s.current]
    if s.discarded and s.setup.any_recycle:
        _recycle(s)  # at the end of the discard phase (Rachel Brandywine)
    if masters.SMALL_BURN in s.setup.master_kinds:
        masters.end_of_turn(s)  # Scourge of the Enochians passes to the predator
    if s.record:
        s.turn_log.append(_turn_record(s, m))
    if s.used:
        for v, mark in [x for x in s.used if x[1] == UNLOCK_AT_END]:
            if v in m.ready:
                s.locked[v] = 0  # "unlock the acting minion at the end of the turn"
    if s.setup.any_borrow and s.used:
        borrow.end_of_turn(s)  # the vampires taken "until the end of the turn" go back
    s.pending = None
    s.combat = None
    s.referendum = None
    n = len(s.seating)
    k = s.seating.index(s.current)
    for step in range(1, n + 1):
        q = s.seating[(k + step) % n]
        pm = s.players[q]
        if not pm.ousted and not pm.passive:
            break
    else:
        finish_game(s)
        return
    if s.seating.index(q) <= k:  # every Methuselah still in has played: a new table turn
        if s.turn_limit and s.players[q].turns >= s.turn_limit:
            finish_game(s, timed_out=True)
            return
        if s.record and not any(x.passive for x in s.players):
            table_record(s)
        s.table_turn += 1
    s.current = q
    _begin_turn(s)


def _turn_record(s: GameState, m: Methuselah) -> tuple[int, ...]:
    su = s.setup
    is_v = su.is_vampire
    cap = su.capacity
    vamps = 0
    capacity = 0
    allies = 0
    for i in m.ready:
        if is_v[i]:
            vamps += 1
            capacity += cap[i]
        else:
            allies += 1
    for i in m.torpor:
        vamps += 1
        capacity += cap[i]
    ub = 0
    blood = s.blood
    for i in m.uncontrolled:
        ub += blood[i]
    modeled = su.modeled
    gold = su.goldfish
    dead = idle = 0
    for i in m.hand:
        if not modeled[i]:
            dead += 1
        elif not gold[i]:
            idle += 1
    return (
        m.index, m.turns, m.pool, vamps, capacity, len(m.uncontrolled), ub, s.transfers_used, s.turn_bleed,
        m.bled_total, s.turn_cards, dead, idle, allies, len(m.library), 1 if s.edge == m.index else 0,
    )


def _enter(s: GameState, phase: Phase) -> None:
    su = s.setup
    if s.phase == UNLOCK and phase == MASTER:
        cur = s.current
        if masters.UNLOCK_END_KINDS & su.master_kinds:
            masters.unlock_burns(s)  # Fame: "during each Methuselah's unlock phase"; Smiling Jack's counter; Anarch Revolt
            if s.terminal or s.current != cur:
                return
        pb = su.prey_burn
        if su.any_prey_burn and any(pb[j] is not None for j in s.players[cur].in_play):  # (none: nothing burns)
            burnable.unlock_prey_burns(s)  # Army of Rats: "during your unlock phase, your prey burns 1 pool"
            if s.terminal or s.current != cur:
                return
        if su.any_placed:
            placed.unlock_phase(s)  # Constant Revolution: its counters, in pool or cards
            if s.terminal or s.current != cur:
                return
        if su.any_unlock_toll and NO_TRANSFERS_TURN not in s.used:
            n = _unlock_toll(s)
            if n:
                burn_pool(s, cur, n)  # Leandro's toll paid in pool: the transfers kept
                if s.terminal or s.current != cur:
                    return
        if su.any_location_tax:
            _pay_location_tax(s)
            if s.terminal or s.current != cur:
                return
        if su.any_edge_drain:
            edge_drain(s)
        _pay_contests(s)
        if s.terminal or s.current != cur:
            return  # ousted by the contest costs
    s.phase = phase
    m = s.players[s.current]
    if su.any_borrow and (phase == MASTER or phase == MINION):
        # Temptation: "during your master phase, you can add 1 counter"; Puppet Master: "during
        # your next minion phase, burn this card to ... take control of them"
        (borrow.master_phase if phase == MASTER else borrow.minion_phase)(s)
    if phase == MASTER and masters.DEBATE in su.master_kinds:
        masters.debate_lock(s)  # Brujah Debate: "that Methuselah locks one of the oldest Brujah they control"
    if phase == MASTER and su.any_master_blood:
        mb = su.master_blood
        for j in m.in_play:
            if mb[j] and s.attached[j] >= 0:
                gain_blood(s, s.attached[j], mb[j])  # Palatial Estate: "during your master phase"
    if phase == DISCARD and s.used:
        for v, _mark in [x for x in s.used if x[1] == UNLOCK_IN_DISCARD]:
            if v in m.ready:
                s.locked[v] = 0  # "unlock this vampire during the next discard phase" (Engling Fury)
        for v, _mark in [x for x in s.used if x[1] == UNLOCK_IN_DISCARD_PAID]:
            if v in m.ready and s.locked[v] and s.blood[v] >= 2:
                s.blood[v] -= 1  # "can burn 1 blood ... to unlock" (kept with 1 blood left)
                s.locked[v] = 0
    if phase == INFLUENCE:
        bam = su.burn_after_minion
        for v in [v for v in m.ready + m.torpor if bam[v]]:
            burn_minion(s, v)  # "after the end of your minion phase, burn Tupdog and move the top
            if m.crypt:  # card from your crypt to your uncontrolled region"
                m.uncontrolled.append(m.crypt.pop())
        # rules 7: four transfers, fewer in the first turn of the first three Methuselahs
        t = m.first_transfers if m.turns == 1 else TRANSFERS
        eff = su.effect
        for j in m.in_play:
            e = eff[j]
            if e is not None and e.mode == M_MASTER_IN_PLAY and e.options:
                t += e.options[0].amount(O_TRANSFERS)
        ct = su.crypt_transfers
        for v in m.ready:
            t += ct[v]  # "if this vampire is ready at the start of your influence phase, +N transfers"
        if m.next_transfers:
            t += m.next_transfers  # The Capuchin burned since the last influence phase
            m.next_transfers = 0
        s.transfers = 0 if NO_TRANSFERS_TURN in s.used else t  # lost to Leandro
    elif phase == DISCARD:
        if masters.DISCARD_KINDS & su.master_kinds:
            cur = s.current
            masters.discard_phase(s)  # The Coven, Dragonbound
            if s.terminal or s.current != cur:
                return  # ousted by Dragonbound
        if m.owed_discard:
            replace_cards(s, m, m.owed_discard)
            m.owed_discard = 0
        s.discard_actions = 1  # rules 8
        if su.any_discard_bonus:
            db = su.discard_bonus
            s.discard_actions += sum(db[v] for v in m.ready)  # "while Unmada is ready, +1 discard phase action"
        s.discarded = ()


def _advance(s: GameState) -> None:
    """Move through every step in which the deciding Methuselah has nothing to choose. The
    actions listed on the way to a decision are kept in ``s.legal`` for :func:`play`."""
    while not s.terminal:
        if s.put_back:
            acts = _put_back_actions(s)
            if acts:
                s.legal = acts
                return
            s.put_back = 0  # an empty hand: nothing left to move
            if s.put_back_to == 2:
                _recur_done(s, s.players[s.current])
            elif s.put_back_to == 3 or s.put_back_to == 5:
                s.recur, s.put_back_to = (-1, 0), 0
            elif s.put_back_to == ARRANGE_TO:
                s.put_back_to = 0
        if s.combat is not None:
            if combat.step(s):
                return
            continue
        if s.referendum is not None:
            if politics.step(s):
                return
            continue
        pend = s.pending
        if pend is not None:
            st = pend.stage
            if st == BLOCKS:
                if _block_step(s, pend):
                    return
            elif st == ATTEMPT:
                acts = _attempt_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                _attempt_pass(s, pend)
            elif st == AFTER_BLOCKS:
                pend.decider = s.current
                acts = _modifier_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                _modifiers_done(s, pend)
            elif st == REACTIONS:
                pend.decider = pend.target_p
                acts = _reaction_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                _resolve(s, pend)
            elif st == BLOCKED:
                if not pend.flags & BLOCKER_WINDOW:
                    pend.decider = s.current
                    acts = _blocked_actions(s, pend)
                    if acts:
                        s.legal = acts + [PASS]
                        return
                    pend.flags |= BLOCKER_WINDOW
                acts = _blocker_actions(s, pend)
                if acts:
                    pend.decider = controller_of(s, pend.blocker)
                    s.legal = acts + [PASS]
                    return
                _block_resolution(s, pend)
            elif st == DIABLERIE:
                return  # the blocker's controller chooses: diablerie or not (rules 6.5.2)
            elif st == CANCEL:
                if _cancel_step(s, pend):
                    return
            elif st == ANNOUNCE:
                acts = _announce_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                pend.stage = BLOCKS
            else:
                if pend.flags & UNLOCK_WINDOW:
                    acts = _unlock_blocker_actions(s, pend)
                    if acts:
                        pend.decider = controller_of(s, pend.blocker)
                        s.legal = acts + [PASS]
                        return
                    pend.flags &= ~UNLOCK_WINDOW
                pend.decider = s.current
                acts = _after_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                _end_action(s)
            continue
        ph = s.phase
        if ph == UNLOCK:
            acts = _unlock_actions(s)
            if acts:
                if acts[-1] is _MANDATORY:
                    acts.pop()
                    s.legal = acts
                else:
                    s.legal = acts + [PASS]
                return
            _enter(s, MASTER)
        elif ph == MASTER:
            acts = _master_actions(s)
            if acts:
                s.legal = acts + [PASS]
                return
            _enter(s, MINION)
        elif ph == MINION:
            if _has_minion_choice(s):
                return
            _enter(s, INFLUENCE)
        elif ph == INFLUENCE:
            if _has_influence_choice(s):
                return
            _enter(s, DISCARD)
        else:
            if s.discard_actions and s.players[s.current].hand:
                return
            if masters.DISCARD_USE_KINDS & s.setup.master_kinds and masters.has_discard_use(s):
                return  # Scourge of the Enochians, Metro Underground
            if s.setup.any_toggle and toggle_actions(s, DISCARD):
                return
            _end_turn(s)


#: (vampire, AFTER_UNLOCK_USED): its "once each turn, ... can unlock after ..." used this turn
AFTER_UNLOCK_USED = -151
_AFTER_KIND = {int(When.EQUIP): (K_EQUIP,), int(When.HUNTING): (K_HUNT,), int(When.RECRUIT_EMPLOY): (K_RECRUIT, K_EMPLOY)}


def after_unlock(s: GameState, pend: Pending) -> None:
    """A successful action of the current Methuselah's minion ends: its ready locked vampires
    whose text says so unlock ("once each turn, Blanche Hill can unlock after successfully
    hunting"; Cock Robin after an action requiring Animalism; Aline Gädeke burns 1 blood after
    another Anarch you control acts, kept with 1 blood left), or will in the discard phase
    (Idalia after an equip action)."""
    su = s.setup
    a = pend.actor
    m = s.players[s.current]
    if a not in m.ready and a not in m.torpor:
        return
    for v in m.ready:
        au = su.after_unlock[v]
        if au is None or not s.locked[v] and not au[3]:
            continue
        who, disc, kind, discard, cost, once = au
        if (v != a) if not who else (v == a or su.sect[a] != "Anarch"):
            continue
        if kind and pend.kind not in _AFTER_KIND[kind]:
            continue
        if disc and (pend.card < 0 or su.effect[pend.card] is None
                     or not requires_discipline(su.effect[pend.card], disc)):
            continue
        if (once and (v, AFTER_UNLOCK_USED) in s.used) or (cost and (s.blood[v] <= cost or pend.kind == K_HUNT)):
            continue  # (blood paid to unlock after a hunt: the blood hunted back, a turn without end)
        if once:
            s.used.add((v, AFTER_UNLOCK_USED))
        if discard:
            s.used.add((v, UNLOCK_IN_DISCARD))  # rules 8: it unlocks as the discard phase begins
        else:
            s.blood[v] -= cost
            s.locked[v] = 0


def _end_action(s: GameState) -> None:
    pend = s.pending
    if pend is not None:
        su = s.setup
        if pend.blocked and su.imbued is not None:
            imbued.end_action(s, pend)  # Xian Quan: a conviction after blocking a monster
        if pend.succeeded and masters.AFTER_ACTION_BLOOD in su.master_kinds:
            masters.after_action(s, pend)
        if pend.after_agg and controller_of(s, pend.actor) >= 0:
            combat.damage(s, pend.actor, 0, pend.after_agg)  # Daring the Dawn, after action resolution
        if masters.END_ACTION_KINDS & su.master_kinds:
            masters.end_action(s, pend)  # Warsaw Station, WMRH Talk Radio
        if su.any_borrow and s.used:
            borrow.after_action(s, pend.actor)  # "until the end of the next action" (Spirit Marionette)
        if pend.succeeded and su.any_after_unlock:
            after_unlock(s, pend)
        if s.used and (pend.actor, SHROUD_UNLOCK) in s.used:
            s.used.discard((pend.actor, SHROUD_UNLOCK))
            if pend.succeeded and controller_of(s, pend.actor) >= 0 and not s.terminal:
                s.locked[pend.actor] = 0  # Shroud Mastery [NEC]: "after action resolution if successful" (rules 6.2.3)
    s.pending = None
    s.wake.clear()
    for m in s.players:
        if m.owed_action:
            replace_cards(s, m, m.owed_action)  # "do not replace until after this action"
            m.owed_action = 0


# ---------------------------------------------------------------------------------------------
# Legal actions


def legal_actions(state: GameState) -> list[Action]:
    """Every action the deciding Methuselah may take now (empty when the game is over)."""
    s = state
    if s.terminal:
        return []
    if s.put_back:
        return _put_back_actions(s)
    if s.combat is not None:
        return combat.actions(s)
    if s.referendum is not None:
        return politics.actions(s)
    pend = s.pending
    if pend is not None:
        st = pend.stage
        if st == BLOCKS:
            return _block_actions(s, pend, pend.block_order[0]) + [PASS]
        if st == ATTEMPT:
            return _attempt_actions(s, pend) + [PASS]
        if st == AFTER_BLOCKS:
            return _modifier_actions(s, pend) + [PASS]
        if st == REACTIONS:
            return _reaction_actions(s, pend) + [PASS]
        if st == BLOCKED:
            return (_blocker_actions(s, pend) if pend.flags & BLOCKER_WINDOW else _blocked_actions(s, pend)) + [PASS]
        if st == DIABLERIE:
            return [Action(K_DIABLERIZE, actor=pend.blocker, target=pend.actor), PASS]
        if st == CANCEL:
            return _cancel_actions(s, pend) + [PASS]
        if st == ANNOUNCE:
            return _announce_actions(s, pend) + [PASS]
        if pend.flags & UNLOCK_WINDOW:
            return _unlock_blocker_actions(s, pend) + [PASS]
        return _after_actions(s, pend) + [PASS]
    ph = s.phase
    if ph == UNLOCK:
        acts = _unlock_actions(s)
        if acts and acts[-1] is _MANDATORY:
            acts.pop()
            return acts  # a payment owed (Smiling Jack)
        return acts + [PASS]
    if ph == MASTER:
        return _master_actions(s) + [PASS]
    if ph == MINION:
        acts = _minion_actions(s)
        if acts and acts[-1] is _MANDATORY:
            acts.pop()
            return acts  # rules 6: a mandatory hunt comes first
        if s.setup.any_borrow:
            acts += borrow.uses(s)  # Temptation: burn the counters to take control of the vampire
        if s.setup.any_placed:
            placed.minion_uses(s, acts)  # Rutor's Hand: lock it to unlock the vampire
        return acts + [PASS]
    if ph == INFLUENCE:
        acts = _influence_actions(s)
        if acts and acts[-1] is _MANDATORY:
            acts.pop()
            return acts  # a removal owed (Wider View)
        return acts + [PASS]
    return _discard_actions(s) + [PASS]


_O_MOVE_BLOOD = int(Op.MOVE_BLOOD)
_O_BLOOD_TO = int(Op.BLOOD_TO)
_O_DRAW = Op.DRAW


def _unlock_ability_actions(s: GameState, m: Methuselah, v: int, ab: tuple, out: list[Action]) -> None:
    """A ready vampire's own unlock-phase ability, once a phase: blood to an uncontrolled vampire
    (of the clan, or younger), or one of its retainers burned for blood."""
    su = s.setup
    op, n, arg, clan = ab
    if op == _O_BLOOD_TO:
        for t in m.ready + m.torpor:  # the controlled region: ready and torpor (rules 2.3)
            if su.is_vampire[t] and s.blood[t] < su.capacity[t]:
                out.append(Action(K_UNLOCK_ABILITY, actor=v, target=t))
        return
    if op == O_LOCK:
        # Scout Youngwood: n blood to lock an ally or younger vampire of the prey (rules 4)
        if s.blood[v] < n or s.prey(s.current) == s.current:
            return
        for t in s.players[s.prey(s.current)].ready:
            if not s.locked[t] and (su.mode[t] == M_ALLY or su.is_vampire[t] and su.capacity[t] < su.capacity[v]):
                out.append(Action(K_UNLOCK_ABILITY, actor=v, target=t))
        return
    if op == _O_MOVE_BLOOD:
        if s.blood[v] <= 0:
            return
        for t in m.uncontrolled:
            if s.blood[t] < su.capacity[t] and (not clan or su.clan_index[t] == clan) \
                    and (arg != 3 or su.capacity[t] < su.capacity[v]):
                out.append(Action(K_UNLOCK_ABILITY, actor=v, target=t))
        if arg == 2:
            # Saulot: "to a vampire in play or in your uncontrolled region" (those you control)
            for t in m.ready + m.torpor:
                if t != v and su.is_vampire[t] and s.blood[t] < su.capacity[t]:
                    out.append(Action(K_UNLOCK_ABILITY, actor=v, target=t))
    else:
        for j in m.in_play:
            if s.attached[j] == v and su.mode[j] == M_RETAINER:
                out.append(Action(K_UNLOCK_ABILITY, actor=v, target=j))


def _unlock_ability(s: GameState, action: Action) -> None:
    """Rules 4 (unlock phase): move the blood (what the target can hold), or burn the retainer
    and gain the blood (up to capacity)."""
    su = s.setup
    m = s.players[s.current]
    v, t = action.actor, action.target
    op, n, _arg, _clan = su.unlock_ability[v]  # type: ignore[misc]
    s.used.add((v, UNLOCK_USED))
    if op == _O_BLOOD_TO:
        s.blood[t] += min(n, su.capacity[t] - s.blood[t])  # from the blood bank, up to capacity
    elif op == O_LOCK:
        s.blood[v] -= n
        s.locked[t] = 1
    elif op == _O_MOVE_BLOOD:
        k = min(n, s.blood[v], su.capacity[t] - s.blood[t])
        s.blood[v] -= k
        s.blood[t] += k
    elif t in m.in_play:
        m.in_play.remove(t)
        burn_card(s, t)
        gain_blood(s, v, n)


def toggle_actions(s: GameState, phase: int) -> list[Action]:
    """Once a turn, a ready vampire's "lock or unlock another ready Toreador" (your minion
    phase) / "unlock another ready Lasombra" (your discard phase)."""
    su = s.setup
    m = s.players[s.current]
    out: list[Action] = []
    tg = su.toggle
    for v in m.ready:
        t = tg[v]
        if t is None or t[0] != phase or (v, TOGGLE_USED) in s.used:
            continue
        if not t[1]:
            if s.locked[v]:
                out.append(Action(K_TOGGLE, actor=v, target=v))  # "once each turn, Shalmath can unlock"
            continue
        for w in m.ready:
            if w != v and su.is_vampire[w] and su.clan_index[w] == t[1]:
                if s.locked[w]:
                    out.append(Action(K_TOGGLE, actor=v, target=w))
                elif t[2]:
                    out.append(Action(K_TOGGLE, actor=v, target=w, n=1))
    return out


def edge_actions(s: GameState, phase: int) -> list[Action]:
    """A ready vampire's "burn the Edge to gain 2 pool" (your master phase), "burn the Edge to
    unlock" (your discard phase, a locked one), "burn the Edge to give Lucinde 1 blood" (your
    unlock phase): only while you hold the Edge (rules 1.2.3). Its "burn 1 pool to get +1
    master phase action", "burn a pool to unlock" (n=1): once a turn, leaving pool."""
    su = s.setup
    m = s.players[s.current]
    out: list[Action] = []
    if s.edge == s.current:
        for v in m.ready:
            eu = su.edge_use[v]
            if eu is not None and eu[0] == phase and (
                    eu[1] == O_GAIN_POOL or eu[1] == O_UNLOCK_MINION and s.locked[v]
                    or eu[1] == O_GAIN_BLOOD and s.blood[v] < su.capacity[v]):
                out.append(Action(K_EDGE, actor=v))
    if su.any_pool_use:
        for v in m.ready:
            pu = su.pool_use[v]
            if pu is not None and pu[0] == phase and m.pool > pu[3] and (v, POOL_USED) not in s.used \
                    and (pu[1] != O_UNLOCK_MINION or s.locked[v]):
                out.append(Action(K_EDGE, actor=v, n=1))
    return out


def _edge_use(s: GameState, action: Action) -> None:
    v = action.actor
    if action.n == 1:
        _phase, op, n, pool = s.setup.pool_use[v]  # type: ignore[misc]
        s.used.add((v, POOL_USED))
        burn_pool(s, s.current, pool)
        if op == O_MASTER_ACTIONS:
            s.master_actions += n  # rules 5
        else:
            s.locked[v] = 0
        return
    _phase, op, n = s.setup.edge_use[v]  # type: ignore[misc]
    s.edge = -1  # burned: back to no Methuselah until a successful bleed (rules 6.1.1)
    if op == O_GAIN_POOL:
        s.players[s.current].pool += n
    elif op == O_GAIN_BLOOD:
        gain_blood(s, v, n)
    else:
        s.locked[v] = 0


def _toggle(s: GameState, action: Action) -> None:
    if action.n == 2:
        after.unlock_in_play(s, action)  # CrimethInc. in play: 1 pool to unlock an Anarch
        return
    s.used.add((action.actor, TOGGLE_USED))
    s.locked[action.target] = 1 if action.n == 1 else 0


def _unlock_actions(s: GameState) -> list[Action]:
    """Optional unlock-phase effects: hunting grounds, Vessel (rules 4); yielding contested
    cards and titles (rules 4.1, 4.2; the others are paid for when the phase ends)."""
    m = s.players[s.current]
    out: list[Action] = []
    if m.contested:
        for i in m.contested:
            out.append(Action(K_YIELD, card=i))
    if s.title_contested:
        for v in m.ready + m.torpor:
            if v in s.title_contested:
                out.append(Action(K_YIELD, card=v, n=1))
    su = s.setup
    if masters.UNLOCK_KINDS & su.master_kinds and masters.unlock_actions(s, m, out):
        out.append(_MANDATORY)  # Smiling Jack's pool or blood, owed before anything else
        return out
    ua = su.unlock_ability
    for v in m.ready:
        if ua[v] is not None and (v, UNLOCK_USED) not in s.used:
            _unlock_ability_actions(s, m, v, ua[v], out)
    if su.any_ash_return and len(m.ash) > 7:
        _ash_return_actions(s, m, out)
    if su.any_edge_use and s.edge == s.current:
        out += edge_actions(s, UNLOCK)  # Lucinde: "burn the Edge to give Lucinde 1 blood"
    if su.any_unlock_toll and _unlock_toll(s) and NO_TRANSFERS_TURN not in s.used:
        out.append(Action(K_YIELD, n=3))
    if not m.in_play:
        return out
    if su.any_location_tax and _location_tax(s):
        il = su.is_location
        out.extend(Action(K_YIELD, card=j, n=2) for j in m.in_play if il[j])
    used = s.used
    for j in m.in_play:
        e = su.effect[j]
        if e is None or not e.options or (j, USED_CARD) in used or su.master_shape[j] is not None:
            continue  # (cards read by shape list their own uses: masters.unlock_actions)
        ops = e.options[0].ops
        if not (O_HUNTING_GROUND in ops or O_EXCHANGE in ops or _O_DRAW in ops):
            continue  # (no other primitive lists a use here)
        for p in e.options[0].prims:
            if p.op == O_HUNTING_GROUND and s.attached[j] < 0:
                for v in m.ready:
                    if su.is_vampire[v] and s.blood[v] < su.capacity[v] and (v, FED_FROM_GROUND) not in used:
                        out.append(new_tuple(Action, (K_USE, -1, j, v, 0)))
            elif p.op == O_EXCHANGE and p.arg == PHASE_UNLOCK:
                _exchange_actions(s, m, j, out)
            elif p.op == _O_DRAW and s.attached[j] in m.ready and _unlock_draw(e.options[0]):
                # Heart of Nizchetus: "if the bearer is ready during your unlock phase, you can
                # draw up to N cards ... then move the same number to the bottom of your library"
                for k in range(1, p.n + 1):
                    out.append(Action(K_USE, card=j, n=k))
    return out


def _heal_ally_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Vagabond Mystic: "can lock to add 1 life to an ally you control who has fewer life than
    its starting life" (not an action: its printed life is the starting one the rules know)."""
    su = s.setup
    for a in m.ready:
        if su.heal_ally[a] and not s.locked[a]:
            for t in m.ready:
                e = su.effect[t]
                if su.is_ally[t] and e is not None and s.blood[t] < e.life:
                    out.append(Action(K_USE, actor=a, card=a, target=t))


def _burn_location_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """War Ghoul: "it can lock and burn itself to burn a location, except during combat" (not
    an action; offered in your minion phase)."""
    su = s.setup
    for a in m.ready:
        if su.burn_location[a] and not s.locked[a]:
            for q in s.players:
                for j in q.in_play:
                    if su.is_location[j]:
                        out.append(Action(K_USE, actor=a, card=a, target=j))


def _ash_return_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Emerald Legionnaire: "during your unlock phase, if you control fewer copies of Emerald
    Legionnaire than ready unique Harbinger of Skulls, you can remove 7 cards in your ash heap
    from the game to move an Emerald Legionnaire from your ash heap to the ready region"."""
    su = s.setup
    seen: set[int] = set()
    for j in m.ash:
        cid = su.card_id[j]
        if su.ash_return[j] and cid not in seen:
            seen.add(cid)
            copies = sum(1 for k in m.ready if su.card_id[k] == cid)
            skulls = sum(1 for v in m.ready if su.harbinger[v] and su.is_unique[v])
            if copies < skulls:
                out.append(Action(K_USE, card=j))


def _unlock_draw(opt: Option) -> bool:
    """The option is "during your unlock phase, draw up to N cards without discarding, then
    move the same number from hand to the bottom of your library" (Heart of Nizchetus)."""
    return len(opt.prims) == 2 and opt.prims[0].op == O_WHEN and opt.prims[0].n == When.UNLOCK_PHASE \
        and opt.prims[1].op == Op.DRAW and opt.prims[1].arg == 1 and not opt.prims[1].x


def _exchange_actions(s: GameState, m: Methuselah, j: int, out: list[Action]) -> None:
    v = s.attached[j]
    if v < 0 or v not in m.ready:
        return
    if s.blood[v] > 0:
        out.append(new_tuple(Action, (K_USE, -1, j, v, 0)))  # blood -> pool
    if s.blood[v] < s.setup.capacity[v] and m.pool > 1:
        out.append(new_tuple(Action, (K_USE, -1, j, v, 1)))  # pool -> blood


def _master_actions(s: GameState) -> list[Action]:
    """Rules 5: master phase actions (master cards) and master-phase uses of cards in play."""
    m = s.players[s.current]
    su = s.setup
    out: list[Action] = edge_actions(s, MASTER) if su.any_edge_use or su.any_pool_use else []
    if su.any_placed:
        placed.master_uses(s, m, out)  # Judgment: Camarilla Segregation burned with a vampire
    if su.any_master_dump:
        # Uchenna: "may burn a blood to burn a card from your hand; draw up to your hand size"
        for v in m.ready:
            if su.master_dump[v] and s.blood[v] >= 1:
                out.extend(Action(K_DISCARD_FOR, actor=v, card=i) for i in distinct(su, m.hand))
    for j in m.in_play:
        e = su.effect[j]
        if e is None or not e.options or (j, USED_CARD) in s.used:
            continue
        ops = e.options[0].ops
        if O_EXCHANGE in ops or O_MASTER_ACTIONS in ops:  # (no other primitive lists a use here)
            for p in e.options[0].prims:
                if p.op == O_EXCHANGE and p.arg == PHASE_MASTER:
                    _exchange_actions(s, m, j, out)
                elif p.op == O_MASTER_ACTIONS and not s.locked[j]:
                    out.append(Action(K_USE, card=j))
        if su.master_shape[j] is not None:
            masters.use_actions(s, m, j, su.master_shape[j], out)  # type: ignore[arg-type]
    if su.any_lock_master:
        lm = su.lock_master
        for v in m.ready:
            if lm[v] and not s.locked[v]:  # "if Isanwayen is ready, you can lock him: +1 master phase action"
                out.append(Action(K_LOCK_FOR_MASTER, actor=v))
    if s.master_actions <= 0:
        return out
    if masters.MASTER_PHASE_KINDS & su.master_kinds:
        masters.master_phase_actions(s, m, out)  # Tension in the Ranks, Anthelios
    seen: set[int] = set()
    is_master = su.is_master
    modeled = su.modeled
    for i in m.hand:
        if not is_master[i] or not modeled[i]:
            continue
        cid = su.card_id[i]
        if cid in seen or cid in CANCEL_MINION_CARD or cid in CANCEL_MASTER_CARD or cid == ARCHON_INVESTIGATION:
            continue
        seen.add(cid)
        e = su.effect[i]
        assert e is not None
        if e.trifle and s.trifle_played:
            continue  # rules 1.6.2.5: one trifle per turn
        if e.pool_cost > m.pool:
            continue
        if (e.clans or e.titles) and not _master_requirement_met(s, m, e):
            continue  # rules 1.6.1.3: a ready minion of yours must meet a master card's requirements
        _master_card_actions(s, m, i, e, out)
    return out


def _master_requirement_met(s: GameState, m: Methuselah, e: Effect) -> bool:
    """Rules 1.6.1.3: only a Methuselah controlling a ready minion that meets a master card's
    clan or title requirement can play it."""
    su = s.setup
    clans = {current_clan(c) for c in e.clans}
    for v in m.ready:
        if not su.is_vampire[v]:
            continue
        if clans and current_clan(su.clan[v]) not in clans and not (su.as_clan_master[v] and su.as_clan[v] & clans):
            continue  # "you and Gem Ghastly can play cards requiring a Ventrue as if she were a Ventrue"
        if e.titles:
            title = su.title[v]
            if not title or ("titled" not in e.titles and title not in e.titles):
                continue
        return True
    return False


def turn_stealth(opt: Option) -> int:
    """TURN_STEALTH (vampires) or TURN_STEALTH_ALL (minions) of "all of your vampires' / minions'
    actions are at +1 stealth this turn" (Psychic Veil), else 0."""
    p = [q for q in opt.prims if q.op != O_REQUIRES]
    if len(p) == 1 and p[0].op == O_STEALTH and p[0].n == 1 and p[0].cond == 1 and not p[0].x \
            and p[0].arg in (Who.VAMPIRE, Who.ANOTHER):
        return TURN_STEALTH if p[0].arg == Who.VAMPIRE else TURN_STEALTH_ALL
    return 0


def _turn_stealth(s: GameState, a: int) -> int:
    """+1 stealth for each "all of your vampires' (minions') actions are at +1 stealth this turn"."""
    n = 0
    for key in (TURN_STEALTH, TURN_STEALTH_ALL) if s.setup.is_vampire[a] else (TURN_STEALTH_ALL,):
        k = 1
        while (-k, key) in s.used:
            n += 1
            k += 1
    return n


def influence_shape(opt: Option) -> int:
    """1: "add N blood to the chosen vampire (in your uncontrolled region). If the amount of
    blood equals or exceeds their capacity, move them to your ready region"; 2: "(D) move N blood
    from a crypt card in any uncontrolled region to the chosen vampire" (Undue Influence); else 0."""
    p = [q for q in opt.prims if q.op != O_STEALTH and q.op != O_REQUIRES]
    if len(p) == 2 and p[0].op == O_ADD_UNCONTROLLED and p[0].n > 0 and not (p[0].arg or p[0].cond or p[0].x) \
            and p[1] == (Op.RESCUE, 1, 2, 0, 0):
        return 1
    if len(p) == 1 and p[0].op == Op.MOVE_BLOOD and p[0].n > 0 and p[0].arg == 1 and not (p[0].cond or p[0].x):
        return 2
    return 0


def blocked_strength(opt: Option) -> int:
    """N of a bleed's "if this action is blocked, before range is determined during the first
    round of the resulting combat, this vampire can gain +N strength that combat" (Show of Force:
    STRENGTH with cond BLOCKED), else 0."""
    got = [p for p in opt.prims if p.op == O_STRENGTH]
    if len(got) != 1 or not opt.has(O_BLEED):
        return 0
    q = got[0]
    return q.n if q.n > 0 and q.cond == W_BLOCKED and not (q.arg or q.x) else 0


def blocker_press(opt: Option) -> int:
    """N of an enter-combat action's "if this action is blocked, the blocking minion gets N
    optional press during the first round" (Dive Bomb: a WHEN BLOCKED closing the option), else 0."""
    p = opt.prims
    k = next((i for i, q in enumerate(p) if q.op == O_WHEN), -1)
    if k < 0 or p[k] != (O_WHEN, When.BLOCKED, 0, 0, 0) or len(p) != k + 2:
        return 0
    q = p[k + 1]
    return q.n if q.op == O_PRESS and q.n > 0 and not q.arg and q.cond == W_FIRST_ROUND and not q.x else 0


def action_option_known(opt: Option) -> bool:
    """The rules play this option of an action card: every primitive is one they apply, in one
    of the kinds of action they resolve (:data:`ACTION_KINDS`): an action's stealth alone is no
    effect; "lock", a maneuver or a press only while entering combat (Deep Song, Bum's Rush) or
    a lock with "does not unlock as normal" (a stun, Mind Numb); "+N bleed" only on a bleed,
    with no condition; "this vampire unlocks" when a bleed or a blood gain succeeds."""
    ops = {p.op for p in opt.prims}
    if turn_stealth(opt):
        return True  # (resolved as "+1 stealth this turn", added as actions are declared)
    if not ops <= ACTION_OPS or ops == {O_STEALTH} or any(p.x for p in opt.prims):
        return False
    if influence_shape(opt):
        return True  # (_card_actions lists its targets, _resolve moves the blood or adds the stealth)
    paid = False
    kind = ops & _ACTION_KIND_OPS
    if Op.EMBRACE in kind:
        kind = {Op.EMBRACE}  # its search is for a Discipline master card for the new vampire
    elif O_STEAL_CARD in kind:
        kind = {O_STEAL_CARD}  # "... and move the stolen vampire to your ready region" (Graverobbing)
    elif kind == {Op.EDGE, Op.DAMAGE}:
        kind = {Op.DAMAGE}  # "(D) burn the Edge to burn 3 blood from a vampire" (Inside Dirt): the Edge the cost
    if len(kind) > 1:
        return False
    what = next(iter(kind)) if kind else (O_LOCK if O_LOCK in ops and O_BLEED not in ops else None)
    if what == Op.ON_ACTOR:
        if O_WHEN not in ops:
            # a card put on the acting minion for "+N bleed" or "+N strength" (Heart of the City,
            # Preternatural Strength: the bonus of the option played, GameState.on_option);
            # "cannot play cards named ..." (CANNOT_PLAY, checked where combat cards are listed)
            # "+1 intercept" (Atonement: read by intercept_of, as any card on a minion)
            bonus = [p for p in opt.prims if p.op in (O_PLUS_BLEED, O_STRENGTH, O_INTERCEPT)]
            return ops <= {Op.ON_ACTOR, O_STEALTH, O_REQUIRES, O_PLUS_BLEED, O_STRENGTH, O_INTERCEPT, Op.CANNOT_PLAY} and len(
                bonus) == 1 and bonus[0].n > 0 and not (bonus[0].arg or bonus[0].cond) and all(
                p.arg for p in opt.prims if p.op == Op.CANNOT_PLAY)
        # a card put on the acting minion: "+N intercept during actions directed at their
        # controller" (Abbot), the only bonus read there (directed_bonus)
        k = next(i for i, p in enumerate(opt.prims) if p.op == O_WHEN) if O_WHEN in ops else -1
        return k >= 0 and opt.prims[k].n == W_DIRECTED_AT_YOU and not opt.prims[k].arg and [
            p.op for p in opt.prims[k + 1:] if p.op != O_REQUIRES] == [O_INTERCEPT] and not any(
            p.op == O_INTERCEPT for p in opt.prims[:k])
    if O_WHEN in ops and what == O_ENTER_COMBAT:
        if not blocker_press(opt):
            return False  # only Dive Bomb's "if this action is blocked, the blocking minion gets ..."
    elif O_WHEN in ops:
        # "(D) bleed; if the bleed is successful, add 1 blood to a vampire in your uncontrolled
        # region / you can lock a minion controlled by the target Methuselah" (Break the Bonds);
        # "add 2 blood to a younger vampire with Dementation in your uncontrolled region" (The Call)
        k = next(i for i, p in enumerate(opt.prims) if p.op == O_WHEN)
        w = opt.prims[k]
        rest = [p.op for p in opt.prims[k + 1:] if p.op != O_REQUIRES]
        if what is not None or w.arg or sum(1 for p in opt.prims if p.op == O_WHEN) > 1:
            return False
        if w.n == W_TARGET_IS:
            if not w.cond or rest != [O_ADD_UNCONTROLLED] or O_BLEED in ops:
                return False
        elif w.n == W_DISCARD_PHASE:
            # "this vampire gains 2 blood, and unlock this vampire during the next discard phase";
            # "if this vampire is Tzimisce (cond: the clan) and the bleed is successful, this
            # Tzimisce can burn 1 blood during your next discard phase to unlock" (Fiendish Tongue)
            paid = rest == [O_PAY_BLOOD, O_UNLOCK_MINION] and O_BLEED in ops and bool(w.cond) and opt.amount(
                O_PAY_BLOOD) == 1 and not any(p.op == O_PAY_BLOOD for p in opt.prims[:k])
            if not paid and (rest != [O_UNLOCK_MINION] or O_GAIN_BLOOD not in ops or O_BLEED in ops):
                return False
        elif O_BLEED not in ops or w.n != W_AFTER_BLEED or rest not in ([O_ADD_UNCONTROLLED], [O_LOCK], [Op.COUNTER]):
            return False
        if rest == [Op.COUNTER] and any(p.arg != Thing.MINION or p.n != 1 for p in opt.prims if p.op == Op.COUNTER):
            return False  # "put 1 corruption counter on a minion controlled by the target Methuselah"
    elif Op.COUNTER in ops:
        return False
    elif O_LOCK in ops and what is None:
        return False
    if O_PAY_BLOOD in ops and what is None and not paid:
        return False  # (blood paid only in the discard-phase unlock above)
    if O_MINUS_INTERCEPT in ops and (what is not None or O_BLEED not in ops or any(
            p.arg not in _ACTION_MINUS_WHO or p.cond or p.n < 1 for p in opt.prims if p.op == O_MINUS_INTERCEPT)):
        return False  # "anarchs get -1 intercept during this action" on a bleed (_block)
    if what is None and O_STRENGTH in ops and blocked_strength(opt):
        ops = ops - {O_STRENGTH}  # a bleed's strength if blocked (_block: the combat it starts)
    if not ops <= ACTION_KINDS.get(what, _PLAIN_ACTION):
        return False
    if O_CRYPT_TO_UNCONTROLLED in ops and (ops & {O_BLEED, O_ADD_UNCONTROLLED, O_WHEN, O_HUNT} or any(
            p.n < 1 or bool(p.arg) != bool(p.cond) for p in opt.prims if p.op == O_CRYPT_TO_UNCONTROLLED)):
        return False  # crypt cards drawn alone; N blood (arg) on one meeting a requirement (cond)
    if what == O_ENTER_COMBAT:
        # the target filter is one the rules check; the acting minion's optional maneuver or
        # press in that combat, not both (one or the other on a condition: Big Game)
        if any(p.op == O_ENTER_COMBAT and p.arg not in COMBAT_TARGETS for p in opt.prims):
            return False
        # "gets 1 optional maneuver / press during that combat", or during its first round only;
        # a press only to continue combat (cond 1); Hunter's Mark [CEL THA]: "the opposing minion
        # cannot strike: combat ends during the first round" (n -1)
        for p in opt.prims:
            if p.op == O_MANEUVER and (p.n < 1 or p.arg or p.cond not in (0, W_FIRST_ROUND)) or \
                    p.op == O_PRESS and (p.n < 1 or p.arg or p.cond not in (0, 1, W_FIRST_ROUND)) or \
                    p.op == O_COMBAT_ENDS and (p.n != -1 or p.arg or p.cond != W_FIRST_ROUND) or \
                    p.op == O_STRENGTH and (p.n < 1 or p.arg or p.cond or O_WHEN in ops):
                return False  # "this Anarch gets +1 strength during that combat" (Make the Misere [pot])
    elif what == O_STEAL_CARD:
        # one permanent steal of a kind the rules list targets for; "can burn 2 blood to move the
        # stolen vampire to your ready region" (Graverobbing) is the only extra
        steals = [p for p in opt.prims if p.op == O_STEAL_CARD]
        if len(steals) != 1 or steals[0].arg not in STEAL_THINGS or steals[0].cond:
            return False
        if (O_RESCUE in ops or O_PAY_BLOOD in ops) and not (
            steals[0].arg == Thing.VAMPIRE and O_RESCUE in ops and opt.amount(O_PAY_BLOOD) == 2
        ):
            return False
    elif what == O_SEARCH:
        # "search your library for an equipment card and equip this vampire with it"
        return all(p.arg == Thing.EQUIPMENT and p.cond == 1 for p in opt.prims if p.op == O_SEARCH)
    elif what == O_LOCK:
        # a stun: lock a vampire, which does not unlock as normal; "(D) lock a minion controlled
        # by your predator or prey" (Distraction [CEL]: arg PREY)
        if CANNOT not in ops:
            return ops <= {O_LOCK, O_STEALTH, O_REQUIRES} and all(
                p.n == 1 and p.arg == Who.PREY and not p.cond for p in opt.prims if p.op == O_LOCK)
        return all(p.arg == Restriction.UNLOCK for p in opt.prims if p.op == CANNOT) and CANNOT in ops
    elif what == Op.EMBRACE:
        # "put this card in play; it becomes a 1-capacity vampire" (GameSetup reads it as one);
        # "search your library, hand and/or ash heap for a Discipline master card and put it on
        # this new vampire", "put a master Discipline card from your hand on it", "move up to N
        # blood from the acting vampire to it" (Third Tradition: Progeny; _embrace_extras), "with
        # basic Chimerstry" (Tumnimos: GameSetup gives it the Discipline)
        return all(p.n > 0 and not p.arg and not p.cond for p in opt.prims if p.op == Op.EMBRACE) and all(
            p.arg == Thing.DISCIPLINE_CARD and p.n == 1 for p in opt.prims if p.op in (O_SEARCH, Op.PUT_IN_PLAY)
        ) and all(p.n > 0 and not p.arg for p in opt.prims if p.op == Op.MOVE_BLOOD) and all(
            p.arg > 0 and not p.n for p in opt.prims if p.op == Op.DISCIPLINE)
    elif what == Op.STEAL_POOL:
        return all(p.n > 0 and not p.arg for p in opt.prims if p.op == Op.STEAL_POOL)
    elif what == Op.DAMAGE:
        # "(D) inflict N unpreventable damage on a ready minion" (Horseshoes); "(D) burn 1 blood on
        # a vampire, or do 1 unpreventable damage to any ally or retainer" (Cryptic Mission)
        # "(D) discard a Shattering Crescendo to inflict 2 unpreventable damage on each of up to
        # two minions controlled by a single Methuselah" (the copy discarded: DISCARD_COPY)
        dmg = [p for p in opt.prims if p.op == Op.DAMAGE]
        disc = [p for p in opt.prims if p.op == Op.DISCARD_FROM_HAND]
        if disc and (len(disc) > 1 or disc[0] != (Op.DISCARD_FROM_HAND, 1, 0, DISCARD_COPY, 0) or len(dmg) != 1
                     or dmg[0].arg != DMG_UNPREVENTABLE | DMG_TWO):
            return False
        return len(dmg) == 1 and dmg[0].n > 0 and not dmg[0].cond and dmg[0].arg in (
            DMG_UNPREVENTABLE, DMG_UNPREVENTABLE | DMG_BLOOD, DMG_UNPREVENTABLE | DMG_SMALL,
            DMG_UNPREVENTABLE | DMG_BLOOD | DMG_VAMPIRE, DMG_UNPREVENTABLE | DMG_TWO) and (
            bool(disc) == (dmg[0].arg == DMG_UNPREVENTABLE | DMG_TWO)) and all(
            p.n == -1 and not (p.arg or p.cond) for p in opt.prims if p.op == Op.EDGE)
    elif what == Op.EDGE:
        # "(D) burn the Edge to burn N pool from your prey. Minions you control cannot bleed
        # until the end of the turn" (Enticement)
        return all(p.n == -1 for p in opt.prims if p.op == Op.EDGE) and opt.amount(Op.BURN_POOL) > 0 and all(
            not p.arg and not p.cond for p in opt.prims if p.op == Op.BURN_POOL) and all(
            p.arg == Restriction.BLEED for p in opt.prims if p.op == CANNOT)
    elif what == Op.RECUR:
        # "choose N library cards in your ash heap, move them to the top of your library, then
        # discard M cards at random (draw afterward)" (Sudario Refraction); "move a vampire from
        # your ash heap to your uncontrolled / ready region" (Possession)
        rec = [p for p in opt.prims if p.op == Op.RECUR]
        if len(rec) == 1 and rec[0].arg == Thing.VAMPIRE:
            return rec[0].n == 1 and rec[0].cond in (ASH_TO_UNCONTROLLED, ASH_TO_READY) and ops <= {
                Op.RECUR, O_STEALTH, O_REQUIRES}
        return len(rec) == 1 and rec[0].n > 0 and rec[0].arg == Thing.LIBRARY and rec[0].cond == 1 and all(
            p.n > 0 and not p.arg and p.cond == 1 for p in opt.prims if p.op == Op.DISCARD_FROM_HAND)
    elif what == Op.BURN_CARD:
        # "(D) burn a location / an equipment" (no qualifier), "and burn N pool from its
        # controller" only with a location (Rewilding)
        burns = [p for p in opt.prims if p.op == Op.BURN_CARD]
        if len(burns) == 2:
            # "burn an equipment or location on a minion controlled by your predator or prey" (Loss)
            return {p.arg for p in burns} == BURN_THINGS and all(
                p.n == 1 and p.cond == BURN_NEAR for p in burns) and Op.BURN_POOL not in ops
        if len(burns) == 1 and burns[0].cond == BURN_NOT_MELEE:
            return burns[0].arg == Thing.EQUIPMENT and burns[0].n == 1 and Op.BURN_POOL not in ops
        return len(burns) == 1 and burns[0].n == 1 and burns[0].arg in BURN_THINGS and not burns[0].cond and (
            Op.BURN_POOL not in ops or burns[0].arg == Thing.LOCATION and all(
                p.n > 0 and not p.arg and not p.cond for p in opt.prims if p.op == Op.BURN_POOL))
    elif what == Op.BLOOD_TO:
        return all(p.arg in (1, 2) and not p.cond for p in opt.prims if p.op == Op.BLOOD_TO)
    elif what == Op.RESCUE:
        # "move a vampire from torpor to their controller's ready region" (Renewed Vigor [obe])
        return all(p.n == 1 and p.arg == 1 and not p.cond for p in opt.prims if p.op == Op.RESCUE)
    elif what == Op.FILL_BLOOD:
        # "add enough life to an ally or retainer to reach their starting life"
        return all(p.arg == Thing.ALLY_OR_RETAINER and not p.cond for p in opt.prims if p.op == Op.FILL_BLOOD)
    elif what == Op.OPEN_HAND:
        # "(D) look at your prey's hand and discard one card of your choice from it"; "put this
        # card in play: your prey plays with an open hand" (Revelations; PlayerView.open_hand);
        # "for the remainder of this turn, you may look at all Methuselahs' hands" (Pulse of the
        # Canaille: arg ANOTHER, HANDS_OPEN_TURN)
        oh = [p for p in opt.prims if p.op == Op.OPEN_HAND]
        disc = [p for p in opt.prims if p.op == Op.DISCARD_FROM_HAND]
        if len(oh) == 1 and oh[0].arg == Who.ANOTHER:
            return not oh[0].n and not oh[0].cond and not disc
        if len(oh) != 1 or oh[0].cond or oh[0].arg:
            return False
        if oh[0].n == 1:  # while in play
            return not disc
        return not oh[0].n and len(disc) == 1 and disc[0].n == 1 and disc[0].arg == Who.PREY and not disc[0].cond
    if O_UNLOCK_MINION in ops and (opt.unread or not ops & {O_BLEED, O_GAIN_BLOOD}):
        return False
    if Op.DRAW in ops and (ops == {Op.DRAW, O_STEALTH} and not all(p.cond == 1 for p in opt.prims if p.op == Op.DRAW)
                           or any(p.arg for p in opt.prims if p.op == Op.DRAW)):
        return False  # "draw N cards (discard afterward)" when the action succeeds; alone: cond 1 (Distraction)
    if Op.BLEED_AMOUNT in ops and (O_BLEED not in ops or any(
            p.n < 1 or p.arg or p.cond for p in opt.prims if p.op == Op.BLEED_AMOUNT)):
        return False  # "if more than N pool is bled with this action, ignore the excess" (Night Moves)
    if any(p.arg not in (0, Who.PREDATOR) for p in opt.prims if p.op == O_BLEED):
        return False  # "bleed your predator or prey" (Night Moves)
    if O_PLUS_BLEED in ops and O_BLEED not in ops:
        # "each of your minions gets +1 bleed for the remainder of the turn or until a bleed action
        # is blocked" (Dream World)
        return ops <= {O_STEALTH, O_PLUS_BLEED, O_REQUIRES} and all(
            p.arg == PLUS_BLEED_TURN and p.n == 1 and not p.cond and not p.x for p in opt.prims if p.op == O_PLUS_BLEED)
    return not (O_PLUS_BLEED in ops and O_BLEED not in ops) and not any(
        p.op == O_PLUS_BLEED and (p.cond or p.x) for p in opt.prims
    )


def master_known(e: Effect) -> bool:
    """The rules resolve this master card (its first option): every primitive is one they
    apply, for its mode."""
    ops = {p.op for p in e.options[0].prims} if e.options else set()
    if not ops or any(p.x for p in e.options[0].prims):
        return False
    return ops <= MASTER_OPS or (e.mode == M_MASTER_ON_VAMPIRE and ops <= MASTER_OPS | ON_VAMPIRE_OPS) or (
        e.mode == M_MASTER_IN_PLAY and ops <= VOTE_LOCATION_OPS
    )


def _master_known_cards(su: GameSetup) -> bytes:
    """Per card instance: a master card :func:`master_known` (memoized per setup, moved with
    the cards)."""
    got = su.memo.get(("master_known",))
    if got is None:
        got = su.memo[("master_known",)] = bytes(
            1 if e is not None and su.is_master[i] and master_known(e) else 0 for i, e in enumerate(su.effect))
    return got  # type: ignore[return-value]


def _master_card_actions(s: GameState, m: Methuselah, i: int, e: Effect, out: list[Action]) -> None:
    su = s.setup
    opt = e.options[0]
    sh = su.master_shape[i]
    if sh is not None:
        if e.unique and e.mode != M_MASTER and controls_same(s, m, i):
            return
        if masters.HAVEN in su.master_kinds:
            start = len(out)
            masters.card_actions(s, m, i, sh, out)
            # "master cards targeting this minion cost 1 additional pool" (Secure Haven)
            out[start:] = [a for a in out[start:] if a.target < 0 or e.pool_cost + masters.master_extra_cost(s, a.target) <= m.pool]
            return
        masters.card_actions(s, m, i, sh, out)
        return
    if su.imbued is not None and su.imbued.master[i]:
        imbued.master_card_actions(s, m, i, out)  # Angel of Berlin, The Church of Vindicated Faith
        return
    if not _master_known_cards(su)[i]:  # master_known(e)
        return
    vamps = [v for v in m.ready if su.is_vampire[v]]
    if e.mode == M_MASTER_IN_PLAY:
        if e.unique and controls_same(s, m, i):
            return
        out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, -1, 0)))
        return
    first = opt.prims[0]
    if first.op == O_LOCK:
        # Misdirection: lock a ready unlocked minion
        for q in s.players:
            if q.ousted or q.passive:
                continue
            for v in q.ready:
                if not s.locked[v]:
                    out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
        return
    if first.op == O_CANNOT_BLOCK:
        # Pentex(TM) Subversion: on a ready minion of another Methuselah, who cannot block
        for q in s.players:
            if q is m or q.ousted or q.passive:
                continue
            for v in q.ready:
                if v not in s.cannot_block:
                    out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
        return
    if e.mode == M_MASTER_ON_VAMPIRE:
        for v in vamps:
            if first.op == O_MOVE_TO_POOL:
                # Villein: move cond..n blood (rules text); +1 pool on a vampire already with one
                extra = 1 if any(s.attached[j] == v and su.card_id[j] == su.card_id[i] for j in m.in_play) else 0
                if e.pool_cost + extra > m.pool:
                    continue
                lo = max(first.cond, 1)
                for n in range(lo, min(first.n, s.blood[v]) + 1):
                    out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, n)))
            else:
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
        return
    # a master that resolves at once
    if first.op == O_MOVE_TO_POOL:
        for v in vamps + m.torpor:
            for n in range(1, s.blood[v] + 1):
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, n)))
    elif first.op == O_FILL_BLOOD:
        for v in vamps + m.torpor:
            if s.blood[v] < su.capacity[v]:
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
    elif first.op == O_ADD_UNCONTROLLED:
        for v in m.uncontrolled:
            if _target_ok(s, first.arg, first.cond, e.target_clan, -1, v):
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
    elif first.op == O_CRYPT_TO_UNCONTROLLED:
        if m.crypt:
            out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, -1, 0)))
    elif first.op == Op.POOL_TO_BLOOD:
        # Gird Minions: pool to a vampire you control, up to its capacity, never the last pool
        for v in vamps:
            for n in range(1, min(first.n or su.capacity[v], su.capacity[v] - s.blood[v], m.pool - e.pool_cost - 1) + 1):
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, n)))
    elif first.op == Op.SEARCH_CRYPT:
        # Coroner's Contact, Recruitment: a vampire of the crypt meeting the filter (one per card name)
        seen = set()
        for v in m.crypt:
            cid = su.card_id[v]
            if cid not in seen and su.is_vampire[v] and _target_ok(s, first.arg, first.cond, e.target_clan, -1, v):
                seen.add(cid)
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
    else:
        out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, -1, 0)))


def _can_act(s: GameState, i: int) -> bool:
    """Unlocked ready minions act (rules 6); an ally recruited this turn cannot (rules 6.1.5)."""
    return not s.locked[i] and s.acted[i] != s.turn


def _has_minion_choice(s: GameState) -> bool:
    m = s.players[s.current]
    locked = s.locked
    acted = s.acted
    turn = s.turn
    for i in m.ready:
        if not locked[i] and acted[i] != turn:
            return True
    for v in m.torpor:
        if not locked[v] and s.blood[v] >= TORPOR_COST:
            return True
    if s.setup.any_borrow and borrow.uses(s):
        return True  # Temptation: the vampire taken can act
    if s.setup.any_placed:
        uses: list[Action] = []
        placed.minion_uses(s, uses)
        if uses:
            return True  # Rutor's Hand
    if m.in_play and after.flags(s):
        uses = []
        after.minion_uses(s, m, uses)
        if uses:
            return True  # CrimethInc. in play
    if any_locked_bleeds(s.setup):
        uses = []
        _locked_bleeds(s, m, uses)
        if uses:
            return True  # Force of Will held for a locked vampire
    return bool(s.setup.any_toggle and toggle_actions(s, MINION))


def _torpid(s: GameState) -> list[int]:
    """Vampires in torpor anywhere at the table."""
    out: list[int] = []
    for q in s.players:
        if q.torpor:
            out.extend(q.torpor)
    return out


def _minion_scan_cards(su: GameSetup) -> bytes:
    """Per card instance: burnable by minions (``GameSetup.burnable``) or a master card giving
    minions (D) actions (``masters.MINION_KINDS``); memoized per setup (moved with the cards)."""
    got = su.memo.get(("minion_scan",))
    if got is None:
        ms = su.master_shape
        got = su.memo[("minion_scan",)] = bytes(
            1 if su.burnable[i] is not None or (ms[i] is not None and ms[i][0] in masters.MINION_KINDS) else 0  # type: ignore[index]
            for i in range(su.n)
        )
    return got  # type: ignore[return-value]


def locked_bleed_known(opt: Option) -> bool:
    """The shape :func:`_locked_bleeds` and :func:`_declare` play: "only usable by a locked
    vampire", a (D) bleed with +N bleed, N unpreventable aggravated damage to the actor."""
    ops = [p.op for p in opt.prims]
    return sorted(ops) == sorted((O_REQUIRES, O_BLEED, _OP_DAMAGE)) and all(
        p.arg == _R_LOCKED for p in opt.prims if p.op == O_REQUIRES) and all(
        p.arg == 3 and p.cond == 1 for p in opt.prims if p.op == _OP_DAMAGE)


def _locked_bleed_options(su: GameSetup, v: int, i: int) -> tuple[int, ...]:
    """The options of card ``i`` (LOCKED_BLEEDS) vampire ``v`` can play, its requirements but
    the locked one (checked by the caller), memoized per setup."""
    key = (v, su.card_id[i], 4001)
    got = su.memo.get(key)
    if got is None:
        e = su.effect[i]
        got = su.memo[key] = tuple(
            k for k, o in enumerate(e.options) if o.prims and locked_bleed_known(o)  # type: ignore[union-attr]
            and not su.cannot[v] & NO_ACTION_CARDS
            and _usable(su, v, e, replace(o, prims=tuple(p for p in o.prims if p.op is not O_REQUIRES)))
        ) if e is not None and su.is_vampire[v] else ()
    return got  # type: ignore[return-value]


def any_locked_bleeds(su: GameSetup) -> bool:
    """Does any deck at the table hold a LOCKED_BLEEDS card (memoized per setup)?"""
    got = su.memo.get(("locked_bleeds",))
    if got is None:
        got = su.memo[("locked_bleeds",)] = any(c in LOCKED_BLEEDS for c in su.card_id)
    return got  # type: ignore[return-value]


def _locked_bleeds(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """A locked ready vampire bleeding with a card "only usable by a locked vampire" (Force of
    Will; rules 6: the card lets a locked one act) under the rules of a bleed action card:
    one bleed a turn (6.1.1), the same card once a turn (6.1.6), the prey bled (6.1.1)."""
    su = s.setup
    cards = [i for i in m.hand if su.card_id[i] in LOCKED_BLEEDS]
    if not cards:
        return
    used = s.used
    if s.prey(s.current) == s.current or (used and NO_BLEED_TURN in used):
        return
    turn = s.turn
    for v in m.ready:
        if not s.locked[v] or s.acted[v] == turn or s.bled_turn[v] == turn or su.cannot[v] & NO_BLEED \
                or (v, LEFT_ACTION - K_BLEED) in used:
            continue
        if (su.slave_of[v] or su.any_directed_unless) and not directed_ok(s, s.current, v):
            continue  # rules 11: no directed action (directed_ok)
        for i in distinct(su, cards):
            if (v, su.card_id[i]) in used or su.effect[i].blood_cost > s.blood[v]:  # type: ignore[union-attr]
                continue
            for k in _locked_bleed_options(su, v, i):
                out.append(new_tuple(Action, (K_ACTION_CARD, v, i, -1, k)))


#: How _minion_actions lists a hand card for each minion: through _card_actions, a political
#: card, an action card, a card put in play (equipment, retainer, ally)
_HC_OTHER, _HC_POLITICAL, _HC_ACTION, _HC_IN_PLAY = 0, 1, 2, 3


def _minion_actions(s: GameState) -> list[Action]:
    """Rules 6.1: bleed, hunt, equip, employ, recruit, action cards, political actions; rescue,
    diablerie and leaving torpor (6.5), for each minion that can act."""
    m = s.players[s.current]
    su = s.setup
    if su.any_borrow and s.used:
        forced = borrow.forced(s)  # Spirit Marionette: "that minion must bleed your prey"
        if forced is not None:
            forced.append(_MANDATORY)
            return forced
    blood = s.blood
    is_v = su.is_vampire
    locked = s.locked
    acted = s.acted
    turn = s.turn
    actors = []
    mandatory = []
    for i in m.ready:
        if not locked[i] and acted[i] != turn:  # _can_act
            actors.append(i)
            if is_v[i] and blood[i] == 0:
                mandatory.append(i)  # rules 6: a ready vampire with no blood must hunt, before any other action
    # Restricted Vitae: only the vampires that must hunt (below) hunt
    no_hunt = masters.NO_HUNT_EVENT in su.master_kinds and masters.hunt_barred(s)
    if mandatory:
        out = [new_tuple(Action, (K_HUNT, i, -1, -1, 0)) for i in mandatory]
        out.append(_MANDATORY)
        return out
    out = []
    # (card, its id, its effect, how it is listed: _HC_*, the kind of a card put in play), one per
    # id. What does not depend on the acting minion is read once per listing (the state does not
    # change during it): a card with no effect has no option (_action_options), a political card
    # not callable now (once per game, Patsy without the Edge) and a unique card to put in play
    # already controlled (rules 4.1) are left out for every minion; the cards with none of the
    # rarer checks of _card_actions are listed here without calling it (the last field: a card of
    # which a minion may have only one)
    hand_cards: list[tuple[int, int, object, int, int, int]] = []
    seen: set[int] = set()
    mc = su.minion_card
    pol = su.political_spec
    cid_of = su.card_id
    effect = su.effect
    is_pol = su.is_political
    prey_burn = su.prey_burn
    for i in m.hand:
        if mc[i] or pol[i]:
            cid = cid_of[i]
            if cid not in seen:
                seen.add(cid)
                e = effect[i]
                if e is None:
                    continue
                plain = prey_burn[i] is None
                if is_pol[i]:
                    if not politics.callable_now(s, i):
                        continue
                    hand_cards.append((i, cid, e, _HC_POLITICAL if plain else _HC_OTHER, 0, 0))
                elif e.mode == M_ACTION:
                    plain = plain and not (su.waker[i] or su.placed[i])
                    hand_cards.append((i, cid, e, _HC_ACTION if plain else _HC_OTHER, 0, su.on_actor[i]))
                else:
                    if e.unique and controls_same(s, m, i):
                        continue
                    kind = MODE_KIND.get(e.mode, 0)
                    plain = plain and kind and not (su.any_recruit_acts and su.recruit_acts[i]) \
                        and (kind == K_EQUIP or masters.DEPRAVITY not in su.master_kinds)
                    hand_cards.append((i, cid, e, _HC_IN_PLAY if plain else _HC_OTHER, kind, su.one_each[i]))
    lib_equipment = None  # _library_equipment, read at the first search for equipment
    # (minion, card id) of this Methuselah's cards in play on a minion, read at the first card of
    # which a minion may have only one (the cards in play do not change during the listing)
    on_minion = None
    bled_turn = s.bled_turn
    memo_get = su.memo.get
    used = s.used
    can_bleed = s.prey(s.current) != s.current and (not used or NO_BLEED_TURN not in used)
    torpid = []  # _torpid
    for q in s.players:
        if q.torpor:
            torpid += q.torpor
    imb = su.imbued
    humanitas = masters.HUMANITAS in su.master_kinds
    torpor_tax = masters.TORPOR_TAX in su.master_kinds  # _rescue_tax is 0 without it
    cannot = su.cannot
    enter_combat = su.enter_combat
    ec_cost = su.enter_combat_cost
    slave_of = su.slave_of
    any_unless = su.any_directed_unless
    burn_targets = burn_cards = None
    fanged = ()  # vampires with a Pulled Fangs on them: they cannot hunt (one of the burn targets)
    alastor = politics.any_alastor(su)
    minion_kinds = masters.MINION_KINDS & su.master_kinds
    if su.any_burnable or minion_kinds:
        # one pass over the cards in play for both burnable.targets (others' burnable cards) and
        # masters.minion_action_cards (cards giving minions (D) actions), in the same order
        scan = _minion_scan_cards(su)
        found = [(q, j) for q in s.players if not q.ousted for j in q.in_play if scan[j]]
        if found:
            if su.any_burnable:
                bo = su.burnable
                burn_targets = [j for q, j in found if q is not m and bo[j] is not None]
                if burn_targets and _no_hunt_cards(su):
                    fanged = [s.attached[j] for j in burn_targets if bo[j][14]]  # type: ignore[index]
            if minion_kinds:
                ms = su.master_shape
                burn_cards = [(q, j, ms[j]) for q, j in found if ms[j] is not None and ms[j][0] in minion_kinds]
    for a in actors:
        # rules 11: a slave performs no directed action unless you control a ready vampire of its
        # master clan; Valkyrie none unless Brunhilde is ready (directed_ok)
        free = not (slave_of[a] or any_unless) or directed_ok(s, s.current, a)
        start = len(out)
        if bled_turn[a] != turn and can_bleed and free and (not used or (a, LEFT_ACTION - K_BLEED) not in used) \
                and not cannot[a] & NO_BLEED:
            out.append(new_tuple(Action, (K_BLEED, a, -1, -1, 0)))
            if su.bleed_action[a] and blood[a] >= su.bleed_action_cost[a]:
                out.append(new_tuple(Action, (K_BLEED, a, -1, -1, 1)))  # the vampire's own bleed action (n=1)
            if su.any_equip_bleed and m.in_play and equip_bleed_delta(s, m, a) is not None:
                out.append(new_tuple(Action, (K_BLEED, a, -1, -1, 2)))  # the bleed its equipment gives (n=2)
            if imb is not None:
                imbued.minion_actions(s, m, a, True, out)  # Strike with Conviction's bleed; powers
        elif imb is not None:
            imbued.minion_actions(s, m, a, False, out)
        if is_v[a] and (not used or (a, LEFT_ACTION - K_HUNT) not in used) and (
                imb is None or not imb.is_imbued[a]) and not no_hunt and not (  # imbued do not hunt (appendix 1)
                fanged and a in fanged):
            out.append(new_tuple(Action, (K_HUNT, a, -1, -1, 0)))
        if hand_cards:
            # rules 6.1.7: one political action per vampire per turn
            pol_ok = s.political_acted[a] != turn and not cannot[a] & NO_POLITICAL
            # rules 6.1.1: one bleed per minion per turn
            no_bleed = bled_turn[a] == turn or not can_bleed or cannot[a] & NO_BLEED
            mods = su.cost_mods[a]
            ba = blood[a]
            for i, cid, e, hc, kind, one in hand_cards:
                opts = memo_get((a, cid, 4000))  # _action_options, memoized: skip cards it rules out
                if opts is None:
                    opts = _action_options(su, a, i)
                if not opts:
                    continue
                if hc == _HC_OTHER:
                    _card_actions(s, m, a, i, out, can_bleed, opts)
                    continue
                # _card_actions' checks for these cards: the card's costs (rules 6.2.3)
                if (blood_cost(su, a, i) if mods else e.blood_cost) > ba or (  # type: ignore[attr-defined]
                        e.pool_cost and pool_cost(su, a, i) > m.pool):  # type: ignore[attr-defined]
                    continue
                if one:
                    if on_minion is None:
                        attached = s.attached
                        on_minion = {(attached[j], cid_of[j]) for j in m.in_play}
                    if (a, cid) in on_minion:
                        continue  # "a vampire can have only one Abbot"; "... only one Leather Jacket"
                if hc == _HC_ACTION:
                    if (a, cid) in used:
                        continue  # rules 6.1.6: the same action card once per turn per minion
                    for k, what, add in opts:
                        if (what == W_BLEED or what == W_BLEED_LOCK or what == W_BLEED_PRED) and no_bleed:
                            continue
                        if add is None and (not what or what == W_BLEED or what == W_HAND):
                            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))  # most cards: no target
                        elif what == W_SEARCH:
                            # _option_actions' search, the library read once per listing
                            if lib_equipment is None:
                                lib_equipment = _library_equipment(s, m)
                            for t in _equipment_in_library(s, m, a, blood_cost(su, a, i), lib_equipment):
                                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
                        else:
                            _option_actions(s, m, a, i, e, k, what, add, out)  # type: ignore[arg-type]
                elif hc == _HC_POLITICAL:
                    if pol_ok and (a, cid) not in used:  # rules 6.1.6: the same card once per turn
                        out.append(new_tuple(Action, (K_POLITICAL, a, i, -1, 0)))
                else:
                    out.append(new_tuple(Action, (kind, a, i, -1, opts[0][0])))  # equip, employ, recruit
        if not free:
            out[start:] = [x for x in out[start:] if (x.target < 0 or x.target in m.uncontrolled)
                           and not _targetless_directed(su, x)]  # no (D) card
        if torpid and is_v[a]:
            # read once for the actor: its Humanitas terms, whether it may diablerize
            less = masters.rescue_terms(s, a)[1] if humanitas else 0
            # rules 11: blood-cursed vampires cannot diablerize; Humanitas
            may_diablerize = not su.blood_cursed[a] and not (humanitas and masters.humane(s, a)) \
                and not (alastor and politics.alastor_on(s, a))  # Alastor: "cannot commit diablerie"
            targeted = su.targeted
            rescue_cost = su.rescue_cost
            for t in torpid:
                if not free and t not in m.torpor:
                    continue  # rescuing or diablerizing another's vampire is directed (rules 6.5.3, 6.5.4)
                if targeted[t] and t not in m.torpor and not targeted_ok(s, m, a, t):
                    continue  # "actions directed at him cost 1 additional pool"
                tax = _rescue_tax(s, a, t) if torpor_tax else 0
                if blood[a] + blood[t] >= max(0, TORPOR_COST + rescue_cost[t] + tax - less) and (
                        imb is None or not imb.is_imbued[t]):  # not an incapacitated imbued
                    out.append(new_tuple(Action, (K_RESCUE, a, -1, t, 0)))  # rules 6.5.3
                if may_diablerize:
                    out.append(new_tuple(Action, (K_DIABLERIZE, a, -1, t, 0)))  # rules 6.5.4
        if enter_combat[a] and free and blood[a] >= ec_cost[a] \
                and (not used or (a, LEFT_ACTION - K_ENTER_COMBAT) not in used):
            # rules 6.1.6: an action a card in play (the vampire's own text) grants; 6.4 combat
            only_v = su.enter_combat_vampires[a]
            near = (s.prey(s.current), s.predator(s.current)) if su.enter_combat_near[a] else None
            cap = su.enter_combat_cap[a]
            noncam = su.enter_combat_noncam[a]
            for q in s.players:
                if q is m or q.ousted or q.passive or (near is not None and q.index not in near):
                    continue
                for t in q.ready:
                    if (not only_v or is_v[t]) and (not cap or su.capacity[t] <= cap) \
                            and (not noncam or su.sect[t] != "Camarilla") \
                            and (not su.targeted[t] or targeted_ok(s, m, a, t)):
                        out.append(new_tuple(Action, (K_ENTER_COMBAT, a, -1, t, 0)))
        if burn_cards and free:
            masters.minion_actions(s, m, a, out, burn_cards)  # Haven Uncovered
        if alastor and free:
            politics.alastor_actions(s, m, a, out)  # its bearer enters combat with a vampire
        ab = su.ability[a]
        if ab is not None and free and blood[a] >= ab[4] and (not used or (a, LEFT_ACTION - K_ABILITY) not in used):
            for t in ability_targets(s, m, a, ab):
                out.append(new_tuple(Action, (K_ABILITY, a, -1, t, 0)))  # rules 6.1.6: its own (D) action
            ab = su.ability2[a]
            if ab is not None and blood[a] >= ab[4]:
                for t in ability_targets(s, m, a, ab):
                    out.append(new_tuple(Action, (K_ABILITY, a, -1, t, 1)))  # its second one (n=1)
        if burn_targets and free:
            burnable.actions(s, m, a, burn_targets, out)  # rules 6.1.6: "minions can burn this card as a (D) action"
        if su.any_placed:
            placed.minion_actions(s, m, a, out)  # rules 6.1.6: Khazar's Diary's wraith, a ritual counter
        oa = su.own_action[a]
        if oa is not None and blood[a] >= oa[4] and (not used or (a, LEFT_ACTION - K_OWN_ACTION) not in used):
            out.extend(own_action_choices(s, m, a, oa))  # rules 6.1.6: its own undirected action
        if su.any_vampire_call and su.vampire_call[a]:
            _vampire_call(s, a, out)  # Dmitra Ilyanova: "can call a referendum ... as a political action"
    if any_locked_bleeds(su):
        _locked_bleeds(s, m, out)  # Force of Will: a locked vampire bleeds
    if su.any_heal_ally:
        _heal_ally_actions(s, m, out)
    if su.any_burn_location:
        _burn_location_actions(s, m, out)
    leave = TORPOR_COST + (masters.torpor_tax(s) if masters.TORPOR_TAX in su.master_kinds else 0)  # Torpid Blood
    for v in m.torpor:
        if not s.locked[v] and blood[v] >= leave:
            out.append(Action(K_LEAVE_TORPOR, actor=v))  # rules 6.5.2
    if su.any_toggle:
        out.extend(toggle_actions(s, MINION))
    if m.in_play and after.flags(s):
        after.minion_uses(s, m, out)  # CrimethInc. in play: 1 pool to unlock an Anarch
    return out


def _targetless_directed(su: GameSetup, x: Action) -> bool:
    """Is ``x`` a directed action with no minion target: an action card's bleed of the prey or
    predator (rules 6.1.1), "(D) burn the Edge to burn N pool from your prey", "(D) discard a
    card from your prey's hand"."""
    if x.kind != K_ACTION_CARD:
        return False
    opts = su.memo.get((x.actor, su.card_id[x.card], 4000)) or _action_options(su, x.actor, x.card)
    return any(k == x.n and what in _TARGETLESS_DIRECTED for k, what, _ in opts)


#: What an action card option does, for its targets: bleed, enter combat, steal, search the
#: library, stun, add blood to another vampire (0: no target but an uncontrolled vampire).
W_BLEED, W_COMBAT, W_STEAL, W_SEARCH, W_STUN, W_BLOOD_TO, W_BLEED_LOCK, W_BURN, W_BLEED_PRED, W_EDGE, W_DAMAGE = (
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
W_TURN_BLEED = 12
W_HAND = 13  # Revelations: the prey's hand
W_EMBRACE = 14  # a new vampire given up to N blood by the acting one: Action.target = -1 - N
W_BORROW = 15  # put on another Methuselah's vampire to take control of it (borrow)
W_RESCUE, W_FILL_LIFE = 16, 17  # one of your vampires out of torpor; an ally or retainer's life back
W_HOLD = 18  # (D) on another's minion, which does not unlock (Sensory Deprivation: placed.hold_targets)
#: Undue Influence: [qui] a vampire in your uncontrolled region gets blood, out at capacity;
#: [chi] (D) blood from a crypt card in another's uncontrolled region (the target) to one of yours
W_INFLUENCE_ADD, W_INFLUENCE_DRAIN = 19, 20
W_ASH_VAMPIRE = 21  # a vampire of your ash heap back in play (Possession)
W_SUMMON = 22  # a card found in the library, crypt or ash heap put in play for X blood (summon_thing)
#: Options without a minion target that are directed actions (_targetless_directed)
_TARGETLESS_DIRECTED = frozenset({W_BLEED, W_BLEED_LOCK, W_BLEED_PRED, W_EDGE, W_HAND})
#: ``RECUR`` cond of a vampire moved from the ash heap: to the uncontrolled region, to the ready one
ASH_TO_UNCONTROLLED, ASH_TO_READY = 2, 3
_WHAT = ((Op.EMBRACE, W_EMBRACE), (O_BLEED, W_BLEED), (O_ENTER_COMBAT, W_COMBAT), (O_STEAL_CARD, W_STEAL), (O_SEARCH, W_SEARCH),
         (O_LOCK, W_STUN), (Op.BLOOD_TO, W_BLOOD_TO), (Op.BURN_CARD, W_BURN), (Op.EDGE, W_EDGE),
         (Op.DAMAGE, W_DAMAGE), (Op.OPEN_HAND, W_HAND), (Op.RESCUE, W_RESCUE), (Op.FILL_BLOOD, W_FILL_LIFE))
_TARGET_OP = {W_COMBAT: O_ENTER_COMBAT, W_STEAL: O_STEAL_CARD, W_SEARCH: O_SEARCH, W_BLEED_LOCK: O_LOCK, W_STUN: O_LOCK,
              W_BURN: Op.BURN_CARD, W_ASH_VAMPIRE: Op.RECUR}


_O_STEAL_BLOOD, _O_LOCK = int(Op.STEAL_BLOOD), int(Op.LOCK)
_O_BURN_CARD, _O_BLOOD_TO, _O_UNLOCK_OTHER = int(Op.BURN_CARD), int(Op.BLOOD_TO), int(Op.UNLOCK_OTHER)
_O_SEARCH = int(Op.SEARCH)
_O_TOP_CRYPT = int(Op.TOP_CRYPT)
#: ``GameState.put_back_to``: the top cards of the current Methuselah's library put back in the
#: order it chooses, the deepest first (Maris Streck; ``Kind.DISCARD`` with ``n=ARRANGE_N``)
ARRANGE_TO, ARRANGE_N = 6, 7


def _vampire_call(s: GameState, a: int, out: list[Action]) -> None:
    """Vampire ``a``'s own text calls a referendum as a +1 stealth political action (rules 6.3.1),
    no card played: listed as ``K_POLITICAL`` with ``card`` the vampire (its spec in
    ``politics.SPECS``); rules 6.1.7: one political action per vampire per turn."""
    su = s.setup
    if s.political_acted[a] == s.turn or (a, su.card_id[a]) in s.used or su.cannot[a] & NO_POLITICAL \
            or not politics.callable_now(s, a):
        return
    if not politics.SPECS[su.card_id[a]].terms(s, Referendum(a, s.current, a)):
        return  # nothing it could change now (Undele: no minion card in the ash heap)
    out.append(new_tuple(Action, (K_POLITICAL, a, a, -1, 0)))


def own_action_choices(s: GameState, m: Methuselah, a: int, oa: tuple) -> list[Action]:
    """Vampire ``a``'s own undirected action ``oa``: a vampire of the uncontrolled region to give
    blood (``n``: another one to remove from the game first, when the text asks it), or a minion
    card of the library to take (one per distinct card)."""
    su = s.setup
    if oa[0] == _O_TOP_CRYPT:
        return [new_tuple(Action, (K_OWN_ACTION, a, -1, -1, 0))] if len(m.library) > 1 else []
    if oa[0] == _O_SEARCH:
        ma = su.weapon_any if oa[2] == Thing.WEAPON else su.minion_any  # the kind searched for
        cards = distinct(su, [i for i in m.library if ma[i]])
        return [new_tuple(Action, (K_OWN_ACTION, a, -1, t, 0)) for t in cards]
    unc = m.uncontrolled
    if su.imbued is not None and su.imbued.own_conviction[a]:
        return imbued.own_choices(s, m, a)  # Travis Miller: an imbued, for 1 conviction
    if not oa[2]:
        return [new_tuple(Action, (K_OWN_ACTION, a, -1, t, 0)) for t in unc]
    return [new_tuple(Action, (K_OWN_ACTION, a, -1, t, r)) for t in unc for r in unc if r != t]


def _own_action(s: GameState, pend: Pending) -> None:
    """Resolve a vampire's own undirected action (rules 6.1.6): pay its blood cost (rules 6.2.3);
    remove the chosen uncontrolled vampire from the game and add N blood to the other (both
    still uncontrolled), or search the library for the chosen minion card (another copy when it
    has left), move it to the hand, shuffle (rules 11: "search"), and discard down to the hand
    size (rules 1.6.1.2), one decision each."""
    su = s.setup
    a = pend.actor
    m = s.players[s.current]
    if pend.option < 0:
        placed.resolve_action(s, pend)  # an action a card in play gives (Khazar's Diary, Call the Great Beast)
        return
    if su.imbued is not None and pend.option >= imbued.POWER_BASE:
        imbued.resolve_power(s, pend)  # an imbued's [ACTION] power
        return
    op, n, removes, _st, cost = su.own_action[a]  # type: ignore[misc]
    if cost:
        s.blood[a] = max(0, s.blood[a] - cost)
    t = pend.target
    if op == _O_TOP_CRYPT:
        # "look at and rearrange the top N cards of your library": one decision per card
        k = min(n, len(m.library))
        if k > 1:
            s.put_back, s.put_back_to = k, ARRANGE_TO
        return
    if op == _O_SEARCH:
        if t not in m.library:
            t = next((j for j in m.library if su.card_id[j] == su.card_id[t]), -1)
        if t >= 0:
            m.library.remove(t)
            m.hand.append(t)
        s.rng.shuffle(m.library)
        s.put_back = max(0, len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action))
        s.put_back_to = 0
        return
    r = pend.option
    if t not in m.uncontrolled or (removes and r not in m.uncontrolled):
        return
    if removes:
        m.uncontrolled.remove(r)
        s.blood[r] = 0
        m.removed.append(r)
    gain_blood(s, t, n)


def ability_targets(s: GameState, m: Methuselah, a: int, ab: tuple) -> list[int]:
    """Minions of other Methuselahs vampire ``a``'s own (D) action ``ab`` may target: a ready
    minion / a vampire (ready or in torpor) / a younger one with blood to steal; a ready unlocked
    ally or younger vampire to lock."""
    su = s.setup
    is_v = su.is_vampire
    op, _n, who = ab[0], ab[1], ab[2]
    cap = su.capacity[a]
    out: list[int] = []
    if op == _O_BLOOD_TO:
        # "add 1 blood to a ready vampire": one of yours with room for it (blood given to another
        # Methuselah's vampire only helps them)
        return [t for t in m.ready if is_v[t] and s.blood[t] < su.capacity[t]]
    if op == _O_UNLOCK_OTHER:
        # "unlock a ready non-Camarilla vampire with capacity 8 or more": one of yours (n: the capacity)
        return [t for t in m.ready if is_v[t] and s.locked[t] and su.capacity[t] >= _n and su.sect[t] != "Camarilla"]
    if who >= CARD_WHO:
        return _card_targets(s, m, who - CARD_WHO)  # a card to burn or steal
    for q in s.players:
        if q is m or q.ousted or q.passive:
            continue
        if op == _O_BURN_CARD:
            for t in q.torpor:  # "burn a vampire in torpor"
                if is_v[t] and (not su.targeted[t] or targeted_ok(s, m, a, t)):
                    out.append(t)
        elif op == _O_STEAL_BLOOD:
            pool = q.ready if who == Who.ANY else q.ready + q.torpor
            for t in pool:
                if s.blood[t] > 0 and (who == Who.ANY or is_v[t] and (who != Who.YOUNGER or su.capacity[t] < cap)):
                    if not su.targeted[t] or targeted_ok(s, m, a, t):
                        out.append(t)
        else:
            for t in q.ready:
                if not s.locked[t] and (not is_v[t] or su.capacity[t] < cap):
                    if not su.targeted[t] or targeted_ok(s, m, a, t):
                        out.append(t)
    return out


def _card_targets(s: GameState, m: Methuselah, thing: int) -> list[int]:
    """Cards of the kind ``thing`` other Methuselahs control that a vampire's own (D) action can
    burn or steal: their locations, retainers and equipment on their minions, their allies
    (rules 1.2, burn; 11, steal)."""
    su = s.setup
    out: list[int] = []
    for q in s.players:
        if q is m or q.ousted or q.passive:
            continue
        if thing == T_ALLY:
            out.extend(t for t in q.ready if su.mode[t] == M_ALLY)
            continue
        for j in q.in_play:
            if su.is_location[j]:
                if thing == T_LOCATION:
                    out.append(j)
            elif s.attached[j] >= 0 and (thing == T_RETAINER and su.mode[j] == M_RETAINER
                                         or thing == T_EQUIPMENT and su.mode[j] == M_EQUIPMENT):
                out.append(j)
    return out


def _action_options(su: GameSetup, a: int, i: int) -> tuple[tuple[int, int, object], ...]:
    """(option index, what it does (``W_*``), the primitive choosing its target or None) the
    actor can ever play with this action card: discipline, clan, title and capacity
    requirements (memoized per game setup)."""
    key = (a, su.card_id[i], 4000)
    got = su.memo.get(key)
    if got is None:
        e = su.effect[i]
        out = []
        if e is not None and e.mode == M_ACTION and not su.cannot[a] & NO_ACTION_CARDS:
            for k, opt in enumerate(e.options):
                if not opt.prims or not _usable(su, a, e, opt):
                    continue
                lend = su.borrow[i] and borrow.is_option(e, opt)
                put = su.placed[i] and placed.applies(e, opt)
                known = action_option_known(opt)
                summon = not known and summon_thing(opt) >= 0
                if not known and su.prey_burn[i] is None and not su.waker[i] and not put \
                        and not lend and not summon:
                    continue  # (put in play to burn the prey's pool: burnable_text.prey_burn; wakers)
                ops = {p.op for p in opt.prims}
                if O_HUNT in ops and not su.is_vampire[a]:
                    continue
                what = next((w for op, w in _WHAT if op in ops), 0)
                if what == W_EDGE and Op.DAMAGE in ops:
                    what = W_DAMAGE  # Inside Dirt: the Edge burned to burn a vampire's blood
                sh = influence_shape(opt)
                if sh:
                    what = W_INFLUENCE_ADD if sh == 1 else W_INFLUENCE_DRAIN
                if not what and O_PLUS_BLEED in ops:
                    what = W_TURN_BLEED  # Dream World [PRE]
                if what == W_BLEED and any(p.op == O_BLEED and p.arg == Who.PREDATOR for p in opt.prims):
                    what = W_BLEED_PRED  # "bleed your predator or prey"
                if what == W_BLEED and (O_LOCK in ops or Op.COUNTER in ops):
                    what = W_BLEED_LOCK
                if what == W_BLOOD_TO and opt.amount(Op.BLOOD_TO) and \
                        next(p for p in opt.prims if p.op == Op.BLOOD_TO).arg != 1:
                    what = 0  # "each of your unlocked vampires gains N blood": no target
                if what == W_STUN and not su.is_vampire[a]:
                    continue
                if not what and Op.RECUR in ops and any(p.op == Op.RECUR and p.arg == Thing.VAMPIRE for p in opt.prims):
                    what = W_ASH_VAMPIRE
                if summon:
                    what = W_SUMMON
                if lend:
                    if not su.is_vampire[a]:
                        continue  # "a younger vampire": the acting minion is a vampire
                    what = W_BORROW
                elif put or su.waker[i]:
                    # put in play or on the acting vampire: no target; on another's minion
                    sp = placed.SPECS[su.card_id[i]] if put else None
                    what = W_HOLD if sp is not None and (sp.hold or sp.quill) else 0
                # the primitive choosing the target: the uncontrolled vampire getting blood, the
                # minion to enter combat with, the card to steal
                tp = _TARGET_OP.get(what, O_ADD_UNCONTROLLED)
                add = next((p for p in opt.prims if p.op == tp), None)
                out.append((k, what, add))
        elif e is not None and e.mode in MODE_KIND and not su.cannot[a] & _MODE_CANNOT.get(e.mode, 0):
            # the rules read the first option of a card in play: equipment and retainers are
            # played only when they know every primitive of it; an ally is a minion with its
            # printed life, strength and bleed (abilities the rules do not know stay unused);
            # the minion must meet the requirements (rules 1.6.1.3)
            opt0 = e.options[0] if e.options else None
            if e.mode == M_ALLY and any(o.need_any & su.plays_basic[a] for o in e.options):
                pass  # Nocturn "can play non-ally cards requiring basic Obtenebration"
            elif e.mode == M_ALLY and su.recruit_acts[i]:
                # Nocturn: recruited at the basic level (its [OBT] second recruit is not offered)
                k = next(k for k, o in enumerate(e.options) if o.level == 1)
                if _usable(su, a, e, e.options[k]):
                    out.append((k, 0, None))
            elif opt0 is not None and opt0.prims and _usable(su, a, e, opt0) and (
                e.life > 0 if e.mode == M_ALLY else in_play_known(e.mode, opt0)
            ):
                out.append((0, 0, None))
            elif e.mode == M_RETAINER or (e.mode == M_ALLY and su.level_stats[i] is not None):
                # "[ani] ... [ANI] As above, but it has 2 life": the best level the minion has
                for k, opt in enumerate(e.options):
                    if k and opt.prims and _usable(su, a, e, opt) and (
                            e.mode == M_ALLY or in_play_known(M_RETAINER, opt)):
                        out.append((k, 0, None))
                        break
        elif e is not None and su.is_political[i]:
            if su.is_vampire[a] and politics.can_call(su, a, i):
                out.append((0, 0, None))
        got = tuple(out)
        su.memo[key] = got
    return got  # type: ignore[return-value]


_MODE_OPS = {M_EQUIPMENT: EQUIPMENT_OPS, M_RETAINER: RETAINER_OPS, M_ALLY: ALLY_OPS}
_MODE_CANNOT = {M_EQUIPMENT: 1 << Restriction.HAVE_EQUIPMENT, M_RETAINER: 1 << Restriction.HAVE_RETAINERS}

def in_play_known(mode: Mode, opt: Option) -> bool:
    """The rules apply every primitive of this option of an equipment, retainer or ally in play
    (an amount paid as X, "burn X blood for +X intercept", is not applied; equipment drawing
    cards in the unlock phase, Heart of Nizchetus; unlocking the minion equipping with it at the
    end of the turn and burned to prevent a strike's damage, Leather Jacket; a weapon setting long range)."""
    if known_prims(opt, _MODE_OPS[mode]):
        return True
    if mode == M_RETAINER:
        # "minions in combat with the employer cannot strike: combat ends"; "during any
        # Methuselah's unlock phase, the employer can burn 1 blood to unlock" (_employer_unlocks)
        return opt.prims == _DOG_PACK or unlock_employer_option(opt) > 0 or combat_open_hand(opt) \
            or held_stealth(opt) is not None or opt.prims == RETAINER_MANEUVER
    if mode != M_EQUIPMENT:
        return False
    if _unlock_draw(opt) or sets_long_range(opt) or master_blood(opt) > 0 or equip_bleed(opt) > 0 \
            or ends_combat(opt) or flash_strike(opt) or equip_dodge(opt) or held_stealth(opt) is not None:
        return True
    return [p.op for p in opt.prims] == _JACKET and opt.prims[0].n == When.END_OF_TURN and not any(
        p.arg or p.cond or p.x for p in opt.prims)


_JACKET = [O_WHEN, O_UNLOCK_MINION, Op.BURN_SELF, O_PREVENT]


def held_stealth(opt: Option) -> tuple | None:
    """An equipment's or retainer's stealth for the minion with it, as the conditions read at
    declaration (rules 6.1.1, 6.2.2.2; (When, Who, clan, Op, N), When 0: every action): "the
    Harbinger of Skulls with this equipment gets +1 stealth" (Erebus Mask), "+1 stealth when
    attempting an action that requires Presence" (Marijava Ghoul), "+1 bleed and +1 stealth during
    bleed actions" (Enchanted Marionette; its bleed is attached_amount's). None: not that shape."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES and not (
        p.op is O_PLUS_BLEED and not (p.arg or p.cond or p.x))]
    if foe_strength(opt):
        prims = prims[:-2] if prims[-2] == _FOE_STRENGTH_WHEN else prims  # (its strength: combat.strength_of)
    if len(prims) == 2 and prims[0] == _ANARCH_ACTIONS and prims[1].op is O_STEALTH and 0 < prims[1].n < 9 \
            and prims[1][2:] == (0, 0, 0):
        return ((_W_REQUIRING_SECT, 0, Req.ANARCH, O_STEALTH, prims[1].n),)  # "on actions that require an anarch"
    if len(prims) == 1 and prims[0].op is O_STEALTH and 0 < prims[0].n < 9 and prims[0][2:] == (0, 0, 0):
        return ((0, 0, 0, O_STEALTH, prims[0].n),)
    if len(prims) == 2 and prims[0].op is Op.WHEN and prims[1].op is O_STEALTH and 0 < prims[1].n < 9:
        c = conditional_of(prims[0], prims[1])
        if c is not None and c[0] in (_W_REQUIRING, _W_BLEED_ACTION):
            return (c,)
    return None


def shuffle_stealth(opt: Option) -> int:
    """N of a retainer's "when acting, this minion can shuffle this retainer back into his
    owner's library to get +N stealth" (Shaman; _shuffle_stealth_uses), else 0."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if len(prims) != 2 or prims[0] != (Op.SHUFFLE_SELF, 1, 0, 0, 0):
        return 0
    p = prims[1]
    return p.n if p.op is O_STEALTH and p[2:] == (0, 0, 0) and 0 < p.n < 9 else 0


def _shuffle_stealth_uses(s: GameState, m: Methuselah, a: int, out: list[Action]) -> None:
    """The retainers on acting minion ``a`` it can shuffle back into their owner's library for
    stealth against a block attempt (rules 6.2.2.2; ``n``: the option)."""
    su = s.setup
    for j in m.in_play:
        if s.attached[j] == a and su.shuffle_stealth[j]:
            out.append(Action(K_USE, actor=a, card=j, n=1))


#: An Anarch Manifesto: "on actions that require an anarch"; "titled non-Anarch vampires get
#: +1 strength in combat with this minion"
_ANARCH_ACTIONS = Prim(O_WHEN, When.REQUIRING_SECT, Req.ANARCH)
_FOE_STRENGTH_WHEN = Prim(O_WHEN, When.IN_COMBAT_WITH, Who.TITLED_NON_ANARCH)


def foe_strength(opt: Option) -> int:
    """N of an equipment's closing "titled non-Anarch vampires get +N strength in combat with
    this minion" (An Anarch Manifesto; combat.strength_of gives it to the opposing vampire, rules
    6.4.5), else 0."""
    prims = opt.prims
    if len(prims) < 2 or prims[-2] != _FOE_STRENGTH_WHEN:
        return 0
    p = prims[-1]
    return p.n if p.op is O_STRENGTH and p.arg == 1 and not (p.cond or p.x) and 0 < p.n < 9 else 0


def _held_stealth(s: GameState, pend: Pending) -> None:
    """The stealth the acting minion's equipment and retainers give the action just declared
    (:func:`held_stealth`, GameSetup.held_stealth)."""
    hs = s.setup.held_stealth
    att = s.attached
    a = pend.actor
    for q in s.players:
        for j in q.in_play:
            if att[j] == a and hs[j]:
                for c in hs[j]:
                    if not c[0]:
                        pend.stealth += c[4]
                    elif c[0] == _W_BLEED_ACTION:
                        if pend.kind == K_BLEED:
                            pend.stealth += c[4]
                    else:
                        _declare_bonus(s, pend, (c,))


def equip_dodge(opt: Option) -> bool:
    """An equipment's "once each combat, this minion can strike: dodge", with what else the
    rules apply of equipment (Treasured Samadji: +1 bleed; combat._strikes)."""
    return sum(1 for p in opt.prims if p == (Op.DODGE, 1, 0, 0, 0)) == 1 and all(
        p.op == Op.DODGE or (p.op in EQUIPMENT_OPS and p.op not in (Op.STRIKE, Op.STRIKE_STRENGTH) and not p.x)
        for p in opt.prims)


def combat_open_hand(opt: Option) -> bool:
    """A retainer's "while the employer is in combat, the opposing minion's controller plays with
    an open hand" with its life (Owl Companion; PlayerView.open_hand)."""
    return [p.op for p in opt.prims] == [Op.LIFE, Op.OPEN_HAND] and opt.prims[1] == (Op.OPEN_HAND, 1, 0, 0, 0) \
        and not (opt.prims[0].arg or opt.prims[0].cond or opt.prims[0].x)
_DOG_PACK = (Prim(Op.COMBAT_ENDS, 1),)


#: Cards the rules play by VEKN id with a bespoke step (out-of-turn cancels, rules 1.6.2.4).
BESPOKE = (
    CANCEL_MINION_CARD | CANCEL_MASTER_CARD | {ARCHON_INVESTIGATION} | politics.CANCEL_REFERENDUM | END_YOUNGER_ACTION
    | END_BLOCKED_ACTION | politics.POLLING | politics.FAIL_REFERENDUM | politics.AGAINST_VOTES
)


#: (primitive, what else the step knows) of each step playing modifiers (a bleed's +bleed,
#: stealth against a block, unlock after a successful action, a blocked action ending, votes)
#: and reactions (wake, intercept, bleed redirection, votes).
_MODIFIER_PATHS = (
    (O_PLUS_BLEED, BLEED_MOD_OPS), (O_STEALTH, KNOWN[O_STEALTH]), (O_UNLOCK, UNLOCK_MOD_OPS),
    (END_ACTION, BLOCKED_KNOWN), (O_WAKE, BLOCKED_KNOWN), (O_VOTES, KNOWN[O_VOTES]),
)
_REACTION_PATHS = (O_WAKE, O_INTERCEPT, O_REDIRECT_BLEED, O_VOTES, O_BLOCK_ANY, O_REDUCE_BLEED)


def _option_executed(e: Effect, opt: Option, types: tuple = ()) -> bool:
    """The rules apply every primitive of this option when they play it, in a step where a
    card of its kind (its mode, or any of its card ``types``: "Action Modifier/Combat") is
    played (the same checks as those steps)."""
    mode = e.mode
    if CardType.COMBAT in types and mode != M_COMBAT and combat.option_known(opt) and combat.option_roles(opt):
        return True
    if CardType.REACTION in types and mode == M_MODIFIER and _option_executed(replace(e, mode=M_REACTION), opt):
        return True
    if mode == M_ACTION:
        return action_option_known(opt) or summon_thing(opt) >= 0
    if mode == M_MODIFIER or mode == M_REACTION:
        ops = {p.op for p in opt.prims}
        if mode == M_REACTION:
            return any(op in ops and known_for(opt, op) for op in _REACTION_PATHS) or after_block_unlock_known(opt) \
                or unlock_reaction_known(e, opt) or bool(not_black_hand_reduce(e, opt)) or fail_reaction(e, opt) \
                or (e.card_id in SETUP.reflex_reactions and combat.frenzy_cancel(opt))  # in combat (combat._frenzy_cancels)
        if (O_STEALTH in ops or O_BLOCK_FAILS in ops or O_MINUS_INTERCEPT in ops or O_UNBLOCKABLE in ops
                or O_AGGRAVATED in ops or O_CANNOT_BLOCK in ops) \
                and stealth_option_known(opt):
            return True
        if O_CANNOT_BLOCK in ops and announce_option_known(opt):
            return True
        if O_WHEN in ops and (toll_announce_known(opt) or announce_maneuver_known(opt) or announce_no_unlock_known(opt)
                              or announce_self_known(opt) or announce_unblockable_known(opt)
                              or announce_wraith_unlock_known(opt)):
            return True
        if O_PLUS_BLEED in ops and (x_bleed(e, opt) or edge_bleed(opt) or counter_unlock(opt) or (
                e.card_id in ASH_BLEED and known_prims(opt, BLEED_MOD_OPS | {O_REMOVE_FROM_GAME}))):
            return True  # played once blocks are declined (_modifier_actions)
        if O_CANCEL in ops and cancel_reaction_known(e, opt):
            return True  # against an intercept reaction as it is played (_cancel_reaction_uses)
        if blocked_burn(opt):
            return True  # once the action is blocked, before block resolution (_blocked_actions)
        if ally_sleep_known(opt) and e.card_id in ALLY_SLEEP:
            return True  # blocked by an ally, or blocking an acting ally (_blocker_actions)
        if END_ACTION in ops and blocked_recur_known(opt):
            return True  # once the action is blocked (_blocked_actions)
        if e.card_id in after.SPECS and after.known(e, opt):
            return True  # after action resolution, unlocking a minion (after.uses)
        if e.card_id in PSYCHOMACHIA and (blocked_fails(opt) or known_prims(opt, BLOCKED_KNOWN)):
            return True  # before block resolution, against an ally or younger vampire (_blocked_actions)
        if e.card_id in BY_ANOTHER_VAMPIRE and lock_fails(opt):
            return True  # by another ready vampire against a block attempt (_lock_fails_uses)
        if O_VOTES in ops and votes_x(opt):
            return True
        if Op.MARGIN_BLOOD in ops:
            return known_prims(opt, MARGIN_OPS)
        return any(op in ops and known_prims(opt, known) for op, known in _MODIFIER_PATHS)
    if mode == M_COMBAT:
        return combat.option_known(opt) and bool(combat.option_roles(opt))
    if mode in _MODE_OPS:
        return in_play_known(mode, opt)
    return False


def executes(eff: Effect | CryptEffect | None, card: Card | None = None) -> bool:
    """Do the rules apply this card as its text says: every sentence is read (``complete``) and
    every primitive of every way of playing it is one the rules execute where it is played
    (computed from the same sets and checks the rules play from; a crypt card's abilities from
    :func:`~.state.read_crypt`, the reader GameSetup uses). ``card`` gives the card types of a
    card with several ("Action Modifier/Combat"). What the coverage report calls *executed*."""
    if eff is None or not eff.complete:
        return False
    if isinstance(eff, CryptEffect):
        return not read_crypt(eff)[1]
    if eff.card_id in BESPOKE or eff.card_id in wakers.SPECS or eff.card_id in imbued.EXECUTED:
        return True  # (wakers: put in play, a locked minion blocks with it)
    if eff.card_id in LOCKED_BLEEDS:
        return all(locked_bleed_known(o) for o in eff.options if o.prims)  # _locked_bleeds
    if eff.card_id in placed.SPECS:
        return placed.known(eff, card.text or "" if card is not None else "", action_option_known)
    if eff.card_id in borrow.SPECS:
        return borrow.known(eff, action_option_known)  # put on a vampire to take control of it
    if card is not None and burnable_text.has_sentence(eff) and not masters.known(eff, card.text or ""):
        eff = burnable_text.plain(eff, card.text or "")  # "minions can burn this card as a (D) action"
        if burnable_text.prey_burn(eff, card.text or "") is not None:
            return True  # put in play to burn the prey's pool (GameSetup.prey_burn)
    mode = eff.mode
    options = [o for o in eff.options if o.prims]
    if not options:
        return False
    if mode in (M_MASTER, M_MASTER_IN_PLAY, M_MASTER_ON_VAMPIRE):
        # the simple resolutions, or a shape the masters module reads (card text: its wording)
        text = card.text if card is not None else ""
        return (len(options) == 1 and master_known(eff)) or masters.known(eff, text)
    if mode == M_POLITICAL:
        return eff.card_id in politics.SPECS
    if mode == Mode.EVENT:
        return len(options) == 1 and masters.known(eff, card.text if card is not None else "")
    if mode in _MODE_OPS:
        # the rules read the first option of a card in play; the others add nothing to it, or
        # are an equipment's "burn 1 blood during an action for +1 intercept" (_intercept_actions)
        first = {p.op for p in eff.options[0].prims}
        if mode == M_ALLY:
            # an ally is a minion with its printed life, strength and bleed, and abilities read
            # like a vampire's (GameSetup reads them with the same reader)
            return eff.life > 0 and not read_ally(eff)[1]
        return _option_executed(eff, eff.options[0]) and all(
            {p.op for p in o.prims} <= first or (mode == M_EQUIPMENT and blood_intercept(o))
            or (mode == M_RETAINER and shuffle_stealth(o)) for o in options)
    types = tuple(card.types) if card is not None else ()
    return all(_option_executed(eff, o, types) for o in options)


def executes_goldfish(eff: Effect | CryptEffect | None, card: Card | None = None) -> bool:
    """A goldfish game (no other player) applies the card for an effect: a library card the
    rules execute that does something alone (``Effect.goldfish``); a crypt card whose abilities
    the rules do not apply all need other players (blocks, combat, votes)."""
    if eff is None or not eff.complete:
        return False
    if isinstance(eff, CryptEffect):
        left = read_crypt(eff)[1]
        return not left or CryptEffect(eff.card_id, eff.name, left).goldfish
    return executes(eff, card) and eff.goldfish


def _card_actions(s: GameState, m: Methuselah, a: int, i: int, out: list[Action], can_bleed: bool = True,
                  opts: tuple | None = None) -> None:
    su = s.setup
    if opts is None:
        opts = _action_options(su, a, i)
    if not opts:
        return
    e = su.effect[i]
    assert e is not None
    if (blood_cost(su, a, i) if su.cost_mods[a] else e.blood_cost) > s.blood[a] or (
            e.pool_cost and pool_cost(su, a, i) > m.pool):
        return
    if su.prey_burn[i] is not None and burnable.x_cost(s, m, i) > s.blood[a]:
        return  # "X is the number of copies of this card you control"
    cid = su.card_id[i]
    if su.is_political[i]:
        # rules 6.1.7: one political action per vampire per turn; 6.1.6 the same card once
        if s.political_acted[a] == s.turn or (a, cid) in s.used or not politics.callable_now(s, i) \
                or su.cannot[a] & NO_POLITICAL:  # "Gillian Krader cannot perform political actions"
            return
        out.append(new_tuple(Action, (K_POLITICAL, a, i, -1, 0)))
        return
    mode = e.mode
    if mode == M_ACTION:
        if (a, cid) in s.used:
            return  # rules 6.1.6: the same action card once per turn per minion
        if su.on_actor[i] and any(s.attached[j] == a and su.card_id[j] == cid for j in m.in_play):
            return  # "a vampire can have only one Abbot"
        if su.waker[i] and not wakers.playable(s, m, a, i):
            return
        bled = s.bled_turn[a] == s.turn
        for k, what, add in opts:
            if su.placed[i] and placed.applies(e, e.options[k]) and not placed.playable(s, m, i, a):
                continue  # unique (rules 4.1); one Rutor's Hand on a vampire
            if (what == W_BLEED or what == W_BLEED_LOCK or what == W_BLEED_PRED) and (
                    bled or not can_bleed or su.cannot[a] & NO_BLEED):
                continue  # rules 6.1.1: one bleed per minion per turn
            if add is None and (not what or what == W_BLEED):
                # most cards: no target (the last case below)
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))
                continue
            _option_actions(s, m, a, i, e, k, what, add, out)
    else:
        if e.unique and controls_same(s, m, i):
            return
        if su.any_recruit_acts and su.recruit_acts[i] and (a, cid) in s.used:
            return  # rules 6.1.6: the same card once per turn, though the recruiter unlocks (Nocturn)
        if su.one_each[i] and any(s.attached[j] == a and su.card_id[j] == cid for j in m.in_play):
            return  # "a minion may have only one Leather Jacket"
        if mode != M_EQUIPMENT and masters.DEPRAVITY in su.master_kinds and masters.depraved(s, a):
            return  # Depravity: "this vampire cannot recruit allies or employ retainers"
        out.append(new_tuple(Action, (MODE_KIND[mode], a, i, -1, opts[0][0])))


def _option_actions(s: GameState, m: Methuselah, a: int, i: int, e: Effect, k: int, what: int, add: Prim | None,
                    out: list[Action]) -> None:
    """The actions of option ``k`` of action card ``i`` played by minion ``a`` that needs more
    than "no target" (``what``, ``add``: from :func:`_action_options`): its targets, the
    Edge, a turn's mark."""
    su = s.setup
    cid = su.card_id[i]
    if what == W_TURN_BLEED:
        if TURN_BLEED not in s.used:  # "only one Dream World can be played at superior each turn"
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))
        return
    if what == W_EDGE:
        # "burn the Edge to burn N pool from your prey": only holding the Edge
        if s.edge == s.current and s.prey(s.current) != s.current:
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))
        return
    if what == W_BLEED_PRED:
        # the prey (target -1) or the predator (-2), when another Methuselah
        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))
        if s.predator(s.current) != s.prey(s.current):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -2, k)))
        return
    if what == 2:
        for q in s.players:
            if q is m or q.ousted or q.passive:
                continue
            for t in q.ready:
                if (not add.arg or combat_target_ok(s, add, a, t)) and (  # type: ignore[union-attr]
                        not su.targeted[t] or targeted_ok(s, m, a, t)):
                    out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_SEARCH:
        for t in _equipment_in_library(s, m, a, blood_cost(su, a, i)):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_STEAL:
        for t in steal_targets(s, m, add.arg):  # type: ignore[union-attr]
            if not su.targeted[t] or targeted_ok(s, m, a, t):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_DAMAGE:
        if s.edge != s.current and e.options[k].has(Op.EDGE):
            return  # "burn the Edge to ...": only holding the Edge
        if e.options[k].has(Op.DISCARD_FROM_HAND) and not any(
                j != i and su.card_id[j] == cid for j in m.hand):
            return  # "discard a Shattering Crescendo": another copy in hand
        arg = next(p.arg for p in e.options[k].prims if p.op == Op.DAMAGE)
        for t in damage_targets(s, m, arg):
            if not su.targeted[t] or targeted_ok(s, m, a, t):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_BURN:
        for t in burn_targets(s, m, e.options[k]):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_BLEED_LOCK:
        # the minion of the prey to lock (a ready unlocked one) or to get a corruption
        # counter (one in play) if the bleed succeeds, chosen now (none: -1)
        prey = s.players[s.prey(s.current)]
        ts = [t for t in prey.ready if not s.locked[t]] if e.options[k].has(O_LOCK) else prey.ready + prey.torpor
        for t in ts or (-1,):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_EMBRACE:
        # "move up to N blood from the acting vampire to this new vampire": the amount
        # chosen now, from what is left after the card's cost (target -1 - amount)
        most = min(e.options[k].amount(Op.MOVE_BLOOD), s.blood[a] - blood_cost(su, a, i))
        for n in range(max(most, 0) + 1):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1 - n, k)))
    elif what == W_HOLD:
        for t in placed.hold_targets(s, m, i, e.options[k]):
            if not su.targeted[t] or targeted_ok(s, m, a, t):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_RESCUE:
        for t in m.torpor:  # one of this Methuselah's vampires
            if su.is_vampire[t]:
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_FILL_LIFE:
        for t in _wounded_retainers(s, m):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_ASH_VAMPIRE:
        for t in m.ash:  # a crypt vampire of your ash heap (not a scarce one to the ready region)
            if su.is_vampire[t] and su.is_crypt[t] and not (add.cond == ASH_TO_READY and su.scarce[t]):  # type: ignore[union-attr]
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_BORROW:
        for t in borrow.targets(s, m, a, i):
            if not su.targeted[t] or targeted_ok(s, m, a, t):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_STUN:
        # "(D) stun an unlocked vampire" (of another Methuselah)
        if add is not None and add.arg == Who.PREY:  # type: ignore[union-attr]
            # Distraction [CEL]: "(D) lock a minion controlled by your predator or prey"
            for p in {s.prey(s.current), s.predator(s.current)} - {m.index}:
                for t in s.players[p].ready:
                    if not s.locked[t] and (not su.targeted[t] or targeted_ok(s, m, a, t)):
                        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
            return
        for q in s.players:
            if q is m or q.ousted or q.passive:
                continue
            for t in q.ready:
                if su.is_vampire[t] and not s.locked[t] and (not su.targeted[t] or targeted_ok(s, m, a, t)):
                    out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_BLOOD_TO:
        # "add N blood to another vampire": one of this Methuselah's, with room for it
        for t in m.ready + m.torpor:
            if t != a and su.is_vampire[t] and s.blood[t] < su.capacity[t]:
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_INFLUENCE_ADD:
        for v in m.uncontrolled:  # "choose a vampire in your uncontrolled region"
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, v, k)))
    elif what == W_INFLUENCE_DRAIN:
        if m.uncontrolled:
            for q in s.players:
                if q is m or q.ousted:
                    continue
                for t in q.uncontrolled:
                    if s.blood[t] > 0:
                        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_SUMMON:
        for t in summon_targets(s, m, a, summon_thing(e.options[k])):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif add is not None and add.arg == EACH_YOUNGER_CLAN:  # type: ignore[attr-defined]
        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))  # every one: no choice
    elif add is not None:
        # "... to a vampire with <Discipline>" (The Call): the discipline's index + 1
        disc = next((p.cond for p in e.options[k].prims if p.op == O_WHEN and p.n == W_TARGET_IS), 0)
        for v in m.uncontrolled:
            if _target_ok(s, add.arg, add.cond, e.target_clan, a, v) and (  # type: ignore[attr-defined]
                    not disc or su.disc_any[v] >> (disc - 1) & 1):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, v, k)))
    else:
        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))


# -- blocks (rules 6.2.2) -----------------------------------------------------------------------


def _block_step(s: GameState, pend: Pending) -> bool:
    """The next Methuselah who may block chooses (True); when none is left, blocks are declined
    and the action goes on (False). The acting Methuselah first plays its "as the action is
    announced" modifiers, if any."""
    if not pend.flags & ANNOUNCED:
        pend.flags |= ANNOUNCED
        acts = _announce_actions(s, pend)
        if acts:
            pend.stage = ANNOUNCE
            pend.decider = s.current
            s.legal = acts + [PASS]
            return True
    while pend.block_order:
        q = pend.block_order[0]
        acts = _block_actions(s, pend, q)
        if acts:
            pend.decider = q
            s.legal = acts + [PASS]
            return True
        pend.block_order.pop(0)
    pend.stage = AFTER_BLOCKS
    pend.decider = s.current
    return False


def announce_option_known(opt: Option) -> bool:
    """A modifier played as the action is announced whose every primitive the rules apply:
    "the chosen (younger) vampire cannot block this action" (Seduction)."""
    for p in opt.prims:
        if p.x or not (p.op is O_REQUIRES or (p.op == O_CANNOT_BLOCK and p.arg in (
                0, YOUNGER_WHO, CAPACITY_WHO, LOCKED_WHO, TITLED_OR_YOUNGER))
                       or (p.op == O_WHEN and p.n == W_AS_ANNOUNCED and not p.arg)):
            return False
    return opt.has(O_CANNOT_BLOCK) and opt.has(O_WHEN)


def block_toll(opt: Option) -> int:
    """The ``Pending.flags`` of "vampires must burn 1 blood to attempt to block this action"
    (Force of Personality [PRE]: "non-zombie allies cannot block this action"; Tenebrous Form
    [OBT]: "minions without Obtenebration", allies cannot burn blood) in this option, else 0."""
    prims = opt.prims
    for k, p in enumerate(prims):
        if p.op != O_WHEN or p.n != W_BLOCK_ATTEMPT:
            continue
        pay = prims[k + 1] if k + 1 < len(prims) else None
        if pay is None or pay.op != O_PAY_BLOOD or pay.n != 1 or pay.cond != 2 or pay.arg or pay.x:
            return 0
        if p.arg == Who.VAMPIRE:
            flags = BLOCK_TOLL
        elif p.arg == Who.ANY:
            flags = BLOCK_TOLL | TOLL_ALL
        elif p.arg == Who.WITHOUT_DISCIPLINE and p.cond:
            flags = BLOCK_TOLL | TOLL_ALL | p.cond << TOLL_DISC_SHIFT
        else:
            return 0
        if any(q.op == O_UNBLOCKABLE and q.arg == Who.ALLY for q in prims):
            flags |= NO_ALLY_BLOCK
        return flags
    return 0


def _toll_prim(opt: Option, k: int) -> bool:
    """Primitive ``k`` belongs to the option's :func:`block_toll` (its When, its blood, the allies)."""
    p = opt.prims[k]
    if p.op == O_WHEN and p.n == W_BLOCK_ATTEMPT:
        return True
    if p.op == O_PAY_BLOOD and p.cond == 2:
        return k > 0 and opt.prims[k - 1].op == O_WHEN and opt.prims[k - 1].n == W_BLOCK_ATTEMPT
    return p.op == O_UNBLOCKABLE and p.arg == Who.ALLY


_NO_UNLOCK = (Prim(O_WHEN, int(When.AS_ANNOUNCED)), Prim(Op.CANNOT, 0, int(Restriction.UNLOCK), 1))


def announce_no_unlock_known(opt: Option) -> bool:
    """"Only usable as the action is announced. During this action, minions cannot unlock" (The
    Sleeping Mind [DOM])."""
    return tuple(p for p in opt.prims if p.op is not O_REQUIRES) == _NO_UNLOCK


_ANNOUNCED = Prim(O_WHEN, int(When.AS_ANNOUNCED))


def announce_self_known(opt: Option) -> bool:
    """"Only usable as the action is announced": "+1 stealth, even if stealth is not yet needed",
    or "if this action is blocked, this vampire can strike: combat ends during the first round"
    (Memory Rift [obf], [pre])."""
    prims = tuple(p for p in opt.prims if p.op is not O_REQUIRES)
    return len(prims) == 2 and prims[0] == _ANNOUNCED and (
        (prims[1].op == O_STEALTH and prims[1].n > 0 and not (prims[1].x or prims[1].arg or prims[1].cond))
        or prims[1] == Prim(O_COMBAT_ENDS, 1))


_NON_BLEED_ANNOUNCED = Prim(O_WHEN, int(When.AS_ANNOUNCED), 0, 1)


#: "only usable as the action is announced. This action is unblockable" (Virtuosa [MEL])
UNBLOCKABLE_ANNOUNCED = (Prim(O_WHEN, int(When.AS_ANNOUNCED)), Prim(O_UNBLOCKABLE, 1))


def announce_unblockable_known(opt: Option) -> bool:
    """"Only usable as a non-bleed action is announced. Vampires cannot block this action" (Beast
    Meld [ANI PRO]); "only usable as the action is announced. This action is unblockable"
    (Virtuosa [MEL], :data:`UNBLOCKABLE_ANNOUNCED`)."""
    prims = tuple(p for p in opt.prims if p.op is not O_REQUIRES)
    return prims == (_NON_BLEED_ANNOUNCED, Prim(O_UNBLOCKABLE, 1, int(Who.VAMPIRE))) or prims == UNBLOCKABLE_ANNOUNCED


#: ``GameState.used`` mark (actor, SHROUD_UNLOCK): the acting vampire unlocks if its action succeeds
SHROUD_UNLOCK = -1773


def announce_wraith_unlock_known(opt: Option) -> bool:
    """"Only usable as an action to recruit or employ a wraith is announced. Unlock this vampire
    after action resolution if this action is successful" (Shroud Mastery [NEC])."""
    return tuple(p for p in opt.prims if p.op is not O_REQUIRES) == (
        Prim(O_WHEN, int(W_AS_ANNOUNCED), int(T_WRAITH)), Prim(O_UNLOCK_MINION, 1))


def announce_maneuver_known(opt: Option) -> bool:
    """"Only usable as an action is announced. If this action is blocked, this vampire gets an
    optional maneuver or press in the resulting combat" (Skin of the Chameleon [tha])."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return len(prims) in (2, 3) and prims[0] == Prim(O_WHEN, int(W_AS_ANNOUNCED)) and prims[1] == Prim(
        O_MANEUVER, 1) and tuple(prims[2:]) in ((), (Prim(O_PRESS, 1),))


def toll_announce_known(opt: Option) -> bool:
    """A modifier played as the action is announced making blockers pay (:func:`block_toll`):
    every primitive is the announcement, the toll or a requirement."""
    if not block_toll(opt):
        return False
    return all(
        (p.op == O_WHEN and p.n == W_AS_ANNOUNCED and not p.arg) or p.op is O_REQUIRES or _toll_prim(opt, k)
        for k, p in enumerate(opt.prims)
    ) and any(p.op == O_WHEN and p.n == W_AS_ANNOUNCED for p in opt.prims)


def _toll(s: GameState, pend: Pending, v: int) -> int:
    """Blood minion ``v`` burns to attempt to block this action (rules 6.2.2: a cost paid as the
    attempt is declared), or -1 when it cannot attempt it (an ally, or a minion who cannot burn
    blood under a toll on all minions)."""
    su = s.setup
    f = pend.flags
    if f & NO_ALLY_BLOCK and su.is_ally[v]:
        return -1
    if not f & BLOCK_TOLL:
        return 0
    disc = f >> TOLL_DISC_SHIFT
    if disc and su.disc_any[v] >> (disc - 1) & 1:
        return 0
    if not su.is_vampire[v]:
        return -1 if f & TOLL_ALL else 0
    return 1


def _announce_cards(su: GameSetup) -> bytes:
    """Per card instance: a modifier with an option :func:`announce_option_known` reads; empty
    when the game has none (memoized per setup)."""
    got = su.memo.get(("announce",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_modifier[i] and any(
                announce_option_known(o) or toll_announce_known(o) or announce_maneuver_known(o)
                or announce_no_unlock_known(o) or announce_self_known(o) or announce_unblockable_known(o)
                or announce_wraith_unlock_known(o)
                for o in e.options)
            else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("announce",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def _announce_actions(s: GameState, pend: Pending) -> list[Action]:
    """The acting minion's modifiers as the action is announced: a vampire of a Methuselah who
    may block (younger than the actor for [dom] Seduction) cannot block this action."""
    su = s.setup
    out: list[Action] = []
    if masters.ANNOUNCE_KINDS & su.master_kinds:
        masters.announce_uses(s, pend, out)  # Creepshow Casino, Warsaw Station
    flags = _announce_cards(su)
    m = s.players[s.current]
    if not flags or not any(flags[i] for i in m.hand):
        return out
    a = pend.actor
    for i in distinct(su, [i for i in m.hand if flags[i]]):
        if su.card_id[i] in pend.modifiers or not can_afford(s, m, a, i):
            continue
        e = su.effect[i]
        chosen = False  # a "chosen vampire cannot block" option listed: its best playable level
        for k, opt in enumerate(e.options):  # type: ignore[union-attr]
            if announce_wraith_unlock_known(opt):  # type: ignore[arg-type]
                if (pend.kind == K_RECRUIT or pend.kind == K_EMPLOY) and pend.card >= 0 \
                        and su.creature[pend.card] == T_WRAITH and su.is_vampire[a] \
                        and _usable(su, a, e, opt):  # type: ignore[arg-type]
                    out.append(Action(K_MODIFIER, actor=a, card=i, target=-1, n=k))
                continue  # Shroud Mastery [NEC]: an action to recruit or employ a wraith
            if announce_unblockable_known(opt):  # type: ignore[arg-type]
                if (pend.kind != K_BLEED or opt.prims[:2] == UNBLOCKABLE_ANNOUNCED) and pend.block_order \
                        and _usable(su, a, e, opt):  # type: ignore[arg-type]
                    out.append(Action(K_MODIFIER, actor=a, card=i, target=-1, n=k))
                continue  # "only usable as a non-bleed action is announced" (Beast Meld)
            if (toll_announce_known(opt) or announce_maneuver_known(opt) or announce_no_unlock_known(opt)
                    or announce_self_known(opt)) and _usable(su, a, e, opt):  # type: ignore[arg-type]
                if pend.block_order:
                    out.append(Action(K_MODIFIER, actor=a, card=i, target=-1, n=k))
                continue  # another option may choose a vampire instead (The Sleeping Mind, Memory Rift)
            if chosen or not announce_option_known(opt) or not _usable(su, a, e, opt):  # type: ignore[arg-type]
                continue
            younger = any(p.op == O_CANNOT_BLOCK and p.arg == YOUNGER_WHO for p in opt.prims)
            # "a vampire with capacity 6 or less or an ally" (Approximation of Loyalty [pre])
            small = next((p.cond for p in opt.prims if p.op == O_CANNOT_BLOCK and p.arg == CAPACITY_WHO), 0)
            locked_only = any(p.op == O_CANNOT_BLOCK and p.arg == LOCKED_WHO for p in opt.prims)
            titled_younger = any(p.op == O_CANNOT_BLOCK and p.arg == TITLED_OR_YOUNGER for p in opt.prims)
            for q in pend.block_order:
                for v in s.players[q].ready:
                    if small and su.is_ally[v] and v not in pend.tried:
                        out.append(Action(K_MODIFIER, actor=a, card=i, target=v, n=k))
                        continue
                    if not su.is_vampire[v] or v in pend.tried or (younger and su.capacity[v] >= su.capacity[a]):
                        continue
                    if small and su.capacity[v] > small:
                        continue
                    if locked_only and not s.locked[v]:
                        continue  # "choose a locked vampire" (The Sleeping Mind [dom])
                    if titled_younger and not (su.title[v] or su.capacity[v] < su.capacity[a]):
                        continue  # "choose a titled vampire or a younger vampire" (Memory Rift [dem])
                    out.append(Action(K_MODIFIER, actor=a, card=i, target=v, n=k))
            chosen = True
    return out


def _block_any_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction with an option blocking any action (Eagle's Sight);
    empty when the game has none (memoized per setup)."""
    got = su.memo.get(("block_any",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_reaction[i] and any(o.has(O_BLOCK_ANY) for o in e.options) else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("block_any",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def _may_block(s: GameState, pend: Pending, q: int) -> bool:
    """Rules 6.2.2.1: the target of a directed action, the prey or predator of an undirected one."""
    if pend.directed:
        return q == pend.target_p
    return q == s.prey(s.current) or q == s.predator(s.current)


_WAKE_TAG = 1000 + int(O_WAKE)  # the memo tag of best_option(..., O_WAKE)


def _block_actions(s: GameState, pend: Pending, q: int) -> list[Action]:
    """Rules 6.2.2.1: ``q``'s ready minions may attempt to block, unlocked ones or locked ones
    with a reaction that wakes them; each attempts once per action here. Others' unlocked
    vampires may attempt it with a card ignoring the normal restrictions (Eagle's Sight)."""
    m = s.players[q]
    if m.passive or m.ousted:
        return []
    su = s.setup
    if (su.any_block_any or _block_any_cards(su)) and not _may_block(s, pend, q):
        return _block_any_actions(s, pend, q)
    out: list[Action] = []
    locked = s.locked
    tried = pend.tried
    no_vamp = pend.flags & NO_VAMPIRE_BLOCK
    a = pend.actor
    no_block = NO_BLOCK | (NO_BLOCK_TITLED if a >= 0 and su.title[a] else 0)
    allies_not = a >= 0 and su.unblockable_by[a] == WHO_ALLY
    corrupt_not = bool(s.corruption) and a >= 0 and su.unblockable_by[a] == Who.CORRUPTED
    younger_not = su.unblockable_younger[a] if a >= 0 and su.any_unblockable_younger else 0
    cap_not = su.unblockable_cap[a] if a >= 0 else 0
    wakes: list[int] | None = None  # read for the first locked minion (as are the two below)
    unlock_cards: bytes | None = None
    givers: list[int] | None = None
    tolls = pend.flags & TOLLS
    mortal = masters.MORTALITY in su.master_kinds and a >= 0 and su.is_ally[a]
    if su.imbued is not None and su.imbued.any_power:
        imbued.champion_uses(s, pend, m, out)  # Champion: the action fails, combat with the imbued
    for v in m.ready:
        if v in tried or v in s.cannot_block or (no_vamp and su.is_vampire[v]):
            continue
        if younger_not and su.is_vampire[v] and su.clan_index[v] == younger_not and su.capacity[v] < su.capacity[a]:
            continue  # "younger Tremere cannot block Aisling"
        if cap_not and su.is_vampire[v] and su.capacity[v] <= cap_not:
            continue  # "vampires with capacity 3 or less cannot block Sha-Ennu" (rules 6.2.2.1)
        if su.cannot[v] & no_block or (allies_not and not su.is_vampire[v]):
            continue  # "cannot block (titled vampires)", "allies cannot block this vampire"
        if corrupt_not and s.corruption.get(v):
            continue  # Nakhthorheb: "minions with any of your corruption counters cannot block him"
        if mortal and masters.mortal(s, v):
            continue  # Memories of Mortality: "this vampire cannot attempt to block allies"
        toll = _toll(s, pend, v) if tolls else 0
        if toll and (toll < 0 or s.blood[v] < toll):
            continue  # "vampires must burn 1 blood to attempt to block this action"
        if not locked[v] or v in s.wake:
            out.append(new_tuple(Action, (K_BLOCK, v, -1, -1, 0)))
            continue
        if pend.flags & NO_WAKE:
            continue  # "during this action, minions cannot unlock"
        if su.any_unlock_giver and pend.directed and pend.target_p == q:
            # "during an action directed at you, burn this ally if it is not blocking to unlock a
            # ready minion you control" (Underbridge Stray): unlocked, it may attempt to block
            if givers is None:
                givers = [j for j in m.ready if su.unlock_giver[j]]
            g = -1
            for j in givers:
                if j != v:
                    g = j
                    break
            if g >= 0:
                out.append(Action(K_BLOCK, actor=v, card=g))
        if su.any_waker and m.in_play:
            wakers.block_actions(s, pend, m, v, out)  # Eternal Vigilance, Under Siege
        if su.imbued is not None:
            imbued.wake_uses(s, m, v, out)  # Vigilance: a locked imbued unlocks for 1 conviction
        if unlock_cards is None:
            unlock_cards = _unlock_reaction_cards(su)
        if unlock_cards:
            _unlock_reaction_blocks(s, pend, m, v, toll, out)  # Forced Vigilance, Rat's Warning
        if wakes is None:
            wc = su.wake_card
            wakes = [i for i in m.hand if wc[i]]
            if wakes:
                wakes = distinct(su, wakes)
        for i in wakes:
            k = su.memo.get((v, su.card_id[i], _WAKE_TAG))  # best_option(su, v, i, O_WAKE), memoized
            if k is None:
                k = best_option(su, v, i, O_WAKE)
            if k >= 0 and pend.kind != K_BLEED and su.effect[i].options[k].has(O_WHEN):  # type: ignore[union-attr]
                continue  # "only usable during a bleed action directed at you"
            if k >= 0 and not _wake_when_ok(s, pend, q, i, su.effect[i].options[k].level):  # type: ignore[union-attr]
                continue  # Black Sunrise [qui]: "only usable during an action directed at you"
            if k >= 0 and su.card_id[i] == THE_MOLE and not _non_anarch_acting(su, pend):
                continue  # The Mole [ani]: "only usable when a non-anarch minion is acting"
            if k >= 0 and toll and blood_cost(su, v, i) + played_blood(su.effect[i].options[k]) + toll > s.blood[v]:  # type: ignore[union-attr]
                continue  # the card and the toll both paid in blood
            if k >= 0 and can_afford(s, m, v, i, k):
                out.append(new_tuple(Action, (K_BLOCK, v, i, -1, k)))
    if su.any_placed and m.in_play:
        placed.block_actions(s, pend, m, out)  # a card in play attempting to block (Unleash Hell's Fury)
    return out


def _block_any_actions(s: GameState, pend: Pending, q: int) -> list[Action]:
    """Block attempts of ``q``, who may not normally block this action, with a reaction that
    blocks any action (rules 6.2.2: "ignoring the normal prey, predator or target restrictions")."""
    flags = _block_any_cards(s.setup)
    m = s.players[q]
    su = s.setup
    own = su.block_any if su.any_block_any and pend.actor >= 0 and su.is_vampire[pend.actor] else b""
    if not (flags and any(flags[i] for i in m.hand)) and not (own and any(own[v] for v in m.ready)):
        return []
    a = pend.actor
    no_block = NO_BLOCK | (NO_BLOCK_TITLED if a >= 0 and su.title[a] else 0)
    allies_not = a >= 0 and su.unblockable_by[a] == WHO_ALLY
    corrupt_not = a >= 0 and su.unblockable_by[a] == Who.CORRUPTED and bool(s.corruption)
    no_vamp = pend.flags & NO_VAMPIRE_BLOCK
    cap_not = su.unblockable_cap[a] if a >= 0 else 0
    out: list[Action] = []
    cards = distinct(su, [i for i in m.hand if flags[i]]) if flags else []
    for v in m.ready:
        if v in pend.tried or v in s.cannot_block or (no_vamp and su.is_vampire[v]) or not can_react(s, v):
            continue
        if su.cannot[v] & no_block or (allies_not and not su.is_vampire[v]) or (corrupt_not and s.corruption.get(v)):
            continue
        if cap_not and su.is_vampire[v] and su.capacity[v] <= cap_not:
            continue  # a card ignoring prey/predator restrictions does not lift this one
        toll = _toll(s, pend, v) if pend.flags & TOLLS else 0
        if toll and (toll < 0 or s.blood[v] < toll):
            continue  # "vampires must burn 1 blood to attempt to block this action"
        if own and own[v]:
            out.append(Action(K_BLOCK, actor=v))  # its own text ignores the restrictions (rules 6.2.2.1)
            continue
        for i in cards:
            k = best_option(su, v, i, O_BLOCK_ANY)
            if k >= 0 and can_afford(s, m, v, i, k):
                out.append(Action(K_BLOCK, actor=v, card=i, n=k))
    return out


def _attempt_actions(s: GameState, pend: Pending) -> list[Action]:
    """Rules 6.2.2.2: stealth is added only when the block would succeed, intercept only when
    it would fail; the side that needs it chooses."""
    if pend.intercept >= pend.stealth:
        pend.decider = s.current
        return _stealth_actions(s, pend)
    pend.decider = pend.block_order[0]
    return _intercept_actions(s, pend)


def stealth_option_known(opt: Option) -> bool:
    """The rules apply every primitive of this modifier played against a block attempt: stealth
    (+bleed during a bleed), "the attempt fails" (Elder Impersonation), "minions who fail to
    block become locked" (Faceless Night), "if this action is blocked, lock the blocking minion
    and end the action" (Mirror Walk)."""
    prims = opt.prims
    for k, p in enumerate(prims):
        op = p.op
        if p.x:
            return False
        if op in STEALTH_MOD_OPS or (op == O_MINUS_INTERCEPT and (
                p.arg in MINUS_INTERCEPT_WHO or (p.arg == Who.WITHOUT_DISCIPLINE and p.cond))) or (
                op == O_MANEUVER and p.n == 1 and not p.arg):
            continue  # a maneuver: "if this action is blocked, 1 optional maneuver"
        if op == O_PAY_BLOOD and not (p.arg or p.cond):
            continue  # "burn 1 blood to get +1 stealth": paid with the card (played_blood)
        if op == O_CANNOT_BLOCK and p.arg == WHO_ALLY and p.n == 1 and not p.cond:
            continue  # "allies cannot block this action" (Visions of Gehenna [pre]): against an ally
        if (op == O_WHEN or op == O_PAY_BLOOD) and _toll_prim(opt, k) and block_toll(opt):
            continue  # "minions without Obtenebration must burn 1 blood to attempt to block"
        if op == O_COMBAT_ENDS and p.n == 1 and not p.arg and not opt.has(O_MANEUVER):
            continue  # "if blocked, can strike: combat ends during the first round" (not "the blocker cannot")
        if op == O_PREVENT and p.n == 1 and not (p.arg or p.cond) and opt.has(O_STEALTH) and len(prims) == 2:
            continue  # "+1 stealth. If this vampire is blocked, they can prevent 1 damage" (Beast Meld)
        if op == O_PRESS and p.n == 1 and not p.arg and opt.has(O_MANEUVER):
            continue  # "1 optional maneuver or press during the resulting combat if blocked"
        if op == O_WHEN and not k and kiss_disc(opt):
            return True  # The Kiss of Ra: against a vampire without Fortitude
        if op == O_WHEN and gaze_fails(opt) and len(prims) - k == 3:
            return True  # once this action, a corruption counter on the blocker: the attempt fails
        if op == O_WHEN and counter_unlock(opt) and len(prims) - k == 3:
            return True  # after a successful bleed: corruption counters to unlock
        if op == O_WHEN and cancels_combat(opt):
            return True  # "can choose to cancel the resulting combat if this action is blocked"
        if op == O_AGGRAVATED and p.n == 1 and not p.arg and all(q.op in _AGG_MOD for q in prims):
            continue  # "if this action is blocked, all damage on vampires in the combat is aggravated"
        if (op == O_UNBLOCKABLE and not p.arg) or (op == O_DAMAGE and p.arg == 3 and p.cond == 1 and opt.has(
                O_UNBLOCKABLE)):
            continue  # Daring the Dawn: vampires cannot block; the actor's damage after resolution
        if op == O_WHEN and p.n == W_BLOCKED and not p.arg and prims[k + 1:k + 3] == _LOCK_END:
            return all(q.op is O_REQUIRES for q in prims[k + 3:])
        if op == O_WHEN and blood_minus(opt):
            return True  # "once this action, may burn 1 blood to give ... -1 intercept" (Into Thin Air)
        if op == O_WHEN and p.n == W_BLOCK_FAILED and k + 1 < len(prims) and prims[k + 1].op == O_LOCK:
            continue
        if op == O_WHEN and p.n == W_NOT_BLEED and not p.cond:
            continue  # "not usable during a bleed (or political) action" (not_bleed)
        if op == O_LOCK and k and prims[k - 1].op == O_WHEN and prims[k - 1].n == W_BLOCK_FAILED:
            continue
        return False
    return True


def not_bleed(opt: Option, kind: int) -> bool:
    """The modifier says "not usable during a bleed action" ("or political action") and the
    action is of that ``kind`` (Forgotten Labyrinth, Smoke and Mirrors [obf])."""
    for p in opt.prims:
        if p.op == O_WHEN and p.n == W_NOT_BLEED:
            return kind == K_BLEED or (p.arg == 1 and kind == K_POLITICAL)
    return False


_LOCK_END = (Prim(O_LOCK, 1), Prim(END_ACTION, 1))
_BLOCKED_WHEN = Prim(O_WHEN, int(When.BLOCKED))
_ENDS_ONE = Prim(O_COMBAT_ENDS, 1)


def lock_fails(opt: Option) -> bool:
    """"Lock this modifying vampire to have that attempt fail" (Blanket of Night [OBT])."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return len(prims) == 2 and LOCK_SELF is not None and prims[0] == Prim(LOCK_SELF, 1) and prims[1] == Prim(
        O_BLOCK_FAILS, 1)


def cancel_reaction_known(e: Effect, opt: Option) -> bool:
    """A modifier option cancelling an intercept reaction as it is played (CANCEL_REACTION), with
    "gain 1 pool after action resolution if this action is successful" beside it."""
    if e.card_id not in CANCEL_REACTION:
        return False
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if not prims or prims[0].op != O_CANCEL or prims[0].arg != Thing.REACTION or prims[0].x:
        return False
    return prims[1:] == [] or prims[1:] == [Prim(O_WHEN, int(When.AFTER_ACTION)), Prim(O_GAIN_POOL, 1)]


def _has_cancel_reaction(su: GameSetup) -> bool:
    """Some card of the game cancels a reaction as it is played (memoized per setup)."""
    got = su.memo.get(("has_cancel_reaction",))
    if got is None:
        got = su.memo[("has_cancel_reaction",)] = any(cid in CANCEL_REACTION for cid in su.card_id)
    return got  # type: ignore[return-value]


def _cancel_reaction_uses(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
    """The acting minion's modifiers cancelling the intercept reaction just played (``pend.react``)."""
    su = s.setup
    a = pend.actor
    j, v, n, _added, _blood, _pool, _flags = pend.react  # type: ignore[misc]
    played = su.effect[j].options[n]  # type: ignore[union-attr]
    for i in distinct(su, [i for i in m.hand if su.card_id[i] in CANCEL_REACTION]):
        if su.card_id[i] in pend.modifiers or not can_afford(s, m, a, i):
            continue
        _paid, small, _none = CANCEL_REACTION[su.card_id[i]]
        if small and not (su.is_ally[v] or (su.is_vampire[v] and su.capacity[v] <= 6)):
            continue  # "played by a vampire with capacity 6 or less or an ally"
        e = su.effect[i]
        for k, opt in enumerate(e.options):  # type: ignore[union-attr]
            if not cancel_reaction_known(e, opt) or not _usable(su, a, e, opt):  # type: ignore[arg-type]
                continue
            disc = opt.prims[0].cond
            if disc and not (played.need_any | played.need_sup) >> (disc - 1) & 1:
                continue  # "a reaction card requiring Auspex [aus]"
            out.append(Action(K_MODIFIER, actor=a, card=i, n=k))
            break


def _cancel_reaction(s: GameState, pend: Pending, i: int, opt: Option) -> None:
    """Rules 1.6.2.4 (a card cancelled as it is played): the intercept reaction has no effect, its
    cost paid back unless the cancelling card says it must be paid."""
    _j, v, _n, added, blood, pool, flags = pend.react  # type: ignore[misc]
    pend.react = None
    paid, _small, none_after = CANCEL_REACTION[s.setup.card_id[i]]
    pend.intercept -= added
    pend.flags = flags | (pend.flags & (NO_MODIFIERS | SUCCESS_POOL | TOLLS | ACT_NO_COMBAT))
    if not paid:
        s.blood[v] += blood
        q = controller_of(s, v)
        if q >= 0:
            s.players[q].pool += pool
    if none_after:
        pend.flags |= NO_MODIFIERS
    if opt.has(O_GAIN_POOL):
        pend.flags |= SUCCESS_POOL


def _lock_fails_uses(s: GameState, pend: Pending, m: Methuselah, i: int, out: list[Action]) -> None:
    """Blanket of Night [OBT]: "only usable by a ready vampire other than the acting minion if a
    minion attempts to block": each unlocked one able to play and pay for it."""
    su = s.setup
    e = su.effect[i]
    a = pend.actor
    for k, opt in enumerate(e.options):  # type: ignore[union-attr]
        if not lock_fails(opt):
            continue
        for v in m.ready:
            if v != a and su.is_vampire[v] and not s.locked[v] and _usable(su, v, e, opt) \
                    and can_afford(s, m, v, i):  # type: ignore[arg-type]
                out.append(Action(K_MODIFIER, actor=v, card=i, n=k))
        return


_COUNTER_UNLOCK = (Prim(O_WHEN, int(When.AFTER_BLEED)), Prim(Op.COUNTER, -2), Prim(O_UNLOCK_MINION, 1))


def counter_unlock(opt: Option) -> bool:
    """"+1 bleed (limited) ..., and if the bleed is successful, this vampire can burn 2 of your
    corruption counters from a minion controlled by the target Methuselah to unlock" (Revelation
    of the Serpent [PRE PRO]): +bleed and stealth, then exactly that."""
    prims = opt.prims
    return len(prims) > 3 and prims[-3:] == _COUNTER_UNLOCK and all(
        (p.op == O_PLUS_BLEED or p.op == O_STEALTH or p.op is O_REQUIRES) and not p.x for p in prims[:-3])


def _counters_unlock(s: GameState, pend: Pending) -> None:
    """Revelation of the Serpent [PRE PRO] after a successful bleed: 2 corruption counters burned
    from a minion of the target Methuselah (the one with most) unlock the acting vampire. The
    engine keeps corruption counters by minion, not by Methuselah: those on the target's minions
    are taken as the bleeder's (only its own cards put them there in the games it plays)."""
    a = pend.actor
    if not s.locked[a]:
        return
    q = s.players[pend.target_p]
    best = max((t for t in (*q.ready, *q.torpor) if s.corruption.get(t, 0) >= 2),
               key=lambda t: s.corruption[t], default=-1)
    if best < 0:
        return
    s.corruption[best] -= 2
    if not s.corruption[best]:
        del s.corruption[best]
    s.locked[a] = 0


def cancels_combat(opt: Option) -> bool:
    """"+1 stealth, and this vampire can choose to cancel the resulting combat if this action is
    blocked" (Stone Travel [MYT]): stealth, then exactly that choice."""
    prims = opt.prims
    k = next((k for k, p in enumerate(prims) if p.op == O_WHEN), -1)
    return k > 0 and prims[k:] == (_BLOCKED_WHEN, _ENDS_ONE) and all(
        p.op == O_STEALTH or p.op is O_REQUIRES for p in prims[:k])


_GAZE = (Prim(O_WHEN, int(When.ONCE_PER_ACTION)), Prim(Op.COUNTER, -1), Prim(O_BLOCK_FAILS, 1))
_KISS = (Prim(O_BLOCK_FAILS, 1), Prim(Op.DAMAGE, 2, 4), Prim(END_ACTION, 1))


def kiss_disc(opt: Option) -> int:
    """"Only usable when a vampire who does not have Fortitude attempts to block this acting
    minion. The block attempt is canceled, the blocking vampire burns 2 blood, and the current
    action is ended (without combat) [and the blocking vampire goes to torpor]" (The Kiss of Ra):
    the Discipline's index + 1, else 0."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if len(prims) < 4 or prims[0].op != O_WHEN or prims[0].n != W_BLOCK_ATTEMPT \
            or prims[0].arg != Who.WITHOUT_DISCIPLINE or not prims[0].cond:
        return 0
    if tuple(prims[1:4]) != _KISS or tuple(prims[4:]) not in ((), (Prim(Op.TORPOR, 1),)):
        return 0
    return prims[0].cond


def gaze_fails(opt: Option) -> bool:
    """"+1 stealth, and once this action, you can burn 1 of your corruption counters from a
    blocking minion to have their block attempt fail" (Enchanting Gaze [PRE PRO])."""
    prims = opt.prims
    return len(prims) > 3 and prims[-3:] == _GAZE and all(p.op == O_STEALTH or p.op is O_REQUIRES for p in prims[:-3])


def _gaze_uses(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
    """Enchanting Gaze [PRE PRO] played this action, its use left and a corruption counter on the
    blocker: the use (``card`` the modifier in the ash heap, ``n`` its option)."""
    su = s.setup
    a = pend.actor
    for j in reversed(m.ash):
        e = su.effect[j]
        if e is None or su.card_id[j] not in pend.modifiers or (a, su.card_id[j]) in pend.played:
            continue
        for k, opt in enumerate(e.options):
            if gaze_fails(opt):
                out.append(Action(K_USE, actor=a, card=j, n=k))
                return


_AGG_MOD = frozenset({Op.AGGRAVATED, Op.REQUIRES})


def minus_intercept(su: GameSetup, opt: Option, a: int, b: int, corruption: dict[int, int] | None = None) -> int:
    """Intercept blocker ``b`` loses to this option of a modifier played by acting minion ``a``:
    "allies and younger vampires get -1 intercept", "the blocking vampire gets -1 intercept" (not
    an ally) (rules 6.2.2.2; younger: a vampire of lower capacity than the acting vampire);
    "minions with any corruption counters get -1 intercept" (``corruption``: the game's counters)."""
    n = 0
    for p in opt.prims:
        if p.op == O_MINUS_INTERCEPT:
            who = p.arg
            ally = not su.is_vampire[b]
            younger = su.is_vampire[b] and su.is_vampire[a] and su.capacity[b] < su.capacity[a]
            if who == Who.ANY or (who == Who.ALLY and ally) or (who == Who.YOUNGER and younger) or (
                    who == Who.ALLY_OR_YOUNGER and (ally or younger)) or (who == Who.VAMPIRE and not ally) or (
                    who == Who.ANARCH and su.req_bits[b] >> Req.ANARCH & 1) or (
                    who == Who.CORRUPTED and corruption and corruption.get(b)) or (
                    who == Who.WITHOUT_DISCIPLINE and p.cond and not su.disc_any[b] & _disc_mask(p.cond)):
                n += p.n  # "minions without Necromancy or Obtenebration" (Acheron Vortex)
    return n


def _disc_mask(cond: int) -> int:
    """The Discipline bits of a WITHOUT_DISCIPLINE cond: index + 1, a second one times 64."""
    mask = 0
    while cond:
        code = cond % 64
        if code:
            mask |= 1 << (code - 1)
        cond //= 64
    return mask


def owed_blood(s: GameState, pend: Pending) -> int:
    """Blood the acting minion pays when its action succeeds (rules 6.2.3; leaving torpor, rules
    6.5.2): modifiers played during the action must leave it."""
    su = s.setup
    a = pend.actor
    if pend.kind == K_LEAVE_TORPOR:
        return TORPOR_COST
    if pend.card >= 0:
        return blood_cost(su, a, pend.card) if su.effect[pend.card] is not None else 0
    if pend.kind == K_BLEED and pend.option == 1:
        return su.bleed_action_cost[a]  # "a (D) action that costs N blood"
    return 0


#: memo tag (GameSetup.memo key ``(actor, card id, tag + option)``): the actor can play that
#: option of a stealth modifier and the rules apply it (stealth_option_known and _usable), a fact
#: of the actor's columns and the card alone that a reseated setup moves to the actor's new
#: number (state._MOVED_TAGS)
STEALTH_KNOWN_TAG = 6000


def _stealth_actions(s: GameState, pend: Pending) -> list[Action]:
    m = s.players[s.current]
    su = s.setup
    a = pend.actor
    out: list[Action] = []
    owed = owed_blood(s, pend)
    if pend.react is not None:
        _cancel_reaction_uses(s, pend, m, out)  # I am Legion, Approximation of Loyalty [PRE]
    if su.any_blood_stealth:
        # "during an action, Chavi can burn 1 blood to get +1 stealth"; Montano: "... to give a
        # minion you control +1 stealth" (rules 6.2.2.2: stealth when the block would succeed)
        if su.blood_stealth[a] and s.blood[a] >= su.blood_stealth_cost[a] + owed and not (
                su.blood_stealth_once[a] and (a, su.card_id[a]) in pend.played):  # William: once each action
            out.append(Action(K_USE, actor=a, card=a))
        for v in m.ready:
            if v != a and su.blood_stealth_others[v] and s.blood[v] >= 1:
                out.append(Action(K_USE, actor=v, card=v))
    sm = su.stealth_mod if not pend.flags & NO_MODIFIERS else b""
    memo = su.memo
    for i in distinct(su, [i for i in m.hand if sm and sm[i]]):
        if su.card_id[i] in BY_ANOTHER_VAMPIRE and su.card_id[i] not in pend.modifiers and pend.blocker >= 0:
            _lock_fails_uses(s, pend, m, i, out)
        if su.card_id[i] in pend.modifiers or su.card_id[i] in PSYCHOMACHIA or not can_afford(s, m, a, i):
            continue  # (Psychomachia: once blocked, before block resolution)
        if s.blood[a] - blood_cost(su, a, i) < owed:
            continue  # the blood the action itself costs is kept for it
        if su.card_id[i] in EXCLUSIVE_MODIFIERS and any(c in EXCLUSIVE_MODIFIERS for c in pend.modifiers):
            continue  # "Into Thin Air and Lost in Crowds cannot both be played on the same action"
        e = su.effect[i]
        cid = su.card_id[i]
        found = False  # the best stealth option found; an aggravated-combat one is listed beside it
        for k, opt in enumerate(e.options):  # type: ignore[union-attr]
            agg = opt.has(O_AGGRAVATED)
            if found and not agg:
                continue
            no_ally = opt.has(O_CANNOT_BLOCK) and pend.blocker >= 0 and su.is_ally[pend.blocker]
            if not (opt.has(O_STEALTH) or opt.has(O_BLOCK_FAILS) or opt.has(O_MINUS_INTERCEPT) or agg or no_ally
                    or (opt.has(O_UNBLOCKABLE) and pend.blocker >= 0 and su.is_vampire[pend.blocker])):
                continue
            key = (a, cid, STEALTH_KNOWN_TAG + k)
            known = memo.get(key)
            if known is None:  # pure functions of the option and the actor's columns: memoized per setup
                known = memo[key] = stealth_option_known(opt) and _usable(su, a, e, opt)  # type: ignore[arg-type]
            if not known:
                continue
            if not (opt.has(O_STEALTH) or opt.has(O_BLOCK_FAILS) or opt.has(O_UNBLOCKABLE) or agg or no_ally) \
                    and not minus_intercept(su, opt, a, pend.blocker, s.corruption):
                continue  # "-1 intercept" for allies and younger vampires: not this blocker
            if opt.has(O_PLUS_BLEED) and pend.kind != K_BLEED:
                continue  # "only usable during a bleed action"
            if (pend.kind == K_BLEED or pend.kind == K_POLITICAL) and not_bleed(opt, pend.kind):
                continue
            if opt.has(END_ACTION) and opt.has(O_WHEN) and (kd := kiss_disc(opt)) and (
                    pend.blocker < 0 or not su.is_vampire[pend.blocker] or su.disc_any[pend.blocker] >> (kd - 1) & 1):
                continue  # "a vampire who does not have Fortitude attempts to block"
            if played_blood(opt) and not can_afford(s, m, a, i, k):
                continue  # "burn 1 blood to get +1 stealth" beyond this vampire's blood
            out.append(new_tuple(Action, (K_MODIFIER, a, i, -1, k)))
            if agg:
                break
            found = True
    if masters.LOCK_STEALTH in su.master_kinds and m.in_play:
        masters.stealth_uses(s, m, a, out)  # locations locked for stealth (Backways...)
    if su.any_shuffle_stealth and m.in_play:
        _shuffle_stealth_uses(s, m, a, out)  # Shaman: shuffled back into the library for +1 stealth
    if pend.flags & BLOOD_MINUS and s.blood[a] >= 1 and pend.blocker >= 0:
        _blood_minus_uses(s, pend, m, out)
    if pend.flags & GAZE and pend.blocker >= 0 and s.corruption.get(pend.blocker, 0) >= 1:
        _gaze_uses(s, pend, m, out)
    if su.imbued is not None:
        imbued.stealth_uses(s, pend, m, a, out)  # Second Sight: monsters get -1 intercept
    return out


def _blood_minus_uses(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
    """Into Thin Air played this action, its "once this action, burn 1 blood: -1 intercept" left
    and this blocker an ally or a younger vampire: the use (``card`` the modifier in the ash heap,
    ``n`` its option)."""
    su = s.setup
    a = pend.actor
    for j in reversed(m.ash):
        e = su.effect[j]
        if e is None or su.card_id[j] not in pend.modifiers or (a, su.card_id[j]) in pend.played:
            continue
        for k, opt in enumerate(e.options):
            if blood_minus(opt) and _usable(su, a, e, opt) and minus_intercept(su, opt, a, pend.blocker):
                out.append(Action(K_USE, actor=a, card=j, n=k))
                return


#: Intercept reactions "only usable if a minion controlled by your predator is acting"
#: (Instinctive Reaction), "only usable during an action directed at you (or a card you
#: control)" (The Warrens, Eyes of Argus [aus], Scry the Hearthstone, One With the Land [pro],
#: Deep Ecology [ani], Steadfastness [for]: the intercept option's condition), "only usable
#: during a bleed action directed at you" / "during a bleed against you" (Elder Intervention,
#: Pack Tactics), read from their text (:func:`_intercept_when`).
_IW_PREDATOR, _IW_DIRECTED, _IW_BLEED = 1, 2, 3
_IW_TEXT = (("only usable if a minion controlled by your predator is acting", _IW_PREDATOR),
            ("only usable during a bleed action directed at you", _IW_BLEED),
            ("only usable during a bleed against you", _IW_BLEED),
            ("only usable during an action directed at you", _IW_DIRECTED))


def _intercept_when(su: GameSetup) -> bytes:
    """Per card instance: the :data:`_IW_TEXT` condition of an intercept reaction, else 0 (read
    from the card texts once per setup; braces of errata'd wording dropped)."""
    got = su.memo.get(("intercept_when",))
    if got is None:
        ic = su.intercept_card
        out = bytearray(len(su.card_id))
        for i, card in enumerate(su.card):
            if ic[i]:
                low = (card.text or "").lower().replace("{", "").replace("}", "")
                out[i] = next((w for t, w in _IW_TEXT if t in low), 0)
        got = su.memo[("intercept_when",)] = bytes(out)
    return got  # type: ignore[return-value]


def _intercept_when_ok(s: GameState, pend: Pending, q: int, when: int) -> bool:
    """The :data:`_IW_TEXT` condition ``when`` of an intercept reaction of Methuselah ``q`` holds
    for ``pend``. An action is directed at ``q`` when it targets ``q`` or a card ``q`` controls
    (rules 6.2.2.1: hunts, equips, recruits, political actions are undirected)."""
    if when == _IW_PREDATOR:
        return _predator_acting(s, pend, q)
    if when == _IW_DIRECTED:
        return pend.directed and pend.target_p == q
    return pend.kind == K_BLEED and pend.target_p == q  # _IW_BLEED


def _wake_when_ok(s: GameState, pend: Pending, q: int, i: int, level: int) -> bool:
    """The :data:`_IW_TEXT` condition of wake reaction ``i``'s option of ``level`` (0 none, 1
    inferior, 2 superior) holds for ``pend`` (rules 6.2.2.1), or it has none: the condition
    written before the card's first Discipline symbol applies to all its options (One With the
    Land [PRO]), one written in an option's own part to that option (Black Sunrise [qui], not
    [QUI]). Read from the card texts once per setup (braces of errata'd wording dropped)."""
    su = s.setup
    got = su.memo.get(("wake_when",))
    if got is None:
        got = su.memo[("wake_when",)] = {}
        for j, card in enumerate(su.card):
            if not su.wake_card[j]:
                continue
            text = (card.text or "").replace("{", "").replace("}", "")
            parts = _DISC_SYMBOL.split(text)  # [before, tag, part, tag, part...]
            first = next((w for t, w in _IW_TEXT if t in parts[0].lower()), 0)
            conds = [first, first, first]
            for tag, part in zip(parts[1::2], parts[2::2]):
                low = part.lower()
                if "unlock" in low or "wake" in low:
                    conds[2 if tag.isupper() else 1] = next((w for t, w in _IW_TEXT if t in low), first)
            if any(conds):
                got[j] = conds
    conds = got.get(i)
    return conds is None or not conds[level] or _intercept_when_ok(s, pend, q, conds[level])


#: A Discipline symbol of a card text ("[qui]", "[QUI]"), its letters captured.
_DISC_SYMBOL = re.compile(r"\[([A-Za-z]{3})\]")


def _predator_acting(s: GameState, pend: Pending, q: int) -> bool:
    """The acting minion of ``pend`` is controlled by Methuselah ``q``'s predator."""
    return pend.actor >= 0 and controller_of(s, pend.actor) == s.predator(q)


#: Intercept reactions with "an additional +1 intercept if this Nosferatu is titled" (The
#: Warrens: the reacting vampire) or "... if the acting minion is titled" (Protection Racket),
#: read from their text (:func:`titled_intercept`).
_TI_BLOCKER, _TI_ACTOR = 1, 2
_TI_TEXT = (("with an additional +1 intercept if this ", _TI_BLOCKER),
            ("with an additional +1 intercept if the acting minion is titled", _TI_ACTOR))


def titled_intercept(s: GameState, pend: Pending, v: int, i: int) -> int:
    """The additional +1 intercept reaction ``i`` played by blocker ``v`` gives when the titled
    vampire its text names (``v`` itself, or the acting minion) holds a title now (printed or
    gained in play), else 0 (rules 6.2.2.2: the blocker's intercept)."""
    su = s.setup
    got = su.memo.get(("titled_intercept",))
    if got is None:
        out = bytearray(len(su.card_id))
        for j, card in enumerate(su.card):
            if su.intercept_card[j]:
                low = (card.text or "").lower()
                for t, w in _TI_TEXT:
                    k = low.find(t)
                    if k >= 0 and (w == _TI_ACTOR or low[k + len(t):].split(".")[0].endswith("is titled")):
                        out[j] = w
                        break
        got = su.memo[("titled_intercept",)] = bytes(out)
    w = got[i]
    if not w:
        return 0
    who = v if w == _TI_BLOCKER else pend.actor
    return 1 if who >= 0 and masters.titled(s, who) else 0


def _intercept_actions(s: GameState, pend: Pending) -> list[Action]:
    v = pend.blocker
    if v < 0 or not can_react(s, v) or (s.setup.any_placed and s.setup.placed[v]):
        return []  # (a card blocking plays no reaction: Unleash Hell's Fury)
    q = pend.block_order[0]
    m = s.players[q]
    su = s.setup
    out: list[Action] = []
    ic = su.intercept_card
    for i in distinct(su, [i for i in m.hand if ic[i]]):
        if (v, su.card_id[i]) in pend.played:
            continue
        if su.card_id[i] in ALLY_OR_YOUNGER_DIRECTED and not (
                pend.directed and pend.target_p == q and pend.actor >= 0 and _ally_or_younger(su, v, pend.actor)):
            continue  # Faerie Wards: "only usable if an ally or younger vampire is taking an action directed at you"
        if su.card_id[i] in VAMPIRE_ACTING_INTERCEPT and not (pend.actor >= 0 and su.is_vampire[pend.actor]):
            continue  # Predator's Communion: "only usable when a vampire is acting"
        if su.card_id[i] in _ACTING_LIMITED and not _acting_limit_ok(s, pend, q, v, su.card_id[i]):
            continue  # Familial Bond, Eyes of the Dead, The Mole [cel]: the action their text names
        w = _intercept_when(su)[i]
        if w and not _intercept_when_ok(s, pend, q, w):
            continue  # Instinctive Reaction: "... your predator is acting"; The Warrens: "... directed at you"
        k = best_option(su, v, i, O_INTERCEPT)
        if k >= 0 and su.card_id[i] in ACTING_INTERCEPT:
            k = _acting_intercept_option(s, pend, v, i)
        if k >= 0 and can_afford(s, m, v, i, k):
            out.append(new_tuple(Action, (K_REACTION, v, i, -1, k)))
    if su.any_blood_intercept:
        _blood_intercepts(s, pend, v, out)
    if su.any_crypt_blood_intercept and su.crypt_blood_intercept[v] and s.blood[v] >= 1 \
            and (su.blood_intercept_rep[v] or (v, su.card_id[v]) not in pend.played):
        # Persia: "once each action, burn 1 blood for +1 intercept"; Alex Camille: as often
        out.append(Action(K_USE, actor=v, card=v))
    if su.any_blood_intercept_others:
        # Maris Streck: "can burn a blood to give a blocking minion +1 intercept" (rules 6.2.2.2;
        # herself blocking: above)
        for w in m.ready:
            if w != v and su.blood_intercept_others[w] and s.blood[w] >= 1:
                out.append(Action(K_USE, actor=w, card=w))
    if pend.flags & WAKE_INTERCEPT and s.blood[v] >= 1:
        _wake_intercepts(s, pend, m, v, out)
    if masters.LOCK_INTERCEPT in su.master_kinds and m.in_play:
        masters.intercept_uses(s, m, v, out, pend.directed)  # locations locked for intercept (WMRH Talk Radio)
    if su.any_placed and m.in_play:
        placed.stealth_uses(s, pend, m, v, out)  # Aranthebes: -1 stealth for the predator's minion
    if su.imbued is not None:
        imbued.intercept_uses(s, pend, m, v, out)  # Second Sight, Discern
    return out


_ACTING_LIMITED = LAIBON_DIRECTED_INTERCEPT | DIABLERIE_INTERCEPT | {THE_MOLE}


def _non_anarch_acting(su: GameSetup, pend: Pending) -> bool:
    """The Mole: "only usable when a non-anarch minion is acting" (rules 1.6.1.3: the sect of the
    minion as it is now, an anarch's ``req_bits``)."""
    return pend.actor >= 0 and not su.req_bits[pend.actor] >> Req.ANARCH & 1


def _acting_limit_ok(s: GameState, pend: Pending, q: int, v: int, cid: int) -> bool:
    """The intercept reaction ``cid`` of :data:`_ACTING_LIMITED` is usable by ``q``'s blocker
    ``v`` during ``pend``: Familial Bond on a bleed against ``q`` or an action directed at
    another Laibon ``q`` controls (rules 6.2.2.1); Eyes of the Dead by a vampire blocking a
    vampire diablerizing one of ``q``'s vampires (rules 6.5.4); The Mole [cel] against a
    non-anarch minion without Celerity."""
    su = s.setup
    a = pend.actor
    if cid in LAIBON_DIRECTED_INTERCEPT:
        if pend.kind == K_BLEED and pend.target_p == q:
            return True
        t = pend.target
        return pend.directed and pend.target_p == q and t >= 0 and t != v and bool(su.is_vampire[t]) \
            and bool(su.req_bits[t] >> Req.LAIBON & 1) and controller_of(s, t) == q
    if cid in DIABLERIE_INTERCEPT:
        return pend.kind == K_DIABLERIZE and a >= 0 and bool(su.is_vampire[a]) and bool(su.is_vampire[v]) \
            and pend.target >= 0 and controller_of(s, pend.target) == q
    return _non_anarch_acting(su, pend) and not su.disc_any[a] >> _CEL_BIT & 1  # THE_MOLE


def _acting_intercept_option(s: GameState, pend: Pending, v: int, i: int) -> int:
    """The option of an :data:`ACTING_INTERCEPT` reaction ``i`` blocker ``v`` plays against the
    acting minion, or -1: the one with the corruption bonus when the acting minion has any
    corruption counters (+2 intercept), else the younger one when a vampire younger than ``v``
    is acting, else the corruption one (+1)."""
    su = s.setup
    e = su.effect[i]
    assert e is not None
    younger, corrupt = ACTING_INTERCEPT[su.card_id[i]]
    a = pend.actor
    plain = _usable(su, v, e, e.options[corrupt])
    if plain and a >= 0 and s.corruption.get(a):
        return corrupt
    if a >= 0 and su.is_vampire[a] and su.capacity[a] < su.capacity[v] and _usable(su, v, e, e.options[younger]):
        return younger
    return corrupt if plain else -1


def acting_intercept_bonus(s: GameState, pend: Pending, cid: int, k: int) -> int:
    """"With an additional +1 intercept if the acting minion has any corruption counters": the
    extra intercept option ``k`` of reaction ``cid`` gives (rules 6.2.2.2)."""
    spec = ACTING_INTERCEPT.get(cid)
    return 1 if spec is not None and k == spec[1] and pend.actor >= 0 and s.corruption.get(pend.actor) else 0


def _wake_intercepts(s: GameState, pend: Pending, m: Methuselah, v: int, out: list[Action]) -> None:
    """Blocker ``v`` woke with Eyes of the Wild: "during this action, this Gangrel can burn 1
    blood to get +1 intercept", as often as it has blood (``card`` the reaction in the ash heap,
    ``n`` its option)."""
    su = s.setup
    for j in reversed(m.ash):
        e = su.effect[j]
        if e is None or not su.is_reaction[j] or (v, su.card_id[j]) not in pend.played:
            continue
        for k, opt in enumerate(e.options):
            if wake_intercept(opt):
                out.append(Action(K_USE, actor=v, card=j, n=k))
                return


def blood_intercept(opt: Option) -> int:
    """The intercept of an equipment option "the bearer can burn 1 blood during an action to get
    an additional +N intercept" (Bowl of Convergence [AUS]), else 0."""
    ops = [p.op for p in opt.prims]
    if ops != [O_PAY_BLOOD, O_INTERCEPT] or opt.prims[0].n != 1 or any(p.x or p.arg or p.cond for p in opt.prims):
        return 0
    return opt.prims[1].n


def _blood_intercepts(s: GameState, pend: Pending, v: int, out: list[Action]) -> None:
    """Equipment on blocker ``v`` burning 1 blood for intercept, once each action."""
    su = s.setup
    for q in s.players:
        for j in q.in_play:
            if s.attached[j] != v or su.mode[j] != M_EQUIPMENT or (v, su.card_id[j]) in pend.played:
                continue
            e = su.effect[j]
            for k, opt in enumerate(e.options):  # type: ignore[union-attr]
                if k and blood_intercept(opt) and s.blood[v] >= 1 and _usable(su, v, e, opt):  # type: ignore[arg-type]
                    out.append(Action(K_USE, actor=v, card=j, n=k))
                    break


def _attempt_pass(s: GameState, pend: Pending) -> None:
    """The side that needed stealth or intercept adds none: blocked, or the attempt fails."""
    pend.react = None  # a reaction can no longer be cancelled as it is played
    if pend.flags & LOCK_FAILED and pend.intercept < pend.stealth and pend.blocker >= 0:
        s.locked[pend.blocker] = 1  # "minions who attempt to block and fail become locked"
    if pend.flags & WAKE_BLOOD:
        pend.flags &= ~WAKE_BLOOD
        if pend.intercept < pend.stealth and pend.blocker >= 0:
            s.blood[pend.blocker] = max(0, s.blood[pend.blocker] - 1)  # "if they do not block"
    if pend.intercept >= pend.stealth and pend.kind == K_BLEED and s.used and TURN_BLEED in s.used:
        s.used.discard(TURN_BLEED)  # Dream World's bonus lasts until a bleed action is blocked
    if pend.intercept >= pend.stealth and pend.flags & BLOCKED_ENDS:
        # Mirror Walk: the blocker locks, the action ends before block resolution (no combat)
        s.locked[pend.blocker] = 1
        burn_action_card(s, pend)
        pend.blocked = True
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
    elif pend.intercept >= pend.stealth and s.setup.any_placed and placed.is_blocker(s, pend.blocker):
        placed.blocked(s, pend)  # Unleash Hell's Fury: no combat, damage to the acting minion
    elif pend.intercept >= pend.stealth:
        pend.blocked = True
        if masters.BLOCK_KINDS & s.setup.master_kinds:
            masters.on_block(s, pend)  # Rebel: "gains 1 blood before block resolution"; Aching Beauty
            if s.terminal:
                return
        if pend.actor >= 0 and s.setup.block_burn[pend.actor] and s.setup.is_vampire[pend.blocker]:
            # Dónal O'Connor: "any vampire blocking Dónal burns 1 blood (before combat begins)"
            s.blood[pend.blocker] = max(0, s.blood[pend.blocker] - s.setup.block_burn[pend.actor])
        pend.stage = BLOCKED
        pend.decider = s.current
    else:
        if s.setup.any_waker and pend.blocker >= 0:
            wakers.on_failed_block(s, pend, pend.blocker)  # No Secrets From the Magaji burns
        pend.blocker = -1
        pend.intercept = 0
        pend.flags &= ~(WAKE_INTERCEPT | BLOCKER_NO_LOCK)
        pend.stage = BLOCKS


def _interpose_actions(s: GameState, pend: Pending, m: Methuselah) -> list[Action]:
    """Rules 11: when a vampire of a slave's master clan is blocked, its controller may lock an
    unlocked ready slave of that clan to enter combat with the blocker in its place."""
    su = s.setup
    a = pend.actor
    clan = su.clan_index[a]
    if not clan or not su.is_vampire[a] or pend.kind == K_LEAVE_TORPOR or a not in m.ready:
        return []
    locked = s.locked
    slave_of = su.slave_of
    return [Action(K_INTERPOSE, actor=v, target=a) for v in m.ready if slave_of[v] == clan and not locked[v] and v != a]


def _interpose(s: GameState, pend: Pending, action: Action) -> None:
    """Rules 11: the slave locks; at block resolution (after the blocker's window) the action
    fails, the acting vampire unlocks and the slave enters combat with the blocker instead."""
    s.locked[action.actor] = 1
    pend.slave = action.actor
    pend.flags |= BLOCKER_WINDOW  # the acting side's choices before block resolution are over


def _blocked_actions(s: GameState, pend: Pending) -> list[Action]:
    """"Only usable if this minion is blocked, before block resolution" (Change of Target); a
    slave taking its master's place (rules 11)."""
    m = s.players[s.current]
    su = s.setup
    bm = su.blocked_mod
    slaves = _interpose_actions(s, pend, m) if any(map(su.slave_of.__getitem__, m.ready)) else []
    if pend.flags & ACT_NO_COMBAT:
        j = next((j for j in reversed(m.ash) if su.card_id[j] in pend.modifiers and su.effect[j] is not None
                  and any(cancels_combat(o) for o in su.effect[j].options)), -1)  # type: ignore[union-attr]
        if j >= 0:
            slaves = slaves + [Action(K_MODIFIER, actor=pend.actor, card=j, n=-1)]
    bb = _blocked_burn_cards(su)
    if not any(bm[i] or (bb and bb[i]) for i in m.hand) or pend.flags & NO_MODIFIERS:
        return slaves
    a = pend.actor
    out: list[Action] = slaves
    for i in distinct(su, [i for i in m.hand if bm[i] or (bb and bb[i])]):
        if su.card_id[i] in pend.modifiers or not can_afford(s, m, a, i):
            continue
        e = su.effect[i]
        psycho = su.card_id[i] in PSYCHOMACHIA
        if psycho and not (pend.blocker >= 0 and _ally_or_younger(su, a, pend.blocker)):
            continue  # "only usable if an ally or younger vampire blocks"
        fails = False
        for k, opt in enumerate(e.options):  # type: ignore[union-attr]
            if psycho and blocked_fails(opt):
                if not fails and _usable(su, a, e, opt):  # type: ignore[arg-type]
                    out.append(Action(K_MODIFIER, actor=a, card=i, n=k))
                    fails = True  # the best level having the block fail; ending the action beside it
                continue
            if ally_sleep_known(opt) and su.card_id[i] in ALLY_SLEEP:
                if pend.blocker >= 0 and su.is_ally[pend.blocker] and _usable(su, a, e, opt):  # type: ignore[arg-type]
                    out.append(Action(K_MODIFIER, actor=a, card=i, n=k))  # Gift of Sleep [obe]
                    break
                continue
            if bb and bb[i] and blocked_burn(opt) and pend.blocker >= 0 and _usable(su, a, e, opt):  # type: ignore[arg-type]
                out.append(Action(K_MODIFIER, actor=a, card=i, n=k))  # Power of One [obt]
                break
            if (opt.has(END_ACTION) or opt.has(O_WAKE)) \
                    and (known_prims(opt, BLOCKED_KNOWN) or blocked_recur_known(opt)) \
                    and _usable(su, a, e, opt):  # type: ignore[arg-type]
                out.append(Action(K_MODIFIER, actor=a, card=i, n=k))
                if not psycho:
                    break
    return out


_RECUR_ACTION = Prim(Op.RECUR, 1, int(Thing.ACTION))
_RECUR_EXTRA = (Prim(O_STEALTH, 1), Prim(O_LOCK, 1))
#: Modifiers ending a blocked action after which "vampires you control cannot perform the same
#: action again this turn", by VEKN id (Red Herring)
SAME_ACTION_ALL = frozenset({101573})


def blocked_recur_known(opt: Option) -> bool:
    """"Cancel the action and unlock this vampire ... if an action card was played, take it back
    in your hand (discard down afterward) [and this vampire gets +1 stealth during their next
    action this turn]" (Tangle Atropos' Hand [tem] / [TEM]); "[and lock the blocking minion]"
    (Red Herring [CHI]); played once the action is blocked."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return len(prims) in (3, 4) and prims[0] == Prim(END_ACTION, 1) and prims[1] == _UNLOCK_ONE \
        and prims[2] == _RECUR_ACTION and (len(prims) == 3 or prims[3] in _RECUR_EXTRA)


def ally_sleep_known(opt: Option) -> bool:
    """"Lock that ally and end the action" (Gift of Sleep [obe]), before block resolution."""
    return opt.prims == _ALLY_SLEEP


_ALLY_SLEEP = (Prim(O_LOCK, 1, int(WHO_ALLY)), Prim(END_ACTION, 1))


def blocked_burn(opt: Option) -> int:
    """"Only usable if this minion is blocked, before block resolution. The blocking minion burns
    N blood or life" (Power of One [obt]): N, else 0."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if len(prims) == 2 and prims[0] == _BLOCKED_WHEN and prims[1].op == Op.DAMAGE \
            and prims[1].arg == DMG_BLOOD | DMG_UNPREVENTABLE and not (prims[1].cond or prims[1].x):
        return prims[1].n
    return 0


_BLOCKED_WHEN = Prim(O_WHEN, int(When.BLOCKED))


def _blocked_burn_cards(su: GameSetup) -> bytes:
    """Per card instance: a modifier with a :func:`blocked_burn` option; empty when the game has
    none (memoized per setup)."""
    got = su.memo.get(("blocked_burn",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_modifier[i] and any(blocked_burn(o) for o in e.options) else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("blocked_burn",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def blocked_fails(opt: Option) -> bool:
    """"The block fails, and the action continues. The blocking minion cannot attempt to block
    this action again [and takes 1 unpreventable damage]" (Psychomachia [dai])."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return bool(prims) and prims[0] == Prim(O_BLOCK_FAILS, 1) and tuple(prims[1:]) in ((), (Prim(Op.DAMAGE, 1, 1),))


def _ally_or_younger(su: GameSetup, a: int, b: int) -> bool:
    """Blocker ``b`` is an ally or a vampire younger than the acting vampire ``a`` (rules 1.5)."""
    return bool(su.is_ally[b]) or (bool(su.is_vampire[b]) and bool(su.is_vampire[a]) and su.capacity[b] < su.capacity[a])


def _blocker_actions(s: GameState, pend: Pending) -> list[Action]:
    """The blocker's reactions before block resolution: a vampire about to enter combat with an
    acting younger vampire ends the action (Obedience); a vampire blocking an ally or a younger
    vampire ends it (Mental Maze)."""
    b = pend.blocker
    a = pend.actor
    su = s.setup
    if b < 0 or a < 0 or not su.is_vampire[b] or pend.kind == K_LEAVE_TORPOR:
        return []
    younger = su.is_vampire[a] and su.capacity[a] < su.capacity[b]  # rules 1.5: lower capacity
    if not younger and su.is_vampire[a]:
        return []
    q = controller_of(s, b)
    if q < 0:
        return []
    m = s.players[q]
    out: list[Action] = []
    ids = su.card_id
    ally = bool(su.is_ally[a])
    for i in distinct(su, [i for i in m.hand if (ids[i] in END_YOUNGER_ACTION and younger)
                            or ids[i] in END_BLOCKED_ACTION or (ally and ids[i] in ALLY_SLEEP)]):
        e = su.effect[i]
        if e is None or not can_afford(s, m, b, i) and not (
                _clan_discount(su, b, i) and blood_cost(su, b, i) - 1 <= s.blood[b]):
            continue
        sleep = ids[i] in ALLY_SLEEP  # Gift of Sleep: its [obe] option only
        for k, opt in enumerate(e.options):
            if opt.prims and (not sleep or ally_sleep_known(opt)) and _usable(su, b, e, opt):
                out.append(Action(K_REACTION, actor=b, card=i, n=k))
                break
    return out


def _clan_discount(su: GameSetup, v: int, i: int) -> int:
    """"This card costs Followers of Set 1 fewer blood" (Mental Maze): 1 for a Ministry vampire."""
    return 1 if su.card_id[i] == MENTAL_MAZE and "Ministry" in su.card[v].clans else 0


def not_black_hand_reduce(e: Effect, opt: Option) -> int:
    """The bleed a reaction of :data:`NOT_BLACK_HAND_REDUCE` reduces ("only usable when a vampire
    who is not Black Hand is bleeding you. Reduce the bleed amount by N"), else 0."""
    if e.card_id not in NOT_BLACK_HAND_REDUCE:
        return 0
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if len(prims) != 2 or prims[0] != Prim(O_WHEN, int(W_BLEED_AGAINST_YOU)) or prims[1].op != O_REDUCE_BLEED \
            or prims[1].x or prims[1].arg or prims[1].cond:
        return 0
    return prims[1].n


_FAIL = (Prim(O_WHEN, int(W_BLEED_AGAINST_YOU)), Prim(END_ACTION, 1))
_FAIL_LOCK = (Prim(O_WHEN, int(W_BLEED_AGAINST_YOU)), Prim(LOCK_SELF, 1), Prim(END_ACTION, 1)) \
    if LOCK_SELF is not None else ()


def fail_reaction(e: Effect, opt: Option) -> bool:
    """A reaction of :data:`FAIL_REACTIONS` whose option makes a bleed against you fail: "the
    action fails" (with "lock this vampire", and "the acting minion does not unlock as normal
    during their next unlock phase")."""
    if e.card_id not in FAIL_REACTIONS:
        return False
    prims = tuple(p for p in opt.prims if p.op is not O_REQUIRES)
    if CANNOT is not None and prims[-1:] == (Prim(CANNOT, 0, int(Restriction.UNLOCK)),):
        prims = prims[:-1]
    return prims == _FAIL or prims == _FAIL_LOCK


def unlock_reaction_known(e: Effect, opt: Option) -> bool:
    """A reaction of :data:`UNLOCK_REACTIONS` whose option is "unlock this vampire" (with "during
    a bleed against you" for Rat's Warning, and "1 optional press if they block")."""
    when = UNLOCK_REACTIONS.get(e.card_id)
    if when is None:
        return False
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if when == UNLOCK_BLEED:
        if not prims or prims[0] != Prim(O_WHEN, int(W_BLEED_AGAINST_YOU)):
            return False
        prims = prims[1:]
    if when == UNLOCK_ANY:
        return prims == [Prim(O_PAY_BLOOD, 1), _UNLOCK_ONE]  # "this vampire burns 1 blood to unlock"
    return prims in ([_UNLOCK_ONE], [_UNLOCK_ONE, Prim(O_PRESS, 1)])


def _reaction_flags(su: GameSetup, tag: str, ids: Collection[int]) -> bytes:
    """Per card instance: a reaction whose card id is in ``ids``; empty when none (memoized
    under ``(tag,)``, a fact of the cards alone)."""
    got = su.memo.get((tag,))
    if got is None:
        flags = bytes(1 if cid in ids and su.is_reaction[i] else 0 for i, cid in enumerate(su.card_id))
        got = su.memo[(tag,)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def _unlock_reaction_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction of :data:`UNLOCK_REACTIONS`; empty when none (memoized)."""
    return _reaction_flags(su, "unlock_reaction", UNLOCK_REACTIONS)


def _unlock_reaction_blocks(s: GameState, pend: Pending, m: Methuselah, v: int, toll: int, out: list[Action]) -> None:
    """Locked minion ``v`` unlocks with a reaction of :data:`UNLOCK_REACTIONS` to attempt to block."""
    su = s.setup
    flags = _unlock_reaction_cards(su)
    for i in distinct(su, [i for i in m.hand if flags[i]]):
        when = UNLOCK_REACTIONS[su.card_id[i]]
        if (when == UNLOCK_DIRECTED and not pend.directed) or (when == UNLOCK_BLEED and pend.kind != K_BLEED) or (
                when == UNLOCK_VAMPIRE_ACTING and (pend.actor < 0 or not su.is_vampire[pend.actor])):
            continue  # "during an action directed at you", "a bleed against you", "a vampire acting"
        e = su.effect[i]
        for k, opt in enumerate(e.options):  # type: ignore[union-attr]
            if unlock_reaction_known(e, opt) and _usable(su, v, e, opt):  # type: ignore[arg-type]
                if can_afford(s, m, v, i, k) and blood_cost(su, v, i) + played_blood(opt) + toll <= s.blood[v]:
                    out.append(Action(K_BLOCK, actor=v, card=i, n=k))
                break


def after_block_unlock_known(opt: Option) -> bool:
    """"Only usable by a locked vampire who has blocked, after block resolution. Unlock this
    vampire." (Cats' Guidance [ani])."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return len(prims) == 2 and prims[0] == _BLOCKS_WHEN and prims[1] == _UNLOCK_ONE


_BLOCKS_WHEN = Prim(O_WHEN, int(When.BLOCKED), 1)
_UNLOCK_ONE = Prim(O_UNLOCK_MINION, 1)


def _unlock_after_block_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction unlocking a vampire who has blocked after block resolution;
    empty when the game has none (memoized per setup)."""
    got = su.memo.get(("unlock_after_block",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_reaction[i] and any(after_block_unlock_known(o) for o in e.options) else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("unlock_after_block",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def _unlock_blocker_actions(s: GameState, pend: Pending) -> list[Action]:
    """After block resolution, the blocker, still ready and locked, may unlock with a card."""
    b = pend.blocker
    su = s.setup
    flags = _unlock_after_block_cards(su)
    q = controller_of(s, b) if b >= 0 else -1
    if not flags or q < 0 or b not in s.players[q].ready or not s.locked[b]:
        return []
    m = s.players[q]
    out: list[Action] = []
    for i in distinct(su, [i for i in m.hand if flags[i]]):
        e = su.effect[i]
        if (b, su.card_id[i]) in pend.played or not can_afford(s, m, b, i):
            continue
        for k, opt in enumerate(e.options):  # type: ignore[union-attr]
            if after_block_unlock_known(opt) and _usable(su, b, e, opt):  # type: ignore[arg-type]
                out.append(Action(K_REACTION, actor=b, card=i, n=k))
                break
    return out


def x_bleed(e: Effect, opt: Option) -> int:
    """The largest X of "+X bleed, X blood" (Monkey Wrench): +bleed and blood both paid as X,
    requirements, nothing else; 0 for another option."""
    top = X_BLEED_MAX.get(e.card_id, 0)
    if not top or not any(p.op == O_PLUS_BLEED for p in opt.prims):
        return 0
    for p in opt.prims:
        if not ((p.op == O_PLUS_BLEED or p.op == O_PAY_BLOOD) and p.x == 1 and not p.n and not p.cond) \
                and p.op is not O_REQUIRES:
            return 0
    return top


def edge_bleed(opt: Option) -> bool:
    """"Burn the Edge to get +1 bleed" (Leverage): the Edge as a cost, +bleed, requirements."""
    return any(p.op == O_EDGE and p.n == -1 for p in opt.prims) and any(p.op == O_PLUS_BLEED for p in opt.prims) \
        and all((p.op == O_EDGE and p.n == -1 and not (p.arg or p.cond))
                or (p.op == O_PLUS_BLEED and p.n > 0 and not (p.x or p.cond)) or p.op is O_REQUIRES
                for p in opt.prims)


def _modifier_actions(s: GameState, pend: Pending) -> list[Action]:
    """Action modifiers the acting minion can play once blocks are declined (rules 1.6.3.2):
    +bleed for a bleed (one limited modifier, V5)."""
    if pend.kind != K_BLEED:
        return []
    m = s.players[s.current]
    su = s.setup
    a = pend.actor
    out: list[Action] = []
    owed: int | None = None  # owed_blood, read for the first card that needs it
    bm = su.bleed_mod if not pend.flags & NO_MODIFIERS else bytes(len(su.bleed_mod))
    for i in m.hand:
        if not bm[i]:
            continue
        e = su.effect[i]
        if e is None or e.mode != M_MODIFIER or not su.modeled[i]:
            continue
        cid = su.card_id[i]
        if cid in OTHER_BLEED:
            if cid not in pend.modifiers and not pend.limited:
                _other_bleed_uses(s, m, a, i, out)
            continue
        if cid in pend.modifiers:
            continue
        if owed is None:
            owed = owed_blood(s, pend)
        if blood_cost(su, a, i) + owed > s.blood[a] or e.pool_cost > m.pool:
            continue
        for k, opt in enumerate(e.options):
            top = x_bleed(e, opt) if su.card_id[i] in X_BLEED_MAX else 0
            if top:
                # "+X bleed (limited)", X blood: one action per X the vampire can pay
                if not ((pend.limited and any(p.arg == 1 for p in opt.prims if p.op == O_PLUS_BLEED))
                        or not _usable(su, a, e, opt)):
                    for x in range(1, min(top, s.blood[a] - blood_cost(su, a, i) - owed) + 1):
                        out.append(Action(K_MODIFIER, actor=a, card=i, target=x, n=k))
                break
            bleed = 0
            limited = False
            ok = True
            for p in (opt.prims[:-3] if counter_unlock(opt) else opt.prims):
                if p.op == O_REMOVE_FROM_GAME and cid in ASH_BLEED and not (p.x or p.cond):
                    # "remove N cards in the target Methuselah's ash heap from the game"
                    ok = ok and len(s.players[pend.target_p].ash) >= p.n
                elif p.op == O_EDGE:
                    ok = ok and edge_bleed(opt) and s.edge == s.current  # "burn the Edge": holding it
                elif p.x:
                    ok = False  # an X amount: the rules choose no X
                elif p.op == O_PLUS_BLEED:
                    if p.cond and s.players[pend.target_p].pool > p.cond:
                        continue
                    bleed += p.n
                    limited = limited or p.arg == 1
                elif p.op == O_MINUS_INTERCEPT and p.arg == Who.CORRUPTED:
                    continue  # Sense the Sin [DAI]: no block attempt is left to lose intercept
                elif p.op != O_STEALTH and p.op is not O_REQUIRES:
                    ok = False
            if not ok or bleed <= 0 or (limited and pend.limited) or not _usable(su, a, e, opt):
                continue
            out.append(new_tuple(Action, (K_MODIFIER, a, i, -1, k)))
            break  # the best playable level of this card
    if su.any_lend and su.infernal[a]:
        # "The Horde can lock to give another acting infernal minion +1 bleed" (rules 6.1.1)
        lend = su.lend_bleed
        for v in m.ready:
            if lend[v] and v != a and not s.locked[v]:
                out.append(Action(K_LEND, actor=v, target=a))
    if su.any_discard_bleed and su.discard_bleed[a] is not None:
        out.extend(discard_for_actions(su, m, a, su.discard_bleed[a][1]))  # type: ignore[index]
    rep = su.blood_bleed_rep[a]
    if su.blood_bleed[a] and s.blood[a] >= 1 + (owed_blood(s, pend) if rep else 0) and (
            rep == 2 or (a, BLEED_USED) not in (s.used if rep == 0 else pend.played)):
        out.append(Action(K_LEND, actor=a, target=a, n=1))  # Francisco: 1 blood for +1 bleed, once a turn
    return out


def _other_bleed_uses(s: GameState, m: Methuselah, a: int, i: int, out: list[Action]) -> None:
    """"Only usable during a bleed action by a ready unlocked vampire other than the acting
    minion. The acting minion gets +1 bleed (limited)"; [DOM] "usable by a ready locked vampire"
    (Empowering the Puppet King): the first of ``m``'s vampires able to play it."""
    su = s.setup
    e = su.effect[i]
    if e is None or e.pool_cost:
        return
    locked_level = OTHER_BLEED[su.card_id[i]]
    for v in m.ready:
        if v == a or not su.is_vampire[v] or blood_cost(su, v, i) > s.blood[v]:
            continue
        for k, opt in enumerate(e.options):
            if (not s.locked[v] or opt.level == locked_level) and known_prims(opt, BLEED_MOD_OPS) \
                    and _usable(su, v, e, opt):
                out.append(Action(K_MODIFIER, actor=v, card=i, n=k))
                return


def _modifiers_done(s: GameState, pend: Pending) -> None:
    if pend.kind == K_BLEED and pend.target_p >= 0 and not s.players[pend.target_p].passive:
        pend.stage = REACTIONS
        pend.decider = pend.target_p
    else:
        _resolve(s, pend)


def _reaction_actions(s: GameState, pend: Pending) -> list[Action]:
    """The bled Methuselah's reactions once blocks are declined: redirecting the bleed to
    another Methuselah (Deflection), reducing it (Telepathic Counter: ``target`` -1, by the
    vampire able to reduce it most), Archon Investigation on a bleed of 4 or more."""
    q = pend.target_p
    m = s.players[q]
    su = s.setup
    out: list[Action] = []
    flags = _reduce_bleed_cards(su)
    reducers = [i for i in m.hand if flags[i]] if flags and pend.bleed > 0 else None
    if reducers:
        for i in distinct(su, reducers):
            best, best_n = -1, 0
            for v in m.ready:
                if not can_react(s, v) or (v, su.card_id[i]) in pend.played:
                    continue
                k = best_option(su, v, i, O_REDUCE_BLEED)
                if k < 0 and su.card_id[i] in NOT_BLACK_HAND_REDUCE:
                    act = pend.actor  # Truth in Ink: only against a vampire who is not Black Hand
                    e = su.effect[i]
                    if act >= 0 and su.is_vampire[act] and not su.req_bits[act] >> Req.BLACK_HAND & 1:
                        k = next((k for k, o in enumerate(e.options)  # type: ignore[union-attr]
                                  if not_black_hand_reduce(e, o) and _usable(su, v, e, o)), -1)  # type: ignore[arg-type]
                if k >= 0 and s.locked[v] and LOCK_SELF is not None and su.effect[i].options[k].has(LOCK_SELF):  # type: ignore[union-attr]
                    continue  # a woken locked vampire cannot lock to play it (rules 1.6.3)
                if k >= 0 and can_afford(s, m, v, i, k):
                    n = max_amount(su.effect[i].options[k], O_REDUCE_BLEED)  # type: ignore[union-attr]
                    if n > best_n:
                        best, best_n = new_tuple(Action, (K_REACTION, v, i, -1, k)), n
            if best_n:
                out.append(best)  # type: ignore[arg-type]
    fails = _fail_cards(su)
    if fails and pend.bleed > 0 and any(fails[i] for i in m.hand):
        _fail_reaction_actions(s, pend, m, out)
    if masters.BURN_REDUCE in su.master_kinds and pend.bleed > 0 and m.in_play:
        masters.reaction_uses(s, m, out)  # Dummy Corporation
    rc = su.redirect_card
    redirects = [i for i in m.hand if rc[i]]
    if redirects:
        others = [r for r in s.alive() if r != q and r != s.current and not s.players[r].passive]
        if others:
            for i in distinct(su, redirects):
                for v in m.ready:
                    if not su.is_vampire[v] or not can_react(s, v) or (v, su.card_id[i]) in pend.played:
                        continue
                    if su.imbued is not None and su.imbued.is_imbued[v]:
                        continue  # an imbued's redirection is Determine's own (imbued.determine_redirects)
                    k = best_option(su, v, i, O_REDIRECT_BLEED)
                    if k >= 0 and can_afford(s, m, v, i, k):
                        for r in others:
                            out.append(Action(K_REACTION, actor=v, card=i, target=r, n=k))
                        break
    if su.any_redirect_master:
        out.extend(_redirect_master_actions(s, pend, m))
    if su.imbued is not None and su.imbued.any_determine:
        imbued.determine_redirects(s, pend, m, out)
    if su.any_bleed_shield and pend.bleed > 0:
        a = pend.actor
        for v in m.ready:
            if su.bleed_shield[v] and s.blood[v] >= 1 and (v, su.card_id[v]) not in pend.played and a >= 0 \
                    and (not su.is_vampire[a] or su.capacity[a] < su.capacity[v]):
                out.append(Action(K_USE, actor=v, card=v))  # Greta: bled by an ally or a younger vampire
    if pend.bleed >= 4 and not m.oot_debt:
        for i in m.hand:
            if su.card_id[i] == ARCHON_INVESTIGATION:
                out.append(Action(K_CANCEL, card=i))
                break
    return out


def _redirect_master_actions(s: GameState, pend: Pending, m: Methuselah) -> list[Action]:
    """"Once each turn during a bleed against you, if Aksinya is ready and unlocked, you may
    discard a master card from your hand to redirect the bleed to any other Methuselah" (her
    text): ``n=-1``, ``card`` the master card discarded (one per distinct card), ``target`` the new
    target, not the acting Methuselah, who cannot be bled by his own minion (rules 6.1.1)."""
    su = s.setup
    rm = su.redirect_master
    for v in m.ready:
        if rm[v] and not s.locked[v] and (v, LEFT_ACTION - K_REACTION) not in s.used:
            break
    else:
        return []
    masters = distinct(su, [i for i in m.hand if CardType.MASTER in su.card[i].types])
    if not masters:
        return []
    q = pend.target_p
    others = [r for r in s.alive() if r != q and r != s.current and not s.players[r].passive]
    return [new_tuple(Action, (K_REACTION, v, i, r, -1)) for i in masters for r in others]


def _redirect_master(s: GameState, pend: Pending, action: Action) -> None:
    """Aksinya's redirection: the master card discarded and replaced (rules 1.6.1.2), once this
    turn; the vampire does not lock; the new target may block the bleed, now directed at it
    (rules 6.2.2.1)."""
    m = s.players[pend.target_p]
    m.hand.remove(action.card)
    m.ash.append(action.card)
    replace_cards(s, m)
    s.used.add((action.actor, LEFT_ACTION - K_REACTION))
    s.stats[7] += 1
    pend.target_p = action.target
    pend.block_order = [action.target]
    pend.blocker = -1
    pend.intercept = 0
    pend.stage = BLOCKS


def _fail_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction of :data:`FAIL_REACTIONS`; empty when none (memoized)."""
    return _reaction_flags(su, "fail_reactions", FAIL_REACTIONS)


def _fail_reaction_actions(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
    """A reaction making the bleed against ``m`` fail (:data:`FAIL_REACTIONS`), by a ready
    vampire able to play it: once each action per card name ("only one Hide the Heart can be
    played at [val] each action"); Faerie Wards against an ally or a younger vampire only."""
    su = s.setup
    a = pend.actor
    if a < 0:
        return
    fails = _fail_cards(su)
    for i in distinct(su, [i for i in m.hand if fails[i]]):
        cid = su.card_id[i]
        if any(c == cid for _, c in pend.played):
            continue
        e = su.effect[i]
        assert e is not None
        for v in m.ready:
            if not su.is_vampire[v] or not can_react(s, v):
                continue
            if cid in ALLY_OR_YOUNGER_DIRECTED and not _ally_or_younger(su, v, a):
                continue  # rules 1.5: an ally, or a vampire of a higher generation
            if cid == THE_MOLE and not (su.is_vampire[a] and su.capacity[a] < su.capacity[v]
                                        and _non_anarch_acting(su, pend)):
                continue  # The Mole [dom]: "being bled by a younger vampire" (rules 1.5), not an anarch
            k = next((k for k, o in enumerate(e.options) if fail_reaction(e, o) and _usable(su, v, e, o)), -1)
            if k < 0 or (s.locked[v] and LOCK_SELF is not None and e.options[k].has(LOCK_SELF)):
                continue  # a woken locked vampire cannot lock to play it (rules 1.6.3)
            if can_afford(s, m, v, i, k):
                out.append(new_tuple(Action, (K_REACTION, v, i, -1, k)))
                break


def _reduce_bleed_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction reducing a bleed against you; empty when the game has none
    (memoized per setup)."""
    got = su.memo.get(("reduce_bleed",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_reaction[i] and any(o.has(O_REDUCE_BLEED) for o in e.options) else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("reduce_bleed",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def _after_actions(s: GameState, pend: Pending) -> list[Action]:
    """"Only usable after action resolution" modifiers: unlock the acting minion (Freak Drive;
    after an unsuccessful action Zephyr, by another vampire Seraph's Second: after.py)."""
    if not pend.succeeded:
        if after.flags(s):
            out = []
            after.uses(s, pend, s.players[s.current], out)
            return out
        return []
    m = s.players[s.current]
    su = s.setup
    out: list[Action] = _margin_actions(s, m, pend) if pend.margin > 0 else []
    if after.flags(s):
        after.uses(s, pend, m, out)
    if su.imbued is not None:
        imbued.after_uses(s, pend, m, out)  # Vigilance: unlock this imbued
    if pend.kind == K_HUNT and masters.LOCK_INTERCEPT in su.master_kinds and m.in_play:
        masters.hunt_uses(s, pend, out)  # The Anarch Free Press: 1 blood after a successful hunt
    um = su.unlock_mod
    for i in m.hand:
        if um[i]:
            break
    else:
        return out
    a = pend.actor
    if a not in m.ready or not s.locked[a]:
        return out
    for i in m.hand:
        e = su.effect[i]
        if e is None or e.mode != M_MODIFIER or not su.modeled[i]:
            continue
        if su.card_id[i] in pend.modifiers or blood_cost(su, a, i) > s.blood[a] or e.pool_cost > m.pool:
            continue
        for k, opt in enumerate(e.options):
            if opt.has(O_UNLOCK) and known_prims(opt, UNLOCK_MOD_OPS) and _usable(su, a, e, opt):
                out.append(new_tuple(Action, (K_MODIFIER, a, i, -1, k)))
                break
    return out


def _margin_actions(s: GameState, m: Methuselah, pend: Pending) -> list[Action]:
    """After a political action whose referendum passed: modifiers giving the acting vampire
    blood for the margin (Voter Captivation; one copy each action, rules 1.6.3.2)."""
    su = s.setup
    a = pend.actor
    out: list[Action] = []
    if a not in m.ready:
        return out
    for i in distinct(su, m.hand):
        e = su.effect[i]
        if e is None or e.mode != M_MODIFIER or su.card_id[i] in pend.modifiers:
            continue
        for k, opt in enumerate(e.options):  # the best option first
            if opt.has(_OP_MARGIN_BLOOD) and known_prims(opt, MARGIN_OPS) and _usable(su, a, e, opt) \
                    and can_afford(s, m, a, i, k):
                out.append(Action(K_MODIFIER, actor=a, card=i, n=k))
                break
    return out


MARGIN_OPS = frozenset({Op.MARGIN_BLOOD, Op.REQUIRES})


# -- out-of-turn cancels (rules 1.6.2.4) ----------------------------------------------------


def _cancellers(s: GameState, card: int, player: int) -> list[int]:
    """Methuselahs who hold an out-of-turn master able to cancel ``card`` played by ``player``,
    in turn order from the player; not on their own turn, one on account of each master phase."""
    su = s.setup
    has = su.memo.get(("has_cancel",))
    if has is None:
        ids = CANCEL_MINION_CARD | CANCEL_MASTER_CARD
        has = su.memo[("has_cancel",)] = any(cid in ids for cid in su.card_id)
    if not has:
        return []
    master = su.is_master[card]
    out = []
    for q in s.alive():
        if q == player or q == s.current or s.players[q].oot_debt or s.players[q].passive:
            continue
        for i in s.players[q].hand:
            cid = su.card_id[i]
            if (not master and cid in CANCEL_MINION_CARD) or (master and cid in CANCEL_MASTER_CARD and (
                    cid != WASH or player in (s.prey(q), s.predator(q)))):
                out.append(q)
                break
    return out


def _cancel_actions(s: GameState, pend: Pending) -> list[Action]:
    q = pend.cancel_order[0] if pend.cancel_order else -1
    if q < 0:
        return []
    su = s.setup
    master = su.is_master[pend.card]
    seen: set[int] = set()
    out = []
    if su.imbued is not None and su.imbued.any_determine and not master:
        out = imbued.determine_actions(s, pend, q)  # Determine, played by a reacting imbued
    for i in s.players[q].hand:
        cid = su.card_id[i]
        if cid in seen:
            continue
        seen.add(cid)
        if (not master and cid in CANCEL_MINION_CARD) or (master and cid in CANCEL_MASTER_CARD):
            e = su.effect[i]
            if e is not None and e.pool_cost <= s.players[q].pool and not s.players[q].oot_debt:
                out.append(Action(K_CANCEL, card=i))
    return out


def _cancel_step(s: GameState, pend: Pending) -> bool:
    while pend.cancel_order:
        q = pend.cancel_order[0]
        if _cancel_actions(s, pend):
            pend.decider = q
            return True
        pend.cancel_order.pop(0)
    _cancel_window_closed(s, pend)
    return False


def _cancel_window_closed(s: GameState, pend: Pending) -> None:
    """Nobody cancelled: a master card resolves; an action goes on to blocks."""
    if pend.kind == K_PLAY_MASTER:
        s.pending = None
        _resolve_master(s, Action(K_PLAY_MASTER, actor=pend.actor, card=pend.card, target=pend.target, n=pend.option))
        return
    pend.stage = BLOCKS if pend.block_order else AFTER_BLOCKS
    pend.decider = s.current


#: memo tag (GameSetup.memo key ``(vampire, 0, tag)``): the transfer actions onto that vampire
TRANSFERS_TAG = 5001


def _influence_actions(s: GameState) -> list[Action]:
    """Rules 7: transfers, bringing vampires into play, influence-phase uses of cards in play."""
    m = s.players[s.current]
    su = s.setup
    blood = s.blood
    cap = su.capacity
    out: list[Action] = []
    t = s.transfers
    memo_get = su.memo.get
    for v in m.uncontrolled:
        b = blood[v]
        if b >= cap[v]:
            out.append(new_tuple(Action, (K_INFLUENCE, -1, -1, v, 0)))
            if su.convert[v]:
                _convert_actions(s, m, v, out)
            elif su.share_blood[v] and any(su.harbinger[w] and blood[w] < cap[w] for w in m.uncontrolled if w != v):
                out.append(new_tuple(Action, (K_INFLUENCE, -1, -1, v, 3)))  # Erlik shares his blood
        room = min(t, cap[v] - b, m.pool)
        if room > 0:
            # the transfers of 1 to its capacity onto ``v`` (immutable: built once per setup)
            moves = memo_get((v, 0, TRANSFERS_TAG))
            if moves is None:
                moves = su.memo[(v, 0, TRANSFERS_TAG)] = tuple(
                    new_tuple(Action, (K_TRANSFER, -1, -1, v, n)) for n in range(1, cap[v] + 1))
            out += moves[:room]  # type: ignore[index]
        if t >= 2 and b > 0:
            out.append(new_tuple(Action, (K_RETRIEVE, -1, -1, v, 0)))
    if t >= 4 and m.crypt and m.pool >= 1:
        out.append(new_tuple(Action, (K_CRYPT_DRAW, -1, -1, -1, 0)))
    if su.any_fetch:
        _fetch_actions(s, m, out)
    if su.imbued is not None:
        imbued.influence_actions(s, m, out)  # Paul Moreton: a counter to an uncontrolled imbued
    ib = su.influence_blood  # (a card without it lists nothing here)
    for j in m.in_play:
        if not ib[j] or s.locked[j]:
            continue
        e = su.effect[j]
        if e is None or not e.options:
            continue
        for p in e.options[0].prims:
            if p.op == O_INFLUENCE_BLOOD:
                for v in m.uncontrolled:
                    if _target_ok(s, p.arg, p.cond, e.target_clan, -1, v):
                        out.append(new_tuple(Action, (K_USE, -1, j, v, 0)))
    if masters.MORTALITY in su.master_kinds:
        masters.mortality_uses(s, m, out)  # Memories of Mortality burned, its vampire to torpor
    if masters.INFLUENCE_KINDS & su.master_kinds and m.in_play and masters.influence_actions(s, m, out):
        out.append(_MANDATORY)
    return out


def _convert_actions(s: GameState, m: Methuselah, v: int, out: list[Action]) -> None:
    """Anarch Convert, ``v``: "as the convert enters play, you can remove him from the game to
    make a non-titled vampire you control Anarch and either gain 1 pool (n=1) or draw 1 card from
    your crypt (n=2)". The sect of a vampire is fixed for the game here, so the vampire made
    Anarch (``actor``) is one already Anarch: the sect change changes nothing and the rest of the
    text applies in full."""
    su = s.setup
    for w in (*m.ready, *m.torpor):
        if su.is_vampire[w] and su.sect[w] == "Anarch" and not su.title[w] and w not in s.title_votes:
            out.append(new_tuple(Action, (K_INFLUENCE, w, -1, v, 1)))
            if m.crypt:
                out.append(new_tuple(Action, (K_INFLUENCE, w, -1, v, 2)))
            return


def _convert(s: GameState, v: int, n: int) -> None:
    """Anarch Convert removed from the game as it enters play: its blood is burned
    (rules 1.1.2), then 1 pool or the top card of the crypt to the uncontrolled region (rules 7)."""
    m = s.players[s.current]
    m.uncontrolled.remove(v)
    s.blood[v] = 0
    m.removed.append(v)
    if n == 1:
        m.pool += 1
    elif m.crypt:
        m.uncontrolled.append(m.crypt.pop())


def _share_blood(s: GameState, v: int) -> None:
    """Erlik, having entered play: "you can distribute up to 5 blood from him to any of your
    uncontrolled Harbingers of Skulls", first to those nearest to their capacity (rules 7)."""
    m = s.players[s.current]
    su = s.setup
    if v not in m.ready:
        return  # contested or burned as it came in
    left = min(su.share_blood[v], s.blood[v])
    for w in sorted((w for w in m.uncontrolled if su.harbinger[w]), key=lambda w: su.capacity[w] - s.blood[w]):
        k = min(left, su.capacity[w] - s.blood[w])
        if k > 0:
            s.blood[w] += k
            s.blood[v] -= k
            left -= k


def _fetch_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Antonio d'Erlette: while ready, 4 transfers put a mage ally he could play from your
    library or hand in play, its cost paid as normal (without the last pool)."""
    su = s.setup
    for v in m.ready:
        n = su.fetch_mage[v]
        if not n or s.transfers < n:
            continue
        seen: set[int] = set()
        for i in m.hand + m.library:
            cid = su.card_id[i]
            if not su.is_mage[i] or cid in seen:
                continue
            seen.add(cid)
            e = su.effect[i]
            if e is not None and _action_options(su, v, i) and e.pool_cost < m.pool \
                    and blood_cost(su, v, i) <= s.blood[v] and not (e.unique and controls_same(s, m, i)):
                out.append(Action(K_FETCH, actor=v, card=i))


def _fetch(s: GameState, action: Action) -> None:
    """Put the mage ally in play with its starting life, paying its cost; the library is
    shuffled when the ally came from it."""
    m = s.players[s.current]
    su = s.setup
    v, i = action.actor, action.card
    n = su.fetch_mage[v]
    s.transfers -= n
    s.transfers_used += n
    if i in m.hand:
        m.hand.remove(i)
    else:
        m.library.remove(i)
        order = s.rng.permutation(len(m.library))
        lib = m.library
        m.library = [lib[k] for k in order]
    e = su.effect[i]
    assert e is not None
    cost = blood_cost(su, v, i)
    if cost:
        s.blood[v] = max(0, s.blood[v] - cost)
    s.blood[i] = e.life
    if not (su.is_unique[i] and contest(s, s.current, i)):
        m.ready.append(i)
        s.locked[i] = 0
    if e.pool_cost:
        burn_pool(s, s.current, e.pool_cost)


def _has_influence_choice(s: GameState) -> bool:
    """Cheap test that ``_influence_actions`` is not empty."""
    m = s.players[s.current]
    su = s.setup
    if su.any_fetch and s.transfers and any(su.fetch_mage[v] for v in m.ready):
        fetch: list[Action] = []
        _fetch_actions(s, m, fetch)
        if fetch:
            return True
    cap = su.capacity
    blood = s.blood
    t = s.transfers
    for v in m.uncontrolled:
        b = blood[v]
        if b >= cap[v] or (t >= 1 and m.pool >= 1) or (t >= 2 and b > 0):
            return True
    if t >= 4 and m.crypt and m.pool >= 1:
        return True
    if masters.INFLUENCE_KINDS & su.master_kinds and m.in_play and masters.has_influence_use(s, m):
        return True
    if masters.MORTALITY in su.master_kinds:
        uses: list[Action] = []
        masters.mortality_uses(s, m, uses)
        if uses:
            return True
    ib = su.influence_blood
    return any(ib[j] and not s.locked[j] for j in m.in_play) and bool(m.uncontrolled) and bool(_influence_actions(s))


def _put_back_actions(s: GameState) -> list[Action]:
    """The cards of the current Methuselah's hand it may move (one per card name): discarding
    down after "draw N cards (discard afterward)" (rules 1.6.1.2), or to the bottom of the
    library (Heart of Nizchetus)."""
    su = s.setup
    seen: set[int] = set()
    out = []
    if s.put_back_to == 2:
        return _recur_actions(s)
    if s.put_back_to == 3:
        # the prey's card the current Methuselah discards (Revelations)
        return [Action(K_DISCARD, card=i, n=4) for i in distinct(su, s.players[s.recur[1]].hand)]
    if s.put_back_to == 5:
        # a card of its own hand a Methuselah discards down (Infernal Pursuit, maybe out of turn)
        return [Action(K_DISCARD, card=i, n=6) for i in distinct(su, s.players[s.recur[1]].hand)]
    if s.put_back_to == ARRANGE_TO:
        # the top cards still to order (Maris Streck): the one chosen goes under the others
        lib = s.players[s.current].library
        return [Action(K_DISCARD, card=i, n=ARRANGE_N) for i in distinct(su, lib[len(lib) - s.put_back:])]
    for i in s.players[s.current].hand:
        cid = su.card_id[i]
        if cid not in seen:
            seen.add(cid)
            out.append(Action(K_DISCARD, card=i, n=1 + s.put_back_to))
    return out


def _recur_actions(s: GameState) -> list[Action]:
    """Library cards of the current Methuselah's ash heap (one per card name, not the action
    card moving them) it may move to the top of its library."""
    su = s.setup
    seen: set[int] = set()
    out = []
    skip = s.recur[0]
    for i in s.players[s.current].ash:
        cid = su.card_id[i]
        if i != skip and not su.is_crypt[i] and cid not in seen:
            seen.add(cid)
            out.append(Action(K_DISCARD, card=i, n=3))
    return out


def _recur(s: GameState, m: Methuselah, card: int, n: int, then_discard: int) -> None:
    """Start moving ``n`` library cards of ``m``'s ash heap to the top of its library, one
    decision each; then ``then_discard`` cards at random from hand, drawing as many afterward."""
    su = s.setup
    k = sum(1 for i in m.ash if i != card and not su.is_crypt[i])
    s.recur = (card, then_discard)
    s.put_back, s.put_back_to = min(n, k), 2
    if not s.put_back:
        _recur_done(s, m)


def _from_ash(s: GameState, m: Methuselah, v: int, to: int) -> None:
    """Possession: vampire ``v`` of ``m``'s ash heap to the uncontrolled region, or to the ready
    region with 1 blood (rules 7: as an influenced vampire, unique ones contested, rules 4.1)."""
    if v not in m.ash:
        return  # gone meanwhile
    m.ash.remove(v)
    m.uncontrolled.append(v)
    s.blood[v] = 0
    if to == ASH_TO_READY:
        s.blood[v] = 1  # "with 1 blood"
        _influence(s, v)


def _recur_done(s: GameState, m: Methuselah) -> None:
    """The cards are moved: discard the owed cards at random, then draw as many (rules 1.6.1.2)."""
    n = min(s.recur[1], len(m.hand))
    s.recur = (-1, 0)
    s.put_back_to = 0
    if n:
        for k in sorted(s.rng.choice(len(m.hand), size=n, replace=False).tolist(), reverse=True):
            m.ash.append(m.hand.pop(k))
        draw_cards(m, n)


def _discard_actions(s: GameState) -> list[Action]:
    """Rules 8: discard one card and draw; a vampire's "unlock another ready Lasombra", "burn
    the Edge to unlock", Carlton Van Wyk's burning of a diablerist."""
    su = s.setup
    if not (su.any_edge_use or su.any_pool_use or su.any_toggle or (su.any_burn_diablerist and s.diablerists)):
        return _discard_cards(s)
    out: list[Action] = []
    if su.any_edge_use or su.any_pool_use:
        out += edge_actions(s, DISCARD)
    if su.any_burn_diablerist and s.diablerists:
        out += _burn_diablerist_actions(s)
    if su.any_toggle:
        out += toggle_actions(s, DISCARD)
    return out + _discard_cards(s)


def _burn_diablerist_actions(s: GameState) -> list[Action]:
    """Carlton Van Wyk: "during your discard phase, you can burn Carlton to burn a vampire who
    has committed diablerie since your last turn" (its last diablerie less than a table turn ago:
    one turn for each Methuselah still in)."""
    m = s.players[s.current]
    since = s.turn - len(s.alive())
    out = []
    for c in m.ready:
        if s.setup.burn_diablerist[c]:
            for v, t in s.diablerists.items():
                if t > since:
                    q = controller_of(s, v)
                    if q >= 0 and (v in s.players[q].ready or v in s.players[q].torpor):
                        out.append(Action(K_BURN_DIABLERIST, actor=c, target=v))
    return out


def _discard_cards(s: GameState) -> list[Action]:
    su = s.setup
    out: list[Action] = []
    if masters.DISCARD_USE_KINDS & su.master_kinds:
        masters.discard_uses(s, s.players[s.current], out)  # Scourge of the Enochians, Metro Underground
    if not s.discard_actions:
        return out
    seen: set[int] = set()
    ms = su.master_shape
    cid_of = su.card_id
    for i in s.players[s.current].hand:
        cid = cid_of[i]
        if cid not in seen:
            seen.add(cid)
            out.append(new_tuple(Action, (K_DISCARD, -1, i, -1, 0)))
            if ms[i] is not None and ms[i][0] in masters.EVENT_KINDS and cid not in s.once_per_game:  # type: ignore[index]
                out.append(new_tuple(Action, (K_PLAY_EVENT, -1, i, -1, 0)))  # rules 1.6.4: each event once per game
    return out


# ---------------------------------------------------------------------------------------------
# Applying actions


def apply_checked(state: GameState, action: Action) -> None:
    """Apply ``action`` after checking it is legal; raises RulesError otherwise."""
    if state.terminal:
        raise RulesError(f"the game is over: no action is legal, {action!r} included")
    legal = legal_actions(state)
    if action not in legal:
        raise RulesError(
            f"illegal action {action!r} in phase {Phase(state.phase).name.lower()}: "
            f"choose one of legal_actions(state) ({len(legal)} now)"
        )
    apply(state, action)


def apply(state: GameState, action: Action) -> None:
    """Apply a legal action (trusted, unchecked) and advance to the next decision."""
    s = state
    s.legal = None
    kind = action.kind
    if s.combat is not None and not s.put_back:
        combat.apply(s, action)
        _advance(s)
        return
    if s.referendum is not None:
        politics.apply(s, action)
        _advance(s)
        return
    pend = s.pending
    # (the most frequent kinds tested first: a game's ~300 actions here go through the tests
    # above theirs; the branches of one kind keep their order)
    if kind == K_PASS:
        if pend is not None:
            _pass_pending(s, pend)
        else:
            _next_phase(s)
    elif kind == K_DIABLERIZE and pend is not None:
        diablerie(s, action.actor, action.target)  # a blocked leave-torpor action (rules 6.5.2)
        if s.pending is pend:
            pend.stage = AFTER_RESOLUTION
            pend.decider = s.current
    elif kind in _DECLARED:
        _declare(s, action)
    elif kind == K_TRANSFER:
        s.transfers -= action.n
        s.transfers_used += action.n
        s.blood[action.target] += action.n
        burn_pool(s, s.current, action.n)
    elif kind == K_BLOCK:
        _block(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_USE:
        _use(s, action)
    elif kind == K_DISCARD:
        m = s.players[s.current]
        if action.n == 6:
            q = s.players[s.recur[1]]  # discarding down after Infernal Pursuit's draw
            q.hand.remove(action.card)
            q.ash.append(action.card)
            s.put_back -= 1
            if not s.put_back:
                s.put_back_to, s.recur = 0, (-1, 0)
        elif action.n == 4:
            # a card of the prey's hand, discarded; the prey draws to its hand size (rules 1.6.1.2)
            q = s.players[s.recur[1]]
            q.hand.remove(action.card)
            q.ash.append(action.card)
            draw_cards(q, 1)
            s.put_back, s.put_back_to, s.recur = 0, 0, (-1, 0)
        elif action.n == ARRANGE_N:
            # Maris Streck: the chosen card of the top ones goes under those still to order; the
            # last one is left on top
            lib = m.library
            lib.remove(action.card)
            lib.insert(len(lib) - (s.put_back - 1), action.card)
            s.put_back -= 1
            if s.put_back <= 1:
                s.put_back, s.put_back_to = 0, 0
        elif action.n == 3:
            # a library card from the ash heap to the top of the library (Sudario Refraction)
            m.ash.remove(action.card)
            m.library.append(action.card)
            s.put_back -= 1
            if not s.put_back:
                _recur_done(s, m)
        elif action.n:
            m.hand.remove(action.card)
            # moving a card after a draw: to the ash heap or the bottom of the library
            if action.n == 2:
                m.library.insert(0, action.card)
            else:
                m.ash.append(action.card)
            s.put_back -= 1
        else:
            m.hand.remove(action.card)
            m.ash.append(action.card)
            replace_cards(s, m)
            s.discard_actions -= 1
            if s.setup.any_recycle:
                s.discarded += (action.card,)
    elif kind == K_MODIFIER:
        _play_modifier(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_PLAY_MASTER:
        _play_master(s, action)
    elif kind == K_INFLUENCE:
        if action.n == 3:
            _influence(s, action.target)
            _share_blood(s, action.target)
        elif action.n:
            _convert(s, action.target, action.n)
        else:
            _influence(s, action.target)
    elif kind == K_REACTION:
        if action.n < 0:
            _redirect_master(s, pend, action)  # type: ignore[arg-type]
        else:
            _play_reaction(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_CANCEL:
        _play_cancel(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_INTERPOSE:
        _interpose(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_RETRIEVE:
        s.transfers -= 2
        s.transfers_used += 2
        s.blood[action.target] -= 1
        s.players[s.current].pool += 1
    elif kind == K_CRYPT_DRAW:
        m = s.players[s.current]
        s.transfers -= 4
        s.transfers_used += 4
        m.uncontrolled.append(m.crypt.pop())
        burn_pool(s, s.current, 1)
    elif kind == K_FETCH:
        _fetch(s, action)
    elif kind == K_UNLOCK_ABILITY:
        _unlock_ability(s, action)
    elif kind == K_TOGGLE:
        _toggle(s, action)
    elif kind == K_EDGE:
        _edge_use(s, action)
    elif kind == K_BURN_DIABLERIST:
        burn_minion(s, action.actor)
        burn_minion(s, action.target)
    elif kind == K_LEND and action.n == 1:
        s.blood[action.actor] -= 1  # its own "burn 1 blood to get +1 bleed for the current action"
        rep = s.setup.blood_bleed_rep[action.actor]
        if rep == 0:
            s.used.add((action.actor, BLEED_USED))  # once each turn
        elif rep == 1:
            pend.played.append((action.actor, BLEED_USED))  # once each action
        pend.bleed += s.setup.blood_bleed[action.actor]  # type: ignore[union-attr]
    elif kind == K_LEND:
        s.locked[action.actor] = 1
        pend.bleed += s.setup.lend_bleed[action.actor]  # type: ignore[union-attr]
    elif kind == K_LOCK_FOR_MASTER:
        s.locked[action.actor] = 1
        s.master_actions += s.setup.lock_master[action.actor]  # rules 5
    elif kind == K_DISCARD_FOR and pend is None:
        s.blood[action.actor] -= 1  # Uchenna's blood, in the master phase (not a master phase action)
        discard_for(s.players[s.current], action.card)
    elif kind == K_DISCARD_FOR:
        discard_for(s.players[s.current], action.card)  # rules 6.1.1: +N bleed during its bleed
        pend.bleed += s.setup.discard_bleed[action.actor][0]  # type: ignore[index, union-attr]
    elif kind == K_PLAY_EVENT:
        masters.play_event(s, action.card)
    elif kind == K_YIELD:
        _yield(s, action)
    else:
        raise RulesError(f"action {action!r} is not possible now: choose one of legal_actions(state)")
    _advance(s)


_DECLARED = frozenset({
    K_BLEED, K_HUNT, K_ACTION_CARD, K_EQUIP, K_EMPLOY, K_RECRUIT, K_POLITICAL,
    K_LEAVE_TORPOR, K_RESCUE, K_DIABLERIZE, K_ENTER_COMBAT, K_BURN_CARD, K_ABILITY, K_OWN_ACTION,
})


def _pass_pending(s: GameState, pend: Pending) -> None:
    st = pend.stage
    if st == BLOCKS:
        pend.block_order.pop(0)  # rules 6.2.2.1: this Methuselah declines to block, for good
    elif st == ATTEMPT:
        _attempt_pass(s, pend)
    elif st == AFTER_BLOCKS:
        _modifiers_done(s, pend)
    elif st == REACTIONS:
        _resolve(s, pend)
    elif st == BLOCKED:
        if pend.flags & BLOCKER_WINDOW:
            _block_resolution(s, pend)
        else:
            pend.flags |= BLOCKER_WINDOW  # the blocker's controller may react now (Obedience)
    elif st == DIABLERIE:
        pend.stage = AFTER_RESOLUTION  # no diablerie: the action simply fails (rules 6.5.2)
        pend.decider = s.current
    elif st == CANCEL:
        pend.cancel_order.pop(0)
    elif st == ANNOUNCE:
        pend.stage = BLOCKS
    elif pend.flags & UNLOCK_WINDOW:
        pend.flags &= ~UNLOCK_WINDOW
    else:
        _end_action(s)


#: the phase after each phase but the last (rules 3), looked up rather than built
_PHASE_AFTER = tuple(Phase(k + 1) for k in range(len(Phase) - 1))


def _next_phase(s: GameState) -> None:
    ph = s.phase
    if ph == DISCARD:
        _end_turn(s)
    else:
        _enter(s, _PHASE_AFTER[ph])


def _recycle(s: GameState) -> None:
    """"If Rachel is ready, at the end of your discard phase, you may place cards you discard
    during that discard phase in your library (shuffle afterward)" (rules 8): done whenever she
    is, a longer library being worth more than an ash heap."""
    m = s.players[s.current]
    rec = s.setup.recycle
    if s.phase == DISCARD and any(rec[v] for v in m.ready):
        back = [i for i in s.discarded if i in m.ash]
        for i in back:
            m.ash.remove(i)
            m.library.append(i)
        s.rng.shuffle(m.library)
    s.discarded = ()


def _yield(s: GameState, action: Action) -> None:
    """Rules 4.1-4.2: a yielded card burns; a yielded title is lost."""
    m = s.players[s.current]
    i = action.card
    if action.n == 1:
        _yield_title(s, i)
        return
    if action.n == 3:
        s.used.add(NO_TRANSFERS_TURN)  # Leandro: this turn's transfers lost rather than pool burned
        return
    if action.n == 2:
        m.in_play.remove(i)  # a location burned rather than paid for (Arika)
        burn_card(s, i)
        return
    m.contested.remove(i)
    for j in [j for j in m.in_play if s.attached[j] == i]:
        m.in_play.remove(j)
        burn_card(s, j)
    burn_card(s, i)


def _influence(s: GameState, v: int) -> None:
    """Rules 7: an uncontrolled vampire with enough blood moves, unlocked, to the ready region.

    Rules 4.1: a second copy of a unique vampire you control is burned instead; a copy
    another Methuselah controls makes both contested.
    """
    m = s.players[s.current]
    m.uncontrolled.remove(v)
    if controls_same(s, m, v):
        s.blood[v] = 0
        m.ash.append(v)
        return
    cap = s.setup.capacity[v]
    if s.blood[v] > cap:
        s.blood[v] = cap
    s.locked[v] = 0
    if contest(s, s.current, v):
        return
    m.ready.append(v)
    if masters.ON_BLEED_VOTES in s.setup.master_kinds:
        s.entered[v] = m.turns  # Legendary Vampire: "who entered your ready region during your last influence phase"
    check_titles(s, v)
    if s.setup.imbued is not None:
        imbued.enters_play(s, m, v)  # an imbued gets a conviction (imbued appendix 2)
    if s.setup.hand_bonus[v]:
        hand_size_change(m, s.setup.hand_bonus[v])
    if s.setup.scarce[v]:
        # rules 11: 3 pool for each other vampire of its clan the Methuselah already controls
        su = s.setup
        clan = current_clan(su.clan[v])
        k = sum(1 for w in (*m.ready, *m.torpor) if w != v and su.is_vampire[w] and current_clan(su.clan[w]) == clan)
        if k:
            burn_pool(s, s.current, 3 * k)


#: enum members read by _declare and _resolve for each action and each primitive of its card,
#: bound to module names (a module global is read faster than an enum attribute)
_OP_BLEED_AMOUNT = Op.BLEED_AMOUNT
_OP_BLOOD_TO = Op.BLOOD_TO
_OP_BURN_CARD = Op.BURN_CARD
_OP_BURN_POOL = Op.BURN_POOL
_OP_COUNTER = Op.COUNTER
_OP_DAMAGE = Op.DAMAGE
_OP_DISCARD_FROM_HAND = Op.DISCARD_FROM_HAND
_OP_DRAW = Op.DRAW
_OP_EDGE = Op.EDGE
_OP_EMBRACE = Op.EMBRACE
_OP_FILL_BLOOD = Op.FILL_BLOOD
_OP_LIFE = Op.LIFE
_OP_MARGIN_BLOOD = Op.MARGIN_BLOOD  # (_play_modifier, for each primitive of a modifier)
_OP_MOVE_BLOOD = Op.MOVE_BLOOD
_OP_ON_ACTOR = Op.ON_ACTOR
_OP_OPEN_HAND = Op.OPEN_HAND
_OP_RECUR = Op.RECUR
_OP_RESCUE = Op.RESCUE
_OP_STEAL_POOL = Op.STEAL_POOL
_RESTRICT_BLEED = Restriction.BLEED
_RESTRICT_UNLOCK = Restriction.UNLOCK
_THING_VAMPIRE = Thing.VAMPIRE
_WHEN_END_OF_TURN = When.END_OF_TURN
_WHO_ANOTHER = Who.ANOTHER
_WHO_PREY = Who.PREY


def _no_hunt_cards(su: GameSetup) -> tuple[int, ...]:
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
    """Vampire ``v`` has a card on it by which it cannot hunt (:func:`_no_hunt_cards`)."""
    att = s.attached
    return any(att[j] == v for j in _no_hunt_cards(s.setup))


def _declare(s: GameState, action: Action) -> None:
    """Rules 6.2.1: announce the action, play its card, lock the acting minion. Directed
    actions can be blocked by their target, undirected ones by the prey then the predator
    (rules 6.2.2.1); hunt, equip, employ, recruit, political and torpor actions have +1
    stealth (rules 6.1.2-6.1.5, 6.1.7, 6.5.2-6.5.4)."""
    m = s.players[s.current]
    su = s.setup
    a = action.actor
    kind = action.kind
    if kind == K_HUNT and su.any_burnable and _no_hunt_cards(su) and hunt_barred(s, a):
        to_torpor(s, a)  # Pulled Fangs: "if they must hunt (rules 6: no blood), they go to torpor instead"
        return
    s.locked[a] = 1
    if masters.LOCK_INTERCEPT in su.master_kinds or su.any_placed:
        masters.count_action(s)  # Channel 10: "not usable during the first action in a minion phase"
    pend = Pending(kind, a, action.card, action.n, action.target)
    pend.decider = s.current
    pend.stealth = stealth_of(s, a)
    if s.used and (a, NEXT_STEALTH) in s.used:
        s.used.discard((a, NEXT_STEALTH))
        pend.stealth += 1  # "+1 stealth during their next action this turn" (Tangle Atropos' Hand [TEM])
    prey = s.prey(s.current)
    if kind == K_BLEED:
        pend.target_p = prey
        pend.directed = True
        pend.bleed = su.base_bleed[a] + _minion_bonus(s, m, a, O_PLUS_BLEED)
        if masters.BLEED_KINDS & su.master_kinds:
            pend.bleed += masters.bleed_bonus(s, a)  # Palla Grande, New Carthage
        if masters.BLEED_STEALTH in su.master_kinds:
            pend.stealth += masters.bleed_stealth(s, a)  # The Khabar: "Assamites get +1 stealth when bleeding"
        if su.any_placed:
            pend.bleed += placed.bleed_bonus(s, a, prey)  # Madman's Quill
        if action.n == 1:  # "can bleed with +2 bleed as a (D) action": its bleed and stealth (rules 6.1.6)
            pend.bleed += su.bleed_action_bleed[a]
            pend.stealth += su.bleed_action[a] - 1
        elif action.n == 2:  # Camera Phone's bleed: its +1, and no other equipment's
            pend.bleed += equip_bleed_delta(s, m, a) or 0
        elif action.n == imbued.BLEED_N:
            imbued.declare_bleed(s, m, a, pend)  # Strike with Conviction burned: +1 bleed
    elif kind in (K_RESCUE, K_DIABLERIZE):
        owner = controller_of(s, action.target)
        if kind == K_DIABLERIZE and su.partner_diablerie[a] and any(
                su.card_id[j] == DIABLERIE_PARTNER.get(su.card_id[a]) for j in m.ready):
            pend.stealth += 1  # Onaedo: "while Otieno is ready, +1 stealth during diablerie actions"
        if kind == K_DIABLERIZE and masters.DEPRAVITY in su.master_kinds:
            pend.stealth += masters.diablerie_stealth(s, a)  # Depravity: "+1 stealth during diablerie actions"
        elif kind == K_RESCUE and masters.HUMANITAS in su.master_kinds:
            pend.stealth += masters.rescue_terms(s, a)[0]  # Humanitas: "+1 stealth" when rescuing
        if owner == s.current:
            pend.stealth += 1
        else:
            pend.target_p = owner
            pend.directed = True
    elif kind == K_LEAVE_TORPOR or kind == K_HUNT:
        if not su.cannot[a] & NO_HUNT_STEALTH:
            pend.stealth += 1
    elif kind == K_ABILITY:
        # rules 6.1.6: the vampire's own (D) action at a minion (steal blood, lock), once a turn;
        # adding blood to your own vampire is undirected
        ab = su.ability2[a] if action.n == 1 else su.ability[a]
        if ab[0] != _O_BLOOD_TO and ab[0] != _O_UNLOCK_OTHER:  # type: ignore[index]
            pend.target_p = card_controller(s, action.target)  # a minion, or a card in play
            pend.directed = True
        pend.stealth += ab[3] - 1  # type: ignore[index]
        s.used.add((a, LEFT_ACTION - K_ABILITY))
    elif kind == K_OWN_ACTION and action.n < 0:
        placed.declare_action(s, pend)  # an action a card in play gives (Khazar's Diary, Call the Great Beast)
    elif kind == K_OWN_ACTION and su.imbued is not None and action.n >= imbued.POWER_BASE:
        imbued.declare_power(s, m, a, pend)  # an imbued's [ACTION] power (Rejuvenate, Inspire)
    elif kind == K_OWN_ACTION:
        # rules 6.1.6: the vampire's own undirected action, once a turn, blockable by the prey
        # and the predator (rules 6.2.2.1)
        pend.stealth += su.own_action[a][3] - 1  # type: ignore[index]
        s.used.add((a, LEFT_ACTION - K_OWN_ACTION))
        if su.imbued is not None and su.imbued.own_conviction[a]:
            imbued.pay(s, m, a, su.imbued.own_conviction[a])  # "an action that costs 1 conviction"
    elif kind == K_ENTER_COMBAT:
        # rules 6.1.6: the vampire's own (D) action, with the stealth its text gives; blockable
        # by the target's controller (rules 6.2.2.1)
        pend.target_p = controller_of(s, action.target)
        pend.directed = True
        if action.n == 1:
            pend.stealth += 1  # Haven Uncovered: "enter combat with this vampire as a +1 stealth (D) action"
        elif action.n == politics.ALASTOR_N:
            pend.stealth += 1  # Alastor: "... with a vampire as a +1 stealth (D) action"
            s.used.add((a, politics.ALASTOR))  # rules 6.1.6: once per turn
        else:
            pend.stealth += su.enter_combat[a] - 1
            s.used.add((a, LEFT_ACTION - K_ENTER_COMBAT))  # rules 6.1.6: once per turn
    elif kind == K_BURN_CARD:
        # a card in play another Methuselah controls, burned as an action its text allows (rules
        # 6.1.6): (D), directed at its controller (6.2.2.1), or a referendum called as a
        # political action, undirected (6.1.7); n: its stealth
        sp = su.burnable[action.target]
        pend.stealth += action.n
        if sp is not None:
            s.used.add((a, burnable.USED - action.target))  # once a turn for each minion and card
        if sp is not None and sp[4]:
            s.political_acted[a] = s.turn
        elif sp is None or not sp[13]:
            pend.target_p = card_controller(s, action.target)
            pend.directed = True  # (sp[13]: "can burn this card as an action", undirected)
    elif kind == K_POLITICAL and action.card == a:
        # the vampire's own political action (rules 6.1.7, 6.3.1): +1 stealth, no card played
        s.political_acted[a] = s.turn
        pend.card = -1
        pend.stealth += 1
    elif action.card >= 0:
        e = su.effect[action.card]
        assert e is not None
        play_from_hand(s, m, action.card, e)
        m.in_play.append(action.card)  # face up in play during the action (rules 6.2.1)
        s.used.add((a, su.card_id[action.card]))
        if kind == K_ACTION_CARD:
            opt = e.options[action.n]
            if opt.has(O_BLEED):
                pend.kind = K_BLEED
                pend.target_p = s.predator(s.current) if action.target == -2 else prey  # Night Moves
                pend.directed = True
                pend.bleed = (
                    su.base_bleed[a] + opt.amount(O_BLEED) + opt.amount(O_PLUS_BLEED)
                    + _minion_bonus(s, m, a, O_PLUS_BLEED)
                )
                if masters.BLEED_KINDS & su.master_kinds:
                    pend.bleed += masters.bleed_bonus(s, a)  # Palla Grande, New Carthage
                if masters.BLEED_STEALTH in su.master_kinds:
                    pend.stealth += masters.bleed_stealth(s, a)  # The Khabar: Community
                if su.any_placed:
                    pend.bleed += placed.bleed_bonus(s, a, pend.target_p)  # Madman's Quill
                if su.card_id[action.card] in LOCKED_BLEEDS:
                    # Force of Will: "after resolution, this vampire takes N unpreventable
                    # aggravated damage even if the action is blocked" (_end_action; rules 6.4.6)
                    pend.after_agg += opt.amount(_OP_DAMAGE)
            elif opt.has(O_ENTER_COMBAT):
                pend.target_p = controller_of(s, action.target)
                pend.directed = True
            elif opt.has(_OP_MOVE_BLOOD) and influence_shape(opt) == 2:
                # Undue Influence [chi]: (D) at the Methuselah whose uncontrolled crypt card loses blood
                pend.target_p = next(p for p, q in enumerate(s.players) if action.target in q.uncontrolled)
                pend.directed = True
            elif opt.has(_OP_STEAL_POOL):
                pend.target_p = prey  # "(D) steal 1 pool from another Methuselah": the prey
                pend.directed = True
            elif opt.has(_OP_EDGE):
                # "(D) burn the Edge to burn N pool from your prey"; "... 3 blood from a vampire
                # controlled by another Methuselah" (Inside Dirt: that Methuselah)
                pend.target_p = card_controller(s, action.target) if opt.has(_OP_DAMAGE) else prey
                pend.directed = True
                s.edge = -1  # the cost, paid as the card is played (rules 2.2: to the bank)
            elif opt.has(_OP_DISCARD_FROM_HAND) and opt.has(_OP_OPEN_HAND):
                pend.target_p = prey  # "(D) look at your prey's hand and discard one card"
                pend.directed = True
            elif opt.has(O_STEAL_CARD) or opt.has(O_LOCK) or opt.has(_OP_BURN_CARD) or opt.has(_OP_DAMAGE):
                # "(D) steal", "(D) stun", "(D) burn a location" (rules 6.1.6)
                pend.target_p = card_controller(s, action.target)
                pend.directed = True
            if not turn_stealth(opt):
                pend.stealth += max_amount(opt, O_STEALTH)
        else:
            if kind == K_POLITICAL:
                s.political_acted[a] = s.turn
            pend.stealth += 1  # rules 6.1.3-6.1.5, 6.1.7: +1 stealth
    cond = su.conditional[a]
    if cond:
        _declare_bonus(s, pend, cond)
    if su.any_held_stealth:
        _held_stealth(s, pend)
    if su.any_sect_bleed and kind == K_BLEED:
        pend.bleed += sect_bleed(s, a, pend.target_p)
    if su.any_bleed_vs_me and kind == K_BLEED and pend.target_p >= 0:
        # Hektor: "Baali get +1 bleed when bleeding you"; Matthias: "... -1 bleed against you"
        pend.bleed = max(0, pend.bleed + bleed_at_controller(s, a, pend.target_p))
    if su.any_bishop_stealth and su.bishop_stealth[a] and pend.directed and pend.target_p >= 0 and any(
            su.is_vampire[v] and su.title[v] in _BISHOPS and v not in s.title_contested
            for v in s.players[pend.target_p].ready):
        pend.stealth += su.bishop_stealth[a]  # Sarah Brando: "... at a Methuselah who controls a ready bishop"
    if su.any_aura:
        aura_bonus(s, pend)
    if s.used and ((-1, TURN_STEALTH) in s.used or (-1, TURN_STEALTH_ALL) in s.used):
        pend.stealth += _turn_stealth(s, a)  # Psychic Veil: "+1 stealth this turn"
    s.pending = pend
    players = s.players
    cur = s.current
    if pend.directed:
        t = pend.target_p
        order = [t] if t != cur and not players[t].passive else []
    else:
        pred = s.predator(cur)
        order = [q for q in (prey, pred) if q != cur and not players[q].passive]
        if len(order) == 2 and order[0] == order[1]:
            order.pop()
    flags = _block_any_cards(su)
    if flags:
        # rules 6.2.2: other Methuselahs may block with "ignoring the normal restrictions"
        for q in s.alive():
            if q != cur and q not in order and not players[q].passive and any(flags[i] for i in players[q].hand):
                order.append(q)
    if su.any_block_any and su.is_vampire[a]:
        # a vampire's own "may attempt to block a vampire controlled by another Methuselah" (Anneke)
        ba = su.block_any
        for q in s.alive():
            if q != cur and q not in order and not players[q].passive \
                    and any(ba[v] and not s.locked[v] for v in players[q].ready):
                order.append(q)
    if order and masters.GRAND_BALL in su.master_kinds and pend.kind != K_BLEED and masters.unblockable(s, a):
        order = []  # Toreador Grand Ball: "the other Toreador's non-bleed actions cannot be blocked"
    pend.block_order = order
    pend.stage = BLOCKS if order else AFTER_BLOCKS
    if pend.card >= 0 and kind != K_BURN_CARD:  # (no card: a vampire's own political action)
        order = _cancellers(s, action.card, s.current)
        if su.imbued is not None and su.imbued.any_determine and kind == K_ACTION_CARD:
            order = imbued.add_determiners(s, pend, order)  # Determine: the prey or predator's imbued
        if order:
            pend.cancel_order = order
            pend.stage = CANCEL
    if su.imbued is not None and kind == K_ACTION_CARD and pend.directed and action.target >= 0 \
            and imbued.react_to_action(s, pend):
        _end_action(s)  # React with Conviction cancelled it as it was announced


def _block(s: GameState, pend: Pending, action: Action) -> None:
    """A minion attempts to block, woken by a reaction if it was locked (rules 6.2.2)."""
    v = action.actor
    q = pend.block_order[0]
    bonus = 0
    if action.card >= 0 and s.setup.imbued is not None and (
            s.setup.imbued.cls[action.card] or s.setup.imbued.master[action.card]):
        # Vigilance's reaction or Angel of Berlin unlocks the imbued; Champion's fails the
        # action for a combat
        bonus = imbued.wake(s, pend, s.players[q], v, action.card, action.n)
    elif action.card >= 0 and s.setup.unlock_giver[action.card] and s.setup.is_ally[action.card]:
        burn_minion(s, action.card)  # the ally burned to unlock the blocker
        s.locked[v] = 0
    elif action.card >= 0 and s.setup.waker[action.card]:
        bonus = wakers.use(s, pend, v, action.card)  # a card in play unlocks or wakes it
    elif action.card >= 0:
        opt = s.setup.effect[action.card].options[action.n]  # type: ignore[union-attr]
        pay_reaction(s, q, v, action.card, played_blood(opt))  # rules 6.2.3: "burn 1 blood to ..."
        pend.played.append((v, s.setup.card_id[action.card]))
        if s.locked[v] and s.setup.card_id[action.card] in UNLOCK_REACTIONS:
            s.locked[v] = 0  # "this vampire unlocks": unlocked after the action if it does not block
            if opt.has(O_PRESS):
                pend.flags |= BLOCK_PRESS  # "1 optional press during the resulting combat" (Rat's Warning [ANI])
        elif s.locked[v]:
            # woken; Eyes of the Wild "unlocks" its Gangrel and locks it after the action if it
            # did not block: locked either way once the action is over, as a woken one
            s.wake.add(v)
        if opt.has(O_MANEUVER):
            pend.flags |= BLOCK_MANEUVER  # a block-any card's "1 optional maneuver" (Guardian Vigil)
        if opt.has(O_BLOCK_ANY) and opt.has(O_UNLOCK_MINION):
            pend.flags |= BLOCKER_NO_LOCK  # "this Anarch does not lock for blocking" (Guardian Vigil [for])
        if wake_intercept(opt):
            pend.flags |= WAKE_INTERCEPT  # its intercept is bought with blood during the action
        else:
            bonus = max_amount(opt, O_INTERCEPT)
        if any(p.op == O_PAY_BLOOD and p.cond == 1 for p in opt.prims):
            pend.flags |= WAKE_BLOOD  # burns the blood if the attempt fails (Forced Awakening)
        if CANNOT is not None and opt.has(CANNOT) and not s.setup.is_vampire[v]:
            s.no_unlock.add(v)  # "if this minion is an ally, they do not unlock as normal"
    if pend.flags & TOLLS:
        toll = _toll(s, pend, v)
        if toll > 0:
            s.blood[v] = max(0, s.blood[v] - toll)  # rules 6.2.2: the toll is paid as it attempts
    pend.blocker = v
    pend.tried.append(v)
    pend.intercept = intercept_of(s, v) + bonus
    if masters.EVENT_ALLY_INTERCEPT in s.setup.master_kinds:
        pend.intercept += masters.event_intercept(s, v, pend.actor)  # The Unmasking
    if pend.directed:
        pend.intercept += s.setup.directed_intercept[v]  # "+1 intercept during directed actions"
        pend.intercept += directed_bonus(s, v)
        if pend.kind == K_BLEED and masters.GUARDIAN in s.setup.master_kinds:
            pend.intercept += masters.guardian_intercept(s, v)  # "during bleed actions directed at you"
    if s.setup.conditional[v]:
        pend.intercept += block_bonus(s, pend, v)  # "+1 intercept when attempting to block a Nosferatu"
    if s.setup.any_blocker_mods and pend.actor >= 0 and s.setup.blocker_mods[pend.actor]:
        pend.intercept += blocker_mod(s, pend.actor, v)  # "Brujah get +1 intercept when attempting to block Nik"
    if s.setup.any_waker:
        pend.intercept += wakers.intercept(s, v, pend.actor)  # No Secrets From the Magaji
    if s.setup.any_placed and s.setup.placed[v]:
        pend.intercept = placed.SPECS[s.setup.card_id[v]].block_intercept  # Unleash Hell's Fury
    elif pend.card >= 0 and s.setup.mode[pend.card] == M_ACTION and pend.kind == K_BLEED:
        e = s.setup.effect[pend.card]
        if e is not None and e.options[pend.option].has(O_MINUS_INTERCEPT):
            # "anarchs get -1 intercept during this action" (Fiendish Tongue; rules 6.2.2.2)
            pend.intercept -= minus_intercept(s.setup, e.options[pend.option], pend.actor, v)
    pend.stage = ATTEMPT


def _fail_bleed(s: GameState, pend: Pending, v: int, cid: int, opt: Option) -> None:
    """A reaction of :data:`FAIL_REACTIONS` played by ``v``: the bleed fails (no pool is bled,
    rules 6.1.1), unless the acting vampire burns the blood the card asks, which its Methuselah
    does whenever it has that blood (the bleed goes on). Allies cannot burn blood."""
    a = pend.actor
    if LOCK_SELF is not None and opt.has(LOCK_SELF):
        s.locked[v] = 1  # "lock this reacting vampire"
    cost = FAIL_REACTIONS[cid]
    if cost and s.setup.is_vampire[a] and s.blood[a] >= cost:
        s.blood[a] -= cost  # "the action fails, unless the acting minion burns 1 blood"
        return
    if CANNOT is not None and opt.has(CANNOT):
        s.no_unlock.add(a)  # "does not unlock as normal during their next unlock phase"
    burn_action_card(s, pend)
    pend.succeeded = False
    pend.ended = True
    pend.stage = AFTER_RESOLUTION
    pend.decider = s.current


def _play_reaction(s: GameState, pend: Pending, action: Action) -> None:
    """Intercept for the blocker (rules 6.2.2.2), or a bleed changing target (Deflection)."""
    v = action.actor
    st = pend.stage
    q = pend.block_order[0] if st == ATTEMPT else pend.target_p if st == REACTIONS else controller_of(s, v)
    cid = s.setup.card_id[action.card]
    opt = s.setup.effect[action.card].options[action.n]  # type: ignore[union-attr]
    extra = played_blood(opt) - (_clan_discount(s.setup, v, action.card) if st == BLOCKED else 0)
    e = pay_reaction(s, q, v, action.card, extra)  # rules 6.2.3: "burn 1 blood to ..."
    if s.pending is not pend:
        return  # ousted paying for it
    pend.played.append((v, cid))
    if st == BLOCKED:
        a = pend.actor
        if cid in END_BLOCKED_ACTION or cid in ALLY_SLEEP:
            # Gift of Sleep: the acting ally (locked by acting) stays locked, the blocker does not lock;
            # Mental Maze: the action ends before block resolution (no combat); [obf] the
            # blocking vampire locks, [OBF] it does not
            if LOCK_SELF is not None and opt.has(LOCK_SELF):
                s.locked[v] = 1
            for p in opt.prims:
                if p.op == Op.DAMAGE:
                    if cid == BLOODSTORM:
                        for j in [j for q in s.players for j in q.in_play
                                  if s.attached[j] == a and s.setup.mode[j] == M_RETAINER]:
                            _damage_card(s, j, p)  # "and each retainer on the acting minion"
                    _damage_card(s, a, p)  # Voice of Madness [DEM]: "burns 1 blood or life"
        else:
            # Obedience: the action ends before combat, the blocker does not lock; [dom] the
            # acting vampire unlocks; it cannot perform the same action again this turn (rules 6.2.3)
            if opt.has(O_UNLOCK_MINION):
                s.locked[a] = 0
            s.used.add((a, LEFT_ACTION - pend.kind))
        burn_action_card(s, pend)
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return
    if st == AFTER_RESOLUTION:
        s.locked[v] = 0  # Cats' Guidance: the blocker unlocks after block resolution
        pend.flags &= ~UNLOCK_WINDOW
        return
    if st == REACTIONS and action.target < 0 and cid in FAIL_REACTIONS:
        _fail_bleed(s, pend, v, cid, opt)
        return
    if st == REACTIONS and action.target < 0:
        pend.bleed = max(0, pend.bleed - max_amount(opt, O_REDUCE_BLEED))  # Telepathic Counter
        if LOCK_SELF is not None and opt.has(LOCK_SELF):
            s.locked[v] = 1  # "lock this vampire to reduce a bleed against you to 0"
        return
    if pend.stage == ATTEMPT:
        added = max_amount(opt, O_INTERCEPT)
        if cid in ACTING_INTERCEPT:
            added += acting_intercept_bonus(s, pend, cid, action.n)  # Sense the Sin [dai]
        added += titled_intercept(s, pend, v, action.card)  # The Warrens: "+1 if this Nosferatu is titled"
        if _has_cancel_reaction(s.setup):
            pend.react = (action.card, v, action.n, added, blood_cost(s.setup, v, action.card) + extra, e.pool_cost,
                          pend.flags)
        pend.intercept += added
        if opt.has(O_MANEUVER):
            pend.flags |= BLOCK_MANEUVER  # "1 optional maneuver during the resulting combat"
            if opt.has(O_PRESS):
                pend.flags |= BLOCK_EITHER  # "... or press" (Eyes of the Night [OBT])
        if opt.has(O_PREVENT):
            pend.flags |= BLOCK_PREVENT  # "prevent 1 damage during the first round" (Precognition)
        if opt.has(O_UNLOCK_MINION):
            pend.flags |= BLOCKER_NO_LOCK  # "this vampire does not lock for the block"
        return
    # a redirected bleed: the new target can block it (Deflection's text)
    if (LOCK_SELF is not None and opt.has(LOCK_SELF)) or (
        not (LOCK_SELF is not None and any(o.has(LOCK_SELF) for o in e.options))
        and (cid, opt.level) not in REDIRECT_NO_LOCK
    ):
        s.locked[v] = 1
    s.stats[7] += 1
    pend.target_p = action.target
    pend.block_order = [action.target]
    pend.blocker = -1
    pend.intercept = 0
    pend.stage = BLOCKS


def _play_cancel(s: GameState, pend: Pending, action: Action) -> None:
    """An out-of-turn master card (rules 1.6.2.4), on account of the next master phase."""
    q = pend.cancel_order[0] if pend.stage == CANCEL else pend.target_p
    m = s.players[q]
    su = s.setup
    i = action.card
    if su.imbued is not None and su.imbued.cid[i] == imbued.DETERMINE:
        imbued.determine(s, pend, m, action)  # a reaction, not an out-of-turn master
        _end_action(s)
        return
    e = su.effect[i]
    assert e is not None
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
    m.oot_debt = 1
    if e.pool_cost:
        burn_pool(s, q, e.pool_cost)
        if s.pending is not pend:
            return
    if su.card_id[i] == ARCHON_INVESTIGATION:
        # burn the acting minion; the action is not successful
        a = pend.actor
        for j in [j for j in s.players[s.current].in_play if j == pend.card]:
            s.players[s.current].in_play.remove(j)
            s.players[s.current].ash.append(j)
        burn_minion(s, a)
        pend.succeeded = False
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return
    # the card being played is cancelled, its cost not paid
    card = pend.card
    cm = s.players[s.current]
    if pend.kind == K_PLAY_MASTER:
        cm.ash.append(card)
        if su.card_id[i] == WASH:
            s.master_actions += 1
        s.pending = None
        return
    if card in cm.in_play:
        cm.in_play.remove(card)
    cm.ash.append(card)
    if su.card_id[card] in LOCKED_BLEEDS:
        pend.after_agg = 0  # Force of Will cancelled: no damage, its vampire was locked already
    else:
        s.locked[pend.actor] = 0  # "the acting minion does not lock"
    s.used.discard((pend.actor, su.card_id[card]))
    if pend.kind == K_POLITICAL:
        s.political_acted[pend.actor] = -1
    _end_action(s)


def _play_modifier(s: GameState, pend: Pending, action: Action) -> None:
    m = s.players[s.current]
    su = s.setup
    i = action.card
    if pend.stage == BLOCKED and pend.flags & ACT_NO_COMBAT and i in m.ash:
        # Stone Travel [MYT], played this action: the resulting combat is cancelled (rules 6.2.3:
        # the block still succeeds, the action fails and its card burns)
        pend.flags = (pend.flags & ~ACT_NO_COMBAT) | NO_COMBAT
        return
    if pend.react is not None and pend.stage == ATTEMPT and su.card_id[i] in CANCEL_REACTION \
            and cancel_reaction_known(e := su.effect[i], e.options[action.n]):  # type: ignore[arg-type, union-attr]
        play_from_hand(s, m, i, e)  # type: ignore[arg-type]
        m.ash.append(i)
        pend.modifiers.append(su.card_id[i])
        s.blood[pend.actor] = max(0, s.blood[pend.actor] - blood_cost(su, pend.actor, i))
        _cancel_reaction(s, pend, i, e.options[action.n])  # type: ignore[union-attr]
        return
    pend.react = None
    if pend.stage == AFTER_BLOCKS and su.card_id[i] in OTHER_BLEED:
        # Empowering the Puppet King: another vampire pays and the acting minion gets +1 bleed
        # (limited, rules 6.1.1)
        e = su.effect[i]
        play_from_hand(s, m, i, e)  # type: ignore[arg-type]
        m.ash.append(i)
        pend.modifiers.append(su.card_id[i])
        s.blood[action.actor] = max(0, s.blood[action.actor] - blood_cost(su, action.actor, i))
        pend.bleed += max_amount(e.options[action.n], O_PLUS_BLEED)  # type: ignore[union-attr]
        pend.limited = True
        return
    if pend.stage == AFTER_RESOLUTION and su.card_id[i] in after.SPECS:
        after.play(s, pend, action)  # Zephyr, Seraph's Second: unlock after resolution
        return
    if action.actor != pend.actor and pend.stage == ATTEMPT:
        # Blanket of Night [OBT]: another ready vampire pays, locks, and the attempt fails; the
        # blocker cannot attempt again this action (it has tried: rules 6.2.2.1)
        v = action.actor
        e = su.effect[i]
        play_from_hand(s, m, i, e)  # type: ignore[arg-type]
        m.ash.append(i)
        pend.modifiers.append(su.card_id[i])
        s.blood[v] = max(0, s.blood[v] - blood_cost(su, v, i))
        s.locked[v] = 1
        pend.intercept = -1
        _attempt_pass(s, pend)
        return
    e = su.effect[i]
    assert e is not None
    play_from_hand(s, m, i, e)
    m.ash.append(i)
    pend.modifiers.append(su.card_id[i])
    a = pend.actor
    opt = e.options[action.n]
    # rules 6.2.3: modifier costs are paid when played, the option's "burn 1 blood to ..." too
    cost = blood_cost(s.setup, a, action.card) + played_blood(opt)
    if cost:
        s.blood[a] = max(0, s.blood[a] - cost)
    if e.pool_cost:
        burn_pool(s, s.current, e.pool_cost)
        if s.pending is not pend:
            return
    if pend.stage == ANNOUNCE:
        if action.target < 0 and announce_wraith_unlock_known(opt):
            s.used.add((pend.actor, SHROUD_UNLOCK))  # Shroud Mastery [NEC]: unlocks if successful
            return
        if action.target < 0 and announce_unblockable_known(opt):
            if opt.prims[:2] == UNBLOCKABLE_ANNOUNCED:
                pend.block_order = []  # Virtuosa [MEL]: nobody may attempt to block (rules 6.2.2)
            else:
                pend.flags |= NO_VAMPIRE_BLOCK  # Beast Meld [ANI PRO]: vampires cannot block this action
            return
        if action.target < 0 and announce_self_known(opt):
            # Memory Rift: [obf] +1 stealth now; [pre] if blocked, strike: combat ends in round 1
            if opt.has(O_STEALTH):
                pend.stealth += max_amount(opt, O_STEALTH)
            else:
                pend.flags |= ACT_ENDS
            return
        if action.target < 0 and announce_no_unlock_known(opt):
            pend.flags |= NO_WAKE  # The Sleeping Mind [DOM]: no locked minion wakes to block
            return
        if action.target < 0 and announce_maneuver_known(opt):
            # Skin of the Chameleon [tha]: if blocked, 1 optional maneuver or press (rules 6.4.2)
            pend.flags |= ACT_MANEUVER | (ACT_EITHER if opt.has(O_PRESS) else 0)
            return
        if action.target < 0:
            pend.flags |= block_toll(opt)  # Force of Personality: blockers pay (rules 6.2.2)
            return
        pend.tried.append(action.target)  # "the chosen vampire cannot block this action"
        return
    if pend.stage == BLOCKED and blocked_fails(opt):
        # Psychomachia [dai]: the block fails, the action continues; the blocker has tried (rules
        # 6.2.2.1); [DAI] 1 unpreventable damage to it
        b = pend.blocker
        pend.blocked = False
        pend.blocker = -1
        pend.intercept = 0
        pend.flags &= ~(WAKE_INTERCEPT | BLOCKER_NO_LOCK | BLOCK_MANEUVER | BLOCK_EITHER | BLOCK_PREVENT)
        pend.stage = BLOCKS
        for p in opt.prims:
            if p.op == Op.DAMAGE:
                _damage_card(s, b, p)
        return
    if pend.stage == BLOCKED and ally_sleep_known(opt):
        # Gift of Sleep [obe]: the blocking ally locks and the action ends before block
        # resolution: no combat (rules 6.2.3)
        s.locked[pend.blocker] = 1
        burn_action_card(s, pend)
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return
    if pend.stage == BLOCKED and blocked_burn(opt):
        # Power of One [obt]: the blocking minion burns 2 blood or life before block resolution;
        # an ally burned so is no longer blocking: the action continues (rules 6.2.2)
        b = pend.blocker
        _damage_card(s, b, Prim(Op.DAMAGE, blocked_burn(opt), DMG_BLOOD | DMG_UNPREVENTABLE))
        q = controller_of(s, b)
        if q < 0 or b not in s.players[q].ready:
            pend.blocked = False
            pend.blocker = -1
            pend.intercept = 0
            pend.flags &= ~(WAKE_INTERCEPT | BLOCKER_NO_LOCK | BLOCK_MANEUVER | BLOCK_EITHER | BLOCK_PREVENT)
            pend.stage = BLOCKS
        return
    if pend.stage == BLOCKED:
        # Change of Target: unlock, the action ends unsuccessfully, not again this turn
        # (Psychomachia [pre]: unlock, the action ends)
        s.locked[a] = 0
        if su.card_id[i] not in PSYCHOMACHIA:
            s.used.add((a, LEFT_ACTION - pend.kind))
        if blocked_recur_known(opt):
            _action_card_back(s, m, pend)  # Tangle Atropos' Hand [tem]: the action card back in hand
            if opt.has(O_STEALTH):
                s.used.add((a, NEXT_STEALTH))  # [TEM] +1 stealth during its next action this turn
            if opt.has(O_LOCK) and pend.blocker >= 0:
                s.locked[pend.blocker] = 1  # Red Herring [CHI]: "lock the blocking minion"
            if su.card_id[i] in SAME_ACTION_ALL:
                # "vampires you control cannot perform the same action again this turn" (rules 6.1.6)
                cid = su.card_id[pend.card] if pend.card >= 0 and su.mode[pend.card] == M_ACTION else -1
                for v in m.ready:
                    s.used.add((v, LEFT_ACTION - pend.kind) if cid < 0 else (v, cid))
        burn_action_card(s, pend)
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return
    if pend.stage == ATTEMPT and opt.has(END_ACTION) and opt.has(O_WHEN) and kiss_disc(opt):
        # The Kiss of Ra: the attempt is cancelled (the blocker does not lock), it burns 2 blood
        # ([FOR] and goes to torpor), the action ends without combat (rules 6.2.3)
        b = pend.blocker
        s.blood[b] = max(0, s.blood[b] - 2)
        if opt.has(Op.TORPOR) and b not in s.players[controller_of(s, b)].torpor:
            to_torpor(s, b)
        burn_action_card(s, pend)
        pend.blocker = -1
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
        return
    if pend.stage == ATTEMPT:
        pend.stealth += max_amount(opt, O_STEALTH)
        if blood_minus(opt):
            pend.flags |= BLOOD_MINUS  # its "-1 intercept" is bought with blood once this action
        elif pend.blocker >= 0:
            pend.intercept -= minus_intercept(su, opt, a, pend.blocker, s.corruption)  # "-1 intercept" (rules 6.2.2.2)
        if opt.has(END_ACTION):
            pend.flags |= BLOCKED_ENDS  # Mirror Walk: if blocked, the blocker locks, the action ends
        elif any(p.op == O_WHEN and p.n == W_BLOCK_FAILED for p in opt.prims):
            pend.flags |= LOCK_FAILED  # Faceless Night: minions failing to block become locked
        pend.flags |= block_toll(opt)  # Tenebrous Form [OBT]: later attempts cost 1 blood
        if opt.has(O_PREVENT):
            pend.flags |= ACT_PREVENT  # Beast Meld [ani pro]: 1 damage prevented in the resulting combat
        if opt.has(O_MANEUVER):
            pend.flags |= ACT_MANEUVER  # "if this action is blocked, 1 optional maneuver"
            if opt.has(O_PRESS):
                pend.flags |= ACT_EITHER  # "... or press" (Mind Tricks [DEM])
        elif cancels_combat(opt):
            pend.flags |= ACT_NO_COMBAT  # Stone Travel [MYT]: chosen if blocked, before block resolution
        elif opt.has(O_COMBAT_ENDS):
            pend.flags |= ACT_ENDS  # "can strike: combat ends during the first round if blocked"
        if opt.has(O_AGGRAVATED):
            pend.flags |= ACT_AGG  # Domain of Evernight [tem]
        if opt.has(O_UNBLOCKABLE) and pend.blocker >= 0 and su.is_vampire[pend.blocker]:
            # Daring the Dawn: vampires cannot block this action, the vampire's attempt fails
            # (rules 6.2.2.2); the actor takes its damage after resolution
            pend.flags |= NO_VAMPIRE_BLOCK
            pend.after_agg += max((p.n for p in opt.prims if p.op == O_DAMAGE), default=0)
            pend.intercept = -1
            _attempt_pass(s, pend)
            return
        if opt.has(O_BLOCK_FAILS) and gaze_fails(opt):
            pend.flags |= GAZE  # Enchanting Gaze [PRE PRO]: a corruption counter for a failed attempt
        elif opt.has(O_BLOCK_FAILS):
            pend.intercept = -1  # Elder Impersonation: the attempt fails (rules 6.2.2.2)
            _attempt_pass(s, pend)
            return
        if opt.has(O_CANNOT_BLOCK) and pend.blocker >= 0 and su.is_ally[pend.blocker]:
            # Visions of Gehenna [pre]: allies cannot block this action, the ally's attempt fails
            pend.flags |= NO_ALLY_BLOCK
            pend.intercept = -1
            _attempt_pass(s, pend)
            return
    if O_WHEN in opt.ops and counter_unlock(opt):
        pend.flags |= COUNTER_UNLOCK  # Revelation of the Serpent [PRE PRO]: after a successful bleed
    x = action.target if pend.stage == AFTER_BLOCKS and action.target > 0 and x_bleed(e, opt) else 0
    if x:
        s.blood[a] = max(0, s.blood[a] - x)  # "+X bleed" for X blood (Monkey Wrench)
    for p in opt.prims:
        if p.op == O_PLUS_BLEED:
            if p.cond and s.players[pend.target_p].pool > p.cond:
                continue
            pend.bleed += p.n + p.x * x
            if p.arg == 1:
                pend.limited = True
        elif p.op == O_REMOVE_FROM_GAME and su.card_id[i] in ASH_BLEED:
            t = s.players[pend.target_p]  # Trochomancy: the oldest cards of the target's ash heap
            t.removed.extend(t.ash[:p.n])
            del t.ash[:p.n]
        elif p.op == O_EDGE and pend.stage == AFTER_BLOCKS:
            s.edge = -1  # Leverage: the Edge burned as the cost (rules 2.2)
            pend.flags |= NO_EDGE
        elif p.op == O_UNLOCK:
            s.locked[a] = 0
        elif p.op == O_UNBLOCKABLE:
            pend.flags |= NO_VAMPIRE_BLOCK
        elif p.op == _OP_MARGIN_BLOOD:
            # Voter Captivation: the margin in blood; [PRE] up to 2 of it to the pool (the
            # rules move as much as they may: pool is worth more than blood)
            to_pool = min(p.n, pend.margin)
            m.pool += to_pool
            gain_blood(s, a, pend.margin - to_pool)


def _action_card_back(s: GameState, m: Methuselah, pend: Pending) -> None:
    """The action card played for the action goes back to its owner's hand, who discards down to
    the hand size afterward (rules 1.6.1.2)."""
    card = pend.card
    if card < 0 or card not in m.in_play or s.setup.mode[card] != M_ACTION:
        return
    m.in_play.remove(card)
    m.hand.append(card)
    s.put_back = max(0, len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action))
    s.put_back_to = 0


#: cards on a vampire that "does not lock for blocking a vampire the same age or younger" (Atonement)
NO_LOCK_YOUNGER = frozenset({100109})


def _no_lock_younger(s: GameState, b: int, a: int) -> bool:
    """Blocker ``b`` bears a card of :data:`NO_LOCK_YOUNGER` and the acting minion ``a`` is a
    vampire of its capacity or less (rules 6.2.3: the blocker locks unless a card says
    otherwise)."""
    su = s.setup
    if a < 0 or not su.is_vampire[a] or not su.is_vampire[b] or su.capacity[a] > su.capacity[b]:
        return False
    cid = su.card_id
    return any(cid[j] in NO_LOCK_YOUNGER for j in s.on_minions.of(s, b))


def _block_resolution(s: GameState, pend: Pending) -> None:
    """Rules 6.2.3: a blocked action fails, its card burns, the blocker locks and enters combat
    with the acting minion; a vampire blocking a leave-torpor action may diablerize instead
    (rules 6.5.2)."""
    s.stats[0] += 1
    b = pend.blocker
    if not pend.flags & BLOCKER_NO_LOCK and not _no_lock_younger(s, b, pend.actor):
        s.locked[b] = 1  # unless "this vampire does not lock for the block" (Read the Winds)
    burn_action_card(s, pend)
    pend.succeeded = False
    pend.stage = AFTER_RESOLUTION
    pend.decider = s.current
    if pend.kind == K_LEAVE_TORPOR:
        if s.setup.is_vampire[b] and not s.setup.blood_cursed[b] and not (  # rules 11: blood-cursed: no diablerie
                masters.HUMANITAS in s.setup.master_kinds and masters.humane(s, b)) and not (
                politics.any_alastor(s.setup) and politics.alastor_on(s, b)):  # Alastor: no diablerie
            pend.stage = DIABLERIE
            pend.decider = controller_of(s, b)
        return
    q = controller_of(s, b)
    flags = _unlock_after_block_cards(s.setup)
    if flags and q >= 0 and any(map(flags.__getitem__, s.players[q].hand)):
        pend.flags |= UNLOCK_WINDOW
    fighter = pend.actor
    if pend.slave >= 0:  # rules 11: the slave fights in the blocked vampire's place, which unlocks
        s.locked[pend.actor] = 0
        fighter = pend.slave
    if pend.flags & NO_COMBAT:
        return  # Stone Travel [MYT]: the resulting combat is cancelled
    if q >= 0 and (fighter == pend.slave or controller_of(s, pend.actor) == s.current) \
            and fighter in s.players[s.current].ready:
        combat.start(s, fighter, s.current, b, q)
        if pend.flags & BLOCK_MANEUVER and s.combat is not None:
            s.combat.free_maneuver[1] += 1
            if pend.flags & BLOCK_EITHER:
                s.combat.free_press[1] += 1  # "1 optional maneuver or press": one of the two
                s.combat.free_either[1] = True
        if pend.flags & BLOCK_PREVENT and s.combat is not None:
            s.combat.round_prevent[1] = 1
        if pend.flags & BLOCK_PRESS and s.combat is not None:
            s.combat.free_press[1] += 1  # "1 optional press during the resulting combat if this vampire blocks"
        if pend.kind == K_ACTION_CARD and pend.card >= 0 and s.combat is not None:
            e = s.setup.effect[pend.card]
            n = blocker_press(e.options[pend.option]) if e is not None and e.mode == M_ACTION else 0
            if n:
                # Dive Bomb: "the blocking minion gets 1 optional press during the first round"
                s.combat.free_press[1] += n
                s.combat.round1_press[1] += n
        if pend.card >= 0 and s.combat is not None:  # (a bleed: its kind K_BLEED, the card played)
            e = s.setup.effect[pend.card]
            n = blocked_strength(e.options[pend.option]) if e is not None and e.mode == M_ACTION else 0
            if n:
                # Show of Force: "this vampire can gain +1 strength that combat" (rules 6.4.5:
                # strength is the damage of a hand strike; gained as range is to be determined)
                s.combat.combat_strength[0] += n
        if pend.flags & ACT_MANEUVER and s.combat is not None:
            s.combat.free_maneuver[0] += 1  # rules 6.4.2: an optional maneuver may go unused
            if pend.flags & ACT_EITHER:
                s.combat.free_press[0] += 1  # "1 optional maneuver or press": one of the two
                s.combat.free_either[0] = True
        if pend.flags & ACT_ENDS and s.combat is not None:
            s.combat.free_ends = True
        if pend.flags & ACT_PREVENT and s.combat is not None:
            s.combat.auto_prevent[0] += 1  # once in the combat (Beast Meld [ani pro])
        if pend.flags & ACT_AGG and s.combat is not None:
            s.combat.all_agg = True
        if (s.setup.any_sniper or s.setup.any_close_on_block) and s.combat is not None:
            combat.blocker_sets_range(s, pend.directed)


def continue_blocked_action(s: GameState, v: int, card: int) -> None:
    """After a strike ending the combat of a blocked action (Form of Mist [PRO], Shadow Body
    [OBT], Mirror Image [CHI]): the acting minion ``v`` continues the action as if unblocked,
    paying the blood and with the stealth the card says (when it can pay); the block is not
    resolved (rules 6.2.3), so its card returns from the ash heap and other minions may still
    attempt to block (rules 6.2.2)."""
    pend = s.pending
    if pend is None or not pend.blocked or pend.actor != v or pend.stage != AFTER_RESOLUTION:
        return
    m = s.players[s.current]
    if v not in m.ready:
        return
    su = s.setup
    e = su.effect[card]
    opt = next((o for o in e.options if o.has(CONTINUE_ACTION)), None) if e is not None else None
    if opt is None:
        return
    arg = next(p.arg for p in opt.prims if p.op == CONTINUE_ACTION)
    if (arg & 1 and pend.kind == K_BLEED) or (arg & 2 and pend.kind == K_POLITICAL):
        return  # "a non-bleed (non-political) action"
    cost = max_amount(opt, O_PAY_BLOOD)
    if s.blood[v] < cost:
        return
    s.blood[v] -= cost
    pend.modifiers.append(su.card_id[card])  # one such continuation per card each action
    pend.stealth += max_amount(opt, O_STEALTH)
    a_card = pend.card
    if a_card >= 0:
        owner = s.players[su.owner[a_card]]
        if a_card in owner.ash:  # burned at block resolution (rules 6.2.3)
            owner.ash.remove(a_card)
            m.in_play.append(a_card)
    pend.blocked = False
    pend.blocker = -1
    pend.intercept = 0
    pend.stage = BLOCKS
    pend.decider = s.current


def _resolve(s: GameState, pend: Pending) -> None:
    """Rules 6.2.3: the action succeeds; pay its cost and apply its effects."""
    m = s.players[s.current]
    su = s.setup
    a = pend.actor
    kind = pend.kind
    card = pend.card
    e = su.effect[card] if card >= 0 else None
    cost = blood_cost(su, a, card) if e is not None else 0
    if cost:
        s.blood[a] = max(0, s.blood[a] - cost)
    if pend.directed and pend.target >= 0 and su.targeted[pend.target] and kind != K_BLEED:
        # (a bleed is directed at a Methuselah; its target card is a vampire to add blood to or
        # a minion to lock)
        t = pend.target  # "actions directed at him cost 1 additional pool / blood or life" (rules 6.2.3)
        if su.targeted_blood[t]:
            s.blood[a] = max(0, s.blood[a] - su.targeted_blood[t])
        if su.targeted_pool[t]:
            burn_pool(s, s.current, su.targeted_pool[t])
            if s.terminal or m.ousted:
                return
    pend.succeeded = True
    pend.stage = AFTER_RESOLUTION
    pend.decider = s.current
    if pend.flags & SUCCESS_POOL:
        m.pool += 1  # I am Legion [DAI OBF]: "gain 1 pool after action resolution if successful"
    if su.imbued is not None:
        imbued.church(s, pend)  # The Church of Vindicated Faith: an imbued's successful action
    if e is not None and kind != K_EQUIP and kind != K_EMPLOY and card in m.in_play:
        m.in_play.remove(card)
    if kind == K_BLEED:
        s.bled_turn[a] = s.turn
        if card < 0 and pend.option == 1:
            s.blood[a] = max(0, s.blood[a] - su.bleed_action_cost[a])  # "a (D) action that costs N blood"
        amount = pend.bleed
        if su.any_placed:
            amount -= placed.bleed_against(s, pend.target_p, a)  # Aranthebes: "-1 bleed against you"
        cap = e.options[pend.option].amount(_OP_BLEED_AMOUNT) if e is not None else 0
        if cap and amount > cap:
            amount = cap  # "if more than 1 pool is bled with this action, ignore the excess"
        if masters.BLEED_CAP in su.master_kinds:
            masters.after_bleed(s, m)  # Protected Resources: burned after a bleed of yours
            amount = masters.bleed_cap(s, pend.target_p, amount)  # "you burn 2 pool instead"
        if amount > 0:
            target = pend.target_p
            s.turn_bleed += amount
            m.bled_total += amount
            s.players[target].bleed_received += amount
            s._tt_dealt[s.current] += amount
            s._tt_received[target] += amount
            # rules 6.1.1: a successful bleed for 1 or more takes the Edge (Leverage: burned instead)
            s.edge = -1 if pend.flags & NO_EDGE else s.current
            if pend.flags & COUNTER_UNLOCK and s.corruption:
                _counters_unlock(s, pend)
            if e is not None:
                gain = e.options[pend.option].amount(O_GAIN_POOL)
                if gain:
                    m.pool += gain
                add = e.options[pend.option].amount(O_ADD_UNCONTROLLED)
                if add and pend.target in m.uncontrolled:
                    gain_blood(s, pend.target, add)  # "if the bleed is successful, add N blood"
            if target != s.current:
                burn_pool(s, target, amount)
        if su.bleed_pool[a]:
            m.pool += su.bleed_pool[a]  # a vampire's "after a successful bleed, gain N pool"
        if su.bleed_mill[a] and pend.target_p != s.current:
            # Hecate: "you can burn the top card of the target Methuselah's library" (always taken
            # against a rival); rules 6.1.1: after the successful bleed
            lib = s.players[pend.target_p].library
            for _ in range(min(su.bleed_mill[a], len(lib))):
                s.players[pend.target_p].ash.append(lib.pop())
        if masters.AFTER_ACTION_BLOOD in su.master_kinds and pend.target_p == s.prey(s.current):
            masters.bled_prey(s, a)  # Capitalist: "when this vampire successfully bleeds his or her prey"
        if su.bleed_anarch_damage[a] and pend.target_p != s.current:
            # Alonso: "1 unpreventable damage on each anarch controlled by the target of the bleed"
            for w in list(s.players[pend.target_p].ready):
                if su.is_vampire[w] and su.sect[w] == "Anarch":
                    combat.damage(s, w, su.bleed_anarch_damage[a])
        if e is not None:
            m.ash.append(card)
            opt = e.options[pend.option]
            if opt.has(O_UNLOCK_MINION) and opt.has(O_PAY_BLOOD):
                # Fiendish Tongue: "if this vampire is Tzimisce and the bleed is successful, this
                # Tzimisce can burn 1 blood during your next discard phase to unlock"
                w = next(p for p in opt.prims if p.op == O_WHEN)
                if su.clan_index[a] == w.cond:
                    s.used.add((a, UNLOCK_IN_DISCARD_PAID))
            elif opt.has(O_UNLOCK_MINION):
                s.locked[a] = 0  # "if the bleed is successful, this vampire unlocks"
            if opt.has(_OP_DRAW):
                draw_then_put_back(s, m, opt.amount(_OP_DRAW), False)  # "draw N (discard afterward)"
            t = pend.target
            if t >= 0 and opt.has(O_LOCK) and controller_of(s, t) == (
                    s.prey(s.current) if any(p.op == O_LOCK and p.arg == _WHO_PREY for p in opt.prims)
                    else pend.target_p):  # Spirit Marionette: "(even if the target of the bleed is changed)"
                s.locked[t] = 1  # "if the bleed is successful, lock a minion of the target Methuselah"
            if t >= 0 and opt.has(_OP_COUNTER) and controller_of(s, t) == pend.target_p:
                s.corruption[t] = s.corruption.get(t, 0) + 1  # "put 1 corruption counter on a minion"
    elif kind == K_HUNT:
        gain_blood(s, a, 1 + su.hunt_plus[a]  # rules 6.1.2; the vampire's own "+1 hunt"
                    + (masters.hunt_bonus(s, a) if masters.HUNT_BONUS in su.master_kinds else 0))
        if masters.NO_HUNT_EVENT in su.master_kinds:
            masters.hunted(s)  # Restricted Vitae: its replacement
        if su.hunt_locks[a]:
            s.no_unlock.add(a)  # Eddie Gaines: "does not unlock as normal during his next unlock phase"
    elif kind == K_EQUIP or kind == K_EMPLOY:
        s.attached[card] = a  # rules 6.1.3, 6.1.4
        if su.imbued is not None:
            imbued.gained_power(s, pend, card)  # "the imbued unlocks if the action succeeds"
        if e is not None and e.options and e.options[0].prims and e.options[0].prims[0].op == O_WHEN \
                and e.options[0].prims[0].n == _WHEN_END_OF_TURN and e.options[0].has(O_UNLOCK_MINION):
            s.used.add((a, UNLOCK_AT_END))  # Leather Jacket
        if kind == K_EMPLOY and su.employ_unlock[a]:
            s.used.add((a, UNLOCK_AT_END))  # Enkidu: "he unlocks at the end of the turn"
        if kind == K_EQUIP and masters.EQUIP_UNLOCK in su.master_kinds and masters.equip_unlock(s):
            s.used.add((a, UNLOCK_AT_END))  # NRA PAC: "any minion who successfully performs an equip action"
        if kind == K_EMPLOY and e is not None:
            # rules 6.1.4: its life from the blood bank, that of the level played ("[ANI] 2 life")
            s.blood[card] = e.options[pend.option].amount(_OP_LIFE) or e.life if e.options else e.life
        if su.is_unique[card] and contest(s, s.current, card):
            m.in_play.remove(card)
    elif kind == K_RECRUIT:
        s.blood[card] = e.life if e is not None else 0
        lv = su.level_stats[card]
        if lv is not None:
            # rules 6.1.5: the life (and strength) of the level it is recruited at
            s.blood[card], st = lv[pend.option]
            if st != su.base_strength[card]:
                s.level_strength[card] = st - su.base_strength[card]
            else:
                s.level_strength.pop(card, None)
        if su.any_recruit_acts and su.recruit_acts[card]:
            # Nocturn "can perform actions the turn it is recruited. Unlock this vampire if this
            # is their first successful recruit ally action this turn"
            if (a, RECRUITED) not in s.used:
                s.locked[a] = 0
        else:
            s.acted[card] = s.turn  # rules 6.1.5: the ally cannot act this turn
        s.used.add((a, RECRUITED))
        if not (su.is_unique[card] and contest(s, s.current, card)):
            m.ready.append(card)
            if su.burn_own[card]:
                # War Ghoul: "after this ally enters play, burn an ally or retainer you control"
                # (the one with the least life)
                own = [j for j in m.ready if su.is_ally[j] and j != card] + [
                    j for j in m.in_play if su.mode[j] == M_RETAINER]
                if own:
                    j = min(own, key=lambda j: s.blood[j])
                    if su.is_ally[j]:
                        burn_minion(s, j)
                    else:
                        for q in s.players:
                            if j in q.in_play:
                                q.in_play.remove(j)
                        burn_card(s, j)
            if su.ash_price[card]:
                # "after this ally enters play, remove an ally or vampire in your ash heap from the
                # game or burn this ally" (the first found)
                j = next((j for j in m.ash if su.is_vampire[j] or su.is_ally[j]), -1)
                if j >= 0:
                    m.ash.remove(j)
                    m.removed.append(j)
                else:
                    burn_minion(s, card)
    elif kind == K_ACTION_CARD:
        assert e is not None
        m.ash.append(card)
        if su.waker[card]:
            wakers.resolve(s, m, a, card)  # put in play: a locked minion can block with it
        elif su.placed[card] and placed.applies(e, e.options[pend.option]):
            placed.resolve(s, m, card, a, e.options[pend.option], pend.target)  # put in play: Aranthebes
        lend = su.borrow[card] and borrow.is_option(e, e.options[pend.option])
        if lend:
            borrow.resolve(s, m, card, e.options[pend.option], pend.target)  # on the vampire (Temptation)
        put = su.placed[card] and placed.applies(e, e.options[pend.option])
        for p in (() if su.waker[card] or put or lend else e.options[pend.option].prims):
            op = p.op
            if op == O_GAIN_POOL:
                m.pool += p.n
            elif op == O_GAIN_BLOOD:
                gain_blood(s, a, p.n)
            elif op == O_HUNT:
                gain_blood(s, a, 1 + p.n + su.hunt_plus[a])  # a hunt with +N, and the vampire's "+1 hunt"
            elif op == O_ADD_UNCONTROLLED:
                if p.arg == EACH_YOUNGER_CLAN:
                    # "all younger Samedi in your uncontrolled region each gain a blood" (Little
                    # Mountain Cemetery; rules 6.1.6: as the action resolves)
                    for v in each_younger_of_clan(s, m, a, e.target_clan):
                        gain_blood(s, v, p.n)
                elif pend.target in m.uncontrolled:
                    gain_blood(s, pend.target, p.n)
            elif op == O_STEALTH and p.cond == 1:
                key = turn_stealth(e.options[pend.option])
                if key:
                    k = 1
                    while (-k, key) in s.used:
                        k += 1
                    s.used.add((-k, key))  # Psychic Veil: the rest of this turn's actions
            elif op == O_CRYPT_TO_UNCONTROLLED:
                # "move the top card from your crypt to your uncontrolled region" (Kindred
                # Intelligence); "add 1 blood to it if it is a Black Hand vampire" (Recruitment Exercise)
                if p.cond == CRYPT_CLAN_ONLY:
                    _draw_if_clan(s, m, a, e.target_clan, p.arg)  # Mesu Bedshet
                    continue
                for _ in range(p.n):
                    if m.crypt:
                        v = m.crypt.pop()
                        m.uncontrolled.append(v)
                        if p.arg and su.req_bits[v] >> p.cond & 1:
                            gain_blood(s, v, p.arg)
            elif op == O_LOCK:
                s.locked[pend.target] = 1  # "enter combat with and lock a vampire"; a stun
            elif op == _OP_BURN_POOL and e.options[pend.option].has(_OP_EDGE):
                if pend.target_p >= 0 and not s.players[pend.target_p].ousted:
                    burn_pool(s, pend.target_p, p.n)  # Enticement: the prey burns N pool
            elif op == CANNOT:
                if p.arg == _RESTRICT_BLEED:
                    s.used.add(NO_BLEED_TURN)  # "minions you control cannot bleed until the end of the turn"
                elif p.arg == _RESTRICT_UNLOCK and controller_of(s, pend.target) >= 0:
                    s.no_unlock.add(pend.target)  # stunned: does not unlock as normal next time
            elif op == O_STEAL_CARD:
                _steal(s, a, pend.target, e.options[pend.option])
            elif op == _OP_BURN_CARD:
                _burn_in_play(s, pend.target, e.options[pend.option])
            elif op == O_PLUS_BLEED and p.arg == PLUS_BLEED_TURN:
                s.used.add(TURN_BLEED)  # Dream World: +1 bleed for the current Methuselah's minions
            elif op == O_WHEN and p.n == W_DISCARD_PHASE:
                s.used.add((a, UNLOCK_IN_DISCARD))  # what follows happens in the discard phase
                break
            elif op == _OP_DAMAGE:
                if p.arg & DMG_TWO and not p.arg & DMG_BLOOD:
                    _damage_two(s, m, card, pend.target, p)
                else:
                    _damage_card(s, pend.target, p)
            elif op == _OP_RECUR and p.arg == _THING_VAMPIRE:
                _from_ash(s, m, pend.target, p.cond)
            elif op == _OP_RECUR:
                _recur(s, m, card, p.n, e.options[pend.option].amount(_OP_DISCARD_FROM_HAND))
            elif op == _OP_OPEN_HAND:
                if p.arg == _WHO_ANOTHER:
                    s.used.add(HANDS_OPEN_TURN)  # every hand seen for the rest of the turn
                elif p.n:
                    m.ash.remove(card)  # put in play: the prey plays with an open hand
                    m.in_play.append(card)
                elif pend.target_p >= 0 and not s.players[pend.target_p].ousted and s.players[pend.target_p].hand:
                    # the acting Methuselah chooses the prey's card to discard (one decision)
                    s.put_back, s.put_back_to = 1, 3
                    s.recur = (-1, pend.target_p)
                break
            elif op == O_SEARCH:
                if p.arg != Thing.EQUIPMENT:
                    _summon(s, m, a, pend.target)  # Summon History (summon_thing): its X paid there
                    break
                _search_equip(s, a, pend.target)
            elif op == _OP_DRAW:
                draw_then_put_back(s, m, p.n, False)
            elif op == _OP_STEAL_POOL:
                m.pool += p.n  # rules 6.2.3: the target Methuselah loses it
                if pend.target_p >= 0 and not s.players[pend.target_p].ousted:
                    burn_pool(s, pend.target_p, p.n)
            elif op == _OP_ON_ACTOR:
                m.ash.remove(card)  # put on the acting minion
                m.in_play.append(card)
                s.attached[card] = a
                s.on_option[card] = pend.option  # its bonuses: those of the option played
            elif op == _OP_RESCUE and p.arg == 2:
                t = pend.target
                if t in m.uncontrolled and s.blood[t] >= su.capacity[t]:
                    _influence(s, t)  # Undue Influence [qui]: "move them to your ready region"
            elif op == _OP_MOVE_BLOOD and p.arg == 1 and not e.options[pend.option].has(_OP_EMBRACE):
                # Undue Influence [chi]: from the target crypt card to the chosen vampire in your
                # uncontrolled region (the one with the most blood, nearest to coming out)
                t = pend.target
                q = s.players[pend.target_p] if pend.target_p >= 0 else None
                if q is not None and t in q.uncontrolled and m.uncontrolled:
                    dst = max(m.uncontrolled, key=lambda v: (s.blood[v] < su.capacity[v], s.blood[v]))
                    take = min(p.n, s.blood[t])
                    s.blood[t] -= take
                    gain_blood(s, dst, take)
            elif op == _OP_RESCUE:
                if pend.target in m.torpor:
                    to_ready(s, pend.target)  # "move a vampire from torpor to the ready region"
            elif op == _OP_FILL_BLOOD:
                t = pend.target
                if controller_of(s, t) == s.current or any(t in q.in_play for q in s.players):
                    s.blood[t] = max(s.blood[t], _starting_life(s, t))  # "to reach their starting life"
            elif op == _OP_EMBRACE:
                # The Embrace: the card becomes a vampire in the ready region, with no blood: it
                # must hunt (rules 6)
                m.ash.remove(card)
                m.ready.append(card)
                s.blood[card] = 0
                s.locked[card] = 0
                _embrace_extras(s, m, a, card, e.options[pend.option], -1 - pend.target)
                break
            elif op == O_UNLOCK_MINION:
                s.locked[a] = 0  # "this vampire unlocks", "put this card on this vampire and unlock them"
            elif op == _OP_BLOOD_TO:
                if p.arg == 1:
                    if controller_of(s, pend.target) == s.current:
                        gain_blood(s, pend.target, p.n)  # "add N blood to another vampire"
                else:
                    for v in m.ready:  # "each of your unlocked vampires gains N blood"
                        if su.is_vampire[v] and not s.locked[v]:
                            gain_blood(s, v, p.n)
            elif op == O_ENTER_COMBAT:
                _enter_combat(s, a, pend.target)
                c = s.combat
                if c is not None:
                    opt = e.options[pend.option]
                    # "this acting minion gets N optional maneuvers / 1 optional press during
                    # that combat" (rules 6.4.2, 6.4.4), or "during the first round of that combat"
                    man = 0
                    for q in opt.prims:
                        if q.op == O_WHEN:
                            break  # what follows is the blocking minion's (Dive Bomb)
                        if q.op == O_MANEUVER and q.n > man:
                            man = q.n
                            c.round1_maneuver[0] = q.n if q.cond == W_FIRST_ROUND else 0
                        elif q.op == O_PRESS:
                            c.free_press[0] += q.n
                            c.press_continue = q.cond == 1
                            if q.cond == W_FIRST_ROUND:
                                c.round1_press[0] += q.n
                        elif q.op == O_COMBAT_ENDS:
                            c.no_ends1 = True  # Hunter's Mark [CEL THA]
                        elif q.op == O_STRENGTH:
                            c.combat_strength[0] += q.n  # "+1 strength during that combat" (rules 6.4.5)
                    c.free_maneuver[0] += man
        if su.prey_burn[card] is not None:
            # "put this card in play" (Army of Rats); X blood: the copies already in play
            s.blood[a] = max(0, s.blood[a] - burnable.x_cost(s, m, card))
            m.ash.remove(card)
            m.in_play.append(card)
    elif kind == K_ABILITY:
        op, n, _who, _st, cost = su.ability2[a] if pend.option == 1 else su.ability[a]  # type: ignore[misc]
        if cost:
            s.blood[a] = max(0, s.blood[a] - cost)  # "a (D) action that costs N blood" (rules 6.2.3)
        t = pend.target
        if op == _O_BLOOD_TO:
            if t in m.ready:
                gain_blood(s, t, n)  # over capacity to the blood bank
        elif op == _O_UNLOCK_OTHER:
            if t in m.ready:
                s.locked[t] = 0
        elif _who >= CARD_WHO:
            if card_controller(s, t) == pend.target_p and pend.target_p >= 0:
                if op == _O_BURN_CARD:
                    _burn_in_play(s, t, _NO_OPTION)  # "burn a retainer / a location as a (D) action"
                else:
                    _steal(s, a, t, _NO_OPTION)  # "steal an equipment / an ally" (rules 11)
        elif controller_of(s, t) == pend.target_p:
            if op == _O_STEAL_BLOOD:
                take = min(n, s.blood[t])  # "steal up to 2 blood (or life, becoming blood)"
                s.blood[t] -= take
                gain_blood(s, a, take)  # over capacity to the blood bank
                if not su.is_vampire[t] and s.blood[t] <= 0:
                    burn_minion(s, t)  # an ally at 0 life burns
            elif op == _O_BURN_CARD:
                if t in s.players[pend.target_p].torpor:
                    burn_minion(s, t)  # "burn a vampire in torpor to gain N life"
                    gain_blood(s, a, n)
            else:
                s.locked[t] = 1
    elif kind == K_OWN_ACTION:
        _own_action(s, pend)
    elif kind == K_BURN_CARD:
        sp = su.burnable[pend.target]
        if sp is not None and sp[4]:
            burnable.call(s, a, pend.target)  # the referendum (rules 6.3.2)
        elif sp is not None:
            # its cost paid (rules 6.2.3); an undirected one: whoever controls the card
            burnable.resolve(s, a, pend.target, pend.target_p if pend.directed else card_controller(s, pend.target))
        else:
            masters.burn_in_play(s, pend.target)
    elif kind == K_ENTER_COMBAT:
        cost = su.enter_combat_cost[a] if pend.option == 0 else 0  # (the vampire's own action only)
        if cost:
            s.blood[a] = max(0, s.blood[a] - cost)  # "a (D) action that costs N blood" (rules 6.2.3)
        _enter_combat(s, a, pend.target)
    elif kind == K_POLITICAL:
        assert e is not None or pend.card < 0  # no card: the acting vampire's own call
        politics.start(s, pend)
    elif kind == K_LEAVE_TORPOR:
        leave = TORPOR_COST + (masters.torpor_tax(s) if masters.TORPOR_TAX in su.master_kinds else 0)  # Torpid Blood
        if s.blood[a] >= leave:  # a cost no longer payable (blood spent on modifiers): no effect
            s.blood[a] -= leave  # rules 6.5.2
            to_ready(s, a)
    elif kind == K_RESCUE:
        t = pend.target
        if t in _torpid(s):
            cost = TORPOR_COST + su.rescue_cost[t] + _rescue_tax(s, a, t)  # "rescuing him costs 1 additional blood"
            if masters.HUMANITAS in su.master_kinds:
                cost = max(0, cost - masters.rescue_terms(s, a)[1])  # Humanitas: "burns 1 less blood if successful"
            pay = min(cost, s.blood[a])  # the rescuer pays, the rescued the rest (rules 6.5.3)
            s.blood[a] -= pay
            s.blood[t] = max(0, s.blood[t] - (cost - pay))
            to_ready(s, t)
    elif kind == K_DIABLERIZE:
        if pend.target in _torpid(s):
            diablerie(s, a, pend.target)
    if e is not None and e.pool_cost and not s.terminal and not m.ousted:
        cost = pool_cost(su, a, card) if su.cost_mods[a] else e.pool_cost
        if cost:
            burn_pool(s, s.current, cost)


def _enter_combat(s: GameState, a: int, t: int) -> None:
    """A successful enter-combat action: the acting minion and ``t`` enter combat if both are
    still ready (rules 6.4)."""
    q = controller_of(s, t)
    if q >= 0 and t in s.players[q].ready and a in s.players[s.current].ready:
        if s.setup.imbued is not None:
            imbued.entered_combat(s, a, t)  # Erick Franco: a conviction before combat begins
        combat.start(s, a, s.current, t, q)


def diablerie(s: GameState, v: int, victim: int) -> None:
    """Rules 6.5.5: the victim's blood goes to the diablerist (over capacity to the bank), its
    equipment too; the victim burns; an older victim gives the diablerist a Discipline master
    card (:func:`_diablerie_discipline`); then a blood hunt referendum (rules 6.5.6)."""
    su = s.setup
    if su.imbued is not None and su.imbued.is_imbued[victim]:
        imbued.burn_incapacitated(s, v, victim)  # an imbued is no vampire: no diablerie (appendix 5)
        return
    gain_blood(s, v, s.blood[victim])
    s.blood[victim] = 0
    take_equipment(s, v, victim)
    older = su.capacity[victim] > su.capacity[v]
    burn_minion(s, victim)
    if older:
        _diablerie_discipline(s, v)
    s.stats[6] += 1
    s.diablerists[v] = s.turn
    if not su.cannot[v] & NO_BLOOD_HUNT:  # "blood hunts cannot be called on this vampire"
        politics.start_blood_hunt(s, v)


def _diablerie_discipline(s: GameState, v: int) -> None:
    """Rules 6.5.5 (4): the victim was older than diablerist ``v``, which may get a Discipline:
    its controller searches their library, ash heap and hand for a Discipline master card and
    puts it on ``v`` (+1 capacity, no blood to fill it). The card taken: one raising a Discipline
    ``v`` has to superior, else any it does not have at superior (a Discipline master card is
    not put on a vampire with the superior level); the ash heap first, then the library (shuffled
    afterward), then the hand (the card replaced)."""
    p = controller_of(s, v)
    if p < 0:
        return
    m = s.players[p]
    best = _discipline_master_in(s.setup, (m.ash, m.library, m.hand), v, skip_superior=True)
    if best is not None:
        _discipline_master_on(s, m, *best, v)


def _play_master(s: GameState, action: Action) -> None:
    """Rules 5, 1.6.2: a master phase action plays a master card (it may be cancelled as it is
    played by an out-of-turn card, rules 1.6.2.4)."""
    m = s.players[s.current]
    su = s.setup
    i = action.card
    e = su.effect[i]
    assert e is not None
    play_from_hand(s, m, i, e)
    s.master_actions -= 1
    order = _cancellers(s, i, s.current)
    if order:
        pend = Pending(K_PLAY_MASTER, action.actor, i, action.n, action.target)
        pend.cancel_order = order
        pend.stage = CANCEL
        s.pending = pend
        return
    _resolve_master(s, action)


def _resolve_master(s: GameState, action: Action) -> None:
    m = s.players[s.current]
    su = s.setup
    i = action.card
    e = su.effect[i]
    assert e is not None
    if e.trifle and not s.trifle_played:
        s.trifle_played = True
        s.master_actions += 1  # rules 1.6.2.5
    cost = e.pool_cost
    v = action.target
    first = e.options[0].prims[0] if e.options[0].prims else None
    if e.mode == M_MASTER_ON_VAMPIRE and first is not None and first.op == O_MOVE_TO_POOL:
        if any(s.attached[j] == v and su.card_id[j] == su.card_id[i] for j in m.in_play):
            cost += 1
    sh = su.master_shape[i]
    if v >= 0 and masters.HAVEN in su.master_kinds:
        cost += masters.master_extra_cost(s, v)  # a master card targeting a minion with a haven
    if sh is not None:
        masters.resolve(s, m, i, sh, action)
    elif e.mode == M_MASTER and su.imbued is not None and su.imbued.master[i]:
        imbued.resolve_master(s, m, i, action)  # Angel of Berlin
    elif first is not None and first.op in (O_LOCK, O_CANNOT_BLOCK):
        if first.op == O_LOCK:
            s.locked[v] = 1  # Misdirection
            m.ash.append(i)
        else:
            s.cannot_block.add(v)  # Pentex(TM) Subversion, on the minion
            m.in_play.append(i)
            s.attached[i] = v
    elif e.mode == M_MASTER_IN_PLAY:
        if su.is_unique[i] and contest(s, s.current, i):
            pass
        else:
            m.in_play.append(i)
            for p in e.options[0].prims:
                if p.op == O_HAND_SIZE:
                    m.hand_size += p.n
                    draw_cards(m, p.n)  # rules 1.6.1.2: match the new hand size at once
    elif e.mode == M_MASTER_ON_VAMPIRE:
        m.in_play.append(i)
        s.attached[i] = v
        for p in e.options[0].prims:
            if p.op == O_MOVE_TO_POOL:
                n = min(action.n, s.blood[v])
                s.blood[v] -= n
                m.pool += n
    else:
        for p in e.options[0].prims:
            op = p.op
            if op == O_GAIN_POOL:
                m.pool += p.n
            elif op == O_MOVE_TO_POOL:
                n = min(action.n, s.blood[v])
                s.blood[v] -= n
                m.pool += n
            elif op == O_FILL_BLOOD:
                s.blood[v] = su.capacity[v]
            elif op == O_ADD_UNCONTROLLED:
                gain_blood(s, v, p.n)
            elif op == O_CRYPT_TO_UNCONTROLLED:
                for _ in range(p.n):
                    if m.crypt:
                        m.uncontrolled.append(m.crypt.pop())
            elif op == Op.POOL_TO_BLOOD:
                n = min(action.n, m.pool, su.capacity[v] - s.blood[v])  # Gird Minions (rules 6.1.2: up to capacity)
                if n > 0:
                    m.pool -= n
                    s.blood[v] += n
            elif op == Op.SEARCH_CRYPT:
                if v in m.crypt:  # Coroner's Contact: the vampire found, with N blood from the bank
                    m.crypt.remove(v)
                    m.uncontrolled.append(v)
                    if p.n:
                        gain_blood(s, v, p.n)
                s.rng.shuffle(m.crypt)  # rules 11 (search): shuffle the crypt afterward
            elif op == O_MILL:
                for _ in range(p.n):
                    if m.library:
                        m.ash.append(m.library.pop())
        m.ash.append(i)
    if cost:
        burn_pool(s, s.current, cost)


def _shuffle_for_stealth(s: GameState, m: Methuselah, j: int) -> None:
    """Retainer ``j`` of the acting minion goes back into its owner's library, shuffled, for
    the action's stealth (Shaman: :func:`shuffle_stealth`; rules 6.2.2.2)."""
    pend = s.pending
    assert pend is not None
    m.in_play.remove(j)
    s.blood[j] = 0  # its life counters go with it
    s.locked[j] = 0
    s.attached[j] = -1
    owner = s.players[s.setup.owner[j]]
    owner.library.append(j)
    s.rng.shuffle(owner.library)
    pend.stealth += s.setup.shuffle_stealth[j]


def _use(s: GameState, action: Action) -> None:
    """Use a card in play (hunting ground, Blood Doll, Vessel, Parthenon, Powerbase...)."""
    m = s.players[s.current]
    su = s.setup
    j = action.card
    if su.imbued is not None and (su.imbued.cls[j] or su.imbued.bits[j] & imbued.PAUL):
        imbued.use(s, action)  # a conviction burned, a power locked (imbued appendix 2, 3); Paul Moreton
        return
    if j == action.actor and su.is_crypt[j]:
        pend = s.pending
        assert pend is not None
        s.blood[j] -= 1
        if pend.stage == REACTIONS:
            pend.bleed = max(0, pend.bleed - su.bleed_shield[j])  # Greta: "reduce the bleed amount by one"
            pend.played.append((j, su.card_id[j]))  # once each action
        elif j == pend.blocker or su.blood_intercept_others[j] and controller_of(s, j) != s.current:
            # the blocker's own "burn 1 blood to get +1 intercept"; Maris Streck's to a blocking minion
            pend.intercept += su.crypt_blood_intercept[j]
            if not su.blood_intercept_rep[j]:
                pend.played.append((j, su.card_id[j]))  # Persia: once each action
        else:
            pend.stealth += su.blood_stealth[j]  # "burn 1 blood to get (give a minion you control) +1 stealth"
            s.blood[j] -= su.blood_stealth_cost[j] - 1  # Veejay: 2 blood
            if su.blood_stealth_once[j]:
                pend.played.append((j, su.card_id[j]))  # once each action
        return
    e = su.effect[j]
    assert e is not None
    v = action.target
    if su.any_shuffle_stealth and su.shuffle_stealth[j]:
        _shuffle_for_stealth(s, m, j)
        return
    sh = su.master_shape[j]
    if sh is not None:
        masters.use(s, j, sh, action)
        return
    if su.placed[j]:
        placed.use(s, j, v)
        return
    if su.borrow[j]:
        borrow.use(s, j, v)
        return
    if su.burn_location[j] and action.actor == j:
        s.locked[j] = 1  # War Ghoul locks and burns itself to burn the location
        burn_minion(s, j)
        for q in s.players:
            if v in q.in_play:
                q.in_play.remove(v)
                burn_card(s, v)
        return
    if su.heal_ally[j] and action.actor == j:
        s.locked[j] = 1  # Vagabond Mystic locks: 1 life to the ally
        gain_blood(s, v, su.heal_ally[j])
        return
    if su.ash_return[j] and j in m.ash:
        # Emerald Legionnaire: 7 other cards of the ash heap removed from the game (its other
        # copies last), then it moves to the ready region with its life
        m.ash.remove(j)
        others = sorted(m.ash, key=lambda k: su.card_id[k] == su.card_id[j])[:7]
        for k in others:
            m.ash.remove(k)
            m.removed.append(k)
        s.blood[j] = e.life
        s.locked[j] = 0
        m.ready.append(j)
        return
    pend = s.pending
    if pend is not None and pend.stage == ATTEMPT and su.mode[j] == M_MODIFIER and gaze_fails(e.options[action.n]):
        # Enchanting Gaze [PRE PRO]: a corruption counter burned, the attempt fails; the blocker
        # has tried (rules 6.2.2.1). Counters are kept by minion (see _counters_unlock).
        b = pend.blocker
        s.corruption[b] -= 1
        if not s.corruption[b]:
            del s.corruption[b]
        pend.played.append((action.actor, su.card_id[j]))
        pend.intercept = -1
        _attempt_pass(s, pend)
        return
    if pend is not None and pend.stage == ATTEMPT and su.mode[j] == M_MODIFIER:
        # Into Thin Air: once this action, burn 1 blood to give the blocker -1 intercept
        s.blood[action.actor] -= 1
        pend.intercept -= minus_intercept(su, e.options[action.n], action.actor, pend.blocker)
        pend.played.append((action.actor, su.card_id[j]))
        return
    if pend is not None and pend.stage == ATTEMPT and su.is_reaction[j]:
        # Eyes of the Wild: the woken Gangrel burns 1 blood for +1 intercept (rules 6.2.2.2)
        s.blood[action.actor] -= 1
        pend.intercept += wake_intercept(e.options[action.n])
        return
    if pend is not None and pend.stage == ATTEMPT and su.mode[j] == M_EQUIPMENT and action.n:
        # Bowl of Convergence [AUS]: burn 1 blood for +N intercept during this action
        s.blood[action.actor] -= 1
        pend.intercept += blood_intercept(e.options[action.n])
        pend.played.append((action.actor, su.card_id[j]))
        return
    for p in e.options[0].prims:
        op = p.op
        if op == _OP_DRAW:
            s.used.add((j, USED_CARD))
            draw_then_put_back(s, m, action.n, True)
        elif op == O_HUNTING_GROUND and s.phase == UNLOCK:
            gain_blood(s, v, p.n)
            s.used.add((j, USED_CARD))
            s.used.add((v, FED_FROM_GROUND))
        elif op == O_EXCHANGE:
            s.used.add((j, USED_CARD))
            if action.n == 0:
                s.blood[v] -= 1
                m.pool += 1
            else:
                s.blood[v] += 1
                burn_pool(s, s.current, 1)
        elif op == O_MASTER_ACTIONS:
            s.locked[j] = 1
            s.master_actions += p.n
        elif op == O_INFLUENCE_BLOOD:
            s.locked[j] = 1
            gain_blood(s, v, p.n)


SETUP.rules_executes = executes
SETUP.rules_combat_open_hand = combat_open_hand
SETUP.rules_equip_dodge = equip_dodge
SETUP.rules_held_stealth = held_stealth
SETUP.rules_foe_strength = foe_strength
SETUP.rules_shuffle_stealth = shuffle_stealth
HOOKS.rules_end_turn = _end_turn
HOOKS.rules_resolve = _resolve
HOOKS.rules_card_actions = _card_actions
HOOKS.rules_action_options = _action_options
HOOKS.rules_continue_blocked_action = continue_blocked_action
HOOKS.rules_diablerie = diablerie

__all__ = [
    "apply", "apply_checked", "controller_of", "diablerie", "goldfish_setup", "intercept_of", "is_terminal",
    "legal_actions", "new_game", "returns", "stealth_of", "votes_of", "winner",
]
