"""Scenario tests of action cards put in play that turn cards into minions (rules 6.1.6): Spell of
Life (five copies burned: uncontrolled vampires become mummy allies)."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import hand, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Kind, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes

CRYPT = {"Amenophobis": 2, "Anson": 2, "Lauren": 2, "Gentha Shale": 2, "Aleph": 2, "Ayelech": 2}
FILLER = {"Theft of Vitae": 30, "Deflection": 10}


def resolve(s, act) -> None:
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)  # no block, no reaction


def resolve_stealthy(s, act) -> None:
    """Announce ``act``: +1 stealth, undirected (rules 6.1.6, 6.2.2.1); it resolves unblocked."""
    apply_checked(s, act)
    assert s.pending.stealth == 1 and not s.pending.directed
    while s.pending is not None:
        apply_checked(s, PASS)


def choose(s, p: int = 0):
    return TablePolicy().choose(PlayerView(s, p), LegalActions(s, legal_actions), np.random.default_rng(0))


def chosen_then_placed(s, card: int, actor: int, host: int, counters: int) -> None:
    """The policy plays ``card`` with ``actor``; then the card is set in play on ``host`` (-1: on
    none) with ``counters`` for the next question."""
    minion_phase(s)
    got = choose(s)
    assert got.kind == Kind.ACTION_CARD and got.card == card and got.actor == actor
    move(s, card, "in_play")
    s.attached[card] = host
    s.blood[card] = counters


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
    resolve_stealthy(s, act)
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
    from vtes_tools.engine.rules import begin_turn, enter
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
    begin_turn(s)
    enter(s, Phase.MASTER)
    assert not any(j in m.in_play for j in spells[:5])
    assert v in m.ready and s.setup.is_ally[v] and s.blood[v] == 6


def test_policy_plays_spell_of_life_toward_the_fifth_copy(spell_deck):
    """The table policy plays Spell of Life: a share of the allies the five copies will make."""
    s, a, spells = _spell_table(spell_deck, ("Anson", "Lauren"), 3)
    move(s, spells[4], "hand")
    minion_phase(s)
    got = choose(s)
    assert got.kind == Kind.ACTION_CARD and got.card == spells[4]


# -- Khazar's Diary (Endless Night) -------------------------------------------------------------

GIOVANNI = {"Francesca Giovanni": 2, "Domenic Giovanni": 2, "Mario Giovanni": 2, "Anson": 2, "Lauren": 2,
            "Aleph": 2}


@pytest.fixture(scope="module")
def diary_deck(cards):
    return make_deck(cards, GIOVANNI, {**FILLER, "Khazar's Diary (Endless Night)": 4, "Spell of Life": 1})


def test_khazars_diary_is_executed(cards):
    card = cards.lookup("Khazar's Diary (Endless Night)").card
    assert executes(EffectRegistry()[card], card)


def test_khazars_diary_counters_from_actions_and_unique_minions_burned(diary_deck):
    """Khazar's Diary: a +1 stealth action putting the Diary in play, or adding 1 counter to one
    in play (that copy stays in the ash heap); "after a unique minion in play is burned, add 1
    counter" (rules 6.5.5: a minion burned; not one out of play); with 7 counters, Giovanni get
    superior Necromancy (each Giovanni card, in play or not)."""
    from vtes_tools.engine.effects import DISCIPLINE_BITS
    from vtes_tools.engine.rules import burn_minion

    s = table(diary_deck)
    m = s.players[0]
    a = ready(s, 0, "Francesca Giovanni", blood=5)
    first = hand(s, 0, "Khazar's Diary (Endless Night)")
    second = hand(s, 0, "Khazar's Diary (Endless Night)", k=1)
    t = ready(s, s.prey(0), "Aleph", blood=3)
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == first and x.actor == a)
    resolve_stealthy(s, act)
    assert first in m.in_play and s.blood[first] == 0
    minion_phase(s)
    s.locked[a] = 0
    s.used.discard((a, s.setup.card_id[second]))  # (rules 6.1.6: once a turn for each minion)
    resolve(s, next(x for x in legal_actions(s) if x.card == second and x.actor == a))
    assert second in m.ash and s.blood[first] == 1  # a counter on the one in play
    burn_minion(s, t)  # a unique minion in play
    assert s.blood[first] == 2
    out = next(v for v in s.players[1].crypt if s.setup.card[v].name == "Anson")
    burn_minion(s, out)  # in a crypt: not in play
    assert s.blood[first] == 2
    nec = 1 << DISCIPLINE_BITS["nec"]
    domenic = next(i for i, c in enumerate(s.setup.card) if c.name == "Domenic Giovanni")
    assert not s.setup.disc_sup[a] & nec
    s.blood[first] = 6
    burn_minion(s, ready(s, 2, "Lauren", blood=2))
    assert s.blood[first] == 7
    su = s.setup
    assert su.disc_sup[a] & nec and su.disc_sup[domenic] & nec  # superior Necromancy
    assert not su.disc_sup[ready(s, 0, "Anson")] & nec  # not a Giovanni


def test_khazars_diary_seven_counters_wraith_from_any_ash_heap(diary_deck):
    """Khazar's Diary with 7 counters: a Giovanni "can put a minion from any ash heap in play as a
    +1 stealth action to represent a wraith ally with 2 life, 0 strength, 1 bleed and +1 stealth"
    (rules 6.1.6: undirected); the card keeps its owner."""
    from vtes_tools.engine.effects import Thing
    from vtes_tools.engine.placed import WRAITH

    s = table(diary_deck)
    m = s.players[0]
    a = ready(s, 0, "Francesca Giovanni", blood=5)
    diary = hand(s, 0, "Khazar's Diary (Endless Night)")
    move(s, diary, "in_play")
    s.attached[diary] = -1
    ready(s, s.prey(0), "Aleph", blood=3)
    other = next(v for v in s.players[1].crypt if s.setup.card[v].name == "Anson")
    move(s, other, "ash")  # another Methuselah's vampire card in their ash heap
    s.blood[diary] = 6
    minion_phase(s)
    assert not [x for x in legal_actions(s) if x.kind == Kind.OWN_ACTION and x.actor == a]
    s.blood[diary] = 7
    acts = [x for x in legal_actions(s) if x.kind == Kind.OWN_ACTION and x.actor == a and x.n == WRAITH]
    assert other in {x.target for x in acts}
    resolve_stealthy(s, next(x for x in acts if x.target == other))
    su = s.setup
    assert other in m.ready and other not in s.players[1].ash and su.owner[other] == 1
    assert su.is_ally[other] and not su.is_vampire[other] and s.blood[other] == 2
    assert su.base_strength[other] == 0 and su.base_bleed[other] == 1 and su.base_stealth[other] == 1
    assert su.creature[other] == Thing.WRAITH and not su.is_unique[other] and su.votes[other] == 0


def test_policy_plays_khazars_diary_and_its_wraith(diary_deck):
    """The table policy puts the Diary in play with Giovanni to use it (the prey able to block a
    bleed), and makes wraith allies once it has 7 counters."""
    from vtes_tools.engine.placed import WRAITH

    s = table(diary_deck)
    a = ready(s, 0, "Francesca Giovanni", blood=5)
    ready(s, 0, "Domenic Giovanni", blood=4)
    ready(s, s.prey(0), "Aleph", blood=3)
    diary = hand(s, 0, "Khazar's Diary (Endless Night)")
    chosen_then_placed(s, diary, a, -1, 7)
    move(s, next(v for v in s.players[1].crypt if s.setup.card[v].name == "Anson"), "ash")
    minion_phase(s)
    got = choose(s)
    assert got.kind == Kind.OWN_ACTION and got.n == WRAITH


# -- Call the Great Beast -----------------------------------------------------------------------

BAALI = {"Arishat": 2, "Annazir": 2, "Anson": 2, "Lauren": 2, "Aleph": 2, "Ayelech": 2}


@pytest.fixture(scope="module")
def beast_deck(cards):
    return make_deck(cards, BAALI, {**FILLER, "Call the Great Beast": 3})


def test_call_the_great_beast_is_executed(cards):
    card = cards.lookup("Call the Great Beast").card
    assert executes(EffectRegistry()[card], card)


def test_call_the_great_beast_counters_then_a_vampire(beast_deck):
    """Call the Great Beast: a +1 stealth action putting the card on the acting Baali with its
    capacity in ritual counters; the Baali puts 1 more as a +1 stealth action (rules 6.1.6,
    undirected); at 11 the card moves to the ready region, the Baali burns, and the card is a
    9-capacity unique clanless Independent infernal vampire with 4 strength, 3 bleed, three
    Disciplines at the superior level (those the most cards of the library require: Theft of
    Vitae's Thaumaturgy first), 9 blood, a (D) action to enter combat and 1 damage prevented each
    combat."""
    from vtes_tools.engine.effects import DISCIPLINE_BITS
    from vtes_tools.engine.placed import RITUAL

    s = table(beast_deck)
    m = s.players[0]
    a = ready(s, 0, "Arishat", blood=4)  # Baali, capacity 6
    card = hand(s, 0, "Call the Great Beast")
    ready(s, s.prey(0), "Aleph", blood=3)
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card and x.actor == a)
    resolve_stealthy(s, act)
    assert card in m.in_play and s.attached[card] == a and s.blood[card] == 6
    assert not s.setup.is_vampire[card]  # an action card with counters (up to 10 on a 10-capacity Baali)
    minion_phase(s)
    s.locked[a] = 0
    act = next(x for x in legal_actions(s) if x.kind == Kind.OWN_ACTION and x.actor == a)
    assert act.n == RITUAL and act.target == card
    resolve_stealthy(s, act)
    assert s.blood[card] == 7 and card in m.in_play
    s.blood[card] = 10
    minion_phase(s)
    s.locked[a] = 0
    resolve(s, next(x for x in legal_actions(s) if x.kind == Kind.OWN_ACTION and x.actor == a))
    su = s.setup
    assert a in m.ash and card in m.ready and card not in m.in_play and s.blood[card] == 9
    assert su.is_vampire[card] and not su.is_ally[card] and su.capacity[card] == 9
    assert su.base_strength[card] == 4 and su.base_bleed[card] == 3 and su.crypt_prevent[card] == 1
    assert su.clan[card] == "" and su.sect[card] == "Independent" and su.infernal[card] and su.is_unique[card]
    assert su.enter_combat[card] and su.effect[card] is None
    assert bin(su.disc_sup[card]).count("1") == 3 and su.disc_sup[card] == su.disc_any[card]
    assert su.disc_sup[card] >> DISCIPLINE_BITS["tha"] & 1
    minion_phase(s)
    s.locked[card] = 0
    mine = {x.kind for x in legal_actions(s) if x.actor == card}
    assert Kind.BLEED in mine and Kind.ENTER_COMBAT in mine


def test_policy_calls_the_great_beast(beast_deck):
    """The table policy plays Call the Great Beast on an old Baali (few counters to go) and puts
    the last ritual counter on it."""
    from vtes_tools.engine.placed import RITUAL

    s = table(beast_deck)
    a = ready(s, 0, "Annazir", blood=4)  # capacity 9: two counters to go
    ready(s, s.prey(0), "Aleph", blood=3)
    card = hand(s, 0, "Call the Great Beast")
    chosen_then_placed(s, card, a, a, 10)
    minion_phase(s)
    got = choose(s)
    assert got.kind == Kind.OWN_ACTION and got.n == RITUAL and got.target == card
