"""Cards in play other Methuselahs' minions can burn as a (D) action (engine/burnable.py, rules
6.1.6): Foundation Exhibit, Anarch Revolt (by referendum); action cards put in play burning the
prey's pool (Army of Rats, Creeping Sabotage)."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import at_phase, check_table, hand, inst, make_deck, move, ready

from vtes_tools.engine import (
    PASS,
    Action,
    Kind,
    Phase,
    PlayerView,
    Stage,
    TablePolicy,
    apply_checked,
    legal_actions,
    new_game,
    play,
)
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions

CRYPT = {"Lauren": 2, "Ayelech": 2, "Bret Stryker": 2, "Brock Sterling": 2, "Anson": 2, "Casino Reeds": 2,
         "Agrippina": 2, "Anita Wainwright": 2, "Bobby Lemon": 2, "Anka, Priestess of Thorns": 2}
CARDS = ("Foundation Exhibit", "Army of Rats", "Creeping Sabotage", "Anarch Revolt", "Gangrel Revel", "Raven Spy")
FILLER = {"Theft of Vitae": 20, "Deflection": 10}


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, {**FILLER, **{n: 3 for n in CARDS}})


def table(deck, n: int = 4):
    s = new_game([deck] * n, np.random.default_rng(0), turn_limit=30)
    for m in s.players:
        while m.hand:
            m.library.insert(0, m.hand.pop())
    return s


def in_play(s, p: int, name: str, k: int = 0) -> int:
    i = inst(s, p, name, k)
    move(s, i, "in_play")
    return i


def minion_phase(s, p: int = 0) -> None:
    at_phase(s, p, Phase.MINION)
    s.turn += 1


def unlock_phase_ends(s, p: int) -> None:
    s.current = p
    s.phase = Phase.UNLOCK
    R.enter(s, Phase.MASTER)


def test_the_cards_are_executed(cards):
    reg = EffectRegistry()
    for name in CARDS[:5]:
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name
    # other wordings stay unread: "titled vampires get -1 stealth during that action"
    c = cards.lookup("Realm of the Black Sun, The").card
    assert not R.executes(reg[c], c)


def test_burn_a_card_in_play_as_a_directed_action(deck):
    """rules 6.1.6: the action a card in play grants, directed at its controller (only their
    minions block, rules 6.2.2.1); when it succeeds the card is burned."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Ayelech")
    ready(s, 3, "Anson")
    rats = in_play(s, 1, "Army of Rats")
    minion_phase(s)
    burn = Action(Kind.BURN_CARD, actor=a, target=rats)
    assert burn in legal_actions(s)
    apply_checked(s, burn)
    p = s.pending
    assert p.directed and p.target_p == 1 and p.stealth == 0 and s.locked[a]
    assert p.stage == Stage.BLOCKS and {x.actor for x in legal_actions(s) if x.kind == Kind.BLOCK} == {b}
    apply_checked(s, PASS)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert rats in s.players[1].ash and rats not in s.players[1].in_play
    check_table(s)


def test_a_blocked_burn_leaves_the_card_and_is_once_a_turn(deck):
    """A blocked action has no effect; the minion cannot use the same card again this turn
    (rules 6.1.6), even unlocked; its own controller's cards are not listed."""
    s = table(deck, n=2)
    a = ready(s, 0, "Lauren")
    b = ready(s, 1, "Ayelech")
    rats = in_play(s, 1, "Army of Rats")
    mine = in_play(s, 0, "Army of Rats", 1)
    minion_phase(s)
    assert not any(x.kind == Kind.BURN_CARD and x.target == mine for x in legal_actions(s))
    apply_checked(s, Action(Kind.BURN_CARD, actor=a, target=rats))
    apply_checked(s, Action(Kind.BLOCK, actor=b))  # rules 6.2.2.2: 0 stealth against 0 intercept
    assert s.pending is None and rats in s.players[1].in_play  # blocked: combat, no effect
    at_phase(s, 0, Phase.MINION)  # the same turn, the minion unlocked
    s.combat = None
    s.locked[a] = 0
    assert any(x.kind == Kind.BLEED and x.actor == a for x in legal_actions(s))
    assert not any(x.kind == Kind.BURN_CARD and x.actor == a for x in legal_actions(s))


def test_foundation_exhibit_costs_1_blood_and_only_vampires(deck):
    """"Any vampire can burn this card as a (D) action that costs 1 blood": an ally cannot; the
    blood is paid when the action succeeds (rules 6.2.3)."""
    s = table(deck, n=2)
    a = ready(s, 0, "Lauren", blood=3)
    spy = ready(s, 0, "Raven Spy", blood=1)
    ex = in_play(s, 1, "Foundation Exhibit")
    minion_phase(s)
    burns = [x for x in legal_actions(s) if x.kind == Kind.BURN_CARD]
    assert burns == [Action(Kind.BURN_CARD, actor=a, target=ex)]
    del spy
    apply_checked(s, burns[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[a] == 2 and ex in s.players[1].ash
    s.blood[a] = 0
    check_table(s)


def test_army_of_rats_in_play_burns_the_prey_once_a_turn(deck):
    """Army of Rats: a successful action puts it in play; in its controller's unlock phase the
    prey burns 1 pool, only once a turn for all Army of Rats; Creeping Sabotage costs X blood,
    the copies already in play, and each copy burns 1."""
    s = table(deck, n=3)
    a = ready(s, 0, "Casino Reeds", blood=4)  # Animalism
    rats = hand(s, 0, "Army of Rats")
    minion_phase(s)
    act = Action(Kind.ACTION_CARD, actor=a, card=rats)
    assert act in legal_actions(s)
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert rats in s.players[0].in_play
    in_play(s, 0, "Army of Rats", 1)
    unlock_phase_ends(s, 0)
    assert s.players[1].pool == 29 and s.players[2].pool == 30
    c1 = in_play(s, 0, "Creeping Sabotage")
    c2 = hand(s, 0, "Creeping Sabotage", 1)
    v = ready(s, 0, "Agrippina", blood=3)  # a Nosferatu
    minion_phase(s)
    s.locked[a] = 1
    act = next(x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD)  # one copy in hand listed
    assert s.setup.card_id[act.card] == s.setup.card_id[c2]
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[v] == 2 and act.card in s.players[0].in_play  # X = 1 copy in play
    unlock_phase_ends(s, 0)
    assert s.players[1].pool == 26  # 1 (the rats) + 1 + 1
    del c1
    check_table(s)


def test_anarch_revolt_burns_pool_and_is_burned_by_referendum(deck):
    """Anarch Revolt: a Methuselah without a ready anarch burns 1 pool in their unlock phase;
    a vampire can call a referendum to burn it as a +1 stealth political action (undirected:
    the prey then the predator may block, rules 6.1.7, 6.2.2.1); it burns if the referendum
    passes (rules 6.3.2)."""
    s = table(deck, n=3)
    rev = in_play(s, 1, "Anarch Revolt")
    ready(s, 1, "Anita Wainwright")  # an anarch
    unlock_phase_ends(s, 1)
    unlock_phase_ends(s, 0)
    assert s.players[1].pool == 30 and s.players[0].pool == 29
    a = ready(s, 0, "Ayelech")  # a prince: 2 votes
    minion_phase(s)
    call = Action(Kind.BURN_CARD, actor=a, target=rev, n=1)  # n: its stealth
    assert call in legal_actions(s)
    apply_checked(s, call)
    p = s.pending
    assert not p.directed and p.stealth == 1 and s.political_acted[a] == s.turn
    while s.pending is not None and s.referendum is None:
        apply_checked(s, PASS)
    assert s.referendum is not None and not s.referendum.choosing
    apply_checked(s, Action(Kind.VOTE, n=1))
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert rev in s.players[1].ash and rev not in s.players[1].in_play
    check_table(s)


def test_gangrel_revel_strength_and_who_can_burn_it(deck):
    """Gangrel Revel: Gangrel its controller controls get +1 strength (rules 6.4.5: a vampire
    strikes for its strength); non-Ravnos minions can burn it."""
    from vtes_tools.engine import combat

    s = table(deck, n=2)
    g = ready(s, 0, "Bobby Lemon")
    other = ready(s, 0, "Lauren")
    their = ready(s, 1, "Bobby Lemon")
    before = combat.strength_of(s, None, 0, g)
    revel = hand(s, 0, "Gangrel Revel")
    at_phase(s, 0, Phase.MASTER)
    s.master_actions = 1
    apply_checked(s, Action(Kind.PLAY_MASTER, card=revel))
    assert revel in s.players[0].in_play
    assert combat.strength_of(s, None, 0, g) == before + 1
    assert combat.strength_of(s, None, 0, other) == 1 and combat.strength_of(s, None, 0, their) == 1
    rav = ready(s, 1, "Anka, Priestess of Thorns")
    minion_phase(s, 1)
    burns = {x.actor for x in legal_actions(s) if x.kind == Kind.BURN_CARD}
    assert burns == {their}  # not the Ravnos
    del rav
    check_table(s)


def test_table_policy_burns_a_costly_card(deck):
    """The table policy burns its predator's Army of Rats (its pool each turn) rather than hunt,
    and leaves a card that costs it nothing."""
    s = table(deck, n=3)
    a = ready(s, 0, "Lauren", blood=1)
    rats = in_play(s, 2, "Army of Rats")
    ex = in_play(s, 1, "Foundation Exhibit")
    minion_phase(s)
    s.bled_turn[a] = s.turn  # bled already: what is left to do
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.BURN_CARD, actor=a, target=rats)
    move(s, rats, "ash")
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got != Action(Kind.BURN_CARD, actor=a, target=ex)


def test_random_and_table_games_keep_the_invariants(deck):
    from vtes_tools.engine import RandomPolicy

    for seed in range(3):
        s = new_game([deck] * 4, np.random.default_rng(seed), turn_limit=8)
        play(s, [RandomPolicy()] * 4, np.random.default_rng(seed), checked=True, after=check_table)
        s = new_game([deck] * 4, np.random.default_rng(seed), turn_limit=8)
        play(s, [TablePolicy()] * 4, np.random.default_rng(seed), checked=True, after=check_table)


def test_table_policy_calls_the_referendum_on_anarch_revolt(deck):
    """Without a ready anarch, the table policy calls the referendum burning another's Anarch
    Revolt rather than hunt."""
    s = table(deck, n=3)
    a = ready(s, 0, "Lauren", blood=3)
    rev = in_play(s, 2, "Anarch Revolt")
    minion_phase(s)
    s.bled_turn[a] = s.turn
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.BURN_CARD, actor=a, target=rev, n=1)


def test_table_policy_plays_anarch_revolt_with_an_anarch(deck):
    """The table policy puts Anarch Revolt in play when it controls a ready anarch and the
    other does not (it costs them a pool each turn), not when it would cost it as much."""
    s = table(deck, n=2)
    ready(s, 0, "Anita Wainwright")
    ready(s, 1, "Lauren")
    rev = hand(s, 0, "Anarch Revolt")
    at_phase(s, 0, Phase.MASTER)
    s.master_actions = 1
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.PLAY_MASTER, card=rev)
    move(s, inst(s, 0, "Anita Wainwright"), "ash")
    ready(s, 0, "Lauren")
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got != Action(Kind.PLAY_MASTER, card=rev)
