"""Cards putting allies, retainers, equipment and vampires in play outside the recruit, employ
and equip actions: Piper (a master card: an Anarch recruits or employs from the hand, not as an
action; rules 1.6.1.3, 6.1.4, 6.1.5); Summon History (an action searching the library, crypt
and ash heap for a card put in play for X blood; rules 6.2.3, 6.1.5, 11: search)."""

from __future__ import annotations

import numpy as np
from scenario import check_table, hand, inst, make_deck, master_phase, minion_phase, move, ready, table

from vtes_tools.engine import Action, Kind, PlayerView, apply_checked, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy

REGISTRY = EffectRegistry()
#: two Anarchs (capacity 3) and a Camarilla vampire
CRYPT = {"Anita Wainwright": 4, "Ariane": 4, "Lauren": 4}
FILLER = {"Theft of Vitae": 20, "Deflection": 10}


def _plays(s, card):
    return [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == card]


def test_piper_an_anarch_recruits_or_employs_from_hand(cards):
    """Piper: "lock a ready unlocked Anarch you control. That Anarch recruits or employs an ally
    or retainer from your hand (requirements and cost apply as normal). This is not an action and
    cannot be blocked": only an unlocked Anarch, only the allies and retainers it could put in
    play as an action (their pool cost paid, rules 6.1.4, 6.1.5); the ally enters the ready region
    with its life and cannot act this turn, the retainer goes on the Anarch; no action is
    announced, so nobody can block it."""
    c = cards.lookup("Piper").card
    assert R.executes(REGISTRY[c], c)
    deck = make_deck(cards, CRYPT, {**FILLER, "Piper": 2, "Gregory Winter": 1, "J. S. Simmons, Esq.": 1,
                                    "Deflection": 1})
    s = table(deck)
    m = s.players[0]
    anita = ready(s, 0, "Anita Wainwright")
    ariane = ready(s, 0, "Ariane")
    s.locked[ariane] = 1  # locked: Piper cannot lock her
    ready(s, 0, "Lauren")  # not an Anarch
    ready(s, 1, "Lauren")  # a would-be blocker
    piper = hand(s, 0, "Piper")
    gregory = hand(s, 0, "Gregory Winter")  # ally, 2 pool, 4 life
    simmons = hand(s, 0, "J. S. Simmons, Esq.")  # retainer, 1 life
    hand(s, 0, "Deflection")
    master_phase(s)
    plays = _plays(s, piper)
    assert {(a.actor, a.target) for a in plays} == {(anita, gregory), (anita, simmons)}
    pool = m.pool
    apply_checked(s, next(a for a in plays if a.target == gregory))
    assert s.pending is None  # not an action: no block, no reaction window
    assert s.locked[anita] and gregory in m.ready and s.blood[gregory] == 4
    assert m.pool == pool - 2 and piper in m.ash and gregory not in m.hand
    assert s.acted[gregory] == s.turn  # rules 6.1.5: the ally does not act the turn it comes in
    check_table(s)
    # the retainer goes on the Anarch, with its life
    s.locked[anita] = 0
    piper2 = hand(s, 0, "Piper", 1)
    master_phase(s)
    apply_checked(s, next(a for a in _plays(s, piper2) if a.target == simmons))
    assert s.attached[simmons] == anita and simmons in m.in_play and s.blood[simmons] == 1
    assert s.locked[anita] and piper2 in m.ash
    check_table(s)


def test_piper_costs_apply_as_normal(cards):
    """Piper: "requirements and cost apply as normal": an ally whose pool cost the Methuselah
    cannot pay is not offered; nor is anything without an ally or retainer in hand."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Piper": 1, "Gregory Winter": 1})
    s = table(deck)
    m = s.players[0]
    ready(s, 0, "Anita Wainwright")
    piper = hand(s, 0, "Piper")
    master_phase(s)
    assert not _plays(s, piper)  # no ally or retainer in hand
    gregory = hand(s, 0, "Gregory Winter")
    s.legal = None
    assert [a.target for a in _plays(s, piper)] == [gregory]
    m.pool = 1
    s.legal = None
    assert not _plays(s, piper)


def test_table_policy_plays_piper(cards):
    """The table policy plays Piper for an ally in hand when it has an unlocked Anarch."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Piper": 1, "Gregory Winter": 1})
    s = table(deck)
    anita = ready(s, 0, "Anita Wainwright")
    ready(s, 1, "Lauren")
    piper = hand(s, 0, "Piper")
    gregory = hand(s, 0, "Gregory Winter")
    master_phase(s)
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.PLAY_MASTER and got.card == piper and got.actor == anita and got.target == gregory


#: Ibn Khaldun has superior Thaumaturgy [TEM] (capacity 7); Anarch Convert capacity 1, Jozz a
#: scarce capacity 2, Lauren capacity 4
SUMMON_CRYPT = {"Ibn Khaldun, Scholar": 3, "Anarch Convert": 2, "Jozz": 2, "Lauren": 2}
SUMMON_LIBRARY = {**FILLER, "Summon History": 2, "Gregory Winter": 1, "Gypsies": 1, ".44 Magnum": 1,
                  "J. S. Simmons, Esq.": 1}


def _summons(s, actor, card, level):
    """The targets of Summon History ``card`` played by ``actor`` at option ``level``."""
    return {a.target for a in legal_actions(s)
            if a.kind == Kind.ACTION_CARD and a.actor == actor and a.card == card and a.n == level}


def _resolve(s, action):
    apply_checked(s, action)
    while s.pending is not None:  # no one blocks (no other minion in play), no reaction
        apply_checked(s, Action(Kind.PASS))


def test_summon_history_puts_an_ally_retainer_or_equipment_in_play(cards):
    """Summon History [tem]: "search your library (shuffle afterward) and/or ash heap for an ally,
    retainer or equipment card costing X or fewer blood or pool and put that card in play, on this
    vampire and with life equal to its starting life": X, paid in blood by the acting vampire when
    the action succeeds (rules 6.2.3), is at most its blood: with 2 blood, the 3-pool Gypsies are
    not offered; the ally comes in with its life and can act this turn (rules 6.1.5: put in play,
    not recruited); the retainer and the equipment go on the vampire, no pool paid."""
    c = cards.lookup("Summon History").card
    assert R.executes(REGISTRY[c], c)
    deck = make_deck(cards, SUMMON_CRYPT, SUMMON_LIBRARY)
    s = table(deck)
    m = s.players[0]
    ibn = ready(s, 0, "Ibn Khaldun, Scholar", blood=2)
    sh = hand(s, 0, "Summon History")
    gregory, magnum = inst(s, 0, "Gregory Winter"), inst(s, 0, ".44 Magnum")
    simmons = inst(s, 0, "J. S. Simmons, Esq.")
    move(s, simmons, "ash")
    minion_phase(s)
    assert _summons(s, ibn, sh, 1) == {gregory, magnum, simmons}  # (level 1: [tem]; no Gypsies)
    pool = m.pool
    _resolve(s, Action(Kind.ACTION_CARD, actor=ibn, card=sh, target=gregory, n=1))
    assert gregory in m.ready and s.blood[gregory] == 4 and gregory not in m.library
    assert s.blood[ibn] == 0 and m.pool == pool and sh in m.ash  # X = 2 blood, no pool
    assert s.acted[gregory] != s.turn  # it can act this turn
    check_table(s)
    # the retainer from the ash heap, on the vampire with its life (X = 0)
    s.locked[ibn] = 0
    s.blood[ibn] = 1
    s.used.clear()  # a new turn (rules 6.1.6: the same action card once per turn)
    sh2 = hand(s, 0, "Summon History", 1)
    minion_phase(s)
    assert _summons(s, ibn, sh2, 1) == {simmons}  # 1 blood: not the 2-pool .44 Magnum
    _resolve(s, Action(Kind.ACTION_CARD, actor=ibn, card=sh2, target=simmons, n=1))
    assert s.attached[simmons] == ibn and simmons in m.in_play and s.blood[simmons] == 1
    assert s.blood[ibn] == 1 and simmons not in m.ash
    check_table(s)


def test_summon_history_superior_puts_a_vampire_in_play(cards):
    """Summon History [TEM]: "search your crypt (shuffle afterward) and/or ash heap for a
    non-scarce vampire card with capacity X or less and put that vampire in play (with no
    blood)": with 3 blood, Anarch Convert (1) from the crypt or the ash heap; not Jozz (scarce),
    not Lauren (capacity 4); the vampire comes into the ready region, unlocked, with no blood."""
    deck = make_deck(cards, SUMMON_CRYPT, SUMMON_LIBRARY)
    s = table(deck)
    m = s.players[0]
    ibn = ready(s, 0, "Ibn Khaldun, Scholar", blood=3)
    sh = hand(s, 0, "Summon History")
    for name in ("Anarch Convert", "Jozz", "Lauren"):
        for k in range(2):
            move(s, inst(s, 0, name, k), "crypt")
    convert = inst(s, 0, "Anarch Convert", 1)
    move(s, convert, "ash")
    minion_phase(s)
    found = _summons(s, ibn, sh, 0)  # (level 0: [TEM])
    assert {s.setup.card[t].name for t in found} == {"Anarch Convert"} and len(found) == 1
    _resolve(s, Action(Kind.ACTION_CARD, actor=ibn, card=sh, target=found.pop(), n=0))
    assert convert in m.ready and s.blood[convert] == 0 and not s.locked[convert]  # the ash heap's copy first
    assert s.blood[ibn] == 2  # X = its capacity, 1
    check_table(s)


def test_table_policy_plays_summon_history(cards):
    """The table policy plays Summon History for the card worth most in play: the ally Gregory
    Winter (1 bleed, 4 life) rather than the .44 Magnum or a vampire with no blood."""
    deck = make_deck(cards, SUMMON_CRYPT, SUMMON_LIBRARY)
    s = table(deck)
    ibn = ready(s, 0, "Ibn Khaldun, Scholar", blood=6)
    sh = hand(s, 0, "Summon History")
    minion_phase(s)
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.ACTION_CARD and got.card == sh and got.actor == ibn
    assert got.target == inst(s, 0, "Gregory Winter")
