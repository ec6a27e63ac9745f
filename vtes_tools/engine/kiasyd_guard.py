"""Draeven Softfoot in combat: "can lock to prevent 1 damage inflicted in combat on a Kiasyd".

The crypt text is read at setup (``GameSetup.kiasyd_guard``, ``any_kiasyd_guard``); combat fires
its step through :data:`.ops.COMBAT_HOOKS` after the prevention of the cards in play, guarded by
``any_kiasyd_guard`` as before.
"""

from __future__ import annotations

from .ops import COMBAT_HOOKS
from .state import Combat, GameState


def guards(s: GameState, c: Combat) -> None:
    """Draeven Softfoot "can lock to prevent 1 damage inflicted in combat on a Kiasyd": a
    Kiasyd in combat with damage left after the prevention of cards in play (aggravated first,
    rules 6.4.6) is spared 1 by each ready unlocked such ally its controller controls, which
    locks; always worth it, so the rules use it."""
    su = s.setup
    for d in (0, 1):
        v = c.m[d]
        if su.clan[v] != "Kiasyd" or not (c.damage[d] or c.agg[d]):
            continue
        for j in s.players[c.p[d]].ready:
            if su.kiasyd_guard[j] and not s.locked[j] and j != v and (c.damage[d] or c.agg[d]):
                s.locked[j] = 1
                if c.agg[d]:
                    c.agg[d] -= 1
                else:
                    c.damage[d] -= 1


COMBAT_HOOKS.guards_in_play = guards


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402
from .crypt_read import DRAEVEN_SOFTFOOT  # noqa: E402

add_home("kiasyd_guard", frozenset({DRAEVEN_SOFTFOOT}))
