"""Scenario tests of the table policy playing an intercept and combat "wall" (the Fifth Edition
Nosferatu starter): permanent cards valued over the turns they serve (rules 6.1.3-6.1.5)."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import at_phase, attach, hand, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, Phase, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.policies import LegalActions, TablePolicy

CRYPT = {"Horace Radcliffe": 2, "Lenny Burkhead": 2, "Ryan": 2, "Aunt Linda": 2}
LIBRARY = {"Raven Spy": 2, "Murder of Crows": 2, "Preternatural Strength": 2, "Deflection": 20}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def choose(s, p: int = 0):
    return TablePolicy().choose(PlayerView(s, p), LegalActions(s, legal_actions), np.random.default_rng(0))


def wall_table(deck, turns_played: int, card: str = "Raven Spy"):
    """Methuselah 0's Horace Radcliffe (ANI POT) in its minion phase, with ``card`` in hand (a
    time limit of 30 turns); its predator (3) has a bleeder, its prey (1) no blocker: a bleed goes through."""
    s = table(deck)
    v = ready(s, 0, "Horace Radcliffe", blood=4)
    ready(s, 3, "Lenny Burkhead", blood=4)
    held = hand(s, 0, card)
    minion_phase(s)
    s.players[0].turns = turns_played
    return s, v, held


def test_a_retainer_is_employed_early_for_the_turns_it_serves(deck):
    """Raven Spy gives its employer +1 intercept on every action of the game to come (rules
    6.1.4: a retainer stays with its employer): early in the game the Nosferatu employs it
    rather than bleed for 1 once."""
    s, v, spy = wall_table(deck, turns_played=2)
    assert any(a.kind == Kind.BLEED and a.actor == v for a in legal_actions(s))
    got = choose(s)
    assert got.kind == Kind.EMPLOY and got.card == spy


def test_a_retainer_is_not_worth_the_last_turn(deck):
    """At the time limit's last turn the same retainer serves no more turns: bleed."""
    s, v, _ = wall_table(deck, turns_played=30)
    got = choose(s)
    assert got.kind == Kind.BLEED and got.actor == v


def test_murder_of_crows_is_employed_for_its_damage_each_round(deck):
    """Murder of Crows [ANI]: 1R damage on the opposing minion each round of every combat to
    come, beside its employer's own strike (rules 6.4.5): early in the game the Nosferatu
    employs it rather than bleed for 1 once."""
    s, v, crows = wall_table(deck, 2, "Murder of Crows")
    assert any(a.kind == Kind.BLEED and a.actor == v for a in legal_actions(s))
    got = choose(s)
    assert got.kind == Kind.EMPLOY and got.card == crows


@pytest.mark.parametrize("crows", [False, True])
def test_a_blocker_counts_its_murder_of_crows(cards, crows):
    """Methuselah 1's Ryan (Raven Spy: +1 intercept) may block its predator's hunting Horace
    Radcliffe (1 blood, a .44 Magnum: 2R). Alone its 1 damage leaves Horace standing and takes
    2: it lets him hunt; with Murder of Crows the 1R the crows add sends Horace to torpor
    (rules 6.4.5, 6.5): it blocks."""
    s = table(make_deck(cards, CRYPT, {**LIBRARY, ".44 Magnum": 2}))
    a = ready(s, 0, "Horace Radcliffe", blood=1)
    attach(s, 0, ".44 Magnum", a)
    b = ready(s, 1, "Ryan", blood=3)
    attach(s, 1, "Raven Spy", b)
    if crows:
        attach(s, 1, "Murder of Crows", b)
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    while s.pending is not None and s.decider != 1:
        apply_checked(s, PASS)
    got = choose(s, 1)
    assert (got.kind == Kind.BLOCK and got.actor == b) == crows


def test_preternatural_strength_stays_on_the_vampire(deck):
    """Preternatural Strength [POT]: put on the vampire for +2 strength in each of its combats
    to come: early in the game worth the action more than a bleed for 1."""
    s = table(deck)
    ready(s, 0, "Horace Radcliffe", blood=4)
    ready(s, 3, "Lenny Burkhead", blood=4)
    ps = hand(s, 0, "Preternatural Strength")
    minion_phase(s)
    s.players[0].turns = 2
    got = choose(s)
    assert got.kind == Kind.ACTION_CARD and got.card == ps


GUARD_LIBRARY = {"Warrens, The": 2, "On the Qui Vive": 2, "Deflection": 20}


@pytest.fixture(scope="module")
def guard_deck(cards):
    return make_deck(cards, CRYPT, GUARD_LIBRARY)


def guard_table(deck, *cards: str):
    """Methuselah 0's only vampire, Horace Radcliffe, in its minion phase with ``cards`` in
    hand; its predator (3) has Lenny Burkhead (+1 bleed), its prey (1) no blocker."""
    s = table(deck)
    v = ready(s, 0, "Horace Radcliffe", blood=4)
    ready(s, 3, "Lenny Burkhead", blood=4)
    for name in cards:
        hand(s, 0, name)
    minion_phase(s)
    return s, v


def test_the_last_blocker_stays_back_with_intercept_in_hand_when_the_pool_is_threatened(guard_deck):
    """rules 6.2.2: only unlocked minions attempt to block, and the predator acts last before
    this Methuselah's unlock phase. With The Warrens (+2 intercept) in hand, Horace blocks the
    predator's bleed of 3 far more likely than not: at a pool of 5 that bleed threatens (1.5 x 3 + 1
    >= 5) he is kept back rather than bleed the prey for 1; at 30 pool he bleeds (issue 18: a
    minion idles only for a reason the policy names)."""
    s, v = guard_table(guard_deck, "Warrens, The")
    assert any(a.kind == Kind.BLEED and a.actor == v for a in legal_actions(s))
    assert choose(s).kind == Kind.BLEED
    s.players[0].pool = 5
    assert choose(s).kind == Kind.PASS


def test_the_last_blocker_acts_without_intercept_or_with_a_wake(guard_deck):
    """Without intercept the block would likely fail against the predator's stealth: bleed.
    With On the Qui Vive in hand, a locked Horace still blocks (it "wakes"): bleed too."""
    s, v = guard_table(guard_deck)
    got = choose(s)
    assert got.kind == Kind.BLEED and got.actor == v
    s, v = guard_table(guard_deck, "Warrens, The", "On the Qui Vive")
    got = choose(s)
    assert got.kind == Kind.BLEED and got.actor == v


def test_a_card_for_the_vampire_being_influenced_is_not_dead(cards):
    """Protected District requires a primogen (rules 1.6.1.3): with only Ryan ready it is a
    dead card, discarded in the discard phase (rules 8); with Lenny Burkhead, a primogen, being
    influenced (blood on him in the uncontrolled region), it is kept for him."""
    deck = make_deck(cards, CRYPT, {"Protected District": 2, "Raven Spy": 2, "Preternatural Strength": 2,
                                    "Lost in Crowds": 2, "Deflection": 20})
    for blood, discarded in ((0, True), (3, False)):
        s = table(deck)
        ready(s, 0, "Ryan", blood=3)  # ANI OBF POT, no title
        lenny = inst(s, 0, "Lenny Burkhead")
        move(s, lenny, "uncontrolled")
        s.blood[lenny] = blood
        pd = hand(s, 0, "Protected District")
        for name in ("Raven Spy", "Preternatural Strength", "Lost in Crowds"):
            hand(s, 0, name)
        at_phase(s, 0, Phase.DISCARD)
        s.discard_actions = 1
        got = choose(s)
        assert (got.kind == Kind.DISCARD and got.card == pd) == discarded


@pytest.mark.parametrize(("names", "expected"), [
    # Ryan alone: The Warrens +2 and Instinctive Reaction +1 only give intercept, On the Qui Vive
    # wakes: the weakest intercept goes, not the first reaction in the hand
    (("Warrens, The", "On the Qui Vive", "Instinctive Reaction"), "Instinctive Reaction"),
    # with Aunt Linda (no Animalism) ready too: Cats' Guidance [ani] serves Ryan alone, the
    # others both vampires
    (("Warrens, The", "On the Qui Vive", "Cats' Guidance"), "Cats' Guidance"),
])
def test_discard_phase_drops_the_reaction_least_likely_to_serve(cards, names, expected):
    """Discard phase (rules 8) with three or more reaction cards in hand: the one fewest of my
    vampires can play, then the weakest intercept card, is discarded, not the first in hand."""
    deck = make_deck(cards, CRYPT, {"The Warrens": 2, "On the Qui Vive": 2, "Instinctive Reaction": 2,
                                    "Cats' Guidance": 2, "Raven Spy": 2, "Preternatural Strength": 2,
                                    "Deflection": 20})
    s = table(deck)
    ready(s, 0, "Ryan", blood=3)  # ANI OBF POT, no title
    if "Cats' Guidance" in names:
        ready(s, 0, "Aunt Linda", blood=3)  # OBF POT
    for name in ("Raven Spy", *names, "Preternatural Strength"):
        hand(s, 0, name)
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 1
    got = choose(s)
    assert got.kind == Kind.DISCARD and s.setup.card[got.card].name == expected


def test_discard_phase_keeps_a_single_intercept_card_among_wakes(cards):
    """With one intercept card and two wakes (On the Qui Vive held twice), the second copy of a
    wake goes, not the only intercept card."""
    deck = make_deck(cards, CRYPT, {"The Warrens": 2, "On the Qui Vive": 2, "Raven Spy": 2,
                                    "Preternatural Strength": 2, "Deflection": 20})
    s = table(deck)
    ready(s, 0, "Ryan", blood=3)
    for name in ("Warrens, The", "On the Qui Vive", "Raven Spy", "Preternatural Strength"):
        hand(s, 0, name)
    qv2 = hand(s, 0, "On the Qui Vive", 1)
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 1
    got = choose(s)
    assert got.kind == Kind.DISCARD and s.setup.card_id[got.card] == s.setup.card_id[qv2]


def test_retainer_damage_each_round_is_read_from_the_text(cards):
    """The damage a retainer inflicts on the opposing minion each round (rules 6.4.5) is read
    where its text inflicts it during strike resolution: Charnas the Imp's 1 damage is to its
    own employer in the unlock phase, so none in combat; Hatch the Viper [PRO][SER] inflicts 2
    ("as above, but it inflicts 2 damage"), not 1 + 2; Ghoul Retainer and Murder of Crows keep theirs."""
    lib = {"Charnas the Imp": 1, "Hatch the Viper": 1, "Ghoul Retainer": 1, "Murder of Crows": 1, "Deflection": 20}
    s = table(make_deck(cards, CRYPT, lib))
    hit = s.setup.retainer_hit
    assert hit[inst(s, 0, "Charnas the Imp")] is None
    assert hit[inst(s, 0, "Hatch the Viper")] == (0, 2)
    assert hit[inst(s, 0, "Ghoul Retainer")] == (0, 1)
    assert hit[inst(s, 0, "Murder of Crows")] == (1, 0)


def test_a_retainer_put_in_play_is_worth_its_damage_each_round(deck):
    """A retainer put in play other than by an employ action (Piper, Summon History) is worth
    the damage it inflicts each round as an employed one is (rules 6.4.5): Murder of Crows' 1R
    counts at the retainer rate, not as a 1R strike of its employer."""
    from vtes_tools.engine.policies_values import RETAINER_HIT, in_play_worth

    s = table(deck)
    crows = inst(s, 0, "Murder of Crows")
    assert in_play_worth(s.setup, crows, 0) == pytest.approx(1.0 + RETAINER_HIT)
