"""Cards in play that other Methuselahs' minions can burn as a (D) action (rules 6.1.6).

"Minions can burn this card as a (D) action" (Army of Rats, Creeping Sabotage), "any vampire can
burn this card as a (D) action that costs 1 blood" (Foundation Exhibit): an action a card in play
grants, directed at the card's controller, whose minions can block it (rules 6.2.2.1); without
stealth unless the card gives some, paid when it succeeds, at most once a turn for each minion
and card (rules 6.1.6). When it succeeds the card is burned.

:func:`spec` reads the sentence once per card at setup (``GameSetup.burnable``); only the plain
sentence is read, with a clan's stealth during that action or the unpreventable damage it
inflicts on an acting vampire (extra blockers are other texts), and not on master cards whose shape reads it (Smiling Jack, see
:mod:`.masters`). The actions are ``Kind.BURN_CARD`` with ``n`` their stealth. :func:`plain` is the card's effect without that primitive, the part
the rest of the rules play. The rules list the actions with :func:`actions` and resolve them
with :func:`resolve`; :func:`harm` is what the card costs a Methuselah, for the policies.
"""

from __future__ import annotations

import dataclasses
import re

from ..models import current_clan
from .actions import Action, Kind
from .effects import Effect, Mode, Op, Req, Restriction, When, clan_code
from .state import GameState, Methuselah, Referendum, vote_order

#: ``GameState.used`` key (minion, USED - card): that minion used that card in play this turn
USED = -50_000  # below: (minion, USED - card) marks, apart from masters.RADIO's (card, RADIO - minion)
_SENTENCE = re.compile(
    r"(?:^|\. |\n)(?:any |a )?(non-(\w+) )?(vampire|minion)s? can burn this card as an? (\+(\d) stealth )?(?:\(d\) )?action"
    r"(?: that costs (\d) (blood|pool))?(?:; ([\w ]+?) get ([+-]\d) stealth during that action)?"
    r"(?: that inflicts (\d) unpreventable environmental damage on acting vampires)?\.(?:$|\n| )",
    re.IGNORECASE)
#: "vampires can steal this card as a (D) action" (rules 11, steal): read for master shapes only
_STEAL = re.compile(r"(?:^|\. |\n)(?:any |a )?(vampire|minion)s? can steal this (?:card|location) as an? (\+(\d) stealth )?"
                    r"\(d\) action\.(?:$|\n| )", re.IGNORECASE)
#: action cards whose option put in play is the one a burnable sentence is on (Madman's Quill [AUS DEM])
_MULTI_OPTION = frozenset({101138})
#: "vampires with capacity 5 or more can shuffle Aranthebes into your library as a (D) action"
_SHUFFLE = re.compile(
    r"(?:^|\. |\n)vampires with capacity (\d+) or more can shuffle [\w ,']+? into your library as a \(d\) action\."
    r"(?:$|\n| )", re.IGNORECASE)
#: "any vampire(s) can burn this card with two +1 stealth actions" (Pulled Fangs): the stealth
_TWO_ACTIONS = re.compile(r"(?:^|\. |\n)any vampire(?:\(s\))? can burn this card with two \+(\d) stealth actions\."
                          r"(?:$|\n| )", re.IGNORECASE)
#: "vampires can call a referendum to burn this card as a +1 stealth political action" (rules 6.1.7)
_REFERENDUM = re.compile(
    r"(?:^|\. |\n)(sabbat |any camarilla |any )?vampires? can call a referendum to burn this card as a \+1 stealth political"
    r" action\.(?:$|\n| )", re.IGNORECASE)


def has_sentence(e: Effect) -> bool:
    """The effect reads a burnable sentence (``Op.BURNABLE``)."""
    return any(p.op is Op.BURNABLE for o in e.options for p in o.prims)


def reads(text: str) -> bool:
    """The text has a "minions can burn this card as a (D) action" sentence :func:`spec` reads."""
    return _SENTENCE.search(text) is not None


def spec(e: Effect | None, text: str,
         steal: bool = False
         ) -> tuple[int, int, int, int, int, str, str, int, int, int, int, int, int, int, int] | None:
    """(vampires only, stealth, blood cost, pool cost, by referendum, clan that cannot, clan with
    other stealth, its stealth change, unpreventable damage to an acting vampire, least capacity
    of the acting vampire, shuffled into its owner's library rather than burned, stolen rather
    than burned, a Req the acting vampire meets: "Sabbat vampires can call a referendum ...", 1
    for an undirected action: "as an action", not "(D)"; the successful actions it takes, when
    more than one: Pulled Fangs' "with two +1 stealth actions", each but the last a counter on
    the card) of the card's
    plain "(non-<clan>) minions can burn this card as a (D) action(; <clan> get -1 stealth during
    that action)" sentence, of "vampires can call a referendum to burn this card as a +1 stealth
    political action" (by referendum 1), or of "vampires with capacity 5 or more can shuffle <it>
    into your library as a (D) action";
    None when it has none (or another wording). With ``steal``, "vampires can steal this card as
    a (D) action" too (the card's controller changes instead)."""
    if e is None or not e.options:
        return None
    burn = [p for o in e.options for p in o.prims if p.op is Op.BURNABLE]
    if len(burn) != 1 or burn[0].arg not in ((0, 1, 2) if steal else (0, 1)):
        return None
    if len(e.options) != 1 and not open_hand_in_play(e) and e.card_id not in _MULTI_OPTION:
        return None
    if burn[0].arg == 1:
        ref = _REFERENDUM.search(text)
        if ref is None:
            return None
        who = (ref.group(1) or "").lower()  # the vampires calling it: Sabbat, Camarilla (Elysium: The Arboretum) or any
        return (1, 1, 0, 0, 1, "", "", 0, 0, 0, 0, 0,
                int(Req.SABBAT) if who == "sabbat " else int(Req.CAMARILLA) if who == "any camarilla " else 0, 0, 0)
    if burn[0].arg == 2:
        got = _STEAL.search(text)
        return (1 if got.group(1).lower() == "vampire" else 0, int(got.group(3) or 0), 0, 0, 0, "", "", 0, 0, 0, 0, 1,
                0, 0, 0) if got else None
    m = _SENTENCE.search(text)
    if m is None:
        sh = _SHUFFLE.search(text)
        if sh:
            return (1, 0, 0, 0, 0, "", "", 0, 0, int(sh.group(1)), 1, 0, 0, 0, 0)
        two = _TWO_ACTIONS.search(text)
        return (1, int(two.group(1)), 0, 0, 0, "", "", 0, 0, 0, 0, 0, 0, 1, 2) if two else None
    cost = int(m.group(6)) if m.group(6) else 0
    blood, pool = (cost, 0) if m.group(7) and m.group(7).lower() == "blood" else (0, cost)
    if m.group(2) and not clan_code(m.group(2)):
        return None
    clan = m.group(8) or ""
    if clan.startswith("Followers "):
        clan = "Follower " + clan[len("Followers "):]  # "Followers of Set get -1 stealth" (Atonement)
    if clan and not clan_code(clan):
        return None  # "titled vampires get -1 stealth during that action": another reading
    if clan.lower().endswith("s") and clan_code(clan[:-1]) == clan_code(clan):
        clan = clan[:-1]  # "Malkavians get -1 stealth"
    return (1 if m.group(3).lower() == "vampire" else 0, int(m.group(5) or 0), blood, pool, 0,
            current_clan(m.group(2)) if m.group(2) else "", current_clan(clan) if clan else "",
            int(m.group(9) or 0), int(m.group(10) or 0), 0, 0, 0, 0, 0 if "(d)" in m.group(0).lower() else 1, 0)


def open_hand_in_play(e: Effect) -> bool:
    """An action card with an option "put this card in play: your prey plays with an open hand"
    that other minions can burn (Revelations [AUS]); its other options are read apart."""
    if e.mode != Mode.ACTION:
        return False
    for o in e.options:
        if any(p.op is Op.BURNABLE for p in o.prims):
            return not any(p.x for p in o.prims) and sorted(p.op for p in o.prims if p.op is not Op.STEALTH) == sorted(
                (Op.OPEN_HAND, Op.BURNABLE)) and any(p.op is Op.OPEN_HAND and p.n == 1 and not p.arg for p in o.prims)
    return False


def plain(e: Effect, text: str) -> Effect:
    """The effect without its burnable primitive when :func:`spec` reads the sentence (the rules
    play that part through this module), else the effect itself."""
    if spec(e, text) is None:
        return e
    opts = tuple(dataclasses.replace(o, prims=tuple(p for p in o.prims if p.op is not Op.BURNABLE)) for o in e.options)
    return dataclasses.replace(e, options=opts)


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
    sp_of = su.burnable
    used = s.used
    is_v = su.is_vampire[a]
    for j in cards:
        sp = sp_of[j]
        if (sp[0] and not is_v) or (a, USED - j) in used:  # type: ignore[index]
            continue
        if sp[5] and current_clan(su.clan[a]) == sp[5]:  # type: ignore[index]
            continue  # "non-Ravnos minions can burn this card"
        if sp[9] and su.capacity[a] < sp[9]:  # type: ignore[index]
            continue  # "vampires with capacity 5 or more"
        if sp[12] and not (su.req_bits[a] >> sp[12]) & 1:  # type: ignore[index]
            continue  # "Sabbat vampires can call a referendum to burn this card"
        if sp[2] > s.blood[a] or sp[3] >= m.pool:  # type: ignore[index]
            continue
        if sp[4] and (s.political_acted[a] == s.turn or su.cannot[a] & _NO_POLITICAL):  # type: ignore[index]
            continue  # rules 6.1.7: one political action a turn
        n = sp[1]  # type: ignore[index]
        if sp[6] and current_clan(su.clan[a]) == sp[6]:  # type: ignore[index]
            n += sp[7]  # type: ignore[index]  # "Nosferatu get -1 stealth during that action"
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
    s.stats[2] += 1


def burn_passed(s: GameState, r: Referendum) -> None:
    """The referendum to burn card ``r.card`` passed: it burns if still in play."""
    from . import rules as R

    j = r.card
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
            R._burn_card(s, j)
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
    from . import rules as R

    sp = s.setup.burnable[j]
    assert sp is not None
    if sp[2]:
        s.blood[a] = max(0, s.blood[a] - sp[2])
    if sp[3]:
        R._burn_pool(s, s.current, sp[3])
    q = s.players[p]
    if j in q.in_play and sp[11]:
        q.in_play.remove(j)  # stolen: the acting minion's controller takes control of it (rules 11)
        if not (s.setup.is_unique[j] and R._contest(s, s.current, j)):
            s.players[s.current].in_play.append(j)
    elif j in q.in_play and sp[14] and s.blood[j] < sp[14] - 1:
        s.blood[j] += 1  # "burn this card with two +1 stealth actions": one done (a counter on it)
    elif j in q.in_play:
        q.in_play.remove(j)
        R._burn_card(s, j)
        if sp[10]:
            # "shuffle it into your library": from the ash heap it just went to
            owner = s.players[s.setup.owner[j]]
            owner.ash.remove(j)
            owner.library.append(j)
            s.rng.shuffle(owner.library)
    if sp[8] and s.setup.is_vampire[a] and R.card_controller(s, a) >= 0:
        from . import combat

        combat.damage(s, a, sp[8])  # "inflicts 1 unpreventable environmental damage on acting vampires"


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
        from . import rules as R

        # 1 pool in each unlock phase without a ready anarch
        return 0.3 if R._controls_ready(s, me, sh[2], 0) else 2.0 * sh[1]
    pb = su.prey_burn[j]
    if pb is not None:
        return 2.5 * pb[0] if s.prey(p) == me else 0.3
    sp = su.burnable[j]
    if sp is not None and sp[14]:
        # Pulled Fangs on a vampire of mine: it cannot hunt, and goes to torpor when its blood
        # runs out (worth about the vampire then); each of the actions it takes is a share of that
        v = s.attached[j]
        if v < 0 or _rules.controller_of(s, v) != me:
            return 0.0
        return (1.0 + 0.5 * su.capacity[v] if s.blood[v] <= 2 else 1.2) * (1 + s.blood[j]) / sp[14]
    return 0.4 if s.prey(p) == me or s.predator(p) == me else 0.2


# -- action cards put in play burning the prey's pool (Army of Rats, Creeping Sabotage) ---------

_PREY_BURN = re.compile(r"put this card in play\. during your unlock phase, your prey burns (\d) pool\.", re.IGNORECASE)
_ONCE = "you can burn only 1 pool each turn with"
_X_COPIES = "x is the number of copies of this card you control"


def prey_burn(e: Effect | None, text: str) -> tuple[int, int, int] | None:
    """(pool, once a turn, costs X blood) of an action card put in play when it succeeds, whose
    controller's prey burns that pool during their unlock phase ("you can burn only 1 pool each
    turn with Army of Rats cards": once; "X is the number of copies of this card you control":
    the action costs X blood), or None. ``e`` is the effect without its burnable sentence."""
    if e is None or e.mode != Mode.ACTION or len(e.options) != 1:
        return None
    prims = e.options[0].prims
    ops = [p.op for p in prims if p.op is not Op.STEALTH and p.op is not Op.REQUIRES]
    low = text.lower()
    x = 1 if _X_COPIES in low else 0
    want = [Op.PAY_BLOOD, Op.WHEN, Op.BURN_POOL] if x else [Op.WHEN, Op.BURN_POOL]
    if ops != want or sum(1 for p in prims if p.op is Op.STEALTH) > 1:
        return None
    w = next(p for p in prims if p.op is Op.WHEN)
    burn = next(p for p in prims if p.op is Op.BURN_POOL)
    m = _PREY_BURN.search(text)
    if w.n != When.UNLOCK_PHASE or w.arg or burn.arg or burn.cond or burn.x or m is None or int(m.group(1)) != burn.n:
        return None
    if x and not next(p for p in prims if p.op is Op.PAY_BLOOD).x:
        return None
    return (burn.n, 1 if _ONCE in low else 0, x)


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
        _rules._burn_pool(s, prey, n)


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


# (imported at the end, as the state module does: they import this module; bound once here rather
# than imported at each call of harm and unlock_prey_burns)
from . import masters as _masters
from . import rules as _rules
