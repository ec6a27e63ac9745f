"""Fuzz the readers harder than the test suite does: the property tests of ``tests/test_fuzz_*.py``
(decklist readers, JSON decks, format files, the card store...) with the ``thorough`` Hypothesis
profile (3,000 cases per property unless --examples says otherwise), printing how many cases
each property ran, how long it took, and the failures (Hypothesis prints the smallest failing input).

Run: python benchmarks/fuzz.py [--examples N] [-k EXPR] [--seed N]
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent.parent / "tests"
_CASES = re.compile(r"(\d+) passing, (\d+) failing, and (\d+) invalid")


class Counter:
    """Collects, per property test, the cases Hypothesis ran and the time taken."""

    def __init__(self) -> None:
        self.rows: list[tuple[str, str, int, float]] = []

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item, call):  # noqa: ANN001 - pytest hook
        outcome = yield
        report = outcome.get_result()
        if report.when != "call":
            return
        stats = getattr(item, "hypothesis_statistics", "")
        cases = sum(int(m.group(1)) + int(m.group(2)) for m in _CASES.finditer(stats))
        self.rows.append((item.nodeid.split("::")[-1], report.outcome, cases, report.duration))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--examples", type=int, help="cases per property (default: the 'thorough' profile's 3,000)")
    parser.add_argument("-k", dest="select", help="only the properties matching this pytest -k expression")
    parser.add_argument("--seed", type=int, help="Hypothesis seed (default: random)")
    args = parser.parse_args()
    files = sorted(str(p) for p in TESTS.glob("test_fuzz_*.py"))
    if not files:
        sys.exit(f"no tests/test_fuzz_*.py in {TESTS}")
    os.environ["HYPOTHESIS_PROFILE"] = "thorough"
    argv = [*files, "-q", "-p", "no:cacheprovider", "--timeout", "3600", "--hypothesis-show-statistics"]
    if args.select:
        argv += ["-k", args.select]
    if args.seed is not None:
        argv += [f"--hypothesis-seed={args.seed}"]
    if args.examples:  # a profile of that size, loaded by the plugin after the conftest's
        from hypothesis import HealthCheck, settings

        settings.register_profile(
            "fuzz", max_examples=args.examples, deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
        )
        argv += ["--hypothesis-profile=fuzz", "-W", "ignore::pytest.PytestAssertRewriteWarning"]
    counter = Counter()
    t0 = time.perf_counter()
    code = pytest.main(argv, plugins=[counter])
    total = time.perf_counter() - t0
    print()
    for name, outcome, cases, seconds in counter.rows:
        print(f"{name:<70} {outcome:<7} {cases:>6} cases {seconds:8.1f} s")
    print(f"{sum(r[2] for r in counter.rows)} cases in {total:.0f} s over {len(counter.rows)} properties; pytest exit {int(code)}")
    sys.exit(int(code))


if __name__ == "__main__":
    main()
