"""The command line: every command has help with an example, appears in the README, and turns bad
input into one line and a non-zero exit code."""

from __future__ import annotations

import json
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

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
    decks = {d["name"]: d for d in json.loads(result.output)}
    for name in ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue"):
        assert decks[name]["set"] == "V5" and decks[name]["code"]
        assert (decks[name]["crypt_count"], decks[name]["library_count"]) == (12, 77)


def test_search_json_and_csv(run):
    found = json.loads(run("search", "--clan", "Tremere", "--group", "5", "--capacity", ">=8", "--json").output)
    assert found and all(c["clans"] == ["Tremere"] and c["capacity"] >= 8 for c in found)
    csv_out = run("search", "--clan", "Tremere", "--csv").output
    assert csv_out.splitlines()[0].startswith("id,name")


def test_search_bad_capacity_is_one_line(run):
    result = run("search", "--capacity", "lots")
    assert result.exit_code == 2 and result.output.startswith("Error:")


def test_db_info(run):
    info = json.loads(run("db", "info", "--json").output)
    assert info["cards"] == 4149 and info["crypt"] == 1785 and info["snapshot_date"] == "2026-04-09"
