"""The Imbued (rules, appendix "Reglas para imbuidos"): conviction cards and powers.

Imbued are crypt cards that count as mortal allies (appendix 1); the table plays them as
minions whose life is held in ``GameState.blood``, like allies. This module adds what only
they do:

* Conviction cards (appendix 2) are played during the unlock phase on an imbued (one per imbued
  each unlock phase, from the hand or the ash heap, 5 at most on each), and an imbued entering
  play without any gets one from the library, hand or ash heap. An imbued burns a conviction on
  it or in its controller's hand for the card's own effect or to pay a ``[N CONVICTION]`` cost.
  The effects played: Second Sight (+1 intercept when a monster acts; -1 intercept for the
  monsters blocking this imbued's action) and Strike with Conviction's bleed at +1 bleed.
* Powers (appendix 3) are gained as a +1 stealth action, like equipment (the imbued unlocks if
  the action succeeds, and cannot have two copies of one power); their effects are used by
  locking the power: Discern (+1 intercept when a monster acts), Vigilance (unlock after a
  successful action; locked, unlock for 1 conviction, to block), Rejuvenate's "during your
  unlock phase, gains 1 life up to its starting life".

A monster is any vampire, or ally or retainer neither mortal nor animal (appendix 4); the
table counts vampires as the monsters (allies are read without that distinction).

Cards and uses are by VEKN id; :data:`EXECUTED` lists the cards whose every effect is played.
The per-card tables are built once per table (:func:`tables`, ``GameSetup.imbued``) and are
``None`` when no deck holds an imbued, so the other tables pay nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vtes_tools.models import CardType

from .effects import Op, discipline_masks

if TYPE_CHECKING:
    from collections.abc import Sequence

    from vtes_tools.models import Card

    from .state import CryptAbilities, GameState, Methuselah

SECOND_SIGHT = 101705
STRIKE_WITH_CONVICTION = 101886
VIGILANCE = 102120
DISCERN = 100551
REJUVENATE = 101592
INSPIRE = 100991
CHAMPION = 100322

#: cards whose every effect the rules apply (rules.executes)
EXECUTED = frozenset({SECOND_SIGHT, STRIKE_WITH_CONVICTION, VIGILANCE, DISCERN, REJUVENATE, INSPIRE, CHAMPION})

#: card classes in :attr:`ImbuedTables.cls`
CONVICTION, POWER = 1, 2
#: at most 5 convictions on each imbued (appendix 2)
MAX_CONVICTIONS = 5
#: Strike with Conviction's bleed: ``Action(Kind.BLEED, actor, n=BLEED_N)``
BLEED_N = 3
#: ``Action.n`` of the uses: Second Sight's intercept, its -1 intercept; Vigilance's unlock
#: after a successful action, its unlock of a locked imbued
N_INTERCEPT, N_MINUS_INTERCEPT = 0, 1
N_AFTER, N_WAKE = 0, 1
#: ``Action(Kind.BLOCK, actor, card=Champion, n=N_CHAMPION)``
N_CHAMPION = 2
#: Champion's "the action fails": an intercept no stealth reaches
CHAMPION_INTERCEPT = 1000

#: powers the table plays (a power held for nothing would be a wasted action)
PLAYED_POWERS = frozenset({VIGILANCE, DISCERN, REJUVENATE, INSPIRE, CHAMPION})
#: powers whose effect is an "[ACTION] [1 CONVICTION] +1 stealth action"
ACTION_POWERS = frozenset({REJUVENATE, INSPIRE})
#: ``Action(Kind.OWN_ACTION, actor, target, n=POWER_BASE + power)``: an imbued's action with
#: one of its :data:`ACTION_POWERS` (n beyond any card index: a vampire's own action's ``n``)
POWER_BASE = 1 << 24


class ImbuedTables:
    """Per card instance of a table: is it an imbued, a conviction or power card (``cls``), the
    virtue mask a power requires (a power the imbued plays needs one of them)."""

    __slots__ = ("any_power", "any_rescue", "cid", "cls", "is_imbued", "need", "own_conviction", "rescue")

    def __init__(self, cards: tuple[Card, ...], abil: Sequence[CryptAbilities]) -> None:
        self.is_imbued = bytes(1 if CardType.IMBUED in c.types else 0 for c in cards)
        self.cls = bytes(
            CONVICTION if CardType.CONVICTION in c.types else POWER if CardType.POWER in c.types else 0
            for c in cards
        )
        self.need = tuple(discipline_masks(c.disciplines)[0] if CardType.POWER in c.types else 0 for c in cards)
        self.cid = tuple(c.id for c in cards)
        self.any_power = any(self.cls[k] == POWER and c.id in PLAYED_POWERS for k, c in enumerate(cards))
        #: an imbued's own action costs N conviction (Travis Miller: blood to an uncontrolled imbued)
        self.own_conviction = tuple(a.own_conviction for a in abil)
        #: "any incapacitated imbued may move to the ready region ... by burning N conviction" (Jennie Orne)
        self.rescue = tuple(a.imbued_rescue for a in abil)
        self.any_rescue = any(self.rescue)


def tables(cards: tuple[Card, ...], abil: Sequence[CryptAbilities]) -> ImbuedTables | None:
    """The tables of a table whose decks hold an imbued (``abil``: each card's abilities read by
    :func:`~.state.read_crypt`), else None."""
    if not any(CardType.IMBUED in c.types for c in cards):
        return None
    return ImbuedTables(cards, abil)


def monster(s: GameState, v: int) -> bool:
    """Appendix 4: a monster is a vampire (or a non-mortal, non-animal ally: not told apart)."""
    it = s.setup.imbued
    return bool(s.setup.is_vampire[v]) and not (it is not None and it.is_imbued[v])


def on_imbued(s: GameState, m: Methuselah, v: int) -> list[int]:
    """The conviction cards on imbued ``v``."""
    cls = s.setup.imbued.cls  # type: ignore[union-attr]
    att = s.attached
    return [j for j in m.in_play if att[j] == v and cls[j] == CONVICTION]


def powers(s: GameState, m: Methuselah, v: int, cid: int) -> int:
    """The unlocked power ``cid`` on imbued ``v``, or -1."""
    it = s.setup.imbued
    att = s.attached
    for j in m.in_play:
        if att[j] == v and it.cid[j] == cid and it.cls[j] == POWER and not s.locked[j]:  # type: ignore[union-attr]
            return j
    return -1


def find(s: GameState, m: Methuselah, v: int, cid: int) -> int:
    """A conviction card ``cid`` imbued ``v`` can burn: on it, else in the hand; or -1."""
    it = s.setup.imbued
    att = s.attached
    for j in m.in_play:
        if att[j] == v and it.cid[j] == cid:  # type: ignore[union-attr]
            return j
    for j in m.hand:
        if it.cid[j] == cid and it.cls[j] == CONVICTION:  # type: ignore[union-attr]
            return j
    return -1


def conviction_count(s: GameState, m: Methuselah, v: int) -> int:
    """Convictions imbued ``v`` can spend: those on it and those in the hand (appendix 2)."""
    cls = s.setup.imbued.cls  # type: ignore[union-attr]
    return len(on_imbued(s, m, v)) + sum(1 for j in m.hand if cls[j] == CONVICTION)


def burn(s: GameState, m: Methuselah, j: int) -> None:
    """Burn conviction card ``j``: from the hand (replaced, as a card played: rules 1.6.1.2) or
    from the imbued it is on."""
    if j in m.hand:
        from .rules import _replace

        m.hand.remove(j)
        m.ash.append(j)
        _replace(s, m)
        return
    m.in_play.remove(j)
    s.attached[j] = -1
    m.ash.append(j)


def pay(s: GameState, m: Methuselah, v: int, n: int) -> None:
    """Pay ``[n CONVICTION]`` for imbued ``v``: the convictions on it first, then the hand's
    (the caller checked :func:`conviction_count`)."""
    cls = s.setup.imbued.cls  # type: ignore[union-attr]
    for j in on_imbued(s, m, v)[:n]:
        burn(s, m, j)
        n -= 1
    while n > 0:
        j = next(j for j in m.hand if cls[j] == CONVICTION)
        burn(s, m, j)
        n -= 1


def _place(s: GameState, m: Methuselah, v: int, j: int) -> None:
    m.in_play.append(j)
    s.attached[j] = v
    s.locked[j] = 0


def enters_play(s: GameState, m: Methuselah, v: int) -> None:
    """Appendix 2: an imbued entering play without convictions may get one from the library
    (shuffled afterward), the hand or the ash heap: the ash heap's first, then the library's
    (the hand keeps its cards)."""
    it = s.setup.imbued
    if it is None or not it.is_imbued[v] or on_imbued(s, m, v):
        return
    cls = it.cls
    for j in m.ash:
        if cls[j] == CONVICTION:
            m.ash.remove(j)
            _place(s, m, v, j)
            return
    for j in m.library:
        if cls[j] == CONVICTION:
            m.library.remove(j)
            _place(s, m, v, j)
            s.rng.shuffle(m.library)
            return
    for j in m.hand:
        if cls[j] == CONVICTION:
            from .rules import _replace

            m.hand.remove(j)
            _place(s, m, v, j)
            _replace(s, m)
            return


def unlock_phase(s: GameState, m: Methuselah) -> None:
    """The imbued's unlock phase: Rejuvenate's life; one conviction played on each ready imbued
    with fewer than 5, from the hand (replaced) or else the ash heap (appendix 2); an
    incapacitated imbued burns 3 convictions to return with 1 life (appendix 5)."""
    su = s.setup
    it = su.imbued
    if it is None:
        return
    cls = it.cls
    for v in m.ready:
        if not it.is_imbued[v]:
            continue
        if it.any_power and s.blood[v] < su.capacity[v] and _has_power(s, m, v, REJUVENATE):
            s.blood[v] += 1  # Rejuvenate: "gains 1 life" (not beyond its starting life)
        if len(on_imbued(s, m, v)) >= MAX_CONVICTIONS:
            continue
        j = next((j for j in m.hand if cls[j] == CONVICTION), -1)
        if j >= 0:
            from .rules import _replace

            m.hand.remove(j)
            _place(s, m, v, j)
            _replace(s, m)
            continue
        j = next((j for j in m.ash if cls[j] == CONVICTION), -1)
        if j >= 0:
            m.ash.remove(j)
            _place(s, m, v, j)
    for v in list(m.torpor):
        if it.is_imbued[v] and conviction_count(s, m, v) >= 3:
            _return(s, m, v, 3)
    if it.any_rescue:
        # Jennie Orne in play: during any Methuselah's unlock phase, any incapacitated imbued may
        # return for her price (taken when it is lower than the 3 convictions of appendix 5)
        price = min((it.rescue[w] for q in s.players for w in q.ready if it.rescue[w]), default=0)
        if price:
            for q in s.players:
                if q.ousted:
                    continue
                for v in list(q.torpor):
                    if it.is_imbued[v] and conviction_count(s, q, v) >= price:
                        _return(s, q, v, price)


def _return(s: GameState, m: Methuselah, v: int, price: int) -> None:
    """An incapacitated imbued burns ``price`` convictions, moves to the ready region and gains
    1 life, not beyond its starting life (appendix 5)."""
    from .rules import _to_ready

    pay(s, m, v, price)
    _to_ready(s, v)
    s.blood[v] = min(s.setup.capacity[v], s.blood[v] + 1)


def _has_power(s: GameState, m: Methuselah, v: int, cid: int) -> bool:
    it = s.setup.imbued
    att = s.attached
    return any(att[j] == v and it.cid[j] == cid and it.cls[j] == POWER for j in m.in_play)  # type: ignore[union-attr]


# -- listings (legal actions) -----------------------------------------------------------------


def intercept_uses(s: GameState, pend, m: Methuselah, v: int, out: list) -> None:
    """Blocker ``v``, an imbued, while a monster acts: burn Second Sight for +1 intercept (only
    one each action), lock Discern for +1 intercept."""
    from .actions import Action, Kind

    if not s.setup.imbued.is_imbued[v] or not monster(s, pend.actor):  # type: ignore[union-attr]
        return
    if (v, SECOND_SIGHT) not in pend.played:
        j = find(s, m, v, SECOND_SIGHT)
        if j >= 0:
            out.append(Action(Kind.USE, actor=v, card=j, n=N_INTERCEPT))
    if (v, DISCERN) not in pend.played:
        j = powers(s, m, v, DISCERN)
        if j >= 0:
            out.append(Action(Kind.USE, actor=v, card=j, n=0))


def stealth_uses(s: GameState, pend, m: Methuselah, a: int, out: list) -> None:
    """Acting imbued ``a`` blocked by a monster: Second Sight's "monsters get -1 intercept"."""
    from .actions import Action, Kind

    b = pend.blocker
    if b < 0 or not s.setup.imbued.is_imbued[a] or not monster(s, b) or (a, SECOND_SIGHT) in pend.played:  # type: ignore[union-attr]
        return
    j = find(s, m, a, SECOND_SIGHT)
    if j >= 0:
        out.append(Action(Kind.USE, actor=a, card=j, n=N_MINUS_INTERCEPT))


def champion_uses(s: GameState, pend, m: Methuselah, out: list) -> None:
    """Champion: "[REACTION] [2 CONVICTION] only usable when a monster controlled by another
    Methuselah is taking an action directed at you or an imbued ... The action fails and the
    acting monster enters combat with this imbued instead" (a ready unlocked imbued of the
    Methuselah the action is directed at, rules 1.6.3.6)."""
    from .actions import Action, Kind

    a = pend.actor
    if not pend.directed or a < 0 or s.current == m.index or not monster(s, a):
        return
    it = s.setup.imbued
    for v in m.ready:
        if it.is_imbued[v] and not s.locked[v] and v not in pend.tried:  # type: ignore[union-attr]
            j = powers(s, m, v, CHAMPION)
            if j >= 0 and conviction_count(s, m, v) >= 2:
                out.append(Action(Kind.BLOCK, actor=v, card=j, n=N_CHAMPION))


def wake_uses(s: GameState, m: Methuselah, v: int, out: list) -> None:
    """Locked imbued ``v`` with Vigilance and a conviction: it unlocks to attempt the block
    (``Action(Kind.BLOCK, actor=v, card=Vigilance, n=N_WAKE)``)."""
    from .actions import Action, Kind

    if not s.setup.imbued.is_imbued[v]:  # type: ignore[union-attr]
        return
    j = powers(s, m, v, VIGILANCE)
    if j >= 0 and conviction_count(s, m, v) >= 1:
        out.append(Action(Kind.BLOCK, actor=v, card=j, n=N_WAKE))


def after_uses(s: GameState, pend, m: Methuselah, out: list) -> None:
    """The acting imbued, locked after its successful action: Vigilance unlocks it."""
    from .actions import Action, Kind

    a = pend.actor
    if a < 0 or not s.setup.imbued.is_imbued[a] or not s.locked[a] or a not in m.ready:  # type: ignore[union-attr]
        return
    j = powers(s, m, a, VIGILANCE)
    if j >= 0:
        out.append(Action(Kind.USE, actor=a, card=j, n=N_AFTER))


def minion_actions(s: GameState, m: Methuselah, a: int, can_bleed: bool, out: list) -> None:
    """Imbued ``a``'s own actions: Strike with Conviction's bleed at +1 bleed (rules 6.1.1);
    gaining a power it meets the requirements of and does not have (appendix 3)."""
    from .actions import Action, Kind

    it = s.setup.imbued
    if not it.is_imbued[a]:  # type: ignore[union-attr]
        return
    if can_bleed and find(s, m, a, STRIKE_WITH_CONVICTION) >= 0:
        out.append(Action(Kind.BLEED, actor=a, n=BLEED_N))
    if not it.any_power:  # type: ignore[union-attr]
        return
    seen: set[int] = set()
    disc = s.setup.disc_any[a]
    for i in m.hand:
        cid = it.cid[i]  # type: ignore[union-attr]
        if it.cls[i] != POWER or cid not in PLAYED_POWERS or cid in seen:  # type: ignore[union-attr]
            continue
        seen.add(cid)
        if it.need[i] and not it.need[i] & disc:  # type: ignore[union-attr]
            continue
        if _has_power(s, m, a, cid):
            continue  # "an imbued cannot have two copies of the same power"
        out.append(Action(Kind.EQUIP, actor=a, card=i))
    if conviction_count(s, m, a) < 1:
        return
    for j in m.in_play:
        if s.attached[j] == a and it.cls[j] == POWER and it.cid[j] in ACTION_POWERS and not s.locked[j]:  # type: ignore[union-attr]
            for t in _power_targets(s, m, a, it.cid[j]):  # type: ignore[union-attr]
                out.append(Action(Kind.OWN_ACTION, actor=a, target=t, n=POWER_BASE + j))


def _power_targets(s: GameState, m: Methuselah, a: int, cid: int) -> list[int]:
    """Rejuvenate: "add 1 blood to a vampire or 1 life to any other ally, not to exceed starting
    life" (a minion of yours short of it); Inspire: "add a counter to an imbued in your
    uncontrolled region or move the conviction you paid ... to any imbued in play" (yours)."""
    su = s.setup
    it = su.imbued
    if cid == INSPIRE:
        return [t for t in m.uncontrolled if it.is_imbued[t]] + [t for t in m.ready if it.is_imbued[t]]  # type: ignore[union-attr]
    return [t for t in m.ready if t != a and s.blood[t] < _starting(su, t)]


def _starting(su, t: int) -> int:
    """Capacity of a vampire, starting life of an imbued (its cost) or an ally (rules appendix 1)."""
    if su.is_crypt[t]:
        return su.capacity[t]
    e = su.effect[t]
    return e.life if e is not None else 0


def own_choices(s: GameState, m: Methuselah, a: int) -> list:
    """Imbued ``a``'s own action costing N conviction, adding blood to an imbued of the
    uncontrolled region (Travis Miller): one per such imbued, when ``a`` can pay."""
    from .actions import Action, Kind

    it = s.setup.imbued
    if conviction_count(s, m, a) < it.own_conviction[a]:  # type: ignore[union-attr]
        return []
    return [Action(Kind.OWN_ACTION, actor=a, target=t) for t in m.uncontrolled if it.is_imbued[t]]  # type: ignore[union-attr]


def combat_strikes(s: GameState, c, d: int, out: list) -> None:
    """Side ``d``'s imbued in combat with a monster: Strike with Conviction "burn to make a hand
    or weapon strike against a monster at +1 damage" (``n``: 0 the hand, 1 + the weapon)."""
    from . import combat
    from .actions import Action, Kind

    v = c.m[d]
    if not s.setup.imbued.is_imbued[v] or not monster(s, c.m[1 - d]):  # type: ignore[union-attr]
        return
    j = find(s, s.players[c.p[d]], v, STRIKE_WITH_CONVICTION)
    if j < 0:
        return
    out.append(Action(Kind.STRIKE, actor=v, card=j))
    eff = s.setup.effect
    for w in combat._weapons(s, v):
        e = eff[w]
        if e is not None and e.options and (e.options[0].has(Op.STRIKE) or e.options[0].has(Op.STRIKE_STRENGTH)):
            out.append(Action(Kind.STRIKE, actor=v, card=j, n=1 + w))


def strike_of(s: GameState, c, d: int, a) -> tuple:
    """The strike of Strike with Conviction ``a``: the hand or weapon strike, +1 damage."""
    from . import combat

    if a.n == 0:
        st = combat.strike_tuple(s, c, d, None, -1, a.target)
    else:
        w = a.n - 1
        st = combat.strike_tuple(s, c, d, s.setup.effect[w].options[0], w, a.target)  # type: ignore[union-attr]
    return (st[0], st[1] + 1, *st[2:])


# -- application ------------------------------------------------------------------------------


def use(s: GameState, action) -> None:
    """Apply an imbued's use of the conviction or power ``action.card``."""
    pend = s.pending
    v = action.actor
    j = action.card
    su = s.setup
    it = su.imbued
    cid = it.cid[j]  # type: ignore[union-attr]
    m = s.players[su.owner[v]]
    if cid == SECOND_SIGHT:
        pend.played.append((v, cid))
        burn(s, m, j)
        if action.n == N_INTERCEPT:
            pend.intercept += 1  # "+1 intercept for that action"
        else:
            # "monsters get -1 intercept for this action": held as stealth for the action
            # (its blockers are monsters: vampires)
            pend.stealth += 1
    elif cid == DISCERN:
        pend.played.append((v, cid))
        s.locked[j] = 1  # a power's effect is used by locking it (appendix 3)
        pend.intercept += 1
    elif cid == VIGILANCE:
        s.locked[j] = 1
        s.locked[v] = 0  # "unlock this imbued"


def declare_power(s: GameState, m: Methuselah, a: int, pend) -> None:
    """An imbued's [ACTION] power announced: +1 stealth, the power locks, 1 conviction paid
    (rules 6.2.1; imbued appendix 3)."""
    j = pend.option - POWER_BASE
    s.locked[j] = 1
    pay(s, m, a, 1)
    pend.stealth += 1


def resolve_power(s: GameState, pend) -> None:
    """The power's action succeeds (rules 6.2.3): its effect on the chosen target."""
    su = s.setup
    m = s.players[s.current]
    j = pend.option - POWER_BASE
    t = pend.target
    if su.imbued.cid[j] == INSPIRE and t in m.ready:  # type: ignore[union-attr]
        # the conviction paid, from the ash heap to the imbued (the last one burned)
        cls = su.imbued.cls  # type: ignore[union-attr]
        k = next((k for k in reversed(m.ash) if cls[k] == CONVICTION), -1)
        if k >= 0 and len(on_imbued(s, m, t)) < MAX_CONVICTIONS:
            m.ash.remove(k)
            _place(s, m, t, k)
        return
    if t in m.uncontrolled or (t in m.ready and s.blood[t] < _starting(su, t)):
        s.blood[t] += 1  # a counter / 1 blood / 1 life, not beyond the starting life


def power_value(view, a) -> float:
    """What the table policy gives an imbued's power action: the blood or life added."""
    su = view.setup
    t = a.target
    if t in view.uncontrolled:
        return 1.0 if view.blood(t) < su.capacity[t] else 0.0
    if su.imbued.is_imbued[t] and su.imbued.cid[a.n - POWER_BASE] == INSPIRE:
        return 0.6  # the conviction back on an imbued
    return 0.8 if view.blood(t) < _starting(su, t) else 0.0


def wake(s: GameState, pend, m: Methuselah, v: int, j: int, n: int) -> int:
    """Vigilance's reaction: "[1 CONVICTION] only usable by a locked imbued: unlock this imbued";
    Champion's: 2 convictions, the imbued enters combat with the acting monster as if blocking
    (the block cannot fail, the reacting imbued does not lock). The intercept it gives."""
    s.locked[j] = 1
    if n == N_CHAMPION:
        from .rules import BLOCKER_NO_LOCK

        pay(s, m, v, 2)
        pend.flags |= BLOCKER_NO_LOCK
        return CHAMPION_INTERCEPT
    pay(s, m, v, 1)
    s.locked[v] = 0
    return 0


def declare_bleed(s: GameState, m: Methuselah, a: int, pend) -> None:
    """Strike with Conviction burned "to bleed at +1 bleed as a (D) action"."""
    j = find(s, m, a, STRIKE_WITH_CONVICTION)
    if j >= 0:
        burn(s, m, j)
        pend.bleed += 1


def gained_power(s: GameState, pend, card: int) -> None:
    """Appendix 3: the imbued unlocks when its action to gain a power succeeds."""
    it = s.setup.imbued
    if it is not None and it.cls[card] == POWER:
        s.locked[pend.actor] = 0
