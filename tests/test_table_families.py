"""Scenario tests of modifier and combat card families the table rules play: "-N intercept"
against a block attempt (rules 6.2.2.2), another round or combat with the opposing minion
(rules 6.4.4), prevention paid as X blood (rules 6.4.6)."""

from __future__ import annotations

import pytest
from test_table import make_deck
from test_table_rules import CRYPT, FILLER, hand, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Stage, apply_checked, combat, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = ("Perfect Paragon", "Psyche!", "Telepathic Tracking", "Hidden Strength")


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, {**CRYPT, "Ariadne": 1}, lib)


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def test_sense_the_sin_corruption_filter_is_not_read_as_any_minion(cards):
    """"Minions with any corruption counters get -1 intercept": a filter the rules cannot check."""
    card = cards.lookup("Sense the Sin").card
    assert not executes(REGISTRY.of(card), card)


def test_perfect_paragon_gives_a_younger_blocker_minus_one_intercept(deck):
    """Perfect Paragon [PRE]: against a block attempt by a younger vampire, -1 intercept makes
    the attempt fall short (rules 6.2.2.2): the bleed goes through."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker")  # capacity 4, [PRE]
    b = ready(s, 1, "Brock Sterling")  # capacity 3: younger
    pp = hand(s, 0, "Perfect Paragon")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mods == [Action(Kind.MODIFIER, actor=a, card=pp, n=0)]
    apply_checked(s, mods[0])  # the block attempt fails; nothing left to choose
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.stats[0] == 0 and s.players[1].pool == 29 and pp in s.players[0].ash


def test_perfect_paragon_not_against_an_older_blocker(deck):
    s = table(deck)
    a = ready(s, 0, "Bret Stryker")
    b = ready(s, 1, "Ayelech")  # capacity 7
    pp = hand(s, 0, "Perfect Paragon")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.pending is not None and s.pending.stage == Stage.ATTEMPT:
        assert not any(x.kind == Kind.MODIFIER for x in legal_actions(s))
        apply_checked(s, PASS)
    assert s.stats[0] == 1 and pp in s.players[0].hand  # blocked
