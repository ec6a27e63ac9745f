"""Scenario tests of combat cards the table rules play beyond strikes, maneuvers, presses and
prevention (rules 6.4): cards played instead of a vampire going to torpor, at the end of a
round, before range is determined."""

from __future__ import annotations

import pytest
from test_table import make_deck
from test_table_rules import attach, blocked_bleed, hand, ready, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes
from vtes_tools.engine.state import CombatStage

CRYPT = {"Lauren": 2, "Agatha": 2, "Chalcedony": 2, "Ayelech": 2, "Anson": 2}
LIBRARY = {"Theft of Vitae": 30, "Decapitate": 2, "Amaranth": 2, "Kevlar Vest": 2, ".44 Magnum": 2}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def strike_to_instead(s) -> None:
    """Pass maneuvers, hand strike until a side must choose in the INSTEAD stage."""
    while s.combat is not None and s.combat.stage != CombatStage.INSTEAD:
        acts = legal_actions(s)
        hs = next((a for a in acts if a.kind == Kind.STRIKE and a.card < 0), None)
        apply_checked(s, hs or PASS)


@pytest.mark.parametrize("name", ["Decapitate", "Amaranth"])
def test_cards_read_as_executed(cards, name):
    reg = EffectRegistry()
    c = cards.lookup(name).card
    assert executes(reg[c], c)


def test_decapitate_burns_instead_of_torpor(deck):
    """rules 6.4.6, 6.5.1: a wounded vampire goes to torpor; Decapitate [POT] is played as it
    should and burns it instead."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    b = ready(s, 1, "Agatha", blood=3)  # POT
    dec = hand(s, 1, "Decapitate")
    blocked_bleed(s, a, b)
    s.blood[a] = 0  # wounded by the hand strike
    strike_to_instead(s)
    c = s.combat
    assert c is not None and s.decider == 1
    acts = legal_actions(s)
    play = next(x for x in acts if x.kind == Kind.COMBAT_CARD and x.card == dec)
    apply_checked(s, play)
    assert s.combat is None and a in s.players[0].ash and a not in s.players[0].torpor
    assert dec in s.players[1].ash and s.blood[b] == 0  # 1 damage healed, Decapitate costs 2 blood


def test_declined_instead_goes_to_torpor(deck):
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    b = ready(s, 1, "Agatha", blood=3)
    hand(s, 1, "Decapitate")
    blocked_bleed(s, a, b)
    s.blood[a] = 0  # wounded by the hand strike
    strike_to_instead(s)
    apply_checked(s, PASS)
    assert s.combat is None and a in s.players[0].torpor


def test_no_instead_without_the_discipline_or_when_both_fall(deck):
    """Decapitate [POT] needs superior Potence; neither card while the player's vampire itself
    goes to torpor ("not usable by a vampire being burned or going to torpor")."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    b = ready(s, 1, "Ayelech", blood=3)  # no Potence
    attach(s, 1, ".44 Magnum", b)  # a choice of strike: the combat waits for it
    hand(s, 1, "Decapitate")
    blocked_bleed(s, a, b)
    s.blood[a] = 0  # wounded by the hand strike
    strike_to_instead(s)
    assert s.combat is None and a in s.players[0].torpor
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    b = ready(s, 1, "Agatha", blood=0)
    attach(s, 1, ".44 Magnum", b)
    hand(s, 1, "Amaranth")
    blocked_bleed(s, a, b)
    s.blood[a] = 0  # wounded by the hand strike
    strike_to_instead(s)
    assert s.combat is None and a in s.players[0].torpor and b in s.players[1].torpor


def test_amaranth_diablerizes_instead_of_torpor(deck):
    """rules 6.5.5-6.5.6: Amaranth diablerizes the vampire that should go to torpor: its blood
    and equipment to the diablerist, a blood hunt referendum follows."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    vest = attach(s, 0, ".44 Magnum", a)  # Lauren's choice of strike: the combat waits for it
    b = ready(s, 1, "Agatha", blood=2)
    am = hand(s, 1, "Amaranth")
    blocked_bleed(s, a, b)
    s.blood[a] = 0  # wounded by the hand strike
    strike_to_instead(s)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == am))
    assert s.combat is None and a in s.players[0].ash and s.blood[b] == 1
    assert s.attached[vest] == b and vest in s.players[1].in_play
    assert s.stats[6] == 1 and s.stats[2] == 1  # a diablerie, then a blood hunt referendum


def test_disarm_at_the_end_of_a_won_round(cards):
    """rules 6.4.4: at the end of a round at close range in which this vampire inflicted more
    damage than it took, Disarm goes on the opposing vampire, which goes to torpor (combat ends,
    rules 6.4.3) and has -2 strength ([POT]); only one Disarm on a vampire."""
    d = make_deck(cards, CRYPT, {**LIBRARY, "Disarm": 2})
    reg = EffectRegistry()
    assert executes(reg[cards.lookup("Disarm").card], cards.lookup("Disarm").card)
    s = table(d)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=4)  # POT
    attach(s, 1, ".44 Magnum", b)
    dis = hand(s, 1, "Disarm")
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)  # no maneuver with the gun
    gun = next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card >= 0)
    apply_checked(s, gun)  # 2 damage against Lauren's 1
    assert s.combat.stage == CombatStage.PRESS and s.decider == 1
    play = next(x for x in legal_actions(s) if x.kind == Kind.COMBAT_CARD and x.card == dis)
    assert s.setup.effect[dis].options[play.n].need_sup  # the superior option first
    apply_checked(s, play)
    assert s.combat is None and a in s.players[0].torpor
    assert s.attached[dis] == a and dis in s.players[1].in_play
    from vtes_tools.engine import combat
    assert combat.strength_of(s, None, 0, a) == -1  # 1, -2
    # a round it did not win: nothing to play
    t = table(d, seed=1)
    a = ready(t, 0, "Lauren", blood=4)
    b = ready(t, 1, "Agatha", blood=4)
    attach(t, 1, ".44 Magnum", b)
    hand(t, 1, "Disarm")
    blocked_bleed(t, a, b)
    apply_checked(t, PASS)
    apply_checked(t, next(x for x in legal_actions(t) if x.kind == Kind.STRIKE and x.card < 0))  # 1 against 1
    assert t.combat is None or all(x.kind != Kind.COMBAT_CARD for x in legal_actions(t))


@pytest.fixture(scope="module")
def before_deck(cards):
    crypt = {**CRYPT, "Krassimir": 2}
    return make_deck(cards, crypt, {**LIBRARY, "Brick by Brick": 2, "Outside the Hourglass": 2,
                                    "Disguised Weapon": 2})


@pytest.mark.parametrize("name", ["Brick by Brick", "Outside the Hourglass", "Disguised Weapon"])
def test_before_range_cards_read_as_executed(cards, name):
    c = cards.lookup(name).card
    assert executes(EffectRegistry()[c], c)


def test_brick_by_brick_sets_the_range(before_deck):
    """rules 6.4.2: played before range is determined, the vampire sets the range for the round:
    no maneuvers; at long range the close-range hand strikes do nothing (6.4.3)."""
    s = table(before_deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Chalcedony", blood=4)  # VIS
    brick = hand(s, 1, "Brick by Brick")
    blocked_bleed(s, a, b)
    assert s.combat.stage == CombatStage.RANGE and s.decider == 1
    acts = [x for x in legal_actions(s) if x.card == brick and x.kind == Kind.COMBAT_CARD]
    assert {x.target for x in acts} == {0, 1}
    apply_checked(s, next(x for x in acts if x.target == 1))
    assert s.combat is None or s.combat.range == 1
    assert (s.blood[a], s.blood[b]) == (4, 3)  # long range: no damage; Brick by Brick costs 1


def test_outside_the_hourglass_damage_before_range(before_deck):
    """Outside the Hourglass [TEM]: 2 damage before range, resolved as damage (rules 6.4.6),
    then range and strikes as normal (6.4.2); one at superior each round."""
    s = table(before_deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Krassimir", blood=4)  # TEM
    oth = hand(s, 1, "Outside the Hourglass")
    hand(s, 1, "Outside the Hourglass", 1)
    blocked_bleed(s, a, b)
    play = next(x for x in legal_actions(s) if x.card == oth and x.kind == Kind.COMBAT_CARD)
    assert s.setup.effect[oth].options[play.n].need_sup
    apply_checked(s, play)
    assert s.blood[a] == 2  # 2 damage, healed with blood
    c = s.combat
    assert c.stage == CombatStage.RANGE and s.decider == 1 and c.last == -1  # Lauren had nothing to play
    assert all(x.kind != Kind.COMBAT_CARD or s.setup.card[x.card].name != "Outside the Hourglass"
               or not s.setup.effect[x.card].options[x.n].need_sup for x in legal_actions(s))


def test_disguised_weapon_equips_from_hand(before_deck):
    """Disguised Weapon: before range, equip this vampire with a weapon card from the hand,
    paying its cost as normal (rules 6.1.3); the weapon strikes this round."""
    s = table(before_deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=4)  # OBF
    dw = hand(s, 1, "Disguised Weapon")
    gun = hand(s, 1, ".44 Magnum")
    blocked_bleed(s, a, b)
    play = next(x for x in legal_actions(s) if x.card == dw)
    assert play.target == gun
    apply_checked(s, play)
    assert gun in s.players[1].in_play and s.attached[gun] == b and dw in s.players[1].ash
    assert s.blood[b] == 4 - s.setup.effect[gun].blood_cost
    while s.combat is not None and s.decider != 1 or s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    assert any(x.kind == Kind.STRIKE and x.card == gun for x in legal_actions(s))


@pytest.fixture(scope="module")
def terror_deck(cards):
    crypt = {**CRYPT, "Beetleman": 2, "Bret Stryker": 2, "Anastasia Grey": 2}
    return make_deck(cards, crypt, {**LIBRARY, "Terror Frenzy": 2, "Majesty": 2, "Disengage": 2})


def test_terror_frenzy_superior_makes_combat_cards_costlier(terror_deck, cards):
    """Terror Frenzy [ANI], before range: this combat the opposing vampire's combat cards cost 1
    more blood (rules 6.2.3: costs are paid as the card is played)."""
    c = cards.lookup("Terror Frenzy").card
    assert executes(EffectRegistry()[c], c)
    s = table(terror_deck)
    a = ready(s, 0, "Beetleman", blood=4)  # ANI
    attach(s, 0, ".44 Magnum", a)  # a choice of strike: the combat waits for it
    b = ready(s, 1, "Bret Stryker", blood=2)  # PRE: Majesty costs 1
    tf = hand(s, 0, "Terror Frenzy")
    maj = hand(s, 1, "Majesty")
    blocked_bleed(s, a, b)
    play = next(x for x in legal_actions(s) if x.card == tf)
    assert s.setup.effect[tf].options[play.n].need_sup
    apply_checked(s, play)
    assert s.combat.cost_up == [0, 1] and s.blood[a] == 3
    while s.combat.stage != CombatStage.STRIKE or s.decider != 1:
        apply_checked(s, PASS if s.combat.stage == CombatStage.RANGE else next(
            x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0))
    ends = next(x for x in legal_actions(s) if x.card == maj)
    apply_checked(s, ends)
    assert s.combat is None and s.blood[b] == 0  # 1 + 1 blood
    t = table(terror_deck)
    a = ready(t, 0, "Beetleman", blood=4)
    attach(t, 0, ".44 Magnum", a)
    b = ready(t, 1, "Bret Stryker", blood=1)
    tf = hand(t, 0, "Terror Frenzy")
    maj = hand(t, 1, "Majesty")
    blocked_bleed(t, a, b)
    apply_checked(t, next(x for x in legal_actions(t) if x.card == tf))
    seen = []
    while t.combat is not None:
        acts = legal_actions(t)
        seen += acts
        apply_checked(t, next((x for x in acts if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert all(x.card != maj for x in seen)  # 1 blood: Majesty cannot be paid (2)


def test_terror_frenzy_bars_presses_and_equipment(terror_deck):
    """Terror Frenzy [ani], before range in the first round: this combat the opposing minion
    cannot press to continue (rules 6.4.4) nor strike with its weapon."""
    s = table(terror_deck)
    a = ready(s, 0, "Anastasia Grey", blood=3)  # ani
    b = ready(s, 1, "Agatha", blood=4)
    gun = attach(s, 1, ".44 Magnum", b)
    tf = hand(s, 0, "Terror Frenzy")
    press = hand(s, 1, "Disengage")
    blocked_bleed(s, a, b)
    play = next(x for x in legal_actions(s) if x.card == tf)
    assert not s.setup.effect[tf].options[play.n].need_sup
    apply_checked(s, play)
    assert s.combat.terror == [False, True]
    seen = []
    while s.combat is not None:
        acts = legal_actions(s)
        seen += acts
        apply_checked(s, next((x for x in acts if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert all(x.card != gun and x.card != press for x in seen)  # both offered without Terror Frenzy


def test_disguised_weapon_whose_cost_ousts_leaves_nothing_in_play(before_deck):
    """rules 9.1: a Methuselah ousted by the pool a weapon costs (paid as normal, 6.1.3) controls
    nothing afterwards, the weapon included."""
    from test_table import check_table

    s = table(before_deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=4)
    dw = hand(s, 1, "Disguised Weapon")
    gun = hand(s, 1, ".44 Magnum")
    s.players[1].pool = s.setup.effect[gun].pool_cost
    blocked_bleed(s, a, b)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == dw))
    assert s.players[1].ousted and gun not in s.players[1].in_play
    check_table(s)
