"""Action cards put in play that let a locked minion attempt to block (rules 6.2.2.1: only
unlocked minions block, unless an effect lets a locked one): by VEKN id, how each does it.

* ``ON_VAMPIRE_BLOOD`` (Eternal Vigilance): put on the acting (Sabbat) vampire; during an action
  it can burn ``cost`` blood to unlock and attempt to block; burned if it goes to torpor;
* ``COUNTERS`` (Under Siege): put in play with ``counters`` counters (unique); once each action a
  Sabbat vampire you control can burn a counter to unlock and attempt to block with
  ``intercept``; burned with its last counter;
* ``ON_MAGAJI`` (No Secrets From the Magaji): put on the acting magaji, which unlocks (one each);
  it gets ``intercept`` when attempting to block a vampire and, locked, attempts it as if
  unlocked; burned if such an attempt fails.

The rules call :func:`block_actions` where block attempts are listed (``Kind.BLOCK`` with
``card`` this card), :func:`use` when one is chosen, :func:`intercept` for the blocker's bonus,
:func:`resolve` when the action card resolves, :func:`on_failed_block` and :func:`on_torpor`.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import Action, Kind
from .effects import Req
from .ops import HOOKS, burn_card, contest, controller_of
from .state import SETUP, GameSetup, GameState, Methuselah, Pending

ON_VAMPIRE_BLOOD, COUNTERS, ON_MAGAJI = 1, 2, 3


class Spec(NamedTuple):
    kind: int
    cost: int = 0  # blood the blocker burns to unlock
    counters: int = 0  # counters the card comes into play with
    intercept: int = 0  # the blocker's intercept (ON_MAGAJI: against vampires only)
    sabbat: bool = False  # the blocker (and the acting vampire putting it on) is Sabbat


#: The cards by VEKN id.
SPECS: dict[int, Spec] = {
    100666: Spec(ON_VAMPIRE_BLOOD, cost=1, sabbat=True),  # Eternal Vigilance
    102063: Spec(COUNTERS, counters=3, intercept=1, sabbat=True),  # Under Siege
    101291: Spec(ON_MAGAJI, intercept=1),  # No Secrets From the Magaji
}


def table(card_ids) -> bytes:
    """``GameSetup.waker``: the kind of each card instance (0: none)."""
    return bytes(SPECS[c].kind if c in SPECS else 0 for c in card_ids)


SETUP.waker_table = table


def _sabbat(su: GameSetup, v: int) -> bool:
    return bool(su.is_vampire[v] and (su.req_bits[v] >> Req.SABBAT) & 1)


def playable(s: GameState, m: Methuselah, a: int, i: int) -> bool:
    """The acting minion ``a`` can play card ``i`` (beyond its title and costs): a Sabbat vampire
    for Eternal Vigilance, none already on it ("a vampire may have only one"), one Under Siege
    a Methuselah controls (unique)."""
    su = s.setup
    sp = SPECS[su.card_id[i]]
    cid = su.card_id[i]
    if sp.sabbat and not _sabbat(su, a):
        return False
    if sp.kind == COUNTERS:
        return not any(su.card_id[j] == cid for j in m.in_play)
    return not any(s.attached[j] == a and su.card_id[j] == cid for j in m.in_play)


def resolve(s: GameState, m: Methuselah, a: int, i: int) -> None:
    """The action card ``i`` (in the ash heap) is put in play (rules 6.1.6)."""
    su = s.setup
    sp = SPECS[su.card_id[i]]
    m.ash.remove(i)
    m.in_play.append(i)
    if sp.kind == COUNTERS:
        s.blood[i] = sp.counters  # "put this card in play with 3 counters"
        if contest(s, s.current, i):
            m.in_play.remove(i)
        return
    s.attached[i] = a  # on the acting vampire
    if sp.kind == ON_MAGAJI:
        s.locked[a] = 0  # "put this card on this magaji and unlock him or her"


def block_actions(s: GameState, pend: Pending, m: Methuselah, v: int, out: list[Action]) -> None:
    """Block attempts of ``m``'s locked minion ``v`` these cards allow."""
    su = s.setup
    wk = su.waker
    att = s.attached
    for j in m.in_play:
        kind = wk[j]
        if not kind:
            continue
        if kind == ON_VAMPIRE_BLOOD:
            if att[j] == v and s.blood[v] >= SPECS[su.card_id[j]].cost and _sabbat(su, v):
                out.append(Action(Kind.BLOCK, actor=v, card=j))
        elif kind == ON_MAGAJI:
            if att[j] == v and pend.actor >= 0 and su.is_vampire[pend.actor]:
                out.append(Action(Kind.BLOCK, actor=v, card=j))  # "a vampire as if unlocked"
        elif s.blood[j] > 0 and _sabbat(su, v) and not any(c == su.card_id[j] for _, c in pend.played):
            out.append(Action(Kind.BLOCK, actor=v, card=j))  # "once each action"


def use(s: GameState, pend: Pending, v: int, j: int) -> int:
    """Locked minion ``v`` attempts to block with card ``j``; its intercept bonus."""
    su = s.setup
    sp = SPECS[su.card_id[j]]
    if sp.kind == ON_VAMPIRE_BLOOD:
        s.blood[v] -= sp.cost  # "burn 1 blood to unlock and attempt to block"
        s.locked[v] = 0
        return 0
    if sp.kind == ON_MAGAJI:
        s.wake.add(v)  # blocks as if unlocked (its intercept: :func:`intercept`)
        return 0
    pend.played.append((v, su.card_id[j]))
    s.locked[v] = 0
    s.blood[j] -= 1  # "burn 1 counter from this card to unlock and attempt to block"
    if s.blood[j] <= 0:
        _burn(s, j)  # "if this card has no counters, burn it"
    return sp.intercept


def intercept(s: GameState, v: int, actor: int) -> int:
    """"The magaji with this card gets +1 intercept when attempting to block vampires"."""
    su = s.setup
    if actor < 0 or not su.is_vampire[actor]:
        return 0
    p = _owner_zone(s, v)
    if p is None:
        return 0
    return sum(SPECS[su.card_id[j]].intercept for j in p.in_play
               if su.waker[j] == ON_MAGAJI and s.attached[j] == v)


def on_failed_block(s: GameState, pend: Pending, v: int) -> None:
    """"Burn this card if this magaji attempts to block a vampire but is not successful"."""
    su = s.setup
    if pend.actor < 0 or not su.is_vampire[pend.actor]:
        return
    p = _owner_zone(s, v)
    if p is None:
        return
    for j in [j for j in p.in_play if su.waker[j] == ON_MAGAJI and s.attached[j] == v]:
        _burn(s, j)


def on_torpor(s: GameState, v: int, m: Methuselah) -> None:
    """"Burn this card if this vampire goes to torpor" (Eternal Vigilance)."""
    su = s.setup
    for j in [j for j in m.in_play if su.waker[j] == ON_VAMPIRE_BLOOD and s.attached[j] == v]:
        _burn(s, j)


def value(s: GameState, m: Methuselah, i: int) -> float:
    """What putting card ``i`` in play is worth to ``m``: blocks by locked minions to come."""
    su = s.setup
    sp = SPECS[su.card_id[i]]
    if sp.kind == COUNTERS:
        return 0.6 * sum(1 for v in m.ready if _sabbat(su, v))
    return 1.2 if sp.kind == ON_MAGAJI else 0.9


def _owner_zone(s: GameState, v: int) -> Methuselah | None:
    p = controller_of(s, v)
    return s.players[p] if p >= 0 else None


def _burn(s: GameState, j: int) -> None:
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
    burn_card(s, j)


HOOKS.wakers_on_torpor = on_torpor


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("wakers", SPECS)
