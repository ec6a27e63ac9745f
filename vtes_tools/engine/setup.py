"""The setup of a game (:class:`GameSetup`): the frozen per-instance tables built once per list
of decks (each card's Card, owner, effect, capacity, discipline bit masks, and the abilities the
rules apply, read by :mod:`.crypt_read` and the families' readers in ``SETUP``), shared by every
game and every clone; its memo's tags (:class:`MemoTag`) and the reseating of its card numbers
(:meth:`GameSetup.reseated`, :func:`moved_memo_key`). :mod:`.state` re-exports them.
"""

from __future__ import annotations

import enum
import operator
import re
from collections.abc import Callable, Sequence
from typing import Any, cast

from ..errors import SimulationError
from ..models import Card, CardType, Deck, current_clan
from .card_types import (
    CLANS,
    DISCIPLINE_BITS,
    CryptEffect,
    Effect,
    EffectRegistry,
    Mode,
    Op,
    Option,
    Prim,
    Req,
    Thing,
    Trait,
    When,
    Who,
    clan_code,
    discipline_masks,
)
from .crypt_read import (
    DIRECTED_UNLESS_READY,
    SETUP,
    BurnSpec,
    CryptAbilities,
    HeldStealth,
    ImbuedColumns,
    MasterShape,
    card_weapon,
    crypt_bonuses,
    ends_combat,
    equip_bleed,
    flash_strike,
    level_stats,
    master_blood,
    read_ally,
    read_crypt,
    requirement_bits,
    sets_long_range,
    title_key,
    unlock_employer,
)


#: Primitives of combat cards the engine plays (rules 6.4).
COMBAT_OPS = frozenset({
    Op.STRIKE, Op.STRIKE_STRENGTH, Op.STEAL_BLOOD, Op.DODGE, Op.COMBAT_ENDS, Op.MANEUVER, Op.PRESS, Op.PREVENT,
    Op.ADDITIONAL_STRIKE, Op.STRENGTH,
})


_MAGE = re.compile(r"(?:unique )?mage with \d+ life")
#: Flight [FLIGHT], printed in the text of Gargoyles, is a Discipline for card requirements.
_FLIGHT_BIT = 1 << DISCIPLINE_BITS["fli"]
#: Library card types no minion plays (rules 1.6.1.1, 1.6.3).
_NOT_MINION_CARD = frozenset({CardType.MASTER, CardType.EVENT, CardType.CONVICTION, CardType.POWER})
#: "Animal with 2 life", "Unique wraith with 3 life": the kind of an ally or retainer.
_CREATURE = re.compile(r"(?:unique )?(animal|wraith)(?: ally| retainer)? with \d+ life")
_BURN_OFF = re.compile(r"They can burn (\d) blood to burn this card")
_GUN = re.compile(r"weapon[:,]? (?:\w+, )*gun\b")


def _directed_intercept(e: Effect | None) -> int:
    """"+N intercept during actions directed at their controller" of an action card put on a
    minion (its first option: WHEN DIRECTED_AT_YOU, INTERCEPT n), else 0."""
    if e is None or e.mode != Mode.ACTION or not e.options:
        return 0
    prims = e.options[0].prims
    for k, p in enumerate(prims[:-1]):
        if p.op is Op.WHEN and p.n == When.DIRECTED_AT_YOU and prims[k + 1].op is Op.INTERCEPT:
            return prims[k + 1].n
    return 0


def _burn_prevent(e: Effect | None) -> int:
    """The prevention of an equipment burned "to prevent all the damage from the opposing
    minion's strike" (its first option: BURN_SELF then PREVENT n), else 0."""
    if e is None or e.mode != Mode.EQUIPMENT or not e.options:
        return 0
    prims = e.options[0].prims
    for k, p in enumerate(prims[:-1]):
        if p.op is Op.BURN_SELF and prims[k + 1].op is Op.PREVENT and not prims[k + 1].arg:
            return min(prims[k + 1].n, 99)
    return 0





class GameSetup:
    """Frozen per-instance tables for a list of decks; shared by all games and clones."""

    __slots__ = (
        "decks", "registry", "n", "card", "effect", "owner", "is_crypt", "is_vampire", "capacity", "disc_any",
        "disc_sup", "clan", "title", "votes", "unique_key", "library0", "crypt0", "modeled", "goldfish", "mode",
        "is_master", "card_id", "minion_card", "bleed_mod", "unlock_mod", "influence_blood", "memo",
        "is_combat", "is_reaction", "is_modifier", "is_political", "is_ally", "base_bleed", "base_strength",
        "base_stealth", "base_intercept", "title_key", "is_unique", "sect", "wake_card", "intercept_card",
        "redirect_card", "stealth_mod", "vote_card", "combat_card", "any_strike_cancel", "frenzy_on_opposing", "any_frenzy_reflex", "combat_open_hand", "blocked_mod", "prevent_card", "political_spec", "vampire_call", "any_vampire_call",
        "req_bits", "hand_bonus", "master_bonus", "discard_bonus", "any_discard_bonus", "lock_master", "any_lock_master", "master_unlocked", "crypt_prevent", "bleed_pool", "bleed_mill", "redraw", "any_redraw", "redraw_dead", "press_discard", "blood_cursed",
        "cost_mods", "crypt_maneuver", "crypt_press", "cannot", "crypt_transfers", "unblockable_by", "infernal",
        "directed_intercept", "scarce", "enter_combat", "enter_combat_cost",
        "enter_combat_vampires", "master_shape", "master_kinds", "conditional", "clan_index", "bleed_action",
        "bleed_action_bleed", "bleed_action_cost", "targeted_pool", "targeted_blood", "targeted", "rescue_cost",
        "on_actor", "cannot_play", "any_cannot_play", "directed_bonus", "any_blood_intercept", "burn_prevent", "one_each", "not_static",
        "slave_of", "directed_unless", "any_directed_unless", "burn_after_minion", "crypt_strike", "crypt_strike_cost", "uncontestable", "title_prevails",
        "retainer_hit", "any_retainer_hit", "no_ends", "any_no_ends", "sniper", "any_sniper", "master_blood",
        "any_master_blood",
        "equip_bleed", "any_equip_bleed", "ends_combat", "any_ends_combat", "strike_reduce", "any_strike_reduce",
        "crypt_dodge", "burn_diablerist", "any_burn_diablerist", "press_giver", "unlock_giver", "any_press_giver",
        "any_unlock_giver", "level_stats", "ash_price", "strength_is_life", "any_strength_is_life",
        "ash_return", "any_ash_return", "harbinger", "crypt_additional", "unlock_life", "any_unlock_life",
        "any_first_tradition",
        "heal_ally", "any_heal_ally", "ability2", "unlock_burn", "any_unlock_burn", "recruit_acts", "any_recruit_acts", "plays_basic", "unlock_employer", "any_unlock_employer", "burn_off", "any_burn_off", "flash", "equip_dodge", "held_stealth", "any_held_stealth", "foe_strength", "any_foe_strength", "shuffle_stealth", "any_shuffle_stealth", "gun", "card_weapon",
        "any_card_weapon",
        "burn_own", "round_prevent",
        "any_round_prevent", "burn_location",
        "any_burn_location", "kiasyd_guard", "any_kiasyd_guard", "is_location", "is_melee", "close_on_block", "any_close_on_block", "first_striker",
        "any_first_striker", "hunt_plus", "hunt_locks",
        "block_any", "any_block_any", "referendum_burn", "referendum_pool", "referendum_unlock", "employ_unlock", "oppose_cost",
        "discard_vote", "discard_bleed", "any_discard_vote", "any_discard_bleed", "any_oppose_cost", "recycle",
        "any_recycle", "titled_votes", "any_titled_votes", "location_tax", "any_location_tax", "edge_drain", "any_edge_drain", "sect_bleed", "any_sect_bleed", "hand_agg",
        "blood_stealth_once", "blood_stealth_cost", "blood_bleed_rep",
        "after_unlock", "any_after_unlock", "ic_malus", "prey_title_stealth", "equip_aura", "any_aura", "blocker_mods", "as_clan", "as_clan_master", "bleed_vs_me", "any_bleed_vs_me", "first_round_strength",
        "any_blocker_mods", "ability", "fetch_mage",
        "unlock_toll", "any_unlock_toll",
        "is_mage",
        "any_fetch", "lend_bleed", "any_lend", "creature", "unlock_ability", "toggle", "any_toggle",
        "enter_combat_near", "enter_combat_cap", "redirect_master", "any_redirect_master", "own_action",
        "minion_any", "weapon_any", "edge_use", "any_edge_use",
        "burnable", "any_burnable", "open_hand", "any_open_hand", "prey_burn", "any_prey_burn",
        "convert", "mute_retainers", "pool_use", "any_pool_use", "enter_combat_noncam",
        "crypt_blood_intercept", "any_crypt_blood_intercept", "block_burn", "political_votes", "any_political_votes",
        "unblockable_younger", "any_unblockable_younger", "unblockable_cap", "crypt_disc_damage", "any_crypt_disc_damage", "immune_clan", "older_strength", "clan_strength", "bishop_stealth", "any_bishop_stealth", "neighbour_burn_blood", "any_neighbour_burn_blood", "crypt_combat_hand", "any_crypt_combat_hand", "any_crypt_combat_text",
        "no_disc", "crypt_agg_hand", "needs_anarch", "any_needs_anarch", "anarch_cards",
        "leave_pool", "burned_pool", "any_combat_end_text", "phoenix", "share_blood", "force_abstain", "any_force_abstain",
        "blood_vote", "double_votes", "justicar_fewer", "any_justicar_fewer", "infernal_votes", "plain_votes", "partner_diablerie",
        "oppose_burn", "bleed_anarch_damage", "blood_intercept_rep", "blood_stealth", "any_blood_stealth",
        "blood_stealth_others", "blood_intercept_others", "any_blood_intercept_others", "blood_bleed", "master_dump", "any_master_dump", "bleed_shield", "any_bleed_shield",
        "waker", "any_waker", "lock_counter", "any_lock_counter", "placed", "any_placed", "borrow", "any_borrow",
        "imbued",
    )

    # The columns the card families fill through SETUP (and the memo), declared once here; the
    # others are typed by the step of __init__ that sets them.
    effect: tuple[Effect | None, ...]  # the burnable sentence left out (SETUP.burn_plain)
    burnable: tuple[BurnSpec | None, ...]
    open_hand: bytes
    combat_open_hand: bytes
    prey_burn: tuple[tuple[int, int, int] | None, ...]
    redraw_dead: bytes  # b"" without a redrawing vampire
    waker: bytes
    lock_counter: bytes
    placed: bytes
    borrow: bytes
    frenzy_on_opposing: bytes
    political_spec: bytes
    vampire_call: bytes
    master_shape: tuple[MasterShape | None, ...]
    master_kinds: frozenset[int]
    equip_dodge: bytes
    held_stealth: tuple[HeldStealth | None, ...]
    foe_strength: bytes
    shuffle_stealth: bytes
    imbued: ImbuedColumns | None
    memo: dict[tuple[Any, ...], object]

    def __init__(self, decks: Sequence[Deck], registry: EffectRegistry | None = None) -> None:
        self.decks = tuple(decks)
        self.registry = registry or EffectRegistry()
        card = self._number_cards()
        effects = self._read_effects(card)
        self._card_columns(card, effects)
        crypt_of, ab, abil = self._read_abilities(card, effects)
        self._vampire_columns(card, effects, abil)
        self._held_card_columns(card, effects, ab)
        self._ability_columns(card, effects, abil)
        self._minion_card_columns(card, abil)
        stealth, intercept = self._minion_stats(card, effects, abil, crypt_of)
        self._play_columns(card, effects, abil, stealth, intercept)

    # The steps of __init__, in its order: each sets the columns it names (the later steps read
    # columns set before them).

    def _number_cards(self) -> list[Card]:
        """Every physical card of the decks numbered in a row, each deck's crypt then library:
        ``card``, ``owner``, ``crypt0``, ``library0``, ``n``."""
        card: list[Card] = []
        owner: list[int] = []
        library0: list[tuple[int, ...]] = []
        crypt0: list[tuple[int, ...]] = []
        for p, deck in enumerate(self.decks):
            start = len(card)
            for c, n in deck.crypt:
                card.extend([c] * n)
            mid = len(card)
            for c, n in deck.library:
                card.extend([c] * n)
            owner.extend([p] * (len(card) - start))
            crypt0.append(tuple(range(start, mid)))
            library0.append(tuple(range(mid, len(card))))
        self.n = len(card)
        self.card = tuple(card)
        self.owner = tuple(owner)
        self.library0 = tuple(library0)
        self.crypt0 = tuple(crypt0)
        return card

    def _read_effects(self, card: list[Card]) -> list[Effect | None]:
        """Each card's effect (``effect``), the burnable sentence read apart (``burnable``,
        ``open_hand``, ``prey_burn``...)."""
        effects: list[Effect | None] = [self.registry[c] for c in card]
        #: "minions can burn this card as a (D) action": its BurnSpec (vampires only, stealth, blood, pool costs...);
        #: the effect the rest of the rules read leaves that sentence out (burnable_text.plain)
        burn: dict[int, BurnSpec | None] = {}
        raw = tuple(effects)
        for k, (c, e) in enumerate(zip(card, effects, strict=True)):
            if e is not None and SETUP.burn_sentence(e):
                if c.id not in burn:  # (a master card's shape may read the sentence itself: Smiling Jack)
                    sh = SETUP.master_shape(e, c.text or "")
                    burn[c.id] = SETUP.burn_spec(e, c.text or "", sh is not None) \
                        if sh is None or sh[0] in SETUP.master_burn_kinds else None  # (stolen: for shapes only)
                if burn[c.id] is not None:
                    effects[k] = SETUP.burn_plain(e, c.text or "")
        self.burnable = tuple(burn.get(c.id) for c in card)
        self.any_burnable = any(sp is not None for sp in self.burnable)
        #: action cards put in play by which their controller's prey plays with an open hand (Revelations)
        self.open_hand = bytes(
            1 if burn.get(c.id) is not None and SETUP.burn_open_hand(e) else 0  # type: ignore[arg-type]
            for c, e in zip(card, raw, strict=True))
        #: retainers by which the employer's opposing minion's controller plays with an open hand in combat (Owl Companion)
        self.combat_open_hand = bytes(
            1 if e is not None and e.mode == Mode.RETAINER and e.options and SETUP.rules_combat_open_hand(e.options[0])
            else 0
            for e in raw)
        #: "look at all Methuselahs' hands for the rest of this turn" (Pulse of the Canaille)
        self.any_open_hand = any(self.open_hand) or any(
            e is not None and e.mode == Mode.ACTION and any(p.op is Op.OPEN_HAND and p.arg == Who.ANOTHER
                                                             for o in e.options for p in o.prims) for e in raw) or any(
            e is not None and e.mode == Mode.COMBAT and any(SETUP.combat_opens_hands(o) for o in e.options)
            for e in raw) or any(self.combat_open_hand)  # Aura Reading [aus], Owl Companion
        #: action cards put in play whose controller's prey burns pool in their unlock phase
        pb: dict[int, tuple[int, int, int] | None] = {}
        for c, e in zip(card, effects, strict=True):
            if e is not None and e.mode == Mode.ACTION and c.id not in pb:
                pb[c.id] = SETUP.prey_burn(e, c.text or "")
        self.prey_burn = tuple(pb.get(c.id) for c in card)
        self.any_prey_burn = any(x is not None for x in self.prey_burn)
        self.effect = tuple(effects)
        return effects

    def _card_columns(self, card: list[Card], effects: list[Effect | None]) -> None:
        """What each card is: crypt card, capacity, Disciplines, clan, sect, title, modes and card types."""
        self.is_crypt = bytes(1 if c.is_crypt else 0 for c in card)
        self.is_vampire = self.is_crypt
        self.capacity = tuple(c.capacity or 0 for c in card)
        masks = [discipline_masks(c.disciplines) if c.is_crypt else (0, 0) for c in card]
        self.disc_any = tuple(m[0] for m in masks)
        self.disc_sup = tuple(m[1] for m in masks)
        self.clan = tuple(c.clans[0] if c.clans else "" for c in card)
        self.sect = tuple(c.sect if c.is_crypt else "" for c in card)
        self.title = tuple(c.title if c.is_crypt else "" for c in card)
        self.votes = tuple(c.votes if c.is_crypt else 0 for c in card)
        keys: dict[str, int] = {}
        self.unique_key = tuple(keys.setdefault(c.name, len(keys)) for c in card)
        self.modeled = bytes(1 if (e is not None and e.modeled) else 0 for e in effects)
        self.goldfish = bytes(1 if (e is not None and e.modeled and e.goldfish) else 0 for e in effects)
        self.mode = tuple(int(e.mode) if e is not None else 0 for e in effects)
        self.card_id = tuple(c.id for c in card)
        #: modeled cards a minion plays as an action: action cards, equipment, retainers, allies
        self.minion_card = bytes(
            1 if e is not None and e.modeled and e.mode in (Mode.ACTION, Mode.EQUIPMENT, Mode.RETAINER, Mode.ALLY)
            else 0
            for e in effects
        )
        self.bleed_mod = bytes(
            1 if e is not None and e.mode == Mode.MODIFIER and any(o.has(Op.PLUS_BLEED) for o in e.options) else 0
            for e in effects
        )
        self.unlock_mod = bytes(
            1 if e is not None and e.mode == Mode.MODIFIER and any(o.has(Op.UNLOCK) for o in e.options) else 0
            for e in effects
        )
        self.influence_blood = bytes(
            1 if e is not None and e.options and e.options[0].has(Op.INFLUENCE_BLOOD) else 0 for e in effects
        )
        #: memo of pure functions of these tables (which options a minion can play...); entries
        #: keyed by names alone hold facts of the whole table (per-card flags, or one value)
        self.memo = {}
        self.is_master = bytes(
            1 if e is not None and e.mode in (Mode.MASTER, Mode.MASTER_IN_PLAY, Mode.MASTER_ON_VAMPIRE) else 0
            for e in effects
        )
        # card types (a card can have several: "Action Modifier/Combat")
        self.is_combat = bytes(1 if CardType.COMBAT in c.types else 0 for c in card)
        self.is_reaction = bytes(1 if CardType.REACTION in c.types else 0 for c in card)
        self.is_modifier = bytes(1 if CardType.ACTION_MODIFIER in c.types else 0 for c in card)
        self.is_political = bytes(1 if CardType.POLITICAL_ACTION in c.types else 0 for c in card)
        self.is_ally = bytes(1 if (e is not None and e.mode == Mode.ALLY) else 0 for e in effects)
        self.is_unique = bytes(
            1 if c.is_crypt or (effects[k] is not None and effects[k].unique) else 0  # type: ignore[union-attr]
            for k, c in enumerate(card)
        )

    def _read_abilities(
        self, card: list[Card], effects: list[Effect | None]
    ) -> tuple[
        Callable[[Card], CryptEffect | None] | None, list[tuple[CryptAbilities, tuple[Option, ...]]],
        list[CryptAbilities],
    ]:
        """The registry's crypt reader (None: a registry without one), and each card's abilities
        as :func:`read_crypt` (vampires) and :func:`read_ally` (allies) read them, with the options
        left unread (``(CryptAbilities(), ())`` for other cards), and the abilities alone."""
        crypt_of: Callable[[Card], CryptEffect | None] | None = getattr(self.registry, "crypt", None)
        read: dict[int, tuple[CryptAbilities, tuple[Option, ...]] | None] = {}
        for c in card:
            if c.is_crypt and c.id not in read:
                read[c.id] = read_crypt(crypt_of(c)) if crypt_of is not None else None
        for c, e in zip(card, effects, strict=True):
            if e is not None and e.mode == Mode.ALLY and c.id not in read:
                read[c.id] = read_ally(e)  # an ally's abilities, read like a vampire's (rules 6.1.6, 6.4)
        none = CryptAbilities()
        ab = [read.get(c.id) or (none, ()) for c in card]
        abil = [a[0] for a in ab]
        return crypt_of, ab, abil

    def _vampire_columns(self, card: list[Card], effects: list[Effect | None], abil: list[CryptAbilities]) -> None:
        """The vampires' and allies' abilities: requirements met, hand size, master phase actions,
        prevention, redraw, costs, combat abilities... (``req_bits`` to ``any_first_striker``)."""
        #: per vampire (rules 1.6.1.3, 1.6.1.2, 5, 6.4.6, 11): requirements met, hand size and
        #: master phase actions while ready, damage prevented each combat, pool after a bleed
        self.req_bits = tuple(requirement_bits(c, a.traits) for c, a in zip(card, abil, strict=True))
        self.hand_bonus = tuple(a.hand_size for a in abil)
        self.master_bonus = tuple(a.master_actions for a in abil)
        self.master_unlocked = bytes(1 if a.master_unlocked else 0 for a in abil)
        self.discard_bonus = bytes(a.discard_actions for a in abil)
        self.any_discard_bonus = any(self.discard_bonus)
        self.lock_master = bytes(a.lock_master for a in abil)
        self.any_lock_master = any(self.lock_master)
        self.crypt_prevent = tuple(a.prevent for a in abil)
        self.bleed_pool = tuple(a.bleed_pool for a in abil)
        self.bleed_mill = bytes(a.bleed_mill for a in abil)
        self.redraw = bytes(1 if a.redraw else 0 for a in abil)
        self.any_redraw = any(self.redraw)
        #: with a redrawing vampire at the table: library cards the rules do not play (put back)
        self.redraw_dead = bytes(0 if c.is_crypt or SETUP.rules_executes(e, c) else 1 for c, e in zip(
            card, effects, strict=True)) if self.any_redraw else b""
        self.press_discard = bytes(a.press_discard for a in abil)
        self.blood_cursed = bytes(1 if Trait.BLOOD_CURSED in a.traits else 0 for a in abil)
        self.cost_mods = tuple(a.costs for a in abil)
        self.crypt_maneuver = bytes(a.maneuver for a in abil)
        self.crypt_press = bytes(a.press for a in abil)
        self.cannot = tuple(a.cannot for a in abil)
        self.crypt_transfers = bytes(a.transfers for a in abil)
        self.unblockable_by = bytes(a.unblockable_by for a in abil)
        self.infernal = bytes(1 if Trait.INFERNAL in a.traits else 0 for a in abil)
        self.disc_any = tuple(
            d | _FLIGHT_BIT if Trait.FLIGHT in a.traits else d for d, a in zip(self.disc_any, abil, strict=True)
        )
        self.disc_sup = tuple(
            d | _FLIGHT_BIT if Trait.FLIGHT in a.traits else d for d, a in zip(self.disc_sup, abil, strict=True)
        )
        self.directed_intercept = bytes(a.directed_intercept for a in abil)
        self.enter_combat = bytes(a.enter_combat for a in abil)
        self.enter_combat_cost = bytes(a.enter_combat_cost for a in abil)
        self.enter_combat_vampires = bytes(1 if a.enter_combat_vampires else 0 for a in abil)
        self.scarce = bytes(1 if Trait.SCARCE in a.traits else 0 for a in abil)
        self.conditional = tuple(a.conditional for a in abil)
        self.bleed_action = bytes(a.bleed_action for a in abil)
        self.targeted_pool = bytes(a.targeted_pool for a in abil)
        self.targeted_blood = bytes(a.targeted_blood for a in abil)
        self.targeted = bytes(1 if a.targeted_pool or a.targeted_blood else 0 for a in abil)
        self.rescue_cost = bytes(a.rescue_cost for a in abil)
        self.slave_of = bytes(a.slave_of for a in abil)
        #: per vampire that "cannot perform directed actions unless Brunhilde is ready": the
        #: instances of the named vampire in any deck (else None)
        self.directed_unless = tuple(
            tuple(j for j, c in enumerate(card) if c.id in DIRECTED_UNLESS_READY[ci]) if a.directed_unless else None
            for a, ci in zip(abil, self.card_id, strict=True))
        self.any_directed_unless = any(x is not None for x in self.directed_unless)
        self.burn_after_minion = bytes(1 if a.burn_after_minion else 0 for a in abil)
        self.crypt_strike = tuple(a.strike for a in abil)
        self.strike_reduce = bytes(a.strike_reduce for a in abil)
        self.crypt_dodge = bytes(1 if a.dodge else 0 for a in abil)
        self.burn_diablerist = bytes(1 if a.burn_diablerist else 0 for a in abil)
        self.any_burn_diablerist = any(self.burn_diablerist)
        self.press_giver = bytes(1 if a.press_giver else 0 for a in abil)
        self.unlock_giver = bytes(1 if a.unlock_giver else 0 for a in abil)
        self.any_press_giver = any(self.press_giver)
        self.any_unlock_giver = any(self.unlock_giver)
        self.ash_price = bytes(1 if a.ash_price else 0 for a in abil)
        self.strength_is_life = bytes(1 if a.strength_is_life else 0 for a in abil)
        self.any_strength_is_life = any(self.strength_is_life)
        self.ash_return = bytes(1 if a.ash_return else 0 for a in abil)
        self.any_ash_return = any(self.ash_return)
        self.crypt_additional = bytes(1 if a.additional else 0 for a in abil)
        self.unlock_life = bytes(a.unlock_life for a in abil)
        self.any_unlock_life = any(self.unlock_life)
        self.heal_ally = bytes(a.heal_ally for a in abil)
        self.any_heal_ally = any(self.heal_ally)
        self.burn_own = bytes(1 if a.burn_own else 0 for a in abil)
        self.round_prevent = bytes(a.round_prevent for a in abil)
        self.any_round_prevent = any(self.round_prevent)
        self.burn_location = bytes(1 if a.burn_location else 0 for a in abil)
        self.any_burn_location = any(self.burn_location)
        self.kiasyd_guard = bytes(1 if a.kiasyd_guard else 0 for a in abil)
        self.any_kiasyd_guard = any(self.kiasyd_guard)
        self.close_on_block = bytes(1 if a.close_on_block else 0 for a in abil)
        self.any_close_on_block = any(self.close_on_block)
        self.first_striker = bytes(1 if a.first_strike else 0 for a in abil)
        self.hunt_plus = bytes(a.hunt for a in abil)  # "+1 hunt" (rules 6.1.2)
        self.hunt_locks = bytes(a.hunt_locks for a in abil)
        self.any_first_striker = any(self.first_striker)

    def _held_card_columns(
        self, card: list[Card], effects: list[Effect | None],
        ab: list[tuple[CryptAbilities, tuple[Option, ...]]],
    ) -> None:
        """Locations, weapons, equipment, retainers and combat cards read from their text and
        effect (``is_location`` to ``any_ends_combat``)."""
        #: locations: cards whose text opens naming one ("Unique location.", "this equipment card
        #: represents a location")
        self.is_location = bytes(
            1 if not c.is_crypt and "location" in (c.text or "").split("\n")[0].lower() else 0 for c in card
        )
        #: melee weapons: equipment whose text opens "Melee weapon." / "Unique melee weapon."
        self.is_melee = bytes(
            1 if not c.is_crypt and "melee weapon" in (c.text or "").split("\n")[0].lower() else 0 for c in card
        )
        self.harbinger = bytes(
            1 if c.is_crypt and self.clan[k] == "Harbinger of Skulls" else 0 for k, c in enumerate(card)
        )
        #: (life, strength) by option of allies recruited at a Discipline level (read_ally reads them)
        self.level_stats = tuple(
            level_stats(e) if e is not None and e.mode == Mode.ALLY and not ab[k][1] else None
            for k, e in enumerate(effects)
        )
        self.any_strike_reduce = any(self.strike_reduce)
        #: retainers that "inflict 1R damage (1 damage at close range) on the opposing minion each
        #: round of combat during normal strike resolution": (ranged, close) damage, else None.
        #: Only texts inflicting it during strike resolution: Charnas the Imp's damage is to its
        #: employer, in the unlock phase.
        #: An "As above, but it inflicts 2 damage" level reads as both amounts: the larger counts
        #: (Hatch the Viper [PRO][SER] inflicts 2, not 3).
        self.retainer_hit = tuple(
            (max((p.n for p in e.options[0].prims if p.op == Op.STRIKE), default=0),
             max((p.n for p in e.options[0].prims if p.op == Op.DAMAGE), default=0))
            if e is not None and e.mode == Mode.RETAINER and e.options
            and (e.options[0].has(Op.STRIKE) or e.options[0].has(Op.DAMAGE))
            and "strike resolution" in (c.text or "") else None
            for c, e in zip(card, effects, strict=True)
        )
        self.any_retainer_hit = any(h is not None for h in self.retainer_hit)
        #: "minions in combat with the employer cannot strike: combat ends" (Dog Pack)
        self.no_ends = bytes(
            1 if e is not None and e.mode == Mode.RETAINER and e.options
            and e.options[0].prims == (Prim(Op.COMBAT_ENDS, 1),) else 0
            for e in effects
        )
        self.any_no_ends = any(self.no_ends)
        #: weapons "only usable at long range; if the bearer blocks, it sets the range for the
        #: first round to long, and its initial strike that round is with this weapon" (Sniper Rifle)
        self.sniper = bytes(
            1 if e is not None and e.mode == Mode.EQUIPMENT and e.options and sets_long_range(e.options[0]) else 0
            for e in effects
        )
        self.any_sniper = any(self.sniper)
        #: "during your master phase, the vampire with this location gains N blood" (Palatial Estate)
        self.master_blood = bytes(
            master_blood(e.options[0]) if e is not None and e.mode == Mode.EQUIPMENT and e.options else 0
            for e in effects
        )
        self.any_master_blood = any(self.master_blood)
        #: "the minion with this equipment may bleed at +N bleed as a (D) action; no other
        #: equipment can increase the bleed amount of this action" (Camera Phone): N
        self.equip_bleed = bytes(
            equip_bleed(e.options[0]) if e is not None and e.mode == Mode.EQUIPMENT and e.options else 0
            for e in effects
        )
        self.any_equip_bleed = any(self.equip_bleed)
        #: "+N bleed; they can burn this card before range is determined to end combat; a vampire
        #: can have only one" (Living Manse)
        #: combat cards that become weapons on the minion (combat.card_weapon): 1 Molotov
        #: Cocktail, 2 Zip Gun
        self.card_weapon = bytes(
            card_weapon(e.options[0]) if e is not None and e.mode == Mode.COMBAT and len(e.options) == 1 else 0
            for e in effects
        )
        self.any_card_weapon = any(self.card_weapon)
        #: weapon equipment that is a gun ("Weapon: gun." / "Weapon, gun.")
        self.gun = bytes(1 if self.mode[k] == Mode.EQUIPMENT and _GUN.match((c.text or "").lower()) else 0
                         for k, c in enumerate(card))
        self.flash = bytes(
            1 if e is not None and e.mode == Mode.EQUIPMENT and e.options and flash_strike(e.options[0]) else 0
            for e in effects
        )
        #: equipment giving "once each combat, this minion can strike: dodge" (Treasured Samadji)
        self.equip_dodge = bytes(
            1 if e is not None and e.mode == Mode.EQUIPMENT and e.options and SETUP.rules_equip_dodge(e.options[0])
            else 0
            for e in effects
        )
        #: equipment's and retainers' stealth for the minion with them (rules.held_stealth)
        self.held_stealth = tuple(
            SETUP.rules_held_stealth(e.options[0]) if e is not None and e.mode in (Mode.EQUIPMENT, Mode.RETAINER)
            and e.options else None for e in effects
        )
        self.any_held_stealth = any(self.held_stealth)
        #: "titled non-Anarch vampires get +1 strength in combat with this minion" (rules.foe_strength)
        self.foe_strength = bytes(
            SETUP.rules_foe_strength(e.options[0]) if e is not None and e.mode == Mode.EQUIPMENT and e.options else 0
            for e in effects
        )
        self.any_foe_strength = any(self.foe_strength)
        #: a retainer's "shuffle this retainer back into the library for +N stealth" (rules.shuffle_stealth)
        self.shuffle_stealth = bytes(
            max((SETUP.rules_shuffle_stealth(o) for o in e.options), default=0)
            if e is not None and e.mode == Mode.RETAINER else 0 for e in effects
        )
        self.any_shuffle_stealth = any(self.shuffle_stealth)
        self.ends_combat = bytes(
            1 if e is not None and e.mode == Mode.EQUIPMENT and e.options and ends_combat(e.options[0]) else 0
            for e in effects
        )
        self.any_ends_combat = any(self.ends_combat)

    def _ability_columns(self, card: list[Card], effects: list[Effect | None], abil: list[CryptAbilities]) -> None:
        """More vampires' and allies' abilities: actions, blood and votes, combat texts...
        (``uncontestable`` to ``any_edge_use``)."""
        self.uncontestable = bytes(1 if Trait.UNCONTESTABLE in a.traits else 0 for a in abil)
        self.block_any = bytes(1 if a.block_any else 0 for a in abil)
        self.referendum_burn = bytes(a.referendum_burn for a in abil)
        self.ability = tuple(a.ability for a in abil)
        self.ability2 = tuple(a.ability2 for a in abil)
        self.unlock_burn = bytes(a.unlock_burn for a in abil)
        #: allies acting the turn they are recruited, unlocking their recruiter (Nocturn)
        self.recruit_acts = bytes(1 if a.recruit_acts else 0 for a in abil)
        self.any_recruit_acts = any(self.recruit_acts)
        self.plays_basic = tuple(a.plays_basic for a in abil)
        self.disc_any = tuple(d | a.plays_basic for d, a in zip(self.disc_any, abil, strict=True))
        self.any_unlock_burn = any(self.unlock_burn)
        #: retainers whose employer can burn N blood to unlock during any Methuselah's unlock
        #: phase (Homunculus): N, else 0
        self.unlock_employer = bytes(
            unlock_employer(e) if self.mode[k] == Mode.RETAINER else 0 for k, e in enumerate(effects))
        self.any_unlock_employer = any(self.unlock_employer)
        #: combat cards put on a vampire that "can burn N blood to burn this card" (Disarm): N
        self.burn_off = bytes(
            int(m.group(1)) if self.is_combat[k] and (m := _BURN_OFF.search(c.text or "")) else 0
            for k, c in enumerate(card))
        self.any_burn_off = any(self.burn_off)
        self.fetch_mage = bytes(a.fetch_mage for a in abil)
        self.lend_bleed = bytes(a.lend_bleed for a in abil)
        self.unlock_ability = tuple(a.unlock_ability for a in abil)
        self.toggle = tuple(a.toggle for a in abil)
        self.enter_combat_near = bytes(1 if a.enter_combat_near else 0 for a in abil)
        self.enter_combat_cap = bytes(a.enter_combat_cap for a in abil)
        self.any_toggle = any(t is not None for t in self.toggle)
        self.redirect_master = bytes(1 if a.redirect_master else 0 for a in abil)
        self.own_action = tuple(a.own_action for a in abil)
        self.edge_use = tuple(a.edge_use for a in abil)
        self.convert = bytes(1 if a.convert else 0 for a in abil)
        self.mute_retainers = bytes(1 if a.mute_retainers else 0 for a in abil)
        self.pool_use = tuple(a.pool_use for a in abil)
        self.any_pool_use = any(t is not None for t in self.pool_use)
        self.enter_combat_noncam = bytes(1 if a.enter_combat_noncam else 0 for a in abil)
        self.crypt_blood_intercept = bytes(a.blood_intercept for a in abil)
        self.any_crypt_blood_intercept = any(self.crypt_blood_intercept)
        self.blood_intercept_rep = bytes(1 if a.blood_intercept_rep else 0 for a in abil)
        self.blood_intercept_others = bytes(1 if a.blood_intercept_others else 0 for a in abil)
        self.any_blood_intercept_others = any(self.blood_intercept_others)
        self.blood_stealth = bytes(a.blood_stealth for a in abil)
        self.any_blood_stealth = any(self.blood_stealth)
        self.blood_stealth_others = bytes(1 if a.blood_stealth_others else 0 for a in abil)
        self.blood_bleed = bytes(a.blood_bleed for a in abil)
        self.master_dump = bytes(1 if a.master_dump else 0 for a in abil)
        self.any_master_dump = any(self.master_dump)
        self.bleed_shield = bytes(a.bleed_shield for a in abil)
        self.any_bleed_shield = any(self.bleed_shield)
        self.block_burn = bytes(a.block_burn for a in abil)
        self.political_votes = bytes(a.political_votes for a in abil)
        self.any_political_votes = any(self.political_votes)
        self.unblockable_younger = bytes(a.unblockable_younger for a in abil)
        self.any_unblockable_younger = any(self.unblockable_younger)
        self.unblockable_cap = bytes(a.unblockable_cap for a in abil)
        self.crypt_disc_damage = tuple(a.disc_damage for a in abil)
        self.any_crypt_disc_damage = any(self.crypt_disc_damage)
        self.immune_clan = bytes(a.immune_clan for a in abil)
        self.older_strength = bytes(a.older_strength for a in abil)
        self.clan_strength = tuple(a.clan_strength for a in abil)
        self.bishop_stealth = tuple(a.bishop_stealth for a in abil)
        self.any_bishop_stealth = any(self.bishop_stealth)
        self.neighbour_burn_blood = bytes(a.neighbour_burn_blood for a in abil)
        self.any_neighbour_burn_blood = any(self.neighbour_burn_blood)
        self.crypt_combat_hand = bytes(a.combat_hand for a in abil)
        self.any_crypt_combat_hand = any(self.crypt_combat_hand)
        self.no_disc = tuple(a.no_disc for a in abil)
        self.crypt_agg_hand = bytes(a.agg_hand for a in abil)
        self.hand_agg = bytes(1 if a.hand_agg else 0 for a in abil)
        self.blood_stealth_once = bytes(1 if a.blood_stealth_once else 0 for a in abil)
        self.blood_stealth_cost = bytes(max(1, a.blood_stealth_cost) for a in abil)
        self.blood_bleed_rep = bytes(a.blood_bleed_rep for a in abil)
        self.after_unlock = tuple(a.after_unlock for a in abil)
        self.ic_malus = bytes(a.ic_malus for a in abil)
        self.prey_title_stealth = bytes(a.prey_title_stealth for a in abil)
        self.equip_aura = bytes(a.equip_aura for a in abil)
        self.any_aura = any(self.ic_malus) or any(self.prey_title_stealth) or any(self.equip_aura)
        self.blocker_mods = tuple(a.blocker_mods for a in abil)
        self.any_blocker_mods = any(self.blocker_mods)
        self.as_clan = tuple(frozenset(current_clan(CLANS[c - 1]) for c in a.as_clans) for a in abil)
        self.as_clan_master = bytes(a.as_clans_master for a in abil)
        self.bleed_vs_me = tuple(a.bleed_vs_me for a in abil)
        self.any_bleed_vs_me = any(self.bleed_vs_me)
        self.first_round_strength = tuple(a.first_round_strength for a in abil)
        self.any_after_unlock = any(a is not None for a in self.after_unlock)
        self.leave_pool = bytes(a.leave_pool for a in abil)
        self.burned_pool = bytes(a.burned_pool for a in abil)
        self.phoenix = bytes(a.phoenix for a in abil)
        self.share_blood = bytes(a.share_blood for a in abil)
        self.force_abstain = bytes(a.force_abstain for a in abil)
        self.any_force_abstain = any(self.force_abstain)
        self.blood_vote = bytes(a.blood_vote for a in abil)
        self.double_votes = bytes(a.double_votes for a in abil)
        self.justicar_fewer = bytes(a.justicar_fewer for a in abil)
        self.any_justicar_fewer = any(self.justicar_fewer)
        self.infernal_votes = bytes(a.infernal_votes for a in abil)
        self.partner_diablerie = bytes(a.partner_diablerie for a in abil)
        self.oppose_burn = bytes(a.oppose_burn for a in abil)
        self.bleed_anarch_damage = bytes(a.bleed_anarch_damage for a in abil)
        self.any_combat_end_text = any(self.leave_pool) or any(self.burned_pool)
        self.any_crypt_combat_text = any(self.immune_clan) or any(self.older_strength) \
            or any(self.first_round_strength) or any(self.clan_strength)
        self.any_edge_use = any(t is not None for t in self.edge_use)

    def _minion_card_columns(self, card: list[Card], abil: list[CryptAbilities]) -> None:
        """Library cards a minion plays, weapons, creatures and mages; referendum, vote and
        bleed abilities; clan codes and uniqueness (``minion_any`` to ``is_unique``)."""
        #: library cards a minion plays (rules 1.6.3): not master, event, conviction or power cards
        self.minion_any = bytes(
            0 if c.is_crypt or any(t in _NOT_MINION_CARD for t in c.types) else 1 for c in card
        )
        #: weapons: equipment whose first line names it one ("Weapon: gun.", "Melee weapon.")
        self.weapon_any = bytes(
            1 if CardType.EQUIPMENT in c.types and "weapon" in (c.text or "").split("\n")[0].lower() else 0
            for c in card
        )
        self.any_redirect_master = any(self.redirect_master)
        #: Thing.ANIMAL / Thing.WRAITH of allies and retainers, else 0
        self.creature = bytes(
            (Thing.ANIMAL if m.group(1) == "animal" else Thing.WRAITH)
            if (self.is_ally[k] or CardType.RETAINER in c.types) and (m := _CREATURE.match(c.text.lower())) else 0
            for k, c in enumerate(card)
        )
        self.any_lend = any(self.lend_bleed)
        self.any_fetch = any(self.fetch_mage)
        #: mage allies ("Mage with 2 life", "Unique mage with 3 life")
        self.is_mage = bytes(
            1 if self.is_ally[k] and _MAGE.match(c.text.lower()) else 0 for k, c in enumerate(card)
        )
        self.referendum_pool = bytes(a.referendum_pool for a in abil)
        self.referendum_unlock = bytes(1 if a.referendum_unlock else 0 for a in abil)
        self.employ_unlock = bytes(1 if a.employ_unlock else 0 for a in abil)
        self.oppose_cost = bytes(a.oppose_cost for a in abil)
        self.discard_vote = tuple(a.discard_vote for a in abil)
        self.discard_bleed = tuple(a.discard_bleed for a in abil)
        self.any_discard_vote = any(t is not None for t in self.discard_vote)
        self.any_discard_bleed = any(t is not None for t in self.discard_bleed)
        self.any_oppose_cost = any(self.oppose_cost)
        self.recycle = bytes(1 if a.recycle else 0 for a in abil)
        self.any_recycle = any(self.recycle)
        self.titled_votes = bytes(1 if a.titled_votes else 0 for a in abil)
        self.any_titled_votes = any(self.titled_votes)
        self.location_tax = bytes(1 if a.location_tax else 0 for a in abil)
        self.any_location_tax = any(self.location_tax)
        self.edge_drain = bytes(a.edge_drain for a in abil)
        self.sect_bleed = bytes(a.sect_bleed for a in abil)
        self.any_sect_bleed = any(self.sect_bleed)
        self.any_edge_drain = any(self.edge_drain)
        self.unlock_toll = bytes(1 if a.unlock_toll else 0 for a in abil)
        self.any_unlock_toll = any(self.unlock_toll)
        self.any_block_any = any(self.block_any)
        self.title_prevails = bytes(1 if Trait.TITLE_PREVAILS in a.traits else 0 for a in abil)
        self.crypt_strike_cost = bytes(a.strike_cost for a in abil)
        self.bleed_action_bleed = bytes(a.bleed_action_bleed for a in abil)
        self.bleed_action_cost = bytes(a.bleed_action_cost for a in abil)
        self.clan_index = bytes(clan_code(c.clans[0]) if c.is_crypt and c.clans else 0 for c in card)
        self.is_unique = bytes(
            0 if Trait.NON_UNIQUE in a.traits else u for u, a in zip(self.is_unique, abil, strict=True)
        )

    def _minion_stats(
        self, card: list[Card], effects: list[Effect | None], abil: list[CryptAbilities],
        crypt_of: Callable[[Card], CryptEffect | None] | None,
    ) -> tuple[list[int], list[int]]:
        """Each minion's bleed and strength (``base_bleed``, ``base_strength``), the Embrace's
        vampires; returns the stealth and intercept (set by :meth:`_play_columns`)."""
        # minion statistics: vampires 1 bleed and 1 strength plus simple text bonuses (rules
        # 6.1.1, 6.4.5); allies those printed on the card
        bleed, strength, stealth, intercept = [], [], [], []
        for c, e, a in zip(card, effects, abil, strict=True):
            if c.is_crypt:
                if crypt_of is not None:
                    b, s, st, it = a.bleed, a.strength, a.stealth, a.intercept
                else:
                    b, s, st, it = crypt_bonuses(c)
                bleed.append(1 + b)
                strength.append(1 + s)
                stealth.append(st)
                intercept.append(it)
            elif e is not None and e.mode == Mode.ALLY:
                bleed.append(e.bleed + a.bleed)
                strength.append(e.strength + a.strength)
                stealth.append(a.stealth)
                intercept.append(a.intercept)
            else:
                bleed.append(0)
                strength.append(0)
                stealth.append(0)
                intercept.append(0)
        # The Embrace: an action card that becomes an N-capacity vampire in play (rules 6.1.6), one
        # bleed and one strength, no Discipline, clan, sect nor title the rules read
        # (Call the Great Beast is an action card until its ritual counters make it a vampire:
        # placed._beast gives it its rows then: SETUP.placed_ritual)
        embrace = {
            k: p.n for k, e in enumerate(effects) if e is not None and e.mode == Mode.ACTION
            and not SETUP.placed_ritual(e.card_id)
            for o in e.options for p in o.prims if p.op is Op.EMBRACE and p.n > 0
        }
        if embrace:
            self.is_vampire = bytes(1 if v or k in embrace else 0 for k, v in enumerate(self.is_crypt))
            self.capacity = tuple(embrace.get(k, c) for k, c in enumerate(self.capacity))
            for k in embrace:
                bleed[k] = strength[k] = 1
            # "with basic Chimerstry" (Tumnimos): the Discipline it is printed with
            born = {k: sum(1 << (p.arg - 1) for o in cast(Effect, effects[k]).options for p in o.prims
                           if p.op is Op.DISCIPLINE and p.arg > 0) for k in embrace}
            if any(born.values()):
                self.disc_any = tuple(d | born.get(k, 0) for k, d in enumerate(self.disc_any))
            # Web of Knives Recruit: "a 3-capacity (non-unique) Independent Assamite ... who is
            # Blood cursed" (placed.Spec.clan: SETUP.placed_clan)
            for k in embrace:
                born_clan = SETUP.placed_clan(card[k].id)
                if born_clan:
                    self.clan = tuple(born_clan if j == k else c for j, c in enumerate(self.clan))
                    self.sect = tuple("Independent" if j == k else c for j, c in enumerate(self.sect))
                    self.clan_index = bytes(clan_code(born_clan) if j == k else c
                                            for j, c in enumerate(self.clan_index))
                    self.is_unique = bytes(0 if j == k else u for j, u in enumerate(self.is_unique))
                    self.blood_cursed = bytes(1 if j == k else b for j, b in enumerate(self.blood_cursed))
                    # the requirements an untitled, unmerged, blood-cursed Independent vampire meets
                    bits = 0
                    for r in (Req.UNMERGED, Req.INDEPENDENT, Req.ANARCH_OR_INDEPENDENT, Req.NON_ANARCH,
                              Req.NON_CAMARILLA, Req.NON_RED_LIST, Req.NON_STERILE, Req.NON_TITLED,
                              Req.NON_CAITIFF):
                        bits |= 1 << int(r)
                    self.req_bits = tuple(bits if j == k else b for j, b in enumerate(self.req_bits))
        self.base_bleed = tuple(bleed)
        self.base_strength = tuple(strength)
        return stealth, intercept

    def _play_columns(
        self, card: list[Card], effects: list[Effect | None], abil: list[CryptAbilities],
        stealth: list[int], intercept: list[int],
    ) -> None:
        """What the cards do in play: on the actor, cannot play, bonuses, the family tables
        (wakers, placed, borrow, imbued), the reactions and modifiers the rules play, master
        shapes and plain votes (``on_actor`` to ``imbued``)."""
        #: action cards put on the acting minion (Abbot), and the intercept cards on a minion give
        #: it only during actions directed at its controller
        self.on_actor = bytes(
            1 if e is not None and e.mode == Mode.ACTION and any(o.has(Op.ON_ACTOR) for o in e.options) else 0
            for e in effects
        )
        #: action cards put on a minion that then cannot play a card: its VEKN id (0: none)
        self.cannot_play = tuple(
            next((p.arg for p in e.options[0].prims if p.op == Op.CANNOT_PLAY), 0) if e is not None and e.options
            else 0 for e in effects
        )
        self.any_cannot_play = any(self.cannot_play)
        self.directed_bonus = bytes(_directed_intercept(e) for e in effects)
        #: equipment burned to prevent the damage of one strike (Leather Jacket: "burn ... to prevent
        #: all the damage from the opposing minion's strike"), the amount (99: all)
        self.burn_prevent = bytes(_burn_prevent(e) for e in effects)
        #: "a minion can have only one <this card>"
        self.one_each = bytes(1 if "have only one" in (c.text or "").lower() else 0 for c in card)
        #: library cards only an Anarch may play ("requires an Anarch": an option's REQUIRES Req.ANARCH),
        #: the reason to take the "become Anarch" action (rules 10.5; its value: ops.anarch_wanted)
        self.needs_anarch = bytes(
            1 if e is not None and not c.is_crypt and e.options and all(
                any(p.op is Op.REQUIRES and p.arg == Req.ANARCH for p in o.prims) for o in e.options) else 0
            for c, e in zip(card, effects))
        self.any_needs_anarch = any(self.needs_anarch)
        #: how many of them each deck holds (by seat)
        self.anarch_cards = tuple(sum(self.needs_anarch[i] for i in lib) for lib in self.library0)
        #: action cards put in play letting a locked minion attempt to block (Eternal Vigilance)
        self.waker = SETUP.waker_table(c.id for c in card)
        self.any_waker = any(self.waker)
        #: master cards in play gaining a counter each time they lock (Dreams of the Sphinx)
        self.lock_counter = SETUP.lock_counter_table(c.id for c in card)
        self.any_lock_counter = any(self.lock_counter)
        #: action cards put in play whose effect applies from there (Aranthebes, The Immortal)
        self.placed = SETUP.placed_table(c.id for c in card)
        self.any_placed = any(self.placed)
        #: action cards put on another Methuselah's vampire to take control of it (Temptation)
        self.borrow = SETUP.borrow_table(c.id for c in card)
        self.any_borrow = any(self.borrow)
        #: cards on a minion giving no bonus at all times (attached_amount skips them)
        self.not_static = bytes(1 if d or b or w else 0 for d, b, w in zip(
            self.directed_bonus, self.burn_prevent, self.waker, strict=True))
        #: equipment burning 1 blood for intercept during an action is in some deck (Bowl of Convergence)
        self.any_blood_intercept = any(
            e is not None and e.mode == Mode.EQUIPMENT and any(
                [p.op for p in o.prims] == [Op.PAY_BLOOD, Op.INTERCEPT] for o in e.options[1:])
            for e in effects
        )
        self.base_stealth = tuple(stealth)
        self.base_intercept = tuple(intercept)
        self.title_key = tuple(title_key(c) if c.is_crypt else None for c in card)

        def flag(kinds: bytes, ops: frozenset[Op]) -> bytes:
            seen: dict[int, int] = {}  # by effect: the copies of a card share one
            out = bytearray(len(effects))
            for k, e in enumerate(effects):
                if kinds[k] and e is not None:
                    got = seen.get(id(e))
                    if got is None:
                        got = seen[id(e)] = int(any(p.op in ops for o in e.options for p in o.prims))
                    out[k] = got
            return bytes(out)

        #: reactions letting a locked minion block or react ("wakes", rules 6.2.2), giving
        #: intercept, redirecting a bleed; modifiers adding stealth or ending a blocked action;
        #: cards adding votes; combat cards the engine plays; prevention cards
        self.wake_card = flag(self.is_reaction, frozenset({Op.WAKE}))
        self.intercept_card = flag(self.is_reaction, frozenset({Op.INTERCEPT}))
        self.redirect_card = flag(self.is_reaction, frozenset({Op.REDIRECT_BLEED}))
        self.stealth_mod = flag(self.is_modifier, frozenset({Op.STEALTH, Op.MINUS_INTERCEPT, Op.UNBLOCKABLE,
                                                             Op.CANNOT_BLOCK, Op.BLOCK_FAILS}))
        self.blocked_mod = flag(
            self.is_modifier, frozenset({Op.WAKE, Op.__members__.get("END_ACTION", Op.WAKE), Op.BLOCK_FAILS})
        )
        both = bytes(a | b for a, b in zip(self.is_modifier, self.is_reaction, strict=True))
        self.vote_card = flag(both, frozenset({Op.VOTES}))
        self.combat_card = flag(self.is_combat, COMBAT_OPS | {
            Op.AGGRAVATED, Op.EXTRA_COMBAT, Op.TORPOR, Op.BURN_CARD, Op.STRIKE_DAMAGE,
            Op.DIABLERIE, Op.PUT_IN_PLAY, Op.RANGE, Op.DAMAGE, Op.COST_INCREASE, Op.CANNOT, Op.CANCEL,
            Op.COST_REDUCTION, Op.STEAL_CARD, Op.HAND_SIZE, Op.OPEN_HAND, Op.GAIN_BLOOD})
        #: a combat card cancelling strike cards as they are played is in some deck (the CANCEL
        #: stage is looked for only then)
        self.any_strike_cancel = any(
            self.combat_card[k] and any(p.op == Op.CANCEL and p.arg == Thing.STRIKE_CARD
                                        for o in e.options for p in o.prims)  # type: ignore[union-attr]
            for k, e in enumerate(effects))
        #: combat frenzy cards played on the opposing vampire (Terror Frenzy), and whether a card
        #: cancelling them as a reflex is in some deck (Invoking the Beast [abo])
        self.frenzy_on_opposing = bytes(
            1 if self.combat_card[k] and (c.text or "").startswith("Frenzy.") and any(
                SETUP.combat_frenzy(o) for o in e.options) else 0  # type: ignore[union-attr]
            for k, (c, e) in enumerate(zip(card, effects, strict=True)))
        self.any_frenzy_reflex = any(self.frenzy_on_opposing) and any(
            (self.combat_card[k] or c.id in SETUP.reflex_reactions) and any(SETUP.frenzy_cancel(o) for o in e.options)  # type: ignore[union-attr]
            for k, (c, e) in enumerate(zip(card, effects, strict=True)))
        #: political action cards the engine can call a referendum with (politics.SPECS)
        self.political_spec = bytes(
            1 if self.is_political[k] and c.id in SETUP.political_cards else 0 for k, c in enumerate(card)
        )
        #: vampires whose own text calls a referendum as a political action (politics.VAMPIRE_CALLS)
        self.vampire_call = bytes(1 if c.is_crypt and c.id in SETUP.vampire_calls else 0 for c in card)
        self.any_vampire_call = any(self.vampire_call)
        #: First Tradition: The Masquerade can be put in play (each unlock phase burns 2 pool)
        self.any_first_tradition = any(c.id == SETUP.first_tradition for c in card)
        self.prevent_card = flag(self.is_combat, frozenset({Op.PREVENT}))
        #: master cards the rules play by the shape of their effect (masters.shape), else None
        self.master_shape = tuple(
            SETUP.master_shape(e, c.text or "") if e is not None else None
            for k, (c, e) in enumerate(zip(card, effects, strict=True))
        )
        self.master_kinds = frozenset(sh[0] for sh in self.master_shape if sh is not None)
        #: the vampires whose votes no text changes (rules.votes_of returns their printed or
        #: title votes at once): none of their own vote texts (Gerald, Legacy of Pander's
        #: Pander, Anastasz, Xeper), and no master card of the table changing votes
        self.plain_votes = bytes(self.n) if not self.master_kinds.isdisjoint(SETUP.master_vote_kinds) else bytes(
            0 if tv or jf or iv or clan == "Pander" else 1
            for tv, jf, iv, clan in zip(self.titled_votes, self.justicar_fewer, self.infernal_votes, self.clan,
                                        strict=True))
        if SETUP.master_guardian in self.master_kinds:
            # Guardian Angel's intercept is only during bleeds directed at you: not a static amount
            self.not_static = bytes(1 if ns or (sh is not None and sh[0] == SETUP.master_guardian) else 0
                                    for ns, sh in zip(self.not_static, self.master_shape, strict=True))
        #: the Imbued's conviction and power cards (appendix "Reglas para imbuidos"), None
        #: without an imbued; the cards put on an imbued give nothing static (used by locking
        #: or burning them: imbued.py)
        self.imbued = SETUP.imbued_tables(self.card, abil)
        if self.imbued is not None:
            self.not_static = bytes(1 if ns or c else 0 for ns, c in zip(self.not_static, self.imbued.cls, strict=True))

    def name(self, i: int) -> str:
        return self.card[i].display_name

    def reseated(self, order: Sequence[int]) -> GameSetup:
        """The tables of the same decks seated in ``order`` (``order[seat]`` is an index into
        ``self.decks``), equal to ``GameSetup([self.decks[d] for d in order], self.registry)``
        but built by moving this setup's per-card columns to the new card numbers instead of
        reading every card again (a simulation cycling through all seatings builds one per
        seating). Columns holding card numbers or seats are renumbered; of the memo, only the
        entries keyed by names alone (facts of the whole table) are kept."""
        n_decks = len(self.decks)
        if sorted(order) != list(range(n_decks)):
            raise SimulationError(
                f"seating {list(order)!r} is not an order of the {n_decks} decks: give each deck index once"
            )
        n = self.n
        # the old card numbers in the new order are runs of consecutive numbers (each deck's
        # crypt and library are numbered in a row): (first, end) of each run, built from the
        # decks' ranges, a deck of numbers out of row taking one run per card
        runs: list[tuple[int, int]] = []
        for d in order:
            for blk in (self.crypt0[d], self.library0[d]):
                if not blk:
                    continue
                a = blk[0]
                parts = [(a, a + len(blk))] if blk == tuple(range(a, a + len(blk))) else [(o, o + 1) for o in blk]
                for a, b in parts:
                    if runs and runs[-1][1] == a:
                        runs[-1] = (runs[-1][0], b)
                    else:
                        runs.append((a, b))
        new_of = [0] * n  # this setup's card number -> the new one
        k = 0
        for a, b in runs:
            new_of[a:b] = range(k, k + b - a)
            k += b - a
        seat_of = [0] * n_decks
        for seat, d in enumerate(order):
            seat_of[d] = seat

        def moved(col: Any) -> Any:
            """A column's values in the new card order, joined from the runs' slices (a tuple or bytes
            for a tuple or bytes, else a tuple)."""
            if type(col) is tuple:
                out: tuple[Any, ...] = ()
                for a, b in runs:
                    out += col[a:b]
                return out
            if type(col) is bytes:
                return b"".join([col[a:b] for a, b in runs])
            return tuple(col[o] for a, b in runs for o in range(a, b))
        zeros = bytes(n)  # a column of zeros is the same in any card order: kept as it is
        new = object.__new__(GameSetup)
        for name, col in zip(GameSetup.__slots__, _SETUP_COLUMNS(self), strict=True):
            cls = col.__class__
            if cls is bytes:
                if len(col) == n and col != zeros:
                    col = b"".join([col[a:b] for a, b in runs])
            elif cls is tuple:
                if len(col) == n:
                    out = ()
                    for a, b in runs:
                        out += col[a:b]
                    col = out
            elif isinstance(col, (tuple, bytes)) and len(col) == n:
                col = bytes(moved(col)) if isinstance(col, bytes) else moved(col)
            setattr(new, name, col)
        new.decks = tuple(self.decks[d] for d in order)
        if self.imbued is not None:
            new.imbued = self.imbued.moved(moved)  # its per-card columns, in the new card order
        new.owner = tuple(map(seat_of.__getitem__, new.owner))
        renumber = new_of.__getitem__
        new.crypt0 = tuple(tuple(map(renumber, self.crypt0[d])) for d in order)
        new.library0 = tuple(tuple(map(renumber, self.library0[d])) for d in order)
        # unique keys numbered by first appearance, as __init__ does
        first = {key: k for k, key in enumerate(dict.fromkeys(new.unique_key))}
        new.unique_key = tuple(map(first.__getitem__, new.unique_key))
        new.is_vampire = new.is_crypt
        # memo entries keyed by names only are facts of the whole table (per-card flags, or one
        # value): the flags move with the cards; the facts of one card (_MOVED_MEMO) move to its
        # new number; other entries keyed by card or seat numbers start again
        # (one pass over the entries: the new keys are distinct whatever the order, and the memo
        # is read by key only)
        new.memo = memo = {}
        moved_tags = _MOVED_TAGS
        moved_memo = _MOVED_MEMO
        is_str = str.__instancecheck__
        for key, value in self.memo.items():
            head = key[0]
            if head.__class__ is int:
                if len(key) == 3:
                    tag = key[2]
                    if tag in moved_tags:  # most entries: (card number, card id, tag), see _MOVED_MEMO
                        memo[(new_of[head], key[1], tag)] = value
                    elif tag == _SPECIAL_TAG:
                        memo[key] = value
                continue
            at = moved_memo.get(head)
            if at == 1:
                memo[(head, new_of[key[1]]) + key[2:]] = value
            elif at is not None:
                memo[(*key[:at], new_of[key[at]], *key[at + 1:])] = value
            elif head in _KEPT_MEMO:
                memo[key] = value
            elif all(map(is_str, key)):  # every part a str (isinstance), without a generator's frame
                if isinstance(value, bytes) and len(value) == n:
                    value = bytes(moved(value))
                elif isinstance(value, tuple) and len(value) == n:
                    value = moved(value)
                memo[key] = value
        return new

    def __repr__(self) -> str:
        return f"GameSetup({len(self.decks)} decks, {self.n} cards)"


class MemoTag(enum.IntEnum):
    """The tag last in a ``GameSetup.memo`` key of three ints: what the entry holds. The keys are
    built with the plain int values (``GameSetup.reseated`` tells them by ``type(...) is int``)."""

    BEST_OPTION = 1000  # + Op: (minion, card id, tag): ops.best_option of that Op
    CARD_ROLES = 2000  # (minion, card id, tag): combat.card_roles
    SPECIAL = 2001  # (card id, option, tag): combat.special_of, no card number
    BLOOD_COST = 3000  # (minion, card id, tag): rules.blood_cost
    ACTION_OPTIONS = 4000  # (minion, card id, tag): rules._action_options
    STEALTH_KNOWN = 6000  # + option: (minion, card id, tag): rules.STEALTH_KNOWN_TAG


#: memo entries (GameSetup.memo) holding a fact of one card read from its own columns and card
#: ids only, which a reseated setup keeps under the card's new number: by the name first in the
#: key, the position of the card number in it; by the :class:`MemoTag` last in a key of three
#: numbers (all but SPECIAL), the card number first. Keys without a card number (MemoTag.SPECIAL,
#: summaries, vote allocations by seat) are kept as they are.
#: (TablePolicy._discard_dead's table of a vampire, card id -> playable, moves as it is: the
#: reseated setup shares it, and both fill it with the same facts)
_MOVED_MEMO = {"stealth_card": 1, "intercept_card": 1, "card_stats": 1, "usable_of": 1}
_KEPT_MEMO = frozenset({"summary", "alloc", "alloc_matrix", "parity_matrix"})
#: every attribute of a GameSetup, in the order of its slots (read at once by GameSetup.reseated)
_SETUP_COLUMNS = operator.attrgetter(*GameSetup.__slots__)
#: the tags of the entries keyed (card number, card id, tag) moved to the card's new number
_MOVED_TAGS = frozenset({
    int(MemoTag.CARD_ROLES), int(MemoTag.BLOOD_COST), int(MemoTag.ACTION_OPTIONS),
    *range(MemoTag.BEST_OPTION, MemoTag.CARD_ROLES), *range(MemoTag.STEALTH_KNOWN, MemoTag.STEALTH_KNOWN + 100),
})
_SPECIAL_TAG = int(MemoTag.SPECIAL)  # (kept as it is by a reseated setup)


def moved_memo_key(key: tuple, new_of: list[int]) -> tuple | None:
    """``key`` of a memo entry keyed by numbers renumbered by ``new_of`` (old card number ->
    new), or None for an entry that starts again in the reseated setup (see
    :data:`_MOVED_MEMO`; :meth:`GameSetup.reseated` does the same inline)."""
    head = key[0]
    if isinstance(head, str):
        at = _MOVED_MEMO.get(head)
        if at is not None:
            return (*key[:at], new_of[key[at]], *key[at + 1:])
        return key if head in _KEPT_MEMO else None
    if len(key) == 3 and type(head) is int and type(key[1]) is int and type(key[2]) is int:
        tag = key[2]
        if tag == _SPECIAL_TAG:
            return key
        if tag in _MOVED_TAGS:
            return (new_of[head], key[1], tag)
    return None
