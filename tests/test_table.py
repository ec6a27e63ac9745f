"""Full tables: seating, ousts and victory points, the time limit, game wins, the simulation
driver and the `vtes sim table` command. Scenario tests cite the comprehensive rules section."""

from __future__ import annotations

import json
import math
from pathlib import Path
from collections import Counter

import numpy as np
import pytest
from scenario import at_phase, check_on_minions, check_table, make_deck, move

from vtes_tools import Deck, simulate_table
from vtes_tools.engine import (
    Action,
    GameSetup,
    GameState,
    Kind,
    Phase,
    RandomPolicy,
    TablePolicy,
    apply_checked,
    new_game,
    play,
    returns,
)
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import winner
from vtes_tools.engine.state import moved_memo_key
from vtes_tools.errors import SimulationError
from vtes_tools.simulate import (
    TABLE_GAME_COLUMNS, TABLE_TURN_COLUMNS, SeatingSetups, default_turn_limit, play_table, replay_table,
    table_order,
)

CLANS = ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")


@pytest.fixture(scope="module")
def starters(cards) -> list[Deck]:
    return [cards.precon(f"V5:{c}").deck for c in CLANS]


def plain_deck(cards, name="plain") -> Deck:
    """Vampires and cards the engine never plays on its own turn: tables of bleeding only."""
    return make_deck(cards, {"Ayelech": 6, "Lauren": 6}, {"Deflection": 20, "Theft of Vitae": 20}, name)


def vampire(state: GameState, p: int, blood: int = 3) -> int:
    """Put one of ``p``'s crypt cards in its ready region with ``blood``."""
    m = state.players[p]
    v = (m.uncontrolled or m.crypt)[0]
    move(state, v, "ready")
    state.blood[v] = blood
    state.locked[v] = 0
    return v


def again(state: GameState, p: int, v: int) -> None:
    """Let ``v`` act again in ``p``'s minion phase (unlocked, not bled this turn)."""
    state.locked[v] = 0
    state.bled_turn[v] = -1
    at_phase(state, p, Phase.MINION)


# -- seating, prey and predator (rules 2.1) -----------------------------------------------------


def test_prey_is_the_next_seat_and_changes_with_ousts(cards):
    """rules 2.1: your prey sits to your left, your predator to your right; when your prey is
    ousted, its prey becomes yours."""
    d = plain_deck(cards)
    s = new_game([d] * 5, np.random.default_rng(0), turn_limit=3)
    assert [s.prey(p) for p in range(5)] == [1, 2, 3, 4, 0]
    assert [s.predator(p) for p in range(5)] == [4, 0, 1, 2, 3]
    s.players[1].pool = 0
    from vtes_tools.engine.ops import oust_many

    oust_many(s, [1])
    assert s.prey(0) == 2 and s.predator(2) == 0


def test_prey_follows_a_seat_swap_and_a_clone(cards):
    """rules 2.1: Dramatic Upheaval swaps two seats: prey and predator follow the new seating
    (read again after the swap), and a clone keeps them."""
    from types import SimpleNamespace

    from vtes_tools.engine.referendums import upheaval_resolve

    d = plain_deck(cards)
    s = new_game([d] * 5, np.random.default_rng(0), turn_limit=3)
    assert s.prey(0) == 1 and s.predator(0) == 4
    upheaval_resolve(s, SimpleNamespace(caller=0, term=(2,)))  # seats of 0 and 2 swapped
    assert s.seating == [2, 1, 0, 3, 4]
    assert [s.prey(p) for p in range(5)] == [3, 0, 1, 4, 2]
    assert [s.predator(p) for p in range(5)] == [1, 2, 4, 0, 3]
    c = s.clone()
    assert [c.prey(p) for p in range(5)] == [3, 0, 1, 4, 2]


def test_bleed_targets_the_prey(cards):
    """rules 6.1.1: a minion bleeds only its controller's prey (after an oust, the next one)."""
    d = plain_deck(cards)
    s = new_game([d] * 4, np.random.default_rng(0), turn_limit=5)
    v = vampire(s, 0)
    at_phase(s, 0, Phase.MINION)
    apply_checked(s, Action(Kind.BLEED, actor=v))
    assert [m.pool for m in s.players] == [30, 29, 30, 30]
    assert s.edge == 0  # rules 6.1.1: a successful bleed takes the Edge
    s.players[1].pool = 1
    again(s, 0, v)
    apply_checked(s, Action(Kind.BLEED, actor=v))
    assert s.players[1].ousted and s.players[0].vp == 1 and s.players[0].pool == 36
    again(s, 0, v)
    apply_checked(s, Action(Kind.BLEED, actor=v))
    assert s.players[2].pool == 29


def test_edge_returns_to_the_centre_when_its_holder_is_ousted(cards):
    """rules 2.2, 9.1: the Edge; an ousted Methuselah's cards (the Edge) leave the game."""
    d = plain_deck(cards)
    s = new_game([d] * 4, np.random.default_rng(0), turn_limit=5)
    s.edge = 1
    s.players[1].pool = 1
    v = vampire(s, 0)
    at_phase(s, 0, Phase.MINION)
    apply_checked(s, Action(Kind.BLEED, actor=v))
    assert s.players[1].ousted and s.edge == 0


# -- victory points (rules 9.1) -----------------------------------------------------------------


def test_worked_example_richard_steve_justin_lisa(cards):
    """rules 9.1, the worked example: Richard, Steve, Justin and Lisa sit in this order. Steve is
    ousted first (Richard's prey: 6 pool and 1 VP to Richard), then Justin, Richard's new prey
    (6 pool and 1 VP more). Richard falls to Lisa, now his predator: 1 VP and 6 pool to Lisa and
    1 VP for being the last one standing. Richard and Lisa tie at 2 VP."""
    d = plain_deck(cards)
    s = new_game([d] * 4, np.random.default_rng(0), turn_limit=20)
    richard, steve, justin, lisa = 0, 1, 2, 3
    r = vampire(s, richard)
    at_phase(s, richard, Phase.MINION)
    s.players[steve].pool = 1
    apply_checked(s, Action(Kind.BLEED, actor=r))
    assert s.players[steve].ousted
    assert (s.players[richard].vp, s.players[richard].pool) == (1, 36)
    s.players[justin].pool = 1
    again(s, richard, r)
    apply_checked(s, Action(Kind.BLEED, actor=r))
    assert s.players[justin].ousted
    assert (s.players[richard].vp, s.players[richard].pool) == (2, 42)
    assert s.prey(richard) == lisa and s.prey(lisa) == richard
    lv = vampire(s, lisa)
    at_phase(s, lisa, Phase.MINION)
    s.players[richard].pool = 1
    apply_checked(s, Action(Kind.BLEED, actor=lv))
    assert s.terminal and s.players[richard].ousted
    assert returns(s) == [2.0, 0.0, 0.0, 2.0]
    assert s.players[lisa].pool == 36
    assert winner(s) == -1  # a tie: no game win
    check_table(s)


def test_simultaneous_ousts_give_the_vp_but_not_the_pool(cards):
    """rules 9.1, exception: ousted at the same time as your prey, you score the VP, not the pool."""
    from vtes_tools.engine.ops import oust_many

    d = plain_deck(cards)
    s = new_game([d] * 5, np.random.default_rng(0), turn_limit=5)
    oust_many(s, [1, 2])
    assert s.players[0].vp == 1 and s.players[0].pool == 36  # Steve's predator stays in
    assert s.players[1].vp == 1 and s.players[1].pool == 0  # ousted with its prey


def test_time_limit_gives_half_a_vp_to_each_remaining_methuselah(cards):
    """VEKN tournament rules: when time is called, each remaining Methuselah scores 0.5 VP."""
    d = plain_deck(cards)
    rng = np.random.default_rng(3)
    s = new_game([d] * 4, rng, turn_limit=2)
    play(s, [TablePolicy()] * 4, rng, checked=True, after=check_table)
    assert s.terminal and s.timed_out and s.table_turn == 2
    assert all(m.turns == 2 for m in s.players)
    assert returns(s) == [0.5] * 4
    assert winner(s) == -1


def test_game_win_needs_the_most_vp_at_least_two_and_no_tie(cards):
    """VEKN tournament rules: the game win."""
    d = plain_deck(cards)
    s = new_game([d] * 4, np.random.default_rng(0), turn_limit=2)
    for vps, win in (([2, 1, 0.5, 0.5], 0), ([1.5, 1, 1, 0.5], -1), ([2, 2, 0, 1], -1), ([0, 3, 1, 1], 1)):
        for m, vp in zip(s.players, vps, strict=True):
            m.vp = vp
        assert winner(s) == win


def test_default_turn_limit_approximates_a_two_hour_round():
    assert default_turn_limit(5) == 12 and default_turn_limit(4) == 15


# -- random full games with invariants after every action -----------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_random_table_games_keep_invariants(starters, seed):
    rng = np.random.default_rng(seed)
    s = new_game(starters, rng, turn_limit=6)
    play(s, [RandomPolicy()] * 5, rng, checked=True, after=check_table)
    assert s.terminal


def test_cards_on_minions_index_drops_at_every_change(starters):
    # every way of changing attached or an in-play zone drops the built index, but a card on
    # nothing entering or leaving play; a clone keeps an index valid for it, and its changes
    # leave the original's alone
    s = new_game(starters, np.random.default_rng(0), turn_limit=6)
    m = s.players[0]
    s.attached[7] = s.attached[8] = s.attached[10] = 1
    changes = [
        lambda: s.attached.__setitem__(0, 3), lambda: s.attached.__setitem__(slice(0, 1), [-1]),
        lambda: m.in_play.append(7), lambda: m.in_play.extend([8, 9]), lambda: m.in_play.insert(0, 10),
        lambda: m.in_play.remove(8), lambda: m.in_play.pop(), lambda: m.in_play.sort(),
        lambda: m.in_play.reverse(), lambda: m.in_play.__delitem__(0), lambda: m.in_play.__iadd__([11]),
        lambda: m.in_play.__imul__(1), lambda: m.in_play.clear(),
    ]
    for change in changes:
        s.on_minions.build(s)
        change()
        assert s.on_minions.by_host is None
        check_on_minions(s)
    m.in_play += [12, 13]
    s.attached[13] = 12
    check_on_minions(s)
    for change in (lambda: m.in_play.append(14), lambda: m.in_play.insert(0, 15), lambda: m.in_play.remove(14)):
        change()  # on nothing: the index holds
        assert s.on_minions.by_host == {12: [13]}
        check_on_minions(s)
    c = s.clone()
    assert c.on_minions.by_host == {12: [13]}
    check_on_minions(c)
    c.attached[12] = 13
    assert c.on_minions.by_host is None and s.on_minions.by_host == {12: [13]}
    check_on_minions(c)
    assert c.on_minions.by_host == {12: [13], 13: [12]}
    check_on_minions(s)


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_cards_on_minions_index_follows_random_games(starters, seed):
    # random choices reach the rarer moves (equipment changing hands, burned retainers...)
    rng = np.random.default_rng(seed)
    s = new_game(starters, rng, turn_limit=8)
    play(s, [RandomPolicy()] * 5, rng, checked=True, after=check_on_minions)
    assert s.terminal


@pytest.mark.parametrize("n", [2, 4, 5])
def test_heuristic_table_games_keep_invariants(starters, n):
    rng = np.random.default_rng(n)
    s = new_game(starters[:n], rng, turn_limit=default_turn_limit(n))
    play(s, [TablePolicy()] * n, rng, checked=True, after=check_table)
    assert s.terminal
    assert s.timed_out or sum(not m.ousted for m in s.players) == 1


# -- the simulation driver ------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_rotate_seating_balances_seats_and_neighbours(n):
    # every deck plays every seat, and has every other deck as prey (the next seat, rules 2.1),
    # equally often over n! games; the first n games turn the given circular order
    games = [table_order(n, k, "rotate", None) for k in range(math.factorial(n))]
    assert len({tuple(o) for o in games}) == math.factorial(n)
    seats = Counter((d, s) for o in games for s, d in enumerate(o))
    prey = Counter((d, o[(s + 1) % n]) for o in games for s, d in enumerate(o))
    assert set(seats.values()) == {math.factorial(n - 1)}
    assert set(prey.values()) == {math.factorial(n) // (n - 1)} and all(d != q for d, q in prey)
    assert [games[k] for k in range(n)] == [[(s + k) % n for s in range(n)] for k in range(n)]


@pytest.mark.parametrize("order", [(1, 0, 2, 3, 4), (4, 3, 2, 1, 0), (2, 4, 1, 0, 3)])
def test_reseated_setup_equals_a_fresh_one(starters, order):
    # every column of a reseated setup is the one a fresh build of the same seating gives
    reg = EffectRegistry()
    base = GameSetup(starters, reg)
    fresh = GameSetup([starters[d] for d in order], reg)
    moved = base.reseated(order)
    for name in GameSetup.__slots__:
        if name != "memo":
            assert getattr(moved, name) == getattr(fresh, name), name
    assert moved.memo == {} and moved.memo is not base.memo
    # the table-wide memo entries a game fills in move with the cards; the others start again
    play_table(base, np.random.default_rng(1), turn_limit=3)
    play_table(fresh, np.random.default_rng(1), turn_limit=3)
    moved = base.reseated(order)
    assert all(isinstance(k, tuple) for k in base.memo)  # a plain string key is not moved by reseated
    table_wide = {k for k in base.memo if all(isinstance(p, str) for p in k)}
    assert table_wide and table_wide <= set(moved.memo)
    # the facts of one card move to its new number (card_roles, _action_options...)
    per_card = set(moved.memo) - table_wide
    assert any(isinstance(k[0], int) and k[2] == 4000 for k in per_card)
    assert any(k[0] == "stealth_card" for k in per_card)
    assert any(k[0] == "usable_of" for k in per_card)  # the discard phase's playable-card tables
    assert moved_memo_key(("equipment_of", 0), list(range(base.n))) is None  # seat-keyed: starts again
    common = set(moved.memo) & set(fresh.memo)
    assert common - table_wide
    for key in common:
        got, want = moved.memo[key], fresh.memo[key]
        if isinstance(got, dict):
            # a vampire's table filled as cards are met (TablePolicy._discard_dead's usable_of):
            # the same answer for every card both games met
            both = got.keys() & want.keys()
            got, want = {k: got[k] for k in both}, {k: want[k] for k in both}
        assert repr(got) == repr(want), key
    # a game on the reseated setup, with the entries it kept, plays as on a fresh one
    log_moved: list[str] = []
    log_fresh: list[str] = []
    play_table(moved, np.random.default_rng(2), turn_limit=4, after=lambda s, a: log_moved.append(repr(a)))
    play_table(GameSetup([starters[d] for d in order], reg), np.random.default_rng(2), turn_limit=4,
               after=lambda s, a: log_fresh.append(repr(a)))
    assert log_moved == log_fresh
    # a mirror table (the same deck twice) and a four-player table
    mirror = [starters[0], starters[0], starters[1], starters[2]]
    assert GameSetup(mirror, reg).reseated((2, 0, 3, 1)).unique_key == GameSetup(
        [mirror[d] for d in (2, 0, 3, 1)], reg).unique_key
    with pytest.raises(SimulationError):
        base.reseated((0, 0, 1, 2, 3))


def test_seating_setups_build_each_seating_once_from_the_last_one_used(starters):
    reg = EffectRegistry()
    setups = SeatingSetups(starters, reg)
    seen = {}
    for k in (0, 1, 7, 5, 12, 1, 40):
        order = table_order(5, k, "rotate", None)
        got = setups(order)
        play_table(got, np.random.default_rng(k), turn_limit=2)
        fresh = GameSetup([starters[d] for d in order], reg)
        for name in GameSetup.__slots__:
            if name != "memo":
                assert getattr(got, name) == getattr(fresh, name), (k, name)
        assert seen.setdefault(tuple(order), got) is got  # built once a seating
    assert len(setups) == 6


def test_simulate_table_frames(starters):
    res = simulate_table(starters, 10, seed=5)
    g, t = res.games, res.turns
    assert list(g.columns) == list(TABLE_GAME_COLUMNS) and list(t.columns) == list(TABLE_TURN_COLUMNS)
    assert len(g) == 50 and (g.groupby("game").size() == 5).all()
    assert sorted(g.loc[g["game"] == 3, "seat"]) == [1, 2, 3, 4, 5]
    # rotating seats: game k seats deck (seat - 1 + k) mod 5 at each seat
    assert g.loc[(g["game"] == 1) & (g["seat"] == 1), "deck_index"].item() == 1
    per_game = g.groupby("game")
    assert (per_game["gw"].sum() <= 1).all()
    ousts = per_game["ousted_turn"].count()
    alive = 5 - ousts
    timed = per_game["timed_out"].first()
    expected = ousts + np.where(timed == 1, 0.5 * alive, (alive == 1).astype(float))
    assert np.allclose(per_game["vp"].sum(), expected)
    assert (g["ousted_turn"].dropna() <= g.loc[g["ousted_turn"].notna(), "table_turns"]).all()
    # per table turn: every player, every table turn played
    assert len(t) == int(per_game["table_turns"].first().sum()) * 5
    assert set(t["deck"]) == set(g["deck"])


def test_same_numbers_whatever_the_workers(starters):
    one = simulate_table(starters[:4], 8, seed=11, workers=1)
    two = simulate_table(starters[:4], 8, seed=11, workers=2)
    assert one.games.equals(two.games) and one.turns.equals(two.turns)
    other = simulate_table(starters[:4], 8, seed=12)
    assert not one.games.equals(other.games)


def test_replay_one_game(starters):
    res = simulate_table(starters, 6, seed=21, seating="random")
    row = res.games[res.games["game"] == 4].sort_values("seat")
    state = replay_table(starters, 21, 4, seating="random", after=check_table)
    assert [m.vp for m in state.players] == row["vp"].tolist()
    assert [m.pool for m in state.players] == row["final_pool"].tolist()
    assert [d.name for d in state.setup.decks] == row["deck"].tolist()


def test_mirror_control_gives_equal_shares(cards):
    """The same deck in every seat, rotating: each copy's mean VP is the same within the interval."""
    from vtes_tools.reports import table_summary

    deck = cards.precon("V5:Tremere").deck
    res = simulate_table([deck] * 4, 80, seed=3)
    summary = table_summary(res.games, z=2.8)  # 99.5% intervals: four comparisons
    grand = res.games["vp"].mean()
    assert ((summary["vp_lo"] <= grand) & (grand <= summary["vp_hi"])).all(), summary
    assert list(summary["deck"]) == [f"{deck.name} #{k}" for k in range(1, 5)]


@pytest.mark.parametrize("kwargs", [{"n_games": 0}, {"workers": 0}, {"seating": "circle"}, {"turn_limit": 0}])
def test_bad_parameters(starters, kwargs):
    args = {"n_games": 1} | kwargs
    with pytest.raises(SimulationError):
        simulate_table(starters, **args)
    with pytest.raises(SimulationError):
        simulate_table(starters[:1], 1)


# -- reports and the `vtes sim table` command -----------------------------------------------


def test_table_summary_intervals():
    import pandas as pd

    from vtes_tools.reports import table_summary, wilson_interval

    games = pd.DataFrame({
        "deck": ["a"] * 4 + ["b"] * 4, "deck_index": [0] * 4 + [1] * 4,
        "vp": [1, 2, 0, 1, 0, 0, 0.5, 0.5], "gw": [0, 1, 0, 0, 0, 0, 0, 0],
        "ousted_turn": [np.nan, np.nan, 5, np.nan, 4, 6, np.nan, np.nan], "timed_out": [0, 0, 1, 1, 0, 0, 1, 1],
    })
    s = table_summary(games).set_index("deck")
    assert s.loc["a", "vp"] == 1.0 and s.loc["a", "vp_lo"] < 1.0 < s.loc["a", "vp_hi"]
    assert s.loc["a", "gw"] == 0.25 and s.loc["b", "oust"] == 0.5 and s.loc["b", "oust_turn"] == 5.0
    p, lo, hi = wilson_interval(0, 10)
    assert p == 0 and lo == 0 and 0.2 < hi < 0.35


def run_cli(store_path, *args):
    from click.testing import CliRunner

    from vtes_tools.cli import main

    return CliRunner().invoke(main, [*args, "--db", str(store_path)])


def test_cli_table_default_starters_json_and_out(cards, store_path, tmp_path):
    res = run_cli(store_path, "sim", "table", "-n", "5", "--seed", "1", "--json", "--out", str(tmp_path))
    assert res.exit_code == 0, res.output
    records = [json.loads(line) for line in res.output.splitlines()]
    assert [r["deck"] for r in records] == [f"{c} (V5 starter)" for c in CLANS]
    assert all(r["games"] == 5 for r in records)
    for name in ("games.csv", "turns.csv", "summary.csv"):
        assert (tmp_path / name).stat().st_size > 0
    for name in ("vp.png", "gw.png", "ousts.png"):
        assert (tmp_path / name).read_bytes()[:4] == b"\x89PNG"


def test_cli_table_text_and_errors(cards, store_path):
    res = run_cli(store_path, "sim", "table", "precon:V5:Tremere", "precon:V5:Ventrue", "-n", "4", "--seed", "2",
                  "--turn-limit", "6", "--quiet")
    assert res.exit_code == 0, res.output
    assert "mean VP" in res.output and "Tremere (V5 starter)" in res.output and "95%" in res.output
    bad = run_cli(store_path, "sim", "table", "precon:V5:Tremere", "-n", "4")
    assert bad.exit_code != 0 and bad.output.startswith("Error:") and "Traceback" not in bad.output


def test_cli_table_reads_deck_files_with_one_name_index(cards, store_path, monkeypatch):
    """Several deck files at one table are resolved with one shared Resolver, not one each."""
    from vtes_tools.decks import Resolver

    built = []
    init = Resolver.__init__

    def counted(self, *args, **kwargs):
        built.append(1)
        init(self, *args, **kwargs)

    monkeypatch.setattr(Resolver, "__init__", counted)
    data = Path(__file__).parent / "data" / "decks"
    res = run_cli(store_path, "sim", "table", str(data / "jol.txt"), str(data / "lackey.txt"), "precon:V5:Tremere",
                  "precon:V5:Ventrue", "-n", "2", "--seed", "1", "--turn-limit", "2", "--quiet")
    assert res.exit_code == 0, res.output
    assert len(built) == 1


def test_table_results_display_in_jupyter(cards):
    from vtes_tools.simulate import simulate_table

    decks = [cards.precon(f"V5:{c}").deck for c in ("Tremere", "Ventrue", "Toreador", "Malkavian")]
    html = simulate_table(decks, 4, seed=3)._repr_html_()
    assert "<table" in html and "4 games" in html
    for deck in decks:
        assert deck.name in html


# -- real tournament decks ------------------------------------------------------------------

#: TWDA tables (five deck ids, table number, last game) that once stopped the engine with an
#: error or broke an invariant, found by ``benchmarks/played.py``: a policy reading a two-item
#: combat special as four; a burnable card's "used this turn" mark read as an intercept
#: location's; the Imbued tables not moved with a new seating (The Rack used forever); blood past
#: an uncontrolled imbued's life (The Church of Vindicated Faith); Temptation offered on a vampire
#: in torpor forever; equipment left in play for a Methuselah its pool ousted (Magic of the
#: Smith, Disguised Weapon); a vampire leaving torpor at -1 blood
TWDA_TABLES = [
    (("2013capf", "2015qtqtbi", "2015vftmepf", "11403", "2013mtbh"), 3, 2),
    (("10589", "2015lcsb", "2014sqtbi", "9926", "2k6ukecq"), 29, 3),
    (("2012pppns", "2012fadc", "11192", "2k6slcqual", "2013pncnsp"), 18, 1),
    (("10047", "2010shfsd2", "2k7utrechtdarkcellars", "11294", "2k9bloodymessjf"), 3, 1),
    (("2k8heutistmeintag", "2020uknc2019", "mattgreen", "2k9tnvsdc", "2010conklaavimq"), 36, 1),
    (("11352", "2k8idasbochum", "minicon2k1", "2k4barcelonaps", "2017lnebakormb"), 60, 0),
    (("2015atvlb", "2k9mqhelsinki", "2k9crusademelbourne", "11173", "2k8burtonontecq"), 119, 1),
    (("9857", "2k9orderofhermes", "11715", "2k3swedenqual", "9975"), 281, 1),
    # ousted by Concealed Weapon's pool while owing Infernal Pursuit's discard
    (("2021sdv10o", "11543", "2k8efelfbdv", "2011pcqlp", "2017fncef"), 20, 0),
]


@pytest.mark.parametrize(("ids", "table", "last"), TWDA_TABLES)
def test_twda_tables_play_to_the_end(cards, shared, ids, table, last):
    # games 0..last of the table in turn, each seating's setup moved from the last one used, as
    # the simulation plays them; every action validated and the invariants checked after it
    from vtes_tools.simulate import game_seed

    by_id = {}
    for line in (shared / "data" / "twda" / "expected.jsonl").read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        if d["id"] in ids:
            by_id[d["id"]] = d
    decks = [
        Deck.from_counts([(cards[int(c)], n) for sec in ("crypt", "library") for c, n in by_id[i][sec].items()])
        for i in ids
    ]
    setups = SeatingSetups(decks, EffectRegistry())
    for game in range(last + 1):
        rng = np.random.default_rng(game_seed(table, game))
        state = play_table(setups(table_order(5, game, "rotate", rng)), rng, turn_limit=12, checked=True,
                           after=check_table)
        assert state.terminal


def test_reseated_setup_moves_the_imbued_tables(cards, starters):
    # the Imbued's per-card tables (GameSetup.imbued) move with the cards like the columns
    imbued = make_deck(cards, {"Jennie \"Cassie247\" Orne": 6, "Travis \"Traveler72\" Miller": 6},
                       {"Second Sight": 10, "Vigilance": 10, "Strike with Conviction": 10, "Discern": 10}, "imbued")
    decks = [imbued, starters[0], starters[1]]
    reg = EffectRegistry()
    order = (2, 0, 1)
    moved = GameSetup(decks, reg).reseated(order)
    fresh = GameSetup([decks[d] for d in order], reg)
    assert moved.imbued is not None and moved.imbued == fresh.imbued
