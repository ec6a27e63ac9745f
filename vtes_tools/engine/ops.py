"""Shared operations on the state that fire no card's hook: who controls a minion or a card, what a
Methuselah controls, a minion's bleed and intercept bonuses, drawing, gaining blood, a card's
requirements met (the operations layer: the rules, combat, politics and the card modules read
them; :mod:`.rules` keeps their names).
"""

from __future__ import annotations

from ..models import current_clan
from .effects import Effect, Op, Option, When, Who
from .hot import O_INTERCEPT, O_PLUS_BLEED, O_REQUIRES, R_CAPACITY_AT_MOST
from .state import GameSetup, GameState, Methuselah

_W_BLEEDING, _W_NO_CLAN, _W_BLEED_ACTION = When.BLEEDING, When.BLEEDING_NO_CLAN, When.BLEED_ACTION


#: in ``GameState.used``: the current Methuselah's minions get +1 bleed for the rest of the turn or
#: until a bleed action is blocked (Dream World); ``PLUS_BLEED`` arg of the card giving it
TURN_BLEED, PLUS_BLEED_TURN = (-1, -105), 2


def _draw(m: Methuselah, k: int = 1) -> None:
    """Draw up to ``k`` cards; an empty library draws nothing (rules 1.6.1.2)."""
    lib = m.library
    for _ in range(k):
        if not lib:
            return
        m.hand.append(lib.pop())


def _gain_blood(s: GameState, i: int, n: int) -> None:
    """Blood over capacity returns to the bank at once (rules 6.1.2, 7); allies and retainers
    keep life over their printed amount."""
    su = s.setup
    b = s.blood[i] + n
    if su.is_vampire[i]:
        cap = su.capacity[i]
        s.blood[i] = cap if b > cap else b
    elif not su.strength_is_life[i]:  # Shambling Hordes "cannot gain life" (it goes to the bank)
        s.blood[i] = b


def _usable(setup: GameSetup, actor: int, eff: Effect, opt: Option) -> bool:
    """Can ``actor`` play this option: disciplines, clan, title, capacity (rules 1.6.1.3)."""
    if opt.need_any & ~setup.disc_any[actor] or opt.need_sup & ~setup.disc_sup[actor]:
        return False
    nd = setup.no_disc[actor]
    if nd and any(o.need_any & nd for o in eff.options):
        return False  # "he cannot use cards requiring Celerity [cel]" (any of its options)
    if eff.clans and current_clan(setup.clan[actor]) not in {current_clan(c) for c in eff.clans} \
            and not (setup.as_clan[actor] and setup.as_clan[actor].intersection(current_clan(c) for c in eff.clans)):
        return False  # "can play cards requiring a Tremere as if he were a Tremere"
    if eff.titles:
        title = setup.title[actor]
        if not title or ("titled" not in eff.titles and title not in eff.titles):
            return False
    if eff.min_capacity and setup.capacity[actor] < eff.min_capacity:
        return False
    for p in opt.prims:
        if p.op is O_REQUIRES:
            # sect, trait and title words (rules 1.6.1.3); a requirement the minion's columns
            # cannot answer (a ghoul, a locked minion...) never holds
            if p.arg == R_CAPACITY_AT_MOST:
                if setup.capacity[actor] > p.cond or not setup.is_vampire[actor]:
                    return False
            elif not (setup.req_bits[actor] >> p.arg) & 1:
                return False
    return True


def _max_amount(opt: Option, op: Op) -> int:
    """The largest ``op`` amount of an option ("as above, but +2 stealth" restates the +1)."""
    best = 0
    for p in opt.prims:
        if p.op == op and p.n > best:
            best = p.n
    return best


def card_controller(s: GameState, j: int) -> int:
    """The Methuselah controlling card ``j`` in play (a minion, or a card in an in-play zone), or -1."""
    got = controller_of(s, j)
    if got >= 0:
        return got
    for q in s.players:
        if j in q.in_play:
            return q.index
    return -1


def _controls_same(s: GameState, m: Methuselah, i: int) -> bool:
    """Does ``m`` control a card with the same name as ``i`` (unique cards, rules 4.1)?"""
    uk = s.setup.unique_key
    key = uk[i]
    for zone in (m.ready, m.torpor, m.in_play, m.contested):
        for j in zone:
            if uk[j] == key:
                return True
    return False


def _minion_bonus(s: GameState, m: Methuselah, minion: int, op: Op) -> int:
    """Sum of ``op`` on cards attached to ``minion`` (equipment +1 bleed...), and Dream World's
    +1 bleed to the current Methuselah's minions this turn."""
    used = s.used
    total = 1 if used and op is O_PLUS_BLEED and TURN_BLEED in used and m.index == s.current else 0
    cards = s.on_minions.of_player(s, m.index, minion)  # m.in_play's cards on it, in order
    if cards:
        eff = s.setup.effect
        for j in cards:
            e = eff[j]
            if e is not None and e.options:
                total += _max_amount(e.options[s.on_option[j]], op)
    return total


def controller_of(s: GameState, i: int) -> int:
    """The Methuselah controlling minion ``i`` (ready or in torpor), or -1."""
    o = s.setup.owner[i]
    m = s.players[o]
    if i in m.ready or i in m.torpor:
        return o
    for q in s.players:
        if i in q.ready or i in q.torpor:
            return q.index
    return -1


def attached_amount(s: GameState, v: int, op: int) -> int:
    """What the cards on minion ``v`` (equipment, retainers, cards put on it) give of ``op``
    (not the cards giving intercept only during actions directed at their controller, nor those
    burned to prevent one strike's damage)."""
    total = 0
    eff = s.setup.effect
    ns = s.setup.not_static
    oo = s.on_option
    for j in s.on_minions.of(s, v):  # the cards on v, in the order of the in-play zones
        if not ns[j]:
            e = eff[j]
            if e is not None and e.options:
                total += _max_amount(e.options[oo[j]], op)
    return total


def intercept_of(s: GameState, v: int) -> int:
    """A minion's intercept from its card text and the cards on it (rules 6.2.2.2)."""
    return s.setup.base_intercept[v] + attached_amount(s, v, O_INTERCEPT)


WHO_YOUNGER = Who.YOUNGER


_SECT_OF = {Who.CAMARILLA: "Camarilla", Who.SABBAT: "Sabbat", Who.ANARCH: "Anarch"}


def minion_is(su: GameSetup, t: int, who: int, clan: int) -> bool:
    """Is minion ``t`` of the :class:`Who` filter (a clan: index + 1 in ``clan``; a sect; titled)."""
    if who == Who.CLAN:
        return su.clan_index[t] == clan
    if who == Who.ALLY:
        return not su.is_vampire[t]
    if not su.is_vampire[t]:
        return False
    if who == Who.TITLED:
        return bool(su.title[t])
    sect = _SECT_OF.get(who)  # type: ignore[call-overload]
    return sect is None or su.sect[t] == sect


def _controls_ready(s: GameState, p: int, who: int, clan: int) -> bool:
    """Does Methuselah ``p`` control a ready vampire of the clan / sect?"""
    su = s.setup
    is_v = su.is_vampire
    return any(is_v[v] and minion_is(su, v, who, clan) for v in s.players[p].ready)


def directed_ok(s: GameState, p: int, a: int) -> bool:
    """May minion ``a``, controlled by Methuselah ``p``, perform directed actions? A slave needs
    a ready vampire of its master clan under ``p``'s control (rules 11); "Valkyrie cannot
    perform directed actions unless Brunhilde is ready" (in any Methuselah's ready region)."""
    su = s.setup
    if su.slave_of[a] and not _controls_ready(s, p, Who.CLAN, su.slave_of[a]):
        return False
    named = su.directed_unless[a] if su.any_directed_unless else None
    return named is None or any(j in q.ready for q in s.players for j in named)


def bleed_against(s: GameState, a: int, target: int, cond: tuple) -> tuple[int, int]:
    """(bleed, stealth) vampire ``a``'s own text gives when bleeding Methuselah ``target``
    ("+1 bleed when bleeding a Methuselah who controls a ready Tremere", "-1 stealth when
    bleeding"; rules 6.1.1)."""
    bleed = stealth = 0
    for when, who, clan, op, n in cond:
        if when == _W_BLEEDING and who == WHO_YOUNGER:
            su = s.setup  # Stravinsky: "... against a Methuselah who controls a younger ready Tzimisce"
            ok = any(su.is_vampire[v] and su.clan_index[v] == clan and su.capacity[v] < su.capacity[a]
                     for v in s.players[target].ready)
        elif when == _W_BLEEDING:
            ok = not (who or clan) or _controls_ready(s, target, who or Who.CLAN, clan)
        elif when == _W_NO_CLAN:
            ok = not _controls_ready(s, target, Who.CLAN, clan) and not _controls_ready(s, target, Who.CLAN, who)
        else:
            ok = when == _W_BLEED_ACTION
        if ok:
            if op == O_PLUS_BLEED:
                bleed += n
            else:
                stealth += n
    return bleed, stealth


def sect_bleed(s: GameState, a: int, target: int) -> int:
    """"While Marcus is ready and a prince, Sabbat vampires you control get +1 bleed when
    bleeding a Methuselah who controls a ready Camarilla vampire" (rules 6.1.1): the bleed
    Sabbat vampire ``a`` gets from such vampires of its controller, bleeding ``target``."""
    su = s.setup
    p = controller_of(s, a)
    if p < 0 or target < 0 or su.sect[a] != "Sabbat" or not su.is_vampire[a]:
        return 0
    sb = su.sect_bleed
    n = sum(sb[v] for v in s.players[p].ready if sb[v] and su.title[v] and v not in s.title_contested)
    return n if n and _controls_ready(s, target, Who.CAMARILLA, 0) else 0


def _hand_size_change(m: Methuselah, n: int) -> None:
    """A ready vampire's "+n hand size" comes or goes: the hand matches the new size at once
    (rules 1.6.1.2), drawing up or discarding down (the cards drawn last)."""
    m.hand_size += n
    if n > 0:
        _draw(m, n)
        return
    excess = len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action)
    for _ in range(min(excess, -n)):
        m.ash.append(m.hand.pop())


def _distinct(su: GameSetup, cards: list[int]) -> list[int]:
    """One instance per card id."""
    seen: set[int] = set()
    out = []
    for i in cards:
        cid = su.card_id[i]
        if cid not in seen:
            seen.add(cid)
            out.append(i)
    return out
