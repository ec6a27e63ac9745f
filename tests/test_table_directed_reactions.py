"""Intercept reactions usable only during the actions their text names: "only usable during an
action directed at you (or a card you control)" (The Warrens, Eyes of Argus [aus], Scry the
Hearthstone), "only usable during a bleed action directed at you" / "during a bleed against you"
(Elder Intervention, Pack Tactics); an action is directed when it targets a Methuselah or a card
they control, hunts are not (rules 6.2.2.1). The Warrens' "+1 intercept if this Nosferatu is
titled" (rules 6.2.2.2). Reactions limited by the acting minion or the target: Familial Bond
(another Laibon you control, or a bleed against you), Eyes of the Dead (a vampire diablerizing
one of yours), The Mole (a non-anarch minion acting; [cel] one without Celerity; [dom] a younger
vampire bleeding you)."""

from __future__ import annotations

import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, hand, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, Stage, apply_checked, legal_actions

NOSFERATU = {"Ryan": 2, "Larissa Moreira": 1}  # Ryan: no title; Larissa Moreira: primogen
#: Dolie, Kamaria: Laibon; Gloria Giovanni [nec]; Laura Goldman: anarch [cel]; Prentis Derby:
#: anarch [ani dom], capacity 4
OTHERS = {"Dolie": 1, "Kamaria": 1, "Gloria Giovanni": 1, "Laura Goldman": 1, "Prentis Derby": 1}


def _blocked(s, kind: Kind, actor: int, target: int, blocker: int, stealth: int = 1) -> None:
    """Methuselah 0's ``actor`` takes action ``kind`` (with ``stealth``), Methuselah 1's
    ``blocker`` attempts to block."""
    minion_phase(s)
    apply_checked(s, Action(kind, actor=actor, target=target))
    while s.pending.stage == Stage.ANNOUNCE and s.decider == 0:
        apply_checked(s, PASS)
    assert s.pending.directed == (kind != Kind.HUNT)
    s.pending.stealth = stealth  # the hunt's own +1 (rules 6.1.2); the same for the directed actions
    while s.decider != 1:
        apply_checked(s, PASS)
    apply_checked(s, Action(Kind.BLOCK, actor=blocker))


@pytest.mark.parametrize(("name", "blocker", "when"), [
    ("The Warrens", "Ryan", "directed"), ("Eyes of Argus", "Lauren", "directed"),
    ("Scry the Hearthstone", "Lauren", "directed"), ("Elder Intervention", "Lauren", "bleed"),
    ("Pack Tactics", "Lauren", "bleed"), ("Telepathic Misdirection", "Lauren", "any"),
    ("Familial Bond", "Dolie", "bleed"), ("Eyes of the Dead", "Gloria Giovanni", "diablerie"),
])
def test_intercept_only_during_the_actions_its_text_names(cards, name, blocker, when):
    """A hunt (undirected), diablerie of Methuselah 1's vampire in torpor (directed, not a bleed:
    rules 6.5.4), a bleed of Methuselah 1: the blocker of Methuselah 1 is offered the card only where its text
    allows (Telepathic Misdirection [aus] "+1 intercept": everywhere; Familial Bond: Anson is no
    Laibon; Eyes of the Dead: against the diablerie only, rules 6.5.4)."""
    d = make_deck(cards, {**TABLE_CRYPT, **NOSFERATU, **OTHERS}, {**TABLE_FILLER, name: 2})
    for kind, allowed in ((Kind.HUNT, when == "any"), (Kind.DIABLERIZE, when != "bleed"),
                          (Kind.BLEED, when != "diablerie")):
        s = table(d)
        a = ready(s, 0, "Bret Stryker", blood=3)
        b = ready(s, 1, blocker, blood=4)
        other = ready(s, 1, "Anson", blood=3)
        move(s, other, "torpor")
        card = hand(s, 1, cards.lookup(name).card.name)
        _blocked(s, kind, a, other if kind == Kind.DIABLERIZE else -1, b)
        # stealth 1 > intercept 0: the blocker decides, or the attempt fails at once with nothing to play
        offered = s.pending is not None and s.pending.stage == Stage.ATTEMPT and any(
            x.kind == Kind.REACTION and x.card == card for x in legal_actions(s))
        assert offered == allowed, kind


@pytest.mark.parametrize(("blocker", "intercept"), [("Ryan", 2), ("Larissa Moreira", 3)])
def test_the_warrens_titled_bonus(cards, blocker, intercept):
    """The Warrens: "+2 intercept, with an additional +1 intercept if this Nosferatu is titled"
    (a primogen is titled: rules 10.1). Against a bleed with 3 stealth the titled Nosferatu
    blocks (3 >= 3), the untitled one does not (rules 6.2.2.2)."""
    d = make_deck(cards, {**TABLE_CRYPT, **NOSFERATU}, {**TABLE_FILLER, "The Warrens": 2})
    s = table(d)
    a = ready(s, 0, "Bret Stryker", blood=3)
    b = ready(s, 1, blocker, blood=4)
    warrens = hand(s, 1, "Warrens, The")
    _blocked(s, Kind.BLEED, a, -1, b, stealth=3)
    [play] = [x for x in legal_actions(s) if x.kind == Kind.REACTION and x.card == warrens]
    apply_checked(s, play)
    assert s.stats[0] == (intercept >= 3) and bool(s.locked[b]) == (intercept >= 3)


@pytest.mark.parametrize(("name", "waker", "directed_only"), [
    ("Black Sunrise", "Ali Kar", True),  # [qui] "only usable during an action directed at you"
    ("Black Sunrise", "Abd al-Rashid", False),  # [QUI] "this vampire unlocks and attempts to block"
    ("One With the Land", "Ángel Guerrero", True),  # the card's condition: its [PRO] wake too
])
def test_wake_only_during_the_actions_its_text_names(cards, name, waker, directed_only):
    """A locked vampire of Methuselah 1 wakes to block (rules 6.2.2.1) with a reaction whose
    condition covers the option played: against a hunt only when it has none; against a bleed
    of Methuselah 1 always."""
    d = make_deck(cards, {**TABLE_CRYPT, waker: 2}, {**TABLE_FILLER, name: 2})
    for kind, allowed in ((Kind.HUNT, not directed_only), (Kind.BLEED, True)):
        s = table(d)
        a = ready(s, 0, "Bret Stryker", blood=3)
        b = ready(s, 1, waker, blood=4)
        s.locked[b] = 1
        card = hand(s, 1, cards.lookup(name).card.name)
        minion_phase(s)
        apply_checked(s, Action(kind, actor=a))
        while s.pending is not None and s.decider != 1:
            apply_checked(s, PASS)
        offered = s.pending is not None and any(
            x.kind == Kind.BLOCK and x.actor == b and x.card == card for x in legal_actions(s))
        assert offered == allowed, kind


def _offered(s, card) -> bool:
    """The blocker deciding may play intercept reaction ``card`` now."""
    return s.pending is not None and s.pending.stage == Stage.ATTEMPT and any(
        x.kind == Kind.REACTION and x.card == card for x in legal_actions(s))


def test_familial_bond_on_an_action_directed_at_another_laibon(cards):
    """Familial Bond: "only usable on an action directed at another Laibon you control": the
    diablerie of Methuselah 1's Laibon in torpor (directed at it, rules 6.5.4) lets the Laibon
    blocking it play the card; a non-Laibon blocker cannot ("requires a Laibon")."""
    d = make_deck(cards, {**TABLE_CRYPT, **OTHERS}, {**TABLE_FILLER, "Familial Bond": 2})
    for blocker, allowed in (("Dolie", True), ("Lauren", False)):
        s = table(d)
        a = ready(s, 0, "Bret Stryker", blood=3)
        b = ready(s, 1, blocker, blood=4)
        laibon = ready(s, 1, "Kamaria", blood=0)
        move(s, laibon, "torpor")
        card = hand(s, 1, "Familial Bond")
        _blocked(s, Kind.DIABLERIZE, a, laibon, b)
        assert _offered(s, card) == allowed, blocker


@pytest.mark.parametrize(("actor", "allowed"), [
    ("Brock Sterling", True),  # Camarilla, no Celerity
    ("Bret Stryker", False),  # Celerity: "not usable if the acting minion has Celerity"
    ("Prentis Derby", False),  # an anarch is acting
])
def test_the_mole_intercept_against_a_non_anarch_without_celerity(cards, actor, allowed):
    """The Mole [cel]: +1 intercept for a ready anarch "only usable when a non-anarch minion is
    acting ... not usable if the acting minion has Celerity" (rules 6.2.2.2)."""
    d = make_deck(cards, {**TABLE_CRYPT, **OTHERS}, {**TABLE_FILLER, "The Mole": 2})
    s = table(d)
    a = ready(s, 0, actor, blood=3)
    b = ready(s, 1, "Laura Goldman", blood=3)
    card = hand(s, 1, "Mole, The")
    _blocked(s, Kind.BLEED, a, -1, b)
    assert _offered(s, card) == allowed


@pytest.mark.parametrize(("actor", "allowed"), [("Brock Sterling", True), ("Laura Goldman", False)])
def test_the_mole_wakes_a_locked_anarch_against_a_non_anarch(cards, actor, allowed):
    """The Mole [ani]: a locked anarch "unlocks and attempts to block" (rules 6.2.2.1) only when
    a non-anarch minion is acting."""
    d = make_deck(cards, {**TABLE_CRYPT, **OTHERS}, {**TABLE_FILLER, "The Mole": 2})
    s = table(d)
    a = ready(s, 0, actor, blood=3)
    b = ready(s, 1, "Prentis Derby", blood=3)
    s.locked[b] = 1
    card = hand(s, 1, "Mole, The")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None and s.decider != 1:
        apply_checked(s, PASS)
    offered = s.pending is not None and any(
        x.kind == Kind.BLOCK and x.actor == b and x.card == card for x in legal_actions(s))
    assert offered == allowed


@pytest.mark.parametrize(("actor", "allowed"), [
    ("Brock Sterling", True),  # capacity 3: younger than Prentis Derby (4), Camarilla
    ("Trevon Parker", False),  # capacity 6: older (rules 1.5)
    ("Laura Goldman", False),  # capacity 3 but an anarch
])
def test_the_mole_fails_a_bleed_by_a_younger_non_anarch(cards, actor, allowed):
    """The Mole [dom]: "only usable when you are being bled by a younger vampire. Lock this
    vampire to cause the action to fail": the bled Methuselah's anarch locks and no pool is bled
    (rules 6.1.1)."""
    d = make_deck(cards, {**TABLE_CRYPT, **OTHERS}, {**TABLE_FILLER, "The Mole": 2})
    s = table(d)
    a = ready(s, 0, actor, blood=3)
    b = ready(s, 1, "Prentis Derby", blood=3)
    card = hand(s, 1, "Mole, The")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None and s.pending.stage != Stage.REACTIONS:
        apply_checked(s, PASS)
    plays = [] if s.pending is None else [
        x for x in legal_actions(s) if x.kind == Kind.REACTION and x.card == card]
    assert bool(plays) == allowed
    if allowed:
        apply_checked(s, plays[0])
        while s.pending is not None:
            apply_checked(s, PASS)
        assert s.players[1].pool == 30 and s.locked[b]
