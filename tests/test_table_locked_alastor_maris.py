"""Scenario tests of three cards the rules execute as printed: Force of Will, a bleed by a
locked vampire who then takes unpreventable aggravated damage (rules 6, 6.1.1, 6.1.6, 6.4.6);
Alastor, a political action searching the library for equipment and giving its vampire an
enter-combat action (rules 6.1.7, 6.3, 6.1.6); Maris Streck's +1 intercept to a blocking
minion for a blood (rules 6.2.2.2) and her action ordering the top of the library (rules 6.1.6)."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import TABLE_FILLER, at_phase, attach, hand, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, Phase, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
#: Aaron Bathurst: capacity 4, [for]; Amelia Locke: 6, [FOR]; Lauren: 4, no Fortitude
FOW_CRYPT = {"Aaron Bathurst": 2, "Amelia Locke": 2, "Lauren": 2, "Ayelech": 2}


def _settle(s) -> None:
    """Everyone passes until the pending action is over (no block, no card)."""
    while s.pending is not None or s.combat is not None:
        acts = legal_actions(s)
        apply_checked(s, PASS if PASS in acts else acts[0])


def _policy(s, p: int = 0) -> Action:
    return TablePolicy().choose(PlayerView(s, p), LegalActions(s, legal_actions), np.random.default_rng(0))


@pytest.fixture(scope="module")
def fow_deck(cards):
    return make_deck(cards, FOW_CRYPT, {**TABLE_FILLER, "Force of Will": 4})


def _fow(s, card):
    return [x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card]


def test_force_of_will_is_executed(cards):
    card = cards.lookup("Force of Will").card
    assert executes(REGISTRY.of(card), card)


def test_force_of_will_only_for_a_locked_vampire_with_fortitude(fow_deck):
    """"Only usable by a locked vampire" (rules 6: only unlocked minions act, unless a card
    says otherwise): offered to the locked Fortitude vampire, not to an unlocked one nor to a
    locked one without Fortitude; once a bleed of the turn (6.1.1) it is not."""
    s = table(fow_deck)
    a = ready(s, 0, "Aaron Bathurst")
    b = ready(s, 0, "Lauren")
    fow = hand(s, 0, "Force of Will")
    minion_phase(s)
    assert _fow(s, fow) == []  # unlocked: the card is not usable
    s.locked[a] = 1
    s.locked[b] = 1
    assert _fow(s, fow) == [Action(Kind.ACTION_CARD, actor=a, card=fow, n=1)]  # [for] only
    s.bled_turn[a] = s.turn
    assert _fow(s, fow) == []


def test_force_of_will_bleeds_then_the_vampire_takes_aggravated_damage(fow_deck):
    """[for]: +1 bleed, then 2 unpreventable aggravated damage (rules 6.4.6: the first wounds,
    the second burns 1 blood; the wounded vampire goes to torpor); [FOR]: +2 bleed and 1. The
    card costs 1 blood."""
    for name, n, bled, blood_left in (("Aaron Bathurst", 1, 2, 1), ("Amelia Locke", 0, 3, 2)):
        s = table(fow_deck)
        a = ready(s, 0, name)
        s.locked[a] = 1
        fow = hand(s, 0, "Force of Will")
        minion_phase(s)
        pool = s.players[1].pool
        acts = _fow(s, fow)
        assert Action(Kind.ACTION_CARD, actor=a, card=fow, n=n) in acts
        apply_checked(s, Action(Kind.ACTION_CARD, actor=a, card=fow, n=n))
        _settle(s)
        assert pool - s.players[1].pool == bled
        assert a in s.players[0].torpor and s.blood[a] == blood_left


def test_force_of_will_damage_even_if_blocked(fow_deck):
    """"... even if the action is blocked": after the combat the actor takes the damage."""
    s = table(fow_deck)
    a = ready(s, 0, "Aaron Bathurst", blood=4)
    s.locked[a] = 1
    blocker = ready(s, 1, "Lauren")
    fow = hand(s, 0, "Force of Will")
    minion_phase(s)
    pool = s.players[1].pool
    apply_checked(s, Action(Kind.ACTION_CARD, actor=a, card=fow, n=1))
    apply_checked(s, Action(Kind.BLOCK, actor=blocker))
    _settle(s)
    assert s.players[1].pool == pool  # blocked: no bleed
    assert a in s.players[0].torpor and s.blood[a] <= 3


def test_policy_plays_force_of_will_for_the_ousting_bleed(fow_deck):
    """The table policy bleeds with a locked vampire when the bleed ousts the prey."""
    s = table(fow_deck)
    a = ready(s, 0, "Amelia Locke", blood=5)
    s.locked[a] = 1
    fow = hand(s, 0, "Force of Will")
    minion_phase(s)
    s.players[1].pool = 3
    got = _policy(s)
    assert got.kind == Kind.ACTION_CARD and got.card == fow and got.actor == a


def test_policy_keeps_the_vampire_out_of_torpor_for_a_small_bleed(fow_deck):
    """Against a prey with a high pool, 3 pool is not worth the vampire's torpor."""
    s = table(fow_deck)
    a = ready(s, 0, "Amelia Locke", blood=5)
    s.locked[a] = 1
    hand(s, 0, "Force of Will")
    minion_phase(s)
    s.players[1].pool = 25
    assert _policy(s) == PASS


#: Maris Streck: capacity 9, Camarilla justicar; Lauren, Ayelech: Camarilla, not justicars
ALASTOR_CRYPT = {"Maris Streck": 2, "Lauren": 2, "Ayelech": 2, "Aaron Bathurst": 2}


@pytest.fixture(scope="module")
def alastor_deck(cards):
    return make_deck(cards, ALASTOR_CRYPT, {**TABLE_FILLER, "Alastor": 2, "AK-47": 1, ".44 Magnum": 1})


def _call(s, actor, card) -> None:
    """``actor`` calls the referendum of ``card`` unblocked; Methuselah 0 votes for it."""
    apply_checked(s, Action(Kind.POLITICAL, actor=actor, card=card))
    while s.pending is not None and s.referendum is None:
        apply_checked(s, PASS)


def _vote_through(s, term) -> None:
    r = s.referendum
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.TERMS and r.terms[x.n] == term))
    while s.referendum is not None:
        acts = legal_actions(s)
        yes = [x for x in acts if x.kind == Kind.VOTE and x.n == 1]
        apply_checked(s, yes[0] if s.decider == 0 and yes else PASS)
    _settle(s)


def test_alastor_is_executed(cards):
    card = cards.lookup("Alastor").card
    assert executes(REGISTRY.of(card), card)


def test_alastor_called_by_a_justicar_only(alastor_deck):
    """"Requires a justicar or Inner Circle member" (rules 6.3.1: the card's requirements)."""
    s = table(alastor_deck)
    maris = ready(s, 0, "Maris Streck")
    lauren = ready(s, 0, "Lauren")
    al = hand(s, 0, "Alastor")
    minion_phase(s)
    callers = {x.actor for x in legal_actions(s) if x.kind == Kind.POLITICAL and x.card == al}
    assert callers == {maris} and lauren not in callers


def test_alastor_puts_itself_and_an_equipment_at_half_cost_on_the_vampire(alastor_deck):
    """Successful referendum: the equipment searched from the library and Alastor go on the
    chosen ready Camarilla vampire, half the cost rounded down paid (AK-47: 5 pool, 2 paid);
    not a Sabbat vampire; the library shuffled."""
    s = table(alastor_deck)
    maris = ready(s, 0, "Maris Streck")
    lauren = ready(s, 0, "Lauren")
    sabbat = ready(s, 0, "Aaron Bathurst")
    al = hand(s, 0, "Alastor")
    ak = inst(s, 0, "AK-47")
    minion_phase(s)
    _call(s, maris, al)
    r = s.referendum
    chosen = {t[0] for t in r.terms}
    assert lauren in chosen and maris in chosen and sabbat not in chosen
    pool = s.players[0].pool
    _vote_through(s, (lauren, ak))
    assert s.attached[al] == lauren and s.attached[ak] == lauren
    assert al in s.players[0].in_play and ak in s.players[0].in_play and ak not in s.players[0].library
    assert s.players[0].pool == pool - 2


def test_alastor_bearer_enters_combat_and_cannot_diablerize(alastor_deck):
    """The bearer "can enter combat with a vampire as a +1 stealth (D) action" (once a turn,
    rules 6.1.6), not with an ally of its own; "cannot commit diablerie" (rules 6.5.4)."""
    s = table(alastor_deck)
    lauren = ready(s, 0, "Lauren")
    al = attach(s, 0, "Alastor", lauren)
    foe = ready(s, 1, "Ayelech")
    torpid = ready(s, 2, "Lauren")
    move(s, torpid, "torpor")
    minion_phase(s)
    acts = legal_actions(s)
    assert Action(Kind.ENTER_COMBAT, actor=lauren, target=foe, n=2) in acts
    assert not any(x.kind == Kind.DIABLERIZE and x.actor == lauren for x in acts)
    apply_checked(s, Action(Kind.ENTER_COMBAT, actor=lauren, target=foe, n=2))
    assert s.pending.stealth == 1 and s.pending.directed and s.pending.target_p == 1
    _settle(s)
    assert al in s.players[0].in_play
    s.locked[lauren] = 0  # unlocked by some effect: still once a turn
    at_phase(s, 0, Phase.MINION)
    assert not any(x.kind == Kind.ENTER_COMBAT for x in legal_actions(s))


def test_policy_calls_alastor_for_the_dearest_equipment(alastor_deck):
    """The table policy calls Alastor with its justicar, and chooses its own vampire and the
    equipment worth the most (AK-47 over .44 Magnum)."""
    s = table(alastor_deck)
    maris = ready(s, 0, "Maris Streck", blood=6)
    al = hand(s, 0, "Alastor")
    ak = inst(s, 0, "AK-47")
    minion_phase(s)
    got = _policy(s)
    assert got == Action(Kind.POLITICAL, actor=maris, card=al)
    _call(s, maris, al)
    term = s.referendum.terms[_policy(s).n]
    assert term == (maris, ak)


def test_alastor_bearer_blocking_a_leave_torpor_action_does_not_diablerize(alastor_deck):
    """Rules 6.5.2: a vampire blocking a leave-torpor action may diablerize instead; not one
    with Alastor."""
    for bears in (False, True):
        s = table(alastor_deck)
        a = ready(s, 0, "Lauren", blood=4)
        move(s, a, "torpor")
        b = ready(s, 1, "Ayelech")
        if bears:
            attach(s, 1, "Alastor", b)
        minion_phase(s)
        apply_checked(s, Action(Kind.LEAVE_TORPOR, actor=a))
        s.pending.stealth = 0  # (its +1 stealth lost: the block succeeds without intercept)
        apply_checked(s, Action(Kind.BLOCK, actor=b))
        while s.pending is not None and s.decider != 1:
            apply_checked(s, PASS)
        offered = s.pending is not None and Action(Kind.DIABLERIZE, actor=b, target=a) in legal_actions(s)
        assert offered is not bears


def _maris_table(alastor_deck, maris_blood=3):
    """Methuselah 1 controls Maris Streck and Lauren; Methuselah 0's Ayelech acts."""
    s = table(alastor_deck)
    a = ready(s, 0, "Ayelech")
    maris = ready(s, 1, "Maris Streck", blood=maris_blood)
    lauren = ready(s, 1, "Lauren")
    minion_phase(s)
    return s, a, maris, lauren


def test_maris_streck_burns_blood_for_another_blocking_minion(alastor_deck):
    """Maris Streck: "can burn a blood to give a blocking minion +1 intercept" (rules 6.2.2.2):
    Lauren blocks a hunt (+1 stealth, rules 6.1.2) with Maris's blood; Maris blocking, too."""
    s, a, maris, lauren = _maris_table(alastor_deck)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=lauren))
    assert s.decider == 1
    use = Action(Kind.USE, actor=maris, card=maris)
    assert use in legal_actions(s)
    apply_checked(s, use)
    assert s.blood[maris] == 2 and s.stats[0] == 1  # blocked
    s, a, maris, lauren = _maris_table(alastor_deck)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=maris))
    pend = s.pending
    apply_checked(s, use)
    assert pend.intercept == 1 and s.stats[0] == 1  # (then the combat)


def test_policy_blocks_with_maris_streck_blood(alastor_deck):
    """The table policy attempts the block a +1 stealth bleed that would oust it needs, counting
    Maris's spare blood, and pays it; not with Maris at 1 blood (kept)."""
    for blood, blocks in ((3, True), (1, False)):
        s, a, maris, lauren = _maris_table(alastor_deck, blood)
        s.locked[maris] = 1  # (only Lauren may block)
        s.players[1].pool = 2
        apply_checked(s, Action(Kind.BLEED, actor=a))
        s.pending.stealth = 1
        got = _policy(s, 1)
        assert (got == Action(Kind.BLOCK, actor=lauren)) is blocks
        if blocks:
            apply_checked(s, got)
            assert _policy(s, 1) == Action(Kind.USE, actor=maris, card=maris)


def _top(s, p: int, names: list[str]) -> list[int]:
    """Put library cards of ``names`` on top of ``p``'s library, the last name on top."""
    lib = s.players[p].library
    out = []
    for name in names:
        i = next(j for j in lib if s.setup.card[j].name == name and j not in out)
        lib.remove(i)
        lib.append(i)
        out.append(i)
    return out


def test_maris_streck_rearranges_the_top_five_library_cards(alastor_deck):
    """Maris Streck: "a +1 stealth action to allow you to look at and rearrange the top 5 cards
    of your library" (rules 6.1.6: her own undirected action): one card chosen at a time, each
    going under those still to order; the rest of the library untouched."""
    s = table(alastor_deck)
    maris = ready(s, 0, "Maris Streck")
    minion_phase(s)
    top = _top(s, 0, ["Theft of Vitae", "Deflection", "AK-47", ".44 Magnum", "Alastor"])
    below = list(s.players[0].library[:-5])
    act = Action(Kind.OWN_ACTION, actor=maris, target=-1)
    assert act in legal_actions(s)
    apply_checked(s, act)
    assert s.pending.stealth == 1
    while not s.put_back:
        apply_checked(s, PASS)  # no block
    want = [top[2], top[4], top[0], top[1], top[3]]  # the chosen order, the last on top
    for i in want[:4]:
        acts = legal_actions(s)
        assert {x.kind for x in acts} == {Kind.DISCARD} and all(x.n == 7 for x in acts)
        apply_checked(s, Action(Kind.DISCARD, card=i, n=7))
    assert s.players[0].library[-5:] == want and s.players[0].library[:-5] == below
    assert s.put_back == 0 and any(x.kind != Kind.DISCARD for x in legal_actions(s))


def test_policy_puts_the_card_it_lacks_on_top(alastor_deck):
    """The table policy orders the top of its library with the kind of card it holds least
    (an equipment, holding combat cards and a reaction) on top, the kind it holds most deepest."""
    s = table(alastor_deck)
    ready(s, 0, "Maris Streck")
    for k in range(3):
        hand(s, 0, "Theft of Vitae", k)
    hand(s, 0, "Deflection")
    minion_phase(s)
    top = _top(s, 0, ["Theft of Vitae", "Deflection", "AK-47", "Theft of Vitae", "Deflection"])
    s.put_back, s.put_back_to = 5, 6  # (as the action resolves)
    while s.put_back:
        apply_checked(s, _policy(s))
    lib = s.players[0].library
    assert lib[-1] == top[2] and {lib[-5], lib[-4]} == {top[0], top[3]}
