"""Tournament legality: ``validate(deck, fmt, as_of)`` returns every problem of a deck at once.

Each rule is one small function taking ``(deck, fmt, as_of)`` and yielding :class:`Problem`
values; :func:`validate` runs them all and never stops at the first. A format
(:class:`Format`) holds the limits: deck sizes, the grouping rule, the card pool and extra
bans. Built-in formats are ``standard``, ``v5`` and ``duel``; :func:`load_format` also reads a
custom format from a JSON file.

Sources of the thresholds are cited next to them. ``rules`` refers to the comprehensive
rulebook (2018), ``V5 rulebook`` to the Fifth Edition rulebook, ``VEKN tournament rules`` to the
constructed tournament rules of the V:EKN.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from .decks.model import clip
from .decks.read import read_regular
from .errors import FormatError
from .models import ANY_GROUP, Card, Deck

if TYPE_CHECKING:
    from .cards import CardDB
    from .decks import ParseResult

log = logging.getLogger(__name__)

Severity = Literal["error", "warning"]

# Problem codes: stable strings for scripts and reports.
CRYPT_SIZE = "crypt-size"
LIBRARY_SIZE = "library-size"
GROUPING = "grouping"
BANNED = "banned"
NOT_YET_LEGAL = "not-yet-legal"
NOT_IN_FORMAT = "not-in-format"
UNRESOLVED = "unresolved"
AMBIGUOUS = "ambiguous"
RELEASE_UNKNOWN = "release-unknown"
PARSE = "parse"

#: New cards become tournament legal this many days after their release (VEKN tournament
#: rules 4.1 as applied until the rule change of 2025-09-21) ...
LEGAL_DELAY = dt.timedelta(days=30)
#: ... and on their release date for releases from this day on (VEKN rule change).
IMMEDIATE_LEGALITY_FROM = dt.date(2025, 9, 21)

#: The Fifth Edition family of sets (Fifth Edition, Anarch, Companion, Sabbat).
V5_SETS = frozenset({"V5", "V5A", "V5C", "SV5"})
#: Promo releases of the V5 era whose cards belong to the V5 card pool: the V5 Polish edition
#: promo, Promo Pack 3, the 2022 European GP promo and the 2022-2024 reprint promos. The
#: official files do not mark these; the list follows the ``Format`` column of the krcg
#: distribution of the same files, which marks the cards they hold as V5-format cards.
V5_PROMOS = frozenset(
    {"Promo-20201030", "Promo-20211015", "Promo-20220730", "Promo-20221105", "Promo-20230531", "Promo-20240423"}
)


# ---------------------------------------------------------------------------------------------
# Results


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a deck: a stable ``code``, a sentence, the card ids involved."""

    code: str
    message: str
    cards: tuple[int, ...] = ()
    severity: Severity = "error"

    def __repr__(self) -> str:
        return f"Problem({self.severity} {self.code}: {self.message})"


@dataclass(frozen=True, slots=True)
class Validation:
    """Every problem found in a deck, for a format and a date."""

    format: str
    as_of: dt.date
    problems: tuple[Problem, ...] = ()

    @property
    def errors(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity == "error")

    @property
    def warnings(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity == "warning")

    @property
    def legal(self) -> bool:
        """True when there is no error (warnings do not make a deck illegal)."""
        return not any(p.severity == "error" for p in self.problems)

    @property
    def codes(self) -> tuple[str, ...]:
        """The codes of the errors, in order, without repeats."""
        return tuple(dict.fromkeys(p.code for p in self.errors))

    def __repr__(self) -> str:
        state = "legal" if self.legal else "illegal " + ",".join(self.codes)
        return f"Validation({self.format} {self.as_of.isoformat()} {state})"

    def _repr_html_(self) -> str:
        """For Jupyter: legal or not, the format and date, then every problem (HTML-escaped)."""
        from html import escape

        state, color = ("legal", "#1a7f37") if self.legal else ("illegal", "#cf222e")
        rows = "".join(
            f"<tr><td>{p.severity}</td><td><code>{escape(p.code)}</code></td><td>{escape(p.message)}</td></tr>"
            for p in self.problems
        )
        table = f"<table><tr><th>severity</th><th>code</th><th>problem</th></tr>{rows}</table>" if rows else ""
        return (
            f"<div class='vtes-validation'><b style='color:{color}'>{state}</b> "
            f"({escape(self.format)}, as of {self.as_of.isoformat()}): {len(self.errors)} errors, "
            f"{len(self.warnings)} warnings{table}</div>"
        )


# ---------------------------------------------------------------------------------------------
# Formats


@dataclass(frozen=True, slots=True)
class Format:
    """The limits a deck must respect.

    The card pool is every card printed in ``sets`` plus every card id in ``cards``; with
    neither, every card. ``banned`` adds bans to the VEKN banned list, which always applies.
    """

    name: str
    crypt_min: int = 12
    crypt_max: int | None = None
    library_min: int = 60
    library_max: int | None = 90
    grouping: bool = True
    sets: frozenset[str] | None = None
    cards: frozenset[int] = frozenset()
    banned: frozenset[int] = frozenset()
    description: str = ""

    @property
    def restricts_pool(self) -> bool:
        return self.sets is not None or bool(self.cards)

    def in_pool(self, card: Card) -> bool:
        """True when the card belongs to this format's card pool."""
        if not self.restricts_pool:
            return True
        sets = self.sets or frozenset()
        return card.id in self.cards or any(p.set in sets for p in card.prints)


#: Standard constructed: crypt at least 12 cards, library 60 to 90 cards.
#: VEKN tournament rules 6.2; V5 rulebook, deck construction ("al menos 12 cartas en su cripta,
#: y entre 60 y 90 cartas en su biblioteca"). The comprehensive rules 1.2 (2018) give the older
#: casual rule: library at least 40 cards plus up to 10 more per player in the game.
STANDARD = Format(
    "standard",
    crypt_min=12,  # VEKN tournament rules 6.2; V5 rulebook, deck construction
    library_min=60,  # VEKN tournament rules 6.2; V5 rulebook, deck construction
    library_max=90,  # VEKN tournament rules 6.2; V5 rulebook, deck construction
    description="VEKN standard constructed: crypt >= 12, library 60-90, grouping, every card",
)

#: Fifth Edition: standard limits on the Fifth Edition card pool.
V5 = replace(
    STANDARD,
    name="v5",
    sets=V5_SETS | V5_PROMOS,
    description="standard limits, only cards printed in the Fifth Edition sets (V5, V5A, V5C, SV5) and V5 promos",
)

#: Two-player games: the comprehensive rules 1.2 allow 40 library cards plus 10 per player,
#: so 40 to 60 cards with two players; the crypt keeps its minimum of 12.
DUEL = replace(
    STANDARD,
    name="duel",
    library_min=40,  # rules 1.2: at least 40 library cards
    library_max=60,  # rules 1.2: 40 + 10 per player, two players
    description="two-player games: crypt >= 12, library 40-60 (rules 1.2), grouping, every card",
)

FORMATS: dict[str, Format] = {f.name: f for f in (STANDARD, V5, DUEL)}

#: Crypt and library limits of a custom format are at most this; a format file at most this big.
MAX_SIZE = 10_000
MAX_FORMAT_BYTES = 1024 * 1024
_FORMAT_KEYS = {
    "name": "a short name",
    "description": "one line",
    "base": "standard, v5 or duel",
    "sets": "a list of set abbreviations",
    "cards": "a list of VEKN card ids",
    "banned": "a list of VEKN card ids",
    "crypt_min": "an integer from 0 to 10000",
    "crypt_max": "an integer from 0 to 10000 or null",
    "library_min": "an integer from 0 to 10000",
    "library_max": "an integer from 0 to 10000 or null",
    "grouping": "true or false",
}


def load_format(name_or_path: str | os.PathLike[str] | Format, *, db: CardDB | None = None) -> Format:
    """A built-in format by name (``standard``, ``v5``, ``duel``) or a custom one from JSON.

    A custom file is a JSON object; every key is optional::

        {"name": "v5-league", "base": "standard", "sets": ["V5", "V5A"],
         "cards": [100001], "banned": [100845], "crypt_min": 12, "crypt_max": 40,
         "library_min": 60, "library_max": 80, "grouping": true}

    With ``db``, set names and card ids are checked against it. Raises :class:`FormatError`
    with one line naming what is wrong.
    """
    if isinstance(name_or_path, Format):
        return name_or_path
    text = os.fspath(name_or_path)
    if text.lower() in FORMATS:
        return FORMATS[text.lower()]
    path = Path(text)
    if not path.suffix.lower() == ".json" and not path.exists():
        raise FormatError(f"unknown format {text!r}: use {', '.join(FORMATS)} or a JSON file")
    try:
        data = read_regular(path, MAX_FORMAT_BYTES)
    except OSError as exc:
        raise FormatError(f"cannot read the format file {text!r} ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise FormatError(f"the format file {text!r} {exc}: a format is a small JSON file") from None
    try:
        raw = json.loads(data.decode("utf-8-sig"))
    except RecursionError:
        raise FormatError(f"the format file {text!r} is nested too deeply: a format is one flat JSON object") from None
    except ValueError as exc:  # bad JSON, not UTF-8, an integer of over 4,300 digits
        raise FormatError(f"the format file {text!r} is not valid JSON ({str(exc).split(';')[0]})") from None
    return parse_format(raw, source=text, db=db, default_name=path.stem)


def parse_format(raw: Any, *, source: str = "format", db: CardDB | None = None, default_name: str = "custom") -> Format:
    """Build a :class:`Format` from a decoded JSON object (see :func:`load_format`)."""
    if not isinstance(raw, dict):
        raise FormatError(f"{source!r}: a format must be a JSON object, not {type(raw).__name__}")
    unknown = sorted(set(raw) - set(_FORMAT_KEYS))
    if unknown:
        raise FormatError(f"{source!r}: unknown key {unknown[0]!r}; known keys: {', '.join(_FORMAT_KEYS)}")

    def bad(key: str) -> FormatError:
        return FormatError(f"{source!r}: {key!r} must be {_FORMAT_KEYS[key]}, not {clip(raw[key])}")

    base_name = raw.get("base", "standard")
    if not isinstance(base_name, str) or base_name.lower() not in FORMATS:
        raise bad("base")
    base = FORMATS[base_name.lower()]
    changes: dict[str, Any] = {}
    for key in ("name", "description"):
        if key in raw:
            if not isinstance(raw[key], str) or not raw[key].strip():
                raise bad(key)
            changes[key] = raw[key].strip()
    changes.setdefault("name", default_name)
    changes.setdefault("description", f"custom format from {source}, based on {base.name}")
    for key, optional in (("crypt_min", False), ("crypt_max", True), ("library_min", False), ("library_max", True)):
        if key in raw:
            v = raw[key]
            if (v is None and not optional) or (v is not None and (type(v) is not int or not 0 <= v <= MAX_SIZE)):
                raise bad(key)
            changes[key] = v
    if "grouping" in raw:
        if not isinstance(raw["grouping"], bool):
            raise bad("grouping")
        changes["grouping"] = raw["grouping"]
    if "sets" in raw:
        if not isinstance(raw["sets"], list) or not all(isinstance(s, str) and s.strip() for s in raw["sets"]):
            raise bad("sets")
        changes["sets"] = frozenset(s.strip() for s in raw["sets"])
    for key in ("cards", "banned"):
        if key in raw:
            if not isinstance(raw[key], list) or not all(type(i) is int and i > 0 for i in raw[key]):
                raise bad(key)
            changes[key] = frozenset(raw[key])
    fmt = replace(base, **changes)
    for lo, hi in (("crypt_min", "crypt_max"), ("library_min", "library_max")):
        lo_v, hi_v = getattr(fmt, lo), getattr(fmt, hi)
        if hi_v is not None and hi_v < lo_v:
            raise FormatError(f"{source!r}: {hi!r} ({hi_v}) is smaller than {lo!r} ({lo_v})")
    if db is not None:
        _check_against_db(fmt, db, source)
    return fmt


def _check_against_db(fmt: Format, db: CardDB, source: str) -> None:
    known_sets = set(db.sets) | {p.set for c in db for p in c.prints}
    for s in sorted(fmt.sets or ()):
        if s not in known_sets:
            near = sorted(k for k in known_sets if k.lower() == s.lower())
            hint = f": did you mean {near[0]!r}?" if near else ": see `vtes db info` and the Set column"
            raise FormatError(f"{source!r}: unknown set {s!r}{hint}")
    for key in ("cards", "banned"):
        missing = sorted(i for i in getattr(fmt, key) if i not in db)
        if missing:
            raise FormatError(f"{source!r}: {key!r} holds an id of no card: {missing[0]!r}")


# ---------------------------------------------------------------------------------------------
# The rules, one function each


def _names(cards: Iterable[Card]) -> str:
    return ", ".join(c.display_name for c in cards)


def check_crypt_size(deck: Deck, fmt: Format, as_of: dt.date) -> Iterator[Problem]:
    """Crypt at least ``fmt.crypt_min`` cards (12: VEKN tournament rules 6.2, V5 rulebook)."""
    n = deck.crypt_count
    if n < fmt.crypt_min:
        yield Problem(CRYPT_SIZE, f"crypt has {n} cards, {fmt.name} needs at least {fmt.crypt_min}")
    elif fmt.crypt_max is not None and n > fmt.crypt_max:
        yield Problem(CRYPT_SIZE, f"crypt has {n} cards, {fmt.name} allows at most {fmt.crypt_max}")


def check_library_size(deck: Deck, fmt: Format, as_of: dt.date) -> Iterator[Problem]:
    """Library between the format's limits (60-90: VEKN tournament rules 6.2, V5 rulebook)."""
    n = deck.library_count
    if n < fmt.library_min:
        yield Problem(LIBRARY_SIZE, f"library has {n} cards, {fmt.name} needs at least {fmt.library_min}")
    elif fmt.library_max is not None and n > fmt.library_max:
        yield Problem(LIBRARY_SIZE, f"library has {n} cards, {fmt.name} allows at most {fmt.library_max}")


def check_grouping(deck: Deck, fmt: Format, as_of: dt.date) -> Iterator[Problem]:
    """All crypt cards from one group or two consecutive groups; group ANY fits every crypt.

    rules 1.5.5; V5 rulebook, advanced rules of deck construction; V5 rulebook glossary
    "Grupo" (crypt cards of group ANY are not limited). The offending cards named are those
    outside the two consecutive groups holding the most crypt cards.
    """
    if not fmt.grouping:
        return
    per_group: Counter[int] = Counter()
    for card, n in deck.crypt:
        if card.group and card.group != ANY_GROUP and card.group.isdigit():
            per_group[int(card.group)] += n
    if not per_group or max(per_group) - min(per_group) <= 1:
        return
    best = max(sorted(per_group), key=lambda g: per_group[g] + per_group.get(g + 1, 0))
    keep = {str(best), str(best + 1)}
    off = [c for c, _ in deck.crypt if c.group and c.group != ANY_GROUP and c.group not in keep]
    groups = ", ".join(str(g) for g in sorted(per_group))
    yield Problem(
        GROUPING,
        f"crypt mixes groups {groups}: use one group or two consecutive groups; "
        f"outside groups {best}-{best + 1}: {_names(off)}",
        tuple(c.id for c in off),
    )


def check_banned(deck: Deck, fmt: Format, as_of: dt.date) -> Iterator[Problem]:
    """No card banned on that date (VEKN tournament rules 4.1, banned list), nor by the format."""
    vekn = [c for c, _ in deck.cards if c.banned is not None and c.banned <= as_of]
    if vekn:
        since = "; ".join(f"{c.display_name} since {c.banned.isoformat()}" for c in vekn if c.banned)
        yield Problem(BANNED, f"banned by the VEKN: {since}", tuple(c.id for c in vekn))
    extra = [c for c, _ in deck.cards if c.id in fmt.banned and c not in vekn]
    if extra:
        yield Problem(BANNED, f"banned in {fmt.name}: {_names(extra)}", tuple(c.id for c in extra))


def legal_from(card: Card) -> dt.date | None:
    """The first day a card may be played in tournaments, or None when its release is unknown.

    30 days after its first release for releases before 2025-09-21, its release day from then on.
    """
    first = card.first_release
    if first is None:
        return None
    return first if first >= IMMEDIATE_LEGALITY_FROM else first + LEGAL_DELAY


def check_release(deck: Deck, fmt: Format, as_of: dt.date) -> Iterator[Problem]:
    """No card before it is tournament legal (see :func:`legal_from`).

    A card with no known release date (only undated prints such as print-on-demand) is taken
    as legal, with a warning.
    """
    early: list[tuple[Card, dt.date]] = []
    unknown: list[Card] = []
    for card, _ in deck.cards:
        start = legal_from(card)
        if start is None:
            unknown.append(card)
        elif as_of < start:
            early.append((card, start))
    if early:
        what = "; ".join(f"{c.display_name} from {d.isoformat()}" for c, d in early)
        ids = tuple(c.id for c, _ in early)
        yield Problem(NOT_YET_LEGAL, f"not yet tournament legal on {as_of.isoformat()}: {what}", ids)
    if unknown:
        yield Problem(
            RELEASE_UNKNOWN,
            f"release date unknown, taken as legal: {_names(unknown)}",
            tuple(c.id for c in unknown),
            "warning",
        )


def check_card_pool(deck: Deck, fmt: Format, as_of: dt.date) -> Iterator[Problem]:
    """Every card in the format's card pool (sets and card ids of the format)."""
    if not fmt.restricts_pool:
        return
    off = [c for c, _ in deck.cards if not fmt.in_pool(c)]
    if off:
        yield Problem(NOT_IN_FORMAT, f"not in the {fmt.name} card pool: {_names(off)}", tuple(c.id for c in off))


Rule = Callable[[Deck, Format, dt.date], Iterator[Problem]]

#: Every rule, in the order their problems are reported.
RULES: tuple[Rule, ...] = (
    check_crypt_size,
    check_library_size,
    check_grouping,
    check_banned,
    check_release,
    check_card_pool,
)


# ---------------------------------------------------------------------------------------------
# Entry points


def _as_date(as_of: dt.date | dt.datetime | None) -> dt.date:
    if as_of is None:
        return dt.date.today()
    if isinstance(as_of, dt.datetime):
        return as_of.date()
    if isinstance(as_of, dt.date):
        return as_of
    raise TypeError(f"as_of must be a date or None, not {as_of!r}")


def validate(
    deck: Deck,
    fmt: str | os.PathLike[str] | Format = "standard",
    as_of: dt.date | None = None,
    *,
    db: CardDB | None = None,
    unresolved: int = 0,
    extra: Iterable[Problem] = (),
) -> Validation:
    """Check a deck against a format on a date (default today); every problem, never the first only.

    ``unresolved`` is the number of decklist lines that named no known card (each is an
    error: the deck cannot be checked fully). ``extra`` problems (from reading the list) are
    reported first.
    """
    form = load_format(fmt, db=db)
    day = _as_date(as_of)
    problems: list[Problem] = list(extra)
    if unresolved:
        s = "s" if unresolved > 1 else ""
        problems.append(Problem(UNRESOLVED, f"{unresolved} decklist line{s} name no known card: fix or remove them"))
    for rule in RULES:
        problems.extend(rule(deck, form, day))
    return Validation(form.name, day, tuple(problems))


#: Parse issue kinds that mean a decklist line was lost, and the problem code each becomes.
_LOST_ISSUES = {"unknown": UNRESOLVED, "bad-count": UNRESOLVED, "ambiguous": AMBIGUOUS}


def parse_problems(result: ParseResult) -> list[Problem]:
    """The issues met reading a decklist, as problems.

    A line that named no card (unknown, ambiguous, a bad count) is an error: the deck as
    listed cannot be checked. Every other issue (a fuzzy or alias match, a duplicate, a
    misplaced card, a section count that does not add up, an ignored line) is a warning.
    """
    out = []
    for issue in result.issues:
        where = f"line {issue.line}: " if issue.line else ""
        text = issue.message or f"{issue.kind}: {issue.text!r}"
        code = _LOST_ISSUES.get(issue.kind)
        cards = (issue.card.id,) if issue.card is not None else ()
        if code is None:
            out.append(Problem(PARSE, f"{where}{text}", cards, "warning"))
        else:
            out.append(Problem(code, f"{where}{text}", cards))
    return out


def validate_parsed(
    result: ParseResult,
    fmt: str | os.PathLike[str] | Format = "standard",
    as_of: dt.date | None = None,
    *,
    db: CardDB | None = None,
    as_of_event: bool = False,
) -> Validation:
    """Validate a parsed decklist (``decks.read_deck``), its reading issues included.

    With ``as_of_event`` the deck is checked as of its TWDA event date when it has one.
    """
    day = as_of
    event = result.deck.event
    if as_of_event and event is not None and event.date is not None:
        day = event.date
    return validate(result.deck, fmt, day, db=db, extra=parse_problems(result))


def validate_many(
    decks: Iterable[Deck],
    fmt: str | os.PathLike[str] | Format = "standard",
    as_of: dt.date | None = None,
    *,
    db: CardDB | None = None,
    as_of_event: bool = False,
) -> list[Validation]:
    """Validate many decks with one format; with ``as_of_event`` each on its event date.

    A deck without an event date is checked as of ``as_of`` (default today).
    """
    form = load_format(fmt, db=db)
    day = _as_date(as_of)
    out = []
    for deck in decks:
        when = day
        if as_of_event and deck.event is not None and deck.event.date is not None:
            when = deck.event.date
        out.append(validate(deck, form, when))
    return out


__all__ = [
    "DUEL", "FORMATS", "Format", "Problem", "RULES", "STANDARD", "V5", "V5_PROMOS", "V5_SETS",
    "Validation", "legal_from", "load_format", "parse_format", "parse_problems", "validate",
    "validate_many", "validate_parsed",
]
