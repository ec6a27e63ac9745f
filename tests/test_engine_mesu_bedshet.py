"""Mesu Bedshet: an action drawing the top crypt card only when it is of the acting vampire's
clan (rules 6.1.6; rules 11: a crypt card drawn goes to the uncontrolled region)."""

from __future__ import annotations

from scenario import hand, inst, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, apply_checked, legal_actions

CRYPT = {"Nefertiti": 1, "Celine Chevalier": 1, "Lauren": 1, "Ayelech": 4, "Bret Stryker": 4}
LIBRARY = {"Theft of Vitae": 30, "Deflection": 10, "Mesu Bedshet": 2}


def _play(s, actor: int, card: int) -> None:
    act = next(x for x in legal_actions(s) if x.card == card and x.actor == actor)
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)


def test_mesu_bedshet_draws_a_younger_follower_of_set_with_blood(cards):
    """"Reveal the top card of your crypt. If it is a Follower of Set, draw it and add 2 blood to
    it if it is younger": Celine Chevalier (capacity 3) on top of the crypt goes to the
    uncontrolled region with 2 blood."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    m = s.players[0]
    a = ready(s, 0, "Nefertiti")  # Ministry, capacity 10
    card = hand(s, 0, "Mesu Bedshet")
    top = inst(s, 0, "Celine Chevalier")
    for z in (m.uncontrolled, m.crypt):
        if top in z:
            z.remove(top)
    m.crypt.append(top)  # the top of the crypt
    before = len(m.uncontrolled)
    minion_phase(s)
    _play(s, a, card)
    assert top in m.uncontrolled and top not in m.crypt and s.blood[top] == 2
    assert len(m.uncontrolled) == before + 1 and card in m.ash


def test_mesu_bedshet_shuffles_back_another_clan(cards):
    """"Otherwise, shuffle it back into your crypt": Lauren (no Follower of Set) stays in the
    crypt, the uncontrolled region unchanged."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    m = s.players[0]
    a = ready(s, 0, "Nefertiti")
    card = hand(s, 0, "Mesu Bedshet")
    top = inst(s, 0, "Lauren")
    for z in (m.uncontrolled, m.crypt):
        if top in z:
            z.remove(top)
    m.crypt.append(top)
    unc, crypt = list(m.uncontrolled), sorted(m.crypt)
    minion_phase(s)
    _play(s, a, card)
    assert m.uncontrolled == unc and sorted(m.crypt) == crypt and top in m.crypt
