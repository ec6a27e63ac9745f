"""The table policy's influence phase: transfers and the pool margin it keeps."""

from __future__ import annotations

from .actions import PASS, Action
from .hot import K_PASS, K_TRANSFER
from .policies_table_base import TableBase
from .policies_values import new_action
from .state import LegalActions
from .view import PlayerView


class InfluenceChoices(TableBase):
    """TablePolicy's influence phase: the goldfish policy's transfers with a margin from the predator's threat,
    and the transfers left spent rather than hoarded (:meth:`_spare_transfer`)."""

    def _influence_table(self, view: PlayerView, legal: LegalActions) -> Action:
        got = self._influence(view, legal)  # with the margin of _influence_margin
        if got.kind == K_PASS and view.transfers > 0 and self.use_all:
            return self._spare_transfer(view)
        return got

    def _spare_transfer(self, view: PlayerView) -> Action:
        """With ``target_vampires`` controlled, the goldfish policy starts no new vampire; a transfer
        left is then hoarded while the pool has room for another: the nearest to coming in (not a
        copy of one controlled) gets the transfers when the pool keeps the margin after paying all
        the blood it still needs (rules 6.2: 1 pool a blood). PASS otherwise."""
        su = view.setup
        m = view.methuselahs[view.me]
        cap = su.capacity
        uk = su.unique_key
        blood = view.blood_on
        controlled = {uk[i] for i in m.ready}
        best = None
        for v in m.uncontrolled:
            need = cap[v] - blood[v]
            if need > 0 and uk[v] not in controlled and (best is None or (need, v) < best):
                best = (need, v)
        if best is None or m.pool - best[0] < self._influence_margin(view):
            return PASS
        return new_action(Action, (K_TRANSFER, -1, -1, best[1], min(view.transfers, best[0])))

    def _influence_margin(self, view: PlayerView) -> int:
        """The pool kept in the influence phase: above what the predator can bleed in a turn."""
        pred = view.predator()
        threat = self.threat(view, pred) if pred != view.me else 0.0
        return max(self.margin, int(threat) + 4)
