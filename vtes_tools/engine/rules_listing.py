"""What the deciding Methuselah may do in each phase (rules 3): unlock-phase abilities, master
cards, the minion phase's actions and action cards (the influence and discard phases are
:mod:`.rules_influence`); and the readers of the action cards' and master cards' options the
rules know how to play.
:func:`.rules.legal_actions` calls the lister of the phase or stage.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from ..models import current_clan
from . import after, borrow, burnable, imbued, lock_counters, masters, placed, politics, referendums, wakers
from .action_cards import LOCKED_BLEEDS, any_locked_bleeds
from .actions import Action
from .effects import (
    EACH_YOUNGER_CLAN, PHASE_MASTER, PHASE_UNLOCK, Effect, Mode, Op, Option, Prim, Req, Restriction, Thing, When, Who,
)
from .hot import (
    K_BECOME_ANARCH,
    K_ABILITY, K_ACTION_CARD, K_BLEED, K_DIABLERIZE, K_DISCARD_FOR, K_EDGE, K_ENTER_COMBAT, K_EQUIP, K_HUNT,
    K_LEAVE_TORPOR, K_LOCK_FOR_MASTER, K_OWN_ACTION, K_PLAY_MASTER, K_POLITICAL, K_RESCUE, K_TOGGLE, K_UNLOCK_ABILITY,
    K_USE, K_YIELD, M_ACTION, M_ALLY, M_EQUIPMENT, M_MASTER, M_MASTER_IN_PLAY, M_MASTER_ON_VAMPIRE, M_RETAINER,
    O_ADD_UNCONTROLLED, O_BLEED, O_CANNOT_BLOCK, O_COMBAT_ENDS, O_CRYPT_TO_UNCONTROLLED, O_ENTER_COMBAT, O_EXCHANGE,
    O_FILL_BLOOD, O_GAIN_BLOOD, O_GAIN_POOL, O_HUNT, O_HUNTING_GROUND, O_INTERCEPT, O_LOCK, O_MANEUVER,
    O_MASTER_ACTIONS, O_MOVE_TO_POOL, O_PAY_BLOOD, O_PLUS_BLEED, O_PRESS, O_PREVENT, O_REQUIRES, O_STEALTH, O_STRENGTH,
    O_UNLOCK_MINION, O_WHEN,
)
from .ops import (
    become_anarch_cost,
    may_become_anarch,
    CANNOT, FED_FROM_GROUND, MODE_KIND, NO_ACTION_CARDS, NO_BLEED, NO_POLITICAL, PLUS_BLEED_TURN, RETAINER_MANEUVER,
    TURN_BLEED, T_ALLY, T_EQUIPMENT, T_LOCATION, T_RETAINER, USED_CARD, usable, blood_cost, burn_card, burn_pool,
    controls_same, directed_ok, distinct, gain_blood, known_prims, new_tuple, pool_cost, targeted_ok,
)
from .out_of_turn import ARCHON_INVESTIGATION, CANCEL_MASTER_CARD, CANCEL_MINION_CARD
from .rules_base import (
    ACTION_KINDS, ACTION_KIND_OPS, ACTION_MINUS_WHO, ACTION_OPS, ALLY_OPS, BURN_NEAR, BURN_NOT_MELEE, BURN_THINGS,
    COMBAT_TARGETS, DISCARD_COPY, DMG_BLOOD, DMG_SMALL, DMG_TWO, DMG_UNPREVENTABLE, DMG_VAMPIRE, EQUIPMENT_OPS,
    LEFT_ACTION, MANDATORY, MASTER, MASTER_OPS, MINION, NO_BLEED_TURN, NO_TRANSFERS_TURN, ON_VAMPIRE_OPS, OP_DAMAGE,
    O_MINUS_INTERCEPT, O_RESCUE, O_SEARCH, O_STEAL_CARD, PLAIN_ACTION, POOL_USED, RETAINER_OPS, R_LOCKED, STEAL_THINGS,
    TOGGLE_USED, TORPOR_COST, TURN_STEALTH, TURN_STEALTH_ALL, UNLOCK, UNLOCK_USED, VOTE_LOCATION_OPS, W_AFTER_BLEED,
    W_BLEED_ACTION, W_BLOCKED, W_DIRECTED_AT_YOU, W_DISCARD_PHASE, W_FIRST_ROUND, W_REQUIRING, W_REQUIRING_SECT,
    W_TARGET_IS, burn_targets, combat_target_ok, damage_targets, declare_bonus, equip_bleed_delta, library_equipment,
    no_hunt_cards, rescue_tax, steal_targets, summon_thing, summon_x, target_ok, wounded_retainers,
)
from .rules_turn import location_tax, unlock_toll
from .state import (
    CARD_WHO, GameSetup, GameState, Methuselah, Pending, Referendum, conditional_of, ends_combat, equip_bleed,
    flash_strike, master_blood, sets_long_range, unlock_employer_option,
)

if TYPE_CHECKING:
    from collections.abc import Callable


def _equipment_in_library(s: GameState, m: Methuselah, a: int, paid: int,
                          cands: list[tuple[int, int, Effect]] | None = None) -> list[int]:
    """Equipment cards (one per card name) in ``m``'s library that minion ``a`` could equip now,
    requirements and cost as normal (rules 6.1.3), after paying ``paid`` blood for the search;
    ``cands``: :func:`library_equipment` of the same state, when read already."""
    if cands is None:
        cands = library_equipment(s, m)
    out: list[int] = []
    if not cands:
        return out
    su = s.setup
    memo_get = action_options_memo(su)
    mods = su.cost_mods[a]
    room = s.blood[a] - paid
    for j, cid, e in cands:
        opts = memo_get((a, cid, 4000))  # action_options, memoized
        if opts is None:
            opts = action_options(su, a, j)
        if opts and (blood_cost(su, a, j) if mods else e.blood_cost) <= room:
            out.append(j)
    return out


def summon_targets(s: GameState, m: Methuselah, a: int, thing: int) -> list[int]:
    """The cards (one per card name) :func:`summon_thing` can put in play for vampire ``a``: X
    at most its blood (rules 6.2.3: paid as the action resolves). A vampire: non-scarce, of the
    crypt or ash heap, not one ``m`` controls already (rules 4.1). Else an ally, retainer or
    equipment of the library or ash heap the rules play (an ally with life, the first option of
    the others known), none ``a`` cannot have or has one of already, no unique card ``m``
    controls; it is put in play, not played, so its requirements do not apply (rules 1.6.1.3)."""
    su = s.setup
    room = s.blood[a]
    out: list[int] = []
    seen: set[int] = set()
    if thing == Thing.VAMPIRE:
        for t in (*m.crypt, *m.ash):
            cid = su.card_id[t]
            if cid in seen or not su.is_vampire[t] or su.scarce[t] or su.capacity[t] > room:
                continue
            seen.add(cid)
            if not controls_same(s, m, t):
                out.append(t)
        return out
    for t in (*m.library, *m.ash):
        cid = su.card_id[t]
        mode = su.mode[t]
        if cid in seen or mode not in MODE_KIND or not su.minion_card[t]:
            continue
        seen.add(cid)
        e = su.effect[t]
        if e is None or summon_x(su, t) > room or su.cannot[a] & _MODE_CANNOT.get(mode, 0):
            continue
        if not (e.life > 0 if mode == M_ALLY else bool(e.options) and in_play_known(e.mode, e.options[0])):
            continue
        if (e.unique and controls_same(s, m, t)) or (
                su.one_each[t] and any(s.attached[j] == a and su.card_id[j] == cid for j in m.in_play)):
            continue
        out.append(t)
    return out


_O_MOVE_BLOOD = int(Op.MOVE_BLOOD)
O_BLOOD_TO = int(Op.BLOOD_TO)
_O_DRAW = Op.DRAW


def _unlock_ability_actions(s: GameState, m: Methuselah, v: int, ab: tuple, out: list[Action]) -> None:
    """A ready vampire's own unlock-phase ability, once a phase: blood to an uncontrolled vampire
    (of the clan, or younger), or one of its retainers burned for blood."""
    su = s.setup
    op, n, arg, clan = ab
    if op == O_BLOOD_TO:
        for t in m.ready + m.torpor:  # the controlled region: ready and torpor (rules 2.3)
            if su.is_vampire[t] and s.blood[t] < su.capacity[t]:
                out.append(Action(K_UNLOCK_ABILITY, actor=v, target=t))
        return
    if op == O_LOCK:
        # Scout Youngwood: n blood to lock an ally or younger vampire of the prey (rules 4)
        if s.blood[v] < n or s.prey(s.current) == s.current:
            return
        for t in s.players[s.prey(s.current)].ready:
            if not s.locked[t] and (su.mode[t] == M_ALLY or su.is_vampire[t] and su.capacity[t] < su.capacity[v]):
                out.append(Action(K_UNLOCK_ABILITY, actor=v, target=t))
        return
    if op == _O_MOVE_BLOOD:
        if s.blood[v] <= 0:
            return
        for t in m.uncontrolled:
            if s.blood[t] < su.capacity[t] and (not clan or su.clan_index[t] == clan) \
                    and (arg != 3 or su.capacity[t] < su.capacity[v]):
                out.append(Action(K_UNLOCK_ABILITY, actor=v, target=t))
        if arg == 2:
            # Saulot: "to a vampire in play or in your uncontrolled region" (those you control)
            for t in m.ready + m.torpor:
                if t != v and su.is_vampire[t] and s.blood[t] < su.capacity[t]:
                    out.append(Action(K_UNLOCK_ABILITY, actor=v, target=t))
    else:
        for j in m.in_play:
            if s.attached[j] == v and su.mode[j] == M_RETAINER:
                out.append(Action(K_UNLOCK_ABILITY, actor=v, target=j))


def unlock_ability(s: GameState, action: Action) -> None:
    """Rules 4 (unlock phase): move the blood (what the target can hold), or burn the retainer
    and gain the blood (up to capacity)."""
    su = s.setup
    m = s.players[s.current]
    v, t = action.actor, action.target
    op, n, _arg, _clan = su.unlock_ability[v]  # type: ignore[misc]
    s.used.add((v, UNLOCK_USED))
    if op == O_BLOOD_TO:
        s.blood[t] += min(n, su.capacity[t] - s.blood[t])  # from the blood bank, up to capacity
    elif op == O_LOCK:
        s.blood[v] -= n
        s.locked[t] = 1
    elif op == _O_MOVE_BLOOD:
        k = min(n, s.blood[v], su.capacity[t] - s.blood[t])
        s.blood[v] -= k
        s.blood[t] += k
    elif t in m.in_play:
        m.in_play.remove(t)
        burn_card(s, t)
        gain_blood(s, v, n)


def toggle_actions(s: GameState, phase: int) -> list[Action]:
    """Once a turn, a ready vampire's "lock or unlock another ready Toreador" (your minion
    phase) / "unlock another ready Lasombra" (your discard phase)."""
    su = s.setup
    m = s.players[s.current]
    out: list[Action] = []
    tg = su.toggle
    for v in m.ready:
        t = tg[v]
        if t is None or t[0] != phase or (v, TOGGLE_USED) in s.used:
            continue
        if not t[1]:
            if s.locked[v]:
                out.append(Action(K_TOGGLE, actor=v, target=v))  # "once each turn, Shalmath can unlock"
            continue
        for w in m.ready:
            if w != v and su.is_vampire[w] and su.clan_index[w] == t[1]:
                if s.locked[w]:
                    out.append(Action(K_TOGGLE, actor=v, target=w))
                elif t[2]:
                    out.append(Action(K_TOGGLE, actor=v, target=w, n=1))
    return out


def edge_actions(s: GameState, phase: int) -> list[Action]:
    """A ready vampire's "burn the Edge to gain 2 pool" (your master phase), "burn the Edge to
    unlock" (your discard phase, a locked one), "burn the Edge to give Lucinde 1 blood" (your
    unlock phase): only while you hold the Edge (rules 1.2.3). Its "burn 1 pool to get +1
    master phase action", "burn a pool to unlock" (n=1): once a turn, leaving pool."""
    su = s.setup
    m = s.players[s.current]
    out: list[Action] = []
    if s.edge == s.current:
        for v in m.ready:
            eu = su.edge_use[v]
            if eu is not None and eu[0] == phase and (
                    eu[1] == O_GAIN_POOL or eu[1] == O_UNLOCK_MINION and s.locked[v]
                    or eu[1] == O_GAIN_BLOOD and s.blood[v] < su.capacity[v]):
                out.append(Action(K_EDGE, actor=v))
    if su.any_pool_use:
        for v in m.ready:
            pu = su.pool_use[v]
            if pu is not None and pu[0] == phase and m.pool > pu[3] and (v, POOL_USED) not in s.used \
                    and (pu[1] != O_UNLOCK_MINION or s.locked[v]):
                out.append(Action(K_EDGE, actor=v, n=1))
    return out


def edge_use(s: GameState, action: Action) -> None:
    v = action.actor
    if action.n == 1:
        _phase, op, n, pool = s.setup.pool_use[v]  # type: ignore[misc]
        s.used.add((v, POOL_USED))
        burn_pool(s, s.current, pool)
        if op == O_MASTER_ACTIONS:
            s.master_actions += n  # rules 5
        else:
            s.locked[v] = 0
        return
    _phase, op, n = s.setup.edge_use[v]  # type: ignore[misc]
    s.edge = -1  # burned: back to no Methuselah until a successful bleed (rules 6.1.1)
    if op == O_GAIN_POOL:
        s.players[s.current].pool += n
    elif op == O_GAIN_BLOOD:
        gain_blood(s, v, n)
    else:
        s.locked[v] = 0


def toggle(s: GameState, action: Action) -> None:
    if action.n == 2:
        after.unlock_in_play(s, action)  # CrimethInc. in play: 1 pool to unlock an Anarch
        return
    s.used.add((action.actor, TOGGLE_USED))
    s.locked[action.target] = 1 if action.n == 1 else 0


def unlock_actions(s: GameState) -> list[Action]:
    """Optional unlock-phase effects: hunting grounds, Vessel (rules 4); yielding contested
    cards and titles (rules 4.1, 4.2; the others are paid for when the phase ends)."""
    m = s.players[s.current]
    out: list[Action] = []
    if m.contested:
        for i in m.contested:
            out.append(Action(K_YIELD, card=i))
    if s.title_contested:
        for v in m.ready + m.torpor:
            if v in s.title_contested:
                out.append(Action(K_YIELD, card=v, n=1))
    su = s.setup
    if masters.UNLOCK_KINDS & su.master_kinds and masters.unlock_actions(s, m, out):
        out.append(MANDATORY)  # Smiling Jack's pool or blood, owed before anything else
        return out
    ua = su.unlock_ability
    for v in m.ready:
        if (ab := ua[v]) is not None and (v, UNLOCK_USED) not in s.used:
            _unlock_ability_actions(s, m, v, ab, out)
    if su.any_ash_return and len(m.ash) > 7:
        _ash_return_actions(s, m, out)
    if su.any_edge_use and s.edge == s.current:
        out += edge_actions(s, UNLOCK)  # Lucinde: "burn the Edge to give Lucinde 1 blood"
    if su.any_unlock_toll and unlock_toll(s) and NO_TRANSFERS_TURN not in s.used:
        out.append(Action(K_YIELD, n=3))
    if not m.in_play:
        return out
    if su.any_lock_counter:
        lock_counters.unlock_uses(s, m, out)  # Dreams of the Sphinx: 1 pool with the Edge
    if su.any_location_tax and location_tax(s):
        il = su.is_location
        out.extend(Action(K_YIELD, card=j, n=2) for j in m.in_play if il[j])
    used = s.used
    for j in m.in_play:
        e = su.effect[j]
        if e is None or not e.options or (j, USED_CARD) in used or su.master_shape[j] is not None:
            continue  # (cards read by shape list their own uses: masters.unlock_actions)
        ops = e.options[0].ops
        if not (O_HUNTING_GROUND in ops or O_EXCHANGE in ops or _O_DRAW in ops):
            continue  # (no other primitive lists a use here)
        for p in e.options[0].prims:
            if p.op == O_HUNTING_GROUND and s.attached[j] < 0:
                for v in m.ready:
                    if su.is_vampire[v] and s.blood[v] < su.capacity[v] and (v, FED_FROM_GROUND) not in used:
                        out.append(new_tuple(Action, (K_USE, -1, j, v, 0)))
            elif p.op == O_EXCHANGE and p.arg == PHASE_UNLOCK:
                _exchange_actions(s, m, j, out)
            elif p.op == _O_DRAW and s.attached[j] in m.ready and _unlock_draw(e.options[0]):
                # Heart of Nizchetus: "if the bearer is ready during your unlock phase, you can
                # draw up to N cards ... then move the same number to the bottom of your library"
                for k in range(1, p.n + 1):
                    out.append(Action(K_USE, card=j, n=k))
    return out


def _heal_ally_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Vagabond Mystic: "can lock to add 1 life to an ally you control who has fewer life than
    its starting life" (not an action: its printed life is the starting one the rules know)."""
    su = s.setup
    for a in m.ready:
        if su.heal_ally[a] and not s.locked[a]:
            for t in m.ready:
                e = su.effect[t]
                if su.is_ally[t] and e is not None and s.blood[t] < e.life:
                    out.append(Action(K_USE, actor=a, card=a, target=t))


def _burn_location_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """War Ghoul: "it can lock and burn itself to burn a location, except during combat" (not
    an action; offered in your minion phase)."""
    su = s.setup
    for a in m.ready:
        if su.burn_location[a] and not s.locked[a]:
            for q in s.players:
                for j in q.in_play:
                    if su.is_location[j]:
                        out.append(Action(K_USE, actor=a, card=a, target=j))


def _ash_return_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Emerald Legionnaire: "during your unlock phase, if you control fewer copies of Emerald
    Legionnaire than ready unique Harbinger of Skulls, you can remove 7 cards in your ash heap
    from the game to move an Emerald Legionnaire from your ash heap to the ready region"."""
    su = s.setup
    seen: set[int] = set()
    for j in m.ash:
        cid = su.card_id[j]
        if su.ash_return[j] and cid not in seen:
            seen.add(cid)
            copies = sum(1 for k in m.ready if su.card_id[k] == cid)
            skulls = sum(1 for v in m.ready if su.harbinger[v] and su.is_unique[v])
            if copies < skulls:
                out.append(Action(K_USE, card=j))


def _unlock_draw(opt: Option) -> bool:
    """The option is "during your unlock phase, draw up to N cards without discarding, then
    move the same number from hand to the bottom of your library" (Heart of Nizchetus)."""
    return len(opt.prims) == 2 and opt.prims[0].op == O_WHEN and opt.prims[0].n == When.UNLOCK_PHASE \
        and opt.prims[1].op == Op.DRAW and opt.prims[1].arg == 1 and not opt.prims[1].x


def _exchange_actions(s: GameState, m: Methuselah, j: int, out: list[Action]) -> None:
    v = s.attached[j]
    if v < 0 or v not in m.ready:
        return
    if s.blood[v] > 0:
        out.append(new_tuple(Action, (K_USE, -1, j, v, 0)))  # blood -> pool
    if s.blood[v] < s.setup.capacity[v] and m.pool > 1:
        out.append(new_tuple(Action, (K_USE, -1, j, v, 1)))  # pool -> blood


def master_actions(s: GameState) -> list[Action]:
    """Rules 5: master phase actions (master cards) and master-phase uses of cards in play."""
    m = s.players[s.current]
    su = s.setup
    out: list[Action] = edge_actions(s, MASTER) if su.any_edge_use or su.any_pool_use else []
    if su.any_placed:
        placed.master_uses(s, m, out)  # Judgment: Camarilla Segregation burned with a vampire
    if su.any_master_dump:
        # Uchenna: "may burn a blood to burn a card from your hand; draw up to your hand size"
        for v in m.ready:
            if su.master_dump[v] and s.blood[v] >= 1:
                out.extend(Action(K_DISCARD_FOR, actor=v, card=i) for i in distinct(su, m.hand))
    for j in m.in_play:
        e = su.effect[j]
        if e is None or not e.options or (j, USED_CARD) in s.used:
            continue
        ops = e.options[0].ops
        if O_EXCHANGE in ops or O_MASTER_ACTIONS in ops:  # (no other primitive lists a use here)
            for p in e.options[0].prims:
                if p.op == O_EXCHANGE and p.arg == PHASE_MASTER:
                    _exchange_actions(s, m, j, out)
                elif p.op == O_MASTER_ACTIONS and not s.locked[j]:
                    out.append(Action(K_USE, card=j))
        if su.master_shape[j] is not None:
            masters.use_actions(s, m, j, su.master_shape[j], out)  # type: ignore[arg-type]
    if su.any_lock_counter:
        lock_counters.master_uses(s, m, out)  # Dreams of the Sphinx: +2 hand size until the end of the turn
    if su.any_lock_master:
        lm = su.lock_master
        for v in m.ready:
            if lm[v] and not s.locked[v]:  # "if Isanwayen is ready, you can lock him: +1 master phase action"
                out.append(Action(K_LOCK_FOR_MASTER, actor=v))
    if s.master_actions <= 0:
        return out
    if masters.MASTER_PHASE_KINDS & su.master_kinds:
        masters.master_phase_actions(s, m, out)  # Tension in the Ranks, Anthelios
    seen: set[int] = set()
    is_master = su.is_master
    modeled = su.modeled
    for i in m.hand:
        if not is_master[i] or not modeled[i]:
            continue
        cid = su.card_id[i]
        if cid in seen or cid in CANCEL_MINION_CARD or cid in CANCEL_MASTER_CARD or cid == ARCHON_INVESTIGATION:
            continue
        seen.add(cid)
        e = su.effect[i]
        assert e is not None
        if e.trifle and s.trifle_played:
            continue  # rules 1.6.2.5: one trifle per turn
        if e.pool_cost > m.pool:
            continue
        if (e.clans or e.titles) and not master_requirement_met(s, m, e):
            continue  # rules 1.6.1.3: a ready minion of yours must meet a master card's requirements
        _master_card_actions(s, m, i, e, out)
    return out


def master_requirement_met(s: GameState, m: Methuselah, e: Effect) -> bool:
    """Rules 1.6.1.3: only a Methuselah controlling a ready minion that meets a master card's
    clan or title requirement can play it."""
    su = s.setup
    clans = {current_clan(c) for c in e.clans}
    for v in m.ready:
        if not su.is_vampire[v]:
            continue
        if clans and current_clan(su.clan[v]) not in clans and not (su.as_clan_master[v] and su.as_clan[v] & clans):
            continue  # "you and Gem Ghastly can play cards requiring a Ventrue as if she were a Ventrue"
        if e.titles:
            title = su.title[v]
            if not title or ("titled" not in e.titles and title not in e.titles):
                continue
        return True
    return False


def turn_stealth(opt: Option) -> int:
    """TURN_STEALTH (vampires) or TURN_STEALTH_ALL (minions) of "all of your vampires' / minions'
    actions are at +1 stealth this turn" (Psychic Veil), else 0."""
    p = [q for q in opt.prims if q.op != O_REQUIRES]
    if len(p) == 1 and p[0].op == O_STEALTH and p[0].n == 1 and p[0].cond == 1 and not p[0].x \
            and p[0].arg in (Who.VAMPIRE, Who.ANOTHER):
        return TURN_STEALTH if p[0].arg == Who.VAMPIRE else TURN_STEALTH_ALL
    return 0


def turn_stealth_bonus(s: GameState, a: int) -> int:
    """+1 stealth for each "all of your vampires' (minions') actions are at +1 stealth this turn"."""
    n = 0
    for key in (TURN_STEALTH, TURN_STEALTH_ALL) if s.setup.is_vampire[a] else (TURN_STEALTH_ALL,):
        k = 1
        while (-k, key) in s.used:
            n += 1
            k += 1
    return n


def influence_shape(opt: Option) -> int:
    """1: "add N blood to the chosen vampire (in your uncontrolled region). If the amount of
    blood equals or exceeds their capacity, move them to your ready region"; 2: "(D) move N blood
    from a crypt card in any uncontrolled region to the chosen vampire" (Undue Influence); else 0."""
    p = [q for q in opt.prims if q.op != O_STEALTH and q.op != O_REQUIRES]
    if len(p) == 2 and p[0].op == O_ADD_UNCONTROLLED and p[0].n > 0 and not (p[0].arg or p[0].cond or p[0].x) \
            and p[1] == (Op.RESCUE, 1, 2, 0, 0):
        return 1
    if len(p) == 1 and p[0].op == Op.MOVE_BLOOD and p[0].n > 0 and p[0].arg == 1 and not (p[0].cond or p[0].x):
        return 2
    return 0


def blocked_strength(opt: Option) -> int:
    """N of a bleed's "if this action is blocked, before range is determined during the first
    round of the resulting combat, this vampire can gain +N strength that combat" (Show of Force:
    STRENGTH with cond BLOCKED), else 0."""
    got = [p for p in opt.prims if p.op == O_STRENGTH]
    if len(got) != 1 or not opt.has(O_BLEED):
        return 0
    q = got[0]
    return q.n if q.n > 0 and q.cond == W_BLOCKED and not (q.arg or q.x) else 0


def blocker_press(opt: Option) -> int:
    """N of an enter-combat action's "if this action is blocked, the blocking minion gets N
    optional press during the first round" (Dive Bomb: a WHEN BLOCKED closing the option), else 0."""
    p = opt.prims
    k = next((i for i, q in enumerate(p) if q.op == O_WHEN), -1)
    if k < 0 or p[k] != (O_WHEN, When.BLOCKED, 0, 0, 0) or len(p) != k + 2:
        return 0
    q = p[k + 1]
    return q.n if q.op == O_PRESS and q.n > 0 and not q.arg and q.cond == W_FIRST_ROUND and not q.x else 0


def action_option_known(opt: Option) -> bool:
    """The rules play this option of an action card: every primitive is one they apply, in one
    of the kinds of action they resolve (:data:`ACTION_KINDS`): an action's stealth alone is no
    effect; "lock", a maneuver or a press only while entering combat (Deep Song, Bum's Rush) or
    a lock with "does not unlock as normal" (a stun, Mind Numb); "+N bleed" only on a bleed,
    with no condition; "this vampire unlocks" when a bleed or a blood gain succeeds."""
    ops = {p.op for p in opt.prims}
    if turn_stealth(opt):
        return True  # (resolved as "+1 stealth this turn", added as actions are declared)
    if not ops <= ACTION_OPS or ops == {O_STEALTH} or any(p.x for p in opt.prims):
        return False
    if influence_shape(opt):
        return True  # (card_actions lists its targets, resolve moves the blood or adds the stealth)
    paid = False
    kind = ops & ACTION_KIND_OPS
    if Op.EMBRACE in kind:
        kind = {Op.EMBRACE}  # its search is for a Discipline master card for the new vampire
    elif O_STEAL_CARD in kind:
        kind = {O_STEAL_CARD}  # "... and move the stolen vampire to your ready region" (Graverobbing)
    elif kind == {Op.EDGE, Op.DAMAGE}:
        kind = {Op.DAMAGE}  # "(D) burn the Edge to burn 3 blood from a vampire" (Inside Dirt): the Edge the cost
    if len(kind) > 1:
        return False
    what = next(iter(kind)) if kind else (O_LOCK if O_LOCK in ops and O_BLEED not in ops else None)
    if what == Op.ON_ACTOR:
        if O_WHEN not in ops:
            # a card put on the acting minion for "+N bleed" or "+N strength" (Heart of the City,
            # Preternatural Strength: the bonus of the option played, GameState.on_option);
            # "cannot play cards named ..." (CANNOT_PLAY, checked where combat cards are listed)
            # "+1 intercept" (Atonement: read by intercept_of, as any card on a minion)
            bonus = [p for p in opt.prims if p.op in (O_PLUS_BLEED, O_STRENGTH, O_INTERCEPT)]
            return ops <= {Op.ON_ACTOR, O_STEALTH, O_REQUIRES, O_PLUS_BLEED, O_STRENGTH, O_INTERCEPT, Op.CANNOT_PLAY} and len(
                bonus) == 1 and bonus[0].n > 0 and not (bonus[0].arg or bonus[0].cond) and all(
                p.arg for p in opt.prims if p.op == Op.CANNOT_PLAY)
        # a card put on the acting minion: "+N intercept during actions directed at their
        # controller" (Abbot), the only bonus read there (directed_bonus)
        k = next(i for i, p in enumerate(opt.prims) if p.op == O_WHEN) if O_WHEN in ops else -1
        return k >= 0 and opt.prims[k].n == W_DIRECTED_AT_YOU and not opt.prims[k].arg and [
            p.op for p in opt.prims[k + 1:] if p.op != O_REQUIRES] == [O_INTERCEPT] and not any(
            p.op == O_INTERCEPT for p in opt.prims[:k])
    if O_WHEN in ops and what == O_ENTER_COMBAT:
        if not blocker_press(opt):
            return False  # only Dive Bomb's "if this action is blocked, the blocking minion gets ..."
    elif O_WHEN in ops:
        # "(D) bleed; if the bleed is successful, add 1 blood to a vampire in your uncontrolled
        # region / you can lock a minion controlled by the target Methuselah" (Break the Bonds);
        # "add 2 blood to a younger vampire with Dementation in your uncontrolled region" (The Call)
        k = next(i for i, p in enumerate(opt.prims) if p.op == O_WHEN)
        w = opt.prims[k]
        rest = [p.op for p in opt.prims[k + 1:] if p.op != O_REQUIRES]
        if what is not None or w.arg or sum(1 for p in opt.prims if p.op == O_WHEN) > 1:
            return False
        if w.n == W_TARGET_IS:
            if not w.cond or rest != [O_ADD_UNCONTROLLED] or O_BLEED in ops:
                return False
        elif w.n == W_DISCARD_PHASE:
            # "this vampire gains 2 blood, and unlock this vampire during the next discard phase";
            # "if this vampire is Tzimisce (cond: the clan) and the bleed is successful, this
            # Tzimisce can burn 1 blood during your next discard phase to unlock" (Fiendish Tongue)
            paid = rest == [O_PAY_BLOOD, O_UNLOCK_MINION] and O_BLEED in ops and bool(w.cond) and opt.amount(
                O_PAY_BLOOD) == 1 and not any(p.op == O_PAY_BLOOD for p in opt.prims[:k])
            if not paid and (rest != [O_UNLOCK_MINION] or O_GAIN_BLOOD not in ops or O_BLEED in ops):
                return False
        elif O_BLEED not in ops or w.n != W_AFTER_BLEED or rest not in ([O_ADD_UNCONTROLLED], [O_LOCK], [Op.COUNTER]):
            return False
        if rest == [Op.COUNTER] and any(p.arg != Thing.MINION or p.n != 1 for p in opt.prims if p.op == Op.COUNTER):
            return False  # "put 1 corruption counter on a minion controlled by the target Methuselah"
    elif Op.COUNTER in ops:
        return False
    elif O_LOCK in ops and what is None:
        return False
    if O_PAY_BLOOD in ops and what is None and not paid:
        return False  # (blood paid only in the discard-phase unlock above)
    if O_MINUS_INTERCEPT in ops and (what is not None or O_BLEED not in ops or any(
            p.arg not in ACTION_MINUS_WHO or p.cond or p.n < 1 for p in opt.prims if p.op == O_MINUS_INTERCEPT)):
        return False  # "anarchs get -1 intercept during this action" on a bleed (block)
    if what is None and O_STRENGTH in ops and blocked_strength(opt):
        ops = ops - {O_STRENGTH}  # a bleed's strength if blocked (block: the combat it starts)
    if not ops <= (PLAIN_ACTION if what is None else ACTION_KINDS.get(what, PLAIN_ACTION)):
        return False
    if O_CRYPT_TO_UNCONTROLLED in ops and (ops & {O_BLEED, O_ADD_UNCONTROLLED, O_WHEN, O_HUNT} or any(
            p.n < 1 or bool(p.arg) != bool(p.cond) for p in opt.prims if p.op == O_CRYPT_TO_UNCONTROLLED)):
        return False  # crypt cards drawn alone; N blood (arg) on one meeting a requirement (cond)
    if what == O_ENTER_COMBAT:
        # the target filter is one the rules check; the acting minion's optional maneuver or
        # press in that combat, not both (one or the other on a condition: Big Game)
        if any(p.op == O_ENTER_COMBAT and p.arg not in COMBAT_TARGETS for p in opt.prims):
            return False
        # "gets 1 optional maneuver / press during that combat", or during its first round only;
        # a press only to continue combat (cond 1); Hunter's Mark [CEL THA]: "the opposing minion
        # cannot strike: combat ends during the first round" (n -1)
        for p in opt.prims:
            if p.op == O_MANEUVER and (p.n < 1 or p.arg or p.cond not in (0, W_FIRST_ROUND)) or \
                    p.op == O_PRESS and (p.n < 1 or p.arg or p.cond not in (0, 1, W_FIRST_ROUND)) or \
                    p.op == O_COMBAT_ENDS and (p.n != -1 or p.arg or p.cond != W_FIRST_ROUND) or \
                    p.op == O_STRENGTH and (p.n < 1 or p.arg or p.cond or O_WHEN in ops):
                return False  # "this Anarch gets +1 strength during that combat" (Make the Misere [pot])
    elif what == O_STEAL_CARD:
        # one permanent steal of a kind the rules list targets for; "can burn 2 blood to move the
        # stolen vampire to your ready region" (Graverobbing) is the only extra
        steals = [p for p in opt.prims if p.op == O_STEAL_CARD]
        if len(steals) != 1 or steals[0].arg not in STEAL_THINGS or steals[0].cond:
            return False
        if (O_RESCUE in ops or O_PAY_BLOOD in ops) and not (
            steals[0].arg == Thing.VAMPIRE and O_RESCUE in ops and opt.amount(O_PAY_BLOOD) == 2
        ):
            return False
    elif what in _KINDS_READ:
        return _kind_known(opt, ops, what)
    if O_UNLOCK_MINION in ops and (opt.unread or not ops & {O_BLEED, O_GAIN_BLOOD}):
        return False
    if Op.DRAW in ops and (ops == {Op.DRAW, O_STEALTH} and not all(p.cond == 1 for p in opt.prims if p.op == Op.DRAW)
                           or any(p.arg for p in opt.prims if p.op == Op.DRAW)):
        return False  # "draw N cards (discard afterward)" when the action succeeds; alone: cond 1 (Distraction)
    if Op.BLEED_AMOUNT in ops and (O_BLEED not in ops or any(
            p.n < 1 or p.arg or p.cond for p in opt.prims if p.op == Op.BLEED_AMOUNT)):
        return False  # "if more than N pool is bled with this action, ignore the excess" (Night Moves)
    if any(p.arg not in (0, Who.PREDATOR) for p in opt.prims if p.op == O_BLEED):
        return False  # "bleed your predator or prey" (Night Moves)
    if O_PLUS_BLEED in ops and O_BLEED not in ops:
        # "each of your minions gets +1 bleed for the remainder of the turn or until a bleed action
        # is blocked" (Dream World)
        return ops <= {O_STEALTH, O_PLUS_BLEED, O_REQUIRES} and all(
            p.arg == PLUS_BLEED_TURN and p.n == 1 and not p.cond and not p.x for p in opt.prims if p.op == O_PLUS_BLEED)
    return not (O_PLUS_BLEED in ops and O_BLEED not in ops) and not any(
        p.op == O_PLUS_BLEED and (p.cond or p.x) for p in opt.prims
    )


#: The kinds of action card :func:`_kind_known` reads, each option of them known or not there.
_KINDS_READ = frozenset({O_SEARCH, O_LOCK, Op.EMBRACE, Op.STEAL_POOL, Op.DAMAGE, Op.EDGE, Op.RECUR, Op.BURN_CARD,
                         Op.BLOOD_TO, Op.RESCUE, Op.FILL_BLOOD, Op.OPEN_HAND})


def _kind_known(opt: Option, ops: set, what: Op) -> bool:
    """:func:`action_option_known` for the kinds of :data:`_KINDS_READ`: the option's primitives of that kind
    are ones the rules apply."""
    if what == O_SEARCH:
        # "search your library for an equipment card and equip this vampire with it"
        return all(p.arg == Thing.EQUIPMENT and p.cond == 1 for p in opt.prims if p.op == O_SEARCH)
    elif what == O_LOCK:
        # a stun: lock a vampire, which does not unlock as normal; "(D) lock a minion controlled
        # by your predator or prey" (Distraction [CEL]: arg PREY)
        if CANNOT not in ops:
            return ops <= {O_LOCK, O_STEALTH, O_REQUIRES} and all(
                p.n == 1 and p.arg == Who.PREY and not p.cond for p in opt.prims if p.op == O_LOCK)
        return all(p.arg == Restriction.UNLOCK for p in opt.prims if p.op == CANNOT) and CANNOT in ops
    elif what == Op.EMBRACE:
        # "put this card in play; it becomes a 1-capacity vampire" (GameSetup reads it as one);
        # "search your library, hand and/or ash heap for a Discipline master card and put it on
        # this new vampire", "put a master Discipline card from your hand on it", "move up to N
        # blood from the acting vampire to it" (Third Tradition: Progeny; embrace_extras), "with
        # basic Chimerstry" (Tumnimos: GameSetup gives it the Discipline)
        return all(p.n > 0 and not p.arg and not p.cond for p in opt.prims if p.op == Op.EMBRACE) and all(
            p.arg == Thing.DISCIPLINE_CARD and p.n == 1 for p in opt.prims if p.op in (O_SEARCH, Op.PUT_IN_PLAY)
        ) and all(p.n > 0 and not p.arg for p in opt.prims if p.op == Op.MOVE_BLOOD) and all(
            p.arg > 0 and not p.n for p in opt.prims if p.op == Op.DISCIPLINE)
    elif what == Op.STEAL_POOL:
        return all(p.n > 0 and not p.arg for p in opt.prims if p.op == Op.STEAL_POOL)
    elif what == Op.DAMAGE:
        # "(D) inflict N unpreventable damage on a ready minion" (Horseshoes); "(D) burn 1 blood on
        # a vampire, or do 1 unpreventable damage to any ally or retainer" (Cryptic Mission)
        # "(D) discard a Shattering Crescendo to inflict 2 unpreventable damage on each of up to
        # two minions controlled by a single Methuselah" (the copy discarded: DISCARD_COPY)
        dmg = [p for p in opt.prims if p.op == Op.DAMAGE]
        disc = [p for p in opt.prims if p.op == Op.DISCARD_FROM_HAND]
        if disc and (len(disc) > 1 or disc[0] != (Op.DISCARD_FROM_HAND, 1, 0, DISCARD_COPY, 0) or len(dmg) != 1
                     or dmg[0].arg != DMG_UNPREVENTABLE | DMG_TWO):
            return False
        return len(dmg) == 1 and dmg[0].n > 0 and not dmg[0].cond and dmg[0].arg in (
            DMG_UNPREVENTABLE, DMG_UNPREVENTABLE | DMG_BLOOD, DMG_UNPREVENTABLE | DMG_SMALL,
            DMG_UNPREVENTABLE | DMG_BLOOD | DMG_VAMPIRE, DMG_UNPREVENTABLE | DMG_TWO) and (
            bool(disc) == (dmg[0].arg == DMG_UNPREVENTABLE | DMG_TWO)) and all(
            p.n == -1 and not (p.arg or p.cond) for p in opt.prims if p.op == Op.EDGE)
    elif what == Op.EDGE:
        # "(D) burn the Edge to burn N pool from your prey. Minions you control cannot bleed
        # until the end of the turn" (Enticement)
        return all(p.n == -1 for p in opt.prims if p.op == Op.EDGE) and opt.amount(Op.BURN_POOL) > 0 and all(
            not p.arg and not p.cond for p in opt.prims if p.op == Op.BURN_POOL) and all(
            p.arg == Restriction.BLEED for p in opt.prims if p.op == CANNOT)
    elif what == Op.RECUR:
        # "choose N library cards in your ash heap, move them to the top of your library, then
        # discard M cards at random (draw afterward)" (Sudario Refraction); "move a vampire from
        # your ash heap to your uncontrolled / ready region" (Possession)
        rec = [p for p in opt.prims if p.op == Op.RECUR]
        if len(rec) == 1 and rec[0].arg == Thing.VAMPIRE:
            return rec[0].n == 1 and rec[0].cond in (ASH_TO_UNCONTROLLED, ASH_TO_READY) and ops <= {
                Op.RECUR, O_STEALTH, O_REQUIRES}
        return len(rec) == 1 and rec[0].n > 0 and rec[0].arg == Thing.LIBRARY and rec[0].cond == 1 and all(
            p.n > 0 and not p.arg and p.cond == 1 for p in opt.prims if p.op == Op.DISCARD_FROM_HAND)
    elif what == Op.BURN_CARD:
        # "(D) burn a location / an equipment" (no qualifier), "and burn N pool from its
        # controller" only with a location (Rewilding)
        burns = [p for p in opt.prims if p.op == Op.BURN_CARD]
        if len(burns) == 2:
            # "burn an equipment or location on a minion controlled by your predator or prey" (Loss)
            return {p.arg for p in burns} == BURN_THINGS and all(
                p.n == 1 and p.cond == BURN_NEAR for p in burns) and Op.BURN_POOL not in ops
        if len(burns) == 1 and burns[0].cond == BURN_NOT_MELEE:
            return burns[0].arg == Thing.EQUIPMENT and burns[0].n == 1 and Op.BURN_POOL not in ops
        return len(burns) == 1 and burns[0].n == 1 and burns[0].arg in BURN_THINGS and not burns[0].cond and (
            Op.BURN_POOL not in ops or burns[0].arg == Thing.LOCATION and all(
                p.n > 0 and not p.arg and not p.cond for p in opt.prims if p.op == Op.BURN_POOL))
    elif what == Op.BLOOD_TO:
        return all(p.arg in (1, 2) and not p.cond for p in opt.prims if p.op == Op.BLOOD_TO)
    elif what == Op.RESCUE:
        # "move a vampire from torpor to their controller's ready region" (Renewed Vigor [obe])
        return all(p.n == 1 and p.arg == 1 and not p.cond for p in opt.prims if p.op == Op.RESCUE)
    elif what == Op.FILL_BLOOD:
        # "add enough life to an ally or retainer to reach their starting life"
        return all(p.arg == Thing.ALLY_OR_RETAINER and not p.cond for p in opt.prims if p.op == Op.FILL_BLOOD)
    elif what == Op.OPEN_HAND:
        # "(D) look at your prey's hand and discard one card of your choice from it"; "put this
        # card in play: your prey plays with an open hand" (Revelations; PlayerView.open_hand);
        # "for the remainder of this turn, you may look at all Methuselahs' hands" (Pulse of the
        # Canaille: arg ANOTHER, HANDS_OPEN_TURN)
        oh = [p for p in opt.prims if p.op == Op.OPEN_HAND]
        disc = [p for p in opt.prims if p.op == Op.DISCARD_FROM_HAND]
        if len(oh) == 1 and oh[0].arg == Who.ANOTHER:
            return not oh[0].n and not oh[0].cond and not disc
        if len(oh) != 1 or oh[0].cond or oh[0].arg:
            return False
        if oh[0].n == 1:  # while in play
            return not disc
        return not oh[0].n and len(disc) == 1 and disc[0].n == 1 and disc[0].arg == Who.PREY and not disc[0].cond
    return False  # (no other kind is read here)


def master_known(e: Effect) -> bool:
    """The rules resolve this master card (its first option): every primitive is one they
    apply, for its mode."""
    ops = {p.op for p in e.options[0].prims} if e.options else set()
    if not ops or any(p.x for p in e.options[0].prims):
        return False
    return ops <= MASTER_OPS or (e.mode == M_MASTER_ON_VAMPIRE and ops <= MASTER_OPS | ON_VAMPIRE_OPS) or (
        e.mode == M_MASTER_IN_PLAY and ops <= VOTE_LOCATION_OPS
    )


def _master_known_cards(su: GameSetup) -> bytes:
    """Per card instance: a master card :func:`master_known` (memoized per setup, moved with
    the cards)."""
    got = su.memo.get(("master_known",))
    if got is None:
        got = su.memo[("master_known",)] = bytes(
            1 if e is not None and su.is_master[i] and master_known(e) else 0 for i, e in enumerate(su.effect))
    return got  # type: ignore[return-value]


def _master_card_actions(s: GameState, m: Methuselah, i: int, e: Effect, out: list[Action]) -> None:
    su = s.setup
    opt = e.options[0]
    sh = su.master_shape[i]
    if sh is not None:
        if e.unique and e.mode != M_MASTER and controls_same(s, m, i):
            return
        if masters.HAVEN in su.master_kinds:
            start = len(out)
            masters.card_actions(s, m, i, sh, out)
            # "master cards targeting this minion cost 1 additional pool" (Secure Haven)
            out[start:] = [a for a in out[start:] if a.target < 0 or e.pool_cost + masters.master_extra_cost(s, a.target) <= m.pool]
            return
        masters.card_actions(s, m, i, sh, out)
        return
    if su.imbued is not None and su.imbued.master[i]:
        imbued.master_card_actions(s, m, i, out)  # Angel of Berlin, The Church of Vindicated Faith
        return
    if not _master_known_cards(su)[i]:  # master_known(e)
        return
    vamps = [v for v in m.ready if su.is_vampire[v]]
    if e.mode == M_MASTER_IN_PLAY:
        if e.unique and controls_same(s, m, i):
            return
        out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, -1, 0)))
        return
    first = opt.prims[0]
    if first.op == O_LOCK:
        # Misdirection: lock a ready unlocked minion
        for q in s.players:
            if q.ousted or q.passive:
                continue
            for v in q.ready:
                if not s.locked[v]:
                    out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
        return
    if first.op == O_CANNOT_BLOCK:
        # Pentex(TM) Subversion: on a ready minion of another Methuselah, who cannot block
        for q in s.players:
            if q is m or q.ousted or q.passive:
                continue
            for v in q.ready:
                if v not in s.cannot_block:
                    out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
        return
    if e.mode == M_MASTER_ON_VAMPIRE:
        for v in vamps:
            if first.op == O_MOVE_TO_POOL:
                # Villein: move cond..n blood (rules text); +1 pool on a vampire already with one
                extra = 1 if any(s.attached[j] == v and su.card_id[j] == su.card_id[i] for j in m.in_play) else 0
                if e.pool_cost + extra > m.pool:
                    continue
                lo = max(first.cond, 1)
                for n in range(lo, min(first.n, s.blood[v]) + 1):
                    out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, n)))
            else:
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
        return
    # a master that resolves at once
    if first.op == O_MOVE_TO_POOL:
        for v in vamps + m.torpor:
            for n in range(1, s.blood[v] + 1):
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, n)))
    elif first.op == O_FILL_BLOOD:
        for v in vamps + m.torpor:
            if s.blood[v] < su.capacity[v]:
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
    elif first.op == O_ADD_UNCONTROLLED:
        for v in m.uncontrolled:
            if target_ok(s, first.arg, first.cond, e.target_clan, -1, v):
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
    elif first.op == O_CRYPT_TO_UNCONTROLLED:
        if m.crypt:
            out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, -1, 0)))
    elif first.op == Op.POOL_TO_BLOOD:
        # Gird Minions: pool to a vampire you control, up to its capacity, never the last pool
        for v in vamps:
            for n in range(1, min(first.n or su.capacity[v], su.capacity[v] - s.blood[v], m.pool - e.pool_cost - 1) + 1):
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, n)))
    elif first.op == Op.SEARCH_CRYPT:
        # Coroner's Contact, Recruitment: a vampire of the crypt meeting the filter (one per card name)
        seen = set()
        for v in m.crypt:
            cid = su.card_id[v]
            if cid not in seen and su.is_vampire[v] and target_ok(s, first.arg, first.cond, e.target_clan, -1, v):
                seen.add(cid)
                out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, v, 0)))
    else:
        out.append(new_tuple(Action, (K_PLAY_MASTER, -1, i, -1, 0)))


def _can_act(s: GameState, i: int) -> bool:
    """Unlocked ready minions act (rules 6); an ally recruited this turn cannot (rules 6.1.5)."""
    return not s.locked[i] and s.acted[i] != s.turn


def has_minion_choice(s: GameState) -> bool:
    m = s.players[s.current]
    locked = s.locked
    acted = s.acted
    turn = s.turn
    for i in m.ready:
        if not locked[i] and acted[i] != turn:
            return True
    for v in m.torpor:
        if not locked[v] and s.blood[v] >= TORPOR_COST:
            return True
    if s.setup.any_borrow and borrow.uses(s):
        return True  # Temptation: the vampire taken can act
    if s.setup.any_placed:
        uses: list[Action] = []
        placed.minion_uses(s, uses)
        if uses:
            return True  # Rutor's Hand
    if m.in_play and after.flags(s):
        uses = []
        after.minion_uses(s, m, uses)
        if uses:
            return True  # CrimethInc. in play
    if any_locked_bleeds(s.setup):
        uses = []
        _locked_bleeds(s, m, uses)
        if uses:
            return True  # Force of Will held for a locked vampire
    return bool(s.setup.any_toggle and toggle_actions(s, MINION))


def torpid_vampires(s: GameState) -> list[int]:
    """Vampires in torpor anywhere at the table."""
    out: list[int] = []
    for q in s.players:
        if q.torpor:
            out.extend(q.torpor)
    return out


def _minion_scan_cards(su: GameSetup) -> bytes:
    """Per card instance: burnable by minions (``GameSetup.burnable``) or a master card giving
    minions (D) actions (``masters.MINION_KINDS``); memoized per setup (moved with the cards)."""
    got = su.memo.get(("minion_scan",))
    if got is None:
        ms = su.master_shape
        got = su.memo[("minion_scan",)] = bytes(
            1 if su.burnable[i] is not None or (ms[i] is not None and ms[i][0] in masters.MINION_KINDS) else 0  # type: ignore[index]
            for i in range(su.n)
        )
    return got  # type: ignore[return-value]


def locked_bleed_known(opt: Option) -> bool:
    """The shape :func:`_locked_bleeds` and :func:`declare` play: "only usable by a locked
    vampire", a (D) bleed with +N bleed, N unpreventable aggravated damage to the actor."""
    ops = [p.op for p in opt.prims]
    return sorted(ops) == sorted((O_REQUIRES, O_BLEED, OP_DAMAGE)) and all(
        p.arg == R_LOCKED for p in opt.prims if p.op == O_REQUIRES) and all(
        p.arg == 3 and p.cond == 1 for p in opt.prims if p.op == OP_DAMAGE)


def _locked_bleed_options(su: GameSetup, v: int, i: int) -> tuple[int, ...]:
    """The options of card ``i`` (LOCKED_BLEEDS) vampire ``v`` can play, its requirements but
    the locked one (checked by the caller), memoized per setup."""
    key = (v, su.card_id[i], 4001)
    got = su.memo.get(key)
    if got is None:
        e = su.effect[i]
        got = su.memo[key] = tuple(
            k for k, o in enumerate(e.options) if o.prims and locked_bleed_known(o)
            and not su.cannot[v] & NO_ACTION_CARDS
            and usable(su, v, e, replace(o, prims=tuple(p for p in o.prims if p.op is not O_REQUIRES)))
        ) if e is not None and su.is_vampire[v] else ()
    return got  # type: ignore[return-value]


def _locked_bleeds(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """A locked ready vampire bleeding with a card "only usable by a locked vampire" (Force of
    Will; rules 6: the card lets a locked one act) under the rules of a bleed action card:
    one bleed a turn (6.1.1), the same card once a turn (6.1.6), the prey bled (6.1.1)."""
    su = s.setup
    cards = [i for i in m.hand if su.card_id[i] in LOCKED_BLEEDS]
    if not cards:
        return
    used = s.used
    if s.prey(s.current) == s.current or (used and NO_BLEED_TURN in used):
        return
    turn = s.turn
    for v in m.ready:
        if not s.locked[v] or s.acted[v] == turn or s.bled_turn[v] == turn or su.cannot[v] & NO_BLEED \
                or (v, LEFT_ACTION - K_BLEED) in used:
            continue
        if (su.slave_of[v] or su.any_directed_unless) and not directed_ok(s, s.current, v):
            continue  # rules 11: no directed action (directed_ok)
        for i in distinct(su, cards):
            if (v, su.card_id[i]) in used or su.effect[i].blood_cost > s.blood[v]:  # type: ignore[union-attr]
                continue
            for k in _locked_bleed_options(su, v, i):
                out.append(new_tuple(Action, (K_ACTION_CARD, v, i, -1, k)))


#: How minion_actions lists a hand card for each minion: through card_actions, a political
#: card, an action card, a card put in play (equipment, retainer, ally)
_HC_OTHER, _HC_POLITICAL, _HC_ACTION, _HC_IN_PLAY = 0, 1, 2, 3


def _become_anarch_action(s: GameState, a: int, out: list[Action]) -> None:
    """Rules 10.5: "a non-Anarch vampire without a title may become Anarch" as an action costing
    2 blood (1 if its controller controls another ready Anarch): listed for vampire ``a``."""
    if may_become_anarch(s, a) and s.blood[a] >= become_anarch_cost(s, s.current, a):
        out.append(new_tuple(Action, (K_BECOME_ANARCH, a, -1, -1, 0)))


def minion_actions(s: GameState) -> list[Action]:
    """Rules 6.1: bleed, hunt, equip, employ, recruit, action cards, political actions; rescue,
    diablerie and leaving torpor (6.5), for each minion that can act."""
    m = s.players[s.current]
    su = s.setup
    if su.any_borrow and s.used:
        forced = borrow.forced(s)  # Spirit Marionette: "that minion must bleed your prey"
        if forced is not None:
            forced.append(MANDATORY)
            return forced
    blood = s.blood
    is_v = su.is_vampire
    locked = s.locked
    acted = s.acted
    turn = s.turn
    actors = []
    mandatory = []
    for i in m.ready:
        if not locked[i] and acted[i] != turn:  # _can_act
            actors.append(i)
            if is_v[i] and blood[i] == 0:
                mandatory.append(i)  # rules 6: a ready vampire with no blood must hunt, before any other action
    # Restricted Vitae: only the vampires that must hunt (below) hunt
    no_hunt = masters.NO_HUNT_EVENT in su.master_kinds and masters.hunt_barred(s)
    if mandatory:
        out = [new_tuple(Action, (K_HUNT, i, -1, -1, 0)) for i in mandatory]
        out.append(MANDATORY)
        return out
    out = []
    hand_cards = _hand_cards(s, m)
    cid_of = su.card_id
    lib_equipment = None  # library_equipment, read at the first search for equipment
    # (minion, card id) of this Methuselah's cards in play on a minion, read at the first card of
    # which a minion may have only one (the cards in play do not change during the listing)
    on_minion = None
    bled_turn = s.bled_turn
    memo_get = action_options_memo(su)
    used = s.used
    can_bleed = s.prey(s.current) != s.current and (not used or NO_BLEED_TURN not in used)
    torpid = torpid_vampires(s)
    imb = su.imbued
    humanitas = masters.HUMANITAS in su.master_kinds
    torpor_tax = masters.TORPOR_TAX in su.master_kinds  # rescue_tax is 0 without it
    cannot = su.cannot
    enter_combat = su.enter_combat
    ec_cost = su.enter_combat_cost
    slave_of = su.slave_of
    any_unless = su.any_directed_unless
    alastor = referendums.any_alastor(su)
    minion_kinds = masters.MINION_KINDS & su.master_kinds
    burn_targets = burn_cards = None
    fanged: tuple | list = ()
    if su.any_burnable or minion_kinds:
        burn_targets, burn_cards, fanged = _in_play_scan(s, m, minion_kinds)
    for a in actors:
        # rules 11: a slave performs no directed action unless you control a ready vampire of its
        # master clan; Valkyrie none unless Brunhilde is ready (directed_ok)
        free = not (slave_of[a] or any_unless) or directed_ok(s, s.current, a)
        start = len(out)
        if bled_turn[a] != turn and can_bleed and free and (not used or (a, LEFT_ACTION - K_BLEED) not in used) \
                and not cannot[a] & NO_BLEED:
            out.append(new_tuple(Action, (K_BLEED, a, -1, -1, 0)))
            if su.bleed_action[a] and blood[a] >= su.bleed_action_cost[a]:
                out.append(new_tuple(Action, (K_BLEED, a, -1, -1, 1)))  # the vampire's own bleed action (n=1)
            if su.any_equip_bleed and m.in_play and equip_bleed_delta(s, m, a) is not None:
                out.append(new_tuple(Action, (K_BLEED, a, -1, -1, 2)))  # the bleed its equipment gives (n=2)
            if imb is not None:
                imbued.minion_actions(s, m, a, True, out)  # Strike with Conviction's bleed; powers
        elif imb is not None:
            imbued.minion_actions(s, m, a, False, out)
        if is_v[a] and (not used or (a, LEFT_ACTION - K_HUNT) not in used) and (
                imb is None or not imb.is_imbued[a]) and not no_hunt and not (  # imbued do not hunt (appendix 1)
                fanged and a in fanged):
            out.append(new_tuple(Action, (K_HUNT, a, -1, -1, 0)))
        if is_v[a] and (imb is None or not imb.is_imbued[a]):
            _become_anarch_action(s, a, out)
        if hand_cards:
            # rules 6.1.7: one political action per vampire per turn
            pol_ok = s.political_acted[a] != turn and not cannot[a] & NO_POLITICAL
            # rules 6.1.1: one bleed per minion per turn
            no_bleed = bled_turn[a] == turn or not can_bleed or cannot[a] & NO_BLEED
            mods = su.cost_mods[a]
            ba = blood[a]
            for i, cid, e, hc, kind, one in hand_cards:
                opts = memo_get((a, cid, 4000))  # action_options, memoized: skip cards it rules out
                if opts is None:
                    opts = action_options(su, a, i)
                if not opts:
                    continue
                if hc == _HC_OTHER:
                    card_actions(s, m, a, i, out, can_bleed, opts)
                    continue
                # card_actions' checks for these cards: the card's costs (rules 6.2.3)
                if (blood_cost(su, a, i) if mods else e.blood_cost) > ba or (
                        e.pool_cost and pool_cost(su, a, i) > m.pool):
                    continue
                if one:
                    if on_minion is None:
                        attached = s.attached
                        on_minion = {(attached[j], cid_of[j]) for j in m.in_play}
                    if (a, cid) in on_minion:
                        continue  # "a vampire can have only one Abbot"; "... only one Leather Jacket"
                if hc == _HC_ACTION:
                    if (a, cid) in used:
                        continue  # rules 6.1.6: the same action card once per turn per minion
                    for k, what, add in opts:
                        if (what == W_BLEED or what == W_BLEED_LOCK or what == W_BLEED_PRED) and no_bleed:
                            continue
                        if add is None and (not what or what == W_BLEED or what == W_HAND):
                            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))  # most cards: no target
                        elif what == W_SEARCH:
                            # _option_actions' search, the library read once per listing
                            if lib_equipment is None:
                                lib_equipment = library_equipment(s, m)
                            for t in _equipment_in_library(s, m, a, blood_cost(su, a, i), lib_equipment):
                                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
                        else:
                            _option_actions(s, m, a, i, e, k, what, add, out)
                elif hc == _HC_POLITICAL:
                    if pol_ok and (a, cid) not in used:  # rules 6.1.6: the same card once per turn
                        out.append(new_tuple(Action, (K_POLITICAL, a, i, -1, 0)))
                else:
                    out.append(new_tuple(Action, (kind, a, i, -1, opts[0][0])))  # equip, employ, recruit
        if not free:
            out[start:] = [x for x in out[start:] if (x.target < 0 or x.target in m.uncontrolled)
                           and not _targetless_directed(su, x)]  # no (D) card
        if torpid and is_v[a]:
            _torpor_actions(s, m, a, torpid, free, humanitas, torpor_tax, alastor, out)
        if enter_combat[a] and free and blood[a] >= ec_cost[a] \
                and (not used or (a, LEFT_ACTION - K_ENTER_COMBAT) not in used):
            _enter_combat_actions(s, m, a, out)
        if burn_cards and free:
            masters.minion_actions(s, m, a, out, burn_cards)  # Haven Uncovered
        if alastor and free:
            referendums.alastor_actions(s, m, a, out)  # its bearer enters combat with a vampire
        ab = su.ability[a]
        if ab is not None and free and blood[a] >= ab[4] and (not used or (a, LEFT_ACTION - K_ABILITY) not in used):
            _ability_actions(s, m, a, ab, out)
        if burn_targets and free:
            burnable.actions(s, m, a, burn_targets, out)  # rules 6.1.6: "minions can burn this card as a (D) action"
        if su.any_placed:
            placed.minion_actions(s, m, a, out)  # rules 6.1.6: Khazar's Diary's wraith, a ritual counter
        oa = su.own_action[a]
        if oa is not None and blood[a] >= oa[4] and (not used or (a, LEFT_ACTION - K_OWN_ACTION) not in used):
            out.extend(own_action_choices(s, m, a, oa))  # rules 6.1.6: its own undirected action
        if su.any_vampire_call and su.vampire_call[a]:
            _vampire_call(s, a, out)  # Dmitra Ilyanova: "can call a referendum ... as a political action"
    _minion_tail(s, m, out)
    return out


def _hand_cards(s: GameState, m: Methuselah) -> list[tuple[int, int, Effect, int, int, int]]:
    """The cards in hand a minion may play in the minion phase, listed once per listing."""
    su = s.setup
    # (card, its id, its effect, how it is listed: _HC_*, the kind of a card put in play), one per
    # id. What does not depend on the acting minion is read once per listing (the state does not
    # change during it): a card with no effect has no option (action_options), a political card
    # not callable now (once per game, Patsy without the Edge) and a unique card to put in play
    # already controlled (rules 4.1) are left out for every minion; the cards with none of the
    # rarer checks of card_actions are listed here without calling it (the last field: a card of
    # which a minion may have only one)
    hand_cards: list[tuple[int, int, Effect, int, int, int]] = []
    seen: set[int] = set()
    mc = su.minion_card
    pol = su.political_spec
    cid_of = su.card_id
    effect = su.effect
    is_pol = su.is_political
    prey_burn = su.prey_burn
    for i in m.hand:
        if mc[i] or pol[i]:
            cid = cid_of[i]
            if cid not in seen:
                seen.add(cid)
                e = effect[i]
                if e is None:
                    continue
                plain: bool | int = prey_burn[i] is None
                if is_pol[i]:
                    if not politics.callable_now(s, i):
                        continue
                    hand_cards.append((i, cid, e, _HC_POLITICAL if plain else _HC_OTHER, 0, 0))
                elif e.mode == M_ACTION:
                    plain = plain and not (su.waker[i] or su.placed[i])
                    hand_cards.append((i, cid, e, _HC_ACTION if plain else _HC_OTHER, 0, su.on_actor[i]))
                else:
                    if e.unique and controls_same(s, m, i):
                        continue
                    kind = MODE_KIND.get(e.mode, 0)
                    plain = plain and kind and not (su.any_recruit_acts and su.recruit_acts[i]) \
                        and (kind == K_EQUIP or masters.DEPRAVITY not in su.master_kinds)
                    hand_cards.append((i, cid, e, _HC_IN_PLAY if plain else _HC_OTHER, kind, su.one_each[i]))
    return hand_cards


def _in_play_scan(s: GameState, m: Methuselah, minion_kinds: frozenset[int] | set[int]) -> tuple:
    """Others' burnable cards in play, the cards giving minions (D) actions and the vampires with a
    Pulled Fangs on them, read in one pass over the cards in play (once per listing)."""
    su = s.setup
    burn_targets: list[int] | None = None
    burn_cards: list[tuple] | None = None
    fanged: tuple | list = ()  # vampires with a Pulled Fangs on them: they cannot hunt (one of the burn targets)
    # one pass over the cards in play for both burnable.targets (others' burnable cards) and
    # masters.minion_action_cards (cards giving minions (D) actions), in the same order
    scan = _minion_scan_cards(su)
    found = [(q, j) for q in s.players if not q.ousted for j in q.in_play if scan[j]]
    if found:
        if su.any_burnable:
            bo = su.burnable
            burn_targets = [j for q, j in found if q is not m and bo[j] is not None]
            if burn_targets and no_hunt_cards(su):
                fanged = [s.attached[j] for j in burn_targets if bo[j][14]]  # type: ignore[index]
        if minion_kinds:
            ms = su.master_shape
            burn_cards = [(q, j, sh) for q, j in found if (sh := ms[j]) is not None and sh[0] in minion_kinds]
    return burn_targets, burn_cards, fanged


def _torpor_actions(s: GameState, m: Methuselah, a: int, torpid: list[int], free: bool, humanitas: bool,
                   torpor_tax: bool, alastor: bool, out: list[Action]) -> None:
    """Vampire ``a``'s rescues and diablerie of the vampires in torpor (rules 6.5.3, 6.5.4)."""
    su = s.setup
    blood = s.blood
    imb = su.imbued
    # read once for the actor: its Humanitas terms, whether it may diablerize
    less = masters.rescue_terms(s, a)[1] if humanitas else 0
    # rules 11: blood-cursed vampires cannot diablerize; Humanitas
    may_diablerize = not su.blood_cursed[a] and not (humanitas and masters.humane(s, a)) \
        and not (alastor and referendums.alastor_on(s, a))  # Alastor: "cannot commit diablerie"
    targeted = su.targeted
    rescue_cost = su.rescue_cost
    for t in torpid:
        if not free and t not in m.torpor:
            continue  # rescuing or diablerizing another's vampire is directed (rules 6.5.3, 6.5.4)
        if targeted[t] and t not in m.torpor and not targeted_ok(s, m, a, t):
            continue  # "actions directed at him cost 1 additional pool"
        tax = rescue_tax(s, a, t) if torpor_tax else 0
        if blood[a] + blood[t] >= max(0, TORPOR_COST + rescue_cost[t] + tax - less) and (
                imb is None or not imb.is_imbued[t]):  # not an incapacitated imbued
            out.append(new_tuple(Action, (K_RESCUE, a, -1, t, 0)))  # rules 6.5.3
        if may_diablerize:
            out.append(new_tuple(Action, (K_DIABLERIZE, a, -1, t, 0)))  # rules 6.5.4


def _enter_combat_actions(s: GameState, m: Methuselah, a: int, out: list[Action]) -> None:
    """Vampire ``a``'s own "enter combat" action at each minion it may target (rules 6.1.6, 6.4)."""
    su = s.setup
    is_v = su.is_vampire
    # rules 6.1.6: an action a card in play (the vampire's own text) grants; 6.4 combat
    only_v = su.enter_combat_vampires[a]
    near = (s.prey(s.current), s.predator(s.current)) if su.enter_combat_near[a] else None
    cap = su.enter_combat_cap[a]
    noncam = su.enter_combat_noncam[a]
    for q in s.players:
        if q is m or q.ousted or q.passive or (near is not None and q.index not in near):
            continue
        for t in q.ready:
            if (not only_v or is_v[t]) and (not cap or su.capacity[t] <= cap) \
                    and (not noncam or su.sect[t] != "Camarilla") \
                    and (not su.targeted[t] or targeted_ok(s, m, a, t)):
                out.append(new_tuple(Action, (K_ENTER_COMBAT, a, -1, t, 0)))


def _ability_actions(s: GameState, m: Methuselah, a: int, ab: tuple, out: list[Action]) -> None:
    """Vampire ``a``'s own (D) actions (``GameSetup.ability``, ``ability2``) at each target (rules 6.1.6)."""
    su = s.setup
    blood = s.blood
    for t in ability_targets(s, m, a, ab):
        out.append(new_tuple(Action, (K_ABILITY, a, -1, t, 0)))  # rules 6.1.6: its own (D) action
    ab2 = su.ability2[a]
    if ab2 is not None and blood[a] >= ab2[4]:
        for t in ability_targets(s, m, a, ab2):
            out.append(new_tuple(Action, (K_ABILITY, a, -1, t, 1)))  # its second one (n=1)


def _minion_tail(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """The minion phase's actions of no ready unlocked minion: locked bleeds, allies healed, locations
    burned, leaving torpor, toggles and the after-cards' uses."""
    su = s.setup
    blood = s.blood
    if any_locked_bleeds(su):
        _locked_bleeds(s, m, out)  # Force of Will: a locked vampire bleeds
    if su.any_heal_ally:
        _heal_ally_actions(s, m, out)
    if su.any_burn_location:
        _burn_location_actions(s, m, out)
    leave = TORPOR_COST + (masters.torpor_tax(s) if masters.TORPOR_TAX in su.master_kinds else 0)  # Torpid Blood
    for v in m.torpor:
        if not s.locked[v] and blood[v] >= leave:
            out.append(Action(K_LEAVE_TORPOR, actor=v))  # rules 6.5.2
    if su.any_toggle:
        out.extend(toggle_actions(s, MINION))
    if m.in_play and after.flags(s):
        after.minion_uses(s, m, out)  # CrimethInc. in play: 1 pool to unlock an Anarch


def _targetless_directed(su: GameSetup, x: Action) -> bool:
    """Is ``x`` a directed action with no minion target: an action card's bleed of the prey or
    predator (rules 6.1.1), "(D) burn the Edge to burn N pool from your prey", "(D) discard a
    card from your prey's hand"."""
    if x.kind != K_ACTION_CARD:
        return False
    opts = action_options_memo(su)((x.actor, su.card_id[x.card], 4000)) or action_options(su, x.actor, x.card)
    return any(k == x.n and what in _TARGETLESS_DIRECTED for k, what, _ in opts)


#: What an action card option does, for its targets: bleed, enter combat, steal, search the
#: library, stun, add blood to another vampire (0: no target but an uncontrolled vampire).
W_BLEED, W_COMBAT, W_STEAL, W_SEARCH, W_STUN, W_BLOOD_TO, W_BLEED_LOCK, W_BURN, W_BLEED_PRED, W_EDGE, W_DAMAGE = (
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
W_TURN_BLEED = 12
W_HAND = 13  # Revelations: the prey's hand
W_EMBRACE = 14  # a new vampire given up to N blood by the acting one: Action.target = -1 - N
W_BORROW = 15  # put on another Methuselah's vampire to take control of it (borrow)
W_RESCUE, W_FILL_LIFE = 16, 17  # one of your vampires out of torpor; an ally or retainer's life back
W_HOLD = 18  # (D) on another's minion, which does not unlock (Sensory Deprivation: placed.hold_targets)
#: Undue Influence: [qui] a vampire in your uncontrolled region gets blood, out at capacity;
#: [chi] (D) blood from a crypt card in another's uncontrolled region (the target) to one of yours
W_INFLUENCE_ADD, W_INFLUENCE_DRAIN = 19, 20
W_ASH_VAMPIRE = 21  # a vampire of your ash heap back in play (Possession)
W_SUMMON = 22  # a card found in the library, crypt or ash heap put in play for X blood (summon_thing)
#: Options without a minion target that are directed actions (_targetless_directed)
_TARGETLESS_DIRECTED = frozenset({W_BLEED, W_BLEED_LOCK, W_BLEED_PRED, W_EDGE, W_HAND})
#: ``RECUR`` cond of a vampire moved from the ash heap: to the uncontrolled region, to the ready one
ASH_TO_UNCONTROLLED, ASH_TO_READY = 2, 3
_WHAT = ((Op.EMBRACE, W_EMBRACE), (O_BLEED, W_BLEED), (O_ENTER_COMBAT, W_COMBAT), (O_STEAL_CARD, W_STEAL), (O_SEARCH, W_SEARCH),
         (O_LOCK, W_STUN), (Op.BLOOD_TO, W_BLOOD_TO), (Op.BURN_CARD, W_BURN), (Op.EDGE, W_EDGE),
         (Op.DAMAGE, W_DAMAGE), (Op.OPEN_HAND, W_HAND), (Op.RESCUE, W_RESCUE), (Op.FILL_BLOOD, W_FILL_LIFE))
_TARGET_OP = {W_COMBAT: O_ENTER_COMBAT, W_STEAL: O_STEAL_CARD, W_SEARCH: O_SEARCH, W_BLEED_LOCK: O_LOCK, W_STUN: O_LOCK,
              W_BURN: Op.BURN_CARD, W_ASH_VAMPIRE: Op.RECUR}


O_STEAL_BLOOD, _O_LOCK = int(Op.STEAL_BLOOD), int(Op.LOCK)
O_BURN_CARD, O_BLOOD_TO, O_UNLOCK_OTHER = int(Op.BURN_CARD), int(Op.BLOOD_TO), int(Op.UNLOCK_OTHER)
_O_SEARCH = int(Op.SEARCH)
_O_TOP_CRYPT = int(Op.TOP_CRYPT)
#: ``GameState.put_back_to``: the top cards of the current Methuselah's library put back in the
#: order it chooses, the deepest first (Maris Streck; ``Kind.DISCARD`` with ``n=ARRANGE_N``)
ARRANGE_TO, ARRANGE_N = 6, 7


def _vampire_call(s: GameState, a: int, out: list[Action]) -> None:
    """Vampire ``a``'s own text calls a referendum as a +1 stealth political action (rules 6.3.1),
    no card played: listed as ``K_POLITICAL`` with ``card`` the vampire (its spec in
    ``politics.SPECS``); rules 6.1.7: one political action per vampire per turn."""
    su = s.setup
    if s.political_acted[a] == s.turn or (a, su.card_id[a]) in s.used or su.cannot[a] & NO_POLITICAL \
            or not politics.callable_now(s, a):
        return
    if not politics.SPECS[su.card_id[a]].terms(s, Referendum(a, s.current, a)):
        return  # nothing it could change now (Undele: no minion card in the ash heap)
    out.append(new_tuple(Action, (K_POLITICAL, a, a, -1, 0)))


def own_action_choices(s: GameState, m: Methuselah, a: int, oa: tuple) -> list[Action]:
    """Vampire ``a``'s own undirected action ``oa``: a vampire of the uncontrolled region to give
    blood (``n``: another one to remove from the game first, when the text asks it), or a minion
    card of the library to take (one per distinct card)."""
    su = s.setup
    if oa[0] == _O_TOP_CRYPT:
        return [new_tuple(Action, (K_OWN_ACTION, a, -1, -1, 0))] if len(m.library) > 1 else []
    if oa[0] == _O_SEARCH:
        ma = su.weapon_any if oa[2] == Thing.WEAPON else su.minion_any  # the kind searched for
        cards = distinct(su, [i for i in m.library if ma[i]])
        return [new_tuple(Action, (K_OWN_ACTION, a, -1, t, 0)) for t in cards]
    unc = m.uncontrolled
    if su.imbued is not None and su.imbued.own_conviction[a]:
        return imbued.own_choices(s, m, a)  # Travis Miller: an imbued, for 1 conviction
    if not oa[2]:
        return [new_tuple(Action, (K_OWN_ACTION, a, -1, t, 0)) for t in unc]
    return [new_tuple(Action, (K_OWN_ACTION, a, -1, t, r)) for t in unc for r in unc if r != t]


def own_action(s: GameState, pend: Pending) -> None:
    """Resolve a vampire's own undirected action (rules 6.1.6): pay its blood cost (rules 6.2.3);
    remove the chosen uncontrolled vampire from the game and add N blood to the other (both
    still uncontrolled), or search the library for the chosen minion card (another copy when it
    has left), move it to the hand, shuffle (rules 11: "search"), and discard down to the hand
    size (rules 1.6.1.2), one decision each."""
    su = s.setup
    a = pend.actor
    m = s.players[s.current]
    if pend.option < 0:
        placed.resolve_action(s, pend)  # an action a card in play gives (Khazar's Diary, Call the Great Beast)
        return
    if su.imbued is not None and pend.option >= imbued.POWER_BASE:
        imbued.resolve_power(s, pend)  # an imbued's [ACTION] power
        return
    op, n, removes, _st, cost = su.own_action[a]  # type: ignore[misc]
    if cost:
        s.blood[a] = max(0, s.blood[a] - cost)
    t = pend.target
    if op == _O_TOP_CRYPT:
        # "look at and rearrange the top N cards of your library": one decision per card
        k = min(n, len(m.library))
        if k > 1:
            s.put_back, s.put_back_to = k, ARRANGE_TO
        return
    if op == _O_SEARCH:
        if t not in m.library:
            t = next((j for j in m.library if su.card_id[j] == su.card_id[t]), -1)
        if t >= 0:
            m.library.remove(t)
            m.hand.append(t)
        s.rng.shuffle(m.library)
        s.put_back = max(0, len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action))
        s.put_back_to = 0
        return
    r = pend.option
    if t not in m.uncontrolled or (removes and r not in m.uncontrolled):
        return
    if removes:
        m.uncontrolled.remove(r)
        s.blood[r] = 0
        m.removed.append(r)
    gain_blood(s, t, n)


def ability_targets(s: GameState, m: Methuselah, a: int, ab: tuple) -> list[int]:
    """Minions of other Methuselahs vampire ``a``'s own (D) action ``ab`` may target: a ready
    minion / a vampire (ready or in torpor) / a younger one with blood to steal; a ready unlocked
    ally or younger vampire to lock."""
    su = s.setup
    is_v = su.is_vampire
    op, _n, who = ab[0], ab[1], ab[2]
    cap = su.capacity[a]
    out: list[int] = []
    if op == O_BLOOD_TO:
        # "add 1 blood to a ready vampire": one of yours with room for it (blood given to another
        # Methuselah's vampire only helps them)
        return [t for t in m.ready if is_v[t] and s.blood[t] < su.capacity[t]]
    if op == O_UNLOCK_OTHER:
        # "unlock a ready non-Camarilla vampire with capacity 8 or more": one of yours (n: the capacity)
        return [t for t in m.ready if is_v[t] and s.locked[t] and su.capacity[t] >= _n and su.sect[t] != "Camarilla"]
    if who >= CARD_WHO:
        return _card_targets(s, m, who - CARD_WHO)  # a card to burn or steal
    for q in s.players:
        if q is m or q.ousted or q.passive:
            continue
        if op == O_BURN_CARD:
            for t in q.torpor:  # "burn a vampire in torpor"
                if is_v[t] and (not su.targeted[t] or targeted_ok(s, m, a, t)):
                    out.append(t)
        elif op == O_STEAL_BLOOD:
            pool = q.ready if who == Who.ANY else q.ready + q.torpor
            for t in pool:
                if s.blood[t] > 0 and (who == Who.ANY or is_v[t] and (who != Who.YOUNGER or su.capacity[t] < cap)):
                    if not su.targeted[t] or targeted_ok(s, m, a, t):
                        out.append(t)
        else:
            for t in q.ready:
                if not s.locked[t] and (not is_v[t] or su.capacity[t] < cap):
                    if not su.targeted[t] or targeted_ok(s, m, a, t):
                        out.append(t)
    return out


def _card_targets(s: GameState, m: Methuselah, thing: int) -> list[int]:
    """Cards of the kind ``thing`` other Methuselahs control that a vampire's own (D) action can
    burn or steal: their locations, retainers and equipment on their minions, their allies
    (rules 1.2, burn; 11, steal)."""
    su = s.setup
    out: list[int] = []
    for q in s.players:
        if q is m or q.ousted or q.passive:
            continue
        if thing == T_ALLY:
            out.extend(t for t in q.ready if su.mode[t] == M_ALLY)
            continue
        for j in q.in_play:
            if su.is_location[j]:
                if thing == T_LOCATION:
                    out.append(j)
            elif s.attached[j] >= 0 and (thing == T_RETAINER and su.mode[j] == M_RETAINER
                                         or thing == T_EQUIPMENT and su.mode[j] == M_EQUIPMENT):
                out.append(j)
    return out


#: an action card's options a minion can play (:func:`action_options`): (option index, what it
#: does (``W_*``), the primitive choosing its target or None)
ActionOptions = tuple[tuple[int, int, "Prim | None"], ...]


def action_options_memo(su: GameSetup) -> Callable[[tuple[int, int, int]], ActionOptions | None]:
    """``su.memo.get``, to read the entries :func:`action_options` memoizes (keyed (minion, card
    id, MemoTag.ACTION_OPTIONS)): bound once by a caller looking up many."""
    return cast("Callable[[tuple[int, int, int]], ActionOptions | None]", su.memo.get)


def action_options(su: GameSetup, a: int, i: int) -> ActionOptions:
    """(option index, what it does (``W_*``), the primitive choosing its target or None) the
    actor can ever play with this action card: discipline, clan, title and capacity
    requirements (memoized per game setup)."""
    key = (a, su.card_id[i], 4000)
    got = cast("ActionOptions | None", su.memo.get(key))
    if got is None:
        e = su.effect[i]
        out: list[tuple[int, int, Prim | None]] = []
        if e is not None and e.mode == M_ACTION and not su.cannot[a] & NO_ACTION_CARDS:
            for k, opt in enumerate(e.options):
                if not opt.prims or not usable(su, a, e, opt):
                    continue
                lend = su.borrow[i] and borrow.is_option(e, opt)
                put = su.placed[i] and placed.applies(e, opt)
                known = action_option_known(opt)
                summon = not known and summon_thing(opt) >= 0
                if not known and su.prey_burn[i] is None and not su.waker[i] and not put \
                        and not lend and not summon:
                    continue  # (put in play to burn the prey's pool: burnable_text.prey_burn; wakers)
                ops = {p.op for p in opt.prims}
                if O_HUNT in ops and not su.is_vampire[a]:
                    continue
                what = next((w for op, w in _WHAT if op in ops), 0)
                if what == W_EDGE and Op.DAMAGE in ops:
                    what = W_DAMAGE  # Inside Dirt: the Edge burned to burn a vampire's blood
                sh = influence_shape(opt)
                if sh:
                    what = W_INFLUENCE_ADD if sh == 1 else W_INFLUENCE_DRAIN
                if not what and O_PLUS_BLEED in ops:
                    what = W_TURN_BLEED  # Dream World [PRE]
                if what == W_BLEED and any(p.op == O_BLEED and p.arg == Who.PREDATOR for p in opt.prims):
                    what = W_BLEED_PRED  # "bleed your predator or prey"
                if what == W_BLEED and (O_LOCK in ops or Op.COUNTER in ops):
                    what = W_BLEED_LOCK
                if what == W_BLOOD_TO and opt.amount(Op.BLOOD_TO) and \
                        next(p for p in opt.prims if p.op == Op.BLOOD_TO).arg != 1:
                    what = 0  # "each of your unlocked vampires gains N blood": no target
                if what == W_STUN and not su.is_vampire[a]:
                    continue
                if not what and Op.RECUR in ops and any(p.op == Op.RECUR and p.arg == Thing.VAMPIRE for p in opt.prims):
                    what = W_ASH_VAMPIRE
                if summon:
                    what = W_SUMMON
                if lend:
                    if not su.is_vampire[a]:
                        continue  # "a younger vampire": the acting minion is a vampire
                    what = W_BORROW
                elif put or su.waker[i]:
                    # put in play or on the acting vampire: no target; on another's minion
                    sp = placed.SPECS[su.card_id[i]] if put else None
                    what = W_HOLD if sp is not None and (sp.hold or sp.quill) else 0
                # the primitive choosing the target: the uncontrolled vampire getting blood, the
                # minion to enter combat with, the card to steal
                tp = _TARGET_OP.get(what, O_ADD_UNCONTROLLED)
                add = next((p for p in opt.prims if p.op == tp), None)
                out.append((k, what, add))
        elif e is not None and e.mode in MODE_KIND and not su.cannot[a] & _MODE_CANNOT.get(e.mode, 0):
            # the rules read the first option of a card in play: equipment and retainers are
            # played only when they know every primitive of it; an ally is a minion with its
            # printed life, strength and bleed (abilities the rules do not know stay unused);
            # the minion must meet the requirements (rules 1.6.1.3)
            opt0 = e.options[0] if e.options else None
            if e.mode == M_ALLY and any(o.need_any & su.plays_basic[a] for o in e.options):
                pass  # Nocturn "can play non-ally cards requiring basic Obtenebration"
            elif e.mode == M_ALLY and su.recruit_acts[i]:
                # Nocturn: recruited at the basic level (its [OBT] second recruit is not offered)
                k = next(k for k, o in enumerate(e.options) if o.level == 1)
                if usable(su, a, e, e.options[k]):
                    out.append((k, 0, None))
            elif opt0 is not None and opt0.prims and usable(su, a, e, opt0) and (
                e.life > 0 if e.mode == M_ALLY else in_play_known(e.mode, opt0)
            ):
                out.append((0, 0, None))
            elif e.mode == M_RETAINER or (e.mode == M_ALLY and su.level_stats[i] is not None):
                # "[ani] ... [ANI] As above, but it has 2 life": the best level the minion has
                for k, opt in enumerate(e.options):
                    if k and opt.prims and usable(su, a, e, opt) and (
                            e.mode == M_ALLY or in_play_known(M_RETAINER, opt)):
                        out.append((k, 0, None))
                        break
        elif e is not None and su.is_political[i]:
            if su.is_vampire[a] and politics.can_call(su, a, i):
                out.append((0, 0, None))
        got = tuple(out)
        su.memo[key] = got
    return got


MODE_OPS = {M_EQUIPMENT: EQUIPMENT_OPS, M_RETAINER: RETAINER_OPS, M_ALLY: ALLY_OPS}
_MODE_CANNOT: dict[int, int] = {
    M_EQUIPMENT: 1 << Restriction.HAVE_EQUIPMENT, M_RETAINER: 1 << Restriction.HAVE_RETAINERS,
}

def in_play_known(mode: Mode, opt: Option) -> bool:
    """The rules apply every primitive of this option of an equipment, retainer or ally in play
    (an amount paid as X, "burn X blood for +X intercept", is not applied; equipment drawing
    cards in the unlock phase, Heart of Nizchetus; unlocking the minion equipping with it at the
    end of the turn and burned to prevent a strike's damage, Leather Jacket; a weapon setting long range)."""
    if known_prims(opt, MODE_OPS[mode]):
        return True
    if mode == M_RETAINER:
        # "minions in combat with the employer cannot strike: combat ends"; "during any
        # Methuselah's unlock phase, the employer can burn 1 blood to unlock" (employer_unlocks)
        return opt.prims == _DOG_PACK or unlock_employer_option(opt) > 0 or combat_open_hand(opt) \
            or held_stealth(opt) is not None or opt.prims == RETAINER_MANEUVER
    if mode != M_EQUIPMENT:
        return False
    if _unlock_draw(opt) or sets_long_range(opt) or master_blood(opt) > 0 or equip_bleed(opt) > 0 \
            or ends_combat(opt) or flash_strike(opt) or equip_dodge(opt) or held_stealth(opt) is not None:
        return True
    return [p.op for p in opt.prims] == _JACKET and opt.prims[0].n == When.END_OF_TURN and not any(
        p.arg or p.cond or p.x for p in opt.prims)


_JACKET = [O_WHEN, O_UNLOCK_MINION, Op.BURN_SELF, O_PREVENT]


def held_stealth(opt: Option) -> tuple | None:
    """An equipment's or retainer's stealth for the minion with it, as the conditions read at
    declaration (rules 6.1.1, 6.2.2.2; (When, Who, clan, Op, N), When 0: every action): "the
    Harbinger of Skulls with this equipment gets +1 stealth" (Erebus Mask), "+1 stealth when
    attempting an action that requires Presence" (Marijava Ghoul), "+1 bleed and +1 stealth during
    bleed actions" (Enchanted Marionette; its bleed is attached_amount's). None: not that shape."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES and not (
        p.op is O_PLUS_BLEED and not (p.arg or p.cond or p.x))]
    if foe_strength(opt):
        prims = prims[:-2] if prims[-2] == _FOE_STRENGTH_WHEN else prims  # (its strength: combat.strength_of)
    if len(prims) == 2 and prims[0] == _ANARCH_ACTIONS and prims[1].op is O_STEALTH and 0 < prims[1].n < 9 \
            and prims[1][2:] == (0, 0, 0):
        return ((W_REQUIRING_SECT, 0, Req.ANARCH, O_STEALTH, prims[1].n),)  # "on actions that require an anarch"
    if len(prims) == 1 and prims[0].op is O_STEALTH and 0 < prims[0].n < 9 and prims[0][2:] == (0, 0, 0):
        return ((0, 0, 0, O_STEALTH, prims[0].n),)
    if len(prims) == 2 and prims[0].op is Op.WHEN and prims[1].op is O_STEALTH and 0 < prims[1].n < 9:
        c = conditional_of(prims[0], prims[1])
        if c is not None and c[0] in (W_REQUIRING, W_BLEED_ACTION):
            return (c,)
    return None


#: An Anarch Manifesto: "on actions that require an anarch"; "titled non-Anarch vampires get
#: +1 strength in combat with this minion"
_ANARCH_ACTIONS = Prim(O_WHEN, When.REQUIRING_SECT, Req.ANARCH)
_FOE_STRENGTH_WHEN = Prim(O_WHEN, When.IN_COMBAT_WITH, Who.TITLED_NON_ANARCH)


def foe_strength(opt: Option) -> int:
    """N of an equipment's closing "titled non-Anarch vampires get +N strength in combat with
    this minion" (An Anarch Manifesto; combat.strength_of gives it to the opposing vampire, rules
    6.4.5), else 0."""
    prims = opt.prims
    if len(prims) < 2 or prims[-2] != _FOE_STRENGTH_WHEN:
        return 0
    p = prims[-1]
    return p.n if p.op is O_STRENGTH and p.arg == 1 and not (p.cond or p.x) and 0 < p.n < 9 else 0


def add_held_stealth(s: GameState, pend: Pending) -> None:
    """The stealth the acting minion's equipment and retainers give the action just declared
    (:func:`held_stealth`, GameSetup.held_stealth)."""
    hs = s.setup.held_stealth
    att = s.attached
    a = pend.actor
    for q in s.players:
        for j in q.in_play:
            if att[j] == a and (held := hs[j]):
                for c in held:
                    if not c[0]:
                        pend.stealth += c[4]
                    elif c[0] == W_BLEED_ACTION:
                        if pend.kind == K_BLEED:
                            pend.stealth += c[4]
                    else:
                        declare_bonus(s, pend, (c,))


def equip_dodge(opt: Option) -> bool:
    """An equipment's "once each combat, this minion can strike: dodge", with what else the
    rules apply of equipment (Treasured Samadji: +1 bleed; combat._strikes)."""
    return sum(1 for p in opt.prims if p == (Op.DODGE, 1, 0, 0, 0)) == 1 and all(
        p.op == Op.DODGE or (p.op in EQUIPMENT_OPS and p.op not in (Op.STRIKE, Op.STRIKE_STRENGTH) and not p.x)
        for p in opt.prims)


def combat_open_hand(opt: Option) -> bool:
    """A retainer's "while the employer is in combat, the opposing minion's controller plays with
    an open hand" with its life (Owl Companion; PlayerView.open_hand)."""
    return [p.op for p in opt.prims] == [Op.LIFE, Op.OPEN_HAND] and opt.prims[1] == (Op.OPEN_HAND, 1, 0, 0, 0) \
        and not (opt.prims[0].arg or opt.prims[0].cond or opt.prims[0].x)
_DOG_PACK = (Prim(Op.COMBAT_ENDS, 1),)


def card_actions(s: GameState, m: Methuselah, a: int, i: int, out: list[Action], can_bleed: bool = True,
                  opts: ActionOptions | None = None) -> None:
    su = s.setup
    if opts is None:
        opts = action_options(su, a, i)
    if not opts:
        return
    e = su.effect[i]
    assert e is not None
    if (blood_cost(su, a, i) if su.cost_mods[a] else e.blood_cost) > s.blood[a] or (
            e.pool_cost and pool_cost(su, a, i) > m.pool):
        return
    if su.prey_burn[i] is not None and burnable.x_cost(s, m, i) > s.blood[a]:
        return  # "X is the number of copies of this card you control"
    cid = su.card_id[i]
    if su.is_political[i]:
        # rules 6.1.7: one political action per vampire per turn; 6.1.6 the same card once
        if s.political_acted[a] == s.turn or (a, cid) in s.used or not politics.callable_now(s, i) \
                or su.cannot[a] & NO_POLITICAL:  # "Gillian Krader cannot perform political actions"
            return
        out.append(new_tuple(Action, (K_POLITICAL, a, i, -1, 0)))
        return
    mode = e.mode
    if mode == M_ACTION:
        if (a, cid) in s.used:
            return  # rules 6.1.6: the same action card once per turn per minion
        if su.on_actor[i] and any(s.attached[j] == a and su.card_id[j] == cid for j in m.in_play):
            return  # "a vampire can have only one Abbot"
        if su.waker[i] and not wakers.playable(s, m, a, i):
            return
        bled = s.bled_turn[a] == s.turn
        for k, what, add in opts:
            if su.placed[i] and placed.applies(e, e.options[k]) and not placed.playable(s, m, i, a):
                continue  # unique (rules 4.1); one Rutor's Hand on a vampire
            if (what == W_BLEED or what == W_BLEED_LOCK or what == W_BLEED_PRED) and (
                    bled or not can_bleed or su.cannot[a] & NO_BLEED):
                continue  # rules 6.1.1: one bleed per minion per turn
            if add is None and (not what or what == W_BLEED):
                # most cards: no target (the last case below)
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))
                continue
            _option_actions(s, m, a, i, e, k, what, add, out)
    else:
        if e.unique and controls_same(s, m, i):
            return
        if su.any_recruit_acts and su.recruit_acts[i] and (a, cid) in s.used:
            return  # rules 6.1.6: the same card once per turn, though the recruiter unlocks (Nocturn)
        if su.one_each[i] and any(s.attached[j] == a and su.card_id[j] == cid for j in m.in_play):
            return  # "a minion may have only one Leather Jacket"
        if mode != M_EQUIPMENT and masters.DEPRAVITY in su.master_kinds and masters.depraved(s, a):
            return  # Depravity: "this vampire cannot recruit allies or employ retainers"
        out.append(new_tuple(Action, (MODE_KIND[mode], a, i, -1, opts[0][0])))


def _option_actions(s: GameState, m: Methuselah, a: int, i: int, e: Effect, k: int, what: int, add: Prim | None,
                    out: list[Action]) -> None:
    """The actions of option ``k`` of action card ``i`` played by minion ``a`` that needs more
    than "no target" (``what``, ``add``: from :func:`action_options`): its targets, the
    Edge, a turn's mark."""
    su = s.setup
    cid = su.card_id[i]
    if what == W_TURN_BLEED:
        if TURN_BLEED not in s.used:  # "only one Dream World can be played at superior each turn"
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))
        return
    if what == W_EDGE:
        # "burn the Edge to burn N pool from your prey": only holding the Edge
        if s.edge == s.current and s.prey(s.current) != s.current:
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))
        return
    if what == W_BLEED_PRED:
        # the prey (target -1) or the predator (-2), when another Methuselah
        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))
        if s.predator(s.current) != s.prey(s.current):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -2, k)))
        return
    if what == 2:
        assert add is not None  # (an action entering combat: action_options gives its ENTER_COMBAT primitive)
        for q in s.players:
            if q is m or q.ousted or q.passive:
                continue
            for t in q.ready:
                if (not add.arg or combat_target_ok(s, add, a, t)) and (
                        not su.targeted[t] or targeted_ok(s, m, a, t)):
                    out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_SEARCH:
        for t in _equipment_in_library(s, m, a, blood_cost(su, a, i)):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_STEAL:
        for t in steal_targets(s, m, add.arg):  # type: ignore[union-attr]
            if not su.targeted[t] or targeted_ok(s, m, a, t):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_DAMAGE:
        if s.edge != s.current and e.options[k].has(Op.EDGE):
            return  # "burn the Edge to ...": only holding the Edge
        if e.options[k].has(Op.DISCARD_FROM_HAND) and not any(
                j != i and su.card_id[j] == cid for j in m.hand):
            return  # "discard a Shattering Crescendo": another copy in hand
        arg = next(p.arg for p in e.options[k].prims if p.op == Op.DAMAGE)
        for t in damage_targets(s, m, arg):
            if not su.targeted[t] or targeted_ok(s, m, a, t):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_BURN:
        for t in burn_targets(s, m, e.options[k]):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_BLEED_LOCK:
        # the minion of the prey to lock (a ready unlocked one) or to get a corruption
        # counter (one in play) if the bleed succeeds, chosen now (none: -1)
        prey = s.players[s.prey(s.current)]
        ts = [t for t in prey.ready if not s.locked[t]] if e.options[k].has(O_LOCK) else prey.ready + prey.torpor
        for t in ts or (-1,):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_EMBRACE:
        # "move up to N blood from the acting vampire to this new vampire": the amount
        # chosen now, from what is left after the card's cost (target -1 - amount)
        most = min(e.options[k].amount(Op.MOVE_BLOOD), s.blood[a] - blood_cost(su, a, i))
        for n in range(max(most, 0) + 1):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1 - n, k)))
    elif what == W_HOLD:
        for t in placed.hold_targets(s, m, i, e.options[k]):
            if not su.targeted[t] or targeted_ok(s, m, a, t):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_RESCUE:
        for t in m.torpor:  # one of this Methuselah's vampires
            if su.is_vampire[t]:
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_FILL_LIFE:
        for t in wounded_retainers(s, m):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_ASH_VAMPIRE:
        for t in m.ash:  # a crypt vampire of your ash heap (not a scarce one to the ready region)
            if su.is_vampire[t] and su.is_crypt[t] and not (add.cond == ASH_TO_READY and su.scarce[t]):  # type: ignore[union-attr]
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_BORROW:
        for t in borrow.targets(s, m, a, i):
            if not su.targeted[t] or targeted_ok(s, m, a, t):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_STUN:
        # "(D) stun an unlocked vampire" (of another Methuselah)
        if add is not None and add.arg == Who.PREY:
            # Distraction [CEL]: "(D) lock a minion controlled by your predator or prey"
            for p in {s.prey(s.current), s.predator(s.current)} - {m.index}:
                for t in s.players[p].ready:
                    if not s.locked[t] and (not su.targeted[t] or targeted_ok(s, m, a, t)):
                        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
            return
        for q in s.players:
            if q is m or q.ousted or q.passive:
                continue
            for t in q.ready:
                if su.is_vampire[t] and not s.locked[t] and (not su.targeted[t] or targeted_ok(s, m, a, t)):
                    out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_BLOOD_TO:
        # "add N blood to another vampire": one of this Methuselah's, with room for it
        for t in m.ready + m.torpor:
            if t != a and su.is_vampire[t] and s.blood[t] < su.capacity[t]:
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_INFLUENCE_ADD:
        for v in m.uncontrolled:  # "choose a vampire in your uncontrolled region"
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, v, k)))
    elif what == W_INFLUENCE_DRAIN:
        if m.uncontrolled:
            for q in s.players:
                if q is m or q.ousted:
                    continue
                for t in q.uncontrolled:
                    if s.blood[t] > 0:
                        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif what == W_SUMMON:
        for t in summon_targets(s, m, a, summon_thing(e.options[k])):
            out.append(new_tuple(Action, (K_ACTION_CARD, a, i, t, k)))
    elif add is not None and add.arg == EACH_YOUNGER_CLAN:
        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))  # every one: no choice
    elif add is not None:
        # "... to a vampire with <Discipline>" (The Call): the discipline's index + 1
        disc = next((p.cond for p in e.options[k].prims if p.op == O_WHEN and p.n == W_TARGET_IS), 0)
        for v in m.uncontrolled:
            if target_ok(s, add.arg, add.cond, e.target_clan, a, v) and (
                    not disc or su.disc_any[v] >> (disc - 1) & 1):
                out.append(new_tuple(Action, (K_ACTION_CARD, a, i, v, k)))
    else:
        out.append(new_tuple(Action, (K_ACTION_CARD, a, i, -1, k)))
