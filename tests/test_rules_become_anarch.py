"""Becoming Anarch (rules 10.5; the Fifth Edition rulebook's "Become Anarch"): "Who: any ready,
non-titled, non-Anarch vampire. Cost: 2 blood, or 1 blood if the controller controls at least one
other ready Anarch. Undirected action, +1 stealth. Effect: if the action is successful, the acting
vampire becomes Anarch" (a sect change: cards requiring an Anarch become playable)."""

from __future__ import annotations

from scenario import clan_vampire, hand, make_deck, minion_phase, ready, table, table_choice

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.card_types import Req

LIBRARY = {"Line Brawl": 20, "Deflection": 10}


def _table(cards):
    anarch = clan_vampire(cards, "Brujah", "Anarch").name
    crypt = {"Brunhilde": 3, "Anson": 3, anarch: 3, "Lauren": 3}
    return table(make_deck(cards, crypt, LIBRARY)), anarch


def _become(s, a: int) -> list[Action]:
    return [x for x in legal_actions(s) if x.kind == Kind.BECOME_ANARCH and x.actor == a]


def _unblocked(s) -> None:
    while s.pending is not None:
        apply_checked(s, PASS)


def test_an_untitled_non_anarch_vampire_becomes_anarch_for_2_blood(cards):
    """Rules 10.5: Brunhilde (Independent, untitled) takes the +1 stealth undirected action; it
    costs 2 blood; once it succeeds she is Anarch and a card "requires an Anarch" (Line Brawl)
    becomes playable by her."""
    s, _ = _table(cards)
    a = ready(s, 0, "Brunhilde", blood=5)
    ready(s, 1, "Lauren", blood=5)  # a prey who may block
    card = hand(s, 0, "Line Brawl")
    minion_phase(s)
    assert not [x for x in legal_actions(s) if x.card == card]  # not an Anarch yet
    acts = _become(s, a)
    assert len(acts) == 1
    st = R.stealth_of(s, a)
    apply_checked(s, acts[0])
    assert s.pending is not None and not s.pending.directed and s.pending.stealth == st + 1
    assert s.locked[a] and s.blood[a] == 5  # paid as it succeeds
    _unblocked(s)
    assert s.blood[a] == 3  # 2 blood
    assert s.setup.sect[a] == "Anarch" and (s.setup.req_bits[a] >> Req.ANARCH) & 1
    assert not (s.setup.req_bits[a] >> Req.INDEPENDENT) & 1  # a sect change: no longer Independent
    s.locked[a] = 0
    minion_phase(s)
    assert [x for x in legal_actions(s) if x.card == card and x.actor == a]  # Line Brawl [pre]
    assert not _become(s, a)  # an Anarch cannot become Anarch


def test_it_costs_1_blood_with_another_ready_anarch(cards):
    """Rules 10.5: "1 blood if the controller controls at least one other ready Anarch"; with one
    blood the action is still there."""
    s, anarch = _table(cards)
    a = ready(s, 0, "Brunhilde", blood=1)
    minion_phase(s)
    assert not _become(s, a)  # 2 blood needed, 1 held
    ready(s, 0, anarch)
    minion_phase(s)
    apply_checked(s, _become(s, a)[0])
    _unblocked(s)
    assert s.blood[a] == 0 and s.setup.sect[a] == "Anarch"


def test_a_titled_vampire_cannot_become_anarch(cards):
    """Rules 10.5: "a non-Anarch vampire without a title": Anson, Prince of Seattle, cannot."""
    s, _ = _table(cards)
    a = ready(s, 0, "Anson", blood=5)
    minion_phase(s)
    assert not _become(s, a)


def test_a_blocked_attempt_changes_nothing_and_costs_nothing(cards):
    """Rules 10.5 ("if the action is successful"), 6.2.3 (the cost is paid as the action
    succeeds): blocked, Brunhilde stays Independent with her blood."""
    s, _ = _table(cards)
    a = ready(s, 0, "Brunhilde", blood=5)
    b = ready(s, 1, "Lauren", blood=5)
    minion_phase(s)
    apply_checked(s, _become(s, a)[0])
    s.pending.stealth = 0  # (its +1 stealth taken away: Lauren's block succeeds)
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.pending is None or s.pending.blocker == b
    while s.combat is not None or s.pending is not None:
        apply_checked(s, legal_actions(s)[-1] if PASS not in legal_actions(s) else PASS)
    assert s.setup.sect[a] == "Independent" and s.blood[a] == 4  # 1 lost to a hand strike, no 2 paid
    assert not (s.setup.req_bits[a] >> Req.ANARCH) & 1


def test_the_ai_becomes_anarch_for_the_anarch_cards_it_holds(cards):
    """The table policy makes a non-Anarch vampire Anarch when its hand and library hold cards
    that require an Anarch, and bleeds rather than doing so when they hold none."""
    s, _ = _table(cards)
    a = ready(s, 0, "Brunhilde", blood=6)
    for k in range(3):
        hand(s, 0, "Line Brawl", k)
    minion_phase(s)
    assert table_choice(s) == Action(Kind.BECOME_ANARCH, actor=a)
    plain = table(make_deck(cards, {"Brunhilde": 3, "Lauren": 9}, {"Deflection": 30}))
    b = ready(plain, 0, "Brunhilde", blood=6)
    minion_phase(plain)
    assert _become(plain, b)
    assert table_choice(plain).kind != Kind.BECOME_ANARCH
