"""LackeyCCG decklists: ``count<TAB>name`` lines, the library first, then ``Crypt:``.

Lackey writes plain ASCII names (``Celeste Lamontagne``). Reading is done by :mod:`.text`.
"""

from __future__ import annotations

import unicodedata

from ..models import Deck
from .resolve import TRANSLITERATION
from .twd import crypt_order, library_sections


def ascii_name(name: str) -> str:
    """A name as Lackey spells it: accents dropped, double quotes made single."""
    plain = unicodedata.normalize("NFKD", name.translate(TRANSLITERATION)).encode("ascii", "ignore").decode("ascii")
    return plain.replace('"', "'")


def write(deck: Deck) -> str:
    lines = [f"{n}\t{ascii_name(c.name)}" for _, cards in library_sections(deck) for c, n in cards]
    lines.append("Crypt:")
    lines += [f"{n}\t{ascii_name(c.display_name)}" for c, n in crypt_order(deck.crypt)]
    return "\n".join(lines) + "\n"
