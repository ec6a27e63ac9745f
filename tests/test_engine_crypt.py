"""Scenario tests of crypt abilities and card requirements the rules apply, citing the rules."""

from __future__ import annotations

import numpy as np
from scenario import PLAIN_FILLER as FILLER
from scenario import block_attempt as _attempt
from scenario import clan_vampire as _clan_vampire
from scenario import goldfish_move as move
from scenario import ids
from scenario import minion_phase_keep_turn as minion_phase
from scenario import names_table as _table
from scenario import ready as _ready

from vtes_tools import Deck
from vtes_tools.engine import Action, GameState, Kind, Phase, goldfish_setup, legal_actions, new_game
from vtes_tools.engine import rules as R
from vtes_tools.engine.combat import prevent_amount
from vtes_tools.engine.effects import EffectRegistry, Op, Option, Prim, Req, Thing, Trait
from vtes_tools.engine.state import GameSetup, read_crypt


def game(cards, crypt: dict[str, int], library: dict[str, int] | None = None, seed: int = 0) -> GameState:
    lib = dict(FILLER)
    lib.update(library or {})
    items = [(cards.lookup(n).card, k) for n, k in crypt.items()] + [(cards.lookup(n).card, k) for n, k in lib.items()]
    setup = goldfish_setup(Deck.from_counts(items, name="test"))
    return new_game(setup, np.random.default_rng(seed), turn_limit=0, seat=4, goldfish=True)


# -- requirements (rules 1.6.1.3) -----------------------------------------------------------


def test_sect_requirement_checked(cards):
    """rules 1.6.1.3: Break the Bonds requires an Anarch: a Camarilla vampire with Animalism
    cannot play it, an Anarch one can."""
    s = game(cards, {"Bituin": 6, "Allanyan Serata": 6}, {"Break the Bonds": 1})
    anarch, cam = ids(s, "Bituin")[0], ids(s, "Allanyan Serata")[0]
    card = ids(s, "Break the Bonds")[0]
    for v in (anarch, cam):
        move(s, v, "ready")
        s.blood[v] = 3
    move(s, card, "hand")
    minion_phase(s)
    acts = [a for a in legal_actions(s) if a.kind == Kind.ACTION_CARD and a.card == card]
    assert acts and {a.actor for a in acts} == {anarch}


def test_requirement_bits_sect_and_traits(cards):
    reg = EffectRegistry()
    setup = GameSetup([Deck.from_counts([(cards.lookup("Bituin").card, 1), (cards.lookup("Anson").card, 1)])], reg)
    names = [c.name for c in setup.card]
    bituin, anson = names.index("Bituin"), names.index("Anson")
    assert (setup.req_bits[bituin] >> Req.ANARCH) & 1 and not (setup.req_bits[anson] >> Req.ANARCH) & 1
    assert (setup.req_bits[anson] >> Req.CAMARILLA) & 1 and (setup.req_bits[anson] >> Req.CITY_TITLE) & 1
    assert (setup.req_bits[anson] >> Req.NON_ANARCH) & 1
    # a requirement no column answers (a ghoul) never holds
    assert not (setup.req_bits[anson] >> Req.GHOUL) & 1


def test_equipment_with_unknown_primitives_not_played(cards):
    """A card whose primitives the rules do not execute is not played as if it did something."""
    s = game(cards, {"Bituin": 6}, {".44 Magnum": 1, "Laptop Computer": 1})
    v = ids(s, "Bituin")[0]
    move(s, v, "ready")
    s.blood[v] = 4
    gun, laptop = ids(s, ".44 Magnum")[0], ids(s, "Laptop Computer")[0]
    move(s, gun, "hand")
    move(s, laptop, "hand")
    minion_phase(s)
    equips = {a.card for a in legal_actions(s) if a.kind == Kind.EQUIP}
    assert equips == {gun, laptop}  # both are known: a strike and maneuver, +1 bleed
    # an option with a primitive outside EQUIPMENT_OPS is refused by the same check
    opt = Option(0, 0, 0, (Prim(Op.PLUS_BLEED, 1), Prim(Op.DRAW, 1)))
    assert not R.known_prims(opt, R.EQUIPMENT_OPS)


# -- crypt abilities ------------------------------------------------------------------------


def test_crypt_hand_size_while_ready(cards):
    """rules 1.6.1.2: Abraham Mellon's +1 hand size while ready: the hand matches the new size at
    once, and shrinks back when he goes to torpor."""
    s = game(cards, {"Abraham Mellon": 6})
    m = s.players[0]
    v = ids(s, "Abraham Mellon")[0]
    move(s, v, "uncontrolled")
    s.blood[v] = 8
    assert len(m.hand) == 7
    R.influence(s, v)
    assert v in m.ready and m.hand_size == 8 and len(m.hand) == 8
    R.to_torpor(s, v)
    assert m.hand_size == 7 and len(m.hand) == 7


def test_crypt_master_phase_action(cards):
    """rules 5: Anson ready during your master phase gives two master phase actions."""
    s = game(cards, {"Anson": 6})
    v = ids(s, "Anson")[0]
    s.current = 0
    R.begin_turn(s)
    assert s.master_actions == 1
    move(s, v, "ready")
    R.begin_turn(s)
    assert s.master_actions == 2


def test_crypt_prevent_each_combat(cards):
    """rules 6.4.6: Lizette prevents 1 damage each combat."""
    s = game(cards, {"Lizette": 6})
    v = ids(s, "Lizette")[0]
    assert s.setup.crypt_prevent[v] == 1
    from vtes_tools.engine.combat import auto_prevent_of

    assert auto_prevent_of(s, v) == 1


def test_blood_cursed_cannot_diablerize(cards):
    """rules 11: a blood-cursed vampire cannot commit diablerie (6.5.4)."""
    s = game(cards, {"Abd al-Rashid": 6, "Bituin": 6})
    cursed, other = ids(s, "Abd al-Rashid")[0], ids(s, "Bituin")[0]
    victim = ids(s, "Bituin")[1]
    for v in (cursed, other):
        move(s, v, "ready")
        s.blood[v] = 3
    move(s, victim, "torpor")
    minion_phase(s)
    diab = {a.actor for a in legal_actions(s) if a.kind == Kind.DIABLERIZE}
    assert other in diab and cursed not in diab


def test_non_unique_vampire(cards):
    """rules 4.1: a non-unique vampire (Aabbt Kindred) is never contested."""
    reg = EffectRegistry()
    card = cards.lookup("Aabbt Kindred").card
    ab, _ = read_crypt(reg.crypt(card))
    assert Trait.NON_UNIQUE in ab.traits
    setup = GameSetup([Deck.from_counts([(card, 2)])], reg)
    assert setup.is_unique[0] == 0


def test_read_crypt_leaves_what_the_rules_do_not_apply(cards):
    """Anu Diptinatpa's "burn 1 blood: +1 bleed" is not applied: read_crypt returns it as left."""
    reg = EffectRegistry()
    ab, left = read_crypt(reg.crypt(cards.lookup("Anu Diptinatpa").card))
    assert ab.bleed == 0 and left and any(p.op is Op.PAY_BLOOD for o in left for p in o.prims)


def test_prevent_each_strike_and_half():
    """rules 6.4.6: 'prevent half the damage, rounded up', 'prevent all', 'prevent N'."""
    assert prevent_amount(Option(0, 0, 0, (Prim(Op.PREVENT, 0, 0, 2),)), 5) == 3
    assert prevent_amount(Option(0, 0, 0, (Prim(Op.PREVENT, 99),)), 4) == 4
    assert prevent_amount(Option(0, 0, 0, (Prim(Op.PREVENT, 1, 1),)), 3) == 1


def test_action_after_bleed_pool(cards):
    """A vampire's 'after a successful bleed, gain N pool' is read into bleed_pool."""
    reg = EffectRegistry()
    found = None
    for c in cards:
        if c.is_crypt:
            ab, _ = read_crypt(reg.crypt(c))
            if ab.bleed_pool:
                found = (c, ab.bleed_pool)
                break
    assert found is not None
    setup = GameSetup([Deck.from_counts([(found[0], 1)])], reg)
    assert setup.bleed_pool[0] == found[1]
    assert Action(Kind.BLEED, 0).kind == Kind.BLEED


# -- cards whose extra primitives the rules now apply ------------------------------------------


def test_majesty_superior_unlocks_as_combat_ends(cards):
    """rules 6.4.3: a 'combat ends' strike ends combat; Majesty [PRE] also unlocks the vampire."""
    from vtes_tools.engine import combat

    s = game(cards, {"Anson": 6, "Bituin": 6}, {"Majesty": 1})
    a, b = ids(s, "Anson")[0], ids(s, "Bituin")[0]
    maj = ids(s, "Majesty")[0]
    for v in (a, b):
        move(s, v, "ready")
        s.blood[v] = 3
    s.locked[a] = 1
    move(s, maj, "hand")
    roles = combat.card_roles(s.setup, a, maj)
    assert roles and roles[0][0] == combat.R_STRIKE
    k = roles[0][1]
    combat.start(s, a, 0, b, 0)
    c = s.combat
    c.strike = [combat.strike_tuple(s, c, 0, s.setup.effect[maj].options[k], maj), None]
    combat.resolve_pair(s, c)
    assert s.combat is None and s.locked[a] == 0


def test_forced_awakening_burns_blood_when_the_block_fails(cards):
    """rules 6.2.2: a locked vampire woken by Forced Awakening attempts to block; the card's
    'burn 1 blood if they do not block' is paid when the attempt fails."""
    s = game(cards, {"Bituin": 6}, {"Forced Awakening": 1})
    v = ids(s, "Bituin")[0]
    fa = ids(s, "Forced Awakening")[0]
    k = R.best_option(s.setup, v, fa, Op.WAKE)
    assert k >= 0
    from vtes_tools.engine.state import Pending

    move(s, v, "ready")
    move(s, fa, "hand")
    s.blood[v] = 3
    s.locked[v] = 1
    pend = Pending(Kind.BLEED, -1, -1, 0, -1)
    pend.block_order = [0]
    pend.stealth = 1
    s.pending = pend
    R.block(s, pend, Action(Kind.BLOCK, actor=v, card=fa, n=k))
    assert fa in s.players[0].ash and pend.flags & R.WAKE_BLOOD
    R.attempt_pass(s, pend)  # no intercept against 1 stealth: the attempt fails
    assert s.blood[v] == 2 and not pend.flags & R.WAKE_BLOOD


def test_crypt_cost_reduction(cards):
    """rules 6.2.3: a card's cost is paid by the minion; Adana de Sforza's combat cards cost her
    1 fewer blood, Badr's Obtenebration cards too; another vampire pays the printed cost."""
    reg = EffectRegistry()
    combat_card = next(
        c for c in cards if c.is_library and c.types[0].value == "Combat" and reg[c].blood_cost == 1
        and not reg[c].clans
    )
    obt = next(
        c for c in cards if c.is_library and reg[c].blood_cost == 2 and c.discipline_label == "obt"
        and "Combat" not in c.type_label
    )
    deck = Deck.from_counts([
        (cards.lookup("Adana de Sforza").card, 1), (cards.lookup("Badr, Shadow of Granada").card, 1),
        (cards.lookup("Bituin").card, 1), (combat_card, 1), (obt, 1),
    ])
    su = GameSetup([deck], reg)
    names = [c.name for c in su.card]
    adana, badr, bituin = (names.index(n) for n in ("Adana de Sforza", "Badr, Shadow of Granada", "Bituin"))
    ci, oi = names.index(combat_card.name), names.index(obt.name)
    assert R.blood_cost(su, adana, ci) == 0 and R.blood_cost(su, bituin, ci) == 1
    assert R.blood_cost(su, badr, oi) == 1 and R.blood_cost(su, badr, ci) == 1 and R.blood_cost(su, adana, oi) == 2


def test_crypt_optional_maneuver_and_press_each_combat(cards):
    """rules 6.4.2, 6.4.4: a vampire's own "optional maneuver / press each combat" is offered
    once in each combat, with no card."""
    from vtes_tools.engine import combat

    reg = EffectRegistry()

    def first(field):
        return next(c for c in cards if c.is_crypt and getattr(read_crypt(reg.crypt(c))[0], field) == 1)

    man, pre = first("maneuver"), first("press")
    s = game(cards, {man.name: 1, pre.name: 1})
    a, b = ids(s, man.name)[0], ids(s, pre.name)[0]
    for v in (a, b):
        move(s, v, "ready")
        s.blood[v] = 3
    combat.start(s, a, 0, b, 0)
    c = s.combat
    acts = combat.actions(s)
    own = Action(Kind.MANEUVER, actor=a, card=a)
    assert own in acts
    combat.apply(s, own)
    assert c.range == 1 and c.own_maneuver[0]
    c.decider = 0
    c.last = -1
    assert own not in combat.actions(s)  # once each combat
    c.stage = combat.PRESS
    c.decider = 1
    assert Action(Kind.PRESS, actor=b, card=b) in combat.actions(s)


def test_elder_impersonation_and_faceless_night(cards):
    """rules 6.2.2.2: a block attempt against stealth; Elder Impersonation [OBF] makes the attempt
    fail, Faceless Night [OBF] locks the minion whose attempt fails."""
    s = game(cards, {"Bituin": 6}, {"Elder Impersonation": 1, "Faceless Night": 1})
    a, b = ids(s, "Bituin")[:2]
    for v in (a, b):
        move(s, v, "ready")
        s.blood[v] = 3
    ei, fn = ids(s, "Elder Impersonation")[0], ids(s, "Faceless Night")[0]
    move(s, ei, "hand")
    move(s, fn, "hand")
    su = s.setup
    e = su.effect[ei]
    k_fail = next(k for k, o in enumerate(e.options) if o.has(Op.BLOCK_FAILS))
    assert R.stealth_option_known(e.options[k_fail])
    pend = _attempt(s, a, b)
    R.play_modifier(s, pend, Action(Kind.MODIFIER, actor=a, card=ei, n=k_fail))
    assert pend.blocker == -1 and not pend.blocked and b in pend.tried
    f = su.effect[fn]
    k_lock = next(k for k, o in enumerate(f.options) if o.has(Op.WHEN))
    assert R.stealth_option_known(f.options[k_lock])
    pend = _attempt(s, a, b)
    R.play_modifier(s, pend, Action(Kind.MODIFIER, actor=a, card=fn, n=k_lock))
    assert pend.stealth == 1 and pend.flags & R.LOCK_FAILED
    R.attempt_pass(s, pend)  # 1 intercept against 1 stealth: blocked, nobody locked by the card
    assert pend.blocked and not s.locked[b]
    pend = _attempt(s, a, b)
    pend.stealth = 2
    pend.flags |= R.LOCK_FAILED
    R.attempt_pass(s, pend)
    assert not pend.blocked and s.locked[b] == 1


def test_crypt_restrictions_and_transfers(cards):
    """Rules 7: Ingrid Rossler ready at the start of the influence phase gives +2 transfers;
    rules 6.2.2: a vampire that 'cannot block' is never offered a block; rules 6.1.2: one that
    does not get +1 stealth when hunting hunts at 0 stealth."""
    from vtes_tools.engine.effects import Restriction

    reg = EffectRegistry()

    def with_cannot(r):
        return next(c for c in cards if c.is_crypt and not read_crypt(reg.crypt(c))[0].cannot & ~(1 << r)
                    and read_crypt(reg.crypt(c))[0].cannot)

    no_block, no_stealth = with_cannot(Restriction.BLOCK), with_cannot(Restriction.HUNT_STEALTH)
    s = game(cards, {"Ingrid Rossler": 1, no_block.name: 1, no_stealth.name: 1, "Bituin": 1})
    m = s.players[0]
    ing, nb, ns, bit = (ids(s, n)[0] for n in ("Ingrid Rossler", no_block.name, no_stealth.name, "Bituin"))
    for v in (ing, nb, ns, bit):
        move(s, v, "ready")
        s.blood[v] = 3
    m.turns = 2
    R.enter(s, Phase.INFLUENCE)
    assert s.transfers == 4 + 2
    from vtes_tools.engine.state import Pending

    pend = Pending(Kind.BLEED, -1, -1, 0, -1)
    pend.block_order = [0]
    blockers = {a.actor for a in R.block_actions(s, pend, 0)}
    assert nb not in blockers and bit in blockers
    minion_phase(s)
    R.declare(s, Action(Kind.HUNT, actor=ns))
    assert s.pending.stealth == 0


def test_infernal_pays_to_unlock(cards):
    """rules 11: an infernal vampire does not unlock as normal; its controller burns 1 pool to
    unlock it (the rules pay while more than INFERNAL_MARGIN pool is left)."""
    reg = EffectRegistry()
    inf = next(c for c in cards if c.is_crypt and Trait.INFERNAL in read_crypt(reg.crypt(c))[0].traits)
    s = game(cards, {inf.name: 1, "Bituin": 1})
    m = s.players[0]
    v, w = ids(s, inf.name)[0], ids(s, "Bituin")[0]
    for x in (v, w):
        move(s, x, "ready")
        s.locked[x] = 1
    s.current = 0
    m.pool = 10
    R.begin_turn(s)
    assert s.locked[v] == 0 and s.locked[w] == 0 and m.pool == 9 + (1 if s.edge == 0 else 0)
    s.locked[v] = s.locked[w] = 1
    m.pool = R.INFERNAL_MARGIN
    s.edge = -1
    R.begin_turn(s)
    assert s.locked[v] == 1 and s.locked[w] == 0 and m.pool == R.INFERNAL_MARGIN


def test_aggravated_hand_strikes_this_round(cards):
    """rules 6.4.5: Claws of the Dead [pro]: this round the vampire's hand strikes inflict
    aggravated damage."""
    from vtes_tools.engine import combat

    gangrel = next(c for c in cards if c.is_crypt and any(d == "pro" for d, _ in c.disciplines) and c.capacity >= 3)
    s = game(cards, {gangrel.name: 2}, {"Claws of the Dead": 1})
    a, b = ids(s, gangrel.name)[:2]
    for v in (a, b):
        move(s, v, "ready")
        s.blood[v] = 3
    claws = ids(s, "Claws of the Dead")[0]
    move(s, claws, "hand")
    su = s.setup
    roles = dict(combat.card_roles(su, a, claws))
    assert combat.R_AGGRAVATED in roles
    combat.start(s, a, 0, b, 0)
    c = s.combat
    c.stage = combat.STRIKE
    c.decider = 0
    act = Action(Kind.COMBAT_CARD, actor=a, card=claws, n=roles[combat.R_AGGRAVATED])
    assert act in combat.actions(s)
    combat.apply(s, act)
    assert c.agg_hand[0] == 1 and combat.strike_tuple(s, c, 0, None, -1)[3] == 1


def test_directed_intercept_and_maneuver_from_the_blocking_reaction(cards):
    """rules 6.2.2.2: The Dowager's +1 intercept counts against directed actions; Spirit's Touch
    [AUS] gives the blocker 1 optional maneuver in the resulting combat (rules 6.4.2)."""
    from vtes_tools.engine import combat
    from vtes_tools.engine.state import Pending, Stage

    s = game(cards, {"The Dowager": 1, "Bituin": 1}, {"Spirit's Touch": 1})
    dow, bit = ids(s, "Dowager, The")[0], ids(s, "Bituin")[0]
    for v in (dow, bit):
        move(s, v, "ready")
        s.blood[v] = 3
    assert s.setup.directed_intercept[dow] == 1
    pend = Pending(Kind.BLEED, bit, -1, 0, -1)
    pend.block_order = [0]
    pend.directed = True
    s.pending = pend
    R.block(s, pend, Action(Kind.BLOCK, actor=dow))
    assert pend.intercept == R.intercept_of(s, dow) + 1
    st = ids(s, "Spirit's Touch")[0]
    move(s, st, "hand")
    e = s.setup.effect[st]
    k = next(k for k, o in enumerate(e.options) if o.has(Op.MANEUVER))
    assert R.known_for(e.options[k], Op.INTERCEPT)
    pend.stage = Stage.ATTEMPT
    R.play_reaction(s, pend, Action(Kind.REACTION, actor=dow, card=st, n=k))
    assert pend.flags & R.BLOCK_MANEUVER
    combat.start(s, bit, 0, dow, 0)
    s.combat.free_maneuver[1] += 1
    s.combat.decider = 1
    act = Action(Kind.MANEUVER, actor=dow, card=dow, n=1)
    assert act in combat.actions(s)
    combat.apply(s, act)
    assert s.combat.free_maneuver[1] == 0


def test_flight_is_a_discipline_for_requirements(cards):
    """A Gargoyle's Flight [FLIGHT] lets it play cards requiring Flight (As the Crow)."""
    from vtes_tools.engine.effects import DISCIPLINE_BITS

    reg = EffectRegistry()
    gar = next(c for c in cards if c.is_crypt and Trait.FLIGHT in read_crypt(reg.crypt(c))[0].traits)
    su = GameSetup([Deck.from_counts([(gar, 1), (cards.lookup("Bituin").card, 1)])], reg)
    names = [c.name for c in su.card]
    bit = 1 << DISCIPLINE_BITS["fli"]
    assert su.disc_any[names.index(gar.name)] & bit and not su.disc_any[names.index("Bituin")] & bit


def test_scarce_vampire_costs_pool(cards):
    """rules 11: moving a scarce vampire to the ready region burns 3 pool for each other vampire
    of its clan the Methuselah already controls; none when it controls none."""
    reg = EffectRegistry()
    sc = next(c for c in cards if c.is_crypt and Trait.SCARCE in read_crypt(reg.crypt(c))[0].traits)
    mate = next(c for c in cards if c.is_crypt and c.clans == sc.clans and c.name != sc.name)
    for with_mate, burned in ((True, 3), (False, 0)):
        s = game(cards, {sc.name: 1, mate.name: 1})
        m = s.players[0]
        v, w = ids(s, sc.name)[0], ids(s, mate.name)[0]
        if with_mate:
            move(s, w, "ready")
        move(s, v, "uncontrolled")
        s.blood[v] = sc.capacity
        pool = m.pool
        R.influence(s, v)
        assert v in m.ready and m.pool == pool - burned


def test_vampire_enters_combat_as_its_own_directed_action(cards):
    """rules 6.1.6: Theo Bell's own text grants "enter combat with any ready minion controlled by
    another Methuselah as a (D) action", once per turn; directed, so only the target's controller
    may block (rules 6.2.2.1); unblocked, the action succeeds and the two enter combat, which
    resolves (rules 6.4: hand strikes, 6.4.6 damage, 6.5.1 torpor)."""
    from scenario import move as seat_move

    from vtes_tools.engine import PASS, apply_checked

    theo = cards.lookup("Theo Bell", group="2", advanced=False).card
    items = [(theo, 1), (cards.lookup("Ayelech").card, 5), (cards.lookup("Lauren").card, 6)]
    items += [(cards.lookup(n).card, k) for n, k in FILLER.items()]
    deck = Deck.from_counts(items, name="theo")
    s = new_game([deck] * 4, np.random.default_rng(0), turn_limit=30)
    for m in s.players:  # empty hands: no card played in the action or the combat
        while m.hand:
            m.library.insert(0, m.hand.pop())
    su = s.setup

    def ready(p: int, name: str, blood: int) -> int:
        v = next(i for i, c in enumerate(su.card) if su.owner[i] == p and c.name == name)
        seat_move(s, v, "ready")
        s.blood[v], s.locked[v] = blood, 0
        return v

    a = ready(0, "Theo Bell", 3)
    mine = ready(0, "Lauren", 3)
    b = ready(1, "Ayelech", 0)  # the prey's minion, empty: damage sends it to torpor
    c = ready(3, "Lauren", 3)  # the predator's
    assert su.enter_combat[a] == 1 and su.enter_combat[mine] == 0
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    acts = [x for x in legal_actions(s) if x.kind == Kind.ENTER_COMBAT]
    assert {(x.actor, x.target) for x in acts} == {(a, b), (a, c)}  # never its own minions
    apply_checked(s, Action(Kind.ENTER_COMBAT, actor=a, target=b))
    pend = s.pending
    assert pend.directed and pend.target_p == 1 and pend.block_order == [1] and s.decider == 1
    assert pend.stealth == R.stealth_of(s, a)  # no stealth printed: a plain (D) action
    assert {x.actor for x in legal_actions(s) if x.kind == Kind.BLOCK} == {b}
    apply_checked(s, PASS)  # the target's controller declines to block: the action succeeds
    while s.pending is not None and s.combat is None and s.decider != 0:
        apply_checked(s, PASS)
    # two minions without cards: one round of hand strikes, then the combat ends (rules 6.4.4)
    assert s.combat is None and s.stats[1] == 1
    assert b in s.players[1].torpor  # 1 damage it cannot heal (rules 6.4.6, 6.5.1)
    assert s.blood[a] == 2 and s.locked[a]
    # once per turn (rules 6.1.6), even unlocked again
    while s.pending is not None:
        apply_checked(s, PASS)
    s.locked[a] = 0
    assert not any(x.kind == Kind.ENTER_COMBAT for x in legal_actions(s))


def test_enter_combat_ability_read_and_goldfish(cards):
    """The enter-combat action is read from the text (Langa: vampires only) and counts as
    executed; a goldfish game never takes it (the passive prey has no minions)."""
    reg = EffectRegistry()
    ab, left = read_crypt(reg.crypt(cards.lookup("Langa").card))
    assert ab.enter_combat == 1 and ab.enter_combat_vampires and not left
    assert R.executes(reg.crypt(cards.lookup("Langa").card))
    s = game(cards, {"Langa": 6})
    v = ids(s, "Langa")[0]
    move(s, v, "ready")
    s.blood[v] = 3
    minion_phase(s)
    assert s.setup.enter_combat[v] == 1
    assert not any(x.kind == Kind.ENTER_COMBAT for x in legal_actions(s))


def test_conditional_bleed_and_stealth_when_bleeding(cards):
    """rules 6.1.1: Constanza Vinti gets +2 bleed when bleeding a Methuselah who controls a ready
    Ventrue, not otherwise; Martin Franckel -1 bleed unless the target controls a ready Tremere
    (or Tremere antitribu); Royce -1 stealth when bleeding; the policy's view sees the bleed."""
    from vtes_tools.engine import PlayerView

    ventrue = _clan_vampire(cards, "Ventrue", "Camarilla")
    s = _table(cards, ["Constanza Vinti", "Martin Franckel", "Royce", ventrue, "Lauren"])
    su = s.setup
    con, mar, roy = _ready(s, 0, "Constanza Vinti"), _ready(s, 0, "Martin Franckel"), _ready(s, 0, "Royce")
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    prey = s.prey(0)

    def bleed(v: int) -> tuple[int, int]:
        t = s.clone()
        act = Action(Kind.BLEED, actor=v)
        assert act in legal_actions(t)
        R.declare(t, act)
        return t.pending.bleed, t.pending.stealth

    assert bleed(con) == (1, 0) and bleed(mar) == (0, 0) and bleed(roy) == (1, -1)
    assert PlayerView(s, 0).bleed(con) == 1
    _ready(s, prey, ventrue.name)
    _ready(s, prey, "Lauren")
    assert bleed(con) == (3, 0) and bleed(mar) == (1, 0)
    assert PlayerView(s, 0).bleed(con) == 3 and su.base_bleed[con] == 1
    assert R.executes(EffectRegistry().crypt(cards.lookup("Constanza Vinti").card))


def test_conditional_intercept_and_strength(cards):
    """rules 6.2.2.2: Selma gets +1 intercept when attempting to block a Nosferatu, Christine
    Boscacci -1 intercept during bleed actions; rules 6.4.5: Cynthia Ingold +1 strength in combat
    with a Camarilla vampire (her hand strike), not with a Sabbat one."""
    from vtes_tools.engine import combat
    from vtes_tools.engine.state import Pending

    nos = _clan_vampire(cards, "Nosferatu", "Camarilla")
    s = _table(cards, ["Selma the Repugnant", "Christine Boscacci", "Cynthia Ingold", nos, "Lauren", "Royce"])
    sel, chr_ = _ready(s, 1, "Selma the Repugnant"), _ready(s, 1, "Christine Boscacci")
    n0, l0, r0 = _ready(s, 0, nos.name), _ready(s, 0, "Lauren"), _ready(s, 0, "Royce")

    def intercept(kind: Kind, actor: int, blocker: int) -> int:
        pend = Pending(kind, actor, -1, 0, -1)
        pend.block_order = [1]
        pend.directed = kind == Kind.BLEED
        s.pending = pend
        R.block(s, pend, Action(Kind.BLOCK, actor=blocker))
        return pend.intercept

    assert intercept(Kind.HUNT, n0, sel) == 1 and intercept(Kind.HUNT, l0, sel) == 0
    assert intercept(Kind.BLEED, l0, chr_) == -1 and intercept(Kind.HUNT, l0, chr_) == 0
    s.pending = None
    cyn = _ready(s, 1, "Cynthia Ingold")
    for opp, strength in ((l0, 2), (r0, 1)):
        combat.start(s, opp, 0, cyn, 1)
        assert combat.strike_tuple(s, s.combat, 1, None, -1)[1] == strength
        s.combat = None


def test_vampire_bleeds_as_its_own_action(cards):
    """rules 6.1.1, 6.1.6: Cybele "can bleed with +2 bleed as a (D) action that costs 1 blood":
    a bleed at +2 bleed, its blood paid when it succeeds (rules 6.2.3), one bleed a turn; the
    table policy takes it over the plain bleed."""
    from vtes_tools.engine import PASS, PlayerView, TablePolicy, apply_checked
    from vtes_tools.engine.policies import LegalActions

    s = _table(cards, ["Cybele", "Lauren"])
    cyb = _ready(s, 0, "Cybele", 4)
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    bleeds = [a for a in legal_actions(s) if a.kind == Kind.BLEED]
    assert {a.n for a in bleeds} == {0, 1}
    choice = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert choice == Action(Kind.BLEED, actor=cyb, n=1)
    prey = s.prey(0)
    pool = s.players[prey].pool
    apply_checked(s, choice)
    for _ in range(10):
        if s.pending is None:
            break
        apply_checked(s, PASS)
    assert s.pending is None and s.players[prey].pool == pool - 3 and s.blood[cyb] == 3
    s.locked[cyb] = 0
    assert not any(a.kind == Kind.BLEED for a in legal_actions(s))  # one bleed a turn
    ab, left = read_crypt(EffectRegistry().crypt(cards.lookup("Cybele").card))
    assert (ab.bleed_action, ab.bleed_action_bleed, ab.bleed_action_cost) == (1, 2, 1) and not left


def test_actions_directed_at_a_vampire_cost_more(cards):
    """Ambrosio Luis Monçada: "actions directed at him cost 1 additional pool", paid by the acting
    Methuselah when the action succeeds (rules 6.2.3), never with its last pool; Mitchell:
    "rescuing him from torpor costs +1 blood" (rules 6.5.3: 3 blood, the rescuer's first)."""
    from vtes_tools.engine import PASS, apply_checked

    theo = cards.lookup("Theo Bell", group="2", advanced=False).card
    s = _table(cards, [theo, "Ambrosio Luis Monçada, Plenipotentiary", "Mitchell, The Headhunter", "Lauren"])
    a = _ready(s, 0, "Theo Bell", 3)
    prey = s.prey(0)
    amb = _ready(s, prey, "Ambrosio Luis Monçada, Plenipotentiary", 0)
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    act = Action(Kind.ENTER_COMBAT, actor=a, target=amb)
    s.players[0].pool = 1
    assert act not in legal_actions(s)
    s.players[0].pool = 10
    assert act in legal_actions(s)
    apply_checked(s, act)
    for _ in range(10):
        if s.pending is None or s.combat is not None:
            break
        apply_checked(s, PASS)
    assert s.players[0].pool == 9 and s.stats[1] == 1
    s2 = _table(cards, ["Mitchell, The Headhunter", "Lauren"])
    mit, lau = _ready(s2, 0, "Mitchell, The Headhunter", 0), _ready(s2, 0, "Lauren", 2)
    move(s2, mit, "torpor")
    s2.current, s2.phase, s2.pending = 0, Phase.MINION, None
    s2.turn += 1
    rescue = Action(Kind.RESCUE, actor=lau, target=mit)
    assert s2.setup.rescue_cost[mit] == 1 and rescue not in legal_actions(s2)  # 2 blood: not enough
    s2.blood[mit] = 1
    assert rescue in legal_actions(s2)
    R.declare(s2, rescue)
    R.resolve(s2, s2.pending)
    assert mit in s2.players[0].ready and s2.blood[lau] == 0 and s2.blood[mit] == 0


def test_slave_needs_its_master_clan_and_takes_its_place(cards):
    """rules 11: Tupdog, a Tremere antitribu slave, performs no directed action (bleed, enter
    combat) unless you control a ready Tremere antitribu; when that vampire is blocked, Tupdog can
    lock to enter combat with the blocker instead, and the blocked vampire unlocks; after the end
    of your minion phase Tupdog burns and the top card of your crypt goes to your uncontrolled
    region."""
    from vtes_tools.engine import PASS, PlayerView, TablePolicy, apply_checked
    from vtes_tools.engine.policies import LegalActions

    master = _clan_vampire(cards, "Tremere antitribu", "Sabbat")
    s = _table(cards, ["Tupdog", master, "Lauren"])
    su = s.setup
    tup = _ready(s, 0, "Tupdog", 1)
    prey = s.prey(0)
    blocker = _ready(s, prey, "Lauren", 3)
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    assert su.slave_of[tup] and R.executes(EffectRegistry().crypt(cards.lookup("Tupdog").card))
    mine = {(a.kind, a.actor) for a in legal_actions(s)}
    assert (Kind.BLEED, tup) not in mine and (Kind.ENTER_COMBAT, tup) not in mine and (Kind.HUNT, tup) in mine
    m = _ready(s, 0, master.name, 4)
    mine = {(a.kind, a.actor) for a in legal_actions(s)}
    assert (Kind.BLEED, tup) in mine and (Kind.ENTER_COMBAT, tup) in mine
    # the master bleeds and is blocked: Tupdog takes its place
    apply_checked(s, Action(Kind.BLEED, actor=m))
    apply_checked(s, Action(Kind.BLOCK, actor=blocker))
    while s.pending is not None and s.pending.stage == 4:  # the attempt: no cards in hand
        apply_checked(s, PASS)
    interpose = Action(Kind.INTERPOSE, actor=tup, target=m)
    assert s.pending.blocked and interpose in legal_actions(s)
    assert TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0)) == interpose
    fights = s.stats[1]
    apply_checked(s, interpose)
    # the combat (hand strikes, no cards) resolved: Tupdog and the blocker each lost 1 blood
    assert s.stats[1] == fights + 1 and s.blood[blocker] == 2 and s.blood[tup] == 0
    assert not s.locked[m] and s.locked[blocker] and s.blood[m] == 4
    for _ in range(10):
        if s.pending is None:
            break
        apply_checked(s, PASS)
    if not s.players[0].crypt:
        s.players[0].crypt.append(s.players[0].uncontrolled.pop())
    crypt, unc = len(s.players[0].crypt), len(s.players[0].uncontrolled)
    R.enter(s, Phase.INFLUENCE)
    assert tup not in s.players[0].ready and tup in s.players[0].ash
    assert len(s.players[0].crypt) == crypt - 1 and len(s.players[0].uncontrolled) == unc + 1


def test_vampire_strikes_from_its_own_text(cards):
    """rules 6.4.3: The unnamed "can burn 1 blood to strike: 2R aggravated damage" (paid as the
    strike is chosen; ranged, so it hits at long range, rules 6.4.2), Goratrix "can steal 2 blood
    as a ranged strike"; the table policy prefers them at long range to a hand strike that
    does nothing there."""
    from vtes_tools.engine import PlayerView, TablePolicy, combat
    from vtes_tools.engine.policies import LegalActions

    s = _table(cards, ["unnamed, The", "Goratrix", "Lauren"])
    un, gor = _ready(s, 0, "unnamed, The", 4), _ready(s, 0, "Goratrix", 4)
    foe = _ready(s, 1, "Lauren", 4)
    for v, want in ((un, (combat.DAMAGE, 2, 1, 1)), (gor, (combat.STEAL, 2, 1, 0))):
        combat.start(s, v, 0, foe, 1)
        c = s.combat
        c.stage, c.decider, c.range = combat.STRIKE, 0, combat.LONG
        own = Action(Kind.STRIKE, actor=v, card=v)
        assert own in combat.actions(s)
        assert combat.action_strike(s, c, 0, own)[:4] == want
        got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
        assert got == own
        blood = s.blood[v]
        combat.apply(s, own)
        assert s.blood[v] == blood - (1 if v == un else 0)
        s.combat = None
    ab, left = read_crypt(EffectRegistry().crypt(cards.lookup("unnamed, The").card))
    assert ab.strike_cost == 1 and not left


def test_contests_a_vampire_wins(cards):
    """rules 4.2: a vampire contesting Rafael de Corazon's title (Alexandra, Toreador Inner
    Circle) must yield it during its controller's unlock phase; rules 4.1: Jimmy Dunn cannot be
    contested: a second Jimmy entering play burns the one in play instead."""
    s = _table(cards, ["Rafael de Corazon", "Alexandra", "Jimmy Dunn"])
    su = s.setup
    raf = _ready(s, 0, "Rafael de Corazon")
    alex = _ready(s, 1, "Alexandra")
    assert su.title_key[raf] == su.title_key[alex]
    R.check_titles(s, alex)
    assert s.title_contested == {raf, alex}
    s.current = 1
    R.pay_contests(s)
    assert not s.title_contested and s.title_votes[alex] == 0 and s.blood[alex] == 3
    assert R.executes(EffectRegistry().crypt(cards.lookup("Rafael de Corazon").card))
    j1 = _ready(s, 1, "Jimmy Dunn")
    j0 = next(i for i, c in enumerate(su.card) if su.owner[i] == 0 and c.name == "Jimmy Dunn")
    move(s, j0, "uncontrolled")
    s.blood[j0] = su.capacity[j0]
    s.current = 0
    R.influence(s, j0)
    assert j0 in s.players[0].ready and j1 not in s.players[1].ready and j1 in s.players[1].ash
    assert not s.players[0].contested and not s.players[1].contested


def test_vampire_blocks_ignoring_the_restrictions(cards):
    """rules 6.2.2.1: Anneke "may attempt to block a vampire controlled by another Methuselah,
    ignoring the normal prey, predator or target restrictions": across the table she may block a
    bleed aimed at someone else, her controller's other minions may not."""
    from vtes_tools.engine import apply_checked

    s = _table(cards, ["Anneke", "Lauren", "Ayelech"])
    a = _ready(s, 0, "Lauren")
    cross = next(q for q in range(4) if q not in (0, s.prey(0), s.predator(0)))
    ann, other = _ready(s, cross, "Anneke"), _ready(s, cross, "Ayelech")
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    apply_checked(s, Action(Kind.BLEED, actor=a))
    pend = s.pending
    assert cross in pend.block_order and pend.target_p != cross
    while pend.block_order[0] != cross:
        apply_checked(s, Action(Kind.PASS))
    assert s.decider == cross
    assert {x.actor for x in legal_actions(s) if x.kind == Kind.BLOCK} == {ann}
    assert other not in {x.actor for x in legal_actions(s)}


def test_texts_after_a_referendum_passes(cards):
    """rules 6.3.2: after the referendum of a political action passes, Lutz von Hohenzollern
    (ready) makes his controller's prey burn 1 pool, and Armin Brenner's controller gains 1 pool
    when the referendum Armin called passes; a failed referendum or a blood hunt does nothing."""
    from vtes_tools.engine import politics
    from vtes_tools.engine.state import Referendum

    s = _table(cards, ["Lutz von Hohenzollern", "Armin Brenner", "Lauren"])
    lutz = _ready(s, 0, "Lutz von Hohenzollern")
    armin = _ready(s, 2, "Armin Brenner")
    prey = s.prey(0)
    pools = [m.pool for m in s.players]

    def referendum(votes_for: int, votes_against: int) -> None:
        r = Referendum(-1, 2, armin)
        r.votes_for, r.votes_against = votes_for, votes_against
        s.referendum = r
        politics.resolve_referendum(s, r)

    referendum(1, 1)  # a tie fails
    assert [m.pool for m in s.players] == pools
    referendum(3, 1)
    expect = pools[:]
    expect[prey] -= 1
    expect[2] += 1
    assert [m.pool for m in s.players] == expect
    s.locked[lutz] = 1  # locked, still ready: the text applies
    referendum(2, 0)
    assert s.players[prey].pool == expect[prey] - 1
    before = [m.pool for m in s.players]
    hunted = _ready(s, 3, "Lauren")
    r = Referendum(-1, 2, -1)
    r.blood_hunt, r.votes_for = hunted, 3
    s.referendum = r
    politics.resolve_referendum(s, r)
    assert hunted not in s.players[3].ready and [m.pool for m in s.players] == before


def test_vampire_steals_blood_or_locks_as_its_own_action(cards):
    """rules 6.1.6: François Villon "may steal up to 2 blood from a younger vampire as a +1
    stealth (D) action" (only younger vampires of other Methuselahs, blood over his capacity to
    the bank), once a turn; Gabrin "can lock an ally or a younger vampire as a +1 stealth (D)
    action"; the table policy takes the steal."""
    from vtes_tools.engine import PASS, PlayerView, TablePolicy, apply_checked
    from vtes_tools.engine.policies import LegalActions

    fv = next(c for c in cards if c.name == "François Villon" and read_crypt(EffectRegistry().crypt(c))[0].ability)
    s = _table(cards, [fv, "Gabrin", "Lauren", "Ayelech", "Anneke"])
    su = s.setup
    f = _ready(s, 0, fv.name, su.capacity[next(i for i, c in enumerate(su.card) if c.name == fv.name)] - 1)
    prey = s.prey(0)
    young = _ready(s, prey, "Lauren", 3)
    old = _ready(s, prey, "Anneke", 3)  # capacity 10 or more: not younger
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    targets = {a.target for a in legal_actions(s) if a.kind == Kind.ABILITY and a.actor == f}
    assert young in targets and old not in targets
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.ABILITY, actor=f, target=young)
    before = s.blood[f]
    apply_checked(s, got)
    assert s.pending.stealth == R.stealth_of(s, f) + 1 and s.pending.directed and s.pending.target_p == prey
    for _ in range(10):
        if s.pending is None:
            break
        apply_checked(s, PASS)
    assert s.blood[young] == 1 and s.blood[f] == su.capacity[f] and before == su.capacity[f] - 1
    s.locked[f] = 0
    s.phase = Phase.MINION  # nobody was left to act: the phase had ended
    assert any(a.actor == f for a in legal_actions(s))
    assert not any(a.kind == Kind.ABILITY and a.actor == f for a in legal_actions(s))  # once a turn
    g = _ready(s, 0, "Gabrin", 3)
    locks = {a.target for a in legal_actions(s) if a.kind == Kind.ABILITY and a.actor == g}
    assert young in locks and old not in locks
    R.declare(s, Action(Kind.ABILITY, actor=g, target=young))
    R.resolve(s, s.pending)
    assert s.locked[young]


def test_transfers_fetch_a_mage_ally(cards):
    """rules 7: "While Antonio is ready, you can use 4 transfers to search your library (shuffle
    afterward) and/or hand for a mage ally he could play. Put that ally in play with life equal
    to its starting life and pay its cost as normal": Nephandus (a mage), not Carlton Van Wyk
    (a mortal), only with 4 transfers; the table policy takes it."""
    from scenario import goldfish_at_phase as at_phase

    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    s = _table(cards, ["Antonio d'Erlette", "Lauren", "Nephandus", "Carlton Van Wyk"])
    su = s.setup
    ant = _ready(s, 0, "Antonio d'Erlette", 4)
    neph = next(i for i, c in enumerate(su.card) if su.owner[i] == 0 and c.name == "Nephandus")
    s.current = 0
    at_phase(s, Phase.INFLUENCE)
    s.players[0].pool = 20
    s.transfers = 3
    assert not any(a.kind == Kind.FETCH for a in legal_actions(s))
    s.transfers = 4
    fetch = [a for a in legal_actions(s) if a.kind == Kind.FETCH]
    assert [(a.actor, su.card[a.card].name) for a in fetch] == [(ant, "Nephandus")]
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.FETCH
    library = len(s.players[0].library)
    R.fetch_ally(s, got)
    e = su.effect[neph]
    assert neph in s.players[0].ready and s.blood[neph] == e.life and s.transfers == 0
    assert s.players[0].pool == 20 - e.pool_cost and len(s.players[0].library) == library - 1


def test_horde_locks_to_give_bleed(cards):
    """rules 6.1.1: "During a bleed action, The Horde can lock to give another acting infernal
    minion +1 bleed": once blocks are declined, a ready unlocked Horde locks and the bleed of
    Cybele (infernal) grows by 1; a Camarilla vampire's bleed gets nothing. The policy uses it."""
    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions
    from vtes_tools.engine.state import Stage

    s = _table(cards, ["Horde, The", "Cybele", "Lauren"])
    horde = _ready(s, 0, "Horde, The", 2)
    cyb, lau = _ready(s, 0, "Cybele", 4), _ready(s, 0, "Lauren", 3)
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    for actor, lend in ((lau, False), (cyb, True)):
        t = s.clone()
        R.declare(t, Action(Kind.BLEED, actor=actor))
        t.pending.stage = Stage.AFTER_BLOCKS
        t.pending.block_order = []
        acts = R.modifier_actions(t, t.pending)
        assert (Action(Kind.LEND, actor=horde, target=actor) in acts) == lend
    R.declare(s, Action(Kind.BLEED, actor=cyb))
    s.pending.stage, s.pending.block_order, s.pending.decider = Stage.AFTER_BLOCKS, [], 0
    s.legal = None
    bleed = s.pending.bleed
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.LEND, actor=horde, target=cyb)
    prey = s.prey(0)
    pool = s.players[prey].pool
    R.apply(s, got)
    for _ in range(10):
        if s.pending is None:
            break
        R.apply(s, Action(Kind.PASS))
    assert s.locked[horde] and s.players[prey].pool == pool - (bleed + 1)


def test_animals_cost_kuyen_less(cards):
    """rules 6.2.3: "Animals (allies and retainers) cost Kuyén -1 blood or pool": Raptor (an
    animal retainer, 2 blood) costs her 1 and is playable with 1 blood; another vampire with
    1 blood cannot employ it; Dog Pack (2 pool) costs her 1 pool."""
    s = _table(cards, ["Kuyén", "Lauren", "Raptor", "Dog Pack"])
    su = s.setup
    k, lau = _ready(s, 0, "Kuyén", 1), _ready(s, 0, "Lauren", 1)
    raptor = next(i for i, c in enumerate(su.card) if su.owner[i] == 0 and c.name == "Raptor")
    dogs = next(i for i, c in enumerate(su.card) if su.owner[i] == 0 and c.name == "Dog Pack")
    assert (R.blood_cost(su, k, raptor), R.blood_cost(su, lau, raptor)) == (1, 2)
    assert (R.pool_cost(su, k, dogs), R.pool_cost(su, lau, dogs)) == (1, 2)
    move(s, raptor, "hand")
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    employs = {a.actor for a in legal_actions(s) if a.card == raptor}
    assert employs == {k}
    R.declare(s, Action(Kind.EMPLOY, actor=k, card=raptor))
    R.resolve(s, s.pending)
    assert s.attached[raptor] == k and s.blood[k] == 0


def test_more_conditional_texts_and_costs(cards):
    """Readings mapped onto the rules' conditional statistics and costs: Joaquina Amaya +1
    stealth during equip actions (rules 6.1.3), Richard Tauber -1 intercept when attempting to
    block a Lasombra or a Tzimisce (6.2.2.2), Mickey Wheeler +1 strength in combat with an older
    vampire (6.4.5), combat cards requiring Fortitude cost Una 1 fewer blood and allies and
    retainers cost Regina Giovanni 1 fewer blood or pool (6.2.3)."""
    from vtes_tools.engine import combat
    from vtes_tools.engine.state import Pending

    lasombra = _clan_vampire(cards, "Lasombra", "Sabbat")
    names = ["Joaquina Amaya", "Richard Tauber, Ayelea's Puppet", "Mickey Wheeler", "Una",
             "Regina Giovanni, The Right Hand of Augustus", lasombra, "Lauren", "Ayelech",
             "Skin of Steel", "Raven Spy", ".44 Magnum"]
    s = _table(cards, names)
    su = s.setup
    joa, una, reg = _ready(s, 0, "Joaquina Amaya"), _ready(s, 0, "Una"), _ready(s, 0, "Regina Giovanni, The Right Hand of Augustus")
    gun = next(i for i, c in enumerate(su.card) if su.owner[i] == 0 and c.name == ".44 Magnum")
    move(s, gun, "hand")
    t = s.clone()
    R.declare(t, Action(Kind.EQUIP, actor=joa, card=gun))
    assert t.pending.stealth == 1 + 1
    card = {n: next(i for i, c in enumerate(su.card) if su.owner[i] == 0 and c.name == n)
            for n in ("Skin of Steel", "Raven Spy")}
    assert R.blood_cost(su, una, card["Skin of Steel"]) == 0 and R.blood_cost(su, joa, card["Skin of Steel"]) == 1
    assert R.blood_cost(su, reg, card["Raven Spy"]) == 0 and R.blood_cost(su, joa, card["Raven Spy"]) == 1
    ric = _ready(s, 1, "Richard Tauber, Ayelea's Puppet")
    las, lau = _ready(s, 0, lasombra.name), _ready(s, 0, "Lauren")
    for actor, want in ((las, -1), (lau, 0)):
        pend = Pending(Kind.HUNT, actor, -1, 0, -1)
        pend.block_order = [1]
        s.pending = pend
        R.block(s, pend, Action(Kind.BLOCK, actor=ric))
        assert pend.intercept == want
    s.pending = None
    mic = _ready(s, 1, "Mickey Wheeler")  # capacity 5
    older, younger = _ready(s, 0, "Ayelech"), lau  # capacities 7 and 4
    for opp, strength in ((older, 2), (younger, 1)):
        combat.start(s, opp, 0, mic, 1)
        assert combat.strike_tuple(s, s.combat, 1, None, -1)[1] == strength
        s.combat = None


def test_vampires_unlock_phase_abilities(cards):
    """Rules 4 (unlock phase): Nikolaus Vermeulen "may move 1 blood from Nikolaus to any
    Nosferatu in your uncontrolled region" (not another clan), once a phase; Carna "can burn
    one of her retainers to gain 2 blood"; the policies use them."""
    from scenario import goldfish_at_phase as at_phase

    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    nos = _clan_vampire(cards, "Nosferatu", "Camarilla")
    nikolaus = cards.lookup("Nikolaus Vermeulen", group="2").card
    s = _table(cards, [nikolaus, "Carna, The Princess Witch", nos, "Lauren", "Raven Spy"])
    su = s.setup
    nik = _ready(s, 0, "Nikolaus Vermeulen", 4)
    unc = {c.name: i for i, c in enumerate(su.card) if su.owner[i] == 0}
    for name in (nos.name, "Lauren"):
        move(s, unc[name], "uncontrolled")
        s.blood[unc[name]] = 1
    s.current = 0
    at_phase(s, Phase.UNLOCK)
    acts = [a for a in legal_actions(s) if a.kind == Kind.UNLOCK_ABILITY]
    assert [(a.actor, a.target) for a in acts] == [(nik, unc[nos.name])]
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == acts[0]
    R.unlock_ability(s, got)
    assert s.blood[nik] == 3 and s.blood[unc[nos.name]] == 2
    assert not any(a.kind == Kind.UNLOCK_ABILITY for a in legal_actions(s))  # once a phase
    carna = _ready(s, 0, "Carna, The Princess Witch", 1)
    spy = unc["Raven Spy"]
    move(s, spy, "in_play")
    s.attached[spy] = carna
    act = Action(Kind.UNLOCK_ABILITY, actor=carna, target=spy)
    assert act in legal_actions(s)
    R.unlock_ability(s, act)
    assert spy not in s.players[0].in_play and s.blood[carna] == 3


def test_vampire_gives_blood_from_the_bank_in_the_unlock_phase(cards):
    """Owain Evans: "during any Methuselah's unlock phase, if Owain is ready, you may move a
    blood from the blood bank to a vampire that Methuselah controls": in your unlock phase, to a
    ready or torpid vampire below capacity, once a phase (rules 4); the table policy gives it to
    the emptiest."""
    from scenario import goldfish_at_phase as at_phase

    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    owain = "Owain Evans, The Wanderer"
    abil, left = read_crypt(EffectRegistry().of(cards.lookup(owain).card))
    assert left == () and abil.unlock_ability == (int(Op.BLOOD_TO), 1, 0, 0)
    s = _table(cards, [owain, "Lauren", "Anson"])
    su = s.setup
    ow = _ready(s, 0, owain, 3)
    lau = _ready(s, 0, "Lauren", 1)
    anson = _ready(s, 0, "Anson", su.capacity[_ready(s, 0, "Anson")])  # full: not offered
    s.current = 0
    at_phase(s, Phase.UNLOCK)
    acts = [a for a in legal_actions(s) if a.kind == Kind.UNLOCK_ABILITY]
    assert {a.target for a in acts} == {ow, lau}
    assert all(a.actor == ow for a in acts)
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.UNLOCK_ABILITY, actor=ow, target=lau)
    R.unlock_ability(s, got)
    assert s.blood[lau] == 2 and s.blood[ow] == 3 and s.blood[anson] == su.capacity[anson]
    assert not any(a.kind == Kind.UNLOCK_ABILITY for a in legal_actions(s))  # once a phase


def test_vampire_unlocks_at_the_end_of_the_turn_after_employing(cards):
    """Enkidu: "If Enkidu successfully performs an action to employ a retainer, he unlocks at
    the end of the turn" (rules 6.1.4): locked by the action, unlocked as the turn ends; another
    vampire employing stays locked."""
    from scenario import goldfish_at_phase as at_phase

    from vtes_tools.engine.rules import end_turn

    enkidu = "Enkidu, The Noah"
    abil, left = read_crypt(EffectRegistry().of(cards.lookup(enkidu).card))
    assert left == () and abil.employ_unlock
    s = _table(cards, [enkidu, "Anson", "Raven Spy"])
    s.current = 0
    enk = _ready(s, 0, enkidu, 4)
    anson = _ready(s, 0, "Anson", 4)
    spy = next(i for i, c in enumerate(s.setup.card) if s.setup.owner[i] == 0 and c.name == "Raven Spy")
    move(s, spy, "hand")
    at_phase(s, Phase.MINION)
    act = next(a for a in legal_actions(s) if a.kind == Kind.EMPLOY and a.actor == enk and a.card == spy)
    R.apply(s, act)
    while s.pending is not None:
        R.apply(s, Action(Kind.PASS))  # no block, no reactions
    assert s.attached[spy] == enk and s.locked[enk]
    s.locked[anson] = 1  # (locked by an action of its own: no such ability)
    end_turn(s)
    assert not s.locked[enk] and s.locked[anson]


def test_vampire_unlocks_another_of_its_clan(cards):
    """Alexandra: "Once during your turn, you may lock or unlock another ready Toreador" (in your
    minion phase, even with every minion locked); Ambrosio Luis Monçada: "If he is ready during
    your discard phase, you can unlock another ready Lasombra"; the table policy unlocks."""
    from scenario import goldfish_at_phase as at_phase

    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    lasombra = _clan_vampire(cards, "Lasombra", "Sabbat")
    s = _table(cards, ["Alexandra", "Anson", "Lauren", "Ambrosio Luis Monçada, Plenipotentiary", lasombra])
    alex, anson, lau = _ready(s, 0, "Alexandra"), _ready(s, 0, "Anson"), _ready(s, 0, "Lauren")
    for v in (alex, anson, lau):
        s.locked[v] = 1
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    assert R.has_minion_choice(s)
    toggles = [a for a in legal_actions(s) if a.kind == Kind.TOGGLE]
    assert toggles == [Action(Kind.TOGGLE, actor=alex, target=anson)]
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == toggles[0]
    R.toggle(s, got)
    assert not s.locked[anson] and not any(a.kind == Kind.TOGGLE for a in legal_actions(s))  # once a turn
    amb, las = _ready(s, 0, "Ambrosio Luis Monçada, Plenipotentiary"), _ready(s, 0, lasombra.name)
    s.locked[las] = 1
    at_phase(s, Phase.DISCARD)
    unlock = Action(Kind.TOGGLE, actor=amb, target=las)
    assert unlock in legal_actions(s)
    assert TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0)) == unlock
    R.toggle(s, unlock)
    assert not s.locked[las]


def test_enter_combat_with_predator_or_prey_minions(cards):
    """rules 6.1.6: Gustaphe Brunnelle "can enter combat with a minion controlled by your
    predator or prey as a (D) action" (not one across the table); Ignazio Giovanni only with a
    vampire of capacity 6 or less controlled by your predator or prey."""
    s = _table(cards, ["Gustaphe Brunnelle", "Ignazio Giovanni", "Lauren", "Anson"])
    gus, ign = _ready(s, 0, "Gustaphe Brunnelle"), _ready(s, 0, "Ignazio Giovanni")
    prey, pred = s.prey(0), s.predator(0)
    cross = next(q for q in range(4) if q not in (0, prey, pred))
    small, big, far = _ready(s, prey, "Lauren"), _ready(s, pred, "Anson"), _ready(s, cross, "Lauren")
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    targets = {(a.actor, a.target) for a in legal_actions(s) if a.kind == Kind.ENTER_COMBAT}
    assert targets == {(gus, small), (gus, big), (ign, small)} and (gus, far) not in targets
    assert not s.setup.enter_combat_near[next(i for i, c in enumerate(s.setup.card) if c.name == "Lauren")]


def test_aksinya_discards_a_master_card_to_redirect_a_bleed(cards):
    """Aksinya Daclau: "once each turn during a bleed against you, if Aksinya is ready and
    unlocked, you may discard a master card from your hand to redirect the bleed to any other
    Methuselah": offered once blocks are declined, to Methuselahs other than the bled and the
    acting one (rules 6.1.1); the master card goes to the ash heap and is replaced (rules
    1.6.1.2), Aksinya stays unlocked, the new target may block (rules 6.2.2.1) and loses the
    pool; a second bleed that turn cannot be redirected; the table policy redirects."""
    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions
    from vtes_tools.engine.state import Stage

    ab, left = read_crypt(EffectRegistry().crypt(cards.lookup("Aksinya Daclau").card))
    assert ab.redirect_master and not left
    s = _table(cards, ["Aksinya Daclau", "Lauren", "Blood Doll"])
    aks = _ready(s, 1, "Aksinya Daclau", 3)
    lau = _ready(s, 0, "Lauren", 3)
    blocker = _ready(s, 2, "Lauren", 3)
    doll = next(i for i in s.players[1].library if s.setup.card[i].name == "Blood Doll")
    s.players[1].library.remove(doll)
    s.players[1].hand.append(doll)
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    pools = [m.pool for m in s.players]

    def bleed_to_reactions(t: GameState) -> list[Action]:
        R.declare(t, Action(Kind.BLEED, actor=lau))
        t.pending.stage, t.pending.block_order, t.pending.decider = Stage.REACTIONS, [], 1
        t.legal = None
        return [x for x in legal_actions(t) if x.kind == Kind.REACTION]

    locked = s.clone()
    locked.locked[aks] = 1
    assert not bleed_to_reactions(locked)
    acts = bleed_to_reactions(s)
    assert {(x.actor, x.card, x.target, x.n) for x in acts} == {(aks, doll, 2, -1), (aks, doll, 3, -1)}
    got = TablePolicy().choose(PlayerView(s, 1), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.REACTION and got.n == -1
    hand = len(s.players[1].hand)
    R.apply(s, got)
    new = got.target
    assert new == 2  # its prey
    assert doll in s.players[1].ash and len(s.players[1].hand) == hand and not s.locked[aks]
    assert s.pending.stage == Stage.BLOCKS and s.pending.target_p == new and s.decider == new
    assert Action(Kind.BLOCK, actor=blocker) in legal_actions(s)
    while s.pending is not None:
        R.apply(s, Action(Kind.PASS))
    expect = list(pools)
    expect[new] -= 1
    assert [m.pool for m in s.players] == expect
    s.locked[lau] = 0
    s.players[1].ash.remove(doll)
    s.players[1].hand.append(doll)
    assert not bleed_to_reactions(s)  # once each turn


def test_vampires_own_undirected_actions(cards):
    """Rules 6.1.6: a vampire's own +1 stealth undirected action, once a turn, blockable by the
    prey and the predator (rules 6.2.2.1). Malgorzata "may remove a vampire in your uncontrolled
    region from the game to add 4 blood from the blood bank to another vampire in your
    uncontrolled region": both chosen as the action is announced, the table policy removing the
    one with less blood. Mistress Fanchon "can search your library for a minion card ... and
    move it to your hand": no master card offered; the card found, the library shuffled, then
    one card discarded down to the hand size (rules 1.6.1.2); Travis Miller's (an imbued, for
    conviction) is read with its conviction cost (test_engine_imbued)."""
    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    reg = EffectRegistry()
    for name, want in (("Malgorzata", (int(Op.ADD_UNCONTROLLED), 4, 1, 2, 0)),
                       ("Mistress Fanchon", (int(Op.SEARCH), 1, Thing.MINION_CARD, 2, 0)),
                       ("Travis \"Traveler72\" Miller", (int(Op.ADD_UNCONTROLLED), 2, 0, 2, 0))):
        assert read_crypt(reg.crypt(cards.lookup(name).card))[0].own_action == want
    s = _table(cards, ["Malgorzata", "Lauren", "Ayelech", "Mistress Fanchon", "Blood Doll", "Govern the Unaligned"])
    su = s.setup
    m = s.players[0]
    while m.uncontrolled:
        m.crypt.append(m.uncontrolled.pop())
    mal = _ready(s, 0, "Malgorzata", 3)
    mine = {c.name: i for i, c in enumerate(su.card) if su.owner[i] == 0}
    lau, aye = mine["Lauren"], mine["Ayelech"]
    for v, b in ((lau, 1), (aye, 2)):
        move(s, v, "uncontrolled")
        s.blood[v] = b
    minion_phase(s)
    s.turn += 1
    own = [a for a in legal_actions(s) if a.kind == Kind.OWN_ACTION]
    assert {(a.actor, a.target, a.n) for a in own} == {(mal, lau, aye), (mal, aye, lau)}
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.OWN_ACTION, actor=mal, target=aye, n=lau)
    st = R.stealth_of(s, mal)
    R.declare(s, got)
    assert s.pending.stealth == st + 1 and not s.pending.directed
    while s.pending is not None:
        R.apply(s, Action(Kind.PASS))
    assert lau in m.removed and lau not in m.uncontrolled
    assert s.blood[aye] == min(su.capacity[aye], 6) and s.blood[mal] == 3
    s.locked[mal] = 0
    minion_phase(s)  # (with every minion locked, the phase had ended)
    move(s, mine["Mistress Fanchon"], "uncontrolled")
    s.legal = None
    assert not any(a.kind == Kind.OWN_ACTION for a in legal_actions(s))  # once a turn
    t = s.clone()
    t.used.clear()
    t.legal = None
    assert any(a.kind == Kind.OWN_ACTION for a in legal_actions(t))
    fan = _ready(s, 0, "Mistress Fanchon", 3)
    doll, gov = mine["Blood Doll"], mine["Govern the Unaligned"]
    m.hand[:] = [i for i in m.library if i not in (doll, gov)][-7:]
    m.library[:] = [i for i in m.library if i not in m.hand]
    s.legal = None
    found = {a.target for a in legal_actions(s) if a.kind == Kind.OWN_ACTION and a.actor == fan}
    assert gov in found and doll not in found and all(su.minion_any[t] for t in found)
    R.declare(s, Action(Kind.OWN_ACTION, actor=fan, target=gov))
    while s.pending is not None and not s.put_back:
        R.apply(s, Action(Kind.PASS))
    assert gov in m.hand and gov not in m.library and s.put_back == 1 and len(m.hand) == 8
    R.apply(s, next(a for a in legal_actions(s) if a.kind == Kind.DISCARD))
    assert len(m.hand) == 7 and not s.put_back


def test_vampires_burn_the_edge(cards):
    """Victoria: "during your master phase, you may burn the Edge to gain 2 pool if Victoria is
    ready"; Emily Carson: "during your discard phase, Emily can burn the Edge to unlock" (a
    locked Emily): offered only to the Methuselah holding the Edge (rules 1.2.3), which then
    goes to no one; the table policy takes both."""
    from scenario import goldfish_at_phase as at_phase

    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    reg = EffectRegistry()
    assert read_crypt(reg.crypt(cards.lookup("Victoria").card))[0].edge_use == (int(Phase.MASTER), int(Op.GAIN_POOL), 2)
    assert read_crypt(reg.crypt(cards.lookup("Emily Carson").card))[0].edge_use == (
        int(Phase.DISCARD), int(Op.UNLOCK_MINION), 1)
    s = _table(cards, ["Victoria", "Emily Carson"])
    vic, emi = _ready(s, 0, "Victoria", 3), _ready(s, 0, "Emily Carson", 3)
    s.current = 0
    at_phase(s, Phase.MASTER)
    s.edge = 1
    s.legal = None
    assert not any(a.kind == Kind.EDGE for a in legal_actions(s))
    s.edge = 0
    s.legal = None
    assert [a for a in legal_actions(s) if a.kind == Kind.EDGE] == [Action(Kind.EDGE, actor=vic)]
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.EDGE, actor=vic)
    pool = s.players[0].pool
    R.apply(s, got)
    assert s.players[0].pool == pool + 2 and s.edge == -1
    s.edge = 0
    s.locked[emi] = 1
    at_phase(s, Phase.DISCARD)
    s.legal = None
    assert [a for a in legal_actions(s) if a.kind == Kind.EDGE] == [Action(Kind.EDGE, actor=emi)]
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.EDGE, actor=emi)
    R.apply(s, got)
    assert not s.locked[emi] and s.edge == -1


def _card(s: GameState, p: int, name: str, zone: str = "hand") -> int:
    from scenario import move as seat_move

    i = next(i for i, c in enumerate(s.setup.card) if s.setup.owner[i] == p and c.name == name)
    seat_move(s, i, zone)
    return i


def test_larissa_discards_an_animalism_card_for_bleed(cards):
    """rules 6.1.1: "During a bleed action, Larissa can discard a card requiring Animalism [ani]
    to get +1 bleed": offered once blocks are declined for each distinct Animalism card in hand,
    not for others nor during another vampire's bleed; the card is replaced (rules 1.6.1.2) and
    the bleed grows by 1; the policy uses it."""
    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions
    from vtes_tools.engine.state import Stage

    s = _table(cards, ["Larissa Moreira", "Lauren", "Cats' Guidance"])
    lar, lau = _ready(s, 0, "Larissa Moreira"), _ready(s, 0, "Lauren")
    cats = _card(s, 0, "Cats' Guidance")
    defl = _card(s, 0, "Deflection")
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    for actor, offered in ((lau, False), (lar, True)):
        t = s.clone()
        R.declare(t, Action(Kind.BLEED, actor=actor))
        t.pending.stage, t.pending.block_order = Stage.AFTER_BLOCKS, []
        got = [a for a in R.modifier_actions(t, t.pending) if a.kind == Kind.DISCARD_FOR]
        assert got == ([Action(Kind.DISCARD_FOR, actor=lar, card=cats)] if offered else [])
    R.declare(s, Action(Kind.BLEED, actor=lar))
    s.pending.stage, s.pending.block_order, s.pending.decider = Stage.AFTER_BLOCKS, [], 0
    s.legal = None
    bleed = s.pending.bleed
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.DISCARD_FOR, actor=lar, card=cats)
    m = s.players[0]
    size = len(m.hand)
    prey = s.prey(0)
    pool = s.players[prey].pool
    R.apply(s, got)
    assert cats in m.ash and cats not in m.hand and defl in m.hand and len(m.hand) == size
    for _ in range(10):
        if s.pending is None:
            break
        R.apply(s, Action(Kind.PASS))
    assert s.players[prey].pool == pool - (bleed + 1)


def _polling(s: GameState, caller: int, actor: int, k: int):
    from vtes_tools.engine.state import Referendum

    r = Referendum(-1, caller, actor)
    r.choosing, r.order, r.k = False, [0, 1, 2, 3], k
    r.extra = {q: 0 for q in r.order}
    s.referendum = r
    return r


def test_v5_princes_texts_while_polling(cards):
    """rules 6.3.3: Alexander Silverson: "vampires must burn 1 blood to cast votes against
    referendums called by Alexander": a vampire without the blood casts none, votes for cost
    nothing, other callers' referendums cost nothing; Alexa Draper "can discard a card requiring
    Dominate [dom] to get +1 vote" during any polling (Deflection, not Theft of Vitae), the card
    replaced, and the table policy does it when the votes are short. Rules 6.3.2: Sybren van
    Oosten unlocks after a referendum he called passes, not after one that fails."""
    from vtes_tools.engine import PlayerView, TablePolicy, politics
    from vtes_tools.engine.policies import LegalActions

    s = _table(cards, ["Alexander Silverson", "Alexa Draper", "Sybren van Oosten"])
    alex = _ready(s, 0, "Alexander Silverson")
    alexa, syb = _ready(s, 1, "Alexa Draper", 2), _ready(s, 1, "Sybren van Oosten", 0)
    votes = s.setup.votes[alexa] + s.setup.votes[syb]
    assert s.setup.votes[alexa] and s.setup.votes[syb]
    for actor, side, cost in ((alex, 2, True), (alex, 1, False), (_ready(s, 0, "Alexa Draper"), 2, False)):
        t = s.clone()
        r = _polling(t, 0, actor, 1)
        politics.apply(t, Action(Kind.VOTE, n=side))
        cast = r.votes_against if side == 2 else r.votes_for
        assert cast == (s.setup.votes[alexa] if cost else votes)
        assert (t.blood[alexa], t.blood[syb]) == ((1, 0) if cost else (2, 0))
    # Alexa: a Dominate card discarded for +1 vote
    defl, theft = _card(s, 1, "Deflection"), _card(s, 1, "Theft of Vitae")
    t = s.clone()
    r = _polling(t, 0, alex, 1)
    acts = [a for a in politics.actions(t) if a.kind == Kind.DISCARD_FOR]
    assert acts == [Action(Kind.DISCARD_FOR, actor=alexa, card=defl)]
    m = t.players[1]
    size = len(m.hand)
    politics.apply(t, acts[0])
    assert r.extra[1] == 1 and defl in m.ash and theft in m.hand and len(m.hand) == size
    # the table policy discards when its side is short of votes: Alexander's referendum hurts it
    t = s.clone()
    r = _polling(t, 0, alex, 1)
    r.votes_for = 20
    r.decider = 1
    t.legal = None
    policy = TablePolicy()
    policy.utility = lambda view, value: -3.0  # the referendum costs this Methuselah
    got = policy.choose(PlayerView(t, 1), LegalActions(t, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.DISCARD_FOR, actor=alexa, card=defl)
    # Sybren unlocks after a referendum he called passes
    for passed in (False, True):
        t = s.clone()
        t.locked[syb] = 1
        r = _polling(t, 1, syb, 4)
        r.votes_for = 2 if passed else 0
        politics.resolve_referendum(t, r)
        assert t.locked[syb] == (0 if passed else 1)


def test_rachel_puts_the_discard_phase_discards_back_in_the_library(cards):
    """rules 8: "If Rachel is ready, at the end of your discard phase, you may place cards you
    discard during that discard phase in your library (shuffle afterward)": the card discarded by
    the discard phase action is in the library once the phase ends, in the ash heap when Rachel
    is in torpor."""
    from scenario import move as seat_move

    s = _table(cards, ["Rachel Brandywine", "Lauren"])
    rachel = _ready(s, 0, "Rachel Brandywine")
    _ready(s, 0, "Lauren")
    assert read_crypt(EffectRegistry().of(s.setup.card[rachel]))[1] == ()
    defl = _card(s, 0, "Deflection")
    for ready in (True, False):
        t = s.clone()
        if not ready:
            seat_move(t, rachel, "torpor")
        t.current, t.pending = 0, None
        t.phase = Phase.INFLUENCE
        R.enter(t, Phase.DISCARD)
        t.legal = None
        R.apply(t, next(a for a in legal_actions(t) if a.kind == Kind.DISCARD and a.card == defl))
        m = t.players[0]
        while t.current == 0 and t.phase == Phase.DISCARD:
            R.apply(t, Action(Kind.PASS))
        assert t.current != 0 and defl not in m.hand
        assert (defl in m.library, defl in m.ash) == (ready, not ready)


def test_gerald_votes_for_the_others_titled_vampires(cards):
    """rules 6.3.3: "While Gerald has no title, he gets +1 vote for each ready titled vampire
    controlled by other Methuselahs": titled vampires of his own controller, untitled ones and
    those in torpor do not count; once titled, his title's votes."""
    from scenario import move as seat_move

    from vtes_tools.engine import politics

    s = _table(cards, ["Gerald Windham", "Alexa Draper", "Sybren van Oosten", "Lauren"])
    gerald = _ready(s, 0, "Gerald Windham")
    assert read_crypt(EffectRegistry().of(s.setup.card[gerald]))[1] == ()
    _ready(s, 0, "Alexa Draper")
    assert R.votes_of(s, gerald) == 0
    _ready(s, 1, "Alexa Draper"), _ready(s, 2, "Sybren van Oosten"), _ready(s, 3, "Lauren")
    asleep = _ready(s, 3, "Alexa Draper")
    seat_move(s, asleep, "torpor")
    assert R.votes_of(s, gerald) == 2
    assert politics.base_votes(s, 0) == 2 + s.setup.votes[_ready(s, 0, "Alexa Draper")]
    s.title_votes[gerald] = 3
    assert R.votes_of(s, gerald) == 3


def test_unmada_gives_a_discard_phase_action(cards):
    """rules 8: "While Unmada is ready, you get +1 discard phase action at the start of your
    discard phase, and +1 hand size": two discard phase actions while she is ready, one while she
    is in torpor."""
    from scenario import move as seat_move

    s = _table(cards, ["Unmada", "Lauren"])
    unmada = _ready(s, 0, "Unmada")
    got = read_crypt(EffectRegistry().of(s.setup.card[unmada]))
    assert got[1] == () and got[0].hand_size == 1
    for ready, n in ((True, 2), (False, 1)):
        t = s.clone()
        if not ready:
            seat_move(t, unmada, "torpor")
        t.current, t.pending, t.phase = 0, None, Phase.INFLUENCE
        R.enter(t, Phase.DISCARD)
        assert t.discard_actions == n


def test_isanwayen_locks_for_a_master_phase_action(cards):
    """rules 5: "If Isanwayen is ready during your master phase, you can lock him to get +1
    master phase action": offered while he is ready and unlocked, even with no master phase
    action left; he locks and a master card can be played; the policy does it for a hand of
    master cards with no action left."""
    from vtes_tools.engine import GoldfishPolicy, PlayerView
    from vtes_tools.engine.policies import LegalActions

    s = _table(cards, ["Isanwayen", "Lauren", "Blood Doll", "Vessel"])
    isa = _ready(s, 0, "Isanwayen")
    assert read_crypt(EffectRegistry().of(s.setup.card[isa]))[1] == ()
    _card(s, 0, "Blood Doll"), _card(s, 0, "Vessel")
    s.current, s.phase, s.pending = 0, Phase.MASTER, None
    s.master_actions = 0
    s.legal = None
    acts = legal_actions(s)
    assert Action(Kind.LOCK_FOR_MASTER, actor=isa) in acts and not any(a.kind == Kind.PLAY_MASTER for a in acts)
    got = GoldfishPolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.LOCK_FOR_MASTER, actor=isa)
    R.apply(s, got)
    assert s.locked[isa] and s.master_actions == 1
    assert any(a.kind == Kind.PLAY_MASTER for a in legal_actions(s))
    assert Action(Kind.LOCK_FOR_MASTER, actor=isa) not in legal_actions(s)


def test_arika_taxes_her_preys_locations(cards):
    """Arika: "If Arika is ready during your prey's unlock phase, your prey chooses which
    locations he or she keeps in play. For each location he or she controls, your prey burns 1
    pool or burns the location": the prey may burn each location during the phase and pays 1
    pool for each one kept at its end; nothing while Arika is in torpor; the table policy burns
    them when its pool is low."""
    from scenario import move as seat_move

    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    s = _table(cards, ["Arika", "Lauren", "Elder Library", "Arcane Library"])
    prey = 1
    pred = s.predator(prey)
    arika = _ready(s, pred, "Arika")
    assert read_crypt(EffectRegistry().of(s.setup.card[arika]))[1] == ()
    _ready(s, prey, "Lauren")
    elder, arcane = _card(s, prey, "Elder Library", "in_play"), _card(s, prey, "Arcane Library", "in_play")
    for ready in (True, False):
        t = s.clone()
        if not ready:
            seat_move(t, arika, "torpor")
        t.current, t.phase, t.pending = prey, Phase.UNLOCK, None
        t.legal = None
        offered = {a.card for a in legal_actions(t) if a.kind == Kind.YIELD and a.n == 2}
        assert offered == ({elder, arcane} if ready else set())
        m = t.players[prey]
        pool = m.pool
        if ready:
            R.apply(t, Action(Kind.YIELD, card=elder, n=2))
            assert elder in m.ash and elder not in m.in_play
        R.enter(t, Phase.MASTER)
        assert m.pool == pool - (1 if ready else 0) and arcane in m.in_play
    t = s.clone()
    t.current, t.phase, t.pending = prey, Phase.UNLOCK, None
    t.players[prey].pool = 5
    t.legal = None
    got = TablePolicy().choose(PlayerView(t, prey), LegalActions(t, legal_actions), np.random.default_rng(0))
    assert got.kind == Kind.YIELD and got.n == 2


def test_leandro_takes_pool_or_transfers(cards):
    """Leandro: "During each other Methuselah's unlock phase, if Leandro is ready, that Methuselah
    chooses either to burn 1 pool or to lose all transfers during his or her next influence
    phase": 1 pool burned at the end of the unlock phase unless the Methuselah chose to lose
    the transfers (then none in its influence phase); nothing in Leandro's controller's own
    phase; the table policy gives up the transfers with no uncontrolled vampire."""
    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    s = _table(cards, ["Leandro", "Lauren"])
    leandro = _ready(s, 2, "Leandro")
    assert read_crypt(EffectRegistry().of(s.setup.card[leandro]))[1] == ()
    for p, lose, toll in ((0, False, True), (0, True, True), (2, False, False)):
        t = s.clone()
        t.current, t.phase, t.pending = p, Phase.UNLOCK, None
        t.legal = None
        assert (Action(Kind.YIELD, n=3) in legal_actions(t)) == toll
        m = t.players[p]
        pool = m.pool
        if lose:
            R.yield_card(t, Action(Kind.YIELD, n=3))  # chosen; the phase ends below
        R.enter(t, Phase.MASTER)
        assert m.pool == pool - (1 if toll and not lose else 0)
        R.enter(t, Phase.INFLUENCE)
        assert (t.transfers == 0) == lose
    t = s.clone()
    t.current, t.phase, t.pending = 0, Phase.UNLOCK, None
    t.players[0].uncontrolled.clear()
    t.legal = None
    got = TablePolicy().choose(PlayerView(t, 0), LegalActions(t, legal_actions), np.random.default_rng(0))
    assert got == Action(Kind.YIELD, n=3)


def test_anarch_convert_removed_as_it_enters_play(cards):
    """Anarch Convert: "as the convert enters play, you can remove him from the game to make a
    non-titled vampire you control Anarch and either gain 1 pool or draw 1 card from your crypt"
    (rules 7: influenced into play). Offered only while a non-titled Anarch vampire is
    controlled; removed, its blood is burned (rules 1.1.2); the table policy digs the crypt
    while few vampires wait uncontrolled."""
    from scenario import goldfish_at_phase as at_phase

    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    reg = EffectRegistry()
    assert read_crypt(reg.crypt(cards.lookup("Anarch Convert").card)) == (
        read_crypt(None)[0]._replace(convert=True), ())
    s = _table(cards, ["Anarch Convert", "Crow", "Aluc Romas de Leon", "Brandon Grime", "Clara Hjortshøj",
                       "Crystal Lynn", "Daliah"])
    conv = _card(s, 0, "Anarch Convert", "uncontrolled")
    s.blood[conv] = 1
    s.current = 0
    at_phase(s, Phase.INFLUENCE)
    s.legal = None
    assert not any(a.kind == Kind.INFLUENCE and a.n for a in legal_actions(s))  # no Anarch controlled
    crow = _ready(s, 0, "Crow")
    s.legal = None
    got = [a for a in legal_actions(s) if a.kind == Kind.INFLUENCE and a.target == conv]
    assert got == [Action(Kind.INFLUENCE, target=conv), Action(Kind.INFLUENCE, actor=crow, target=conv, n=1),
                   Action(Kind.INFLUENCE, actor=crow, target=conv, n=2)]
    m = s.players[0]
    pool, crypt, unc = m.pool, len(m.crypt), set(m.uncontrolled)
    choice = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert choice == Action(Kind.INFLUENCE, actor=crow, target=conv, n=2 if len(unc) <= 2 else 1)
    R.apply(s, Action(Kind.INFLUENCE, actor=crow, target=conv, n=2))
    assert conv in m.removed and conv not in m.ready and s.blood[conv] == 0
    assert len(m.crypt) == crypt - 1 and len(set(m.uncontrolled) - unc) == 1 and m.pool == pool
    # the other choice: 1 pool
    s2 = _table(cards, ["Anarch Convert", "Crow"])
    conv = _card(s2, 0, "Anarch Convert", "uncontrolled")
    s2.blood[conv] = 1
    crow = _ready(s2, 0, "Crow")
    s2.current = 0
    at_phase(s2, Phase.INFLUENCE)
    pool = s2.players[0].pool
    R.apply(s2, Action(Kind.INFLUENCE, actor=crow, target=conv, n=1))
    assert s2.players[0].pool == pool + 1 and conv in s2.players[0].removed


def test_pool_and_edge_uses_of_vampires(cards):
    """Huitzilopochtli: "if ready during your master phase, you can burn 1 pool to get +1 master
    phase action" (rules 5); Pherydima: "during your discard phase, you may burn a pool to unlock
    Pherydima"; Lucinde: "during your unlock phase, you can burn the Edge to give Lucinde 1 blood
    from the blood bank" (rules 4, only while you hold the Edge: rules 1.2.3) and "can enter
    combat with any ready non-Camarilla vampire controlled by another Methuselah as a (D)
    action" (rules 6.1.6)."""
    from scenario import goldfish_at_phase as at_phase

    lucinde = cards[200873]
    s = _table(cards, ["Huitzilopochtli", "Pherydima", lucinde, "Crow", _clan_vampire(cards, "Ventrue", "Camarilla")])
    huitz, phery, luc = _ready(s, 0, "Huitzilopochtli"), _ready(s, 0, "Pherydima"), _ready(s, 0, lucinde.name, 0)
    s.current = 0
    m = s.players[0]
    at_phase(s, Phase.MASTER)
    s.legal = None
    use = [a for a in legal_actions(s) if a.kind == Kind.EDGE]
    assert use == [Action(Kind.EDGE, actor=huitz, n=1)]
    pool, acts = m.pool, s.master_actions
    R.apply(s, use[0])
    assert m.pool == pool - 1 and s.master_actions == acts + 1
    s.legal = None
    assert not any(a.kind == Kind.EDGE for a in legal_actions(s))  # once a turn
    at_phase(s, Phase.DISCARD)
    s.legal = None
    assert not any(a.kind == Kind.EDGE for a in legal_actions(s))  # Pherydima is not locked
    s.locked[phery] = 1
    s.legal = None
    use = [a for a in legal_actions(s) if a.kind == Kind.EDGE]
    assert use == [Action(Kind.EDGE, actor=phery, n=1)]
    R.apply(s, use[0])
    assert not s.locked[phery] and m.pool == pool - 2
    s.current = 0
    at_phase(s, Phase.UNLOCK)
    s.legal = None
    assert not any(a.kind == Kind.EDGE for a in legal_actions(s))  # no Edge
    s.edge = 0
    s.legal = None
    use = [a for a in legal_actions(s) if a.kind == Kind.EDGE]
    assert use == [Action(Kind.EDGE, actor=luc)]
    R.apply(s, use[0])
    assert s.blood[luc] == 1 and s.edge == -1
    crow = _ready(s, 1, "Crow")
    cam = _ready(s, 1, _clan_vampire(cards, "Ventrue", "Camarilla").name)
    s.blood[luc] = 2
    s.current = 0
    at_phase(s, Phase.MINION)
    s.legal = None
    assert {a.target for a in legal_actions(s) if a.kind == Kind.ENTER_COMBAT and a.actor == luc} == {crow}
    assert cam != crow


def test_vampires_texts_on_blocks_and_votes(cards):
    """rules 6.2.2.2: Persia "once each action, can burn 1 blood to get +1 intercept" as she
    attempts to block; rules 6.2.2.1: "younger Tremere cannot block Aisling"; "any vampire
    blocking Dónal burns 1 blood (before combat begins)"; rules 6.3.3: "Genevieve gets one
    additional vote during each political action" (not in a blood hunt referendum)."""
    from vtes_tools.engine import politics
    from vtes_tools.engine.state import Pending, Referendum

    s = _table(cards, ["Persia, The Beautiful Statue", "Aisling Sturbridge", cards[200364], "Genevieve",
                       "Lauren", "Ayelech", "Dr. John Casey"])
    per = _ready(s, 1, "Persia, The Beautiful Statue", 3)
    ais, don = _ready(s, 0, "Aisling Sturbridge"), _ready(s, 0, "Dónal O'Connor")
    pend = _attempt(s, ais, per)
    pend.block_order = [1]
    pend.stealth = 2
    got = [a for a in R.intercept_actions(s, pend) if a.kind == Kind.USE]
    assert got == [Action(Kind.USE, actor=per, card=per)]
    R.use(s, got[0])
    assert pend.intercept == 2 and s.blood[per] == 2
    assert not any(a.kind == Kind.USE for a in R.intercept_actions(s, pend))  # once each action
    # younger Tremere cannot block Aisling (5): Lauren (4) cannot, Ayelech (7) can
    lau, aye = _ready(s, 1, "Lauren"), _ready(s, 1, "Ayelech")
    for actor, blockers in ((ais, {per, aye}), (don, {per, aye, lau})):
        pend = Pending(Kind.BLEED, actor, -1, 0, -1)
        pend.block_order = [1]
        pend.directed = True
        pend.target_p = 1
        s.pending = pend
        assert {a.actor for a in R.block_actions(s, pend, 1) if a.kind == Kind.BLOCK} == blockers
    pend.blocker = aye
    pend.intercept, pend.stealth = 1, 0
    pend.stage = R.ATTEMPT
    blood = s.blood[aye]
    R.attempt_pass(s, pend)
    assert pend.blocked and s.blood[aye] == blood - 1
    s.pending = None
    gen = _ready(s, 0, "Genevieve")
    r = Referendum(-1, 0, gen)
    s.referendum = r
    plain = sum(R.votes_of(s, v) for v in s.players[0].ready)
    assert politics.base_votes(s, 0) == plain + 1
    r.blood_hunt = don
    assert politics.base_votes(s, 0) == plain
    s.referendum = None


def _fight(s: GameState, a: int, b: int) -> None:
    """One combat of hand strikes between ``a`` (player 0) and ``b`` (player 1), no press."""
    from vtes_tools.engine import combat

    combat.start(s, a, 0, b, 1)
    while s.combat is not None:
        acts = legal_actions(s)
        hand = [x for x in acts if x.kind == Kind.STRIKE and x.card < 0]
        R.apply(s, hand[0] if hand else next(x for x in acts if x.kind == Kind.PASS))


def test_saulot_and_basil_in_combat(cards):
    """rules 6.4.5: "damage Baali inflict on Saulot is reduced to 0"; "older vampires get +1
    strength in combat with Basil" (a younger one does not); rules 4: Saulot "can move 2 blood
    from him to a vampire in play or in your uncontrolled region" in the unlock phase."""
    from scenario import goldfish_at_phase as at_phase

    s = _table(cards, ["Saulot, The Wanderer", "Azaneal", "Basil", "Lauren", "Crow"])
    sau, aza = _ready(s, 1, "Saulot, The Wanderer", 6), _ready(s, 0, "Azaneal", 5)
    _fight(s, aza, sau)
    assert s.blood[sau] == 6 and s.blood[aza] == 5 - 2  # Saulot strikes for 2 (+1 strength)
    bas, lau = _ready(s, 1, "Basil", 1), _ready(s, 0, "Lauren", 4)
    s.current = 0
    _fight(s, lau, bas)
    assert s.blood[lau] == 4 - 1 and bas in s.players[1].torpor  # Lauren (4) strikes for 2
    s.current = 1
    at_phase(s, Phase.UNLOCK)
    crow1 = _ready(s, 1, "Crow", 1)
    s.legal = None
    got = {a.target for a in legal_actions(s) if a.kind == Kind.UNLOCK_ABILITY and a.actor == sau}
    assert crow1 in got and set(s.players[1].uncontrolled) <= got | {i for i in s.players[1].uncontrolled
                                                                      if s.blood[i] >= s.setup.capacity[i]}


def test_more_crypt_texts_read(cards):
    """The reader's phrasings of conditional statistics the rules check (rules 6.1.1, 6.2.2.2,
    6.4.2, 6.4.4): "+1 bleed against a Methuselah who controls a ready Toreador", "... when
    bleeding a Methuselah who controls a ready Follower of Set", "+1 intercept against Gangrel",
    "-1 intercept against Lasombra and Tzimisce", "+1 stealth on political actions", "1 optional
    maneuver during the first round of combat", "1 optional maneuver and 1 optional press each
    combat"; and Vaclav's intercept applied as he blocks a Gangrel."""
    from vtes_tools.engine.effects import CLANS, When
    from vtes_tools.engine.state import Pending

    reg = EffectRegistry()

    def read(cid: int):
        ab, left = read_crypt(reg.crypt(cards[cid]))
        assert not left and not reg.crypt(cards[cid]).unread
        return ab

    clan = {c: k + 1 for k, c in enumerate(CLANS)}
    assert read(200800).conditional == ((When.BLEEDING, 0, clan["Toreador"], Op.PLUS_BLEED, 1),)
    assert read(200505).conditional == ((When.BLEEDING, 0, clan["Ministry"], Op.PLUS_BLEED, 1),)
    assert read(201420).conditional == ((When.BLOCKING, 3, clan["Gangrel"], Op.INTERCEPT, 1),)
    assert read(200610).conditional == ((When.BLOCKING, 3, clan["Lasombra"], Op.INTERCEPT, -1),
                                        (When.BLOCKING, 3, clan["Tzimisce"], Op.INTERCEPT, -1))
    assert read(201038).conditional == ((When.POLITICAL, 0, 0, Op.STEALTH, 1),)
    assert read(200114).maneuver == 2
    assert (read(201663).maneuver, read(201663).press) == (1, 1)
    gan = _clan_vampire(cards, "Gangrel", "Camarilla")
    s = _table(cards, ["Vaclav Petalengro", gan, "Lauren"])
    vac = _ready(s, 1, "Vaclav Petalengro")
    g, lau = _ready(s, 0, gan.name), _ready(s, 0, "Lauren")

    def intercept(actor: int) -> int:
        pend = Pending(Kind.HUNT, actor, -1, 0, -1)
        pend.block_order = [1]
        s.pending = pend
        R.block(s, pend, Action(Kind.BLOCK, actor=vac))
        return pend.intercept

    assert intercept(g) == 1 and intercept(lau) == 0


def test_vampires_restrictions_and_self_unlock(cards):
    """Gillian Krader "cannot perform political actions" (rules 6.1.7: none offered, another
    vampire is); Shalmath: "once each turn, Shalmath can unlock" (in the minion phase, once) and
    "he cannot use cards requiring Celerity [cel]" (rules 1.6.1.3: not even with the Discipline)."""
    s = _table(cards, ["Gillian Krader", "Lauren", "Shalmath", "Kine Resources Contested", "Blur"])
    gil, lau, sha = _ready(s, 0, "Gillian Krader"), _ready(s, 0, "Lauren"), _ready(s, 0, "Shalmath")
    krc = _card(s, 0, "Kine Resources Contested")
    s.current = 0
    minion_phase(s)
    s.legal = None
    pol = {a.actor for a in legal_actions(s) if a.kind == Kind.POLITICAL and a.card == krc}
    assert lau in pol and gil not in pol
    assert not any(a.kind == Kind.TOGGLE for a in legal_actions(s))  # Shalmath is unlocked
    s.locked[sha] = 1
    s.legal = None
    got = [a for a in legal_actions(s) if a.kind == Kind.TOGGLE]
    assert got == [Action(Kind.TOGGLE, actor=sha, target=sha)]
    R.apply(s, got[0])
    assert not s.locked[sha]
    s.locked[sha] = 1
    s.legal = None
    assert not any(a.kind == Kind.TOGGLE for a in legal_actions(s))  # once each turn
    su = s.setup
    blur = _card(s, 0, "Blur")
    e = su.effect[blur]
    da, ds = list(su.disc_any), list(su.disc_sup)
    for v in (sha, lau):
        da[v] |= e.options[0].need_any
        ds[v] |= e.options[0].need_sup
    su.disc_any, su.disc_sup = tuple(da), tuple(ds)
    assert R.usable(su, lau, e, e.options[0]) and not R.usable(su, sha, e, e.options[0])


def test_vampires_own_aggravated_hand_strikes(cards):
    """rules 6.4.5: Janey Pickman "once each round, can burn 1 blood to make the damage from her
    hand strikes aggravated for the current round"; Lambach the same once each combat."""
    from vtes_tools.engine import combat

    s = _table(cards, ["Janey Pickman", "Lambach", "Lauren"])
    jan, lam = _ready(s, 0, "Janey Pickman", 3), _ready(s, 0, "Lambach", 3)
    lau = _ready(s, 1, "Lauren", 4)
    for v, each_round in ((jan, True), (lam, False)):
        combat.start(s, v, 0, lau, 1)
        c = s.combat
        c.stage = combat.STRIKE
        c.decider = 0
        act = Action(Kind.COMBAT_CARD, actor=v, card=v, n=combat.OWN_AGG)
        assert act in combat.actions(s)
        combat.apply(s, act)
        assert c.agg_hand[0] == 1 and s.blood[v] == 2 and combat.strike_tuple(s, c, 0, None, -1)[3] == 1
        assert act not in combat.actions(s)  # this round: done
        c.agg_hand[0] = 0  # a new round
        assert (act in combat.actions(s)) == each_round
        s.combat = None


def test_combat_end_texts(cards):
    """rules 6.4: "after a minion in combat with Matasuntha leaves the ready region, you can gain
    1 pool" (the opposing vampire sent to torpor); "after Angela is burned in combat, burn 2
    pool" (aggravated damage on her without blood)."""
    from vtes_tools.engine import combat

    s = _table(cards, ["Matasuntha", "Lauren", "Angela Decker", "Janey Pickman"])
    mat, lau = _ready(s, 1, "Matasuntha", 5), _ready(s, 0, "Lauren", 1)
    pools = [m.pool for m in s.players]
    _fight(s, lau, mat)
    assert lau in s.players[0].torpor and s.players[1].pool == pools[1] + 1 and s.players[0].pool == pools[0]
    ang, jan = _ready(s, 0, "Angela Decker", 0), _ready(s, 1, "Janey Pickman", 3)
    combat.start(s, ang, 0, jan, 1)
    s.combat.agg_hand[1] = 1
    s.combat.strength[1] = 1  # 2 aggravated damage: wounded, then burned (rules 6.4.6)
    while s.combat is not None:
        acts = legal_actions(s)
        hand = [x for x in acts if x.kind == Kind.STRIKE and x.card < 0]
        R.apply(s, hand[0] if hand else next(x for x in acts if x.kind == Kind.PASS))
    assert ang in s.players[0].ash and s.players[0].pool == pools[0] - 2


def test_capuchin_returns_to_the_uncontrolled_region(cards):
    """The Capuchin: "if The Capuchin is burned, move him to his owner's uncontrolled region and
    you get +3 transfers at the start of your next influence phase" (rules 7: the transfers)."""
    s = _table(cards, ["Capuchin, The", "Lauren"])
    cap = _ready(s, 0, "Capuchin, The", 4)
    m = s.players[0]
    R.burn_minion(s, cap)
    assert cap in m.uncontrolled and cap not in m.ash and s.blood[cap] == 0
    assert m.next_transfers == 3 and m.copy().next_transfers == 3
    s.current = 0
    m.turns = 5
    s.phase = Phase.MINION
    R.enter(s, Phase.INFLUENCE)
    assert s.transfers == 4 + 3 and m.next_transfers == 0


def test_erlik_shares_his_blood_as_he_enters_play(cards):
    """Erlik: "as Erlik enters play, you can distribute up to 5 blood from him to any of your
    uncontrolled Harbingers of Skulls" (rules 7): offered while one has room; the nearest to
    its capacity filled first; the table policy takes it."""
    from scenario import goldfish_at_phase as at_phase

    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    s = _table(cards, ["Erlik", "Khurshid", "Mordechai Ben-Nun", "Lauren"])
    erl, khu, mor = (_card(s, 0, n, "uncontrolled") for n in ("Erlik", "Khurshid", "Mordechai Ben-Nun"))
    s.blood[erl], s.blood[khu], s.blood[mor] = 10, 5, 0
    s.current = 0
    at_phase(s, Phase.INFLUENCE)
    s.legal = None
    share = Action(Kind.INFLUENCE, target=erl, n=3)
    assert share in legal_actions(s)
    assert TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0)) == share
    R.apply(s, share)
    assert erl in s.players[0].ready and s.blood[erl] == 5 and s.blood[khu] == 8 and s.blood[mor] == 2


def test_arishat_forces_a_vampire_to_abstain(cards):
    """rules 6.3.3: Arishat "during the polling step of any referendum, can burn 1 blood to force
    a vampire to abstain": offered on her Methuselah's turn to vote, for vampires with votes of
    Methuselahs yet to vote; that vampire's votes are not cast."""
    from vtes_tools.engine import politics
    from vtes_tools.engine.state import Referendum

    s = _table(cards, ["Arishat", "Ayelech", "Lauren"])
    ari = _ready(s, 1, "Arishat", 3)
    aye, aye0 = _ready(s, 2, "Ayelech"), _ready(s, 0, "Ayelech")
    r = Referendum(-1, 0, aye0)
    r.order, r.k, r.choosing = [0, 1, 2, 3], 1, False
    s.referendum = r
    got = [a for a in politics.vote_card_actions(s, r, 1) if a.kind == Kind.USE]
    assert got == [Action(Kind.USE, actor=ari, card=ari, target=aye)]  # not Ayelech of player 0: voted
    before = politics.base_votes(s, 2)
    politics.apply(s, got[0])
    assert s.blood[ari] == 2 and politics.base_votes(s, 2) == before - R.votes_of(s, aye) and before > 0
    assert not [a for a in politics.vote_card_actions(s, r, 1) if a.kind == Kind.USE]
    assert r.copy().abstain == {aye}
    s.referendum = None


def test_alonso_hartmut_and_lord_tremere(cards):
    """rules 6.1.1: Alonso "inflicts 1 unpreventable damage on each anarch controlled by the target
    of the bleed after bleeding successfully"; rules 6.3.3: "any vampire casting votes or
    ballots against a referendum called by Hartmut burns 1 blood"; Lord Tremere "during your
    minion phase, can lock or unlock another ready Tremere" (offered once a turn)."""
    from vtes_tools.engine import PASS, politics
    from vtes_tools.engine.state import Referendum

    s = _table(cards, ["Alonso Petrodon", "Crow", "Lauren", "Hartmut Stover", "Ayelech", "Lord Tremere"])
    alo = _ready(s, 0, "Alonso Petrodon", 4)
    crow, lau1 = _ready(s, 1, "Crow", 3), _ready(s, 1, "Lauren", 3)
    s.current = 0
    minion_phase(s)
    s.legal = None
    R.apply(s, Action(Kind.BLEED, actor=alo))
    while s.pending is not None:
        R.apply(s, PASS)
    assert s.blood[crow] == 2 and s.blood[lau1] == 3  # only the Anarch
    hart, aye = _ready(s, 0, "Hartmut Stover", 4), _ready(s, 2, "Ayelech", 3)
    r = Referendum(-1, 0, hart)
    r.order, r.k, r.choosing = [0, 1, 2, 3], 2, False
    s.referendum = r
    politics.apply(s, Action(Kind.VOTE, n=2))
    assert s.blood[aye] == 2 and r.votes_against == R.votes_of(s, aye)
    s.referendum = None
    lt, lau0 = _ready(s, 0, "Lord Tremere"), _ready(s, 0, "Lauren")
    s.locked[lau0] = 1
    s.current = 0
    minion_phase(s)
    s.legal = None
    got = [a for a in legal_actions(s) if a.kind == Kind.TOGGLE]
    assert got == [Action(Kind.TOGGLE, actor=lt, target=lau0)]


def test_vampires_burn_blood_for_stealth_or_intercept(cards):
    """rules 6.2.2.2: "during an action, Chavi can burn 1 blood to get +1 stealth" (as often as
    she has blood, when the block would succeed); Montano "... to give a minion you control +1
    stealth"; "during an action, Alex can burn 1 blood to get +1 intercept" (as often)."""
    s = _table(cards, ["Chavi Oraczko", "Montano", "Alex Camille", "Lauren"])
    chavi, mon, lau = _ready(s, 0, "Chavi Oraczko", 2), _ready(s, 0, "Montano", 2), _ready(s, 0, "Lauren", 2)
    alex = _ready(s, 1, "Alex Camille", 2)
    s.current = 0
    pend = _attempt(s, chavi, alex)
    pend.block_order = [1]
    uses = [a for a in R.stealth_actions(s, pend) if a.kind == Kind.USE]
    assert uses == [Action(Kind.USE, actor=chavi, card=chavi), Action(Kind.USE, actor=mon, card=mon)]
    R.use(s, uses[0])
    R.use(s, uses[0])
    assert pend.stealth == 2 and s.blood[chavi] == 0
    assert [a for a in R.stealth_actions(s, pend) if a.kind == Kind.USE] == [Action(Kind.USE, actor=mon, card=mon)]
    pend = _attempt(s, lau, alex)
    pend.block_order = [1]
    uses = [a for a in R.stealth_actions(s, pend) if a.kind == Kind.USE]
    assert uses == [Action(Kind.USE, actor=mon, card=mon)]  # Lauren has no such text
    R.use(s, uses[0])
    assert pend.stealth == 1 and s.blood[mon] == 1
    pend.stealth = 3
    for _ in range(2):
        got = [a for a in R.intercept_actions(s, pend) if a.kind == Kind.USE]
        assert got == [Action(Kind.USE, actor=alex, card=alex)]
        R.use(s, got[0])
    assert pend.intercept == 3 and s.blood[alex] == 0
    assert not [a for a in R.intercept_actions(s, pend) if a.kind == Kind.USE]


def test_francisco_burns_blood_for_bleed(cards):
    """rules 6.1.1: Francisco Domingo de Polonia "once each turn, can burn 1 blood to get +1 bleed
    for the current action": offered with the bleed's modifiers, once a turn; the table policy
    takes it with blood to spare."""
    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions
    from vtes_tools.engine.state import Pending, Stage

    s = _table(cards, ["Francisco Domingo de Polonia", "Lauren"])
    fra = _ready(s, 0, "Francisco Domingo de Polonia", 4)
    s.current = 0
    minion_phase(s)
    pend = Pending(Kind.BLEED, fra, -1, 0, -1)
    pend.stage = Stage.AFTER_BLOCKS
    pend.target_p = 1
    pend.bleed = 1
    pend.decider = 0
    s.pending = pend
    s.legal = None
    use = Action(Kind.LEND, actor=fra, target=fra, n=1)
    assert use in R.modifier_actions(s, pend)
    assert TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0)) == use
    R.apply(s, use)
    assert pend.bleed == 2 and s.blood[fra] == 3
    assert use not in R.modifier_actions(s, pend)  # once each turn
    s.pending = None


def test_uchenna_burns_a_card_in_the_master_phase(cards):
    """rules 5: "during your master phase, Uchenna may burn a blood to burn a card from your hand;
    draw up to your hand size afterward" (not a master phase action)."""
    from scenario import goldfish_at_phase as at_phase

    s = _table(cards, ["Uchenna", "Lauren", "Kine Resources Contested"])
    uch = _ready(s, 0, "Uchenna", 3)
    krc = _card(s, 0, "Kine Resources Contested")
    s.current = 0
    at_phase(s, Phase.MASTER)
    s.legal = None
    got = [a for a in legal_actions(s) if a.kind == Kind.DISCARD_FOR]
    assert got == [Action(Kind.DISCARD_FOR, actor=uch, card=krc)]
    m = s.players[0]
    n, acts = len(m.hand), s.master_actions
    R.apply(s, got[0])
    assert krc in m.ash and len(m.hand) == n and s.blood[uch] == 2 and s.master_actions == acts


def test_greta_reduces_a_bleed_by_a_younger_vampire(cards):
    """rules 6.1.1: Greta Kircher: "once each action, if Greta is ready and you are being bled by
    an ally or a younger vampire, Greta may burn a blood to reduce the bleed amount by one"; not
    against an older vampire."""
    from vtes_tools.engine.state import Pending, Stage

    s = _table(cards, ["Greta Kircher", "Lauren", "Erlik"])
    gre = _ready(s, 1, "Greta Kircher", 2)
    lau, aye = _ready(s, 0, "Lauren", 3), _ready(s, 0, "Erlik", 3)
    assert s.setup.capacity[lau] < s.setup.capacity[gre] < s.setup.capacity[aye]
    s.current = 0
    for actor, offered in ((aye, False), (lau, True)):
        pend = Pending(Kind.BLEED, actor, -1, 0, -1)
        pend.stage = Stage.REACTIONS
        pend.target_p = 1
        pend.bleed = 2
        s.pending = pend
        use = Action(Kind.USE, actor=gre, card=gre)
        assert (use in R.reaction_actions(s, pend)) == offered
    R.use(s, use)
    assert pend.bleed == 1 and s.blood[gre] == 1 and use not in R.reaction_actions(s, pend)
    s.pending = None


def test_small_vampires_cannot_block_sha_ennu(cards):
    """rules 6.2.2.1: "vampires with capacity 3 or less cannot block Sha-Ennu": a capacity 3
    vampire of the prey may not attempt to block her bleed, a capacity 4 one and an ally may."""
    from vtes_tools.engine.state import Pending, read_crypt

    s = _table(cards, ["Sha-Ennu", "Lauren", "Anastasia Grey", "Genevieve"])
    sha = _ready(s, 0, "Sha-Ennu")
    small = _ready(s, 1, "Anastasia Grey")  # capacity 3
    lau = _ready(s, 1, "Lauren")
    gen = _ready(s, 0, "Genevieve")
    for actor, blockers in ((sha, {lau}), (gen, {lau, small})):
        pend = Pending(Kind.BLEED, actor, -1, 0, -1)
        pend.block_order = [1]
        pend.directed = True
        pend.target_p = 1
        s.pending = pend
        assert {a.actor for a in R.block_actions(s, pend, 1) if a.kind == Kind.BLOCK} == blockers
    assert read_crypt(s.setup.registry.crypt(cards.lookup("Sha-Ennu").card))[1] == ()


def test_reverend_blackwood_thaumaturgy_strikes_inflict_more(cards):
    """rules 6.4.5: "damaging strikes made by Reverend Blackwood that require Thaumaturgy [tha]
    inflict +1 damage": Eldritch Glimmer's 2 damage is 3 for him, 2 for another vampire; his
    hand strike (no Thaumaturgy) is his strength."""
    from vtes_tools.engine import combat

    s = _table(cards, ["Reverend Blackwood", "Lauren", "Eldritch Glimmer"])
    rev, lau = _ready(s, 0, "Reverend Blackwood"), _ready(s, 1, "Lauren")
    glim = next(i for i, c in enumerate(s.setup.card) if s.setup.owner[i] == 0 and c.name == "Eldritch Glimmer")
    opt = next(o for o in s.setup.effect[glim].options if o.has(Op.STRIKE))
    for a, b, damage in ((rev, lau, 3), (lau, rev, 2)):
        combat.start(s, a, s.setup.owner[a], b, s.setup.owner[b])
        assert combat.strike_tuple(s, s.combat, 0, opt, glim)[:2] == (combat.DAMAGE, damage)
        hand = combat.strike_tuple(s, s.combat, 0, None, -1)
        assert hand[1] == combat.strength_of(s, s.combat, 0, a)
        s.combat = None
    assert read_crypt(s.setup.registry.crypt(cards.lookup("Reverend Blackwood").card))[1] == ()


def test_hecate_burns_top_library_card_after_bleed(cards):
    """rules 6.1.1: "you can burn the top card of the target Methuselah's library after Hecate
    bleeds successfully": read as bleed_mill and applied after her bleed, not after another's."""
    from vtes_tools.engine import PASS
    from vtes_tools.engine.state import read_crypt

    ab, left = read_crypt(EffectRegistry().crypt(cards.lookup("Hecate").card))
    assert ab.bleed_mill == 1 and not left
    s = _table(cards, ["Hecate", "Lauren"])
    hec, lau = _ready(s, 0, "Hecate", 4), _ready(s, 0, "Lauren", 4)
    for v, mills in ((lau, 0), (hec, 1)):
        s.current = 0
        minion_phase(s)
        s.legal = None
        prey = s.prey(0)
        lib, ash = list(s.players[prey].library), len(s.players[prey].ash)
        R.apply(s, Action(Kind.BLEED, actor=v))
        while s.pending is not None:
            R.apply(s, PASS)
        assert s.players[prey].library == lib[:len(lib) - mills]
        assert s.players[prey].ash[ash:] == lib[len(lib) - mills:]


def test_scout_youngwood_locks_prey_minion_and_pays_more_for_reactions(cards):
    """Rules 4 (unlock phase): Scout Youngwood "can burn 2 blood to lock an ally or younger
    vampire controlled by your prey" (not an older one, once a phase; the policy uses it with
    blood to spare); rules 6.2.3: "reaction cards cost her +1 blood"."""
    from scenario import goldfish_at_phase as at_phase

    from vtes_tools.engine import PlayerView, TablePolicy
    from vtes_tools.engine.policies import LegalActions

    s = _table(cards, ["Scout Youngwood", "Lauren", "Lord Tremere", "Telepathic Misdirection"])
    su = s.setup
    sc = _ready(s, 0, "Scout Youngwood", 6)
    prey = s.prey(0)
    young, old = _ready(s, prey, "Lauren", 3), _ready(s, prey, "Lord Tremere", 3)
    assert su.capacity[young] < su.capacity[sc] <= su.capacity[old]
    tm = next(i for i, c in enumerate(su.card) if su.owner[i] == 0 and c.name == "Telepathic Misdirection")
    assert R.blood_cost(su, sc, tm) == su.effect[tm].blood_cost + 1
    s.current = 0
    at_phase(s, Phase.UNLOCK)
    acts = [a for a in legal_actions(s) if a.kind == Kind.UNLOCK_ABILITY]
    assert acts == [Action(Kind.UNLOCK_ABILITY, actor=sc, target=young)]
    got = TablePolicy().choose(PlayerView(s, 0), LegalActions(s, legal_actions), np.random.default_rng(0))
    assert got == acts[0]
    R.unlock_ability(s, got)
    assert s.locked[young] and not s.locked[old] and s.blood[sc] == 4
    assert not any(a.kind == Kind.UNLOCK_ABILITY for a in legal_actions(s))  # once a phase


def test_velya_discards_auspex_card_for_press(cards):
    """rules 6.4.4: Velya "once each combat, can discard one card requiring Auspex [aus] to get 1
    press": offered for an Auspex card in hand (not another), the card discarded and replaced
    (rules 1.6.1.2), once each combat."""
    from vtes_tools.engine import combat

    s = _table(cards, ["Velya, The Flayer", "Lauren", "Eyes of Argus", "Deflection"])
    su = s.setup
    vel, lau = _ready(s, 0, "Velya, The Flayer", 5), _ready(s, 1, "Lauren", 3)
    m = s.players[0]
    eyes, defl = (next(i for i in m.library if su.card[i].name == n) for n in ("Eyes of Argus", "Deflection"))
    for i in (eyes, defl):
        m.library.remove(i)
        m.hand.append(i)
    combat.start(s, vel, 0, lau, 1)
    c = s.combat
    c.stage, c.decider, c.last = combat.PRESS, 0, -1
    got = [a for a in combat.actions(s) if a.kind == Kind.PRESS]
    assert got == [Action(Kind.PRESS, actor=vel, card=eyes, n=combat.PRESS_DISCARD)]
    combat.apply(s, got[0])
    assert eyes in m.ash and eyes not in m.hand and defl in m.hand and len(m.hand) == 2 and c.own_press[0]
    c.stage, c.decider, c.last = combat.PRESS, 0, -1
    assert not [a for a in combat.actions(s) if a.kind == Kind.PRESS]  # once each combat


def test_branimira_intercept_while_low_on_pool(cards):
    """rules 6.2.2.2: "while you have 9 or fewer pool, Branimira gets +1 intercept": none with 10
    pool, +1 with 9."""
    from vtes_tools.engine.state import Pending

    s = _table(cards, ["Branimira", "Lauren"])
    bra, lau = _ready(s, 1, "Branimira"), _ready(s, 0, "Lauren")

    def intercept() -> int:
        pend = Pending(Kind.HUNT, lau, -1, 0, -1)
        pend.block_order = [1]
        s.pending = pend
        R.block(s, pend, Action(Kind.BLOCK, actor=bra))
        return pend.intercept

    s.players[1].pool = 10
    assert intercept() == 0
    s.players[1].pool = 9
    assert intercept() == 1
    assert R.executes(EffectRegistry().crypt(cards.lookup("Branimira").card))


def test_henri_lavenant_hand_size_in_combat(cards):
    """rules 1.6.1.2: "while Henri is in combat, you get +1 hand size": the hand grows by one card
    as his combat starts and comes back down when it ends; his opponent's does not change."""
    from vtes_tools.engine import combat

    s = _table(cards, ["Henri Lavenant", "Lauren"])
    hen, lau = _ready(s, 1, "Henri Lavenant", 4), _ready(s, 0, "Lauren", 4)
    m1, m0 = s.players[1], s.players[0]
    size1, size0 = m1.hand_size, m0.hand_size
    n1 = len(m1.hand)
    s.current = 0
    combat.start(s, lau, 0, hen, 1)
    assert m1.hand_size == size1 + 1 and len(m1.hand) == n1 + 1 and m0.hand_size == size0
    while s.combat is not None:
        acts = legal_actions(s)
        hand = [x for x in acts if x.kind == Kind.STRIKE and x.card < 0]
        R.apply(s, hand[0] if hand else next(x for x in acts if x.kind == Kind.PASS))
    assert m1.hand_size == size1 and m0.hand_size == size0 and len(m1.hand) <= size1
    assert R.executes(EffectRegistry().crypt(cards.lookup("Henri Lavenant").card))


def test_clan_strength_in_combat_with_vardar_and_kevin(cards):
    """rules 6.4.5: "Followers of Set get -1 strength in combat with Vardar" (a Ministry vampire,
    not another one); "Brujah get +1 strength in combat with [Kevin Jackson]"."""
    from vtes_tools.engine import combat

    ministry = _clan_vampire(cards, "Ministry", "Independent")
    brujah = _clan_vampire(cards, "Brujah", "Camarilla")
    s = _table(cards, ["Vardar Vardarian", "Kevin Jackson", ministry, brujah, "Lauren"])
    var, kev = _ready(s, 1, "Vardar Vardarian"), _ready(s, 1, "Kevin Jackson")
    mi, br, lau = _ready(s, 0, ministry.name), _ready(s, 0, brujah.name), _ready(s, 0, "Lauren")

    def strength(a: int, b: int) -> int:
        combat.start(s, a, 0, b, 1)
        got = combat.strike_tuple(s, s.combat, 0, None, -1)[1]
        s.combat = None
        return got

    base_mi, base_br = s.setup.base_strength[mi], s.setup.base_strength[br]
    assert strength(mi, var) == base_mi - 1 and strength(lau, var) == 1
    assert strength(br, kev) == base_br + 1 and strength(lau, kev) == 1
    for name in ("Vardar Vardarian", "Kevin Jackson"):
        assert R.executes(EffectRegistry().crypt(cards.lookup(name).card))


def test_valkyrie_no_directed_action_unless_brunhilde_is_ready(cards):
    """Valkyrie "cannot perform directed actions unless Brunhilde is ready": without a ready
    Brunhilde she may hunt (undirected, rules 6.1.2) but not bleed (6.1.1), play a (D) bleed card
    or enter combat with a minion (6.1.6); a ready Brunhilde, any Methuselah's (base or advanced),
    lets her do all of them."""
    s = _table(cards, ["Valkyrie", "Brunhilde", "Lauren", "Computer Hacking", "Bum's Rush"])
    su = s.setup
    valk = _ready(s, 0, "Valkyrie", 3)
    foe = _ready(s, 1, "Lauren", 3)
    hack, rush = (next(i for i in ids(s, n) if su.owner[i] == 0) for n in ("Computer Hacking", "Bum's Rush"))
    for i in (hack, rush):
        s.players[0].library.remove(i)
        s.players[0].hand.append(i)
    s.current, s.phase, s.pending = 0, Phase.MINION, None
    s.turn += 1
    assert R.executes(EffectRegistry().crypt(cards.lookup("Valkyrie").card))
    mine = {(a.kind, a.card, a.target) for a in legal_actions(s) if a.actor == valk}
    assert (Kind.HUNT, -1, -1) in mine
    assert not {k for k in mine if k[0] == Kind.BLEED}
    assert (Kind.ACTION_CARD, hack, -1) not in mine and (Kind.ACTION_CARD, rush, foe) not in mine
    _ready(s, 2, "Brunhilde", 4)  # another Methuselah's Brunhilde
    mine = {(a.kind, a.card, a.target) for a in legal_actions(s) if a.actor == valk}
    assert (Kind.BLEED, -1, -1) in mine and (Kind.HUNT, -1, -1) in mine
    assert (Kind.ACTION_CARD, hack, -1) in mine and (Kind.ACTION_CARD, rush, foe) in mine
