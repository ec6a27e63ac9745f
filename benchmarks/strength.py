"""Do stronger decks win? Tournament-winning decks against the Fifth Edition starters (issue 18).

    python benchmarks/strength.py [--decks N] [--games K] [--seed 1] [--workers 2] [--policy table|random]
                                  [--json]

The dev set is the TWDA decks (``../shared/data/twda/expected.jsonl``) of events from 2015 to
2024 with at least 20 players (487 decks), each read from its decklist (``decks/ID.txt``) by the
project's reader; decks that fail to read or are not legal-sized (crypt >= 12, library 60-90:
the standard format's size rules) are skipped and counted. ``--decks N`` plays a seeded sample
of N of them (a quick run).

Each deck plays ``--games`` games at a five-player table with four of the five Fifth Edition
starters (the decks of ``vtes sim table`` without arguments). Game ``g`` of a deck leaves out
starter ``(o + g) % 5``, ``o`` drawn from the deck's seed, and the four others follow the
TWDA deck in their circular clan order starting after the one left out, so each starter is its
prey and its predator equally often; the TWDA deck sits at seat ``(g + g // 5) % 5``: every 25
games cover every (starter left out, seat) pair once. Every player uses ``--policy``. Game ``g``
of deck ``id`` draws its randomness from ``SeedSequence(seed, spawn_key=(key, g))`` (``key``: the
id as a number, or its bytes as one): a deck's
games are the same in any sample and whatever ``--workers``.

Printed: the TWDA decks' mean VP, the starters' mean VP at the same tables, their ratio (95%
intervals: a bootstrap over decks, 2,000 resamples, seeded), the TWDA game-win rate (the fair
share at five is 20%), the share of decks reaching that fair share, and the 10 worst decks by
mean VP. ``--json``: one JSON Lines record of the summary (``"record": "summary"``), then one
per deck (``"record": "deck"``). The command line to reproduce and the wall and CPU time (this
process and its workers) come last.
"""

from __future__ import annotations

import argparse
import datetime as dt
import dataclasses
import functools
import html
import json
import os
import shlex
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple, NoReturn

import numpy as np

from vtes_tools import Deck, load_cards
from vtes_tools.decks import Resolver, read_deck
from vtes_tools.cli import STARTER_TABLE
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.policies import Policy, RandomPolicy, TablePolicy
from vtes_tools.engine.rules import winner
from vtes_tools.errors import VtesError
from vtes_tools.legality import STANDARD, check_crypt_size, check_library_size
from vtes_tools.scale import run_chunks
from vtes_tools.simulate import SeatingSetups, default_turn_limit, play_table

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "data" / "twda" / "expected.jsonl"
#: the dev set: events of these years (inclusive) with at least this many players
FIRST_YEAR, LAST_YEAR, MIN_PLAYERS = 2015, 2024, 20
#: the policies a benchmark can name
POLICIES: dict[str, Callable[[], Policy]] = {"table": TablePolicy, "random": RandomPolicy,
                                             "table-idle": functools.partial(TablePolicy, use_all=False)}
#: players at a table: the tested deck and four starters
PLAYERS = 5
#: the fair game-win share at a table of five
FAIR_GW = 1 / PLAYERS
#: default games per deck: twice the 25-game rotation. Measured (2026-11-28, the whole dev set x 10
#: games, 2 workers on a shared machine): 4,870 games in 221 CPU seconds, 22 games per CPU second;
#: the default run, 487 x 50 = 24,350 games, takes about 1,100 CPU seconds: 9 to 10 minutes on 2 cores
DEFAULT_GAMES = 50
BOOTSTRAP = 2000


class Entry(NamedTuple):
    """One tested deck: its TWDA id (``"2015bccqdbbbb"``, ``"10009"``), name and cards."""

    id: str
    name: str
    deck: Deck

    @property
    def key(self) -> int:
        """The id as an int, the key of the deck's seeds: the number itself, or the id's bytes."""
        return int(self.id) if self.id.isdigit() else int.from_bytes(self.id.encode(), "big")


class Game(NamedTuple):
    """One game of a tested deck: its number, the tested seat (0 = first to play), the starter
    left out (an index into the starters), VP by seat, the game winner's seat (-1: none), whether
    time was called, and the table turns begun."""

    game: int
    seat: int
    left_out: int
    vps: tuple[float, ...]
    winner: int
    timed_out: bool
    table_turns: int


def fail(message: str) -> NoReturn:
    """Stop a benchmark on bad input: ``Error: message`` on stderr, exit status 2 (as the CLI)."""
    print(f"Error: {message}", file=sys.stderr)
    sys.exit(2)


def read_corpus(path: Path = CORPUS) -> list[dict[str, Any]]:
    """The records of ``expected.jsonl`` (id, date, event, players_count, name, crypt, library)."""
    if not path.is_file():
        fail(f"no TWDA corpus at {path}: this benchmark needs ../shared/data/twda")
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def in_dev_set(rec: dict[str, Any]) -> bool:
    """An event of 2015-2024 with at least 20 players."""
    year = int(rec["date"][:4])
    return FIRST_YEAR <= year <= LAST_YEAR and (rec.get("players_count") or 0) >= MIN_PLAYERS


def entry_of(rec: dict[str, Any], names: Any, folder: Path = CORPUS.parent / "decks") -> tuple[Entry | None, str]:
    """The deck of a corpus record read from its decklist by the project's reader (``names``: a
    :class:`~vtes_tools.decks.Resolver`), or None and why it is skipped (not read, not legal-sized)."""
    try:
        deck = read_deck(folder / f"{rec['id']}.txt", names).deck
    except VtesError as exc:
        return None, f"not read: {exc}"
    deck = dataclasses.replace(deck, name=html.unescape(deck.name or rec.get("name") or f"twda {rec['id']}"))
    day = dt.date.fromisoformat(rec["date"])
    problems = [*check_crypt_size(deck, STANDARD, day), *check_library_size(deck, STANDARD, day)]
    if problems:
        return None, problems[0].message
    return Entry(str(rec["id"]), deck.name, deck), ""


def dev_set(db: Any, path: Path = CORPUS) -> tuple[list[Entry], int, dict[str, str]]:
    """(the playable dev-set decks, the dev set's size, the skipped ids with why). The dev set is
    chosen from the records of ``expected.jsonl``; each deck is read from its decklist file."""
    recs = [r for r in read_corpus(path) if in_dev_set(r)]
    names = Resolver(db)
    out: list[Entry] = []
    skipped: dict[str, str] = {}
    for r in recs:
        e, why = entry_of(r, names, path.parent / "decks")
        if e is None:
            skipped[r["id"]] = why
        else:
            out.append(e)
    return out, len(recs), skipped


def sample(entries: Sequence[Entry], n: int | None, seed: int) -> list[Entry]:
    """``n`` entries drawn without repeats from the run's seed (all of them for None or 0), in
    dev-set order."""
    if not n or n >= len(entries):
        return list(entries)
    pick = np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(0,))).choice(len(entries), n, replace=False)
    return [entries[k] for k in sorted(pick)]


def starters(db: Any) -> list[Deck]:
    """The five Fifth Edition starters of ``vtes sim table`` without arguments, in clan order."""
    return [db.precon(ref).deck for ref in STARTER_TABLE]


def deck_seed(seed: int, deck_id: int, game: int | None = None) -> np.random.SeedSequence:
    """The seed of game ``game`` of deck ``deck_id`` (None: the deck's own draws, its rotation offset)."""
    return np.random.SeedSequence(seed, spawn_key=(deck_id,) if game is None else (deck_id, game))


def seating(game: int, offset: int) -> tuple[int, int, list[int]]:
    """(tested seat, starter left out, the starters after the tested deck in play order) of game
    ``game`` of a deck whose rotation starts at ``offset``."""
    left_out = (offset + game) % PLAYERS
    seat = (game + game // PLAYERS) % PLAYERS
    return seat, left_out, [(left_out + 1 + j) % PLAYERS for j in range(PLAYERS - 1)]


def play_deck(
    entry: Entry, *, starter_decks: Sequence[Deck], seed: int, games: int, turn_limit: int,
    tested: Callable[[], Policy], others: Callable[[], Policy], registry: EffectRegistry | None = None,
) -> list[Game]:
    """The ``games`` games of one tested deck, ``tested()`` playing it and ``others()`` each starter."""
    registry = registry if registry is not None else EffectRegistry()
    offset = int(np.random.default_rng(deck_seed(seed, entry.key)).integers(PLAYERS))
    tables: dict[int, SeatingSetups] = {}
    out = []
    for g in range(games):
        seat, left_out, after = seating(g, offset)
        setups = tables.get(left_out)
        if setups is None:  # the tested deck (index 0), then the four starters in play order
            setups = tables[left_out] = SeatingSetups([entry.deck, *(starter_decks[s] for s in after)], registry)
        order = [0] * PLAYERS
        pols = [others() for _ in range(PLAYERS)]
        pols[seat] = tested()
        for j in range(PLAYERS - 1):
            order[(seat + 1 + j) % PLAYERS] = 1 + j
        rng = np.random.default_rng(deck_seed(seed, entry.key, g))
        state = play_table(setups(order), rng, turn_limit=turn_limit, policies=pols)
        out.append(Game(g, seat, left_out, tuple(float(m.vp) for m in state.players), winner(state),
                        bool(state.timed_out), int(state.table_turn)))
    return out


def _play_chunk(entries: list[Entry], **kw: Any) -> list[list[Game]]:
    registry = EffectRegistry()
    return [play_deck(e, registry=registry, **kw) for e in entries]


def play_all(entries: Sequence[Entry], workers: int, **kw: Any) -> list[list[Game]]:
    """:func:`play_deck` over every entry (keywords passed on), on ``workers`` processes, in order."""
    size = max(1, min(8, len(entries) // (4 * workers)))
    chunks = [list(entries[a:a + size]) for a in range(0, len(entries), size)]
    parts = run_chunks(functools.partial(_play_chunk, **kw), chunks, workers=workers)
    return [games for part in parts for games in part]


def bootstrap(values: np.ndarray, stat: Callable[[np.ndarray], float], seed: int, n: int = BOOTSTRAP
              ) -> tuple[float, float, float]:
    """``stat`` of the rows of ``values`` and its 95% percentile interval over ``n`` resamples of
    the rows (decks), drawn from the run's seed."""
    est = stat(values)
    if len(values) < 2:
        return est, float("nan"), float("nan")
    rng = np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(1,)))
    picks = rng.integers(len(values), size=(n, len(values)))
    reps = np.array([stat(values[p]) for p in picks])
    lo, hi = np.nanpercentile(reps, [2.5, 97.5])
    return est, float(lo), float(hi)


def per_deck(entries: Sequence[Entry], results: Sequence[Sequence[Game]]) -> list[dict[str, Any]]:
    """One row per deck: id, name, games, vp (mean), gw (rate), starters_vp (their mean per seat)."""
    rows = []
    for e, games in zip(entries, results, strict=True):
        vp = np.array([g.vps[g.seat] for g in games])
        others = np.array([(sum(g.vps) - g.vps[g.seat]) / (PLAYERS - 1) for g in games])
        gw = np.array([g.winner == g.seat for g in games], dtype=float)
        rows.append({"record": "deck", "id": e.id, "name": e.name, "games": len(games), "vp": float(vp.mean()),
                     "gw": float(gw.mean()), "starters_vp": float(others.mean()),
                     "timed_out": float(np.mean([g.timed_out for g in games]))})
    return rows


def summary(rows: Sequence[dict[str, Any]], seed: int) -> dict[str, Any]:
    """The run's figures with their bootstrap intervals over decks."""
    m = np.array([[r["vp"], r["starters_vp"], r["gw"]] for r in rows])
    vp = bootstrap(m, lambda x: float(x[:, 0].mean()), seed)
    svp = bootstrap(m, lambda x: float(x[:, 1].mean()), seed)
    ratio = bootstrap(m, lambda x: float(x[:, 0].mean() / x[:, 1].mean()) if x[:, 1].mean() else float("nan"), seed)
    gw = bootstrap(m, lambda x: float(x[:, 2].mean()), seed)
    games = sum(r["games"] for r in rows)
    return {
        "record": "summary", "decks": len(rows), "games": games,
        "twda_vp": vp[0], "twda_vp_lo": vp[1], "twda_vp_hi": vp[2],
        "starters_vp": svp[0], "starters_vp_lo": svp[1], "starters_vp_hi": svp[2],
        "ratio": ratio[0], "ratio_lo": ratio[1], "ratio_hi": ratio[2],
        "twda_gw": gw[0], "twda_gw_lo": gw[1], "twda_gw_hi": gw[2],
        "fair_gw_share": float(np.mean(m[:, 2] >= FAIR_GW - 1e-9)),
        "under_5pct_gw_share": float(np.mean(m[:, 2] < 0.05)),
        "timed_out": float(np.average([r["timed_out"] for r in rows], weights=[r["games"] for r in rows])),
        "interval": f"95% percentile bootstrap over decks, {BOOTSTRAP} resamples",
    }


def worst(rows: Sequence[dict[str, Any]], n: int = 10) -> list[dict[str, Any]]:
    """The ``n`` decks with the lowest mean VP (then game-win rate, then id)."""
    return sorted(rows, key=lambda r: (r["vp"], r["gw"], r["id"]))[:n]


def iv(v: float, lo: float, hi: float, pct: bool = False) -> str:
    """``v [lo, hi]`` (percentages with ``pct``)."""
    f = (lambda x: f"{x:.1%}") if pct else (lambda x: f"{x:.2f}")
    return f"{f(v)} [{f(lo)}, {f(hi)}]" if lo == lo else f(v)


class Clock:
    """Wall time and CPU time of this process and its finished worker processes, since creation."""

    def __init__(self) -> None:
        self.wall = time.perf_counter()
        self.cpu = self._cpu()

    @staticmethod
    def _cpu() -> float:
        t = os.times()
        return t.user + t.system + t.children_user + t.children_system

    def read(self) -> tuple[float, float]:
        """(wall seconds, CPU seconds)."""
        return time.perf_counter() - self.wall, self._cpu() - self.cpu


def command(script: str, args: argparse.Namespace, names: Sequence[str], positional: Sequence[str] = ()) -> str:
    """The command line that reproduces a run: the script, ``positional`` and the options ``names``, as given."""
    parts = ["python", f"benchmarks/{script}", *positional]
    for name in names:
        v = getattr(args, name)
        flag = "--" + name.replace("_", "-")
        if isinstance(v, bool):
            parts += [flag] if v else []
        elif isinstance(v, list):
            parts += [flag, *map(str, v)] if v else []
        elif v is not None:
            parts += [flag, str(v)]
    return shlex.join(parts)


def at_least(low: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least ``low``."""

    def whole(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            n = low - 1
        if n < low:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of at least {low}")
        return n

    return whole


positive = at_least(1)


def common_options(ap: argparse.ArgumentParser, games: int) -> None:
    """--games, --seed, --workers, --turn-limit, --json, --db: what every strength benchmark takes."""
    ap.add_argument("--games", type=positive, default=games, help=f"games per deck (default {games})")
    ap.add_argument("--seed", type=at_least(0), default=1)
    ap.add_argument("--workers", type=positive, default=1, help="worker processes (the results do not depend on it)")
    ap.add_argument("--turn-limit", type=positive, default=default_turn_limit(PLAYERS))
    ap.add_argument("--json", action="store_true", help="JSON Lines: the summary, then one record per deck")
    ap.add_argument("--db", default=None, help="card store path")


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--decks", type=positive, default=None, help="a seeded sample of N dev-set decks (default: all)")
    ap.add_argument("--policy", choices=sorted(POLICIES), default="table", help="every player's policy")
    common_options(ap, DEFAULT_GAMES)
    args = ap.parse_args(argv)
    clock = Clock()
    db = load_cards(args.db)
    entries, size, skipped = dev_set(db)
    chosen = sample(entries, args.decks, args.seed)
    pol = POLICIES[args.policy]
    results = play_all(chosen, args.workers, starter_decks=starters(db), seed=args.seed, games=args.games,
                       turn_limit=args.turn_limit, tested=pol, others=pol)
    rows = per_deck(chosen, results)
    s = summary(rows, args.seed)
    wall, cpu = clock.read()
    cmd = command("strength.py", args, ("decks", "games", "seed", "workers", "policy", "turn_limit"))
    s.update({"dev_set": size, "skipped": len(skipped), "policy": args.policy, "seed": args.seed,
              "games_per_deck": args.games, "command": cmd, "wall_s": round(wall, 2), "cpu_s": round(cpu, 2)})
    if args.json:
        for rec in (s, *rows):
            print(json.dumps(rec))
        return
    print(f"dev set: {size} TWDA decks ({FIRST_YEAR}-{LAST_YEAR} events, >= {MIN_PLAYERS} players); "
          f"{len(skipped)} skipped" + "".join(f"\n  skipped {k}: {why}" for k, why in skipped.items()))
    print(f"{s['decks']} decks x {args.games} games = {s['games']} games with four V5 starters, policy "
          f"{args.policy}, seed {args.seed}; {s['timed_out']:.0%} reached the time limit")
    print(f"TWDA mean VP      {iv(s['twda_vp'], s['twda_vp_lo'], s['twda_vp_hi'])}")
    print(f"starters' mean VP {iv(s['starters_vp'], s['starters_vp_lo'], s['starters_vp_hi'])}")
    print(f"TWDA / starters   {iv(s['ratio'], s['ratio_lo'], s['ratio_hi'])}  (target >= 1.5)")
    print(f"TWDA GW rate      {iv(s['twda_gw'], s['twda_gw_lo'], s['twda_gw_hi'], True)}  (fair share 20%)")
    print(f"decks reaching the fair 20% GW share: {s['fair_gw_share']:.0%}; under 5%: {s['under_5pct_gw_share']:.0%}")
    print(f"({s['interval']})")
    print("10 worst decks by mean VP:")
    for r in worst(rows):
        print(f"  {r['id']:>14}  {r['name'][:40]:<40}  VP {r['vp']:.2f}  GW {r['gw']:.0%}")
    print(f"reproduce: {cmd}")
    print(f"wall {wall:.1f} s, CPU {cpu:.1f} s (this process and its workers)")


if __name__ == "__main__":
    main()
