"""Vaticination: a +3 stealth (D) action discarding a card of the acting Methuselah's choice
from another Methuselah's hand (rules 6.1.6)."""

from __future__ import annotations

from scenario import hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, apply_checked, legal_actions
from vtes_tools.engine import rules as R

CRYPT = {"Krassimir": 2, "Lauren": 4, "Ayelech": 4, "Bret Stryker": 4}
LIBRARY = {"Theft of Vitae": 30, "Deflection": 10, "Vaticination": 2}


def test_vaticination_discards_a_card_of_the_preys_hand_chosen_by_the_actor(cards):
    """Vaticination: "+3 stealth action. (D) Look at each Methuselah's hand and discard a card of
    your choice from among all those hands": directed at the prey, whose card the acting
    Methuselah chooses (rules 6.1.6), at +3 stealth; the card is discarded to the prey's ash heap."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Krassimir")  # True Brujah (the card requires one)
    ready(s, 0, "Lauren")
    card = hand(s, 0, "Vaticination")
    held = [hand(s, 1, "Theft of Vitae"), hand(s, 1, "Deflection")]
    prey = s.players[1]
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    assert len(acts) == 1 and acts[0].actor == a  # True Brujah only
    st = R.stealth_of(s, a)
    apply_checked(s, acts[0])
    assert s.pending.stealth == st + 3
    while s.pending is not None and not s.put_back:
        assert s.pending.target_p == 1 and s.pending.directed
        apply_checked(s, PASS)
    assert s.put_back == 1 and s.decider == 0
    assert {x.card for x in legal_actions(s)} == set(held)  # the acting Methuselah chooses
    apply_checked(s, next(x for x in legal_actions(s) if x.card == held[0]))
    assert held[0] in prey.ash and held[1] in prey.hand
    assert card in s.players[0].ash
