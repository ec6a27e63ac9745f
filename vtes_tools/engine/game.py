"""The game loop: each decision of a game goes to the policy of the Methuselah deciding.

:func:`play` sits above the rules and the policies' view (the package's public API layer): it
builds one :class:`~.view.PlayerView` per Methuselah, asks that Methuselah's policy to choose among
the legal actions and applies the choice through the rules, until the game ends.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from .actions import Action
from .rules import apply, apply_checked, legal_actions
from .state import GameState, LegalActions
from .view import PlayerView

if TYPE_CHECKING:
    from .policies import Policy


def play(
    state: GameState,
    policies: Sequence[Policy],
    rng: np.random.Generator,
    *,
    checked: bool = False,
    after: Callable[[GameState, Action], object] | None = None,
) -> GameState:
    """Run ``state`` to the end: each decision goes to ``policies[decider]``.

    ``checked=True`` validates every action (``apply_checked``); ``after``, if given, is called
    as ``after(state, action)`` after each one (tests check invariants there).
    """
    views = [PlayerView(state, p) for p in range(len(state.players))]
    chooses = [policies[p].choose for p in range(len(state.players))]  # bound once for the game
    step = apply_checked if checked else apply
    state.legal = None
    if after is None:
        while not state.terminal:
            p = state.decider
            step(state, chooses[p](views[p], LegalActions(state, legal_actions, state.legal), rng))
        return state
    while not state.terminal:
        p = state.decider
        action = chooses[p](views[p], LegalActions(state, legal_actions, state.legal), rng)
        step(state, action)
        after(state, action)
    return state


__all__ = ["play"]
