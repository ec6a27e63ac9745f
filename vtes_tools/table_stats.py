"""The summary of simulated full tables: per deck, mean VP, game-win and oust rates and oust turn
with 95% intervals, from the games frame of :func:`~vtes_tools.simulate.simulate_table`.

It sits below :mod:`.simulate`, whose results show it in a notebook (``TableResults._repr_html_``),
and :mod:`.reports` re-exports every name: ``reports.table_summary`` is the one to call.
"""

from __future__ import annotations

import math

import pandas as pd

#: Normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054


def mean_interval(values: pd.Series, z: float = Z95) -> tuple[float, float, float]:
    """Mean and normal-approximation interval ``mean ± z·sd/√n`` (NaN for no values)."""
    v = values.dropna()
    n = len(v)
    if n == 0:
        return math.nan, math.nan, math.nan
    mean = float(v.mean())
    if n == 1:
        return mean, math.nan, math.nan
    half = z * float(v.std(ddof=1)) / math.sqrt(n)
    return mean, mean - half, mean + half


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float, float]:
    """Share ``successes / n`` with its Wilson score interval (good near 0 and 1)."""
    if n == 0:
        return math.nan, math.nan, math.nan
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return p, max(0.0, centre - half), min(1.0, centre + half)


def table_summary(games: pd.DataFrame, z: float = Z95) -> pd.DataFrame:
    """Per deck of a ``simulate_table(...).games`` frame, with 95% intervals (``_lo``/``_hi``):
    games, vp (mean VP), gw (game-win rate), oust (share of games ousted), oust_turn (mean table
    turn of the oust, among ousted games), timed_out (share of games reaching the time limit).
    """
    rows = []
    for deck, part in games.groupby("deck", sort=False):
        n = len(part)
        vp = mean_interval(part["vp"], z)
        gw = wilson_interval(int(part["gw"].sum()), n, z)
        ousted = part["ousted_turn"].notna()
        oust = wilson_interval(int(ousted.sum()), n, z)
        turn = mean_interval(part["ousted_turn"], z)
        rows.append({
            "deck": deck, "games": n,
            "vp": vp[0], "vp_lo": max(0.0, vp[1]) if vp[1] == vp[1] else vp[1], "vp_hi": vp[2],
            "gw": gw[0], "gw_lo": gw[1], "gw_hi": gw[2],
            "oust": oust[0], "oust_lo": oust[1], "oust_hi": oust[2],
            "oust_turn": turn[0], "oust_turn_lo": turn[1], "oust_turn_hi": turn[2],
            "timed_out": float(part["timed_out"].mean()),
        })
    out = pd.DataFrame(rows)
    if "deck_index" in games:
        order = games.groupby("deck", sort=False)["deck_index"].first()
        out = out.assign(_k=out["deck"].map(order)).sort_values("_k").drop(columns="_k").reset_index(drop=True)
    return out


__all__ = ["Z95", "mean_interval", "table_summary", "wilson_interval"]
