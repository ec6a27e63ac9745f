"""Damaging strikes with first strike, and strikes after which combat ends (rules 6.4.5):
Anesthetic Touch [obe] / [OBE]."""

from __future__ import annotations

import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, attach, fight, hand, make_deck, ready, strike_with, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, combat
from vtes_tools.engine.effects import EffectRegistry, Op, Option, Prim
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(TABLE_FILLER)
    for name in ("Anesthetic Touch", ".44 Magnum"):
        lib[name] = 2
    # Blanche Hill: aus FOR OBE
    return make_deck(cards, {**TABLE_CRYPT, "Blanche Hill": 1}, lib)


def test_anesthetic_touch_is_executed(cards):
    card = cards.lookup("Anesthetic Touch").card
    eff = REGISTRY.of(card)
    assert executes(eff, card)
    # "[OBE] As [obe] above, with first strike": the hand strike, combat ending after it, first strike
    assert combat.special(eff.options[0]) == (combat.FIRST, True, True, False)
    assert combat.special(eff.options[2]) == (combat.FIRST, False, True, False)


def test_first_strike_needs_a_damaging_strike():
    assert combat.special(Option(1, 0, 0, (Prim(Op.FIRST_STRIKE, 1),))) is None  # Shadow Feint's round-long one
    assert combat.special(Option(1, 0, 0, (Prim(Op.STRIKE_STRENGTH, 0), Prim(Op.FIRST_STRIKE, 1)))) == (
        combat.FIRST, True, False, False)


def _resolve(s) -> None:
    while s.combat is not None:
        apply_checked(s, PASS)


def test_anesthetic_touch_superior_first_strike_ends_combat_before_the_other_strike(deck):
    """[OBE]: the hand strike resolves first (1 damage, healed with 1 blood), then combat ends
    at once: the blocker's .44 Magnum strike never resolves (rules 6.4.5)."""
    s = table(deck)
    a = ready(s, 0, "Blanche Hill", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    gun = attach(s, 1, ".44 Magnum", b)
    touch = hand(s, 0, "Anesthetic Touch")
    fight(s, a, b)
    strike_with(s, touch)
    assert s.combat.after[0] == (combat.FIRST, True, True, False)
    apply_checked(s, Action(Kind.STRIKE, actor=b, card=gun))
    _resolve(s)
    assert touch in s.players[0].ash
    assert s.blood[b] == 3 and b in s.players[1].ready  # 1 damage healed
    assert s.blood[a] == 4 and a in s.players[0].ready  # the Magnum never fired


def test_anesthetic_touch_first_strike_to_torpor_spares_the_striker(deck):
    """A first strike sending the opposing vampire to torpor: its strike is lost (rules 6.4.5)."""
    s = table(deck)
    a = ready(s, 0, "Blanche Hill", blood=4)
    b = ready(s, 1, "Ayelech", blood=0)
    gun = attach(s, 1, ".44 Magnum", b)
    touch = hand(s, 0, "Anesthetic Touch")
    fight(s, a, b)
    strike_with(s, touch)
    apply_checked(s, Action(Kind.STRIKE, actor=b, card=gun))
    _resolve(s)
    assert b in s.players[1].torpor
    assert s.blood[a] == 4 and a in s.players[0].ready


def test_anesthetic_touch_basic_strikes_together_then_combat_ends(deck):
    """[obe]: no first strike, both strikes resolve at once, then combat ends before the
    additional strike and press steps."""
    s = table(deck)
    a = ready(s, 0, "Blanche Hill", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    gun = attach(s, 1, ".44 Magnum", b)
    touch = hand(s, 0, "Anesthetic Touch")
    fight(s, a, b)
    c = s.combat
    basic = s.setup.effect[touch].options[2]  # as a vampire with [obe] only plays it
    c.strike[0] = combat.strike_tuple(s, c, 0, basic, touch)
    c.after[0] = combat.special(basic)
    assert c.strike[0][0] == combat.DAMAGE  # a hand strike, not "strike: combat ends"
    c.decider = 1
    apply_checked(s, Action(Kind.STRIKE, actor=b, card=gun))
    assert s.combat is None  # ended after the pair: no press step
    assert s.blood[b] == 3 and s.blood[a] == 2  # both strikes landed, then no further round
