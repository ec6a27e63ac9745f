"""Master cards in play and events the rules play by the shape of their effect (engine/masters.py):
intercept locations, cost changes, discard and unlock phase locations (rules 1.6.2, 5)."""

from __future__ import annotations

import copy

from scenario import (
    MASTERS_CRYPT,
    MASTERS_FILLER,
    at_phase,
    check_table,
    hand,
    inst,
    make_deck,
    master_phase,
    minion_phase,
    ready,
    table,
    table_choice,
)

from vtes_tools.engine import PASS, Action, Kind, Phase, Stage, apply_checked, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry


def test_intercept_locations(cards):
    """KRCG News Radio, London Evening Star: locked to give a blocking minion you control +1
    intercept when its block would fail (rules 6.2.2.2), nothing owed after; The Rumor Mill: the
    chosen vampire burns 1 blood for it."""
    reg = EffectRegistry()
    for name in ("KRCG News Radio", "London Evening Star, Tabloid Newspaper", "The Rumor Mill, Tabloid Newspaper"):
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name
    library = {**MASTERS_FILLER, "KRCG News Radio": 2, "The Rumor Mill, Tabloid Newspaper": 2}
    deck = make_deck(cards, MASTERS_CRYPT, library)
    s = table(deck, n=2)
    m = s.players[0]
    b = ready(s, 0, "Lauren", blood=3)
    radio = hand(s, 0, "KRCG News Radio")
    mill = hand(s, 0, "Rumor Mill, Tabloid Newspaper, The")
    master_phase(s)
    assert table_choice(s).card in (radio, mill)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=radio))
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=mill))
    pool = m.pool
    a = ready(s, 1, "Bret Stryker", blood=3)
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    apply_checked(s, Action(Kind.BLEED, actor=a))  # directed at Methuselah 0: Eyes of Argus [aus] usable
    s.pending.stealth = 3
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    use_radio, use_mill = Action(Kind.USE, actor=b, card=radio), Action(Kind.USE, actor=b, card=mill)
    assert s.pending.stage == Stage.ATTEMPT and {use_radio, use_mill} <= set(legal_actions(s))
    apply_checked(s, use_radio)
    assert s.locked[radio] and s.pending.intercept == 1 and use_radio not in legal_actions(s)
    apply_checked(s, use_mill)
    assert s.locked[mill] and s.blood[b] == 2 and s.pending.intercept == 2  # 1 blood for +1 intercept
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    # intercept 2 < stealth 3: not blocked, the bleed of 1 lands, no pool owed for the locations
    assert s.stats[0] == 0 and m.pool == pool - 1
    check_table(s)


def test_path_of_night(cards):
    """The Path of Night: in play, cards requiring Obtenebration cost every Lasombra 1 fewer blood
    (rules 6.2.3), not other vampires; another Methuselah's minion burns it as a (D) action
    (rules 6.1.6), taking 1 unpreventable damage, and the discount leaves with it."""
    reg = EffectRegistry()
    for name in ("The Path of Night", "The Path of Bone", "The Path of Paradox", "The Path of Typhon"):
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name
    crypt = {"Alicia Cortez": 2, "Lauren": 2, "Bret Stryker": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "The Path of Night": 2, "Descent into Darkness": 2})
    s = table(deck, n=2)
    lasombra = ready(s, 0, "Alicia Cortez", blood=3)
    other = ready(s, 0, "Lauren", blood=3)
    theirs = ready(s, 1, "Alicia Cortez", blood=3)
    descent = hand(s, 0, "Descent into Darkness")
    path = hand(s, 0, "Path of Night, The")
    assert R.blood_cost(s.setup, lasombra, descent) == 1
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=path)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=path))
    assert R.blood_cost(s.setup, lasombra, descent) == 0 and R.blood_cost(s.setup, theirs, descent) == 0
    assert R.blood_cost(s.setup, other, descent) == 1  # not a Lasombra
    burner = ready(s, 1, "Bret Stryker", blood=2)
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    burn = Action(Kind.BURN_CARD, actor=burner, target=path)
    assert burn in legal_actions(s)
    apply_checked(s, burn)
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert path in s.players[0].ash and s.blood[burner] == 1  # burned; 1 damage healed with 1 blood
    assert R.blood_cost(s.setup, lasombra, descent) == 1
    check_table(s)


def test_metro_underground(cards):
    """Metro Underground: in your discard phase, lock it and burn 1 pool to unlock a vampire you
    control (rules 8: a discard phase use of a card in play); once, as it stays locked."""
    c = cards.lookup("Metro Underground").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Metro Underground": 2})
    s = table(deck, n=2)
    m = s.players[0]
    big = ready(s, 0, "Ayelech", blood=3)
    small = ready(s, 0, "Lauren", blood=3)
    metro = hand(s, 0, "Metro Underground")
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=metro)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=metro))
    s.locked[big] = s.locked[small] = 1
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 0
    pool = m.pool
    uses = {a for a in legal_actions(s) if a.card == metro}
    assert uses == {Action(Kind.USE, card=metro, target=big), Action(Kind.USE, card=metro, target=small)}
    assert table_choice(s) == Action(Kind.USE, card=metro, target=big)  # the larger blocker
    apply_checked(s, Action(Kind.USE, card=metro, target=big))
    assert not s.locked[big] and s.locked[small] and s.locked[metro] and m.pool == pool - 1
    assert s.phase != Phase.DISCARD or not any(a.card == metro for a in legal_actions(s))
    check_table(s)


def test_charisma(cards):
    """Charisma: on a ready vampire, recruit ally actions cost it 1 fewer pool (rules 6.2.3), not
    other vampires nor retainers; burned with its vampire, the discount goes."""
    c = cards.lookup("Charisma").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Charisma": 2, "Ossian": 2})
    s = table(deck, n=2)
    m = s.players[0]
    v = ready(s, 0, "Ayelech", blood=3)
    w = ready(s, 0, "Lauren", blood=3)
    ossian = hand(s, 0, "Ossian")
    charisma = hand(s, 0, "Charisma")
    assert R.pool_cost(s.setup, v, ossian) == 3
    master_phase(s)
    play = Action(Kind.PLAY_MASTER, card=charisma, target=v)
    assert play in legal_actions(s) and table_choice(s).card == charisma
    apply_checked(s, play)
    assert s.attached[charisma] == v
    assert R.pool_cost(s.setup, v, ossian) == 2 and R.pool_cost(s.setup, w, ossian) == 3
    minion_phase(s)
    pool = m.pool
    apply_checked(s, Action(Kind.RECRUIT, actor=v, card=ossian))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert ossian in m.ready and m.pool == pool - 2  # recruited for 2 pool
    R.burn_minion(s, v)
    assert charisma in m.ash and R.pool_cost(s.setup, w, ossian) == 3 and not s.setup.cost_mods[v]
    check_table(s)


def test_aching_beauty(cards):
    """Aching Beauty: on a Toreador you control; when it is blocked, the blocking minion's
    controller burns 1 pool before block resolution (rules 6.2.2.2); not on another clan."""
    c = cards.lookup("Aching Beauty").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Aching Beauty": 2})
    s = table(deck, n=2)
    toreador = ready(s, 0, "Bret Stryker", blood=3)
    other = ready(s, 0, "Lauren", blood=3)
    beauty = hand(s, 0, "Aching Beauty")
    master_phase(s)
    plays = {a for a in legal_actions(s) if a.card == beauty}
    assert plays == {Action(Kind.PLAY_MASTER, card=beauty, target=toreador)}  # a Toreador only
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=beauty, target=toreador)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=beauty, target=toreador))
    b = ready(s, 1, "Ayelech", blood=3)
    minion_phase(s)
    pool = s.players[1].pool
    apply_checked(s, Action(Kind.BLEED, actor=toreador))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.pending is not None and s.pending.stage == Stage.ATTEMPT:
        apply_checked(s, PASS)
    assert s.pending is None or s.pending.blocked
    assert s.players[1].pool == pool - 1  # blocked: its controller burned 1 pool
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    s.locked[b] = 0
    apply_checked(s, Action(Kind.BLEED, actor=other))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert s.stats[0] == 2 and s.players[1].pool == pool - 1  # blocked again: not the vampire with the card
    check_table(s)


def test_protected_resources(cards):
    """Protected Resources: its controller burns at most 2 pool to a bleed (rules 6.1.1); burned
    after a minion they control bleeds successfully."""
    c = cards.lookup("Protected Resources").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Protected Resources": 2})
    s = table(deck, n=2)
    guarded = s.players[1]
    bleeder = ready(s, 0, "Ayelech", blood=3)
    theirs = ready(s, 1, "Lauren", blood=3)
    pr = hand(s, 1, "Protected Resources")
    master_phase(s, 1)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=pr))
    assert pr in guarded.in_play
    minion_phase(s, 0)
    s.locked[theirs] = 1
    s.setup = copy.copy(s.setup)
    s.setup.base_bleed = tuple(4 if k == bleeder else b for k, b in enumerate(s.setup.base_bleed))  # a bleed of 4
    pool = guarded.pool
    apply_checked(s, Action(Kind.BLEED, actor=bleeder))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert guarded.pool == pool - 2 and pr in guarded.in_play  # 4 bled, 2 burned
    s.locked[theirs] = 0
    minion_phase(s, 1)
    apply_checked(s, Action(Kind.BLEED, actor=theirs))
    s.locked[bleeder] = 1
    while s.pending is not None:
        apply_checked(s, PASS)
    assert pr in guarded.ash  # its controller's minion bled
    check_table(s)


def test_narrow_minds(cards):
    """Narrow Minds: an event put in play by a discard phase action (rules 1.6.4, 8); from then
    on, cards that change the target of a bleed action (Deflection) cost +1 blood (rules 6.2.3):
    a vampire with 1 blood cannot play one any more."""
    c = cards.lookup("Narrow Minds").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Narrow Minds": 2})
    s = table(deck, n=3)
    bleeder = ready(s, 0, "Ayelech", blood=3)
    dry = ready(s, 1, "Lauren", blood=1)
    deflection = hand(s, 1, "Deflection")
    minds = hand(s, 0, "Narrow Minds")
    assert R.blood_cost(s.setup, dry, deflection) == 1
    trial = s.clone()
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 1
    play = Action(Kind.PLAY_EVENT, card=minds)
    assert play in legal_actions(s)
    apply_checked(s, play)
    assert minds in s.players[0].in_play
    assert R.blood_cost(s.setup, dry, deflection) == 2 and R.blood_cost(s.setup, bleeder, deflection) == 2
    assert R.blood_cost(s.setup, dry, inst(s, 1, "Theft of Vitae")) == 0  # not a redirection: as printed
    for st in (trial, s):
        minion_phase(st, 0)
        apply_checked(st, Action(Kind.BLEED, actor=bleeder))
        while st.pending is not None and st.pending.stage != Stage.REACTIONS:
            apply_checked(st, PASS)
    assert any(a.card == deflection for a in legal_actions(trial))  # 1 blood: playable
    assert s.pending is None or not any(a.card == deflection for a in legal_actions(s))  # 2 blood needed
    check_table(s)


def test_haqims_law_retribution(cards):
    """Haqim's Law: Retribution: during a bleed action (as it is announced, rules 6.2.1) a Banu
    Haqim you control discards combat cards, +1 bleed each (replaced, rules 1.6.1.2); not for
    another clan's vampire."""
    c = cards.lookup("Haqim's Law: Retribution").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Arjun Shah": 2, "Lauren": 2, "Ayelech": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Haqim's Law: Retribution": 2, "Immortal Grapple": 4})
    s = table(deck, n=2)
    m = s.players[0]
    assamite = ready(s, 0, "Arjun Shah", blood=3)
    other = ready(s, 0, "Lauren", blood=3)
    grapples = [hand(s, 0, "Immortal Grapple", k) for k in range(2)]
    law = hand(s, 0, "Haqim's Law: Retribution")
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=law)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=law))
    minion_phase(s)
    trial = s.clone()
    pool = s.players[1].pool
    apply_checked(s, Action(Kind.BLEED, actor=assamite))
    assert s.pending.stage == Stage.ANNOUNCE
    use = Action(Kind.USE, actor=assamite, card=law, target=grapples[0])
    assert use in legal_actions(s) and table_choice(s) == use  # two combat cards: one spared
    hand_size = len(m.hand)
    apply_checked(s, use)
    assert grapples[0] in m.ash and len(m.hand) == hand_size  # discarded, replaced
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == pool - 2  # bled for 1 + 1
    apply_checked(trial, Action(Kind.BLEED, actor=other))  # not a Banu Haqim
    assert trial.pending is None or not any(a.kind == Kind.USE for a in legal_actions(trial))
    check_table(s)


def test_acquired_ventrue_assets(cards):
    """Acquired Ventrue Assets: in play with 1 blood for each Giovanni you control; once each
    master phase 1 blood moves from it to a Giovanni you control; burned with no blood left
    (rules 5). Non-Ventrue minions burn it as a (D) action (rules 6.1.6), a Ventrue cannot."""
    c = cards.lookup("Acquired Ventrue Assets").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Accorri Giovanni": 2, "Almodo Giovanni": 2, "Alan Sovereign": 2, "Lauren": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Acquired Ventrue Assets": 2})
    s = table(deck, n=2)
    m = s.players[0]
    g1 = ready(s, 0, "Accorri Giovanni", blood=1)
    g2 = ready(s, 0, "Almodo Giovanni", blood=1)
    assets = hand(s, 0, "Acquired Ventrue Assets")
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=assets)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=assets))
    assert assets in m.in_play and s.blood[assets] == 2
    master_phase(s)
    move = Action(Kind.USE, card=assets, target=g1)
    assert move in legal_actions(s) and table_choice(s).card == assets
    apply_checked(s, move)
    assert s.blood[g1] == 2 and s.blood[assets] == 1
    assert not any(a.card == assets for a in legal_actions(s))  # once each master phase
    trial = s.clone()
    master_phase(s)
    apply_checked(s, Action(Kind.USE, card=assets, target=g2))
    assert assets in m.ash and s.blood[g2] == 2  # no blood left: burned
    ventrue = ready(trial, 1, "Alan Sovereign")
    other = ready(trial, 1, "Lauren")
    at_phase(trial, 1, Phase.MINION)
    trial.turn += 1
    burns = {a.actor for a in legal_actions(trial) if a.kind == Kind.BURN_CARD and a.target == assets}
    assert other in burns and ventrue not in burns
    check_table(s)


def test_slaughterhouse(cards):
    """The Slaughterhouse (a Harbinger of Skulls card): locked in your master phase to burn the two
    top cards of your prey's library (rules 5); once, as it stays locked."""
    c = cards.lookup("The Slaughterhouse").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, {**MASTERS_CRYPT, "Alcoan": 2}, {**MASTERS_FILLER, "The Slaughterhouse": 2})
    s = table(deck, n=2)
    ready(s, 0, "Alcoan")  # a Harbinger of Skulls: the card requires one (rules 1.6.1.3)
    house = hand(s, 0, "Slaughterhouse, The")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=house))
    master_phase(s)
    prey = s.players[1]
    top = prey.library[-2:]
    use = Action(Kind.USE, card=house)
    assert use in legal_actions(s) and table_choice(s) == use
    apply_checked(s, use)
    assert s.locked[house] and set(top) <= set(prey.ash) and use not in legal_actions(s)
    check_table(s)


def test_fortschritt_library(cards):
    """Fortschritt Library: a Gehenna event from your library to your hand (the library
    shuffled), then discard down to your hand size (rules 1.6.1.2); only one played per game."""
    c = cards.lookup("Fortschritt Library").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Fortschritt Library": 2, "Dragonbound": 2})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Lauren")
    lib = hand(s, 0, "Fortschritt Library")
    for k in range(5):
        hand(s, 0, "Theft of Vitae", k)
    other = hand(s, 0, "Fortschritt Library", 1)
    master_phase(s)
    dragon = next(a.target for a in legal_actions(s) if a.card == lib)
    assert s.setup.card[dragon].name == "Dragonbound" and dragon in m.library
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=lib, target=dragon)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=lib, target=dragon))
    assert dragon in m.hand and lib in m.ash and s.put_back == 1  # 8 cards: one to discard
    apply_checked(s, table_choice(s))
    assert len(m.hand) == 7 and s.put_back == 0
    master_phase(s)
    assert other in m.hand and not any(a.card == other for a in legal_actions(s))  # once per game
    check_table(s)


def test_fragment_of_the_book_of_nod(cards):
    """Fragment of the Book of Nod: locked in your master phase to draw 2 cards, then discard down
    to your hand size (rules 1.6.1.2); another Methuselah's vampire steals it as a (D) action
    (rules 6.1.6, 11): its controller changes."""
    c = cards.lookup("Fragment of the Book of Nod").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Fragment of the Book of Nod": 2})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Lauren")
    frag = hand(s, 0, "Fragment of the Book of Nod")
    for k in range(6):
        hand(s, 0, "Theft of Vitae", k)
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=frag)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=frag))
    master_phase(s)
    use = Action(Kind.USE, card=frag)
    assert use in legal_actions(s) and table_choice(s) == use
    apply_checked(s, use)
    assert s.locked[frag] and len(m.hand) == 9 and s.put_back == 2
    apply_checked(s, table_choice(s))
    apply_checked(s, table_choice(s))
    assert len(m.hand) == 7 and s.put_back == 0
    thief = ready(s, 1, "Ayelech")
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    steal = Action(Kind.BURN_CARD, actor=thief, target=frag)
    assert steal in legal_actions(s)
    apply_checked(s, steal)
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert frag in s.players[1].in_play and frag not in m.in_play and frag not in m.ash
    check_table(s)


def test_fear_of_mekhet(cards):
    """Fear of Mekhet: on a ready justicar or Inner Circle member, locked as it is put there; in
    that vampire's unlock phase (rules 4) it burns 5 blood, then its controller moves the card to
    another justicar or Inner Circle member; a vampire that cannot burn the 5 blood is burned."""
    c = cards.lookup("Fear of Mekhet").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Anneke": 2, "Alexandra": 2, "Lauren": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Fear of Mekhet": 2})
    s = table(deck, n=3)
    mine = ready(s, 0, "Lauren")
    justicar = ready(s, 1, "Anneke", blood=7)
    circle = ready(s, 2, "Alexandra", blood=3)
    fear = hand(s, 0, "Fear of Mekhet")
    master_phase(s)
    plays = {a.target for a in legal_actions(s) if a.card == fear}
    assert plays == {justicar, circle} and mine not in plays
    apply_checked(s, Action(Kind.PLAY_MASTER, card=fear, target=justicar))
    assert s.attached[fear] == justicar and s.locked[justicar]
    s.current = 1
    R.begin_turn(s)  # Methuselah 1's unlock phase
    assert s.blood[justicar] == 2 and s.phase == Phase.UNLOCK
    move = Action(Kind.USE, card=fear, target=circle)
    assert legal_actions(s) == [move]  # owed: the only choice
    apply_checked(s, move)
    assert s.attached[fear] == circle
    s.current = 2
    R.begin_turn(s)  # 3 blood: Alexandra is burned, and the card with her
    assert circle in s.players[2].ash and fear in s.players[0].ash
    check_table(s)


def test_new_carthage(cards):
    """New Carthage: titled Brujah get +1 bleed (rules 6.1.1) and +1 vote (rules 6.3.3), whoever
    controls them; Ventrue get -1 vote; untitled Brujah nothing."""
    c = cards.lookup("New Carthage").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Anvil": 2, "Adelino Da Silva": 2, "Alexa Draper": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "New Carthage": 2})
    s = table(deck, n=2)
    titled = ready(s, 0, "Anvil", blood=3)
    plain = ready(s, 0, "Adelino Da Silva", blood=3)
    prince = ready(s, 1, "Alexa Draper", blood=3)
    carthage = hand(s, 0, "New Carthage")
    before = {v: R.votes_of(s, v) for v in (titled, plain, prince)}
    master_phase(s)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=carthage)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=carthage))
    assert R.votes_of(s, titled) == before[titled] + 1 and R.votes_of(s, plain) == before[plain] == 0
    assert R.votes_of(s, prince) == before[prince] - 1
    minion_phase(s)
    s.locked[prince] = 1
    pool = s.players[1].pool
    trial = s.clone()
    apply_checked(s, Action(Kind.BLEED, actor=titled))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == pool - 2  # a titled Brujah bleeds at +1
    apply_checked(trial, Action(Kind.BLEED, actor=plain))
    while trial.pending is not None:
        apply_checked(trial, PASS)
    assert trial.players[1].pool == pool - 1
    check_table(s)


def test_unlock_phase_pool_locations(cards):
    """Momentum's Edge: with a victory point, played, then locked in your unlock phase (rules 4)
    for 1 pool; Specialization: locked discarding two copies of the same card (then drawing) for
    1 pool."""
    reg = EffectRegistry()
    for name in ("Momentum's Edge", "Specialization"):
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Momentum's Edge": 2, "Specialization": 2})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Lauren")
    edge = hand(s, 0, "Momentum's Edge")
    spec = hand(s, 0, "Specialization")
    thefts = [hand(s, 0, "Theft of Vitae", k) for k in range(2)]
    master_phase(s)
    assert not any(a.card == edge for a in legal_actions(s))  # no victory point yet
    m.vp = 1.0
    assert Action(Kind.PLAY_MASTER, card=edge) in legal_actions(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=edge))
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=spec))
    s.current = 0
    R.begin_turn(s)
    pool = m.pool
    acts = legal_actions(s)
    lock_edge = Action(Kind.USE, card=edge)
    pair = next(a for a in acts if a.card == spec and {a.actor, a.target} == set(thefts))
    assert lock_edge in acts and table_choice(s) == lock_edge
    apply_checked(s, lock_edge)
    size = len(m.hand)
    apply_checked(s, pair)
    assert m.pool == pool + 2 and s.locked[edge] and s.locked[spec]
    assert set(thefts) <= set(m.ash) and len(m.hand) == size  # discarded, two drawn
    m.vp = 0.0  # (the victory point was set by hand, with no ousting: the table check counts them)
    check_table(s)


def test_dummy_corporation(cards):
    """Dummy Corporation: burned by the bled Methuselah once blocks are declined (rules 6.2.3: a
    reaction's window) to reduce the bleed by 2; the table policy keeps it for a bleed of 2 or
    more."""
    c = cards.lookup("Dummy Corporation").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Dummy Corporation": 2})
    s = table(deck, n=2)
    bleeder = ready(s, 0, "Ayelech", blood=3)
    dummy = hand(s, 1, "Dummy Corporation")
    master_phase(s, 1)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=dummy))
    minion_phase(s, 0)
    s.setup = copy.copy(s.setup)
    s.setup.base_bleed = tuple(3 if k == bleeder else b for k, b in enumerate(s.setup.base_bleed))  # a bleed of 3
    pool = s.players[1].pool
    apply_checked(s, Action(Kind.BLEED, actor=bleeder))
    use = Action(Kind.USE, card=dummy)
    assert s.pending.stage == Stage.REACTIONS and use in legal_actions(s)
    assert table_choice(s, 1) == use
    apply_checked(s, use)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert dummy in s.players[1].ash and s.players[1].pool == pool - 1  # 3 - 2
    check_table(s)


def test_rotschreck(cards):
    """Rötschreck: an out-of-turn master (rules 1.6.2.4) played on a vampire an opposing minion
    attempts to inflict aggravated damage on: combat ends, the vampire is locked and sent to
    torpor (rules 6.5.1) and does not unlock as normal; the card burns in its next unlock phase
    (rules 4)."""
    from vtes_tools.engine import combat

    c = cards.lookup("Rötschreck").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Rötschreck": 2, "Hidden Strength": 2})
    s = table(deck, n=2)
    a = ready(s, 0, "Bret Stryker", blood=4)
    b = ready(s, 1, "Brock Sterling", blood=1)
    hand(s, 1, "Hidden Strength")
    rot = hand(s, 1, "Rötschreck")
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    while s.combat is None or s.combat.stage != combat.PREVENT or s.decider != 1:
        apply_checked(s, PASS)
    play = Action(Kind.PLAY_MASTER, actor=b, card=rot)
    assert play not in legal_actions(s)  # normal damage only
    s.combat.damage[1], s.combat.agg[1] = 0, 3  # 3 aggravated damage: Brock would burn
    assert play in legal_actions(s) and table_choice(s, 1) == play
    apply_checked(s, play)
    q = s.players[1]
    assert s.combat is None and b in q.torpor and s.blood[b] == 1 and s.locked[b]
    assert rot in q.in_play and s.attached[rot] == b and q.oot_debt == 1
    while s.pending is not None:
        apply_checked(s, PASS)
    s.current = 1
    R.begin_turn(s)
    assert rot in q.ash and s.locked[b]  # burned; the vampire did not unlock
    check_table(s)


def test_brujah_debate(cards):
    """Brujah Debate: every Brujah gets +1 strength and 1 optional maneuver each combat (rules
    6.4.2); in each Methuselah's master phase (rules 5) they lock one of the oldest Brujah they
    control; non-Ventrue minions burn it as a (D) action (rules 6.1.6)."""
    from vtes_tools.engine import combat

    c = cards.lookup("Brujah Debate").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Anvil": 2, "Adelino Da Silva": 2, "Alexa Draper": 2, "Lauren": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Brujah Debate": 2})
    s = table(deck, n=2)
    old = ready(s, 0, "Anvil", blood=3)
    young = ready(s, 0, "Adelino Da Silva", blood=3)
    theirs = ready(s, 1, "Adelino Da Silva", blood=3)
    other = ready(s, 1, "Lauren", blood=3)
    debate = hand(s, 0, "Brujah Debate")
    before = combat.strength_of(s, None, 0, theirs)
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=debate))
    assert combat.strength_of(s, None, 0, theirs) == before + 1 and combat.strength_of(s, None, 0, young) == before + 1
    assert combat.strength_of(s, None, 0, other) == 1  # not a Brujah
    s.locked[old] = s.locked[young] = 0
    at_phase(s, 0, Phase.UNLOCK)
    R.enter(s, Phase.MASTER)
    assert s.locked[old] and not s.locked[young]  # the oldest Brujah locked
    combat.start(s, young, 0, other, 1)
    assert s.combat.free_maneuver == [1, 0]
    s.combat = None
    ventrue = ready(s, 1, "Alexa Draper")
    at_phase(s, 1, Phase.MINION)
    s.turn += 1
    burns = {a.actor for a in legal_actions(s) if a.kind == Kind.BURN_CARD and a.target == debate}
    assert other in burns and ventrue not in burns  # "non-Ventrue minions"
    check_table(s)


def test_anarch_free_press(cards):
    """The Anarch Free Press (requires a ready Anarch): locked to give a blocking Anarch you
    control +1 intercept (rules 6.2.2.2), not another vampire; or locked after an Anarch of yours
    hunts successfully (rules 6.1.2) to add 1 blood to it."""
    c = cards.lookup("The Anarch Free Press").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Aluc Romas de Leon": 2, "Lauren": 2, "Ayelech": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "The Anarch Free Press": 2})
    s = table(deck, n=2)
    press = hand(s, 0, "Anarch Free Press, The")
    other = ready(s, 0, "Lauren", blood=3)
    master_phase(s)
    assert not any(a.card == press for a in legal_actions(s))  # no ready Anarch
    anarch = ready(s, 0, "Aluc Romas de Leon", blood=1)
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=press)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=press))
    trial = s.clone()
    minion_phase(s)
    apply_checked(s, Action(Kind.HUNT, actor=anarch))
    while s.pending is not None and s.pending.stage != Stage.AFTER_RESOLUTION:
        apply_checked(s, PASS)
    use = Action(Kind.USE, actor=anarch, card=press, n=1)
    assert s.blood[anarch] == 2 and use in legal_actions(s) and table_choice(s) == use
    apply_checked(s, use)
    assert s.blood[anarch] == 3 and s.locked[press]
    a = ready(trial, 1, "Ayelech", blood=3)
    at_phase(trial, 1, Phase.MINION)
    trial.turn += 1
    for blocker, ok in ((other, False), (anarch, True)):
        t = trial.clone()
        apply_checked(t, Action(Kind.HUNT, actor=a))
        apply_checked(t, Action(Kind.BLOCK, actor=blocker))
        assert (Action(Kind.USE, actor=blocker, card=press) in legal_actions(t)) == ok
    check_table(s)


def test_the_uncoiling(cards):
    """The Uncoiling: an event (rules 1.6.4); in its controller's discard phase another event in
    play burns at random; another Methuselah uses a discard phase action (rules 8) and burns X
    pool, X the other events in play, to burn it, and its controller then replaces it."""
    c = cards.lookup("The Uncoiling").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "The Uncoiling": 2, "Dragonbound": 2, "Narrow Minds": 2})
    s = table(deck, n=2)
    m, q = s.players
    ready(s, 0, "Lauren")
    ready(s, 1, "Ayelech")
    unc = hand(s, 0, "Uncoiling, The")
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 1
    apply_checked(s, Action(Kind.PLAY_EVENT, card=unc))
    assert unc in m.in_play
    dragon, minds = inst(s, 1, "Dragonbound"), inst(s, 1, "Narrow Minds")
    for e in (dragon, minds):
        q.library.remove(e)
        q.in_play.append(e)
    trial = s.clone()
    at_phase(s, 0, Phase.DISCARD)
    R.masters.discard_phase(s)
    assert (dragon in q.ash) != (minds in q.ash)  # one of the two, at random
    at_phase(trial, 1, Phase.DISCARD)
    trial.discard_actions = 1
    use = Action(Kind.USE, card=unc)
    assert use in legal_actions(trial)
    pool, size = trial.players[1].pool, len(trial.players[0].hand)
    apply_checked(trial, use)
    assert unc in trial.players[0].ash and trial.players[1].pool == pool - 2  # two other events
    assert len(trial.players[0].hand) == size + 1  # replaced now that it left play
    check_table(s)
    check_table(trial)


def test_stat_on_vampire(cards):
    """Sight Beyond Sight: put on a Salubri you control, which gets +1 intercept (rules 6.2.2.2);
    The Art of Pain: on a Toreador antitribu, +2 strength (rules 6.4.5); not on other clans."""
    from vtes_tools.engine import combat

    reg = EffectRegistry()
    for name in ("Sight Beyond Sight", "The Art of Pain"):
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name
    crypt = {"Aniel": 2, "Lauren": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Sight Beyond Sight": 2})
    s = table(deck, n=2)
    salubri = ready(s, 0, "Aniel")
    other = ready(s, 0, "Lauren")
    sight = hand(s, 0, "Sight Beyond Sight")
    master_phase(s)
    assert {a.target for a in legal_actions(s) if a.card == sight} == {salubri}
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=sight, target=salubri)
    before = R.intercept_of(s, salubri)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=sight, target=salubri))
    assert R.intercept_of(s, salubri) == before + 1 and R.intercept_of(s, other) == 0
    assert combat.strength_of(s, None, 0, salubri) == 1
    check_table(s)


def test_memories_of_mortality(cards):
    """Memories of Mortality: on another Methuselah's vampire, which cannot attempt to block
    allies (rules 6.2.2.1) and whose damage to allies is reduced to 0 (rules 6.4.6); in its
    controller's influence phase it can burn 1 blood to burn the card, then goes to torpor."""
    from vtes_tools.engine import combat

    c = cards.lookup("Memories of Mortality").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Memories of Mortality": 2, "Ossian": 2})
    s = table(deck, n=2)
    ready(s, 0, "Lauren")
    theirs = ready(s, 1, "Ayelech", blood=3)
    ally = inst(s, 0, "Ossian")
    memories = hand(s, 0, "Memories of Mortality")
    master_phase(s)
    assert {a.target for a in legal_actions(s) if a.card == memories} == {theirs}  # another's vampire
    apply_checked(s, Action(Kind.PLAY_MASTER, card=memories, target=theirs))
    assert s.attached[memories] == theirs and combat.strength_of(s, None, 1, theirs) == 1
    # Ossian recruited: an ally of Methuselah 0
    s.players[0].library.remove(ally)
    s.players[0].ready.append(ally)
    s.blood[ally] = 3
    minion_phase(s)
    apply_checked(s, Action(Kind.BLEED, actor=ally))
    assert s.pending is None or not any(a.kind == Kind.BLOCK and a.actor == theirs for a in legal_actions(s))
    while s.pending is not None:
        apply_checked(s, PASS)
    combat.start(s, ally, 0, theirs, 1)  # hand strikes both ways
    life, blood = s.blood[ally], s.blood[theirs]
    while s.combat is not None:
        apply_checked(s, PASS)
    assert s.blood[theirs] < blood and s.blood[ally] == life  # struck; its damage to the ally reduced to 0
    at_phase(s, 1, Phase.INFLUENCE)
    s.transfers = 0
    s.blood[theirs] = 3
    use = Action(Kind.USE, actor=theirs, card=memories)
    assert use in legal_actions(s)
    apply_checked(s, use)
    assert memories in s.players[0].ash and theirs in s.players[1].torpor and s.blood[theirs] == 2
    check_table(s)


def test_twisted_forest(cards):
    """Twisted Forest ("lock to give a Gangrel antitribu you control +1 stealth", its lock read
    from the sentence): locked when a block of its clan's acting vampire would succeed (rules
    6.2.2.2); not for another clan."""
    c = cards.lookup("Twisted Forest").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Aksinya Daclau": 2, "Lauren": 2, "Ayelech": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Twisted Forest": 2})
    s = table(deck, n=2)
    gangrel = ready(s, 0, "Aksinya Daclau", blood=3)
    other = ready(s, 0, "Lauren", blood=3)
    forest = hand(s, 0, "Twisted Forest")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=forest))
    b = ready(s, 1, "Ayelech")
    minion_phase(s)
    for actor, ok in ((other, False), (gangrel, True)):
        t = s.clone()
        apply_checked(t, Action(Kind.BLEED, actor=actor))
        apply_checked(t, Action(Kind.BLOCK, actor=b))
        assert (Action(Kind.USE, actor=actor, card=forest) in legal_actions(t)) == ok
        if ok:
            apply_checked(t, Action(Kind.USE, actor=actor, card=forest))
            assert t.locked[forest] and t.stats[0] == 0  # stealth 1 > intercept 0: not blocked


def test_garibaldi_meucci_museum(cards):
    """Garibaldi-Meucci Museum: locked in your unlock phase (rules 4) with 1 pool burned to
    exchange a card in your hand for one in your ash heap requiring an Anarch; or locked before
    range is determined (rules 6.4.2) to end a combat between an Anarch you control and another
    Anarch."""
    from vtes_tools.engine import combat

    c = cards.lookup("Garibaldi-Meucci Museum").card
    assert R.executes(EffectRegistry()[c], c)
    crypt = {"Aluc Romas de Leon": 4, "Lauren": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Garibaldi-Meucci Museum": 2, "Border Skirmish": 2})
    s = table(deck, n=2)
    m = s.players[0]
    anarch = ready(s, 0, "Aluc Romas de Leon")
    ready(s, 0, "Lauren")
    museum = hand(s, 0, "Garibaldi-Meucci Museum")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=museum))
    skirmish = inst(s, 0, "Border Skirmish")
    m.library.remove(skirmish)
    m.ash.append(skirmish)
    theft = hand(s, 0, "Theft of Vitae")
    trial = s.clone()
    s.current = 0
    R.begin_turn(s)
    swap = Action(Kind.USE, actor=theft, card=museum, target=skirmish)
    assert swap in legal_actions(s) and not any(a.card == museum and a.target == theft for a in legal_actions(s))
    pool = m.pool
    apply_checked(s, swap)
    assert skirmish in m.hand and theft in m.ash and m.pool == pool - 1 and s.locked[museum]
    other = ready(trial, 1, "Aluc Romas de Leon", k=2)
    minion_phase(trial)
    combat.start(trial, anarch, 0, other, 1)
    end = Action(Kind.USE, actor=anarch, card=museum)
    assert end in legal_actions(trial)
    apply_checked(trial, end)
    assert trial.combat is None and trial.locked[museum]
    check_table(s)
    check_table(trial)


def test_the_parthenon_is_played_for_the_master_cards_in_hand(cards):
    """The Parthenon: a location locked in your master phase for +1 master phase action (rules 5);
    the table policy puts it in play when master cards wait in the hand, not for nothing."""
    c = cards.lookup("The Parthenon").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "The Parthenon": 1, "Sudden Reversal": 2, "Wash": 2})
    s = table(deck, n=2)
    ready(s, 0, "Lauren", blood=3)
    parthenon = hand(s, 0, "Parthenon, The")
    master_phase(s)
    assert table_choice(s) == PASS  # no other master card in hand
    hand(s, 0, "Sudden Reversal")  # master cards played out of turn, each costing a master phase action
    hand(s, 0, "Wash")
    assert table_choice(s) == Action(Kind.PLAY_MASTER, card=parthenon)


def test_depravity(cards):
    """Depravity: on a ready vampire you control, which gets +1 strength (rules 6.4.5), +1 stealth
    during diablerie actions (rules 6.5.4) and cannot recruit allies (rules 6.1.5) nor employ
    retainers (rules 6.1.4); another vampire still can."""
    from vtes_tools.engine import combat

    c = cards.lookup("Depravity").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Depravity": 2, "Ossian": 2, "Raven Spy": 2})
    s = table(deck, n=2)
    mine = ready(s, 0, "Lauren", blood=4)
    other = ready(s, 0, "Casino Reeds", blood=4)
    victim = ready(s, 1, "Ayelech", blood=2)
    s.players[1].ready.remove(victim)
    s.players[1].torpor.append(victim)
    depravity = hand(s, 0, "Depravity")
    ally = hand(s, 0, "Ossian")
    spy = hand(s, 0, "Raven Spy")
    s.players[0].pool = 20
    master_phase(s)
    assert {a.target for a in legal_actions(s) if a.card == depravity} == {mine, other}
    assert combat.strength_of(s, None, 0, mine) == 1
    apply_checked(s, Action(Kind.PLAY_MASTER, card=depravity, target=mine))
    assert s.attached[depravity] == mine and combat.strength_of(s, None, 0, mine) == 2
    minion_phase(s)
    acts = legal_actions(s)
    for card in (ally, spy):
        assert not any(a.actor == mine and a.card == card for a in acts)  # cannot recruit nor employ
        assert any(a.actor == other and a.card == card for a in acts)
    for actor, stealth in ((other, 0), (mine, 1)):
        t = s.clone()
        dia = Action(Kind.DIABLERIZE, actor=actor, target=victim)
        assert dia in legal_actions(t)
        apply_checked(t, dia)
        assert t.pending is not None and t.pending.stealth == stealth
    check_table(s)


def test_humanitas(cards):
    """Humanitas: on a ready vampire you control, which gets +1 stealth when attempting to rescue
    a vampire from torpor and burns 1 less blood if successful (rules 6.5.3), and cannot commit
    diablerie (rules 6.5.4); another vampire still can."""
    c = cards.lookup("Humanitas").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, MASTERS_CRYPT, {**MASTERS_FILLER, "Humanitas": 2})
    s = table(deck, n=2)
    mine = ready(s, 0, "Lauren", blood=4)
    other = ready(s, 0, "Casino Reeds", blood=4)
    torpid = ready(s, 0, "Bret Stryker", blood=0)
    s.players[0].ready.remove(torpid)
    s.players[0].torpor.append(torpid)
    victim = ready(s, 1, "Ayelech", blood=2)
    s.players[1].ready.remove(victim)
    s.players[1].torpor.append(victim)
    ready(s, 1, "Anson", blood=3)  # a possible blocker: the action waits for blocks
    humanitas = hand(s, 0, "Humanitas")
    master_phase(s)
    assert {a.target for a in legal_actions(s) if a.card == humanitas} == {mine, other}
    apply_checked(s, Action(Kind.PLAY_MASTER, card=humanitas, target=mine))
    assert s.attached[humanitas] == mine
    minion_phase(s)
    acts = legal_actions(s)
    assert Action(Kind.DIABLERIZE, actor=mine, target=victim) not in acts  # cannot commit diablerie
    assert Action(Kind.DIABLERIZE, actor=other, target=victim) in acts
    for actor, stealth, left in ((other, 1, 2), (mine, 2, 3)):
        t = s.clone()
        rescue = Action(Kind.RESCUE, actor=actor, target=torpid)
        apply_checked(t, rescue)
        assert t.pending is not None and t.pending.stealth == stealth
        while t.pending is not None:
            apply_checked(t, PASS)
        assert torpid in t.players[0].ready and t.blood[actor] == left  # 2 blood, or 1 with Humanitas
    check_table(s)
