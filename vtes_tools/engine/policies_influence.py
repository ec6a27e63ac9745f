"""The table policy's influence phase: transfers and the pool margin it keeps."""

from __future__ import annotations

from .actions import Action
from .policies_table_base import TableBase
from .state import LegalActions
from .view import PlayerView


class InfluenceChoices(TableBase):
    """TablePolicy's influence phase: the goldfish policy's transfers with a margin from the predator's threat."""

    def _influence_table(self, view: PlayerView, legal: LegalActions) -> Action:
        return self._influence(view, legal)  # with the margin of _influence_margin

    def _influence_margin(self, view: PlayerView) -> int:
        """The pool kept in the influence phase: above what the predator can bleed in a turn."""
        pred = view.predator()
        threat = self.threat(view, pred) if pred != view.me else 0.0
        return max(self.margin, int(threat) + 4)
