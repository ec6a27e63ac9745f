"""The project's own JSON: the shape printed by ``vtes deck parse --json``.

``{"name", "author", "description", "event", "crypt": [{"id", "name", "count"}], "library": [...]}``;
reading also accepts ``{"cards": [...]}`` sections (krcg) and ``{id: count}`` mappings.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from ..errors import DeckError
from ..models import Card, Deck, EventInfo
from . import model as m
from .resolve import Resolver
from .text import MAX_COUNT, MAX_SUGGESTED
from .twd import TwdEvent, crypt_order, library_sections


SHAPE = 'expected {"crypt": [...], "library": [...]}'


def card_records(cards: list[tuple[Card, int]]) -> list[dict[str, Any]]:
    return [{"id": c.id, "name": c.display_name, "count": n} for c, n in cards]


def event_record(event: EventInfo | None) -> dict[str, Any] | None:
    if event is None:
        return None
    record = {
        "event": event.event, "place": event.place, "date": event.date.isoformat() if event.date else None,
        "rounds": event.rounds, "players": event.players, "winner": event.winner, "url": event.url,
    }
    if isinstance(event, TwdEvent) and event.end_date is not None:
        record["end_date"] = event.end_date.isoformat()
    return record


def deck_record(deck: Deck) -> dict[str, Any]:
    """A deck as a JSON-ready dict; the crypt and library in TWDA order."""
    return {
        "name": deck.name,
        "author": deck.author,
        "description": deck.description,
        "event": event_record(deck.event),
        "crypt_count": deck.crypt_count,
        "library_count": deck.library_count,
        "crypt": card_records(crypt_order(deck.crypt)),
        "library": card_records([cn for _, cards in library_sections(deck) for cn in cards]),
    }


def result_record(result: m.ParseResult) -> dict[str, Any]:
    """A parse result as a JSON-ready dict: where from, the format, the deck and the issues."""
    return {"source": result.source, "format": result.format, **deck_record(result.deck),
            "issues": [i.to_dict() for i in result.issues]}


def write(deck: Deck) -> str:
    return json.dumps(deck_record(deck), ensure_ascii=False, indent=2) + "\n"


def _items(value: Any) -> list[tuple[Any, Any]]:
    """(card reference, count) pairs from any of the accepted shapes."""
    if isinstance(value, dict):
        if "cards" in value:
            return _items(value["cards"])
        return list(value.items())
    out: list[tuple[Any, Any]] = []
    if isinstance(value, list):
        for item in value:
            if isinstance(item, dict) and "cards" in item:
                out += _items(item["cards"])
            elif isinstance(item, dict):
                out.append((item["id"] if "id" in item else item.get("name"), item.get("count", 1)))
            else:
                out.append((item, 1))
    return out


def _event(raw: Any) -> EventInfo | None:
    if not isinstance(raw, dict):
        return None
    day, end_day = (_iso_date(raw.get(key)) for key in ("date", "end_date"))
    players = raw.get("players") or raw.get("players_count")
    if not (type(players) is int and 0 < players < 100_000):
        players = None
    fields: dict[str, Any] = dict(
        event=_string(raw.get("event") or raw.get("name")), place=_string(raw.get("place")), date=day,
        rounds=_string(raw.get("rounds")), players=players,
        winner=_string(raw.get("winner") or raw.get("player")), url=_string(raw.get("url") or raw.get("event_link")),
    )
    if day is not None and end_day is not None and end_day > day:
        return TwdEvent(**fields, end_date=end_day)
    return EventInfo(**fields)


def _iso_date(value: Any) -> dt.date | None:
    try:
        return dt.date.fromisoformat(value) if isinstance(value, str) and value else None
    except ValueError:
        return None


def _string(value: Any) -> str:
    """A text field: a string as is, nothing as "", any other value as (the start of) its repr."""
    if isinstance(value, str):
        return value
    return m.clip(value) if value is not None and value is not False else ""


def _written(value: Any) -> str:
    """A card reference or count as the file writes it, cut short when long."""
    return value if isinstance(value, str) and len(value) <= m.CLIP else m.clip(value)


def read(text: str, resolver: Resolver, source: str) -> tuple[Deck, list[m.ParseIssue]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DeckError(f"{source} is not valid JSON ({exc.msg} at line {exc.lineno}): fix it or pick another --input-format") from None
    except RecursionError:
        raise DeckError(f"{source} is JSON nested too deeply to be a deck: {SHAPE}") from None
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise DeckError(f"{source} is not valid JSON ({str(exc).split(';')[0]}): fix it") from None
    try:
        return _read(data, resolver, source)
    except RecursionError:  # {"cards": {"cards": ...}} a few hundred deep
        raise DeckError(f"{source} is JSON nested too deeply to be a deck: {SHAPE}") from None


def _read(data: Any, resolver: Resolver, source: str) -> tuple[Deck, list[m.ParseIssue]]:
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if not isinstance(data, dict):
        raise DeckError(f"{source} holds no deck object: {SHAPE}")
    if "crypt" not in data and "library" not in data and "cards" not in data:
        raise DeckError(f"{source} has no 'crypt' or 'library' key: is it a deck?")
    db = resolver.db
    entries: list[tuple[Card, int]] = []
    issues: list[m.ParseIssue] = []
    seen: set[int] = set()
    suggestions_left = MAX_SUGGESTED
    for part in ("crypt", "library", "cards"):
        for ref, count in _items(data.get(part, [])):
            text_ref = f"{_written(ref)} x{_written(count)}"
            card: Card | None = None
            if type(ref) is int or (isinstance(ref, str) and ref.strip().isdecimal() and len(ref.strip()) <= 9):
                card = db.cards.get(int(ref.strip() if isinstance(ref, str) else ref))  # int() keeps no "\x1f"
                if card is None:
                    issues.append(m.ParseIssue(0, text_ref, m.UNKNOWN, f"no card has the id {m.clip(ref)}"))
                    continue
            elif isinstance(ref, str):
                res = resolver.resolve(ref, suggest=suggestions_left > 0)
                if res.card is None:
                    if res.how == "unknown":
                        suggestions_left -= 1
                    issues.append(m.ParseIssue(0, text_ref, res.how, res.message, suggestions=res.suggestions))
                    continue
                card = res.card
                if not res.clean:
                    kind = m.FUZZY if res.how == "fuzzy" else m.ALIAS
                    issues.append(m.ParseIssue(0, text_ref, kind, res.message, card=card, suggestions=res.suggestions))
            else:
                issues.append(m.ParseIssue(0, text_ref, m.UNKNOWN, f"{m.clip(ref)} is not a card id or name"))
                continue
            if not isinstance(count, int) or isinstance(count, bool) or count <= 0 or count > MAX_COUNT:
                msg = f"bad count {m.clip(count)} for {card.display_name!r}: skipped"
                issues.append(m.ParseIssue(0, text_ref, m.BAD_COUNT, msg, card=card))
                continue
            if card.id in seen:
                issues.append(m.ParseIssue(0, text_ref, m.DUPLICATE, f"{card.display_name!r} is listed twice: counts added", card=card, count=count))
            seen.add(card.id)
            entries.append((card, count))
    raw_event = data.get("event")
    if isinstance(raw_event, str):  # krcg and TWDA index lines keep the event fields at the top
        raw_event = {k: data.get(k) for k in ("place", "date", "rounds", "players", "players_count", "player", "winner", "url", "event_link")}
        raw_event["event"] = data["event"]
    deck = Deck.from_counts(
        entries, name=_string(data.get("name")), author=_string(data.get("author")),
        description=_string(data.get("description") or data.get("comments")), event=_event(raw_event),
    )
    return deck, issues
