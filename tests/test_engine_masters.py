"""Master cards the rules play by the shape of their effect (engine/masters.py): Ashur Tablets,
Fame, Perfectionist, Life in the City, Tribute to the Master, Golconda, The Coven (rules 1.6.2, 5)."""

from __future__ import annotations

import numpy as np
import pytest
from scenario import MASTERS_CRYPT as CRYPT
from scenario import MASTERS_FILLER as FILLER
from scenario import (
    at_phase,
    check_table,
    hand,
    inst,
    make_deck,
    master_phase,
    minion_phase,
    move,
    ready,
    table,
    table_choice,
)

from vtes_tools.engine import (
    PASS,
    Action,
    GoldfishPolicy,
    Kind,
    Phase,
    Stage,
    TablePolicy,
    apply_checked,
    legal_actions,
    masters,
    new_game,
    play,
)
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.state import GameSetup

MASTERS = ("Ashur Tablets", "Fame", "Perfectionist", "Life in the City", "Tribute to the Master",
           "Golconda: Inner Peace", "The Coven", "Monastery of Shadows", "The Labyrinth", "Dragonbound",
           "The Unmasking", "Dominate", "Obfuscate", "Wider View", "The Barrens", "Anarch Troublemaker",
           "Secure Haven", "Jake Washington", "Haven Uncovered", "Smiling Jack, The Anarch",
           "Palla Grande", "Tension in the Ranks", "Anthelios, The Red Star", "Scourge of the Enochians",
           "The Eternals of Sirius", "The Hungry Coyote", "Carfax Abbey", "Papillon",
           "Grooming the Protégé", "Chantry", "Guardian Angel", "Rebel", "Creepshow Casino", "Warsaw Station",
           "Wasserschloss Anif, Austria", "Visit from the Capuchin")


@pytest.fixture(scope="module")
def deck(cards):
    return make_deck(cards, CRYPT, {**FILLER, **{n: 4 for n in MASTERS}})


def test_the_shapes_are_executed(cards):
    reg = EffectRegistry()
    for name in MASTERS:
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name


def test_ashur_tablets_third_copy(deck):
    """Ashur Tablets: with three copies in play, every copy in play leaves the game, 3 pool, one
    ash heap card to hand, up to twelve more shuffled into the library; one played each turn."""
    s = table(deck)
    m = s.players[0]
    ready(s, 0, "Lauren")
    tabs = [inst(s, 0, "Ashur Tablets", k) for k in range(3)]
    move(s, tabs[0], "in_play")
    move(s, tabs[1], "in_play")
    other = inst(s, 1, "Ashur Tablets")
    move(s, other, "in_play")
    ash = [inst(s, 0, "Theft of Vitae", k) for k in range(15)] + [inst(s, 0, "Lauren", 1)]
    for i in ash:
        move(s, i, "ash")
    wanted = inst(s, 0, "Eyes of Argus")
    move(s, wanted, "ash")
    move(s, tabs[2], "hand")
    master_phase(s)
    acts = [a for a in legal_actions(s) if a.card == tabs[2]]
    assert Action(Kind.PLAY_MASTER, card=tabs[2], target=wanted) in acts
    assert all(a.target != inst(s, 0, "Lauren", 1) for a in acts)  # library cards only
    library = len(m.library)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=tabs[2], target=wanted))
    assert m.pool == 33 and wanted in m.hand
    assert set(tabs) <= set(m.removed) and other in s.players[1].removed  # every copy in play
    assert not any(s.setup.card_id[j] == s.setup.card_id[other] for q in s.players for j in q.in_play)
    assert len(m.library) == library - 1 + 12  # replaced the played card, twelve shuffled in
    assert [s.setup.card[i].name for i in m.ash].count("Theft of Vitae") == 3
    check_table(s)


def test_ashur_tablets_one_each_turn(deck):
    s = table(deck)
    ready(s, 0, "Lauren")
    a, b = inst(s, 0, "Ashur Tablets", 0), inst(s, 0, "Ashur Tablets", 1)
    move(s, a, "hand")
    move(s, b, "hand")
    master_phase(s)
    s.master_actions = 2
    apply_checked(s, Action(Kind.PLAY_MASTER, card=a))
    assert a in s.players[0].in_play and s.players[0].pool == 30
    assert not any(x.card == b for x in legal_actions(s))  # "only one ... each turn"


def test_fame_burns_pool_at_torpor_and_each_unlock(deck):
    """Fame: after the vampire goes to torpor its controller burns 3 pool; in each Methuselah's
    unlock phase while it stays in torpor, that Methuselah burns 1 pool."""
    s = table(deck)
    ready(s, 0, "Lauren")
    v = ready(s, 1, "Ayelech")
    fame = hand(s, 0, "Fame")
    master_phase(s)
    assert Action(Kind.PLAY_MASTER, card=fame, target=v) in legal_actions(s)  # another's vampire
    apply_checked(s, Action(Kind.PLAY_MASTER, card=fame, target=v))
    assert s.attached[fame] == v and fame in s.players[0].in_play
    R.to_torpor(s, v)
    assert s.players[1].pool == 27 and s.players[0].pool == 30
    s.phase = Phase.UNLOCK
    R.enter(s, Phase.MASTER)  # Methuselah 0's unlock phase ends
    assert s.players[0].pool == 29
    s.current = 2
    s.phase = Phase.UNLOCK
    R.enter(s, Phase.MASTER)
    assert s.players[2].pool == 29 and s.players[1].pool == 27
    check_table(s)


def test_table_policy_puts_fame_on_the_prey(deck):
    s = table(deck)
    ready(s, 0, "Lauren")
    mine = ready(s, 0, "Bret Stryker")
    prey = ready(s, 1, "Ayelech", blood=1)
    ready(s, 2, "Anson")
    fame = hand(s, 0, "Fame")
    master_phase(s)
    from vtes_tools.engine import PlayerView
    from vtes_tools.engine.policies import LegalActions

    a = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert a == Action(Kind.PLAY_MASTER, card=fame, target=prey)
    del mine


def test_perfectionist_blood_after_a_successful_action(deck):
    """Perfectionist: once each turn, 1 blood after a successful action with no reaction played;
    a vampire has one archetype only."""
    s = table(deck, n=2)
    v = ready(s, 0, "Ayelech", blood=2)
    perf = hand(s, 0, "Perfectionist")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=perf, target=v))
    assert s.attached[perf] == v
    second = hand(s, 0, "Perfectionist", 1)
    s.master_actions = 1
    assert not any(a.card == second for a in legal_actions(s))  # one archetype
    at_phase(s, 0, Phase.MINION)
    s.turn += 1
    s.used.clear()
    apply_checked(s, Action(Kind.BLEED, actor=v))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[v] == 3  # bled successfully: +1 blood
    s.locked[v] = 0
    s.bled_turn[v] = -1
    at_phase(s, 0, Phase.MINION)  # the same turn
    apply_checked(s, Action(Kind.HUNT, actor=v))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[v] == 4  # the hunt's blood only: once each turn


def test_perfectionist_not_after_a_reaction(deck):
    """No blood when a reaction card was played during the action (Deflection)."""
    s = table(deck, n=3)
    v = ready(s, 0, "Ayelech", blood=2)
    attach = inst(s, 0, "Perfectionist")
    move(s, attach, "in_play")
    s.attached[attach] = v
    ready(s, 1, "Ayelech")
    hand(s, 1, "Deflection")
    at_phase(s, 0, Phase.MINION)
    s.turn += 1
    apply_checked(s, Action(Kind.BLEED, actor=v))
    reacted = False
    while s.pending is not None:
        acts = [a for a in legal_actions(s) if a.kind == Kind.REACTION]
        if acts and not reacted:
            apply_checked(s, acts[0])
            reacted = True
        else:
            apply_checked(s, PASS)
    assert reacted and s.blood[v] == 2 and sum(m.pool for m in s.players) == 89  # bled, no blood


def test_life_in_the_city_tribute_and_golconda(deck):
    s = table(deck, n=2)
    m = s.players[0]
    a = ready(s, 0, "Ayelech", blood=2)
    b = ready(s, 0, "Lauren", blood=1)
    theirs = ready(s, 1, "Bret Stryker", blood=1)
    life = hand(s, 0, "Life in the City")
    master_phase(s)
    acts = legal_actions(s)
    assert Action(Kind.PLAY_MASTER, card=life, target=theirs) in acts  # "a ready vampire"
    apply_checked(s, Action(Kind.PLAY_MASTER, card=life, target=a))
    assert s.blood[a] == 3 and life in m.ash
    trib = hand(s, 0, "Tribute to the Master")
    for i in [i for i in m.hand if i != trib]:
        move(s, i, "library")  # the card drawn to replace Life in the City
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=trib))
    assert m.pool == 32 and s.blood[a] == 2 and s.blood[b] == 0
    casino = ready(s, 0, "Casino Reeds", blood=4)
    move(s, casino, "torpor")
    gol = hand(s, 0, "Golconda: Inner Peace")
    master_phase(s)
    targets = {x.target for x in legal_actions(s) if x.card == gol}
    assert targets == {casino}  # capacity 8 or more: Ayelech (7) and Lauren (4) cannot
    apply_checked(s, Action(Kind.PLAY_MASTER, card=gol, target=casino))
    assert casino in m.removed and m.pool == 41
    check_table(s)


def test_the_coven_blood_then_the_predator_takes_it(deck):
    """The Coven: lock it to add 2 blood to a ready vampire you control; in your discard phase
    your predator takes control of it."""
    s = table(deck, n=3)
    v = ready(s, 0, "Ayelech", blood=1)
    coven = hand(s, 0, "Coven, The")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=coven))
    assert coven in s.players[0].in_play
    use = Action(Kind.USE, card=coven, target=v)
    assert use in legal_actions(s)
    apply_checked(s, use)
    assert s.blood[v] == 3 and s.locked[coven]
    s.phase = Phase.INFLUENCE
    R.enter(s, Phase.DISCARD)
    pred = s.predator(0)
    assert coven in s.players[pred].in_play and coven not in s.players[0].in_play
    check_table(s)


def test_tables_and_goldfish_play_the_master_cards(deck, cards):
    """Full tables with every shape in the decks keep the invariants; the policies play them."""
    played: set[str] = set()

    def after(s, a):
        check_table(s, a)
        if a.kind in (Kind.PLAY_MASTER, Kind.USE, Kind.PLAY_EVENT):
            played.add(s.setup.card[a.card].name)

    for seed in range(3):
        s = new_game([deck] * 4, np.random.default_rng(seed), turn_limit=12)
        play(s, [TablePolicy()] * 4, np.random.default_rng(seed), checked=True, after=after)
    assert {"Ashur Tablets", "Fame", "Perfectionist", "Life in the City", "Monastery of Shadows", "Dominate"} <= played
    gold = R.goldfish_setup(make_deck(cards, CRYPT, {"Ashur Tablets": 12, "Tribute to the Master": 6, **FILLER}))
    pool = []
    for seed in range(3):
        s = R.new_game(gold, np.random.default_rng(seed), turn_limit=15, goldfish=True)
        play(s, [GoldfishPolicy()] * 2, np.random.default_rng(seed), checked=True)
        pool.append(sum(1 for i in s.players[0].removed if s.setup.card[i].name == "Ashur Tablets"))
    assert max(pool) >= 3  # the goldfish completed a set of three


@pytest.fixture(scope="module")
def event_deck(cards):
    return make_deck(cards, CRYPT, {**FILLER, "Dragonbound": 2, "The Unmasking": 2, "Underbridge Stray": 4})


def test_events_are_discard_phase_actions_once_per_game(event_deck):
    """rules 1.6.4, 8: a discard phase action puts an event in play; each event card once per
    game. Dragonbound: in each Methuselah's discard phase, 1 pool for each of their vampires in
    torpor; not replaced while in play."""
    s = table(event_deck, n=3)
    m = s.players[0]
    drag = hand(s, 0, "Dragonbound")
    at_phase(s, 0, Phase.INFLUENCE)
    R.enter(s, Phase.DISCARD)
    n_hand = len(m.hand)
    apply_checked(s, Action(Kind.PLAY_EVENT, card=drag))
    assert drag in m.in_play and len(m.hand) == n_hand - 1  # not replaced
    other = hand(s, 1, "Dragonbound")
    for name in ("Ayelech", "Lauren"):
        move(s, ready(s, 1, name), "torpor")
    at_phase(s, 1, Phase.INFLUENCE)
    R.enter(s, Phase.DISCARD)
    assert s.players[1].pool == 28  # two vampires in torpor
    assert Action(Kind.PLAY_EVENT, card=other) not in legal_actions(s)  # once per game
    assert Action(Kind.DISCARD, card=other) in legal_actions(s)
    check_table(s)


def test_the_unmasking_allies_intercept_against_vampires(event_deck):
    """The Unmasking: an ally blocking a vampire gets +1 intercept (the bleed has +1 stealth)."""
    def attempt(unmasked: bool, blocker_name: str):
        s = table(event_deck, n=2)
        a = ready(s, 0, "Ayelech")
        ally = inst(s, 1, "Underbridge Stray")
        move(s, ally, "ready")
        s.blood[ally] = 1
        vamp = ready(s, 1, "Lauren")
        if unmasked:
            move(s, inst(s, 1, "Unmasking, The"), "in_play")
        at_phase(s, 0, Phase.MINION)
        s.turn += 1
        apply_checked(s, Action(Kind.BLEED, actor=a))
        s.pending.stealth = 1
        apply_checked(s, Action(Kind.BLOCK, actor=ally if blocker_name == "ally" else vamp))
        while s.pending is not None and s.combat is None and PASS in legal_actions(s):
            apply_checked(s, PASS)  # no other block attempt
        return s.players[1].pool == 30  # blocked: the bleed did not go through

    assert not attempt(False, "ally")
    assert attempt(True, "ally")
    assert not attempt(True, "vampire")  # vampires do not get it


def test_table_policy_plays_dragonbound(event_deck):
    from vtes_tools.engine import PlayerView
    from vtes_tools.engine.policies import LegalActions

    s = table(event_deck, n=3)
    drag = hand(s, 0, "Dragonbound")
    ready(s, 0, "Anson")
    for name in ("Ayelech", "Lauren"):
        move(s, ready(s, 1, name), "torpor")
    at_phase(s, 0, Phase.INFLUENCE)
    R.enter(s, Phase.DISCARD)
    a = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert a == Action(Kind.PLAY_EVENT, card=drag)


def test_tables_with_events_keep_the_invariants(event_deck):
    events: list[str] = []

    def after(s, a):
        check_table(s, a)
        if a.kind == Kind.PLAY_EVENT:
            events.append(s.setup.card[a.card].name)

    for seed in range(4):
        s = new_game([event_deck] * 4, np.random.default_rng(seed), turn_limit=12)
        play(s, [TablePolicy()] * 4, np.random.default_rng(seed), checked=True, after=after)
    assert all(e == "Dragonbound" for e in events)  # The Unmasking only with allies (none here)


def test_stealth_locations(cards):
    """Locations locked to give the acting vampire +1 stealth when a block would succeed (rules
    6.2.2.2): Monastery of Shadows for capacity 8 or more (+1 hand size), The Labyrinth for a
    Nosferatu."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Monastery of Shadows": 2, "The Labyrinth": 2})

    def bleed_blocked(name: str, labyrinth: bool = False):
        s = table(deck, n=2)
        m = s.players[0]
        actor = ready(s, 0, name)
        blocker = ready(s, 1, "Ayelech")
        mon = hand(s, 0, "Monastery of Shadows")
        master_phase(s)
        size = m.hand_size
        apply_checked(s, Action(Kind.PLAY_MASTER, card=mon))
        assert mon in m.in_play and m.hand_size == size + 1
        if labyrinth:
            move(s, inst(s, 0, "Labyrinth, The"), "in_play")
        at_phase(s, 0, Phase.MINION)
        s.turn += 1
        apply_checked(s, Action(Kind.BLEED, actor=actor))
        apply_checked(s, Action(Kind.BLOCK, actor=blocker))
        return s, actor, mon

    s, _, _ = bleed_blocked("Lauren", labyrinth=True)  # capacity 4, not a Nosferatu: no stealth
    assert s.pending is None or s.pending.stage != Stage.ATTEMPT
    assert s.players[1].pool == 30
    s, anson, mon = bleed_blocked("Anson")
    use = Action(Kind.USE, actor=anson, card=mon)
    assert [a for a in legal_actions(s) if a.kind == Kind.USE] == [use]
    apply_checked(s, use)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.locked[mon] and s.players[1].pool == 29  # the block failed: bled
    s, _, _ = bleed_blocked("Casino Reeds", labyrinth=True)
    assert len([a for a in legal_actions(s) if a.kind == Kind.USE]) == 2  # Monastery and The Labyrinth


def test_discipline_master_cards(cards):
    """Dominate: the vampire gets +1 level of Dominate and +1 capacity; not on a vampire with
    superior Dominate. Bret Stryker then bleeds with Govern the Unaligned [dom]; Lauren's
    Dominate becomes superior ([DOM] Govern the Unaligned)."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Dominate": 4, "Govern the Unaligned": 4})
    s = table(deck, n=2)
    bret = ready(s, 0, "Bret Stryker")
    lauren = ready(s, 0, "Lauren")
    ayelech = ready(s, 1, "Ayelech")
    govern = hand(s, 0, "Govern the Unaligned")
    dom = hand(s, 0, "Dominate")
    before = s.setup
    at_phase(s, 0, Phase.MINION)
    assert not any(a.actor == bret and a.card == govern for a in legal_actions(s))
    master_phase(s)
    targets = {a.target for a in legal_actions(s) if a.card == dom}
    assert bret in targets and lauren in targets and ayelech not in targets  # superior Dominate
    apply_checked(s, Action(Kind.PLAY_MASTER, card=dom, target=bret))
    assert s.attached[dom] == bret and s.setup.capacity[bret] == 5 and before.capacity[bret] == 4
    at_phase(s, 0, Phase.MINION)
    s.turn += 1
    assert any(a.actor == bret and a.card == govern for a in legal_actions(s))
    dom2 = hand(s, 0, "Dominate", 1)
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=dom2, target=lauren))
    from vtes_tools.engine.effects import DISCIPLINE_BITS

    assert s.setup.disc_sup[lauren] >> DISCIPLINE_BITS["dom"] & 1  # inferior -> superior
    master_phase(s)
    dom3 = hand(s, 0, "Dominate", 2)
    assert lauren not in {a.target for a in legal_actions(s) if a.card == dom3}
    check_table(s)


def test_wider_view(cards):
    """Wider View: 1 transfer draws a crypt card to the uncontrolled region, then a crypt card
    there is removed from the game (the next choice, no passing); 4 transfers burn it for 2 pool."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Wider View": 4})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Lauren")
    wv = hand(s, 0, "Wider View")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=wv))
    assert wv in m.in_play and m.pool == 29  # 1 pool
    at_phase(s, 0, Phase.INFLUENCE)
    s.transfers = 5
    unc, crypt = len(m.uncontrolled), len(m.crypt)
    apply_checked(s, Action(Kind.USE, card=wv, n=0))
    assert len(m.uncontrolled) == unc + 1 and len(m.crypt) == crypt - 1 and s.transfers == 4
    acts = legal_actions(s)
    assert acts and all(a.kind == Kind.USE and a.n == 2 for a in acts)  # the removal, no passing
    assert {a.target for a in acts} == set(m.uncontrolled)
    gone = acts[0].target
    apply_checked(s, acts[0])
    assert gone in m.removed and gone not in m.uncontrolled and PASS in legal_actions(s)
    apply_checked(s, Action(Kind.USE, card=wv, n=1))
    assert wv in m.ash and m.pool == 31 and s.transfers == 0
    check_table(s)


def test_goldfish_uses_wider_view(cards):
    gold = R.goldfish_setup(make_deck(cards, CRYPT, {"Wider View": 12, **FILLER}))
    used = []
    for seed in range(3):
        s = R.new_game(gold, np.random.default_rng(seed), turn_limit=10, goldfish=True)
        play(s, [GoldfishPolicy()] * 2, np.random.default_rng(seed), checked=True,
               after=lambda s, a: used.append(a.n) if a.kind == Kind.USE else None)
    assert 0 in used and 2 in used


def test_table_policy_uses_wider_view(cards):
    """The table policy reads Wider View's uses from the card (dig, the owed removal, burn)
    without listing the influence phase's actions: checked play accepts each one."""
    setup = GameSetup([make_deck(cards, CRYPT, {"Wider View": 12, **FILLER})] * 3, EffectRegistry())
    used = []
    for seed in range(3):
        s = R.new_game(setup, np.random.default_rng(seed), turn_limit=8)
        play(s, [TablePolicy()] * 3, np.random.default_rng(seed), checked=True,
               after=lambda s, a: used.append(a.n) if a.kind == Kind.USE and s.setup.master_shape[a.card] is not None
               and s.setup.master_shape[a.card][0] == masters.CRYPT_DIG else None)
    assert {masters.DIG, masters.DIG_REMOVE} <= set(used)
    assert used.count(masters.DIG) == used.count(masters.DIG_REMOVE)  # each dig owes a removal


def test_the_barrens(cards):
    """The Barrens: lock it to discard a card and draw."""
    deck = make_deck(cards, CRYPT, {**FILLER, "The Barrens": 2})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Lauren")
    barrens = inst(s, 0, "Barrens, The")
    move(s, barrens, "in_play")
    dead = hand(s, 0, "Theft of Vitae")
    master_phase(s)
    use = Action(Kind.USE, card=barrens, target=dead)
    assert use in legal_actions(s)
    n = len(m.hand)
    apply_checked(s, use)
    assert dead in m.ash and len(m.hand) == n and s.locked[barrens]
    assert not any(a.kind == Kind.USE for a in legal_actions(s))  # locked


def test_anarch_troublemaker(cards):
    """Anarch Troublemaker: in your unlock phase, your prey takes control of it and up to two of
    their vampires are locked, or an equipment on one of their minions is burned."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Anarch Troublemaker": 2, ".44 Magnum": 2})
    s = table(deck, n=3)
    ready(s, 0, "Lauren")
    at = inst(s, 0, "Anarch Troublemaker")
    move(s, at, "in_play")
    a, b, c = ready(s, 1, "Ayelech"), ready(s, 1, "Lauren"), ready(s, 1, "Anson")
    s.locked[c] = 1  # acted in its turn: nothing to lock
    gun = inst(s, 1, ".44 Magnum")
    move(s, gun, "in_play")
    s.attached[gun] = a
    at_phase(s, 0, Phase.UNLOCK)
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE]
    assert Action(Kind.USE, actor=a, card=at, target=b) in uses and Action(Kind.USE, card=at, target=gun, n=1) in uses
    assert all(c not in (x.actor, x.target) for x in uses)
    apply_checked(s, Action(Kind.USE, actor=a, card=at, target=b))
    assert s.locked[a] and s.locked[b] and at in s.players[1].in_play and at not in s.players[0].in_play
    at_phase(s, 1, Phase.UNLOCK)  # now the prey's: against its own prey
    s.locked[a] = s.locked[b] = 0
    ready(s, 2, "Bret Stryker")
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == at]
    assert uses and all(x.actor < 0 or s.setup.owner[x.actor] == 2 for x in uses)
    apply_checked(s, next(x for x in uses if x.n == 0))
    assert at in s.players[2].in_play
    check_table(s)


def test_secure_haven(cards):
    """Secure Haven: other Methuselahs' actions cannot target the minion; master cards targeting
    it cost 1 more pool; burned after the minion goes to torpor."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Secure Haven": 2, "Life in the City": 2, "Bum's Rush": 4})
    s = table(deck, n=2)
    mine = ready(s, 0, "Ayelech", blood=4)
    other = ready(s, 0, "Lauren")
    haven = hand(s, 0, "Secure Haven")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=haven, target=mine))
    assert s.attached[haven] == mine and s.players[0].pool == 29
    attacker = ready(s, 1, "Anson")
    hand(s, 1, "Bum's Rush")
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    targets = {a.target for a in legal_actions(s) if a.actor == attacker and a.kind == Kind.ACTION_CARD}
    assert other in targets and mine not in targets  # cannot be the target of their actions
    life = hand(s, 0, "Life in the City")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=life, target=mine))
    assert s.players[0].pool == 28  # 1 more pool for a master card targeting it
    R.to_torpor(s, mine)
    assert haven in s.players[0].ash and not s.setup.targeted[mine]  # burned: targetable again
    check_table(s)


def test_jake_washington(cards):
    """Jake Washington: in play he is a 1-life ally with 0 strength and 0 bleed (he can block);
    in your unlock phase you can burn him to add 4 blood to a ready vampire with no blood."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Jake Washington": 4})
    s = table(deck, n=2)
    m = s.players[0]
    v = ready(s, 0, "Ayelech", blood=1)
    jake = hand(s, 0, "Jake Washington")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=jake))
    assert jake in m.ready and s.blood[jake] == 1
    a = ready(s, 1, "Lauren")
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    apply_checked(s, Action(Kind.BLEED, actor=a))
    assert Action(Kind.BLOCK, actor=jake) in legal_actions(s)  # a minion who can block
    s.pending = None
    at_phase(s, 0, Phase.UNLOCK)
    assert not any(x.card == jake for x in legal_actions(s))  # no empty vampire
    s.blood[v] = 0
    use = Action(Kind.USE, card=jake, target=v)
    assert use in legal_actions(s)
    apply_checked(s, use)
    assert s.blood[v] == 4 and jake in m.ash and jake not in m.ready
    check_table(s)


def test_random_tables_with_every_shape(deck):
    """Random play over every shape keeps the invariants (cards conserved, pools, ousts)."""
    from vtes_tools.engine import RandomPolicy

    for seed in range(6):
        s = new_game([deck] * 4, np.random.default_rng(seed), turn_limit=8)
        play(s, [RandomPolicy()] * 4, np.random.default_rng(seed), checked=True, after=check_table)


def test_haven_uncovered(cards):
    """Haven Uncovered: other Methuselahs' minions can enter combat with the vampire as a +1
    stealth (D) action; the vampire can burn the card as a +1 stealth (D) action."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Haven Uncovered": 2})
    s = table(deck, n=3)
    mine = ready(s, 0, "Anson")
    target = ready(s, 1, "Lauren")
    hu = hand(s, 0, "Haven Uncovered")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=hu, target=target))
    assert s.attached[hu] == target
    at_phase(s, 0, Phase.MINION)
    s.turn += 1
    attack = Action(Kind.ENTER_COMBAT, actor=mine, target=target, n=1)
    assert attack in legal_actions(s)
    apply_checked(s, attack)
    assert s.pending.stealth == 1 and s.pending.directed and s.pending.target_p == 1
    while s.pending is not None and s.combat is None:
        apply_checked(s, PASS)
    assert s.blood[target] == 2  # the combat: Anson's hand strike healed with 1 blood
    s.combat = None
    s.pending = None
    at_phase(s, 1, Phase.MINION)
    s.locked[target] = s.locked[mine] = 0
    s.turn += 1
    burn = Action(Kind.BURN_CARD, actor=target, target=hu, n=1)
    assert burn in legal_actions(s)
    apply_checked(s, burn)
    assert s.pending.target_p == 0 and s.pending.stealth == 1 and s.decider == 0  # directed at its controller
    assert Action(Kind.BLOCK, actor=mine) in legal_actions(s)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert hu in s.players[0].ash
    check_table(s)


def test_smiling_jack(cards):
    """Smiling Jack: in your unlock phase 1 pool moves to a counter on it; in each other
    Methuselah's unlock phase, for each counter, they burn 1 pool or 1 blood from a vampire
    they control (owed first, no passing); vampires burn it as a (D) action."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Smiling Jack, The Anarch": 2})
    s = table(deck, n=3)
    ready(s, 0, "Lauren")
    jack = hand(s, 0, "Smiling Jack, The Anarch")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=jack))
    s.phase = Phase.UNLOCK
    R.enter(s, Phase.MASTER)  # the end of its controller's unlock phase
    assert s.blood[jack] == 1 and s.players[0].pool == 29
    s.blood[jack] = 2
    v = ready(s, 1, "Ayelech", blood=3)
    s.current = 1
    R.begin_turn(s)
    acts = legal_actions(s)
    assert set(acts) == {Action(Kind.USE, card=jack), Action(Kind.USE, card=jack, target=v)}  # no passing
    apply_checked(s, Action(Kind.USE, card=jack, target=v))
    apply_checked(s, Action(Kind.USE, card=jack))
    assert s.blood[v] == 2 and s.players[1].pool == 29
    assert not any(a.card == jack for a in legal_actions(s))  # paid
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    burn = Action(Kind.BURN_CARD, actor=v, target=jack)
    assert burn in legal_actions(s)
    apply_checked(s, burn)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert jack in s.players[0].ash
    check_table(s)


def test_palla_grande_and_tension_in_the_ranks(cards):
    """Palla Grande: Toreador antitribu get +1 bleed; a counter burns in each of your discard
    phases, the card with the last. Tension in the Ranks: after a ready minion goes to torpor or
    is burned, its controller burns 1 pool; a master phase action and two master cards burn it."""
    deck = make_deck(cards, {**CRYPT, "Carter": 2}, {**FILLER, "Palla Grande": 2, "Tension in the Ranks": 2,
                                                     "Fame": 4})
    s = table(deck, n=2)
    m = s.players[0]
    dolie = ready(s, 0, "Carter", blood=2)
    palla = hand(s, 0, "Palla Grande")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=palla))
    assert s.blood[palla] == 3
    at_phase(s, 0, Phase.MINION)
    s.turn += 1
    apply_checked(s, Action(Kind.BLEED, actor=dolie))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 28  # 1 + 1 bleed
    for left in (2, 1):
        s.phase = Phase.INFLUENCE
        R.enter(s, Phase.DISCARD)
        assert s.blood[palla] == left
    s.phase = Phase.INFLUENCE
    R.enter(s, Phase.DISCARD)
    assert palla in m.ash
    tension = hand(s, 0, "Tension in the Ranks")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=tension))
    v = ready(s, 1, "Ayelech")
    R.to_torpor(s, v)
    assert s.players[1].pool == 27
    w = ready(s, 1, "Lauren")
    R.burn_minion(s, w)
    assert s.players[1].pool == 26
    f1, f2 = hand(s, 1, "Fame", 0), hand(s, 1, "Fame", 1)
    master_phase(s, 1)
    burn = Action(Kind.USE, actor=f1, card=tension, target=f2)
    assert burn in legal_actions(s)
    apply_checked(s, burn)
    assert tension in m.ash and f1 in s.players[1].ash and f2 in s.players[1].ash
    check_table(s)


def test_anthelios_and_scourge(cards):
    """Anthelios: once each master phase, a master phase action exchanges a master card in hand
    for one in the ash heap. Scourge of the Enochians: in your discard phase burn a vampire with
    capacity 2 or less; the predator then takes control of it."""
    deck = make_deck(cards, {**CRYPT, "Cyan Sin": 2}, {**FILLER, "Anthelios, The Red Star": 2,
                                                      "Scourge of the Enochians": 2, "Fame": 4,
                                                      "Life in the City": 2})
    s = table(deck, n=3)
    m = s.players[0]
    ready(s, 0, "Lauren")
    anth = inst(s, 1, "Anthelios, The Red Star")
    move(s, anth, "in_play")  # another Methuselah's event
    f1 = hand(s, 0, "Fame", 0)
    f_ash = inst(s, 0, "Fame", 1)
    move(s, f_ash, "ash")
    master_phase(s)
    s.master_actions = 2
    assert not any(a.card == anth for a in legal_actions(s))  # only Fame in the ash heap: same card
    life = inst(s, 0, "Life in the City")
    move(s, life, "ash")
    swap = Action(Kind.USE, actor=f1, card=anth, target=life)
    assert swap in legal_actions(s)
    apply_checked(s, swap)
    assert life in m.hand and f1 in m.ash and s.master_actions == 1
    assert not any(a.card == anth for a in legal_actions(s))  # once each master phase
    scourge = inst(s, 0, "Scourge of the Enochians")
    move(s, scourge, "ash")
    s.players[0].ash.remove(scourge)
    move(s, scourge, "hand")
    small = ready(s, 1, "Cyan Sin")
    at_phase(s, 0, Phase.INFLUENCE)
    R.enter(s, Phase.DISCARD)
    apply_checked(s, Action(Kind.PLAY_EVENT, card=scourge))
    use = Action(Kind.USE, card=scourge, target=small)
    assert use in legal_actions(s)
    apply_checked(s, use)
    assert small in s.players[1].ash and scourge in s.players[s.predator(0)].in_play
    check_table(s)


def test_eternals_of_sirius_and_hungry_coyote(cards):
    """The Eternals of Sirius: 5 pool with a ready Follower of Set, or 5 blood to one with
    capacity 9 or more in the uncontrolled region. The Hungry Coyote: Sabbat vampires you
    control get +1 hunt."""
    deck = make_deck(cards, {**CRYPT, "Aisha": 2, "Aaron Bathurst": 2, "Kahina the Sorceress": 1},
                     {**FILLER, "The Eternals of Sirius": 2, "The Hungry Coyote": 2})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Lauren")
    eternals = hand(s, 0, "Eternals of Sirius, The")
    master_phase(s)
    assert not any(a.card == eternals for a in legal_actions(s))  # no ready Follower of Set, none of 9+
    ready(s, 0, "Aisha")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=eternals))
    assert m.pool == 31  # 5 pool, 4 for the card
    kahina = inst(s, 0, "Kahina the Sorceress")
    move(s, kahina, "uncontrolled")
    again = hand(s, 0, "Eternals of Sirius, The", 1)
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=again, target=kahina, n=1))
    assert s.blood[kahina] == 5 and m.pool == 27
    aaron = ready(s, 0, "Aaron Bathurst", blood=1)
    coyote = hand(s, 0, "Hungry Coyote, The")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=coyote))
    at_phase(s, 0, Phase.MINION)
    s.turn += 1
    apply_checked(s, Action(Kind.HUNT, actor=aaron))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[aaron] == 3  # 1 + 1 hunt
    check_table(s)


def test_hunting_grounds_for_some_vampires(cards):
    """Carfax Abbey (requires a ready Anarch): an Anarch of yours gains 1 blood in your unlock
    phase, a second one while you control a ready baron. Papillon: a titled vampire gains 2."""
    deck = make_deck(cards, {**CRYPT, "Atiena": 1, "Anita Wainwright": 1, "Aluc Romas de Leon": 1,
                             "Alexa Draper": 1}, {**FILLER, "Carfax Abbey": 2, "Papillon": 2})
    s = table(deck, n=2)
    lauren = ready(s, 0, "Lauren", blood=1)
    carfax = hand(s, 0, "Carfax Abbey")
    master_phase(s)
    assert not any(a.card == carfax for a in legal_actions(s))  # no ready Anarch
    anita = ready(s, 0, "Anita Wainwright", blood=1)
    aluc = ready(s, 0, "Aluc Romas de Leon", blood=1)
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=carfax))
    at_phase(s, 0, Phase.UNLOCK)
    s.used.clear()
    feeds = {a.target for a in legal_actions(s) if a.card == carfax}
    assert feeds == {anita, aluc}  # Anarchs only
    apply_checked(s, Action(Kind.USE, card=carfax, target=anita))
    assert s.blood[anita] == 2 and not any(a.card == carfax for a in legal_actions(s))  # one: no baron
    ready(s, 0, "Atiena", blood=6)
    at_phase(s, 0, Phase.UNLOCK)
    assert [a.target for a in legal_actions(s) if a.card == carfax] == [aluc]  # a second with a baron
    apply_checked(s, Action(Kind.USE, card=carfax, target=aluc))
    assert s.blood[aluc] == 2
    papillon = hand(s, 0, "Papillon")
    alexa = ready(s, 0, "Alexa Draper", blood=1)
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=papillon))  # a ready baron or prince: a city title
    at_phase(s, 0, Phase.UNLOCK)
    s.used.clear()
    assert {a.target for a in legal_actions(s) if a.card == papillon} == {alexa}  # titled, room for blood
    apply_checked(s, Action(Kind.USE, card=papillon, target=alexa))
    assert s.blood[alexa] == 3 and lauren not in {a.target for a in legal_actions(s)}
    check_table(s)


def test_grooming_the_protege(cards):
    """Grooming the Protégé: up to 3 blood from a ready vampire you control to a younger vampire
    of its clan in your uncontrolled region."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Grooming the Protégé": 2})
    s = table(deck, n=2)
    m = s.players[0]
    ayelech = ready(s, 0, "Ayelech", blood=4)
    lauren = inst(s, 0, "Lauren")
    move(s, lauren, "uncontrolled")
    anson = inst(s, 0, "Anson")
    move(s, anson, "uncontrolled")  # a Toreador: not the same clan
    groom = hand(s, 0, "Grooming the Protégé")
    master_phase(s)
    acts = [a for a in legal_actions(s) if a.card == groom]
    assert {(a.actor, a.target) for a in acts} == {(ayelech, lauren)} and {a.n for a in acts} == {1, 2, 3}
    apply_checked(s, Action(Kind.PLAY_MASTER, actor=ayelech, card=groom, target=lauren, n=3))
    assert s.blood[ayelech] == 1 and s.blood[lauren] == 3 and groom in m.ash
    check_table(s)


def test_first_hunting_grounds(cards):
    """Fetish Club Hunting Ground: during your unlock phase, 1 blood to a ready vampire you
    control, one hunting ground per vampire each turn."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Fetish Club Hunting Ground": 2, "Base Hunting Ground": 2})
    s = table(deck, n=2)
    v = ready(s, 0, "Lauren", blood=1)
    fetish = inst(s, 0, "Fetish Club Hunting Ground")
    base = inst(s, 0, "Base Hunting Ground")
    move(s, fetish, "in_play")
    move(s, base, "in_play")
    at_phase(s, 0, Phase.UNLOCK)
    assert {a.card for a in legal_actions(s) if a.target == v} == {fetish, base}
    apply_checked(s, Action(Kind.USE, card=fetish, target=v))
    assert s.blood[v] == 2 and not any(a.target == v for a in legal_actions(s))  # fed once this turn


def test_chantry(cards):
    """Chantry: in your master phase, lock it and burn 1 pool or 1 blood from a ready Tremere you
    control to move a Tremere from torpor to their controller's ready region."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Chantry": 2})
    s = table(deck, n=2)
    m = s.players[0]
    payer = ready(s, 0, "Ayelech", blood=3)
    lauren = inst(s, 0, "Lauren")
    move(s, lauren, "torpor")
    anson = inst(s, 0, "Anson")
    move(s, anson, "torpor")  # a Toreador: not rescued
    chantry = inst(s, 0, "Chantry")
    move(s, chantry, "in_play")
    master_phase(s)
    acts = [a for a in legal_actions(s) if a.card == chantry]
    assert {(a.actor, a.target) for a in acts} == {(-1, lauren), (payer, lauren)}
    assert table_choice(s) in acts  # the policy rescues its vampire
    apply_checked(s, Action(Kind.USE, actor=payer, card=chantry, target=lauren))
    assert lauren in m.ready and s.blood[payer] == 2 and s.locked[chantry] and m.pool == 30
    assert not any(a.card == chantry for a in legal_actions(s))  # locked
    s.locked[chantry] = 0
    s.locked[payer] = 0
    move(s, lauren, "torpor")
    master_phase(s)
    apply_checked(s, Action(Kind.USE, card=chantry, target=lauren))
    assert lauren in m.ready and m.pool == 29  # 1 pool instead
    s.locked[chantry] = 0
    s.blood[payer] = 0
    move(s, lauren, "torpor")
    master_phase(s)
    assert not any(a.card == chantry for a in legal_actions(s))  # no ready Tremere with blood to burn
    check_table(s)


def test_guardian_angel(cards):
    """Guardian Angel: on a ready vampire you control, +1 intercept during bleed actions directed
    at you (not other actions), 1 damage prevented each combat; burned when it goes to torpor."""
    from vtes_tools.engine.combat import auto_prevent_of

    deck = make_deck(cards, CRYPT, {**FILLER, "Guardian Angel": 2})
    s = table(deck, n=2)
    v = ready(s, 0, "Lauren", blood=3)
    angel = hand(s, 0, "Guardian Angel")
    master_phase(s)
    assert {a.target for a in legal_actions(s) if a.card == angel} == {v}
    assert table_choice(s).card == angel
    apply_checked(s, Action(Kind.PLAY_MASTER, card=angel, target=v))
    assert s.attached[angel] == v and R.intercept_of(s, v) == 0 and auto_prevent_of(s, v) == 1
    a = ready(s, 1, "Bret Stryker", blood=3)
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    trial = s.clone()
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=v))
    assert s.pending.intercept == 1 and s.pending.blocked  # stealth 0: blocked with its intercept
    apply_checked(trial, Action(Kind.HUNT, actor=a))
    apply_checked(trial, Action(Kind.BLOCK, actor=v))
    assert trial.pending is None and trial.blood[a] == 4  # a hunt: +1 stealth, no intercept: it fed
    R.to_torpor(s, v)
    assert angel in s.players[0].ash  # "if this vampire is in torpor, burn this card"
    check_table(s)


def test_rebel(cards):
    """Rebel (an archetype): once each turn, blocking a titled vampire or a political action gives
    the blocker 1 blood before block resolution."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Rebel": 2, "Perfectionist": 2})
    s = table(deck, n=2)
    v = ready(s, 0, "Lauren", blood=2)
    rebel = hand(s, 0, "Rebel")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=rebel, target=v))
    assert s.attached[rebel] == v
    perf = hand(s, 0, "Perfectionist")
    s.master_actions = 1
    assert not any(a.card == perf for a in legal_actions(s))  # one archetype
    prince = ready(s, 1, "Anson", blood=3)
    plain = ready(s, 1, "Bret Stryker", blood=3)
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    s.used.clear()
    trial = s.clone()
    apply_checked(trial, Action(Kind.BLEED, actor=plain))
    apply_checked(trial, Action(Kind.BLOCK, actor=v))
    assert trial.stats[:2] == [1, 1] and (rebel, R.USED_CARD) not in trial.used  # blocked, not titled: no blood
    apply_checked(s, Action(Kind.BLEED, actor=prince))
    apply_checked(s, Action(Kind.BLOCK, actor=v))
    # a prince blocked: +1 blood, then the same hand strike as the other's in combat
    assert s.stats[:2] == [1, 1] and s.blood[v] == trial.blood[v] + 1
    assert (rebel, R.USED_CARD) in s.used  # once each turn
    check_table(s)


def test_creepshow_casino(cards):
    """Creepshow Casino: lock it as a vampire you control announces an undirected action, for +1
    stealth even if not yet needed; not on a directed action."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Creepshow Casino": 2})
    s = table(deck, n=2)
    a = ready(s, 0, "Bret Stryker", blood=3)
    casino = inst(s, 0, "Creepshow Casino")
    move(s, casino, "in_play")
    ready(s, 1, "Lauren")
    minion_phase(s)
    trial = s.clone()
    apply_checked(trial, Action(Kind.BLEED, actor=a))
    assert not any(x.card == casino for x in legal_actions(trial))  # a directed action
    apply_checked(s, Action(Kind.HUNT, actor=a))
    assert s.pending.stage == Stage.ANNOUNCE and Action(Kind.USE, actor=a, card=casino) in legal_actions(s)
    assert table_choice(s) == Action(Kind.USE, actor=a, card=casino)  # a blocker with no intercept left behind
    apply_checked(s, Action(Kind.USE, actor=a, card=casino))
    assert s.pending.stealth == 2 and s.locked[casino]
    check_table(s)


def test_warsaw_station(cards):
    """Warsaw Station: locked as a Nosferatu announces an undirected action, the acting Nosferatu
    unlocks after the action if it succeeded; burned (even locked) to move a Nosferatu from torpor
    to the ready region."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Warsaw Station": 2})
    s = table(deck, n=2)
    m = s.players[0]
    a = ready(s, 0, "Casino Reeds", blood=3)
    other = ready(s, 0, "Bret Stryker", blood=3)
    warsaw = inst(s, 0, "Warsaw Station")
    move(s, warsaw, "in_play")
    minion_phase(s)
    trial = s.clone()
    apply_checked(trial, Action(Kind.HUNT, actor=other))
    assert trial.pending is None  # not a Nosferatu: nothing to lock, the hunt resolved
    apply_checked(s, Action(Kind.HUNT, actor=a))
    assert table_choice(s) == Action(Kind.USE, actor=a, card=warsaw)  # no blocker: it succeeds
    apply_checked(s, Action(Kind.USE, actor=a, card=warsaw))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[a] == 4 and not s.locked[a] and s.locked[warsaw]  # fed, then unlocked
    assert (a, masters.WARSAW_UNLOCK) not in s.used
    m.ready.remove(a)
    m.torpor.append(a)
    master_phase(s)
    burn = Action(Kind.USE, card=warsaw, target=a, n=1)
    assert burn in legal_actions(s)  # even locked
    apply_checked(s, burn)
    assert a in m.ready and warsaw in m.ash
    check_table(s)


def test_wasserschloss_anif(cards):
    """Wasserschloss Anif: in your master phase a Tremere you control moves 1 blood to counters on
    it (once); locked in your influence phase, every counter goes to a Tremere in your
    uncontrolled region; another Methuselah's minion burns it as a (D) action, a Malkavian with
    +1 stealth."""
    deck = make_deck(cards, {**CRYPT, "Alexander Silverson": 2}, {**FILLER, "Wasserschloss Anif, Austria": 2})
    s = table(deck, n=2)
    m = s.players[0]
    ayelech = ready(s, 0, "Ayelech", blood=5)
    ready(s, 0, "Bret Stryker", blood=4)  # a Toreador: cannot move blood to it
    lauren = inst(s, 0, "Lauren")
    move(s, lauren, "uncontrolled")
    s.blood[lauren] = 1
    bank = inst(s, 0, "Wasserschloss Anif, Austria")
    move(s, bank, "in_play")
    master_phase(s)
    assert [a for a in legal_actions(s) if a.card == bank] == [Action(Kind.USE, actor=ayelech, card=bank)]
    assert table_choice(s) == Action(Kind.USE, actor=ayelech, card=bank)  # 5 blood: one to spare
    apply_checked(s, Action(Kind.USE, actor=ayelech, card=bank))
    assert s.blood[ayelech] == 4 and s.blood[bank] == 1
    assert not any(a.card == bank for a in legal_actions(s))  # once each master phase
    s.blood[bank] = 2
    at_phase(s, 0, Phase.INFLUENCE)
    use = Action(Kind.USE, card=bank, target=lauren, n=1)
    assert use in legal_actions(s)
    assert table_choice(s) == use  # the counters to the vampire to come
    apply_checked(s, use)
    assert s.blood[lauren] == 3 and s.blood[bank] == 0 and s.locked[bank]
    malk = ready(s, 1, "Alexander Silverson", blood=3)
    tor = ready(s, 1, "Anson", blood=3)
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    burns = {a.actor: a.n for a in legal_actions(s) if a.kind == Kind.BURN_CARD and a.target == bank}
    assert burns == {malk: 1, tor: 0}  # Malkavians get +1 stealth
    apply_checked(s, Action(Kind.BURN_CARD, actor=malk, target=bank, n=1))
    assert s.pending.stealth == 1
    while s.pending is not None:
        apply_checked(s, PASS)
    assert bank in m.ash
    check_table(s)


def test_visit_from_the_capuchin(cards):
    """Visit from the Capuchin: in play with 4 counters and +4 hand size (drawn at once); each
    card that would be replaced burns a counter instead (and 1 hand size); burned with the last."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Visit from the Capuchin": 2, "Wasserschloss Anif, Austria": 2})
    s = table(deck, n=2)
    m = s.players[0]
    v = ready(s, 0, "Ayelech", blood=5)
    visit = hand(s, 0, "Visit from the Capuchin")
    while len(m.hand) < 7:
        m.hand.append(m.library.pop())
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=visit)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=visit))
    assert visit in m.in_play and s.blood[visit] == 4 and m.hand_size == 11 and len(m.hand) == 11
    for k in range(4):
        card = next(i for i in m.hand if s.setup.card[i].name == "Theft of Vitae")
        lib = len(m.library)
        R.play_from_hand(s, m, card, s.setup.effect[card])
        m.ash.append(card)
        assert len(m.library) == lib and len(m.hand) == 10 - k and m.hand_size == 10 - k  # not replaced
    assert visit in m.ash and m.hand_size == 7  # burned with its last counter
    card = next(i for i in m.hand if s.setup.card[i].name == "Theft of Vitae")
    R.play_from_hand(s, m, card, s.setup.effect[card])
    m.ash.append(card)
    assert len(m.hand) == 7  # replaced again
    bank = hand(s, 0, "Wasserschloss Anif, Austria")
    master_phase(s)
    assert Action(Kind.PLAY_MASTER, card=bank) in legal_actions(s)  # a location put in play
    apply_checked(s, Action(Kind.PLAY_MASTER, card=bank))
    assert bank in m.in_play and Action(Kind.USE, actor=v, card=bank) in legal_actions(s)
    check_table(s)


def test_wmrh_talk_radio(cards):
    """WMRH Talk Radio: locked to give a blocking minion +1 intercept when its block would fail
    (rules 6.2.2.2); if that minion does not block the action, 1 pool burned after resolution."""
    c = cards.lookup("WMRH Talk Radio").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, CRYPT, {**FILLER, "WMRH Talk Radio": 2})
    s = table(deck, n=2)
    m = s.players[0]
    b = ready(s, 0, "Lauren", blood=3)
    radio = hand(s, 0, "WMRH Talk Radio")
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=radio)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=radio))
    m.pool = 30
    a = ready(s, 1, "Bret Stryker", blood=3)
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    use = Action(Kind.USE, actor=b, card=radio)
    assert s.pending.stage == Stage.ATTEMPT and use in legal_actions(s)  # stealth 1 > intercept 0
    trial = s.clone()
    apply_checked(s, use)
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert s.stats[:2] == [1, 1] and s.locked[radio]  # blocked with its intercept, then combat
    assert m.pool == 30  # the minion blocked: nothing to pay
    trial.pending.stealth = 2  # the acting minion has more stealth
    apply_checked(trial, use)
    while trial.pending is not None:
        apply_checked(trial, PASS)
    assert trial.stats[0] == 0  # intercept 1 < stealth 2: the block failed
    assert trial.players[0].pool == 29 and trial.blood[a] == 4  # not blocked: 1 pool after resolution
    check_table(s)
    check_table(trial)


def _castle_table(cards, item: str, rich_blood: int, poor_blood: int, on_rich: bool):
    """Methuselah 0 with Heidelberg Castle in hand, Ayelech (``rich_blood``) and Lauren
    (``poor_blood``) ready, ``item`` in play on one of them, in its master phase."""
    deck = make_deck(cards, CRYPT, {**FILLER, "Heidelberg Castle, Germany": 2, item: 2})
    s = table(deck, n=2)
    rich = ready(s, 0, "Ayelech", blood=rich_blood)
    poor = ready(s, 0, "Lauren", blood=poor_blood)
    j = inst(s, 0, item)
    move(s, j, "in_play")
    s.attached[j] = rich if on_rich else poor
    castle = hand(s, 0, "Heidelberg Castle, Germany")
    master_phase(s)
    return s, rich, poor, j, castle


def test_heidelberg_castle(cards):
    """Heidelberg Castle: locked to move blood, equipment and/or retainers between two ready
    vampires you control (then more moves between those two, none with a third)."""
    c = cards.lookup("Heidelberg Castle, Germany").card
    assert R.executes(EffectRegistry()[c], c)
    s, rich, poor, jacket, castle = _castle_table(cards, "Leather Jacket", 6, 0, on_rich=True)
    m = s.players[0]
    third = ready(s, 0, "Bret Stryker", blood=1)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=castle))
    master_phase(s)
    acts = [a for a in legal_actions(s) if a.card == castle]
    assert Action(Kind.USE, actor=rich, card=castle, target=poor, n=4) in acts
    assert Action(Kind.USE, actor=rich, card=castle, target=third, n=-1 - jacket) in acts
    choice = table_choice(s)
    assert choice.card == castle and choice.actor == rich and choice.n > 0  # blood to an empty vampire
    apply_checked(s, Action(Kind.USE, actor=rich, card=castle, target=poor, n=3))
    assert s.blood[rich] == 3 and s.blood[poor] == 3 and s.locked[castle]
    acts = [a for a in legal_actions(s) if a.card == castle]
    assert acts and all({a.actor, a.target} == {rich, poor} for a in acts)  # the same two only
    apply_checked(s, Action(Kind.USE, actor=rich, card=castle, target=poor, n=-1 - jacket))
    assert s.attached[jacket] == poor and jacket in m.in_play
    check_table(s)


def test_heidelberg_castle_is_played_and_moves_a_weapon_to_the_vampire_that_acts(cards):
    """The table policy puts Heidelberg Castle in play with two ready vampires (a move in each
    master phase to come is worth its 2 pool); in play, it moves the .44 Magnum of a vampire too
    empty to act (1 blood: it hunts) to one with blood and no weapon (rules 6.4.3: one weapon
    strikes each round), not to one already holding a weapon."""
    s, rich, poor, gun, castle = _castle_table(cards, ".44 Magnum", 3, 1, on_rich=False)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=castle)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=castle))
    master_phase(s)
    assert table_choice(s) == Action(Kind.USE, actor=poor, card=castle, target=rich, n=-1 - gun)
    other = inst(s, 0, ".44 Magnum", 1)
    move(s, other, "in_play")
    s.attached[other] = rich
    choice = table_choice(s)
    assert choice.card != castle or choice.n >= 0


def test_toreador_grand_ball(cards):
    """Toreador Grand Ball: two ready Toreador chosen, one locked, which does not unlock as normal
    (rules 4) while the card is in play; the other's non-bleed actions cannot be blocked (rules
    6.2.2), its bleeds can. Minions burn it as a (D) action (rules 6.1.6), Nosferatu at -1
    stealth. The table policy does not lock a vampire for it with no political action card in
    hand to let through (tests/test_table_political_choices.py: the weakest locked when it
    plays it)."""
    c = cards.lookup("Toreador Grand Ball").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Bret Stryker": 2, "Catalina Vega": 2, "Min-seo": 2, "Casino Reeds": 2, "Ayelech": 2}
    deck = make_deck(cards, crypt, {**FILLER, "Toreador Grand Ball": 2})
    s = table(deck, n=2)
    m = s.players[0]
    low = ready(s, 0, "Min-seo")
    mid = ready(s, 0, "Bret Stryker")
    high = ready(s, 0, "Catalina Vega")
    blocker = ready(s, 1, "Ayelech")
    nosferatu = ready(s, 1, "Casino Reeds")
    ball = hand(s, 0, "Toreador Grand Ball")
    master_phase(s)
    acts = [a for a in legal_actions(s) if a.card == ball]
    assert len(acts) == 6 and all(a.actor != a.target for a in acts)  # ordered pairs of the three
    assert table_choice(s).card != ball
    apply_checked(s, Action(Kind.PLAY_MASTER, actor=low, card=ball, target=high))
    assert ball in m.in_play and s.locked[low] and not s.locked[high]
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=high))
    assert s.pending is None or not any(a.kind == Kind.BLOCK for a in legal_actions(s))  # no block window
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.blood[high] == 4  # hunted, unblocked
    apply_checked(s, Action(Kind.HUNT, actor=mid))
    assert Action(Kind.BLOCK, actor=blocker) in legal_actions(s)  # the other Toreador: blockable
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    trial = s.clone()
    s.locked[high] = 0
    at_phase(s, 0, Phase.MINION)
    apply_checked(s, Action(Kind.BLEED, actor=high))
    assert Action(Kind.BLOCK, actor=blocker) in legal_actions(s)  # "non-bleed actions"
    trial.current = 0
    R.begin_turn(trial)  # player 0's next unlock phase
    assert trial.locked[low] and not trial.locked[high] and not trial.locked[mid]
    # player 1's minions burn it: the Nosferatu at -1 stealth
    at_phase(trial, 1, Phase.MINION)
    trial.turn += 1
    burns = {a.actor: a.n for a in legal_actions(trial) if a.kind == Kind.BURN_CARD and a.target == ball}
    assert burns == {blocker: 0, nosferatu: -1}
    apply_checked(trial, Action(Kind.BURN_CARD, actor=nosferatu, target=ball, n=-1))
    while trial.pending is not None or trial.combat is not None:
        apply_checked(trial, PASS)
    assert ball in trial.players[0].ash
    trial.current = 0
    R.begin_turn(trial)
    assert not trial.locked[low]  # burned: it unlocks as normal again
    check_table(trial)


def test_channel_10(cards):
    """Channel 10: locked to give a blocking minion you control +2 intercept when its block would
    fail (rules 6.2.2.2), not during the first action in a minion phase; nothing owed after."""
    c = cards.lookup("Channel 10").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, CRYPT, {**FILLER, "Channel 10": 2})
    s = table(deck, n=2)
    m = s.players[0]
    b = ready(s, 0, "Lauren", blood=3)
    channel = hand(s, 0, "Channel 10")
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=channel)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=channel))
    first = ready(s, 1, "Bret Stryker", blood=3)
    second = ready(s, 1, "Brock Sterling", blood=3)
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    s.used.clear()
    # a bleed of Methuselah 0 (a directed action: Eyes of Argus [aus] in hand is usable), 1 stealth
    apply_checked(s, Action(Kind.BLEED, actor=first))
    s.pending.stealth = 1
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    use = Action(Kind.USE, actor=b, card=channel)
    assert s.pending.stage == Stage.ATTEMPT and use not in legal_actions(s)  # the first action
    s.locked[b] = 0
    while s.pending is not None:
        apply_checked(s, PASS)  # the block fails: stealth 1 > intercept 0
    assert s.stats[0] == 0
    apply_checked(s, Action(Kind.HUNT, actor=second))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    assert s.pending.stage == Stage.ATTEMPT and use in legal_actions(s)
    pool = m.pool
    s.pending.stealth = 2
    apply_checked(s, use)
    assert s.locked[channel]
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert s.stats[0] == 1 and m.pool == pool  # blocked (2 >= 2), nothing to pay
    check_table(s)


def test_club_illusion(cards):
    """Club Illusion: an Anarch burns 1 blood once as it announces a bleed action for +1 bleed
    (rules 6.2.1: as the action is announced); not for other vampires, not for other actions."""
    c = cards.lookup("Club Illusion").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Aluc Romas de Leon": 2, "Lauren": 2, "Ayelech": 2}
    deck = make_deck(cards, crypt, {**FILLER, "Club Illusion": 2})
    s = table(deck, n=2)
    anarch = ready(s, 0, "Aluc Romas de Leon", blood=3)
    other = ready(s, 0, "Lauren", blood=3)
    prey = ready(s, 1, "Ayelech")
    club = hand(s, 0, "Club Illusion")
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=club)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=club))
    minion_phase(s)
    s.used.clear()
    s.locked[prey] = 1
    trial = s.clone()
    apply_checked(s, Action(Kind.BLEED, actor=anarch))
    use = Action(Kind.USE, actor=anarch, card=club)
    assert s.pending.stage == Stage.ANNOUNCE and use in legal_actions(s)
    assert table_choice(s) == use  # spare blood, the prey's vampire locked
    apply_checked(s, use)
    assert s.blood[anarch] == 2 and not s.locked[club]
    assert s.pending is None or use not in legal_actions(s)  # "once"
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 28  # bled for 2
    apply_checked(trial, Action(Kind.BLEED, actor=other))  # not an Anarch
    assert trial.pending is None or not any(a.kind == Kind.USE for a in legal_actions(trial))
    check_table(s)


def test_market_square(cards):
    """Market Square: locked to give an Assamite (Banu Haqim) you control +1 intercept when its
    block would fail (rules 6.2.2.2); not for a vampire of another clan."""
    reg = EffectRegistry()
    for name in ("Market Square", "Information Network", "Kumpania"):
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name
    crypt = {"Arjun Shah": 2, "Lauren": 2, "Bret Stryker": 2}
    deck = make_deck(cards, crypt, {**FILLER, "Market Square": 2})
    s = table(deck, n=2)
    assamite = ready(s, 0, "Arjun Shah")
    other = ready(s, 0, "Lauren")
    square = hand(s, 0, "Market Square")
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=square)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=square))
    a = ready(s, 1, "Bret Stryker")
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    trial = s.clone()
    apply_checked(trial, Action(Kind.HUNT, actor=a))
    apply_checked(trial, Action(Kind.BLOCK, actor=other))
    assert trial.pending.stage != Stage.ATTEMPT  # not an Assamite: no intercept, the block failed
    assert not any(x.kind == Kind.USE for x in legal_actions(trial))
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=assamite))
    use = Action(Kind.USE, actor=assamite, card=square)
    assert s.pending.stage == Stage.ATTEMPT and use in legal_actions(s)
    apply_checked(s, use)
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert s.stats[0] == 1 and s.locked[square]  # blocked: intercept 1 against stealth 1
    check_table(s)
