"""Updating the card store from the official VEKN download, a local zip or a folder of CSVs.

This is the only module that talks to the network. :func:`update_store` fetches the source
(a conditional GET, streamed, size-capped and checked for truncation), skips the rebuild when
nothing changed, and otherwise hands the bytes to :func:`vtes_tools.cards.build_store`, which
validates them and swaps the store atomically. Every failure raises :class:`CardStoreError`
and leaves the existing store byte-for-byte as it was.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import email.utils
import hashlib
import io
import logging
import math
import re
import socket
import sqlite3
import threading
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from . import cards
from .errors import CardStoreError
from .version import __version__

log = logging.getLogger(__name__)

#: The files of the official zip; a folder source must hold at least the required ones.
SOURCE_FILES = ("vtescrypt.csv", "vteslib.csv", "vteslibmeta.csv", "vtessets.csv")
_CHUNK = 64 * 1024


@dataclass(frozen=True, slots=True)
class UpdateResult:
    """What :func:`update_store` did: rebuilt the store (``updated``) or found it current."""

    updated: bool
    source: str
    sha256: str
    cards: int
    message: str


@dataclass(frozen=True, slots=True)
class _Fetched:
    data: bytes
    etag: str = ""
    last_modified: str = ""


def update_store(
    db_path: Path,
    source: str | None = None,
    *,
    timeout: float = 30,
    max_bytes: int = 50 * 2**20,
) -> UpdateResult:
    """Rebuild the store at ``db_path`` from ``source`` unless it already holds the same data.

    ``source`` is an http(s) URL, a local zip, or a local folder holding the four VEKN CSVs
    (default: the official VEKN download). A URL is fetched with a conditional GET using the
    ETag / Last-Modified the store was built from; ``timeout`` is the most seconds the whole
    download may take (connecting, waiting and reading; at most :data:`MAX_TIMEOUT`) and
    ``max_bytes`` caps its size. A file at ``db_path`` that is not a vtes-tools store, or a
    store of a newer vtes-tools, is refused before anything is downloaded.
    A 304 answer or data with the same sha256 as the store leaves the store untouched.

    Raises :class:`CardStoreError` with one line saying what went wrong and what to do; the
    store is then exactly as it was before the call.
    """
    db_path = Path(db_path)
    source = source or cards.DEFAULT_SOURCE_URL
    _check_limits(timeout, max_bytes)
    meta = cards.existing_store(db_path)
    if _is_url(source):
        fetched = _download(source, meta, timeout=timeout, max_bytes=max_bytes)
        origin = source
        if fetched is None:
            return _unchanged(db_path, source, meta, "the server says nothing changed")
    else:
        path = Path(source).expanduser()
        fetched = _Fetched(_read_local(path, max_bytes))
        origin = str(path.resolve())
    sha = hashlib.sha256(fetched.data).hexdigest()
    if sha == meta.get("sha256"):
        return _unchanged(db_path, origin, meta, "same data as the store")
    manifest = {
        "source": origin,
        "snapshot_date": _snapshot_date(fetched.data, fetched.last_modified),
        "etag": fetched.etag,
        "last_modified": fetched.last_modified,
    }
    try:
        cards.build_store(fetched.data, manifest, db_path, origin=origin)
    except CardStoreError as exc:
        raise CardStoreError(f"cannot update from {origin!r}: {cards.one_line(exc)}; the store is unchanged") from None
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise CardStoreError(
            f"cannot update from {origin!r}: a row cannot be read ({cards.one_line(exc)}); "
            "check it is the VEKN csv zip, the store is unchanged"
        ) from None
    except (OSError, sqlite3.Error) as exc:
        raise CardStoreError(
            f"cannot write the card store {str(db_path)!r} ({cards.one_line(exc)}): check the folder is writable"
        ) from None
    count = _card_count(db_path)
    log.info("updated card store %s from %s (%d cards, sha256 %s)", db_path, origin, count, sha)
    return UpdateResult(
        True,
        origin,
        sha,
        count,
        f"updated: {count} cards from {origin} (snapshot {manifest['snapshot_date'] or 'unknown'})",
    )


#: The longest ``timeout`` accepted (a day): beyond it, threads and sockets cannot wait.
MAX_TIMEOUT = 86_400.0


def _check_limits(timeout: float, max_bytes: int) -> None:
    try:
        seconds = float(timeout)
    except (TypeError, ValueError, OverflowError):
        seconds = math.nan
    if isinstance(timeout, bool) or not 0 < seconds <= MAX_TIMEOUT:
        raise CardStoreError(f"bad timeout {timeout!r}: give a number of seconds above 0 and at most {MAX_TIMEOUT:g}")
    if isinstance(max_bytes, bool) or not isinstance(max_bytes, int) or max_bytes <= 0:
        raise CardStoreError(f"bad max_bytes {max_bytes!r}: give a number of bytes above 0")


def _unchanged(db_path: Path, origin: str, meta: dict[str, str], why: str) -> UpdateResult:
    count = _card_count(db_path)
    log.info("card store %s not modified (%s)", db_path, why)
    return UpdateResult(
        False,
        origin,
        meta.get("sha256", ""),
        count,
        f"not modified: the store already holds {origin} ({count} cards; {why})",
    )


def _card_count(db_path: Path) -> int:
    try:
        con = cards.connect_readonly(db_path)
        try:
            return int(con.execute("SELECT count(*) FROM cards").fetchone()[0])
        finally:
            con.close()
    except sqlite3.Error:
        return 0


def _is_url(source: str) -> bool:
    return "://" in source


# --------------------------------------------------------------------------------------------
# Local sources


def _read_local(path: Path, max_bytes: int) -> bytes:
    """A zip file's bytes, or the CSVs of a folder zipped in memory (file dates kept)."""
    if path.is_dir():
        present = [path / name for name in SOURCE_FILES if (path / name).is_file()]
        missing = [p for p in cards.REQUIRED_COLUMNS if not (path / p).is_file()]
        if missing:
            raise CardStoreError(
                f"the folder {str(path)!r} has no {missing[0]!r}: it must hold the VEKN csv files {list(SOURCE_FILES)}"
            )
        size = sum(p.stat().st_size for p in present)
        if size > max_bytes:
            raise CardStoreError(
                f"the csv files in {str(path)!r} hold {size} bytes, more than the limit of {max_bytes}: "
                "is it the VEKN card list?"
            )
        buf = io.BytesIO()
        try:
            with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as archive:
                for p in present:
                    archive.write(p, p.name)
        except (OSError, ValueError) as exc:
            raise CardStoreError(
                f"cannot read the csv files in {str(path)!r} ({cards.one_line(exc)}): check they are readable"
            ) from None
        return buf.getvalue()
    if not path.is_file():
        raise CardStoreError(
            f"no such file or folder {str(path)!r}: give a URL, the VEKN csv zip or a folder of its csv files"
        )
    size = path.stat().st_size
    if size > max_bytes:
        raise CardStoreError(
            f"{str(path)!r} is {size} bytes, more than the limit of {max_bytes}: is it the VEKN csv zip?"
        )
    try:
        return path.read_bytes()
    except OSError as exc:
        raise CardStoreError(f"cannot read {str(path)!r} ({cards.one_line(exc)}): check the file is readable") from None


# --------------------------------------------------------------------------------------------
# Downloading


def _download(url: str, meta: dict[str, str], *, timeout: float, max_bytes: int) -> _Fetched | None:
    """GET ``url`` within ``timeout`` seconds in all; ``None`` when the server answers 304 Not Modified.

    The request runs in a worker thread that the caller waits for at most ``timeout`` seconds:
    a socket timeout only bounds each read, so a server sending a byte a second (or a resolver
    that does not answer) would otherwise hold the download for ever. At the deadline the
    connection is shut, which ends the worker at its next read.
    """
    _check_url(url)
    # The zip does not compress further; asking for the raw bytes keeps Content-Length exact.
    headers = {"User-Agent": f"vtes-tools/{__version__}", "Accept-Encoding": "identity"}
    if meta.get("source_url") == url:
        if meta.get("etag"):
            headers["If-None-Match"] = meta["etag"]
        if meta.get("last_modified"):
            headers["If-Modified-Since"] = meta["last_modified"]
    transfer = _Transfer()
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["fetched"] = _get(url, headers, timeout=timeout, max_bytes=max_bytes, transfer=transfer)
        except BaseException as exc:  # handed to the caller's thread
            outcome["error"] = exc

    worker = threading.Thread(target=run, name="vtes-tools download", daemon=True)
    worker.start()
    try:
        worker.join(timeout)
    finally:
        if worker.is_alive():
            transfer.cancel()
    if worker.is_alive():
        raise _timed_out(url, timeout)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["fetched"]


class _Transfer:
    """The response a worker thread is reading, so that another thread can cut it off."""

    def __init__(self) -> None:
        self.cancelled = False
        self._response: Any = None
        self._lock = threading.Lock()

    def started(self, response: Any) -> None:
        with self._lock:
            self._response = response
            if self.cancelled:
                self._shut()

    def cancel(self) -> None:
        with self._lock:
            self.cancelled = True
            self._shut()

    def _shut(self) -> None:
        sock = getattr(getattr(getattr(self._response, "raw", None), "connection", None), "sock", None)
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)


def _check_url(url: str) -> None:
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number in 0-65535
    except ValueError as exc:
        raise CardStoreError(f"cannot download {url!r}: not a valid url ({cards.one_line(exc).lower()})") from None
    if parts.scheme.lower() not in ("http", "https"):
        raise CardStoreError(
            f"cannot download {url!r}: only http and https urls are supported, or give a local zip or folder"
        )
    if not parts.hostname:
        raise CardStoreError(f"cannot download {url!r}: the url names no server, e.g. http://www.vekn.net/...")


def _get(url: str, headers: dict[str, str], *, timeout: float, max_bytes: int, transfer: _Transfer) -> _Fetched | None:
    import requests
    import urllib3

    received = 0
    expected: int | None = None
    try:
        with requests.get(url, headers=headers, stream=True, timeout=timeout) as resp:
            transfer.started(resp)
            if resp.status_code == 304:
                return None
            if resp.status_code != 200:
                what = "try again later" if resp.status_code >= 500 else "check the url"
                reason = f" {resp.reason.lower()}" if resp.reason else ""
                raise CardStoreError(f"{url!r} answered http {resp.status_code}{reason}: {what}")
            length = resp.headers.get("Content-Length", "").strip()
            expected = int(length) if length.isdecimal() else None
            if expected is not None and expected > max_bytes:
                raise _too_large(url, max_bytes, expected)
            chunks = []
            for chunk in resp.iter_content(_CHUNK):
                if transfer.cancelled:
                    raise _timed_out(url, timeout)
                received += len(chunk)
                if received > max_bytes:
                    raise _too_large(url, max_bytes)
                chunks.append(chunk)
            encoded = resp.headers.get("Content-Encoding", "identity").lower() not in ("", "identity")
            etag = resp.headers.get("ETag", "")
            last_modified = resp.headers.get("Last-Modified", "")
    except requests.exceptions.Timeout:
        raise _timed_out(url, timeout) from None
    except requests.exceptions.ChunkedEncodingError as exc:
        # urllib3 ends a body shorter than its Content-Length this way, with the bytes it got
        if expected is not None:
            partial = _INCOMPLETE.search(str(exc))
            raise _truncated(url, received + (int(partial.group(1)) if partial else 0), expected) from None
        raise CardStoreError(
            f"the download from {url!r} broke off after {received} bytes ({_reason(exc)}): try again"
        ) from None
    except requests.exceptions.ConnectionError as exc:
        if "timed out" in str(exc).lower():  # a read timeout inside the body arrives wrapped
            raise _timed_out(url, timeout) from None
        raise CardStoreError(
            f"cannot reach {url!r} ({_reason(exc)}): check the network, or give a local zip or folder"
        ) from None
    except (requests.exceptions.RequestException, urllib3.exceptions.HTTPError) as exc:
        # urllib3 raises some of its own (a host label too long) while connecting, unwrapped
        raise CardStoreError(f"cannot download {url!r} ({_reason(exc)}): check the url") from None
    if expected is not None and not encoded and received != expected:
        raise _truncated(url, received, expected)
    return _Fetched(b"".join(chunks), etag, last_modified)


def _too_large(url: str, max_bytes: int, size: int | None = None) -> CardStoreError:
    what = f"is {size} bytes, more than" if size is not None else "sent more than"
    return CardStoreError(f"{url!r} {what} the limit of {max_bytes} bytes: is it the VEKN csv zip?")


def _timed_out(url: str, timeout: float) -> CardStoreError:
    return CardStoreError(f"{url!r} did not answer within {timeout:g} s: try again later or allow a longer timeout")


def _truncated(url: str, received: int, expected: int) -> CardStoreError:
    return CardStoreError(f"the download from {url!r} stopped after {received} of {expected} bytes: try again")


_INCOMPLETE = re.compile(r"IncompleteRead\((\d+) bytes read")
_ERRNO = re.compile(r"\[Errno -?\d+\] ([^'\")\]]+)")


def _reason(exc: BaseException) -> str:
    """A short reason from requests' long nested messages (``connection refused``)."""
    text = cards.one_line(exc)
    m = _ERRNO.search(text)
    if m:
        return m.group(1).strip().lower()
    return (text[:160] or type(exc).__name__).lower()


# --------------------------------------------------------------------------------------------
# Snapshot date


def _snapshot_date(data: bytes, last_modified: str = "") -> str:
    """``YYYY-MM-DD`` of the Last-Modified header, else of the newest file in the zip, else ``""``."""
    if last_modified:
        try:
            return email.utils.parsedate_to_datetime(last_modified).date().isoformat()
        except (TypeError, ValueError, IndexError):
            log.debug("unreadable Last-Modified %r", last_modified)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            stamps: list[Any] = [info.date_time for info in archive.infolist()]
    except (zipfile.BadZipFile, OSError, ValueError):
        return ""
    if not stamps:
        return ""
    year, month, day = max(stamps)[:3]
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return ""


__all__ = ["SOURCE_FILES", "UpdateResult", "update_store"]
