"""Scenario tests of action modifiers the table rules play: tolls on block attempts (rules
6.2.2), what happens if the action is blocked (6.2.3, 6.4)."""

from __future__ import annotations

import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, Op, Stage, apply_checked, legal_actions, rules
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = ("Force of Personality", "Tenebrous Form", "Underbridge Stray", "Stone Travel", "Mind Tricks", "Eyes of Argus", "Monkey Wrench",
         "Leverage", "Blanket of Night", "Eyes of the Night", "Skin of the Chameleon", "Visions of Gehenna",
         "I am Legion", "Approximation of Loyalty", "Revelation of the Serpent",
         "Enchanting Gaze", "Kiss of Ra, The", "Sleeping Mind, The", "On the Qui Vive",
         "Psychomachia", "Trochomancy", "Memory Rift", "Beast Meld")
#: Bret Stryker: CEL PRE; Isanwayen: DOM MYT OBT; Jackie: DEM; Anita Wainwright: an Anarch;
#: Ermenegildo: DOM OBT; Zafira: a Ravnos with PRE; Arishat: DAI OBF PRE;
#: Jenny Silver: PRE PRO; Milton Fox: pre pro; Hecate: AUS NEC; Cristobal Ghiberti: nec;
#: Céleste Lamontagne: ANI PRO.
MORE_CRYPT = {"Isanwayen": 1, "Jackie": 1, "Anita Wainwright": 1, "Ermenegildo, The Rake": 1, "Zafira": 1,
              "Arishat": 1, "Jenny Silver": 1,
              "Milton Fox": 1, "Hecate": 1, "Cristobal Ghiberti": 1,
              "Céleste Lamontagne": 1}


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(TABLE_FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, {**TABLE_CRYPT, **MORE_CRYPT}, lib)


@pytest.mark.parametrize("name", ("Force of Personality", "Tenebrous Form", "Stone Travel", "Mind Tricks", "Monkey Wrench", "Leverage",
                                  "Blanket of Night", "Eyes of the Night", "Skin of the Chameleon",
                                  "Visions of Gehenna", "I am Legion", "Approximation of Loyalty",
                                  "Revelation of the Serpent", "Enchanting Gaze",
                                  "Kiss of Ra, The", "Sleeping Mind, The", "Psychomachia",
                                  "Trochomancy", "Memory Rift", "Beast Meld"))
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


def blocked_after_stealth(s, a: int, b: int, card: int, n: int = -1) -> None:
    """``a`` bleeds, ``b`` blocks, ``a`` plays ``card`` (its superior, or option ``n``) for +1
    stealth, ``b`` answers with Eyes of Argus: blocked anyway."""
    eyes = hand(s, 1, "Eyes of Argus")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    if s.pending.stage == Stage.ANNOUNCE:
        apply_checked(s, PASS)
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    apply_checked(s, Action(Kind.MODIFIER, actor=a, card=card, n=superior(s, card) if n < 0 else n))
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
    hand(s, 0, "Monkey Wrench")
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


def test_eyes_of_the_night_superior_gives_the_blocker_a_maneuver_or_press(deck):
    """Eyes of the Night [OBT]: +1 intercept, with 1 optional maneuver or press during the
    resulting combat if this vampire blocks (rules 6.2.2.2, 6.4.2)."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=3)
    b = ready(s, 1, "Isanwayen", blood=4)
    eyes = hand(s, 1, "Eyes of the Night")
    hand(s, 0, "Eyes of the Night", 1)  # a card in the acting hand: the combat waits for choices
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))  # +1 stealth (rules 6.1.2)
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.pending.stage == Stage.ATTEMPT and s.decider == 1
    apply_checked(s, Action(Kind.REACTION, actor=b, card=eyes, n=superior(s, eyes)))
    c = s.combat
    assert c is not None and c.free_maneuver == [0, 1] and c.free_press == [0, 1]
    press = Action(Kind.PRESS, actor=b, card=b, n=1)
    while press not in legal_actions(s):
        apply_checked(s, next((x for x in legal_actions(s) if x.kind == Kind.STRIKE), PASS))
    apply_checked(s, press)
    assert c.free_maneuver == [0, 0] and c.free_press == [0, 0]


def test_skin_of_the_chameleon_as_announced(deck):
    """Skin of the Chameleon [tha], only usable as an action is announced: if the action is
    blocked, the acting vampire gets an optional maneuver or press in the resulting combat."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=3)
    b = ready(s, 1, "Ayelech", blood=3)
    skin = hand(s, 0, "Skin of the Chameleon")
    hand(s, 0, "Eyes of the Night")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending.stage == Stage.ANNOUNCE
    play = Action(Kind.MODIFIER, actor=a, card=skin, target=-1, n=next(
        k for k, o in enumerate(s.setup.effect[skin].options) if o.need_any and not o.has(Op.STEALTH)))
    assert play in legal_actions(s)
    apply_checked(s, play)
    assert s.blood[a] == 2
    apply_checked(s, Action(Kind.BLOCK, actor=b))  # stealth 0, intercept 0: blocked
    c = s.combat
    assert c is not None and c.free_maneuver == [1, 0] and c.free_press == [1, 0]


def test_visions_of_gehenna_allies_cannot_block(deck):
    """Visions of Gehenna [pre]: allies cannot block this action: an ally's attempt fails and no
    other ally may attempt (rules 6.2.2); vampires still may."""
    s = table(deck)
    a = ready(s, 0, "Zafira", blood=3)
    ally = ready(s, 1, "Underbridge Stray")
    ally2 = ready(s, 1, "Underbridge Stray", k=1)
    b = ready(s, 1, "Ayelech", blood=3)
    vis = hand(s, 0, "Visions of Gehenna")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert blockers(s) == {ally, ally2, b}
    apply_checked(s, Action(Kind.BLOCK, actor=ally))
    assert s.pending.stage == Stage.ATTEMPT and s.decider == 0
    play = next(x for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.card == vis)
    apply_checked(s, play)
    assert s.pending.stage == Stage.BLOCKS and blockers(s) == {b}


def blocked_by_eyes(s, a: int, b: int) -> int:
    """``a`` bleeds Methuselah 1 with 1 stealth (a directed action: Eyes of Argus [aus] is only
    usable during one), ``b`` attempts to block with Eyes of Argus (+2 intercept)."""
    eyes = hand(s, 1, "Eyes of Argus")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    if s.pending.stage == Stage.ANNOUNCE:
        apply_checked(s, PASS)
    assert s.pending.target_p == 1
    s.pending.stealth = 1
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    inferior = next(k for k, o in enumerate(s.setup.effect[eyes].options) if o.level == 1)
    apply_checked(s, Action(Kind.REACTION, actor=b, card=eyes, n=inferior))
    assert s.pending.intercept == 2 and s.pending.stealth == 1 and s.decider == 0
    return eyes


def test_i_am_legion_cancels_an_auspex_reaction_and_gains_a_pool(deck):
    """I am Legion [DAI OBF]: cancel a reaction card requiring Auspex as it is played (its cost is
    paid), and gain 1 pool after resolution if the action succeeds (rules 6.2.2.2: the cancelled
    intercept is gone, the block attempt fails)."""
    s = table(deck)
    a = ready(s, 0, "Arishat", blood=4)
    b = ready(s, 1, "Lauren", blood=3)  # Auspex
    legion = hand(s, 0, "I am Legion")
    blocked_by_eyes(s, a, b)
    play = Action(Kind.MODIFIER, actor=a, card=legion, n=superior(s, legion))
    assert play in legal_actions(s)
    apply_checked(s, play)
    # the intercept is gone: stealth 1 beats intercept 0, the attempt fails, nobody else blocks;
    # 1 blood for the card, 1 pool for the successful action, the bleed of 1 lands
    assert s.pending is None and s.players[0].pool == 31 and s.blood[a] == 3 and s.players[1].pool == 29


def test_approximation_of_loyalty(deck):
    """Approximation of Loyalty: [pre] as announced a vampire of capacity 6 or less or an ally
    cannot block; [PRE] cancel a reaction played by one as it is played, no cost paid, and no more
    action modifiers on this action."""
    s = table(deck)
    a = ready(s, 0, "Anson", blood=4)  # capacity 8, PRE
    b = ready(s, 1, "Lauren", blood=3)  # capacity 4
    big = ready(s, 1, "Ayelech", blood=3)  # capacity 7
    ally = ready(s, 1, "Underbridge Stray")
    ap = hand(s, 0, "Approximation of Loyalty")
    hand(s, 0, "Approximation of Loyalty", 1)
    trial = s.clone()
    minion_phase(trial)
    apply_checked(trial, Action(Kind.HUNT, actor=a))
    assert trial.pending.stage == Stage.ANNOUNCE
    assert {x.target for x in legal_actions(trial) if x.kind == Kind.MODIFIER} == {b, ally}
    eyes = blocked_by_eyes(s, a, b)
    spent = s.blood[b]
    play = Action(Kind.MODIFIER, actor=a, card=ap, n=superior(s, ap))
    assert play in legal_actions(s)
    apply_checked(s, play)
    assert s.blood[a] == 3 and eyes in s.players[1].ash and s.blood[b] == spent
    assert s.pending.flags & rules.NO_MODIFIERS
    # stealth 1 beats intercept 0: the attempt failed; the others may still try
    assert s.pending.stage == Stage.BLOCKS and blockers(s) == {big, ally}


@pytest.mark.parametrize("name, level, bleed, unlocked", [("Milton Fox", 1, 2, False), ("Jenny Silver", 2, 2, True)])
def test_revelation_of_the_serpent(deck, name, level, bleed, unlocked):
    """Revelation of the Serpent: +1 bleed (limited, not +2: "+1 bleed, or +1 stealth and +1
    bleed"); [PRE PRO] if the bleed is successful, 2 corruption counters burned from a minion of
    the target Methuselah unlock the vampire (rules 6.1.1)."""
    s = table(deck)
    a = ready(s, 0, name, blood=3)
    t = ready(s, 1, "Lauren", blood=3)
    s.locked[t] = 1  # no block
    s.corruption[t] = 3
    rev = hand(s, 0, "Revelation of the Serpent")
    bleed_unblocked(s, a)
    k = next(k for k, o in enumerate(s.setup.effect[rev].options) if o.level == level)
    apply_checked(s, Action(Kind.MODIFIER, actor=a, card=rev, n=k))
    assert s.pending is None and s.players[1].pool == 30 - bleed
    assert bool(s.locked[a]) is not unlocked and s.corruption[t] == (1 if unlocked else 3)


def test_enchanting_gaze_burns_a_corruption_counter_for_a_failed_attempt(deck):
    """Enchanting Gaze [PRE PRO]: +1 stealth, and once this action a corruption counter burned
    from the blocking minion has its attempt fail; it cannot attempt again (rules 6.2.2)."""
    s = table(deck)
    a = ready(s, 0, "Jenny Silver", blood=3)
    b = ready(s, 1, "Lauren", blood=3)
    b2 = ready(s, 1, "Trevon Parker", blood=3)
    s.corruption[b] = 1
    gaze = hand(s, 0, "Enchanting Gaze")
    eyes = hand(s, 1, "Eyes of Argus")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert not any(x.kind == Kind.USE for x in legal_actions(s))  # not played yet
    apply_checked(s, Action(Kind.MODIFIER, actor=a, card=gaze, n=superior(s, gaze)))
    assert s.pending.stealth == 1 and s.decider == 1 and s.corruption[b] == 1
    inferior = next(k for k, o in enumerate(s.setup.effect[eyes].options) if o.level == 1)
    apply_checked(s, Action(Kind.REACTION, actor=b, card=eyes, n=inferior))
    use = Action(Kind.USE, actor=a, card=gaze, n=superior(s, gaze))
    assert s.decider == 0 and use in legal_actions(s)
    apply_checked(s, use)
    assert b not in s.corruption and s.pending.stage == Stage.BLOCKS and blockers(s) == {b2}


def test_kiss_of_ra_ends_the_action_and_sends_the_blocker_to_torpor(deck):
    """The Kiss of Ra [FOR], when a vampire without Fortitude attempts to block: the attempt is
    cancelled, the blocker burns 2 blood and goes to torpor, the action ends without combat
    (rules 6.2.3, 6.5); not against a vampire with Fortitude."""
    s = table(deck)
    a = ready(s, 0, "Brock Sterling", blood=4)  # FOR
    b = ready(s, 1, "Ayelech", blood=3)
    tough = ready(s, 1, "Brock Sterling", blood=3)  # Fortitude
    kiss = hand(s, 0, "Kiss of Ra, The")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    trial = s.clone()
    apply_checked(trial, Action(Kind.BLOCK, actor=tough))
    assert trial.pending is None or not any(x.card == kiss for x in legal_actions(trial))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    play = Action(Kind.MODIFIER, actor=a, card=kiss, n=superior(s, kiss))
    assert play in legal_actions(s)
    apply_checked(s, play)
    assert s.pending is None and s.blood[a] == 1 and s.stats[:2] == [0, 0] and s.players[1].pool == 30
    assert s.blood[b] == 1 and b in s.players[1].torpor


@pytest.mark.parametrize("level", [1, 2])
def test_the_sleeping_mind_keeps_locked_vampires_from_blocking(deck, level):
    """The Sleeping Mind, as the action is announced: [dom] a chosen locked vampire cannot block
    this action; [DOM] minions cannot unlock during it, so no locked one wakes to block (rules
    6.2.2.1: only unlocked minions block, unless a card wakes them)."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=3)  # DOM
    b = ready(s, 1, "Lauren", blood=3)
    s.locked[b] = 1
    hand(s, 1, "On the Qui Vive")
    mind = hand(s, 0, "Sleeping Mind, The")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending.stage == Stage.ANNOUNCE
    k = next(k for k, o in enumerate(s.setup.effect[mind].options) if o.level == level)
    play = Action(Kind.MODIFIER, actor=a, card=mind, target=b if level == 1 else -1, n=k)
    trial = s.clone()
    apply_checked(trial, PASS)
    assert blockers(trial) == {b}  # woken by On the Qui Vive
    assert play in legal_actions(s)
    apply_checked(s, play)
    assert s.pending is None and s.players[1].pool == 29  # nobody could block: bled


def test_psychomachia_against_a_younger_blocker(deck):
    """Psychomachia, if an ally or younger vampire blocks, before block resolution: [DAI] the
    block fails, the action continues, the blocker cannot attempt again and takes 1 unpreventable
    damage (rules 6.2.2, 6.4.6: healed with 1 blood); [pre] unlock, the action ends instead."""
    s = table(deck)
    a = ready(s, 0, "Arishat", blood=3)  # capacity 6, DAI PRE
    young = ready(s, 1, "Lauren", blood=3)  # capacity 4
    old = ready(s, 1, "Ayelech", blood=3)  # capacity 7
    psy = hand(s, 0, "Psychomachia")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    trial = s.clone()
    apply_checked(trial, Action(Kind.BLOCK, actor=old))
    assert trial.pending is None or not any(x.card == psy for x in legal_actions(trial))  # older
    apply_checked(s, Action(Kind.BLOCK, actor=young))
    assert s.pending.stage == Stage.BLOCKED and s.decider == 0
    plays = {x.n for x in legal_actions(s) if x.kind == Kind.MODIFIER and x.card == psy}
    levels = {s.setup.effect[psy].options[k].need_sup != 0 for k in plays}
    assert len(plays) == 2 and levels == {True, False}  # [DAI] or [pre]
    ends = next(k for k in plays if s.setup.effect[psy].options[k].has(Op.END_ACTION))
    trial = s.clone()
    apply_checked(trial, Action(Kind.MODIFIER, actor=a, card=psy, n=ends))
    assert trial.pending is None and not trial.locked[a] and trial.players[1].pool == 30  # ended
    apply_checked(s, Action(Kind.MODIFIER, actor=a, card=psy, n=superior(s, psy)))
    assert s.pending.stage == Stage.BLOCKS and blockers(s) == {old} and s.blood[young] == 2


@pytest.mark.parametrize("name, ash, removed, bleed", [
    ("Hecate", 7, 7, 3), ("Cristobal Ghiberti", 13, 13, 2), ("Cristobal Ghiberti", 12, 0, 1)])
def test_trochomancy_removes_the_target_ash_heap_for_bleed(deck, name, ash, removed, bleed):
    """Trochomancy: remove 13 cards of the target Methuselah's ash heap from the game for +1
    bleed (limited); [aus][nec] only 7; [AUS][NEC] 7 for +2; not without enough cards."""
    s = table(deck)
    a = ready(s, 0, name, blood=3)
    hand(s, 0, "Trochomancy")
    t = s.players[1]
    for _ in range(ash):
        t.ash.append(t.library.pop())
    bleed_unblocked(s, a)
    play = next((x for x in legal_actions(s) if x.kind == Kind.MODIFIER), None) if s.pending else None
    if play is not None:
        apply_checked(s, play)
    assert s.pending is None and t.pool == 30 - bleed
    milled = 1 if name == "Hecate" else 0  # Hecate burns the top library card after her bleed
    assert len(t.removed) == removed and len(t.ash) == ash - removed + milled


def test_memory_rift_as_announced(deck):
    """Memory Rift, an Anarch as the action is announced: [dem] a titled or younger vampire cannot
    block; [obf] +1 stealth even if not yet needed; [pre] if blocked, strike: combat ends in the
    first round (rules 6.4.3); not for a vampire who is not an Anarch."""
    s = table(deck)
    a = ready(s, 0, "Anita Wainwright", blood=3)  # an Anarch with PRE (no dem, no obf)
    b = ready(s, 1, "Ayelech", blood=3)
    rift = hand(s, 0, "Memory Rift")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending.stage == Stage.ANNOUNCE
    plays = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert len(plays) == 1 and s.setup.effect[rift].options[plays[0].n].has(Op.COMBAT_ENDS)
    apply_checked(s, plays[0])
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.combat is not None and s.combat.free_ends
    other = table(deck)
    c = ready(other, 0, "Bret Stryker", blood=3)  # PRE, not an Anarch
    ready(other, 1, "Ayelech", blood=3)
    hand(other, 0, "Memory Rift")
    minion_phase(other)
    apply_checked(other, Action(Kind.BLEED, actor=c))
    assert other.pending.stage == Stage.BLOCKS  # no announce step: nothing to play


def test_beast_meld(deck):
    """Beast Meld: [ANI PRO] as a non-bleed action is announced, vampires cannot block it (not a
    bleed); [ani pro] +1 stealth and, if blocked, 1 damage prevented in the resulting combat."""
    s = table(deck)
    a = ready(s, 0, "Céleste Lamontagne", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    ally = ready(s, 1, "Underbridge Stray")
    meld = hand(s, 0, "Beast Meld")
    hand(s, 0, "Beast Meld", 1)
    trial = s.clone()
    minion_phase(trial)
    apply_checked(trial, Action(Kind.BLEED, actor=a))
    assert trial.pending.stage == Stage.BLOCKS  # a bleed: nothing to play as it is announced
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    assert s.pending.stage == Stage.ANNOUNCE
    play = Action(Kind.MODIFIER, actor=a, card=meld, target=-1, n=superior(s, meld))
    assert play in legal_actions(s)
    apply_checked(s, play)
    assert s.blood[a] == 2 and blockers(s) == {ally} and b >= 0
    # [ani pro] on a blocked bleed: +1 stealth, then 1 damage prevented in the combat
    s = table(deck)
    a = ready(s, 0, "Céleste Lamontagne", blood=4)
    b = ready(s, 1, "Ayelech", blood=3)
    meld = hand(s, 0, "Beast Meld")
    hand(s, 0, "Beast Meld", 1)
    inferior = next(k for k, o in enumerate(s.setup.effect[meld].options) if o.has(Op.PREVENT))
    blocked_after_stealth(s, a, b, meld, inferior)
    assert s.combat is not None and s.combat.auto_prevent[0] == 1
