"""The political action cards (rules 6.3): each one's referendum terms, what a passed referendum does,
and the value hint the AI reads, by VEKN id in :data:`SPECS`; the vampires whose own text calls a
referendum; the cards' steps outside the referendum (Alastor's bearer's action, First Tradition at
unlock, Rumors of Gehenna's master phase action).

:mod:`.politics` holds the procedure (calling, votes, ballots, resolution) and reads these tables;
it names no card. What the cards need of the procedure (a vampire's votes, a referendum's value)
they call through :data:`POLITICS`, which :mod:`.politics` fills when it is imported.

A new political action card is a :class:`Spec` here: its terms (the caller's choices), what a
passed referendum does, its value hint (the pool each Methuselah gains), and its requirement, in
:data:`SPECS` under its VEKN id; and a scenario test calling it through the rules.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from ..models import CardType, current_clan
from . import burnable
from .actions import Action
from .effects import Mode, Op
from .hot import K_ENTER_COMBAT
from .ops import (
    HOOKS,
    minion_bonus,
    usable,
    burn_card,
    burn_minion,
    burn_pool,
    card_controller,
    controller_of,
    controls_same,
    gain_blood,
    oust_many,
    put_on,
    targeted_ok,
)
from .state import SETUP, GameSetup, GameState, Methuselah, Referendum
from .titles import TITLE_CARDS, TitleCard


class PoliticsHooks:
    """The referendum procedure's steps the cards call (:mod:`.politics` sets them at import; the
    engine package imports it, so they are set before a game is played)."""

    __slots__ = ("value", "vampire_votes", "votes_of")

    #: the votes a ready vampire gives its controller (rules 6.3.3, 10)
    votes_of: Callable[[GameState, int], int]
    #: the votes a ready vampire casts in this referendum: its own, its texts' and the cards'
    vampire_votes: Callable[[GameState, Referendum, int], int]
    #: the pool each Methuselah is estimated to gain if the referendum passes (with the chosen terms)
    value: Callable[..., list[float]]


#: The one set of the procedure's steps (filled by :mod:`.politics`).
POLITICS = PoliticsHooks()

#: ``_new(Action, (kind, actor, card, target, n))``: an Action without the keyword constructor's
#: Python frame (as in rules)
_new = tuple.__new__


@dataclass(frozen=True)
class Spec:
    """A political action card: ``terms(s, r)`` lists the choices of its caller (an empty list:
    it cannot be called now), ``resolve(s, r)`` applies a passed referendum, ``value(s, r,
    term)`` estimates the pool each Methuselah gains (negative: loses) if it passes, for
    players deciding how to vote. ``stays`` cards go in play instead of the ash heap."""

    name: str
    terms: Callable[[GameState, Referendum], list[tuple[int, ...]]]
    resolve: Callable[[GameState, Referendum], None]
    value: Callable[[GameState, Referendum, tuple[int, ...]], list[float]]
    once: bool = False  # "Only one ... can be played or called in a game"
    requires: Callable[[GameSetup, int], bool] | None = None
    #: the value vectors of every terms at once (rows), when cheaper than one by one
    matrix: Callable[[GameState, Referendum], np.ndarray] | None = None
    #: "Only usable if you control the Edge" (the caller's Methuselah)
    edge_only: bool = False
    #: a step as the referendum begins, once its terms are known (a title card's sect-only vote)
    start: Callable[[GameState, Referendum], None] | None = None


def _allocations(points: int, players: list[int], n: int, least: int = 2,
                 memo: dict | None = None) -> list[tuple[int, ...]]:
    """Every way to allocate ``points`` among two or more (``least``) of ``players``: tuples of
    ``n`` counts indexed by Methuselah (kept in ``memo``, a setup's memo, when given)."""
    key = ("alloc", points, tuple(players), n, least)
    if memo is not None and key in memo:
        return memo[key]
    out = []
    k = len(players)
    for combo in itertools.combinations_with_replacement(range(k), points):
        counts = [0] * n
        for j in combo:
            counts[players[j]] += 1
        if sum(1 for c in counts if c) >= min(least, k):
            out.append(tuple(counts))
    if memo is not None:
        memo[key] = out
    return out


def _burn_each(s: GameState, amounts: list[int] | tuple[int, ...]) -> None:
    """Each Methuselah burns its amount of pool at once; the ousts are simultaneous (rules 9.1)."""
    out = []
    for p, n in enumerate(amounts):
        m = s.players[p]
        if n > 0 and not m.ousted:
            m.pool -= n
            if m.pool <= 0:
                m.pool = 0
                out.append(p)
    if out:
        oust_many(s, out)


def _gain_each(s: GameState, amounts: list[int]) -> None:
    for p, n in enumerate(amounts):
        m = s.players[p]
        if n > 0 and not m.ousted:
            m.pool += n


def _minions(s: GameState, p: int) -> list[int]:
    m = s.players[p]
    return m.ready + m.torpor


# -- point allocation: Kine Resources Contested, Conservative Agitation, Reckless Agitation ---


def _alloc_spec(name: str, points: Callable[[GameState], int], others: bool, least: int = 2,
                requires: Callable[[GameSetup, int], bool] | None = None) -> Spec:
    def terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
        alive = [q for q in s.alive() if not (others and q == r.caller)]
        return _allocations(points(s), alive, len(s.players), least, s.setup.memo)

    def resolve(s: GameState, r: Referendum) -> None:
        _burn_each(s, r.term)

    def value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
        return [-n for n in term]

    def matrix(s: GameState, r: Referendum) -> np.ndarray:
        alive = tuple(q for q in s.alive() if q != r.caller) if others else tuple(s.alive())
        key = ("alloc_matrix", points(s), alive, len(s.players), least)
        m = s.setup.memo.get(key)
        if m is None:
            rows = _allocations(points(s), list(alive), len(s.players), least, s.setup.memo)
            m = s.setup.memo[key] = -np.array(rows, dtype=np.float64).reshape(len(rows), len(s.players))
        return m  # type: ignore[return-value]

    return Spec(name, terms, resolve, value, requires=requires, matrix=matrix)


def _lily_prelude() -> Spec:
    """Lily Prelude: "allocate 4 points among one or more Methuselahs ... each Methuselah burns
    1 pool for each point allocated"; at superior Melpominee "the chosen Methuselah gains 1
    pool" (the caller chooses itself)."""
    base = _alloc_spec("Lily Prelude", lambda s: 4, others=False, least=1)

    def superior(s: GameState, r: Referendum) -> bool:
        su = s.setup
        e = su.effect[r.card]
        return e is not None and len(e.options) > 1 and usable(su, r.actor, e, e.options[1])

    def resolve(s: GameState, r: Referendum) -> None:
        _burn_each(s, r.term)
        if superior(s, r) and not s.players[r.caller].ousted:
            s.players[r.caller].pool += 1

    def value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
        out = [-float(n) for n in term]
        if superior(s, r):
            out[r.caller] += 1.0
        return out

    return Spec(base.name, base.terms, resolve, value)


# -- Parity Shift -------------------------------------------------------------------------------


def _parity_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    me = r.caller
    pool = s.players[me].pool
    alive = s.alive()
    n = len(s.players)
    out = []
    for victim in alive:
        if victim == me or s.players[victim].pool <= pool:
            continue
        receivers = [q for q in alive if q != victim]
        for alloc in _allocations(3, receivers, n, 1, s.setup.memo):
            out.append((victim, *alloc))
    return out


def _parity_resolve(s: GameState, r: Referendum) -> None:
    victim, *alloc = r.term
    moved = min(3, s.players[victim].pool)
    gains = [0] * len(s.players)
    left = moved
    for q, k in enumerate(alloc):
        take = min(k, left)
        gains[q] = take
        left -= take
    _gain_each(s, gains)
    burns = [0] * len(s.players)
    burns[victim] = moved
    _burn_each(s, burns)


def _parity_matrix(s: GameState, r: Referendum) -> np.ndarray:
    """The value rows of :func:`_parity_terms`, in the same order."""
    me = r.caller
    players = s.players
    pool = players[me].pool
    alive = tuple(s.alive())
    n = len(players)
    victims = tuple(q for q in alive if q != me and players[q].pool > pool)
    # the rows depend only on who is alive and who can be the victim: the whole matrix is kept in
    # the setup's memo (read-only, as the point allocations' matrices)
    full_key = ("parity_full", alive, victims, n)
    memo = s.setup.memo
    got = memo.get(full_key)
    if got is not None:
        return got  # type: ignore[return-value]
    blocks = []
    for victim in victims:
        receivers = tuple(q for q in alive if q != victim)
        key = ("parity_matrix", receivers, n)
        m = memo.get(key)
        if m is None:
            rows = _allocations(3, list(receivers), n, 1, memo)
            m = memo[key] = np.array(rows, dtype=np.float64).reshape(len(rows), n)
        block = m.copy()  # type: ignore[attr-defined]
        block[:, victim] -= 3.0
        blocks.append(block)
    got = memo[full_key] = np.concatenate(blocks) if blocks else np.zeros((0, n))
    return got


def _parity_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    victim, *alloc = term
    out = [float(k) for k in alloc]
    out[victim] -= 3.0
    return out


# -- each Methuselah gains or burns per minion -------------------------------------------------


def _per_minion(name: str, sign: int, count: Callable[[GameState, int], int], once: bool = False,
                factor: int = 1) -> Spec:
    def terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
        return [()]

    def amounts(s: GameState) -> list[int]:
        return [0 if m.ousted else factor * count(s, m.index) for m in s.players]

    def resolve(s: GameState, r: Referendum) -> None:
        if sign > 0:
            _gain_each(s, amounts(s))
        else:
            _burn_each(s, amounts(s))

    def value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
        return [float(sign * a) for a in amounts(s)]

    return Spec(name, terms, resolve, value, once=once)


def _count_minions(s: GameState, p: int) -> int:
    return len(_minions(s, p))


def _count_locked(s: GameState, p: int) -> int:
    return sum(1 for i in _minions(s, p) if s.locked[i])


def _count_big(s: GameState, p: int) -> int:
    su = s.setup
    return sum(1 for v in s.vampires(p) if su.capacity[v] >= 8)


def _count_independent_or_anarch(s: GameState, p: int) -> int:
    """Exclusion Principle: "1 pool for each ready Independent or Anarch vampire"."""
    su = s.setup
    return sum(1 for v in s.players[p].ready if su.is_vampire[v] and su.sect[v] in ("Independent", "Anarch"))


def _count_torpor_twice(s: GameState, p: int) -> int:
    """Perpetual Care: "2 pool for each vampire in torpor he or she controls"."""
    su = s.setup
    return 2 * sum(1 for v in s.players[p].torpor if su.is_vampire[v])


_GEAR = {CardType.EQUIPMENT, CardType.RETAINER}


def _take_it_amounts(s: GameState) -> list[int]:
    """Can't Take it with You: 1 pool gained, then 1 burned for each equipment, location or
    retainer controlled (the net change)."""
    su = s.setup
    out = []
    for m in s.players:
        if m.ousted:
            out.append(0)
            continue
        n = sum(1 for j in m.in_play if su.is_location[j] or _GEAR & set(su.card[j].types))
        out.append(1 - n)
    return out


def _take_it_resolve(s: GameState, r: Referendum) -> None:
    d = _take_it_amounts(s)
    _gain_each(s, [1] * len(d))
    _burn_each(s, [1 - x for x in d])


def _steal_from(s: GameState, r: Referendum, victims: list[int]) -> None:
    """The caller steals 1 pool from each victim (rules 9.1: ousts at once)."""
    got = sum(1 for q in victims if not s.players[q].ousted and s.players[q].pool > 0)
    amounts = [0] * len(s.players)
    for q in victims:
        amounts[q] = 1
    _burn_each(s, amounts)
    if not s.players[r.caller].ousted:
        s.players[r.caller].pool += got


def _richer(s: GameState, r: Referendum) -> list[int]:
    """Transfer of Power: "each Methuselah who has more pool than you do"."""
    me = s.players[r.caller].pool
    return [q for q in s.alive() if q != r.caller and s.players[q].pool > me]


def _no_big(s: GameState, r: Referendum) -> list[int]:
    """Tithings: "each Methuselah who does not control a vampire with a capacity above 6"."""
    su = s.setup
    return [q for q in s.alive() if q != r.caller
            and not any(su.is_vampire[v] and su.capacity[v] > 6 for v in _minions(s, q))]


def _steal_spec(name: str, victims: Callable[[GameState, Referendum], list[int]],
                requires: Callable[[GameSetup, int], bool] | None = None) -> Spec:
    def value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
        out = [0.0] * len(s.players)
        for q in victims(s, r):
            out[q] -= 1.0
            out[r.caller] += 1.0
        return out

    return Spec(name, _no_terms, lambda s, r: _steal_from(s, r, victims(s, r)), value, requires=requires)


# -- Eat the Rich --------------------------------------------------------------------------------

#: Eat the Rich: "each chosen Methuselah burns 1 pool, plus 3 additional pool if they control a
#: ready titled vampire. In this referendum, each priscus gets -1 ballot (no priscus is played
#: here), each non-priscus titled vampire gets -1 vote (:func:`.politics.votes_of`), and burning the
#: Edge is worth 1 additional vote (:func:`.politics.apply`)"
EAT_THE_RICH = 100605
#: the referendums in which each titled vampire gets -1 vote and burning the Edge 1 more
#: (:func:`.politics.titles_taxed`)
TITLES_TAXED = frozenset({EAT_THE_RICH})


def _rich_amount(s: GameState, p: int) -> int:
    su = s.setup
    titled = any(su.is_vampire[v] and (su.votes[v] > 0 or v in s.title_votes) for v in s.players[p].ready)
    return 4 if titled else 1


def _rich_resolve(s: GameState, r: Referendum) -> None:
    amounts = [0] * len(s.players)
    for p in r.term:
        amounts[p] = _rich_amount(s, p)
    _burn_each(s, amounts)


def _rich_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    for p in term:
        out[p] = -float(_rich_amount(s, p))
    return out


# -- Anathema ---------------------------------------------------------------------------------

#: Anathema: "Successful referendum means this card is put on the chosen vampire" (its effect in
#: combat: :func:`.combat.anathema_burn`)
ANATHEMA = 100060
#: the share of the attached vampire's capacity its controller is expected to lose, and the
#: caller (whose minions would fight it) to gain
ANATHEMA_RISK = 0.4
ANATHEMA_GAIN = 0.2


def _anathema_on(s: GameState, v: int) -> bool:
    su = s.setup
    return any(s.attached[j] == v and su.card_id[j] == ANATHEMA for m in s.players for j in m.in_play)


def _anathema_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    su = s.setup
    return [(v,) for q in s.alive() for v in s.players[q].ready if su.is_vampire[v] and not _anathema_on(s, v)]


def _anathema_resolve(s: GameState, r: Referendum) -> None:
    """The card goes on the chosen vampire, still ready (kept among its caller's cards in play)."""
    v = r.term[0]
    p = controller_of(s, v)
    m = s.players[s.setup.owner[r.card]]
    if p < 0 or v not in s.players[p].ready or r.card not in m.ash:
        return
    m.ash.remove(r.card)
    m.in_play.append(r.card)
    s.attached[r.card] = v


def _anathema_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    v = term[0]
    out = [0.0] * len(s.players)
    p = controller_of(s, v)
    if p >= 0 and p != r.caller:
        out[p] = -ANATHEMA_RISK * s.setup.capacity[v]
        out[r.caller] = ANATHEMA_GAIN * s.setup.capacity[v]
    elif p >= 0:
        out[p] = -ANATHEMA_RISK * s.setup.capacity[v]
    return out


# -- Alastor ------------------------------------------------------------------------------------

#: Alastor: "choose a ready Camarilla vampire. Successful referendum means you search your
#: library for an equipment card and put this card and the equipment on the chosen vampire
#: (ignore requirements; shuffle afterward); pay half the cost rounded down of the equipment."
#: Its bearer "can enter combat with a vampire as a +1 stealth (D) action" (:func:`alastor_actions`,
#: ``Kind.ENTER_COMBAT`` with ``n=ALASTOR_N``) and "cannot commit diablerie" (rules 6.5.4).
ALASTOR = 100038
ALASTOR_N = 2
#: what the bearer's enter-combat action is worth, and an equipment card beyond its cost (its
#: cost stands for its worth: the dearer the equipment, the more the half price saves)
ALASTOR_WORTH = 1.5
ALASTOR_EQUIP = (1.0, 0.5)


def any_alastor(su: GameSetup) -> bool:
    """Does any deck at the table hold Alastor (memoized per setup)?"""
    got = su.memo.get(("alastor",))
    if got is None:
        got = su.memo[("alastor",)] = ALASTOR in su.card_id
    return got  # type: ignore[return-value]


def alastor_on(s: GameState, v: int) -> bool:
    su = s.setup
    return any(s.attached[j] == v and su.card_id[j] == ALASTOR for m in s.players for j in m.in_play)


def alastor_actions(s: GameState, m: Methuselah, a: int, out: list[Action]) -> None:
    """The bearer ``a`` enters combat with a ready vampire of another Methuselah as a +1
    stealth (D) action (rules 6.1.6: an action a card in play gives, once a turn)."""
    if (a, ALASTOR) in s.used or not alastor_on(s, a):
        return
    su = s.setup
    for q in s.players:
        if q is m or q.ousted:
            continue
        for t in q.ready:
            if su.is_vampire[t] and (not su.targeted[t] or targeted_ok(s, m, a, t)):
                out.append(_new(Action, (K_ENTER_COMBAT, a, -1, t, ALASTOR_N)))


def _alastor_equipment(s: GameState, r: Referendum, v: int) -> list[int]:
    """One instance of each equipment card in the caller's library vampire ``v`` can take at
    half cost (rounded down): its blood from ``v``, its pool without ousting the caller."""
    su = s.setup
    m = s.players[r.caller]
    seen: set[int] = set()
    out = []
    for j in m.library:
        e = su.effect[j]
        cid = su.card_id[j]
        if e is None or e.mode != Mode.EQUIPMENT or cid in seen:
            continue
        seen.add(cid)
        if e.blood_cost // 2 <= s.blood[v] and e.pool_cost // 2 < m.pool:
            out.append(j)
    return out


def _alastor_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    """(the chosen vampire, the equipment card, -1 for none found)."""
    su = s.setup
    out: list[tuple[int, ...]] = []
    for q in s.alive():
        for v in s.players[q].ready:
            if su.is_vampire[v] and su.sect[v] == "Camarilla" and not alastor_on(s, v):
                out.extend((v, j) for j in _alastor_equipment(s, r, v) or [-1])
    return out


def _alastor_resolve(s: GameState, r: Referendum) -> None:
    """Alastor and the equipment go on the chosen vampire, among its controller's cards in play;
    the caller pays half the pool cost, the vampire half the blood cost; the library shuffled."""
    v, j = r.term
    su = s.setup
    p = controller_of(s, v)
    m = s.players[r.caller]
    if p < 0 or v not in s.players[p].ready or r.card not in m.ash or alastor_on(s, v):
        return
    q = s.players[p]
    m.ash.remove(r.card)
    q.in_play.append(r.card)
    s.attached[r.card] = v
    if j >= 0 and j not in m.library:
        j = next((k for k in m.library if su.card_id[k] == su.card_id[j]), -1)
    if j >= 0:
        e = su.effect[j]
        m.library.remove(j)
        s.blood[v] = max(0, s.blood[v] - e.blood_cost // 2)  # type: ignore[union-attr]
        put_on(s, p, v, j)
        if e.pool_cost // 2:  # type: ignore[union-attr]
            burn_pool(s, r.caller, e.pool_cost // 2)  # type: ignore[union-attr]
    s.rng.shuffle(m.library)


def _alastor_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    v, j = term
    out = [0.0] * len(s.players)
    p = controller_of(s, v)
    if p < 0:
        return out
    out[p] += ALASTOR_WORTH
    if j >= 0:
        e = s.setup.effect[j]
        cost = e.blood_cost + e.pool_cost  # type: ignore[union-attr]
        out[p] += ALASTOR_EQUIP[0] + ALASTOR_EQUIP[1] * cost - 0.3 * (e.blood_cost // 2)  # type: ignore[union-attr]
        out[r.caller] -= float(e.pool_cost // 2)  # type: ignore[union-attr]
    return out


# -- Reinforcements ------------------------------------------------------------------------------

#: Reinforcements: "Remove this card from the game, even if the action or the referendum fails
#: or is canceled."
REINFORCEMENTS = 101590
#: the library cards each chosen Methuselah shuffles back, and what one is worth in pool (more
#: to a Methuselah whose library runs short)
REINFORCE_CARDS = 3
REINFORCE_WORTH = 0.3
REINFORCE_SHORT = (10, 1.0)


def _reinforce_cards(s: GameState, p: int) -> list[int]:
    """The library cards (not crypt cards) ``p`` takes back: the last ones to reach its ash heap."""
    su = s.setup
    out = [j for j in reversed(s.players[p].ash) if not su.is_crypt[j]]
    return out[:REINFORCE_CARDS]


def _reinforce_resolve(s: GameState, r: Referendum) -> None:
    """Each chosen Methuselah shuffles up to three library cards of its ash heap into its library."""
    for p in r.term:
        m = s.players[p]
        if m.ousted:
            continue
        got = _reinforce_cards(s, p)
        if not got:
            continue
        for j in got:
            m.ash.remove(j)
            m.library.append(j)
        s.rng.shuffle(m.library)


def _reinforce_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    short, worth = REINFORCE_SHORT
    for p in term:
        each = worth if len(s.players[p].library) < short else REINFORCE_WORTH
        out[p] = each * len(_reinforce_cards(s, p))
    return out


def _titled(su: GameSetup, a: int) -> bool:
    return bool(su.title[a])


def _big_sabbat(su: GameSetup, a: int) -> bool:
    return su.sect[a] == "Sabbat" and su.capacity[a] > 6


def _count_clans(s: GameState, p: int) -> int:
    """Diversity: "the number of clans to which his or her ready vampires belong"."""
    su = s.setup
    return len({current_clan(su.clan[v]) for v in s.players[p].ready if su.is_vampire[v] and su.clan[v]})


# -- Anarch Salon -------------------------------------------------------------------------------


def _salon_anarchs(s: GameState, p: int) -> list[int]:
    su = s.setup
    return [v for v in s.players[p].ready if su.is_vampire[v] and su.sect[v] == "Anarch"]


def _salon_amounts(s: GameState) -> list[int]:
    """"Each Methuselah controlling an Anarch gains 1 pool" (a ready or torpid one)."""
    su = s.setup
    return [0 if m.ousted else int(any(su.is_vampire[v] and su.sect[v] == "Anarch" for v in _minions(s, m.index)))
            for m in s.players]


def _salon_resolve(s: GameState, r: Referendum) -> None:
    """"Each ready Anarch gains 1 blood" (over its capacity to the bank, rules 6.1.2), then the pool."""
    for m in s.players:
        if not m.ousted:
            for v in _salon_anarchs(s, m.index):
                gain_blood(s, v, 1)
    _gain_each(s, _salon_amounts(s))


def _salon_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    su = s.setup
    out = [float(a) for a in _salon_amounts(s)]
    for m in s.players:
        if not m.ousted:
            out[m.index] += 0.5 * sum(1 for v in _salon_anarchs(s, m.index) if s.blood[v] < su.capacity[v])
    return out


def _anarch(su: GameSetup, a: int) -> bool:
    return su.sect[a] == "Anarch"


# -- Consanguineous Boon ------------------------------------------------------------------------


def _clans_in_play(s: GameState) -> list[str]:
    su = s.setup
    seen: dict[str, None] = {}
    for q in s.alive():
        for v in s.vampires(q):
            if su.clan[v]:
                seen[su.clan[v]] = None
    return list(seen)


def _boon_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    return [(k,) for k in range(len(_clans_in_play(s)))]


def _boon_amounts(s: GameState, clan: str) -> list[int]:
    su = s.setup
    return [0 if m.ousted else sum(1 for v in s.vampires(m.index) if su.clan[v] == clan) for m in s.players]


def _boon_resolve(s: GameState, r: Referendum) -> None:
    clans = _clans_in_play(s)
    if r.term[0] < len(clans):
        _gain_each(s, _boon_amounts(s, clans[r.term[0]]))


def _boon_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    clans = _clans_in_play(s)
    if term[0] >= len(clans):
        return [0.0] * len(s.players)
    return [float(a) for a in _boon_amounts(s, clans[term[0]])]


def _boon_matrix(s: GameState, r: Referendum) -> np.ndarray:
    """The value rows of :func:`_boon_terms`, in the same order, from one pass over the vampires."""
    su = s.setup
    clan = su.clan
    n = len(s.players)
    # the clans numbered as :func:`_clans_in_play` lists them (first seen in seating order)
    row_of: dict[str, int] = {}
    rows: list[list[float]] = []
    for q in s.alive():
        for v in s.vampires(q):
            c = clan[v]
            if c:
                k = row_of.get(c)
                if k is None:
                    k = row_of[c] = len(rows)
                    rows.append([0.0] * n)
                rows[k][q] += 1.0
    return np.array(rows, dtype=np.float64).reshape(len(rows), n)


# -- Ancient Influence, Reins of Power: each Methuselah chooses one of its ready vampires -------


def _biggest(s: GameState, p: int) -> int:
    su = s.setup
    caps = [su.capacity[v] for v in s.players[p].ready if su.is_vampire[v]]
    return max(caps) if caps else 0


def _ancient_amounts(s: GameState) -> list[int]:
    return [0 if m.ousted else _biggest(s, m.index) - 5 for m in s.players]


def _ancient_resolve(s: GameState, r: Referendum) -> None:
    d = _ancient_amounts(s)
    _gain_each(s, [max(0, x) for x in d])
    _burn_each(s, [max(0, -x) for x in d])


def _reins_amounts(s: GameState) -> list[int]:
    return [0 if m.ousted else 6 - _biggest(s, s.predator(m.index)) for m in s.players]


def _reins_resolve(s: GameState, r: Referendum) -> None:
    d = _reins_amounts(s)
    _gain_each(s, [max(0, x) for x in d])
    _burn_each(s, [max(0, -x) for x in d])


def _fixed(
    amounts: Callable[[GameState], list[int]],
) -> Callable[[GameState, Referendum, tuple[int, ...]], list[float]]:
    def value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
        return [float(a) for a in amounts(s)]
    return value


def _no_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    return [()]


# -- Banishment, Neonate Breach, Toreador Justicar, Dramatic Upheaval, Justicar Retribution -----


def _banish_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    su = s.setup
    cap = su.capacity[r.actor]
    return [(v,) for q in s.alive() for v in s.players[q].ready if su.is_vampire[v] and su.capacity[v] < cap]


def banish_resolve(s: GameState, r: Referendum) -> None:
    """The chosen vampire goes back to its controller's uncontrolled region with its blood; the
    cards on it stay with it, out of play."""
    v = r.term[0]
    p = controller_of(s, v)
    if p < 0 or v not in s.players[p].ready:
        return
    m = s.players[p]
    m.ready.remove(v)
    s.locked[v] = 0
    s.title_contested.discard(v)
    # "breaking any temporary control effects": the uncontrolled region is its owner's (a vampire
    # taken from another Methuselah, Graverobbing's, goes back to the one whose crypt it came from)
    s.players[s.setup.owner[v]].uncontrolled.append(v)


def _banish_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    v = term[0]
    out = [0.0] * len(s.players)
    p = controller_of(s, v)
    if p >= 0:
        out[p] = -float(s.setup.capacity[v] - s.blood[v] + 3)
    return out


def _breach_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    alive = s.alive()
    out = []
    for k in range(1, len(alive) + 1):
        for combo in itertools.combinations(alive, k):
            out.append(combo)
    return out


def _breach_amount(s: GameState, p: int) -> int:
    su = s.setup
    small = any(su.is_vampire[v] and su.capacity[v] <= 4 for v in s.players[p].ready)
    return 1 + (3 if small else 0)


def _breach_resolve(s: GameState, r: Referendum) -> None:
    amounts = [0] * len(s.players)
    for p in r.term:
        amounts[p] = _breach_amount(s, p)
    _burn_each(s, amounts)


def _breach_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    for p in term:
        out[p] = -float(_breach_amount(s, p))
    return out


def _justicar_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    su = s.setup
    return [(v,) for q in s.alive() for v in s.players[q].ready
            if su.is_vampire[v] and su.clan[v] == "Toreador" and v not in s.title_votes]


def _justicar_resolve(s: GameState, r: Referendum) -> None:
    """The card goes on the chosen Toreador as the title of Toreador Justicar (3 votes)."""
    v = r.term[0]
    if controller_of(s, v) < 0:
        return
    s.title_votes[v] = 3
    m = s.players[s.setup.owner[r.card]]
    if r.card in m.ash:
        m.ash.remove(r.card)
        m.in_play.append(r.card)
        s.attached[r.card] = v


def _justicar_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    p = controller_of(s, term[0])
    if p >= 0:
        out[p] = 3.0
    return out


def _upheaval_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    return [(q,) for q in s.alive() if q != r.caller]


def upheaval_resolve(s: GameState, r: Referendum) -> None:
    a, b = s.seating.index(r.caller), s.seating.index(r.term[0])
    s.seating[a], s.seating[b] = s.seating[b], s.seating[a]


def _upheaval_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    out[r.caller] = 1.0  # the caller chooses a better seat
    return out


def _bleed_of(s: GameState, v: int) -> int:
    p = controller_of(s, v)
    if p < 0:
        return 0
    return s.setup.base_bleed[v] + minion_bonus(s, s.players[p], v, Op.PLUS_BLEED)


def _retribution_targets(s: GameState) -> list[int]:
    su = s.setup
    return [v for q in s.alive() for v in s.players[q].ready if su.is_vampire[v] and _bleed_of(s, v) >= 3]


def _retribution_resolve(s: GameState, r: Referendum) -> None:
    for v in _retribution_targets(s):
        burn_minion(s, v)


def _retribution_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    for v in _retribution_targets(s):
        p = controller_of(s, v)
        out[p] -= float(s.setup.capacity[v] + s.blood[v])
    return out


# -- Protect Thine Own, Honor the Elders ----------------------------------------------------------


def _protect_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    """A non-Camarilla vampire with capacity below 6 (any non-Camarilla one for an Inner Circle
    member), ready or in torpor."""
    su = s.setup
    inner = su.title[r.actor] == "inner circle"
    return [(v,) for q in s.alive() for v in s.players[q].ready + s.players[q].torpor
            if su.is_vampire[v] and su.sect[v] != "Camarilla" and (inner or su.capacity[v] < 6)]


def _protect_resolve(s: GameState, r: Referendum) -> None:
    v = r.term[0]
    if controller_of(s, v) >= 0:
        burn_minion(s, v)


def _protect_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    v = term[0]
    out = [0.0] * len(s.players)
    p = controller_of(s, v)
    if p >= 0:
        out[p] = -float(s.setup.capacity[v] + s.blood[v] + 3)
    return out


def _disputed_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    """A location in play, unattached, and a Methuselah to take control of it: another than its
    controller, not one controlling a card of the same name (a unique location would be
    contested, rules 4.1)."""
    su = s.setup
    out: list[tuple[int, ...]] = []
    for q in s.alive():
        for j in s.players[q].in_play:
            if su.is_location[j] and s.attached[j] < 0:
                out.extend((j, p) for p in s.alive() if p != q and not (
                    su.is_unique[j] and controls_same(s, s.players[p], j)))
    return out


def _disputed_resolve(s: GameState, r: Referendum) -> None:
    """The chosen Methuselah takes control of the chosen location (rules 11, steal: it stays in
    play, unattached)."""
    j, p = r.term
    q = card_controller(s, j)
    if q < 0 or q == p or s.players[p].ousted:
        return
    s.players[q].in_play.remove(j)
    s.players[p].in_play.append(j)


def _disputed_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    j, p = term
    out = [0.0] * len(s.players)
    q = card_controller(s, j)
    if q >= 0:
        out[q] -= 1.5  # a location's worth in pool
        out[p] += 1.5
    return out


def _elders(s: GameState) -> list[int]:
    """Blood each Methuselah's vampires with capacity 8 or more gain (ready or uncontrolled)."""
    su = s.setup
    out = [0] * len(s.players)
    for m in s.players:
        if m.ousted:
            continue
        for v in m.ready + m.uncontrolled:
            if su.is_vampire[v] and su.capacity[v] >= 8 and s.blood[v] < su.capacity[v]:
                out[m.index] += 1
    return out


def _elders_resolve(s: GameState, r: Referendum) -> None:
    """Each ready vampire with capacity 8 or more, and each one in an uncontrolled region, gains
    1 blood from the bank."""
    su = s.setup
    for m in s.players:
        for v in m.ready + m.uncontrolled:
            if su.is_vampire[v] and su.capacity[v] >= 8:
                gain_blood(s, v, 1)


def _justicar_or_inner_circle(su: GameSetup, a: int) -> bool:
    return su.title[a] in ("justicar", "inner circle")


def _anarch_or_independent_5(su: GameSetup, a: int) -> bool:
    return su.sect[a] in ("Anarch", "Independent") and su.capacity[a] >= 5


def _prince_or_justicar(su: GameSetup, a: int) -> bool:
    return su.title[a] in ("prince", "justicar")


def _camarilla(su: GameSetup, a: int) -> bool:
    return su.sect[a] == "Camarilla"


def _titled_camarilla(su: GameSetup, a: int) -> bool:
    return su.sect[a] == "Camarilla" and bool(su.title[a])


def _sabbat(su: GameSetup, a: int) -> bool:
    return su.sect[a] == "Sabbat"


# -- Legacy of Pander ---------------------------------------------------------------------------

#: Legacy of Pander: "each non-titled Pander gets 1 vote (this is not a title)" while in play
LEGACY_OF_PANDER = 101087


def _legacy_resolve(s: GameState, r: Referendum) -> None:
    """The card is put in play (its caller's); Sabbat vampires can burn it by referendum
    (:mod:`.burnable`)."""
    m = s.players[s.setup.owner[r.card]]
    if r.card in m.ash:
        m.ash.remove(r.card)
        m.in_play.append(r.card)


def _legacy_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    """A vote for each non-titled Pander each Methuselah controls, while no Legacy is in play."""
    su = s.setup
    out = [0.0] * len(s.players)
    if legacy_in_play(s):
        return out
    for q in s.alive():
        out[q] = 0.8 * sum(1 for v in s.players[q].ready if su.is_vampire[v] and pander_untitled(s, v))
    return out


def pander_untitled(s: GameState, v: int) -> bool:
    """A Pander with no title (one the card gives a vote)."""
    su = s.setup
    return su.clan[v] == "Pander" and not su.title[v] and not s.title_votes.get(v, 0)


def legacy_in_play(s: GameState) -> bool:
    cid = s.setup.card_id
    return any(cid[j] == LEGACY_OF_PANDER for q in s.players for j in q.in_play)


#: the clan whose vampires a card in play can give a vote without a title, and whether it gives
#: vampire ``v`` one now (:func:`.politics.votes_of`: Legacy of Pander)
UNTITLED_VOTE_CLAN = "Pander"


def untitled_vote(s: GameState, v: int) -> bool:
    return pander_untitled(s, v) and legacy_in_play(s)


# -- Patsy --------------------------------------------------------------------------------------

#: Patsy: "Only usable if you control the Edge" (``Spec.edge_only``: :func:`.politics.callable_now`)
PATSY = 101377


def _titled_now(s: GameState, v: int) -> bool:
    """Its printed title (unless yielded or removed) or one gained in play."""
    got = s.title_votes.get(v)
    if got is not None:
        return got > 0
    return bool(s.setup.title[v])


def _patsy_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    """"Choose a titled non-Anarch vampire" (a ready one)."""
    su = s.setup
    return [(v,) for q in s.alive() for v in s.players[q].ready
            if su.is_vampire[v] and su.sect[v] != "Anarch" and _titled_now(s, v)]


def _patsy_resolve(s: GameState, r: Referendum) -> None:
    """"You burn the Edge to remove that vampire's title and burn 2 pool from his or her
    controller" (nothing without the Edge to burn)."""
    v = r.term[0]
    p = controller_of(s, v)
    if s.edge != r.caller or p < 0:
        return
    s.edge = -1
    s.title_contested.discard(v)
    s.title_votes[v] = 0
    burn_pool(s, p, 2)


def _patsy_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    v = term[0]
    out = [0.0] * len(s.players)
    out[r.caller] -= 1.0  # the Edge
    p = controller_of(s, v)
    if p >= 0:
        out[p] -= 2.0 + POLITICS.votes_of(s, v)
    return out


# -- First Tradition: The Masquerade ------------------------------------------------------------

FIRST_TRADITION = 100737
#: "Burn this card when the controller has ... burned a total of 6 pool by this effect"
TRADITION_TOTAL = 6


def _tradition_resolve(s: GameState, r: Referendum) -> None:
    """The card is put in play (its caller's); its counters (its blood) count the pool its
    controller burns by it."""
    _legacy_resolve(s, r)
    s.blood[r.card] = 0


def _tradition_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    """2 pool in each unlock phase for about three turns: a Methuselah with no more pool than
    that is likely ousted; the others lose 6 pool weighed by the table's mean pool over theirs
    (the loss hurts the Methuselahs with the least pool most, between 0.5 and 2 times 6)."""
    out = [0.0] * len(s.players)
    alive = s.alive()
    if not alive:
        return out
    mean = sum(s.players[q].pool for q in alive) / len(alive)
    for q in alive:
        pool = s.players[q].pool
        if pool <= TRADITION_TOTAL:
            out[q] = -float(TRADITION_TOTAL + pool)
        else:
            out[q] = -TRADITION_TOTAL * min(2.0, max(0.5, mean / pool))
    return out


def tradition_unlock(s: GameState, m: Methuselah) -> None:
    """Rules 4 (unlock phase), First Tradition in play: "each Methuselah must burn 2 pool during
    his or her unlock phase" (for each copy in play); a copy burns when its controller has
    burned 6 pool by it. The engine's Methuselahs never choose to skip their turn instead."""
    cid = s.setup.card_id
    n = 0
    done = []
    for q in s.players:
        for j in q.in_play:
            if cid[j] == FIRST_TRADITION:
                n += 2
                if q is m:
                    s.blood[j] += 2
                    if s.blood[j] >= TRADITION_TOTAL:
                        done.append(j)
    for j in done:
        m.in_play.remove(j)
        burn_card(s, j)
    if n:
        burn_pool(s, m.index, n)


# -- Revolutionary Council ----------------------------------------------------------------------


def _council_anarchs(s: GameState, r: Referendum) -> list[int]:
    """The caller's ready unlocked Anarchs, in ready order (the first X are the chosen ones)."""
    su = s.setup
    return [v for v in s.players[r.caller].ready if su.is_vampire[v] and su.sect[v] == "Anarch" and not s.locked[v]]


def _council_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    """(X, the points of each Methuselah): X of the caller's ready unlocked Anarchs (up to 3)
    and 2X points among one or more Methuselahs (the engine allocates none to locations or
    equipment)."""
    k = min(3, len(_council_anarchs(s, r)))
    alive = s.alive()
    out: list[tuple[int, ...]] = []
    for x in range(1, k + 1):
        out.extend((x, *a) for a in _allocations(2 * x, alive, len(s.players), 1, s.setup.memo))
    return out


def _council_resolve(s: GameState, r: Referendum) -> None:
    """"Each chosen Anarch is locked, each Methuselah burns 1 pool for each point allocated"."""
    x, *alloc = r.term
    for v in _council_anarchs(s, r)[:x]:
        s.locked[v] = 1
    _burn_each(s, alloc)


def _council_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    x, *alloc = term
    out = [-float(n) for n in alloc]
    out[r.caller] -= 0.5 * x  # the Anarchs locked
    return out


def _council_matrix(s: GameState, r: Referendum) -> np.ndarray:
    """The value rows of :func:`_council_terms`, in the same order (kept in the setup's memo)."""
    k = min(3, len(_council_anarchs(s, r)))
    alive = tuple(s.alive())
    n = len(s.players)
    key = ("council_matrix", k, alive, n, r.caller)
    m = s.setup.memo.get(key)
    if m is None:
        rows = [_council_value(s, r, t) for t in _council_terms(s, r)]
        m = s.setup.memo[key] = np.array(rows, dtype=np.float64).reshape(len(rows), n)
    return m  # type: ignore[return-value]


def _baron(su: GameSetup, a: int) -> bool:
    return su.title[a].lower() == "baron"


# -- Rumors of Gehenna -----------------------------------------------------------------------

#: Rumors of Gehenna: "each chosen Methuselah receives two master phase actions during his or her
#: master phase (instead of one)"; the caller chooses itself (the only choice the engine offers)
RUMORS_OF_GEHENNA = 101663


def _rumors_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    if not rumors_bonus(s, r.caller):
        out[r.caller] = 2.0  # a master phase action each turn
    return out


def rumors_bonus(s: GameState, p: int) -> int:
    """The master phase action Rumors of Gehenna in play gives ``p`` (one, however many)."""
    su = s.setup
    got = su.memo.get(("rumors",))
    if got is None:
        got = su.memo[("rumors",)] = any(c == RUMORS_OF_GEHENNA for c in su.card_id)
    if not got:
        return 0
    return int(any(su.card_id[j] == RUMORS_OF_GEHENNA for j in s.players[p].in_play))


# -- Camarilla's Iron Fist ----------------------------------------------------------------------


def _fist_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    """(the chosen Methuselah, the points of each Methuselah): 5 points among two or more
    Methuselahs other than the chosen one."""
    alive = s.alive()
    out: list[tuple[int, ...]] = []
    for chosen in alive:
        out.extend((chosen, *a) for a in _allocations(5, [q for q in alive if q != chosen], len(s.players), 2,
                                                      s.setup.memo))
    return out


def _fist_resolve(s: GameState, r: Referendum) -> None:
    chosen, *alloc = r.term
    _burn_each(s, alloc)  # "each Methuselah burns 1 pool for each point allocated"
    gains = [0] * len(s.players)
    gains[chosen] = 1  # "and the chosen Methuselah gains 1 pool"
    _gain_each(s, gains)


def _fist_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    chosen, *alloc = term
    out = [-float(n) for n in alloc]
    out[chosen] += 1.0
    return out


# -- title cards: Praxis Seizure, Crusade, Cardinal Benediction, the clan justicars -------------


def _title_held(s: GameState, t: TitleCard) -> bool:
    """The unique title is claimed already (rules 4.2, 10): a vampire in play with the same
    city's prince, archbishop or baron title, or the same clan's justicar; or a title card of
    the same city or clan on a vampire. The engine does not call a card into a contest."""
    su = s.setup
    tk = su.title_key
    for m in s.players:
        for w in m.ready + m.torpor:
            k = tk[w]
            if k is not None and s.title_votes.get(w, 1) and (
                    (t.city and k[0] in ("prince", "archbishop", "baron") and k[1] == t.city)
                    or (t.clan and k[0] == "justicar" and current_clan(k[1]) == t.clan)):
                return True
        for j in m.in_play:
            o = TITLE_CARDS.get(su.card_id[j])
            if o is not None and s.attached[j] >= 0 and (
                    (t.city and o.city == t.city) or (t.clan and o.clan == t.clan)):
                return True
    return False


def _title_ok(s: GameState, t: TitleCard, v: int) -> bool:
    """Vampire ``v`` can take the title: of its sect (rules 10) and clan, not holding a title
    card or a contested title already (a second title would burn the first card)."""
    su = s.setup
    return bool(su.is_vampire[v]) and su.sect[v] == t.sect and v not in s.title_votes \
        and v not in s.title_contested and su.capacity[v] >= t.min_capacity \
        and (not t.clan or current_clan(su.clan[v]) == t.clan) \
        and not (t.not_clan and current_clan(su.clan[v]) == t.not_clan)


def _title_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    t = TITLE_CARDS[s.setup.card_id[r.card]]
    if _title_held(s, t):
        return []
    if not t.chosen:
        return [(r.actor,)] if _title_ok(s, t, r.actor) else []
    return [(v,) for q in s.alive() for v in s.players[q].ready if _title_ok(s, t, v)]


def _title_resolve(s: GameState, r: Referendum) -> None:
    """The card goes on the vampire to represent its title (rules 10: a vampire has one title,
    the new one replaces the printed one)."""
    v = r.term[0]
    t = TITLE_CARDS[s.setup.card_id[r.card]]
    if controller_of(s, v) < 0 or v not in s.players[controller_of(s, v)].ready or _title_held(s, t):
        return
    m = s.players[s.setup.owner[r.card]]
    if r.card in m.ash:
        m.ash.remove(r.card)
        m.in_play.append(r.card)
        s.attached[r.card] = v
        s.title_votes[v] = t.votes


def _title_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    p = controller_of(s, term[0])
    if p >= 0:
        # the title's votes last the game: worth more than as many pool
        out[p] = 1.5 * float(TITLE_CARDS[s.setup.card_id[r.card]].votes - POLITICS.votes_of(s, term[0]))
    return out


def _title_requires(t: TitleCard) -> Callable[[GameSetup, int], bool]:
    def requires(su: GameSetup, a: int) -> bool:
        return su.sect[a] == t.sect  # "Requires a Camarilla vampire" (a justicar: rules 10)
    return requires


def _title_start(s: GameState, r: Referendum) -> None:
    """"In this referendum, each Nosferatu gets 1 extra vote" (counted per vampire, see
    :func:`base_votes`); Cardinal Benediction: "non-Sabbat vampires cannot cast votes or
    ballots" (they abstain, rules 6.3.3)."""
    t = TITLE_CARDS[s.setup.card_id[r.card]]
    if t.sect_only:
        su = s.setup
        for q in s.alive():
            r.abstain.update(v for v in s.players[q].ready if su.is_vampire[v] and su.sect[v] != t.sect)


#: The political action cards the engine calls referendums with, by VEKN id (ranked by the
#: number of TWDA decks playing them).
# -- a vampire's own political action (no card): "can call a referendum ... as a +1 stealth
# political action" (rules 6.3.1); keyed by the vampire's VEKN id in SPECS

DMITRA_ILYANOVA, UNDELE = 200349, 201409
#: vampires whose text calls a referendum as a political action (listed by rules.minion_actions)
VAMPIRE_CALLS = frozenset({DMITRA_ILYANOVA, UNDELE})


def _room(s: GameState, v: int) -> int:
    return max(0, s.setup.capacity[v] - s.blood[v])


def _dmitra_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    """Dmitra Ilyanova: "distribute 4 blood from the blood bank among ready vampires"; the caller
    chooses whose vampires get the blood (one Methuselah's, terms ``(p,)``) to win votes."""
    su = s.setup
    return [(q,) for q in s.alive() if any(su.is_vampire[v] and _room(s, v) for v in s.players[q].ready)]


def _dmitra_split(s: GameState, p: int) -> list[tuple[int, int]]:
    """(vampire, blood) of the 4 given to ``p``'s ready vampires: one at a time to the one with the
    most room, none beyond capacity (rules 6.1.2, 7)."""
    su = s.setup
    room = {v: _room(s, v) for v in s.players[p].ready if su.is_vampire[v]}
    got: dict[int, int] = {}
    for _ in range(4):
        v = max(room, key=lambda x: (room[x], -x), default=-1)
        if v < 0 or room[v] <= 0:
            break
        room[v] -= 1
        got[v] = got.get(v, 0) + 1
    return sorted(got.items())


def _dmitra_resolve(s: GameState, r: Referendum) -> None:
    if s.players[r.term[0]].ousted:
        return
    for v, n in _dmitra_split(s, r.term[0]):
        gain_blood(s, v, n)


def _dmitra_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    out[term[0]] = 0.75 * sum(n for _, n in _dmitra_split(s, term[0]))  # blood in play, worth less than pool
    return out


def _undele_cards(s: GameState, p: int) -> list[int]:
    """Undele: "move two minion cards from your ash heap to your hand": the two last discarded."""
    ma = s.setup.minion_any
    return [i for i in s.players[p].ash if ma[i]][-2:]


def _undele_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    return [()] if _undele_cards(s, r.caller) else []


def _undele_resolve(s: GameState, r: Referendum) -> None:
    m = s.players[r.caller]
    if m.ousted:
        return
    for i in _undele_cards(s, r.caller):
        m.ash.remove(i)
        m.hand.append(i)
    while len(m.hand) > m.hand_size:
        m.ash.append(m.hand.pop(0))  # "discard afterward": down to hand size, the oldest card


def _undele_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    out[r.caller] = 0.5 * len(_undele_cards(s, r.caller))
    return out


def vampire_call(su: GameSetup, a: int) -> bool:
    """Vampire ``a``'s own text calls a referendum as a political action (no card)."""
    return bool(su.is_vampire[a]) and su.card_id[a] in VAMPIRE_CALLS


SPECS: dict[int, Spec] = {
    101056: _alloc_spec("Kine Resources Contested", lambda s: 4, others=False),
    100131: Spec("Banishment", _banish_terms, banish_resolve, _banish_value),
    101353: Spec("Parity Shift", _parity_terms, _parity_resolve, _parity_value, requires=_prince_or_justicar,
                 matrix=_parity_matrix),
    100064: Spec("Ancient Influence", _no_terms, _ancient_resolve, _fixed(_ancient_amounts), once=True),
    101591: Spec("Reins of Power", _no_terms, _reins_resolve, _fixed(_reins_amounts), once=True),
    101417: _per_minion("Political Stranglehold", +1, _count_big, once=True, factor=3),
    100065: _per_minion("Ancilla Empowerment", -1, _count_minions),
    100059: _per_minion("Anarchist Uprising", -1, _count_minions),
    100410: Spec("Consanguineous Boon", _boon_terms, _boon_resolve, _boon_value, matrix=_boon_matrix),
    100414: _alloc_spec("Conservative Agitation", lambda s: len(s.alive()), others=False),
    101271: Spec("Neonate Breach", _breach_terms, _breach_resolve, _breach_value),
    100570: _per_minion("Domain Challenge", -1, _count_locked),
    101567: _alloc_spec("Reckless Agitation", lambda s: 6, others=True, requires=_anarch_or_independent_5),
    100583: Spec("Dramatic Upheaval", _upheaval_terms, upheaval_resolve, _upheaval_value),
    100115: _per_minion("Autarkis Persecution", +1, _count_minions),
    101031: Spec("Justicar Retribution", _no_terms, _retribution_resolve, _retribution_value, requires=_camarilla),
    101990: Spec("Toreador Justicar", _justicar_terms, _justicar_resolve, _justicar_value),
    100933: Spec("Honor the Elders", _no_terms, _elders_resolve, _fixed(_elders)),
    101499: Spec("Protect Thine Own", _protect_terms, _protect_resolve, _protect_value,
                 requires=_justicar_or_inner_circle),
    100557: Spec("Disputed Territory", _disputed_terms, _disputed_resolve, _disputed_value),
    102270: Spec("Camarilla's Iron Fist", _fist_terms, _fist_resolve, _fist_value, requires=_titled_camarilla),
    LEGACY_OF_PANDER: Spec("Legacy of Pander", _no_terms, _legacy_resolve, _legacy_value, requires=_sabbat),
    RUMORS_OF_GEHENNA: Spec("Rumors of Gehenna", _no_terms, _legacy_resolve, _rumors_value),
    100671: _per_minion("Exclusion Principle", +1, _count_independent_or_anarch),
    100056: Spec("Anarch Salon", _no_terms, _salon_resolve, _salon_value, requires=_anarch),
    PATSY: Spec("Patsy", _patsy_terms, _patsy_resolve, _patsy_value, requires=_baron, edge_only=True),
    100564: _per_minion("Diversity", +1, _count_clans),
    101109: _lily_prelude(),
    101391: _per_minion("Perpetual Care", -1, _count_torpor_twice),
    100289: Spec("Can't Take it with You", _no_terms, _take_it_resolve, _fixed(_take_it_amounts)),
    102010: _steal_spec("Transfer of Power", _richer),
    101986: _steal_spec("Tithings", _no_big, requires=_big_sabbat),
    FIRST_TRADITION: Spec("First Tradition: The Masquerade", _no_terms, _tradition_resolve, _tradition_value,
                          requires=_prince_or_justicar),
    EAT_THE_RICH: Spec("Eat the Rich", _breach_terms, _rich_resolve, _rich_value, requires=_anarch),
    ANATHEMA: Spec("Anathema", _anathema_terms, _anathema_resolve, _anathema_value, requires=_prince_or_justicar),
    ALASTOR: Spec("Alastor", _alastor_terms, _alastor_resolve, _alastor_value, requires=_justicar_or_inner_circle),
    REINFORCEMENTS: Spec("Reinforcements", _breach_terms, _reinforce_resolve, _reinforce_value, requires=_titled),
    101631: Spec("Revolutionary Council", _council_terms, _council_resolve, _council_value, requires=_baron,
                 matrix=_council_matrix),
    DMITRA_ILYANOVA: Spec("Dmitra Ilyanova", _dmitra_terms, _dmitra_resolve, _dmitra_value),
    UNDELE: Spec("Undele", _undele_terms, _undele_resolve, _undele_value),
}

SPECS.update({cid: Spec("title card", _title_terms, _title_resolve, _title_value, requires=_title_requires(t))
              for cid, t in TITLE_CARDS.items() if cid not in SPECS})
# every title card's referendum begins with its step (:func:`_title_start`), a spec of its own too
SPECS.update({cid: replace(SPECS[cid], start=_title_start) for cid in TITLE_CARDS})

#: the requirements of the political action cards requiring a titled vampire (Confusion of the
#: Eye: their referendum fails)
TITLE_REQUIRED = (_prince_or_justicar, _justicar_or_inner_circle, _titled_camarilla)


#: the referendum called to burn a card in play (Anarch Revolt: burnable.call)
BURN_IN_PLAY = Spec("burn a card in play", _no_terms, lambda s, r: burnable.burn_passed(s, r),
                    lambda s, r, t: burnable.burn_value(s, r, t))


def spec_of(s: GameState, r: Referendum) -> Spec | None:
    """The spec resolving referendum ``r``: its calling card's, or the one burning a card in play;
    None for the blood hunt and a card the engine does not call."""
    if r.card < 0:
        return None
    got = SPECS.get(s.setup.card_id[r.card])
    if s.setup.burnable[r.card] is not None and (got is None or card_controller(s, r.card) >= 0):
        return BURN_IN_PLAY  # the referendum to burn a card in play (not the one calling it)
    return got


SETUP.political_cards = SPECS
SETUP.vampire_calls = VAMPIRE_CALLS
SETUP.first_tradition = FIRST_TRADITION
HOOKS.politics_removed_action_card = REINFORCEMENTS


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("referendums", SPECS, VAMPIRE_CALLS, TITLES_TAXED, frozenset({
    ANATHEMA, ALASTOR, REINFORCEMENTS, LEGACY_OF_PANDER, PATSY, FIRST_TRADITION, RUMORS_OF_GEHENNA}))
