"""Reactions whose rules the engine plays by VEKN id: the id tables the rules read and the option
readers that exist for one card (wake and unlock reactions, intercept limits, bleed reactions,
the blocker's reactions ending an action; rules 6.2.2, 6.2.3, 1.6.3.3).

The rules name none of these cards: they read the tables (``FAIL_REACTIONS``,
``UNLOCK_REACTIONS``, ``END_BLOCKED_ACTION``...) where the reactions are listed and played, and
call the readers (:func:`fail_reaction`, :func:`unlock_reaction_known`, :func:`clan_discount`...);
the steps that exist for these cards are here too: a locked vampire unlocking to block
(:func:`unlock_reaction_blocks`), Sense the Sin's option and bonus (:func:`acting_intercept_option`,
:func:`acting_intercept_bonus`), a bleed made to fail (:func:`fail_bleed`).
"""

from __future__ import annotations

from collections.abc import Collection

from .actions import Action
from .effects import Effect, Op, Option, Prim, Restriction, When
from .hot import K_BLEED, K_BLOCK, O_PAY_BLOOD, O_PRESS, O_REQUIRES, O_UNLOCK_MINION, O_WHEN
from .ops import (
    CANNOT, END_ACTION, LOCK_SELF, usable, blood_cost, burn_action_card, can_afford, distinct, played_blood,
)
from .state import GameSetup, GameState, Methuselah, Pending, Stage

W_BLEED_AGAINST_YOU = When.BLEED_AGAINST_YOU
O_REDUCE_BLEED = Op.REDUCE_BLEED
_UNLOCK_ONE = Prim(O_UNLOCK_MINION, 1)
AFTER_RESOLUTION = Stage.AFTER_RESOLUTION

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
#: Reactions "a minion can play only one <this card> between their unlock phases" (On the Qui
#: Vive; Shadow Sentinel, "a vampire can play only one"), by VEKN id: the slot of its mark, 0 or 1
#: (:func:`between_unlocks_spent`, :func:`mark_between_unlocks`).
ONE_BETWEEN_UNLOCKS = {101321: 0, 102294: 1}
#: ``GameState.once_per_game`` key BETWEEN_UNLOCKS - ((minion << 12 | turns of its controller) << 1
#: | slot): the minion played that card before its controller's next unlock phase (the turn count
#: moves on as the turn begins, so the mark lapses without being cleared)
BETWEEN_UNLOCKS = -(1 << 28)


def _between_key(m: Methuselah, v: int, cid: int) -> int:
    return BETWEEN_UNLOCKS - (((v << 12 | (m.turns & 0xFFF)) << 1) | ONE_BETWEEN_UNLOCKS[cid])


def between_unlocks_spent(s: GameState, m: Methuselah, v: int, cid: int) -> bool:
    """Minion ``v`` of ``m`` already played card ``cid`` (a ``ONE_BETWEEN_UNLOCKS`` card) since
    its last unlock phase."""
    return _between_key(m, v, cid) in s.once_per_game


def mark_between_unlocks(s: GameState, m: Methuselah, v: int, cid: int) -> None:
    """Minion ``v`` of ``m`` plays card ``cid``: no other copy until its next unlock phase."""
    s.once_per_game.add(_between_key(m, v, cid))


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


def acting_intercept_option(s: GameState, pend: Pending, v: int, i: int) -> int:
    """The option of an :data:`ACTING_INTERCEPT` reaction ``i`` blocker ``v`` plays against the
    acting minion, or -1: the one with the corruption bonus when the acting minion has any
    corruption counters (+2 intercept), else the younger one when a vampire younger than ``v``
    is acting, else the corruption one (+1)."""
    su = s.setup
    e = su.effect[i]
    assert e is not None
    younger, corrupt = ACTING_INTERCEPT[su.card_id[i]]
    a = pend.actor
    plain = usable(su, v, e, e.options[corrupt])
    if plain and a >= 0 and s.corruption.get(a):
        return corrupt
    if a >= 0 and su.is_vampire[a] and su.capacity[a] < su.capacity[v] and usable(su, v, e, e.options[younger]):
        return younger
    return corrupt if plain else -1


def acting_intercept_bonus(s: GameState, pend: Pending, cid: int, k: int) -> int:
    """"With an additional +1 intercept if the acting minion has any corruption counters": the
    extra intercept option ``k`` of reaction ``cid`` gives (rules 6.2.2.2)."""
    spec = ACTING_INTERCEPT.get(cid)
    return 1 if spec is not None and k == spec[1] and pend.actor >= 0 and s.corruption.get(pend.actor) else 0


def reaction_flags(su: GameSetup, tag: str, ids: Collection[int]) -> bytes:
    """Per card instance: a reaction whose card id is in ``ids``; empty when none (memoized
    under ``(tag,)``, a fact of the cards alone)."""
    got = su.memo.get((tag,))
    if got is None:
        flags = bytes(1 if cid in ids and su.is_reaction[i] else 0 for i, cid in enumerate(su.card_id))
        got = su.memo[(tag,)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def unlock_reaction_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction of :data:`UNLOCK_REACTIONS`; empty when none (memoized)."""
    return reaction_flags(su, "unlock_reaction", UNLOCK_REACTIONS)


def unlock_reaction_blocks(s: GameState, pend: Pending, m: Methuselah, v: int, toll: int, out: list[Action]) -> None:
    """Locked minion ``v`` unlocks with a reaction of :data:`UNLOCK_REACTIONS` to attempt to block."""
    su = s.setup
    flags = unlock_reaction_cards(su)
    for i in distinct(su, [i for i in m.hand if flags[i]]):
        when = UNLOCK_REACTIONS[su.card_id[i]]
        if (when == UNLOCK_DIRECTED and not pend.directed) or (when == UNLOCK_BLEED and pend.kind != K_BLEED) or (
                when == UNLOCK_VAMPIRE_ACTING and (pend.actor < 0 or not su.is_vampire[pend.actor])):
            continue  # "during an action directed at you", "a bleed against you", "a vampire acting"
        e = su.effect[i]
        for k, opt in enumerate(e.options):  # type: ignore[union-attr]
            if unlock_reaction_known(e, opt) and usable(su, v, e, opt):  # type: ignore[arg-type]
                if can_afford(s, m, v, i, k) and blood_cost(su, v, i) + played_blood(opt) + toll <= s.blood[v]:
                    out.append(Action(K_BLOCK, actor=v, card=i, n=k))
                break


def fail_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction of :data:`FAIL_REACTIONS`; empty when none (memoized)."""
    return reaction_flags(su, "fail_reactions", FAIL_REACTIONS)


def fail_bleed(s: GameState, pend: Pending, v: int, cid: int, opt: Option) -> None:
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


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("reaction_cards", UNLOCK_REACTIONS, frozenset(cid for cid, _ in REDIRECT_NO_LOCK), END_YOUNGER_ACTION,
         NOT_BLACK_HAND_REDUCE, FAIL_REACTIONS, ALLY_OR_YOUNGER_DIRECTED, VAMPIRE_ACTING_INTERCEPT,
         LAIBON_DIRECTED_INTERCEPT, DIABLERIE_INTERCEPT, ACTING_INTERCEPT, END_BLOCKED_ACTION, ALLY_SLEEP)
