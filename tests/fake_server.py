"""A real HTTP server on 127.0.0.1 for the download tests (test_fetch, test_twda): routes that answer
a body with validators, stall, drip or fail with a status; and the small helpers those tests share."""

from __future__ import annotations

import hashlib
import io
import threading
import zipfile
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ZIP_DATE = (2026, 4, 9, 10, 34, 0)
LAST_MODIFIED = "Wed, 08 Apr 2026 10:34:00 GMT"
ETAG = '"mini-v1"'


def make_zip(files: dict[str, str]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in files.items():
            archive.writestr(zipfile.ZipInfo(name, ZIP_DATE), text.encode("utf-8"))
    return buf.getvalue()


def file_sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def is_one_line_message(message: str) -> bool:
    first_letter = next(ch for ch in message if ch.isalpha())
    return "\n" not in message and message == message.strip() and first_letter.islower()


class FakeHandler(BaseHTTPRequestHandler):
    server: FakeServer

    def do_GET(self) -> None:
        self.server.seen.append((self.path, self.headers.get("If-None-Match"), self.headers.get("If-Modified-Since")))
        route = self.server.routes.get(self.path)
        if route is None:
            self.send_error(404)
            return
        route(self)

    def log_message(self, format: str, *args: object) -> None:  # keep the test output clean
        pass


class FakeServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), FakeHandler)
        self.routes: dict[str, Callable[[FakeHandler], None]] = {}
        self.seen: list[tuple[str, str | None, str | None]] = []
        self.release = threading.Event()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}{path}"


def serve(
    body: bytes,
    *,
    etag: str | None = None,
    last_modified: str | None = None,
    length: int | None = None,
    send: int | None = None,
) -> Callable[[FakeHandler], None]:
    """A route answering ``body`` (or its first ``send`` bytes); 304 when the ETag matches."""

    def route(h: FakeHandler) -> None:
        if etag is not None and h.headers.get("If-None-Match") == etag:
            h.send_response(304)
            h.end_headers()
            return
        h.send_response(200)
        h.send_header("Content-Type", "application/zip")
        if length != -1:
            h.send_header("Content-Length", str(len(body) if length is None else length))
        if etag is not None:
            h.send_header("ETag", etag)
        if last_modified is not None:
            h.send_header("Last-Modified", last_modified)
        h.end_headers()
        h.wfile.write(body if send is None else body[:send])

    return route


def stall_before_headers(h: FakeHandler) -> None:
    h.server.release.wait(10)


def stall_in_body(h: FakeHandler) -> None:
    h.send_response(200)
    h.send_header("Content-Length", "100000")
    h.end_headers()
    h.wfile.write(b"PK" * 50)
    h.wfile.flush()
    h.server.release.wait(10)


def drip_body(h: FakeHandler) -> None:
    """Headers at once, then the body a byte at a time, each well within any read timeout."""
    h.send_response(200)
    h.send_header("Content-Length", "100000")
    h.end_headers()
    drip(h)


def drip_headers(h: FakeHandler) -> None:
    h.wfile.write(b"HTTP/1.1 200 OK\r\nX-Slow: ")
    drip(h)


def drip(h: FakeHandler) -> None:
    """A byte every 0.05 s until the server is released or the client gives up."""
    try:
        while not h.server.release.wait(0.05):
            h.wfile.write(b"a")
            h.wfile.flush()
    except OSError:  # the client gave up
        pass


def status(code: int) -> Callable[[FakeHandler], None]:
    return lambda h: h.send_error(code)


def start_server() -> tuple[FakeServer, threading.Thread]:
    """A fake server serving in its own thread; ``stop_server`` ends it."""
    srv = FakeServer()
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    return srv, thread


def stop_server(srv: FakeServer, thread: threading.Thread) -> None:
    srv.release.set()
    srv.shutdown()
    srv.server_close()
    thread.join(5)
    assert not thread.is_alive()
