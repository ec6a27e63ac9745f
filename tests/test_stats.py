"""Deck statistics: composition, discipline coverage, and exact draw odds checked against hand
computations and seeded simulations."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

import vtes_tools
from vtes_tools import Card, CardType, Deck
from vtes_tools.errors import StatsError, VtesError
from vtes_tools.stats import DeckStats, can_play, deck_stats, distinct_distribution, p_at_least_one


def vampire(card_id: int, disciplines: dict[str, int], *, clan: str = "Brujah", capacity: int = 5,
            title: str = "", sect: str = "Camarilla", group: str = "5") -> Card:
    return Card(
        id=card_id, name=f"Vampire {card_id}", types=(CardType.VAMPIRE,), clans=(clan,),
        disciplines=tuple(disciplines.items()), capacity=capacity, group=group, title=title, sect=sect,
    )


def library(card_id: int, *disciplines: str, combo: bool = False, clans: tuple[str, ...] = (),
            types: tuple[CardType, ...] = (CardType.ACTION,), requirements: tuple[str, ...] = (),
            pool: int | str | None = None, blood: int | str | None = None) -> Card:
    return Card(
        id=card_id, name=f"Card {card_id}", types=types, clans=clans,
        disciplines=tuple((d, 1) for d in disciplines), discipline_combo=combo,
        requirements=requirements, pool_cost=pool, blood_cost=blood,
    )


@pytest.fixture(scope="module")
def tremere(cards) -> Deck:
    return cards.precon("V5:Tremere").deck


@pytest.fixture(scope="module")
def tremere_stats(tremere) -> DeckStats:
    return deck_stats(tremere)


def simulate_hits(counts: list[int], copies_index: int, draws: int, rng: np.random.Generator, n: int) -> float:
    """Share of shuffles whose first `draws` cards hold at least one copy of card `copies_index`."""
    pile = np.repeat(np.arange(len(counts)), counts)
    order = np.argsort(rng.random((n, len(pile))), axis=1)[:, :draws]
    return float((pile[order] == copies_index).any(axis=1).mean())


# --------------------------------------------------------------------------------------------
# Exact odds


def test_p_at_least_one_matches_hand_computation():
    assert p_at_least_one(12, 3, 4) == pytest.approx(1 - math.comb(9, 4) / math.comb(12, 4))
    assert p_at_least_one(77, 12, 7) == pytest.approx(1 - math.comb(65, 7) / math.comb(77, 7))
    assert p_at_least_one(12, 1, 4) == pytest.approx(4 / 12)
    assert p_at_least_one(12, 0, 4) == 0.0
    assert p_at_least_one(5, 1, 9) == 1.0  # more draws than cards: everything is seen


def test_p_at_least_one_rejects_impossible_piles():
    with pytest.raises(StatsError, match="copies"):
        p_at_least_one(10, 11, 4)
    with pytest.raises(ValueError):
        p_at_least_one(10, 2, -1)


def test_distinct_distribution_small_pile_by_hand():
    # two cards with two copies each, draw 2: 2 of the C(4,2)=6 hands are a pair.
    dist = distinct_distribution([2, 2], 2)
    assert dist == pytest.approx({1: 2 / 6, 2: 4 / 6})
    # 12 singletons: always 4 different cards
    assert distinct_distribution([1] * 12, 4) == pytest.approx({1: 0, 2: 0, 3: 0, 4: 1})
    # one card with 4 copies among 5: the hand is all four copies in 1 of C(5,4)=5 hands
    assert distinct_distribution([4, 1], 4) == pytest.approx({1: 1 / 5, 2: 4 / 5, 3: 0, 4: 0})


@pytest.mark.parametrize("counts", [[2, 1, 2, 1, 1, 1, 1, 1, 2], [4, 4, 2, 1, 1], [3, 3, 3, 3]])
def test_distinct_distribution_sums_to_one_and_matches_simulation(counts):
    dist = distinct_distribution(counts, 4)
    assert sum(dist.values()) == pytest.approx(1.0)
    rng = np.random.default_rng(20240601)
    n = 20_000
    pile = np.repeat(np.arange(len(counts)), counts)
    hands = pile[np.argsort(rng.random((n, len(pile))), axis=1)[:, :4]]
    distinct = np.array([len(set(h)) for h in hands.tolist()])
    for k, p in dist.items():
        observed = float((distinct == k).mean())
        se = math.sqrt(max(p * (1 - p), 1e-12) / n)
        assert abs(observed - p) < 4 * se + 1e-9, (k, p, observed)


def test_crypt_odds_twelve_cards_with_three_copies():
    crypt = [(vampire(1, {"pot": 1}), 3)] + [(vampire(i, {"pot": 1}), 1) for i in range(2, 11)]
    deck = Deck.from_counts(crypt + [(library(100, "pot"), 40)])
    stats = deck_stats(deck)
    odds = stats.crypt_odds.set_index("id")["p_opening"]
    assert stats.crypt_size == 12
    assert odds[1] == pytest.approx(1 - math.comb(9, 4) / math.comb(12, 4))
    assert odds[2] == pytest.approx(4 / 12)
    assert stats.crypt_odds["id"].iloc[0] == 1  # most likely first


def test_tremere_crypt_odds_match_simulation(tremere, tremere_stats):
    counts = [n for _, n in tremere.crypt]
    odds = tremere_stats.crypt_odds.set_index("id")["p_opening"]
    rng = np.random.default_rng(7)
    n = 20_000
    for index, (card, copies) in enumerate(tremere.crypt):
        p = odds[card.id]
        assert p == pytest.approx(p_at_least_one(12, copies, 4))
        observed = simulate_hits(counts, index, 4, rng, n)
        assert abs(observed - p) < 4 * math.sqrt(p * (1 - p) / n), card


def test_tremere_distinct_vampires(tremere_stats):
    dist = tremere_stats.distinct_vampires
    assert dist.sum() == pytest.approx(1.0)
    assert list(dist.index) == [1, 2, 3, 4]
    # copies 2,2,2 and six singletons: all four different is every hand without a pair
    # = sum over how many 2-copy cards are used (each contributes 2 choices of copy)
    no_pair = sum(math.comb(3, j) * 2**j * math.comb(6, 4 - j) for j in range(5))
    assert dist[4] == pytest.approx(no_pair / math.comb(12, 4))
    assert dist[1] == 0.0  # no card has four copies


def test_library_odds_by_turn_exact_and_simulated(tremere, tremere_stats):
    odds = tremere_stats.library_odds
    govern = odds[(odds["kind"] == "card") & (odds["label"] == "Govern the Unaligned")].set_index("turn")
    assert list(govern.index) == [1, 2, 3, 4, 5]
    assert list(govern["seen"]) == [7, 8, 9, 10, 11]
    for turn, row in govern.iterrows():
        assert row["p"] == pytest.approx(1 - math.comb(65, 6 + turn) / math.comb(77, 6 + turn))
    counts = [n for _, n in tremere.library]
    index = [c.name for c, _ in tremere.library].index("Govern the Unaligned")
    n = 20_000
    observed = simulate_hits(counts, index, 9, np.random.default_rng(11), n)
    p = govern.loc[3, "p"]
    assert abs(observed - p) < 4 * math.sqrt(p * (1 - p) / n)
    reactions = odds[(odds["kind"] == "type") & (odds["label"] == "Reaction") & (odds["turn"] == 1)]
    assert reactions["count"].item() == 22
    assert reactions["p"].item() == pytest.approx(1 - math.comb(55, 7) / math.comb(77, 7))


def test_turns_option_and_wide_table(tremere):
    stats = deck_stats(tremere, turns=3)
    wide = stats.odds_table("type")
    assert list(wide.columns) == ["label", "count", "turn 1", "turn 2", "turn 3"]
    assert (wide["turn 3"] >= wide["turn 1"]).all()
    assert set(stats.library_odds["turn"]) == {1, 2, 3}


def test_bad_turns_is_a_vtes_error(tremere):
    with pytest.raises(VtesError, match="turns must be at least 1"):
        deck_stats(tremere, turns=0)


# --------------------------------------------------------------------------------------------
# Composition


def test_tremere_composition(tremere_stats):
    s = tremere_stats
    assert (s.crypt_size, s.library_size) == (12, 77)
    types = s.types.set_index("type")["count"]
    assert types.to_dict() == {
        "Master": 11, "Action": 14, "Equipment": 4, "Action Modifier": 12, "Reaction": 22, "Combat": 14,
    }
    assert list(s.types["type"]) == ["Master", "Action", "Equipment", "Action Modifier", "Reaction", "Combat"]
    assert s.types["share"].sum() == pytest.approx(1.0)
    clans = s.clans.set_index(["section", "clan"])["count"]
    assert clans[("crypt", "Tremere")] == 12
    assert clans[("library", "Tremere")] == 4  # the clan's four masters
    assert s.capacity.set_index("capacity")["count"].to_dict() == {3: 1, 4: 2, 5: 2, 6: 5, 7: 2}
    assert s.capacity_mean == pytest.approx(65 / 12)
    assert s.groups.set_index("group")["count"].to_dict() == {"6": 12}
    titles = s.titles.set_index("title")
    assert titles.loc["prince", "count"] == 4 and titles.loc["prince", "votes"] == 2
    assert titles.loc["primogen", "count"] == 2
    assert s.votes == 4 * 2 + 2 * 1
    costs = s.costs.set_index("cost")
    assert costs.loc["pool", "total"] == 16 and costs.loc["pool", "paid"] == 12
    assert costs.loc["pool", "mean"] == pytest.approx(16 / 77)
    assert costs.loc["blood", "total"] == 22  # 12 Govern, 4 Deflection, 4 Telepathic Misdirection, 2 Magic of the Smith


def test_multi_type_cards_counted_once_by_label_and_per_type(cards):
    amr = next(c for c in cards if c.type_label == "Action Modifier/Reaction")
    deck = Deck.from_counts([(vampire(1, {"pot": 1}), 12), (amr, 3), (library(100, types=(CardType.REACTION,)), 2)])
    s = deck_stats(deck)
    assert s.types.set_index("type")["count"].to_dict() == {"Action Modifier/Reaction": 3, "Reaction": 2}
    split = s.types_split.set_index("type")["count"].to_dict()
    assert split == {"Action Modifier": 3, "Reaction": 5}
    reaction = s.library_odds[(s.library_odds["label"] == "Reaction") & (s.library_odds["turn"] == 1)]
    assert reaction["p"].item() == 1.0  # 5 reactions in a 5-card library


def test_x_costs_counted_apart():
    deck = Deck.from_counts([
        (vampire(1, {}), 12), (library(100, pool="X"), 2), (library(101, pool=2, blood=1), 3), (library(102), 5),
    ])
    costs = deck_stats(deck).costs.set_index("cost")
    assert costs.loc["pool"].to_dict() == {"total": 6, "paid": 3, "x": 2, "mean": 0.6, "mean_paid": 2.0}
    assert costs.loc["blood", "total"] == 3


# --------------------------------------------------------------------------------------------
# Who can play what


def test_alternatives_combos_clans_and_superior():
    pot_only = vampire(1, {"pot": 2})
    pre_only = vampire(2, {"pre": 1})
    both = vampire(3, {"pot": 1, "pre": 2})
    both_sup = vampire(4, {"pot": 2, "pre": 2}, clan="Ventrue")
    alternative = library(100, "pot", "pre")
    combo = library(101, "pot", "pre", combo=True)
    brujah = library(102, clans=("Brujah",))
    brujah_pot = library(103, "pot", clans=("Brujah", "Brujah antitribu"))
    assert [can_play(v, alternative) for v in (pot_only, pre_only, both, both_sup)] == [True, True, True, True]
    assert [can_play(v, combo) for v in (pot_only, pre_only, both, both_sup)] == [False, False, True, True]
    crypt = (pot_only, pre_only, both, both_sup)
    assert [can_play(v, combo, superior=True) for v in crypt] == [False, False, False, True]
    assert [can_play(v, alternative, superior=True) for v in crypt] == [True, False, True, True]
    assert [can_play(v, brujah) for v in (pot_only, both_sup)] == [True, False]
    assert [can_play(v, brujah_pot) for v in (pot_only, pre_only, both_sup)] == [True, False, False]

    deck = Deck.from_counts(
        [(pot_only, 3), (pre_only, 2), (both, 1), (both_sup, 6), (alternative, 1), (combo, 1), (brujah, 1)]
    )
    cov = deck_stats(deck).coverage.set_index("id")
    assert cov.loc[100, "playable_by"] == 12 and cov.loc[100, "requirement"] == "pot/pre"
    assert cov.loc[101, "playable_by"] == 7 and cov.loc[101, "superior_by"] == 6
    assert cov.loc[101, "requirement"] == "pot&pre"
    assert cov.loc[102, "playable_by"] == 6 and cov.loc[102, "requirement"] == "Brujah"
    assert cov.loc[102, "playable_share"] == pytest.approx(0.5)


def test_title_and_sect_requirement_words():
    prince = vampire(1, {}, title="prince")
    justicar = vampire(2, {}, title="justicar")
    plain = vampire(3, {})
    sabbat_bishop = vampire(4, {}, title="bishop", sect="Sabbat")
    sabbat = vampire(5, {}, sect="Sabbat", capacity=9)
    either_title = library(100, requirements=("prince", "justicar"))
    titled_sabbat = library(101, requirements=("sabbat", "titled"))
    big = library(102, requirements=("capacity 8 or more", "black hand"))
    assert [can_play(v, either_title) for v in (prince, justicar, plain, sabbat_bishop)] == [True, True, False, False]
    assert [can_play(v, titled_sabbat) for v in (prince, sabbat_bishop, sabbat)] == [False, True, False]
    assert [can_play(v, big) for v in (plain, sabbat)] == [False, True]
    deck = Deck.from_counts([(plain, 12), (big, 1)])
    assert deck_stats(deck).coverage["unchecked"].item() == "black hand"


def test_tremere_discipline_coverage(tremere, tremere_stats):
    cov = tremere_stats.coverage.set_index("name")
    crypt = tremere.crypt
    for card, _ in tremere.library:
        needed = {a for a, _ in card.disciplines}
        if needed == {"tha"}:
            with_tha = sum(n for v, n in crypt if "tha" in v.discipline_levels)
            assert cov.loc[card.name, "playable_by"] == with_tha == 12, card
            assert cov.loc[card.name, "superior_by"] == sum(n for v, n in crypt if v.discipline_levels.get("tha") == 2)
    assert cov.loc["Govern the Unaligned", "playable_by"] == 10  # Nassir and Rosalina Cortez lack dom
    assert cov.loc["Govern the Unaligned", "superior_by"] == 5  # Ayelech x2, Trevon Parker x2, Lloyd Brooks
    assert cov.loc["Eyes of Argus", "playable_by"] == 11
    assert cov.loc["Arcane Library", "playable_by"] == 12  # clan requirement, all Tremere
    assert cov.loc["Kevlar Vest", "playable_by"] == 12 and cov.loc["Kevlar Vest", "requirement"] == ""
    disc = tremere_stats.disciplines.set_index("discipline")
    assert disc.loc["tha", "library_count"] == 4 + 2 + 6 + 10
    assert disc.loc["tha", "crypt_count"] == 12 and disc.loc["tha", "crypt_superior"] == 10
    assert disc.loc["pot", "library_count"] == 0 and disc.loc["pot", "crypt_inferior"] == 1
    assert disc.loc["dom", "name"] == "Dominate"


# --------------------------------------------------------------------------------------------
# Output forms


def test_to_dict_is_json(tremere_stats):
    data = json.loads(json.dumps(tremere_stats.to_dict()))
    assert data["crypt_size"] == 12 and data["votes"] == 10
    reaction = next(r for r in data["types"] if r["type"] == "Reaction")
    assert (reaction["distinct"], reaction["count"]) == (6, 22)
    assert sum(data["distinct_vampires"].values()) == pytest.approx(1.0)
    gov = next(r for r in data["coverage"] if r["name"] == "Govern the Unaligned")
    assert gov["playable_by"] == 10
    assert next(r for r in data["coverage"] if r["name"] == "Vessel")["superior_by"] is None


def test_exported_from_package(tremere):
    assert vtes_tools.deck_stats is deck_stats and vtes_tools.DeckStats is DeckStats


def test_html_reprs(cards, tremere, tremere_stats):
    card_html = cards["Govern the Unaligned"]._repr_html_()
    assert "Govern the Unaligned" in card_html and "100845" in card_html and "Bleed with +2 bleed" in card_html
    deck_html = tremere._repr_html_()
    assert "Crypt (12 cards)" in deck_html and "Library (77 cards)" in deck_html
    assert "<td>12</td><td>Govern the Unaligned</td>" in deck_html
    assert "Reaction (22)" in deck_html and "Ayelech" in deck_html
    stats_html = tremere_stats._repr_html_()
    assert "Tremere (V5 starter)" in stats_html and "Reaction" in stats_html and "<td>22</td>" in stats_html
    assert "Rosalina Cortez" in stats_html and "5.42" in stats_html
    odd = Deck.from_counts([(vampire(1, {}), 12)], name="<b>Tom & Jerry</b>")
    assert "&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;" in odd._repr_html_()
    assert "<b>Tom" not in deck_stats(odd)._repr_html_()


def test_empty_library_and_small_crypt():
    deck = Deck.from_counts([(vampire(1, {"pot": 1}), 2), (vampire(2, {}), 1)])
    s = deck_stats(deck)
    assert s.library_size == 0 and s.types.empty and s.library_odds.empty
    assert s.distinct_vampires.to_dict() == pytest.approx({1: 0.0, 2: 1.0, 3: 0.0})
    assert s.crypt_odds["p_opening"].tolist() == [1.0, 1.0]


# --------------------------------------------------------------------------------------------
# vtes deck stats


@pytest.fixture()
def run_stats(store_path, cards):
    from click.testing import CliRunner

    from vtes_tools.cli import main

    def invoke(*args: str, input: str | None = None):
        return CliRunner().invoke(main, ["deck", "stats", *args, "--db", str(store_path)], input=input)

    return invoke


def test_cli_text_tables(run_stats):
    result = run_stats("precon:V5:Tremere", "--turns", "3")
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.startswith("Tremere (V5 starter): crypt 12, library 77")
    assert "Capacity: mean 5.42" in out and "10 votes" in out
    assert "turn 3" in out and "turn 4" not in out
    govern = next(line for line in out.splitlines() if "Govern the Unaligned" in line).split()
    p1 = 1 - math.comb(65, 7) / math.comb(77, 7)
    p3 = 1 - math.comb(65, 9) / math.comb(77, 9)
    assert govern == ["12", "Govern", "the", "Unaligned", "dom", "10", f"{p1:.1%}", f"{p3:.1%}"]


def test_cli_json_and_stdin(run_stats):
    result = run_stats("precon:V5:Tremere", "--json")
    data = json.loads(result.output)
    assert data["source"] == "precon:V5:Tremere" and data["turns"] == 5
    assert data["crypt_size"] == 12 and data["library_size"] == 77
    assert sum(data["distinct_vampires"].values()) == pytest.approx(1.0)
    piped = run_stats("-", "--json", input="Crypt (12)\n12x Nassir\n\nLibrary (40)\n40x Theft of Vitae\n")
    assert piped.exit_code == 0, piped.output
    data = json.loads(piped.output)
    assert data["crypt_odds"][0]["p_opening"] == 1.0
    assert data["coverage"][0]["playable_by"] == 12


def test_cli_bad_input_is_one_line(run_stats, tmp_path):
    result = run_stats(str(tmp_path / "missing.txt"))
    assert result.exit_code == 2 and result.output.startswith("Error:") and "Traceback" not in result.output
    assert run_stats("precon:V5:Tremere", "--turns", "0").exit_code == 2


@pytest.mark.parametrize("kwargs", [
    {"turns": 10**30}, {"turns": "5"}, {"turns": 2.0}, {"hand_size": 10**9}, {"crypt_draw": "4"},
])
def test_deck_stats_refuses_bad_arguments(tremere, kwargs):
    with pytest.raises(StatsError):
        deck_stats(tremere, **kwargs)


def test_deck_stats_refuses_what_is_not_a_deck():
    with pytest.raises(StatsError, match="not a deck"):
        deck_stats("precon:V5:Tremere")
