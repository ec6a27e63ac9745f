"""Updating the card store: a real HTTP server on 127.0.0.1, local zips and folders, every failure."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import shutil
import socket
import struct
import time
import zipfile
from collections.abc import Callable
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest
from click.testing import CliRunner
from fake_server import (
    ETAG,
    LAST_MODIFIED,
    FakeHandler,
    FakeServer,
    drip_body,
    drip_headers,
    file_sha,
    is_one_line_message,
    make_zip,
    serve,
    stall_before_headers,
    stall_in_body,
    status,
)

from vtes_tools import CardStoreError, load_cards
from vtes_tools.cards import store_meta
from vtes_tools.cli import main
from vtes_tools.fetch import UpdateResult, update_store

MINI = Path(__file__).resolve().parent / "data" / "vekn_mini"


def mini_ids() -> set[int]:
    ids = set()
    for name in ("vtescrypt.csv", "vteslib.csv"):
        with (MINI / name).open(encoding="utf-8", newline="") as f:
            ids |= {int(r["Id"]) for r in csv.DictReader(f)}
    return ids


def mini_files() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(MINI.glob("*.csv"))}


def drop_column(text: str, column: str) -> str:
    rows = list(csv.DictReader(io.StringIO(text, newline="")))
    fields = [f for f in rows[0] if f != column]
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=fields, quoting=csv.QUOTE_ALL, lineterminator="\n", extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


@pytest.fixture
def mini_zip() -> bytes:
    return make_zip(mini_files())


@pytest.fixture
def store(tmp_path: Path, mini_zip: bytes) -> Path:
    """A store already built from the tiny fixture zip (the one failures must leave alone)."""
    source = tmp_path / "mini.zip"
    source.write_bytes(mini_zip)
    db_path = tmp_path / "store" / "cards.sqlite"
    update_store(db_path, str(source))
    return db_path


def assert_untouched(db_path: Path, digest: str) -> None:
    assert file_sha(db_path) == digest
    assert set(load_cards(db_path).cards) == mini_ids()


# ---------------------------------------------------------------------------------------------
# Success and "not modified"


def test_update_over_http_builds_a_missing_store(server: FakeServer, mini_zip: bytes, tmp_path: Path) -> None:
    server.routes["/cards.zip"] = serve(mini_zip, etag=ETAG, last_modified=LAST_MODIFIED)
    db_path = tmp_path / "new" / "cards.sqlite"
    url = server.url("/cards.zip")
    result = update_store(db_path, url)
    assert result == UpdateResult(True, url, hashlib.sha256(mini_zip).hexdigest(), 15, result.message)
    assert result.message.startswith(f"updated: 15 cards from {url}")
    db = load_cards(db_path)
    assert set(db.cards) == mini_ids()
    assert db.lookup("Abaddon").card.capacity == 8
    meta = store_meta(db_path)
    assert (meta["origin"], meta["source_url"], meta["etag"]) == (url, url, ETAG)
    assert meta["last_modified"] == LAST_MODIFIED
    assert meta["snapshot_date"] == "2026-04-08"  # the Last-Modified date wins over the zip's file dates
    assert server.seen == [("/cards.zip", None, None)]  # no store yet: an unconditional GET
    with pytest.raises(FrozenInstanceError):
        result.updated = False  # type: ignore[misc]


def test_304_not_modified_sends_the_stored_validators(server: FakeServer, mini_zip: bytes, tmp_path: Path) -> None:
    server.routes["/cards.zip"] = serve(mini_zip, etag=ETAG, last_modified=LAST_MODIFIED)
    db_path = tmp_path / "cards.sqlite"
    url = server.url("/cards.zip")
    update_store(db_path, url)
    digest = file_sha(db_path)
    again = update_store(db_path, url)
    assert server.seen[-1] == ("/cards.zip", ETAG, LAST_MODIFIED)
    assert not again.updated
    assert again.message.startswith("not modified")
    assert again.cards == 15
    assert again.sha256 == hashlib.sha256(mini_zip).hexdigest()
    assert_untouched(db_path, digest)


def test_same_bytes_without_validators_is_not_modified(server: FakeServer, mini_zip: bytes, store: Path) -> None:
    server.routes["/plain.zip"] = serve(mini_zip)  # no ETag, no Last-Modified: a full 200 each time
    digest = file_sha(store)
    result = update_store(store, server.url("/plain.zip"))
    assert server.seen == [("/plain.zip", None, None)]
    assert (result.updated, result.cards) == (False, 15)
    assert_untouched(store, digest)


def test_a_changed_source_replaces_the_store(server: FakeServer, store: Path) -> None:
    files = mini_files()
    lines = files["vtescrypt.csv"].splitlines(keepends=True)
    files["vtescrypt.csv"] = "".join(lines[:3])  # header and the first two vampires
    server.routes["/smaller.zip"] = serve(make_zip(files))
    result = update_store(store, server.url("/smaller.zip"))
    assert (result.updated, result.cards) == (True, 12)
    assert len(load_cards(store)) == 12


@pytest.mark.usefixtures("cards")  # builds the session store from the embedded snapshot
def test_updated_store_survives_the_embedded_snapshot_check(
    server: FakeServer, mini_zip: bytes, store_path: Path, tmp_path: Path
) -> None:
    db_path = tmp_path / "cards.sqlite"
    shutil.copyfile(store_path, db_path)  # a store built from the embedded snapshot
    assert store_meta(db_path)["origin"] == "embedded"
    server.routes["/cards.zip"] = serve(mini_zip, etag=ETAG)
    url = server.url("/cards.zip")
    assert update_store(db_path, url).updated
    digest = file_sha(db_path)
    db = load_cards(db_path)  # runs ensure_store: must keep the updated store
    assert set(db.cards) == mini_ids()
    assert db.meta["origin"] == url
    assert file_sha(db_path) == digest


# ---------------------------------------------------------------------------------------------
# Failures: one line, a CardStoreError, and the store exactly as it was


def _fails(db_path: Path, source: str, match: str, **kwargs: float) -> str:
    digest = file_sha(db_path)
    with pytest.raises(CardStoreError, match=match) as info:
        update_store(db_path, source, **kwargs)
    message = str(info.value)
    assert is_one_line_message(message), message
    assert_untouched(db_path, digest)
    return message


@pytest.mark.parametrize(
    ("code", "words"), [(404, "http 404 not found: check the url"), (500, "http 500 .*try again later")]
)
def test_http_error_status(server: FakeServer, store: Path, code: int, words: str) -> None:
    server.routes["/x.zip"] = status(code)
    _fails(store, server.url("/x.zip"), words)


def test_connection_refused(store: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    message = _fails(store, f"http://127.0.0.1:{port}/cards.zip", "cannot reach .*check the network")
    assert "refused" in message


@pytest.mark.parametrize("route", [stall_before_headers, stall_in_body])
def test_stalled_server_times_out(server: FakeServer, store: Path, route: Callable[[FakeHandler], None]) -> None:
    server.routes["/slow.zip"] = route
    start = time.monotonic()
    _fails(store, server.url("/slow.zip"), r"did not answer within 0.5 s", timeout=0.5)
    assert time.monotonic() - start < 5


@pytest.mark.timeout(60)
@pytest.mark.parametrize("route", [drip_body, drip_headers])
def test_a_dripping_server_is_cut_off_at_the_timeout(
    server: FakeServer, store: Path, route: Callable[[FakeHandler], None]
) -> None:
    server.routes["/drip.zip"] = route
    _fails(store, server.url("/drip.zip"), r"did not answer within 1 s: try again later", timeout=1)


@pytest.mark.timeout(60)
def test_cli_timeout_bounds_the_whole_download(server: FakeServer, store: Path) -> None:
    server.routes["/drip.zip"] = drip_body
    digest = file_sha(store)
    url = server.url("/drip.zip")
    result = CliRunner().invoke(main, ["db", "update", "--source", url, "--timeout", "1", "--db", str(store)])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"Error: {url!r} did not answer within 1 s: try again later or allow a longer timeout"
    ]
    assert file_sha(store) == digest


BAD_TIMEOUTS = ["inf", "nan", "-1", "1e309", "0", "-inf", "1e10"]


@pytest.mark.parametrize("timeout", BAD_TIMEOUTS)
def test_bad_timeout(store: Path, timeout: str) -> None:
    url = "http://127.0.0.1:1/cards.zip"
    _fails(store, url, r"bad timeout .*: give a number of seconds above 0", timeout=float(timeout))
    result = CliRunner().invoke(main, ["db", "update", "--timeout", timeout, "--source", url, "--db", str(store)])
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: bad timeout"), result.output


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("http://", "names no server"),
        ("https://:80/x", "names no server"),
        ("http://[::1", "not a valid url"),
        ("http://exa mple.com/x", "invalid character"),
        ("ftp://x", "only http and https"),
        ("http://localhost:99999/", "port out of range"),
        ("http://localhost:port/", "not a valid url"),
        ("http://" + "a" * 70 + ".com/", "label empty or too long"),
    ],
)
def test_malformed_url_is_one_line(store: Path, url: str, words: str) -> None:
    _fails(store, url, words)
    result = CliRunner().invoke(main, ["db", "update", "--source", url, "--db", str(store)])
    assert result.exit_code == 2 and "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"Error: cannot download {url!r}") and words in lines[0]


def test_corrupt_zip(server: FakeServer, store: Path) -> None:
    server.routes["/bad.zip"] = serve(b"<html>this is not the card list</html>" * 20)
    _fails(store, server.url("/bad.zip"), "not a valid zip file")


def test_truncated_body(server: FakeServer, mini_zip: bytes, store: Path) -> None:
    server.routes["/cut.zip"] = serve(mini_zip, length=len(mini_zip), send=len(mini_zip) // 2)
    _fails(store, server.url("/cut.zip"), rf"stopped after {len(mini_zip) // 2} of {len(mini_zip)} bytes: try again")


def test_too_large_by_content_length(server: FakeServer, mini_zip: bytes, store: Path) -> None:
    server.routes["/big.zip"] = serve(mini_zip)
    _fails(
        store, server.url("/big.zip"), f"is {len(mini_zip)} bytes, more than the limit of 1000 bytes", max_bytes=1000
    )


def test_too_large_without_content_length(server: FakeServer, mini_zip: bytes, store: Path) -> None:
    server.routes["/stream.zip"] = serve(mini_zip, length=-1)  # body ends when the connection closes
    _fails(store, server.url("/stream.zip"), "sent more than the limit of 1000 bytes", max_bytes=1000)


def test_missing_columns(server: FakeServer, store: Path) -> None:
    files = mini_files()
    files["vtescrypt.csv"] = drop_column(files["vtescrypt.csv"], "Capacity")
    server.routes["/cols.zip"] = serve(make_zip(files))
    _fails(store, server.url("/cols.zip"), r"'vtescrypt.csv' in the card source lacks columns \['Capacity'\]")


def test_missing_file(server: FakeServer, store: Path) -> None:
    files = mini_files()
    del files["vteslib.csv"]
    server.routes["/nolib.zip"] = serve(make_zip(files))
    _fails(store, server.url("/nolib.zip"), "has no 'vteslib.csv'")


def test_unreadable_row(server: FakeServer, store: Path) -> None:
    files = mini_files()
    files["vtescrypt.csv"] = files["vtescrypt.csv"].replace('"Vampire"', '"Werewolf"', 1)
    server.routes["/row.zip"] = serve(make_zip(files))
    _fails(store, server.url("/row.zip"), "a row cannot be read .*'Werewolf' is not a valid CardType")


def test_unsupported_url_scheme(store: Path) -> None:
    _fails(store, "ftp://example.org/cards.zip", "only http and https")


# ---------------------------------------------------------------------------------------------
# Hostile sources: bounded work and memory, one line


def _zip_bomb(path: Path, size: int = 200 * 2**20) -> None:
    """The fixture files, with a vtescrypt.csv that inflates to ``size`` bytes (of one repeated
    line), written a megabyte at a time."""
    files = mini_files()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in files.items():
            if name != "vtescrypt.csv":
                archive.writestr(name, text)
        with archive.open("vtescrypt.csv", "w", force_zip64=True) as member:
            member.write(files["vtescrypt.csv"].encode("utf-8"))
            block = b'"1","x","","Vampire","","","1","5","","","","","","",""\n' * (2**20 // 60)
            for _ in range(size // len(block)):
                member.write(block)


@pytest.mark.timeout(120)
def test_a_zip_bomb_is_refused_after_bounded_memory(tmp_path: Path, store: Path) -> None:
    import tracemalloc

    bomb = tmp_path / "bomb.zip"
    _zip_bomb(bomb)
    assert bomb.stat().st_size < 2 * 2**20
    tracemalloc.start()
    try:
        _fails(store, str(bomb), r"'vtescrypt.csv' in the card source inflates to more than \d+ bytes")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 100 * 2**20  # the whole member would be 200 MB, and far more once parsed


def _with_crypt(text: str) -> bytes:
    files = mini_files()
    files["vtescrypt.csv"] = text
    return make_zip(files)


def _crypt_with_extra_columns(n: int) -> str:
    lines = mini_files()["vtescrypt.csv"].splitlines()
    return "\n".join(line + "," + ",".join(["x"] * n) for line in lines) + "\n"


def _crypt_with_a_long_field(n: int) -> str:
    lines = mini_files()["vtescrypt.csv"].splitlines()
    return "\n".join([lines[0], lines[1].replace('"Aabbt Kindred"', '"' + "A" * n + '"', 1), *lines[2:]]) + "\n"


def _crypt_with_many_rows(n: int) -> str:
    lines = mini_files()["vtescrypt.csv"].splitlines()
    return "\n".join([lines[0], *(lines[1] for _ in range(n))]) + "\n"


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    ("text", "words"),
    [
        (_crypt_with_extra_columns(100_000), r"has 1000\d\d columns on line 1, more than 100"),
        (_crypt_with_a_long_field(10 * 2**20), r"is not readable csv \(line 2: field larger than field limit"),
        (_crypt_with_many_rows(60_000), r"has more than 50000 rows"),
    ],
    ids=["100000 columns", "a 10 MB field", "60000 rows"],
)
def test_a_wrongly_shaped_csv_is_refused_in_one_line(tmp_path: Path, store: Path, text: str, words: str) -> None:
    source = tmp_path / "odd.zip"
    source.write_bytes(_with_crypt(text))
    _fails(store, str(source), words)
    folder = tmp_path / "odd"
    shutil.copytree(MINI, folder)
    (folder / "vtescrypt.csv").write_text(text, encoding="utf-8")
    _fails(store, str(folder), words)


def _damaged(data: bytes, how: str) -> bytes:
    """The zip with its vtescrypt.csv member marked encrypted, or its deflate stream broken."""
    out = bytearray(data)
    info = zipfile.ZipFile(io.BytesIO(data)).getinfo("vtescrypt.csv")
    if how == "encrypted":
        central = out.index(b"PK\x01\x02")
        while out[central + 46 : central + 46 + len("vtescrypt.csv")] != b"vtescrypt.csv":
            central = out.index(b"PK\x01\x02", central + 4)
        out[central + 8] |= 1  # the general purpose flag: encrypted
    else:
        name_len, extra_len = struct.unpack("<HH", out[info.header_offset + 26 : info.header_offset + 30])
        out[info.header_offset + 30 + name_len + extra_len] = 0b111  # a final block of the invalid type 3
    return bytes(out)


@pytest.mark.parametrize("how", ["encrypted", "broken deflate stream"])
def test_a_damaged_zip_member_is_one_line(tmp_path: Path, store: Path, how: str) -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in mini_files().items():
            archive.writestr(name, text)
    source = tmp_path / "damaged.zip"
    source.write_bytes(_damaged(buf.getvalue(), how))
    _fails(store, str(source), r"'vtescrypt.csv' in the card source cannot be read")


def test_cli_refuses_a_zip_bomb_in_one_line(tmp_path: Path, store: Path) -> None:
    bomb = tmp_path / "bomb.zip"
    _zip_bomb(bomb, 40 * 2**20)
    digest = file_sha(store)
    result = CliRunner().invoke(main, ["db", "update", "--source", str(bomb), "--db", str(store)])
    assert result.exit_code == 2 and "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "inflates to more than" in lines[0] and "the store is unchanged" in lines[0]
    assert file_sha(store) == digest


# ---------------------------------------------------------------------------------------------
# Local sources


def test_local_zip(tmp_path: Path, mini_zip: bytes) -> None:
    source = tmp_path / "vtescsv_utf8.zip"
    source.write_bytes(mini_zip)
    db_path = tmp_path / "cards.sqlite"
    result = update_store(db_path, str(source))
    assert (result.updated, result.cards, result.source) == (True, 15, str(source.resolve()))
    assert set(load_cards(db_path).cards) == mini_ids()
    meta = store_meta(db_path)
    assert (meta["origin"], meta["snapshot_date"], meta["etag"]) == (str(source.resolve()), "2026-04-09", "")
    assert not update_store(db_path, str(source)).updated


def test_local_folder(tmp_path: Path) -> None:
    folder = tmp_path / "csv"
    shutil.copytree(MINI, folder)
    for i, p in enumerate(sorted(folder.iterdir())):
        stamp = time.mktime((2025, 12, 1 + i, 12, 0, 0, 0, 0, -1))
        os.utime(p, (stamp, stamp))
    db_path = tmp_path / "cards.sqlite"
    result = update_store(db_path, str(folder))
    assert (result.updated, result.cards) == (True, 15)
    assert set(load_cards(db_path).cards) == mini_ids()
    assert store_meta(db_path)["snapshot_date"] == "2025-12-04"  # the newest of the four files
    assert not update_store(db_path, str(folder)).updated  # zipped the same way: same bytes


def test_local_failures(tmp_path: Path, store: Path) -> None:
    folder = tmp_path / "partial"
    folder.mkdir()
    shutil.copy(MINI / "vtescrypt.csv", folder)
    _fails(store, str(folder), "has no 'vteslib.csv'")
    _fails(store, str(tmp_path / "nowhere.zip"), "no such file or folder")
    (tmp_path / "big.zip").write_bytes(b"x" * 2000)
    _fails(store, str(tmp_path / "big.zip"), "more than the limit of 1000", max_bytes=1000)
    (tmp_path / "text.zip").write_text("not a zip")
    _fails(store, str(tmp_path / "text.zip"), "not a valid zip file")


# ---------------------------------------------------------------------------------------------
# The command line


def test_cli_update_success_and_json(server: FakeServer, mini_zip: bytes, tmp_path: Path) -> None:
    server.routes["/cards.zip"] = serve(mini_zip, etag=ETAG)
    url = server.url("/cards.zip")
    db_path = tmp_path / "cards.sqlite"
    runner = CliRunner()
    result = runner.invoke(main, ["db", "update", "--source", url, "--timeout", "5", "--db", str(db_path)])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [f"updated: 15 cards from {url} (snapshot 2026-04-09)"]
    result = runner.invoke(main, ["db", "update", "--source", url, "--db", str(db_path), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data == {
        "updated": False,
        "source": url,
        "sha256": hashlib.sha256(mini_zip).hexdigest(),
        "cards": 15,
        "message": data["message"],
    }
    assert data["message"].startswith("not modified")


def test_cli_update_failure_is_one_line(server: FakeServer, store: Path) -> None:
    digest = file_sha(store)
    result = CliRunner().invoke(main, ["db", "update", "--source", server.url("/gone.zip"), "--db", str(store)])
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and "404" in lines[0]
    assert "Traceback" not in result.output
    assert file_sha(store) == digest


@pytest.mark.usefixtures("cards")
def test_cli_update_refreshes_the_loaded_db(
    server: FakeServer, mini_zip: bytes, store_path: Path, tmp_path: Path
) -> None:
    db_path = tmp_path / "cards.sqlite"
    shutil.copyfile(store_path, db_path)
    server.routes["/cards.zip"] = serve(mini_zip)
    runner = CliRunner()

    def card_count() -> int:
        result = runner.invoke(main, ["db", "info", "--db", str(db_path), "--json"])
        assert result.exit_code == 0, result.output
        return json.loads(result.stdout)["cards"]

    assert card_count() > 4000
    result = runner.invoke(main, ["db", "update", "--source", server.url("/cards.zip"), "--db", str(db_path)])
    assert result.exit_code == 0, result.output
    assert card_count() == 15


def test_cli_update_help_has_an_example() -> None:
    result = CliRunner().invoke(main, ["db", "update", "--help"])
    assert result.exit_code == 0
    assert "Example:" in result.output and "vtes db update" in result.output


# ---------------------------------------------------------------------------------------------
# The real VEKN zip


def test_update_from_the_official_zip(shared: Path, tmp_path: Path) -> None:
    source = shared / "data" / "vekn" / "vtescsv_utf8.zip"
    db_path = tmp_path / "cards.sqlite"
    result = CliRunner().invoke(main, ["db", "update", "--source", str(source), "--db", str(db_path), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["updated"] and data["cards"] == 1785 + 2364
    assert data["sha256"] == file_sha(source)
    db = load_cards(db_path)
    assert db.meta["snapshot_date"] == "2026-04-09"
    assert db.lookup("Govern the Unaligned").card.id == 100845


@pytest.mark.usefixtures("cards")
def test_official_zip_over_an_identical_embedded_store(shared: Path, store_path: Path, tmp_path: Path) -> None:
    source = shared / "data" / "vekn" / "vtescsv_utf8.zip"
    db_path = tmp_path / "cards.sqlite"
    shutil.copyfile(store_path, db_path)
    if store_meta(db_path)["sha256"] != file_sha(source):
        pytest.skip("the shared zip is not the embedded snapshot")
    digest = file_sha(db_path)
    result = update_store(db_path, str(source))
    assert not result.updated and result.cards == 1785 + 2364
    assert file_sha(db_path) == digest
