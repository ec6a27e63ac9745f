"""A vampire's own text calling a referendum as a +1 stealth political action, no card played
(rules 6.1.7, 6.3): Dmitra Ilyanova, Undele."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import TABLE_FILLER, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, apply_checked, legal_actions, politics, referendums
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, RandomPolicy, TablePolicy
from vtes_tools.engine.rules import stealth_of
from vtes_tools.engine.state import Stage, read_crypt

REGISTRY = EffectRegistry()


@pytest.fixture(scope="module")
def deck(cards):
    crypt = {"Dmitra Ilyanova": 1, "Undele": 1, "Ayelech": 1, "Bret Stryker": 1, "Anson": 1, "Lauren": 1}
    lib = {**TABLE_FILLER, "Kine Resources Contested": 2, "Minion Tap": 1, "Blood Doll": 1, "Direct Intervention": 1}
    return make_deck(cards, crypt, lib)


@pytest.mark.parametrize("name", ["Dmitra Ilyanova", "Undele"])
def test_vampire_calls_are_executed(cards, name):
    eff = REGISTRY.of(cards.lookup(name).card)
    assert read_crypt(eff)[1] == ()


def _calls(s, v: int) -> list[Action]:
    return [a for a in legal_actions(s) if a.kind == Kind.POLITICAL and a.card == v]


def _declare(s, v: int) -> None:
    [a] = _calls(s, v)
    apply_checked(s, a)
    while s.pending is not None and s.pending.stage == Stage.BLOCKS:
        apply_checked(s, PASS)


def test_dmitra_distributes_four_blood_by_referendum(deck):
    """rules 6.3.1-6.3.2: the +1 stealth political action succeeds, the caller chooses whose
    vampires get the 4 blood (none beyond capacity); no card is burned and none counts as the
    caller's vote; rules 6.1.7: no second political action for her this turn."""
    s = table(deck)
    d = ready(s, 0, "Dmitra Ilyanova", blood=2)
    b = ready(s, 0, "Bret Stryker", blood=1)
    anson = ready(s, 1, "Anson", blood=4)  # prince: 2 votes
    minion_phase(s)
    before = stealth_of(s, d)
    ash, hand = list(s.players[0].ash), list(s.players[0].hand)
    [a] = _calls(s, d)
    apply_checked(s, a)
    assert s.pending.stealth == before + 1 and s.pending.card == -1
    while s.pending is not None and s.pending.stage == Stage.BLOCKS:
        apply_checked(s, PASS)
    r = s.referendum
    assert r is not None and r.card == d and r.extra[0] == 0 and r.used_pol == []
    assert s.players[0].ash == ash and s.players[0].hand == hand and d in s.players[0].ready
    k = r.terms.index((0,))
    apply_checked(s, Action(Kind.TERMS, n=k))
    while s.referendum is not None and 0 <= s.referendum.j < len(s.referendum.order):
        apply_checked(s, PASS)
    apply_checked(s, Action(Kind.VOTE, n=1))  # Dmitra's justicar votes for
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert r.passed
    cap_b = s.setup.capacity[b]
    assert s.blood[d] + s.blood[b] == 3 + 4 and s.blood[b] <= cap_b and s.blood[anson] == 4
    while s.pending is not None:
        apply_checked(s, PASS)
    assert not _calls(s, d)


def test_undele_takes_two_minion_cards_back(deck):
    """Undele: two minion cards from the ash heap to the hand (not a master card); not called
    while the ash heap holds no minion card (rules 6.3.2: more votes for than against pass)."""
    s = table(deck)
    u = ready(s, 0, "Undele")
    ready(s, 0, "Ayelech")  # prince: 2 votes
    minion_phase(s)
    master = inst(s, 0, "Blood Doll")
    move(s, master, "ash")
    move(s, inst(s, 0, "Minion Tap"), "ash")
    assert not _calls(s, u)
    tap = inst(s, 0, "Deflection")
    kine = inst(s, 0, "Kine Resources Contested")
    move(s, tap, "ash")
    move(s, kine, "ash")
    _declare(s, u)
    r = s.referendum
    while s.referendum is not None and 0 <= s.referendum.j < len(s.referendum.order):
        apply_checked(s, PASS)
    assert r.extra[0] == 0 and r.used_pol == []  # no card called it: no vote from it
    got = politics.base_votes(s, 0) + (1 if s.edge == 0 else 0)
    apply_checked(s, Action(Kind.VOTE, n=1))
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert r.passed and r.votes_for == got
    m = s.players[0]
    assert tap in m.hand and kine in m.hand and master in m.ash and u in m.ready and len(m.ash) == 2


def test_policies_choose_the_call(deck):
    """The table policy calls Dmitra's referendum when its votes pass it; the random policy can
    choose it."""
    s = table(deck)
    d = ready(s, 0, "Dmitra Ilyanova", blood=1)
    ready(s, 0, "Ayelech", blood=1)
    minion_phase(s)
    legal = LegalActions(s, legal_actions)
    got = TablePolicy().choose(PlayerView(s, 0), legal, np.random.default_rng(0))
    assert got.kind == Kind.POLITICAL and got.card == d
    picks = {RandomPolicy().choose(PlayerView(s, 0), legal, np.random.default_rng(k)) for k in range(200)}
    assert any(a.kind == Kind.POLITICAL and a.card == d for a in picks)
    assert referendums.SPECS[s.setup.card_id[d]].name == "Dmitra Ilyanova"


@pytest.fixture(scope="module")
def district(cards):
    crypt = {"Ayelech": 1, "Allanyan Serata": 1, "Bret Stryker": 1, "Anson": 1}
    lib = {**TABLE_FILLER, "Kine Resources Contested": 2, "Protected District": 2}
    return make_deck(cards, crypt, lib)


def test_protected_district_votes_against(cards, district):
    """Protected District, a reaction of a primogen in the polling step (rules 6.3.3): +3 votes
    against the referendum, and its Methuselah then votes against; not for an untitled vampire."""
    from scenario import call, hand

    from vtes_tools.engine.rules import executes

    card = cards.lookup("Protected District").card
    assert executes(REGISTRY.of(card), card)
    s = table(district)
    a = ready(s, 0, "Ayelech")  # prince: 2 votes
    prim = ready(s, 1, "Allanyan Serata")  # primogen: 1 vote
    bret = ready(s, 2, "Bret Stryker")
    pd = hand(s, 1, "Protected District")
    pd2 = hand(s, 2, "Protected District")
    call(s, a, "Kine Resources Contested")
    r = s.referendum
    apply_checked(s, Action(Kind.TERMS, n=next(k for k, t in enumerate(r.terms) if t[0] == 0)))
    while s.referendum is not None and 0 <= s.referendum.j < len(s.referendum.order):
        apply_checked(s, PASS)
    apply_checked(s, Action(Kind.VOTE, n=1))  # 2 (prince) + 1 (the card calling it)
    legal = legal_actions(s)
    [react] = [x for x in legal if x.kind == Kind.REACTION and x.card == pd]
    assert react.actor == prim
    apply_checked(s, react)
    sides = {x.n for x in legal_actions(s) if x.kind == Kind.VOTE}
    assert sides == {2}
    apply_checked(s, Action(Kind.VOTE, n=2))
    assert not [x for x in legal_actions(s) if x.kind == Kind.REACTION and x.card == pd2 and x.actor == bret]
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert r.votes_for == 3 and r.votes_against == 1 + 3 and not r.passed


def test_no_card_to_cancel_on_a_vampire_call(deck):
    """Direct Intervention cancels an action card as it is played (rules 1.6.2.4): a vampire's
    own call plays no card, so it is not offered (a played TWDA table put card -1 in the ash heap)."""
    from scenario import hand

    s = table(deck)
    d = ready(s, 0, "Dmitra Ilyanova", blood=1)
    ready(s, 1, "Anson")
    hand(s, 1, "Direct Intervention")
    minion_phase(s)
    [a] = _calls(s, d)
    apply_checked(s, a)
    assert s.pending.stage != Stage.CANCEL
    assert not [x for x in legal_actions(s) if x.kind == Kind.CANCEL]
