"""The crypt and ally texts the rules apply, read once per card (:func:`read_crypt`,
:func:`read_ally`, their :class:`CryptAbilities`), the readers of one option of an equipment, a
weapon or a retainer (:func:`master_blood`, :func:`card_weapon`, :func:`unlock_employer`...), a crypt
card's requirements and title (:func:`requirement_bits`, :func:`title_key`), and the card families'
readers the setup calls (:data:`SETUP`, a :class:`SetupReaders`, which the families fill at import).
:mod:`.state` re-exports the names other modules import.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import replace
from typing import Any, NamedTuple, Protocol

from ..models import Card, current_clan
from .card_types import (
    DISCARD_DISC,
    CryptEffect,
    Effect,
    Mode,
    Op,
    Option,
    Prim,
    Req,
    Restriction,
    Thing,
    Trait,
    When,
    Who,
    clan_code,
)
from .enums import Phase


_CRYPT_BONUS = re.compile(r"(?:^|[:.]\s*)\+(\d) (bleed|strength|stealth|intercept)\.?\s*$")
_CRYPT_DIRECTED_INTERCEPT = re.compile(r"gets \+(\d) intercept during directed actions")
_CITY = re.compile(r"\b(prince|archbishop|baron) of ([A-Z][\w .'-]+?)[:.]", re.I)
_UNIQUE_TITLES = ("justicar", "inner circle", "regent", "kholo")


_STAT_OPS = {Op.PLUS_BLEED: "bleed", Op.STRENGTH: "strength", Op.STEALTH: "stealth", Op.INTERCEPT: "intercept"}


def crypt_bonuses(card: Card, abilities: object = None) -> tuple[int, int, int, int]:
    """(bleed, strength, stealth, intercept) bonuses a crypt card always has: from the
    registry's crypt abilities (``abilities``, a CryptEffect) made only of these, else from
    simple texts ("+1 bleed.")."""
    out = {"bleed": 0, "strength": 0, "stealth": 0, "intercept": 0}
    options = getattr(abilities, "options", None)
    if options is not None:
        for opt in options:
            if opt.prims and all(p.op in _STAT_OPS for p in opt.prims):
                for p in opt.prims:
                    out[_STAT_OPS[p.op]] += p.n
        return out["bleed"], out["strength"], out["stealth"], out["intercept"]
    for line in card.text.split("\n"):
        m = _CRYPT_BONUS.search(line.strip())
        if m:
            out[m.group(2)] += int(m.group(1))
        m = _CRYPT_DIRECTED_INTERCEPT.search(line)
        if m:
            out["intercept"] += int(m.group(1))
    return out["bleed"], out["strength"], out["stealth"], out["intercept"]


#: Crypt traits the rules read: markers checked by card requirements (Black Hand, Seraph, Red
#: List, Slave), infernal minions that pay 1 pool to unlock (rules 11), non-unique vampires
#: (rules 4.1), blood-cursed ones that cannot diablerize (rules 11), and sterile ones, which
#: matter only for cards putting vampires in play (Op.EMBRACE: The Embrace, Third Tradition:
#: Progeny require a non-sterile vampire), and slaves of a clan (rules 11: no directed action without a ready
#: vampire of the master clan; one can take the place of a blocked master-clan vampire in combat),
#: applied when the master clan is known.
_TRAIT_REQ = {Trait.BLACK_HAND: Req.BLACK_HAND, Trait.SERAPH: Req.SERAPH, Trait.RED_LIST: Req.RED_LIST,
              Trait.INFERNAL: Req.INFERNAL, Trait.SLAVE: Req.SLAVE}
_READ_TRAITS = frozenset({
    *_TRAIT_REQ, Trait.NON_UNIQUE, Trait.BLOOD_CURSED, Trait.STERILE, Trait.FLIGHT, Trait.SCARCE,
    Trait.UNCONTESTABLE, Trait.TITLE_PREVAILS,
})
_W_READY, _W_COMBAT, _W_ONCE_COMBAT, _W_AFTER_BLEED = (
    When.WHILE_READY, When.EACH_COMBAT, When.ONCE_PER_COMBAT, When.AFTER_BLEED,
)
#: Requirements a minion's card columns and traits answer (bits of :func:`requirement_bits`);
#: an option requiring another :class:`Req` (a ghoul, a locked minion, the Edge...) is never played.
CITY_TITLES = frozenset({"primogen", "prince", "bishop", "archbishop", "baron"})
#: What a vampire "cannot" do that the rules enforce: block (rules 6.2.2; titled vampires too),
#: bleed (6.1.1), play action cards, have equipment or retainers (6.1.3, 6.1.4), strike with
#: weapons (6.4.5), get +1 stealth when hunting (6.1.2), be the subject of a blood hunt (6.5.6).
_APPLIED_RESTRICTIONS = frozenset({
    Restriction.BLOCK, Restriction.BLOCK_TITLED, Restriction.BLEED, Restriction.PLAY_ACTION_CARDS,
    Restriction.HAVE_EQUIPMENT, Restriction.HAVE_RETAINERS, Restriction.USE_WEAPONS, Restriction.HUNT_STEALTH,
    Restriction.BLOOD_HUNT, Restriction.POLITICAL_ACTIONS,
})
#: Conditions of a vampire's own statistics the rules check: when it acts (its bleeds, bleeds
#: against a Methuselah with or without a ready vampire of a clan or sect, undirected, hunt, recruit and
#: employ, political, diablerie actions, actions requiring a Discipline: stealth and bleed, rules
#: 6.1.1, 6.2.2.2), when it blocks (bleed, political, diablerie actions, an acting minion of a
#: clan / sect / title: intercept, 6.2.2.2), in combat with a minion of a clan / sect (strength, 6.4.5).
DECLARE_WHEN = frozenset({
    When.BLEEDING, When.BLEEDING_NO_CLAN, When.BLEED_ACTION, When.UNDIRECTED, When.HUNTING, When.RECRUIT_EMPLOY,
    When.POLITICAL, When.DIABLERIE, When.ACTION_REQUIRING, When.EQUIP,
})
BLOCK_WHEN = frozenset({When.BLEED_ACTION, When.POLITICAL, When.DIABLERIE, When.BLOCKING})
MINION_FILTERS = frozenset({
    Who.CLAN, Who.CAMARILLA, Who.SABBAT, Who.ANARCH, Who.TITLED, Who.VAMPIRE, Who.ALLY, Who.OLDER,
})
_BLEED_WHEN = frozenset({When.BLEEDING, When.BLEEDING_NO_CLAN, When.BLEED_ACTION})
#: "when bleeding a Methuselah who controls a ready Camarilla / Sabbat vampire / titled vampire"
#: (rules.bleed_against: a ready vampire of the sect, a titled one)
_BLEEDING_SECTS = frozenset({0, Who.CAMARILLA, Who.SABBAT, Who.ANARCH, Who.TITLED})


def _conditional(w: Prim, p: Prim) -> tuple[int, int, int, int, int] | None:
    """(When, Who, clan, Op, N) of "+N <stat> when <condition>" when the rules check it."""
    if w.n == When.POOL_AT_MOST:
        # "while you have 9 or fewer pool, Branimira gets +1 intercept": the pool in the clan slot
        ok = p.op is Op.INTERCEPT and 0 < w.arg < 99 and not (p.x or p.arg or p.cond or w.cond)
        return (w.n, 0, w.arg, p.op, p.n) if ok else None
    if p.x or p.arg or w.n not in DECLARE_WHEN | BLOCK_WHEN | {When.IN_COMBAT_WITH}:
        return None
    op = p.op
    if w.n == When.BLEEDING:
        if w.cond == Who.YOUNGER and w.arg and op is Op.PLUS_BLEED and not p.cond:
            return (w.n, int(Who.YOUNGER), w.arg, op, p.n)  # a ready vampire of the clan, younger than it
        # the target Methuselah controls a ready vampire of the clan (arg) or a Camarilla one (cond)
        if op in (Op.PLUS_BLEED, Op.STEALTH) and not p.cond and w.cond in _BLEEDING_SECTS \
                and not (w.arg and w.cond):
            return (w.n, w.cond, w.arg, op, p.n)
        return None
    if w.n == When.BLEEDING_NO_CLAN:
        return (w.n, w.cond, w.arg, op, p.n) if op is Op.PLUS_BLEED and not p.cond else None
    if w.n in (When.BLOCKING, When.IN_COMBAT_WITH):
        stat = Op.INTERCEPT if w.n == When.BLOCKING else Op.STRENGTH
        clan = w.cond or p.cond
        if op is stat and w.arg in MINION_FILTERS and (w.arg == Who.CLAN) == bool(clan):
            return (w.n, w.arg, clan, op, p.n)
        return None
    if p.cond or w.cond:
        return None
    if w.n == When.ACTION_REQUIRING:
        return (w.n, 0, w.arg, op, p.n) if op is Op.STEALTH and w.arg else None
    if w.arg:
        return None
    if op is Op.INTERCEPT and w.n in BLOCK_WHEN:
        return (w.n, 0, 0, op, p.n)
    if op is Op.STEALTH and w.n in DECLARE_WHEN or op is Op.PLUS_BLEED and w.n in _BLEED_WHEN:
        return (w.n, 0, 0, op, p.n)
    return None


def conditional_of(w: Prim, p: Prim) -> tuple[int, int, int, int, int] | None:
    """(When, Who, clan, Op, N) of "+N <stat> when <condition>" when the rules check it (the
    reader of vampires' abilities, for equipment and retainers: rules.held_stealth)."""
    return _conditional(w, p)


#: The ``who`` of a vampire's own (D) action burning a card in play: this plus the card's
#: :class:`Thing` (a retainer, a location, an equipment), of those :data:`CARD_THINGS`.
CARD_WHO = 1000
CARD_THINGS = frozenset({Thing.RETAINER, Thing.LOCATION, Thing.EQUIPMENT})
STEAL_THINGS = frozenset({Thing.EQUIPMENT, Thing.ALLY})
#: Kinds of cards whose blood cost a vampire's ability changes that the rules apply; animals
#: and wraiths (allies and retainers) cost it N fewer blood or pool.
COST_THINGS = frozenset({
    Thing.ANY, Thing.COMBAT, Thing.DISCIPLINE_CARD, Thing.ANIMAL, Thing.WRAITH, Thing.ALLY_OR_RETAINER,
    Thing.REACTION,
})
#: (n, arg, cond, x) of an own action's search the rules apply: "search your library for a minion
#: card / a weapon and move it to your hand" (GameSetup.minion_any / weapon_any)
_OWN_SEARCH = frozenset({(1, Thing.MINION_CARD, 0, 0), (1, Thing.WEAPON, 0, 0)})


class CryptAbilities(NamedTuple):
    """The crypt-card abilities the rules apply, read from the registry's :class:`CryptEffect`
    by :func:`read_crypt`: flat statistics (rules 6.1.1, 6.4.5), hand size and master phase
    actions while ready (rules 1.6.1.2, 5), damage prevented each combat (6.4.6), pool gained
    after a successful bleed, traits."""

    bleed: int = 0
    strength: int = 0
    stealth: int = 0
    intercept: int = 0
    hand_size: int = 0
    master_actions: int = 0
    master_unlocked: bool = False  # the extra master phase action needs the vampire unlocked
    discard_actions: int = 0  # +N discard phase actions while ready at the start of it (rules 8)
    #: "if Isanwayen is ready during your master phase, you can lock him to get +1 master phase
    #: action" (rules 5): N
    lock_master: int = 0
    #: "if Arika is ready during your prey's unlock phase, ... for each location he or she
    #: controls, your prey burns 1 pool or burns the location"
    location_tax: bool = False
    #: "during each other Methuselah's unlock phase, if Leandro is ready, that Methuselah chooses
    #: either to burn 1 pool or to lose all transfers during his or her next influence phase"
    unlock_toll: bool = False
    prevent: int = 0
    bleed_pool: int = 0
    #: "you can burn the top card of the target Methuselah's library after Hecate bleeds successfully"
    bleed_mill: int = 0
    #: "once each turn, when you draw a card from your library, you may place that card on the
    #: bottom of your library and draw a new card" (Blackhorse Tanner)
    redraw: bool = False
    #: "once each combat, Velya can discard one card requiring Auspex [aus] to get 1 press": the
    #: Discipline's code
    press_discard: int = 0
    traits: frozenset[Trait] = frozenset()
    #: (blood less, Thing, Discipline index + 1) of "cards requiring X / combat cards / cards cost
    #: this vampire N fewer (negative: more) blood" (rules 6.2.3: costs)
    costs: tuple[tuple[int, int, int], ...] = ()
    #: an optional maneuver / press of the vampire's own (rules 6.4.2, 6.4.4): 1 each combat,
    #: 2 in the first round of each combat only
    maneuver: int = 0
    press: int = 0
    #: bits ``1 << Restriction`` of what the vampire cannot do (rules 11 and card texts)
    cannot: int = 0
    #: +N transfers when ready at the start of your influence phase (rules 7)
    transfers: int = 0
    #: minions of this :class:`Who` cannot block the vampire (0: no such ability)
    unblockable_by: int = 0
    #: +N intercept during directed actions (rules 6.2.2.2)
    directed_intercept: int = 0
    #: "can enter combat with any ready minion controlled by another Methuselah as a (D) action"
    #: (rules 6.1.6, 6.4): 1 + the action's stealth (0: no such action), and its blood cost
    enter_combat: int = 0
    enter_combat_cost: int = 0
    enter_combat_vampires: bool = False  # only with vampires ("enter combat with a vampire")
    enter_combat_near: bool = False  # only with minions of your predator or prey
    enter_combat_cap: int = 0  # only with vampires of capacity N or less
    #: "can bleed with +N bleed as a (+1 stealth) (D) action (that costs N blood)" (rules 6.1.1,
    #: 6.1.6): 1 + the action's stealth (0: no such action), its +bleed and its blood cost
    bleed_action: int = 0
    bleed_action_bleed: int = 0
    bleed_action_cost: int = 0
    #: "actions directed at him cost N additional pool" / "... an additional blood or life" (paid
    #: by the acting Methuselah / minion when the action succeeds, rules 6.2.3); "rescuing him from
    #: torpor costs N additional blood" (rules 6.5.3)
    targeted_pool: int = 0
    targeted_blood: int = 0
    rescue_cost: int = 0
    #: "can (burn N blood to) strike: 2R (aggravated) damage", "can steal 2 blood as a ranged
    #: strike" (rules 6.4.3): the strike's option and its blood cost
    strike: Option | None = None
    strike_cost: int = 0
    #: "may attempt to block a vampire controlled by another Methuselah, ignoring the normal prey,
    #: predator or target restrictions" (rules 6.2.2.1)
    block_any: bool = False
    #: the vampire's own (D) action on a minion of another Methuselah (rules 6.1.6): "may steal up
    #: to 2 blood from a younger vampire / a ready minion as a +1 stealth (D) action", "can lock
    #: an ally or a younger vampire as a (D) action": (Op, N, Who, 1 + stealth, blood cost)
    ability: tuple[int, int, int, int, int] | None = None
    #: the vampire's own undirected action (rules 6.1.6): "may remove a vampire in your
    #: uncontrolled region from the game to add 4 blood from the blood bank to another vampire in
    #: your uncontrolled region", "can add 2 blood to a vampire in your uncontrolled region", "can
    #: search your library for a minion card and move it to your hand" as a +1 stealth action:
    #: (Op ADD_UNCONTROLLED or SEARCH, N, 1 if a vampire is removed, 1 + stealth, blood cost)
    own_action: tuple[int, int, int, int, int] | None = None
    #: "during your master phase, you may burn the Edge to gain 2 pool if Victoria is ready",
    #: "during your discard phase, Emily can burn the Edge to unlock": (Phase, Op GAIN_POOL or
    #: UNLOCK_MINION, N)
    edge_use: tuple[int, int, int] | None = None
    #: "while Antonio is ready, you can use 4 transfers to search your library and/or hand for a
    #: mage ally he could play and put it in play" (rules 7): the transfers it takes
    fetch_mage: int = 0
    #: "during your unlock phase, you may move 1 blood from Nikolaus to any Nosferatu / a younger
    #: vampire in your uncontrolled region", "Carna can burn one of her retainers to gain 2 blood":
    #: (Op, N, arg, clan) of MOVE_BLOOD (arg 1: any or the clan, 2: also one in play, 3: younger) or GAIN_BLOOD;
    #: "... move a blood from the blood bank to a vampire that Methuselah controls": BLOOD_TO
    unlock_ability: tuple[int, int, int, int] | None = None
    #: "once during your turn, you may lock or unlock another ready Toreador" (in your minion
    #: phase), "if he is ready during your discard phase, you can unlock another ready Lasombra":
    #: (phase, clan index + 1, lock too), once a turn
    toggle: tuple[int, int, bool] | None = None
    #: "once each turn during a bleed against you, if Aksinya is ready and unlocked, you may
    #: discard a master card from your hand to redirect the bleed to any other Methuselah"
    redirect_master: bool = False
    #: "during a bleed action, The Horde can lock to give another acting infernal minion +1
    #: bleed" (rules 6.1.1): the bleed it gives
    lend_bleed: int = 0
    #: "if Lutz is ready, your prey burns 1 pool after the referendum of a political action
    #: passes"; "gain 1 pool when a referendum he calls passes" (rules 6.3.2)
    referendum_burn: int = 0
    referendum_pool: int = 0
    #: "you can unlock Sybren after a referendum called by him passes" (rules 6.3.2)
    referendum_unlock: bool = False
    #: "if Enkidu successfully performs an action to employ a retainer, he unlocks at the end of
    #: the turn" (rules 6.1.4)
    employ_unlock: bool = False
    #: "vampires must burn 1 blood to cast votes and ballots against referendums called by
    #: Alexander" (rules 6.3.3): the blood
    oppose_cost: int = 0
    #: "during the polling step of any referendum, Alexa can discard a card requiring Dominate
    #: [dom] to get +1 vote" (rules 6.3.3), "during a bleed action, Larissa can discard a card
    #: requiring Animalism [ani] to get +1 bleed" (rules 6.1.1): (N, Discipline index + 1)
    discard_vote: tuple[int, int] | None = None
    discard_bleed: tuple[int, int] | None = None
    #: "if Rachel is ready, at the end of your discard phase, you may place cards you discard
    #: during that discard phase in your library (shuffle afterward)" (rules 8)
    recycle: bool = False
    #: "while Gerald has no title, he gets +1 vote for each ready titled vampire controlled by
    #: other Methuselahs" (rules 6.3.3)
    titled_votes: bool = False
    #: a slave of the clan (index + 1, rules 11); "after the end of your minion phase, burn this
    #: vampire and move the top card of your crypt to your uncontrolled region" (Tupdog)
    slave_of: int = 0
    burn_after_minion: bool = False
    #: "Valkyrie cannot perform directed actions unless Brunhilde is ready": the vampire's card
    #: ids are in ``DIRECTED_UNLESS_READY``
    directed_unless: bool = False
    #: "each strike or damaging effect made by the opposing minion against it in combat inflicts
    #: N less damage" (Nephandus; rules 6.4.6)
    strike_reduce: int = 0
    #: "once each combat, it can strike: dodge" (Carlton Van Wyk; rules 6.4.5)
    dodge: bool = False
    #: "during your discard phase, you can burn it to burn a vampire who has committed diablerie
    #: since your last turn" (Carlton Van Wyk)
    burn_diablerist: bool = False
    #: "can burn 1 life to give a minion you control 1 press" (rules 6.4.4); "during an action
    #: directed at you, you can burn this ally if it is not blocking to unlock a ready minion you
    #: control" (Underbridge Stray)
    press_giver: bool = False
    unlock_giver: bool = False
    #: "after this ally enters play, remove an ally or vampire in your ash heap from the game or
    #: burn this ally; it gets +1 strength for each life it has" (Shambling Hordes)
    ash_price: bool = False
    strength_is_life: bool = False
    #: "during your unlock phase, if you control fewer copies of it than ready unique Harbinger
    #: of Skulls, you can remove 7 cards in your ash heap from the game to move it from your ash
    #: heap to the ready region" (Emerald Legionnaire)
    ash_return: bool = False
    #: "gets an additional strike (limited) each round and an optional maneuver each combat"
    #: (Renegade Garou; rules 6.4.3: the round's one additional strike)
    additional: bool = False
    #: "if it has 2 or fewer life (fewer than its printed life) during your unlock phase, it
    #: gains 1 life from the blood bank" (Renegade Garou)
    unlock_life: int = 0
    #: "can lock to add 1 life to an ally you control who has fewer life than its starting life"
    #: (Vagabond Mystic)
    heal_ally: int = 0
    #: War Ghoul: "after this ally enters play, burn an ally or retainer you control"; "it can
    #: prevent 1 damage each round of combat"; "it can lock and burn itself to burn a location,
    #: except during combat"
    burn_own: bool = False
    round_prevent: int = 0
    burn_location: bool = False
    #: "can lock to prevent 1 damage inflicted in combat on a Kiasyd. Cards requiring Chimerstry
    #: [chi] can neither be played while he is acting, blocking, or in combat, nor target him"
    #: (Draeven Softfoot)
    kiasyd_guard: bool = False
    #: "if it blocks a directed action, set the range for the first round of the resulting combat
    #: to close" (Asanbonsam Ghoul; rules 6.4.2)
    close_on_block: bool = False
    #: "strikes with first strike" (Muddled Vampire Hunter; rules 6.4.5): its damaging strikes
    first_strike: bool = False
    #: "+1 hunt" (Hesha Ruhadze; rules 6.1.2): its hunts gain N more blood
    hunt: int = 0
    #: "if Eddie Gaines successfully hunts, he does not unlock as normal during his next unlock
    #: phase" (rules 6.1.2, 6.2.3)
    hunt_locks: bool = False
    #: "your prey can burn the Edge during your unlock phase to burn 1 blood from Keith": N
    edge_drain: int = 0
    #: "while Marcus is ready and a prince, Sabbat vampires you control get +1 bleed when bleeding
    #: a Methuselah who controls a ready Camarilla vampire": N (rules.sect_bleed)
    sect_bleed: int = 0
    #: "damage from Basilia's hand strikes is aggravated" (rules 6.4.5, combat.strike_tuple)
    hand_agg: bool = False
    #: "once each action, William can burn 1 blood to get +1 stealth" (1: once each action);
    #: "Veejay can burn 2 blood to get +1 stealth": the blood (0: 1)
    blood_stealth_once: bool = False
    blood_stealth_cost: int = 0
    #: ``blood_bleed`` used once each turn (0, Francisco), once each action (1, Sébastien Goulet),
    #: as often as blood allows (2, "during an action, Virginie can burn 1 blood to get +1 bleed")
    blood_bleed_rep: int = 0
    #: "while Mary Anne is ready, Inner Circle members get -2 bleed": N (rules.aura_bonus)
    ic_malus: int = 0
    #: "Suhailah gets +1 stealth on each of her actions if your prey has a ready prince or
    #: justicar": N; "while Roderick is ready, your minions get +1 stealth on equip actions": N
    prey_title_stealth: int = 0
    equip_aura: int = 0
    #: "Brujah get +1 intercept when attempting to block Nik", "younger Sabbat vampires get -1
    #: intercept against Lucita": (Who, clan index + 1, N, younger only) (rules.blocker_mod)
    blocker_mods: tuple[tuple[int, int, int, int], ...] = ()
    #: "Abraham Mellon can play cards requiring a Tremere as if he were a Tremere": the clans'
    #: indexes + 1 (rules.usable); "you and Gem Ghastly can play ...": master cards too
    as_clans: tuple[int, ...] = ()
    as_clans_master: bool = False
    #: "Baali get +1 bleed when bleeding you", "titled vampires get +1 bleed against you": (Who,
    #: clan index + 1, N) of the bleeders at its Methuselah (rules.bleed_at_controller)
    bleed_vs_me: tuple[tuple[int, int, int], ...] = ()
    #: "Lisa Noble gets -1 strength on the first round of combat": N (combat.strength_of)
    first_round_strength: int = 0
    #: "once each turn, Blanche Hill can unlock after successfully hunting", "Aline can burn 1 blood
    #: to unlock after another Anarch you control performs a successful action", Idalia's
    #: "successful equip action, she can unlock during the next discard phase": see _after_unlock
    after_unlock: tuple[int, int, int, bool, int, bool] | None = None
    #: the Imbued (rules appendix): ``own_action`` costs N conviction and adds blood to an imbued
    #: only (Travis Miller); "any incapacitated imbued may move to the ready region and gain a
    #: life by burning N conviction during any Methuselah's unlock phase" (Jennie Orne)
    own_conviction: int = 0
    imbued_rescue: int = 0
    #: other imbued texts (bits of imbued.CRYPT_BITS: Béatrice Tremblay, Inez Villagrande, Xian Quan)
    imbued_bits: int = 0
    #: a second (D) action of its own, the same shapes as ``ability`` (Gregory Winter: steal 1
    #: blood; burn a vampire in torpor to gain 2 life)
    ability2: tuple[int, int, int, int, int] | None = None
    #: "during your unlock phase, it burns N life" (Gregory Winter)
    unlock_burn: int = 0
    #: an ally that "can perform actions the turn it is recruited" and unlocks the vampire
    #: recruiting it "if this is their first successful recruit ally action this turn" (Nocturn);
    #: the Disciplines (mask) whose basic cards it "can play as a vampire", ally cards excepted
    recruit_acts: bool = False
    plays_basic: int = 0
    #: "+N bleed / stealth / intercept / strength when ..." (rules 6.1.1, 6.2.2.2, 6.4.5): tuples
    #: (When, Who filter, clan index + 1, Op, N) checked by rules.declare_bonus, block_bonus, combat
    conditional: tuple[tuple[int, int, int, int, int], ...] = ()
    #: "as the convert enters play, you can remove him from the game to make a non-titled vampire
    #: you control Anarch and either gain 1 pool or draw 1 card from your crypt" (Anarch Convert)
    convert: bool = False
    #: "retainers employed by minions opposing Stanislava in combat lose their abilities"
    #: (rules 6.4: the opposing minion's retainers hit or end combat no more)
    mute_retainers: bool = False
    #: "if Huitzilopochtli is ready during your master phase, you can burn 1 pool to get +1 master
    #: phase action", "during your discard phase, you may burn a pool to unlock Pherydima":
    #: (Phase, Op MASTER_ACTIONS or UNLOCK_MINION, N, pool paid), once a turn
    pool_use: tuple[int, int, int, int] | None = None
    #: "can enter combat with any ready non-Camarilla vampire controlled by another Methuselah"
    enter_combat_noncam: bool = False
    #: "once each action, Persia can burn 1 blood to get +1 intercept" (rules 6.2.2.2): N
    blood_intercept: int = 0
    #: "during an action, Alex can burn 1 blood to get +1 intercept": as often as it has blood
    blood_intercept_rep: bool = False
    #: "Maris can burn a blood to give a blocking minion +1 intercept": to any blocking minion of
    #: her controller (herself too), as often as she has blood
    blood_intercept_others: bool = False
    #: "during an action, Chavi can burn 1 blood to get +1 stealth" (as often; rules 6.2.2.2): N;
    #: Montano's "... to give a minion you control +1 stealth": to any acting minion of yours
    blood_stealth: int = 0
    blood_stealth_others: bool = False
    #: "once each turn, Francisco can burn 1 blood to get +1 bleed for the current action"
    #: (during his bleed, rules 6.1.1): N
    blood_bleed: int = 0
    #: "during your master phase, Uchenna may burn a blood to burn a card from your hand. Draw up
    #: to your hand size afterward" (rules 5)
    master_dump: bool = False
    #: "once each action, if Greta is ready and you are being bled by an ally or a younger
    #: vampire, Greta may burn a blood to reduce the bleed amount by one" (rules 6.1.1): N
    bleed_shield: int = 0
    #: "any vampire blocking Dónal burns 1 blood (before combat begins, if any)": N
    block_burn: int = 0
    #: "Genevieve gets one additional vote during each political action" (rules 6.3.3): N
    political_votes: int = 0
    #: "younger Tremere cannot block Aisling" (rules 6.2.2.1): clan index + 1
    unblockable_younger: int = 0
    #: "vampires with capacity 3 or less cannot block Sha-Ennu" (rules 6.2.2.1): the capacity
    unblockable_cap: int = 0
    #: "damaging strikes made by Reverend Blackwood that require Thaumaturgy [tha] inflict +1
    #: damage" (rules 6.4.5): ((Discipline bit, +damage),), as Combat.disc_damage
    disc_damage: tuple[tuple[int, int], ...] = ()
    #: "damage Baali inflict on Saulot is reduced to 0" (rules 6.4.5): clan index + 1
    immune_clan: int = 0
    #: "older vampires get +1 strength in combat with Basil" (rules 6.4.5): N
    older_strength: int = 0
    #: "Followers of Set get -1 strength in combat with Vardar" (rules 6.4.5): ((clan index + 1, N),)
    clan_strength: tuple[tuple[int, int], ...] = ()
    #: "Sarah gets -1 stealth during actions directed at a Methuselah who controls a ready bishop
    #: or archbishop" (rules 6.2.2.2): N
    bishop_stealth: int = 0
    #: "whenever a vampire controlled by your predator or prey is burned, Mina gains 3 blood": N
    neighbour_burn_blood: int = 0
    #: "while Henri is in combat, you get +1 hand size" (rules 1.6.1.2): N
    combat_hand: int = 0
    #: "he cannot use cards requiring Celerity [cel]": bits of :data:`DISCIPLINE_BITS`
    no_disc: int = 0
    #: "once each round (2: combat), Janey can burn 1 blood to make the damage from her hand
    #: strikes aggravated for the current round" (rules 6.4.5)
    agg_hand: int = 0
    #: "after a minion in combat with Matasuntha leaves the ready region, you can gain 1 pool":
    #: N; "after Angela is burned in combat, burn 2 pool": N (combat end, rules 6.4)
    leave_pool: int = 0
    burned_pool: int = 0
    #: "if The Capuchin is burned, move him to his owner's uncontrolled region and you get +3
    #: transfers at the start of your next influence phase": the transfers
    phoenix: int = 0
    #: "as Erlik enters play, you can distribute up to 5 blood from him to any of your
    #: uncontrolled Harbingers of Skulls": N
    share_blood: int = 0
    #: "during the polling step of any referendum, Arishat can burn 1 blood to force a vampire
    #: to abstain" (rules 6.3.3): the blood
    force_abstain: int = 0
    #: "during a referendum, Joseph may burn 1 blood to gain 1 vote" (rules 6.3.3): the blood
    blood_vote: int = 0
    #: "during a referendum, if Orlando is ready, your vampires' votes are doubled when results
    #: are tallied"
    double_votes: bool = False
    #: "if there are any other justicars ready, Anastasz gets 1 fewer vote from his justicar title"
    justicar_fewer: bool = False
    #: "Xeper gets +1 vote for each ready unique infernal vampire you control"
    infernal_votes: bool = False
    #: "while Otieno is ready, Onaedo gets +1 stealth during diablerie actions"
    partner_diablerie: bool = False
    #: "any vampire casting votes or ballots against a referendum called by Hartmut burns 1 blood
    #: once results are tallied" (rules 6.3.3): N
    oppose_burn: int = 0
    #: "Alonso inflicts 1 unpreventable damage on each anarch controlled by the target of the
    #: bleed after bleeding successfully" (rules 6.1.1): N
    bleed_anarch_damage: int = 0


#: "can burn 1 blood to make the damage from his hand strikes aggravated for the current round"
_AGG_HAND = (Prim(Op.PAY_BLOOD, 1), Prim(Op.STRIKE_STRENGTH, 0), Prim(Op.AGGRAVATED, 1))
#: Anarch Convert's two options: the head, then 1 pool or the top card of the crypt.
_CONVERT_HEAD = (Prim(Op.REMOVE_FROM_GAME, 1, Thing.VAMPIRE), Prim(Op.BECOME, 0, Req.ANARCH))
_CONVERT_GAIN = frozenset({Prim(Op.GAIN_POOL, 1), Prim(Op.CRYPT_TO_UNCONTROLLED, 1)})


#: The minions a vampire's "X get +1 intercept when attempting to block it" names (rules.minion_is)
_BLOCKER_WHO = frozenset({Who.CLAN, Who.CAMARILLA, Who.SABBAT, Who.ANARCH, Who.TITLED})
#: What follows "after a successful action" in a vampire's "can unlock after ...": the kind of action
_AFTER_KINDS = frozenset({When.EQUIP, When.HUNTING, When.RECRUIT_EMPLOY})


def _after_unlock(prims: tuple[Prim, ...]) -> tuple[int, int, int, bool, int, bool] | None:
    """(who: 0 itself / Who.ANARCH another Anarch you control, Discipline code the action's card
    requires, When of the kind of action (0: any), in the next discard phase, blood paid, once
    each turn) of "[once each turn,] X can [burn N blood to] unlock after [another Anarch you
    control performs] a successful [equip / hunt / Animalism] action [during the next discard
    phase]", else None."""
    k = 0
    once = bool(prims) and prims[0] == (Op.WHEN, When.ONCE_PER_TURN, 0, 0, 0)
    k += once
    if k >= len(prims) or prims[k].op is not Op.WHEN or prims[k].n != When.AFTER_ACTION \
            or prims[k].arg not in (0, Who.ANARCH) or prims[k].x:
        return None
    who, disc = prims[k].arg, prims[k].cond
    k += 1
    kind = 0
    if k < len(prims) and prims[k].op is Op.WHEN and prims[k].n in _AFTER_KINDS and prims[k][2:] == (0, 0, 0):
        kind = prims[k].n
        k += 1
    discard = k < len(prims) and prims[k] == (Op.WHEN, When.DISCARD_PHASE, 0, 0, 0)
    k += discard
    cost = 0
    if k < len(prims) and prims[k].op is Op.PAY_BLOOD and prims[k][2:] == (0, 0, 0) and 0 < prims[k].n < 9:
        cost = prims[k].n
        k += 1
    if prims[k:] != (Prim(Op.UNLOCK_MINION, 1),) or (discard and (cost or who)) \
            or (kind == When.RECRUIT_EMPLOY and not discard):  # (Enkidu: at the end of the turn, employ_unlock)
        return None
    return (int(who), disc, int(kind), discard, cost, once)


def _crypt_option(opt: Option, acc: dict[str, Any]) -> bool:
    """Fold one ability into ``acc`` when the rules apply it; False when they do not. The readers
    below try it in turn (the first that knows the ability folds it)."""
    return _crypt_plain(opt, acc) or _crypt_abilities(opt, acc) or _crypt_timed(opt, acc)


def _crypt_plain(opt: Option, acc: dict[str, Any]) -> bool:
    """:func:`_crypt_option` of statistics, votes, traits, restrictions, blood burned for a
    bonus and hand strikes."""
    prims = opt.prims
    ops = [p.op for p in prims]
    if ops and all(o in _STAT_OPS for o in ops) and all(p.x == 0 and p.arg == 0 for p in prims):
        for p in prims:
            acc[_STAT_OPS[p.op]] += p.n
        return True
    if len(prims) == 1 and prims[0] == (Op.VOTES, -1, 0, 0, 0):
        acc["justicar_fewer"] = True  # rules.votes_of: 1 fewer vote while another justicar is ready
        return True
    if prims == (Prim(Op.WHEN, When.DIABLERIE), Prim(Op.REQUIRES, 0, Req.READY), Prim(Op.STEALTH, 1)):
        acc["partner_diablerie"] = True  # rules.DIABLERIE_PARTNER: +1 stealth while the partner is ready
        return True
    if len(prims) == 1 and prims[0] == (Op.VOTES, 0, 0, 0, 1):
        acc["infernal_votes"] = True  # rules.votes_of: +1 vote per ready unique infernal vampire you control
        return True
    if len(prims) == 1 and prims[0].op is Op.TRAIT and (prims[0].arg in _READ_TRAITS or prims[0].arg in _TRAIT_REQ):
        acc["traits"] = acc["traits"] | {Trait(prims[0].arg)}
        if prims[0].arg == Trait.SLAVE:
            acc["slave_of"] = prims[0].cond  # the master clan (index + 1)
            return prims[0].cond > 0
        return prims[0].arg in _READ_TRAITS
    if ops and all(o is Op.CANNOT for o in ops) and all(p.arg in _APPLIED_RESTRICTIONS for p in prims):
        for p in prims:
            acc["cannot"] |= 1 << p.arg
        return True
    if len(prims) == 1 and prims[0][:3] == (Op.CANNOT, 0, Restriction.USE_DISCIPLINE) and prims[0].cond > 0 \
            and not prims[0].x:
        acc["no_disc"] |= 1 << (prims[0].cond - 1)  # rules.usable: no card with an option requiring it
        return True
    if len(prims) == 2 and prims[0] == (Op.PAY_BLOOD, 2, 0, 0, 0) and prims[1] == (Op.STEALTH, 1, 0, 0, 0) \
            and not acc["blood_stealth"]:
        acc["blood_stealth"], acc["blood_stealth_cost"] = 1, 2  # Veejay: 2 blood for +1 stealth, as often
        return True
    if len(prims) == 2 and prims[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) and prims[1] == (Op.PLUS_BLEED, 1, 0, 0, 0) \
            and not acc["blood_bleed"]:
        acc["blood_bleed"], acc["blood_bleed_rep"] = 1, 2  # "during an action, Virginie can burn 1 blood to get +1 bleed"
        return True
    if prims == _AGG_HAND[1:]:
        acc["hand_agg"] = True  # "damage from Basilia's hand strikes is aggravated" (combat.strike_tuple)
        return True
    if len(prims) == 2 and prims[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) and prims[1].op in (Op.INTERCEPT, Op.STEALTH) \
            and 0 < prims[1].n < 9 and prims[1].arg in (0, 1) and prims[1][3:] == (0, 0):
        # "during an action, Chavi can burn 1 blood to get +1 stealth / intercept" (rules 6.2.2.2)
        if prims[1].op is Op.STEALTH and not acc["blood_stealth"]:
            acc["blood_stealth"] = prims[1].n
            acc["blood_stealth_others"] = prims[1].arg == 1
            return True
        if prims[1].op is Op.INTERCEPT and not acc["blood_intercept"]:
            acc["blood_intercept"] = prims[1].n
            acc["blood_intercept_rep"] = True
            acc["blood_intercept_others"] = prims[1].arg == 1
            return True
    if len(prims) == 1 and prims[0] == (Op.VOTES, 0, Who.TITLED, Who.ANOTHER, 1):
        acc["titled_votes"] = True  # +1 vote per ready titled vampire of the others while untitled
        return True
    if len(prims) == 1 and prims[0] == (Op.BLOCK_ANY, 1, 0, 0, 0):
        acc["block_any"] = True
        return True
    if len(prims) == 1 and prims[0] == (Op.FIRST_STRIKE, 1, 0, 0, 0):
        acc["first_strike"] = True  # "Elimelech strikes with first strike" (rules 6.4.5, combat.py)
        return True
    if len(prims) == 1 and prims[0].op is Op.HUNT and prims[0][2:] == (0, 0, 0) and 0 < prims[0].n < 9:
        acc["hunt"] += prims[0].n  # "+1 hunt" (rules.apply: the hunt action)
        return True
    if len(prims) == 1 and prims[0].op is Op.UNBLOCKABLE and prims[0].arg in (Who.ALLY, Who.CORRUPTED) \
            and prims[0].n == 1 and not acc["unblockable_by"]:
        # "allies cannot block him"; "minions with any of your corruption counters cannot block
        # him" (Nakhthorheb; the counters are kept per minion)
        acc["unblockable_by"] = prims[0].arg
        return True
    if len(prims) == 1 and prims[0].op is Op.UNBLOCKABLE and prims[0].arg == Who.CAPACITY_AT_MOST \
            and 0 < prims[0].cond < 12 and not prims[0].x:
        acc["unblockable_cap"] = prims[0].cond  # rules_stages.block_actions: those vampires cannot block it
        return True
    if len(prims) == 1 and prims[0].op is Op.STRIKE_DAMAGE and prims[0].arg == 1 and prims[0].cond > 0 \
            and 0 < prims[0].n < 9 and not prims[0].x and not acc["disc_damage"]:
        acc["disc_damage"] = ((1 << (prims[0].cond - 1), prims[0].n),)  # combat.start, combat._disc_bonus
        return True
    if len(prims) == 1 and prims[0].op is Op.HAND_SIZE and prims[0].x == 0 and prims[0].n > 0:
        acc["hand_size"] += prims[0].n
        return True
    if len(prims) == 1 and prims[0].op is Op.COST_REDUCTION and prims[0].x == 0 and prims[0].arg in COST_THINGS \
            and (not prims[0].cond or prims[0].arg in (Thing.DISCIPLINE_CARD, Thing.COMBAT)):
        p = prims[0]
        acc["costs"] = acc["costs"] + ((p.n, p.arg, p.cond),)
        return True
    if len(prims) == 2 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and prims[1].op is Op.ENTER_COMBAT and prims[1].arg in (Who.ANY, Who.VAMPIRE, Who.NON_CAMARILLA) \
            and prims[1].n in (1, 2) and (prims[1].cond == 0 or prims[1].arg == Who.VAMPIRE) and prims[1].x == 0 \
            and not acc["enter_combat"]:
        acc["enter_combat"] = 1 + prims[0].n  # a directed action of the vampire's own (rules 6.1.6)
        acc["enter_combat_cost"] = prims[0].arg
        acc["enter_combat_vampires"] = prims[1].arg in (Who.VAMPIRE, Who.NON_CAMARILLA)
        acc["enter_combat_noncam"] = prims[1].arg == Who.NON_CAMARILLA  # "any ready non-Camarilla vampire"
        acc["enter_combat_near"] = prims[1].n == 2  # "controlled by your predator or prey"
        acc["enter_combat_cap"] = prims[1].cond  # "a vampire with capacity 6 or less"
        return True
    if prims[-3:] == _AGG_HAND and (len(prims) == 3 or len(prims) == 4 and prims[0] == (Op.WHEN, When.ONCE_PER_COMBAT, 0, 0, 0)):
        acc["agg_hand"] = 1 if len(prims) == 3 else 2  # once each round / once each combat (combat.py)
        return True
    return False


def _crypt_abilities(opt: Option, acc: dict[str, Any]) -> bool:
    """:func:`_crypt_option` of strikes, action costs, a vampire's own actions and abilities, imbued
    texts, clans it counts as, and what it does after its unlock phase."""
    prims = opt.prims
    core = [p for p in prims if p.op is not Op.PAY_BLOOD and p.op is not Op.AGGRAVATED]
    if len(core) == 1 and core[0].op in (Op.STRIKE, Op.STEAL_BLOOD) and core[0].n > 0 and core[0].arg in (0, 1) \
            and core[0].cond == 0 and not any(p.x or (p.op is Op.PAY_BLOOD and p.arg) for p in prims) \
            and (core[0].op is Op.STRIKE or not opt.has(Op.AGGRAVATED)) and acc["strike"] is None:
        acc["strike"] = opt  # the vampire's own strike (rules 6.4.3), chosen like a combat card's
        acc["strike_cost"] = opt.amount(Op.PAY_BLOOD)
        return True
    if len(prims) == 1 and prims[0].op is Op.ACTION_COST and prims[0].x == 0 and prims[0].n > 0 \
            and (prims[0].arg, prims[0].cond) in ((Thing.ANY, 0), (Thing.ANY, 1), (Thing.VAMPIRE, 0)):
        p = prims[0]
        key = "rescue_cost" if p.arg == Thing.VAMPIRE else "targeted_blood" if p.cond else "targeted_pool"
        acc[key] = max(acc[key], p.n)  # one ability, however many sentences state it
        return True
    if len(prims) == 2 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and acc["ability"] is None and not prims[1].x and (
                prims[1].op is Op.STEAL_BLOOD and prims[1].arg == 0 and prims[1].cond in (Who.ANY, Who.VAMPIRE, Who.YOUNGER)
                or prims[1][:4] == (Op.LOCK, 1, Who.ALLY_OR_YOUNGER, 0)):
        who = prims[1].cond if prims[1].op is Op.STEAL_BLOOD else prims[1].arg
        acc["ability"] = (int(prims[1].op), prims[1].n, who, 1 + prims[0].n, prims[0].arg)
        return True
    if acc["own_action"] is not None and prims[0].op is Op.ACTION_ABILITY and len(prims) == 2 \
            and acc["own_action"][1:] == (prims[1].n, 0, 1 + prims[0].n, prims[0].arg) \
            and prims[1].op is Op.ADD_UNCONTROLLED and prims[1][2:] == (0, 0, 0) and prims[0][2:] == (0, 0, 0):
        return True  # the same undirected action stated twice (Mary Anne Blaire)
    if prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 0 and prims[0].x == 0 and acc["own_action"] is None \
            and len(prims) in (2, 3) and (len(prims) == 2 or prims[1] == (Op.REMOVE_FROM_GAME, 1, Thing.CRYPT, 0, 0)) \
            and (prims[-1].op is Op.ADD_UNCONTROLLED and prims[-1].arg == 0 and prims[-1].cond == 0
                 and prims[-1].x == 0 and prims[-1].n > 0
                 or len(prims) == 2 and prims[-1].op is Op.SEARCH and prims[-1][1:] in _OWN_SEARCH
                 or len(prims) == 2 and prims[-1].op is Op.TOP_CRYPT and prims[-1].n > 1 and prims[-1][2:] == (0, 0, 0)):
        # (Maris Streck: "look at and rearrange the top 5 cards of your library", TOP_CRYPT)
        last = prims[-1]  # an undirected action of the vampire's own (rules 6.1.6)
        # a search: the kind of card (Thing) in place of the crypt card removed
        third = last.arg if last.op is Op.SEARCH else len(prims) - 2
        acc["own_action"] = (int(last.op), last.n, third, 1 + prims[0].n, prims[0].arg)
        return True
    if [p.op for p in prims] == [Op.ACTION_ABILITY, Op.CONVICTION, Op.ADD_UNCONTROLLED, Op.REQUIRES] \
            and prims[3].arg == Req.IMBUED and acc["own_action"] is None and not prims[0].arg:
        # "may move N blood from the blood bank to an imbued in your uncontrolled region as a +1
        # stealth action that costs 1 conviction" (rules 6.1.6; imbued appendix 2)
        acc["own_action"] = (int(Op.ADD_UNCONTROLLED), prims[2].n, 0, 1 + prims[0].n, 0)
        acc["own_conviction"] = prims[1].n
        return True
    if [p.op for p in prims] == [Op.WHEN, Op.CONVICTION, Op.RESCUE, Op.LIFE] and prims[0].n == When.EACH_UNLOCK_PHASE \
            and prims[2].arg == 1 and prims[3].n == 1:
        acc["imbued_rescue"] = prims[1].n  # Jennie Orne (imbued appendix 5: incapacitated)
        return True
    bit = SETUP.imbued_crypt_bit(prims)
    if bit:
        acc["imbued_bits"] |= bit  # an imbued's own text the imbued module applies
        return True
    if len(prims) == 2 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and acc["ability2"] is None and prims[1].n == 1 and prims[1][3:] == (0, 0) and (
                prims[1].op is Op.BURN_CARD and prims[1].arg in CARD_THINGS
                or prims[1].op is Op.STEAL_CARD and prims[1].arg in STEAL_THINGS):
        # "Marcus can burn a retainer as a +1 stealth (D) action", "Darvag can burn a location as
        # a (D) action", "Annazir can steal an equipment as a (D) action": a card another
        # Methuselah controls (rules 6.1.6, 11: steal; rules.ability_targets)
        ab = (int(prims[1].op), 0, CARD_WHO + prims[1].arg, 1 + prims[0].n, prims[0].arg)
        acc["ability2" if acc["ability"] is not None else "ability"] = ab
        return True
    if len(prims) == 3 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and acc["ability2"] is None and prims[1] == (Op.BURN_CARD, 1, Thing.VAMPIRE, 0, 0) \
            and prims[2].op is Op.LIFE and prims[2].n > 0 and not prims[2].x and not prims[2].arg:
        # "can burn a vampire in torpor to gain N life as a (D) action" (Nephandus, Gregory Winter)
        ab = (int(Op.BURN_CARD), prims[2].n, Who.ANY, 1 + prims[0].n, prims[0].arg)
        acc["ability2" if acc["ability"] is not None else "ability"] = ab
        return True
    if len(prims) == 1 and prims[0].op is Op.PREVENT and prims[0].arg == 1 and not prims[0].cond \
            and not prims[0].x and 0 < prims[0].n < 99:
        acc["strike_reduce"] += prims[0].n  # "each strike against it inflicts 1 less damage"
        return True
    if len(prims) == 2 and prims[0].op is Op.ACTION_ABILITY and prims[0].cond == 1 and prims[0].x == 0 \
            and prims[1].op is Op.BLEED and prims[1].arg == 0 and prims[1].cond == 0 and prims[1].x == 0 \
            and not acc["bleed_action"]:
        acc["bleed_action"] = 1 + prims[0].n  # a bleed of the vampire's own (rules 6.1.1, 6.1.6)
        acc["bleed_action_bleed"] = prims[1].n
        acc["bleed_action_cost"] = prims[0].arg
        return True
    if prims[0] == (Op.WHEN, _W_READY, 0, 0, 0) and len(prims) == 2 and prims[1].op is Op.PLUS_BLEED \
            and prims[1][2:] == (1, 0, 0) and -9 < prims[1].n < 0 and not acc["ic_malus"]:
        acc["ic_malus"] = -prims[1].n  # Mary Anne Blaire: Inner Circle members (rules.aura_bonus)
        return True
    if prims[0] == (Op.WHEN, _W_READY, Who.PREY, 0, 0) and len(prims) == 2 and prims[1].op is Op.STEALTH \
            and prims[1][2:] == (0, 0, 0) and 0 < prims[1].n < 9:
        acc["prey_title_stealth"] = prims[1].n  # Suhailah (rules.aura_bonus)
        return True
    if prims[:2] == (Prim(Op.WHEN, _W_READY), Prim(Op.WHEN, When.EQUIP)) and len(prims) == 3 \
            and prims[2].op is Op.STEALTH and prims[2][2:] == (0, 0, 0) and 0 < prims[2].n < 9:
        acc["equip_aura"] = prims[2].n  # Roderick Phillips March (rules.aura_bonus)
        return True
    if len(prims) == 2 and prims[0].op is Op.WHEN and prims[0].n == When.BLEED_AGAINST_YOU \
            and prims[0].arg in _BLOCKER_WHO and (prims[0].arg == Who.CLAN) == bool(prims[0].cond) \
            and prims[1].op is Op.PLUS_BLEED and prims[1][2:] == (0, 0, 0) and 0 < abs(prims[1].n) < 9:
        acc["bleed_vs_me"] = acc["bleed_vs_me"] + ((prims[0].arg, prims[0].cond, prims[1].n),)
        return True
    if prims and all(p.op is Op.AS_CLAN and p.cond > 0 and p.arg in (0, 1) for p in prims) and not acc["as_clans"]:
        acc["as_clans"] = tuple(p.cond for p in prims)  # rules.usable, rules_listing.master_requirement_met
        acc["as_clans_master"] = bool(prims[0].arg)
        return True
    if len(prims) == 2 and prims[0].op is Op.WHEN and prims[0].n == When.BLOCK_ATTEMPT \
            and prims[0].arg in _BLOCKER_WHO and not prims[0].x and prims[1].op is Op.INTERCEPT \
            and prims[1].arg == 1 and prims[1].cond in (0, 1) and not prims[1].x and -9 < prims[1].n < 9 \
            and (prims[0].arg == Who.CLAN) == bool(prims[0].cond):
        acc["blocker_mods"] = acc["blocker_mods"] + ((prims[0].arg, prims[0].cond, prims[1].n, prims[1].cond),)
        return True
    got = _after_unlock(prims)
    if got is not None and acc["after_unlock"] in (None, got):
        acc["after_unlock"] = got  # rules.after_unlock (one ability, however many sentences state it)
        return True
    return False


def _crypt_timed(opt: Option, acc: dict[str, Any]) -> bool:
    """:func:`_crypt_option` of abilities opening with their timing (a ``WHEN`` primitive); those
    it does not know go on to :func:`_crypt_timed_more`."""
    prims = opt.prims
    if not prims or prims[0].op is not Op.WHEN:
        return False
    w = prims[0]
    rest = prims[1:]
    if w == (Op.WHEN, When.AFTER_ACTION, 0, 0, 0) and len(rest) == 2 and rest[0] == (Op.WHEN, When.HUNTING, 0, 0, 0) \
            and rest[1] == (Op.CANNOT, 0, Restriction.UNLOCK, 0, 0):
        acc["hunt_locks"] = True  # rules_steps: s.no_unlock after a successful hunt
        return True
    if w.n == _W_READY and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.TRANSFERS and rest[0].x == 0 \
            and rest[0].n > 0:
        acc["transfers"] += rest[0].n
        return True
    if w.n == _W_READY and rest and all(p.op in (Op.MASTER_ACTIONS, Op.HAND_SIZE, Op.DISCARD_ACTIONS) and p.x == 0
                                        and p.n > 0 and not (p.op is Op.DISCARD_ACTIONS and w.arg) for p in rest):
        for p in rest:
            if p.op is Op.MASTER_ACTIONS:
                acc["master_actions"] += p.n
                acc["master_unlocked"] = acc["master_unlocked"] or w.arg == 1
            elif p.op is Op.DISCARD_ACTIONS:
                acc["discard_actions"] += p.n
            else:
                acc["hand_size"] += p.n
        return True
    if w.n == _W_ONCE_COMBAT and w.arg == 0 and len(rest) == 2 and rest[0].op is Op.DISCARD_FROM_HAND \
            and rest[0][1:3] == (1, 0) and rest[0].cond > DISCARD_DISC and rest[0].x == 0 \
            and rest[1] == (Op.PRESS, 1, 0, 0, 0) and not acc["press_discard"]:
        acc["press_discard"] = rest[0].cond - DISCARD_DISC  # combat._presses: a card requiring it discarded
        return True
    if w.n == _W_ONCE_COMBAT and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DODGE, 1, 0, 0, 0):
        acc["dodge"] = True
        return True
    if w.n in (_W_COMBAT, _W_ONCE_COMBAT) and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.PREVENT \
            and rest[0].arg == 0 and rest[0].cond == 0 and rest[0].x == 0 and rest[0].n < 99:
        acc["prevent"] += rest[0].n
        return True
    if w.n == When.FIRST_ROUND and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.STRENGTH \
            and rest[0][2:] == (0, 0, 0) and -9 < rest[0].n < 9 and rest[0].n:
        acc["first_round_strength"] += rest[0].n  # combat.strength_of, round 1 only
        return True
    if w.n in (_W_COMBAT, _W_ONCE_COMBAT, When.FIRST_ROUND) and w.arg == 0 and len(rest) == 1 \
            and rest[0].op in (Op.MANEUVER, Op.PRESS) and rest[0].n == 1 and rest[0].arg == 0 and rest[0].x == 0:
        acc["maneuver" if rest[0].op is Op.MANEUVER else "press"] = 2 if w.n == When.FIRST_ROUND else 1
        return True
    if w.n == When.DIRECTED_ACTION and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.INTERCEPT \
            and rest[0].arg == 0 and rest[0].x == 0 and rest[0].n > 0:
        acc["directed_intercept"] += rest[0].n
        return True
    if w.n == When.ONCE_PER_ACTION and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1].op is Op.INTERCEPT and 0 < rest[1].n < 9 and rest[1][2:] == (0, 0, 0) \
            and not acc["blood_intercept"]:
        acc["blood_intercept"] = rest[1].n  # offered to it as it attempts to block (rules.intercept_actions)
        return True
    if w.n == When.BLEED_AGAINST_YOU and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1].op is Op.REDUCE_BLEED and 0 < rest[1].n < 9 and rest[1][2:] == (0, 0, 0):
        acc["bleed_shield"] = rest[1].n  # rules.reaction_actions: Greta Kircher's text (the only one)
        return True
    if w.n == When.MASTER_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1] == (Op.DISCARD_DRAW, 1, 0, 0, 0):
        acc["master_dump"] = True  # rules.master_actions: a card of the hand burned and replaced
        return True
    if w.n == When.ONCE_PER_ACTION and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1].op in (Op.PLUS_BLEED, Op.STEALTH) and 0 < rest[1].n < 9 and rest[1][2:] == (0, 0, 0):
        if rest[1].op is Op.PLUS_BLEED and not acc["blood_bleed"]:
            acc["blood_bleed"], acc["blood_bleed_rep"] = rest[1].n, 1  # Sébastien Goulet: once each action
            return True
        if rest[1].op is Op.STEALTH and not acc["blood_stealth"]:
            acc["blood_stealth"], acc["blood_stealth_once"] = rest[1].n, True  # William Biltmore
            return True
    if w.n == When.ONCE_PER_TURN and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1].op is Op.PLUS_BLEED and 0 < rest[1].n < 9 and rest[1][2:] == (0, 0, 0):
        acc["blood_bleed"] = rest[1].n  # offered with the bleed's modifiers (rules.modifier_actions)
        return True
    if w.n == When.IN_COMBAT_WITH and w.arg == Who.CLAN and w.cond and len(rest) == 1 \
            and rest[0] == (Op.PREVENT, 99, 1, 0, 0):
        acc["immune_clan"] = w.cond  # the damage of an opposing vampire of the clan: none
        return True
    if w.n == When.IN_COMBAT_WITH and w.arg == Who.OLDER and w.cond == 0 and len(rest) == 1 \
            and rest[0].op is Op.STRENGTH and rest[0].arg == 1 and rest[0].cond == 0 and not rest[0].x \
            and 0 < rest[0].n < 9:
        acc["older_strength"] = rest[0].n  # to the opposing vampire, when older (combat.strength_of)
        return True
    if w.n == When.IN_COMBAT_WITH and w.arg == Who.CLAN and w.cond and len(rest) == 1 and rest[0].op is Op.STRENGTH \
            and rest[0].arg == 1 and rest[0].cond == 0 and not rest[0].x and 0 < abs(rest[0].n) < 9:
        acc["clan_strength"] = acc["clan_strength"] + ((w.cond, rest[0].n),)  # to the opposing vampire (combat.strength_of)
        return True
    if w[:4] == (Op.WHEN, When.BURNED, Who.ANOTHER, 0) and len(rest) == 1 and rest[0].op is Op.GAIN_BLOOD \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9:
        acc["neighbour_burn_blood"] = rest[0].n  # ops.burn_minion
        return True
    if w[:4] == (Op.WHEN, When.DIRECTED_ACTION, Who.BISHOP, 0) and len(rest) == 1 and rest[0].op is Op.STEALTH \
            and rest[0][2:] == (0, 0, 0) and 0 < abs(rest[0].n) < 9:
        acc["bishop_stealth"] = rest[0].n  # rules_steps.declare
        return True
    if w.n == When.EACH_COMBAT and w.arg == 0 and w.cond == 0 and len(rest) == 1 and rest[0].op is Op.HAND_SIZE \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9:
        acc["combat_hand"] = rest[0].n  # combat.start, combat.end_hand
        return True
    if w.n == When.LEAVES_READY and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.GAIN_POOL \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9:
        acc["leave_pool"] = rest[0].n  # its opponent left the ready region once combat ends
        return True
    if w.n == When.BURNED and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.TO_UNCONTROLLED, 1, 0, 0, 0) \
            and rest[1].op is Op.TRANSFERS and rest[1][2:] == (0, 0, 0) and 0 < rest[1].n < 9:
        acc["phoenix"] = rest[1].n  # ops.burn_minion
        return True
    if w.n == When.BURNED and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.BURN_POOL \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9:
        acc["burned_pool"] = rest[0].n  # "after Angela is burned in combat" (the only such text)
        return True
    if w.n == When.BLOCKED and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DAMAGE, 1, 1, 0, 0):
        acc["block_burn"] = 1  # the blocking vampire burns 1 blood once the block succeeds
        return True
    if w.n == When.POLITICAL and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.VOTES \
            and 0 < rest[0].n < 9 and rest[0][2:] == (0, 0, 0):
        acc["political_votes"] = rest[0].n  # one ability, however many sentences state it
        return True
    if w.n == When.BLOCK_ATTEMPT and w.arg == Who.YOUNGER and len(rest) == 1 and rest[0].op is Op.UNBLOCKABLE \
            and rest[0].arg == Who.CLAN and rest[0].cond and not rest[0].x:
        acc["unblockable_younger"] = rest[0].cond
        return True
    if w.n == When.IN_COMBAT_WITH and w.arg == 0 and w.cond == 0 and len(rest) == 1 \
            and rest[0] == (Op.CANNOT, 0, Restriction.HAVE_RETAINERS, 1, 0):
        acc["mute_retainers"] = True  # the opposing minion's retainers (combat.py)
        return True
    if w.n == When.ENTERS_PLAY and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.MOVE_BLOOD \
            and rest[0].arg == 1 and rest[0].cond == clan_code("Harbinger of Skulls") and not rest[0].x \
            and 0 < rest[0].n < 99:
        acc["share_blood"] = rest[0].n  # a choice as it is influenced (rules.influence_actions)
        return True
    if w.n == When.ENTERS_PLAY and w.arg == 0 and len(rest) == 3 and rest[:2] == _CONVERT_HEAD \
            and rest[2] in _CONVERT_GAIN:
        acc["convert"] = True  # both options: a choice as it is influenced (rules.influence_actions)
        return True
    if w.n == When.AFTER_MINION_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.BURN_CARD, 1, Thing.VAMPIRE, 0, 0) \
            and rest[1] == (Op.CRYPT_TO_UNCONTROLLED, 1, 0, 0, 0):
        acc["burn_after_minion"] = True
        return True
    if w.n == _W_READY and w.arg == 0 and len(rest) == 3 and rest[0].op is Op.PAY_TRANSFERS and rest[0].x == 0 \
            and rest[1] == (Op.SEARCH, 1, Thing.ALLY, 1, 0) and rest[2] == (Op.REQUIRES, 0, Req.MAGE, 0, 0):
        acc["fetch_mage"] = rest[0].n
        return True
    return _crypt_timed_more(w, rest, acc)


def _crypt_timed_more(w: Prim, rest: tuple[Prim, ...], acc: dict[str, Any]) -> bool:
    """:func:`_crypt_timed` of the rest: ``w`` the timing, ``rest`` the ability's other primitives."""
    if w.n == _W_READY and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.REFERENDUM_PASSED, 0, 0, 0) \
            and rest[1].op is Op.BURN_POOL and rest[1].arg == 0 and rest[1].cond == 0 and rest[1].x == 0:
        acc["referendum_burn"] += rest[1].n  # your prey burns N pool (rules 6.3.2: after the referendum passes)
        return True
    if w.n == When.REFERENDUM_PASSED and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.GAIN_POOL \
            and rest[0].arg == 0 and rest[0].cond == 0 and rest[0].x == 0:
        acc["referendum_pool"] += rest[0].n  # a referendum it calls passes
        return True
    if w.n == When.OTHER_UNLOCK_PHASE and w.arg == 0 and len(rest) == 3 and rest[0] == (Op.WHEN, When.WHILE_READY, 0, 0, 0) \
            and rest[1] == (Op.BURN_POOL, 1, 0, 0, 0) and rest[2] == (Op.TRANSFERS, 0, 0, 1, 0):
        acc["unlock_toll"] = True  # 1 pool or the transfers of the turn
        return True
    if w.n == _W_READY and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.BURN_POOL, 1, 0, 0, 0) \
            and rest[1] == (Op.BURN_CARD, 0, Thing.LOCATION, 0, 0):
        acc["location_tax"] = True  # your prey's locations: 1 pool each or burned
        return True
    if w.n == _W_READY and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.BLEEDING, 0, Who.CAMARILLA, 0) \
            and rest[1].op is Op.PLUS_BLEED and rest[1][2:] == (0, Who.SABBAT, 0) and 0 < rest[1].n < 9:
        acc["sect_bleed"] = rest[1].n  # Marcus Vitel's Sabbat vampires (rules.sect_bleed)
        return True
    if w.n == When.UNLOCK_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.EDGE, -1, 0, 0, 0) \
            and rest[1].op is Op.DAMAGE and rest[1].arg == 1 and rest[1][3:] == (0, 0) and 0 < rest[1].n < 9:
        acc["edge_drain"] = rest[1].n  # Keith Moody: rules.edge_drain, the prey's Edge for his blood
        return True
    if w.n == When.MASTER_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.LOCK_SELF, 1, 0, 0, 0) \
            and rest[1].op is Op.MASTER_ACTIONS and rest[1][2:] == (0, 0, 0) and rest[1].n > 0:
        acc["lock_master"] = rest[1].n
        return True
    if w.n == When.DISCARD_PHASE and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.RECUR, 0, Thing.LIBRARY, 1, 0):
        acc["recycle"] = True  # the cards discarded in your discard phase back to the library
        return True
    if w.n == When.REFERENDUM_PASSED and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.UNLOCK_MINION, 1, 0, 0, 0):
        acc["referendum_unlock"] = True  # a referendum it calls passes: it may unlock
        return True
    if w.n == When.AFTER_ACTION and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.RECRUIT_EMPLOY, 0, 0, 0) \
            and rest[1] == (Op.UNLOCK_MINION, 1, 0, 0, 0):
        acc["employ_unlock"] = True  # a successful employ action: it unlocks at the end of the turn
        return True
    if w.n == When.POLLING and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DAMAGE, 1, 1, 0, 0):
        acc["oppose_burn"] = 1  # politics.apply: the vampires of a Methuselah voting against
        return True
    if w.n == When.AFTER_BLEED and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DAMAGE, 1, 1, 0, 0):
        acc["bleed_anarch_damage"] = 1  # rules: after its successful bleed
        return True
    if w.n == When.POLLING and w.arg == 0 and len(rest) == 2 and rest[0].op is Op.PAY_BLOOD \
            and rest[0][2:] == (0, 0, 0) and 0 < rest[0].n < 9 and rest[1] == (Op.ABSTAIN, 1, 0, 0, 0):
        acc["force_abstain"] = rest[0].n  # politics.vote_cards: a vampire yet to vote casts none
        return True
    if w.n == When.POLLING and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.PAY_BLOOD, 1, 0, 0, 0) \
            and rest[1] == (Op.VOTES, 1, 0, 0, 0):
        acc["blood_vote"] = 1  # politics.vote_cards: +1 vote for each blood burned while polling
        return True
    if w.n == When.WHILE_READY and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.POLLING, 0, 0, 0) \
            and rest[1] == (Op.VOTES, 0, 0, 0, 1):
        acc["double_votes"] = True  # politics.apply: your vampires' votes are doubled
        return True
    if w.n == When.POLLING and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.COST_INCREASE \
            and rest[0].arg == Thing.POLITICAL and rest[0].cond == 0 and rest[0].x == 0 and rest[0].n > 0:
        acc["oppose_cost"] = rest[0].n  # blood to vote against a referendum it calls
        return True
    if w.n in (When.POLLING, When.BLEEDING) and w.arg == 0 and w.cond == 0 and len(rest) == 2 \
            and rest[0].op is Op.DISCARD_FROM_HAND and rest[0][1:3] == (1, 0) and rest[0].cond > DISCARD_DISC \
            and rest[0].x == 0 and rest[1].op is (Op.VOTES if w.n == When.POLLING else Op.PLUS_BLEED) \
            and rest[1][2:] == (0, 0, 0) and rest[1].n > 0:
        key = "discard_vote" if w.n == When.POLLING else "discard_bleed"
        if acc[key] is None:
            acc[key] = (rest[1].n, rest[0].cond - DISCARD_DISC)  # a card requiring the Discipline
            return True
    if w.n in (When.ONCE_PER_TURN, When.MINION_PHASE) and w.arg == 0 and len(rest) == 1 \
            and rest[0] == (Op.UNLOCK, 1, 0, 0, 0) and acc["toggle"] is None:
        # clan 0: the vampire itself (rules.toggle_actions); Nakhthorheb's "during your minion
        # phase, Nakhthorheb can unlock" offered once a turn
        acc["toggle"] = (int(Phase.MINION), 0, False)
        return True
    if w.n in (When.ONCE_PER_TURN, When.DISCARD_PHASE, When.MINION_PHASE) and w.arg == 0 and len(rest) == 1 \
            and rest[0].op is Op.UNLOCK_OTHER and rest[0].n == 1 and rest[0].cond and rest[0].x == 0 \
            and rest[0].arg in (0, 1) and acc["toggle"] is None:
        # Lord Tremere's "during your minion phase" (no limit) offered once a turn, to Tremere
        phase = Phase.DISCARD if w.n == When.DISCARD_PHASE else Phase.MINION
        acc["toggle"] = (int(phase), rest[0].cond, rest[0].arg == 1)
        return True
    if w.n == When.ONCE_PER_TURN and w.arg == 0 and len(rest) == 3 and rest[0] == (Op.WHEN, When.BLEED_AGAINST_YOU, 0, 0, 0) \
            and rest[1] == (Op.DISCARD_FROM_HAND, 1, Who.ANY, 2, 0) and rest[2] == (Op.REDIRECT_BLEED, 1, 0, 0, 0):
        acc["redirect_master"] = True  # discard a master card: redirect a bleed against you
        return True
    if w.n == When.UNLOCK_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.EDGE, -1, 0, 0, 0) \
            and acc["edge_use"] is None and rest[1].op is Op.GAIN_BLOOD and 0 < rest[1].n < 99 \
            and rest[1][2:] == (0, 0, 0):
        acc["edge_use"] = (int(Phase.UNLOCK), int(Op.GAIN_BLOOD), rest[1].n)  # "burn the Edge to give Lucinde 1 blood"
        return True
    if w.n in (When.MASTER_PHASE, When.DISCARD_PHASE) and w.arg == 0 and len(rest) == 2 and acc["pool_use"] is None \
            and rest[0].op is Op.PAY_POOL and 0 < rest[0].n < 99 and rest[0][2:] == (0, 0, 0) and (
                w.n == When.MASTER_PHASE and rest[1].op is Op.MASTER_ACTIONS and 0 < rest[1].n < 99
                and rest[1][2:] == (0, 0, 0)
                or w.n == When.DISCARD_PHASE and rest[1] == (Op.UNLOCK_MINION, 1, 0, 0, 0)):
        phase = Phase.MASTER if w.n == When.MASTER_PHASE else Phase.DISCARD
        acc["pool_use"] = (int(phase), int(rest[1].op), rest[1].n, rest[0].n)
        return True
    if w.n in (When.MASTER_PHASE, When.DISCARD_PHASE) and w.arg == 0 and len(rest) == 2 \
            and rest[0] == (Op.EDGE, -1, 0, 0, 0) and acc["edge_use"] is None and (
                rest[1].op is Op.GAIN_POOL and rest[1].n > 0 and not (rest[1].arg or rest[1].cond or rest[1].x)
                or rest[1] == (Op.UNLOCK_MINION, 1, 0, 0, 0)):
        phase = Phase.MASTER if w.n == When.MASTER_PHASE else Phase.DISCARD
        acc["edge_use"] = (int(phase), int(rest[1].op), rest[1].n)
        return True
    if w.n == When.EACH_UNLOCK_PHASE and w.arg == 0 and len(rest) == 2 and rest[0] == (Op.WHEN, When.WHILE_READY, 0, 0, 0) \
            and rest[1].op is Op.BLOOD_TO and rest[1].arg == 1 and rest[1].cond == 0 and rest[1].x == 0 \
            and rest[1].n > 0 and acc["unlock_ability"] is None:
        # "during any Methuselah's unlock phase, if Owain is ready, you may move a blood from the
        # blood bank to a vampire that Methuselah controls": offered in your own unlock phase (the
        # table's out-of-turn choices are its controller's; giving a rival blood is declined)
        acc["unlock_ability"] = (int(Op.BLOOD_TO), rest[1].n, 0, 0)
        return True
    if w.n == When.UNLOCK_PHASE and w.arg == 0 and acc["unlock_ability"] is None:
        if len(rest) == 1 and rest[0].op is Op.MOVE_BLOOD and rest[0].arg in (1, 2, 3) and rest[0].x == 0 and rest[0].n > 0:
            acc["unlock_ability"] = (int(Op.MOVE_BLOOD), rest[0].n, rest[0].arg, rest[0].cond)
            return True
        if len(rest) == 2 and rest[0] == (Op.BURN_CARD, 1, Thing.RETAINER, 0, 0) and rest[1].op is Op.GAIN_BLOOD \
                and rest[1].arg == 0 and rest[1].cond == 0 and rest[1].x == 0:
            acc["unlock_ability"] = (int(Op.GAIN_BLOOD), rest[1].n, 0, 0)
            return True
        if len(rest) == 2 and rest[0].op is Op.PAY_BLOOD and 0 < rest[0].n < 9 and rest[0][2:] == (0, 0, 0) \
                and rest[1] == (Op.LOCK, 1, Who.ALLY_OR_YOUNGER, Who.PREY, 0):
            acc["unlock_ability"] = (int(Op.LOCK), rest[0].n, 0, 0)  # Scout Youngwood: n = the blood paid
            return True
    if w.n == When.BLEEDING and w.arg == 0 and w.cond == 0 and len(rest) == 3 and rest[0] == (Op.LOCK_SELF, 1, 0, 0, 0) \
            and rest[1].op is Op.PLUS_BLEED and rest[1].arg == 0 and rest[1].cond == 1 and rest[1].x == 0 \
            and rest[2] == (Op.REQUIRES, 0, Req.INFERNAL, 0, 0):
        acc["lend_bleed"] = rest[1].n  # to another acting infernal minion
        return True
    if len(rest) == 1:
        cond = _conditional(w, rest[0])
        if cond is not None:
            acc["conditional"] = acc["conditional"] + (cond,)
            return True
    if w.n == _W_AFTER_BLEED and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.GAIN_POOL \
            and rest[0].arg == 0 and rest[0].x == 0:
        acc["bleed_pool"] += rest[0].n
        return True
    if w.n == _W_AFTER_BLEED and w.arg == 0 and len(rest) == 1 and rest[0].op is Op.MILL and 0 < rest[0].n < 9 \
            and rest[0][2:] == (0, 0, 0):
        acc["bleed_mill"] += rest[0].n  # rules.py: the target's top library cards burned after its bleed
        return True
    if w.n == When.ONCE_PER_TURN and w.arg == 0 and len(rest) == 1 and rest[0] == (Op.DRAW, 1, 1, 0, 0):
        acc["redraw"] = True  # ops.redraw_replacement: a card drawn to the library's bottom, once each turn
        return True
    return False


#: "X cannot perform directed actions unless Y is ready": X's card id -> Y's (any version of Y:
#: Brunhilde, base and advanced)
DIRECTED_UNLESS_READY = {201423: frozenset({200223, 200224})}
_DIRECTED_UNLESS = (Prim(Op.CANNOT, 0, Restriction.DIRECTED_ACTIONS, 1),)


def read_crypt(abilities: CryptEffect | None) -> tuple[CryptAbilities, tuple[Option, ...]]:
    """The abilities of a crypt card the rules apply, and its options they do not apply (the
    coverage report's "executed" column is read from the second: the same reader as GameSetup)."""
    acc: dict = {f: 0 for f in CryptAbilities._fields}
    acc["master_unlocked"] = False
    acc["enter_combat_vampires"] = False
    acc["enter_combat_near"] = False
    acc["traits"] = frozenset()
    acc["costs"] = ()
    acc["conditional"] = ()
    acc["burn_after_minion"] = False
    acc["directed_unless"] = False
    acc["strike"] = None
    acc["block_any"] = False
    acc["ability"] = None
    acc["ability2"] = None
    acc["unlock_ability"] = None
    acc["toggle"] = None
    acc["redirect_master"] = False
    acc["referendum_unlock"] = False
    acc["employ_unlock"] = False
    acc["discard_vote"] = None
    acc["double_votes"] = False
    acc["justicar_fewer"] = False
    acc["infernal_votes"] = False
    acc["partner_diablerie"] = False
    acc["discard_bleed"] = None
    acc["recycle"] = False
    acc["titled_votes"] = False
    acc["location_tax"] = False
    acc["unlock_toll"] = False
    acc["own_action"] = None
    acc["edge_use"] = None
    acc["dodge"] = False
    acc["burn_diablerist"] = False
    acc["press_giver"] = False
    acc["unlock_giver"] = False
    acc["ash_price"] = False
    acc["strength_is_life"] = False
    acc["ash_return"] = False
    acc["additional"] = False
    acc["burn_own"] = False
    acc["burn_location"] = False
    acc["kiasyd_guard"] = False
    acc["redraw"] = False
    acc["close_on_block"] = False
    acc["convert"] = False
    acc["mute_retainers"] = False
    acc["pool_use"] = None
    acc["enter_combat_noncam"] = False
    acc["after_unlock"] = None
    acc["blocker_mods"] = ()
    acc["as_clans"] = ()
    acc["bleed_vs_me"] = ()
    acc["as_clans_master"] = False
    acc["disc_damage"] = ()
    acc["clan_strength"] = ()
    acc["hunt_locks"] = False
    acc["bishop_stealth"] = 0
    acc["neighbour_burn_blood"] = 0
    for f in ("first_strike", "recruit_acts", "hand_agg", "blood_stealth_once", "blood_stealth_others",
              "blood_intercept_rep", "blood_intercept_others", "master_dump"):
        acc[f] = False  # (the other flags: bool fields start False, not the 0 of the loop above)
    left: list[Option] = []
    if abilities is not None:
        calls = abilities.card_id in SETUP.vampire_calls
        for opt in abilities.options:
            if calls and opt.has(Op.REFERENDUM):
                continue  # rules.minion_actions lists the call, politics.SPECS resolves it
            if opt.prims == _DIRECTED_UNLESS and abilities.card_id in DIRECTED_UNLESS_READY:
                acc["directed_unless"] = True  # rules.directed_ok
                continue
            if opt.prims and not _crypt_option(opt, acc):
                left.append(opt)
    return CryptAbilities(**acc), tuple(left)


#: Primitives opening a new ability within one sentence of an ally's text ("Rock Cat may enter
#: combat ... as a (D) action"; "... gets an optional press each combat"; "Red List").
_ALLY_HEADS = frozenset({Op.WHEN, Op.ACTION_ABILITY, Op.TRAIT, Op.CANNOT})
_ALLY_STATS = frozenset({Op.LIFE, Op.STRENGTH, Op.PLUS_BLEED})
_LEVEL_STATS = frozenset({Op.LIFE, Op.STRENGTH})
#: "This ally can burn 1 life to give a minion you control 1 press. During an action directed at
#: you, you can burn this ally if it is not blocking to unlock a ready minion you control."
_GIVER = (Prim(Op.PRESS, 1), Prim(Op.BURN_SELF, 1), Prim(Op.UNLOCK_OTHER, 1))
_WAR_GHOUL = (
    Prim(Op.WHEN, When.ENTERS_PLAY), Prim(Op.BURN_CARD, 1, Thing.ALLY_OR_RETAINER), Prim(Op.PREVENT, 1, 1),
)
_BURN_LOCATION = (Prim(Op.LOCK_SELF, 1), Prim(Op.BURN_SELF, 1), Prim(Op.BURN_CARD, 1, Thing.LOCATION))
#: Draeven Softfoot's option (its registry entry): lock to prevent 1 damage on a Kiasyd
_KIASYD_GUARD = (Prim(Op.LOCK_SELF, 1), Prim(Op.PREVENT, 1))
DRAEVEN_SOFTFOOT = 100579
_CLOSE_ON_BLOCK = (Prim(Op.WHEN, When.DIRECTED_ACTION), Prim(Op.WHEN, When.BLOCKING), Prim(Op.RANGE_SET, 1))
#: "During your unlock phase, ... you can remove 7 cards in your ash heap from the game to move
#: an Emerald Legionnaire from your ash heap to the ready region with 2 life."
_LEGION = (
    Prim(Op.WHEN, When.UNLOCK_PHASE), Prim(Op.REMOVE_FROM_GAME, 7, Thing.LIBRARY),
    Prim(Op.PUT_IN_PLAY, 1, Thing.ALLY, 2),
)
#: "After this ally enters play, remove an ally or vampire in your ash heap from the game or burn
#: this ally. This ally gets +1 strength for each life it has. This ally can enter combat with a
#: minion as a (D) action."
_HORDES = (
    Prim(Op.WHEN, When.ENTERS_PLAY), Prim(Op.REMOVE_FROM_GAME, 1, Thing.MINION), Prim(Op.STRENGTH, 0, 0, 0, 1),
    Prim(Op.ENTER_COMBAT, 1),
)


#: ``unlock_burn`` of a minion burned whole during its controller's unlock phase
BURNS_ALL = 255


def nocturn_shape(options: tuple[Option, ...]) -> bool:
    """"[obt] X can perform actions the turn it is recruited. Unlock this vampire if this is their
    first successful recruit ally action this turn. X can play non-ally cards requiring basic
    <Discipline> as a vampire. Burn X during your unlock phase. [OBT] As above, and this vampire
    can perform this action again this turn, with the cost increased by 1 blood" (Nocturn)."""
    if len(options) != 2 or {o.level for o in options} != {1, 2}:
        return False
    basic, sup = sorted(options, key=lambda o: o.level)
    p = basic.prims
    return len(p) == 3 and p[0] == (Op.UNLOCK_MINION, 1, 0, 0, 0) and p[1].op is Op.DISCIPLINE and p[1].arg > 0 \
        and not p[1].n and p[2] == (Op.EXPIRES, 0, 0, When.UNLOCK_PHASE, 0) \
        and sup.prims == p + (Prim(Op.PAY_BLOOD, 1, 0, 1),)


def level_stats(eff: Effect) -> tuple[tuple[int, int], ...] | None:
    """(life, strength) of each option of an ally whose options are Discipline levels that
    differ only by life and strength ("[ANI] As above, but this ally has 2 life and 1
    strength"), else None."""
    opts = eff.options
    if len(opts) < 2 or not all(o.level for o in opts):
        return None
    cores = {tuple(p for p in o.prims if p.op not in _LEVEL_STATS or p.x) for o in opts}
    if len(cores) != 1:
        return None
    out = []
    for o in opts:
        life = sum(p.n for p in o.prims if p.op is Op.LIFE and not p.x)
        st = [p.n for p in o.prims if p.op is Op.STRENGTH and not p.x]
        out.append((life or eff.life, st[0] if st else eff.strength))
    return tuple(out)
#: "During your discard phase, you can burn it to burn a vampire who has committed diablerie
#: since your last turn."
_BURN_DIABLERIST = (
    Prim(Op.WHEN, When.DISCARD_PHASE), Prim(Op.BURN_SELF, 1), Prim(Op.WHEN, When.DIABLERIE),
    Prim(Op.BURN_CARD, 1, Thing.VAMPIRE),
)


def read_ally(eff: Effect | None) -> tuple[CryptAbilities, tuple[Option, ...]]:
    """The abilities of an ally the rules apply, read like a vampire's (its own strike, presses,
    maneuvers and prevention each combat, intercept when blocking, its own (D) actions, traits:
    rules 6.1.6, 6.2.2.2, 6.4), and the options they do not apply. An ally whose options differ
    by the recruiting vampire's Discipline level is not read (nothing of it is)."""
    acc: dict = read_crypt(None)[0]._asdict()
    left: list[Option] = []
    if eff is None or eff.mode != Mode.ALLY:
        return CryptAbilities(**acc), ()
    options = eff.options
    if nocturn_shape(options):
        # recruited at the [obt] level: its abilities; the [OBT] second recruit is not offered
        acc.update(recruit_acts=True, plays_basic=1 << (options[0].prims[1].arg - 1), unlock_burn=BURNS_ALL)
        return CryptAbilities(**acc), ()
    if level_stats(eff) is not None:
        # "[ani] ... [ANI] As above, but this ally has 2 life and 1 strength": the abilities of
        # every level, its life and strength set as it is recruited
        options = (replace(options[0], level=0, need_any=0, need_sup=0,
                           prims=tuple(p for p in options[0].prims if p.op not in _LEVEL_STATS or p.x)),)
    for opt in options:
        if not opt.prims:
            continue
        if opt.level or opt.need_any or opt.need_sup:
            left.append(opt)
            continue
        if opt.prims == _WAR_GHOUL:
            acc["burn_own"] = True
            acc["round_prevent"] = 1
            continue
        if opt.prims == _CLOSE_ON_BLOCK:
            acc["close_on_block"] = True
            continue
        if opt.prims == (Prim(Op.FIRST_STRIKE, 1),):
            acc["first_strike"] = True  # "this ally strikes with first strike"
            continue
        if opt.prims == _BURN_LOCATION:
            acc["burn_location"] = True
            continue
        if opt.prims == _KIASYD_GUARD and eff.card_id == DRAEVEN_SOFTFOOT:
            acc["kiasyd_guard"] = True  # combat.kiasyd_guards; no [chi] card near him (combat._cards_for)
            continue
        if opt.prims == _GIVER:
            acc["press_giver"] = acc["unlock_giver"] = True
            continue
        if opt.prims == _HORDES and not acc["enter_combat"]:
            acc["ash_price"] = acc["strength_is_life"] = True
            acc["enter_combat"] = 1  # "can enter combat with a minion as a (D) action" (rules 6.1.6)
            continue
        if opt.prims == _BURN_DIABLERIST:
            acc["burn_diablerist"] = True
            continue
        ops = [p.op for p in opt.prims]
        if ops == [Op.STEALTH, Op.BLOOD_TO] and acc["ability"] is None and opt.prims[1].arg == 1 \
                and not opt.prims[1].cond and not any(p.x for p in opt.prims) and opt.prims[1].n > 0:
            # "can add 1 blood to a ready vampire as a +1 stealth action" (Leonardo, Procurer):
            # an undirected action of its own (rules 6.1.6)
            acc["ability"] = (int(Op.BLOOD_TO), opt.prims[1].n, Who.ANY, 1 + opt.prims[0].n, 0)
            continue
        group: list = []
        groups: list[list] = []
        for p in opt.prims:
            if p.op in _ALLY_HEADS and group and group[-1].op is not Op.WHEN:
                groups.append(group)
                group = []
            group.append(p)
        groups.append(group)
        for g in groups:
            if tuple(g) == _LEGION:
                acc["ash_return"] = True
                continue
            if tuple(g) == (Prim(Op.LOCK_SELF, 1), Prim(Op.LIFE, 1)) and not acc["heal_ally"]:
                acc["heal_ally"] = 1
                continue
            if tuple(g) == (Prim(Op.ADDITIONAL_STRIKE, 1), Prim(Op.MANEUVER, 1)) and not acc["maneuver"]:
                acc["additional"] = True
                acc["maneuver"] = 1
                continue
            if len(g) == 2 and g[0] == (Op.WHEN, When.UNLOCK_PHASE, 0, 0, 0) and g[1] == (Op.LIFE, -1, 0, 0, 0) \
                    and not acc["unlock_burn"]:
                acc["unlock_burn"] = 1
                continue
            if len(g) == 2 and g[0] == (Op.WHEN, When.UNLOCK_PHASE, 0, 0, 0) and g[1][:2] == (Op.LIFE, 1) \
                    and g[1] == (Op.LIFE, 1, 0, 0, 0) and not acc["unlock_life"]:
                acc["unlock_life"] = 1
                continue
            if len(g) == 2 and g[0].op is Op.ACTION_ABILITY and not g[0].cond and not g[0].x and not g[0].arg \
                    and g[1][:3] == (Op.UNLOCK_OTHER, 1, Who.NON_CAMARILLA) and not g[1].x and acc["ability"] is None:
                # "can unlock a ready non-Camarilla vampire with capacity 8 or more as a +1 stealth
                # action" (Mylan Horseed): undirected; n holds the capacity
                acc["ability"] = (int(Op.UNLOCK_OTHER), g[1].cond, Who.NON_CAMARILLA, 1 + g[0].n, 0)
                continue
            if all(p.op in _ALLY_STATS and not p.x for p in g) and all(
                    p.n == {Op.LIFE: eff.life, Op.STRENGTH: eff.strength}.get(p.op, eff.bleed) for p in g):
                continue  # the printed life, strength and bleed restated (Effect fields)
            if not _crypt_option(replace(opt, prims=tuple(g)), acc):
                left.append(opt)
                break
    return CryptAbilities(**acc), tuple(left)


def master_blood(opt: Option) -> int:
    """N of an equipment's "during your master phase, the vampire with this card gains N blood"
    (Palatial Estate), else 0."""
    p = opt.prims
    if len(p) == 2 and p[0] == (Op.WHEN, When.MASTER_PHASE, 0, 0, 0) and p[1].op is Op.GAIN_BLOOD \
            and not p[1].arg and not p[1].cond and not p[1].x and 0 < p[1].n < 256:
        return p[1].n
    return 0


def equip_bleed(opt: Option) -> int:
    """N of an equipment's "the minion with this equipment may bleed at +N bleed as a (D)
    action" (Camera Phone), else 0."""
    p = opt.prims
    if len(p) == 2 and p[0] == (Op.ACTION_ABILITY, 0, 0, 1, 0) and p[1].op is Op.BLEED and not p[1].arg \
            and not p[1].cond and not p[1].x and 0 < p[1].n < 256:
        return p[1].n
    return 0


def ends_combat(opt: Option) -> bool:
    """An equipment's "+N bleed. They can burn this card before range is determined to end
    combat" (Living Manse)."""
    p = opt.prims
    return len(p) == 3 and p[0].op is Op.PLUS_BLEED and p[0].n > 0 and not (p[0].arg or p[0].cond or p[0].x) \
        and p[1] == (Op.BURN_SELF, 1, 0, 0, 0) and p[2] == (Op.COMBAT_ENDS, 1, 0, 0, 0)


#: what :func:`card_weapon` returns
W_MOLOTOV, W_ZIP = 1, 2


def card_weapon(opt: Option) -> int:
    """A combat card that becomes a weapon on the minion: "Ranged strike: put this card on this
    minion; it becomes a weapon equipment that can strike: 2R aggravated damage, not usable the
    round it is put in play. Burn after use or at the end of combat" (Molotov Cocktail:
    W_MOLOTOV); "Before range is determined, put this card on this minion [...] a weapon, gun.
    It does 1R damage each strike, with an optional maneuver each combat. Bearer takes 1 damage
    during strike resolution when striking with this gun, but only once each combat" (Zip Gun:
    W_ZIP); else 0."""
    prims = opt.prims
    if prims == _MOLOTOV:
        return W_MOLOTOV
    if prims == _ZIP_GUN:
        return W_ZIP
    return 0


#: the primitives of card_weapon's two cards, built once (it is asked at every combat card read)
_MOLOTOV = (Prim(Op.STRIKE, 2, 1), Prim(Op.AGGRAVATED, 1), Prim(Op.EXPIRES, 0, 0, 39))
_ZIP_GUN = (Prim(Op.STRIKE, 1, 1), Prim(Op.MANEUVER, 1), Prim(Op.DAMAGE, 1))


def flash_strike(opt: Option) -> bool:
    """A weapon's "Strike: combat ends. Ranged: if the opposing minion is a vampire, they are
    locked and do not unlock as normal during their next unlock phase; if the bearer is a vampire
    and it is used at close range, the bearer too. Burn this weapon after use" (Flash Grenade)."""
    return opt.prims == (Prim(Op.COMBAT_ENDS, 1), Prim(Op.EXPIRES, 0, 0, 39), Prim(Op.CANNOT, 0, Restriction.UNLOCK))


def sets_long_range(opt: Option) -> bool:
    """A weapon's "Strike: 2R damage, only usable at long range. If the bearer blocks, they can
    set the range for the first round of the resulting combat to long" (strike, when blocking,
    range long), nothing else."""
    ops = [p.op for p in opt.prims]
    if sorted(ops) != sorted([Op.STRIKE, Op.WHEN, Op.RANGE_SET]):
        return False
    strike = next(p for p in opt.prims if p.op is Op.STRIKE)
    when = next(p for p in opt.prims if p.op is Op.WHEN)
    rng = next(p for p in opt.prims if p.op is Op.RANGE_SET)
    return strike.arg == 1 and not strike.x and when.n == When.BLOCKING and not when.arg and rng.n == 2


def requirement_bits(card: Card, traits: frozenset[Trait]) -> int:
    """Bits ``1 << Req`` of the requirements (rules 1.6.1.3) a crypt card meets."""
    if not card.is_crypt:
        bits = 0
        for t, r in _TRAIT_REQ.items():
            if t in traits:
                bits |= 1 << r  # an ally's traits ("Red List", read by :func:`read_ally`)
        return bits
    sect = card.sect.lower()
    title = card.title.lower()
    met = {Req.UNMERGED}  # the rules never merge vampires
    met |= {r for t, r in _TRAIT_REQ.items() if t in traits}
    for word, req in (("anarch", Req.ANARCH), ("sabbat", Req.SABBAT), ("camarilla", Req.CAMARILLA),
                      ("laibon", Req.LAIBON), ("independent", Req.INDEPENDENT)):
        if sect == word:
            met.add(req)
    if sect in ("anarch", "independent"):
        met.add(Req.ANARCH_OR_INDEPENDENT)
    if sect != "anarch":
        met.add(Req.NON_ANARCH)
    if sect != "camarilla":
        met.add(Req.NON_CAMARILLA)
    if Trait.RED_LIST not in traits:
        met.add(Req.NON_RED_LIST)
    if Trait.STERILE not in traits:
        met.add(Req.NON_STERILE)
    if not title:
        met.add(Req.NON_TITLED)
    if title in CITY_TITLES:
        met.add(Req.CITY_TITLE)
    if not any(current_clan(c) == "Caitiff" for c in card.clans):
        met.add(Req.NON_CAITIFF)
    if card.advanced:
        met.add(Req.ADVANCED)
    bits = 0
    for r in met:
        bits |= 1 << int(r)
    return bits


def title_key(card: Card) -> tuple[str, str] | None:
    """What makes a title unique (rules 4.2, 10): the city of a prince or archbishop, the clan of
    a justicar or Inner Circle member; None for titles that cannot be contested."""
    t = card.title.lower()
    if not t:
        return None
    if t in ("prince", "archbishop", "baron"):
        m = _CITY.search(card.text)
        return (t if t != "baron" else "baron", m.group(2).strip().lower()) if m else None
    if t in _UNIQUE_TITLES:
        return (t, current_clan(card.clans[0]) if card.clans else "")
    return None


#: a burnable sentence as the burnable family reads it (``GameSetup.burnable``, :func:`.burnable_text.spec`):
#: (vampires only, stealth, blood cost, pool cost, by referendum, clan that cannot, clan with other
#: stealth, its stealth change, damage, least capacity, shuffled, stolen, Req, undirected, actions)
BurnSpec = tuple[int, int, int, int, int, str, str, int, int, int, int, int, int, int, int]
#: a master card's shape (``GameSetup.master_shape``, :func:`.masters.shape`): its kind first, then
#: amounts whose types depend on the kind (ints, a clan name, a tuple of clan names)
MasterShape = tuple[Any, ...]
#: an equipment's or retainer's stealth conditions (``GameSetup.held_stealth``,
#: :func:`.rules.held_stealth`): (When, Who, clan or Req, Op, N) each
HeldStealth = tuple[tuple[int, int, int, int, int], ...]


class ImbuedColumns(Protocol):
    """``GameSetup.imbued``: the imbued's per-card tables (:class:`.imbued.ImbuedTables`, which
    the imbued family builds through ``SETUP.imbued_tables``; named here by what the engine reads)."""

    is_imbued: bytes
    cls: bytes
    need: tuple[int, ...]
    cid: tuple[int, ...]
    master: bytes
    any_determine: bool
    any_power: bool
    own_conviction: tuple[int, ...]
    rescue: tuple[int, ...]
    any_rescue: bool
    bits: tuple[int, ...]

    def moved(self, move: Callable[[Sequence], tuple]) -> ImbuedColumns: ...


class SetupReaders:
    """The card families' readers :class:`GameSetup` calls while it builds its tables.

    Each family module sets its own at import, next to its effects (``SETUP.waker_table = table``
    in :mod:`.wakers`), and ``GameSetup.__init__`` calls each where its table is built, so the
    order is the setup's own and this module names no family. Importing any engine module imports
    the engine package first, and the package imports every family: all are set before a setup is
    built (an unset reader raises AttributeError naming it).
    """

    __slots__ = (
        "borrow_table", "burn_open_hand", "burn_plain", "burn_sentence", "burn_spec", "combat_frenzy",
        "combat_opens_hands", "first_tradition", "frenzy_cancel", "imbued_crypt_bit", "imbued_tables",
        "master_burn_kinds", "master_guardian", "master_shape", "master_vote_kinds", "placed_clan", "placed_ritual",
        "placed_table", "political_cards", "prey_burn", "reflex_reactions", "rules_combat_open_hand",
        "rules_equip_dodge", "rules_executes", "rules_foe_strength", "rules_held_stealth", "rules_shuffle_stealth",
        "vampire_calls", "waker_table", "lock_counter_table",
    )

    #: ``GameSetup.waker``: the kind of each card instance by VEKN id (0: none; :mod:`.wakers`)
    waker_table: Callable[[Iterable[int]], bytes]
    #: ``GameSetup.lock_counter``: 1 for each master card in play counting its locks (:mod:`.lock_counters`)
    lock_counter_table: Callable[[Iterable[int]], bytes]
    #: ``GameSetup.borrow``: the same for cards taking control of a vampire (:mod:`.borrow`)
    borrow_table: Callable[[Iterable[int]], bytes]
    #: ``GameSetup.placed``: 1 for each instance of an action card whose effect applies from
    #: play (:mod:`.placed`); a ritual among them (an action card until its counters make it a
    #: vampire: no Embrace) and the clan of the vampire one becomes ("" none)
    placed_table: Callable[[Iterable[int]], bytes]
    placed_ritual: Callable[[int], bool]
    placed_clan: Callable[[int], str]
    #: an imbued crypt card's option read as one of the texts :mod:`.imbued` applies: its bit
    #: (``CryptAbilities.imbued_bits``), else 0
    imbued_crypt_bit: Callable[[Sequence[Prim]], int]
    #: ``GameSetup.imbued``: the conviction and power cards' tables, None without an imbued
    #: (from the cards and their abilities as :func:`read_crypt` reads them)
    imbued_tables: Callable[[tuple[Card, ...], Sequence[CryptAbilities]], ImbuedColumns | None]
    #: the burnable sentences ("minions can burn this card as a (D) action", :mod:`.burnable_text`):
    #: whether an effect has one, its spec (``GameSetup.burnable``), the effect without it, an
    #: open hand while the card is in play, and an action card put in play burning the prey's pool
    burn_sentence: Callable[[Effect], bool]
    burn_spec: Callable[[Effect, str, bool], BurnSpec | None]
    burn_plain: Callable[[Effect, str], Effect]
    burn_open_hand: Callable[[Effect], bool]
    prey_burn: Callable[[Effect, str], tuple[int, int, int] | None]

    #: master cards played by the shape of their effect (:mod:`.masters`): the shape of a card
    #: (``GameSetup.master_shape``, None for none), the shapes that read a burnable sentence
    #: themselves, those changing votes (no vampire's votes are plain then) and Guardian Angel's
    master_shape: Callable[[Effect | None, str], MasterShape | None]
    master_burn_kinds: frozenset[int]
    master_vote_kinds: frozenset[int]
    master_guardian: int
    #: politics (:mod:`.politics`): the political action cards the engine calls a referendum
    #: with (``GameSetup.political_spec``), the vampires whose own text calls one, and First
    #: Tradition: The Masquerade's VEKN id
    political_cards: Container[int]
    vampire_calls: frozenset[int]
    first_tradition: int
    #: combat cards (:mod:`.combat`): an option played before range that shows the hands (Aura
    #: Reading), one that is a frenzy on the opposing vampire (Terror Frenzy), one cancelling a
    #: frenzy card as a reflex, and the reaction cards played from the hand as such a reflex
    combat_opens_hands: Callable[[Option], bool]
    combat_frenzy: Callable[[Option], bool]
    frenzy_cancel: Callable[[Option], bool]
    reflex_reactions: frozenset[int]
    #: what the rules apply of a card (:mod:`.rules`): whether they play it as written
    #: (``executes``, for the cards a redrawing vampire puts back), and the options of retainers
    #: and equipment they read at setup (an open hand in combat, a dodge strike, stealth for the
    #: minion with it, strength for its foes, shuffled back for stealth)
    rules_executes: Callable[[Effect | None, Card], bool]
    rules_combat_open_hand: Callable[[Option], bool]
    rules_equip_dodge: Callable[[Option], bool]
    rules_held_stealth: Callable[[Option], HeldStealth | None]
    rules_foe_strength: Callable[[Option], int]
    rules_shuffle_stealth: Callable[[Option], int]

#: The one set of readers (filled by the family modules as they are imported).
SETUP = SetupReaders()


def unlock_employer(e: Effect | None) -> int:
    """"During any Methuselah's unlock phase, the employer can burn N blood to unlock" (Homunculus):
    N when every option of the retainer says it (with its life), else 0."""
    if e is None or not e.options:
        return 0
    n = 0
    for o in e.options:
        n = unlock_employer_option(o)
        if not n:
            return 0
    return n


def unlock_employer_option(o: Option) -> int:
    """:func:`unlock_employer` of one option: the blood, else 0."""
    ops = [p for p in o.prims if p.op != Op.LIFE]
    if len(ops) != 3 or ops[0] != (Op.WHEN, When.EACH_UNLOCK_PHASE, 0, 0, 0) or ops[1].op != Op.PAY_BLOOD \
            or ops[1][2:] != (0, 0, 0) or ops[2] != (Op.UNLOCK_MINION, 1, 0, 0, 0):
        return 0
    return ops[1].n
