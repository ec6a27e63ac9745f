"""Game logs: a replayed game told move by move (vtes_tools.gamelog, simulate.game_log, vtes sim replay)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from click.testing import CliRunner
from conftest import invoke_with_small_disk

from vtes_tools import CardDB, game_log, goldfish_log
from vtes_tools.cli import main
from vtes_tools.engine import RandomPolicy, TablePolicy
from vtes_tools.gamelog import EVENT_FIELDS
from vtes_tools.simulate import replay_table, simulate_table

STARTERS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")


@pytest.fixture(scope="module")
def starters(cards: CardDB) -> list:
    return [cards.precon(f"V5:{c}").deck for c in STARTERS]


@pytest.fixture(scope="module")
def log3(starters: list):
    return game_log(starters, 1, 3)


@pytest.fixture()
def run(store_path: Path, cards: CardDB):
    def invoke(*args: str):
        return CliRunner().invoke(main, ["sim", "replay", *args, "--db", str(store_path)])

    return invoke


def test_log_reads_like_a_game_report_with_names_not_ids(log3) -> None:
    text = log3.text()
    assert text.startswith("Turn 1 · ")
    assert "Turn 3 · Tremere (V5 starter) · pool " in text
    # a bleed: who bleeds whom, for how much, with which minion, and the pool before and after
    bleeds = [r for r in log3.records if r["kind"] == "bleed"]
    assert bleeds
    b = bleeds[0]
    assert b["text"] == f"{b['deck'].split(' (')[0]} bleeds {b['target']} for {b['before'] - b['after']} with " \
        f"{b['minion']}" + (f" ({b['card']})" if b["card"] else "") + f": pool {b['before']} -> {b['after']}"
    assert "Action(" not in text and "Kind." not in text
    assert "Final standings" in text
    for kind in ("transfer", "influence", "master", "action", "block_attempt", "block", "combat", "strike",
                 "referendum", "vote", "oust", "vp"):
        assert any(r["kind"] == kind for r in log3.records), kind


def test_logging_changes_nothing_in_the_game(starters: list) -> None:
    """The logged game is the game simulate_table played: the same actions, the same end."""
    actions: list = []
    state = replay_table(starters, 1, 3, checked=False, after=lambda s, a: actions.append(tuple(int(x) for x in a)))
    lg = game_log(starters, 1, 3)
    assert lg.actions == actions
    assert [r["final_pool"] for r in lg.results] == [m.pool for m in state.players]


def test_game_end_record_equals_the_games_rows_of_sim_table(starters: list) -> None:
    games = simulate_table(starters, 4, seed=2).games
    lg = game_log(starters, 2, 3)
    last = json.loads(list(lg.json_lines())[-1])
    assert last["kind"] == "game_end"
    got = pd.DataFrame(last["results"])
    want = games[games["game"] == 3].reset_index(drop=True)
    assert list(got.columns) == list(want.columns)
    pd.testing.assert_frame_equal(got.astype(want.dtypes.to_dict()), want)


def test_a_block_is_told_before_its_combat_and_never_as_failed(starters: list) -> None:
    """Game 8 of seed 1: Nassir blocks Alice Chen, who ends combat with Majesty; the block succeeded."""
    lg = game_log(starters, 1, 8)
    attempt: dict[str, str] = {}
    for r in lg.records:
        if r["kind"] in ("block_attempt", "block", "block_fail") and r["minion"]:
            if r["kind"] == "block_fail":
                assert attempt.get(r["minion"]) == "block_attempt", f"step {r['step']}: {r['text']}"
            attempt[r["minion"]] = r["kind"]
        if r["kind"] == "combat":
            blocks = [x for x in lg.records if x["step"] == r["step"] and x["kind"] in ("block", "combat")]
            assert blocks[0]["kind"] == "block" or r["seq"] == blocks[0]["seq"] and len(blocks) == 1


def test_every_vote_says_how_many_and_the_result_the_tally(log3) -> None:
    """The last vote resolves the referendum: its count and the tally are still told."""
    votes = [r for r in log3.records if r["kind"] == "vote" and "casts no vote" not in r["text"]]
    assert votes and all(" vote" in r["text"] and "(" in r["text"] for r in votes)
    for r in log3.records:
        if r["kind"] == "referendum_result":
            assert f"({r['before']} for, {r['after']} against)" in r["text"]
            assert ("passes" in r["text"]) == (r["before"] > r["after"])


def test_events_frame_is_tidy(log3) -> None:
    ev = log3.events
    assert list(ev.columns) == list(EVENT_FIELDS)
    assert ev["seq"].tolist() == list(range(len(ev)))
    assert ev["turn"].is_monotonic_increasing
    assert set(ev["phase"]) <= {"unlock", "master", "minion", "influence", "discard"}
    assert ev["hidden"].dtype == bool
    # every pool event says the amount before and after
    pools = ev[ev["kind"].isin(["pool", "bleed"])]
    assert pools["before"].notna().all() and pools["after"].notna().all()


def test_a_view_leaves_out_what_that_methuselah_may_not_know(log3) -> None:
    seat = 2
    hidden_of_others = [r for r in log3.records if r["hidden"] and r["seat"] != seat]
    assert any(r["kind"] == "draw" for r in hidden_of_others)
    view = log3.view(seat)
    assert all(not r["hidden"] or r["seat"] == seat for r in view.records)
    assert any(r["hidden"] for r in view.records)  # its own hand and draws stay
    assert len(view.records) < len(log3.records)


def test_same_game_same_bytes(starters: list) -> None:
    a, b = game_log(starters, 1, 5), game_log(starters, 1, 5)
    assert a.text() == b.text() and list(a.json_lines()) == list(b.json_lines())
    assert a.compact() == b.compact()


def test_two_copies_in_play_get_a_copy_number(log3) -> None:
    # Ventrue's two Alice Chen (or any card with two copies at the table) are told apart
    summaries = [r["text"] for r in log3.records if r["kind"] == "summary"]
    assert any("#1" in t and "#2" in t for t in summaries)


def test_random_policy_and_goldfish_games_are_logged(starters: list) -> None:
    lg = game_log(starters, 1, 0, policies=[RandomPolicy() for _ in starters])
    assert lg.actions and lg.records[-1]["kind"] == "standing"
    gf = goldfish_log(starters[3], 1, 0)
    assert "Turn 1 · Tremere (V5 starter) · pool 30" in gf.text()
    assert json.loads(list(gf.json_lines())[-1])["results"][0]["deck"] == "Tremere (V5 starter)"


def test_html_page_is_self_contained_with_collapsible_turns(log3) -> None:
    page = log3.html("game 3")
    assert page.startswith("<!DOCTYPE html>") and "<details" in page and "<summary>Turn 1 · " in page
    assert "<script src" not in page and "<link" not in page
    assert "<details" in log3._repr_html_()


def test_cli_replay_prints_the_game(run) -> None:
    result = run("--seed", "1", "--game", "3")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Table game 3, seed 1\nTurn 1 · ")
    assert "Final standings" in result.output
    again = run("--seed", "1", "--game", "3")
    assert again.output == result.output


def test_cli_replay_json_last_line_is_game_end(run, starters: list) -> None:
    result = run("--seed", "1", "--game", "3", "--json")
    assert result.exit_code == 0
    lines = [json.loads(line) for line in result.output.splitlines()]
    assert all(set(r) == set(EVENT_FIELDS) for r in lines[:-1])
    end = lines[-1]
    assert end["kind"] == "game_end"
    assert [r["seat"] for r in end["results"]] == [1, 2, 3, 4, 5]
    assert {"seat", "deck", "vp", "gw", "ousted_turn"} <= set(end["results"][0])


def test_cli_replay_html_and_goldfish(run, tmp_path: Path) -> None:
    page = tmp_path / "g.html"
    result = run("--goldfish", "precon:V5:Tremere", "--seed", "1", "--game", "0", "--html", str(page))
    assert result.exit_code == 0, result.output
    assert "Tremere" in result.output and page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


@pytest.mark.parametrize(("args", "message"), [
    (("--game", "1"), "Missing option '--seed'"),
    (("--seed", "1", "--game", "-1"), "-1"),
    (("--seed", "1", "--game", "0", "precon:V5:Tremere"), "2 to 6 decks"),
    (("--seed", "1", "--game", "0", "--goldfish", "precon:V5:Tremere", "precon:V5:Ventrue"), "--goldfish DECK alone"),
    (("--seed", "1", "--game", "0", "--view", "9"), "not a seat"),
    (("--seed", "1", "--game", "0", "--html", "/nonexistent/dir/x.html"), "does not exist"),
    (("--seed", str(2**70), "--game", "0"), "--seed"),
    (("--seed", "1", "--game", str(10**12)), "--game"),
    (("--seed", "1", "--game", "0", "--turn-limit", "1000"), "--turn-limit"),
    (("--goldfish", "precon:V5:Tremere", "--seed", "1", "--game", "0", "--turns", str(10**30)), "--turns"),
])
def test_cli_replay_bad_input_is_one_line_and_exit_2(run, args: tuple[str, ...], message: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_cli_replay_checks_the_html_file_before_playing(run, tmp_path: Path, monkeypatch) -> None:
    from vtes_tools import simulate

    played = []
    monkeypatch.setattr(simulate, "game_log", lambda *a, **k: played.append(1))
    (tmp_path / "afile").write_text("mine", encoding="utf-8")
    result = run("--seed", "1", "--game", "0", "--html", str(tmp_path / "afile" / "x.html"))
    assert result.exit_code == 2 and result.output.startswith("Error: ") and result.output.count("\n") == 1
    assert not played  # refused before the game, not after it
    assert (tmp_path / "afile").read_text(encoding="utf-8") == "mine"


def test_cli_replay_html_is_written_whole_or_not_at_all(run, tmp_path: Path, disk_full_after) -> None:
    page = tmp_path / "g.html"
    page.write_text("previous page", encoding="utf-8")
    result = invoke_with_small_disk(run, disk_full_after, "--seed", "1", "--game", "0", "--html", str(page))
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert page.read_text(encoding="utf-8") == "previous page"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.html"]  # no partial or temporary file


@pytest.mark.parametrize(("seed", "game"), [(-1, 0), (2**70, 0), (1, -1), (1, 10**12), (1, "3"), (1.5, 0)])
def test_game_log_refuses_bad_seeds_and_games(starters: list, seed, game) -> None:
    from vtes_tools.errors import SimulationError
    from vtes_tools.simulate import game_log, goldfish_log

    with pytest.raises(SimulationError):
        game_log(starters, seed, game)
    with pytest.raises(SimulationError):
        goldfish_log(starters[0], seed, game)


def test_logging_draws_no_randomness(starters: list) -> None:
    """A Recorder only reads: the generator of a logged game ends in the same state as unlogged."""
    from vtes_tools.engine import new_game, play
    from vtes_tools.gamelog import Recorder
    from vtes_tools.simulate import game_seed

    ends = []
    for logged in (False, True):
        rng = np.random.default_rng(game_seed(1, 2))
        state = new_game(starters, rng, turn_limit=12)
        after = Recorder(state, [d.name for d in starters]).after if logged else None
        play(state, [TablePolicy() for _ in starters], rng, after=after)
        ends.append(rng.bit_generator.state["state"]["state"])
    assert ends[0] == ends[1]


@pytest.fixture(scope="module")
def log7(starters: list):
    """Game 7 of seed 1: Kine Resources Contested, Parity Shift, the Edge, three ousts."""
    return game_log(starters, 1, 7)


def test_turn_summary_is_the_state_at_the_start_of_the_turn(log7) -> None:
    """The header shows the minions still locked and the pool before the Edge's gain; the unlock lines follow it."""
    recs = log7.records
    checked = 0
    for k, r in enumerate(recs):
        if r["kind"] != "turn":
            continue
        body = [x for x in recs[k + 1:] if x["kind"] != "summary"]
        ready = next(x["text"] for x in recs[k + 1:] if x["kind"] == "summary" and x["text"].startswith("ready:"))
        for x in body:
            if x["kind"] == "turn":
                break
            if x["kind"] == "unlock" and x["seat"] == r["seat"]:
                for name in x["text"].split(" unlocks ", 1)[1].split(", "):
                    if f"{name} (" in ready:
                        assert ready.split(f"{name} (", 1)[1].split(")")[0].endswith(", locked"), (ready, name)
                        checked += 1
            if x["kind"] in ("pool", "transfer") and x["seat"] == r["seat"]:
                assert x["before"] == r["before"], (r["text"], x["text"])  # the first pool change starts there
                break
    assert checked > 5
    assert "Turn 4 · Malkavian (V5 starter) · pool 17\n" in log7.text()
    assert "  unlock    Malkavian gains 1 pool from the Edge: 17 -> 18\n" in log7.text()


def test_a_pool_change_says_its_cause(log7) -> None:
    text = log7.text()
    for line in (
        "Toreador pays 2 pool for Elysium: The Palace of Versailles: 8 -> 6",  # a card's cost
        "Toreador pays 2 pool for Society Hunting Ground: 25 -> 23",
        "Malkavian gains 6 pool for ousting Nosferatu: 17 -> 23",  # the oust
        "Tremere loses 3 pool to Kine Resources Contested: 22 -> 19",  # a referendum that passed
        "Toreador gains 2 pool from Villein: 19 -> 21",  # a card giving pool
        "Ventrue pays 1 pool for the crypt draw: 12 -> 11",
        "Ventrue gains 1 pool from Blood Doll: 10 -> 11",
    ):
        assert f" {line}\n" in text, line
    assert "Ventrue spends 4 transfers to draw from the crypt\n" in text  # its pool told once, just above
    # a bleed is told once, as a bleed: no bare pool line repeats it
    for k, r in enumerate(log7.records):
        if r["kind"] == "bleed":
            nxt = [x for x in log7.records[k + 1:] if x["step"] == r["step"] and x["kind"] == "pool"]
            assert all(x["before"] != r["before"] or x["after"] != r["after"] for x in nxt)


def test_an_oust_is_told_in_order(log7) -> None:
    """The pool falls to 0 first, then the oust, then the predator's VP and pool; pools never go below 0."""
    recs = log7.records
    ousts = [k for k, r in enumerate(recs) if r["kind"] == "oust"]
    assert len(ousts) == 4
    for k in ousts:
        seat = recs[k]["seat"]
        who = recs[k]["text"].split(" is ousted")[0]
        before = [x for x in recs[:k] if x["step"] == recs[k]["step"] and (
            x["kind"] == "pool" and x["seat"] == seat or x["kind"] == "bleed" and x["target"] == who)]
        assert before and before[-1]["after"] == 0
        after = [x["kind"] for x in recs[k + 1:] if x["step"] == recs[k]["step"] and x["kind"] in ("vp", "pool")
                 and x["seat"] != seat]
        assert after[:2] == ["vp", "pool"]
    assert all(r["after"] >= 0 for r in recs if r["kind"] in ("pool", "bleed"))


def test_a_vote_burning_the_edge_says_so_once(starters: list) -> None:
    """A Methuselah burning the Edge for a vote (rules 6.3.3): the vote's line says so, and no second
    line burns the Edge again. The first game of seed 1 (of 30) holding such a vote is read."""
    pattern = re.compile(r"(\w+) votes (?:for|against) \(\d+ votes?\), burning the Edge\n")
    for game in range(30):
        text = game_log(starters, 1, game).text()
        votes = pattern.findall(text)
        if votes:
            break
    assert votes, "no vote burned the Edge in games 0-29 of seed 1"
    assert not any(f"{who} burns the Edge" in text for who in votes)


@pytest.mark.parametrize("game", [3, 7])
def test_every_strike_and_every_round_of_a_combat_is_told(starters: list, game: int) -> None:
    """A strike the rules chose (the only one available) is told as well as a chosen one, and a
    round begun within an action ('Combat round 2') is told before its strikes (rules 6.4)."""
    lg = game_log(starters, 1, game)
    rounds: list[tuple[set[str], set[str]]] = []  # per round: the combatants, those who struck
    for r in lg.records:
        if r["kind"] == "combat":
            rounds.append(({r["minion"], r["target"]}, set()))
        elif r["kind"] == "combat_round":
            rounds.append((rounds[-1][0], set()))
        elif r["kind"] == "strike" and rounds:
            rounds[-1][1].add(r["minion"])
    assert rounds
    assert all(fighters == struck for fighters, struck in rounds), [x for x in rounds if x[0] != x[1]]
    if game == 7:
        assert ("  minion    Tamoszius presses with Resist Earth's Grasp\n  minion    Combat round 2\n"
                "  minion    Baixinho strikes with its hand\n"
                "  minion    Tamoszius strikes with its hand\n") in lg.text()
        assert "  minion    Alice Chen has no strike at long range\n" in lg.text()


def test_pool_lost_to_cards_in_play_names_them_and_nothing_else(starters: list) -> None:
    """Fame (3 pool as its vampire goes to torpor, 1 in each unlock phase while it lies there) and
    Creeping Sabotage (its controller's prey, in their unlock phase) are named; a hunting ground
    used in the same unlock phase is not taken for the cause; an action's cost is paid as it resolves."""
    text15 = game_log(starters, 1, 15).text()
    assert re.search(r"\n  minion    \w+ loses 3 pool to Fame on [^:\n]+: (\d+) -> \d+\n", text15)
    assert len(re.findall(r"\n  unlock    \w+ loses 1 pool to Fame on [^:\n]+: \d+ -> \d+\n", text15)) >= 2
    text3 = game_log(starters, 1, 3).text()
    for text in (text3, text15):
        assert "pays 1 pool for Slum Hunting Ground" not in text
    sabotage = re.findall(r"\n  (\w+) +\w+ loses (\d) pool to Creeping Sabotage: (\d+) -> (\d+)\n", text3)
    assert sabotage and all(step == "unlock" and int(a) - int(b) == int(n) for step, n, a, b in sabotage)
    assert re.search(r"\n  minion    \w+ pays 1 pool for Sport Bike: (\d+) -> \d+\n", text3)
