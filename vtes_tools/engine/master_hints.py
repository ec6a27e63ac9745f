"""The AI's value hints of the master cards (the family of :mod:`.masters`), by shape kind: what a
master card is worth to the Methuselah playing it (``VALUE_HINTS``), a use of one in play in the
unlock phase (``UNLOCK_HINTS``), in the master phase (``USE_HINTS``) and in the discard phase
(``DISCARD_USE_HINTS``), an event put in play (``EVENT_HINTS``), and what the table policy adds for
a card played at a full table (``TABLE_HINTS``). Each table maps a shape kind to
``hint(view, action, shape) -> float`` (in pool); the policies read them and keep only what values
cards aimed at other Methuselahs. ``view`` is the AI's PlayerView, passed duck-typed: the cards do
not import the AI."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..models import current_clan
from .actions import Action
from .effects import Mode
from .master_shapes import Shape
from .masters import (
    AFTER_ACTION_BLOOD, ALLY_BURN_DAMAGE, ALLY_DISCOUNT, ANNOUNCE_BLEED, ANNOUNCE_STEALTH, ANNOUNCE_UNLOCK,
    ANY_VAMPIRE, ASH_BOTTOM, AWAKENING, BECOMES_ALLY, BLEED_CAP, BLEED_STEALTH, BLOCKED_BURN, BLOCK_BLOOD, BLOOD_BANK,
    BLOOD_TO, BURN_REDUCE, CHOSEN_DISC, CLAN_BANK, CLAN_BLEED, CLAN_STRENGTH, COPIES, COST_PATH, CRYPT_DIG,
    CRYPT_FETCH, DEBATE, DEPRAVITY, DISCARD_BLEED, DISCARD_UNLOCK, DISCIPLINE_ON, DISC_FOR, DRAIN, ELYSIUM,
    EQUIP_UNLOCK, EVENT_ALLY_INTERCEPT, EVENT_KINDS, EVENT_TORPOR_BURN, EXCHANGE_MASTER, EXPOSED, GRAND_BALL, GROOM,
    GUARDIAN, HAVEN, HUMANITAS, HUNTING_GROUND_FOR, HUNT_BONUS, INVESTMENT, LEOPOLD, LILITH, LOCK_BLOOD_TO,
    LOCK_DISCARD, LOCK_DRAW, LOCK_INTERCEPT, LOCK_MILL, LOCK_PRESS, LOCK_STEALTH, LOW_POOL, MAKE_ANARCH, MEKHET,
    MINION_LOSS,
    MORTALITY, MOVE_BETWEEN, MUSEUM, NO_HUNT_EVENT, NO_REPLACE, ON_BLEED_VOTES, PASS_TO_PREY, POOL_FROM_EACH,
    POOL_OR_BLOOD, REDIRECT_TAX, REMOVE_FOR_POOL, SEARCH_EVENT, SMALL_BURN, STAT_ON, STORAGE, TITLED, TITLED_CLAN,
    TORPOR_BURN, TORPOR_RESCUE, TORPOR_TAX, UNCOILING, UNLOCK_POOL, UNLOCK_WITHOUT_BURN, VP_HAND, receives,
)
from .ops import become_anarch_value


#: Cards Heidelberg Castle moves between vampires (with blood).
MOVABLE = frozenset({Mode.EQUIPMENT, Mode.RETAINER})


def _mine(view: Any, t: int) -> bool:
    """Is card ``t`` (a target, -1 for none) controlled by the Methuselah deciding?"""
    return t >= 0 and view.controller(t) == view.me


def _value_copies(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    t = a.target
    have = sum(1 for j in view.in_play if su.card_id[j] == su.card_id[a.card])
    if have + 1 < sh[1]:
        return 0.6  # one copy nearer the set
    hand = (1.0 + su.goldfish[t] + 0.5 * su.modeled[t]) if t >= 0 else 0.0
    return 1.2 * sh[2] + 0.15 * sh[4] + hand


def _value_after_action_blood(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    t = a.target
    return 1.0 + 0.05 * su.capacity[t]


def _value_guardian(view: Any, a: Action, sh: Shape) -> float:
    """A blocker against bleeds, and 1 damage less each combat."""
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    return 0.8 + 0.05 * su.capacity[t] + 0.3 * view.intercept(t) if mine else 0.0


def _value_block_blood(view: Any, a: Action, sh: Shape) -> float:
    """Rebel: blood when blocking titled vampires or politics."""
    t = a.target
    mine = _mine(view, t)
    return 0.4 + 0.2 * view.intercept(t) if mine else 0.0


def _value_announce_stealth(view: Any, a: Action, sh: Shape) -> float:
    """Creepshow Casino: stealth for my undirected actions."""
    return 1.0


def _value_announce_unlock(view: Any, a: Action, sh: Shape) -> float:
    """Warsaw Station: my vampires of its clan act again."""
    su = view.setup
    return 0.5 * sum(1 for v in view.ready + view.torpor if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1])


def _value_announce_bleed(view: Any, a: Action, sh: Shape) -> float:
    """Club Illusion: +1 bleed for my anarchs' bleeds."""
    su = view.setup
    return 0.5 * sum(1 for v in view.ready if su.is_vampire[v] and (su.req_bits[v] >> sh[3]) & 1)


def _value_grand_ball(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    t = a.target
    # Toreador Grand Ball: one vampire's actions (but bleeds) unblockable for good, another
    # locked for good: with three vampires or more, the weakest one locked for the strongest
    if any(su.card_id[j] == su.card_id[a.card] for j in view.in_play):
        return 0.0
    if sum(1 for v in view.ready if su.is_vampire[v]) < 3:
        return 0.0
    return 1.0 + 0.15 * (su.capacity[t] - su.capacity[a.actor])


def _value_move_between(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    # Heidelberg Castle: in each master phase to come, blood from a well-fed vampire to an
    # empty one, or an equipment or retainer from a vampire too empty to use it to one that
    # acts (shape_use_value): about 0.3 a turn, more with such cards to move (in play or in hand)
    if sum(1 for v in view.ready if su.is_vampire[v]) < 2:
        return 0.0
    items = sum(1 for j in view.in_play if view.attached(j) >= 0 and su.mode[j] in MOVABLE) + sum(
        1 for i in view.hand if su.mode[i] in MOVABLE)
    return 1.2 + 0.3 * min(items, 3)


def _value_lock_intercept(view: Any, a: Action, sh: Shape) -> float:
    """Club Zombie: a blood most turns, and intercept; WMRH Talk Radio: intercept for my blockers (Market
    Square: Assamites)."""
    su = view.setup
    if len(sh) > 10:  # Club Zombie: a blood most turns, and intercept
        return 1.8 if any(su.is_vampire[v] for v in view.ready) else 0.0
    return 0.8 if any(su.is_vampire[v] and (not sh[4] or (current_clan(su.clan[v]) == sh[4] and su.capacity[v] >= sh[5]))
                      and (sh[8] < 0 or (su.req_bits[v] >> sh[8]) & 1) for v in view.ready) else 0.0


def _value_crypt_fetch(view: Any, a: Action, sh: Shape) -> float:
    """Coroner's Contact: a vampire and its blood to my uncontrolled region."""
    su = view.setup
    t = a.target
    return 1.0 + 0.05 * su.capacity[t]


def _value_search_event(view: Any, a: Action, sh: Shape) -> float:
    """Fortschritt Library: an event I can play, not yet in play."""
    su = view.setup
    t = a.target
    ms = su.master_shape
    if view.played_once(su.card_id[t]):
        return 0.2
    return 1.5 if ms[t] is not None and ms[t][0] in EVENT_KINDS else 0.6


def _value_clan_bank(view: Any, a: Action, sh: Shape) -> float:
    """Acquired Ventrue Assets: blood for my vampires of the clan."""
    su = view.setup
    return 0.8 * sum(1 for v in view.ready + view.torpor if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])


def _value_debate(view: Any, a: Action, sh: Shape) -> float:
    """Brujah Debate: my Brujah fight better, one of them locked each turn."""
    su = view.setup
    mine_n = sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1])
    theirs = sum(1 for p in view.alive() if p != view.me for v in view.ready_of(p)
                 if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1])
    return 0.5 * mine_n - 0.3 * theirs - 0.4 if mine_n >= 2 else 0.0


def _value_museum(view: Any, a: Action, sh: Shape) -> float:
    """Garibaldi-Meucci Museum: for a deck of Anarchs."""
    su = view.setup
    return 0.6 if sum(1 for v in view.ready if su.is_vampire[v] and (su.req_bits[v] >> sh[2]) & 1) >= 2 else 0.0


def _value_lock_press(view: Any, a: Action, sh: Shape) -> float:
    """Mob Connections, Police Department: a press each combat."""
    su = view.setup
    return 0.5 if any(su.is_vampire[v] for v in view.ready) else 0.0


def _value_lilith(view: Any, a: Action, sh: Shape) -> float:
    """Lilith's Blessing: a master phase action refilling an empty vampire."""
    return 0.7


def _value_elysium(view: Any, a: Action, sh: Shape) -> float:
    """Elysium: The Arboretum: for a deck with a ready Camarilla vampire."""
    su = view.setup
    return 0.6 if any(su.is_vampire[v] and (su.req_bits[v] >> sh[2]) & 1 for v in view.ready) else 0.0


def _value_burn_reduce(view: Any, a: Action, sh: Shape) -> float:
    """Dummy Corporation: a bleed against me cut by 2, once."""
    return 0.8


def _value_unlock_pool(view: Any, a: Action, sh: Shape) -> float:
    """Momentum's Edge, Specialization: pool each turn."""
    return 1.5 if not sh[2] else 0.9


def _value_titled_clan(view: Any, a: Action, sh: Shape) -> float:
    """New Carthage: my titled vampires of the clan, less the others' of the other."""
    su = view.setup
    theirs = sum(1 for p in view.alive() if p != view.me for v in view.ready_of(p)
                 if su.is_vampire[v] and current_clan(su.clan[v]) == sh[4])
    fit = sum(1 for v in view.ready if su.is_vampire[v] and su.title[v] and current_clan(su.clan[v]) == sh[1])
    return 0.8 * fit + 0.2 * theirs


def _value_leopold(view: Any, a: Action, sh: Shape) -> float:
    """Society of Leopold: on another Methuselah's vampire, 1 blood a turn."""
    t = a.target
    mine = _mine(view, t)
    return 0.0 if mine else 0.8 + (0.4 if view.controller(t) == view.prey() else 0.0) + (0.5 if view.blood(t) < 2 else 0.0)


def _value_mekhet(view: Any, a: Action, sh: Shape) -> float:
    """Fear of Mekhet: on another Methuselah's justicar, 5 blood a turn."""
    t = a.target
    mine = _mine(view, t)
    return 0.0 if mine else 1.0 + 0.3 * min(5, view.blood(t)) + (0.5 if view.controller(t) == view.prey() else 0.0)


def _value_lock_draw(view: Any, a: Action, sh: Shape) -> float:
    """Fragment of the Book of Nod: two cards a turn to choose from."""
    return 0.9


def _value_lock_mill(view: Any, a: Action, sh: Shape) -> float:
    """The Slaughterhouse: the prey's library, two cards a turn."""
    return 0.6 if view.prey() != view.me else 0.0


def _value_discard_bleed(view: Any, a: Action, sh: Shape) -> float:
    """Haqim's Law: combat cards into bleed for my vampires of the clan."""
    su = view.setup
    return 0.5 * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])


def _value_bleed_cap(view: Any, a: Action, sh: Shape) -> float:
    """Protected Resources: big bleeds against me capped until I bleed."""
    return 1.0 if view.pool() < 12 else 0.4


def _value_mortality(view: Any, a: Action, sh: Shape) -> float:
    """Memories of Mortality: a vampire that cannot block nor hurt my allies."""
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    allies = sum(1 for v in view.ready if su.is_ally[v])
    return (0.4 * allies + 0.05 * su.capacity[t]) if allies and not mine else 0.0


def _value_on_bleed_votes(view: Any, a: Action, sh: Shape) -> float:
    """Legendary Vampire, Ancestor Spirit: a bleeder and voter of mine."""
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    return 0.6 + 0.5 * sh[1] + 0.2 * sh[2] + 0.05 * su.capacity[t] if mine else 0.0


def _value_investment(view: Any, a: Action, sh: Shape) -> float:
    """Short-Term Investment: pool for later master phase actions."""
    return 0.4 + 0.3 * view.invested(sh)


def _value_low_pool(view: Any, a: Action, sh: Shape) -> float:
    """Failsafe: 4 pool kept for the turn I would be ousted."""
    return 1.2


def _value_ash_bottom(view: Any, a: Action, sh: Shape) -> float:
    """Waste Management Operation: a spent card back each turn."""
    return 0.7


def _value_awakening(view: Any, a: Action, sh: Shape) -> float:
    """Antediluvian Awakening: a pool a turn from everyone, for the pool leader."""
    others = [view.pool(p) for p in view.alive() if p != view.me]
    return 0.8 if others and view.pool() >= max(others) + 4 else 0.0


def _value_bleed_stealth(view: Any, a: Action, sh: Shape) -> float:
    """The Khabar: stealth for my bleeders of the clan."""
    su = view.setup
    return 0.5 * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])


def _value_storage(view: Any, a: Action, sh: Shape) -> float:
    """Storage Annex: a card the engine cannot play kept aside, not a live one."""
    su = view.setup
    t = a.target
    return 0.5 + (0.3 if not su.modeled[t] else 0.0) + (0.2 if su.is_master[t] else 0.0)


def _value_humanitas(view: Any, a: Action, sh: Shape) -> float:
    """Humanitas: a rescuer of mine, for a table with vampires in torpor."""
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    return 0.3 + 0.05 * su.capacity[t] if mine and su.is_vampire[t] else 0.0


def _value_depravity(view: Any, a: Action, sh: Shape) -> float:
    """Depravity: a fighter of mine, who then recruits and employs nothing."""
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    hires = any(su.mode[i] == Mode.ALLY or su.mode[i] == Mode.RETAINER for i in view.hand)
    return (0.3 if hires else 0.6) + 0.05 * su.capacity[t] if mine and su.is_vampire[t] else 0.0


def _value_stat_on(view: Any, a: Action, sh: Shape) -> float:
    """The Art of Pain, Sight Beyond Sight: a fighter or blocker of mine."""
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    return 0.6 + 0.05 * su.capacity[t] if mine and su.is_vampire[t] else 0.0


def _value_blocked_burn(view: Any, a: Action, sh: Shape) -> float:
    """Aching Beauty: blocking my vampire costs pool."""
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    return (0.6 + 0.05 * su.capacity[t]) * sh[1] if mine and not any(
        su.card_id[j] == su.card_id[a.card] and view.attached(j) == t for j in view.in_play) else 0.0


def _value_ally_discount(view: Any, a: Action, sh: Shape) -> float:
    """Charisma: cheaper allies for a vampire with blood to recruit."""
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    allies = sum(1 for i in view.hand if su.mode[i] == Mode.ALLY)
    return (0.3 + 0.5 * allies + 0.05 * view.blood(t)) if mine and su.is_vampire[t] else 0.0


def _value_discard_unlock(view: Any, a: Action, sh: Shape) -> float:
    """Metro Underground: a blocker unlocked each turn."""
    su = view.setup
    return 0.8 if sum(1 for v in view.ready if su.is_vampire[v]) >= 2 else 0.3


def _value_cost_path(view: Any, a: Action, sh: Shape) -> float:
    """The Path of Night: cheaper cards for my vampires of its clan."""
    su = view.setup
    return 0.5 * sum(1 for v in view.ready + view.uncontrolled if su.is_vampire[v] and current_clan(su.clan[v]) == sh[3])


def _value_no_replace(view: Any, a: Action, sh: Shape) -> float:
    """Visit from the Capuchin: the next cards drawn at once."""
    return 0.3 * sh[1]


def _value_blood_bank(view: Any, a: Action, sh: Shape) -> float:
    """Wasserschloss Anif: spare blood of my vampires of its clan to come."""
    su = view.setup
    return 0.4 * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1]) \
        if view.crypt_left or view.uncontrolled else 0.0


def _value_torpor_rescue(view: Any, a: Action, sh: Shape) -> float:
    """Chantry: my vampires of its clan out of torpor."""
    su = view.setup
    fit = sum(1 for v in view.ready + view.torpor if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])
    return 0.6 * fit


def _value_blood_to(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    return 0.9 * min(sh[1], su.capacity[t] - view.blood(t)) if mine else 0.0


def _value_pool_from_each(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    spare = sum(1 for v in view.ready if su.is_vampire[v] and view.blood(v) >= 2)
    return (1.1 if view.pool() < 15 else 0.4) * spare


def _value_remove_for_pool(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    if not mine:
        return 0.0
    if t in view.torpor:
        return 0.9 * su.capacity[t]
    return 0.5 * su.capacity[t] - view.blood(t) - 3.0


def _value_lock_blood_to(view: Any, a: Action, sh: Shape) -> float:
    return 2.0


def _value_lock_stealth(view: Any, a: Action, sh: Shape) -> float:
    return 2.0 * sh[2]  # hand size (its stealth: valued by the table policy)


def _value_crypt_dig(view: Any, a: Action, sh: Shape) -> float:
    return 1.5 if view.crypt_left else 0.6


def _value_pass_to_prey(view: Any, a: Action, sh: Shape) -> float:
    return 1.2 if len(view.alive()) > 2 else 0.0


def _value_becomes_ally(view: Any, a: Action, sh: Shape) -> float:
    return 1.2


def _value_clan_bleed(view: Any, a: Action, sh: Shape) -> float:
    """Palla Grande: my bleeders of the clan."""
    su = view.setup
    return 0.8 * sh[2] * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[3])


def _value_minion_loss(view: Any, a: Action, sh: Shape) -> float:
    return 0.6 if len(view.alive()) > 2 else 0.0


def _value_pool_or_blood(view: Any, a: Action, sh: Shape) -> float:
    """The Eternals of Sirius."""
    su = view.setup
    t = a.target
    return 1.2 * sh[1] if a.n == 0 else 1.3 * min(sh[2], su.capacity[t] - view.blood(t))


def _value_groom(view: Any, a: Action, sh: Shape) -> float:
    """Blood to a vampire to come, keeping one on the giver."""
    return 1.1 * a.n - (1.5 if view.blood(a.actor) - a.n < 1 else 0.0)


def _value_hunting_ground_for(view: Any, a: Action, sh: Shape) -> float:
    """A hunting ground for some of my vampires."""
    su = view.setup
    fit = sum(1 for v in view.ready if su.is_vampire[v] and (sh[3] == ANY_VAMPIRE or (
        bool(su.title[v]) if sh[3] == TITLED else (su.req_bits[v] >> sh[3]) & 1)))
    return 1.5 * sh[1] * min(fit, 1 + sh[4]) if fit else 0.0


def _value_clan_strength(view: Any, a: Action, sh: Shape) -> float:
    """Gangrel Revel: my fighters of the clan."""
    su = view.setup
    return 0.4 * sh[1] * sum(1 for v in view.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])


def _value_unlock_without_burn(view: Any, a: Action, sh: Shape) -> float:
    """Anarch Revolt: 1 pool a turn from each Methuselah without an anarch."""
    others = sum(1 for q in view.alive() if q != view.me and not view.controls_ready(q, sh[2], 0))
    return 0.8 * sh[1] * others - (1.5 * sh[1] if not view.controls_ready(view.me, sh[2], 0) else 0.0)


def _value_hunt_bonus(view: Any, a: Action, sh: Shape) -> float:
    """The Hungry Coyote: my hunters of the sect."""
    su = view.setup
    return 0.5 * sh[1] * sum(1 for v in view.ready if su.is_vampire[v] and (su.req_bits[v] >> sh[2]) & 1)


def _value_drain(view: Any, a: Action, sh: Shape) -> float:
    """1 pool a turn for 1 pool or blood from each other Methuselah."""
    return min(2.0, 1.0 * (len(view.alive()) - 2)) if view.pool() > 8 else 0.0


def _value_lock_discard(view: Any, a: Action, sh: Shape) -> float:
    return 0.8  # a discard each turn


def _value_haven(view: Any, a: Action, sh: Shape) -> float:
    """Out of the others' (D) actions: the biggest vampire."""
    su = view.setup
    t = a.target
    mine = _mine(view, t)
    return 0.5 + 0.1 * su.capacity[t] if mine and len(view.alive()) > 2 else 0.0


def _value_discipline_on(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    kind = sh[0]
    t = a.target
    mine = _mine(view, t)
    if not mine:
        return 0.0
    bit = 1 << (a.n if kind == CHOSEN_DISC else sh[1])
    sup = bool(su.disc_any[t] & bit)  # the card makes it superior
    cards = 0
    for i in view.hand:
        e = su.effect[i]
        if e is not None and su.modeled[i] and not su.is_master[i]:
            if any((o.need_sup if sup else o.need_any) & bit for o in e.options):
                cards += 1
    ready = t in view.ready
    if kind == CHOSEN_DISC:  # Agent of Power: for this turn only, so for a card to play now
        return 0.5 * cards + (0.2 if ready and not view.locked(t) else -1.0) if cards else 0.0
    return (0.4 if sup else 0.7) + 0.5 * cards + (0.3 if ready else -0.3)



def _value_make_anarch(view: Any, a: Action, sh: Shape) -> float:
    """Seattle Committee put in play: worth it with a vampire to make Anarch for the deck's Anarch cards."""
    me = view.me
    return 0.6 if any(become_anarch_value(view.setup, me, v, view.hand, view.methuselahs[me].ash, view.ready, False)
                      for v in view.ready) else 0.0


VALUE_HINTS: dict[int, Callable[[Any, Action, Shape], float]] = {
    MAKE_ANARCH: _value_make_anarch,
    COPIES: _value_copies, AFTER_ACTION_BLOOD: _value_after_action_blood, GUARDIAN: _value_guardian,
    BLOCK_BLOOD: _value_block_blood, ANNOUNCE_STEALTH: _value_announce_stealth,
    ANNOUNCE_UNLOCK: _value_announce_unlock, ANNOUNCE_BLEED: _value_announce_bleed, GRAND_BALL: _value_grand_ball,
    MOVE_BETWEEN: _value_move_between, LOCK_INTERCEPT: _value_lock_intercept, CRYPT_FETCH: _value_crypt_fetch,
    SEARCH_EVENT: _value_search_event, CLAN_BANK: _value_clan_bank, DEBATE: _value_debate, MUSEUM: _value_museum,
    LOCK_PRESS: _value_lock_press, LILITH: _value_lilith, ELYSIUM: _value_elysium, BURN_REDUCE: _value_burn_reduce,
    UNLOCK_POOL: _value_unlock_pool, TITLED_CLAN: _value_titled_clan, LEOPOLD: _value_leopold, MEKHET: _value_mekhet,
    LOCK_DRAW: _value_lock_draw, LOCK_MILL: _value_lock_mill, DISCARD_BLEED: _value_discard_bleed,
    BLEED_CAP: _value_bleed_cap, MORTALITY: _value_mortality, ON_BLEED_VOTES: _value_on_bleed_votes,
    INVESTMENT: _value_investment, LOW_POOL: _value_low_pool, ASH_BOTTOM: _value_ash_bottom,
    AWAKENING: _value_awakening, BLEED_STEALTH: _value_bleed_stealth, STORAGE: _value_storage,
    HUMANITAS: _value_humanitas, DEPRAVITY: _value_depravity, STAT_ON: _value_stat_on,
    BLOCKED_BURN: _value_blocked_burn, ALLY_DISCOUNT: _value_ally_discount, DISCARD_UNLOCK: _value_discard_unlock,
    COST_PATH: _value_cost_path, NO_REPLACE: _value_no_replace, BLOOD_BANK: _value_blood_bank,
    TORPOR_RESCUE: _value_torpor_rescue, BLOOD_TO: _value_blood_to, POOL_FROM_EACH: _value_pool_from_each,
    REMOVE_FOR_POOL: _value_remove_for_pool, LOCK_BLOOD_TO: _value_lock_blood_to, LOCK_STEALTH: _value_lock_stealth,
    CRYPT_DIG: _value_crypt_dig, PASS_TO_PREY: _value_pass_to_prey, BECOMES_ALLY: _value_becomes_ally,
    CLAN_BLEED: _value_clan_bleed, MINION_LOSS: _value_minion_loss, POOL_OR_BLOOD: _value_pool_or_blood,
    GROOM: _value_groom, HUNTING_GROUND_FOR: _value_hunting_ground_for, CLAN_STRENGTH: _value_clan_strength,
    UNLOCK_WITHOUT_BURN: _value_unlock_without_burn, HUNT_BONUS: _value_hunt_bonus, DRAIN: _value_drain,
    LOCK_DISCARD: _value_lock_discard, HAVEN: _value_haven, DISCIPLINE_ON: _value_discipline_on,
    DISC_FOR: _value_discipline_on, CHOSEN_DISC: _value_discipline_on,
}


# What using a master card in play is worth in the unlock phase (UNLOCK_HINTS) and in the master
# phase (USE_HINTS), read by the policies as VALUE_HINTS.

def _unlock_hunting_ground_for(view: Any, a: Action, sh: Shape) -> float:
    """A hunting ground's blood for the emptiest vampire."""
    return 1.0 + (view.setup.capacity[a.target] - view.blood(a.target)) / 10


def _unlock_lock_intercept(view: Any, a: Action, sh: Shape) -> float:
    """Club Zombie: a blood for the emptiest vampire."""
    if a.n == 2:
        return 1.0 + (view.setup.capacity[a.target] - view.blood(a.target)) / 10
    return 0.0


def _unlock_awakening(view: Any, a: Action, sh: Shape) -> float:
    """Antediluvian Awakening: only a vampire of no use (in torpor, empty)."""
    return 0.5 if a.target in view.torpor and not view.blood(a.target) and view.pool() < 6 else 0.0


def _unlock_museum(view: Any, a: Action, sh: Shape) -> float:
    """Garibaldi-Meucci Museum: a dead card for a played Anarch card."""
    su = view.setup
    return 0.8 if not su.modeled[a.actor] and su.modeled[a.target] and view.pool() > 8 else 0.0


def _unlock_unlock_pool(view: Any, a: Action, sh: Shape) -> float:
    """Momentum's Edge: pool; Specialization: a pair of a card worth less."""
    if not sh[2]:
        return 1.0
    su = view.setup
    t = a.target
    same = sum(1 for i in view.hand if su.card_id[i] == su.card_id[t]) if su.modeled[t] else 0
    return 0.9 if not su.modeled[t] else 0.5 if same >= 3 else 0.3


def _unlock_mekhet(view: Any, a: Action, sh: Shape) -> float:
    """Fear of Mekhet moves on: to another Methuselah's vampire, the prey's first."""
    t = a.target
    p = view.controller(t)
    return 0.1 if p == view.me else 1.0 + (0.5 if p == view.prey() else 0.0) + 0.05 * view.blood(t)


def _unlock_drain(view: Any, a: Action, sh: Shape) -> float:
    """Smiling Jack: blood from a vampire with plenty rather than pool (one is owed)."""
    if a.target < 0:
        return 0.5
    b = view.blood(a.target)
    return 0.6 + 0.05 * b if b >= 3 else 0.4 if b == 2 else 0.1


def _unlock_becomes_ally(view: Any, a: Action, sh: Shape) -> float:
    """Jake Washington: blood for an empty vampire of mine."""
    t = a.target
    if view.controller(t) != view.me:
        return 0.0
    return 0.9 * min(sh[2], view.setup.capacity[t]) - 1.0


def _unlock_pass_to_prey(view: Any, a: Action, sh: Shape) -> float:
    """Anarch Troublemaker: an equipment burned, or the prey's blockers locked for this turn (the
    card then goes to the prey)."""
    if a.n == 1:
        return 1.0
    locked = [v for v in (a.actor, a.target) if v >= 0]
    return sum(0.6 + 0.3 * view.intercept(v) for v in locked) - 0.2


UNLOCK_HINTS: dict[int, Callable[[Any, Action, Shape], float]] = {
    HUNTING_GROUND_FOR: _unlock_hunting_ground_for, LOCK_INTERCEPT: _unlock_lock_intercept,
    AWAKENING: _unlock_awakening, MUSEUM: _unlock_museum, UNLOCK_POOL: _unlock_unlock_pool, MEKHET: _unlock_mekhet,
    DRAIN: _unlock_drain, BECOMES_ALLY: _unlock_becomes_ally, PASS_TO_PREY: _unlock_pass_to_prey,
}


def _use_blood_to(view: Any, a: Action, sh: Shape) -> float:
    """The Coven, Acquired Ventrue Assets: blood for a vampire."""
    return 0.9 * min(sh[1], view.setup.capacity[a.target] - view.blood(a.target))


def _use_draw(view: Any, a: Action, sh: Shape) -> float:
    """The Slaughterhouse, Fragment of the Book of Nod: two cards a turn."""
    return 0.5


def _use_make_anarch(view: Any, a: Action, sh: Shape) -> float:
    """Seattle Committee: a vampire made Anarch for the cards requiring an Anarch (as the action's
    hint, rules 10.5, with no blood paid)."""
    me = view.me
    got = become_anarch_value(view.setup, me, a.target, view.hand, view.methuselahs[me].ash, view.ready, False)
    return 0.0 if got is None else max(0.0, got)


def _use_blood_bank(view: Any, a: Action, sh: Shape) -> float:
    """Wasserschloss Anif: blood a well-fed vampire can spare."""
    return 0.5 if view.blood(a.actor) >= 4 and (view.crypt_left or view.uncontrolled) else 0.0


def _use_announce_unlock(view: Any, a: Action, sh: Shape) -> float:
    """Warsaw Station burned: my vampire of its clan out of torpor."""
    return 0.2 * view.setup.capacity[a.target] - 0.5 if view.controller(a.target) == view.me else 0.0


def _use_torpor_rescue(view: Any, a: Action, sh: Shape) -> float:
    """Chantry: my vampire out of torpor, paid by a well-fed one."""
    t = a.target
    if view.controller(t) != view.me:
        return 0.0
    pay = 0.4 if a.actor < 0 else (0.2 if view.blood(a.actor) >= 3 else 0.6)
    return 1.5 + 0.2 * view.setup.capacity[t] - pay


def _use_storage(view: Any, a: Action, sh: Shape) -> float:
    """Storage Annex: a live card back for a dead one in hand."""
    su = view.setup
    k = view.stored(a.card)
    return 0.5 if k >= 0 and su.modeled[k] and not su.modeled[a.target] else 0.0


def _use_investment(view: Any, a: Action, sh: Shape) -> float:
    """Short-Term Investment: a pool from the card."""
    return 0.9


def _use_lilith(view: Any, a: Action, sh: Shape) -> float:
    """Lilith's Blessing: an empty vampire refilled, a Discipline with it."""
    return 1.2 + 0.1 * view.setup.capacity[a.target] + (0.3 if a.actor >= 0 else 0.0)


def _use_low_pool(view: Any, a: Action, sh: Shape) -> float:
    """Failsafe: 4 pool when nearly ousted."""
    return 4.0


def _use_minion_loss(view: Any, a: Action, sh: Shape) -> float:
    """Two dead master cards discarded to burn Tension in the Ranks."""
    su = view.setup
    return 0.6 if not su.modeled[a.actor] and not su.modeled[a.target] else 0.0


def _use_exchange_master(view: Any, a: Action, sh: Shape) -> float:
    """Anthelios: a dead master card for a played one."""
    su = view.setup
    return 0.7 if not su.modeled[a.actor] and su.modeled[a.target] else 0.0


def _use_lock_discard(view: Any, a: Action, sh: Shape) -> float:
    """The Barrens: a discard, an unmodeled card, else one the goldfish never plays, else a third of a kind."""
    su = view.setup
    t = a.target
    if not su.modeled[t]:
        return 0.9
    if not su.goldfish[t] and len(view.alive()) <= 2:
        return 0.6
    same = sum(1 for i in view.hand if su.mode[i] == su.mode[t])
    return 0.4 if same >= 3 else 0.0


USE_HINTS: dict[int, Callable[[Any, Action, Shape], float]] = {
    LOCK_BLOOD_TO: _use_blood_to, CLAN_BANK: _use_blood_to, LOCK_MILL: _use_draw, LOCK_DRAW: _use_draw,
    BLOOD_BANK: _use_blood_bank, ANNOUNCE_UNLOCK: _use_announce_unlock, TORPOR_RESCUE: _use_torpor_rescue,
    STORAGE: _use_storage, INVESTMENT: _use_investment, LILITH: _use_lilith, LOW_POOL: _use_low_pool,
    MINION_LOSS: _use_minion_loss, EXCHANGE_MASTER: _use_exchange_master, LOCK_DISCARD: _use_lock_discard,
    MAKE_ANARCH: _use_make_anarch,
}


# What an event is worth to put in play, and a discard phase use of a card in play (EVENT_HINTS,
# DISCARD_USE_HINTS: the table policy's discard phase reads them as VALUE_HINTS).

def _others(view: Any) -> list[int]:
    """The other Methuselahs still in the game."""
    return [p for p in view.alive() if p != view.me]


def _discard_value_uncoiling(view: Any, a: Action, sh: Shape) -> float:
    """The Uncoiling: burned cheaply when events I played are in play."""
    su = view.setup
    mine: float = sum(1 for j in view.in_play if su.mode[j] == Mode.EVENT)
    x = sum(1 for p in view.alive() for j in view.in_play_of(p) if su.mode[j] == Mode.EVENT and j != a.card)
    return 0.8 * mine - 0.5 * x if view.pool() > x + 5 else 0.0


def _discard_value_discard_unlock(view: Any, a: Action, sh: Shape) -> float:
    """Metro Underground: a locked vampire unlocked to block in the others' turns."""
    su = view.setup
    return (0.5 + 0.1 * su.capacity[a.target] + 0.3 * max(0, view.intercept(a.target))) \
        if view.pool() > 5 and view.blood(a.target) > 0 else 0.0


def _discard_value_ash_bottom(view: Any, a: Action, sh: Shape) -> float:
    """Waste Management Operation: a card I can play back into the library."""
    su = view.setup
    t = a.target
    return 0.35 + 0.2 * su.modeled[t] + 0.2 * su.goldfish[t]


def _discard_value_small_burn(view: Any, a: Action, sh: Shape) -> float:
    """Scourge of the Enochians: another's small vampire."""
    owner = view.controller(a.target)
    return (1.0 + 0.3 * view.blood(a.target)) * (1.3 if owner == view.prey() else 1.0) if owner != view.me else 0.0


DISCARD_USE_HINTS: dict[int, Callable[[Any, Action, Shape], float]] = {
    UNCOILING: _discard_value_uncoiling, DISCARD_UNLOCK: _discard_value_discard_unlock,
    ASH_BOTTOM: _discard_value_ash_bottom, SMALL_BURN: _discard_value_small_burn,
}


def _event_value_torpor_burn(view: Any, a: Action, sh: Shape) -> float:
    """Dragonbound: while the others have more vampires in torpor."""
    theirs = sum(len(view.torpor_of(p)) for p in _others(view))
    return 0.7 * theirs - 1.5 * len(view.torpor) - 0.2  # never replaced: a card less


def _event_value_uncoiling(view: Any, a: Action, sh: Shape) -> float:
    """The Uncoiling: the others' events in play burn, one a turn."""
    su = view.setup
    theirs = sum(1 for p in _others(view) for j in view.in_play_of(p) if su.mode[j] == Mode.EVENT)
    mine = sum(1 for j in view.in_play if su.mode[j] == Mode.EVENT)
    return 0.6 * theirs - 0.6 * mine - 0.2


def _event_value_redirect_tax(view: Any, a: Action, sh: Shape) -> float:
    """Narrow Minds: my bleeds redirected at a price."""
    su = view.setup
    return 0.3 * sum(1 for w in view.ready if su.is_vampire[w]) - 0.2


def _event_value_exchange_master(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    return 0.2 + 0.1 * sum(1 for i in view.hand if su.is_master[i])


def _event_value_small_burn(view: Any, a: Action, sh: Shape) -> float:
    su = view.setup
    return 0.5 * sum(1 for p in _others(view) for w in view.ready_of(p) + view.torpor_of(p)
                     if su.is_vampire[w] and su.capacity[w] <= sh[1])


def _event_value_vp_hand(view: Any, a: Action, sh: Shape) -> float:
    """The Bitter and Sweet Story: cards for my victory points."""
    mine = view.vp()
    return 0.5 * sh[1] * mine - 0.2 * sh[1] * sum(view.vp(p) for p in _others(view))


def _event_value_equip_unlock(view: Any, a: Action, sh: Shape) -> float:
    """NRA PAC: my equipment in hand, my minions unlock after."""
    su = view.setup
    return 0.3 * sum(1 for i in view.hand if su.mode[i] == Mode.EQUIPMENT) - 0.1


def _event_value_torpor_tax(view: Any, a: Action, sh: Shape) -> float:
    """Torpid Blood: the others' vampires in torpor stay longer."""
    return 0.5 * sum(len(view.torpor_of(p)) for p in _others(view)) - 0.8 * len(view.torpor) - 0.2


def _event_value_no_hunt(view: Any, a: Action, sh: Shape) -> float:
    """Restricted Vitae: worth it while my vampires are full."""
    su = view.setup
    mine = sum(1 for w in view.ready if su.is_vampire[w] and view.blood(w) < 2)
    theirs = sum(1 for p in _others(view) for w in view.ready_of(p) if su.is_vampire[w])
    return 0.3 * theirs - 0.6 * mine - 0.2


def _event_value_ally_burn_damage(view: Any, a: Action, sh: Shape) -> float:
    """FBI Special Affairs Division: the others' vampires pay for burning my allies in combat, mine
    for burning theirs (allies in hand will block too)."""
    su = view.setup
    mine = sum(1 for i in view.ready if su.is_ally[i]) + 0.5 * sum(1 for i in view.hand if su.is_ally[i])
    theirs = sum(1 for p in _others(view) for i in view.ready_of(p) if su.is_ally[i])
    return 0.6 * mine - 0.6 * theirs - 0.2


def _event_value_ally_intercept(view: Any, a: Action, sh: Shape) -> float:
    """The Unmasking: for a Methuselah with allies."""
    su = view.setup
    mine = sum(1 for i in view.ready if su.is_ally[i])
    theirs = sum(1 for p in _others(view) for i in view.ready_of(p) if su.is_ally[i])
    return mine - 0.3 * theirs


EVENT_HINTS: dict[int, Callable[[Any, Action, Shape], float]] = {
    EVENT_TORPOR_BURN: _event_value_torpor_burn, UNCOILING: _event_value_uncoiling,
    REDIRECT_TAX: _event_value_redirect_tax, EXCHANGE_MASTER: _event_value_exchange_master,
    SMALL_BURN: _event_value_small_burn, VP_HAND: _event_value_vp_hand, EQUIP_UNLOCK: _event_value_equip_unlock,
    TORPOR_TAX: _event_value_torpor_tax, NO_HUNT_EVENT: _event_value_no_hunt,
    ALLY_BURN_DAMAGE: _event_value_ally_burn_damage, EVENT_ALLY_INTERCEPT: _event_value_ally_intercept,
}


# What the table policy adds for a master card played at a full table, beyond VALUE_HINTS: read
# after its own terms (a lock or a block denied to the prey), in TablePolicy._master_table.

def _table_value_lock_stealth(view: Any, a: Action, sh: Shape) -> float:
    """Backways, Anarch Railroad, Monastery of Shadows: a location locking for stealth, worth the vampires
    of mine it fits, and its hand size."""
    su = view.setup
    fits = sum(1 for v in view.ready if su.is_vampire[v] and receives(su, sh, v))
    return (0.8 + 0.3 * min(fits, 3) if fits else 0.0) + 2.0 * sh[2]


def _table_value_exposed(view: Any, a: Action, sh: Shape) -> float:
    """Haven Uncovered on another's vampire my vampires can fight."""
    su = view.setup
    owner = view.controller(a.target) if a.target >= 0 else -1
    if owner >= 0 and owner != view.me and any(su.is_vampire[w] for w in view.ready):
        return 1.0 if owner == view.prey() else 0.5
    return 0.0


def _table_value_torpor_burn(view: Any, a: Action, sh: Shape) -> float:
    """Fame: pool burned when another's vampire goes to torpor: the prey's, the weakest first."""
    owner = view.controller(a.target) if a.target >= 0 else -1
    if owner >= 0 and owner != view.me:
        return (1.5 if owner == view.prey() else 0.6) + 0.3 * max(0, 3 - view.blood(a.target))
    return 0.0


TABLE_HINTS: dict[int, Callable[[Any, Action, Shape], float]] = {
    LOCK_STEALTH: _table_value_lock_stealth, EXPOSED: _table_value_exposed, TORPOR_BURN: _table_value_torpor_burn,
}
