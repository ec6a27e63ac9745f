"""Scenario tests of action cards the table rules play (rules 6.1.6): enter-combat actions with
their target filters and the acting minion's maneuvers and presses (6.4), the cards they
resolve into."""

from __future__ import annotations

import pytest
from test_table import make_deck
from test_table_rules import attach, hand, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions
from vtes_tools.engine.rules import intercept_of
from vtes_tools.engine.state import CombatStage

CRYPT = {"Lauren": 2, "Ayelech": 2, "Bret Stryker": 2, "Brock Sterling": 2, "Trevon Parker": 2, "Anson": 1,
         "Casino Reeds": 1}
FILLER = {"Theft of Vitae": 30, "Deflection": 10}
CARDS = ("Bum's Rush", "Ambush", "Harass", "Raven Spy", "Underbridge Stray", "Entrancement", "Far Mastery",
         "Graverobbing")


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, CRYPT, lib)


def card_targets(s, card: int) -> set[int]:
    return {a.target for a in legal_actions(s) if a.kind == Kind.ACTION_CARD and a.card == card}


def declare(s, actor: int, card: int, target: int) -> None:
    act = next(a for a in legal_actions(s) if a.kind == Kind.ACTION_CARD and a.card == card and a.target == target)
    apply_checked(s, Action(Kind.ACTION_CARD, actor=actor, card=card, target=target, n=act.n))


def test_bums_rush_enters_combat_with_an_optional_maneuver_and_replaces_after(deck):
    """rules 6.1.6, 6.4.2: Bum's Rush is a directed action to enter combat with any minion; the
    acting minion gets 1 optional maneuver in that combat; the card is replaced only after
    the action ("do not replace until after this action")."""
    s = table(deck)
    a = ready(s, 0, "Brock Sterling")
    t = ready(s, 1, "Lauren")
    ally = ready(s, 2, "Underbridge Stray", blood=1)
    card = hand(s, 0, "Bum's Rush")
    minion_phase(s)
    assert card_targets(s, card) == {t, ally}  # any minion of another Methuselah
    declare(s, a, card, t)
    m = s.players[0]
    assert len(m.hand) == 0  # not replaced yet
    apply_checked(s, PASS)  # the target declines to block
    c = s.combat
    assert c is not None and c.m == [a, t] and c.free_maneuver == [1, 0]
    maneuvers = [x for x in legal_actions(s) if x.kind == Kind.MANEUVER]
    assert maneuvers and maneuvers[0].actor == a and c.stage == CombatStage.RANGE
    apply_checked(s, maneuvers[0])
    assert c.free_maneuver == [0, 0]
    while s.combat is not None or s.pending is not None:
        apply_checked(s, PASS)
    assert len(m.hand) == 1 and card in m.ash  # replaced once the action is over


def test_ambush_only_against_locked_minions(deck):
    """Ambush: "(D) Enter combat with a locked minion" (rules 6.1.6): unlocked minions are no target."""
    s = table(deck)
    a = ready(s, 0, "Brock Sterling")
    unlocked = ready(s, 1, "Lauren")
    locked = ready(s, 2, "Ayelech")
    s.locked[locked] = 1
    card = hand(s, 0, "Ambush")
    minion_phase(s)
    assert card_targets(s, card) == {locked}
    assert unlocked not in card_targets(s, card)


def test_harass_targets_and_press_only_to_continue(deck):
    """Harass: a vampire with 3 or fewer blood or a locked minion; the acting minion's press only
    continues combat (rules 6.4.4): usable first, not to cancel the opponent's press to go on."""
    s = table(deck)
    a = ready(s, 0, "Brock Sterling", blood=3)
    low = ready(s, 1, "Lauren", blood=3)
    ready(s, 2, "Ayelech", blood=5)
    locked = ready(s, 3, "Trevon Parker", blood=5)
    s.locked[locked] = 1
    card = hand(s, 0, "Harass")
    minion_phase(s)
    assert card_targets(s, card) == {low, locked}
    declare(s, a, card, low)
    apply_checked(s, PASS)  # no block
    c = s.combat
    assert c.free_press == [1, 0] and c.press_continue
    while c.stage != CombatStage.PRESS and s.combat is c:
        apply_checked(s, PASS)
    assert s.combat is c and c.decider == 0  # both hit for 1: still ready, the presses
    presses = [x for x in legal_actions(s) if x.kind == Kind.PRESS]
    assert presses and presses[0].actor == a and presses[0].n == 1
    c.flips, c.last = 1, 1  # as if the opposing minion had pressed to continue
    assert not [x for x in legal_actions(s) if x.kind == Kind.PRESS and x.n == 1]
    c.flips, c.last = 0, -1
    apply_checked(s, presses[0])  # continue: another round
    assert c.free_press == [0, 0] and c.round == 2


def resolve_unblocked(s, actor: int, card: int, target: int, n: int) -> None:
    apply_checked(s, Action(Kind.ACTION_CARD, actor=actor, card=card, target=target, n=n))
    assert s.pending is None or s.pending.directed
    while s.pending is not None:
        apply_checked(s, PASS)  # no block, no reaction


def test_entrancement_steals_an_ally(deck):
    """Entrancement [PRE]: (D) steal an ally controlled by another Methuselah (rules 11, steal):
    its controller changes, it stays ready, its owner does not."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker")
    ally = ready(s, 1, "Underbridge Stray", blood=1)
    vamp = ready(s, 1, "Lauren")
    card = hand(s, 0, "Entrancement")
    minion_phase(s)
    steal = [x for x in legal_actions(s) if x.card == card and x.target >= 0]
    assert {x.target for x in steal} == {ally}  # allies only, not the vampire
    assert vamp not in {x.target for x in steal}
    resolve_unblocked(s, a, card, ally, steal[0].n)
    assert ally in s.players[0].ready and ally not in s.players[1].ready
    assert s.setup.owner[ally] == 1 and s.blood[ally] == 1


def test_far_mastery_steals_a_retainer_onto_the_acting_vampire(deck):
    """Far Mastery [dom]: (D) steal a retainer controlled by another vampire; a stolen card that
    was on a minion goes on a minion of the thief's (rules 11, steal): the acting vampire."""
    s = table(deck)
    a = ready(s, 0, "Lauren")  # inferior Dominate
    b = ready(s, 2, "Trevon Parker")
    spy = attach(s, 2, "Raven Spy", b)
    s.blood[spy] = 1
    card = hand(s, 0, "Far Mastery")
    minion_phase(s)
    steal = [x for x in legal_actions(s) if x.card == card]
    assert [x.target for x in steal] == [spy]
    before = intercept_of(s, a)
    resolve_unblocked(s, a, card, spy, steal[0].n)
    assert spy in s.players[0].in_play and s.attached[spy] == a
    assert intercept_of(s, a) == before + 1 and intercept_of(s, b) == 0


def test_graverobbing_steals_a_vampire_in_torpor(deck):
    """Graverobbing: (D) steal a vampire in torpor; it stays in torpor ([dom]), or [DOM] the acting
    vampire burns 2 blood to move it to the ready region (rules 11, steal)."""
    for sup in (False, True):
        s = table(deck)
        a = ready(s, 0, "Ayelech", blood=5)
        t = ready(s, 3, "Brock Sterling", blood=1)
        s.players[3].ready.remove(t)
        s.players[3].torpor.append(t)
        card = hand(s, 0, "Graverobbing")
        minion_phase(s)
        opts = {x.n: x for x in legal_actions(s) if x.card == card and x.target == t}
        assert len(opts) == 2  # a superior Dominate vampire may play either
        level = 2 if sup else 1
        n = next(k for k, x in opts.items() if s.setup.effect[card].options[k].level == level)
        resolve_unblocked(s, a, card, t, n)
        m = s.players[0]
        assert t not in s.players[3].torpor
        assert (t in m.ready, t in m.torpor) == (sup, not sup)
        assert s.blood[a] == (3 if sup else 5)
