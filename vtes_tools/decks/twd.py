"""TWDA entries: the positional tournament header, and the archive's clean deck layout.

A TWDA entry starts with one line each for the event, the place, the date (``December 13th
2021``, or ``December 13th 2021 -- December 15th 2021`` for several days), the rounds
(``3R+F``), the player count (``16 players``), the winner and the event URL, then a blank
line, then ``Deck Name:``, ``Created by:`` / ``Author:`` and ``Description:``. The cards
follow in sections (see :mod:`.text`).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..models import Card, CardType, Deck, EventInfo
from . import model as m

_MONTHS = {
    name: i
    for i, names in enumerate(
        (
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
            ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
            ("october", "oct"), ("november", "nov"), ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
_MDY = re.compile(r"^(?P<month>[A-Za-z]+)\.?\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<year>\d{4})")
_DMY = re.compile(r"^(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>[A-Za-z]+)\.?,?\s+(?P<year>\d{4})")
_ISO = re.compile(r"^(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})")
_ROUNDS = re.compile(r"^\d+\s*R(?:\s*\+\s*F)?\b", re.I)
_PLAYERS = re.compile(r"^(?P<n>\d+|\?+)\s*players?\b", re.I)
_URL = re.compile(r"^https?://\S+")
_ORGANIZER = re.compile(r"^organi[sz]er\b", re.I)
_RANGE = re.compile(r"\s*(?:--?|–|—|to)\s*", re.I)


@dataclass(frozen=True, slots=True)
class TwdEvent(EventInfo):
    """The header of a TWDA entry held over several days (``December 13th 2021 -- December 15th
    2021``): ``date`` is the first day, ``end_date`` the last. Entries of one day give a plain
    :class:`EventInfo`."""

    end_date: dt.date | None = None


def _date_at(text: str) -> tuple[dt.date | None, int]:
    """The date ``text`` starts with and where it ends; ``(None, 0)`` when there is none."""
    for rx in (_MDY, _DMY, _ISO):
        hit = rx.match(text)
        if hit is None:
            continue
        month_text = hit["month"]
        month = int(month_text) if month_text.isdigit() else _MONTHS.get(month_text.lower())
        if month is None:
            continue
        try:
            return dt.date(int(hit["year"]), month, int(hit["day"])), hit.end()
        except ValueError:
            return None, 0
    return None, 0


def parse_date(text: str) -> dt.date | None:
    """``December 13th 2021``, ``13 December 2021``, ``Dec. 13, 2021`` or ``2021-12-13``; the start
    of a range (``... -- December 15th 2021``). None when the text starts with no date."""
    return _date_at(text.strip())[0]


def parse_dates(text: str) -> tuple[dt.date | None, dt.date | None]:
    """The first and the last day of ``December 13th 2021 -- December 15th 2021`` (the last is
    None for a single day, or when it is not after the first)."""
    text = text.strip()
    start, end = _date_at(text)
    if start is None:
        return None, None
    rest = _RANGE.match(text, end)
    last = _date_at(text[rest.end():])[0] if rest else None
    return start, last if last is not None and last > start else None


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def format_date(day: dt.date) -> str:
    """The TWDA spelling: ``December 13th 2021``."""
    return f"{day.strftime('%B')} {_ordinal(day.day)} {day.year}"


#: "  # note" after a header or deck line (VDB's TWDA template writes hints that way)
#: (each pattern here starts a run of spaces only where it begins: a line of thousands of spaces
#: is read in linear time, not tried again from each of them)
HASH_COMMENT = re.compile(r"(?<!\s)\s+#(?:\s.*)?$")
_WINNER_NOTE = re.compile(r"(?<!\s)\s*--\s+.*$")  # "Winner Name -- 4 VP in the final"


def _block(lines: list[str]) -> tuple[int, list[str]]:
    """The first block of lines (up to a blank line), after leading blank and ``#`` lines:
    its start index and its lines, stripped of trailing ``# notes``."""
    first = 0
    while first < len(lines) and (not lines[first].strip() or lines[first].lstrip().startswith("#")):
        first += 1
    block = []
    for raw in lines[first:]:
        s = HASH_COMMENT.sub("", raw.strip()) if "#" in raw else raw.strip()
        if not s:
            break
        block.append(s)
    return first, block


def looks_like_header(lines: list[str]) -> bool:
    """True when the text starts with a TWDA tournament header (a date in its first lines)."""
    block = _block(lines[:40])[1]
    return len(block) >= 3 and any(parse_date(s) for s in block[1:4])


def read_header(lines: list[str]) -> tuple[EventInfo | None, int, list[m.ParseIssue]]:
    """Read the positional header; returns the event, the index of the first line after it and
    the issues met. Returns ``(None, 0, [])`` when the text does not start with a header."""
    first, block = _block(lines)
    if not (len(block) >= 3 and any(parse_date(s) for s in block[1:4])):
        return None, 0, []
    issues: list[m.ParseIssue] = []
    event, place, winner, url, rounds = block[0], "", "", "", ""
    date: dt.date | None = None
    end_date: dt.date | None = None
    players: int | None = None
    for i, s in enumerate(block[1:], start=first + 2):
        if date is None and (day := parse_date(s)) is not None:
            date, end_date = parse_dates(s)
        elif not rounds and _ROUNDS.match(s):
            rounds = s
        elif players is None and (p := _PLAYERS.match(s)):
            if p["n"].isdigit() and len(p["n"]) <= 6:
                players = int(p["n"])
            else:
                issues.append(m.ParseIssue(i, s, m.HEADER, "unknown player count"))
        elif _URL.match(s):
            if not url or ("vekn.net" in s and "vekn.net" not in url):  # the event calendar link wins
                url = s
        elif _ORGANIZER.match(s):
            continue
        elif i == first + 2:
            place = s
        elif not winner and date is not None:
            winner = _WINNER_NOTE.sub("", s)
        else:
            issues.append(m.ParseIssue(i, s, m.HEADER, "unexpected tournament header line: skipped"))
    fields: dict[str, Any] = dict(event=event, place=place, date=date, rounds=rounds, players=players, winner=winner, url=url)
    info = TwdEvent(**fields, end_date=end_date) if end_date is not None else EventInfo(**fields)
    return info, first + len(block), issues


# -- writing -----------------------------------------------------------------------------------

#: Library sections in TWDA order; a card's section is its sorted types joined by "/".
SECTION_ORDER = (
    "Master", "Conviction", "Action", "Action/Combat", "Action/Reaction", "Ally", "Equipment",
    "Political Action", "Retainer", "Power", "Action Modifier", "Action Modifier/Combat",
    "Action Modifier/Reaction", "Reaction", "Combat", "Combat/Reaction", "Event",
)
_TYPE_RANK = {t: i for i, t in enumerate(CardType)}


def section_of(card: Card) -> str:
    return "/".join(sorted(card.types))


def _section_rank(label: str) -> tuple[int, int, str]:
    if label in SECTION_ORDER:
        return (SECTION_ORDER.index(label), 0, label)
    return (len(SECTION_ORDER), min(_TYPE_RANK.get(CardType(t), 99) for t in label.split("/")), label)


def library_sections(deck: Deck) -> list[tuple[str, list[tuple[Card, int]]]]:
    """The library grouped in TWDA sections, each sorted by name."""
    groups: dict[str, list[tuple[Card, int]]] = {}
    for card, n in deck.library:
        groups.setdefault(section_of(card), []).append((card, n))
    return [
        (label, sorted(groups[label], key=lambda cn: (cn[0].name.lower(), cn[0].id)))
        for label in sorted(groups, key=_section_rank)
    ]


def is_trifle(card: Card) -> bool:
    return CardType.MASTER in card.types and "Trifle." in card.text


def crypt_order(crypt: Iterable[tuple[Card, int]]) -> list[tuple[Card, int]]:
    """TWDA order: most copies first, then highest capacity, then name."""
    return sorted(crypt, key=lambda cn: (-cn[1], -(cn[0].capacity or 0), cn[0].name.lower(), cn[0].id))


def disciplines_text(card: Card) -> str:
    """``PRO ani cel for``: superior (upper case) first, then inferior, each sorted."""
    sup = sorted(a.upper() for a, lvl in card.disciplines if lvl >= 2)
    inf = sorted(a for a, lvl in card.disciplines if lvl < 2)
    return " ".join(sup + inf) or "-none-"


def crypt_name(card: Card) -> str:
    """The name as the TWDA writes it: the group is in the tail, the advanced mark is not."""
    return f"{card.name} (ADV)" if card.advanced else card.name


def crypt_header(deck: Deck) -> str:
    caps = sorted(c.capacity or 0 for c, n in deck.crypt for _ in range(n))
    avg = round(sum(caps) / len(caps), 2) if caps else 0
    return f"Crypt ({deck.crypt_count} cards, min={sum(caps[:4])}, max={sum(caps[-4:])}, avg={avg:g})"


def crypt_lines(deck: Deck) -> list[str]:
    rows = [
        (f"{n}x", crypt_name(c), str(c.capacity or 0), disciplines_text(c), c.title.lower(), f"{c.clans[0] if c.clans else 'none'}:{c.group}")
        for c, n in crypt_order(deck.crypt)
    ]
    if not rows:
        return []
    w_count = max(len(r[0]) for r in rows)
    w_name = max(len(r[1]) for r in rows)
    w_disc = max(len(r[3]) for r in rows)
    w_title = max(len(r[4]) for r in rows)
    out = []
    for count, name, cap, disc, title, clan in rows:
        line = f"{count:<{w_count}} {name:<{w_name}} {cap:>2}  {disc:<{w_disc}}  "
        if w_title:
            line += f"{title:<{w_title}}  "
        out.append(line + clan)
    return out


def event_lines(event: EventInfo) -> list[str]:
    lines = [event.event or "Unknown event"]
    if event.place:
        lines.append(event.place)
    day = format_date(event.date) if event.date else "Unknown date"
    end_date = event.end_date if isinstance(event, TwdEvent) else None
    lines.append(f"{day} -- {format_date(end_date)}" if event.date and end_date else day)
    if event.rounds:
        lines.append(event.rounds)
    if event.players is not None:
        lines.append(f"{event.players} players")
    if event.winner:
        lines.append(event.winner)
    if event.url:
        lines.append(event.url)
    return lines


def write(deck: Deck) -> str:
    """The deck in the TWDA layout: header, name, author, description, crypt with its tails,
    library in sections with their counts."""
    lines: list[str] = []
    if deck.event is not None:
        lines += event_lines(deck.event)
        lines.append("")
    if deck.name:
        lines.append(f"Deck Name: {deck.name}")
    if deck.author:
        lines.append(f"Created by: {deck.author}")
    if deck.description:
        lines.append("Description:")
        lines += deck.description.splitlines()
    if lines and lines[-1] != "":
        lines.append("")
    head = crypt_header(deck)
    lines += [head, "-" * len(head), *crypt_lines(deck), "", f"Library ({deck.library_count} cards)"]
    for i, (label, cards) in enumerate(library_sections(deck)):
        if i:
            lines.append("")
        total = sum(n for _, n in cards)
        trifles = sum(n for c, n in cards if is_trifle(c))
        lines.append(f"{label} ({total}; {trifles} trifle)" if trifles else f"{label} ({total})")
        lines += [f"{n}x {c.name}" for c, n in cards]
    return "\n".join(lines) + "\n"
