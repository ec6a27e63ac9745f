"""Building tables and positions for the engine's scenario tests: decks, seats, zones, phases,
the table invariants checked after every action, and the short sequences many tests start with
(a blocked bleed, a political action called, a fight up to the strike)."""

from __future__ import annotations

import numpy as np

from vtes_tools import Deck
from vtes_tools.engine import (
    PASS,
    Action,
    GameState,
    Kind,
    Phase,
    PlayerView,
    Stage,
    TablePolicy,
    apply_checked,
    combat,
    legal_actions,
    new_game,
)
from vtes_tools.engine.policies import LegalActions
from vtes_tools.engine.state import Pending

ZONES = ("library", "hand", "ash", "crypt", "uncontrolled", "ready", "torpor", "removed", "in_play", "contested")
OWNED = ("library", "hand", "ash", "crypt", "uncontrolled", "removed")
GOLDFISH_ZONES = ("library", "hand", "ash", "crypt", "uncontrolled", "ready", "torpor", "removed", "in_play")

# the rules tables (test_table_rules): vampires of several clans and sects, two bleed/reaction fillers
TABLE_CRYPT = {"Lauren": 2, "Ayelech": 2, "Bret Stryker": 2, "Brock Sterling": 2, "Trevon Parker": 2, "Anson": 1,
               "Casino Reeds": 1}
TABLE_FILLER = {"Theft of Vitae": 30, "Deflection": 10}
TABLE_CARDS = (
    "Eyes of Argus", "On the Qui Vive", "Mirror Walk", "Govern the Unaligned", "Kevlar Vest", ".44 Magnum",
    "Kine Resources Contested", "Parity Shift", "Political Stranglehold", "Dodge", "Majesty", "Glancing Blow",
    "Blur", "Boxed In", "Raven Spy", "Direct Intervention", "Archon Investigation", "Sudden Reversal",
    "Misdirection", "Underbridge Stray", "Freak Drive", "Conditioning", "Telepathic Misdirection",
)
# the master card tables (test_engine_masters)
MASTERS_CRYPT = {"Lauren": 2, "Ayelech": 2, "Bret Stryker": 2, "Brock Sterling": 2, "Anson": 2, "Casino Reeds": 2}
MASTERS_FILLER = {"Theft of Vitae": 20, "Deflection": 10, "Eyes of Argus": 4}
# the goldfish games and one-copy tables of the crypt tests (test_engine_crypt)
PLAIN_FILLER = {"Deflection": 20, "Theft of Vitae": 20}


# -- decks and tables ---------------------------------------------------------------------------------


def make_deck(cards, crypt: dict[str, int], library: dict[str, int], name: str = "test") -> Deck:
    items = [(cards.lookup(n).card, k) for n, k in (*crypt.items(), *library.items())]
    return Deck.from_counts(items, name=name)


def empty_hands(s: GameState) -> GameState:
    """Each hand put back on top of its library, in order."""
    for m in s.players:
        while m.hand:
            m.library.insert(0, m.hand.pop())
    return s


def table(deck, n: int = 4, seed: int = 0) -> GameState:
    """``n`` Methuselahs playing ``deck``, hands emptied: each test deals what it needs."""
    return empty_hands(new_game([deck] * n, np.random.default_rng(seed), turn_limit=30))


def names_table(cards, names: list[str], seed: int = 0) -> GameState:
    """A four-player table of one deck holding ``names`` (one copy each), hands emptied."""
    items = [(cards.lookup(n).card if isinstance(n, str) else n, 1) for n in names]
    items += [(cards.lookup(n).card, k) for n, k in PLAIN_FILLER.items()]
    deck = Deck.from_counts(items, name="table")
    return empty_hands(new_game([deck] * 4, np.random.default_rng(seed), turn_limit=30))


def clan_vampire(cards, clan: str, sect: str):
    """The first crypt card of one clan and sect, in no group "ANY"."""
    return next(c for c in cards if c.is_crypt and c.clans == (clan,) and c.sect == sect and c.group != "ANY")


# -- cards and zones -----------------------------------------------------------------------------------


def ids(state: GameState, name: str) -> list[int]:
    return [i for i, c in enumerate(state.setup.card) if c.name == name]


def inst(s: GameState, p: int, name: str, k: int = 0) -> int:
    """The k-th instance of card ``name`` owned by Methuselah ``p``."""
    found = [i for i, c in enumerate(s.setup.card) if s.setup.owner[i] == p and c.name == name]
    return found[k]


def move(state: GameState, i: int, zone: str) -> None:
    """Move instance ``i`` from wherever it is, at any seat, to its owner's ``zone``."""
    p = state.setup.owner[i]
    for m in state.players:
        for z in ZONES:
            lst = getattr(m, z)
            if i in lst:
                lst.remove(i)
    getattr(state.players[p], zone).append(i)


def goldfish_move(state: GameState, i: int, zone: str, p: int = 0) -> None:
    """Move instance ``i`` of Methuselah ``p`` to ``zone`` (tests arrange scenarios with it)."""
    m = state.players[p]
    for z in GOLDFISH_ZONES:
        lst = getattr(m, z)
        if i in lst:
            lst.remove(i)
    getattr(m, zone).append(i)


def ready(s: GameState, p: int, name: str, blood: int = 3, k: int = 0) -> int:
    v = inst(s, p, name, k)
    move(s, v, "ready")
    s.blood[v] = blood
    s.locked[v] = 0
    return v


def hand(s: GameState, p: int, name: str, k: int = 0) -> int:
    i = inst(s, p, name, k)
    move(s, i, "hand")
    return i


def attach(s: GameState, p: int, name: str, minion: int) -> int:
    i = inst(s, p, name)
    move(s, i, "in_play")
    s.attached[i] = minion
    return i


# -- phases --------------------------------------------------------------------------------------------


def at_phase(state: GameState, p: int, phase: Phase) -> None:
    state.current = p
    state.phase = phase
    state.pending = None


def goldfish_at_phase(state: GameState, phase: Phase) -> None:
    """The goldfish's ``phase``, with that phase's actions (transfers, discards, master actions)."""
    state.phase = phase
    state.pending = None
    if phase == Phase.INFLUENCE:
        state.transfers = 4
    if phase == Phase.DISCARD:
        state.discard_actions = 1
    if phase == Phase.MASTER:
        state.master_actions = 1


def minion_phase(s: GameState, p: int = 0) -> None:
    at_phase(s, p, Phase.MINION)
    s.turn += 1  # a fresh turn: no once-per-turn limit used


def minion_phase_keep_turn(state: GameState) -> None:
    """The minion phase of the current Methuselah, in the same turn."""
    state.phase = Phase.MINION
    state.pending = None


def master_phase(s, p: int = 0) -> None:
    at_phase(s, p, Phase.MASTER)
    s.master_actions = 1
    s.trifle_played = False
    s.used.clear()


# -- sequences -----------------------------------------------------------------------------------------


def blocked_bleed(s: GameState, a: int, b: int) -> None:
    """Minion ``a`` of Methuselah 0 bleeds, ``b`` of Methuselah 1 blocks: combat begins."""
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))


def call(s: GameState, actor: int, name: str) -> None:
    """``actor`` of Methuselah 0 calls the political action card ``name``, unblocked."""
    card = hand(s, 0, name)
    minion_phase(s)
    apply_checked(s, Action(Kind.POLITICAL, actor=actor, card=card))
    while s.pending is not None and s.pending.stage == Stage.BLOCKS:
        apply_checked(s, PASS)


def fight(s, a: int, b: int) -> None:
    """``a`` of Methuselah 0 bleeds, ``b`` of Methuselah 1 blocks; maneuvers passed until the
    acting side strikes."""
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None:
        apply_checked(s, PASS)
    while s.combat is not None and s.combat.stage != combat.STRIKE:
        apply_checked(s, PASS)


def strike_with(s, card: int, target: int = -1) -> None:
    acts = [x for x in legal_actions(s) if x.kind == Kind.STRIKE and x.card == card and x.target == target]
    assert acts, legal_actions(s)
    apply_checked(s, acts[0])


def block_attempt(s: GameState, actor: int, blocker: int) -> Pending:
    """A bleed by ``actor`` at the stage where ``blocker`` attempts to block it (stealth 0, intercept 1)."""
    pend = Pending(Kind.BLEED, actor, -1, 0, -1)
    pend.block_order = [0]
    pend.blocker = blocker
    pend.tried.append(blocker)
    pend.intercept = 1
    pend.stealth = 0
    pend.stage = Stage.ATTEMPT
    s.pending = pend
    return pend


def table_choice(s, p: int = 0) -> Action:
    """The table policy's choice for Methuselah ``p`` now."""
    return TablePolicy().choose(PlayerView(s, p), LegalActions(s, legal_actions), np.random.default_rng(0))


# -- invariants ----------------------------------------------------------------------------------------


def check_table(state: GameState, action=None) -> None:
    """Invariants after every action: cards conserved, VP consistent with ousts, the ousted
    never act nor control anything."""
    su = state.setup
    seen = [0] * su.n
    for p, m in enumerate(state.players):
        for z in ZONES:
            for i in getattr(m, z):
                if z in OWNED:
                    assert su.owner[i] == p, (z, i)
                seen[i] += 1
        assert m.pool >= 0
        if m.ousted:
            assert not (m.ready or m.torpor or m.in_play or m.contested), "an ousted Methuselah controls nothing"
    pend = state.pending
    if pend is not None and pend.kind == Kind.PLAY_MASTER and pend.stage == Stage.CANCEL:
        seen[pend.card] += 1  # rules 1.6.2.4: a master card being played, in no zone until it resolves
    assert all(k == 1 for k in seen), "every card is in exactly one zone"
    for i in range(su.n):
        assert state.blood[i] >= 0
        if su.is_vampire[i]:
            assert state.blood[i] <= su.capacity[i], su.card[i]
    ousts = sum(m.ousted for m in state.players)
    total = sum(m.vp for m in state.players)
    alive = len(state.players) - ousts
    expected = ousts
    if state.terminal and alive == 1:
        expected += 1
    if state.timed_out:
        expected += 0.5 * alive
    assert total == expected, (total, expected)
    if not state.terminal:
        assert not state.players[state.decider].ousted, "an ousted Methuselah never decides"
        assert not state.players[state.current].ousted
    check_on_minions(state)


def check_on_minions(state: GameState, action=None) -> None:
    """The index of the cards on each minion (``GameState.on_minions``), when built, lists
    exactly what a scan of the in-play zones finds, in the scan's order; then it is built, so
    that a change the next action makes without dropping it shows at the next check."""
    on = state.on_minions
    if on.by_host is not None:
        att = state.attached
        hosts = {att[j] for m in state.players for j in m.in_play} - {-1}
        assert set(on.by_host) == hosts
        for v in hosts:
            assert on.by_host[v] == [j for m in state.players for j in m.in_play if att[j] == v], v
        for p, m in enumerate(state.players):
            assert set(on.by_player[p]) == {att[j] for j in m.in_play} - {-1}
            for v, got in on.by_player[p].items():
                assert got == [j for j in m.in_play if att[j] == v], (p, v)
    on.build(state)
