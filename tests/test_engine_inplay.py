"""Scenario tests of cards that stay in play on or as minions: allies' own abilities (read like a
vampire's: rules 6.1.6, 6.2.2.2, 6.4), retainers striking each round, weapons fixing the range."""

from __future__ import annotations

import pytest
from scenario import TABLE_FILLER, at_phase, blocked_bleed, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, EffectRegistry, Kind, Phase, apply_checked, combat, legal_actions, rules
from vtes_tools.engine.state import CombatStage, read_ally

CRYPT = {"Lauren": 2, "Ayelech": 2, "Bret Stryker": 2, "Brock Sterling": 2, "Trevon Parker": 2,
         "Anastasia Grey": 1, "Casino Reeds": 1}
CARDS = ("Rock Cat", "Ossian", "Murder of Crows", "Sniper Rifle", "Nephandus")


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(TABLE_FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, CRYPT, lib)


def ally(s, p: int, name: str, life: int) -> int:
    i = inst(s, p, name)
    move(s, i, "ready")
    s.blood[i] = life
    s.locked[i] = 0
    return i


def test_ally_abilities_read_like_a_vampires(cards):
    """Rock Cat: a (D) enter-combat action with any ready minion and a press each combat; Ossian:
    a +1 stealth (D) enter-combat action with a vampire; both executed. An ally whose options
    differ by the recruiter's level, or with an ability the rules do not apply, is not."""
    reg = EffectRegistry()
    rock = reg[cards.lookup("Rock Cat").card]
    ab, left = read_ally(rock)
    assert ab.enter_combat == 1 and not ab.enter_combat_vampires and ab.press == 1 and not left
    ab, left = read_ally(reg[cards.lookup("Ossian").card])
    assert ab.enter_combat == 2 and ab.enter_combat_vampires and not left
    assert rules.executes(rock)
    for name in ("Infernal Servitor", "Reanimated Corpse"):
        e = reg[cards.lookup(name).card]
        assert read_ally(e)[1] and not rules.executes(e)


def test_ally_enters_combat_and_presses(deck):
    """rules 6.1.6: the ally's own (D) action; 6.4: its printed strength in combat, 6.4.4 its
    optional press each combat starts a second round."""
    s = table(deck)
    cat = ally(s, 0, "Rock Cat", 4)
    b = ready(s, 1, "Ayelech", blood=6)
    ready(s, 0, "Lauren", blood=3)
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.kind == Kind.ENTER_COMBAT and x.actor == cat]
    assert {x.target for x in acts} >= {b}
    apply_checked(s, Action(Kind.ENTER_COMBAT, actor=cat, target=b))
    while s.combat is None:
        apply_checked(s, PASS)  # no block, no modifier, no reaction
    c = s.combat
    assert c.m[0] == cat and c.m[1] == b
    while c.stage != CombatStage.PRESS:
        apply_checked(s, PASS if s.decider != 0 or c.stage != CombatStage.STRIKE else Action(Kind.STRIKE, actor=cat))
    assert s.blood[b] == 6 - 3 and s.blood[cat] == 4 - 1  # 3 strength against Ayelech's 1
    press = [x for x in legal_actions(s) if x.kind == Kind.PRESS and x.actor == cat]
    assert press
    apply_checked(s, press[0])
    # a second round, fought alone (no card on either side): 3 more damage each way, then the
    # press was used for this combat and it ends
    assert s.combat is None and c.round == 2
    assert s.blood[b] == 0 and b in s.players[1].ready and s.blood[cat] == 2


def test_retainer_strikes_each_round(deck):
    """rules 6.1.4: a retainer gets the life of the level it is employed at; Murder of Crows
    inflicts 1R damage on the opposing minion each round during strike resolution, besides its
    employer's strike."""
    s = table(deck)
    ready(s, 0, "Lauren", blood=4)  # no Animalism: cannot employ it
    low = ready(s, 0, "Anastasia Grey", blood=3)  # [ani]: the inferior level, 1 life
    crows = inst(s, 0, "Murder of Crows")
    move(s, crows, "hand")
    minion_phase(s)
    emp = [x for x in legal_actions(s) if x.kind == Kind.EMPLOY and x.card == crows]
    assert [(x.actor, x.n) for x in emp] == [(low, 1)]
    apply_checked(s, emp[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.attached[crows] == low and s.blood[crows] == 1
    assert rules.executes(EffectRegistry()[s.setup.card[crows]])
    t = table(deck)
    b = ready(t, 1, "Ayelech", blood=5)
    a = ready(t, 0, "Casino Reeds", blood=4)  # [ANI]: 2 life
    crows = inst(t, 0, "Murder of Crows")
    move(t, crows, "hand")
    minion_phase(t)
    emp = next(x for x in legal_actions(t) if x.kind == Kind.EMPLOY and x.card == crows)
    assert emp.n == 0
    apply_checked(t, emp)
    while t.pending is not None:
        apply_checked(t, PASS)
    assert t.attached[crows] == a and t.blood[crows] == 2
    assert t.blood[a] == 4 - 1  # its cost, 1 blood
    t.locked[a] = 0
    blocked_bleed(t, a, b)
    assert t.combat is None  # no choice on either side: one round, hand strikes and the crows
    assert t.blood[b] == 5 - 1 - 1 and t.blood[a] == 3 - 1


def test_sniper_rifle_sets_long_range_when_blocking(deck):
    """rules 6.4.2, 6.4.3: a blocker with Sniper Rifle sets the first round at long range (no
    maneuvers) and strikes with it (2R); the acting minion's hand strike does nothing there.
    The rifle is only usable at long range: not among the strikes at close range."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Ayelech", blood=5)
    rifle = inst(s, 1, "Sniper Rifle")
    move(s, rifle, "in_play")
    s.attached[rifle] = b
    assert rules.executes(EffectRegistry()[s.setup.card[rifle]])
    blocked_bleed(s, a, b)
    assert s.combat is None  # Lauren has only her hand strike: nothing to choose on either side
    assert s.blood[a] == 4 - 2 and s.blood[b] == 5
    t = table(deck)
    a = ready(t, 0, "Ayelech", blood=5)
    b = ready(t, 1, "Lauren", blood=4)
    rifle = inst(t, 0, "Sniper Rifle")
    move(t, rifle, "in_play")
    t.attached[rifle] = a
    blocked_bleed(t, a, b)  # the bearer acts: a round at close range, the rifle unusable
    assert t.combat is None and t.blood[b] == 3 and t.blood[a] == 4


def test_nephandus_burns_a_torpid_vampire_and_takes_less_damage(deck):
    """Nephandus: "burn a vampire in torpor to gain 1 life as a (D) action" (rules 6.1.6); each
    strike of the opposing minion inflicts 1 less damage (rules 6.4.6); its own 1R strike."""
    s = table(deck)
    neph = ally(s, 0, "Nephandus", 2)
    assert rules.executes(EffectRegistry()[s.setup.card[neph]])
    ready(s, 0, "Lauren", blood=3)
    v = inst(s, 1, "Ayelech")
    move(s, v, "torpor")
    s.blood[v] = 1
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.kind == Kind.ABILITY and x.actor == neph]
    assert [x.target for x in acts] == [v]
    apply_checked(s, acts[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    assert v in s.players[1].ash and s.blood[neph] == 3
    t = table(deck)
    neph = ally(t, 0, "Nephandus", 2)
    b = ready(t, 1, "Ayelech", blood=4)
    blocked_bleed(t, neph, b)
    strikes = {x.card for x in legal_actions(t) if x.kind == Kind.STRIKE}
    assert neph in strikes  # its own 1R strike, besides the hand strike (0 strength)
    apply_checked(t, Action(Kind.STRIKE, actor=neph, card=neph))
    while t.combat is not None:
        apply_checked(t, PASS)
    assert t.blood[b] == 3 and t.blood[neph] == 2  # Ayelech's hand strike: 1 - 1 damage


def test_carlton_dodges_once_and_burns_a_diablerist(cards, deck):
    """Carlton Van Wyk: once each combat he can strike: dodge (rules 6.4.5); during your discard
    phase, burn him to burn a vampire who has committed diablerie since your last turn (6.5.5)."""
    lib = dict(TABLE_FILLER)
    lib["Carlton Van Wyk"] = 2
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    carl = ally(s, 0, "Carlton Van Wyk", 2)
    assert rules.executes(EffectRegistry()[s.setup.card[carl]])
    b = ready(s, 1, "Ayelech", blood=4)
    blocked_bleed(s, carl, b)
    dodge = [x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == carl and x.n == 2]
    assert dodge
    apply_checked(s, dodge[0])
    assert s.blood[carl] == 2 and s.blood[b] == 4  # dodged; a dodge inflicts no damage
    t = table(d)
    v = ready(t, 1, "Ayelech", blood=4)
    victim = ready(t, 2, "Lauren", blood=2)
    rules.diablerie(t, v, victim)
    assert t.diablerists == {v: t.turn}  # recorded as it is committed
    u = table(d)
    carl = ally(u, 0, "Carlton Van Wyk", 2)
    v = ready(u, 1, "Ayelech", blood=4)
    at_phase(u, 0, Phase.DISCARD)
    assert not any(x.kind == Kind.BURN_DIABLERIST for x in legal_actions(u))
    u.diablerists[v] = u.turn - 1  # during the predator's turn
    burns = [x for x in legal_actions(u) if x.kind == Kind.BURN_DIABLERIST]
    assert [(x.actor, x.target) for x in burns] == [(carl, v)]
    w = u.clone()
    w.diablerists[v] = w.turn - len(w.alive())  # before your last turn
    assert not any(x.kind == Kind.BURN_DIABLERIST for x in legal_actions(w))
    apply_checked(u, burns[0])
    assert carl in u.players[0].ash and v in u.players[1].ash


def test_procurer_adds_blood_as_an_undirected_action(cards):
    """Procurer: "move 1 blood from the blood bank to a ready vampire you control as a +2 stealth
    action" (rules 6.1.6: an undirected action of its own; blocks by the prey or predator,
    6.2.2.1, who need intercept against its stealth)."""
    lib = dict(TABLE_FILLER)
    lib["Procurer"] = 2
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    proc = ally(s, 0, "Procurer", 1)
    assert rules.executes(EffectRegistry()[s.setup.card[proc]])
    full = ready(s, 0, "Brock Sterling", blood=3)  # capacity 3: no room
    v = ready(s, 0, "Lauren", blood=1)
    ready(s, 1, "Ayelech", blood=3)
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.kind == Kind.ABILITY and x.actor == proc]
    assert [x.target for x in acts] == [v] and full != v
    apply_checked(s, acts[0])
    assert not s.pending.directed and s.pending.stealth == 2
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[v] == 2 and s.locked[proc]


def test_underbridge_stray_levels_press_and_unlock(cards):
    """Underbridge Stray: recruited with the life and strength of its level (rules 6.1.5); burns
    1 life to give a minion you control 1 press (6.4.4); during an action directed at you, burned
    to unlock a ready minion you control, which may then attempt to block (6.2.2)."""
    lib = dict(TABLE_FILLER)
    lib["Underbridge Stray"] = 2
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Underbridge Stray").card])
    sup = ready(s, 0, "Casino Reeds", blood=4)  # [ANI]
    inf = ready(s, 0, "Anastasia Grey", blood=3)  # [ani]
    stray = inst(s, 0, "Underbridge Stray")
    move(s, stray, "hand")
    minion_phase(s)
    rec = {x.actor: x.n for x in legal_actions(s) if x.kind == Kind.RECRUIT and x.card == stray}
    assert rec == {sup: 0, inf: 1}
    t = s.clone()
    apply_checked(s, Action(Kind.RECRUIT, actor=sup, card=stray, n=0))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[stray] == 2 and combat.strength_of(s, None, 0, stray) == 1
    apply_checked(t, Action(Kind.RECRUIT, actor=inf, card=stray, n=1))
    while t.pending is not None:
        apply_checked(t, PASS)
    assert t.blood[stray] == 1 and combat.strength_of(t, None, 0, stray) == 0
    # a press for Lauren in combat, paid with the Stray's life
    u = table(d)
    stray = ally(u, 0, "Underbridge Stray", 2)
    a = ready(u, 0, "Lauren", blood=4)
    b = ready(u, 1, "Ayelech", blood=6)
    blocked_bleed(u, a, b)
    assert u.combat is not None and u.combat.stage == CombatStage.PRESS and u.decider == 0
    press = [x for x in legal_actions(u) if x.kind == Kind.PRESS and x.card == stray]
    assert press
    c = u.combat
    apply_checked(u, press[0])
    assert u.blood[stray] == 1
    while u.combat is not None:
        apply_checked(u, PASS)
    assert c.round == 2 and u.blood[b] == 6 - 2
    # the prey bleeds Methuselah 0, whose only vampire is locked: the Stray unlocks it to block
    w = table(d)
    stray = ally(w, 1, "Underbridge Stray", 1)
    v = ready(w, 1, "Lauren", blood=4)
    w.locked[v] = 1
    a = ready(w, 0, "Ayelech", blood=4)
    minion_phase(w)
    apply_checked(w, Action(Kind.BLEED, actor=a))
    blocks = [x for x in legal_actions(w) if x.kind == Kind.BLOCK and x.actor == v]
    assert [x.card for x in blocks] == [stray]
    apply_checked(w, blocks[0])
    assert stray in w.players[1].ash and w.locked[v]  # burned; the blocker unlocked, then blocked


def test_shambling_hordes(cards):
    """Shambling Hordes: recruited with its level's life; after it enters play, an ally or
    vampire of your ash heap is removed from the game, or it burns; +1 strength per life; a (D)
    enter-combat action (rules 6.1.5, 6.1.6, 6.4.5); it cannot gain life."""
    lib = dict(TABLE_FILLER)
    lib["Shambling Hordes"] = 2
    d = make_deck(cards, {"Accorri Giovanni": 12}, lib)  # [nec]
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Shambling Hordes").card])
    g = ready(s, 0, "Accorri Giovanni", blood=5)
    dead = inst(s, 0, "Accorri Giovanni", k=1)
    move(s, dead, "ash")
    hordes = inst(s, 0, "Shambling Hordes")
    move(s, hordes, "hand")
    minion_phase(s)
    t = s.clone()
    rec = next(x for x in legal_actions(s) if x.kind == Kind.RECRUIT and x.card == hordes)
    assert rec.n == 1  # the inferior level: 3 life
    apply_checked(s, rec)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert hordes in s.players[0].ready and s.blood[hordes] == 3 and dead in s.players[0].removed
    assert combat.strength_of(s, None, 0, hordes) == 3
    assert s.setup.enter_combat[hordes] == 1
    rules.gain_blood(s, hordes, 1)
    assert s.blood[hordes] == 3
    s.blood[hordes] = 2
    assert combat.strength_of(s, None, 0, hordes) == 2
    move(t, dead, "library")  # no ally or vampire in the ash heap: it burns as it enters play
    apply_checked(t, rec)
    while t.pending is not None:
        apply_checked(t, PASS)
    assert hordes in t.players[0].ash and g in t.players[0].ready


def test_emerald_legionnaire_returns_from_the_ash_heap(cards):
    """Emerald Legionnaire: in your unlock phase, with fewer copies in play than ready unique
    Harbinger of Skulls, 7 cards of your ash heap are removed from the game to move one from the
    ash heap to the ready region with 2 life."""
    lib = dict(TABLE_FILLER)
    lib["Emerald Legionnaire"] = 3
    d = make_deck(cards, {"Alcoan": 6, "Lauren": 6}, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Emerald Legionnaire").card])
    leg = [inst(s, 0, "Emerald Legionnaire", k) for k in range(3)]
    for i in leg:
        move(s, i, "ash")
    ready(s, 0, "Lauren", blood=3)
    at_phase(s, 0, Phase.UNLOCK)
    assert not any(x.card in leg for x in legal_actions(s))  # no Harbinger of Skulls
    ready(s, 0, "Alcoan", blood=3)
    for i in s.players[0].library[:4]:
        move(s, i, "ash")
    assert not any(x.card in leg for x in legal_actions(s))  # 6 other cards besides the one returning
    for i in s.players[0].library[:3]:
        move(s, i, "ash")
    use = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card in leg]
    assert len(use) == 1
    apply_checked(s, use[0])
    j = use[0].card
    assert j in s.players[0].ready and s.blood[j] == 2 and len(s.players[0].removed) == 7
    assert set(s.players[0].ash) == set(leg) - {j}  # the other copies kept
    assert not any(x.card in leg for x in legal_actions(s))  # as many copies as Harbingers now


def test_mylan_unlocks_a_big_non_camarilla_vampire(cards):
    """Mylan Horseed: "unlock a ready non-Camarilla vampire with capacity 8 or more as a +1
    stealth action" (undirected, rules 6.1.6); once each combat, strike: dodge; he cannot block."""
    lib = dict(TABLE_FILLER)
    lib["Mylan Horseed"] = 1
    d = make_deck(cards, {"Anton": 4, "Casino Reeds": 4, "Lauren": 4}, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Mylan Horseed").card])
    mylan = ally(s, 0, "Mylan Horseed", 1)
    anton = ready(s, 0, "Anton", blood=5)  # Sabbat, capacity 8
    reeds = ready(s, 0, "Casino Reeds", blood=5)  # Camarilla
    s.locked[anton] = s.locked[reeds] = 1
    ready(s, 1, "Lauren", blood=3)  # the prey, who may block
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.kind == Kind.ABILITY and x.actor == mylan]
    assert [x.target for x in acts] == [anton]
    apply_checked(s, acts[0])
    assert not s.pending.directed and s.pending.stealth == 1
    while s.pending is not None:
        apply_checked(s, PASS)
    assert not s.locked[anton] and s.locked[mylan] and s.locked[reeds]
    assert s.setup.crypt_dodge[mylan] and s.setup.cannot[mylan]


def test_palatial_estate_gives_blood_in_the_master_phase(cards):
    """Palatial Estate: "during your master phase, the vampire with this location gains 1 blood"."""
    lib = dict(TABLE_FILLER)
    lib["Palatial Estate"] = 1
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Palatial Estate").card])
    v = ready(s, 0, "Ayelech", blood=3)
    est = inst(s, 0, "Palatial Estate")
    move(s, est, "in_play")
    s.attached[est] = v
    at_phase(s, 0, Phase.UNLOCK)
    b = s.blood[v]
    while s.phase == Phase.UNLOCK:
        apply_checked(s, PASS)
    assert s.phase != Phase.UNLOCK and s.blood[v] == b + 1  # the master phase passed


def test_camera_phone_bleed_ignores_other_equipment(cards):
    """Camera Phone: "the minion with this equipment may bleed at +1 bleed as a (D) action. No
    other equipment can increase the bleed amount of this action" (rules 6.1.1)."""
    lib = dict(TABLE_FILLER)
    lib["Camera Phone"] = 1
    lib["Laptop Computer"] = 1
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Camera Phone").card])
    a = ready(s, 0, "Lauren", blood=3)
    ready(s, 1, "Ayelech", blood=3)
    minion_phase(s)
    assert not any(x.kind == Kind.BLEED and x.n == 2 for x in legal_actions(s))
    for name in ("Camera Phone", "Laptop Computer"):
        j = inst(s, 0, name)
        move(s, j, "in_play")
        s.attached[j] = a
    t = s.clone()
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending.bleed == 2  # 1 and the laptop's +1
    apply_checked(t, Action(Kind.BLEED, actor=a, n=2))
    assert t.pending.bleed == 2 and t.pending.directed  # 1 and the phone's +1, not the laptop's


def test_renegade_garou_strikes_again_and_heals(cards):
    """Renegade Garou: an additional strike each round (rules 6.4.3), an optional maneuver each
    combat, a +1 stealth (D) enter-combat action; with 2 or fewer life in your unlock phase it
    gains 1 life."""
    lib = dict(TABLE_FILLER)
    lib["Renegade Garou"] = 1
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Renegade Garou").card])
    garou = ally(s, 0, "Renegade Garou", 3)
    b = ready(s, 1, "Ayelech", blood=6)
    assert s.setup.enter_combat[garou] == 2 and s.setup.crypt_maneuver[garou] == 1
    blocked_bleed(s, garou, b)
    while s.combat is not None and s.combat.stage != CombatStage.ADDITIONAL:
        apply_checked(s, PASS)
    assert s.blood[b] == 6 - 2 and s.blood[garou] == 2
    extra = [x for x in legal_actions(s) if x.kind == Kind.COMBAT_CARD and x.card == garou]
    assert extra
    apply_checked(s, extra[0])
    while s.combat is not None:
        apply_checked(s, PASS)
    assert s.blood[b] == 6 - 2 - 2 and s.blood[garou] == 2  # its second strike, unanswered
    at_phase(s, 1, Phase.DISCARD)
    while s.current != 0 or s.phase == Phase.DISCARD:
        apply_checked(s, PASS)
    assert s.blood[garou] == 3  # 2 life at its unlock phase: 1 more, not above its printed 3


def test_vagabond_mystic_heals_an_ally(cards):
    """Vagabond Mystic: "can lock to add 1 life to an ally you control who has fewer life than its
    starting life"; it cannot block."""
    lib = dict(TABLE_FILLER)
    lib["Vagabond Mystic"] = 1
    lib["Rock Cat"] = 1
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Vagabond Mystic").card])
    mystic = ally(s, 0, "Vagabond Mystic", 2)
    cat = ally(s, 0, "Rock Cat", 4)
    minion_phase(s)
    assert not any(x.kind == Kind.USE and x.actor == mystic for x in legal_actions(s))  # no one hurt
    s.blood[cat] = 2
    heal = [x for x in legal_actions(s) if x.kind == Kind.USE and x.actor == mystic]
    assert [x.target for x in heal] == [cat]
    apply_checked(s, heal[0])
    assert s.blood[cat] == 3 and s.locked[mystic]
    assert not any(x.kind == Kind.USE and x.actor == mystic for x in legal_actions(s))


def test_war_ghoul(cards):
    """War Ghoul: as it enters play an ally or retainer you control burns; it prevents 1 damage
    each round of combat (rules 6.4.6); a (D) enter-combat action with a vampire; it can lock and
    burn itself to burn a location."""
    lib = dict(TABLE_FILLER)
    lib["War Ghoul"] = 1
    lib["Rock Cat"] = 1
    lib["Palatial Estate"] = 1
    d = make_deck(cards, {"Ana Rita Montaña": 6, "Ayelech": 6}, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("War Ghoul").card])
    a = ready(s, 0, "Ana Rita Montaña", blood=5)  # a Tzimisce
    cat = ally(s, 0, "Rock Cat", 4)
    ghoul = inst(s, 0, "War Ghoul")
    move(s, ghoul, "hand")
    minion_phase(s)
    apply_checked(s, Action(Kind.RECRUIT, actor=a, card=ghoul))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert ghoul in s.players[0].ready and s.blood[ghoul] == 5 and cat in s.players[0].ash
    assert s.setup.enter_combat_vampires[ghoul]
    t = table(d)
    ghoul = ally(t, 0, "War Ghoul", 5)
    b = ready(t, 1, "Ayelech", blood=6)
    blocked_bleed(t, ghoul, b)
    assert t.combat is None and t.blood[ghoul] == 5 and t.blood[b] == 6 - 4  # Ayelech's 1 prevented
    u = table(d)
    ghoul = ally(u, 0, "War Ghoul", 5)
    v = ready(u, 1, "Ayelech", blood=3)
    est = inst(u, 1, "Palatial Estate")
    move(u, est, "in_play")
    u.attached[est] = v
    minion_phase(u)
    use = [x for x in legal_actions(u) if x.kind == Kind.USE and x.actor == ghoul]
    assert [x.target for x in use] == [est]
    apply_checked(u, use[0])
    assert ghoul in u.players[0].ash and est in u.players[1].ash


def test_dog_pack_stops_combat_ending_strikes(cards):
    """Dog Pack: "minions in combat with the employer cannot strike: combat ends" (rules 6.4.5)."""
    lib = dict(TABLE_FILLER)
    lib["Dog Pack"] = 1
    lib["Majesty"] = 2
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Dog Pack").card])
    a = ready(s, 0, "Lauren", blood=3)
    b = ready(s, 1, "Bret Stryker", blood=3)  # Presence: Majesty, strike: combat ends
    maj = inst(s, 1, "Majesty")
    move(s, maj, "hand")
    t = s.clone()
    blocked_bleed(t, a, b)
    assert any(x.card == maj for x in legal_actions(t))  # without the pack: Majesty is a strike
    pack = inst(s, 0, "Dog Pack")
    move(s, pack, "in_play")
    s.attached[pack] = a
    s.blood[pack] = 1
    blocked_bleed(s, a, b)
    assert s.combat is None  # Bret has only his hand strike left: taken by itself
    assert s.blood[a] == 2 and s.blood[b] == 2 and maj in s.players[1].hand


def test_asanbonsam_ghoul_blocks_at_close_range(cards, deck):
    """Asanbonsam Ghoul: +1 intercept during directed actions (rules 6.2.2.2); blocking a
    directed action, the first round is at close range: no maneuver (rules 6.4.2)."""
    lib = dict(TABLE_FILLER)
    lib["Asanbonsam Ghoul"] = 1
    lib[".44 Magnum"] = 1
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Asanbonsam Ghoul").card])
    a = ready(s, 0, "Lauren", blood=4)
    gun = inst(s, 0, ".44 Magnum")
    move(s, gun, "in_play")
    s.attached[gun] = a  # the gun's maneuver would take the combat to long range
    g = ally(s, 1, "Asanbonsam Ghoul", 3)
    assert s.setup.directed_intercept[g] == 1
    blocked_bleed(s, a, g)
    c = s.combat
    assert c is not None and c.stage == CombatStage.STRIKE and c.range == 0
    assert not any(x.kind == Kind.MANEUVER for x in legal_actions(s))


def test_living_manse_ends_combat_before_range(cards):
    """Living Manse: +1 bleed; its vampire can burn it before range is determined to end combat
    (rules 6.4.2)."""
    lib = dict(TABLE_FILLER)
    lib["Living Manse"] = 2
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Living Manse").card])
    a = ready(s, 0, "Lauren", blood=2)
    manse = inst(s, 0, "Living Manse")
    move(s, manse, "in_play")
    s.attached[manse] = a
    b = ready(s, 1, "Ayelech", blood=5)
    move(s, inst(s, 0, "Living Manse", 1), "hand")
    minion_phase(s)
    assert not any(x.kind == Kind.EQUIP and x.actor == a for x in legal_actions(s))  # only one each
    blocked_bleed(s, a, b)
    assert s.pending.bleed == 2
    use = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == manse]
    assert use
    apply_checked(s, use[0])
    assert s.combat is None and manse in s.players[0].ash and s.blood[a] == 2 and s.blood[b] == 5


def test_gregory_winter_two_actions_and_unlock_burn(cards):
    """Gregory Winter: a +1 stealth (D) action stealing 1 blood from a vampire, a (D) action
    burning a vampire in torpor for 2 life (rules 6.1.6); he burns 1 life in your unlock phase."""
    lib = dict(TABLE_FILLER)
    lib["Gregory Winter"] = 1
    d = make_deck(cards, CRYPT, lib)
    s = table(d)
    assert rules.executes(EffectRegistry()[cards.lookup("Gregory Winter").card])
    greg = ally(s, 0, "Gregory Winter", 4)
    b = ready(s, 1, "Ayelech", blood=3)
    v = inst(s, 1, "Lauren")
    move(s, v, "torpor")
    s.blood[v] = 1
    minion_phase(s)
    acts = {(x.target, x.n) for x in legal_actions(s) if x.kind == Kind.ABILITY and x.actor == greg}
    assert acts == {(b, 0), (v, 0), (v, 1)}  # steal from a vampire (ready or in torpor); burn the torpid one
    t = s.clone()
    apply_checked(s, Action(Kind.ABILITY, actor=greg, target=v, n=1))
    assert s.pending.stealth == 0 and s.pending.directed
    while s.pending is not None:
        apply_checked(s, PASS)
    assert v in s.players[1].ash and s.blood[greg] == 6
    apply_checked(t, Action(Kind.ABILITY, actor=greg, target=b, n=0))
    assert t.pending.stealth == 1
    at_phase(s, 3, Phase.DISCARD)
    while s.current != 0 or s.phase == Phase.DISCARD:
        apply_checked(s, PASS)
    assert s.blood[greg] == 5  # 1 life burned in the unlock phase


def test_retainers_opposing_stanislava_lose_their_abilities(cards):
    """Stanislava: "retainers employed by minions opposing Stanislava in combat lose their
    abilities" (rules 6.4): Murder of Crows inflicts no damage on her during strike resolution;
    the same blocked bleed against another blocker takes the crows' damage."""
    lib = dict(TABLE_FILLER)
    lib["Murder of Crows"] = 2
    crypt = dict(CRYPT)
    crypt["Stanislava"] = 1
    deck = make_deck(cards, crypt, lib)
    ab, left = rules.read_crypt(EffectRegistry().crypt(cards.lookup("Stanislava").card))
    assert ab.mute_retainers and not left
    got = {}
    for blocker in ("Stanislava", "Ayelech"):
        t = table(deck)
        b = ready(t, 1, blocker, blood=5)
        a = ready(t, 0, "Casino Reeds", blood=4)
        crows = inst(t, 0, "Murder of Crows")
        move(t, crows, "in_play")
        t.attached[crows] = a
        t.blood[crows] = 2
        blocked_bleed(t, a, b)
        assert t.combat is None
        got[blocker] = t.blood[b]
    assert got == {"Stanislava": 5 - 1, "Ayelech": 5 - 1 - 1}
