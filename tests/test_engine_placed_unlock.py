"""Scenario tests of action cards put on the acting vampire and used from there (rules 6.1.6):
Clotho's Gift [TEM] (lock it and burn 1 blood to unlock), Zillah's Tears (1 blood; burned after
this turn to unlock), Concert Tour (burned in the unlock phase to fill the vampire); Scrounging
(cards from the top of the library to the hand); Little Mountain Cemetery (blood to the acting
Samedi and each younger one in the uncontrolled region); Possession (a vampire back from the ash
heap)."""

from __future__ import annotations

import pytest
from scenario import hand, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

CRYPT = {"Krassimir": 3, "Aaron Bathurst": 3, "Antoinette Dubois": 3, "Anson": 3, "Baroque": 1, "Abebe": 1,
         "Angel Chavarria": 1, "Baron, The": 1, "Isabel Giovanni": 1}
CARDS = ("Clotho's Gift", "Zillah's Tears", "Concert Tour", "Scrounging", "Little Mountain Cemetery",
         "Possession")


@pytest.fixture(scope="module")
def deck(cards):
    lib = {"Theft of Vitae": 30, "Deflection": 10}
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, CRYPT, lib)


def resolve(s, act) -> None:
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)  # no block, no reaction


def next_minion_phase(s) -> None:
    """Methuselah 0's next turn, up to the minion phase (cards in play unlock: rules 4)."""
    from vtes_tools.engine.rules import begin_turn, enter
    from vtes_tools.engine.state import Phase

    s.current = 0
    begin_turn(s)
    enter(s, Phase.MINION)


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(EffectRegistry()[card], card)


def test_clothos_gift_locks_and_burns_blood_to_unlock(deck):
    """Clotho's Gift [TEM]: on the acting vampire, locked; in a later minion phase the locked
    vampire locks the card and burns 1 blood to unlock; not without the blood."""
    s = table(deck)
    a = ready(s, 0, "Krassimir", blood=5)  # superior Temporis
    card = hand(s, 0, "Clotho's Gift")
    minion_phase(s)
    e = s.setup.effect[card]
    resolve(s, next(x for x in legal_actions(s) if x.card == card and x.actor == a and e.options[x.n].level == 2))
    assert s.attached[card] == a and s.locked[card] and card in s.players[0].in_play and s.blood[a] == 5 - 1
    assert not [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]
    next_minion_phase(s)
    s.locked[a] = 1  # as if it had acted
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]
    assert uses == [Action(Kind.USE, actor=a, card=card)]
    apply_checked(s, uses[0])
    assert not s.locked[a] and s.locked[card] and s.blood[a] == 3
    trial = s.clone()
    next_minion_phase(trial)
    trial.locked[a], trial.blood[a] = 1, 0
    assert not [x for x in legal_actions(trial) if x.kind == Kind.USE and x.card == card]  # no blood to burn


def test_zillahs_tears_gives_blood_and_burns_after_this_turn_to_unlock(deck):
    """Zillah's Tears: a Sabbat vampire only; on it with 1 blood from the bank; burned to unlock,
    not this turn ("any time after this turn ends")."""
    s = table(deck)
    anson = ready(s, 0, "Anson", blood=3)  # Camarilla
    a = ready(s, 0, "Aaron Bathurst", blood=2)  # Sabbat
    card = hand(s, 0, "Zillah's Tears")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    assert {x.actor for x in acts} == {a}
    resolve(s, acts[0])
    assert s.attached[card] == a and s.blood[a] == 3 and card in s.players[0].in_play
    s.locked[a] = 1
    assert not [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]  # this turn
    next_minion_phase(s)
    s.locked[a] = 1
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]
    assert uses == [Action(Kind.USE, actor=a, card=card)]
    apply_checked(s, uses[0])
    assert not s.locked[a] and card in s.players[0].ash and card not in s.players[0].in_play
    assert anson in s.players[0].ready


def test_concert_tour_fills_its_vampire_in_the_unlock_phase(deck):
    """Concert Tour: on the Daughter of Cacophony; in its controller's next unlock phase it burns
    to fill the vampire to capacity."""
    from vtes_tools.engine.rules import begin_turn, enter
    from vtes_tools.engine.state import Phase

    s = table(deck)
    anson = ready(s, 0, "Anson", blood=3)
    a = ready(s, 0, "Antoinette Dubois", blood=2)  # capacity 4
    card = hand(s, 0, "Concert Tour")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    assert {x.actor for x in acts} == {a}  # "this Daughter of Cacophony"
    resolve(s, acts[0])
    assert s.attached[card] == a and card in s.players[0].in_play and s.blood[a] == 2 - 1
    s.current = 0
    begin_turn(s)
    enter(s, Phase.MASTER)
    assert s.blood[a] == 4 and card in s.players[0].ash and card not in s.players[0].in_play
    assert s.blood[anson] == 3


def test_scrounging_moves_two_library_cards_to_hand(deck):
    """Scrounging: up to 2 of the top 3 library cards to the hand (the top 2), the card replaced
    (rules 6.1.2), then the hand discarded down to its size (rules 1.6.1.2)."""
    s = table(deck)
    a = ready(s, 0, "Anson", blood=3)
    card = hand(s, 0, "Scrounging")
    minion_phase(s)
    m = s.players[0]
    size, top = len(m.hand) - 1, len(m.library)
    act = next(x for x in legal_actions(s) if x.card == card and x.actor == a)
    apply_checked(s, act)
    while s.pending is not None and not s.put_back:
        apply_checked(s, PASS)
    assert len(m.hand) == size + 3 and len(m.library) == top - 3 and card in m.ash
    assert s.put_back == max(0, size + 3 - m.hand_size)


def test_little_mountain_cemetery_feeds_the_younger_samedi_uncontrolled(deck):
    """Little Mountain Cemetery: the acting Samedi gains 1 blood, and so does each younger Samedi
    in its controller's uncontrolled region (not an older one, not another clan's; rules 6.1.6,
    up to capacity)."""
    s = table(deck)
    m = s.players[0]
    for v in list(m.uncontrolled):
        move(s, v, "crypt")
    a = ready(s, 0, "Baroque", blood=3)  # capacity 7
    young, full, older, other = (inst(s, 0, n) for n in ("Abebe", "Angel Chavarria", "Baron, The", "Aaron Bathurst"))
    for v, b in ((young, 1), (full, 3), (older, 0), (other, 0)):
        move(s, v, "uncontrolled")
        s.blood[v] = b
    card = hand(s, 0, "Little Mountain Cemetery")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.card == card]
    assert acts == [Action(Kind.ACTION_CARD, actor=a, card=card, target=-1, n=0)]
    resolve(s, acts[0])
    assert s.blood[a] == 4 and s.blood[young] == 2 and s.blood[full] == 3  # Angel Chavarria: capacity 3
    assert s.blood[older] == 0 and s.blood[other] == 0 and card in m.ash


def test_possession_brings_a_vampire_back_from_the_ash_heap(deck):
    """Possession: [NEC] a vampire of your ash heap to your ready region with 1 blood, unlocked
    (rules 7, as influenced); [nec] to your uncontrolled region, without blood."""
    s = table(deck)
    m = s.players[0]
    a = ready(s, 0, "Isabel Giovanni", blood=4)  # superior Necromancy
    gone, other = inst(s, 0, "Anson"), inst(s, 0, "Aaron Bathurst")
    move(s, gone, "ash")
    move(s, other, "ash")
    card = hand(s, 0, "Possession")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = [x for x in legal_actions(s) if x.card == card and x.actor == a]
    assert {x.target for x in acts} == {gone, other}
    trial = s.clone()
    resolve(trial, next(x for x in acts if x.target == other and e.options[x.n].level == 1))
    assert other in trial.players[0].uncontrolled and trial.blood[other] == 0 and other not in trial.players[0].ash
    resolve(s, next(x for x in acts if x.target == gone and e.options[x.n].level == 2))
    assert gone in m.ready and s.blood[gone] == 1 and not s.locked[gone] and gone not in m.ash
    assert s.blood[a] == 4 - 2 and card in m.ash
