"""The table policy's shared valuations (utility, threat, bleed and combat values), that each of its
decision modules (policies_minion, policies_blocks, ...) builds on."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import numpy as np

from . import masters
from .actions import Action
from .effects import Who
from .hot import (
    K_BLEED, K_DIABLERIZE, K_POLITICAL, K_RESCUE, M_EQUIPMENT, M_MASTER_IN_PLAY, O_INTERCEPT, O_PLUS_BLEED, O_STEALTH,
    O_STRIKE, O_STRIKE_STRENGTH, O_VOTES,
)
from .policies_goldfish import GoldfishPolicy
from .policies_values import O_MINUS_INTERCEPT, card_stats
from .rules import usable, not_bleed
from .view import PlayerView


class TableBase(GoldfishPolicy):
    """What the table policy's decisions share: :meth:`utility` (a pool change of every Methuselah valued
    for this one), :meth:`threat`, :meth:`p_through` (a bleed's chance against the blockers),
    :meth:`combat_value`, the values of bleeds and political actions, and the caches of one decision."""
    #: what a vampire's own enter-combat action must win in the fight (in pool) beyond taking
    #: its action, before the weights by target (predator, prey blocker)
    fight_margin = 1.0

    def __init__(self, margin: int = 6, target_vampires: int = 4, vp_value: float = 12.0, use_all: bool = True) -> None:
        super().__init__(margin, target_vampires)
        self.vp_value = vp_value
        #: False: the last unlocked minion may idle for its guard worth, and transfers left are hoarded once
        #: ``target_vampires`` are controlled (the policy before issue 18; benchmarks/ai_bench.py's baseline)
        self.use_all = use_all
        self._cache: dict[tuple, float] = {}
        self._cache_game: weakref.ref | None = None
        self._cache_turn = 0
        self._fights: dict[tuple[int, int], float] = {}  # combat values within one decision
        self._stats: dict[int, tuple[int, int, int]] = {}  # minion statistics within one decision
        self._att: dict[int, list[int]] | None = None
        self._dec: dict[object, Any] = {}  # other facts read once per decision (hand counts...)
        self._stats_keep: tuple[object, dict[int, tuple[int, int, int]]] = (None, {})  # see _minion_stats
        self._threat: tuple[dict, tuple[int, ...], float] | None = None  # threat's last value, see there

    # -- valuations -------------------------------------------------------------------------

    def utility(self, view: PlayerView, delta: list[float]) -> float:
        """What a change of every Methuselah's pool is worth to this one: its own pool (more
        when low), its prey's losses (more near the oust, which is worth a VP), a little of
        the others'."""
        return self._u(self._weights(view), delta)

    def _weights(self, view: PlayerView) -> tuple[list[float], list[int], int, int]:
        me = view.me
        prey = view.prey(me)
        players = view.methuselahs
        pools = [m.pool for m in players]
        return TableBase._coef(players, pools, me, prey, view.predator(me)), pools, me, prey

    @staticmethod
    def _coef(players: list, pools: list[int], me: int, prey: int, pred: int) -> list[float]:
        """What a pool point of each Methuselah is worth to ``me`` (its prey ``prey``, predator
        ``pred``): its own more when low, its prey's losses (more near the oust), a little of the
        others'; 0 for the ousted."""
        coef = [0.0] * len(players)
        for p, m in enumerate(players):
            if m.ousted:
                continue
            if p == me:
                coef[p] = 1.6 if pools[p] < 10 else 1.0
            elif p == prey:
                coef[p] = -(1.0 if pools[p] > 10 else 1.4)
            elif p == pred:
                coef[p] = -0.3
            else:
                coef[p] = -0.15
        return coef

    def _u(self, w: tuple[list[float], list[int], int, int], delta: list[float] | tuple) -> float:
        coef, pools, me, prey = w
        u = 0.0
        for p, d in enumerate(delta):
            if d:
                u += coef[p] * d
        if prey != me and delta[prey] and pools[prey] + delta[prey] <= 0:
            u += self.vp_value
        if delta[me] and pools[me] + delta[me] <= 0:
            u -= 4 * self.vp_value
        return u

    def threat(self, view: PlayerView, p: int) -> float:
        """Pool ``p``'s minions could bleed in one turn (bleed amounts plus one modifier each)."""
        total = 0.0
        ready = view.methuselahs[p].ready
        if not ready:
            return total
        su = view.setup
        # kept across decisions while it cannot change: the bleed amounts (PlayerView.bleed) are
        # read from p's ready minions and the cards p controls on them (OnMinions.by_player[p],
        # a new dict after every change of the cards in play or of what they are attached to,
        # their options included), except Dream World's turn bonus (p the current Methuselah)
        # and the conditional and sect bleeds (which read other state): those are not kept
        cards = view.on_minions_index().by_player[p]
        key = tuple(ready)
        got = self._threat
        if got is not None and got[0] is cards and got[1] == key:
            return got[2]
        is_vampire = su.is_vampire
        bleed = view.bleed
        conditional = su.conditional
        keep = p != view.current and not su.any_sect_bleed
        for v in ready:
            b = bleed(v, p)
            total += b + (1.0 if is_vampire[v] else 0.0)
            if conditional[v]:
                keep = False
        self._threat = (cards, key, total) if keep else None
        return total

    def _blockers(self, view: PlayerView, p: int) -> list[int]:
        """``p``'s minions that can block now: ready, unlocked, allowed to."""
        locked = view.locks
        cannot = view.block_prevented
        return [v for v in view.methuselahs[p].ready if not locked[v] and v not in cannot]

    def _stealth_in_hand(self, view: PlayerView, actor: int, bleed: bool) -> int:
        """Stealth the two best stealth cards in hand give ``actor`` (once per decision)."""
        dkey = ("stealth", actor, bleed)
        got = self._dec.get(dkey)
        if got is not None:
            return got
        got = self._dec[dkey] = self._stealth_cards(view, actor, bleed)
        return got

    def _stealth_cards(self, view: PlayerView, actor: int, bleed: bool) -> int:
        su = view.setup
        memo = su.memo
        dec = self._dec
        held = dec.get("stealth_hand")  # the hand's stealth cards, listed once per decision
        if held is None:
            stealth_mod = su.stealth_mod
            held = dec["stealth_hand"] = [i for i in view.hand if stealth_mod[i]]
        best: list[int] = []
        for i in held:
            key = ("stealth_card", actor, su.card_id[i], bleed)
            n = memo.get(key)
            if n is None:
                n = 0
                e = su.effect[i]
                for opt in e.options:
                    if (opt.has(O_STEALTH) or opt.has(O_MINUS_INTERCEPT)) and (bleed or not opt.has(O_PLUS_BLEED)) \
                            and not (bleed and not_bleed(opt, K_BLEED)) and usable(su, actor, e, opt):
                        # "-1 intercept" for the blocker counts as stealth would (not the
                        # corrupted blockers' of Sense the Sin [DAI]: counters are rare)
                        n = sum(p.n for p in opt.prims if p.op == O_MINUS_INTERCEPT and p.arg != Who.CORRUPTED) + max(
                            (p.n for p in opt.prims if p.op == O_STEALTH), default=0)
                        break
                memo[key] = n
            if n:
                best.append(n)  # type: ignore[arg-type]
        extra = 0
        if masters.LOCK_STEALTH in su.master_kinds:
            locs = dec.get("stealth_locations")
            if locs is None:
                # any unlocked location of mine locking for stealth, read once per decision:
                # without one, masters.stealth_available gives 0 to every minion
                ms = su.master_shape
                lk = view.locks
                lock_stealth = masters.LOCK_STEALTH
                locs = False
                for j in view.in_play:
                    if ms[j] is not None and ms[j][0] == lock_stealth and not lk[j]:  # type: ignore[index]
                        locs = True
                        break
                dec["stealth_locations"] = locs
            if locs:
                extra = view.location_stealth(actor)  # locations locked for stealth (Backways...)
        if not best:
            return extra
        best.sort(reverse=True)
        return sum(best[:2]) + extra

    def _intercept_in_hand(self, view: PlayerView, v: int) -> int:
        held = self._dec.get("intercept_hand")  # the hand's intercept cards, listed once per decision
        if held is None:
            intercept_card = view.setup.intercept_card
            held = self._dec["intercept_hand"] = [i for i in view.hand if intercept_card[i]]
        if not held:
            return 0
        return self._intercept_cards(view, v, held, 2)

    def _intercept_cards(self, view: PlayerView, v: int, cards: list[int], k: int) -> int:
        """Intercept the ``k`` best intercept cards of ``cards`` give minion ``v``."""
        su = view.setup
        best: list[int] = []
        for i in cards:
            if not su.intercept_card[i]:
                continue
            key = ("intercept_card", v, su.card_id[i])
            n = su.memo.get(key)
            if n is None:
                n = 0  # no usable option: adds nothing to the two best
                e = su.effect[i]
                assert e is not None  # (an intercept card)
                for opt in e.options:
                    if opt.has(O_INTERCEPT) and usable(su, v, e, opt):
                        n = max(p.n for p in opt.prims if p.op == O_INTERCEPT)
                        break
                su.memo[key] = n
            best.append(n)  # type: ignore[arg-type]
        best.sort(reverse=True)
        return sum(best[:k])

    def p_through(self, view: PlayerView, actor: int, stealth: int, blockers: list[int], bleed: bool) -> float:
        """Chance an action at ``stealth`` goes unblocked by ``blockers``, counting the stealth
        cards in hand and a guess at their intercept cards (each blocker's read once per
        decision, like the minions' statistics)."""
        if not blockers:
            return 1.0
        su = view.setup
        if not bleed and view.pairs and masters.GRAND_BALL in su.master_kinds and view.unblockable(actor):
            return 1.0  # Toreador Grand Ball
        dec = self._dec
        held = dec.get(("stealth", actor, bleed))  # as _stealth_in_hand
        if held is None:
            held = dec[("stealth", actor, bleed)] = self._stealth_cards(view, actor, bleed)
        total = stealth + held
        p = 1.0
        for b in blockers:
            icpt = dec.get(b)  # the blocker's intercept, read once per decision
            if icpt is None:
                icpt = (self._stats.get(b) or self._minion_stats(view, b))[2]
                if su.any_open_hand:
                    q = view.controller(b)
                    okey = ("open_hand", q)  # each Methuselah's open hand, read once per decision
                    if okey in dec:
                        seen = dec[okey]
                    else:
                        seen = dec[okey] = view.open_hand(q)
                    if seen:
                        icpt += self._intercept_cards(view, b, seen, 1)  # the open hand's best intercept card
                dec[b] = icpt
            if total > icpt + 1:
                p *= 0.85
            elif total > icpt:
                p *= 0.55
            else:
                p *= 0.15
        return p

    def combat_value(self, view: PlayerView, mine: int, theirs: int) -> float:
        """Rough value of one round of combat between ``mine`` and ``theirs`` (hand strikes,
        weapons and how many combat cards this Methuselah holds)."""
        stats = self._stats
        ms = stats.get(mine) or self._minion_stats(view, mine)
        ts = stats.get(theirs) or self._minion_stats(view, theirs)
        my_hit = ms[0] + ms[1]
        their_hit = ts[0] + ts[1]
        dec = self._dec
        cards = dec.get("combat_cards")
        su = view.setup
        if cards is None:
            combat_card = su.combat_card
            cards = 0
            for i in view.hand:
                if combat_card[i]:
                    cards += 1
            dec["combat_cards"] = cards
        my_hit += 2 if cards > 2 else cards
        return self._harm(view, theirs, my_hit) - self._harm(view, mine, their_hit)

    def _minion_stats(self, view: PlayerView, v: int) -> tuple[int, int, int]:
        """(strength, best weapon's extra damage, intercept) of minion ``v``, read once per
        decision from the cards on it."""
        got = self._stats.get(v)
        if got is None:
            su = view.setup
            att = self._att
            if att is None:
                att = view.cards_by_host()
                players = view.methuselahs
                for q in players:
                    if q.ousted and q.in_play:  # (ousting empties the zones: only if not)
                        att = {}
                        attached = view.attached_to
                        for m in players:  # (the order of the cards on a minion does not matter: sums and a max)
                            if m.ousted:
                                continue
                            for j in m.in_play:
                                att.setdefault(attached[j], []).append(j)
                        break
                self._att = att
            # kept across decisions while the index of the cards on the minions is the same dict
            # (OnMinions.by_host: a new one after every change, never changed once built); the
            # statistics read only it and the cards' setup
            keep = self._stats_keep
            if keep[0] is not att:
                keep = self._stats_keep = (att, {})
            got = keep[1].get(v)
            if got is not None:
                self._stats[v] = got
                return got
            strength = su.base_strength[v]
            weapon = 0
            icpt = su.base_intercept[v]
            memo = su.memo
            for j in att.get(v, ()) if v >= 0 else ():  # (unattached cards are under -1)
                card: tuple[int, int, int | None] | None
                card = memo.get(("card_stats", j))  # type: ignore[assignment]
                if card is None:
                    card = memo[("card_stats", j)] = card_stats(su, j)
                strength += card[0]
                icpt += card[1]
                if card[2] is not None:
                    weapon = max(weapon, card[2])
            got = self._stats[v] = keep[1][v] = (strength, weapon, icpt)
        return got

    def _weapon_damage(self, view: PlayerView, v: int) -> int:
        su = view.setup
        best = 0
        p = view.controller(v)
        if p < 0:
            return 0
        for j in view.cards_on(p, v):  # p's in-play cards on v
            if su.mode[j] == M_EQUIPMENT or su.card_weapon[j]:  # (a Molotov Cocktail put on it)
                e = su.effect[j]
                if e is not None and e.options:
                    best = max(best, e.options[0].amount(O_STRIKE) - 1, e.options[0].amount(O_STRIKE_STRENGTH))
        return best

    def _harm(self, view: PlayerView, v: int, damage: int) -> float:
        """What ``damage`` to minion ``v`` costs its controller (blood, torpor, burning)."""
        if damage <= 0:
            return 0.0
        su = view.setup
        b = view.blood_on[v]
        if not su.is_vampire[v]:
            return 4.0 if damage >= b else float(damage)
        if damage <= b:
            return float(damage)
        return b + su.capacity[v] / 2 + 3

    def _turn_cached(self, view: PlayerView, key: tuple, compute: Callable[[], float]) -> float:
        """A value estimated once per Methuselah turn of the game in progress (the terms of a
        political card hardly change within a minion phase). The cache is dropped when the
        game changes, so results do not depend on what was played before."""
        game = view.game
        turn = view.game_turn
        if self._cache_game is not game or self._cache_turn != turn:
            self._cache_game = game
            self._cache_turn = turn
            self._cache.clear()
        full = (view.me, *key)
        got = self._cache.get(full)
        if got is None:
            got = self._cache[full] = compute()
        return got

    def _bleed_value(self, view: PlayerView, actor: int, amount: int, stealth: int, blockers: list[int],
                     prey: int, prey_pool: int) -> float:
        dec = self._dec
        cards = dec.get("bleed_cards")
        if cards is None:
            bleed_mod = view.setup.bleed_mod
            cards = 0
            for i in view.hand:
                if bleed_mod[i]:
                    cards += 1
            dec["bleed_cards"] = cards
        expected = amount + (1.5 if cards else 0.0)
        v = expected * (1.0 if prey_pool > 10 else 1.4) + 0.4
        if expected >= prey_pool:
            v += self.vp_value
        p = self.p_through(view, actor, stealth, blockers, True)
        return self._through_or_blocked(view, actor, v, p, blockers)

    def _through_or_blocked(self, view: PlayerView, actor: int, v: float, p: float, blockers: list[int]) -> float:
        """An action worth ``v`` when it goes through (chance ``p``), else blocked: the best
        fight against ``blockers``, and the bait's worth (capped at half ``v`` plus 1)."""
        dec = self._dec
        blocked = 0.0
        if blockers and p < 1:
            fights = self._fights
            blocked = -99.0
            for b in blockers:
                key = (actor, b)
                cv = fights.get(key)
                if cv is None:
                    cv = fights[key] = self.combat_value(view, actor, b)
                if cv > blocked:  # max(blocked, cv)
                    blocked = cv
            # a blocker that blocks is locked: with more untapped minions than the prey has
            # blockers, the next bleed goes through (the bait's worth)
            okey = ("others", actor)
            others = dec.get(okey)
            if others is None:
                untapped = dec.get("untapped")  # (my minions that can act, listed by _minion_table)
                if untapped is not None:
                    others = dec[okey] = len(untapped) - (actor in untapped)
                else:
                    locked = view.locks
                    acted = view.acted_turns
                    turn = view.game_turn
                    others = dec[okey] = sum(
                        1 for m in view.ready if m != actor and not locked[m] and acted[m] != turn
                    )
            if others >= len(blockers) and blocked > -2.0:
                blocked += 0.5 * v
        cap = 0.5 * v + 1.0
        return p * v + (1 - p) * (cap if cap < blocked else blocked)  # min(blocked, cap)

    def _blood_hunt_risk(self, view: PlayerView, v: int) -> float:
        factor = self._dec.get("hunt_factor")
        if factor is None:
            me = view.me
            mine = self._votes(view, me) + (1 if view.edge == me else 0)
            others = sum(self._votes(view, q) for q in view.alive() if q != me)
            factor = self._dec["hunt_factor"] = 0.8 if others > mine else 0.3
        value = view.setup.capacity[v] / 2 + 3 + view.blood_on[v]
        return value * factor

    def _votes(self, view: PlayerView, q: int) -> int:
        """``view.votes(q)``, read once per decision."""
        key = ("votes", q)
        got = self._dec.get(key)
        if got is None:
            got = self._dec[key] = view.votes(q)
        return got

    def _political_value(self, view: PlayerView, a: Action, w: tuple[list[float], list[int], int, int]) -> float:
        """What calling the referendum is worth once the action succeeds (the caller chooses
        the terms then, rules 6.3.1): the best terms' utility times their chance to pass."""
        m = view.political_matrix(a.card, a.actor)
        if not len(m):
            return 0.0
        if len(m) <= 16:
            # a few terms: valued row by row, cheaper than array operations on a small array
            rows = m.tolist()
            return self._best_terms(view, rows, [self._u(w, row) for row in rows])[1]
        return self._best_terms(view, m, self._u_matrix(w, m))[1]

    def _best_terms(self, view: PlayerView, m, u) -> tuple[int, float]:
        """The row of ``m`` (terms) with the best utility ``u`` times chance to pass, and that
        value (0 when no terms gain)."""
        best_k, best_v = -1, 0.0
        if isinstance(u, np.ndarray):
            order = np.argsort(-u, kind="stable").tolist()  # the best first, ties in row order
            u = u.tolist()
        else:
            order = sorted(range(len(u)), key=u.__getitem__, reverse=True)
        for k in order:
            uk = u[k]
            if uk * 0.9 <= best_v:
                break  # (0.9: the best chance to pass) no later row can beat it
            vk = uk * self._p_pass(view, m[k] if isinstance(m, list) else m[k].tolist())
            if vk > best_v:
                best_k, best_v = k, vk
        return best_k, best_v

    def _vote_cards(self, view: PlayerView) -> int:
        """Votes this Methuselah can add as caller: action modifiers in hand, vote locations."""
        su = view.setup
        m = view.methuselahs[view.me]
        locked = view.locks
        vote_card = su.vote_card
        mode = su.mode
        memo = su.memo
        total = 0
        for i in m.hand:
            if vote_card[i] and su.is_modifier[i]:
                key = ("modifier_votes", i)  # read from the card alone: once per setup
                n = memo.get(key)
                if n is None:
                    e = su.effect[i]
                    n = memo[key] = max((p.n for o in e.options for p in o.prims if p.op == O_VOTES), default=0)  # type: ignore[union-attr]
                total += n  # type: ignore[operator]
        for j in m.in_play:
            if not locked[j] and mode[j] == M_MASTER_IN_PLAY:
                key = ("master_votes", j)  # read from the card alone: once per setup
                n = memo.get(key)
                if n is None:
                    e = su.effect[j]
                    n = memo[key] = e.options[0].amount(O_VOTES) if e is not None and e.options else 0
                total += n  # type: ignore[operator]
        return total

    def _u_matrix(self, w: tuple[list[float], list[int], int, int], m: np.ndarray) -> np.ndarray:
        """:meth:`_u` of every row of ``m`` at once."""
        coef, pools, me, prey = w
        u = m @ np.asarray(coef)
        # the oust terms add 0 to every row unless some row takes a pool to 0: skipped when even
        # the matrix's smallest entry leaves that pool above 0 (the common case)
        lo = m.min()
        if prey != me and pools[prey] + lo <= 0:
            u = u + self.vp_value * ((pools[prey] + m[:, prey] <= 0) & (m[:, prey] != 0))
        if pools[me] + lo <= 0:
            u = u - 4 * self.vp_value * ((pools[me] + m[:, me] <= 0) & (m[:, me] != 0))
        return u

    def _p_pass(self, view: PlayerView, delta: list[float]) -> float:
        """Chance terms ``delta`` pass: own votes (+1 for the card, the Edge) and those of the
        Methuselahs the terms please, against the votes of those they displease."""
        dec = self._dec
        got = dec.get("pass_votes")
        if got is None:
            # own votes and each other Methuselah still in the game with its weights (those of
            # _weights, built in one pass over the seats), read once per decision; the
            # others' votes are read (once per decision, by _votes) only for those the terms touch
            me = view.me
            players = view.methuselahs
            pools = [m.pool for m in players]
            alive = view.alive()
            k = len(alive)
            others = []
            for x, q in enumerate(alive):
                if q == me:
                    continue
                prey = alive[x + 1] if x + 1 < k else alive[0]  # (s.prey, s.predator: the next and
                pred = alive[x - 1]  # previous seats still in the game, q itself when alone)
                others.append((q, self._coef(players, pools, q, prey, pred), prey, len(players[q].hand) >= 6))
            got = dec["pass_votes"] = (
                self._votes(view, me) + 1 + (1 if view.edge == me else 0) + self._vote_cards(view), others, pools)
        mine, others, pools = got
        nz = [(p, d) for p, d in enumerate(delta) if d]
        vp = self.vp_value
        against = 0
        for q, coef, prey, big_hand in others:
            # each votes as _referendum has it vote, by its own utility of the terms (_u with
            # its weights; rules 6.3.2: votes are free): for them when its prey or predator
            # loses more than it does, against when it loses; its votes are read only then
            uq = 0.0
            for p, d in nz:
                uq += coef[p] * d
            if prey != q and delta[prey] and pools[prey] + delta[prey] <= 0:
                uq += vp
            if delta[q] and pools[q] + delta[q] <= 0:
                uq -= 4 * vp
            if uq <= -0.5:
                against += self._votes(view, q) + (1 if big_hand else 0)
            elif uq >= 0.5:
                mine += self._votes(view, q) + (1 if big_hand else 0)
        if mine > against + 1:
            return 0.9
        if mine > against:
            return 0.6
        return 0.15

    # -- blocks and reactions ----------------------------------------------------------------

    def _harm_of_action(self, view: PlayerView) -> float:
        """What the action in progress costs this Methuselah if it succeeds."""
        pend = view.pending
        assert pend is not None
        me = view.me
        if pend.kind == K_BLEED and pend.target_p == me:
            amount = pend.bleed + 1  # a modifier may follow
            h = amount * (1.0 if view.pool() > 10 else 1.6) + 0.5
            if amount >= view.pool():
                h += 4 * self.vp_value
            return h
        if pend.kind == K_POLITICAL:
            return 2.0 + (1.0 if view.current == view.predator() else 0.0)
        if pend.kind == K_DIABLERIZE or pend.kind == K_RESCUE:
            return 2.0 if view.controller(pend.target) == me else 0.5
        if pend.directed:
            return 1.5
        # an undirected action of the prey or predator: slowing the predator protects us
        return 1.0 if view.current == view.predator() else 0.5
