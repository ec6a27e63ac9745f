"""Reading decklists: from a string, a file, a folder, stdin or a ``precon:`` reference.

Files are read as bytes and decoded here: UTF-8 and UTF-16 byte order marks are honoured,
UTF-16 without a mark is recognised, and text that is not UTF-8 is read as Windows-1252 /
Latin-1 (old decklists often are). Binary files, empty files and files over
:data:`MAX_BYTES` are refused with a :class:`DeckError` before anything is parsed.
"""

from __future__ import annotations

import codecs
import errno
import logging
import os
import re
import stat
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import BinaryIO

from ..cards import CardDB, Precon
from ..errors import DeckError, VtesError
from . import eldb, jsonfmt, text, twd
from . import model as m
from .resolve import Resolver

log = logging.getLogger(__name__)

#: Input formats ``parse_deck`` reads; None or "auto" detects.
INPUT_FORMATS = ("twd", "text", "jol", "lackey", "vdb", "ardb", "eldb", "json", "precon")
#: Decklists are small text files; anything bigger is refused before it is read.
MAX_BYTES = 5 * 1024 * 1024
#: Files taken from a folder.
DECK_SUFFIXES = frozenset({".txt", ".text", ".twd", ".deck", ".dek", ".jol", ".lackey", ".eldb", ".ardb", ".vdb", ".json"})
STDIN = "-"
PRECON_PREFIX = "precon:"
MAX_REFERENCE = 200
#: Readers of deck references that are not files: prefix (lowercase, with its colon) ->
#: ``reader(reference, names, strict=...)`` -> ParseResult, where ``names`` is the CardDB or
#: Resolver given to :func:`read_deck`. Modules above this one register theirs (the TWDA corpus
#: registers ``twda:``), so reading decks never imports them.
REFERENCE_READERS: dict[str, Callable[..., m.ParseResult]] = {}
#: Paths are quoted in messages up to this many characters.
MAX_PATH_SHOWN = 300

_LACKEY_LINE = re.compile(r"^\d+(?:\t|\s{2,})\S")
_JOL_LINE = re.compile(r"^\d+x[^\s\d]")
_SPACED_X_LINE = re.compile(r"^\d+\s*x\s")
_ARDB_CRYPT = re.compile(r"^crypt\s*\[\s*\d+", re.I)
_VDB_CRYPT = re.compile(r"^crypt \(\d+ cards?, min=\d+ max=\d+", re.I)
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f]")
_HAS_CRYPT_HEADER = re.compile(r"^\s*(?:crypt|vampires?)\b", re.I | re.M)


def detect_format(data: str) -> str:
    """Guess the format of a decklist text: one of :data:`INPUT_FORMATS`."""
    s = data.lstrip("\ufeff \t\r\n")
    if s[:1] in ("{", "["):
        return "json"
    if s.lower().startswith(PRECON_PREFIX) and "\n" not in s.strip():
        return "precon"
    raw = s.splitlines()[:600]
    lines = [x.strip() for x in raw]
    nonblank = [x for x in lines if x]
    if nonblank and nonblank[0].startswith('"') and any(x.isdigit() for x in nonblank[:80]):
        return "eldb"
    lackey_lines = sum(1 for x in raw if _LACKEY_LINE.match(x))
    if lackey_lines and (any(x.lower() == "crypt:" for x in lines) or sum(1 for x in raw if x[:1].isdigit() and "\t" in x) >= 2):
        return "lackey"
    if twd.looks_like_header(raw):
        return "twd"
    if any(_ARDB_CRYPT.match(x) for x in lines):
        return "ardb"
    jol = sum(1 for x in lines if _JOL_LINE.match(x))
    if jol >= 2 and jol >= sum(1 for x in lines if _SPACED_X_LINE.match(x)):
        return "jol"
    if any(_VDB_CRYPT.match(x) for x in lines):
        return "vdb"
    return "text"


def _resolver(db: CardDB | Resolver, resolver: Resolver | None) -> Resolver:
    if resolver is not None:
        return resolver
    return db if isinstance(db, Resolver) else Resolver(db)


def parse_deck(
    data: str,
    db: CardDB | Resolver,
    *,
    fmt: str | None = None,
    strict: bool = False,
    source: str = "",
    resolver: Resolver | None = None,
) -> m.ParseResult:
    """Parse a decklist text; the format is detected unless ``fmt`` forces one.

    Lenient by default: every line that is not a clean exact match is reported in
    ``issues`` with its line number, what it became and suggestions, and parsing goes on.
    With ``strict=True`` the first issue raises :class:`DeckError`. A text in which no card
    at all can be read raises :class:`DeckError` too. Pass a :class:`Resolver` (as ``db`` or
    ``resolver``) to share the name caches across many decks.
    """
    where = source or "the decklist"
    res = _resolver(db, resolver)
    data = data.lstrip("\ufeff")
    if not data.strip():
        raise DeckError(f"{where} is empty: give a decklist")
    if fmt in (None, "", "auto"):
        fmt = detect_format(data)
    elif fmt not in INPUT_FORMATS:
        raise DeckError(f"unknown deck format {fmt!r}: use one of {', '.join(INPUT_FORMATS)}")
    if fmt == "precon":
        ref = data.strip()
        return m.ParseResult(_precon(res.db, ref).deck, [], "precon", source or ref)
    if fmt == "json":
        deck, issues = jsonfmt.read(data, res, where)
    else:
        lines = data.splitlines()
        if fmt == "eldb":
            deck, issues = eldb.read(lines, res)
        else:
            event, start, head_issues = twd.read_header(lines) if fmt == "twd" else (None, 0, [])
            mode = fmt if fmt != "twd" or _HAS_CRYPT_HEADER.search(data) else "text"
            deck, issues = text.read_lines(lines, res, mode, start=start, event=event, issues=head_issues)
    if not deck.crypt and not deck.library:
        raise DeckError(f"no card found in {where}{unread_detail(issues)}: check the names or the format (--input-format)")
    if strict and issues:
        first = issues[0]
        raise DeckError(f"{where}: {first} (strict mode: fix the line or parse without --strict)")
    for issue in issues:
        log.debug("%s: %s", where, issue)
    return m.ParseResult(deck, issues, fmt, source)


def _precon(db: CardDB, ref: str) -> Precon:
    """``db.precon(ref)``, refusing at once a reference too long to name one (its message would
    quote it whole)."""
    if len(ref) > MAX_REFERENCE:
        raise DeckError(f"no precon {m.clip(ref)}: a reference is short, like 'precon:V5:Tremere'")
    return db.precon(ref)


def unread_detail(issues: Iterable[m.ParseIssue]) -> str:
    """`` (N lines unread, first ...)`` for the lines of ``issues`` that gave no card, or ``""``."""
    lost = [i for i in issues if i.kind in m.LOST_KINDS or i.kind == m.IGNORED]
    return f" ({len(lost)} line{'s' if len(lost) > 1 else ''} unread, first {lost[0]})" if lost else ""


# -- bytes and files ------------------------------------------------------------------------------------


def decode(data: bytes, source: str) -> str:
    """Bytes -> text: BOM-sniffed UTF-8/16/32, UTF-16 without BOM, UTF-8, else Windows-1252 / Latin-1.

    Raises :class:`DeckError` for empty or binary data.
    """
    if not data.strip():
        raise DeckError(f"{source} is empty: give a decklist")
    text_: str | None = None
    for bom, codec in (
        (codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"),
    ):
        if data.startswith(bom):
            text_ = data.decode(codec, errors="replace")
            break
    if text_ is None and len(data) >= 4 and b"\x00" in data:
        even, odd = data[0::2], data[1::2]
        if odd.count(0) > 0.4 * len(odd) and even.count(0) < 0.05 * len(even):
            text_ = data.decode("utf-16-le", errors="replace")
        elif even.count(0) > 0.4 * len(even) and odd.count(0) < 0.05 * len(odd):
            text_ = data.decode("utf-16-be", errors="replace")
    if text_ is None:
        if b"\x00" in data:
            raise DeckError(f"{source} is a binary file, not a decklist")
        try:
            text_ = data.decode("utf-8")
        except UnicodeDecodeError:
            try:
                text_ = data.decode("cp1252")
            except UnicodeDecodeError:
                text_ = data.decode("latin-1")
    controls = len(_CONTROL.findall(text_)) if _CONTROL.search(text_) else 0
    if "\x00" in text_ or controls > max(2, len(text_) // 100) or text_.count("\ufffd") > max(2, len(text_) // 100):
        raise DeckError(f"{source} is a binary file, not a decklist")
    if not text_.strip():
        raise DeckError(f"{source} is empty: give a decklist")
    return text_


def _read_limited(stream: BinaryIO, source: str) -> bytes:
    data = stream.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise DeckError(f"{source} is over {MAX_BYTES // (1024 * 1024)} MB: decklists are small text files")
    return data


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them. It is opened without
    blocking (opening a FIFO to read waits for a writer) and checked before it is read: raises
    :class:`IsADirectoryError` for a folder, :class:`ValueError` saying what it is for anything
    else but a regular file or a file over ``limit`` bytes, and :class:`OSError` when it cannot be read."""
    if "\0" in os.fspath(path):
        raise ValueError("has a NUL character in its name")
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder")
        if not stat.S_ISREG(info.st_mode):
            raise ValueError("is not a regular file (a pipe or a device)")
        data = f.read(limit + 1) if info.st_size <= limit else b""
        if info.st_size > limit or len(data) > limit:
            size = max(info.st_size, len(data))
            raise ValueError(f"is {size / 1e6:.0f} MB" if size >= 1e6 else f"is over {limit // 1024} KB")
        return data


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a decklist file (``-`` = stdin), refusing folders, missing and huge files,
    and anything that is not a regular file (a FIFO or a device would block or never end)."""
    if str(path) == STDIN:
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:
            return sys.stdin.read(MAX_BYTES + 1).encode("utf-8")
        return _read_limited(stream, "standard input")
    where = m.clip(str(path), MAX_PATH_SHOWN)
    try:
        return read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        raise DeckError(f"no such file {where}: give a decklist path, '-' for stdin or precon:SET:NAME") from None
    except IsADirectoryError:
        raise DeckError(f"{where} is a folder: read it with read_decks (every deck file in it)") from None
    except OSError as exc:
        raise DeckError(f"cannot read {where} ({exc.strerror})") from None
    except ValueError as exc:
        limit = MAX_BYTES // (1024 * 1024)
        raise DeckError(f"{where} {exc}: give a decklist file (at most {limit} MB), or '-' for stdin") from None


def read_deck(
    path_or_ref: str | os.PathLike[str],
    db: CardDB | Resolver,
    *,
    fmt: str | None = None,
    strict: bool = False,
    resolver: Resolver | None = None,
) -> m.ParseResult:
    """Read one decklist: a file path, ``-`` for stdin, a ``precon:SET:NAME`` or a ``twda:ID`` reference."""
    ref = str(path_or_ref)
    if ref.lower().startswith(PRECON_PREFIX):  # no names to resolve: no name index built
        card_db = resolver.db if resolver is not None else db.db if isinstance(db, Resolver) else db
        return m.ParseResult(_precon(card_db, ref).deck, [], "precon", ref)
    for prefix, reader in REFERENCE_READERS.items():  # twda:ID and the like
        if ref[: len(prefix)].lower() == prefix:
            return reader(ref, resolver or db, strict=strict)
    res = _resolver(db, resolver)
    source = "<stdin>" if ref == STDIN else ref
    data = decode(read_bytes(path_or_ref), "standard input" if ref == STDIN else repr(ref))
    return parse_deck(data, res, fmt=fmt, strict=strict, source=source)


def _is_dir(path: str) -> bool:
    try:
        return Path(path).is_dir()
    except OSError:  # a name too long: read_deck says so
        return False


def deck_paths(paths: Iterable[str | os.PathLike[str]]) -> Iterator[str]:
    """Expand folders into the deck files they hold (sorted); other paths pass through."""
    for path in paths:
        ref = str(path)
        if ref == STDIN or ref.lower().startswith(PRECON_PREFIX) or not _is_dir(ref):
            yield ref
            continue
        try:
            entries = list(Path(ref).iterdir())
        except OSError as exc:
            raise DeckError(f"cannot read the folder {m.clip(ref, MAX_PATH_SHOWN)} ({exc.strerror})") from None
        found = sorted(
            (p for p in entries if p.is_file() and not p.name.startswith(".") and p.suffix.lower() in DECK_SUFFIXES),
            key=lambda p: p.name,
        )
        if not found:
            kinds = ", ".join(sorted(DECK_SUFFIXES))
            raise DeckError(f"no deck files in folder {m.clip(ref, MAX_PATH_SHOWN)} (looked for {kinds})")
        for p in found:
            yield str(p)


def read_decks(
    paths: Iterable[str | os.PathLike[str]] | str | os.PathLike[str],
    db: CardDB | Resolver,
    *,
    fmt: str | None = None,
    strict: bool = False,
    resolver: Resolver | None = None,
) -> Iterator[m.ParseResult]:
    """Read many decklists (folders expand to every deck file in them, ``-`` is stdin), sharing
    one name cache. Stops with :class:`DeckError` at the first input that cannot be read."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    res = _resolver(db, resolver)
    for path in deck_paths(paths):
        try:
            yield read_deck(path, res, fmt=fmt, strict=strict)
        except DeckError:
            raise
        except VtesError as exc:  # an unknown precon and the like: name the input
            shown = str(path) if len(str(path)) <= MAX_PATH_SHOWN else f"{str(path)[:MAX_PATH_SHOWN]}…"
            raise DeckError(f"{shown}: {exc}") from None
