"""Scenario tests of reactions, modifiers and combat cards the table rules play: cancelling a
referendum (rules 6.3.2), blocking any action (6.2.2), modifiers as the action is announced,
after a block (6.2.2.2), and combat cards (6.4)."""

from __future__ import annotations

import pytest
from test_table import make_deck
from test_table_rules import CRYPT, FILLER, call, hand, inst, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Stage, apply_checked, combat, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = (
    "Delaying Tactics", "Kine Resources Contested", "Eagle's Sight", "Seduction", "Mirror Walk", "Form of Mist",
)


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, {**CRYPT, "Ariadne": 1}, lib)  # Ariadne: ANI FOR PRO


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def test_delaying_tactics_cancels_the_referendum(deck):
    """Delaying Tactics (rules 6.3.2): during the polling step another Methuselah's ready vampire
    cancels the referendum; the acting vampire unlocks, the political action card returns to its
    owner's hand and cannot be called again by that Methuselah's minions this turn."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    v = ready(s, 1, "Anson", blood=2)
    dt = hand(s, 1, "Delaying Tactics")
    call(s, a, "Kine Resources Contested")
    krc = inst(s, 0, "Kine Resources Contested")
    r = s.referendum
    apply_checked(s, Action(Kind.TERMS, n=0))
    assert not any(x.kind == Kind.CANCEL for x in legal_actions(s))  # not the caller's own
    apply_checked(s, Action(Kind.VOTE, n=1))
    assert s.decider == 1
    cancel = Action(Kind.CANCEL, actor=v, card=dt)
    assert cancel in legal_actions(s)
    apply_checked(s, cancel)
    assert s.referendum is None and r.votes_for == 3 and s.stats[3] == 0
    assert [m.pool for m in s.players] == [30] * 4  # no resolution
    assert s.blood[v] == 1 and dt in s.players[1].ash
    assert not s.locked[a] and krc in s.players[0].hand
    while s.pending is not None:
        apply_checked(s, PASS)
    assert not any(x.kind == Kind.POLITICAL for x in legal_actions(s))  # not again this turn


def test_no_delaying_tactics_without_a_ready_vampire(deck):
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    v = ready(s, 1, "Anson", blood=2)
    s.locked[v] = 1
    hand(s, 1, "Delaying Tactics")
    call(s, a, "Kine Resources Contested")
    apply_checked(s, Action(Kind.TERMS, n=0))
    apply_checked(s, Action(Kind.VOTE, n=1))
    assert not any(x.kind == Kind.CANCEL for x in legal_actions(s))


def test_eagles_sight_blocks_an_action_not_directed_at_its_methuselah(deck):
    """Eagle's Sight [AUS] (rules 6.2.2.1): a vampire of a Methuselah who may not normally block
    attempts to block the bleed, once the target declined; [aus] is only +1 intercept."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 2, "Ayelech")  # across the table: neither the target nor the predator
    lauren = ready(s, 2, "Lauren", k=1)  # [aus] only: cannot play it to block
    es = hand(s, 2, "Eagle's Sight")
    ready(s, 1, "Brock Sterling")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending is not None and s.pending.block_order == [1, 2]
    apply_checked(s, PASS)  # the target declines
    assert s.decider == 2
    blocks = [x for x in legal_actions(s) if x.kind == Kind.BLOCK]
    assert blocks == [Action(Kind.BLOCK, actor=b, card=es, n=0)] and lauren not in {x.actor for x in blocks}
    apply_checked(s, blocks[0])
    assert es in s.players[2].ash
    while s.pending is not None and s.pending.stage == Stage.ATTEMPT:
        apply_checked(s, PASS)
    assert s.stats[0] == 1 and s.players[1].pool == 30  # blocked: no bleed


def test_no_block_any_without_the_card(deck):
    s = table(deck)
    a = ready(s, 0, "Lauren")
    ready(s, 2, "Ayelech")
    ready(s, 1, "Brock Sterling")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending.block_order == [1]


def test_seduction_as_announced_keeps_a_vampire_from_blocking(deck):
    """Seduction: as the action is announced, before blocks (rules 6.2.2), [dom] a younger
    vampire, [DOM] any vampire, cannot block this action."""
    s = table(deck)
    a = ready(s, 0, "Lauren")  # capacity 4, [dom]
    old = ready(s, 1, "Ayelech")  # capacity 7
    young = ready(s, 1, "Brock Sterling")  # capacity 3
    sed = hand(s, 0, "Seduction")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending.stage == Stage.ANNOUNCE and s.decider == 0
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mods == [Action(Kind.MODIFIER, actor=a, card=sed, target=young, n=1)]  # not the older one
    trial = s.clone()
    apply_checked(trial, PASS)
    assert {x.actor for x in legal_actions(trial) if x.kind == Kind.BLOCK} == {old, young}
    apply_checked(s, mods[0])
    assert sed in s.players[0].ash and s.pending.stage == Stage.BLOCKS and s.decider == 1
    assert {x.actor for x in legal_actions(s) if x.kind == Kind.BLOCK} == {old}
    # [DOM]: any vampire
    s = table(deck)
    a = ready(s, 0, "Trevon Parker")  # capacity 6, [DOM]
    old = ready(s, 1, "Ayelech")
    hand(s, 0, "Seduction")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert {(x.target, x.n) for x in legal_actions(s) if x.kind == Kind.MODIFIER} == {(old, 0)}


def test_mirror_walk_superior_ends_a_blocked_action_and_locks_the_blocker(deck):
    """Mirror Walk [THA]: +1 stealth against the block attempt (rules 6.2.2.2), and if the action
    is blocked anyway, the blocker locks and the action ends before block resolution: no combat
    (rules 6.2.3)."""
    s = table(deck)
    a = ready(s, 0, "Trevon Parker")  # [THA]
    b = ready(s, 1, "Ayelech")
    walk = hand(s, 0, "Mirror Walk")
    eyes = hand(s, 1, "Eagle's Sight")  # [aus]: +1 intercept
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mods == [Action(Kind.MODIFIER, actor=a, card=walk, n=0)]
    apply_checked(s, mods[0])
    assert s.pending.stealth == 1 and s.decider == 1
    inferior = next(k for k, o in enumerate(s.setup.effect[eyes].options) if o.level == 1)
    apply_checked(s, Action(Kind.REACTION, actor=b, card=eyes, n=inferior))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.stats[:2] == [0, 0]  # no block resolution, no combat
    assert s.locked[b] and s.locked[a] and s.players[1].pool == 30 and s.blood[a] == 3


def strike_step(s) -> None:
    """Pass maneuvers until the acting side strikes."""
    while s.combat is not None and s.combat.stage != combat.STRIKE:
        apply_checked(s, PASS)


def test_form_of_mist_ends_combat_and_the_blocked_action_continues(deck):
    """Form of Mist [PRO]: strike, combat ends (rules 6.4.5); the blocked vampire burns 1 blood
    to continue the action with +1 stealth as if unblocked: no block resolution, the bleed
    succeeds (rules 6.2.3); the blocker stays locked."""
    s = table(deck)
    a = ready(s, 0, "Ariadne", blood=4)
    b = ready(s, 1, "Ayelech")
    fom = hand(s, 0, "Form of Mist")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None:
        apply_checked(s, PASS)
    strike_step(s)
    ends = [x for x in legal_actions(s) if x.card == fom]
    assert {s.setup.effect[fom].options[x.n].level for x in ends} == {2}
    apply_checked(s, ends[0])  # the blocker's hand strike follows by itself: combat ends first
    assert s.combat is None and s.stats[:2] == [1, 1]
    assert s.blood[a] == 3 and s.locked[b] and fom in s.players[0].ash
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 29  # the bleed went through


def test_form_of_mist_played_by_the_blocker_continues_nothing(deck):
    """Only a blocked acting vampire continues its action; the blocker's Form of Mist [PRO] just
    ends the combat, and the action stays blocked (rules 6.2.3)."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=4)
    b = ready(s, 1, "Ariadne")
    fom = hand(s, 1, "Form of Mist")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None:
        apply_checked(s, PASS)
    strike_step(s)
    assert s.decider == 1
    [ends] = [x for x in legal_actions(s) if x.card == fom]
    apply_checked(s, ends)
    assert s.combat is None and s.blood[b] == 3 and s.blood[a] == 4 and s.players[1].pool == 30
