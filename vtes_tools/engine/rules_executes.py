"""Whether the rules apply a card as its text says (:func:`executes`): every option the rules
know how to play at its moment, from the readers of :mod:`.rules_listing` and
:mod:`.rules_stages`; the coverage report's ``executed`` column.
"""

from __future__ import annotations

from dataclasses import replace

from ..models import Card, CardType
from . import after, borrow, burnable_text, combat, imbued, masters, placed, politics, vote_cards, wakers
from .action_cards import (
    ASH_BLEED, BY_ANOTHER_VAMPIRE, DELAYED_BLEEDS, LOCKED_BLEEDS, PSYCHOMACHIA, cancel_reaction_known, delayed_bleed,
    x_bleed,
)
from .effects import CryptEffect, Effect, Mode, Op, Option
from .hot import (
    M_ACTION, M_ALLY, M_COMBAT, M_EQUIPMENT, M_MASTER, M_MASTER_IN_PLAY, M_MASTER_ON_VAMPIRE, M_MODIFIER, M_POLITICAL,
    M_REACTION, M_RETAINER, O_BLOCK_FAILS, O_CANNOT_BLOCK, O_INTERCEPT, O_PLUS_BLEED, O_REDIRECT_BLEED, O_STEALTH,
    O_UNBLOCKABLE, O_UNLOCK, O_VOTES, O_WAKE, O_WHEN,
)
from .ops import END_ACTION, KNOWN, known_for, known_prims, votes_x
from .out_of_turn import ARCHON_INVESTIGATION, CANCEL_MASTER_CARD, CANCEL_MINION_CARD
from .reaction_cards import (
    ALLY_SLEEP, END_BLOCKED_ACTION, END_YOUNGER_ACTION, fail_reaction, not_black_hand_reduce, unlock_reaction_known,
)
from .rules_base import (
    BLEED_MOD_OPS, BLOCKED_KNOWN, O_AGGRAVATED, O_BLOCK_ANY, O_CANCEL, O_MINUS_INTERCEPT, O_REDUCE_BLEED,
    O_REMOVE_FROM_GAME, UNLOCK_MOD_OPS, summon_thing,
)
from .rules_listing import MODE_OPS, action_option_known, in_play_known, locked_bleed_known, master_known
from .rules_stages import (
    MARGIN_OPS, after_block_unlock_known, ally_sleep_known, announce_maneuver_known, announce_no_unlock_known,
    announce_option_known, announce_self_known, announce_unblockable_known, announce_wraith_unlock_known, blocked_burn,
    blocked_fails, blocked_recur_known, blood_intercept, counter_unlock, edge_bleed, lock_fails, shuffle_stealth,
    stealth_option_known, toll_announce_known,
)
from .state import SETUP, read_ally, read_crypt


#: Cards the rules play by VEKN id with a bespoke step (out-of-turn cancels, rules 1.6.2.4).
BESPOKE = (
    CANCEL_MINION_CARD | CANCEL_MASTER_CARD | {ARCHON_INVESTIGATION} | vote_cards.CANCEL_REFERENDUM | END_YOUNGER_ACTION
    | END_BLOCKED_ACTION | vote_cards.POLLING | vote_cards.FAIL_REFERENDUM | vote_cards.AGAINST_VOTES
)


#: (primitive, what else the step knows) of each step playing modifiers (a bleed's +bleed,
#: stealth against a block, unlock after a successful action, a blocked action ending, votes)
#: and reactions (wake, intercept, bleed redirection, votes).
_MODIFIER_PATHS = (
    (O_PLUS_BLEED, BLEED_MOD_OPS), (O_STEALTH, KNOWN[O_STEALTH]), (O_UNLOCK, UNLOCK_MOD_OPS),
    (END_ACTION, BLOCKED_KNOWN), (O_WAKE, BLOCKED_KNOWN), (O_VOTES, KNOWN[O_VOTES]),
)
_REACTION_PATHS = (O_WAKE, O_INTERCEPT, O_REDIRECT_BLEED, O_VOTES, O_BLOCK_ANY, O_REDUCE_BLEED)


def _option_executed(e: Effect, opt: Option, types: tuple = ()) -> bool:
    """The rules apply every primitive of this option when they play it, in a step where a
    card of its kind (its mode, or any of its card ``types``: "Action Modifier/Combat") is
    played (the same checks as those steps)."""
    mode = e.mode
    if CardType.COMBAT in types and mode != M_COMBAT and combat.option_known(opt) and combat.option_roles(opt):
        return True
    if CardType.REACTION in types and mode == M_MODIFIER and _option_executed(replace(e, mode=M_REACTION), opt):
        return True
    if mode == M_ACTION:
        return action_option_known(opt) or summon_thing(opt) >= 0
    if mode == M_MODIFIER or mode == M_REACTION:
        ops = {p.op for p in opt.prims}
        if mode == M_REACTION:
            return any(op in ops and known_for(opt, op) for op in _REACTION_PATHS) or after_block_unlock_known(opt) \
                or unlock_reaction_known(e, opt) or bool(not_black_hand_reduce(e, opt)) or fail_reaction(e, opt) \
                or (e.card_id in SETUP.reflex_reactions and combat.frenzy_cancel(opt))  # in combat (combat._frenzy_cancels)
        if (O_STEALTH in ops or O_BLOCK_FAILS in ops or O_MINUS_INTERCEPT in ops or O_UNBLOCKABLE in ops
                or O_AGGRAVATED in ops or O_CANNOT_BLOCK in ops) \
                and stealth_option_known(opt):
            return True
        if O_CANNOT_BLOCK in ops and announce_option_known(opt):
            return True
        if O_WHEN in ops and (toll_announce_known(opt) or announce_maneuver_known(opt) or announce_no_unlock_known(opt)
                              or announce_self_known(opt) or announce_unblockable_known(opt)
                              or announce_wraith_unlock_known(opt)):
            return True
        if O_PLUS_BLEED in ops and (x_bleed(e, opt) or edge_bleed(opt) or counter_unlock(opt) or (
                e.card_id in ASH_BLEED and known_prims(opt, BLEED_MOD_OPS | {O_REMOVE_FROM_GAME}))):
            return True  # played once blocks are declined (modifier_actions)
        if O_CANCEL in ops and cancel_reaction_known(e, opt):
            return True  # against an intercept reaction as it is played (action_cards.cancel_reaction_uses)
        if blocked_burn(opt):
            return True  # once the action is blocked, before block resolution (blocked_actions)
        if ally_sleep_known(opt) and e.card_id in ALLY_SLEEP:
            return True  # blocked by an ally, or blocking an acting ally (blocker_actions)
        if END_ACTION in ops and blocked_recur_known(opt):
            return True  # once the action is blocked (blocked_actions)
        if e.card_id in after.SPECS and after.known(e, opt):
            return True  # after action resolution, unlocking a minion (after.uses)
        if e.card_id in DELAYED_BLEEDS and delayed_bleed(opt):
            return True  # as a bleed would succeed (action_cards.delayed_uses)
        if e.card_id in PSYCHOMACHIA and (blocked_fails(opt) or known_prims(opt, BLOCKED_KNOWN)):
            return True  # before block resolution, against an ally or younger vampire (blocked_actions)
        if e.card_id in BY_ANOTHER_VAMPIRE and lock_fails(opt):
            return True  # by another ready vampire against a block attempt (_lock_fails_uses)
        if O_VOTES in ops and votes_x(opt):
            return True
        if Op.MARGIN_BLOOD in ops:
            return known_prims(opt, MARGIN_OPS)
        return any(op in ops and known_prims(opt, known) for op, known in _MODIFIER_PATHS)
    if mode == M_COMBAT:
        return combat.option_known(opt) and bool(combat.option_roles(opt))
    if mode in MODE_OPS:
        return in_play_known(mode, opt)
    return False


def executes(eff: Effect | CryptEffect | None, card: Card | None = None) -> bool:
    """Do the rules apply this card as its text says: every sentence is read (``complete``) and
    every primitive of every way of playing it is one the rules execute where it is played
    (computed from the same sets and checks the rules play from; a crypt card's abilities from
    :func:`~.state.read_crypt`, the reader GameSetup uses). ``card`` gives the card types of a
    card with several ("Action Modifier/Combat"). What the coverage report calls *executed*."""
    if eff is None or not eff.complete:
        return False
    if isinstance(eff, CryptEffect):
        return not read_crypt(eff)[1]
    if eff.card_id in BESPOKE or eff.card_id in wakers.SPECS or eff.card_id in imbued.EXECUTED:
        return True  # (wakers: put in play, a locked minion blocks with it)
    if eff.card_id in LOCKED_BLEEDS:
        return all(locked_bleed_known(o) for o in eff.options if o.prims)  # _locked_bleeds
    if eff.card_id in placed.SPECS:
        return placed.known(eff, card.text or "" if card is not None else "", action_option_known)
    if eff.card_id in borrow.SPECS:
        return borrow.known(eff, action_option_known)  # put on a vampire to take control of it
    if card is not None and burnable_text.has_sentence(eff) and not masters.known(eff, card.text or ""):
        eff = burnable_text.plain(eff, card.text or "")  # "minions can burn this card as a (D) action"
        if burnable_text.prey_burn(eff, card.text or "") is not None:
            return True  # put in play to burn the prey's pool (GameSetup.prey_burn)
    mode = eff.mode
    options = [o for o in eff.options if o.prims]
    if not options:
        return False
    if mode in (M_MASTER, M_MASTER_IN_PLAY, M_MASTER_ON_VAMPIRE):
        # the simple resolutions, or a shape the masters module reads (card text: its wording)
        text = card.text if card is not None else ""
        return (len(options) == 1 and master_known(eff)) or masters.known(eff, text)
    if mode == M_POLITICAL:
        return eff.card_id in politics.SPECS
    if mode == Mode.EVENT:
        return len(options) == 1 and masters.known(eff, card.text if card is not None else "")
    if mode in MODE_OPS:
        # the rules read the first option of a card in play; the others add nothing to it, or
        # are an equipment's "burn 1 blood during an action for +1 intercept" (intercept_actions)
        first = {p.op for p in eff.options[0].prims}
        if mode == M_ALLY:
            # an ally is a minion with its printed life, strength and bleed, and abilities read
            # like a vampire's (GameSetup reads them with the same reader)
            return eff.life > 0 and not read_ally(eff)[1]
        return _option_executed(eff, eff.options[0]) and all(
            {p.op for p in o.prims} <= first or (mode == M_EQUIPMENT and blood_intercept(o))
            or (mode == M_RETAINER and shuffle_stealth(o)) for o in options)
    types = tuple(card.types) if card is not None else ()
    return all(_option_executed(eff, o, types) for o in options)


def executes_goldfish(eff: Effect | CryptEffect | None, card: Card | None = None) -> bool:
    """A goldfish game (no other player) applies the card for an effect: a library card the
    rules execute that does something alone (``Effect.goldfish``); a crypt card whose abilities
    the rules do not apply all need other players (blocks, combat, votes)."""
    if eff is None or not eff.complete:
        return False
    if isinstance(eff, CryptEffect):
        left = read_crypt(eff)[1]
        return not left or CryptEffect(eff.card_id, eff.name, left).goldfish
    return executes(eff, card) and eff.goldfish
