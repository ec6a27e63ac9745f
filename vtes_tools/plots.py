"""Plots: DataFrames and decks in, matplotlib Axes out.

Every function takes its data first, options as keywords and an optional ``ax=`` to draw on
(a new figure when omitted), returns the Axes it drew on and never calls ``show()``: the caller
decides whether to show, save or compose the figure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from .models import Deck
    from .stats import DeckStats


# --------------------------------------------------------------------------------------------
# Deck statistics (data: a Deck or the DeckStats of vtes_tools.stats.deck_stats)


def _deck_stats_of(data: Deck | DeckStats) -> DeckStats:
    from .errors import StatsError
    from .models import Deck
    from .stats import DeckStats, deck_stats

    if isinstance(data, DeckStats):
        return data
    if isinstance(data, Deck):
        return deck_stats(data)
    raise StatsError(f"expected a Deck or DeckStats, got {type(data).__name__!r}: pass deck_stats(deck) or the deck")


def _deck_plot_axes(ax: Axes | None, **subplots: Any) -> Axes:
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    _, ax = plt.subplots(**subplots)
    return ax


def capacity_curve(data: Deck | DeckStats, *, ax: Axes | None = None, color: str | None = None) -> Axes:
    """Crypt copies per capacity, every capacity between the smallest and the largest shown,
    with a dashed line at the mean capacity: ``capacity_curve(db.precon("V5:Tremere").deck)``.
    """
    stats = _deck_stats_of(data)
    ax = _deck_plot_axes(ax)
    frame = stats.capacity
    counts = dict(zip(frame["capacity"].astype(int), frame["count"].astype(int), strict=True))
    caps = list(range(min(counts), max(counts) + 1)) if counts else []
    ax.bar(caps, [counts.get(c, 0) for c in caps], color=color, label="crypt cards")
    ax.set_xticks(caps, labels=[str(c) for c in caps])
    if counts:
        mean = stats.capacity_mean
        ax.axvline(mean, color="black", linestyle="--", linewidth=1, label=f"mean {mean:.2f}")
        ax.legend()
    ax.set_xlabel("Capacity")
    ax.set_ylabel("Crypt cards")
    ax.set_title(f"Capacity curve: {stats.name}" if stats.name else "Capacity curve")
    return ax


def discipline_coverage(
    data: Deck | DeckStats, *, ax: Axes | None = None, library_only: bool = False
) -> Axes:
    """Per discipline, side by side: the share of library cards requiring it, and the share of
    crypt cards having it (inferior and superior stacked). Copies are counted.

    With ``library_only=True``, only the disciplines the library requires are shown.
    """
    stats = _deck_stats_of(data)
    ax = _deck_plot_axes(ax)
    frame = stats.disciplines
    if library_only:
        frame = frame[frame["library_count"] > 0]
    x = list(range(len(frame)))
    width = 0.4
    lib = frame["library_count"] / stats.library_size if stats.library_size else frame["library_count"] * 0.0
    inf = frame["crypt_inferior"] / stats.crypt_size if stats.crypt_size else frame["crypt_inferior"] * 0.0
    sup = frame["crypt_superior"] / stats.crypt_size if stats.crypt_size else frame["crypt_superior"] * 0.0
    ax.bar([i - width / 2 for i in x], lib.tolist(), width, label="library: cards requiring it")
    ax.bar([i + width / 2 for i in x], inf.tolist(), width, label="crypt: inferior")
    ax.bar([i + width / 2 for i in x], sup.tolist(), width, bottom=inf.tolist(), label="crypt: superior")
    ax.set_xticks(x, labels=frame["discipline"].tolist())
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("Share of cards")
    ax.set_title(f"Discipline coverage: {stats.name}" if stats.name else "Discipline coverage")
    ax.legend()
    return ax


def library_composition(
    data: Deck | DeckStats, *, ax: Axes | None = None, split: bool = False, color: str | None = None
) -> Axes:
    """Library copies per card type as horizontal bars, in decklist order, labelled with counts.

    By default a multi-type card counts once under its full label ("Action Modifier/Reaction");
    with ``split=True`` it counts under each of its types.
    """
    stats = _deck_stats_of(data)
    ax = _deck_plot_axes(ax)
    frame = stats.types_split if split else stats.types
    y = list(range(len(frame)))
    bars = ax.barh(y, frame["count"].astype(int).tolist(), color=color)
    ax.bar_label(bars, padding=2)
    ax.set_yticks(y, labels=frame["type"].tolist())
    ax.invert_yaxis()
    ax.set_xlabel("Library cards")
    ax.set_title(f"Library composition ({stats.library_size} cards)")
    return ax


# --------------------------------------------------------------------------------------------
# Goldfish simulation (data: vtes_tools.reports.influence_curve / bleed_throughput frames)


def influence_curve(
    curve: Any, *, ax: Axes | None = None, metrics: tuple[str, ...] = ("vampires", "capacity_in_play", "pool")
) -> Axes:
    """Mean per turn of each metric with its 10-90% band (``reports.influence_curve`` frame)."""
    ax = _deck_plot_axes(ax)
    for metric in metrics:
        part = curve[curve["metric"] == metric]
        if part.empty:
            continue
        line = ax.plot(part["turn"], part["mean"], marker="o", label=metric.replace("_", " "))[0]
        if "q10" in part and "q90" in part:
            ax.fill_between(part["turn"], part["q10"], part["q90"], color=line.get_color(), alpha=0.15)
    ax.set_xlabel("Turn")
    ax.set_ylabel("Mean (band: 10-90%)")
    ax.set_title("Influence curve")
    ax.legend()
    ax.grid(alpha=0.3)
    return ax


def bleed_throughput(throughput: Any, *, ax: Axes | None = None) -> Axes:
    """Bleed per turn (bars) and cumulative bleed with its quartiles (``reports.bleed_throughput``)."""
    ax = _deck_plot_axes(ax)
    ax.bar(throughput["turn"], throughput["bleed_mean"], color="tab:red", alpha=0.5, label="bleed this turn")
    ax.plot(throughput["turn"], throughput["cumulative_mean"], color="tab:red", marker="o", label="cumulative")
    ax.fill_between(
        throughput["turn"], throughput["cumulative_q25"], throughput["cumulative_q75"], color="tab:red", alpha=0.15
    )
    ax.axhline(30, color="grey", linestyle="--", linewidth=1, label="30 pool")
    ax.set_xlabel("Turn")
    ax.set_ylabel("Pool bled (mean)")
    ax.set_title("Bleed throughput")
    ax.legend()
    ax.grid(alpha=0.3)
    return ax


# --------------------------------------------------------------------------------------------
# Full tables (data: vtes_tools.reports.table_summary / oust_turns frames)


def _interval_bars(summary: Any, col: str, ax: Axes, color: str | None, label: str) -> None:
    y = list(range(len(summary)))
    val = summary[col].astype(float)
    lo = (val - summary[f"{col}_lo"].astype(float)).clip(lower=0).fillna(0)
    hi = (summary[f"{col}_hi"].astype(float) - val).clip(lower=0).fillna(0)
    ax.barh(y, val.tolist(), xerr=[lo.tolist(), hi.tolist()], color=color, capsize=4, label=label)
    ax.set_yticks(y, labels=summary["deck"].tolist())
    ax.invert_yaxis()
    ax.grid(axis="x", alpha=0.3)


def table_vp(summary: Any, *, ax: Axes | None = None, color: str | None = None) -> Axes:
    """Mean victory points per deck with 95% intervals (``reports.table_summary`` frame), and a
    dashed line at an equal share of the VP scored."""
    ax = _deck_plot_axes(ax)
    _interval_bars(summary, "vp", ax, color or "tab:blue", "mean VP")
    if len(summary):
        ax.axvline(float(summary["vp"].mean()), color="grey", linestyle="--", linewidth=1, label="equal share")
        ax.legend()
    ax.set_xlabel("Victory points per game (95% interval)")
    ax.set_title("Victory points per deck")
    return ax


def table_gw(summary: Any, *, ax: Axes | None = None, color: str | None = None) -> Axes:
    """Game-win rate per deck with 95% (Wilson) intervals (``reports.table_summary`` frame)."""
    ax = _deck_plot_axes(ax)
    _interval_bars(summary, "gw", ax, color or "tab:green", "game wins")
    ax.set_xlim(0, max(1e-9, float(summary["gw_hi"].max()) * 1.15) if len(summary) else 1)
    ax.set_xlabel("Share of games won (95% interval)")
    ax.set_title("Game wins per deck")
    return ax


def oust_turns(distribution: Any, *, ax: Axes | None = None) -> Axes:
    """Share of each deck's games in which it was ousted, per table turn (``reports.oust_turns``)."""
    ax = _deck_plot_axes(ax)
    decks = list(dict.fromkeys(distribution["deck"]))
    width = 0.8 / max(len(decks), 1)
    for k, deck in enumerate(decks):
        part = distribution[distribution["deck"] == deck]
        x = [t - 0.4 + width * (k + 0.5) for t in part["table_turn"]]
        ax.bar(x, part["share"].tolist(), width, label=deck)
    ax.set_xlabel("Table turn of the oust")
    ax.set_ylabel("Share of the deck's games")
    ax.set_title("When decks are ousted")
    if decks:
        ax.legend(fontsize="small")
    ax.grid(axis="y", alpha=0.3)
    return ax
