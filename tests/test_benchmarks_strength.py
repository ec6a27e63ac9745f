"""The strength benchmarks of issue 18 (benchmarks/strength.py, ai_bench.py, balance.py) at a tiny
size: the shape of their JSON Lines output, the command line they print to reproduce a run, and
ai_bench's control: policy A = policy B gives exactly 0, and a control whose pairs differ fails."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


@pytest.fixture()
def bench(shared, cards, store_path, monkeypatch, capsys):
    """``bench(name, *args)``: the JSON Lines records printed by ``benchmarks/<name>.py --json``
    run with ``args`` on the session's card store, one worker."""
    monkeypatch.syspath_prepend(str(BENCHMARKS))

    def run(name: str, *args: str) -> list[dict]:
        importlib.import_module(name).main([*args, "--workers", "1", "--db", str(store_path), "--json"])
        return [json.loads(x) for x in capsys.readouterr().out.splitlines()]

    return run


def test_strength_summary_and_decks(bench):
    summary, *decks = bench("strength", "--decks", "2", "--games", "2")
    assert summary["record"] == "summary"
    assert (summary["dev_set"], summary["skipped"]) == (487, 0)  # the dev set, every deck read
    assert (summary["decks"], summary["games"]) == (2, 4)
    assert [d["record"] for d in decks] == ["deck", "deck"] and all(d["games"] == 2 for d in decks)
    # the summary is the decks' mean; a game's VP add up to at most 5 at a table of five
    assert summary["twda_vp"] == pytest.approx(sum(d["vp"] for d in decks) / 2)
    assert all(d["vp"] + 4 * d["starters_vp"] <= 5 for d in decks)
    assert summary["command"].startswith("python benchmarks/strength.py --decks 2 --games 2 --seed 1")
    assert summary["wall_s"] > 0 and summary["cpu_s"] > 0
    # a deck's games do not depend on the sample it is drawn in
    again = bench("strength", "--decks", "3", "--games", "2")[1:]
    for d in decks:
        assert [x for x in again if x["id"] == d["id"]] in ([], [d])


def test_ai_bench_control_is_exactly_zero(bench):
    summary, *decks = bench("ai_bench", "--a", "table", "--b", "table", "--decks", "2", "--games", "2")
    assert summary["control"] and summary["control_ok"]
    assert summary["pairs"] == 4 and summary["identical_pairs"] == 4
    assert (summary["vp_diff"], summary["gw_diff"]) == (0.0, 0.0)
    assert len(decks) == 2 and all(d["vp_diff"] == 0.0 for d in decks)


def test_ai_bench_pairs_differ_with_different_policies(bench):
    summary, *_ = bench("ai_bench", "starters", "--a", "table", "--b", "random", "--games", "2")
    assert not summary["control"] and summary["control_ok"] is None
    assert summary["decks"] == 5 and summary["pairs"] == 10
    assert summary["identical_pairs"] < summary["pairs"]
    assert summary["vp_diff"] == pytest.approx(summary["vp_a"] - summary["vp_b"])


def test_ai_bench_control_fails_when_pairs_differ(bench, monkeypatch):
    """Policy B's games dealt from other seeds than A's (same seats and opponents): the A = B
    control must catch it, exit status 1."""
    import ai_bench
    import strength

    sides = []
    play_all, deck_seed = ai_bench.play_all, strength.deck_seed

    def counted(entries, workers, **kw):
        sides.append(1)
        return play_all(entries, workers, **kw)

    def b_side_shifted(seed, deck_id, game=None):
        return deck_seed(seed + (game is not None and len(sides) == 2), deck_id, game)

    monkeypatch.setattr(ai_bench, "play_all", counted)
    monkeypatch.setattr(strength, "deck_seed", b_side_shifted)
    with pytest.raises(SystemExit) as exc:
        bench("ai_bench", "--a", "table", "--b", "table", "--decks", "2", "--games", "2")
    assert exc.value.code == 1 and len(sides) == 2


def test_balance_starters_shape(bench):
    summary, *decks = bench("balance", "--games", "5")
    assert summary["record"] == "summary" and summary["tables"] == "starters"
    assert summary["games"] == 5
    for k in ("timed_out", "sweep", "one_standing", "game_win"):
        assert 0 <= summary[f"{k}_lo"] <= summary[k] <= summary[f"{k}_hi"] <= 1
    assert summary["sweep"] <= summary["one_standing"] + summary["timed_out"]
    assert [d["deck"] for d in decks] == [f"{c} (V5 starter)" for c in
                                          ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")]
    assert all(d["games"] == 5 for d in decks)
    assert sum(d["gw"] for d in decks) == pytest.approx(summary["game_win"])  # one game win at most a game
