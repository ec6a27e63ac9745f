"""A vampire's paid unlock after its own successful action (rules 6.2.3), found looping on TWDA
tables (benchmarks/played.py --checked, seeds 31 and 37)."""

from __future__ import annotations

from scenario import make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked


def test_baron_dieudonne_does_not_pay_back_a_hunt_to_hunt_again(cards):
    """"During your minion phase, Dieudonne can burn 1 blood to unlock after performing a
    successful action": after a hunt (rules 6.1.1: +1 blood) the unlock would pay that blood
    back, and the vampire hunted again forever; after a bleed it unlocks for 1 blood."""
    d = make_deck(cards, {"Baron Dieudonne": 2, "Lauren": 10}, {"Theft of Vitae": 40})
    s = table(d)
    v = ready(s, 0, "Baron Dieudonne", blood=3)
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=v))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.locked[v] and s.blood[v] == 4
    s.locked[v] = 0
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=v))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert not s.locked[v] and s.blood[v] == 3
