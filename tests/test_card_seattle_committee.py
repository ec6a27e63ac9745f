"""Seattle Committee: "Unique master. Put this card in play. Lock during your master phase to make a
ready non-titled, non-Anarch vampire you control Anarch." (rules 10.5: a vampire "can also become
Anarch through card effects", a sect change)."""

from __future__ import annotations

from scenario import clan_vampire, hand, make_deck, master_phase, ready, table, table_choice

from vtes_tools.engine import Action, Kind, apply_checked, legal_actions
from vtes_tools.engine.card_types import Req

LIBRARY = {"Seattle Committee": 2, "Line Brawl": 20, "Deflection": 10}


def _table(cards):
    anarch = clan_vampire(cards, "Brujah", "Anarch").name
    return table(make_deck(cards, {"Brunhilde": 3, "Anson": 3, "Lauren": 3, anarch: 3}, LIBRARY)), anarch


def _uses(s, card: int) -> list[Action]:
    return [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]


def _in_play(s, p: int, k: int = 0) -> int:
    """Seattle Committee played from the hand by Methuselah ``p`` in its master phase."""
    c = hand(s, p, "Seattle Committee", k)
    master_phase(s, p)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.PLAY_MASTER and x.card == c))
    assert c in s.players[p].in_play  # "put this card in play"
    return c


def test_locks_in_the_master_phase_to_make_a_ready_vampire_anarch(cards):
    """Locked during the master phase: Brunhilde (Independent, untitled) becomes Anarch (sect and
    requirements: a card requiring an Anarch is hers to play), at no master phase action and no blood."""
    s, anarch = _table(cards)
    a = ready(s, 0, "Brunhilde", blood=4)
    c = _in_play(s, 0)
    master_phase(s, 0)
    s.master_actions = 0
    uses = _uses(s, c)
    assert [x.target for x in uses] == [a]
    apply_checked(s, uses[0])
    assert s.locked[c] and s.blood[a] == 4
    assert s.setup.sect[a] == "Anarch" and (s.setup.req_bits[a] >> Req.ANARCH) & 1
    assert not _uses(s, c)  # locked: once until it unlocks


def test_only_a_ready_untitled_non_anarch_vampire_you_control(cards):
    """"A ready non-titled, non-Anarch vampire you control": not Anson (a prince), not an
    Anarch, not another Methuselah's vampire."""
    s, anarch = _table(cards)
    ready(s, 0, "Anson")
    ready(s, 0, anarch)
    ready(s, 1, "Brunhilde")
    a = ready(s, 0, "Brunhilde", k=1)
    c = _in_play(s, 0)
    master_phase(s, 0)
    assert [x.target for x in _uses(s, c)] == [a]


def test_unique(cards):
    """"Unique master": a second copy put in play by the same Methuselah is not listed."""
    s, anarch = _table(cards)
    ready(s, 0, "Brunhilde")
    _in_play(s, 0)
    second = hand(s, 0, "Seattle Committee", 1)
    master_phase(s, 0)
    assert not [x for x in legal_actions(s) if x.kind == Kind.PLAY_MASTER and x.card == second]


def test_the_ai_makes_a_vampire_anarch_for_its_anarch_cards(cards):
    """The table policy locks it for a vampire when the deck holds cards requiring an Anarch."""
    s, anarch = _table(cards)
    a = ready(s, 0, "Brunhilde")
    hand(s, 0, "Line Brawl")
    c = _in_play(s, 0)
    master_phase(s, 0)
    s.master_actions = 0
    assert table_choice(s) == Action(Kind.USE, card=c, target=a)
