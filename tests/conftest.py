"""Shared fixtures: one card store per test session, and the real data in ../shared when present."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_server import FakeServer, start_server, stop_server
from hypothesis import HealthCheck, settings

from vtes_tools import CardDB, load_cards

# Property-based tests: a modest number of generated cases in the suite ("ci", the default);
# ``benchmarks/fuzz.py`` runs many more with HYPOTHESIS_PROFILE=thorough. No deadline per case
# (a loaded machine is slow); each reader's time bound is checked by the tests themselves.
settings.register_profile(
    "ci", max_examples=60, deadline=None, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
settings.register_profile(
    "thorough", max_examples=3000, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"


@pytest.fixture(scope="session")
def store_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("store") / "cards.sqlite"


@pytest.fixture(scope="session")
def cards(store_path: Path) -> CardDB:
    """The whole card database, built once per session from the embedded snapshot."""
    return load_cards(store_path)


@pytest.fixture(scope="session")
def shared() -> Path:
    """``../shared`` (real VEKN files and TWDA decklists); tests using it skip when it is absent."""
    if not (SHARED / "data").is_dir():
        pytest.skip("../shared is not present")
    return SHARED


@pytest.fixture
def server() -> Iterator[FakeServer]:
    """A real HTTP server on 127.0.0.1 (tests/fake_server.py), stopped after the test."""
    srv, thread = start_server()
    try:
        yield srv
    finally:
        stop_server(srv, thread)


@pytest.fixture()
def disk_full_after(monkeypatch):
    """Files written past ``n`` bytes fail with EFBIG, as on a full disk (root included)."""
    import resource
    import signal

    limits = resource.getrlimit(resource.RLIMIT_FSIZE)
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)

    def limit(n: int) -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (n, limits[1]))

    yield limit
    resource.setrlimit(resource.RLIMIT_FSIZE, limits)
    signal.signal(signal.SIGXFSZ, old_handler)


def invoke_with_small_disk(run, disk_full_after, *args):
    """``run(*args)`` with every file write failing past 20,000 bytes (a full disk)."""
    import resource

    disk_full_after(20_000)
    try:
        return run(*args)
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, resource.getrlimit(resource.RLIMIT_FSIZE)[1:] * 2)
