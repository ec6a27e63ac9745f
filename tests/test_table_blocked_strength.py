"""Scenario tests of actions giving the acting vampire strength in the combat that follows: a
bleed if it is blocked, an enter-combat action (rules 6.4.5: a hand strike does damage equal to
the striker's strength)."""

from __future__ import annotations

import pytest
from scenario import hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Kind, Op, apply_checked, legal_actions
from vtes_tools.engine.combat import strength_of

CRYPT = {"Theo Bell (G2)": 4, "Lauren": 4, "Rayne": 4}
LIBRARY = {"Show of Force": 4, "Make the Misere": 2, "Theft of Vitae": 20}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, LIBRARY)


def _bleed(s, a: int, card: int, block: int = -1) -> None:
    """Vampire ``a`` of Methuselah 0 bleeds with ``card`` (its first option the vampire can play);
    ``block`` (a minion of the prey) blocks it, or every Methuselah declines."""
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card and x.actor == a)
    apply_checked(s, act)
    if block >= 0:
        s.pending.stealth = 0  # (the blocker's attempt succeeds)
        apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.BLOCK and x.actor == block))
    while s.pending is not None and s.combat is None:
        apply_checked(s, PASS)


def test_show_of_force_bleeds_and_gains_strength_when_blocked(deck):
    """Show of Force [pot][pre]: "(D) Bleed with +1 bleed. If this action is blocked, before range
    is determined during the first round of the resulting combat, this vampire can gain +1
    strength that combat"."""
    s = table(deck)
    a = ready(s, 0, "Theo Bell", blood=6)
    b = ready(s, 1, "Lauren", blood=3)
    sof = hand(s, 0, "Show of Force")
    assert strength_of(s, None, 0, a) == 1 and strength_of(s, None, 1, b) == 1
    _bleed(s, a, sof, block=b)
    # the two hand-strike the whole combat by themselves: a round at close range, Theo's strike
    # at strength 2 (1 +1), Lauren's at 1
    assert s.combat is None and sof in s.players[0].ash
    assert s.blood[b] == 3 - 2 and s.blood[a] == 6 - 1
    # not blocked: the bleed at +1 bleed, no combat
    t = table(deck)
    a = ready(t, 0, "Theo Bell", blood=6)
    ready(t, 1, "Lauren", blood=3)
    sof = hand(t, 0, "Show of Force")
    pool = t.players[1].pool
    _bleed(t, a, sof)
    assert t.combat is None and t.players[1].pool == pool - 2


def test_make_the_misere_pot_gives_strength_in_that_combat(deck):
    """Make the Misere: "Requires an Anarch. (D) Enter combat with a locked minion. [pot] This
    Anarch gets +1 strength during that combat"."""
    s = table(deck)
    a = ready(s, 0, "Rayne", blood=4)
    b = ready(s, 1, "Lauren", blood=3)
    s.locked[b] = 1
    card = hand(s, 0, "Make the Misere")
    minion_phase(s)
    e = s.setup.effect[card]
    k = next(k for k, o in enumerate(e.options) if o.has(Op.STRENGTH))
    act = next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card and x.actor == a
               and x.target == b and x.n == k)
    assert strength_of(s, None, 0, a) == 1 and strength_of(s, None, 1, b) == 1
    apply_checked(s, act)
    while s.pending is not None and s.combat is None:
        apply_checked(s, PASS)
    # the two hand-strike by themselves: Rayne at strength 2 (1 +1), Lauren at 1
    assert s.combat is None and s.blood[b] == 3 - 2 and s.blood[a] == 4 - 1
