"""The golden seeded games: every action and every line of their logs, kept to notice any change.

``python tests/golden/regen.py`` plays them again, writes ``digests.json`` and the gzipped logs
beside this file and prints what changed (which games, and the first lines of the text diff of
each changed log). ``--check`` only compares, writes nothing and exits 1 on a difference. A
commit that changes these files says why (the engine redesign must keep every seeded game).

Cases: the five Fifth Edition starters (games 0-9 of seed 1, the table policy), three tables of
five TWDA decks (tests/data/twda, games 0-2 of seed 1) with the table policy and with the random
policy, and goldfish games 0-2 of seed 1 of each starter. Also the digests of 200 starter games of
seed 1 as ``vtes sim table -n 200 --seed 1`` gives them: its ``--json`` output and its games.csv
(the games frame of ``simulate_table(starters, 200, seed=1)``).
"""

from __future__ import annotations

import argparse
import difflib
import gzip
import hashlib
import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
TWDA = HERE.parent / "data" / "twda"
DIGESTS = HERE / "digests.json"

STARTERS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")
TABLES = {
    "twda_a": ("11896", "11908", "11673", "11692", "11914"),
    "twda_b": ("11763", "11731", "11707", "11852", "11716"),
    "twda_c": ("11712", "11171", "11920", "11906", "11845"),
}
STARTER_GAMES = range(10)
TWDA_GAMES = range(3)
GOLDFISH_GAMES = range(3)
SEED = 1
RESULTS_GAMES = 200


def cases(db: Any) -> dict[str, Callable[[], list[Any]]]:
    """Name -> a function playing that case's games (a list of GameLog)."""
    from vtes_tools.decks import read_deck
    from vtes_tools.engine import RandomPolicy
    from vtes_tools.simulate import game_log, goldfish_log

    starters = [db.precon(f"V5:{c}").deck for c in STARTERS]
    out: dict[str, Callable[[], list[Any]]] = {
        "starters": lambda: [game_log(starters, SEED, k) for k in STARTER_GAMES],
    }
    for name, ids in TABLES.items():
        decks = [read_deck(TWDA / f"{i}.txt", db).deck for i in ids]
        out[name] = lambda decks=decks: [game_log(decks, SEED, k) for k in TWDA_GAMES]
        out[f"{name}_random"] = lambda decks=decks: [
            game_log(decks, SEED, k, policies=[RandomPolicy() for _ in decks]) for k in TWDA_GAMES]
    out["goldfish"] = lambda: [goldfish_log(d, SEED, k) for d in starters for k in GOLDFISH_GAMES]
    return out


def results_digests(db: Any) -> dict[str, str]:
    """SHA-256 of what ``vtes sim table -n 200 --seed 1 --json --out DIR`` prints (``cli_table_200_json``)
    and of the games.csv it writes (``results_200``: the games frame of ``simulate_table``)."""
    from click.testing import CliRunner

    from vtes_tools.cli import main as cli

    with tempfile.TemporaryDirectory() as out:
        args = ["sim", "table", "-n", str(RESULTS_GAMES), "--seed", str(SEED), "--json", "--quiet", "--workers", "1",
                "--out", out, "--db", str(db.path)]
        result = CliRunner().invoke(cli, args)
        if result.exit_code != 0:
            raise RuntimeError(f"vtes {' '.join(args)} failed: {result.output}")
        return {
            "cli_table_200_json": hashlib.sha256(result.stdout.encode()).hexdigest(),
            "results_200": hashlib.sha256((Path(out) / "games.csv").read_bytes()).hexdigest(),
        }


def play(db: Any, only: list[str] | None = None) -> tuple[dict[str, Any], dict[str, bytes]]:
    """Digests of every case (or of ``only``) and the gzipped logs of each case."""
    digests: dict[str, Any] = {}
    blobs: dict[str, bytes] = {}
    for name, run in cases(db).items():
        if only is not None and name not in only:
            continue
        logs = run()
        digests[name] = [lg.digest() for lg in logs]
        data = "".join("\n".join(lg.json_lines()) + "\n" for lg in logs).encode("utf-8")
        blobs[name] = gzip.compress(data, compresslevel=9, mtime=0)
    return digests, blobs


def log_texts(blob: bytes) -> list[str]:
    """The text of each event of a stored case, for a readable diff."""
    return [json.loads(line).get("text", "game_end") for line in gzip.decompress(blob).decode("utf-8").splitlines()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 on a difference")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from vtes_tools import load_cards

    with tempfile.TemporaryDirectory() as tmp:
        db = load_cards(Path(tmp) / "cards.sqlite")
        digests, blobs = play(db)
        digests.update(results_digests(db))
    old = json.loads(DIGESTS.read_text()) if DIGESTS.exists() else {}
    changed = 0
    for name, got in digests.items():
        if old.get(name) == got:
            continue
        changed += 1
        print(f"{name}: changed")
        path = HERE / f"{name}.jsonl.gz"
        if name in blobs and path.exists():
            diff = difflib.unified_diff(log_texts(path.read_bytes()), log_texts(blobs[name]), "before", "after",
                                        lineterm="", n=1)
            for k, line in enumerate(diff):
                if k >= 40:
                    print("  ...")
                    break
                print("  " + line)
    if not changed:
        print("golden games unchanged")
    if args.check:
        return 1 if changed else 0
    DIGESTS.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")
    for name, blob in blobs.items():
        (HERE / f"{name}.jsonl.gz").write_bytes(blob)
    print(f"wrote {DIGESTS} and {len(blobs)} logs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
