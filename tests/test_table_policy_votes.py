"""Scenario tests of the table policy's vote cards in a referendum (rules 6.3.2-6.3.3): a
referendum already won whatever the others cast keeps its vote cards in hand."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, call, hand, make_deck, ready, table

from vtes_tools.engine import Action, Kind, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.state import GameState


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, TABLE_CRYPT, {**TABLE_FILLER, "Kine Resources Contested": 2, "Bewitching Oration": 2})


def decide(s: GameState):
    return TablePolicy().choose(PlayerView(s, s.decider), LegalActions(s, legal_actions), np.random.default_rng(0))


def _to_callers_vote(s: GameState) -> None:
    """The caller chose its terms; the referendum waits for its votes."""
    while s.referendum.choosing or s.referendum.k == 0 and s.decider == 0 and not any(
            x.kind == Kind.VOTE for x in legal_actions(s)):
        apply_checked(s, decide(s))
    assert s.decider == 0 and s.referendum.k == 0


def test_caller_keeps_its_vote_card_on_a_referendum_already_won(deck):
    """Anson (prince, 2 votes; [PRE]) calls Kine Resources Contested; no other Methuselah has a
    vampire with votes, a card to burn for a vote, nor the Edge (rules 6.3.3): the referendum
    passes with his votes alone, so Bewitching Oration (+4 votes) stays in hand. With a
    prince at each other Methuselah of the table (2 votes each, who might vote against), he
    plays it."""
    s = table(deck)
    anson = ready(s, 0, "Anson")
    bo = hand(s, 0, "Bewitching Oration")
    s.edge = -1
    call(s, anson, "Kine Resources Contested")
    _to_callers_vote(s)
    assert any(x.kind == Kind.MODIFIER and x.card == bo for x in legal_actions(s))
    assert decide(s) == Action(Kind.VOTE, n=1)
    apply_checked(s, decide(s))
    while s.referendum is not None:
        apply_checked(s, decide(s))
    assert bo in s.players[0].hand and s.stats[3] == 1  # passed
    s = table(deck)
    anson = ready(s, 0, "Anson")
    bo = hand(s, 0, "Bewitching Oration")
    for p in (1, 2, 3):
        ready(s, p, "Ayelech")
    s.edge = -1
    call(s, anson, "Kine Resources Contested")
    _to_callers_vote(s)
    assert decide(s).kind == Kind.MODIFIER and decide(s).card == bo
