"""Scenario tests of allies and action cards at the table: allies acting the turn they are
recruited (rules 6.1.5), enter-combat actions with their maneuvers and presses (rules 6.4.2)."""

from __future__ import annotations

import pytest
from scenario import hand, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, Op, apply_checked, legal_actions
from vtes_tools.engine.effects import DISCIPLINE_BITS
from vtes_tools.engine.rules import begin_turn

CRYPT = {"Andrew Emory": 6, "Lauren": 6}
LIBRARY = {"Nocturn": 4, "Shadow Play": 2, "Theft of Vitae": 20}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def resolve(s) -> None:
    """Every Methuselah declines to block or react until the action is over."""
    while s.pending is not None:
        apply_checked(s, PASS)


def test_nocturn_acts_the_turn_it_is_recruited_and_unlocks_its_recruiter(deck):
    """rules 6.1.5: an ally cannot act the turn it is recruited, unless its card says so; rules
    6.1.6: the same card once per turn even when the recruiter unlocks. Nocturn: "can perform
    actions the turn it is recruited. Unlock this vampire if this is their first successful
    recruit ally action this turn. Nocturn can play non-ally cards requiring basic [obt] as a
    vampire. Burn Nocturn during your unlock phase."""
    s = table(deck)
    v = ready(s, 0, "Andrew Emory", blood=4)
    n = hand(s, 0, "Nocturn")
    hand(s, 0, "Nocturn", k=1)
    minion_phase(s)
    recruit = [a for a in legal_actions(s) if a.kind == Kind.RECRUIT and a.actor == v and a.card == n]
    assert recruit
    apply_checked(s, recruit[0])
    resolve(s)
    m = s.players[0]
    assert n in m.ready and s.locked[v] == 0  # the recruiter unlocks
    acts = legal_actions(s)
    assert any(a.actor == n for a in acts)  # Nocturn acts at once
    # the vampire cannot recruit the other Nocturn this turn (rules 6.1.6)
    assert not any(a.kind == Kind.RECRUIT and a.actor == v for a in acts)
    # Nocturn plays cards requiring basic Obtenebration, never an ally card (another Nocturn)
    bit = 1 << DISCIPLINE_BITS["obt"]
    assert s.setup.disc_any[n] & bit and not s.setup.disc_sup[n] & bit
    assert not any(a.kind == Kind.RECRUIT and a.actor == n for a in acts)


def test_nocturn_burns_in_its_controllers_unlock_phase(deck):
    """Nocturn: "Burn Nocturn during your unlock phase"."""
    s = table(deck)
    n = ready(s, 0, "Nocturn", blood=1)
    s.current = 0
    begin_turn(s)
    assert n not in s.players[0].ready and n in s.players[0].ash and s.blood[n] == 0


# -- enter-combat actions: the acting minion's maneuvers and presses (rules 6.4.2, 6.4.4) -------

COMBAT_CRYPT = {"Cesewayo": 2, "Adonai": 2, "Erinyi": 2, "Bret Stryker": 2, "Lauren": 4}
COMBAT_LIBRARY = {"Hunter's Mark": 2, "Sense Death": 2, "Dive Bomb": 2, "Majesty": 2, "Theft of Vitae": 20}


@pytest.fixture(scope="module")
def fights(cards):
    return make_deck(cards, COMBAT_CRYPT, COMBAT_LIBRARY)


def enter(s, a: int, card: int, target: int, key: str, block: int = -1) -> None:
    """Minion ``a`` of Methuselah 0 plays ``card`` at the level ``key`` against ``target``; the
    action is blocked by ``block``, or every Methuselah declines until combat begins."""
    e = s.setup.effect[card]
    k = next(k for k, o in enumerate(e.options) if o.prims and _key(o) == key)
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card and x.target == target
               and x.n == k)
    apply_checked(s, act)
    if block >= 0:
        s.pending.stealth = 0  # (no +1 stealth: the blocker's attempt succeeds)
        apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.BLOCK and x.actor == block))
    while s.combat is None and s.pending is not None:
        apply_checked(s, PASS)


def _key(o) -> str:
    from vtes_tools.engine.effects import option_key
    return option_key(o)


def test_hunters_mark_the_opposing_minion_cannot_end_combat_in_the_first_round(fights):
    """Hunter's Mark [CEL THA]: "(D) Enter combat with a minion. This acting vampire gets 1
    optional press during that combat, and the opposing minion cannot strike: combat ends during
    the first round of that combat" (rules 6.4.5: Majesty is such a strike)."""
    for key, ends in (("CEL THA", False), ("cel tha", True)):
        s = table(fights)
        a = ready(s, 0, "Cesewayo", blood=6)
        b = ready(s, 1, "Bret Stryker", blood=3)
        hm = hand(s, 0, "Hunter's Mark")
        maj = hand(s, 1, "Majesty")
        enter(s, a, hm, b, key)
        c = s.combat
        assert c is not None and c.m == [a, b] and c.free_press[0] == 1
        while s.decider == 0 and not any(x.kind == Kind.STRIKE for x in legal_actions(s)):
            apply_checked(s, PASS)
        apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card < 0))
        # without Majesty, Bret's hand strike is taken by itself
        offered = s.decider == 1 and any(x.kind == Kind.STRIKE and x.card == maj for x in legal_actions(s))
        assert offered == ends and maj in s.players[1].hand


def test_sense_death_val_gives_a_maneuver_and_a_press(fights):
    """Sense Death [VAL]: "enter combat with any minion ... an optional press during this combat,
    and ... an optional maneuver during this combat" (rules 6.4.2, 6.4.4)."""
    s = table(fights)
    a = ready(s, 0, "Adonai", blood=6)
    b = ready(s, 1, "Lauren", blood=3)
    sd = hand(s, 0, "Sense Death")
    enter(s, a, sd, b, "VAL")
    c = s.combat
    assert c is not None and c.free_maneuver[0] == 1 and c.free_press[0] == 1 and not c.round1_maneuver[0]


def test_dive_bomb_first_round_maneuver_and_the_blockers_press(fights):
    """Dive Bomb [FLIGHT]: "Enter combat with a minion. This acting minion gets 1 optional
    maneuver during the first round of that combat. If this action is blocked, the blocking
    minion gets 1 optional press during the first round of the resulting combat"."""
    from vtes_tools.engine import combat

    s = table(fights)
    a = ready(s, 0, "Erinyi", blood=6)
    b = ready(s, 1, "Lauren", blood=3)
    db = hand(s, 0, "Dive Bomb")
    enter(s, a, db, b, "fli")
    c = s.combat
    assert c is not None and c.free_maneuver == [1, 0] and c.free_press == [0, 0]
    c.round = 2
    combat.new_round(c)
    assert c.free_maneuver == [0, 0]  # the first round's maneuver is gone
    t = table(fights, seed=1)
    a = ready(t, 0, "Erinyi", blood=6)
    b = ready(t, 1, "Lauren", blood=3)
    b2 = ready(t, 1, "Bret Stryker", blood=3)
    db = hand(t, 0, "Dive Bomb")
    enter(t, a, db, b, "fli", block=b2)
    c = t.combat
    assert c is not None and c.m == [a, b2] and c.free_maneuver == [0, 0] and c.free_press == [0, 1]
    assert c.round1_press == [0, 1]


# -- actions drawing crypt cards (rules 6.1.6: the action card as it says) ---------------------

DRAW_CRYPT = {"Banjoko": 4, "Blackhorse Tanner": 2, "Lauren": 4, "Beetleman": 2}
DRAW_LIBRARY = {"Recruitment Exercise": 2, "Kindred Intelligence": 2, "Theft of Vitae": 20}


@pytest.fixture(scope="module")
def drawers(cards):
    return make_deck(cards, DRAW_CRYPT, DRAW_LIBRARY)


@pytest.mark.parametrize("top,blood", [("Blackhorse Tanner", 1), ("Lauren", 0)])
def test_recruitment_exercise_draws_a_crypt_card_with_blood_if_black_hand(drawers, top, blood):
    """Recruitment Exercise: "Draw 1 card from your crypt and reveal it. Add 1 blood from the
    blood bank to it if it is a Black Hand vampire"."""
    s = table(drawers)
    ready(s, 0, "Banjoko", blood=3)
    card = hand(s, 0, "Recruitment Exercise")
    v = inst(s, 0, top, k=1)
    move(s, v, "crypt")  # the top of the crypt
    m = s.players[0]
    before = len(m.uncontrolled)
    minion_phase(s)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card))
    resolve(s)
    assert m.uncontrolled[-1] == v and len(m.uncontrolled) == before + 1 and s.blood[v] == blood


def test_kindred_intelligence_moves_the_top_crypt_card(drawers):
    """Kindred Intelligence: "Move the top card from your crypt to your uncontrolled region"."""
    s = table(drawers)
    a = ready(s, 0, "Beetleman", blood=3)  # "Requires a Nosferatu"
    card = hand(s, 0, "Kindred Intelligence")
    m = s.players[0]
    top = m.crypt[-1]
    minion_phase(s)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card
                          and x.actor == a))
    resolve(s)
    assert top in m.uncontrolled and top not in m.crypt and s.blood[top] == 0


# -- Undue Influence: blood for a vampire in the uncontrolled region ---------------------------

UNDUE_CRYPT = {"Aisha az-Zahra": 2, "Irena": 2, "Lauren": 8}
UNDUE_LIBRARY = {"Undue Influence": 2, "Theft of Vitae": 20}


@pytest.fixture(scope="module")
def undue(cards):
    return make_deck(cards, UNDUE_CRYPT, UNDUE_LIBRARY)


def play(s, a: int, card: int, target: int, key: str) -> None:
    e = s.setup.effect[card]
    k = next(k for k, o in enumerate(e.options) if o.prims and _key(o) == key)
    minion_phase(s)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card
                          and x.actor == a and x.target == target and x.n == k))


def test_undue_influence_qui_brings_the_vampire_out_at_capacity(undue):
    """Undue Influence [qui]: "Add 1 blood to the chosen vampire. If the amount of blood equals or
    exceeds their capacity, move them to your ready region" (rules 7: as influenced out)."""
    s = table(undue)
    a = ready(s, 0, "Aisha az-Zahra", blood=5)
    card = hand(s, 0, "Undue Influence")
    u = inst(s, 0, "Lauren")
    move(s, u, "uncontrolled")
    cap = s.setup.capacity[u]
    s.blood[u] = cap - 1
    play(s, a, card, u, "qui")
    resolve(s)
    m = s.players[0]
    assert u in m.ready and u not in m.uncontrolled and s.blood[u] == cap and not s.locked[u]


def test_undue_influence_chi_moves_blood_from_another_uncontrolled_region(undue):
    """Undue Influence [chi]: "(D) Move 1 blood from a crypt card in any uncontrolled region to the
    chosen vampire" (directed at that crypt card's Methuselah, who may block)."""
    s = table(undue)
    a = ready(s, 0, "Irena", blood=3)
    card = hand(s, 0, "Undue Influence")
    u = inst(s, 0, "Lauren")
    move(s, u, "uncontrolled")
    s.blood[u] = 1
    r = inst(s, 2, "Lauren")
    move(s, r, "uncontrolled")
    s.blood[r] = 2
    ready(s, 2, "Lauren", k=1)  # a minion of that Methuselah, who may block
    play(s, a, card, r, "chi")
    assert s.pending.directed and s.pending.target_p == 2
    resolve(s)
    assert s.blood[r] == 1 and s.blood[u] == 2


# -- Psychic Veil: stealth for the turn's later actions (rules 6.2.2.2) -------------------------

VEIL_CRYPT = {"Alonso Petrodon": 4, "Lauren": 8}
VEIL_LIBRARY = {"Psychic Veil": 2, "Underbridge Stray": 2, "Theft of Vitae": 20}


@pytest.fixture(scope="module")
def veil(cards):
    return make_deck(cards, VEIL_CRYPT, VEIL_LIBRARY)


@pytest.mark.parametrize("key,ally_bonus", [("obf", 0), ("OBF", 1)])
def test_psychic_veil_gives_later_actions_this_turn_stealth(veil, key, ally_bonus):
    """Psychic Veil: "[obf] All of your vampires' actions are at +1 stealth this turn. [OBF] All of
    your minions' actions are at +1 stealth this turn"; none the next turn."""
    s = table(veil)
    a = ready(s, 0, "Alonso Petrodon", blood=4)  # superior Obfuscate
    b = ready(s, 0, "Lauren", blood=3)
    stray = inst(s, 0, "Underbridge Stray")
    move(s, stray, "ready")
    s.blood[stray] = 1
    for q in (1, 3):
        ready(s, q, "Lauren")  # the prey and the predator may block
    card = hand(s, 0, "Psychic Veil")
    e = s.setup.effect[card]
    k = next(k for k, o in enumerate(e.options) if _key(o) == key)
    minion_phase(s)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card
                          and x.actor == a and x.n == k))
    resolve(s)
    apply_checked(s, Action(Kind.HUNT, actor=b))
    assert s.pending.stealth == 2  # the hunt's +1 and the veil's
    resolve(s)
    apply_checked(s, Action(Kind.BLEED, actor=stray))
    assert s.pending.stealth == ally_bonus
    resolve(s)
    minion_phase(s)  # another turn
    s.used.clear()
    s.locked[b] = 0
    apply_checked(s, Action(Kind.HUNT, actor=b))
    assert s.pending.stealth == 1


# -- Inside Dirt: the Edge burned for blood or pool ---------------------------------------------

DIRT_LIBRARY = {"Inside Dirt": 2, "Theft of Vitae": 20}


@pytest.fixture(scope="module")
def dirt(cards):
    return make_deck(cards, {"Aaron Bathurst": 4, "Lauren": 8}, DIRT_LIBRARY)


def test_inside_dirt_burns_the_edge_for_a_vampires_blood_or_the_preys_pool(dirt):
    """Inside Dirt: "(D) Burn the Edge to burn 3 blood from a vampire controlled by another
    Methuselah, or to burn 3 pool from your prey"; only while holding the Edge, burned as the
    cost (rules 2.2); the blood option is directed at the vampire's controller (rules 6.1.6)."""
    s = table(dirt)
    a = ready(s, 0, "Aaron Bathurst", blood=3)  # Nosferatu antitribu
    ready(s, 0, "Lauren", blood=3)
    v = ready(s, 2, "Lauren", blood=4)  # the grand-prey's vampire
    card = hand(s, 0, "Inside Dirt")
    minion_phase(s)
    assert not [x for x in legal_actions(s) if x.card == card]  # no Edge
    s.edge = 0
    e = s.setup.effect[card]
    acts = [x for x in legal_actions(s) if x.card == card and x.actor == a]
    blood = [x for x in acts if e.options[x.n].has(Op.DAMAGE)]
    assert {x.target for x in blood} == {v}  # a vampire of another Methuselah, never one's own
    apply_checked(s, blood[0])
    assert s.edge == -1 and s.pending.target_p == 2
    resolve(s)
    assert s.blood[v] == 1 and [m.pool for m in s.players] == [30] * 4
    # the pool option: the prey burns 3
    s.edge = 0
    s.used.clear()
    s.locked[a] = 0
    card2 = hand(s, 0, "Inside Dirt", k=1)
    pool = next(x for x in legal_actions(s) if x.card == card2 and e.options[x.n].has(Op.BURN_POOL))
    apply_checked(s, pool)
    resolve(s)  # (no minion of the prey to block)
    assert s.edge == -1
    assert [m.pool for m in s.players] == [30, 27, 30, 30]


# -- Distraction: draw, or lock a minion of the predator or prey ---------------------------------

@pytest.fixture(scope="module")
def distraction(cards):
    return make_deck(cards, {"Bret Stryker": 4, "Lauren": 8}, {"Distraction": 2, "Theft of Vitae": 20})


def test_distraction_locks_a_minion_of_the_predator_or_prey_or_draws_five(distraction):
    """Distraction: "[cel] Draw 5 cards. Discard down to your hand size afterward (rules 1.6.1.2).
    [CEL] (D) Lock a minion controlled by your predator or prey" (rules 6.1.6: directed at that
    Methuselah); a plain lock: the minion unlocks as normal (rules 4)."""
    s = table(distraction)
    a = ready(s, 0, "Bret Stryker", blood=4)  # superior Celerity
    prey = ready(s, 1, "Lauren", blood=3)
    ready(s, 2, "Lauren", blood=3, k=1)  # the grand-prey: never a target
    pred = ready(s, 3, "Lauren", blood=3, k=2)
    card = hand(s, 0, "Distraction")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = [x for x in legal_actions(s) if x.card == card and x.actor == a]
    locks = [x for x in acts if e.options[x.n].has(Op.LOCK)]
    assert {x.target for x in locks} == {prey, pred}
    apply_checked(s, next(x for x in locks if x.target == prey))
    assert s.pending.target_p == 1 and s.pending.directed
    resolve(s)
    assert s.locked[prey] == 1 and prey not in s.no_unlock
    # [cel]: 5 cards drawn, then down to the hand size
    s.locked[a] = 0
    s.used.clear()
    card2 = hand(s, 0, "Distraction", k=1)
    for k in range(3):
        hand(s, 0, "Theft of Vitae", k=k)
    minion_phase(s)  # (the phase moved on once no minion could act)
    m = s.players[0]
    size = len(m.hand) - 1
    draw = next(x for x in legal_actions(s) if x.card == card2 and e.options[x.n].has(Op.DRAW))
    apply_checked(s, draw)
    while s.pending is not None and not s.put_back:
        apply_checked(s, PASS)
    # the card replaced (rules 6.1.2), 5 drawn, then as many discarded as exceed the hand size
    assert len(m.hand) == size + 6 and m.hand_size == 7 and s.put_back == size + 6 - 7 > 0 and s.put_back_to == 0


def _combat(s, a: int, b: int) -> set[int]:
    """One combat between ``a`` (Methuselah 0's) and ``b`` (Methuselah 1's): hand strikes, no
    press, nothing else played; the cards offered on the way."""
    from vtes_tools.engine import combat
    from vtes_tools.engine.rules import apply

    offered: set[int] = set()
    combat.start(s, a, 0, b, 1)
    while s.combat is not None:
        s.legal = None
        acts = legal_actions(s)
        offered |= {x.card for x in acts if x.kind in (Kind.COMBAT_CARD, Kind.PREVENT)}
        strike = [x for x in acts if x.kind == Kind.STRIKE and x.card < 0]
        apply(s, strike[0] if strike else next(x for x in acts if x.kind == Kind.PASS))
    return offered


def test_draeven_softfoot_locks_to_prevent_damage_on_a_kiasyd_and_wards_off_chimerstry(cards):
    """Draeven Softfoot "can lock to prevent 1 damage inflicted in combat on a Kiasyd" (rules
    6.4.6: prevention as damage resolves); "cards requiring Chimerstry [chi] can neither be
    played while he is acting, blocking, or in combat, nor target him"."""
    from scenario import names_table, ready

    names = ["Béatrice L'Angou", "Andrei Puxon", "Draeven Softfoot", "Apparition"]
    s = names_table(cards, names)
    bea, pux = ready(s, 0, "Béatrice L'Angou", 4), ready(s, 1, "Andrei Puxon", 4)
    dra = ready(s, 0, "Draeven Softfoot", 1)
    _combat(s, bea, pux)
    assert s.blood[bea] == 4 and s.locked[dra] and s.blood[pux] == 3  # Andrei's 1 damage prevented
    s.blood[pux] = 4
    _combat(s, bea, pux)  # Draeven is locked: no prevention
    assert s.blood[bea] == 3 and s.blood[pux] == 3

    s = names_table(cards, names)
    pux = ready(s, 1, "Andrei Puxon", 4)
    app = hand(s, 1, "Apparition")
    bea = ready(s, 0, "Béatrice L'Angou", 4)
    assert app in _combat(s, bea, pux)  # against a Kiasyd, Andrei may play his [chi] card
    dra = ready(s, 0, "Draeven Softfoot", 1)
    s.blood[pux] = 4
    assert app not in _combat(s, dra, pux)  # not in combat with Draeven


def test_atonement_gives_intercept_and_no_lock_blocking_the_same_age_or_younger(cards):
    """Atonement: "+1 stealth action. Requires a vampire with capacity 5 or less. Put this card
    on this vampire. This vampire gets +1 intercept and does not lock for blocking a vampire the
    same age or younger" (rules 6.2.3: the blocker locks unless a card says otherwise)."""
    from scenario import names_table, ready

    from vtes_tools.engine.rules import intercept_of

    names = ["Atonement", "Béatrice L'Angou", "Andrei Puxon", "Alexis Sorokin"]
    for acting, locks in (("Andrei Puxon", False), ("Alexis Sorokin", True)):
        s = names_table(cards, names)
        bea = ready(s, 0, "Béatrice L'Angou", 4)
        ato = hand(s, 0, "Atonement")
        base = intercept_of(s, bea)
        minion_phase(s)
        apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == ato))
        resolve(s)
        assert s.attached[ato] == bea and intercept_of(s, bea) == base + 1
        a = ready(s, 3, acting, 6)
        s.locked[bea] = 0
        minion_phase(s, 3)
        apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.BLEED and x.actor == a))
        s.pending.stealth = 0
        blocks = s.stats[0]
        apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.BLOCK and x.actor == bea))
        while s.combat is None and s.pending is not None:
            apply_checked(s, PASS)
        assert s.stats[0] == blocks + 1 and bool(s.locked[bea]) == locks
