"""An ally's own undirected action searching the library (rules 6.1.6): Arms Dealer."""

from __future__ import annotations

from vtes_tools.engine import Action, Kind, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry, Op, Thing
from vtes_tools.engine.state import read_ally

from scenario import minion_phase_keep_turn, names_table, ready


def test_arms_dealer_searches_a_weapon(cards):
    """Arms Dealer "may take a +1 stealth action to allow you to search your library for a weapon
    and move it to your hand. Shuffle and discard afterward": an undirected action of the ally's
    own (rules 6.1.6) at +1 stealth, once a turn, offering only the weapons of the library (not
    other equipment); the weapon found goes to the hand, then one card is discarded down to the
    hand size (rules 1.6.1.2)."""
    reg = EffectRegistry()
    abil, left = read_ally(reg.of(cards.lookup("Arms Dealer").card))
    assert abil.own_action == (int(Op.SEARCH), 1, Thing.WEAPON, 2, 0) and not left
    s = names_table(cards, ["Arms Dealer", ".44 Magnum", "Ivory Bow", "Flak Jacket", "Lauren"])
    su = s.setup
    m = s.players[0]
    mine = {c.name: i for i, c in enumerate(su.card) if su.owner[i] == 0}
    dealer = ready(s, 0, "Arms Dealer", 1)
    magnum, bow, jacket = mine[".44 Magnum"], mine["Ivory Bow"], mine["Flak Jacket"]
    m.hand[:] = [i for i in m.library if i not in (magnum, bow, jacket)][-7:]
    m.library[:] = [i for i in m.library if i not in m.hand]
    minion_phase_keep_turn(s)
    s.turn += 1
    s.legal = None
    found = {a.target for a in legal_actions(s) if a.kind == Kind.OWN_ACTION and a.actor == dealer}
    assert found == {magnum, bow}  # weapons only: no Flak Jacket, no action card
    st = R.stealth_of(s, dealer)
    R.declare(s, Action(Kind.OWN_ACTION, actor=dealer, target=bow))
    assert s.pending.stealth == st + 1 and not s.pending.directed
    while s.pending is not None and not s.put_back:
        R.apply(s, Action(Kind.PASS))
    assert bow in m.hand and bow not in m.library and s.put_back == 1 and len(m.hand) == 8
    R.apply(s, next(a for a in legal_actions(s) if a.kind == Kind.DISCARD))
    assert len(m.hand) == 7 and not s.put_back
    s.locked[dealer] = 0
    s.legal = None
    assert not any(a.kind == Kind.OWN_ACTION and a.actor == dealer for a in legal_actions(s))  # once a turn
