"""Scenario tests of allies and action cards at the table: allies acting the turn they are
recruited (rules 6.1.5), enter-combat actions with their maneuvers and presses (rules 6.4.2)."""

from __future__ import annotations

import pytest
from test_table import make_deck
from test_table_rules import hand, minion_phase, ready, table

from vtes_tools.engine import PASS, Kind, apply_checked, legal_actions
from vtes_tools.engine.effects import DISCIPLINE_BITS
from vtes_tools.engine.rules import _begin_turn

CRYPT = {"Andrew Emory": 6, "Lauren": 6}
LIBRARY = {"Nocturn": 4, "Shadow Play": 2, "Theft of Vitae": 20}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def resolve(s) -> None:
    """Every Methuselah declines to block or react until the action is over."""
    while s.pending is not None:
        apply_checked(s, PASS)


def test_nocturn_acts_the_turn_it_is_recruited_and_unlocks_its_recruiter(deck):
    """rules 6.1.5: an ally cannot act the turn it is recruited, unless its card says so; rules
    6.1.6: the same card once per turn even when the recruiter unlocks. Nocturn: "can perform
    actions the turn it is recruited. Unlock this vampire if this is their first successful
    recruit ally action this turn. Nocturn can play non-ally cards requiring basic [obt] as a
    vampire. Burn Nocturn during your unlock phase."""
    s = table(deck)
    v = ready(s, 0, "Andrew Emory", blood=4)
    n = hand(s, 0, "Nocturn")
    hand(s, 0, "Nocturn", k=1)
    minion_phase(s)
    recruit = [a for a in legal_actions(s) if a.kind == Kind.RECRUIT and a.actor == v and a.card == n]
    assert recruit
    apply_checked(s, recruit[0])
    resolve(s)
    m = s.players[0]
    assert n in m.ready and s.locked[v] == 0  # the recruiter unlocks
    acts = legal_actions(s)
    assert any(a.actor == n for a in acts)  # Nocturn acts at once
    # the vampire cannot recruit the other Nocturn this turn (rules 6.1.6)
    assert not any(a.kind == Kind.RECRUIT and a.actor == v for a in acts)
    # Nocturn plays cards requiring basic Obtenebration, never an ally card (another Nocturn)
    bit = 1 << DISCIPLINE_BITS["obt"]
    assert s.setup.disc_any[n] & bit and not s.setup.disc_sup[n] & bit
    assert not any(a.kind == Kind.RECRUIT and a.actor == n for a in acts)


def test_nocturn_burns_in_its_controllers_unlock_phase(deck):
    """Nocturn: "Burn Nocturn during your unlock phase"."""
    s = table(deck)
    n = ready(s, 0, "Nocturn", blood=1)
    s.current = 0
    _begin_turn(s)
    assert n not in s.players[0].ready and n in s.players[0].ash and s.blood[n] == 0
