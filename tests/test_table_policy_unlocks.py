"""Scenario tests of the table policy valuing cards a tournament player plays: an action that
unlocks the actor before the bleed (Engling Fury [SPI], No Secrets From the Magaji: it can still
bleed, rules 6.1.1), blood gained by the actor, an equipment giving a better bleed each turn
(Camera Phone, rules 6.1.3), a free unlock after a successful action (As the Crow), a weapon
ending a combat (Flash Grenade), a card letting the acting vampire block in the predator's turns
(Eternal Vigilance) or failing its actions (Champion), a block made to fail (Psychomachia); and a
card reading: Theft of Vitae's ranged strike."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import attach, blocked_bleed, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Op, PlayerView, Stage, apply_checked, legal_actions
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.policies_values import blood_gain_worth
from vtes_tools.engine.state import LONG, CombatStage

TRAVIS = 'Travis "Traveler72" Miller'  # an imbued with Defense
CRYPT = {"Effie Lowery": 2, "Kabede Maru": 2, "Ayelech": 2, "Lauren": 2, "Chalcedony": 1, "Aeron": 1, TRAVIS: 1,
         "Arishat": 1}
LIBRARY = {"Engling Fury": 2, "No Secrets From the Magaji": 2, "Camera Phone": 2, "As the Crow": 2, "Flash Grenade": 2,
           "Eternal Vigilance": 2, "Champion": 2, "Psychomachia": 2,
           "Theft of Vitae": 2, "Movement of the Mind": 2, "Palatial Estate": 2, "Baseball Bat": 2, ".44 Magnum": 2,
           "Dead-End Alley": 2, "Deflection": 20}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def choose(s, p: int = 0):
    return TablePolicy().choose(PlayerView(s, p), LegalActions(s, legal_actions), np.random.default_rng(0))


def resolve(s, act) -> None:
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)  # no block, no reaction


def test_engling_fury_superior_comes_before_the_bleed(deck):
    """Effie Lowery (superior Spiritus) with 1 blood, no blocker at the table: Engling Fury
    [SPI] gains 2 blood and unlocks her, so she plays it and then bleeds, rather than bleed
    with the card left in hand."""
    s = table(deck)
    v = ready(s, 0, "Effie Lowery", blood=1)
    card = hand(s, 0, "Engling Fury")
    minion_phase(s)
    s.players[0].turns = 2
    got = choose(s)
    assert got.kind == Kind.ACTION_CARD and got.card == card
    opt = s.setup.effect[card].options[got.n]
    assert opt.has(Op.UNLOCK_MINION) and not opt.has(Op.WHEN)  # the superior option, unlocking at once
    resolve(s, got)
    assert s.blood[v] == 3 and not s.locked[v]
    after = choose(s)
    assert after.kind == Kind.BLEED and after.actor == v


def test_no_secrets_from_the_magaji_comes_before_the_bleed(deck):
    """Kabede Maru (a magaji): No Secrets From the Magaji unlocks him and stays for his blocks,
    so he plays it and then bleeds."""
    s = table(deck)
    v = ready(s, 0, "Kabede Maru", blood=5)
    card = hand(s, 0, "No Secrets From the Magaji")
    minion_phase(s)
    s.players[0].turns = 2
    got = choose(s)
    assert got.kind == Kind.ACTION_CARD and got.card == card
    resolve(s, got)
    assert not s.locked[v]
    after = choose(s)
    assert after.kind == Kind.BLEED and after.actor == v


def test_camera_phone_is_equipped_early(deck):
    """Camera Phone: every later bleed of its bearer at +1 (rules 6.1.3: the equipment stays);
    early in the game equipping it is worth more than one bleed for 1."""
    s = table(deck)
    v = ready(s, 0, "Lauren", blood=4)
    card = hand(s, 0, "Camera Phone")
    minion_phase(s)
    s.players[0].turns = 2
    assert any(a.kind == Kind.BLEED and a.actor == v for a in legal_actions(s))
    got = choose(s)
    assert got.kind == Kind.EQUIP and got.card == card


def test_blood_gained_past_capacity_is_worth_nothing():
    """rules 1.5.2: blood over capacity goes to the blood bank at once."""
    assert blood_gain_worth(5, 5, 2) == 0.0
    assert blood_gain_worth(4, 5, 2) == blood_gain_worth(4, 5, 1)
    assert blood_gain_worth(1, 5, 2) > blood_gain_worth(3, 5, 2) > 0.0


def test_as_the_crow_unlocks_after_a_successful_bleed(deck):
    """Chalcedony (Flight) bleeds unblocked: As the Crow, free, unlocks her after the action,
    for another action or a block in the others' turns; played rather than kept in hand."""
    s = table(deck)
    v = ready(s, 0, "Chalcedony", blood=5)
    card = hand(s, 0, "As the Crow")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=v))
    offered = False
    while s.pending is not None:
        acts = legal_actions(s)
        if any(a.card == card for a in acts):
            offered = True
            assert s.decider == 0 and s.locked[v]
            got = choose(s)
            assert got.kind == Kind.MODIFIER and got.card == card
            apply_checked(s, got)
        else:
            apply_checked(s, PASS)
    assert offered and not s.locked[v] and s.players[1].pool < 30


@pytest.mark.parametrize("blockers", [0, 1])
def test_flash_grenade_is_equipped_against_a_blocker(deck, blockers):
    """Flash Grenade (free) ends a combat the bearer would lose, once: with no blocker at the
    prey's, Lauren bleeds; facing a ready one she equips the grenade first rather than bleed
    into the block."""
    s = table(deck)
    v = ready(s, 0, "Lauren", blood=4)
    if blockers:
        ready(s, 1, "Ayelech", blood=5)
    card = hand(s, 0, "Flash Grenade")
    minion_phase(s)
    s.players[0].turns = 2
    got = choose(s)
    if blockers:
        assert got.kind == Kind.EQUIP and got.card == card
    else:
        assert got.kind == Kind.BLEED and got.actor == v


@pytest.mark.parametrize("threat", [False, True])
def test_eternal_vigilance_against_a_threatening_predator(deck, threat):
    """Aeron (a Sabbat archbishop): Eternal Vigilance stays on him, so that he can burn 1 blood
    to unlock and block in the others' turns. Early in the game, with a bleeder at his
    predator's, he puts it on; with nothing at the predator's to block, he bleeds."""
    s = table(deck)
    v = ready(s, 0, "Aeron", blood=5)
    if threat:
        ready(s, 3, "Lauren", blood=5)
    card = hand(s, 0, "Eternal Vigilance")
    minion_phase(s)
    s.players[0].turns = 2
    got = choose(s)
    if threat:
        assert got.kind == Kind.ACTION_CARD and got.card == card
    else:
        assert got.kind == Kind.BLEED and got.actor == v


@pytest.mark.parametrize("threat", [False, True])
def test_champion_against_a_threatening_predator(deck, threat):
    """Champion, a power of Travis (Defense): in the predator's turns to come, 2 convictions
    fail a bleed at me (the bleeder fights Travis instead). With a bleeder at the predator's,
    Travis takes the power early rather than bleed; with none, he bleeds."""
    s = table(deck)
    v = ready(s, 0, TRAVIS, blood=5)
    if threat:
        ready(s, 3, "Lauren", blood=5)
    card = hand(s, 0, "Champion")
    minion_phase(s)
    s.players[0].turns = 2
    got = choose(s)
    if threat:
        assert got.kind == Kind.EQUIP and got.card == card
    else:
        assert got.kind == Kind.BLEED and got.actor == v


def test_psychomachia_makes_a_younger_blocker_fail(deck):
    """Arishat (DAI, capacity 6) bleeds and Lauren (capacity 4) blocks: Psychomachia [DAI]
    makes the block fail and the bleed go on (rules 6.2.2.1), rather than a fight for nothing."""
    s = table(deck)
    a = ready(s, 0, "Arishat", blood=3)
    young = ready(s, 1, "Lauren", blood=3)
    card = hand(s, 0, "Psychomachia")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=young))
    assert s.pending.stage == Stage.BLOCKED and s.decider == 0
    got = choose(s)
    assert got.kind == Kind.MODIFIER and got.card == card
    assert not s.setup.effect[card].options[got.n].has(Op.END_ACTION)  # [DAI]: the bleed goes on
    resolve(s, got)
    assert s.players[1].pool < 30 and s.combat is None


def test_theft_of_vitae_is_a_ranged_strike(deck):
    """Theft of Vitae: "[THA] Strike, ranged: steal 2 blood": it lands at long range, where a
    close-range strike does nothing (rules 6.4.2): Ayelech, blocked by Lauren, maneuvers away
    (Movement of the Mind [THA]) and steals 2 blood; Lauren's hand strike misses."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=3)
    b = ready(s, 1, "Lauren", blood=4)
    mm = hand(s, 0, "Movement of the Mind")
    tov = hand(s, 0, "Theft of Vitae")
    blocked_bleed(s, a, b)
    move_ = next(x for x in legal_actions(s) if x.kind == Kind.MANEUVER and x.card == mm)
    apply_checked(s, move_)
    while s.combat is not None and s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    assert s.combat.range == LONG and s.decider == 0
    strike = next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == tov
                  and s.setup.effect[tov].options[x.n].need_sup)
    apply_checked(s, strike)
    while s.combat is not None and s.combat.stage == CombatStage.STRIKE:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE), PASS))
    assert (s.blood[a], s.blood[b]) == (5, 2)


@pytest.mark.parametrize(("weapon", "away"), [("Baseball Bat", True), (".44 Magnum", False)])
def test_movement_of_the_mind_keeps_away_from_a_harder_hitter(deck, weapon, away):
    """Ayelech, blocked by Lauren, has no strike at long range. Against Lauren's Baseball Bat
    (strength+1, melee) the close-range exchange costs Ayelech more: she maneuvers to long range
    (Movement of the Mind [THA]) where neither hand strike lands (rules 6.4.2); against a .44
    Magnum (2R) long range spares her nothing: no maneuver."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=3)
    b = ready(s, 1, "Lauren", blood=4)
    attach(s, 1, weapon, b)
    mm = hand(s, 0, "Movement of the Mind")
    blocked_bleed(s, a, b)
    assert s.combat is not None and s.combat.stage == CombatStage.RANGE and s.decider == 0
    got = choose(s)
    assert (got.kind == Kind.MANEUVER and got.card == mm) == away


def test_movement_of_the_mind_presses_to_end_against_a_weapon(deck):
    """After the first round Ayelech (1 blood) faces Lauren (0 blood, a Baseball Bat:
    strength+1) pressing to continue with Dead-End Alley. Counting the bat, another round sends
    both to torpor, Ayelech (capacity 7) the costlier: she presses to end combat (Movement of the
    Mind [tha]: "press, only usable to end combat", rules 6.4.4). Without the bat's damage
    Lauren alone would fall."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=3)
    b = ready(s, 1, "Lauren", blood=4)
    attach(s, 1, "Baseball Bat", b)
    mm = hand(s, 0, "Movement of the Mind")
    alley = hand(s, 1, "Dead-End Alley")
    blocked_bleed(s, a, b)
    c = s.combat
    while s.combat is c and not (c.stage == CombatStage.PRESS and s.decider == 1):
        apply_checked(s, PASS)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.PRESS and x.card == alley))
    assert s.combat is c and s.decider == 0
    s.blood[a], s.blood[b] = 1, 0
    got = choose(s)
    assert got.kind == Kind.PRESS and got.card == mm


def test_palatial_estate_is_equipped_early(deck):
    """Palatial Estate: 1 blood for its vampire in each of its controller's master phases while it
    stays (rules 6.1.3: an equipment stays with its bearer); early in the game, for a vampire with
    room for the blood, that is worth more than one bleed for 1."""
    s = table(deck)
    v = ready(s, 0, "Lauren", blood=2)
    card = hand(s, 0, "Palatial Estate")
    minion_phase(s)
    s.players[0].turns = 2
    assert any(a.kind == Kind.BLEED and a.actor == v for a in legal_actions(s))
    got = choose(s)
    assert got.kind == Kind.EQUIP and got.card == card
