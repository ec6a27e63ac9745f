"""The card store: parsing the official files, the store itself, lookups, search, precons."""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import sqlite3
import zipfile
from pathlib import Path

import pytest

from vtes_tools import AmbiguousCardError, CardStoreError, UnknownCardError, load_cards
from vtes_tools.cards import (
    build_store,
    embedded_snapshot_dir,
    normalize_name,
    parse_prints,
    read_manifest,
    read_source,
    split_name_tags,
    store_meta,
)
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


def test_broken_store_file_is_rebuilt(tmp_path):
    db = tmp_path / "cards.sqlite"
    db.write_bytes(b"this is not sqlite")
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
    with pytest.raises(CardStoreError):
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
