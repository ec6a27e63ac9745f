"""Cards putting allies, retainers, equipment and vampires in play outside the recruit, employ
and equip actions: Piper (a master card: an Anarch recruits or employs from the hand, not as an
action; rules 1.6.1.3, 6.1.4, 6.1.5)."""

from __future__ import annotations

import numpy as np
from test_engine_masters import master_phase, table
from test_table import check_table, make_deck
from test_table_rules import hand, ready

from vtes_tools.engine import Kind, apply_checked, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.state import PlayerView

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
