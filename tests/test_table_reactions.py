"""Scenario tests of reactions, modifiers and combat cards the table rules play: cancelling a
referendum (rules 6.3.2), blocking any action (6.2.2), modifiers as the action is announced,
after a block (6.2.2.2), and combat cards (6.4)."""

from __future__ import annotations

import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, call, hand, inst, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Stage, apply_checked, combat, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = (
    "Delaying Tactics", "Kine Resources Contested", "Eagle's Sight", "Seduction", "Mirror Walk", "Form of Mist",
    "Obedience", "Cats' Guidance", "Guard Dogs", "Telepathic Counter",
)


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(TABLE_FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, {**TABLE_CRYPT, "Ariadne": 1}, lib)  # Ariadne: ANI FOR PRO


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


def test_instinctive_reaction_only_when_the_predator_acts(cards):
    """An intercept reaction is played by the blocking minion (rules 6.2.2) only where its text
    allows: Instinctive Reaction "only usable if a minion controlled by your predator is
    acting". A hunt (undirected, +1 stealth: rules 6.1.2) by Methuselah 0, blocked by its prey
    (1), whose predator 0 is: offered; blocked by its predator (3), whose predator is 2: not."""
    d = make_deck(cards, {"Lauren": 2, "Horace Radcliffe": 2, "Ryan": 2}, {**TABLE_FILLER, "Instinctive Reaction": 2})
    for q, offered in ((1, {"Instinctive Reaction"}), (3, set())):
        s = table(d)
        a = ready(s, 0, "Lauren", blood=1)
        b = ready(s, q, "Horace Radcliffe", blood=4)  # ANI, no intercept
        hand(s, q, "Instinctive Reaction")
        minion_phase(s)
        apply_checked(s, Action(Kind.HUNT, actor=a))
        while s.decider != q:
            apply_checked(s, PASS)
        apply_checked(s, Action(Kind.BLOCK, actor=b))
        # (no card to play: the attempt fails against the stealth at once)
        got = set() if s.pending is None else {
            s.setup.card[x.card].name for x in legal_actions(s) if x.kind == Kind.REACTION and s.decider == q}
        assert got == offered


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


def blocked(s, a: int, b: int) -> None:
    """``a`` bleeds; ``b`` (of the prey) blocks it successfully."""
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.pending is not None and s.pending.stage == Stage.ATTEMPT:
        apply_checked(s, PASS)


def test_obedience_ends_the_action_of_a_younger_vampire_before_combat(deck):
    """Obedience (rules 6.2.3): a blocking vampire about to enter combat with an acting younger
    vampire ends the action; it does not lock; [DOM] the acting vampire stays locked."""
    s = table(deck)
    a = ready(s, 0, "Lauren")  # capacity 4
    b = ready(s, 1, "Ayelech")  # capacity 7, [DOM]
    ob = hand(s, 1, "Obedience")
    blocked(s, a, b)
    assert s.pending.stage == Stage.BLOCKED and s.decider == 1
    [react] = [x for x in legal_actions(s) if x.kind == Kind.REACTION]
    assert react.card == ob and s.setup.effect[ob].options[react.n].level == 2
    apply_checked(s, react)
    assert s.combat is None and s.stats[1] == 0 and not s.locked[b] and s.locked[a]
    assert s.players[1].pool == 30 and ob in s.players[1].ash


def test_obedience_inferior_unlocks_the_actor_who_cannot_repeat_the_action(deck):
    s = table(deck)
    a = ready(s, 0, "Brock Sterling")  # capacity 3
    b = ready(s, 1, "Lauren")  # capacity 4, [dom]
    ob = hand(s, 1, "Obedience")
    blocked(s, a, b)
    apply_checked(s, Action(Kind.REACTION, actor=b, card=ob, n=1))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert not s.locked[a] and not s.locked[b] and s.stats[1] == 0
    acts = legal_actions(s)
    assert not any(x.kind == Kind.BLEED and x.actor == a for x in acts)  # not the same action
    assert any(x.kind == Kind.HUNT and x.actor == a for x in acts)


def test_no_obedience_against_an_older_vampire(deck):
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    b = ready(s, 1, "Lauren")
    hand(s, 1, "Obedience")
    blocked(s, a, b)
    assert s.stats[:2] == [1, 1]  # nothing to decide before block resolution: combat


def test_cats_guidance_unlocks_the_blocker_after_block_resolution(deck):
    """Cats' Guidance [ani]: a locked vampire who has blocked unlocks after block resolution
    (rules 6.2.3: the blocker locks)."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Casino Reeds", blood=5)  # [ANI]: the superior is +1 intercept
    cg = hand(s, 1, "Cats' Guidance")
    blocked(s, a, b)
    while s.combat is not None:
        apply_checked(s, PASS)
    assert s.locked[b] and s.decider == 1
    unlock = Action(Kind.REACTION, actor=b, card=cg, n=1)
    assert legal_actions(s) == [unlock, PASS]
    apply_checked(s, unlock)
    assert not s.locked[b] and cg in s.players[1].ash and s.decider == 0


def test_guard_dogs_wake_only_during_a_bleed(deck):
    """Guard Dogs: a locked vampire unlocks to block a bleed against its Methuselah (rules
    6.2.2.1, 1.6.3.6), not another action; [ANI] with 1 optional maneuver in the combat."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    a2 = ready(s, 0, "Lauren", k=1)
    b = ready(s, 1, "Casino Reeds", blood=5)
    s.locked[b] = 1
    gd = hand(s, 1, "Guard Dogs")
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    assert s.pending is None  # nobody may block the hunt
    apply_checked(s, Action(Kind.BLEED, actor=a2))
    [block] = [x for x in legal_actions(s) if x.kind == Kind.BLOCK]
    assert block.card == gd and s.setup.effect[gd].options[block.n].level == 2
    apply_checked(s, block)
    while s.combat is None:
        apply_checked(s, PASS)
    assert s.combat.free_maneuver[1] == 1


def test_telepathic_counter_reduces_a_bleed_against_you(deck):
    """Telepathic Counter: a ready vampire of the bled Methuselah reduces the bleed once blocks
    are declined ([aus] by 1, [AUS] by 2; rules 6.1.1), by the vampire able to reduce it most."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    ready(s, 1, "Lauren")  # [aus]
    b = ready(s, 1, "Trevon Parker")  # [AUS]
    s.locked[inst(s, 1, "Lauren")] = 1  # locked: cannot react anyway
    tc = hand(s, 1, "Telepathic Counter")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None and s.pending.stage != Stage.REACTIONS:
        apply_checked(s, PASS)
    assert s.decider == 1
    [react] = [x for x in legal_actions(s) if x.kind == Kind.REACTION]
    assert react.actor == b and react.target == -1 and s.setup.effect[tc].options[react.n].level == 2
    s.pending.bleed = 3
    apply_checked(s, react)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 29 and tc in s.players[1].ash


def test_protected_district_reduces_a_bleed_by_3_for_a_primogen(cards):
    """Protected District (requires a primogen): the bled Methuselah's primogen reduces the
    bleed by 3 (rules 6.1.1); its "+3 votes against" option is played in the polling step
    (tests/test_engine_vampire_calls.py), so the card counts as executed."""
    d = make_deck(cards, {**TABLE_CRYPT, "Lenny Burkhead": 1}, {**TABLE_FILLER, "Protected District": 2})
    card = cards.lookup("Protected District").card
    assert executes(REGISTRY.of(card), card)
    s = table(d)
    a = ready(s, 0, "Ayelech")
    ready(s, 1, "Lauren")  # not a primogen
    b = ready(s, 1, "Lenny Burkhead")  # primogen
    pd = hand(s, 1, "Protected District")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None and s.pending.stage != Stage.REACTIONS:
        apply_checked(s, PASS)
    [react] = [x for x in legal_actions(s) if x.kind == Kind.REACTION]
    assert react.actor == b and react.card == pd
    s.pending.bleed = 4
    apply_checked(s, react)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 29 and pd in s.players[1].ash


def test_deep_ecology_a_locked_anarch_burns_a_blood_to_unlock_and_block(cards):
    """Deep Ecology [pro]: a locked Anarch burns 1 blood to unlock during any action it may block,
    an undirected one too (rules 6.2.2: unlocked, it may attempt to block); a non-Anarch cannot."""
    lib = {**TABLE_FILLER, "Deep Ecology": 2}
    deck = make_deck(cards, {**TABLE_CRYPT, "Gabriel Tremblay": 1}, lib)
    card = cards.lookup("Deep Ecology").card
    assert executes(REGISTRY.of(card), card)
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Gabriel Tremblay", blood=3)  # Anarch, pro
    c = ready(s, 1, "Brock Sterling")  # not Anarch
    s.locked[b] = s.locked[c] = 1
    de = hand(s, 1, "Deep Ecology")
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))  # undirected: the prey may block
    while s.pending is not None and s.pending.stage == Stage.ANNOUNCE:
        apply_checked(s, PASS)
    blocks = [x for x in legal_actions(s) if x.kind == Kind.BLOCK and x.card == de]
    assert [x.actor for x in blocks] == [b]
    s.pending.stealth = 5  # the block attempt fails
    apply_checked(s, blocks[0])
    assert not s.locked[b] and s.blood[b] == 2 and de in s.players[1].ash


def test_table_policy_plays_obedience_rather_than_an_even_fight(deck):
    """The table policy's blocker ends the action with Obedience (it does not lock, and may block
    again) unless the fight is clearly worth more."""
    from scenario import table_choice

    s = table(deck)
    a = ready(s, 0, "Lauren")  # capacity 4
    b = ready(s, 1, "Ayelech")  # capacity 7, [DOM]
    ob = hand(s, 1, "Obedience")
    blocked(s, a, b)
    assert s.decider == 1 and table_choice(s, 1).card == ob
