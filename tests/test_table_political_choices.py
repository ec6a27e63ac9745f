"""Scenario tests of the table policy's political choices: the terms a caller chooses, how it
judges the others' votes, a blocked political action against a blocked bleed, the discard
phase and Toreador Grand Ball (rules 6.3: political actions and referendums)."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import TABLE_CARDS, TABLE_CRYPT, TABLE_FILLER, at_phase, call, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import Action, Kind, Phase, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.state import GameState


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(TABLE_FILLER)
    for name in TABLE_CARDS:
        lib[name] = 2
    lib["Toreador Grand Ball"] = 2
    return make_deck(cards, TABLE_CRYPT, lib)


def decide(s: GameState, pol: TablePolicy | None = None):
    """The table policy's choice for the Methuselah deciding now."""
    pol = pol or TablePolicy()
    return pol.choose(PlayerView(s, s.decider), LegalActions(s, legal_actions), np.random.default_rng(0))


def vote_out(s: GameState) -> None:
    """Every Methuselah plays the referendum in progress by the table policy."""
    pol = TablePolicy()
    while s.referendum is not None:
        apply_checked(s, decide(s, pol))


def test_kine_resources_contested_terms_the_votes_carry(deck):
    """rules 6.3.2: the caller chooses the terms, then each Methuselah votes as it gains or
    loses. Lauren (untitled: the calling card's 1 vote, rules 6.3.3) calls Kine Resources
    Contested; the predator's Anson (prince, 2 votes) would vote down a point on his Methuselah,
    so the point left after the prey's 3 goes to the Methuselah across the table, who has no
    votes: the referendum passes."""
    s = table(deck)
    lauren = ready(s, 0, "Lauren")
    ready(s, 3, "Anson")
    call(s, lauren, "Kine Resources Contested")
    assert s.referendum.choosing
    vote_out(s)
    assert [m.pool for m in s.players] == [30, 27, 29, 30]


def test_discard_phase_drops_the_card_no_vampire_can_play(deck):
    """rules 8 (the discard phase), 6.3.1: with Lauren (a primogen) the only ready vampire,
    Parity Shift ("requires a prince or justicar") cannot be called: it goes before the Kine
    Resources Contested she can call, and before a card of the deck's commonest kind."""
    s = table(deck)
    ready(s, 0, "Lauren")
    krc = [hand(s, 0, "Kine Resources Contested", k) for k in range(2)]
    parity = hand(s, 0, "Parity Shift")
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 1
    assert Action(Kind.DISCARD, card=krc[0]) in legal_actions(s)
    assert decide(s) == Action(Kind.DISCARD, card=parity)


def test_grand_ball_for_the_politics_it_lets_through(deck):
    """Toreador Grand Ball locks one Toreador for good so that the other's non-bleed actions
    cannot be blocked: political actions, which only the prey and predator may block (rules
    6.3.1). With two Kine Resources Contested in hand that would oust the prey (3 pool) past its
    two untapped blockers, Anson (prince) becomes unblockable and the small Bret Stryker is
    locked; with no political action card in hand, it is not worth a vampire locked."""
    s = table(deck)
    anson = ready(s, 0, "Anson")
    bret = ready(s, 0, "Bret Stryker")
    ready(s, 1, "Ayelech")
    ready(s, 1, "Trevon Parker")
    s.players[1].pool = 3
    ball = hand(s, 0, "Toreador Grand Ball")
    master = s.clone()
    for k in range(2):
        hand(master, 0, "Kine Resources Contested", k)
    for state in (s, master):
        at_phase(state, 0, Phase.MASTER)
        state.master_actions = 1
    play = Action(Kind.PLAY_MASTER, actor=bret, card=ball, target=anson)
    assert play in legal_actions(master)
    assert decide(master) == play
    assert decide(s) != play and decide(s).kind != Kind.PLAY_MASTER


def minion_choice(s: GameState):
    minion_phase(s)
    return decide(s)


def test_a_call_the_votes_of_a_third_methuselah_carry(deck):
    """rules 6.3.2: every Methuselah votes, not only those the terms burn. Lauren (no title)
    holds Kine Resources Contested; her prey (8 pool) has Ayelech, a prince (2 votes, locked: he
    cannot block but votes, rules 6.3.3); across the table, two princes (4 votes) whose
    predator is that prey vote for 3 pool burned there. The call passes and is worth more
    than Lauren's bleed of 1."""
    s = table(deck)
    lauren = ready(s, 0, "Lauren")
    ayelech = ready(s, 1, "Ayelech")
    s.locked[ayelech] = 1
    ready(s, 2, "Anson")
    ready(s, 2, "Casino Reeds")
    s.players[1].pool = 8
    krc = hand(s, 0, "Kine Resources Contested")
    assert minion_choice(s) == Action(Kind.POLITICAL, actor=lauren, card=krc)


def test_a_blocked_political_action_is_a_fight_like_a_blocked_bleed(deck):
    """rules 6.3.1: a political action is blocked by the prey or predator as a bleed is by the
    prey, and the block leads to the same combat. Ayelech (prince) would send the prey's only
    blocker, an empty Brock Sterling, to torpor: the blocked call is worth that fight, as the
    blocked bleed is, and Kine Resources Contested (4 pool burned, 3 of them on the prey) beats
    a bleed of 1."""
    s = table(deck)
    ayelech = ready(s, 0, "Ayelech", blood=6)
    ready(s, 1, "Brock Sterling", blood=0)
    s.players[1].pool = 8
    krc = hand(s, 0, "Kine Resources Contested")
    assert minion_choice(s) == Action(Kind.POLITICAL, actor=ayelech, card=krc)
