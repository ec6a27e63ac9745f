"""The HTML report: one self-contained page per set of decks, checked as text and in a real browser."""

from __future__ import annotations

import base64
import dataclasses
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from vtes_tools import simulate
from vtes_tools.decks import parse_deck
from vtes_tools.errors import DeckError
from vtes_tools.legality import validate
from vtes_tools.report_html import build_report
from vtes_tools.reports import GoldfishReport

DATA = Path(__file__).resolve().parent / "data" / "decks"
IMG = re.compile(r"<img src='data:image/png;base64,([A-Za-z0-9+/=]+)' alt='([^']*)'>")


@pytest.fixture(scope="module")
def tremere(cards):
    return cards.precon("V5:Tremere").deck


@pytest.fixture(scope="module")
def ventrue(cards):
    return cards.precon("V5:Ventrue").deck


@pytest.fixture(scope="module")
def page(cards, tremere, ventrue):
    """Two starters and a TWDA entry read from a file (with its reading issues, if any)."""
    entry = parse_deck((DATA / "twda_entry.txt").read_text(encoding="utf-8"), cards)
    return build_report([tremere, ventrue, entry], cards, n_games=60, turns=5, seed=3)


def test_page_has_every_section_for_every_deck(page, tremere, ventrue):
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert page.count("<section class='deck'") == 3
    for name in (tremere.name, ventrue.name):
        assert f"<h2>{name}</h2>" in page
    for heading in ("Legality", "Decklist", "Statistics", "Goldfish"):
        assert page.count(f"<h3>{heading}</h3>") == 3
    assert "seed 3" in page and "60 games of 5 turns" in page
    assert page.count("<h2>At one table</h2>") == 1


def test_images_are_embedded_pngs(page):
    images = IMG.findall(page)
    # per deck: capacity, composition, disciplines, influence, bleed; the table adds three
    assert len(images) == 3 * 5 + 3
    for data, _alt in images:
        png = base64.b64decode(data, validate=True)
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 2000
    assert {alt for _, alt in images} >= {"Capacity curve", "Influence curve", "Bleed throughput"}


def test_page_needs_no_other_file(page):
    assert "<link" not in page and "<script" not in page
    assert not re.search(r"""(src|href)=['"](?!data:|#)""", page)  # only data URIs and in-page anchors
    assert "http://" not in page and "https://" not in page


def test_legality_and_overview(cards, tremere):
    short = dataclasses.replace(tremere, library=tremere.library[:3], name="Short <Deck> & co")
    html = build_report([short, tremere], cards, n_games=20, turns=3, seed=1, fmt="v5")
    assert "Short &lt;Deck&gt; &amp; co" in html and "<Deck>" not in html  # escaped
    assert html.count("class='illegal'") == 1 and "library-size" in html
    assert "legality: v5" in html
    overview = html.split("<section id='overview'>")[1].split("</section>")[0]
    assert overview.count("<tr>") == 3 and "href='#deck-1'" in overview


def test_a_deck_that_cannot_be_played_is_reported_not_simulated(cards, tremere):
    empty = dataclasses.replace(tremere, library=(), name="No library")
    html = build_report([empty, tremere], cards, n_games=10, turns=2, seed=1)
    assert html.count("Not simulated: deck &#x27;No library&#x27; needs a crypt and a library") == 2  # goldfish, table
    assert html.count("<h3>Goldfish</h3>") == 2 and "Influence curve" in html  # the other deck is simulated


def test_no_deck_is_an_error(cards):
    with pytest.raises(DeckError):
        build_report([], cards)
    with pytest.raises(DeckError):
        build_report(["precon:V5:Tremere"], cards)


def test_table_section_matches_the_table_simulation(cards, tremere, ventrue):
    from vtes_tools import reports

    steps: list[tuple[int, int]] = []
    html = build_report([tremere, ventrue], cards, n_games=30, turns=3, seed=5, progress=lambda *a: steps.append(a))
    assert steps == [(1, 3), (2, 3), (3, 3)]  # two decks, then the table
    section = html.split("<h2>At one table</h2>")[1]
    summary = reports.table_summary(simulate.simulate_table([tremere, ventrue], 30, seed=5).games)
    for row in summary.itertuples():
        assert f"<td>{row.deck}</td>" in section and f"<td>{row.vp:.3f}</td>" in section


def test_rich_display_of_results(tremere):
    v = validate(dataclasses.replace(tremere, crypt=tremere.crypt[:2]))
    html = v._repr_html_()
    assert "illegal" in html and "crypt-size" in html
    assert "legal</b>" in validate(tremere)._repr_html_()
    report = GoldfishReport(simulate.simulate_goldfish(tremere, 30, turns=4, seed=2))
    assert report.games == 30 and report.turns == 4 and report.seed == 2
    html = report._repr_html_()
    assert "30 games, 4 turns, seed 2" in html and html.count("<tr") == 5  # header and 4 turns


def test_cli_report(store_path, cards, tmp_path):
    from click.testing import CliRunner

    from vtes_tools.cli import main

    out = tmp_path / "r.html"
    args = ["report", "precon:V5:Tremere", str(DATA / "twda_entry.txt"), "--html", str(out), "-n", "20",
            "--turns", "3", "--seed", "9", "--db", str(store_path)]
    result = CliRunner().invoke(main, [*args, "--json"])
    assert result.exit_code == 0, result.output
    info = json.loads(result.output)
    assert info["html"] == str(out) and info["seed"] == 9 and len(info["decks"]) == 2
    assert out.read_text(encoding="utf-8").count("<section class='deck'") == 2
    missing = tmp_path / "missing" / "r.html"
    bad = CliRunner().invoke(main, [*args[:-2], "--html", str(missing), "--db", str(store_path)])
    assert bad.exit_code != 0 and "Error: cannot write" in bad.output


# -- in a real browser -------------------------------------------------------------------------

CHROMIUM = next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)

#: Appended to the page under test only: lists the decoded size of every image once loaded.
PROBE = """<script>
window.addEventListener('load', function () {
  var out = document.createElement('ol'); out.id = 'probe';
  document.querySelectorAll('img').forEach(function (img) {
    var li = document.createElement('li'); li.textContent = img.alt + '=' + img.naturalWidth; out.appendChild(li);
  });
  document.body.appendChild(out);
});
</script>"""
BROKEN = "<img src='data:image/png;base64,iVBORw0KGgoAAAAN' alt='broken'>"


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_page_renders_in_chromium(page, tmp_path):
    path = tmp_path / "report.html"
    path.write_text(page.replace("</body>", BROKEN + PROBE + "</body>"), encoding="utf-8")
    cmd = [
        CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={tmp_path / 'profile'}",
        "--dump-dom", path.as_uri(),
    ]
    dom = subprocess.run(cmd, capture_output=True, text=True, timeout=90, check=True).stdout
    probe = re.search(r'<ol id="probe">(.*?)</ol>', dom, re.DOTALL)
    assert probe, "the page did not finish loading"
    widths = [(alt, int(w)) for alt, w in re.findall(r"<li>(.*?)=(\d+)</li>", probe.group(1))]
    assert widths[-1] == ("broken", 0)  # the check can fail: an image that does not decode has no width
    shown = widths[:-1]
    assert len(shown) == len(IMG.findall(page)) and all(w > 100 for _, w in shown), shown
    assert dom.count("<h3>Goldfish</h3>") == 3 and '<section id="overview">' in dom


@pytest.mark.parametrize("kwargs", [
    {"n_games": 0}, {"n_games": 10**12}, {"n_games": "10"}, {"seed": -1}, {"seed": 2**70}, {"turns": 10**6},
    {"seat": 9}, {"workers": 0}, {"title": 3}, {"as_of": "2025-01-01"}, {"progress": 5},
])
def test_bad_arguments_are_refused_before_any_game(cards, tremere, kwargs, monkeypatch):
    from vtes_tools.errors import VtesError

    def refuse(*args, **kw):
        raise AssertionError("a game was played")

    monkeypatch.setattr(simulate, "simulate_goldfish", refuse)
    with pytest.raises(VtesError):
        build_report([tremere], cards, **{"n_games": 5, "seed": 1, **kwargs})


def test_report_refuses_what_is_not_a_list_of_decks(cards, tremere):
    with pytest.raises(DeckError, match="not a list"):
        build_report(tremere, cards, n_games=5, seed=1)


def test_unnamed_decks_are_labelled_by_their_file(cards, tremere, ventrue):
    from vtes_tools.decks import write_deck

    entries = [
        parse_deck(write_deck(dataclasses.replace(d, name=""), "text"), cards, source=f"decks/{stem}.txt")
        for d, stem in ((tremere, "aggro"), (ventrue, "stealth"))
    ]
    page = build_report(entries, cards, n_games=4, turns=2, seed=1)
    assert "<h2>aggro</h2>" in page and "<h2>stealth</h2>" in page
    assert "deck 1" not in page and "deck 2" not in page
