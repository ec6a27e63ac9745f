"""Action cards put on another Methuselah's vampire to take control of it until the end of the
turn (rules 6.1.6, "take control": the vampire is controlled by its new controller, then goes
back), by VEKN id and the levels (``Option.level``) that do it.

* ``NEXT_MINION_PHASE`` (Puppet Master [DOM]): "(D) put this card on a younger vampire and lock
  them; you still control this card. The attached vampire does not unlock as normal. During
  your next minion phase, burn this card to unlock the attached vampire and take control of
  them until the end of your turn" (done as that minion phase begins);
* ``COUNTERS`` (Temptation): "(D) put this card on a ready vampire; you still control this
  card. During your master phase, you can add 1 counter to this card (done as the phase
  begins). During your minion phase, if the number of counters on this card equals or exceeds
  the amount of blood on the attached vampire, you can burn the counters to unlock and take
  control of them until the end of the turn" (``Kind.USE``, ``card`` this card, ``target`` the
  vampire); [SER] it comes into play with 1 counter (``Spec.counters`` by level);
* ``ONE_ACTION`` (Spirit Marionette [OBE]): "(D) take control of a ready unlocked minion until
  the end of the next action. That minion must bleed your prey unless they must hunt": the next
  action is that minion's bleed (or hunt), then it goes back.

The card's counters are kept as its ``GameState.blood``; a vampire taken is marked in
``GameState.used`` (vampire, BORROWED - its controller) and goes back at the end of the turn
(a minion taken for one action: (minion, PUPPET - its controller), back when its action ends).
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import Action, Kind
from .effects import Effect, Option
from .ops import NO_BLEED, burn_card, burn_minion, controller_of, directed_ok
from .state import SETUP, GameState, Methuselah

NEXT_MINION_PHASE, COUNTERS, ONE_ACTION = 1, 2, 3
#: ``GameState.used`` mark (vampire, BORROWED - p): taken from Methuselah p until the end of the turn
BORROWED = -300
#: ``GameState.used`` mark (minion, PUPPET - p): taken from Methuselah p until the end of its action
PUPPET = -320


class Spec(NamedTuple):
    kind: int
    levels: frozenset[int]  # the option levels putting the card on a vampire
    younger: bool = False  # the target is younger than the acting vampire
    counters: tuple[int, ...] = ()  # counters it comes into play with, by level (index level - 1)


SPECS: dict[int, Spec] = {
    101215: Spec(NEXT_MINION_PHASE, frozenset({2}), younger=True),  # Puppet Master
    101954: Spec(COUNTERS, frozenset({1, 2}), counters=(0, 1)),  # Temptation
    101848: Spec(ONE_ACTION, frozenset({2})),  # Spirit Marionette [OBE]
}


def table(card_ids) -> bytes:
    """``GameSetup.borrow``: the kind of each card instance (0: none)."""
    return bytes(SPECS[c].kind if c in SPECS else 0 for c in card_ids)


SETUP.borrow_table = table


def is_option(e: Effect, opt: Option) -> bool:
    """This option of card ``e`` puts it on a vampire (the others are plain: Puppet Master's bleed)."""
    sp = SPECS.get(e.card_id)
    return sp is not None and opt.level in sp.levels


def known(e: Effect, option_known) -> bool:
    """The rules play every option: the ones putting the card on a vampire here, the others as
    the rules read them (``option_known``)."""
    return e.card_id in SPECS and all(is_option(e, o) or option_known(o) for o in e.options if o.prims)


def targets(s: GameState, m: Methuselah, a: int, i: int) -> list[int]:
    """Ready vampires of the other Methuselahs card ``i`` can go on (younger than the acting
    vampire ``a`` for Puppet Master; none already carrying such a card of ``m``'s)."""
    su = s.setup
    sp = SPECS[su.card_id[i]]
    younger = sp.younger
    out = []
    for q in s.players:
        if q is m or q.ousted or q.passive:
            continue
        for v in q.ready:
            if sp.kind == ONE_ACTION:
                if not s.locked[v]:
                    out.append(v)  # "a ready unlocked minion"
            elif su.is_vampire[v] and not (younger and su.capacity[v] >= su.capacity[a]) and not any(
                    su.borrow[j] and s.attached[j] == v for j in m.in_play):
                out.append(v)
    return out


def resolve(s: GameState, m: Methuselah, card: int, opt: Option, v: int) -> None:
    """The action succeeded: the card goes on vampire ``v`` (still ``m``'s card); Puppet Master
    locks it, Temptation comes with its counters."""
    p = _controller(s, v)
    if p < 0 or p == s.current or v not in s.players[p].ready:
        return  # the vampire is gone: the card stays in the ash heap
    sp = SPECS[s.setup.card_id[card]]
    if sp.kind == ONE_ACTION:
        if not s.locked[v]:
            _take(s, m, v, PUPPET)  # the card stays in the ash heap
        return
    m.ash.remove(card)
    m.in_play.append(card)
    s.attached[card] = v
    if sp.kind == NEXT_MINION_PHASE:
        s.locked[v] = 1
        s.blood[card] = s.turn  # the turn it was played: its "next minion phase" comes later
    else:
        s.blood[card] = sp.counters[opt.level - 1] if 0 < opt.level <= len(sp.counters) else 0


def hold_locked(s: GameState, m: Methuselah) -> None:
    """``m``'s unlock phase: vampires carrying a Puppet Master do not unlock as normal."""
    su = s.setup
    for q in s.players:
        for j in q.in_play:
            if su.borrow[j] == NEXT_MINION_PHASE:
                v = s.attached[j]
                if v in m.ready or v in m.torpor:
                    s.no_unlock.add(v)


def master_phase(s: GameState) -> None:
    """The current Methuselah adds 1 counter to each of their Temptations."""
    su = s.setup
    for j in s.players[s.current].in_play:
        if su.borrow[j] == COUNTERS:
            s.blood[j] += 1


def minion_phase(s: GameState) -> None:
    """The current Methuselah's Puppet Masters played on an earlier turn burn: each attached
    vampire unlocks and is theirs until the end of the turn."""
    su = s.setup
    m = s.players[s.current]
    for j in [j for j in m.in_play if su.borrow[j] == NEXT_MINION_PHASE and s.blood[j] < s.turn]:
        v = s.attached[j]
        m.in_play.remove(j)
        _burn(s, j)
        _take(s, m, v)


def uses(s: GameState) -> list[Action]:
    """Temptations the current Methuselah can use: counters at least the vampire's blood."""
    su = s.setup
    m = s.players[s.current]
    out = []
    for j in m.in_play:
        if su.borrow[j] == COUNTERS:
            v = s.attached[j]
            p = _controller(s, v) if v >= 0 else -1
            # a ready vampire only: control changes here only for one (_take)
            if p not in (-1, s.current) and s.blood[j] >= s.blood[v] and v in s.players[p].ready:
                out.append(Action(Kind.USE, card=j, target=v))
    return out


def use(s: GameState, j: int, v: int) -> None:
    """Burn Temptation ``j``'s counters: vampire ``v`` unlocks and is the current Methuselah's
    until the end of the turn (the card stays on it)."""
    s.blood[j] = 0
    _take(s, s.players[s.current], v)


def forced(s: GameState) -> list[Action] | None:
    """The minion taken for one action must act next: its bleed of the prey (its hunt when it
    must hunt), or None when none is taken. One that can do neither goes back at once."""
    marks = [x for x in s.used if PUPPET - 8 < x[1] <= PUPPET]
    if not marks:
        return None
    v = marks[0][0]
    m = s.players[s.current]
    su = s.setup
    if v in m.ready and not s.locked[v]:
        if su.is_vampire[v] and s.blood[v] == 0:
            return [Action(Kind.HUNT, actor=v)]  # "unless they must hunt" (rules 6)
        if s.prey(s.current) != s.current and not su.cannot[v] & NO_BLEED and directed_ok(s, s.current, v):
            return [Action(Kind.BLEED, actor=v)]
    _give_back(s, v, marks[0][1])
    return forced(s)


def after_action(s: GameState, actor: int) -> None:
    """An action of ``actor`` ended: a minion taken for it goes back."""
    for v, mark in [x for x in s.used if PUPPET - 8 < x[1] <= PUPPET]:
        if v == actor:
            _give_back(s, v, mark)


def end_of_turn(s: GameState) -> None:
    """The vampires taken this turn go back to their controllers (in the region they are in; one
    whose controller was ousted meanwhile burns)."""
    for v, mark in [x for x in s.used if BORROWED - 8 < x[1] <= BORROWED or PUPPET - 8 < x[1] <= PUPPET]:
        _give_back(s, v, mark)


def _give_back(s: GameState, v: int, mark: int) -> None:
    """Minion ``v`` (taken with ``mark``) goes back to its controller, in the region it is in; one
    whose controller was ousted meanwhile burns."""
    m = s.players[s.current]
    s.used.discard((v, mark))
    back = s.players[(BORROWED if BORROWED - 8 < mark <= BORROWED else PUPPET) - mark]
    if v in m.ready:
        m.ready.remove(v)
        back.ready.append(v)
    elif v in m.torpor:
        m.torpor.remove(v)
        back.torpor.append(v)
    else:
        return  # burned meanwhile
    if back.ousted:
        burn_minion(s, v)


def value(s: GameState, me: int, v: int) -> float:
    """What a vampire of another Methuselah for the rest of a turn is worth to ``me``: an action
    (its bleed), and one blocker less for them."""
    su = s.setup
    return 0.8 + 0.6 * su.base_bleed[v] + 0.1 * s.blood[v]


def _take(s: GameState, m: Methuselah, v: int, mark: int = BORROWED) -> None:
    p = _controller(s, v)
    if p < 0 or p == s.current:
        return
    q = s.players[p]
    if v not in q.ready:
        return  # in torpor: control changes only for a ready vampire here
    q.ready.remove(v)
    m.ready.append(v)
    s.locked[v] = 0
    s.used.add((v, mark - p))


def _controller(s: GameState, v: int) -> int:
    return controller_of(s, v)


def _burn(s: GameState, j: int) -> None:
    burn_card(s, j)


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("borrow", SPECS)
