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
from .text import MAX_COUNT
from .twd import crypt_order, library_sections


def card_records(cards: list[tuple[Card, int]]) -> list[dict[str, Any]]:
    return [{"id": c.id, "name": c.display_name, "count": n} for c, n in cards]


def event_record(event: EventInfo | None) -> dict[str, Any] | None:
    if event is None:
        return None
    return {
        "event": event.event, "place": event.place, "date": event.date.isoformat() if event.date else None,
        "rounds": event.rounds, "players": event.players, "winner": event.winner, "url": event.url,
    }


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
    date = raw.get("date")
    try:
        day = dt.date.fromisoformat(date) if isinstance(date, str) and date else None
    except ValueError:
        day = None
    players = raw.get("players") or raw.get("players_count")
    return EventInfo(
        event=str(raw.get("event") or raw.get("name") or ""), place=str(raw.get("place") or ""), date=day,
        rounds=str(raw.get("rounds") or ""), players=players if isinstance(players, int) and players > 0 else None,
        winner=str(raw.get("winner") or raw.get("player") or ""), url=str(raw.get("url") or raw.get("event_link") or ""),
    )


def read(text: str, resolver: Resolver, source: str) -> tuple[Deck, list[m.ParseIssue]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DeckError(f"{source} is not valid JSON ({exc.msg} at line {exc.lineno}): fix it or pick another --input-format") from None
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if not isinstance(data, dict):
        raise DeckError(f"{source} holds no deck object: expected {{\"crypt\": [...], \"library\": [...]}}")
    if "crypt" not in data and "library" not in data and "cards" not in data:
        raise DeckError(f"{source} has no 'crypt' or 'library' key: is it a deck?")
    db = resolver.db
    entries: list[tuple[Card, int]] = []
    issues: list[m.ParseIssue] = []
    seen: set[int] = set()
    for part in ("crypt", "library", "cards"):
        for ref, count in _items(data.get(part, [])):
            text_ref = f"{ref} x{count}"
            card: Card | None = None
            if isinstance(ref, int) or (isinstance(ref, str) and ref.strip().isdigit()):
                card = db.cards.get(int(ref))
                if card is None:
                    issues.append(m.ParseIssue(0, text_ref, m.UNKNOWN, f"no card has the id {ref!r}"))
                    continue
            elif isinstance(ref, str):
                res = resolver.resolve(ref)
                if res.card is None:
                    issues.append(m.ParseIssue(0, text_ref, res.how, res.message, suggestions=res.suggestions))
                    continue
                card = res.card
                if not res.clean:
                    kind = m.FUZZY if res.how == "fuzzy" else m.ALIAS
                    issues.append(m.ParseIssue(0, text_ref, kind, res.message, card=card, suggestions=res.suggestions))
            else:
                issues.append(m.ParseIssue(0, text_ref, m.UNKNOWN, f"{ref!r} is not a card id or name"))
                continue
            if not isinstance(count, int) or isinstance(count, bool) or count <= 0 or count > MAX_COUNT:
                issues.append(m.ParseIssue(0, text_ref, m.BAD_COUNT, f"bad count {count!r} for {card.display_name!r}: skipped", card=card))
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
        entries, name=str(data.get("name") or ""), author=str(data.get("author") or ""),
        description=str(data.get("description") or data.get("comments") or ""), event=_event(raw_event),
    )
    return deck, issues
