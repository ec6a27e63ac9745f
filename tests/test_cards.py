"""The card store: parsing the official files, the store itself, lookups, search, precons."""

from __future__ import annotations

import datetime as dt
import errno
import hashlib
import io
import os
import sqlite3
import time
import zipfile
from pathlib import Path

import pytest

from vtes_tools import AmbiguousCardError, CardStoreError, UnknownCardError, load_cards
from vtes_tools.cards import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    build_store,
    embedded_snapshot_dir,
    normalize_name,
    parse_prints,
    read_manifest,
    read_source,
    split_name_tags,
    store_meta,
)
from vtes_tools.errors import SearchError
from vtes_tools.fetch import update_store
from vtes_tools.models import CardType


def test_embedded_snapshot_matches_manifest():
    folder = embedded_snapshot_dir()
    manifest = read_manifest(folder)
    data = (folder / manifest["file"]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == manifest["sha256"]
    assert manifest["source"].startswith("http")


def test_whole_database_loads(cards):
    assert len(cards) == 1785 + 2364
    assert sum(c.is_crypt for c in cards) == 1785


def test_store_built_once_and_reused(store_path, cards):
    before = store_path.stat().st_mtime_ns
    again = load_cards(store_path)
    assert store_path.stat().st_mtime_ns == before
    assert len(again) == len(cards)
    assert store_meta(store_path)["origin"] == "embedded"


def test_store_rebuilt_when_embedded_source_changes(tmp_path, cards):
    db = tmp_path / "cards.sqlite"
    load_cards(db)
    con = sqlite3.connect(db)
    with con:
        con.execute("UPDATE meta SET value = 'stale' WHERE key = 'sha256'")
    con.close()
    load_cards(db)
    assert store_meta(db)["sha256"] == read_manifest(embedded_snapshot_dir())["sha256"]


def test_store_has_sets_prints_bundles_and_fulltext(store_path, cards):
    con = sqlite3.connect(store_path)
    try:
        assert con.execute("SELECT release_date FROM sets WHERE abbrev = 'V5'").fetchone() == ("2020-11-30",)
        assert con.execute("SELECT name FROM bundles WHERE set_abbrev = 'V5' AND code = 'PTr'").fetchone() == ("Tremere",)
        (n,) = con.execute("SELECT count(*) FROM prints WHERE bundle = 'PTr' AND set_abbrev = 'V5'").fetchone()
        assert n > 20
        hits = [r[0] for r in con.execute("SELECT rowid FROM cards_fts WHERE cards_fts MATCH 'unaligned'")]
        assert 100845 in hits
    finally:
        con.close()


def test_a_damaged_store_of_ours_is_rebuilt(tmp_path):
    db = tmp_path / "cards.sqlite"
    load_cards(db)
    data = bytearray(db.read_bytes())
    data[100:] = b"\x00" * (len(data) - 100)  # the header (and its application id) kept, the rest lost
    db.write_bytes(bytes(data))
    assert len(load_cards(db)) == 4149


# -- the official files' quirks ---------------------------------------------------------------


def test_crypt_card_fields(cards):
    c = cards[201733]  # Aaradhya, The Callous Tyrant
    assert c.types == (CardType.VAMPIRE,)
    assert c.clans == ("Ventrue",)
    assert c.path == "Power and the Inner Voice"
    assert c.sect == "Sabbat" and c.title == "cardinal" and c.votes == 3
    assert c.capacity == 10 and c.group == "6"
    assert c.discipline_levels == {"ani": 2, "dom": 2, "for": 2, "pot": 2, "pre": 2}


def test_inferior_and_superior_disciplines(cards):
    c = cards[200001]  # Aabbt Kindred: "for pre ser"
    assert c.discipline_levels == {"for": 1, "pre": 1, "ser": 1}
    assert c.clans == ("Ministry",)  # "Follower of Set" in the file


def test_library_card_fields(cards):
    magnum = cards[100001]
    assert magnum.types == (CardType.EQUIPMENT,) and magnum.pool_cost == 2 and magnum.blood_cost is None
    govern = cards["Govern the Unaligned"]
    assert govern.blood_cost == 1 and govern.disciplines == (("dom", 1),)


def test_multi_type_and_discipline_alternatives_and_combos(cards):
    bat = cards["Form of the Bat"]
    assert set(bat.types) == {CardType.ACTION_MODIFIER, CardType.REACTION}
    alts = [c for c in cards if c.is_library and len(c.disciplines) > 1]
    assert any(c.discipline_combo for c in alts) and any(not c.discipline_combo for c in alts)


def test_x_costs_and_burn_option(cards):
    assert any(c.pool_cost == "X" for c in cards)
    assert any(c.blood_cost == "X" for c in cards)
    assert sum(c.burn_option for c in cards) == 51


def test_ban_year_becomes_a_date(cards):
    assert cards[101893].banned == dt.date(2005, 1, 1)  # Succubus Club
    assert cards[201343].banned == dt.date(2020, 8, 1)  # Tarbaby Jack
    assert cards[100845].banned is None


def test_any_group_vampire(cards):
    convert = cards["Anarch Convert"]
    assert convert.id == 200076 and convert.group == "ANY"


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        ("V5:PTr1", [("V5", "", "PTr", 1)]),
        ("CE:U/PTr", [("CE", "U", "", None), ("CE", "", "PTr", None)]),
        ("V5:PH3/PL4", [("V5", "", "PH", 3), ("V5", "", "PL", 4)]),
        ("FN:U2, POD:DTC", [("FN", "U", "", 2), ("POD", "DTC", "", None)]),
        ("Promo-20201030:1", [("Promo-20201030", "", "", 1)]),
        ("Promo:202404235", [("Promo-20240423", "", "", 5)]),
    ],
)
def test_print_tokens(token, expected):
    bundles = {("V5", "PTr"): "Tremere", ("V5", "PH"): "Hecata", ("V5", "PL"): "Lasombra", ("CE", "PTr"): "Tremere"}
    prints = parse_prints(token, {"V5": dt.date(2020, 11, 30)}, bundles)
    assert [(p.set, p.rarity, p.bundle, p.count) for p in prints] == expected


def test_promo_release_date_from_its_name():
    (p,) = parse_prints("Promo-20201030:1", {}, {})
    assert p.release_date == dt.date(2020, 10, 30)
    (p,) = parse_prints("Promo:202404235", {}, {})
    assert p.release_date == dt.date(2024, 4, 23)


def test_card_references_in_text_are_plain_names(cards):
    kindred = cards[200001]
    assert "/Nefertiti/" not in kindred.text and "Nefertiti is ready" in kindred.text


def test_first_release_is_earliest_print(cards):
    assert cards[100001].first_release == dt.date(1994, 8, 16)  # .44 Magnum, Jyhad


# -- names ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "card_id"),
    [
        ("Govern the Unaligned", 100845),
        ("govern the unaligned", 100845),
        ("GOVERN THE UNALIGNED", 100845),
        ("The Rack", 101536),
        ("Rack, The", 101536),
        ("rack the", 101536),
        ("Smiling Jack The Anarch", 101811),
        ("Joaquin de Cadiz", None),  # accents ignored: resolved below
        ("Theo Bell (G2)", 201362),
        ("Theo Bell (G6)", 201613),
        ("Theo Bell (ADV)", 201363),
        ("Theo Bell (G2 ADV)", 201363),
        ("Carlton Van Wyk (Hunter)", 100298),  # an official aka
        ("100845", 100845),
    ],
)
def test_lookup_spellings(cards, written, card_id):
    match = cards.lookup(written)
    if card_id is None:
        assert match.card.name == "Joaquín de Cádiz" and match.how == "exact"
    else:
        assert match.card.id == card_id


def test_fuzzy_lookup_says_so(cards):
    match = cards.lookup("Govern the Unalligned")
    assert match.card.id == 100845 and match.how == "fuzzy" and match.score < 100


def test_same_name_vampires_are_ambiguous_without_group(cards):
    with pytest.raises(AmbiguousCardError) as err:
        cards.lookup("Theo Bell")
    assert set(err.value.candidates) == {"Theo Bell (G2)", "Theo Bell (G6)"}
    assert cards.lookup("Theo Bell", group="6").card.id == 201613


def test_fuzzy_near_tie_is_ambiguous_not_guessed(cards):
    with pytest.raises(AmbiguousCardError) as err:
        cards.lookup("Target Hend")
    assert set(err.value.candidates) == {"Target Hand", "Target Head"}
    with pytest.raises(AmbiguousCardError):
        cards.lookup("Revelation of Despire")


def test_unknown_name_suggests(cards):
    with pytest.raises(UnknownCardError) as err:
        cards.lookup("Govurn Unalined")
    assert "Govern the Unaligned" in err.value.suggestions
    with pytest.raises(UnknownCardError):  # a partial match is a suggestion, never a guess
        cards.lookup("Smiling Jack")
    with pytest.raises(KeyError):  # the builtin it resembles
        cards["no such card at all qqq"]


def test_split_name_tags():
    assert split_name_tags("Theo Bell (G2 ADV)") == ("Theo Bell", "2", True)
    assert split_name_tags("Anarch Convert (GANY)") == ("Anarch Convert", "ANY", None)
    assert split_name_tags("Rack, The") == ("Rack, The", None, None)


def test_normalize_name():
    assert normalize_name("Joaquín de Cádiz") == "joaquin de cadiz"
    assert normalize_name("Ashur Tablets") == normalize_name("ashur  tablets")
    assert normalize_name("Jack’s Ring") == normalize_name("Jack's Ring") == "jacks ring"


# -- search, precons, frame -------------------------------------------------------------------


def test_search_filters(cards):
    tremere_big = cards.search(clan="Tremere", group="5", capacity=">=8")
    assert tremere_big and all(c.clans == ("Tremere",) and c.capacity >= 8 for c in tremere_big)
    assert cards.search(clan="Assamite") == cards.search(clan="Banu Haqim")
    superior = cards.search(discipline="DOM")
    assert superior and all(c.discipline_levels["dom"] == 2 for c in superior)
    assert len(cards.search(discipline="dom")) > len(superior)
    assert {c.id for c in cards.search(banned=True)} == {c.id for c in cards if c.banned}


def test_search_text_uses_fulltext_index(cards):
    found = cards.search(text='"unaligned"')
    assert any(c.id == 100845 for c in found)
    with pytest.raises(SearchError, match="bad text query 'AND OR'"):
        cards.search(text="AND OR")


def test_fifth_edition_precons(cards):
    v5 = {p.name: p for p in cards.precons("V5")}
    for name in ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue"):
        assert (v5[name].crypt_count, v5[name].library_count) == (12, 77), name
    deck = cards.precon("precon:V5:Tremere").deck
    assert deck.crypt_count == 12 and deck.library_count == 77
    with pytest.raises(UnknownCardError):
        cards.precon("V5:Nope")


def test_to_frame_is_tidy(cards):
    frame = cards.to_frame()
    assert len(frame) == len(cards) and frame["id"].is_unique
    assert set(frame["kind"]) == {"crypt", "library"}
    assert frame.loc[frame["id"] == 200076, "group"].item() == "ANY"


def test_card_repr_and_equality(cards):
    a = cards[200076]
    assert repr(a) == "Card(200076 'Anarch Convert')"
    assert a == cards["anarch convert"] and hash(a) == hash(200076)


# -- the source reader ------------------------------------------------------------------------


def _zip(files: dict[str, str]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, text in files.items():
            z.writestr(name, text)
    return buf.getvalue()


def test_read_source_rejects_wrong_shapes():
    with pytest.raises(CardStoreError, match="not a valid zip"):
        read_source(b"garbage")
    with pytest.raises(CardStoreError, match="vtescrypt.csv"):
        read_source(_zip({"other.csv": "a,b\n1,2\n"}))
    real = zipfile.ZipFile(embedded_snapshot_dir() / "vtescsv_utf8.zip")
    files = {n: real.read(n).decode("utf-8") for n in real.namelist()}
    files["vteslib.csv"] = files["vteslib.csv"].replace('"Pool Cost"', '"Pool"', 1)
    with pytest.raises(CardStoreError, match="lacks columns"):
        read_source(_zip(files))


def test_failed_build_leaves_store_intact(tmp_path):
    db = tmp_path / "cards.sqlite"
    load_cards(db)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    with pytest.raises(CardStoreError):
        build_store(b"not a zip", {}, db, origin="test")
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
    assert not [p for p in Path(tmp_path).iterdir() if p.suffix == ".tmp"]


# -- what is at the store's path ---------------------------------------------------------------

MINI = Path(__file__).resolve().parent / "data" / "vekn_mini"


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _other_sqlite(path: Path, *, application_id: int = 0, meta: bool = False) -> None:
    con = sqlite3.connect(path)
    with con:
        con.execute(f"PRAGMA application_id = {application_id}")
        con.execute("CREATE TABLE notes (body TEXT)")
        con.execute("INSERT INTO notes VALUES ('my own data')")
        if meta:  # a meta table, as many programs have, but not ours
            con.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
            con.execute("INSERT INTO meta VALUES ('schema_version', '1')")
    con.close()


FOREIGN_FILES = {
    "text": lambda p: p.write_text("my notes, not cards\n"),
    "empty": lambda p: p.write_bytes(b""),
    "sqlite": _other_sqlite,
    "sqlite with a meta table": lambda p: _other_sqlite(p, meta=True),
    "sqlite of another application": lambda p: _other_sqlite(p, application_id=0x12345678),
}


def _cli(*args: str):
    from click.testing import CliRunner

    from vtes_tools.cli import main

    return CliRunner().invoke(main, list(args))


def _one_error_line(result, *words: str) -> str:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    for w in words:
        assert w in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("kind", FOREIGN_FILES)
def test_a_file_that_is_not_a_store_is_refused_and_left_as_it_is(tmp_path, kind):
    path = tmp_path / "mine.db"
    FOREIGN_FILES[kind](path)
    before = _sha(path)
    with pytest.raises(CardStoreError, match=r"is not a vtes-tools card store.*: choose another --db path"):
        load_cards(path)
    with pytest.raises(CardStoreError, match="is not a vtes-tools card store"):
        update_store(path, str(MINI))
    assert _sha(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.db"]


@pytest.mark.parametrize(
    "command",
    [["db", "info"], ["db", "update", "--source", str(MINI)], ["search", "--clan", "Tremere"], ["card", "Abaddon"],
     ["precons"]],
)
def test_cli_refuses_a_db_that_is_not_a_store(tmp_path, command):
    path = tmp_path / "notes.txt"
    path.write_text("my notes, not cards\n")
    result = _cli(*command, "--db", str(path))
    _one_error_line(result, f"{str(path)!r} is not a vtes-tools card store", "choose another --db path")
    assert path.read_text() == "my notes, not cards\n"


def test_a_store_is_marked_with_the_application_id_and_older_stores_are_still_ours(tmp_path):
    db = tmp_path / "cards.sqlite"
    update_store(db, str(MINI))
    con = sqlite3.connect(db)
    assert con.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)
    with con:  # as an older vtes-tools wrote it: no application id, an older schema
        con.execute("PRAGMA application_id = 0")
        con.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    con.close()
    assert len(load_cards(db)) == 15  # rebuilt from the source it holds
    con = sqlite3.connect(db)
    assert con.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)
    con.close()
    assert store_meta(db)["schema_version"] == str(SCHEMA_VERSION)


def test_a_store_of_a_newer_version_is_refused_and_kept(tmp_path):
    db = tmp_path / "cards.sqlite"
    update_store(db, str(MINI))
    con = sqlite3.connect(db)
    with con:
        con.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION + 1),))
    con.close()
    before = _sha(db)
    newer = rf"written by a newer vtes-tools \(schema {SCHEMA_VERSION + 1}.*upgrade vtes-tools, or choose another --db"
    with pytest.raises(CardStoreError, match=newer):
        load_cards(db)
    with pytest.raises(CardStoreError, match=newer):
        update_store(db, str(MINI / "..") + "/vekn_mini")
    _one_error_line(_cli("db", "info", "--db", str(db)), "newer vtes-tools", "upgrade vtes-tools")
    assert _sha(db) == before


def test_a_symlinked_store_is_updated_through_the_link(tmp_path):
    real = tmp_path / "data" / "cards.sqlite"
    link = tmp_path / "cards.sqlite"
    link.symlink_to(real)  # the target does not exist yet
    assert len(load_cards(link)) == 4149
    assert link.is_symlink() and real.is_file()
    result = _cli("db", "update", "--source", str(MINI), "--db", str(link))
    assert result.exit_code == 0, result.output
    assert link.is_symlink() and link.resolve() == real
    assert len(load_cards(real)) == 15
    loop = tmp_path / "loop"
    loop.symlink_to(tmp_path / "loop")
    _one_error_line(_cli("db", "info", "--db", str(loop)), "symbolic link loop")


def test_a_rebuilt_store_keeps_its_permissions(tmp_path):
    db = tmp_path / "cards.sqlite"
    update_store(db, str(MINI))
    db.chmod(0o644)
    load_cards(db)  # not rebuilt
    update_store(db, str(embedded_snapshot_dir() / "vtescsv_utf8.zip"))  # rebuilt
    assert db.stat().st_mode & 0o777 == 0o644


def test_stale_temporary_files_of_killed_builds_are_removed(tmp_path):
    import subprocess
    import sys

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(gone.stdout)
    stale = [tmp_path / f".cards.sqlite.{dead}.a1b2c3d4.tmp", tmp_path / f".cards.sqlite.{dead}.a1b2c3d4.tmp-journal"]
    old = tmp_path / f".cards.sqlite.{os.getpid()}.00ff00ff.tmp"  # a live process, but an hour old
    running = tmp_path / f".cards.sqlite.{os.getpid()}.0badf00d.tmp"  # a build under way
    others = [tmp_path / ".cards.sqlite.bak", tmp_path / f".other.sqlite.{dead}.a1b2c3d4.tmp", tmp_path / "notes.tmp"]
    for p in [*stale, old, running, *others]:
        p.write_bytes(b"half a store")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    load_cards(tmp_path / "cards.sqlite")
    left = {p.name for p in tmp_path.iterdir()}
    assert left == {"cards.sqlite", running.name, *(p.name for p in others)}


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes in a read-only folder")
def test_read_only_folder_is_one_line(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        result = _cli("db", "info", "--db", str(folder / "cards.sqlite"))
        _one_error_line(result, "cannot write the card store at", "Permission denied", "choose a writable --db path")
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o755)


def test_unwritable_folder_is_one_line_and_leaves_nothing(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)
    db = tmp_path / "cards.sqlite"
    result = _cli("db", "info", "--db", str(db))
    _one_error_line(result, f"cannot write the card store at {str(db)!r} (Permission denied): choose a writable --db")
    assert list(tmp_path.iterdir()) == []


def test_a_full_disk_is_one_line_and_keeps_the_store(tmp_path, monkeypatch):
    db = tmp_path / "cards.sqlite"
    update_store(db, str(MINI))
    before = _sha(db)
    connect = sqlite3.connect

    def small_disk(path, *args, **kwargs):
        con = connect(path, *args, **kwargs)
        if str(path).endswith(".tmp"):
            con.execute("PRAGMA max_page_count = 8")  # sqlite answers "database or disk is full"
        return con

    monkeypatch.setattr(sqlite3, "connect", small_disk)
    with pytest.raises(CardStoreError, match="cannot write the card store at .*disk is full.*writable --db path"):
        update_store(db, str(embedded_snapshot_dir() / "vtescsv_utf8.zip"))
    zipped = str(embedded_snapshot_dir() / "vtescsv_utf8.zip")
    _one_error_line(_cli("db", "update", "--source", zipped, "--db", str(db)), "disk is full")
    assert _sha(db) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.sqlite"]
    empty = tmp_path / "new"
    with pytest.raises(CardStoreError, match="disk is full"):
        load_cards(empty / "cards.sqlite")
    assert list(empty.iterdir()) == []


def test_a_read_only_store_of_an_older_snapshot_is_still_used(tmp_path, monkeypatch, caplog):
    db = tmp_path / "cards.sqlite"
    load_cards(db)
    con = sqlite3.connect(db)
    with con:  # as the previous version of the package built it
        con.execute("UPDATE meta SET value = 'older' WHERE key = 'sha256'")
    con.close()
    before = _sha(db)

    def refuse(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)  # the folder cannot be written
    assert len(load_cards(db)) == 4149
    assert "cannot be rebuilt: used as it is" in caplog.text
    assert _sha(db) == before


def test_a_store_under_a_file_is_one_line(tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(CardStoreError, match=r"the card store at .* \(Not a directory\): choose another --db path"):
        load_cards(tmp_path / "file" / "cards.sqlite")
    with pytest.raises(CardStoreError, match="is not a vtes-tools card store"):
        load_cards(tmp_path)  # a folder


def test_a_store_path_with_uri_characters_is_reused(tmp_path):
    db = tmp_path / "a?b#c%20.sqlite"
    load_cards(db)
    before = db.stat().st_mtime_ns
    again = load_cards(db)
    assert db.stat().st_mtime_ns == before
    assert again.search(text="unaligned")


def test_lookups_raise_library_errors(cards):
    for key in ("nonsense", 99999999, "99999999", "²", ""):
        with pytest.raises(UnknownCardError):
            cards[key]
    with pytest.raises(UnknownCardError, match=r"no precon 'nonsense': write SET:NAME \(e.g. V5:Tremere\) with a set am"):
        cards.precon("nonsense")
    with pytest.raises(UnknownCardError, match="no precon 'V5:Nobody'; known: .*V5:Tremere"):
        cards.precon("V5:Nobody")
    with pytest.raises(UnknownCardError):
        cards.lookup("²")


# -- search filters that no card has ------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "value", "suggestion"),
    [
        ("clan", "Tremerre", "Tremere"),
        ("discipline", "Dominat", "Dominate"),
        ("type", "Vampyre", "Vampire"),
        ("sect", "Camarila", "Camarilla"),
        ("group", "9", None),
        ("set", "Fifth Edition", "V5"),
        ("title", "prinze", "prince"),
    ],
)
def test_search_names_an_unknown_filter_value_and_the_closest(cards, run_cli, option, value, suggestion):
    with pytest.raises(SearchError, match=f"no card has the {option} {value!r}") as info:
        cards.search(**{option: value})
    if suggestion:
        assert info.value.suggestions[0] == suggestion
        assert f"did you mean {suggestion!r}" in str(info.value)
    else:
        assert "known: 1, 2, 3, 4, 5, 6, 7, ANY" in str(info.value)
    result = run_cli("search", f"--{option}", value)
    line = _one_error_line(result, f"no card has the {option} {value!r}")
    assert "no card matches" not in result.output and line == f"Error: {info.value}"


def test_search_known_values_in_any_spelling_still_match(cards):
    assert cards.search(clan="assamite") == cards.search(clan="Banu Haqim")
    assert cards.search(group="05", clan="Tremere") == cards.search(group="5", clan="Tremere")
    assert cards.search(sect="anarch") and cards.search(set="v5") and cards.search(type="crypt")
    assert cards.search(discipline="dominate") == cards.search(discipline="dom")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--capacity", "abc"], "bad capacity 'abc'"),
        (["--capacity", ">=x"], "bad capacity '>=x'"),
        (["--capacity", "7-4"], "bad capacity '7-4'"),
        (["--capacity", "1" * 5000], "bad capacity"),
        (["--text", '"'], "bad text query"),
        (["--text", "AND"], "bad text query 'AND'"),
        (["--text", "nowhere:word"], "bad text query"),
    ],
)
def test_search_bad_capacity_and_text_are_one_line(run_cli, args, words):
    _one_error_line(run_cli("search", *args), words)


@pytest.fixture
def run_cli(store_path, cards):
    return lambda *args: _cli(*args, "--db", str(store_path))
