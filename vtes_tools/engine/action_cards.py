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
from .ops import burn_card, can_afford, distinct, play_from_hand, usable
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


#: Modifiers "only usable if a bleed would be successful. Instead, the bleed burns no pool, is
#: unsuccessful, and this card is put on this vampire. The next time this vampire is about to
#: successfully bleed the same Methuselah, burn this card and this vampire gets +2 bleed" (Spying
#: Mission [OBF]), by VEKN id: the option :func:`delayed_bleed` reads. Played in the
#: ``Stage.WOULD_SUCCEED`` step (the target's reactions done, rules 6.1.1) by :func:`delayed_uses`,
#: applied by :func:`delay`; the card on the vampire names the Methuselah (``GameState.paired``:
#: card -> (vampire, Methuselah)) and :func:`delayed_bonus` burns it for the bonus.
DELAYED_BLEEDS = frozenset({101857})
_DELAYED_WHEN = (Op.WHEN, When.BLEEDING, 0, 0, 0)


def delayed_bleed(opt: Option) -> int:
    """The +bleed of the next successful bleed of the same Methuselah, for a bleed given up as it
    would succeed (``(WHEN BLEEDING, BLEED n)``: not a PLUS_BLEED, which a card on a minion would
    give every bleed), else 0."""
    p = opt.prims
    if len(p) == 2 and p[0] == _DELAYED_WHEN and p[1].op is Op.BLEED and p[1].n > 0 \
            and not (p[1].arg or p[1].cond or p[1].x):
        return p[1].n
    return 0


def any_delayed(su: GameSetup) -> bool:
    """A card of :data:`DELAYED_BLEEDS` is at the table (memoized per setup)."""
    got = su.memo.get(("delayed_bleeds",))
    if got is None:
        got = su.memo[("delayed_bleeds",)] = any(cid in DELAYED_BLEEDS for cid in su.card_id)
    return got  # type: ignore[return-value]


def delayed_uses(s: GameState, pend: Pending) -> list[Action]:
    """The acting Methuselah's delayed bleeds playable as its bleed would succeed: by the acting
    vampire, one copy of a card each action (rules 1.6.3.2), its level and cost met."""
    su = s.setup
    m = s.players[s.current]
    a = pend.actor
    out: list[Action] = []
    if a < 0 or a not in m.ready or not su.is_vampire[a]:
        return out
    for i in distinct(su, m.hand):
        cid = su.card_id[i]
        if cid not in DELAYED_BLEEDS or cid in pend.modifiers:
            continue
        e = su.effect[i]
        if e is None:
            continue
        for k, opt in enumerate(e.options):
            if delayed_bleed(opt) and usable(su, a, e, opt) and can_afford(s, m, a, i, k):
                out.append(Action(K_MODIFIER, actor=a, card=i, n=k))
                break
    return out


def delay(s: GameState, pend: Pending, action: Action) -> None:
    """The card is played (its cost paid, replaced) and put on the acting vampire, naming the
    bleed's target; the caller ends the bleed unsuccessful, no pool burned."""
    m = s.players[s.current]
    su = s.setup
    i = action.card
    e = su.effect[i]
    assert e is not None
    play_from_hand(s, m, i, e)
    pend.modifiers.append(su.card_id[i])
    m.in_play.append(i)
    s.attached[i] = pend.actor
    s.on_option[i] = action.n
    s.paired[i] = (pend.actor, pend.target_p)


def _delayed_on(s: GameState, pend: Pending) -> list[tuple[Methuselah, int, int]]:
    """The delayed bleeds on the acting vampire naming the bleed's target: (controller, card, bonus)."""
    su = s.setup
    a = pend.actor
    out = []
    for q in s.players:
        for j in q.in_play:
            if s.attached[j] == a and su.card_id[j] in DELAYED_BLEEDS and s.paired.get(j) == (a, pend.target_p):
                e = su.effect[j]
                out.append((q, j, delayed_bleed(e.options[s.on_option[j]]) if e is not None else 0))
    return out


def delayed_pending(s: GameState, pend: Pending) -> int:
    """The bonus a successful bleed would now collect from the delayed bleeds on the acting vampire."""
    return sum(n for _, _, n in _delayed_on(s, pend))


def delayed_bonus(s: GameState, pend: Pending) -> int:
    """The acting vampire is about to bleed a Methuselah successfully: each delayed bleed on it
    naming that Methuselah burns, and the bleed gets its bonus (+2 each)."""
    bonus = 0
    for q, j, n in _delayed_on(s, pend):
        bonus += n
        q.in_play.remove(j)
        s.paired.pop(j, None)
        burn_card(s, j)
    return bonus


def delay_worth(bleed: int, target_pool: int) -> bool:
    """AI value hint: give up a bleed of ``bleed`` now (what it would burn, the bonus of the delayed
    bleeds already on the vampire included: :func:`delayed_pending`) for +2 on the next successful
    bleed of the same Methuselah when this one is small (2 or less) and does not oust them."""
    return bleed <= 2 and bleed < target_pool


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("action_cards", DIABLERIE_PARTNER, BY_ANOTHER_VAMPIRE, CANCEL_REACTION, PSYCHOMACHIA, ASH_BLEED, X_BLEED_MAX,
         EXCLUSIVE_MODIFIERS, OTHER_BLEED, LOCKED_BLEEDS, SAME_ACTION_ALL, NO_LOCK_YOUNGER, DELAYED_BLEEDS)
