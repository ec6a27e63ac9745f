"""Shadow Sentinel: "A vampire can play only one Shadow Sentinel between their unlock phases.
[obl] Only usable by a locked vampire. This vampire wakes." (rules 6.2.2.1, 11 "wake")."""

from __future__ import annotations

import pytest
from scenario import hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions
from vtes_tools.engine import rules as R

CRYPT = {"Alek König": 2, "Braden White": 2, "Araceli \"Celia\" Rivera": 2, "Aintzane Arriaga": 2,
         "Anxo Vilela": 2}
LIBRARY = {"Theft of Vitae": 30, "Deflection": 10, "Shadow Sentinel": 4}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def ss_blocks(s, v):
    return [x for x in legal_actions(s) if x.kind == Kind.BLOCK and x.actor == v and x.card >= 0
            and s.setup.card[x.card].name == "Shadow Sentinel"]


def bleed(s, a):
    apply_checked(s, Action(Kind.BLEED, actor=a))


def test_it_wakes_a_locked_vampire_to_block(deck):
    """"[obl] Only usable by a locked vampire. This vampire wakes": the locked vampire with
    Oblivion attempts to block with it; an unlocked one is not offered it."""
    s = table(deck)
    a = ready(s, 0, "Alek König")
    a2 = ready(s, 0, "Aintzane Arriaga")
    b = ready(s, 1, "Braden White")
    ss = hand(s, 1, "Shadow Sentinel")
    minion_phase(s)
    bleed(s, a)
    assert ss_blocks(s, b) == []  # unlocked: blocks without it
    apply_checked(s, PASS)
    s.locked[b] = 1
    bleed(s, a2)
    assert [(x.actor, x.card) for x in ss_blocks(s, b)] == [(b, ss)]


def test_a_vampire_plays_only_one_between_its_unlock_phases(deck):
    """"A vampire can play only one Shadow Sentinel between their unlock phases": woken once, the
    same locked vampire cannot play a second copy on a later action of the same turn; after its
    controller's unlock phase it can again."""
    s = table(deck)
    a1 = ready(s, 0, "Alek König")
    a2 = ready(s, 0, "Aintzane Arriaga")
    ready(s, 0, "Alek König", k=1)  # keeps the minion phase open
    b = ready(s, 1, "Braden White")
    s.locked[b] = 1
    hand(s, 1, "Shadow Sentinel", 0)
    ss2 = hand(s, 1, "Shadow Sentinel", 1)
    minion_phase(s)
    bleed(s, a1)
    apply_checked(s, ss_blocks(s, b)[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    s.locked[b] = 1  # locked again (the block locked it)
    bleed(s, a2)
    assert ss_blocks(s, b) == []  # the second copy: not between the same unlock phases
    apply_checked(s, PASS)
    assert ss2 in s.players[1].hand
    # b's controller's unlock phase: the limit is lifted
    s.current = 1
    R.begin_turn(s)
    s.locked[b] = 1
    minion_phase(s, 0)
    bleed(s, ready(s, 0, "Anxo Vilela"))
    assert {x.card for x in ss_blocks(s, b)} == {ss2}
