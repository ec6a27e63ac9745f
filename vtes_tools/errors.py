"""Every error the library raises on purpose derives from :class:`VtesError`.

Subclasses also inherit the builtin they resemble, so ``except KeyError`` keeps working for
callers that do not know this package. Messages are lowercase, name the bad value and say
what to do.
"""

from __future__ import annotations


class VtesError(Exception):
    """Base class of every error raised on purpose by vtes_tools."""


class UnknownCardError(VtesError, KeyError):
    """A card name or id matched nothing in the card database."""

    def __init__(self, message: str, suggestions: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.suggestions = suggestions

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


class AmbiguousCardError(VtesError, LookupError):
    """A card name matched several cards about equally well."""

    def __init__(self, message: str, candidates: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.candidates = candidates


class CardStoreError(VtesError, OSError):
    """The local card store or its source could not be read, built or updated."""


class DeckError(VtesError, ValueError):
    """A decklist could not be read."""


class FormatError(VtesError, ValueError):
    """A tournament format definition is invalid."""


class RulesError(VtesError, ValueError):
    """An action is not legal in the current game state."""


class StatsError(VtesError, ValueError):
    """Deck statistics were asked with impossible parameters (negative sizes, no turns)."""


class SimulationError(VtesError, ValueError):
    """A simulation was asked with impossible parameters (no games, a seat outside 1-5...)."""


class BackendError(VtesError, RuntimeError):
    """An execution backend cannot run the work: Dask missing, a cluster unreachable, workers
    without vtes-tools installed."""


class CorpusError(VtesError, OSError):
    """The local TWDA corpus or its source could not be read, built or updated, or a TWDA
    question was asked with values it cannot answer (an unknown clan, a bad date)."""


class SearchError(VtesError, ValueError):
    """A card search was asked with a value no card has (an unknown clan, discipline, set...),
    a capacity that is not a number or range, or a full-text query that cannot be read."""

    def __init__(self, message: str, suggestions: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.suggestions = suggestions


class OutputError(VtesError, OSError):
    """A file the user asked for cannot be written there (a folder where a file is needed, a
    read-only place, a full disk); the previous file, if any, is left as it was."""
