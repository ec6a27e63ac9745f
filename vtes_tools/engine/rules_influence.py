"""The influence phase (transfers, vampires brought out, allies fetched) and the discard phase:
what the current Methuselah may do in them, and the influence steps :func:`.rules.apply` calls;
the cards put back or recurred after a draw. :func:`.rules.legal_actions` calls the listers.
"""

from __future__ import annotations

from . import imbued, masters
from .actions import Action
from .hot import (
    K_BURN_DIABLERIST, K_CRYPT_DRAW, K_DISCARD, K_FETCH, K_INFLUENCE, K_PLAY_EVENT, K_RETRIEVE, K_TRANSFER, K_USE,
    O_INFLUENCE_BLOOD,
)
from .ops import blood_cost, burn_pool, contest, controller_of, controls_same, distinct, new_tuple
from .rules_base import DISCARD, MANDATORY, target_ok
from .rules_listing import ARRANGE_N, ARRANGE_TO, action_options, edge_actions, toggle_actions
from .rules_stages import TRANSFERS_TAG
from .state import GameState, Methuselah


def influence_actions(s: GameState) -> list[Action]:
    """Rules 7: transfers, bringing vampires into play, influence-phase uses of cards in play."""
    m = s.players[s.current]
    su = s.setup
    blood = s.blood
    cap = su.capacity
    out: list[Action] = []
    t = s.transfers
    memo_get = su.memo.get
    for v in m.uncontrolled:
        b = blood[v]
        if b >= cap[v]:
            out.append(new_tuple(Action, (K_INFLUENCE, -1, -1, v, 0)))
            if su.convert[v]:
                _convert_actions(s, m, v, out)
            elif su.share_blood[v] and any(su.harbinger[w] and blood[w] < cap[w] for w in m.uncontrolled if w != v):
                out.append(new_tuple(Action, (K_INFLUENCE, -1, -1, v, 3)))  # Erlik shares his blood
        room = min(t, cap[v] - b, m.pool)
        if room > 0:
            # the transfers of 1 to its capacity onto ``v`` (immutable: built once per setup)
            moves = memo_get((v, 0, TRANSFERS_TAG))
            if moves is None:
                moves = su.memo[(v, 0, TRANSFERS_TAG)] = tuple(
                    new_tuple(Action, (K_TRANSFER, -1, -1, v, n)) for n in range(1, cap[v] + 1))
            out += moves[:room]  # type: ignore[index]
        if t >= 2 and b > 0:
            out.append(new_tuple(Action, (K_RETRIEVE, -1, -1, v, 0)))
    if t >= 4 and m.crypt and m.pool >= 1:
        out.append(new_tuple(Action, (K_CRYPT_DRAW, -1, -1, -1, 0)))
    if su.any_fetch:
        _fetch_actions(s, m, out)
    if su.imbued is not None:
        imbued.influence_actions(s, m, out)  # Paul Moreton: a counter to an uncontrolled imbued
    ib = su.influence_blood  # (a card without it lists nothing here)
    for j in m.in_play:
        if not ib[j] or s.locked[j]:
            continue
        e = su.effect[j]
        if e is None or not e.options:
            continue
        for p in e.options[0].prims:
            if p.op == O_INFLUENCE_BLOOD:
                for v in m.uncontrolled:
                    if target_ok(s, p.arg, p.cond, e.target_clan, -1, v):
                        out.append(new_tuple(Action, (K_USE, -1, j, v, 0)))
    if masters.MORTALITY in su.master_kinds:
        masters.mortality_uses(s, m, out)  # Memories of Mortality burned, its vampire to torpor
    if masters.INFLUENCE_KINDS & su.master_kinds and m.in_play and masters.influence_actions(s, m, out):
        out.append(MANDATORY)
    return out


def _convert_actions(s: GameState, m: Methuselah, v: int, out: list[Action]) -> None:
    """Anarch Convert, ``v``: "as the convert enters play, you can remove him from the game to
    make a non-titled vampire you control Anarch and either gain 1 pool (n=1) or draw 1 card from
    your crypt (n=2)". The sect of a vampire is fixed for the game here, so the vampire made
    Anarch (``actor``) is one already Anarch: the sect change changes nothing and the rest of the
    text applies in full."""
    su = s.setup
    for w in (*m.ready, *m.torpor):
        if su.is_vampire[w] and su.sect[w] == "Anarch" and not su.title[w] and w not in s.title_votes:
            out.append(new_tuple(Action, (K_INFLUENCE, w, -1, v, 1)))
            if m.crypt:
                out.append(new_tuple(Action, (K_INFLUENCE, w, -1, v, 2)))
            return


def convert(s: GameState, v: int, n: int) -> None:
    """Anarch Convert removed from the game as it enters play: its blood is burned
    (rules 1.1.2), then 1 pool or the top card of the crypt to the uncontrolled region (rules 7)."""
    m = s.players[s.current]
    m.uncontrolled.remove(v)
    s.blood[v] = 0
    m.removed.append(v)
    if n == 1:
        m.pool += 1
    elif m.crypt:
        m.uncontrolled.append(m.crypt.pop())


def share_blood(s: GameState, v: int) -> None:
    """Erlik, having entered play: "you can distribute up to 5 blood from him to any of your
    uncontrolled Harbingers of Skulls", first to those nearest to their capacity (rules 7)."""
    m = s.players[s.current]
    su = s.setup
    if v not in m.ready:
        return  # contested or burned as it came in
    left = min(su.share_blood[v], s.blood[v])
    for w in sorted((w for w in m.uncontrolled if su.harbinger[w]), key=lambda w: su.capacity[w] - s.blood[w]):
        k = min(left, su.capacity[w] - s.blood[w])
        if k > 0:
            s.blood[w] += k
            s.blood[v] -= k
            left -= k


def _fetch_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Antonio d'Erlette: while ready, 4 transfers put a mage ally he could play from your
    library or hand in play, its cost paid as normal (without the last pool)."""
    su = s.setup
    for v in m.ready:
        n = su.fetch_mage[v]
        if not n or s.transfers < n:
            continue
        seen: set[int] = set()
        for i in m.hand + m.library:
            cid = su.card_id[i]
            if not su.is_mage[i] or cid in seen:
                continue
            seen.add(cid)
            e = su.effect[i]
            if e is not None and action_options(su, v, i) and e.pool_cost < m.pool \
                    and blood_cost(su, v, i) <= s.blood[v] and not (e.unique and controls_same(s, m, i)):
                out.append(Action(K_FETCH, actor=v, card=i))


def fetch_ally(s: GameState, action: Action) -> None:
    """Put the mage ally in play with its starting life, paying its cost; the library is
    shuffled when the ally came from it."""
    m = s.players[s.current]
    su = s.setup
    v, i = action.actor, action.card
    n = su.fetch_mage[v]
    s.transfers -= n
    s.transfers_used += n
    if i in m.hand:
        m.hand.remove(i)
    else:
        m.library.remove(i)
        order = s.rng.permutation(len(m.library))
        lib = m.library
        m.library = [lib[k] for k in order]
    e = su.effect[i]
    assert e is not None
    cost = blood_cost(su, v, i)
    if cost:
        s.blood[v] = max(0, s.blood[v] - cost)
    s.blood[i] = e.life
    if not (su.is_unique[i] and contest(s, s.current, i)):
        m.ready.append(i)
        s.locked[i] = 0
    if e.pool_cost:
        burn_pool(s, s.current, e.pool_cost)


def has_influence_choice(s: GameState) -> bool:
    """Cheap test that ``influence_actions`` is not empty."""
    m = s.players[s.current]
    su = s.setup
    if su.any_fetch and s.transfers and any(su.fetch_mage[v] for v in m.ready):
        fetch: list[Action] = []
        _fetch_actions(s, m, fetch)
        if fetch:
            return True
    cap = su.capacity
    blood = s.blood
    t = s.transfers
    for v in m.uncontrolled:
        b = blood[v]
        if b >= cap[v] or (t >= 1 and m.pool >= 1) or (t >= 2 and b > 0):
            return True
    if t >= 4 and m.crypt and m.pool >= 1:
        return True
    if masters.INFLUENCE_KINDS & su.master_kinds and m.in_play and masters.has_influence_use(s, m):
        return True
    if masters.MORTALITY in su.master_kinds:
        uses: list[Action] = []
        masters.mortality_uses(s, m, uses)
        if uses:
            return True
    ib = su.influence_blood
    return any(ib[j] and not s.locked[j] for j in m.in_play) and bool(m.uncontrolled) and bool(influence_actions(s))


def put_back_actions(s: GameState) -> list[Action]:
    """The cards of the current Methuselah's hand it may move (one per card name): discarding
    down after "draw N cards (discard afterward)" (rules 1.6.1.2), or to the bottom of the
    library (Heart of Nizchetus)."""
    su = s.setup
    seen: set[int] = set()
    out = []
    if s.put_back_to == 2:
        return _recur_actions(s)
    if s.put_back_to == 3:
        # the prey's card the current Methuselah discards (Revelations)
        return [Action(K_DISCARD, card=i, n=4) for i in distinct(su, s.players[s.recur[1]].hand)]
    if s.put_back_to == 5:
        # a card of its own hand a Methuselah discards down (Infernal Pursuit, maybe out of turn)
        return [Action(K_DISCARD, card=i, n=6) for i in distinct(su, s.players[s.recur[1]].hand)]
    if s.put_back_to == ARRANGE_TO:
        # the top cards still to order (Maris Streck): the one chosen goes under the others
        lib = s.players[s.current].library
        return [Action(K_DISCARD, card=i, n=ARRANGE_N) for i in distinct(su, lib[len(lib) - s.put_back:])]
    for i in s.players[s.current].hand:
        cid = su.card_id[i]
        if cid not in seen:
            seen.add(cid)
            out.append(Action(K_DISCARD, card=i, n=1 + s.put_back_to))
    return out


def _recur_actions(s: GameState) -> list[Action]:
    """Library cards of the current Methuselah's ash heap (one per card name, not the action
    card moving them) it may move to the top of its library."""
    su = s.setup
    seen: set[int] = set()
    out = []
    skip = s.recur[0]
    for i in s.players[s.current].ash:
        cid = su.card_id[i]
        if i != skip and not su.is_crypt[i] and cid not in seen:
            seen.add(cid)
            out.append(Action(K_DISCARD, card=i, n=3))
    return out


def discard_actions(s: GameState) -> list[Action]:
    """Rules 8: discard one card and draw; a vampire's "unlock another ready Lasombra", "burn
    the Edge to unlock", Carlton Van Wyk's burning of a diablerist."""
    su = s.setup
    if not (su.any_edge_use or su.any_pool_use or su.any_toggle or (su.any_burn_diablerist and s.diablerists)):
        return _discard_cards(s)
    out: list[Action] = []
    if su.any_edge_use or su.any_pool_use:
        out += edge_actions(s, DISCARD)
    if su.any_burn_diablerist and s.diablerists:
        out += _burn_diablerist_actions(s)
    if su.any_toggle:
        out += toggle_actions(s, DISCARD)
    return out + _discard_cards(s)


def _burn_diablerist_actions(s: GameState) -> list[Action]:
    """Carlton Van Wyk: "during your discard phase, you can burn Carlton to burn a vampire who
    has committed diablerie since your last turn" (its last diablerie less than a table turn ago:
    one turn for each Methuselah still in)."""
    m = s.players[s.current]
    since = s.turn - len(s.alive())
    out = []
    for c in m.ready:
        if s.setup.burn_diablerist[c]:
            for v, t in s.diablerists.items():
                if t > since:
                    q = controller_of(s, v)
                    if q >= 0 and (v in s.players[q].ready or v in s.players[q].torpor):
                        out.append(Action(K_BURN_DIABLERIST, actor=c, target=v))
    return out


def _discard_cards(s: GameState) -> list[Action]:
    su = s.setup
    out: list[Action] = []
    if masters.DISCARD_USE_KINDS & su.master_kinds:
        masters.discard_uses(s, s.players[s.current], out)  # Scourge of the Enochians, Metro Underground
    if not s.discard_actions:
        return out
    seen: set[int] = set()
    ms = su.master_shape
    cid_of = su.card_id
    for i in s.players[s.current].hand:
        cid = cid_of[i]
        if cid not in seen:
            seen.add(cid)
            out.append(new_tuple(Action, (K_DISCARD, -1, i, -1, 0)))
            if ms[i] is not None and ms[i][0] in masters.EVENT_KINDS and cid not in s.once_per_game:  # type: ignore[index]
                out.append(new_tuple(Action, (K_PLAY_EVENT, -1, i, -1, 0)))  # rules 1.6.4: each event once per game
    return out
