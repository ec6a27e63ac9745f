"""Action modifiers played after action resolution to unlock a minion (rules 6.2.3: a modifier
played "after resolution" is played once the action is resolved, before the next action).

Per card id, per option (in the registry's option order), a :class:`Spec`: which outcome the
action must have had, which minion unlocks, and when. The card's options must read as the spec
expects (:func:`known`), so a change in how the registry reads the card turns it off rather than
playing something else.

* Zephyr: "only usable after resolution of an unsuccessful action"; [CEL] this vampire unlocks,
  [cel] it unlocks at the end of the turn.
* Seraph's Second: "requires a ready Seraph. Only usable when a non-Seraph Black Hand vampire is
  acting, after resolution. Unlock the acting Black Hand vampire. A Seraph may play only one
  Seraph's Second each turn": played by a ready Seraph of the acting Methuselah, whatever the
  outcome.

:func:`uses` lists them in the after-resolution step (``rules._after_actions``), :func:`play`
applies one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .actions import Action, Kind
from .effects import Op, Option, Req

if TYPE_CHECKING:
    from .effects import Effect
    from .state import GameState, Methuselah, Pending

#: outcomes of the action the modifier needs
FAILED, ANY = 1, 2
#: who unlocks: the acting minion playing it, the acting minion unlocked by another vampire
SELF, ACTOR = 1, 2
#: when: at once, at the end of the turn
NOW, END_OF_TURN = 1, 2


class Spec(NamedTuple):
    outcome: int
    who: int
    when: int
    prims: tuple[Op, ...]  # the option's primitives, in order, as the registry reads them


SPECS: dict[int, tuple[Spec, ...]] = {
    102205: (  # Zephyr: [CEL] unlock now; [cel] at the end of the turn
        Spec(FAILED, SELF, NOW, (Op.UNLOCK_MINION,)),
        Spec(FAILED, SELF, END_OF_TURN, (Op.UNLOCK_MINION,)),
    ),
    101724: (  # Seraph's Second
        Spec(ANY, ACTOR, NOW, (Op.UNLOCK_OTHER, Op.REQUIRES)),
    ),
}
#: ``GameState.used`` mark (seraph, SERAPH_TURN): it played a Seraph's Second this turn
SERAPH_TURN = -1101


def known(e: Effect, opt: Option) -> bool:
    """The option of a card of :data:`SPECS` reads as its spec expects (amounts of 1, no X)."""
    specs = SPECS.get(e.card_id)
    if specs is None or len(specs) != len(e.options):
        return False
    k = next((j for j, o in enumerate(e.options) if o is opt), -1)
    if k < 0:
        return False
    ops = tuple(p.op for p in opt.prims)
    if ops != specs[k].prims or any(p.x for p in opt.prims):
        return False
    return all(p.n == 1 for p in opt.prims if p.op is not Op.REQUIRES)


def flags(s: GameState) -> bytes:
    """Per card instance: a card of :data:`SPECS` (memoized per setup; empty when none)."""
    su = s.setup
    got = su.memo.get(("after_unlock",))
    if got is None:
        fl = bytes(1 if cid in SPECS else 0 for cid in su.card_id)
        got = su.memo[("after_unlock",)] = fl if any(fl) else b""
    return got  # type: ignore[return-value]


def uses(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
    """The acting Methuselah's after-resolution unlocks playable now (one copy of a card each
    action, rules 1.6.3.2), only when the minion to unlock is ready and locked."""
    fl = flags(s)
    if not fl:
        return
    su = s.setup
    a = pend.actor
    if a < 0 or a not in m.ready or not s.locked[a]:
        return
    from .rules import _usable, blood_cost

    seen: set[int] = set()
    for i in m.hand:
        if not fl[i]:
            continue
        cid = su.card_id[i]
        if cid in seen or cid in pend.modifiers:
            continue
        seen.add(cid)
        e = su.effect[i]
        if e is None or e.pool_cost:
            continue  # (none of them costs pool)
        for k, (spec, opt) in enumerate(zip(SPECS[cid], e.options, strict=True)):
            if not known(e, opt) or (spec.outcome == FAILED and pend.succeeded):
                continue
            if spec.who == SELF:
                if _usable(su, a, e, opt) and blood_cost(su, a, i) <= s.blood[a]:
                    out.append(Action(Kind.MODIFIER, actor=a, card=i, n=k))
                    break
                continue
            # Seraph's Second: the acting vampire is a non-Seraph Black Hand vampire
            if not su.is_vampire[a] or not (su.req_bits[a] >> Req.BLACK_HAND) & 1 \
                    or (su.req_bits[a] >> Req.SERAPH) & 1:
                continue
            for v in m.ready:
                if v != a and su.is_vampire[v] and (v, SERAPH_TURN) not in s.used \
                        and _usable(su, v, e, opt) and blood_cost(su, v, i) <= s.blood[v]:
                    out.append(Action(Kind.MODIFIER, actor=v, card=i, n=k))
                    break
            break


def play(s: GameState, pend: Pending, action: Action) -> None:
    """Play the card from the hand (replaced, its cost paid by the minion playing it) and unlock
    the acting minion, now or at the end of the turn."""
    from .rules import UNLOCK_AT_END, _play_from_hand, blood_cost

    m = s.players[s.current]
    su = s.setup
    i = action.card
    e = su.effect[i]
    assert e is not None
    _play_from_hand(s, m, i, e)
    m.ash.append(i)
    pend.modifiers.append(su.card_id[i])
    v = action.actor
    cost = blood_cost(su, v, i)
    if cost:
        s.blood[v] = max(0, s.blood[v] - cost)
    spec = SPECS[su.card_id[i]][action.n]
    if spec.who == ACTOR:
        s.used.add((v, SERAPH_TURN))  # "a Seraph may play only one Seraph's Second each turn"
    if spec.when == END_OF_TURN:
        s.used.add((pend.actor, UNLOCK_AT_END))
    else:
        s.locked[pend.actor] = 0
