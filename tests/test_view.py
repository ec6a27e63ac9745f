"""PlayerView: what a Methuselah's policy sees of the game, read through the view's public members only."""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
import pytest

from vtes_tools.engine import GameSetup, PlayerView, TablePolicy, new_game, play

ENGINE = Path(__file__).resolve().parent.parent / "vtes_tools" / "engine"
STARTERS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")


@pytest.fixture(scope="module")
def table(cards):
    return GameSetup([cards.precon(f"V5:{c}").deck for c in STARTERS])


def test_the_views_tables_are_the_games_after_every_action(table):
    """The tables a view binds once (its own regions, every Methuselah's, blood, locks...) are the
    game's own all game long: a policy reading them sees every action (nothing replaces them)."""
    rng = np.random.default_rng(3)
    s = new_game(table, rng, turn_limit=6)
    views = [PlayerView(s, p) for p in range(len(s.players))]
    checked = 0

    def check(state, _action) -> None:
        nonlocal checked
        for view in views:
            m = state.players[view.me]
            assert (view.hand, view.ready, view.torpor, view.uncontrolled, view.in_play, view.ash) == (
                m.hand, m.ready, m.torpor, m.uncontrolled, m.in_play, m.ash)
            assert view.hand is m.hand and view.ready is m.ready and view.in_play is m.in_play
            assert view.methuselahs is state.players
            assert view.blood_on is state.blood and view.locks is state.locked
            assert view.acted_turns is state.acted and view.attached_to is state.attached
            assert view.block_prevented is state.cannot_block and view.pairs is state.paired
            assert view.setup is state.setup and view.game_turn == state.turn
            assert view.game() is state
        checked += 1

    play(s, [TablePolicy()] * len(s.players), rng, after=check)
    assert checked > 100 and s.terminal


def test_no_engine_module_reads_the_state_behind_a_view():
    """Issue 17: no private names across modules. The policies and the cards' AI hints ask the view
    (``PlayerView``'s public members), never the state it wraps (``view._s``)."""
    found = []
    for path in sorted(ENGINE.glob("*.py")):
        if path.name == "view.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "_s":
                found.append(f"{path.name}:{node.lineno}")
    assert found == []
