"""Politics (rules 6.3): referendums, votes (6.3.3, 10); the blood hunt (6.5.6).

A successful political action calls a referendum (:class:`~.state.Referendum`): the caller
chooses the terms (``Kind.TERMS``: an index into the terms this card offers now, e.g. how 4
points are allocated among Methuselahs), then every Methuselah in turn order from
the caller casts its votes (``Kind.VOTE``) or abstains (``PASS``), after playing vote cards
(the acting vampire's action modifiers, other Methuselahs' reactions, locations). A
Methuselah's votes are those of its ready titled vampires (prince 2, justicar 3...; none
while a title is contested), 1 for burning a political action card (one per referendum; the
card that called it counts for the caller), 1 for burning the Edge, and those of the cards.
More votes for than against passes (ties fail).

The cards have their homes below this module, which names none of them: each political action
card the engine calls is a :class:`~.referendums.Spec` in :data:`.referendums.SPECS` (its terms,
what a passed referendum does, its value hint); the cards played during a referendum are
:mod:`.vote_cards`. Cards without a spec are never called as political actions, but any
political action card can be burned for a vote. The procedure reads their tables and calls them
at fixed points; they reach the procedure's votes and values through :data:`.referendums.POLITICS`,
set at the end of this module.
"""

from __future__ import annotations

import numpy as np

from ..models import current_clan
from . import masters
from .actions import PASS, Action, Kind
from .effects import Mode, Op
from .hot import K_CANCEL, K_DISCARD_FOR, K_MODIFIER, K_PASS, K_POLITICAL, K_REACTION, K_TERMS, K_USE, K_VOTE
from .ops import (
    HOOKS,
    KNOWN,
    usable,
    best_option,
    blood_cost,
    burn_minion,
    burn_pool,
    can_afford,
    can_react,
    controller_of,
    discard_for,
    discard_for_actions,
    distinct,
    known_prims,
    max_amount,
    pay_reaction,
    replace_cards,
    votes_x,
)
from .referendums import (
    POLITICS,
    SPECS,
    TITLES_TAXED,
    UNTITLED_VOTE_CLAN,
    Spec,
    spec_of,
    untitled_vote,
)
from .state import GameSetup, GameState, Methuselah, Pending, Referendum, Stat, vote_order
from .titles import TITLE_CARDS
from .vote_cards import (
    AGAINST_VOTES,
    AUTO_PASS,
    FAIL_REFERENDUM,
    PRE,
    against_only,
    against_option,
    cancel_cards,
    cancel_flags,
    cancel_referendum,
    fail_referendum,
    play_polling,
    polling_gain,
    polling_table,
    polling_uses,
    tally_gains,
    tally_losses,
    tally_passed,
)


def other_justicar(s: GameState, v: int) -> bool:
    """Another ready justicar than ``v`` (Anastasz di Zagreb)."""
    su = s.setup
    for m in s.players:
        for w in m.ready:
            if w != v and su.is_vampire[w] and su.title[w].lower() == "justicar" and w not in s.title_contested:
                return True
    return False


def _clan_votes(s: GameState, r: Referendum, p: int) -> int:
    """The justicar card's +1 vote for each of ``p``'s ready vampires of its clan."""
    if r.card < 0 or r.blood_hunt >= 0:
        return 0
    t = TITLE_CARDS.get(s.setup.card_id[r.card])
    if t is None or not t.clan_vote:
        return 0
    su = s.setup
    return sum(1 for v in s.players[p].ready
               if su.is_vampire[v] and v not in r.abstain and current_clan(su.clan[v]) == t.clan)


def playable(su: GameSetup, i: int) -> bool:
    """Card instance ``i`` is a political action card the engine can call a referendum with."""
    return su.card_id[i] in SPECS


def can_call(su: GameSetup, a: int, i: int) -> bool:
    """Vampire ``a`` meets the card's requirements."""
    spec = SPECS.get(su.card_id[i])
    if spec is None:
        return False
    if spec.requires is not None:
        return spec.requires(su, a)
    e = su.effect[i]
    return e is not None and bool(e.options) and usable(su, a, e, e.options[0])


def callable_now(s: GameState, i: int) -> bool:
    """Not an "only one per game" card already played."""
    cid = s.setup.card_id[i]
    spec = SPECS.get(cid)
    if spec is not None and spec.edge_only and s.edge != s.current:
        return False  # "only usable if you control the Edge"
    return spec is not None and not (spec.once and cid in s.once_per_game)


# ---------------------------------------------------------------------------------------------
# The referendum


def start(s: GameState, pend: Pending) -> None:
    """A political action succeeded (rules 6.3.2): the referendum begins."""
    su = s.setup
    card = pend.card if pend.card >= 0 else pend.actor  # no card: the vampire's own text calls it
    spec = SPECS[su.card_id[card]]
    m = s.players[s.current]
    own = su.is_vampire[card]  # the acting vampire's own text: no card burned, no card's vote
    if not own:
        (m.removed if su.card_id[card] == HOOKS.politics_removed_action_card else m.ash).append(card)
    if spec.once:
        s.once_per_game.add(su.card_id[card])
    r = Referendum(card, s.current, pend.actor)
    r.terms = spec.terms(s, r)
    if not r.terms:
        return  # nothing to choose: the referendum has no effect
    r.choosing = len(r.terms) > 1
    if not r.choosing:
        r.term = r.terms[0]
    r.order = vote_order(s, s.current)
    r.extra = {q: 0 for q in r.order}
    if not own:
        r.used_pol = [s.current]  # the calling card is the caller's vote from a political card
        r.extra[s.current] = 1
    if spec.start is not None:
        spec.start(s, r)  # a title card's
    if polling_table(su)[1]:
        r.j = 0  # a round of cards before the votes, one after them
        if AUTO_PASS in s.used:
            s.used.discard(AUTO_PASS)  # "passes automatically" (no polling)
            r.j = -1
            r.k = len(r.order)
            r.votes_for = 1
    s.referendum = r
    s.stats[Stat.REFERENDUMS] += 1


def start_blood_hunt(s: GameState, diablerist: int) -> None:
    """Rules 6.5.6: after a diablerie a referendum, not an action, decides the blood hunt."""
    if controller_of(s, diablerist) < 0:
        return
    r = Referendum(-1, s.current, diablerist)
    r.blood_hunt = diablerist
    r.terms = [()]
    r.choosing = False
    r.order = vote_order(s, s.current)
    r.extra = {q: 0 for q in r.order}
    s.referendum = r
    s.stats[Stat.REFERENDUMS] += 1



def value(s: GameState, r: Referendum, term: tuple[int, ...] | None = None) -> list[float]:
    """Estimated pool each Methuselah gains if the referendum passes with ``term`` (default: the
    chosen terms); for a blood hunt, the burned vampire's capacity and blood."""
    if r.blood_hunt >= 0:
        out = [0.0] * len(s.players)
        p = controller_of(s, r.blood_hunt)
        if p >= 0:
            out[p] = -float(s.setup.capacity[r.blood_hunt] + s.blood[r.blood_hunt])
        return out
    spec = spec_of(s, r)
    if spec is None:
        return [0.0] * len(s.players)
    return spec.value(s, r, r.term if term is None else term)


def term_values(s: GameState, r: Referendum) -> list[list[float]]:
    """:func:`value` of each of ``r.terms``, in their order, the card's spec read once."""
    if r.blood_hunt >= 0 or (spec := spec_of(s, r)) is None:
        return [value(s, r, t) for t in r.terms]
    return [spec.value(s, r, t) for t in r.terms]


def preview(s: GameState, i: int, caller: int, actor: int) -> list[list[float]]:
    """The value vectors (see :func:`value`) of every terms political action card ``i`` would
    offer if ``actor`` of ``caller`` called it now."""
    spec = SPECS.get(s.setup.card_id[i])
    if spec is None:
        return []
    r = Referendum(i, caller, actor)
    return [spec.value(s, r, t) for t in spec.terms(s, r)]


def preview_matrix(s: GameState, i: int, caller: int, actor: int) -> np.ndarray:
    """:func:`preview` as an array, one row per terms (fast for point allocations)."""
    spec = SPECS.get(s.setup.card_id[i])
    n = len(s.players)
    if spec is None:
        return np.zeros((0, n))
    r = Referendum(i, caller, actor)
    if spec.matrix is not None:
        return spec.matrix(s, r)
    rows = [spec.value(s, r, t) for t in spec.terms(s, r)]
    return np.array(rows, dtype=np.float64).reshape(len(rows), n)


def base_votes(s: GameState, p: int) -> int:
    """Votes of ``p``'s ready titled vampires (rules 6.3.3)."""
    total = 0
    su = s.setup
    r = s.referendum
    if r is None:  # outside a referendum (the policy's previews): no abstention, no extra votes
        is_vampire = su.is_vampire
        vo = votes_of
        for v in s.players[p].ready:
            if is_vampire[v]:
                total += vo(s, v)
        return total
    extra = su.any_political_votes and r is not None and r.blood_hunt < 0  # a political action's referendum
    abstain = r.abstain if r is not None and r.abstain else ()
    for v in s.players[p].ready:
        if su.is_vampire[v] and v not in abstain:
            total += votes_of(s, v)
            if extra:
                total += su.political_votes[v]  # Genevieve: "one additional vote during each political action"
    if r is not None and r.card >= 0:
        total += _clan_votes(s, r, p)
    return total


def vote_card_actions(s: GameState, r: Referendum, q: int) -> list[Action]:
    """Cards ``q`` can play for votes now: the acting vampire's action modifiers (the caller),
    its ready vampires' reactions (the others), vote locations (rules 6.3.3)."""
    su = s.setup
    m = s.players[q]
    out: list[Action] = []
    vc = su.vote_card
    pend = s.pending
    if r.card >= 0 and any(map(vc.__getitem__, m.hand)):
        for i in distinct(su, [i for i in m.hand if vc[i]]):
            if q == r.caller and su.is_modifier[i]:
                if pend is not None and su.card_id[i] in pend.modifiers or r.actor in r.abstain:
                    continue
                _vote_card_actions(s, m, K_MODIFIER, r.actor, i, out)
            elif q != r.caller and su.is_reaction[i]:
                for v in m.ready:
                    if not su.is_vampire[v] or not can_react(s, v) or (v, su.card_id[i]) in r.used_pol \
                            or v in r.abstain:
                        continue
                    if _vote_card_actions(s, m, K_REACTION, v, i, out):
                        break
    if r.card >= 0 and q != r.caller and any(map(cancel_flags(su).__getitem__, m.hand)):
        cancel_cards(s, r, m, out)  # (it plays nothing without one of its cards in hand)
    if r.card >= 0 and r.blood_hunt < 0:
        bv = su.blood_vote
        for v in m.ready:
            if bv[v] and s.blood[v] >= bv[v] and v not in r.abstain:
                out.append(Action(K_USE, actor=v, card=v, n=1))  # Joseph O'Grady: 1 blood, +1 vote
    if su.any_discard_vote:
        dv = su.discard_vote
        for v in m.ready:
            if dv[v] is not None:  # "Alexa can discard a card requiring Dominate [dom] to get +1 vote"
                out.extend(discard_for_actions(su, m, v, dv[v][1]))  # type: ignore[index]
    vm = _vote_masters(su)
    for j in m.in_play:
        if vm[j] and not s.locked[j]:
            out.append(Action(K_USE, card=j))
    if su.any_force_abstain:
        _abstain_actions(s, r, m, out)
    return out


def _vote_masters(su: GameSetup) -> tuple[bool, ...]:
    """Per card instance: a master card in play locked for votes (a vote location, rules
    6.3.3), the votes of its first option known to the rules; facts of the cards, memoized
    per setup (the flags move with the cards in a reseated setup)."""
    got = su.memo.get(("vote_masters",))
    if got is None:
        flags = []
        for e in su.effect:
            flags.append(e is not None and e.mode == Mode.MASTER_IN_PLAY and bool(e.options)
                         and e.options[0].has(Op.VOTES) and known_prims(e.options[0], KNOWN[Op.VOTES]))
        got = su.memo[("vote_masters",)] = tuple(flags)
    return got  # type: ignore[return-value]


def _abstain_actions(s: GameState, r: Referendum, m: Methuselah, out: list[Action]) -> None:
    """Arishat: "during the polling step of any referendum, Arishat can burn 1 blood to force a
    vampire to abstain" (rules 6.3.3): a vampire with votes of a Methuselah yet to vote."""
    su = s.setup
    for v in m.ready:
        cost = su.force_abstain[v]
        if not cost or s.blood[v] < cost:
            continue
        for q in r.order[r.k + 1:]:
            for w in s.players[q].ready:
                if su.is_vampire[w] and w not in r.abstain and votes_of(s, w) > 0:
                    out.append(Action(Kind.USE, actor=v, card=v, target=w))


def _vote_card_actions(s: GameState, m: Methuselah, kind: Kind, v: int, i: int, out: list[Action]) -> bool:
    """Minion ``v`` playing vote card ``i`` (as ``kind``), with its best affordable option giving
    votes; "+X votes for X blood" gives one action per X it can burn (target: X). True if any."""
    su = s.setup
    k = best_option(su, v, i, Op.VOTES) if su.card_id[i] not in AGAINST_VOTES else against_option(su, v, i)
    if k < 0 or not can_afford(s, m, v, i):
        return False
    opt = su.effect[i].options[k]  # type: ignore[union-attr]
    if opt.amount(Op.VOTES) <= 0:
        return False
    if votes_x(opt):
        cap = s.blood[v] - blood_cost(su, v, i)
        out.extend(Action(kind, actor=v, card=i, target=x, n=k) for x in range(cap + 1))
    else:
        out.append(Action(kind, actor=v, card=i, n=k))
    return True


def in_round(r: Referendum) -> bool:
    """In the round of cards before the votes, or the one after them."""
    n = len(r.order)
    return 0 <= r.j < n or (r.k >= n and r.j >= 0)


def _polling_cards(s: GameState, r: Referendum) -> list[Action]:
    """The cards the Methuselah whose turn it is in the round before or after the votes can play:
    the caller's acting vampire as action modifiers, the others' ready vampires as reactions."""
    su = s.setup
    n = len(r.order)
    pre = r.j < n
    q = r.order[r.j % n]
    m = s.players[q]
    flags = polling_table(su)[0]
    out: list[Action] = []
    if not any(map(flags.__getitem__, m.hand)):
        return out
    for i in distinct(su, [i for i in m.hand if flags[i]]):
        cid = su.card_id[i]
        if (cid in PRE) != pre:
            continue
        if q == r.caller:
            a = r.actor
            if not su.is_modifier[i] or a < 0 or a not in m.ready or (a, cid) in r.used_pol \
                    or not can_afford(s, m, a, i):
                continue
            polling_uses(s, r, Kind.MODIFIER, a, i, out)
            continue
        if not su.is_reaction[i]:
            continue
        for v in m.ready:
            if su.is_vampire[v] and can_react(s, v) and (v, cid) not in r.used_pol and can_afford(s, m, v, i) \
                    and polling_uses(s, r, Kind.REACTION, v, i, out):
                break
    return out


def _vampire_votes(s: GameState, r: Referendum, v: int) -> int:
    """The votes ready vampire ``v`` casts: its title's, texts' and cards' (rules 6.3.3)."""
    su = s.setup
    n = votes_of(s, v) + r.vextra.get(v, 0)
    if su.any_political_votes and r.blood_hunt < 0:
        n += su.political_votes[v]
    if r.card >= 0 and r.blood_hunt < 0:
        t = TITLE_CARDS.get(su.card_id[r.card])
        if t is not None and t.clan_vote and current_clan(su.clan[v]) == t.clan:
            n += 1
    return n


def _record_cast(s: GameState, r: Referendum, m: Methuselah, side: int) -> None:
    """The votes each of ``m``'s vampires casts, kept for cards making a vampire abstain after."""
    su = s.setup
    double = any(su.double_votes[v] for v in m.ready)
    for v in m.ready:
        if su.is_vampire[v] and v not in r.abstain:
            n = _vampire_votes(s, r, v) * (2 if double else 1)
            if n > 0:
                r.cast[v] = (side, n)
    r.cast[-1 - m.index] = (side, 1)  # the Methuselah voted (Bribes)


def actions(s: GameState) -> list[Action]:
    r = s.referendum
    assert r is not None
    if r.choosing:
        return [Action(Kind.TERMS, n=k) for k in range(len(r.terms))]
    if in_round(r):
        return _polling_cards(s, r) + [PASS]
    q = r.order[r.k]
    return vote_card_actions(s, r, q) + _votes(s, r, q) + [PASS]


#: ``_new(Action, (kind, actor, card, target, n))``: an Action without the keyword constructor's
#: Python frame (as in rules), for the votes listed at each Methuselah's turn to vote
_new = tuple.__new__

def _votes(s: GameState, r: Referendum, q: int) -> list[Action]:
    """VOTE for (n=1) or against (n=2), with a political action card burned for 1 vote and / or
    the Edge burned for 1 vote (rules 6.3.3)."""
    su = s.setup
    m = s.players[q]
    pol = -1
    if q not in r.used_pol:
        for i in m.hand:
            if su.is_political[i]:
                pol = i
                break
    edge = s.edge == q
    has = base_votes(s, q) + r.extra.get(q, 0) > 0
    out = []
    for side in ((2,) if r.used_pol and against_only(s, r, q) else (1, 2)):
        for card in ((-1, pol) if pol >= 0 else (-1,)):
            for e in ((-1, 1) if edge else (-1,)):
                if card < 0 and e < 0 and not has:
                    continue
                out.append(_new(Action, (K_VOTE, -1, card, e, side)))
    return out


def step(s: GameState) -> bool:
    """True when someone must choose (terms or votes); the referendum resolves when every
    Methuselah has voted or has nothing to vote with. The cards and votes listed on the way to
    a decision are its legal actions (:func:`actions`, same order), kept in ``s.legal``."""
    r = s.referendum
    while r is not None:
        if r.choosing:
            r.decider = r.caller
            return True
        n = len(r.order)
        if 0 <= r.j < n or (r.k >= n and 0 <= r.j < 2 * n):
            r.decider = r.order[r.j % n]
            acts = _polling_cards(s, r)
            if acts:
                s.legal = acts + [PASS]  # (in_round: actions() lists these)
                return True
            r.j += 1
            continue
        if r.k < len(r.order):
            q = r.order[r.k]
            r.decider = q
            acts = vote_card_actions(s, r, q) + _votes(s, r, q)
            if acts:
                s.legal = acts + [PASS]
                return True
            r.k += 1
            continue
        resolve_referendum(s, r)
        return False
    return False


def apply(s: GameState, action: Action) -> None:
    r = s.referendum
    assert r is not None
    kind = action.kind
    su = s.setup
    if kind == K_TERMS:
        r.term = r.terms[action.n]
        r.choosing = False
        return
    if in_round(r):
        if kind == K_PASS:
            r.j += 1  # plays nothing more in this round
        else:
            play_polling(s, r, r.order[r.j % len(r.order)], action)
        return
    q = r.order[r.k]
    m = s.players[q]
    if kind == K_PASS:
        r.k += 1  # abstain
        return
    if kind == K_CANCEL:
        if su.card_id[action.card] in FAIL_REFERENDUM:
            fail_referendum(s, r, q, action)
            return
        cancel_referendum(s, r, q, action)
        return
    if kind == K_DISCARD_FOR:
        discard_for(m, action.card)  # its text: a card discarded for +N votes (rules 6.3.3)
        n = su.discard_vote[action.actor][0]  # type: ignore[index]
        r.extra[q] = r.extra.get(q, 0) + n
        r.vextra[action.actor] = r.vextra.get(action.actor, 0) + n
        return
    if kind == K_MODIFIER or kind == K_REACTION:
        got = r.extra.get(q, 0)
        pay_reaction(s, q, action.actor, action.card)
        e = su.effect[action.card]
        assert e is not None
        opt = e.options[action.n]
        if action.target >= 0 and votes_x(opt):
            x = min(action.target, s.blood[action.actor])  # X blood burned for +X (or +2X) votes
            s.blood[action.actor] -= x
            r.extra[q] = r.extra.get(q, 0) + max(p.n + p.x * x for p in opt.prims if p.op == Op.VOTES)
        else:
            r.extra[q] = r.extra.get(q, 0) + max_amount(opt, Op.VOTES)
        r.vextra[action.actor] = r.vextra.get(action.actor, 0) + r.extra[q] - got
        if kind == K_MODIFIER and s.pending is not None:
            s.pending.modifiers.append(su.card_id[action.card])
        else:
            r.used_pol.append((action.actor, su.card_id[action.card]))
            if s.pending is not None:
                s.pending.played.append((action.actor, su.card_id[action.card]))  # a reaction during the action

        return
    if kind == K_USE and action.card == action.actor and su.blood_vote[action.actor] and action.n == 1:
        s.blood[action.actor] -= su.blood_vote[action.actor]  # "may burn 1 blood to gain 1 vote"
        r.extra[q] = r.extra.get(q, 0) + 1
        r.vextra[action.actor] = r.vextra.get(action.actor, 0) + 1
        return
    if kind == K_USE and action.card == action.actor and su.force_abstain[action.actor]:
        s.blood[action.actor] -= su.force_abstain[action.actor]  # Arishat's blood
        r.abstain.add(action.target)
        return
    if kind == K_USE:
        e = su.effect[action.card]
        assert e is not None
        s.locked[action.card] = 1
        n = max_amount(e.options[0], Op.VOTES)
        r.extra[q] = r.extra.get(q, 0) + n
        return
    # Kind.VOTE
    votes = base_votes(s, q) + r.extra.get(q, 0)
    if r.abstain and r.vextra:
        votes -= sum(r.vextra.get(v, 0) for v in m.ready if v in r.abstain)  # no votes from an abstaining vampire
    if any(su.double_votes[v] for v in m.ready):
        # Orlando Oriundus: "your vampires' votes are doubled when results are tallied"
        votes += sum(_vampire_votes(s, r, v) for v in m.ready if su.is_vampire[v] and v not in r.abstain)
    if r.card >= 0:
        _record_cast(s, r, m, action.n)
    if action.n == 2 and r.blood_hunt < 0 and r.actor >= 0 and su.oppose_cost[r.actor]:
        votes -= _pay_to_oppose(s, r, m, su.oppose_cost[r.actor])
    if action.n == 2 and r.blood_hunt < 0 and r.actor >= 0 and su.oppose_burn[r.actor]:
        # Hartmut: "any vampire casting votes or ballots against a referendum called by Hartmut
        # burns 1 blood once results are tallied" (burned as they are cast: nothing reads it between)
        for v in m.ready:
            if su.is_vampire[v] and v not in r.abstain and votes_of(s, v) + r.vextra.get(v, 0) > 0:
                s.blood[v] = max(0, s.blood[v] - su.oppose_burn[r.actor])
    if action.card >= 0:
        m.hand.remove(action.card)
        m.ash.append(action.card)
        replace_cards(s, m)
        r.used_pol.append(q)
        votes += 1
    if action.target == 1 and s.edge == q:
        s.edge = -1
        votes += 2 if titles_taxed(s) else 1  # "burning the Edge is worth 1 additional vote"
    if action.n == 1:
        r.votes_for += votes
    else:
        r.votes_against += votes
    r.k += 1


def _pay_to_oppose(s: GameState, r: Referendum, m: Methuselah, cost: int) -> int:
    """"Vampires must burn 1 blood to cast votes and ballots against referendums called by
    Alexander" (rules 6.3.3): each of ``m``'s ready vampires with votes burns ``cost`` blood, or
    casts none; returns the votes not cast."""
    su = s.setup
    lost = 0
    for v in m.ready:
        if not su.is_vampire[v]:
            continue
        cast = votes_of(s, v) + r.vextra.get(v, 0)
        if cast <= 0:
            continue
        if s.blood[v] >= cost:
            s.blood[v] -= cost
        else:
            lost += cast
    return lost


def resolve_referendum(s: GameState, r: Referendum) -> None:
    """Rules 6.3.2.3: more votes for than against passes; a tie fails."""
    s.referendum = None
    r.passed = r.votes_for > r.votes_against
    if r.tally:
        tally_gains(s, r)
    if not r.passed:
        return
    if r.tally:
        tally_passed(s, r)
    s.stats[Stat.PASSED] += 1
    pend = s.pending
    if pend is not None and pend.kind == K_POLITICAL:
        pend.margin = r.votes_for - r.votes_against  # "for each vote by which the referendum passed"
    if r.blood_hunt >= 0:
        if controller_of(s, r.blood_hunt) >= 0:
            burn_minion(s, r.blood_hunt)  # rules 6.5.6: the diablerist burns
        return
    spec = spec_of(s, r)
    if spec is not None:
        pools = [m.pool for m in s.players] if r.tally else None
        spec.resolve(s, r)
        if pools is not None:
            tally_losses(s, r, pools)
    _after_passed(s, r)


def _after_passed(s: GameState, r: Referendum) -> None:
    """Vampires' texts after the referendum of a political action passes: "gain 1 pool when a
    referendum he calls passes" (Armin Brenner), "if Lutz is ready, your prey burns 1 pool"."""
    su = s.setup
    a = r.actor
    if a >= 0 and su.referendum_pool[a] and controller_of(s, a) == r.caller and not s.players[r.caller].ousted:
        s.players[r.caller].pool += su.referendum_pool[a]
    if a >= 0 and su.referendum_unlock[a] and a in s.players[r.caller].ready:
        s.locked[a] = 0  # "you can unlock Sybren after a referendum called by him passes"
    burn = su.referendum_burn
    for q in s.players:
        if q.ousted or s.terminal:
            continue
        n = sum(burn[v] for v in q.ready)
        if n:
            prey = s.prey(q.index)
            if prey != q.index:
                burn_pool(s, prey, n)


def votes_of(s: GameState, v: int) -> int:
    """Votes a ready vampire gives its controller (rules 6.3.3, 10); 0 while contested (4.2)."""
    if v in s.title_contested:
        return 0
    su = s.setup
    got = s.title_votes.get(v, su.votes[v]) if s.title_votes else su.votes[v]
    if got:
        if s.referendum is not None and titles_taxed(s):
            got -= 1  # "each non-priscus titled vampire gets -1 vote"
    if su.plain_votes[v]:
        return got  # none of the texts below at this table (most vampires)
    if not got:
        if su.any_titled_votes and su.titled_votes[v]:
            return _others_titled(s, v)
        if su.clan[v] == UNTITLED_VOTE_CLAN and untitled_vote(s, v):
            got = 1  # a card in play: "each non-titled Pander gets 1 vote (this is not a title)"
    if su.any_justicar_fewer and su.justicar_fewer[v] and got > 0 and other_justicar(s, v):
        got -= 1  # Anastasz: "1 fewer vote from his justicar title" while another justicar is ready
    if su.infernal_votes[v]:
        # Xeper: "+1 vote for each ready unique infernal vampire you control" (himself too)
        got += sum(1 for j in s.players[controller_of(s, v)].ready if su.infernal[j] and su.is_unique[j])
    mk = su.master_kinds
    if masters.ON_BLEED_VOTES in mk:
        got += masters.votes_on(s, v)  # Legendary Vampire: "this vampire gets +2 votes"
    if masters.TITLED_CLAN in mk:
        return max(0, got + masters.vote_change(s, v))  # New Carthage: "Ventrue get -1 vote"
    return got


def _others_titled(s: GameState, v: int) -> int:
    """"While Gerald has no title, he gets +1 vote for each ready titled vampire controlled by
    other Methuselahs" (rules 6.3.3)."""
    p = controller_of(s, v)
    su = s.setup
    tv = s.title_votes
    n = 0
    for q in s.players:
        if q.index == p or q.ousted:
            continue
        for u in q.ready:
            if su.is_vampire[u] and tv.get(u, su.votes[u]) > 0:
                n += 1
    return n


def titles_taxed(s: GameState) -> bool:
    """The referendum being polled is one in which each titled vampire gets -1 vote and burning the
    Edge is worth 1 more (:data:`.referendums.TITLES_TAXED`)."""
    r = s.referendum
    return r is not None and r.card >= 0 and r.blood_hunt < 0 and s.setup.card_id[r.card] in TITLES_TAXED


POLITICS.votes_of = votes_of
POLITICS.vampire_votes = _vampire_votes
POLITICS.value = value

__all__ = [
    "SPECS",
    "Spec",
    "actions",
    "apply",
    "base_votes",
    "callable_now",
    "can_call",
    "in_round",
    "other_justicar",
    "playable",
    "polling_gain",
    "preview",
    "preview_matrix",
    "start",
    "start_blood_hunt",
    "step",
    "value",
]
