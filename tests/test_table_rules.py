"""Scenario tests of the table rules, one per rule, citing the comprehensive rules section:
blocks, stealth and intercept (6.2), reactions, combat (6.4), torpor (6.5), politics (6.3,
10), contested cards and titles (4.1, 4.2), out-of-turn master cards (1.6.2.4)."""

from __future__ import annotations

import pytest
from scenario import TABLE_CARDS as CARDS
from scenario import TABLE_CRYPT as CRYPT
from scenario import TABLE_FILLER as FILLER
from scenario import (
    at_phase,
    attach,
    blocked_bleed,
    call,
    check_table,
    hand,
    inst,
    make_deck,
    minion_phase,
    move,
    ready,
    table,
)

from vtes_tools.engine import (
    PASS,
    Action,
    GameState,
    Kind,
    Op,
    Phase,
    Stage,
    apply_checked,
    combat,
    legal_actions,
    politics,
)
from vtes_tools.engine.state import LONG, CombatStage


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, CRYPT, lib)


def kinds(s: GameState) -> set[Kind]:
    return {a.kind for a in legal_actions(s)}


# -- who may block (rules 6.2.2.1) --------------------------------------------------------------


def test_directed_action_only_the_target_may_block(deck):
    """rules 6.2.2.1: a directed action (a bleed) can be blocked by its target only."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b1 = ready(s, 1, "Ayelech")
    ready(s, 3, "Trevon Parker")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    p = s.pending
    assert p.stage == Stage.BLOCKS and p.directed and s.decider == 1
    assert {x.actor for x in legal_actions(s) if x.kind == Kind.BLOCK} == {b1}
    apply_checked(s, PASS)  # the target declines: the bleed goes on; nobody else may block
    assert s.players[1].pool == 29 and s.pending is None


def test_undirected_action_prey_then_predator_may_block(deck):
    """rules 6.2.2.1: an undirected action (hunt) can be blocked by the prey, then the predator;
    a Methuselah who declines cannot change its mind."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    ready(s, 1, "Ayelech")
    c = ready(s, 3, "Trevon Parker")
    ready(s, 2, "Bret Stryker")  # the grand-prey never blocks it
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    assert s.pending.block_order == [1, 3] and s.decider == 1
    apply_checked(s, PASS)
    assert s.decider == 3 and {x.actor for x in legal_actions(s) if x.kind == Kind.BLOCK} == {c}
    apply_checked(s, PASS)
    assert s.pending is None and s.blood[a] == 2  # rules 6.1.2: hunt gains 1 blood


# -- stealth and intercept (rules 6.2.2.2) ------------------------------------------------------


def test_hunt_stealth_beats_a_blocker_without_intercept(deck):
    """rules 6.1.2 (+1 stealth), 6.2.2.2: the block fails when stealth exceeds intercept and the
    blocker adds none; the same Methuselah may try another minion."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    b = ready(s, 1, "Ayelech")
    b2 = ready(s, 1, "Bret Stryker")
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    assert s.pending.stealth == 1
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    # stealth 1 > intercept 0 and no intercept card: the attempt failed at once
    assert s.pending.stage == Stage.BLOCKS and s.decider == 1
    assert {x.actor for x in legal_actions(s) if x.kind == Kind.BLOCK} == {b2}


def test_stealth_and_intercept_are_added_only_when_needed(deck):
    """rules 6.2.2.2: the blocker adds intercept only while the action's stealth beats it, the
    acting minion stealth only while the block would succeed; each card once per action."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=3)
    b = ready(s, 1, "Ayelech")  # Auspex: Eyes of Argus
    eyes = hand(s, 1, "Eyes of Argus")
    walk = hand(s, 0, "Mirror Walk")
    hand(s, 0, "Mirror Walk", 1)
    minion_phase(s)
    # a bleed of Methuselah 1 (a directed action: Eyes of Argus [aus] is only usable during one)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert not any(x.kind == Kind.MODIFIER for x in legal_actions(s))  # no stealth before a block
    assert s.pending.target_p == 1
    s.pending.stealth = 1
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.pending.stage == Stage.ATTEMPT and s.decider == 1  # stealth 1 > intercept 0
    inferior = next(k for k, o in enumerate(s.setup.effect[eyes].options) if o.level == 1)
    apply_checked(s, Action(Kind.REACTION, actor=b, card=eyes, n=inferior))
    assert s.pending.intercept == 2 and s.decider == 0  # now the acting side may add stealth
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert [x.card for x in mods] == [walk]  # one copy: a modifier once per action
    trial = s.clone()
    apply_checked(trial, PASS)  # no stealth added: blocked, combat (rules 6.2.3)
    assert trial.stats[:2] == [1, 1] and trial.locked[b] and trial.blood[a] == 2
    apply_checked(s, mods[0])
    # stealth 2 against intercept 2: still blocked, and no second Mirror Walk may follow
    assert s.pending is None and s.stats[:2] == [1, 1] and s.locked[b]
    assert s.blood[a] == 2 and s.players[1].pool == 30  # no bleed; 1 damage in combat


def test_a_locked_minion_blocks_with_a_wake_reaction(deck):
    """rules 6.2.2, 1.6.3.6: only unlocked minions block, unless a card wakes them."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    a2 = ready(s, 0, "Trevon Parker")
    b = ready(s, 1, "Ayelech")
    s.locked[b] = 1
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending is None and s.players[1].pool == 29  # nobody could block
    qv = hand(s, 1, "On the Qui Vive")
    apply_checked(s, Action(Kind.BLEED, actor=a2))
    blocks = [x for x in legal_actions(s) if x.kind == Kind.BLOCK]
    assert blocks == [Action(Kind.BLOCK, actor=b, card=qv)]
    apply_checked(s, blocks[0])
    assert s.stats[0] == 1 and qv in s.players[1].ash


def test_inherent_stealth_of_actions(deck):
    """rules 6.1.2-6.1.7: hunt, equip, employ, recruit and political actions have +1 stealth;
    bleeds and action cards none unless printed."""
    s = table(deck)
    ready(s, 0, "Ayelech", blood=6)
    ready(s, 1, "Lauren")  # potential blockers keep each action waiting at the blocks step
    ready(s, 3, "Lauren")
    move(s, inst(s, 0, "Lauren"), "uncontrolled")  # a younger vampire for Govern [DOM]
    for name in ("Kevlar Vest", "Raven Spy", "Underbridge Stray", "Kine Resources Contested", "Govern the Unaligned"):
        hand(s, 0, name)
    minion_phase(s)
    acts = legal_actions(s)
    stealth = {}
    for x in acts:
        if x.kind in (Kind.BLEED, Kind.HUNT, Kind.EQUIP, Kind.POLITICAL, Kind.ACTION_CARD):
            t = s.clone()
            apply_checked(t, x)
            key = (x.kind, s.setup.effect[x.card].options[x.n].level if x.kind == Kind.ACTION_CARD else 0)
            stealth[key] = t.pending.stealth if t.pending is not None else None
    assert stealth[(Kind.BLEED, 0)] == 0 and stealth[(Kind.HUNT, 0)] == 1
    assert stealth[(Kind.EQUIP, 0)] == 1 and stealth[(Kind.POLITICAL, 0)] == 1
    assert stealth[(Kind.ACTION_CARD, 1)] == 0  # [dom] (D) bleed with +2 bleed
    assert stealth[(Kind.ACTION_CARD, 2)] == 1  # [DOM] +1 stealth action


def test_once_per_turn_limits(deck):
    """rules 6.1.1 (one bleed per minion per turn), 6.1.6 (the same action card once per turn),
    6.1.7 (one political action per vampire per turn), even after unlocking."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=7)
    move(s, inst(s, 0, "Lauren"), "uncontrolled")  # a younger vampire for Govern [DOM]
    hand(s, 0, "Govern the Unaligned")
    hand(s, 0, "Govern the Unaligned", 1)
    hand(s, 0, "Kine Resources Contested")
    hand(s, 0, "Kine Resources Contested", 1)
    minion_phase(s)

    def again() -> list[Action]:
        s.locked[a] = 0  # unlocked by some effect: still bound by the limits
        at_phase(s, 0, Phase.MINION)
        return legal_actions(s)

    apply_checked(s, Action(Kind.BLEED, actor=a))
    acts = again()
    assert Action(Kind.BLEED, actor=a) not in acts and Action(Kind.HUNT, actor=a) in acts
    assert not any(x.kind == Kind.ACTION_CARD and s.setup.effect[x.card].options[x.n].has(Op.BLEED) for x in acts)
    gov = next(x for x in acts if x.kind == Kind.ACTION_CARD)
    apply_checked(s, gov)
    acts = again()
    assert not any(x.kind == Kind.ACTION_CARD for x in acts)
    apply_checked(s, next(x for x in acts if x.kind == Kind.POLITICAL))
    while s.referendum is not None:
        apply_checked(s, legal_actions(s)[0] if s.referendum.choosing else PASS)
    assert not any(x.kind == Kind.POLITICAL for x in again())


# -- reactions after blocks are declined ----------------------------------------------------


def test_bleed_redirected_to_another_methuselah_who_may_block(deck):
    """Deflection: after blocks are declined the bled Methuselah changes the bleed's target to
    another Methuselah (not the acting one), who can attempt to block it."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    r = ready(s, 1, "Ayelech")
    c = ready(s, 2, "Trevon Parker")
    defl = hand(s, 1, "Deflection")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, PASS)  # Methuselah 1 does not block
    assert s.pending.stage == Stage.REACTIONS and s.decider == 1
    redirects = [x for x in legal_actions(s) if x.kind == Kind.REACTION]
    assert {x.target for x in redirects} == {2, 3} and all(x.actor == r for x in redirects)
    apply_checked(s, next(x for x in redirects if x.target == 2))
    assert s.pending.stage == Stage.BLOCKS and s.decider == 2
    assert {x.actor for x in legal_actions(s) if x.kind == Kind.BLOCK} == {c}
    apply_checked(s, PASS)
    apply_checked(s, PASS)  # Methuselah 2 has no bleed reaction
    assert [m.pool for m in s.players] == [30, 30, 29, 30]
    assert defl in s.players[1].ash and s.blood[r] == 2  # Deflection costs 1 blood


# -- combat (rules 6.4) ---------------------------------------------------------------------------


def test_hand_strikes_and_healing(deck):
    """rules 6.4.5 (hand strike at strength 1), 6.4.6 (each point of damage burns 1 blood),
    6.4.4 (no press: combat ends after one round); two minions without cards fight alone."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=3)
    b = ready(s, 1, "Ayelech", blood=3)
    blocked_bleed(s, a, b)
    assert s.combat is None and s.stats[1] == 1
    assert (s.blood[a], s.blood[b]) == (2, 2) and s.players[1].pool == 30


def test_unhealed_damage_sends_a_vampire_to_torpor(deck):
    """rules 6.4.6, 6.5.1: damage a vampire cannot heal wounds it: to torpor with its cards."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=3)
    b = ready(s, 1, "Ayelech", blood=1)
    gun = attach(s, 0, ".44 Magnum", a)
    blocked_bleed(s, a, b)
    assert s.combat.stage == CombatStage.RANGE and s.decider == 0
    apply_checked(s, PASS)  # no maneuver: close range
    apply_checked(s, Action(Kind.STRIKE, actor=a, card=gun))  # 2R damage
    assert s.combat is None
    assert b in s.players[1].torpor and s.blood[b] == 0 and s.blood[a] == 2


@pytest.mark.parametrize("blood,normal,agg,after,where", [
    (1, 0, 1, 1, "torpor"),  # Krid: 1 aggravated, wounded, to torpor with his blood
    (2, 0, 3, 0, "torpor"),  # Milo: wounded by 1, burns 2 blood against the others
    (1, 2, 1, 0, "ash"),  # Barth: heals 1 normal, wounded, the aggravated one burns him
])
def test_aggravated_damage_worked_examples(deck, blood, normal, agg, after, where):
    """rules 6.4.6, the worked examples of Krid, Milo and Barth."""
    s = table(deck)
    v = ready(s, 0, "Trevon Parker", blood=blood)
    combat.damage(s, v, normal, agg)
    zone = getattr(s.players[0], where)
    assert v in zone and s.blood[v] == after


def test_ally_loses_life_and_burns(deck):
    """rules 6.4.6: allies lose 1 life per point of damage and burn without life."""
    s = table(deck)
    stray = inst(s, 1, "Underbridge Stray")
    move(s, stray, "ready")
    s.blood[stray] = 1
    a = ready(s, 0, "Lauren", blood=3)
    blocked_bleed(s, a, stray)
    assert stray in s.players[1].ash and s.blood[a] == 3  # 0 strength: no damage back


def test_maneuver_to_long_range_and_ranged_strikes(deck):
    """rules 6.4.2 (maneuvers; a weapon's maneuver once each combat), 6.4.3 (close-range
    strikes do nothing at long range), 6.4.4 (a press starts another round)."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Ayelech", blood=5)
    gun = attach(s, 0, ".44 Magnum", a)
    press = hand(s, 0, "Boxed In")
    blocked_bleed(s, a, b)
    apply_checked(s, Action(Kind.MANEUVER, actor=a, card=gun))
    # the blocker has no maneuver to answer with: long range, strikes (its hand strike, the only
    # one it has, does nothing at long range and is taken by itself)
    assert s.combat.range == LONG and s.combat.stage == CombatStage.STRIKE and s.decider == 0
    apply_checked(s, Action(Kind.STRIKE, actor=a, card=gun))
    assert (s.blood[a], s.blood[b]) == (4, 3)
    assert s.combat.stage == CombatStage.PRESS
    pr = next(x for x in legal_actions(s) if x.kind == Kind.PRESS)
    apply_checked(s, Action(Kind.PRESS, actor=a, card=press, n=pr.n))
    # not cancelled: round 2, at close range; the gun's maneuver was its one for the combat, so
    # the range step passes by itself and Lauren chooses her strike
    c = s.combat
    assert c.round == 2 and c.range == 0 and c.stage == CombatStage.STRIKE and s.decider == 0


def test_dodge_and_combat_ends(deck):
    """rules 6.4.5: a dodge protects from the opposing strike; combat ends resolves first."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=3)
    b = ready(s, 1, "Bret Stryker", blood=3)  # Presence: Majesty
    dodge = hand(s, 0, "Dodge")
    hand(s, 1, "Majesty")
    blocked_bleed(s, a, b)
    apply_checked(s, Action(Kind.STRIKE, actor=a, card=dodge, n=0))
    assert (s.blood[a], s.blood[b]) == (3, 3)  # dodged Bret's hand strike; a dodge deals no damage
    t = table(deck, seed=1)
    a = ready(t, 0, "Lauren", blood=3)
    b = ready(t, 1, "Bret Stryker", blood=3)
    maj = hand(t, 1, "Majesty")
    blocked_bleed(t, a, b)  # Lauren has only her hand strike: taken by itself
    assert t.decider == 1 and t.combat.strike[0] is not None
    ends = next(x for x in legal_actions(t) if x.kind == Kind.STRIKE and x.card == maj)
    apply_checked(t, ends)
    assert t.combat is None and t.blood[a] == 3 and t.blood[b] == 2  # Majesty costs 1 blood


def test_steal_blood_prevention_and_additional_strikes(deck):
    """rules 6.4.5 (stolen blood is not damage, excess over capacity is lost), 6.4.6
    (prevention: a card played, and once each combat from equipment), 6.4.3 (additional
    strikes after the first pair)."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=3)  # Thaumaturgy: Theft of Vitae
    b = ready(s, 1, "Bret Stryker", blood=3)  # Celerity: Blur
    theft = hand(s, 0, "Theft of Vitae")
    blur = hand(s, 1, "Blur")
    glance = hand(s, 0, "Glancing Blow")
    attach(s, 0, "Kevlar Vest", a)
    blocked_bleed(s, a, b)
    k = next(x.n for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == theft)
    apply_checked(s, Action(Kind.STRIKE, actor=a, card=theft, n=k))
    # the vest prevents Bret's 1 damage; Lauren steals 1 blood
    assert (s.blood[a], s.blood[b]) == (4, 2)
    assert s.combat.stage == CombatStage.ADDITIONAL and s.decider == 1  # Lauren has none to play
    apply_checked(s, next(x for x in legal_actions(s) if x.card == blur))  # [CEL]: 2 more strikes
    # only Bret strikes again (his hand strike, by itself); the vest worked once this combat
    assert s.combat.stage == CombatStage.PREVENT and s.decider == 0 and s.combat.damage[0] == 1
    apply_checked(s, next(x for x in legal_actions(s) if x.card == glance))
    # the second additional strike hits: 1 damage, 1 blood
    assert s.combat is None and s.blood[a] == 3 and glance in s.players[0].ash


def test_retainer_hit_at_range_loses_life(deck):
    """rules 6.4.7: a ranged strike at long range can target a retainer, which burns at 0 life."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Ayelech", blood=5)
    spy = attach(s, 1, "Raven Spy", b)
    s.blood[spy] = 1
    gun = attach(s, 0, ".44 Magnum", a)
    blocked_bleed(s, a, b)
    apply_checked(s, Action(Kind.MANEUVER, actor=a, card=gun))
    apply_checked(s, Action(Kind.STRIKE, actor=a, card=gun, target=spy))
    assert spy in s.players[1].ash and s.blood[b] == 5


# -- torpor (rules 6.5) ---------------------------------------------------------------------------


def test_leave_torpor_and_rescue(deck):
    """rules 6.5.2 (leave torpor: +1 stealth, undirected, 2 blood on success), 6.5.3 (rescue:
    2 blood; +1 stealth for one's own vampire, directed at another Methuselah's)."""
    s = table(deck)
    t = ready(s, 0, "Ayelech", blood=3)
    move(s, t, "torpor")
    minion_phase(s)
    apply_checked(s, Action(Kind.LEAVE_TORPOR, actor=t))
    assert s.pending is None and t in s.players[0].ready and s.blood[t] == 1
    s2 = table(deck)
    r = ready(s2, 0, "Trevon Parker", blood=4)
    mine = ready(s2, 0, "Lauren", blood=0)
    theirs = ready(s2, 1, "Ayelech", blood=0)
    move(s2, mine, "torpor")
    move(s2, theirs, "torpor")
    minion_phase(s2)
    trial = s2.clone()
    apply_checked(trial, Action(Kind.RESCUE, actor=r, target=theirs))
    assert trial.pending is None or trial.pending.directed  # directed at Methuselah 1
    apply_checked(s2, Action(Kind.RESCUE, actor=r, target=mine))
    assert mine in s2.players[0].ready and s2.blood[r] == 2


def test_diablerie_and_the_blood_hunt(deck):
    """rules 6.5.4-6.5.6: diablerie moves the victim's blood (up to capacity) and equipment to
    the diablerist and burns the victim; a blood hunt referendum follows, burning the diablerist
    if it passes."""
    s = table(deck)
    d = ready(s, 0, "Lauren", blood=2)  # capacity 4
    victim = ready(s, 1, "Ayelech", blood=3)
    vest = attach(s, 1, "Kevlar Vest", victim)
    move(s, victim, "torpor")
    ready(s, 2, "Anson", blood=3)  # a prince: 2 votes
    minion_phase(s)
    apply_checked(s, Action(Kind.DIABLERIZE, actor=d, target=victim))  # Methuselah 1 cannot block
    assert victim in s.players[1].ash and s.blood[d] == 4
    assert vest in s.players[0].in_play and s.attached[vest] == d
    r = s.referendum
    assert r is not None and r.blood_hunt == d and s.stats[6] == 1
    while s.referendum is not None:
        q = s.decider
        apply_checked(s, Action(Kind.VOTE, n=1) if q == 2 else PASS)
    assert d in s.players[0].ash  # 2 votes for, none against
    check_table(s)


def test_blocked_leave_torpor_lets_the_blocker_diablerize(deck):
    """rules 6.5.2: a blocked leave-torpor action has no combat; a vampire blocker may commit
    diablerie."""
    s = table(deck)
    t = ready(s, 0, "Ayelech", blood=3)
    move(s, t, "torpor")
    b = ready(s, 1, "Lauren", blood=2)  # 1 blood left after the reaction's cost
    # [aus] +1 intercept usable during any action (Eyes of Argus only during a directed one)
    tm = hand(s, 1, "Telepathic Misdirection")
    minion_phase(s)
    apply_checked(s, Action(Kind.LEAVE_TORPOR, actor=t))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    apply_checked(s, next(x for x in legal_actions(s) if x.card == tm))  # +1 intercept against +1 stealth
    assert s.pending.stage == Stage.DIABLERIE and s.decider == 1 and s.combat is None
    apply_checked(s, Action(Kind.DIABLERIZE, actor=b, target=t))
    assert t in s.players[0].ash and s.blood[b] == 4 and s.referendum is not None


# -- politics (rules 6.3, 10) -----------------------------------------------------------------------


def test_votes_from_titles(deck):
    """rules 6.3.3, 10.1: a ready prince gives 2 votes, a primogen 1; torpor gives none."""
    s = table(deck)
    ready(s, 0, "Ayelech")  # prince
    ready(s, 0, "Lauren")
    assert politics.base_votes(s, 0) == 2
    v = ready(s, 0, "Anson")
    assert politics.base_votes(s, 0) == 4
    move(s, v, "torpor")
    assert politics.base_votes(s, 0) == 2


def test_kine_resources_contested_passes_with_more_votes(deck):
    """rules 6.3.1-6.3.2: an undirected +1 stealth action; the caller allocates the points only
    once it succeeds; the card calling it is a vote; more votes for than against pass."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")  # prince: 2 votes
    call(s, a, "Kine Resources Contested")
    r = s.referendum
    assert r.choosing and s.decider == 0
    term = next(k for k, t in enumerate(r.terms) if t == (0, 3, 1, 0))
    apply_checked(s, Action(Kind.TERMS, n=term))
    assert s.decider == 0
    trial = s.clone()
    apply_checked(trial, PASS)  # abstaining: no votes for, a tie at 0 fails
    assert [m.pool for m in trial.players] == [30] * 4
    apply_checked(s, Action(Kind.VOTE, n=1))  # 2 + 1 for the calling card; nobody else has votes
    assert s.referendum is None and s.stats[3] == 1
    assert [m.pool for m in s.players] == [30, 27, 29, 30]


def test_a_tie_fails_and_cards_and_the_edge_give_votes(deck):
    """rules 6.3.2.3 (a tie fails), 6.3.3 (one vote from burning a political action card per
    Methuselah, one from burning the Edge)."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    ready(s, 1, "Anson")  # 2 votes
    hand(s, 1, "Parity Shift")
    s.edge = 1
    call(s, a, "Political Stranglehold")
    apply_checked(s, Action(Kind.VOTE, n=1))  # 3 for
    assert s.decider == 1
    votes = [x for x in legal_actions(s) if x.kind == Kind.VOTE and x.n == 2]
    assert len(votes) == 4  # with or without the card, with or without the Edge
    apply_checked(s, Action(Kind.VOTE, n=2, card=inst(s, 1, "Parity Shift")))  # 2 + 1 against: a tie
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert s.stats[3] == 0 and s.edge == 1  # failed; the Edge kept
    # Political Stranglehold: only one can be called in a game
    s.locked[a] = 0
    hand(s, 0, "Political Stranglehold", 1)
    s.turn += 1
    assert not any(x.kind == Kind.POLITICAL for x in legal_actions(s))


def test_parity_shift_requires_a_prince_and_moves_pool(deck):
    """Parity Shift: requires a prince or justicar; 3 pool of a richer Methuselah allocated."""
    s = table(deck)
    lauren = ready(s, 0, "Lauren")
    card = hand(s, 0, "Parity Shift")
    minion_phase(s)
    assert not any(x.kind == Kind.POLITICAL for x in legal_actions(s))
    a = ready(s, 0, "Ayelech")
    assert Action(Kind.POLITICAL, actor=a, card=card) in legal_actions(s)
    s.players[0].pool = 20
    apply_checked(s, Action(Kind.POLITICAL, actor=a, card=card))
    while s.pending is not None and s.pending.stage == Stage.BLOCKS:
        apply_checked(s, PASS)
    r = s.referendum
    k = r.terms.index((2, 3, 0, 0, 0))  # take 3 from Methuselah 2, all to me
    apply_checked(s, Action(Kind.TERMS, n=k))
    apply_checked(s, Action(Kind.VOTE, n=1))
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert [m.pool for m in s.players] == [23, 30, 27, 30]
    del lauren


def test_camarilla_iron_fist(cards):
    """Camarilla's Iron Fist: requires a titled Camarilla vampire (rules 1.6.1.3); the caller
    chooses a Methuselah and allocates 5 points among two or more others (rules 6.3.2: once the
    action succeeds); passed, each burns a pool per point and the chosen one gains 1."""
    from vtes_tools.engine import rules as R
    from vtes_tools.engine.effects import EffectRegistry

    c = cards.lookup("Camarilla's Iron Fist").card
    assert R.executes(EffectRegistry()[c], c)
    s = table(make_deck(cards, CRYPT, {**FILLER, "Camarilla's Iron Fist": 2}))
    ready(s, 0, "Lauren")  # Camarilla, no title
    card = hand(s, 0, "Camarilla's Iron Fist")
    minion_phase(s)
    assert not any(x.kind == Kind.POLITICAL for x in legal_actions(s))
    a = ready(s, 0, "Ayelech")  # a prince
    apply_checked(s, Action(Kind.POLITICAL, actor=a, card=card))
    while s.pending is not None and s.pending.stage == Stage.BLOCKS:
        apply_checked(s, PASS)
    r = s.referendum
    assert r.terms and all(t[1 + t[0]] == 0 and sum(t[1:]) == 5 and sum(1 for n in t[1:] if n) >= 2
                           for t in r.terms)  # never the chosen one, two or more others
    apply_checked(s, Action(Kind.TERMS, n=r.terms.index((0, 0, 3, 2, 0))))
    apply_checked(s, Action(Kind.VOTE, n=1))
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert [m.pool for m in s.players] == [31, 27, 28, 30]


# -- contested cards and titles (rules 4.1, 4.2) ----------------------------------------------


def test_contested_vampire_across_methuselahs(deck):
    """rules 4.1: a unique vampire another Methuselah controls is contested by both: out of
    play, 1 pool each unlock phase to keep contesting, or yield (burn); the last one keeps it."""
    from vtes_tools.engine import rules

    s = table(deck)
    mine = ready(s, 0, "Trevon Parker")
    theirs = inst(s, 1, "Trevon Parker")
    move(s, theirs, "uncontrolled")
    s.blood[theirs] = 6
    at_phase(s, 1, Phase.INFLUENCE)
    s.transfers = 4
    apply_checked(s, Action(Kind.INFLUENCE, target=theirs))
    assert mine in s.players[0].contested and theirs in s.players[1].contested
    assert not s.players[0].ready and not s.players[1].ready
    # Methuselah 0's unlock phase: yield, or pay 1 pool when the phase ends
    s.current = 0
    rules.begin_turn(s)
    assert Action(Kind.YIELD, card=mine) in legal_actions(s)
    trial = s.clone()
    apply_checked(trial, PASS)
    assert trial.players[0].pool == 29
    apply_checked(s, Action(Kind.YIELD, card=mine))
    assert mine in s.players[0].ash
    s.current = 1
    rules.begin_turn(s)
    assert theirs in s.players[1].ready and not s.players[1].contested


def test_contested_title(deck):
    """rules 4.2: two princes of the same city contest the title: no votes while it lasts."""
    s = table(deck)
    anson = ready(s, 0, "Anson")
    assert politics.base_votes(s, 0) == 2
    reeds = inst(s, 1, "Casino Reeds")
    move(s, reeds, "uncontrolled")
    s.blood[reeds] = s.setup.capacity[reeds]
    at_phase(s, 1, Phase.INFLUENCE)
    s.transfers = 4
    apply_checked(s, Action(Kind.INFLUENCE, target=reeds))
    assert politics.base_votes(s, 0) == 0 and politics.base_votes(s, 1) == 0
    assert {anson, reeds} <= s.title_contested


# -- out-of-turn master cards (rules 1.6.2.4) --------------------------------------------------


def test_direct_intervention_cancels_an_action_card(deck):
    """rules 1.6.2.4: an out-of-turn master, played on account of the next master phase,
    cancels an action card as it is played: its cost is not paid, the minion does not lock."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=3)
    gov = hand(s, 0, "Govern the Unaligned")
    di = hand(s, 1, "Direct Intervention")
    minion_phase(s)
    inferior = next(k for k, o in enumerate(s.setup.effect[gov].options) if o.level == 1)
    apply_checked(s, Action(Kind.ACTION_CARD, actor=a, card=gov, n=inferior))
    assert s.pending.stage == Stage.CANCEL and s.decider == 1
    apply_checked(s, Action(Kind.CANCEL, card=di))
    assert s.pending is None and not s.locked[a] and s.blood[a] == 3
    assert gov in s.players[0].ash and s.players[1].oot_debt == 1 and s.players[1].pool == 29
    from vtes_tools.engine import rules

    s.current = 1
    rules.begin_turn(s)
    assert s.master_actions == 0  # paid with the next master phase action


def test_archon_investigation_burns_a_big_bleeder(deck):
    """Archon Investigation: out-of-turn, a bleed of 4 or more after blocks are declined burns
    the acting minion."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=4)
    hand(s, 0, "Conditioning")
    arch = hand(s, 1, "Archon Investigation")
    minion_phase(s)
    gov = hand(s, 0, "Govern the Unaligned")
    inferior = next(k for k, o in enumerate(s.setup.effect[gov].options) if o.level == 1)
    apply_checked(s, Action(Kind.ACTION_CARD, actor=a, card=gov, n=inferior))
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.MODIFIER))  # +3 bleed
    assert s.pending.stage == Stage.REACTIONS and s.pending.bleed == 6
    apply_checked(s, Action(Kind.CANCEL, card=arch))
    assert a in s.players[0].ash and s.players[1].pool == 27  # 3 pool for the card, no bleed


def test_sudden_reversal_cancels_a_master_card(deck):
    """rules 1.6.2.4: Sudden Reversal cancels a master card as it is played; its cost is not
    paid and the master phase action is spent."""
    s = table(deck)
    v = ready(s, 2, "Lauren")
    mis = hand(s, 0, "Misdirection")
    sr = hand(s, 1, "Sudden Reversal")
    at_phase(s, 0, Phase.MASTER)
    s.master_actions = 1
    apply_checked(s, Action(Kind.PLAY_MASTER, card=mis, target=v))
    assert s.pending.stage == Stage.CANCEL and s.decider == 1
    apply_checked(s, Action(Kind.CANCEL, card=sr))
    assert not s.locked[v] and s.players[0].pool == 30 and mis in s.players[0].ash
    assert s.phase == Phase.MINION or s.master_actions == 0


def test_clan_master_cards_need_a_ready_vampire_of_the_clan(cards):
    """rules 1.6.1.3: only a Methuselah controlling a ready minion that meets a master card's
    requirements can play it (Academic Hunting Ground: Tremere)."""
    deck = make_deck(cards, {"Lauren": 6, "Brock Sterling": 6}, {"Academic Hunting Ground": 2, **FILLER})
    s = table(deck, n=2)
    ahg = hand(s, 0, "Academic Hunting Ground")
    brock = ready(s, 0, "Brock Sterling")
    at_phase(s, 0, Phase.MASTER)
    s.master_actions = 1
    assert not any(x.card == ahg for x in legal_actions(s))
    lauren = ready(s, 0, "Lauren")
    assert Action(Kind.PLAY_MASTER, card=ahg) in legal_actions(s)
    move(s, lauren, "torpor")  # not ready
    assert not any(x.card == ahg for x in legal_actions(s))
    del brock


CAPTIVATION_CRYPT = {"Massimo Falconi": 4, "Catalina Vega": 4, "Nik Sikko": 4}
CAPTIVATION_LIBRARY = {"Kine Resources Contested": 10, "Voter Captivation": 10, "Theft of Vitae": 20}


@pytest.mark.parametrize(("vampire", "pool", "blood"), [("Massimo Falconi", 30, 2), ("Catalina Vega", 32, 2)])
def test_voter_captivation_gives_the_margin_after_a_passed_referendum(cards, vampire, pool, blood):
    """rules 6.2.3 (modifiers after resolution), 6.3.2.3: Voter Captivation gives the acting
    vampire 1 blood per vote by which the referendum passed; at [PRE], up to 2 of them go to
    the pool instead. Only after a referendum that passed, once per action."""
    d = make_deck(cards, CAPTIVATION_CRYPT, CAPTIVATION_LIBRARY)
    s = table(d)
    a = ready(s, 0, vampire, blood=1)
    hand(s, 0, "Voter Captivation")
    hand(s, 0, "Voter Captivation", 1)
    call(s, a, "Kine Resources Contested")
    r = s.referendum
    term = next(k for k, t in enumerate(r.terms) if t == (0, 3, 1, 0))
    apply_checked(s, Action(Kind.TERMS, n=term))
    votes = 1 + politics.base_votes(s, 0)  # the calling card's vote and the prince's
    apply_checked(s, Action(Kind.VOTE, n=1))
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert s.stats[3] == 1 and s.pending.margin == votes
    captivation = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert len(captivation) == 1  # one copy each action
    apply_checked(s, captivation[0])
    assert (s.players[0].pool, s.blood[a]) == (pool, blood)
    assert not any(x.kind == Kind.MODIFIER for x in legal_actions(s))
    check_table(s)


def test_voter_captivation_is_not_offered_after_a_failed_referendum(cards):
    d = make_deck(cards, CAPTIVATION_CRYPT, CAPTIVATION_LIBRARY)
    s = table(d)
    a = ready(s, 0, "Massimo Falconi", blood=1)
    ready(s, 1, "Catalina Vega")  # a prince: 2 votes against
    hand(s, 0, "Voter Captivation")
    call(s, a, "Kine Resources Contested")
    r = s.referendum
    term = next(k for k, t in enumerate(r.terms) if t == (0, 3, 1, 0))
    apply_checked(s, Action(Kind.TERMS, n=term))
    apply_checked(s, Action(Kind.VOTE, n=1))
    apply_checked(s, Action(Kind.VOTE, n=2))
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert s.stats[3] == 0
    assert not any(x.kind == Kind.MODIFIER for x in legal_actions(s))


def test_leave_torpor_keeps_its_blood_from_stealth_modifiers(cards):
    """rules 6.5.2: leaving torpor costs 2 blood when the action succeeds. A stealth modifier
    costing blood the vampire needs for it is not offered; a vampire left without those 2 blood
    at resolution stays in torpor (no blood below 0)."""
    # Telepathic Misdirection: [aus] +1 intercept usable during any action (Eyes of Argus [aus] only
    # during a directed one: leaving torpor is undirected)
    d = make_deck(cards, {"Colette": 12}, {"Forgotten Labyrinth": 10, "Telepathic Misdirection": 10,
                                           "Theft of Vitae": 20})
    for blood, offered in ((2, False), (3, True)):
        s = table(d)
        t = ready(s, 0, "Colette", blood=blood)
        b = ready(s, 1, "Colette")
        move(s, t, "torpor")
        hand(s, 0, "Forgotten Labyrinth")
        argus = hand(s, 1, "Telepathic Misdirection")
        minion_phase(s)
        apply_checked(s, Action(Kind.LEAVE_TORPOR, actor=t))
        apply_checked(s, Action(Kind.BLOCK, actor=b))
        apply_checked(s, next(x for x in legal_actions(s) if x.card == argus))  # +1 intercept: 1 against 1
        assert (s.decider == 0 and any(x.kind == Kind.MODIFIER for x in legal_actions(s))) == offered
    s = table(d)
    t = ready(s, 0, "Colette", blood=2)
    ready(s, 1, "Colette")
    move(s, t, "torpor")
    minion_phase(s)
    apply_checked(s, Action(Kind.LEAVE_TORPOR, actor=t))
    s.blood[t] = 1  # blood lost during the action
    while s.pending is not None:
        apply_checked(s, PASS)
    assert t in s.players[0].torpor and s.blood[t] == 1


@pytest.mark.parametrize(("blood", "offered"), [(1, False), (2, True)])
def test_bleed_modifiers_keep_the_blood_the_action_card_costs(deck, blood, offered):
    """rules 6.2.3: an action card's cost is paid when the action succeeds; a +bleed modifier
    costing the blood the acting vampire needs for it is not offered (Govern the Unaligned and
    Conditioning cost 1 blood each)."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=blood)
    ready(s, 1, "Lauren")  # the prey, who declines to block
    govern = hand(s, 0, "Govern the Unaligned")
    hand(s, 0, "Conditioning")
    minion_phase(s)
    bleed = next(x for x in legal_actions(s) if x.card == govern and x.target < 0)  # [DOM]: a bleed
    apply_checked(s, bleed)
    apply_checked(s, PASS)  # no block
    assert (s.pending is not None and any(x.kind == Kind.MODIFIER for x in legal_actions(s))) == offered
    if not offered:
        assert s.blood[a] == 0 and s.players[1].pool == 27  # the bleed went through, its card paid
