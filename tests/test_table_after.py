"""Scenario tests of action modifiers played after action resolution (rules 6.2.3): CrimethInc.
unlocking Anarchs after a successful action requiring an Anarch, or put in play to unlock one for
1 pool during the minion phase."""

from __future__ import annotations

import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Stage, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = ("CrimethInc.", "Platinum Protocol, The")


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(TABLE_FILLER)
    for name in CARDS:
        lib[name] = 2
    # Marcel: Anarch OBF PRE PRO; Brandon Grime: Anarch POT PRE THA CEL; Aisha az-Zahra: Anarch OBF QUI...
    crypt = {**TABLE_CRYPT, "Marcel": 1, "Brandon Grime": 1, "Jenny Silver": 1, "Aisha az-Zahra": 1}
    return make_deck(cards, crypt, lib)


def test_crimethinc_is_executed(cards):
    card = cards.lookup("CrimethInc.").card
    assert executes(REGISTRY.of(card), card)


def _bleed(s, a, card, level_disc):
    """``a`` bleeds with Platinum Protocol (a (D) bleed requiring an Anarch) by the option needing
    ``level_disc``, unblocked, up to the after-resolution step."""
    minion_phase(s)
    e = s.setup.effect[card]
    k = next(k for k, o in enumerate(e.options) if o.need_any == level_disc)
    [act] = [x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card and x.n == k]
    apply_checked(s, act)
    while s.pending is not None and not any(
            x.kind == Kind.MODIFIER and s.pending.stage == Stage.AFTER_RESOLUTION for x in legal_actions(s)):
        apply_checked(s, PASS)


def _disc(s, card, k):
    return s.setup.effect[card].options[k].need_any


def test_crimethinc_unlocks_after_a_successful_action_requiring_an_anarch(deck):
    """CrimethInc. [pro]: the acting Anarch unlocks after resolution of its successful action
    requiring an Anarch (rules 6.2.3); [qui] would unlock another locked ready Anarch instead."""
    s = table(deck)
    a = ready(s, 0, "Marcel")  # obf pre pro
    other = ready(s, 0, "Jenny Silver")
    s.locked[other] = 1
    ci = hand(s, 0, "CrimethInc.")
    pp = hand(s, 0, "Platinum Protocol, The")
    obf = next(o.need_any for o in s.setup.effect[pp].options if o.prims[1].op.name == "STEALTH")
    _bleed(s, a, pp, obf)
    assert s.pending is not None and s.pending.succeeded and s.locked[a]
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert {x.card for x in mods} == {ci}
    e = s.setup.effect[ci]
    levels = {(e.options[x.n].prims[0].op.name, x.target) for x in mods}
    assert levels == {("UNLOCK_MINION", -1)}  # Marcel has neither [qui] nor [tha]
    [mine] = mods
    apply_checked(s, mine)
    assert not s.locked[a] and s.locked[other] and ci in s.players[0].ash


def test_crimethinc_other_anarch_and_not_after_an_action_not_requiring_one(deck):
    """[qui]: another ready Anarch unlocks; after a plain bleed no CrimethInc. is offered."""
    s = table(deck)
    a = ready(s, 0, "Aisha az-Zahra")  # obf qui, no pro
    other = ready(s, 0, "Jenny Silver")
    s.locked[other] = 1
    ci = hand(s, 0, "CrimethInc.")
    pp = hand(s, 0, "Platinum Protocol, The")
    obf = next(o.need_any for o in s.setup.effect[pp].options if o.prims[1].op.name == "STEALTH")
    _bleed(s, a, pp, obf)
    [qui] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.target == other]
    apply_checked(s, qui)
    assert not s.locked[other] and s.locked[a] and ci in s.players[0].ash
    s = table(deck)
    a = ready(s, 0, "Marcel")
    hand(s, 0, "CrimethInc.")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None:
        assert not any(x.kind == Kind.MODIFIER and s.pending.stage == Stage.AFTER_RESOLUTION
                       for x in legal_actions(s))
        apply_checked(s, PASS)
    assert s.players[1].pool < 30 and s.locked[a]


def test_crimethinc_in_play_unlocks_an_anarch_for_a_pool(deck):
    """[tha]: put in play; during the minion phase its controller burns 1 pool to unlock a ready
    Anarch (it may act again, rules 6.1)."""
    s = table(deck)
    a = ready(s, 0, "Brandon Grime")  # pre tha, no pro nor qui
    ci = hand(s, 0, "CrimethInc.")
    pp = hand(s, 0, "Platinum Protocol, The")
    pre = next(o.need_any for o in s.setup.effect[pp].options if o.prims[1].op.name == "PLUS_BLEED")
    _bleed(s, a, pp, pre)
    [tha] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert tha.card == ci and s.setup.effect[ci].options[tha.n].prims[0].op.name == "WHEN"
    apply_checked(s, tha)
    assert ci in s.players[0].in_play and s.locked[a]
    while s.pending is not None:
        apply_checked(s, PASS)
    pool = s.players[0].pool
    [use] = [x for x in legal_actions(s) if x.kind == Kind.TOGGLE]
    assert use.target == a and use.n == 2
    apply_checked(s, use)
    assert not s.locked[a] and s.players[0].pool == pool - 1
    assert not any(x.kind == Kind.BLEED and x.actor == a for x in legal_actions(s))  # bled this turn (rules 6.1.1)
    assert any(x.actor == a for x in legal_actions(s) if x.kind == Kind.HUNT)  # it acts again


@pytest.fixture(scope="module")
def wraith_deck(cards):
    lib = dict(TABLE_FILLER)
    lib.update({"Shroud Mastery": 2, "Fiorella, Empty One": 2})
    return make_deck(cards, {**TABLE_CRYPT, "Andrea Giovanni": 1}, lib)  # Andrea Giovanni: NEC


def test_shroud_mastery_is_executed(cards):
    card = cards.lookup("Shroud Mastery").card
    assert executes(REGISTRY.of(card), card)


def test_shroud_mastery_unlocks_after_a_successful_recruit_of_a_wraith(wraith_deck):
    """Shroud Mastery [NEC]: played as the action to recruit a wraith is announced, the vampire
    unlocks after action resolution as the action succeeded (rules 6.2.3); not offered on a bleed."""
    s = table(wraith_deck)
    a = ready(s, 0, "Andrea Giovanni", blood=5)
    sm = hand(s, 0, "Shroud Mastery")
    fi = hand(s, 0, "Fiorella, Empty One")
    minion_phase(s)
    [rec] = [x for x in legal_actions(s) if x.kind == Kind.RECRUIT and x.card == fi]
    apply_checked(s, rec)
    assert s.pending is not None and s.pending.stage == Stage.ANNOUNCE
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mod.card == sm and s.setup.effect[sm].options[mod.n].level == 2
    apply_checked(s, mod)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert fi in s.players[0].ready and not s.locked[a] and sm in s.players[0].ash
    s = table(wraith_deck)
    a = ready(s, 0, "Andrea Giovanni", blood=5)
    hand(s, 0, "Shroud Mastery")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None:
        assert not any(x.kind == Kind.MODIFIER and s.pending.stage == Stage.ANNOUNCE for x in legal_actions(s))
        apply_checked(s, PASS)
    assert s.locked[a]
