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

from .actions import Action, Kind
from .effects import DISCIPLINE_BITS, Mode, Op, Req, Thing, When, discipline_masks
from .ops import (
    BLOCKER_NO_LOCK,
    HOOKS,
    burn_minion,
    burn_pool,
    contest,
    controller_of,
    replace_cards,
    take_equipment,
    to_ready,
    to_torpor,
    weapons_of,
)
from .state import SETUP, CryptAbilities, GameState, Methuselah

M_EQUIPMENT = Mode.EQUIPMENT

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from vtes_tools.models import Card

    from .state import GameSetup, ImbuedColumns

SECOND_SIGHT = 101705
STRIKE_WITH_CONVICTION = 101886
VIGILANCE = 102120
DISCERN = 100551
REJUVENATE = 101592
INSPIRE = 100991
CHAMPION = 100322
REACT_WITH_CONVICTION = 101557
DETERMINE = 100534
#: React with Conviction: "... that requires Chimerstry, Dementation, Dominate, Presence, or Serpentis"
REACT_MASK = sum(1 << DISCIPLINE_BITS[d] for d in ("chi", "dem", "dom", "pre", "ser"))
ANGEL_OF_BERLIN = 100067
CHURCH = 100348  # The Church of Vindicated Faith

#: cards whose every effect the rules apply (rules.executes)
EXECUTED = frozenset({
    SECOND_SIGHT, STRIKE_WITH_CONVICTION, REACT_WITH_CONVICTION, DETERMINE, VIGILANCE, DISCERN, REJUVENATE, INSPIRE, CHAMPION, ANGEL_OF_BERLIN, CHURCH,
})

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
#: ``Action(Kind.BLOCK, actor, card=Angel of Berlin, n=N_ANGEL)``: played out of turn to unlock
N_ANGEL = 3
#: ``GameState.used`` mark of Paul Moreton's use this turn
PAUL_USED = -1010
#: master cards requiring an imbued the table plays (:attr:`ImbuedTables.master`)
MASTERS = frozenset({ANGEL_OF_BERLIN, CHURCH})

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

    __slots__ = (
        "any_determine", "any_power", "any_rescue", "bits", "cid", "cls", "is_imbued", "master", "need",
        "own_conviction", "rescue",
    )

    def __init__(self, cards: tuple[Card, ...], abil: Sequence[CryptAbilities]) -> None:
        self.is_imbued = bytes(1 if CardType.IMBUED in c.types else 0 for c in cards)
        self.cls = bytes(
            CONVICTION if CardType.CONVICTION in c.types else POWER if CardType.POWER in c.types else 0
            for c in cards
        )
        self.need = tuple(discipline_masks(c.disciplines)[0] if CardType.POWER in c.types else 0 for c in cards)
        self.cid = tuple(c.id for c in cards)
        #: Angel of Berlin, The Church of Vindicated Faith
        self.master = bytes(1 if c.id in MASTERS else 0 for c in cards)
        self.any_determine = any(c.id == DETERMINE for c in cards)
        self.any_power = any(self.cls[k] == POWER and c.id in PLAYED_POWERS for k, c in enumerate(cards))
        #: an imbued's own action costs N conviction (Travis Miller: blood to an uncontrolled imbued)
        self.own_conviction = tuple(a.own_conviction for a in abil)
        #: "any incapacitated imbued may move to the ready region ... by burning N conviction" (Jennie Orne)
        self.rescue = tuple(a.imbued_rescue for a in abil)
        self.any_rescue = any(self.rescue)
        #: :data:`CRYPT_BITS` of each imbued's text
        self.bits = tuple(a.imbued_bits for a in abil)

    def moved(self, move: Callable[[Sequence], tuple]) -> ImbuedTables:
        """These tables for the same cards renumbered (``GameSetup.reseated``): ``move`` gives a
        column's values in the new card order."""
        new = ImbuedTables.__new__(ImbuedTables)
        for name in ImbuedTables.__slots__:
            col = getattr(self, name)
            if isinstance(col, bytes):
                col = bytes(move(col))
            elif isinstance(col, tuple):
                col = tuple(move(col))
            setattr(new, name, col)
        return new

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ImbuedTables) and all(
            getattr(self, k) == getattr(other, k) for k in ImbuedTables.__slots__)

    __hash__ = None  # type: ignore[assignment]


#: imbued crypt texts (``CryptAbilities.imbued_bits``), by the primitives the registry reads
BEATRICE, INEZ, XIAN, PAUL, ERICK, LIZ = 1, 2, 4, 8, 16, 32
CRYPT_BITS = {
    # "during your influence phase, you may move a counter from your pool to an imbued in your
    # uncontrolled region"
    (Op.WHEN, Op.BURN_POOL, Op.ADD_UNCONTROLLED, Op.REQUIRES): PAUL,
    # "if Erick successfully enters combat with a monster as an action, he may gain a conviction
    # from your hand or ash heap (before combat begins)"; "Liz doesn't gain a conviction as
    # normal when entering play"
    (Op.WHEN, Op.CONVICTION): ERICK,
    # "during your unlock phase, another ready imbued you control takes 1 unpreventable damage"
    (Op.WHEN, Op.DAMAGE, Op.REQUIRES): BEATRICE,
    # "when Inez enters play, you may search your library (shuffle afterward) or hand for a power
    # that requires innocence and put it on her"
    (Op.WHEN, Op.SEARCH, Op.ON_ACTOR): INEZ,
    # "if Xian successfully blocks a monster and is still ready at the end of the action, he may
    # gain a conviction from your hand or ash heap"
    (Op.WHEN, Op.WHEN, Op.CONVICTION): XIAN,
}


def crypt_bit(prims) -> int:
    """The :data:`CRYPT_BITS` bit of an imbued crypt card's option read by the registry, or 0."""
    bit = CRYPT_BITS.get(tuple(p.op for p in prims), 0)
    if bit == BEATRICE and (prims[0].n != When.UNLOCK_PHASE or prims[1][1:3] != (1, 1) or prims[2].arg != Req.IMBUED):
        return 0
    if bit == INEZ and (prims[0].n != When.ENTERS_PLAY or prims[1].arg != Thing.DISCIPLINE_CARD):
        return 0
    if bit == XIAN and (prims[0].n, prims[1].n, prims[2].n) != (When.BLOCKING, When.AFTER_ACTION, -1):
        return 0
    if bit == ERICK:
        return ERICK if (prims[0].n, prims[1].n) == (When.IN_COMBAT_WITH, -1) else LIZ if (
            prims[0].n, prims[1].n) == (When.ENTERS_PLAY, 0) else 0
    if bit == PAUL and (prims[0].n != When.INFLUENCE_PHASE or prims[1].n != 1 or prims[2].n != 1
                        or prims[3].arg != Req.IMBUED):
        return 0
    return bit


def tables(cards: tuple[Card, ...], abil: Sequence[CryptAbilities]) -> ImbuedTables | None:
    """The tables of a table whose decks hold an imbued (``abil``: each card's abilities read by
    :func:`~.state.read_crypt`), else None."""
    if not any(CardType.IMBUED in c.types for c in cards):
        return None
    return ImbuedTables(cards, abil)


SETUP.imbued_crypt_bit = crypt_bit
SETUP.imbued_tables = tables


def at_table(su: GameSetup) -> ImbuedColumns:
    """``su.imbued``, read where an imbued is at the table: the rules call this module's hooks
    only when ``GameSetup.imbued`` is not None."""
    it = su.imbued
    assert it is not None, "the imbued's tables read at a table without an imbued"
    return it


def monster(s: GameState, v: int) -> bool:
    """Appendix 4: a monster is a vampire (or a non-mortal, non-animal ally: not told apart)."""
    it = s.setup.imbued
    return bool(s.setup.is_vampire[v]) and not (it is not None and it.is_imbued[v])


def on_imbued(s: GameState, m: Methuselah, v: int) -> list[int]:
    """The conviction cards on imbued ``v``."""
    cls = at_table(s.setup).cls
    att = s.attached
    return [j for j in m.in_play if att[j] == v and cls[j] == CONVICTION]


def powers(s: GameState, m: Methuselah, v: int, cid: int) -> int:
    """The unlocked power ``cid`` on imbued ``v``, or -1."""
    it = at_table(s.setup)
    att = s.attached
    for j in m.in_play:
        if att[j] == v and it.cid[j] == cid and it.cls[j] == POWER and not s.locked[j]:
            return j
    return -1


def find(s: GameState, m: Methuselah, v: int, cid: int) -> int:
    """A conviction card ``cid`` imbued ``v`` can burn: on it, else in the hand; or -1."""
    it = at_table(s.setup)
    att = s.attached
    for j in m.in_play:
        if att[j] == v and it.cid[j] == cid:
            return j
    for j in m.hand:
        if it.cid[j] == cid and it.cls[j] == CONVICTION:
            return j
    return -1


def conviction_count(s: GameState, m: Methuselah, v: int) -> int:
    """Convictions imbued ``v`` can spend: those on it and those in the hand (appendix 2)."""
    cls = at_table(s.setup).cls
    return len(on_imbued(s, m, v)) + sum(1 for j in m.hand if cls[j] == CONVICTION)


def burn(s: GameState, m: Methuselah, j: int) -> None:
    """Burn conviction card ``j``: from the hand (replaced, as a card played: rules 1.6.1.2) or
    from the imbued it is on."""
    if j in m.hand:
        m.hand.remove(j)
        m.ash.append(j)
        replace_cards(s, m)
        return
    m.in_play.remove(j)
    s.attached[j] = -1
    m.ash.append(j)


def pay(s: GameState, m: Methuselah, v: int, n: int) -> None:
    """Pay ``[n CONVICTION]`` for imbued ``v``: the convictions on it first, then the hand's
    (the caller checked :func:`conviction_count`)."""
    cls = at_table(s.setup).cls
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
    it = at_table(s.setup)
    if it is None or not it.is_imbued[v]:
        return
    if it.bits[v] & INEZ:
        _inez(s, m, v)
    if on_imbued(s, m, v) or it.bits[v] & LIZ:
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
            m.hand.remove(j)
            _place(s, m, v, j)
            replace_cards(s, m)
            return


def _inez(s: GameState, m: Methuselah, v: int) -> None:
    """Inez Villagrande entering play: a power requiring Innocence from the library (shuffled)
    or the hand, put on her (one the table plays first)."""
    it = at_table(s.setup)
    bit = 1 << DISCIPLINE_BITS["inn"]
    fits = [j for j in (*m.library, *m.hand) if it.cls[j] == POWER and it.need[j] & bit]
    if not fits:
        return
    j = max(fits, key=lambda j: (it.cid[j] in PLAYED_POWERS, j in m.library))
    if j in m.library:
        m.library.remove(j)
        s.rng.shuffle(m.library)
    else:
        m.hand.remove(j)
        replace_cards(s, m)
    m.in_play.append(j)
    s.attached[j] = v
    s.locked[j] = 0


def damage(s: GameState, v: int, n: int) -> None:
    """Imbued ``v`` loses ``n`` life; with none it is incapacitated (controlled but not ready:
    the torpor region) with its cards (appendix 1, 5)."""
    s.blood[v] = max(0, s.blood[v] - n)
    if s.blood[v] == 0:
        to_torpor(s, v)


def _gain_conviction(s: GameState, m: Methuselah, v: int) -> None:
    """Imbued ``v`` gains a conviction from the ash heap, else the hand (replaced), 5 at most."""
    if len(on_imbued(s, m, v)) >= MAX_CONVICTIONS:
        return
    _conviction_from(s, m, v, hand_first=False)


def _conviction_from(s: GameState, m: Methuselah, v: int, hand_first: bool) -> None:
    """A conviction card goes on imbued ``v`` from the hand (replaced) or the ash heap, the one
    named first tried first."""
    cls = at_table(s.setup).cls
    for zone in (m.hand, m.ash) if hand_first else (m.ash, m.hand):
        j = next((j for j in zone if cls[j] == CONVICTION), -1)
        if j >= 0:
            zone.remove(j)
            _place(s, m, v, j)
            if zone is m.hand:
                replace_cards(s, m)
            return


def entered_combat(s: GameState, a: int, t: int) -> None:
    """Erick Franco's action to enter combat with a monster succeeded: a conviction, before
    combat begins."""
    if at_table(s.setup).bits[a] & ERICK and monster(s, t):
        _gain_conviction(s, s.players[s.current], a)


def influence_actions(s: GameState, m: Methuselah, out: list) -> None:
    """Paul Moreton, ready: once in the influence phase, a counter from the pool to an imbued
    of the uncontrolled region (``Action(Kind.USE, actor=Paul, card=Paul, target)``)."""
    it = at_table(s.setup)
    if m.pool < 1:
        return
    for v in m.ready:
        if it.bits[v] & PAUL and (v, PAUL_USED) not in s.used:
            for t in m.uncontrolled:
                if it.is_imbued[t] and s.blood[t] < s.setup.capacity[t]:
                    out.append(Action(Kind.USE, actor=v, card=v, target=t))
            return


def influence_choice(view, legal, target: int, margin: int):
    """The table policy's use of Paul Moreton: like a transfer of 1, free of the transfers (to
    the imbued nearest to coming in), while the pool keeps its margin."""
    su = view.setup
    if view.pool() - 1 < margin:
        return None
    uses = [a for a in legal if a.kind == Kind.USE and su.imbued.bits[a.card] & PAUL]
    if not uses:
        return None
    return next((a for a in uses if a.target == target), None) or min(
        uses, key=lambda a: su.capacity[a.target] - view.blood(a.target))


def burn_incapacitated(s: GameState, a: int, victim: int) -> None:
    """Appendix 5: "any minion can burn an incapacitated imbued and take its equipment as a (D)
    action. If that action succeeds, each ready imbued can burn a conviction to inflict 1
    unpreventable damage on the acting minion" (the diablerie action's place: no blood, no
    blood hunt; the victim's Methuselah's ready imbued all do)."""
    su = s.setup
    it = at_table(su)
    owner = controller_of(s, victim)
    take_equipment(s, a, victim)
    burn_minion(s, victim)
    if owner < 0:
        return
    m = s.players[owner]
    for v in list(m.ready):
        if it.is_imbued[v] and conviction_count(s, m, v) >= 1 and controller_of(s, a) >= 0:
            pay(s, m, v, 1)
            HOOKS.combat_damage(s, a, 1)


def end_action(s: GameState, pend) -> None:
    """Xian Quan blocked a monster and is still ready at the end of the action: a conviction
    from the hand or the ash heap onto him (5 at most)."""
    b = pend.blocker
    it = at_table(s.setup)
    if b < 0 or not it.bits[b] & XIAN or not monster(s, pend.actor):
        return
    m = s.players[s.setup.owner[b]]
    if b in m.ready:
        _gain_conviction(s, m, b)


def unlock_phase(s: GameState, m: Methuselah) -> None:
    """The imbued's unlock phase: Rejuvenate's life; one conviction played on each ready imbued
    with fewer than 5, from the hand (replaced) or else the ash heap (appendix 2); an
    incapacitated imbued burns 3 convictions to return with 1 life (appendix 5)."""
    su = s.setup
    it = at_table(su)
    if it is None:
        return
    for v in list(m.ready):
        if not it.is_imbued[v]:
            continue
        if it.bits[v] & BEATRICE and v in m.ready:
            # Béatrice: another ready imbued you control (the one with most life) takes 1 damage
            others = [w for w in m.ready if w != v and it.is_imbued[w]]
            if others:
                damage(s, max(others, key=lambda w: s.blood[w]), 1)
        if v not in m.ready:
            continue
        if it.any_power and s.blood[v] < su.capacity[v] and _has_power(s, m, v, REJUVENATE):
            s.blood[v] += 1  # Rejuvenate: "gains 1 life" (not beyond its starting life)
        if len(on_imbued(s, m, v)) >= MAX_CONVICTIONS:
            continue
        _conviction_from(s, m, v, hand_first=True)
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
    pay(s, m, v, price)
    to_ready(s, v)
    s.blood[v] = min(s.setup.capacity[v], s.blood[v] + 1)


def _has_power(s: GameState, m: Methuselah, v: int, cid: int) -> bool:
    it = at_table(s.setup)
    att = s.attached
    return any(att[j] == v and it.cid[j] == cid and it.cls[j] == POWER for j in m.in_play)


# -- listings (legal actions) -----------------------------------------------------------------


def intercept_uses(s: GameState, pend, m: Methuselah, v: int, out: list) -> None:
    """Blocker ``v``, an imbued, while a monster acts: burn Second Sight for +1 intercept (only
    one each action), lock Discern for +1 intercept."""
    if not at_table(s.setup).is_imbued[v] or not monster(s, pend.actor):
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
    b = pend.blocker
    if b < 0 or not at_table(s.setup).is_imbued[a] or not monster(s, b) or (a, SECOND_SIGHT) in pend.played:
        return
    j = find(s, m, a, SECOND_SIGHT)
    if j >= 0:
        out.append(Action(Kind.USE, actor=a, card=j, n=N_MINUS_INTERCEPT))


def champion_uses(s: GameState, pend, m: Methuselah, out: list) -> None:
    """Champion: "[REACTION] [2 CONVICTION] only usable when a monster controlled by another
    Methuselah is taking an action directed at you or an imbued ... The action fails and the
    acting monster enters combat with this imbued instead" (a ready unlocked imbued of the
    Methuselah the action is directed at, rules 1.6.3.6)."""
    a = pend.actor
    if not pend.directed or a < 0 or s.current == m.index or not monster(s, a):
        return
    it = at_table(s.setup)
    for v in m.ready:
        if it.is_imbued[v] and not s.locked[v] and v not in pend.tried:
            j = powers(s, m, v, CHAMPION)
            if j >= 0 and conviction_count(s, m, v) >= 2:
                out.append(Action(Kind.BLOCK, actor=v, card=j, n=N_CHAMPION))


def wake_uses(s: GameState, m: Methuselah, v: int, out: list) -> None:
    """Locked imbued ``v`` with Vigilance and a conviction: it unlocks to attempt the block
    (``Action(Kind.BLOCK, actor=v, card=Vigilance, n=N_WAKE)``); Angel of Berlin in the hand,
    played out of turn (rules 1.6.2.4: on account of the next master phase) to unlock it."""
    it = at_table(s.setup)
    if not it.is_imbued[v]:
        return
    j = powers(s, m, v, VIGILANCE)
    if j >= 0 and conviction_count(s, m, v) >= 1:
        out.append(Action(Kind.BLOCK, actor=v, card=j, n=N_WAKE))
    if not m.oot_debt and s.current != m.index:
        j = next((i for i in m.hand if it.cid[i] == ANGEL_OF_BERLIN), -1)
        if j >= 0:
            out.append(Action(Kind.BLOCK, actor=v, card=j, n=N_ANGEL))


def after_uses(s: GameState, pend, m: Methuselah, out: list) -> None:
    """The acting imbued, locked after its successful action: Vigilance unlocks it."""
    a = pend.actor
    if a < 0 or not at_table(s.setup).is_imbued[a] or not s.locked[a] or a not in m.ready:
        return
    j = powers(s, m, a, VIGILANCE)
    if j >= 0:
        out.append(Action(Kind.USE, actor=a, card=j, n=N_AFTER))


def minion_actions(s: GameState, m: Methuselah, a: int, can_bleed: bool, out: list) -> None:
    """Imbued ``a``'s own actions: Strike with Conviction's bleed at +1 bleed (rules 6.1.1);
    gaining a power it meets the requirements of and does not have (appendix 3)."""
    it = at_table(s.setup)
    if not it.is_imbued[a]:
        return
    if can_bleed and find(s, m, a, STRIKE_WITH_CONVICTION) >= 0:
        out.append(Action(Kind.BLEED, actor=a, n=BLEED_N))
    if not it.any_power:
        return
    seen: set[int] = set()
    disc = s.setup.disc_any[a]
    for i in m.hand:
        cid = it.cid[i]
        if it.cls[i] != POWER or cid not in PLAYED_POWERS or cid in seen:
            continue
        seen.add(cid)
        if it.need[i] and not it.need[i] & disc:
            continue
        if _has_power(s, m, a, cid):
            continue  # "an imbued cannot have two copies of the same power"
        out.append(Action(Kind.EQUIP, actor=a, card=i))
    if conviction_count(s, m, a) < 1:
        return
    for j in m.in_play:
        if s.attached[j] == a and it.cls[j] == POWER and it.cid[j] in ACTION_POWERS and not s.locked[j]:
            for t in _power_targets(s, m, a, it.cid[j]):
                out.append(Action(Kind.OWN_ACTION, actor=a, target=t, n=POWER_BASE + j))


def _power_targets(s: GameState, m: Methuselah, a: int, cid: int) -> list[int]:
    """Rejuvenate: "add 1 blood to a vampire or 1 life to any other ally, not to exceed starting
    life" (a minion of yours short of it); Inspire: "add a counter to an imbued in your
    uncontrolled region or move the conviction you paid ... to any imbued in play" (yours)."""
    su = s.setup
    it = at_table(su)
    if cid == INSPIRE:
        return [t for t in m.uncontrolled if it.is_imbued[t]] + [t for t in m.ready if it.is_imbued[t]]
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
    it = at_table(s.setup)
    if conviction_count(s, m, a) < it.own_conviction[a]:
        return []
    return [Action(Kind.OWN_ACTION, actor=a, target=t) for t in m.uncontrolled if it.is_imbued[t]]


def combat_strikes(s: GameState, c, d: int, out: list) -> None:
    """Side ``d``'s imbued in combat with a monster: Strike with Conviction "burn to make a hand
    or weapon strike against a monster at +1 damage" (``n``: 0 the hand, 1 + the weapon)."""
    v = c.m[d]
    if not at_table(s.setup).is_imbued[v] or not monster(s, c.m[1 - d]):
        return
    j = find(s, s.players[c.p[d]], v, STRIKE_WITH_CONVICTION)
    if j < 0:
        return
    out.append(Action(Kind.STRIKE, actor=v, card=j))
    eff = s.setup.effect
    for w in weapons_of(s, v):
        e = eff[w]
        if e is not None and e.options and (e.options[0].has(Op.STRIKE) or e.options[0].has(Op.STRIKE_STRENGTH)):
            out.append(Action(Kind.STRIKE, actor=v, card=j, n=1 + w))


def strike_of(s: GameState, c, d: int, a) -> tuple:
    """The strike of Strike with Conviction ``a``: the hand or weapon strike, +1 damage."""
    if a.n == 0:
        st = HOOKS.combat_strike_tuple(s, c, d, None, -1, a.target)
    else:
        w = a.n - 1
        st = HOOKS.combat_strike_tuple(s, c, d, s.setup.effect[w].options[0], w, a.target)
    return (st[0], st[1] + 1, *st[2:])


# -- application ------------------------------------------------------------------------------


def use(s: GameState, action) -> None:
    """Apply an imbued's use of the conviction or power ``action.card`` (Paul Moreton's own
    text: ``card`` is he)."""
    pend = s.pending
    v = action.actor
    j = action.card
    su = s.setup
    it = at_table(su)
    if j == v:
        m = s.players[s.current]
        s.used.add((v, PAUL_USED))
        t = action.target
        s.blood[t] = min(su.capacity[t], s.blood[t] + 1)  # no more than its life (rules 7)
        burn_pool(s, m.index, 1)  # "move a counter from your pool" (rules 7: like a transfer)
        return
    cid = it.cid[j]
    m = s.players[su.owner[v]]
    if cid == SECOND_SIGHT:
        assert pend is not None  # (played during an action)
        pend.played.append((v, cid))
        burn(s, m, j)
        if action.n == N_INTERCEPT:
            pend.intercept += 1  # "+1 intercept for that action"
        else:
            # "monsters get -1 intercept for this action": held as stealth for the action
            # (its blockers are monsters: vampires)
            pend.stealth += 1
    elif cid == DISCERN:
        assert pend is not None
        pend.played.append((v, cid))
        s.locked[j] = 1  # a power's effect is used by locking it (appendix 3)
        pend.intercept += 1
    elif cid == VIGILANCE:
        s.locked[j] = 1
        s.locked[v] = 0  # "unlock this imbued"


def _play_master(s: GameState, m: Methuselah, i: int) -> None:
    """A master card from the hand to the ash heap, replaced (rules 1.6.1.2)."""
    m.hand.remove(i)
    m.ash.append(i)
    replace_cards(s, m)


def master_card_actions(s: GameState, m: Methuselah, i: int, out: list) -> None:
    """Master phase (rules 5) uses of the master cards requiring a ready imbued: Angel of
    Berlin "unlock an imbued, or equip a ready imbued you control with an equipment from your
    hand (requirements must be met; pay cost as normal)" (``n``: 0, or 1 + the equipment);
    The Church of Vindicated Faith, a unique location put in play."""
    su = s.setup
    it = at_table(su)
    mine = [v for v in m.ready if it.is_imbued[v]]
    if not mine:
        return  # "requires a ready imbued" (rules 1.6.1.3)
    if it.cid[i] == CHURCH:
        if not any(it.cid[j] == CHURCH for j in m.in_play):
            out.append(Action(Kind.PLAY_MASTER, card=i))  # unique: one in play
        return
    for q in s.players:
        if not q.ousted:
            out.extend(Action(Kind.PLAY_MASTER, card=i, target=v) for v in q.ready if it.is_imbued[v] and s.locked[v])
    seen: set[int] = set()
    for w in m.hand:
        e = su.effect[w]
        if su.mode[w] != M_EQUIPMENT or not su.modeled[w] or e is None or su.card_id[w] in seen:
            continue
        seen.add(su.card_id[w])
        # an imbued has life, not blood: only equipment costing pool, without requirements
        if e.blood_cost or e.pool_cost > m.pool or e.clans or e.options[0].need_any or e.options[0].need_sup:
            continue
        out.extend(Action(Kind.PLAY_MASTER, card=i, target=v, n=1 + w) for v in mine)


def resolve_master(s: GameState, m: Methuselah, i: int, action) -> None:
    """Angel of Berlin's effect (the card already left the hand): unlock the imbued, or equip it
    with the equipment, paying its pool cost (rules 6.1.3)."""
    su = s.setup
    m.ash.append(i)
    v = action.target
    if action.n == 0:
        s.locked[v] = 0
        return
    w = action.n - 1
    if w not in m.hand or v not in m.ready:
        return
    m.hand.remove(w)
    replace_cards(s, m)
    m.in_play.append(w)
    s.attached[w] = v
    cost = su.effect[w].pool_cost
    if cost:
        burn_pool(s, m.index, cost)
    if su.is_unique[w] and contest(s, m.index, w):
        m.in_play.remove(w)


def church(s: GameState, pend) -> None:
    """The Church of Vindicated Faith: "when an imbued successfully performs an action, lock this
    card to move 1 blood from the blood bank to an imbued in your uncontrolled region" (the one
    nearest to its cost)."""
    su = s.setup
    it = at_table(su)
    a = pend.actor
    if a < 0 or not it.is_imbued[a]:
        return
    m = s.players[s.current]
    j = next((j for j in m.in_play if it.cid[j] == CHURCH and not s.locked[j]), -1)
    if j < 0:
        return
    room = [(su.capacity[t] - s.blood[t], t) for t in m.uncontrolled if it.is_imbued[t]]
    if not room or max(room)[0] <= 0:
        return
    s.locked[j] = 1
    s.blood[max(room)[1]] += 1  # the uncontrolled imbued with the most room for it


def master_value(view, a) -> float:
    """What the table policy gives these master cards: an imbued unlocked, an equipment on one,
    the Church in play."""
    su = view.setup
    if su.imbued.cid[a.card] == CHURCH:
        return 1.5 if any(su.imbued.is_imbued[t] for t in view.uncontrolled) else 0.6
    if a.n == 0:
        return 0.8 if view.controller(a.target) == view.me else 0.0
    e = su.effect[a.n - 1]
    return 1.2 + 0.5 * e.options[0].amount(Op.STRIKE) + 0.5 * e.options[0].amount(Op.INTERCEPT)


def react_to_action(s: GameState, pend) -> bool:
    """React with Conviction: "burn this card to cancel an action directed at this imbued that
    requires [chi], [dem], [dom], [pre] or [ser] ... as it is announced. No cost is paid": a
    ready unlocked imbued (rules 1.6.3.6) with the card on it or in its controller's hand uses it
    at once. The action card goes to the ash heap; True when cancelled."""
    su = s.setup
    t = pend.target
    if not at_table(su).is_imbued[t] or s.locked[t]:
        return False
    e = su.effect[pend.card]
    opt = e.options[pend.option] if e is not None and 0 <= pend.option < len(e.options) else None
    if opt is None or not (opt.need_any | opt.need_sup) & REACT_MASK:
        return False
    q = s.players[pend.target_p]
    if t not in q.ready:
        return False
    j = find(s, q, t, REACT_WITH_CONVICTION)
    if j < 0:
        return False
    burn(s, q, j)
    cm = s.players[s.current]
    if pend.card in cm.in_play:
        cm.in_play.remove(pend.card)
        cm.ash.append(pend.card)  # cancelled, its cost not paid
    pend.succeeded = False
    return True


def react_to_strike(s: GameState, c, d: int, action) -> bool:
    """React with Conviction: "... or a strike card that requires any of those Disciplines
    played by a minion opposing this imbued as it is announced": the strike card is burned
    without effect (its cost not paid) and its minion chooses its strike again. True when
    cancelled."""
    su = s.setup
    o = c.m[1 - d]
    i = action.card
    it = at_table(su)
    if not it.is_imbued[o] or it.cls[i] or su.mode[i] == M_EQUIPMENT or i == c.m[d]:
        return False
    e = su.effect[i]
    opt = e.options[action.n] if e is not None and 0 <= action.n < len(e.options) else None
    if opt is None or not (opt.need_any | opt.need_sup) & REACT_MASK:
        return False
    q = s.players[c.p[1 - d]]
    j = find(s, q, o, REACT_WITH_CONVICTION)
    if j < 0:
        return False
    burn(s, q, j)
    m = s.players[c.p[d]]
    if i in m.hand:
        m.hand.remove(i)
        m.ash.append(i)
        replace_cards(s, m)
    return True


def _determiner(s: GameState, m: Methuselah) -> int:
    """A ready unlocked imbued of ``m`` with Vision, to play Determine (rules 1.6.3.6), or -1."""
    su = s.setup
    it = at_table(su)
    bit = 1 << DISCIPLINE_BITS["viz"]
    for v in m.ready:
        if it.is_imbued[v] and not s.locked[v] and su.disc_any[v] & bit:
            return v
    return -1


def add_determiners(s: GameState, pend, order: list[int]) -> list[int]:
    """Determine: "play when a monster controlled by your predator or prey plays an action card":
    the prey and the predator holding it, with an imbued to play it, may cancel."""
    if not monster(s, pend.actor):
        return order
    it = at_table(s.setup)
    cur = s.current
    out = list(order)
    for q in s.alive():
        if q in out or q == cur or cur not in (s.prey(q), s.predator(q)) or s.players[q].passive:
            continue
        m = s.players[q]
        if any(it.cid[i] == DETERMINE for i in m.hand) and _determiner(s, m) >= 0:
            out.append(q)
    return out


def determine_actions(s: GameState, pend, q: int) -> list:
    """Determine in ``q``'s hand, against the action card being played (its second use)."""
    m = s.players[q]
    it = at_table(s.setup)
    cur = s.current
    if not monster(s, pend.actor) or cur not in (s.prey(q), s.predator(q)):
        return []
    i = next((i for i in m.hand if it.cid[i] == DETERMINE), -1)
    v = _determiner(s, m) if i >= 0 else -1
    return [Action(Kind.CANCEL, actor=v, card=i)] if v >= 0 else []


def determine(s: GameState, pend, m: Methuselah, action) -> None:
    """Determine: "lock this reacting imbued and cancel that action card as it is played (no
    cost is paid, and the monster doesn't lock). That monster cannot play the same action card
    again this turn" (the card stays used this turn)."""
    i = action.card
    m.hand.remove(i)
    m.ash.append(i)
    replace_cards(s, m)
    s.locked[action.actor] = 1
    cm = s.players[s.current]
    card = pend.card
    if card in cm.in_play:
        cm.in_play.remove(card)
    cm.ash.append(card)
    s.locked[pend.actor] = 0


def determine_redirects(s: GameState, pend, m: Methuselah, out: list) -> None:
    """Determine: "play when a monster controlled by your predator is bleeding you, after blocks
    are declined. Lock this reacting imbued. The monster is now bleeding your predator's
    predator" (the generic redirection leaves imbued out)."""
    q = m.index
    if s.current != s.predator(q) or not monster(s, pend.actor):
        return
    it = at_table(s.setup)
    i = next((i for i in m.hand if it.cid[i] == DETERMINE), -1)
    r = s.predator(s.current)
    if i < 0 or r == q or r == s.current:
        return
    v = _determiner(s, m)
    if v >= 0 and (v, DETERMINE) not in pend.played:
        out.append(Action(Kind.REACTION, actor=v, card=i, target=r, n=0))


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
    it = at_table(su)
    if it.cid[j] == INSPIRE and t in m.ready:
        # the conviction paid, from the ash heap to the imbued (the last one burned)
        cls = it.cls
        k = next((k for k in reversed(m.ash) if cls[k] == CONVICTION), -1)
        if k >= 0 and len(on_imbued(s, m, t)) < MAX_CONVICTIONS:
            m.ash.remove(k)
            _place(s, m, t, k)
        return
    if (t in m.uncontrolled and s.blood[t] < su.capacity[t]) or (t in m.ready and s.blood[t] < _starting(su, t)):
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
    if n == N_ANGEL:
        _play_master(s, m, j)
        m.oot_debt = 1  # rules 1.6.2.4: played out of turn, on account of the next master phase
        s.locked[v] = 0  # "unlock an imbued"
        return 0
    s.locked[j] = 1
    if n == N_CHAMPION:
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
    it = at_table(s.setup)
    if it is not None and it.cls[card] == POWER:
        s.locked[pend.actor] = 0


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import HOME_READERS, CryptEffect, Effect, add_home  # noqa: E402

add_home("imbued", EXECUTED, MASTERS, PLAYED_POWERS)


def home(card: Card, eff: Effect | CryptEffect) -> str:
    """"imbued" for an imbued crypt card (the table's :class:`ImbuedTables` play it), else ""."""
    return "imbued" if card.is_crypt and CardType.IMBUED in card.types else ""


HOME_READERS["imbued"] = home
