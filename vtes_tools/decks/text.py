"""Line-based decklists: TWDA entries, plain text, JOL, Lackey, VDB and ARDB text exports.

All of them are lists of "count + name" lines with optional section headers, so they share one
reader. What differs is handled here by small flags: a TWDA entry starts with a positional
tournament header (see :mod:`.twd`), Lackey lists the library first and then a ``Crypt:``
line, JOL writes ``3xName``. Every spelling of a count is understood (``3x Name``, ``3 x
Name``, ``3 Name``, ``Name x3``, ``Name (3)``, ``3* Name``, ``3xName``, ``3<TAB>Name``, a bare
name for 1), and each reading of a line is tried until one names a card exactly, so that
``419 Operation`` stays one card and ``3 Xaviar`` is three Xaviars.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from ..models import Card, Deck, EventInfo
from . import model as m
from .resolve import Resolution, Resolver
from .twd import HASH_COMMENT, crypt_order, library_sections

#: Counts above this are typing accidents, not decklists (rules 1.5: a library holds 60-90 cards).
MAX_COUNT = 500
#: Fuzzy matches must be at least this similar to the card's name (plain ratio, 0-100).
MIN_RATIO_COUNTED = 70.0
MIN_RATIO_BARE = 86.0
#: before the first card, a line without a count must be this close to a name to be a card
MIN_RATIO_PREFACE = 92.0
#: Unknown names of one decklist given "did you mean" suggestions (the slow part of a lookup);
#: later ones are reported without, so that a list of thousands of unknown names reads fast.
MAX_SUGGESTED = 20
#: A list longer than this is looked at as a whole first (see :meth:`Reader.prime`).
PRIME_LINES = 300
#: After this many unknown names a text is no decklist: later lines are not searched for
#: (each costs a fuzzy search; 5 MB of made-up names took minutes).
MAX_UNKNOWN = 1000

# -- the line grammar --------------------------------------------------------------------------

_SECTION = (
    r"(?:crypt|library|masters?|convictions?|political\s+actions?|actions?\s+modifiers?|actions?"
    r"|all(?:y|ies)|equipments?|retainers?|powers?|reactions?|combats?|events?|imbued|vampires?|modifiers?)"
)
_SECTIONS = rf"{_SECTION}(?:\s*(?:/|&|\band\b)\s*{_SECTION})*"
_HEADER_START = re.compile(rf"^{_SECTIONS}", re.I)
_HEADER_REST = re.compile(  # possessive: "Crypt 1 1 1 1 1 1 1 1 1 1 1 1 x" took seconds, one more "1 " doubled it
    rf"^(?:[\s\d:;,.=()\[\]/+&-]+|cards?|min|max|avg|average|capacity|trifles?|total|{_SECTION})*+$", re.I
)
_HEADER_COUNT = re.compile(rf"({_SECTIONS})[^\w]*?(\d{{1,9}})(?!\d)", re.I)  # no more digits than a count has
_DISCIPLINE_HEADER = re.compile(
    r"^(?:abombwe|animalism|auspex|celerity|chimerstry|daimoinon|dementation|dominate|fortitude|maleficia|"
    r"melpominee|mytherceria|necromancy|obeah|obfuscate|oblivion|obtenebration|potence|presence|protean|"
    r"quietus|sanguinus|serpentis|spiritus|striga|temporis|thanatosis|thaumaturgy|valeren|vicissitude|"
    r"visceratika)\s*:?$",
    re.I,
)
_SEPARATOR = re.compile(r"^[-=_~*+#.\s]{3,}$")
_COMMENT = re.compile(r"^(?:--|//|#|;|%)")
_META = re.compile(
    r"^(?P<key>deck\s*name|name|title|created\s*by|deck\s*by|author|creator|description|comments?)"
    r"\s*:\s*(?P<value>.*)$",
    re.I,
)
_BULLET = re.compile(r"^[-*•·+>]\s+")
_TRAILING_COMMENT = re.compile(r"(?<!\s)\s+(?:--+|//|#)(?:\s.*)?$")
_ANTE = re.compile(r"^(?P<neg>-)?(?P<n>\d{1,9})(?P<sep>\s*[xX×*]\s*|\s+|\t+)(?P<rest>\S.*)$")
_ANTE_X = re.compile(r"^[xX×]\s*(?P<n>\d{1,9})\s+(?P<rest>\S.*)$")  # x3 Name
_POST = re.compile(
    r"^(?P<rest>\S.*?)(?:\s+[xX×]\s*(?P<a>\d{1,9})|\s*\*\s*(?P<b>\d{1,9})|\s*\(\s*[xX×]?\s*(?P<c>\d{1,9})\s*\)"
    r"|\s*\[\s*[xX×]?\s*(?P<d>\d{1,9})\s*\]|\s*[:=]\s*(?P<e>\d{1,9})|\s+-\s*(?P<f>\d{1,9})|\s+(?P<g>\d{1,2}))$"
)
# "Nathan Turner      4  PRO ani   Gangrel:6", "Nakhthorheb   10 OBF PRE SER  Follower :4"
# (the ":group" end is found first, then the capacity before it: one pattern for both tried the
# rest of the line again after each " 1" of "3x a 1 1 1 ... 1 :x", quadratic)
_GROUP_TAIL = re.compile(r"\s*:\s*(?P<group>\d{1,2}|any)\s*$", re.I)
_CAP_BEFORE = re.compile(r"^(?P<name>.*?\S)\s+(?P<cap>\d{1,2})(?:\s.*)?$")
# "Nakhthorheb 10 OBF PRE SER" (no clan:group)
_CAP_TAIL = re.compile(r"^(?P<name>.*?\S)\s+(?P<cap>\d{1,2})\s+(?:-none-|[a-zA-Z]{3})(?:\s|$)")
_WIDE_GAP = re.compile(r"\s{2,}|\t")
_COLLAPSE = re.compile(r"[ \t]{2,}|\t")
_ODD_SPACE = re.compile(r"[^\S \t]")
_DIGIT = re.compile(r"\d")
_TRAILING_PAREN = re.compile(r"\s*(?:\(([^()]*)\)|\[([^\[\]]*)\])\s*$")
_TAG = re.compile(r"^(?:adv|advanced|g\s*(?:\d|any)(?:\s+adv(?:anced)?)?)$", re.I)
_ADV_WORD = re.compile(r"^(?P<name>.*\S)\s+adv(?:anced)?\.?$", re.I)
_PROSE = re.compile(r"[.!?;,]$|\s\w+\s\w+\s\w+\s\w+\s\w+\s\w+")

#: the TWDA's own section headers, "Crypt (12 cards, min=...)" and "Library (90 cards)"
_TWD_CRYPT = re.compile(r"^\s*crypt\s*:?\s*[(\[]\s*\d+\s*(?:cards?|vampires?)\b", re.I)
_TWD_LIBRARY = re.compile(r"^\s*library\s*:?\s*[(\[]\s*\d+\s*cards?\b", re.I)
#: in the preface of a TWDA entry only these lines matter; the rest is description
_TWD_PREFACE_KEEP = re.compile(
    r"^(?:crypt\b|vampires?\b|deck\s*name|name|title|created\s*by|deck\s*by|author|creator|description|comments?)", re.I
)

SEP, COMMENT, META, HEADER, CARD, TEXT = "sep", "comment", "meta", "header", "card", "text"


@dataclass(slots=True)
class Reading:
    """One way to read a card line: a count (None = not written) and a name with its tail."""

    count: int | None
    name: str
    group: str | None = None
    advanced: bool | None = None
    capacity: int | None = None
    count_error: str = ""


@dataclass(slots=True)
class Line:
    """A decklist line, analysed once whatever deck it appears in (cached by its text)."""

    kind: str
    text: str
    reading: Reading | None = None  #: the reading that named a card, or the primary one
    resolution: Resolution | None = None  #: set when some reading named a card exactly
    fuzzy: Resolution | None = None  #: filled lazily, only when a fuzzy search is worth it
    headers: list[tuple[str, int | None]] = field(default_factory=list)
    meta: tuple[str, str] | None = None
    #: for lines that named a card cleanly with a sane count: the card, its count, its kind
    fast: bool = False
    card: Card | None = None
    count: int = 0
    crypt: bool = False

    @property
    def counted(self) -> bool:
        return self.reading is not None and self.reading.count is not None


def _count_readings(s: str) -> Iterator[Reading]:
    """The ways to split a line into a count and a name, most likely first."""
    a = _ANTE.match(s)
    if a:
        n = int(a["n"])
        err = "a negative count" if a["neg"] else ""
        yield Reading(-n if a["neg"] else n, a["rest"], count_error=err)
        sep = a["sep"].strip()
        if sep and sep in "xX×" and not a["sep"][-1].isspace():  # "3 Xaviar" is not 3 x "aviar"
            yield Reading(-n if a["neg"] else n, s[a.end("n"):].lstrip(), count_error=err)
    else:
        ax = _ANTE_X.match(s)
        if ax:
            yield Reading(int(ax["n"]), ax["rest"])
    p = _POST.match(s)
    if p:
        n_text = next(g for g in (p["a"], p["b"], p["c"], p["d"], p["e"], p["f"], p["g"]) if g is not None)
        yield Reading(int(n_text), p["rest"])
    yield Reading(None, s)


def _name_readings(r: Reading) -> Iterator[Reading]:
    """The names a count reading may hold: with a crypt tail cut off, a gap, a remark..."""
    text = r.name
    g = _GROUP_TAIL.search(text) if ":" in text else None
    t = _CAP_BEFORE.match(text, 0, g.start()) if g else None
    if t and g:
        group = g["group"].upper() if g["group"].lower() == "any" else str(int(g["group"]))
        yield Reading(r.count, t["name"], group, None, int(t["cap"]), r.count_error)
    elif _DIGIT.search(text):
        c = _CAP_TAIL.match(text)
        if c:
            yield Reading(r.count, c["name"], None, None, int(c["cap"]), r.count_error)
    gap = _WIDE_GAP.split(text, 1)[0] if ("  " in text or "\t" in text) else text
    for name in (gap, text) if gap != text else (text,):
        if name[-1:] in ")]":
            p = _TRAILING_PAREN.search(name)
            if p and not _TAG.match((p[1] if p[1] is not None else p[2]).strip()):
                yield Reading(r.count, name[: p.start()], count_error=r.count_error)
        yield Reading(r.count, name, count_error=r.count_error)
    if " - " in text:
        yield Reading(r.count, text.split(" - ", 1)[0], count_error=r.count_error)


def _bodies(body: str) -> Iterator[str]:
    """The line, then the line without a trailing remark in brackets ("Arika x2 (11 cap)")."""
    yield body
    if body[-1:] in ")]":
        p = _TRAILING_PAREN.search(body)
        if p and p.start() > 0:
            inner = (p[1] if p[1] is not None else p[2]).strip()
            if not _TAG.match(inner) and not inner.lower().lstrip("x ").isdigit():
                yield body[: p.start()]


def _readings(body: str) -> Iterator[Reading]:
    seen: set[tuple[int | None, str, str | None, bool | None]] = set()
    for count_reading in (r for b in _bodies(body) for r in _count_readings(b)):
        for item in _name_readings(count_reading):
            for r in (item, _advanced(item)):
                if r is None:
                    continue
                r.name = r.name.strip()
                k = (r.count, r.name, r.group, r.advanced)
                if r.name and k not in seen:
                    seen.add(k)
                    yield r


def _advanced(r: Reading) -> Reading | None:
    """``Theo Bell Adv.`` (a Lackey spelling) -> the advanced reading of ``Theo Bell``."""
    if r.name[-1:] not in "vVdD." or r.advanced is not None:
        return None
    adv = _ADV_WORD.match(r.name)
    return Reading(r.count, adv["name"], r.group, True, r.capacity, r.count_error) if adv else None


def analyse(s: str, resolver: Resolver) -> Line:
    """Classify one stripped, non-blank line; card lines are resolved when a reading is exact."""
    first = s[0]
    if not first.isdigit():
        if _SEPARATOR.match(s):
            return Line(SEP, s)
        if _COMMENT.match(s) or (first + s[-1]) in ("()", "[]", "<>", "{}"):
            return Line(COMMENT, s)
        meta = _META.match(s)
        if meta:
            key = meta["key"].lower().replace(" ", "")
            field_name = {"deckname": "name", "title": "name", "createdby": "author", "deckby": "author", "creator": "author",
                          "comment": "description", "comments": "description"}.get(key, key)
            return Line(META, s, meta=(field_name, meta["value"].strip()))
        h = _HEADER_START.match(s)
        if h and _HEADER_REST.match(s[h.end():]):
            headers: list[tuple[str, int | None]] = [(g.lower(), int(n)) for g, n in _HEADER_COUNT.findall(s)]
            return Line(HEADER, s, headers=headers or [(h.group(0).lower(), None)])
    body = _BULLET.sub("", s) if not first.isalnum() else s
    if "--" in body or "//" in body or "#" in body:
        body = _TRAILING_COMMENT.sub("", body)
    body = body.rstrip(" ,;")
    if not body:
        return Line(COMMENT, s)
    if body[-1] == ":" and _DISCIPLINE_HEADER.match(body):  # "Dominate:" groups cards, it is not one
        return Line(HEADER, s, headers=[])
    readings: list[Reading] = []
    for r in _readings(body):
        if resolver.knows(r.name):
            return _resolved(s, r, resolver)
        readings.append(r)
    for r in readings:
        if resolver.short_key(r.name) is not None:
            return _resolved(s, r, resolver)
    primary = readings[0]
    if _DISCIPLINE_HEADER.match(body):
        return Line(HEADER, s, headers=[])
    return Line(CARD if primary.count is not None else TEXT, s, primary)


def _resolved(s: str, r: Reading, resolver: Resolver) -> Line:
    res = resolver.resolve(r.name, group=r.group, advanced=r.advanced, capacity=r.capacity)
    line = Line(CARD, s, r, res)
    if res.card is not None:
        line.card, line.crypt = res.card, res.card.is_crypt
        line.count = 1 if r.count is None else r.count
        line.fast = res.clean and not r.count_error and 0 < line.count <= MAX_COUNT
    return line


def fuzzy(line: Line, resolver: Resolver, *, suggest: bool = True) -> Resolution:
    """The fuzzy reading of a line that named no card exactly (cached on the line): the
    primary reading, or the whole name when a gap cut it ("Mask of  Thousand Faces").
    ``suggest=False``: an unknown name is not given suggestions (see :meth:`Resolver.resolve`)."""
    if line.fuzzy is None or (suggest and not line.fuzzy.suggested):
        r = line.reading
        assert r is not None
        best = resolver.resolve(r.name, group=r.group, advanced=r.advanced, capacity=r.capacity, suggest=suggest)
        if best.ratio < 100 and r.group is None and r.capacity is None:
            whole = next((x for x in _readings(line.text) if x.count == r.count and x.name != r.name), None)
            if whole is not None and _WIDE_GAP.search(whole.name):
                other = resolver.resolve(whole.name, advanced=whole.advanced, suggest=False)
                if other.card is not None and other.ratio > best.ratio:
                    line.reading, best = whole, other
        line.fuzzy = best
    return line.fuzzy


# -- the reader ----------------------------------------------------------------------------------


@dataclass(slots=True)
class _Header:
    label: str
    expected: int | None
    line: int
    text: str
    total: int = 0


class Reader:
    """Reads one line-based decklist; use :func:`read_lines`."""

    def __init__(self, resolver: Resolver, fmt: str) -> None:
        self.resolver = resolver
        self.fmt = fmt
        self.counts: dict[int, int] = {}
        self.crypt: list[Card] = []
        self.library: list[Card] = []
        self.issues: list[m.ParseIssue] = []
        self.first_line: dict[int, int] = {}
        self.preface = True
        self.in_description = False
        self.section: str | None = None
        self.in_section = False  #: cards were read since the last heading
        self.top: _Header | None = None
        self.sub: _Header | None = None
        self.headers: list[_Header] = []
        self.meta: dict[str, str] = {}
        self.description: list[str] = []
        self.suggestions_left = MAX_SUGGESTED
        self.unknown_left = MAX_UNKNOWN
        #: 1-based line of a TWDA entry's crypt header: a heading above it is description
        self.crypt_line = 0

    def issue(self, n: int, text: str, kind: str, message: str = "", **kw: object) -> None:
        self.issues.append(m.ParseIssue(n, text, kind, message, **kw))  # type: ignore[arg-type]

    def prime(self, lines: list[str]) -> None:
        """Look at every line of a long list first, so that the names which are close to no card
        are found in one batch (:meth:`Resolver.prime`) rather than one search each."""
        cache = self.resolver.lines
        names = []
        for raw in lines:
            s = _cleaned(raw)
            if not s:
                continue
            line = cache.get(s)
            if line is None:
                line = cache[s] = analyse(s, self.resolver)
            if line.kind in (CARD, TEXT) and line.resolution is None and line.reading is not None:
                names.append(line.reading.name)
        self.resolver.prime(names[: 2 * MAX_UNKNOWN])

    def feed(self, n: int, raw: str) -> None:
        s = _cleaned(raw)
        if not s:
            if not raw.strip():
                if self.preface and self.description:
                    self.description.append("")
                elif self.in_section:  # a blank line after cards ends their section
                    self.section = None
            return
        cache = self.resolver.lines
        line = cache.get(s)
        if line is None:
            if self.preface and self.fmt == "twd" and not _TWD_PREFACE_KEEP.match(s):
                self.description.append(raw.rstrip())  # the TWDA lists its cards after "Crypt"
                return
            line = cache[s] = analyse(s, self.resolver)
        kind = line.kind
        if kind == CARD and line.resolution is not None:
            self.card(n, raw, line)
        elif kind == HEADER:
            self.header(n, line)
        elif kind == SEP:
            return
        elif kind == COMMENT:
            if self.preface:
                self.description.append(raw.rstrip())
        elif kind == META:
            self.metadata(raw, line)
        else:
            self.other(n, raw, line)

    def metadata(self, raw: str, line: Line) -> None:
        assert line.meta is not None
        key, value = line.meta
        if key == "description":
            self.in_description = self.preface
            if value:
                self.description.append(value)
        elif not self.meta.get(key):
            self.meta[key] = value
        elif self.preface:
            self.description.append(raw.rstrip())

    def header(self, n: int, line: Line) -> None:
        if not line.headers:  # a discipline name standing alone: an old way to group cards
            if not self.preface:
                self.issue(n, line.text, m.IGNORED, f"{m.clip(line.text)} read as a heading; write '1x {line.text.rstrip(':')}' for the card")
            return
        crypt_header = line.headers[0][0].startswith(("crypt", "vampire"))
        if self.preface and self.fmt == "twd" and (n < self.crypt_line or not crypt_header):
            self.description.append(line.text)  # the TWDA lists its cards after "Crypt (12 cards, ...)"
            return
        self.preface = False
        self.in_description = False
        self.in_section = False
        for label, expected in line.headers:
            h = _Header(label, expected, n, line.text)
            self.headers.append(h)
            if label.startswith(("crypt", "vampire", "imbued")):
                self.section, self.top, self.sub = "crypt", h, None
            elif label.startswith("library"):
                self.section, self.top, self.sub = "library", h, None
            else:
                if self.top is not None and self.section == "crypt":
                    self.top = None
                self.section, self.sub = "library", h

    def card(self, n: int, raw: str, line: Line, res: Resolution | None = None) -> None:
        if self.preface:
            r = res or line.resolution
            assert r is not None and line.reading is not None
            if self.fmt == "twd" or self.in_description or (line.reading.count is None and r.how == "fuzzy" and r.ratio < MIN_RATIO_PREFACE):
                self.description.append(raw.rstrip())
                return
            self.preface = False
        if res is None and line.fast:
            card, count, crypt = line.card, line.count, line.crypt
            assert card is not None
        else:
            found = self._checked(n, raw.strip(), line, res or line.resolution)
            if found is None:
                return
            card, count = found
            crypt = card.is_crypt
        section = self.section
        top = self.top
        if section is None and top is not None and top.label.startswith("library") == crypt:
            self.top = top = None  # after a blank line, the other kind of card: that section is over
        if section is not None and (section == "crypt") != crypt:
            where = "crypt" if crypt else "library"
            self.issue(n, raw.strip(), m.MISPLACED, f"{card.display_name!r} is a {where} card: counted in the {where}", card=card, count=count)
        cid = card.id
        if cid in self.counts:
            self.counts[cid] += count
            if self.fmt != "eldb":
                first = self.first_line[cid]
                self.issue(n, raw.strip(), m.DUPLICATE, f"{card.display_name!r} is also on line {first}: counts added", card=card, count=count)
        else:
            self.counts[cid] = count
            self.first_line[cid] = n
            (self.crypt if crypt else self.library).append(card)
        self.in_section = True
        if top is not None:
            top.total += count
        if self.sub is not None:
            self.sub.total += count

    def _checked(self, n: int, text: str, line: Line, res: Resolution | None) -> tuple[Card, int] | None:
        """The card and count of a line that is not a clean match, with its issue; None if lost."""
        assert res is not None and line.reading is not None
        reading = line.reading
        card = res.card
        if card is None:  # ambiguous
            self.issue(n, text, m.AMBIGUOUS, res.message, suggestions=res.suggestions)
            return None
        count = 1 if reading.count is None else reading.count
        if reading.count_error or count <= 0 or count > MAX_COUNT:
            why = reading.count_error or ("a zero count" if count == 0 else f"a count over {MAX_COUNT}")
            self.issue(n, text, m.BAD_COUNT, f"{why} for {card.display_name!r}: line skipped", card=card, count=count)
            return None
        if res.how == "fuzzy":
            self.issue(n, text, m.FUZZY, res.message, card=card, count=count, suggestions=res.suggestions)
        elif not res.clean:
            self.issue(n, text, m.ALIAS, res.message, card=card, count=count)
        return card, count

    def other(self, n: int, raw: str, line: Line) -> None:
        """A line that named no card exactly: a typo, an unknown name, or prose."""
        text = raw.strip()
        prose = line.reading is None or (not line.counted and bool(_PROSE.search(line.reading.name)))
        if self.preface and (self.fmt == "twd" or self.in_description or prose):
            self.description.append(raw.rstrip())
            return
        if prose:
            self.issue(n, text, m.IGNORED, "not a card line: skipped")
            return
        if self.unknown_left <= 0 and line.fuzzy is None:  # not a decklist: no more searching
            assert line.reading is not None
            why = f"no card named {m.clip(line.reading.name)} (not searched: {MAX_UNKNOWN} names of this list are unknown)"
            self.issue(n, text, m.UNKNOWN if line.counted else m.IGNORED, why)
            return
        res = fuzzy(line, self.resolver, suggest=self.suggestions_left > 0)
        if res.card is None and res.how == "unknown":
            self.suggestions_left -= 1
            self.unknown_left -= 1
        need = MIN_RATIO_COUNTED if line.counted else MIN_RATIO_BARE
        if res.card is not None and res.ratio >= need:
            self.card(n, raw, line, res)
            return
        if self.preface and not line.counted:
            self.description.append(raw.rstrip())
            return
        if res.card is not None:  # too far from the name to be trusted
            msg = f"no card named {m.clip(line.reading.name)}: closest is {res.card.display_name!r}"  # type: ignore[union-attr]
            self.issue(n, text, m.UNKNOWN, msg, suggestions=res.suggestions)
        elif res.how == "ambiguous":
            self.issue(n, text, m.AMBIGUOUS, res.message, suggestions=res.suggestions)
        elif line.counted:
            self.issue(n, text, m.UNKNOWN, res.message, suggestions=res.suggestions)
        else:
            self.issue(n, text, m.IGNORED if not res.suggestions else m.UNKNOWN, res.message, suggestions=res.suggestions)

    def finish(self) -> None:
        for h in self.headers:
            if h.expected is not None and h.expected != h.total:
                self.issue(h.line, h.text, m.COUNT_MISMATCH, f"{h.label} announces {h.expected} cards, {h.total} are listed")
        self.issues.sort(key=lambda i: i.line)

    def deck(self, event: EventInfo | None) -> Deck:
        """The deck read so far (the same as ``Deck.from_counts`` gives, built without re-sorting
        every card by kind)."""
        counts = self.counts
        crypt = tuple(sorted(((c, counts[c.id]) for c in self.crypt), key=_by_id))
        library = tuple(sorted(((c, counts[c.id]) for c in self.library), key=_by_id))
        description = "\n".join(self.description).strip("\n")
        return Deck(crypt, library, name=self.meta.get("name", ""), author=self.meta.get("author", ""),
                    description=description, event=event)


def _by_id(item: tuple[Card, int]) -> int:
    return item[0].id


def twd_crypt_line(lines: list[str], start: int = 0) -> int:
    """The 1-based line of the crypt header ("Crypt (12 cards, ...)") of a TWDA entry: the last
    one above its last "Library (N cards)" header; 0 when the entry has not both. A description
    that quotes an older list or says "Crypt:" is above it."""
    crypt = found = -1
    for i in range(start, len(lines)):
        head = lines[i].lstrip()[:7].lower()
        if head.startswith("crypt") and _TWD_CRYPT.match(lines[i]):
            crypt = i
        elif head == "library" and crypt >= 0 and _TWD_LIBRARY.match(lines[i]):
            found = crypt
    return found + 1


def _cleaned(raw: str) -> str:
    """A line as it is analysed (and cached): stripped, padding collapsed, without a ``# note``.
    No run of more than two spaces is left, so that no pattern backtracks over a long one."""
    s = raw.strip()
    if not s.isascii() and _ODD_SPACE.search(s):  # no-break and em spaces, as a web page gives
        s = _ODD_SPACE.sub(" ", s)
    if "  " in s or "\t" in s:  # the same line whatever its padding
        s = _COLLAPSE.sub("  ", s)
    if "#" in s and s[0] != "#":  # "Deck Name: X   # a note"
        s = HASH_COMMENT.sub("", s)
    return s


def read_lines(
    lines: list[str], resolver: Resolver, fmt: str, *, start: int = 0, event: EventInfo | None = None,
    issues: list[m.ParseIssue] | None = None,
) -> tuple[Deck, list[m.ParseIssue]]:
    """Read decklist lines from ``start`` (0-based) on; the tournament header, if any, is read already."""
    reader = Reader(resolver, fmt)
    if issues:
        reader.issues.extend(issues)
    if fmt == "twd":
        reader.crypt_line = twd_crypt_line(lines, start)
    if len(lines) - start > PRIME_LINES:
        reader.prime(lines[start:])
    for i in range(start, len(lines)):
        reader.feed(i + 1, lines[i])
    reader.finish()
    return reader.deck(event), reader.issues


# -- the plain text writer -------------------------------------------------------------------------


def write(deck: Deck) -> str:
    """Plain text: name, author, description, then ``2x Name`` lines under ``Crypt (N)`` and
    the library's sections; crypt names carry their group where one name has several."""
    lines: list[str] = []
    if deck.name:
        lines.append(f"Deck Name: {deck.name}")
    if deck.author:
        lines.append(f"Author: {deck.author}")
    if deck.description:
        lines.append("Description:")
        lines += deck.description.splitlines()
    if lines:
        lines.append("")
    lines.append(f"Crypt ({deck.crypt_count})")
    lines += [f"{n}x {c.display_name}" for c, n in crypt_order(deck.crypt)]
    lines += ["", f"Library ({deck.library_count})"]
    for label, cards in library_sections(deck):
        lines.append(f"{label} ({sum(n for _, n in cards)})")
        lines += [f"{n}x {c.name}" for c, n in cards]
    return "\n".join(lines) + "\n"
