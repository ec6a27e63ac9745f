"""Scenario tests of action modifiers "not usable during a bleed (or political) action"
(Forgotten Labyrinth, Shroud of Night [obt], Smoke and Mirrors [obf]) and "the blocking vampire
gets -1 intercept" (Smoke and Mirrors [obt]): rules 6.2.2.2 (stealth and intercept), 6.2.3
(action modifiers played as their text allows)."""

from __future__ import annotations

import pytest
from scenario import TABLE_FILLER, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Stage, apply_checked, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry, Op, When, Who
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(TABLE_FILLER)
    lib.update({"Forgotten Labyrinth": 2, "Eyes of Argus": 2, "Smoke and Mirrors": 2, "Underbridge Stray": 1,
                "Telepathic Misdirection": 2})
    return make_deck(cards, {"Colette": 6, "Ayelech": 6}, lib)


@pytest.mark.parametrize("name", ["Forgotten Labyrinth", "Shroud of Night", "Smoke and Mirrors"])
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def test_the_restriction_is_read(cards):
    """Forgotten Labyrinth: "Not usable during a bleed action" on both levels; Smoke and Mirrors
    [obf]: "... during a bleed or political action"; [obt]: -1 intercept for a blocking vampire."""
    fl = REGISTRY.of(cards.lookup("Forgotten Labyrinth").card)
    assert all(o.prims[0] == (Op.WHEN, When.NOT_BLEED, 0, 0, 0) for o in fl.options)
    sm = REGISTRY.of(cards.lookup("Smoke and Mirrors").card)
    obf = next(o for o in sm.options if o.has(Op.STEALTH) and o.amount(Op.STEALTH) == 2)
    assert R.not_bleed(obf, Kind.BLEED) and R.not_bleed(obf, Kind.POLITICAL) and not R.not_bleed(obf, Kind.HUNT)
    assert R.not_bleed(fl.options[0], Kind.BLEED) and not R.not_bleed(fl.options[0], Kind.POLITICAL)
    obt = next(o for o in sm.options if o.has(Op.MINUS_INTERCEPT))
    assert next(p for p in obt.prims if p.op == Op.MINUS_INTERCEPT).arg == Who.VAMPIRE


@pytest.mark.parametrize(("kind", "offered"), [(Kind.HUNT, True), (Kind.BLEED, False)])
def test_forgotten_labyrinth_not_during_a_bleed(deck, kind, offered):
    """Colette [obf] is blocked by Ayelech with Telepathic Misdirection ([aus] +1 intercept, usable
    during any action, unlike Eyes of Argus): Forgotten Labyrinth's +2 stealth is offered against
    the block of a hunt, not of a bleed (rules 6.2.2.2)."""
    s = table(deck)
    a = ready(s, 0, "Colette", blood=3)
    b = ready(s, 1, "Ayelech")
    eyes = hand(s, 1, "Telepathic Misdirection")
    fl = hand(s, 0, "Forgotten Labyrinth")
    minion_phase(s)
    apply_checked(s, Action(kind, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    if s.decider == 1:  # the hunt's stealth: Ayelech adds intercept
        inferior = next(k for k, o in enumerate(s.setup.effect[eyes].options) if o.level == 1)
        apply_checked(s, Action(Kind.REACTION, actor=b, card=eyes, n=inferior))
    # the acting side may answer the block only with a card it can play: none during the bleed
    # (the block then succeeds at once)
    assert (s.pending is not None and s.decider == 0 and any(x.card == fl for x in legal_actions(s))) == offered
    assert fl in s.players[0].hand


def test_blocking_vampire_minus_one_intercept(deck, cards):
    """Smoke and Mirrors [obt]: "the blocking vampire gets -1 intercept": 1 against a blocking
    vampire, none against a blocking ally (rules 6.2.2.2)."""
    s = table(deck)
    a = ready(s, 0, "Colette")
    b = ready(s, 1, "Ayelech")
    sm = REGISTRY.of(cards.lookup("Smoke and Mirrors").card)
    obt = next(o for o in sm.options if o.has(Op.MINUS_INTERCEPT))
    assert R.minus_intercept(s.setup, obt, a, b) == 1
    ally = next(i for i in range(len(s.setup.card)) if s.setup.card[i].name == "Underbridge Stray")
    assert s.setup.is_ally[ally] and R.minus_intercept(s.setup, obt, a, ally) == 0


@pytest.fixture(scope="module")
def mel_deck(cards):
    lib = dict(TABLE_FILLER)
    lib.update({"Virtuosa": 2, "Eyes of Argus": 2})
    return make_deck(cards, {"Angela Preston": 6, "Ayelech": 6}, lib)


def test_virtuosa_is_executed_and_read(cards):
    """Virtuosa: [mel] "+1 stealth and +2 bleed (limited), or +2 bleed (limited)" is two options
    of +2 bleed each (not +4); [MEL] "as the action is announced. This action is unblockable"."""
    card = cards.lookup("Virtuosa").card
    e = REGISTRY.of(card)
    assert executes(e, card)
    assert sorted(o.amount(Op.PLUS_BLEED) for o in e.options if o.has(Op.PLUS_BLEED)) == [2, 2]
    assert R.announce_unblockable_known(next(o for o in e.options if o.has(Op.UNBLOCKABLE)))


@pytest.mark.parametrize("play", [True, False])
def test_virtuosa_makes_the_bleed_unblockable(mel_deck, play):
    """Angela Preston [MEL] bleeds and plays Virtuosa as the bleed is announced: nobody may
    attempt to block (rules 6.2.2); without it Ayelech may block."""
    s = table(mel_deck)
    a = ready(s, 0, "Angela Preston", blood=3)
    b = ready(s, 1, "Ayelech")
    v = hand(s, 0, "Virtuosa")
    minion_phase(s)
    pool = s.players[1].pool
    apply_checked(s, Action(Kind.BLEED, actor=a))
    use = [x for x in legal_actions(s) if x.card == v]
    assert use and s.decider == 0
    apply_checked(s, use[0] if play else PASS)
    assert any(x.kind == Kind.BLOCK and x.actor == b for x in legal_actions(s)) != play
    if play:
        assert v not in s.players[0].hand and (s.pending is None or s.pending.stage == Stage.AFTER_BLOCKS)
        while s.pending is not None:
            apply_checked(s, PASS)
        assert s.players[1].pool == pool - 1  # bled for 1, unblocked
