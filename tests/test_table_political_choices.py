"""Scenario tests of the table policy's political choices: the terms a caller chooses, how it
judges the others' votes, a blocked political action against a blocked bleed, the discard
phase and Toreador Grand Ball (rules 6.3: political actions and referendums)."""

from __future__ import annotations

import numpy as np
import pytest
from test_table import make_deck
from test_table_rules import CARDS, CRYPT, FILLER, call, ready, table

from vtes_tools.engine import apply_checked, legal_actions
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.state import GameState, PlayerView


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, CRYPT, lib)


def decide(s: GameState, pol: TablePolicy | None = None):
    """The table policy's choice for the Methuselah deciding now."""
    pol = pol or TablePolicy()
    return pol.choose(PlayerView(s, s.decider), LegalActions(s, legal_actions), np.random.default_rng(0))


def vote_out(s: GameState) -> None:
    """Every Methuselah plays the referendum in progress by the table policy."""
    pol = TablePolicy()
    while s.referendum is not None:
        apply_checked(s, decide(s, pol))


def test_kine_resources_contested_terms_the_votes_carry(deck):
    """rules 6.3.2: the caller chooses the terms, then each Methuselah votes as it gains or
    loses. Lauren (primogen, 1 vote, +1 for the card) calls Kine Resources Contested; the
    predator's Anson (prince, 2 votes) would vote down a point on his Methuselah (a tie fails),
    so the point left after the prey's 3 goes to the Methuselah across the table, who has no
    votes: the referendum passes."""
    s = table(deck)
    lauren = ready(s, 0, "Lauren")
    ready(s, 3, "Anson")
    call(s, lauren, "Kine Resources Contested")
    assert s.referendum.choosing
    vote_out(s)
    assert [m.pool for m in s.players] == [30, 27, 29, 30]
