"""Scenario tests of the cards played around the votes of a referendum (rules 6.3.2-6.3.3): a
round before the votes are cast (Confusion of the Eye, Closed Session) and one after them
(Scalpel Tongue, Telepathic Vote Counting, Quicksilver Contemplation), where a vampire abstains
and the votes it cast are taken back."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import TABLE_FILLER, call, hand, make_deck, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, apply_checked, legal_actions, politics, vote_cards
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
CARDS = ("Scalpel Tongue", "Telepathic Vote Counting", "Confusion of the Eye", "Quicksilver Contemplation",
         "Closed Session", "Private Audience", "Bribes", "Poison Pill", "Cryptic Rider")


@pytest.fixture(scope="module")
def deck(cards):
    crypt = {"Bret Stryker": 1, "Anson": 1, "Casino Reeds": 1, "Ayelech": 1, "Lauren": 1, "Trevon Parker": 1,
             "Sascha Vykos, The Angel of Caine": 1}
    lib = {**TABLE_FILLER, "Kine Resources Contested": 2, "Parity Shift": 1, **{n: 1 for n in CARDS}}
    return make_deck(cards, crypt, lib)


@pytest.mark.parametrize("name", CARDS)
def test_polling_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def _vote(s, p: int, side: int) -> None:
    """Methuselah ``p`` votes ``side`` (1 for, 2 against) with what it has; the others pass."""
    assert s.referendum.order[s.referendum.k] == p
    apply_checked(s, Action(Kind.VOTE, n=side))


def _terms(s) -> None:
    """The caller allocates no point to itself."""
    apply_checked(s, Action(Kind.TERMS, n=next(k for k, t in enumerate(s.referendum.terms) if t[0] == 0)))


def _to_votes(s) -> None:
    while s.referendum is not None and 0 <= s.referendum.j < len(s.referendum.order):
        apply_checked(s, PASS)


def test_scalpel_tongue_takes_back_the_votes_cast_against(deck):
    """Scalpel Tongue [CEL][PRE], after the votes: the chosen vampire who cast votes is locked,
    abstains (its 2 votes against are taken back) and burns 1 blood; the referendum passes. The
    table policy plays it because it turns the result."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker")  # [CEL][PRE], untitled
    anson = ready(s, 1, "Anson", blood=4)  # prince: 2 votes
    st = hand(s, 0, "Scalpel Tongue")
    call(s, a, "Kine Resources Contested")
    _terms(s)
    _to_votes(s)
    _vote(s, 0, 1)
    _vote(s, 1, 2)
    while s.referendum.k < len(s.referendum.order):
        apply_checked(s, PASS)
    r = s.referendum
    assert (r.votes_for, r.votes_against) == (1, 2) and r.cast[anson] == (2, 2)
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert [(x.card, x.target) for x in mods] == [(st, anson)]
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == mods[0]
    apply_checked(s, got)
    assert r.votes_against == 0 and s.locked[anson] and s.blood[anson] == 3
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert r.passed and st in s.players[0].ash


def test_confusion_of_the_eye_silences_the_acting_vampire(deck):
    """Confusion of the Eye [OBF], before the votes: the acting vampire cannot cast votes (the
    prince's 2 are lost); against a referendum requiring a titled vampire (Parity Shift) the
    referendum fails at once."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")  # prince
    ready(s, 1, "Casino Reeds")  # [OBF]
    coe = hand(s, 1, "Confusion of the Eye")
    call(s, a, "Kine Resources Contested")
    _terms(s)
    assert s.referendum.decider == 1  # the caller has nothing to play before the votes
    reacts = [x for x in legal_actions(s) if x.kind == Kind.REACTION]
    assert [(x.card, x.target) for x in reacts] == [(coe, a)]
    assert politics.base_votes(s, 0) == 2
    apply_checked(s, reacts[0])
    assert politics.base_votes(s, 0) == 0 and s.referendum is not None

    s = table(deck)
    a = ready(s, 0, "Ayelech")
    ready(s, 1, "Casino Reeds")
    s.players[1].pool = 40  # Parity Shift: a Methuselah with more pool
    coe = hand(s, 1, "Confusion of the Eye")
    call(s, a, "Parity Shift")
    r = s.referendum
    apply_checked(s, Action(Kind.TERMS, n=0))
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.REACTION))
    assert s.referendum is None and not r.passed and s.players[1].pool == 40


def test_telepathic_vote_counting_cancels_and_returns_the_card(deck):
    """Telepathic Vote Counting [aus], the caller losing its referendum: cancelled, the political
    action card back in hand; [AUS] makes a vampire who voted abstain."""
    s = table(deck)
    a = ready(s, 0, "Lauren")  # [aus]
    ready(s, 1, "Anson")
    tvc = hand(s, 0, "Telepathic Vote Counting")
    call(s, a, "Kine Resources Contested")
    krc = s.referendum.card
    _terms(s)
    _to_votes(s)
    _vote(s, 0, 1)
    _vote(s, 1, 2)
    while s.referendum.k < len(s.referendum.order):
        apply_checked(s, PASS)
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert [(x.card, x.target) for x in mods] == [(tvc, -1)]  # no [AUS]: no abstain
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == mods[0]
    apply_checked(s, got)
    assert s.referendum is None and krc in s.players[0].hand and tvc in s.players[0].ash

    s = table(deck)
    a = ready(s, 0, "Trevon Parker")  # [AUS]
    anson = ready(s, 1, "Anson")
    hand(s, 0, "Telepathic Vote Counting")
    call(s, a, "Kine Resources Contested")
    _terms(s)
    _to_votes(s)
    _vote(s, 0, 1)
    _vote(s, 1, 2)
    while s.referendum.k < len(s.referendum.order):
        apply_checked(s, PASS)
    mods = [x for x in legal_actions(s) if x.kind == Kind.MODIFIER]
    assert sorted(x.target for x in mods) == [-1, anson]
    r = s.referendum
    apply_checked(s, next(x for x in mods if x.target == anson))
    assert r.votes_against == 0 and not s.locked[anson]


def test_closed_session_non_camarilla_vampires_cannot_vote(deck):
    """Closed Session, by a prince before the votes: non-Camarilla vampires abstain (the Sabbat
    priscus's votes are not cast); with only Camarilla vampires it is not offered."""
    s = table(deck)
    a = ready(s, 0, "Anson")  # prince
    b = ready(s, 1, "Ayelech")
    cs = hand(s, 0, "Closed Session")
    call(s, a, "Kine Resources Contested")
    _terms(s)
    assert not any(x.card == cs for x in legal_actions(s))  # every vampire is Camarilla: nothing to do
    assert politics.base_votes(s, 1) == 2 and b not in s.referendum.abstain

    s = table(deck)
    a = ready(s, 0, "Anson")
    sv = ready(s, 1, "Sascha Vykos, The Angel of Caine")
    cs = hand(s, 0, "Closed Session")
    call(s, a, "Kine Resources Contested")
    _terms(s)
    assert politics.base_votes(s, 1) > 0
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.MODIFIER, actor=a, card=cs, n=0)
    apply_checked(s, got)
    assert politics.base_votes(s, 1) == 0 and sv in s.referendum.abstain and politics.base_votes(s, 0) == 2


def test_bribes_pays_the_methuselahs_voting_for(deck):
    """Bribes, before the votes: the caller gains 1 pool; when the results are tallied, each other
    Methuselah who voted for gains 1, not one voting against."""
    s = table(deck)
    a = ready(s, 0, "Bret Stryker")
    ready(s, 1, "Anson")
    ready(s, 2, "Ayelech")
    hand(s, 0, "Bribes")
    call(s, a, "Kine Resources Contested")
    _terms(s)
    r = s.referendum
    pools = [m.pool for m in s.players]
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.MODIFIER and s.setup.card[got.card].name == "Bribes"
    apply_checked(s, got)
    assert s.players[0].pool == pools[0] + 1
    _to_votes(s)
    _vote(s, 0, 1)
    _vote(s, 1, 1)
    _vote(s, 2, 2)
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert r.passed  # 1 + 2 for, 2 against: each burns its points
    gained = [m.pool - p + t for m, p, t in zip(s.players, pools, r.term, strict=True)]
    assert gained == [1, 1, 0, 0]


def test_poison_pill_makes_the_caller_lose_what_you_lose(deck):
    """Poison Pill, before the votes: the referendum passes and burns 3 of your pool: the acting
    vampire's controller burns 3 too."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")  # prince
    ready(s, 1, "Bret Stryker")
    pp = hand(s, 1, "Poison Pill")
    call(s, a, "Kine Resources Contested")
    r = s.referendum
    k = next(k for k, t in enumerate(r.terms) if t[0] == 0 and t[1] == 3)
    apply_checked(s, Action(Kind.TERMS, n=k))
    pools = [m.pool for m in s.players]
    got = TablePolicy().choose(PlayerView(s, 1), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.REACTION and got.card == pp
    apply_checked(s, got)
    _to_votes(s)
    _vote(s, 0, 1)
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert r.passed and s.players[1].pool == pools[1] - 3 and s.players[0].pool == pools[0] - 3


@pytest.fixture(scope="module")
def voters(cards):
    crypt = {"Joseph O'Grady": 1, "Orlando Oriundus": 1, "Anastasz di Zagreb": 1, "Dmitra Ilyanova": 1,
             "Bret Stryker": 1, "Ayelech": 1}
    return make_deck(cards, crypt, {**TABLE_FILLER, "Kine Resources Contested": 2})


@pytest.mark.parametrize("name", ["Joseph O'Grady", "Orlando Oriundus", "Anastasz di Zagreb", "Stefano Giovanni"])
def test_vote_vampires_are_executed(cards, name):
    from vtes_tools.engine.state import read_crypt

    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card) and read_crypt(REGISTRY.of(card))[1] == ()


def test_joseph_burns_blood_for_votes_and_orlando_doubles(voters):
    """rules 6.3.3: Joseph O'Grady "may burn 1 blood to gain 1 vote" (again and again while
    polling); with Orlando Oriundus ready, the Methuselah's vampires' votes are doubled when the
    results are tallied (Orlando's bishop vote and Joseph's vote: 2 x 2), not the card's vote."""
    s = table(voters)
    a = ready(s, 0, "Bret Stryker")
    joe = ready(s, 1, "Joseph O'Grady", blood=3)
    call(s, a, "Kine Resources Contested")
    _terms(s)
    _to_votes(s)
    _vote(s, 0, 1)
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE]
    assert uses == [Action(Kind.USE, actor=joe, card=joe, n=1)]
    apply_checked(s, uses[0])
    apply_checked(s, uses[0])
    r = s.referendum
    assert s.blood[joe] == 1 and r.extra[1] == 2
    _vote(s, 1, 2)
    assert r.votes_against == 2 and r.cast[joe] == (2, 2) and not r.passed

    s = table(voters)
    a = ready(s, 0, "Bret Stryker")
    joe = ready(s, 1, "Joseph O'Grady", blood=3)
    orl = ready(s, 1, "Orlando Oriundus")
    call(s, a, "Kine Resources Contested")
    _terms(s)
    _to_votes(s)
    _vote(s, 0, 1)
    apply_checked(s, Action(Kind.USE, actor=joe, card=joe, n=1))
    r = s.referendum
    _vote(s, 1, 2)
    assert r.votes_against == 2 * (s.setup.votes[orl] + 1) and r.cast[orl] == (2, 2 * s.setup.votes[orl])


def test_anastasz_has_one_fewer_vote_beside_another_justicar(voters):
    """Anastasz di Zagreb: 3 votes as justicar, 2 while another justicar is ready."""
    from vtes_tools.engine import rules as R

    s = table(voters)
    an = ready(s, 0, "Anastasz di Zagreb")
    assert R.votes_of(s, an) == 3
    ready(s, 2, "Dmitra Ilyanova")
    assert R.votes_of(s, an) == 2


def test_cryptic_rider_makes_the_next_referendum_pass(deck):
    """Cryptic Rider, on a successful referendum: the next referendum a vampire of its
    Methuselah calls this turn passes without polling (rules 6.3.2); not on a failing one. The
    table policy plays it holding another political action card and a vampire to call it."""
    s = table(deck)
    a = ready(s, 0, "Ayelech")  # prince: passes 3 to 0
    b = ready(s, 0, "Lauren")
    rider = hand(s, 0, "Cryptic Rider")
    call(s, a, "Kine Resources Contested")
    hand(s, 0, "Kine Resources Contested", k=1)
    _terms(s)
    _to_votes(s)
    _vote(s, 0, 1)
    while s.referendum.k < len(s.referendum.order):
        apply_checked(s, PASS)
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.MODIFIER and got.card == rider
    apply_checked(s, got)
    while s.referendum is not None:
        apply_checked(s, PASS)
    assert vote_cards.AUTO_PASS in s.used
    while s.pending is not None:
        apply_checked(s, PASS)
    apply_checked(s, next(x for x in legal_actions(s) if x.kind == Kind.POLITICAL and x.actor == b))
    while s.pending is not None and s.referendum is None:
        apply_checked(s, PASS)
    r = s.referendum
    _terms(s)
    assert s.referendum is None and r.passed and vote_cards.AUTO_PASS not in s.used
    assert r.votes_against == 0 and s.stats[3] == 2

    s = table(deck)
    a = ready(s, 0, "Lauren")
    ready(s, 1, "Anson")
    rider = hand(s, 0, "Cryptic Rider")
    call(s, a, "Kine Resources Contested")
    r = s.referendum
    _terms(s)
    _to_votes(s)
    _vote(s, 0, 1)
    _vote(s, 1, 2)
    while s.referendum is not None:
        assert not any(x.kind == Kind.MODIFIER for x in legal_actions(s))  # failing: not usable
        apply_checked(s, PASS)
    assert not r.passed and rider in s.players[0].hand and vote_cards.AUTO_PASS not in s.used


def test_polling_flags_move_with_the_cards_when_seats_rotate(cards, deck):
    """A reseated table reads the polling cards at their new numbers, as a fresh table does."""
    from vtes_tools.engine.state import GameSetup

    decks = [deck] + [cards.precon(f"V5:{c}").deck for c in ("Malkavian", "Nosferatu", "Toreador")]
    order = (2, 0, 3, 1)
    base = GameSetup(decks, REGISTRY)
    vote_cards.polling_table(base)
    moved = base.reseated(order)
    fresh = GameSetup([decks[d] for d in order], REGISTRY)
    assert vote_cards.polling_table(moved) == vote_cards.polling_table(fresh)
    assert any(vote_cards.polling_table(moved)[0])
