"""Immutable value types: cards, prints, decks.

Cards are frozen and hashed by their VEKN id, so they can be shared freely between decks and
game states. Closed vocabularies are ``StrEnum`` whose values are the strings of the official
VEKN CSV files.
"""

from __future__ import annotations

import datetime as dt
import enum
import html
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field


class CardType(enum.StrEnum):
    VAMPIRE = "Vampire"
    IMBUED = "Imbued"
    MASTER = "Master"
    ACTION = "Action"
    ACTION_MODIFIER = "Action Modifier"
    POLITICAL_ACTION = "Political Action"
    ALLY = "Ally"
    RETAINER = "Retainer"
    EQUIPMENT = "Equipment"
    REACTION = "Reaction"
    COMBAT = "Combat"
    EVENT = "Event"
    POWER = "Power"
    CONVICTION = "Conviction"


CRYPT_TYPES = frozenset({CardType.VAMPIRE, CardType.IMBUED})

#: Order of library sections in TWDA listings.
LIBRARY_TYPE_ORDER = (
    CardType.MASTER,
    CardType.CONVICTION,
    CardType.ACTION,
    CardType.ALLY,
    CardType.EQUIPMENT,
    CardType.POLITICAL_ACTION,
    CardType.RETAINER,
    CardType.POWER,
    CardType.ACTION_MODIFIER,
    CardType.REACTION,
    CardType.COMBAT,
    CardType.EVENT,
)


class Sect(enum.StrEnum):
    CAMARILLA = "Camarilla"
    SABBAT = "Sabbat"
    INDEPENDENT = "Independent"
    ANARCH = "Anarch"
    LAIBON = "Laibon"


#: Discipline (and Imbued virtue) full names to their VEKN abbreviations.
DISCIPLINES: dict[str, str] = {
    "Abombwe": "abo", "Animalism": "ani", "Auspex": "aus", "Celerity": "cel",
    "Chimerstry": "chi", "Daimoinon": "dai", "Dementation": "dem", "Dominate": "dom",
    "Flight": "fli", "Fortitude": "for", "Maleficia": "mal", "Melpominee": "mel",
    "Mytherceria": "myt", "Necromancy": "nec", "Obeah": "obe", "Obfuscate": "obf",
    "Oblivion": "obl", "Obtenebration": "obt", "Potence": "pot", "Presence": "pre",
    "Protean": "pro", "Quietus": "qui", "Sanguinus": "san", "Serpentis": "ser",
    "Spiritus": "spi", "Striga": "str", "Temporis": "tem", "Thanatosis": "thn",
    "Thaumaturgy": "tha", "Valeren": "val", "Vicissitude": "vic", "Visceratika": "vis",
    # Imbued virtues
    "Defense": "def", "Innocence": "inn", "Judgment": "jud", "Martyrdom": "mar",
    "Redemption": "red", "Vengeance": "ven", "Vision": "viz",
}
DISCIPLINE_NAMES: dict[str, str] = {v: k for k, v in DISCIPLINES.items()}

#: Clans renamed by later editions: old name -> current name (both appear in the files).
CLAN_RENAMES: dict[str, str] = {"Follower of Set": "Ministry", "Assamite": "Banu Haqim"}

#: Titles of the Title column and the votes they give (rules 10: titles and votes).
TITLE_VOTES: dict[str, int] = {
    "primogen": 1, "prince": 2, "justicar": 3, "inner circle": 4,
    "bishop": 1, "archbishop": 2, "priscus": 3, "cardinal": 3, "regent": 4,
    "baron": 2, "magaji": 2, "1 vote": 1, "2 votes": 2,
}

#: The group of crypt cards that fit with any group.
ANY_GROUP = "ANY"


def current_clan(name: str) -> str:
    """The current name of a clan (``Follower of Set`` -> ``Ministry``)."""
    return CLAN_RENAMES.get(name, name)


@dataclass(frozen=True, slots=True)
class Print:
    """One printing of a card: in a set, with a booster rarity or in a precon bundle."""

    set: str
    rarity: str = ""
    bundle: str = ""
    count: int | None = None
    release_date: dt.date | None = None

    def __repr__(self) -> str:
        what = self.bundle or self.rarity
        n = "" if self.count is None else str(self.count)
        return f"Print({self.set}:{what}{n})"


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """A VTES card. Equal and hashed by its VEKN id."""

    id: int
    name: str
    types: tuple[CardType, ...]
    text: str = ""
    aka: tuple[str, ...] = ()
    clans: tuple[str, ...] = ()
    path: str = ""
    sect: str = ""
    title: str = ""
    #: crypt: discipline abbreviation -> 1 (inferior) or 2 (superior).
    #: library: requirement abbreviations; see ``discipline_combo``.
    disciplines: tuple[tuple[str, int], ...] = ()
    #: library only: True when every listed discipline is needed ("Potence & Presence"),
    #: False when any one is enough ("Mytherceria/Dominate").
    discipline_combo: bool = False
    capacity: int | None = None
    group: str = ""
    advanced: bool = False
    pool_cost: int | str | None = None
    blood_cost: int | str | None = None
    conviction_cost: int | str | None = None
    burn_option: bool = False
    banned: dt.date | None = None
    prints: tuple[Print, ...] = ()
    artists: tuple[str, ...] = ()
    #: library only: the Capacity column (a requirement such as "+1" or a clan name).
    capacity_requirement: str = ""
    #: library only: requirement words from vteslibmeta.csv ("sabbat", "justicar", ...).
    requirements: tuple[str, ...] = ()
    #: Name made unique among cards: "Theo Bell (G2)", "Theo Bell (G2 ADV)".
    unique_name: str = ""
    first_release: dt.date | None = field(default=None)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"Card({self.id} {self.unique_name or self.name!r})"

    @property
    def is_crypt(self) -> bool:
        return not CRYPT_TYPES.isdisjoint(self.types)

    @property
    def is_library(self) -> bool:
        return not self.is_crypt

    @property
    def type_label(self) -> str:
        """The Type column as printed: ``Action Modifier/Reaction``."""
        return "/".join(self.types)

    @property
    def votes(self) -> int:
        return TITLE_VOTES.get(self.title, 0)

    @property
    def discipline_levels(self) -> dict[str, int]:
        return dict(self.disciplines)

    @property
    def display_name(self) -> str:
        return self.unique_name or self.name

    @property
    def discipline_label(self) -> str:
        """Crypt: ``aus DOM tha`` (UPPERCASE superior); library: ``aus/dom`` or ``pot&pre``."""
        if self.is_crypt:
            return " ".join(a.upper() if n >= 2 else a for a, n in self.disciplines)
        return ("&" if self.discipline_combo else "/").join(a for a, _ in self.disciplines)

    def _repr_html_(self) -> str:
        """The card for Jupyter: name, id, attributes and text, HTML-escaped."""
        e = html.escape
        rows = [("Type", self.type_label), ("Clan", "/".join(self.clans))]
        if self.is_crypt:
            rows += [
                ("Capacity", "" if self.capacity is None else str(self.capacity)),
                ("Group", self.group), ("Disciplines", self.discipline_label),
                ("Sect", self.sect), ("Title", self.title),
            ]
        else:
            costs = [
                f"{k} {v}"
                for k, v in (("pool", self.pool_cost), ("blood", self.blood_cost), ("conviction", self.conviction_cost))
                if v is not None
            ]
            rows += [("Discipline", self.discipline_label), ("Cost", ", ".join(costs))]
        if self.banned:
            rows.append(("Banned", self.banned.isoformat()))
        cells = "".join(f"<tr><th>{e(k)}</th><td>{e(v)}</td></tr>" for k, v in rows if v)
        text = e(self.text).replace("\n", "<br>")
        return (
            f"<div class='vtes-card'><b>{e(self.display_name)}</b> <small>[{self.id}]</small>"
            f"<table>{cells}</table><p>{text}</p></div>"
        )


def _sort_key(item: tuple[Card, int]) -> int:
    return item[0].id


@dataclass(frozen=True, slots=True)
class EventInfo:
    """The header of a TWDA entry."""

    event: str = ""
    place: str = ""
    date: dt.date | None = None
    rounds: str = ""
    players: int | None = None
    winner: str = ""
    url: str = ""


@dataclass(frozen=True, slots=True)
class Deck:
    """A decklist: crypt and library as (card, count) pairs, sorted by card id.

    Build one with :meth:`Deck.from_counts`, which merges repeated cards and sorts, so that
    two decks with the same cards compare equal whatever the order they were listed in.
    """

    crypt: tuple[tuple[Card, int], ...] = ()
    library: tuple[tuple[Card, int], ...] = ()
    name: str = ""
    author: str = ""
    description: str = ""
    event: EventInfo | None = None

    @classmethod
    def from_counts(
        cls,
        cards: Iterable[tuple[Card, int]],
        *,
        name: str = "",
        author: str = "",
        description: str = "",
        event: EventInfo | None = None,
    ) -> Deck:
        counts: Counter[Card] = Counter()
        for card, n in cards:
            counts[card] += n
        crypt = tuple(sorted(((c, n) for c, n in counts.items() if c.is_crypt and n > 0), key=_sort_key))
        library = tuple(
            sorted(((c, n) for c, n in counts.items() if not c.is_crypt and n > 0), key=_sort_key)
        )
        return cls(crypt, library, name=name, author=author, description=description, event=event)

    @property
    def crypt_count(self) -> int:
        return sum(n for _, n in self.crypt)

    @property
    def library_count(self) -> int:
        return sum(n for _, n in self.library)

    @property
    def cards(self) -> tuple[tuple[Card, int], ...]:
        return self.crypt + self.library

    def counts_by_id(self) -> dict[int, int]:
        return {c.id: n for c, n in self.cards}

    def same_cards(self, other: Deck) -> bool:
        return self.crypt == other.crypt and self.library == other.library

    def _repr_html_(self) -> str:
        """The decklist for Jupyter: the crypt as a table, the library by type, HTML-escaped."""
        e = html.escape
        head = f"<h4>{e(self.name or 'Deck')}</h4>" + (f"<p>by {e(self.author)}</p>" if self.author else "")
        crypt_rows = "".join(
            f"<tr><td>{n}</td><td>{e(c.display_name)}</td><td>{'' if c.capacity is None else c.capacity}</td>"
            f"<td>{e(c.discipline_label)}</td><td>{e('/'.join(c.clans))}</td><td>{e(c.title)}</td>"
            f"<td>{e(c.group)}</td></tr>"
            for c, n in sorted(self.crypt, key=lambda x: (-(x[0].capacity or 0), x[0].display_name))
        )
        crypt = (
            f"<h5>Crypt ({self.crypt_count} cards)</h5><table><tr><th>#</th><th>Name</th><th>Cap</th>"
            f"<th>Disciplines</th><th>Clan</th><th>Title</th><th>Group</th></tr>{crypt_rows}</table>"
        )
        sections: dict[str, list[tuple[Card, int]]] = {}
        order = {t: i for i, t in enumerate(LIBRARY_TYPE_ORDER)}
        def rank(item: tuple[Card, int]) -> tuple[int, str, str]:
            card = item[0]
            return (order.get(card.types[0], len(order)), card.type_label, card.name)

        for c, n in sorted(self.library, key=rank):
            sections.setdefault(c.type_label, []).append((c, n))
        library = f"<h5>Library ({self.library_count} cards)</h5>" + "".join(
            f"<b>{e(label)} ({sum(n for _, n in cards)})</b><table>"
            + "".join(f"<tr><td>{n}</td><td>{e(c.display_name)}</td></tr>" for c, n in cards)
            + "</table>"
            for label, cards in sections.items()
        )
        return f"<div class='vtes-deck'>{head}{crypt}{library}</div>"

    def __repr__(self) -> str:
        label = f" {self.name!r}" if self.name else ""
        return f"Deck({label.strip() or '-'} crypt={self.crypt_count} library={self.library_count})"
