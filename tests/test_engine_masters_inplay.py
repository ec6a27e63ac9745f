"""Master cards in play and events the rules play by the shape of their effect (engine/masters.py):
intercept locations, cost changes, discard and unlock phase locations (rules 1.6.2, 5)."""

from __future__ import annotations

import copy

from test_engine_masters import FILLER, CRYPT, master_phase, table, table_choice
from test_table import at_phase, check_table, make_deck
from test_table_rules import hand, inst, minion_phase, ready

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
    deck = make_deck(cards, CRYPT, {**FILLER, "KRCG News Radio": 2, "The Rumor Mill, Tabloid Newspaper": 2})
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
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=b))
    s.pending.stealth = 3
    use_radio, use_mill = Action(Kind.USE, actor=b, card=radio), Action(Kind.USE, actor=b, card=mill)
    assert s.pending.stage == Stage.ATTEMPT and {use_radio, use_mill} <= set(legal_actions(s))
    apply_checked(s, use_radio)
    assert s.locked[radio] and s.pending.intercept == 1 and use_radio not in legal_actions(s)
    apply_checked(s, use_mill)
    assert s.locked[mill] and s.blood[b] == 2 and s.pending.intercept == 2  # 1 blood for +1 intercept
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert s.stats[0] == 0 and m.pool == pool  # intercept 2 < stealth 3: not blocked, no pool owed
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
    deck = make_deck(cards, crypt, {**FILLER, "The Path of Night": 2, "Descent into Darkness": 2})
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
    deck = make_deck(cards, CRYPT, {**FILLER, "Metro Underground": 2})
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
    deck = make_deck(cards, CRYPT, {**FILLER, "Charisma": 2, "Ossian": 2})
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
    R._burn_minion(s, v)
    assert charisma in m.ash and R.pool_cost(s.setup, w, ossian) == 3 and not s.setup.cost_mods[v]
    check_table(s)


def test_aching_beauty(cards):
    """Aching Beauty: on a Toreador you control; when it is blocked, the blocking minion's
    controller burns 1 pool before block resolution (rules 6.2.2.2); not on another clan."""
    c = cards.lookup("Aching Beauty").card
    assert R.executes(EffectRegistry()[c], c)
    deck = make_deck(cards, CRYPT, {**FILLER, "Aching Beauty": 2})
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
    deck = make_deck(cards, CRYPT, {**FILLER, "Protected Resources": 2})
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
    deck = make_deck(cards, CRYPT, {**FILLER, "Narrow Minds": 2})
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
    deck = make_deck(cards, crypt, {**FILLER, "Haqim's Law: Retribution": 2, "Immortal Grapple": 4})
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
