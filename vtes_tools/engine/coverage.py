"""How much of a deck or a decklist corpus the engine models and executes: one row per card with
its copies, whether its text is *modeled* (described by primitives), played in goldfish, and
*executed* by the rules (``rules.executes``, from the checks the rules play cards with), the
primitives of each way of playing it and the sentences left unread, and the card's *home*: the
modules of the engine's cards layer holding its code (:func:`.card_types.homes`: ``reaction_cards``,
``explicit: reactions``, ``masters: TORPOR_BURN``..., ``text`` for a card the card language reads
with no home of its own); :func:`coverage_summary` gives the shares weighted by copies. It sits above
the rules, which it asks.
"""

from __future__ import annotations

import logging

from ..errors import DeckError, UnknownCardError
from ..models import Card, Deck
from .card_types import homes
from .effects import COVERAGE_COLUMNS, CryptEffect, Effect, EffectRegistry, describe_effect
from .rules import executes, executes_goldfish

logger = logging.getLogger(__name__)

#: the report's columns: the effect's, with the card's home after where its effect comes from
_SOURCE = COVERAGE_COLUMNS.index("source") + 1
COLUMNS = [*COVERAGE_COLUMNS[:_SOURCE], "home", *COVERAGE_COLUMNS[_SOURCE:]]


def _coverage_row(card: Card, copies: int, eff: Effect | CryptEffect) -> dict[str, object]:
    return {
        "id": card.id, "name": card.name, "section": "crypt" if card.is_crypt else "library",
        "type": card.type_label, "copies": copies,
        "mode": "vampire" if card.is_crypt else eff.mode.name.lower(),
        "modeled": eff.complete, "goldfish": bool(eff.goldfish and eff.complete),
        "executed": executes(eff, card), "executed_goldfish": executes_goldfish(eff, card), "source": eff.source,
        "home": ", ".join(homes(card, eff)), "effects": describe_effect(eff), "unread": " / ".join(eff.unread),
    }


def coverage(deck: Deck, registry: EffectRegistry | None = None):  # -> pandas.DataFrame
    """One row per card of the deck, crypt then library: copies, modeled (every sentence of its
    text stands for primitives, or is sect / title / play-window wording), played in goldfish,
    where the effect comes from (``text`` / ``explicit``), its home (the engine modules holding its
    code, most specific first, comma-separated), the primitives of each way of playing
    it, and the sentences left unread."""
    import pandas as pd

    reg = registry or EffectRegistry()
    rows = [_coverage_row(card, n, reg.of(card)) for card, n in (*deck.crypt, *deck.library)]
    return pd.DataFrame(rows, columns=COLUMNS)


def coverage_summary(frame) -> dict[str, float | int]:  # frame from coverage() / corpus_coverage()
    """Shares of card slots (weighted by copies) that are modeled, i.e. *described* by
    primitives: ``modeled_share`` of the library slots (as always), ``crypt_modeled_share``,
    ``total_modeled_share`` of all slots (crypt and library); ``goldfish_share``: the library
    slots the goldfish engine plays. The same for what the rules *execute* (every primitive
    applied where the card is played): ``executed_share`` (library), ``crypt_executed_share``,
    ``total_executed_share``, and ``total_executed_goldfish_share`` (all slots a goldfish game
    applies for an effect, or whose abilities only matter against other players)."""

    def share(rows, column: str) -> float:
        total = int(rows["copies"].sum())
        return float(rows.loc[rows[column], "copies"].sum() / total) if total else 0.0

    crypt = frame[frame["section"] == "crypt"]
    library = frame[frame["section"] == "library"]
    return {
        "total_cards": int(frame["copies"].sum()),
        "crypt_cards": int(crypt["copies"].sum()),
        "library_cards": int(library["copies"].sum()),
        "modeled_share": share(library, "modeled"),
        "crypt_modeled_share": share(crypt, "modeled"),
        "total_modeled_share": share(frame, "modeled"),
        "goldfish_share": share(library, "goldfish"),
        "executed_share": share(library, "executed"),
        "crypt_executed_share": share(crypt, "executed"),
        "total_executed_share": share(frame, "executed"),
        "total_executed_goldfish_share": share(frame, "executed_goldfish"),
    }


def corpus_coverage(db, expected_path, registry: EffectRegistry | None = None):  # -> pandas.DataFrame
    """Coverage over a decklist corpus such as the TWDA's ``expected.jsonl`` (one JSON object per
    line with ``crypt`` and ``library`` as ``{VEKN id: count}``): one row per card with ``copies``
    the slots it fills over all decks and ``decks`` the decks playing it, most played first.
    :func:`coverage_summary` of the result gives the corpus-wide weighted figures.

    Raises :class:`~vtes_tools.errors.DeckError` when the file cannot be read or a line is not
    such an object; card ids missing from ``db`` are skipped and logged.
    """
    import json
    from collections import Counter
    from pathlib import Path

    import pandas as pd

    reg = registry or EffectRegistry()
    slots: Counter[int] = Counter()
    decks: Counter[int] = Counter()
    path = Path(expected_path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckError(f"cannot read the decklist corpus {str(path)!r} ({exc}): give an expected.jsonl path") from None
    for k, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            deck = json.loads(line)
            for section in ("crypt", "library"):
                for cid, n in deck[section].items():
                    slots[int(cid)] += int(n)
                    decks[int(cid)] += 1
        except (ValueError, KeyError, TypeError, AttributeError):
            raise DeckError(
                f"line {k} of {str(path)!r} is not a deck with crypt and library id counts: check the file"
            ) from None
    rows = []
    missing = 0
    for cid, n in slots.most_common():
        try:
            card = db[cid]
        except (UnknownCardError, KeyError):
            missing += 1
            continue
        row = _coverage_row(card, n, reg.of(card))
        row["decks"] = decks[cid]
        rows.append(row)
    if missing:
        logger.warning("%d card ids of %s are not in the card database; skipped", missing, path)
    return pd.DataFrame(rows, columns=[*COLUMNS, "decks"])


__all__ = ["COLUMNS", "corpus_coverage", "coverage", "coverage_summary"]
