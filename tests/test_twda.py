"""The TWDA corpus offline: the store built from the shipped snapshot, search, statistics,
``twda:ID`` decks everywhere, and updates from a real HTTP server on 127.0.0.1, a local zip or a
folder, with every failure leaving the corpus as it was."""

from __future__ import annotations

import hashlib
import io
import json
import sqlite3
import tarfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import invoke_with_small_disk
from fake_server import (
    ETAG,
    LAST_MODIFIED,
    drip_body,
    file_sha,
    is_one_line_message,
    make_zip,
    serve,
    stall_in_body,
    status,
)

from vtes_tools import CardDB, CorpusError, load_twda, read_deck
from vtes_tools.cli import main
from vtes_tools.twda import (
    DEFAULT_SOURCE_URL,
    SCHEMA_VERSION,
    Filters,
    default_store_path,
    ensure_store,
    read_archive,
    store_meta,
    update_store,
)

MINI = Path(__file__).resolve().parent / "data" / "twda_mini" / "decks"
SNAPSHOT = Path(__file__).resolve().parent.parent / "vtes_tools" / "data" / "twda"

def mini_files(prefix: str = "TWD-master/decks/") -> dict[str, str]:
    return {f"{prefix}{p.name}": p.read_text(encoding="utf-8") for p in sorted(MINI.glob("*.txt"))}


@pytest.fixture(scope="module")
def corpus(cards: CardDB):
    """The corpus built once from the embedded snapshot, next to the session's card store."""
    return load_twda(db=cards)


@pytest.fixture
def mini_store(tmp_path: Path, cards: CardDB) -> Path:
    """A corpus already updated from the tiny fixture folder (the one failures must leave alone)."""
    path = tmp_path / "store" / "twda.sqlite"
    update_store(path, cards, str(MINI.parent))
    return path


def run(cards: CardDB, *args: str):
    return CliRunner().invoke(main, [*args, "--db", str(cards.path)])


# ---------------------------------------------------------------------------------------------
# The embedded snapshot


def test_the_shipped_snapshot_matches_its_manifest():
    manifest = json.loads((SNAPSHOT / "manifest.json").read_text(encoding="utf-8"))
    data = (SNAPSHOT / manifest["file"]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == manifest["sha256"]
    assert {"source", "date", "count", "sha256"} <= set(manifest)
    assert len(read_archive(data)) == manifest["count"] == 4060
    assert len(data) < 5 * 2**20


def test_first_use_builds_every_deck_with_its_parsed_form(corpus, cards: CardDB):
    assert len(corpus) == 4060
    assert corpus.path == default_store_path(cards.path)
    meta = store_meta(corpus.path)
    assert meta["origin"] == "embedded" and meta["schema_version"] == str(SCHEMA_VERSION)
    row = corpus.record("10008")
    assert (row["date"], row["event"], row["players"], row["winner"], row["name"]) == (
        "2021-12-13", "Sede de Vitae Part 26", 16, "Joab Rogerio Barbosa da Silva", "Tributo a Paulão",
    )
    assert row["clans"] == ["Gangrel"]
    assert corpus.raw("10008").startswith("Sede de Vitae Part 26\nOnline\n")
    decks, per_card = corpus.decks, corpus.cards
    assert len(decks) == 4060 and decks["id"].is_unique
    assert set(per_card["deck_id"]) <= set(decks["id"])
    one = per_card[per_card["deck_id"] == "10008"]
    assert one.loc[one["kind"] == "crypt", "count"].sum() == 12
    assert one.loc[one["kind"] == "library", "count"].sum() == 89


def test_every_entry_keeps_its_reading_issues(corpus):
    with_issues = corpus.decks[corpus.decks["issues"] > 0]
    assert len(with_issues) > 0
    record = corpus.record(with_issues["id"].iloc[0])
    assert record["issues"] and all({"line", "kind", "message"} <= set(i) for i in record["issues"])


def test_the_store_is_rebuilt_when_its_schema_or_the_card_store_changes(tmp_path: Path, cards: CardDB):
    path = tmp_path / "twda.sqlite"
    update_store(path, cards, str(MINI.parent))
    for key, stale in (("schema_version", "0"), ("cards_sha256", "another card store")):
        con = sqlite3.connect(path)
        with con:
            con.execute("UPDATE meta SET value = ? WHERE key = ?", (stale, key))
            con.execute("DELETE FROM deck_cards")
        con.close()
        ensure_store(path, cards)
        meta = store_meta(path)
        assert meta[key] != stale
        assert meta["origin"] == str(MINI.parent.resolve())  # re-read from its own entries, not the snapshot
        assert len(load_twda(path, db=cards).cards) > 0


# ---------------------------------------------------------------------------------------------
# Questions


def test_search_with_repeated_cards_means_all_of_them(corpus):
    govern = set(corpus.search(cards=["Govern the Unaligned"])["id"])
    both = corpus.search(cards=["Govern the Unaligned", "Ashur Tablets"])
    assert 0 < len(both) < len(govern)
    assert set(both["id"]) <= govern
    assert list(both.columns) == ["id", "date", "event", "place", "players", "winner", "name", "clans"]
    for deck_id in both["id"].head(5):
        names = {c.name for c, _ in corpus.deck(deck_id).library}
        assert {"Govern the Unaligned", "Ashur Tablets"} <= names


def test_search_filters_by_date_players_clan_winner_and_event(corpus):
    found = corpus.search(clan="tremere", date_from="2020", date_to="2021-06", players=20)
    assert len(found) > 0
    assert found["date"].between("2020-01-01", "2021-06-30").all()
    assert (found["players"] >= 20).all()
    assert all("Tremere" in c.split("/") for c in found["clans"])
    assert set(corpus.search(winner="joab rogerio")["id"]) >= {"10008"}
    assert "10008" in set(corpus.search(event="sede de vitae part 26")["id"])
    assert corpus.search(event="no such event at all").empty


def test_old_clan_names_and_discipline_names_are_understood(corpus):
    assert corpus.count(clan="Assamite") == corpus.count(clan="Banu Haqim") > 0
    assert corpus.count(discipline="Thaumaturgy") == corpus.count(discipline="THA") > 0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"clan": "Tremare"}, "no TWDA deck has the clan 'Tremare': did you mean 'Tremere'?"),
        ({"discipline": "Dominat"}, "unknown discipline 'Dominat'"),
        ({"date_from": "2020-13"}, "bad date '2020-13': use YYYY, YYYY-MM or YYYY-MM-DD"),
        ({"players": 10**30}, "bad player count"),
        ({"players": -1}, "bad player count"),
        ({"players": "12"}, "bad player count"),
    ],
)
def test_bad_filters_are_refused_with_one_line(corpus, kwargs, message):
    with pytest.raises(CorpusError, match=message):
        corpus.search(**kwargs)


def test_top_counts_crypt_and_library_apart(corpus):
    top = corpus.top(clan="Tremere", limit=5)
    assert list(top["kind"]) == ["crypt"] * 5 + ["library"] * 5
    assert top["share"].between(0, 1).all() and (top["mean_copies"] >= 1).all()
    crypt = top[top["kind"] == "crypt"]
    assert crypt["decks"].is_monotonic_decreasing
    assert all("Tremere" in corpus.db[int(i)].clans for i in crypt["card_id"].head(3))
    n = corpus.count(clan="Tremere")
    first = top.iloc[0]
    assert first["share"] == pytest.approx(corpus.count(clan="Tremere", cards=[int(first["card_id"])]) / n)


def test_affinity_ranks_by_lift_and_leaves_the_card_out(corpus):
    frame = corpus.affinity("Ashur Tablets", limit=10)
    assert len(frame) == 10
    assert "Ashur Tablets" not in set(frame["name"])
    assert frame["lift"].is_monotonic_decreasing and (frame["lift"] > 1).all()
    assert (frame["with_share"] >= 0.1).all()


def test_trends_count_decks_per_year(corpus):
    data = corpus.trends(date_from="2015", date_to="2019")
    years = data[data["kind"] == "decks"]
    assert list(years["year"]) == [2015, 2016, 2017, 2018, 2019]
    assert years["decks"].sum() == corpus.count(date_from="2015", date_to="2019")
    assert data.loc[data["kind"] != "decks", "share"].between(0, 1).all()


def test_filters_object_and_keywords_agree(corpus):
    card = corpus.resolve("Ashur Tablets").card
    assert corpus.count(Filters(cards=(card,), date_from="2010")) == corpus.count(cards=[card], date_from="2010")


# ---------------------------------------------------------------------------------------------
# twda:ID decks


def test_read_deck_reads_a_twda_reference(corpus, cards: CardDB):
    result = read_deck("twda:10008", cards)
    assert result.source == "twda:10008"
    assert result.deck.name == "Tributo a Paulão"
    assert result.deck.event.players == 16
    assert result.deck == corpus.deck("10008")


@pytest.mark.parametrize(
    "args",
    [
        ("deck", "show"), ("deck", "validate"), ("deck", "stats"), ("sim", "goldfish", "-n", "2", "--seed", "1"),
        ("sim", "table", "twda:10009", "-n", "1", "--seed", "1", "--quiet"),
    ],
    ids=lambda a: " ".join(a[:2]),
)
def test_every_deck_command_takes_a_twda_reference(corpus, cards: CardDB, args):
    result = run(cards, *args[:2], "twda:10008", *args[2:])
    assert result.exit_code == 0, result.output
    assert "Error" not in result.output


def test_report_takes_a_twda_reference(corpus, cards: CardDB, tmp_path: Path):
    html = tmp_path / "r.html"
    result = run(cards, "report", "twda:10008", "--html", str(html), "-n", "2", "--turns", "2", "--seed", "1",
                 "--quiet")
    assert result.exit_code == 0, result.output
    assert "Tributo a Paul" in html.read_text(encoding="utf-8")


def test_an_unknown_twda_id_is_one_line(corpus, cards: CardDB):
    result = run(cards, "deck", "show", "twda:1000899")
    assert result.exit_code == 2
    assert result.output.startswith("Error: ") and "no TWDA deck '1000899'" in result.output
    assert result.output.count("\n") == 1


@pytest.mark.parametrize("command", ["show", "stats"])
def test_a_huge_twda_reference_is_not_quoted_whole(corpus, cards: CardDB, command: str):
    result = run(cards, "deck", command, "twda:" + "9" * 100_000)
    assert result.exit_code == 2 and result.output.startswith("Error: ") and result.output.count("\n") == 1
    assert len(result.output) < 1000


# ---------------------------------------------------------------------------------------------
# The command line


def test_cli_search_says_how_a_fuzzy_card_was_read(corpus, cards: CardDB):
    result = run(cards, "twda", "search", "--card", "Govern Unaligned", "--card", "Ashur Tablets", "--json")
    assert result.exit_code == 0, result.output
    assert "'Govern Unaligned' read as 'Govern the Unaligned' (fuzzy)" in result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(rows) == len(corpus.search(cards=["Govern the Unaligned", "Ashur Tablets"]))
    assert set(rows[0]) == {"id", "date", "event", "place", "players", "winner", "name", "clans"}


def test_cli_search_csv_and_unknown_card(corpus, cards: CardDB):
    result = run(cards, "twda", "search", "--event", "Sede de Vitae Part 26", "--csv")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == "id,date,event,place,players,winner,name,clans"
    assert "10008,2021-12-13,Sede de Vitae Part 26" in result.stdout
    bad = run(cards, "twda", "search", "--card", "Xyzzy Plugh Quux")
    assert bad.exit_code == 2 and bad.output.startswith("Error: no card named 'Xyzzy Plugh Quux'")


def test_cli_show_top_affinity_trends(corpus, cards: CardDB, tmp_path: Path):
    show = run(cards, "twda", "show", "10008")
    assert show.exit_code == 0 and show.output.startswith("Sede de Vitae Part 26\n")
    assert "Crypt (12 cards" in show.output
    raw = run(cards, "twda", "show", "10008", "--raw")
    assert raw.output == corpus.raw("10008")
    top = run(cards, "twda", "top", "--clan", "Tremere", "--limit", "3")
    assert top.exit_code == 0 and "crypt (" in top.output and "library (" in top.output
    aff = run(cards, "twda", "affinity", "Ashur Tablets", "--limit", "3")
    assert aff.exit_code == 0 and aff.output.startswith("played with Ashur Tablets (")
    png = tmp_path / "trends.png"
    trends = run(cards, "twda", "trends", "--from", "2015", "--plot", str(png))
    assert trends.exit_code == 0, trends.output
    assert png.read_bytes()[:4] == b"\x89PNG"
    assert trends.output.splitlines()[1].startswith("year")


def test_cli_huge_player_count_is_one_line(cards: CardDB, corpus):
    result = run(cards, "twda", "search", "--players", str(10**24))
    assert result.exit_code == 2 and result.output.startswith("Error: ") and result.output.count("\n") == 1


def test_cli_trends_plot_is_checked_first_and_written_whole(cards: CardDB, corpus, tmp_path: Path, disk_full_after):
    mine = tmp_path / "notes.txt"
    mine.write_text("mine", encoding="utf-8")
    under_file = run(cards, "twda", "trends", "--plot", str(mine / "trends.png"))
    assert under_file.exit_code == 2 and under_file.output.startswith("Error: ") and under_file.output.count("\n") == 1
    png = tmp_path / "trends.png"
    png.write_text("previous plot", encoding="utf-8")
    full = invoke_with_small_disk(lambda *a: run(cards, *a), disk_full_after, "twda", "trends", "--plot", str(png))
    assert full.exit_code == 2 and "Traceback" not in full.output
    assert png.read_text(encoding="utf-8") == "previous plot"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "trends.png"]


# ---------------------------------------------------------------------------------------------
# Updating


def test_update_over_http_then_not_modified(server, cards: CardDB, tmp_path: Path):
    body = make_zip(mini_files())
    server.routes["/twd.zip"] = serve(body, etag=ETAG, last_modified=LAST_MODIFIED)
    path = tmp_path / "twda.sqlite"
    url = server.url("/twd.zip")
    result = update_store(path, cards, url)
    assert result.updated and result.decks == 4 and result.sha256 == hashlib.sha256(body).hexdigest()
    corpus = load_twda(path, db=cards)
    assert len(corpus) == 4 and corpus.record("99999")["event"] == "Fixture Cup"
    assert store_meta(path)["snapshot_date"] == "2026-04-08"
    digest = file_sha(path)
    again = update_store(path, cards, url)
    assert not again.updated and "the server says nothing changed" in again.message
    assert server.seen[-1] == ("/twd.zip", ETAG, LAST_MODIFIED)
    assert file_sha(path) == digest


def test_update_from_a_local_zip_tar_and_folder(mini_store: Path, cards: CardDB, tmp_path: Path):
    assert len(load_twda(mini_store, db=cards)) == 4
    zip_path = tmp_path / "twd.zip"
    zip_path.write_bytes(make_zip({k: v for k, v in mini_files().items() if "99999" not in k}))
    result = update_store(mini_store, cards, str(zip_path))
    assert result.message == f"updated: 3 decks from {zip_path} (it held 4)"
    tar_path = tmp_path / "twd.tar.gz"
    with tarfile.open(tar_path, "w:gz") as tar:
        for name, text in mini_files("decks/").items():
            data = text.encode("utf-8")
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    assert update_store(mini_store, cards, str(tar_path)).decks == 4
    assert not update_store(mini_store, cards, str(tar_path)).updated


def _corrupt_sources(tmp_path: Path) -> list[tuple[str, bytes, str]]:
    good = make_zip(mini_files())
    garbage = make_zip({f"TWD-master/decks/{i}.txt": "lorem ipsum dolor sit amet\n" * 5 for i in range(4)})
    return [
        ("truncated.zip", good[: len(good) // 2], "is a truncated or damaged zip"),
        ("page.zip", b"<html><body>Not Found</body></html>", "is neither a zip nor a tar archive"),
        ("nodecks.zip", make_zip({"TWD-master/README.md": "# TWD\n"}), "holds no decks/<id>.txt file"),
        ("garbage.zip", garbage, "only 0 of 4 entries read as a TWDA deck"),
    ]


@pytest.mark.parametrize("which", range(4), ids=["truncated", "html", "no-decks", "not-decks"])
def test_a_corrupt_local_source_leaves_the_corpus_as_it_was(mini_store: Path, cards: CardDB, tmp_path: Path, which):
    name, data, message = _corrupt_sources(tmp_path)[which]
    digest = file_sha(mini_store)
    source = tmp_path / name
    source.write_bytes(data)
    with pytest.raises(CorpusError, match=message) as err:
        update_store(mini_store, cards, str(source))
    assert is_one_line_message(str(err.value)) and "the TWDA corpus is unchanged" in str(err.value)
    assert file_sha(mini_store) == digest
    assert sorted(p.name for p in mini_store.parent.iterdir()) == ["twda.sqlite"]  # no temporary file left


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    ("route", "kwargs", "message"),
    [
        (status(404), {}, r"answered http 404"),
        (status(503), {}, r"answered http 503.*try again later"),
        (stall_in_body, {"timeout": 0.5}, r"did not answer within 0.5 s"),
        ("truncated", {}, r"stopped after \d+ of \d+ bytes"),
        ("big", {"max_bytes": 1000}, r"more than the limit of 1000 bytes: is it the TWD repository zip\?"),
    ],
    ids=["404", "503", "stall", "truncated", "too-big"],
)
def test_a_failed_download_leaves_the_corpus_as_it_was(server, mini_store: Path, cards: CardDB, route, kwargs, message):
    body = make_zip(mini_files())
    if route == "truncated":
        route = serve(body, send=len(body) // 2)
    elif route == "big":
        route = serve(body)
    server.routes["/twd.zip"] = route
    digest = file_sha(mini_store)
    with pytest.raises(CorpusError, match=message) as err:
        update_store(mini_store, cards, server.url("/twd.zip"), **kwargs)
    assert is_one_line_message(str(err.value))
    assert file_sha(mini_store) == digest
    assert len(load_twda(mini_store, db=cards)) == 4


def test_cli_update_failure_is_one_line_and_exit_2(server, mini_store: Path, cards: CardDB):
    server.routes["/twd.zip"] = serve(b"PK\x03\x04 not really a zip")
    digest = file_sha(mini_store)
    result = run(cards, "twda", "update", "--source", server.url("/twd.zip"), "--store", str(mini_store))
    assert result.exit_code == 2
    assert result.output.startswith("Error: cannot update from ") and result.output.count("\n") == 1
    assert file_sha(mini_store) == digest


@pytest.mark.timeout(60)
def test_cli_update_timeout_bounds_the_whole_transfer(server, mini_store: Path, cards: CardDB):
    server.routes["/twd.zip"] = drip_body  # a byte at a time, never silent long enough for a read timeout
    digest = file_sha(mini_store)
    result = run(cards, "twda", "update", "--source", server.url("/twd.zip"), "--store", str(mini_store),
                 "--timeout", "1")
    assert result.exit_code == 2
    assert "did not answer within 1 s" in result.output and result.output.count("\n") == 1
    assert file_sha(mini_store) == digest


@pytest.mark.parametrize("timeout", ["inf", "nan", "-1", "0", "1e309"])
def test_cli_update_bad_timeout_is_one_line(mini_store: Path, cards: CardDB, timeout: str):
    result = run(cards, "twda", "update", "--source", str(MINI), "--store", str(mini_store), "--timeout", timeout)
    assert result.exit_code == 2
    assert result.output.startswith("Error: bad timeout") and result.output.count("\n") == 1


def test_a_store_behind_a_link_is_updated_through_it_and_killed_builds_are_cleaned(cards: CardDB, tmp_path: Path):
    real = tmp_path / "real" / "twda.sqlite"
    real.parent.mkdir()
    link = tmp_path / "twda.sqlite"
    link.symlink_to(real)
    dead = real.parent / ".twda.sqlite.999999999.dead.tmp"  # left by a killed build (no such process)
    dead.write_bytes(b"half a store")
    update_store(link, cards, str(MINI.parent))
    assert link.is_symlink() and len(load_twda(link, db=cards)) == 4
    assert sorted(p.name for p in real.parent.iterdir()) == ["twda.sqlite"]


def test_cli_update_from_a_folder(cards: CardDB, tmp_path: Path):
    store = tmp_path / "twda.sqlite"
    result = run(cards, "twda", "update", "--source", str(MINI), "--store", str(store), "--json")
    assert result.exit_code == 0, result.output
    record = json.loads(result.output)
    assert record["updated"] and record["decks"] == 4
    found = run(cards, "twda", "search", "--event", "fixture", "--store", str(store), "--json")
    assert [json.loads(line)["id"] for line in found.output.splitlines()] == ["99999"]


def test_the_default_source_is_the_twd_repository_zip():
    assert DEFAULT_SOURCE_URL == "https://github.com/GiottoVerducci/TWD/archive/refs/heads/master.zip"


# ---------------------------------------------------------------------------------------------
# Where the store is


def _snapshot(folder: Path, names: list[str]) -> None:
    """A small embedded snapshot (tar.xz + manifest) of the fixture decks ``names``."""
    folder.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:xz") as tar:
        for name in names:
            data = (MINI / name).read_bytes()
            info = tarfile.TarInfo(f"decks/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    (folder / "twda.tar.xz").write_bytes(buf.getvalue())
    manifest = {"file": "twda.tar.xz", "source": "fixture", "date": "2026-01-01", "count": len(names),
                "sha256": hashlib.sha256(buf.getvalue()).hexdigest()}
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")


def test_a_new_embedded_snapshot_rebuilds_the_store(tmp_path: Path, cards: CardDB, monkeypatch):
    from vtes_tools import twda

    folder = tmp_path / "snapshot"
    monkeypatch.setattr(twda, "embedded_snapshot_dir", lambda: folder)
    _snapshot(folder, ["10008.txt", "10009.txt", "10012.txt"])
    path = tmp_path / "twda.sqlite"
    assert len(load_twda(path, db=cards)) == 3
    _snapshot(folder, ["10008.txt", "10009.txt", "10012.txt", "99999.txt"])  # a package upgrade
    assert len(load_twda(path, db=cards)) == 4
    (folder / "twda.tar.xz").write_bytes(b"damaged")
    assert len(load_twda(path, db=cards)) == 4  # the manifest did not change: nothing is read
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    (folder / "manifest.json").write_text(json.dumps(manifest | {"sha256": "0" * 64}), encoding="utf-8")
    with pytest.raises(CorpusError, match="the embedded TWDA snapshot does not match its manifest"):
        load_twda(path, db=cards)


def test_a_file_that_is_not_a_twda_store_is_never_replaced(cards: CardDB, tmp_path: Path):
    digest = file_sha(cards.path)
    for args in (("twda", "search", "--store", str(cards.path)),
                 ("twda", "update", "--source", str(MINI), "--store", str(cards.path))):
        result = run(cards, *args)
        assert result.exit_code == 2
        assert result.output == (
            f"Error: {str(cards.path)!r} is not a vtes-tools TWDA store: give another --store, "
            "or delete the file to rebuild it\n"
        )
    assert file_sha(cards.path) == digest


def test_a_store_that_cannot_be_written_is_one_line(cards: CardDB, tmp_path: Path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n")
    result = run(cards, "twda", "search", "--store", str(blocker / "twda.sqlite"))
    assert result.exit_code == 2
    assert result.output.startswith(f"Error: cannot write the TWDA store {str(blocker / 'twda.sqlite')!r} (")
    assert result.output.count("\n") == 1


def test_cli_info_says_what_the_corpus_holds(cards: CardDB, mini_store: Path):
    result = run(cards, "twda", "info", "--store", str(mini_store), "--json")
    assert result.exit_code == 0, result.output
    info = json.loads(result.output)
    assert (info["decks"], info["origin"], info["first_event"], info["last_event"]) == (
        4, str(MINI.parent.resolve()), "2021-12-13", "2021-12-20",
    )
