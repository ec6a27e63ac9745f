"""What a side of a combat may play at each step (rules 6.4): maneuvers and the cards played
before range, strikes (the hand strike, strike cards, weapons, the minion's own strikes) and
their strike tuples, prevention, additional strikes, presses, the cards played instead of
torpor or when the opposing minion fell, reflexes cancelling a card as it is played. Nothing
here changes the state; :mod:`.combat_resolve` resolves what was chosen.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import imbued, masters
from .actions import Action
from .combat_cards import (
    AGG_STRENGTH, ANIMAL, BURN, B_BEAST_AGG, B_BEAST_STRENGTH, B_COST, B_CROWS, B_DAMAGE, B_EMPLOY, B_EQUIP, B_HAND,
    B_HIGH, B_NO_STRIKES, B_OPEN, B_PACK, B_PURSUIT, B_RANGE, B_REDUCE, B_ROUND_DAMAGE, B_TERROR, B_WEATHER,
    CONCEALED, DAMAGE, DODGE, ENDS, GRANTED_ENDS, HIGH_GROUND, INSTEAD_DIABLERIE, MANEUVER_BIT, OWN_AGG, OWN_DODGE,
    O_BURN_CARD, O_CONTINUE, O_FIRST_STRIKE, O_TORPOR, PRESS_DISCARD, R_ADDITIONAL, R_AGGRAVATED,
    R_AMMO, R_BEFORE, R_CANCEL, R_END_ROUND, R_EXTRA, R_FALLEN, R_GRAPPLE, R_GRAPPLE_REFLEX, R_INSTEAD, R_MANEUVER,
    R_PRESS, R_PREVENT, R_REFLEX, R_STRENGTH, R_STRIKE, STEAL, STEAL_WEAPON, STRIKE_CANCEL_DISC, TORPOR,
    UNDODGEABLE, before_range, card_roles, end_of_round, frenzy_cancel, instead_of_torpor, is_grapple,
    is_hand_strike, is_weapon, named_unplayable, press_to_continue, press_to_end, pulled_fangs, regular_damage,
    role_masks, round_gain, special_of, strike_cancel,
)
from .effects import DISCIPLINE_BITS, Op, Option
from .hot import (
    K_COMBAT_CARD, K_MANEUVER, K_PRESS, K_PREVENT, K_STRIKE, K_USE, M_COMBAT, M_EQUIPMENT, M_RETAINER, O_AGGRAVATED,
    O_COMBAT_ENDS, O_DODGE, O_MANEUVER, O_PREVENT, O_STEAL_BLOOD, O_STRENGTH, O_STRIKE, O_STRIKE_STRENGTH,
    O_UNLOCK_MINION,
)
from .ops import (
    HOOKS, NO_WEAPONS, RETAINER_MANEUVER, attached_amount, blood_cost, can_afford, combat_strength,
    controls_same, discard_for_actions_cards, distinct, foe_strength_of, max_amount, played_blood, pool_cost,
    usable, weapons_of,
)
from .state import CLOSE, LONG, SETUP, W_MOLOTOV, BeforeRange, Combat, GameState


_FLIGHT = 1 << DISCIPLINE_BITS["fli"]  # Flight [FLIGHT], a Discipline bit of the minion
_CHI = 1 << DISCIPLINE_BITS["chi"]  # Chimerstry [chi], a Discipline bit of a card's option
_GRANTED_ENDS_STRIKE = (ENDS, 0, 1, 0, -1, -1)
_STRIKE_BIT = 1 << R_STRIKE  # (combat._role_masks)
_MANEUVER_BEFORE = MANEUVER_BIT | 1 << R_BEFORE
_GRAPPLE_AGG_STRENGTH = AGG_STRENGTH | 1 << R_GRAPPLE


def frenzy_cancels(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d``'s reflex cards cancelling the frenzy card the other side plays on its
    vampire (``c.cancel``)."""
    v = c.m[d]
    if not s.setup.is_vampire[v]:
        return []
    su = s.setup
    if c.cancel is not None and is_grapple(su, c.cancel):
        return [Action(K_COMBAT_CARD, actor=v, card=i, n=k) for i, k in cards_for(s, c, d, R_GRAPPLE_REFLEX)]
    out = [Action(K_COMBAT_CARD, actor=v, card=i, n=k) for i, k in cards_for(s, c, d, R_REFLEX)]
    m = s.players[c.p[d]]
    seen = set()
    reflex_reactions = SETUP.reflex_reactions  # the reaction cards with a reflex (their homes set them)
    for i in m.hand:
        cid = su.card_id[i]
        if cid in reflex_reactions and cid not in seen:
            seen.add(cid)
            e = su.effect[i]
            assert e is not None
            k = next((k for k, o in enumerate(e.options) if frenzy_cancel(o) and usable(su, v, e, o)), -1)
            if k >= 0 and affordable(s, c, d, m, v, i, k):
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out


def strike_cancels(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d``'s cards cancelling the strike card the other side plays (``c.cancel``); one
    each round."""
    a = c.cancel
    if a is not None and a.kind == K_COMBAT_CARD:
        return frenzy_cancels(s, c, d)
    if a is None or c.before_used[d] & 4:
        return []
    su = s.setup
    v, o = c.m[d], c.m[1 - d]
    out = []
    for i, k in cards_for(s, c, d, R_CANCEL):
        opt = su.effect[i].options[k]  # type: ignore[union-attr]
        how = strike_cancel(opt)
        if how == 2 and not (su.is_ally[o] or (su.is_vampire[o] and su.capacity[o] < su.capacity[v])):
            continue  # "only usable in combat with an ally or younger vampire"
        if how == 3:
            disc = next(p.cond for p in opt.prims if p.op == Op.CANCEL) - STRIKE_CANCEL_DISC
            e = su.effect[a.card]
            played = e.options[a.n] if e is not None and 0 <= a.n < len(e.options) else None
            if played is None or not (played.need_any | played.need_sup) >> (disc - 1) & 1:
                continue  # "a combat card requiring Auspex [aus]"
        out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out


def _guns(s: GameState, c: Combat, d: int) -> list[int]:
    """Guns on side ``d``'s minion it can strike with now."""
    su = s.setup
    if su.cannot[c.m[d]] & NO_WEAPONS or c.terror[d]:
        return []
    return [j for j in weapons_of(s, c.m[d]) if su.gun[j] and (c.range == LONG or not su.sniper[j])]


def fallens(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d``'s cards for when its minion is ready and the opposing one is not."""
    if c.m[d] not in s.players[c.p[d]].ready or c.m[1 - d] in s.players[c.p[1 - d]].ready:
        return []
    out = [Action(K_COMBAT_CARD, actor=c.m[d], card=i, n=k) for i, k in cards_for(s, c, d, R_FALLEN)]
    if c.lost[1 - d] > 0:
        out += round_gains(s, c, d)  # the round ends as the opposing vampire leaves the ready region
    return out


_ROUND_GAIN = BeforeRange.ROUND_GAIN


def round_gains(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d``'s cards gaining the blood the opposing vampire lost to damage this round, played
    at the end of the round by a vampire still ready, one each round (Taste of Vitae,
    :func:`.combat_cards.round_gain`); none when the opposing vampire lost no blood."""
    su = s.setup
    if c.before_used[d] & _ROUND_GAIN or c.lost[1 - d] <= 0 or not su.is_vampire[c.m[d]] \
            or not su.is_vampire[c.m[1 - d]]:
        return []
    return [Action(K_COMBAT_CARD, actor=c.m[d], card=i, n=k) for i, k in cards_for(s, c, d, R_END_ROUND)
            if round_gain(su.effect[i].options[k])]  # type: ignore[union-attr]


def _hand(s: GameState, c: Combat, d: int) -> list[int]:
    """Combat cards in the hand of side ``d``'s controller, one per card id."""
    su = s.setup
    cc = su.combat_card
    m = s.players[c.p[d]]
    return distinct(su, [i for i in m.hand if cc[i]])


def _cannot_play(s: GameState, v: int) -> tuple[int, ...]:
    """VEKN ids of the cards minion ``v`` cannot play, by the cards on it."""
    su = s.setup
    cp = su.cannot_play
    return tuple(cp[j] for j in s.on_minions.of(s, v) if cp[j])


def cards_for(s: GameState, c: Combat, d: int, role: int) -> list[tuple[int, int]]:
    """(card, option) of side ``d``'s hand that can play ``role`` and are affordable."""
    rm = role_masks(s.setup)
    bit = 1 << role
    for i in s.players[c.p[d]].hand:
        if rm[i] & bit:
            return _cards_for_each(s, c, d, (role,))[0]
    return []  # most calls: no card in hand that any minion could play for this role


def _cards_for_each(s: GameState, c: Combat, d: int, roles: tuple[int, ...]) -> list[list[tuple[int, int]]]:
    """:func:`cards_for` of each of ``roles``, the hand read once."""
    v = c.m[d]
    m = s.players[c.p[d]]
    su = s.setup
    outs: list[list[tuple[int, int]]] = [[] for _ in roles]
    rm = role_masks(su)
    bits = 0
    for role in roles:
        bits |= 1 << role
    hand = [i for i in m.hand if rm[i] & bits]
    if not hand:
        return outs  # most calls: no card in hand that any minion could play for these roles
    # the cards on the minion naming cards it cannot play are looked at only for a card in hand
    # some card of the game names (named_unplayable): None until then
    named = named_unplayable(su) if su.any_cannot_play else ()
    banned: tuple[int, ...] | None = None
    cid_of = su.card_id
    memo_get = su.memo.get
    seen: set[int] = set()
    for i in hand:  # one per card id (_hand)
        cid = cid_of[i]
        if cid in seen:
            continue
        seen.add(cid)
        if named and cid in named:
            if banned is None:
                banned = _cannot_play(s, v)
            if cid in banned:
                continue  # "they cannot play cards named Torn Signpost" (Preternatural Strength)
        if su.any_kiasyd_guard and (su.kiasyd_guard[c.m[0]] or su.kiasyd_guard[c.m[1]]) \
                and any(o.need_any & _CHI for o in su.effect[i].options):  # type: ignore[union-attr]
            continue  # Draeven Softfoot: "cards requiring Chimerstry [chi] can neither be played
            # while he is acting, blocking, or in combat, nor target him"
        # card_roles, memoized
        got: tuple[tuple[int, int], ...] | None = memo_get((v, cid, 2000))  # type: ignore[assignment]
        if got is None:
            got = card_roles(su, v, i)
        for n, role in enumerate(roles):
            for r, k in got:
                if r == role and affordable(s, c, d, m, v, i, k):
                    outs[n].append((i, k))
                    break
    return outs


def affordable(s: GameState, c: Combat, d: int, m, v: int, i: int, k: int) -> bool:
    """Side ``d``'s minion can pay combat card ``i`` with option ``k``, and the blood combat
    cards cost it more this combat (Terror Frenzy [ANI])."""
    if not c.cost_up[d] and c.cost_down[d] <= 0:
        return can_afford(s, m, v, i, k)
    e = s.setup.effect[i]
    if e is None:
        return False
    cost = blood_cost(s.setup, v, i) + played_blood(e.options[k])
    cost = max(0, cost - max(0, c.cost_down[d])) + c.cost_up[d]
    return cost <= s.blood[v] and e.pool_cost <= m.pool


def auto_prevent_of(s: GameState, v: int) -> int:
    """Prevention from cards on the minion and its own ability ("prevents 1 damage each
    combat"), once each combat (Kevlar Vest, Guardian Angel)."""
    su = s.setup
    if not s.on_minions.of(s, v):
        return su.crypt_prevent[v]  # most minions: no card on them
    n = su.crypt_prevent[v] + attached_amount(s, v, O_PREVENT)
    if masters.GUARDIAN in su.master_kinds:
        n += masters.guardian_prevent(s, v)  # Guardian Angel (its intercept is not static: not_static)
    return n


def strength_of(s: GameState, c: Combat | None, d: int, v: int) -> int:
    """Strength: 1 for a vampire (rules 6.4.5), the ally's printed strength, plus the cards on
    the minion and those played this round."""
    su = s.setup
    total = su.base_strength[v]
    if s.level_strength:
        total += s.level_strength.get(v, 0)  # an ally recruited at a Discipline level
    if su.any_strength_is_life and su.strength_is_life[v]:
        total += s.blood[v]  # "+1 strength for each life it has"
    if masters.STRENGTH_KINDS & su.master_kinds:
        total += masters.strength_bonus(s, v)  # Gangrel Revel: "Gangrel you control get +1 strength"; Brujah Debate
    eff = su.effect
    oo = s.on_option
    fs = su.foe_strength if su.any_foe_strength else None
    for j in s.on_minions.of(s, v):  # the cards on v
        e = eff[j]
        if fs is not None and fs[j]:
            continue  # An Anarch Manifesto: strength for the opposing titled vampire (below)
        if e is not None and e.options and e.mode != M_RETAINER and not (
                su.master_shape[j] is not None and su.master_shape[j][0] == masters.MORTALITY):  # type: ignore[index]
            total += max_amount(e.options[oo[j]], O_STRENGTH)  # the option played (Heart of the City)
            if e.mode == M_COMBAT:
                total += end_of_round(e.options[oo[j]])  # "the attached vampire gets -1 strength"
    if c is not None:
        total += c.strength[d] + c.combat_strength[d]
        if su.conditional[v]:
            total += combat_strength(s, v, c.m[1 - d])
        o = c.m[1 - d]
        if su.older_strength[o] and su.is_vampire[v] and su.capacity[v] > su.capacity[o]:
            total += su.older_strength[o]  # Basil: "older vampires get +1 strength in combat with Basil"
        if su.clan_strength[o] and su.is_vampire[v]:
            for clan, n in su.clan_strength[o]:  # Vardar: "Followers of Set get -1 strength in combat with Vardar"
                if su.clan_index[v] == clan:
                    total = max(0, total + n)
        if fs is not None:
            total += foe_strength_of(s, v, o)  # "titled non-Anarch vampires get +1 strength"
        if su.first_round_strength[v] and c.round == 1:
            total = max(0, total + su.first_round_strength[v])  # Lisa Noble: "-1 strength on the first round"
    return total


def maneuvers(s: GameState, c: Combat, d: int) -> list[Action]:
    """Maneuvers, and before any of this round (range not yet determined) the cards "only
    usable before range is determined" (Increased Strength)."""
    v = c.m[d]
    if c.terror[d]:
        return _terror_maneuvers(s, c, d)
    su = s.setup
    own = su.crypt_maneuver[v]
    out = [Action(K_MANEUVER, actor=v, card=v)] if own and not c.own_maneuver[d] and (own == 1 or c.round == 1) else []
    if c.free_maneuver[d]:
        out.append(Action(K_MANEUVER, actor=v, card=v, n=1))  # granted by the card it blocked with
    rm = role_masks(su)
    held = 0  # the roles some minion could play a card of this hand for, the hand read once
    for i in s.players[c.p[d]].hand:
        held |= rm[i]
    befores = None
    if c.last == -1:
        if held & _MANEUVER_BEFORE:
            cards, befores = _cards_for_each(s, c, d, (R_MANEUVER, R_BEFORE))
            if cards:
                out += _card_maneuvers(s, c, d, cards)
    elif held & MANEUVER_BIT:
        cards = _cards_for_each(s, c, d, (R_MANEUVER,))[0]  # (cards_for)
        if cards:
            out += _card_maneuvers(s, c, d, cards)
    if not s.on_minions.of(s, v):  # most minions: no weapon nor retainer on them
        if masters.COMBAT_END_KINDS & su.master_kinds:
            masters.combat_end_uses(s, c, d, out)  # (as below)
        if befores:
            out += _befores(s, c, d, befores)
        return out
    weapons = weapons_of(s, v) if s.setup.any_ends_combat or (
        not c.gun_maneuver[d] and not s.setup.cannot[v] & NO_WEAPONS) else None
    if s.setup.any_ends_combat:
        for j in weapons:  # type: ignore[union-attr]
            if s.setup.ends_combat[j]:
                out.append(Action(K_USE, actor=v, card=j))  # Living Manse: burned to end combat
                break
    if masters.COMBAT_END_KINDS & s.setup.master_kinds:
        masters.combat_end_uses(s, c, d, out)  # Garibaldi-Meucci Museum, Elysium: The Arboretum: locked to end combat
    if not c.gun_maneuver[d] and not s.setup.cannot[v] & NO_WEAPONS:
        for j in weapons:  # type: ignore[union-attr]
            e = s.setup.effect[j]
            if e is not None and e.options and e.options[0].has(O_MANEUVER):
                out.append(Action(K_MANEUVER, actor=c.m[d], card=j))
                break
    if not c.held_maneuver[d]:
        for j in retainers(s, v):
            e = s.setup.effect[j]
            if e is not None and e.options and e.options[0].prims == RETAINER_MANEUVER:
                out.append(Action(K_MANEUVER, actor=v, card=j))  # Jackie Therman
                break
    if befores:
        out += _befores(s, c, d, befores)
    return out


def _terror_maneuvers(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d`` cannot maneuver to close range nor use equipment this combat (Terror Frenzy
    [ani]): its maneuvers from cards and its own only to go to long range."""
    v = c.m[d]
    out = []
    if c.range == CLOSE:
        own = s.setup.crypt_maneuver[v]
        if own and not c.own_maneuver[d] and (own == 1 or c.round == 1):
            out.append(Action(K_MANEUVER, actor=v, card=v))
        if c.free_maneuver[d]:
            out.append(Action(K_MANEUVER, actor=v, card=v, n=1))
        out += _card_maneuvers(s, c, d)
    if c.last == -1:
        out += _befores(s, c, d)
    return out


def _card_maneuvers(s: GameState, c: Combat, d: int, cards: list[tuple[int, int]] | None = None) -> list[Action]:
    """Maneuvers from combat cards in side ``d``'s hand; High Ground only to go to long range,
    one each round. ``cards``: ``cards_for(s, c, d, R_MANEUVER)``, when read."""
    v = c.m[d]
    eff = s.setup.effect
    return [Action(K_MANEUVER, actor=v, card=i, n=k) for i, k in (cards_for(s, c, d, R_MANEUVER) if cards is None else cards)
            if eff[i].options[k].prims != HIGH_GROUND or (  # type: ignore[union-attr]
                c.range == CLOSE and not c.before_used[d] & 8)]


def _befores(s: GameState, c: Combat, d: int, cards: list[tuple[int, int]] | None = None) -> list[Action]:
    """The cards "only usable before range is determined" side ``d`` can play now.
    ``cards``: ``cards_for(s, c, d, R_BEFORE)``, when read."""
    su = s.setup
    v = c.m[d]
    o = c.m[1 - d]
    out: list[Action] = []
    for i, k in cards_for(s, c, d, R_BEFORE) if cards is None else cards:
        b = before_range(su.effect[i].options[k])  # type: ignore[union-attr]
        if b == B_RANGE:
            # rules 6.4.2: no maneuvers this round, the range this vampire chooses
            out += [Action(K_COMBAT_CARD, actor=v, card=i, target=CLOSE, n=k),
                    Action(K_COMBAT_CARD, actor=v, card=i, target=LONG, n=k)]
        elif b == B_EQUIP:
            out += [Action(K_COMBAT_CARD, actor=v, card=i, target=j, n=k) for j in _hand_weapons(s, c, d, i)]
        elif b == B_COST:
            if su.is_vampire[o] and not c.cost_up[1 - d]:  # "only one at superior each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_TERROR:
            if c.round == 1 and not c.terror[1 - d]:  # "only usable during the first round"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_WEATHER:
            if c.round == 1 and c.weather is None:  # "only one Weather Control each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_CROWS:
            if not c.crows[1 - d]:  # "a vampire can play only one Carrion Crows each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_ROUND_DAMAGE or b == B_NO_STRIKES:
            if c.round == 1 and not (c.round_damage[1 - d] if b == B_ROUND_DAMAGE else c.no_strike_cards[1 - d]):
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_HIGH:
            if su.disc_any[v] & _FLIGHT and not su.disc_any[o] & _FLIGHT and not c.before_used[d] & 8:
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, target=LONG, n=k))
        elif b == B_REDUCE:
            if not c.cost_down[d]:  # "a vampire can play only one Inner Essence each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_PURSUIT:
            if not c.pursuit[d]:  # (a second one would do nothing)
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_BEAST_STRENGTH or b == B_BEAST_AGG:
            if not c.beast[d] & (1 << b - B_BEAST_STRENGTH):  # "only one Invoking the Beast each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_HAND:
            if not c.hand_up[d]:  # "only one Aura Reading at superior each combat"
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_OPEN:
            if not c.open_hand[1 - d]:  # (a second one would do nothing)
                out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
        elif b == B_EMPLOY:
            if not c.before_used[d] & 2:  # "a vampire can play only one Pack Alpha each round"
                out += [Action(K_COMBAT_CARD, actor=v, card=i, target=j, n=k) for j in _hand_animals(s, c, d, i)]
        elif b == B_PACK:
            if not c.before_used[d] & 2 and not any(
                    s.attached[j] == v and su.card_id[j] == su.card_id[i] for j in s.players[c.p[d]].in_play):
                # "burn an animal retainer employed by this vampire": one of them (a minion can
                # have only one Pack Alpha)
                out += [Action(K_COMBAT_CARD, actor=v, card=i, target=j, n=k) for j in retainers(s, v)
                        if su.creature[j] == ANIMAL]
        elif b != B_DAMAGE or not c.before_used[d] & 1:
            out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out


def _hand_animals(s: GameState, c: Combat, d: int, card: int) -> list[int]:
    """Animal retainer cards in side ``d``'s hand its minion could employ now, requirements and
    cost as normal, after paying ``card``'s own cost (rules 6.1.4)."""
    su = s.setup
    v = c.m[d]
    m = s.players[c.p[d]]
    paid = blood_cost(su, v, card)
    out: list[int] = []
    seen: set[int] = set()
    for j in m.hand:
        if su.mode[j] != M_RETAINER or su.creature[j] != ANIMAL or su.card_id[j] in seen:
            continue
        seen.add(su.card_id[j])
        e = su.effect[j]
        if e is None or not HOOKS.rules_action_options(su, v, j) or blood_cost(su, v, j) + paid > s.blood[v] \
                or pool_cost(su, v, j) > m.pool or (e.unique and controls_same(s, m, j)):
            continue
        out.append(j)
    return out


def _hand_weapons(s: GameState, c: Combat, d: int, card: int) -> list[int]:
    """Weapon cards (equipment that strikes) in side ``d``'s hand its minion could equip now,
    requirements and cost as normal, after paying ``card``'s own cost (rules 6.1.3)."""
    su = s.setup
    v = c.m[d]
    m = s.players[c.p[d]]
    limited = any(p.op == Op.PUT_IN_PLAY and p.cond == CONCEALED for o in su.effect[card].options for p in o.prims)  # type: ignore[union-attr]
    # Disguised Weapon equips "this vampire", Concealed Weapon "this minion"
    if su.cannot[v] & NO_WEAPONS or not (su.is_vampire[v] or limited) or c.terror[d]:
        return []
    paid = blood_cost(su, v, card)
    out: list[int] = []
    seen: set[int] = set()
    for j in m.hand:
        if su.mode[j] != M_EQUIPMENT or su.card_id[j] in seen:
            continue
        e = su.effect[j]
        if e is None or not e.options or not (e.options[0].has(O_STRIKE) or e.options[0].has(O_STRIKE_STRENGTH)):
            continue
        seen.add(su.card_id[j])
        if not HOOKS.rules_action_options(su, v, j) or blood_cost(su, v, j) + paid > s.blood[v] \
                or e.pool_cost > m.pool \
                or (e.unique and controls_same(s, m, j)):
            continue
        if limited and (e.unique or e.pool_cost >= 3 or regular_damage(su, v, e.options[0]) >= 4
                        or e.options[0].has(O_AGGRAVATED)):
            continue
        out.append(j)
    return out


def _disc_bonus(c: Combat, d: int, opt: Option) -> int:
    """+damage of side ``d``'s damaging strike with ``opt`` from Increased Strength."""
    return sum(n for bit, n in c.disc_damage[d] if opt.need_any & bit)


_O_STEAL_CARD, _O_CANNOT = Op.STEAL_CARD, Op.CANNOT  # (strike_tuple reads them for each primitive)


def strike_tuple(s: GameState, c: Combat, d: int, opt: Option | None, card: int, target: int = -1) -> tuple:
    """The strike side ``d`` makes with option ``opt`` of ``card`` (None: a hand strike)."""
    v = c.m[d]
    if opt is None:
        # aggravated: this round (a card, blood burned), or always (Basilia's text; rules 6.4.5)
        return (DAMAGE, strength_of(s, c, d, v), 0, c.agg_hand[d] or s.setup.hand_agg[v], card, target)
    agg = 1 if opt.has(O_AGGRAVATED) else 0
    for p in opt.prims:
        if p.op == O_COMBAT_ENDS and not (opt.has(O_STRIKE_STRENGTH) or opt.has(O_STRIKE)):
            # (with a damaging strike: combat ends after it resolves, FIRST) the fourth field, aggravated for damage, says "and unlock this vampire" (1) and
            # "the blocked action continues" (2) here
            flags = (1 if opt.has(O_UNLOCK_MINION) else 0) | (2 if opt.has(O_CONTINUE) else 0)
            return (ENDS, 0, 1, flags, card, target)
        if p.op == O_DODGE:
            return (DODGE, 0, 1, 0, card, target)
        if p.op == O_STEAL_BLOOD:
            return (STEAL, p.n, 1 if p.arg == 1 else 0, 0, card, target)
        if p.op == O_STRIKE:
            n = p.n + _disc_bonus(c, d, opt) if c.disc_damage[d] else p.n
            return (DAMAGE, n, 1 if p.arg == 1 else 0, agg, card, target)
        if p.op == O_STRIKE_STRENGTH:
            n = strength_of(s, c, d, v) + p.n + (_disc_bonus(c, d, opt) if c.disc_damage[d] else 0)
            return (DAMAGE, n, 1 if p.arg == 1 else 0, agg, card, target)
        if p.op == O_TORPOR:
            return (TORPOR, 0, 0, 1 if opt.has(_O_CANNOT) else 0, card, target)
        if p.op == O_BURN_CARD:
            return (BURN, 0, p.cond, 1 if opt.has(O_FIRST_STRIKE) else 0, card, target)
        if p.op == _O_STEAL_CARD:
            return (BURN, STEAL_WEAPON, 0, 1 if opt.has(O_FIRST_STRIKE) else 0, card, target)
    return (DAMAGE, strength_of(s, c, d, v), 0, agg, card, target)


def su_first(s: GameState, c: Combat, d: int) -> int:
    """Side ``d``'s minion strikes with first strike and nothing else is done beside its strike (truthy)."""
    return s.setup.any_first_striker and s.setup.first_striker[c.m[d]] and c.after[d] is None


def strike_effective(c: Combat, st: tuple) -> bool:
    """Close-range strikes do nothing at long range (rules 6.4.3)."""
    return st[2] == 1 or c.range == CLOSE or st[0] in (DODGE, ENDS)


def _hand_strike_cards(s: GameState, c: Combat, d: int) -> list[Action]:
    """Side ``d``'s strike cards that are hand strikes (:func:`is_hand_strike`), usable when
    only hand strikes are (Immortal Grapple: "strikes that are not hand strikes cannot be used")."""
    su = s.setup
    if c.no_strike_cards[d]:
        return []
    v = c.m[d]
    m = s.players[c.p[d]]
    rm = role_masks(su)
    out = []
    for i in distinct(su, [i for i in m.hand if rm[i] & _STRIKE_BIT]):
        for r, k in card_roles(su, v, i):
            if r == R_STRIKE and is_hand_strike(su, i, k) and affordable(s, c, d, m, v, i, k):
                out.append(Action(K_STRIKE, actor=v, card=i, n=k))
                break
    return out


def _hand_struck(s: GameState, c: Combat) -> bool:
    """The acting side chose a hand strike this round (a plain one or a hand strike card)."""
    st = c.strike[0]
    if st is None or st[0] != DAMAGE or st[2]:
        return False
    j = st[4]
    return j < 0 or (s.setup.is_combat[j] and any(is_hand_strike(s.setup, j, k) for k in range(
        len(s.setup.effect[j].options))))


#: ``_new(Action, (kind, actor, card, target, n))``: an Action without the keyword constructor's
#: Python frame (as in rules), for the strikes listed at every strike step
_new = tuple.__new__

def strike_choices(s: GameState, c: Combat, d: int) -> list[Action]:
    """Strikes side ``d`` may choose: the hand strike, combat cards, weapons; ranged strikes at
    long range may target a retainer of the opposing minion (rules 6.4.7)."""
    v = c.m[d]
    su = s.setup
    if c.fixed >= 0 and d == 1 and c.round == 1 and c.pair == 0:
        return [_new(Action, (K_STRIKE, v, c.fixed, -1, 0))]  # its initial strike, with the weapon
    out = [_new(Action, (K_STRIKE, v, -1, -1, 0))]
    if c.hand_only or (c.extra_hand[d] and c.pair):
        # (an additional strike "only usable to make a hand strike": Devil-Channel: Back); a
        # strike card that is a hand strike (Roundhouse: "hand strike at +2 damage")
        return out + _hand_strike_cards(s, c, d)
    m = s.players[c.p[d]]
    rm = role_masks(su)
    held = 0  # the roles some minion could play a card of this hand for, the hand read once
    for i in m.hand:
        held |= rm[i]
    aggravating: Sequence[tuple[int, int]] = ()
    strengths: Sequence[tuple[int, int]] = ()
    if c.pair == 0 and c.range == CLOSE and (d == 0 or _hand_struck(s, c)):
        if held & _GRAPPLE_AGG_STRENGTH:
            grapples, aggravating, strengths = _cards_for_each(s, c, d, (R_GRAPPLE, R_AGGRAVATED, R_STRENGTH))
            # before strikes are chosen (the acting minion chooses first, rules 6.4.1, 6.4.3): a
            # grapple; the opposing minion's after the acting one chose a hand strike, which the
            # grapple leaves as it is
            out += [_new(Action, (K_COMBAT_CARD, v, i, -1, k)) for i, k in grapples]
    elif held & AGG_STRENGTH:
        aggravating, strengths = _cards_for_each(s, c, d, (R_AGGRAVATED, R_STRENGTH))
    if su.crypt_strike[v] is not None and s.blood[v] >= su.crypt_strike_cost[v]:
        out.append(_new(Action, (K_STRIKE, v, v, -1, 0)))  # the vampire's own strike ("can strike: 2R")
    if su.crypt_dodge[v] and not c.own_dodge[d]:
        out.append(_new(Action, (K_STRIKE, v, v, -1, OWN_DODGE)))  # "once each combat, strike: dodge"
    if d == 0 and c.free_ends and c.round == 1:
        out.append(_new(Action, (K_STRIKE, v, v, -1, GRANTED_ENDS)))  # Shroud of Absence
    pend = s.pending
    once = pend.modifiers if pend is not None else ()
    for i in distinct(su, [i for i in m.hand if rm[i] & _STRIKE_BIT]) \
            if held & _STRIKE_BIT and not c.no_strike_cards[d] else ():
        for r, k in card_roles(su, v, i):
            if r != R_STRIKE or not affordable(s, c, d, m, v, i, k):
                continue
            if once and su.card_id[i] in once and su.effect[i].options[k].has(O_CONTINUE):  # type: ignore[union-attr]
                break  # the action already continued with this card ("only one ... each action")
            sp = special_of(su, i, k)
            if sp is not None and sp[0] == UNDODGEABLE and sp[1] and su.disc_any[c.m[1 - d]] & _FLIGHT:
                continue  # "not usable against a minion with flight"
            if sp is not None and (sp[0] == TORPOR or sp[0] == BURN):
                # a strike at a card of the opposing minion, or at the minion by its kind: the
                # first option with something to strike at
                ts = _struck(s, c, d, sp)
                if not ts:
                    continue
                out += [_new(Action, (K_STRIKE, v, i, t, k)) for t in ts]
            else:
                out.append(_new(Action, (K_STRIKE, v, i, -1, k)))
            break
    if su.imbued is not None:
        imbued.combat_strikes(s, c, d, out)  # Strike with Conviction: a hand or weapon strike at +1
    for i, k in aggravating:
        if not c.agg_hand[d]:
            out.append(_new(Action, (K_COMBAT_CARD, v, i, -1, k)))
    ah = su.crypt_agg_hand[v]
    if ah and not c.agg_hand[d] and s.blood[v] >= 1 and not (ah == 2 and c.own_agg[d]):
        out.append(_new(Action, (K_COMBAT_CARD, v, v, -1, OWN_AGG)))  # Janey, Lambach: 1 blood
    for i, k in strengths:
        out.append(_new(Action, (K_COMBAT_CARD, v, i, -1, k)))
    weapons = weapons_of(s, v) if not su.cannot[v] & NO_WEAPONS and not c.terror[d] else ()
    if c.ammo[d] is None and weapons:
        guns = [j for j in weapons if su.gun[j] and (c.range == LONG or not su.sniper[j])]  # _guns
        if guns:
            # "no more than one ammo card can be used on a gun each combat": on its first gun
            out += [_new(Action, (K_COMBAT_CARD, v, i, guns[0], k)) for i, k in cards_for(s, c, d, R_AMMO)]
    for j in weapons:
        e = su.effect[j]
        if e is not None and e.options and (e.options[0].has(O_STRIKE) or e.options[0].has(O_STRIKE_STRENGTH)) \
                and (c.range == LONG or not su.sniper[j]):
            out.append(_new(Action, (K_STRIKE, v, j, -1, 0)))  # a sniper weapon only at long range
        elif su.flash[j]:
            out.append(_new(Action, (K_STRIKE, v, j, -1, 0)))  # Flash Grenade: combat ends
        elif su.equip_dodge[j] and not c.equip_dodged[d]:
            out.append(_new(Action, (K_STRIKE, v, j, -1, 0)))  # Treasured Samadji: once each combat
    if c.placed and any(r == c.round for _, r in c.placed):
        # "not usable the round it is put in play" (Molotov Cocktail)
        now = {j for j, r in c.placed if r == c.round}
        out = [a for a in out if not (a.kind == K_STRIKE and a.card in now)]
    if d == 1 and c.no_ends1 and c.round == 1:
        # Hunter's Mark [CEL THA]: "the opposing minion cannot strike: combat ends during the first round"
        out = [a for a in out if a.kind != K_STRIKE or a.card < 0 or action_strike(s, c, d, a)[0] != ENDS]
    if su.any_no_ends and not su.mute_retainers[v] and any(su.no_ends[r] for r in retainers(s, c.m[1 - d])):
        # Dog Pack: "minions in combat with the employer cannot strike: combat ends"
        out = [a for a in out if a.kind != K_STRIKE or a.card < 0 or action_strike(s, c, d, a)[0] != ENDS]
    if c.range == LONG:
        rets = retainers(s, c.m[1 - d])
        if rets:
            for a in list(out):
                if a.kind == K_STRIKE and a.card >= 0:
                    st = action_strike(s, c, d, a)
                    if st[0] == DAMAGE and st[2] == 1:
                        for r in rets:
                            out.append(_new(Action, (K_STRIKE, v, a.card, r, a.n)))
    return out


def _struck(s: GameState, c: Combat, d: int, sp: tuple) -> list[int]:
    """Targets of a TORPOR or BURN strike by side ``d``: the opposing vampire (-1), the opposing
    ally (-1), or its equipment and retainers."""
    o = c.m[1 - d]
    su = s.setup
    if sp[0] == TORPOR:
        return [-1] if su.is_vampire[o] else []
    bits = sp[1]
    if bits & 4:
        return [-1] if su.is_ally[o] else []
    if bits & STEAL_WEAPON:
        return [j for j in weapons_of(s, o) if is_weapon(su, j)]
    out = weapons_of(s, o) if bits & 1 else []
    return out + retainers(s, o) if bits & 2 else out


def retainers(s: GameState, v: int) -> list[int]:
    mode = s.setup.mode
    on = s.on_minions.of(s, v)
    if not on:
        return []  # most minions: no card on them
    return [j for j in on if mode[j] == M_RETAINER]


def action_strike(s: GameState, c: Combat, d: int, a: Action) -> tuple:
    """The strike tuple side ``d`` chooses with strike action ``a`` (its own, a card's, a weapon's)."""
    if a.card < 0:
        return strike_tuple(s, c, d, None, -1)
    if a.card == c.m[d]:
        if a.n == OWN_DODGE:
            return (DODGE, 0, 1, 0, a.card, -1)
        if a.n == GRANTED_ENDS:
            return _GRANTED_ENDS_STRIKE
        return strike_tuple(s, c, d, s.setup.crypt_strike[a.card], a.card, a.target)
    if s.setup.imbued is not None and s.setup.imbued.cls[a.card]:
        return imbued.strike_of(s, c, d, a)
    e = s.setup.effect[a.card]
    assert e is not None
    if s.setup.mode[a.card] == M_EQUIPMENT:
        return strike_tuple(s, c, d, e.options[0], a.card, a.target)
    if s.setup.card_weapon[a.card] == W_MOLOTOV and a.card in s.players[c.p[d]].hand:
        return (DAMAGE, 0, 1, 0, a.card, -1)  # "ranged strike: put this card on this minion"
    return strike_tuple(s, c, d, e.options[a.n], a.card, a.target)


def prevents(s: GameState, c: Combat, d: int) -> list[Action]:
    if masters.FRENZY in s.setup.master_kinds and c.agg[d]:
        out = masters.frenzy_cards(s, c, d)  # Rötschreck: "whether the damage would be successfully inflicted or not"
    else:
        out = []
    if c.damage[d] + c.agg[d] - c.prevented[d] <= 0:
        return out
    out += [Action(K_PREVENT, actor=c.m[d], card=i, n=k) for i, k in cards_for(s, c, d, R_PREVENT)]
    bp = s.setup.burn_prevent
    v = c.m[d]
    for j in s.on_minions.of_player(s, c.p[d], v):  # c.p[d]'s in-play cards on v, in order
        if bp[j]:
            out.append(Action(K_PREVENT, actor=v, card=j, n=0))  # burn it: Leather Jacket
    return out


def additionals(s: GameState, c: Combat, d: int) -> list[Action]:
    if c.add_used[d]:
        return []
    v = c.m[d]
    out = [Action(K_COMBAT_CARD, actor=v, card=v)] if s.setup.crypt_additional[v] else []  # its own, free
    return out + [Action(K_COMBAT_CARD, actor=v, card=i, n=k) for i, k in cards_for(s, c, d, R_ADDITIONAL)]


def presses(s: GameState, c: Combat, d: int) -> list[Action]:
    v = c.m[d]
    own = s.setup.crypt_press[v]
    out = [Action(K_PRESS, actor=v, card=v)] if own and not c.own_press[d] and (own == 1 or c.round == 1) else []
    code = s.setup.press_discard[v]
    if code and not c.own_press[d]:
        # Velya: "once each combat, can discard one card requiring Auspex [aus] to get 1 press"
        out += [Action(K_PRESS, actor=v, card=i, n=PRESS_DISCARD)
                for i in discard_for_actions_cards(s.setup, s.players[c.p[d]], code)]
    if c.last == -1 and c.lost[1 - d] > 0:
        out += _end_round_cards(s, c, d)
    if c.terror[d] and c.flips % 2 == 0:
        return [a for a in out if a.kind != K_PRESS]  # no press to continue combat (Terror Frenzy)
    if c.free_press[d] and not (c.press_continue and c.flips % 2):
        out.append(Action(K_PRESS, actor=v, card=v, n=1))  # granted by the action card (Harass)
    # rules 6.4.4: a press to end combat only cancels the opposing side's press to continue; a
    # press only usable to continue combat is not one
    out += [Action(K_PRESS, actor=v, card=i, n=k) for i, k in cards_for(s, c, d, R_PRESS)
            if (not press_to_end(s.setup, i, k) if c.flips % 2 == 0 else not press_to_continue(s.setup, i, k))]
    if masters.LOCK_PRESS in s.setup.master_kinds:
        masters.lock_presses(s, c, d, out)  # Mob Connections, Police Department: locked for a press
    if s.setup.any_press_giver:
        giver = s.setup.press_giver
        for j in s.players[c.p[d]].ready:
            if giver[j] and s.blood[j] > 0:
                out.append(Action(K_PRESS, actor=v, card=j))  # "burn 1 life to give a minion you control 1 press"
                break
    return out


def _end_round_cards(s: GameState, c: Combat, d: int) -> list[Action]:
    """Cards side ``d`` may play at the end of a round at close range in which its vampire
    inflicted more damage than the opposing vampire took from it (Disarm), before presses; and at
    any range after the opposing vampire lost blood to damage (Taste of Vitae, :func:`round_gains`)."""
    su = s.setup
    v, o = c.m[d], c.m[1 - d]
    if not su.is_vampire[o]:
        return []
    out = round_gains(s, c, d)  # Taste of Vitae: at any range, whoever inflicted more
    if c.range != CLOSE or c.lost[1 - d] <= c.lost[d]:
        return out
    for i, k in cards_for(s, c, d, R_END_ROUND):
        if round_gain(su.effect[i].options[k]):  # type: ignore[union-attr]
            continue
        cid = su.card_id[i]
        if not su.is_vampire[v] and not pulled_fangs(su.effect[i].options[k]):  # type: ignore[union-attr]
            continue  # Disarm: "this vampire"; Pulled Fangs: "this minion"
        if any(s.attached[j] == o and su.card_id[j] == cid for q in s.players for j in q.in_play):
            continue  # "a vampire can have only one Disarm"
        out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out


def extras(s: GameState, c: Combat, d: int) -> list[Action]:
    """Cards side ``d`` can play as combat is about to end, both combatants still ready: another
    round or another combat (rules 6.4.4)."""
    return [Action(K_COMBAT_CARD, actor=c.m[d], card=i, n=k) for i, k in cards_for(s, c, d, R_EXTRA)]


def insteads(s: GameState, c: Combat, d: int, victim: int) -> list[Action]:
    """Side ``d``'s cards burning or diablerizing the opposing vampire instead of its going to
    torpor; diablerie only by a vampire that can commit it (rules 6.5.5, 11: not blood-cursed)."""
    su = s.setup
    v, o = c.m[d], c.m[victim]
    if not su.is_vampire[o]:
        return []
    can_diablerize = su.is_vampire[v] and not su.blood_cursed[v] and not (
        masters.HUMANITAS in su.master_kinds and masters.humane(s, v))  # Humanitas: "cannot commit diablerie"
    out = []
    for i, k in cards_for(s, c, d, R_INSTEAD):
        if instead_of_torpor(su.effect[i].options[k]) == INSTEAD_DIABLERIE and not can_diablerize:  # type: ignore[union-attr]
            continue
        out.append(Action(K_COMBAT_CARD, actor=v, card=i, n=k))
    return out
