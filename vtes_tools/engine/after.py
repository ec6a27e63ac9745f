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
* Freak Drive: "only usable after action resolution. [for] Only usable if the action was
  successful. Unlock this vampire. [FOR] Only usable if the action was blocked. Unlock this
  vampire": a vampire with superior Fortitude may also play it at inferior (rules 1.6.1.3).
* CrimethInc.: "requires an Anarch. Only usable after resolution of a successful action requiring
  an Anarch": [pro] the acting Anarch unlocks; [qui] another ready Anarch of its Methuselah unlocks
  (``Action.target``); [tha] the card is put in play: during your minion phase you can burn 1 pool
  to unlock a ready Anarch you control (:func:`minion_uses`, ``Kind.TOGGLE`` with ``n=2``).

:func:`uses` lists them in the after-resolution step (``rules_stages.after_actions``), :func:`play`
applies one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .actions import Action, Kind
from .effects import Op, Option, Req, When
from .ops import UNLOCK_AT_END, blood_cost, burn_pool, play_from_hand, usable

if TYPE_CHECKING:
    from .effects import Effect
    from .state import GameSetup, GameState, Methuselah, Pending

#: outcomes of the action the modifier needs (ANARCH_ACTION: successful, its card requiring an Anarch)
FAILED, ANY, ANARCH_ACTION, SUCCEEDED, BLOCKED = 1, 2, 3, 4, 5
#: who unlocks: the acting minion playing it, the acting minion unlocked by another vampire,
#: another ready Anarch of the acting Methuselah
SELF, ACTOR, OTHER_ANARCH = 1, 2, 3
#: when: at once, at the end of the turn, put in play (unlocks in the minion phase for 1 pool)
NOW, END_OF_TURN, IN_PLAY = 1, 2, 3


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
    100788: (  # Freak Drive: [FOR] after a blocked action; [for] after a successful one
        Spec(BLOCKED, SELF, NOW, (Op.UNLOCK_MINION,)),
        Spec(SUCCEEDED, SELF, NOW, (Op.UNLOCK_MINION,)),
    ),
    101724: (  # Seraph's Second
        Spec(ANY, ACTOR, NOW, (Op.UNLOCK_OTHER, Op.REQUIRES)),
    ),
    100446: (  # CrimethInc.: [pro] this Anarch; [qui] another ready Anarch; [tha] in play
        Spec(ANARCH_ACTION, SELF, NOW, (Op.UNLOCK_MINION, Op.REQUIRES)),
        Spec(ANARCH_ACTION, OTHER_ANARCH, NOW, (Op.UNLOCK_OTHER, Op.REQUIRES)),
        Spec(ANARCH_ACTION, OTHER_ANARCH, IN_PLAY, (Op.WHEN, Op.PAY_POOL, Op.UNLOCK_OTHER, Op.REQUIRES)),
    ),
}
#: the cards put in play (:func:`minion_uses`)
IN_PLAY_CARDS = frozenset({100446})
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
    if specs[k].outcome == ANARCH_ACTION and not any(
            p.op is Op.REQUIRES and p.arg == Req.ANARCH for p in opt.prims):
        return False
    if specs[k].when == IN_PLAY and opt.prims[0].n != When.MINION_PHASE:
        return False  # "during your minion phase"
    return all(p.n == 1 for p in opt.prims if p.op is not Op.REQUIRES and p.op is not Op.WHEN)


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
    if a < 0 or a not in m.ready:
        return
    seen: set[int] = set()
    anarch_action = -1  # computed once: the action succeeded, its card requiring an Anarch
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
        if cid in IN_PLAY_CARDS:
            if anarch_action < 0:
                anarch_action = int(_anarch_action(s, pend))
            if anarch_action:
                _anarch_uses(s, m, a, i, e, out)
            continue
        if not s.locked[a]:
            continue
        for k, (spec, opt) in enumerate(zip(SPECS[cid], e.options, strict=True)):
            if not known(e, opt) or (spec.outcome == FAILED and pend.succeeded) \
                    or (spec.outcome == SUCCEEDED and not pend.succeeded) \
                    or (spec.outcome == BLOCKED and not pend.blocked):
                continue
            if spec.who == SELF:
                if usable(su, a, e, opt) and blood_cost(su, a, i) <= s.blood[a]:
                    out.append(Action(Kind.MODIFIER, actor=a, card=i, n=k))
                    break
                continue
            # Seraph's Second: the acting vampire is a non-Seraph Black Hand vampire
            if not su.is_vampire[a] or not (su.req_bits[a] >> Req.BLACK_HAND) & 1 \
                    or (su.req_bits[a] >> Req.SERAPH) & 1:
                continue
            for v in m.ready:
                if v != a and su.is_vampire[v] and (v, SERAPH_TURN) not in s.used \
                        and usable(su, v, e, opt) and blood_cost(su, v, i) <= s.blood[v]:
                    out.append(Action(Kind.MODIFIER, actor=v, card=i, n=k))
                    break
            break


def worth(su: GameSetup, v: int, i: int, blood: int) -> bool:
    """AI value hint: play card ``i`` by minion ``v`` holding ``blood``: a free one always; one
    costing blood (Freak Drive) only when the vampire keeps 2 blood after paying, enough to act
    or block again without being emptied (a hunt would only win the blood back)."""
    cost = blood_cost(su, v, i)
    return not cost or blood - cost >= 2


def _anarch_action(s: GameState, pend: Pending) -> bool:
    """The action succeeded and its card requires an Anarch (CrimethInc.'s condition; an action
    making the vampire Anarch is not read)."""
    if not pend.succeeded or pend.card < 0:
        return False
    e = s.setup.effect[pend.card]
    if e is None or not 0 <= pend.option < len(e.options):
        return False
    return any(p.op is Op.REQUIRES and p.arg == Req.ANARCH for p in e.options[pend.option].prims)


def _anarch_uses(s: GameState, m: Methuselah, a: int, i: int, e: Effect, out: list[Action]) -> None:
    """CrimethInc.'s options for the acting Anarch ``a``: unlock itself (locked), unlock another
    locked ready Anarch of ``m`` (``target``), put the card in play (none of ``m``'s already is)."""
    su = s.setup
    if blood_cost(su, a, i) > s.blood[a]:
        return
    for k, (spec, opt) in enumerate(zip(SPECS[su.card_id[i]], e.options, strict=True)):
        if not known(e, opt) or not usable(su, a, e, opt):
            continue
        if spec.when == IN_PLAY:
            if not any(su.card_id[j] == su.card_id[i] for j in m.in_play):
                out.append(Action(Kind.MODIFIER, actor=a, card=i, n=k))
        elif spec.who == SELF:
            if s.locked[a]:
                out.append(Action(Kind.MODIFIER, actor=a, card=i, n=k))
        else:
            for w in m.ready:
                if w != a and s.locked[w] and _anarch(su, w):
                    out.append(Action(Kind.MODIFIER, actor=a, card=i, target=w, n=k))


def _anarch(su, v: int) -> bool:
    return bool(su.is_vampire[v] and (su.req_bits[v] >> Req.ANARCH) & 1)


def minion_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """A CrimethInc. ``m`` has in play: "during your minion phase, you can burn 1 pool to unlock a
    ready Anarch you control" (``Kind.TOGGLE``, ``n=2``, ``card`` the CrimethInc.), each locked
    ready Anarch, only with pool to spare (a Methuselah does not oust itself, rules 9.1)."""
    fl = flags(s)
    if not fl or m.pool <= 1:
        return
    su = s.setup
    j = next((j for j in m.in_play if fl[j] and su.card_id[j] in IN_PLAY_CARDS), -1)
    if j < 0:
        return
    for v in m.ready:
        if s.locked[v] and _anarch(su, v):
            out.append(Action(Kind.TOGGLE, actor=v, card=j, target=v, n=2))


def unlock_in_play(s: GameState, action: Action) -> None:
    """Burn 1 pool to unlock the Anarch (CrimethInc. in play)."""
    burn_pool(s, s.current, 1)
    if not s.terminal and action.target in s.players[s.current].ready:
        s.locked[action.target] = 0


def play(s: GameState, pend: Pending, action: Action) -> None:
    """Play the card from the hand (replaced, its cost paid by the minion playing it) and unlock
    the acting minion, now or at the end of the turn."""
    m = s.players[s.current]
    su = s.setup
    i = action.card
    e = su.effect[i]
    assert e is not None
    play_from_hand(s, m, i, e)
    spec = SPECS[su.card_id[i]][action.n]
    if spec.when == IN_PLAY:
        m.in_play.append(i)  # CrimethInc. [tha]: "put this card in play"
    else:
        m.ash.append(i)
    pend.modifiers.append(su.card_id[i])
    v = action.actor
    cost = blood_cost(su, v, i)
    if cost:
        s.blood[v] = max(0, s.blood[v] - cost)
    if spec.when == IN_PLAY:
        return
    if spec.who == OTHER_ANARCH:
        if action.target in m.ready:
            s.locked[action.target] = 0  # CrimethInc. [qui]: "unlock another ready Anarch"
        return
    if spec.who == ACTOR:
        s.used.add((v, SERAPH_TURN))  # "a Seraph may play only one Seraph's Second each turn"
    if spec.when == END_OF_TURN:
        s.used.add((pend.actor, UNLOCK_AT_END))
    else:
        s.locked[pend.actor] = 0


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("after", SPECS, IN_PLAY_CARDS)
