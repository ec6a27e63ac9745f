"""Monte-Carlo driver: goldfish games, seeds, worker processes, tidy results.

Every game ``k`` of a run with seed ``s`` draws its randomness from
``SeedSequence(s).spawn(n_games)[k]`` (the same as ``SeedSequence(s, spawn_key=(k,))``), so the
results are identical whatever the number of workers, and one game can be replayed alone with
:func:`replay_goldfish`.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd

from .engine import rules
from .engine.effects import EffectRegistry
from .engine.policies import GoldfishPolicy, Policy
from .engine.state import TURN_FIELDS, GameState
from .errors import SimulationError
from .models import Deck
from .scale import auto_workers, run_chunks

log = logging.getLogger(__name__)

#: Columns of :func:`simulate_goldfish` (after ``game`` and ``seed``).
GOLDFISH_COLUMNS = tuple(f for f in TURN_FIELDS if f != "player")

#: Games per task sent to a worker process.
CHUNK = 250


def _check(deck: Deck, n_games: int, turns: int, seat: int, workers: int) -> None:
    if n_games < 1:
        raise SimulationError(f"n_games {n_games!r} must be at least 1")
    if turns < 1:
        raise SimulationError(f"turns {turns!r} must be at least 1")
    if not 1 <= seat <= 5:
        raise SimulationError(f"seat {seat!r} must be between 1 and 5 (the position in the turn order)")
    if workers < 1:
        raise SimulationError(f"workers {workers!r} must be at least 1")
    if deck.crypt_count == 0 or deck.library_count == 0:
        raise SimulationError(f"deck {deck.name!r} needs a crypt and a library to be played")


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
    return rules.play(state, [pol, pol], rng, checked=checked)


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
    if workers is None:
        workers = auto_workers(n_games, dask=dask)
    _check(deck, n_games, turns, seat, workers)
    if seed is None:
        seed = int(np.random.SeedSequence().generate_state(1, np.uint64)[0] >> np.uint64(1))
    bounds = [(a, min(a + CHUNK, n_games)) for a in range(0, n_games, CHUNK)]
    done = 0

    def finished(i: int) -> None:
        nonlocal done
        done += bounds[i][1] - bounds[i][0]
        if progress:
            progress(done)

    work = functools.partial(_goldfish_chunk, deck=deck, seed=seed, turns=turns, seat=seat, policy=policy)
    parts = run_chunks(work, bounds, workers=workers, dask=dask, progress=finished)
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
    setup = rules.goldfish_setup(deck)
    rng = np.random.default_rng(game_seed(seed, game))
    return play_goldfish(setup, rng, turns=turns, seat=seat, policy=policy, checked=checked)


def simulate_openings(deck: Deck, n_games: int = 1000, seed: int | None = None) -> pd.DataFrame:
    """Opening hands and crypt draws dealt by the engine's setup (rules 2.3), one row per game.

    Columns: game, then one column per card id in the deck: copies in the opening hand (library
    cards) or in the four starting uncontrolled vampires (crypt cards).
    """
    _check(deck, n_games, 1, 1, 1)
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


__all__ = [
    "GOLDFISH_COLUMNS", "SimulationError", "game_seed", "play_goldfish", "replay_goldfish",
    "simulate_goldfish", "simulate_openings",
]
