"""Game logs: a simulated game told move by move, as events a player or a program can read.

Nothing here runs unless a log is asked for: :class:`Recorder` is an ``after(state, action)``
callback of :func:`vtes_tools.engine.play`. It keeps a clone of the state before each
action, describes the action from it (who does what, with which card, to whom), then compares
it with the state after the action (pool, blood, zones, locks, VP, ousts, the Edge, combat,
referendum and action in progress) and turns each difference into an event. It reads the state
and never changes it nor draws from its generator, so a logged game is the same game.

Each event has: ``seq`` (its order), ``step`` (the number of actions taken so far: the event
follows ``actions[step - 1]``), ``turn`` (table turn), ``player_turn`` (turns begun in the
game), ``phase``, ``seat`` and ``deck`` (the Methuselah it is about, seats from 1 in turn
order), ``kind``, ``minion``, ``card`` and ``target`` (names), ``before`` / ``after`` (an
amount as it changed), ``hidden`` (only that Methuselah may know it: draws, its hand, its
uncontrolled region) and ``text``, a sentence in a player's words.
"""

from __future__ import annotations

import gzip
import hashlib
import html
import json
from collections.abc import Iterator, Sequence
from typing import Any

from .engine.actions import Kind
from .engine.combat import DAMAGE
from .engine.effects import Op, When
from .engine.state import CLOSE, CombatStage, GameState, Phase, Stat

#: Columns of :attr:`GameLog.events` and keys of each JSON record (but the last one, game_end).
EVENT_FIELDS = (
    "seq", "step", "turn", "player_turn", "phase", "seat", "deck", "kind", "minion", "card", "target", "before",
    "after", "hidden", "text",
)

#: Zones a Methuselah alone may look at (rules 2.3: own hand and uncontrolled region).
_PRIVATE = frozenset({"library", "hand", "crypt", "uncontrolled"})
_ZONES = ("library", "hand", "ash", "crypt", "uncontrolled", "ready", "torpor", "removed", "in_play", "contested")
_IN_PLAY = ("ready", "torpor", "in_play", "uncontrolled")
_ZONE_WORDS = {
    "library": "library", "hand": "hand", "ash": "ash heap", "crypt": "crypt", "uncontrolled": "uncontrolled region",
    "ready": "ready region", "torpor": "torpor", "removed": "out of the game", "in_play": "play",
    "contested": "contested cards",
}
#: Kinds of decision told from the minion's own text.
_OWN_TEXTS = frozenset({
    Kind.DISCARD_FOR, Kind.FETCH, Kind.ABILITY, Kind.UNLOCK_ABILITY, Kind.LEND, Kind.TOGGLE, Kind.OWN_ACTION,
    Kind.EDGE, Kind.LOCK_FOR_MASTER, Kind.BURN_DIABLERIST, Kind.INTERPOSE, Kind.BECOME_ANARCH,
})
#: Kinds of action whose minion locks as it acts (the lock is said by the action itself).
_ACTIONS = frozenset({
    Kind.BLEED, Kind.HUNT, Kind.EQUIP, Kind.EMPLOY, Kind.RECRUIT, Kind.ACTION_CARD, Kind.POLITICAL,
    Kind.LEAVE_TORPOR, Kind.RESCUE, Kind.ENTER_COMBAT, Kind.ABILITY, Kind.BURN_CARD, Kind.OWN_ACTION,
    Kind.BLOCK, Kind.LEND, Kind.LOCK_FOR_MASTER, Kind.INTERPOSE, Kind.BECOME_ANARCH,
})


def _mw(minion: str, who: str) -> str:
    """"Anneke (Tremere)": a minion and its Methuselah, unless its name already says it."""
    return minion if minion.endswith(f" of {who}") else f"{minion} ({who})"


def short_names(labels: Sequence[str]) -> list[str]:
    """Names for sentences: a deck label without its parenthesised suffix ("Tremere (V5 starter)" ->
    "Tremere") when that stays distinct, else the label."""
    short = [lb.split(" (")[0].strip() or lb for lb in labels]
    return short if len(set(short)) == len(short) else list(labels)


class Recorder:
    """``after(state, action)`` callback writing the events of a game as it is played.

    ``state`` is the game before its first action; ``labels`` the deck label of each Methuselah
    (in seating order)."""

    def __init__(self, state: GameState, labels: Sequence[str]) -> None:
        self.labels = list(labels)
        self.who = short_names(labels)
        su = state.setup
        self.setup = su
        # a copy number per instance among the instances of the same card at the table (1, 2...)
        # a copy number per instance among its deck's copies of the card (1, 2...)
        seen: dict[tuple[int, int], int] = {}
        self.copy_no = []
        for i in range(su.n):
            key = (su.owner[i], su.card_id[i])
            seen[key] = seen.get(key, 0) + 1
            self.copy_no.append(seen[key])
        self.events: list[dict[str, Any]] = []
        self.actions: list[tuple[int, ...]] = []
        self.prev = state.clone()
        #: the game's own referendum object (read, never changed): still holds the final tally
        #: once the last vote resolved it and the state let it go
        self.live_referendum = state.referendum
        #: the game's own combat object (read, never changed): its round and strike pairs go on
        #: counting within an action, and it keeps them once the combat ends
        self.live_combat = state.combat
        #: strikes told, by (combat number, round, pair, side)
        self.struck: set[tuple[int, int, int, int]] = set()
        self.headers: set[tuple[int, int]] = set()
        self._header(state)

    # -- names ----------------------------------------------------------------------------------

    def _in_play_copies(self, s: GameState) -> dict[int, list[int]]:
        cid = self.setup.card_id
        got: dict[int, list[int]] = {}
        for m in s.players:
            for zone in (m.ready, m.torpor, m.in_play, m.uncontrolled):
                for i in zone:
                    got.setdefault(cid[i], []).append(i)
        return got

    def name(self, i: int, copies: dict[int, list[int]] | None = None) -> str:
        """A card by name; where two copies of it are in play, with its copy number in its deck
        ("Villein #2"), and a minion whose copy of another deck is in play with its deck too
        ("Branimira of Thx VTES94!")."""
        su = self.setup
        if i < 0 or i >= su.n:
            return ""
        base = su.name(i)
        if base.endswith(", The"):
            base = "The " + base[:-5]
        others = copies.get(su.card_id[i], ()) if copies is not None else ()
        if len(others) > 1:
            own = su.owner[i]
            if any(su.owner[j] == own for j in others if j != i):
                base = f"{base} #{self.copy_no[i]}"
            if (su.is_crypt[i] or su.is_ally[i]) and any(su.owner[j] != own for j in others if j != i):
                base = f"{base} of {self.who[own]}"
        return base

    # -- events ---------------------------------------------------------------------------------

    def emit(
        self, s: GameState, kind: str, text: str, *, seat: int = -1, minion: str = "", card: str = "",
        target: str = "", before: float | None = None, after: float | None = None, hidden: bool = False,
        phase: int | None = None,
    ) -> None:
        self.events.append({
            "seq": len(self.events), "step": len(self.actions), "turn": s.table_turn, "player_turn": s.turn,
            "phase": Phase(s.phase if phase is None else phase).name.lower(),
            "seat": seat + 1 if seat >= 0 else None, "deck": self.labels[seat] if seat >= 0 else None,
            "kind": kind, "minion": minion or None, "card": card or None, "target": target or None,
            "before": before, "after": after, "hidden": hidden, "text": text,
        })

    def _header(self, s: GameState, start: GameState | None = None) -> None:
        """The turn's header in ``s``, summing up ``start``: the state before the action that began
        the turn (before its unlock phase), so that the unlock lines follow it."""
        key = (s.turn, s.current)
        if key in self.headers or s.terminal:
            return
        self.headers.add(key)
        p = s.current
        w = s if start is None else start
        m = w.players[p]
        copies = self._in_play_copies(w)
        blood = w.blood
        ready = ", ".join(
            f"{self.name(i, copies)} ({blood[i]}{', locked' if w.locked[i] else ''})" for i in m.ready
        ) or "none"
        text = f"Turn {s.table_turn} · {self.labels[p]} · pool {m.pool}"
        if m.vp:
            text += f" · {m.vp:g} VP"
        self.emit(s, "turn", text, seat=p, before=m.pool, after=m.pool)
        self.emit(s, "summary", f"ready: {ready}", seat=p)
        if m.torpor:
            self.emit(s, "summary", "torpor: " + ", ".join(f"{self.name(i, copies)} ({blood[i]})" for i in m.torpor),
                      seat=p)
        if m.in_play:
            self.emit(s, "summary", "in play: " + ", ".join(self._on(w, j, copies) for j in m.in_play), seat=p)
        if m.uncontrolled:
            self.emit(s, "summary", "uncontrolled: " + ", ".join(
                f"{self.name(i, copies)} ({blood[i]})" for i in m.uncontrolled), seat=p, hidden=True)
        self.emit(s, "summary", "hand: " + ", ".join(self.name(i) for i in m.hand), seat=p, hidden=True)

    def _on(self, s: GameState, j: int, copies: dict[int, list[int]]) -> str:
        host = s.attached[j]
        return f"{self.name(j, copies)} on {self.name(host, copies)}" if host >= 0 else self.name(j, copies)

    def after(self, s: GameState, action: Any) -> None:
        """The ``after`` callback of :func:`vtes_tools.engine.play`."""
        prev = self.prev
        self.actions.append(tuple(int(x) for x in action))
        self.declared = len(self.events)
        self._describe(prev, s, action)
        self._diff(prev, s, action)
        self.prev = s.clone()
        self.live_referendum = s.referendum
        self.live_combat = s.combat

    # -- the decision ---------------------------------------------------------------------------

    def _describe(self, b: GameState, s: GameState, a: Any) -> None:
        kind, actor, card, target, n = int(a[0]), a[1], a[2], a[3], a[4]
        p = b.decider
        who = self.who[p]
        copies = self._in_play_copies(b)
        mn = self.name(actor, copies)
        cd = self.name(card, copies)
        redirect = kind == Kind.REACTION and 0 <= card and self.setup.redirect_card[card] and target >= 0
        if redirect:
            tg = self.who[target]  # a bleed redirected to this Methuselah
        elif kind in (Kind.VOTE, Kind.TERMS, Kind.YIELD):
            tg = ""
        else:
            tg = self.name(target, copies)
        e = {"seat": p, "minion": mn, "card": cd, "target": tg, "phase": b.phase}
        pend = s.pending if s.pending is not None else b.pending
        if kind == Kind.PASS:
            return
        if kind == Kind.TRANSFER:
            # the pool is public; which face-down vampire gets the blood is its Methuselah's to know
            m0, m1 = b.players[p], s.players[p]
            e.update(target="")
            self.emit(b, "transfer", f"{who} moves {n} pool to an uncontrolled vampire: pool {m0.pool} -> {m1.pool}",
                      before=m0.pool, after=m1.pool, **e)
            e.update(target=tg, minion=tg)
            self.emit(b, "blood", f"{tg} gets {n} blood: {b.blood[target]} -> {s.blood[target]}", hidden=True,
                      before=b.blood[target], after=s.blood[target], **e)
        elif kind == Kind.RETRIEVE:
            self.emit(b, "transfer", f"{who} moves 1 blood from {tg} back to the pool", hidden=True, **e)
        elif kind == Kind.CRYPT_DRAW:
            # (its pool is a pool event: "pays 1 pool for the crypt draw")
            self.emit(b, "crypt_draw", f"{who} spends 4 transfers to draw from the crypt", **e)
        elif kind == Kind.INFLUENCE:
            self.emit(b, "influence", f"{who} brings {tg} into play ({s.blood[target]} blood)", **e)
        elif kind == Kind.PLAY_MASTER:
            self.emit(b, "master", f"{who} plays {cd}" + (f" on {tg}" if tg else ""), **e)
        elif kind == Kind.USE:
            by = ""
            if mn:  # a minion using the card, or a card discarded for it (Garibaldi-Meucci Museum)
                by = f" discarding {mn}" if actor in b.players[p].hand else f" with {mn}"
            self.emit(b, "use", f"{who} uses {cd}" + (f" on {tg}" if tg else "") + by, **e)
        elif kind == Kind.DISCARD:
            self.emit(b, "discard", f"{who} discards {cd}", **e)
        elif kind == Kind.PLAY_EVENT:
            self.emit(b, "event_card", f"{who} puts the event {cd} in play", **e)
        elif kind == Kind.BLEED:
            prey = self.who[pend.target_p] if pend is not None and pend.target_p >= 0 else self.who[b.prey(p)]
            self.emit(b, "action", f"{_mw(mn, who)} bleeds {prey}", **e)
        elif kind == Kind.HUNT:
            self.emit(b, "action", f"{_mw(mn, who)} hunts", **e)
        elif kind in (Kind.EQUIP, Kind.EMPLOY, Kind.RECRUIT):
            verb = {Kind.EQUIP: "equips with", Kind.EMPLOY: "employs", Kind.RECRUIT: "recruits"}[Kind(kind)]
            self.emit(b, "action", f"{_mw(mn, who)} {verb} {cd}", **e)
        elif kind == Kind.ACTION_CARD:
            aim = ""
            if pend is not None and pend.target_p >= 0 and pend.target_p != p:
                aim = f" at {self.who[pend.target_p]}"
            if tg:
                aim += f" on {tg}"
            self.emit(b, "action", f"{_mw(mn, who)} plays {cd}{aim}", **e)
        elif kind == Kind.POLITICAL:
            self.emit(b, "action", f"{_mw(mn, who)} calls a referendum with {cd}", **e)
        elif kind == Kind.MODIFIER:
            self.emit(b, "modifier", f"{_mw(mn, who)} plays {cd}", **e)
        elif kind == Kind.BLOCK:
            acting = self.name(b.pending.actor, copies) if b.pending is not None else "the action"
            wake = f" (waking with {cd})" if cd else ""
            self.emit(b, "block_attempt", f"{_mw(mn, who)} tries to block {acting}{wake}", **e)
        elif kind == Kind.REACTION:
            aim = (f", redirecting the bleed to {tg}" if redirect else f" on {tg}") if tg else ""
            self.emit(b, "reaction", f"{_mw(mn, who)} plays {cd}{aim}", **e)
        elif kind == Kind.CANCEL:
            self.emit(b, "cancel", f"{who} cancels it with {cd}", **e)
        elif kind == Kind.LEAVE_TORPOR:
            self.emit(b, "action", f"{_mw(mn, who)} tries to leave torpor", **e)
        elif kind == Kind.RESCUE:
            self.emit(b, "action", f"{_mw(mn, who)} tries to rescue {tg} from torpor", **e)
        elif kind == Kind.DIABLERIZE:
            self.emit(b, "diablerie", f"{_mw(mn, who)} diablerizes {tg}", **e)
        elif kind in (Kind.STRIKE, Kind.MANEUVER, Kind.PRESS, Kind.PREVENT, Kind.COMBAT_CARD):
            word = {Kind.STRIKE: "strike", Kind.MANEUVER: "maneuver", Kind.PRESS: "press", Kind.PREVENT: "prevent",
                    Kind.COMBAT_CARD: "combat_card"}[Kind(kind)]
            if kind == Kind.STRIKE:
                if card == actor:
                    text = f"{mn} strikes with its own ability"
                else:
                    text = f"{mn} strikes with {cd}" if cd else f"{mn} strikes with its hand"
                if tg:
                    text += f" at {tg}"
            elif kind == Kind.MANEUVER:
                text = f"{mn} maneuvers with {cd}"
            elif kind == Kind.PRESS:
                text = f"{mn} presses with {cd}"
            elif kind == Kind.PREVENT:
                text = f"{mn} prevents damage with {cd}"
            else:
                text = f"{mn} plays {cd}"
            self.emit(b, word, text, **e)
        elif kind == Kind.TERMS:
            self.emit(b, "terms", f"{who} chooses the terms", **e)
        elif kind == Kind.VOTE:
            r0, r1 = b.referendum, s.referendum if s.referendum is not None else self.live_referendum
            side = "for" if n == 1 else "against" if n == 2 else "abstains"
            got = ""
            if r0 is not None and r1 is not None:
                d = (r1.votes_for - r0.votes_for) + (r1.votes_against - r0.votes_against)
                got = f" ({d} vote{'s' if d != 1 else ''})"
            burn = f", burning {cd}" if cd else ""
            burn += ", burning the Edge" if target == 1 else ""
            text = f"{who} votes {side}{got}{burn}" if side != "abstains" else f"{who} casts no vote"
            self.emit(b, "vote", text, seat=p, card=cd, phase=b.phase)
        elif kind == Kind.YIELD:
            self.emit(b, "yield", f"{who} yields" + (f" {cd}" if cd else ""), seat=p, card=cd, phase=b.phase)
        elif kind == Kind.ENTER_COMBAT:
            self.emit(b, "action", f"{_mw(mn, who)} enters combat with {tg}", **e)
        elif kind == Kind.BURN_CARD:
            self.emit(b, "action", f"{_mw(mn, who)} tries to burn {tg}", **e)
        elif kind in _OWN_TEXTS:
            mw = _mw(mn, who)
            text = {
                Kind.DISCARD_FOR: f"{who} discards {cd} for {mn}'s text",
                Kind.FETCH: f"{mw} uses transfers to bring {cd} into play",
                Kind.ABILITY: f"{mw} uses its ability on {tg}",
                Kind.UNLOCK_ABILITY: f"{mw} uses its ability on {tg}",
                Kind.LEND: f"{mw} locks to give {tg} more bleed",
                Kind.TOGGLE: f"{mw} {'unlocks' if n == 0 else 'locks'} {tg}",
                Kind.OWN_ACTION: f"{mw} takes its own action" + (f" on {tg}" if tg else ""),
                Kind.EDGE: f"{who} burns the Edge for {mn}'s text",
                Kind.LOCK_FOR_MASTER: f"{mw} locks for more master phase actions",
                Kind.BURN_DIABLERIST: f"{mw} burns itself to burn {tg}, a diablerist",
                Kind.INTERPOSE: f"{mw} locks to enter combat with the minion blocking {tg}",
                Kind.BECOME_ANARCH: f"{mw} tries to become Anarch",
            }[Kind(kind)]
            self.emit(b, Kind(kind).name.lower(), text, **e)
        else:
            text = f"{who}: {Kind(kind).name.lower().replace('_', ' ')}"
            for word, v in (("by", mn), ("with", cd), ("on", tg)):
                if v:
                    text += f" {word} {v}"
            self.emit(b, Kind(kind).name.lower(), text, **e)

    # -- the consequences -----------------------------------------------------------------------

    def _diff(self, b: GameState, s: GameState, a: Any) -> None:
        new_turn = (s.turn, s.current) not in self.headers and not s.terminal
        later: list[tuple[int, dict[str, Any]]] = []  # events of the new turn, after its header
        copies = self._in_play_copies(s)
        kind = int(a[0])
        acting = a[1] if kind in _ACTIONS else -1
        stats0, stats1 = b.stats, s.stats
        pend = b.pending if b.pending is not None else s.pending
        events: list[tuple[int, dict[str, Any]]] = []

        def add(seat: int, kind_: str, text: str, **kw: Any) -> None:
            events.append((seat, {"kind": kind_, "text": text, "seat": seat, **kw}))

        # blocks, combat and referendum
        if stats1[0] > stats0[0]:
            blocker = a[1] if kind == Kind.BLOCK else pend.blocker if pend is not None else -1
            if blocker < 0 and s.pending is not None and s.pending.blocker >= 0:
                blocker = s.pending.blocker
            bp = self._controller(s, blocker)
            add(bp, "block", f"{self.name(blocker, copies) or 'a minion'} blocks"
                + (f" {self.name(pend.actor, copies)}" if pend is not None else ""), minion=self.name(blocker, copies))
        elif s.pending is not None and b.pending is not None and s.pending.blocker >= 0 and (
                s.pending.stealth, s.pending.intercept) != (b.pending.stealth, b.pending.intercept):
            q = s.pending
            add(self._controller(s, q.blocker), "block_attempt",
                f"stealth {q.stealth} against intercept {q.intercept}", before=q.stealth, after=q.intercept)
        else:
            tried = a[1] if kind == Kind.BLOCK else b.pending.blocker if b.pending is not None else -1
            blocked = b.pending is not None and b.pending.blocked or s.pending is not None and s.pending.blocked
            if tried >= 0 and not blocked and (s.pending is None or s.pending.blocker != tried):
                add(self._controller(s, tried), "block_fail", f"{self.name(tried, copies)} fails to block",
                    minion=self.name(tried, copies))
        if s.combat is not None and (b.combat is None or stats1[1] > stats0[1]):
            c = s.combat
            add(c.p[0], "combat", f"Combat: {_mw(self.name(c.m[0], copies), self.who[c.p[0]])} against "
                f"{_mw(self.name(c.m[1], copies), self.who[c.p[1]])}", minion=self.name(c.m[0], copies),
                target=self.name(c.m[1], copies))
        self._strikes(b, s, a, add, copies)
        if s.setup is not b.setup and s.setup.sect is not b.setup.sect:  # a sect change (rules 10.5)
            for v, (was, now) in enumerate(zip(b.setup.sect, s.setup.sect)):
                if was != now:
                    add(self._controller(s, v), "sect", f"{self.name(v, copies)} becomes {now}",
                        minion=self.name(v, copies))
        if stats1[3] > stats0[3] or (b.referendum is not None and s.referendum is None):
            r = b.referendum
            passed = stats1[3] > stats0[3]
            what = self.name(r.card, copies) if r is not None and r.card >= 0 else "the referendum"
            live = self.live_referendum
            tally = f" ({live.votes_for} for, {live.votes_against} against)" if live is not None else ""
            add(r.caller if r is not None else -1, "referendum_result",
                f"{what} {'passes' if passed else 'fails'}{tally}", card=what,
                before=live.votes_for if live is not None else None,
                after=live.votes_against if live is not None else None)

        out = {p for p, (m0, m1) in enumerate(zip(b.players, s.players, strict=True)) if m1.ousted and not m0.ousted}
        # blood and life
        if b.blood != s.blood:
            in_combat = b.combat is not None or s.combat is not None
            for i, (x0, x1) in enumerate(zip(b.blood, s.blood, strict=True)):
                if x0 == x1 or (kind == Kind.TRANSFER and i == a[3]):
                    continue
                p = self._controller(s, i)
                if p < 0:
                    p = self._controller(b, i)
                if p < 0 or p in out:
                    continue  # a card leaving play (or an ousted Methuselah's): its counters go with it
                nm = self.name(i, copies)
                zone = self._zone(s, p, i)
                hidden = zone == "uncontrolled"
                if self.setup.is_vampire[i]:
                    unit = "blood"
                elif zone in ("ready", "torpor") or s.attached[i] >= 0:
                    unit = "life"
                else:
                    unit = "counters"
                if abs(x1 - x0) == 1:
                    unit = {"counters": "counter"}.get(unit, unit)
                if x1 < x0 and in_combat and zone in ("ready", "torpor") and kind in (
                        Kind.STRIKE, Kind.PREVENT, Kind.PASS, Kind.PRESS, Kind.MANEUVER, Kind.COMBAT_CARD):
                    text = f"{nm} loses {x0 - x1} {unit}: {x0} -> {x1}"
                    k = "damage"
                elif x1 > x0:
                    text = f"{nm} gains {x1 - x0} {unit}: {x0} -> {x1}"
                    k = "blood"
                else:
                    text = f"{nm} loses {x0 - x1} {unit}: {x0} -> {x1}"
                    k = "blood"
                add(p, k, text, minion=nm, before=x0, after=x1, hidden=hidden)

        # zones
        moved = self._moves(b, s)
        for i, z0, z1, p0, p1 in moved:
            if p0 in out and z1 == "removed":
                continue  # an ousted Methuselah's cards leave the game: said by the oust
            nm = self.name(i, copies)
            played = kind not in (Kind.DISCARD,) and i == a[2] and z0 == "hand"
            hidden = z0 in _PRIVATE and z1 in _PRIVATE
            if z0 == "library" and z1 == "hand":
                continue  # draws: one event per Methuselah below
            if played and z1 in ("ash", "in_play", "ready", "removed") and kind != Kind.DISCARD:
                if z1 in ("in_play", "ready") and kind not in (Kind.PLAY_MASTER, Kind.ACTION_CARD, Kind.POLITICAL):
                    add(p1, "in_play", f"{nm} comes into play" + self._host(s, i, copies), card=nm)
                continue
            if kind == Kind.DISCARD and i == a[2]:
                continue
            if z0 == "uncontrolled" and z1 == "ready":
                if kind != Kind.INFLUENCE:
                    add(p1, "influence", f"{nm} comes into play ({s.blood[i]} blood)", minion=nm)
            elif z0 == "crypt" and z1 == "uncontrolled":
                add(p1, "crypt_draw", f"{self.who[p1]} draws {nm} from the crypt", minion=nm, hidden=True)
            elif z1 == "torpor":
                add(p1, "torpor", f"{nm} goes to torpor", minion=nm)
            elif z0 == "torpor" and z1 == "ready":
                add(p1, "rescue", f"{nm} leaves torpor", minion=nm)
            elif z0 in ("ready", "torpor") and z1 == "ash":
                died = "is diablerized" if stats1[6] > stats0[6] and z0 == "torpor" else "is burned"
                add(p0, "burn", f"{nm} {died}", minion=nm)
            elif z0 == "in_play" and z1 == "ash":
                if pend is not None and i == pend.card or b.referendum is not None and i == b.referendum.card:
                    continue  # the card of the action in progress, done with
                add(p0, "burn", f"{nm} is burned", card=nm)
            elif z0 == "hand" and z1 == "ash":
                add(p0, "discard", f"{self.who[p0]} discards {nm}", card=nm)
            elif z1 in ("in_play", "ready") and z0 not in ("in_play", "ready", "torpor"):
                add(p1, "in_play", f"{nm} comes into play" + self._host(s, i, copies), card=nm)
            elif z1 == "contested":
                add(p1, "contested", f"{nm} is contested ({self.who[p1]})", card=nm)
            elif z0 == "contested":
                add(p1, "contested", f"{nm} is no longer contested ({self.who[p1]})", card=nm)
            elif z0 in ("ready", "torpor") and z1 == "uncontrolled":
                add(p1, "uncontrolled", f"{nm} returns to {self.who[p1]}'s uncontrolled region", minion=nm)
            elif z0 == "in_play" and z1 == "ready":
                add(p1, "in_play", f"{nm} comes into play as a minion", minion=nm)
            elif z1 == "removed":
                add(p0, "removed", f"{nm} is removed from the game", card=nm)
            elif z0 == z1:
                add(p1, "control", f"{self.who[p1]} takes control of {nm} from {self.who[p0]}", card=nm)
            else:
                to = _ZONE_WORDS[z1] if p0 == p1 else f"{self.who[p1]}'s {_ZONE_WORDS[z1]}"
                add(p1, "move", f"{nm} goes from {self.who[p0]}'s {_ZONE_WORDS[z0]} to {to}", card=nm, hidden=hidden)
        for p, (m0, m1) in enumerate(zip(b.players, s.players, strict=True)):
            drawn = [i for i in m1.hand if i not in m0.hand and i in m0.library]
            if drawn:
                add(p, "draw", f"{self.who[p]} draws {', '.join(self.name(i) for i in drawn)}", hidden=True,
                    before=len(m0.hand), after=len(m1.hand))
        # equipment and retainers moving between minions
        if b.attached != s.attached:
            for j, (h0, h1) in enumerate(zip(b.attached, s.attached, strict=True)):
                if h0 != h1 and h0 >= 0 and h1 >= 0:
                    add(self._controller(s, j), "move", f"{self.name(j, copies)} moves from "
                        f"{self.name(h0, copies)} to {self.name(h1, copies)}", card=self.name(j, copies))

        # pool, bleed, VP, ousts
        bleeder, bleed_card = (pend.actor, pend.card) if pend is not None else (
            (a[1], a[2]) if kind in (Kind.BLEED, Kind.ACTION_CARD) else (-1, -1))
        pools = [m.pool for m in b.players]
        # a vote burning the Edge says so itself
        edge_told = s.edge == b.edge or (kind == Kind.VOTE and a[3] == 1 and s.edge < 0)

        def edge() -> None:
            nonlocal edge_told
            if not edge_told:
                edge_told = True
                if s.edge >= 0:
                    add(s.edge, "edge", f"{self.who[s.edge]} takes the Edge")
                else:
                    add(b.edge, "edge", f"{self.who[b.edge]} burns the Edge")

        for p, (m0, m1) in enumerate(zip(b.players, s.players, strict=True)):
            bled = m1.bleed_received - m0.bleed_received
            pool0 = m0.pool
            lost = min(bled, pool0) if p in out else bled  # an ousted Methuselah's pool stops at 0
            if bled > 0 and bleeder >= 0:
                ap = self._controller(b, bleeder)
                by = self.name(bleeder, copies)
                with_card = f" ({self.name(bleed_card, copies)})" if bleed_card >= 0 else ""
                src = self.who[ap] if ap >= 0 else "a minion"
                add(ap, "bleed", f"{src} bleeds {self.who[p]} for {bled} with {by}{with_card}: pool "
                    f"{pool0} -> {pool0 - lost}", minion=by, card=self.name(bleed_card, copies), target=self.who[p],
                    before=pool0, after=pool0 - lost)
                if pend is None and kind in (Kind.BLEED, Kind.ACTION_CARD) and len(self.events) > self.declared:
                    del self.events[self.declared]  # declared and resolved at once: one line says both
                if s.edge == ap >= 0:
                    edge()  # a successful bleed takes the Edge (rules 2.2)
            elif bled > 0:
                add(p, "bleed", f"{self.who[p]} is bled for {bled}: pool {pool0} -> {pool0 - lost}",
                    before=pool0, after=pool0 - lost)
            if bled > 0:
                pools[p] = pool0 - lost
        # the ousted first: their pool falling to 0, the oust, the Edge they held; then the others
        why = self._pool_why(b, s, a, moved, new_turn, copies)
        gains = self._pool_gains(b, s, out, new_turn)
        for p in sorted(out) + [p for p in range(len(s.players)) if p not in out]:
            m0, m1 = b.players[p], s.players[p]
            if p in out:
                self._pool(add, p, pools[p], m1.pool, [], why)
                add(p, "oust", f"{self.who[p]} is ousted: its minions and cards leave the game")
                if b.edge == p:
                    edge()
            if m1.vp != m0.vp:
                gain = m1.vp - m0.vp
                add(p, "vp", f"{self.who[p]} scores {gain:g} VP ({m1.vp:g} in all)", before=m0.vp, after=m1.vp)
            if p not in out and not (kind == Kind.TRANSFER and p == b.decider):
                self._pool(add, p, pools[p], m1.pool, gains.get(p, []), why)
        if b.combat is not None and s.combat is None:
            add(b.combat.p[0], "combat_end", "Combat ends")
        if s.referendum is not None and (b.referendum is None or stats1[2] > stats0[2]):
            r = s.referendum
            what = self.name(r.card, copies) if r.card >= 0 else "a blood hunt"
            add(r.caller, "referendum", f"Referendum: {what}", card=what)
        edge()

        # locks: the acting minion's own lock is said by its action
        locks = [i for i, (x0, x1) in enumerate(zip(b.locked, s.locked, strict=True)) if x0 != x1]
        by_p: dict[tuple[int, int], list[str]] = {}
        for i in locks:
            if i == acting and s.locked[i]:
                continue
            p = self._controller(s, i)
            if p < 0:
                continue
            by_p.setdefault((p, s.locked[i]), []).append(self.name(i, copies))
        for (p, now), names in by_p.items():
            verb = "locks" if now else "unlocks"
            add(p, "lock" if now else "unlock", f"{self.who[p]} {verb} {', '.join(names)}")

        if s.timed_out and not b.timed_out:
            if any(m.passive for m in s.players):
                add(-1, "time", f"The goldfish game stops after {s.players[0].turns} turns")
            else:
                add(-1, "time", f"Time is called after {s.table_turn} table turns: 0.5 VP to each Methuselah still in")

        # the new turn's header goes before the events of its Methuselah
        for seat, ev in events:
            at_start = ev.pop("turn_start", False)
            if new_turn and (seat == s.current or at_start):
                later.append((seat, ev))
                continue
            self._add(b, ev)
        if new_turn:
            self._header(s, b)
        for _, ev in later:  # what the turn's beginning did: its unlock phase
            ev.setdefault("phase", Phase.UNLOCK)
            self._add(s, ev)

    def _strikes(self, b: GameState, s: GameState, a: Any, add: Any, copies: dict[int, list[int]]) -> None:
        """Every strike told, and every round: a decision says its own strike; a strike the rules
        chose (the only one there was) is told when it is chosen or when its pair resolves, and a
        round begun within an action is told before its strikes (rules 6.4)."""
        kind = int(a[0])
        bc = b.combat
        if bc is not None and bc.stage == CombatStage.STRIKE and kind in (Kind.STRIKE, Kind.PASS):
            self.struck.add((b.stats[Stat.COMBATS], bc.round, bc.pair, bc.decider))
            if kind == Kind.PASS:
                add(bc.p[bc.decider], "strike", f"{self.name(bc.m[bc.decider], copies)} does not strike",
                    minion=self.name(bc.m[bc.decider], copies))
        fights = []  # (combat number, combat as it was, combat as it is now)
        if bc is not None and self.live_combat is not None:
            fights.append((b.stats[Stat.COMBATS], bc.round, bc.pair, bc.stage, self.live_combat))
        if s.combat is not None and (bc is None or s.stats[Stat.COMBATS] > b.stats[Stat.COMBATS]):
            fights.append((s.stats[Stat.COMBATS], 1, 0, CombatStage.RANGE, s.combat))
        for cn, r0, p0, st0, c in fights:
            pairs = []
            if c.round == r0:
                pairs = [(r0, k) for k in range(p0, c.pair)]
            else:
                if st0 in (CombatStage.RANGE, CombatStage.STRIKE, CombatStage.CANCEL):
                    pairs.append((r0, p0))
                pairs += [(r, 0) for r in range(r0 + 1, c.round)] + [(c.round, k) for k in range(c.pair)]
            told_round = r0
            for r, k in pairs + [(c.round, -1)]:
                if r > told_round:
                    for rr in range(told_round + 1, r + 1):
                        add(c.p[0], "combat_round", f"Combat round {rr}")
                    told_round = r
                if k != 0:
                    continue  # (additional strikes are cards: decisions, told as such)
                for d in (0, 1):
                    if (cn, r, 0, d) not in self.struck:
                        self.struck.add((cn, r, 0, d))
                        text = self._auto_strike(c, d, r, None, copies)
                        if r == c.round and c.range != CLOSE and text.endswith("with its hand"):
                            text = f"{self.name(c.m[d], copies)} has no strike at long range"
                        add(c.p[d], "strike", text, minion=self.name(c.m[d], copies))
            now = s.combat
            if now is c and now.stage in (CombatStage.STRIKE, CombatStage.CANCEL):
                for d in (0, 1):
                    st = now.strike[d]
                    key = (cn, now.round, now.pair, d)
                    if st is not None and key not in self.struck:
                        self.struck.add(key)
                        add(now.p[d], "strike", self._auto_strike(now, d, now.round, st, copies),
                            minion=self.name(now.m[d], copies))

    def _auto_strike(self, c: Any, d: int, rnd: int, st: tuple | None, copies: dict[int, list[int]]) -> str:
        """A strike the rules chose: the weapon a minion must strike with, else its hand."""
        mn = self.name(c.m[d], copies)
        card = st[4] if st is not None else (c.fixed if c.fixed >= 0 and d == 1 and rnd == 1 else -1)
        how = f"with {self.name(card, copies)}" if card >= 0 else "with its hand"
        if st is not None and st[0] == DAMAGE and card < 0:  # a damaging hand strike: its damage
            how += f": {st[1]} damage"
        return f"{mn} strikes {how}"

    def _pool_why(
        self, b: GameState, s: GameState, a: Any, moved: list[tuple[int, str, str, int, int]], new_turn: bool,
        copies: dict[int, list[int]],
    ) -> Any:
        """``why(p, n)``: what changed the pool of ``p`` by ``n`` in this step, in words ("pays 2
        pool for Art Museum"), or "" when the state does not show it. Told only where it is sure:
        a referendum that resolved; a card on a minion that went to torpor (Fame), or the card
        making each Methuselah pay as its unlock phase ends; for the deciding Methuselah (or the
        acting one, as its action resolves), the crypt draw, its card's printed pool cost, or pool
        gained from the card it played or used."""
        kind = int(a[0])
        su = self.setup
        ref = ""
        if s.stats[Stat.PASSED] > b.stats[Stat.PASSED] or (b.referendum is not None and s.referendum is None):
            r = b.referendum if b.referendum is not None else self.live_referendum
            ref = self.name(r.card, copies) if r is not None and r.card >= 0 else ""
        fallen = self._torpor_causes(b, moved, copies)
        at_unlock: set[int] = set()  # pool lost in the unlock phase: told after the turn's header
        if (new_turn or b.phase == Phase.UNLOCK) and s.phase != Phase.UNLOCK:
            for q, upkeep in self._unlock_costs(b, s.current).items():
                if q not in fallen:
                    fallen[q] = upkeep
                    at_unlock.add(q)
        card = a[2] if a[2] >= 0 and kind not in (Kind.DISCARD, Kind.TRANSFER, Kind.YIELD, Kind.TERMS, Kind.PASS,
                                                     Kind.VOTE) else -1
        decider = b.decider
        pend = b.pending
        if card < 0 and pend is not None and pend.card >= 0 and s.pending is None:
            card, decider = pend.card, self._controller(b, pend.actor)  # an action resolved: its cost

        def why(p: int, n: int) -> str:
            if n < 0 and p in fallen:
                return f"loses {-n} pool to {fallen[p]}"
            if ref:
                return f"loses {-n} pool to {ref}" if n < 0 else f"gains {n} pool from {ref}"
            if p != decider:
                return ""
            if kind == Kind.CRYPT_DRAW and n < 0:
                return f"pays {-n} pool for the crypt draw"
            if card >= 0 and n < 0 and su.card[card].pool_cost == -n and kind != Kind.USE:  # (paid when played)
                return f"pays {-n} pool for {self.name(card, copies)}"
            if card >= 0 and n > 0:
                return f"gains {n} pool from {self.name(card, copies)}"
            return ""

        why.at_unlock = at_unlock  # type: ignore[attr-defined]
        return why

    def _torpor_causes(
        self, b: GameState, moved: list[tuple[int, str, str, int, int]], copies: dict[int, list[int]],
    ) -> dict[int, str]:
        """For a Methuselah whose ready minion went to torpor in this step with one master card
        on it, or one of another Methuselah's (Fame: "its controller burns 3 pool"), that card:
        the cause of its pool loss."""
        got: dict[int, str] = {}
        su = self.setup
        for v, z0, z1, p0, _ in moved:
            if z0 == "ready" and z1 == "torpor":
                on = [j for j, h in enumerate(b.attached) if h == v and su.is_master[j]]
                if len(on) > 1:  # (a card of another Methuselah's rather than its own Villein)
                    on = [j for j in on if su.owner[j] != p0]
                if len(on) == 1:
                    got[p0] = f"{self.name(on[0], copies)} on {self.name(v, copies)}"
        return got

    def _unlock_costs(self, b: GameState, c: int) -> dict[int, str]:
        """As the unlock phase of ``c`` ends, the card making a Methuselah lose pool, by
        Methuselah, where one card alone can: one of ``c``'s paying into it (Smiling Jack), one of
        ``c``'s making its prey burn (Creeping Sabotage), one making each Methuselah burn while its
        vampire is in torpor (Fame)."""
        su = self.setup
        torpid = {v for m in b.players for v in m.torpor}
        found: dict[int, set[str]] = {}
        prey = b.prey(c)
        for m in b.players:
            for j in m.in_play:
                e = su.effect[j]
                if e is None:
                    continue
                for opt in e.options:
                    ps = opt.prims
                    for k in range(len(ps) - 1):
                        w, nxt = ps[k], ps[k + 1]
                        if w.op != Op.WHEN:
                            continue
                        who = -1
                        if w.n == When.EACH_UNLOCK_PHASE and nxt.op == Op.BURN_POOL and (
                                w.arg != 1 or b.attached[j] in torpid):
                            who = c
                        elif w.n == When.UNLOCK_PHASE and m.index == c and nxt.op == Op.PAY_POOL:
                            who = c
                        elif w.n == When.UNLOCK_PHASE and m.index == c and nxt.op == Op.BURN_POOL:
                            who = prey
                        if who >= 0:
                            host = b.attached[j]
                            found.setdefault(who, set()).add(
                                su.name(j) + (f" on {self.name(host)}" if host >= 0 else ""))
        return {p: names.pop() for p, names in found.items() if len(names) == 1}

    def _pool_gains(
        self, b: GameState, s: GameState, out: set[int], new_turn: bool,
    ) -> dict[int, list[tuple[int, str]]]:
        """Pool gained by the rules in this step, by Methuselah: 6 for each prey ousted (rules 9.1)
        and 1 for the Edge in the unlock phase (rules 2.2)."""
        got: dict[int, list[tuple[int, str]]] = {}
        for p in sorted(out):
            q = b.predator(p)
            if q != p and q not in out:
                got.setdefault(q, []).append((6, f"for ousting {self.who[p]}"))
        if new_turn and b.edge == s.current and s.edge == s.current:
            got.setdefault(s.current, []).append((1, "from the Edge"))
        return got

    def _pool(self, add: Any, p: int, pool0: int, pool1: int, gains: list[tuple[int, str]], why: Any) -> None:
        """The pool of ``p`` going from ``pool0`` to ``pool1``, one event per known cause: the
        rules' ``gains`` first, then the rest with ``why(p, n)``, told bare when it is ""."""
        if pool0 == pool1:
            return
        rest = pool1 - pool0 - sum(n for n, _ in gains)
        parts = [(n, f"gains {n} pool {what}") for n, what in gains if n]
        if rest:
            parts.append((rest, why(p, rest)))
        x = pool0
        unlock = p in getattr(why, "at_unlock", ())
        for n, said in parts:
            text = f"{self.who[p]} {said}: {x} -> {x + n}" if said else f"{self.who[p]} pool {x} -> {x + n}"
            add(p, "pool", text, before=x, after=x + n, **({"turn_start": True} if unlock else {}))
            x += n

    def _add(self, s: GameState, ev: dict[str, Any]) -> None:
        self.emit(s, ev.pop("kind"), ev.pop("text"), **ev)

    def _host(self, s: GameState, i: int, copies: dict[int, list[int]]) -> str:
        h = s.attached[i]
        return f" on {self.name(h, copies)}" if h >= 0 else ""

    @staticmethod
    def _controller(s: GameState, i: int) -> int:
        if i < 0:
            return -1
        for m in s.players:
            if i in m.ready or i in m.torpor or i in m.in_play or i in m.uncontrolled:
                return m.index
        return -1

    @staticmethod
    def _zone(s: GameState, p: int, i: int) -> str:
        m = s.players[p]
        for z in _IN_PLAY:
            if i in getattr(m, z):
                return z
        return ""

    @staticmethod
    def _moves(b: GameState, s: GameState) -> list[tuple[int, str, str, int, int]]:
        """Cards that changed zone: (instance, zone before, zone after, owner of each zone)."""
        before: dict[int, tuple[str, int]] = {}
        after: dict[int, tuple[str, int]] = {}
        for p, (m0, m1) in enumerate(zip(b.players, s.players, strict=True)):
            for z in _ZONES:
                l0, l1 = getattr(m0, z), getattr(m1, z)
                if l0 == l1:
                    continue
                set0, set1 = set(l0), set(l1)
                for i in set0 - set1:
                    before[i] = (z, p)
                for i in set1 - set0:
                    after[i] = (z, p)
        out = []
        for i in sorted(set(before) & set(after)):
            out.append((i, before[i][0], after[i][0], before[i][1], after[i][1]))
        return out

    def finish(self, s: GameState, results: list[dict[str, Any]]) -> GameLog:
        """The log, with the final standings and the ``game_end`` record."""
        order = sorted(results, key=lambda r: (-r["vp"], r["seat"]))
        for r in order:
            p = r["seat"] - 1
            tail = f", ousted in turn {r['ousted_turn']}" if r.get("ousted_turn") is not None else ""
            win = ", game win" if r.get("gw") else ""
            self.emit(s, "standing", f"{self.labels[p]}: {r['vp']:g} VP{win}, pool {s.players[p].pool}{tail}", seat=p,
                      before=None, after=r["vp"])
        return GameLog(self.events, results, self.actions)


class GameLog:
    """The events of one game (see the module docstring), its final results and its actions.

    ``events`` is a tidy DataFrame, one row per event; :meth:`text` a report to read;
    :meth:`json_lines` one JSON record per event and a last ``game_end`` record holding
    ``results`` (the game's rows of ``simulate_table(...).games``); :meth:`html` a page."""

    def __init__(self, records: list[dict[str, Any]], results: list[dict[str, Any]],
                 actions: list[tuple[int, ...]]) -> None:
        self.records = records
        self.results = results
        self.actions = actions

    @property
    def events(self) -> Any:
        import pandas as pd

        return pd.DataFrame(self.records, columns=list(EVENT_FIELDS))

    def view(self, seat: int) -> GameLog:
        """What the Methuselah at ``seat`` (from 1) may know: the hidden events of the others left out."""
        keep = [r for r in self.records if not r["hidden"] or r["seat"] == seat]
        return GameLog(keep, self.results, self.actions)

    def text(self) -> str:
        lines = []
        standings = False
        for r in self.records:
            if r["kind"] == "turn":
                lines.append("")
                lines.append(r["text"])
            elif r["kind"] == "summary":
                lines.append(f"  {r['text']}")
            elif r["kind"] == "standing":
                if not standings:
                    lines.extend(["", "Final standings"])
                    standings = True
                lines.append("  " + r["text"])
            else:
                lines.append(f"  {r['phase']:<9} {r['text']}")
        return "\n".join(lines).lstrip("\n") + "\n"

    def json_lines(self) -> Iterator[str]:
        for r in self.records:
            yield json.dumps(r, ensure_ascii=False, sort_keys=False)
        yield json.dumps({"kind": "game_end", "results": self.results}, ensure_ascii=False)

    def digest(self) -> dict[str, str]:
        """SHA-256 of the action sequence and of the text: equal digests, same game, same story."""
        acts = ";".join(",".join(str(x) for x in a) for a in self.actions)
        return {
            "actions": hashlib.sha256(acts.encode()).hexdigest(),
            "text": hashlib.sha256(self.text().encode("utf-8")).hexdigest(),
        }

    def compact(self) -> bytes:
        """The JSON lines, gzipped with no timestamp (the same bytes for the same game)."""
        data = ("\n".join(self.json_lines()) + "\n").encode("utf-8")
        return gzip.compress(data, mtime=0)

    def _body(self) -> str:
        parts: list[str] = []
        open_turn = False
        for r in self.records:
            t = html.escape(r["text"])
            if r["kind"] == "turn":
                if open_turn:
                    parts.append("</ul></details>")
                parts.append(f"<details open><summary>{t}</summary><ul>")
                open_turn = True
            elif r["kind"] == "standing":
                if open_turn:
                    parts.append("</ul></details>")
                    open_turn = False
                    parts.append("<h3>Final standings</h3>")
                parts.append(f"<p>{t}</p>")
            else:
                cls = " class='hidden'" if r["hidden"] else ""
                phase = "" if r["kind"] == "summary" else r["phase"]
                parts.append(f"<li{cls}><span class='ph'>{phase}</span> {t}</li>")
        if open_turn:
            parts.append("</ul></details>")
        return "".join(parts)

    def _repr_html_(self) -> str:
        return f"<div class='vtes-log'>{self._body()}</div>"

    def html(self, title: str = "VTES game log") -> str:
        """One self-contained page: a collapsible section per turn."""
        style = ("body{font-family:sans-serif;max-width:60em;margin:auto}summary{font-weight:bold;cursor:pointer}"
                 "ul{list-style:none;padding-left:1em}.ph{color:#888;display:inline-block;width:6em}"
                 ".hidden{color:#666;font-style:italic}")
        return (f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
                f"<style>{style}</style></head><body><h1>{html.escape(title)}</h1>{self._body()}</body></html>\n")

    def __repr__(self) -> str:
        return f"<GameLog {len(self.records)} events, {len(self.actions)} actions>"


__all__ = ["EVENT_FIELDS", "GameLog", "Recorder", "short_names"]
