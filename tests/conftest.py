"""Shared fixtures: one card store per test session, and the real data in ../shared when present."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtes_tools import CardDB, load_cards

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
