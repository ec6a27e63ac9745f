"""Scenario tests of action cards put in play that turn cards into minions (rules 6.1.6): Spell of
Life (five copies burned: uncontrolled vampires become mummy allies)."""

from __future__ import annotations

import numpy as np
import pytest
from test_table import make_deck, move
from test_table_rules import hand, minion_phase, ready, table

from vtes_tools.engine import PASS, Kind, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes
from vtes_tools.engine.state import PlayerView

CRYPT = {"Amenophobis": 2, "Anson": 2, "Lauren": 2, "Gentha Shale": 2, "Aleph": 2, "Ayelech": 2}
FILLER = {"Theft of Vitae": 30, "Deflection": 10}


def resolve(s, act) -> None:
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)  # no block, no reaction


def choose(s, p: int = 0):
    return TablePolicy().choose(PlayerView(s, p), LegalActions(s, legal_actions), np.random.default_rng(0))


@pytest.fixture(scope="module")
def spell_deck(cards):
    return make_deck(cards, CRYPT, {**FILLER, "Spell of Life": 6})


def _spell_table(spell_deck, waiting: tuple[str, ...], in_play: int):
    s = table(spell_deck)
    m = s.players[0]
    for v in list(m.uncontrolled):
        move(s, v, "crypt")
    a = ready(s, 0, "Amenophobis", blood=5)  # Ministry
    names = [c.name for c in s.setup.card]
    for name in waiting:
        v = next(i for i in m.crypt if names[i] == name)
        move(s, v, "uncontrolled")
        s.blood[v] = 2  # influenced already
    spells = [i for i, c in enumerate(s.setup.card) if s.setup.owner[i] == 0 and c.name == "Spell of Life"]
    for j in spells[:in_play]:
        move(s, j, "in_play")
        s.attached[j] = -1
    return s, a, spells


def test_spell_of_life_is_executed(cards):
    card = cards.lookup("Spell of Life").card
    assert executes(EffectRegistry()[card], card)


def test_spell_of_life_five_copies_make_mummy_allies(spell_deck):
    """Spell of Life: +1 stealth action (rules 6.1.6: undirected) putting the card in play; with
    five copies in play, they burn and up to five vampires of the uncontrolled region enter play
    as unique mummy allies: life equal to capacity (their blood back to the bank), 2 strength,
    1 bleed, a (D) action to enter combat with a minion, and none of their vampire text (Anson's
    title and votes)."""
    s, a, spells = _spell_table(spell_deck, ("Anson", "Lauren"), 4)
    before = s.setup
    m = s.players[0]
    fifth = spells[4]
    move(s, fifth, "hand")
    t = ready(s, s.prey(0), "Aleph", blood=3)  # a blocker: the action waits for blocks
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == fifth and x.actor == a)
    apply_checked(s, act)
    assert s.pending.stealth == 1 and not s.pending.directed
    while s.pending is not None:
        apply_checked(s, PASS)
    assert all(j in m.ash for j in spells[:5])
    su = s.setup
    allies = [v for v in m.ready if v != a]
    assert sorted(su.card[v].name for v in allies) == ["Anson", "Lauren"] and not m.uncontrolled
    anson = next(v for v in allies if su.card[v].name == "Anson")
    lauren = next(v for v in allies if su.card[v].name == "Lauren")
    assert s.blood[anson] == 8 and s.blood[lauren] == 4  # life = capacity
    for v in allies:
        assert su.is_ally[v] and not su.is_vampire[v] and su.is_unique[v]
        assert su.base_strength[v] == 2 and su.base_bleed[v] == 1 and su.enter_combat[v]
        assert su.votes[v] == 0 and su.title[v] == "" and su.disc_any[v] == 0 and su.clan[v] == ""
    assert before.is_vampire[anson] and before is not su  # the shared tables are left as they were
    # next turn the mummy bleeds, or enters combat with a minion of another Methuselah (D)
    minion_phase(s)
    mine = {x.kind for x in legal_actions(s) if x.actor == anson}
    assert Kind.BLEED in mine and Kind.ENTER_COMBAT in mine
    assert any(x.kind == Kind.ENTER_COMBAT and x.target == t for x in legal_actions(s) if x.actor == anson)


def test_spell_of_life_one_each_turn_and_waits_for_vampires(spell_deck):
    """"Only one Spell of Life can be played each turn"; five copies in play with a single vampire
    waiting are kept (placed.MUMMIES_AT_LEAST) until a second one is there as the controller's
    unlock phase begins."""
    from vtes_tools.engine.rules import _begin_turn, _enter
    from vtes_tools.engine.state import Phase

    s, a, spells = _spell_table(spell_deck, ("Lauren",), 4)
    m = s.players[0]
    other = ready(s, 0, "Amenophobis", blood=5, k=1)
    move(s, spells[4], "hand")
    move(s, spells[5], "hand")
    minion_phase(s)
    resolve(s, next(x for x in legal_actions(s) if x.card == spells[4] and x.actor == a))
    assert not any(x.card == spells[5] for x in legal_actions(s) if x.actor == other)  # one each turn
    assert all(j in m.in_play for j in spells[:5])  # one vampire waiting: kept
    names = [c.name for c in s.setup.card]
    v = next(i for i in m.crypt if names[i] == "Gentha Shale")
    move(s, v, "uncontrolled")
    s.current = 0
    _begin_turn(s)
    _enter(s, Phase.MASTER)
    assert not any(j in m.in_play for j in spells[:5])
    assert v in m.ready and s.setup.is_ally[v] and s.blood[v] == 6


def test_policy_plays_spell_of_life_toward_the_fifth_copy(spell_deck):
    """The table policy plays Spell of Life: a share of the allies the five copies will make."""
    s, a, spells = _spell_table(spell_deck, ("Anson", "Lauren"), 3)
    move(s, spells[4], "hand")
    minion_phase(s)
    got = choose(s)
    assert got.kind == Kind.ACTION_CARD and got.card == spells[4]
