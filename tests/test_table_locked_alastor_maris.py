"""Scenario tests of cards the rules execute as printed: Force of Will, a bleed by a locked
vampire who then takes unpreventable aggravated damage (rules 6, 6.1.1, 6.1.6, 6.4.6)."""

from __future__ import annotations

import numpy as np
import pytest
from test_table import make_deck
from test_table_rules import FILLER, hand, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes
from vtes_tools.engine.state import PlayerView

REGISTRY = EffectRegistry()
#: Aaron Bathurst: capacity 4, [for]; Amelia Locke: 6, [FOR]; Lauren: 4, no Fortitude
FOW_CRYPT = {"Aaron Bathurst": 2, "Amelia Locke": 2, "Lauren": 2, "Ayelech": 2}


def _settle(s) -> None:
    """Everyone passes until the pending action is over (no block, no card)."""
    while s.pending is not None or s.combat is not None:
        acts = legal_actions(s)
        apply_checked(s, PASS if PASS in acts else acts[0])


def _policy(s, p: int = 0) -> Action:
    return TablePolicy().choose(PlayerView(s, p), LegalActions(s, legal_actions), np.random.default_rng(0))


@pytest.fixture(scope="module")
def fow_deck(cards):
    return make_deck(cards, FOW_CRYPT, {**FILLER, "Force of Will": 4})


def _fow(s, card):
    return [x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card]


def test_force_of_will_is_executed(cards):
    card = cards.lookup("Force of Will").card
    assert executes(REGISTRY.of(card), card)


def test_force_of_will_only_for_a_locked_vampire_with_fortitude(fow_deck):
    """"Only usable by a locked vampire" (rules 6: only unlocked minions act, unless a card
    says otherwise): offered to the locked Fortitude vampire, not to an unlocked one nor to a
    locked one without Fortitude; once a bleed of the turn (6.1.1) it is not."""
    s = table(fow_deck)
    a = ready(s, 0, "Aaron Bathurst")
    b = ready(s, 0, "Lauren")
    fow = hand(s, 0, "Force of Will")
    minion_phase(s)
    assert _fow(s, fow) == []  # unlocked: the card is not usable
    s.locked[a] = 1
    s.locked[b] = 1
    assert _fow(s, fow) == [Action(Kind.ACTION_CARD, actor=a, card=fow, n=1)]  # [for] only
    s.bled_turn[a] = s.turn
    assert _fow(s, fow) == []


def test_force_of_will_bleeds_then_the_vampire_takes_aggravated_damage(fow_deck):
    """[for]: +1 bleed, then 2 unpreventable aggravated damage (rules 6.4.6: the first wounds,
    the second burns 1 blood; the wounded vampire goes to torpor); [FOR]: +2 bleed and 1. The
    card costs 1 blood."""
    for name, n, bled, blood_left in (("Aaron Bathurst", 1, 2, 1), ("Amelia Locke", 0, 3, 2)):
        s = table(fow_deck)
        a = ready(s, 0, name)
        s.locked[a] = 1
        fow = hand(s, 0, "Force of Will")
        minion_phase(s)
        pool = s.players[1].pool
        acts = _fow(s, fow)
        assert Action(Kind.ACTION_CARD, actor=a, card=fow, n=n) in acts
        apply_checked(s, Action(Kind.ACTION_CARD, actor=a, card=fow, n=n))
        _settle(s)
        assert pool - s.players[1].pool == bled
        assert a in s.players[0].torpor and s.blood[a] == blood_left


def test_force_of_will_damage_even_if_blocked(fow_deck):
    """"... even if the action is blocked": after the combat the actor takes the damage."""
    s = table(fow_deck)
    a = ready(s, 0, "Aaron Bathurst", blood=4)
    s.locked[a] = 1
    blocker = ready(s, 1, "Lauren")
    fow = hand(s, 0, "Force of Will")
    minion_phase(s)
    pool = s.players[1].pool
    apply_checked(s, Action(Kind.ACTION_CARD, actor=a, card=fow, n=1))
    apply_checked(s, Action(Kind.BLOCK, actor=blocker))
    _settle(s)
    assert s.players[1].pool == pool  # blocked: no bleed
    assert a in s.players[0].torpor and s.blood[a] <= 3


def test_policy_plays_force_of_will_for_the_ousting_bleed(fow_deck):
    """The table policy bleeds with a locked vampire when the bleed ousts the prey."""
    s = table(fow_deck)
    a = ready(s, 0, "Amelia Locke", blood=5)
    s.locked[a] = 1
    fow = hand(s, 0, "Force of Will")
    minion_phase(s)
    s.players[1].pool = 3
    got = _policy(s)
    assert got.kind == Kind.ACTION_CARD and got.card == fow and got.actor == a


def test_policy_keeps_the_vampire_out_of_torpor_for_a_small_bleed(fow_deck):
    """Against a prey with a high pool, 3 pool is not worth the vampire's torpor."""
    s = table(fow_deck)
    a = ready(s, 0, "Amelia Locke", blood=5)
    s.locked[a] = 1
    hand(s, 0, "Force of Will")
    minion_phase(s)
    s.players[1].pool = 25
    assert _policy(s) == PASS

