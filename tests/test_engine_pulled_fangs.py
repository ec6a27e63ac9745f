"""Pulled Fangs: a combat card put on the opposing vampire at the end of a round it lost at close
range (rules 6.4.4), 1 damage to it (rules 6.4.6); the attached vampire cannot hunt, and goes to
torpor when it must (rules 6: a vampire with no blood), until vampires burn the card with two
+1 stealth actions (rules 6.1.6, 6.2.2)."""

from __future__ import annotations

import numpy as np
from scenario import attach, blocked_bleed, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes
from vtes_tools.engine.state import CombatStage

CRYPT = {"Lauren": 2, "Agatha": 2, "Chalcedony": 2, "Ayelech": 2, "Anson": 2}
LIBRARY = {"Theft of Vitae": 30, ".44 Magnum": 2, "Pulled Fangs": 2}


def _won_round(cards, seed: int = 0):
    """Agatha (Methuselah 1) blocks Lauren's bleed and hits her with a .44 Magnum (2 damage
    against Lauren's 1): the press step of a round Agatha won at close range."""
    s = table(make_deck(cards, CRYPT, LIBRARY), seed=seed)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=4)
    attach(s, 1, ".44 Magnum", b)
    fangs = hand(s, 1, "Pulled Fangs")
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)  # no maneuver with the gun
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card >= 0))
    return s, a, b, fangs


def test_pulled_fangs_is_executed(cards):
    c = cards.lookup("Pulled Fangs").card
    assert executes(EffectRegistry()[c], c)


def test_pulled_fangs_at_the_end_of_a_won_round(cards):
    """"Only usable at close range at the end of a round during which this minion successfully
    inflicted more damage than the opposing vampire": played before presses, the card goes on
    the opposing vampire, which takes 1 damage (1 blood to heal it, rules 6.4.6); combat goes on
    to the presses; a second Pulled Fangs is not offered ("a vampire can have only one")."""
    s, a, b, fangs = _won_round(cards)
    assert s.combat.stage == CombatStage.PRESS and s.decider == 1
    play = next(x for x in legal_actions(s) if x.kind == Kind.COMBAT_CARD and x.card == fangs)
    blood = s.blood[a]
    apply_checked(s, play)
    assert s.attached[fangs] == a and fangs in s.players[1].in_play
    assert s.blood[a] == blood - 1 and a in s.players[0].ready
    hand(s, 1, "Pulled Fangs", 1)
    assert s.combat is None or not any(x.kind == Kind.COMBAT_CARD for x in legal_actions(s))


def test_pulled_fangs_not_after_an_even_round(cards):
    s = table(make_deck(cards, CRYPT, LIBRARY), seed=1)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=4)
    hand(s, 1, "Pulled Fangs")
    blocked_bleed(s, a, b)
    while s.combat is not None and s.combat.stage != CombatStage.PRESS:
        acts = legal_actions(s)
        apply_checked(s, next((x for x in acts if x.kind == Kind.STRIKE and x.card < 0), PASS))  # 1 against 1
    assert s.blood[a] == s.blood[b] == 3
    assert s.combat is None or all(x.kind != Kind.COMBAT_CARD for x in legal_actions(s))


def test_the_attached_vampire_cannot_hunt(cards):
    """"The attached vampire cannot hunt; if they must hunt, they go to torpor instead": no hunt
    is offered with blood left; with none (rules 6: it must hunt) it goes to torpor instead."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Lauren", blood=2)
    fangs = attach(s, 1, "Pulled Fangs", a)
    minion_phase(s)
    assert not any(x.kind == Kind.HUNT and x.actor == a for x in legal_actions(s))
    assert any(x.kind == Kind.BLEED and x.actor == a for x in legal_actions(s))
    s.blood[a] = 0
    s.legal = None
    acts = legal_actions(s)
    assert [x for x in acts if x.actor == a] == [Action(Kind.HUNT, actor=a)]  # what it must do
    apply_checked(s, Action(Kind.HUNT, actor=a))
    assert a in s.players[0].torpor and s.blood[a] == 0 and s.attached[fangs] == a
    # without the card, the same vampire hunts
    t = table(make_deck(cards, CRYPT, LIBRARY))
    v = ready(t, 0, "Lauren", blood=2)
    minion_phase(t)
    assert any(x.kind == Kind.HUNT and x.actor == v for x in legal_actions(t))


def test_pulled_fangs_burned_by_two_actions(cards):
    """"Any vampire(s) can burn this card with two +1 stealth actions": an undirected +1 stealth
    action (no (D)), once a turn for each vampire (rules 6.1.6); the first leaves the card in
    play, the second, by another vampire, burns it."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Lauren", blood=2)
    c = ready(s, 0, "Anson", blood=3)
    fangs = attach(s, 1, "Pulled Fangs", a)
    ready(s, 3, "Agatha", blood=3)  # the predator's: an undirected action's blocker (rules 6.2.2.1)
    minion_phase(s)
    burns = [x for x in legal_actions(s) if x.kind == Kind.BURN_CARD and x.target == fangs]
    assert {x.actor for x in burns} == {a, c} and {x.n for x in burns} == {1}
    apply_checked(s, next(x for x in burns if x.actor == a))
    assert not s.pending.directed and s.pending.stealth == 1
    while s.pending is not None:
        apply_checked(s, PASS)
    assert fangs in s.players[1].in_play and s.attached[fangs] == a  # one of the two actions
    assert not any(x.kind == Kind.BURN_CARD and x.actor == a for x in legal_actions(s))  # (rules 6.1.6)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.BURN_CARD and x.actor == c))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert fangs in s.players[1].ash and s.attached[fangs] == -1
    s.legal = None
    assert not any(x.kind == Kind.BURN_CARD for x in legal_actions(s))


def test_table_policy_plays_pulled_fangs_and_burns_it(cards):
    """The table policy plays Pulled Fangs when it can, and a Methuselah whose low vampire holds
    it spends actions to burn it."""
    s, a, b, fangs = _won_round(cards)
    pol = TablePolicy()
    got = pol.choose(PlayerView(s, 1), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.COMBAT_CARD and got.card == fangs
    t = table(make_deck(cards, CRYPT, LIBRARY))
    v = ready(t, 0, "Lauren", blood=1)
    ready(t, 0, "Anson", blood=1)
    f = attach(t, 1, "Pulled Fangs", v)
    minion_phase(t)
    got = pol.choose(PlayerView(t, 0), LegalActions(t, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.BURN_CARD and got.target == f
