"""One self-contained HTML page about decks: list, legality, statistics, goldfish curves, and the
decks' results against each other at a table when several are given.

:func:`build_report` returns the page as a string. Plots are embedded as base64 PNG images and
the style sheet is inline: the page needs no other file and no network. Every text taken from
a deck or a card is HTML-escaped.
"""

from __future__ import annotations

import base64
import dataclasses
import datetime as dt
import html
import io
import logging
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.axes import Axes

    from .cards import CardDB
    from .decks import ParseResult
    from .legality import Format, Validation
    from .models import Deck

log = logging.getLogger(__name__)

#: Pixel density of the embedded plots.
DPI = 90

_CSS = """
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 1em 2em; color: #1f2328; }
h1 { border-bottom: 2px solid #8b0000; padding-bottom: .2em; }
h2 { margin-top: 2em; border-bottom: 1px solid #d0d7de; padding-bottom: .2em; }
h3 { margin-top: 1.4em; color: #8b0000; }
table { border-collapse: collapse; margin: .5em 0; font-size: 90%; }
th, td { border: 1px solid #d0d7de; padding: 2px 6px; text-align: left; }
td { font-variant-numeric: tabular-nums; }
.meta { color: #57606a; }
.legal { color: #1a7f37; font-weight: bold; }
.illegal { color: #cf222e; font-weight: bold; }
.plots { display: flex; flex-wrap: wrap; gap: 8px; }
.plots img { max-width: 100%; border: 1px solid #d0d7de; }
details > summary { cursor: pointer; font-weight: bold; margin: .5em 0; }
.wide { overflow-x: auto; }
"""


@dataclass(frozen=True, slots=True)
class _Entry:
    """One deck of the report, with what was learnt reading it."""

    deck: Deck
    source: str
    parsed: ParseResult | None


def _entries(decks: Sequence[Deck | ParseResult]) -> list[_Entry]:
    from .errors import DeckError
    from .models import Deck

    if isinstance(decks, Deck) or not isinstance(decks, Sequence):
        raise DeckError(
            f"decks {type(decks).__name__!r} is not a list: pass a list of Deck values or read_deck results"
        )
    out = []
    for i, item in enumerate(decks, 1):
        if isinstance(item, Deck):
            out.append(_Entry(item, item.name or f"deck {i}", None))
        elif isinstance(getattr(item, "deck", None), Deck):
            source = str(getattr(item, "source", "") or item.deck.name or f"deck {i}")
            deck = item.deck
            if not deck.name and source != "-" and not source.lower().startswith("precon:"):
                deck = dataclasses.replace(deck, name=Path(source).stem)  # labelled by its file, not "deck 2"
            out.append(_Entry(deck, source, item))
        else:
            raise DeckError(f"cannot report on {type(item).__name__!r}: pass Deck values or read_deck results")
    if not out:
        raise DeckError("no deck to report on: pass at least one deck")
    return out


# ---------------------------------------------------------------------------------------------
# Pieces


def figure_png(draw: Callable[..., Axes], data: Any, *, size: tuple[float, float] = (6.4, 3.8), **kwargs: Any) -> str:
    """``draw(data, ax=..., **kwargs)`` on a new figure, as a ``data:image/png;base64`` URI.

    Uses a bare matplotlib ``Figure`` (no pyplot): nothing is shown and no global figure is kept.
    """
    from matplotlib.figure import Figure

    fig = Figure(figsize=size, layout="constrained")
    draw(data, ax=fig.subplots(), **kwargs)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=DPI)
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def _img(uri: str, alt: str) -> str:
    return f"<img src='{uri}' alt='{html.escape(alt, quote=True)}'>"


def _table(frame: pd.DataFrame, *, digits: int = 2) -> str:
    return frame.to_html(index=False, border=0, na_rep="", float_format=lambda x: f"{x:.{digits}f}")


def _legal_badge(validation: Validation) -> str:
    return "<span class='legal'>legal</span>" if validation.legal else "<span class='illegal'>illegal</span>"


def _validate(entry: _Entry, form: Format, as_of: dt.date | None, db: CardDB | None) -> Validation:
    from .legality import validate, validate_parsed

    if entry.parsed is not None:
        return validate_parsed(entry.parsed, form, as_of, db=db)
    return validate(entry.deck, form, as_of, db=db)


def _stats_section(deck: Deck) -> str:
    from . import plots
    from .stats import deck_stats

    stats = deck_stats(deck)
    images = [
        _img(figure_png(plots.capacity_curve, stats, size=(5.2, 3.4)), "Capacity curve"),
        _img(figure_png(plots.library_composition, stats, size=(5.2, 3.4)), "Library composition"),
        _img(figure_png(plots.discipline_coverage, stats, size=(8.4, 3.6)), "Discipline coverage"),
    ]
    return (
        f"<div class='plots'>{''.join(images)}</div>"
        f"<details><summary>Tables and draw odds</summary>{stats._repr_html_()}</details>"
    )


def _goldfish_section(
    deck: Deck, *, n_games: int, turns: int, seat: int, seed: int, workers: int | None, dask: Any
) -> tuple[str, pd.DataFrame | None]:
    from . import plots
    from .engine.coverage import coverage, coverage_summary
    from .errors import SimulationError
    from .reports import GoldfishReport
    from .simulate import simulate_goldfish

    cov = coverage_summary(coverage(deck))
    note = (
        f"<p class='meta'>The engine models {cov['modeled_share']:.0%} of the library cards (by copies) and plays "
        f"{cov['goldfish_share']:.0%} of them when alone; the others stay in hand as dead or idle cards.</p>"
    )
    try:
        frame = simulate_goldfish(deck, n_games, turns=turns, seat=seat, seed=seed, workers=workers, dask=dask)
    except SimulationError as exc:
        return f"<p>Not simulated: {html.escape(str(exc))}.</p>", None
    report = GoldfishReport(frame)
    images = [
        _img(figure_png(plots.influence_curve, report.influence, size=(5.8, 3.6)), "Influence curve"),
        _img(figure_png(plots.bleed_throughput, report.bleed, size=(5.8, 3.6)), "Bleed throughput"),
    ]
    return f"{note}<div class='plots'>{''.join(images)}</div><div class='wide'>{report._repr_html_()}</div>", frame


def _overview(rows: list[dict[str, Any]]) -> str:
    import pandas as pd

    frame = pd.DataFrame(rows)
    head = "".join(f"<th>{html.escape(c)}</th>" for c in frame.columns if c != "anchor")
    body = []
    for row in rows:
        cells = []
        for col, value in row.items():
            if col == "anchor":
                continue
            if col == "deck":
                cells.append(f"<td><a href='#{row['anchor']}'>{html.escape(str(value))}</a></td>")
            elif col == "legality":
                cells.append(f"<td>{value}</td>")  # already HTML
            elif col.startswith("share"):
                cells.append(f"<td>{value:.0%}</td>")
            elif isinstance(value, float):
                cells.append(f"<td>{value:.2f}</td>")
            else:
                cells.append(f"<td>{html.escape('' if value is None else str(value))}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table><tr>{head}</tr>{''.join(body)}</table>"


def _table_section(decks: list[Deck], *, n_games: int, seed: int, workers: int | None, dask: Any) -> str:
    """The decks against each other at one table, every deck at every seat in turn."""
    from . import plots, reports
    from .errors import SimulationError
    from .simulate import simulate_table

    if not 2 <= len(decks) <= 6:
        return f"<p>Not simulated: a table seats 2 to 6 decks, this report has {len(decks)}.</p>"
    try:
        results = simulate_table(decks, n_games, seed=seed, workers=workers, dask=dask)
    except SimulationError as exc:
        return f"<p>Not simulated: {html.escape(str(exc))}.</p>"
    summary = reports.table_summary(results.games)
    longest = int(results.games["table_turns"].max())
    shown = summary[["deck", "games", "vp", "vp_lo", "vp_hi", "gw", "gw_lo", "gw_hi", "oust", "oust_turn", "timed_out"]]
    bars = (5.8, 1.8 + 0.5 * len(decks))
    images = [
        _img(figure_png(plots.table_vp, summary, size=bars), "Victory points per deck"),
        _img(figure_png(plots.table_gw, summary, size=bars), "Game wins per deck"),
        _img(figure_png(plots.oust_turns, reports.oust_turns(results.games), size=(8.4, 3.6)), "When decks are ousted"),
    ]
    return (
        f"<p class='meta'>{n_games} games of the {len(decks)} decks at one table (the longest lasted {longest} "
        f"table turns), each deck at each seat in turn, seed {seed}. vp: mean victory points per game; gw: share "
        "of games won; oust: share of games in which the deck was ousted, oust_turn the mean table turn of its "
        "oust; _lo and _hi bound 95% intervals.</p>"
        f"{_table(shown, digits=3)}<div class='plots'>{''.join(images)}</div>"
    )


# ---------------------------------------------------------------------------------------------
# The page


def build_report(
    decks: Sequence[Deck | ParseResult],
    db: CardDB | None = None,
    *,
    n_games: int = 1000,
    turns: int = 10,
    seed: int | None = None,
    seat: int = 1,
    fmt: str | os.PathLike[str] | Format = "standard",
    as_of: dt.date | None = None,
    workers: int | None = 1,
    dask: Any = None,
    title: str = "Deck report",
    progress: Callable[[int, int], None] | None = None,
) -> str:
    """A self-contained HTML page on ``decks`` (``Deck`` values or ``read_deck`` results).

    For each deck: the list, its legality in ``fmt`` as of ``as_of`` (default today; a
    ``read_deck`` result's reading issues included), statistics and draw odds with their plots,
    and ``n_games`` goldfish games of ``turns`` turns at ``seat`` (every deck with the same
    seed). With 2 to 6 decks, ``n_games`` games of them at one table. ``workers`` and ``dask``
    choose where the games run (:func:`vtes_tools.scale.run_chunks`); the numbers do not depend
    on it. ``seed=None`` draws one; the page states the seed used. ``progress(done, total)`` is
    called after each step (one per deck, and the table).
    """
    import importlib.metadata

    from .errors import SimulationError
    from .legality import load_format
    from .simulate import MAX_TURNS, check_int, check_run

    check_run(n_games, seed, workers)  # before any game: a bad value is said, not printed in the page
    check_int("turns", turns, 1, MAX_TURNS)
    check_int("seat", seat, 1, 5)
    if not isinstance(title, str):
        raise SimulationError(f"title {title!r} is not a string: pass the page title as text")
    if as_of is not None and not isinstance(as_of, dt.date):
        raise SimulationError(f"as_of {as_of!r} is not a date: pass a datetime.date or None (today)")
    if progress is not None and not callable(progress):
        raise SimulationError(f"progress {progress!r} is not callable: pass a function (done, total) or None")
    entries = _entries(decks)
    form = load_format(fmt, db=db)
    if seed is None:
        from .simulate import fresh_seed

        seed = fresh_seed()
    overview: list[dict[str, Any]] = []
    sections: list[str] = []
    steps = len(entries) + (1 if len(entries) > 1 else 0)
    for i, entry in enumerate(entries, 1):
        deck = entry.deck
        anchor = f"deck-{i}"
        name = deck.name or entry.source
        log.info("report: deck %d/%d %r", i, len(entries), name)
        validation = _validate(entry, form, as_of, db)
        goldfish, frame = _goldfish_section(
            deck, n_games=n_games, turns=turns, seat=seat, seed=seed, workers=workers, dask=dask
        )
        row: dict[str, Any] = {
            "anchor": anchor, "deck": name, "crypt": deck.crypt_count, "library": deck.library_count,
            "legality": _legal_badge(validation),
        }
        if frame is not None:
            last = frame[frame["turn"] == frame["turn"].max()]
            row[f"mean vampires, turn {turns}"] = float(last["vampires"].mean())
            row[f"mean pool bled by turn {turns}"] = float(last["bleed_total"].mean())
            row[f"share bled 30 by turn {turns}"] = float((last["bleed_total"] >= 30).mean())
        overview.append(row)
        by = f"<p class='meta'>by {html.escape(deck.author)}</p>" if deck.author else ""
        sections.append(
            f"<section class='deck' id='{anchor}'><h2>{html.escape(name)}</h2>{by}"
            f"<p class='meta'>source: {html.escape(entry.source)}</p>"
            f"<h3>Legality</h3>{validation._repr_html_()}"
            f"<h3>Decklist</h3><details open><summary>Crypt and library</summary>{deck._repr_html_()}</details>"
            f"<h3>Statistics</h3>{_stats_section(deck)}"
            f"<h3>Goldfish</h3>{goldfish}</section>"
        )
        if progress:
            progress(i, steps)
    if len(entries) > 1:
        table = _table_section([e.deck for e in entries], n_games=n_games, seed=seed, workers=workers, dask=dask)
        sections.append(f"<section class='table' id='table'><h2>At one table</h2>{table}</section>")
        if progress:
            progress(steps, steps)
    snapshot = (db.meta.get("snapshot_date") if db is not None else None) or "unknown"
    version = importlib.metadata.version("vtes-tools")
    meta = (
        f"<p class='meta'>{len(entries)} deck{'s' if len(entries) != 1 else ''}; legality: "
        f"{html.escape(form.name)}, as of {(as_of or dt.date.today()).isoformat()}; goldfish: {n_games} games of "
        f"{turns} turns at seat {seat}, seed {seed}; cards: VEKN snapshot {html.escape(str(snapshot))}; "
        f"vtes-tools {html.escape(version)}.</p>"
    )
    return (
        "<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{html.escape(title)}</title><style>{_CSS}</style></head><body>"
        f"<h1>{html.escape(title)}</h1>{meta}<section id='overview'><h2>Overview</h2>{_overview(overview)}"
        f"</section>{''.join(sections)}</body></html>\n"
    )


__all__ = ["DPI", "build_report", "figure_png"]
