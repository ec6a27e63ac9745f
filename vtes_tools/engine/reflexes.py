"""Reaction cards with a "[REFLEX] cancel a frenzy card played on this vampire" option, played from
the hand in combat like a combat card's reflex (Predator's Communion [abo]).

Combat reads them through the setup's table (``SETUP.reflex_reactions``, set here at import): the
cards of a hand it looks at for a reflex when the opposing side plays a frenzy card.
"""

from __future__ import annotations

from .state import SETUP

#: their VEKN ids
REFLEX_REACTIONS = frozenset({101477})

SETUP.reflex_reactions = REFLEX_REACTIONS


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("reflexes", REFLEX_REACTIONS)
