"""Freak Drive: "Only usable after action resolution. [for] Only usable if the action was successful.
Unlock this vampire. [FOR] Only usable if the action was blocked. Unlock this vampire." Cost: 1
blood. A modifier played after resolution (rules 6.2.3), by the acting vampire, paying its cost
(rules 1.6.1.3); a vampire with superior Fortitude may play it at either level."""

from __future__ import annotations

import numpy as np
from scenario import hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes
from vtes_tools.engine.state import Stage

CRYPT = {"Aaron Bathurst": 2, "Amelia Locke": 2, "Agatha": 2, "Lauren": 2, "Ayelech": 2}
LIBRARY = {"Theft of Vitae": 30, "Freak Drive": 4}


def _bleed(cards, actor: str, blood: int = 3, blocked: bool = False):
    """``actor`` (Methuselah 0) bleeds its prey, holding a Freak Drive; Agatha (Methuselah 1)
    blocks it or not; stops once the action resolved (the combat fought by hand strikes)."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, actor, blood=blood)
    b = ready(s, 1, "Agatha", blood=4)
    fd = hand(s, 0, "Freak Drive")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert not any(x.card == fd for x in legal_actions(s))  # not before resolution
    if blocked:
        apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.pending is not None and s.pending.stage != Stage.AFTER_RESOLUTION:
        assert not any(x.card == fd for x in legal_actions(s))
        apply_checked(s, PASS)
    return s, a, fd


def _drives(s, fd):
    return [x for x in legal_actions(s) if x.card == fd] if s.pending is not None else []


def test_freak_drive_is_executed(cards):
    c = cards.lookup("Freak Drive").card
    assert executes(EffectRegistry()[c], c)


def test_inferior_unlocks_after_a_successful_action(cards):
    """[for]: after a successful bleed, the locked acting vampire pays 1 blood and unlocks."""
    s, a, fd = _bleed(cards, "Aaron Bathurst")
    assert s.pending.succeeded and s.locked[a]
    play = _drives(s, fd)
    assert [x.actor for x in play] == [a]
    apply_checked(s, play[0])
    assert not s.locked[a] and s.blood[a] == 2 and fd in s.players[0].ash


def test_inferior_not_after_a_blocked_action(cards):
    """[for]: "only usable if the action was successful": a blocked bleed gives no Freak Drive."""
    s, a, fd = _bleed(cards, "Aaron Bathurst", blocked=True)
    assert a in s.players[0].ready and s.locked[a]
    assert _drives(s, fd) == []


def test_superior_unlocks_after_a_blocked_action(cards):
    """[FOR]: "only usable if the action was blocked. Unlock this vampire": Amelia Locke, blocked,
    survives the combat and unlocks for 1 blood."""
    s, a, fd = _bleed(cards, "Amelia Locke", blood=4, blocked=True)
    assert s.pending is not None and s.pending.blocked and s.locked[a]
    blood = s.blood[a]
    play = _drives(s, fd)
    assert [x.actor for x in play] == [a]
    apply_checked(s, play[0])
    assert not s.locked[a] and s.blood[a] == blood - 1


def test_superior_vampire_may_play_the_inferior_level(cards):
    """A vampire with [FOR] may play the card at [for] (rules 1.6.1.3): after a successful bleed."""
    s, a, fd = _bleed(cards, "Amelia Locke")
    play = _drives(s, fd)
    assert len(play) == 1
    apply_checked(s, play[0])
    assert not s.locked[a]


def test_costs_one_blood(cards):
    """Cost 1 blood: a vampire left with no blood after the action cannot play it."""
    s, a, fd = _bleed(cards, "Amelia Locke")
    assert len(_drives(s, fd)) == 1
    s.blood[a] = 0
    s.legal = None
    assert _drives(s, fd) == []


def test_table_policy_unlocks_a_blocked_vampire(cards):
    """The table policy plays [FOR] Freak Drive after its blocked vampire survives: it acts again."""
    s, a, fd = _bleed(cards, "Amelia Locke", blood=4, blocked=True)
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.card == fd


def test_table_policy_keeps_freak_drive_for_a_vampire_low_on_blood(cards):
    """The table policy does not spend a vampire's blood down to 1 on an unlock: with 2 blood
    after the action, it passes (a hunt would only win the blood back)."""
    s, a, fd = _bleed(cards, "Amelia Locke", blood=2)
    assert len(_drives(s, fd)) == 1
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == PASS
