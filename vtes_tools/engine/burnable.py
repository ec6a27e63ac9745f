"""Cards in play that other Methuselahs' minions can burn as a (D) action (rules 6.1.6).

"Minions can burn this card as a (D) action" (Army of Rats, Creeping Sabotage), "any vampire can
burn this card as a (D) action that costs 1 blood" (Foundation Exhibit): an action a card in play
grants, directed at the card's controller, whose minions can block it (rules 6.2.2.1); without
stealth unless the card gives some, paid when it succeeds, at most once a turn for each minion
and card (rules 6.1.6). When it succeeds the card is burned.

:func:`.burnable_text.spec` reads the sentence once per card at setup (``GameSetup.burnable``);
only the plain sentence is read, with a clan's stealth during that action or the unpreventable
damage it inflicts on an acting vampire (extra blockers are other texts), and not on master
cards whose shape reads it (Smiling Jack, see :mod:`.masters`). The actions are
``Kind.BURN_CARD`` with ``n`` their stealth. :func:`.burnable_text.plain` is the card's effect
without that primitive, the part the rest of the rules play. The rules list the actions with
:func:`actions` and resolve them with :func:`resolve`; :func:`harm` is what the card costs a
Methuselah, for the policies.
"""

from __future__ import annotations

from ..models import current_clan
from .actions import Action, Kind
from .burnable_text import BurnSpec
from .effects import Restriction
from .ops import HOOKS, burn_card, burn_pool, card_controller, contest, controller_of, controls_ready
from .state import GameState, Methuselah, Referendum, Stat, vote_order

#: ``GameState.used`` key (minion, USED - card): that minion used that card in play this turn
USED = -50_000  # below: (minion, USED - card) marks, apart from masters.RADIO's (card, RADIO - minion)


def targets(s: GameState, m: Methuselah) -> list[int]:
    """The burnable cards in play other Methuselahs than ``m`` control."""
    sp_of = s.setup.burnable
    out: list[int] = []
    for q in s.players:
        if q is not m and not q.ousted and q.in_play:
            out += [j for j in q.in_play if sp_of[j] is not None]
    return out

#: ``GameSetup.cannot`` bit: "Gillian Krader cannot perform political actions"
_NO_POLITICAL = 1 << Restriction.POLITICAL_ACTIONS
_K_BURN_CARD = Kind.BURN_CARD


def actions(s: GameState, m: Methuselah, a: int, cards: list[int], out: list[Action]) -> None:
    """Minion ``a`` of ``m`` can burn each of ``cards``, burnable cards another Methuselah
    controls (rules 6.1.6): once a turn each, by a vampire if the text says so, with the cost."""
    su = s.setup
    sp_of: tuple[BurnSpec | None, ...] = su.burnable  # type: ignore[assignment]  # (GameSetup.burnable holds BurnSpec)
    used = s.used
    is_v = su.is_vampire[a]
    for j in cards:
        sp = sp_of[j]
        if sp is None or (sp[0] and not is_v) or (a, USED - j) in used:  # (the cards given are burnable)
            continue
        if sp[5] and current_clan(su.clan[a]) == sp[5]:
            continue  # "non-Ravnos minions can burn this card"
        if sp[9] and su.capacity[a] < sp[9]:
            continue  # "vampires with capacity 5 or more"
        if sp[12] and not (su.req_bits[a] >> sp[12]) & 1:
            continue  # "Sabbat vampires can call a referendum to burn this card"
        if sp[2] > s.blood[a] or sp[3] >= m.pool:
            continue
        if sp[4] and (s.political_acted[a] == s.turn or su.cannot[a] & _NO_POLITICAL):
            continue  # rules 6.1.7: one political action a turn
        n = sp[1]
        if sp[6] and current_clan(su.clan[a]) == sp[6]:
            n += sp[7]  # "Nosferatu get -1 stealth during that action"
        out.append(tuple.__new__(Action, (_K_BURN_CARD, a, -1, j, n)))  # Action(Kind.BURN_CARD, actor=a, target=j, n=n)


def call(s: GameState, a: int, j: int) -> None:
    """The political action to burn card ``j`` succeeded: the referendum begins (rules 6.3.2),
    with no terms to choose and no political action card burned for the caller's vote."""
    r = Referendum(j, s.current, a)
    r.terms = [()]
    r.term = ()
    r.choosing = False
    r.order = vote_order(s, s.current)
    r.extra = {q: 0 for q in r.order}
    s.referendum = r
    s.stats[Stat.REFERENDUMS] += 1


def burn_passed(s: GameState, r: Referendum) -> None:
    """The referendum to burn card ``r.card`` passed: it burns if still in play."""
    j = r.card
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
            burn_card(s, j)
            return


def burn_value(s: GameState, r: Referendum, term: tuple[int, ...]) -> list[float]:
    """The pool each Methuselah saves if card ``r.card`` burns (:func:`harm`); its controller
    loses a little."""
    out = [harm(s, q, r.card) for q in range(len(s.players))]
    p = s.controller(r.card)
    if p >= 0:
        out[p] = -0.5
    return out


def resolve(s: GameState, a: int, j: int, p: int) -> None:
    """The action succeeded: pay its cost (rules 6.2.3) and burn card ``j`` if Methuselah ``p``
    still controls it."""
    sp: BurnSpec | None = s.setup.burnable[j]  # type: ignore[assignment]  # (GameSetup.burnable holds BurnSpec)
    assert sp is not None
    if sp[2]:
        s.blood[a] = max(0, s.blood[a] - sp[2])
    if sp[3]:
        burn_pool(s, s.current, sp[3])
    q = s.players[p]
    if j in q.in_play and sp[11]:
        q.in_play.remove(j)  # stolen: the acting minion's controller takes control of it (rules 11)
        if not (s.setup.is_unique[j] and contest(s, s.current, j)):
            s.players[s.current].in_play.append(j)
    elif j in q.in_play and sp[14] and s.blood[j] < sp[14] - 1:
        s.blood[j] += 1  # "burn this card with two +1 stealth actions": one done (a counter on it)
    elif j in q.in_play:
        q.in_play.remove(j)
        burn_card(s, j)
        if sp[10]:
            # "shuffle it into your library": from the ash heap it just went to
            owner = s.players[s.setup.owner[j]]
            owner.ash.remove(j)
            owner.library.append(j)
            s.rng.shuffle(owner.library)
    if sp[8] and s.setup.is_vampire[a] and card_controller(s, a) >= 0:
        HOOKS.combat_damage(s, a, sp[8])  # "inflicts 1 unpreventable environmental damage on acting vampires"


def harm(s: GameState, me: int, j: int) -> float:
    """What card ``j`` in play costs Methuselah ``me``, in pool over the next turns: the pool it
    burns each of ``me``'s turns (the prey's pool for Army of Rats),
    else a small amount for the edge it gives its controller (Anarch Revolt: the pool of each
    unlock phase without a ready anarch)."""
    su = s.setup
    p = -1
    for q in s.players:
        if j in q.in_play:
            p = q.index
    if p < 0 or p == me:
        return 0.0
    sh = su.master_shape[j]
    if sh is not None and sh[0] == _masters.UNLOCK_WITHOUT_BURN:
        # 1 pool in each unlock phase without a ready anarch
        return 0.3 if controls_ready(s, me, sh[2], 0) else 2.0 * sh[1]
    pb = su.prey_burn[j]
    if pb is not None:
        return 2.5 * pb[0] if s.prey(p) == me else 0.3
    sp: BurnSpec | None = su.burnable[j]  # type: ignore[assignment]  # (GameSetup.burnable holds BurnSpec)
    if sp is not None and sp[14]:
        # Pulled Fangs on a vampire of mine: it cannot hunt, and goes to torpor when its blood
        # runs out (worth about the vampire then); each of the actions it takes is a share of that
        v = s.attached[j]
        if v < 0 or controller_of(s, v) != me:
            return 0.0
        return (1.0 + 0.5 * su.capacity[v] if s.blood[v] <= 2 else 1.2) * (1 + s.blood[j]) / sp[14]
    return 0.4 if s.prey(p) == me or s.predator(p) == me else 0.2


# -- action cards put in play burning the prey's pool (Army of Rats, Creeping Sabotage) ---------


def x_cost(s: GameState, m: Methuselah, i: int) -> int:
    """The blood an X-cost card ``i`` costs: the copies of it ``m`` controls in play."""
    su = s.setup
    pb = su.prey_burn[i]
    if pb is None or not pb[2]:
        return 0
    cid = su.card_id[i]
    return sum(1 for j in m.in_play if su.card_id[j] == cid and j != i)


def unlock_prey_burns(s: GameState) -> None:
    """During the current Methuselah's unlock phase their prey burns the pool of each such card
    they control (once a turn for all the copies of a "once" card)."""
    su = s.setup
    m = s.players[s.current]
    if not m.in_play:
        return
    prey = s.prey(s.current)
    if prey == s.current:
        return
    n = 0
    once: set[int] = set()
    for j in m.in_play:
        pb = su.prey_burn[j]
        if pb is None:
            continue
        if pb[1]:
            if su.card_id[j] in once:
                continue
            once.add(su.card_id[j])
        n += pb[0]
    if n:
        burn_pool(s, prey, n)


def prey_burn_value(s: GameState, me: int, i: int) -> float:
    """What putting card ``i`` in play is worth to ``me``: the prey's pool each turn (nothing more
    for another copy of a "once" card)."""
    su = s.setup
    pb = su.prey_burn[i]
    if pb is None:
        return 0.0
    m = s.players[me]
    if pb[1] and any(su.card_id[j] == su.card_id[i] for j in m.in_play):
        return 0.0
    return 2.5 * pb[0]


# (imported at the end, as the state module does: masters imports the rules, which import this module;
# bound once here rather than imported at each call)
from . import masters as _masters


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from ..models import Card  # noqa: E402
from .card_types import HOME_READERS, CryptEffect, Effect  # noqa: E402
from .state import SETUP  # noqa: E402


def home(card: Card, eff: Effect | CryptEffect) -> str:
    """"burnable" for a library card whose burnable sentence the setup reads (``GameSetup.burnable``, by the
    same readers in the same order), else ""."""
    if not isinstance(eff, Effect) or not SETUP.burn_sentence(eff):
        return ""
    sh = SETUP.master_shape(eff, card.text or "")
    if sh is not None and sh[0] not in SETUP.master_burn_kinds:
        return ""
    return "burnable" if SETUP.burn_spec(eff, card.text or "", sh is not None) is not None else ""


HOME_READERS["burnable"] = home
