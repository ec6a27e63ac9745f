"""Deck-statistics plots: checked on the returned Axes (bars, ticks, titles), not on pixels."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from vtes_tools import Deck, plots  # noqa: E402
from vtes_tools.errors import StatsError  # noqa: E402
from vtes_tools.stats import deck_stats  # noqa: E402


@pytest.fixture(scope="module")
def tremere(cards):
    return cards.precon("V5:Tremere").deck


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def heights(container) -> list[float]:
    return [round(p.get_height(), 9) for p in container.patches]


def tick_labels(axis) -> list[str]:
    return [t.get_text() for t in axis.get_ticklabels()]


def test_capacity_curve_bars_ticks_title(tremere):
    ax = plots.capacity_curve(tremere)
    (bars,) = ax.containers
    assert heights(bars) == [1, 2, 2, 5, 2]
    assert tick_labels(ax.xaxis) == ["3", "4", "5", "6", "7"]
    assert ax.get_title() == "Capacity curve: Tremere (V5 starter)"
    assert ax.get_xlabel() == "Capacity"
    (mean_line,) = ax.get_lines()
    assert mean_line.get_xdata()[0] == pytest.approx(65 / 12)


def test_capacity_curve_shows_gaps_as_zero_bars(cards):
    crypt = [c for c in cards if c.is_crypt and c.capacity in (2, 9)]
    small = next(c for c in crypt if c.capacity == 2)
    big = next(c for c in crypt if c.capacity == 9)
    ax = plots.capacity_curve(Deck.from_counts([(small, 3), (big, 1)]))
    assert heights(ax.containers[0]) == [3, 0, 0, 0, 0, 0, 0, 1]
    assert tick_labels(ax.xaxis)[0] == "2" and tick_labels(ax.xaxis)[-1] == "9"


def test_plots_draw_on_the_given_axes_and_take_stats(tremere):
    stats = deck_stats(tremere)
    fig, axes = plt.subplots(1, 3)
    assert plots.capacity_curve(stats, ax=axes[0]) is axes[0]
    assert plots.discipline_coverage(stats, ax=axes[1]) is axes[1]
    assert plots.library_composition(stats, ax=axes[2]) is axes[2]
    assert len(plt.get_fignums()) == 1  # nothing else was opened


def test_discipline_coverage_shares(tremere):
    ax = plots.discipline_coverage(tremere)
    library, inferior, superior = ax.containers
    assert tick_labels(ax.xaxis) == ["tha", "dom", "aus", "pre", "for", "pot"]
    assert heights(library)[:3] == pytest.approx([22 / 77, 22 / 77, 14 / 77])
    # every Tremere has tha: inferior + superior reach the whole crypt
    assert heights(inferior)[0] + heights(superior)[0] == pytest.approx(1.0)
    assert heights(superior)[0] == pytest.approx(10 / 12)
    assert superior.patches[0].get_y() == pytest.approx(2 / 12)  # stacked on the inferior bar
    assert heights(library)[3:] == [0, 0, 0]
    assert ax.get_title().startswith("Discipline coverage")
    only = plots.discipline_coverage(tremere, library_only=True, ax=plt.subplots()[1])
    assert tick_labels(only.xaxis) == ["tha", "dom", "aus"]


def test_library_composition_bars(tremere):
    ax = plots.library_composition(tremere)
    bars = ax.containers[0]
    assert [p.get_width() for p in bars.patches] == [11, 14, 4, 12, 22, 14]
    assert tick_labels(ax.yaxis) == ["Master", "Action", "Equipment", "Action Modifier", "Reaction", "Combat"]
    assert ax.get_title() == "Library composition (77 cards)"
    assert [t.get_text() for t in ax.texts] == ["11", "14", "4", "12", "22", "14"]


def test_library_composition_split_multi_type(cards):
    amr = next(c for c in cards if c.type_label == "Action Modifier/Reaction")
    vampire = next(c for c in cards if c.is_crypt)
    deck = Deck.from_counts([(vampire, 12), (amr, 3)])
    assert tick_labels(plots.library_composition(deck).yaxis) == ["Action Modifier/Reaction"]
    ax = plots.library_composition(deck, split=True, ax=plt.subplots()[1])
    assert tick_labels(ax.yaxis) == ["Action Modifier", "Reaction"]
    assert [p.get_width() for p in ax.containers[0].patches] == [3, 3]


def test_plots_reject_other_data():
    with pytest.raises(StatsError, match="expected a Deck or DeckStats"):
        plots.capacity_curve([1, 2, 3])
