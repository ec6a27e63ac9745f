"""Scenario tests of action modifiers the table rules play: tolls on block attempts (rules
6.2.2), what happens if the action is blocked (6.2.3, 6.4)."""

from __future__ import annotations

import pytest
from test_table import make_deck
from test_table_rules import CRYPT, FILLER, hand, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Stage, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = ("Force of Personality", "Tenebrous Form", "Underbridge Stray", "Stone Travel", "Mind Tricks", "Eyes of Argus", "Monkey Wrench",
         "Leverage", "Blanket of Night")
#: Bret Stryker: CEL PRE; Isanwayen: DOM MYT OBT; Jackie: DEM; Anita Wainwright: an Anarch;
#: Ermenegildo: DOM OBT.
MORE_CRYPT = {"Isanwayen": 1, "Jackie": 1, "Anita Wainwright": 1, "Ermenegildo, The Rake": 1}


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, {**CRYPT, **MORE_CRYPT}, lib)


@pytest.mark.parametrize("name", ("Force of Personality", "Tenebrous Form", "Stone Travel", "Mind Tricks", "Monkey Wrench", "Leverage",
                                  "Blanket of Night"))
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def blockers(s) -> set[int]:
    return {x.actor for x in legal_actions(s) if x.kind == Kind.BLOCK}


def test_force_of_personality_makes_vampires_pay_to_block(deck):
    """Force of Personality [PRE], played as the action is announced: vampires burn 1 blood to
    attempt to block (rules 6.2.2: paid as the attempt is declared), allies cannot block, a
    vampire without blood cannot attempt it."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker")
    b = ready(s, 1, "Ayelech", blood=3)
    dry = ready(s, 1, "Trevon Parker", blood=0)
    ally = ready(s, 1, "Underbridge Stray")
    force = hand(s, 0, "Force of Personality")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending.stage == Stage.ANNOUNCE and s.decider == 0
    trial = s.clone()
    apply_checked(trial, PASS)
    assert blockers(trial) == {b, dry, ally}  # without the card
    play = next(x for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.card == force)
    apply_checked(s, play)
    assert s.blood[a] == 2  # the card's cost
    assert blockers(s) == {b}
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    # 1 blood for the attempt, then blocked: 1 damage from the acting vampire's hand strike
    # (rules 6.4.3; no card left in either hand, the combat resolves at once)
    assert s.blood[b] == 1 and s.blood[a] == 1 and s.stats[0] == 1


def test_tenebrous_form_superior_tolls_later_attempts(deck):
    """Tenebrous Form [OBT]: +1 stealth, and minions without Obtenebration must burn 1 blood to
    attempt to block this action (rules 6.2.2); allies cannot burn blood, so cannot block."""
    s = table(deck)
    a = ready(s, 0, "Isanwayen", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    b2 = ready(s, 1, "Trevon Parker", blood=2)
    dry = ready(s, 1, "Lauren", blood=0)
    ally = ready(s, 1, "Underbridge Stray")
    tf = hand(s, 0, "Tenebrous Form")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert blockers(s) == {b, b2, dry, ally}
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.blood[b] == 3  # no toll yet
    assert s.pending.stage == Stage.ATTEMPT and s.decider == 0
    sup = next(k for k, o in enumerate(s.setup.effect[tf].options) if o.level == 2)
    play = Action(Kind.MODIFIER, actor=a, card=tf, n=sup)
    assert play in legal_actions(s)
    apply_checked(s, play)
    assert s.blood[a] == 3 and s.pending.stage == Stage.BLOCKS and not s.locked[b]  # the attempt failed
    assert blockers(s) == {b2}
    apply_checked(s, Action(Kind.BLOCK, actor=b2))
    assert s.blood[b2] == 1


def superior(s, i: int) -> int:
    return next(k for k, o in enumerate(s.setup.effect[i].options) if o.level == 2)


def blocked_after_stealth(s, a: int, b: int, card: int) -> None:
    """``a`` bleeds, ``b`` blocks, ``a`` plays the superior of ``card`` for +1 stealth, ``b``
    answers with Eyes of Argus: blocked anyway."""
    eyes = hand(s, 1, "Eyes of Argus")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    apply_checked(s, Action(Kind.MODIFIER, actor=a, card=card, n=superior(s, card)))
    assert s.pending.stealth == 1 and s.decider == 1
    inferior = next(k for k, o in enumerate(s.setup.effect[eyes].options) if o.level == 1)
    apply_checked(s, Action(Kind.REACTION, actor=b, card=eyes, n=inferior))
    assert s.pending.blocked  # no more stealth in hand


def test_stone_travel_superior_cancels_the_resulting_combat(deck):
    """Stone Travel [MYT]: +1 stealth, and the vampire can choose to cancel the resulting combat
    if the action is blocked (rules 6.2.3: the block succeeds, the action fails, no combat)."""
    s = table(deck)
    a = ready(s, 0, "Isanwayen", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    st = hand(s, 0, "Stone Travel")
    blocked_after_stealth(s, a, b, st)
    assert s.pending.stage == Stage.BLOCKED and s.decider == 0  # before block resolution
    cancel = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert cancel == [Action(Kind.MODIFIER, actor=a, card=st, n=-1)]
    trial = s.clone()
    apply_checked(trial, PASS)
    assert trial.stats[:2] == [1, 1]  # not cancelled: a combat follows block resolution
    apply_checked(s, cancel[0])
    assert not any(x.kind == Kind.MODIFIER for x in legal_actions(s))  # once
    apply_checked(s, PASS)
    assert s.pending is None and s.stats[:2] == [1, 0] and s.locked[b] and s.players[1].pool == 30
    assert s.blood[a] == 4 and s.blood[b] == 3


def test_mind_tricks_superior_gives_a_maneuver_or_a_press(deck):
    """Mind Tricks [DEM]: +1 stealth, with 1 optional maneuver or press during the resulting
    combat if blocked (rules 6.4.2: optional; using one uses the grant)."""
    s = table(deck)
    a = ready(s, 0, "Jackie", blood=3)
    b = ready(s, 1, "Ayelech", blood=3)
    mt = hand(s, 0, "Mind Tricks")
    hand(s, 0, "Mind Tricks", 1)  # a card in hand: the combat waits for choices
    blocked_after_stealth(s, a, b, mt)
    c = s.combat
    assert c is not None and c.free_maneuver == [1, 0] and c.free_press == [1, 0]
    move = Action(Kind.MANEUVER, actor=a, card=a, n=1)
    while move not in legal_actions(s):
        apply_checked(s, PASS)
    apply_checked(s, move)
    assert c.free_maneuver == [0, 0] and c.free_press == [0, 0]


def bleed_unblocked(s, a: int) -> None:
    """``a`` bleeds; nobody can block: the acting side may play its +bleed modifiers, if any."""
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))


def test_monkey_wrench_bleeds_for_the_blood_paid(deck):
    """Monkey Wrench: an Anarch burns X blood for +X bleed (limited), X 1, 2 or 3 (rules 6.1.1,
    6.2.3: the cost paid as it is played); not for a vampire who is not an Anarch."""
    s = table(deck)
    a = ready(s, 0, "Anita Wainwright", blood=3)
    other = ready(s, 0, "Bret Stryker", blood=3)
    mw = hand(s, 0, "Monkey Wrench")
    trial = s.clone()
    bleed_unblocked(trial, other)
    assert trial.pending is None  # requires an Anarch: no modifier to play, the bleed resolved
    bleed_unblocked(s, a)
    choices = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert sorted(x.target for x in choices) == [1, 2, 3]  # X up to 3, and her 3 blood
    apply_checked(s, next(x for x in choices if x.target == 2))
    assert s.pending is None  # no reaction: the bleed resolved
    assert s.blood[a] == 1 and s.players[1].pool == 27 and s.edge == 0


def test_leverage_burns_the_edge_for_a_bleed_and_keeps_it_burned(deck):
    """Leverage: burn the Edge for +1 bleed (not limited); the Edge a successful bleed would give
    (rules 6.1.1) is burned instead; without the Edge it cannot be played."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=3)
    lev = hand(s, 0, "Leverage")
    trial = s.clone()
    trial.edge = 2
    bleed_unblocked(trial, a)
    assert trial.pending is None  # another Methuselah has the Edge: no modifier to play
    s.edge = 0
    bleed_unblocked(s, a)
    play = next(x for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.card == lev)
    apply_checked(s, play)
    assert s.pending is None  # no reaction: the bleed resolved
    assert s.players[1].pool == 28 and s.edge == -1


def test_blanket_of_night_another_vampire_locks_to_fail_the_attempt(deck):
    """Blanket of Night [OBT]: a ready unlocked vampire other than the acting minion pays the card
    and locks to have a block attempt fail; the blocker cannot attempt again this action (rules
    6.2.2.1, 6.2.2.2)."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=3)  # no Obtenebration: no [obt] stealth for her
    helper = ready(s, 0, "Ermenegildo, The Rake", blood=3)
    tired = ready(s, 0, "Isanwayen", blood=3)
    s.locked[tired] = 1  # a locked vampire cannot lock to play it
    b = ready(s, 1, "Ayelech", blood=3)
    b2 = ready(s, 1, "Trevon Parker", blood=3)
    bn = hand(s, 0, "Blanket of Night")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.pending.stage == Stage.ATTEMPT and s.decider == 0
    plays = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert plays == [Action(Kind.MODIFIER, actor=helper, card=bn, n=superior(s, bn))]
    apply_checked(s, plays[0])
    assert s.locked[helper] and s.blood[helper] == 2 and s.blood[a] == 3  # the card paid by the helper
    assert s.pending.stage == Stage.BLOCKS and s.pending.blocker == -1
    assert blockers(s) == {b2}  # Ayelech has tried
