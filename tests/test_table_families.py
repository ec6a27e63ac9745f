"""Scenario tests of modifier and combat card families the table rules play: "-N intercept"
against a block attempt (rules 6.2.2.2), another round or combat with the opposing minion
(rules 6.4.4), prevention paid as X blood (rules 6.4.6)."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, call, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, Stage, apply_checked, combat, legal_actions
from vtes_tools.engine.effects import EffectRegistry, Op, Who
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = (
    "Perfect Paragon", "Psyche!", "Telepathic Tracking", "Hidden Strength", "Awe", "Precognition", "Form of the Bat",
    "Rolling with the Punches",
)


@pytest.fixture(scope="module")
def deck(cards):
    lib = {**TABLE_FILLER, "Kine Resources Contested": 2}
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, {**TABLE_CRYPT, "Ariadne": 1}, lib)


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def test_sense_the_sin_corruption_filter_is_not_read_as_any_minion(cards):
    """"Minions with any corruption counters get -1 intercept": read as that filter (the rules
    check the blocker's counters, tests/test_table_card_reads.py), not as any minion."""
    card = cards.lookup("Sense the Sin").card
    minus = [p for o in REGISTRY.of(card).options for p in o.prims if p.op == Op.MINUS_INTERCEPT]
    assert [p.arg for p in minus] == [Who.CORRUPTED] and executes(REGISTRY.of(card), card)


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


def to_combat_end(s) -> None:
    """``s`` in combat: pass every choice until combat is about to end (the extra-combat step)."""
    while s.combat is not None and not s.combat.ending:
        apply_checked(s, PASS)


def blocked_combat(s, a: int, b: int) -> None:
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None:
        apply_checked(s, PASS)


def test_psyche_superior_starts_another_combat(deck):
    """Psyche! [CEL]: both combatants still ready and combat about to end (no press to
    continue, rules 6.4.4): another combat with the opposing minion, round 1 again."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=4)  # [CEL]
    b = ready(s, 1, "Brock Sterling", blood=3)
    ps = hand(s, 0, "Psyche!")
    blocked_combat(s, a, b)
    to_combat_end(s)
    c = s.combat
    assert c is not None and s.decider == 0 and s.blood[a] == 3 and s.blood[b] == 2
    extra = [x for x in legal_actions(s) if x.kind == Kind.COMBAT_CARD]
    assert [s.setup.effect[ps].options[x.n].level for x in extra] == [2]
    apply_checked(s, extra[0])  # the second combat has nothing to choose: it runs by itself
    assert s.combat is not c and s.stats[1] == 2 and ps in s.players[0].ash
    assert s.blood[a] == 2 and s.blood[b] == 1  # a second exchange of hand strikes


def test_telepathic_tracking_superior_starts_a_new_round(deck):
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=4)  # [AUS]
    b = ready(s, 1, "Brock Sterling", blood=3)
    tt = hand(s, 0, "Telepathic Tracking")
    blocked_combat(s, a, b)
    to_combat_end(s)
    c = s.combat
    extra = [x for x in legal_actions(s) if x.kind == Kind.COMBAT_CARD]
    assert [x.card for x in extra] == [tt]
    apply_checked(s, extra[0])
    while s.combat is not None:
        assert s.combat is c
        apply_checked(s, PASS)
    assert c.round == 2 and s.stats[1] == 1 and tt in s.players[0].ash
    assert s.blood[a] == 1 and s.blood[b] == 1  # 1 blood paid, a second exchange of hand strikes


def test_no_extra_combat_at_inferior_or_when_combat_ends_by_itself(deck):
    """[cel] Psyche! is only a press; without the card combat simply ends after the presses."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=4)
    b = ready(s, 1, "Brock Sterling", blood=3)
    hand(s, 1, "Psyche!")  # Brock has no Celerity
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.pending is not None:
        assert not any(x.kind == Kind.COMBAT_CARD for x in legal_actions(s))
        apply_checked(s, PASS)
    assert s.stats[:2] == [1, 1] and s.blood[a] == 3 and s.blood[b] == 2


def test_table_policy_plays_psyche_when_winning(deck):
    """The table policy starts another combat when its hand strike harms the opponent more."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=4)
    b = ready(s, 1, "Brock Sterling", blood=1)
    ps = hand(s, 0, "Psyche!")
    blocked_combat(s, a, b)
    to_combat_end(s)
    if s.combat is None:
        pytest.skip("the first round already ended the combat")
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.COMBAT_CARD and got.card == ps


def test_hidden_strength_pays_x_blood_to_prevent_aggravated_damage(deck):
    """Hidden Strength: prevent X+1 damage, X the blood burned (rules 6.4.6); against
    aggravated damage, which cannot be healed, the rules pay X for all of it."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=4)
    b = ready(s, 1, "Brock Sterling", blood=3)  # [FOR]
    hs = hand(s, 1, "Hidden Strength")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None or s.combat.stage != combat.PREVENT or s.decider != 1:
        apply_checked(s, PASS)
    s.combat.damage[1], s.combat.agg[1] = 0, 3  # 3 aggravated damage instead of the hand strike
    [prevent] = [x for x in legal_actions(s) if x.kind == Kind.PREVENT]
    assert prevent.card == hs
    apply_checked(s, prevent)
    assert s.blood[b] == 1 and hs in s.players[1].ash  # X = 2: all 3 prevented
    assert b in s.players[1].ready and s.players[1].torpor == []


def test_hidden_strength_x_is_limited_by_blood(deck):
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=4)
    b = ready(s, 1, "Brock Sterling", blood=1)
    hs = hand(s, 1, "Hidden Strength")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None or s.combat.stage != combat.PREVENT or s.decider != 1:
        apply_checked(s, PASS)
    s.combat.damage[1], s.combat.agg[1] = 0, 3
    apply_checked(s, Action(Kind.PREVENT, actor=b, card=hs, n=next(
        k for k, o in enumerate(s.setup.effect[hs].options) if o.level == 2)))
    assert s.blood[b] == 0 and s.combat is None  # X = 1 prevents 2; 1 aggravated: torpor
    assert b in s.players[1].torpor


def test_awe_burns_x_blood_for_2x_plus_1_votes(deck):
    """Awe [PRE], during the polling step of the acting vampire's political action (rules
    6.3.2): +2X+1 votes for X blood burned; the rules offer every X the vampire can pay."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=3)  # [PRE]
    awe = hand(s, 0, "Awe")
    call(s, a, "Kine Resources Contested")
    apply_checked(s, Action(Kind.TERMS, n=0))
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert [x.target for x in mods] == [0, 1, 2, 3] and {x.card for x in mods} == {awe}
    before = s.referendum.extra.get(0, 0)
    apply_checked(s, mods[2])
    assert s.blood[a] == 1 and s.referendum.extra[0] == before + 5 and awe in s.players[0].ash


def test_table_policy_pays_the_least_x_that_carries_the_referendum(deck):
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=4)
    hand(s, 0, "Awe")
    call(s, a, "Kine Resources Contested")
    policy = TablePolicy()
    apply_checked(s, policy.choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0)))
    r = s.referendum
    assert r.extra == {0: 1, 1: 0, 2: 0, 3: 0} and s.edge != 0  # the caller's vote so far
    r.votes_against = 4  # as if cast already
    view = PlayerView(s, 0)
    assert policy.utility(view, view.referendum_value()) > 0.5
    got = policy.choose(view, LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.MODIFIER and got.target == 2  # 1 + 1 + 2X > 4 with X = 2, not X = 1


def test_precognition_superior_prevents_1_damage_in_the_first_round(deck):
    """Precognition [AUS]: +1 intercept (rules 6.2.2.2), and the blocker prevents 1 damage
    during the first round of the resulting combat (rules 6.4.6)."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)  # [AUS]
    pc = hand(s, 1, "Precognition")
    krc = hand(s, 0, "Kine Resources Contested")
    minion_phase(s)
    apply_checked(s, Action(Kind.POLITICAL, actor=a, card=krc))  # +1 stealth
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    reactions = [x for x in legal_actions(s) if x.kind == Kind.REACTION]
    assert [x.card for x in reactions] == [pc] and s.setup.effect[pc].options[reactions[0].n].level == 2
    apply_checked(s, reactions[0])
    while s.pending is not None:
        c = s.combat
        if c is not None and c.stage == combat.STRIKE:
            apply_checked(s, Action(Kind.STRIKE, actor=c.m[c.decider]))  # hand strikes
        else:
            apply_checked(s, PASS)
    assert s.stats[:2] == [1, 1] and pc in s.players[1].ash
    assert s.blood[b] == 3 and s.blood[a] == 3  # Bret's hand strike prevented, Ayelech's was not


def test_form_of_the_bat_minus_intercept_then_a_maneuver_if_blocked(deck):
    """Form of the Bat [pro] as a modifier: the blocking minion gets -1 intercept (rules
    6.2.2.2); if the action is blocked anyway, the acting vampire gets 1 optional maneuver in
    the resulting combat (rules 6.4.2)."""
    s = table(deck)
    a = ready(s, 0, "Ariadne", blood=4)  # [pro]
    b = ready(s, 1, "Ayelech", blood=3)
    bat = hand(s, 0, "Form of the Bat")
    pc = hand(s, 1, "Precognition")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert [(x.card, s.setup.effect[bat].options[x.n].level) for x in mods] == [(bat, 1)]
    apply_checked(s, mods[0])
    assert s.pending.intercept == -1 and s.decider == 1
    apply_checked(s, next(x for x in legal_actions(s) if x.card == pc))  # +1 intercept: blocked
    while s.combat is None:
        apply_checked(s, PASS)
    assert s.combat.free_maneuver == [1, 0]
    assert Action(Kind.MANEUVER, actor=a, card=a, n=1) in legal_actions(s)


def test_burn_blood_to_is_a_cost_of_the_option(cards):
    """"[FOR] Burn 1 blood to prevent all damage ...", "[tha] Burn 1 blood to get +1 intercept":
    the blood is read as the option's cost (rules 6.2.3), never as a free effect."""
    rwtp = REGISTRY.of(cards.lookup("Rolling with the Punches").card)
    sup = next(o for o in rwtp.options if o.level == 2)
    assert sup.amount(Op.PAY_BLOOD) == 1 and sup.has(Op.PREVENT)
    voices = REGISTRY.of(cards.lookup("Voices of the Castle").card)
    assert any(o.has(Op.PAY_BLOOD) and o.has(Op.INTERCEPT) for o in voices.options)


def test_rolling_with_the_punches_costs_its_blood_or_falls_back_to_the_inferior_option(deck):
    """Rolling with the Punches: [FOR] burn 1 blood to prevent all the strike's damage; with no
    blood to burn, the vampire plays [for] prevent 1 damage (rules 6.4.6, 6.2.3)."""
    for blood in (3, 0):
        s = table(deck)
        a = ready(s, 0, "Bret Stryker", blood=4)
        b = ready(s, 1, "Brock Sterling", blood=blood)  # [FOR]
        rp = hand(s, 1, "Rolling with the Punches")
        minion_phase(s)
        apply_checked(s, Action(Kind.BLEED, actor=a))
        apply_checked(s, Action(Kind.BLOCK, actor=b))
        while s.combat is None or s.combat.stage != combat.PREVENT or s.decider != 1:
            apply_checked(s, PASS)
        s.combat.damage[1], s.combat.agg[1] = 3, 0
        [prevent] = [x for x in legal_actions(s) if x.kind == Kind.PREVENT and x.card == rp]
        level = s.setup.effect[rp].options[prevent.n].level
        assert level == (2 if blood else 1)
        apply_checked(s, prevent)
        if blood:
            assert s.blood[b] == 2 and b in s.players[1].ready  # 1 burned, all 3 prevented
        else:
            assert b in s.players[1].torpor  # 1 prevented, 2 damage it cannot heal
