"""Action cards put in play whose effect the rules apply from there (rules 6.1.6), by VEKN id.

Aranthebes, The Immortal (``Spec(stealth=1, bleed=1, max_capacity=4)``): unique, put in play.
Its controller can lock it to give a minion controlled by their predator -1 stealth: the
rules offer it to the controller's blocking minion when its block would fail, during an action
of a minion of their predator (``Kind.USE``, like an intercept card; rules 6.2.2.2). While it is
unlocked, vampires with capacity 4 or less get -1 bleed against its controller. Vampires with
capacity 5 or more can shuffle it into its owner's library as a (D) action (:mod:`.burnable`).

Unleash Hell's Fury (``Spec(block_intercept=2, block_agg=1)``): unique, put in play ([DAI]: and
the acting vampire unlocks). It attempts to block actions directed at its controller (or a
card they control) as a 9-capacity infernal vampire with +2 intercept (``Kind.BLOCK`` with
``actor`` the card; it plays no reaction); if it blocks, the action fails (rules 6.2.3) with no
combat: the acting minion takes 1 unpreventable aggravated damage and the card burns.

Rutor's Hand (``Spec(unlock_by_lock=True, self_agg=1, immune_blood=(0, 3))``): put on the acting
vampire, locked (one each); the vampire takes 1 unpreventable aggravated damage ([THA]: unless
it burns 3 blood, which it does when it has them); during its controller's minion phase the
locked vampire can lock the card to unlock (``Kind.USE``, ``actor`` the vampire; rules 4: the
card unlocks in the unlock phase).

Constant Revolution (``Spec(tax_counters=1)``): unique, put in play with 1 counter; a counter
more in its controller's unlock phase; in each other Methuselah's unlock phase that Methuselah
burns X pool and/or cards at random from their hand (X: the counters; cards first, as many as
their library can replace: rules 1.6.1.2, the hand refilled at once). Vampires burn it as a (D)
action that costs 1 pool (:mod:`.burnable`).

Khabar: Glory (``Spec(on_actor=True, oust_pool=4)``): unique; only as the turn's first action
(none announced before it, mandatory hunts included); put on the acting Assamite, who unlocks
and gets +1 bleed (the option's PLUS_BLEED, read as any card on a minion); while it is in play,
4 more pool when its controller's prey is ousted (rules 9.1: on top of the 6); burned in its
controller's unlock phase.

Renewed Vigor [for] (``Spec(torpor_escape=True)``, its option with BURN_SELF only): on the
acting vampire (one each); in its controller's unlock phase, the vampire in torpor burns it to
move to the ready region (rules 6.5).

Sensory Deprivation (``Spec(hold=(1, 2))``): (D) burn a retainer, or put the card on an ally
([CHI]: on a vampire in play) of another Methuselah (``Action.target``); the minion does not
unlock as normal (rules 4: checked as each unlock phase begins, with ``GameState.paired`` card
-> (acting vampire, minion)); the card burns once the acting vampire has left the ready region.

Madman's Quill [AUS DEM] (``Spec(quill=1)``, the option without a bleed): (D) on a ready minion
of the prey, unless one is already on a minion of theirs; vampires with Dementation get +1
bleed against that minion's controller (as the bleed is announced); vampires burn it as an
(undirected) action that costs 2 blood (:mod:`.burnable`).

Judgment: Camarilla Segregation (``Spec(non_cam_tax=1)``): put in play; each Methuselah
controlling a non-Camarilla vampire burns 1 pool during their unlock phase; a Methuselah can
burn a non-Camarilla vampire they control during their master phase to burn it (``Kind.USE``,
``target`` their smallest such vampire, in torpor first: :func:`master_uses`).

Web of Knives Recruit (``Spec(recruit=3, clan="Banu Haqim")``): put in its controller's
uncontrolled region with 3 training counters (kept among the cards they control, out of play:
no blood can be moved to it); during their unlock phase a counter burns from each, two such
cards at most, the ones nearest to the last counter first; after the last one the card moves to
the ready region, unlocked, and is a 3-capacity non-unique Independent Banu Haqim (Assamite)
vampire with basic Celerity, Obfuscate, Potence and Quietus, 3 blood, blood cursed (GameSetup
gives the card these columns).

Spell of Life (``Spec(mummy=5)``): put in play (one played each turn: :func:`playable`); once
five copies are in play and vampires wait in its controller's uncontrolled region, the five burn
and up to five of those vampires (the oldest first) enter the ready region as unique mummy allies
with life equal to their capacity, 2 strength, 1 bleed and a (D) action to enter combat
(:func:`_as_allies` gives the card these columns).

Khazar's Diary (Endless Night) (``Spec(diary=7)``): put in play, or (one already in play) a
counter on it; a counter on each after a unique minion in play is burned (:func:`minion_burned`,
from the rules' minion burn); with 7 counters every Giovanni vampire card gets superior
Necromancy, and a ready Giovanni can put a vampire or ally card from any ash heap in play as a
+1 stealth undirected action (``Kind.OWN_ACTION`` with ``n`` WRAITH: :func:`minion_actions`,
:func:`resolve_action`): a non-unique wraith ally with 2 life, 0 strength, 1 bleed, +1 stealth.

Call the Great Beast (``Spec(ritual=11)``): put on the acting Baali with its capacity in ritual
counters; the Baali puts one more as a +1 stealth undirected action (``Kind.OWN_ACTION`` with
``n`` RITUAL); at 11 the card moves to the ready region and the Baali burns: the card is a
9-capacity unique clanless Independent infernal vampire with 4 strength, 3 bleed, 9 blood, a
(D) action to enter combat, 1 damage prevented each combat and three Disciplines at the superior
level, the rules choosing those the most cards of its controller's hand and library require
(:func:`_beast`).

The rules call :func:`resolve` when the action card resolves, :func:`stealth_uses` where a
blocker's reactions are listed, :func:`use` when one is chosen, :func:`bleed_against` as a
bleed's amount is burned, :func:`block_actions` where blocks are listed and :func:`blocked` when
such a card's attempt succeeds, :func:`minion_uses` in the minion phase; :func:`known` tells
``rules.executes`` these cards are played.
"""

from __future__ import annotations

from typing import NamedTuple

from . import burnable_text, masters
from .actions import Action, Kind
from .effects import DISCIPLINE_BITS, Effect, Mode, Op, Option, Req, Thing
from .ops import (
    HOOKS,
    NO_VAMPIRE_BLOCK,
    TOLLS,
    burn_action_card,
    burn_card,
    burn_minion,
    burn_pool,
    card_controller,
    contest,
    controller_of,
    controls_same,
    distinct,
    draw_cards,
    gain_blood,
    to_ready,
)
from .state import SETUP, GameState, Methuselah, Pending, Stage, Stat


class Spec(NamedTuple):
    stealth: int = 0  # lock it: -N stealth for an acting minion of the controller's predator
    bleed: int = 0  # while unlocked: -N bleed against the controller...
    max_capacity: int = 0  # ... from vampires with this capacity or less
    block_intercept: int = 0  # it attempts to block actions directed at its controller with this intercept
    block_agg: int = 0  # if it blocks: the acting minion takes this unpreventable aggravated damage
    unlock_by_lock: bool = False  # on the acting vampire, which can lock it to unlock in the minion phase
    self_agg: int = 0  # the acting vampire takes this unpreventable aggravated damage...
    immune_blood: tuple[int, ...] = ()  # ... unless it burns this blood (by option level - 1; 0: no)
    tax_counters: int = 0  # in play with N counters, one more each controller's unlock phase; the
    # others burn that many pool and/or cards from their hand in their unlock phase
    non_cam_tax: int = 0  # Methuselahs controlling a non-Camarilla vampire burn N pool in their unlock phase
    on_actor: bool = False  # on the acting vampire (its option's bonuses), the turn's first action,
    # burned in the controller's unlock phase
    oust_pool: int = 0  # pool more for its controller when their prey is ousted
    torpor_escape: bool = False  # on the acting vampire, burned in the unlock phase to leave torpor
    hold: tuple[int, ...] = ()  # (D) on another's minion, which does not unlock: by option level,
    # 1 an ally, 2 a vampire (or a retainer burned)
    quill: int = 0  # (D) on a minion of the prey: Dementation vampires +N bleed against its controller
    unlock_blood: int = 0  # unlock_by_lock: the vampire also burns N blood to unlock
    unlock_by_burn: bool = False  # on the acting vampire, which burns it after this turn to unlock
    gain_blood: int = 0  # the acting vampire gains N blood from the bank as the card goes on it
    fill_in_unlock: bool = False  # on the acting vampire, burned in the unlock phase to fill it to capacity
    recruit: int = 0  # in the uncontrolled region with N counters, one burned each controller's unlock
    # phase; after the last, an N-capacity vampire with N blood in the ready region ...
    clan: str = ""  # ... of this clan, Independent (its Disciplines: the card's DISCIPLINE primitives)
    mummy: int = 0  # put in play, one played each turn; N copies in play burned put up to N vampires
    # of the uncontrolled region in play as allies (:func:`_mummies`)
    diary: int = 0  # put in play or a counter on one; a counter after a unique minion in play burns;
    # with N counters Giovanni get superior Necromancy and a wraith action (:func:`minion_actions`)
    ritual: int = 0  # on the acting vampire with its capacity in counters, one more as its action;
    # with N, a vampire in the ready region (:func:`_beast`)


#: The cards by VEKN id.
SPECS: dict[int, Spec] = {
    100079: Spec(stealth=1, bleed=1, max_capacity=4),  # Aranthebes, The Immortal
    102076: Spec(block_intercept=2, block_agg=1),  # Unleash Hell's Fury
    101664: Spec(unlock_by_lock=True, self_agg=1, immune_blood=(0, 3)),  # Rutor's Hand
    100416: Spec(tax_counters=1),  # Constant Revolution
    101028: Spec(non_cam_tax=1),  # Judgment: Camarilla Segregation
    101043: Spec(on_actor=True, oust_pool=4),  # Khabar: Glory
    101603: Spec(torpor_escape=True),  # Renewed Vigor [for]
    101721: Spec(hold=(1, 2)),  # Sensory Deprivation
    101138: Spec(quill=1),  # Madman's Quill [AUS DEM]
    100365: Spec(unlock_by_lock=True, unlock_blood=1),  # Clotho's Gift [TEM]
    102206: Spec(unlock_by_burn=True, gain_blood=1),  # Zillah's Tears
    100393: Spec(fill_in_unlock=True),  # Concert Tour
    102165: Spec(recruit=3, clan="Banu Haqim"),  # Web of Knives Recruit
    101845: Spec(mummy=5),  # Spell of Life
    101046: Spec(diary=7),  # Khazar's Diary (Endless Night)
    100280: Spec(ritual=11),  # Call the Great Beast
}

#: Call the Great Beast: "a 9-capacity unique clanless Independent infernal vampire with 4
#: strength, 3 bleed ... and 9 blood who can enter combat with a minion as a (D) action and can
#: prevent 1 damage each combat" (its rows; the three Disciplines chosen: :func:`_beast_disciplines`)
BEAST = dict(is_vampire=1, capacity=9, base_strength=4, base_bleed=3, sect="Independent", infernal=1, is_unique=1,
             enter_combat=1, crypt_prevent=1)
BEAST_BLOOD = 9
BEAST_DISCIPLINES = 3

#: ``Action(Kind.OWN_ACTION, actor, target, n=WRAITH)``: a Giovanni puts minion card ``target`` of
#: an ash heap in play as a wraith ally (Khazar's Diary with 7 counters); n=RITUAL: the vampire
#: puts a ritual counter on card ``target`` (Call the Great Beast). (Negative: apart from the
#: other own actions' n, an uncontrolled vampire's index or an imbued power; and a number no
#: ``GameState.used`` mark holds, test_state_marks_are_distinct.)
WRAITH = -4_601
RITUAL = -4_602

#: "You can burn training counters from no more than two Web of Knives Recruit cards each unlock phase"
RECRUITS_PER_PHASE = 2


def table(card_ids) -> bytes:
    """``GameSetup.placed``: 1 for each instance of such a card."""
    return bytes(1 if c in SPECS else 0 for c in card_ids)


def is_ritual(card_id: int) -> bool:
    """The card is put on a vampire as a ritual (Call the Great Beast): the setup reads no Embrace in it."""
    sp = SPECS.get(card_id)
    return sp is not None and bool(sp.ritual)


def embraced_clan(card_id: int) -> str:
    """The clan of the vampire the card becomes (Web of Knives Recruit), "" for none."""
    sp = SPECS.get(card_id)
    return sp.clan if sp is not None else ""


SETUP.placed_table = table
SETUP.placed_ritual = is_ritual
SETUP.placed_clan = embraced_clan


def applies(e: Effect, opt: Option) -> bool:
    """This option of card ``e`` is the one put in play here (Renewed Vigor: [for] only; the
    others are played as the rules read them)."""
    sp = SPECS.get(e.card_id)
    return sp is not None and (not sp.torpor_escape or opt.has(Op.BURN_SELF)) and (
        not sp.quill or not opt.has(Op.BLEED)) and (not sp.unlock_by_lock or opt.has(Op.LOCK_SELF))


def known(e: Effect, text: str, option_known=None) -> bool:
    """The rules play the card: its effect is one of :data:`SPECS`, the sentence letting other
    minions remove it is one :mod:`.burnable_text` reads, and its other options are ones the rules
    play (``option_known``)."""
    if e.card_id not in SPECS or (burnable_text.has_sentence(e) and burnable_text.spec(e, text) is None):
        return False
    return all(applies(e, o) or (option_known is not None and option_known(o)) for o in e.options if o.prims)


def playable(s: GameState, m: Methuselah, i: int, a: int) -> bool:
    """Unique (rules 4.1): not while ``m`` controls one; one on a vampire: not on ``a`` twice."""
    su = s.setup
    sp = SPECS[su.card_id[i]]
    if sp.unlock_by_lock or sp.torpor_escape or sp.unlock_by_burn or sp.fill_in_unlock:
        return not any(s.attached[j] == a and su.card_id[j] == su.card_id[i] for j in m.in_play)
    if sp.on_actor and (masters.ACTIONS, 0) in s.used:
        return False
    if sp.recruit:
        return True  # non-unique  # "not usable if any non-mandatory actions have been performed this turn"
    if sp.diary or sp.ritual:
        return True  # non-unique: "put the Diary in play, or add 1 counter to one in play"
    if sp.mummy:
        # "only one Spell of Life can be played each turn": (minion, card id) is in ``used`` once
        # played (rules 6.1.6), whichever minion played it
        cid = su.card_id[i]
        return not any(u[1] == cid for u in s.used)
    return not controls_same(s, m, i)


def hold_targets(s: GameState, m: Methuselah, i: int, opt: Option) -> list[int]:
    """Sensory Deprivation's targets: the other Methuselahs' retainers (to burn), and their
    allies ([chi]) or vampires in play ([CHI]) for the card to go on; Madman's Quill's: the
    prey's ready minions."""
    su = s.setup
    if SPECS[su.card_id[i]].quill:
        # "a ready minion controlled by your prey"; "not usable if a Madman's Quill is already
        # on any minion controlled by your prey"
        prey = s.players[s.prey(s.current)]
        if prey is m or any(su.placed[j] and SPECS[su.card_id[j]].quill and controller_of(s, s.attached[j]) == prey.index
                            for q in s.players for j in q.in_play):
            return []
        return list(prey.ready)
    level = opt.level
    out: list[int] = []
    for q in s.players:
        if q is m or q.ousted or q.passive:
            continue
        out.extend(j for j in q.in_play if su.mode[j] == Mode.RETAINER)
        if level >= 2:
            out.extend(v for v in q.ready + q.torpor if su.is_vampire[v])
        else:
            out.extend(v for v in q.ready if su.is_ally[v])
    return out


def hold_locked(s: GameState, m: Methuselah) -> None:
    """``m``'s unlock phase: minions carrying a Sensory Deprivation do not unlock as normal; one
    whose acting vampire has left the ready region burns first."""
    su = s.setup
    for q in s.players:
        for j in [j for j in q.in_play if su.placed[j] and SPECS[su.card_id[j]].hold]:
            a, v = s.paired.get(j, (-1, -1))
            if a < 0 or not any(a in p.ready for p in s.players):
                q.in_play.remove(j)  # "burn this card after this acting vampire leaves the ready region"
                burn_card(s, j)
                s.paired.pop(j, None)
            elif v in m.ready or v in m.torpor:
                s.no_unlock.add(v)  # "the attached minion does not unlock as normal"


def resolve(s: GameState, m: Methuselah, i: int, a: int, opt: Option, t: int = -1) -> None:
    """Action card ``i`` (in the ash heap) is put in play, unlocked; contested if another
    Methuselah controls one (rules 4.1). "And unlock this vampire": the acting one ``a``.
    Sensory Deprivation: retainer ``t`` burns, or the card goes on minion ``t``."""
    sp = SPECS[s.setup.card_id[i]]
    if sp.hold or sp.quill:
        owner = card_controller(s, t)
        if owner < 0 or owner == s.current:
            return  # gone: the card stays in the ash heap
        if sp.hold and s.setup.mode[t] == Mode.RETAINER:
            s.players[owner].in_play.remove(t)
            burn_card(s, t)  # "burn a retainer"
            return
        m.ash.remove(i)
        m.in_play.append(i)
        s.attached[i] = t
        if sp.hold:
            s.paired[i] = (a, t)
        return
    if sp.unlock_by_lock:
        _on_vampire(s, m, i, a, opt, sp)
        return
    if sp.torpor_escape or sp.unlock_by_burn or sp.fill_in_unlock:
        if controller_of(s, a) != s.current:
            return  # the vampire is gone: the card stays in the ash heap
        m.ash.remove(i)
        m.in_play.append(i)
        s.attached[i] = a  # "put this card on this vampire"
        # Zillah's Tears: locked until its controller's next unlock phase (rules 4), which is
        # how "any time after this turn ends" is kept
        s.locked[i] = 1 if sp.unlock_by_burn else 0
        if sp.gain_blood:
            gain_blood(s, a, sp.gain_blood)  # "and move 1 blood from the blood bank to this vampire"
        return
    if sp.recruit:
        m.ash.remove(i)
        m.in_play.append(i)  # (in the uncontrolled region: not contested, no blood moved to it)
        s.locked[i] = 0
        s.attached[i] = -1
        s.blood[i] = sp.recruit  # "with 3 training counters"
        return
    if sp.ritual:
        if controller_of(s, a) != s.current:
            return  # the Baali is gone: the card stays in the ash heap
        m.ash.remove(i)
        m.in_play.append(i)
        s.attached[i] = a  # "put this card with X ritual counters on this Baali, where X is this
        s.locked[i] = 0  # Baali's capacity"
        s.blood[i] = s.setup.capacity[a]
        if s.blood[i] >= sp.ritual:
            _beast(s, m, i)
        return
    if sp.diary:
        cid = s.setup.card_id[i]
        mine = [j for j in m.in_play if s.setup.card_id[j] == cid]
        if mine:
            # "or add 1 counter to one in play" (the rules add it to the one with the most: the
            # counters count on one card); this card stays in the ash heap
            s.blood[max(mine, key=lambda j: (s.blood[j], -j))] += 1
        else:
            m.ash.remove(i)
            m.in_play.append(i)  # "put the Diary in play" (non-unique: never contested)
            s.locked[i] = 0
            s.attached[i] = -1
            s.blood[i] = 0
        _diary_sync(s)
        return
    if sp.mummy:
        m.ash.remove(i)
        m.in_play.append(i)  # non-unique: never contested
        s.locked[i] = 0
        s.attached[i] = -1
        s.blood[i] = 0
        _mummies(s, m, sp.mummy)
        return
    if opt.has(Op.UNLOCK_MINION):
        s.locked[a] = 0
    m.ash.remove(i)
    m.in_play.append(i)
    s.locked[i] = 0
    s.attached[i] = a if sp.on_actor else -1  # "put this card on this Assamite"
    s.on_option[i] = 0  # (its bonus: +1 bleed, attached_amount)
    s.blood[i] = sp.tax_counters  # "put this card in play with 1 counter"
    if contest(s, s.current, i):
        m.in_play.remove(i)  # face down among the contested cards


def stealth_uses(s: GameState, pend: Pending, m: Methuselah, v: int, out: list[Action]) -> None:
    """``m``'s blocker ``v`` attempts to block a minion of ``m``'s predator: each unlocked such
    card ``m`` controls can be locked for its -stealth."""
    su = s.setup
    if pend.actor < 0 or s.predator(m.index) != s.current or pend.stealth <= 0:
        return
    for j in m.in_play:
        if su.placed[j] and not s.locked[j] and SPECS[su.card_id[j]].stealth:
            out.append(Action(Kind.USE, actor=v, card=j))


def _on_vampire(s: GameState, m: Methuselah, i: int, a: int, opt: Option, sp: Spec) -> None:
    m.ash.remove(i)
    if controller_of(s, a) != s.current:
        m.ash.append(i)  # the vampire is gone
        return
    m.in_play.append(i)
    s.attached[i] = a
    s.locked[i] = 1  # "put this card on this vampire, locked"
    cost = sp.immune_blood[opt.level - 1] if 0 < opt.level <= len(sp.immune_blood) else 0
    if cost and s.blood[a] >= cost:
        s.blood[a] -= cost  # "can burn 3 blood to be immune to this aggravated damage"
    elif sp.self_agg:
        HOOKS.combat_damage(s, a, 0, sp.self_agg)


def unlock_phase(s: GameState) -> None:
    """The current Methuselah's unlock phase: a counter on each such card they control; for
    each one another Methuselah controls, they burn X cards at random from their hand (drawing
    back up) and/or pool."""
    su = s.setup
    cur = s.current
    m = s.players[cur]
    owed = pool = 0
    non_cam = -1
    burn: list[int] = []
    training: list[int] = []
    mummy = 0
    for q in s.players:
        for j in q.in_play:
            if not su.placed[j]:
                continue
            sp = SPECS[su.card_id[j]]
            if sp.on_actor and q.index == cur:
                burn.append(j)  # "burn this card during your unlock phase"
            if sp.torpor_escape and q.index == cur and s.attached[j] in m.torpor:
                burn.append(j)  # "this vampire can burn this card to move from torpor to the ready region"
                to_ready(s, s.attached[j])
            if sp.fill_in_unlock and q.index == cur:
                v = s.attached[j]
                if (v in m.ready or v in m.torpor) and s.blood[v] < su.capacity[v]:
                    # "during your unlock phase, burn this card to have this vampire gain enough
                    # blood to reach full capacity" (kept while the vampire is full)
                    burn.append(j)
                    s.blood[v] = su.capacity[v]
            if sp.tax_counters:
                if q.index == cur:
                    s.blood[j] += 1  # "during your unlock phase, add 1 counter to this card"
                elif not q.ousted:
                    owed += s.blood[j]
            if sp.recruit and q.index == cur:
                training.append(j)
            if sp.mummy and q.index == cur:
                mummy = sp.mummy
            if sp.non_cam_tax:
                if non_cam < 0:
                    non_cam = 1 if _non_camarilla(s, m) else 0
                pool += sp.non_cam_tax * non_cam  # "each Methuselah controlling a non-Camarilla vampire"
    for j in burn:
        m.in_play.remove(j)
        burn_card(s, j)
    if training:
        _train(s, m, training)
    if mummy:
        _mummies(s, m, mummy)  # vampires drawn to the uncontrolled region since
    if pool:
        burn_pool(s, cur, pool)
        if s.terminal or s.current != cur:
            return
    if not owed:
        return
    cards = min(owed, len(m.hand), len(m.library))
    for _ in range(cards):
        k = int(s.rng.integers(len(m.hand)))
        m.ash.append(m.hand.pop(k))  # burned at random
    draw_cards(m, cards)  # rules 1.6.1.2: the hand back to its size
    if owed > cards:
        burn_pool(s, cur, owed - cards)


def _train(s: GameState, m: Methuselah, cards: list[int]) -> None:
    """"During your unlock phase, burn 1 training counter from this card" (two such cards at
    most: those with the fewest counters first); "after the last training counter is burned,
    move this card to your ready region; it becomes a 3-capacity ... vampire ... and 3 blood"."""
    for j in sorted(cards, key=lambda j: (s.blood[j], j))[:RECRUITS_PER_PHASE]:
        s.blood[j] -= 1
        if s.blood[j] <= 0:
            m.in_play.remove(j)
            m.ready.append(j)  # rules 6.1.6: the card is now a vampire in the ready region
            s.locked[j] = 0
            s.blood[j] = SPECS[s.setup.card_id[j]].recruit


#: Spell of Life: the copies are burned once this many vampires wait in the uncontrolled region
#: (five cards for a single ally are kept for a better moment)
MUMMIES_AT_LEAST = 2

#: GameSetup columns a vampire turned ally keeps: the card itself, its owner, name and capacity
_KEEP = frozenset(("decks", "registry", "n", "card", "card_id", "effect", "owner", "unique_key", "is_crypt",
                   "capacity", "modeled", "goldfish", "library0", "crypt0", "memo"))


def _mummies(s: GameState, m: Methuselah, n: int) -> None:
    """"You can burn five copies of this card in play to put up to five vampires from your
    uncontrolled region in play": done once ``m`` controls ``n`` copies and MUMMIES_AT_LEAST
    vampires wait there (the oldest first: the most life); then again as the copies' controller's
    unlock phase begins (:func:`unlock_phase`)."""
    su = s.setup
    copies = [j for j in m.in_play if su.placed[j] and SPECS[su.card_id[j]].mummy == n]
    waiting = [v for v in m.uncontrolled if su.is_vampire[v]]
    if len(copies) < n or len(waiting) < min(MUMMIES_AT_LEAST, n):
        return
    for j in copies[:n]:
        m.in_play.remove(j)
        burn_card(s, j)
    chosen = sorted(waiting, key=lambda v: (-su.capacity[v], v))[:n]
    _as_allies(s, chosen)
    su = s.setup
    for v in chosen:
        m.uncontrolled.remove(v)
        s.blood[v] = su.capacity[v]  # "life equal to capacity" (its blood back to the bank)
        s.locked[v] = 0
        if not contest(s, m.index, v):  # "a unique mummy ally" (rules 4.1)
            m.ready.append(v)


def _as_allies(s: GameState, cards: list[int], strength: int = 2, bleed: int = 1, stealth: int = 0,
               enter_combat: int = 1, unique: int = 1, creature: int = 0) -> None:
    """"Each becomes a unique mummy ally with ... 2 strength and 1 bleed who can enter combat
    with a minion as a (D) action": the state's tables become a copy (as masters.gain_discipline)
    whose rows for ``cards`` are those of an ally with these stats and no other text (no clan,
    sect, title, Discipline, printed ability nor effect). Nothing turns such a card back."""
    _new_rows(s, cards, dict(
        is_ally=1, is_unique=unique, mode=int(Mode.ALLY), base_bleed=bleed, base_strength=strength,
        base_stealth=stealth, enter_combat=enter_combat, creature=creature))


def _new_rows(s: GameState, cards: list[int], values: dict[str, object]) -> None:
    """The state's tables become a copy (as masters.gain_discipline) whose rows for ``cards`` are
    those of a card with no text (the value of a card without the ability: 0, "", (), None) but
    the card itself (its id, owner, name), and ``values``."""
    import copy

    su = copy.copy(s.setup)
    n = su.n
    for name in type(su).__slots__:
        col = getattr(su, name, None)
        if name in _KEEP or not isinstance(col, (bytes, tuple)) or len(col) != n:
            continue
        row = list(col)
        if isinstance(col, bytes):
            blank: object = 0
        elif any(x is None for x in col):
            blank = None
        else:
            x = col[cards[0]]
            blank = type(x)() if isinstance(x, (bool, int, str, tuple, frozenset)) else None
        for k in cards:
            row[k] = blank
        setattr(su, name, bytes(row) if isinstance(col, bytes) else tuple(row))
    for name, value in {**values, "effect": None}.items():
        row = list(getattr(su, name))
        for k in cards:
            row[k] = value
        col = getattr(su, name)
        setattr(su, name, bytes(row) if isinstance(col, bytes) else tuple(row))
    su.memo = {}
    s.setup = su


def _diaries(s: GameState) -> list[int]:
    """The Khazar's Diary cards in play (any Methuselah's)."""
    su = s.setup
    return [j for q in s.players for j in q.in_play if su.placed[j] and SPECS[su.card_id[j]].diary]


def _diary_open(s: GameState) -> bool:
    """A Khazar's Diary in play has 7 or more counters."""
    return any(s.blood[j] >= SPECS[s.setup.card_id[j]].diary for j in _diaries(s))


def minion_burned(s: GameState, v: int) -> None:
    """Unique minion ``v`` is being burned (rules 6.4.6, 6.5.5): "after a unique minion in play
    is burned, add 1 counter" to each Khazar's Diary in play."""
    if not any(v in q.ready or v in q.torpor for q in s.players):
        return  # not in play (contested, or out of play)
    got = _diaries(s)
    for j in got:
        s.blood[j] += 1
    if got:
        _diary_sync(s)


def _diary_sync(s: GameState) -> None:
    """"While this card has 7 or more counters, Giovanni get superior Necromancy": every
    Giovanni vampire card's row gets it (the state's tables a copy, as masters.gain_discipline).
    The counters only grow; a Diary leaving play by another card's effect does not take it back
    (not modeled)."""
    import copy

    if not _diary_open(s):
        return
    su = s.setup
    b = 1 << DISCIPLINE_BITS["nec"]
    rows = [k for k in range(su.n) if su.is_vampire[k] and su.clan[k] == "Giovanni" and not su.disc_sup[k] & b]
    if not rows:
        return
    su = copy.copy(su)
    disc_any, disc_sup = list(su.disc_any), list(su.disc_sup)
    for k in rows:
        disc_any[k] |= b
        disc_sup[k] |= b
    su.disc_any, su.disc_sup = tuple(disc_any), tuple(disc_sup)
    su.memo = {}
    s.setup = su


def _beast(s: GameState, m: Methuselah, j: int) -> None:
    """"If this card has 11 or more ritual counters, move this card to your ready region, burn this
    Baali and choose three Disciplines; this card becomes a 9-capacity ... vampire ... and 9 blood"
    (unique: contested if another Methuselah controls one, rules 4.1)."""
    v = s.attached[j]
    m.in_play.remove(j)
    s.attached[j] = -1
    bits = _beast_disciplines(s, m, v)
    req = 0
    # the requirements an untitled, unmerged Independent vampire meets (as Web of Knives Recruit)
    for r in (Req.UNMERGED, Req.INDEPENDENT, Req.ANARCH_OR_INDEPENDENT, Req.NON_ANARCH, Req.NON_CAMARILLA,
              Req.NON_RED_LIST, Req.NON_STERILE, Req.NON_TITLED, Req.NON_CAITIFF):
        req |= 1 << int(r)
    _new_rows(s, [j], {**BEAST, "disc_any": bits, "disc_sup": bits, "req_bits": req})
    s.blood[j] = BEAST_BLOOD
    s.locked[j] = 0
    if controller_of(s, v) >= 0:
        burn_minion(s, v)  # "burn this Baali"
    if not contest(s, m.index, j):
        m.ready.append(j)


def _beast_disciplines(s: GameState, m: Methuselah, v: int) -> int:
    """"Choose three Disciplines": the rules choose those the most cards of ``m``'s hand and
    library require (then the Baali's own, then the first ones), as bits."""
    su = s.setup
    fly = DISCIPLINE_BITS["fli"]
    count = [0] * len(DISCIPLINE_BITS)
    for i in m.hand + m.library:
        e = su.effect[i]
        if e is None:
            continue
        need = 0
        for o in e.options:
            need |= o.need_any
        for b in range(len(count)):
            if need >> b & 1:
                count[b] += 1
    own = su.disc_any[v]
    order = sorted((b for b in range(len(count)) if b != fly), key=lambda b: (-count[b], -(own >> b & 1), b))
    return sum(1 << b for b in order[:BEAST_DISCIPLINES])


def minion_actions(s: GameState, m: Methuselah, a: int, out: list) -> None:
    """The actions cards in play give ready minion ``a`` (rules 6.1.6, undirected, +1 stealth):
    a Giovanni, while a Khazar's Diary has 7 counters, puts a minion card from any ash heap in play
    (one action per distinct card of each ash heap); the vampire bearing a Call the Great Beast
    puts a ritual counter on it."""
    su = s.setup
    if su.clan[a] == "Giovanni" and su.is_vampire[a] and _diary_open(s):
        for q in s.players:
            for t in distinct(su, [t for t in q.ash if su.is_crypt[t] or su.is_ally[t]]):
                out.append(Action(Kind.OWN_ACTION, actor=a, target=t, n=WRAITH))
    for j in s.on_minions.of(s, a):
        if su.placed[j] and SPECS[su.card_id[j]].ritual:
            out.append(Action(Kind.OWN_ACTION, actor=a, target=j, n=RITUAL))  # "this Baali can put 1
            # ritual counter on this card as a +1 stealth action"


def declare_action(s: GameState, pend: Pending) -> None:
    """"As a +1 stealth action"."""
    pend.stealth += 1


def resolve_action(s: GameState, pend: Pending) -> None:
    """The action succeeds: card ``pend.target`` (still in an ash heap) is put in play for the
    acting minion's controller "to represent a wraith ally with 2 life, 0 strength, 1 bleed and
    +1 stealth" (non-unique; its owner keeps it: it goes back to their ash heap when burned);
    RITUAL: a ritual counter on card ``pend.target``, still on the acting Baali."""
    t = pend.target
    if pend.option == RITUAL:
        m = s.players[s.current]
        if t in m.in_play and s.attached[t] == pend.actor:
            s.blood[t] += 1
            if s.blood[t] >= SPECS[s.setup.card_id[t]].ritual:
                _beast(s, m, t)
        return
    owner = next((q for q in s.players if t in q.ash), None)
    if owner is None:
        return  # gone from the ash heap: nothing happens
    owner.ash.remove(t)
    _as_allies(s, [t], strength=0, bleed=1, stealth=1, enter_combat=0, unique=0, creature=Thing.WRAITH)
    m = s.players[s.current]
    m.ready.append(t)
    s.blood[t] = 2  # its life, from the blood bank (rules 6.1.5)
    s.locked[t] = 0


def action_value(s: GameState, me: int, a: int, t: int, n: int) -> float:
    """A wraith ally: about a bleed a turn, and a blocker; a ritual counter: a share of the
    Great Beast (:func:`_beast_share`)."""
    if n == RITUAL:
        return _beast_share(s, me, a, SPECS[s.setup.card_id[t]].ritual - s.blood[t])
    return 1.6


def _beast_share(s: GameState, me: int, a: int, left: int) -> float:
    """A share of the Great Beast for Baali ``a``, ``left`` counters (one action each, one a turn)
    away: a 9-blood vampire with 3 bleed and 4 strength, less the Baali burned with its blood;
    nothing if the game ends first."""
    turns = s.turn_limit - s.players[me].turns if s.turn_limit else 12
    if left > turns:
        return 0.0
    worth = 9.0 - 0.7 * s.blood[a] - 0.2 * s.setup.capacity[a]
    return max(0.0, worth) / max(1, left)


def bleed_bonus(s: GameState, a: int, target: int) -> int:
    """"Vampires with Dementation get +1 bleed against the attached minion's controller"."""
    su = s.setup
    if target < 0 or not su.is_vampire[a] or not (su.disc_any[a] >> DISCIPLINE_BITS["dem"]) & 1:
        return 0
    return sum(SPECS[su.card_id[j]].quill for q in s.players for j in q.in_play
               if su.placed[j] and SPECS[su.card_id[j]].quill and controller_of(s, s.attached[j]) == target)


def oust_pool(s: GameState, predator: int) -> int:
    """Pool more for ``predator`` ousting their prey: "if your prey is ousted, you gain 4
    additional pool" (Khabar: Glory in play)."""
    su = s.setup
    return sum(SPECS[su.card_id[j]].oust_pool for j in s.players[predator].in_play if su.placed[j])


def _non_camarilla(s: GameState, m: Methuselah) -> list[int]:
    """``m``'s non-Camarilla vampires (ready or in torpor), in torpor first, smallest first."""
    su = s.setup
    got = [v for v in m.torpor + m.ready if su.is_vampire[v] and not (su.req_bits[v] >> Req.CAMARILLA) & 1]
    return sorted(got, key=lambda v: (v in m.ready, su.capacity[v]))


def master_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """"Methuselahs can burn a non-Camarilla vampire they control during their master phase to
    burn this card": each such card in play, for ``m``'s first non-Camarilla vampire."""
    su = s.setup
    mine = None
    for q in s.players:
        for j in q.in_play:
            if su.placed[j] and SPECS[su.card_id[j]].non_cam_tax:
                if mine is None:
                    mine = _non_camarilla(s, m)
                if mine:
                    out.append(Action(Kind.USE, card=j, target=mine[0]))


def minion_uses(s: GameState, out: list[Action]) -> None:
    """The current Methuselah's locked vampires carrying an unlocked such card can lock it to
    unlock."""
    su = s.setup
    m = s.players[s.current]
    for j in m.in_play:
        if su.placed[j] and not s.locked[j]:
            sp = SPECS[su.card_id[j]]
            if sp.unlock_by_lock or sp.unlock_by_burn:
                v = s.attached[j]
                if v in m.ready and s.locked[v] and s.blood[v] >= sp.unlock_blood:
                    out.append(Action(Kind.USE, actor=v, card=j))


def use(s: GameState, j: int, v: int = -1) -> None:
    """Lock card ``j``: the acting minion gets -N stealth (not below 0); or the vampire it is on
    unlocks (Rutor's Hand); or burn vampire ``v`` to burn it (Judgment: Camarilla Segregation)."""
    if SPECS[s.setup.card_id[j]].non_cam_tax:
        if controller_of(s, v) == s.current:
            burn_minion(s, v)
            for q in s.players:
                if j in q.in_play:
                    q.in_play.remove(j)
                    burn_card(s, j)
        return
    sp = SPECS[s.setup.card_id[j]]
    if sp.unlock_by_lock:
        s.locked[j] = 1
        s.blood[s.attached[j]] -= sp.unlock_blood  # Clotho's Gift: "and burn 1 blood to unlock"
        s.locked[s.attached[j]] = 0
        return
    if sp.unlock_by_burn:
        v = s.attached[j]
        for q in s.players:
            if j in q.in_play:
                q.in_play.remove(j)
                burn_card(s, j)  # "can burn this card ... to unlock"
        s.locked[v] = 0
        return
    pend = s.pending
    assert pend is not None
    s.locked[j] = 1
    pend.stealth = max(0, pend.stealth - SPECS[s.setup.card_id[j]].stealth)


def bleed_against(s: GameState, target: int, actor: int) -> int:
    """The bleed against Methuselah ``target`` the unlocked such cards they control take from
    vampire ``actor``'s."""
    su = s.setup
    if target < 0 or actor < 0 or not su.is_vampire[actor]:
        return 0
    n = 0
    for j in s.players[target].in_play:
        if su.placed[j] and not s.locked[j]:
            sp = SPECS[su.card_id[j]]
            if su.capacity[actor] <= sp.max_capacity:
                n += sp.bleed
    return n


def block_actions(s: GameState, pend: Pending, m: Methuselah, out: list[Action]) -> None:
    """The block attempts of the such cards ``m`` controls, during an action directed at ``m``
    (once each per action; not when vampires cannot block it: they count as one)."""
    if not pend.directed or pend.target_p != m.index or pend.flags & (NO_VAMPIRE_BLOCK | TOLLS):
        return  # (a toll on blockers: it has no blood to pay)
    su = s.setup
    for j in m.in_play:
        if su.placed[j] and SPECS[su.card_id[j]].block_intercept and j not in pend.tried:
            out.append(Action(Kind.BLOCK, actor=j))


def is_blocker(s: GameState, v: int) -> bool:
    """Blocker ``v`` is such a card, not a minion."""
    return bool(s.setup.placed[v]) and SPECS[s.setup.card_id[v]].block_intercept > 0


def blocked(s: GameState, pend: Pending) -> None:
    """Card ``pend.blocker``'s attempt succeeds: the action fails with no combat, the acting
    minion takes the damage and the card burns."""
    j = pend.blocker
    s.stats[Stat.BLOCKS] += 1
    burn_action_card(s, pend)
    pend.blocked = True
    pend.succeeded = False
    pend.ended = True
    pend.stage = Stage.AFTER_RESOLUTION
    pend.decider = s.current
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
            burn_card(s, j)
    a = pend.actor
    if a >= 0 and controller_of(s, a) >= 0:
        HOOKS.combat_damage(s, a, 0, SPECS[s.setup.card_id[j]].block_agg)


def _action_each_turn(s: GameState, me: int) -> float:
    """An action more in each of ``me``'s turns to come (Rutor's Hand: the card stays on the
    vampire, rules 6.1.6), about a bleed for 1 each, each later turn counted 0.8 of the one
    before (the card or the vampire may be lost), until the time limit."""
    left = s.turn_limit - s.players[me].turns if s.turn_limit else 6
    n = max(1, min(left, 6))
    return 0.9 * (1.0 - 0.8 ** n) / 0.2


def value(s: GameState, me: int, i: int, a: int = -1, opt: Option | None = None, t: int = -1) -> float:
    """What putting card ``i`` in play is worth to ``me``: fewer pool bled by small vampires and
    a blocker's stealth fight, over the turns to come; an action more each turn for vampire
    ``a`` (Rutor's Hand, with option ``opt``: nothing worth torpor)."""
    sp = SPECS[s.setup.card_id[i]]
    if sp.quill:
        su = s.setup
        dem = sum(1 for v in s.players[me].ready if su.is_vampire[v] and (su.disc_any[v] >> DISCIPLINE_BITS["dem"]) & 1)
        return 0.7 * dem
    if sp.hold:
        if t < 0:
            return 0.0
        su = s.setup
        if su.mode[t] == Mode.RETAINER:
            return 1.2  # a retainer gone
        return 0.8 + 0.4 * su.base_bleed[t] + 0.1 * su.capacity[t]  # a minion kept locked
    if sp.unlock_by_lock and not sp.self_agg:
        # Clotho's Gift: an action more a turn, 1 blood each
        if a < 0 or s.blood[a] - s.setup.effect[i].blood_cost < 2:  # type: ignore[union-attr]
            return 0.0
        return 1.2
    if sp.unlock_by_burn:
        return 1.0  # a blood and an action more once
    if sp.fill_in_unlock:
        if a < 0:
            return 0.0
        # the vampire full at its controller's next unlock phase: the blood a hunt or two would give
        return 0.6 * (s.setup.capacity[a] - s.blood[a] + s.setup.effect[i].blood_cost)  # type: ignore[union-attr]
    if sp.unlock_by_lock:
        level = opt.level if opt is not None else 0
        cost = sp.immune_blood[level - 1] if 0 < level <= len(sp.immune_blood) else 0
        if not cost or a < 0 or s.blood[a] - s.setup.effect[i].blood_cost < cost + 1:  # type: ignore[union-attr]
            return -2.0  # the vampire would go to torpor, or be left dry
        return _action_each_turn(s, me) - 0.3 * cost
    if sp.recruit:
        return 2.0 + 0.5 * sp.recruit  # a vampire with its blood in a few turns, no pool paid
    if sp.ritual:
        su = s.setup
        if a < 0 or any(su.placed[j] and SPECS[su.card_id[j]].ritual for j in s.on_minions.of(s, a)):
            return 0.0  # (a second one on the same Baali: no faster)
        return _beast_share(s, me, a, sp.ritual - su.capacity[a] + 1)  # (this action, then the counters)
    if sp.diary:
        # the counters toward 7: superior Necromancy and wraith allies for my Giovanni
        su = s.setup
        m = s.players[me]
        gio = sum(1 for v in m.ready + m.torpor if su.is_vampire[v] and su.clan[v] == "Giovanni")
        cid = su.card_id[i]
        have = max((s.blood[j] for j in m.in_play if su.card_id[j] == cid), default=-1)
        if have >= sp.diary:
            return 0.0  # (a counter more does nothing)
        return (0.6 + 0.5 * gio) * (1.0 + 0.15 * max(have, 0))
    if sp.mummy:
        # a share of the allies the copies will make: each about a bleed and a fight a turn, the
        # older the sturdier (life = capacity); with no vampire waiting, a share of a later one
        su = s.setup
        m = s.players[me]
        have = 1 + sum(1 for j in m.in_play if su.placed[j] and SPECS[su.card_id[j]].mummy)
        waiting = sorted((su.capacity[v] for v in m.uncontrolled if su.is_vampire[v]), reverse=True)[:sp.mummy]
        worth = sum(1.0 + 0.15 * c for c in waiting) if waiting else 1.5
        return worth * min(have, sp.mummy) / sp.mummy
    if controls_same(s, s.players[me], i):
        return 0.0
    if sp.on_actor:
        return 1.0  # an unlocked Assamite with +1 bleed this turn (4 pool if it ousts the prey)
    if sp.torpor_escape:
        return 0.7  # a way out of torpor to come
    if sp.non_cam_tax:
        # a pool a turn from each Methuselah with a non-Camarilla vampire, and from me if I have one
        others = sum(1 for q in s.players if q.index != me and not q.ousted and _non_camarilla(s, q))
        return 0.8 * others - (1.5 if _non_camarilla(s, s.players[me]) else 0.0)
    return 1.0 + 0.5 * sp.bleed + 0.5 * sp.stealth + 0.5 * sp.block_agg + 0.2 * sp.block_intercept + (
        1.5 * sp.tax_counters)


HOOKS.placed_oust_pool = oust_pool
HOOKS.placed_minion_burned = minion_burned


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("placed", SPECS)
