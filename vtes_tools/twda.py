"""The Tournament Winning Deck Archive offline: a local store of every TWDA entry, searched and counted.

The package ships a snapshot of the archive (``vtes_tools/data/twda/``: the ``decks/<id>.txt``
files in one compressed file, with a manifest). On first use it is read into a SQLite store next
to the card store (``twda.sqlite``): each entry's raw text, its parsed form (card ids and counts,
event, date, place, players, winner, deck name, main clans and disciplines) and its reading
issues. The store is rebuilt when the snapshot, the store's schema or the card store it was
resolved against changes, and replaced atomically. :func:`update_store` refreshes it from the
public TWD repository, a local zip or a folder; a failure leaves it exactly as it was.

Questions are answered by SQL over indexed tables (:meth:`Corpus.search`, :meth:`Corpus.top`,
:meth:`Corpus.affinity`, :meth:`Corpus.trends`); :attr:`Corpus.decks` and :attr:`Corpus.cards`
give the tidy frames for pandas work.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import difflib
import hashlib
import io
import json
import logging
import os
import re
import sqlite3
import tarfile
import zipfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from . import cards as cards_mod
from .cards import CardDB, Match
from .decks.model import clip
from .decks.read import REFERENCE_READERS
from .errors import CardStoreError, CorpusError, DeckError
from .models import DISCIPLINE_NAMES, DISCIPLINES, Card, Deck, current_clan

log = logging.getLogger(__name__)

SCHEMA_VERSION = 2
#: The largest ``players`` filter (no event comes close; SQLite integers stop at 2**63).
MAX_PLAYERS = 100_000
#: The public archive: its default branch (``master``) as a zip, holding ``TWD-master/decks/<id>.txt``.
DEFAULT_SOURCE_URL = "https://github.com/GiottoVerducci/TWD/archive/refs/heads/master.zip"
STORE_FILE = "twda.sqlite"
PREFIX = "twda:"
#: A download or local archive larger than this is refused (the repository zip is some tens of MB).
MAX_BYTES = 300 * 2**20
#: What an archive may unpack to, all entries together (a zip bomb is refused before it is read).
MAX_UNPACKED = 1024 * 2**20
#: One entry larger than this is not a decklist.
MAX_ENTRY_BYTES = 5 * 2**20
#: A source in which fewer entries than this share give a deck is not the TWDA.
MIN_READ_SHARE = 0.5
#: A clan is one of a deck's main clans when it has this share of the crypt's cards.
MAIN_CLAN_SHARE = 0.25
#: A discipline is one of a deck's main disciplines when this share of the library requires it.
MAIN_DISCIPLINE_SHARE = 0.10

_DECK_FILE = re.compile(r"(?:^|/)decks/([^/]+)\.txt$")


# --------------------------------------------------------------------------------------------
# Where things are


def embedded_snapshot_dir() -> Path:
    """The snapshot shipped with the package (``vtes_tools/data/twda``)."""
    folder = Path(__file__).resolve().parent / "data" / "twda"
    if not (folder / "manifest.json").is_file():
        raise CorpusError("the embedded TWDA snapshot is missing: reinstall vtes-tools")
    return folder


def default_store_path(card_store: Path | None = None) -> Path:
    """``twda.sqlite`` in the folder of the card store (by default the user's data directory)."""
    base = Path(card_store) if card_store is not None else cards_mod.default_store_path()
    return base.parent / STORE_FILE


# --------------------------------------------------------------------------------------------
# Reading a source: an archive (zip, tar) or a folder of decks/<id>.txt files


def _decode(data: bytes, name: str) -> str:
    from .decks import decode

    return decode(data, name)


def read_archive(data: bytes, what: str = "the TWDA source") -> dict[str, str]:
    """The entries of a zip or tar archive: ``decks/<id>.txt`` (at any depth) -> text.

    Raises :class:`CorpusError` for data that is not an archive, an archive that cannot be read
    whole (truncated), unpacks to more than :data:`MAX_UNPACKED` or holds no deck file.
    """
    if not data:
        raise CorpusError(f"{what} is empty: give the TWD repository zip")
    try:
        if zipfile.is_zipfile(io.BytesIO(data)):
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                return _read_members(archive, what)
        if data[:4] == b"PK\x03\x04":
            raise CorpusError(f"{what} is a truncated or damaged zip (it has no end): download it again")
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:*") as tar:
            return _read_members(tar, what)
    except CorpusError:
        raise
    except tarfile.ReadError:
        raise CorpusError(f"{what} is neither a zip nor a tar archive: give the TWD repository zip") from None
    except (tarfile.TarError, zipfile.BadZipFile, OSError, EOFError, ValueError) as exc:
        raise CorpusError(
            f"{what} is not a whole zip or tar archive ({_one_line(exc)}): give the TWD repository zip"
        ) from None


def _read_members(archive: zipfile.ZipFile | tarfile.TarFile, what: str) -> dict[str, str]:
    members: list[tuple[str, int, Any]]  # name, size, the archive's own entry
    if isinstance(archive, zipfile.ZipFile):
        members = [(i.filename, i.file_size, i) for i in archive.infolist() if not i.is_dir()]
    else:
        members = [(i.name, i.size, i) for i in archive.getmembers() if i.isfile()]
    wanted = [(m.group(1), size, info) for name, size, info in members if (m := _DECK_FILE.search(name))]
    if not wanted:
        raise CorpusError(f"{what} holds no decks/<id>.txt file: is it the TWD repository archive?")
    total = sum(size for _, size, _ in wanted)
    if total > MAX_UNPACKED:
        raise CorpusError(f"{what} unpacks to {total} bytes, more than the limit of {MAX_UNPACKED}: is it the TWDA?")
    out: dict[str, str] = {}
    for deck_id, size, info in wanted:
        if size > MAX_ENTRY_BYTES:
            raise CorpusError(f"decks/{deck_id}.txt in {what} is {size} bytes: a TWDA entry is a small text file")
        try:
            if isinstance(archive, zipfile.ZipFile):
                raw = archive.read(info)
            else:
                f = archive.extractfile(info)
                raw = f.read() if f is not None else b""
        except (tarfile.TarError, zipfile.BadZipFile, OSError, EOFError, ValueError, LookupError) as exc:
            raise CorpusError(
                f"decks/{deck_id}.txt in {what} cannot be read ({_one_line(exc)}): is the archive whole?"
            ) from None
        out[deck_id] = _decode_entry(raw, deck_id)
    return out


def read_folder(path: Path, max_bytes: int = MAX_BYTES) -> dict[str, str]:
    """The ``<id>.txt`` files of ``path/decks`` (or of ``path`` itself) -> text."""
    folder = path / "decks" if (path / "decks").is_dir() else path
    files = sorted(p for p in folder.glob("*.txt") if p.is_file())
    if not files:
        raise CorpusError(f"the folder {str(path)!r} holds no <id>.txt deck file (nor a decks/ folder of them)")
    size = sum(p.stat().st_size for p in files)
    if size > max_bytes:
        raise CorpusError(f"the deck files in {str(path)!r} hold {size} bytes, more than the limit of {max_bytes}")
    out = {}
    for p in files:
        try:
            out[p.stem] = _decode_entry(p.read_bytes(), p.stem)
        except OSError as exc:
            raise CorpusError(f"cannot read {str(p)!r} ({exc.strerror}): check the file is readable") from None
    return out


def _decode_entry(raw: bytes, deck_id: str) -> str:
    try:
        return _decode(raw, f"twda:{deck_id}")
    except DeckError:  # an empty or binary entry: kept, and reported as unreadable when parsed
        return raw.decode("utf-8", errors="replace").replace("\x00", "")


def _one_line(exc: BaseException | str) -> str:
    return " ".join(str(exc).split())


# --------------------------------------------------------------------------------------------
# Parsing entries


@dataclass(frozen=True, slots=True)
class _Entry:
    id: str
    raw: str
    deck: Deck | None
    issues: list[tuple[int, str, str, str]]  # (line, kind, message, text)
    clans: tuple[str, ...] = ()
    disciplines: tuple[str, ...] = ()


def main_clans(deck: Deck) -> list[str]:
    """The clans with at least :data:`MAIN_CLAN_SHARE` of the crypt's cards, most first."""
    counts: Counter[str] = Counter()
    for card, n in deck.crypt:
        for clan in card.clans[:1]:
            counts[current_clan(clan)] += n
    total = sum(n for _, n in deck.crypt)
    return [c for c, n in counts.most_common() if total and n / total >= MAIN_CLAN_SHARE]


def main_disciplines(deck: Deck) -> list[str]:
    """The disciplines (abbreviations) required by at least :data:`MAIN_DISCIPLINE_SHARE` of the
    library's cards, most first."""
    counts: Counter[str] = Counter()
    for card, n in deck.library:
        for abbr in {a for a, _ in card.disciplines}:
            counts[abbr] += n
    total = sum(n for _, n in deck.library)
    return [d for d, n in counts.most_common() if total and n / total >= MAIN_DISCIPLINE_SHARE]


def _parse_all(texts: dict[str, str], db: CardDB) -> list[_Entry]:
    from .decks import Resolver, parse_deck

    resolver = Resolver(db)
    out = []
    for deck_id in sorted(texts):
        raw = texts[deck_id]
        try:
            result = parse_deck(raw, resolver, source=f"{PREFIX}{deck_id}")
        except DeckError as exc:
            out.append(_Entry(deck_id, raw, None, [(0, "unreadable", str(exc), "")]))
            continue
        issues = [(i.line, i.kind, i.message, i.text) for i in result.issues]
        deck = result.deck
        out.append(_Entry(deck_id, raw, deck, issues, tuple(main_clans(deck)), tuple(main_disciplines(deck))))
    return out


# --------------------------------------------------------------------------------------------
# The store

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE decks (
    id TEXT PRIMARY KEY, date TEXT, year INTEGER, event TEXT, place TEXT, rounds TEXT, players INTEGER,
    winner TEXT, url TEXT, name TEXT, author TEXT, crypt_count INTEGER, library_count INTEGER,
    clans TEXT, disciplines TEXT, issues INTEGER, raw TEXT
);
CREATE TABLE deck_cards (deck_id TEXT, card_id INTEGER, count INTEGER, crypt INTEGER);
CREATE TABLE tags (deck_id TEXT, kind TEXT, value TEXT);
CREATE TABLE issues (deck_id TEXT, line INTEGER, kind TEXT, message TEXT, text TEXT);
"""
#: Built after the rows are in (faster than keeping them up to date row by row).
_INDEXES = """
CREATE INDEX deck_cards_card ON deck_cards (card_id, crypt, count, deck_id);
CREATE INDEX deck_cards_deck ON deck_cards (deck_id);
CREATE INDEX tags_value ON tags (kind, value, deck_id);
CREATE INDEX decks_date ON decks (date);
CREATE INDEX issues_deck ON issues (deck_id);
"""


def _deck_row(e: _Entry) -> tuple[Any, ...]:
    d = e.deck
    ev = d.event if d is not None else None
    date = ev.date if ev is not None else None
    return (
        e.id, date.isoformat() if date else None, date.year if date else None,
        ev.event if ev else "", ev.place if ev else "", ev.rounds if ev else "",
        ev.players if ev else None, ev.winner if ev else "", ev.url if ev else "",
        d.name if d else "", d.author if d else "",
        sum(n for _, n in d.crypt) if d else 0, sum(n for _, n in d.library) if d else 0,
        "/".join(e.clans), " ".join(e.disciplines),
        len(e.issues), e.raw,
    )


@contextlib.contextmanager
def _new_store(path: Path) -> Iterator[sqlite3.Connection]:
    """A fresh SQLite file next to ``path`` (next to its target, for a symbolic link, which is
    kept), renamed over it only once written whole; temporary files of killed builds are removed
    as the card store's are (:func:`vtes_tools.cards.new_temporary`)."""
    target = cards_mod.store_target(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    cards_mod.remove_stale_temporaries(target)
    tmp = cards_mod.new_temporary(target)
    try:
        con = sqlite3.connect(tmp)
        try:
            with con:
                yield con
        finally:
            con.close()
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def build_store(texts: dict[str, str], manifest: dict[str, Any], path: Path, db: CardDB, *, origin: str) -> int:
    """Parse every entry of ``texts`` (id -> TWDA text) against ``db`` and write the store at
    ``path`` atomically; returns the number of decks.

    Raises :class:`CorpusError` when the source is not the TWDA (no entry, or fewer than
    :data:`MIN_READ_SHARE` of them give a deck); the store is then left as it was.
    """
    entries = _parse_all(texts, db)
    read = sum(1 for e in entries if e.deck is not None)
    if not entries or read < MIN_READ_SHARE * len(entries):
        raise CorpusError(
            f"only {read} of {len(entries)} entries read as a TWDA deck: is it the TWD repository?"
        )
    info = {
        "kind": "twda",
        "schema_version": SCHEMA_VERSION,
        "origin": origin,
        "sha256": manifest.get("sha256", ""),
        "source_url": manifest.get("source", ""),
        "snapshot_date": manifest.get("date", ""),
        "etag": manifest.get("etag") or "",
        "last_modified": manifest.get("last_modified") or "",
        "cards_sha256": db.meta.get("sha256", ""),
        "decks": len(entries),
        "built_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
    }
    with _new_store(Path(path)) as con:
        con.executescript(_SCHEMA)
        con.executemany("INSERT INTO meta VALUES (?, ?)", [(k, str(v)) for k, v in info.items()])
        con.executemany(f"INSERT INTO decks VALUES ({', '.join('?' * 17)})", [_deck_row(e) for e in entries])
        con.executemany(
            "INSERT INTO deck_cards VALUES (?, ?, ?, ?)",
            [(e.id, c.id, n, int(c.is_crypt)) for e in entries if e.deck for c, n in (*e.deck.crypt, *e.deck.library)],
        )
        con.executemany(
            "INSERT INTO tags VALUES (?, ?, ?)",
            [(e.id, "clan", c) for e in entries for c in e.clans]
            + [(e.id, "discipline", d) for e in entries for d in e.disciplines],
        )
        con.executemany("INSERT INTO issues VALUES (?, ?, ?, ?, ?)", [(e.id, *i) for e in entries for i in e.issues])
        con.executescript(_INDEXES)
    log.info("built TWDA store %s (%d decks, %d read, origin %s)", path, len(entries), read, origin)
    return len(entries)


def store_meta(path: Path) -> dict[str, str]:
    """The ``meta`` table of the TWDA store at ``path``, or ``{}`` when there is no file there.

    Raises :class:`CorpusError` when there is a file that is not a TWDA store (the card store,
    say): it is never replaced.
    """
    path = Path(path)
    if not path.exists():
        return {}
    meta = cards_mod.store_meta(path) if path.is_file() else {}
    if meta.get("kind") != "twda":
        raise CorpusError(
            f"{str(path)!r} is not a vtes-tools TWDA store: give another --store, or delete the file to rebuild it"
        )
    return meta


def _stored_texts(path: Path) -> dict[str, str]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return dict(con.execute("SELECT id, raw FROM decks"))
    finally:
        con.close()


def ensure_store(path: Path, db: CardDB) -> Path:
    """Make sure a usable TWDA store exists at ``path``; build or rebuild it when needed.

    Built from the embedded snapshot on first use and whenever that snapshot, the store's
    schema or the card store changes. A store built from an update keeps its own entries and is
    only re-parsed from them (its raw texts) when the schema or the card store changes.
    """
    try:
        return _ensure_store(Path(path), db)
    except CorpusError:
        raise
    except (OSError, sqlite3.Error) as exc:
        raise CorpusError(
            f"cannot write the TWDA store {str(path)!r} ({_one_line(exc)}): check the folder is writable, "
            "or give another --store"
        ) from None


def _ensure_store(path: Path, db: CardDB) -> Path:
    meta = store_meta(path)
    fresh = meta.get("schema_version") == str(SCHEMA_VERSION) and meta.get("cards_sha256") == db.meta.get("sha256", "")
    if meta and meta.get("origin") != "embedded":
        if fresh:
            return path
        try:
            texts = _stored_texts(path)
        except sqlite3.DatabaseError:
            texts = {}
        if texts:
            keep = {"sha256": meta.get("sha256"), "source": meta.get("source_url"), "date": meta.get("snapshot_date"),
                    "etag": meta.get("etag"), "last_modified": meta.get("last_modified")}
            build_store(texts, keep, path, db, origin=meta["origin"])
            return path
    folder = embedded_snapshot_dir()
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    if fresh and meta.get("origin") == "embedded" and meta.get("sha256") == manifest["sha256"]:
        return path
    data = (folder / manifest["file"]).read_bytes()
    if hashlib.sha256(data).hexdigest() != manifest["sha256"]:
        raise CorpusError("the embedded TWDA snapshot does not match its manifest: reinstall vtes-tools")
    build_store(read_archive(data, "the embedded TWDA snapshot"), manifest, path, db, origin="embedded")
    return path


# --------------------------------------------------------------------------------------------
# Updating


@dataclass(frozen=True, slots=True)
class UpdateResult:
    """What :func:`update_store` did: rebuilt the corpus (``updated``) or found it current."""

    updated: bool
    source: str
    sha256: str
    decks: int
    message: str


def update_store(
    path: Path,
    db: CardDB,
    source: str | None = None,
    *,
    timeout: float = 30,
    max_bytes: int = MAX_BYTES,
) -> UpdateResult:
    """Rebuild the TWDA store at ``path`` from ``source`` unless it already holds the same data.

    ``source`` is an http(s) URL of a zip (default: the public TWD repository's), a local zip or
    tar archive, or a folder of ``<id>.txt`` files (or holding ``decks/``). A URL is fetched with a
    conditional GET (the ETag / Last-Modified the store was built from), within ``timeout`` seconds
    for the whole transfer and ``max_bytes`` at most, as ``vtes db update`` does.

    Raises :class:`CorpusError` with one line saying what went wrong; the store is then exactly
    as it was before the call.
    """
    from . import fetch

    try:
        fetch._check_limits(timeout, max_bytes)
    except CardStoreError as exc:
        raise CorpusError(str(exc)) from None
    path = Path(path)
    source = source or DEFAULT_SOURCE_URL
    meta = store_meta(path)
    if fetch._is_url(source):
        try:
            fetched = fetch._download(source, meta, timeout=timeout, max_bytes=max_bytes)
        except CardStoreError as exc:
            raise CorpusError(f"{_corpus_words(exc)}; the TWDA corpus is unchanged") from None
        if fetched is None:
            return _unchanged(path, source, meta, "the server says nothing changed")
        data, origin = fetched.data, source
        etag, last_modified = fetched.etag, fetched.last_modified
        texts: dict[str, str] | None = None
    else:
        local = Path(source).expanduser()
        origin, etag, last_modified = str(local.resolve()), "", ""
        if local.is_dir():
            texts = read_folder(local, max_bytes)
            data = "\n".join(f"{k}\n{v}" for k, v in sorted(texts.items())).encode("utf-8")
        elif local.is_file():
            size = local.stat().st_size
            if size > max_bytes:
                raise CorpusError(
                    f"{str(local)!r} is {size} bytes, more than the limit of {max_bytes}: is it the TWDA?"
                )
            try:
                data, texts = local.read_bytes(), None
            except OSError as exc:
                raise CorpusError(f"cannot read {str(local)!r} ({exc.strerror}): check the file is readable") from None
        else:
            raise CorpusError(
                f"no such file or folder {str(local)!r}: give a URL, a zip of the TWD repository or a folder of decks"
            )
    sha = hashlib.sha256(data).hexdigest()
    if sha == meta.get("sha256") and meta.get("cards_sha256") == db.meta.get("sha256", ""):
        return _unchanged(path, origin, meta, "same data as the store")
    try:
        if texts is None:
            texts = read_archive(data, repr(origin))
        date = fetch._snapshot_date(data, last_modified) if data[:2] == b"PK" else ""
        manifest = {"sha256": sha, "source": origin, "date": date, "etag": etag, "last_modified": last_modified}
        count = build_store(texts, manifest, path, db, origin=origin)
    except CorpusError as exc:
        raise CorpusError(f"cannot update from {origin!r}: {_one_line(exc)}; the TWDA corpus is unchanged") from None
    except (OSError, sqlite3.Error) as exc:
        raise CorpusError(
            f"cannot write the TWDA store {str(path)!r} ({_one_line(exc)}): check the folder is writable"
        ) from None
    log.info("updated TWDA store %s from %s (%d decks, sha256 %s)", path, origin, count, sha)
    before = f" (it held {meta['decks']})" if meta.get("decks") else ""
    return UpdateResult(True, origin, sha, count, f"updated: {count} decks from {origin}{before}")


def _corpus_words(exc: BaseException) -> str:
    """A download error of :mod:`.fetch`, worded for the TWDA rather than the card list."""
    return _one_line(exc).replace("is it the VEKN csv zip?", "is it the TWD repository zip?").replace(
        "give a local zip or folder", "give a local zip or folder of decks"
    )


def _deck_count(path: Path) -> int:
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            return int(con.execute("SELECT count(*) FROM decks").fetchone()[0])
        finally:
            con.close()
    except sqlite3.Error:
        return 0


def _unchanged(path: Path, origin: str, meta: dict[str, str], why: str) -> UpdateResult:
    count = _deck_count(path)
    return UpdateResult(False, origin, meta.get("sha256", ""), count,
                        f"not modified: the TWDA corpus already holds {origin} ({count} decks; {why})")


# --------------------------------------------------------------------------------------------
# Questions


@dataclass(frozen=True, slots=True)
class Filters:
    """Which decks a question is about; every field narrows the selection (all must hold)."""

    cards: tuple[Card, ...] = ()  #: decks playing every one of these cards
    clan: str | None = None  #: one of the deck's main clans
    discipline: str | None = None  #: one of the deck's main disciplines (abbreviation or name)
    date_from: str | dt.date | None = None  #: YYYY, YYYY-MM or YYYY-MM-DD, inclusive
    date_to: str | dt.date | None = None  #: likewise, inclusive (2019 means up to 2019-12-31)
    players: int | None = None  #: at least this many players
    winner: str | None = None  #: words in the winner's name (case ignored)
    event: str | None = None  #: words in the event's name (case ignored)


def _bound(value: str | dt.date | None, end: bool) -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, dt.date):
        return value.isoformat()
    text = str(value).strip()
    try:
        if re.fullmatch(r"\d{4}", text):
            return f"{text}-12-31" if end else f"{text}-01-01"
        if re.fullmatch(r"\d{4}-\d{1,2}", text):
            year, month = map(int, text.split("-"))
            first = dt.date(year, month, 1)
            if not end:
                return first.isoformat()
            nxt = dt.date(year + month // 12, month % 12 + 1, 1)
            return (nxt - dt.timedelta(days=1)).isoformat()
        return dt.date.fromisoformat(text).isoformat()
    except ValueError:
        pass
    raise CorpusError(f"bad date {text!r}: use YYYY, YYYY-MM or YYYY-MM-DD")


def _among(where: str) -> str:
    """``WHERE`` for the rows of ``deck_cards`` in the selected decks; none without filters (the
    whole table is then read through its covering index, several times faster)."""
    return "" if where == "1" else f"WHERE deck_id IN (SELECT id FROM decks d WHERE {where})"


def _like(text: str) -> str:
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


class Corpus:
    """The local TWDA store: decks by id, searched, counted. Build one with :func:`load_twda`."""

    def __init__(self, path: Path, db: CardDB) -> None:
        self.path = Path(path)
        self.db = db
        self._con = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
        self.meta: dict[str, str] = dict(self._con.execute("SELECT key, value FROM meta"))

    def __repr__(self) -> str:
        return f"Corpus({len(self)} decks, {self.meta.get('origin')}, {str(self.path)!r})"

    def __len__(self) -> int:
        return int(self._con.execute("SELECT count(*) FROM decks").fetchone()[0])

    def close(self) -> None:
        self._con.close()

    # -- frames --------------------------------------------------------------------------

    @cached_property
    def decks(self):  # -> pandas.DataFrame
        """One row per deck: id, date, year, event, place, rounds, players, winner, url, name,
        author, crypt_count, library_count, clans, disciplines (main ones, ``/`` and space
        separated) and issues (how many lines were not a clean read)."""
        import pandas as pd

        frame = pd.read_sql_query(
            "SELECT id, date, year, event, place, rounds, players, winner, url, name, author, crypt_count, "
            "library_count, clans, disciplines, issues FROM decks ORDER BY date, id",
            self._con,
        )
        frame["date"] = pd.to_datetime(frame["date"])
        frame["year"] = frame["year"].astype("Int64")
        frame["players"] = frame["players"].astype("Int64")
        return frame

    @cached_property
    def cards(self):  # -> pandas.DataFrame
        """One row per deck and card: deck_id, card_id, name, kind (crypt / library), count."""
        import pandas as pd

        frame = pd.read_sql_query("SELECT deck_id, card_id, count, crypt FROM deck_cards", self._con)
        names = {c.id: c.display_name for c in self.db}
        frame.insert(2, "name", frame["card_id"].map(names))
        frame["kind"] = frame.pop("crypt").map({1: "crypt", 0: "library"})
        return frame

    # -- one deck ------------------------------------------------------------------------

    def _row(self, deck_id: str | int) -> sqlite3.Row:
        key = str(deck_id).strip()
        if key.lower().startswith(PREFIX):
            key = key[len(PREFIX):].strip()
        self._con.row_factory = sqlite3.Row
        try:
            row = self._con.execute("SELECT * FROM decks WHERE id = ?", (key,)).fetchone()
        finally:
            self._con.row_factory = None
        if row is None:
            ids = [r for (r,) in self._con.execute("SELECT id FROM decks")]
            close = difflib.get_close_matches(key, ids, n=1) if len(key) <= 2 * max(map(len, ids), default=0) else []
            hint = f": did you mean {close[0]!r}?" if close else ": find ids with 'vtes twda search'"
            raise CorpusError(f"no TWDA deck {clip(key)} in {len(self)} decks{hint}")
        return row

    def raw(self, deck_id: str | int) -> str:
        """The entry as written in the archive."""
        return str(self._row(deck_id)["raw"])

    def read(self, deck_id: str | int, *, names: Any = None, strict: bool = False):  # -> ParseResult
        """The entry parsed (deck, event and reading issues), as ``read_deck('twda:ID')`` gives it."""
        from .decks import parse_deck

        row = self._row(deck_id)
        return parse_deck(row["raw"], names if names is not None else self.db, fmt="twd", strict=strict,
                          source=f"{PREFIX}{row['id']}")

    def deck(self, deck_id: str | int) -> Deck:
        """The :class:`Deck` of an entry, with its event (date, place, players, winner)."""
        return self.read(deck_id).deck

    def record(self, deck_id: str | int) -> dict[str, Any]:
        """An entry's stored fields (without the raw text) and its reading issues."""
        row = dict(self._row(deck_id))
        row.pop("raw")
        row["clans"] = [c for c in row["clans"].split("/") if c]
        row["disciplines"] = row["disciplines"].split()
        row["issues"] = [
            {"line": line, "kind": kind, "message": message, "text": text}
            for line, kind, message, text in self._con.execute(
                "SELECT line, kind, message, text FROM issues WHERE deck_id = ? ORDER BY line", (row["id"],)
            )
        ]
        return row

    # -- filters -------------------------------------------------------------------------

    def resolve(self, name: str | int | Card) -> Match:
        """A card for a filter: by name (fuzzy, like everywhere else: see :meth:`CardDB.lookup`) or id."""
        if isinstance(name, Card):
            return Match(name, "id", 100.0, name.name)
        return self.db.lookup(str(name))

    def clans(self) -> list[str]:
        """Every main clan of some deck, most decks first."""
        return [v for (v,) in self._con.execute(
            "SELECT value FROM tags WHERE kind = 'clan' GROUP BY value ORDER BY count(*) DESC, value")]

    def _clan(self, clan: str) -> str:
        known = self.clans()
        wanted = current_clan(clan.strip())
        for k in known:
            if k.lower() == wanted.lower():
                return k
        close = difflib.get_close_matches(wanted, known, n=1, cutoff=0.6)
        hint = f": did you mean {close[0]!r}?" if close else f": one of {', '.join(sorted(known)[:12])}..."
        raise CorpusError(f"no TWDA deck has the clan {clan!r}{hint}")

    @staticmethod
    def _discipline(name: str) -> str:
        key = name.strip().lower()
        if key in DISCIPLINE_NAMES:
            return key
        by_name = {k.lower(): v for k, v in DISCIPLINES.items()}
        if key in by_name:
            return by_name[key]
        close = difflib.get_close_matches(key, [*by_name, *DISCIPLINE_NAMES], n=1, cutoff=0.6)
        hint = f": did you mean {close[0]!r}?" if close else ": give an abbreviation (dom) or a name (Dominate)"
        raise CorpusError(f"unknown discipline {name!r}{hint}")

    def _where(self, f: Filters) -> tuple[str, list[Any]]:
        """SQL conditions on ``decks`` (aliased ``d``) for ``f``, and their parameters."""
        sql: list[str] = []
        params: list[Any] = []
        for card in f.cards:
            sql.append("d.id IN (SELECT deck_id FROM deck_cards WHERE card_id = ?)")
            params.append(card.id)
        if f.clan:
            sql.append("d.id IN (SELECT deck_id FROM tags WHERE kind = 'clan' AND value = ?)")
            params.append(self._clan(f.clan))
        if f.discipline:
            sql.append("d.id IN (SELECT deck_id FROM tags WHERE kind = 'discipline' AND value = ?)")
            params.append(self._discipline(f.discipline))
        lo, hi = _bound(f.date_from, False), _bound(f.date_to, True)
        if lo:
            sql.append("d.date >= ?")
            params.append(lo)
        if hi:
            sql.append("d.date <= ?")
            params.append(hi)
        if f.players is not None:
            if isinstance(f.players, bool) or not isinstance(f.players, int) or not 0 <= f.players <= MAX_PLAYERS:
                raise CorpusError(f"bad player count {clip(f.players)}: give a whole number from 0 to {MAX_PLAYERS:,}")
            sql.append("d.players >= ?")
            params.append(f.players)
        for column, text in (("winner", f.winner), ("event", f.event)):
            if text:
                sql.append(f"d.{column} LIKE ? ESCAPE '\\'")
                params.append(_like(text.strip()))
        return (" AND ".join(sql) or "1"), params

    def _filters(self, filters: Filters | None, kwargs: dict[str, Any]) -> Filters:
        f = filters if filters is not None else Filters()
        if kwargs:
            cards = kwargs.pop("cards", None)
            if cards is not None:
                if isinstance(cards, (str, int, Card)):
                    cards = [cards]
                kwargs["cards"] = tuple(self.resolve(c).card for c in cards)
            f = dataclasses.replace(f, **kwargs)
        return f

    # -- questions -----------------------------------------------------------------------

    SEARCH_COLUMNS = ("id", "date", "event", "place", "players", "winner", "name", "clans")

    def search(self, filters: Filters | None = None, **kwargs: Any):  # -> pandas.DataFrame
        """Decks matching the filters (fields of :class:`Filters` as keywords, ``cards`` by name),
        newest first: id, date, event, place, players, winner, name (the deck's), clans."""
        import pandas as pd

        where, params = self._where(self._filters(filters, kwargs))
        rows = self._con.execute(
            f"SELECT id, date, event, place, players, winner, name, clans FROM decks d WHERE {where} "
            "ORDER BY d.date DESC, d.id", params,
        ).fetchall()
        frame = pd.DataFrame(rows, columns=list(self.SEARCH_COLUMNS))
        frame["players"] = frame["players"].astype("Int64")
        return frame

    def count(self, filters: Filters | None = None, **kwargs: Any) -> int:
        where, params = self._where(self._filters(filters, kwargs))
        return int(self._con.execute(f"SELECT count(*) FROM decks d WHERE {where}", params).fetchone()[0])

    def top(self, filters: Filters | None = None, *, limit: int = 20, **kwargs: Any):  # -> pandas.DataFrame
        """The most played cards of the selected decks, crypt and library apart: kind, rank,
        card_id, name, decks (playing it), share (of the selected decks), mean_copies (when played)."""
        import pandas as pd

        where, params = self._where(self._filters(filters, kwargs))
        total = self._con.execute(f"SELECT count(*) FROM decks d WHERE {where}", params).fetchone()[0]
        rows = self._con.execute(
            f"SELECT crypt, card_id, count(*) AS n, avg(count) FROM deck_cards {_among(where)} "
            "GROUP BY card_id ORDER BY crypt DESC, n DESC, card_id",
            params,
        ).fetchall()
        out = []
        for kind, crypt in (("crypt", 1), ("library", 0)):
            chosen = [r for r in rows if r[0] == crypt][:limit]
            for rank, (_, card_id, n, mean) in enumerate(chosen, start=1):
                out.append((kind, rank, card_id, self._name(card_id), n, n / total, round(mean, 2)))
        return pd.DataFrame(out, columns=["kind", "rank", "card_id", "name", "decks", "share", "mean_copies"])

    def affinity(
        self, card: str | int | Card, filters: Filters | None = None, *, limit: int = 20, min_share: float = 0.1,
        **kwargs: Any,
    ):  # -> pandas.DataFrame
        """The cards played most with ``card`` among the selected decks, by lift: how much more
        often they are played when it is (``with_share / overall_share``). Cards in fewer than
        ``min_share`` of its decks are left out (a card seen twice has a meaningless lift)."""
        import pandas as pd

        target = self.resolve(card).card
        where, params = self._where(self._filters(filters, kwargs))
        selected = f"SELECT id FROM decks d WHERE {where}"
        total = self._con.execute(f"SELECT count(*) FROM ({selected})", params).fetchone()[0]
        with_ids = f"SELECT deck_id FROM deck_cards WHERE card_id = ? AND deck_id IN ({selected})"
        n_with = self._con.execute(f"SELECT count(*) FROM ({with_ids})", [target.id, *params]).fetchone()[0]
        columns = ["kind", "card_id", "name", "together", "with_share", "overall_share", "lift"]
        if not n_with:
            return pd.DataFrame([], columns=columns)
        overall = dict(self._con.execute(
            f"SELECT card_id, count(*) FROM deck_cards {_among(where)} GROUP BY card_id", params))
        together = self._con.execute(
            f"SELECT card_id, crypt, count(*) FROM deck_cards WHERE deck_id IN ({with_ids}) AND card_id != ? "
            "GROUP BY card_id", [target.id, *params, target.id]).fetchall()
        out = []
        for card_id, crypt, n in together:
            if n < min_share * n_with:
                continue
            with_share, overall_share = n / n_with, overall[card_id] / total
            out.append(("crypt" if crypt else "library", card_id, self._name(card_id), n, with_share, overall_share,
                        with_share / overall_share))
        frame = pd.DataFrame(out, columns=columns).sort_values(["lift", "together"], ascending=[False, False])
        return frame.head(limit).reset_index(drop=True)

    def trends(self, filters: Filters | None = None, **kwargs: Any):  # -> pandas.DataFrame
        """Per year: how many decks, and the share of them having each main clan and main
        discipline: year, kind (decks / clan / discipline), value, decks, share."""
        import pandas as pd

        where, params = self._where(self._filters(filters, kwargs))
        per_year = dict(self._con.execute(
            f"SELECT year, count(*) FROM decks d WHERE {where} AND year IS NOT NULL GROUP BY year", params))
        rows = [(y, "decks", "", n, 1.0) for y, n in sorted(per_year.items())]
        for y, kind, value, n in self._con.execute(
            f"SELECT d.year, t.kind, t.value, count(*) FROM tags t JOIN decks d ON d.id = t.deck_id "
            f"WHERE {where} AND d.year IS NOT NULL GROUP BY d.year, t.kind, t.value ORDER BY d.year, t.kind, t.value",
            params,
        ):
            rows.append((y, kind, value, n, n / per_year[y]))
        return pd.DataFrame(rows, columns=["year", "kind", "value", "decks", "share"])

    def _name(self, card_id: int) -> str:
        card = self.db.cards.get(card_id)
        return card.display_name if card is not None else str(card_id)


def trends_table(trends: Any, kind: str = "clan", top: int = 8):  # -> pandas.DataFrame
    """The trends of :meth:`Corpus.trends` as a table: one row per year, the deck count and the
    share of the ``top`` most frequent clans (or disciplines) overall."""
    import pandas as pd

    decks = trends[trends["kind"] == "decks"].set_index("year")["decks"]
    part = trends[trends["kind"] == kind]
    if part.empty:
        return pd.DataFrame({"decks": decks})
    order = part.groupby("value")["decks"].sum().sort_values(ascending=False).index[:top]
    table = part.pivot_table(index="year", columns="value", values="share", fill_value=0.0)[list(order)]
    table.insert(0, "decks", decks)
    table.columns.name = None
    return table


def plot_trends(trends: Any, *, kind: str = "clan", top: int = 8, ax: Any = None) -> Any:
    """Share of decks per year of the ``top`` clans (or disciplines), as lines; returns the Axes."""
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(figsize=(10, 5))
    table = trends_table(trends, kind, top).drop(columns="decks")
    for column in table.columns:
        ax.plot(table.index, table[column] * 100, marker="o", markersize=3, label=column)
    from matplotlib.ticker import MaxNLocator

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel("year")
    ax.set_ylabel(f"% of winning decks with the {kind}")
    ax.set_title(f"TWDA: main {kind}s of winning decks per year")
    if len(table.columns):
        ax.legend(fontsize="small", ncol=2)
    return ax


# --------------------------------------------------------------------------------------------
# Loading


def load_twda(path: str | os.PathLike[str] | None = None, *, db: CardDB | None = None) -> Corpus:
    """The local TWDA corpus (built from the embedded snapshot on first use), offline.

    ``path`` is the store (default: ``twda.sqlite`` next to ``db``'s card store); ``db`` the
    card database its names are resolved against (default: :func:`~vtes_tools.load_cards`).
    """
    if db is None:
        db = cards_mod.load_cards()
    store = Path(path) if path is not None else default_store_path(db.path)
    ensure_store(store, db)
    try:
        return Corpus(store, db)
    except sqlite3.DatabaseError as exc:
        raise CorpusError(f"the TWDA store {str(store)!r} cannot be read ({exc}): delete it to rebuild") from None


def read_entry(ref: str, names: Any, *, strict: bool = False):  # -> ParseResult
    """``twda:ID`` -> the entry parsed, from the corpus next to the card store of ``names`` (a
    :class:`CardDB` or a decklist :class:`~vtes_tools.decks.Resolver`)."""
    db = getattr(names, "db", names)
    corpus = load_twda(db=db)
    try:
        return corpus.read(ref[len(PREFIX):], names=names, strict=strict)
    finally:
        corpus.close()


REFERENCE_READERS[PREFIX] = read_entry  # twda:ID wherever a deck is read

__all__ = [
    "DEFAULT_SOURCE_URL", "PREFIX", "Corpus", "Filters", "UpdateResult", "build_store", "default_store_path",
    "ensure_store", "load_twda", "main_clans", "main_disciplines", "plot_trends", "read_archive", "read_entry",
    "trends_table", "update_store",
]
