"""Scenario tests of action modifiers and reactions the table rules play: reducing a bleed by
locking (rules 6.1.1), a locked vampire unlocking to block (6.2.2), cancelling a reaction or a
strike card requiring a Discipline as it is played (1.6.1.2)."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import TABLE_CRYPT, TABLE_FILLER, hand, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, Stage, apply_checked, legal_actions
from vtes_tools.engine.state import CombatStage
from vtes_tools.engine.effects import EffectRegistry, Op, Req
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = ("Visions of Zapathasura", "Zephyr", "Seraph's Second", "Hide the Mind", "Eyes of Argus", "Read Intentions",
         "Tangle Atropos' Hand", "Computer Hacking", "Red Herring", "Acheron Vortex",
         "Guardian Vigil", "Power of One", "Forced Vigilance", "Rat's Warning",
         "Gift of Sleep", "Underbridge Stray", "Voice of Madness",
         "Empowering the Puppet King", "Truth in Ink", "Hide the Heart", "Faerie Wards")


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(TABLE_FILLER)
    for name in CARDS:
        lib[name] = 2
    # Annazir: DAI OBF POT PRE; Abd al-Rashid: CEL; Banjoko: a Black Hand Seraph; Aredhel: Black Hand
    crypt = {**TABLE_CRYPT, "Annazir": 1, "Abd al-Rashid": 1, "Banjoko": 1, "Aredhel": 1, "Ibn Khaldun, Scholar": 1,
             "Dhita Choudhair": 1, "Khurshid": 1, "Iago Castille": 1,
             "Dario Ziggler": 1, "Matthew Romans": 1,
             "Mr. Noir": 1, "Alicia Barrows": 1, "Baron Dieudonne": 1, "Isanwayen": 1}
    return make_deck(cards, crypt, lib)


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def _to_reactions(s, a):
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None and s.pending.stage != Stage.REACTIONS:
        apply_checked(s, PASS)


def test_visions_of_zapathasura_locks_to_reduce_a_bleed_to_zero(deck):
    """Visions of Zapathasura [OBF PRE]: the bled Methuselah's vampire locks to reduce the bleed
    to 0 (rules 6.1.1: a bleed of 0 takes no pool)."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    b = ready(s, 1, "Annazir")
    vz = hand(s, 1, "Visions of Zapathasura")
    _to_reactions(s, a)
    [react] = [x for x in legal_actions(s) if x.kind == Kind.REACTION]
    assert react.actor == b and react.card == vz and s.setup.effect[vz].options[react.n].level == 2
    s.pending.bleed = 5
    apply_checked(s, react)
    assert s.locked[b]
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 30 and vz in s.players[1].ash


def test_visions_of_zapathasura_needs_an_unlocked_vampire_to_lock(deck):
    """A woken locked vampire may react, but cannot lock to play [OBF PRE]."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    b = ready(s, 1, "Annazir")
    hand(s, 1, "Visions of Zapathasura")
    _to_reactions(s, a)
    s.locked[b] = 1
    s.wake.add(b)
    assert not any(x.kind == Kind.REACTION for x in legal_actions(s))


def _after_resolution(s, a, blocker=-1):
    """Bleed with ``a`` (blocked by ``blocker`` when given) up to the after-resolution step."""
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    if blocker >= 0:
        apply_checked(s, Action(Kind.BLOCK, actor=blocker))
    while s.pending is not None and not any(x.kind == Kind.MODIFIER and s.pending.stage == Stage.AFTER_RESOLUTION
                                            for x in legal_actions(s)):
        apply_checked(s, PASS)


def test_zephyr_unlocks_after_an_unsuccessful_action(deck):
    """Zephyr [CEL]: after resolution of an unsuccessful (blocked) action the vampire unlocks
    (rules 6.2.3); not after a successful one."""
    s = table(deck)
    a = ready(s, 0, "Abd al-Rashid", blood=5)
    b = ready(s, 1, "Ayelech")
    z = hand(s, 0, "Zephyr")
    _after_resolution(s, a, b)
    assert s.pending is not None and s.pending.blocked and s.locked[a]
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mod.card == z and s.setup.effect[z].options[mod.n].level == 2
    apply_checked(s, mod)
    assert not s.locked[a] and z in s.players[0].ash
    s = table(deck)
    a = ready(s, 0, "Abd al-Rashid")
    hand(s, 0, "Zephyr")
    _after_resolution(s, a)
    assert s.pending is None and s.players[1].pool < 30 and s.locked[a]  # bled: no Zephyr


def test_zephyr_inferior_unlocks_at_the_end_of_the_turn(deck):
    """Zephyr [cel]: the vampire unlocks at the end of the turn."""
    s = table(deck)
    a = ready(s, 0, "Casino Reeds", blood=5)  # [cel]
    b = ready(s, 1, "Ayelech")
    z = hand(s, 0, "Zephyr")
    _after_resolution(s, a, b)
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mod.card == z and s.setup.effect[z].options[mod.n].level == 1
    apply_checked(s, mod)
    assert s.locked[a]
    while s.current == 0:
        apply_checked(s, legal_actions(s)[-1] if PASS not in legal_actions(s) else PASS)
    assert not s.locked[a]


def test_seraphs_second_unlocks_the_acting_black_hand_vampire(deck):
    """Seraph's Second: a ready Seraph unlocks the acting non-Seraph Black Hand vampire after
    resolution (rules 6.2.3), once each turn; not for a Seraph acting."""
    s = table(deck)
    a = ready(s, 0, "Aredhel")
    seraph = ready(s, 0, "Banjoko")
    ss = hand(s, 0, "Seraph's Second")
    _after_resolution(s, a)
    assert s.pending is not None and s.locked[a]
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mod.actor == seraph and mod.card == ss
    apply_checked(s, mod)
    assert not s.locked[a] and not s.locked[seraph] and ss in s.players[0].ash
    s = table(deck)
    ready(s, 0, "Aredhel")
    seraph = ready(s, 0, "Banjoko")
    hand(s, 0, "Seraph's Second")
    _after_resolution(s, seraph)
    assert s.pending is None and s.locked[seraph]  # the Seraph itself acted: not usable


def test_hide_the_mind_cancels_an_auspex_reaction_as_it_is_played(deck):
    """Hide the Mind [OBF]: the acting vampire cancels a reaction card requiring Auspex as it is
    played (rules 1.6.2.4, its cost not paid): the +2 intercept is gone, the attempt fails."""
    s = table(deck)
    a = ready(s, 0, "Annazir", blood=4)
    b = ready(s, 1, "Lauren")  # aus
    hm = hand(s, 0, "Hide the Mind")
    eyes = hand(s, 1, "Eyes of Argus")
    minion_phase(s)
    # a bleed of Methuselah 1 (a directed action: Eyes of Argus [aus] is only usable during one)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending.stage == Stage.ANNOUNCE:
        apply_checked(s, PASS)
    assert s.pending.target_p == 1
    s.pending.stealth = 1
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    inferior = next(k for k, o in enumerate(s.setup.effect[eyes].options) if o.level == 1)
    apply_checked(s, Action(Kind.REACTION, actor=b, card=eyes, n=inferior))
    assert s.pending.intercept == 2 and s.decider == 0
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mod.card == hm and s.setup.effect[hm].options[mod.n].level == 2
    apply_checked(s, mod)
    # not blocked: Annazir's bleed of 2 (+1 bleed) lands, the card free
    assert s.pending is None and not s.locked[b] and s.blood[a] == 4 and s.players[1].pool == 28
    assert hm in s.players[0].ash and eyes in s.players[1].ash


def test_hide_the_mind_cancels_an_auspex_strike_card(deck):
    """Hide the Mind [obf]: in combat, cancel the opposing minion's combat card requiring Auspex
    as it is played (its cost not paid); the minion chooses a strike again (rules 6.4.3). Not a
    strike card requiring another Discipline."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")  # AUS
    ri = hand(s, 0, "Read Intentions")
    move(s, inst(s, 0, "Read Intentions", 1), "ash")  # not drawn as the first is replaced
    b = ready(s, 1, "Annazir")
    hm = hand(s, 1, "Hide the Mind")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None:
        apply_checked(s, PASS)
    strike = next(x for x in legal_actions(s) if x.card == ri)
    apply_checked(s, strike)
    assert s.combat.stage == CombatStage.CANCEL and s.decider == 1
    [cancel] = [x for x in legal_actions(s) if x.card == hm]
    assert s.setup.effect[hm].options[cancel.n].level == 1
    apply_checked(s, cancel)
    assert ri in s.players[0].ash and hm in s.players[1].ash
    # no dodge: Ayelech chooses a strike again, its hand strike: 1 damage (rules 6.4.5, 6.4.6)
    while s.combat is not None:
        legal = legal_actions(s)
        assert not any(x.card == ri for x in legal)
        hand_strike = Action(Kind.STRIKE, actor=a)
        apply_checked(s, hand_strike if hand_strike in legal else PASS)
    assert s.blood[b] == 2 and s.players[1].pool == 30


def test_tangle_atropos_hand_cancels_the_blocked_action_and_takes_the_card_back(deck):
    """Tangle Atropos' Hand [TEM]: once blocked, the action is cancelled (not blocked, the
    blocker does not lock), the vampire unlocks, the action card goes back to the hand, and the
    vampire gets +1 stealth during its next action this turn (rules 6.2.3)."""
    s = table(deck)
    a = ready(s, 0, "Ibn Khaldun, Scholar", blood=4)  # POT TEM
    b = ready(s, 1, "Ayelech")
    ch = hand(s, 0, "Computer Hacking")
    t = hand(s, 0, "Tangle Atropos' Hand")
    minion_phase(s)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == ch))
    while s.pending.stage == Stage.ANNOUNCE:
        apply_checked(s, PASS)
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while not any(x.card == t for x in legal_actions(s)):
        apply_checked(s, PASS)
    assert s.pending.stage == Stage.BLOCKED
    [mod] = [x for x in legal_actions(s) if x.card == t]
    assert s.setup.effect[t].options[mod.n].level == 2
    apply_checked(s, mod)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert ch in s.players[0].hand and t in s.players[0].ash and s.combat is None
    assert not s.locked[a] and not s.locked[b] and s.blood[a] == 3 and s.players[1].pool == 30
    apply_checked(s, Action(Kind.HUNT, actor=a))
    assert s.pending.stealth == 2  # hunting +1 (rules 6.1.2), and the +1 of [TEM]


def test_red_herring_ends_the_blocked_action_and_locks_the_blocker(deck):
    """Red Herring [CHI]: once blocked, the vampire unlocks and the action ends (no combat); the
    action card goes back to the hand, the vampires of its Methuselah cannot perform that action
    again this turn (rules 6.1.6), and the blocking minion locks."""
    s = table(deck)
    a = ready(s, 0, "Dhita Choudhair", blood=4)  # CHI
    other = ready(s, 0, "Ibn Khaldun, Scholar")
    b = ready(s, 1, "Ayelech")
    ch = hand(s, 0, "Computer Hacking")
    rh = hand(s, 0, "Red Herring")
    minion_phase(s)
    apply_checked(s, next(x for x in legal_actions(s) if x.card == ch))
    while s.pending.stage == Stage.ANNOUNCE:
        apply_checked(s, PASS)
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while not any(x.card == rh for x in legal_actions(s)):
        apply_checked(s, PASS)
    [mod] = [x for x in legal_actions(s) if x.card == rh]
    assert s.setup.effect[rh].options[mod.n].level == 2
    apply_checked(s, mod)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert ch in s.players[0].hand and rh in s.players[0].ash and s.combat is None
    assert not s.locked[a] and s.locked[b] and s.blood[a] == 3
    assert not any(x.card == ch for x in legal_actions(s))  # neither Dhita nor Ibn Khaldun
    assert not s.locked[other]


def test_acheron_vortex_minus_intercept_for_minions_without_nec_or_obt(deck):
    """Acheron Vortex: a blocker without Necromancy or Obtenebration gets -1 intercept (rules
    6.2.2.2): the attempt fails; not offered against a blocker with Obtenebration."""
    s = table(deck)
    a = ready(s, 0, "Khurshid")  # Harbinger of Skulls
    b = ready(s, 1, "Ayelech")
    av = hand(s, 0, "Acheron Vortex")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.pending.intercept >= s.pending.stealth and s.decider == 0
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mod.card == av
    apply_checked(s, mod)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert not s.locked[b] and s.players[1].pool < 30 and s.stats[0] == 0  # not blocked
    s = table(deck)
    a = ready(s, 0, "Khurshid")
    b = ready(s, 1, "Iago Castille")  # OBT
    hand(s, 0, "Acheron Vortex")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert not any(x.kind == Kind.MODIFIER for x in legal_actions(s))


def test_guardian_vigil_fortitude_blocks_without_locking(deck):
    """Guardian Vigil [for]: an Anarch of a Methuselah who may not normally block attempts to
    block (rules 6.2.2.1) and does not lock for blocking (6.2.3)."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 2, "Dario Ziggler")  # Anarch, FOR; across the table
    gv = hand(s, 2, "Guardian Vigil")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert s.pending.block_order == [2]  # the target has no minion
    blocks = [x for x in legal_actions(s) if x.kind == Kind.BLOCK]
    assert [s.setup.effect[gv].options[x.n].need_any for x in blocks] == [s.setup.effect[gv].options[2].need_any]
    apply_checked(s, blocks[0])
    while s.pending is not None and s.pending.stage == Stage.ATTEMPT:
        apply_checked(s, PASS)
    assert s.stats[0] == 1 and s.players[1].pool == 30  # blocked: no bleed
    assert not s.locked[b]  # "does not lock for blocking this action"


def test_power_of_one_the_blocker_burns_two_blood(deck):
    """Power of One [obt]: once the Anarch is blocked, before block resolution, the blocking
    vampire burns 2 blood (rules 6.2.3: the block then resolves, combat follows)."""
    s = table(deck)
    a = ready(s, 0, "Matthew Romans")  # OBT; no printed Anarch has Obtenebration: made one here
    bits = list(s.setup.req_bits)
    bits[a] |= 1 << Req.ANARCH
    s.setup.req_bits = tuple(bits)
    b = ready(s, 1, "Ayelech", blood=3)
    po = hand(s, 0, "Power of One")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while not any(x.card == po for x in legal_actions(s)):
        apply_checked(s, PASS)
    assert s.pending.stage == Stage.BLOCKED
    [mod] = [x for x in legal_actions(s) if x.card == po]
    apply_checked(s, mod)
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    # 2 blood burned, then 1 damage from a hand strike each (rules 6.4.5); 1 blood for the card
    assert s.stats[0] == 1 and s.blood[b] == 0 and s.blood[a] == 1 and po in s.players[0].ash


def test_forced_vigilance_unlocks_a_locked_vampire_to_block_a_directed_action(deck):
    """Forced Vigilance [FOR]: a locked vampire unlocks during an action directed at you (rules
    6.2.2: unlocked, it may attempt to block); unblocked, it stays unlocked after the action."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Brock Sterling")  # FOR
    s.locked[b] = 1
    fv = hand(s, 1, "Forced Vigilance")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    [block] = [x for x in legal_actions(s) if x.kind == Kind.BLOCK]
    assert block.actor == b and block.card == fv and s.setup.effect[fv].options[block.n].level == 2
    s.pending.stealth = 5  # the block attempt fails
    apply_checked(s, block)
    assert not s.locked[b] and s.blood[b] == 2 and fv in s.players[1].ash  # 1 blood for the card
    while s.pending is not None:
        apply_checked(s, PASS)
    assert not s.locked[b] and s.stats[0] == 0


def test_forced_vigilance_not_during_an_undirected_action(deck):
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Brock Sterling")
    s.locked[b] = 1
    hand(s, 1, "Forced Vigilance")
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    while s.pending is not None and s.pending.stage == Stage.ANNOUNCE:
        apply_checked(s, PASS)
    assert not any(x.kind == Kind.BLOCK and x.card >= 0 for x in legal_actions(s))


def test_rats_warning_unlocks_to_block_a_bleed_with_a_press(deck):
    """Rat's Warning [ANI]: a locked vampire unlocks during a bleed against you, blocks, and gets
    1 optional press during the resulting combat (rules 6.4.4)."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Casino Reeds")  # ANI
    s.locked[b] = 1
    rw = hand(s, 1, "Rat's Warning")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    [block] = [x for x in legal_actions(s) if x.kind == Kind.BLOCK]
    assert block.card == rw and s.setup.effect[rw].options[block.n].level == 2
    apply_checked(s, block)
    while s.combat is None:
        apply_checked(s, PASS)
    assert s.combat.free_press[1] == 1 and s.locked[b]  # locked for blocking (rules 6.2.3)


def test_gift_of_sleep_locks_the_blocking_ally_and_ends_the_action(deck):
    """Gift of Sleep [obe] as an action modifier: the acting vampire about to enter combat with
    a blocking ally locks that ally and ends the action before block resolution (rules 6.2.3)."""
    s = table(deck)
    a = ready(s, 0, "Mr. Noir")  # obe
    ally = ready(s, 1, "Underbridge Stray")
    s.blood[ally] = 1
    gs = hand(s, 0, "Gift of Sleep")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=ally))
    while not any(x.card == gs for x in legal_actions(s)):
        apply_checked(s, PASS)
    [mod] = [x for x in legal_actions(s) if x.card == gs]
    assert s.pending.stage == Stage.BLOCKED and s.setup.effect[gs].options[mod.n].level == 1
    apply_checked(s, mod)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.locked[ally] and s.stats[:2] == [0, 0] and s.players[1].pool == 30  # no combat, no bleed
    assert gs in s.players[0].ash


def test_gift_of_sleep_by_a_vampire_blocking_an_acting_ally(deck):
    """Gift of Sleep [obe] as a reaction: the vampire blocking an acting ally locks it and ends
    the action; the blocking vampire does not lock."""
    s = table(deck)
    ally = ready(s, 0, "Underbridge Stray")
    s.blood[ally] = 1
    b = ready(s, 1, "Mr. Noir")
    gs = hand(s, 1, "Gift of Sleep")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=ally))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while not any(x.card == gs for x in legal_actions(s)):
        apply_checked(s, PASS)
    [react] = [x for x in legal_actions(s) if x.card == gs]
    assert react.kind == Kind.REACTION and react.actor == b
    apply_checked(s, react)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.locked[ally] and not s.locked[b] and s.stats[1] == 0 and gs in s.players[1].ash


def test_voice_of_madness_ends_the_action_of_a_younger_vampire(deck):
    """Voice of Madness [DEM]: a vampire blocking a younger vampire locks and ends the action
    before block resolution (no combat, rules 6.2.3); the acting vampire burns 1 blood."""
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=3)  # capacity 4
    b = ready(s, 1, "Alicia Barrows", blood=3)  # capacity 9, DEM
    vm = hand(s, 1, "Voice of Madness")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while not any(x.card == vm for x in legal_actions(s)):
        apply_checked(s, PASS)
    [react] = [x for x in legal_actions(s) if x.card == vm]
    assert react.actor == b and s.setup.effect[vm].options[react.n].level == 2
    apply_checked(s, react)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.locked[b] and s.blood[b] == 2 and s.blood[a] == 2  # 1 blood for the card, 1 burned
    assert s.stats[1] == 0 and s.players[1].pool == 30 and vm in s.players[1].ash


def test_empowering_the_puppet_king_by_another_locked_vampire(deck):
    """Empowering the Puppet King [DOM]: during a bleed, another ready vampire of the acting
    Methuselah, locked, pays the card and the acting minion gets +1 bleed (limited, rules 6.1.1);
    never the acting vampire itself."""
    s = table(deck)
    a = ready(s, 0, "Lauren")  # dom
    v = ready(s, 0, "Ayelech", blood=3)  # DOM
    s.locked[v] = 1
    ep = hand(s, 0, "Empowering the Puppet King")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while not any(x.kind == Kind.MODIFIER for x in legal_actions(s)):
        apply_checked(s, PASS)
    [mod] = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert mod.actor == v and mod.card == ep and s.pending.stage == Stage.AFTER_BLOCKS
    apply_checked(s, mod)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 28 and s.blood[v] == 2 and s.blood[a] == 3 and ep in s.players[0].ash


def test_baron_dieudonne_does_not_pay_to_unlock_after_hunting(deck):
    """Baron Dieudonne "can burn 1 blood to unlock after performing a successful action": not
    after a hunt, whose blood it would pay to hunt again forever (a TWDA table of
    benchmarks/played.py --seed 3 never ended); after a successful bleed it does."""
    s = table(deck)
    a = ready(s, 0, "Baron Dieudonne", blood=3)
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.locked[a] and s.blood[a] == 4
    s = table(deck)
    a = ready(s, 0, "Baron Dieudonne", blood=3)
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert not s.locked[a] and s.blood[a] == 2 and s.players[1].pool < 30


def test_truth_in_ink_reduces_a_bleed_by_a_vampire_not_black_hand(deck):
    """Truth in Ink: a Black Hand vampire of the bled Methuselah reduces the bleed of a vampire
    who is not Black Hand by 2 (rules 6.1.1); not against a Black Hand vampire."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Aredhel")  # Black Hand
    ti = hand(s, 1, "Truth in Ink")
    _to_reactions(s, a)
    [react] = [x for x in legal_actions(s) if x.kind == Kind.REACTION]
    assert react.actor == b and react.card == ti
    s.pending.bleed = 3
    apply_checked(s, react)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 29 and ti in s.players[1].ash
    s = table(deck)
    a = ready(s, 0, "Banjoko")  # Black Hand
    ready(s, 1, "Aredhel")
    hand(s, 1, "Truth in Ink")
    _to_reactions(s, a)
    assert s.pending is None or not any(x.kind == Kind.REACTION for x in legal_actions(s))


def _fail_reaction(s):
    return [x for x in legal_actions(s) if x.kind == Kind.REACTION and s.setup.card_id[x.card] in (100920, 100690)
            and not s.setup.effect[x.card].options[x.n].has(Op.REDUCE_BLEED)]


def test_hide_the_heart_fails_a_bleed_unless_the_acting_vampire_burns_1_blood(deck):
    """Hide the Heart [val]: the bleed fails (no pool bled, rules 6.1.1) unless the acting
    vampire burns 1 blood, which it does when it has it; then the bleed goes on."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Aredhel")
    hh = hand(s, 1, "Hide the Heart")
    _to_reactions(s, a)
    s.blood[a] = 0  # nothing to burn
    [react] = _fail_reaction(s)
    assert react.actor == b and react.card == hh
    apply_checked(s, react)
    assert s.pending is None or not _fail_reaction(s)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 30 and hh in s.players[1].ash and s.locked[a]
    s = table(deck)
    a = ready(s, 0, "Lauren", blood=2)
    ready(s, 1, "Aredhel")
    hand(s, 1, "Hide the Heart")
    _to_reactions(s, a)
    [react] = _fail_reaction(s)
    apply_checked(s, react)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[a] == 1 and s.players[1].pool == 29


def test_faerie_wards_fails_a_bleed_by_a_younger_vampire(deck):
    """Faerie Wards [MYT]: against a younger vampire bleeding you (rules 1.5), the reacting
    vampire locks, the bleed fails and the acting vampire does not unlock in its next unlock
    phase; not against an older vampire. Its [aus] +2 intercept is not offered against one."""
    s = table(deck)
    a = ready(s, 0, "Lauren")  # capacity 4
    b = ready(s, 1, "Isanwayen")  # capacity 6
    fw = hand(s, 1, "Faerie Wards")
    _to_reactions(s, a)
    [react] = _fail_reaction(s)
    assert react.actor == b and react.card == fw
    s.pending.bleed = 2
    got = TablePolicy().choose(PlayerView(s, 1), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == react  # the table policy saves the pool the bleed would take
    apply_checked(s, react)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 30 and s.locked[b] and a in s.no_unlock
    s = table(deck)
    a = ready(s, 0, "Ayelech")  # capacity 7
    ready(s, 1, "Isanwayen")
    hand(s, 1, "Faerie Wards")
    _to_reactions(s, a)
    assert s.pending is None or not _fail_reaction(s)
