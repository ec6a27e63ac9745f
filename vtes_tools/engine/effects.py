"""Card effects as data: small parameterised primitives, registered by VEKN card id.

A library card becomes an :class:`Effect`: how it is played (its :class:`Mode`), its costs and
requirements, and one :class:`Option` per way of playing it (no discipline, inferior, superior,
or one per alternative discipline). An option is a tuple of :class:`Prim` primitives such as
``Prim(Op.BLEED, 2)`` ("(D) Bleed with +2 bleed") or ``Prim(Op.ADD_UNCONTROLLED, 3, YOUNGER)``.
Conditions, requirements and extra costs are primitives too (``Op.WHEN``, ``Op.REQUIRES``,
``Op.PAY_BLOOD``...): an engine plays an option only when it knows every primitive of it, so
nothing is ever played with a condition left unchecked.

A crypt card becomes a :class:`CryptEffect`: its capacity, Disciplines, clan, sect and title are
columns GameSetup reads; its text abilities are options read sentence by sentence
(:func:`extract_crypt`), the sect / title / trait wording ("Camarilla Prince of Paris:",
"Infernal.", "Black Hand.") included.

Effects come from two places:

* the pattern extractors over ``card.text``: library lines prefixed ``[dom]`` hold the inferior
  effect and ``[DOM]`` the superior one ("As above" carries the inferior one over);
* :data:`EXPLICIT` and :data:`CRYPT_EXPLICIT`, hand-written entries for the most played cards
  whose text the patterns cannot read in full (ranked by TWDA slots), which :mod:`.explicit`
  fills as the engine package imports it.

A card is *modeled* (``Effect.complete``, what :func:`.coverage.coverage` reports) when every sentence of
its text is either read as primitives or is play-window / subtype / sect wording; the other
sentences are kept as ``unread``. The engine plays an option as soon as it has primitives it
executes (``Effect.modeled``); a card with none is a dead draw. Primitives whose effect only
matters against other players (intercept, strikes, bleed redirection...) make a card modeled
but not *played in goldfish*: :data:`GOLDFISH_OPS` lists what the goldfish engine executes.
:mod:`.coverage` measures the share of modeled card slots of a deck or a decklist corpus.

Modeled means *described*. Whether the rules *execute* a card (apply every primitive of every
way of playing it) is decided by the rules module (``rules.executes``), from the checks it plays
cards with; the coverage rows carry both (``modeled``, ``executed``), and
:func:`.coverage.coverage_summary` reports both shares.

The data types and enums (:class:`Effect`, :class:`Option`, :class:`Prim`, :class:`Op`...) and the
:class:`EffectRegistry` live in the core, :mod:`.card_types`, because the state holds them; this
module re-exports them under the same names and sets the registry's readers
(``card_types.READERS``) as it is imported.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ..models import Card, CardType
from .card_types import (
    AFTER_ACTION,
    ANY,
    CLAN,
    CLANS,
    CRYPT_CLAN_ONLY,
    DISCARD_DISC,
    DISCIPLINE_BITS,
    EACH_YOUNGER_CLAN,
    GOLDFISH_OPS,
    KIND,
    MIN_CAPACITY,
    PHASE_MASTER,
    PHASE_UNLOCK,
    QUALIFIERS,
    READERS,
    REPLACE_LEAVES_PLAY,
    REQUIREMENT_WORDS,
    YOUNGER,
    CryptDraw,
    CryptEffect,
    Effect,
    EffectReaders,
    EffectRegistry,
    ExchangePhase,
    Mode,
    Op,
    Option,
    Prim,
    Replace,
    Req,
    Restriction,
    Thing,
    Trait,
    VampireFilter,
    When,
    Who,
    clan_code,
    disc_code,
    discipline_masks,
    option_complete,
    option_gated,
)

logger = logging.getLogger(__name__)


# ---------------------------------------------------------------------------------------------
# The pattern extractor

_PREFIX = re.compile(r"^((?:\s*\[[A-Za-z ]+\])+)\s*")
_BRACKET = re.compile(r"\[([A-Za-z ]+)\]")
_CONDITIONAL = re.compile(r"\b(if you control|each time|for each|successful referendum|when |after |if )", re.I)


def _int(s: str | None, default: int = 0) -> int:
    return int(s) if s and s.isdigit() else default


def _cost(v: int | str | None) -> int | None:
    """An int cost, 0 for none, None for a variable cost ("X")."""
    if v is None:
        return 0
    if isinstance(v, int):
        return v
    return int(v) if str(v).isdigit() else None


def _mode(card: Card) -> Mode:
    t = card.types[0]
    text = card.text.lower()
    if t is CardType.MASTER:
        if "location" in text.split("\n", 1)[0] or re.search(r"put this card in play", text):
            return Mode.MASTER_IN_PLAY
        if re.search(r"put this card on (a|an|one) (ready )?(vampire|minion)", text):
            return Mode.MASTER_ON_VAMPIRE
        return Mode.MASTER
    return {
        CardType.ACTION: Mode.ACTION, CardType.ACTION_MODIFIER: Mode.MODIFIER, CardType.REACTION: Mode.REACTION,
        CardType.COMBAT: Mode.COMBAT, CardType.EQUIPMENT: Mode.EQUIPMENT, CardType.RETAINER: Mode.RETAINER,
        CardType.ALLY: Mode.ALLY, CardType.POLITICAL_ACTION: Mode.POLITICAL, CardType.EVENT: Mode.EVENT,
    }.get(t, Mode.OTHER)


_X_STATS = {
    "bleed": Op.PLUS_BLEED, "vote": Op.VOTES, "votes": Op.VOTES, "stealth": Op.STEALTH,
    "intercept": Op.INTERCEPT, "strength": Op.STRENGTH,
}
_LINE_THINGS = {
    "location": Thing.LOCATION, "equipment": Thing.EQUIPMENT, "retainer": Thing.RETAINER, "ally": Thing.ALLY,
    "event": Thing.EVENT, "master card": Thing.MASTER, "weapon": Thing.WEAPON, "vampire": Thing.VAMPIRE,
    "minion": Thing.MINION, "title": Thing.TITLE,
}
_MINUS_WHO = {
    "allies and younger vampires": Who.ALLY_OR_YOUNGER, "younger vampires": Who.YOUNGER, "allies": Who.ALLY,
    "titled vampires": Who.TITLED, "older vampires": Who.OLDER,
}


#: Targets of "(D) enter combat with ..." (up to the end of the sentence): :class:`Who` and its
#: bound. "Ready" and "controlled by another Methuselah" are what any enter-combat target is.
_COMBAT_TARGETS: dict[str, tuple[Who, int]] = {
    "a minion": (Who.ANY, 0), "any minion": (Who.ANY, 0), "a ready minion": (Who.ANY, 0),
    "any ready minion": (Who.ANY, 0), "a vampire": (Who.VAMPIRE, 0), "a ready vampire": (Who.VAMPIRE, 0),
    "a locked minion": (Who.LOCKED, 0), "a ready locked minion": (Who.LOCKED, 0),
    "a younger vampire": (Who.YOUNGER, 0),
    "a vampire who has 3 or fewer blood or with a locked minion": (Who.LOW_BLOOD_OR_LOCKED, 3),
}


def _combat_target(low: str) -> tuple[Who, int]:
    """The :class:`Who` filter (and its bound) of "(d) enter combat with <target>."."""
    m = re.search(r"\(d\) enter combat with (?:and lock )?([^.]*)", low)
    words = m.group(1).strip() if m else ""
    words = words.removesuffix(" controlled by another methuselah")
    return _COMBAT_TARGETS.get(words, (Who.OTHER, 0))


def _granted(word: str, low: str) -> bool:
    """``word`` appears as something this card gives, not in "cannot maneuver" / "no press"."""
    for m in re.finditer(rf"\b{word}\b", low):
        start = max(low.rfind(". ", 0, m.start()), low.rfind(", ", 0, m.start()), 0)
        before = low[start:m.start()]
        if not re.search(r"\b(cannot|can't|not|no|without)\b", before) and not low.startswith(
            ("only usable", "not usable"), start + 2 if start else 0
        ):
            return True
    return False


_EXPIRY_WORDS: tuple[tuple[str, When], ...] = (
    (r"(?:is|goes|go) (?:in|into|to) torpor|in torpor", When.TORPOR),
    (r"(?:has|have) no (?:counters|blood|\w+ counters)|has \d+ counters|no counters", When.NO_COUNTERS),
    (r"after (?:use|strike resolution)|after (?:the )?strike|at the end of combat|after combat", When.AFTER_USE),
    (r"leaves the ready region", When.LEAVES_READY),
    (r"during (?:your|this vampire's|their|his or her)(?: next)? discard phase", When.DISCARD_PHASE),
    (r"during (?:your|this vampire's|their|his or her)(?: next)? unlock phase", When.UNLOCK_PHASE),
    (r"changes sects?", When.SECT_CHANGE),
)


def _expiry(low: str) -> When | None:
    """When a "burn this card ..." sentence burns the card."""
    m = re.search(r"burn (?:this|the) (?:card|weapon|equipment|location|gun|ally|retainer|gun)"
                  r"(?: (?:if|when|after|during|at|before)\b(.*))?$|(?:if|when|after|during) (.*?),? burn "
                  r"(?:this card|it)\b",
                  low)
    if not m:
        return None
    rest = m.group(1) if m.group(1) is not None else (m.group(2) or "")
    rest = rest.strip(" .") or "after use"
    if rest.startswith("use"):
        rest = "after use"
    for pattern, when in _EXPIRY_WORDS:
        if re.search(pattern, rest):
            return when
    return None


def _wider_prims(low: str, mode: Mode, found: list[Prim]) -> list[Prim]:
    """Primitives of the wider vocabulary in one line of card text (lowercase), read by three
    families of wording in turn (each appends to ``out``, in this order)."""
    out: list[Prim] = []
    have = {p.op for p in found}
    _amount_and_block_prims(low, out)
    _strike_and_card_prims(low, mode, found, have, out)
    _minion_and_table_prims(low, mode, have, out)
    return out


def _amount_and_block_prims(low: str, out: list[Prim]) -> None:
    """When the card burns itself, X amounts, bleed reduction, block outcomes, unlocks, draws."""
    m: re.Match[str] | None
    for sentence in re.split(r"(?<=\.)\s+", low):
        when = _expiry(sentence.strip().rstrip("."))
        if when is not None:
            out.append(Prim(Op.EXPIRES, 0, 0, int(when)))
    for m in re.finditer(r"\+(\d*)x(?:\s*\+\s*(\d+))? (bleed|votes?|stealth|intercept|strength)", low):
        op = _X_STATS[m.group(3)]
        limited = 1 if op is Op.PLUS_BLEED and "limited" in low else 0
        out.append(Prim(op, _int(m.group(2)), limited, 0, _int(m.group(1), 1)))
    m = re.search(r"prevent x\s*(?:\+\s*(\d+))? damage", low)
    if m:
        out.append(Prim(Op.PREVENT, _int(m.group(1)), 0, 0, 1))
    m = re.search(r"reduce (?:a|the|an? [a-z' ]+?) bleed(?: amount)?(?: against you)? (?:by (\d+)|to 0)", low)
    if m:
        out.append(Prim(Op.REDUCE_BLEED, _int(m.group(1), 99)))
    m = re.search(r"not usable during a bleed(?: or (political))? action", low)
    if m:
        out.append(Prim(Op.WHEN, int(When.NOT_BLEED), 1 if m.group(1) else 0))
    if re.search(r"(?:that|the|this) (?:block )?attempt fails|the block fails|block attempt is canceled", low):
        out.append(Prim(Op.BLOCK_FAILS, 1))
    if "ignoring the normal prey, predator or target restrictions" in low:
        out.append(Prim(Op.BLOCK_ANY, 1))
    if re.search(r"unlocks? and (?:attempts? to )?block", low):
        out.append(Prim(Op.WAKE, 1))
    elif re.search(
        r"\bunlock this (?:reacting |acting |modifying |blocking |locked )?(?:vampire|minion|imbued|anarch|ally)"
        r"|this (?:reacting |acting |locked )?(?:vampire|minion|imbued) unlocks|unlock the acting (?:minion|vampire)",
        low,
    ):
        out.append(Prim(Op.UNLOCK_MINION, 1))
    m = re.search(r"\bdraw (\d+|a|an|one|two|three) (?:additional )?cards?\b(?! from (?:your|the) crypt)", low)
    if m and "draw up" not in low[max(0, m.start() - 5):m.end()]:
        out.append(Prim(Op.DRAW, number_of(m.group(1))))
    if re.search(r"(?:draw (?:1|a|one) card from your crypt|move the top card (?:of|from) your crypt to your"
                 r" uncontrolled)", low):
        out.append(Prim(Op.CRYPT_TO_UNCONTROLLED, 1))
    m = re.search(r"discard (?:a|1|one|up to (\d+)|(\d+)) cards?(?: from your hand)? \(draw (?:up )?afterward\)", low)
    if m:
        out.append(Prim(Op.DISCARD_DRAW, _int(m.group(1) or m.group(2), 1)))


def _strike_and_card_prims(low: str, mode: Mode, found: list[Prim], have: set[Op], out: list[Prim]) -> None:
    """Strikes and their damage, torpor, cards burned or stolen, pool burned or stolen, -intercept."""
    m: re.Match[str] | None
    if Op.STRIKE_STRENGTH not in have:
        m = re.search(r"hand strike at \+(\d+) damage", low) or (
            re.search(r"this strike is at \+(\d+) damage", low) if "hand strike" in low else None
        )
        if m:
            out.append(Prim(Op.STRIKE_STRENGTH, _int(m.group(1))))
        elif g := re.search(r"strike: strength(?:\+(\d+))? ranged damage", low):
            out.append(Prim(Op.STRIKE_STRENGTH, _int(g.group(1)), 1))
        elif re.search(r"strike: hand strike\b", low):
            out.append(Prim(Op.STRIKE_STRENGTH, 0))
    if "first strike" in low:
        out.append(Prim(Op.FIRST_STRIKE, 1))
    if re.search(r"send the opposing vampire to torpor|(?:strike|the opposing vampire): (?:goes|go) to torpor", low):
        out.append(Prim(Op.TORPOR, 1))
    for m in re.finditer(
        r"(?<!cannot )\b(?:burn|destroy) (?:an?|the|one|target|the opposing|an opposing|a ready)? ?(?:opposing )?"
        r"(location|equipment|retainer|ally|event|master card|weapon)(?: or (location|equipment|retainer|ally))?", low,
    ):
        ranged = 1 if re.search(r"\bstrike: ranged\b", low) else 0  # Canine Horde: a ranged strike
        # an action burning a card with a qualifier ("on a minion controlled by your predator
        # or prey", "that requires a Toreador", "not usable on melee weapons"): cond 1 too
        q = 1 if mode == Mode.ACTION and (
            re.match(r" (?:on|that|with|controlled|from|in)\b", low[m.end():]) or "not usable on" in low) else 0
        if q and m.group(1) == "equipment" and not m.group(2) and re.search(
                r"\(d\) burn an equipment\. not usable on melee weapons\.", low):
            q = 3  # "not usable on melee weapons" (Gremlins): the rules check it
        out.append(Prim(Op.BURN_CARD, 1, _LINE_THINGS[m.group(1)], ranged or q))
        if m.group(2):
            out.append(Prim(Op.BURN_CARD, 1, _LINE_THINGS[m.group(2)], ranged))
    for m in re.finditer(r"\bsteal (?:an?|the|one|target)? ?(location|equipment|retainer|ally|weapon|vampire"
                         r"|title)\b", low):
        out.append(Prim(Op.STEAL_CARD, 1, _LINE_THINGS[m.group(1)]))
    if not any(p.op in (Op.STRIKE, Op.STRIKE_STRENGTH) for p in found):
        m = re.search(r"(?:^|\. |: )(\d+)(r?) (aggravated )?damage each strike", low)
        if m:
            out.append(Prim(Op.STRIKE, _int(m.group(1)), 1 if m.group(2) else 0))
            if m.group(3):
                out.append(Prim(Op.AGGRAVATED, 1))
        m = re.search(r"(?:^|\. |: )strength\s*\+\s*(\d+) (aggravated )?damage each strike", low)
        if m:
            out.append(Prim(Op.STRIKE_STRENGTH, _int(m.group(1))))
            if m.group(2):
                out.append(Prim(Op.AGGRAVATED, 1))
    m = re.search(r"burn (\d+) pool from its controller", low)
    if m:
        out.append(Prim(Op.BURN_POOL, _int(m.group(1))))
    m = re.search(r"\bsteal (\d+) pool", low)
    if m:
        out.append(Prim(Op.STEAL_POOL, _int(m.group(1))))
    if "strike:" not in low:
        m = re.search(r"inflicts? (\d+) (unpreventable )?(aggravated )?(?:environmental )?damage", low)
        if m:
            if "if the range is close" in low:
                out.append(Prim(Op.WHEN, When.CLOSE_RANGE))  # Catatonic Fear: only after a close-range combat
            out.append(Prim(Op.DAMAGE, _int(m.group(1)), 1 if m.group(2) else 0, 1 if m.group(3) else 0))
    m = re.search(r"(allies and younger vampires|younger vampires|allies|titled vampires|older vampires|minions"
                  r"|vampires"
                  r"|the blocking minion|blocking minions|monsters|an ally or younger vampire)"
                  r"( [a-z ]+?)? gets? -(\d+) intercept", low)
    if m:
        # "minions with any corruption counters" (Sense the Sin [DAI]); another qualifier: none
        # of the filters names it
        who = Who.CORRUPTED if m.group(1) == "minions" and m.group(2) == " with any corruption counters" \
            else _MINUS_WHO.get(m.group(1), Who.OTHER if m.group(2) else Who.ANY)
        out.append(Prim(Op.MINUS_INTERCEPT, _int(m.group(3)), who))


def _minion_and_table_prims(low: str, mode: Mode, have: set[Op], out: list[Prim]) -> None:
    """Locks and unlocks, combat ends, burning this card, enter combat, costs, votes, Disciplines,
    points allocated, damage to itself, blood given, titles, abstaining, pool burned by others."""
    m: re.Match[str] | None
    if re.search(r"(?<!not )\block this (?:reacting |acting |modifying |blocking |ready )?"
                 r"(?!card\b)[a-z]+\b(?! card)", low) or \
            re.search(r"\b(?:you can |can )?lock this (?:card|location)\b", low):
        out.append(Prim(Op.LOCK_SELF, 1))
    if re.search(r"(?:do|does) not unlock as normal", low):
        out.append(Prim(Op.CANNOT, 0, Restriction.UNLOCK))
    m = re.search(r"this strike is at \+(\d+) damage", low)
    if m and Op.STRIKE_STRENGTH not in have and not any(p.op is Op.STRIKE_STRENGTH for p in out):
        out.append(Prim(Op.STRIKE_STRENGTH, _int(m.group(1))))
    if Op.COMBAT_ENDS not in have and re.search(r"(?:^|\. )combat ends\b", low):
        out.append(Prim(Op.COMBAT_ENDS, 1))
    if "cannot be dodged" in low:
        # Earthshock: "not usable against a minion with flight [FLIGHT]"
        out.append(Prim(Op.UNDODGEABLE, 1, 1 if "not usable against a minion with flight" in low else 0))
    m = re.search(r"(?:minions|vampires|any minion|any vampire|a vampire|a minion) can burn this card as an? "
                  r"(?:\+\d stealth )?(?:\(d\) )?action(?: that costs (\d) (?:pool|blood))?", low)
    if m:
        out.append(Prim(Op.BURNABLE, _int(m.group(1))))
    if re.search(r"(?:this vampire|the attached (?:vampire|minion)|this minion|they) (?:can|may) burn this"
                 r" card\b", low):
        out.append(Prim(Op.BURN_SELF, 1))
    if re.search(r"(?:vampires|minions|an opposing minion|any vampire)[^.]* can (?:strike: )?steal (?:this|the) "
                 r"(?:card|equipment|location|fragments)", low):
        out.append(Prim(Op.BURNABLE, 0, 2))
    m = re.search(r"\b(?:he|she|it|this ally|this minion|this vampire|[a-z' ]+) (?:may|can) enter combat with"
                  r" [^.]*? as an? "
                  r"(\+1 stealth )?\(d\) action", low)
    if m and Op.ENTER_COMBAT not in have:
        out.append(Prim(Op.ENTER_COMBAT, 1))
    m = re.search(r"cards requiring [a-z]+ \[(\w+)\] cost ([a-z ]+?) (\d) fewer blood", low)
    if m:
        out.append(Prim(Op.COST_REDUCTION, _int(m.group(3)), Thing.DISCIPLINE_CARD, disc_code(m.group(1))))
    m = re.search(r"\b[a-z]+ get -(\d) votes?", low)
    if m:
        out.append(Prim(Op.VOTES, -_int(m.group(1)), 1))
    m = re.search(r"(?:this vampire|the bearer|this minion) gets superior [a-z]+ \[(\w+)\]", low)
    if m:
        out.append(Prim(Op.DISCIPLINE, 0, disc_code(m.group(1))))
    if re.search(r"reduce the (?:acting|attached) minion's stealth to 0", low):
        out.append(Prim(Op.STEALTH, -99, 1))
    m = re.search(r"allocate (\d+|x) points among (?:two or more )?(?:other )?methuselahs", low)
    if m:
        out.append(Prim(Op.ALLOCATE, _int(m.group(1)), 0, 0, 1 if m.group(1) == "x" else 0))
    elif "for each point allocated" in low:
        out.append(Prim(Op.ALLOCATE, 0))
    m = re.search(r"(?:this (?:striking )?vampire|the bearer|this minion|bearer) (?:also )?takes? (\d+) "
                  r"(?:unpreventable )?(?:environmental )?(aggravated )?damage", low)
    if m:
        if "if this strike is used at close range" in low:
            out.append(Prim(Op.WHEN, When.CLOSE_RANGE))  # Breath of the Dragon: at close range only
        out.append(Prim(Op.DAMAGE, _int(m.group(1)), 2, 1 if m.group(2) else 0))
    if mode not in (Mode.ACTION, Mode.MODIFIER, Mode.POLITICAL):
        m = re.search(r"(?:add|move) (\d+) blood (?:from the blood bank )?to (?:a|an|another|one) ready vampire", low)
        if m:
            out.append(Prim(Op.BLOOD_TO, _int(m.group(1)), 1))
    if re.search(r"(?:successful referendum means this card is put on the chosen|put this card on this) [a-z ]+ to "
                 r"represent the (?:unique )?[a-z ]+ title of", low):
        out.append(Prim(Op.BECOME, 0, Req.CITY_TITLE))
    m = re.search(r"all of your (?:vampires|minions)' actions are at \+(\d) stealth", low)
    if m:
        out.append(Prim(Op.STEALTH, _int(m.group(1)), 2))
    if re.search(r"\babstains?\b", low):
        out.append(Prim(Op.ABSTAIN, 1))
    m = re.search(r"(?:gets|gains) \+?1 level of [a-z]+ \[(\w+)\]", low)
    if m:
        out.append(Prim(Op.DISCIPLINE, 1 if "capacity" in low else 0, disc_code(m.group(1))))
    if Op.LOCK not in have and re.search(r"\(d\) lock (?:a|an|target|one) (?:ready )?(?:minion|vampire|ally)", low):
        out.append(Prim(Op.LOCK, 1))
    if mode is not Mode.POLITICAL and "successful referendum" not in low:
        m = re.search(r"(?:your prey|the target methuselah|that methuselah|target methuselah|each other methuselah)"
                      r" burns? (\d+) pool|burn (\d+) pool from (?:your prey|the target methuselah|each other"
                      r" methuselah)", low)
        if m:
            out.append(Prim(Op.BURN_POOL, _int(m.group(1) or m.group(2))))


def _line_prims(line: str, mode: Mode) -> list[Prim]:
    """Primitives recognised in one line of card text (its discipline prefix removed)."""
    out: list[Prim] = []
    low = line.lower()
    conditional = bool(_CONDITIONAL.search(line))
    m = re.search(r"\(d\) bleed\b", low)
    if m:
        b = re.search(r"(?:with|at) \+(\d+) bleed", low)
        out.append(Prim(Op.BLEED, _int(b.group(1)) if b else 0))
    m = re.search(r"\bhunt(?: with| at)? \+(\d+) blood", low)
    if m:
        out.append(Prim(Op.HUNT, _int(m.group(1))))
    for m in re.finditer(r"(?<!additional )(?<!x)\+(\d+) stealth", low):
        out.append(Prim(Op.STEALTH, _int(m.group(1))))
    if not re.search(r"\(d\) bleed", low):
        # "+1 bleed, with an additional +1 bleed if ..." : the conditional bonus is not counted
        for m in re.finditer(r"(additional )?(?<!x)\+(\d+) bleed( if the target methuselah has (\d+) or fewer"
                             r" pool)?", low):
            if m.group(1):
                continue
            out.append(Prim(Op.PLUS_BLEED, _int(m.group(2)), 1 if "limited" in low else 0, _int(m.group(4))))
    for m in re.finditer(r"(?<!additional )(?<!x)\+(\d+) intercept", low):
        out.append(Prim(Op.INTERCEPT, _int(m.group(1))))
    for m in re.finditer(r"(?<!additional )(?<!x)\+(\d+) votes?", low):
        out.append(Prim(Op.VOTES, _int(m.group(1))))
    m = re.search(r"strike: (\d+)(r?) (aggravated )?damage", low)
    if m:
        out.append(Prim(Op.STRIKE, _int(m.group(1)), 1 if m.group(2) else 0))
        if m.group(3):
            out.append(Prim(Op.AGGRAVATED, 1))
    m = re.search(r"strike: strength\s*\+\s*(\d+)", low) or re.search(r"strike: (hand) damage", low)
    if m:
        out.append(Prim(Op.STRIKE_STRENGTH, _int(m.group(1))))
    for m in re.finditer(r"prevent (\d+|all) (?:non-aggravated |aggravated )?damage", low):
        out.append(Prim(Op.PREVENT, _int(m.group(1), 99)))
    for m in re.finditer(r"(?<!additional )(?<!x)\+(\d+) strength", low):
        out.append(Prim(Op.STRENGTH, _int(m.group(1))))
    if _granted("maneuver", low):
        out.append(Prim(Op.MANEUVER, 1))
    if _granted("press", low):
        # "press, only usable to end combat" (Open Grate): cond 2 (combat.PRESS_TO_END)
        out.append(Prim(Op.PRESS, 1, 0, 2 if "press, only usable to end combat" in low else 0))
    m = re.search(r"(\d+ )?additional strikes?", low)
    if m:
        out.append(Prim(Op.ADDITIONAL_STRIKE, _int((m.group(1) or "1").strip(), 1)))
    if "combat ends" in low and "strike" in low:
        out.append(Prim(Op.COMBAT_ENDS, 1))
    if "strike: dodge" in low:
        out.append(Prim(Op.DODGE, 1))
    m = re.search(r"(ranged[:;,]? )?steal (\d+) (?:blood|life)", low)
    if m:
        # "strike, ranged: steal 1 blood" (Theft of Vitae), "strike: ranged; steal 2 blood" (Drain
        # Essence): a ranged strike, which lands at long range too (rules 6.4.2)
        out.append(Prim(Op.STEAL_BLOOD, _int(m.group(2)), 1 if m.group(1) else 0))
    if "change the target of the bleed" in low:
        out.append(Prim(Op.REDIRECT_BLEED, 1))
    if re.search(r"\b(vampire|minion|ally) wakes\b", low):
        out.append(Prim(Op.WAKE, 1))
    if re.search(r"^cancel|\. cancel", low):
        out.append(Prim(Op.CANCEL, 1))
    if re.search(r"^lock (a|an|target) (minion|vampire|ally)", low):
        out.append(Prim(Op.LOCK, 1))
    if "(d) enter combat" in low:
        who, bound = _combat_target(low)
        out.append(Prim(Op.ENTER_COMBAT, 1, who, bound))
        if "press, only usable to continue combat" in low:
            out[:] = [Prim(Op.PRESS, p.n, p.arg, 1) if p.op is Op.PRESS else p for p in out]
    if "cannot block" in low:
        out.append(Prim(Op.CANNOT_BLOCK, 1))
    if re.search(r"(?<!non-)aggravated", low) and "damage" in low and not any(p.op is Op.AGGRAVATED for p in out):
        out.append(Prim(Op.AGGRAVATED, 1))
    out.extend(_wider_prims(low, mode, out))
    if mode is Mode.POLITICAL or "successful referendum" in low:
        m = re.search(r"burns? (\d+) pool( for each)?", low)
        if m and "for each point allocated" not in low:
            out.append(Prim(Op.BURN_POOL, _int(m.group(1)), 2 if m.group(2) else 0))
        m = re.search(r"gains? (\d+) pool( for each)?", low)
        if m:
            out.append(Prim(Op.GAIN_POOL, _int(m.group(1)), 2 if m.group(2) else 0))
        return out
    m = re.search(r"gain (\d+) pool", low)
    if m and (not conditional or re.search(r"if the bleed is successful", low)):
        out.append(Prim(Op.GAIN_POOL, _int(m.group(1))))
    m = re.search(r"(?:this vampire|this minion|the acting vampire) gains (\d+) blood", low)
    if m and not conditional and mode in (Mode.ACTION, Mode.MODIFIER):
        out.append(Prim(Op.GAIN_BLOOD, _int(m.group(1))))
    m = re.search(
        r"add (\d+) blood to (?:a|an|one) (younger )?(?:(\w+) )?(?:vampire )?in your uncontrolled region"
        r"(?: with capacity (\d+) or more)?",
        low,
    )
    if m:
        n = _int(m.group(1))
        word = m.group(3) or ""
        if m.group(2):
            out.append(Prim(Op.ADD_UNCONTROLLED, n, YOUNGER))
        elif m.group(4):
            out.append(Prim(Op.ADD_UNCONTROLLED, n, MIN_CAPACITY, _int(m.group(4))))
        elif word in ("", "vampire"):
            out.append(Prim(Op.ADD_UNCONTROLLED, n, ANY))
        else:
            out.append(Prim(Op.ADD_UNCONTROLLED, n, CLAN))
    if mode in (Mode.MASTER_IN_PLAY,) and not conditional:
        m = re.search(r"\+(\d+) transfers?", low)
        if m:
            out.append(Prim(Op.TRANSFERS, _int(m.group(1))))
        m = re.search(r"\+(\d+) hand size", low)
        if m and "until" not in low:
            out.append(Prim(Op.HAND_SIZE, _int(m.group(1))))
    if "hunting ground" in low or re.search(r"during your unlock phase, a ready vampire you control can gain "
                                            r"(\d+) blood", low):
        m = re.search(r"can gain (\d+) blood", low)
        if m:
            out.append(Prim(Op.HUNTING_GROUND, _int(m.group(1))))
    if mode in (Mode.EQUIPMENT, Mode.RETAINER) and re.search(r"(bearer|employer|minion) gets \+(\d+) bleed", low):
        pass  # already counted as PLUS_BLEED above
    if out and not any(p.op == Op.PAY_BLOOD for p in out):
        # "Burn 1 blood to get +1 intercept": an extra cost of this way of playing the card
        # (rules 6.2.3), whatever the effect it pays for
        m = re.search(r"(?:^|[.:] )(?:this (?:reacting |acting )?(?:vampire|minion) (?:can|may) )?"
                      r"burn (\d+) blood (?:to|and) ", low)
        if m:
            out.insert(0, Prim(Op.PAY_BLOOD, _int(m.group(1))))
    return out


#: Sentences that carry no effect of their own: play windows and limits, subtypes, the card's
#: requirements (read from the card's columns), "put this card in play" (the mode).
_SUBTYPES = (
    r"unique|trifle|location|master|discipline|archetype|boon|government|gehenna|inconnu|frenzy|haven|vehicle"
    r"|weapon|electronic equipment|electronic|equipment|animal|title|out-of-turn|hunting ground|nod fragment|contract"
    r"|event|mortal|ghoul|werewolf|wraith|ritual|aim|grapple|gehenna event|reflex|ally|retainer|combat|action"
    r"|action modifier|reaction|power|non-unique|ammo|condemnation|bond|cult|trophy|seduction|gun|melee weapon"
    r"|scheme|path|antediluvian|investment|sabbat ritae|ritae|cabal|institution|infernal"
)
_BOILERPLATE_PATTERNS = (
    # play windows, limits and requirements (requirements come from the card's columns)
    r"(?:only usable|not usable|usable|requires?|do not replace|more than one discipline can be used|choose)",
    r"(?:a|an|each|any) (?:vampire|minion|methuselah|ally|imbued|anarch|titled vampire|vampire or ally)"
    r" (?:can|may) (?:play|have|use|gain blood from|call|only|burn only) (?:only )?(?:one|a single|blood from"
    r" only one)",
    r"only (?:one|\d+) .{0,60}(?:can|may) be (?:played|in play|used|called|put|on)",
    r".* cannot both be played .*",
    r"(?:\(d\) )?put this card (?:in play|on|into play)[^.;]*(?:; you still control this card)?\.?$",
    r"this card (?:is|represents)", r"x must be", r"as above\.?$", r"play before range is determined\.?$",
    # subtypes and stat lines of allies and retainers
    rf"(?:{_SUBTYPES})(?:[ .,:]+(?:{_SUBTYPES}))*\.?$",
    r"[a-z ,-]*\bwith \d+ life\.?$", r"\d+ strength, \d+ bleed\.?$", r"weapon(?::| )[a-z ,.:-]*$",
    r"this equipment is a weapon[a-z ,.:-]*$",
    r"\[\w+\] is not a discipline\.?$",
    # reminders of the rules
    r"\((?!d\)).*", r"discard down to your hand size(?: afterward)?\.?$", r"shuffle afterward\.?$",
    r"draw (?:up )?afterward\.?$", r"this is not an action and cannot be blocked\.?$",
    r"cannot be (?:put|placed) on a vampire with superior .*",
    r"capacity increases by \d+: the vampire is one generation older\.?$",
    r"(?:no )?cost (?:is|must be) (?:not )?paid",
    r"this could lead to a contested title\.?$", r"you may look at (?:the|that) card at any time\.?$",
)
_BOILERPLATE = re.compile("|".join(f"(?:{p})" for p in _BOILERPLATE_PATTERNS), re.I)
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(\[{+\-])")


#: Primitives that are the cost of an effect: a sentence with only these is not read.
_COST_OPS = frozenset({Op.LOCK_SELF, Op.PAY_BLOOD, Op.PAY_POOL, Op.BURN_SELF, Op.EDGE, Op.PAY_TRANSFERS})
#: "as a +1 stealth action": the stealth of an action, not what it does.
_STEALTH_ACTION = re.compile(r"(?:as an? )?\+\d stealth (?:\(d\) )?action", re.I)


def _unread(body: str, mode: Mode) -> list[str]:
    """Sentences of a line that are neither boilerplate nor read as a primitive."""
    out = []
    for sentence in _SENTENCE_SPLIT.split(_BRACES.sub("", body).strip()):
        sentence = re.sub(r"^(?:\[[^\]]*\]\s*)+", "", sentence.strip())
        if not sentence or _BOILERPLATE.match(sentence):
            continue
        prims = _line_prims(sentence, mode)
        rest = _STEALTH_ACTION.sub("", sentence).strip(" .,").lower()
        stealth_only = not any(p.op is not Op.STEALTH for p in prims) and _STEALTH_ACTION.search(sentence)
        if prims and stealth_only and rest not in ("", "this is a", "this is"):
            prims = []
        if prims and all(p.op in _COST_OPS for p in prims) and len(sentence.split()) > 6:
            prims = []  # "lock this card to ..." whose effect is not read
        if prims:
            continue
        out.append(sentence)
    return out


_AS_ABOVE_AMOUNT = re.compile(
    r"as (?:above|\[\w+\](?:\[\w+\])* above), but (?:for |with |this is a |add |the bleed is at |remove only )?"
    r"(?:(\d+)(r?)|strength\+(\d+)|[+](\d+)) ?(ranged )?(blood|damage|bleed|stealth|intercept|votes?|life|pool|cards?"
    r"|stealth action|ranged damage|blood or life)?(?: [a-z ()]*)?\.?$"
    r"|as above, but (?:[a-z' ]+) has (\d+) life\.?$",
    re.I,
)
_AMOUNT_OPS: dict[str, tuple[Op, ...]] = {
    "blood": (Op.STEAL_BLOOD, Op.GAIN_BLOOD, Op.ADD_UNCONTROLLED, Op.MOVE_BLOOD, Op.BURN_POOL),
    "blood or life": (Op.STEAL_BLOOD,),
    "damage": (Op.STRIKE, Op.DAMAGE, Op.STRIKE_STRENGTH, Op.PREVENT, Op.STRIKE_DAMAGE),
    "ranged damage": (Op.STRIKE, Op.STRIKE_STRENGTH), "bleed": (Op.PLUS_BLEED, Op.BLEED),
    "stealth": (Op.STEALTH,), "stealth action": (Op.STEALTH,), "intercept": (Op.INTERCEPT,),
    "vote": (Op.VOTES,), "votes": (Op.VOTES,), "pool": (Op.GAIN_POOL, Op.BURN_POOL, Op.STEAL_POOL),
    "card": (Op.DRAW,), "cards": (Op.DRAW,), "life": (Op.LIFE,),
}


_AS_LEVEL_ABOVE = re.compile(r"as \[[a-z]+\] above, with first strike\.?$", re.I)


def _as_above_amount(previous: tuple[list[Prim], list[str]], m: re.Match[str]) -> tuple[list[Prim], list[str]]:
    """"As above, but for 2 blood": the previous line's primitives with the amount changed."""
    prims, unread = list(previous[0]), list(previous[1])
    if m.group(7):
        return prims + [Prim(Op.LIFE, int(m.group(7)))], unread
    n = int(m.group(1) or m.group(3) or m.group(4) or 0)
    unit = (m.group(6) or "").lower()
    ops = _AMOUNT_OPS.get(unit) or tuple(p.op for p in prims if p.op not in QUALIFIERS)[-1:]
    for k in range(len(prims) - 1, -1, -1):
        if prims[k].op in ops:
            prims[k] = prims[k]._replace(n=n, arg=1 if (m.group(2) or m.group(5)) and prims[k].op is Op.STRIKE
                                         else prims[k].arg)
            return prims, unread
    return prims, unread + [m.group(0)]


def _split_options(card: Card, mode: Mode) -> list[tuple[int, int, int, list[Prim], list[str]]]:
    """(level, need_any, need_sup, prims, unread sentences) per way of playing the card, best first."""
    common: list[Prim] = []
    common_unread: list[str] = []
    keyed: dict[tuple[int, int, int], tuple[list[Prim], list[str]]] = {}
    previous: tuple[list[Prim], list[str]] = ([], [])
    for raw in card.text.split("\n"):
        line = raw.strip()
        if not line:
            continue
        m = _PREFIX.match(line)
        discs: list[str] = []
        if m:
            discs = [d for d in _BRACKET.findall(m.group(1)) if d.lower() in DISCIPLINE_BITS]
            body = line[m.end():] if discs else _BRACKET.sub("", line).strip()
        else:
            body = line
        body = _BRACES.sub("", body)
        prims = _line_prims(body, mode)
        unread = _unread(body, mode)
        if not discs:
            common.extend(prims)
            common_unread.extend(unread)
            continue
        need_any = need_sup = 0
        level = 1
        for d in discs:
            bit = 1 << DISCIPLINE_BITS[d.lower()]
            need_any |= bit
            if d.isupper():
                need_sup |= bit
                level = 2
        if re.match(r"as above, but do not lock this (?:reacting )?(?:vampire|minion)\.?$", body, re.I):
            prims = [p for p in previous[0] if p.op is not Op.LOCK_SELF]
            unread = list(previous[1])
        elif am := _AS_ABOVE_AMOUNT.match(body):
            prims, unread = _as_above_amount(previous, am)
        elif body.lower().startswith("as above") or _AS_LEVEL_ABOVE.match(body):
            # "As [obe] above, with first strike": the previous line's (Anesthetic Touch)
            prims = previous[0] + prims
            unread = previous[1] + unread
        got = keyed.setdefault((level, need_any, need_sup), ([], []))
        got[0].extend(prims)
        got[1].extend(unread)
        previous = (prims, unread)
    if not keyed:
        # a discipline card without level prefixes: any listed discipline (all for combos)
        need = [1 << DISCIPLINE_BITS[a] for a, _ in card.disciplines if a in DISCIPLINE_BITS]
        if not need:
            return [(0, 0, 0, common, common_unread)]
        if card.discipline_combo:
            mask = 0
            for b in need:
                mask |= b
            return [(1, mask, 0, common, common_unread)]
        return [(1, b, 0, list(common), list(common_unread)) for b in need]
    out = [(lvl, a, s, common + prims, common_unread + unread) for (lvl, a, s), (prims, unread) in keyed.items()]
    out.sort(key=lambda t: -t[0])
    return out


_TITLE_WORDS = {
    "primogen", "prince", "justicar", "inner circle", "bishop", "archbishop", "priscus", "cardinal",
    "regent", "baron", "magaji", "titled",
}


#: In-play uses of a location whose primitive implies locking it.
_IN_PLAY_USES = frozenset({Op.INFLUENCE_BLOOD, Op.MASTER_ACTIONS, Op.HUNTING_GROUND, Op.EXCHANGE, Op.ADD_UNCONTROLLED})


def _requirement_prims(card: Card) -> tuple[list[Prim], list[str]]:
    """REQUIRES primitives for the card's requirement words, and the words with no :class:`Req`
    (title, clan and capacity words are Effect fields)."""
    reqs: list[Prim] = []
    unknown: list[str] = []
    for r in card.requirements:
        if r in _TITLE_WORDS or re.match(r"capacity \d+ or more", r):
            continue
        m = re.match(r"capacity (\d+) or less", r) or re.match(r"(\d+) gehenna", r.lower())
        if m:
            req = Req.CAPACITY_AT_MOST if r.startswith("capacity") else Req.GEHENNA
            reqs.append(Prim(Op.REQUIRES, 0, req, int(m.group(1))))
        elif r.lower() in REQUIREMENT_WORDS:
            reqs.append(Prim(Op.REQUIRES, 0, REQUIREMENT_WORDS[r.lower()]))
        else:
            unknown.append(r)
    return reqs, unknown


def extract(card: Card) -> Effect:
    """The effect read from a library card's text by the pattern extractor."""
    mode = _mode(card)
    text = card.text
    first = text.split("\n", 1)[0].lower()
    pool = _cost(card.pool_cost)
    blood = _cost(card.blood_cost)
    options = [Option(lvl, a, s, tuple(p), tuple(u)) for lvl, a, s, p, u in _split_options(card, mode)]
    life = strength = 0
    bleed = 1
    if mode in (Mode.ALLY, Mode.RETAINER):
        m = re.search(r"with (\d+) life", text.lower())
        life = _int(m.group(1)) if m else 0
        m = re.search(r"(\d+) strength, (\d+) bleed", text.lower())
        if m:
            strength, bleed = int(m.group(1)), int(m.group(2))
    clans = tuple(card.clans)
    titles = tuple(r for r in card.requirements if r in _TITLE_WORDS)
    min_cap = 0
    for r in card.requirements:
        m = re.match(r"capacity (\d+) or more", r)
        if m:
            min_cap = int(m.group(1))
    # other requirements (sect, traits...) become REQUIRES primitives of every option; words
    # with no Req make the card unplayable (unmodeled)
    reqs, unknown = _requirement_prims(card)
    # an X cost is a PAY_* primitive (X chosen by the player) when the text says what X does
    x_cost = [Prim(Op.PAY_POOL, 0, 0, 0, 1)] if pool is None else []
    x_cost += [Prim(Op.PAY_BLOOD, 0, 0, 0, 1)] if blood is None else []
    uses_x = any(p.x for o in options for p in o.prims)
    if unknown or (x_cost and not uses_x):
        why = tuple(f"requires {r}" for r in unknown) or ("X cost",)
        options = [replace(o, prims=(), unread=o.unread + why) for o in options]
    elif reqs or x_cost:
        options = [replace(o, prims=o.prims + tuple(reqs) + tuple(x_cost)) if o.prims else o for o in options]
    if mode is Mode.MODIFIER and re.search(
        r"only usable (?:at the end of|after(?: the)? resolution of|after) a successful action", text.lower()
    ):
        # "unlock this vampire" after a successful action: the modifier the goldfish engine plays
        # (not with a requirement or condition it would not check)
        options = [
            o if option_gated(o) else
            replace(o, prims=tuple(Prim(Op.UNLOCK, p.n) if p.op is Op.UNLOCK_MINION else p for p in o.prims))
            for o in options
        ]
    if mode is Mode.MASTER_IN_PLAY:
        # locking is implied by the in-play uses the engine knows (influence blood, master actions...)
        options = [
            replace(o, prims=tuple(p for p in o.prims if p.op is not Op.LOCK_SELF))
            if any(p.op in _IN_PLAY_USES for p in o.prims) else o
            for o in options
        ]
    replace_at = Replace.AT_ONCE
    low = text.lower()
    if "do not replace until your next discard phase" in low or "do not replace until your discard phase" in low:
        replace_at = Replace.DISCARD_PHASE
    elif "do not replace until your next unlock phase" in low or "do not replace until your unlock phase" in low:
        replace_at = Replace.UNLOCK_PHASE
    elif "do not replace until after this action" in low:
        replace_at = Replace.AFTER_ACTION
    elif "do not replace as long as this card is in play" in low:
        replace_at = Replace.LEAVES_PLAY
    target_clan = ""
    m = re.search(r"add \d+ blood to (?:a|an) (\w[\w ]*?) in your uncontrolled region", low)
    if m and m.group(1) not in ("vampire", "younger vampire"):
        target_clan = next((c for c in _KNOWN_CLANS if c.lower() == m.group(1)), m.group(1).title())
    if mode is Mode.MASTER_IN_PLAY:
        # a location adding blood to the uncontrolled region does it in the influence phase
        options = [
            replace(o, prims=tuple(
                Prim(Op.INFLUENCE_BLOOD, p.n, p.arg, p.cond) if p.op is Op.ADD_UNCONTROLLED else p for p in o.prims
            ))
            for o in options
        ]
    if mode in (Mode.ALLY, Mode.RETAINER) and life:
        # putting the minion in play is itself the effect
        options = [o if o.prims else replace(o, prims=(Prim(Op.STRENGTH, strength),)) for o in options]
    # an option with nothing unread but no effect (only an action's stealth, a requirement...) says so
    options = [o if o.unread or option_complete(o, mode) else replace(o, unread=("no effect read beyond stealth, "
                                                                             "requirements or costs",))
               for o in options]
    return Effect(
        card_id=card.id, name=card.name, mode=mode, options=tuple(options), pool_cost=pool or 0,
        blood_cost=blood or 0, trifle=first.startswith("trifle") or "trifle." in first,
        unique=first.startswith("unique"), clans=clans, titles=titles, min_capacity=min_cap,
        life=life, strength=strength, bleed=bleed, replace_at=replace_at, target_clan=target_clan,
    )


_KNOWN_CLANS = (
    "Tremere", "Ventrue", "Toreador", "Malkavian", "Nosferatu", "Brujah", "Gangrel", "Lasombra",
    "Tzimisce", "Ravnos", "Giovanni", "Hecata", "Ministry", "Banu Haqim", "Salubri", "Baali",
)


# ---------------------------------------------------------------------------------------------
# Crypt cards: a vampire (or imbued) is its capacity, Disciplines, clan, sect and title, which
# GameSetup reads from the card's columns, plus the abilities of its text, read sentence by sentence.

_SECT_WORDS = r"(?:camarilla|sabbat|anarch|independent|laibon)"
_TITLE_WORDS_RE = (
    r"(?:(?:prince|archbishop|baron) of [^:]*?|[a-z ]*?justicar|[a-z ]*?inner circle|primogen|prince|justicar"
    r"|bishop|archbishop|priscus|cardinal|regent|magaji|baron|inquisitor)"
)
#: Sect, title and trait words opening a crypt text ("Camarilla Prince of Paris:", "Sabbat. Black Hand:").
_CRYPT_PREFIX = re.compile(
    rf"^(?:(?P<sect>{_SECT_WORDS})(?: {_TITLE_WORDS_RE})?|\d votes? \(titled\)|non-camarilla"
    rf"|(?:camarilla )?(?P<master>[a-z]+(?: antitribu)?) slave|(?P<trait>black hand seraph|black hand|red list|seraph))"
    r"\s*[.:](?=\s|$)\s*"
)
_SENTENCE = re.compile(r"(?<=\.)\s+")
#: Words that never stand alone for a vampire's name in its text.
_NOT_A_NAME = {
    "the", "lord", "lady", "sir", "dr.", "queen", "king", "baron", "prince", "father", "mother", "sister",
    "brother", "saint", "le", "la", "de", "del", "von", "van", "al", "el", "mr.", "mrs.", "miss", "madame",
    "anarch", "sabbat", "camarilla", "laibon", "independent", "black", "red", "old", "little", "big", "don",
}


def _name_forms(card: Card) -> list[str]:
    """How a crypt card's text names the vampire: "François Villon", "François", "The unnamed"."""
    name = re.sub(r"\s*\(.*?\)", "", card.name)
    base, _, rest = name.partition(",")
    forms = {name, base}
    if rest.strip().lower() == "the":
        forms.add("The " + base)
        forms.add("the " + base)
    for part in re.sub(r'"[^"]*"', " ", base).split() + re.findall(r'"([^"]+)"', base):
        if len(part) >= 3 and part.lower() not in _NOT_A_NAME and not clan_code(part):
            forms.add(part)
    return sorted((f for f in forms if f), key=len, reverse=True)


_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def number_of(s: str | None, default: int = 1) -> int:
    """A number in digits or words ("a", "one", "two", "three"); ``default`` for none."""
    if s is None:
        return default
    s = s.strip().lower()
    if s.lstrip("-").isdigit():
        return int(s)
    return _NUM.get(s, default)


#: Trait words of crypt texts (a card's prefix, and :mod:`.crypt_rules`).
TRAIT_WORDS = {
    "infernal": Trait.INFERNAL, "sterile": Trait.STERILE, "scarce": Trait.SCARCE, "blood cursed": Trait.BLOOD_CURSED,
    "black hand": Trait.BLACK_HAND, "seraph": Trait.SERAPH, "red list": Trait.RED_LIST, "non-unique": Trait.NON_UNIQUE,
    "flight [flight]": Trait.FLIGHT,
}


def timing(code: When, arg: int = 0, cond: int = 0) -> Prim:
    """``Op.WHEN``: the primitives after it apply only at / while ``code``."""
    return Prim(Op.WHEN, int(code), arg, cond)


def as_action(stealth: int = 0, cost: int = 0, directed: bool = False) -> Prim:
    """``Op.ACTION_ABILITY``: the ability is an action at +``stealth`` stealth costing ``cost`` blood
    ((D) if ``directed``)."""
    return Prim(Op.ACTION_ABILITY, stealth, cost, 1 if directed else 0)


def clan_of(words: str) -> int:
    """The clan code of "Tremere vampires", "gangrel antitribu"... (0: none)."""
    return clan_code(re.sub(r"\s+vampires?$", "", words.strip()).title().replace(" Antitribu", " antitribu"))


#: A crypt rule's reading of a sentence: one tuple of primitives per ability (None: not this rule).
Abilities = list[tuple[Prim, ...]]
_Builder = Callable[[re.Match[str]], "Abilities | None"]
#: (pattern, builder): the pattern must match a whole sentence (lowercase, the vampire's name as
#: ``§``); the builder returns the options (tuples of primitives) the sentence stands for. The
#: first rule matching a sentence reads it. :mod:`.crypt_rules` fills it as the engine package
#: imports it (each builder decorated with :func:`crypt_rule`, in its order).
CRYPT_RULES: list[tuple[re.Pattern[str], _Builder]] = []


def crypt_rule(pattern: str) -> Callable[[_Builder], _Builder]:
    """Register the decorated builder for the sentences matching ``pattern``, after the others."""

    def deco(fn: _Builder) -> _Builder:
        CRYPT_RULES.append((re.compile(pattern), fn))
        return fn

    return deco



def _crypt_sentences(card: Card) -> tuple[list[Prim], list[str]]:
    """Split a crypt text into (prefix primitives, sentences), lowercase, the name as ``§``."""
    text = _BRACES.sub("", card.text).strip()
    for form in _name_forms(card):
        text = re.sub(rf"(?<![\w§]){re.escape(form)}(?=s?(?:\W|$))", "§", text)
    low = re.sub(r"§(?: §)+", "§", " ".join(text.lower().split()))
    prefix: list[Prim] = []
    while True:
        m = _CRYPT_PREFIX.match(low)
        if not m:
            break
        if m.group("master"):
            prefix.append(Prim(Op.TRAIT, 0, Trait.SLAVE, clan_of(m.group("master"))))
        elif m.group("trait") == "black hand seraph":  # "Black Hand Seraph: Teresita gets ..."
            prefix += [Prim(Op.TRAIT, 0, Trait.BLACK_HAND), Prim(Op.TRAIT, 0, Trait.SERAPH)]
        elif m.group("trait"):
            prefix.append(Prim(Op.TRAIT, 0, TRAIT_WORDS[m.group("trait")]))
        low = low[m.end():]
    sentences = [s.strip().rstrip(".").strip() for s in _SENTENCE.split(low)]
    return prefix, [s for s in sentences if s]


def _short_name(card: Card) -> str:
    """How the text calls the vampire, for the unread sentences shown to players."""
    return re.sub(r"\s*\(.*?\)", "", card.name).split(",")[0]


def extract_crypt(card: Card) -> CryptEffect:
    """The abilities read from a crypt card's text, and the sentences left unread."""
    prefix, sentences = _crypt_sentences(card)
    options: list[Option] = [Option(0, 0, 0, (p,)) for p in prefix]
    unread: list[str] = []
    for sentence in sentences:
        for pattern, build in CRYPT_RULES:
            m = pattern.fullmatch(sentence)
            if m is None:
                continue
            got = build(m)
            if got is None:
                continue
            options.extend(Option(0, 0, 0, tuple(p)) for p in got)
            break
        else:
            unread.append(sentence.replace("§", _short_name(card)))
    return CryptEffect(card.id, card.name, tuple(options), tuple(unread))


_BRACES = re.compile(r"[{}]")


# ---------------------------------------------------------------------------------------------
# The registry: the extractors, and the hand-written entries (:mod:`.explicit`) over them


def option_key(option: Option) -> str:
    """The discipline key of an option: ``""`` (none), ``"dom"``, ``"DOM"``, ``"cel pro"``."""
    names = []
    for abbr, bit in sorted(DISCIPLINE_BITS.items()):
        if option.need_any >> bit & 1:
            names.append(abbr.upper() if option.need_sup >> bit & 1 else abbr)
    return " ".join(names)


#: An explicit entry (:mod:`.explicit`): fields of :class:`Effect` to replace, and ``levels``
#: (see :func:`_apply_explicit`).
Override = dict[str, Any]
#: The hand-written entries by VEKN id, filled by :mod:`.explicit` when the engine package imports it.
EXPLICIT: dict[int, Override] = {}
CRYPT_EXPLICIT: dict[int, tuple[Option, ...]] = {}


def _apply_explicit(eff: Effect, card: Card, over: Mapping[str, Any]) -> Effect:
    """An explicit entry over the extracted effect: ``options`` replace every option; ``levels``
    ({discipline key: primitives}) replace the options with those keys; other keys are fields."""
    fields: dict[str, Any] = {f.name: getattr(eff, f.name) for f in dataclasses.fields(Effect)}
    fields.update({k: v for k, v in over.items() if k != "levels"})
    reqs, _ = _requirement_prims(card)

    def with_reqs(o: Option) -> Option:
        extra = tuple(p for p in reqs if p not in o.prims) if o.prims else ()
        return replace(o, prims=o.prims + extra, unread=())

    if "options" in over:
        fields["options"] = tuple(with_reqs(o) for o in over["options"])
    levels: Mapping[str, tuple[Prim, ...]] | None = over.get("levels")
    if levels:
        fields["options"] = tuple(
            with_reqs(replace(o, prims=tuple(levels[option_key(o)]))) if option_key(o) in levels else o
            for o in fields["options"]
        )
    fields["source"] = "explicit"
    return Effect(**fields)


def effect_of(card: Card) -> Effect | None:
    """The effect of a library card (explicit entry over the extractor); None for crypt cards."""
    if card.is_crypt:
        return None
    return _library_effect(card)


def _library_effect(card: Card) -> Effect:
    eff = extract(card)
    over = EXPLICIT.get(card.id)
    if over:
        eff = _apply_explicit(eff, card, over)
    return eff


def crypt_effect_of(card: Card) -> CryptEffect | None:
    """The abilities of a crypt card (extractor, plus an explicit entry for the sentences the
    patterns cannot read); None for library cards."""
    if not card.is_crypt:
        return None
    return _crypt_effect(card)


def _crypt_effect(card: Card) -> CryptEffect:
    eff = extract_crypt(card)
    extra = CRYPT_EXPLICIT.get(card.id)
    if extra is not None:
        eff = CryptEffect(card.id, card.name, eff.options + tuple(extra), (), "explicit")
    return eff


# The registry (in the core, :mod:`.card_types`) reads a card it has not seen with these.
READERS.library = _library_effect
READERS.crypt = _crypt_effect


# ---------------------------------------------------------------------------------------------
# Coverage

COVERAGE_COLUMNS = [
    "id", "name", "section", "type", "copies", "mode", "modeled", "goldfish", "executed", "executed_goldfish",
    "source", "effects", "unread",
]


def describe_effect(eff: Effect | CryptEffect) -> str:
    """The primitives of every option, readable: ``[DOM] stealth+1 add_uncontrolled+3 | [dom] bleed+2``."""
    parts = []
    for o in eff.options:
        if not o.prims:
            continue
        key = option_key(o)
        prims = " ".join(p.describe() for p in o.prims)
        parts.append(f"[{key}] {prims}" if key else prims)
    return " | ".join(parts)


__all__ = [
    "ANY", "CLAN", "CLANS", "COVERAGE_COLUMNS", "CRYPT_EXPLICIT", "CryptDraw", "ExchangePhase", "Replace",
    "VampireFilter", "DISCARD_DISC", "DISCIPLINE_BITS", "EXPLICIT", "CryptEffect",
    "Effect", "EffectRegistry", "GOLDFISH_OPS", "KIND", "MIN_CAPACITY", "Mode", "Op", "Option", "PHASE_MASTER",
    "PHASE_UNLOCK", "Prim", "Req", "Restriction", "Thing", "Trait", "When", "Who", "YOUNGER", "clan_code",
    "crypt_effect_of", "describe_effect", "disc_code",
    "Abilities", "CRYPT_RULES", "Override", "TRAIT_WORDS", "as_action", "clan_of", "crypt_rule", "discipline_masks",
    "effect_of", "extract", "extract_crypt", "number_of", "option_key", "timing",
    # the vocabulary of :mod:`.card_types`, under the names the engine imports from here
    "AFTER_ACTION", "CRYPT_CLAN_ONLY", "EACH_YOUNGER_CLAN", "QUALIFIERS", "READERS", "REPLACE_LEAVES_PLAY",
    "REQUIREMENT_WORDS", "EffectReaders", "option_complete", "option_gated",
]
