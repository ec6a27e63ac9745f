"""Master cards searching the crypt: a vampire found there goes to the uncontrolled region, with
blood from the bank (rules 11, search: the crypt is shuffled afterward); and pool moved to
vampires (Gird Minions)."""

from __future__ import annotations

from scenario import MASTERS_FILLER, check_table, hand, inst, make_deck, master_phase, move, ready, table

from vtes_tools.engine import Kind, apply_checked, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry

CRYPT = {"Abebe": 2, "Lauren": 4, "Ayelech": 3, "Bret Stryker": 3}


def test_coroners_contact_and_recruitment(cards):
    """Coroner's Contact: a Samedi of the crypt (never another clan's vampire) to the uncontrolled
    region with 1 blood; Recruitment: any vampire, without blood."""
    reg = EffectRegistry()
    for name in ("Coroner's Contact", "Recruitment", "Great Symposium"):
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Coroner's Contact": 1, "Recruitment": 1})
    s = table(deck, n=2)
    m = s.players[0]
    samedi = [inst(s, 0, "Abebe", k) for k in range(2)]
    for v in samedi:
        if v not in m.crypt:
            move(s, v, "crypt")
    card = hand(s, 0, "Coroner's Contact")
    master_phase(s)
    plays = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == card]
    assert len(plays) == 1 and plays[0].target in samedi  # one action per card name
    v = plays[0].target
    crypt, unc, pool = len(m.crypt), len(m.uncontrolled), m.pool
    apply_checked(s, plays[0])
    assert v in m.uncontrolled and v not in m.crypt and s.blood[v] == 1
    assert len(m.crypt) == crypt - 1 and len(m.uncontrolled) == unc + 1
    assert m.pool == pool - reg[cards.lookup("Coroner's Contact").card].pool_cost
    check_table(s)
    # no Samedi left in the crypt: Coroner's Contact finds none to play for
    for w in samedi:
        if w in m.crypt:
            move(s, w, "uncontrolled")
    card2 = hand(s, 0, "Recruitment")
    move(s, card, "hand")
    master_phase(s)
    acts = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER]
    assert not [a for a in acts if a.card == card]
    found = [a.target for a in acts if a.card == card2]
    assert found and set(found) <= set(m.crypt)
    names = {s.setup.card[v].name for v in m.crypt}
    assert {s.setup.card[v].name for v in found} == names
    w = found[0]
    apply_checked(s, next(a for a in acts if a.card == card2 and a.target == w))
    assert w in m.uncontrolled and s.blood[w] == 0
    check_table(s)


def test_gird_minions(cards):
    """Gird Minions: pool moved to a vampire you control, up to its capacity (rules 6.1.2), never
    the Methuselah's last pool."""
    reg = EffectRegistry()
    c = cards.lookup("Gird Minions").card
    assert R.executes(reg[c], c)
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Gird Minions": 1})
    s = table(deck, n=2)
    m = s.players[0]
    lauren = ready(s, 0, "Lauren", blood=1)  # capacity 4
    card = hand(s, 0, "Gird Minions")
    master_phase(s)
    plays = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == card]
    assert sorted(a.n for a in plays) == [1, 2, 3] and {a.target for a in plays} == {lauren}
    m.pool = 3
    plays = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == card]
    assert sorted(a.n for a in plays) == [1, 2]
    apply_checked(s, next(a for a in plays if a.n == 2))
    assert m.pool == 1 and s.blood[lauren] == 3 and card in m.ash
    check_table(s)
