"""Writing decklists: TWDA layout, plain text, JOL, Lackey and JSON."""

from __future__ import annotations

from collections.abc import Callable

from ..errors import DeckError
from ..models import Deck
from . import jol, jsonfmt, lackey, text, twd

WRITERS: dict[str, Callable[[Deck], str]] = {
    "twd": twd.write,
    "text": text.write,
    "jol": jol.write,
    "lackey": lackey.write,
    "json": jsonfmt.write,
}
#: Output formats of :func:`write_deck`.
OUTPUT_FORMATS = tuple(WRITERS)


def write_deck(deck: Deck, fmt: str = "twd") -> str:
    """The deck as text in ``fmt`` (one of :data:`OUTPUT_FORMATS`); reading it back gives the
    same cards and counts."""
    writer = WRITERS.get(fmt) if isinstance(fmt, str) else None
    if writer is None:
        raise DeckError(f"unknown output format {fmt!r}: use one of {', '.join(OUTPUT_FORMATS)}")
    return writer(deck)
