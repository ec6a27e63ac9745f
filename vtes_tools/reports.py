"""Simulation results -> tidy DataFrames (pure pandas; no drawing, no printing)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pandas as pd

from .models import Deck
from .table_stats import Z95, mean_interval, table_summary, wilson_interval

QUANTILES = (0.1, 0.5, 0.9)


def _qname(q: float) -> str:
    return f"q{round(q * 100):02d}"


def per_turn(frame: pd.DataFrame, metrics: Sequence[str], quantiles: Sequence[float] = QUANTILES) -> pd.DataFrame:
    """Mean and quantiles of ``metrics`` per turn, one row per (turn, metric)."""
    g = frame.groupby("turn")
    parts = []
    for metric in metrics:
        col = g[metric]
        part = pd.DataFrame({"turn": sorted(frame["turn"].unique()), "metric": metric})
        part["games"] = col.size().to_numpy()
        part["mean"] = col.mean().to_numpy()
        for q in quantiles:
            part[_qname(q)] = col.quantile(q).to_numpy()
        parts.append(part)
    return pd.concat(parts, ignore_index=True)


def influence_curve(frame: pd.DataFrame, quantiles: Sequence[float] = QUANTILES) -> pd.DataFrame:
    """Per turn: vampires controlled, capacity in play and pool (mean and quantiles)."""
    return per_turn(frame, ["vampires", "capacity_in_play", "pool"], quantiles)


def bleed_throughput(frame: pd.DataFrame) -> pd.DataFrame:
    """Per turn: mean bleed, share of games that bled, and cumulative bleed (mean, quartiles)."""
    g = frame.groupby("turn")
    out = pd.DataFrame({
        "bleed_mean": g["bleed"].mean(),
        "bled_share": g["bleed"].apply(lambda s: float((s > 0).mean())),
        "cumulative_mean": g["bleed_total"].mean(),
        "cumulative_q25": g["bleed_total"].quantile(0.25),
        "cumulative_q50": g["bleed_total"].quantile(0.5),
        "cumulative_q75": g["bleed_total"].quantile(0.75),
    })
    return out.reset_index()


def turn_to_bleed(frame: pd.DataFrame, threshold: int = 30) -> pd.DataFrame:
    """Distribution of the turn at which ``threshold`` pool has been bled in total.

    One row per turn with the share of games reaching the threshold at that turn and the
    cumulative share; games that never reach it within the simulated turns are the rest.
    """
    games = frame["game"].nunique()
    reached = frame.loc[frame["bleed_total"] >= threshold].groupby("game")["turn"].min()
    turns = sorted(frame["turn"].unique())
    counts = reached.value_counts().reindex(turns, fill_value=0)
    out = pd.DataFrame({"turn": turns, "share": counts.to_numpy() / games})
    out["cumulative"] = out["share"].cumsum()
    return out


def summary(frame: pd.DataFrame, threshold: int = 30) -> pd.DataFrame:
    """The per-turn table of the CLI: means of the main columns and the share that bled 30."""
    g = frame.groupby("turn")
    out = pd.DataFrame({
        "games": g.size(),
        "vampires": g["vampires"].mean(),
        "capacity": g["capacity_in_play"].mean(),
        "pool": g["pool"].mean(),
        "uncontrolled_blood": g["uncontrolled_blood"].mean(),
        "transfers": g["transfers_used"].mean(),
        "bleed": g["bleed"].mean(),
        "bleed_total": g["bleed_total"].mean(),
        "cards_played": g["cards_played"].mean(),
        "dead_in_hand": g["dead_cards_in_hand"].mean(),
        "idle_in_hand": g["idle_cards_in_hand"].mean(),
    }).reset_index()
    ttb = turn_to_bleed(frame, threshold)
    out[f"bled_{threshold}"] = ttb["cumulative"].to_numpy()
    return out


@dataclass(frozen=True)
class GoldfishReport:
    """A :func:`~vtes_tools.simulate.simulate_goldfish` frame with its summary tables, shown as
    HTML tables in Jupyter: ``GoldfishReport(simulate_goldfish(deck, 500, seed=1))``.
    """

    frame: pd.DataFrame
    threshold: int = 30

    @property
    def games(self) -> int:
        return int(self.frame["game"].nunique())

    @property
    def turns(self) -> int:
        return int(self.frame["turn"].max()) if len(self.frame) else 0

    @property
    def seed(self) -> int | None:
        return int(self.frame["seed"].iloc[0]) if len(self.frame) else None

    @property
    def summary(self) -> pd.DataFrame:
        return summary(self.frame, self.threshold)

    @property
    def influence(self) -> pd.DataFrame:
        return influence_curve(self.frame)

    @property
    def bleed(self) -> pd.DataFrame:
        return bleed_throughput(self.frame)

    @property
    def turn_to_bleed(self) -> pd.DataFrame:
        return turn_to_bleed(self.frame, self.threshold)

    def __repr__(self) -> str:
        return f"GoldfishReport({self.games} games, {self.turns} turns, seed {self.seed})"

    def _repr_html_(self) -> str:
        bled = self.turn_to_bleed["cumulative"]
        share = float(bled.iloc[-1]) if len(bled) else 0.0
        head = (
            f"<p><b>Goldfish</b>: {self.games} games, {self.turns} turns, seed {self.seed}; "
            f"{share:.0%} of the games bled {self.threshold} pool by turn {self.turns}</p>"
        )
        table = self.summary.to_html(index=False, float_format=lambda x: f"{x:.2f}", border=0)
        return f"<div class='vtes-goldfish'>{head}{table}</div>"


# ---------------------------------------------------------------------------------------------
# Opening hand, exactly (rules 2.3: four crypt cards, seven library cards)


def hypergeom_pmf(k: int, population: int, successes: int, draws: int) -> float:
    """P(exactly k successes) drawing ``draws`` without replacement."""
    if k < 0 or k > successes or k > draws or draws - k > population - successes:
        return 0.0
    return math.comb(successes, k) * math.comb(population - successes, draws - k) / math.comb(population, draws)


def opening_hand(deck: Deck, crypt_draw: int = 4, hand_size: int = 7) -> pd.DataFrame:
    """Exact odds for each card: P(at least one) and expected copies in the opening draw.

    Crypt cards are drawn ``crypt_draw`` from the crypt, library cards ``hand_size`` from the
    library. One row per card: zone, id, name, type, copies, p_at_least_one, expected.
    """
    rows = []
    for zone, cards, draw in (("crypt", deck.crypt, crypt_draw), ("library", deck.library, hand_size)):
        total = sum(n for _, n in cards)
        d = min(draw, total)
        for card, n in cards:
            rows.append({
                "zone": zone, "id": card.id, "name": card.name, "type": card.type_label, "copies": n,
                "p_at_least_one": 1.0 - hypergeom_pmf(0, total, n, d),
                "expected": d * n / total if total else 0.0,
            })
    return pd.DataFrame(rows)


def opening_by_type(deck: Deck, hand_size: int = 7) -> pd.DataFrame:
    """Exact distribution of the number of cards of each library type in the opening hand."""
    total = deck.library_count
    counts: dict[str, int] = {}
    for card, n in deck.library:
        counts[card.types[0].value] = counts.get(card.types[0].value, 0) + n
    rows = []
    for t, n in sorted(counts.items()):
        for k in range(0, min(n, hand_size) + 1):
            rows.append({"type": t, "copies": n, "k": k, "p": hypergeom_pmf(k, total, n, min(hand_size, total))})
    return pd.DataFrame(rows)


def opening_capacity(deck: Deck, crypt_draw: int = 4) -> pd.DataFrame:
    """Exact distribution of the smallest capacity among the starting uncontrolled vampires."""
    caps: dict[int, int] = {}
    for card, n in deck.crypt:
        caps[card.capacity or 0] = caps.get(card.capacity or 0, 0) + n
    total = sum(caps.values())
    d = min(crypt_draw, total)
    levels = sorted(caps)
    rows = []
    # P(min >= c) = C(cards with capacity >= c, d) / C(total, d)
    for c in levels:
        ge = sum(n for cap, n in caps.items() if cap >= c)
        gt = sum(n for cap, n in caps.items() if cap > c)
        p = (math.comb(ge, d) - math.comb(gt, d)) / math.comb(total, d)
        rows.append({"min_capacity": c, "p": p})
    return pd.DataFrame(rows)


# ---------------------------------------------------------------------------------------------
# Full tables (frames of vtes_tools.simulate.simulate_table)
# (table_summary and its intervals are in vtes_tools.table_stats, below simulate, imported above)

def oust_turns(games: pd.DataFrame) -> pd.DataFrame:
    """Distribution of the table turn of ousts per deck: one row per (deck, table turn) with the
    count and the share of that deck's games ousted in that table turn."""
    n = games.groupby("deck", sort=False).size()
    ousted = games.dropna(subset=["ousted_turn"])
    counts = ousted.groupby(["deck", "ousted_turn"], sort=False).size().rename("count").reset_index()
    counts["ousted_turn"] = counts["ousted_turn"].astype(int)
    counts = counts.rename(columns={"ousted_turn": "table_turn"})
    counts["share"] = counts["count"] / counts["deck"].map(n)
    return counts.sort_values(["deck", "table_turn"]).reset_index(drop=True)


def game_lengths(games: pd.DataFrame) -> pd.DataFrame:
    """One row per game: table turns played, timed out, ousts, and the winner's deck (or "")."""
    g = games.groupby("game")
    out = pd.DataFrame({
        "table_turns": g["table_turns"].first(),
        "timed_out": g["timed_out"].first().astype(bool),
        "ousts": g["ousted_turn"].count(),
    })
    winners = games.loc[games["gw"] == 1].set_index("game")["deck"]
    out["winner"] = winners.reindex(out.index).fillna("")
    return out.reset_index()


__all__ = [
    "GoldfishReport", "QUANTILES", "bleed_throughput", "hypergeom_pmf", "influence_curve", "opening_by_type", "opening_capacity",
    "opening_hand", "per_turn", "summary", "turn_to_bleed",
    "Z95", "game_lengths", "mean_interval", "oust_turns", "table_summary", "wilson_interval",
]
