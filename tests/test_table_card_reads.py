"""Scenario tests of card texts read with their conditions: Sense the Sin's intercept for a
younger or corrupted acting minion and its bleed modifier (rules 6.2.2.2, 6.1.1); An Anarch
Manifesto's stealth on actions requiring an anarch and strength for titled non-Anarch
opponents (rules 6.2.2.2, 6.4.5); Shaman's intercept, and its stealth bought by shuffling it
back into the library (rules 6.2.2.2)."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import TABLE_FILLER, attach, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, Stage, apply_checked, combat, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes, intercept_of

REGISTRY = EffectRegistry()
#: capacity 2 (no Discipline used), 4 [aus], 5 [dai], 6 [DAI], 9 [aus]
CRYPT = {"Almiro Suarez": 2, "Adelaide Davis": 2, "Barbaro Lucchese": 2, "Arishat": 2, "Ambrogino Giovanni": 2}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, {**TABLE_FILLER, "Sense the Sin": 4})


def _reactions(s, card):
    return [x for x in legal_actions(s) if x.kind == Kind.REACTION and x.card == card]


def _blocked_hunt(s, actor, blocker):
    """``actor`` hunts (+1 stealth, rules 6.1.2); ``blocker`` attempts to block it."""
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=actor))
    apply_checked(s, Action(Kind.BLOCK, actor=blocker))


def test_sense_the_sin_is_executed(cards):
    card = cards.lookup("Sense the Sin").card
    assert executes(REGISTRY.of(card), card)


def test_sense_the_sin_auspex_only_against_a_younger_vampire(deck):
    """Sense the Sin [aus]: "only usable if a younger vampire is acting" (younger than the
    reacting vampire: lower capacity), +1 intercept (rules 6.2.2.2)."""
    s = table(deck)
    young = ready(s, 0, "Almiro Suarez")  # capacity 2
    b = ready(s, 1, "Adelaide Davis")  # capacity 4, [aus]
    sts = hand(s, 1, "Sense the Sin")
    _blocked_hunt(s, young, b)
    assert s.pending.stage == Stage.ATTEMPT and s.decider == 1
    assert _reactions(s, sts) == [Action(Kind.REACTION, actor=b, card=sts, n=1)]
    pend = s.pending
    apply_checked(s, _reactions(s, sts)[0])
    assert pend.intercept == 1 and s.stats[0] == 1  # blocked (rules 6.2.2.2: intercept reaches stealth)
    s = table(deck)
    old = ready(s, 0, "Ambrogino Giovanni")  # capacity 9
    b = ready(s, 1, "Adelaide Davis")
    sts = hand(s, 1, "Sense the Sin")
    _blocked_hunt(s, old, b)
    # no reaction to offer: the attempt fails at once (stealth 1, intercept 0), the hunt succeeds
    assert s.stats[0] == 0 and s.blood[old] == 4 and sts in s.players[1].hand


def test_sense_the_sin_daimoinon_more_intercept_against_corruption(deck):
    """Sense the Sin [dai]: "+1 intercept, with an additional +1 intercept if the acting minion
    has any corruption counters", against any acting minion (rules 6.2.2.2)."""
    for corrupted, want in ((False, 1), (True, 2)):
        s = table(deck)
        a = ready(s, 0, "Ambrogino Giovanni")  # older than the blocker
        b = ready(s, 1, "Barbaro Lucchese")  # capacity 5, [dai]
        sts = hand(s, 1, "Sense the Sin")
        if corrupted:
            s.corruption[a] = 1
        _blocked_hunt(s, a, b)
        assert _reactions(s, sts) == [Action(Kind.REACTION, actor=b, card=sts, n=2)]
        pend = s.pending
        apply_checked(s, _reactions(s, sts)[0])
        assert pend.intercept == want


def test_sense_the_sin_superior_bleed_and_corrupted_blockers(deck):
    """Sense the Sin [DAI]: "only usable during a bleed action. +2 bleed (limited). Minions with
    any corruption counters get -1 intercept": played once blocks are declined for +2 bleed
    (rules 6.1.1), or against a blocker with corruption counters, whose attempt then fails
    (stealth 0 against intercept -1, rules 6.2.2.2); not against a blocker without any."""
    s = table(deck)
    a = ready(s, 0, "Arishat")  # [DAI]
    sts = hand(s, 0, "Sense the Sin")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    mod = Action(Kind.MODIFIER, actor=a, card=sts, n=0)
    assert mod in legal_actions(s)  # nobody can block: blocks are declined at once
    apply_checked(s, mod)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 27  # 1 + 2 bleed
    for corrupted in (False, True):
        s = table(deck)
        a = ready(s, 0, "Arishat")
        b = ready(s, 1, "Adelaide Davis")
        sts = hand(s, 0, "Sense the Sin")
        if corrupted:
            s.corruption[b] = 1
        minion_phase(s)
        apply_checked(s, Action(Kind.BLEED, actor=a))
        apply_checked(s, Action(Kind.BLOCK, actor=b))
        if not corrupted:  # nothing to play: blocked (stealth 0, intercept 0)
            assert s.stats[0] == 1 and sts in s.players[0].hand
            continue
        assert s.pending.stage == Stage.ATTEMPT and s.decider == 0  # blocked unless stealth is added
        mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.card == sts]
        assert mods == [Action(Kind.MODIFIER, actor=a, card=sts, n=0)]
        apply_checked(s, mods[0])
        while s.pending is not None:
            apply_checked(s, PASS)
        assert s.stats[0] == 0 and s.players[1].pool == 27  # the attempt failed: 1 + 2 bleed


@pytest.fixture(scope="module")
def anarch_deck(cards):
    crypt = {"Bituin": 2, "Anson": 2, "Lauren": 2, "Ayelech": 2}
    return make_deck(cards, crypt, {**TABLE_FILLER, "An Anarch Manifesto": 2, "Break the Bonds": 2})


def test_anarch_manifesto_is_executed(cards):
    card = cards.lookup("An Anarch Manifesto").card
    assert executes(REGISTRY.of(card), card)


def test_anarch_manifesto_stealth_only_on_actions_requiring_an_anarch(anarch_deck):
    """An Anarch Manifesto: "the anarch with this equipment gets +1 stealth on actions that
    require an anarch" (Break the Bonds: "requires an Anarch"; rules 6.2.2.2), not on a hunt
    (+1 stealth of its own, rules 6.1.2) nor a bleed."""
    s = table(anarch_deck)
    a = ready(s, 0, "Bituin", blood=4)
    attach(s, 0, "Anarch Manifesto, An", a)
    btb = hand(s, 0, "Break the Bonds")
    ready(s, 1, "Lauren")  # a blocker keeps each action at its blocks step
    minion_phase(s)
    stealth = {}
    for x in legal_actions(s):
        if x.actor == a and x.kind in (Kind.BLEED, Kind.HUNT, Kind.ACTION_CARD):
            t = s.clone()
            apply_checked(t, x)
            stealth[x.kind, x.card] = t.pending.stealth
    assert stealth == {(Kind.BLEED, -1): 0, (Kind.HUNT, -1): 1, (Kind.ACTION_CARD, btb): 1}


def test_anarch_manifesto_strength_for_titled_non_anarch_opponents(anarch_deck):
    """An Anarch Manifesto: "titled non-Anarch vampires get +1 strength in combat with this
    minion" (rules 6.4.5): a prince, not an untitled vampire nor a titled Anarch; the bearer
    gets no strength from it."""
    s = table(anarch_deck)
    a = ready(s, 0, "Lauren")
    attach(s, 0, "Anarch Manifesto, An", a)
    got = {}
    for name in ("Anson", "Ayelech", "Lauren", "Bituin"):
        v = ready(s, 1, name)
        combat.start(s, a, 0, v, 1)
        got[name] = (combat.strength_of(s, s.combat, 1, v), combat.strength_of(s, s.combat, 0, a))
        s.combat = None
    assert got == {"Anson": (2, 1), "Ayelech": (2, 1), "Lauren": (1, 1), "Bituin": (1, 1)}


@pytest.fixture(scope="module")
def laibon_deck(cards):
    return make_deck(cards, {"Elizabeth Conde": 2, "Bupe Kuila": 2}, {**TABLE_FILLER, "Shaman": 2})


def test_shaman_is_executed(cards):
    card = cards.lookup("Shaman").card
    assert executes(REGISTRY.of(card), card)


def test_shaman_intercept_and_stealth_for_itself_shuffled_back(laibon_deck):
    """Shaman: "this Laibon has +1 intercept" (rules 6.2.2.2), and no stealth of its own: "when
    acting, this Laibon can shuffle this retainer back into his owner's library to get +1
    stealth". Elizabeth Conde hunts (+1 stealth, rules 6.1.2) and Bupe Kuila (+1 intercept)
    blocks: shuffling Shaman away brings the stealth to 2, the attempt fails (the hunt succeeds),
    and the table policy does it rather than fight an older vampire."""
    s = table(laibon_deck)
    a = ready(s, 0, "Elizabeth Conde", blood=2)
    sham = attach(s, 0, "Shaman", a)
    s.blood[sham] = 2
    assert intercept_of(s, a) == 1
    b = ready(s, 1, "Bupe Kuila")
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    assert s.pending.stealth == 1  # the hunt's own
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.pending.intercept == 1 and s.decider == 0
    use = Action(Kind.USE, actor=a, card=sham, n=1)
    assert use in legal_actions(s)
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == use
    pend = s.pending
    apply_checked(s, use)
    assert pend.stealth == 2 and sham in s.players[0].library and sham not in s.players[0].in_play
    assert s.attached[sham] == -1 and s.blood[sham] == 0 and intercept_of(s, a) == 0
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.stats[0] == 0 and s.blood[a] == 3  # not blocked: the hunt's blood
