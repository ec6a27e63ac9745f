"""Actions: small immutable tuples of ints that print as something you can type back.

``Action(Kind.BLEED, actor=12)`` is "minion #12 bleeds its controller's prey". Every field is
an int: ``actor`` and ``card`` and ``target`` are card instance indices of the game
(``GameSetup.card[i]`` is the frozen :class:`~vtes_tools.models.Card`), ``n`` an amount or the
discipline level a card is played at (index into ``Effect.options``).
"""

from __future__ import annotations

import enum
from typing import NamedTuple


class Kind(enum.IntEnum):
    """What an action does. Comments name the rules section."""

    PASS = 0  # end the current phase or step (rules 3)
    USE = 1  # use a card in play: hunting ground, Blood Doll, Parthenon... (card, target, n)
    PLAY_MASTER = 2  # master phase action: play a master card (rules 5, 1.6.2)
    BLEED = 3  # rules 6.1.1
    HUNT = 4  # rules 6.1.2
    EQUIP = 5  # rules 6.1.3
    EMPLOY = 6  # rules 6.1.4
    RECRUIT = 7  # rules 6.1.5
    ACTION_CARD = 8  # rules 6.1.6
    MODIFIER = 9  # action modifier (rules 1.6.3.2)
    TRANSFER = 10  # n transfers: n pool -> n blood on an uncontrolled vampire (rules 7)
    RETRIEVE = 11  # 2 transfers: 1 blood from an uncontrolled vampire -> pool (rules 7)
    CRYPT_DRAW = 12  # 4 transfers + 1 pool: crypt -> uncontrolled region (rules 7)
    INFLUENCE = 13  # move an uncontrolled vampire with blood >= capacity to the ready region (rules 7)
    DISCARD = 14  # discard phase action: discard a card and draw (rules 8)


class Action(NamedTuple):
    kind: Kind
    actor: int = -1
    card: int = -1
    target: int = -1
    n: int = 0

    def __repr__(self) -> str:
        parts = [f"Kind.{Kind(self.kind).name}"]
        for name, default in (("actor", -1), ("card", -1), ("target", -1), ("n", 0)):
            v = getattr(self, name)
            if v != default:
                parts.append(f"{name}={v}")
        return f"Action({', '.join(parts)})"


PASS = Action(Kind.PASS)

__all__ = ["Action", "Kind", "PASS"]
