"""Out-of-turn master cards the engine plays (rules 1.6.2.4), by VEKN id: what each cancels, and
Archon Investigation. The rules list them where a card is played or blocks are declined: who may
cancel a card as it is played (:func:`cancellers`), and the cancels one may play
(:func:`cancel_actions`).
"""

from __future__ import annotations

from . import imbued
from .actions import Action
from .hot import K_CANCEL
from .state import GameState, Pending

#: Out-of-turn master cards (rules 1.6.2.4) the engine plays, by VEKN id: what they cancel.
CANCEL_MINION_CARD = frozenset({100545, 100493})  # Direct Intervention, Dark Influences
CANCEL_MASTER_CARD = frozenset({101896, 102151})  # Sudden Reversal, Wash (predator or prey only)
ARCHON_INVESTIGATION = 100085  # burn a minion bleeding you for 4 or more, after blocks are declined
WASH = 102151  # Wash cancels only a master card played by your predator or prey


def cancellers(s: GameState, card: int, player: int) -> list[int]:
    """Methuselahs who hold an out-of-turn master able to cancel ``card`` played by ``player``,
    in turn order from the player; not on their own turn, one on account of each master phase."""
    su = s.setup
    has = su.memo.get(("has_cancel",))
    if has is None:
        ids = CANCEL_MINION_CARD | CANCEL_MASTER_CARD
        has = su.memo[("has_cancel",)] = any(cid in ids for cid in su.card_id)
    if not has:
        return []
    master = su.is_master[card]
    out = []
    for q in s.alive():
        if q == player or q == s.current or s.players[q].oot_debt or s.players[q].passive:
            continue
        for i in s.players[q].hand:
            cid = su.card_id[i]
            if (not master and cid in CANCEL_MINION_CARD) or (master and cid in CANCEL_MASTER_CARD and (
                    cid != WASH or player in (s.prey(q), s.predator(q)))):
                out.append(q)
                break
    return out


def cancel_actions(s: GameState, pend: Pending) -> list[Action]:
    q = pend.cancel_order[0] if pend.cancel_order else -1
    if q < 0:
        return []
    su = s.setup
    master = su.is_master[pend.card]
    seen: set[int] = set()
    out = []
    if su.imbued is not None and su.imbued.any_determine and not master:
        out = imbued.determine_actions(s, pend, q)  # Determine, played by a reacting imbued
    for i in s.players[q].hand:
        cid = su.card_id[i]
        if cid in seen:
            continue
        seen.add(cid)
        if (not master and cid in CANCEL_MINION_CARD) or (master and cid in CANCEL_MASTER_CARD):
            e = su.effect[i]
            if e is not None and e.pool_cost <= s.players[q].pool and not s.players[q].oot_debt:
                out.append(Action(K_CANCEL, card=i))
    return out


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("out_of_turn", CANCEL_MINION_CARD, CANCEL_MASTER_CARD, frozenset({ARCHON_INVESTIGATION}))
