"""What a policy sees of a game: :class:`PlayerView`, one Methuselah's read-only view of the state.

The view sits above the rules (layer AI, below the policies): besides the state's public values it
answers questions the shared operations (:mod:`.ops`: a minion's controller, bleed, intercept),
combat (strength), politics (the votes, a political card's terms) and the master cards compute, so
the core state names none of them. :func:`.game.play` builds one view per Methuselah and hands it
to that Methuselah's policy.
"""

from __future__ import annotations

import numpy as np

from . import combat as _combat
from . import masters as _masters
from . import ops as _ops
from . import politics as _politics
from . import rules as _rules
from .actions import Action
from .effects import Op
from .state import Combat, GameSetup, GameState, Pending, Phase, Referendum

_O_PLUS_BLEED = Op.PLUS_BLEED  # bound once: an enum attribute lookup costs more in PlayerView.bleed


class PlayerView:
    """What one Methuselah may look at (rules 2.3: own hand and uncontrolled region), read-only.

    Policies receive a view, never the state. Accessors return the live values; treat them as
    read-only. Everything on the table is public: other Methuselahs' pool, minions, blood,
    cards in play, and the action, combat or referendum in progress.
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
    def hand(self) -> list[int]:
        return self._s.players[self.me].hand

    @property
    def ready(self) -> list[int]:
        return self._s.players[self.me].ready

    @property
    def torpor(self) -> list[int]:
        return self._s.players[self.me].torpor

    @property
    def uncontrolled(self) -> list[int]:
        return self._s.players[self.me].uncontrolled

    @property
    def in_play(self) -> list[int]:
        return self._s.players[self.me].in_play

    @property
    def ash(self) -> list[int]:
        return self._s.players[self.me].ash

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
        bonus = _ops._minion_bonus(s, m, v, _O_PLUS_BLEED) if m.in_play or s.used else 0
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


__all__ = ["PlayerView"]
