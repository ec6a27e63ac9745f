"""Politics (rules 6.3): referendums, votes (6.3.3, 10) and the political action cards TWDA
decks play most, by VEKN id; the blood hunt (6.5.6).

A successful political action calls a referendum (:class:`~.state.Referendum`): the caller
chooses the terms (``Kind.TERMS``: an index into the terms this card offers now, e.g. how 4
points of Kine Resources Contested are allocated), then every Methuselah in turn order from
the caller casts its votes (``Kind.VOTE``) or abstains (``PASS``), after playing vote cards
(the acting vampire's action modifiers, other Methuselahs' reactions, locations). A
Methuselah's votes are those of its ready titled vampires (prince 2, justicar 3...; none
while a title is contested), 1 for burning a political action card (one per referendum; the
card that called it counts for the caller), 1 for burning the Edge, and those of the cards.
More votes for than against passes (ties fail).

Each modeled card is a :class:`Spec`: its terms and what a passed referendum does. Cards
without a spec are never called as political actions, but any political action card can be
burned for a vote.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..models import CardType, current_clan
from . import burnable
from . import rules as R
from .actions import PASS, Action, Kind
from .effects import Mode, Op
from .hot import K_CANCEL, K_DISCARD_FOR, K_MODIFIER, K_PASS, K_REACTION, K_TERMS, K_USE, K_VOTE
from .state import SETUP, GameSetup, GameState, Methuselah, Pending, Referendum, Stat, vote_order
from .titles import TITLE_CARDS, TitleCard


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


def _allocations(points: int, players: list[int], n: int, least: int = 2,
                 memo: dict | None = None) -> list[tuple[int, ...]]:
    """Every way to allocate ``points`` among two or more (``least``) of ``players``: tuples of
    ``n`` counts indexed by Methuselah (kept in ``memo``, a setup's memo, when given)."""
    key = ("alloc", points, tuple(players), n, least)
    if memo is not None and key in memo:
        return memo[key]  # type: ignore[return-value]
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
        R._oust_many(s, out)


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
        return [-n for n in term]  # type: ignore[misc]

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
        return e is not None and len(e.options) > 1 and R._usable(su, r.actor, e, e.options[1])

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
        block = m.copy()  # type: ignore[union-attr]
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
#: here), each non-priscus titled vampire gets -1 vote (:func:`.rules.votes_of`), and burning the
#: Edge is worth 1 additional vote (:func:`apply`)"
EAT_THE_RICH = 100605


def eat_the_rich(s: GameState) -> bool:
    """Eat the Rich's referendum is being polled."""
    r = s.referendum
    return r is not None and r.card >= 0 and r.blood_hunt < 0 and s.setup.card_id[r.card] == EAT_THE_RICH


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
    p = R.controller_of(s, v)
    m = s.players[s.setup.owner[r.card]]
    if p < 0 or v not in s.players[p].ready or r.card not in m.ash:
        return
    m.ash.remove(r.card)
    m.in_play.append(r.card)
    s.attached[r.card] = v


def _anathema_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    v = term[0]
    out = [0.0] * len(s.players)
    p = R.controller_of(s, v)
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
            if su.is_vampire[t] and (not su.targeted[t] or R.targeted_ok(s, m, a, t)):
                out.append(R._new(Action, (R.K_ENTER_COMBAT, a, -1, t, ALASTOR_N)))


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
    p = R.controller_of(s, v)
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
        R.put_on(s, p, v, j)
        if e.pool_cost // 2:  # type: ignore[union-attr]
            R._burn_pool(s, r.caller, e.pool_cost // 2)  # type: ignore[union-attr]
    s.rng.shuffle(m.library)


def _alastor_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    v, j = term
    out = [0.0] * len(s.players)
    p = R.controller_of(s, v)
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
                R._gain_blood(s, v, 1)
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


def _banish_resolve(s: GameState, r: Referendum) -> None:
    """The chosen vampire goes back to its controller's uncontrolled region with its blood; the
    cards on it stay with it, out of play."""
    v = r.term[0]
    p = R.controller_of(s, v)
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
    p = R.controller_of(s, v)
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
    if R.controller_of(s, v) < 0:
        return
    s.title_votes[v] = 3
    m = s.players[s.setup.owner[r.card]]
    if r.card in m.ash:
        m.ash.remove(r.card)
        m.in_play.append(r.card)
        s.attached[r.card] = v


def _justicar_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    p = R.controller_of(s, term[0])
    if p >= 0:
        out[p] = 3.0
    return out


def _upheaval_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    return [(q,) for q in s.alive() if q != r.caller]


def _upheaval_resolve(s: GameState, r: Referendum) -> None:
    a, b = s.seating.index(r.caller), s.seating.index(r.term[0])
    s.seating[a], s.seating[b] = s.seating[b], s.seating[a]


def _upheaval_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    out[r.caller] = 1.0  # the caller chooses a better seat
    return out


def _bleed_of(s: GameState, v: int) -> int:
    p = R.controller_of(s, v)
    if p < 0:
        return 0
    return s.setup.base_bleed[v] + R._minion_bonus(s, s.players[p], v, Op.PLUS_BLEED)


def _retribution_targets(s: GameState) -> list[int]:
    su = s.setup
    return [v for q in s.alive() for v in s.players[q].ready if su.is_vampire[v] and _bleed_of(s, v) >= 3]


def _retribution_resolve(s: GameState, r: Referendum) -> None:
    for v in _retribution_targets(s):
        R._burn_minion(s, v)


def _retribution_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    for v in _retribution_targets(s):
        p = R.controller_of(s, v)
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
    if R.controller_of(s, v) >= 0:
        R._burn_minion(s, v)


def _protect_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    v = term[0]
    out = [0.0] * len(s.players)
    p = R.controller_of(s, v)
    if p >= 0:
        out[p] = -float(s.setup.capacity[v] + s.blood[v] + 3)
    return out


def _disputed_terms(s: GameState, r: Referendum) -> list[tuple[int, ...]]:
    """A location in play, unattached, and a Methuselah to take control of it: another than its
    controller, not one controlling a card of the same name (a unique location would be
    contested, rules 4.1)."""
    su = s.setup
    out = []
    for q in s.alive():
        for j in s.players[q].in_play:
            if su.is_location[j] and s.attached[j] < 0:
                out.extend((j, p) for p in s.alive() if p != q and not (
                    su.is_unique[j] and R._controls_same(s, s.players[p], j)))
    return out


def _disputed_resolve(s: GameState, r: Referendum) -> None:
    """The chosen Methuselah takes control of the chosen location (rules 11, steal: it stays in
    play, unattached)."""
    j, p = r.term
    q = R.card_controller(s, j)
    if q < 0 or q == p or s.players[p].ousted:
        return
    s.players[q].in_play.remove(j)
    s.players[p].in_play.append(j)


def _disputed_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    j, p = term
    out = [0.0] * len(s.players)
    q = R.card_controller(s, j)
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
                R._gain_blood(s, v, 1)


def _justicar_or_inner_circle(su: GameSetup, a: int) -> bool:
    return su.title[a] in ("justicar", "inner circle")


def _anarch_or_independent_5(su: GameSetup, a: int) -> bool:
    return su.sect[a] in ("Anarch", "Independent") and su.capacity[a] >= 5


def other_justicar(s: GameState, v: int) -> bool:
    """Another ready justicar than ``v`` (Anastasz di Zagreb)."""
    su = s.setup
    for m in s.players:
        for w in m.ready:
            if w != v and su.is_vampire[w] and su.title[w].lower() == "justicar" and w not in s.title_contested:
                return True
    return False


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


# -- Patsy --------------------------------------------------------------------------------------

#: Patsy: "Only usable if you control the Edge" (:func:`callable_now`)
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
    p = R.controller_of(s, v)
    if s.edge != r.caller or p < 0:
        return
    s.edge = -1
    s.title_contested.discard(v)
    s.title_votes[v] = 0
    R._burn_pool(s, p, 2)


def _patsy_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    v = term[0]
    out = [0.0] * len(s.players)
    out[r.caller] -= 1.0  # the Edge
    p = R.controller_of(s, v)
    if p >= 0:
        out[p] -= 2.0 + R.votes_of(s, v)
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
        R._burn_card(s, j)
    if n:
        R._burn_pool(s, m.index, n)


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
    out = []
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
    out = []
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
    if R.controller_of(s, v) < 0 or v not in s.players[R.controller_of(s, v)].ready or _title_held(s, t):
        return
    m = s.players[s.setup.owner[r.card]]
    if r.card in m.ash:
        m.ash.remove(r.card)
        m.in_play.append(r.card)
        s.attached[r.card] = v
        s.title_votes[v] = t.votes


def _title_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    out = [0.0] * len(s.players)
    p = R.controller_of(s, term[0])
    if p >= 0:
        # the title's votes last the game: worth more than as many pool
        out[p] = 1.5 * float(TITLE_CARDS[s.setup.card_id[r.card]].votes - R.votes_of(s, term[0]))
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
        R._gain_blood(s, v, n)


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
    100131: Spec("Banishment", _banish_terms, _banish_resolve, _banish_value),
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
    100583: Spec("Dramatic Upheaval", _upheaval_terms, _upheaval_resolve, _upheaval_value),
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
    PATSY: Spec("Patsy", _patsy_terms, _patsy_resolve, _patsy_value, requires=_baron),
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


#: Reactions cancelling the referendum during the polling step of a political action
#: (Delaying Tactics): the acting vampire unlocks, the calling card returns to its owner's
#: hand, and the acting Methuselah's minions cannot perform that political action again this
#: turn.
CANCEL_REFERENDUM = frozenset({100519})
#: Out-of-turn master cards played in the polling step of a political action's referendum: "the
#: referendum fails" (Vox Domini; "each Methuselah may play only one Vox Domini each game")
FAIL_REFERENDUM = frozenset({102132})
#: Reactions giving the reacting vampire votes against the referendum only (Protected District:
#: "this vampire gains +3 votes against the referendum"): its Methuselah then votes against
AGAINST_VOTES = frozenset({102214})


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
    return e is not None and bool(e.options) and R._usable(su, a, e, e.options[0])


def callable_now(s: GameState, i: int) -> bool:
    """Not an "only one per game" card already played."""
    cid = s.setup.card_id[i]
    spec = SPECS.get(cid)
    if cid == PATSY and s.edge != s.current:
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
        (m.removed if su.card_id[card] == REINFORCEMENTS else m.ash).append(card)
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
    if su.card_id[card] in TITLE_CARDS:
        _title_start(s, r)
    if _polling_table(su)[1]:
        r.j = 0  # a round of cards before the votes, one after them
        if AUTO_PASS in s.used:
            s.used.discard(AUTO_PASS)  # Cryptic Rider: "passes automatically" (no polling)
            r.j = -1
            r.k = len(r.order)
            r.votes_for = 1
    s.referendum = r
    s.stats[Stat.REFERENDUMS] += 1


def start_blood_hunt(s: GameState, diablerist: int) -> None:
    """Rules 6.5.6: after a diablerie a referendum, not an action, decides the blood hunt."""
    if R.controller_of(s, diablerist) < 0:
        return
    r = Referendum(-1, s.current, diablerist)
    r.blood_hunt = diablerist
    r.terms = [()]
    r.choosing = False
    r.order = vote_order(s, s.current)
    r.extra = {q: 0 for q in r.order}
    s.referendum = r
    s.stats[Stat.REFERENDUMS] += 1


#: the referendum called to burn a card in play (Anarch Revolt: burnable.call)
BURN_IN_PLAY = Spec("burn a card in play", _no_terms, lambda s, r: burnable.burn_passed(s, r),
                    lambda s, r, t: burnable.burn_value(s, r, t))


def spec_of(s: GameState, r: Referendum) -> Spec | None:
    if r.card < 0:
        return None
    got = SPECS.get(s.setup.card_id[r.card])
    if s.setup.burnable[r.card] is not None and (got is None or R.card_controller(s, r.card) >= 0):
        return BURN_IN_PLAY  # the referendum to burn a card in play (not the one calling it)
    return got


def value(s: GameState, r: Referendum, term: tuple[int, ...] | None = None) -> list[float]:
    """Estimated pool each Methuselah gains if the referendum passes with ``term`` (default: the
    chosen terms); for a blood hunt, the burned vampire's capacity and blood."""
    if r.blood_hunt >= 0:
        out = [0.0] * len(s.players)
        p = R.controller_of(s, r.blood_hunt)
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
        votes_of = R.votes_of
        for v in s.players[p].ready:
            if is_vampire[v]:
                total += votes_of(s, v)
        return total
    extra = su.any_political_votes and r is not None and r.blood_hunt < 0  # a political action's referendum
    abstain = r.abstain if r is not None and r.abstain else ()
    for v in s.players[p].ready:
        if su.is_vampire[v] and v not in abstain:
            total += R.votes_of(s, v)
            if extra:
                total += su.political_votes[v]  # Genevieve: "one additional vote during each political action"
    if r is not None and r.card >= 0:
        total += _clan_votes(s, r, p)
    return total


def _vote_cards(s: GameState, r: Referendum, q: int) -> list[Action]:
    """Cards ``q`` can play for votes now: the acting vampire's action modifiers (the caller),
    its ready vampires' reactions (the others), vote locations (rules 6.3.3)."""
    su = s.setup
    m = s.players[q]
    out: list[Action] = []
    vc = su.vote_card
    pend = s.pending
    if r.card >= 0 and any(map(vc.__getitem__, m.hand)):
        for i in R._distinct(su, [i for i in m.hand if vc[i]]):
            if q == r.caller and su.is_modifier[i]:
                if pend is not None and su.card_id[i] in pend.modifiers or r.actor in r.abstain:
                    continue
                _vote_card_actions(s, m, K_MODIFIER, r.actor, i, out)
            elif q != r.caller and su.is_reaction[i]:
                for v in m.ready:
                    if not su.is_vampire[v] or not R._can_react(s, v) or (v, su.card_id[i]) in r.used_pol \
                            or v in r.abstain:
                        continue
                    if _vote_card_actions(s, m, K_REACTION, v, i, out):
                        break
    if r.card >= 0 and q != r.caller and any(map(_cancel_flags(su).__getitem__, m.hand)):
        _cancel_cards(s, r, m, out)  # (it plays nothing without one of its cards in hand)
    if r.card >= 0 and r.blood_hunt < 0:
        bv = su.blood_vote
        for v in m.ready:
            if bv[v] and s.blood[v] >= bv[v] and v not in r.abstain:
                out.append(Action(K_USE, actor=v, card=v, n=1))  # Joseph O'Grady: 1 blood, +1 vote
    if su.any_discard_vote:
        dv = su.discard_vote
        for v in m.ready:
            if dv[v] is not None:  # "Alexa can discard a card requiring Dominate [dom] to get +1 vote"
                out.extend(R.discard_for_actions(su, m, v, dv[v][1]))  # type: ignore[index]
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
                         and e.options[0].has(Op.VOTES) and R._known(e.options[0], R.KNOWN[Op.VOTES]))
        got = su.memo[("vote_masters",)] = tuple(flags)
    return got  # type: ignore[return-value]


def _cancel_flags(su: GameSetup) -> tuple[bool, ...]:
    """Per card instance: one of the cards :func:`_cancel_cards` plays (FAIL_REFERENDUM,
    CANCEL_REFERENDUM), memoized per setup (the flags move with the cards when reseated)."""
    got = su.memo.get(("referendum_cancels",))
    if got is None:
        ids = FAIL_REFERENDUM | CANCEL_REFERENDUM
        got = su.memo[("referendum_cancels",)] = tuple(cid in ids for cid in su.card_id)
    return got  # type: ignore[return-value]


def _abstain_actions(s: GameState, r: Referendum, m, out: list[Action]) -> None:
    """Arishat: "during the polling step of any referendum, Arishat can burn 1 blood to force a
    vampire to abstain" (rules 6.3.3): a vampire with votes of a Methuselah yet to vote."""
    su = s.setup
    for v in m.ready:
        cost = su.force_abstain[v]
        if not cost or s.blood[v] < cost:
            continue
        for q in r.order[r.k + 1:]:
            for w in s.players[q].ready:
                if su.is_vampire[w] and w not in r.abstain and R.votes_of(s, w) > 0:
                    out.append(Action(Kind.USE, actor=v, card=v, target=w))


def _vote_card_actions(s: GameState, m, kind: Kind, v: int, i: int, out: list[Action]) -> bool:
    """Minion ``v`` playing vote card ``i`` (as ``kind``), with its best affordable option giving
    votes; "+X votes for X blood" gives one action per X it can burn (target: X). True if any."""
    su = s.setup
    k = R._best_option(su, v, i, Op.VOTES) if su.card_id[i] not in AGAINST_VOTES else _against_option(su, v, i)
    if k < 0 or not R._affordable(s, m, v, i):
        return False
    opt = su.effect[i].options[k]  # type: ignore[union-attr]
    if opt.amount(Op.VOTES) <= 0:
        return False
    if R.votes_x(opt):
        cap = s.blood[v] - R.blood_cost(su, v, i)
        out.extend(Action(kind, actor=v, card=i, target=x, n=k) for x in range(cap + 1))
    else:
        out.append(Action(kind, actor=v, card=i, n=k))
    return True


def _against_option(su: GameSetup, v: int, i: int) -> int:
    """The option of an :data:`AGAINST_VOTES` card giving votes, when ``v`` meets its
    requirements (Protected District: a primogen), else -1."""
    e = su.effect[i]
    assert e is not None
    for k, opt in enumerate(e.options):
        if opt.has(Op.VOTES) and R._usable(su, v, e, opt):
            return k
    return -1


def _against_only(s: GameState, r: Referendum, q: int) -> bool:
    """A vampire of Methuselah ``q`` played an :data:`AGAINST_VOTES` card on this referendum
    (reactions are kept in ``used_pol`` as (vampire, card id)): ``q`` votes against."""
    ready = s.players[q].ready
    return any(type(x) is tuple and x[1] in AGAINST_VOTES and x[0] in ready for x in r.used_pol)


def _cancel_cards(s: GameState, r: Referendum, m, out: list[Action]) -> None:
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
            if not su.is_vampire[v] or not R._can_react(s, v) or not R._affordable(s, m, v, i):
                continue
            if e is not None and e.options and not R._usable(su, v, e, e.options[0]):
                continue
            if best < 0 or s.blood[v] > s.blood[best]:
                best = v
        if best >= 0:
            out.append(Action(Kind.CANCEL, actor=best, card=i))
        return


def _vox_key(q: int) -> int:
    """The mark in ``GameState.once_per_game`` of Methuselah ``q``'s Vox Domini."""
    return -(102132 * 16 + q)


def _fail_referendum(s: GameState, r: Referendum, q: int, action: Action) -> None:
    """Vox Domini: an out-of-turn master card played on account of ``q``'s next master phase
    (rules 1.6.2.4), replaced at once (rules 1.6.1.2); the referendum fails (rules 6.3.2: no
    more votes, nothing resolves)."""
    m = s.players[q]
    i = action.card
    e = s.setup.effect[i]
    assert e is not None
    m.hand.remove(i)
    m.ash.append(i)
    R._replace(s, m)
    m.oot_debt = 1
    s.once_per_game.add(_vox_key(q))
    if e.pool_cost:
        R._burn_pool(s, q, e.pool_cost)  # (never the last pool: listed only with more)
    s.referendum = None
    r.passed = False


def _cancel_referendum(s: GameState, r: Referendum, q: int, action: Action) -> None:
    """Delaying Tactics: the referendum is cancelled, the acting vampire unlocks, the political
    action card that called it returns to its owner's hand (who discards down to hand size),
    and the acting Methuselah's minions cannot perform the same political action again this
    turn (rules 6.3.2: no polling, no resolution)."""
    R._pay_reaction(s, q, action.actor, action.card)
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
_PRE = frozenset({CONFUSION_OF_THE_EYE, CLOSED_SESSION, PRIVATE_AUDIENCE, BRIBES, POISON_PILL})
_TALLY = frozenset({BRIBES, POISON_PILL, CRYPTIC_RIDER})
#: the acting vampire's title for Closed Session, Private Audience, and the sect voting
_SECT_ONLY = {CLOSED_SESSION: (("prince", "justicar", "inner circle"), "Camarilla"),
              PRIVATE_AUDIENCE: (("archbishop", "priscus", "cardinal", "regent"), "Sabbat")}


def in_round(r: Referendum) -> bool:
    """In the round of cards before the votes, or the one after them."""
    n = len(r.order)
    return 0 <= r.j < n or (r.k >= n and r.j >= 0)


def _polling_table(su: GameSetup) -> tuple[tuple[bool, ...], bool]:
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
        if o.has(op) and R._usable(su, v, e, o):
            return k
    return -1


def _polling_cards(s: GameState, r: Referendum) -> list[Action]:
    """The cards the Methuselah whose turn it is in the round before or after the votes can play:
    the caller's acting vampire as action modifiers, the others' ready vampires as reactions."""
    su = s.setup
    n = len(r.order)
    pre = r.j < n
    q = r.order[r.j % n]
    m = s.players[q]
    flags = _polling_table(su)[0]
    out: list[Action] = []
    if not any(map(flags.__getitem__, m.hand)):
        return out
    for i in R._distinct(su, [i for i in m.hand if flags[i]]):
        cid = su.card_id[i]
        if (cid in _PRE) != pre:
            continue
        if q == r.caller:
            a = r.actor
            if not su.is_modifier[i] or a < 0 or a not in m.ready or (a, cid) in r.used_pol \
                    or not R._affordable(s, m, a, i):
                continue
            _polling_uses(s, r, Kind.MODIFIER, a, i, out)
            continue
        if not su.is_reaction[i]:
            continue
        for v in m.ready:
            if su.is_vampire[v] and R._can_react(s, v) and (v, cid) not in r.used_pol and R._affordable(s, m, v, i) \
                    and _polling_uses(s, r, Kind.REACTION, v, i, out):
                break
    return out


def _polling_uses(s: GameState, r: Referendum, kind: Kind, v: int, i: int, out: list[Action]) -> bool:
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
    return spec is not None and spec.requires in (_prince_or_justicar, _justicar_or_inner_circle,
                                                  _titled_camarilla)


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


def _play_polling(s: GameState, r: Referendum, q: int, action: Action) -> None:
    su = s.setup
    cid = su.card_id[action.card]
    R._pay_reaction(s, q, action.actor, action.card)
    if s.referendum is not r:
        return  # ousted paying for it
    r.used_pol.append((action.actor, cid))  # type: ignore[arg-type]
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


def _vampire_votes(s: GameState, r: Referendum, v: int) -> int:
    """The votes ready vampire ``v`` casts: its title's, texts' and cards' (rules 6.3.3)."""
    su = s.setup
    n = R.votes_of(s, v) + r.vextra.get(v, 0)
    if su.any_political_votes and r.blood_hunt < 0:
        n += su.political_votes[v]
    if r.card >= 0 and r.blood_hunt < 0:
        t = TITLE_CARDS.get(su.card_id[r.card])
        if t is not None and t.clan_vote and current_clan(su.clan[v]) == t.clan:
            n += 1
    return n


def _record_cast(s: GameState, r: Referendum, m, side: int) -> None:
    """The votes each of ``m``'s vampires casts, kept for cards making a vampire abstain after."""
    su = s.setup
    double = any(su.double_votes[v] for v in m.ready)
    for v in m.ready:
        if su.is_vampire[v] and v not in r.abstain:
            n = _vampire_votes(s, r, v) * (2 if double else 1)
            if n > 0:
                r.cast[v] = (side, n)
    r.cast[-1 - m.index] = (side, 1)  # the Methuselah voted (Bribes)


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
                    out += -_vampire_votes(s, r, v) if p == me else _vampire_votes(s, r, v)
        return out
    if cid == CONFUSION_OF_THE_EYE:
        return -100.0 if _title_required(s, r) else -float(_vampire_votes(s, r, a.target) + 1)
    if cid == BRIBES:
        return 1.0  # a pool now, and one for each Methuselah voting for
    if cid == CRYPTIC_RIDER:
        return 0.0
    if cid == POISON_PILL:
        return -1.0 if value(s, r)[su.owner[a.card]] < 0 else 0.0  # a deterrent when it costs us
    if a.target < 0:
        return 0.0
    side, n = r.cast.get(a.target, (1, 0))
    return float(-n if side == 1 else n)


def actions(s: GameState) -> list[Action]:
    r = s.referendum
    assert r is not None
    if r.choosing:
        return [Action(Kind.TERMS, n=k) for k in range(len(r.terms))]
    if in_round(r):
        return _polling_cards(s, r) + [PASS]
    q = r.order[r.k]
    return _vote_cards(s, r, q) + _votes(s, r, q) + [PASS]


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
    for side in ((2,) if r.used_pol and _against_only(s, r, q) else (1, 2)):
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
            acts = _vote_cards(s, r, q) + _votes(s, r, q)
            if acts:
                s.legal = acts + [PASS]
                return True
            r.k += 1
            continue
        _resolve(s, r)
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
            _play_polling(s, r, r.order[r.j % len(r.order)], action)
        return
    q = r.order[r.k]
    m = s.players[q]
    if kind == K_PASS:
        r.k += 1  # abstain
        return
    if kind == K_CANCEL:
        if su.card_id[action.card] in FAIL_REFERENDUM:
            _fail_referendum(s, r, q, action)
            return
        _cancel_referendum(s, r, q, action)
        return
    if kind == K_DISCARD_FOR:
        R.discard_for(m, action.card)  # its text: a card discarded for +N votes (rules 6.3.3)
        n = su.discard_vote[action.actor][0]  # type: ignore[index]
        r.extra[q] = r.extra.get(q, 0) + n
        r.vextra[action.actor] = r.vextra.get(action.actor, 0) + n
        return
    if kind == K_MODIFIER or kind == K_REACTION:
        got = r.extra.get(q, 0)
        R._pay_reaction(s, q, action.actor, action.card)
        e = su.effect[action.card]
        assert e is not None
        opt = e.options[action.n]
        if action.target >= 0 and R.votes_x(opt):
            x = min(action.target, s.blood[action.actor])  # X blood burned for +X (or +2X) votes
            s.blood[action.actor] -= x
            r.extra[q] = r.extra.get(q, 0) + max(p.n + p.x * x for p in opt.prims if p.op == Op.VOTES)
        else:
            r.extra[q] = r.extra.get(q, 0) + R._max_amount(opt, Op.VOTES)
        r.vextra[action.actor] = r.vextra.get(action.actor, 0) + r.extra[q] - got
        if kind == K_MODIFIER and s.pending is not None:
            s.pending.modifiers.append(su.card_id[action.card])
        else:
            r.used_pol.append((action.actor, su.card_id[action.card]))  # type: ignore[arg-type]
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
        n = R._max_amount(e.options[0], Op.VOTES)
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
            if su.is_vampire[v] and v not in r.abstain and R.votes_of(s, v) + r.vextra.get(v, 0) > 0:
                s.blood[v] = max(0, s.blood[v] - su.oppose_burn[r.actor])
    if action.card >= 0:
        m.hand.remove(action.card)
        m.ash.append(action.card)
        R._replace(s, m)
        r.used_pol.append(q)
        votes += 1
    if action.target == 1 and s.edge == q:
        s.edge = -1
        votes += 2 if eat_the_rich(s) else 1  # Eat the Rich: "burning the Edge is worth 1 additional vote"
    if action.n == 1:
        r.votes_for += votes
    else:
        r.votes_against += votes
    r.k += 1


def _pay_to_oppose(s: GameState, r: Referendum, m, cost: int) -> int:
    """"Vampires must burn 1 blood to cast votes and ballots against referendums called by
    Alexander" (rules 6.3.3): each of ``m``'s ready vampires with votes burns ``cost`` blood, or
    casts none; returns the votes not cast."""
    su = s.setup
    lost = 0
    for v in m.ready:
        if not su.is_vampire[v]:
            continue
        cast = R.votes_of(s, v) + r.vextra.get(v, 0)
        if cast <= 0:
            continue
        if s.blood[v] >= cost:
            s.blood[v] -= cost
        else:
            lost += cast
    return lost


def _resolve(s: GameState, r: Referendum) -> None:
    """Rules 6.3.2.3: more votes for than against passes; a tie fails."""
    s.referendum = None
    r.passed = r.votes_for > r.votes_against
    if r.tally:
        _bribes(s, r)
    if not r.passed:
        return
    if r.tally and any(cid == CRYPTIC_RIDER for cid, _ in r.tally):
        s.used.add(AUTO_PASS)  # Cryptic Rider, on this successful referendum
    s.stats[Stat.PASSED] += 1
    pend = s.pending
    if pend is not None and pend.kind == R.K_POLITICAL:
        pend.margin = r.votes_for - r.votes_against  # "for each vote by which the referendum passed"
    if r.blood_hunt >= 0:
        if R.controller_of(s, r.blood_hunt) >= 0:
            R._burn_minion(s, r.blood_hunt)  # rules 6.5.6: the diablerist burns
        return
    spec = spec_of(s, r)
    if spec is not None:
        pools = [m.pool for m in s.players] if r.tally else None
        spec.resolve(s, r)
        if pools is not None:
            _poison_pills(s, r, pools)
    _after_passed(s, r)


def _bribes(s: GameState, r: Referendum) -> None:
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


def _poison_pills(s: GameState, r: Referendum, pools: list[int]) -> None:
    """Poison Pill: "if the referendum passes and the effect of the referendum causes you to lose
    pool, the controller of the acting vampire loses the same amount of pool"."""
    for cid, q in r.tally:
        lost = pools[q] - s.players[q].pool
        if cid == POISON_PILL and lost > 0 and not s.players[r.caller].ousted and not s.terminal:
            R._burn_pool(s, r.caller, lost)


def _after_passed(s: GameState, r: Referendum) -> None:
    """Vampires' texts after the referendum of a political action passes: "gain 1 pool when a
    referendum he calls passes" (Armin Brenner), "if Lutz is ready, your prey burns 1 pool"."""
    su = s.setup
    a = r.actor
    if a >= 0 and su.referendum_pool[a] and R.controller_of(s, a) == r.caller and not s.players[r.caller].ousted:
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
                R._burn_pool(s, prey, n)


SETUP.political_cards = SPECS
SETUP.vampire_calls = VAMPIRE_CALLS
SETUP.first_tradition = FIRST_TRADITION

__all__ = [
    "POLLING",
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
    "rumors_bonus",
    "start",
    "start_blood_hunt",
    "step",
    "value",
]
