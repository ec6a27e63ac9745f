"""Property-based tests of every decklist reader, the JSON deck reader and the format-file reader:
whatever text, bytes or JSON they are given (made up, or a real decklist mutated), they answer
with a deck or a :class:`VtesError`, never another exception, and in bounded time.

The suite runs the modest ``ci`` profile (tests/conftest.py); ``benchmarks/fuzz.py`` runs the same
properties with many more cases (``HYPOTHESIS_PROFILE=thorough``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtes_tools import VtesError, parse_deck, write_deck
from vtes_tools.decks import INPUT_FORMATS, OUTPUT_FORMATS, Resolver, decode, detect_format
from vtes_tools.legality import load_format, parse_format

DATA = Path(__file__).resolve().parent / "data" / "decks"
TWDA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "twda" / "decks"  # as conftest.SHARED
#: a few real TWDA entries, when ../shared is there: long descriptions, old layouts, date ranges
TWDA_SAMPLES = ("2k3bath1", "10008", "2011zban", "2012syasjc", "newark2k1")

FORMATS = [None, *(f for f in INPUT_FORMATS if f != "precon")]
#: a property's time bound (all its cases): generous, and growing with the profile's number of cases
BOUNDED = pytest.mark.timeout(60 + settings.default.max_examples // 2)


def _real_decklists() -> list[str]:
    texts = [p.read_text("utf-8") for p in sorted(DATA.iterdir()) if p.is_file()]
    texts += [(TWDA / f"{name}.txt").read_text("utf-8", "replace") for name in TWDA_SAMPLES if (TWDA / f"{name}.txt").is_file()]
    return texts


REAL = _real_decklists()


@pytest.fixture(scope="module")
def resolver(cards):
    return Resolver(cards)


# -- generated input ----------------------------------------------------------------------------

#: the characters decklists are made of, and those that broke readers: digits, brackets, count
#: marks, comment marks, Unicode spaces and digits, quotes, accents
PIECES = st.sampled_from([
    "3x ", "x3", " (2)", "[ADV]", "(G2)", "Crypt", "Library", "Crypt (12 cards, min=1, max=9, avg=4)", "Library (90 cards)",
    "Description:", "Deck Name:", "--", "//", "#", " # ", ":", "*", "-", "\t", "  ", "\u2003", "\u00a0", "\u00b2", "\u0663",
    "Arika", "Govern the Unaligned", "Cybele", "Anarch Free Press, The", "Theo Bell (G2 ADV)", "Céleste", '"', "`",
    "December 13th 2021", " -- December 15th 2021", "16 players", "2R+F", "https://www.vekn.net/", "\n", "\n\n",
    "0", "999999999", "1" * 30, "9" * 4400, "{", "}", "[", "]", ",", " players", " cards)", "\n\u00b2\n",
])
DECKISH = st.lists(st.one_of(PIECES, st.text(max_size=12)), max_size=60).map("".join)


@st.composite
def mutated(draw) -> str:
    """A real decklist with a few random edits: a slice cut, repeated or replaced, lines swapped."""
    text = draw(st.sampled_from(REAL))
    for _ in range(draw(st.integers(1, 4))):
        n = len(text)
        i = draw(st.integers(0, n))
        j = draw(st.integers(i, min(n, i + 200)))
        op = draw(st.sampled_from(["cut", "repeat", "insert", "swap"]))
        if op == "cut":
            text = text[:i] + text[j:]
        elif op == "repeat":
            text = text[:j] + text[i:j] * draw(st.integers(1, 5)) + text[j:]
        elif op == "insert":
            text = text[:i] + draw(DECKISH) + text[i:]
        else:
            lines = text.splitlines()
            if len(lines) > 1:
                a, b = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
                lines[a], lines[b] = lines[b], lines[a]
                text = "\n".join(lines)
    return text


JSON_LEAF = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20), st.sampled_from(["Arika", "200076", "Govern the Unaligned", "crypt", "library", "cards", "count"]),
)
JSON_KEY = st.one_of(
    st.sampled_from(["crypt", "library", "cards", "id", "name", "count", "event", "date", "end_date", "players", "description"]),
    st.text(max_size=8),
)
JSON_VALUE = st.recursive(
    JSON_LEAF, lambda inner: st.one_of(st.lists(inner, max_size=6), st.dictionaries(JSON_KEY, inner, max_size=6)), max_leaves=40
)
FORMAT_KEY = st.one_of(
    st.sampled_from(["name", "description", "base", "sets", "cards", "banned", "crypt_min", "crypt_max", "library_min",
                     "library_max", "grouping"]),
    st.text(max_size=8),
)
FORMAT_VALUE = st.one_of(
    st.dictionaries(FORMAT_KEY, JSON_VALUE, max_size=8),
    JSON_VALUE,
)


def _reads_or_refuses(text: str, resolver: Resolver, fmt: str | None) -> None:
    try:
        res = parse_deck(text, resolver, fmt=fmt)
    except VtesError:
        return
    for out in OUTPUT_FORMATS:  # what was read can be written, and read back
        try:
            parse_deck(write_deck(res.deck, out), resolver, fmt=out)
        except VtesError:
            pass


# -- the properties ------------------------------------------------------------------------------


@BOUNDED
@given(text=st.one_of(DECKISH, st.text(max_size=300)))
def test_any_text_is_read_or_refused_by_every_reader(resolver, text):
    detect_format(text)
    for fmt in FORMATS:
        _reads_or_refuses(text, resolver, fmt)


@BOUNDED
@given(text=mutated())
def test_mutated_real_decklists_are_read_or_refused_by_every_reader(resolver, text):
    for fmt in FORMATS:
        _reads_or_refuses(text, resolver, fmt)


@BOUNDED
@given(data=st.one_of(
    st.binary(max_size=300), mutated().map(lambda t: t.encode("utf-16")), mutated().map(lambda t: t.encode("cp1252", "replace")),
))
def test_any_bytes_are_decoded_or_refused(resolver, data):
    try:
        text = decode(data, "fuzz")
    except VtesError:
        return
    _reads_or_refuses(text, resolver, None)


@BOUNDED
@given(value=JSON_VALUE)
def test_any_json_is_a_deck_or_refused(resolver, value):
    text = json.dumps(value)
    _reads_or_refuses(text, resolver, "json")
    _reads_or_refuses(json.dumps({"crypt": value, "library": [value]}), resolver, "json")


@BOUNDED
@given(value=FORMAT_VALUE)
def test_any_format_json_is_a_format_or_refused(cards, tmp_path_factory, value):
    try:
        parse_format(value, source="fuzz", db=cards)
    except VtesError:
        pass
    path = tmp_path_factory.mktemp("fmt") / "format.json"
    path.write_text(json.dumps(value))
    try:
        load_format(path, db=cards)
    except VtesError:
        pass


@BOUNDED
@given(data=st.binary(max_size=200))
def test_any_format_file_bytes_are_a_format_or_refused(cards, tmp_path_factory, data):
    path = tmp_path_factory.mktemp("fmt") / "format.json"
    path.write_bytes(data)
    try:
        load_format(path, db=cards)
    except VtesError:
        pass
