"""Master cards of the long tail the rules play: locations adding blood to an uncontrolled
vampire of a kind, bleed and votes on a vampire, pool when low, the ash heap back to the library
(rules 1.6.2, 5)."""

from __future__ import annotations

from test_engine_masters import FILLER, master_phase, table
from test_table import at_phase, check_table, make_deck, move
from test_table_rules import hand, inst, ready

from vtes_tools.engine import Action, Kind, Phase, apply_checked, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry

CRYPT = {"Kamiri wa Itherero": 2, "Lauren": 2, "Ayelech": 2, "Bret Stryker": 2}


def _executed(cards, *names: str) -> None:
    reg = EffectRegistry()
    for name in names:
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name


def test_mbare_market(cards):
    """Mbare Market: locked in the influence phase (rules 7) to add 1 blood to a Laibon in your
    uncontrolled region, and to no other vampire there."""
    _executed(cards, "Mbare Market, Harare")
    deck = make_deck(cards, CRYPT, {**FILLER, "Mbare Market, Harare": 1})
    s = table(deck, n=2)
    market = inst(s, 0, "Mbare Market, Harare")
    move(s, market, "in_play")
    laibon, other = inst(s, 0, "Kamiri wa Itherero"), inst(s, 0, "Lauren")
    move(s, laibon, "uncontrolled")
    move(s, other, "uncontrolled")
    at_phase(s, 0, Phase.INFLUENCE)
    uses = [a for a in legal_actions(s) if a.kind == Kind.USE and a.card == market]
    assert [a.target for a in uses] == [laibon]
    before = s.blood[laibon]
    apply_checked(s, uses[0])
    assert s.blood[laibon] == before + 1 and s.locked[market]
    assert not [a for a in legal_actions(s) if a.kind == Kind.USE and a.card == market]
    check_table(s)
