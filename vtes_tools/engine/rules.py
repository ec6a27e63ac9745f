"""The rules: setup, the five phases, actions, blocks, transfers, ousting. One function per step.

``legal_actions(state)`` lists what the deciding Methuselah may do now; ``apply(state, action)``
performs a legal action without checking it (fast, trusted: Monte-Carlo) and
``apply_checked`` raises :class:`~vtes_tools.errors.RulesError` for an illegal one. After each
action the state advances by itself through every step where nobody has a choice, so the
caller only ever sees decision points. Combat lives in :mod:`.combat`, referendums in
:mod:`.politics`.

An action (rules 6.2) goes through stages (:class:`~.state.Stage`): declared, the potential
blockers decide one Methuselah after the other (``BLOCKS``); a block attempt compares stealth
and intercept, each side adding only when needed (``ATTEMPT``); a blocked action may still be
ended by its minion (``BLOCKED``) before combat; an action not blocked gets its modifiers
(``AFTER_BLOCKS``) and, for a bleed, the target's reactions (``REACTIONS``); it resolves and
"after resolution" cards follow (``AFTER_RESOLUTION``).

This module is the game API and the loop that advances the state (``_advance``); the steps live
below it, each importing only the ones under it: :mod:`.rules_base` (tables and small helpers),
:mod:`.rules_turn` (the turn's phases), :mod:`.rules_stages` (what may be played at each stage
of an action), :mod:`.rules_listing` (what may be done in each phase), :mod:`.rules_influence`
(the influence and discard phases), :mod:`.rules_executes` (whether the rules apply a card as
its text says) and :mod:`.rules_steps` (doing what was chosen). The cards the rules play by VEKN
id have their homes in the cards layer (:mod:`.action_cards`, :mod:`.reaction_cards`,
:mod:`.out_of_turn`). This module still gives the steps' public names to the policies and the
tests.

Section numbers are those of the comprehensive rules (``rules 6.1.1``); "V5" cites the Fifth
Edition rulebook.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import RulesError
from ..models import Deck
from . import borrow, combat, lock_counters, masters, placed, politics
from .action_cards import delayed_uses
from .actions import PASS, Action
from .effects import EffectRegistry
from .hot import (
    K_BLOCK, K_BURN_DIABLERIST, K_CANCEL, K_CRYPT_DRAW, K_DIABLERIZE, K_DISCARD, K_DISCARD_FOR, K_EDGE, K_FETCH,
    K_INFLUENCE, K_INTERPOSE, K_LEND, K_LOCK_FOR_MASTER, K_MODIFIER, K_PASS, K_PLAY_EVENT, K_PLAY_MASTER, K_REACTION,
    K_RETRIEVE, K_TOGGLE, K_TRANSFER, K_UNLOCK_ABILITY, K_USE, K_YIELD, O_UNLOCK_MINION,
)
from .ops import (
    HOOKS, USED_CARD, minion_bonus, usable, best_option, blood_cost, burn_card, burn_minion, burn_pool, check_titles,
    controller_of, discard_for, draw_cards, gain_blood, intercept_of, known_for, known_prims, play_from_hand,
    pool_cost, replace_cards, to_torpor,
)
from .out_of_turn import cancel_actions
from .politics import votes_of
from .rules_base import (
    AFTER_BLOCKS, AFTER_RESOLUTION, ANNOUNCE, ATTEMPT, BLEED_USED, BLOCKED, BLOCKER_WINDOW, BLOCKS, BLOCK_MANEUVER,
    CANCEL, DIABLERIE, DISCARD, EQUIPMENT_OPS, HANDS_OPEN_TURN, INFERNAL_MARGIN, INFLUENCE, LOCK_FAILED, MANDATORY,
    MASTER, MINION, NO_MODIFIERS, REACTIONS, UNLOCK, UNLOCK_MARGIN, UNLOCK_WINDOW, WAKE_BLOOD, WOULD_SUCCEED,
    blocker_mod,
    each_younger_of_clan, equip_bleed_delta, stealth_of, summon_x,
)
from .rules_executes import executes, executes_goldfish
from .rules_influence import (
    convert, discard_actions, fetch_ally, has_influence_choice, influence_actions, put_back_actions, share_blood,
)
from .rules_listing import (
    ARRANGE_N, ARRANGE_TO, action_options, card_actions, combat_open_hand, edge_use, equip_dodge, foe_strength,
    has_minion_choice, held_stealth, master_actions, master_requirement_met, minion_actions, toggle, toggle_actions,
    unlock_ability, unlock_actions,
)
from .rules_stages import (
    UNBLOCKABLE_ANNOUNCED, after_actions, announce_actions, announce_unblockable_known, attempt_actions, attempt_pass,
    block_actions, block_step, blocked_actions, blocked_burn, blocker_actions, intercept_actions, intercept_when,
    interpose, minus_intercept, modifier_actions, not_bleed, reaction_actions, redirect_master, shuffle_stealth,
    stealth_actions, stealth_option_known, unlock_blocker_actions,
)
from .rules_steps import (
    DECLARED, PHASE_AFTER, block, block_resolution, cancel_step, continue_blocked_action, declare, diablerie,
    influence, modifiers_done, play_cancel, play_master, play_modifier, play_reaction, reactions_done, recur_done,
    resolve, start_combat, use, yield_card,
)
from .rules_turn import begin_turn, end_action, end_turn, enter, pay_contests
from .state import (
    HAND_SIZE, SETUP, START_UNCONTROLLED, TRANSFERS, GameSetup, GameState, Pending, Phase, Stage, read_crypt,
)


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
    ``turn_limit`` stops the game after that many turns of each Methuselah (table turns); 0
    means no limit.
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
    begin_turn(s)
    _advance(s)
    return s


def is_terminal(state: GameState) -> bool:
    return state.terminal


def returns(state: GameState) -> list[float]:
    """Victory points of each Methuselah (rules 9.1)."""
    return [m.vp for m in state.players]


def winner(state: GameState) -> int:
    """The game winner: the Methuselah with the most VP if at least 2 and nobody ties (VEKN
    tournament rules: a game win); -1 for none."""
    vps = [m.vp for m in state.players]
    best = max(vps)
    if best < 2 or vps.count(best) > 1:
        return -1
    return vps.index(best)


def _advance(s: GameState) -> None:
    """Move through every step in which the deciding Methuselah has nothing to choose. The
    actions listed on the way to a decision are kept in ``s.legal`` for :func:`play`."""
    while not s.terminal:
        if s.put_back:
            acts = put_back_actions(s)
            if acts:
                s.legal = acts
                return
            s.put_back = 0  # an empty hand: nothing left to move
            if s.put_back_to == 2:
                recur_done(s, s.players[s.current])
            elif s.put_back_to == 3 or s.put_back_to == 5:
                s.recur, s.put_back_to = (-1, 0), 0
            elif s.put_back_to == ARRANGE_TO:
                s.put_back_to = 0
        if s.combat is not None:
            if combat.step(s):
                return
            continue
        if s.referendum is not None:
            if politics.step(s):
                return
            continue
        pend = s.pending
        if pend is not None:
            st = pend.stage
            if st == BLOCKS:
                if block_step(s, pend):
                    return
            elif st == ATTEMPT:
                acts = attempt_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                attempt_pass(s, pend)
            elif st == AFTER_BLOCKS:
                pend.decider = s.current
                acts = modifier_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                modifiers_done(s, pend)
            elif st == REACTIONS:
                pend.decider = pend.target_p
                acts = reaction_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                reactions_done(s, pend)
            elif st == WOULD_SUCCEED:
                pend.decider = s.current
                acts = delayed_uses(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                resolve(s, pend)
            elif st == BLOCKED:
                if not pend.flags & BLOCKER_WINDOW:
                    pend.decider = s.current
                    acts = blocked_actions(s, pend)
                    if acts:
                        s.legal = acts + [PASS]
                        return
                    pend.flags |= BLOCKER_WINDOW
                acts = blocker_actions(s, pend)
                if acts:
                    pend.decider = controller_of(s, pend.blocker)
                    s.legal = acts + [PASS]
                    return
                block_resolution(s, pend)
            elif st == DIABLERIE:
                return  # the blocker's controller chooses: diablerie or not (rules 6.5.2)
            elif st == CANCEL:
                if cancel_step(s, pend):
                    return
            elif st == ANNOUNCE:
                acts = announce_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                pend.stage = BLOCKS
            else:
                if pend.flags & UNLOCK_WINDOW:
                    acts = unlock_blocker_actions(s, pend)
                    if acts:
                        pend.decider = controller_of(s, pend.blocker)
                        s.legal = acts + [PASS]
                        return
                    pend.flags &= ~UNLOCK_WINDOW
                pend.decider = s.current
                acts = after_actions(s, pend)
                if acts:
                    s.legal = acts + [PASS]
                    return
                end_action(s)
            continue
        ph = s.phase
        if ph == UNLOCK:
            acts = unlock_actions(s)
            if acts:
                if acts[-1] is MANDATORY:
                    acts.pop()
                    s.legal = acts
                else:
                    s.legal = acts + [PASS]
                return
            enter(s, MASTER)
        elif ph == MASTER:
            acts = master_actions(s)
            if acts:
                s.legal = acts + [PASS]
                return
            enter(s, MINION)
        elif ph == MINION:
            if has_minion_choice(s):
                return
            enter(s, INFLUENCE)
        elif ph == INFLUENCE:
            if has_influence_choice(s):
                return
            enter(s, DISCARD)
        else:
            if s.discard_actions and s.players[s.current].hand:
                return
            if masters.DISCARD_USE_KINDS & s.setup.master_kinds and masters.has_discard_use(s):
                return  # Scourge of the Enochians, Metro Underground
            if s.setup.any_toggle and toggle_actions(s, DISCARD):
                return
            end_turn(s)


# ---------------------------------------------------------------------------------------------
# Legal actions


def legal_actions(state: GameState) -> list[Action]:
    """Every action the deciding Methuselah may take now (empty when the game is over)."""
    s = state
    if s.terminal:
        return []
    if s.put_back:
        return put_back_actions(s)
    if s.combat is not None:
        return combat.actions(s)
    if s.referendum is not None:
        return politics.actions(s)
    pend = s.pending
    if pend is not None:
        st = pend.stage
        if st == BLOCKS:
            return block_actions(s, pend, pend.block_order[0]) + [PASS]
        if st == ATTEMPT:
            return attempt_actions(s, pend) + [PASS]
        if st == AFTER_BLOCKS:
            return modifier_actions(s, pend) + [PASS]
        if st == REACTIONS:
            return reaction_actions(s, pend) + [PASS]
        if st == WOULD_SUCCEED:
            return delayed_uses(s, pend) + [PASS]
        if st == BLOCKED:
            return (blocker_actions(s, pend) if pend.flags & BLOCKER_WINDOW else blocked_actions(s, pend)) + [PASS]
        if st == DIABLERIE:
            return [Action(K_DIABLERIZE, actor=pend.blocker, target=pend.actor), PASS]
        if st == CANCEL:
            return cancel_actions(s, pend) + [PASS]
        if st == ANNOUNCE:
            return announce_actions(s, pend) + [PASS]
        if pend.flags & UNLOCK_WINDOW:
            return unlock_blocker_actions(s, pend) + [PASS]
        return after_actions(s, pend) + [PASS]
    ph = s.phase
    if ph == UNLOCK:
        acts = unlock_actions(s)
        if acts and acts[-1] is MANDATORY:
            acts.pop()
            return acts  # a payment owed (Smiling Jack)
        return acts + [PASS]
    if ph == MASTER:
        return master_actions(s) + [PASS]
    if ph == MINION:
        acts = minion_actions(s)
        if acts and acts[-1] is MANDATORY:
            acts.pop()
            return acts  # rules 6: a mandatory hunt comes first
        if s.setup.any_borrow:
            acts += borrow.uses(s)  # Temptation: burn the counters to take control of the vampire
        if s.setup.any_placed:
            placed.minion_uses(s, acts)  # Rutor's Hand: lock it to unlock the vampire
        return acts + [PASS]
    if ph == INFLUENCE:
        acts = influence_actions(s)
        if acts and acts[-1] is MANDATORY:
            acts.pop()
            return acts  # a removal owed (Wider View)
        return acts + [PASS]
    return discard_actions(s) + [PASS]


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
    s.legal = None
    kind = action.kind
    if s.combat is not None and not s.put_back:
        combat.apply(s, action)
        _advance(s)
        return
    if s.referendum is not None:
        politics.apply(s, action)
        _advance(s)
        return
    pend = s.pending
    # (the most frequent kinds tested first: a game's ~300 actions here go through the tests
    # above theirs; the branches of one kind keep their order)
    if kind == K_PASS:
        if pend is not None:
            _pass_pending(s, pend)
        else:
            _next_phase(s)
    elif kind == K_DIABLERIZE and pend is not None:
        diablerie(s, action.actor, action.target)  # a blocked leave-torpor action (rules 6.5.2)
        if s.pending is pend:
            pend.stage = AFTER_RESOLUTION
            pend.decider = s.current
    elif kind in DECLARED:
        declare(s, action)
    elif kind == K_TRANSFER:
        s.transfers -= action.n
        s.transfers_used += action.n
        s.blood[action.target] += action.n
        burn_pool(s, s.current, action.n)
    elif kind == K_BLOCK:
        block(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_USE:
        use(s, action)
    elif kind == K_DISCARD:
        _discard(s, action)
    elif kind == K_MODIFIER:
        play_modifier(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_PLAY_MASTER:
        play_master(s, action)
    elif kind == K_INFLUENCE:
        if action.n == 3:
            influence(s, action.target)
            share_blood(s, action.target)
        elif action.n:
            convert(s, action.target, action.n)
        else:
            influence(s, action.target)
    elif kind == K_REACTION:
        if action.n < 0:
            redirect_master(s, pend, action)  # type: ignore[arg-type]
        else:
            play_reaction(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_CANCEL:
        play_cancel(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_INTERPOSE:
        interpose(s, pend, action)  # type: ignore[arg-type]
    elif kind == K_RETRIEVE:
        s.transfers -= 2
        s.transfers_used += 2
        s.blood[action.target] -= 1
        s.players[s.current].pool += 1
    elif kind == K_CRYPT_DRAW:
        m = s.players[s.current]
        s.transfers -= 4
        s.transfers_used += 4
        m.uncontrolled.append(m.crypt.pop())
        burn_pool(s, s.current, 1)
    elif kind == K_FETCH:
        fetch_ally(s, action)
    elif kind == K_UNLOCK_ABILITY:
        unlock_ability(s, action)
    elif kind == K_TOGGLE:
        toggle(s, action)
    elif kind == K_EDGE:
        edge_use(s, action)
    elif kind == K_BURN_DIABLERIST:
        burn_minion(s, action.actor)
        burn_minion(s, action.target)
    elif kind == K_LEND and action.n == 1:
        s.blood[action.actor] -= 1  # its own "burn 1 blood to get +1 bleed for the current action"
        rep = s.setup.blood_bleed_rep[action.actor]
        if rep == 0:
            s.used.add((action.actor, BLEED_USED))  # once each turn
        elif rep == 1:
            pend.played.append((action.actor, BLEED_USED))  # type: ignore[union-attr]  # once each action
        pend.bleed += s.setup.blood_bleed[action.actor]  # type: ignore[union-attr]
    elif kind == K_LEND:
        s.locked[action.actor] = 1
        pend.bleed += s.setup.lend_bleed[action.actor]  # type: ignore[union-attr]
    elif kind == K_LOCK_FOR_MASTER:
        s.locked[action.actor] = 1
        s.master_actions += s.setup.lock_master[action.actor]  # rules 5
    elif kind == K_DISCARD_FOR and pend is None:
        s.blood[action.actor] -= 1  # Uchenna's blood, in the master phase (not a master phase action)
        discard_for(s.players[s.current], action.card)
    elif kind == K_DISCARD_FOR:
        discard_for(s.players[s.current], action.card)  # rules 6.1.1: +N bleed during its bleed
        pend.bleed += s.setup.discard_bleed[action.actor][0]  # type: ignore[index, union-attr]
    elif kind == K_PLAY_EVENT:
        masters.play_event(s, action.card)
    elif kind == K_YIELD:
        yield_card(s, action)
    else:
        raise RulesError(f"action {action!r} is not possible now: choose one of legal_actions(state)")
    _advance(s)


def _discard(s: GameState, action: Action) -> None:
    """A card discarded (``Kind.DISCARD``): by ``action.n``, from the hand in the discard phase (rules 7),
    after a draw, from the prey's hand, to order the library's top cards or back from the ash heap."""
    m = s.players[s.current]
    if action.n == 6:
        q = s.players[s.recur[1]]  # discarding down after Infernal Pursuit's draw
        q.hand.remove(action.card)
        q.ash.append(action.card)
        s.put_back -= 1
        if not s.put_back:
            s.put_back_to, s.recur = 0, (-1, 0)
    elif action.n == 4:
        # a card of the prey's hand, discarded; the prey draws to its hand size (rules 1.6.1.2)
        q = s.players[s.recur[1]]
        q.hand.remove(action.card)
        q.ash.append(action.card)
        draw_cards(q, 1)
        s.put_back, s.put_back_to, s.recur = 0, 0, (-1, 0)
    elif action.n == ARRANGE_N:
        # Maris Streck: the chosen card of the top ones goes under those still to order; the
        # last one is left on top
        lib = m.library
        lib.remove(action.card)
        lib.insert(len(lib) - (s.put_back - 1), action.card)
        s.put_back -= 1
        if s.put_back <= 1:
            s.put_back, s.put_back_to = 0, 0
    elif action.n == 3:
        # a library card from the ash heap to the top of the library (Sudario Refraction)
        m.ash.remove(action.card)
        m.library.append(action.card)
        s.put_back -= 1
        if not s.put_back:
            recur_done(s, m)
    elif action.n:
        m.hand.remove(action.card)
        # moving a card after a draw: to the ash heap or the bottom of the library
        if action.n == 2:
            m.library.insert(0, action.card)
        else:
            m.ash.append(action.card)
        s.put_back -= 1
    else:
        m.hand.remove(action.card)
        m.ash.append(action.card)
        replace_cards(s, m)
        s.discard_actions -= 1
        if s.setup.any_recycle:
            s.discarded += (action.card,)


def _pass_pending(s: GameState, pend: Pending) -> None:
    st = pend.stage
    if st == BLOCKS:
        pend.block_order.pop(0)  # rules 6.2.2.1: this Methuselah declines to block, for good
    elif st == ATTEMPT:
        attempt_pass(s, pend)
    elif st == AFTER_BLOCKS:
        modifiers_done(s, pend)
    elif st == REACTIONS:
        reactions_done(s, pend)
    elif st == WOULD_SUCCEED:
        resolve(s, pend)
    elif st == BLOCKED:
        if pend.flags & BLOCKER_WINDOW:
            block_resolution(s, pend)
        else:
            pend.flags |= BLOCKER_WINDOW  # the blocker's controller may react now (Obedience)
    elif st == DIABLERIE:
        pend.stage = AFTER_RESOLUTION  # no diablerie: the action simply fails (rules 6.5.2)
        pend.decider = s.current
    elif st == CANCEL:
        pend.cancel_order.pop(0)
    elif st == ANNOUNCE:
        pend.stage = BLOCKS
    elif pend.flags & UNLOCK_WINDOW:
        pend.flags &= ~UNLOCK_WINDOW
    else:
        end_action(s)


def _next_phase(s: GameState) -> None:
    ph = s.phase
    if ph == DISCARD:
        if s.setup.any_lock_counter and s.used and lock_counters.end_of_turn(s, s.players[s.current]):
            return  # a hand size given until the end of the turn: the cards over it discarded first
        end_turn(s)
    else:
        enter(s, PHASE_AFTER[ph])


SETUP.rules_executes = executes
SETUP.rules_combat_open_hand = combat_open_hand
SETUP.rules_equip_dodge = equip_dodge
SETUP.rules_held_stealth = held_stealth
SETUP.rules_foe_strength = foe_strength
SETUP.rules_shuffle_stealth = shuffle_stealth
HOOKS.rules_end_turn = end_turn
HOOKS.rules_resolve = resolve
HOOKS.rules_card_actions = card_actions
HOOKS.rules_action_options = action_options
HOOKS.rules_continue_blocked_action = continue_blocked_action
HOOKS.rules_diablerie = diablerie

__all__ = [
    "apply", "apply_checked", "controller_of", "diablerie", "goldfish_setup", "intercept_of", "is_terminal",
    "legal_actions", "new_game", "returns", "stealth_of", "votes_of", "winner",
]
