"""Monte-Carlo driver: goldfish games and full tables, seeds, worker processes, tidy results.

Every game ``k`` of a run with seed ``s`` draws its randomness from
``SeedSequence(s).spawn(n_games)[k]`` (the same as ``SeedSequence(s, spawn_key=(k,))``), so the
results are identical whatever the number of workers, and one game can be replayed alone with
:func:`replay_goldfish`.
"""

from __future__ import annotations

import functools
import logging
import math
import numbers
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np
import pandas as pd

from .engine import play, rules
from .engine.effects import EffectRegistry
from .engine.policies import GoldfishPolicy, Policy, TablePolicy
from .engine.state import TABLE_FIELDS, TURN_FIELDS, GameSetup, GameState, Stat
from .errors import SimulationError
from .models import Deck
from .scale import MAX_GAMES, MAX_SEED, MAX_TURNS, MAX_WORKERS, auto_workers, run_chunks
from .table_stats import table_summary

if TYPE_CHECKING:
    from .gamelog import GameLog

log = logging.getLogger(__name__)

#: Columns of :func:`simulate_goldfish` (after ``game`` and ``seed``).
GOLDFISH_COLUMNS = tuple(f for f in TURN_FIELDS if f != "player")

#: Games per task sent to a worker process.
CHUNK = 250


def check_int(name: str, value: Any, low: int, high: int) -> int:
    """``value`` as an int when it is a whole number from ``low`` to ``high``, else a
    :class:`SimulationError` naming it (booleans, floats and strings are refused)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise SimulationError(f"{name} {value!r} is not a whole number: pass an int from {low} to {high:,}")
    if value < low:
        raise SimulationError(f"{name} {value!r} must be at least {low}")
    if value > high:
        raise SimulationError(f"{name} {value!r} is more than {high:,}: pass at most {high:,}")
    return int(value)


def check_run(n_games: Any, seed: Any = None, workers: Any = 1) -> None:
    """The arguments every simulation shares: 1 to :data:`MAX_GAMES` games, a seed from 0 to
    :data:`MAX_SEED` (or None), 1 to :data:`MAX_WORKERS` workers (or None: chosen)."""
    check_int("n_games", n_games, 1, MAX_GAMES)
    if seed is not None:
        check_int("seed", seed, 0, MAX_SEED)
    if workers is not None:
        check_int("workers", workers, 1, MAX_WORKERS)


def _check_deck(deck: Any) -> None:
    if not isinstance(deck, Deck):
        raise SimulationError(
            f"{type(deck).__name__!r} is not a deck: pass a Deck (read_deck(...).deck, db.precon(...).deck)"
        )
    if deck.crypt_count == 0 or deck.library_count == 0:
        raise SimulationError(f"deck {deck.name!r} needs a crypt and a library to be played")


def _check(deck: Deck, n_games: int, turns: int, seat: int, workers: int | None, seed: int | None = None) -> None:
    check_run(n_games, seed, workers)
    check_int("turns", turns, 1, MAX_TURNS)
    if isinstance(seat, bool) or not isinstance(seat, numbers.Integral) or not 1 <= seat <= 5:
        raise SimulationError(f"seat {seat!r} must be between 1 and 5 (the position in the turn order)")
    _check_deck(deck)


def game_seed(seed: int, game: int) -> np.random.SeedSequence:
    """The seed sequence of game ``game`` of a run seeded with ``seed``."""
    return np.random.SeedSequence(seed, spawn_key=(game,))


def play_goldfish(
    setup: rules.GameSetup, rng: np.random.Generator, *, turns: int = 10, seat: int = 1,
    policy: Policy | None = None, checked: bool = False,
) -> GameState:
    """One goldfish game to the turn limit (or until the deck ousts itself)."""
    pol = policy or GoldfishPolicy()
    state = rules.new_game(setup, rng, turn_limit=turns, seat=seat, goldfish=True)
    return play(state, [pol, pol], rng, checked=checked)


def _run_chunk(
    deck: Deck, seed: int, start: int, stop: int, turns: int, seat: int, policy: Policy | None
) -> np.ndarray:
    setup = rules.goldfish_setup(deck, EffectRegistry())
    pol = policy or GoldfishPolicy()
    rows: list[tuple[int, ...]] = []
    for k in range(start, stop):
        rng = np.random.default_rng(game_seed(seed, k))
        state = play_goldfish(setup, rng, turns=turns, seat=seat, policy=pol)
        for rec in state.turn_log:
            if rec[0] == 0:
                rows.append((k, *rec[1:]))
    return np.array(rows, dtype=np.int64).reshape(-1, 1 + len(GOLDFISH_COLUMNS))


def _goldfish_chunk(
    bounds: tuple[int, int], *, deck: Deck, seed: int, turns: int, seat: int, policy: Policy | None
) -> np.ndarray:
    return _run_chunk(deck, seed, bounds[0], bounds[1], turns, seat, policy)


def fresh_seed() -> int:
    """A new random seed (from the OS), for runs where the caller gave none; reported with the results."""
    return int(np.random.SeedSequence().generate_state(1, np.uint64)[0] >> np.uint64(1))


def _run_games(
    work: Callable[[tuple[int, int]], Any],
    n_games: int,
    chunk: int,
    *,
    workers: int,
    dask: Any,
    progress: Callable[[int], None] | None,
) -> list[Any]:
    """Run ``work`` over chunks ``(first game, end)`` of ``n_games`` on the chosen backend;
    ``progress`` gets the number of games done so far. Results come back in game order."""
    bounds = [(a, min(a + chunk, n_games)) for a in range(0, n_games, chunk)]
    done = 0

    def finished(i: int) -> None:
        nonlocal done
        done += bounds[i][1] - bounds[i][0]
        if progress:
            progress(done)

    return run_chunks(work, bounds, workers=workers, dask=dask, progress=finished)


def simulate_goldfish(
    deck: Deck,
    n_games: int = 1000,
    turns: int = 10,
    seat: int = 1,
    seed: int | None = None,
    workers: int | None = 1,
    *,
    policy: Policy | None = None,
    progress: Callable[[int], None] | None = None,
    dask: Any = None,
) -> pd.DataFrame:
    """Play ``deck`` alone ``n_games`` times for ``turns`` turns at ``seat``; one row per (game, turn).

    Columns: game, seed, turn, pool, vampires, capacity_in_play, uncontrolled,
    uncontrolled_blood, transfers_used, bleed, bleed_total, cards_played, dead_cards_in_hand
    (cards with no modeled effect), idle_cards_in_hand (modeled but never played in goldfish:
    combat, reactions, politics), allies, library_left, edge. ``progress(k)`` is called with the
    number of games finished after each chunk.

    ``workers=None`` uses every core for runs of 2000 games or more (or with ``dask``). ``dask``
    runs the games on a Dask cluster (``"local"``, a scheduler address or a
    ``distributed.Client``, see :func:`vtes_tools.scale.run_chunks`). The numbers are the same
    on every backend.
    """
    _check(deck, n_games, turns, seat, workers, seed)
    if workers is None:
        workers = auto_workers(n_games, dask=dask, kind="goldfish")
    if seed is None:
        seed = fresh_seed()
    work = functools.partial(_goldfish_chunk, deck=deck, seed=seed, turns=turns, seat=seat, policy=policy)
    parts = _run_games(work, n_games, CHUNK, workers=workers, dask=dask, progress=progress)
    data = np.concatenate(parts) if parts else np.zeros((0, 1 + len(GOLDFISH_COLUMNS)), dtype=np.int64)
    frame = pd.DataFrame(data, columns=["game", *GOLDFISH_COLUMNS])
    frame.insert(1, "seed", np.int64(seed))
    log.debug("simulated %d goldfish games of %r (%d rows)", n_games, deck.name, len(frame))
    return frame


def replay_goldfish(
    deck: Deck, seed: int, game: int, *, turns: int = 10, seat: int = 1, policy: Policy | None = None,
    checked: bool = True,
) -> GameState:
    """Replay game ``game`` of a :func:`simulate_goldfish` run (checked actions by default)."""
    _check(deck, 1, turns, seat, 1)
    check_int("seed", seed, 0, MAX_SEED)
    check_int("game", game, 0, MAX_GAMES - 1)
    setup = rules.goldfish_setup(deck)
    rng = np.random.default_rng(game_seed(seed, game))
    return play_goldfish(setup, rng, turns=turns, seat=seat, policy=policy, checked=checked)


def simulate_openings(deck: Deck, n_games: int = 1000, seed: int | None = None) -> pd.DataFrame:
    """Opening hands and crypt draws dealt by the engine's setup (rules 2.3), one row per game.

    Columns: game, then one column per card id in the deck: copies in the opening hand (library
    cards) or in the four starting uncontrolled vampires (crypt cards).
    """
    _check(deck, n_games, 1, 1, 1, seed)
    ss = np.random.SeedSequence(seed)
    setup = rules.goldfish_setup(deck)
    ids = [c.id for c, _ in deck.crypt] + [c.id for c, _ in deck.library]
    col = {cid: k for k, cid in enumerate(ids)}
    out = np.zeros((n_games, len(ids)), dtype=np.int64)
    card = setup.card
    for g, child in enumerate(ss.spawn(n_games)):
        state = rules.new_game(setup, np.random.default_rng(child), turn_limit=1, goldfish=True)
        m = state.players[0]
        for i in m.uncontrolled[:4] + m.hand[:7]:
            out[g, col[card[i].id]] += 1
    frame = pd.DataFrame(out, columns=ids)
    frame.insert(0, "game", np.arange(n_games))
    return frame


# ---------------------------------------------------------------------------------------------
# Full tables

#: Player turns in a two-hour tournament round. A VEKN round lasts 2 hours; at a tournament
#: table a Methuselah's turn, with the blocks, combats and votes it causes, takes about two
#: minutes, so a round holds about 60 player turns: 12 table turns at a table of five, 15 at
#: a table of four. :func:`default_turn_limit` turns this into table turns.
ROUND_PLAYER_TURNS = 60

SEATINGS = ("rotate", "random", "fixed")

#: Games per task sent to a worker (a table game costs about ten goldfish games).
TABLE_CHUNK = 50

#: Columns of the per-(game, player) frame of :func:`simulate_table`.
TABLE_GAME_COLUMNS = (
    "game", "seed", "seat", "deck", "deck_index", "vp", "gw", "ousted_turn", "final_pool", "table_turns",
    "timed_out", "bleed_dealt", "bleed_received", "blocks", "combats", "referendums",
)
#: Columns of the per-(game, table turn, player) frame of :func:`simulate_table`.
TABLE_TURN_COLUMNS = (
    "game", "seed", "table_turn", "seat", "deck", "deck_index", "pool", "minions", "vampires", "bleed_dealt",
    "bleed_received", "vp", "ousted",
)


def default_turn_limit(n_players: int) -> int:
    """Table turns approximating a two-hour round: ``ceil(60 / n_players)`` (12 for five players,
    15 for four; see :data:`ROUND_PLAYER_TURNS`)."""
    return -(-ROUND_PLAYER_TURNS // max(n_players, 1))


class TableResults(NamedTuple):
    """The tidy results of :func:`simulate_table`.

    ``games``: one row per (game, player): game, seed, seat (1 = first to play), deck (its
    label), deck_index (position in the list of decks), vp, gw (1 for the game win), ousted_turn
    (table turn of the oust, NaN if never ousted), final_pool, table_turns (table turns begun),
    timed_out (the game reached the time limit), bleed_dealt, bleed_received, and the game's
    counts of blocks, combats and referendums (same value on each of its rows).

    ``turns``: one row per (game, table turn, player): pool, minions and vampires controlled,
    bleed dealt and received in that table turn, VP so far and ousted.
    """

    games: pd.DataFrame
    turns: pd.DataFrame

    def _repr_html_(self) -> str:
        """Per deck: mean VP, game-win and oust rates, oust turn, with 95% intervals."""
        n = int(self.games["game"].nunique()) if len(self.games) else 0
        turns = float(self.games.groupby("game")["table_turns"].first().mean()) if n else 0.0
        head = f"<p><b>Table</b>: {n} games, {turns:.1f} table turns on average</p>"
        table = table_summary(self.games).to_html(index=False, float_format=lambda x: f"{x:.2f}", border=0)
        return f"<div class='vtes-table'>{head}{table}</div>"


def _check_table(
    decks: Any, n_games: Any, workers: Any, seating: Any, turn_limit: Any, seed: Any = None, policies: Any = None
) -> None:
    if isinstance(decks, Deck) or not isinstance(decks, Sequence):
        raise SimulationError(f"decks {type(decks).__name__!r} is not a list of decks: pass 2 to 6 Deck values")
    if not 2 <= len(decks) <= 6:
        raise SimulationError(f"a table needs 2 to 6 decks, got {len(decks)!r}: pass between 2 and 6 decks")
    check_run(n_games, seed, workers)
    if not isinstance(seating, str) or seating not in SEATINGS:
        raise SimulationError(f"seating {seating!r} is not one of {', '.join(SEATINGS)}: choose one of them")
    if turn_limit is not None:
        check_int("turn_limit", turn_limit, 1, MAX_TURNS)
    for d in decks:
        _check_deck(d)
    if policies is not None and (not isinstance(policies, Sequence) or len(policies) != len(decks)):
        n = len(policies) if isinstance(policies, Sequence) else type(policies).__name__
        raise SimulationError(f"{n!r} policies for {len(decks)} decks: pass one policy per deck")


def deck_labels(decks: Sequence[Deck]) -> list[str]:
    """A distinct label per deck: its name, numbered when names repeat ("Tremere #2")."""
    names = [d.name or f"deck {k + 1}" for k, d in enumerate(decks)]
    out = []
    for k, name in enumerate(names):
        if names.count(name) > 1:
            out.append(f"{name} #{names[:k + 1].count(name)}")
        else:
            out.append(name)
    return out


def table_order(n: int, game: int, seating: str, rng: np.random.Generator) -> list[int]:
    """Deck indices in seating order for game ``game``: rotated by the game number, drawn from
    the game's generator, or as given.

    "rotate" walks through every seating in a fixed cycle of ``n!`` games: each block of ``n``
    games turns one circular order round the table (every deck plays every seat), and the
    blocks go through the ``(n - 1)!`` circular orders, so every deck also meets every other
    deck as its prey and as its predator equally often (rules 2.1: the prey sits to the left).
    The first block keeps the decks' circular order as given."""
    if seating == "rotate":
        ring = _circular_order(n, game // n)
        return [ring[(seat + game) % n] for seat in range(n)]
    if seating == "random":
        return rng.permutation(n).tolist()
    return list(range(n))


def _circular_order(n: int, k: int) -> tuple[int, ...]:
    """The ``k``-th (mod ``(n - 1)!``) circular order of decks ``0..n-1``: deck 0 first, the
    others in the ``k``-th permutation in lexicographic order (the 0th is ``0, 1, ..., n-1``)."""
    rest = list(range(1, n))
    k %= math.factorial(n - 1) if n > 1 else 1
    out = [0]
    for i in range(len(rest), 0, -1):
        q, k = divmod(k, math.factorial(i - 1))
        out.append(rest.pop(q))
    return tuple(out)


class SeatingSetups:
    """The tables (:class:`GameSetup`) of each seating of the same decks, built once a seating:
    the first from the cards, each next one moved from the one used last
    (:meth:`GameSetup.reseated`), which keeps the table-wide facts its games already looked up.
    ``setups(order)`` is the setup of ``order`` (``order[seat]``: an index into ``decks``)."""

    def __init__(self, decks: Sequence[Deck], registry: EffectRegistry | None = None) -> None:
        self.decks = list(decks)
        self.registry = registry if registry is not None else EffectRegistry()
        self._by_order: dict[tuple[int, ...], GameSetup] = {}
        self._last: tuple[tuple[int, ...], GameSetup] | None = None

    def __call__(self, order: Sequence[int]) -> GameSetup:
        key = tuple(order)
        got = self._by_order.get(key)
        if got is None:
            if self._last is None:
                got = GameSetup([self.decks[d] for d in key], self.registry)
            else:
                prev, source = self._last
                seat_of = {d: k for k, d in enumerate(prev)}
                got = source.reseated([seat_of[d] for d in key])
            self._by_order[key] = got
        self._last = (key, got)
        return got

    def __len__(self) -> int:
        return len(self._by_order)


def play_table(
    setup: GameSetup, rng: np.random.Generator, *, turn_limit: int, policies: Sequence[Policy] | None = None,
    checked: bool = False, after: Callable[[GameState, object], None] | None = None,
) -> GameState:
    """One full game at a table (decks of ``setup`` in seating order) to its end or the limit."""
    pols = list(policies) if policies is not None else [TablePolicy()] * len(setup.decks)
    state = rules.new_game(setup, rng, turn_limit=turn_limit)
    return play(state, pols, rng, checked=checked, after=after)


def _game_rows(k: int, order: list[int], state: GameState) -> tuple[list[tuple], list[tuple]]:
    win = rules.winner(state)
    st = state.stats[Stat.BLOCKS], state.stats[Stat.COMBATS], state.stats[Stat.REFERENDUMS]
    games = []
    for p, m in enumerate(state.players):
        games.append((
            k, p + 1, order[p], m.vp, 1 if p == win else 0, m.oust_turn if m.ousted else -1, m.pool,
            state.table_turn, 1 if state.timed_out else 0, m.bled_total, m.bleed_received, *st,
        ))
    turns = [(k, r[0], r[1] + 1, order[r[1]], *r[2:]) for r in state.table_log]
    return games, turns


def _run_table_chunk(
    decks: Sequence[Deck], seed: int, start: int, stop: int, seating: str, turn_limit: int,
    policies: Sequence[Policy] | None, registry: EffectRegistry | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    setups = SeatingSetups(decks, registry)
    n = len(decks)
    games: list[tuple] = []
    turns: list[tuple] = []
    for k in range(start, stop):
        rng = np.random.default_rng(game_seed(seed, k))
        order = table_order(n, k, seating, rng)
        setup = setups(order)
        pols = [policies[d] for d in order] if policies is not None else None
        state = play_table(setup, rng, turn_limit=turn_limit, policies=pols)
        g, t = _game_rows(k, order, state)
        games.extend(g)
        turns.extend(t)
    return (
        np.array(games, dtype=np.float64).reshape(-1, 14),
        np.array(turns, dtype=np.float64).reshape(-1, 2 + len(TABLE_FIELDS)),
    )


def _table_chunk(
    bounds: tuple[int, int], *, decks: Sequence[Deck], seed: int, seating: str, turn_limit: int,
    policies: Sequence[Policy] | None, registry: EffectRegistry | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    return _run_table_chunk(decks, seed, bounds[0], bounds[1], seating, turn_limit, policies, registry)


def simulate_table(
    decks: Sequence[Deck],
    n_games: int = 1000,
    seed: int | None = None,
    workers: int | None = 1,
    seating: str = "rotate",
    turn_limit: int | None = None,
    *,
    policies: Sequence[Policy] | None = None,
    progress: Callable[[int], None] | None = None,
    dask: Any = None,
) -> TableResults:
    """Play ``n_games`` full games of ``decks`` (2 to 6) at one table; see :class:`TableResults`.

    ``seating``: "rotate" (a fixed cycle through all ``n!`` seatings: every deck plays every
    seat, and has every other deck as prey and as predator, equally often; see
    :func:`table_order`), "random" (a permutation drawn from the game's generator) or "fixed"
    (the order given). ``turn_limit``: table turns before time is called (default
    :func:`default_turn_limit`: a two-hour round). ``policies``: one per deck (default
    :class:`~vtes_tools.engine.policies.TablePolicy`). Game ``k`` draws its randomness from
    ``SeedSequence(seed).spawn(n_games)[k]``: results are identical whatever ``workers`` or
    ``dask`` (see :func:`vtes_tools.scale.run_chunks`), and :func:`replay_table` replays one
    game. Workers return per-game and per-table-turn tables, never per-action data.
    ``progress(k)`` gets the number of games finished.
    """
    _check_table(decks, n_games, workers, seating, turn_limit, seed, policies)
    if workers is None:
        workers = auto_workers(n_games, dask=dask, kind="table")
    limit = turn_limit if turn_limit is not None else default_turn_limit(len(decks))
    if seed is None:
        seed = fresh_seed()
    # the card effects are read once here and sent with each chunk
    registry = EffectRegistry()
    GameSetup(list(decks), registry)
    work = functools.partial(
        _table_chunk, decks=list(decks), seed=seed, seating=seating, turn_limit=limit, policies=policies,
        registry=registry,
    )
    parts = _run_games(work, n_games, TABLE_CHUNK, workers=workers, dask=dask, progress=progress)
    labels = deck_labels(decks)
    g = np.concatenate([p[0] for p in parts])
    t = np.concatenate([p[1] for p in parts])
    games = pd.DataFrame(g, columns=[c for c in TABLE_GAME_COLUMNS if c not in ("seed", "deck")])
    int_cols = ["game", "seat", "deck_index", "gw", "final_pool", "table_turns", "timed_out", "bleed_dealt",
                "bleed_received", "blocks", "combats", "referendums"]
    games[int_cols] = games[int_cols].astype(np.int64)
    games["ousted_turn"] = games["ousted_turn"].where(games["ousted_turn"] >= 0)
    games.insert(1, "seed", np.int64(seed))
    games.insert(3, "deck", [labels[d] for d in games["deck_index"]])
    turns = pd.DataFrame(t, columns=["game", "table_turn", "seat", "deck_index", *TABLE_FIELDS[2:]])
    tcols = ["game", "table_turn", "seat", "deck_index", "pool", "minions", "vampires", "bleed_dealt",
             "bleed_received", "ousted"]
    turns[tcols] = turns[tcols].astype(np.int64)
    turns.insert(1, "seed", np.int64(seed))
    turns.insert(4, "deck", [labels[d] for d in turns["deck_index"]])
    turns = turns[list(TABLE_TURN_COLUMNS)]
    games = games[list(TABLE_GAME_COLUMNS)]
    log.debug("simulated %d table games (%d decks)", n_games, len(decks))
    return TableResults(games, turns)


def replay_table(
    decks: Sequence[Deck], seed: int, game: int, *, seating: str = "rotate", turn_limit: int | None = None,
    policies: Sequence[Policy] | None = None, checked: bool = True,
    after: Callable[[GameState, object], None] | None = None,
) -> GameState:
    """Replay game ``game`` of a :func:`simulate_table` run (checked actions by default); the
    final state. ``state.setup.decks`` are in that game's seating order."""
    rng, order, limit = _replayed(decks, seed, game, seating, turn_limit, policies)
    setup = GameSetup([decks[d] for d in order])
    pols = [policies[d] for d in order] if policies is not None else None
    return play_table(setup, rng, turn_limit=limit, policies=pols, checked=checked, after=after)


def _replayed(
    decks: Sequence[Deck], seed: int, game: int, seating: str, turn_limit: int | None,
    policies: Sequence[Policy] | None,
) -> tuple[np.random.Generator, list[int], int]:
    """Game ``game`` of seed ``seed`` as :func:`simulate_table` starts it, arguments checked: its
    generator (the seating already drawn from it), the seating order and the turn limit."""
    _check_table(decks, 1, 1, seating, turn_limit, None, policies)
    check_int("seed", seed, 0, MAX_SEED)
    check_int("game", game, 0, MAX_GAMES - 1)
    limit = turn_limit if turn_limit is not None else default_turn_limit(len(decks))
    rng = np.random.default_rng(game_seed(seed, game))
    return rng, table_order(len(decks), game, seating, rng), limit


# ---------------------------------------------------------------------------------------------
# Game logs


def _result_records(k: int, seed: int, order: list[int], labels: list[str], state: GameState) -> list[dict]:
    """The rows of game ``k`` in ``simulate_table(...).games``, as JSON-ready dicts."""
    rows, _ = _game_rows(k, order, state)
    out = []
    for r in rows:
        rec = dict(zip([c for c in TABLE_GAME_COLUMNS if c not in ("seed", "deck")], r, strict=True))
        rec["seed"] = seed
        rec["deck"] = labels[rec["deck_index"]]
        rec["vp"] = float(rec["vp"])
        rec["ousted_turn"] = rec["ousted_turn"] if rec["ousted_turn"] >= 0 else None
        out.append({c: rec[c] for c in TABLE_GAME_COLUMNS})
    return out


def game_log(
    decks: Sequence[Deck], seed: int, game: int, *, seating: str = "rotate", turn_limit: int | None = None,
    policies: Sequence[Policy] | None = None, checked: bool = False,
) -> GameLog:
    """Replay game ``game`` of ``simulate_table(decks, n, seed)`` (any ``n > game``) and tell it:
    a :class:`~vtes_tools.gamelog.GameLog` whose last record holds that game's rows of the
    results. Logging reads the state and draws nothing: the game is the same one."""
    from .gamelog import Recorder  # (imported only when a log is asked for)

    rng, order, limit = _replayed(decks, seed, game, seating, turn_limit, policies)
    setup = GameSetup([decks[d] for d in order])
    pols = [policies[d] for d in order] if policies is not None else [TablePolicy()] * len(order)
    labels = deck_labels(decks)
    state = rules.new_game(setup, rng, turn_limit=limit)
    rec = Recorder(state, [labels[d] for d in order])
    play(state, pols, rng, checked=checked, after=rec.after)
    return rec.finish(state, _result_records(game, seed, order, labels, state))


def goldfish_log(
    deck: Deck, seed: int, game: int, *, turns: int = 10, seat: int = 1, policy: Policy | None = None,
    checked: bool = False,
) -> GameLog:
    """Replay game ``game`` of ``simulate_goldfish(deck, n, turns, seat, seed)`` and tell it (a
    :class:`~vtes_tools.gamelog.GameLog`); its ``game_end`` record has the deck's final pool and turns."""
    from .gamelog import Recorder

    _check(deck, 1, turns, seat, 1)
    check_int("seed", seed, 0, MAX_SEED)
    check_int("game", game, 0, MAX_GAMES - 1)
    setup = rules.goldfish_setup(deck)
    rng = np.random.default_rng(game_seed(seed, game))
    pol = policy or GoldfishPolicy()
    state = rules.new_game(setup, rng, turn_limit=turns, seat=seat, goldfish=True)
    rec = Recorder(state, [deck.name or "deck", "the prey"])
    play(state, [pol, pol], rng, checked=checked, after=rec.after)
    m = state.players[0]
    result = {"game": game, "seed": seed, "seat": seat, "deck": deck.name or "deck", "turns": m.turns,
              "final_pool": m.pool, "bleed_dealt": m.bled_total, "ousted": bool(m.ousted)}
    log_ = rec.finish(state, [])
    log_.results = [result]
    return log_

__all__ = [
    "GOLDFISH_COLUMNS", "MAX_GAMES", "MAX_SEED", "MAX_TURNS", "MAX_WORKERS", "ROUND_PLAYER_TURNS", "SEATINGS",
    "SimulationError", "TABLE_GAME_COLUMNS", "TABLE_TURN_COLUMNS", "TableResults", "check_int", "check_run",
    "deck_labels", "default_turn_limit", "game_log", "game_seed", "goldfish_log", "play_goldfish",
    "play_table", "replay_goldfish", "replay_table", "simulate_goldfish", "simulate_openings", "simulate_table",
    "SeatingSetups",
    "table_order",
]
