"""Scenario tests of action modifiers and reactions the table rules play: reducing a bleed by
locking (rules 6.1.1), a locked vampire unlocking to block (6.2.2), cancelling a reaction or a
strike card requiring a Discipline as it is played (1.6.1.2)."""

from __future__ import annotations

import pytest
from test_table import make_deck
from test_table_rules import CRYPT, FILLER, hand, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Stage, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = ("Visions of Zapathasura",)


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, {**CRYPT, "Annazir": 1}, lib)  # Annazir: DAI OBF POT PRE


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def _to_reactions(s, a):
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None and s.pending.stage != Stage.REACTIONS:
        apply_checked(s, PASS)


def test_visions_of_zapathasura_locks_to_reduce_a_bleed_to_zero(deck):
    """Visions of Zapathasura [OBF PRE]: the bled Methuselah's vampire locks to reduce the bleed
    to 0 (rules 6.1.1: a bleed of 0 takes no pool)."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    b = ready(s, 1, "Annazir")
    vz = hand(s, 1, "Visions of Zapathasura")
    _to_reactions(s, a)
    [react] = [x for x in legal_actions(s) if x.kind == Kind.REACTION]
    assert react.actor == b and react.card == vz and s.setup.effect[vz].options[react.n].level == 2
    s.pending.bleed = 5
    apply_checked(s, react)
    assert s.locked[b]
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 30 and vz in s.players[1].ash


def test_visions_of_zapathasura_needs_an_unlocked_vampire_to_lock(deck):
    """A woken locked vampire may react, but cannot lock to play [OBF PRE]."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    b = ready(s, 1, "Annazir")
    hand(s, 1, "Visions of Zapathasura")
    _to_reactions(s, a)
    s.locked[b] = 1
    s.wake.add(b)
    assert not any(x.kind == Kind.REACTION for x in legal_actions(s))
