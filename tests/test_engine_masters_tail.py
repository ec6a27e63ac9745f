"""Master cards of the long tail the rules play: locations adding blood to an uncontrolled
vampire of a kind, bleed and votes on a vampire, pool when low, the ash heap back to the library
(rules 1.6.2, 5)."""

from __future__ import annotations

import numpy as np
from scenario import (
    MASTERS_FILLER,
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
)

from vtes_tools.engine import PASS, Action, Kind, Phase, PlayerView, apply_checked, legal_actions
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry, Req
from vtes_tools.engine.policies import LegalActions, TablePolicy

CRYPT = {"Kamiri wa Itherero": 2, "Lauren": 2, "Ayelech": 2, "Bret Stryker": 2}


def _executed(cards, *names: str) -> None:
    reg = EffectRegistry()
    for name in names:
        c = cards.lookup(name).card
        assert R.executes(reg[c], c), name


def test_mbare_market(cards):
    """Mbare Market: locked in the influence phase (rules 7) to add 1 blood to a Laibon in your
    uncontrolled region, and to no other vampire there."""
    _executed(cards, "Mbare Market, Harare", "Nosferatu Kingdom", "Gang Territory")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Mbare Market, Harare": 1})
    s = table(deck, n=2)
    market = inst(s, 0, "Mbare Market, Harare")
    move(s, market, "in_play")
    laibon, other = inst(s, 0, "Kamiri wa Itherero"), inst(s, 0, "Lauren")
    move(s, laibon, "uncontrolled")
    move(s, other, "uncontrolled")
    at_phase(s, 0, Phase.INFLUENCE)
    uses = [a for a in legal_actions(s) if a.kind == Kind.USE and a.card == market]
    assert [a.target for a in uses] == [laibon]
    before = s.blood[laibon]
    apply_checked(s, uses[0])
    assert s.blood[laibon] == before + 1 and s.locked[market]
    assert not [a for a in legal_actions(s) if a.kind == Kind.USE and a.card == market]
    check_table(s)


def _bleed(s, a: int) -> int:
    """The pool minion ``a``'s unblocked bleed burns from its controller's prey."""
    minion_phase(s, s.setup.owner[a])
    prey = s.players[s.prey(s.current)]
    before = prey.pool
    apply_checked(s, Action(Kind.BLEED, actor=a))
    while s.pending is not None:
        apply_checked(s, PASS)
    return before - prey.pool


def test_legendary_vampire(cards):
    """Legendary Vampire: only on a vampire with capacity 7 or more that entered your ready region
    in your last influence phase (rules 7); it gets +2 bleed (rules 6.1.1) and +2 votes (rules 6.3.3)."""
    _executed(cards, "Legendary Vampire")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Legendary Vampire": 2})
    s = table(deck, n=2)
    m = s.players[0]
    old = ready(s, 0, "Kamiri wa Itherero", blood=4)  # capacity 10, but in play before
    new, small = inst(s, 0, "Ayelech"), inst(s, 0, "Lauren")
    for v, cap in ((new, 7), (small, 4)):
        move(s, v, "uncontrolled")
        s.blood[v] = cap
    at_phase(s, 0, Phase.INFLUENCE)
    apply_checked(s, Action(Kind.INFLUENCE, target=new))
    apply_checked(s, Action(Kind.INFLUENCE, target=small))
    m.turns += 1  # the next turn
    card = hand(s, 0, "Legendary Vampire")
    master_phase(s)
    plays = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == card]
    assert [a.target for a in plays] == [new]
    votes = R.votes_of(s, new)
    apply_checked(s, plays[0])
    assert s.attached[card] == new and R.votes_of(s, new) == votes + 2
    assert _bleed(s, new) == 1 + 2
    m.turns += 1  # a turn later, no other vampire qualifies for the second copy
    master_phase(s)
    assert not [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.target == old]
    # another Methuselah's vampire calls a referendum to burn it (rules 6.1.7): a +1 stealth political action
    theirs = ready(s, 1, "Lauren", blood=3)
    minion_phase(s, 1)
    assert Action(Kind.BURN_CARD, actor=theirs, target=card, n=1) in legal_actions(s)
    check_table(s)


def test_ancestor_spirit(cards):
    """Ancestor Spirit: on a Laibon with capacity above 4, +1 bleed, and 1 more vote only in a
    referendum that Laibon calls (rules 6.3.3)."""
    from vtes_tools.engine.state import Referendum
    _executed(cards, "Ancestor Spirit")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Ancestor Spirit": 1})
    s = table(deck, n=2)
    laibon = ready(s, 0, "Kamiri wa Itherero", blood=4)
    ready(s, 0, "Ayelech", blood=4)
    card = hand(s, 0, "Ancestor Spirit")
    master_phase(s)
    plays = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == card]
    assert [a.target for a in plays] == [laibon]
    votes = R.votes_of(s, laibon)
    apply_checked(s, plays[0])
    assert R.votes_of(s, laibon) == votes
    s.referendum = Referendum(-1, 0, laibon)
    assert R.votes_of(s, laibon) == votes + 1
    s.referendum = None
    assert _bleed(s, laibon) == 1 + 1
    check_table(s)


def test_investments(cards):
    """Short-Term Investment, Slave Auction: put in play with their counters (3; one per Methuselah
    in the game); each master phase action (rules 5) moves one to your pool; the card burns with
    its last counter."""
    _executed(cards, "Short-Term Investment", "Slave Auction", "Ventrue Investment")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Short-Term Investment": 1, "Slave Auction": 1})
    s = table(deck, n=3)
    m = s.players[0]
    ready(s, 0, "Lauren")
    invest, auction = hand(s, 0, "Short-Term Investment"), hand(s, 0, "Slave Auction")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=invest))
    assert invest in m.in_play and s.blood[invest] == 3
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=auction))
    assert s.blood[auction] == 3  # three Methuselahs
    pool = m.pool
    for k in range(3):
        master_phase(s)
        use = Action(Kind.USE, card=invest)
        assert use in legal_actions(s)
        apply_checked(s, use)
        assert m.pool == pool + k + 1 and s.master_actions == 0
        assert use not in legal_actions(s)  # no master phase action left
        check_table(s)
    assert invest not in m.in_play and invest in m.ash  # burned with its last counter


def test_failsafe(cards):
    """Failsafe: in play (a trifle); only with fewer than 3 pool, a master phase action burns it
    for 4 pool."""
    _executed(cards, "Failsafe")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Failsafe": 1})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Lauren")
    card = hand(s, 0, "Failsafe")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=card))
    assert card in m.in_play
    master_phase(s)
    use = Action(Kind.USE, card=card)
    assert use not in legal_actions(s)  # 30 pool
    m.pool = 2
    master_phase(s)
    assert use in legal_actions(s)
    apply_checked(s, use)
    assert m.pool == 6 and card in m.ash and card not in m.in_play
    check_table(s)


def test_waste_management_operation(cards):
    """Waste Management Operation: locked in your discard phase (rules 8) to move a library card
    from your ash heap to the bottom of your library; once, and the phase then ends."""
    _executed(cards, "Waste Management Operation")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Waste Management Operation": 1})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Lauren")
    card = inst(s, 0, "Waste Management Operation")
    move(s, card, "in_play")
    spent = inst(s, 0, "Deflection")
    move(s, spent, "ash")
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 0
    use = Action(Kind.USE, card=card, target=spent)
    assert use in legal_actions(s)
    apply_checked(s, use)
    assert s.locked[card] and m.library[0] == spent and spent not in m.ash
    assert not [a for a in legal_actions(s) if a.kind == Kind.USE]
    check_table(s)


def test_storage_annex(cards):
    """Storage Annex: played with a card from your hand face down on it (out of play, not
    replaced: rules 1.6.1.2 replaces the annex only); once in each of your master phases a card in
    hand is exchanged for it; the card goes to the ash heap when the annex burns."""
    _executed(cards, "Storage Annex")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Storage Annex": 1})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Lauren")
    annex = hand(s, 0, "Storage Annex")
    kept, other = hand(s, 0, "Deflection"), hand(s, 0, "Eyes of Argus")
    master_phase(s)
    play = Action(Kind.PLAY_MASTER, card=annex, target=kept)
    assert play in legal_actions(s)
    size = len(m.hand)
    apply_checked(s, play)
    assert annex in m.in_play and kept in m.removed and kept not in m.hand and len(m.hand) == size - 1
    check_table(s)
    master_phase(s)
    swap = Action(Kind.USE, card=annex, target=other)
    assert swap in legal_actions(s)
    apply_checked(s, swap)
    assert kept in m.hand and other in m.removed and s.attached[other] == annex
    assert not [a for a in legal_actions(s) if a.kind == Kind.USE and a.card == annex]  # once a master phase
    m.in_play.remove(annex)
    R.burn_card(s, annex)
    assert other in m.ash and other not in m.removed
    check_table(s)


def test_maleficia_and_abombwe(cards):
    """Maleficia: only on an infernal vampire, who gets the Maleficia level cards require (the
    second copy: superior), without capacity; Abombwe: on a Laibon (or a vampire with Protean),
    +1 level and +1 capacity, not on one with superior Abombwe (rules 1.6.2)."""
    from vtes_tools.engine.effects import DISCIPLINE_BITS
    _executed(cards, "Maleficia", "Striga", "Blood Buff", "Abombwe")
    crypt = {**CRYPT, "Azaneal": 2, "Abiku": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Maleficia": 2, "Abombwe": 1})
    s = table(deck, n=2)
    infernal = ready(s, 0, "Azaneal")
    laibon = ready(s, 0, "Abiku")
    superior = ready(s, 0, "Kamiri wa Itherero")  # a Laibon with superior Abombwe
    plain = ready(s, 0, "Lauren")
    mal = 1 << DISCIPLINE_BITS["mal"]
    first, second = hand(s, 0, "Maleficia"), hand(s, 0, "Maleficia", 1)
    master_phase(s)
    plays = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == first]
    assert [a.target for a in plays] == [infernal]
    cap = s.setup.capacity[infernal]
    apply_checked(s, plays[0])
    assert s.setup.disc_any[infernal] & mal and not s.setup.disc_sup[infernal] & mal
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=second, target=infernal))
    assert s.setup.disc_sup[infernal] & mal and s.setup.capacity[infernal] == cap
    abo = hand(s, 0, "Abombwe")
    master_phase(s)
    plays = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == abo]
    assert [a.target for a in plays] == [laibon] and plain != superior
    cap = s.setup.capacity[laibon]
    apply_checked(s, Action(Kind.PLAY_MASTER, card=abo, target=laibon))
    assert s.setup.disc_any[laibon] & (1 << DISCIPLINE_BITS["abo"]) and s.setup.capacity[laibon] == cap + 1
    check_table(s)


def test_agent_of_power(cards):
    """Agent of Power: on a vampire you control with a Discipline chosen among those the cards in
    hand require; the level lasts until your discard phase (rules 8), when the card burns."""
    from vtes_tools.engine.effects import DISCIPLINE_BITS
    _executed(cards, "Agent of Power")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Agent of Power": 1})
    s = table(deck, n=2)
    m = s.players[0]
    v = ready(s, 0, "Lauren")
    agent = hand(s, 0, "Agent of Power")
    master_phase(s)
    assert not [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER]  # no card in hand needs one
    hand(s, 0, "Theft of Vitae")  # [tha]
    master_phase(s)
    tha = DISCIPLINE_BITS["tha"]
    play = Action(Kind.PLAY_MASTER, card=agent, target=v, n=tha)
    assert play in legal_actions(s)
    before_any, before_sup = s.setup.disc_any[v], s.setup.disc_sup[v]
    apply_checked(s, play)
    assert s.attached[agent] == v
    assert (s.setup.disc_sup[v] >> tha) & 1 if (before_any >> tha) & 1 else (s.setup.disc_any[v] >> tha) & 1
    at_phase(s, 0, Phase.DISCARD)
    R.enter(s, Phase.DISCARD)
    assert agent in m.ash and agent not in m.in_play
    assert s.setup.disc_any[v] == before_any and s.setup.disc_sup[v] == before_sup
    check_table(s)


def test_banishment_of_a_taken_vampire(cards):
    """Banishment of a vampire another Methuselah took (Graverobbing): it goes to its owner's
    uncontrolled region, every card staying in its owner's regions (found playing TWDA tables:
    benchmarks/played.py --seed 23 --checked)."""
    from vtes_tools.engine import referendums
    from vtes_tools.engine.state import Referendum
    deck = make_deck(cards, CRYPT, MASTERS_FILLER)
    s = table(deck, n=2)
    v = ready(s, 0, "Lauren")
    s.players[0].ready.remove(v)
    s.players[1].ready.append(v)  # taken for good by Methuselah 1
    r = Referendum(-1, 1, -1)
    r.term = (v,)
    referendums.banish_resolve(s, r)
    assert v in s.players[0].uncontrolled and v not in s.players[1].uncontrolled
    check_table(s)


def test_bitter_and_sweet_story(cards):
    """The Bitter and Sweet Story: an event (rules 1.6.4); each Methuselah gets +2 hand size for
    each victory point, drawing at once (rules 1.6.1.2), and 2 more with each oust (rules 9.1)."""
    _executed(cards, "The Bitter and Sweet Story")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "The Bitter and Sweet Story": 1})
    s = table(deck, n=4)
    m = s.players[0]
    ready(s, 0, "Lauren")
    size = m.hand_size
    first = s.players[s.prey(0)]
    R.burn_pool(s, first.index, first.pool)  # ousted: Methuselah 0 gains a victory point
    assert m.vp == 1 and m.hand_size == size
    story = hand(s, 0, "Bitter and Sweet Story, The")
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 1
    held = len(m.hand)
    apply_checked(s, Action(Kind.PLAY_EVENT, card=story))
    assert story in m.in_play and m.hand_size == size + 2 and len(m.hand) == held - 1 + 1 + 2
    second = s.players[s.prey(0)]
    R.burn_pool(s, second.index, second.pool)
    assert second.ousted and m.vp == 2 and m.hand_size == size + 4
    check_table(s)


def test_antediluvian_awakening(cards):
    """Antediluvian Awakening: in each Methuselah's unlock phase (rules 4), that Methuselah burns 1
    pool unless they burn a vampire they control with capacity 4 or more to burn the card."""
    _executed(cards, "Antediluvian Awakening")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Antediluvian Awakening": 1})
    s = table(deck, n=2)
    m, other = s.players[0], s.players[1]
    ready(s, 1, "Lauren")
    card = hand(s, 1, "Antediluvian Awakening")
    master_phase(s, 1)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=card))
    assert card in other.in_play
    big = ready(s, 0, "Ayelech")  # capacity 7
    s.current = 0
    R.begin_turn(s)
    uses = [a for a in legal_actions(s) if a.kind == Kind.USE and a.card == card]
    assert [a.target for a in uses] == [big]
    pool = m.pool
    apply_checked(s, PASS)
    assert m.pool == pool - 1 and card in other.in_play  # no vampire burned: 1 pool
    s.current = 0
    R.begin_turn(s)
    pool = m.pool
    apply_checked(s, uses[0])
    assert big in m.ash and card in other.ash and card not in other.in_play
    while s.phase == Phase.UNLOCK and s.current == 0:
        apply_checked(s, PASS)
    assert m.pool == pool
    check_table(s)


def test_svadharma(cards):
    """Svadharma: 2 blood to a ready Ravnos only (up to its capacity, rules 6.1.2)."""
    _executed(cards, "Svadharma")
    deck = make_deck(cards, {**CRYPT, "Adri, The Seeker": 2}, {**MASTERS_FILLER, "Svadharma": 1})
    s = table(deck, n=2)
    ravnos = ready(s, 0, "Adri, The Seeker", blood=0)
    ready(s, 0, "Lauren", blood=0)
    card = hand(s, 0, "Svadharma")
    master_phase(s)
    plays = [a for a in legal_actions(s) if a.kind == Kind.PLAY_MASTER and a.card == card]
    assert [a.target for a in plays] == [ravnos]
    apply_checked(s, plays[0])
    assert s.blood[ravnos] == 2
    check_table(s)


def test_khabar_community(cards):
    """The Khabar: Community: in play, Assamites (Banu Haqim) get +1 stealth when bleeding
    (rules 6.2.2.2), other vampires not; minions burn it as a (D) action (rules 6.1.6)."""
    _executed(cards, "The Khabar: Community")
    deck = make_deck(cards, {**CRYPT, "Abd al-Rashid": 2}, {**MASTERS_FILLER, "The Khabar: Community": 1})
    s = table(deck, n=2)
    assamite = ready(s, 0, "Abd al-Rashid")
    other = ready(s, 0, "Lauren")
    card = hand(s, 0, "Khabar: Community, The")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=card))
    ready(s, 1, "Bret Stryker")  # a blocker: the action waits for blocks
    for v, extra in ((assamite, 1), (other, 0)):
        minion_phase(s)
        base = s.setup.base_stealth[v]
        apply_checked(s, Action(Kind.BLEED, actor=v))
        assert s.pending.stealth == base + extra
        while s.pending is not None or s.combat is not None:
            apply_checked(s, PASS)
    burner = ready(s, 1, "Ayelech")
    minion_phase(s, 1)
    assert any(a.kind == Kind.BURN_CARD and a.actor == burner and a.target == card for a in legal_actions(s))
    check_table(s)


def test_using_the_advantage(cards):
    """Using the Advantage (requires a Nosferatu antitribu): in play; locked in your unlock phase
    (rules 4) for 1 pool, only while you hold the Edge."""
    _executed(cards, "Using the Advantage")
    deck = make_deck(cards, {**CRYPT, "Aaron Bathurst": 2}, {**MASTERS_FILLER, "Using the Advantage": 1})
    s = table(deck, n=2)
    m = s.players[0]
    ready(s, 0, "Aaron Bathurst")
    card = hand(s, 0, "Using the Advantage")
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=card))
    assert card in m.in_play
    lock = Action(Kind.USE, card=card)
    s.edge = 1
    s.current = 0
    R.begin_turn(s)
    assert lock not in legal_actions(s)
    s.edge = 0
    s.current = 0
    R.begin_turn(s)
    pool = m.pool
    assert lock in legal_actions(s)
    apply_checked(s, lock)
    assert s.locked[card] and m.pool == pool + 1
    check_table(s)


def test_club_zombie(cards):
    """Club Zombie: locked to give your blocking vampire +1 intercept (rules 6.2.2.2); if it is
    unlocked as your turn begins, a ready vampire of yours gains 1 blood in your unlock phase
    (rules 4), once; locked, none."""
    _executed(cards, "Club Zombie")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Club Zombie": 1})
    s = table(deck, n=2)
    v = ready(s, 0, "Lauren", blood=1)
    club = inst(s, 0, "Club Zombie")
    move(s, club, "in_play")
    s.current = 0
    R.begin_turn(s)
    feed = Action(Kind.USE, card=club, target=v, n=2)
    assert feed in legal_actions(s)
    apply_checked(s, feed)
    assert s.blood[v] == 2 and not s.locked[club] and feed not in legal_actions(s)
    a = ready(s, 1, "Bret Stryker", blood=3)
    minion_phase(s, 1)
    apply_checked(s, Action(Kind.HUNT, actor=a))
    apply_checked(s, Action(Kind.BLOCK, actor=v))
    s.pending.stealth = s.pending.intercept + 1  # the block fails by 1 without the club
    use = Action(Kind.USE, actor=v, card=club)
    assert use in legal_actions(s)
    apply_checked(s, use)
    assert s.locked[club] and s.stats[0] == 1  # +1 intercept: the block succeeds
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    s.current = 0
    R.begin_turn(s)  # locked as the turn began: no blood this time
    assert not [x for x in legal_actions(s) if x.kind == Kind.USE and x.card == club]
    check_table(s)


def test_society_of_leopold(cards):
    """Society of Leopold: put on any vampire (rules 5); in its controller's unlock phase (rules 4)
    the vampire burns 1 blood, or is burned (the card with it) when it has none."""
    _executed(cards, "Society of Leopold")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Society of Leopold": 2})
    s = table(deck, n=2)
    theirs = ready(s, 1, "Lauren", blood=2)
    leopold = hand(s, 0, "Society of Leopold")
    master_phase(s)
    plays = {a.target for a in legal_actions(s) if a.card == leopold}
    assert theirs in plays
    apply_checked(s, Action(Kind.PLAY_MASTER, card=leopold, target=theirs))
    assert s.attached[leopold] == theirs and leopold in s.players[0].in_play
    for left in (1, 0):
        s.current = 1
        R.begin_turn(s)  # Methuselah 1's unlock phase
        assert s.blood[theirs] == left and leopold in s.players[0].in_play
    s.current = 1
    R.begin_turn(s)  # no blood left: the vampire is burned, and the card with it
    assert theirs in s.players[1].ash and leopold in s.players[0].ash
    check_table(s)


def test_elysium_the_arboretum(cards):
    """Elysium: The Arboretum: locked before range is determined (rules 6.4.2) to end a combat
    between a Camarilla vampire you control and another Camarilla vampire, and no other combat;
    Camarilla vampires call a referendum to burn it (the burnable module)."""
    from vtes_tools.engine import combat

    _executed(cards, "Elysium: The Arboretum")
    crypt = {"Anneke": 2, "Alexandra": 2, "Aluc Romas de Leon": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Elysium: The Arboretum": 2})
    s = table(deck, n=2)
    mine = ready(s, 0, "Anneke")
    elysium = hand(s, 0, "Elysium: The Arboretum")
    assert s.setup.burnable[elysium][12] == Req.CAMARILLA  # type: ignore[index]  # called by a Camarilla vampire
    master_phase(s)
    apply_checked(s, Action(Kind.PLAY_MASTER, card=elysium))
    assert elysium in s.players[0].in_play
    trial = s.clone()
    camarilla = ready(s, 1, "Alexandra")
    minion_phase(s)
    combat.start(s, mine, 0, camarilla, 1)
    end = Action(Kind.USE, actor=mine, card=elysium)
    assert end in legal_actions(s)
    apply_checked(s, end)
    assert s.combat is None and s.locked[elysium]
    anarch = ready(trial, 1, "Aluc Romas de Leon")
    minion_phase(trial)
    combat.start(trial, mine, 0, anarch, 1)
    assert not [a for a in legal_actions(trial) if a.card == elysium]
    check_table(s)
    check_table(trial)


def test_lock_press(cards):
    """Mob Connections: locked to give a minion you control 1 press, only to continue combat;
    Police Department: locked for a press only to end combat (rules 6.4.4)."""
    from vtes_tools.engine import combat
    from vtes_tools.engine.state import CombatStage

    _executed(cards, "Mob Connections", "Police Department")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Mob Connections": 1, "Police Department": 1})
    s = table(deck, n=2)
    a = ready(s, 0, "Lauren", blood=4)
    b = ready(s, 1, "Ayelech", blood=4)
    mob, police = inst(s, 0, "Mob Connections"), inst(s, 1, "Police Department")
    move(s, mob, "in_play")
    move(s, police, "in_play")
    idle = inst(s, 0, "Police Department")
    move(s, idle, "in_play")
    minion_phase(s)
    combat.start(s, a, 0, b, 1)
    for _ in range(20):
        if s.combat.stage == CombatStage.PRESS:
            break
        acts = legal_actions(s)
        apply_checked(s, PASS if PASS in acts else next(x for x in acts if x.kind == Kind.STRIKE))
    assert s.combat.stage == CombatStage.PRESS and s.decider == 0
    assert not [x for x in legal_actions(s) if x.card == idle]  # no press to end: none to continue yet
    go = Action(Kind.PRESS, actor=a, card=mob)
    assert go in legal_actions(s)
    apply_checked(s, go)
    assert s.locked[mob] and s.decider == 1
    stop = Action(Kind.PRESS, actor=b, card=police)
    assert stop in legal_actions(s)
    apply_checked(s, stop)
    assert s.locked[police]
    while s.combat is not None and s.combat.stage == CombatStage.PRESS:
        apply_checked(s, PASS)  # the continue cancelled: combat ends
    assert s.combat is None
    check_table(s)


def test_liliths_blessing(cards):
    """Lilith's Blessing: as a master phase action (rules 5), locked to search the library for a
    Discipline master card and give it and 3 blood to a ready non-Bahari vampire of yours with no
    blood, which becomes Bahari (and is never chosen again)."""
    from vtes_tools.engine import masters

    _executed(cards, "Lilith's Blessing")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Lilith's Blessing": 1, "Auspex": 1})
    s = table(deck, n=2)
    m = s.players[0]
    empty = ready(s, 0, "Lauren", blood=0)
    fed = ready(s, 0, "Ayelech", blood=2)
    blessing, auspex = inst(s, 0, "Lilith's Blessing"), inst(s, 0, "Auspex")
    move(s, blessing, "in_play")
    assert auspex in m.library
    master_phase(s)
    uses = [a for a in legal_actions(s) if a.card == blessing]
    assert {a.target for a in uses} == {empty} and {a.actor for a in uses} == {auspex}
    actions = s.master_actions
    cap = s.setup.capacity[empty]
    apply_checked(s, uses[0])
    assert s.locked[blessing] and s.master_actions == actions - 1
    assert auspex in m.in_play and s.attached[auspex] == empty and auspex not in m.library
    assert s.setup.capacity[empty] == cap + 1 and s.blood[empty] == min(cap + 1, 3)
    assert masters.BAHARI - empty in s.once_per_game and s.blood[fed] == 2
    s.blood[empty] = 0
    s.locked[blessing] = 0
    assert not [a for a in legal_actions(s) if a.card == blessing]  # Bahari now
    check_table(s)


def test_paris_opera_house(cards):
    """Paris Opera House: locked to give a Daughter of Cacophony you control +1 stealth when a block
    would succeed (rules 6.2.2.2), not to another vampire."""
    _executed(cards, "Paris Opera House")
    crypt = {"Angela Preston": 2, "Lauren": 2, "Ayelech": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Paris Opera House": 2})

    def bleed_blocked(name: str):
        s = table(deck, n=2)
        actor = ready(s, 0, name)
        blocker = ready(s, 1, "Ayelech")
        opera = inst(s, 0, "Paris Opera House")
        move(s, opera, "in_play")
        at_phase(s, 0, Phase.MINION)
        s.turn += 1
        apply_checked(s, Action(Kind.BLEED, actor=actor))
        apply_checked(s, Action(Kind.BLOCK, actor=blocker))
        return s, actor, opera

    s, _, _ = bleed_blocked("Lauren")  # a Tremere: no stealth
    assert not [a for a in legal_actions(s) if a.kind == Kind.USE]
    s, angela, opera = bleed_blocked("Angela Preston")
    use = Action(Kind.USE, actor=angela, card=opera)
    assert [a for a in legal_actions(s) if a.kind == Kind.USE] == [use]
    pool = s.players[1].pool
    apply_checked(s, use)
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.locked[opera] and s.players[1].pool < pool  # the block failed: bled
    check_table(s)


def test_wall_street_night(cards):
    """Wall Street Night: locked during an undirected action to give a blocking minion you control
    +1 intercept (rules 6.2.2.2); not during a directed one (a bleed)."""
    _executed(cards, "Wall Street Night, Financial Newspaper")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Wall Street Night, Financial Newspaper": 2})

    def blocked(kind: Kind):
        s = table(deck, n=2)
        b = ready(s, 0, "Lauren", blood=3)
        wall = inst(s, 0, "Wall Street Night, Financial Newspaper")
        move(s, wall, "in_play")
        actor = ready(s, 1, "Ayelech", blood=3)
        at_phase(s, 1, Phase.MINION)
        s.turn += 1
        apply_checked(s, Action(kind, actor=actor))
        apply_checked(s, Action(Kind.BLOCK, actor=b))
        return s, Action(Kind.USE, actor=b, card=wall)

    s, use = blocked(Kind.BLEED)
    assert use not in legal_actions(s)  # a bleed is directed
    s, use = blocked(Kind.HUNT)
    assert use in legal_actions(s)
    s.pending.stealth = 1
    blocks = s.stats[0]
    apply_checked(s, use)
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert s.locked[use.card] and s.stats[0] == blocks + 1  # blocked (1 >= 1)
    check_table(s)


def test_crypt_fetch(cards):
    """Coroner's Contact: a Samedi from the crypt to the uncontrolled region with 1 blood; Great
    Symposium (requires a Kiasyd, rules 1.6.1.3): a Kiasyd with 3 blood, once per game (rules 5:
    master phase actions)."""
    _executed(cards, "Coroner's Contact", "Great Symposium")
    crypt = {"Abebe": 2, "Bartholomew": 2, "Lauren": 2, "Ayelech": 2}
    deck = make_deck(cards, crypt, {**MASTERS_FILLER, "Coroner's Contact": 1, "Great Symposium": 2})
    s = table(deck, n=2)
    m = s.players[0]
    for name in ("Abebe", "Bartholomew", "Lauren"):
        for k in range(2):
            move(s, inst(s, 0, name, k), "crypt")
    contact = hand(s, 0, "Coroner's Contact")
    master_phase(s)
    uses = [a for a in legal_actions(s) if a.card == contact]
    samedi = [a.target for a in uses]
    assert len(uses) == 1 and s.setup.card[samedi[0]].name == "Abebe"  # one of the two copies
    apply_checked(s, uses[0])
    assert samedi[0] in m.uncontrolled and samedi[0] not in m.crypt and s.blood[samedi[0]] == 1
    assert contact in m.ash
    check_table(s)
    symposium = hand(s, 0, "Great Symposium")
    second = hand(s, 0, "Great Symposium", 1)
    master_phase(s)
    assert not [a for a in legal_actions(s) if a.card in (symposium, second)]  # it requires a Kiasyd
    ready(s, 0, "Bartholomew")
    uses = [a for a in legal_actions(s) if a.card in (symposium, second)]
    assert len(uses) == 1 and uses[0].target == inst(s, 0, "Bartholomew", 1)  # the one in the crypt
    apply_checked(s, uses[0])
    assert uses[0].target in m.uncontrolled and s.blood[uses[0].target] == 3
    master_phase(s)
    assert not [a for a in legal_actions(s) if a.card in (symposium, second)]  # only one per game
    check_table(s)


def test_restricted_vitae(cards):
    """Restricted Vitae: an event (rules 1.6.4); vampires cannot hunt unless they must hunt, as a
    ready vampire with no blood must (rules 6)."""
    _executed(cards, "Restricted Vitae")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Restricted Vitae": 1})
    s = table(deck, n=2)
    m, other = s.players[0], s.players[1]
    lauren = ready(s, 1, "Lauren")
    minion_phase(s, 1)
    assert Action(Kind.HUNT, actor=lauren) in legal_actions(s)  # without the event: a hunt
    vitae = hand(s, 0, "Restricted Vitae")
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 1
    held = len(m.hand)
    apply_checked(s, Action(Kind.PLAY_EVENT, card=vitae))
    assert vitae in m.in_play and len(m.hand) == held - 1  # not replaced until a successful hunt
    minion_phase(s, 1)
    legal = legal_actions(s)
    assert not [a for a in legal if a.kind == Kind.HUNT]
    assert any(a.kind == Kind.BLEED and a.actor == lauren for a in legal)
    s.blood[lauren] = 0  # no blood: must hunt, the event does not stop it
    assert Action(Kind.HUNT, actor=lauren) in legal_actions(s)
    apply_checked(s, Action(Kind.HUNT, actor=lauren))
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert s.blood[lauren] >= 1 and len(m.hand) == held  # the hunt succeeded: Restricted Vitae replaced
    check_table(s)


def test_torpid_blood(cards):
    """Torpid Blood: an event (rules 1.6.4); leaving torpor (rules 6.5.2) costs 3 blood and rescuing
    an older vampire (rules 6.5.3; capacity is age, rules 1.5) 1 more; replaced when a vampire
    moves from torpor to the ready region."""
    _executed(cards, "Torpid Blood")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "Torpid Blood": 1})
    s = table(deck, n=2)
    m, other = s.players[0], s.players[1]
    lauren = ready(s, 1, "Lauren")
    big = ready(s, 1, "Ayelech", blood=2)  # capacity 7, older than Lauren
    move(s, big, "torpor")
    blood = hand(s, 0, "Torpid Blood")
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 1
    held = len(m.hand)
    apply_checked(s, Action(Kind.PLAY_EVENT, card=blood))
    assert blood in m.in_play and len(m.hand) == held - 1
    minion_phase(s, 1)
    legal = legal_actions(s)
    assert Action(Kind.LEAVE_TORPOR, actor=big) not in legal  # 2 blood: no longer enough
    s.blood[lauren], s.blood[big] = 1, 1
    assert not [a for a in legal_actions(s) if a.kind == Kind.RESCUE]  # 1 + 1: enough without the event
    s.blood[big] = 2
    rescue = Action(Kind.RESCUE, actor=lauren, target=big)
    assert rescue in legal_actions(s)
    apply_checked(s, rescue)
    while s.pending is not None or s.combat is not None:
        apply_checked(s, PASS)
    assert big in other.ready and s.blood[lauren] == 0 and s.blood[big] == 0  # 3 blood paid
    assert len(m.hand) == held  # a vampire left torpor: Torpid Blood replaced
    check_table(s)


def test_nra_pac(cards):
    """NRA PAC: an event (rules 1.6.4); a minion who successfully performs an equip action
    (rules 6.1.3) unlocks at the end of the turn."""
    _executed(cards, "NRA PAC")
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "NRA PAC": 1, ".44 Magnum": 2})
    s = table(deck, n=2)
    m = s.players[0]
    lauren = ready(s, 0, "Lauren")
    gun = hand(s, 0, ".44 Magnum")
    minion_phase(s, 0)
    apply_checked(s, next(a for a in legal_actions(s) if a.kind == Kind.EQUIP and a.card == gun))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.attached[gun] == lauren and s.locked[lauren]
    R.end_turn(s)
    assert s.locked[lauren]  # without the event: stays locked
    pac = hand(s, 0, "NRA PAC")
    at_phase(s, 0, Phase.DISCARD)
    s.discard_actions = 1
    apply_checked(s, Action(Kind.PLAY_EVENT, card=pac))
    assert pac in m.in_play
    s.locked[lauren] = 0
    other = hand(s, 0, ".44 Magnum", 1)
    minion_phase(s, 0)
    apply_checked(s, next(a for a in legal_actions(s) if a.kind == Kind.EQUIP and a.card == other))
    while s.pending is not None:
        apply_checked(s, PASS)
    assert s.attached[other] == lauren and s.locked[lauren]
    R.end_turn(s)
    assert not s.locked[lauren]  # "unlocks at the end of the turn"
    check_table(s)



def _fbi_table(cards, counters: int = -1):
    """Lauren (4 blood) of Methuselah 0 bleeds and Procurer (an ally, 1 life, 1 strength) of
    Methuselah 1 blocks; combat has no choice to make (hand strikes, rules 6.4.3) and is over
    when this returns. FBI Special Affairs Division in play for Methuselah 1 with ``counters``
    (-1: not in play)."""
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "FBI Special Affairs Division": 1, "Procurer": 2})
    s = table(deck, n=2)
    fbi = inst(s, 1, "FBI Special Affairs Division")
    if counters >= 0:
        move(s, fbi, "in_play")
        s.blood[fbi] = counters
    lauren = ready(s, 0, "Lauren", blood=4)
    ally = ready(s, 1, "Procurer", blood=1)  # an ally's life is its blood counters (rules 6.1.5)
    minion_phase(s, 0)
    apply_checked(s, Action(Kind.BLEED, actor=lauren))
    apply_checked(s, Action(Kind.BLOCK, actor=ally))  # rules 6.2.2.2: intercept 0 against stealth 0
    assert s.combat is None and ally in s.players[1].ash  # Lauren's hand strike burned the ally (rules 6.4.6)
    return s, fbi, lauren


def test_fbi_special_affairs_division(cards):
    """FBI Special Affairs Division: an event (rules 1.6.4); an ally burned in combat (at 0 life,
    rules 6.4.6) with an acting vampire adds a counter to the card and inflicts 2 unpreventable
    environmental damage on the vampire after the combat ends (out of combat: 1 blood each,
    rules 6.4.6); the card burns with 4 counters."""
    _executed(cards, "FBI Special Affairs Division")
    s, fbi, lauren = _fbi_table(cards)
    assert s.blood[lauren] == 3  # the ally's hand strike: 1 blood
    s, fbi, lauren = _fbi_table(cards, counters=0)
    assert s.blood[lauren] == 1 and s.blood[fbi] == 1 and fbi in s.players[1].in_play
    s, fbi, lauren = _fbi_table(cards, counters=3)
    assert s.blood[lauren] == 1
    assert fbi in s.players[1].ash and fbi not in s.players[1].in_play  # "if this card has 4 counters, burn it"
    check_table(s)


def test_fbi_special_affairs_division_table_policy(cards):
    """The table policy puts FBI Special Affairs Division in play (a discard phase action, rules
    1.6.4) while it has an ally to block and the others have none, and keeps it while they have
    more allies than it has (their allies would hurt its own acting vampires)."""
    deck = make_deck(cards, CRYPT, {**MASTERS_FILLER, "FBI Special Affairs Division": 1, "Procurer": 2})
    for theirs, played in ((0, True), (2, False)):
        s = table(deck, n=2)
        fbi = hand(s, 1, "FBI Special Affairs Division")
        ready(s, 1, "Lauren")
        ready(s, 1, "Procurer", blood=1)
        for k in range(theirs):
            ready(s, 0, "Procurer", blood=1, k=k)
        at_phase(s, 1, Phase.DISCARD)
        s.discard_actions = 1
        event = Action(Kind.PLAY_EVENT, card=fbi)
        assert event in legal_actions(s)
        got = TablePolicy().choose(PlayerView(s, 1), LegalActions(s, legal_actions), np.random.default_rng(0))
        assert (got == event) == played, theirs
