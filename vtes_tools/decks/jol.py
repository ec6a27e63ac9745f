"""JOL (Jyhad Online) decklists: ``3xName`` lines, the crypt first, then the library.

Reading is done by :mod:`.text`; a name alone counts one copy, as JOL writes it.
"""

from __future__ import annotations

from ..models import Deck
from .twd import crypt_order, library_sections


def write(deck: Deck) -> str:
    """``2xTheo Bell (G2 ADV)`` lines: crypt, a blank line, library by section."""
    lines = [f"{n}x{c.display_name}" for c, n in crypt_order(deck.crypt)]
    lines.append("")
    lines += [f"{n}x{c.name}" for _, cards in library_sections(deck) for c, n in cards]
    return "\n".join(lines) + "\n"
