"""The game state: shared frozen tables (:class:`GameSetup`) and the mutable :class:`GameState`.

Every physical card of a game is an *instance*: an int index into the per-game tables of
:class:`GameSetup` (its Card, owner, effect, capacity, discipline bit masks...). The tables are
built once per set of decks and shared by every game and every clone. The mutable state is a
handful of flat lists of ints: one list of instance ids per zone per Methuselah, and per-instance
arrays for blood (or life, or counters), locked, and what a card is attached to.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

import numpy as np

from ..models import Card, Deck
from .effects import Effect, EffectRegistry, Mode, Op, discipline_masks


class Phase(enum.IntEnum):
    """The five phases of a turn (rules 3)."""

    UNLOCK = 0
    MASTER = 1
    MINION = 2
    INFLUENCE = 3
    DISCARD = 4


class Stage(enum.IntEnum):
    """Steps of an action in progress (rules 6.2)."""

    AFTER_BLOCKS = 1  # blocks declined: the acting minion can play modifiers (rules 6.2.2)
    AFTER_RESOLUTION = 2  # the action resolved: "only usable after action resolution" cards


#: Number of cards in hand at the start (rules 2.3) and the pool (rules 2.2).
HAND_SIZE = 7
START_POOL = 30
START_UNCONTROLLED = 4
#: Transfers per influence phase (rules 7).
TRANSFERS = 4


class GameSetup:
    """Frozen per-instance tables for a list of decks; shared by all games and clones."""

    __slots__ = (
        "decks", "registry", "n", "card", "effect", "owner", "is_crypt", "is_vampire", "capacity", "disc_any",
        "disc_sup", "clan", "title", "votes", "unique_key", "library0", "crypt0", "modeled", "goldfish", "mode",
        "is_master", "card_id", "minion_card", "bleed_mod", "unlock_mod", "influence_blood", "memo",
    )

    def __init__(self, decks: Sequence[Deck], registry: EffectRegistry | None = None) -> None:
        self.decks = tuple(decks)
        self.registry = registry or EffectRegistry()
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
        effects: list[Effect | None] = [self.registry[c] for c in card]
        self.effect = tuple(effects)
        self.is_crypt = bytes(1 if c.is_crypt else 0 for c in card)
        self.is_vampire = self.is_crypt
        self.capacity = tuple(c.capacity or 0 for c in card)
        masks = [discipline_masks(c.disciplines) if c.is_crypt else (0, 0) for c in card]
        self.disc_any = tuple(m[0] for m in masks)
        self.disc_sup = tuple(m[1] for m in masks)
        self.clan = tuple(c.clans[0] if c.clans else "" for c in card)
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
        #: memo of pure functions of these tables (which options a minion can play...)
        self.memo: dict[tuple[int, ...], object] = {}
        self.is_master = bytes(
            1 if e is not None and e.mode in (Mode.MASTER, Mode.MASTER_IN_PLAY, Mode.MASTER_ON_VAMPIRE) else 0
            for e in effects
        )

    def name(self, i: int) -> str:
        return self.card[i].display_name

    def __repr__(self) -> str:
        return f"GameSetup({len(self.decks)} decks, {self.n} cards)"


class Methuselah:
    """One player's zones (lists of instance ids; the top of the library is the end) and pool."""

    __slots__ = (
        "index", "library", "hand", "ash", "crypt", "uncontrolled", "ready", "torpor", "removed", "in_play",
        "pool", "vp", "ousted", "passive", "turns", "hand_size", "owed_unlock", "owed_discard",
        "first_transfers", "bled_total",
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
        self.first_transfers = TRANSFERS
        #: pool this Methuselah's minions have bled in total
        self.bled_total = 0

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
        m.pool = self.pool
        m.vp = self.vp
        m.ousted = self.ousted
        m.passive = self.passive
        m.turns = self.turns
        m.hand_size = self.hand_size
        m.owed_unlock = self.owed_unlock
        m.owed_discard = self.owed_discard
        m.first_transfers = self.first_transfers
        m.bled_total = self.bled_total
        return m

    def zones(self) -> dict[str, list[int]]:
        return {
            "library": self.library, "hand": self.hand, "ash": self.ash, "crypt": self.crypt,
            "uncontrolled": self.uncontrolled, "ready": self.ready, "torpor": self.torpor,
            "removed": self.removed, "in_play": self.in_play,
        }


class Pending:
    """An action in progress (rules 6.2): who acts, with what, and what it will do."""

    __slots__ = ("kind", "actor", "card", "option", "target", "stage", "bleed", "stealth", "modifiers",
                 "limited", "succeeded")

    def __init__(self, kind: int, actor: int, card: int, option: int, target: int) -> None:
        self.kind = kind
        self.actor = actor
        self.card = card
        self.option = option
        self.target = target
        self.stage = Stage.AFTER_BLOCKS
        self.bleed = 0
        self.stealth = 0
        self.modifiers: list[int] = []  # card ids of modifiers played (one copy each, rules 1.6.3.2)
        self.limited = False  # a limited +bleed modifier was played (V5 rulebook, bleed)
        self.succeeded = False

    def copy(self) -> Pending:
        p = Pending(self.kind, self.actor, self.card, self.option, self.target)
        p.stage = self.stage
        p.bleed = self.bleed
        p.stealth = self.stealth
        p.modifiers = self.modifiers[:]
        p.limited = self.limited
        p.succeeded = self.succeeded
        return p


#: Columns of one turn record (``GameState.turn_log`` rows).
TURN_FIELDS = (
    "player", "turn", "pool", "vampires", "capacity_in_play", "uncontrolled", "uncontrolled_blood",
    "transfers_used", "bleed", "bleed_total", "cards_played", "dead_cards_in_hand", "idle_cards_in_hand",
    "allies", "library_left", "edge",
)


class GameState:
    """The one mutable aggregate of a game. ``clone()`` copies the lists and shares the setup."""

    __slots__ = (
        "setup", "players", "seating", "current", "turn", "phase", "pending", "blood", "locked", "attached",
        "acted", "bled_turn", "used", "edge", "transfers", "transfers_used", "master_actions", "trifle_played",
        "discard_actions", "turn_limit", "terminal", "rng", "turn_bleed", "turn_cards", "turn_log", "record",
    )

    def __init__(self, setup: GameSetup, rng: np.random.Generator) -> None:
        self.setup = setup
        n = setup.n
        self.players = [Methuselah(p) for p in range(len(setup.decks))]
        self.seating = list(range(len(setup.decks)))  # turn order; prey = next in seating
        self.current = 0
        self.turn = 0  # number of turns begun in the game
        self.phase = Phase.UNLOCK
        self.pending: Pending | None = None
        self.blood = [0] * n  # blood on vampires, life on allies and retainers, counters on others
        self.locked = bytearray(n)
        self.attached = [-1] * n  # for cards on a minion: the minion
        self.acted = [0] * n  # turn number when an ally came into play (cannot act that turn)
        self.bled_turn = [-1] * n  # turn number of this minion's last bleed (rules 6.1.1)
        self.used: set[tuple[int, int]] = set()  # (minion, card id) actions this turn (rules 6.1.6)
        self.edge = -1  # the Methuselah holding the Edge; -1 uncontrolled (rules 2.2)
        self.transfers = 0
        self.transfers_used = 0
        self.master_actions = 0
        self.trifle_played = False
        self.discard_actions = 0
        self.turn_limit = 0  # turns per Methuselah before the game stops; 0 = no limit
        self.terminal = False
        self.rng = rng
        self.turn_bleed = 0
        self.turn_cards = 0
        self.turn_log: list[tuple[int, ...]] = []
        self.record = True

    # -- cheap queries ------------------------------------------------------------------------

    @property
    def active(self) -> Methuselah:
        return self.players[self.current]

    @property
    def decider(self) -> int:
        """The Methuselah who chooses the next action (always the acting one until blocks exist)."""
        return self.current

    def prey(self, p: int) -> int:
        """The next Methuselah to the left still in the game (rules 2.1); ``p`` itself when alone."""
        seating = self.seating
        k = seating.index(p)
        n = len(seating)
        for step in range(1, n):
            q = seating[(k + step) % n]
            if not self.players[q].ousted:
                return q
        return p

    def predator(self, p: int) -> int:
        seating = self.seating
        k = seating.index(p)
        n = len(seating)
        for step in range(1, n):
            q = seating[(k - step) % n]
            if not self.players[q].ousted:
                return q
        return p

    def vampires(self, p: int) -> list[int]:
        """Controlled vampires of ``p``: ready region and torpor."""
        is_v = self.setup.is_vampire
        return [i for i in self.players[p].ready if is_v[i]] + self.players[p].torpor

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.setup = self.setup
        s.players = [m.copy() for m in self.players]
        s.seating = self.seating[:]
        s.current = self.current
        s.turn = self.turn
        s.phase = self.phase
        s.pending = self.pending.copy() if self.pending is not None else None
        s.blood = self.blood[:]
        s.locked = bytearray(self.locked)
        s.attached = self.attached[:]
        s.acted = self.acted[:]
        s.bled_turn = self.bled_turn[:]
        s.used = set(self.used)
        s.edge = self.edge
        s.transfers = self.transfers
        s.transfers_used = self.transfers_used
        s.master_actions = self.master_actions
        s.trifle_played = self.trifle_played
        s.discard_actions = self.discard_actions
        s.turn_limit = self.turn_limit
        s.terminal = self.terminal
        bg = self.rng.bit_generator
        new_bg = type(bg)()
        new_bg.state = bg.state
        s.rng = np.random.Generator(new_bg)
        s.turn_bleed = self.turn_bleed
        s.turn_cards = self.turn_cards
        s.turn_log = self.turn_log[:]
        s.record = self.record
        return s

    def describe(self) -> str:
        """A multi-line human summary (not for hot paths)."""
        su = self.setup
        lines = [f"turn {self.turn} phase {Phase(self.phase).name} current {self.current} edge {self.edge}"]
        for m in self.players:
            def names(ids: list[int]) -> str:
                return ", ".join(f"#{i} {su.name(i)}({self.blood[i]})" for i in ids)
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
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<GameState turn={self.turn} phase={Phase(self.phase).name} current={self.current}>"


class PlayerView:
    """What one Methuselah may look at (rules 2.3: own hand and uncontrolled region), read-only.

    Policies receive a view, never the state. Accessors return the live values; treat them as
    read-only.
    """

    __slots__ = ("_s", "me")

    def __init__(self, state: GameState, me: int) -> None:
        self._s = state
        self.me = me

    @property
    def setup(self) -> GameSetup:
        return self._s.setup

    @property
    def phase(self) -> Phase:
        return self._s.phase  # type: ignore[return-value]

    @property
    def pending(self) -> Pending | None:
        return self._s.pending

    @property
    def turn(self) -> int:
        return self._s.players[self.me].turns

    @property
    def transfers(self) -> int:
        return self._s.transfers

    @property
    def master_actions(self) -> int:
        return self._s.master_actions

    @property
    def trifle_played(self) -> bool:
        return self._s.trifle_played

    @property
    def discard_actions(self) -> int:
        return self._s.discard_actions

    @property
    def edge(self) -> int:
        return self._s.edge

    def pool(self, p: int | None = None) -> int:
        return self._s.players[self.me if p is None else p].pool

    @property
    def hand(self) -> list[int]:
        return self._s.players[self.me].hand

    @property
    def ready(self) -> list[int]:
        return self._s.players[self.me].ready

    @property
    def uncontrolled(self) -> list[int]:
        return self._s.players[self.me].uncontrolled

    @property
    def in_play(self) -> list[int]:
        return self._s.players[self.me].in_play

    @property
    def crypt_left(self) -> int:
        return len(self._s.players[self.me].crypt)

    @property
    def library_left(self) -> int:
        return len(self._s.players[self.me].library)

    def ready_of(self, p: int) -> list[int]:
        return self._s.players[p].ready

    def blood(self, i: int) -> int:
        return self._s.blood[i]

    def locked(self, i: int) -> bool:
        return bool(self._s.locked[i])

    def attached(self, i: int) -> int:
        return self._s.attached[i]

    def bled_this_turn(self, i: int) -> bool:
        return self._s.bled_turn[i] == self._s.turn

    def prey(self) -> int:
        return self._s.prey(self.me)


__all__ = ["GameSetup", "GameState", "HAND_SIZE", "Methuselah", "Pending", "Phase", "PlayerView", "Stage",
           "START_POOL", "TRANSFERS", "TURN_FIELDS", "Op"]
