"""Card names as players write them -> cards, through :meth:`CardDB.lookup`, with caches.

:class:`Resolver` wraps a :class:`CardDB` for decklist reading. It knows every name key the
database resolves exactly (official names, akas, the shipped aliases table), so that the
parser can try several readings of a line ("3 Xaviar" is 3 x "Xaviar", not 3 x "aviar") and
keep the one that names a card, without paying for a fuzzy search on each wrong reading. It
caches every answer: one resolver shared by many decks makes reading the whole TWDA fast.
"""

from __future__ import annotations

import csv
import io
import re
import weakref
from dataclasses import dataclass
from importlib import resources
from typing import Any

import numpy as np
from rapidfuzz import fuzz, process

from ..cards import CardDB, normalize_name, split_name_tags
from ..errors import AmbiguousCardError, UnknownCardError
from ..models import Card
from .model import clip

#: Ways a name was found, best first. "exact" and "aka" are clean (the official name or one
#: of its official alternatives); the others are reported as issues.
CLEAN = frozenset({"exact", "aka", "id"})


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a written name resolved to."""

    card: Card | None
    how: str  #: exact, aka, id, alias, short, fuzzy, ambiguous or unknown
    #: similarity of the written name and the card's name, 0-100 (100 when found by key)
    ratio: float = 100.0
    suggestions: tuple[str, ...] = ()
    message: str = ""
    #: False for an unknown name whose suggestions were not looked for (see :meth:`Resolver.resolve`)
    suggested: bool = True

    @property
    def clean(self) -> bool:
        return self.how in CLEAN


_NOT_ALNUM = re.compile(r"[^a-z0-9]+")
#: letters that Unicode does not decompose, as ASCII writers (Lackey, VDB) spell them
TRANSLITERATION = str.maketrans({
    "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss", "đ": "d", "Đ": "D",
    "ł": "l", "Ł": "L", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ı": "i", "—": "-", "–": "-",
})


def name_key(name: str) -> str:
    """:func:`normalize_name`, with a fast path for plain ASCII (most decklist lines)."""
    if name.isascii():
        return " ".join(_NOT_ALNUM.sub(" ", name.lower().replace("'", "").replace("`", "")).split())
    return normalize_name(name)


def _variants(key: str) -> tuple[str, ...]:
    """A normalised name and its "The X" / "X, The" twin."""
    if key.endswith(" the"):
        return key, "the " + key[:-4]
    if key.startswith("the "):
        return key, key[4:] + " the"
    return (key,)


def read_aliases() -> dict[str, int]:
    """The shipped table of player shorthands: normalised alias -> card id."""
    text = resources.files("vtes_tools.data").joinpath("aliases.csv").read_text("utf-8")
    return {normalize_name(r["alias"]): int(r["id"]) for r in csv.DictReader(io.StringIO(text)) if r.get("alias")}


#: A written name longer than this (normalised) names no card: no fuzzy search is tried. The
#: longest card name is under 50 characters.
MAX_NAME = 120


class _NameIndex:
    """Every name key a :class:`CardDB` resolves exactly, built once per database (see
    :func:`name_index`): the exact keys, the "Name, Epithet" prefixes and the keys the fuzzy
    search of :meth:`CardDB.lookup` may match."""

    def __init__(self, db: CardDB) -> None:
        known: dict[str, list[Card]] = {}
        for card in db:
            names = {card.name, card.unique_name, *card.aka}
            names |= {n.translate(TRANSLITERATION) for n in names}
            for name in names:
                for key in _variants(normalize_name(split_name_tags(name)[0])):
                    known.setdefault(key, []).append(card)
        for key, card_id in read_aliases().items():
            if card_id in db:
                known.setdefault(key, []).append(db[card_id])
        self.known: dict[str, tuple[Card, ...]] = {k: tuple(dict.fromkeys(v)) for k, v in known.items()}
        # "Name, Epithet" cards: the part before the comma, when it names nothing else
        prefixes: dict[str, set[str]] = {}
        for card in db:
            if ", " in card.name:
                prefixes.setdefault(normalize_name(card.name.split(",")[0]), set()).add(card.name)
        self.prefixes = {k: next(iter(v)) for k, v in prefixes.items() if len(v) == 1 and k not in self.known}
        # a superset of the keys CardDB.lookup searches fuzzily (its keys keep tags like "g2")
        fuzzy_keys = set(self.known)
        for card in db:
            for name in (card.name, card.unique_name, *card.aka):
                fuzzy_keys.update(_variants(normalize_name(name)))
        self.fuzzy_keys = sorted(fuzzy_keys)

    def close_to_any(self, keys: list[str], cutoff: float) -> list[bool]:
        """For each key, True when some card key is at least ``cutoff`` similar to it by the
        scorers of :meth:`CardDB.lookup` (plain ratio, token sort ratio); False means the lookup
        finds nothing. One batch for all keys (a search per key is ten times slower)."""
        close = np.zeros(len(keys), dtype=bool)
        for scorer in (fuzz.ratio, fuzz.token_sort_ratio):
            scores = process.cdist(keys, self.fuzzy_keys, scorer=scorer, score_cutoff=cutoff, dtype=np.uint8, workers=1)
            close |= scores.max(axis=1, initial=0) > 0
        return [bool(c) for c in close]


_INDEXES: weakref.WeakKeyDictionary[CardDB, _NameIndex] = weakref.WeakKeyDictionary()


def name_index(db: CardDB) -> _NameIndex:
    """The name index of ``db``, built on first use and kept while ``db`` lives."""
    index = _INDEXES.get(db)
    if index is None:
        index = _INDEXES[db] = _NameIndex(db)
    return index


class Resolver:
    """Resolves decklist names against one :class:`CardDB`, caching every answer.

    Share one resolver between many decks (``read_decks`` does): the caches then hold each
    distinct name once. The name index itself is built once per database, whatever the number
    of resolvers.
    """

    def __init__(self, db: CardDB) -> None:
        self.db = db
        self._index = index = name_index(db)
        self._known = index.known
        self._prefixes = index.prefixes
        self._names: dict[tuple[str, str | None, bool | None, int | None], Resolution] = {}
        self._keys: dict[str, str | None] = {}
        self._shorts: dict[str, str | None] = {}
        self._close: dict[str, bool] = {}  # fuzzy key -> close to some card key
        #: a free cache for the parsers: line text -> analysed line
        self.lines: dict[str, Any] = {}

    def __repr__(self) -> str:
        return f"Resolver({self.db!r}, {len(self._names)} names cached)"

    # -- fast exact test --------------------------------------------------------------------

    def exact_key(self, name: str) -> str | None:
        """The key under which ``name`` is known exactly, or None (tags like "(G2)" ignored)."""
        try:
            return self._keys[name]
        except KeyError:
            pass
        base = split_name_tags(name)[0] if name.endswith(")") else name
        key: str | None = name_key(base)
        if key not in self._known:
            key = next((v for v in _variants(key) if v in self._known), None) if key else None
        self._keys[name] = key
        return key

    def knows(self, name: str) -> bool:
        """True when ``name`` names a card exactly (official name, aka or alias)."""
        return self.exact_key(name) is not None

    def short_key(self, name: str) -> str | None:
        """The official name ``name`` stands for as a plural ("Deflections") or as the part
        before the comma of a longer name ("Smiling Jack" for "Smiling Jack, The Anarch")."""
        try:
            return self._shorts[name]
        except KeyError:
            pass
        key = name_key(split_name_tags(name)[0] if name.endswith(")") else name)
        found: str | None = None
        if len(key) >= 4 and key.endswith("s"):
            stem = next((v for v in _variants(key[:-1]) if v in self._known), None)
            if stem is not None:
                found = self._known[stem][0].name
        if found is None:
            found = self._prefixes.get(key)
        self._shorts[name] = found
        return found

    # -- resolution ---------------------------------------------------------------------------

    def resolve(
        self,
        name: str,
        *,
        group: str | None = None,
        advanced: bool | None = None,
        capacity: int | None = None,
        suggest: bool = True,
    ) -> Resolution:
        """Resolve one written name; ``group``, ``advanced`` and ``capacity`` narrow crypt cards.

        Never raises for a bad name: ambiguous and unknown names come back as resolutions
        without a card, with suggestions. Suggestions are the slow part of an unknown name:
        with ``suggest=False`` they are not looked for (``suggested`` is then False), which
        keeps a list of thousands of unknown names fast.
        """
        cache_key = (name, group, advanced, capacity)
        hit = self._names.get(cache_key)
        if hit is None:
            hit = self._names[cache_key] = self._resolve(name, group, advanced, capacity)
        if suggest and not hit.suggested:
            hit = self._names[cache_key] = self._suggested(name)
        return hit

    def prime(self, names: list[str]) -> None:
        """Find in one batch which of ``names`` are close to no card name (a list of thousands of
        unknown names would otherwise cost a fuzzy search each)."""
        keys = {normalize_name(split_name_tags(n)[0]) for n in names if (n, None, None, None) not in self._names}
        todo = sorted(k for k in keys if k and len(k) <= MAX_NAME and k not in self._close)
        for start in range(0, len(todo), 1000):
            chunk = todo[start:start + 1000]
            self._close.update(zip(chunk, self._index.close_to_any(chunk, self.db.FUZZY_CUTOFF)))

    def _close_to_card(self, key: str) -> bool:
        close = self._close.get(key)
        if close is None:
            close = self._close[key] = self._index.close_to_any([key], self.db.FUZZY_CUTOFF)[0]
        return close

    def _suggested(self, name: str) -> Resolution:
        suggestions = self.db.suggest(name)
        hint = f": did you mean {suggestions[0]!r}?" if suggestions else ""
        return Resolution(None, "unknown", 0.0, suggestions, f"no card named {clip(name)}{hint}")

    def _resolve(self, name: str, group: str | None, advanced: bool | None, capacity: int | None) -> Resolution:
        db = self.db
        digits = name.strip()
        if digits.isdigit() and not (digits.isdecimal() and len(digits) <= 9):  # "²", or more digits than int() takes
            return Resolution(None, "unknown", 0.0, (), f"{clip(name)} is not a card name")
        key = self.exact_key(name)
        if key is not None:
            try:
                match = db.lookup(name, group=group, advanced=advanced, fuzzy=False)
            except AmbiguousCardError as exc:
                card = self._narrow(self._known[key], group, advanced, capacity)
                if card is None:
                    return Resolution(None, "ambiguous", 100.0, exc.candidates, str(exc))
                return Resolution(card, "exact")
            except UnknownCardError:  # a key only this index has (a transliteration): the same card
                card = self._narrow(self._known[key], group, advanced, capacity)
                if card is not None:
                    return Resolution(card, "exact")
            else:
                card = match.card
                if capacity is not None and card.is_crypt and card.capacity != capacity:
                    card = self._narrow(self._known[key], group, advanced, capacity) or card
                msg = "" if match.how in CLEAN else f"{clip(name)} read as {card.display_name!r} ({match.how})"
                return Resolution(card, match.how, 100.0, (), msg)
        official = self.short_key(name)
        if official is not None:
            tags = split_name_tags(name)
            try:
                match = db.lookup(official, group=group or tags[1], advanced=advanced if advanced is not None else tags[2], fuzzy=False)
            except AmbiguousCardError as exc:
                return Resolution(None, "ambiguous", 100.0, exc.candidates, str(exc))
            card = match.card
            return Resolution(card, "short", 100.0, (), f"{clip(name)} read as {card.display_name!r}")
        base = split_name_tags(name)[0]
        fuzzy_key = normalize_name(base)
        if not fuzzy_key:
            return Resolution(None, "unknown", 0.0, (), f"{clip(name)} is not a card name")
        if len(fuzzy_key) > MAX_NAME:
            return Resolution(None, "unknown", 0.0, (), f"no card named {clip(name)}: longer than any card name")
        maybe_id = digits.isdigit() and int(digits) in db.cards
        if not maybe_id and not self._close_to_card(fuzzy_key):  # the lookup would find nothing
            return Resolution(None, "unknown", 0.0, (), f"no card named {clip(name)}", suggested=False)
        try:
            match = db.lookup(digits if maybe_id else name, group=group, advanced=advanced)  # int() refuses "1\x1f"
        except AmbiguousCardError as exc:
            return Resolution(None, "ambiguous", 0.0, exc.candidates, f"{clip(name)} could be {', '.join(exc.candidates)}")
        except UnknownCardError as exc:
            hint = f": did you mean {exc.suggestions[0]!r}?" if exc.suggestions else ""
            return Resolution(None, "unknown", 0.0, exc.suggestions, f"no card named {clip(name)}{hint}")
        card = match.card
        return Resolution(card, "fuzzy", match.score, (card.display_name,), f"{clip(name)} read as {card.display_name!r} (score {match.score:.0f})")

    @staticmethod
    def _narrow(cards: tuple[Card, ...], group: str | None, advanced: bool | None, capacity: int | None) -> Card | None:
        cands = list(cards)
        if group is not None:
            cands = [c for c in cands if c.group == group] or cands
        if advanced is not None:
            cands = [c for c in cands if c.advanced == advanced] or cands
        if capacity is not None and len(cands) > 1:
            cands = [c for c in cands if c.capacity == capacity] or cands
        if advanced is None and len(cands) > 1:
            cands = [c for c in cands if not c.advanced] or cands
        return cands[0] if len(cands) == 1 else None
