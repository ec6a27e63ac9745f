"""Scenario tests of the table policy using what it holds (issue 18): a lone minion acts unless its
pool is threatened, and transfers left in the influence phase are spent rather than hoarded."""

from __future__ import annotations

import pytest
from scenario import at_phase, inst, make_deck, minion_phase, move, ready, table, table_choice

from vtes_tools.engine import PASS, Kind, Phase

CRYPT = {"Horace Radcliffe": 2, "Lenny Burkhead": 2, "Ryan": 2, "Aunt Linda": 2, "Beast, The Leatherface of Detroit": 2}
LIBRARY = {"Raven Spy": 4, "Deflection": 20}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def test_a_lone_minion_acts_when_its_pool_is_not_threatened(deck):
    """Methuselah 0's only minion, Horace Radcliffe, has two Raven Spies (+2 intercept: a good
    blocker) and a bleed its prey cannot block. Its predator's one vampire bleeds for 1 at a
    pool of 30: not a threat worth a blocker kept back. It bleeds (rules 6.1.2: only unlocked
    minions act; an idle minion wastes the turn)."""
    s = table(deck)
    v = ready(s, 0, "Horace Radcliffe", blood=2)
    for k in range(2):
        spy = inst(s, 0, "Raven Spy", k)
        move(s, spy, "in_play")
        s.attached[spy] = v
    ready(s, 3, "Lenny Burkhead", blood=4)
    minion_phase(s)
    got = table_choice(s)
    assert got.kind == Kind.BLEED and got.actor == v


def test_transfers_left_bring_in_one_more_vampire_with_pool_to_spare(deck):
    """With four vampires (the policy's target) and none started, the goldfish rule stops
    transferring; with 30 pool and four transfers left, the fifth vampire in the uncontrolled
    region gets them (rules 6.2.1: 1 pool a blood), not hoarded. At a pool that the blood would
    bring under the margin kept against the predator, no transfer."""
    s = table(deck)
    for name in ("Horace Radcliffe", "Lenny Burkhead", "Ryan", "Aunt Linda"):
        ready(s, 0, name, blood=3)
    waiting = inst(s, 0, "Beast, The Leatherface of Detroit")
    move(s, waiting, "uncontrolled")
    s.blood[waiting] = 0
    at_phase(s, 0, Phase.INFLUENCE)
    s.transfers = 4
    got = table_choice(s)
    assert got.kind == Kind.TRANSFER and got.target == waiting and got.n == 4
    s.players[0].pool = 10
    assert table_choice(s) == PASS
