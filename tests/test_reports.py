"""Reports: per-turn curves, bleed throughput, the exact opening hand checked against the engine."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from vtes_tools import reports
from vtes_tools.simulate import simulate_openings


def toy_frame() -> pd.DataFrame:
    rows = []
    for game, bleeds in enumerate([[0, 10, 20, 5], [0, 0, 5, 5], [30, 0, 0, 0]]):
        total = 0
        for turn, b in enumerate(bleeds, start=1):
            total += b
            rows.append({"game": game, "seed": 1, "turn": turn, "pool": 30 - turn, "vampires": turn // 2,
                         "capacity_in_play": 5 * (turn // 2), "bleed": b, "bleed_total": total})
    return pd.DataFrame(rows)


def test_turn_to_bleed_distribution():
    ttb = reports.turn_to_bleed(toy_frame(), threshold=30)
    assert ttb["turn"].tolist() == [1, 2, 3, 4]
    assert ttb["share"].tolist() == pytest.approx([1 / 3, 0, 1 / 3, 0])
    assert ttb["cumulative"].iloc[-1] == pytest.approx(2 / 3)  # one game never bled 30


def test_influence_curve_and_throughput():
    curve = reports.influence_curve(toy_frame())
    row = curve[(curve["metric"] == "vampires") & (curve["turn"] == 2)].iloc[0]
    assert row["mean"] == 1 and row["games"] == 3 and {"q10", "q50", "q90"} <= set(curve.columns)
    tp = reports.bleed_throughput(toy_frame())
    assert tp.loc[tp["turn"] == 1, "bleed_mean"].item() == pytest.approx(10)
    assert tp.loc[tp["turn"] == 1, "bled_share"].item() == pytest.approx(1 / 3)


def test_hypergeometric():
    assert reports.hypergeom_pmf(0, 77, 12, 7) == pytest.approx(math.comb(65, 7) / math.comb(77, 7))
    assert sum(reports.hypergeom_pmf(k, 77, 12, 7) for k in range(8)) == pytest.approx(1.0)


def test_opening_capacity_sums_to_one(cards):
    caps = reports.opening_capacity(cards.precon("V5:Tremere").deck)
    assert caps["p"].sum() == pytest.approx(1.0)


def test_exact_opening_hand_agrees_with_the_engine(cards):
    """rules 2.3: the exact odds of the opening 4 crypt cards and 7 library cards agree with the
    engine's deal within 4 Monte-Carlo standard errors."""
    deck = cards.precon("V5:Tremere").deck
    exact = reports.opening_hand(deck)
    n = 3000
    sim = simulate_openings(deck, n, seed=5)
    for row in exact.itertuples():
        counts = sim[row.id].to_numpy()
        p_hat = float(np.mean(counts > 0))
        se = math.sqrt(row.p_at_least_one * (1 - row.p_at_least_one) / n)
        assert abs(p_hat - row.p_at_least_one) <= 4 * se + 1e-9, row.name
        se_mean = counts.std(ddof=1) / math.sqrt(n)
        assert abs(counts.mean() - row.expected) <= 4 * se_mean + 1e-9, row.name
    assert exact.loc[exact["zone"] == "crypt", "expected"].sum() == pytest.approx(4)
    assert exact.loc[exact["zone"] == "library", "expected"].sum() == pytest.approx(7)
