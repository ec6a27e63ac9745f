"""Master cards in play that gain a counter each time they are locked and burn at N counters, with
their lock uses (rules 1.6.2.1: a location is used again and again, even the turn it is played),
by VEKN id.

Dreams of the Sphinx: "Unique. Put this card in play. Add 1 counter to this card each time you
lock it. You can lock this card to get +2 hand size until the end of the turn. You can lock this
card during your unlock phase to gain 1 pool if you have the Edge. You can lock this card to add
1 blood to a vampire in your uncontrolled region. Burn this card if it has 3 counters."

* the blood use is the card's ``INFLUENCE_BLOOD`` primitive (its entry in :mod:`.explicit`),
  listed and played by the influence phase like any such location (``Kind.USE``, ``target`` the
  vampire, ``n=BLOOD``); the rules call :func:`locked` once it is locked;
* the Edge use: ``Kind.USE`` with ``n=EDGE_POOL`` in the unlock phase (:func:`unlock_uses`);
* the hand size use: ``Kind.USE`` with ``n=HAND`` in the master phase (:func:`master_uses`), where
  the cards drawn can still be played this turn; the Methuselah draws up to the new hand size at
  once (rules 1.6.1.2) and, as the turn ends, discards down to the old one, cards of its choice
  (:func:`end_of_turn`).

The counters are kept as the card's ``GameState.blood``; the hand size given is marked in
``GameState.used`` (card, HAND_UNTIL_END).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .actions import Action, Kind
from .ops import burn_card, draw_cards
from .state import SETUP, GameState, Methuselah

#: ``Action.n`` of the ``Kind.USE`` of such a card: its blood use, its Edge use, its hand size use
BLOOD, EDGE_POOL, HAND = 0, 1, 2
#: ``GameState.used`` mark (card, HAND_UNTIL_END): its hand size is given until the end of the turn
HAND_UNTIL_END = -1008


class Spec(NamedTuple):
    hand: int  # "+N hand size until the end of the turn"
    edge_pool: int  # "during your unlock phase, gain N pool if you have the Edge"
    burn_at: int  # "burn this card if it has N counters"


#: The cards by VEKN id.
SPECS: dict[int, Spec] = {
    100588: Spec(hand=2, edge_pool=1, burn_at=3),  # Dreams of the Sphinx
}


def table(card_ids) -> bytes:
    """``GameSetup.lock_counter``: 1 for each instance of such a card."""
    return bytes(1 if c in SPECS else 0 for c in card_ids)


SETUP.lock_counter_table = table


def unlock_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """The Edge use of each unlocked such card of ``m`` (the current Methuselah) holding the Edge."""
    if s.edge != m.index:
        return
    su = s.setup
    for j in m.in_play:
        if su.lock_counter[j] and not s.locked[j] and SPECS[su.card_id[j]].edge_pool:
            out.append(Action(Kind.USE, card=j, n=EDGE_POOL))


def master_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """The hand size use of each unlocked such card of ``m``."""
    su = s.setup
    for j in m.in_play:
        if su.lock_counter[j] and not s.locked[j] and SPECS[su.card_id[j]].hand:
            out.append(Action(Kind.USE, card=j, n=HAND))


def use(s: GameState, m: Methuselah, action: Action) -> None:
    """The Edge or hand size use of card ``action.card``: it locks, then its effect."""
    j = action.card
    sp = SPECS[s.setup.card_id[j]]
    s.locked[j] = 1
    if action.n == EDGE_POOL:
        m.pool += sp.edge_pool
    else:
        m.hand_size += sp.hand
        draw_cards(m, sp.hand)  # rules 1.6.1.2: up to the new hand size at once
        s.used.add((j, HAND_UNTIL_END))
    locked(s, m, j)


def locked(s: GameState, m: Methuselah, j: int) -> None:
    """Card ``j`` of ``m`` was locked for one of its uses: 1 counter; burned at its last one."""
    s.blood[j] += 1
    if s.blood[j] >= SPECS[s.setup.card_id[j]].burn_at and j in m.in_play:
        m.in_play.remove(j)
        burn_card(s, j)


def end_of_turn(s: GameState, m: Methuselah) -> bool:
    """The turn of ``m`` ends: each hand size given until now is taken back, and ``m`` owes the
    cards over its hand size (rules 1.6.1.2: discarded at once, its choice; ``GameState.put_back``).
    True when some are owed (the turn ends once they are discarded)."""
    marks = [x for x in s.used if x[1] == HAND_UNTIL_END]
    if not marks:
        return False
    for mark in marks:
        s.used.discard(mark)
        m.hand_size -= SPECS[s.setup.card_id[mark[0]]].hand
    s.put_back = max(0, len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action))
    s.put_back_to = 0
    return s.put_back > 0


# -- value hints for the AI --------------------------------------------------------------------


def unlock_value(view: Any, a: Action) -> float:
    """The Edge use: 1 pool now, for one of the card's three locks (a blood use is worth as much)."""
    return 0.9


def master_value(view: Any, a: Action) -> float:
    """The hand size use: two more cards to choose from this turn, for a lock the blood use would
    take in the influence phase: only when no vampire waits in the uncontrolled region."""
    return 0.4 if not view.uncontrolled else 0.0


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("lock_counters", SPECS)
