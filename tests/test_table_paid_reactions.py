"""Scenario tests of reactions and action modifiers with a plain extra blood cost ("burn 1 blood
to get +1 intercept / +1 stealth"): listed only when the minion can pay the card and the option,
both paid as the card is played (rules 6.2.3); Eyes of the Wild's intercept bought with blood
during the action."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, check_table, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, Stage, apply_checked, legal_actions, new_game, play
from vtes_tools.engine.effects import EffectRegistry, Op
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = ("Ears of the Hare", "Voices of the Castle", "Mole's Tunneling", "Eyes of the Wild", "Read the Winds", "Mental Maze")


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(TABLE_FILLER)
    for name in CARDS + ("Eyes of Argus",):
        lib[name] = 2
    # Bill Butler: pot pro (capacity 3); Brooke: dom tha; Effie Lowery: obf ANI SPI (5); Indira:
    # PRO (Gangrel); Aluc Romas de Leon: obf (Ministry, 5); Caliban: ANI AUS VIC
    crypt = {**TABLE_CRYPT, "Bill Butler": 1, "Brooke": 1, "Effie Lowery": 1, "Indira": 1, "Aluc Romas de Leon": 1,
             "Caliban": 1}
    return make_deck(cards, crypt, lib)


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def level(s, card: int, lvl: int, op: Op) -> int:
    """Index of the option of ``card`` at discipline level ``lvl`` giving ``op``."""
    return next(k for k, o in enumerate(s.setup.effect[card].options) if o.level == lvl and o.has(op))


def blocked_hunt(deck, name: str, blood: int):
    """Lauren hunts (+1 stealth, rules 6.1.2); ``name`` of Methuselah 1 attempts to block."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    b = ready(s, 1, name, blood=blood)
    return s, a, b


@pytest.mark.parametrize(("name", "card"), [("Bill Butler", "Ears of the Hare"), ("Brooke", "Voices of the Castle")])
def test_burn_1_blood_for_1_intercept(deck, name, card):
    """Ears of the Hare [pro], Voices of the Castle [tha]: "burn 1 blood to get +1 intercept",
    paid as the reaction is played (rules 6.2.3); the intercept makes the block succeed (rules
    6.2.2.2); a blocker without blood cannot play it."""
    s, a, b = blocked_hunt(deck, name, blood=0)
    r = hand(s, 1, card)
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert not any(x.card == r for x in legal_actions(s))  # no blood to burn: the attempt fails
    s, a, b = blocked_hunt(deck, name, blood=2)
    r = hand(s, 1, card)
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    [react] = [x for x in legal_actions(s) if x.card == r]
    assert react.kind == Kind.REACTION and react.n == level(s, r, 1, Op.INTERCEPT)
    apply_checked(s, react)
    # intercept 1 against stealth 1: blocked, the blood burned with the card
    assert s.stats[0] == 1 and r in s.players[1].ash
    assert s.blood[b] <= 1  # 1 blood burned (and maybe combat damage since)


def test_moles_tunneling_superior_burns_1_blood_for_2_stealth(deck):
    """Mole's Tunneling [SPI]: "burn 1 blood to get +2 stealth" beside the card's own cost of
    1 blood (rules 6.2.3): with 2 blood the vampire plays it, with 1 only [spi] +1 stealth."""
    for blood, lvl, stealth in ((2, 2, 3), (1, 1, 2)):
        s = table(deck)
        a = ready(s, 0, "Effie Lowery", blood=blood)
        b = ready(s, 1, "Ayelech")  # AUS: Eyes of Argus
        mole = hand(s, 0, "Mole's Tunneling")
        eyes = hand(s, 1, "Eyes of Argus")
        minion_phase(s)
        # a bleed of Methuselah 1 (a directed action: Eyes of Argus [aus] is only usable during
        # one) with 1 stealth
        apply_checked(s, Action(Kind.BLEED, actor=a))
        assert s.pending.target_p == 1
        s.pending.stealth = 1
        apply_checked(s, Action(Kind.BLOCK, actor=b))
        apply_checked(s, Action(Kind.REACTION, actor=b, card=eyes, n=level(s, eyes, 1, Op.INTERCEPT)))
        assert s.pending.intercept == 2 and s.decider == 0
        [mod] = [x for x in legal_actions(s) if x.card == mole]
        assert mod.n == level(s, mole, lvl, Op.STEALTH)
        apply_checked(s, mod)
        if lvl == 2:
            # stealth 3 against intercept 2: the block fails, 2 blood paid; the bleed succeeds
            assert s.pending.stage != Stage.ATTEMPT and s.stats[0] == 0 and s.blood[a] == 0
            while s.pending is not None:
                apply_checked(s, PASS)  # the bled Methuselah plays no reaction
            assert s.stats[0] == 0 and s.players[1].pool == 29
        else:
            assert s.stats[0] == 1  # stealth 2 against intercept 2: blocked


def test_eyes_of_the_wild_buys_intercept_with_blood_during_the_action(deck):
    """Eyes of the Wild: a locked Gangrel attempts to block (rules 6.2.2, 1.6.3.6); during the
    action it can burn 1 blood to get +1 intercept, as the attempt needs it (rules 6.2.2.2), not
    when the card is played; the table policy buys it to block."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    g = ready(s, 1, "Indira", blood=2)
    s.locked[g] = 1
    eyes = hand(s, 1, "Eyes of the Wild")
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    [block] = [x for x in legal_actions(s) if x.kind == Kind.BLOCK]
    assert block.actor == g and block.card == eyes
    apply_checked(s, block)
    m = s.players[1]
    while m.hand:  # the card drawn to replace it goes back: the blood use is the only choice
        m.library.insert(0, m.hand.pop())
    assert s.blood[g] == 2 and s.pending.intercept == 0 and s.decider == 1
    [use] = [x for x in legal_actions(s) if x.kind == Kind.USE]
    assert use.actor == g and use.card == eyes
    got = TablePolicy().choose(PlayerView(s, 1), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == use
    apply_checked(s, use)
    assert s.stats[0] == 1 and s.blood[g] <= 1  # intercept 1 against stealth 1: blocked (then combat)


def test_eyes_of_the_wild_without_blood_the_attempt_fails(deck):
    """No blood left: no intercept bought, the attempt fails; the block passes to the next."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    g = ready(s, 1, "Indira", blood=0)
    s.locked[g] = 1
    hand(s, 1, "Eyes of the Wild")
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.BLOCK))
    assert not any(x.kind == Kind.USE for x in legal_actions(s))
    while s.pending is not None and s.decider == 1:
        apply_checked(s, PASS)
    assert s.stats[0] == 0


def test_table_policy_games_with_the_cards_keep_the_invariants(deck):
    """Games with these cards, checked at every step, under the table policy."""
    for seed in range(2):
        s = new_game([deck] * 4, np.random.default_rng(seed), turn_limit=8)
        play(s, [TablePolicy()] * 4, np.random.default_rng(seed), checked=True, after=check_table)


def test_read_the_winds_blocker_does_not_lock_for_the_block(deck):
    """Read the Winds [ani aus]: +1 intercept, and the vampire does not lock for the block
    (rules 6.2.3: a successful blocker otherwise locks)."""
    s, a, b = blocked_hunt(deck, "Caliban", blood=3)  # ANI AUS: the card requires both
    rtw = hand(s, 1, "Read the Winds")
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    [react] = [x for x in legal_actions(s) if x.card == rtw]
    assert react.n == level(s, rtw, 1, Op.INTERCEPT)
    apply_checked(s, react)
    while s.combat is None and s.pending is not None and s.pending.stage != Stage.AFTER_RESOLUTION:
        apply_checked(s, PASS)  # no Obedience, no stealth: block resolution, then combat
    # blocked, not locked; the card's cost paid (and maybe combat damage since)
    assert s.stats[0] == 1 and not s.locked[b] and s.blood[b] <= 2


@pytest.mark.parametrize(("blocker", "blood"), [("Effie Lowery", 1), ("Aluc Romas de Leon", 0)])
def test_mental_maze_ends_the_action_of_a_younger_vampire(deck, blocker, blood):
    """Mental Maze [obf]: a vampire blocking an ally or younger vampire (rules 1.5: lower
    capacity) locks and ends the action before block resolution: no combat, no bleed; it costs
    Followers of Set (the Ministry) 1 fewer blood."""
    s = table(deck)
    a = ready(s, 0, "Bill Butler", blood=2)  # capacity 3
    b = ready(s, 1, blocker, blood=blood)  # capacity 5, obf
    maze = hand(s, 1, "Mental Maze")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.decider == 0 and not any(x.card == maze for x in legal_actions(s)):
        apply_checked(s, PASS)  # the acting side adds no stealth, plays nothing when blocked
    [react] = [x for x in legal_actions(s) if x.card == maze]
    apply_checked(s, react)
    assert s.combat is None and s.stats[0] == 0 and s.players[1].pool == 30
    assert s.locked[b] and s.blood[b] == 0 and maze in s.players[1].ash


def test_mental_maze_not_against_an_older_vampire(deck):
    """Mental Maze: not when the acting vampire is older than the blocker."""
    s = table(deck)
    a = ready(s, 0, "Effie Lowery", blood=2)
    b = ready(s, 1, "Bill Butler", blood=2)
    maze = hand(s, 1, "Mental Maze")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None and s.pending is not None:
        assert not any(x.card == maze for x in legal_actions(s))
        apply_checked(s, PASS)
