"""The golden seeded games (python-chess perft): every action and every log line of a fixed set of
seeded games, and the per-game results of 200 starter games, as committed under tests/golden.

A difference means a seeded game changed. If the change is meant, run
``python tests/golden/regen.py`` (it prints which games changed and how their logs differ) and
say why in the commit.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
from pathlib import Path

import pytest

from vtes_tools import CardDB

GOLDEN = Path(__file__).resolve().parent / "golden"
_spec = importlib.util.spec_from_file_location("golden_regen", GOLDEN / "regen.py")
assert _spec is not None and _spec.loader is not None
regen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regen)

DIGESTS = json.loads((GOLDEN / "digests.json").read_text())


@pytest.fixture(scope="module")
def played(cards: CardDB) -> tuple[dict, dict]:
    return regen.play(cards)


RESULTS = ("results_200", "cli_table_200_json")


@pytest.mark.parametrize("case", sorted(k for k in DIGESTS if k not in RESULTS))
def test_golden_games_are_played_move_for_move_as_committed(played: tuple[dict, dict], case: str) -> None:
    digests, blobs = played
    want = DIGESTS[case]
    got = digests[case]
    assert len(got) == len(want)
    for k, (g, w) in enumerate(zip(got, want, strict=True)):
        assert g["actions"] == w["actions"], f"{case}: game {k} played other actions (run tests/golden/regen.py)"
        assert g["text"] == w["text"], f"{case}: game {k} tells another story (run tests/golden/regen.py)"
    # the committed compact logs are these very logs
    assert gzip.decompress(blobs[case]) == gzip.decompress((GOLDEN / f"{case}.jsonl.gz").read_bytes())


def test_golden_cases_cover_starters_twda_random_and_goldfish() -> None:
    assert {"starters", "goldfish", *RESULTS} <= set(DIGESTS)
    assert sum(1 for k in DIGESTS if k.startswith("twda_") and not k.endswith("_random")) == 3
    assert sum(1 for k in DIGESTS if k.endswith("_random")) == 3
    assert len(DIGESTS["starters"]) == 10


def test_starter_table_results_of_seed_1_are_as_committed(cards: CardDB) -> None:
    """``vtes sim table -n 200 --seed 1 --json``'s output and games.csv, byte for byte."""
    assert regen.results_digests(cards) == {k: DIGESTS[k] for k in RESULTS}
