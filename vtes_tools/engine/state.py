"""The game state: the mutable :class:`GameState` over shared frozen tables (:class:`GameSetup`,
built in :mod:`.setup` from the texts :mod:`.crypt_read` reads).

Every physical card of a game is an *instance*: an int index into the per-game tables of
:class:`GameSetup` (its Card, owner, effect, capacity, discipline bit masks...). The tables are
built once per set of decks and shared by every game and every clone. The mutable state is a
handful of flat lists of ints: one list of instance ids per zone per Methuselah, and per-instance
arrays for blood (or life, or counters), locked, and what a card is attached to. An action in
progress is a :class:`Pending`, a combat a :class:`Combat`, a referendum a :class:`Referendum`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Self, SupportsIndex

import numpy as np

from .actions import Action
from .card_types import Op
from .crypt_read import (
    CARD_WHO,
    SETUP,
    W_MOLOTOV,
    W_ZIP,
    BurnSpec,
    CryptAbilities,
    HeldStealth,
    ImbuedColumns,
    MasterShape,
    SetupReaders,
    card_weapon,
    conditional_of,
    crypt_bonuses,
    ends_combat,
    equip_bleed,
    flash_strike,
    master_blood,
    read_ally,
    read_crypt,
    sets_long_range,
    title_key,
    unlock_employer_option,
)
from .enums import Phase, PutBack, Stage, Stat
from .setup import (
    COMBAT_OPS,
    GameSetup,
    MemoTag,
    moved_memo_key,
)


#: ``GameState.recur`` when no card is being moved (see :class:`PutBack`)
NO_RECUR = (-1, 0)
_DISCARD_DOWN = PutBack.DISCARD_DOWN  # (a module name: read by GameState.decider)

#: Number of cards in hand at the start (rules 2.3) and the pool (rules 2.2).
HAND_SIZE = 7
START_POOL = 30
START_UNCONTROLLED = 4
#: Transfers per influence phase (rules 7).
TRANSFERS = 4

CLOSE, LONG = 0, 1


class Methuselah:
    """One player's zones (lists of instance ids; the top of the library is the end) and pool."""

    __slots__ = (
        "index", "library", "hand", "ash", "crypt", "uncontrolled", "ready", "torpor", "removed", "in_play",
        "contested", "pool", "vp", "ousted", "passive", "turns", "hand_size", "owed_unlock", "owed_discard", "owed_action",
        "first_transfers", "bled_total", "bleed_received", "oust_turn", "oot_debt", "next_transfers",
    )

    def __init__(self, index: int) -> None:
        self.index = index
        self.library: list[int] = []
        self.hand: list[int] = []
        self.ash: list[int] = []
        self.crypt: list[int] = []
        self.uncontrolled: list[int] = []
        self.ready: list[int] = []  # vampires and allies in the ready region
        self.torpor: list[int] = []
        self.removed: list[int] = []
        #: non-minion cards in play: locations, master cards, equipment and retainers on minions.
        self.in_play: list[int] = []
        #: contested cards, face down and out of play (rules 4.1)
        self.contested: list[int] = []
        self.pool = START_POOL
        self.vp = 0.0
        self.ousted = False
        #: a passive Methuselah takes no turn, never acts nor blocks and is never ousted (goldfish prey).
        self.passive = False
        self.turns = 0
        self.hand_size = HAND_SIZE
        #: cards played with "do not replace until your next unlock / discard phase"
        self.owed_unlock = 0
        self.owed_discard = 0
        self.owed_action = 0  # cards to replace after the action in progress
        self.first_transfers = TRANSFERS
        #: pool this Methuselah's minions have bled in total, and pool lost to bleeds
        self.bled_total = 0
        self.bleed_received = 0
        #: the table turn in which this Methuselah was ousted (0: still in)
        self.oust_turn = 0
        #: out-of-turn master cards played on account of the next master phase (rules 1.6.2.4)
        self.oot_debt = 0
        #: transfers added at the start of the next influence phase (The Capuchin burned)
        self.next_transfers = 0

    def copy(self) -> Methuselah:
        m = Methuselah.__new__(Methuselah)
        m.index = self.index
        m.library = self.library[:]
        m.hand = self.hand[:]
        m.ash = self.ash[:]
        m.crypt = self.crypt[:]
        m.uncontrolled = self.uncontrolled[:]
        m.ready = self.ready[:]
        m.torpor = self.torpor[:]
        m.removed = self.removed[:]
        m.in_play = self.in_play[:]
        m.contested = self.contested[:]
        m.pool = self.pool
        m.vp = self.vp
        m.ousted = self.ousted
        m.passive = self.passive
        m.turns = self.turns
        m.hand_size = self.hand_size
        m.owed_unlock = self.owed_unlock
        m.owed_discard = self.owed_discard
        m.owed_action = self.owed_action
        m.first_transfers = self.first_transfers
        m.bled_total = self.bled_total
        m.bleed_received = self.bleed_received
        m.oust_turn = self.oust_turn
        m.oot_debt = self.oot_debt
        m.next_transfers = self.next_transfers
        return m

    def zones(self) -> dict[str, list[int]]:
        return {
            "library": self.library, "hand": self.hand, "ash": self.ash, "crypt": self.crypt,
            "uncontrolled": self.uncontrolled, "ready": self.ready, "torpor": self.torpor,
            "removed": self.removed, "in_play": self.in_play, "contested": self.contested,
        }


#: read by each Pending made (an enum member read from its class costs ~0.3 us)
_AFTER_BLOCKS = Stage.AFTER_BLOCKS


class Pending:
    """An action in progress (rules 6.2): who acts, with what, and what it will do.

    ``target`` is a card instance (a minion for enter combat, rescue, diablerie; a vampire in
    the uncontrolled region for Govern the Unaligned) and ``target_p`` the Methuselah a directed
    action or a bleed is aimed at (-1 for undirected actions). ``block_order`` lists the
    Methuselahs who may still block, the one deciding first; ``blocker`` is the minion whose
    block attempt is in progress.
    """

    __slots__ = ("kind", "actor", "card", "option", "target", "stage", "bleed", "stealth", "modifiers",
                 "limited", "succeeded", "target_p", "directed", "block_order", "blocker", "intercept",
                 "tried", "played", "decider", "blocked", "ended", "cancel_order", "votes_bonus", "flags", "slave",
                 "after_agg", "react", "margin")

    def __init__(self, kind: int, actor: int, card: int, option: int, target: int) -> None:
        self.kind = kind
        self.actor = actor
        self.card = card
        self.option = option
        self.target = target
        self.stage = _AFTER_BLOCKS
        self.bleed = 0
        self.stealth = 0
        self.modifiers: list[int] = []  # card ids of modifiers played (one copy each, rules 1.6.3.2)
        self.limited = False  # a limited +bleed modifier was played (V5 rulebook, bleed)
        self.succeeded = False
        self.target_p = -1
        self.directed = False
        self.block_order: list[int] = []
        self.blocker = -1
        self.intercept = 0
        self.tried: list[int] = []  # minions that attempted to block (once each per action)
        self.played: list[tuple[int, int]] = []  # (minion, card id) reactions played this action
        self.decider = -1
        self.blocked = False
        self.ended = False  # the action ended without success nor block (Change of Target...)
        self.cancel_order: list[int] = []
        self.votes_bonus = 0  # votes from the acting minion's modifiers (rules 6.3.3)
        self.flags = 0  # NO_VAMPIRE_BLOCK...
        self.slave = -1  # a slave taking the blocked acting vampire's place in combat (rules 11)
        self.after_agg = 0  # unpreventable aggravated damage to the actor after resolution (Daring the Dawn)
        #: the intercept reaction just played, while it may be cancelled "as it is played": (card,
        #: minion, option, intercept it gave, blood paid, pool paid, flags before it)
        self.react: tuple[int, int, int, int, int, int, int] | None = None
        self.margin = 0  # votes by which this political action's referendum passed (Voter Captivation)

    def copy(self) -> Pending:
        p = Pending(self.kind, self.actor, self.card, self.option, self.target)
        p.stage = self.stage
        p.bleed = self.bleed
        p.stealth = self.stealth
        p.modifiers = self.modifiers[:]
        p.limited = self.limited
        p.succeeded = self.succeeded
        p.target_p = self.target_p
        p.directed = self.directed
        p.block_order = self.block_order[:]
        p.blocker = self.blocker
        p.intercept = self.intercept
        p.tried = self.tried[:]
        p.played = self.played[:]
        p.decider = self.decider
        p.blocked = self.blocked
        p.ended = self.ended
        p.cancel_order = self.cancel_order[:]
        p.votes_bonus = self.votes_bonus
        p.flags = self.flags
        p.slave = self.slave
        p.after_agg = self.after_agg
        p.react = self.react
        p.margin = self.margin
        return p


class CombatStage(enum.IntEnum):
    """Steps of a round of combat (rules 6.4.1)."""

    RANGE = 0  # maneuvers (rules 6.4.2)
    STRIKE = 1  # choose strikes, first the acting minion (rules 6.4.3)
    PREVENT = 2  # the damaged minion may play prevention cards (rules 6.4.6)
    ADDITIONAL = 3  # cards giving additional strikes, after the first pair (rules 6.4.3)
    PRESS = 4  # presses to continue or to end (rules 6.4.4)
    INSTEAD = 5  # a vampire should go to torpor: the opposing one may burn or diablerize it instead
    FALLEN = 6  # one combatant is no longer ready: the other may play a card before combat ends
    CANCEL = 7  # a strike card is played: the opposing minion may cancel it


_CS_RANGE = CombatStage.RANGE  # (a module name: read at every combat's start)


class Doom(enum.IntEnum):
    """``Combat.doom``: what befalls a side's minion once the pair's damage is applied (rules 6.4.3)."""

    NONE = 0
    TORPOR = 1  # "send the opposing vampire to torpor"
    BURN = 2  # "burn the opposing ally"
    TORPOR_NO_UNLOCK = 3  # to torpor, and it does not unlock as normal in its next unlock phase
    #: the vampire's blood was stolen down to 0 while it bears a card that burns it then (Anathema,
    #: :data:`.ops.COMBAT_HOOKS`)
    BURNED_AT_ZERO = 4


class BeforeRange(enum.IntFlag):
    """``Combat.before_used`` bits: the cards played before range this round limited to one each round
    (and one played at the end of the round: ROUND_GAIN)."""

    HOURGLASS = 1  # Outside the Hourglass [TEM]
    PACK_ALPHA = 2  # "a vampire can play only one Pack Alpha each round"
    CANCELLED = 4  # a strike card cancelled as it was played
    HIGH_GROUND = 8  # "only one High Ground each round"
    ROUND_GAIN = 16  # "a vampire can play only one Taste of Vitae each round"


class Combat:
    """A combat between two ready minions (rules 6.4). Side 0 is the acting minion, who chooses
    first in each step. Per side: the minion, its controller, the strike chosen this pair (a
    tuple, see combat.py), additional strikes left, damage prevention available, and more."""

    __slots__ = ("m", "p", "round", "range", "stage", "decider", "last", "flips", "strike", "extra", "add_used",
                 "damage", "agg", "prevented", "gun_maneuver", "auto_prevent", "strength", "hand_only",
                 "lost", "ended", "pressed", "pair", "own_maneuver", "own_press", "agg_hand", "free_maneuver",
                 "free_press", "press_continue", "ending", "round_prevent", "fixed", "own_dodge", "after", "doom",
                 "free_ends", "all_agg", "disc_damage", "held", "end_after", "free_either", "instead",
                 "before_used", "pre_range", "cost_up", "terror", "own_agg", "cancel", "cost_down",
                 "no_strike_cards", "round_damage", "crows", "placed", "zip_hurt", "ammo", "weather", "close_next",
                 "hand_up", "crypt_hand", "open_hand", "beast", "combat_strength", "combat_agg", "pursuit",
                 "extra_hand", "round1_maneuver", "round1_press", "no_ends1", "equip_dodged", "held_maneuver")

    def __init__(self, a: int, pa: int, b: int, pb: int) -> None:
        self.m = [a, b]
        self.p = [pa, pb]
        self.round = 1
        self.range = CLOSE
        self.stage = _CS_RANGE
        self.decider = 0  # side whose turn it is to choose
        self.last = -1  # side who played the last maneuver / press (no two in a row)
        self.flips = 0  # maneuvers or presses played in this step
        self.strike: list[tuple | None] = [None, None]
        self.extra = [0, 0]
        self.add_used = [False, False]
        self.damage = [0, 0]  # damage (normal) to each side awaiting prevention
        self.agg = [0, 0]
        self.prevented = [0, 0]
        self.gun_maneuver = [False, False]  # weapon maneuvers used this combat ("each combat")
        self.auto_prevent = [0, 0]  # prevention left from cards in play, once each combat
        self.strength = [0, 0]  # strength added this round
        self.hand_only = False  # only hand strikes this round (Immortal Grapple)
        self.close_next = False  # the next round of this combat is at close range, no range step
        self.lost = [0, 0]  # blood lost to damage this round
        self.ended = False
        self.pressed = False
        self.pair = 0  # strike pairs resolved this round
        self.own_maneuver = [False, False]  # the minion's own maneuver / press used this combat
        self.own_press = [False, False]
        self.agg_hand = [0, 0]  # the minion's hand strikes inflict aggravated damage this round
        self.free_maneuver = [0, 0]  # optional maneuvers granted for this combat (Spirit's Touch)
        self.free_press = [0, 0]  # optional presses granted for this combat (Harass)
        #: of those, granted "during the first round" only, still unused (Dive Bomb)
        self.round1_maneuver = [0, 0]
        self.round1_press = [0, 0]
        #: the opposing minion cannot strike: combat ends during the first round (Hunter's Mark [CEL THA])
        self.no_ends1 = False
        self.press_continue = False  # the acting minion's granted press only continues combat
        self.ending = False  # presses done, combat about to end: another round or combat may follow
        self.round_prevent = [0, 0]  # damage prevention left this round only (Precognition)
        self.fixed = -1  # the weapon the blocker's initial strike of the first round is made with
        self.own_dodge = [False, False]  # the minion's own "once each combat, strike: dodge" used
        self.after: list[tuple | None] = [None, None]  # what the strike card of this pair does beside it
        self.doom = [0, 0]  # Doom: struck to torpor, burned... after the pair's damage
        self.free_ends = False  # the acting minion can strike: combat ends in the first round (Shroud of Absence)
        self.all_agg = False  # all damage inflicted on vampires is aggravated (Domain of Evernight [tem])
        #: per side, (Discipline bit, +damage) for its damaging strikes requiring that Discipline
        #: for the rest of the combat (Increased Strength)
        self.disc_damage: list[tuple] = [(), ()]
        #: (side, strike, what its card does beside it) awaiting a first strike's resolution (rules 6.4.5)
        self.held: tuple | None = None
        self.end_after = False  # combat ends once this pair's strikes resolve (Anesthetic Touch [obe])
        self.own_agg = [False, False]  # the minion's own aggravated hand strikes used this combat (Lambach)
        #: per side, its granted maneuver and press are one "optional maneuver or press" (Mind Tricks [DEM])
        self.free_either = [False, False]
        #: the side of the vampire that should go to torpor while the other side may play a card
        #: instead (Decapitate, Amaranth): the INSTEAD stage
        self.instead: int | None = None
        #: per side, BeforeRange bits of the cards played before range this round that are limited
        #: to one each round (Outside the Hourglass [TEM], Pack Alpha, a strike card cancelled, High Ground)
        self.before_used = [0, 0]
        self.pre_range = False  # the damage being prevented was inflicted before range: range follows
        self.cost_up = [0, 0]  # combat cards cost this side's vampire more blood this combat (Terror Frenzy [ANI])
        #: this side cannot maneuver to close range, press to continue or use equipment this combat
        self.terror = [False, False]
        self.cancel: Action | None = None  # the strike action a card may cancel as it is played (CANCEL stage)
        #: blood less the next combat cards played by this side cost, this combat (Inner Essence);
        #: -1 once it was played and used
        self.cost_down = [0, 0]
        self.no_strike_cards = [False, False]  # this side cannot play strike cards this combat
        self.round_damage = [0, 0]  # damage this side takes at the first round's strike resolution
        self.crows = [0, 0]  # damage this side takes at each round's strike resolution this combat (Carrion Crows)
        #: (card, round) of combat cards put on a combatant as weapons burned as combat ends (Molotov Cocktail)
        self.placed: tuple[tuple[int, int], ...] = ()
        self.zip_hurt = [False, False]  # the bearer took the damage of striking with Zip Gun this combat
        #: per side, (gun, +aggravated damage of its strikes) of an ammo card played on it, else None
        self.ammo: list[tuple[int, int] | None] = [None, None]
        #: (damage, + each later round) both combatants and their retainers take before range
        #: each round this combat (Weather Control), else None
        self.weather: tuple[int, int] | None = None
        self.hand_up = [0, 0]  # hand size this side's Methuselah gets for this combat (Aura Reading [AUS])
        self.crypt_hand = [0, 0]  # hand size this side's Methuselah gets from its vampire's text (Henri Lavenant)
        self.open_hand = [False, False]  # this side's Methuselah plays with an open hand this combat ([aus])
        self.beast = [0, 0]  # bits of the Abombwe cards this side played this combat (1 strength, 2 aggravated)
        self.combat_strength = [0, 0]  # strength for the remainder of combat (Invoking the Beast)
        self.combat_agg = [0, 0]  # hand damage aggravated for the remainder of combat (Devil-Channel: Hands)
        self.pursuit = [False, False]  # this side's replacements draw one more this combat (Infernal Pursuit [CEL])
        self.extra_hand = [False, False]  # this side's additional strikes this round are hand strikes only
        self.equip_dodged = [False, False]  # this side's equipment's "once each combat, strike: dodge" used
        self.held_maneuver = [False, False]  # this side's retainer's "optional maneuver each combat" used

    def copy(self) -> Combat:
        c = Combat.__new__(Combat)
        for k in Combat.__slots__:
            v = getattr(self, k)
            setattr(c, k, v[:] if isinstance(v, list) else v)
        return c


class Referendum:
    """A referendum (rules 6.3.2): the terms chosen, then each Methuselah in turn order from the
    caller casts its votes; ``extra`` holds the votes each got from cards played while polling."""

    __slots__ = ("card", "caller", "actor", "terms", "term", "order", "k", "votes_for", "votes_against", "extra",
                 "decider", "passed", "blood_hunt", "choosing", "used_pol", "vextra", "abstain", "j", "cast", "tally")

    def __init__(self, card: int, caller: int, actor: int) -> None:
        self.card = card  # political action card instance; -1 for a blood hunt
        self.caller = caller
        self.actor = actor
        self.terms: list[tuple[int, ...]] = []
        self.term: tuple[int, ...] = ()
        self.order: list[int] = []
        self.k = 0
        self.votes_for = 0
        self.votes_against = 0
        self.extra: dict[int, int] = {}
        self.decider = caller
        self.passed = False
        self.blood_hunt = -1  # the diablerist of a blood hunt referendum (rules 6.5.6)
        self.choosing = True  # terms not chosen yet
        #: Methuselahs who burned a political action card for a vote, and (vampire, card id) of
        #: the cards played while polling (one each per vampire)
        self.used_pol: list[int | tuple[int, int]] = []
        self.vextra: dict[int, int] = {}  # votes each vampire got from cards and texts while polling
        self.abstain: set[int] = set()  # vampires forced to abstain (Arishat)
        self.j = -1  # the round of cards played before (0..n-1) and after (n..2n-1) the votes; -1: none
        self.cast: dict[int, tuple[int, int]] = {}  # vampire -> (Side, votes) it cast
        self.tally: list[tuple[int, int]] = []  # (card id, Methuselah): cards acting when results are tallied

    def copy(self) -> Referendum:
        r = Referendum(self.card, self.caller, self.actor)
        r.terms = self.terms
        r.term = self.term
        r.order = self.order[:]
        r.k = self.k
        r.votes_for = self.votes_for
        r.votes_against = self.votes_against
        r.extra = dict(self.extra)
        r.decider = self.decider
        r.passed = self.passed
        r.blood_hunt = self.blood_hunt
        r.choosing = self.choosing
        r.used_pol = self.used_pol[:]
        r.vextra = dict(self.vextra)
        r.abstain = set(self.abstain)
        r.j = self.j
        r.cast = dict(self.cast)
        r.tally = self.tally[:]
        return r


#: Columns of one turn record (``GameState.turn_log`` rows).
TURN_FIELDS = (
    "player", "turn", "pool", "vampires", "capacity_in_play", "uncontrolled", "uncontrolled_blood",
    "transfers_used", "bleed", "bleed_total", "cards_played", "dead_cards_in_hand", "idle_cards_in_hand",
    "allies", "library_left", "edge",
)

#: Columns of one table record (``GameState.table_log`` rows): the state of one Methuselah at
#: the end of a table turn (every Methuselah still in has played one turn).
TABLE_FIELDS = (
    "table_turn", "player", "pool", "minions", "vampires", "bleed_dealt", "bleed_received", "vp", "ousted",
)


def vote_order(s: GameState, p: int) -> list[int]:
    """The Methuselahs still in and not passive, in turn order from ``p``: the order of a referendum's votes."""
    alive = [q for q in s.alive() if not s.players[q].passive]
    k = alive.index(p) if p in alive else 0
    return alive[k:] + alive[:k]


class OnMinions:
    """The cards in play by the minion (or other card) they are attached to: ``by_host[h]`` the
    in-play cards ``j`` with ``GameState.attached[j] == h``, for ``h >= 0`` only (not the cards on
    nothing), in the order of a scan of the Methuselahs' ``in_play`` zones in
    ``GameState.players`` order; ``by_player[p][h]`` those of Methuselah ``p``'s ``in_play``
    only, in its order. Valid while ``by_host`` is not None: every change of ``attached`` or of
    an ``in_play`` zone (:class:`_Tracked`, :class:`_InPlay` lists) that can change it sets it
    to None (an action card on nothing entering or leaving play does not), and :meth:`build`
    redoes it at the next read. The lists are never changed once built (a clone shares them
    until either side changes): readers must not change them."""

    __slots__ = ("by_host", "by_player")

    def __init__(self) -> None:
        self.by_host: dict[int, list[int]] | None = None
        self.by_player: list[dict[int, list[int]]] = []

    def build(self, s: GameState) -> dict[int, list[int]]:
        att = s.attached
        by_host: dict[int, list[int]] = {}
        by_player = []
        for m in s.players:
            mine: dict[int, list[int]] = {}
            for j in m.in_play:
                h = att[j]
                if h < 0:
                    continue
                got = mine.get(h)
                if got is None:
                    mine[h] = [j]
                else:
                    got.append(j)
                got = by_host.get(h)
                if got is None:
                    by_host[h] = [j]
                else:
                    got.append(j)
            by_player.append(mine)
        self.by_player = by_player
        self.by_host = by_host
        return by_host

    def of(self, s: GameState, v: int) -> list[int] | tuple[()]:
        """The cards on minion ``v`` of state ``s``, in the order of the in-play zones (the
        index built first if a change dropped it); readers must not change the list."""
        by_host = self.by_host
        if by_host is None:
            by_host = self.build(s)
        return by_host.get(v, ())

    def of_player(self, s: GameState, p: int, v: int) -> list[int] | tuple[()]:
        """:meth:`of` for the cards of Methuselah ``p``'s in-play zone only."""
        if self.by_host is None:
            self.build(s)
        return self.by_player[p].get(v, ())


class _Tracked(list[int]):
    """A list of the game state whose every change drops its :class:`OnMinions` index
    (``GameState.attached`` and the ``in_play`` zones); reads are those of a list."""

    __slots__ = ("_on",)

    def __init__(self, items: Iterable[int], on: OnMinions) -> None:
        list.__init__(self, items)
        self._on = on

    def __setitem__(self, k: Any, v: Any) -> None:
        if k.__class__ is not int or list.__getitem__(self, k) != v:  # (the same value again changes nothing)
            self._on.by_host = None
        list.__setitem__(self, k, v)

    def __delitem__(self, k: SupportsIndex | slice) -> None:
        self._on.by_host = None
        list.__delitem__(self, k)

    # (like list.__iadd__, any iterable, where __add__ takes a list: typeshed ignores the same)
    def __iadd__(self, other: Iterable[int]) -> Self:  # type: ignore[override, misc]
        self._on.by_host = None
        return list.__iadd__(self, other)

    def __imul__(self, n: SupportsIndex) -> Self:
        self._on.by_host = None
        return list.__imul__(self, n)

    def append(self, x: int) -> None:
        self._on.by_host = None
        list.append(self, x)

    def extend(self, xs: Iterable[int]) -> None:
        self._on.by_host = None
        list.extend(self, xs)

    def insert(self, k: SupportsIndex, x: int) -> None:
        self._on.by_host = None
        list.insert(self, k, x)

    def pop(self, *k: SupportsIndex) -> int:
        self._on.by_host = None
        return list.pop(self, *k)

    def remove(self, x: int) -> None:
        self._on.by_host = None
        list.remove(self, x)

    def clear(self) -> None:
        if self:  # (an empty list cleared changes nothing)
            self._on.by_host = None
        list.clear(self)

    def sort(self, **kw: Any) -> None:
        self._on.by_host = None
        list.sort(self, **kw)

    def reverse(self) -> None:
        self._on.by_host = None
        list.reverse(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Tracked, (list(self), self._on))


class _InPlay(_Tracked):
    """An ``in_play`` zone: a :class:`_Tracked` list whose cards on nothing (``attached`` -1,
    the action cards while their action resolves) come and go without dropping the index,
    which leaves them out."""

    __slots__ = ("_att",)

    def __init__(self, items: Iterable[int], on: OnMinions, att: list[int]) -> None:
        _Tracked.__init__(self, items, on)
        self._att = att

    def append(self, x: int) -> None:
        if self._att[x] >= 0:
            self._on.by_host = None
        list.append(self, x)

    def insert(self, k: SupportsIndex, x: int) -> None:
        if self._att[x] >= 0:
            self._on.by_host = None
        list.insert(self, k, x)

    def remove(self, x: int) -> None:
        if self._att[x] >= 0:
            self._on.by_host = None
        list.remove(self, x)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_InPlay, (list(self), self._on, self._att))


class _Seating(list[int]):
    """The seating of a game (``GameState.seating``, turn order): a list keeping each
    Methuselah's prey and predator (rules 2.1) once asked for, valid until the seating changes
    (every change of the list drops them) or a Methuselah is ousted (``ops.oust_many`` drops
    them); reads are those of a list."""

    __slots__ = ("prey_of", "predator_of")

    def __init__(self, items: Iterable[int] = ()) -> None:
        list.__init__(self, items)
        self.prey_of: dict[int, int] | None = None
        self.predator_of: dict[int, int] | None = None

    def __setitem__(self, k: Any, v: Any) -> None:
        self.prey_of = self.predator_of = None
        list.__setitem__(self, k, v)

    def __delitem__(self, k: SupportsIndex | slice) -> None:
        self.prey_of = self.predator_of = None
        list.__delitem__(self, k)

    # (like list.__iadd__, any iterable, where __add__ takes a list: typeshed ignores the same)
    def __iadd__(self, other: Iterable[int]) -> Self:  # type: ignore[override, misc]
        self.prey_of = self.predator_of = None
        return list.__iadd__(self, other)

    def __imul__(self, n: SupportsIndex) -> Self:
        self.prey_of = self.predator_of = None
        return list.__imul__(self, n)

    def append(self, x: int) -> None:
        self.prey_of = self.predator_of = None
        list.append(self, x)

    def extend(self, xs: Iterable[int]) -> None:
        self.prey_of = self.predator_of = None
        list.extend(self, xs)

    def insert(self, k: SupportsIndex, x: int) -> None:
        self.prey_of = self.predator_of = None
        list.insert(self, k, x)

    def pop(self, *k: SupportsIndex) -> int:
        self.prey_of = self.predator_of = None
        return list.pop(self, *k)

    def remove(self, x: int) -> None:
        self.prey_of = self.predator_of = None
        list.remove(self, x)

    def clear(self) -> None:
        self.prey_of = self.predator_of = None
        list.clear(self)

    def sort(self, **kw: Any) -> None:
        self.prey_of = self.predator_of = None
        list.sort(self, **kw)

    def reverse(self) -> None:
        self.prey_of = self.predator_of = None
        list.reverse(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Seating, (list(self),))


class GameState:
    """The one mutable aggregate of a game. ``clone()`` copies the lists and shares the setup."""

    __slots__ = (
        "setup", "players", "seating", "current", "turn", "phase", "pending", "blood", "locked", "attached", "on_minions",
        "acted", "bled_turn", "used", "edge", "transfers", "transfers_used", "master_actions", "trifle_played",
        "discard_actions", "discarded", "put_back", "put_back_to", "recur", "turn_limit", "terminal", "rng", "turn_bleed", "turn_cards", "turn_log", "record",
        "combat", "referendum", "table_turn", "table_log", "timed_out", "title_votes", "title_contested",
        "once_per_game", "no_unlock", "paired", "on_option", "corruption", "wake", "table_dealt", "table_received",
        "political_acted", "cancel",
        "stats", "cannot_block", "legal", "diablerists", "entered", "level_strength", "__weakref__",
    )

    def __init__(self, setup: GameSetup, rng: np.random.Generator) -> None:
        self.setup = setup
        n = setup.n
        self.players = [Methuselah(p) for p in range(len(setup.decks))]
        self.seating = _Seating(range(len(setup.decks)))  # turn order; prey = next in seating
        self.current = 0
        self.turn = 0  # number of turns begun in the game
        self.phase = Phase.UNLOCK
        self.pending: Pending | None = None
        self.combat: Combat | None = None
        self.referendum: Referendum | None = None
        self.blood = [0] * n  # blood on vampires, life on allies and retainers, counters on others
        self.locked = bytearray(n)
        #: the cards on each minion, kept right by the tracked lists (OnMinions)
        self.on_minions = on = OnMinions()
        self.attached = att = _Tracked([-1] * n, on)  # for cards on a minion: the minion
        for m in self.players:
            m.in_play = _InPlay(m.in_play, on, att)
        self.acted = [0] * n  # turn number when an ally came into play (cannot act that turn)
        self.bled_turn = [-1] * n  # turn number of this minion's last bleed (rules 6.1.1)
        self.political_acted = [-1] * n  # turn of this vampire's last political action (rules 6.1.7)
        self.used: set[tuple[int, int]] = set()  # (minion, card id) actions this turn (rules 6.1.6)
        self.diablerists: dict[int, int] = {}  # vampire -> the turn of its last diablerie (rules 6.5.5)
        #: vampire -> its controller's turn count (``Methuselah.turns``) when it entered the ready
        #: region in their influence phase (Legendary Vampire: "during your last influence phase")
        self.entered: dict[int, int] = {}
        self.level_strength: dict[int, int] = {}  # ally -> strength over its printed one, by its level
        self.wake: set[int] = set()  # minions that woke during the action in progress
        self.edge = -1  # the Methuselah holding the Edge; -1 uncontrolled (rules 2.2)
        self.transfers = 0
        self.transfers_used = 0
        self.master_actions = 0
        self.trifle_played = False
        self.discard_actions = 0
        self.discarded: tuple[int, ...] = ()  # cards discarded by discard phase actions this turn (rules 8)
        #: cards the current Methuselah still moves, one decision each, and where (:class:`PutBack`:
        #: the ash heap after "draw N cards, discard afterward", the bottom of the library...)
        self.put_back = 0
        self.put_back_to = 0  # PutBack.ASH
        #: while ``put_back_to`` is PutBack.LIBRARY_TOP (library cards moved from the ash heap to the
        #: library's top, Sudario Refraction): (the action card, not one to choose; cards then
        #: discarded at random); while it is PutBack.PREY_HAND (a card of another Methuselah's hand
        #: to discard, Revelations) or PutBack.DISCARD_DOWN (Infernal Pursuit): (-1, that Methuselah);
        #: else NO_RECUR
        self.recur: tuple[int, int] = NO_RECUR
        self.turn_limit = 0  # turns per Methuselah (table turns) before the game stops; 0 = no limit
        self.terminal = False
        self.timed_out = False
        self.rng = rng
        self.turn_bleed = 0
        self.turn_cards = 0
        self.turn_log: list[tuple[int, ...]] = []
        self.table_turn = 1
        self.table_log: list[tuple[int, int, int, int, int, int, int, float, int]] = []  # TABLE_FIELDS
        #: pool each Methuselah has bled and lost to bleeds in this table turn (the table_log row's)
        self.table_dealt = [0] * len(setup.decks)
        self.table_received = [0] * len(setup.decks)
        self.record = True
        #: votes of vampires holding a title from a card (Toreador Justicar...), by instance
        self.title_votes: dict[int, int] = {}
        #: vampires whose title is contested (rules 4.2): no votes while it lasts
        self.title_contested: set[int] = set()
        #: card ids of "only one can be played in a game" cards already played
        self.once_per_game: set[int] = set()
        #: instances that do not unlock in their controller's next unlock phase
        self.no_unlock: set[int] = set()
        #: for a card in play naming two minions (Toreador Grand Ball): (the locked one, the other)
        self.paired: dict[int, tuple[int, int]] = {}
        #: for an action card put on a minion (Heart of the City): the option it was played with,
        #: the one whose bonuses apply there (0 for every other card)
        self.on_option = [0] * n
        #: corruption counters on minions (The Platinum Protocol), by card
        self.corruption: dict[int, int] = {}
        #: minions that cannot block (Pentex(TM) Subversion...)
        self.cannot_block: set[int] = set()
        #: an out-of-turn cancel in progress: (card, player) of the card being played, or None
        self.cancel: tuple[int, int] | None = None
        #: the legal actions of the decision point reached, when the rules listed them while
        #: advancing to it (cleared by every action); see ``game.play``
        self.legal: list[Action] | None = None
        #: counters for reports, indexed by :class:`Stat` (blocks, combats, referendums...)
        self.stats = [0] * len(Stat)

    # -- cheap queries ------------------------------------------------------------------------

    @property
    def active(self) -> Methuselah:
        return self.players[self.current]

    @property
    def decider(self) -> int:
        """The Methuselah who chooses the next action."""
        if self.put_back:
            return self.recur[1] if self.put_back_to == _DISCARD_DOWN else self.current
        c = self.combat
        if c is not None:
            return c.p[c.decider]
        r = self.referendum
        if r is not None:
            return r.decider
        p = self.pending
        if p is not None and p.decider >= 0:
            return p.decider
        return self.current

    def prey(self, p: int) -> int:
        """The next Methuselah to the left still in the game (rules 2.1); ``p`` itself when alone."""
        got = self.seating.prey_of  # (kept by the seating until it changes or someone is ousted)
        if got is None:
            got = self.seating.prey_of = {q: self._prey(q) for q in self.seating}
        return got[p]

    def _prey(self, p: int) -> int:
        seating = self.seating
        k = seating.index(p)
        n = len(seating)
        players = self.players
        q = seating[k + 1] if k + 1 < n else seating[0]
        if not players[q].ousted:
            return q  # most calls: the next seat is still in the game
        for step in range(2, n):
            q = seating[(k + step) % n]
            if not players[q].ousted:
                return q
        return p

    def predator(self, p: int) -> int:
        got = self.seating.predator_of  # (kept by the seating until it changes or someone is ousted)
        if got is None:
            got = self.seating.predator_of = {q: self._predator(q) for q in self.seating}
        return got[p]

    def _predator(self, p: int) -> int:
        seating = self.seating
        k = seating.index(p)
        n = len(seating)
        players = self.players
        if n > 1:
            q = seating[k - 1]  # (seating[-1] for the first seat)
            if not players[q].ousted:
                return q  # most calls: the previous seat is still in the game
        for step in range(2, n):
            q = seating[(k - step) % n]
            if not players[q].ousted:
                return q
        return p

    def alive(self) -> list[int]:
        """Methuselahs still in the game, in seating order."""
        players = self.players
        return [q for q in self.seating if not players[q].ousted]

    def vampires(self, p: int) -> list[int]:
        """Controlled vampires of ``p``: ready region and torpor."""
        is_v = self.setup.is_vampire
        return [i for i in self.players[p].ready if is_v[i]] + self.players[p].torpor

    def controller(self, i: int) -> int:
        """The Methuselah controlling minion or card ``i`` in play (-1 if none)."""
        for m in self.players:
            if i in m.ready or i in m.torpor or i in m.in_play:
                return m.index
        return -1

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.setup = self.setup
        s.players = [m.copy() for m in self.players]
        s.seating = _Seating(self.seating)
        s.current = self.current
        s.turn = self.turn
        s.phase = self.phase
        s.pending = self.pending.copy() if self.pending is not None else None
        s.combat = self.combat.copy() if self.combat is not None else None
        s.referendum = self.referendum.copy() if self.referendum is not None else None
        s.blood = self.blood[:]
        s.locked = bytearray(self.locked)
        s.on_minions = on = OnMinions()
        on.by_host = self.on_minions.by_host  # same attached cards: the built index holds (never changed)
        on.by_player = self.on_minions.by_player
        s.attached = att = _Tracked(self.attached, on)
        for m in s.players:
            m.in_play = _InPlay(m.in_play, on, att)
        s.acted = self.acted[:]
        s.bled_turn = self.bled_turn[:]
        s.diablerists = dict(self.diablerists) if self.diablerists else {}
        s.entered = dict(self.entered) if self.entered else {}
        s.level_strength = dict(self.level_strength) if self.level_strength else {}
        s.political_acted = self.political_acted[:]
        s.used = set(self.used)
        s.wake = set(self.wake)
        s.edge = self.edge
        s.transfers = self.transfers
        s.transfers_used = self.transfers_used
        s.master_actions = self.master_actions
        s.trifle_played = self.trifle_played
        s.discard_actions = self.discard_actions
        s.discarded = self.discarded
        s.put_back = self.put_back
        s.put_back_to = self.put_back_to
        s.recur = self.recur
        s.turn_limit = self.turn_limit
        s.terminal = self.terminal
        s.timed_out = self.timed_out
        bg = self.rng.bit_generator
        new_bg = type(bg)()
        new_bg.state = bg.state
        s.rng = np.random.Generator(new_bg)
        s.turn_bleed = self.turn_bleed
        s.turn_cards = self.turn_cards
        s.turn_log = self.turn_log[:]
        s.table_turn = self.table_turn
        s.table_log = self.table_log[:]
        s.table_dealt = self.table_dealt[:]
        s.table_received = self.table_received[:]
        s.record = self.record
        s.title_votes = dict(self.title_votes)
        s.title_contested = set(self.title_contested)
        s.once_per_game = set(self.once_per_game)
        s.no_unlock = set(self.no_unlock)
        s.paired = dict(self.paired)
        s.on_option = self.on_option[:]
        s.corruption = dict(self.corruption)
        s.cannot_block = set(self.cannot_block)
        s.cancel = self.cancel
        s.stats = self.stats[:]
        s.legal = None
        return s

    def describe(self) -> str:
        """A multi-line human summary (not for hot paths)."""
        su = self.setup
        lines = [
            f"turn {self.turn} (table turn {self.table_turn}) phase {Phase(self.phase).name} "
            f"current {self.current} edge {self.edge}"
        ]
        for m in self.players:
            def names(ids: list[int]) -> str:
                return ", ".join(
                    f"#{i} {su.name(i)}({self.blood[i]}{' L' if self.locked[i] else ''})" for i in ids
                )
            lines.append(
                f"  M{m.index}: pool {m.pool} vp {m.vp} hand {len(m.hand)} library {len(m.library)} "
                f"crypt {len(m.crypt)} ash {len(m.ash)}{' OUSTED' if m.ousted else ''}"
            )
            lines.append(f"    ready: {names(m.ready)}")
            lines.append(f"    uncontrolled: {names(m.uncontrolled)}")
            if m.torpor:
                lines.append(f"    torpor: {names(m.torpor)}")
            if m.in_play:
                lines.append(f"    in play: {names(m.in_play)}")
            if m.contested:
                lines.append(f"    contested: {names(m.contested)}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<GameState turn={self.turn} phase={Phase(self.phase).name} current={self.current}>"


class LegalActions:
    """The legal actions of a state, computed on first use."""

    __slots__ = ("_state", "_list", "_fn")

    def __init__(self, state: GameState, fn: Callable[[GameState], list[Action]],
                 listed: list[Action] | None = None) -> None:
        self._state = state
        self._fn = fn
        self._list: list[Action] | None = listed  # already listed by the rules, when they were

    def list(self) -> list[Action]:
        if self._list is None:
            self._list = self._fn(self._state)
        return self._list

    def __iter__(self) -> Iterator[Action]:
        got = self._list
        return iter(got if got is not None else self.list())

    def __len__(self) -> int:
        return len(self.list())

    def __getitem__(self, k: int) -> Action:
        return self.list()[k]

    def __contains__(self, action: object) -> bool:
        return action in self.list()


#: the state's own names, then those of the modules it was split into (:mod:`.enums`, :mod:`.crypt_read`,
#: :mod:`.setup`), which other modules import from here
__all__ = ["CLOSE", "LONG", "Combat", "CombatStage", "GameSetup", "GameState", "HAND_SIZE", "LegalActions", "Methuselah",
           "Pending", "Phase", "Referendum", "Stage", "START_POOL", "TABLE_FIELDS", "TRANSFERS", "TURN_FIELDS",
           "Op", "SETUP", "SetupReaders", "crypt_bonuses", "title_key", "Stat", "PutBack", "NO_RECUR", "MemoTag", "Doom", "BeforeRange", "BurnSpec",
           "MasterShape", "HeldStealth", "ImbuedColumns",
           "START_UNCONTROLLED", "vote_order", "CARD_WHO", "COMBAT_OPS", "W_MOLOTOV", "W_ZIP", "CryptAbilities",
           "card_weapon", "conditional_of", "ends_combat", "equip_bleed", "flash_strike", "master_blood",
           "moved_memo_key", "read_ally", "read_crypt", "sets_long_range", "unlock_employer_option"]
