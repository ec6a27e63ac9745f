"""What a policy sees of a game: :class:`PlayerView`, one Methuselah's read-only view of the state.

The view sits above the rules (layer AI, below the policies): besides the state's public values it
answers questions the shared operations (:mod:`.ops`: a minion's controller, bleed, intercept),
combat (strength), politics (the votes, a political card's terms) and the master cards compute, so
the core state names none of them. :func:`.game.play` builds one view per Methuselah and hands it
to that Methuselah's policy.
"""

from __future__ import annotations

import weakref

import numpy as np

from . import action_cards as _action_cards
from . import borrow as _borrow
from . import burnable as _burnable
from . import combat as _combat
from . import masters as _masters
from . import ops as _ops
from . import placed as _placed
from . import politics as _politics
from . import rules as _rules
from . import wakers as _wakers
from .actions import Action
from .card_types import Option
from .effects import Op
from .state import Combat, GameSetup, GameState, Methuselah, OnMinions, Pending, Phase, Referendum

_O_PLUS_BLEED = Op.PLUS_BLEED  # bound once: an enum attribute lookup costs more in PlayerView.bleed


class PlayerView:
    """What one Methuselah may look at (rules 2.3: own hand and uncontrolled region), read-only.

    Policies receive a view, never the state. Accessors return the live values; treat them as
    read-only. Everything on the table is public: other Methuselahs' pool, minions, blood,
    cards in play, and the action, combat or referendum in progress.

    The state's tables that live as long as the game (filled in place, never replaced) are plain
    attributes, bound once here (the view lives for the whole game: no call per read on the
    policies' hot paths), indexed by card instance unless said otherwise:

    * ``hand``, ``ready``, ``torpor``, ``uncontrolled``, ``in_play``, ``ash``: this Methuselah's
      regions (a Methuselah's region lists are filled in place, never replaced, during a game).
    * ``methuselahs``: each Methuselah's regions, by seat (the state's ``players``). Public are
      the pool, victory points, turns, the ready, torpor, uncontrolled and in-play regions, the
      ash heap, and how many cards the hand, library and crypt hold; another Methuselah's hand
      and every library's order are hidden (rules 2.3): a policy reads its own hand only.
    * ``blood_on``: blood on a vampire, life on an ally or retainer, counters on another card.
    * ``locks``: 1 for a locked card.
    * ``acted_turns``: the game turn (:attr:`game_turn`) an ally came into play (it cannot act then).
    * ``attached_to``: for a card on a minion, that minion, else -1.
    * ``block_prevented``: the minions a card prevents from blocking (Pentex(TM) Subversion).
    * ``pairs``: for a card in play naming two minions (Toreador Grand Ball), keyed by the card:
      (the locked one, the other).
    * ``game``: a weak reference to the game in progress, the same object for every view of one
      game: a key for caches that must be dropped when the game changes (compare with ``is``).
    """

    __slots__ = ("_s", "me", "hand", "ready", "torpor", "uncontrolled", "in_play", "ash", "methuselahs", "blood_on",
                 "locks", "acted_turns", "attached_to", "block_prevented", "pairs", "game")

    def __init__(self, state: GameState, me: int) -> None:
        self._s = state
        self.me = me
        m = state.players[me]
        self.hand: list[int] = m.hand
        self.ready: list[int] = m.ready
        self.torpor: list[int] = m.torpor
        self.uncontrolled: list[int] = m.uncontrolled
        self.in_play: list[int] = m.in_play
        self.ash: list[int] = m.ash
        self.methuselahs: list[Methuselah] = state.players
        self.blood_on: list[int] = state.blood
        self.locks: bytearray = state.locked
        self.acted_turns: list[int] = state.acted
        self.attached_to: list[int] = state.attached
        self.block_prevented: set[int] = state.cannot_block
        self.pairs: dict[int, tuple[int, int]] = state.paired
        self.game = weakref.ref(state)

    @property
    def setup(self) -> GameSetup:
        """The cards' tables of this game (a card's copy is replaced when a card changes it: read
        it again after each action)."""
        return self._s.setup

    @property
    def game_turn(self) -> int:
        """Turns begun in the game, every Methuselah's (:attr:`turn` counts this one's)."""
        return self._s.turn


    @property
    def phase(self) -> Phase:
        return self._s.phase

    @property
    def pending(self) -> Pending | None:
        return self._s.pending

    def moment(self) -> tuple[int, Combat | None, Referendum | None, Pending | None, Phase]:
        """(:attr:`put_back`, :attr:`combat`, :attr:`referendum`, :attr:`pending`, :attr:`phase`) in
        one call: what a policy's ``choose`` dispatches on."""
        s = self._s
        return s.put_back, s.combat, s.referendum, s.pending, s.phase

    def delayed_pending(self, pend: Pending) -> int:
        """The bonus the acting vampire's bleed would now collect from delayed bleeds on it (Spying
        Mission's +2: public, the card is in play naming its Methuselah)."""
        return _action_cards.delayed_pending(self._s, pend)

    @property
    def put_back(self) -> int:
        """Cards this Methuselah must still move from hand (discard down, Heart of Nizchetus)."""
        return self._s.put_back

    def played_once(self, card_id: int) -> bool:
        """A card played once per game (an event, rules 1.6.4) was played already: it is public."""
        return card_id in self._s.once_per_game

    @property
    def combat(self) -> Combat | None:
        return self._s.combat

    @property
    def referendum(self) -> Referendum | None:
        return self._s.referendum

    @property
    def current(self) -> int:
        """The Methuselah whose turn it is."""
        return self._s.current

    @property
    def turn(self) -> int:
        return self._s.players[self.me].turns

    @property
    def table_turn(self) -> int:
        return self._s.table_turn

    @property
    def turn_limit(self) -> int:
        return self._s.turn_limit

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

    def vp(self, p: int | None = None) -> float:
        return self._s.players[self.me if p is None else p].vp

    def ousted(self, p: int) -> bool:
        return self._s.players[p].ousted

    @property
    def crypt_left(self) -> int:
        return len(self._s.players[self.me].crypt)

    @property
    def library_left(self) -> int:
        return len(self._s.players[self.me].library)

    def ready_of(self, p: int) -> list[int]:
        return self._s.players[p].ready

    def torpor_of(self, p: int) -> list[int]:
        return self._s.players[p].torpor

    def in_play_of(self, p: int) -> list[int]:
        return self._s.players[p].in_play

    def blood(self, i: int) -> int:
        return self._s.blood[i]

    def locked(self, i: int) -> bool:
        return bool(self._s.locked[i])

    def attached(self, i: int) -> int:
        return self._s.attached[i]

    def bled_this_turn(self, i: int) -> bool:
        return self._s.bled_turn[i] == self._s.turn

    def acted_this_turn(self, i: int) -> bool:
        """An ally that came into play this turn cannot act (rules 6.1.5)."""
        return self._s.acted[i] == self._s.turn

    def prey(self, p: int | None = None) -> int:
        return self._s.prey(self.me if p is None else p)

    def predator(self, p: int | None = None) -> int:
        return self._s.predator(self.me if p is None else p)

    def alive(self) -> list[int]:
        return self._s.alive()

    def title_votes(self, v: int) -> int:
        """Votes a ready vampire gives its controller (rules 6.3.3, 10); 0 while contested."""
        s = self._s
        if v in s.title_contested:
            return 0
        return s.title_votes.get(v, s.setup.votes[v])

    def votes(self, p: int) -> int:
        """Votes of ``p``'s ready titled vampires."""
        return _politics.base_votes(self._s, p)

    def hand_count(self, p: int) -> int:
        return len(self._s.players[p].hand)

    def open_hand(self, p: int) -> list[int] | None:
        """Methuselah ``p``'s hand when they play with an open hand (their predator controls a
        Revelations in play), else None."""
        s = self._s
        su = s.setup
        if not su.any_open_hand or p == self.me:
            return None
        if self.me == s.current and s.used and _rules.HANDS_OPEN_TURN in s.used:
            return s.players[p].hand  # Pulse of the Canaille: every hand, for this turn
        c = s.combat
        if c is not None and self.me in c.p and p in c.p:
            k = c.p.index(p)
            if c.open_hand[k]:
                return s.players[p].hand  # Aura Reading [aus]: for the remainder of combat
            v = c.m[1 - k]
            on = s.on_minions
            if on.by_host is None:
                on.build(s)
            if any(su.combat_open_hand[j] for j in on.by_player[c.p[1 - k]].get(v, ())):
                return s.players[p].hand  # Owl Companion: while the employer is in combat
        pred = s.players[s.predator(p)]
        if pred.index != p:
            open_hand = su.open_hand
            for j in pred.in_play:
                if open_hand[j]:
                    return s.players[p].hand
        return None

    def controller(self, i: int) -> int:
        """The Methuselah controlling minion ``i`` (ready or in torpor), -1 if none."""
        return _ops.controller_of(self._s, i)

    def card_controller(self, i: int) -> int:
        """The Methuselah controlling minion or card ``i`` in play, -1 if none."""
        return _ops.card_controller(self._s, i)

    def seat_holding(self, i: int) -> int:
        """The first Methuselah, in seat order, with card ``i`` ready, in torpor or in play, -1 if
        none (:meth:`card_controller` asks the minion's owner first)."""
        return self._s.controller(i)

    def intercept(self, v: int) -> int:
        """Intercept of minion ``v`` from its text and the cards on it."""
        return _ops.intercept_of(self._s, v)

    def removal_owed(self, j: int) -> bool:
        """A crypt card dug by my card ``j`` (Wider View) must be removed from the game now."""
        return (j, _masters.OWED_REMOVAL) in self._s.used

    def location_stealth(self, v: int) -> int:
        """Stealth my unlocked locations can give my minion ``v`` (Backways...)."""
        return _masters.stealth_available(self._s, self._s.players[self.me], v)

    def stealth(self, v: int) -> int:
        return self._s.setup.base_stealth[v]

    def bleed(self, v: int, p: int | None = None) -> int:
        """Bleed amount of minion ``v`` (1, the ally's printed bleed, text and equipment bonuses);
        ``p``: its controller, when known."""
        s = self._s
        su = s.setup
        if p is None:
            p = _ops.controller_of(s, v)
        if p < 0:
            return su.base_bleed[v]
        m = s.players[p]
        bonus = _ops.minion_bonus(s, m, v, _O_PLUS_BLEED) if m.in_play or s.used else 0
        cond = su.conditional[v]
        if cond:
            bonus += _ops.bleed_against(s, v, s.prey(p), cond)[0]  # "+1 bleed when bleeding a Methuselah who..."
        if su.any_sect_bleed:
            bonus += _ops.sect_bleed(s, v, s.prey(p))  # Marcus Vitel's Sabbat vampires
        return su.base_bleed[v] + bonus

    def strength(self, v: int) -> int:
        """Strength of minion ``v`` outside the current combat's bonuses."""
        return _combat.strength_of(self._s, None, 0, v)

    def can_block(self, v: int) -> bool:
        """Not prevented from blocking by a card (Pentex(TM) Subversion)."""
        return v not in self._s.cannot_block

    def political_preview(self, card: int, actor: int) -> list[list[float]]:
        """The value vectors of the terms political action card ``card`` would offer if
        ``actor`` called it now (see :func:`.politics.preview`)."""
        return _politics.preview(self._s, card, self.me, actor)

    def political_matrix(self, card: int, actor: int) -> np.ndarray:
        """:meth:`political_preview` as an array, one row per terms."""
        return _politics.preview_matrix(self._s, card, self.me, actor)

    def referendum_value(self, term: tuple[int, ...] | None = None) -> list[float]:
        """Estimated pool each Methuselah gains if the referendum in progress passes (with
        ``term``, default the chosen terms)."""
        r = self._s.referendum
        if r is None:
            return [0.0] * len(self._s.players)
        return _politics.value(self._s, r, term)

    def polling_gain(self, a: Action) -> float:
        """What a card played around the votes does to the votes for minus against."""
        r = self._s.referendum
        return 0.0 if r is None else _politics.polling_gain(self._s, r, a)

    # -- what the shared operations and the cards answer about the table --------------------

    def cards_on(self, p: int, v: int) -> list[int] | tuple[()]:
        """Methuselah ``p``'s cards in play on minion ``v``."""
        s = self._s
        return s.on_minions.of_player(s, p, v)

    def cards_by_host(self) -> dict[int, list[int]]:
        """Minion -> the cards in play on it (the state's index, built when first asked)."""
        s = self._s
        on: OnMinions = s.on_minions
        att = on.by_host
        return on.build(s) if att is None else att

    def on_minions_index(self) -> OnMinions:
        """The index of the cards on minions, built (by host and by Methuselah)."""
        s = self._s
        on = s.on_minions
        if on.by_host is None:
            on.build(s)
        return on

    def is_placed_blocker(self, v: int) -> bool:
        """Blocker ``v`` is a card put in play that blocks (a placed card), not a minion."""
        return _placed.is_blocker(self._s, v)

    def waker_intercept(self, v: int, actor: int) -> int:
        """Intercept wake cards can give minion ``v`` blocking ``actor`` (see :func:`.wakers.intercept`)."""
        return _wakers.intercept(self._s, v, actor)

    def waker_value(self, card: int) -> float:
        """What my wake card ``card`` is worth (see :func:`.wakers.value`)."""
        s = self._s
        return _wakers.value(s, s.players[self.me], card)

    def placed_value(self, i: int, a: int = -1, opt: Option | None = None, t: int = -1) -> float:
        """What putting card ``i`` in play is worth to me (see :func:`.placed.value`)."""
        return _placed.value(self._s, self.me, i, a, opt, t)

    def placed_action_value(self, a: int, t: int, n: int) -> float:
        """What minion ``a``'s action ``n`` a placed card gives, at target ``t``, is worth to me (see
        :func:`.placed.action_value`)."""
        return _placed.action_value(self._s, self.me, a, t, n)

    def borrow_value(self, v: int) -> float:
        """What vampire ``v`` of another Methuselah for the rest of a turn is worth to me."""
        return _borrow.value(self._s, self.me, v)

    def harm(self, j: int) -> float:
        """What card ``j`` in play costs me, in pool over the next turns (see :func:`.burnable.harm`)."""
        return _burnable.harm(self._s, self.me, j)

    def prey_burn_value(self, i: int) -> float:
        """What putting card ``i`` in play is worth to me, burning my prey's pool each turn."""
        return _burnable.prey_burn_value(self._s, self.me, i)

    def younger_of_clan(self, a: int, clan: str) -> list[int]:
        """The vampires in my uncontrolled region of clan ``clan`` younger than ``a``."""
        s = self._s
        return _rules.each_younger_of_clan(s, s.players[self.me], a, clan)

    def equip_bleed_delta(self, actor: int) -> int | None:
        """The bleed my equipment on ``actor`` changes (see :func:`.rules.equip_bleed_delta`)."""
        s = self._s
        return _rules.equip_bleed_delta(s, s.players[self.me], actor)

    def callable_now(self, i: int) -> bool:
        """Political action card ``i`` is not an "only one per game" card already played."""
        return _politics.callable_now(self._s, i)

    def term_values(self, r: Referendum) -> list[list[float]]:
        """:meth:`referendum_value` of each of ``r``'s terms, in their order."""
        return _politics.term_values(self._s, r)

    def unblockable(self, a: int) -> bool:
        """Minion ``a``'s non-bleed actions cannot be blocked (Grand Ball)."""
        return _masters.unblockable(self._s, a)

    def strike(self, c: Combat, d: int, opt: Option | None, card: int, target: int = -1) -> tuple:
        """The strike side ``d`` of combat ``c`` makes with option ``opt`` of ``card`` (None: a hand
        strike)."""
        return _combat.strike_tuple(self._s, c, d, opt, card, target)

    def action_strike(self, c: Combat, d: int, a: Action) -> tuple:
        """The strike side ``d`` of combat ``c`` makes with strike action ``a``."""
        return _combat.action_strike(self._s, c, d, a)

    def invested(self, sh: tuple[int, ...]) -> int:
        """Counters an investment master card of shape ``sh`` is put in play with by me."""
        s = self._s
        return _masters.invested(s, s.players[self.me], sh)

    def stored(self, j: int) -> int:
        """The card face down on my storage card ``j`` (Storage Annex), or -1."""
        s = self._s
        return _masters.stored(s, s.players[self.me], j)

    def controls_ready(self, p: int, who: int, clan: int) -> bool:
        """Methuselah ``p`` controls a ready vampire of the clan / sect ``who``, ``clan``."""
        return _ops.controls_ready(self._s, p, who, clan)


__all__ = ["PlayerView"]
