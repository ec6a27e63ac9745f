"""Scenario tests of the Imbued (rules, appendix "Reglas para imbuidos"): convictions played
on the imbued and burned for their effects or costs, powers gained and used by locking them."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import at_phase, attach, blocked_bleed, hand, inst, make_deck, minion_phase, move, ready

from vtes_tools.engine import (
    PASS,
    Action,
    GameState,
    Kind,
    Phase,
    Stage,
    apply_checked,
    imbued,
    legal_actions,
    new_game,
)
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import begin_turn, executes
from vtes_tools.engine.state import Pending

TRAVIS = 'Travis "Traveler72" Miller'  # Martyrdom, Defense
JENNIE = 'Jennie "Cassie247" Orne'  # Innocence, Judgment, Vision
BEATRICE = 'Béatrice "Oracle171" Tremblay'
INEZ = 'Inez "Nurse216" Villagrande'
XIAN = 'Xian "DziDzat155" Quan'
CRYPT = {TRAVIS: 2, JENNIE: 2, "Lauren": 4, "Ayelech": 4, "Bret Stryker": 1, BEATRICE: 1, INEZ: 1, XIAN: 1}
LIBRARY = {"Second Sight": 4, "Strike with Conviction": 2, "Vigilance": 2, "Discern": 2, "Rejuvenate": 2,
           "Inspire": 2, "Champion": 2, "Angel of Berlin": 2,
           "The Church of Vindicated Faith": 1, "Kevlar Vest": 1, "React with Conviction": 2,
           "Mind Numb": 1, "Majesty": 2, "Determine": 2, "Theft of Vitae": 20, "Deflection": 10}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def table(deck, n: int = 4) -> GameState:
    s = new_game([deck] * n, np.random.default_rng(0), turn_limit=30)
    for m in s.players:  # empty hands: each test deals what it needs
        while m.hand:
            m.library.insert(0, m.hand.pop())
    return s


def uses(s: GameState) -> list[Action]:
    return [a for a in legal_actions(s) if a.kind == Kind.USE]


def test_a_conviction_is_played_on_each_imbued_during_the_unlock_phase(deck):
    """Imbued appendix 2: during your unlock phase, one conviction on each of your imbued, from
    the hand (replaced) or the ash heap."""
    s = table(deck)
    t = ready(s, 0, TRAVIS, blood=5)
    j = ready(s, 0, JENNIE, blood=5)
    ss = hand(s, 0, "Second Sight")
    ash = inst(s, 0, "Second Sight", 1)
    move(s, ash, "ash")
    s.current = 0
    size = len(s.players[0].hand)
    begin_turn(s)
    on = {s.attached[x] for x in (ss, ash)}
    assert on == {t, j} and ss in s.players[0].in_play and ash in s.players[0].in_play
    assert len(s.players[0].hand) == size  # the card played from the hand is replaced
    assert imbued.conviction_count(s, s.players[0], t) == 1


def test_second_sight_gives_intercept_against_a_monster_once_each_action(deck):
    """Imbued appendix 2, Second Sight: "burn when a monster is acting to give this imbued +1
    intercept for that action"; only one Second Sight each action (rules 6.2.2.2)."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    b = ready(s, 1, JENNIE, blood=5)
    on = attach(s, 1, "Second Sight", b)
    hand(s, 1, "Second Sight", 1)
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))  # +1 stealth
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.pending.stage == Stage.ATTEMPT and s.decider == 1
    offered = uses(s)
    assert offered == [Action(Kind.USE, actor=b, card=on, n=imbued.N_INTERCEPT)]  # the one on the imbued first
    apply_checked(s, offered[0])
    assert on in s.players[1].ash and s.attached[on] == -1
    # intercept 1 against stealth 1: blocked; the acting side has nothing: combat
    assert s.pending is None or s.pending.intercept >= 1
    assert s.stats[0] == 1


def test_second_sight_is_not_burned_against_a_mortal(deck):
    """Imbued appendix 4: imbued are mortal, not monsters: Second Sight's intercept is not for them."""
    s = table(deck)
    a = ready(s, 0, TRAVIS, blood=5)
    b = ready(s, 1, JENNIE, blood=5)
    ss = hand(s, 1, "Second Sight")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    s.pending.stealth = 1  # as with a +1 stealth card
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    # nothing to add: the attempt failed at once and the bleed went through
    assert s.pending is None and ss in s.players[1].hand and s.players[1].pool == 29


def test_second_sight_gives_monsters_minus_one_intercept_against_the_imbued(deck):
    """Second Sight: "burn when this imbued declares an action to give monsters -1 intercept"."""
    s = table(deck)
    a = ready(s, 0, JENNIE, blood=5)
    b = ready(s, 1, "Ayelech")
    ss = hand(s, 0, "Second Sight")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))  # intercept 0 >= stealth 0: the actor may answer
    assert s.pending.stage == Stage.ATTEMPT and s.decider == 0
    assert uses(s) == [Action(Kind.USE, actor=a, card=ss, n=imbued.N_MINUS_INTERCEPT)]
    apply_checked(s, uses(s)[0])
    apply_checked(s, PASS)  # the blocker has no more intercept
    apply_checked(s, PASS)  # no reaction to the bleed
    assert ss in s.players[0].ash and s.players[1].pool == 29


def test_strike_with_conviction_bleeds_at_plus_one(deck):
    """Strike with Conviction: "burn to bleed at +1 bleed as a (D) action" (rules 6.1.1)."""
    s = table(deck)
    a = ready(s, 0, TRAVIS, blood=5)
    swc = hand(s, 0, "Strike with Conviction")
    minion_phase(s)
    bleed = Action(Kind.BLEED, actor=a, n=imbued.BLEED_N)
    assert bleed in legal_actions(s)
    apply_checked(s, bleed)  # nobody may block: it resolves
    assert swc in s.players[0].ash and s.players[1].pool == 28


def test_a_power_is_gained_by_an_imbued_with_its_virtue(deck):
    """Imbued appendix 3: a power is gained as a +1 stealth action by an imbued meeting its
    requirement; the imbued unlocks if the action succeeds; never two copies of one power."""
    s = table(deck)
    t = ready(s, 0, TRAVIS, blood=5)  # no Judgment
    j = ready(s, 0, JENNIE, blood=5)  # Judgment
    d = hand(s, 0, "Discern")
    hand(s, 0, "Discern", 1)
    ready(s, 1, "Ayelech")  # the prey may block
    minion_phase(s)
    equips = [a for a in legal_actions(s) if a.kind == Kind.EQUIP]
    assert equips == [Action(Kind.EQUIP, actor=j, card=d)]
    apply_checked(s, equips[0])
    assert s.pending.stealth == 1
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.attached[d] == j and not s.locked[j]
    assert not any(a.kind == Kind.EQUIP and s.setup.card_id[a.card] == imbued.DISCERN
               for a in legal_actions(s))  # its second copy: no
    assert not s.locked[t]


def test_discern_locks_for_intercept_against_a_monster(deck):
    """Discern: "[REACTION] +1 intercept, only usable when a monster is acting": the power locks
    (imbued appendix 3)."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=1)
    b = ready(s, 1, JENNIE, blood=5)
    d = attach(s, 1, "Discern", b)
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.pending.intercept == 0  # nothing static from the power
    assert uses(s) == [Action(Kind.USE, actor=b, card=d, n=0)]
    apply_checked(s, uses(s)[0])
    assert s.locked[d] and s.stats[0] == 1  # blocked


def test_vigilance_unlocks_after_a_successful_action_and_to_block(deck):
    """Vigilance: [ACTION MODIFIER] at the end of a successful action, unlock this imbued;
    [REACTION] [1 CONVICTION] a locked imbued unlocks (and may block, rules 6.2.2)."""
    s = table(deck)
    a = ready(s, 0, JENNIE, blood=5)
    vig = attach(s, 0, "Vigilance", a)
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None and s.pending.stage != Stage.AFTER_RESOLUTION:
        apply_checked(s, PASS)
    assert s.players[1].pool == 29 and s.locked[a]
    assert uses(s) == [Action(Kind.USE, actor=a, card=vig, n=imbued.N_AFTER)]
    apply_checked(s, uses(s)[0])
    assert not s.locked[a] and s.locked[vig]
    # another Methuselah's turn: the imbued locked, Vigilance unlocked, 1 conviction to pay
    s2 = table(deck)
    b = ready(s2, 1, JENNIE, blood=5)
    vig2 = attach(s2, 1, "Vigilance", b)
    s2.locked[b] = 1
    x = ready(s2, 0, "Lauren")
    x2 = ready(s2, 0, "Ayelech")
    minion_phase(s2)
    apply_checked(s2, Action(Kind.BLEED, actor=x))
    assert s2.pending is None and s2.players[1].pool == 29  # no conviction to pay: no block
    ss = attach(s2, 1, "Second Sight", b)
    apply_checked(s2, Action(Kind.BLEED, actor=x2))
    wake = Action(Kind.BLOCK, actor=b, card=vig2, n=imbued.N_WAKE)
    assert wake in legal_actions(s2)
    apply_checked(s2, wake)
    assert ss in s2.players[1].ash and s2.locked[vig2] and s2.stats[0] == 1


def test_rejuvenate_and_a_conviction_for_an_imbued_entering_play(deck):
    """Rejuvenate: "during your unlock phase, if this imbued has fewer life than his or her
    starting amount, he or she gains 1 life"; imbued appendix 2: an imbued entering play without
    convictions gets one from the library, hand or ash heap."""
    s = table(deck)
    t = ready(s, 0, TRAVIS, blood=3)
    attach(s, 0, "Rejuvenate", t)
    s.current = 0
    begin_turn(s)
    assert s.blood[t] == 4
    j = inst(s, 0, JENNIE)
    move(s, j, "uncontrolled")
    s.blood[j] = 5
    ss = inst(s, 0, "Second Sight")
    move(s, ss, "ash")
    at_phase(s, 0, Phase.INFLUENCE)
    apply_checked(s, Action(Kind.INFLUENCE, target=j))  # rules 7
    assert s.attached[ss] == j and ss in s.players[0].in_play


def test_the_conviction_and_power_cards_played_count_as_executed(cards):
    reg = EffectRegistry()
    for name in ("Second Sight", "Vigilance", "Discern"):
        c = cards.lookup(name).card
        assert executes(reg[c], c), name


def test_travis_miller_adds_blood_to_an_uncontrolled_imbued_for_a_conviction(deck):
    """Travis Miller: "may move 2 blood from the blood bank to an imbued in your uncontrolled
    region as a +1 stealth action that costs 1 conviction" (rules 6.1.6; imbued appendix 2)."""
    s = table(deck)
    t = ready(s, 0, TRAVIS, blood=5)
    j = inst(s, 0, JENNIE)
    lauren = inst(s, 0, "Lauren")
    for v in (j, lauren):
        move(s, v, "uncontrolled")
        s.blood[v] = 1
    minion_phase(s)
    assert not any(a.kind == Kind.OWN_ACTION for a in legal_actions(s))  # no conviction to pay
    ss = attach(s, 0, "Second Sight", t)
    own = [a for a in legal_actions(s) if a.kind == Kind.OWN_ACTION]
    imb = s.setup.imbued.is_imbued
    assert j in {a.target for a in own} and all(imb[a.target] and a.actor == t for a in own)  # no vampire
    apply_checked(s, Action(Kind.OWN_ACTION, actor=t, target=j))  # nobody may block: it resolves
    assert s.blood[j] == 3 and ss in s.players[0].ash and s.blood[lauren] == 1


def test_jennie_orne_returns_an_incapacitated_imbued_for_two_convictions(deck):
    """Jennie Orne: "any incapacitated imbued may move to the ready region and gain a life ... by
    burning 2 conviction during any Methuselah's unlock phase" (imbued appendix 5; without her
    it takes 3, in its controller's unlock phase)."""
    s = table(deck)
    ready(s, 0, JENNIE, blood=5)
    t = inst(s, 1, TRAVIS)
    move(s, t, "torpor")
    s.blood[t] = 0
    a1 = attach(s, 1, "Second Sight", t)
    s.current = 0
    begin_turn(s)  # player 0's unlock phase: Jennie's price is paid by player 1's imbued
    assert t in s.players[1].torpor  # one conviction only
    a2 = hand(s, 1, "Second Sight", 1)
    begin_turn(s)
    assert t in s.players[1].ready and s.blood[t] == 1
    assert a1 in s.players[1].ash and a2 in s.players[1].ash


def test_strike_with_conviction_strikes_a_monster_at_plus_one_damage(deck):
    """Strike with Conviction: "burn to make a hand or weapon strike against a monster at +1
    damage" (rules 6.4.5: a hand strike inflicts its strength)."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, JENNIE, blood=5)
    swc = attach(s, 1, "Strike with Conviction", b)
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    chosen = False
    while s.combat is not None:
        legal = legal_actions(s)
        mine = Action(Kind.STRIKE, actor=b, card=swc)
        if mine in legal:
            apply_checked(s, mine)
            chosen = True
        elif Action(Kind.STRIKE, actor=a) in legal:
            apply_checked(s, Action(Kind.STRIKE, actor=a))
        else:
            apply_checked(s, PASS)
    assert chosen and swc in s.players[1].ash
    assert s.blood[a] == 2 and s.blood[b] == 4  # 2 damage to the vampire, 1 to the imbued


def test_action_powers_rejuvenate_and_inspire(deck):
    """Imbued appendix 3: a power's [ACTION] locks the power; Rejuvenate "[1 CONVICTION] +1
    stealth action. Add 1 blood to a vampire or 1 life to any other ally, not to exceed starting
    life"; Inspire "[1 CONVICTION] +1 stealth action. Add a counter to an imbued in your
    uncontrolled region or move the conviction you paid from your ash heap to any imbued in play"."""
    s = table(deck)
    t = ready(s, 0, TRAVIS, blood=5)
    lauren = ready(s, 0, "Lauren", blood=1)
    full = ready(s, 0, "Ayelech", blood=s.setup.capacity[inst(s, 0, "Ayelech")])
    rej = attach(s, 0, "Rejuvenate", t)
    minion_phase(s)
    assert not any(a.kind == Kind.OWN_ACTION for a in legal_actions(s))  # no conviction to pay
    ss = attach(s, 0, "Second Sight", t)
    own = [a for a in legal_actions(s) if a.kind == Kind.OWN_ACTION and a.n >= imbued.POWER_BASE]
    assert {a.target for a in own} == {lauren} and full not in {a.target for a in own}
    apply_checked(s, own[0])  # nobody may block: it resolves
    assert s.blood[lauren] == 2 and s.locked[rej] and ss in s.players[0].ash
    # Inspire: the paid conviction back on an imbued in play
    s = table(deck)
    j = ready(s, 0, JENNIE, blood=5)
    insp = attach(s, 0, "Inspire", j)
    ss = attach(s, 0, "Second Sight", j)
    minion_phase(s)
    back = Action(Kind.OWN_ACTION, actor=j, target=j, n=imbued.POWER_BASE + insp)
    assert back in legal_actions(s)
    apply_checked(s, back)
    assert s.attached[ss] == j and ss in s.players[0].in_play and s.locked[insp]


def test_champion_fails_the_action_for_a_combat_with_the_imbued(deck):
    """Champion: "[REACTION] [2 CONVICTION] only usable when a monster controlled by another
    Methuselah is taking an action directed at you ... The action fails and the acting monster
    enters combat with this imbued instead" (rules 6.2.3: a failed action, then combat)."""
    s = table(deck)
    a0 = ready(s, 0, "Ayelech", blood=4)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, TRAVIS, blood=5)  # Defense
    champ = attach(s, 1, "Champion", b)
    attach(s, 1, "Second Sight", b)
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a0))
    use = Action(Kind.BLOCK, actor=b, card=champ, n=imbued.N_CHAMPION)
    assert use not in legal_actions(s)  # one conviction: not enough
    apply_checked(s, PASS)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 29
    hand(s, 1, "Second Sight", 1)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert use in legal_actions(s)
    apply_checked(s, use)
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 29 and s.stats[1] == 1  # no second bleed; a combat
    assert s.blood[a] == 3 and s.blood[b] == 4 and not s.locked[b] and s.locked[champ]


def test_angel_of_berlin_unlocks_or_equips_an_imbued(deck):
    """Angel of Berlin: "Master: out-of-turn. Requires a ready imbued. Unlock an imbued, or equip
    a ready imbued you control with an equipment from your hand (pay cost as normal)" (rules 5,
    1.6.2.4: out of turn, on account of the next master phase; 6.1.3)."""
    s = table(deck)
    t = ready(s, 0, TRAVIS, blood=5)
    angel = hand(s, 0, "Angel of Berlin")
    vest = hand(s, 0, "Kevlar Vest")
    at_phase(s, 0, Phase.MASTER)
    s.master_actions = 1
    equip = Action(Kind.PLAY_MASTER, card=angel, target=t, n=1 + vest)
    assert equip in legal_actions(s)
    assert Action(Kind.PLAY_MASTER, card=angel, target=t) not in legal_actions(s)  # not locked
    pool = s.players[0].pool
    apply_checked(s, equip)
    assert s.attached[vest] == t and angel in s.players[0].ash
    assert s.players[0].pool == pool - s.setup.effect[vest].pool_cost
    # out of turn: a locked imbued unlocks to block, on account of the next master phase
    s = table(deck)
    b = ready(s, 1, JENNIE, blood=5)
    s.locked[b] = 1
    angel = hand(s, 1, "Angel of Berlin")
    a = ready(s, 0, "Lauren")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    wake = Action(Kind.BLOCK, actor=b, card=angel, n=imbued.N_ANGEL)
    assert wake in legal_actions(s)
    apply_checked(s, wake)
    assert angel in s.players[1].ash and s.players[1].oot_debt == 1 and s.stats[0] == 1


def test_church_of_vindicated_faith_feeds_an_uncontrolled_imbued(deck):
    """The Church of Vindicated Faith: "requires a ready imbued ... when an imbued successfully
    performs an action, lock this card to move 1 blood from the blood bank to an imbued in your
    uncontrolled region" (rules 5: a master card put in play)."""
    s = table(deck)
    church = hand(s, 0, "Church of Vindicated Faith, The")
    at_phase(s, 0, Phase.MASTER)
    s.master_actions = 1
    assert Action(Kind.PLAY_MASTER, card=church) not in legal_actions(s)  # no ready imbued
    t = ready(s, 0, TRAVIS, blood=5)
    j = inst(s, 0, JENNIE)
    move(s, j, "uncontrolled")
    s.blood[j] = 1
    apply_checked(s, Action(Kind.PLAY_MASTER, card=church))
    assert church in s.players[0].in_play
    for v in list(s.players[0].uncontrolled):
        if v != j:
            move(s, v, "crypt")  # Jennie alone to receive it
    minion_phase(s)
    trial = s.clone()
    apply_checked(s, Action(Kind.BLEED, actor=t))  # nobody may block: it succeeds
    assert s.blood[j] == 2 and s.locked[church]
    # an uncontrolled imbued at its life gets nothing: the church stays unlocked
    trial.blood[j] = trial.setup.capacity[j]
    apply_checked(trial, Action(Kind.BLEED, actor=t))
    assert trial.blood[j] == trial.setup.capacity[j] and not trial.locked[church]


def test_react_with_conviction_cancels_an_action_and_a_strike_card(deck):
    """React with Conviction: "burn this card to cancel either an action directed at this imbued
    that requires Chimerstry, Dementation, Dominate, Presence, or Serpentis or a strike card that
    requires any of those Disciplines played by a minion opposing this imbued as it is
    announced. No cost is paid" (rules 1.6.3.6: a ready unlocked imbued reacts)."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=5)  # Presence
    b = ready(s, 1, JENNIE, blood=5)
    numb = inst(s, 0, "Mind Numb")  # "(D) stun": announced at the imbued (as rules.declare does)
    move(s, numb, "in_play")
    rwc = attach(s, 1, "React with Conviction", b)
    minion_phase(s)
    pend = Pending(Kind.ACTION_CARD, a, numb, 1, b)
    pend.directed, pend.target_p = True, 1
    s.pending = pend
    assert imbued.react_to_action(s, pend)
    assert rwc in s.players[1].ash and numb in s.players[0].ash and s.blood[a] == 5  # no cost paid
    s.locked[b] = 1
    assert not imbued.react_to_action(s, pend)  # a locked imbued does not react
    # a strike card of Presence against the imbued
    s = table(deck)
    a = ready(s, 0, JENNIE, blood=5)
    b = ready(s, 1, "Bret Stryker", blood=5)  # Presence
    majesty = hand(s, 1, "Majesty")
    rwc = hand(s, 0, "React with Conviction")
    blocked_bleed(s, a, b)
    while s.combat is not None and Action(Kind.STRIKE, actor=b, card=majesty, n=0) not in legal_actions(s) \
            and not any(x.card == majesty for x in legal_actions(s)):
        apply_checked(s, PASS)
    play = next(x for x in legal_actions(s) if x.card == majesty)
    apply_checked(s, play)
    assert majesty in s.players[1].ash and rwc in s.players[0].ash
    # Bret strikes again (his hand strike, all he has left): both take 1 damage, where
    # Majesty would have ended the combat
    assert s.combat is None and s.blood[a] == 4 and s.blood[b] == 4


def test_determine_redirects_a_bleed_or_cancels_an_action_card(deck):
    """Determine: "play when a monster controlled by your predator is bleeding you, after blocks
    are declined. Lock this reacting imbued. The monster is now bleeding your predator's
    predator. Or play when a monster controlled by your predator or prey plays an action card.
    Lock this reacting imbued and cancel that action card as it is played (no cost is paid, and
    the monster doesn't lock). That monster cannot play the same action card again this turn"
    (rules 1.6.3.6, 6.2.2)."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=4)
    j = ready(s, 1, JENNIE, blood=5)  # Vision; player 0 is the predator of player 1
    det = hand(s, 1, "Determine")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, PASS)  # blocks declined
    assert s.pending.stage == Stage.REACTIONS
    redirect = [x for x in legal_actions(s) if x.card == det]
    assert redirect == [Action(Kind.REACTION, actor=j, card=det, target=3, n=0)]  # the predator's predator
    apply_checked(s, redirect[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 30 and s.players[3].pool == 29 and s.locked[j]
    # an action card of the prey's monster, cancelled as it is played
    s = table(deck)
    a = ready(s, 0, "Bret Stryker", blood=4)  # Presence
    j = ready(s, 3, JENNIE, blood=5)  # player 0 is the prey of player 3
    det = hand(s, 3, "Determine")
    numb = hand(s, 0, "Mind Numb")
    b = ready(s, 1, "Ayelech", blood=4)
    minion_phase(s)
    stun = next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == numb and x.target == b)
    apply_checked(s, stun)
    assert s.pending.stage == Stage.CANCEL and s.decider == 3
    cancel = Action(Kind.CANCEL, actor=j, card=det)
    assert cancel in legal_actions(s)
    apply_checked(s, cancel)
    assert s.pending is None and numb in s.players[0].ash and det in s.players[3].ash
    assert s.locked[j] and not s.locked[a] and not s.locked[b]
    assert (a, s.setup.card_id[numb]) in s.used  # not again this turn


def test_imbued_do_not_hunt_and_are_incapacitated_without_life(deck):
    """Imbued appendix 1: imbued are mortal allies with life (no blood to hunt for); 5: with no
    life an imbued is incapacitated (controlled, not ready) rather than burned."""
    s = table(deck)
    t = ready(s, 0, TRAVIS, blood=2)
    minion_phase(s)
    assert not any(a.kind == Kind.HUNT for a in legal_actions(s))
    imbued.damage(s, t, 5)
    assert s.blood[t] == 0 and t in s.players[0].torpor and t not in s.players[0].ash


def test_beatrice_inez_and_xian(deck):
    """Béatrice Tremblay: "during your unlock phase, another ready imbued you control takes 1
    unpreventable damage"; Inez Villagrande: "when Inez enters play, you may search your library
    (shuffle afterward) or hand for a power that requires innocence and put it on her"; Xian
    Quan: "if Xian successfully blocks a monster and is still ready at the end of the action,
    he may gain a conviction from your hand or ash heap" (imbued appendix 2, 3)."""
    s = table(deck)
    ready(s, 0, BEATRICE, blood=4)
    t = ready(s, 0, TRAVIS, blood=2)
    s.current = 0
    begin_turn(s)
    assert s.blood[t] == 1
    begin_turn(s)
    assert t in s.players[0].torpor  # incapacitated
    # Inez brings Inspire (Innocence) from the library
    s = table(deck)
    i = inst(s, 0, INEZ)
    move(s, i, "uncontrolled")
    s.blood[i] = s.setup.capacity[i]
    at_phase(s, 0, Phase.INFLUENCE)
    apply_checked(s, Action(Kind.INFLUENCE, target=i))
    on = [j for j in s.players[0].in_play if s.attached[j] == i and s.setup.imbued.cls[j] == imbued.POWER]
    assert [s.setup.card_id[j] for j in on] == [imbued.INSPIRE]
    # Xian blocks a monster: a conviction from the ash heap onto him
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=4)
    x = ready(s, 1, XIAN, blood=5)
    ss = inst(s, 1, "Second Sight")
    move(s, ss, "ash")
    blocked_bleed(s, a, x)
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert s.attached[ss] == x and ss in s.players[1].in_play


def test_paul_erick_and_liz(deck, cards):
    """Paul Moreton: "during your influence phase, you may move a counter from your pool to an
    imbued in your uncontrolled region" (rules 7); Liz Thornton "doesn't gain a conviction as
    normal when entering play" (imbued appendix 2); Erick Franco: "if Erick successfully enters
    combat with a monster as an action, he may gain a conviction from your hand or ash heap
    (before combat begins)"."""
    d = make_deck(cards, {**CRYPT, 'Paul "Sixofswords29" Moreton': 1, 'Liz "Ticket312" Thornton': 1,
                          'Erick "Shophet125" Franco': 1}, LIBRARY)
    s = table(d)
    paul = ready(s, 0, 'Paul "Sixofswords29" Moreton', blood=4)
    j = inst(s, 0, JENNIE)
    move(s, j, "uncontrolled")
    s.blood[j] = 1
    at_phase(s, 0, Phase.INFLUENCE)
    use = Action(Kind.USE, actor=paul, card=paul, target=j)
    assert use in legal_actions(s)
    pool = s.players[0].pool
    apply_checked(s, use)
    assert s.blood[j] == 2 and s.players[0].pool == pool - 1
    assert not any(a.kind == Kind.USE for a in legal_actions(s))  # once
    liz = inst(s, 0, 'Liz "Ticket312" Thornton')
    move(s, liz, "uncontrolled")
    s.blood[liz] = s.setup.capacity[liz]
    ss = inst(s, 0, "Second Sight")
    move(s, ss, "ash")
    apply_checked(s, Action(Kind.INFLUENCE, target=liz))
    assert ss in s.players[0].ash  # no conviction for her
    erick = ready(s, 0, 'Erick "Shophet125" Franco', blood=5)
    lauren = ready(s, 1, "Lauren", blood=3)
    s.current = 0
    from vtes_tools.engine.rules import start_combat
    start_combat(s, erick, lauren)
    assert s.attached[ss] == erick


def test_an_incapacitated_imbued_is_burned_not_diablerized(deck):
    """Imbued appendix 5: "any minion can burn an incapacitated imbued and take its equipment as
    a (D) action. If that action succeeds, each ready imbued can burn a conviction to inflict 1
    unpreventable damage on the acting minion"; no blood hunt (rules 6.5.6: vampires only); no
    rescue by blood (rules 6.5.3: vampires)."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=3)
    t = inst(s, 1, TRAVIS)
    move(s, t, "torpor")
    s.blood[t] = 0
    vest = attach(s, 1, "Kevlar Vest", t)
    j = ready(s, 1, JENNIE, blood=5)
    ss = attach(s, 1, "Second Sight", j)
    minion_phase(s)
    assert Action(Kind.RESCUE, actor=a, target=t) not in legal_actions(s)
    s.locked[j] = 1  # no block
    apply_checked(s, Action(Kind.DIABLERIZE, actor=a, target=t))
    assert s.referendum is None and t in s.players[1].ash
    assert s.attached[vest] == a and ss in s.players[1].ash and s.blood[a] == 2
