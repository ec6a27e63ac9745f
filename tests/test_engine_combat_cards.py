"""Scenario tests of combat cards the table rules play beyond strikes, maneuvers, presses and
prevention (rules 6.4): cards played instead of a vampire going to torpor, at the end of a
round, before range is determined."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import attach, blocked_bleed, hand, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, Stage, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
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
    return make_deck(cards, crypt, {**LIBRARY, "Terror Frenzy": 2, "Majesty": 2, "Boxed In": 2})


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
    attach(s, 0, ".44 Magnum", a)  # a choice of strike: the combat waits for it
    b = ready(s, 1, "Agatha", blood=4)
    gun = attach(s, 1, ".44 Magnum", b)
    tf = hand(s, 0, "Terror Frenzy")
    press = hand(s, 1, "Boxed In")
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


@pytest.fixture(scope="module")
def pack_deck(cards):
    crypt = {**CRYPT, "Beetleman": 2, "Anastasia Grey": 2}
    return make_deck(cards, crypt, {**LIBRARY, "Pack Alpha": 2, "Raven Spy": 2})


def test_pack_alpha_employs_an_animal_from_the_hand(pack_deck, cards):
    """Pack Alpha [ani], before range: employ an animal retainer from the hand, requirements and
    cost as normal (rules 6.1.4): it comes into play on the vampire with its life."""
    c = cards.lookup("Pack Alpha").card
    assert executes(EffectRegistry()[c], c)
    s = table(pack_deck)
    a = ready(s, 0, "Lauren", blood=3)
    attach(s, 0, ".44 Magnum", a)
    b = ready(s, 1, "Anastasia Grey", blood=3)  # ani
    pa = hand(s, 1, "Pack Alpha")
    spy = hand(s, 1, "Raven Spy")
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)  # Lauren: no maneuver
    play = next(x for x in legal_actions(s) if x.card == pa)
    assert play.target == spy
    apply_checked(s, play)
    assert spy in s.players[1].in_play and s.attached[spy] == b and s.blood[spy] == 1
    assert pa in s.players[1].ash and spy not in s.players[1].hand
    assert all(x.card != pa for x in legal_actions(s))


def test_pack_alpha_burns_an_animal_for_strength(pack_deck):
    """Pack Alpha [ANI]: burn an animal retainer employed by this vampire to put the card on it:
    +1 strength from then on (rules 6.4.5: the hand strike's damage is the strength)."""
    s = table(pack_deck)
    a = ready(s, 0, "Lauren", blood=4)
    attach(s, 0, ".44 Magnum", a)
    b = ready(s, 1, "Beetleman", blood=3)  # ANI
    spy = attach(s, 1, "Raven Spy", b)
    s.blood[spy] = 1
    pa = hand(s, 1, "Pack Alpha")
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)
    play = next(x for x in legal_actions(s) if x.card == pa)
    assert play.target == spy and s.setup.effect[pa].options[play.n].need_sup
    apply_checked(s, play)
    assert spy in s.players[1].ash and s.attached[pa] == b and pa in s.players[1].in_play
    from vtes_tools.engine import combat
    assert combat.strength_of(s, None, 1, b) == 2
    while s.combat is not None:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert s.blood[a] == 2  # Beetleman's hand strike: 2 damage


def test_hell_for_leather_when_the_opposing_minion_falls(cards):
    """Hell-for-Leather [obt]: usable when this Anarch is ready and the opposing minion is not,
    as combat ends (rules 6.4.3): the opposing minion's controller burns 2 pool."""
    c = cards.lookup("Hell-for-Leather").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Leila Monroe": 2}, {**LIBRARY, "Hell-for-Leather": 2})
    s = table(d)
    a = ready(s, 0, "Lauren", blood=1)
    attach(s, 0, ".44 Magnum", a)  # a choice of strike: the combat waits for it
    b = ready(s, 1, "Leila Monroe", blood=3)  # obt
    bits = list(s.setup.req_bits)
    bits[b] |= 1 << 1  # an Anarch (Req.ANARCH): no vampire in the card base has both
    s.setup.req_bits = tuple(bits)
    hfl = hand(s, 1, "Hell-for-Leather")
    blocked_bleed(s, a, b)
    s.blood[a] = 0
    pool = s.players[0].pool
    while s.combat is not None and s.combat.stage != CombatStage.FALLEN:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert s.combat is not None and s.decider == 1 and a in s.players[0].torpor
    apply_checked(s, next(x for x in legal_actions(s) if x.card == hfl))
    assert s.combat is None and s.players[0].pool == pool - 2 and hfl in s.players[1].ash


def test_charismatic_aura_cancels_a_strike_card(cards):
    """Charismatic Aura [aus pre]: burn 1 blood to cancel the opposing minion's strike card as it
    is played, its cost not paid (rules 6.2.3); the minion chooses a strike again (6.4.3)."""
    for name in ("Charismatic Aura", "Jones, The"):
        c = cards.lookup(name).card
        assert executes(EffectRegistry()[c], c), name
    d = make_deck(cards, {**CRYPT, "Bret Stryker": 2, "Adrianne": 2},
                  {**LIBRARY, "Charismatic Aura": 2, "Majesty": 2})
    t = table(d)
    a = ready(t, 0, "Bret Stryker", blood=3)  # PRE: Majesty
    maj = hand(t, 0, "Majesty")
    b = ready(t, 1, "Adrianne", blood=3)  # aus pre
    ca = hand(t, 1, "Charismatic Aura")
    blocked_bleed(t, a, b)
    apply_checked(t, next(x for x in legal_actions(t) if x.card == maj))  # strike: combat ends
    assert t.combat.stage == CombatStage.CANCEL and t.decider == 1
    apply_checked(t, next(x for x in legal_actions(t) if x.card == ca))
    # Majesty's cost (1 blood) not paid; Bret chooses again: only his hand strike is left, taken
    # by itself, as is Adrianne's; 1 damage each, 1 blood for the Aura
    assert maj in t.players[0].ash and ca in t.players[1].ash
    assert (t.blood[a], t.blood[b]) == (2, 1) and t.stats[1] == 1


def test_homunculus_unlocks_its_employer_in_another_unlock_phase(cards):
    """Homunculus: during any Methuselah's unlock phase (rules 4) the employer can burn 1 blood to
    unlock; the rules do it for a locked vampire of another Methuselah with blood to spare."""
    from vtes_tools.engine import rules

    c = cards.lookup("Homunculus").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Anastasia Grey": 2}, {**LIBRARY, "Homunculus": 2})
    s = table(d)
    v = ready(s, 1, "Anastasia Grey", blood=3)  # pro
    w = ready(s, 1, "Lauren", blood=3)
    h = attach(s, 1, "Homunculus", v)
    s.blood[h] = 1
    s.locked[v] = s.locked[w] = 1
    s.current = 0
    rules.begin_turn(s)
    assert not s.locked[v] and s.blood[v] == 2  # 1 blood to unlock
    assert s.locked[w]  # no Homunculus: stays locked until its own unlock phase
    s.locked[v] = 1
    rules.begin_turn(s)
    assert s.locked[v] and s.blood[v] == 2  # 1 blood would leave too little


def test_flash_grenade_ends_combat_and_holds_both_locked(cards):
    """Flash Grenade: strike: combat ends (rules 6.4.5); the opposing vampire is locked and does
    not unlock as normal next unlock phase (rules 4), at close range the bearer too; burned."""
    c = cards.lookup("Flash Grenade").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, CRYPT, {**LIBRARY, "Flash Grenade": 2})
    s = table(d)
    a = ready(s, 0, "Lauren", blood=3)
    b = ready(s, 1, "Ayelech", blood=3)
    fg = attach(s, 1, "Flash Grenade", b)
    blocked_bleed(s, a, b)
    st = next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == fg)
    apply_checked(s, st)
    assert s.combat is None and (s.blood[a], s.blood[b]) == (3, 3)
    assert fg in s.players[1].ash and a in s.no_unlock and b in s.no_unlock
    assert s.locked[a] and s.locked[b]


def test_inner_essence_reduces_the_next_combat_card(cards):
    """Inner Essence [vic], before range: once this combat a combat card costs this vampire 1
    blood less (rules 6.2.3); one Inner Essence each combat."""
    c = cards.lookup("Inner Essence").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Chaundice": 2}, {**LIBRARY, "Inner Essence": 2, "Brick by Brick": 2})
    s = table(d)
    a = ready(s, 0, "Lauren", blood=3)
    attach(s, 0, ".44 Magnum", a)
    b = ready(s, 1, "Chaundice", blood=4)  # vic VIS
    ie = hand(s, 1, "Inner Essence")
    hand(s, 1, "Inner Essence", 1)
    brick = hand(s, 1, "Brick by Brick")
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == ie))
    assert s.combat.cost_down[1] == 1 and s.blood[b] == 4
    acts = legal_actions(s)
    assert all(s.setup.card[x.card].name != "Inner Essence" for x in acts if x.card >= 0)
    apply_checked(s, next(x for x in acts if x.card == brick and x.target == 1))
    assert s.blood[b] == 4 and s.combat.cost_down[1] == -1  # Brick by Brick's 1 blood not paid


def test_thoughts_betrayed(cards):
    """Thoughts Betrayed, before range in the first round: [DOM] the opposing minion cannot play
    strike cards this combat; [dom] it takes 1 more damage at the first round's strike
    resolution (not a strike: rules 6.4.5, a dodge does not stop it)."""
    c = cards.lookup("Thoughts Betrayed").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Alan Sovereign": 2, "Bret Stryker": 2, "Almodo Giovanni": 2},
                  {**LIBRARY, "Thoughts Betrayed": 2, "Majesty": 2})
    s = table(d)
    a = ready(s, 0, "Alan Sovereign", blood=4)  # DOM
    tb = hand(s, 0, "Thoughts Betrayed")
    b = ready(s, 1, "Bret Stryker", blood=3)
    maj = hand(s, 1, "Majesty")
    blocked_bleed(s, a, b)
    play = next(x for x in legal_actions(s) if x.card == tb)
    assert s.setup.effect[tb].options[play.n].need_sup
    apply_checked(s, play)
    seen = []
    while s.combat is not None:
        acts = legal_actions(s)
        seen += acts
        apply_checked(s, next((x for x in acts if x.kind == Kind.STRIKE and x.card < 0), PASS))
    cost = s.setup.effect[tb].blood_cost
    assert all(x.card != maj for x in seen) and (s.blood[a], s.blood[b]) == (3 - cost, 2)
    t = table(d)
    a = ready(t, 0, "Almodo Giovanni", blood=4)  # dom
    tb = hand(t, 0, "Thoughts Betrayed")
    attach(t, 0, ".44 Magnum", a)
    b = ready(t, 1, "Bret Stryker", blood=4)
    blocked_bleed(t, a, b)
    apply_checked(t, next(x for x in legal_actions(t) if x.card == tb))
    while t.combat is not None:
        apply_checked(t, next((x for x in legal_actions(t) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert (t.blood[a], t.blood[b]) == (3 - cost, 2)  # 1 hand strike + 1 more damage


def test_carrion_crows_damages_each_round(cards):
    """Carrion Crows, before range: "this combat, the opposing minion takes 1R [ANI: 2R]
    environmental damage each round during normal strike resolution" (not a strike: the
    vampire strikes too, rules 6.4.3); one each combat. Immortal Grapple [POT]'s press makes a
    second round (rules 6.4.4), where the crows strike again."""
    c = cards.lookup("Carrion Crows").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Horace Radcliffe": 2}, {**LIBRARY, "Carrion Crows": 2, "Immortal Grapple": 2})
    s = table(d)
    a = ready(s, 0, "Horace Radcliffe", blood=4)  # ANI POT
    b = ready(s, 1, "Lauren", blood=6)
    crows = {hand(s, 0, "Carrion Crows"), hand(s, 0, "Carrion Crows", 1)}
    grapple = hand(s, 0, "Immortal Grapple")
    blocked_bleed(s, a, b)
    play = next(x for x in legal_actions(s) if x.card in crows)
    assert s.setup.effect[play.card].options[play.n].need_sup  # [ANI]: 2R
    apply_checked(s, play)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == grapple))
    while s.combat.stage != CombatStage.PRESS:  # (a hand strike, whatever card was drawn)
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert (s.blood[a], s.blood[b]) == (3, 3)  # each a hand strike, and 2 from the crows
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.PRESS))
    while s.combat is not None:  # round 2: no second Carrion Crows this combat
        acts = legal_actions(s)
        assert not any(x.card in crows for x in acts)
        apply_checked(s, next((x for x in acts if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert (s.blood[a], s.blood[b]) == (2, 0)


def test_the_blocker_grapples_and_strikes_with_roundhouse(cards):
    """Immortal Grapple, "only usable at close range before strikes are chosen": the acting
    minion has the first opportunity, then the opposing one (rules 6.4.1), so the blocker
    plays it too once the acting minion chose a hand strike. "Strikes that are not hand
    strikes cannot be used this round": Roundhouse ("hand strike at +3 damage") is a hand
    strike and can; [POT]'s press makes another round (rules 6.4.4)."""
    d = make_deck(cards, {**CRYPT, "Horace Radcliffe": 2}, {**LIBRARY, "Roundhouse": 2, "Immortal Grapple": 2})
    s = table(d)
    a = ready(s, 0, "Lauren", blood=6)
    b = ready(s, 1, "Horace Radcliffe", blood=4)  # POT, strength 1
    roundhouse = hand(s, 1, "Roundhouse")
    grapple = hand(s, 1, "Immortal Grapple")
    blocked_bleed(s, a, b)
    assert s.decider == 1  # Lauren, with nothing to play, made a hand strike
    apply_checked(s, next(x for x in legal_actions(s) if x.card == grapple))
    assert s.combat.hand_only
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == roundhouse))
    assert (s.blood[a], s.blood[b]) == (2, 3)  # 1 + 3 damage; 1 damage
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.PRESS))
    assert s.combat is None and (s.blood[a], s.blood[b]) == (1, 2)  # a second round of hand strikes


@pytest.fixture(scope="module")
def weapon_deck(cards):
    return make_deck(cards, CRYPT, {**LIBRARY, "Molotov Cocktail": 2, "Zip Gun": 2, "Boxed In": 2})


def test_molotov_cocktail_becomes_a_weapon_next_round(weapon_deck):
    """Molotov Cocktail: a ranged strike putting it on the minion as a weapon (2R aggravated),
    not usable the round it is put in play (rules 6.4.4: a press starts another round), burned
    after use."""
    s = table(weapon_deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    mol = hand(s, 0, "Molotov Cocktail")
    press = hand(s, 0, "Boxed In")
    blocked_bleed(s, a, b)
    while s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == mol))
    assert mol in s.players[0].in_play and s.attached[mol] == a
    assert (s.blood[a], s.blood[b]) == (3, 3)  # the Molotov's strike puts it in play; Ayelech's hand strike
    assert s.combat.stage == CombatStage.PRESS
    apply_checked(s, next(x for x in legal_actions(s) if x.card == press))
    while s.combat.stage != CombatStage.STRIKE or s.decider != 0:
        apply_checked(s, PASS)
    st = next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == mol)
    apply_checked(s, st)
    assert mol in s.players[0].ash  # burned after use
    assert b in s.players[1].torpor  # 2 aggravated damage: wounded, then 1 blood burned


@pytest.mark.parametrize("press", [True, False])
def test_molotov_cocktail_is_thrown_only_with_a_press_for_another_round(weapon_deck, press):
    """The table policy strikes with Molotov Cocktail (a 2R aggravated weapon from the next
    round on, burned as combat ends) rather than by hand when it holds a press to continue
    combat (Boxed In, rules 6.4.4), and presses for the round its weapon strikes in; without
    one, the hand strike."""
    s = table(weapon_deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    mol = hand(s, 0, "Molotov Cocktail")
    boxed = hand(s, 0, "Boxed In") if press else -1
    blocked_bleed(s, a, b)
    while s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    assert s.decider == 0 and any(x.kind == Kind.STRIKE and x.card == mol for x in legal_actions(s))
    got = _table_choice(s)
    assert got.kind == Kind.STRIKE and (got.card == mol) == press
    if press:
        apply_checked(s, got)
        while s.combat.stage != CombatStage.PRESS or s.decider != 0:
            apply_checked(s, PASS)
        got = _table_choice(s)
        assert got.kind == Kind.PRESS and got.card == boxed


def _table_choice(s):
    return TablePolicy().choose(PlayerView(s, s.decider), LegalActions(s, legal_actions), np.random.default_rng(0))


def test_molotov_cocktail_burns_as_combat_ends(weapon_deck):
    s = table(weapon_deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    mol = hand(s, 0, "Molotov Cocktail")
    blocked_bleed(s, a, b)
    while s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == mol))
    while s.combat is not None:
        apply_checked(s, PASS)
    assert mol in s.players[0].ash


def test_zip_gun_put_on_before_range(weapon_deck, cards):
    """Zip Gun: before range it goes on the minion as a gun: 1R each strike; the bearer takes 1
    damage striking with it, once each combat; kept after combat."""
    s = table(weapon_deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    zg = hand(s, 0, "Zip Gun")
    blocked_bleed(s, a, b)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == zg))
    assert zg in s.players[0].in_play and s.attached[zg] == a
    while s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == zg))
    while s.combat is not None:
        apply_checked(s, PASS)
    assert (s.blood[a], s.blood[b]) == (2, 3)  # 1 from Ayelech's hand strike, 1 from the gun
    assert zg in s.players[0].in_play  # "kept as normal equipment"


def test_relentless_reaper_pays_for_a_new_round(cards):
    """Relentless Reaper [THN]: as combat would end with both combatants ready, burn 1 blood to
    start a new round instead (rules 6.4.4)."""
    c = cards.lookup("Relentless Reaper").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Angel Chavarria": 2}, {**LIBRARY, "Relentless Reaper": 2})
    s = table(d)
    a = ready(s, 0, "Angel Chavarria", blood=3)  # THN
    rr = hand(s, 0, "Relentless Reaper")
    b = ready(s, 1, "Ayelech", blood=4)
    blocked_bleed(s, a, b)
    while s.combat is not None and not s.combat.ending:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    play = next(x for x in legal_actions(s) if x.card == rr)
    apply_checked(s, play)
    # a second round of hand strikes, then combat ends (nothing more to play)
    assert s.combat is None and (s.blood[a], s.blood[b]) == (0, 2) and rr in s.players[0].ash


def test_dragons_breath_rounds_on_a_gun(cards):
    """Dragon's Breath Rounds: before its strike resolves, a gun inflicts +2 aggravated damage
    (rules 6.4.6: aggravated damage cannot be healed); the gun burns after the strike resolves."""
    c = cards.lookup("Dragon's Breath Rounds").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, CRYPT, {**LIBRARY, "Dragon's Breath Rounds": 2})
    s = table(d)
    a = ready(s, 0, "Lauren", blood=4)
    gun = attach(s, 0, ".44 Magnum", a)
    ammo = hand(s, 0, "Dragon's Breath Rounds")
    b = ready(s, 1, "Ayelech", blood=5)
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)  # no maneuver
    play = next(x for x in legal_actions(s) if x.card == ammo)
    assert play.target == gun
    apply_checked(s, play)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == gun))
    while s.combat is not None:
        apply_checked(s, PASS)
    # 2 damage healed with 2 blood; 2 aggravated: wounded, then 1 blood burned; to torpor
    assert b in s.players[1].torpor and s.blood[b] == 2 and gun in s.players[0].ash


def test_an_ally_striking_with_first_strike(cards):
    """Muddled Vampire Hunter strikes with first strike (rules 6.4.5): its 4 damage resolves
    first; the vampire it sends to torpor loses its own strike."""
    c = cards.lookup("Muddled Vampire Hunter").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, CRYPT, {**LIBRARY, "Muddled Vampire Hunter": 2})
    s = table(d)
    a = ready(s, 0, "Lauren", blood=3)
    hunter = inst(s, 1, "Muddled Vampire Hunter")
    move(s, hunter, "ready")
    s.blood[hunter] = 1
    s.locked[hunter] = 0
    blocked_bleed(s, a, hunter)
    assert s.combat is None and a in s.players[0].torpor
    assert hunter in s.players[1].ready and s.blood[hunter] == 1  # Lauren's strike never landed


def test_high_ground_only_to_long_range_once_a_round(cards):
    """High Ground: a maneuver only usable to go to long range (rules 6.4.2), one each round."""
    c = cards.lookup("High Ground").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, CRYPT, {**LIBRARY, "High Ground": 2})
    s = table(d)
    a = ready(s, 0, "Lauren", blood=3)
    hg = hand(s, 0, "High Ground")
    hand(s, 0, "High Ground", 1)
    b = ready(s, 1, "Ayelech", blood=3)
    gun = attach(s, 1, ".44 Magnum", b)
    blocked_bleed(s, a, b)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.MANEUVER and x.card == hg))
    assert s.combat.range == 1 and s.decider == 1
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.MANEUVER and x.card == gun))
    # Lauren's second High Ground is not offered: no maneuver left, the range is set (close)
    assert s.combat.range == 0 and s.combat.stage != CombatStage.RANGE


def test_disarm_burned_off_with_blood(cards):
    """Disarm: "they can burn 3 blood to burn this card": the rules do it in the controller's
    unlock phase (rules 4) when the vampire keeps 2 blood."""
    from vtes_tools.engine import rules

    d = make_deck(cards, CRYPT, {**LIBRARY, "Disarm": 2})
    s = table(d)
    v = ready(s, 0, "Lauren", blood=4)
    dis = attach(s, 1, "Disarm", v)
    s.current = 0
    rules.begin_turn(s)
    assert dis in s.players[1].in_play and s.blood[v] == 4  # 3 would leave 1
    s.blood[v] = 5
    rules.begin_turn(s)
    assert dis in s.players[1].ash and s.blood[v] == 2


def test_disguised_weapon_whose_cost_ousts_leaves_nothing_in_play(before_deck):
    """rules 9.1: a Methuselah ousted by the pool a weapon costs (paid as normal, 6.1.3) controls
    nothing afterwards, the weapon included."""
    from scenario import check_table

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


def test_weather_control_damages_both_each_round(cards):
    """Weather Control [THA], before range in the first round: both combatants and each
    retainer on them take 1 unpreventable damage before range each round, 1 more each later
    round (rules 6.4.6); combat ends when one is no longer ready (6.4.3)."""
    c = cards.lookup("Weather Control").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, CRYPT, {**LIBRARY, "Weather Control": 2, "Boxed In": 2, "Raven Spy": 2})
    s = table(d)
    a = ready(s, 0, "Chalcedony", blood=6)  # THA
    wc = hand(s, 0, "Weather Control")
    press = hand(s, 0, "Boxed In")
    attach(s, 0, ".44 Magnum", a)  # a choice of maneuver and strike: the combat waits for it
    b = ready(s, 1, "Ayelech", blood=6)
    spy = attach(s, 1, "Raven Spy", b)
    s.blood[spy] = 1
    blocked_bleed(s, a, b)
    lib = s.players[0].library
    lib.sort(key=lambda i: s.setup.card[i].name == "Raven Spy")  # Weather Control replaced by a retainer
    apply_checked(s, next(x for x in legal_actions(s) if x.card == wc))
    # 1 damage each before range, then the hand strikes up to the presses
    while s.combat.stage != CombatStage.PRESS:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert s.combat.stage == CombatStage.PRESS and spy in s.players[1].ash
    assert (s.blood[a], s.blood[b]) == (4 - s.setup.effect[wc].blood_cost, 4)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == press))
    # round 2: 2 damage each before range
    assert s.combat.round == 2 and (s.blood[a], s.blood[b]) == (2 - s.setup.effect[wc].blood_cost, 2)


def test_fast_hands_steals_a_weapon(cards):
    """Fast Hands [cel]: strike: steal weapon; the weapon goes to the striking minion's
    controller, on it (rules 6.4.5: strikes resolve together, so the weapon still struck)."""
    c = cards.lookup("Fast Hands").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Adrianne": 2}, {**LIBRARY, "Fast Hands": 2})
    s = table(d)
    a = ready(s, 0, "Adrianne", blood=4)  # cel
    fh = hand(s, 0, "Fast Hands")
    b = ready(s, 1, "Ayelech", blood=4)
    gun = attach(s, 1, ".44 Magnum", b)
    blocked_bleed(s, a, b)
    while s.combat.stage != CombatStage.STRIKE or s.decider != 0:
        apply_checked(s, PASS)
    st = next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == fh)
    assert st.target == gun
    apply_checked(s, st)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == gun))
    while s.combat is not None:
        apply_checked(s, PASS)
    assert gun in s.players[0].in_play and s.attached[gun] == a
    assert s.blood[a] == 4 - 2 - s.setup.effect[fh].blood_cost  # the gun struck too: 2R


def test_concealed_weapon_equips_a_small_weapon_from_hand(cards):
    """Concealed Weapon: before range is determined, this minion equips with a non-unique weapon
    card from the hand, requirements and cost as normal (rules 6.1.3), that costs under 3 pool
    and whose regular strike is neither aggravated nor 4 or more damage."""
    c = cards.lookup("Concealed Weapon").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, CRYPT, {**LIBRARY, "Concealed Weapon": 2, "Ivory Bow": 2})
    s = table(d)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=4)
    cw = hand(s, 1, "Concealed Weapon")
    gun = hand(s, 1, ".44 Magnum")
    hand(s, 1, "Ivory Bow")  # aggravated: not this card's
    blocked_bleed(s, a, b)
    plays = [x for x in legal_actions(s) if x.card == cw]
    assert [x.target for x in plays] == [gun]
    apply_checked(s, plays[0])
    assert gun in s.players[1].in_play and s.attached[gun] == b and cw in s.players[1].ash
    assert s.players[1].pool == 30 - s.setup.effect[gun].pool_cost


def test_fae_contortion_reflex_cancels_a_grapple_card(cards):
    """Fae Contortion [myt] [REFLEX]: cancel a grapple card as it is played, its cost not paid
    (rules 1.6.1.2): Immortal Grapple is discarded and the acting vampire chooses its strike
    again; declined, the grapple applies."""
    c = cards.lookup("Fae Contortion").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Ryan": 2, "Isanwayen": 2},
                  {**LIBRARY, "Immortal Grapple": 2, "Fae Contortion": 2})
    for cancel in (True, False):
        s = table(d)
        a = ready(s, 0, "Ryan", blood=4)  # pot
        b = ready(s, 1, "Isanwayen", blood=4)  # MYT
        attach(s, 1, ".44 Magnum", b)  # a choice of strikes: combat waits for it
        fc = hand(s, 1, "Fae Contortion")
        ig = hand(s, 0, "Immortal Grapple")
        blocked_bleed(s, a, b)
        while s.combat is not None and s.combat.stage != CombatStage.STRIKE:
            apply_checked(s, PASS)
        apply_checked(s, next(x for x in legal_actions(s) if x.card == ig))
        cs = s.combat
        assert cs.stage == CombatStage.CANCEL and s.decider == 1
        if cancel:
            apply_checked(s, next(x for x in legal_actions(s) if x.card == fc))
            assert ig in s.players[0].ash and fc in s.players[1].ash and not cs.hand_only
            assert cs.stage == CombatStage.STRIKE and cs.cancel is None
            # the acting vampire's hand strike chosen again by itself; the gun can be used
            assert s.decider == 1 and any(x.kind == Kind.STRIKE and x.card >= 0 for x in legal_actions(s))
        else:
            apply_checked(s, PASS)
            assert ig in s.players[0].ash and fc in s.players[1].hand and cs.hand_only


@pytest.mark.parametrize("superior", [False, True])
def test_immortal_grapple_leaves_only_hand_strikes(cards, superior):
    """Immortal Grapple: at close range before strikes are chosen, strikes that are not hand
    strikes cannot be used this round by either combatant (rules 6.4.3); [POT] adds an optional
    press, and another round is at close range with no range step (6.4.2)."""
    c = cards.lookup("Immortal Grapple").card
    assert executes(EffectRegistry()[c], c)
    vampire = "Horace Radcliffe" if superior else "Ryan"  # POT / pot
    d = make_deck(cards, {**CRYPT, vampire: 2}, {**LIBRARY, "Immortal Grapple": 2, "Dodge": 2})
    # the blocking minion (side 1) chooses its strike after the acting one: no grapple once the
    # acting minion chose a strike that is not a hand strike (the grapple would undo it)
    s = table(d)
    a = ready(s, 0, "Agatha", blood=4)
    b = ready(s, 1, vampire, blood=4)
    gun0 = attach(s, 0, ".44 Magnum", a)
    ig = hand(s, 1, "Immortal Grapple")
    hand(s, 1, "Dodge")  # (a strike to choose)
    blocked_bleed(s, a, b)
    while s.combat is not None and not (s.combat.stage == CombatStage.STRIKE and s.decider == 1):
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == gun0), PASS))
    assert s.combat is not None and s.combat.strike[0][4] == gun0
    assert not any(x.card == ig for x in legal_actions(s))
    # the acting minion grapples before choosing its strike
    s = table(d)
    a = ready(s, 0, vampire, blood=4)
    b = ready(s, 1, "Agatha", blood=4)
    gun = attach(s, 1, ".44 Magnum", b)
    hand(s, 1, "Dodge")
    ig = hand(s, 0, "Immortal Grapple")
    blocked_bleed(s, a, b)
    while s.combat is not None and s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == ig))
    for i in list(s.players[0].hand):
        move(s, i, "library")  # the card drawn to replace it: nothing else to strike with
    # the round's strikes were chosen by themselves: a hand strike each (no gun, no dodge)
    assert ig in s.players[0].ash and gun in s.players[1].in_play
    assert (s.blood[a], s.blood[b]) == (3, 3)
    if not superior:
        assert s.combat is None  # nothing to press with: combat ends
        return
    c = s.combat
    assert c.stage == CombatStage.PRESS and s.decider == 0
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.PRESS))  # its optional press
    c = s.combat
    assert c.round == 2 and c.stage == CombatStage.STRIKE and c.range == 0 and not c.hand_only
    assert s.decider == 1 and any(x.kind == Kind.STRIKE and x.card == gun for x in legal_actions(s))


def test_aura_reading(cards):
    """Aura Reading, before range (rules 6.4.2): [AUS] +2 hand size for the remainder of this
    combat, the hand drawn up at once and discarded down as combat ends (rules 1.6.1.2); [aus]
    the opposing minion's controller plays with an open hand for the remainder of combat."""
    from vtes_tools.engine import PlayerView

    c = cards.lookup("Aura Reading").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, CRYPT, {**LIBRARY, "Aura Reading": 2})
    s = table(d)
    a = ready(s, 0, "Ayelech", blood=4)  # AUS
    ar = hand(s, 0, "Aura Reading")
    b = ready(s, 1, "Lauren", blood=4)  # aus
    ar1 = hand(s, 1, "Aura Reading")
    m0 = s.players[0]
    blocked_bleed(s, a, b)
    play = next(x for x in legal_actions(s) if x.card == ar)
    assert s.setup.effect[ar].options[play.n].need_sup
    hand(s, 0, "Aura Reading", 1)
    for k in range(5):
        hand(s, 0, "Theft of Vitae", k)  # a full hand of 7
    apply_checked(s, play)
    assert m0.hand_size == 9 and len(m0.hand) == 9  # replaced, and 2 more drawn
    assert PlayerView(s, 1).open_hand(0) is None
    apply_checked(s, next(x for x in legal_actions(s) if x.card == ar1))
    assert PlayerView(s, 1).open_hand(0) == m0.hand and PlayerView(s, 0).open_hand(1) is None
    assert s.combat.decider == 0 and not any(  # one at superior each combat
        s.setup.card[x.card].name == "Aura Reading" for x in legal_actions(s) if x.card >= 0)
    while s.combat is not None:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert m0.hand_size == 7 and len(m0.hand) == 7  # back to 7: the 2 drawn last discarded
    assert PlayerView(s, 1).open_hand(0) is None


ABO_CRYPT = {**CRYPT, "Hasani": 2, "Jubal": 2}
ABO_LIBRARY = {**LIBRARY, "Invoking the Beast": 2, "Devil-Channel: Hands": 2, "Terror Frenzy": 2,
               "Predator's Communion": 2, "Predator's Transformation": 2}


def _press_to_round_two(s, strike: bool = True) -> None:
    """Hand strikes (the acting side's only with ``strike``), the acting side presses to
    continue, until round 2 begins."""
    while s.combat is not None and s.combat.round == 1:
        acts = legal_actions(s)
        pick = next((x for x in acts if x.kind == Kind.STRIKE and x.card < 0), None)
        if not strike and s.combat.decider == 0 and pick is not None:
            pick = PASS
        if pick is None and s.combat.decider == 0:
            pick = next((x for x in acts if x.kind == Kind.PRESS), None)
        apply_checked(s, pick or PASS)


@pytest.mark.parametrize("name", ["Invoking the Beast", "Devil-Channel: Hands"])
def test_abombwe_before_range_for_the_remainder_of_combat(cards, name):
    """Invoking the Beast / Devil-Channel: Hands [ABO], before range (rules 6.4.2): +1 strength /
    aggravated hand damage for the remainder of combat, with an optional press this round
    (rules 6.4.4)."""
    from vtes_tools.engine.combat import strength_of

    c = cards.lookup(name).card
    assert executes(EffectRegistry()[c], c)
    s = table(make_deck(cards, ABO_CRYPT, ABO_LIBRARY))
    a = ready(s, 0, "Hasani", blood=5)  # ABO
    card = hand(s, 0, name)
    attach(s, 0, ".44 Magnum", a)  # a choice of strikes: the steps are not taken by themselves
    b = ready(s, 1, "Lauren", blood=5)
    blocked_bleed(s, a, b)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == card))
    assert card in s.players[0].ash and s.combat.free_press[0] == 1
    _press_to_round_two(s, strike=name == "Invoking the Beast")
    c = s.combat
    assert c is not None and c.round == 2  # the optional press continued combat
    if name == "Invoking the Beast":
        assert strength_of(s, c, 0, a) == 2 and s.blood[b] == 5 - 2
    else:
        assert c.agg_hand[0] == 1 and s.blood[b] == 5
        while s.combat is not None:
            apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
        assert b in s.players[1].torpor  # rules 6.4.6: aggravated damage it cannot heal


def test_abombwe_reflex_cancels_a_frenzy_card(cards):
    """Invoking the Beast [abo] [REFLEX]: cancel a frenzy card played on this vampire as it is
    played (Terror Frenzy): it is discarded, its cost not paid; declined, it applies."""
    s = table(make_deck(cards, ABO_CRYPT, ABO_LIBRARY))
    a = ready(s, 0, "Hasani", blood=5)
    ib = hand(s, 0, "Invoking the Beast")
    b = ready(s, 1, "Jubal", blood=5)  # ANI
    tf = hand(s, 1, "Terror Frenzy")
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)
    play = next(x for x in legal_actions(s) if x.card == tf and s.setup.effect[tf].options[x.n].need_sup)
    apply_checked(s, play)
    c = s.combat
    assert c.stage == CombatStage.CANCEL and c.decider == 0
    cancel = next(x for x in legal_actions(s) if x.card == ib)
    assert s.setup.effect[ib].options[cancel.n].prims[0].op.name == "CANCEL"
    apply_checked(s, cancel)
    assert c.cost_up[0] == 0 and c.cancel is None and c.stage != CombatStage.CANCEL
    assert tf in s.players[1].ash and ib in s.players[0].ash  # discarded, replaced
    t = table(make_deck(cards, ABO_CRYPT, ABO_LIBRARY))
    a = ready(t, 0, "Hasani", blood=5)
    hand(t, 0, "Invoking the Beast")
    attach(t, 0, ".44 Magnum", a)  # a choice of strikes: combat waits for it
    b = ready(t, 1, "Jubal", blood=5)
    tf = hand(t, 1, "Terror Frenzy")
    blocked_bleed(t, a, b)
    apply_checked(t, PASS)
    apply_checked(t, next(x for x in legal_actions(t) if x.card == tf and t.setup.effect[tf].options[x.n].need_sup))
    apply_checked(t, PASS)  # declined: Terror Frenzy is played
    assert t.combat.cost_up[0] == 1 and tf in t.players[1].ash


@pytest.mark.parametrize("name", ["Predator's Communion", "Predator's Transformation"])
def test_abombwe_reaction_and_modifier_reflex_cancels_a_frenzy_card(cards, name):
    """Predator's Communion (a reaction card) / Predator's Transformation (an action modifier):
    their [abo] [REFLEX] cancels a frenzy card played on this vampire as it is played, from the
    hand in combat (rules 1.6.1.2: discarded, its cost not paid)."""
    c = cards.lookup(name).card
    assert executes(EffectRegistry()[c], c)
    s = table(make_deck(cards, ABO_CRYPT, ABO_LIBRARY))
    a = ready(s, 0, "Hasani", blood=5)
    card = hand(s, 0, name)
    b = ready(s, 1, "Jubal", blood=5)  # ANI
    tf = hand(s, 1, "Terror Frenzy")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    if name == "Predator's Transformation":  # its [abo] +1 stealth is offered as the bleed is announced
        assert s.pending.stage == Stage.ANNOUNCE and any(x.card == card for x in legal_actions(s))
        apply_checked(s, PASS)
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat.decider != 1:
        apply_checked(s, PASS)
    play = next(x for x in legal_actions(s) if x.card == tf and s.setup.effect[tf].options[x.n].need_sup)
    apply_checked(s, play)
    c = s.combat
    assert c.stage == CombatStage.CANCEL and c.decider == 0
    cancel = next(x for x in legal_actions(s) if x.card == card)
    apply_checked(s, cancel)
    assert c.cost_up[0] == 0 and c.cancel is None
    assert tf in s.players[1].ash and card in s.players[0].ash


def test_predators_communion_intercept_only_when_a_vampire_is_acting(cards):
    """Predator's Communion [abo]: +1 intercept "only usable when a vampire is acting"."""
    from vtes_tools.engine.rules import intercept_actions

    s = table(make_deck(cards, ABO_CRYPT, ABO_LIBRARY))
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Hasani")
    pc = hand(s, 1, "Predator's Communion")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    pend = s.pending
    pend.blocker = b  # Hasani attempts to block (rules 6.2.2.2: intercept reactions now)
    assert any(x.card == pc for x in intercept_actions(s, pend))
    su = s.setup
    su.is_vampire = bytes(0 if k == a else v for k, v in enumerate(su.is_vampire))  # the same action by an ally
    assert not any(x.card == pc for x in intercept_actions(s, pend))


def test_owl_companion_opens_the_opposing_hand_in_combat(cards):
    """Owl Companion: while the employer is in combat, the opposing minion's controller plays
    with an open hand (rules 6.4: only during that combat)."""
    from vtes_tools.engine import PlayerView

    c = cards.lookup("Owl Companion").card
    assert executes(EffectRegistry()[c], c)
    s = table(make_deck(cards, ABO_CRYPT, {**ABO_LIBRARY, "Owl Companion": 2}))
    a = ready(s, 0, "Lauren", blood=4)
    attach(s, 0, ".44 Magnum", a)  # a choice of strikes: combat waits for it
    b = ready(s, 1, "Jubal", blood=4)
    owl = attach(s, 1, "Owl Companion", b)
    s.blood[owl] = 2
    hand(s, 0, "Theft of Vitae")
    assert PlayerView(s, 1).open_hand(0) is None
    blocked_bleed(s, a, b)
    assert s.combat is not None
    assert PlayerView(s, 1).open_hand(0) == s.players[0].hand and PlayerView(s, 0).open_hand(1) is None
    assert PlayerView(s, 2).open_hand(0) is None  # not a combatant's controller
    while s.combat is not None:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert PlayerView(s, 1).open_hand(0) is None


def test_infernal_pursuit_draws_one_more_at_each_replacement(cards):
    """Infernal Pursuit [CEL]: for the remainder of combat each replacement (this card's too)
    draws an additional card, then its Methuselah discards down to the hand size, choosing the
    card, out of turn too (rules 1.6.1.2)."""
    c = cards.lookup("Infernal Pursuit").card
    assert executes(EffectRegistry()[c], c)
    s = table(make_deck(cards, {**CRYPT, "Bret Stryker": 2}, {**LIBRARY, "Infernal Pursuit": 2, "Majesty": 2}))
    a = ready(s, 0, "Lauren", blood=4)
    attach(s, 0, ".44 Magnum", a)  # a choice of strikes: combat waits for it
    b = ready(s, 1, "Bret Stryker", blood=4)  # CEL PRE
    ip = hand(s, 1, "Infernal Pursuit")
    maj = hand(s, 1, "Majesty")
    q = s.players[1]
    for k in range(5):
        hand(s, 1, "Theft of Vitae", k)  # a full hand of 7
    blocked_bleed(s, a, b)
    apply_checked(s, PASS)
    play = next(x for x in legal_actions(s) if x.card == ip)
    assert s.setup.effect[ip].options[play.n].need_sup
    apply_checked(s, play)
    assert len(q.hand) == 8 and s.put_back == 1 and s.decider == 1  # out of turn
    acts = legal_actions(s)
    assert acts and all(x.kind == Kind.DISCARD and x.card in q.hand for x in acts)
    apply_checked(s, next(x for x in acts if s.setup.card[x.card].name == "Theft of Vitae"))
    assert len(q.hand) == 7 and not s.put_back and s.combat is not None and s.combat.pursuit[1]
    ash = len(q.ash)
    while s.combat is not None and not s.put_back:
        acts = legal_actions(s)
        pick = next((x for x in acts if x.card == maj), None) if s.decider == 1 else None
        apply_checked(s, pick or next((x for x in acts if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert s.put_back == 1 and len(q.hand) == 8  # Majesty replaced, and one more drawn
    apply_checked(s, legal_actions(s)[0])
    assert len(q.hand) == 7 and len(q.ash) == ash + 2


def test_devil_channel_back_additional_hand_strike(cards):
    """Devil-Channel: Back [ABO]: an additional strike this round (rules 6.4.3), only usable to
    make a hand strike: the weapon strikes in the first pair, not in the additional one."""
    c = cards.lookup("Devil-Channel: Back").card
    assert executes(EffectRegistry()[c], c)
    s = table(make_deck(cards, ABO_CRYPT, {**ABO_LIBRARY, "Devil-Channel: Back": 2}))
    a = ready(s, 0, "Hasani", blood=5)  # ABO
    gun = attach(s, 0, ".44 Magnum", a)  # 2R damage
    back = hand(s, 0, "Devil-Channel: Back")
    b = ready(s, 1, "Lauren", blood=6)
    blocked_bleed(s, a, b)
    played = False
    while s.combat is not None and s.combat.round == 1 and s.combat.stage != CombatStage.PRESS:
        acts = legal_actions(s)
        pick = next((x for x in acts if x.card == back), None)
        played = played or pick is not None
        pick = pick or next((x for x in acts if x.kind == Kind.STRIKE and x.card == gun), None)
        apply_checked(s, pick or next((x for x in acts if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert played and back in s.players[0].ash
    assert s.blood[b] == 6 - 2 - 1  # the gun, then a hand strike at strength 1


def test_treasured_samadji_dodges_once_each_combat(cards):
    """Treasured Samadji: once each combat, this Ravnos can strike: dodge (rules 6.4.5: the
    opposing strike does not affect it)."""
    c = cards.lookup("Treasured Samadji").card
    assert executes(EffectRegistry()[c], c)
    s = table(make_deck(cards, {**CRYPT, "Alexis Sorokin": 2}, {**LIBRARY, "Treasured Samadji": 2}))
    a = ready(s, 0, "Alexis Sorokin", blood=3)
    gem = attach(s, 0, "Treasured Samadji", a)
    b = ready(s, 1, "Agatha", blood=4)  # strength 1
    blocked_bleed(s, a, b)
    while s.combat is not None and s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    dodge = next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == gem)
    t = s.clone()
    t.combat.equip_dodged[0] = True
    assert all(x.card != gem for x in legal_actions(t))  # once each combat
    apply_checked(s, dodge)
    while s.combat is not None:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert s.blood[a] == 3  # Agatha's hand strike dodged


@pytest.mark.parametrize("superior", [False, True])
def test_vengeance_of_samiel_strike_cannot_be_dodged(cards, superior):
    """Vengeance of Samiel [val]: a hand strike at +1 damage that cannot be dodged; [VAL] at +2
    (rules 6.4.5: a dodge protects only from the opposing strike it can dodge)."""
    c = cards.lookup("Vengeance of Samiel").card
    assert executes(EffectRegistry()[c], c)
    vampire = "Ariel" if superior else "Doris McMillon"  # VAL / val
    d = make_deck(cards, {**CRYPT, vampire: 2}, {**LIBRARY, "Vengeance of Samiel": 2, "Dodge": 2})
    s = table(d)
    a = ready(s, 0, vampire, blood=4)
    b = ready(s, 1, "Agatha", blood=6)
    attach(s, 1, ".44 Magnum", b)  # a choice of strikes: combat waits for it
    vs = hand(s, 0, "Vengeance of Samiel")
    dodge = hand(s, 1, "Dodge")
    blocked_bleed(s, a, b)
    while s.combat is not None and s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    assert s.decider == 0
    apply_checked(s, next(x for x in legal_actions(s) if x.card == vs))
    assert s.decider == 1
    apply_checked(s, next(x for x in legal_actions(s) if x.card == dodge))
    assert vs in s.players[0].ash and dodge in s.players[1].ash
    assert s.blood[b] == 6 - (3 if superior else 2)  # dodged, the strike still lands


def test_disengage_cancels_a_grapple_card_or_presses_to_end(cards):
    """Disengage: burn 1 blood to cancel a grapple card as it is played, its cost not paid (rules
    1.6.1.2); or a press only usable to end combat: offered only against the opposing side's
    press to continue (rules 6.4.4)."""
    c = cards.lookup("Disengage").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Ryan": 2}, {**LIBRARY, "Immortal Grapple": 2, "Disengage": 2, "Boxed In": 2})
    s = table(d)
    a = ready(s, 0, "Ryan", blood=4)  # pot
    b = ready(s, 1, "Agatha", blood=4)
    attach(s, 1, ".44 Magnum", b)  # a choice of strikes: combat waits for it
    dis = hand(s, 1, "Disengage")
    ig = hand(s, 0, "Immortal Grapple")
    blocked_bleed(s, a, b)
    while s.combat is not None and s.combat.stage != CombatStage.STRIKE:
        apply_checked(s, PASS)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == ig))
    cs = s.combat
    assert cs.stage == CombatStage.CANCEL and s.decider == 1
    apply_checked(s, next(x for x in legal_actions(s) if x.card == dis))
    assert ig in s.players[0].ash and dis in s.players[1].ash and not cs.hand_only
    assert s.blood[b] == 3 and s.blood[a] == 4  # 1 blood burned; the grapple's cost not paid
    # the press: not offered to start another round, offered to cancel one
    s = table(d)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=6)
    boxed = hand(s, 0, "Boxed In")
    dis = hand(s, 1, "Disengage")
    blocked_bleed(s, a, b)
    while s.combat is not None and s.combat.stage != CombatStage.PRESS:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert s.decider == 0
    apply_checked(s, next(x for x in legal_actions(s) if x.card == boxed))
    assert s.decider == 1
    apply_checked(s, next(x for x in legal_actions(s) if x.card == dis))
    apply_checked(s, PASS)
    assert s.combat is None or s.combat.round == 1  # the press cancelled: combat ends
    assert dis in s.players[1].ash
    s = table(d)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=6)
    dis = hand(s, 1, "Disengage")
    blocked_bleed(s, a, b)
    while s.combat is not None and s.combat.stage != CombatStage.PRESS:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    # no press to cancel: Disengage is never offered, the press step passes by itself
    assert s.combat is None and dis in s.players[1].hand


def test_bollix_cancels_a_grapple_card_for_an_anarch(cards):
    """Bollix, requires an Anarch: [pre] cancel a grapple card as it is played by the opposing
    minion, its cost not paid (rules 1.6.1.2, 1.6.1.3): Immortal Grapple is discarded; a
    non-Anarch cannot play it, so the grapple applies."""
    c = cards.lookup("Bollix").card
    assert executes(EffectRegistry()[c], c)
    d = make_deck(cards, {**CRYPT, "Ryan": 2}, {**LIBRARY, "Immortal Grapple": 2, "Bollix": 2})
    for anarch in (True, False):
        s = table(d)
        a = ready(s, 0, "Ryan", blood=4)  # pot
        b = ready(s, 1, "Anson", blood=4)  # pre
        if anarch:
            bits = list(s.setup.req_bits)
            bits[b] |= 1 << 1  # an Anarch (Req.ANARCH)
            s.setup.req_bits = tuple(bits)
        attach(s, 1, ".44 Magnum", b)  # a choice of strikes: combat waits for it
        bx = hand(s, 1, "Bollix")
        ig = hand(s, 0, "Immortal Grapple")
        blocked_bleed(s, a, b)
        while s.combat is not None and s.combat.stage != CombatStage.STRIKE:
            apply_checked(s, PASS)
        apply_checked(s, next(x for x in legal_actions(s) if x.card == ig))
        cs = s.combat
        if anarch:
            assert cs.stage == CombatStage.CANCEL and s.decider == 1
            apply_checked(s, next(x for x in legal_actions(s) if x.card == bx))
            assert ig in s.players[0].ash and bx in s.players[1].ash and not cs.hand_only
            assert cs.stage == CombatStage.STRIKE and cs.cancel is None
        else:  # no reflex window: the grapple is played (only hand strikes: the round resolves)
            assert cs is None or (cs.hand_only and cs.stage != CombatStage.CANCEL)
            assert ig in s.players[0].ash and bx in s.players[1].hand


def test_dead_end_alley_presses_only_to_continue(cards):
    """Dead-End Alley: a press only usable to continue combat (rules 6.4.4): offered to start
    another round, not to cancel the opposing side's press to continue."""
    d = make_deck(cards, CRYPT, {**LIBRARY, "Dead-End Alley": 2, "Boxed In": 2})
    s = table(d)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=6)
    boxed = hand(s, 0, "Boxed In")
    dea = hand(s, 1, "Dead-End Alley")
    blocked_bleed(s, a, b)
    while s.combat is not None and s.combat.stage != CombatStage.PRESS:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    assert s.decider == 0
    apply_checked(s, next(x for x in legal_actions(s) if x.card == boxed))
    # not offered against the press: side 1 has no answer, another round starts
    assert s.combat is not None and s.combat.round == 2 and dea in s.players[1].hand
    s = table(d)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Agatha", blood=6)
    dea = hand(s, 1, "Dead-End Alley")
    blocked_bleed(s, a, b)
    while s.combat is not None and s.combat.stage != CombatStage.PRESS:
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0), PASS))
    if s.decider == 0:
        apply_checked(s, PASS)
    assert s.decider == 1
    apply_checked(s, next(x for x in legal_actions(s) if x.card == dea))
    assert dea in s.players[1].ash
