"""On the Qui Vive: "Only usable by a locked minion. A minion can play only one On the Qui Vive
between their unlock phases. This minion wakes (they ignore the requirement to be unlocked for
playing reaction cards and attempting to block until the end of the action). If this minion is an
ally, they do not unlock as normal during their next unlock phase." (rules 6.2.2.1, 11 "wake")."""

from __future__ import annotations

import pytest
from scenario import hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions
from vtes_tools.engine import rules as R

CRYPT = {"Lauren": 2, "Ayelech": 2, "Bret Stryker": 2, "Trevon Parker": 2, "Brock Sterling": 2}
LIBRARY = {"Theft of Vitae": 30, "Deflection": 10, "On the Qui Vive": 4, "Underbridge Stray": 2}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def qv_blocks(s, v):
    return [x for x in legal_actions(s) if x.kind == Kind.BLOCK and x.actor == v and x.card >= 0
            and s.setup.card[x.card].name == "On the Qui Vive"]


def bleed(s, a):
    apply_checked(s, Action(Kind.BLEED, actor=a))


def test_only_a_locked_minion_plays_it(deck):
    """"Only usable by a locked minion": an unlocked minion blocks without it (rules 6.2.2.1), a
    locked one only with it."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    a2 = ready(s, 0, "Trevon Parker")
    b = ready(s, 1, "Ayelech")
    qv = hand(s, 1, "On the Qui Vive")
    minion_phase(s)
    bleed(s, a)
    blocks = [x for x in legal_actions(s) if x.kind == Kind.BLOCK]
    assert blocks == [Action(Kind.BLOCK, actor=b)]  # unlocked: no On the Qui Vive
    apply_checked(s, PASS)
    s.locked[b] = 1
    bleed(s, a2)
    assert [x for x in legal_actions(s) if x.kind == Kind.BLOCK] == [Action(Kind.BLOCK, actor=b, card=qv)]


def test_it_wakes_the_minion_to_block_until_the_end_of_the_action(deck):
    """"This minion wakes": the locked vampire attempts to block (rules 11 "wake"); the card goes to
    the ash heap and is replaced; once the action is over the minion is locked (it blocked)."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Ayelech")
    s.locked[b] = 1
    qv = hand(s, 1, "On the Qui Vive")
    minion_phase(s)
    bleed(s, a)
    apply_checked(s, Action(Kind.BLOCK, actor=b, card=qv))
    assert qv in s.players[1].ash and len(s.players[1].hand) == 1  # replaced (rules 1.6.1.2)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 30 and s.locked[b] and not s.wake


def test_a_minion_plays_only_one_between_its_unlock_phases(deck):
    """"A minion can play only one On the Qui Vive between their unlock phases": woken once, the
    same locked minion cannot play a second copy on a later action of the same turn, nor on
    another Methuselah's turn, until its own unlock phase; then it can again."""
    s = table(deck)
    a1 = ready(s, 0, "Lauren")
    a2 = ready(s, 0, "Trevon Parker")
    ready(s, 0, "Lauren", k=1)  # keeps the minion phase open
    b = ready(s, 1, "Ayelech")
    s.locked[b] = 1
    qv1 = hand(s, 1, "On the Qui Vive", 0)
    qv2 = hand(s, 1, "On the Qui Vive", 1)
    minion_phase(s)
    bleed(s, a1)
    assert {x.card for x in qv_blocks(s, b)} == {qv1}  # one copy listed (the other is the same card)
    apply_checked(s, qv_blocks(s, b)[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    s.locked[b] = 1  # locked again (the block locked it; a Govern would too)
    bleed(s, a2)
    assert qv_blocks(s, b) == []  # the second copy: not between the same unlock phases
    apply_checked(s, PASS)
    assert s.players[1].pool == 29 and qv2 in s.players[1].hand
    # Methuselah 3's turn (still before b's unlock phase): still not
    a3 = ready(s, 3, "Bret Stryker")  # predator of Methuselah 0, prey of 2: 3 bleeds 0; use 2 -> 3
    c = ready(s, 2, "Brock Sterling")
    s.locked[a3] = 1
    minion_phase(s, 2)
    hand(s, 3, "On the Qui Vive", 2)
    bleed(s, c)
    assert qv_blocks(s, a3)  # another minion is not limited by b's
    apply_checked(s, PASS)
    # b's controller's unlock phase: the limit is lifted
    s.current = 1
    R.begin_turn(s)
    s.locked[b] = 1
    minion_phase(s, 0)
    bleed(s, ready(s, 0, "Brock Sterling"))
    assert {x.card for x in qv_blocks(s, b)} == {qv2}


def test_an_ally_woken_does_not_unlock_at_its_next_unlock_phase(deck):
    """"If this minion is an ally, they do not unlock as normal during their next unlock phase"
    (rules 4); the phase after that it unlocks. A vampire is not held so."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    ally = ready(s, 1, "Underbridge Stray", blood=2)
    s.locked[ally] = 1
    qv = hand(s, 1, "On the Qui Vive")
    minion_phase(s)
    bleed(s, a)
    blocks = [x for x in legal_actions(s) if x.kind == Kind.BLOCK and x.card == qv]
    assert blocks == [Action(Kind.BLOCK, actor=ally, card=qv)]
    apply_checked(s, blocks[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.locked[ally]
    s.current = 1
    R.begin_turn(s)
    assert s.locked[ally]  # held locked this unlock phase
    s.current = 1
    R.begin_turn(s)
    assert not s.locked[ally]  # and unlocks at the next
