"""What may be played at each stage of an action (rules 6.2): block attempts and the tolls paid for
them, stealth and intercept, reactions (wake, intercept, bleed redirection, reactions making a
bleed fail), the acting minion's modifiers, the blocker's reactions before block resolution,
cards played after resolution and out-of-turn cancels (rules 1.6.2.4); and the readers of the
options the rules know how to play at those stages.
"""

from __future__ import annotations

import re
from typing import cast

from ..models import CardType
from . import after, imbued, masters, placed, wakers
from .action_cards import (
    ASH_BLEED, BY_ANOTHER_VAMPIRE, CANCEL_REACTION, EXCLUSIVE_MODIFIERS, OTHER_BLEED, PSYCHOMACHIA, X_BLEED_MAX,
    cancel_reaction_uses, x_bleed,
)
from .actions import PASS, Action
from .effects import Op, Option, Prim, Req, Restriction, Thing, When, Who
from .hot import (
    K_BLEED, K_BLOCK, K_CANCEL, K_DIABLERIZE, K_EMPLOY, K_HUNT, K_INTERPOSE, K_LEAVE_TORPOR, K_LEND, K_MODIFIER,
    K_POLITICAL, K_REACTION, K_RECRUIT, K_USE, M_EQUIPMENT, M_MODIFIER, O_BLOCK_FAILS, O_CANNOT_BLOCK, O_COMBAT_ENDS,
    O_GAIN_POOL, O_INTERCEPT, O_LOCK, O_MANEUVER, O_PAY_BLOOD, O_PLUS_BLEED, O_PRESS, O_PREVENT, O_REDIRECT_BLEED,
    O_REQUIRES, O_STEALTH, O_UNBLOCKABLE, O_UNLOCK, O_UNLOCK_MINION, O_WAKE, O_WHEN, W_BLOCK_FAILED,
)
from .ops import (
    BLOCKER_NO_LOCK, BLOCK_TOLL, END_ACTION, LOCK_SELF, MINUS_INTERCEPT_WHO, NO_ALLY_BLOCK, NO_BLOCK, NO_BLOCK_TITLED,
    NO_VAMPIRE_BLOCK, TOLLS, TOLL_ALL, TOLL_DISC_SHIFT, TURN_BLEED, T_WRAITH, usable, best_option, blood_cost,
    blood_minus, burn_action_card, can_afford, can_react, controller_of, discard_for_actions, distinct, known_prims,
    max_amount, new_tuple, played_blood, replace_cards, wake_intercept,
)
from .out_of_turn import ARCHON_INVESTIGATION
from .reaction_cards import (
    ACTING_INTERCEPT, ALLY_OR_YOUNGER_DIRECTED, ALLY_SLEEP, DIABLERIE_INTERCEPT, END_BLOCKED_ACTION,
    END_YOUNGER_ACTION, LAIBON_DIRECTED_INTERCEPT, NOT_BLACK_HAND_REDUCE, ONE_BETWEEN_UNLOCKS, THE_MOLE,
    VAMPIRE_ACTING_INTERCEPT, acting_intercept_option, between_unlocks_spent, clan_discount, fail_cards, fail_reaction, not_black_hand_reduce, unlock_reaction_blocks,
    unlock_reaction_cards,
)
from .rules_base import (
    ACT_NO_COMBAT, AFTER_BLOCKS, AFTER_RESOLUTION, ANNOUNCE, ANNOUNCED, BLEED_MOD_OPS, BLEED_USED, BLOCKED,
    BLOCKED_ENDS, BLOCKED_KNOWN, BLOCKER_WINDOW, BLOCKS, BLOOD_MINUS, CAPACITY_WHO, CEL_BIT, DMG_BLOOD,
    DMG_UNPREVENTABLE, GAZE, LEFT_ACTION, LOCKED_WHO, LOCK_FAILED, NO_MODIFIERS, NO_WAKE, OP_MARGIN_BLOOD,
    O_AGGRAVATED, O_BLOCK_ANY, O_DAMAGE, O_EDGE, O_MINUS_INTERCEPT, O_REDUCE_BLEED, O_REMOVE_FROM_GAME,
    STEALTH_MOD_OPS, SUCCESS_POOL, TITLED_OR_YOUNGER, TORPOR_COST, UNLOCK_MOD_OPS, WAKE_BLOOD, WAKE_INTERCEPT,
    WHO_ALLY, W_AS_ANNOUNCED, W_BLOCKED, W_BLOCK_ATTEMPT, W_NOT_BLEED, YOUNGER_WHO,
)
from .state import GameSetup, GameState, Methuselah, Pending, Stat


def shuffle_stealth(opt: Option) -> int:
    """N of a retainer's "when acting, this minion can shuffle this retainer back into his
    owner's library to get +N stealth" (Shaman; _shuffle_stealth_uses), else 0."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if len(prims) != 2 or prims[0] != (Op.SHUFFLE_SELF, 1, 0, 0, 0):
        return 0
    p = prims[1]
    return p.n if p.op is O_STEALTH and p[2:] == (0, 0, 0) and 0 < p.n < 9 else 0


def _shuffle_stealth_uses(s: GameState, m: Methuselah, a: int, out: list[Action]) -> None:
    """The retainers on acting minion ``a`` it can shuffle back into their owner's library for
    stealth against a block attempt (rules 6.2.2.2; ``n``: the option)."""
    su = s.setup
    for j in m.in_play:
        if s.attached[j] == a and su.shuffle_stealth[j]:
            out.append(Action(K_USE, actor=a, card=j, n=1))


# -- blocks (rules 6.2.2) -----------------------------------------------------------------------


def block_step(s: GameState, pend: Pending) -> bool:
    """The next Methuselah who may block chooses (True); when none is left, blocks are declined
    and the action goes on (False). The acting Methuselah first plays its "as the action is
    announced" modifiers, if any."""
    if not pend.flags & ANNOUNCED:
        pend.flags |= ANNOUNCED
        acts = announce_actions(s, pend)
        if acts:
            pend.stage = ANNOUNCE
            pend.decider = s.current
            s.legal = acts + [PASS]
            return True
    while pend.block_order:
        q = pend.block_order[0]
        acts = block_actions(s, pend, q)
        if acts:
            pend.decider = q
            s.legal = acts + [PASS]
            return True
        pend.block_order.pop(0)
    pend.stage = AFTER_BLOCKS
    pend.decider = s.current
    return False


def announce_option_known(opt: Option) -> bool:
    """A modifier played as the action is announced whose every primitive the rules apply:
    "the chosen (younger) vampire cannot block this action" (Seduction)."""
    for p in opt.prims:
        if p.x or not (p.op is O_REQUIRES or (p.op == O_CANNOT_BLOCK and p.arg in (
                0, YOUNGER_WHO, CAPACITY_WHO, LOCKED_WHO, TITLED_OR_YOUNGER))
                       or (p.op == O_WHEN and p.n == W_AS_ANNOUNCED and not p.arg)):
            return False
    return opt.has(O_CANNOT_BLOCK) and opt.has(O_WHEN)


def block_toll(opt: Option) -> int:
    """The ``Pending.flags`` of "vampires must burn 1 blood to attempt to block this action"
    (Force of Personality [PRE]: "non-zombie allies cannot block this action"; Tenebrous Form
    [OBT]: "minions without Obtenebration", allies cannot burn blood) in this option, else 0."""
    prims = opt.prims
    for k, p in enumerate(prims):
        if p.op != O_WHEN or p.n != W_BLOCK_ATTEMPT:
            continue
        pay = prims[k + 1] if k + 1 < len(prims) else None
        if pay is None or pay.op != O_PAY_BLOOD or pay.n != 1 or pay.cond != 2 or pay.arg or pay.x:
            return 0
        if p.arg == Who.VAMPIRE:
            flags = BLOCK_TOLL
        elif p.arg == Who.ANY:
            flags = BLOCK_TOLL | TOLL_ALL
        elif p.arg == Who.WITHOUT_DISCIPLINE and p.cond:
            flags = BLOCK_TOLL | TOLL_ALL | p.cond << TOLL_DISC_SHIFT
        else:
            return 0
        if any(q.op == O_UNBLOCKABLE and q.arg == Who.ALLY for q in prims):
            flags |= NO_ALLY_BLOCK
        return flags
    return 0


def _toll_prim(opt: Option, k: int) -> bool:
    """Primitive ``k`` belongs to the option's :func:`block_toll` (its When, its blood, the allies)."""
    p = opt.prims[k]
    if p.op == O_WHEN and p.n == W_BLOCK_ATTEMPT:
        return True
    if p.op == O_PAY_BLOOD and p.cond == 2:
        return k > 0 and opt.prims[k - 1].op == O_WHEN and opt.prims[k - 1].n == W_BLOCK_ATTEMPT
    return p.op == O_UNBLOCKABLE and p.arg == Who.ALLY


_NO_UNLOCK = (Prim(O_WHEN, int(When.AS_ANNOUNCED)), Prim(Op.CANNOT, 0, int(Restriction.UNLOCK), 1))


def announce_no_unlock_known(opt: Option) -> bool:
    """"Only usable as the action is announced. During this action, minions cannot unlock" (The
    Sleeping Mind [DOM])."""
    return tuple(p for p in opt.prims if p.op is not O_REQUIRES) == _NO_UNLOCK


_ANNOUNCED = Prim(O_WHEN, int(When.AS_ANNOUNCED))


def announce_self_known(opt: Option) -> bool:
    """"Only usable as the action is announced": "+1 stealth, even if stealth is not yet needed",
    or "if this action is blocked, this vampire can strike: combat ends during the first round"
    (Memory Rift [obf], [pre])."""
    prims = tuple(p for p in opt.prims if p.op is not O_REQUIRES)
    return len(prims) == 2 and prims[0] == _ANNOUNCED and (
        (prims[1].op == O_STEALTH and prims[1].n > 0 and not (prims[1].x or prims[1].arg or prims[1].cond))
        or prims[1] == Prim(O_COMBAT_ENDS, 1))


_NON_BLEED_ANNOUNCED = Prim(O_WHEN, int(When.AS_ANNOUNCED), 0, 1)


#: "only usable as the action is announced. This action is unblockable" (Virtuosa [MEL])
UNBLOCKABLE_ANNOUNCED = (Prim(O_WHEN, int(When.AS_ANNOUNCED)), Prim(O_UNBLOCKABLE, 1))


def announce_unblockable_known(opt: Option) -> bool:
    """"Only usable as a non-bleed action is announced. Vampires cannot block this action" (Beast
    Meld [ANI PRO]); "only usable as the action is announced. This action is unblockable"
    (Virtuosa [MEL], :data:`UNBLOCKABLE_ANNOUNCED`)."""
    prims = tuple(p for p in opt.prims if p.op is not O_REQUIRES)
    return prims == (_NON_BLEED_ANNOUNCED, Prim(O_UNBLOCKABLE, 1, int(Who.VAMPIRE))) or prims == UNBLOCKABLE_ANNOUNCED


def announce_wraith_unlock_known(opt: Option) -> bool:
    """"Only usable as an action to recruit or employ a wraith is announced. Unlock this vampire
    after action resolution if this action is successful" (Shroud Mastery [NEC])."""
    return tuple(p for p in opt.prims if p.op is not O_REQUIRES) == (
        Prim(O_WHEN, int(W_AS_ANNOUNCED), int(T_WRAITH)), Prim(O_UNLOCK_MINION, 1))


def announce_maneuver_known(opt: Option) -> bool:
    """"Only usable as an action is announced. If this action is blocked, this vampire gets an
    optional maneuver or press in the resulting combat" (Skin of the Chameleon [tha])."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return len(prims) in (2, 3) and prims[0] == Prim(O_WHEN, int(W_AS_ANNOUNCED)) and prims[1] == Prim(
        O_MANEUVER, 1) and tuple(prims[2:]) in ((), (Prim(O_PRESS, 1),))


def toll_announce_known(opt: Option) -> bool:
    """A modifier played as the action is announced making blockers pay (:func:`block_toll`):
    every primitive is the announcement, the toll or a requirement."""
    if not block_toll(opt):
        return False
    return all(
        (p.op == O_WHEN and p.n == W_AS_ANNOUNCED and not p.arg) or p.op is O_REQUIRES or _toll_prim(opt, k)
        for k, p in enumerate(opt.prims)
    ) and any(p.op == O_WHEN and p.n == W_AS_ANNOUNCED for p in opt.prims)


def attempt_toll(s: GameState, pend: Pending, v: int) -> int:
    """Blood minion ``v`` burns to attempt to block this action (rules 6.2.2: a cost paid as the
    attempt is declared), or -1 when it cannot attempt it (an ally, or a minion who cannot burn
    blood under a toll on all minions)."""
    su = s.setup
    f = pend.flags
    if f & NO_ALLY_BLOCK and su.is_ally[v]:
        return -1
    if not f & BLOCK_TOLL:
        return 0
    disc = f >> TOLL_DISC_SHIFT
    if disc and su.disc_any[v] >> (disc - 1) & 1:
        return 0
    if not su.is_vampire[v]:
        return -1 if f & TOLL_ALL else 0
    return 1


def _announce_cards(su: GameSetup) -> bytes:
    """Per card instance: a modifier with an option :func:`announce_option_known` reads; empty
    when the game has none (memoized per setup)."""
    got = su.memo.get(("announce",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_modifier[i] and any(
                announce_option_known(o) or toll_announce_known(o) or announce_maneuver_known(o)
                or announce_no_unlock_known(o) or announce_self_known(o) or announce_unblockable_known(o)
                or announce_wraith_unlock_known(o)
                for o in e.options)
            else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("announce",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def announce_actions(s: GameState, pend: Pending) -> list[Action]:
    """The acting minion's modifiers as the action is announced: a vampire of a Methuselah who
    may block (younger than the actor for [dom] Seduction) cannot block this action."""
    su = s.setup
    out: list[Action] = []
    if masters.ANNOUNCE_KINDS & su.master_kinds:
        masters.announce_uses(s, pend, out)  # Creepshow Casino, Warsaw Station
    flags = _announce_cards(su)
    m = s.players[s.current]
    if not flags or not any(flags[i] for i in m.hand):
        return out
    a = pend.actor
    for i in distinct(su, [i for i in m.hand if flags[i]]):
        if su.card_id[i] in pend.modifiers or not can_afford(s, m, a, i):
            continue
        e = su.effect[i]
        assert e is not None  # (the card has an effect: its options are read next)
        chosen = False  # a "chosen vampire cannot block" option listed: its best playable level
        for k, opt in enumerate(e.options):
            if announce_wraith_unlock_known(opt):
                if (pend.kind == K_RECRUIT or pend.kind == K_EMPLOY) and pend.card >= 0 \
                        and su.creature[pend.card] == T_WRAITH and su.is_vampire[a] \
                        and usable(su, a, e, opt):
                    out.append(Action(K_MODIFIER, actor=a, card=i, target=-1, n=k))
                continue  # Shroud Mastery [NEC]: an action to recruit or employ a wraith
            if announce_unblockable_known(opt):
                if (pend.kind != K_BLEED or opt.prims[:2] == UNBLOCKABLE_ANNOUNCED) and pend.block_order \
                        and usable(su, a, e, opt):
                    out.append(Action(K_MODIFIER, actor=a, card=i, target=-1, n=k))
                continue  # "only usable as a non-bleed action is announced" (Beast Meld)
            if (toll_announce_known(opt) or announce_maneuver_known(opt) or announce_no_unlock_known(opt)
                    or announce_self_known(opt)) and usable(su, a, e, opt):
                if pend.block_order:
                    out.append(Action(K_MODIFIER, actor=a, card=i, target=-1, n=k))
                continue  # another option may choose a vampire instead (The Sleeping Mind, Memory Rift)
            if chosen or not announce_option_known(opt) or not usable(su, a, e, opt):
                continue
            younger = any(p.op == O_CANNOT_BLOCK and p.arg == YOUNGER_WHO for p in opt.prims)
            # "a vampire with capacity 6 or less or an ally" (Approximation of Loyalty [pre])
            small = next((p.cond for p in opt.prims if p.op == O_CANNOT_BLOCK and p.arg == CAPACITY_WHO), 0)
            locked_only = any(p.op == O_CANNOT_BLOCK and p.arg == LOCKED_WHO for p in opt.prims)
            titled_younger = any(p.op == O_CANNOT_BLOCK and p.arg == TITLED_OR_YOUNGER for p in opt.prims)
            for q in pend.block_order:
                for v in s.players[q].ready:
                    if small and su.is_ally[v] and v not in pend.tried:
                        out.append(Action(K_MODIFIER, actor=a, card=i, target=v, n=k))
                        continue
                    if not su.is_vampire[v] or v in pend.tried or (younger and su.capacity[v] >= su.capacity[a]):
                        continue
                    if small and su.capacity[v] > small:
                        continue
                    if locked_only and not s.locked[v]:
                        continue  # "choose a locked vampire" (The Sleeping Mind [dom])
                    if titled_younger and not (su.title[v] or su.capacity[v] < su.capacity[a]):
                        continue  # "choose a titled vampire or a younger vampire" (Memory Rift [dem])
                    out.append(Action(K_MODIFIER, actor=a, card=i, target=v, n=k))
            chosen = True
    return out


def block_any_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction with an option blocking any action (Eagle's Sight);
    empty when the game has none (memoized per setup)."""
    got = su.memo.get(("block_any",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_reaction[i] and any(o.has(O_BLOCK_ANY) for o in e.options) else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("block_any",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def _may_block(s: GameState, pend: Pending, q: int) -> bool:
    """Rules 6.2.2.1: the target of a directed action, the prey or predator of an undirected one."""
    if pend.directed:
        return q == pend.target_p
    return q == s.prey(s.current) or q == s.predator(s.current)


_WAKE_TAG = 1000 + int(O_WAKE)  # the memo tag of best_option(..., O_WAKE)


def block_actions(s: GameState, pend: Pending, q: int) -> list[Action]:
    """Rules 6.2.2.1: ``q``'s ready minions may attempt to block, unlocked ones or locked ones
    with a reaction that wakes them; each attempts once per action here. Others' unlocked
    vampires may attempt it with a card ignoring the normal restrictions (Eagle's Sight)."""
    m = s.players[q]
    if m.passive or m.ousted:
        return []
    su = s.setup
    if (su.any_block_any or block_any_cards(su)) and not _may_block(s, pend, q):
        return _block_any_actions(s, pend, q)
    out: list[Action] = []
    locked = s.locked
    tried = pend.tried
    no_vamp = pend.flags & NO_VAMPIRE_BLOCK
    a = pend.actor
    no_block = NO_BLOCK | (NO_BLOCK_TITLED if a >= 0 and su.title[a] else 0)
    allies_not = a >= 0 and su.unblockable_by[a] == WHO_ALLY
    corrupt_not = bool(s.corruption) and a >= 0 and su.unblockable_by[a] == Who.CORRUPTED
    younger_not = su.unblockable_younger[a] if a >= 0 and su.any_unblockable_younger else 0
    cap_not = su.unblockable_cap[a] if a >= 0 else 0
    wakes: list[int] | None = None  # read for the first locked minion (as are the two below)
    unlock_cards: bytes | None = None
    givers: list[int] | None = None
    tolls = pend.flags & TOLLS
    mortal = masters.MORTALITY in su.master_kinds and a >= 0 and su.is_ally[a]
    if su.imbued is not None and su.imbued.any_power:
        imbued.champion_uses(s, pend, m, out)  # Champion: the action fails, combat with the imbued
    for v in m.ready:
        if v in tried or v in s.cannot_block or (no_vamp and su.is_vampire[v]):
            continue
        if younger_not and su.is_vampire[v] and su.clan_index[v] == younger_not and su.capacity[v] < su.capacity[a]:
            continue  # "younger Tremere cannot block Aisling"
        if cap_not and su.is_vampire[v] and su.capacity[v] <= cap_not:
            continue  # "vampires with capacity 3 or less cannot block Sha-Ennu" (rules 6.2.2.1)
        if su.cannot[v] & no_block or (allies_not and not su.is_vampire[v]):
            continue  # "cannot block (titled vampires)", "allies cannot block this vampire"
        if corrupt_not and s.corruption.get(v):
            continue  # Nakhthorheb: "minions with any of your corruption counters cannot block him"
        if mortal and masters.mortal(s, v):
            continue  # Memories of Mortality: "this vampire cannot attempt to block allies"
        toll = attempt_toll(s, pend, v) if tolls else 0
        if toll and (toll < 0 or s.blood[v] < toll):
            continue  # "vampires must burn 1 blood to attempt to block this action"
        if not locked[v] or v in s.wake:
            out.append(new_tuple(Action, (K_BLOCK, v, -1, -1, 0)))
            continue
        if pend.flags & NO_WAKE:
            continue  # "during this action, minions cannot unlock"
        if su.any_unlock_giver and pend.directed and pend.target_p == q:
            # "during an action directed at you, burn this ally if it is not blocking to unlock a
            # ready minion you control" (Underbridge Stray): unlocked, it may attempt to block
            if givers is None:
                givers = [j for j in m.ready if su.unlock_giver[j]]
            g = -1
            for j in givers:
                if j != v:
                    g = j
                    break
            if g >= 0:
                out.append(Action(K_BLOCK, actor=v, card=g))
        if su.any_waker and m.in_play:
            wakers.block_actions(s, pend, m, v, out)  # Eternal Vigilance, Under Siege
        if su.imbued is not None:
            imbued.wake_uses(s, m, v, out)  # Vigilance: a locked imbued unlocks for 1 conviction
        if unlock_cards is None:
            unlock_cards = unlock_reaction_cards(su)
        if unlock_cards:
            unlock_reaction_blocks(s, pend, m, v, toll, out)  # Forced Vigilance, Rat's Warning
        if wakes is None:
            wc = su.wake_card
            wakes = [i for i in m.hand if wc[i]]
            if wakes:
                wakes = distinct(su, wakes)
        for i in wakes:
            # best_option(su, v, i, O_WAKE), memoized
            k = cast("int | None", su.memo.get((v, su.card_id[i], _WAKE_TAG)))
            if k is None:
                k = best_option(su, v, i, O_WAKE)
            if k >= 0 and pend.kind != K_BLEED and su.effect[i].options[k].has(O_WHEN):  # type: ignore[union-attr]
                continue  # "only usable during a bleed action directed at you"
            if k >= 0 and not _wake_when_ok(s, pend, q, i, su.effect[i].options[k].level):  # type: ignore[union-attr]
                continue  # Black Sunrise [qui]: "only usable during an action directed at you"
            if k >= 0 and su.card_id[i] == THE_MOLE and not _non_anarch_acting(su, pend):
                continue  # The Mole [ani]: "only usable when a non-anarch minion is acting"
            if su.card_id[i] in ONE_BETWEEN_UNLOCKS and between_unlocks_spent(s, m, v, su.card_id[i]):
                continue  # "only one On the Qui Vive (Shadow Sentinel) between their unlock phases"
            if k >= 0 and toll and blood_cost(su, v, i) + played_blood(su.effect[i].options[k]) + toll > s.blood[v]:  # type: ignore[union-attr]
                continue  # the card and the toll both paid in blood
            if k >= 0 and can_afford(s, m, v, i, k):
                out.append(new_tuple(Action, (K_BLOCK, v, i, -1, k)))
    if su.any_placed and m.in_play:
        placed.block_actions(s, pend, m, out)  # a card in play attempting to block (Unleash Hell's Fury)
    return out


def _block_any_actions(s: GameState, pend: Pending, q: int) -> list[Action]:
    """Block attempts of ``q``, who may not normally block this action, with a reaction that
    blocks any action (rules 6.2.2: "ignoring the normal prey, predator or target restrictions")."""
    flags = block_any_cards(s.setup)
    m = s.players[q]
    su = s.setup
    own = su.block_any if su.any_block_any and pend.actor >= 0 and su.is_vampire[pend.actor] else b""
    if not (flags and any(flags[i] for i in m.hand)) and not (own and any(own[v] for v in m.ready)):
        return []
    a = pend.actor
    no_block = NO_BLOCK | (NO_BLOCK_TITLED if a >= 0 and su.title[a] else 0)
    allies_not = a >= 0 and su.unblockable_by[a] == WHO_ALLY
    corrupt_not = a >= 0 and su.unblockable_by[a] == Who.CORRUPTED and bool(s.corruption)
    no_vamp = pend.flags & NO_VAMPIRE_BLOCK
    cap_not = su.unblockable_cap[a] if a >= 0 else 0
    out: list[Action] = []
    cards = distinct(su, [i for i in m.hand if flags[i]]) if flags else []
    for v in m.ready:
        if v in pend.tried or v in s.cannot_block or (no_vamp and su.is_vampire[v]) or not can_react(s, v):
            continue
        if su.cannot[v] & no_block or (allies_not and not su.is_vampire[v]) or (corrupt_not and s.corruption.get(v)):
            continue
        if cap_not and su.is_vampire[v] and su.capacity[v] <= cap_not:
            continue  # a card ignoring prey/predator restrictions does not lift this one
        toll = attempt_toll(s, pend, v) if pend.flags & TOLLS else 0
        if toll and (toll < 0 or s.blood[v] < toll):
            continue  # "vampires must burn 1 blood to attempt to block this action"
        if own and own[v]:
            out.append(Action(K_BLOCK, actor=v))  # its own text ignores the restrictions (rules 6.2.2.1)
            continue
        for i in cards:
            k = best_option(su, v, i, O_BLOCK_ANY)
            if k >= 0 and can_afford(s, m, v, i, k):
                out.append(Action(K_BLOCK, actor=v, card=i, n=k))
    return out


def attempt_actions(s: GameState, pend: Pending) -> list[Action]:
    """Rules 6.2.2.2: stealth is added only when the block would succeed, intercept only when
    it would fail; the side that needs it chooses."""
    if pend.intercept >= pend.stealth:
        pend.decider = s.current
        return stealth_actions(s, pend)
    pend.decider = pend.block_order[0]
    return intercept_actions(s, pend)


def stealth_option_known(opt: Option) -> bool:
    """The rules apply every primitive of this modifier played against a block attempt: stealth
    (+bleed during a bleed), "the attempt fails" (Elder Impersonation), "minions who fail to
    block become locked" (Faceless Night), "if this action is blocked, lock the blocking minion
    and end the action" (Mirror Walk)."""
    prims = opt.prims
    for k, p in enumerate(prims):
        op = p.op
        if p.x:
            return False
        if op in STEALTH_MOD_OPS or (op == O_MINUS_INTERCEPT and (
                p.arg in MINUS_INTERCEPT_WHO or (p.arg == Who.WITHOUT_DISCIPLINE and p.cond))) or (
                op == O_MANEUVER and p.n == 1 and not p.arg):
            continue  # a maneuver: "if this action is blocked, 1 optional maneuver"
        if op == O_PAY_BLOOD and not (p.arg or p.cond):
            continue  # "burn 1 blood to get +1 stealth": paid with the card (played_blood)
        if op == O_CANNOT_BLOCK and p.arg == WHO_ALLY and p.n == 1 and not p.cond:
            continue  # "allies cannot block this action" (Visions of Gehenna [pre]): against an ally
        if (op == O_WHEN or op == O_PAY_BLOOD) and _toll_prim(opt, k) and block_toll(opt):
            continue  # "minions without Obtenebration must burn 1 blood to attempt to block"
        if op == O_COMBAT_ENDS and p.n == 1 and not p.arg and not opt.has(O_MANEUVER):
            continue  # "if blocked, can strike: combat ends during the first round" (not "the blocker cannot")
        if op == O_PREVENT and p.n == 1 and not (p.arg or p.cond) and opt.has(O_STEALTH) and len(prims) == 2:
            continue  # "+1 stealth. If this vampire is blocked, they can prevent 1 damage" (Beast Meld)
        if op == O_PRESS and p.n == 1 and not p.arg and opt.has(O_MANEUVER):
            continue  # "1 optional maneuver or press during the resulting combat if blocked"
        if op == O_WHEN and not k and kiss_disc(opt):
            return True  # The Kiss of Ra: against a vampire without Fortitude
        if op == O_WHEN and gaze_fails(opt) and len(prims) - k == 3:
            return True  # once this action, a corruption counter on the blocker: the attempt fails
        if op == O_WHEN and counter_unlock(opt) and len(prims) - k == 3:
            return True  # after a successful bleed: corruption counters to unlock
        if op == O_WHEN and cancels_combat(opt):
            return True  # "can choose to cancel the resulting combat if this action is blocked"
        if op == O_AGGRAVATED and p.n == 1 and not p.arg and all(q.op in _AGG_MOD for q in prims):
            continue  # "if this action is blocked, all damage on vampires in the combat is aggravated"
        if (op == O_UNBLOCKABLE and not p.arg) or (op == O_DAMAGE and p.arg == 3 and p.cond == 1 and opt.has(
                O_UNBLOCKABLE)):
            continue  # Daring the Dawn: vampires cannot block; the actor's damage after resolution
        if op == O_WHEN and p.n == W_BLOCKED and not p.arg and prims[k + 1:k + 3] == _LOCK_END:
            return all(q.op is O_REQUIRES for q in prims[k + 3:])
        if op == O_WHEN and blood_minus(opt):
            return True  # "once this action, may burn 1 blood to give ... -1 intercept" (Into Thin Air)
        if op == O_WHEN and p.n == W_BLOCK_FAILED and k + 1 < len(prims) and prims[k + 1].op == O_LOCK:
            continue
        if op == O_WHEN and p.n == W_NOT_BLEED and not p.cond:
            continue  # "not usable during a bleed (or political) action" (not_bleed)
        if op == O_LOCK and k and prims[k - 1].op == O_WHEN and prims[k - 1].n == W_BLOCK_FAILED:
            continue
        return False
    return True


def not_bleed(opt: Option, kind: int) -> bool:
    """The modifier says "not usable during a bleed action" ("or political action") and the
    action is of that ``kind`` (Forgotten Labyrinth, Smoke and Mirrors [obf])."""
    for p in opt.prims:
        if p.op == O_WHEN and p.n == W_NOT_BLEED:
            return kind == K_BLEED or (p.arg == 1 and kind == K_POLITICAL)
    return False


_LOCK_END = (Prim(O_LOCK, 1), Prim(END_ACTION, 1))
_BLOCKED_WHEN = Prim(O_WHEN, int(When.BLOCKED))
_ENDS_ONE = Prim(O_COMBAT_ENDS, 1)


def lock_fails(opt: Option) -> bool:
    """"Lock this modifying vampire to have that attempt fail" (Blanket of Night [OBT])."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return len(prims) == 2 and LOCK_SELF is not None and prims[0] == Prim(LOCK_SELF, 1) and prims[1] == Prim(
        O_BLOCK_FAILS, 1)


def cancel_reaction(s: GameState, pend: Pending, i: int, opt: Option) -> None:
    """Rules 1.6.2.4 (a card cancelled as it is played): the intercept reaction has no effect, its
    cost paid back unless the cancelling card says it must be paid."""
    _j, v, _n, added, blood, pool, flags = pend.react  # type: ignore[misc]
    pend.react = None
    paid, _small, none_after = CANCEL_REACTION[s.setup.card_id[i]]
    pend.intercept -= added
    pend.flags = flags | (pend.flags & (NO_MODIFIERS | SUCCESS_POOL | TOLLS | ACT_NO_COMBAT))
    if not paid:
        s.blood[v] += blood
        q = controller_of(s, v)
        if q >= 0:
            s.players[q].pool += pool
    if none_after:
        pend.flags |= NO_MODIFIERS
    if opt.has(O_GAIN_POOL):
        pend.flags |= SUCCESS_POOL


def _lock_fails_uses(s: GameState, pend: Pending, m: Methuselah, i: int, out: list[Action]) -> None:
    """Blanket of Night [OBT]: "only usable by a ready vampire other than the acting minion if a
    minion attempts to block": each unlocked one able to play and pay for it."""
    su = s.setup
    e = su.effect[i]
    assert e is not None  # (a stealth modifier in the hand: a card with an effect)
    a = pend.actor
    for k, opt in enumerate(e.options):
        if not lock_fails(opt):
            continue
        for v in m.ready:
            if v != a and su.is_vampire[v] and not s.locked[v] and usable(su, v, e, opt) \
                    and can_afford(s, m, v, i):
                out.append(Action(K_MODIFIER, actor=v, card=i, n=k))
        return


_COUNTER_UNLOCK = (Prim(O_WHEN, int(When.AFTER_BLEED)), Prim(Op.COUNTER, -2), Prim(O_UNLOCK_MINION, 1))


def counter_unlock(opt: Option) -> bool:
    """"+1 bleed (limited) ..., and if the bleed is successful, this vampire can burn 2 of your
    corruption counters from a minion controlled by the target Methuselah to unlock" (Revelation
    of the Serpent [PRE PRO]): +bleed and stealth, then exactly that."""
    prims = opt.prims
    return len(prims) > 3 and prims[-3:] == _COUNTER_UNLOCK and all(
        (p.op == O_PLUS_BLEED or p.op == O_STEALTH or p.op is O_REQUIRES) and not p.x for p in prims[:-3])


def counters_unlock(s: GameState, pend: Pending) -> None:
    """Revelation of the Serpent [PRE PRO] after a successful bleed: 2 corruption counters burned
    from a minion of the target Methuselah (the one with most) unlock the acting vampire. The
    engine keeps corruption counters by minion, not by Methuselah: those on the target's minions
    are taken as the bleeder's (only its own cards put them there in the games it plays)."""
    a = pend.actor
    if not s.locked[a]:
        return
    q = s.players[pend.target_p]
    best = max((t for t in (*q.ready, *q.torpor) if s.corruption.get(t, 0) >= 2),
               key=lambda t: s.corruption[t], default=-1)
    if best < 0:
        return
    s.corruption[best] -= 2
    if not s.corruption[best]:
        del s.corruption[best]
    s.locked[a] = 0


def cancels_combat(opt: Option) -> bool:
    """"+1 stealth, and this vampire can choose to cancel the resulting combat if this action is
    blocked" (Stone Travel [MYT]): stealth, then exactly that choice."""
    prims = opt.prims
    k = next((k for k, p in enumerate(prims) if p.op == O_WHEN), -1)
    return k > 0 and prims[k:] == (_BLOCKED_WHEN, _ENDS_ONE) and all(
        p.op == O_STEALTH or p.op is O_REQUIRES for p in prims[:k])


_GAZE = (Prim(O_WHEN, int(When.ONCE_PER_ACTION)), Prim(Op.COUNTER, -1), Prim(O_BLOCK_FAILS, 1))
_KISS = (Prim(O_BLOCK_FAILS, 1), Prim(Op.DAMAGE, 2, 4), Prim(END_ACTION, 1))


def kiss_disc(opt: Option) -> int:
    """"Only usable when a vampire who does not have Fortitude attempts to block this acting
    minion. The block attempt is canceled, the blocking vampire burns 2 blood, and the current
    action is ended (without combat) [and the blocking vampire goes to torpor]" (The Kiss of Ra):
    the Discipline's index + 1, else 0."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if len(prims) < 4 or prims[0].op != O_WHEN or prims[0].n != W_BLOCK_ATTEMPT \
            or prims[0].arg != Who.WITHOUT_DISCIPLINE or not prims[0].cond:
        return 0
    if tuple(prims[1:4]) != _KISS or tuple(prims[4:]) not in ((), (Prim(Op.TORPOR, 1),)):
        return 0
    return prims[0].cond


def gaze_fails(opt: Option) -> bool:
    """"+1 stealth, and once this action, you can burn 1 of your corruption counters from a
    blocking minion to have their block attempt fail" (Enchanting Gaze [PRE PRO])."""
    prims = opt.prims
    return len(prims) > 3 and prims[-3:] == _GAZE and all(p.op == O_STEALTH or p.op is O_REQUIRES for p in prims[:-3])


def _gaze_uses(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
    """Enchanting Gaze [PRE PRO] played this action, its use left and a corruption counter on the
    blocker: the use (``card`` the modifier in the ash heap, ``n`` its option)."""
    su = s.setup
    a = pend.actor
    for j in reversed(m.ash):
        e = su.effect[j]
        if e is None or su.card_id[j] not in pend.modifiers or (a, su.card_id[j]) in pend.played:
            continue
        for k, opt in enumerate(e.options):
            if gaze_fails(opt):
                out.append(Action(K_USE, actor=a, card=j, n=k))
                return


_AGG_MOD = frozenset({Op.AGGRAVATED, Op.REQUIRES})


def minus_intercept(su: GameSetup, opt: Option, a: int, b: int, corruption: dict[int, int] | None = None) -> int:
    """Intercept blocker ``b`` loses to this option of a modifier played by acting minion ``a``:
    "allies and younger vampires get -1 intercept", "the blocking vampire gets -1 intercept" (not
    an ally) (rules 6.2.2.2; younger: a vampire of lower capacity than the acting vampire);
    "minions with any corruption counters get -1 intercept" (``corruption``: the game's counters)."""
    n = 0
    for p in opt.prims:
        if p.op == O_MINUS_INTERCEPT:
            who = p.arg
            ally = not su.is_vampire[b]
            younger = su.is_vampire[b] and su.is_vampire[a] and su.capacity[b] < su.capacity[a]
            if who == Who.ANY or (who == Who.ALLY and ally) or (who == Who.YOUNGER and younger) or (
                    who == Who.ALLY_OR_YOUNGER and (ally or younger)) or (who == Who.VAMPIRE and not ally) or (
                    who == Who.ANARCH and su.req_bits[b] >> Req.ANARCH & 1) or (
                    who == Who.CORRUPTED and corruption and corruption.get(b)) or (
                    who == Who.WITHOUT_DISCIPLINE and p.cond and not su.disc_any[b] & _disc_mask(p.cond)):
                n += p.n  # "minions without Necromancy or Obtenebration" (Acheron Vortex)
    return n


def _disc_mask(cond: int) -> int:
    """The Discipline bits of a WITHOUT_DISCIPLINE cond: index + 1, a second one times 64."""
    mask = 0
    while cond:
        code = cond % 64
        if code:
            mask |= 1 << (code - 1)
        cond //= 64
    return mask


def owed_blood(s: GameState, pend: Pending) -> int:
    """Blood the acting minion pays when its action succeeds (rules 6.2.3; leaving torpor, rules
    6.5.2): modifiers played during the action must leave it."""
    su = s.setup
    a = pend.actor
    if pend.kind == K_LEAVE_TORPOR:
        return TORPOR_COST
    if pend.card >= 0:
        return blood_cost(su, a, pend.card) if su.effect[pend.card] is not None else 0
    if pend.kind == K_BLEED and pend.option == 1:
        return su.bleed_action_cost[a]  # "a (D) action that costs N blood"
    return 0


#: memo tag (GameSetup.memo key ``(actor, card id, tag + option)``): the actor can play that
#: option of a stealth modifier and the rules apply it (stealth_option_known and usable), a fact
#: of the actor's columns and the card alone that a reseated setup moves to the actor's new
#: number (setup._MOVED_TAGS)
STEALTH_KNOWN_TAG = 6000


def stealth_actions(s: GameState, pend: Pending) -> list[Action]:
    m = s.players[s.current]
    su = s.setup
    a = pend.actor
    out: list[Action] = []
    owed = owed_blood(s, pend)
    if pend.react is not None:
        cancel_reaction_uses(s, pend, m, out)  # I am Legion, Approximation of Loyalty [PRE]
    if su.any_blood_stealth:
        # "during an action, Chavi can burn 1 blood to get +1 stealth"; Montano: "... to give a
        # minion you control +1 stealth" (rules 6.2.2.2: stealth when the block would succeed)
        if su.blood_stealth[a] and s.blood[a] >= su.blood_stealth_cost[a] + owed and not (
                su.blood_stealth_once[a] and (a, su.card_id[a]) in pend.played):  # William: once each action
            out.append(Action(K_USE, actor=a, card=a))
        for v in m.ready:
            if v != a and su.blood_stealth_others[v] and s.blood[v] >= 1:
                out.append(Action(K_USE, actor=v, card=v))
    sm = su.stealth_mod if not pend.flags & NO_MODIFIERS else b""
    memo = su.memo
    for i in distinct(su, [i for i in m.hand if sm and sm[i]]):
        if su.card_id[i] in BY_ANOTHER_VAMPIRE and su.card_id[i] not in pend.modifiers and pend.blocker >= 0:
            _lock_fails_uses(s, pend, m, i, out)
        if su.card_id[i] in pend.modifiers or su.card_id[i] in PSYCHOMACHIA or not can_afford(s, m, a, i):
            continue  # (Psychomachia: once blocked, before block resolution)
        if s.blood[a] - blood_cost(su, a, i) < owed:
            continue  # the blood the action itself costs is kept for it
        if su.card_id[i] in EXCLUSIVE_MODIFIERS and any(c in EXCLUSIVE_MODIFIERS for c in pend.modifiers):
            continue  # "Into Thin Air and Lost in Crowds cannot both be played on the same action"
        e = su.effect[i]
        assert e is not None  # (the card has an effect: its options are read next)
        cid = su.card_id[i]
        found = False  # the best stealth option found; an aggravated-combat one is listed beside it
        for k, opt in enumerate(e.options):
            agg = opt.has(O_AGGRAVATED)
            if found and not agg:
                continue
            no_ally = opt.has(O_CANNOT_BLOCK) and pend.blocker >= 0 and su.is_ally[pend.blocker]
            if not (opt.has(O_STEALTH) or opt.has(O_BLOCK_FAILS) or opt.has(O_MINUS_INTERCEPT) or agg or no_ally
                    or (opt.has(O_UNBLOCKABLE) and pend.blocker >= 0 and su.is_vampire[pend.blocker])):
                continue
            key = (a, cid, STEALTH_KNOWN_TAG + k)
            known = memo.get(key)
            if known is None:  # pure functions of the option and the actor's columns: memoized per setup
                known = memo[key] = stealth_option_known(opt) and usable(su, a, e, opt)
            if not known:
                continue
            if not (opt.has(O_STEALTH) or opt.has(O_BLOCK_FAILS) or opt.has(O_UNBLOCKABLE) or agg or no_ally) \
                    and not minus_intercept(su, opt, a, pend.blocker, s.corruption):
                continue  # "-1 intercept" for allies and younger vampires: not this blocker
            if opt.has(O_PLUS_BLEED) and pend.kind != K_BLEED:
                continue  # "only usable during a bleed action"
            if (pend.kind == K_BLEED or pend.kind == K_POLITICAL) and not_bleed(opt, pend.kind):
                continue
            if opt.has(END_ACTION) and opt.has(O_WHEN) and (kd := kiss_disc(opt)) and (
                    pend.blocker < 0 or not su.is_vampire[pend.blocker] or su.disc_any[pend.blocker] >> (kd - 1) & 1):
                continue  # "a vampire who does not have Fortitude attempts to block"
            if played_blood(opt) and not can_afford(s, m, a, i, k):
                continue  # "burn 1 blood to get +1 stealth" beyond this vampire's blood
            out.append(new_tuple(Action, (K_MODIFIER, a, i, -1, k)))
            if agg:
                break
            found = True
    if masters.LOCK_STEALTH in su.master_kinds and m.in_play:
        masters.stealth_uses(s, m, a, out)  # locations locked for stealth (Backways...)
    if su.any_shuffle_stealth and m.in_play:
        _shuffle_stealth_uses(s, m, a, out)  # Shaman: shuffled back into the library for +1 stealth
    if pend.flags & BLOOD_MINUS and s.blood[a] >= 1 and pend.blocker >= 0:
        _blood_minus_uses(s, pend, m, out)
    if pend.flags & GAZE and pend.blocker >= 0 and s.corruption.get(pend.blocker, 0) >= 1:
        _gaze_uses(s, pend, m, out)
    if su.imbued is not None:
        imbued.stealth_uses(s, pend, m, a, out)  # Second Sight: monsters get -1 intercept
    return out


def _blood_minus_uses(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
    """Into Thin Air played this action, its "once this action, burn 1 blood: -1 intercept" left
    and this blocker an ally or a younger vampire: the use (``card`` the modifier in the ash heap,
    ``n`` its option)."""
    su = s.setup
    a = pend.actor
    for j in reversed(m.ash):
        e = su.effect[j]
        if e is None or su.card_id[j] not in pend.modifiers or (a, su.card_id[j]) in pend.played:
            continue
        for k, opt in enumerate(e.options):
            if blood_minus(opt) and usable(su, a, e, opt) and minus_intercept(su, opt, a, pend.blocker):
                out.append(Action(K_USE, actor=a, card=j, n=k))
                return


#: Intercept reactions "only usable if a minion controlled by your predator is acting"
#: (Instinctive Reaction), "only usable during an action directed at you (or a card you
#: control)" (The Warrens, Eyes of Argus [aus], Scry the Hearthstone, One With the Land [pro],
#: Deep Ecology [ani], Steadfastness [for]: the intercept option's condition), "only usable
#: during a bleed action directed at you" / "during a bleed against you" (Elder Intervention,
#: Pack Tactics), read from their text (:func:`intercept_when`).
_IW_PREDATOR, _IW_DIRECTED, _IW_BLEED = 1, 2, 3
_IW_TEXT = (("only usable if a minion controlled by your predator is acting", _IW_PREDATOR),
            ("only usable during a bleed action directed at you", _IW_BLEED),
            ("only usable during a bleed against you", _IW_BLEED),
            ("only usable during an action directed at you", _IW_DIRECTED))


def intercept_when(su: GameSetup) -> bytes:
    """Per card instance: the :data:`_IW_TEXT` condition of an intercept reaction, else 0 (read
    from the card texts once per setup; braces of errata'd wording dropped)."""
    got = su.memo.get(("intercept_when",))
    if got is None:
        ic = su.intercept_card
        out = bytearray(len(su.card_id))
        for i, card in enumerate(su.card):
            if ic[i]:
                low = (card.text or "").lower().replace("{", "").replace("}", "")
                out[i] = next((w for t, w in _IW_TEXT if t in low), 0)
        got = su.memo[("intercept_when",)] = bytes(out)
    return got  # type: ignore[return-value]


def _intercept_when_ok(s: GameState, pend: Pending, q: int, when: int) -> bool:
    """The :data:`_IW_TEXT` condition ``when`` of an intercept reaction of Methuselah ``q`` holds
    for ``pend``. An action is directed at ``q`` when it targets ``q`` or a card ``q`` controls
    (rules 6.2.2.1: hunts, equips, recruits, political actions are undirected)."""
    if when == _IW_PREDATOR:
        return _predator_acting(s, pend, q)
    if when == _IW_DIRECTED:
        return pend.directed and pend.target_p == q
    return pend.kind == K_BLEED and pend.target_p == q  # _IW_BLEED


def _wake_when_ok(s: GameState, pend: Pending, q: int, i: int, level: int) -> bool:
    """The :data:`_IW_TEXT` condition of wake reaction ``i``'s option of ``level`` (0 none, 1
    inferior, 2 superior) holds for ``pend`` (rules 6.2.2.1), or it has none: the condition
    written before the card's first Discipline symbol applies to all its options (One With the
    Land [PRO]), one written in an option's own part to that option (Black Sunrise [qui], not
    [QUI]). Read from the card texts once per setup (braces of errata'd wording dropped)."""
    su = s.setup
    got = cast("dict[int, list[int]] | None", su.memo.get(("wake_when",)))
    if got is None:
        got = {}
        su.memo[("wake_when",)] = got
        for j, card in enumerate(su.card):
            if not su.wake_card[j]:
                continue
            text = (card.text or "").replace("{", "").replace("}", "")
            parts = _DISC_SYMBOL.split(text)  # [before, tag, part, tag, part...]
            first = next((w for t, w in _IW_TEXT if t in parts[0].lower()), 0)
            conds = [first, first, first]
            for tag, part in zip(parts[1::2], parts[2::2]):
                low = part.lower()
                if "unlock" in low or "wake" in low:
                    conds[2 if tag.isupper() else 1] = next((w for t, w in _IW_TEXT if t in low), first)
            if any(conds):
                got[j] = conds
    of_i = got.get(i)
    return of_i is None or not of_i[level] or _intercept_when_ok(s, pend, q, of_i[level])


#: A Discipline symbol of a card text ("[qui]", "[QUI]"), its letters captured.
_DISC_SYMBOL = re.compile(r"\[([A-Za-z]{3})\]")


def _predator_acting(s: GameState, pend: Pending, q: int) -> bool:
    """The acting minion of ``pend`` is controlled by Methuselah ``q``'s predator."""
    return pend.actor >= 0 and controller_of(s, pend.actor) == s.predator(q)


#: Intercept reactions with "an additional +1 intercept if this Nosferatu is titled" (The
#: Warrens: the reacting vampire) or "... if the acting minion is titled" (Protection Racket),
#: read from their text (:func:`titled_intercept`).
_TI_BLOCKER, _TI_ACTOR = 1, 2
_TI_TEXT = (("with an additional +1 intercept if this ", _TI_BLOCKER),
            ("with an additional +1 intercept if the acting minion is titled", _TI_ACTOR))


def titled_intercept(s: GameState, pend: Pending, v: int, i: int) -> int:
    """The additional +1 intercept reaction ``i`` played by blocker ``v`` gives when the titled
    vampire its text names (``v`` itself, or the acting minion) holds a title now (printed or
    gained in play), else 0 (rules 6.2.2.2: the blocker's intercept)."""
    su = s.setup
    got = cast("bytes | None", su.memo.get(("titled_intercept",)))
    if got is None:
        out = bytearray(len(su.card_id))
        for j, card in enumerate(su.card):
            if su.intercept_card[j]:
                low = (card.text or "").lower()
                for t, w in _TI_TEXT:
                    k = low.find(t)
                    if k >= 0 and (w == _TI_ACTOR or low[k + len(t):].split(".")[0].endswith("is titled")):
                        out[j] = w
                        break
        got = su.memo[("titled_intercept",)] = bytes(out)
    w = got[i]
    if not w:
        return 0
    who = v if w == _TI_BLOCKER else pend.actor
    return 1 if who >= 0 and masters.titled(s, who) else 0


def intercept_actions(s: GameState, pend: Pending) -> list[Action]:
    v = pend.blocker
    if v < 0 or not can_react(s, v) or (s.setup.any_placed and s.setup.placed[v]):
        return []  # (a card blocking plays no reaction: Unleash Hell's Fury)
    q = pend.block_order[0]
    m = s.players[q]
    su = s.setup
    out: list[Action] = []
    ic = su.intercept_card
    for i in distinct(su, [i for i in m.hand if ic[i]]):
        if (v, su.card_id[i]) in pend.played:
            continue
        if su.card_id[i] in ALLY_OR_YOUNGER_DIRECTED and not (
                pend.directed and pend.target_p == q and pend.actor >= 0 and _ally_or_younger(su, v, pend.actor)):
            continue  # Faerie Wards: "only usable if an ally or younger vampire is taking an action directed at you"
        if su.card_id[i] in VAMPIRE_ACTING_INTERCEPT and not (pend.actor >= 0 and su.is_vampire[pend.actor]):
            continue  # Predator's Communion: "only usable when a vampire is acting"
        if su.card_id[i] in _ACTING_LIMITED and not _acting_limit_ok(s, pend, q, v, su.card_id[i]):
            continue  # Familial Bond, Eyes of the Dead, The Mole [cel]: the action their text names
        w = intercept_when(su)[i]
        if w and not _intercept_when_ok(s, pend, q, w):
            continue  # Instinctive Reaction: "... your predator is acting"; The Warrens: "... directed at you"
        k = best_option(su, v, i, O_INTERCEPT)
        if k >= 0 and su.card_id[i] in ACTING_INTERCEPT:
            k = acting_intercept_option(s, pend, v, i)
        if k >= 0 and can_afford(s, m, v, i, k):
            out.append(new_tuple(Action, (K_REACTION, v, i, -1, k)))
    if su.any_blood_intercept:
        _blood_intercepts(s, pend, v, out)
    if su.any_crypt_blood_intercept and su.crypt_blood_intercept[v] and s.blood[v] >= 1 \
            and (su.blood_intercept_rep[v] or (v, su.card_id[v]) not in pend.played):
        # Persia: "once each action, burn 1 blood for +1 intercept"; Alex Camille: as often
        out.append(Action(K_USE, actor=v, card=v))
    if su.any_blood_intercept_others:
        # Maris Streck: "can burn a blood to give a blocking minion +1 intercept" (rules 6.2.2.2;
        # herself blocking: above)
        for w in m.ready:
            if w != v and su.blood_intercept_others[w] and s.blood[w] >= 1:
                out.append(Action(K_USE, actor=w, card=w))
    if pend.flags & WAKE_INTERCEPT and s.blood[v] >= 1:
        _wake_intercepts(s, pend, m, v, out)
    if masters.LOCK_INTERCEPT in su.master_kinds and m.in_play:
        masters.intercept_uses(s, m, v, out, pend.directed)  # locations locked for intercept (WMRH Talk Radio)
    if su.any_placed and m.in_play:
        placed.stealth_uses(s, pend, m, v, out)  # Aranthebes: -1 stealth for the predator's minion
    if su.imbued is not None:
        imbued.intercept_uses(s, pend, m, v, out)  # Second Sight, Discern
    return out


_ACTING_LIMITED = LAIBON_DIRECTED_INTERCEPT | DIABLERIE_INTERCEPT | {THE_MOLE}


def _non_anarch_acting(su: GameSetup, pend: Pending) -> bool:
    """The Mole: "only usable when a non-anarch minion is acting" (rules 1.6.1.3: the sect of the
    minion as it is now, an anarch's ``req_bits``)."""
    return pend.actor >= 0 and not su.req_bits[pend.actor] >> Req.ANARCH & 1


def _acting_limit_ok(s: GameState, pend: Pending, q: int, v: int, cid: int) -> bool:
    """The intercept reaction ``cid`` of :data:`_ACTING_LIMITED` is usable by ``q``'s blocker
    ``v`` during ``pend``: Familial Bond on a bleed against ``q`` or an action directed at
    another Laibon ``q`` controls (rules 6.2.2.1); Eyes of the Dead by a vampire blocking a
    vampire diablerizing one of ``q``'s vampires (rules 6.5.4); The Mole [cel] against a
    non-anarch minion without Celerity."""
    su = s.setup
    a = pend.actor
    if cid in LAIBON_DIRECTED_INTERCEPT:
        if pend.kind == K_BLEED and pend.target_p == q:
            return True
        t = pend.target
        return pend.directed and pend.target_p == q and t >= 0 and t != v and bool(su.is_vampire[t]) \
            and bool(su.req_bits[t] >> Req.LAIBON & 1) and controller_of(s, t) == q
    if cid in DIABLERIE_INTERCEPT:
        return pend.kind == K_DIABLERIZE and a >= 0 and bool(su.is_vampire[a]) and bool(su.is_vampire[v]) \
            and pend.target >= 0 and controller_of(s, pend.target) == q
    return _non_anarch_acting(su, pend) and not su.disc_any[a] >> CEL_BIT & 1  # THE_MOLE


def _wake_intercepts(s: GameState, pend: Pending, m: Methuselah, v: int, out: list[Action]) -> None:
    """Blocker ``v`` woke with Eyes of the Wild: "during this action, this Gangrel can burn 1
    blood to get +1 intercept", as often as it has blood (``card`` the reaction in the ash heap,
    ``n`` its option)."""
    su = s.setup
    for j in reversed(m.ash):
        e = su.effect[j]
        if e is None or not su.is_reaction[j] or (v, su.card_id[j]) not in pend.played:
            continue
        for k, opt in enumerate(e.options):
            if wake_intercept(opt):
                out.append(Action(K_USE, actor=v, card=j, n=k))
                return


def blood_intercept(opt: Option) -> int:
    """The intercept of an equipment option "the bearer can burn 1 blood during an action to get
    an additional +N intercept" (Bowl of Convergence [AUS]), else 0."""
    ops = [p.op for p in opt.prims]
    if ops != [O_PAY_BLOOD, O_INTERCEPT] or opt.prims[0].n != 1 or any(p.x or p.arg or p.cond for p in opt.prims):
        return 0
    return opt.prims[1].n


def _blood_intercepts(s: GameState, pend: Pending, v: int, out: list[Action]) -> None:
    """Equipment on blocker ``v`` burning 1 blood for intercept, once each action."""
    su = s.setup
    for q in s.players:
        for j in q.in_play:
            if s.attached[j] != v or su.mode[j] != M_EQUIPMENT or (v, su.card_id[j]) in pend.played:
                continue
            e = su.effect[j]
            assert e is not None  # (the card has an effect: its options are read next)
            for k, opt in enumerate(e.options):
                if k and blood_intercept(opt) and s.blood[v] >= 1 and usable(su, v, e, opt):
                    out.append(Action(K_USE, actor=v, card=j, n=k))
                    break


def attempt_pass(s: GameState, pend: Pending) -> None:
    """The side that needed stealth or intercept adds none: blocked, or the attempt fails."""
    pend.react = None  # a reaction can no longer be cancelled as it is played
    if pend.flags & LOCK_FAILED and pend.intercept < pend.stealth and pend.blocker >= 0:
        s.locked[pend.blocker] = 1  # "minions who attempt to block and fail become locked"
    if pend.flags & WAKE_BLOOD:
        pend.flags &= ~WAKE_BLOOD
        if pend.intercept < pend.stealth and pend.blocker >= 0:
            s.blood[pend.blocker] = max(0, s.blood[pend.blocker] - 1)  # "if they do not block"
    if pend.intercept >= pend.stealth and pend.kind == K_BLEED and s.used and TURN_BLEED in s.used:
        s.used.discard(TURN_BLEED)  # Dream World's bonus lasts until a bleed action is blocked
    if pend.intercept >= pend.stealth and pend.flags & BLOCKED_ENDS:
        # Mirror Walk: the blocker locks, the action ends before block resolution (no combat)
        s.locked[pend.blocker] = 1
        burn_action_card(s, pend)
        pend.blocked = True
        pend.succeeded = False
        pend.ended = True
        pend.stage = AFTER_RESOLUTION
        pend.decider = s.current
    elif pend.intercept >= pend.stealth and s.setup.any_placed and placed.is_blocker(s, pend.blocker):
        placed.blocked(s, pend)  # Unleash Hell's Fury: no combat, damage to the acting minion
    elif pend.intercept >= pend.stealth:
        pend.blocked = True
        if masters.BLOCK_KINDS & s.setup.master_kinds:
            masters.on_block(s, pend)  # Rebel: "gains 1 blood before block resolution"; Aching Beauty
            if s.terminal:
                return
        if pend.actor >= 0 and s.setup.block_burn[pend.actor] and s.setup.is_vampire[pend.blocker]:
            # Dónal O'Connor: "any vampire blocking Dónal burns 1 blood (before combat begins)"
            s.blood[pend.blocker] = max(0, s.blood[pend.blocker] - s.setup.block_burn[pend.actor])
        pend.stage = BLOCKED
        pend.decider = s.current
    else:
        if s.setup.any_waker and pend.blocker >= 0:
            wakers.on_failed_block(s, pend, pend.blocker)  # No Secrets From the Magaji burns
        pend.blocker = -1
        pend.intercept = 0
        pend.flags &= ~(WAKE_INTERCEPT | BLOCKER_NO_LOCK)
        pend.stage = BLOCKS


def _interpose_actions(s: GameState, pend: Pending, m: Methuselah) -> list[Action]:
    """Rules 11: when a vampire of a slave's master clan is blocked, its controller may lock an
    unlocked ready slave of that clan to enter combat with the blocker in its place."""
    su = s.setup
    a = pend.actor
    clan = su.clan_index[a]
    if not clan or not su.is_vampire[a] or pend.kind == K_LEAVE_TORPOR or a not in m.ready:
        return []
    locked = s.locked
    slave_of = su.slave_of
    return [Action(K_INTERPOSE, actor=v, target=a) for v in m.ready if slave_of[v] == clan and not locked[v] and v != a]


def interpose(s: GameState, pend: Pending, action: Action) -> None:
    """Rules 11: the slave locks; at block resolution (after the blocker's window) the action
    fails, the acting vampire unlocks and the slave enters combat with the blocker instead."""
    s.locked[action.actor] = 1
    pend.slave = action.actor
    pend.flags |= BLOCKER_WINDOW  # the acting side's choices before block resolution are over


def blocked_actions(s: GameState, pend: Pending) -> list[Action]:
    """"Only usable if this minion is blocked, before block resolution" (Change of Target); a
    slave taking its master's place (rules 11)."""
    m = s.players[s.current]
    su = s.setup
    bm = su.blocked_mod
    slaves = _interpose_actions(s, pend, m) if any(map(su.slave_of.__getitem__, m.ready)) else []
    if pend.flags & ACT_NO_COMBAT:
        j = next((j for j in reversed(m.ash) if su.card_id[j] in pend.modifiers and su.effect[j] is not None
                  and any(cancels_combat(o) for o in su.effect[j].options)), -1)  # type: ignore[union-attr]
        if j >= 0:
            slaves = slaves + [Action(K_MODIFIER, actor=pend.actor, card=j, n=-1)]
    bb = _blocked_burn_cards(su)
    if not any(bm[i] or (bb and bb[i]) for i in m.hand) or pend.flags & NO_MODIFIERS:
        return slaves
    a = pend.actor
    out: list[Action] = slaves
    for i in distinct(su, [i for i in m.hand if bm[i] or (bb and bb[i])]):
        if su.card_id[i] in pend.modifiers or not can_afford(s, m, a, i):
            continue
        e = su.effect[i]
        psycho = su.card_id[i] in PSYCHOMACHIA
        if psycho and not (pend.blocker >= 0 and _ally_or_younger(su, a, pend.blocker)):
            continue  # "only usable if an ally or younger vampire blocks"
        fails = False
        assert e is not None  # (the card has an effect: its options are read next)
        for k, opt in enumerate(e.options):
            if psycho and blocked_fails(opt):
                if not fails and usable(su, a, e, opt):
                    out.append(Action(K_MODIFIER, actor=a, card=i, n=k))
                    fails = True  # the best level having the block fail; ending the action beside it
                continue
            if ally_sleep_known(opt) and su.card_id[i] in ALLY_SLEEP:
                if pend.blocker >= 0 and su.is_ally[pend.blocker] and usable(su, a, e, opt):
                    out.append(Action(K_MODIFIER, actor=a, card=i, n=k))  # Gift of Sleep [obe]
                    break
                continue
            if bb and bb[i] and blocked_burn(opt) and pend.blocker >= 0 and usable(su, a, e, opt):
                out.append(Action(K_MODIFIER, actor=a, card=i, n=k))  # Power of One [obt]
                break
            if (opt.has(END_ACTION) or opt.has(O_WAKE)) \
                    and (known_prims(opt, BLOCKED_KNOWN) or blocked_recur_known(opt)) \
                    and usable(su, a, e, opt):
                out.append(Action(K_MODIFIER, actor=a, card=i, n=k))
                if not psycho:
                    break
    return out


_RECUR_ACTION = Prim(Op.RECUR, 1, int(Thing.ACTION))
_RECUR_EXTRA = (Prim(O_STEALTH, 1), Prim(O_LOCK, 1))


def blocked_recur_known(opt: Option) -> bool:
    """"Cancel the action and unlock this vampire ... if an action card was played, take it back
    in your hand (discard down afterward) [and this vampire gets +1 stealth during their next
    action this turn]" (Tangle Atropos' Hand [tem] / [TEM]); "[and lock the blocking minion]"
    (Red Herring [CHI]); played once the action is blocked."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return len(prims) in (3, 4) and prims[0] == Prim(END_ACTION, 1) and prims[1] == _UNLOCK_ONE \
        and prims[2] == _RECUR_ACTION and (len(prims) == 3 or prims[3] in _RECUR_EXTRA)


def ally_sleep_known(opt: Option) -> bool:
    """"Lock that ally and end the action" (Gift of Sleep [obe]), before block resolution."""
    return opt.prims == _ALLY_SLEEP


_ALLY_SLEEP = (Prim(O_LOCK, 1, int(WHO_ALLY)), Prim(END_ACTION, 1))


def blocked_burn(opt: Option) -> int:
    """"Only usable if this minion is blocked, before block resolution. The blocking minion burns
    N blood or life" (Power of One [obt]): N, else 0."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    if len(prims) == 2 and prims[0] == _BLOCKED_WHEN and prims[1].op == Op.DAMAGE \
            and prims[1].arg == DMG_BLOOD | DMG_UNPREVENTABLE and not (prims[1].cond or prims[1].x):
        return prims[1].n
    return 0


_BLOCKED_WHEN = Prim(O_WHEN, int(When.BLOCKED))


def _blocked_burn_cards(su: GameSetup) -> bytes:
    """Per card instance: a modifier with a :func:`blocked_burn` option; empty when the game has
    none (memoized per setup)."""
    got = su.memo.get(("blocked_burn",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_modifier[i] and any(blocked_burn(o) for o in e.options) else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("blocked_burn",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def blocked_fails(opt: Option) -> bool:
    """"The block fails, and the action continues. The blocking minion cannot attempt to block
    this action again [and takes 1 unpreventable damage]" (Psychomachia [dai])."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return bool(prims) and prims[0] == Prim(O_BLOCK_FAILS, 1) and tuple(prims[1:]) in ((), (Prim(Op.DAMAGE, 1, 1),))


def _ally_or_younger(su: GameSetup, a: int, b: int) -> bool:
    """Blocker ``b`` is an ally or a vampire younger than the acting vampire ``a`` (rules 1.5)."""
    return bool(su.is_ally[b]) or (bool(su.is_vampire[b]) and bool(su.is_vampire[a]) and su.capacity[b] < su.capacity[a])


def blocker_actions(s: GameState, pend: Pending) -> list[Action]:
    """The blocker's reactions before block resolution: a vampire about to enter combat with an
    acting younger vampire ends the action (Obedience); a vampire blocking an ally or a younger
    vampire ends it (Mental Maze)."""
    b = pend.blocker
    a = pend.actor
    su = s.setup
    if b < 0 or a < 0 or not su.is_vampire[b] or pend.kind == K_LEAVE_TORPOR:
        return []
    younger = su.is_vampire[a] and su.capacity[a] < su.capacity[b]  # rules 1.5: lower capacity
    if not younger and su.is_vampire[a]:
        return []
    q = controller_of(s, b)
    if q < 0:
        return []
    m = s.players[q]
    out: list[Action] = []
    ids = su.card_id
    ally = bool(su.is_ally[a])
    for i in distinct(su, [i for i in m.hand if (ids[i] in END_YOUNGER_ACTION and younger)
                            or ids[i] in END_BLOCKED_ACTION or (ally and ids[i] in ALLY_SLEEP)]):
        e = su.effect[i]
        if e is None or not can_afford(s, m, b, i) and not (
                clan_discount(su, b, i) and blood_cost(su, b, i) - 1 <= s.blood[b]):
            continue
        sleep = ids[i] in ALLY_SLEEP  # Gift of Sleep: its [obe] option only
        for k, opt in enumerate(e.options):
            if opt.prims and (not sleep or ally_sleep_known(opt)) and usable(su, b, e, opt):
                out.append(Action(K_REACTION, actor=b, card=i, n=k))
                break
    return out


def after_block_unlock_known(opt: Option) -> bool:
    """"Only usable by a locked vampire who has blocked, after block resolution. Unlock this
    vampire." (Cats' Guidance [ani])."""
    prims = [p for p in opt.prims if p.op is not O_REQUIRES]
    return len(prims) == 2 and prims[0] == _BLOCKS_WHEN and prims[1] == _UNLOCK_ONE


_BLOCKS_WHEN = Prim(O_WHEN, int(When.BLOCKED), 1)
_UNLOCK_ONE = Prim(O_UNLOCK_MINION, 1)


def unlock_after_block_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction unlocking a vampire who has blocked after block resolution;
    empty when the game has none (memoized per setup)."""
    got = su.memo.get(("unlock_after_block",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_reaction[i] and any(after_block_unlock_known(o) for o in e.options) else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("unlock_after_block",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def unlock_blocker_actions(s: GameState, pend: Pending) -> list[Action]:
    """After block resolution, the blocker, still ready and locked, may unlock with a card."""
    b = pend.blocker
    su = s.setup
    flags = unlock_after_block_cards(su)
    q = controller_of(s, b) if b >= 0 else -1
    if not flags or q < 0 or b not in s.players[q].ready or not s.locked[b]:
        return []
    m = s.players[q]
    out: list[Action] = []
    for i in distinct(su, [i for i in m.hand if flags[i]]):
        e = su.effect[i]
        if (b, su.card_id[i]) in pend.played or not can_afford(s, m, b, i):
            continue
        assert e is not None  # (the card has an effect: its options are read next)
        for k, opt in enumerate(e.options):
            if after_block_unlock_known(opt) and usable(su, b, e, opt):
                out.append(Action(K_REACTION, actor=b, card=i, n=k))
                break
    return out


def edge_bleed(opt: Option) -> bool:
    """"Burn the Edge to get +1 bleed" (Leverage): the Edge as a cost, +bleed, requirements."""
    return any(p.op == O_EDGE and p.n == -1 for p in opt.prims) and any(p.op == O_PLUS_BLEED for p in opt.prims) \
        and all((p.op == O_EDGE and p.n == -1 and not (p.arg or p.cond))
                or (p.op == O_PLUS_BLEED and p.n > 0 and not (p.x or p.cond)) or p.op is O_REQUIRES
                for p in opt.prims)


def modifier_actions(s: GameState, pend: Pending) -> list[Action]:
    """Action modifiers the acting minion can play once blocks are declined (rules 1.6.3.2):
    +bleed for a bleed (one limited modifier, V5)."""
    if pend.kind != K_BLEED:
        return []
    m = s.players[s.current]
    su = s.setup
    a = pend.actor
    out: list[Action] = []
    owed: int | None = None  # owed_blood, read for the first card that needs it
    bm = su.bleed_mod if not pend.flags & NO_MODIFIERS else bytes(len(su.bleed_mod))
    for i in m.hand:
        if not bm[i]:
            continue
        e = su.effect[i]
        if e is None or e.mode != M_MODIFIER or not su.modeled[i]:
            continue
        cid = su.card_id[i]
        if cid in OTHER_BLEED:
            if cid not in pend.modifiers and not pend.limited:
                _other_bleed_uses(s, m, a, i, out)
            continue
        if cid in pend.modifiers:
            continue
        if owed is None:
            owed = owed_blood(s, pend)
        if blood_cost(su, a, i) + owed > s.blood[a] or e.pool_cost > m.pool:
            continue
        for k, opt in enumerate(e.options):
            top = x_bleed(e, opt) if su.card_id[i] in X_BLEED_MAX else 0
            if top:
                # "+X bleed (limited)", X blood: one action per X the vampire can pay
                if not ((pend.limited and any(p.arg == 1 for p in opt.prims if p.op == O_PLUS_BLEED))
                        or not usable(su, a, e, opt)):
                    for x in range(1, min(top, s.blood[a] - blood_cost(su, a, i) - owed) + 1):
                        out.append(Action(K_MODIFIER, actor=a, card=i, target=x, n=k))
                break
            bleed = 0
            limited = False
            ok = True
            for p in (opt.prims[:-3] if counter_unlock(opt) else opt.prims):
                if p.op == O_REMOVE_FROM_GAME and cid in ASH_BLEED and not (p.x or p.cond):
                    # "remove N cards in the target Methuselah's ash heap from the game"
                    ok = ok and len(s.players[pend.target_p].ash) >= p.n
                elif p.op == O_EDGE:
                    ok = ok and edge_bleed(opt) and s.edge == s.current  # "burn the Edge": holding it
                elif p.x:
                    ok = False  # an X amount: the rules choose no X
                elif p.op == O_PLUS_BLEED:
                    if p.cond and s.players[pend.target_p].pool > p.cond:
                        continue
                    bleed += p.n
                    limited = limited or p.arg == 1
                elif p.op == O_MINUS_INTERCEPT and p.arg == Who.CORRUPTED:
                    continue  # Sense the Sin [DAI]: no block attempt is left to lose intercept
                elif p.op != O_STEALTH and p.op is not O_REQUIRES:
                    ok = False
            if not ok or bleed <= 0 or (limited and pend.limited) or not usable(su, a, e, opt):
                continue
            out.append(new_tuple(Action, (K_MODIFIER, a, i, -1, k)))
            break  # the best playable level of this card
    if su.any_lend and su.infernal[a]:
        # "The Horde can lock to give another acting infernal minion +1 bleed" (rules 6.1.1)
        lend = su.lend_bleed
        for v in m.ready:
            if lend[v] and v != a and not s.locked[v]:
                out.append(Action(K_LEND, actor=v, target=a))
    if su.any_discard_bleed and su.discard_bleed[a] is not None:
        out.extend(discard_for_actions(su, m, a, su.discard_bleed[a][1]))  # type: ignore[index]
    rep = su.blood_bleed_rep[a]
    if su.blood_bleed[a] and s.blood[a] >= 1 + (owed_blood(s, pend) if rep else 0) and (
            rep == 2 or (a, BLEED_USED) not in (s.used if rep == 0 else pend.played)):
        out.append(Action(K_LEND, actor=a, target=a, n=1))  # Francisco: 1 blood for +1 bleed, once a turn
    return out


def _other_bleed_uses(s: GameState, m: Methuselah, a: int, i: int, out: list[Action]) -> None:
    """"Only usable during a bleed action by a ready unlocked vampire other than the acting
    minion. The acting minion gets +1 bleed (limited)"; [DOM] "usable by a ready locked vampire"
    (Empowering the Puppet King): the first of ``m``'s vampires able to play it."""
    su = s.setup
    e = su.effect[i]
    if e is None or e.pool_cost:
        return
    locked_level = OTHER_BLEED[su.card_id[i]]
    for v in m.ready:
        if v == a or not su.is_vampire[v] or blood_cost(su, v, i) > s.blood[v]:
            continue
        for k, opt in enumerate(e.options):
            if (not s.locked[v] or opt.level == locked_level) and known_prims(opt, BLEED_MOD_OPS) \
                    and usable(su, v, e, opt):
                out.append(Action(K_MODIFIER, actor=v, card=i, n=k))
                return


def reaction_actions(s: GameState, pend: Pending) -> list[Action]:
    """The bled Methuselah's reactions once blocks are declined: redirecting the bleed to
    another Methuselah (Deflection), reducing it (Telepathic Counter: ``target`` -1, by the
    vampire able to reduce it most), Archon Investigation on a bleed of 4 or more."""
    q = pend.target_p
    m = s.players[q]
    su = s.setup
    out: list[Action] = []
    flags = _reduce_bleed_cards(su)
    reducers = [i for i in m.hand if flags[i]] if flags and pend.bleed > 0 else None
    if reducers:
        for i in distinct(su, reducers):
            best, best_n = PASS, 0  # (appended once a reducer is found)
            for v in m.ready:
                if not can_react(s, v) or (v, su.card_id[i]) in pend.played:
                    continue
                k = best_option(su, v, i, O_REDUCE_BLEED)
                if k < 0 and su.card_id[i] in NOT_BLACK_HAND_REDUCE:
                    act = pend.actor  # Truth in Ink: only against a vampire who is not Black Hand
                    e = su.effect[i]
                    assert e is not None  # (the card has an effect: its options are read next)
                    if act >= 0 and su.is_vampire[act] and not su.req_bits[act] >> Req.BLACK_HAND & 1:
                        k = next((k for k, o in enumerate(e.options)
                                  if not_black_hand_reduce(e, o) and usable(su, v, e, o)), -1)
                if k >= 0 and s.locked[v] and LOCK_SELF is not None and su.effect[i].options[k].has(LOCK_SELF):  # type: ignore[union-attr]
                    continue  # a woken locked vampire cannot lock to play it (rules 1.6.3)
                if k >= 0 and can_afford(s, m, v, i, k):
                    n = max_amount(su.effect[i].options[k], O_REDUCE_BLEED)  # type: ignore[union-attr]
                    if n > best_n:
                        best, best_n = new_tuple(Action, (K_REACTION, v, i, -1, k)), n
            if best_n:
                out.append(best)
    fails = fail_cards(su)
    if fails and pend.bleed > 0 and any(fails[i] for i in m.hand):
        _fail_reaction_actions(s, pend, m, out)
    if masters.BURN_REDUCE in su.master_kinds and pend.bleed > 0 and m.in_play:
        masters.reaction_uses(s, m, out)  # Dummy Corporation
    rc = su.redirect_card
    redirects = [i for i in m.hand if rc[i]]
    if redirects:
        others = [r for r in s.alive() if r != q and r != s.current and not s.players[r].passive]
        if others:
            for i in distinct(su, redirects):
                for v in m.ready:
                    if not su.is_vampire[v] or not can_react(s, v) or (v, su.card_id[i]) in pend.played:
                        continue
                    if su.imbued is not None and su.imbued.is_imbued[v]:
                        continue  # an imbued's redirection is Determine's own (imbued.determine_redirects)
                    k = best_option(su, v, i, O_REDIRECT_BLEED)
                    if k >= 0 and can_afford(s, m, v, i, k):
                        for r in others:
                            out.append(Action(K_REACTION, actor=v, card=i, target=r, n=k))
                        break
    if su.any_redirect_master:
        out.extend(_redirect_master_actions(s, pend, m))
    if su.imbued is not None and su.imbued.any_determine:
        imbued.determine_redirects(s, pend, m, out)
    if su.any_bleed_shield and pend.bleed > 0:
        a = pend.actor
        for v in m.ready:
            if su.bleed_shield[v] and s.blood[v] >= 1 and (v, su.card_id[v]) not in pend.played and a >= 0 \
                    and (not su.is_vampire[a] or su.capacity[a] < su.capacity[v]):
                out.append(Action(K_USE, actor=v, card=v))  # Greta: bled by an ally or a younger vampire
    if pend.bleed >= 4 and not m.oot_debt:
        for i in m.hand:
            if su.card_id[i] == ARCHON_INVESTIGATION:
                out.append(Action(K_CANCEL, card=i))
                break
    return out


def _redirect_master_actions(s: GameState, pend: Pending, m: Methuselah) -> list[Action]:
    """"Once each turn during a bleed against you, if Aksinya is ready and unlocked, you may
    discard a master card from your hand to redirect the bleed to any other Methuselah" (her
    text): ``n=-1``, ``card`` the master card discarded (one per distinct card), ``target`` the new
    target, not the acting Methuselah, who cannot be bled by his own minion (rules 6.1.1)."""
    su = s.setup
    rm = su.redirect_master
    for v in m.ready:
        if rm[v] and not s.locked[v] and (v, LEFT_ACTION - K_REACTION) not in s.used:
            break
    else:
        return []
    masters = distinct(su, [i for i in m.hand if CardType.MASTER in su.card[i].types])
    if not masters:
        return []
    q = pend.target_p
    others = [r for r in s.alive() if r != q and r != s.current and not s.players[r].passive]
    return [new_tuple(Action, (K_REACTION, v, i, r, -1)) for i in masters for r in others]


def redirect_master(s: GameState, pend: Pending, action: Action) -> None:
    """Aksinya's redirection: the master card discarded and replaced (rules 1.6.1.2), once this
    turn; the vampire does not lock; the new target may block the bleed, now directed at it
    (rules 6.2.2.1)."""
    m = s.players[pend.target_p]
    m.hand.remove(action.card)
    m.ash.append(action.card)
    replace_cards(s, m)
    s.used.add((action.actor, LEFT_ACTION - K_REACTION))
    s.stats[Stat.REDIRECTED] += 1
    pend.target_p = action.target
    pend.block_order = [action.target]
    pend.blocker = -1
    pend.intercept = 0
    pend.stage = BLOCKS


def _fail_reaction_actions(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
    """A reaction making the bleed against ``m`` fail (:data:`FAIL_REACTIONS`), by a ready
    vampire able to play it: once each action per card name ("only one Hide the Heart can be
    played at [val] each action"); Faerie Wards against an ally or a younger vampire only."""
    su = s.setup
    a = pend.actor
    if a < 0:
        return
    fails = fail_cards(su)
    for i in distinct(su, [i for i in m.hand if fails[i]]):
        cid = su.card_id[i]
        if any(c == cid for _, c in pend.played):
            continue
        e = su.effect[i]
        assert e is not None
        for v in m.ready:
            if not su.is_vampire[v] or not can_react(s, v):
                continue
            if cid in ALLY_OR_YOUNGER_DIRECTED and not _ally_or_younger(su, v, a):
                continue  # rules 1.5: an ally, or a vampire of a higher generation
            if cid == THE_MOLE and not (su.is_vampire[a] and su.capacity[a] < su.capacity[v]
                                        and _non_anarch_acting(su, pend)):
                continue  # The Mole [dom]: "being bled by a younger vampire" (rules 1.5), not an anarch
            k = next((k for k, o in enumerate(e.options) if fail_reaction(e, o) and usable(su, v, e, o)), -1)
            if k < 0 or (s.locked[v] and LOCK_SELF is not None and e.options[k].has(LOCK_SELF)):
                continue  # a woken locked vampire cannot lock to play it (rules 1.6.3)
            if can_afford(s, m, v, i, k):
                out.append(new_tuple(Action, (K_REACTION, v, i, -1, k)))
                break


def _reduce_bleed_cards(su: GameSetup) -> bytes:
    """Per card instance: a reaction reducing a bleed against you; empty when the game has none
    (memoized per setup)."""
    got = su.memo.get(("reduce_bleed",))
    if got is None:
        flags = bytes(
            1 if e is not None and su.is_reaction[i] and any(o.has(O_REDUCE_BLEED) for o in e.options) else 0
            for i, e in enumerate(su.effect)
        )
        got = su.memo[("reduce_bleed",)] = flags if any(flags) else b""
    return got  # type: ignore[return-value]


def after_actions(s: GameState, pend: Pending) -> list[Action]:
    """"Only usable after action resolution" modifiers: unlock the acting minion (Freak Drive;
    after an unsuccessful action Zephyr, by another vampire Seraph's Second: after.py)."""
    if not pend.succeeded:
        if after.flags(s):
            out: list[Action] = []
            after.uses(s, pend, s.players[s.current], out)
            return out
        return []
    m = s.players[s.current]
    su = s.setup
    out = _margin_actions(s, m, pend) if pend.margin > 0 else []
    if after.flags(s):
        after.uses(s, pend, m, out)
    if su.imbued is not None:
        imbued.after_uses(s, pend, m, out)  # Vigilance: unlock this imbued
    if pend.kind == K_HUNT and masters.LOCK_INTERCEPT in su.master_kinds and m.in_play:
        masters.hunt_uses(s, pend, out)  # The Anarch Free Press: 1 blood after a successful hunt
    um = su.unlock_mod
    for i in m.hand:
        if um[i]:
            break
    else:
        return out
    a = pend.actor
    if a not in m.ready or not s.locked[a]:
        return out
    for i in m.hand:
        e = su.effect[i]
        if e is None or e.mode != M_MODIFIER or not su.modeled[i]:
            continue
        if su.card_id[i] in pend.modifiers or blood_cost(su, a, i) > s.blood[a] or e.pool_cost > m.pool:
            continue
        for k, opt in enumerate(e.options):
            if opt.has(O_UNLOCK) and known_prims(opt, UNLOCK_MOD_OPS) and usable(su, a, e, opt):
                out.append(new_tuple(Action, (K_MODIFIER, a, i, -1, k)))
                break
    return out


def _margin_actions(s: GameState, m: Methuselah, pend: Pending) -> list[Action]:
    """After a political action whose referendum passed: modifiers giving the acting vampire
    blood for the margin (Voter Captivation; one copy each action, rules 1.6.3.2)."""
    su = s.setup
    a = pend.actor
    out: list[Action] = []
    if a not in m.ready:
        return out
    for i in distinct(su, m.hand):
        e = su.effect[i]
        if e is None or e.mode != M_MODIFIER or su.card_id[i] in pend.modifiers:
            continue
        for k, opt in enumerate(e.options):  # the best option first
            if opt.has(OP_MARGIN_BLOOD) and known_prims(opt, MARGIN_OPS) and usable(su, a, e, opt) \
                    and can_afford(s, m, a, i, k):
                out.append(Action(K_MODIFIER, actor=a, card=i, n=k))
                break
    return out


MARGIN_OPS = frozenset({Op.MARGIN_BLOOD, Op.REQUIRES})


# -- out-of-turn cancels (rules 1.6.2.4) ----------------------------------------------------


#: memo tag (GameSetup.memo key ``(vampire, 0, tag)``): the transfer actions onto that vampire
TRANSFERS_TAG = 5001
