"""vtes-tools: a toolkit for Vampire: The Eternal Struggle."""

from .cards import CardDB, Match, Precon, load_cards
from .decks import ParseIssue, ParseResult, parse_deck, read_deck, read_decks, write_deck
from .errors import AmbiguousCardError, CardStoreError, CorpusError, DeckError, UnknownCardError, VtesError
from .models import Card, CardType, Deck, EventInfo, Print
from .twda import load_twda
from .version import __version__

__all__ = [
    "AmbiguousCardError", "Card", "CardDB", "CardStoreError", "CardType", "Deck", "DeckError",
    "EventInfo", "Match", "Precon", "Print", "UnknownCardError", "VtesError", "load_cards",
    "ParseIssue", "ParseResult", "parse_deck", "read_deck", "read_decks", "write_deck", "CorpusError", "load_twda",
]

#: Exports whose modules import pandas: loaded on first use, so ``import vtes_tools`` stays light.
_LAZY = {"validate": "legality", "deck_stats": "stats", "DeckStats": "stats", "simulate_goldfish": "simulate", "simulate_table": "simulate",
         "game_log": "simulate", "goldfish_log": "simulate"}
__all__ += ["validate", "DeckStats", "deck_stats", "simulate_goldfish", "simulate_table", "game_log", "goldfish_log"]


def __getattr__(name: str) -> object:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
