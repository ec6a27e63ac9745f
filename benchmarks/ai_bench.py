"""Policy A against policy B, paired: the same decks, tables and seeds, only the tested seat's policy differs.

    python benchmarks/ai_bench.py [DECK ...] [--a table] [--b random] [--others table] [--decks 20] [--games 10]
                                  [--seed 1] [--workers 1] [--json]

DECK is ``twda:ID`` (a deck of ``../shared/data/twda``), a decklist file, ``precon:SET:NAME``,
or ``starters`` (the five Fifth Edition starters); without any, a seeded sample of ``--decks``
decks of the dev set of ``benchmarks/strength.py`` (TWDA, 2015-2024 events, >= 20 players).

Each tested deck plays ``--games`` games at the tables of ``strength.py``: with four of the five
starters, the starter left out and the tested seat rotating. Every game is played twice from
the same seed, at the same seat, with the same opponents: once with policy A at the tested seat,
once with policy B; every other seat plays ``--others``. Printed: the mean per-game VP
difference A - B with a 95% interval (normal approximation over the paired games), the game-win
rate difference (the same), each side's mean VP, GW rate and games per CPU second, and the
decks where A gains or loses most. The policy draws from the game's generator, so two different
policies' games part ways at their first different choice; with A = B (``--a table --b
table``, the control) every pair is the same game, and the difference must be exactly 0: the
script checks it and exits with status 1 if any pair differs.

``--json``: one JSON Lines record of the summary (``"record": "summary"``), then one per deck.
The command line to reproduce and the wall and CPU time come last.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

import pandas as pd
from strength import (
    CORPUS, POLICIES, Clock, Entry, command, common_options, dev_set, entry_of, fail, iv, play_all, positive,
    read_corpus, sample, starters,
)

from vtes_tools import load_cards
from vtes_tools.cli import STARTER_TABLE
from vtes_tools.decks import Resolver, read_deck
from vtes_tools.errors import VtesError
from vtes_tools.table_stats import mean_interval

#: tested decks of a run without DECK arguments
DEFAULT_DECKS = 20
DEFAULT_GAMES = 10


def tested_decks(refs: Sequence[str], db: Any, n: int, seed: int) -> list[Entry]:
    """The decks named by ``refs`` (``twda:ID``, a file, ``precon:SET:NAME``, ``starters``), or a
    seeded sample of ``n`` dev-set decks without any."""
    if not refs:
        return sample(dev_set(db)[0], n, seed)
    corpus: dict[str, dict[str, Any]] | None = None
    out = []
    for ref in refs:
        if ref == "starters":
            out += [Entry(r, d.name, d) for r, d in zip(STARTER_TABLE, starters(db), strict=True)]
        elif ref.lower().startswith("twda:"):
            corpus = corpus if corpus is not None else {str(r["id"]): r for r in read_corpus(CORPUS)}
            rec = corpus.get(ref[5:])
            if rec is None:
                fail(f"no TWDA deck {ref[5:]!r} in {CORPUS}")
            e, why = entry_of(rec, Resolver(db))
            if e is None:
                fail(f"TWDA deck {ref[5:]!r} cannot be played: {why}")
            out.append(e)
        else:
            try:
                deck = getattr(read_deck(ref, db), "deck", None)
            except VtesError as exc:
                fail(str(exc))
            if deck is None or not deck.crypt or not deck.library:
                fail(f"no deck read from {ref!r}: pass a decklist with a crypt and a library")
            out.append(Entry(ref, deck.name or ref, deck))
    return out


def pair_rows(entries: Sequence[Entry], side_a: Sequence[Sequence[Any]], side_b: Sequence[Sequence[Any]]
              ) -> pd.DataFrame:
    """One row per paired game: deck, game, seat, the tested seat's VP and game win with A and
    with B, and whether the two games ended with the same VP at every seat."""
    rows = []
    for e, ga, gb in zip(entries, side_a, side_b, strict=True):
        for a, b in zip(ga, gb, strict=True):
            assert (a.game, a.seat, a.left_out) == (b.game, b.seat, b.left_out), "unpaired games"
            rows.append({"id": e.id, "name": e.name, "game": a.game, "seat": a.seat,
                         "vp_a": a.vps[a.seat], "vp_b": b.vps[b.seat],
                         "gw_a": float(a.winner == a.seat), "gw_b": float(b.winner == b.seat),
                         "same": a.vps == b.vps and a.winner == b.winner and a.table_turns == b.table_turns})
    return pd.DataFrame(rows)


def summarise(pairs: pd.DataFrame) -> dict[str, Any]:
    """The paired differences with their 95% intervals, each side's means, the identical pairs."""
    vp = mean_interval(pairs["vp_a"] - pairs["vp_b"])
    gw = mean_interval(pairs["gw_a"] - pairs["gw_b"])
    return {
        "record": "summary", "decks": int(pairs["id"].nunique()), "pairs": len(pairs),
        "vp_diff": vp[0], "vp_diff_lo": vp[1], "vp_diff_hi": vp[2],
        "gw_diff": gw[0], "gw_diff_lo": gw[1], "gw_diff_hi": gw[2],
        "vp_a": float(pairs["vp_a"].mean()), "vp_b": float(pairs["vp_b"].mean()),
        "gw_a": float(pairs["gw_a"].mean()), "gw_b": float(pairs["gw_b"].mean()),
        "identical_pairs": int(pairs["same"].sum()),
        "interval": "95% normal approximation over the paired games",
    }


def deck_rows(pairs: pd.DataFrame) -> list[dict[str, Any]]:
    """Per deck: games, mean VP and GW rate with A and with B, and the VP difference."""
    out = []
    for (k, name), part in pairs.groupby(["id", "name"], sort=False):
        out.append({"record": "deck", "id": k, "name": name, "games": len(part),
                    "vp_a": float(part["vp_a"].mean()), "vp_b": float(part["vp_b"].mean()),
                    "gw_a": float(part["gw_a"].mean()), "gw_b": float(part["gw_b"].mean()),
                    "vp_diff": float((part["vp_a"] - part["vp_b"]).mean())})
    return out


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("deck_refs", nargs="*", metavar="DECK", help="twda:ID, a file, precon:SET:NAME or starters")
    ap.add_argument("--a", choices=sorted(POLICIES), default="table", help="policy A, at the tested seat")
    ap.add_argument("--b", choices=sorted(POLICIES), default="random", help="policy B, at the tested seat")
    ap.add_argument("--others", choices=sorted(POLICIES), default="table", help="every other seat's policy")
    ap.add_argument("--decks", type=positive, default=DEFAULT_DECKS, help="dev-set decks sampled without DECK")
    common_options(ap, DEFAULT_GAMES)
    args = ap.parse_args(argv)
    clock = Clock()
    db = load_cards(args.db)
    entries = tested_decks(args.deck_refs, db, args.decks, args.seed)
    kw = {"starter_decks": starters(db), "seed": args.seed, "games": args.games, "turn_limit": args.turn_limit,
          "others": POLICIES[args.others]}
    sides = []
    cpu = []
    for name in (args.a, args.b):
        side = Clock()
        sides.append(play_all(entries, args.workers, tested=POLICIES[name], **kw))
        cpu.append(side.read()[1])
    pairs = pair_rows(entries, *sides)
    s = summarise(pairs)
    control = args.a == args.b
    wall, total_cpu = clock.read()
    cmd_names = ("a", "b", "others", "decks", "games", "seed", "workers", "turn_limit")
    cmd = command("ai_bench.py", args, cmd_names, args.deck_refs)
    s.update({"a": args.a, "b": args.b, "others": args.others, "seed": args.seed, "games_per_deck": args.games,
              "control": control, "control_ok": bool(pairs["same"].all()) if control else None,
              "games_per_cpu_s_a": len(pairs) / cpu[0] if cpu[0] else None,
              "games_per_cpu_s_b": len(pairs) / cpu[1] if cpu[1] else None,
              "command": cmd, "wall_s": round(wall, 2), "cpu_s": round(total_cpu, 2)})
    rows = deck_rows(pairs)
    if args.json:
        for rec in (s, *rows):
            print(json.dumps(rec))
    else:
        print(f"A = {args.a}, B = {args.b} at the tested seat, others {args.others}; {s['decks']} decks x "
              f"{args.games} games = {s['pairs']} pairs, seed {args.seed}")
        print(f"VP difference A - B  {iv(s['vp_diff'], s['vp_diff_lo'], s['vp_diff_hi'])}  "
              f"(A {s['vp_a']:.2f} VP, B {s['vp_b']:.2f} VP)")
        print(f"GW difference A - B  {iv(s['gw_diff'], s['gw_diff_lo'], s['gw_diff_hi'], True)}  "
              f"(A {s['gw_a']:.1%}, B {s['gw_b']:.1%})")
        print(f"({s['interval']}); identical pairs: {s['identical_pairs']} of {s['pairs']}")
        print(f"games per CPU second: A {s['games_per_cpu_s_a'] or 0:.1f}, B {s['games_per_cpu_s_b'] or 0:.1f}")
        if len(rows) >= 6 and not control:
            by = sorted(rows, key=lambda r: (r["vp_diff"], str(r["id"])))
            for label, part in (("A loses most", by[:3]), ("A gains most", by[::-1][:3])):
                print(f"{label}: " + "; ".join(f"{r['id']} {r['name'][:30]} {r['vp_diff']:+.2f} VP" for r in part))
        if control:
            verdict = "exact 0, every pair the same game" if s["control_ok"] else "FAILED: paired games differ"
            print(f"control (A = B): {verdict}")
        print(f"reproduce: {cmd}")
        print(f"wall {wall:.1f} s, CPU {total_cpu:.1f} s (this process and its workers)")
    if control and not s["control_ok"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
