"""How long loading the whole card database takes, warm (the store already built).

Target: <= 100 ms. Run: python benchmarks/load_cards.py [--repeat 20]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from vtes_tools import load_cards


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "cards.sqlite"
        t0 = time.perf_counter()
        db = load_cards(path)
        cold = time.perf_counter() - t0
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            load_cards(path)
            times.append(time.perf_counter() - t0)
    print(f"cards: {len(db)}")
    print(f"cold (build store + load): {cold * 1000:.0f} ms")
    print(f"warm load: median {statistics.median(times) * 1000:.1f} ms, best {min(times) * 1000:.1f} ms over {args.repeat} runs")
    print(f"throughput: {len(db) / statistics.median(times):,.0f} cards/s")


if __name__ == "__main__":
    main()
