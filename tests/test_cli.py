"""The command line: every command has help with an example, appears in the README, and turns bad
input into one line and a non-zero exit code."""

from __future__ import annotations

import json
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from conftest import invoke_with_small_disk

from vtes_tools.cli import main

README = Path(__file__).resolve().parent.parent / "README.md"
CI_RUN = Path(__file__).resolve().parent.parent / ".ci" / "run"


def _commands(group: click.Group, prefix: str = "vtes") -> list[tuple[str, click.Command]]:
    out = []
    for name, cmd in sorted(group.commands.items()):
        full = f"{prefix} {name}"
        if isinstance(cmd, click.Group):
            out.extend(_commands(cmd, full))
        else:
            out.append((full, cmd))
    return out


COMMANDS = _commands(main)


def json_lines(output: str) -> list:
    """The records of a --json output: JSON Lines, one object per line."""
    return [json.loads(line) for line in output.splitlines()]


@pytest.fixture()
def run(store_path, cards):
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None):
        argv = list(args)
        leaf = dict(COMMANDS).get("vtes " + " ".join(a for a in argv[:2] if not a.startswith("-")))
        if leaf is None:
            leaf = dict(COMMANDS).get("vtes " + argv[0])
        if leaf is not None and any(p.name == "db_path" for p in leaf.params):
            argv += ["--db", str(store_path)]
        return runner.invoke(main, argv, input=input)

    return invoke


@pytest.mark.parametrize(("name", "command"), COMMANDS, ids=[n for n, _ in COMMANDS])
def test_every_command_has_help_with_example_and_is_in_readme(name, command):
    result = CliRunner().invoke(main, [*name.split()[1:], "--help"])
    assert result.exit_code == 0, result.output
    assert "Example" in result.output
    assert f"`{name}`" in README.read_text(encoding="utf-8"), f"{name} is not documented in README.md"


def test_readme_quick_start_is_what_ci_runs():
    text = README.read_text(encoding="utf-8")
    block = re.search(r"## Quick start\s+```sh\n(.*?)```", text, re.S).group(1).strip().splitlines()
    assert len(block) == 2
    ci = CI_RUN.read_text(encoding="utf-8")
    for line in block:
        assert line in ci


def test_card_shows_card(run):
    result = run("card", "govern the unaligned")
    assert result.exit_code == 0
    assert "Govern the Unaligned" in result.output and "100845" in result.output


def test_card_json_reports_group_any(run):
    result = run("card", "anarch convert", "--json")
    assert json.loads(result.output)["group"] == "ANY"


def test_card_fuzzy_says_what_it_matched(run):
    result = run("card", "Govern the Unalligned")
    assert result.exit_code == 0 and "matched 'Govern the Unaligned'" in result.output


def test_card_unknown_exits_2_with_one_line(run):
    result = run("card", "Govurn Unalined")
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error:") and "Govern the Unaligned" in lines[0]
    assert "Traceback" not in result.output


def test_card_ambiguous_lists_candidates(run):
    result = run("card", "Theo Bell")
    assert result.exit_code == 2 and "Theo Bell (G2)" in result.output and "Theo Bell (G6)" in result.output


def test_precons_json_has_the_five_rulebook_decks(run):
    result = run("precons", "--set", "V5", "--json")
    decks = {d["name"]: d for d in json_lines(result.output)}
    for name in ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue"):
        assert decks[name]["set"] == "V5" and decks[name]["code"]
        assert (decks[name]["crypt_count"], decks[name]["library_count"]) == (12, 77)


@pytest.mark.parametrize("extra", [(), ("--json",)])
def test_precons_of_a_set_without_starters_is_an_error_naming_the_sets(run, extra):
    result = run("precons", "--set", "V6", *extra)
    line = _one_error_line(result)
    assert "no precons for set 'V6'" in line and "V5" in line


def test_search_json_and_csv(run):
    found = json_lines(run("search", "--clan", "Tremere", "--group", "5", "--capacity", ">=8", "--json").output)
    assert found and all(c["clans"] == ["Tremere"] and c["capacity"] >= 8 for c in found)
    csv_out = run("search", "--clan", "Tremere", "--csv").output
    assert csv_out.splitlines()[0].startswith("id,name")


def test_search_bad_capacity_is_one_line(run):
    result = run("search", "--capacity", "lots")
    assert result.exit_code == 2 and result.output.startswith("Error:")


def test_db_info(run):
    info = json.loads(run("db", "info", "--json").output)
    assert info["cards"] == 4149 and info["crypt"] == 1785 and info["snapshot_date"] == "2026-04-09"


# ---------------------------------------------------------------------------------------------
# Reliability: nothing of the user's is lost, no hang, no traceback


def _one_error_line(result, exit_code: int = 2) -> str:
    assert result.exit_code == exit_code, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    return lines[0]


def _unnamed_deck_text(cards, precon: str) -> str:
    """A playable decklist file's text without a 'Deck Name:' line."""
    import dataclasses

    from vtes_tools.decks import write_deck

    return write_deck(dataclasses.replace(cards.precon(precon).deck, name=""), "text")


def test_every_json_output_is_json_lines(run):
    """--json prints one record per line for every command, however many records there are."""
    two = run("card", "anarch convert", "govern the unaligned", "--json")
    assert [r["name"] for r in json_lines(two.output)] == ["Anarch Convert", "Govern the Unaligned"]
    one = run("card", "anarch convert", "--json")
    assert [r["name"] for r in json_lines(one.output)] == ["Anarch Convert"]
    found = json_lines(run("search", "--clan", "Tremere", "--group", "5", "--json").output)
    assert len(found) > 1 and all(isinstance(r, dict) for r in found)
    assert all(isinstance(r, dict) for r in json_lines(run("precons", "--json").output))


@pytest.mark.parametrize("args", [
    ["sim", "goldfish", "precon:V5:Tremere", "--seed", "-1"],
    ["sim", "goldfish", "precon:V5:Tremere", "--seed", str(2**70)],
    ["sim", "goldfish", "precon:V5:Tremere", "--turns", str(10**30)],
    ["sim", "goldfish", "precon:V5:Tremere", "--workers", str(10**6)],
    ["sim", "table", "-n", str(10**12)],
    ["sim", "table", "--turn-limit", "1000"],
    ["deck", "stats", "precon:V5:Tremere", "--turns", str(10**30)],
    ["report", "precon:V5:Tremere", "--html", "r.html", "-n", str(10**12)],
])
def test_out_of_range_numbers_are_one_line(run, args):
    line = _one_error_line(run(*args))
    assert "is not in the range" in line


def test_help_advertises_the_limits(run):
    text = run("sim", "table", "--help").output
    assert "at most 1,000,000" in text and "2**63-1" in text and "at most 256" in text


@pytest.fixture()
def no_games(monkeypatch):
    """Fails the test if a simulation starts."""
    from vtes_tools import simulate

    def refuse(*args, **kwargs):
        raise AssertionError("the games were played before the output place was checked")

    monkeypatch.setattr(simulate, "simulate_goldfish", refuse)
    monkeypatch.setattr(simulate, "simulate_table", refuse)


@pytest.mark.parametrize("command", [["sim", "goldfish", "precon:V5:Tremere"], ["sim", "table"]])
@pytest.mark.parametrize("where", ["file", "under_file"])
def test_an_out_folder_that_cannot_be_written_is_said_before_the_games(run, tmp_path, no_games, command, where):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("mine")
    out = a_file if where == "file" else a_file / "results"
    line = _one_error_line(run(*command, "-n", "5", "--out", str(out)))
    assert "notes.txt" in line and "--out" in line
    assert a_file.read_text() == "mine"


@pytest.mark.parametrize("where", ["folder", "under_file"])
def test_an_html_file_that_cannot_be_written_is_said_before_the_games(run, tmp_path, no_games, where):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("mine")
    html = tmp_path if where == "folder" else a_file / "report.html"
    line = _one_error_line(run("report", "precon:V5:Tremere", "-n", "5", "--html", str(html)))
    assert "--html" in line


def test_a_failed_write_leaves_the_previous_files_and_no_partial_file(run, tmp_path, disk_full_after):
    for name in ("goldfish.csv", "influence.png"):
        (tmp_path / name).write_text(f"previous {name}")
    result = invoke_with_small_disk(
        run, disk_full_after, "sim", "goldfish", "precon:V5:Tremere", "-n", "200", "--seed", "1", "--quiet",
        "--out", str(tmp_path),
    )
    line = _one_error_line(result)
    assert "goldfish.csv" in line
    assert (tmp_path / "goldfish.csv").read_text() == "previous goldfish.csv"
    assert (tmp_path / "influence.png").read_text() == "previous influence.png"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["goldfish.csv", "influence.png"]


def test_a_failed_html_write_leaves_the_previous_page(run, tmp_path, disk_full_after):
    page = tmp_path / "report.html"
    page.write_text("previous page")
    result = invoke_with_small_disk(
        run, disk_full_after, "report", "precon:V5:Tremere", "-n", "5", "--turns", "2", "--seed", "1", "--quiet",
        "--html", str(page),
    )
    _one_error_line(result)
    assert page.read_text() == "previous page"
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]


def test_a_killed_run_leaves_no_temporary_file_behind(run, tmp_path):
    """A temporary file of a run that was killed mid-write is removed by the next run."""
    import subprocess
    import sys

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    stale = tmp_path / f".goldfish.csv.vtes-tmp-{int(dead.stdout)}-x1y2z3"
    stale.write_text("half a csv")
    result = run("sim", "goldfish", "precon:V5:Tremere", "-n", "5", "--turns", "2", "--seed", "1", "--quiet",
                 "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert not stale.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bleed.png", "goldfish.csv", "influence.png"]


@pytest.mark.parametrize("address", ["tcp://", ":::", "tcp://127.0.0.1:notaport"])
def test_a_malformed_dask_address_is_one_line(run, address):
    pytest.importorskip("distributed")
    line = _one_error_line(run("sim", "goldfish", "precon:V5:Tremere", "-n", "5", "--dask", address))
    assert "is not a dask scheduler address" in line


def test_a_terminal_that_cannot_show_a_name_gets_an_escape_not_a_crash(store_path, cards):
    """A Latin-1 console cannot show 'ł': the name is printed escaped, the command succeeds."""
    runner = CliRunner(charset="latin-1")
    for args in (["card", "Bolesław Gutowski"], ["card", "Bolesław Gutowski", "--json"],
                 ["search", "--text", "Gutowski"]):
        result = runner.invoke(main, [*args, "--db", str(store_path)])
        assert result.exit_code == 0, result.output
        assert "Boles\\u0142aw Gutowski" in result.output


def test_deck_stats_of_a_deck_without_library_or_crypt(run, tmp_path):
    for section, card, missing in (("Crypt", "12x Anson", "library"), ("Library", "12x Govern the Unaligned", "crypt")):
        deck = tmp_path / f"no_{missing}.txt"
        deck.write_text(f"{section} (12)\n{card}\n")
        result = run("deck", "stats", str(deck))
        assert result.exit_code == 0, result.output
        assert f"{missing} 0" in result.output.splitlines()[0]
        assert json_lines(run("deck", "stats", str(deck), "--json").output)[0][f"{missing}_size"] == 0


def test_deck_parse_goes_on_after_an_unreadable_file(run, tmp_path, cards):
    (tmp_path / "a_empty.txt").write_text("")
    (tmp_path / "b_good.txt").write_text(_unnamed_deck_text(cards, "V5:Tremere"))
    result = run("deck", "parse", str(tmp_path))
    assert result.exit_code == 2
    assert "b_good.txt" in result.output and "crypt 12, library 77" in result.output
    assert any(line.startswith("Error: ") and "a_empty.txt" in line for line in result.output.splitlines())
    as_json = run("deck", "parse", str(tmp_path), "--json")
    assert as_json.exit_code == 2
    records = json_lines(as_json.stdout)
    assert [bool(r.get("error")) for r in records] == [True, False]


def test_decks_without_a_name_are_labelled_by_their_file(run, tmp_path, cards):
    (tmp_path / "mine").mkdir()
    (tmp_path / "theirs").mkdir()
    files = {
        "aggro.txt": _unnamed_deck_text(cards, "V5:Tremere"),
        "mine/stealth.txt": _unnamed_deck_text(cards, "V5:Ventrue"),
        "theirs/stealth.txt": _unnamed_deck_text(cards, "V5:Toreador"),
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    result = run("sim", "table", *(str(tmp_path / n) for n in files), "precon:V5:Malkavian", "-n", "4", "--seed", "1",
                 "--quiet", "--json")
    assert result.exit_code == 0, result.output
    labels = [r["deck"] for r in json_lines(result.output)]
    assert sorted(labels) == ["Malkavian (V5 starter)", "aggro", "stealth #1", "stealth #2"]


def test_a_run_without_seed_says_its_seed_in_text_and_json(run):
    text = run("sim", "goldfish", "precon:V5:Tremere", "-n", "5", "--turns", "2", "--quiet")
    seed = int(re.search(r"seed (\d+)", text.output).group(1))
    again = run("sim", "goldfish", "precon:V5:Tremere", "-n", "5", "--turns", "2", "--quiet", "--seed", str(seed))
    assert again.output == text.output
    for args in (["sim", "goldfish", "precon:V5:Tremere", "-n", "5", "--turns", "2"],
                 ["sim", "table", "precon:V5:Tremere", "precon:V5:Ventrue", "-n", "2", "--turn-limit", "2"]):
        records = json_lines(run(*args, "--json").output)
        seeds = {r["seed"] for r in records}
        assert len(seeds) == 1 and isinstance(seeds.pop(), int)


def test_a_device_or_a_link_is_never_replaced(run, tmp_path, no_games):
    """--html /dev/null is refused before the games (renaming over it would replace the device);
    a symbolic link keeps pointing to the page it links to."""
    line = _one_error_line(run("report", "precon:V5:Tremere", "-n", "5", "--html", "/dev/null"))
    assert "not a regular file" in line
    assert Path("/dev/null").is_char_device()


def test_a_page_written_through_a_link_keeps_the_link(run, tmp_path):
    real = tmp_path / "pages" / "report.html"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "latest.html"
    link.symlink_to(real)
    result = run("report", "precon:V5:Tremere", "-n", "4", "--turns", "2", "--seed", "1", "--quiet",
                 "--html", str(link))
    assert result.exit_code == 0, result.output
    assert link.is_symlink() and "<!DOCTYPE html>" in real.read_text()
