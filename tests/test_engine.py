"""Scenario tests of the rules engine, one per rule, citing the comprehensive rules section."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import GOLDFISH_ZONES as ZONES
from scenario import goldfish_at_phase as at_phase
from scenario import goldfish_move as move
from scenario import ids

from vtes_tools import Deck
from vtes_tools.engine import (
    PASS, Action, GameState, GoldfishPolicy, Kind, Phase, RandomPolicy, apply, apply_checked, goldfish_setup,
    legal_actions, new_game, play, returns,
)
from vtes_tools.engine.state import Stage
from vtes_tools.errors import RulesError


def make_deck(cards, crypt: dict[str, int], library: dict[str, int]) -> Deck:
    items = [(cards.lookup(n).card, k) for n, k in crypt.items()] + [(cards.lookup(n).card, k) for n, k in library.items()]
    return Deck.from_counts(items, name="test")


def filler(extra: dict[str, int] | None = None) -> dict[str, int]:
    lib = {"Deflection": 20, "Theft of Vitae": 20}
    lib.update(extra or {})
    return lib


def goldfish(cards, crypt, library, seat=1, seed=0, turns=0) -> GameState:
    setup = goldfish_setup(make_deck(cards, crypt, library))
    return new_game(setup, np.random.default_rng(seed), turn_limit=turns, seat=seat, goldfish=True)


def check_invariants(state: GameState, action: Action | None = None) -> None:
    su = state.setup
    seen = [0] * su.n
    for p, m in enumerate(state.players):
        for z in ZONES:
            for i in getattr(m, z):
                assert su.owner[i] == p, (z, i)
                seen[i] += 1
        assert m.pool >= 0
    assert all(k == 1 for k in seen), "every card is in exactly one zone"
    for i in range(su.n):
        assert state.blood[i] >= 0
        if su.is_vampire[i]:
            assert state.blood[i] <= su.capacity[i], su.card[i]
    for m in state.players:
        assert len(m.hand) <= m.hand_size


# -- setup (rules 2.2, 2.3) -----------------------------------------------------------------


def test_setup_deals_seven_cards_four_vampires_and_thirty_pool(cards):
    """rules 2.2 (30 pool, the Edge uncontrolled), 2.3 (7 cards, 4 crypt cards uncontrolled)."""
    deck = cards.precon("V5:Tremere").deck
    s = new_game([deck, deck], np.random.default_rng(1))
    for m in s.players:
        assert len(m.hand) == 7 and len(m.uncontrolled) == 4
        assert len(m.library) == deck.library_count - 7 and len(m.crypt) == deck.crypt_count - 4
    assert [m.pool for m in s.players] == [30, 30]
    assert s.edge == -1
    other = new_game([deck, deck], np.random.default_rng(2))
    assert s.players[0].hand != other.players[0].hand  # shuffled


def test_phases_come_in_order(cards):
    """rules 3: unlock, master, minion, influence, discard, in this order every turn."""
    deck = cards.precon("V5:Ventrue").deck
    rng = np.random.default_rng(5)
    s = new_game(goldfish_setup(deck), rng, turn_limit=6, goldfish=True)
    pol = GoldfishPolicy()
    from vtes_tools.engine import LegalActions, PlayerView

    last = (0, -1)
    view = PlayerView(s, 0)
    while not s.terminal:
        key = (s.turn, int(s.phase))
        assert key >= last, "phases never go back within a turn"
        last = key
        apply_checked(s, pol.choose(view, LegalActions(s, legal_actions), rng))


# -- transfers and influence (rules 7) --------------------------------------------------------


@pytest.mark.parametrize("seat,first", [(1, 1), (2, 2), (3, 3), (4, 4), (5, 4)])
def test_first_turn_transfers_by_seat(cards, seat, first):
    """rules 7: 1/2/3 transfers in the first turn of the first three Methuselahs, 4 after."""
    s = goldfish(cards, {"Ayelech": 12}, filler(), seat=seat)
    while s.phase != Phase.INFLUENCE:
        apply(s, PASS)
    assert s.transfers == first
    while s.turn == 1:
        apply(s, PASS)
    while s.phase != Phase.INFLUENCE:
        apply(s, PASS)
    assert s.transfers == 4


def test_first_turn_transfers_at_a_table(cards):
    """rules 7: at a table of five the seats get 1, 2, 3, 4, 4 transfers in their first turn."""
    deck = cards.precon("V5:Tremere").deck
    s = new_game([deck] * 5, np.random.default_rng(0))
    assert [m.first_transfers for m in s.players] == [1, 2, 3, 4, 4]


def test_three_uses_of_transfers(cards):
    """rules 7: 1 transfer = 1 pool to blood; 2 transfers = 1 blood back; 4 + 1 pool = crypt card."""
    s = goldfish(cards, {"Ayelech": 6, "Lauren": 6}, filler(), seat=4)
    at_phase(s, Phase.INFLUENCE)
    m = s.players[0]
    v = m.uncontrolled[0]
    apply_checked(s, Action(Kind.TRANSFER, target=v, n=3))
    assert (m.pool, s.blood[v], s.transfers) == (27, 3, 1)
    with pytest.raises(RulesError):
        apply_checked(s, Action(Kind.RETRIEVE, target=v))  # needs 2 transfers
    s.transfers = 4
    apply_checked(s, Action(Kind.RETRIEVE, target=v))
    assert (m.pool, s.blood[v], s.transfers) == (28, 2, 2)
    s.transfers = 4
    crypt, unc = len(m.crypt), len(m.uncontrolled)
    apply_checked(s, Action(Kind.CRYPT_DRAW))
    assert (m.pool, len(m.crypt), len(m.uncontrolled), s.transfers) == (27, crypt - 1, unc + 1, 0)


def test_vampire_comes_into_play_at_capacity(cards):
    """rules 7: a vampire with blood >= capacity can move, unlocked, to the ready region."""
    s = goldfish(cards, {"Lauren": 12}, filler(), seat=4)
    at_phase(s, Phase.INFLUENCE)
    v = s.players[0].uncontrolled[0]
    apply_checked(s, Action(Kind.TRANSFER, target=v, n=3))
    assert Action(Kind.INFLUENCE, target=v) not in legal_actions(s)
    s.transfers = 1
    apply_checked(s, Action(Kind.TRANSFER, target=v, n=1))
    apply_checked(s, Action(Kind.INFLUENCE, target=v))
    assert v in s.players[0].ready and not s.locked[v] and s.blood[v] == 4


def test_nora_worked_example(cards):
    """rules 7, the worked example: Nora, 2 pool, 4 transfers, 8 blood on a capacity-10 vampire
    and 2 on a capacity-7 one, takes 1 blood back (2 transfers) and moves 2 pool (2 transfers)."""
    s = goldfish(cards, {"Alexa Draper": 1, "Sybren van Oosten": 1, "Ayelech": 10}, filler(), seat=4)
    m = s.players[0]
    ten = ids(s, "Alexa Draper")[0]  # capacity 8 in V5: make it 10 by reading the rule with its capacity
    seven = ids(s, "Sybren van Oosten")[0]
    assert s.setup.capacity[seven] == 7
    for i in (ten, seven):
        move(s, i, "uncontrolled")
    cap = s.setup.capacity[ten]
    s.blood[ten] = cap - 2
    s.blood[seven] = 2
    m.pool = 2
    at_phase(s, Phase.INFLUENCE)
    # moving both pool now would oust her: legal, but the end of her game
    trial = s.clone()
    apply_checked(trial, Action(Kind.TRANSFER, target=ten, n=2))
    assert trial.players[0].ousted and trial.terminal
    apply_checked(s, Action(Kind.RETRIEVE, target=seven))
    assert (m.pool, s.transfers, s.blood[seven]) == (3, 2, 1)
    apply_checked(s, Action(Kind.TRANSFER, target=ten, n=2))
    apply_checked(s, Action(Kind.INFLUENCE, target=ten))
    assert ten in m.ready and m.pool == 1 and not m.ousted


def test_second_copy_of_a_unique_vampire_is_burned(cards):
    """rules 4.1: contesting with yourself burns the incoming copy."""
    s = goldfish(cards, {"Lauren": 12}, filler(), seat=4)
    a, b = ids(s, "Lauren")[:2]
    move(s, a, "ready")
    s.blood[a] = 4
    move(s, b, "uncontrolled")
    s.blood[b] = 4
    at_phase(s, Phase.INFLUENCE)
    apply_checked(s, Action(Kind.INFLUENCE, target=b))
    m = s.players[0]
    assert b in m.ash and b not in m.ready and s.blood[b] == 0


# -- hand, master phase (rules 1.6.1, 5) ----------------------------------------------------


def test_hand_is_refilled_after_each_card_and_library_can_run_out(cards):
    """rules 1.6.1.2: replace each card played; an empty library draws nothing, play goes on."""
    s = goldfish(cards, {"Ayelech": 12}, filler({"Information Highway": 1}), seat=4)
    m = s.players[0]
    hw = ids(s, "Information Highway")[0]
    move(s, hw, "hand")
    while len(m.hand) > 7:
        move(s, m.hand[0], "library")
    at_phase(s, Phase.MASTER)
    before = len(m.library)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=hw))
    assert len(m.hand) == 7 and len(m.library) == before - 1 and hw in m.in_play
    # empty the library: discarding no longer draws
    for i in list(m.library):
        move(s, i, "ash")
    at_phase(s, Phase.DISCARD)
    apply_checked(s, Action(Kind.DISCARD, card=m.hand[0]))
    assert len(m.hand) == 6 and not s.terminal


def test_master_phase_one_action_trifle_gives_another(cards):
    """rules 5 (one master action), 1.6.2.5 (a trifle gives another; one trifle a turn),
    1.6.2.1 (locations stay in play; +2 transfers in the influence phase)."""
    s = goldfish(cards, {"Lauren": 12}, filler({"Vessel": 2, "Information Highway": 1}), seat=4)
    m = s.players[0]
    v = ids(s, "Lauren")[0]
    move(s, v, "ready")
    s.blood[v] = 3
    vessels = ids(s, "Vessel")
    hw = ids(s, "Information Highway")[0]
    for i in (*vessels, hw):
        move(s, i, "hand")
    at_phase(s, Phase.MASTER)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=vessels[0], target=v))
    assert s.master_actions == 1 and s.attached[vessels[0]] == v and m.pool == 29
    assert not any(a.card == vessels[1] for a in legal_actions(s))  # one trifle per turn
    apply_checked(s, Action(Kind.PLAY_MASTER, card=hw))
    assert hw in m.in_play
    assert s.phase == Phase.MINION  # no master action left
    while s.phase != Phase.INFLUENCE:
        apply(s, PASS)
    assert s.transfers == 6


# -- minion phase (rules 6) -------------------------------------------------------------------


def minion_game(cards, library, seed=0):
    s = goldfish(cards, {"Ayelech": 4, "Lauren": 4, "Nassir": 4}, filler(library), seat=4, seed=seed)
    v = ids(s, "Ayelech")[0]
    move(s, v, "ready")
    s.blood[v] = 4
    at_phase(s, Phase.MINION)
    return s, v


def test_bleed_burns_pool_and_takes_the_edge(cards):
    """rules 6.1.1: bleed 1 by default, the Edge on success, one bleed a turn per minion."""
    s, v = minion_game(cards, {})
    apply_checked(s, Action(Kind.BLEED, actor=v))
    assert s.players[1].pool == 29 and s.edge == 0 and s.players[0].bled_total == 1 and s.locked[v]
    s.locked[v] = 0
    assert Action(Kind.BLEED, actor=v) not in legal_actions(s)


def test_edge_gives_a_pool_in_unlock(cards):
    """rules 4: the Methuselah with the Edge gains 1 pool in the unlock phase."""
    s, v = minion_game(cards, {})
    apply_checked(s, Action(Kind.BLEED, actor=v))
    pool = s.players[0].pool
    while s.turn == 1:
        apply(s, legal_actions(s)[-1])
    assert s.players[0].pool == pool + 1 and not s.locked[v]


def test_hunt_gains_blood_and_is_mandatory_without_blood(cards):
    """rules 6.1.2: hunting gains 1 blood (never over capacity); a dry vampire must hunt (rules 6)."""
    s, v = minion_game(cards, {})
    s.blood[v] = 0
    acts = legal_actions(s)
    assert acts == [Action(Kind.HUNT, actor=v)]
    with pytest.raises(RulesError):
        apply_checked(s, PASS)
    apply_checked(s, Action(Kind.HUNT, actor=v))
    assert s.blood[v] == 1
    s2, v2 = minion_game(cards, {})
    s2.blood[v2] = 7
    apply_checked(s2, Action(Kind.HUNT, actor=v2))
    assert s2.blood[v2] == 7


def test_action_card_bleed_and_limited_modifiers(cards):
    """rules 6.1.6 (action card bleed with +2), 1.6.3.2 and V5 "limited" (one +bleed modifier),
    6.2.3 (costs: the action's on success, a modifier's when played)."""
    s, v = minion_game(cards, {"Govern the Unaligned": 1, "Conditioning": 1, "Bonding": 1})
    m = s.players[0]
    for name in ("Govern the Unaligned", "Conditioning", "Bonding"):
        move(s, ids(s, name)[0], "hand")
    gov = ids(s, "Govern the Unaligned")[0]
    cond = ids(s, "Conditioning")[0]
    bond = ids(s, "Bonding")[0]
    inferior = next(k for k, o in enumerate(s.setup.effect[gov].options) if o.level == 1)
    apply_checked(s, Action(Kind.ACTION_CARD, actor=v, card=gov, n=inferior))
    assert s.pending is not None and s.pending.stage == Stage.AFTER_BLOCKS and s.pending.bleed == 3
    superior = next(k for k, o in enumerate(s.setup.effect[cond].options) if o.level == 2)
    assert {a.card for a in legal_actions(s) if a.kind == Kind.MODIFIER} == {cond, bond}
    apply_checked(s, Action(Kind.MODIFIER, actor=v, card=cond, n=superior))
    # Bonding is limited too: no modifier is left to play, so the bleed resolves at once
    assert s.pending is None
    assert s.players[1].pool == 30 - 6  # 1 + 2 (Govern) + 3 (superior Conditioning)
    assert s.blood[v] == 2  # 1 blood for Conditioning when played, 1 for Govern on success
    assert gov in m.ash and cond in m.ash and bond in m.hand


def test_govern_superior_adds_blood_to_a_younger_uncontrolled_vampire(cards):
    """rules 6.1.6: [DOM] Govern: +1 stealth action, 3 blood to a younger uncontrolled vampire."""
    s, v = minion_game(cards, {"Govern the Unaligned": 1})
    gov = ids(s, "Govern the Unaligned")[0]
    move(s, gov, "hand")
    lauren = ids(s, "Lauren")[0]
    other = ids(s, "Ayelech")[1]
    move(s, lauren, "uncontrolled")
    move(s, other, "uncontrolled")
    superior = next(k for k, o in enumerate(s.setup.effect[gov].options) if o.level == 2)
    targets = {a.target for a in legal_actions(s) if a.card == gov and a.n == superior}
    assert lauren in targets and other not in targets  # Ayelech is not younger than Ayelech
    apply_checked(s, Action(Kind.ACTION_CARD, actor=v, card=gov, target=lauren, n=superior))
    assert s.blood[lauren] == 3 and s.players[1].pool == 30


def test_equip_recruit_employ(cards):
    """rules 6.1.3 (equip, pool cost on success), 6.1.4 (employ: life), 6.1.5 (recruit: the
    ally cannot act the turn it is recruited)."""
    s = goldfish(cards, {"Larissa Moreira": 12}, filler({".44 Magnum": 1, "Raven Spy": 1, "Underbridge Stray": 1}), seat=4)
    m = s.players[0]
    v = ids(s, "Larissa Moreira")[0]
    move(s, v, "ready")
    s.blood[v] = 6
    for name in (".44 Magnum", "Raven Spy", "Underbridge Stray"):
        move(s, ids(s, name)[0], "hand")
    at_phase(s, Phase.MINION)
    gun, spy, stray = ids(s, ".44 Magnum")[0], ids(s, "Raven Spy")[0], ids(s, "Underbridge Stray")[0]
    apply_checked(s, Action(Kind.EQUIP, actor=v, card=gun))
    assert s.attached[gun] == v and gun in m.in_play and m.pool == 28
    s.locked[v] = 0
    at_phase(s, Phase.MINION)
    apply_checked(s, Action(Kind.EMPLOY, actor=v, card=spy))
    # Larissa has superior Animalism: [ANI] Raven Spy has 2 life
    assert s.attached[spy] == v and s.blood[spy] == 2 and s.blood[v] == 5
    s.locked[v] = 0
    at_phase(s, Phase.MINION)
    apply_checked(s, Action(Kind.RECRUIT, actor=v, card=stray))
    assert stray in m.ready and s.blood[stray] == 2  # [ANI] Underbridge Stray: 2 life
    s.locked[v] = 0
    at_phase(s, Phase.MINION)
    assert not any(a.actor == stray for a in legal_actions(s))


def test_discard_phase(cards):
    """rules 8: one discard phase action: discard a card and draw."""
    s = goldfish(cards, {"Ayelech": 12}, filler(), seat=4)
    m = s.players[0]
    at_phase(s, Phase.DISCARD)
    c = m.hand[0]
    apply_checked(s, Action(Kind.DISCARD, card=c))
    assert c in m.ash and len(m.hand) == 7
    assert s.phase == Phase.UNLOCK or s.turn == 2  # the turn ended


def test_oust_at_zero_pool(cards):
    """rules 9.1: 0 pool ousts; the predator gains 1 VP and 6 pool; the last one standing +1 VP."""
    deck = make_deck(cards, {"Ayelech": 12}, filler())
    s = new_game([deck, deck], np.random.default_rng(0))
    v = s.players[0].uncontrolled[0]
    move(s, v, "ready")
    s.blood[v] = 3
    s.players[1].pool = 1
    at_phase(s, Phase.MINION)
    apply_checked(s, Action(Kind.BLEED, actor=v))
    assert s.players[1].ousted and s.terminal
    assert returns(s) == [2.0, 0.0] and s.players[0].pool == 36


def test_apply_checked_rejects_illegal_actions(cards):
    s, v = minion_game(cards, {})
    with pytest.raises(RulesError, match="illegal action"):
        apply_checked(s, Action(Kind.TRANSFER, target=v, n=1))
    s.terminal = True
    with pytest.raises(RulesError, match="game is over"):
        apply_checked(s, PASS)


def test_action_repr_types_back():
    a = Action(Kind.ACTION_CARD, actor=3, card=40, target=7, n=1)
    assert repr(a) == "Action(Kind.ACTION_CARD, actor=3, card=40, target=7, n=1)"
    assert eval(repr(a)) == a


def test_clone_is_independent_and_replays_identically(cards):
    deck = cards.precon("V5:Malkavian").deck
    rng = np.random.default_rng(3)
    s = new_game(goldfish_setup(deck), rng, turn_limit=8, goldfish=True)
    c = s.clone()
    assert c.setup is s.setup
    pol = GoldfishPolicy()
    play(s, [pol, pol], s.rng)
    play(c, [pol, pol], c.rng)
    assert s.turn_log == c.turn_log
    assert c.players[0].hand is not s.players[0].hand


# -- random games with invariants after every action ----------------------------------------


@pytest.mark.parametrize("clan", ["Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue"])
def test_random_and_goldfish_games_keep_invariants(cards, clan):
    deck = cards.precon(f"V5:{clan}").deck
    setup = goldfish_setup(deck)
    for seed, pol in ((1, RandomPolicy()), (2, GoldfishPolicy())):
        rng = np.random.default_rng(seed)
        s = new_game(setup, rng, turn_limit=10, goldfish=True)
        check_invariants(s)
        play(s, [pol, pol], rng, checked=True, after=check_invariants)
        assert s.terminal and (s.players[0].turns == 10 or s.players[0].ousted)


def test_random_table_of_four_keeps_invariants(cards):
    decks = [cards.precon(f"V5:{c}").deck for c in ("Malkavian", "Nosferatu", "Toreador", "Ventrue")]
    rng = np.random.default_rng(11)
    s = new_game(decks, rng, turn_limit=6)
    pol = RandomPolicy()
    play(s, [pol] * 4, rng, checked=True, after=check_invariants)
    assert s.terminal
    assert all(m.turns == 6 or m.ousted for m in s.players)


def test_state_marks_are_distinct():
    """Each literal mark a module keeps in ``GameState.used`` has its own number.

    Two marks sharing a number read each other: the discard-phase step of Fiendish Tongue once
    read a vampire's "once each turn, +1 bleed" use as its own.
    """
    import re
    from pathlib import Path

    import vtes_tools.engine as engine

    seen: dict[int, str] = {}
    for path in sorted(Path(engine.__file__).parent.glob("*.py")):
        for name, value in re.findall(r"^([A-Z][A-Z0-9_]*) = (-[0-9_]+)\b", path.read_text(), re.M):
            where = f"{path.stem}.{name}"
            assert int(value) not in seen, f"{where} and {seen[int(value)]} share {value}"
            seen[int(value)] = where
    assert len(seen) > 20


def test_engine_enums_have_no_aliases():
    """Each member of an engine enum has its own value: two members given the same number (added
    on separate branches) would silently be one, and the rules would read one as the other."""
    import enum
    import importlib
    import pkgutil

    import vtes_tools.engine as engine

    seen = 0
    for info in pkgutil.iter_modules(engine.__path__):
        module = importlib.import_module(f"vtes_tools.engine.{info.name}")
        for name, obj in vars(module).items():
            if isinstance(obj, type) and issubclass(obj, enum.Enum) and obj.__module__ == module.__name__:
                seen += 1
                aliases = [n for n, member in obj.__members__.items() if n != member.name]
                assert not aliases, f"{module.__name__}.{name}: {aliases}"
    assert seen >= 5
