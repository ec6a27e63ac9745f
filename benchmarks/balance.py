"""Starter balance and table shape: the five Fifth Edition starters against each other (issue 18).

    python benchmarks/balance.py [--games 500] [--seed 1] [--workers 1] [--policy table|random] [--decks N] [--json]

The five starters of ``vtes sim table`` play ``--games`` games at one table, seats rotating
(``simulate_table``'s "rotate": every starter plays every seat, and has every other as prey and
as predator, equally often), every player with ``--policy``. Printed per starter: mean VP and
game-win share with 95% intervals (normal; Wilson), flagged when under half the fair GW share
(10% at five). ``--decks N`` plays N tables of five TWDA decks instead (a seeded sample of 5N
decks of the dev set of ``strength.py``, each table ``--games`` games, its seed drawn from the run's):
the table shape of tournament decks against each other.

Table shape, with Wilson intervals: the share of games reaching the time limit; ending in a sweep
(a player ends with as many VP as there are players: every oust and the last-standing VP, rules
9.1); ending with one Methuselah standing; with a game win (a player with at least 2 VP and
strictly the most, ``rules.winner``, the ``gw`` column of the results); and the mean table turns
and ousts per game.

``--json``: one JSON Lines record of the summary (``"record": "summary"``, the table shape), then
one per deck (``"record": "deck"``). The command line to reproduce and the wall and CPU time come
last.
"""

from __future__ import annotations

import argparse
import functools
import json
from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd
from strength import POLICIES, Clock, command, common_options, dev_set, positive, sample, starters

from vtes_tools import load_cards
from vtes_tools.scale import run_chunks
from vtes_tools.simulate import simulate_table
from vtes_tools.table_stats import table_summary, wilson_interval

DEFAULT_GAMES = 500
#: a starter under this GW share is flagged (half the fair share at five)
LOW_GW = 0.5 / 5


def table_seed(seed: int, table: int) -> int:
    """The seed of TWDA table ``table`` of a run seeded with ``seed``."""
    return int(np.random.SeedSequence(seed, spawn_key=(2, table)).generate_state(1, np.uint64)[0] >> np.uint64(1))


def _play_table(job: tuple[int, list[Any]], *, games: int, seed: int, turn_limit: int, policy: str) -> pd.DataFrame:
    t, decks = job
    out = simulate_table(decks, games, seed=table_seed(seed, t), workers=1, turn_limit=turn_limit,
                         policies=[POLICIES[policy]() for _ in decks]).games
    return out.assign(table=t, game=out["game"] + t * games, deck=f"table {t}: " + out["deck"])


def shape(games: pd.DataFrame) -> dict[str, Any]:
    """The table shape of a ``simulate_table(...).games`` frame (``game`` unique over tables)."""
    g = games.groupby("game")
    n = int(g.ngroups)
    players = g["seat"].count()
    out: dict[str, Any] = {"games": n, "table_turns": float(g["table_turns"].first().mean()),
                           "ousts": float(g["ousted_turn"].count().mean())}
    counts = {
        "timed_out": int(g["timed_out"].first().sum()),
        "sweep": int((g["vp"].max() >= players).sum()),
        "one_standing": int((g["ousted_turn"].count() == players - 1).sum()),
        "game_win": int((g["gw"].sum() > 0).sum()),
    }
    for k, c in counts.items():
        share, lo, hi = wilson_interval(c, n)
        out.update({k: share, f"{k}_lo": lo, f"{k}_hi": hi})
    return out


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--policy", choices=sorted(POLICIES), default="table", help="every player's policy")
    ap.add_argument("--decks", type=positive, default=None,
                    help="N tables of five dev-set TWDA decks instead of the starters")
    common_options(ap, DEFAULT_GAMES)
    args = ap.parse_args(argv)
    clock = Clock()
    db = load_cards(args.db)
    if args.decks:
        entries = sample(dev_set(db)[0], 5 * args.decks, args.seed)
        jobs = [(t, [e.deck for e in entries[5 * t:5 * t + 5]]) for t in range(len(entries) // 5)]
        work = functools.partial(_play_table, games=args.games, seed=args.seed, turn_limit=args.turn_limit,
                                 policy=args.policy)
        games = pd.concat(run_chunks(work, jobs, workers=args.workers), ignore_index=True)
        what = f"{len(jobs)} tables of five TWDA decks x {args.games} games"
    else:
        games = simulate_table(starters(db), args.games, seed=args.seed, workers=args.workers,
                               turn_limit=args.turn_limit,
                               policies=[POLICIES[args.policy]() for _ in range(5)]).games
        what = f"the five V5 starters, {args.games} games"
    per_deck = table_summary(games)
    s = {"record": "summary", **shape(games)}
    wall, cpu = clock.read()
    cmd = command("balance.py", args, ("decks", "games", "seed", "workers", "policy", "turn_limit"))
    s.update({"tables": "twda" if args.decks else "starters", "policy": args.policy, "seed": args.seed,
              "low_gw_decks": int((per_deck["gw"] < LOW_GW).sum()), "command": cmd, "wall_s": round(wall, 2),
              "cpu_s": round(cpu, 2)})
    if args.json:
        print(json.dumps(s))
        for r in json.loads(per_deck.to_json(orient="records")):
            print(json.dumps({"record": "deck", **r}))
        return
    print(f"{what}, seats rotating, policy {args.policy}, seed {args.seed}: "
          f"{s['table_turns']:.1f} table turns and {s['ousts']:.1f} ousts per game on average")
    for k, label in (("timed_out", "reached the time limit"), ("sweep", "ended in a sweep"),
                     ("one_standing", "ended with one Methuselah standing"), ("game_win", "had a game win")):
        print(f"  {s[k]:6.1%} [{s[f'{k}_lo']:.1%}, {s[f'{k}_hi']:.1%}] {label}")
    if not args.decks or len(per_deck) <= 10:
        print(f"  {'deck':<28} {'mean VP':>19} {'GW share':>22}")
        for r in per_deck.itertuples():
            flag = "  under half the fair share" if r.gw < LOW_GW else ""
            print(f"  {str(r.deck)[:28]:<28} {r.vp:5.2f} [{r.vp_lo:.2f}, {r.vp_hi:.2f}] "
                  f"{r.gw:6.1%} [{r.gw_lo:.1%}, {r.gw_hi:.1%}]{flag}")
    else:
        print(f"  decks under half the fair GW share (10%): {s['low_gw_decks']} of {len(per_deck)}")
    print("(95% intervals: normal for mean VP, Wilson for shares)")
    print(f"reproduce: {cmd}")
    print(f"wall {wall:.1f} s, CPU {cpu:.1f} s (this process and its workers)")


if __name__ == "__main__":
    main()
