"""Scenario tests of the title cards called by referendum (rules 10, 4.2, 6.3.3): Praxis Seizure,
Crusade, Cardinal Benediction and the clan justicars."""

from __future__ import annotations

import pytest
from scenario import TABLE_FILLER, call, inst, make_deck, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, apply_checked, legal_actions, politics, referendums
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

REGISTRY = EffectRegistry()
TITLES = ("Praxis Seizure: Seattle", "Praxis Seizure: Rome", "Nosferatu Justicar", "Cardinal Benediction",
          "Crusade: Detroit", "Rumors of Gehenna")


@pytest.fixture(scope="module")
def deck(cards):
    crypt = {"Lauren": 2, "Menele": 1, "Anson": 1, "Casino Reeds": 2, "Sascha Vykos, The Angel of Caine": 1,
             "Bret Stryker": 2}
    return make_deck(cards, crypt, {**TABLE_FILLER, **{n: 1 for n in TITLES}})


@pytest.mark.parametrize("name", TITLES)
def test_title_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(REGISTRY.of(card), card)


def _poll(s) -> None:
    """The caller (Methuselah 0) votes for with what it has, the others abstain (PASS)."""
    while s.referendum is not None:
        if s.referendum.order[s.referendum.k] == 0:
            apply_checked(s, Action(Kind.VOTE, n=1))
        else:
            apply_checked(s, PASS)


def test_praxis_seizure_makes_the_acting_vampire_prince(deck):
    """rules 10, 6.3.3: a passed Praxis Seizure goes on the acting vampire as a prince's title:
    2 votes; the card stays in play on it."""
    s = table(deck)
    a = ready(s, 0, "Lauren")  # Tremere, untitled
    call(s, a, "Praxis Seizure: Rome")
    card = s.referendum.card
    _poll(s)  # the card calling it is the caller's vote: 1 to 0
    assert R.votes_of(s, a) == 2 and card in s.players[0].in_play and s.attached[card] == a
    assert politics.base_votes(s, 0) == 2


def test_praxis_seizure_is_not_called_into_a_contested_title(deck):
    """rules 4.2: the city's prince is in play (Anson, Prince of Seattle): Praxis Seizure:
    Seattle has nothing to offer; Rome is not called by a Brujah (his capacity would rise)."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    ready(s, 1, "Anson")
    call(s, a, "Praxis Seizure: Seattle")
    assert s.referendum is None and R.votes_of(s, a) == 0
    s = table(deck)
    b = ready(s, 0, "Menele")  # Brujah
    call(s, b, "Praxis Seizure: Rome")
    assert s.referendum is None and R.votes_of(s, b) == 0


def test_nosferatu_justicar_gives_each_nosferatu_a_vote(deck):
    """"In this referendum, each Nosferatu gets 1 extra vote" (rules 6.3.3); the chosen ready
    Nosferatu becomes justicar: 3 votes instead of its prince's 2."""
    s = table(deck)
    a = ready(s, 0, "Lauren")
    n1 = ready(s, 1, "Casino Reeds")
    ready(s, 1, "Bret Stryker")
    call(s, a, "Nosferatu Justicar")
    r = s.referendum
    assert r.terms == [(n1,)] and r.term == (n1,)
    assert politics.base_votes(s, 1) == 2 + 1  # prince of Seattle, +1 as a Nosferatu
    _poll(s)
    assert R.votes_of(s, n1) == 3


def test_cardinal_benediction_non_sabbat_vampires_cannot_vote(deck):
    """"During this referendum, non-Sabbat vampires cannot cast votes or ballots": Anson's 2
    votes against are not cast; the Sabbat vampire with capacity 7 or more becomes cardinal."""
    s = table(deck)
    sv = ready(s, 0, "Sascha Vykos, The Angel of Caine")
    ready(s, 1, "Anson")
    call(s, sv, "Cardinal Benediction")
    assert politics.base_votes(s, 1) == 0
    while s.referendum is not None:
        votes = [x for x in legal_actions(s) if x.kind == Kind.VOTE and x.card < 0 and x.target < 0]
        caller = s.referendum.order[s.referendum.k] == 0
        apply_checked(s, votes[0] if caller else votes[-1] if votes else PASS)  # the others against
    assert R.votes_of(s, sv) == 3


def test_rumors_of_gehenna_gives_two_master_phase_actions(deck):
    """Rumors of Gehenna, passed: in play, its caller (the Methuselah it chooses) gets two master
    phase actions (rules 5); a later referendum to burn it burns it, not calling it again."""
    from vtes_tools.engine import burnable
    from vtes_tools.engine.rules import begin_turn

    s = table(deck)
    a = ready(s, 0, "Lauren")
    call(s, a, "Rumors of Gehenna")
    card = s.referendum.card
    _poll(s)
    assert card in s.players[0].in_play and referendums.rumors_bonus(s, 0) == 1 and referendums.rumors_bonus(s, 1) == 0
    s.current = 0
    begin_turn(s)
    assert s.master_actions == 2
    t = table(deck)
    b = ready(t, 1, "Anson")  # prince: 2 votes to burn it
    r_card = next(i for i, c in enumerate(t.setup.card) if c.name == "Rumors of Gehenna" and t.setup.owner[i] == 0)
    move(t, r_card, "in_play")
    t.current = 1
    burnable.call(t, b, r_card)
    assert referendums.spec_of(t, t.referendum) is referendums.BURN_IN_PLAY
    while t.referendum is not None:
        if t.referendum.order[t.referendum.k] == 1:
            apply_checked(t, Action(Kind.VOTE, n=1))
        else:
            apply_checked(t, PASS)
    assert r_card in t.players[0].ash


def test_baron_dieudonne_does_not_unlock_after_a_hunt(cards):
    """Found playing TWDA tables (benchmarks/played.py --seed 11, table 50): Baron Dieudonne
    "can burn 1 blood to unlock after performing a successful action"; after a hunt that is the
    blood just gained, and unlocking to hunt again made a game that never ended. He unlocks after
    a bleed, not after a hunt."""
    from scenario import minion_phase

    deck = make_deck(cards, {"Baron Dieudonne": 2, "Lauren": 2}, TABLE_FILLER)
    s = table(deck)
    d = ready(s, 0, "Baron Dieudonne", blood=2)
    for kind, unlocked in ((Kind.HUNT, False), (Kind.BLEED, True)):
        t = s.clone()
        minion_phase(t)
        apply_checked(t, Action(kind, actor=d))
        while t.pending is not None:
            apply_checked(t, PASS)
        assert bool(t.locked[d]) != unlocked


def test_revolutionary_council_locks_x_anarchs_for_2x_points(cards):
    """Revolutionary Council, called by a baron: X of its Methuselah's ready unlocked Anarchs are
    locked and 2X points burn 1 pool each from the Methuselahs they are allocated to."""
    deck = make_deck(cards, {"Atiena": 1, "Anita Wainwright": 2, "Lauren": 1},
                     {**TABLE_FILLER, "Revolutionary Council": 1})
    card = cards.lookup("Revolutionary Council").card
    assert executes(REGISTRY.of(card), card)
    s = table(deck)
    a = ready(s, 0, "Atiena")  # baron: 2 votes
    w = ready(s, 0, "Anita Wainwright")
    call(s, a, "Revolutionary Council")
    r = s.referendum
    assert {t[0] for t in r.terms} == {1}  # one ready unlocked Anarch besides the acting one
    k = next(k for k, t in enumerate(r.terms) if t == (1, 0, 2, 0, 0))
    apply_checked(s, Action(Kind.TERMS, n=k))
    pools = [m.pool for m in s.players]
    _poll(s)
    assert r.passed and s.locked[w] and s.players[1].pool == pools[1] - 2 and s.players[0].pool == pools[0]


def test_exclusion_principle_gains_pool_per_ready_independent_or_anarch(cards):
    """Exclusion Principle: each Methuselah gains 1 pool for each ready Independent or Anarch
    vampire it controls (rules 6.3.3: a passed referendum's effect)."""
    deck = make_deck(cards, {"Lauren": 2, "Anita Wainwright": 2, "Menele": 1},
                     {**TABLE_FILLER, "Exclusion Principle": 1})
    card = cards.lookup("Exclusion Principle").card
    assert executes(REGISTRY.of(card), card)
    s = table(deck)
    a = ready(s, 0, "Lauren")  # Camarilla: not counted
    ready(s, 1, "Anita Wainwright")  # Anarch
    pools = [m.pool for m in s.players]
    call(s, a, "Exclusion Principle")
    _poll(s)
    assert s.players[1].pool == pools[1] + 1 and s.players[0].pool == pools[0]


def test_anarch_salon_gives_blood_to_anarchs_and_pool_to_their_methuselahs(cards):
    """Anarch Salon, called by an Anarch: each ready Anarch gains 1 blood (none over its
    capacity, rules 6.1.2), each Methuselah controlling an Anarch gains 1 pool."""
    deck = make_deck(cards, {"Lauren": 2, "Anita Wainwright": 2, "Atiena": 1},
                     {**TABLE_FILLER, "Anarch Salon": 1})
    card = cards.lookup("Anarch Salon").card
    assert executes(REGISTRY.of(card), card)
    s = table(deck)
    salon = next(i for i, c in enumerate(s.setup.card_id) if c == card.id)
    assert not politics.can_call(s.setup, ready(s, 2, "Lauren"), salon)  # Camarilla: cannot call it
    a = ready(s, 0, "Atiena")
    w = ready(s, 1, "Anita Wainwright")
    s.blood[w] = 1
    pools = [m.pool for m in s.players]
    blood_a = s.blood[a]
    call(s, a, "Anarch Salon")
    _poll(s)
    assert s.blood[w] == 2 and s.players[1].pool == pools[1] + 1 and s.players[0].pool == pools[0] + 1
    assert s.blood[a] == min(blood_a + 1, s.setup.capacity[a])
    assert all(s.players[q].pool == pools[q] for q in range(2, len(s.players)))


def test_first_tradition_burns_2_pool_each_unlock_phase_until_6_burned(cards):
    """First Tradition, called by a prince, stays in play: each Methuselah burns 2 pool during
    its unlock phase (rules 4); the card burns once its controller has burned 6 by it."""
    deck = make_deck(cards, {"Ayelech": 2, "Lauren": 3}, {**TABLE_FILLER, "First Tradition: The Masquerade": 1})
    card = cards.lookup("First Tradition: The Masquerade").card
    assert executes(REGISTRY.of(card), card)
    s = table(deck)
    tradition = next(i for i, c in enumerate(s.setup.card_id) if c == card.id and s.setup.owner[i] == 0)
    assert not politics.can_call(s.setup, ready(s, 0, "Lauren"), tradition)  # untitled
    a = ready(s, 0, "Ayelech")
    call(s, a, "First Tradition: The Masquerade")
    _poll(s)
    assert tradition in s.players[0].in_play
    s.edge = -1
    pools = [m.pool for m in s.players]
    R.end_turn(s)  # Methuselah 1's unlock phase
    assert s.current == 1 and s.players[1].pool == pools[1] - 2 and s.players[0].pool == pools[0]
    for k in range(3):
        assert tradition in s.players[0].in_play
        referendums.tradition_unlock(s, s.players[0])
        assert s.players[0].pool == pools[0] - 2 * (k + 1)
    assert tradition not in s.players[0].in_play and tradition in s.players[0].ash
    referendums.tradition_unlock(s, s.players[1])
    assert s.players[1].pool == pools[1] - 2  # gone: nothing more to burn


def test_patsy_burns_the_edge_to_remove_a_title_and_2_pool(cards):
    """Patsy, called by a baron whose Methuselah has the Edge: the Edge burns, the chosen titled
    non-Anarch vampire loses its title (no more votes, rules 6.3.3) and its controller burns 2 pool."""
    deck = make_deck(cards, {"Atiena": 1, "Ayelech": 2, "Lauren": 2}, {**TABLE_FILLER, "Patsy": 1})
    card = cards.lookup("Patsy").card
    assert executes(REGISTRY.of(card), card)
    s = table(deck)
    patsy = next(i for i, c in enumerate(s.setup.card_id) if c == card.id and s.setup.owner[i] == 0)
    a = ready(s, 0, "Atiena")
    w = ready(s, 1, "Ayelech")
    ready(s, 2, "Lauren")  # untitled: not a choice
    s.edge = 1
    assert not politics.callable_now(s, patsy)  # "only usable if you control the Edge"
    s.edge = 0
    assert politics.callable_now(s, patsy)
    assert R.votes_of(s, w) == 2
    call(s, a, "Patsy")
    r = s.referendum
    assert r.terms == [(w,)]
    pools = [m.pool for m in s.players]
    _poll(s)
    assert r.passed and s.edge == -1 and R.votes_of(s, w) == 0 and s.players[1].pool == pools[1] - 2


def test_diversity_gains_a_pool_per_clan_of_ready_vampires(cards):
    """Diversity: each Methuselah gains 1 pool for each clan its ready vampires belong to."""
    deck = make_deck(cards, {"Lauren": 1, "Ayelech": 1, "Anson": 1, "Atiena": 1, "Menele": 1},
                     {**TABLE_FILLER, "Diversity": 1})
    card = cards.lookup("Diversity").card
    assert executes(REGISTRY.of(card), card)
    s = table(deck)
    a = ready(s, 0, "Lauren")
    ready(s, 0, "Ayelech")  # Tremere too: one clan
    ready(s, 0, "Anson")  # Toreador
    ready(s, 1, "Atiena")
    ready(s, 1, "Menele")  # Brujah both
    pools = [m.pool for m in s.players]
    call(s, a, "Diversity")
    _poll(s)
    assert [m.pool - p for m, p in zip(s.players, pools, strict=True)] == [2, 1, 0, 0]


def test_justicar_retribution_burns_vampires_bleeding_3(cards):
    """Justicar Retribution, called by a Camarilla vampire: every ready vampire with a current
    bleed of 3 or more burns (Stanislava: +2 bleed)."""
    card = cards.lookup("Justicar Retribution").card
    e = REGISTRY.of(card)
    assert executes(e, card) and not e.options[0].unread
    deck = make_deck(cards, {"Lauren": 2, "Stanislava": 2, "Atiena": 1}, {**TABLE_FILLER, "Justicar Retribution": 1})
    s = table(deck)
    a = ready(s, 0, "Lauren")
    w = ready(s, 1, "Stanislava")
    x = ready(s, 2, "Atiena")
    call(s, a, "Justicar Retribution")
    _poll(s)
    assert w not in s.players[1].ready and x in s.players[2].ready and a in s.players[0].ready


def test_pool_referendums_perpetual_care_transfer_of_power_take_it(cards):
    """Perpetual Care: 2 pool burned per vampire in torpor; Transfer of Power: 1 pool stolen from
    each Methuselah with more pool than the caller; Can't Take it with You: 1 pool gained, then 1
    burned per equipment, location or retainer controlled (rules 6.3.3, 9.1)."""
    names = ("Perpetual Care", "Transfer of Power", "Can't Take it with You", "Tithings")
    for name in names:
        card = cards.lookup(name).card
        assert executes(REGISTRY.of(card), card), name
    deck = make_deck(cards, {"Lauren": 3, "Atiena": 2}, {**TABLE_FILLER, **{n: 1 for n in names}, "Sport Bike": 1})
    s = table(deck)
    a = ready(s, 0, "Lauren")
    w = ready(s, 1, "Atiena")
    move(s, w, "torpor")
    pools = [m.pool for m in s.players]
    call(s, a, "Perpetual Care")
    _poll(s)
    assert [m.pool - p for m, p in zip(s.players, pools, strict=True)] == [0, -2, 0, 0]

    s = table(deck)
    a = ready(s, 0, "Lauren")
    for q, pool in enumerate((10, 12, 10, 9)):
        s.players[q].pool = pool
    call(s, a, "Transfer of Power")
    _poll(s)
    assert [m.pool for m in s.players] == [11, 11, 10, 9]

    s = table(deck)
    a = ready(s, 0, "Lauren")
    bike = inst(s, 1, "Sport Bike")
    move(s, bike, "in_play")
    pools = [m.pool for m in s.players]
    call(s, a, "Can't Take it with You")
    _poll(s)
    assert [m.pool - p for m, p in zip(s.players, pools, strict=True)] == [1, 0, 1, 1]


def test_lily_prelude_allocates_4_points_and_at_superior_gains_1(cards):
    """Lily Prelude: 4 points among one or more Methuselahs, 1 pool burned per point; called at
    superior Melpominee the chosen Methuselah (the caller) also gains 1 pool."""
    card = cards.lookup("Lily Prelude").card
    e = REGISTRY.of(card)
    assert executes(e, card) and not any(o.unread for o in e.options)
    crypt = {"Antoinette Dubois": 1, "Angela Preston": 1, "Lauren": 3}
    deck = make_deck(cards, crypt, {**TABLE_FILLER, "Lily Prelude": 2})
    for name, gain in (("Antoinette Dubois", 0), ("Angela Preston", 1)):
        s = table(deck)
        lily = next(i for i, c in enumerate(s.setup.card_id) if c == card.id and s.setup.owner[i] == 0)
        assert not politics.can_call(s.setup, ready(s, 0, "Lauren"), lily)  # no Melpominee
        a = ready(s, 0, name)
        call(s, a, "Lily Prelude")
        r = s.referendum
        assert (0, 4, 0, 0) in r.terms
        apply_checked(s, Action(Kind.TERMS, n=r.terms.index((0, 4, 0, 0))))
        pools = [m.pool for m in s.players]
        _poll(s)
        assert [m.pool - p for m, p in zip(s.players, pools, strict=True)] == [gain, -4, 0, 0]


def test_reinforcements_shuffles_three_library_cards_back_and_is_removed(cards):
    """Reinforcements, called by a titled vampire: each chosen Methuselah shuffles up to three
    library cards (not crypt cards) of its ash heap into its library; the card is removed from
    the game, passed or not (rules 6.3.2)."""
    card = cards.lookup("Reinforcements").card
    e = REGISTRY.of(card)
    assert executes(e, card) and not any(o.unread for o in e.options)
    deck = make_deck(cards, {"Anson": 2, "Lauren": 3}, {**TABLE_FILLER, "Reinforcements": 2})
    s = table(deck)
    ref = inst(s, 0, "Reinforcements")
    assert not politics.can_call(s.setup, ready(s, 0, "Lauren"), ref)  # untitled
    a = ready(s, 0, "Anson")  # Prince of Seattle
    m = s.players[0]
    back = [i for i in m.library[:4]]
    for i in back:
        move(s, i, "ash")
    dead = inst(s, 0, "Lauren", 1)
    move(s, dead, "ash")
    call(s, a, "Reinforcements")
    r = s.referendum
    apply_checked(s, Action(Kind.TERMS, n=r.terms.index((0,))))
    lib = len(m.library)
    _poll(s)
    assert len(m.library) == lib + 3 and dead in m.ash and back[0] in m.ash
    assert ref in m.removed and ref not in m.ash


def test_anathema_burns_its_vampire_at_0_blood_in_combat(cards):
    """Anathema, called by a prince, goes on the chosen vampire; reduced to 0 blood in combat
    (a hand strike, rules 6.4.5-6.4.6) the vampire burns instead of going to torpor and the
    opposing minion's Methuselah gains pool equal to its capacity."""
    from scenario import blocked_bleed

    card = cards.lookup("Anathema").card
    assert executes(REGISTRY.of(card), card)
    deck = make_deck(cards, {"Anson": 1, "Lauren": 2, "Ayelech": 2}, {**TABLE_FILLER, "Anathema": 1})
    s = table(deck)
    a = ready(s, 0, "Anson")  # Prince of Seattle
    b = ready(s, 1, "Ayelech", blood=1)
    call(s, a, "Anathema")
    r = s.referendum
    ana = r.card
    apply_checked(s, Action(Kind.TERMS, n=r.terms.index((b,))))
    _poll(s)
    assert s.attached[ana] == b and ana in s.players[0].in_play
    while s.pending is not None:
        apply_checked(s, PASS)
    w = ready(s, 0, "Lauren", blood=3)
    pools = [m.pool for m in s.players]
    blocked_bleed(s, w, b)  # 1 damage each: Ayelech's last blood
    assert s.combat is None
    assert b in s.players[1].ash and ana in s.players[0].ash
    assert [m.pool - p for m, p in zip(s.players, pools, strict=True)] == [s.setup.capacity[b], 0, 0, 0]

    # without Anathema the vampire heals the damage with its last blood and stays ready
    s = table(deck)
    b = ready(s, 1, "Ayelech", blood=1)
    blocked_bleed(s, ready(s, 0, "Lauren", blood=3), b)
    assert b in s.players[1].ready and s.blood[b] == 0


def test_eat_the_rich_burns_pool_and_weakens_titles(cards):
    """Eat the Rich, called by an Anarch: each chosen Methuselah burns 1 pool, 4 with a ready
    titled vampire; in its referendum each titled vampire has 1 vote fewer and burning the Edge
    is worth 2 votes (rules 6.3.3)."""
    card = cards.lookup("Eat the Rich").card
    assert executes(REGISTRY.of(card), card)
    deck = make_deck(cards, {"Atiena": 2, "Anson": 1, "Lauren": 2}, {**TABLE_FILLER, "Eat the Rich": 1})
    s = table(deck)
    a = ready(s, 0, "Atiena")  # Anarch baron: 2 votes
    prince = ready(s, 1, "Anson")  # Prince of Seattle: 2 votes
    ready(s, 2, "Lauren")  # untitled
    assert R.votes_of(s, prince) == 2
    s.edge = 0
    call(s, a, "Eat the Rich")
    r = s.referendum
    apply_checked(s, Action(Kind.TERMS, n=r.terms.index((1, 2))))
    assert R.votes_of(s, prince) == 1 and politics.base_votes(s, 1) == 1 and R.votes_of(s, a) == 1
    pools = [m.pool for m in s.players]
    while s.referendum is not None:
        q = s.referendum.order[s.referendum.k]
        if q == 0:
            apply_checked(s, Action(Kind.VOTE, target=1, n=1))  # the baron, the calling card, the Edge
            assert s.referendum.votes_for == 1 + 1 + 2 and s.edge == -1
        elif q == 1:
            apply_checked(s, Action(Kind.VOTE, n=2))
            assert r.votes_against == 1
        else:
            apply_checked(s, PASS)
    assert [m.pool - p for m, p in zip(s.players, pools, strict=True)] == [0, -4, -1, 0]
    assert R.votes_of(s, prince) == 2


def test_first_tradition_is_valued_against_the_poorest(cards):
    """First Tradition's expected losses: 6 pool weighed by the table's mean pool over each
    Methuselah's (half to twice 6), its pool and 6 more for one it likely ousts; a rich prince's
    Methuselah then gains by calling it against a poor table."""
    from vtes_tools.engine.policies import TablePolicy
    from vtes_tools.engine.state import Referendum

    deck = make_deck(cards, {"Ayelech": 2, "Lauren": 3}, {**TABLE_FILLER, "First Tradition: The Masquerade": 1})
    card = cards.lookup("First Tradition: The Masquerade").card
    s = table(deck)
    tradition = next(i for i, c in enumerate(s.setup.card_id) if c == card.id and s.setup.owner[i] == 0)
    for q, pool in enumerate((30, 10, 15, 5)):
        s.players[q].pool = pool
    got = politics.value(s, Referendum(tradition, 0, -1), ())
    assert got == [-3.0, -9.0, -6.0 * 15 / 15, -11.0]
    assert TablePolicy()._u(TablePolicy()._weights(_view(s, 0)), got) > 0


def _view(s, p):
    from vtes_tools.engine import PlayerView
    return PlayerView(s, p)
