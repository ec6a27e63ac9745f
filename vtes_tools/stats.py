"""Deck statistics and exact draw odds.

:func:`deck_stats` turns a :class:`~vtes_tools.models.Deck` into a :class:`DeckStats`: the
library's composition by type, clan and discipline, how well the crypt covers the library's
requirements, the capacity curve, groups, costs, titles and votes, and exact (hypergeometric)
odds of drawing each card in the opening hands and in the first turns.

Every part is a tidy pandas DataFrame (one row per observation, named columns) so it can be
filtered, joined and plotted directly; :meth:`DeckStats.to_dict` gives the JSON form.
Counting conventions: ``count`` is a number of copies, ``distinct`` a number of different cards.
"""

from __future__ import annotations

import html
import json
import math
import numbers
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Any

import pandas as pd

from .errors import StatsError
from .models import DISCIPLINE_NAMES, LIBRARY_TYPE_ORDER, TITLE_VOTES, Card, CardType, Deck
from .scale import MAX_TURNS

#: Cards in the opening library hand and crypt cards in the opening uncontrolled region
#: (rules 2.3: "Roba las siete primeras cartas de tu biblioteca ... las cuatro primeras cartas
#: de tu cripta").
HAND_SIZE = 7
CRYPT_DRAW = 4

#: Library cards seen by turn N under the no-cycling assumption: the opening hand plus one
#: card per later turn (the card replaced in the discard phase, rules 8).
DEFAULT_TURNS = 5
#: The largest opening hand or crypt draw :func:`deck_stats` takes.
MAX_HAND = 1000

_SECTS = {"camarilla", "sabbat", "independent", "anarch", "laibon"}
_TITLE_WORDS = set(TITLE_VOTES) - {"1 vote", "2 votes"}
_CAPACITY_REQ = re.compile(r"^capacity (\d+) or (more|less)$")


# --------------------------------------------------------------------------------------------
# Exact odds


def p_at_least_one(population: int, copies: int, draws: int) -> float:
    """Probability that ``draws`` cards taken without replacement from ``population`` cards
    include at least one of ``copies`` marked cards (hypergeometric).

    >>> round(p_at_least_one(12, 3, 4), 4)   # 1 - C(9,4)/C(12,4)
    0.7455
    """
    if population < 0 or not 0 <= copies <= population or draws < 0:
        raise StatsError(
            f"bad draw: {copies!r} copies among {population!r} cards, {draws!r} draws; "
            "copies must be between 0 and the population"
        )
    draws = min(draws, population)
    if copies == 0 or draws == 0:
        return 0.0
    return float(1 - Fraction(math.comb(population - copies, draws), math.comb(population, draws)))


def distinct_distribution(counts: Sequence[int], draws: int) -> dict[int, float]:
    """Exact distribution of the number of different cards among ``draws`` cards drawn without
    replacement from a pile holding ``counts[i]`` copies of card ``i``.

    Enumerates the multiset combinations with a dynamic programme over the cards: the number of
    hands taking ``m_i`` copies of each card is the product of ``C(counts[i], m_i)``. Returns
    ``{k: P(k different cards)}`` for ``k`` from 1 (0 when nothing is drawn) to ``draws``.
    """
    if any(c < 0 for c in counts) or draws < 0:
        raise StatsError(f"bad pile {list(counts)!r} or draws {draws!r}: counts and draws must be >= 0")
    total = sum(counts)
    draws = min(draws, total)
    # ways[(drawn, distinct)] = number of hands of `drawn` cards with `distinct` different cards
    ways: dict[tuple[int, int], int] = {(0, 0): 1}
    for c in counts:
        nxt: dict[tuple[int, int], int] = defaultdict(int)
        for (drawn, distinct), w in ways.items():
            for m in range(min(c, draws - drawn) + 1):
                nxt[(drawn + m, distinct + (m > 0))] += w * math.comb(c, m)
        ways = nxt
    hands = math.comb(total, draws)
    first = 1 if draws > 0 else 0
    return {
        k: float(Fraction(ways.get((draws, k), 0), hands)) for k in range(first, draws + 1)
    }


# --------------------------------------------------------------------------------------------
# Who can play what


def requirement_label(card: Card) -> str:
    """A library card's clan and discipline requirements as text: ``Tremere``, ``aus/dom``,
    ``pot&pre``, ``Tremere tha``; empty when it has none."""
    parts = []
    if card.clans:
        parts.append("/".join(card.clans))
    if card.disciplines:
        parts.append(("&" if card.discipline_combo else "/").join(a for a, _ in card.disciplines))
    return " ".join(parts)


def _word_kind(word: str) -> str:
    """The kind of a vteslibmeta.csv requirement word, or "" when crypt data cannot check it."""
    w = word.lower()
    if w in _SECTS:
        return "sect"
    if w in _TITLE_WORDS:
        return "title"
    if w in ("titled", "non-titled", "imbued"):
        return w
    if w.startswith("non-") and w[4:] in _SECTS:
        return "non-sect"
    if _CAPACITY_REQ.match(w):
        return "capacity"
    return ""


def unchecked_words(card: Card) -> tuple[str, ...]:
    """The requirement words of ``card`` that :func:`can_play` cannot check (``black hand``...)."""
    return tuple(w for w in card.requirements if not _word_kind(w))


def _meets_words(minion: Card, words: Iterable[str]) -> bool:
    """Check the requirement words of vteslibmeta.csv that the crypt data can answer.

    Words of one kind are alternatives ("prince, justicar": either title); kinds combine
    ("sabbat, titled": a titled Sabbat vampire). Words it cannot check are taken as met.
    """
    sects, titles = set(), set()
    ok = True
    sect = minion.sect.lower()
    for word in words:
        w = word.lower()
        kind = _word_kind(w)
        if kind == "sect":
            sects.add(w)
        elif kind == "title":
            titles.add(w)
        elif kind == "titled":
            ok &= bool(minion.title)
        elif kind == "non-titled":
            ok &= not minion.title
        elif kind == "non-sect":
            ok &= sect != w[4:]
        elif kind == "imbued":
            ok &= CardType.IMBUED in minion.types
        elif kind == "capacity" and (m := _CAPACITY_REQ.match(w)):
            cap, bound = int(m.group(1)), m.group(2)
            have = minion.capacity
            ok &= have is not None and (have >= cap if bound == "more" else have <= cap)
    if sects:
        ok &= sect in sects
    if titles:
        ok &= minion.title in titles
    return ok


def can_play(minion: Card, card: Card, *, superior: bool = False) -> bool:
    """Whether crypt card ``minion`` meets library card ``card``'s requirements.

    Clan (rules 1.5.3): any of the card's clans. Disciplines (rules 1.5.4, 1.6.1.3): with
    ``a/b`` any one of them, with ``a&b`` all of them; ``superior=True`` asks for the superior
    level of those disciplines. Sect, title and capacity requirements of vteslibmeta.csv are
    checked too; requirement words the crypt data cannot answer are assumed met.
    """
    if card.clans and not set(card.clans) & set(minion.clans):
        return False
    if card.disciplines:
        levels = minion.discipline_levels
        need = 2 if superior else 1
        has = [levels.get(a, 0) >= need for a, _ in card.disciplines]
        if not (all(has) if card.discipline_combo else any(has)):
            return False
    return _meets_words(minion, card.requirements)


# --------------------------------------------------------------------------------------------
# The statistics


@dataclass(frozen=True)
class DeckStats:
    """Statistics of one deck; every table is a tidy DataFrame (see :func:`deck_stats`)."""

    name: str
    crypt_size: int
    library_size: int
    hand_size: int
    crypt_draw: int
    turns: int
    #: library by full type label ("Action Modifier/Reaction" once): type, distinct, count, share
    types: pd.DataFrame
    #: library per single type, multi-type cards counted under each: type, distinct, count, share
    types_split: pd.DataFrame
    #: section ("crypt" or "library"), clan, distinct, count, share of that section
    clans: pd.DataFrame
    #: per discipline: library_count (copies requiring it), crypt_inferior, crypt_superior,
    #: crypt_count (copies having it) and crypt_share
    disciplines: pd.DataFrame
    #: per library card: requirement, playable_by (crypt copies meeting it), playable_share,
    #: superior_by (copies with the superior level; null without discipline), unchecked words
    coverage: pd.DataFrame
    #: crypt copies per capacity: capacity, distinct, count
    capacity: pd.DataFrame
    capacity_mean: float
    #: crypt copies per group: group, distinct, count
    groups: pd.DataFrame
    #: per cost kind (pool, blood, conviction): total, paid (copies with a numeric cost > 0),
    #: x (copies costing X, not in the total), mean (total per library card), mean_paid
    costs: pd.DataFrame
    #: crypt titles: title, votes (each), distinct, count
    titles: pd.DataFrame
    #: votes of the whole crypt, counting copies
    votes: int
    #: per distinct crypt card: id, name, count, p_opening (among the opening crypt cards)
    crypt_odds: pd.DataFrame
    #: kind ("type" or "card"), label, id, count, turn, seen, p (at least one seen by that turn)
    library_odds: pd.DataFrame
    #: P(k different crypt cards among the opening crypt cards), indexed by k
    distinct_vampires: pd.Series

    def odds_table(self, kind: str = "type") -> pd.DataFrame:
        """``library_odds`` of one kind, wide: one row per label, one column per turn."""
        part = self.library_odds[self.library_odds["kind"] == kind]
        wide = part.pivot_table(index=["label", "count"], columns="turn", values="p", sort=False)
        wide.columns = [f"turn {t}" for t in wide.columns]
        return wide.reset_index()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: scalars as they are, tables as lists of records."""
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, pd.DataFrame):
                v = json.loads(v.to_json(orient="records", force_ascii=False))
            elif isinstance(v, pd.Series):
                v = {str(k): float(p) for k, p in v.items()}
            out[f.name] = v
        return out

    def _repr_html_(self) -> str:
        def table(frame: pd.DataFrame, title: str) -> str:
            body = frame.to_html(index=False, float_format=lambda x: f"{x:.3g}", na_rep="", border=0)
            return f"<h5>{html.escape(title)}</h5>{body}"

        dist = self.distinct_vampires.rename_axis("distinct").reset_index(name="p")
        head = (
            f"<h4>{html.escape(self.name or 'Deck')}</h4>"
            f"<p>crypt {self.crypt_size}, library {self.library_size}, "
            f"mean capacity {self.capacity_mean:.2f}, votes {self.votes}</p>"
        )
        parts = [
            head,
            table(self.types, "Library by type"),
            table(self.capacity, "Capacity"),
            table(self.disciplines, "Disciplines"),
            table(self.crypt_odds, f"Crypt: in the opening {self.crypt_draw}"),
            table(dist, f"Different crypt cards in the opening {self.crypt_draw}"),
            table(self.odds_table("type"), f"Library: at least one by turn (hand {self.hand_size}, +1 card a turn)"),
        ]
        return "<div class='vtes-deck-stats'>" + "".join(parts) + "</div>"


def _share(count: pd.Series, total: int) -> pd.Series:
    return count / total if total else count * 0.0


def _counts_frame(rows: Iterable[tuple[Any, int]], key: str, total: int) -> pd.DataFrame:
    """(key, copies) pairs of distinct cards -> key, distinct, count, share."""
    distinct: Counter[Any] = Counter()
    count: Counter[Any] = Counter()
    for k, n in rows:
        distinct[k] += 1
        count[k] += n
    frame = pd.DataFrame(
        {key: list(count), "distinct": [distinct[k] for k in count], "count": list(count.values())}
    )
    if frame.empty:
        frame = pd.DataFrame({key: [], "distinct": [], "count": []}).astype({"distinct": int, "count": int})
    frame["share"] = _share(frame["count"], total)
    return frame


def _type_rank(label: str) -> tuple[int, str]:
    first = label.split("/")[0]
    order = [str(t) for t in LIBRARY_TYPE_ORDER]
    return (order.index(first) if first in order else len(order), label)


def _library_types(deck: Deck, total: int) -> tuple[pd.DataFrame, pd.DataFrame]:
    labels = _counts_frame(((c.type_label, n) for c, n in deck.library), "type", total)
    split = _counts_frame(((str(t), n) for c, n in deck.library for t in c.types), "type", total)
    def ordered(frame: pd.DataFrame) -> pd.DataFrame:
        return frame.sort_values("type", key=lambda s: s.map(_type_rank), ignore_index=True)

    return ordered(labels), ordered(split)


def _clans(deck: Deck) -> pd.DataFrame:
    crypt = _counts_frame(((clan, n) for c, n in deck.crypt for clan in c.clans), "clan", deck.crypt_count)
    library = _counts_frame(((clan, n) for c, n in deck.library for clan in c.clans), "clan", deck.library_count)
    crypt.insert(0, "section", "crypt")
    library.insert(0, "section", "library")
    frame = pd.concat([crypt, library], ignore_index=True)
    return frame.sort_values(["section", "count", "clan"], ascending=[True, False, True], ignore_index=True)


def _disciplines(deck: Deck) -> pd.DataFrame:
    library: Counter[str] = Counter()
    for c, n in deck.library:
        for a, _ in c.disciplines:
            library[a] += n
    inferior: Counter[str] = Counter()
    superior: Counter[str] = Counter()
    for c, n in deck.crypt:
        for a, level in c.disciplines:
            (superior if level >= 2 else inferior)[a] += n
    names = sorted(set(library) | set(inferior) | set(superior))
    frame = pd.DataFrame(
        {
            "discipline": names,
            "name": [DISCIPLINE_NAMES.get(a, a) for a in names],
            "library_count": [library[a] for a in names],
            "crypt_inferior": [inferior[a] for a in names],
            "crypt_superior": [superior[a] for a in names],
        },
    ).astype({"library_count": int, "crypt_inferior": int, "crypt_superior": int})
    frame["crypt_count"] = frame["crypt_inferior"] + frame["crypt_superior"]
    frame["crypt_share"] = _share(frame["crypt_count"], deck.crypt_count)
    return frame.sort_values(
        ["library_count", "crypt_count", "discipline"], ascending=[False, False, True], ignore_index=True
    )


def _coverage(deck: Deck) -> pd.DataFrame:
    rows = []
    for card, n in deck.library:
        playable = sum(k for m, k in deck.crypt if can_play(m, card))
        superior = sum(k for m, k in deck.crypt if can_play(m, card, superior=True)) if card.disciplines else None
        rows.append(
            {
                "id": card.id, "name": card.display_name, "type": card.type_label, "count": n,
                "requirement": requirement_label(card), "playable_by": playable,
                "playable_share": playable / deck.crypt_count if deck.crypt_count else 0.0,
                "superior_by": superior, "unchecked": ", ".join(unchecked_words(card)),
            }
        )
    columns = [
        "id", "name", "type", "count", "requirement", "playable_by", "playable_share", "superior_by", "unchecked",
    ]
    frame = pd.DataFrame(rows, columns=columns)
    frame["superior_by"] = frame["superior_by"].astype("Int64")
    return frame


def _capacity(deck: Deck) -> tuple[pd.DataFrame, float]:
    known_caps = ((c.capacity, n) for c, n in deck.crypt if c.capacity is not None)
    frame = _counts_frame(known_caps, "capacity", deck.crypt_count)
    frame = frame.drop(columns="share").sort_values("capacity", ignore_index=True)
    known = int(frame["count"].sum())
    mean = float((frame["capacity"] * frame["count"]).sum() / known) if known else math.nan
    return frame, mean


def _groups(deck: Deck) -> pd.DataFrame:
    frame = _counts_frame(((c.group or "?", n) for c, n in deck.crypt), "group", deck.crypt_count)
    return frame.drop(columns="share").sort_values("group", ignore_index=True)


def _costs(deck: Deck) -> pd.DataFrame:
    rows = []
    for kind in ("pool", "blood", "conviction"):
        total = paid = x = 0
        for c, n in deck.library:
            cost = getattr(c, f"{kind}_cost")
            if cost == "X":
                x += n
            elif isinstance(cost, int) and cost > 0:
                total += cost * n
                paid += n
        rows.append(
            {
                "cost": kind, "total": total, "paid": paid, "x": x,
                "mean": total / deck.library_count if deck.library_count else math.nan,
                "mean_paid": total / paid if paid else math.nan,
            }
        )
    return pd.DataFrame(rows)


def _titles(deck: Deck) -> tuple[pd.DataFrame, int]:
    frame = _counts_frame(((c.title, n) for c, n in deck.crypt if c.title), "title", deck.crypt_count)
    frame = frame.drop(columns="share")
    frame.insert(1, "votes", frame["title"].map(lambda t: TITLE_VOTES.get(t, 0)).astype(int))
    frame = frame.sort_values(["votes", "title"], ascending=[False, True], ignore_index=True)
    return frame, sum(c.votes * n for c, n in deck.crypt)


def _crypt_odds(deck: Deck, draws: int) -> pd.DataFrame:
    size = deck.crypt_count
    rows = [
        {"id": c.id, "name": c.display_name, "count": n, "p_opening": p_at_least_one(size, n, draws)}
        for c, n in deck.crypt
    ]
    frame = pd.DataFrame(rows, columns=["id", "name", "count", "p_opening"])
    return frame.sort_values(["p_opening", "name"], ascending=[False, True], ignore_index=True)


def _library_odds(deck: Deck, split: pd.DataFrame, hand: int, turns: int) -> pd.DataFrame:
    size = deck.library_count
    items: list[tuple[str, str, int | None, int]] = [
        ("type", t, None, int(n)) for t, n in zip(split["type"], split["count"], strict=True)
    ]
    items += [("card", c.display_name, c.id, n) for c, n in sorted(deck.library, key=lambda x: (-x[1], x[0].name))]
    rows = []
    for kind, label, card_id, n in items:
        for turn in range(1, turns + 1):
            seen = min(hand + turn - 1, size)
            rows.append(
                {"kind": kind, "label": label, "id": card_id, "count": n, "turn": turn, "seen": seen,
                 "p": p_at_least_one(size, n, seen)}
            )
    frame = pd.DataFrame(rows, columns=["kind", "label", "id", "count", "turn", "seen", "p"])
    frame["id"] = frame["id"].astype("Int64")
    return frame


def deck_stats(
    deck: Deck, *, turns: int = DEFAULT_TURNS, hand_size: int = HAND_SIZE, crypt_draw: int = CRYPT_DRAW
) -> DeckStats:
    """Compute the statistics and exact draw odds of ``deck``.

    Odds are exact hypergeometric probabilities, as in VDB:

    - ``crypt_odds``: each distinct crypt card among the ``crypt_draw`` (4) opening crypt cards;
    - ``distinct_vampires``: the number of different crypt cards among those 4;
    - ``library_odds``: at least one copy of each library card type and each library card in
      the opening hand (turn 1: ``hand_size`` = 7 cards) and by turn N.

    Assumption for "by turn N": the player has seen ``hand_size + N - 1`` library cards, the
    opening hand plus one new card a turn, as when exactly one card is played or discarded and
    replaced each turn (rules 8). Cycling faster (playing several cards a turn, card draw) sees
    more cards, so these are lower bounds for an active deck. Every draw is without replacement
    from the shuffled pile; nothing is drawn from the crypt after the opening.

    Raises :class:`~vtes_tools.errors.StatsError` when ``turns`` is below 1 or a size is negative.
    """
    if not isinstance(deck, Deck):
        raise StatsError(
            f"{type(deck).__name__!r} is not a deck: pass a Deck (read_deck(...).deck, db.precon(...).deck)"
        )
    for name, value in (("turns", turns), ("hand size", hand_size), ("crypt draw", crypt_draw)):
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise StatsError(f"{name} {value!r} is not a whole number: pass an int")
    if turns < 1:
        raise StatsError(f"turns must be at least 1, got {turns!r}")
    if turns > MAX_TURNS:
        raise StatsError(f"turns {turns!r} is more than {MAX_TURNS}: pass at most {MAX_TURNS}")
    if hand_size < 0 or crypt_draw < 0:
        raise StatsError(f"hand size and crypt draw must be >= 0, got {hand_size!r} and {crypt_draw!r}")
    if hand_size > MAX_HAND or crypt_draw > MAX_HAND:
        raise StatsError(f"hand size and crypt draw must be at most {MAX_HAND}, got {hand_size!r} and {crypt_draw!r}")
    types, split = _library_types(deck, deck.library_count)
    capacity, capacity_mean = _capacity(deck)
    titles, votes = _titles(deck)
    distinct = distinct_distribution([n for _, n in deck.crypt], crypt_draw)
    return DeckStats(
        name=deck.name,
        crypt_size=deck.crypt_count,
        library_size=deck.library_count,
        hand_size=hand_size,
        crypt_draw=crypt_draw,
        turns=turns,
        types=types,
        types_split=split,
        clans=_clans(deck),
        disciplines=_disciplines(deck),
        coverage=_coverage(deck),
        capacity=capacity,
        capacity_mean=capacity_mean,
        groups=_groups(deck),
        costs=_costs(deck),
        titles=titles,
        votes=votes,
        crypt_odds=_crypt_odds(deck, crypt_draw),
        library_odds=_library_odds(deck, split, hand_size, turns),
        distinct_vampires=pd.Series(distinct, name="p", dtype=float).rename_axis("distinct"),
    )
