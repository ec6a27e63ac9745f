"""Spying Mission: "[obf] +1 stealth. [OBF] Only usable if a bleed would be successful. Instead, the
bleed burns no pool, is unsuccessful, and this card is put on this vampire. The next time this
vampire is about to successfully bleed the same Methuselah, burn this card and this vampire gets
+2 bleed."

The [OBF] level is played once the bleed would succeed: not blocked, the target's reactions done
(rules 6.1.1, 6.2.2); the bleed is then unsuccessful (no pool burned, no Edge: rules 6.1.1), and
the acting Methuselah may not play the same card twice in one action (rules 1.6.3.2)."""

from __future__ import annotations

import numpy as np
from scenario import hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import PASS, Action, Kind, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import LegalActions, TablePolicy
from vtes_tools.engine.rules import executes
from vtes_tools.engine.state import Stage

CRYPT = {"Agrippina": 2, "Aaron Bathurst": 2, "Agatha": 2, "Lauren": 2, "Ayelech": 2}
LIBRARY = {"Theft of Vitae": 30, "Spying Mission": 4}


def _missions(s, card):
    return [x for x in legal_actions(s) if x.card == card]


def _bleed_until_success(s, a, card, block_by: int = -1):
    """``a`` bleeds the prey (Methuselah 1); passes until the bleed would succeed (or ends); no
    Spying Mission is offered before."""
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    if block_by >= 0:
        apply_checked(s, Action(Kind.BLOCK, actor=block_by))
    while s.pending is not None and s.pending.stage not in (Stage.WOULD_SUCCEED, Stage.AFTER_RESOLUTION):
        assert not any(x.card == card and x.n == 1 for x in legal_actions(s))
        apply_checked(s, PASS)


def _finish(s):
    while s.pending is not None:
        apply_checked(s, PASS)


def _spied(cards):
    """Agrippina's first bleed given up for a Spying Mission on her; the action over."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Agrippina")
    card = hand(s, 0, "Spying Mission")
    _bleed_until_success(s, a, card)
    apply_checked(s, _missions(s, card)[0])
    _finish(s)
    return s, a, card


def test_spying_mission_is_executed(cards):
    c = cards.lookup("Spying Mission").card
    assert executes(EffectRegistry()[c], c)


def test_superior_instead_of_a_successful_bleed(cards):
    """[OBF], as the bleed would succeed: the prey burns no pool, the bleed is unsuccessful (no
    Edge), the card goes on the vampire."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Agrippina")
    card = hand(s, 0, "Spying Mission")
    _bleed_until_success(s, a, card)
    assert s.pending is not None and s.pending.stage == Stage.WOULD_SUCCEED and s.decider == 0
    play = _missions(s, card)
    assert len(play) == 1 and play[0].actor == a
    pool = s.players[1].pool
    apply_checked(s, play[0])
    assert s.players[1].pool == pool and s.edge != 0
    assert s.pending is None or not s.pending.succeeded
    assert card in s.players[0].in_play and s.attached[card] == a
    assert s.locked[a]


def test_next_successful_bleed_of_the_same_methuselah_gets_two_more(cards):
    """"The next time this vampire is about to successfully bleed the same Methuselah, burn this
    card and this vampire gets +2 bleed": 1 + 2 pool, the card burned."""
    s, a, card = _spied(cards)
    s.locked[a] = 0
    pool = s.players[1].pool
    _bleed_until_success(s, a, card)
    _finish(s)
    assert s.players[1].pool == pool - 3
    assert card in s.players[0].ash and s.attached[card] != a
    s.locked[a] = 0  # the bonus is gone with the card
    _bleed_until_success(s, a, card)
    _finish(s)
    assert s.players[1].pool == pool - 4


def test_the_bonus_is_for_the_same_methuselah_only(cards):
    """The card names the Methuselah whose bleed it stopped: a bleed at another one (here the card
    made to name Methuselah 2) gets no bonus and leaves the card in play."""
    s, a, card = _spied(cards)
    s.paired[card] = (a, 2)
    s.locked[a] = 0
    pool = s.players[1].pool
    _bleed_until_success(s, a, card)
    _finish(s)
    assert s.players[1].pool == pool - 1 and card in s.players[0].in_play


def test_inferior_vampire_cannot_play_the_superior_level(cards):
    """An [obf] vampire plays it for +1 stealth only: the bleed resolves, no Spying Mission step."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Aaron Bathurst")
    card = hand(s, 0, "Spying Mission")
    pool = s.players[1].pool
    _bleed_until_success(s, a, card)
    assert s.pending is None or s.pending.stage != Stage.WOULD_SUCCEED
    assert card in s.players[0].hand
    _finish(s)
    assert s.players[1].pool == pool - 1


def test_not_usable_when_the_bleed_is_blocked(cards):
    """"Only usable if a bleed would be successful": a blocked bleed offers no Spying Mission."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Agrippina", blood=4)
    b = ready(s, 1, "Agatha", blood=4)
    card = hand(s, 0, "Spying Mission")
    _bleed_until_success(s, a, card, block_by=b)
    assert s.pending is None or s.pending.stage != Stage.WOULD_SUCCEED
    assert card in s.players[0].hand


def test_table_policy_delays_a_small_bleed_not_an_ousting_one(cards):
    """The table policy gives up a 1-pool bleed for +2 later, but bleeds a prey it can oust now."""
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Agrippina")
    card = hand(s, 0, "Spying Mission")
    _bleed_until_success(s, a, card)
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.card == card
    s.players[1].pool = 1
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == PASS


def test_table_policy_collects_the_bonus_rather_than_stacking(cards):
    """With a Spying Mission already on Agrippina for this prey, her next bleed would burn 1 + 2:
    the table policy lets it succeed rather than give it up for another card."""
    s, a, card = _spied(cards)
    second = hand(s, 0, "Spying Mission", 1)
    s.locked[a] = 0
    _bleed_until_success(s, a, second)
    assert any(x.card == second for x in legal_actions(s))
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == PASS
