"""Anathema in combat: "if the attached vampire's blood is reduced to 0 in combat, the attached
vampire is burned and the Methuselah controlling the opposing minion gains pool equal to the
attached vampire's capacity".

The card is put on a vampire by a referendum (:mod:`.politics`); its combat part is here, fired by
combat through :data:`.ops.COMBAT_HOOKS` (blood stolen down to 0 by a strike, damage that leaves
the vampire without blood).
"""

from __future__ import annotations

from .ops import COMBAT_HOOKS, burn_minion, controller_of
from .state import Combat, GameState

#: Anathema's VEKN id
ANATHEMA = 100060


def burns_at_zero(s: GameState, v: int, before: int) -> bool:
    """Vampire ``v``, with ``before`` blood, now has none and bears Anathema."""
    if not before or s.blood[v]:
        return False
    su = s.setup
    has = su.memo.get(("anathema",))
    if has is None:
        has = su.memo[("anathema",)] = ANATHEMA in su.card_id
    if not has or not su.is_vampire[v]:
        return False
    return any(s.attached[j] == v and su.card_id[j] == ANATHEMA for m in s.players for j in m.in_play)


def burn(s: GameState, c: Combat, d: int) -> None:
    """Side ``d``'s vampire burns; the opposing minion's Methuselah gains its capacity in pool."""
    v, o = c.m[d], c.m[1 - d]
    if controller_of(s, v) < 0:
        return
    q = controller_of(s, o)
    burn_minion(s, v)
    if q >= 0 and not s.players[q].ousted:
        s.players[q].pool += s.setup.capacity[v]


COMBAT_HOOKS.blood_zero_burns = burns_at_zero
COMBAT_HOOKS.blood_zero_burn = burn


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("anathema", frozenset({ANATHEMA}))
