"""Action cards and action modifiers whose rules the engine plays by VEKN id: the id tables the
rules read and the option readers that exist for one card (rules 6.2, 1.6.3.2).

The rules name none of these cards: they read the tables (``X_BLEED_MAX``, ``OTHER_BLEED``,
``LOCKED_BLEEDS``...) at the step each card acts and call the readers (:func:`x_bleed`,
:func:`cancel_reaction_known`, :func:`no_lock_younger`) where today's checks were, and the listers
that exist for these cards (:func:`cancel_reaction_uses`: I am Legion and Approximation of Loyalty
against an intercept reaction; :func:`any_locked_bleeds`: Force of Will at the table).
"""

from __future__ import annotations

from .actions import Action
from .effects import Effect, Op, Option, Prim, Thing, When
from .hot import K_MODIFIER, O_GAIN_POOL, O_PAY_BLOOD, O_PLUS_BLEED, O_REQUIRES, O_WHEN
from .ops import usable, can_afford, distinct
from .state import GameSetup, GameState, Methuselah, Pending

O_CANCEL = Op.CANCEL

#: A vampire's "+1 stealth during diablerie actions while <partner> is ready" (you control the
#: ready partner), by VEKN id: the partner's (Onaedo, Otieno).
DIABLERIE_PARTNER = {201082: 201086}

#: Modifiers played by a ready vampire other than the acting minion, locking to have a block
#: attempt fail: Blanket of Night [OBT] (its option :func:`lock_fails`).
BY_ANOTHER_VAMPIRE = frozenset({100177})

#: Modifiers cancelling an intercept reaction as it is played, by VEKN id: (whether its cost
#: is paid, whether only one played by an ally or a vampire of capacity 6 or less, whether no
#: more action modifiers can be played on the action). I am Legion [dai obf] (a reaction
#: requiring the Discipline in CANCEL's cond: Auspex; "cost must be paid"), Approximation of
#: Loyalty [PRE] ("no cost is paid").
CANCEL_REACTION = {100947: (True, False, False), 100078: (False, True, True), 100921: (False, False, False)}

#: Modifiers "only usable if an ally or younger vampire blocks, before block resolution", by
#: VEKN id (Psychomachia): the unlock-and-end and the block-fails options (:func:`blocked_fails`).
PSYCHOMACHIA = frozenset({101511})

#: +bleed modifiers paid by removing cards in the target Methuselah's ash heap from the game, by
#: VEKN id (Trochomancy: REMOVE_FROM_GAME N).
ASH_BLEED = frozenset({102026})

#: The largest X of an X-cost +bleed modifier, by VEKN id: "X must be 1, 2 or 3" (Monkey Wrench).
X_BLEED_MAX = {101239: 3}
#: Modifiers that cannot both be played on the same action: Into Thin Air, Lost in Crowds.
EXCLUSIVE_MODIFIERS = frozenset({101001, 101125})

#: +bleed modifiers played by another ready vampire of the acting Methuselah during a bleed, by
#: VEKN id: the option level also usable by a locked one (Empowering the Puppet King [DOM]).
OTHER_BLEED = {100639: 2}

#: Action cards "only usable by a locked vampire", by VEKN id: a (D) bleed with +N bleed, then
#: unpreventable aggravated damage to the actor after resolution, even if blocked (Force of
#: Will). Rules 6: only ready unlocked minions act unless a card says otherwise;
#: rules_listing._locked_bleeds lists them for the locked ready vampires, rules_steps._declare_card
#: adds the damage.
LOCKED_BLEEDS = frozenset({100759})

#: Modifiers ending a blocked action after which "vampires you control cannot perform the same
#: action again this turn", by VEKN id (Red Herring)
SAME_ACTION_ALL = frozenset({101573})

#: cards on a vampire that "does not lock for blocking a vampire the same age or younger" (Atonement)
NO_LOCK_YOUNGER = frozenset({100109})


def no_lock_younger(s: GameState, b: int, a: int) -> bool:
    """Blocker ``b`` bears a card of :data:`NO_LOCK_YOUNGER` and the acting minion ``a`` is a
    vampire of its capacity or less (rules 6.2.3: the blocker locks unless a card says
    otherwise)."""
    su = s.setup
    if a < 0 or not su.is_vampire[a] or not su.is_vampire[b] or su.capacity[a] > su.capacity[b]:
        return False
    cid = su.card_id
    return any(cid[j] in NO_LOCK_YOUNGER for j in s.on_minions.of(s, b))


def cancel_reaction_known(e: Effect, opt: Option) -> bool:
    """A modifier option cancelling an intercept reaction as it is played (CANCEL_REACTION), with
    "gain 1 pool after action resolution if this action is successful" beside it."""
    if e.card_id not in CANCEL_REACTION:
        return False
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if not prims or prims[0].op != O_CANCEL or prims[0].arg != Thing.REACTION or prims[0].x:
        return False
    return prims[1:] == [] or prims[1:] == [Prim(O_WHEN, int(When.AFTER_ACTION)), Prim(O_GAIN_POOL, 1)]


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


def has_cancel_reaction(su: GameSetup) -> bool:
    """Some card of the game cancels a reaction as it is played (memoized per setup)."""
    got = su.memo.get(("has_cancel_reaction",))
    if got is None:
        got = su.memo[("has_cancel_reaction",)] = any(cid in CANCEL_REACTION for cid in su.card_id)
    return got  # type: ignore[return-value]


def cancel_reaction_uses(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
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
            if not cancel_reaction_known(e, opt) or not usable(su, a, e, opt):  # type: ignore[arg-type]
                continue
            disc = opt.prims[0].cond
            if disc and not (played.need_any | played.need_sup) >> (disc - 1) & 1:
                continue  # "a reaction card requiring Auspex [aus]"
            out.append(Action(K_MODIFIER, actor=a, card=i, n=k))
            break


def any_locked_bleeds(su: GameSetup) -> bool:
    """Does any deck at the table hold a LOCKED_BLEEDS card (memoized per setup)?"""
    got = su.memo.get(("locked_bleeds",))
    if got is None:
        got = su.memo[("locked_bleeds",)] = any(c in LOCKED_BLEEDS for c in su.card_id)
    return got  # type: ignore[return-value]


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("action_cards", DIABLERIE_PARTNER, BY_ANOTHER_VAMPIRE, CANCEL_REACTION, PSYCHOMACHIA, ASH_BLEED, X_BLEED_MAX,
         EXCLUSIVE_MODIFIERS, OTHER_BLEED, LOCKED_BLEEDS, SAME_ACTION_ALL, NO_LOCK_YOUNGER)
