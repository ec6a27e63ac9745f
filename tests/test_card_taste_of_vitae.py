"""Taste of Vitae: "Only usable at the end of a round of combat. Not usable by a vampire being
burned or going to torpor. A vampire can play only one Taste of Vitae each round. This vampire
gains blood equal to the amount of blood lost by the opposing vampire to damage this round."

Played at the end of a round (rules 6.4.1: a round is range, strikes, presses; rules 6.4.3: a
round also ends as a combatant leaves the ready region), never as a strike; the blood is gained
from the bank, not stolen (rules 6.4.5: excess over capacity goes to the bank)."""

from __future__ import annotations

import numpy as np
from scenario import attach, blocked_bleed, hand, make_deck, ready, table

from vtes_tools.engine import PASS, Kind, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes
from vtes_tools.engine.state import CombatStage

CRYPT = {"Lauren": 2, "Agatha": 2, "Chalcedony": 2, "Ayelech": 2, "Anson": 2}
LIBRARY = {"Theft of Vitae": 30, ".44 Magnum": 2, "Taste of Vitae": 4}


def _round(cards, lauren: int = 4, agatha: int = 2, tastes: int = 1):
    """Agatha (Methuselah 1) blocks Lauren's bleed and shoots her with a .44 Magnum (2 damage,
    Lauren's hand strike 1 back), holding ``tastes`` Taste of Vitae; stops at the first decision
    after the strikes resolved."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Lauren", blood=lauren)
    b = ready(s, 1, "Agatha", blood=agatha)
    attach(s, 1, ".44 Magnum", b)
    held = [hand(s, 1, "Taste of Vitae", k) for k in range(tastes)]
    blocked_bleed(s, a, b)
    assert s.combat.stage == CombatStage.RANGE
    assert not any(x.card in held for x in legal_actions(s))
    apply_checked(s, PASS)  # no maneuver with the gun
    strikes = legal_actions(s)
    assert not any(x.card in held for x in strikes)  # not a strike (rules 6.4.3)
    apply_checked(s, next(x for x in strikes if x.kind == Kind.STRIKE and x.card >= 0))
    return s, a, b, held


def _tastes(s, held):
    return [x for x in legal_actions(s) if x.kind == Kind.COMBAT_CARD and x.card in held]


def test_taste_of_vitae_is_executed(cards):
    c = cards.lookup("Taste of Vitae").card
    assert executes(EffectRegistry()[c], c)


def test_not_a_strike_played_at_the_end_of_the_round(cards):
    """"Only usable at the end of a round of combat": never offered at range or as a strike;
    offered in the press step (rules 6.4.4) once the strikes resolved."""
    s, a, b, held = _round(cards)
    assert s.combat is not None and s.combat.stage == CombatStage.PRESS and s.decider == 1
    assert len(_tastes(s, held)) == 1


def test_gains_the_blood_the_opposing_vampire_lost(cards):
    """"This vampire gains blood equal to the amount of blood lost by the opposing vampire to damage
    this round": Lauren burned 2 blood to heal the gun's 2 damage (rules 6.4.6), Agatha gains 2 from
    the bank; Lauren keeps what she has (it is not a steal), the card goes to the ash heap."""
    s, a, b, held = _round(cards)
    assert (s.blood[a], s.blood[b]) == (2, 1)
    apply_checked(s, _tastes(s, held)[0])
    assert (s.blood[a], s.blood[b]) == (2, 3)
    assert held[0] in s.players[1].ash


def test_gain_is_capped_by_capacity(cards):
    """Blood over capacity goes back to the bank (rules 6.4.5): Agatha (capacity 4) at 3 gains 1."""
    s, a, b, held = _round(cards, agatha=4)
    assert s.blood[b] == 3
    apply_checked(s, _tastes(s, held)[0])
    assert s.blood[b] == 4


def test_only_one_taste_of_vitae_each_round(cards):
    """"A vampire can play only one Taste of Vitae each round": with two in hand, the second is not
    offered once the first is played (the round ends with no press: combat ends, rules 6.4.4)."""
    s, a, b, held = _round(cards, tastes=2)
    assert len(_tastes(s, held)) == 1  # one per card name in the list
    apply_checked(s, _tastes(s, held)[0])
    assert s.combat is None or _tastes(s, held) == []
    assert held[1] in s.players[1].hand and s.blood[b] == 3


def test_played_as_the_opposing_vampire_goes_to_torpor(cards):
    """The round ends as Lauren, unable to heal all the damage, goes to torpor (rules 6.4.3,
    6.4.6): Agatha, still ready, gains the 1 blood Lauren lost."""
    s, a, b, held = _round(cards, lauren=1)
    assert a in s.players[0].torpor and s.blood[a] == 0
    assert s.combat is not None and s.combat.stage == CombatStage.FALLEN and s.decider == 1
    apply_checked(s, _tastes(s, held)[0])
    assert s.blood[b] == 2 and s.combat is None


def test_not_usable_by_a_vampire_going_to_torpor(cards):
    """"Not usable by a vampire being burned or going to torpor": Lauren, holding Taste of Vitae,
    goes to torpor from the gun's damage after her hand strike cost Agatha 1 blood: no Taste."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Lauren", blood=1)
    b = ready(s, 1, "Agatha", blood=3)
    attach(s, 1, ".44 Magnum", b)
    mine = hand(s, 0, "Taste of Vitae")
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card >= 0))
    assert a in s.players[0].torpor and s.blood[b] == 2
    assert s.combat is None or not any(x.card == mine for x in legal_actions(s))
    assert mine in s.players[0].hand


def test_not_offered_when_the_opposing_vampire_lost_no_blood(cards):
    """A round where Lauren dodged the gun (rules 6.4.5): she lost no blood, Agatha's Taste of
    Vitae is not offered (it would gain nothing)."""
    s = table(make_deck(cards, CRYPT, {**LIBRARY, "Dodge": 2}))
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=2)
    attach(s, 1, ".44 Magnum", b)
    held = [hand(s, 1, "Taste of Vitae")]
    hand(s, 0, "Dodge")
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)
    dodge = next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card >= 0), None)
    assert dodge is not None
    apply_checked(s, dodge)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card >= 0))
    assert s.blood[a] == 4
    assert s.combat is None or _tastes(s, held) == []


def test_table_policy_plays_taste_of_vitae_below_capacity(cards):
    """The table policy plays Taste of Vitae at the end of a round when it gains blood, and keeps it
    when its vampire is already at capacity (it would gain nothing)."""
    s, a, b, held = _round(cards)
    pol = TablePolicy()
    got = pol.choose(PlayerView(s, 1), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.COMBAT_CARD and got.card == held[0]
    s.blood[b] = 4  # at capacity
    s.legal = None
    got = pol.choose(PlayerView(s, 1), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.card != held[0]
