"""Scenario tests of reactions, modifiers and combat cards the table rules play: cancelling a
referendum (rules 6.3.2), blocking any action (6.2.2), modifiers as the action is announced,
after a block (6.2.2.2), and combat cards (6.4)."""

from __future__ import annotations

import pytest
from test_table import make_deck
from test_table_rules import CRYPT, FILLER, call, hand, inst, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Stage, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = (
    "Delaying Tactics", "Kine Resources Contested", "Eagle's Sight", "Seduction", "Mirror Walk",
)


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, CRYPT, lib)


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def test_delaying_tactics_cancels_the_referendum(deck):
    """Delaying Tactics (rules 6.3.2): during the polling step another Methuselah's ready vampire
    cancels the referendum; the acting vampire unlocks, the political action card returns to its
    owner's hand and cannot be called again by that Methuselah's minions this turn."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    v = ready(s, 1, "Anson", blood=2)
    dt = hand(s, 1, "Delaying Tactics")
    call(s, a, "Kine Resources Contested")
    krc = inst(s, 0, "Kine Resources Contested")
    r = s.referendum
    apply_checked(s, Action(Kind.TERMS, n=0))
    assert not any(x.kind == Kind.CANCEL for x in legal_actions(s))  # not the caller's own
    apply_checked(s, Action(Kind.VOTE, n=1))
    assert s.decider == 1
    cancel = Action(Kind.CANCEL, actor=v, card=dt)
    assert cancel in legal_actions(s)
    apply_checked(s, cancel)
    assert s.referendum is None and r.votes_for == 3 and s.stats[3] == 0
    assert [m.pool for m in s.players] == [30] * 4  # no resolution
    assert s.blood[v] == 1 and dt in s.players[1].ash
    assert not s.locked[a] and krc in s.players[0].hand
    while s.pending is not None:
        apply_checked(s, PASS)
    assert not any(x.kind == Kind.POLITICAL for x in legal_actions(s))  # not again this turn


def test_no_delaying_tactics_without_a_ready_vampire(deck):
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    v = ready(s, 1, "Anson", blood=2)
    s.locked[v] = 1
    hand(s, 1, "Delaying Tactics")
    call(s, a, "Kine Resources Contested")
    apply_checked(s, Action(Kind.TERMS, n=0))
    apply_checked(s, Action(Kind.VOTE, n=1))
    assert not any(x.kind == Kind.CANCEL for x in legal_actions(s))
