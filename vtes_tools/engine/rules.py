"""The rules: setup, the five phases, actions, transfers, ousting. One function per step.

``legal_actions(state)`` lists what the deciding Methuselah may do now; ``apply(state, action)``
performs a legal action without checking it (fast, trusted: Monte-Carlo) and
``apply_checked`` raises :class:`~vtes_tools.errors.RulesError` for an illegal one. After each
action the state advances by itself through every step where nobody has a choice, so the
caller only ever sees decision points.

Section numbers are those of the comprehensive rules (``rules 6.1.1``); "V5" cites the Fifth
Edition rulebook.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import RulesError
from ..models import Deck, current_clan
from .actions import PASS, Action, Kind
from .effects import (
    CLAN, MIN_CAPACITY, PHASE_MASTER, PHASE_UNLOCK, YOUNGER, Effect, EffectRegistry, Mode, Op, Option,
)
from .state import (
    HAND_SIZE, START_UNCONTROLLED, TRANSFERS, GameSetup, GameState, Methuselah, Pending, Phase, Stage,
)

UNLOCK, MASTER, MINION, INFLUENCE, DISCARD = (
    Phase.UNLOCK, Phase.MASTER, Phase.MINION, Phase.INFLUENCE, Phase.DISCARD,
)
AFTER_BLOCKS, AFTER_RESOLUTION = Stage.AFTER_BLOCKS, Stage.AFTER_RESOLUTION

#: Primitives an action card may carry for the engine to play it now.
ACTION_OPS = frozenset({Op.BLEED, Op.STEALTH, Op.GAIN_POOL, Op.GAIN_BLOOD, Op.ADD_UNCONTROLLED, Op.HUNT})
#: Primitives of master cards the engine resolves.
MASTER_OPS = frozenset({
    Op.GAIN_POOL, Op.MOVE_TO_POOL, Op.ADD_UNCONTROLLED, Op.FILL_BLOOD, Op.CRYPT_TO_UNCONTROLLED, Op.MILL,
    Op.EXCHANGE, Op.HUNTING_GROUND, Op.TRANSFERS, Op.HAND_SIZE, Op.MASTER_ACTIONS, Op.INFLUENCE_BLOOD,
})
#: Marks in ``GameState.used`` for once-per-turn uses of cards in play.
USED_CARD = -2
FED_FROM_GROUND = -3
#: Victory points for ousting your prey and for being the last one standing (rules 9.1).
OUST_POOL = 6


# ---------------------------------------------------------------------------------------------
# Setup (rules 2)


def goldfish_setup(deck: Deck, registry: EffectRegistry | None = None) -> GameSetup:
    """Tables for a goldfish game: ``deck`` and a passive prey with no cards."""
    return GameSetup([deck, Deck()], registry)


def new_game(
    decks: Sequence[Deck] | GameSetup,
    rng: np.random.Generator,
    *,
    turn_limit: int = 0,
    seat: int = 1,
    goldfish: bool = False,
    registry: EffectRegistry | None = None,
) -> GameState:
    """A game ready for its first decision.

    ``decks`` in seating order (Methuselah 0 plays first), or a prebuilt :class:`GameSetup` to
    share tables between games. With ``goldfish=True`` the last Methuselah is passive (takes no
    turn, never ousted) and Methuselah 0 gets the first-turn transfers of ``seat`` (1-5).
    ``turn_limit`` stops the game after that many turns of each active Methuselah.
    """
    setup = decks if isinstance(decks, GameSetup) else GameSetup(list(decks), registry)
    if not 1 <= seat <= 5:
        raise RulesError(f"seat {seat!r} is not between 1 and 5: use the position in the turn order")
    s = GameState(setup, rng)
    s.turn_limit = turn_limit
    for p, m in enumerate(s.players):
        # rules 2.3: shuffle library and crypt, draw 7, four crypt cards to the uncontrolled region
        lib = setup.library0[p]
        crypt = setup.crypt0[p]
        m.library = rng.permutation(len(lib)).tolist() if lib else []
        if lib:
            base = lib[0]
            m.library = [base + k for k in m.library]
        if crypt:
            base = crypt[0]
            m.crypt = [base + k for k in rng.permutation(len(crypt)).tolist()]
        for _ in range(min(HAND_SIZE, len(m.library))):
            m.hand.append(m.library.pop())
        for _ in range(min(START_UNCONTROLLED, len(m.crypt))):
            m.uncontrolled.append(m.crypt.pop())
        # rules 7: the first three Methuselahs get 1, 2, 3 transfers in their first turn
        m.first_transfers = min(p + 1, TRANSFERS)
    if goldfish:
        s.players[-1].passive = True
        s.players[0].first_transfers = min(seat, TRANSFERS)
    s.current = s.seating[0]
    _begin_turn(s)
    _advance(s)
    return s


def is_terminal(state: GameState) -> bool:
    return state.terminal


def returns(state: GameState) -> list[float]:
    """Victory points of each Methuselah (rules 9.1)."""
    return [m.vp for m in state.players]


# ---------------------------------------------------------------------------------------------
# Small helpers


def _draw(m: Methuselah, k: int = 1) -> None:
    """Draw up to ``k`` cards; an empty library draws nothing (rules 1.6.1.2)."""
    lib = m.library
    for _ in range(k):
        if not lib:
            return
        m.hand.append(lib.pop())


def _play_from_hand(s: GameState, m: Methuselah, i: int, eff: Effect) -> None:
    """Take a card from hand and replace it (rules 1.6.1.2) unless it says not to yet."""
    m.hand.remove(i)
    s.turn_cards += 1
    if eff.replace_at < 0:
        if m.library:
            m.hand.append(m.library.pop())
    elif eff.replace_at == PHASE_UNLOCK:
        m.owed_unlock += 1
    else:
        m.owed_discard += 1


def _gain_blood(s: GameState, i: int, n: int) -> None:
    """Blood over capacity returns to the bank at once (rules 6.1.2, 7)."""
    cap = s.setup.capacity[i]
    b = s.blood[i] + n
    s.blood[i] = cap if b > cap else b


def _burn_pool(s: GameState, p: int, n: int) -> None:
    """``p`` loses ``n`` pool; at 0 pool a Methuselah is ousted (rules 9.1)."""
    m = s.players[p]
    m.pool -= n
    if m.pool <= 0:
        m.pool = 0
        if not m.passive:
            _oust_many(s, [p])


def _oust(s: GameState, p: int) -> None:
    _oust_many(s, [p])


def _oust_many(s: GameState, ps: list[int]) -> None:
    """Rules 9.1: oust ``ps`` at once. Their controlled cards leave the game; for each, its
    predator scores 1 VP and gains 6 pool (no pool if ousted at the same time); the last
    Methuselah standing scores 1 more VP."""
    ps = [p for p in ps if not s.players[p].ousted]
    if not ps:
        return
    preds = [s.predator(p) for p in ps]
    for p in ps:
        m = s.players[p]
        m.ousted = True
        m.oust_turn = s.table_turn
        m.pool = 0
        for zone in (m.ready, m.torpor, m.in_play, m.contested):
            for i in zone:
                s.blood[i] = 0
                s.attached[i] = -1
                s.locked[i] = 0
                s.players[s.setup.owner[i]].removed.append(i)
            zone.clear()
        if s.edge == p:
            s.edge = -1
    for p, predator in zip(ps, preds, strict=True):
        if predator != p:
            pm = s.players[predator]
            pm.vp += 1
            if not pm.ousted:
                pm.pool += OUST_POOL
    alive = [q for q in s.seating if not s.players[q].ousted and not s.players[q].passive]
    if len(alive) <= 1:
        if len(alive) == 1 and not any(q.passive for q in s.players):
            s.players[alive[0]].vp += 1  # the last Methuselah standing
        _finish(s)
    elif s.current in ps:
        s.pending = None
        s.combat = None
        s.referendum = None
        _end_turn(s)


def _finish(s: GameState, timed_out: bool = False) -> None:
    """The game ends: at the time limit each Methuselah still in scores 0.5 VP (VEKN
    tournament rules, table games only)."""
    if s.terminal:
        return
    s.terminal = True
    s.pending = None
    s.combat = None
    s.referendum = None
    if timed_out:
        s.timed_out = True
        if not any(m.passive for m in s.players):
            for m in s.players:
                if not m.ousted:
                    m.vp += 0.5
    if s.record and not any(m.passive for m in s.players):
        _table_record(s)


def _table_record(s: GameState) -> None:
    """One row per Methuselah at the end of a table turn (``TABLE_FIELDS``)."""
    is_v = s.setup.is_vampire
    for m in s.players:
        p = m.index
        vamps = sum(1 for i in m.ready if is_v[i]) + len(m.torpor)
        s.table_log.append((
            s.table_turn, p, m.pool, len(m.ready) + len(m.torpor), vamps, s._tt_dealt[p], s._tt_received[p],
            m.vp, 1 if m.ousted else 0,
        ))
        s._tt_dealt[p] = 0
        s._tt_received[p] = 0


def winner(state: GameState) -> int:
    """The game winner: the Methuselah with the most VP if at least 2 and nobody ties (VEKN
    tournament rules: a game win); -1 for none."""
    vps = [m.vp for m in state.players]
    best = max(vps)
    if best < 2 or vps.count(best) > 1:
        return -1
    return vps.index(best)


def _usable(setup: GameSetup, actor: int, eff: Effect, opt: Option) -> bool:
    """Can ``actor`` play this option: disciplines, clan, title, capacity (rules 1.6.1.3)."""
    if opt.need_any & ~setup.disc_any[actor] or opt.need_sup & ~setup.disc_sup[actor]:
        return False
    if eff.clans and current_clan(setup.clan[actor]) not in {current_clan(c) for c in eff.clans}:
        return False
    if eff.titles:
        title = setup.title[actor]
        if not title or ("titled" not in eff.titles and title not in eff.titles):
            return False
    if eff.min_capacity and setup.capacity[actor] < eff.min_capacity:
        return False
    return True


def _target_ok(s: GameState, prim_arg: int, cond: int, clan: str, actor: int, target: int) -> bool:
    """Filters of "add N blood to a (younger / <clan> / capacity N+) vampire in your uncontrolled region"."""
    su = s.setup
    if s.blood[target] >= su.capacity[target]:
        return False
    if prim_arg == YOUNGER:
        return actor < 0 or su.capacity[target] < su.capacity[actor]
    if prim_arg == CLAN:
        return current_clan(su.clan[target]) == current_clan(clan)
    if prim_arg == MIN_CAPACITY:
        return su.capacity[target] >= cond
    return True


def _controls_same(s: GameState, m: Methuselah, i: int) -> bool:
    """Does ``m`` control a card with the same name as ``i`` (unique cards, rules 4.1)?"""
    key = s.setup.unique_key[i]
    uk = s.setup.unique_key
    return any(uk[j] == key for j in m.ready) or any(uk[j] == key for j in m.torpor) or any(
        uk[j] == key for j in m.in_play
    )


def _minion_bonus(s: GameState, m: Methuselah, minion: int, op: Op) -> int:
    """Sum of ``op`` on cards attached to ``minion`` (equipment +1 bleed...)."""
    total = 0
    att = s.attached
    eff = s.setup.effect
    for j in m.in_play:
        if att[j] == minion:
            e = eff[j]
            if e is not None and e.options:
                total += e.options[0].amount(op)
    return total


# ---------------------------------------------------------------------------------------------
# Turn structure (rules 3)


def _begin_turn(s: GameState) -> None:
    m = s.players[s.current]
    s.turn += 1
    m.turns += 1
    s.turn_bleed = 0
    s.turn_cards = 0
    s.transfers_used = 0
    s.used.clear()
    s.pending = None
    # rules 4: unlock every card you control, then the Edge gives 1 pool
    locked = s.locked
    for i in m.ready:
        locked[i] = 0
    for i in m.torpor:
        locked[i] = 0
    for i in m.in_play:
        locked[i] = 0
    if s.edge == s.current:
        m.pool += 1
    if m.owed_unlock:
        _draw(m, m.owed_unlock)
        m.owed_unlock = 0
    s.phase = UNLOCK
    s.master_actions = 1  # rules 5
    s.trifle_played = False
    s.discard_actions = 0
    s.transfers = 0


def _end_turn(s: GameState) -> None:
    m = s.players[s.current]
    if s.record:
        s.turn_log.append(_turn_record(s, m))
    s.pending = None
    n = len(s.seating)
    k = s.seating.index(s.current)
    for step in range(1, n + 1):
        q = s.seating[(k + step) % n]
        pm = s.players[q]
        if not pm.ousted and not pm.passive:
            break
    else:
        _finish(s)
        return
    if s.seating.index(q) <= k:  # every Methuselah still in has played: a new table turn
        if s.turn_limit and s.players[q].turns >= s.turn_limit:
            _finish(s, timed_out=True)
            return
        if s.record and not any(x.passive for x in s.players):
            _table_record(s)
        s.table_turn += 1
    s.current = q
    _begin_turn(s)


def _turn_record(s: GameState, m: Methuselah) -> tuple[int, ...]:
    su = s.setup
    is_v = su.is_vampire
    cap = su.capacity
    vamps = 0
    capacity = 0
    allies = 0
    for i in m.ready:
        if is_v[i]:
            vamps += 1
            capacity += cap[i]
        else:
            allies += 1
    for i in m.torpor:
        vamps += 1
        capacity += cap[i]
    ub = 0
    blood = s.blood
    for i in m.uncontrolled:
        ub += blood[i]
    modeled = su.modeled
    gold = su.goldfish
    dead = idle = 0
    for i in m.hand:
        if not modeled[i]:
            dead += 1
        elif not gold[i]:
            idle += 1
    return (
        m.index, m.turns, m.pool, vamps, capacity, len(m.uncontrolled), ub, s.transfers_used, s.turn_bleed,
        m.bled_total, s.turn_cards, dead, idle, allies, len(m.library), 1 if s.edge == m.index else 0,
    )


def _enter(s: GameState, phase: Phase) -> None:
    s.phase = phase
    m = s.players[s.current]
    if phase == INFLUENCE:
        # rules 7: four transfers, fewer in the first turn of the first three Methuselahs
        t = m.first_transfers if m.turns == 1 else TRANSFERS
        eff = s.setup.effect
        for j in m.in_play:
            e = eff[j]
            if e is not None and e.mode == Mode.MASTER_IN_PLAY and e.options:
                t += e.options[0].amount(Op.TRANSFERS)
        s.transfers = t
    elif phase == DISCARD:
        if m.owed_discard:
            _draw(m, m.owed_discard)
            m.owed_discard = 0
        s.discard_actions = 1  # rules 8


def _advance(s: GameState) -> None:
    """Move through every step in which the deciding Methuselah has nothing to choose."""
    while not s.terminal:
        pend = s.pending
        if pend is not None:
            if pend.stage == AFTER_BLOCKS:
                if _modifier_actions(s, pend):
                    return
                _resolve(s, pend)
                continue
            if _after_actions(s, pend):
                return
            s.pending = None
            continue
        ph = s.phase
        if ph == UNLOCK:
            if _unlock_actions(s):
                return
            _enter(s, MASTER)
        elif ph == MASTER:
            if _master_actions(s):
                return
            _enter(s, MINION)
        elif ph == MINION:
            if _has_minion_choice(s):
                return
            _enter(s, INFLUENCE)
        elif ph == INFLUENCE:
            if _has_influence_choice(s):
                return
            _enter(s, DISCARD)
        else:
            if s.discard_actions and s.players[s.current].hand:
                return
            _end_turn(s)


# ---------------------------------------------------------------------------------------------
# Legal actions, per phase


def legal_actions(state: GameState) -> list[Action]:
    """Every action the deciding Methuselah may take now (empty when the game is over)."""
    s = state
    if s.terminal:
        return []
    pend = s.pending
    if pend is not None:
        if pend.stage == AFTER_BLOCKS:
            return _modifier_actions(s, pend) + [PASS]
        return _after_actions(s, pend) + [PASS]
    ph = s.phase
    if ph == UNLOCK:
        return _unlock_actions(s) + [PASS]
    if ph == MASTER:
        return _master_actions(s) + [PASS]
    if ph == MINION:
        acts = _minion_actions(s)
        if acts and acts[-1] is _MANDATORY:
            acts.pop()
            return acts  # rules 6: a mandatory hunt comes first
        return acts + [PASS]
    if ph == INFLUENCE:
        return _influence_actions(s) + [PASS]
    return _discard_actions(s) + [PASS]


_MANDATORY = Action(Kind.PASS, n=-1)  # marker appended by _minion_actions


def _unlock_actions(s: GameState) -> list[Action]:
    """Optional unlock-phase effects: hunting grounds, Vessel (rules 4)."""
    m = s.players[s.current]
    if not m.in_play:
        return []
    su = s.setup
    out: list[Action] = []
    used = s.used
    for j in m.in_play:
        e = su.effect[j]
        if e is None or not e.options or (j, USED_CARD) in used:
            continue
        for p in e.options[0].prims:
            if p.op == Op.HUNTING_GROUND and s.attached[j] < 0:
                for v in m.ready:
                    if su.is_vampire[v] and s.blood[v] < su.capacity[v] and (v, FED_FROM_GROUND) not in used:
                        out.append(Action(Kind.USE, card=j, target=v))
            elif p.op == Op.EXCHANGE and p.arg == PHASE_UNLOCK:
                _exchange_actions(s, m, j, out)
    return out


def _exchange_actions(s: GameState, m: Methuselah, j: int, out: list[Action]) -> None:
    v = s.attached[j]
    if v < 0 or v not in m.ready:
        return
    if s.blood[v] > 0:
        out.append(Action(Kind.USE, card=j, target=v, n=0))  # blood -> pool
    if s.blood[v] < s.setup.capacity[v] and m.pool > 1:
        out.append(Action(Kind.USE, card=j, target=v, n=1))  # pool -> blood


def _master_actions(s: GameState) -> list[Action]:
    """Rules 5: master phase actions (master cards) and master-phase uses of cards in play."""
    m = s.players[s.current]
    su = s.setup
    out: list[Action] = []
    for j in m.in_play:
        e = su.effect[j]
        if e is None or not e.options or (j, USED_CARD) in s.used:
            continue
        for p in e.options[0].prims:
            if p.op == Op.EXCHANGE and p.arg == PHASE_MASTER:
                _exchange_actions(s, m, j, out)
            elif p.op == Op.MASTER_ACTIONS and not s.locked[j]:
                out.append(Action(Kind.USE, card=j))
    if s.master_actions <= 0:
        return out
    seen: set[int] = set()
    is_master = su.is_master
    modeled = su.modeled
    for i in m.hand:
        if not is_master[i] or not modeled[i]:
            continue
        cid = su.card[i].id
        if cid in seen:
            continue
        seen.add(cid)
        e = su.effect[i]
        assert e is not None
        if e.trifle and s.trifle_played:
            continue  # rules 1.6.2.5: one trifle per turn
        if e.pool_cost > m.pool:
            continue
        _master_card_actions(s, m, i, e, out)
    return out


def _master_card_actions(s: GameState, m: Methuselah, i: int, e: Effect, out: list[Action]) -> None:
    su = s.setup
    opt = e.options[0]
    ops = {p.op for p in opt.prims}
    if not ops or not ops <= MASTER_OPS:
        return
    vamps = [v for v in m.ready if su.is_vampire[v]]
    if e.mode == Mode.MASTER_IN_PLAY:
        if e.unique and _controls_same(s, m, i):
            return
        out.append(Action(Kind.PLAY_MASTER, card=i))
        return
    if e.mode == Mode.MASTER_ON_VAMPIRE:
        prim = opt.prims[0]
        for v in vamps:
            if prim.op == Op.MOVE_TO_POOL:
                # Villein: move cond..n blood (rules text); +1 pool on a vampire already with one
                extra = 1 if any(s.attached[j] == v and su.card[j].id == su.card[i].id for j in m.in_play) else 0
                if e.pool_cost + extra > m.pool:
                    continue
                lo = max(prim.cond, 1)
                for n in range(lo, min(prim.n, s.blood[v]) + 1):
                    out.append(Action(Kind.PLAY_MASTER, card=i, target=v, n=n))
            else:
                out.append(Action(Kind.PLAY_MASTER, card=i, target=v))
        return
    # a master that resolves at once
    first = opt.prims[0]
    if first.op == Op.MOVE_TO_POOL:
        for v in vamps + m.torpor:
            for n in range(1, s.blood[v] + 1):
                out.append(Action(Kind.PLAY_MASTER, card=i, target=v, n=n))
    elif first.op == Op.FILL_BLOOD:
        for v in vamps + m.torpor:
            if s.blood[v] < su.capacity[v]:
                out.append(Action(Kind.PLAY_MASTER, card=i, target=v))
    elif first.op == Op.ADD_UNCONTROLLED:
        for v in m.uncontrolled:
            if _target_ok(s, first.arg, first.cond, e.target_clan, -1, v):
                out.append(Action(Kind.PLAY_MASTER, card=i, target=v))
    elif first.op == Op.CRYPT_TO_UNCONTROLLED:
        if m.crypt:
            out.append(Action(Kind.PLAY_MASTER, card=i))
    else:
        out.append(Action(Kind.PLAY_MASTER, card=i))


def _can_act(s: GameState, i: int) -> bool:
    """Unlocked ready minions act (rules 6); an ally recruited this turn cannot (rules 6.1.5)."""
    return not s.locked[i] and s.acted[i] != s.turn


def _has_minion_choice(s: GameState) -> bool:
    m = s.players[s.current]
    locked = s.locked
    acted = s.acted
    turn = s.turn
    for i in m.ready:
        if not locked[i] and acted[i] != turn:
            return True
    return False


def _minion_actions(s: GameState) -> list[Action]:
    """Rules 6.1: bleed, hunt, equip, employ, recruit, action cards, for each minion that can act."""
    m = s.players[s.current]
    su = s.setup
    blood = s.blood
    is_v = su.is_vampire
    actors = [i for i in m.ready if _can_act(s, i)]
    # rules 6: a ready vampire with no blood must hunt, before any other action
    mandatory = [i for i in actors if is_v[i] and blood[i] == 0]
    if mandatory:
        out = [Action(Kind.HUNT, actor=i) for i in mandatory]
        out.append(_MANDATORY)
        return out
    out = []
    hand_cards: list[int] = []
    seen: set[int] = set()
    mc = su.minion_card
    cid_of = su.card_id
    for i in m.hand:
        if mc[i]:
            cid = cid_of[i]
            if cid not in seen:
                seen.add(cid)
                hand_cards.append(i)
    turn = s.turn
    bled_turn = s.bled_turn
    for a in actors:
        if bled_turn[a] != turn:
            out.append(Action(Kind.BLEED, a))
        if is_v[a]:
            out.append(Action(Kind.HUNT, a))
        for i in hand_cards:
            _card_actions(s, m, a, i, out)
    return out


def _action_options(su: GameSetup, a: int, i: int) -> tuple[tuple[int, bool, object], ...]:
    """(option index, bleeds, ADD_UNCONTROLLED prim or None) the actor can ever play with this
    action card: discipline, clan, title and capacity requirements (memoized per game setup)."""
    key = (a, su.card_id[i])
    got = su.memo.get(key)
    if got is None:
        e = su.effect[i]
        out = []
        if e is not None and e.mode == Mode.ACTION:
            for k, opt in enumerate(e.options):
                if not opt.prims or not _usable(su, a, e, opt):
                    continue
                ops = {p.op for p in opt.prims}
                if not ops <= ACTION_OPS or ops == {Op.STEALTH}:
                    continue
                if Op.HUNT in ops and not su.is_vampire[a]:
                    continue
                add = next((p for p in opt.prims if p.op == Op.ADD_UNCONTROLLED), None)
                out.append((k, Op.BLEED in ops, add))
        elif e is not None and e.mode in _MODE_KIND:
            if any(_usable(su, a, e, opt) for opt in e.options):
                out.append((0, False, None))
        got = tuple(out)
        su.memo[key] = got
    return got  # type: ignore[return-value]


_MODE_KIND = {Mode.EQUIPMENT: Kind.EQUIP, Mode.RETAINER: Kind.EMPLOY, Mode.ALLY: Kind.RECRUIT}


def _card_actions(s: GameState, m: Methuselah, a: int, i: int, out: list[Action]) -> None:
    su = s.setup
    opts = _action_options(su, a, i)
    if not opts:
        return
    e = su.effect[i]
    assert e is not None
    if e.blood_cost > s.blood[a] or e.pool_cost > m.pool:
        return
    mode = e.mode
    if mode == Mode.ACTION:
        if (a, su.card_id[i]) in s.used:
            return  # rules 6.1.6: the same action card once per turn per minion
        bled = s.bled_turn[a] == s.turn
        for k, bleeds, add in opts:
            if bleeds and bled:
                continue  # rules 6.1.1: one bleed per minion per turn
            if add is not None:
                for v in m.uncontrolled:
                    if _target_ok(s, add.arg, add.cond, e.target_clan, a, v):  # type: ignore[attr-defined]
                        out.append(Action(Kind.ACTION_CARD, actor=a, card=i, target=v, n=k))
            else:
                out.append(Action(Kind.ACTION_CARD, actor=a, card=i, n=k))
    else:
        if e.unique and _controls_same(s, m, i):
            return
        out.append(Action(_MODE_KIND[mode], actor=a, card=i))


def _modifier_actions(s: GameState, pend: Pending) -> list[Action]:
    """Action modifiers the acting minion can play now (rules 1.6.3.2, 6.2.2.2)."""
    m = s.players[s.current]
    su = s.setup
    a = pend.actor
    out: list[Action] = []
    if pend.kind != Kind.BLEED:
        return out  # only +bleed modifiers are modeled; stealth is never needed without blockers
    bm = su.bleed_mod
    for i in m.hand:
        if not bm[i]:
            continue
        e = su.effect[i]
        if e is None or e.mode != Mode.MODIFIER or not su.modeled[i]:
            continue
        cid = su.card[i].id
        if cid in pend.modifiers or e.blood_cost > s.blood[a] or e.pool_cost > m.pool:
            continue
        for k, opt in enumerate(e.options):
            bleed = 0
            limited = False
            ok = True
            for p in opt.prims:
                if p.op == Op.PLUS_BLEED:
                    if p.cond and s.players[pend.target].pool > p.cond:
                        continue
                    bleed += p.n
                    limited = limited or p.arg == 1
                elif p.op != Op.STEALTH:
                    ok = False
            if not ok or bleed <= 0 or (limited and pend.limited) or not _usable(su, a, e, opt):
                continue
            out.append(Action(Kind.MODIFIER, actor=a, card=i, n=k))
            break  # the best playable level of this card
    return out


def _after_actions(s: GameState, pend: Pending) -> list[Action]:
    """"Only usable after action resolution" modifiers: unlock the acting minion (Freak Drive)."""
    if not pend.succeeded:
        return []
    m = s.players[s.current]
    su = s.setup
    um = su.unlock_mod
    if not any(um[i] for i in m.hand):
        return []
    a = pend.actor
    out: list[Action] = []
    if a not in m.ready or not s.locked[a]:
        return out
    for i in m.hand:
        e = su.effect[i]
        if e is None or e.mode != Mode.MODIFIER or not su.modeled[i]:
            continue
        if su.card[i].id in pend.modifiers or e.blood_cost > s.blood[a] or e.pool_cost > m.pool:
            continue
        for k, opt in enumerate(e.options):
            if opt.has(Op.UNLOCK) and _usable(su, a, e, opt):
                out.append(Action(Kind.MODIFIER, actor=a, card=i, n=k))
                break
    return out


def _influence_actions(s: GameState) -> list[Action]:
    """Rules 7: transfers, bringing vampires into play, influence-phase uses of cards in play."""
    m = s.players[s.current]
    su = s.setup
    blood = s.blood
    cap = su.capacity
    out: list[Action] = []
    t = s.transfers
    for v in m.uncontrolled:
        b = blood[v]
        if b >= cap[v]:
            out.append(Action(Kind.INFLUENCE, target=v))
        room = min(t, cap[v] - b, m.pool)
        for n in range(1, room + 1):
            out.append(Action(Kind.TRANSFER, target=v, n=n))
        if t >= 2 and b > 0:
            out.append(Action(Kind.RETRIEVE, target=v))
    if t >= 4 and m.crypt and m.pool >= 1:
        out.append(Action(Kind.CRYPT_DRAW))
    for j in m.in_play:
        if s.locked[j]:
            continue
        e = su.effect[j]
        if e is None or not e.options:
            continue
        for p in e.options[0].prims:
            if p.op == Op.INFLUENCE_BLOOD:
                for v in m.uncontrolled:
                    if _target_ok(s, p.arg, p.cond, e.target_clan, -1, v):
                        out.append(Action(Kind.USE, card=j, target=v))
    return out


def _has_influence_choice(s: GameState) -> bool:
    """Cheap test that ``_influence_actions`` is not empty."""
    m = s.players[s.current]
    su = s.setup
    cap = su.capacity
    blood = s.blood
    t = s.transfers
    for v in m.uncontrolled:
        b = blood[v]
        if b >= cap[v] or (t >= 1 and m.pool >= 1) or (t >= 2 and b > 0):
            return True
    if t >= 4 and m.crypt and m.pool >= 1:
        return True
    ib = su.influence_blood
    return any(ib[j] and not s.locked[j] for j in m.in_play) and bool(m.uncontrolled) and bool(_influence_actions(s))


def _discard_actions(s: GameState) -> list[Action]:
    """Rules 8: discard one card and draw."""
    if not s.discard_actions:
        return []
    su = s.setup
    seen: set[int] = set()
    out = []
    for i in s.players[s.current].hand:
        cid = su.card[i].id
        if cid not in seen:
            seen.add(cid)
            out.append(Action(Kind.DISCARD, card=i))
    return out


# ---------------------------------------------------------------------------------------------
# Applying actions


def apply_checked(state: GameState, action: Action) -> None:
    """Apply ``action`` after checking it is legal; raises RulesError otherwise."""
    if state.terminal:
        raise RulesError(f"the game is over: no action is legal, {action!r} included")
    legal = legal_actions(state)
    if action not in legal:
        raise RulesError(
            f"illegal action {action!r} in phase {Phase(state.phase).name.lower()}: "
            f"choose one of legal_actions(state) ({len(legal)} now)"
        )
    apply(state, action)


def apply(state: GameState, action: Action) -> None:
    """Apply a legal action (trusted, unchecked) and advance to the next decision."""
    s = state
    kind = action.kind
    pend = s.pending
    if kind == Kind.PASS:
        if pend is not None:
            if pend.stage == AFTER_BLOCKS:
                _resolve(s, pend)
            else:
                s.pending = None
        else:
            _next_phase(s)
    elif kind == Kind.MODIFIER:
        _play_modifier(s, pend, action)  # type: ignore[arg-type]
    elif kind in (Kind.BLEED, Kind.HUNT, Kind.ACTION_CARD, Kind.EQUIP, Kind.EMPLOY, Kind.RECRUIT):
        _declare(s, action)
    elif kind == Kind.TRANSFER:
        m = s.players[s.current]
        s.transfers -= action.n
        s.transfers_used += action.n
        s.blood[action.target] += action.n
        _burn_pool(s, s.current, action.n)
    elif kind == Kind.RETRIEVE:
        s.transfers -= 2
        s.transfers_used += 2
        s.blood[action.target] -= 1
        s.players[s.current].pool += 1
    elif kind == Kind.CRYPT_DRAW:
        m = s.players[s.current]
        s.transfers -= 4
        s.transfers_used += 4
        m.uncontrolled.append(m.crypt.pop())
        _burn_pool(s, s.current, 1)
    elif kind == Kind.INFLUENCE:
        _influence(s, action.target)
    elif kind == Kind.DISCARD:
        m = s.players[s.current]
        m.hand.remove(action.card)
        m.ash.append(action.card)
        _draw(m)
        s.discard_actions -= 1
    elif kind == Kind.PLAY_MASTER:
        _play_master(s, action)
    elif kind == Kind.USE:
        _use(s, action)
    else:  # pragma: no cover - every Kind is handled above
        raise RulesError(f"unknown action kind {kind!r}")
    _advance(s)


def _next_phase(s: GameState) -> None:
    ph = s.phase
    if ph == DISCARD:
        _end_turn(s)
    else:
        _enter(s, Phase(ph + 1))


def _influence(s: GameState, v: int) -> None:
    """Rules 7: an uncontrolled vampire with enough blood moves, unlocked, to the ready region.

    Rules 4.1: a second copy of a unique vampire you control is burned instead.
    """
    m = s.players[s.current]
    m.uncontrolled.remove(v)
    if _controls_same(s, m, v):
        s.blood[v] = 0
        m.ash.append(v)
        return
    cap = s.setup.capacity[v]
    if s.blood[v] > cap:
        s.blood[v] = cap
    s.locked[v] = 0
    m.ready.append(v)


def _declare(s: GameState, action: Action) -> None:
    """Rules 6.2.1: announce the action, play its card, lock the acting minion."""
    m = s.players[s.current]
    su = s.setup
    a = action.actor
    s.locked[a] = 1
    kind = action.kind
    pend = Pending(kind, a, action.card, action.n, action.target)
    if kind == Kind.BLEED:
        pend.target = s.prey(s.current)
        e = su.effect[a]
        pend.bleed = (e.bleed if e is not None else 1) + _minion_bonus(s, m, a, Op.PLUS_BLEED)
    elif action.card >= 0:
        e = su.effect[action.card]
        assert e is not None
        _play_from_hand(s, m, action.card, e)
        m.in_play.append(action.card)  # face up in play during the action (rules 6.2.1)
        if kind == Kind.ACTION_CARD:
            s.used.add((a, su.card[action.card].id))
            opt = e.options[action.n]
            if opt.has(Op.BLEED):
                pend.kind = Kind.BLEED
                pend.target = s.prey(s.current)
                ea = su.effect[a]
                pend.bleed = (ea.bleed if ea is not None else 1) + opt.amount(Op.BLEED) + _minion_bonus(
                    s, m, a, Op.PLUS_BLEED
                )
            pend.stealth = opt.amount(Op.STEALTH)
        else:
            pend.stealth = 1  # rules 6.1.3-6.1.5: +1 stealth
    else:
        pend.stealth = 1  # hunt, rules 6.1.2
    s.pending = pend
    # Blocks (rules 6.2.2) are not modeled yet: nobody attempts to block, so the action goes on.


def _play_modifier(s: GameState, pend: Pending, action: Action) -> None:
    m = s.players[s.current]
    su = s.setup
    i = action.card
    e = su.effect[i]
    assert e is not None
    _play_from_hand(s, m, i, e)
    m.ash.append(i)
    pend.modifiers.append(su.card[i].id)
    a = pend.actor
    if e.blood_cost:
        s.blood[a] -= e.blood_cost  # rules 6.2.3: modifier costs are paid when played
    if e.pool_cost:
        _burn_pool(s, s.current, e.pool_cost)
    for p in e.options[action.n].prims:
        if p.op == Op.PLUS_BLEED:
            if p.cond and s.players[pend.target].pool > p.cond:
                continue
            pend.bleed += p.n
            if p.arg == 1:
                pend.limited = True
        elif p.op == Op.STEALTH:
            pend.stealth += p.n
        elif p.op == Op.UNLOCK:
            s.locked[a] = 0


def _resolve(s: GameState, pend: Pending) -> None:
    """Rules 6.2.3: the action succeeds; pay its cost and apply its effects."""
    m = s.players[s.current]
    su = s.setup
    a = pend.actor
    kind = pend.kind
    card = pend.card
    e = su.effect[card] if card >= 0 else None
    if e is not None:
        if e.blood_cost:
            s.blood[a] -= e.blood_cost
    pend.succeeded = True
    pend.stage = AFTER_RESOLUTION
    if e is not None and kind != Kind.EQUIP and kind != Kind.EMPLOY:
        m.in_play.remove(card)
    if kind == Kind.BLEED:
        s.bled_turn[a] = s.turn
        amount = pend.bleed
        if amount > 0:
            target = pend.target
            s.turn_bleed += amount
            m.bled_total += amount
            s.players[target].bleed_received += amount
            s._tt_dealt[s.current] += amount
            s._tt_received[target] += amount
            s.edge = s.current  # rules 6.1.1: a successful bleed for 1 or more takes the Edge
            if e is not None:
                gain = e.options[pend.option].amount(Op.GAIN_POOL)
                if gain:
                    m.pool += gain
            if target != s.current:
                _burn_pool(s, target, amount)
        if e is not None:
            m.ash.append(card)
    elif kind == Kind.HUNT:
        _gain_blood(s, a, 1)  # rules 6.1.2
    elif kind == Kind.EQUIP or kind == Kind.EMPLOY:
        s.attached[card] = a  # rules 6.1.3, 6.1.4
        if kind == Kind.EMPLOY:
            s.blood[card] = e.life if e is not None else 0
    elif kind == Kind.RECRUIT:
        m.ready.append(card)  # rules 6.1.5: the ally cannot act this turn
        s.blood[card] = e.life if e is not None else 0
        s.acted[card] = s.turn
    elif kind == Kind.ACTION_CARD:
        assert e is not None
        for p in e.options[pend.option].prims:
            op = p.op
            if op == Op.GAIN_POOL:
                m.pool += p.n
            elif op == Op.GAIN_BLOOD:
                _gain_blood(s, a, p.n)
            elif op == Op.HUNT:
                _gain_blood(s, a, 1 + p.n)
            elif op == Op.ADD_UNCONTROLLED:
                if pend.target in m.uncontrolled:
                    _gain_blood(s, pend.target, p.n)
        m.ash.append(card)
    if e is not None and e.pool_cost:
        _burn_pool(s, s.current, e.pool_cost)


def _play_master(s: GameState, action: Action) -> None:
    """Rules 5, 1.6.2: a master phase action plays a master card."""
    m = s.players[s.current]
    su = s.setup
    i = action.card
    e = su.effect[i]
    assert e is not None
    _play_from_hand(s, m, i, e)
    s.master_actions -= 1
    if e.trifle and not s.trifle_played:
        s.trifle_played = True
        s.master_actions += 1  # rules 1.6.2.5
    cost = e.pool_cost
    v = action.target
    if e.mode == Mode.MASTER_ON_VAMPIRE and e.options[0].prims and e.options[0].prims[0].op == Op.MOVE_TO_POOL:
        if any(s.attached[j] == v and su.card[j].id == su.card[i].id for j in m.in_play):
            cost += 1
    if e.mode == Mode.MASTER_IN_PLAY:
        m.in_play.append(i)
        for p in e.options[0].prims:
            if p.op == Op.HAND_SIZE:
                m.hand_size += p.n
                _draw(m, p.n)  # rules 1.6.1.2: match the new hand size at once
    elif e.mode == Mode.MASTER_ON_VAMPIRE:
        m.in_play.append(i)
        s.attached[i] = v
        for p in e.options[0].prims:
            if p.op == Op.MOVE_TO_POOL:
                n = min(action.n, s.blood[v])
                s.blood[v] -= n
                m.pool += n
    else:
        for p in e.options[0].prims:
            op = p.op
            if op == Op.GAIN_POOL:
                m.pool += p.n
            elif op == Op.MOVE_TO_POOL:
                n = min(action.n, s.blood[v])
                s.blood[v] -= n
                m.pool += n
            elif op == Op.FILL_BLOOD:
                s.blood[v] = su.capacity[v]
            elif op == Op.ADD_UNCONTROLLED:
                _gain_blood(s, v, p.n)
            elif op == Op.CRYPT_TO_UNCONTROLLED:
                for _ in range(p.n):
                    if m.crypt:
                        m.uncontrolled.append(m.crypt.pop())
            elif op == Op.MILL:
                for _ in range(p.n):
                    if m.library:
                        m.ash.append(m.library.pop())
        m.ash.append(i)
    if cost:
        _burn_pool(s, s.current, cost)


def _use(s: GameState, action: Action) -> None:
    """Use a card in play (hunting ground, Blood Doll, Vessel, Parthenon, Powerbase...)."""
    m = s.players[s.current]
    su = s.setup
    j = action.card
    e = su.effect[j]
    assert e is not None
    v = action.target
    for p in e.options[0].prims:
        op = p.op
        if op == Op.HUNTING_GROUND and s.phase == UNLOCK:
            _gain_blood(s, v, p.n)
            s.used.add((j, USED_CARD))
            s.used.add((v, FED_FROM_GROUND))
        elif op == Op.EXCHANGE:
            s.used.add((j, USED_CARD))
            if action.n == 0:
                s.blood[v] -= 1
                m.pool += 1
            else:
                s.blood[v] += 1
                _burn_pool(s, s.current, 1)
        elif op == Op.MASTER_ACTIONS:
            s.locked[j] = 1
            s.master_actions += p.n
        elif op == Op.INFLUENCE_BLOOD:
            s.locked[j] = 1
            _gain_blood(s, v, p.n)




def play(
    state: GameState,
    policies: Sequence,
    rng: np.random.Generator,
    *,
    checked: bool = False,
    after: object = None,
) -> GameState:
    """Run ``state`` to the end: each decision goes to ``policies[decider]``.

    ``checked=True`` validates every action (``apply_checked``); ``after``, if given, is called
    as ``after(state, action)`` after each one (tests check invariants there).
    """
    from .policies import LegalActions
    from .state import PlayerView

    views = [PlayerView(state, p) for p in range(len(state.players))]
    step = apply_checked if checked else apply
    while not state.terminal:
        p = state.decider
        action = policies[p].choose(views[p], LegalActions(state, legal_actions), rng)
        step(state, action)
        if after is not None:
            after(state, action)  # type: ignore[operator]
    return state


__all__ = [
    "apply", "apply_checked", "goldfish_setup", "is_terminal", "legal_actions", "new_game", "play", "returns",
    "winner",
]
