"""Property-based tests of the card source reader: whatever the bytes, only a VtesError, quickly.

Generated zips, generated csv files and real rows of tests/data/vekn_mini with perturbed
fields go through :func:`read_source`, :func:`parse_cards`, :func:`build_store` and
:func:`update_store` (zip and folder sources). Each either builds a store that loads, or raises
a :class:`VtesError` (never a KeyError, csv.Error, zlib.error, OverflowError...). The number of
cases comes from the hypothesis profile in conftest.py.
"""

from __future__ import annotations

import csv
import io
import tempfile
import zipfile
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from vtes_tools import VtesError, load_cards
from vtes_tools.cards import REQUIRED_COLUMNS, build_store, parse_cards, read_source
from vtes_tools.fetch import update_store

MINI = Path(__file__).resolve().parent / "data" / "vekn_mini"
FILES = {p.name: p.read_text(encoding="utf-8") for p in sorted(MINI.glob("*.csv"))}
ROWS = {name: list(csv.reader(io.StringIO(text, newline=""))) for name, text in FILES.items()}


def _zip(files: dict[str, str | bytes], method: int = zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buf.getvalue()


def _csv(rows: list[list[str]]) -> str:
    out = io.StringIO(newline="")
    csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\n").writerows(rows)
    return out.getvalue()


def _build_and_load(data: bytes) -> None:
    """Build a store from ``data`` and read it back; a VtesError is an accepted answer."""
    with tempfile.TemporaryDirectory() as folder:
        db_path = Path(folder) / "cards.sqlite"
        try:
            build_store(data, {"source": "fuzz"}, db_path, origin="fuzz")
        except VtesError:
            assert not db_path.exists()
            assert list(Path(folder).iterdir()) == []  # no temporary file left behind
            return
        db = load_cards(db_path)
        for card in list(db)[:3]:
            assert db[card.id] is card
            try:
                db.lookup(card.name)
            except VtesError:
                pass


# Field values that have broken readers: numbers too large for SQLite, impossible dates, odd
# digits, separators, quotes, control characters, long text.
ODD_FIELDS = st.one_of(
    st.sampled_from(
        [
            "", " ", "X", "x", "-1", "0", "99999999999999999999999", "2147483648", "²", "٣", "1_000", "20261340",
            "20260230", "00000000", "2026", "9999", "Vampire", "Master/Action", "Action Modifier/Reaction",
            "Werewolf", "/",
            "&", "V5:PTr1", "Promo:202404235", "Promo-2", ":", ",", ";", '"', "\n", "\r\n", "\x00", "/Name/",
            "Camarilla", "{Sabbat", "ANY", "DOM", "dom obf", "y", "1/2", "\ufeff", "ÿ" * 200,
        ]
    ),
    st.text(max_size=40),
    st.integers().map(str),
)


@pytest.mark.timeout(120)
@given(data=st.binary(max_size=2048))
def test_any_bytes_as_the_source(data: bytes) -> None:
    try:
        read_source(data)
    except VtesError:
        pass


@pytest.mark.timeout(120)
@given(
    name=st.sampled_from(sorted(REQUIRED_COLUMNS)),
    header=st.booleans(),
    text=st.text(alphabet=st.sampled_from(list('ab1,"\n\r; :/X\x00é')), max_size=300),
    method=st.sampled_from([zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA]),
)
def test_a_generated_csv_file(name: str, header: bool, text: str, method: int) -> None:
    files: dict[str, str | bytes] = dict(FILES)
    files[name] = (FILES[name].splitlines(keepends=True)[0] if header else "") + text
    _build_and_load(_zip(files, method))


@pytest.mark.timeout(120)
@given(
    name=st.sampled_from(sorted(FILES)),
    row=st.integers(min_value=0, max_value=30),
    column=st.integers(min_value=0, max_value=20),
    value=ODD_FIELDS,
    duplicate_row=st.booleans(),
)
@example(name="vtescrypt.csv", row=1, column=13, value="2147483648", duplicate_row=False)  # a ban year past date's
def test_a_perturbed_real_row(name: str, row: int, column: int, value: str, duplicate_row: bool) -> None:
    rows = [list(r) for r in ROWS[name]]
    r = rows[row % len(rows)]
    if column < len(r):
        r[column] = value
    else:
        r.append(value)  # one field too many
    if duplicate_row:
        rows.append(list(rows[-1]))
    files: dict[str, str | bytes] = dict(FILES)
    files[name] = _csv(rows)
    _build_and_load(_zip(files))


@pytest.mark.timeout(120)
@given(
    name=st.sampled_from(sorted(FILES)),
    cut=st.integers(min_value=0, max_value=5000),
    junk=st.binary(max_size=16),
)
def test_a_damaged_file_in_a_folder_source(name: str, cut: int, junk: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "csv"
        source.mkdir()
        for fname, text in FILES.items():
            raw = text.encode("utf-8")
            if fname == name:
                raw = raw[: cut % (len(raw) + 1)] + junk + raw[cut % (len(raw) + 1) :]
            (source / fname).write_bytes(raw)
        db_path = Path(folder) / "cards.sqlite"
        try:
            update_store(db_path, str(source))
        except VtesError:
            assert not db_path.exists()
            return
        assert len(load_cards(db_path)) > 0


def test_parse_cards_on_rows_missing_keys() -> None:
    source = read_source(_zip(dict(FILES)))
    del source["vtescrypt.csv"][0]["Banned"]
    source["vteslib.csv"][0]["Type"] = None  # type: ignore[assignment]
    with pytest.raises(VtesError, match=r"a row cannot be read \('vtescrypt.csv' row 1: 'Banned'\)"):
        parse_cards(source)
