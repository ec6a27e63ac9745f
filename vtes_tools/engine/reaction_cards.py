"""Reactions whose rules the engine plays by VEKN id: the id tables the rules read and the option
readers that exist for one card (wake and unlock reactions, intercept limits, bleed reactions,
the blocker's reactions ending an action; rules 6.2.2, 6.2.3, 1.6.3.3).

The rules name none of these cards: they read the tables (``FAIL_REACTIONS``,
``UNLOCK_REACTIONS``, ``END_BLOCKED_ACTION``...) where the reactions are listed and played, and
call the readers (:func:`fail_reaction`, :func:`unlock_reaction_known`, :func:`clan_discount`...).
"""

from __future__ import annotations

from .effects import Effect, Op, Option, Prim, Restriction, When
from .hot import O_PAY_BLOOD, O_PRESS, O_REQUIRES, O_UNLOCK_MINION, O_WHEN
from .ops import CANNOT, END_ACTION, LOCK_SELF
from .state import GameSetup

W_BLEED_AGAINST_YOU = When.BLEED_AGAINST_YOU
O_REDUCE_BLEED = Op.REDUCE_BLEED
_UNLOCK_ONE = Prim(O_UNLOCK_MINION, 1)

#: Reactions "only usable by a locked vampire ... this vampire unlocks", by VEKN id: when usable
#: (an action directed at you, a bleed against you: the WHEN of the option, a vampire acting).
#: Unlocked, the vampire may attempt to block (rules 6.2.2) and stays unlocked if it does not.
#: Deep Ecology [pro] (UNLOCK_ANY): "only usable by a locked vampire. This vampire burns 1 blood
#: to unlock", during any action it may block.
UNLOCK_DIRECTED, UNLOCK_BLEED, UNLOCK_VAMPIRE_ACTING, UNLOCK_ANY = 1, 2, 3, 4
UNLOCK_REACTIONS = {100762: UNLOCK_DIRECTED, 101547: UNLOCK_BLEED, 101477: UNLOCK_VAMPIRE_ACTING,
                    102219: UNLOCK_ANY}


#: Bleed redirections that do not lock the reacting vampire: (card id, option level).
REDIRECT_NO_LOCK = frozenset({(100518, 2)})  # Deflection [DOM]

#: A blocking vampire about to enter combat with an acting younger vampire ends the action
#: (Obedience; its options say whether the acting vampire unlocks).
END_YOUNGER_ACTION = frozenset({101309})
#: Reactions of a vampire blocking an ally or younger vampire, before block resolution, ending
#: the action: Mental Maze ([obf] the vampire locks; it costs Followers of Set 1 fewer blood),
#: Voice of Madness ([DEM] the acting minion burns 1 blood or life), Bloodstorm of Chorazin (1
#: unpreventable damage on the acting minion and each retainer on it).
MENTAL_MAZE, BLOODSTORM = 101201, 100224

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

#: Intercept reactions whose options depend on the acting minion, by VEKN id: (the option "only
#: usable if a younger vampire is acting", the option "+1 intercept, with an additional +1
#: intercept if the acting minion has any corruption counters") (Sense the Sin [aus], [dai]).
ACTING_INTERCEPT = {101718: (1, 2)}
END_BLOCKED_ACTION = frozenset({MENTAL_MAZE, 102129, BLOODSTORM})
#: "Only usable if this vampire is about to enter combat with an ally. Lock that ally and end the
#: action" (Gift of Sleep [obe]): the acting vampire blocked by an ally, or a vampire blocking an
#: acting ally (:func:`ally_sleep_known`).
ALLY_SLEEP = frozenset({100828})


def clan_discount(su: GameSetup, v: int, i: int) -> int:
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
