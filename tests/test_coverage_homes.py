"""The coverage report's ``home``: the module of the engine's cards layer (and its family) holding each
card's code, so that adding a card (one home, one scenario test) shows in ``vtes sim coverage``."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from vtes_tools.cli import main
from vtes_tools.engine.coverage import corpus_coverage, coverage
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.models import Deck

#: card name -> its home as the report shows it, one per kind of home
HOMES = {
    "Deflection": "reaction_cards",  # a reaction card whose steps the rules play by id
    "Patsy": "referendums",  # a political action card: its referendum
    "Barrens, The": "masters: LOCK_DISCARD",  # a master read by the shape of its effect
    "Magic of the Smith": "explicit: discipline actions",  # a hand-written effect entry
    "Aksinya Daclau": "explicit: crypt (Sabbat)",  # a crypt card's hand-written abilities
    "Zephyr": "after",  # a family of cards by id (played after resolution)
    "On the Qui Vive": "text",  # read by the card language alone: no home of its own
    # two homes, the code playing the card before its hand-written effect
    "Mole, The": "reaction_cards, explicit: minion cards",
}


@pytest.fixture(scope="module")
def deck(cards) -> Deck:
    return Deck.from_counts([(cards[name], 1) for name in HOMES], name="homes")


@pytest.fixture(scope="module")
def frame(deck):
    return coverage(deck, EffectRegistry())


@pytest.mark.parametrize("name", list(HOMES))
def test_coverage_shows_each_kind_of_home(frame, name):
    assert frame.loc[frame["name"] == name, "home"].item() == HOMES[name]


def test_the_home_follows_the_source_column(frame):
    assert list(frame.columns).index("home") == list(frame.columns).index("source") + 1


def test_a_card_added_to_a_homes_table_shows_there_first(cards, monkeypatch):
    """How to add a card: its home registers its table (card_types.add_home) and the report shows it,
    before the homes reading the card's effect; an id added to the table later is seen too."""
    from vtes_tools.engine.card_types import HOME_TABLES, add_home

    table: set[int] = set()
    monkeypatch.setitem(HOME_TABLES, "my_home", [])
    add_home("my_home", table)
    table.add(cards["Magic of the Smith"].id)
    deck = Deck.from_counts([(cards["Magic of the Smith"], 1)])
    assert list(coverage(deck, EffectRegistry())["home"]) == ["my_home, explicit: discipline actions"]


def test_corpus_coverage_shows_the_home(cards, tmp_path):
    corpus = tmp_path / "expected.jsonl"
    corpus.write_text(json.dumps({"crypt": {}, "library": {str(cards["Deflection"].id): 2}}) + "\n", encoding="utf-8")
    frame = corpus_coverage(cards, corpus)
    assert list(frame["home"]) == ["reaction_cards"]


def _deck_file(tmp_path, deck: Deck):
    path = tmp_path / "homes.txt"
    path.write_text("\n".join(f"1x {card.name}" for card, _ in (*deck.crypt, *deck.library)) + "\n", encoding="utf-8")
    return path


def test_cli_coverage_json_has_the_home(deck, store_path, tmp_path):
    args = ["sim", "coverage", str(_deck_file(tmp_path, deck)), "--json", "--db", str(store_path)]
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 0, res.output
    rows = json.loads(res.output)["cards"]
    assert {r["name"]: r["home"] for r in rows} == HOMES


def test_cli_coverage_prints_the_home(deck, store_path, tmp_path):
    res = CliRunner().invoke(main, ["sim", "coverage", str(_deck_file(tmp_path, deck)), "--db", str(store_path)])
    assert res.exit_code == 0, res.output
    line = next(x for x in res.output.splitlines() if "Barrens, The" in x)
    assert "masters: LOCK_DISCARD" in line
    line = next(x for x in res.output.splitlines() if "Deflection" in x)
    assert " reaction_cards " in line
