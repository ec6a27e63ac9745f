"""What the AI's players value: cards put in play, master cards by their shape, held stealth, equipment,
stolen blood, strikes... (module-level functions the goldfish and table policies share), and the
names the policies bind for their hot paths."""

from __future__ import annotations

from . import master_hints, masters
from . import combat as C  # (at import time: a function-level import costs at every strike)
from .actions import Action
from .effects import Op, Prim, When
from .hot import (
    K_BLEED, K_MODIFIER, M_EQUIPMENT, M_RETAINER, O_ADD_UNCONTROLLED, O_BLEED, O_CRYPT_TO_UNCONTROLLED,
    O_ENTER_COMBAT, O_GAIN_BLOOD, O_GAIN_POOL, O_HUNT, O_INTERCEPT, O_PLUS_BLEED, O_PREVENT, O_STEALTH, O_STEAL_BLOOD,
    O_STRENGTH, O_STRIKE, O_STRIKE_STRENGTH,
)
from .rules import ARRANGE_N, blood_cost, pool_cost, summon_x
from .state import LegalActions
from .view import PlayerView


O_MINUS_INTERCEPT = Op.MINUS_INTERCEPT
#: the effects of the block attempt modifiers TablePolicy._attempt values apart from stealth
ATTEMPT_SPECIAL = frozenset({Op.UNBLOCKABLE, Op.AGGRAVATED, Op.END_ACTION, Op.CANCEL, Op.CANNOT_BLOCK})
O_BURN_CARD = int(Op.BURN_CARD)
O_BLOOD_TO = int(Op.BLOOD_TO)
O_UNLOCK_OTHER = int(Op.UNLOCK_OTHER)
#: the Op members TablePolicy._minion_table compares each valued primitive against (module names:
#: a class attribute read costs at every comparison)
O_BURN_POOL, O_CANNOT, O_DAMAGE, O_DRAW, O_EDGE = Op.BURN_POOL, Op.CANNOT, Op.DAMAGE, Op.DRAW, Op.EDGE
O_EMBRACE, O_MANEUVER, O_MOVE_BLOOD, O_ON_ACTOR = Op.EMBRACE, Op.MANEUVER, Op.MOVE_BLOOD, Op.ON_ACTOR
O_OPEN_HAND, O_RECUR, O_RESCUE, O_SEARCH = Op.OPEN_HAND, Op.RECUR, Op.RESCUE, Op.SEARCH
O_TOP_CRYPT = Op.TOP_CRYPT
O_STEAL_POOL, O_UNLOCK_MINION = Op.STEAL_POOL, Op.UNLOCK_MINION
#: ``new_action(Action, (kind, actor, card, target, n))``: an Action without the keyword constructor's
#: Python frame (as in rules), for the choices made at every influence and discard phase
new_action = tuple.__new__
#: the primitives TablePolicy._minion_table values on an action card's other options (its loop
#: over the option's primitives adds nothing for the others)
_UNLOCK_ONLY = (Prim(Op.UNLOCK, 1),)  # a modifier's "unlock this minion" (As the Crow)
VALUED_OPS = frozenset({
    O_ADD_UNCONTROLLED, Op.BLOOD_TO, Op.SEARCH, Op.RESCUE, Op.FILL_BLOOD, Op.MOVE_BLOOD, Op.ON_ACTOR, Op.STEAL_POOL,
    Op.DAMAGE, O_PLUS_BLEED, Op.EDGE, Op.RECUR, Op.EMBRACE, Op.DRAW, O_STEALTH, O_CRYPT_TO_UNCONTROLLED,
    Op.OPEN_HAND, O_GAIN_POOL, Op.BURN_POOL, O_GAIN_BLOOD, O_HUNT,
})


def in_play_worth(su, card: int, n: int) -> float:
    """What ally, retainer or equipment ``card`` (option ``n``) brings into play, its costs
    aside: an ally's bleed and life, the others' +bleed, intercept and combat terms."""
    e = su.effect[card]
    assert e is not None
    if su.is_ally[card]:
        lv = su.level_stats[card]
        return 1.0 + 1.2 * e.bleed + 0.3 * (lv[n][0] if lv is not None else e.life)
    o = e.options[n]
    return 1.0 + 1.5 * o.amount(O_PLUS_BLEED) + 1.0 * o.amount(O_INTERCEPT) + hit_worth(su, card, o) \
        + 0.6 * min(o.amount(O_PREVENT), 3) + 0.5 * o.amount(O_STRENGTH)


def _hand_recruit_value(view: PlayerView, v: int, card: int, n: int) -> float:
    """Piper: ally or retainer ``card`` (option ``n``) put in play by vampire ``v`` with no
    block to pass, less its costs and the action ``v`` loses as it locks."""
    su = view.setup
    e = su.effect[card]
    assert e is not None
    pcost = pool_cost(su, v, card) if su.cost_mods[v] else e.pool_cost
    bcost = blood_cost(su, v, card) if su.cost_mods[v] else e.blood_cost
    return in_play_worth(su, card, n) - 0.3 * bcost - 0.25 * pcost - 0.5 - (
        0.5 if view.blood(v) - bcost < 1 else 0.0)


def summon_value(view: PlayerView, v: int, t: int) -> float:
    """Summon History: card ``t`` put in play for X blood of vampire ``v`` (:func:`~.rules.summon_x`):
    a vampire with no blood (it hunts before it does much: its capacity, later), an ally,
    retainer or equipment (:func:`in_play_worth`, its basic level); less the X blood, more when
    it leaves ``v`` empty."""
    su = view.setup
    x = summon_x(su, t)
    worth = 0.5 + 0.35 * su.capacity[t] if su.is_vampire[t] else in_play_worth(su, t, 0)
    return worth - 0.35 * x - (0.8 if view.blood(v) - x < 1 else 0.0)


def shape_value(view: PlayerView, a: Action, sh: tuple[int, ...]) -> float:
    """Value for the Methuselah playing a master card read by its shape (:mod:`.masters`), on
    its own minions: the card family's hint (``master_hints.VALUE_HINTS``); the table policy values
    cards aimed at other Methuselahs itself."""
    kind = sh[0]
    hint = master_hints.VALUE_HINTS.get(kind)
    if hint is not None:
        return hint(view, a, sh)
    if kind == masters.HAND_RECRUIT:
        return _hand_recruit_value(view, a.actor, a.target, a.n)
    return 0.0


def shape_unlock_value(view: PlayerView, a: Action, sh: tuple[int, ...]) -> float:
    """An unlock phase use of a master card in play, read by its shape: the card family's hint
    (``master_hints.UNLOCK_HINTS``; every choice is worth something: one is owed)."""
    hint = master_hints.UNLOCK_HINTS.get(sh[0])
    return hint(view, a, sh) if hint is not None else 0.0


def shape_use_value(view: PlayerView, a: Action, sh: tuple[int, ...]) -> float:
    """Value of using a card in play read by its shape: the card family's hint (``master_hints.USE_HINTS``),
    or a move between vampires (:func:`_item_move_value` values the cards moved)."""
    kind = sh[0]
    hint = master_hints.USE_HINTS.get(kind)
    if hint is not None:
        return hint(view, a, sh)
    if kind == masters.MOVE_BETWEEN:  # Heidelberg Castle: blood from a well-fed vampire to an empty one
        src, dst = a.actor, a.target
        if a.n < 0:
            return _item_move_value(view, -1 - a.n, src, dst)
        return 0.3 * a.n if view.blood(dst) <= 1 and view.blood(src) - a.n >= 2 and view.blood(dst) + a.n <= 3 else 0.0
    return 0.0


def _item_move_value(view: PlayerView, j: int, src: int, dst: int) -> float:
    """Equipment or retainer ``j`` moved from ``src`` to ``dst`` (Heidelberg Castle): half of what
    it gives a minion (its cost long paid), when ``src`` is too empty to act with it (it hunts
    this turn) and ``dst`` has the blood to act or block, and ``dst`` has no card of its kind
    already (one weapon strikes each round, rules 6.4.3; "only one" cards)."""
    su = view.setup
    if view.blood(src) > 1 or view.blood(dst) < 3:
        return 0.0
    weapon = _is_weapon(su, j)
    for k in view.in_play:
        if view.attached(k) == dst and (su.card_id[k] == su.card_id[j] or (weapon and _is_weapon(su, k))):
            return 0.0
    e = su.effect[j]
    worth = equip_value(su, j) + (0.3 * e.blood_cost + 0.25 * e.pool_cost if e is not None else 0.0)
    return 0.5 * worth if worth > 0 else 0.0


def _is_weapon(su, j: int) -> bool:
    """Card ``j`` is an equipment its bearer strikes with (a strike of its own)."""
    e = su.effect[j]
    return su.mode[j] == M_EQUIPMENT and e is not None and bool(e.options) and (
        e.options[0].has(O_STRIKE) or e.options[0].has(O_STRIKE_STRENGTH))


#: The worth of a point of damage a retainer inflicts each round (Murder of Crows 1R, Vengeful
#: Spirit 1): its employer's strike still goes with it (a weapon's point replaces the hand
#: strike, 0.8 per point of its strike), and a dodge does not stop it (rules 6.4.5).
RETAINER_HIT = 1.5


def retainer_damage(su, j: int) -> int:
    """The damage retainer ``j`` inflicts on the opposing minion each round of combat, at any
    range and at close range (what the rules inflict: ``GameSetup.retainer_hit``)."""
    hit = su.retainer_hit[j]
    return hit[0] + hit[1] if hit is not None else 0


def hit_worth(su, j: int, o) -> float:
    """The worth of the damage card ``j`` (its option ``o``) adds to its minion's combats: a
    retainer's each round (:data:`RETAINER_HIT` a point), an equipment's strike (0.8 a point)."""
    return RETAINER_HIT * retainer_damage(su, j) if su.mode[j] == M_RETAINER else 0.8 * o.amount(O_STRIKE)


def card_stats(su, j: int) -> tuple[int, int, int | None]:
    """(strength, intercept, weapon's extra damage or None) card ``j`` gives the minion it is on.
    A retainer's damage each round (Murder of Crows 1R) counts as strength: it adds to whatever
    its employer strikes with, and a dodge does not stop it (rules 6.4.5)."""
    e = su.effect[j]
    if e is None or not e.options:
        return (0, 0, None)
    o = e.options[0]
    mode = su.mode[j]
    if mode == M_RETAINER:
        strength = retainer_damage(su, j)
    else:
        strength = max((p.n for p in o.prims if p.op == O_STRENGTH), default=0)
    icpt = max((p.n for p in o.prims if p.op == O_INTERCEPT), default=0)
    weapon = max(o.amount(O_STRIKE) - 1, o.amount(O_STRIKE_STRENGTH)) if mode == M_EQUIPMENT else None
    return (strength, icpt, weapon)


def put_back_choice(view: PlayerView, legal: LegalActions) -> Action:
    """The card to move from hand after a draw (discard down, or to the library's bottom): one
    the rules do not play, else one of the kind held most often; the card to move from the ash
    heap to the library's top: one they play, of a kind held least often."""
    su = view.setup
    acts = legal.list()
    if acts[0].n == 4:
        # a card of the prey's hand to discard (Revelations): one the rules play, an intercept,
        # stealth or bleed card first
        return max(acts, key=lambda a: (su.modeled[a.card], su.intercept_card[a.card] or su.stealth_mod[a.card]
                                        or su.bleed_mod[a.card], su.combat_card[a.card]))
    if acts[0].n == 3 or acts[0].n == ARRANGE_N:
        # a card from the ash heap to the top of the library: one the rules play, of the kind
        # held least often in hand; the top of the library ordered (Maris Streck), the deepest
        # first: the least wanted of them
        held: dict[int, int] = {}
        for i in view.hand:
            held[su.mode[i]] = held.get(su.mode[i], 0) + 1
        key = lambda a: (su.modeled[a.card], -held.get(su.mode[a.card], 0))  # noqa: E731
        return min(acts, key=key) if acts[0].n == ARRANGE_N else max(acts, key=key)
    kinds: dict[int, list[Action]] = {}
    for a in acts:
        if not su.modeled[a.card]:
            return a
        kinds.setdefault(su.mode[a.card], []).append(a)
    return max(kinds.values(), key=len)[0]


def held_stealth_value(su, actor: int, j: int) -> float:
    """The worth of the stealth equipment or retainer ``j`` gives ``actor`` on its actions
    (rules.held_stealth): on every action, on bleeds, on actions requiring a Discipline the
    actor has (none without it: Marijava Ghoul on a vampire without Presence)."""
    v = 0.0
    for when, _who, disc, _op, n in su.held_stealth[j]:
        if not when:
            v += 2.5 * n
        elif when == When.REQUIRING_SECT:
            v += 1.0 * n if su.sect[actor] == "Anarch" else 0.0  # An Anarch Manifesto: an anarch's actions only
        elif disc:
            v += 2.0 * n if su.disc_any[actor] >> (disc - 1) & 1 else 0.0
        else:
            v += 2.0 * n
    return v


def equip_value(su, j: int) -> float:
    """What equipment or a retainer ``j`` gives the minion it goes on, less its cost (read from
    the card alone: memoized per setup)."""
    key = ("equip_value", j)
    got = su.memo.get(key)
    if got is not None:
        return got
    e = su.effect[j]
    if e is None or not e.options:
        got = 0.0
    else:
        o = e.options[0]
        hit = hit_worth(su, j, o)
        got = (1.5 * o.amount(O_PLUS_BLEED) + 1.0 * o.amount(O_INTERCEPT) + hit
               + 0.6 * o.amount(O_PREVENT) + 0.5 * o.amount(O_STRENGTH) - 0.3 * e.blood_cost - 0.25 * e.pool_cost
               - 1.0 * su.foe_strength[j])  # (that strength is the opposing titled vampires': An Anarch Manifesto)
    su.memo[key] = got
    return got


def steal_value(view: PlayerView, t: int, opt, blood: int) -> float:
    """What card ``t`` is worth to the Methuselah controlling it: an ally's bleed and life, a
    retainer's life and what it gives its minion, a vampire in torpor by its capacity (more
    when the steal also moves it to the ready region for ``blood`` the actor can spare)."""
    su = view.setup
    e = su.effect[t]
    if su.is_vampire[t]:
        ready = opt.has(Op.RESCUE) and blood > opt.amount(Op.PAY_BLOOD)
        return su.capacity[t] / (2.0 if ready else 4.0) + (1.0 if ready else 0.0)
    if e is None:
        return 0.0
    if su.mode[t] == M_RETAINER:
        st = card_stats(su, t)
        return 0.5 + 0.3 * view.blood(t) + 0.5 * (st[0] + st[1])
    return 1.0 + 1.2 * e.bleed + 0.3 * view.blood(t) + 0.3 * e.strength


def summary(su, i: int, k: int) -> tuple[int, int, bool, bool, bool, bool, bool, int]:
    """(bleed bonus or -1 when not a bleed, stealth, enters combat, steals a card, unlocks the
    actor, stuns, burns a card, the most pool the bleed takes or 0) of option ``k`` of action
    card ``i``, memoized per setup."""
    key = ("summary", su.card_id[i], k)
    got = su.memo.get(key)
    if got is None:
        opt = su.effect[i].options[k]
        got = (
            opt.amount(O_BLEED) if opt.has(O_BLEED) else -1,
            max((p.n for p in opt.prims if p.op == O_STEALTH), default=0),
            opt.has(O_ENTER_COMBAT),
            opt.has(Op.STEAL_CARD),
            opt.has(Op.UNLOCK_MINION),
            opt.has(Op.LOCK) and not opt.has(O_ENTER_COMBAT),
            opt.has(Op.BURN_CARD),
            opt.amount(Op.BLEED_AMOUNT),
        )
        su.memo[key] = got
    return got


def block_fails(view: PlayerView, legal: LegalActions, own: float) -> Action | None:
    """A modifier after a successful block by which the block fails and the action continues
    (Psychomachia [DAI], rules 6.2.2.1: the blocker cannot attempt again): played when the
    action going on (a bleed: its amount, and the Edge) is worth more than the fight ``own``."""
    pend = view.pending
    assert pend is not None
    su = view.setup
    worth = (pend.bleed * 1.2 + 1.0) if pend.kind == K_BLEED else 2.0
    if worth <= own:
        return None
    for a in legal:
        if a.kind == K_MODIFIER and a.n >= 0:
            opt = su.effect[a.card].options[a.n]  # type: ignore[union-attr]
            if opt.has(Op.BLOCK_FAILS) and not opt.has(Op.END_ACTION):
                return a
    return None


def free_unlock(view: PlayerView, legal: LegalActions, actor: int) -> Action | None:
    """A modifier that costs nothing and only unlocks the acting minion after its action (As the
    Crow, Forced March): the minion locked by the action is free again, for another action this
    turn (not a second bleed, rules 6.1.1) or a block in the others' turns; the card is worth
    nothing kept in hand for that moment. None when there is no such modifier."""
    su = view.setup
    if actor < 0 or not view.locked(actor):
        return None
    for a in legal:
        if a.kind == K_MODIFIER:
            e = su.effect[a.card]
            if e is not None and not e.blood_cost and not e.pool_cost and e.options[a.n].prims == _UNLOCK_ONLY:
                return a
    return None


def blood_gain_worth(blood: int, capacity: int, n: int) -> float:
    """What ``n`` blood gained by an acting vampire (Engling Fury, a hunt card) is worth: nothing
    past its capacity (rules 1.5.2: the excess goes to the blood bank), more to a vampire nearly
    empty (like a hunt, which the table policy values 1.4 at 1 blood or less)."""
    k = min(n, capacity - blood)
    if k <= 0:
        return 0.0
    return 0.3 * (k + 1) + (0.6 * k if blood <= 1 else 0.0)


def unlocks_at_once(su, i: int, k: int) -> bool:
    """Option ``k`` of action card ``i`` unlocks the acting minion as it resolves (not at a
    later phase: Engling Fury [spi] waits for the discard phase), memoized per setup."""
    key = ("unlocks_at_once", su.card_id[i], k)
    got = su.memo.get(key)
    if got is None:
        got = False
        for p in su.effect[i].options[k].prims:
            if p.op == Op.WHEN:
                break
            if p.op == Op.UNLOCK_MINION:
                got = True
                break
        su.memo[key] = got
    return got


def strike_of(view: PlayerView, c, d: int, a: Action) -> tuple:
    su = view.setup
    if a.card < 0:
        return view.strike(c, d, None, -1)
    if a.card == c.m[d]:  # the vampire's own strike, its own dodge, or one a modifier granted
        if a.n == C.OWN_DODGE:
            return (C.DODGE, 0, 1, 0, a.card, -1)
        if a.n == C.GRANTED_ENDS:
            return view.action_strike(c, d, a)
        return view.strike(c, d, su.crypt_strike[a.card], a.card, a.target)
    if su.imbued is not None and su.imbued.cls[a.card]:
        return view.action_strike(c, d, a)  # Strike with Conviction
    e = su.effect[a.card]
    assert e is not None
    if su.card_weapon[a.card]:
        return view.action_strike(c, d, a)  # Molotov Cocktail put in play, Zip Gun
    opt = e.options[0] if su.mode[a.card] == M_EQUIPMENT else e.options[a.n]
    return view.strike(c, d, opt, a.card, a.target)


def strike_ranged_equipment(su, j: int) -> bool:
    """Weapon ``j`` strikes at long range."""
    e = su.effect[j]
    return e is not None and bool(e.options) and any(p.op == O_STRIKE and p.arg == 1 for p in e.options[0].prims)


def strike_ranged(su, a: Action) -> bool:
    e = su.effect[a.card]
    opt = e.options[a.n]
    return any(p.op in (O_STRIKE, O_STEAL_BLOOD, O_STRIKE_STRENGTH) and p.arg == 1 for p in opt.prims)


def option_amount(su, a: Action, op: Op) -> int:
    e = su.effect[a.card]
    if e is None:
        return 0
    opt = e.options[a.n]
    if op not in opt.ops:
        return 0  # (most options: without reading the primitives)
    return max(p.n for p in opt.prims if p.op == op)


def given_intercept(view: PlayerView) -> int:
    """Intercept the deciding Methuselah's ready vampires giving "+1 intercept to a blocking minion"
    for a blood (Maris Streck) can add, each keeping one blood."""
    su = view.setup
    blood = view.blood_on
    return sum(max(0, blood[w] - 1) for w in view.ready if su.blood_intercept_others[w])


def option_cost(su, a: Action) -> int:
    e = su.effect[a.card]
    return 0 if e is None else e.blood_cost + e.pool_cost
