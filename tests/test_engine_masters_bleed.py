"""Master cards on a vampire acting after its successful bleed: Capitalist (rules 6.1.1)."""

from __future__ import annotations

from scenario import MASTERS_FILLER, check_table, hand, make_deck, master_phase, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions
from vtes_tools.engine import masters
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry

CRYPT = {"Aaron Bathurst": 2, "Lauren": 4, "Ayelech": 3, "Bret Stryker": 3}


def _bleed(s, a: int) -> int:
    prey = s.players[s.prey(s.current)]
    before = prey.pool
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None:
        apply_checked(s, PASS)
    return before - prey.pool


def test_capitalist(cards):
    """Capitalist: only on a Sabbat vampire you control; once per turn, after it successfully bleeds
    its prey (rules 6.1.1), it gains 1 blood from the bank."""
    c = cards.lookup("Capitalist").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Capitalist": 2})
    s = table(deck, n=2)
    aaron = ready(s, 0, "Aaron Bathurst", blood=1)
    lauren = ready(s, 0, "Lauren", blood=1)
    card = hand(s, 0, "Capitalist")
    master_phase(s)
    plays = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == card]
    assert [a.target for a in plays] == [aaron]  # not the Camarilla Lauren
    apply_checked(s, plays[0])
    assert s.attached[card] == aaron
    minion_phase(s)
    assert _bleed(s, aaron) == 1 and s.blood[aaron] == 2
    masters.bled_prey(s, aaron)  # (a second bleed of the turn, after an unlock)
    assert s.blood[aaron] == 2  # once per turn
    assert _bleed(s, lauren) == 1 and s.blood[lauren] == 1
    s.used.clear()  # the next turn (rules 6.1.6: its marks cleared), Aaron unlocked
    s.locked[aaron] = 0
    minion_phase(s)
    assert _bleed(s, aaron) == 1 and s.blood[aaron] == 3
    check_table(s)
