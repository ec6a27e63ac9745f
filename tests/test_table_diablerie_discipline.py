"""Scenario test of diablerie's Discipline (rules 6.5.5 step 4): a victim older than the
diablerist lets its controller search the library, ash heap and hand for a Discipline master
card and put it on the diablerist (+1 capacity, no blood to fill it)."""

from __future__ import annotations

import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, hand, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import Action, Kind, apply_checked
from vtes_tools.engine.effects import DISCIPLINE_BITS


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, TABLE_CRYPT, {**TABLE_FILLER, "Dominate": 2, "Fortitude": 1})


def _discipline_masters(s, p: int, name: str) -> list[int]:
    return [i for i, c in enumerate(s.setup.card) if s.setup.owner[i] == p and c.name == name]


def test_diablerie_of_an_older_vampire_gives_a_discipline(deck):
    """Lauren (capacity 4, [dom]) diablerizes Ayelech (capacity 7): a Dominate master card from
    her library goes on her (the Discipline she has inferior, now superior) and her capacity
    becomes 5, with the 4 blood she had (the victim's 3 over capacity went to the bank); the
    Fortitude master card in hand stays there."""
    s = table(deck)
    d = ready(s, 0, "Lauren", blood=2)
    victim = ready(s, 1, "Ayelech", blood=3)
    move(s, victim, "torpor")
    fort = hand(s, 0, "Fortitude")
    doms = _discipline_masters(s, 0, "Dominate")
    assert all(j in s.players[0].library for j in doms)
    minion_phase(s)
    apply_checked(s, Action(Kind.DIABLERIZE, actor=d, target=victim))
    su = s.setup
    on = [j for j in s.players[0].in_play if s.attached[j] == d]
    assert len(on) == 1 and on[0] in doms and fort in s.players[0].hand
    assert su.capacity[d] == 5 and s.blood[d] == 4
    assert su.disc_sup[d] >> DISCIPLINE_BITS["dom"] & 1


def test_diablerie_of_a_younger_vampire_gives_none(deck):
    """rules 6.5.5: only an older victim gives a Discipline: Ayelech (capacity 7) diablerizing
    Lauren (capacity 4) gets her blood, no master card."""
    s = table(deck)
    d = ready(s, 0, "Ayelech", blood=2)
    victim = ready(s, 1, "Lauren", blood=3)
    move(s, victim, "torpor")
    minion_phase(s)
    apply_checked(s, Action(Kind.DIABLERIZE, actor=d, target=victim))
    assert s.setup.capacity[d] == 7 and s.blood[d] == 5
    assert not [j for j in s.players[0].in_play if s.attached[j] == d]
