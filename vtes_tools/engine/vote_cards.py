"""The cards played during a referendum (rules 6.3.3): the reactions and action modifiers played
in a round before the votes or after them (a vampire abstains, the results tallied: :data:`POLLING`),
those cancelling the referendum or making it fail (:data:`CANCEL_REFERENDUM`,
:data:`FAIL_REFERENDUM`), and those giving votes against it only (:data:`AGAINST_VOTES`), by VEKN
id; with their value hint for the AI (:func:`polling_gain`).

:mod:`.politics` holds the procedure and calls these at today's points; what these cards need of
the procedure (a vampire's votes, a referendum's value) they call through
:data:`.referendums.POLITICS`.
"""

from __future__ import annotations

from .actions import Action, Kind
from .effects import Op
from .ops import usable, burn_pool, can_afford, can_react, pay_reaction, replace_cards
from .referendums import POLITICS, TITLE_REQUIRED, spec_of
from .state import GameSetup, GameState, Methuselah, Referendum

#: Reactions cancelling the referendum during the polling step of a political action
#: (Delaying Tactics): the acting vampire unlocks, the calling card returns to its owner's
#: hand, and the acting Methuselah's minions cannot perform that political action again this
#: turn.
DELAYING_TACTICS = 100519
CANCEL_REFERENDUM = frozenset({DELAYING_TACTICS})
#: Out-of-turn master cards played in the polling step of a political action's referendum: "the
#: referendum fails" (Vox Domini; "each Methuselah may play only one Vox Domini each game")
VOX_DOMINI = 102132
FAIL_REFERENDUM = frozenset({VOX_DOMINI})
#: Reactions giving the reacting vampire votes against the referendum only (Protected District:
#: "this vampire gains +3 votes against the referendum"): its Methuselah then votes against
PROTECTED_DISTRICT = 102214
AGAINST_VOTES = frozenset({PROTECTED_DISTRICT})


def cancel_flags(su: GameSetup) -> tuple[bool, ...]:
    """Per card instance: one of the cards :func:`cancel_cards` plays (FAIL_REFERENDUM,
    CANCEL_REFERENDUM), memoized per setup (the flags move with the cards when reseated)."""
    got = su.memo.get(("referendum_cancels",))
    if got is None:
        ids = FAIL_REFERENDUM | CANCEL_REFERENDUM
        got = su.memo[("referendum_cancels",)] = tuple(cid in ids for cid in su.card_id)
    return got  # type: ignore[return-value]


def against_option(su: GameSetup, v: int, i: int) -> int:
    """The option of an :data:`AGAINST_VOTES` card giving votes, when ``v`` meets its
    requirements (Protected District: a primogen), else -1."""
    e = su.effect[i]
    assert e is not None
    for k, opt in enumerate(e.options):
        if opt.has(Op.VOTES) and usable(su, v, e, opt):
            return k
    return -1


def against_only(s: GameState, r: Referendum, q: int) -> bool:
    """A vampire of Methuselah ``q`` played an :data:`AGAINST_VOTES` card on this referendum
    (reactions are kept in ``used_pol`` as (vampire, card id)): ``q`` votes against."""
    ready = s.players[q].ready
    return any(type(x) is tuple and x[1] in AGAINST_VOTES and x[0] in ready for x in r.used_pol)


def cancel_cards(s: GameState, r: Referendum, m: Methuselah, out: list[Action]) -> None:
    """Reactions cancelling the referendum of a political action (Delaying Tactics), played by
    the ready vampire with the most blood able to pay for it (rules 1.6.3.6: reactions come
    from other Methuselahs' ready minions)."""
    su = s.setup
    if m.index != s.current and not m.oot_debt and not m.passive:
        for i in m.hand:  # Vox Domini: an out-of-turn master (rules 1.6.2.4), once a game
            e = su.effect[i]
            if su.card_id[i] in FAIL_REFERENDUM and e is not None and m.pool > e.pool_cost \
                    and _vox_key(m.index) not in s.once_per_game:
                out.append(Action(Kind.CANCEL, card=i))
                break
    for i in m.hand:
        if su.card_id[i] not in CANCEL_REFERENDUM:
            continue
        e = su.effect[i]
        best = -1
        for v in m.ready:
            if not su.is_vampire[v] or not can_react(s, v) or not can_afford(s, m, v, i):
                continue
            if e is not None and e.options and not usable(su, v, e, e.options[0]):
                continue
            if best < 0 or s.blood[v] > s.blood[best]:
                best = v
        if best >= 0:
            out.append(Action(Kind.CANCEL, actor=best, card=i))
        return


def _vox_key(q: int) -> int:
    """The mark in ``GameState.once_per_game`` of Methuselah ``q``'s Vox Domini."""
    return -(VOX_DOMINI * 16 + q)


def fail_referendum(s: GameState, r: Referendum, q: int, action: Action) -> None:
    """Vox Domini: an out-of-turn master card played on account of ``q``'s next master phase
    (rules 1.6.2.4), replaced at once (rules 1.6.1.2); the referendum fails (rules 6.3.2: no
    more votes, nothing resolves)."""
    m = s.players[q]
    i = action.card
    e = s.setup.effect[i]
    assert e is not None
    m.hand.remove(i)
    m.ash.append(i)
    replace_cards(s, m)
    m.oot_debt = 1
    s.once_per_game.add(_vox_key(q))
    if e.pool_cost:
        burn_pool(s, q, e.pool_cost)  # (never the last pool: listed only with more)
    s.referendum = None
    r.passed = False


def cancel_referendum(s: GameState, r: Referendum, q: int, action: Action) -> None:
    """Delaying Tactics: the referendum is cancelled, the acting vampire unlocks, the political
    action card that called it returns to its owner's hand (who discards down to hand size),
    and the acting Methuselah's minions cannot perform the same political action again this
    turn (rules 6.3.2: no polling, no resolution)."""
    pay_reaction(s, q, action.actor, action.card)
    if s.referendum is not r:
        return  # ousted paying for it
    s.referendum = None
    su = s.setup
    s.locked[r.actor] = 0
    card = r.card
    owner = s.players[su.owner[card]]
    if card in owner.ash and not su.is_vampire[card]:  # a vampire's own call: no card to return
        owner.ash.remove(card)
        owner.hand.append(card)
        while len(owner.hand) > owner.hand_size:
            owner.ash.append(owner.hand.pop(0))  # discard down: the oldest card in hand
    cid = su.card_id[card]
    caller = s.players[r.caller]
    for v in (*caller.ready, *caller.torpor):
        s.used.add((v, cid))


# -- cards played around the votes: a vampire abstains (rules 6.3.3) ---------------------------

#: Cards played in a round before the votes are cast (``PRE``) or after (``POST``), by VEKN id:
#: Scalpel Tongue (a vampire who cast votes is locked and abstains), Telepathic Vote Counting
#: ([AUS] a vampire abstains, [aus] the caller cancels its referendum), Quicksilver
#: Contemplation (a younger vampire abstains), Confusion of the Eye (the acting vampire cannot
#: vote), Closed Session and Private Audience (vampires of other sects cannot vote).
SCALPEL_TONGUE, TELEPATHIC_VOTE_COUNTING, QUICKSILVER = 101686, 101951, 101533
CONFUSION_OF_THE_EYE, CLOSED_SESSION, PRIVATE_AUDIENCE = 100406, 100364, 101490
#: and, before the votes, cards acting when the results are tallied: Bribes (the caller gains 1
#: pool, and each other Methuselah voting for gains 1), Poison Pill (the pool the referendum
#: makes you lose, the acting vampire's controller loses too)
BRIBES, POISON_PILL = 100251, 101406
#: and, after the votes of a passing referendum, Cryptic Rider: "the next referendum a vampire
#: you control calls this turn passes automatically" (kept in ``GameState.used`` as AUTO_PASS)
CRYPTIC_RIDER = 100478
AUTO_PASS = (-2, CRYPTIC_RIDER)
POLLING = frozenset({SCALPEL_TONGUE, TELEPATHIC_VOTE_COUNTING, QUICKSILVER, CONFUSION_OF_THE_EYE, CLOSED_SESSION,
                     PRIVATE_AUDIENCE, BRIBES, POISON_PILL, CRYPTIC_RIDER})
PRE = frozenset({CONFUSION_OF_THE_EYE, CLOSED_SESSION, PRIVATE_AUDIENCE, BRIBES, POISON_PILL})
_TALLY = frozenset({BRIBES, POISON_PILL, CRYPTIC_RIDER})
#: the acting vampire's title for Closed Session, Private Audience, and the sect voting
_SECT_ONLY = {CLOSED_SESSION: (("prince", "justicar", "inner circle"), "Camarilla"),
              PRIVATE_AUDIENCE: (("archbishop", "priscus", "cardinal", "regent"), "Sabbat")}


def polling_table(su: GameSetup) -> tuple[tuple[bool, ...], bool]:
    """Which card instances are :data:`POLLING` cards, and whether any is (kept in the memo)."""
    # per-card flags under a key of names, which a reseated setup moves with the cards
    flags = su.memo.get(("polling",))
    if flags is None:
        flags = su.memo[("polling",)] = tuple(su.card_id[i] in POLLING for i in range(len(su.card_id)))
        su.memo[("has_polling",)] = any(flags)
    return flags, su.memo[("has_polling",)]  # type: ignore[return-value]


def _option_with(su: GameSetup, v: int, i: int, op: Op) -> int:
    """The first option of card ``i`` with ``op`` vampire ``v`` can play (superior first), or -1."""
    e = su.effect[i]
    if e is None:
        return -1
    for k, o in enumerate(e.options):
        if o.has(op) and usable(su, v, e, o):
            return k
    return -1


def polling_uses(s: GameState, r: Referendum, kind: Kind, v: int, i: int, out: list[Action]) -> bool:
    """Vampire ``v`` playing polling card ``i``: one action per vampire it can make abstain."""
    su = s.setup
    cid = su.card_id[i]
    before = len(out)
    if cid in _SECT_ONLY:
        titles, sect = _SECT_ONLY[cid]
        if su.title[v].lower() in titles and any(
                su.is_vampire[w] and su.sect[w] != sect and w not in r.abstain
                for q in r.order for w in s.players[q].ready):
            out.append(Action(kind, actor=v, card=i, n=0))
        return len(out) > before
    if cid in _TALLY:
        if cid == CRYPTIC_RIDER and (r.votes_for <= r.votes_against or AUTO_PASS in s.used):
            return False  # "only usable on a successful referendum"
        if (cid, s.setup.owner[i]) not in r.tally:  # one of each per Methuselah
            out.append(Action(kind, actor=v, card=i, n=0))
        return len(out) > before
    k = _option_with(su, v, i, Op.ABSTAIN)
    if cid == CONFUSION_OF_THE_EYE:
        if k >= 0 and r.actor >= 0 and r.actor not in r.abstain:
            out.append(Action(kind, actor=v, card=i, target=r.actor, n=k))
        return len(out) > before
    if k >= 0:
        younger = cid == QUICKSILVER
        for w, (_, votes) in r.cast.items():
            if w >= 0 and votes > 0 and (not younger or su.capacity[w] < su.capacity[v]):
                out.append(Action(kind, actor=v, card=i, target=w, n=k))
    if cid == TELEPATHIC_VOTE_COUNTING:
        k = _option_with(su, v, i, Op.CANCEL)
        if k >= 0:
            out.append(Action(kind, actor=v, card=i, target=-1, n=k))
    return len(out) > before


def _title_required(s: GameState, r: Referendum) -> bool:
    """The political action card requires a titled vampire (Confusion of the Eye: the
    referendum fails)."""
    spec = spec_of(s, r)
    return spec is not None and spec.requires in TITLE_REQUIRED


def _silence(r: Referendum, w: int) -> None:
    """Vampire ``w`` abstains: the votes it cast are taken back (rules 6.3.3)."""
    r.abstain.add(w)
    got = r.cast.pop(w, None)
    if got is not None:
        side, n = got
        if side == 1:
            r.votes_for = max(0, r.votes_for - n)
        else:
            r.votes_against = max(0, r.votes_against - n)


def play_polling(s: GameState, r: Referendum, q: int, action: Action) -> None:
    su = s.setup
    cid = su.card_id[action.card]
    pay_reaction(s, q, action.actor, action.card)
    if s.referendum is not r:
        return  # ousted paying for it
    r.used_pol.append((action.actor, cid))
    if action.kind == Kind.MODIFIER and s.pending is not None:
        s.pending.modifiers.append(cid)
    w = action.target
    if cid in _TALLY:
        r.tally.append((cid, q))
        if cid == BRIBES:
            s.players[q].pool += 1  # "Gain 1 pool"
    elif cid in _SECT_ONLY:
        sect = _SECT_ONLY[cid][1]  # "non-Camarilla vampires cannot cast votes or ballots"
        for p in r.order:
            r.abstain.update(v for v in s.players[p].ready if su.is_vampire[v] and su.sect[v] != sect)
    elif cid == CONFUSION_OF_THE_EYE:
        r.abstain.add(w)  # "the acting vampire cannot cast any votes or ballots in this referendum"
        if _title_required(s, r):
            s.referendum = None  # "if the referendum requires a titled vampire, the referendum fails"
            r.passed = False
    elif w < 0:
        _own_cancel(s, r)  # Telepathic Vote Counting [aus]
    else:
        _silence(r, w)
        if cid == SCALPEL_TONGUE:
            s.locked[w] = 1  # "the chosen vampire is locked and abstains"
            e = su.effect[action.card]
            if e is not None and e.options[action.n].level == 2:
                s.blood[w] = max(0, s.blood[w] - 1)  # [CEL][PRE] "and the chosen vampire burns 1 blood"


def _own_cancel(s: GameState, r: Referendum) -> None:
    """Telepathic Vote Counting [aus]: "cancel the referendum. If you played a political action
    card to call this referendum, return it to its owner's hand (discard down afterward)"."""
    s.referendum = None
    card = r.card
    owner = s.players[s.setup.owner[card]]
    if card in owner.ash and s.setup.is_political[card]:
        owner.ash.remove(card)
        owner.hand.append(card)
        while len(owner.hand) > owner.hand_size:
            owner.ash.append(owner.hand.pop(0))  # discard down: the oldest card in hand


def polling_gain(s: GameState, r: Referendum, a: Action) -> float:
    """How a polling card changes the votes for minus the votes against (cast already, or
    estimated before the votes); -100 when it makes the referendum fail, 0 for a cancel."""
    su = s.setup
    cid = su.card_id[a.card]
    if cid in _SECT_ONLY:
        sect = _SECT_ONLY[cid][1]
        me = su.owner[a.card]
        out = 0.0
        for p in r.order:
            for v in s.players[p].ready:
                if su.is_vampire[v] and su.sect[v] != sect and v not in r.abstain:
                    out += -POLITICS.vampire_votes(s, r, v) if p == me else POLITICS.vampire_votes(s, r, v)
        return out
    if cid == CONFUSION_OF_THE_EYE:
        return -100.0 if _title_required(s, r) else -float(POLITICS.vampire_votes(s, r, a.target) + 1)
    if cid == BRIBES:
        return 1.0  # a pool now, and one for each Methuselah voting for
    if cid == CRYPTIC_RIDER:
        return 0.0
    if cid == POISON_PILL:
        return -1.0 if POLITICS.value(s, r)[su.owner[a.card]] < 0 else 0.0  # a deterrent when it costs us
    if a.target < 0:
        return 0.0
    side, n = r.cast.get(a.target, (1, 0))
    return float(-n if side == 1 else n)


def tally_gains(s: GameState, r: Referendum) -> None:
    """Bribes: "any other Methuselah who casts one or more votes or ballots in favor of and does
    not cast votes or ballots against the referendum gains 1 pool when the results of the
    referendum are tallied" (one pool for each Bribes played)."""
    for cid, q in r.tally:
        if cid != BRIBES:
            continue
        for p in r.order:
            got = r.cast.get(-1 - p)
            m = s.players[p]
            if p != q and got is not None and got[0] == 1 and not m.ousted:
                m.pool += 1


def tally_losses(s: GameState, r: Referendum, pools: list[int]) -> None:
    """Poison Pill: "if the referendum passes and the effect of the referendum causes you to lose
    pool, the controller of the acting vampire loses the same amount of pool"."""
    for cid, q in r.tally:
        lost = pools[q] - s.players[q].pool
        if cid == POISON_PILL and lost > 0 and not s.players[r.caller].ousted and not s.terminal:
            burn_pool(s, r.caller, lost)


def tally_passed(s: GameState, r: Referendum) -> None:
    """Cryptic Rider, played on this successful referendum: the next one passes automatically
    (:data:`AUTO_PASS`, read as a referendum begins)."""
    if any(cid == CRYPTIC_RIDER for cid, _ in r.tally):
        s.used.add(AUTO_PASS)  # Cryptic Rider, on this successful referendum


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("vote_cards", CANCEL_REFERENDUM, FAIL_REFERENDUM, AGAINST_VOTES, POLLING, PRE, _TALLY, _SECT_ONLY)
