"""Scenario tests of action cards (rules 6.1.6): new vampires with a Discipline master card and
blood from the acting vampire (Third Tradition: Progeny, Tumnimos); Pulse of the Canaille; cards
letting a locked minion attempt to block (Eternal Vigilance, Under Siege, No Secrets From the
Magaji); Aranthebes, The Immortal; Unleash Hell's Fury; taking control of a vampire until the
end of the turn (Puppet Master, Temptation) or the next action (Spirit Marionette); Fiendish
Tongue; Rutor's Hand; Constant Revolution; Judgment: Camarilla Segregation; Khabar: Glory; Renewed Vigor; Sensory Deprivation; Legacy of Pander (a political action); Madman's Quill."""

from __future__ import annotations

import pytest
from scenario import hand, inst, make_deck, minion_phase, move, ready, table

from vtes_tools.engine import PASS, Action, Kind, Op, PlayerView, apply_checked, legal_actions
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import minion_bonus, executes

CRYPT = {"Anson": 2, "Lauren": 2, "Andrei Puxon": 2, "Ayelech": 2, "Aleph": 2, "Gentha Shale": 2, "Aeron": 1,
         "Aaron Bathurst": 2, "Kabede Maru": 1,
         "Arishat": 1, "Amenophobis": 1, "America Johnson": 1, "Anita Wainwright": 1,
         "Blanche Hill": 2, "Abd al-Rashid": 1,
         "Dhita Choudhair": 1, "Lena Rowe": 1,
         "Ankou, The": 1}
FILLER = {"Theft of Vitae": 30, "Deflection": 10}
CARDS = ("Third Tradition: Progeny", "Tumnimos", "Childe of the Revolution", "Creation Rites", "Auspex",
         "Celerity", "Chimerstry", "Pulse of the Canaille", "Eternal Vigilance", "Under Siege",
         "No Secrets From the Magaji", "Aranthebes, The Immortal", "Unleash Hell's Fury",
         "Puppet Master", "Temptation", "Fiendish Tongue", "Spirit Marionette", "Rutor's Hand",
         "Constant Revolution", "Judgment: Camarilla Segregation", "Khabar: Glory",
         "Renewed Vigor", "Sensory Deprivation", "Legacy of Pander", "Madman's Quill")


@pytest.fixture(scope="module")
def deck(cards):
    lib = dict(FILLER)
    for name in CARDS:
        lib[name] = 2
    return make_deck(cards, CRYPT, lib)


def resolve(s, act) -> None:
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)  # no block, no reaction


@pytest.mark.parametrize("name", ["Third Tradition: Progeny", "Creation Rites", "Childe of the Revolution",
                                  "Tumnimos"])
def test_embrace_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(EffectRegistry()[card], card)


def test_progeny_new_vampire_gets_a_discipline_master_and_blood(deck):
    """Third Tradition: Progeny: the card becomes a 1-capacity vampire; a Discipline master card
    from the ash heap, library or hand goes on it (+1 level, +1 capacity: rules 6.5.5, the same
    search as diablerie), up to 2 blood moves from the acting vampire (the amount chosen with the
    action), and it cannot perform actions this turn. Only a prince or justicar plays it."""
    s = table(deck)
    prince = ready(s, 0, "Anson", blood=5)
    other = ready(s, 0, "Lauren", blood=5)
    card = hand(s, 0, "Third Tradition: Progeny")
    master = inst(s, 0, "Celerity")  # one of Anson's Disciplines, in the ash heap (searched first)
    move(s, master, "ash")
    move(s, inst(s, 0, "Chimerstry"), "ash")  # not one of his: left there
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card]
    assert {x.actor for x in acts} == {prince}  # Lauren holds no title
    assert sorted(-1 - x.target for x in acts) == [0, 1, 2]  # 0 to 2 blood for the new vampire
    resolve(s, next(x for x in acts if x.target == -3))
    m = s.players[0]
    assert card in m.ready and s.setup.is_vampire[card]
    assert s.blood[prince] == 5 - 1 - 2 and s.blood[card] == 2  # the card's cost, then 2 moved
    assert master in m.in_play and s.attached[master] == card and master not in m.ash
    assert s.setup.capacity[card] == 2 and s.setup.disc_any[card] >> 3 & 1  # +1 capacity, Celerity
    assert not any(x.actor == card for x in legal_actions(s))  # no action this turn
    assert other in {x.actor for x in legal_actions(s)}


def test_progeny_moves_no_blood_the_actor_lacks(deck):
    s = table(deck)
    prince = ready(s, 0, "Anson", blood=2)
    card = hand(s, 0, "Third Tradition: Progeny")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card]
    assert sorted(-1 - x.target for x in acts) == [0, 1]  # 1 blood paid for the card, 1 left to move
    resolve(s, next(x for x in acts if x.target == -1))
    assert s.blood[prince] == 1 and s.blood[card] == 0


def test_tumnimos_has_chimerstry_and_a_master_from_hand(deck):
    """Tumnimos: a 2-capacity vampire with basic Chimerstry; a master Discipline card from the
    hand (only) goes on it, and that card is replaced (rules 1.6.1.2). A Ravnos with capacity 5
    or more plays it; with no blood the new vampire must hunt (rules 6)."""
    s = table(deck)
    ravnos = ready(s, 0, "Andrei Puxon", blood=4)
    ready(s, 0, "Aleph", blood=4)
    card = hand(s, 0, "Tumnimos")
    in_library = inst(s, 0, "Auspex")
    master = hand(s, 0, "Auspex", k=1)
    for name in ("Chimerstry", "Celerity"):  # in the ash heap, which Tumnimos does not search
        for k in range(2):
            move(s, inst(s, 0, name, k), "ash")
    minion_phase(s)
    acts = [x for x in legal_actions(s) if x.kind == Kind.ACTION_CARD and x.card == card]
    assert {x.actor for x in acts} == {ravnos}
    m = s.players[0]
    before = len(m.hand)
    resolve(s, acts[0])
    su = s.setup
    assert card in m.ready and su.capacity[card] == 3 and s.blood[card] == 0
    assert su.disc_any[card] >> 4 & 1 and su.disc_any[card] >> 2 & 1  # Chimerstry, Auspex
    assert s.attached[master] == card and in_library in m.library
    assert master not in m.hand and len(m.hand) == before  # Tumnimos and Auspex both replaced
    assert next((x.kind, x.actor) for x in legal_actions(s)) == (Kind.HUNT, card)  # it must hunt


def test_pulse_of_the_canaille_bleed_on_the_vampire_or_every_hand_seen(deck):
    """Pulse of the Canaille [AUS]: on the acting vampire, +2 bleed, one per vampire; [aus]: for
    the rest of the turn the acting Methuselah sees every hand (not on the next turn)."""
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=6)  # superior Auspex: either level
    card = hand(s, 0, "Pulse of the Canaille")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = {e.options[x.n].level: x for x in legal_actions(s) if x.card == card}
    assert set(acts) == {1, 2}
    resolve(s, acts[2])
    assert s.attached[card] == a and minion_bonus(s, s.players[0], a, Op.PLUS_BLEED) == 2
    assert s.blood[a] == 3  # it costs 3 blood
    other = hand(s, 0, "Pulse of the Canaille", k=1)
    minion_phase(s)
    assert not [x for x in legal_actions(s) if x.card == other and x.actor == a]  # only one

    s = table(deck)
    ready(s, 0, "Ayelech", blood=6)
    card = hand(s, 0, "Pulse of the Canaille")
    seen = hand(s, 2, "Auspex")
    minion_phase(s)
    assert PlayerView(s, 0).open_hand(2) is None
    resolve(s, next(x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 1))
    assert PlayerView(s, 0).open_hand(2) == [seen] and PlayerView(s, 1).open_hand(2) is None
    minion_phase(s)  # the next turn: hands closed again
    s.used.clear()
    assert PlayerView(s, 0).open_hand(2) is None


def play(s, actor: int, card: int) -> None:
    resolve(s, next(x for x in legal_actions(s) if x.card == card and x.actor == actor))


def bleed_from(s, p: int, actor: int) -> list[Action]:
    """Methuselah ``p``'s minion bleeds its prey; the blocks then listed."""
    minion_phase(s, p)
    apply_checked(s, Action(Kind.BLEED, actor=actor))
    return [x for x in legal_actions(s) if x.kind == Kind.BLOCK]


@pytest.mark.parametrize("name", ["Eternal Vigilance", "Under Siege", "No Secrets From the Magaji"])
def test_wakers_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(EffectRegistry()[card], card)


def test_eternal_vigilance_burns_blood_to_unlock_and_block(deck):
    """Eternal Vigilance: on the acting archbishop; locked, it burns 1 blood to unlock and
    attempt to block (rules 6.2.2.1: a locked minion blocks only with such an effect); burned
    when it goes to torpor."""
    s = table(deck)
    arch = ready(s, 0, "Aeron", blood=5)
    plain = ready(s, 0, "Aaron Bathurst")  # Sabbat, no title: cannot play it
    card = hand(s, 0, "Eternal Vigilance")
    minion_phase(s)
    assert {x.actor for x in legal_actions(s) if x.card == card} == {arch}
    play(s, arch, card)
    assert s.attached[card] == arch and card in s.players[0].in_play and s.locked[arch]
    s.locked[plain] = 1
    bleeder = ready(s, 3, "Lauren")
    blocks = bleed_from(s, 3, bleeder)  # player 3 bleeds its prey, player 0
    assert blocks == [Action(Kind.BLOCK, actor=arch, card=card)]  # not the other locked one
    apply_checked(s, blocks[0])
    # blocked (no bleed), then the combat of hand strikes: 1 blood for the card, 1 to unlock,
    # 1 to heal Lauren's hand strike; the block locks it again
    assert s.pending is None and s.players[0].pool == 30 and s.locked[arch]
    assert s.blood[arch] == 5 - 1 - 1 - 1
    assert card in s.players[0].in_play  # it stays for the next action
    from vtes_tools.engine.rules import to_torpor
    to_torpor(s, arch)
    assert card in s.players[0].ash and card not in s.players[0].in_play


def test_under_siege_counters_unlock_a_sabbat_blocker_with_intercept(deck):
    """Under Siege: in play with 3 counters; once each action a Sabbat vampire burns one to
    unlock and attempt to block with +1 intercept; burned with its last counter."""
    s = table(deck)
    arch = ready(s, 0, "Aeron", blood=5)
    v = ready(s, 0, "Aaron Bathurst")
    other = ready(s, 0, "Lauren")  # not Sabbat
    card = hand(s, 0, "Under Siege")
    minion_phase(s)
    play(s, arch, card)
    assert card in s.players[0].in_play and s.blood[card] == 3 and s.players[0].pool == 29
    for x in (v, other):
        s.locked[x] = 1
    s.blood[card] = 1
    bleeder = ready(s, 3, "Ayelech")
    blocks = bleed_from(s, 3, bleeder)
    assert {(x.actor, x.card) for x in blocks} == {(arch, card), (v, card)}
    s.pending.stealth = 1  # as if the bleeder had +1 stealth: the counter's +1 intercept blocks it
    apply_checked(s, next(x for x in blocks if x.actor == v))
    assert s.pending is None and s.players[0].pool == 29  # blocked: no pool bled
    assert s.locked[v]  # unlocked to block, locked by the block
    assert card in s.players[0].ash  # its last counter burned


def test_no_secrets_from_the_magaji_blocks_vampires_locked_with_intercept(deck):
    """No Secrets From the Magaji: on the magaji, who unlocks; +1 intercept when attempting to
    block vampires, and locked, attempts it as if unlocked; burned when such an attempt fails."""
    for stealth in (1, 2):
        s = table(deck)
        mag = ready(s, 0, "Kabede Maru", blood=5)
        card = hand(s, 0, "No Secrets From the Magaji")
        minion_phase(s)
        play(s, mag, card)
        assert s.attached[card] == mag and not s.locked[mag]  # unlocked by the card
        s.locked[mag] = 1
        bleeder = ready(s, 3, "Ayelech")
        blocks = bleed_from(s, 3, bleeder)
        assert blocks == [Action(Kind.BLOCK, actor=mag, card=card)]
        s.pending.stealth = stealth  # as if the bleeder had played stealth
        apply_checked(s, blocks[0])
        while s.pending is not None:
            apply_checked(s, PASS)
        if stealth == 1:  # its +1 intercept blocks: no pool bled, the card stays
            assert s.players[0].pool == 30 and card in s.players[0].in_play
        else:  # the attempt fails: the card burns, the bleed goes on
            assert s.players[0].pool == 29 and card in s.players[0].ash


def test_aranthebes_reduces_small_bleeds_and_locks_for_stealth(deck):
    """Aranthebes, The Immortal: put in play; while unlocked, vampires with capacity 4 or less
    get -1 bleed against its controller; locked, it gives the predator's acting minion -1
    stealth when the controller's block would fail (rules 6.2.2.2)."""
    s = table(deck)
    a = ready(s, 0, "Anson", blood=5)
    card = hand(s, 0, "Aranthebes, The Immortal")
    minion_phase(s)
    play(s, a, card)
    m = s.players[0]
    assert card in m.in_play and not s.locked[card] and m.pool == 29  # it costs 1 pool
    small = ready(s, 3, "Aleph")  # capacity 4
    big = ready(s, 3, "Ayelech")  # capacity 7
    bleed_from(s, 3, small)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert m.pool == 29  # 1 bleed - 1
    bleed_from(s, 3, big)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert m.pool == 28  # capacity 7: the full bleed

    # the blocker's attempt falls 1 short: lock Aranthebes for -1 stealth
    bleeder = ready(s, 3, "Gentha Shale")
    s.locked[a] = 0
    blocks = bleed_from(s, 3, bleeder)
    s.pending.stealth = 1
    apply_checked(s, next(x for x in blocks if x.actor == a))
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]
    assert uses == [Action(Kind.USE, actor=a, card=card)]
    apply_checked(s, uses[0])
    assert s.locked[card]
    while s.pending is not None:
        apply_checked(s, PASS)
    assert m.pool == 28  # blocked
    s.locked[card] = 1
    s.locked[small], s.blood[bleeder] = 0, 3  # (no hunt forced on the bleeder of the combat)
    s.locked[a] = 1
    bleed_from(s, 3, small)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert m.pool == 27  # locked: no bleed reduction


def test_aranthebes_is_shuffled_into_the_library_by_a_big_vampire(deck):
    """"Vampires with capacity 5 or more can shuffle Aranthebes into your library as a (D)
    action" (rules 6.1.6: an action directed at its controller)."""
    s = table(deck)
    card = inst(s, 0, "Aranthebes, The Immortal")
    move(s, card, "in_play")
    small = ready(s, 1, "Aleph")
    big = ready(s, 1, "Ayelech")
    minion_phase(s, 1)
    burns = [x for x in legal_actions(s) if x.kind == Kind.BURN_CARD and x.target == card]
    assert {x.actor for x in burns} == {big} and small not in {x.actor for x in burns}
    apply_checked(s, burns[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    m = s.players[0]
    assert card in m.library and card not in m.in_play and card not in m.ash


def test_aranthebes_is_executed(cards):
    card = cards.lookup("Aranthebes, The Immortal").card
    assert executes(EffectRegistry()[card], card)


def test_unleash_hells_fury_blocks_directed_actions_with_no_combat(cards, deck):
    """Unleash Hell's Fury [DAI]: put in play (the infernal vampire unlocks); it attempts to block
    an action directed at its controller with +2 intercept: blocked, the action fails (rules
    6.2.3) with no combat, the acting minion takes 1 unpreventable aggravated damage (to torpor:
    rules 6.5.1) and the card burns."""
    card_ = cards.lookup("Unleash Hell's Fury").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    inf = ready(s, 0, "Arishat", blood=5)
    other = ready(s, 0, "Lauren")  # not infernal
    card = hand(s, 0, "Unleash Hell's Fury")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = {e.options[x.n].level: x for x in legal_actions(s) if x.card == card}
    assert {x.actor for x in acts.values()} == {inf}
    resolve(s, acts[2])
    m = s.players[0]
    assert card in m.in_play and not s.locked[inf] and m.pool == 28  # 2 pool; the vampire unlocks
    s.locked[inf] = s.locked[other] = 1
    bleeder = ready(s, 3, "Aleph")
    blocks = bleed_from(s, 3, bleeder)
    assert blocks == [Action(Kind.BLOCK, actor=card)]
    apply_checked(s, blocks[0])
    while s.pending is not None:
        apply_checked(s, PASS)
    assert m.pool == 28 and card in m.ash and card not in m.in_play
    assert bleeder in s.players[3].torpor and s.combat is None


@pytest.mark.parametrize("name", ["Puppet Master", "Temptation", "Spirit Marionette"])
def test_borrowing_cards_are_executed(cards, name):
    card = cards.lookup(name).card
    assert executes(EffectRegistry()[card], card)


def test_puppet_master_locks_then_lends_the_vampire_for_a_turn(deck):
    """Puppet Master [DOM]: (D) on a younger vampire, locked; it does not unlock as normal (rules
    4: the unlock phase); in its controller's next minion phase the card burns, the vampire
    unlocks and is theirs until the end of that turn, then goes back."""
    from vtes_tools.engine.rules import begin_turn, end_turn, enter
    from vtes_tools.engine.state import Phase

    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=5)  # capacity 7, superior Dominate
    young = ready(s, 1, "Lauren")  # capacity 4
    old = ready(s, 1, "Anson")  # capacity 8: not younger
    card = hand(s, 0, "Puppet Master")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = [x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2]
    assert {x.target for x in acts} == {young} and old not in {x.target for x in acts}
    resolve(s, acts[0])
    assert s.attached[card] == young and s.locked[young] and card in s.players[0].in_play
    assert s.blood[a] == 5 - 2
    s.current = 1
    begin_turn(s)  # player 1's unlock phase
    assert s.locked[young] and not s.locked[old]
    s.current = 0
    begin_turn(s)
    enter(s, Phase.MINION)  # the next minion phase of player 0
    assert young in s.players[0].ready and not s.locked[young] and card in s.players[0].ash
    assert any(x.actor == young for x in legal_actions(s))  # it can act for player 0
    end_turn(s)
    assert young in s.players[1].ready and young not in s.players[0].ready


def test_temptation_counters_then_the_vampire_for_the_turn(deck):
    """Temptation [SER]: (D) on a ready vampire with 1 counter; +1 counter in each of its
    controller's master phases; in their minion phase, with counters at least the vampire's
    blood, burn them: the vampire unlocks and is theirs until the end of the turn."""
    from vtes_tools.engine.rules import begin_turn, end_turn, enter
    from vtes_tools.engine.state import Phase

    s = table(deck)
    a = ready(s, 0, "Amenophobis", blood=5)
    t = ready(s, 1, "Lauren", blood=2)
    card = hand(s, 0, "Temptation")
    minion_phase(s)
    e = s.setup.effect[card]
    act = next(x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2 and x.target == t)
    resolve(s, act)
    assert s.attached[card] == t and s.blood[card] == 1 and s.blood[a] == 4
    assert not [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]  # 1 < 2 blood
    s.current = 0
    begin_turn(s)
    enter(s, Phase.MASTER)
    assert s.blood[card] == 2  # a counter in the master phase
    enter(s, Phase.MINION)
    torpid = s.clone()  # a vampire in torpor is not taken: no use offered (it would do nothing)
    move(torpid, t, "torpor")
    assert not [x for x in legal_actions(torpid) if x.kind == Kind.USE and x.card == card]
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]
    assert uses == [Action(Kind.USE, card=card, target=t)]
    apply_checked(s, uses[0])
    assert t in s.players[0].ready and not s.locked[t] and s.blood[card] == 0
    assert s.attached[card] == t and card in s.players[0].in_play  # the card stays
    end_turn(s)
    assert t in s.players[1].ready


def test_fiendish_tongue_anarchs_lose_intercept_and_the_tzimisce_unlocks(cards, deck):
    """Fiendish Tongue: (D) bleed with +1 bleed; anarchs get -1 intercept during the action
    (rules 6.2.2.2); if the bleed is successful, the Tzimisce can burn 1 blood during the
    discard phase to unlock (rules 8: the discard phase)."""
    from vtes_tools.engine.rules import enter
    from vtes_tools.engine.state import Phase

    card_ = cards.lookup("Fiendish Tongue").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    tz = ready(s, 0, "America Johnson", blood=3)  # Sabbat Tzimisce
    anarch = ready(s, 1, "Anita Wainwright")
    card = hand(s, 0, "Fiendish Tongue")
    minion_phase(s)
    act = next(x for x in legal_actions(s) if x.card == card)
    apply_checked(s, act)
    s.pending.stealth = 0
    block = next(x for x in legal_actions(s) if x.kind == Kind.BLOCK and x.actor == anarch)
    apply_checked(s, block)
    # its attempt at 0 intercept - 1 against stealth 0 fails (0 against 0 would block it): the
    # bleed goes on for 2
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 30 - 2 and s.locked[tz]
    enter(s, Phase.DISCARD)
    assert not s.locked[tz] and s.blood[tz] == 2  # 1 blood burned to unlock


def test_spirit_marionette_takes_a_minion_for_its_bleed_of_the_prey(deck):
    """Spirit Marionette [OBE]: (D) take control of a ready unlocked minion until the end of the
    next action, which must be its bleed of the prey (rules 6.1.1); then it goes back."""
    s = table(deck)
    a = ready(s, 0, "Blanche Hill", blood=5)  # superior Obeah
    ready(s, 0, "Lauren")
    t = ready(s, 2, "Anson", blood=4)  # player 2: the grand-prey
    card = hand(s, 0, "Spirit Marionette")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = [x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2]
    assert t in {x.target for x in acts}
    resolve(s, next(x for x in acts if x.target == t))
    m = s.players[0]
    assert t in m.ready and a in m.ready
    assert legal_actions(s) == [Action(Kind.BLEED, actor=t)]  # it must bleed, nothing else first
    resolve(s, legal_actions(s)[0])
    assert s.players[1].pool == 30 - 1  # Anson's bleed of player 0's prey
    assert t in s.players[2].ready and t not in m.ready and s.locked[t]  # back, locked by its bleed


def test_spirit_marionette_obe_locks_a_minion_of_the_prey(deck):
    """Spirit Marionette [obe]: bleed with +1 bleed and lock a ready minion of the prey."""
    s = table(deck)
    ready(s, 0, "Lauren", blood=4)
    v = ready(s, 0, "Blanche Hill", blood=4)
    prey_minion = ready(s, 1, "Aleph")
    s.locked[prey_minion] = 0
    card = hand(s, 0, "Spirit Marionette")
    minion_phase(s)
    e = s.setup.effect[card]
    act = next(x for x in legal_actions(s) if x.card == card and x.actor == v and e.options[x.n].has(Op.LOCK))
    assert act.target == prey_minion
    apply_checked(s, act)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.players[1].pool == 30 - 2 and s.locked[prey_minion]


def test_rutors_hand_unlocks_its_vampire_once_a_turn(cards, deck):
    """Rutor's Hand [THA]: on the acting vampire, locked; it burns 3 blood to be immune to the
    aggravated damage; in a later minion phase the locked vampire locks the card to unlock
    (the card unlocks in the unlock phase, rules 4). [tha]: the damage sends it to torpor
    (rules 6.5.1: aggravated damage cannot be healed)."""
    from vtes_tools.engine.rules import begin_turn, enter
    from vtes_tools.engine.state import Phase

    card_ = cards.lookup("Rutor's Hand").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    a = ready(s, 0, "Ayelech", blood=5)  # superior Thaumaturgy
    card = hand(s, 0, "Rutor's Hand")
    minion_phase(s)
    e = s.setup.effect[card]
    resolve(s, next(x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2))
    m = s.players[0]
    assert s.attached[card] == a and s.locked[card] and s.blood[a] == 5 - 1 - 3 and a in m.ready
    assert not [x for x in legal_actions(s) if x.kind == Kind.USE]  # the card is locked
    s.current = 0
    begin_turn(s)
    enter(s, Phase.MINION)
    assert not s.locked[card]
    s.locked[a] = 1  # as if it had acted
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]
    assert uses == [Action(Kind.USE, actor=a, card=card)]
    apply_checked(s, uses[0])
    assert not s.locked[a] and s.locked[card]

    s = table(deck)
    lauren = ready(s, 0, "Lauren", blood=5)  # basic Thaumaturgy: no immunity
    card = hand(s, 0, "Rutor's Hand")
    minion_phase(s)
    resolve(s, next(x for x in legal_actions(s) if x.card == card))
    assert lauren in s.players[0].torpor and s.attached[card] == lauren


def test_constant_revolution_counters_cost_the_others_cards_or_pool(cards, deck):
    """Constant Revolution: put in play with 1 counter, +1 in its controller's unlock phase; in
    another Methuselah's unlock phase they burn X cards at random from hand (drawn back: rules
    1.6.1.2) and/or pool; with an empty hand, pool."""
    from vtes_tools.engine.rules import begin_turn, enter
    from vtes_tools.engine.state import Phase

    card_ = cards.lookup("Constant Revolution").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    a = ready(s, 0, "Anita Wainwright")  # an Anarch
    card = hand(s, 0, "Constant Revolution")
    minion_phase(s)
    resolve(s, next(x for x in legal_actions(s) if x.card == card and x.actor == a))
    assert card in s.players[0].in_play and s.blood[card] == 1
    q = s.players[1]
    for k in range(3):
        hand(s, 1, "Theft of Vitae", k=k)
    ash, lib = len(q.ash), len(q.library)
    s.current = 1
    begin_turn(s)
    enter(s, Phase.MASTER)
    assert len(q.ash) == ash + 1 and len(q.hand) == 3 and len(q.library) == lib - 1 and q.pool == 30
    s.players[2].hand.clear()
    s.current = 2
    begin_turn(s)
    enter(s, Phase.MASTER)
    assert s.players[2].pool == 29  # no card in hand: 1 pool
    s.current = 0
    begin_turn(s)
    enter(s, Phase.MASTER)
    assert s.blood[card] == 2 and s.players[0].pool == 30


def test_camarilla_segregation_taxes_non_camarilla_and_burns_for_one(cards, deck):
    """Judgment: Camarilla Segregation: put in play by a prince; each Methuselah controlling a
    non-Camarilla vampire burns 1 pool in their unlock phase; in their master phase one can burn
    a non-Camarilla vampire they control to burn the card (rules 1.2: burn)."""
    from vtes_tools.engine.rules import begin_turn, enter
    from vtes_tools.engine.state import Phase

    card_ = cards.lookup("Judgment: Camarilla Segregation").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    prince = ready(s, 0, "Anson")  # Camarilla prince
    card = hand(s, 0, "Judgment: Camarilla Segregation")
    minion_phase(s)
    resolve(s, next(x for x in legal_actions(s) if x.card == card and x.actor == prince))
    assert card in s.players[0].in_play
    ready(s, 1, "Lauren")  # Camarilla
    anarch = ready(s, 2, "Anita Wainwright")  # Anarch: not Camarilla
    for p in (1, 2):
        s.current = p
        begin_turn(s)
        enter(s, Phase.MASTER)
    assert s.players[1].pool == 30 and s.players[2].pool == 29
    uses = [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == card]
    assert uses == [Action(Kind.USE, card=card, target=anarch)]
    apply_checked(s, uses[0])
    assert anarch in s.players[2].ash and card in s.players[0].ash


def test_khabar_glory_first_action_bleed_and_oust_pool(cards, deck):
    """Khabar: Glory: only as the turn's first action; on the acting Assamite, who unlocks with
    +1 bleed; 4 more pool when the prey is ousted (rules 9.1: on top of the 6); burned in the
    controller's unlock phase."""
    from vtes_tools.engine.rules import begin_turn, enter
    from vtes_tools.engine.state import Phase

    card_ = cards.lookup("Khabar: Glory").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    a = ready(s, 0, "Abd al-Rashid", blood=5)  # an Assamite
    other = ready(s, 0, "Lauren")
    card = hand(s, 0, "Khabar: Glory")
    minion_phase(s)
    resolve(s, next(x for x in legal_actions(s) if x.card == card and x.actor == a))
    m = s.players[0]
    assert s.attached[card] == a and not s.locked[a]
    s.players[1].pool = 2
    resolve(s, Action(Kind.BLEED, actor=a))  # 1 + 1 bleed: the prey ousted
    assert s.players[1].ousted and m.pool == 30 + 6 + 4
    s.current = 0
    begin_turn(s)
    enter(s, Phase.MASTER)
    assert card in m.ash  # burned in the unlock phase

    s = table(deck)
    a = ready(s, 0, "Abd al-Rashid", blood=5)
    other = ready(s, 0, "Lauren")
    card = hand(s, 0, "Khabar: Glory")
    minion_phase(s)
    resolve(s, Action(Kind.HUNT, actor=other))
    assert not [x for x in legal_actions(s) if x.card == card]  # an action was performed this turn


def test_renewed_vigor_each_option(cards, deck):
    """Renewed Vigor: [OBE] another vampire filled to capacity; [obe] a vampire of yours from
    torpor to the ready region (rules 6.5); [for] on the vampire, which burns it in a later
    unlock phase to leave torpor."""
    from vtes_tools.engine.rules import begin_turn, enter, to_torpor
    from vtes_tools.engine.state import Phase

    card_ = cards.lookup("Renewed Vigor").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    a = ready(s, 0, "Blanche Hill", blood=5)  # superior Obeah, superior Fortitude
    other = ready(s, 0, "Lauren", blood=1)
    sleeper = ready(s, 0, "Aleph", blood=0)
    to_torpor(s, sleeper)
    card = hand(s, 0, "Renewed Vigor")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = [x for x in legal_actions(s) if x.card == card and x.actor == a]
    fill = [x for x in acts if e.options[x.n].level == 2]
    rescue = [x for x in acts if e.options[x.n].has(Op.RESCUE) and e.options[x.n].level == 1
              and not e.options[x.n].has(Op.BURN_SELF)]
    assert {x.target for x in fill} == {other, sleeper} and {x.target for x in rescue} == {sleeper}
    trial = s.clone()
    resolve(trial, next(x for x in fill if x.target == other))
    assert trial.blood[other] == 4  # Lauren's capacity
    resolve(s, rescue[0])
    assert sleeper in s.players[0].ready and sleeper not in s.players[0].torpor

    s = table(deck)
    a = ready(s, 0, "Blanche Hill", blood=5)
    card = hand(s, 0, "Renewed Vigor")
    minion_phase(s)
    put = next(x for x in legal_actions(s) if x.card == card and e.options[x.n].has(Op.BURN_SELF))
    resolve(s, put)
    assert s.attached[card] == a and card in s.players[0].in_play
    to_torpor(s, a)
    s.current = 0
    begin_turn(s)
    enter(s, Phase.MASTER)
    assert a in s.players[0].ready and card in s.players[0].ash


def test_sensory_deprivation_keeps_a_minion_locked_while_the_actor_is_ready(cards, deck):
    """Sensory Deprivation [CHI]: (D) on another Methuselah's vampire, which does not unlock as
    normal (rules 4); the card burns once the acting vampire has left the ready region."""
    from vtes_tools.engine.rules import begin_turn, to_torpor

    card_ = cards.lookup("Sensory Deprivation").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    a = ready(s, 0, "Dhita Choudhair", blood=5)  # superior Chimerstry
    t = ready(s, 1, "Lauren")
    card = hand(s, 0, "Sensory Deprivation")
    minion_phase(s)
    e = s.setup.effect[card]
    act = next(x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2 and x.target == t)
    resolve(s, act)
    assert s.attached[card] == t and s.blood[a] == 5 - 3
    s.locked[t] = 1
    s.current = 1
    begin_turn(s)
    assert s.locked[t]  # does not unlock as normal
    to_torpor(s, a)
    s.current = 1
    begin_turn(s)
    assert not s.locked[t] and card in s.players[0].ash  # the actor left the ready region


def test_legacy_of_pander_votes_for_untitled_panders_and_sabbat_burn(cards, deck):
    """Legacy of Pander: a Sabbat vampire calls it (rules 6.3); passed, it is put in play and each
    non-titled Pander gets 1 vote (rules 6.3.3); Sabbat vampires can call a referendum to burn
    it as a +1 stealth political action (rules 6.1.7)."""
    from vtes_tools.engine.rules import votes_of
    from vtes_tools.engine.state import Stage

    card_ = cards.lookup("Legacy of Pander").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    arch = ready(s, 0, "Aeron")  # Sabbat archbishop: 2 votes
    pander = ready(s, 1, "Lena Rowe")  # a non-titled Pander
    card = hand(s, 0, "Legacy of Pander")
    assert votes_of(s, pander) == 0
    minion_phase(s)
    apply_checked(s, Action(Kind.POLITICAL, actor=arch, card=card))
    while s.pending is not None and s.pending.stage == Stage.BLOCKS:
        apply_checked(s, PASS)
    r = s.referendum
    if r is not None and r.choosing:
        apply_checked(s, Action(Kind.TERMS, n=0))
    while s.referendum is not None:
        acts = legal_actions(s)
        apply_checked(s, next((x for x in acts if x.kind == Kind.VOTE and x.n == 1 and x.card < 0 and x.target < 0),
                              PASS) if s.decider == 0 else PASS)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert card in s.players[0].in_play and votes_of(s, pander) == 1
    camarilla = ready(s, 1, "Lauren")
    minion_phase(s, 1)
    burns = {x.actor for x in legal_actions(s) if x.kind == Kind.BURN_CARD and x.target == card}
    assert burns == {pander}  # the Sabbat one; not Lauren (Camarilla)
    assert camarilla not in burns


def test_madmans_quill_dementation_bleeds_more_and_any_vampire_burns_it(cards, deck):
    """Madman's Quill [AUS DEM]: (D) on a ready minion of the prey (one per prey); vampires with
    Dementation get +1 bleed against that Methuselah; vampires burn it as an undirected action
    that costs 2 blood (rules 6.1.6)."""
    card_ = cards.lookup("Madman's Quill").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(deck)
    a = ready(s, 0, "Ankou, The", blood=6)
    t = ready(s, 1, "Lauren")
    card = hand(s, 0, "Madman's Quill")
    minion_phase(s)
    e = s.setup.effect[card]
    acts = [x for x in legal_actions(s) if x.card == card and e.options[x.n].level == 2]
    assert {x.target for x in acts} == {t}
    resolve(s, acts[0])
    assert s.attached[card] == t and card in s.players[0].in_play
    s.locked[a] = s.locked[t] = 0
    minion_phase(s)
    resolve(s, Action(Kind.BLEED, actor=a))
    assert s.players[1].pool == 30 - 2  # 1 + 1 for Dementation
    ready(s, 2, "Aleph")  # player 1's prey
    s.locked[a] = 0
    minion_phase(s, 1)
    burns = [x for x in legal_actions(s) if x.kind == Kind.BURN_CARD and x.target == card]
    assert {x.actor for x in burns} == {t}
    apply_checked(s, burns[0])
    assert not s.pending.directed and s.decider == 2  # undirected: the prey may block first
    while s.pending is not None:
        apply_checked(s, PASS)
    assert card in s.players[0].ash and s.blood[t] == 3 - 2


def test_web_of_knives_recruit_trains_into_a_vampire(cards):
    """Web of Knives Recruit: put in the uncontrolled region with 3 training counters (no blood
    moves to it); one burns in each of its controller's unlock phases, from two such cards at
    most; after the last it moves to the ready region as a 3-capacity non-unique Independent
    Banu Haqim with basic Celerity, Obfuscate, Potence and Quietus, 3 blood, blood cursed
    (rules 6.1.6: the action card put in play)."""
    from vtes_tools.engine.effects import DISCIPLINE_BITS, Req
    from vtes_tools.engine.rules import begin_turn, enter
    from vtes_tools.engine.state import Phase

    card_ = cards.lookup("Web of Knives Recruit").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(make_deck(cards, CRYPT, {**FILLER, "Web of Knives Recruit": 3}))
    a = ready(s, 0, "Kabede Maru", blood=4)  # Banu Haqim
    m = s.players[0]
    cards_ = [hand(s, 0, "Web of Knives Recruit", k=k) for k in range(3)]
    for k, c in enumerate(cards_):
        minion_phase(s)
        s.locked[a] = 0
        s.used.discard((a, s.setup.card_id[c]))
        resolve(s, next(x for x in legal_actions(s) if x.card == c and x.actor == a))
        assert c in m.in_play and s.blood[c] == 3 and c not in m.ready
    first, second, third = cards_
    s.blood[first] = 1  # nearest to the last counter
    s.blood[second] = 2

    def unlock():
        s.current = 0
        begin_turn(s)
        enter(s, Phase.MASTER)

    unlock()
    assert s.blood[second] == 1 and s.blood[third] == 3  # two cards at most each unlock phase
    assert first in m.ready and first not in m.in_play and s.blood[first] == 3 and not s.locked[first]
    su = s.setup
    assert su.is_vampire[first] and su.capacity[first] == 3 and su.clan[first] == "Banu Haqim"
    assert su.sect[first] == "Independent" and su.blood_cursed[first] and not su.is_unique[first]
    assert all(su.disc_any[first] >> DISCIPLINE_BITS[d] & 1 for d in ("cel", "obf", "pot", "qui"))
    assert not su.disc_sup[first] >> DISCIPLINE_BITS["qui"] & 1
    assert su.req_bits[first] >> Req.INDEPENDENT & 1 and su.req_bits[first] >> Req.NON_TITLED & 1
    assert not su.req_bits[first] >> Req.CAMARILLA & 1
    unlock()
    assert second in m.ready and s.blood[third] == 2


def test_shattering_crescendo_discards_a_copy_to_damage_two_minions(cards):
    """Shattering Crescendo [MEL]: (D) discard another Shattering Crescendo (replaced: rules
    1.6.1.2) to inflict 3 unpreventable damage on each of up to two minions of one Methuselah:
    the target and that Methuselah's other ready minion with the least blood (rules 6.4.6: a
    vampire heals damage with blood, torpor when it cannot). Without a second copy in hand the
    option is not offered."""
    card_ = cards.lookup("Shattering Crescendo").card
    assert executes(EffectRegistry()[card_], card_)
    s = table(make_deck(cards, {**CRYPT, "Angela Preston": 1}, {**FILLER, "Shattering Crescendo": 3}))
    a = ready(s, 0, "Angela Preston", blood=5)
    prey = s.prey(0)
    big = ready(s, prey, "Lauren", blood=6)
    small = ready(s, prey, "Anson", blood=2)
    other = ready(s, prey, "Aleph", blood=5)
    first = hand(s, 0, "Shattering Crescendo")
    minion_phase(s)
    assert not [x for x in legal_actions(s) if x.card == first and x.actor == a and x.n != 1]  # [pro] only
    copy = hand(s, 0, "Shattering Crescendo", k=1)
    m = s.players[0]
    size = len(m.hand)
    acts = [x for x in legal_actions(s) if x.card == first and x.actor == a and x.n == 0]
    assert {x.target for x in acts} >= {big, small}
    resolve(s, next(x for x in acts if x.target == big))
    assert copy in m.ash and first in m.ash and len(m.hand) == size  # both replaced
    assert s.blood[big] == 3 and small in s.players[prey].torpor  # 2 blood cannot heal 3 damage
    assert s.blood[other] == 5
