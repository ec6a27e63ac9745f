"""The sentences of a card's text that let other Methuselahs' minions burn it (card language).

Read once per card at setup (``GameSetup.burnable``, ``GameSetup.prey_burn``); :mod:`.burnable`
lists and resolves the actions they grant, :mod:`.masters` reads the same sentences on master
cards by their shape.
"""

from __future__ import annotations

import dataclasses
import re
from typing import NamedTuple

from ..models import current_clan
from .effects import Effect, Mode, Op, Req, When, clan_code
from .state import SETUP

_SENTENCE = re.compile(
    r"(?:^|\. |\n)(?:any |a )?(non-(\w+) )?(vampire|minion)s? can burn this card as an? (\+(\d) stealth )?(?:\(d\) )?action"
    r"(?: that costs (\d) (blood|pool))?(?:; ([\w ]+?) get ([+-]\d) stealth during that action)?"
    r"(?: that inflicts (\d) unpreventable environmental damage on acting vampires)?\.(?:$|\n| )",
    re.IGNORECASE)
#: "vampires can steal this card as a (D) action" (rules 11, steal): read for master shapes only
STEAL = re.compile(r"(?:^|\. |\n)(?:any |a )?(vampire|minion)s? can steal this (?:card|location) as an? (\+(\d) stealth )?"
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
REFERENDUM = re.compile(
    r"(?:^|\. |\n)(sabbat |any camarilla |any )?vampires? can call a referendum to burn this card as a \+1 stealth political"
    r" action\.(?:$|\n| )", re.IGNORECASE)


class BurnSpec(NamedTuple):
    """How other Methuselahs' minions burn a card in play (:func:`spec`); a plain tuple before,
    read by position too."""

    vampires_only: int  # 1: only vampires (not allies) take the action
    stealth: int  # the action's stealth
    blood: int  # its blood cost
    pool: int  # its pool cost
    referendum: int  # 1: a political action whose referendum burns the card
    clan_cannot: str  # "non-<clan>": the clan that cannot take it
    clan_stealth: str  # "<clan> get -1 stealth during that action": that clan
    clan_stealth_change: int  # and its stealth change
    damage: int  # unpreventable damage to an acting vampire
    min_capacity: int  # least capacity of the acting vampire
    shuffle: int  # 1: shuffled into its owner's library rather than burned
    steal: int  # 1: stolen rather than burned
    req: int  # a Req the acting vampire meets ("Sabbat vampires can call a referendum ...")
    undirected: int  # 1: "as an action", not "(D)"
    actions: int  # the successful actions it takes, when more than one (each but the last a counter)


class PreyBurn(NamedTuple):
    """An action card put in play whose controller's prey burns pool in their unlock phase (:func:`prey_burn`)."""

    pool: int
    once: int  # 1: "you can burn only 1 pool each turn with" these cards
    x_blood: int  # 1: the action costs X blood, X the copies you control


def has_sentence(e: Effect) -> bool:
    """The effect reads a burnable sentence (``Op.BURNABLE``)."""
    return any(p.op is Op.BURNABLE for o in e.options for p in o.prims)


def reads(text: str) -> bool:
    """The text has a "minions can burn this card as a (D) action" sentence :func:`spec` reads."""
    return _SENTENCE.search(text) is not None


def spec(e: Effect | None, text: str,
         steal: bool = False
         ) -> BurnSpec | None:
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
        ref = REFERENDUM.search(text)
        if ref is None:
            return None
        who = (ref.group(1) or "").lower()  # the vampires calling it: Sabbat, Camarilla (Elysium: The Arboretum) or any
        return BurnSpec(1, 1, 0, 0, 1, "", "", 0, 0, 0, 0, 0,
                        int(Req.SABBAT) if who == "sabbat " else int(Req.CAMARILLA) if who == "any camarilla " else 0,
                        0, 0)
    if burn[0].arg == 2:
        got = STEAL.search(text)
        return BurnSpec(1 if got.group(1).lower() == "vampire" else 0, int(got.group(3) or 0), 0, 0, 0, "", "", 0, 0, 0,
                        0, 1, 0, 0, 0) if got else None
    m = _SENTENCE.search(text)
    if m is None:
        sh = _SHUFFLE.search(text)
        if sh:
            return BurnSpec(1, 0, 0, 0, 0, "", "", 0, 0, int(sh.group(1)), 1, 0, 0, 0, 0)
        two = _TWO_ACTIONS.search(text)
        return BurnSpec(1, int(two.group(1)), 0, 0, 0, "", "", 0, 0, 0, 0, 0, 0, 1, 2) if two else None
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
    return BurnSpec(1 if m.group(3).lower() == "vampire" else 0, int(m.group(5) or 0), blood, pool, 0,
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


# -- action cards put in play burning the prey's pool (Army of Rats, Creeping Sabotage) ---------

_PREY_BURN = re.compile(r"put this card in play\. during your unlock phase, your prey burns (\d) pool\.", re.IGNORECASE)
_ONCE = "you can burn only 1 pool each turn with"
_X_COPIES = "x is the number of copies of this card you control"


def prey_burn(e: Effect | None, text: str) -> PreyBurn | None:
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
    return PreyBurn(burn.n, 1 if _ONCE in low else 0, x)


SETUP.burn_sentence = has_sentence
SETUP.burn_spec = spec
SETUP.burn_plain = plain
SETUP.burn_open_hand = open_hand_in_play
SETUP.prey_burn = prey_burn
