"""Decklists in and out: TWDA entries, plain text, JOL, Lackey, VDB and ARDB exports, ELDB,
the project's JSON and ``precon:`` references.

``parse_deck`` reads a text, ``read_deck`` / ``read_decks`` read files, folders and stdin,
``write_deck`` writes. Reading is lenient and reports every line that was not a clean match
(:class:`ParseIssue`); ``strict=True`` turns the first issue into a :class:`DeckError`.
"""

from .jsonfmt import deck_record, result_record
from .model import ParseIssue, ParseResult
from .read import (
    DECK_SUFFIXES, INPUT_FORMATS, MAX_BYTES, decode, deck_paths, detect_format, parse_deck, read_deck, read_decks,
)
from .resolve import Resolution, Resolver
from .write import OUTPUT_FORMATS, write_deck

__all__ = [
    "DECK_SUFFIXES", "INPUT_FORMATS", "MAX_BYTES", "OUTPUT_FORMATS", "ParseIssue", "ParseResult", "Resolution",
    "Resolver", "decode", "deck_paths", "deck_record", "detect_format", "parse_deck", "read_deck", "read_decks",
    "result_record", "write_deck",
]
