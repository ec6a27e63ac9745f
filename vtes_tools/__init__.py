"""vtes-tools: a toolkit for Vampire: The Eternal Struggle."""

from .cards import CardDB, Match, Precon, load_cards
from .errors import AmbiguousCardError, CardStoreError, DeckError, UnknownCardError, VtesError
from .models import Card, CardType, Deck, EventInfo, Print

__version__ = "0.1.0"

__all__ = [
    "AmbiguousCardError", "Card", "CardDB", "CardStoreError", "CardType", "Deck", "DeckError",
    "EventInfo", "Match", "Precon", "Print", "UnknownCardError", "VtesError", "load_cards",
]
