"""Master cards in play the rules ask about as they go: bonuses and costs they give minions (bleed,
stealth, votes, strength, intercept, hunt), and their steps at the moments of a turn (an action
announced or ended, a block, a bleed, a vampire to torpor, the master and discard phases, events
played and burned, a Methuselah's victory points). Read by shape (:mod:`.master_shapes`);
:mod:`.masters` plays the cards and their uses.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from ..models import current_clan
from .actions import Action
from .effects import REPLACE_LEAVES_PLAY, Mode
from .hot import K_BURN_CARD, K_ENTER_COMBAT, K_POLITICAL, K_USE
from .master_shapes import (
    ACTIONS, AFTER_ACTION_BLOOD, ALLY_BURN_DAMAGE, ALLY_DISCOUNT, ANNOUNCE_UNLOCK, ASH_BOTTOM, AWAKENING, BAHARI,
    BETWEEN, BLEED_CAP, BLEED_STEALTH, BLOCKED_BURN, BLOCK_BLOOD, BLOOD_BANK, CHOSEN_DISC, CLAN_BLEED,
    CLAN_STRENGTH, COST_KINDS, COST_PATH, DEBATE, DISCARD_UNLOCK, DISCIPLINE_ON, DRAIN, EQUIP_UNLOCK,
    EVENT_ALLY_INTERCEPT, EVENT_TORPOR_BURN, EXCHANGE_MASTER, EXPOSED, GRAND_BALL, GUARDIAN, HAVEN, HUNT_BONUS,
    HUNT_OWED, INVESTMENT, LILITH, LOCK_BLOOD_TO, LOCK_INTERCEPT, LOCK_STEALTH, LOW_POOL, MINION_LOSS,
    NO_HUNT_EVENT, NO_REPLACE, ON_BLEED_VOTES, RADIO, REDIRECT_TAX, SMALL_BURN, TITLED_CLAN, TORPOR_BURN,
    TORPOR_OWED, TORPOR_TAX, UNCOILING, UNLOCK_WITHOUT_BURN, VP_HAND, WARSAW_UNLOCK, Shape,
)
from .ops import (
    ALLY_THING, HOOKS, PATH_THING, REDIRECT_THING, USED_CARD, burn_card, burn_pool, card_controller, contest,
    controller_of, controls_ready, distinct, gain_blood, hand_size_change, new_tuple, play_from_hand, replace_cards,
    targeted_ok,
)
from .state import GameSetup, GameState, Methuselah, Pending


def sync_costs(s: GameState) -> None:
    """The ``COST_PATH`` cards in play ("cards requiring Obtenebration cost Lasombra 1 fewer blood",
    rules 6.2.3) give their discount to every vampire of their clan, ``ALLY_DISCOUNT`` cards
    (Charisma) to the vampire they are on, ``REDIRECT_TAX`` events (Narrow Minds) a cost to every
    minion: the state's tables become a copy with those vampires'
    ``cost_mods`` (a ``PATH_THING`` or ``ALLY_THING`` entry per card) made again from the cards
    in play now (with a fresh memo: memoized costs depend on them)."""
    su = s.setup
    ms: tuple[Shape | None, ...] = su.master_shape
    on: dict[str, list[tuple[int, int, int]]] = {}
    on_vampire: dict[int, list[tuple[int, int, int]]] = {}
    every: list[tuple[int, int, int]] = []
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is not None and sh[0] == COST_PATH:
                on.setdefault(sh[3], []).append((sh[1], PATH_THING, sh[2]))
            elif sh is not None and sh[0] == ALLY_DISCOUNT and s.attached[j] >= 0:
                on_vampire.setdefault(s.attached[j], []).append((sh[1], ALLY_THING, 0))
            elif sh is not None and sh[0] == REDIRECT_TAX:
                every.append((-sh[1], REDIRECT_THING, 0))  # "+1 blood or life": a negative discount
    mods = list(su.cost_mods)
    changed = False
    ours = (PATH_THING, ALLY_THING, REDIRECT_THING)
    for v in range(su.n):
        if not su.is_vampire[v] and not su.is_ally[v]:
            continue
        base = tuple(c for c in mods[v] if c[1] not in ours)
        new = base + tuple(every) + tuple(on.get(current_clan(su.clan[v]), ())) + tuple(on_vampire.get(v, ()))
        if new != mods[v]:
            mods[v] = new
            changed = True
    if changed:
        su = copy.copy(su)
        su.cost_mods = tuple(mods)
        su.memo = {}
        s.setup = su


def gain_discipline(s: GameState, v: int, bit: int, cap: int = 1) -> None:
    """Vampire ``v`` gets +1 level of Discipline ``bit`` and +``cap`` capacity: the state's tables
    become a copy with its row changed (with a fresh memo: memoized answers depend on them)."""
    su = copy.copy(s.setup)
    disc_any, disc_sup, capacity = list(su.disc_any), list(su.disc_sup), list(su.capacity)
    b = 1 << bit
    if disc_any[v] & b:
        disc_sup[v] |= b
    disc_any[v] |= b
    capacity[v] += cap
    su.disc_any, su.disc_sup, su.capacity = tuple(disc_any), tuple(disc_sup), tuple(capacity)
    su.memo = {}
    s.setup = su


def _lose_discipline(s: GameState, v: int, bit: int, sup: bool) -> None:
    """Vampire ``v`` loses the level of Discipline ``bit`` a card gave (the superior one if it
    made it superior), as :func:`gain_discipline`."""
    su = copy.copy(s.setup)
    b = 1 << bit
    if sup:
        disc_sup = list(su.disc_sup)
        disc_sup[v] &= ~b
        su.disc_sup = tuple(disc_sup)
    else:
        disc_any = list(su.disc_any)
        disc_any[v] &= ~b
        su.disc_any = tuple(disc_any)
    su.memo = {}
    s.setup = su


def shape_on(s: GameState, v: int, kind: int) -> list[int]:
    """The cards of shape ``kind`` on minion ``v``."""
    ms = s.setup.master_shape
    return [j for j in s.on_minions.of(s, v) if ms[j] is not None and ms[j][0] == kind]  # type: ignore[index]


def set_targeted(s: GameState, v: int, on: bool) -> None:
    """Mark minion ``v`` ``targeted`` in a copy of the state's tables (on: sheltered by a haven;
    off: back to what its text says)."""
    su = copy.copy(s.setup)
    targeted = bytearray(su.targeted)
    targeted[v] = 1 if on or su.targeted_pool[v] or su.targeted_blood[v] else 0
    su.targeted = bytes(targeted)
    s.setup = su


def receives(su: GameSetup, sh: Shape, v: int) -> bool:
    """Vampire ``v`` is one a ``LOCK_STEALTH`` location gives stealth to."""
    if not su.is_vampire[v] or su.capacity[v] < sh[5]:
        return False
    if sh[3] and current_clan(su.clan[v]) not in sh[3]:
        return False
    return sh[4] < 0 or bool((su.req_bits[v] >> sh[4]) & 1)


def count_action(s: GameState) -> None:
    """An action is announced (rules 6.2.1): the turn has had one, or more than one (the minion
    phase is in the turn)."""
    used = s.used
    used.add((ACTIONS, 1) if (ACTIONS, 0) in used else (ACTIONS, 0))


def end_action(s: GameState, pend: Pending) -> None:
    """The action ends: a Warsaw Station locked for it unlocks the acting vampire if it
    succeeded; a WMRH Talk Radio locked for a minion that did not block costs its pool."""
    if LOCK_INTERCEPT in s.setup.master_kinds:
        marks = [u for u in s.used if BETWEEN < u[1] <= RADIO]
        for u in marks:
            s.used.discard(u)
            j, v = u[0], RADIO - u[1]
            if not (pend.blocked and pend.blocker == v) and s.setup.master_shape[j][2]:  # type: ignore[index]
                p = card_controller(s, j)
                if p >= 0 and not s.players[p].ousted:
                    burn_pool(s, p, s.setup.master_shape[j][2])  # type: ignore[index]
                    if s.terminal:
                        return
    if ANNOUNCE_UNLOCK not in s.setup.master_kinds:
        return
    mark = (pend.actor, WARSAW_UNLOCK)
    if mark in s.used:
        s.used.discard(mark)
        if pend.succeeded and ready_controller(s, pend.actor) >= 0:
            s.locked[pend.actor] = 0  # "after action resolution, if that action was successful"


def stealth_available(s: GameState, m: Methuselah, a: int) -> int:
    """Stealth ``m``'s unlocked locations can give ``a``."""
    ms = s.setup.master_shape
    n = 0
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == LOCK_STEALTH and not s.locked[j] and receives(s.setup, sh, a):
            n += sh[1]
    return n


def minion_action_cards(s: GameState) -> list[tuple[Methuselah, int, tuple]]:
    """(controller, card, shape) of the cards in play giving minions (D) actions
    (:func:`minion_actions`), in table order: read once for all the minions acting."""
    ms = s.setup.master_shape
    return [(q, j, sh) for q in s.players if not q.ousted for j in q.in_play
            if (sh := ms[j]) is not None and (sh[0] == EXPOSED or sh[0] == DRAIN or sh[0] == BLOOD_BANK)]


def minion_actions(s: GameState, m: Methuselah, a: int, out: list[Action],
                   cards: list[tuple[Methuselah, int, tuple]] | None = None) -> None:
    """(D) actions cards in play give ``m``'s minion ``a``: enter combat with a vampire bearing
    Haven Uncovered (another Methuselah's), burn the Haven Uncovered on itself, burn another
    Methuselah's Smiling Jack (a vampire). ``cards``: :func:`minion_action_cards`, when read."""
    att = s.attached
    seen: set[int] = set()
    new = new_tuple  # Action(kind, actor, card, target, n) as a plain tuple
    for q, j, sh in cards if cards is not None else minion_action_cards(s):
        if sh[0] == BLOOD_BANK:
            if q is not m:  # "any minion can burn this card as a (D) action; Malkavians get +1 stealth"
                out.append(new(Action, (K_BURN_CARD, a, -1, j, sh[4] if current_clan(s.setup.clan[a]) == sh[3] else 0)))
            continue
        t = att[j]
        if t < 0 and sh[0] == EXPOSED:
            continue
        if sh[0] == DRAIN:
            if q is not m and s.setup.is_vampire[a]:
                out.append(new(Action, (K_BURN_CARD, a, -1, j, 0)))  # "vampires can burn this card as a (D) action"
            continue
        if t == a:
            if q is not m:
                out.append(new(Action, (K_BURN_CARD, a, -1, j, sh[2])))
        elif t not in seen and t not in m.ready and t not in m.torpor:
            seen.add(t)
            if any(t in r.ready for r in s.players) and (
                    not s.setup.targeted[t] or targeted_ok(s, m, a, t)):
                out.append(new(Action, (K_ENTER_COMBAT, a, -1, t, 1)))


def _shape_total(s: GameState, cards, kind: int, amount: Callable[[tuple], int]) -> int:
    """The sum of ``amount(shape)`` over ``cards`` in play whose master shape is ``kind``."""
    ms = s.setup.master_shape
    n = 0
    for j in cards:
        sh = ms[j]
        if sh is not None and sh[0] == kind:
            n += amount(sh)
    return n


def hunt_bonus(s: GameState, a: int) -> int:
    """+N hunt the ``HUNT_BONUS`` cards its controller has give vampire ``a`` (The Hungry Coyote)."""
    p = controller_of(s, a)
    if p < 0:
        return 0
    bits = s.setup.req_bits[a]
    return _shape_total(s, s.players[p].in_play, HUNT_BONUS, lambda sh: sh[1] if (bits >> sh[2]) & 1 else 0)


def bleed_bonus(s: GameState, a: int) -> int:
    """+N bleed ``CLAN_BLEED`` cards in play give minion ``a`` (Palla Grande), ``TITLED_CLAN``
    cards if it is a titled vampire of their clan (New Carthage)."""
    su = s.setup
    if not su.is_vampire[a]:
        return 0
    clan = current_clan(su.clan[a])
    cards = [j for q in s.players for j in q.in_play]
    n = _shape_total(s, cards, CLAN_BLEED, lambda sh: sh[2] if sh[3] == clan else 0)
    if TITLED_CLAN in su.master_kinds and titled(s, a):
        n += _shape_total(s, cards, TITLED_CLAN, lambda sh: sh[2] if sh[1] == clan else 0)
    return n


def vote_change(s: GameState, v: int) -> int:
    """Votes ``TITLED_CLAN`` cards in play add to (titled vampires of their clan) or take from
    (vampires of their other clan) vampire ``v`` (New Carthage)."""
    su = s.setup
    clan = current_clan(su.clan[v])
    cards = [j for q in s.players for j in q.in_play]
    n = _shape_total(s, cards, TITLED_CLAN, lambda sh: -sh[5] if sh[4] == clan else 0)
    if titled(s, v):
        n += _shape_total(s, cards, TITLED_CLAN, lambda sh: sh[3] if sh[1] == clan else 0)
    return n


def bleed_stealth(s: GameState, a: int) -> int:
    """+N stealth ``BLEED_STEALTH`` cards in play give vampire ``a`` bleeding (The Khabar: Community)."""
    su = s.setup
    if not su.is_vampire[a]:
        return 0
    clan = current_clan(su.clan[a])
    return _shape_total(s, [j for q in s.players for j in q.in_play], BLEED_STEALTH,
                        lambda sh: sh[1] if sh[2] == clan else 0)


def votes_on(s: GameState, v: int) -> int:
    """Votes ``ON_BLEED_VOTES`` cards on vampire ``v`` give it (Legendary Vampire: +2; Ancestor
    Spirit: 1 more in a referendum it calls)."""
    p = controller_of(s, v)
    if p < 0:
        return 0
    ms = s.setup.master_shape
    att = s.attached
    n = 0
    for j in s.players[p].in_play:
        sh = ms[j]
        if att[j] == v and sh is not None and sh[0] == ON_BLEED_VOTES:
            if not sh[6]:
                n += sh[2]
            elif s.referendum is not None and s.referendum.actor == v:
                n += sh[2]  # "an additional vote in any referendum he or she calls"
    return n


def strength_bonus(s: GameState, v: int) -> int:
    """+N strength the ``CLAN_STRENGTH`` cards of vampire ``v``'s controller give it (Gangrel
    Revel), and ``DEBATE`` cards in play (Brujah Debate: every Brujah)."""
    su = s.setup
    if not su.is_vampire[v]:
        return 0
    p = controller_of(s, v)
    if p < 0:
        return 0
    clan = current_clan(su.clan[v])
    n = _shape_total(s, s.players[p].in_play, CLAN_STRENGTH, lambda sh: sh[1] if sh[2] == clan else 0)
    if DEBATE in su.master_kinds:
        n += _shape_total(s, [j for q in s.players for j in q.in_play], DEBATE, lambda sh: sh[2] if sh[1] == clan else 0)
    return n


def debate_maneuvers(s: GameState, v: int) -> int:
    """Optional maneuvers ``DEBATE`` cards in play give vampire ``v`` each combat (Brujah Debate)."""
    su = s.setup
    if not su.is_vampire[v]:
        return 0
    clan = current_clan(su.clan[v])
    return _shape_total(s, [j for q in s.players for j in q.in_play], DEBATE, lambda sh: sh[3] if sh[1] == clan else 0)


def debate_lock(s: GameState) -> None:
    """The current Methuselah's master phase: for each ``DEBATE`` card in play they lock one of
    the oldest vampires of its clan they control (one already locked, if one of the oldest is)."""
    su = s.setup
    ms = su.master_shape
    m = s.players[s.current]
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is None or sh[0] != DEBATE:
                continue
            fit = [v for v in m.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1]]
            if fit:
                top = max(su.capacity[v] for v in fit)
                oldest = [v for v in fit if su.capacity[v] == top]
                v = next((v for v in oldest if s.locked[v]), oldest[0])
                s.locked[v] = 1  # "that Methuselah locks one of the oldest Brujah they control"


def ready_controller(s: GameState, v: int) -> int:
    """The Methuselah controlling minion ``v`` if it is ready, else -1."""
    p = controller_of(s, v)
    return p if p >= 0 and v in s.players[p].ready else -1


def minion_loss(s: GameState, p: int) -> None:
    """A ready minion of ``p`` was burned or sent to torpor: the ``MINION_LOSS`` pool."""
    if s.players[p].ousted:
        return
    _minion_loss(s, p)


def _minion_loss(s: GameState, p: int) -> None:
    ms = s.setup.master_shape
    n = sum(sh[1] for q in s.players for j in q.in_play if (sh := ms[j]) is not None and sh[0] == MINION_LOSS)
    if n:
        burn_pool(s, p, n)


def master_phase_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Master phase actions any Methuselah has from cards in play: discard two master cards to
    burn Tension in the Ranks; exchange a master card in hand for one in the ash heap
    (Anthelios, once each master phase)."""
    su = s.setup
    ms = su.master_shape
    K = K_USE
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and ((sh[0] == INVESTMENT and s.blood[j] > 0) or (sh[0] == LOW_POOL and m.pool < sh[1])):
            out.append(Action(K, card=j))  # Short-Term Investment's blood, Failsafe's pool
        elif sh is not None and sh[0] == LILITH and not s.locked[j]:
            empty = [v for v in m.ready if su.is_vampire[v] and not s.blood[v] and BAHARI - v not in s.once_per_game]
            if empty:
                found = distinct(su, [t for t in m.library if (ms[t] or (0,))[0] == DISCIPLINE_ON])
                for v in empty:
                    for t in found or [-1]:
                        out.append(Action(K, actor=t, card=j, target=v))  # Lilith's Blessing: the card, the vampire
    masters_in_hand = distinct(su, [i for i in m.hand if su.is_master[i]])
    if not masters_in_hand:
        return
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is None:
                continue
            if sh[0] == MINION_LOSS:
                hand = [i for i in m.hand if su.is_master[i]]
                pairs: set[tuple[int, int]] = set()
                for x, h in enumerate(hand):
                    for h2 in hand[x + 1:]:
                        key = (min(su.card_id[h], su.card_id[h2]), max(su.card_id[h], su.card_id[h2]))
                        if key not in pairs:
                            pairs.add(key)
                            out.append(Action(K, actor=h, card=j, target=h2))  # the two discarded
            elif sh[0] == EXCHANGE_MASTER and (j, USED_CARD) not in s.used:
                ash = distinct(su, [i for i in m.ash if su.is_master[i]])
                for h in masters_in_hand:
                    for t in ash:
                        if su.card_id[t] != su.card_id[h]:
                            out.append(Action(K, actor=h, card=j, target=t))


def invested(s: GameState, m: Methuselah, sh: tuple[int, ...]) -> int:
    """Counters an ``INVESTMENT`` card is put in play with by ``m``."""
    if sh[2] == 1:
        return sum(1 for q in s.players if not q.ousted)  # "X is the number of Methuselahs in the game"
    if sh[2] == 2:
        su = s.setup
        return sum(1 for v in m.ready + m.torpor if su.is_vampire[v] and current_clan(su.clan[v]) == sh[3])
    return sh[1]


def master_phase_use(s: GameState, j: int, sh: tuple[int, ...], action: Action) -> None:
    m = s.players[s.current]
    s.master_actions -= 1
    h, t = action.actor, action.target
    if sh[0] == INVESTMENT:
        s.blood[j] -= 1
        m.pool += 1  # "move 1 blood from this card to your pool"
        if not s.blood[j]:
            burn_in_play(s, j)  # "burn this card when it has no counters"
        return
    if sh[0] == LILITH:
        s.locked[j] = 1  # "lock this card to search your library for a master: Discipline card"
        su = s.setup
        if t not in m.ready:
            return
        if h in m.library:
            m.library.remove(h)
            order = s.rng.permutation(len(m.library))
            lib = m.library
            m.library = [lib[k] for k in order]  # a searched library is shuffled
            m.in_play.append(h)
            s.attached[h] = t  # "that vampire gains the Discipline card"
            gain_discipline(s, t, su.master_shape[h][1])  # type: ignore[index]
        s.blood[t] = min(s.setup.capacity[t], s.blood[t] + sh[1])  # "and 3 blood" (up to capacity)
        s.once_per_game.add(BAHARI - t)  # "and becomes Bahari"
        return
    if sh[0] == LOW_POOL:
        burn_in_play(s, j)
        m.pool += sh[2]  # "burn this card and gain 4 pool"
        return
    if sh[0] == MINION_LOSS:
        for i in (h, t):
            m.hand.remove(i)
            m.ash.append(i)
            replace_cards(s, m)  # discarded cards are replaced (rules 1.6.1.2)
        burn_in_play(s, j)
    else:
        s.used.add((j, USED_CARD))  # "once each master phase"
        m.hand.remove(h)
        m.ash.append(h)
        m.ash.remove(t)
        m.hand.append(t)


def discard_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Discard phase uses: Scourge of the Enochians burns a vampire with capacity C or less (one
    of another Methuselah's: burning your own is never worth it); Metro Underground, locked with
    P pool burned, unlocks a vampire you control (a locked one)."""
    su = s.setup
    ms = su.master_shape
    if UNCOILING in su.master_kinds and s.discard_actions:
        for q in s.players:
            if q is m:
                continue
            for j in q.in_play:
                sh = ms[j]
                if sh is not None and sh[0] == UNCOILING and m.pool > other_events(s, j):
                    out.append(Action(K_USE, card=j))  # "use a discard phase action and burn X pool"
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == DISCARD_UNLOCK and not s.locked[j] and m.pool > sh[1]:
            for v in m.ready:
                if su.is_vampire[v] and s.locked[v]:
                    out.append(Action(K_USE, card=j, target=v))
            continue
        if sh is not None and sh[0] == ASH_BOTTOM:
            if not s.locked[j]:
                for t in distinct(su, [t for t in m.ash if not su.is_crypt[t]]):
                    out.append(Action(K_USE, card=j, target=t))  # the card to the library's bottom
            continue
        if sh is not None and sh[0] == SMALL_BURN:
            for q in s.players:
                if q is m:
                    continue
                for v in q.ready + q.torpor:
                    if su.is_vampire[v] and su.capacity[v] <= sh[1]:
                        out.append(Action(K_USE, card=j, target=v))


def other_events(s: GameState, j: int) -> int:
    """Events in play other than ``j``."""
    mode = s.setup.mode
    return sum(1 for q in s.players for e in q.in_play if e != j and mode[e] == Mode.EVENT)


def event_burned(s: GameState, e: int) -> None:
    """Event ``e`` in play burns; its controller replaces it if it was "not replaced as long as
    this card is in play" (rules 1.6.1.2)."""
    su = s.setup
    for q in s.players:
        if e in q.in_play:
            q.in_play.remove(e)
            burn_card(s, e)
            eff = su.effect[e]
            if eff is not None and eff.replace_at == REPLACE_LEAVES_PLAY and not q.ousted:
                replace_cards(s, q)
            return


def to_predator(s: GameState, j: int) -> None:
    m = s.players[s.current]
    pred = s.predator(s.current)
    if j in m.in_play and pred != s.current:
        m.in_play.remove(j)
        s.players[pred].in_play.append(j)


def has_discard_use(s: GameState) -> bool:
    out: list[Action] = []
    discard_uses(s, s.players[s.current], out)
    return bool(out)


def end_of_turn(s: GameState) -> None:
    """The current Methuselah's turn ends: its ``SMALL_BURN`` events pass to its predator."""
    m = s.players[s.current]
    ms = s.setup.master_shape
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == SMALL_BURN]:  # type: ignore[index]
        to_predator(s, j)


def stored(s: GameState, m: Methuselah, j: int) -> int:
    """The card face down on ``STORAGE`` card ``j`` of ``m`` (Storage Annex), or -1."""
    att = s.attached
    for k in m.removed:
        if att[k] == j:
            return k
    return -1


def storage_burned(s: GameState, j: int) -> None:
    """``STORAGE`` card ``j`` leaves play: the card on it goes to its owner's ash heap."""
    m = s.players[s.setup.owner[j]]
    k = stored(s, m, j)
    if k >= 0:
        m.removed.remove(k)
        s.attached[k] = -1
        m.ash.append(k)


def burn_in_play(s: GameState, j: int) -> None:
    """A (D) action burning card ``j`` in play succeeds."""
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
            burn_card(s, j)
            return


def on_torpor(s: GameState, v: int, p: int) -> None:
    """After vampire ``v`` of Methuselah ``p`` goes to torpor: its haven burns, its
    ``TORPOR_BURN`` cards burn its controller's pool."""
    if MINION_LOSS in s.setup.master_kinds:
        _minion_loss(s, p)  # "after a ready minion is sent to torpor, their controller burns 1 pool"
        if s.terminal or s.players[p].ousted:
            return
    if GUARDIAN in s.setup.master_kinds:
        for j in shape_on(s, v, GUARDIAN):
            burn_in_play(s, j)  # "if this vampire is in torpor, burn this card"
    if HAVEN in s.setup.master_kinds:
        havens = shape_on(s, v, HAVEN)
        if havens:
            for j in havens:
                for q in s.players:
                    if j in q.in_play:
                        q.in_play.remove(j)
                burn_card(s, j)  # "burn this card after this minion goes to torpor"
            set_targeted(s, v, False)
    ms = s.setup.master_shape
    att = s.attached
    n = 0
    for q in s.players:
        for j in q.in_play:
            if att[j] == v:
                sh = ms[j]
                if sh is not None and sh[0] == TORPOR_BURN:
                    n += sh[1]
    if n:
        burn_pool(s, p, n)


def unlock_burns(s: GameState) -> None:
    """At the end of the current Methuselah's unlock phase: 1 pool (M) for each ``TORPOR_BURN``
    card on a vampire in torpor; 1 pool moved to a counter on each of its ``DRAIN`` cards; N pool
    for each ``UNLOCK_WITHOUT_BURN`` card when they control no ready vampire of its kind."""
    ms = s.setup.master_shape
    att = s.attached
    if DRAIN in s.setup.master_kinds:
        m = s.players[s.current]
        for j in m.in_play:
            sh = ms[j]
            if sh is not None and sh[0] == DRAIN and m.pool > 0:
                s.blood[j] += 1  # "move 1 counter from your pool to this card"
                burn_pool(s, s.current, 1)
                if s.terminal or m.ousted:
                    return
    n = 0
    cur = s.current
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is None:
                continue
            if sh[0] == TORPOR_BURN and sh[2]:
                v = att[j]
                if v >= 0 and any(v in r.torpor for r in s.players):
                    n += sh[2]
            elif sh[0] == UNLOCK_WITHOUT_BURN and not controls_ready(s, cur, sh[2], 0):
                n += sh[1]  # "a Methuselah not controlling a ready anarch burns 1 pool"
            elif sh[0] == AWAKENING:
                n += sh[1]  # "that Methuselah burns 1 pool unless they burn a vampire"
    if n:
        burn_pool(s, cur, n)


def after_action(s: GameState, pend: Pending) -> None:
    """A successful action during which no reaction card was played: once each turn, the acting
    vampire's ``AFTER_ACTION_BLOOD`` card gives it blood."""
    if not pend.succeeded or pend.played:
        return
    a = pend.actor
    if a < 0:
        return
    ms = s.setup.master_shape
    att = s.attached
    for q in s.players:
        for j in q.in_play:
            if att[j] == a:
                sh = ms[j]
                if sh is not None and sh[0] == AFTER_ACTION_BLOOD and not sh[3] and (j, USED_CARD) not in s.used:
                    s.used.add((j, USED_CARD))
                    gain_blood(s, a, sh[1])


def bled_prey(s: GameState, a: int) -> None:
    """Vampire ``a`` successfully bled its controller's prey: once per turn, its Capitalist (an
    ``AFTER_ACTION_BLOOD`` card with the bleed mark) gives it blood from the bank."""
    ms = s.setup.master_shape
    att = s.attached
    for q in s.players:
        for j in q.in_play:
            if att[j] == a:
                sh = ms[j]
                if sh is not None and sh[0] == AFTER_ACTION_BLOOD and sh[3] and (j, USED_CARD) not in s.used:
                    s.used.add((j, USED_CARD))
                    gain_blood(s, a, sh[1])


def skip_replacements(s: GameState, m: Methuselah, k: int) -> int:
    """``m`` would replace ``k`` cards: its ``NO_REPLACE`` card burns a counter instead of each
    (and ``m`` loses the hand size it gave), burned with its last; the replacements left."""
    ms = s.setup.master_shape
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == NO_REPLACE:
            while k and s.blood[j] > 0:
                s.blood[j] -= 1
                m.hand_size -= 1
                k -= 1
            if s.blood[j] <= 0:
                m.in_play.remove(j)
                burn_card(s, j)  # "burn this card if it has no counters"
            return k
    return k


def bleed_cap(s: GameState, target: int, amount: int) -> int:
    """The pool Methuselah ``target`` burns to a bleed of ``amount``: "if you would burn more than
    2 pool to a bleed, you burn 2 pool instead" (their ``BLEED_CAP`` cards)."""
    ms = s.setup.master_shape
    for j in s.players[target].in_play:
        sh = ms[j]
        if sh is not None and sh[0] == BLEED_CAP and amount > sh[1]:
            amount = sh[1]
    return amount


def after_bleed(s: GameState, m: Methuselah) -> None:
    """A minion ``m`` controls bled successfully: ``m``'s ``BLEED_CAP`` cards burn."""
    ms = s.setup.master_shape
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == BLEED_CAP]:  # type: ignore[index]
        m.in_play.remove(j)
        burn_card(s, j)  # "after a minion you control successfully bleeds, burn this card"


def guardian_intercept(s: GameState, v: int) -> int:
    """+N intercept ``GUARDIAN`` cards give vampire ``v`` during a bleed directed at its controller."""
    ms = s.setup.master_shape
    return sum(sh[1] for j in shape_on(s, v, GUARDIAN) if (sh := ms[j]) is not None)


def guardian_prevent(s: GameState, v: int) -> int:
    """Damage ``GUARDIAN`` cards let vampire ``v`` prevent each combat."""
    ms = s.setup.master_shape
    return sum(sh[2] for j in shape_on(s, v, GUARDIAN) if (sh := ms[j]) is not None)


def on_block(s: GameState, pend: Pending) -> None:
    """A block succeeds (before block resolution): a ``BLOCKED_BURN`` card on the acting minion
    burns the blocking minion's controller's pool; once each turn, a ``BLOCK_BLOOD`` card on the
    blocker gives it blood if the acting minion is a titled vampire or the action is political."""
    b, a = pend.blocker, pend.actor
    su = s.setup
    if BLOCKED_BURN in su.master_kinds and a >= 0 and b >= 0:
        ms = su.master_shape
        n = sum(sh[1] for j in shape_on(s, a, BLOCKED_BURN) if (sh := ms[j]) is not None)
        p = controller_of(s, b)
        if n and p >= 0:
            burn_pool(s, p, n)  # Aching Beauty: "the blocking minion's controller burns 1 pool"
            if s.terminal:
                return
    if b < 0 or not su.is_vampire[b] or not (pend.kind == K_POLITICAL or (a >= 0 and titled(s, a))):
        return
    for j in shape_on(s, b, BLOCK_BLOOD):
        if (j, USED_CARD) not in s.used:
            s.used.add((j, USED_CARD))
            gain_blood(s, b, su.master_shape[j][1])  # type: ignore[index]


def titled(s: GameState, v: int) -> bool:
    """Vampire ``v`` holds a title: its printed one (unless yielded), or one gained in play."""
    if v in s.title_votes:
        return s.title_votes[v] > 0
    return bool(s.setup.is_vampire[v] and s.setup.title[v])


def play_event(s: GameState, i: int) -> None:
    """A discard phase action puts event ``i`` in play; each event card is played once per game
    (rules 1.6.4, 8)."""
    m = s.players[s.current]
    su = s.setup
    e = su.effect[i]
    assert e is not None
    play_from_hand(s, m, i, e)
    m.in_play.append(i)
    s.once_per_game.add(su.card_id[i])
    s.discard_actions -= 1
    if su.master_shape[i] is not None and su.master_shape[i][0] in COST_KINDS:  # type: ignore[index]
        sync_costs(s)  # Narrow Minds: redirection costs more from now on
    sh = su.master_shape[i]
    if sh is not None and sh[0] == TORPOR_TAX:
        s.once_per_game.add(TORPOR_OWED - m.index)  # "do not replace until a vampire moves from torpor"
    if sh is not None and sh[0] == NO_HUNT_EVENT:
        s.once_per_game.add(HUNT_OWED - m.index)  # "do not replace until a vampire successfully hunts"
    if sh is not None and sh[0] == VP_HAND:
        for q in s.players:
            if not q.ousted and q.vp >= 1:
                hand_size_change(q, sh[1] * int(q.vp))  # "+2 hand size for each victory point"


def vp_gained(s: GameState, q: Methuselah, n: int) -> None:
    """Methuselah ``q`` gains ``n`` victory points: +N hand size for each ``VP_HAND`` event in play."""
    ms = s.setup.master_shape
    k = sum(sh[1] for p in s.players for j in p.in_play if (sh := ms[j]) is not None and sh[0] == VP_HAND)
    if k and not q.ousted:
        hand_size_change(q, k * n)


def ball_unlock(s: GameState, m: Methuselah) -> None:
    """``m``'s unlock phase begins: the vampires ``m``'s ``GRAND_BALL`` cards locked do not unlock
    as normal (rules 4)."""
    ms = s.setup.master_shape
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == GRAND_BALL and j in s.paired:
            s.no_unlock.add(s.paired[j][0])


def unblockable(s: GameState, a: int) -> bool:
    """Minion ``a``'s non-bleed actions cannot be blocked (the other vampire of a ``GRAND_BALL``
    card its controller has in play)."""
    ms = s.setup.master_shape
    paired = s.paired
    for q in s.players:
        if a in q.ready:
            for j in q.in_play:
                sh = ms[j]
                if sh is not None and sh[0] == GRAND_BALL and j in paired and paired[j][1] == a:
                    return True
            return False
    return False


def equip_unlock(s: GameState) -> bool:
    """An ``EQUIP_UNLOCK`` event is in play (NRA PAC): a minion who equips unlocks at the end of the turn."""
    ms = s.setup.master_shape
    return any(ms[j] is not None and ms[j][0] == EQUIP_UNLOCK for q in s.players for j in q.in_play)  # type: ignore[index]


def ally_burned(s: GameState, c) -> None:
    """Combat ``c`` has ended (rules 6.4): if the ally opposing the acting vampire was burned in
    it, each ``ALLY_BURN_DAMAGE`` event in play (FBI Special Affairs Division) takes a counter and
    the acting vampire N unpreventable environmental damage; the card burns at its counter count."""
    su = s.setup
    a, o = c.m[0], c.m[1]
    pend = s.pending
    # side 0 is the acting minion, unless a slave fights in the blocked vampire's place (rules 11)
    if not su.is_ally[o] or not su.is_vampire[a] or pend is None or pend.actor != a \
            or o not in s.players[su.owner[o]].ash:
        return
    ms = su.master_shape
    for q in s.players:
        for j in [j for j in q.in_play if ms[j] is not None and ms[j][0] == ALLY_BURN_DAMAGE]:  # type: ignore[index]
            s.blood[j] += 1  # "add 1 counter to this card"
            if controller_of(s, a) >= 0:
                # unpreventable: no prevention step, the vampire burns blood to heal it (rules 6.4.6)
                HOOKS.combat_damage(s, a, ms[j][1])  # type: ignore[index]
            if s.blood[j] >= ms[j][2] and j in q.in_play:  # type: ignore[index]
                q.in_play.remove(j)
                burn_card(s, j)  # "if this card has 4 counters, burn it"


def torpor_tax(s: GameState) -> int:
    """The extra blood of the ``TORPOR_TAX`` events in play (Torpid Blood): on the actions of
    vampires in torpor, and to rescue an older vampire (rules 6.5.2, 6.5.3)."""
    ms = s.setup.master_shape
    return sum(sh[1] for q in s.players for j in q.in_play if (sh := ms[j]) is not None and sh[0] == TORPOR_TAX)


def _draw_owed(s: GameState, owed: int) -> None:
    """Each Methuselah marked ``owed`` (less its index) in ``once_per_game`` draws the replacement
    of the event card it played (rules 1.6.1.2)."""
    done = s.once_per_game
    for q in s.players:
        if owed - q.index in done:
            done.discard(owed - q.index)
            if not q.ousted:
                replace_cards(s, q)


def left_torpor(s: GameState) -> None:
    """A vampire moved from torpor to the ready region: the replacement of a ``TORPOR_TAX`` card."""
    _draw_owed(s, TORPOR_OWED)


def hunted(s: GameState) -> None:
    """A vampire hunted successfully: the replacement of a ``NO_HUNT_EVENT`` card."""
    _draw_owed(s, HUNT_OWED)


def hunt_barred(s: GameState) -> bool:
    """A ``NO_HUNT_EVENT`` event is in play (Restricted Vitae): vampires hunt only when they must."""
    ms = s.setup.master_shape
    return any(ms[j] is not None and ms[j][0] == NO_HUNT_EVENT for q in s.players for j in q.in_play)  # type: ignore[index]


def event_intercept(s: GameState, v: int, actor: int) -> int:
    """Intercept events give minion ``v`` blocking ``actor`` (The Unmasking: allies against vampires)."""
    su = s.setup
    if actor < 0 or not su.is_vampire[actor] or not su.is_ally[v]:
        return 0
    ms = su.master_shape
    n = 0
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is not None and sh[0] == EVENT_ALLY_INTERCEPT:
                n += sh[1]
    return n


def discard_phase(s: GameState) -> None:
    """The current Methuselah's discard phase: Dragonbound's pool for its vampires in torpor;
    a counter off its Palla Grande; its ``LOCK_BLOOD_TO`` cards pass to its predator."""
    m = s.players[s.current]
    ms = s.setup.master_shape
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == CHOSEN_DISC]:  # type: ignore[index]
        v, mark = s.attached[j], s.blood[j] - 1
        if v >= 0 and mark >= 0:
            _lose_discipline(s, v, mark // 2, bool(mark & 1))
        m.in_play.remove(j)
        burn_card(s, j)  # "burn this card during your discard phase"
        ms = s.setup.master_shape
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == UNCOILING]:  # type: ignore[index]
        events = [e for q in s.players for e in q.in_play if e != j and s.setup.mode[e] == Mode.EVENT]
        if events and j in m.in_play:
            event_burned(s, events[int(s.rng.integers(len(events)))])  # "burn another event at random"
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == CLAN_BLEED]:  # type: ignore[index]
        s.blood[j] -= 1  # "burn 1 counter from this card"
        if s.blood[j] <= 0:
            m.in_play.remove(j)
            burn_card(s, j)  # "burn this card if it has no counters"
    if EVENT_TORPOR_BURN in s.setup.master_kinds and m.torpor:
        n = 0
        for q in s.players:
            for j in q.in_play:
                sh = ms[j]
                if sh is not None and sh[0] == EVENT_TORPOR_BURN:
                    n += sh[1]
        torpid = sum(1 for v in m.torpor if s.setup.is_vampire[v])
        if n and torpid:
            cur = s.current
            burn_pool(s, cur, n * torpid)
            if s.terminal or s.current != cur:
                return
    moving = [j for j in m.in_play if ms[j] is not None and ms[j][0] == LOCK_BLOOD_TO]  # type: ignore[index]
    if not moving:
        return
    pred = s.predator(s.current)
    if pred == s.current:
        return
    for j in moving:
        m.in_play.remove(j)
        if not (s.setup.is_unique[j] and contest(s, pred, j)):
            s.players[pred].in_play.append(j)
