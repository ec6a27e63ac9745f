"""Action cards put in play whose effect the rules apply from there (rules 6.1.6), by VEKN id.

Aranthebes, The Immortal (``Spec(stealth=1, bleed=1, max_capacity=4)``): unique, put in play.
Its controller can lock it to give a minion controlled by their predator -1 stealth: the
rules offer it to the controller's blocking minion when its block would fail, during an action
of a minion of their predator (``Kind.USE``, like an intercept card; rules 6.2.2.2). While it is
unlocked, vampires with capacity 4 or less get -1 bleed against its controller. Vampires with
capacity 5 or more can shuffle it into its owner's library as a (D) action (:mod:`.burnable`).

The rules call :func:`resolve` when the action card resolves, :func:`stealth_uses` where a
blocker's reactions are listed, :func:`use` when one is chosen and :func:`bleed_against` as a
bleed's amount is burned; :func:`known` tells ``rules.executes`` these cards are played.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import Action, Kind
from .effects import Effect
from .state import GameState, Methuselah, Pending


class Spec(NamedTuple):
    stealth: int = 0  # lock it: -N stealth for an acting minion of the controller's predator
    bleed: int = 0  # while unlocked: -N bleed against the controller...
    max_capacity: int = 0  # ... from vampires with this capacity or less


#: The cards by VEKN id.
SPECS: dict[int, Spec] = {
    100079: Spec(stealth=1, bleed=1, max_capacity=4),  # Aranthebes, The Immortal
}


def table(card_ids) -> bytes:
    """``GameSetup.placed``: 1 for each instance of such a card."""
    return bytes(1 if c in SPECS else 0 for c in card_ids)


def known(e: Effect, text: str) -> bool:
    """The rules play the card: its effect is one of :data:`SPECS`, and the sentence letting
    other minions remove it is one :mod:`.burnable` reads."""
    from . import burnable

    return e.card_id in SPECS and (not burnable.has_sentence(e) or burnable.spec(e, text) is not None)


def playable(s: GameState, m: Methuselah, i: int) -> bool:
    """Unique (rules 4.1): not while ``m`` controls one."""
    from . import rules as R

    return not R._controls_same(s, m, i)


def resolve(s: GameState, m: Methuselah, i: int) -> None:
    """Action card ``i`` (in the ash heap) is put in play, unlocked; contested if another
    Methuselah controls one (rules 4.1)."""
    from . import rules as R

    m.ash.remove(i)
    m.in_play.append(i)
    s.locked[i] = 0
    s.attached[i] = -1
    R._contest(s, s.current, i)


def stealth_uses(s: GameState, pend: Pending, m: Methuselah, v: int, out: list[Action]) -> None:
    """``m``'s blocker ``v`` attempts to block a minion of ``m``'s predator: each unlocked such
    card ``m`` controls can be locked for its -stealth."""
    su = s.setup
    if pend.actor < 0 or s.predator(m.index) != s.current or pend.stealth <= 0:
        return
    for j in m.in_play:
        if su.placed[j] and not s.locked[j] and SPECS[su.card_id[j]].stealth:
            out.append(Action(Kind.USE, actor=v, card=j))


def use(s: GameState, j: int) -> None:
    """Lock card ``j``: the acting minion gets -N stealth (not below 0)."""
    pend = s.pending
    assert pend is not None
    s.locked[j] = 1
    pend.stealth = max(0, pend.stealth - SPECS[s.setup.card_id[j]].stealth)


def bleed_against(s: GameState, target: int, actor: int) -> int:
    """The bleed against Methuselah ``target`` the unlocked such cards they control take from
    vampire ``actor``'s."""
    su = s.setup
    if target < 0 or actor < 0 or not su.is_vampire[actor]:
        return 0
    n = 0
    for j in s.players[target].in_play:
        if su.placed[j] and not s.locked[j]:
            sp = SPECS[su.card_id[j]]
            if su.capacity[actor] <= sp.max_capacity:
                n += sp.bleed
    return n


def value(s: GameState, me: int, i: int) -> float:
    """What putting card ``i`` in play is worth to ``me``: fewer pool bled by small vampires and
    a blocker's stealth fight, over the turns to come."""
    from . import rules as R

    if R._controls_same(s, s.players[me], i):
        return 0.0
    sp = SPECS[s.setup.card_id[i]]
    return 1.0 + 0.5 * sp.bleed + 0.5 * sp.stealth
