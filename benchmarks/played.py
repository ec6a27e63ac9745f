"""Real decks at real tables: which executed cards are played, and do the games end cleanly.

    python benchmarks/played.py [--tables 300] [--games 2] [--seed 7] [--checked] [--top 30]

Samples TWDA decks (seeded, without repeats), seats them five to a table, and plays ``--games``
games per table with the table policy, seats rotating as in ``vtes sim table``. It prints the
games per second, the games that stopped with an error (each with its table and game, so it
can be replayed), and the share of the sampled decks' *executed* card slots whose card was
played at least once (from hand, used in play, influenced into play, or a conviction card the
rules play on their own: put on an imbued, burned for its effect or a cost). The most-copied executed
cards never played come last: an executed card the tables never play is a sign of a misread
card or a choice the policy never makes.

``--checked`` validates every action against the legal ones and checks the table invariants
of the test suite after each (cards conserved, blood within bounds, the ousted control
nothing): slower, and the way to hunt engine bugs on real decks.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

from vtes_tools import Deck, load_cards
from vtes_tools.engine.actions import Kind
from vtes_tools.engine.coverage import corpus_coverage
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.imbued import CONVICTION
from vtes_tools.simulate import SeatingSetups, game_seed, play_table, table_order

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "data" / "twda" / "expected.jsonl"
#: decisions that play no card: passing, discarding, yielding a contested card
NOT_PLAYED = {Kind.PASS, Kind.DISCARD, Kind.YIELD}
#: a game making more decisions than this is reported as one that does not end
MAX_DECISIONS = 20_000


def convictions(state, action, seen: set[int], held: set[int], played: Counter[int]) -> None:
    """Conviction cards the rules play without a decision (imbued appendix 2): put on an imbued
    in the unlock phase, or burned from the hand for their effect (React with Conviction's
    cancel) or for a [CONVICTION] cost. Each counted once a game, when first seen on an imbued,
    or in the ash heap straight from the hand other than by a discard; ``held`` keeps the
    convictions in hand at the last check."""
    cls = state.setup.imbued.cls
    discarded = action.card if action.kind == Kind.DISCARD and action.card is not None else -1
    for m in state.players:
        for j in m.in_play:
            if cls[j] == CONVICTION and j not in seen:
                seen.add(j)
                played[state.setup.card_id[j]] += 1
        for j in m.ash:
            if j in held and j not in seen and j != discarded:
                seen.add(j)
                played[state.setup.card_id[j]] += 1
    held.clear()
    held.update(j for m in state.players for j in m.hand if cls[j] == CONVICTION)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=300)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=7, help="seed of the deck sample")
    ap.add_argument("--checked", action="store_true", help="validate actions and check invariants")
    ap.add_argument("--top", type=int, default=30, help="executed cards never played to list")
    ap.add_argument("--corpus", default=str(CORPUS))
    ap.add_argument("--db", default=None, help="card store path")
    args = ap.parse_args()
    db = load_cards(args.db)
    reg = EffectRegistry()
    cov = corpus_coverage(db, args.corpus, reg).set_index("id")
    lines = [json.loads(x) for x in Path(args.corpus).read_text(encoding="utf-8").splitlines() if x.strip()]
    pick = np.random.default_rng(args.seed).choice(len(lines), size=5 * args.tables, replace=False)
    check = None
    if args.checked:
        sys.path.insert(0, str(ROOT / "tests"))
        from test_table import check_table as check
    played: Counter[int] = Counter()
    slots: Counter[int] = Counter()
    errors = games = 0
    start = time.perf_counter()
    for t in range(args.tables):
        decks = []
        for k in pick[5 * t: 5 * t + 5]:
            d = lines[k]
            counts = [(int(c), n) for sec in ("crypt", "library") for c, n in d[sec].items() if int(c) in db]
            decks.append(Deck.from_counts([(db[c], n) for c, n in counts], name=d.get("name", "")))
            slots.update(dict(counts))
        setups = SeatingSetups(decks, reg)
        for g in range(args.games):
            rng = np.random.default_rng(game_seed(t, g))
            steps = [0]
            seen: set[int] = set()  # conviction cards already counted this game
            held: set[int] = set()

            def after(state, action, steps=steps, seen=seen, held=held) -> None:
                steps[0] += 1
                if steps[0] > MAX_DECISIONS:
                    raise RuntimeError(f"no end after {MAX_DECISIONS} decisions (turn {state.turn}, last {action!r})")
                if action.kind == Kind.INFLUENCE and action.target >= 0:
                    played[state.setup.card_id[action.target]] += 1  # a vampire brought into play
                elif action.kind not in NOT_PLAYED and action.card is not None and action.card >= 0:
                    played[state.setup.card_id[action.card]] += 1
                if state.setup.imbued is not None:
                    convictions(state, action, seen, held, played)
                if check is not None:
                    check(state, action)

            try:
                play_table(setups(table_order(5, g, "rotate", rng)), rng, turn_limit=12, checked=args.checked,
                           after=after)
            except Exception as exc:  # noqa: BLE001 - a report of every failure, not library code
                errors += 1
                print(f"error at table {t} game {g}: {type(exc).__name__}: {exc}")
            games += 1
    rate = games / (time.perf_counter() - start)
    executed = {c: n for c, n in slots.items() if c in cov.index and cov.loc[c, "executed"]}
    total = sum(executed.values())
    hit = sum(n for c, n in executed.items() if played[c])
    print(f"{args.tables} tables x {args.games} games of sampled TWDA decks (seed {args.seed}"
          f"{', checked' if args.checked else ''}): {rate:,.1f} games/s; {errors} stopped with an error")
    print(f"executed slots of the sampled decks: {total:,}; whose card was played at least once: {hit / total:.1%}")
    never = sorted(((n, c) for c, n in executed.items() if not played[c]), reverse=True)
    if never and args.top:
        print(f"executed cards never played, by slots in the sample (top {args.top}):")
        for n, c in never[: args.top]:
            print(f"{n:6} {db[c].name[:34]:<34} {cov.loc[c, 'mode']:<16} {str(cov.loc[c, 'effects'])[:70]}")


if __name__ == "__main__":
    main()
