"""Scenario tests of strikes doing more than damage (rules 6.4.5): the striker's own damage,
damage after combat ends, "send the opposing vampire to torpor", "burn equipment / the opposing
ally" with and without first strike."""

from __future__ import annotations

import pytest
from scenario import TABLE_CRYPT as CRYPT
from scenario import TABLE_FILLER as FILLER
from scenario import attach, fight, hand, make_deck, minion_phase, ready, strike_with, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, combat, legal_actions
from vtes_tools.engine.effects import EffectRegistry, Op
from vtes_tools.engine.rules import executes
from vtes_tools.engine.state import LONG

REGISTRY = EffectRegistry()
CARDS = (
    "Breath of the Dragon", "Burst of Sunlight", "Canine Horde", "Entombment", "Oubliette", "Catatonic Fear",
    "Donnybrook", "Shattering Blow", "Shroud of Absence", "Dust Up", "Earthshock", "Scorpion Sting",
    "Daring the Dawn", "Coma", "Into Thin Air", "Domain of Evernight", "Increased Strength",
)


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS + (".44 Magnum", "Underbridge Stray", "Precognition", "Dodge", "Lost in Crowds"):
        lib[name] = 2
    # Caliban: ANI AUS VIC; Jessica: AUS CEL OBT PRE; Agrippina: pot OBF;
    # Lord Vauxhall: DOM OBT POT THA; Malachai: Flight [FLIGHT]; Artemis: DEM OBF
    return make_deck(cards, {**CRYPT, "Caliban": 1, "Jessica": 1, "Agrippina": 1, "Lord Vauxhall": 1, "Malachai": 1, "Artemis": 1, "Shalmath": 1}, lib)


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def test_breath_of_the_dragon_burns_the_striker_at_close_range(deck):
    """Breath of the Dragon [VIC]: 2R aggravated damage, and at close range the striking vampire
    also takes 2 aggravated damage (rules 6.4.6: it wounds, then burns 1 blood)."""
    s = table(deck)
    a = ready(s, 0, "Caliban", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    bod = hand(s, 0, "Breath of the Dragon")
    fight(s, a, b)
    strike_with(s, bod)  # the blocker's hand strike follows by itself
    assert s.combat is None and bod in s.players[0].ash
    assert b in s.players[1].torpor and s.blood[b] == 3  # 2 aggravated: wounded, 1 blood burned
    # 1 blood for the card, 1 normal damage healed (2 blood), 2 aggravated: wounded, 1 burned
    assert a in s.players[0].torpor and s.blood[a] == 1


def test_breath_of_the_dragon_at_long_range_spares_the_striker(deck):
    s = table(deck)
    a = ready(s, 0, "Caliban", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    bod = hand(s, 0, "Breath of the Dragon")
    fight(s, a, b)
    s.combat.range = LONG
    strike_with(s, bod)
    assert s.combat is None and a in s.players[0].ready and s.blood[a] == 3  # the card's blood
    assert b in s.players[1].torpor


def test_canine_horde_destroys_the_weapon_with_first_strike(deck):
    """Canine Horde [ANI]: a ranged strike destroying equipment with first strike: the opposing
    minion striking with that weapon loses its strike (rules 6.4.5)."""
    s = table(deck)
    a = ready(s, 0, "Caliban", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    gun = attach(s, 1, ".44 Magnum", b)
    horde = hand(s, 0, "Canine Horde")
    fight(s, a, b)
    strike_with(s, horde, gun)
    apply_checked(s, Action(Kind.STRIKE, actor=b, card=gun))
    assert gun in s.players[1].ash and s.attached[gun] == -1
    assert s.blood[a] == 4 and s.blood[b] == 4 and horde in s.players[0].ash


def test_shattering_blow_without_first_strike_lets_the_weapon_strike(deck):
    """Shattering Blow [pot] destroys equipment as a normal strike: the weapon is still used
    in that strike resolution (rules 6.4.5)."""
    s = table(deck)
    a = ready(s, 0, "Agrippina", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    gun = attach(s, 1, ".44 Magnum", b)
    blow = hand(s, 0, "Shattering Blow")
    fight(s, a, b)
    strike_with(s, blow, gun)
    apply_checked(s, Action(Kind.STRIKE, actor=b, card=gun))  # 2R damage
    assert gun in s.players[1].ash and s.blood[a] == 2


def test_canine_horde_needs_equipment_to_burn(deck):
    s = table(deck)
    a = ready(s, 0, "Caliban", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    horde = hand(s, 0, "Canine Horde")
    fight(s, a, b)
    got = [x for x in legal_actions(s) if x.card == horde]
    assert [x.n for x in got] == [1]  # only [ani] Strike: 1R damage


def test_entombment_sends_the_opposing_vampire_to_torpor(deck):
    """Entombment [OBT]: strike, the opposing vampire goes to torpor with its blood; its
    simultaneous hand strike still damages the striker (rules 6.4.3)."""
    s = table(deck)
    a = ready(s, 0, "Jessica", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    ent = hand(s, 0, "Entombment")
    fight(s, a, b)
    strike_with(s, ent)
    assert s.combat is None
    assert b in s.players[1].torpor and s.blood[b] == 4 and s.blood[a] == 1  # 2 blood for the card


def test_entombment_burns_the_opposing_ally(deck):
    """Entombment [obt] against an ally: strike, burn the opposing ally."""
    s = table(deck)
    a = ready(s, 0, "Jessica", blood=4)
    stray = ready(s, 1, "Underbridge Stray", blood=3)
    ent = hand(s, 0, "Entombment")
    fight(s, a, stray)
    [act] = [x for x in legal_actions(s) if x.card == ent]
    assert s.setup.effect[ent].options[act.n].level == 1
    apply_checked(s, act)
    assert s.combat is None and stray in s.players[1].ash


def test_oubliette_burns_blood_after_combat_ends(deck):
    """Oubliette [OBT]: combat ends, then the opposing minion burns 1 blood, even at long
    range."""
    s = table(deck)
    a = ready(s, 0, "Jessica", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    oub = hand(s, 0, "Oubliette")
    fight(s, a, b)
    s.combat.range = LONG
    strike_with(s, oub)
    assert s.combat is None and s.blood[b] == 3 and s.blood[a] == 3  # 1 blood for the card


def test_catatonic_fear_damages_only_at_close_range(deck):
    """Catatonic Fear [PRE]: combat ends; if the range is close, 1 unpreventable damage to the
    opposing minion afterwards."""
    for rng, left in ((LONG, 4), (None, 3)):
        s = table(deck)
        a = ready(s, 0, "Jessica", blood=4)
        b = ready(s, 1, "Ayelech", blood=4)
        cf = hand(s, 0, "Catatonic Fear")
        fight(s, a, b)
        if rng is not None:
            s.combat.range = rng
        strike_with(s, cf)
        assert s.combat is None and s.blood[b] == left


def test_shroud_of_absence_grants_combat_ends_in_the_first_round_if_blocked(deck):
    """Shroud of Absence [DOM OBT]: +1 stealth, and if the action is blocked anyway the acting
    vampire can strike: combat ends during the first round of the resulting combat (rules
    6.4.5); the block is resolved, the action fails."""
    s = table(deck)
    a = ready(s, 0, "Lord Vauxhall", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)  # [AUS]
    shroud = hand(s, 0, "Shroud of Absence")
    pc = hand(s, 1, "Precognition")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.card == shroud]
    assert s.setup.effect[shroud].options[mod.n].level == 2
    apply_checked(s, mod)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == pc))  # +1 intercept: blocked
    while s.combat is None:
        apply_checked(s, PASS)
    while s.combat.stage != combat.STRIKE:
        apply_checked(s, PASS)
    ends = Action(Kind.STRIKE, actor=a, card=a, n=combat.GRANTED_ENDS)
    assert ends in legal_actions(s)
    apply_checked(s, ends)
    if s.combat is not None:  # the replacement card drawn may be a strike: the hand strike
        apply_checked(s, Action(Kind.STRIKE, actor=b))
    assert s.combat is None and s.blood[a] == 4 and s.blood[b] == 3
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 30


def test_no_combat_ends_without_shroud_or_after_the_first_round(deck):
    s = table(deck)
    a = ready(s, 0, "Lord Vauxhall", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    hand(s, 0, "Oubliette")  # something to choose at the strike step
    fight(s, a, b)
    assert s.combat is not None and s.combat.stage == combat.STRIKE
    assert not any(x.n == combat.GRANTED_ENDS and x.card == a for x in legal_actions(s))
    s.combat.free_ends = True
    s.combat.round = 2
    assert not any(x.n == combat.GRANTED_ENDS and x.card == a for x in legal_actions(s))


def test_earthshock_cannot_be_dodged(deck):
    """Earthshock [pot]: strike: strength ranged damage that cannot be dodged (rules 6.4.5: a
    dodge protects from the opposing strike, but not from this one)."""
    s = table(deck)
    a = ready(s, 0, "Agrippina", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    es = hand(s, 0, "Earthshock")
    dodge = hand(s, 1, "Dodge")
    fight(s, a, b)
    strike_with(s, es)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == dodge))
    assert s.combat is None or s.combat.stage != combat.STRIKE
    assert s.blood[b] == 2 and dodge in s.players[1].ash


def test_earthshock_is_not_usable_against_flight(deck):
    s = table(deck)
    a = ready(s, 0, "Agrippina", blood=4)
    b = ready(s, 1, "Malachai", blood=3)
    es = hand(s, 0, "Earthshock")
    hand(s, 0, "Shattering Blow")  # something else to choose at the strike step
    attach(s, 1, ".44 Magnum", b)
    fight(s, a, b)
    assert s.combat is not None and s.combat.stage == combat.STRIKE
    assert not any(x.card == es for x in legal_actions(s))


def test_daring_the_dawn_fails_a_vampires_block_then_burns_the_actor(deck):
    """Daring the Dawn [FOR]: vampires cannot block this action, so the vampire's attempt fails
    and no other vampire may block (rules 6.2.2.2); after the action resolves the acting
    vampire takes 1 unpreventable aggravated damage: wounded, to torpor (rules 6.4.6)."""
    s = table(deck)
    a = ready(s, 0, "Brock Sterling", blood=3)  # FOR
    b = ready(s, 1, "Ayelech", blood=3)
    dawn = hand(s, 0, "Daring the Dawn")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.card == dawn]
    assert s.setup.effect[dawn].options[mod.n].level == 2
    apply_checked(s, mod)
    while s.pending is not None:
        assert not any(x.kind == Kind.BLOCK for x in legal_actions(s))
        apply_checked(s, PASS)
    assert s.stats[1] == 0 and s.players[1].pool == 29  # no combat, the bleed went through
    assert a in s.players[0].torpor and s.blood[a] == 3 and dawn in s.players[0].ash


def test_coma_superior_torpor_and_no_unlock_next_time(deck):
    """Coma [DEM]: strike, send the opposing vampire to torpor, and it does not unlock as
    normal during its next unlock phase (rules 4)."""
    s = table(deck)
    a = ready(s, 0, "Artemis", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    coma = hand(s, 0, "Coma")
    fight(s, a, b)
    strike_with(s, coma)
    assert s.combat is None and b in s.players[1].torpor and b in s.no_unlock


def test_into_thin_air_burns_blood_once_for_minus_1_intercept(deck):
    """Into Thin Air [OBF]: +2 stealth; once this action the vampire may burn 1 blood to give
    an ally (or a younger vampire) -1 intercept (rules 6.2.2.2); it cannot be played with Lost
    in Crowds on the same action."""
    s = table(deck)
    a = ready(s, 0, "Artemis", blood=4)  # OBF
    stray = ready(s, 1, "Underbridge Stray", blood=2)
    ita = hand(s, 0, "Into Thin Air")
    lic = hand(s, 0, "Lost in Crowds")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=stray))
    s.pending.intercept = 3  # as if the ally had +3 intercept from cards
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.card == ita]
    assert not any(x.kind == Kind.USE for x in legal_actions(s))
    apply_checked(s, mod)
    assert s.pending.stealth == 2 and s.pending.intercept == 3 and s.blood[a] == 4
    while s.decider != 0:
        apply_checked(s, PASS)  # the blocker adds no intercept
    acts = legal_actions(s)
    assert not any(x.card == lic for x in acts)  # not with Into Thin Air
    [use] = [x for x in acts if x.kind == Kind.USE]
    apply_checked(s, use)
    assert s.pending.intercept == 2 and s.blood[a] == 3
    # still not enough stealth, and the blood use is once this action: blocked, combat
    assert s.combat is not None and s.stats[1] == 1


def test_domain_of_evernight_makes_the_combat_damage_on_vampires_aggravated(deck):
    """Domain of Evernight [tem]: if the action is blocked, all damage inflicted on vampires
    during the resulting combat is aggravated: both hand strikes wound (rules 6.4.6)."""
    s = table(deck)
    a = ready(s, 0, "Shalmath", blood=4)  # POT PRE TEM
    b = ready(s, 1, "Ayelech", blood=3)
    doe = hand(s, 0, "Domain of Evernight")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.card == doe]
    assert s.setup.effect[doe].options[mod.n].has(Op.AGGRAVATED)
    apply_checked(s, mod)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.stats[1] == 1 and s.combat is None
    assert a in s.players[0].torpor and s.blood[a] == 4
    assert b in s.players[1].torpor and s.blood[b] == 3


def test_increased_strength_adds_damage_to_potence_strikes_for_the_combat(deck):
    """Increased Strength [pot]: before range is determined; for the rest of the combat the
    vampire's damaging strikes requiring Potence inflict +1 damage (Earthshock: strength 1 +1),
    not its hand strikes (rules 6.4.5)."""
    s = table(deck)
    a = ready(s, 0, "Agrippina", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    inc = hand(s, 0, "Increased Strength")
    es = hand(s, 0, "Earthshock")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None:
        apply_checked(s, PASS)
    assert s.combat.stage == combat.RANGE and s.combat.decider == 0
    [play] = [x for x in legal_actions(s) if x.card == inc]
    apply_checked(s, play)
    assert inc in s.players[0].ash and s.combat.disc_damage[0]
    while s.combat.stage != combat.STRIKE:
        apply_checked(s, PASS)
    assert combat.strike_tuple(s, s.combat, 0, None, -1)[1] == 1  # the hand strike: no bonus
    strike_with(s, es)
    assert s.blood[b] == 2 and s.blood[a] == 2  # 1 blood for Earthshock, 1 from the hand strike
