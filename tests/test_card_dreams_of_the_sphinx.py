"""Dreams of the Sphinx: "Unique. Put this card in play. Add 1 counter to this card each time you
lock it. You can lock this card to get +2 hand size until the end of the turn. You can lock this
card during your unlock phase to gain 1 pool if you have the Edge. You can lock this card to add 1
blood to a vampire in your uncontrolled region. Burn this card if it has 3 counters." (a master
card, 1 pool; rules 1.6.2.1, 1.6.1.2 hand size, 4 unlock phase and the Edge, 7 influence)."""

from __future__ import annotations

import pytest
from scenario import at_phase, hand, inst, make_deck, ready, table

from vtes_tools.engine import PASS, Action, Kind, Phase, apply_checked, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.lock_counters import BLOOD, EDGE_POOL, HAND

CRYPT = {"Lauren": 2, "Ayelech": 2, "Bret Stryker": 2, "Trevon Parker": 2, "Brock Sterling": 2}
LIBRARY = {"Theft of Vitae": 30, "Deflection": 10, "Dreams of the Sphinx": 2}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def in_play(s, p: int = 0, k: int = 0) -> int:
    """Dreams of the Sphinx put in play (unlocked, no counter) for Methuselah ``p``."""
    d = inst(s, p, "Dreams of the Sphinx", k)
    for m in s.players:
        for zone in (m.library, m.hand):
            if d in zone:
                zone.remove(d)
    s.players[p].in_play.append(d)
    return d


def uses(s, d):
    return [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == d]


def master_phase(s, p: int = 0) -> None:
    at_phase(s, p, Phase.MASTER)
    s.master_actions = 1
    s.turn += 1


def influence_phase(s, p: int = 0) -> None:
    at_phase(s, p, Phase.INFLUENCE)
    s.transfers = 4
    s.turn += 1


def test_it_is_put_in_play_for_1_pool_and_is_unique(deck):
    """A master card put in play (rules 1.6.2.1) for its 1 pool; "Unique.": a second copy is not
    offered while one is in play under the same Methuselah (rules 4.1: no contest with oneself)."""
    s = table(deck)
    ready(s, 0, "Lauren")
    d1 = hand(s, 0, "Dreams of the Sphinx", 0)
    d2 = hand(s, 0, "Dreams of the Sphinx", 1)
    master_phase(s)
    play = [x for x in legal_actions(s) if x.kind == Kind.PLAY_MASTER and x.card in (d1, d2)]
    assert len(play) == 1
    apply_checked(s, play[0])
    m = s.players[0]
    assert m.pool == 29 and play[0].card in m.in_play and not s.locked[play[0].card] and not s.blood[play[0].card]
    s.master_actions = 1
    assert not [x for x in legal_actions(s) if x.kind == Kind.PLAY_MASTER and x.card in (d1, d2)]


def test_lock_adds_1_blood_to_an_uncontrolled_vampire_and_a_counter(deck):
    """"Lock this card to add 1 blood to a vampire in your uncontrolled region", and "add 1 counter
    to this card each time you lock it"; locked, it has no other use this turn."""
    s = table(deck)
    ready(s, 0, "Lauren")
    d = in_play(s)
    m = s.players[0]
    v = m.uncontrolled[0]
    influence_phase(s)
    got = [x for x in uses(s, d) if x.target == v]
    assert got == [Action(Kind.USE, card=d, target=v, n=BLOOD)]
    apply_checked(s, got[0])
    assert s.blood[v] == 1 and s.locked[d] and s.blood[d] == 1 and m.pool == 30
    assert uses(s, d) == []


def test_lock_for_2_hand_size_until_the_end_of_the_turn(deck):
    """"Lock this card to get +2 hand size until the end of the turn": two cards drawn at once
    (rules 1.6.1.2), a counter; as the turn ends the hand size is 7 again and the Methuselah
    discards the two cards over it, of its choice."""
    s = table(deck)
    ready(s, 0, "Lauren")
    d = in_play(s)
    m = s.players[0]
    for k in range(7):
        hand(s, 0, "Theft of Vitae", k)
    master_phase(s)
    got = [x for x in uses(s, d) if x.n == HAND]
    assert got == [Action(Kind.USE, card=d, n=HAND)]
    apply_checked(s, got[0])
    assert m.hand_size == 9 and len(m.hand) == 9 and s.locked[d] and s.blood[d] == 1
    assert m.pool == 30 and s.master_actions == 1  # not a master phase action
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 0
    apply_checked(s, PASS)  # the turn would end: the hand size goes back first
    assert m.hand_size == 7 and s.current == 0
    ash = len(m.ash)
    while s.current == 0:
        acts = legal_actions(s)
        assert all(x.kind == Kind.DISCARD for x in acts)
        apply_checked(s, acts[-1])
    assert len(m.hand) == 7 and len(m.ash) == ash + 2


def test_lock_in_the_unlock_phase_for_1_pool_with_the_edge(deck):
    """"Lock this card during your unlock phase to gain 1 pool if you have the Edge" (rules 4: the
    Edge's own pool comes too); without the Edge, no such use."""
    s = table(deck)
    ready(s, 0, "Lauren")
    d = in_play(s)
    m = s.players[0]
    s.current = 3
    s.edge = 0
    s.locked[d] = 1  # locked last turn: it unlocks as the turn begins (rules 4)
    s.current = 0
    R.begin_turn(s)
    assert s.phase == Phase.UNLOCK and m.pool == 31 and not s.locked[d]  # the Edge's pool
    got = [x for x in uses(s, d) if x.n == EDGE_POOL]
    assert got == [Action(Kind.USE, card=d, n=EDGE_POOL)]
    apply_checked(s, got[0])
    assert m.pool == 32 and s.locked[d] and s.blood[d] == 1
    s2 = table(deck)
    ready(s2, 0, "Lauren")
    d2 = in_play(s2)
    s2.edge = 1
    s2.current = 0
    R.begin_turn(s2)
    assert [x for x in uses(s2, d2) if x.n == EDGE_POOL] == []


def test_it_burns_with_its_third_counter(deck):
    """"Burn this card if it has 3 counters": the third lock, whatever its use, burns it to the ash
    heap (its counters with it, rules 1.1.2)."""
    s = table(deck)
    ready(s, 0, "Lauren")
    d = in_play(s)
    m = s.players[0]
    for turn in range(3):
        s.locked[d] = 0
        influence_phase(s)
        v = m.uncontrolled[0]
        apply_checked(s, next(x for x in uses(s, d) if x.target == v))
        if turn < 2:
            assert d in m.in_play and s.blood[d] == turn + 1
    assert d not in m.in_play and d in m.ash and s.blood[d] == 0
