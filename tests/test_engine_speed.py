"""Fast paths of the engine agree with the plain ones they replace."""

from __future__ import annotations

import numpy as np
import pytest

from vtes_tools.engine import GameSetup, PlayerView, TablePolicy, new_game, referendums
from vtes_tools.engine.policies import LegalActions
from vtes_tools.engine.rules import apply, legal_actions
from vtes_tools.engine.state import Referendum
from vtes_tools.simulate import game_seed

CLANS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")


@pytest.fixture(scope="module")
def setup(cards) -> GameSetup:
    return GameSetup([cards.precon(f"V5:{c}").deck for c in CLANS])


def test_political_matrices_match_term_values(setup):
    """Every political card valued as one array gives the rows its terms give one by one."""
    specs = [(cid, spec) for cid, spec in referendums.SPECS.items() if spec.matrix is not None]
    assert any(spec.name == "Consanguineous Boon" for _, spec in specs)
    policy = TablePolicy()
    checked = 0
    for k in range(2):
        rng = np.random.default_rng(game_seed(11, k))
        s = new_game(setup, rng, turn_limit=8)
        views = [PlayerView(s, p) for p in range(len(s.players))]
        step = 0
        while not s.terminal:
            if step % 7 == 0:
                for _, spec in specs:
                    r = Referendum(0, s.current, -1)
                    rows = [spec.value(s, r, t) for t in spec.terms(s, r)]
                    fast = spec.matrix(s, r)
                    assert fast.shape == (len(rows), len(s.players))
                    assert fast.tolist() == [[float(x) for x in row] for row in rows], spec.name
                    checked += 1
            p = s.decider
            apply(s, policy.choose(views[p], LegalActions(s, legal_actions, s.legal), rng))
            step += 1
    assert checked > 50
