"""The card store: read the official VEKN CSVs, build the local SQLite store, load a CardDB.

Fetching is kept apart from loading: :func:`update_store` talks to the network (through
:mod:`vtes_tools.fetch`), :func:`load_cards` is offline and only reads local files.

The store is one SQLite file that holds everything it was built from (the source zip itself,
its manifest), the parsed cards, their prints, the sets, the precon bundles and a full-text
index. It is always replaced atomically: a reader never sees a half-built store.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as dt
import errno
import hashlib
import io
import json
import logging
import os
import re
import secrets
import sqlite3
import stat
import struct
import time
import unicodedata
import zipfile
import zlib
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from importlib import resources
from pathlib import Path
from typing import Any

from .errors import AmbiguousCardError, CardStoreError, SearchError, UnknownCardError
from .files import process_alive
from .models import (
    ANY_GROUP,
    CLAN_RENAMES,
    DISCIPLINE_NAMES,
    DISCIPLINES,
    Card,
    CardType,
    Deck,
    Print,
    Sect,
    current_clan,
)

log = logging.getLogger(__name__)

SCHEMA_VERSION = 3
SOURCE_FILE = "vtescsv_utf8.zip"
DEFAULT_SOURCE_URL = "http://www.vekn.net/images/stories/downloads/vtescsv_utf8.zip"

#: Columns each official file must have; anything else is a wrongly shaped source.
REQUIRED_COLUMNS: dict[str, tuple[str, ...]] = {
    "vtescrypt.csv": (
        "Id", "Name", "Aka", "Type", "Clan", "Adv", "Group", "Capacity", "Disciplines",
        "Card Text", "Set", "Title", "Banned", "Artist",
    ),
    "vteslib.csv": (
        "Id", "Name", "Aka", "Type", "Clan", "Discipline", "Pool Cost", "Blood Cost",
        "Burn Option", "Card Text", "Set", "Banned", "Artist",
    ),
    "vtessets.csv": ("Abbrev", "Release Date", "Full Name"),
}
OPTIONAL_FILES = ("vteslibmeta.csv",)


# --------------------------------------------------------------------------------------------
# Where things are


def embedded_snapshot_dir() -> Path:
    """The pinned snapshot shipped with the package (``card_db/``)."""
    installed = Path(__file__).resolve().parent / "card_db"
    if (installed / "manifest.json").is_file():
        return installed
    checkout = Path(__file__).resolve().parent.parent / "card_db"
    if (checkout / "manifest.json").is_file():
        return checkout
    raise CardStoreError("the embedded card snapshot is missing: reinstall vtes-tools")


def default_store_path() -> Path:
    """The store in the user's data directory (``~/.local/share/vtes-tools/cards.sqlite``)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("vtes-tools", appauthor=False)) / "cards.sqlite"


def read_manifest(folder: Path) -> dict[str, Any]:
    return json.loads((folder / "manifest.json").read_text(encoding="utf-8"))


# --------------------------------------------------------------------------------------------
# Reading the official files


#: Caps on what a card source may hold, far above the official files (1.3 MB of csv in four
#: files of at most 2,400 rows, 17 columns and 600 characters a field), so that a zip bomb or a
#: wrongly shaped file is refused after bounded work and memory instead of exhausting them.
MAX_MEMBER_BYTES = 32 * 2**20
MAX_SOURCE_BYTES = 64 * 2**20
MAX_ROWS = 50_000
MAX_COLUMNS = 100
MAX_FIELD_CHARS = 131_072
MAX_CELLS = 1_000_000

#: Every error reading a damaged or hostile zip can raise (a bad header, a corrupt deflate
#: stream, an encrypted member, an unsupported compression method...).
_ZIP_ERRORS = (
    zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError, RuntimeError,
    NotImplementedError, LookupError, zlib.error, struct.error,
)


def read_source(data: bytes) -> dict[str, list[dict[str, str]]]:
    """Read the official zip (as bytes) into rows per file; check it has the right shape.

    Raises :class:`CardStoreError` naming what is wrong: not a zip, a missing file, a file that
    is not UTF-8 CSV, a missing column, no rows, or a file larger than the caps above.
    """
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = {Path(info.filename).name: info for info in archive.infolist()}
    except _ZIP_ERRORS as exc:
        raise CardStoreError(f"the card source is not a valid zip file ({one_line(exc)})") from None
    out: dict[str, list[dict[str, str]]] = {}
    budget = MAX_SOURCE_BYTES
    for fname in (*REQUIRED_COLUMNS, *OPTIONAL_FILES):
        if fname not in members:
            if fname in OPTIONAL_FILES:
                continue
            raise CardStoreError(f"the card source has no {fname!r}: is it the VEKN csv zip?")
        raw = _inflate(archive, members[fname], fname, min(MAX_MEMBER_BYTES, budget))
        budget -= len(raw)
        try:
            text = raw.decode("utf-8-sig")
        except ValueError as exc:
            raise CardStoreError(f"{fname!r} in the card source is not utf-8 text ({one_line(exc)})") from None
        del raw
        rows = _read_csv(text, fname)
        if not rows:
            raise CardStoreError(f"{fname!r} in the card source has no rows")
        missing = [c for c in REQUIRED_COLUMNS.get(fname, ()) if c not in rows[0]]
        if missing:
            raise CardStoreError(f"{fname!r} in the card source lacks columns {missing}")
        out[fname] = rows
    return out


def _inflate(archive: zipfile.ZipFile, info: zipfile.ZipInfo, fname: str, cap: int) -> bytes:
    """A member's bytes, read in chunks and refused as soon as they pass ``cap``."""
    too_big = CardStoreError(
        f"{fname!r} in the card source inflates to more than {cap} bytes: is it the VEKN csv zip?"
    )
    if info.file_size > cap:
        raise too_big
    parts: list[bytes] = []
    size = 0
    try:
        with archive.open(info) as member:
            while chunk := member.read(64 * 1024):
                size += len(chunk)
                if size > cap:
                    raise too_big
                parts.append(chunk)
    except CardStoreError:
        raise
    except _ZIP_ERRORS as exc:
        raise CardStoreError(f"{fname!r} in the card source cannot be read ({one_line(exc)})") from None
    return b"".join(parts)


def _read_csv(text: str, fname: str) -> list[dict[str, str]]:
    """Rows of a csv file as dicts (missing fields empty), within the caps on rows, columns and
    field length; :class:`CardStoreError` naming the line otherwise."""
    reader = csv.reader(io.StringIO(text, newline=""), skipinitialspace=True)
    previous_limit = csv.field_size_limit(MAX_FIELD_CHARS)
    try:
        header: list[str] | None = None
        rows: list[dict[str, str]] = []
        cells = 0
        for row in reader:
            if len(row) > MAX_COLUMNS:
                raise CardStoreError(
                    f"{fname!r} in the card source has {len(row)} columns on line {reader.line_num}, "
                    f"more than {MAX_COLUMNS}: is it the VEKN csv zip?"
                )
            cells += len(row)
            if len(rows) >= MAX_ROWS or cells > MAX_CELLS:
                raise CardStoreError(
                    f"{fname!r} in the card source has more than {MAX_ROWS} rows or {MAX_CELLS} fields: "
                    "is it the VEKN csv zip?"
                )
            if header is None:
                header = row
            elif row:
                rows.append({k: v for k, v in zip(header, row)} | {k: "" for k in header[len(row):]})
    except csv.Error as exc:
        raise CardStoreError(
            f"{fname!r} in the card source is not readable csv (line {reader.line_num}: {one_line(exc)})"
        ) from None
    finally:
        csv.field_size_limit(previous_limit)
    return rows


def one_line(exc: BaseException | str) -> str:
    """An error message on one line (messages of nested errors span several)."""
    return " ".join(str(exc).split())


#: Numbers of the source are stored as SQLite integers (64 bits); larger ones are wrong data.
_MAX_INT = 2**63 - 1


def _int(value: str) -> int:
    """An integer field; ValueError when it is not one or cannot be stored."""
    number = int(value)
    if abs(number) > _MAX_INT:
        raise ValueError(f"{value[:20]!r}... is too large a number")
    return number


def _int_or_none(value: str) -> int | None:
    value = value.strip()
    return _int(value) if value.lstrip("-").isdecimal() else None


def _cost(value: str) -> int | str | None:
    value = value.strip()
    if not value:
        return None
    if value.upper() == "X":
        return "X"
    return _int(value) if value.isdecimal() else None


def _date(value: str) -> dt.date | None:
    """``YYYYMMDD`` as a date, None for anything else; ValueError for an impossible date."""
    value = value.strip()
    if len(value) == 8 and value.isdecimal():
        return dt.date(int(value[:4]), int(value[4:6]), int(value[6:]))
    return None


def _ban_dates() -> dict[int, dt.date]:
    """Ban years of the official files -> the date the ban took effect (shipped table)."""
    text = resources.files("vtes_tools.data").joinpath("ban_dates.csv").read_text("utf-8")
    return {int(r["year"]): dt.date.fromisoformat(r["date"]) for r in csv.DictReader(io.StringIO(text))}


def _bundles() -> dict[tuple[str, str], str]:
    text = resources.files("vtes_tools.data").joinpath("bundles.csv").read_text("utf-8-sig")
    return {(r["Set"], r["Bundle"]): r["Name"] for r in csv.DictReader(io.StringIO(text)) if r["Bundle"]}


_PRINT_PART = re.compile(r"^([A-Za-z]*?)(\d*)$")


def parse_prints(
    value: str,
    set_dates: dict[str, dt.date | None],
    bundles: dict[tuple[str, str], str],
) -> tuple[Print, ...]:
    """Parse the Set column: ``V5:PTr1``, ``CE:U/PTr``, ``V5:PH3/PL4``, ``POD:DTC``, ``Promo-20201030:...``."""
    out: list[Print] = []
    for token in value.split(","):
        token = token.strip()
        if not token:
            continue
        set_name, _, rest = token.partition(":")
        set_name = set_name.strip()
        if set_name == "Promo" and rest[:8].isdecimal() and len(rest) >= 8:
            # "Promo:202404235" is the promo of 2024-04-23, 5 copies: named like the others.
            set_name, rest = f"Promo-{rest[:8]}", rest[8:]
        date = set_dates.get(set_name)
        if date is None and set_name.startswith("Promo-"):
            date = _date(set_name[6:])
        parts = [p for p in rest.split("/") if p] or [""]
        for part in parts:
            m = _PRINT_PART.match(part.strip())
            code, digits = (m.group(1), m.group(2)) if m else (part, "")
            count = _int(digits) if digits else None
            if code and (set_name, code) in bundles:
                out.append(Print(set_name, bundle=code, count=count, release_date=date))
            else:
                out.append(Print(set_name, rarity=code, count=count, release_date=date))
    return tuple(out)


_SECT = re.compile(r"^(?:Advanced,\s*)?\{?(Camarilla|Sabbat|Independent|Anarch|Laibon)")
_REFERENCE = re.compile(r"/([^/\n]{2,80})/")


def _split(value: str, sep: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in value.split(sep) if s.strip())


def _unique_names(rows: list[dict[str, Any]]) -> None:
    """Give same-name crypt cards distinct names: ``Theo Bell (G2)``, ``Theo Bell (G2 ADV)``."""
    by_name: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        by_name[r["name"]].append(r)
    for same in by_name.values():
        groups = {r["group"] for r in same}
        for r in same:
            tags = []
            if len(groups) > 1:
                tags.append(f"G{r['group']}")
            if r["advanced"] and len(same) > 1:
                tags.append("ADV")
            r["unique_name"] = f"{r['name']} ({' '.join(tags)})" if tags else r["name"]


#: What reading a wrongly shaped row raises (a bad number, date or card type, a missing key).
_ROW_ERRORS = (ValueError, KeyError, IndexError, TypeError, AttributeError, OverflowError)


@contextlib.contextmanager
def _reading_row(fname: str, number: int) -> Iterator[None]:
    """Turn the error of a wrongly shaped row into a :class:`CardStoreError` naming the row."""
    try:
        yield
    except _ROW_ERRORS as exc:
        raise CardStoreError(
            f"a row cannot be read ({fname!r} row {number}: {one_line(exc)[:200]}): is it the VEKN csv zip?"
        ) from None


def parse_cards(source: dict[str, list[dict[str, str]]]) -> list[Card]:
    """Turn the official rows into cards; every quirk of the files is handled here, once.

    Raises :class:`CardStoreError` naming the first row that cannot be read.
    """
    set_dates = _set_dates(source)
    bundles = _bundles()
    bans = _ban_dates()
    meta: dict[str, tuple[str, ...]] = {}
    for n, r in enumerate(source.get("vteslibmeta.csv", []), 1):
        with _reading_row("vteslibmeta.csv", n):
            meta[r["Id"]] = _split(r.get("Requirement", ""), ",")

    def common(r: dict[str, str]) -> dict[str, Any]:
        banned = r["Banned"].strip()
        ban_date = _date(banned) or (
            bans.get(int(banned), dt.date(int(banned), 1, 1)) if banned.isdecimal() else None
        )
        prints = parse_prints(r["Set"], set_dates, bundles)
        dates = [p.release_date for p in prints if p.release_date]
        return {
            "id": _int(r["Id"]),
            "name": r["Name"].strip(),
            "aka": _split(r["Aka"], ";"),
            "text": r["Card Text"].strip(),
            "path": r.get("Path", "").strip(),
            "banned": ban_date,
            "prints": prints,
            "artists": _split(r["Artist"], ";"),
            "first_release": min(dates) if dates else None,
        }

    crypt_rows: list[dict[str, Any]] = []
    for n, r in enumerate(source["vtescrypt.csv"], 1):
        with _reading_row("vtescrypt.csv", n):
            row = common(r)
            disc = []
            for tok in r["Disciplines"].split():
                if tok.lower() in DISCIPLINE_NAMES:
                    disc.append((tok.lower(), 2 if tok.isupper() else 1))
            m = _SECT.match(row["text"])
            row.update(
                types=(CardType(r["Type"].strip()),),
                clans=(current_clan(r["Clan"].strip()),) if r["Clan"].strip() else (),
                sect=m.group(1) if m else "",
                title=r["Title"].strip(),
                disciplines=tuple(disc),
                capacity=_int_or_none(r["Capacity"]),
                group=r["Group"].strip(),
                advanced=bool(r["Adv"].strip()),
            )
        crypt_rows.append(row)
    _unique_names(crypt_rows)

    lib_rows: list[dict[str, Any]] = []
    for n, r in enumerate(source["vteslib.csv"], 1):
        with _reading_row("vteslib.csv", n):
            row = common(r)
            req = r["Discipline"].strip()
            combo = "&" in req
            names = [s.strip() for s in re.split(r"[/&]", req) if s.strip()]
            row.update(
                types=tuple(CardType(t) for t in _split(r["Type"], "/")),
                clans=tuple(current_clan(c) for c in _split(r["Clan"], "/")),
                disciplines=tuple((DISCIPLINES.get(n, n.lower()[:3]), 1) for n in names),
                discipline_combo=combo,
                pool_cost=_cost(r["Pool Cost"]),
                blood_cost=_cost(r["Blood Cost"]),
                conviction_cost=_cost(r.get("Conviction Cost", "")),
                burn_option=r["Burn Option"].strip().lower() in ("y", "yes"),
                capacity_requirement=r.get("Capacity", "").strip(),
                requirements=meta.get(r["Id"], ()),
                unique_name=row["name"],
            )
        lib_rows.append(row)

    rows = crypt_rows + lib_rows
    seen: set[int] = set()
    for row in rows:
        if row["id"] in seen:
            raise CardStoreError(f"the card id {row['id']} appears twice in the card source: is it the VEKN csv zip?")
        seen.add(row["id"])
    card_names = {row["name"] for row in rows}
    for row in rows:  # "/Name/" references -> plain names, only where they name a card
        row["text"] = _REFERENCE.sub(lambda m: m.group(1) if m.group(1) in card_names else m.group(0), row["text"])
    return [Card(**r) for r in rows]


def _set_dates(source: dict[str, list[dict[str, str]]]) -> dict[str, dt.date | None]:
    dates = {}
    for n, r in enumerate(source["vtessets.csv"], 1):
        with _reading_row("vtessets.csv", n):
            dates[r["Abbrev"].strip()] = _date(r["Release Date"])
    return dates


# --------------------------------------------------------------------------------------------
# The store

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE source (file TEXT PRIMARY KEY, data BLOB);
CREATE TABLE sets (abbrev TEXT PRIMARY KEY, name TEXT, release_date TEXT, company TEXT);
CREATE TABLE bundles (set_abbrev TEXT, code TEXT, name TEXT, PRIMARY KEY (set_abbrev, code));
CREATE TABLE cards (
    id INTEGER PRIMARY KEY, name TEXT, unique_name TEXT, types TEXT, clans TEXT, sect TEXT,
    title TEXT, disciplines TEXT, capacity INTEGER, grp TEXT, advanced INTEGER,
    pool_cost TEXT, blood_cost TEXT, banned TEXT, first_release TEXT, text TEXT
);
CREATE TABLE cache (name TEXT PRIMARY KEY, data TEXT);
CREATE TABLE prints (
    card_id INTEGER REFERENCES cards(id), set_abbrev TEXT, rarity TEXT, bundle TEXT,
    count INTEGER, release_date TEXT
);
CREATE INDEX prints_bundle ON prints (set_abbrev, bundle);
CREATE VIRTUAL TABLE cards_fts USING fts5(name, aka, text, tokenize = 'unicode61 remove_diacritics 2');
"""


_FIELDS = tuple(f.name for f in fields(Card))


def _pack(cards: list[Card]) -> str:
    """All cards as one compact JSON document (positional fields, shared prints, name keys).

    Loading this blob is what keeps :func:`load_cards` fast: one ``json.loads`` and positional
    constructors, with the name index precomputed at build time.
    """
    prints: dict[Print, int] = {}
    rows = []
    for c in cards:
        row: list[Any] = []
        for name in _FIELDS:
            v = getattr(c, name)
            if name == "prints":
                v = [prints.setdefault(p, len(prints)) for p in v]
            elif isinstance(v, dt.date):
                v = v.isoformat()
            row.append(v)
        rows.append(row)
    names, akas = _name_index(cards)
    return json.dumps(
        {
            "fields": _FIELDS,
            "prints": [[p.set, p.rarity, p.bundle, p.count, _iso(p.release_date)] for p in prints],
            "cards": rows,
            "names": names,
            "akas": akas,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )


def _unpack(text: str) -> tuple[list[Card], dict[str, list[int]], dict[str, list[int]]]:
    blob = json.loads(text)
    if tuple(blob["fields"]) != _FIELDS:
        raise CardStoreError("the card store was built by another version: delete it to rebuild")
    days: dict[str, dt.date] = {}

    def day(s: str | None) -> dt.date | None:
        if s is None:
            return None
        v = days.get(s)
        if v is None:
            v = days[s] = dt.date.fromisoformat(s)
        return v

    prints = [Print(a, b, c, d, day(e)) for a, b, c, d, e in blob["prints"]]
    types = {t.value: t for t in CardType}
    i_types, i_disc, i_prints = _FIELDS.index("types"), _FIELDS.index("disciplines"), _FIELDS.index("prints")
    i_dates = [_FIELDS.index("banned"), _FIELDS.index("first_release")]
    i_tuples = [_FIELDS.index(n) for n in ("aka", "clans", "artists", "requirements")]
    cards = []
    for row in blob["cards"]:
        row[i_types] = tuple(types[t] for t in row[i_types])
        row[i_disc] = tuple(map(tuple, row[i_disc]))
        row[i_prints] = tuple(prints[i] for i in row[i_prints])
        for i in i_dates:
            row[i] = day(row[i])
        for i in i_tuples:
            row[i] = tuple(row[i])
        cards.append(Card(*row))
    return cards, blob["names"], blob["akas"]


def _name_index(cards: Iterable[Card]) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    """Normalised name keys -> card ids, for official names and for akas."""
    names: dict[str, list[int]] = defaultdict(list)
    akas: dict[str, list[int]] = defaultdict(list)
    for c in cards:
        for key in _name_keys(c.name):
            names[key].append(c.id)
        if c.unique_name != c.name:
            names[normalize_name(c.unique_name)].append(c.id)
        for a in c.aka:
            for key in _name_keys(a):
                akas[key].append(c.id)
    return dict(names), dict(akas)


#: ``PRAGMA application_id`` of every store this package writes ("VTES" in ASCII). A file at a
#: store's path that carries neither it nor the meta table of an older store is somebody else's,
#: and is never replaced.
APPLICATION_ID = 0x56544553
_SQLITE_MAGIC = b"SQLite format 3\x00"
#: A temporary file of a build whose process is still alive is left alone for this many seconds.
STALE_AFTER = 15 * 60


def build_store(data: bytes, manifest: dict[str, Any], db_path: Path, *, origin: str) -> None:
    """Build the store at ``db_path`` from the official zip ``data``, atomically.

    The new store is written to a temporary file next to the target (``.cards.sqlite.<pid>.<random>.tmp``)
    and renamed over it only once complete, so a failure at any point leaves the previous store
    exactly as it was; temporary files left by a killed build are removed. A symbolic link is
    followed: its target is replaced, the link kept. A file that is not a vtes-tools store, or a
    store of a newer vtes-tools, is refused (:func:`existing_store`).
    """
    source = read_source(data)
    cards = parse_cards(source)
    sets = _set_rows(source)
    existing_store(db_path)
    target = store_target(db_path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        remove_stale_temporaries(target)
        tmp = new_temporary(target)
    except OSError as exc:
        raise _cannot_write(db_path, exc) from None
    try:
        con = sqlite3.connect(tmp)
        try:
            # No journal and no syncing while the file is private: it is synced once, whole,
            # before the rename makes it the store (several syncs a build otherwise).
            con.execute("PRAGMA journal_mode = OFF")
            con.execute("PRAGMA synchronous = OFF")
            con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            with con:
                con.executescript(_SCHEMA)
                info = {
                    "schema_version": SCHEMA_VERSION,
                    "origin": origin,
                    "sha256": hashlib.sha256(data).hexdigest(),
                    "source_url": manifest.get("source", ""),
                    "snapshot_date": manifest.get("snapshot_date", ""),
                    "etag": manifest.get("etag") or "",
                    "last_modified": manifest.get("last_modified") or "",
                    "built_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
                }
                con.executemany("INSERT INTO meta VALUES (?, ?)", [(k, str(v)) for k, v in info.items()])
                con.execute("INSERT INTO source VALUES (?, ?)", (SOURCE_FILE, data))
                con.executemany("INSERT INTO sets VALUES (?, ?, ?, ?)", sets)
                con.executemany("INSERT INTO bundles VALUES (?, ?, ?)", [(s, c, n) for (s, c), n in _bundles().items()])
                con.executemany(
                    "INSERT INTO cards VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    [
                        (
                            c.id, c.name, c.unique_name, c.type_label, "/".join(c.clans), c.sect, c.title,
                            " ".join(a.upper() if n == 2 else a for a, n in c.disciplines), c.capacity, c.group,
                            int(c.advanced), _str(c.pool_cost), _str(c.blood_cost), _iso(c.banned),
                            _iso(c.first_release), c.text,
                        )
                        for c in cards
                    ],
                )
                con.execute("INSERT INTO cache VALUES ('cards', ?)", (_pack(cards),))
                con.executemany(
                    "INSERT INTO prints VALUES (?, ?, ?, ?, ?, ?)",
                    [(c.id, p.set, p.rarity, p.bundle, p.count, _iso(p.release_date)) for c in cards for p in c.prints],
                )
                con.executemany(
                    "INSERT INTO cards_fts (rowid, name, aka, text) VALUES (?, ?, ?, ?)",
                    [(c.id, c.name, " ; ".join(c.aka), c.text) for c in cards],
                )
        finally:
            con.close()
        fd = os.open(tmp, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException as exc:
        tmp.unlink(missing_ok=True)
        Path(f"{tmp}-journal").unlink(missing_ok=True)
        if isinstance(exc, (OSError, sqlite3.Error)):
            raise _cannot_write(db_path, exc) from None
        raise
    log.info("built card store %s (%d cards, origin %s)", db_path, len(cards), origin)


def new_temporary(target: Path) -> Path:
    """A new empty file ``.<name>.<pid>.<random>.tmp`` next to ``target``, with the permissions of
    the store it will replace (or the usual ones of a new file: 0666 less the umask)."""
    for _ in range(100):
        tmp = target.parent / f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
        os.close(fd)
        try:
            os.chmod(tmp, stat.S_IMODE(target.stat().st_mode))
        except FileNotFoundError:
            pass
        return tmp
    raise FileExistsError(errno.EEXIST, "no free temporary file name", str(target.parent))


def _set_rows(source: dict[str, list[dict[str, str]]]) -> list[tuple[str, str, str | None, str]]:
    """Rows of the sets table, one per abbreviation (the last one wins, as in :func:`parse_cards`)."""
    rows = {}
    for n, r in enumerate(source["vtessets.csv"], 1):
        with _reading_row("vtessets.csv", n):
            abbrev = r["Abbrev"].strip()
            released = _iso(_date(r["Release Date"]))
            rows[abbrev] = (abbrev, r["Full Name"].strip(), released, r.get("Company", "").strip())
    return list(rows.values())


def _cannot_write(db_path: Path, exc: BaseException) -> CardStoreError:
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else one_line(exc)
    return CardStoreError(f"cannot write the card store at {str(db_path)!r} ({reason}): choose a writable --db path")


def remove_stale_temporaries(target: Path) -> None:
    """Delete the temporary files (and their journals) that builds of ``target`` left behind when
    killed: only those named as :func:`new_temporary` names them, whose process is gone or which
    are older than :data:`STALE_AFTER` seconds."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.(\d+)\.[a-z0-9_]+\.tmp(?:-journal)?")
    try:
        entries = [e for e in target.parent.iterdir() if pattern.fullmatch(e.name)]
    except OSError:
        return
    now = time.time()
    for entry in entries:
        match = pattern.fullmatch(entry.name)
        assert match is not None
        try:
            if process_alive(int(match.group(1))) and now - entry.lstat().st_mtime < STALE_AFTER:
                continue
            entry.unlink()
        except OSError:
            continue
        log.info("removed %s, left by an interrupted build of the card store", entry)


def _iso(d: dt.date | None) -> str | None:
    return d.isoformat() if d else None


def _str(v: object) -> str | None:
    return None if v is None else str(v)


def connect_readonly(path: Path) -> sqlite3.Connection:
    """A read-only connection to the SQLite file at ``path`` (any characters in the path)."""
    return sqlite3.connect(f"{Path(os.path.abspath(path)).as_uri()}?mode=ro", uri=True)


def _read_meta(path: Path) -> dict[str, str] | None:
    try:
        con = connect_readonly(path)
        try:
            return {str(k): str(v) for k, v in con.execute("SELECT key, value FROM meta")}
        finally:
            con.close()
    except (sqlite3.Error, ValueError):
        return None


def store_meta(db_path: Path) -> dict[str, str]:
    """The ``meta`` table of a store, or ``{}`` when there is no readable store there."""
    db_path = Path(db_path)
    if not db_path.is_file():
        return {}
    return _read_meta(db_path) or {}


def store_target(db_path: Path) -> Path:
    """The file a store path stands for: symbolic links are followed, so that building the store
    replaces the link's target and keeps the link."""
    target = Path(os.path.realpath(db_path))
    if target.is_symlink():
        raise CardStoreError(f"the card store path {str(db_path)!r} is a symbolic link loop: choose another --db path")
    return target


def existing_store(db_path: Path) -> dict[str, str]:
    """The ``meta`` table of the store at ``db_path``: ``{}`` when there is none yet, or when it is
    a store of this package that cannot be read (it is then rebuilt).

    A store is recognised by its ``PRAGMA application_id`` (:data:`APPLICATION_ID`), or, built
    before that was set, by its meta table. Raises :class:`CardStoreError` when the file there is
    anything else (a text file, another program's database, an empty file: it is the user's, and
    is left as it is) or a store written by a newer vtes-tools (its schema cannot be read here).
    """
    target = store_target(db_path)
    try:
        mode = target.stat().st_mode
        if not stat.S_ISREG(mode):
            raise _not_a_store(db_path)
        with target.open("rb") as f:
            header = f.read(100)
    except FileNotFoundError:
        return {}
    except CardStoreError:
        raise
    except OSError as exc:
        reason = exc.strerror or one_line(exc)
        raise CardStoreError(
            f"cannot read the card store at {str(db_path)!r} ({reason}): choose another --db path"
        ) from None
    if len(header) < 100 or not header.startswith(_SQLITE_MAGIC):
        raise _not_a_store(db_path)
    application_id = int.from_bytes(header[68:72], "big", signed=True)
    meta = _read_meta(target)
    if application_id != APPLICATION_ID:
        older = application_id == 0 and meta is not None and {"schema_version", "origin", "sha256"} <= set(meta)
        if not older:
            raise _not_a_store(db_path)
    meta = meta or {}
    version = meta.get("schema_version", "")
    if version.isdecimal() and int(version) > SCHEMA_VERSION:
        raise CardStoreError(
            f"the card store {str(db_path)!r} was written by a newer vtes-tools (schema {int(version)}, this one "
            f"reads {SCHEMA_VERSION}): upgrade vtes-tools, or choose another --db path"
        )
    return meta


def _not_a_store(db_path: Path) -> CardStoreError:
    return CardStoreError(
        f"{str(db_path)!r} is not a vtes-tools card store, and is left as it is: choose another --db path"
    )


def ensure_store(db_path: Path) -> Path:
    """Make sure a usable store exists at ``db_path``; build or rebuild it when needed.

    Built from the embedded snapshot on first use and whenever that snapshot changes (an
    upgrade of the package). A store built from an update keeps its own source, and is only
    rebuilt from it when the store's schema changes. Raises :class:`CardStoreError` for a file
    that is not a store (see :func:`existing_store`) or a store that cannot be written.
    """
    db_path = Path(db_path)
    meta = existing_store(db_path)
    embedded = embedded_snapshot_dir()
    manifest = read_manifest(embedded)
    fresh = meta.get("schema_version") == str(SCHEMA_VERSION)
    if meta and meta.get("origin") != "embedded":
        if fresh:
            return db_path
        data = _stored_source(db_path)
        if data is not None:
            kept = {k: meta.get(k) for k in ("snapshot_date", "etag", "last_modified")}
            build_store(data, kept | {"source": meta.get("source_url")}, db_path, origin=meta.get("origin", ""))
            return db_path
        log.warning("the card store %s holds no readable source: rebuilding it from the embedded snapshot", db_path)
    elif fresh and meta.get("sha256") == manifest["sha256"]:
        return db_path
    data = (embedded / manifest["file"]).read_bytes()
    if hashlib.sha256(data).hexdigest() != manifest["sha256"]:
        raise CardStoreError("the embedded card snapshot does not match its manifest: reinstall vtes-tools")
    try:
        build_store(data, manifest, db_path, origin="embedded")
    except CardStoreError:
        if not fresh:
            raise
        # a store of this schema from an older snapshot, in a place that cannot be written (a
        # shared read-only store): still usable, only a few cards behind
        log.warning("the card store %s is from an older card snapshot and cannot be rebuilt: used as it is", db_path)
    return db_path


def _stored_source(db_path: Path) -> bytes | None:
    """The source zip an older store was built from, or None when it cannot be read."""
    try:
        con = connect_readonly(db_path)
        try:
            row = con.execute("SELECT data FROM source WHERE file = ?", (SOURCE_FILE,)).fetchone()
        finally:
            con.close()
    except (sqlite3.Error, ValueError):
        return None
    return bytes(row[0]) if row and isinstance(row[0], bytes) else None


# --------------------------------------------------------------------------------------------
# Names


def normalize_name(name: str) -> str:
    """Lowercase, accents and punctuation removed, spaces collapsed: the lookup key of a name."""
    name = unicodedata.normalize("NFKD", name.replace("’", "'").replace("`", "'"))
    name = "".join(ch for ch in name if not unicodedata.combining(ch)).lower()
    name = name.replace("'", "")
    return " ".join(re.sub(r"[^a-z0-9]+", " ", name).split())


def _name_keys(name: str) -> Iterator[str]:
    key = normalize_name(name)
    yield key
    if key.endswith(" the"):  # "Rack, The" is written "The Rack" too
        yield "the " + key[:-4]
    elif key.startswith("the "):
        yield key[4:] + " the"


_SUFFIX = re.compile(r"\s*\((?:(adv|advanced)|g\s*(\d|any)(?:\s+(adv|advanced))?)\)\s*$", re.IGNORECASE)


def split_name_tags(name: str) -> tuple[str, str | None, bool | None]:
    """``Theo Bell (G2 ADV)`` -> (``Theo Bell``, ``2``, True); untagged parts are None."""
    group: str | None = None
    advanced: bool | None = None
    while True:
        m = _SUFFIX.search(name)
        if not m:
            return name.strip(), group, advanced
        if m.group(1) or m.group(3):
            advanced = True
        if m.group(2):
            group = m.group(2).upper()
        name = name[: m.start()]


@dataclass(frozen=True, slots=True)
class Match:
    """The result of a name lookup: the card, how it was found, and a score (100 = exact)."""

    card: Card
    how: str  # "exact", "aka", "alias", "fuzzy", "id"
    score: float = 100.0
    query: str = ""

    @property
    def exact(self) -> bool:
        return self.how in ("exact", "id")


@dataclass(frozen=True, slots=True)
class Precon:
    """A preconstructed starter deck, built from the print data."""

    set: str
    code: str
    name: str
    cards: tuple[tuple[Card, int], ...]

    @property
    def deck(self) -> Deck:
        return Deck.from_counts(self.cards, name=f"{self.name} ({self.set} starter)")

    @property
    def crypt_count(self) -> int:
        return sum(n for c, n in self.cards if c.is_crypt)

    @property
    def library_count(self) -> int:
        return sum(n for c, n in self.cards if not c.is_crypt)

    @property
    def reference(self) -> str:
        return f"precon:{self.set}:{self.name}"


def _aliases() -> dict[str, int]:
    text = resources.files("vtes_tools.data").joinpath("aliases.csv").read_text("utf-8")
    return {normalize_name(r["alias"]): int(r["id"]) for r in csv.DictReader(io.StringIO(text))}


class CardDB:
    """All cards, looked up by id or by name, searched, and listed as precons or a DataFrame."""

    #: rapidfuzz score under which a fuzzy candidate is not considered at all.
    FUZZY_CUTOFF = 85.0
    #: a second candidate within this many points of the best makes a lookup ambiguous.
    AMBIGUITY_MARGIN = 3.0

    def __init__(
        self,
        cards: Iterable[Card],
        *,
        sets: dict[str, tuple[str, dt.date | None]] | None = None,
        bundles: dict[tuple[str, str], str] | None = None,
        meta: dict[str, str] | None = None,
        path: Path | None = None,
        index: tuple[dict[str, list[int]], dict[str, list[int]]] | None = None,
    ) -> None:
        self.cards: dict[int, Card] = {c.id: c for c in cards}
        self.sets = sets or {}
        self.bundles = bundles or {}
        self.meta = meta or {}
        self.path = path
        names, akas = index if index is not None else _name_index(self.cards.values())
        by_id = self.cards
        self._names: dict[str, list[Card]] = {k: [by_id[i] for i in ids] for k, ids in names.items()}
        self._akas: dict[str, list[Card]] = {k: [by_id[i] for i in ids] for k, ids in akas.items()}
        self._aliases = {k: self.cards[v] for k, v in _aliases().items() if v in self.cards}
        self._fuzzy_keys = list(set(self._names) | set(self._akas) | set(self._aliases))
        self._known: dict[str, dict[str, str]] | None = None

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards.values())

    def __contains__(self, item: object) -> bool:
        return (item.id if isinstance(item, Card) else item) in self.cards

    def __getitem__(self, key: int | str) -> Card:
        if isinstance(key, int) or (isinstance(key, str) and key.strip().isdecimal()):
            card = self.cards.get(int(key))
            if card is None:
                raise UnknownCardError(f"no card has the id {key!r}")
            return card
        return self.lookup(key).card

    def __repr__(self) -> str:
        return f"CardDB({len(self.cards)} cards, snapshot {self.meta.get('snapshot_date', '?')})"

    # -- names ---------------------------------------------------------------------------

    def _pick(self, found: list[Card], group: str | None, advanced: bool | None, query: str) -> Card:
        cands = list(dict.fromkeys(found))
        if group is not None:
            cands = [c for c in cands if c.group == group] or cands
        if advanced is not None:
            cands = [c for c in cands if c.advanced == advanced] or cands
        elif len(cands) > 1:
            cands = [c for c in cands if not c.advanced] or cands
        if len(cands) > 1:
            names = tuple(c.unique_name for c in cands)
            raise AmbiguousCardError(f"{query!r} could be {', '.join(names)}: add the group, e.g. {names[0]!r}", names)
        return cands[0]

    def lookup(self, name: str, *, group: str | None = None, advanced: bool | None = None, fuzzy: bool = True) -> Match:
        """Find a card by name: normalised exact, then aka, alias, then rapidfuzz.

        ``Theo Bell (G2)``, ``Theo Bell (ADV)``, ``The Rack`` and ``Rack, The`` all work; case
        and accents are ignored. A near-tie between fuzzy candidates raises
        :class:`AmbiguousCardError`; nothing close enough raises :class:`UnknownCardError`
        with suggestions.
        """
        query = name
        if name.strip().isdecimal() and int(name) in self.cards:
            return Match(self.cards[int(name)], "id", 100.0, query)
        base, tag_group, tag_adv = split_name_tags(name)
        group = group if group is not None else tag_group
        advanced = advanced if advanced is not None else tag_adv
        keys = list(_name_keys(base))
        if group is not None and group.isdecimal():
            group = str(int(group))
        for table, how in ((self._names, "exact"), (self._akas, "aka")):
            for key in keys:
                if key in table:
                    return Match(self._pick(table[key], group, advanced, query), how, 100.0, query)
        for key in keys:
            if key in self._aliases:
                return Match(self._aliases[key], "alias", 100.0, query)
        if not keys[0]:
            raise UnknownCardError(f"{query!r} is not a card name")
        if fuzzy:
            from rapidfuzz import fuzz, process

            # Whole-name similarity: plain ratio for typos ("Skinof Steel"), token_sort_ratio for
            # word order; never partial matches (which would turn "Govurn Unalinde" into "Una").
            best_by_key: dict[str, float] = {}
            for scorer in (fuzz.ratio, fuzz.token_sort_ratio):
                for key, score, _ in process.extract(keys[0], self._fuzzy_keys, scorer=scorer, limit=8, score_cutoff=self.FUZZY_CUTOFF):
                    best_by_key[key] = max(score, best_by_key.get(key, 0.0))
            if best_by_key:
                scored: dict[int, tuple[float, Card]] = {}
                for key, score in best_by_key.items():
                    for c in self._names.get(key) or self._akas.get(key) or [self._aliases[key]]:
                        if c.id not in scored or scored[c.id][0] < score:
                            scored[c.id] = (score, c)
                ranked = sorted(scored.values(), key=lambda sc: -sc[0])
                best_score = ranked[0][0]
                close = [c for s, c in ranked if best_score - s <= self.AMBIGUITY_MARGIN]
                same_name = {normalize_name(c.name) for c in close}
                if len(same_name) == 1:
                    return Match(self._pick(close, group, advanced, query), "fuzzy", best_score, query)
                names = tuple(dict.fromkeys(c.unique_name for c in close))
                raise AmbiguousCardError(f"{query!r} could be {', '.join(names)}: write the full name", names)
        suggestions = self.suggest(base)  # only for a name that matched nothing: the costly part
        hint = f": did you mean {suggestions[0]!r}?" if suggestions else ""
        raise UnknownCardError(f"no card named {query!r}{hint}", suggestions)

    def suggest(self, name: str, limit: int = 3) -> tuple[str, ...]:
        """The closest card names, best first (for error messages)."""
        from rapidfuzz import fuzz, process

        key = normalize_name(split_name_tags(name)[0])
        # Whole-name similarity first, then partial matches (a truncated name), each ranked.
        ranked = process.extract(key, self._fuzzy_keys, scorer=fuzz.token_sort_ratio, limit=limit * 2)
        ranked += [(k, 0.85 * s, i) for k, s, i in process.extract(key, self._fuzzy_keys, scorer=fuzz.WRatio, limit=limit * 2)]
        ranked.sort(key=lambda hit: -hit[1])
        out: list[str] = []
        for k, _, _ in ranked:
            for c in self._names.get(k) or self._akas.get(k) or [self._aliases[k]]:
                if c.unique_name not in out:
                    out.append(c.unique_name)
        return tuple(out[:limit])

    # -- search --------------------------------------------------------------------------

    def search(
        self,
        *,
        clan: str | None = None,
        discipline: str | None = None,
        type: str | None = None,
        group: str | None = None,
        set: str | None = None,
        sect: str | None = None,
        title: str | None = None,
        capacity: str | int | None = None,
        text: str | None = None,
        banned: bool | None = None,
    ) -> list[Card]:
        """Cards matching every given filter, sorted by name.

        ``discipline`` takes an abbreviation or a name; an UPPERCASE abbreviation (``DOM``)
        asks for the superior level. ``capacity`` takes ``5``, ``4-7``, ``>=8`` or ``<=3``.
        ``text`` is a full-text query over names and card text (FTS5 syntax).
        """
        cards: Iterable[Card] = self.cards.values()
        if text:
            ids = {*self._fts(text)}
            cards = (c for c in cards if c.id in ids)
        if clan:
            want = {clan.lower(), current_clan(clan.title()).lower(), current_clan(clan).lower()}
            self._check_known("clan", clan, want)
            cards = (c for c in cards if any(cl.lower() in want for cl in c.clans))
        if discipline:
            abbr = DISCIPLINES.get(discipline.title(), discipline).lower()
            self._check_known("discipline", discipline, {abbr})
            level = 2 if discipline.isupper() and len(discipline) == 3 else 1
            cards = (c for c in cards if c.discipline_levels.get(abbr, 0) >= level)
        if type:
            t = type.lower()
            self._check_known("type", type, {t})
            cards = (c for c in cards if any(x.lower() == t for x in c.types) or (t == "crypt" and c.is_crypt) or (t == "library" and c.is_library))
        if group:
            g = group.strip().upper()
            g = str(int(g)) if g.isdecimal() else g
            self._check_known("group", group, {g.lower()})
            cards = (c for c in cards if c.group == g or (c.is_crypt and c.group == ANY_GROUP))
        if set:
            s = set.lower()
            self._check_known("set", set, {s})
            cards = (c for c in cards if any(p.set.lower() == s for p in c.prints))
        if sect:
            self._check_known("sect", sect, {sect.lower()})
            cards = (c for c in cards if c.sect.lower() == sect.lower() or sect.lower() in (r.lower() for r in c.requirements))
        if title:
            self._check_known("title", title, {title.lower()})
            cards = (c for c in cards if c.title.lower() == title.lower())
        if capacity is not None:
            lo, hi = _range(str(capacity))
            cards = (c for c in cards if c.capacity is not None and lo <= c.capacity <= hi)
        if banned is not None:
            cards = (c for c in cards if (c.banned is not None) == banned)
        return sorted(cards, key=lambda c: (c.name, c.id))

    def _check_known(self, what: str, value: str, keys: Iterable[str]) -> None:
        """Raise :class:`SearchError` with the closest known value when no card has ``value``
        (any of its lowercase ``keys``) as its ``what``; a misspelt filter would match nothing."""
        known = self._known_values()[what]
        if any(k in known for k in keys):
            return
        from rapidfuzz import fuzz, process

        # a set may be asked by its full name; dated promos are too many to suggest for another name
        promos = value.lower().startswith("promo")
        pairs = [
            (text, name)
            for text, name in (known | self._known_values().get(f"{what} name", {})).items()
            if promos or not name.lower().startswith("promo-")
        ]
        ranked = process.extract(
            value.lower(), [text for text, _ in pairs], scorer=fuzz.WRatio, limit=6, score_cutoff=50
        )
        suggestions = tuple(dict.fromkeys(pairs[i][1] for _, _, i in ranked))[:3]
        choices = sorted(dict.fromkeys(name for _, name in pairs))
        if suggestions:
            quoted = [repr(x) for x in suggestions]
            hint = f"did you mean {', '.join(quoted[:-1]) + ' or ' if len(quoted) > 1 else ''}{quoted[-1]}?"
        else:
            hint = f"known: {', '.join(choices[:20])}{', ...' if len(choices) > 20 else ''}"
        raise SearchError(f"no card has the {what} {value!r}: {hint}", suggestions)

    def _known_values(self) -> dict[str, dict[str, str]]:
        """Every value of each search filter the cards have: lowercase key -> how to write it."""
        if self._known is None:
            known: dict[str, dict[str, str]] = defaultdict(dict)
            for name, abbr in DISCIPLINES.items():
                known["discipline"][abbr] = name
            for old in CLAN_RENAMES:
                known["clan"][old.lower()] = old
            known["type"] |= {t.value.lower(): t.value for t in CardType} | {"crypt": "crypt", "library": "library"}
            known["sect"] |= {s.value.lower(): s.value for s in Sect}
            for abbrev, (full_name, _) in self.sets.items():
                known["set"][abbrev.lower()] = abbrev
                known["set name"][full_name.lower()] = abbrev
            for c in self.cards.values():
                for cl in c.clans:
                    known["clan"][cl.lower()] = cl
                for abbr, _ in c.disciplines:
                    known["discipline"].setdefault(abbr, abbr)
                if c.group:
                    known["group"][c.group.lower()] = c.group
                for p in c.prints:
                    known["set"][p.set.lower()] = p.set
                for sect in (c.sect, *c.requirements):
                    if sect:
                        known["sect"].setdefault(sect.lower(), sect)
                if c.title:
                    known["title"][c.title.lower()] = c.title
            self._known = dict(known)
        return self._known

    def _fts(self, query: str) -> list[int]:
        if self.path is None:
            words = query.lower().split()
            return [c.id for c in self.cards.values() if all(w in (c.name + " " + c.text).lower() for w in words)]
        try:
            con = connect_readonly(self.path)
            try:
                return [r[0] for r in con.execute("SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?", (query,))]
            finally:
                con.close()
        except sqlite3.OperationalError as exc:
            reason = one_line(exc)
            raise SearchError(f"bad text query {query!r} ({reason}): use plain words or quoted phrases") from None
        except sqlite3.Error as exc:
            raise _unreadable(self.path, exc) from None

    # -- precons -------------------------------------------------------------------------

    def precons(self, set: str | None = None) -> list[Precon]:
        """Starter decks from the print data, e.g. the five Fifth Edition decks of the box."""
        found: dict[tuple[str, str], list[tuple[Card, int]]] = defaultdict(list)
        for c in self.cards.values():
            for p in c.prints:
                if p.bundle and (set is None or p.set.lower() == set.lower()):
                    found[(p.set, p.bundle)].append((c, p.count or 1))
        return [
            Precon(s, code, self.bundles.get((s, code), code), tuple(sorted(cards, key=lambda x: x[0].id)))
            for (s, code), cards in sorted(found.items())
        ]

    def precon(self, reference: str) -> Precon:
        """``V5:Tremere``, ``precon:V5:Tremere`` or ``V5:PTr``."""
        ref = reference.removeprefix("precon:")
        set_name, _, name = ref.partition(":")
        choices = self.precons(set_name)
        for p in choices:
            if name.lower() in (p.code.lower(), p.name.lower()):
                return p
        if choices:
            known = ", ".join(f"{p.set}:{p.name}" for p in choices)
            raise UnknownCardError(f"no precon {reference!r}; known: {known}")
        sets = ", ".join(dict.fromkeys(p.set for p in self.precons()))
        raise UnknownCardError(f"no precon {reference!r}: write SET:NAME (e.g. V5:Tremere) with a set among {sets}")

    # -- frame ---------------------------------------------------------------------------

    def to_frame(self):  # -> pandas.DataFrame
        """One tidy row per card."""
        import pandas as pd

        rows = [
            {
                "id": c.id, "name": c.unique_name, "kind": "crypt" if c.is_crypt else "library",
                "type": c.type_label, "clan": "/".join(c.clans), "sect": c.sect, "title": c.title,
                "votes": c.votes, "disciplines": " ".join(a.upper() if n == 2 else a for a, n in c.disciplines),
                "capacity": c.capacity, "group": c.group or None, "advanced": c.advanced,
                "pool_cost": _str(c.pool_cost), "blood_cost": _str(c.blood_cost),
                "burn_option": c.burn_option, "banned": c.banned, "first_release": c.first_release,
                "sets": ",".join(dict.fromkeys(p.set for p in c.prints)), "text": c.text,
            }
            for c in self.cards.values()
        ]
        frame = pd.DataFrame(rows)
        frame["capacity"] = frame["capacity"].astype("Int64")
        return frame


def _unreadable(db_path: Path, exc: BaseException) -> CardStoreError:
    return CardStoreError(f"the card store {str(db_path)!r} cannot be read ({one_line(exc)}): delete it to rebuild")


def _range(spec: str) -> tuple[int, int]:
    spec = spec.replace(" ", "")
    try:
        if spec.startswith(">="):
            return int(spec[2:]), 10**6
        if spec.startswith("<="):
            return -(10**6), int(spec[2:])
        if "-" in spec[1:]:
            lo, hi = (int(n) for n in spec.split("-", 1))
            if lo <= hi:
                return lo, hi
        else:
            return int(spec), int(spec)
    except ValueError:
        pass
    raise SearchError(f"bad capacity {spec!r}: use 5, 4-7, >=8 or <=3")


def load_cards(path: str | os.PathLike[str] | None = None) -> CardDB:
    """Load every card from the store at ``path`` (default: the user's data directory).

    The store is built from the embedded snapshot on first use. Offline.
    """
    db_path = ensure_store(Path(path) if path is not None else default_store_path())
    try:
        con = connect_readonly(db_path)
        try:
            meta = dict(con.execute("SELECT key, value FROM meta"))
            (blob,) = con.execute("SELECT data FROM cache WHERE name = 'cards'").fetchone()
            cards, names, akas = _unpack(blob)
            sets = {a: (n, dt.date.fromisoformat(d) if d else None) for a, n, d in con.execute("SELECT abbrev, name, release_date FROM sets")}
            bundles = {(s, c): n for s, c, n in con.execute("SELECT set_abbrev, code, name FROM bundles")}
        finally:
            con.close()
    except (sqlite3.Error, TypeError, ValueError, KeyError, IndexError) as exc:
        raise _unreadable(db_path, exc) from None
    return CardDB(cards, sets=sets, bundles=bundles, meta=meta, path=db_path, index=(names, akas))


__all__ = [
    "CardDB", "Match", "Precon", "Sect", "load_cards", "build_store", "ensure_store", "normalize_name", "new_temporary",
    "remove_stale_temporaries", "store_target",
]
