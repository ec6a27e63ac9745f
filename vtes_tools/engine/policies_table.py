"""The table policy: a heuristic tournament player for full tables, one module per decision."""

from __future__ import annotations

import numpy as np

from .action_cards import delay_worth
from .actions import PASS, Action
from .hot import (
    K_BURN_DIABLERIST, K_EDGE, K_MODIFIER, K_REACTION, K_TOGGLE, P_DISCARD, P_INFLUENCE, P_MASTER, P_MINION,
    S_AFTER_BLOCKS, S_ANNOUNCE, S_ATTEMPT, S_BLOCKED, S_BLOCKS, S_CANCEL, S_DIABLERIE, S_REACTIONS,
)
from .policies_blocks import BlockChoices
from .policies_combat import CombatChoices
from .policies_discard import DiscardChoices
from .policies_influence import InfluenceChoices
from .policies_master import MasterChoices
from .policies_minion import MinionChoices
from .policies_values import put_back_choice
from .policies_votes import VoteChoices
from .state import LegalActions, Stage
from .view import PlayerView


class TablePolicy(MinionChoices, BlockChoices, VoteChoices, MasterChoices, InfluenceChoices, DiscardChoices,
                  CombatChoices):
    """A heuristic tournament player for full tables.

    Everything is valued in pool: a VP (an oust of the prey) is worth :attr:`vp_value` pool,
    a vampire sent to torpor about half its capacity plus 3.

    * minion phase: bleeds the prey when the bleed is likely to go through (its stealth and
      stealth cards against the prey's untapped minions' intercept), weighing a bleed that
      ousts the prey; otherwise hunts, grows (Govern, recruit, equip) or calls the referendum
      that helps it most; keeps one or two minions unlocked when the predator's bleed
      threatens its pool;
    * blocks: attempts to block when its blocker can reach the stealth and the combat is
      acceptable, and always when the bleed would oust it; adds intercept or stealth only when
      it makes the difference; redirects big bleeds to its prey;
    * combat: picks the range, strike and presses that deal more than they take, prevents and
      ends combat when it would go to torpor;
    * politics: chooses the terms best for itself (its prey losing pool, itself gaining) and
      votes for a referendum exactly when it gains from it;
    * influence: keeps a pool margin above what its predator can bleed in a turn.
    """


    def __repr__(self) -> str:
        flag = "" if self.use_all else ", use_all=False"
        return (f"TablePolicy(margin={self.margin}, target_vampires={self.target_vampires}, "
                f"vp_value={self.vp_value}{flag})")

    def choose(self, view: PlayerView, legal: LegalActions, rng: np.random.Generator) -> Action:
        self._stats = {}
        self._att = None
        self._dec = {}
        put_back, combat, referendum, pend, ph = view.moment()  # (one call for the five reads)
        if put_back:
            return put_back_choice(view, legal)
        if combat is not None:
            return self._combat(view, legal)
        if referendum is not None:
            return self._referendum(view, legal)
        if pend is not None:
            st = pend.stage
            if st == S_BLOCKS:
                return self._block(view, legal)
            if st == S_ATTEMPT:
                return self._attempt(view, legal)
            if st == S_REACTIONS:
                return self._react(view, legal)
            if st == S_BLOCKED:
                return self._blocked(view, legal)
            if st == S_DIABLERIE:
                return self._diablerie_choice(view, legal)
            if st == S_CANCEL:
                return self._cancel(view, legal)
            if st == S_ANNOUNCE:
                return self._announce(view, legal)
            if st == S_AFTER_BLOCKS:
                return self._modifier(view, legal)
            if st == Stage.WOULD_SUCCEED:
                # Spying Mission [OBF]: a small bleed given up for +2 on the next one (its value hint)
                worth = delay_worth(pend.bleed + view.delayed_pending(pend), view.pool(pend.target_p))
                return next((a for a in legal if a.kind == K_MODIFIER), PASS) if worth else PASS
            if view.me != view.current:
                # Cats' Guidance: the blocker unlocks after block resolution, ready for more blocks
                return next((a for a in legal if a.kind == K_REACTION), PASS)
            return self._after(view, legal)
        if ph == P_MINION:
            return self._minion_table(view, legal)
        if ph == P_INFLUENCE:
            return self._influence_table(view, legal)
        if ph == P_DISCARD:
            event = self._event(view, legal)
            if event is not None:
                return event
            su = view.setup
            if su.any_edge_use or su.any_pool_use:  # the only tables where the discard phase lists Edge uses
                for a in legal:
                    # "burn the Edge to unlock" (Emily Carson): a blocker with blood for the others' turns
                    if a.kind == K_EDGE and view.blood(a.actor) > 0 and view.intercept(a.actor) >= 0 \
                            and (a.n == 0 or view.pool() > self.margin + 4):  # Pherydima pays 1 pool
                        return a
            if su.any_burn_diablerist:  # Carlton: an ally for a diablerist vampire, gone for good
                burns = [a for a in legal if a.kind == K_BURN_DIABLERIST and view.controller(a.target) != view.me]
                if burns:
                    return max(burns, key=lambda a: view.blood(a.target) + view.setup.capacity[a.target])
            if view.setup.any_toggle:  # "unlock another ready Lasombra": a blocker for the others' turns
                unlock = [a for a in legal if a.kind == K_TOGGLE and a.n == 0]
                if unlock:
                    return max(unlock, key=lambda a: view.intercept(a.target) + 0.1 * view.blood(a.target))
            return self._discard_table(view) if view.discard_actions else PASS  # a choice with no discard left
        if ph == P_MASTER:
            return self._master_table(view, legal)
        return self._unlock_table(view, legal)
