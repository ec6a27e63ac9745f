"""ELDB / FELDB deck files: quoted name, author and description, then the crypt size, one
quoted line per crypt card copy, the library size and one quoted line per library card copy::

    "A Deck"
    "Author"
    "Description"
    2
    "Alexandra"
    "Bronwen"
    3
    "Social Charm"
    ...

ELDB writes apostrophes as backquotes and moves articles to the back (``Rack, The``); the
name resolution handles both.
"""

from __future__ import annotations

from ..models import Deck
from . import model as m
from .resolve import Resolver
from .text import HEADER, Line, Reader


def read(lines: list[str], resolver: Resolver) -> tuple[Deck, list[m.ParseIssue]]:
    reader = Reader(resolver, "eldb")
    strings: list[str] = []
    current: list[str] | None = None
    sizes = 0
    for n, raw in enumerate(lines, start=1):
        s = raw.strip()
        if current is not None:  # inside a quoted text spanning lines
            if s.endswith('"'):
                current.append(s[:-1])
                strings.append("\n".join(current))
                current = None
            else:
                current.append(s)
            continue
        if not s:
            continue
        if len(strings) < 3:
            if s.startswith('"') and (len(s) == 1 or not s.endswith('"')):
                current = [s[1:]]
            else:
                strings.append(s.strip('"'))
            continue
        if s.isdecimal() and len(s) <= 9:  # not "²", nor more digits than int() takes
            label = "crypt" if sizes == 0 else "library"
            sizes += 1
            reader.header(n, Line(HEADER, s, headers=[(label, int(s))]))
            continue
        reader.feed(n, s.strip('"').replace("`", "'"))
    name, author, description = (strings + ["", "", ""])[:3]
    reader.meta.update(name=name, author=author)
    reader.description = description.splitlines()
    reader.finish()
    return reader.deck(None), reader.issues
