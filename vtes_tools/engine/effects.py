"""Card effects as data: small parameterised primitives, registered by VEKN card id.

A library card becomes an :class:`Effect`: how it is played (its :class:`Mode`), its costs and
requirements, and one :class:`Option` per way of playing it (no discipline, inferior, superior,
or one per alternative discipline). An option is a tuple of :class:`Prim` primitives such as
``Prim(Op.BLEED, 2)`` ("(D) Bleed with +2 bleed") or ``Prim(Op.ADD_UNCONTROLLED, 3, YOUNGER)``.

Effects come from two places:

* :func:`extract`, a pattern extractor over ``card.text``: lines prefixed ``[dom]`` hold the
  inferior effect and ``[DOM]`` the superior one ("As above" carries the inferior one over);
* :data:`EXPLICIT`, hand-written entries for the most played cards whose text the patterns
  cannot read (ranked by the number of TWDA decks playing them).

A card with no primitive is *unmodeled*: the engine never plays it, it is a dead draw, and
:func:`coverage` reports it. Primitives whose effect only matters against other players
(intercept, strikes, bleed redirection...) make a card *modeled* but not *played in goldfish*:
:data:`GOLDFISH_OPS` lists what the goldfish engine executes.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from ..models import DISCIPLINES, Card, CardType, Deck

#: Discipline abbreviations -> bit index (crypt and library share it).
DISCIPLINE_BITS: dict[str, int] = {abbr: i for i, abbr in enumerate(sorted(set(DISCIPLINES.values())))}


def discipline_masks(disciplines: Iterable[tuple[str, int]]) -> tuple[int, int]:
    """(any level mask, superior mask) of a crypt card's disciplines."""
    inf = sup = 0
    for abbr, level in disciplines:
        bit = DISCIPLINE_BITS.get(abbr.lower())
        if bit is None:
            continue
        inf |= 1 << bit
        if level >= 2:
            sup |= 1 << bit
    return inf, sup


class Op(enum.IntEnum):
    """Primitive effects. ``n`` is the amount; ``arg`` and ``cond`` refine it (see each)."""

    # -- executed by the goldfish engine ------------------------------------------------------
    GAIN_POOL = 1  # the Methuselah gains n pool
    BLEED = 2  # action: (D) bleed with +n bleed (rules 6.1.6)
    STEALTH = 3  # +n stealth (action or modifier); no blocker in goldfish, so no effect there
    ADD_UNCONTROLLED = 4  # add n blood to a vampire in your uncontrolled region; arg: target filter
    GAIN_BLOOD = 5  # the acting / chosen vampire gains n blood
    MOVE_TO_POOL = 6  # move up to n blood (n=0: any amount) from a vampire to pool; cond: minimum
    EXCHANGE = 7  # on a vampire: move 1 blood vampire<->pool; arg: PHASE_UNLOCK / PHASE_MASTER
    HUNTING_GROUND = 8  # in play: during unlock a ready vampire can gain n blood
    TRANSFERS = 9  # in play: +n transfers
    HAND_SIZE = 10  # in play: +n hand size
    MASTER_ACTIONS = 11  # in play, lock: +n master phase action
    INFLUENCE_BLOOD = 12  # in play, lock in influence: add n blood to an uncontrolled vampire; arg filter
    FILL_BLOOD = 13  # chosen vampire gains blood up to capacity
    CRYPT_TO_UNCONTROLLED = 14  # move the top n crypt cards to the uncontrolled region
    PLUS_BLEED = 15  # +n bleed (modifier: limited when arg=1; equipment: bearer)
    UNLOCK = 16  # after a successful action: unlock the acting minion
    MILL = 17  # burn n cards from the top of your library
    HUNT = 18  # action: hunt with +n blood
    # -- modeled, matter only against other players ---------------------------------------------
    INTERCEPT = 30
    VOTES = 31
    STRIKE = 32  # strike: n damage (arg=1 ranged)
    STRIKE_STRENGTH = 33  # strike: strength+n damage
    PREVENT = 34
    STRENGTH = 35
    MANEUVER = 36
    PRESS = 37
    ADDITIONAL_STRIKE = 38
    COMBAT_ENDS = 39
    DODGE = 40
    STEAL_BLOOD = 41
    REDIRECT_BLEED = 42
    WAKE = 43
    CANCEL = 44
    LOCK = 45
    ENTER_COMBAT = 46
    BURN_POOL = 47  # referendum / effect making Methuselahs burn n pool
    CANNOT_BLOCK = 48
    AGGRAVATED = 49
    REFERENDUM = 50  # political action calling a referendum (the terms are other prims)
    UNBLOCKABLE = 51
    BURN_MINION = 52


#: Ops the goldfish engine executes when it plays a card.
GOLDFISH_OPS = frozenset({
    Op.GAIN_POOL, Op.BLEED, Op.ADD_UNCONTROLLED, Op.GAIN_BLOOD, Op.MOVE_TO_POOL, Op.EXCHANGE,
    Op.HUNTING_GROUND, Op.TRANSFERS, Op.HAND_SIZE, Op.MASTER_ACTIONS, Op.INFLUENCE_BLOOD,
    Op.FILL_BLOOD, Op.CRYPT_TO_UNCONTROLLED, Op.PLUS_BLEED, Op.UNLOCK, Op.HUNT,
})

# Target filters for ADD_UNCONTROLLED / INFLUENCE_BLOOD (``Prim.arg``); ``Prim.cond`` holds the
# capacity bound or clan index.
ANY = 0
YOUNGER = 1  # capacity lower than the acting vampire's
CLAN = 2  # of the clan Effect.target_clan
MIN_CAPACITY = 3  # capacity >= cond

PHASE_UNLOCK = 0
PHASE_MASTER = 1


class Prim(NamedTuple):
    op: Op
    n: int = 0
    arg: int = 0
    cond: int = 0

    def __repr__(self) -> str:
        extra = "".join(f", {k}={v}" for k, v in (("arg", self.arg), ("cond", self.cond)) if v)
        return f"Prim(Op.{self.op.name}, {self.n}{extra})"


class Mode(enum.IntEnum):
    """How a library card is played."""

    MASTER = 1  # master card that resolves and is burned
    MASTER_IN_PLAY = 2  # location or "put this card in play"
    MASTER_ON_VAMPIRE = 3  # "put this card on a vampire you control"
    ACTION = 4
    MODIFIER = 5
    REACTION = 6
    COMBAT = 7
    EQUIPMENT = 8
    RETAINER = 9
    ALLY = 10
    POLITICAL = 11
    EVENT = 12
    OTHER = 13


@dataclass(frozen=True, slots=True)
class Option:
    """One way of playing a card: required disciplines (bit masks) and what it does."""

    level: int  # 0 none, 1 inferior, 2 superior
    need_any: int  # discipline bits needed at any level
    need_sup: int  # discipline bits needed at superior level
    prims: tuple[Prim, ...]

    def amount(self, op: Op) -> int:
        return sum(p.n for p in self.prims if p.op == op)

    def has(self, op: Op) -> bool:
        return any(p.op == op for p in self.prims)


@dataclass(frozen=True, slots=True)
class Effect:
    """Everything the engine knows about playing one library card."""

    card_id: int
    name: str
    mode: Mode
    options: tuple[Option, ...]  # best (superior) first
    pool_cost: int = 0
    blood_cost: int = 0
    trifle: bool = False
    unique: bool = False
    #: clans required of the acting vampire (any of them); empty = no clan requirement.
    clans: tuple[str, ...] = ()
    #: title words (prince, justicar, titled, ...) of which the actor needs one.
    titles: tuple[str, ...] = ()
    min_capacity: int = 0
    #: allies and retainers: life; allies: strength and bleed.
    life: int = 0
    strength: int = 0
    bleed: int = 1
    #: "do not replace until your next ..." (PHASE_UNLOCK / discard = 4), -1 = replace at once.
    replace_at: int = -1
    #: clan for the CLAN target filter.
    target_clan: str = ""
    source: str = "text"  # "text", "explicit"

    @property
    def modeled(self) -> bool:
        return any(o.prims for o in self.options)

    @property
    def goldfish(self) -> bool:
        """True when the goldfish engine can play this card for an effect."""
        if self.mode in (Mode.REACTION, Mode.COMBAT, Mode.POLITICAL, Mode.EVENT, Mode.OTHER):
            return False
        if self.mode is Mode.ALLY:
            return self.bleed > 0 and self.modeled
        return any(p.op in GOLDFISH_OPS for o in self.options for p in o.prims)

    def ops(self) -> set[Op]:
        return {p.op for o in self.options for p in o.prims}

    def __repr__(self) -> str:
        return f"Effect({self.card_id} {self.name!r} {self.mode.name} {list(self.options)})"


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
    for m in re.finditer(r"\+(\d+) stealth", low):
        out.append(Prim(Op.STEALTH, _int(m.group(1))))
    if not re.search(r"\(d\) bleed", low):
        # "+1 bleed, with an additional +1 bleed if ..." : the conditional bonus is not counted
        for m in re.finditer(r"(additional )?\+(\d+) bleed( if the target methuselah has (\d+) or fewer pool)?", low):
            if m.group(1):
                continue
            out.append(Prim(Op.PLUS_BLEED, _int(m.group(2)), 1 if "limited" in low else 0, _int(m.group(4))))
    for m in re.finditer(r"\+(\d+) intercept", low):
        out.append(Prim(Op.INTERCEPT, _int(m.group(1))))
    for m in re.finditer(r"\+(\d+) votes?", low):
        out.append(Prim(Op.VOTES, _int(m.group(1))))
    m = re.search(r"strike: (\d+)(r?) (aggravated )?damage", low)
    if m:
        out.append(Prim(Op.STRIKE, _int(m.group(1)), 1 if m.group(2) else 0))
    m = re.search(r"strike: strength\s*\+\s*(\d+)", low) or re.search(r"strike: (hand) damage", low)
    if m:
        out.append(Prim(Op.STRIKE_STRENGTH, _int(m.group(1))))
    for m in re.finditer(r"prevent (\d+|all) damage", low):
        out.append(Prim(Op.PREVENT, _int(m.group(1), 99)))
    for m in re.finditer(r"\+(\d+) strength", low):
        out.append(Prim(Op.STRENGTH, _int(m.group(1))))
    if re.search(r"\bmaneuver\b", low):
        out.append(Prim(Op.MANEUVER, 1))
    if re.search(r"\bpress\b", low):
        out.append(Prim(Op.PRESS, 1))
    m = re.search(r"(\d+ )?additional strikes?", low)
    if m:
        out.append(Prim(Op.ADDITIONAL_STRIKE, _int((m.group(1) or "1").strip(), 1)))
    if "combat ends" in low and "strike" in low:
        out.append(Prim(Op.COMBAT_ENDS, 1))
    if "strike: dodge" in low:
        out.append(Prim(Op.DODGE, 1))
    m = re.search(r"steal (\d+) (?:blood|life)", low)
    if m:
        out.append(Prim(Op.STEAL_BLOOD, _int(m.group(1))))
    if "change the target of the bleed" in low:
        out.append(Prim(Op.REDIRECT_BLEED, 1))
    if re.search(r"\b(vampire|minion|ally) wakes\b", low):
        out.append(Prim(Op.WAKE, 1))
    if re.search(r"^cancel|\. cancel", low):
        out.append(Prim(Op.CANCEL, 1))
    if re.search(r"^lock (a|an|target) (minion|vampire|ally)", low):
        out.append(Prim(Op.LOCK, 1))
    if "(d) enter combat" in low:
        out.append(Prim(Op.ENTER_COMBAT, 1))
    if "cannot block" in low:
        out.append(Prim(Op.CANNOT_BLOCK, 1))
    if "aggravated" in low and "damage" in low and not any(p.op is Op.STRIKE for p in out):
        out.append(Prim(Op.AGGRAVATED, 1))
    if mode is Mode.POLITICAL or "successful referendum" in low:
        m = re.search(r"burns? (\d+) pool", low)
        if m:
            out.append(Prim(Op.BURN_POOL, _int(m.group(1))))
        if re.search(r"gains? (\d+) pool", low):
            out.append(Prim(Op.GAIN_POOL, _int(re.search(r"gains? (\d+) pool", low).group(1))))  # type: ignore[union-attr]
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
    if "hunting ground" in low or re.search(r"during your unlock phase, a ready vampire you control can gain (\d+) blood", low):
        m = re.search(r"can gain (\d+) blood", low)
        if m:
            out.append(Prim(Op.HUNTING_GROUND, _int(m.group(1))))
    if mode in (Mode.EQUIPMENT, Mode.RETAINER) and re.search(r"(bearer|employer|minion) gets \+(\d+) bleed", low):
        pass  # already counted as PLUS_BLEED above
    return out


def _split_options(card: Card, mode: Mode) -> list[tuple[int, int, int, list[Prim]]]:
    """(level, need_any, need_sup, prims) per way of playing the card, best first."""
    common: list[Prim] = []
    keyed: dict[tuple[int, int, int], list[Prim]] = {}
    previous: list[Prim] = []
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
        prims = _line_prims(body, mode)
        if not discs:
            common.extend(prims)
            continue
        need_any = need_sup = 0
        level = 1
        for d in discs:
            bit = 1 << DISCIPLINE_BITS[d.lower()]
            need_any |= bit
            if d.isupper():
                need_sup |= bit
                level = 2
        if body.lower().startswith("as above"):
            prims = previous + prims
        keyed.setdefault((level, need_any, need_sup), []).extend(prims)
        previous = prims
    if not keyed:
        # a discipline card without level prefixes: any listed discipline (all for combos)
        need = [1 << DISCIPLINE_BITS[a] for a, _ in card.disciplines if a in DISCIPLINE_BITS]
        if not need:
            return [(0, 0, 0, common)]
        if card.discipline_combo:
            mask = 0
            for b in need:
                mask |= b
            return [(1, mask, 0, common)]
        return [(1, b, 0, common) for b in need]
    out = [(lvl, a, s, common + prims) for (lvl, a, s), prims in keyed.items()]
    out.sort(key=lambda t: -t[0])
    return out


_TITLE_WORDS = {
    "primogen", "prince", "justicar", "inner circle", "bishop", "archbishop", "priscus", "cardinal",
    "regent", "baron", "magaji", "titled",
}


def extract(card: Card) -> Effect:
    """The effect read from a library card's text by the pattern extractor."""
    mode = _mode(card)
    text = card.text
    first = text.split("\n", 1)[0].lower()
    pool = _cost(card.pool_cost)
    blood = _cost(card.blood_cost)
    options = [Option(lvl, a, s, tuple(p)) for lvl, a, s, p in _split_options(card, mode)]
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
    # requirements the engine cannot check yet make the card unplayable (unmodeled)
    unknown = [r for r in card.requirements if r not in _TITLE_WORDS and not r.startswith("capacity ")]
    if pool is None or blood is None or unknown:
        options = [Option(o.level, o.need_any, o.need_sup, ()) for o in options]
    replace_at = -1
    low = text.lower()
    if "do not replace until your next discard phase" in low or "do not replace until your discard phase" in low:
        replace_at = 4
    elif "do not replace until your next unlock phase" in low or "do not replace until your unlock phase" in low:
        replace_at = PHASE_UNLOCK
    target_clan = ""
    m = re.search(r"add \d+ blood to (?:a|an) (\w[\w ]*?) in your uncontrolled region", low)
    if m and m.group(1) not in ("vampire", "younger vampire"):
        target_clan = next((c for c in _KNOWN_CLANS if c.lower() == m.group(1)), m.group(1).title())
    if mode is Mode.MASTER_IN_PLAY:
        # a location adding blood to the uncontrolled region does it in the influence phase
        options = [
            Option(o.level, o.need_any, o.need_sup, tuple(
                Prim(Op.INFLUENCE_BLOOD, p.n, p.arg, p.cond) if p.op is Op.ADD_UNCONTROLLED else p for p in o.prims
            ))
            for o in options
        ]
    if mode in (Mode.ALLY, Mode.RETAINER) and life:
        # putting the minion in play is itself the effect
        options = [o if o.prims else Option(o.level, o.need_any, o.need_sup, (Prim(Op.STRENGTH, strength),)) for o in options]
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
# Explicit entries for the most played cards the patterns cannot read


def _opt(*prims: Prim, level: int = 0) -> Option:
    return Option(level, 0, 0, tuple(prims))


def _explicit() -> dict[int, dict]:
    """Overrides keyed by VEKN id: fields of :class:`Effect` to replace."""
    return {
        # Villein: trifle, put on a vampire you control and move 2 to 5 blood to pool.
        102121: dict(mode=Mode.MASTER_ON_VAMPIRE, trifle=True, options=(_opt(Prim(Op.MOVE_TO_POOL, 5, 0, 2)),)),
        # Blood Doll: master phase, 1 blood vampire <-> pool.
        100199: dict(mode=Mode.MASTER_ON_VAMPIRE, options=(_opt(Prim(Op.EXCHANGE, 1, PHASE_MASTER)),)),
        # Vessel: trifle, unlock phase, 1 blood vampire <-> pool.
        102113: dict(mode=Mode.MASTER_ON_VAMPIRE, trifle=True, options=(_opt(Prim(Op.EXCHANGE, 1, PHASE_UNLOCK)),)),
        # Minion Tap: any amount of blood from a vampire you control to pool.
        101217: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.MOVE_TO_POOL, 0)),)),
        # Zillah's Valley: add 4 blood to an uncontrolled vampire with capacity 8 or more.
        102207: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.ADD_UNCONTROLLED, 4, MIN_CAPACITY, 8)),)),
        # The Parthenon: lock for +1 master phase action.
        101355: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(Prim(Op.MASTER_ACTIONS, 1)),)),
        # Giant's Blood: a vampire gains blood up to capacity (only one per game: not tracked).
        100824: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.FILL_BLOOD, 0)),)),
        # Powerbase: Montreal: influence phase, add 1 blood to an uncontrolled vampire.
        101439: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1)),)),
        # Arcane Library: lock in influence phase: 1 blood to a Tremere in the uncontrolled region.
        100081: dict(mode=Mode.MASTER_IN_PLAY, target_clan="Tremere",
                     options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1, CLAN)),)),
        # Wasserschloss Anif: moving Tremere blood into it and out again (net influence); not modeled.
        # Effective Management: top crypt card to the uncontrolled region.
        100616: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CRYPT_TO_UNCONTROLLED, 1)),)),
        # Liquidation: burn 7 library cards, gain 3 pool; replaced in the discard phase.
        101112: dict(mode=Mode.MASTER, replace_at=4, options=(_opt(Prim(Op.MILL, 7), Prim(Op.GAIN_POOL, 3)),)),
        # Dreams of the Sphinx: the "1 blood to an uncontrolled vampire" use (lock; 3 counters burn it).
        100588: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1)),)),
        # The Rack: the chosen vampire can gain 2 blood during the unlock phase.
        101536: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(Prim(Op.HUNTING_GROUND, 2)),)),
        # Direct Intervention, Wash: cancel a card as it is played (out-of-turn).
        100545: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANCEL, 1)),)),
        102151: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANCEL, 1)),)),
        # Pentex(TM) Subversion: an opposing minion cannot block.
        101384: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANNOT_BLOCK, 1)),)),
        # Archon Investigation: burns a minion bleeding for 4 or more.
        100085: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.BURN_MINION, 1)),)),
        # Misdirection: lock a minion.
        101225: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.LOCK, 1)),)),
        # Ashur Tablets: the third copy gains 3 pool and recurs cards; not modeled (counted dead).
        100106: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(),)),
        # Freak Drive: unlock after a successful action ([for]); [FOR] only after a blocked one.
        100788: dict(mode=Mode.MODIFIER, options=(
            Option(1, 1 << DISCIPLINE_BITS["for"], 0, (Prim(Op.UNLOCK, 1),)),
        )),
        # Forced March: [cel][for] unlock after a successful action.
        100761: dict(mode=Mode.MODIFIER, options=(
            Option(1, (1 << DISCIPLINE_BITS["cel"]) | (1 << DISCIPLINE_BITS["for"]), 0, (Prim(Op.UNLOCK, 1),)),
        )),
        # Information Highway (V5 text +2 transfers, older prints +1): read from text.
        # Wider View: crypt filtering with transfers, burn for 2 pool; not modeled (counted dead).
        102180: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(),)),
        # Spying Mission: [obf] +1 stealth; the superior delayed bleed is not modeled.
        101857: dict(mode=Mode.MODIFIER, options=(Option(1, 1 << DISCIPLINE_BITS["obf"], 0, (Prim(Op.STEALTH, 1),)),)),
        # Parity Shift: a referendum moving 3 pool from a richer Methuselah (politics).
        101353: dict(mode=Mode.POLITICAL, options=(_opt(Prim(Op.REFERENDUM, 1), Prim(Op.BURN_POOL, 3)),)),
        # Taste of Vitae: gains blood in combat.
        101945: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STEAL_BLOOD, 1)),)),
        # Fame: pool loss when the bearer goes to torpor (opponent's vampire).
        100698: dict(mode=Mode.MASTER_ON_VAMPIRE, options=(_opt(Prim(Op.BURN_POOL, 3)),)),
        # Delaying Tactics: cancel a referendum.
        100519: dict(mode=Mode.REACTION, options=(_opt(Prim(Op.CANCEL, 1)),)),
        # Change of Target: end a blocked action, unlock.
        100323: dict(mode=Mode.MODIFIER, options=(_opt(Prim(Op.WAKE, 1)),)),
        # Spying Mission [obf] +1 stealth (superior is a delayed bleed): keep the stealth.
        # Kindred Spirits: read from text (bleed, gain 1 pool on success).
        # Voter Captivation: blood after a passed referendum (politics, not in goldfish).
        102131: dict(mode=Mode.MODIFIER, options=(_opt(Prim(Op.VOTES, 0)),)),
        # Seduction: a vampire cannot block this action.
        101712: dict(mode=Mode.MODIFIER, options=(_opt(Prim(Op.CANNOT_BLOCK, 1)),)),
        # Daring the Dawn: vampires cannot block; aggravated damage to the actor.
        100492: dict(mode=Mode.MODIFIER, options=(_opt(Prim(Op.UNBLOCKABLE, 1)),)),
        # Carrion Crows: environmental damage each round.
        100301: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE, 1, 1)),)),
        # Immortal Grapple: only hand strikes this round.
        100959: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE_STRENGTH, 0)),)),
        # Target Vitals: +2 damage to a strike.
        101942: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE_STRENGTH, 2)),)),
        # Obedience: end the action of a younger acting vampire.
        101309: dict(mode=Mode.REACTION, options=(_opt(Prim(Op.CANCEL, 1)),)),
        # Torn Signpost: strength 2 / 3 this combat.
        101993: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRENGTH, 1)),)),
        # Call of the Hungry Dead: blocker -1 intercept (counted as stealth).
        100279: dict(mode=Mode.MODIFIER, options=(_opt(Prim(Op.STEALTH, 1)),)),
        # Concealed Weapon: equip a weapon in combat.
        100392: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE_STRENGTH, 0)),)),
        # Trap, Weighted Walking Stick: combat damage.
        102012: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE, 1)),)),
        102169: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE_STRENGTH, 1)),)),
    }


EXPLICIT: Mapping[int, dict] = _explicit()


def effect_of(card: Card) -> Effect | None:
    """The effect of a library card (explicit entry over the extractor); None for crypt cards."""
    if card.is_crypt:
        return None
    eff = extract(card)
    over = EXPLICIT.get(card.id)
    if over:
        fields = {s: getattr(eff, s) for s in Effect.__slots__}  # type: ignore[attr-defined]
        fields.update(over)
        fields["source"] = "explicit"
        eff = Effect(**fields)
    return eff


@dataclass
class EffectRegistry:
    """Effects keyed by VEKN id, computed on first use and cached."""

    effects: dict[int, Effect] = field(default_factory=dict)

    def __getitem__(self, card: Card) -> Effect | None:
        eff = self.effects.get(card.id)
        if eff is None and card.is_library:
            eff = effect_of(card)
            self.effects[card.id] = eff  # type: ignore[assignment]
        return eff


# ---------------------------------------------------------------------------------------------
# Coverage


def coverage(deck: Deck, registry: EffectRegistry | None = None):  # -> pandas.DataFrame
    """One row per library card: copies, mode, modeled, played in goldfish, primitives."""
    import pandas as pd

    reg = registry or EffectRegistry()
    rows = []
    for card, n in deck.library:
        eff = reg[card]
        assert eff is not None
        rows.append({
            "id": card.id, "name": card.name, "type": card.type_label, "copies": n,
            "mode": eff.mode.name.lower(), "modeled": eff.modeled, "goldfish": eff.goldfish and eff.modeled,
            "source": eff.source, "effects": " ".join(sorted(o.name.lower() for o in eff.ops())),
        })
    return pd.DataFrame(rows, columns=["id", "name", "type", "copies", "mode", "modeled", "goldfish", "source", "effects"])


def coverage_summary(frame) -> dict[str, float | int]:  # frame from coverage()
    """Shares of library slots (weighted by copies) that are modeled / played in goldfish."""
    total = int(frame["copies"].sum())
    if total == 0:
        return {"library_cards": 0, "modeled_share": 0.0, "goldfish_share": 0.0}
    return {
        "library_cards": total,
        "modeled_share": float(frame.loc[frame["modeled"], "copies"].sum() / total),
        "goldfish_share": float(frame.loc[frame["goldfish"], "copies"].sum() / total),
    }


__all__ = [
    "ANY", "CLAN", "DISCIPLINE_BITS", "EXPLICIT", "Effect", "EffectRegistry", "GOLDFISH_OPS", "MIN_CAPACITY",
    "Mode", "Op", "Option", "PHASE_MASTER", "PHASE_UNLOCK", "Prim", "YOUNGER", "coverage", "coverage_summary",
    "discipline_masks", "effect_of", "extract",
]
