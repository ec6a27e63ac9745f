"""Scenario tests of the table policy playing cards it used to hold forever: what each is worth
against the actions it competes with."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import attach, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import Kind, PlayerView, legal_actions
from vtes_tools.engine.policies import LegalActions, TablePolicy

CRYPT = {"Tamoszius": 2, "Nik Sikko": 2, "Massimo Falconi": 2, "Kathy Glens": 2}
LIBRARY = {"Mind Numb": 2, "Deflection": 20}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def choose(s, p: int = 0):
    return TablePolicy().choose(PlayerView(s, p), LegalActions(s, legal_actions), np.random.default_rng(0))


def test_mind_numb_stuns_the_preys_only_blocker(deck):
    """Mind Numb [PRE] stuns the prey's only unlocked vampire (rules 1.6.1.9: a stunned minion
    does not unlock during its controller's next unlock phase): it blocks none of this turn's
    two later bleeds nor any of the next turn's three, and it does not act in between. Worth
    more than a bleed for 1 into that blocker."""
    s = table(deck)
    numb_actor = ready(s, 0, "Tamoszius", blood=4)
    ready(s, 0, "Nik Sikko", blood=3)
    ready(s, 0, "Massimo Falconi", blood=4)
    blocker = ready(s, 1, "Kathy Glens", blood=4)
    numb = hand(s, 0, "Mind Numb")
    minion_phase(s)
    assert any(a.kind == Kind.ACTION_CARD and a.card == numb and a.target == blocker for a in legal_actions(s))
    got = choose(s)
    assert got.kind == Kind.ACTION_CARD and got.card == numb and got.target == blocker
    assert got.actor == numb_actor  # the superior level's +1 stealth


PRO_CRYPT = {"Daliyah": 2, "Badger": 2, "Lenny Burkhead": 2}
PRO_LIBRARY = {"Homunculus": 2, "Deflection": 20}


@pytest.fixture(scope="module")
def pro_deck(cards):
    return make_deck(cards, PRO_CRYPT, PRO_LIBRARY)


def test_homunculus_is_employed_early_for_the_blocks_it_gives(pro_deck):
    """Homunculus [PRO]: "during any Methuselah's unlock phase, the employer can burn 1 blood to
    unlock" (rules 4: unlocking in another's unlock phase), so its vampire bleeds on its own turn
    and still blocks the predator's bleeds. Early in the game, with the predator's bleeder at the
    table and no blocker at the prey, it is employed rather than bleeding for 1 once."""
    s = table(pro_deck)
    v = ready(s, 0, "Badger", blood=5)
    ready(s, 3, "Lenny Burkhead", blood=4)
    homunculus = hand(s, 0, "Homunculus")
    minion_phase(s)
    s.players[0].turns = 2
    assert any(a.kind == Kind.BLEED and a.actor == v for a in legal_actions(s))
    got = choose(s)
    assert got.kind == Kind.EMPLOY and got.card == homunculus


THA_CRYPT = {"Ayelech": 2, "Lauren": 2}
THA_LIBRARY = {"Rutor's Hand": 2, "Deflection": 20}


@pytest.fixture(scope="module")
def tha_deck(cards):
    return make_deck(cards, THA_CRYPT, THA_LIBRARY)


def rutors_table(deck, turns_played: int):
    """Methuselah 0's Ayelech [THA] with 6 blood and Rutor's Hand in hand, no minion at its prey
    or predator; ``turns_played`` of a 30-turn limit."""
    s = table(deck)
    v = ready(s, 0, "Ayelech", blood=6)
    hand_card = hand(s, 0, "Rutor's Hand")
    minion_phase(s)
    s.players[0].turns = turns_played
    return s, v, hand_card


def test_rutors_hand_is_an_action_more_each_turn(tha_deck):
    """Rutor's Hand [THA]: the card stays on the vampire (rules 6.1.6), which burns 3 blood to be
    immune to its aggravated damage and, in each of its controller's minion phases, can lock the
    card to unlock: an action more every turn to come. Early in the game it is worth more than
    one bleed (Ayelech, with the 3 blood to spare)."""
    s, v, rutor = rutors_table(tha_deck, turns_played=2)
    assert any(a.kind == Kind.BLEED and a.actor == v for a in legal_actions(s))
    got = choose(s)
    assert got.kind == Kind.ACTION_CARD and got.card == rutor and got.actor == v


def test_rutors_hand_is_not_worth_the_last_turn(tha_deck):
    """At the time limit's last turn no turn is left for the action it gives (the card comes
    into play locked): bleed."""
    s, v, _ = rutors_table(tha_deck, turns_played=30)
    got = choose(s)
    assert got.kind == Kind.BLEED and got.actor == v


GUN_LIBRARY = {"IR Goggles": 2, ".44 Magnum": 2, "Deflection": 20}


@pytest.fixture(scope="module")
def gun_deck(cards):
    return make_deck(cards, THA_CRYPT, GUN_LIBRARY)


def test_ir_goggles_are_equipped_early_for_the_maneuver_each_combat(gun_deck):
    """IR Goggles: "this minion gets an optional maneuver each combat" (rules 6.4.2: maneuvers
    set the range), for every combat of the game to come, at no cost: early in the game a
    vampire carrying a .44 Magnum (a long-range strike) equips them rather than bleeding for 1."""
    s = table(gun_deck)
    v = ready(s, 0, "Ayelech", blood=6)
    attach(s, 0, ".44 Magnum", v)
    goggles = hand(s, 0, "IR Goggles")
    minion_phase(s)
    s.players[0].turns = 2
    assert any(a.kind == Kind.BLEED and a.actor == v for a in legal_actions(s))
    got = choose(s)
    assert got.kind == Kind.EQUIP and got.card == goggles and got.actor == v

