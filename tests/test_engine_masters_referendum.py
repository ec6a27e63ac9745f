"""Out-of-turn master cards in a political action's referendum: Vox Domini makes it fail
(rules 1.6.2.4, 6.3.2)."""

from __future__ import annotations

from scenario import TABLE_CRYPT, TABLE_FILLER, call, hand, inst, make_deck, ready, table, table_choice

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions, politics
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes


def test_vox_domini_fails_the_referendum(cards):
    """Vox Domini, played by another Methuselah in the polling step (on account of their next
    master phase, rules 1.6.2.4): the referendum fails and nothing resolves (rules 6.3.2); one
    Vox Domini a game for each Methuselah."""
    card = cards.lookup("Vox Domini").card
    assert executes(EffectRegistry().of(card), card)
    deck = make_deck(cards, TABLE_CRYPT, {**TABLE_FILLER, "Vox Domini": 2, "Kine Resources Contested": 2})
    s = table(deck)
    a = ready(s, 0, "Ayelech")
    ready(s, 1, "Anson", blood=2)
    vox = hand(s, 1, "Vox Domini")
    call(s, a, "Kine Resources Contested")
    r = s.referendum
    # the caller's terms: 3 of the 4 points on Methuselah 1, 1 on Methuselah 3
    terms = politics.preview(s, r.card, 0, a)
    apply_checked(s, Action(Kind.TERMS, n=terms.index([0, -3, 0, -1])))
    assert not any(x.kind == Kind.CANCEL for x in legal_actions(s))  # not on one's own turn
    apply_checked(s, Action(Kind.VOTE, n=1))
    assert s.decider == 1
    play = Action(Kind.CANCEL, card=vox)
    assert play in legal_actions(s)
    assert table_choice(s, 1) == play  # the table policy fails a referendum that hurts it
    hand_before = len(s.players[1].hand)
    apply_checked(s, play)
    assert s.referendum is None and not r.passed and s.stats[3] == 0
    assert [m.pool for m in s.players] == [30, 29, 30, 30]  # its cost; the referendum did nothing
    assert vox in s.players[1].ash and len(s.players[1].hand) == hand_before  # replaced
    assert s.players[1].oot_debt == 1
    while s.pending is not None:
        apply_checked(s, PASS)
    # a second referendum the same game: no second Vox Domini for that Methuselah
    s.players[1].oot_debt = 0
    hand(s, 1, "Vox Domini", k=1)
    b = ready(s, 0, "Lauren")
    call(s, b, "Kine Resources Contested")
    if s.referendum is not None and s.referendum.choosing:
        apply_checked(s, Action(Kind.TERMS, n=0))
    apply_checked(s, Action(Kind.VOTE, n=1))
    assert s.decider == 1 and not any(x.kind == Kind.CANCEL for x in legal_actions(s))
    assert inst(s, 1, "Vox Domini", 1) in s.players[1].hand
