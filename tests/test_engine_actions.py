"""Scenario tests of action cards the table rules play (rules 6.1.6): enter-combat actions with
their target filters and the acting minion's maneuvers and presses (6.4), steals, searches,
stuns, The Embrace, drawing then discarding; political actions (6.3)."""

from __future__ import annotations

import pytest
from scenario import attach, hand, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, Op, PlayerView, apply_checked, combat, legal_actions
from vtes_tools.engine.policies import TablePolicy
from vtes_tools.engine.rules import begin_turn, end_turn, start_combat, minion_bonus, intercept_of
from vtes_tools.engine.state import CombatStage, Phase, Stage

CRYPT = {"Lauren": 2, "Ayelech": 2, "Bret Stryker": 2, "Brock Sterling": 2, "Trevon Parker": 2, "Anson": 1,
         "Casino Reeds": 1, "Anastasz di Zagreb": 1, "Aaron Bathurst": 1, "Atiena": 1,
         "Alicia Barrows": 1, "Adelaide Davis": 1, "Aleph": 1, "Almodo Giovanni": 1, "Amenophobis": 1, "Ali Kar": 1, "Gentha Shale": 1, "Doctor Morocco": 1, "Dame Hollerton": 1}
FILLER = {"Theft of Vitae": 30, "Deflection": 10}
CARDS = ("Bum's Rush", "Ambush", "Harass", "Raven Spy", "Underbridge Stray", "Entrancement", "Far Mastery",
         "Graverobbing", "Magic of the Smith", ".44 Magnum", "Mind Numb", "Fifth Tradition: Hospitality",
         "Flurry of Action", "Media Influence", "Embrace, The", "Heart of Nizchetus",
         "Protect Thine Own", "Honor the Elders", "Line Brawl", "Break the Bonds",
         "Call, The", "Abbot", "Bowl of Convergence", "Leather Jacket", "Dominate Kine", "Arson", "Conceal",
         "Rack, The", "Disputed Territory", "Heart of the City", "Preternatural Strength", "Torn Signpost",
         "Sudario Refraction", "Night Moves", "Enticement", "Loss",
         "Horseshoes", "Cryptic Mission", "Engling Fury", "Platinum Protocol, The",
         "Gremlins", "Brass Knuckles", "Dream World", "Revelations", "Enhanced Senses")


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, CRYPT, lib)


def card_targets(s, card: int) -> set[int]:
    return {a.target for a in legal_actions(s) if a.kind == Kind.ACTION_CARD and a.card == card}


def declare(s, actor: int, card: int, target: int) -> None:
    act = next(a for a in legal_actions(s) if a.kind == Kind.ACTION_CARD and a.card == card and a.target == target)
    apply_checked(s, Action(Kind.ACTION_CARD, actor=actor, card=card, target=target, n=act.n))


def test_bums_rush_enters_combat_with_an_optional_maneuver_and_replaces_after(deck):
    """rules 6.1.6, 6.4.2: Bum's Rush is a directed action to enter combat with any minion; the
    acting minion gets 1 optional maneuver in that combat; the card is replaced only after
    the action ("do not replace until after this action")."""
    s = table(deck)
    a = ready(s, 0, "Brock Sterling")
    t = ready(s, 1, "Lauren")
    ally = ready(s, 2, "Underbridge Stray", blood=1)
    card = hand(s, 0, "Bum's Rush")
    minion_phase(s)
    assert card_targets(s, card) == {t, ally}  # any minion of another Methuselah
    declare(s, a, card, t)
    m = s.players[0]
    assert len(m.hand) == 0  # not replaced yet
    apply_checked(s, PASS)  # the target declines to block
    c = s.combat
    assert c is not None and c.m == [a, t] and c.free_maneuver == [1, 0]
    maneuvers = [x for x in legal_actions(s) if x.kind == Kind.MANEUVER]
    assert maneuvers and maneuvers[0].actor == a and c.stage == CombatStage.RANGE
    apply_checked(s, maneuvers[0])
    assert c.free_maneuver == [0, 0]
    while s.combat is not None or s.pending is not None:
        apply_checked(s, PASS)
    assert len(m.hand) == 1 and card in m.ash  # replaced once the action is over


def test_ambush_only_against_locked_minions(deck):
    """Ambush: "(D) Enter combat with a locked minion" (rules 6.1.6): unlocked minions are no target."""
    s = table(deck)
    ready(s, 0, "Brock Sterling")
    unlocked = ready(s, 1, "Lauren")
    locked = ready(s, 2, "Ayelech")
    s.locked[locked] = 1
    card = hand(s, 0, "Ambush")
    minion_phase(s)
    assert card_targets(s, card) == {locked}
    assert unlocked not in card_targets(s, card)


def test_harass_targets_and_press_only_to_continue(deck):
    """Harass: a vampire with 3 or fewer blood or a locked minion; the acting minion's press only
    continues combat (rules 6.4.4): usable first, not to cancel the opponent's press to go on."""
    s = table(deck)
    a = ready(s, 0, "Brock Sterling", blood=3)
    low = ready(s, 1, "Lauren", blood=3)
    ready(s, 2, "Ayelech", blood=5)
    locked = ready(s, 3, "Trevon Parker", blood=5)
    s.locked[locked] = 1
    card = hand(s, 0, "Harass")
    minion_phase(s)
    assert card_targets(s, card) == {low, locked}
    declare(s, a, card, low)
    apply_checked(s, PASS)  # no block
    c = s.combat
    assert c.free_press == [1, 0] and c.press_continue
    while c.stage != CombatStage.PRESS and s.combat is c:
        apply_checked(s, PASS)
    assert s.combat is c and c.decider == 0  # both hit for 1: still ready, the presses
    presses = [x for x in legal_actions(s) if x.kind == Kind.PRESS]
    assert presses and presses[0].actor == a and presses[0].n == 1
    c.flips, c.last = 1, 1  # as if the opposing minion had pressed to continue
    assert not [x for x in legal_actions(s) if x.kind == Kind.PRESS and x.n == 1]
    c.flips, c.last = 0, -1
    apply_checked(s, presses[0])  # continue: another round
    assert c.free_press == [0, 0] and c.round == 2


def resolve_unblocked(s, actor: int, card: int, target: int, n: int) -> None:
    apply_checked(s, Action(Kind.ACTION_CARD, actor=actor, card=card, target=target, n=n))
    assert s.pending is None or s.pending.directed
    while s.pending is not None:
        apply_checked(s, PASS)  # no block, no reaction


def test_entrancement_steals_an_ally(deck):
    """Entrancement [PRE]: (D) steal an ally controlled by another Methuselah (rules 11, steal):
    its controller changes, it stays ready, its owner does not."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker")
    ally = ready(s, 1, "Underbridge Stray", blood=1)
    vamp = ready(s, 1, "Lauren")
    card = hand(s, 0, "Entrancement")
    minion_phase(s)
    steal = [x for x in legal_actions(s) if x.card == card and x.target >= 0]
    assert {x.target for x in steal} == {ally}  # allies only, not the vampire
    assert vamp not in {x.target for x in steal}
    resolve_unblocked(s, a, card, ally, steal[0].n)
    assert ally in s.players[0].ready and ally not in s.players[1].ready
    assert s.setup.owner[ally] == 1 and s.blood[ally] == 1


def test_far_mastery_steals_a_retainer_onto_the_acting_vampire(deck):
    """Far Mastery [dom]: (D) steal a retainer controlled by another vampire; a stolen card that
    was on a minion goes on a minion of the thief's (rules 11, steal): the acting vampire."""
    s = table(deck)
    a = ready(s, 0, "Lauren")  # inferior Dominate
    b = ready(s, 2, "Trevon Parker")
    spy = attach(s, 2, "Raven Spy", b)
    s.blood[spy] = 1
    card = hand(s, 0, "Far Mastery")
    minion_phase(s)
    steal = [x for x in legal_actions(s) if x.card == card]
    assert [x.target for x in steal] == [spy]
    before = intercept_of(s, a)
    resolve_unblocked(s, a, card, spy, steal[0].n)
    assert spy in s.players[0].in_play and s.attached[spy] == a
    assert intercept_of(s, a) == before + 1 and intercept_of(s, b) == 0


def test_graverobbing_steals_a_vampire_in_torpor(deck):
    """Graverobbing: (D) steal a vampire in torpor; it stays in torpor ([dom]), or [DOM] the acting
    vampire burns 2 blood to move it to the ready region (rules 11, steal)."""
    for sup in (False, True):
        s = table(deck)
        a = ready(s, 0, "Ayelech", blood=5)
        t = ready(s, 3, "Brock Sterling", blood=1)
        s.players[3].ready.remove(t)
        s.players[3].torpor.append(t)
        card = hand(s, 0, "Graverobbing")
        minion_phase(s)
        opts = {x.n: x for x in legal_actions(s) if x.card == card and x.target == t}
        assert len(opts) == 2  # a superior Dominate vampire may play either
        level = 2 if sup else 1
        n = next(k for k, x in opts.items() if s.setup.effect[card].options[k].level == level)
        resolve_unblocked(s, a, card, t, n)
        m = s.players[0]
        assert t not in s.players[3].torpor
        assert (t in m.ready, t in m.torpor) == (sup, not sup)
        assert s.blood[a] == (3 if sup else 5)


def test_dominate_kine_steals_a_location(deck):
    """Dominate Kine [DOM]: (D) steal a location; it stays in play, unattached, under the thief's
    control (rules 11, steal); the action is directed at its controller (rules 6.2.2.1)."""
    s = table(deck)
    ready(s, 0, "Ayelech")  # superior Dominate
    ready(s, 2, "Trevon Parker")  # a minion to block with
    rack = inst(s, 2, "Rack, The")
    move(s, rack, "in_play")
    card = hand(s, 0, "Dominate Kine")
    minion_phase(s)
    steal = [x for x in legal_actions(s) if x.card == card and x.target >= 0]
    assert [x.target for x in steal] == [rack]
    apply_checked(s, steal[0])
    assert s.pending is not None and s.pending.directed and s.pending.target_p == 2
    while s.pending is not None:
        apply_checked(s, PASS)
    assert rack in s.players[0].in_play and rack not in s.players[2].in_play
    assert s.attached[rack] == -1


def test_arson_burns_a_location_of_another_methuselah(deck):
    """Arson: (D) burn a location (rules 1.2, burn: to its owner's ash heap), directed at its
    controller; not a location of the acting Methuselah."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    ready(s, 1, "Brock Sterling")  # a minion to block with
    rack = inst(s, 1, "Rack, The")
    move(s, rack, "in_play")
    own = inst(s, 0, "Rack, The")
    move(s, own, "in_play")
    card = hand(s, 0, "Arson")
    minion_phase(s)
    assert card_targets(s, card) == {rack}
    declare(s, a, card, rack)
    assert s.pending.target_p == 1
    while s.pending is not None:
        apply_checked(s, PASS)
    assert rack not in s.players[1].in_play and rack in s.players[1].ash
    assert own in s.players[0].in_play


def test_conceal_burns_an_equipment_on_a_minion(deck):
    """Conceal [obf]: (D) burn an equipment on another Methuselah's minion; its bearer loses what
    it gave. [OBF] burns a location instead."""
    s = table(deck)
    a = ready(s, 0, "Casino Reeds")  # superior Obfuscate: either option
    b = ready(s, 3, "Brock Sterling")
    gun = attach(s, 3, ".44 Magnum", b)
    rack = inst(s, 3, "Rack, The")
    move(s, rack, "in_play")
    card = hand(s, 0, "Conceal")
    minion_phase(s)
    e = s.setup.effect[card]
    by_level = {e.options[x.n].level: x.target for x in legal_actions(s) if x.card == card}
    assert by_level == {1: gun, 2: rack}
    declare(s, a, card, gun)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert gun in s.players[3].ash and gun not in s.players[3].in_play and s.attached[gun] == -1
    assert rack in s.players[3].in_play


def test_loss_burns_an_equipment_on_a_minion_of_the_predator_or_prey(deck):
    """Loss [qui]: (D) burn an equipment or location on a minion controlled by your predator or
    prey: not one of the Methuselah across the table, not an unattached location."""
    s = table(deck)
    a = ready(s, 0, "Ali Kar")
    prey_gun = attach(s, 1, ".44 Magnum", ready(s, 1, "Lauren"))
    attach(s, 2, ".44 Magnum", ready(s, 2, "Lauren"))  # across the table
    pred_gun = attach(s, 3, ".44 Magnum", ready(s, 3, "Lauren"))
    rack = inst(s, 1, "Rack, The")
    move(s, rack, "in_play")  # not on a minion
    card = hand(s, 0, "Loss")
    minion_phase(s)
    assert card_targets(s, card) - {-1} == {prey_gun, pred_gun}
    declare(s, a, card, pred_gun)
    assert s.pending.target_p == 3
    while s.pending is not None:
        apply_checked(s, PASS)
    assert pred_gun in s.players[3].ash and prey_gun in s.players[1].in_play


def test_horseshoes_inflicts_unpreventable_damage_on_a_ready_minion(deck):
    """Horseshoes [POT]: (D) 2 unpreventable damage on a ready minion: a vampire with 1 blood
    heals 1 and goes to torpor (rules 6.4.6)."""
    s = table(deck)
    ready(s, 0, "Casino Reeds")  # superior Potence
    t = ready(s, 2, "Lauren", blood=1)
    ally = ready(s, 2, "Underbridge Stray", blood=1)
    card = hand(s, 0, "Horseshoes")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = {x.target: x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2}
    assert set(acts) == {t, ally}
    apply_checked(s, acts[t])
    assert s.pending is None or s.pending.target_p == 2
    while s.pending is not None:
        apply_checked(s, PASS)
    assert t in s.players[2].torpor and s.blood[t] == 0


def test_cryptic_mission_burns_a_vampires_blood_or_damages_an_ally_or_retainer(deck):
    """Cryptic Mission [tha]: (D) burn 1 blood on a vampire (ready or in torpor: no damage, no
    torpor), or 1 unpreventable damage to an ally or retainer (burned at 0 life)."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    v = ready(s, 1, "Brock Sterling", blood=1)
    ally = ready(s, 1, "Underbridge Stray", blood=1)
    spy = attach(s, 3, "Raven Spy", ready(s, 3, "Trevon Parker"))
    s.blood[spy] = 1
    card = hand(s, 0, "Cryptic Mission")
    minion_phase(s)
    assert {v, ally, spy} <= card_targets(s, card)
    trial = s.clone()
    declare(trial, a, card, v)
    while trial.pending is not None:
        apply_checked(trial, PASS)
    assert trial.blood[v] == 0 and v in trial.players[1].ready  # blood burned, not damage
    for t, owner in ((ally, 1), (spy, 3)):
        trial = s.clone()
        declare(trial, a, card, t)
        while trial.pending is not None:
            apply_checked(trial, PASS)
        assert t in trial.players[owner].ash


def test_engling_fury_unlocks_in_the_discard_phase(deck):
    """Engling Fury [spi]: the vampire gains 2 blood, and unlocks during the next discard phase
    (not at once)."""
    s = table(deck)
    a = ready(s, 0, "Gentha Shale", blood=2)  # inferior Spiritus
    card = hand(s, 0, "Engling Fury")
    minion_phase(s)
    e = s.setup.effect[card]
    act = next(x for x in legal_actions(s) if x.card == card and e.options[x.n].has(Op.WHEN))
    play_undirected(s, act)
    assert s.blood[a] == 4 and s.locked[a]
    while s.phase != Phase.DISCARD:
        assert s.locked[a]
        apply_checked(s, PASS)  # end of the minion phase (and of an influence phase)
    assert not s.locked[a]


def test_platinum_protocol_combines_disciplines(deck):
    """The Platinum Protocol (an Anarch): (D) bleed; more than one Discipline can be used: [obf]
    +1 stealth, [pre] +1 bleed, [pro] a corruption counter on a minion of the target Methuselah
    if the bleed succeeds (chosen as the action is announced)."""
    s = table(deck)
    ready(s, 0, "Doctor Morocco")  # Anarch with Obfuscate, Presence and Protean
    t = ready(s, 1, "Lauren", blood=0)
    s.locked[t] = 1  # cannot block; still a minion to get the counter
    card = hand(s, 0, "Platinum Protocol, The")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = [x for x in legal_actions(s) if x.card == card]
    assert len({x.n for x in acts}) == 7  # every combination of the three
    full = next(k for k, o in enumerate(e.options) if o.has(Op.STEALTH) and o.has(Op.PLUS_BLEED) and o.has(Op.COUNTER))
    assert {x.target for x in acts if x.n == full} == {t}
    apply_checked(s, next(x for x in acts if x.n == full))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 28 and s.corruption == {t: 1}


def test_gremlins_burns_an_equipment_but_not_a_melee_weapon(deck):
    """Gremlins [myt]: +1 stealth, (D) burn an equipment; not usable on melee weapons."""
    s = table(deck)
    ready(s, 0, "Dame Hollerton")  # inferior Mytherceria
    b = ready(s, 2, "Lauren")
    gun = attach(s, 2, ".44 Magnum", b)
    bat = attach(s, 2, "Brass Knuckles", b)
    card = hand(s, 0, "Gremlins")
    minion_phase(s)
    e = s.setup.effect[card]
    assert {x.target for x in legal_actions(s) if x.card == card and e.options[x.n].has(Op.BURN_CARD)} == {gun}
    assert bat in s.players[2].in_play


def test_dream_world_gives_bleed_until_a_bleed_is_blocked(deck):
    """Dream World [PRE]: each of the Methuselah's minions gets +1 bleed for the rest of the turn
    or until a bleed action is blocked; only one played at superior each turn."""
    s = table(deck)
    ready(s, 0, "Anson")  # superior Presence
    b = ready(s, 0, "Lauren")
    c = ready(s, 0, "Brock Sterling")
    blocker = ready(s, 1, "Trevon Parker")
    card = hand(s, 0, "Dream World")
    other = hand(s, 0, "Dream World", k=1)
    minion_phase(s)
    e = s.setup.effect[card]
    play_undirected(s, next(x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2))
    assert not [x for x in legal_actions(s) if x.card == other and e.options[x.n].level == 2]  # one each turn
    apply_checked(s, Action(Kind.BLEED, actor=b))
    assert s.pending.bleed == 2  # 1 + Dream World
    assert minion_bonus(s, s.players[0], c, Op.PLUS_BLEED) == 1
    apply_checked(s, Action(Kind.BLOCK, actor=blocker))
    assert minion_bonus(s, s.players[0], c, Op.PLUS_BLEED) == 0  # a bleed was blocked: the bonus is over


def test_burning_a_card_with_a_qualifier_is_not_executed(cards):
    """Nosferatu Performance "a location that requires a Toreador": the rules do not play it;
    Loss [qui] (on a minion of the predator or prey), Gremlins [myt] (not a melee weapon) and
    Rewilding's "and burn 2 pool from its controller" they do."""
    from vtes_tools.engine import rules
    from vtes_tools.engine.effects import EffectRegistry

    reg = EffectRegistry()
    for name, expected in (("Loss", True), ("Gremlins", True), ("Nosferatu Performance", False),
                           ("Rewilding", True), ("Arson", True)):
        c = cards.lookup(name).card
        assert rules.executes(reg[c], c) is expected, name


def play_undirected(s, act: Action) -> None:
    apply_checked(s, act)
    while s.pending is not None and not s.put_back:
        apply_checked(s, PASS)  # no block


def test_heart_of_the_city_gives_the_bleed_of_the_option_played(deck):
    """Heart of the City goes on the acting vampire: +1 bleed played at [pre], +2 at [PRE],
    whatever the bearer's level (the card remembers the option played); one per vampire."""
    for level in (1, 2):
        s = table(deck)
        a = ready(s, 0, "Anson")  # superior Presence: either option
        card = hand(s, 0, "Heart of the City")
        minion_phase(s)
        e = s.setup.effect[card]
        acts = {e.options[x.n].level: x for x in legal_actions(s) if x.card == card}
        assert set(acts) == {1, 2}
        play_undirected(s, acts[level])
        assert card in s.players[0].in_play and s.attached[card] == a
        assert minion_bonus(s, s.players[0], a, Op.PLUS_BLEED) == level
        other = hand(s, 0, "Heart of the City", k=1)
        minion_phase(s)
        assert not [x for x in legal_actions(s) if x.card == other and x.actor == a]  # only one


def test_preternatural_strength_gives_strength_and_forbids_torn_signpost(deck):
    """Preternatural Strength [pot] on the acting vampire: +1 strength; its bearer cannot play
    Torn Signpost (which it could play before)."""
    s = table(deck)
    a = ready(s, 0, "Casino Reeds")
    t = ready(s, 1, "Lauren")
    card = hand(s, 0, "Preternatural Strength")
    sign = hand(s, 0, "Torn Signpost")
    minion_phase(s)
    e = s.setup.effect[card]
    act = next(x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 1)
    trial = s.clone()
    start_combat(trial, a, t)
    assert trial.combat.m[0] == a
    assert [i for i, _k in combat.cards_for(trial, trial.combat, 0, combat.R_STRENGTH)] == [sign]
    play_undirected(s, act)
    assert s.attached[card] == a and combat.strength_of(s, None, 0, a) == 2
    start_combat(s, a, t)
    assert combat.cards_for(s, s.combat, 0, combat.R_STRENGTH) == []


def test_sudario_refraction_recurs_three_cards_then_discards_at_random(deck):
    """Sudario Refraction: choose three library cards in the ash heap (not crypt cards, not the
    card itself), move them to the top of the library, then discard 3 cards at random and draw
    afterward (rules 1.6.1.2): the chosen cards come to hand."""
    s = table(deck)
    ready(s, 0, "Almodo Giovanni")
    m = s.players[0]
    burned = [inst(s, 0, name) for name in (".44 Magnum", "Deflection", "Abbot", "Mind Numb")]
    vamp = inst(s, 0, "Ayelech")
    for i in burned + [vamp]:
        move(s, i, "ash")
    card = hand(s, 0, "Sudario Refraction")
    for k in range(3):
        hand(s, 0, "Theft of Vitae", k=k)
    minion_phase(s)
    play_undirected(s, next(x for x in legal_actions(s) if x.card == card))
    assert s.put_back == 3
    acts = legal_actions(s)
    assert {x.card for x in acts} == set(burned) and all(x.kind == Kind.DISCARD for x in acts)
    chosen = burned[:3]
    for i in chosen:
        apply_checked(s, next(x for x in legal_actions(s) if x.card == i))
    assert s.put_back == 0 and s.recur == (-1, 0)
    assert set(chosen) <= set(m.hand) and len(m.hand) == 4  # 3 fillers and a replacement, 3 of them discarded
    assert card in m.ash and burned[3] in m.ash and vamp in m.ash
    assert sum(1 for i in m.ash if i not in burned and i not in (vamp, card)) == 3  # the random discards


def test_sudario_refraction_with_fewer_cards_in_the_ash_heap(deck):
    """With one library card in the ash heap, only it is moved; the 3 random discards follow."""
    s = table(deck)
    ready(s, 0, "Almodo Giovanni")
    m = s.players[0]
    one = inst(s, 0, "Deflection")
    move(s, one, "ash")
    card = hand(s, 0, "Sudario Refraction")
    for k in range(4):
        hand(s, 0, "Theft of Vitae", k=k)
    minion_phase(s)
    play_undirected(s, next(x for x in legal_actions(s) if x.card == card))
    apply_checked(s, next(x for x in legal_actions(s) if x.card == one))
    assert s.put_back == 0 and one in m.hand and len(m.hand) == 5
    assert len(m.ash) == 1 + 3  # the card itself and the discards


def test_night_moves_bleeds_predator_or_prey_for_one_pool_at_most(deck):
    """Night Moves [OBF]: (D) bleed your predator or prey at +6 stealth; more than 1 pool bled is
    ignored (the bleed amount, 3 with Heart of the City's +2, takes 1 pool)."""
    for target, victim in ((-2, 3), (-1, 1)):
        s = table(deck)
        a = ready(s, 0, "Casino Reeds")
        heart = attach(s, 0, "Heart of the City", a)  # its first option: +2 bleed
        ready(s, victim, "Lauren")  # a minion that could block
        card = hand(s, 0, "Night Moves")
        minion_phase(s)
        e = s.setup.effect[card]
        acts = [x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2]
        assert {x.target for x in acts} == {-1, -2}
        apply_checked(s, next(x for x in acts if x.target == target))
        pend = s.pending
        assert pend.target_p == victim and pend.bleed == 3 and pend.stealth >= 6
        while s.pending is not None:
            apply_checked(s, PASS)
        assert [m.pool for m in s.players] == [30] + [29 if q == victim else 30 for q in (1, 2, 3)]
        assert heart in s.players[0].in_play


def test_enticement_burns_the_edge_for_the_preys_pool_then_no_bleed(deck):
    """Enticement [SER]: only while holding the Edge; (D) burn the Edge (the cost, rules 2.2) to
    burn 3 pool from the prey; the Methuselah's minions cannot bleed until the end of the turn."""
    s = table(deck)
    ready(s, 0, "Amenophobis")  # superior Serpentis
    b = ready(s, 0, "Lauren")
    card = hand(s, 0, "Enticement")
    minion_phase(s)
    assert not [x for x in legal_actions(s) if x.card == card]  # no Edge
    s.edge = 0
    e = s.setup.effect[card]
    act = next(x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2)
    apply_checked(s, act)
    assert s.edge == -1
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 27 and s.players[0].pool == 30
    assert not [x for x in legal_actions(s) if x.kind == Kind.BLEED or x.actor == b and x.kind == Kind.ACTION_CARD]
    assert any(x.kind == Kind.HUNT and x.actor == b for x in legal_actions(s))
    end_turn(s)
    begin_turn(s)
    s.current = 0
    minion_phase(s)
    assert any(x.kind == Kind.BLEED for x in legal_actions(s))  # a new turn


def smith_board(deck) -> tuple:
    """Ayelech with 4 blood and Magic of the Smith in hand, a .44 Magnum in the library."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=4)
    card = hand(s, 0, "Magic of the Smith")
    minion_phase(s)
    return s, a, card, s.players[0], inst(s, 0, ".44 Magnum")


def test_magic_of_the_smith_equips_from_the_library(deck):
    """Magic of the Smith: search the library for an equipment card and equip the acting vampire
    with it, its cost paid as normal (rules 6.1.3); the library is shuffled afterward."""
    s, a, card, m, gun = smith_board(deck)
    assert gun in m.library
    acts = [x for x in legal_actions(s) if x.card == card]
    names = sorted(s.setup.card[x.target].name for x in acts if s.setup.effect[card].options[x.n].level == 2)
    equipment = sorted({s.setup.card[j].name for j in m.library if s.setup.mode[j] == s.setup.mode[gun]})
    assert names == equipment and ".44 Magnum" in names  # each equipment card in the library, once
    sup = next(x for x in acts if s.setup.effect[card].options[x.n].level == 2
               and s.setup.card_id[x.target] == s.setup.card_id[gun])
    pool, size = m.pool, len(m.library) - 1  # less the card replacing Magic of the Smith
    apply_checked(s, sup)
    assert s.pending is None or s.pending.stealth >= 3  # a +3 stealth action at [THA]
    while s.pending is not None:
        apply_checked(s, PASS)
    on = [j for j in m.in_play if s.attached[j] == a]
    assert len(on) == 1 and s.setup.card_id[on[0]] == s.setup.card_id[gun]
    assert len(m.library) == size - 1
    assert s.blood[a] == 4 - 1 - s.setup.effect[on[0]].blood_cost  # the search, then the gun
    assert m.pool == pool - s.setup.effect[on[0]].pool_cost


def test_magic_of_the_smith_equipment_whose_pool_ousts(deck):
    """rules 9.1: a Methuselah ousted by the pool of the equipment found controls nothing
    afterwards, that equipment included."""
    from scenario import check_table

    s, a, card, m, gun = smith_board(deck)
    m.pool = s.setup.effect[gun].pool_cost
    act = next(x for x in legal_actions(s) if x.card == card and s.setup.card_id[x.target] == s.setup.card_id[gun])
    apply_checked(s, act)
    while s.pending is not None and not s.terminal:
        apply_checked(s, PASS)
    assert m.ousted and not m.in_play
    check_table(s)


def test_magic_of_the_smith_needs_the_equipment_affordable(deck):
    """Requirements and cost apply as normal: equipment costing more pool than is left (the .44
    Magnum's 2) is not searched for."""
    s = table(deck)
    ready(s, 0, "Ayelech", blood=1)  # pays the search's 1 blood
    card = hand(s, 0, "Magic of the Smith")
    minion_phase(s)
    s.players[0].pool = 1
    costs = {s.setup.card[x.target].name: s.setup.effect[x.target].pool_cost
             for x in legal_actions(s) if x.card == card}
    assert costs and ".44 Magnum" not in costs and max(costs.values()) <= 1


def test_mind_numb_stuns_an_unlocked_vampire(deck):
    """Mind Numb: (D) stun an unlocked vampire: it is locked and does not unlock during its
    controller's next unlock phase (rules 4: the others unlock)."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker")
    t = ready(s, 1, "Lauren")
    other = ready(s, 1, "Ayelech")
    s.locked[other] = 1
    card = hand(s, 0, "Mind Numb")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    assert {x.target for x in acts} == {t}  # unlocked vampires only
    resolve_unblocked(s, a, card, t, acts[0].n)
    assert s.locked[t] and t in s.no_unlock
    s.current = 1  # Methuselah 1's turn begins
    begin_turn(s)
    assert s.locked[t] and not s.locked[other]  # stunned through the unlock phase
    begin_turn(s)
    assert not s.locked[t]  # the next one unlocks it


def test_fifth_tradition_adds_blood_to_another_vampire(deck):
    """Fifth Tradition: Hospitality: a prince adds 4 blood to another vampire (up to capacity)."""
    s = table(deck)
    ready(s, 0, "Ayelech")  # Prince of Addis Ababa
    t = ready(s, 0, "Lauren", blood=1)
    full = ready(s, 0, "Brock Sterling", blood=3)
    card = hand(s, 0, "Fifth Tradition: Hospitality")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    assert {x.target for x in acts} == {t}  # not the actor, not a full vampire
    assert full not in {x.target for x in acts}
    apply_checked(s, acts[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[t] == 4  # capacity 4: 1 + 4, the rest to the bank


def test_flurry_of_action_unlocks_after_a_successful_bleed(deck):
    """Flurry of Action [CEL]: (D) bleed; if successful, this vampire unlocks."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker")
    card = hand(s, 0, "Flurry of Action")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    sup = [x for x in acts if s.setup.effect[card].options[x.n].level == 2]
    assert len(sup) == 1
    apply_checked(s, sup[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 29 and not s.locked[a]


def test_media_influence_gives_each_unlocked_vampire_a_blood(deck):
    """Media Influence [PRE]: each of your unlocked vampires gains 1 blood (the acting one is locked)."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=2)
    u = ready(s, 0, "Lauren", blood=1)
    lk = ready(s, 0, "Trevon Parker", blood=1)
    s.locked[lk] = 1
    card = hand(s, 0, "Media Influence")
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.card == card and s.setup.effect[card].options[x.n].level == 2)
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert (s.blood[a], s.blood[u], s.blood[lk]) == (1, 2, 1)  # the card costs the actor 1 blood


def test_the_embrace_becomes_a_vampire_that_must_hunt(deck):
    """The Embrace: the card goes into play as a 1-capacity vampire with no blood, which must
    hunt (rules 6: a ready vampire with no blood hunts before any other action)."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=4)
    card = hand(s, 0, "Embrace, The")
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.card == card)
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)
    m = s.players[0]
    assert card in m.ready and card not in m.ash and s.blood[card] == 0 and not s.locked[card]
    assert s.setup.is_vampire[card] and s.setup.capacity[card] == 1 and s.blood[a] == 2
    acts = legal_actions(s)
    assert [(x.kind, x.actor) for x in acts] == [(Kind.HUNT, card)]  # it must hunt
    apply_checked(s, acts[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[card] == 1  # capacity 1


def test_flurry_of_action_draws_two_then_discards_down(deck):
    """Flurry of Action [cel]: if the bleed is successful, draw two cards, then discard down to
    the hand size (rules 1.6.1.2), one chosen card at a time by the acting Methuselah."""
    s = table(deck)
    ready(s, 0, "Bret Stryker")
    m = s.players[0]
    card = hand(s, 0, "Flurry of Action")
    while len(m.hand) < m.hand_size:
        m.hand.append(m.library.pop())
    minion_phase(s)
    inf = next(x for x in legal_actions(s) if x.card == card and s.setup.effect[card].options[x.n].level == 1)
    apply_checked(s, inf)
    while s.pending is not None and not s.put_back:
        apply_checked(s, PASS)
    assert s.put_back == 2 and len(m.hand) == m.hand_size + 2 and s.decider == 0
    acts = legal_actions(s)
    assert acts and all(x.kind == Kind.DISCARD and x.n == 1 for x in acts)  # no pass
    ash = len(m.ash)
    apply_checked(s, acts[0])
    apply_checked(s, legal_actions(s)[0])
    assert s.put_back == 0 and len(m.hand) == m.hand_size and len(m.ash) == ash + 2
    assert s.players[1].pool == 29


def test_heart_of_nizchetus_draws_and_puts_back_under_the_library(deck):
    """Heart of Nizchetus: if the bearer is ready during your unlock phase, draw up to 3 cards,
    then move as many from hand to the bottom of the library."""
    s = table(deck)
    v = ready(s, 0, "Lauren")
    heart = attach(s, 0, "Heart of Nizchetus", v)
    m = s.players[0]
    while len(m.hand) < m.hand_size:
        m.hand.append(m.library.pop())
    s.current = 0
    begin_turn(s)
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == heart]
    assert sorted(x.n for x in uses) == [1, 2, 3]
    top = m.library[-3:]
    apply_checked(s, next(x for x in uses if x.n == 3))
    assert s.put_back == 3 and set(top) <= set(m.hand) and len(m.hand) == m.hand_size + 3
    moved = []
    for _ in range(3):
        act = legal_actions(s)[0]
        assert act.kind == Kind.DISCARD and act.n == 2
        moved.append(act.card)
        apply_checked(s, act)
    assert len(m.hand) == m.hand_size and m.library[:3] == moved[::-1]  # at the bottom
    assert not [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == heart]  # once a turn
    s.players[0].ready.remove(v)
    s.players[0].torpor.append(v)
    s.used.clear()
    assert not [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == heart]  # bearer not ready


def test_line_brawl_steals_a_pool_from_the_prey(deck):
    """Line Brawl [cel] (an Anarch): (D) steal 1 pool from another Methuselah: the prey, who may
    block it (rules 6.2.2.1)."""
    s = table(deck)
    ready(s, 0, "Atiena")  # Anarch, Celerity
    card = hand(s, 0, "Line Brawl")
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.card == card and s.setup.effect[card].options[x.n].has(Op.STEAL_POOL))
    apply_checked(s, act)
    assert s.pending is None or (s.pending.directed and s.pending.target_p == 1)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert (s.players[0].pool, s.players[1].pool) == (31, 29)


def test_break_the_bonds_locks_a_minion_of_the_bled_methuselah(deck):
    """Break the Bonds [obf]: (D) bleed; if successful, lock a minion controlled by the target
    Methuselah (chosen with the action)."""
    s = table(deck)
    ready(s, 0, "Atiena")  # Anarch, Obfuscate
    t = ready(s, 1, "Lauren")
    card = hand(s, 0, "Break the Bonds")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card and s.setup.effect[card].options[x.n].has(Op.LOCK)]
    assert [x.target for x in acts] == [t]
    apply_checked(s, acts[0])
    while s.pending is not None:
        apply_checked(s, PASS)  # Lauren does not block
    assert s.players[1].pool == 29 and s.locked[t]


def test_the_call_adds_blood_to_a_younger_dementation_vampire(deck):
    """The Call [AUS][DEM]: add 3 blood to a younger vampire with Dementation in your
    uncontrolled region (not one without it)."""
    s = table(deck)
    ready(s, 0, "Alicia Barrows")  # capacity 9, superior Auspex and Dementation
    dem = inst(s, 0, "Adelaide Davis")  # capacity 4, Dementation
    other = inst(s, 0, "Aleph")  # capacity 4, no Dementation
    move(s, dem, "uncontrolled")
    move(s, other, "uncontrolled")
    card = hand(s, 0, "Call, The")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    assert {x.target for x in acts} == {dem}
    sup = next(x for x in acts if s.setup.effect[card].options[x.n].level == 2)
    apply_checked(s, sup)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[dem] == 3 and s.blood[other] == 0


def test_abbot_unlocks_and_gives_intercept_against_directed_actions(deck):
    """Abbot: put on the acting Sabbat vampire, who unlocks; +1 intercept during actions directed
    at its controller (a bleed), none against an undirected one (a hunt, rules 6.2.2.1); one
    Abbot per vampire."""
    s = table(deck)
    a = ready(s, 0, "Aaron Bathurst")  # Sabbat
    card = hand(s, 0, "Abbot")
    hand(s, 0, "Abbot", 1)
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.card == card)
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.attached[card] == a and card in s.players[0].in_play and not s.locked[a]
    assert intercept_of(s, a) == 0
    assert not [x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and s.setup.card[x.card].name == "Abbot"]
    pred = ready(s, 3, "Lauren")  # Methuselah 3 bleeds 0, its prey, at +1 stealth
    minion_phase(s, 3)
    apply_checked(s, Action(Kind.BLEED, actor=pred))
    s.pending.stealth = 1
    blocks = s.stats[0]
    apply_checked(s, Action(Kind.BLOCK, actor=a))
    assert s.stats[0] == blocks + 1  # 1 intercept blocks 1 stealth
    while s.combat is not None or s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[0].pool == 30
    prey = ready(s, 1, "Brock Sterling", blood=1)  # Methuselah 1 hunts (+1 stealth): 0 may block
    s.locked[a] = 0
    minion_phase(s, 1)
    apply_checked(s, Action(Kind.HUNT, actor=prey))
    apply_checked(s, Action(Kind.BLOCK, actor=a))
    assert s.stats[0] == blocks + 1  # no intercept: the attempt fails
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[prey] == 2


def test_bowl_of_convergence_intercept_and_blood_for_more(deck):
    """Bowl of Convergence: only a bearer with Auspex gets +1 intercept (only such a minion equips
    with it); with superior Auspex it can burn 1 blood during an action for +1 more, once."""
    s = table(deck)
    no_aus = ready(s, 0, "Brock Sterling")
    v = ready(s, 0, "Trevon Parker", blood=4)  # superior Auspex
    card = hand(s, 0, "Bowl of Convergence")
    minion_phase(s)
    assert {x.actor for x in legal_actions(s) if x.card == card} == {v}
    assert no_aus not in {x.actor for x in legal_actions(s) if x.card == card}
    s.players[0].hand.remove(card)
    s.players[0].in_play.append(card)
    s.attached[card] = v
    assert intercept_of(s, v) == 1
    actor = ready(s, 3, "Lauren")  # Methuselah 3 bleeds 0 at +2 stealth
    minion_phase(s, 3)
    apply_checked(s, Action(Kind.BLEED, actor=actor))
    s.pending.stealth = 2
    apply_checked(s, Action(Kind.BLOCK, actor=v))
    assert s.pending.intercept == 1
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]
    assert len(uses) == 1
    trial = s.clone()
    apply_checked(trial, PASS)  # no more intercept: the block fails, the bleed goes on
    while trial.pending is not None:
        apply_checked(trial, PASS)
    assert trial.stats[0] == 0 and trial.players[0].pool == 29
    apply_checked(s, uses[0])  # burns 1 blood: 2 intercept against 2 stealth, the block succeeds
    assert s.stats[0] == 1
    while s.combat is not None or s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[0].pool == 30 and s.blood[v] == 2  # 1 burned for the Bowl, 1 from Lauren's hand strike


def test_leather_jacket_unlocks_at_the_end_of_the_turn_and_burns_to_prevent(deck):
    """Leather Jacket: the minion equipping with it unlocks at the end of the turn (one Jacket per
    minion); the bearer can burn it to prevent all the damage of the opposing minion's strike
    (rules 6.4.6), which it does not do by itself."""
    s = table(deck)
    v = ready(s, 0, "Brock Sterling", blood=3)
    card = hand(s, 0, "Leather Jacket")
    hand(s, 0, "Leather Jacket", 1)
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.card == card)
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.attached[card] == v and s.locked[v]
    assert not [x for x in legal_actions(s) if x.kind == Kind.EQUIP]  # only one per minion
    assert combat.auto_prevent_of(s, v) == 0  # no prevention each combat by itself
    end_turn(s)
    assert not s.locked[v]
    # Methuselah 3 (its predator) enters combat with it: Brock blocks its bleed
    actor = ready(s, 3, "Casino Reeds", blood=5)  # strength 1 (+ Potence cards: none in hand)
    minion_phase(s, 3)
    apply_checked(s, Action(Kind.BLEED, actor=actor))
    apply_checked(s, Action(Kind.BLOCK, actor=v))
    c = s.combat
    assert c is not None
    while s.combat is not None and c.stage != CombatStage.PREVENT:
        apply_checked(s, PASS)
    while s.combat is not None and s.decider != 0:
        apply_checked(s, PASS)
    prevents = [x for x in legal_actions(s) if x.kind == Kind.PREVENT and x.card == card]
    assert prevents and c.damage[1] == 1
    apply_checked(s, prevents[0])
    while s.combat is not None:
        apply_checked(s, PASS)
    assert s.blood[v] == 3 and card in s.players[0].ash and s.attached[card] == -1


def call(s, actor: int, name: str) -> None:
    card = hand(s, 0, name)
    minion_phase(s)
    apply_checked(s, Action(Kind.POLITICAL, actor=actor, card=card))
    while s.pending is not None and s.pending.stage == Stage.BLOCKS:
        apply_checked(s, PASS)


def test_protect_thine_own_burns_a_young_non_camarilla_vampire(deck):
    """Protect Thine Own (rules 6.3): a justicar chooses a non-Camarilla vampire with capacity
    below 6; a passed referendum burns it."""
    s = table(deck)
    a = ready(s, 0, "Anastasz di Zagreb")  # Camarilla justicar: 3 votes
    sabbat = ready(s, 2, "Aaron Bathurst")
    ready(s, 1, "Lauren")  # Camarilla: no target
    call(s, a, "Protect Thine Own")
    r = s.referendum
    assert r.terms == [(sabbat,)] and not r.choosing and r.term == (sabbat,)  # the one choice
    apply_checked(s, Action(Kind.VOTE, n=1))
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert sabbat not in s.players[2].ready and sabbat in s.players[2].ash


def test_disputed_territory_moves_a_location_to_the_chosen_methuselah(deck):
    """Disputed Territory (rules 6.3): the caller chooses a location and a Methuselah; a passed
    referendum gives that Methuselah control of the location (not one already controlling a
    unique location of that name, rules 4.1)."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")  # prince: 2 votes
    rack = inst(s, 2, "Rack, The")
    move(s, rack, "in_play")
    call(s, a, "Disputed Territory")
    r = s.referendum
    assert r.choosing and sorted(r.terms) == [(rack, 0), (rack, 1), (rack, 3)]
    apply_checked(s, Action(Kind.TERMS, n=r.terms.index((rack, 0))))
    apply_checked(s, Action(Kind.VOTE, n=1))
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert rack in s.players[0].in_play and rack not in s.players[2].in_play and s.attached[rack] == -1


def test_honor_the_elders_gives_old_vampires_blood(deck):
    """Honor the Elders: each ready vampire with capacity 8 or more, and each one in an
    uncontrolled region, gains 1 blood."""
    s = table(deck)
    a = ready(s, 0, "Anastasz di Zagreb", blood=3)  # capacity 8
    young = ready(s, 1, "Ayelech", blood=3)  # capacity 7
    old = inst(s, 1, "Casino Reeds")  # capacity 9
    move(s, old, "uncontrolled")
    s.blood[old] = 2
    call(s, a, "Honor the Elders")
    apply_checked(s, Action(Kind.VOTE, n=1))
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert (s.blood[a], s.blood[young], s.blood[old]) == (4, 3, 3)


def test_revelations_discards_a_card_of_the_preys_hand_chosen_by_the_actor(deck):
    """Revelations [aus]: (D) look at the prey's hand and discard one card of your choice from
    it (rules 6.1.6; directed at the prey); the prey draws to its hand size (rules 1.6.1.2)."""
    s = table(deck)
    ready(s, 0, "Lauren")  # Auspex
    card = hand(s, 0, "Revelations")
    held = [hand(s, 1, "Theft of Vitae"), hand(s, 1, "Deflection")]
    prey = s.players[1]
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    assert len(acts) == 1 and s.setup.effect[card].options[acts[0].n].level == 1  # [aus] only
    apply_checked(s, acts[0])
    while s.pending is not None and not s.put_back:
        assert s.pending.target_p == 1 and s.pending.directed
        apply_checked(s, PASS)
    assert s.put_back == 1 and s.decider == 0
    assert {x.card for x in legal_actions(s)} == set(held)  # the acting Methuselah chooses
    apply_checked(s, next(x for x in legal_actions(s) if x.card == held[1]))
    assert held[1] in prey.ash and held[0] in prey.hand and len(prey.hand) == 2  # drew a replacement
    assert s.put_back == 0 and s.recur == (-1, 0) and card in s.players[0].ash


def test_revelations_superior_stays_in_play_opening_the_preys_hand_until_burned(deck):
    """Revelations [AUS]: put in play; the prey plays with an open hand (its intercept cards
    seen by the policies, PlayerView.open_hand); any minion can burn it as a (D) action."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")  # superior Auspex
    card = hand(s, 0, "Revelations")
    held = hand(s, 1, "Enhanced Senses")
    b = ready(s, 1, "Trevon Parker")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    sup = next(x for x in acts if s.setup.effect[card].options[x.n].level == 2)
    assert PlayerView(s, 0).open_hand(1) is None
    play_undirected(s, sup)
    assert card in s.players[0].in_play and s.setup.burnable[card] is not None
    assert PlayerView(s, 0).open_hand(1) == [held] and PlayerView(s, 2).open_hand(1) == [held]
    assert PlayerView(s, 0).open_hand(2) is None  # only the prey's
    pol = TablePolicy()
    with_open = pol.p_through(PlayerView(s, 0), a, 1, [b], True)
    s.players[0].in_play.remove(card)
    # (a new policy: the blockers' intercept is read once per decision)
    assert with_open < TablePolicy().p_through(PlayerView(s, 0), a, 1, [b], True)  # its intercept card counts
    s.players[0].in_play.append(card)
    end_turn(s)
    begin_turn(s)
    minion_phase(s, 1)
    burn = [x for x in legal_actions(s) if x.kind == Kind.BURN_CARD and x.target == card]
    assert burn and burn[0].actor == b
    play_undirected(s, burn[0])
    assert card not in s.players[0].in_play and card in s.players[0].ash
