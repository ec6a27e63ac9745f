"""What reading a decklist gives back: the deck and every line that was not a clean match."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..models import Card, Deck

# Issue kinds. A line that names a card by its official name (or an official "aka") with a
# sane count gives no issue; anything else gives exactly one.
FUZZY = "fuzzy"  #: matched by approximation; the card was added
ALIAS = "alias"  #: matched through a player shorthand or a plural; the card was added
AMBIGUOUS = "ambiguous"  #: several cards fit about equally well; nothing was added
UNKNOWN = "unknown"  #: no card is close enough; nothing was added
BAD_COUNT = "bad-count"  #: zero, negative or absurd count; nothing was added
IGNORED = "ignored"  #: a line that is neither a card, a header nor a marked comment
DUPLICATE = "duplicate"  #: the card was already listed; the counts were added up
MISPLACED = "misplaced"  #: a crypt card under a library header, or the reverse; kept where it belongs
COUNT_MISMATCH = "count-mismatch"  #: a section header announces another total than its cards
HEADER = "header"  #: a tournament header line that could not be read (a date, a player count)

#: Kinds after which the card is still in the deck.
KEPT_KINDS = frozenset({FUZZY, ALIAS, DUPLICATE, MISPLACED})
#: Kinds that mean a decklist line named no card that made it into the deck.
LOST_KINDS = frozenset({AMBIGUOUS, UNKNOWN, BAD_COUNT})


#: How much of a written value a message quotes.
CLIP = 60


def clip(value: object, limit: int = CLIP) -> str:
    """``repr(value)`` for a message, cut to ``limit`` characters and ``…``: a decklist line or a
    JSON value can be megabytes long, a huge integer or nested too deep to be shown."""
    if isinstance(value, str) and len(value) > limit:
        return repr(value[:limit]) + "…"
    try:
        shown = repr(value)
    except (ValueError, RecursionError):  # an int of more digits than repr() writes, a deep list
        shown = f"<{type(value).__name__}>"
    return shown if len(shown) <= limit + 2 else shown[:limit] + "…"


@dataclass(frozen=True, slots=True)
class ParseIssue:
    """One decklist line that was not a clean exact match, and what became of it."""

    line: int  #: 1-based line number in the input; 0 for the whole input
    text: str  #: the line as written
    kind: str  #: one of the kinds above
    message: str = ""
    card: Card | None = None  #: what the line became, when it became a card
    count: int | None = None
    suggestions: tuple[str, ...] = ()

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        return f"{where}{self.kind}: {self.message or clip(self.text)}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "text": self.text,
            "kind": self.kind,
            "message": self.message,
            "card": None if self.card is None else {"id": self.card.id, "name": self.card.display_name},
            "count": self.count,
            "suggestions": list(self.suggestions),
        }


@dataclass(frozen=True, slots=True)
class ParseResult:
    """A parsed decklist: the deck, the issues met on the way, the format read and where from."""

    deck: Deck
    issues: list[ParseIssue] = field(default_factory=list)
    format: str = ""
    source: str = ""

    @property
    def ok(self) -> bool:
        """True when every line was a clean match."""
        return not self.issues

    @property
    def unresolved(self) -> int:
        """How many lines named a card that did not make it into the deck."""
        return sum(1 for i in self.issues if i.kind in LOST_KINDS)

    def __repr__(self) -> str:
        return f"ParseResult({self.source or '-'} {self.format} {self.deck!r} issues={len(self.issues)})"
