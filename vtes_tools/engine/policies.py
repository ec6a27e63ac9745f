"""Policies: ``choose(view, legal_actions, rng) -> Action``; they read a view, never the state.

``legal_actions`` is a lazy :class:`LegalActions`: it enumerates only when a policy iterates it,
so a policy that can decide from the view alone costs no enumeration.

* :class:`RandomPolicy`: a uniformly random legal action (the baseline; invariant tests);
* :class:`GoldfishPolicy`: a solitaire player (influence, bleed, pool), for goldfish games;
* :class:`TablePolicy`: a heuristic tournament player for full tables;
* :class:`Policy`: the protocol to write your own (see its docstring).

The goldfish policy lives in ``policies_goldfish``; the table policy in ``policies_table``, built
from one module per decision (``policies_minion``, ``policies_blocks``, ``policies_votes``,
``policies_master``, ``policies_influence``, ``policies_discard``, ``policies_combat``) over its
shared valuations (``policies_table_base``) and the values the policies share (``policies_values``).
This module keeps the protocol and the random policy and exports the public names.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

from .actions import Action
from .policies_goldfish import GoldfishPolicy
from .policies_table import TablePolicy
from .state import LegalActions
from .view import PlayerView


class Policy(Protocol):
    """What a player is: one method, called at each of its decisions.

    ``choose(view, legal, rng)`` returns one of ``legal`` (the legal actions, listed lazily).
    ``view`` is the :class:`~.view.PlayerView` of the Methuselah deciding (``view.me``): its
    hand, every public zone, the action, combat or referendum in progress (``view.pending``,
    ``view.combat``, ``view.referendum``); the stage tells which decision it is (blocks,
    strikes, votes...). ``rng`` is the game's generator: draw all randomness from it so games
    replay from their seed. A policy never changes the state, and keeps nothing from one game to
    the next. Decisions a policy does not care about can return ``PASS`` when it is legal (it
    always is, except for a mandatory hunt).

    Example: a player that always bleeds when it can and otherwise plays like the table policy::

        from vtes_tools.engine import PASS, Kind, TablePolicy

        class Bleeder:
            def __init__(self):
                self.fallback = TablePolicy()

            def choose(self, view, legal, rng):
                if view.pending is None and view.combat is None and view.referendum is None:
                    bleeds = [a for a in legal if a.kind == K_BLEED]
                    if bleeds:
                        return bleeds[0]
                return self.fallback.choose(view, legal, rng)

        results = vtes_tools.simulate_table(decks, 200, seed=1, policies=[Bleeder()] + [TablePolicy()] * 4)
    """

    def choose(self, view: PlayerView, legal: LegalActions, rng: np.random.Generator) -> Action: ...


class RandomPolicy:
    """Uniformly random legal action (the baseline; invariant tests)."""

    def choose(self, view: PlayerView, legal: LegalActions, rng: np.random.Generator) -> Action:
        acts = legal.list()
        return acts[int(rng.integers(len(acts)))]

    def __repr__(self) -> str:
        return "RandomPolicy()"


__all__ = ["GoldfishPolicy", "LegalActions", "Policy", "RandomPolicy", "TablePolicy"]
