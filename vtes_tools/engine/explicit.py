"""Hand-written effects of the most played cards whose text the patterns of :mod:`.effects`
cannot read in full (ranked by TWDA slots), one table per family of cards.

A library card's entry names fields of :class:`~.effects.Effect` to replace: ``options`` (every
way of playing the card) or ``levels`` ({discipline key: primitives}, the options with those
keys), and others such as ``mode``; a crypt card's entry, the abilities of the sentences the
crypt patterns cannot read. Importing this module fills :data:`.effects.EXPLICIT` and
:data:`.effects.CRYPT_EXPLICIT`, the tables the effect registry reads (the card language names no
card and imports no card module); the engine package imports it, so any engine import does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from .effects import (
    ANY, CLAN, CRYPT_CLAN_ONLY, CRYPT_EXPLICIT, DISCARD_DISC, DISCIPLINE_BITS, EACH_YOUNGER_CLAN, EXPLICIT, KIND,
    MIN_CAPACITY, PHASE_MASTER, PHASE_UNLOCK, YOUNGER, Mode, Op, Option, Override, Prim, Replace, Req, Restriction,
    Thing, Trait, When, Who, clan_code, disc_code,
)
from .effects import as_action as _act
from .effects import timing as _w
from .titles import TITLE_CARDS


def _on(key: str, *prims: Prim) -> Option:
    """A hand-written option for the discipline key ("" none, "dom" inferior, "DOM" superior,
    "cel pro" both): all its sentences are read."""
    need_any = need_sup = 0
    level = 0
    for word in key.split():
        bit = 1 << DISCIPLINE_BITS[word.lower()]
        need_any |= bit
        level = max(level, 1)
        if word.isupper():
            need_sup |= bit
            level = 2
    return Option(level, need_any, need_sup, tuple(prims))


def _opt(*prims: Prim, level: int = 0) -> Option:
    return Option(level, 0, 0, tuple(prims))


_Entry = TypeVar("_Entry")


def _merged(families: Iterable[Callable[[], dict[int, _Entry]]]) -> dict[int, _Entry]:
    """The hand-written tables of a list of families, merged in its order (a card is in one family:
    ``test_explicit_entries_are_written_once``)."""
    out: dict[int, _Entry] = {}
    for family in families:
        out.update(family())
    return out


def _explicit_masters() -> dict[int, Override]:
    """Master cards."""
    return {
        # Villein: trifle, put on a vampire you control and move 2 to 5 blood to pool.
        102121: dict(mode=Mode.MASTER_ON_VAMPIRE, trifle=True, options=(_opt(Prim(Op.MOVE_TO_POOL, 5, 0, 2)),)),
        # Depravity: +1 strength on a vampire you control (the rest: masters.DEPRAVITY reads the text).
        100526: dict(mode=Mode.MASTER_ON_VAMPIRE, unique=True, options=(_opt(Prim(Op.STRENGTH, 1)),)),
        # Humanitas: 1 blood less to rescue (the rest: masters.HUMANITAS reads the text).
        100943: dict(mode=Mode.MASTER_ON_VAMPIRE, unique=True, options=(_opt(Prim(Op.RESCUE, 1)),)),
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
        # Nosferatu Kingdom, Gang Territory: lock in the influence phase to add 1 blood to a Nosferatu
        # antitribu (a Brujah antitribu) in your uncontrolled region.
        101300: dict(mode=Mode.MASTER_IN_PLAY, unique=True, target_clan="Nosferatu antitribu",
                     options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1, CLAN)),)),
        100803: dict(mode=Mode.MASTER_IN_PLAY, unique=True, target_clan="Brujah antitribu",
                     options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1, CLAN)),)),
        # Mbare Market, Harare: lock to add 1 blood to a Laibon in your uncontrolled region.
        101189: dict(mode=Mode.MASTER_IN_PLAY, unique=True, options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1, KIND, Req.LAIBON)),)),
        # Arcane Library: lock in influence phase: 1 blood to a Tremere in the uncontrolled region.
        100081: dict(mode=Mode.MASTER_IN_PLAY, target_clan="Tremere",
                     options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1, CLAN)),)),
        # Wasserschloss Anif: moving Tremere blood into it and out again (net influence); not modeled.
        # Recruitment: a vampire searched for in the crypt to the uncontrolled region (Coroner's
        # Contact and Great Symposium, which give it blood: masters.CRYPT_FETCH).
        101569: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.SEARCH_CRYPT, 0, ANY)),)),
        # Effective Management: top crypt card to the uncontrolled region.
        100616: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CRYPT_TO_UNCONTROLLED, 1)),)),
        # Liquidation: burn 7 library cards, gain 3 pool; replaced in the discard phase.
        101112: dict(mode=Mode.MASTER, replace_at=Replace.DISCARD_PHASE,
                     options=(_opt(Prim(Op.MILL, 7), Prim(Op.GAIN_POOL, 3)),)),
        # Dreams of the Sphinx: unique; the "1 blood to an uncontrolled vampire" use (the counters, the
        # other two uses and the burn at 3 counters: lock_counters).
        100588: dict(mode=Mode.MASTER_IN_PLAY, unique=True, options=(_opt(Prim(Op.INFLUENCE_BLOOD, 1)),)),
        # The Rack: the chosen vampire can gain 2 blood during the unlock phase.
        101536: dict(mode=Mode.MASTER_IN_PLAY, options=(_opt(Prim(Op.HUNTING_GROUND, 2)),)),
        # Gird Minions: any number of pool to vampires you control (here: to one).
        100831: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.POOL_TO_BLOOD, 0)),)),
        # Vox Domini: out-of-turn, in a political action's referendum: the referendum fails.
        102132: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANCEL, 1, Thing.POLITICAL)),)),
        # Direct Intervention, Wash: cancel a card as it is played (out-of-turn).
        100545: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANCEL, 1)),)),
        102151: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANCEL, 1)),)),
        # Pentex(TM) Subversion: an opposing minion cannot block.
        101384: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.CANNOT_BLOCK, 1)),)),
        # Archon Investigation: burns a minion bleeding for 4 or more.
        100085: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.BURN_MINION, 1)),)),
        # Misdirection: lock a minion.
        101225: dict(mode=Mode.MASTER, options=(_opt(Prim(Op.LOCK, 1)),)),
        # Fame: after the bearer goes to torpor its controller burns 3 pool; each Methuselah burns 1
        # pool in their unlock phase while it is in torpor.
        100698: dict(mode=Mode.MASTER_ON_VAMPIRE, options=(_opt(
            _w(When.TORPOR), Prim(Op.BURN_POOL, 3), _w(When.EACH_UNLOCK_PHASE, 1), Prim(Op.BURN_POOL, 1)),)),
    }


def _explicit_minion_cards() -> dict[int, Override]:
    """Cards played by minions: actions, modifiers, reactions, combat."""
    return {
        # Freak Drive: "only usable after action resolution. [for] Only usable if the action was
        # successful. Unlock this vampire. [FOR] Only usable if the action was blocked. Unlock this
        # vampire" (after.SPECS: the outcome each option needs).
        100788: dict(mode=Mode.MODIFIER, options=(_on("FOR", Prim(Op.UNLOCK_MINION, 1)),
                                                  _on("for", Prim(Op.UNLOCK_MINION, 1)))),
        # Forced March: [cel][for] unlock after a successful action.
        100761: dict(mode=Mode.MODIFIER, options=(
            Option(1, (1 << DISCIPLINE_BITS["cel"]) | (1 << DISCIPLINE_BITS["for"]), 0, (Prim(Op.UNLOCK, 1),)),
        )),
        # Information Highway (V5 text +2 transfers, older prints +1): read from text.
        # Spying Mission: [obf] +1 stealth. [OBF] "only usable if a bleed would be successful. Instead,
        # the bleed burns no pool, is unsuccessful, and this card is put on this vampire. The next time
        # this vampire is about to successfully bleed the same Methuselah, burn this card and this
        # vampire gets +2 bleed" (action_cards.DELAYED_BLEEDS; BLEED, not PLUS_BLEED: the card on the
        # vampire gives no bleed of its own, ops.minion_bonus).
        101857: dict(mode=Mode.MODIFIER, options=(_on("obf", Prim(Op.STEALTH, 1)),
                                                  _on("OBF", _w(When.BLEEDING), Prim(Op.BLEED, 2)))),
        # Parity Shift: a referendum moving 3 pool from a richer Methuselah (politics).
        101353: dict(mode=Mode.POLITICAL, options=(_opt(Prim(Op.REFERENDUM, 1), Prim(Op.BURN_POOL, 3)),)),
        # Taste of Vitae: "only usable at the end of a round of combat. Not usable by a vampire being
        # burned or going to torpor. A vampire can play only one Taste of Vitae each round. This
        # vampire gains blood equal to the amount of blood lost by the opposing vampire to damage this
        # round" (combat_cards.round_gain: GAIN_BLOOD with no amount of its own).
        101945: dict(mode=Mode.COMBAT, options=(_opt(_w(When.END_OF_ROUND, 1), Prim(Op.GAIN_BLOOD, 0)),)),
        # Delaying Tactics: cancel a referendum.
        100519: dict(mode=Mode.REACTION, options=(_opt(Prim(Op.CANCEL, 1)),)),
        # Change of Target: end a blocked action, unlock.
        100323: dict(mode=Mode.MODIFIER, options=(_opt(Prim(Op.WAKE, 1)),)),
        # Kindred Spirits: read from text (bleed, gain 1 pool on success).
        # Voter Captivation: after a passed referendum, 1 blood per vote of the margin; [PRE] up
        # to 2 of them to the pool.
        102131: dict(mode=Mode.MODIFIER, levels={"pre": (Prim(Op.MARGIN_BLOOD, 0),), "PRE": (Prim(Op.MARGIN_BLOOD, 2),)}),
        # Seduction: as the action is announced, a younger vampire ([dom]) or any ([DOM]) cannot
        # block this action.
        101712: dict(mode=Mode.MODIFIER, levels={
            "dom": (_w(When.AS_ANNOUNCED), Prim(Op.CANNOT_BLOCK, 1, Who.YOUNGER)),
            "DOM": (_w(When.AS_ANNOUNCED), Prim(Op.CANNOT_BLOCK, 1))}),
        # Bleed reductions with a condition on the bleeder or your minions (not applied):
        # Nest of Eagles (by 3 against an ally or a vampire of capacity 5 or less; not against
        # Assamites, wraiths, flight), Truth in Ink (a non-Black Hand bleeder), Camaraderie [SAN]
        # (another ready unlocked Blood Brother of the circle).
        101274: dict(options=(_opt(_w(When.BLEED_AGAINST_YOU, Who.CAPACITY_AT_MOST, 5), Prim(Op.REDUCE_BLEED, 3)),
                              _opt(_w(When.BLEED_AGAINST_YOU), Prim(Op.REDUCE_BLEED, 1)))),
        102043: dict(options=(_opt(_w(When.BLEED_AGAINST_YOU), Prim(Op.REDUCE_BLEED, 2)),)),
        100283: dict(levels={"SAN": (_w(When.WHILE_READY, 1), Prim(Op.REDUCE_BLEED, 3))}),
        # Reactions making a bleed against you fail (reaction_cards.FAIL_REACTIONS): Hide the Heart [val]
        # (unless the acting minion burns 1 blood), Faerie Wards [myt] (by an ally or younger
        # vampire; lock this vampire; [MYT] the acting minion does not unlock as normal).
        100920: dict(levels={"val": (_w(When.BLEED_AGAINST_YOU), Prim(Op.END_ACTION, 1))}),
        100690: dict(levels={
            "myt": (_w(When.BLEED_AGAINST_YOU), Prim(Op.LOCK_SELF, 1), Prim(Op.END_ACTION, 1)),
            "MYT": (_w(When.BLEED_AGAINST_YOU), Prim(Op.LOCK_SELF, 1), Prim(Op.END_ACTION, 1),
                    Prim(Op.CANNOT, 0, Restriction.UNLOCK))}),
        # The Mole [dom]: "only usable when you are being bled by a younger vampire. Lock this
        # vampire to cause the action to fail" (reaction_cards.FAIL_REACTIONS; the younger, non-anarch bleeder).
        101233: dict(levels={"dom": (_w(When.BLEED_AGAINST_YOU), Prim(Op.LOCK_SELF, 1), Prim(Op.END_ACTION, 1))}),
        # Daring the Dawn: vampires cannot block; 2 ([FOR]: 1) unpreventable aggravated damage to
        # the actor after action resolution.
        100492: dict(mode=Mode.MODIFIER, options=(
            _on("FOR", Prim(Op.UNBLOCKABLE, 1), Prim(Op.DAMAGE, 1, 3, 1)),
            _on("for", Prim(Op.UNBLOCKABLE, 1), Prim(Op.DAMAGE, 2, 3, 1)),
        )),
        # Force of Will: only usable by a locked vampire (rules.LOCKED_BLEEDS lists it for one);
        # (D) bleed with +1 ([FOR] +2), then 2 ([FOR] 1) unpreventable aggravated damage to the
        # actor after resolution, even if blocked (the "as above" level read alone).
        100759: dict(options=(
            _on("FOR", Prim(Op.REQUIRES, 0, Req.LOCKED), Prim(Op.BLEED, 2), Prim(Op.DAMAGE, 1, 3, 1)),
            _on("for", Prim(Op.REQUIRES, 0, Req.LOCKED), Prim(Op.BLEED, 1), Prim(Op.DAMAGE, 2, 3, 1)),
        )),
        # Carrion Crows: before range, [ani] 1R / [ANI] 2R environmental damage to the opposing
        # minion each round of this combat (combat.B_CROWS: not a strike).
        100301: dict(mode=Mode.COMBAT, levels={
            "ani": (_w(When.BEFORE_RANGE), Prim(Op.DAMAGE, 1), _w(When.END_OF_COMBAT)),
            "ANI": (_w(When.BEFORE_RANGE), Prim(Op.DAMAGE, 2), _w(When.END_OF_COMBAT))}),
        # Immortal Grapple: only hand strikes this round; [POT] with 1 optional press, and another
        # round at close range.
        100959: dict(mode=Mode.COMBAT, levels={"pot": (Prim(Op.HAND_ONLY, 1),),
                                               "POT": (Prim(Op.HAND_ONLY, 1, 1), Prim(Op.PRESS, 1))}),
        # Target Vitals: +2 damage to a strike.
        101942: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE_STRENGTH, 2)),)),
        # Obedience: a vampire about to enter combat with an acting younger vampire ends the
        # action; [dom] the acting vampire unlocks.
        101309: dict(mode=Mode.REACTION, levels={
            "dom": (Prim(Op.END_ACTION, 1), Prim(Op.UNLOCK_MINION, 1)), "DOM": (Prim(Op.END_ACTION, 1),)}),
        # Cats' Guidance [ani]: a locked vampire who has blocked unlocks after block resolution.
        100308: dict(levels={"ani": (_w(When.BLOCKED, 1), Prim(Op.UNLOCK_MINION, 1))}),
        # Guard Dogs: a locked vampire unlocks during a bleed against you ([ANI] with 1 optional
        # maneuver in the resulting combat if it blocks).
        100863: dict(levels={"ani": (_w(When.BLEED_AGAINST_YOU), Prim(Op.WAKE, 1)),
                             "ANI": (_w(When.BLEED_AGAINST_YOU), Prim(Op.WAKE, 1), Prim(Op.MANEUVER, 1))}),
        # Torn Signpost: strength 2 / 3 this combat.
        101993: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRENGTH, 1)),)),
        # Virtuosa: [mel] during a bleed, +1 stealth and +2 bleed (limited), or +2 bleed (limited);
        # [MEL] as the action is announced: this action is unblockable.
        102124: dict(options=(_on("MEL", _w(When.AS_ANNOUNCED), Prim(Op.UNBLOCKABLE, 1)),
                              _on("pre", Prim(Op.STEALTH, 1)),
                              _on("mel", Prim(Op.STEALTH, 1), Prim(Op.PLUS_BLEED, 2, 1)),
                              _on("mel", Prim(Op.PLUS_BLEED, 2, 1)))),
        # Smoke and Mirrors [obt]: "the blocking vampire gets -1 intercept" (not a blocking ally).
        101813: dict(levels={"obt": (Prim(Op.MINUS_INTERCEPT, 1, Who.VAMPIRE),)}),
        # Call of the Hungry Dead: blocker -1 intercept (counted as stealth).
        100279: dict(mode=Mode.MODIFIER, options=(_opt(Prim(Op.STEALTH, 1)),)),
        # Concealed Weapon: before range, this minion equips with a non-unique weapon from the
        # hand costing at most 2 pool, its regular strike not aggravated and under 4 damage
        # (cond 1: those limits).
        100392: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.PUT_IN_PLAY, 1, Thing.WEAPON, 1)),)),
        # Trap, Weighted Walking Stick: combat damage.
        102012: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE, 1)),)),
        102169: dict(mode=Mode.COMBAT, options=(_opt(Prim(Op.STRIKE_STRENGTH, 1)),)),
    }


#: The families of :func:`explicit_entries`, by card type.
EXPLICIT_FAMILIES: tuple[Callable[[], dict[int, Override]], ...] = (_explicit_masters, _explicit_minion_cards)


def explicit_entries() -> dict[int, Override]:
    """Overrides keyed by VEKN id: fields of :class:`Effect` to replace (master cards, then the
    minions' cards)."""
    return _merged(EXPLICIT_FAMILIES)


def _wider_masters() -> dict[int, Override]:
    """Master cards played for their effect, or put on a vampire."""
    P = Prim
    return {
        # Capitalist: on a Sabbat vampire you control; once per turn, 1 blood after it bleeds its prey.
        100292: dict(mode=Mode.MASTER_ON_VAMPIRE, options=(
            _on("", _w(When.ONCE_PER_TURN), _w(When.AFTER_BLEED), P(Op.GAIN_BLOOD, 1)),)),
        # Perfectionist: once each turn, 1 blood after a successful action with no reaction played.
        101388: dict(options=(_on("", _w(When.ONCE_PER_TURN), _w(When.AFTER_ACTION, 1), P(Op.GAIN_BLOOD, 1)),)),
        # Golconda: Inner Peace: remove a capacity 8+ vampire; its controller gains its capacity
        # in pool (or burns 2 pool to cancel).
        100842: dict(options=(_on("", P(Op.REMOVE_FROM_GAME, 1, Thing.VAMPIRE, 8), P(Op.GAIN_POOL, 0, 1)),)),
        # Tribute to the Master: 1 blood from each ready vampire you control to your pool.
        102023: dict(options=(_on("", P(Op.POOL_FROM_EACH, 1)),)),
        # Rötschreck: combat ends, the vampire goes to torpor and does not unlock next turn.
        101654: dict(options=(_on("", P(Op.COMBAT_ENDS, 1), P(Op.TORPOR, 1), P(Op.CANNOT, 0, Restriction.UNLOCK),
                                  P(Op.EXPIRES, 0, 0, When.UNLOCK_PHASE)),)),
        # Angel of Berlin: unlock an imbued, or equip one with an equipment from hand.
        100067: dict(options=(_on("", P(Op.UNLOCK_OTHER, 1)), _on("", P(Op.PUT_IN_PLAY, 1, Thing.EQUIPMENT)))),
        # The Eternals of Sirius: 5 pool with a ready Ministry vampire, or 5 blood to an
        # uncontrolled Ministry vampire of capacity 9+.
        100667: dict(target_clan="Ministry", options=(
            _on("", P(Op.REQUIRES, 0, Req.READY), P(Op.GAIN_POOL, 5)),
            _on("", P(Op.ADD_UNCONTROLLED, 5, CLAN)),
        )),
        # Guardian Angel: +1 intercept vs bleeds on you, prevent 1 each combat; burned in torpor.
        100866: dict(options=(_on("", _w(When.DIRECTED_AT_YOU), P(Op.INTERCEPT, 1), _w(When.ONCE_PER_COMBAT),
                                  P(Op.PREVENT, 1), P(Op.EXPIRES, 0, 0, When.TORPOR)),)),
        # Piper: lock an Anarch; it recruits or employs from your hand (not an action).
        101401: dict(options=(_on("", P(Op.LOCK, 1), P(Op.PUT_IN_PLAY, 1, Thing.ALLY_OR_RETAINER)),)),
        # Fortschritt Library: search the library for a Gehenna event.
        100775: dict(options=(_on("", P(Op.SEARCH, 1, Thing.EVENT)),)),
        # Memories of Mortality: cannot block allies, no damage to allies; burn it for torpor.
        101198: dict(options=(_on("", P(Op.CANNOT, 0, Restriction.BLOCK), P(Op.STRENGTH, -99, 1)),)),
        # Charisma: recruit ally actions cost 1 less.
        100332: dict(options=(_on("", P(Op.COST_REDUCTION, 1, Thing.ALLY)),)),
        # Grooming the Protégé: up to 3 blood to a younger uncontrolled vampire of the same clan.
        100860: dict(options=(_on("", P(Op.MOVE_BLOOD, 3, 1)),)),
        # Dabbler: after an action using 3+ Disciplines, burn 1 blood to unlock or gain 1 blood.
        100485: dict(options=(_on("", _w(When.AFTER_ACTION), P(Op.PAY_BLOOD, 1), P(Op.UNLOCK_MINION, 1)),
                              _on("", _w(When.AFTER_ACTION), P(Op.GAIN_BLOOD, 1)))),
        # Aching Beauty: the blocker's controller burns 1 pool.
        100018: dict(options=(_on("", _w(When.BLOCKED), P(Op.BURN_POOL, 1)),)),
        # Fear of Mekhet: the justicar or Inner Circle member burns 5 blood each unlock phase or is burned.
        100710: dict(options=(_on("", P(Op.LOCK, 1), _w(When.UNLOCK_PHASE), P(Op.DAMAGE, 5, 1)),)),
        # Society of Leopold: the vampire burns 1 blood each unlock phase or is burned.
        101822: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.DAMAGE, 1, 1)),)),
        # Agent of Power: a level of a chosen Discipline until your discard phase.
        100025: dict(unique=True, options=(_on("", P(Op.DISCIPLINE, 0, 0), P(Op.EXPIRES, 0, 0, When.DISCARD_PHASE)),)),
        # Temptation of Greater Power / Hostile Takeover: a pool auction for a vampire.
        101955: dict(options=(_on("", P(Op.STEAL_CARD, 1, Thing.VAMPIRE), P(Op.PAY_POOL, 0, 0, 0, 1)),)),
        100939: dict(options=(_on("", P(Op.STEAL_CARD, 1, Thing.VAMPIRE), P(Op.PAY_POOL, 0, 0, 0, 1)),)),
        # Brainwash: no transfers to or from a vampire in your prey's uncontrolled region.
        100245: dict(options=(_on("", P(Op.PAY_TRANSFERS, 99, 1), P(Op.BURNABLE, 0)),)),
        # Dirty Contract: a Samedi can enter combat with the minion as a +1 stealth (D) action.
        100546: dict(options=(_on("", _act(1, 0, True), P(Op.ENTER_COMBAT, 1)),)),
        # Priority Contract: an Assamite can enter combat with the minion; 3 pool when it leaves.
        101487: dict(options=(_on("", _act(1, 0, True), P(Op.ENTER_COMBAT, 1), _w(When.LEAVES_READY),
                                  P(Op.GAIN_POOL, 3)),)),
        # Maleficia: the infernal vampire plays Maleficia cards.
        101149: dict(options=(_on("", P(Op.DISCIPLINE, 0, disc_code("mal"))),)),
        # Coroner's Contact, Great Symposium: a Samedi / a Kiasyd from the crypt with blood
        100424: dict(options=(_on("", P(Op.SEARCH, 1, Thing.CRYPT), P(Op.ADD_UNCONTROLLED, 1)),)),
        100853: dict(options=(_on("", P(Op.SEARCH, 1, Thing.CRYPT), P(Op.ADD_UNCONTROLLED, 3)),)),
        # Rebel: once each turn, 1 blood when it blocks a titled vampire or a political action.
        101564: dict(options=(_on("", _w(When.ONCE_PER_TURN), _w(When.BLOCKING, Who.TITLED), P(Op.GAIN_BLOOD, 1)),)),
        # Legendary Vampire: +2 bleed and +2 votes; vampires call a referendum to burn it.
        101091: dict(options=(_on("", P(Op.PLUS_BLEED, 2), P(Op.VOTES, 2), P(Op.BURNABLE, 0, 1)),)),
        # Striga: on an infernal vampire, who plays cards requiring Striga (superior with two).
        101884: dict(options=(_on("", P(Op.DISCIPLINE, 0, DISCIPLINE_BITS["str"] + 1)),)),
        # Abombwe: on a Laibon or a vampire with Protean, +1 level of Abombwe and +1 capacity.
        100009: dict(options=(_on("", P(Op.DISCIPLINE, 1, DISCIPLINE_BITS["abo"] + 1)),)),
        # Svadharma: add 2 blood to a ready Ravnos.
        101912: dict(mode=Mode.MASTER, target_clan="Ravnos", options=(_on("", P(Op.BLOOD_TO, 2)),)),
    }


def _wider_master_locations() -> dict[int, Override]:
    """Locations (master cards that stay in play)."""
    P = Prim
    return {
        # Locations you lock to give a vampire you control +1 stealth: a Gangrel, a Follower of Set, a
        # Lasombra (the card's clan), an Anarch, one with capacity 8 or more (Monastery: +1 hand size).
        100126: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1)),)),
        101326: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1)),)),
        100629: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1)),)),
        100054: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1), P(Op.REQUIRES, 0, Req.ANARCH)),)),
        101238: dict(min_capacity=8, options=(_on("", P(Op.HAND_SIZE, 1), P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1)),)),
        # Seattle Committee: "Lock during your master phase to make a ready non-titled, non-Anarch
        # vampire you control Anarch" (rules 10.5; masters' MAKE_ANARCH shape).
        101704: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.BECOME, 0, Req.ANARCH)),)),
        # Secure Haven: the minion cannot be the target of other Methuselahs' actions; masters
        # on it cost 1 more; burned when it goes to torpor.
        101711: dict(mode=Mode.MASTER_ON_VAMPIRE, options=(_on(
            "", P(Op.CANNOT, 0, Restriction.BE_TARGETED), P(Op.ACTION_COST, 1, Thing.MASTER),
            P(Op.EXPIRES, 0, 0, When.TORPOR)),)),
        # Heidelberg Castle: lock to move blood, equipment, retainers between two ready vampires.
        100908: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.MOVE_BLOOD, 0),
                                  P(Op.STEAL_CARD, 0, Thing.EQUIPMENT_OR_RETAINER)),)),
        # Storage Annex: a card stored face down, exchanged with one in hand in the master phase.
        101877: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.EXCHANGE_CARD, 1, Thing.LIBRARY, 1)),)),
        # WMRH Talk Radio: lock for +1 intercept; 1 pool if that minion does not block.
        102189: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.INTERCEPT, 1), P(Op.PAY_POOL, 1, 0, 1)),)),
        # Papillon: a titled vampire gains 2 blood.
        101350: dict(options=(_on("", P(Op.HUNTING_GROUND, 2)),)),
        # The Hungry Coyote: Sabbat vampires +1 hunt.
        100945: dict(options=(_on("", P(Op.HUNT, 1)),)),
        # Alamut: pool bled by your Banu Haqim goes on it as counters, spent as votes.
        100037: dict(options=(_on("", _w(When.AFTER_BLEED), P(Op.COUNTER, 0), _w(When.POLLING),
                                  P(Op.VOTES, 0, 0, 0, 1)),)),
        # Ravnos Carnival: counters pay the blood cost of Ravnos action cards.
        101553: dict(options=(_on("", P(Op.COUNTER, 0), P(Op.COST_REDUCTION, 0, Thing.ACTION, 0, 1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Warsaw Station: lock as a Nosferatu acts: it unlocks after a successful undirected action.
        102149: dict(options=(_on("", P(Op.LOCK_SELF, 1), _w(When.AFTER_ACTION), P(Op.UNLOCK_MINION, 1)),)),
        # Metro Underground: discard phase, lock and 1 pool: unlock a vampire.
        101207: dict(options=(_on("", _w(When.DISCARD_PHASE), P(Op.LOCK_SELF, 1), P(Op.PAY_POOL, 1),
                                  P(Op.UNLOCK_OTHER, 1)),)),
        # Garibaldi-Meucci Museum: swap a hand card for an Anarch card in the ash heap; end an Anarch-Anarch combat.
        100809: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.LOCK_SELF, 1), P(Op.PAY_POOL, 1),
                                  P(Op.EXCHANGE_CARD, 1, Thing.LIBRARY)),
                              _on("", _w(When.BEFORE_RANGE), P(Op.LOCK_SELF, 1), P(Op.COMBAT_ENDS, 1)))),
        # The Church of Vindicated Faith: lock after an imbued's successful action: 1 blood to an uncontrolled imbued.
        100348: dict(options=(_on("", _w(When.AFTER_ACTION), P(Op.LOCK_SELF, 1), P(Op.ADD_UNCONTROLLED, 1)),)),
        # Chantry: master phase, lock and 1 pool or blood: a Tremere leaves torpor.
        100329: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.LOCK_SELF, 1), P(Op.PAY_POOL, 1),
                                  P(Op.RESCUE, 1, 1)),)),
        # Powerbase: Los Angeles: lock for +1 discard phase action (an Anarch unlocks with an Anarch card).
        101435: dict(options=(_on("", _w(When.DISCARD_PHASE), P(Op.LOCK_SELF, 1), P(Op.DISCARD_ACTIONS, 1),
                                  P(Op.UNLOCK_OTHER, 1), P(Op.BURNABLE, 0, 2)),)),
        # Corporate Hunting Ground: 1 blood to a ready vampire in your unlock phase.
        100426: dict(options=(_on("", P(Op.HUNTING_GROUND, 1)),)),
        # Elysium: The Arboretum: lock to end a combat between Camarilla vampires.
        100631: dict(options=(_on("", _w(When.BEFORE_RANGE), P(Op.LOCK_SELF, 1), P(Op.COMBAT_ENDS, 1),
                                  P(Op.BURNABLE, 0, 1)),)),
        # Powerbase: Cape Verde: lock to move 1 blood between a ready Giovanni / Laibon and your pool.
        101433: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.EXCHANGE, 1, PHASE_MASTER), P(Op.BURNABLE, 0, 2)),)),
        # The Slaughterhouse: lock to burn the top two cards of your prey's library.
        101800: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.MILL, 2, 1)),)),
        # Wasserschloss Anif: Tremere move blood onto it in the master phase; lock in the influence
        # phase to move it all to an uncontrolled Tremere.
        102152: dict(target_clan="Tremere", options=(
            _on("", _w(When.MASTER_PHASE), P(Op.PAY_BLOOD, 1), P(Op.COUNTER, 1)),
            _on("", _w(When.INFLUENCE_PHASE), P(Op.LOCK_SELF, 1), P(Op.ADD_UNCONTROLLED, 0, CLAN, 0, 1),
                P(Op.BURNABLE, 0)),
        )),
        # Waste Management Operation: lock in your discard phase to move a card from your ash heap to
        # the bottom of your library.
        102153: dict(unique=True, options=(_on("", _w(When.DISCARD_PHASE), P(Op.LOCK_SELF, 1),
                                               P(Op.RECUR, 1, Thing.LIBRARY, 1)),)),
        # Club Zombie: lock for +1 intercept; unlocked as your turn begins, 1 blood to a ready vampire.
        100367: dict(mode=Mode.MASTER_IN_PLAY, unique=True, options=(
            _on("", P(Op.INTERCEPT, 1), P(Op.LOCK_SELF, 1)), _on("", _w(When.UNLOCK_PHASE), P(Op.GAIN_BLOOD, 1)))),
    }


def _wider_masters_in_play() -> dict[int, Override]:
    """Master cards that stay in play, other than locations."""
    P = Prim
    return {
        # Ashur Tablets: with three copies in play, remove them to gain 3 pool, one ash heap card
        # to hand and up to twelve more shuffled into the library.
        100106: dict(mode=Mode.MASTER_IN_PLAY, options=(_on(
            "", _w(When.CONTROL_COPIES, 3), P(Op.REMOVE_FROM_GAME, 3, Thing.MASTER), P(Op.GAIN_POOL, 3),
            P(Op.RECUR, 1, Thing.LIBRARY), P(Op.RECUR, 12, Thing.LIBRARY, 1)),)),
        # Anarch Troublemaker: in your unlock phase, give it to your prey and lock up to two of their
        # vampires or burn an equipment on one of their minions.
        100058: dict(options=(
            _on("", _w(When.UNLOCK_PHASE), P(Op.CONTROL, 1, Who.PREY), P(Op.LOCK, 2, Who.PREY)),
            _on("", _w(When.UNLOCK_PHASE), P(Op.CONTROL, 1, Who.PREY), P(Op.BURN_CARD, 1, Thing.EQUIPMENT)),
        )),
        # Wider View: 1 transfer: top crypt card to the uncontrolled region, remove one there from
        # the game; 4 transfers: burn it for 2 pool.
        102180: dict(mode=Mode.MASTER_IN_PLAY, options=(
            _on("", P(Op.PAY_TRANSFERS, 1), P(Op.CRYPT_TO_UNCONTROLLED, 1), P(Op.REMOVE_FROM_GAME, 1, Thing.CRYPT)),
            _on("", P(Op.PAY_TRANSFERS, 4), P(Op.BURN_SELF, 1), P(Op.GAIN_POOL, 2)),
        )),
        # Jake Washington: a 1-life ally; unlock phase: burn him, 4 blood to a ready vampire with none.
        101019: dict(mode=Mode.MASTER_IN_PLAY, options=(
            _on("", P(Op.ALLY, 1), _w(When.UNLOCK_PHASE), P(Op.BURN_SELF, 1), P(Op.BLOOD_TO, 4, 1, 1)),)),
        # Anarch Revolt: 1 pool in the unlock phase of each Methuselah without a ready Anarch;
        # a referendum burns it.
        100055: dict(options=(_on("", _w(When.UNLOCK_WITHOUT, Req.ANARCH), P(Op.BURN_POOL, 1), P(Op.BURNABLE, 0, 1)),)),
        # Smiling Jack: a counter from your pool each unlock phase; each other Methuselah burns
        # 1 pool or blood per counter in their unlock phase; vampires can burn it as a (D) action.
        101811: dict(options=(_on(
            "", _w(When.UNLOCK_PHASE), P(Op.PAY_POOL, 1), P(Op.COUNTER, 1), _w(When.OTHER_UNLOCK_PHASE),
            P(Op.BURN_POOL, 1), P(Op.BURNABLE, 0)),)),
        # The Coven: lock to add 2 blood to a ready vampire; your predator takes it in your discard phase.
        100435: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.BLOOD_TO, 2, 1), _w(When.DISCARD_PHASE),
                                  P(Op.CONTROL, 1, Who.PREDATOR)),)),
        # Toreador Grand Ball: one Toreador locked (stays locked), the other's non-bleed actions unblockable.
        101989: dict(options=(_on("", P(Op.LOCK, 1), P(Op.CANNOT, 0, Restriction.UNLOCK), P(Op.UNBLOCKABLE, 1),
                                  P(Op.BURNABLE, 0)),)),
        # Tension in the Ranks: a Methuselah whose ready minion is burned or sent to torpor burns 1 pool.
        101958: dict(options=(_on("", _w(When.TORPOR), P(Op.BURN_POOL, 1)),)),
        # Palla Grande: Toreador antitribu +1 bleed for three of your turns.
        101346: dict(options=(_on("", P(Op.COUNTER, 3), P(Op.PLUS_BLEED, 1), _w(When.DISCARD_PHASE), P(Op.COUNTER, -1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Lilith's Blessing: lock: a Discipline master and 3 blood for a ready vampire with no blood.
        101108: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.LOCK_SELF, 1),
                                  P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD, 1),
                                  P(Op.BLOOD_TO, 3, 1, 1)),)),
        # Madness Network: unlocked Malkavians act in any minion phase.
        101139: dict(options=(_on("", P(Op.CLAN_ACTS_ANY_TURN, 1, 0, clan_code("Malkavian")), P(Op.BURNABLE, 0)),)),
        # Carfax Abbey: an Anarch gains 1 blood (a second one with a ready baron).
        100297: dict(unique=True, options=(_on("", P(Op.HUNTING_GROUND, 1)),)),  # "Unique location" after its requirement
        # Brujah Debate: each master phase the oldest Brujah locks; Brujah +1 strength, a maneuver.
        100260: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.LOCK, 1), P(Op.STRENGTH, 1), P(Op.MANEUVER, 1),
                                  P(Op.BURNABLE, 0)),)),
        # The Path of Night: Obtenebration costs Lasombra 1 less.
        101365: dict(options=(_on("", P(Op.COST_REDUCTION, 1, Thing.DISCIPLINE_CARD, disc_code("obt")),
                                  P(Op.BURNABLE, 0)),)),
        # Acquired Ventrue Assets: blood moved to Giovanni in the master phase.
        100019: dict(options=(_on("", P(Op.COUNTER, 0), _w(When.MASTER_PHASE), P(Op.BLOOD_TO, 1, 1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS), P(Op.BURNABLE, 0)),)),
        # Visit from the Capuchin: +1 hand size per counter; replacing burns counters instead.
        102126: dict(options=(_on("", P(Op.COUNTER, 4), P(Op.HAND_SIZE, 4), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # The Erciyes Fragments: lock to store a card from your prey's ash heap, playable as from hand.
        100656: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.EXCHANGE_CARD, 1, Thing.LIBRARY, 1),
                                  P(Op.BURNABLE, 0, 2)),)),
        # Millicent Smith: a blocked vampire of yours burns with her; she passes to your predator.
        101210: dict(options=(_on("", _w(When.BLOCKED), P(Op.BURN_MINION, 1), P(Op.BURN_SELF, 1),
                                  _w(When.DISCARD_PHASE),
                                  P(Op.CONTROL, 1, Who.PREDATOR)),)),
        # Protected Resources: a bleed costs you 2 pool at most, until you bleed successfully.
        101500: dict(options=(_on("", _w(When.BLEED_AGAINST_YOU), P(Op.BLEED_AMOUNT, 2),
                                  P(Op.EXPIRES, 0, 0, When.AFTER_BLEED)),)),
        # Frontal Assault: (D) enter combat with your prey's minions; 1 pool per prey minion burned.
        100794: dict(options=(_on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1, Who.PREY), _w(When.LEAVES_READY),
                                  P(Op.GAIN_POOL, 1), _w(When.INFLUENCE_PHASE), P(Op.BURN_SELF, 1),
                                  P(Op.PAY_POOL, 0, 0, 0, 1)),)),
        # Week of Nightmares: nightmare counters move to Ravnos each unlock phase.
        102166: dict(options=(_on("", P(Op.COUNTER, 10), P(Op.PLUS_BLEED, 1), P(Op.STRENGTH, 1), _act(1),
                                  P(Op.STEAL_BLOOD, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Life Boon: keep an ousted Methuselah in; steal their victory point.
        101103: dict(options=(_on("", P(Op.PAY_POOL, 0, 0, 0, 1), P(Op.STEAL_POOL, 1)),)),
        # The Anarch Free Press: lock for +1 intercept, or 1 blood to an Anarch that hunted.
        100052: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.INTERCEPT, 1)),
                              _on("", _w(When.HUNTING), P(Op.LOCK_SELF, 1), P(Op.GAIN_BLOOD, 1)))),
        # Dark Influences: cancel a minion card; it comes back as the next cancel's victim.
        100493: dict(options=(_on("", P(Op.CANCEL, 1, Thing.MINION_CARD)),)),
        # Major Boon: you burn the pool of a bleed instead of its target.
        101145: dict(options=(_on("", P(Op.REDIRECT_BLEED, 1)),)),
        # Investments: put in play with counters (N, one per Methuselah in the game: arg 1, one per
        # vampire of a clan you control: arg 2); a master phase action moves one to your pool; burned
        # with the last.
        101769: dict(options=(_on("", P(Op.COUNTER, 3), _w(When.MASTER_PHASE), P(Op.GAIN_POOL, 1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        101802: dict(options=(_on("", P(Op.COUNTER, 0, 1), _w(When.MASTER_PHASE), P(Op.GAIN_POOL, 1),
                                  P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        102110: dict(target_clan="Ventrue antitribu", options=(_on(
            "", P(Op.COUNTER, 0, 2), _w(When.MASTER_PHASE), P(Op.GAIN_POOL, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Using the Advantage: in play; lock in your unlock phase, holding the Edge, for 1 pool.
        102086: dict(mode=Mode.MASTER_IN_PLAY, options=(_on("", P(Op.LOCK_SELF, 1), P(Op.GAIN_POOL, 1)),)),
        # Failsafe: with fewer than 3 pool, a master phase action burns it for 4 pool.
        100691: dict(trifle=True, unique=True, options=(_on("", _w(When.MASTER_PHASE), P(Op.BURN_SELF, 1), P(Op.GAIN_POOL, 4)),)),
    }


def _wider_plain_actions() -> dict[int, Override]:
    """Action cards requiring no Discipline."""
    P = Prim
    return {
        # Big Game: "if that minion is a Red List minion, this minion gets an optional maneuver or
        # press in that combat and unlocks at the end of the action if he or she is still ready".
        100159: dict(options=(_on("", P(Op.ENTER_COMBAT, 1), _w(When.TARGET_IS), P(Op.TRAIT, 0, Trait.RED_LIST),
                                  P(Op.MANEUVER, 1), P(Op.PRESS, 1), P(Op.UNLOCK_MINION, 1)),)),
        # The Embrace: a 1-capacity vampire of the actor's clan and sect enters play.
        100633: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 1)),)),
        # Sudario Refraction: three ash heap cards to the top of the library, 3 discarded at random.
        101895: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.RECUR, 3, Thing.LIBRARY, 1),
                                  P(Op.DISCARD_FROM_HAND, 3, 0, 1)),)),
        # Fifth Tradition: Hospitality: add 4 blood to another vampire.
        100727: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.BLOOD_TO, 4, 1)),)),
        # Reunion Kamut: 2 blood to a Black Hand vampire in your uncontrolled region.
        101621: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.ADD_UNCONTROLLED, 2, ANY),
                                  P(Op.REQUIRES, 0, Req.BLACK_HAND)),)),
        # Mesu Bedshet: reveal the top crypt card; a Follower of Set is drawn (2 blood if younger),
        # another is shuffled back.
        101206: dict(target_clan="Ministry", options=(
            _on("", P(Op.STEALTH, 1), P(Op.CRYPT_TO_UNCONTROLLED, 1, 2, CRYPT_CLAN_ONLY)),)),
        # Vaticination: +3 stealth; "(D) look at each Methuselah's hand and discard a card of your
        # choice from among all those hands": the card discarded from the prey's hand (the action
        # directed at the prey, as Revelations [aus])
        102093: dict(options=(_on("", P(Op.STEALTH, 3), P(Op.OPEN_HAND, 0), P(Op.DISCARD_FROM_HAND, 1, Who.PREY)),)),
        # Abbot: put on the acting Sabbat vampire (one each), who unlocks and gets +1 intercept
        # during actions directed at its controller.
        100006: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.UNLOCK_MINION, 1),
                                  _w(When.DIRECTED_AT_YOU), P(Op.INTERCEPT, 1)),)),
        # Haqim's Law: Leadership: Methuselahs with the oldest ready Banu Haqim gain 2 pool.
        100885: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.GAIN_POOL, 2)),)),
        # Aranthebes: lock to give a predator's minion -1 stealth; capacity 4- vampires -1 bleed against you.
        100079: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1), P(Op.STEALTH, -1, 1),
                                  _w(When.BLEED_AGAINST_YOU), P(Op.REDUCE_BLEED, 1), P(Op.BURNABLE, 0)),)),
        # Third Tradition: Progeny: a 1-capacity Camarilla vampire with a Discipline master and 2 blood.
        101973: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 1), P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD, 1),
                                  P(Op.MOVE_BLOOD, 2)),)),
        # Constant Revolution: counters grow; each other Methuselah burns that many pool or cards.
        100416: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.COUNTER, 1), _w(When.UNLOCK_PHASE), P(Op.COUNTER, 1),
                                  _w(When.OTHER_UNLOCK_PHASE), P(Op.BURN_POOL, 0, 0, 0, 1), P(Op.BURNABLE, 1)),)),
        # Little Mountain Cemetery: the acting Samedi and each younger Samedi in your
        # uncontrolled region gain 1 blood
        101113: dict(target_clan="Samedi", options=(_on("", P(Op.STEALTH, 1), P(Op.GAIN_BLOOD, 1),
                                                        P(Op.ADD_UNCONTROLLED, 1, EACH_YOUNGER_CLAN)),)),
        # Scrounging: look at the top 3 library cards, move up to 2 to your hand (shuffle and
        # discard afterward): drawn as the top 2 (one of the Methuselah's choices), discard down
        101700: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.DRAW, 2, 0, 1)),)),
        # Inside Dirt: (D) burn the Edge to burn 3 blood from a vampire controlled by another
        # Methuselah (DAMAGE arg: unpreventable 1 | blood 4 | vampire only 16), or 3 pool from your prey.
        100990: dict(options=(_on("", P(Op.EDGE, -1), P(Op.DAMAGE, 3, 21)), _on("", P(Op.EDGE, -1), P(Op.BURN_POOL, 3)))),
        # No Secrets From the Magaji: +1 intercept vs vampires; may block while locked.
        101291: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.UNLOCK_MINION, 1), P(Op.INTERCEPT, 1), P(Op.WAKE, 1)),)),
        # Fiendish Tongue: Anarchs -1 intercept; a Tzimisce may unlock later.
        # Fiendish Tongue: anarchs -1 intercept; if the bleed is successful, a Tzimisce can burn 1
        # blood during the discard phase to unlock
        100726: dict(options=(_on("", P(Op.BLEED, 1), P(Op.MINUS_INTERCEPT, 1, Who.ANARCH),
                                  _w(When.DISCARD_PHASE, 0, clan_code("Tzimisce")), P(Op.PAY_BLOOD, 1),
                                  P(Op.UNLOCK_MINION, 1)),)),
        # Judgment: Camarilla Segregation: Methuselahs with a non-Camarilla vampire burn 1 pool each unlock.
        101028: dict(options=(_on("", P(Op.STEALTH, 1), _w(When.EACH_UNLOCK_PHASE), P(Op.BURN_POOL, 1)),)),
        # Spell of Life: five copies turn uncontrolled vampires into mummy allies.
        101845: dict(options=(_on("", P(Op.STEALTH, 1), _w(When.CONTROL_COPIES, 5), P(Op.ALLY, 0, 2, 1)),)),
        # Atonement: put on the acting vampire (capacity 5 or less) for +1 intercept; it does not
        # lock for blocking a vampire the same age or younger (rules.NO_LOCK_YOUNGER); burnable.
        100109: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1), P(Op.INTERCEPT, 1), P(Op.BURNABLE, 0),
                                  P(Op.REQUIRES, 0, Req.CAPACITY_AT_MOST, 5)),)),
        # Enforcer: put on the acting Osebo (one each) for +1 strength.
        100642: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.STRENGTH, 1)),)),
        # Mozambique Allure: draw a crypt card, or become Laibon (and unlock for some clans).
        101248: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.CRYPT_TO_UNCONTROLLED, 1)),
                              _on("", P(Op.STEALTH, 1), P(Op.BECOME, 0, Req.LAIBON), P(Op.UNLOCK_MINION, 1)))),
        # Khazar's Diary: counters when unique minions are burned; at 7, Giovanni get superior Necromancy.
        101046: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.COUNTER, 1), _w(When.COUNTERS_REACHED, 7),
                                  P(Op.DISCIPLINE, 0, disc_code("nec")), P(Op.ALLY, 2, 0, 1)),)),
        # Call the Great Beast: ritual counters; at 11 it becomes a 9-capacity vampire.
        100280: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.COUNTER, 0), _w(When.COUNTERS_REACHED, 11),
                                  P(Op.EMBRACE, 9)),)),
        # Tumnimos: a 2-capacity Ravnos with Chimerstry, a master Discipline from hand on it.
        102046: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 2), P(Op.DISCIPLINE, 0, disc_code("chi")),
                                  P(Op.PUT_IN_PLAY, 1, Thing.DISCIPLINE_CARD)),)),
        # Creation Rites: a 1-capacity Sabbat vampire with a Discipline master and 1 blood.
        100441: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 1), P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD, 1),
                                  P(Op.MOVE_BLOOD, 1)),)),
        # Baltimore Purge: the vampire and chosen ones of each other Methuselah go to torpor.
        100128: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.BURN_SELF, 1), P(Op.TORPOR, 1)),)),
        # Khabar: Glory: 4 more pool if your prey is ousted.
        # Khabar: Glory: on the Assamite, who unlocks: +1 bleed, 4 more pool if the prey is
        # ousted; burned in the unlock phase (placed)
        101043: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.UNLOCK_MINION, 1), P(Op.PLUS_BLEED, 1),
                                  P(Op.GAIN_POOL, 4), P(Op.EXPIRES, 0, 0, When.UNLOCK_PHASE)),)),
        # Recruitment Exercise: draw a crypt card; 1 blood on it if Black Hand.
        # (the 1 blood: arg of CRYPT_TO_UNCONTROLLED, for a vampire meeting the requirement in cond)
        101570: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.CRYPT_TO_UNCONTROLLED, 1, 1, Req.BLACK_HAND)),)),
        # Zillah's Tears: on the Sabbat vampire with 1 blood; burned after this turn to unlock (placed)
        102206: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.REQUIRES, 0, Req.SABBAT), P(Op.GAIN_BLOOD, 1),
                                  P(Op.BURN_SELF, 1), P(Op.UNLOCK_MINION, 1)),)),
        # Concert Tour: on the vampire; burned in your unlock phase to fill it to capacity (placed)
        100393: dict(options=(_on("", P(Op.STEALTH, 1), _w(When.UNLOCK_PHASE), P(Op.BURN_SELF, 1),
                                  P(Op.FILL_BLOOD, 1)),)),
        # Derange: (D) on a younger vampire, it does not unlock (1 blood unlocks it).
        100527: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.CANNOT, 0, Restriction.UNLOCK)),)),
        # Childe of the Revolution: a 1-capacity Anarch with a Discipline master.
        102246: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.EMBRACE, 1), P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD, 1)),)),
        # Song of Pan: unlock the Kiasyd; Kiasyd and changelings +1 bleed for the turn.
        101826: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.UNLOCK_MINION, 1), P(Op.PLUS_BLEED, 1),
                                  P(Op.EXPIRES, 0, 0, When.DISCARD_PHASE)),)),
        # Founders of the Ebony Kingdom: 4 blood to a younger uncontrolled Laibon.
        100780: dict(options=(_on("", P(Op.STEALTH, 1), _w(When.TARGET_IS, Req.LAIBON),
                                  P(Op.ADD_UNCONTROLLED, 4, YOUNGER)),)),
        # Tattoo Signal: lock it to unlock another Black Hand vampire.
        101946: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.LOCK_SELF, 1), P(Op.UNLOCK_OTHER, 1)),)),
        # Well-Marked: unlocks a capacity 5+ Laibon; prevents 1 each combat.
        102172: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.UNLOCK_MINION, 1), _w(When.ONCE_PER_COMBAT),
                                  P(Op.PREVENT, 1)),)),
        # Creeping Sabotage: X is the number of copies you control; your prey burns 1 pool each
        # unlock phase; minions can burn it.
        102213: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.PAY_BLOOD, 0, 0, 0, 1), _w(When.UNLOCK_PHASE),
                                  P(Op.BURN_POOL, 1), P(Op.BURNABLE, 0)),)),
        # Web of Knives Recruit: becomes a 3-capacity Banu Haqim after three unlock phases.
        102165: dict(options=(_on("", P(Op.STEALTH, 1), P(Op.COUNTER, 3), _w(When.UNLOCK_PHASE), P(Op.COUNTER, -1),
                                  _w(When.NO_COUNTERS), P(Op.EMBRACE, 3), P(Op.DISCIPLINE, 0, disc_code("cel")),
                                  P(Op.DISCIPLINE, 0, disc_code("obf")), P(Op.DISCIPLINE, 0, disc_code("pot")),
                                  P(Op.DISCIPLINE, 0, disc_code("qui"))),)),
    }


def _wider_directed_discipline_actions() -> dict[int, Override]:
    """Directed (D) action cards requiring a Discipline."""
    P = Prim
    return {
        # Show of Force: (D) bleed with +1 bleed ([POT PRE]: +2); if blocked, the vampire gains +1
        # strength ([POT PRE]: +2) for the resulting combat.
        101772: dict(options=(_on("POT PRE", P(Op.BLEED, 2), P(Op.STRENGTH, 2, 0, When.BLOCKED)),
                              _on("pot pre", P(Op.BLEED, 1), P(Op.STRENGTH, 1, 0, When.BLOCKED)))),
        # Enter-combat actions: the acting minion's optional maneuver and press in that combat
        # (cond FIRST_ROUND: during its first round only); Dive Bomb: "if this action is blocked,
        # the blocking minion gets 1 optional press during the first round"; Hunter's Mark [CEL
        # THA]: "the opposing minion cannot strike: combat ends during the first round" (n -1).
        101716: dict(levels={"ani": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1, Who.YOUNGER)),
                             "val": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1), P(Op.PRESS, 1)),
                             "VAL": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1), P(Op.PRESS, 1), P(Op.MANEUVER, 1))}),
        100561: dict(levels={"fli": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1), P(Op.MANEUVER, 1, 0, When.FIRST_ROUND),
                                     _w(When.BLOCKED), P(Op.PRESS, 1, 0, When.FIRST_ROUND))}),
        102228: dict(levels={"cel tha": (P(Op.ENTER_COMBAT, 1), P(Op.PRESS, 1)),
                             "CEL THA": (P(Op.ENTER_COMBAT, 1), P(Op.PRESS, 1), P(Op.COMBAT_ENDS, -1, 0, When.FIRST_ROUND))}),
        # Enthrall [OBF]: after a successful bleed, burn 1 blood to draw 1 crypt card.
        102320: dict(levels={"OBF": (P(Op.BLEED, 1), _w(When.AFTER_BLEED), P(Op.PAY_BLOOD, 1),
                                     P(Op.CRYPT_TO_UNCONTROLLED, 1))}),
        # Deep Song [ANI]: (D) enter combat with and lock a vampire.
        100515: dict(levels={"ANI": (P(Op.ENTER_COMBAT, 1, Who.VAMPIRE), P(Op.LOCK, 1))}),
        # Graverobbing [DOM]: steal a vampire in torpor; 2 blood moves it to your ready region.
        100852: dict(levels={"DOM": (P(Op.STEAL_CARD, 1, Thing.VAMPIRE), P(Op.PAY_BLOOD, 2), P(Op.RESCUE, 1))}),
        # Mind Numb: (D) stun: lock an unlocked vampire; it does not unlock next unlock phase.
        101211: dict(levels={
            "pre": (P(Op.LOCK, 1), P(Op.CANNOT, 0, Restriction.UNLOCK)),
            "PRE": (P(Op.STEALTH, 1), P(Op.LOCK, 1), P(Op.CANNOT, 0, Restriction.UNLOCK)),
        }),
        # Army of Rats: your prey burns 1 pool in your unlock phase (1 a turn with all copies).
        100093: dict(levels={"ani": (P(Op.STEALTH, 1), _w(When.UNLOCK_PHASE), P(Op.BURN_POOL, 1), P(Op.BURNABLE, 0))}),
        # Temptation: counters each master phase; steal the vampire for a turn when they reach its blood.
        101954: dict(levels={
            "ser": (_w(When.MASTER_PHASE), P(Op.COUNTER, 1), _w(When.MINION_PHASE),
                    P(Op.STEAL_CARD, 1, Thing.VAMPIRE, 1)),
            "SER": (P(Op.COUNTER, 1), _w(When.MASTER_PHASE), P(Op.COUNTER, 1), _w(When.MINION_PHASE),
                    P(Op.STEAL_CARD, 1, Thing.VAMPIRE, 1)),
        }),
        # Spirit Marionette [OBE]: (D) control a ready unlocked minion for the next action (it bleeds your prey).
        # Spirit Marionette: [obe] bleed, and lock a ready minion of the prey (even if the bleed's
        # target changes); [OBE] a ready unlocked minion controlled until the end of the next
        # action, which must bleed the prey (borrow)
        101848: dict(levels={"obe": (P(Op.BLEED, 1), _w(When.AFTER_BLEED), P(Op.LOCK, 1, Who.PREY)),
                             "OBE": (P(Op.STEALTH, 1), P(Op.STEAL_CARD, 1, Thing.MINION, 1))}),
        # Puppet Master [DOM]: lock a younger vampire, it stays locked, then steal it for your next turn.
        101215: dict(levels={"DOM": (P(Op.LOCK, 1, Who.YOUNGER), P(Op.CANNOT, 0, Restriction.UNLOCK),
                                     _w(When.MINION_PHASE), P(Op.STEAL_CARD, 1, Thing.VAMPIRE, 1))}),
        # Break the Bonds [obf]: after a successful bleed, lock a minion of the target Methuselah.
        102247: dict(levels={"obf": (P(Op.BLEED, 0), _w(When.AFTER_BLEED), P(Op.LOCK, 1))}),
        # Revelations: (D) discard a card of your choice from your prey's hand / open hand.
        101627: dict(levels={
            "aus": (P(Op.STEALTH, 1), P(Op.OPEN_HAND, 0), P(Op.DISCARD_FROM_HAND, 1, Who.PREY)),
            "AUS": (P(Op.STEALTH, 1), P(Op.OPEN_HAND, 1), P(Op.BURNABLE, 0)),
        }),
        # Undue Influence (requires an Anarch; choose a vampire in your uncontrolled region): [chi]
        # (D) move 1 blood from a crypt card in any uncontrolled region to it; [pre] (D) bleed,
        # 1 blood to it if successful; [qui] 1 blood to it, which comes into play if that fills it.
        102067: dict(options=(
            _on("chi", P(Op.STEALTH, 1), P(Op.MOVE_BLOOD, 1, 1), P(Op.REQUIRES, 0, Req.ANARCH)),
            _on("pre", P(Op.STEALTH, 1), P(Op.BLEED, 0), _w(When.AFTER_BLEED), P(Op.ADD_UNCONTROLLED, 1),
                P(Op.REQUIRES, 0, Req.ANARCH)),
            _on("qui", P(Op.STEALTH, 1), P(Op.ADD_UNCONTROLLED, 1), P(Op.RESCUE, 1, 2), P(Op.REQUIRES, 0, Req.ANARCH)),
        )),
        # Nose of the Hound: (D) enter combat with a ready locked minion ([SPI] any ready minion),
        # 1 optional maneuver ([spi] 2).
        101296: dict(levels={
            "aus": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1, Who.LOCKED), P(Op.MANEUVER, 1)),
            "spi": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1, Who.LOCKED), P(Op.MANEUVER, 2)),
            "SPI": (P(Op.STEALTH, 1), P(Op.ENTER_COMBAT, 1), P(Op.MANEUVER, 2)),
        }),
        # Shattering Crescendo: [pro] (D) 1 unpreventable damage on an ally or retainer; [mel] / [MEL]
        # (D) discard another Shattering Crescendo for 2 / 3 unpreventable damage on each of up
        # to two minions of one Methuselah.
        101761: dict(levels={"pro": (P(Op.DAMAGE, 1, 1 | 8),),
                             "mel": (P(Op.DISCARD_FROM_HAND, 1, 0, 2), P(Op.DAMAGE, 2, 1 | 16)),
                             "MEL": (P(Op.DISCARD_FROM_HAND, 1, 0, 2), P(Op.DAMAGE, 3, 1 | 16))}),
        # Dream World: [pre] (D) bleed at +1 bleed; [PRE] each of your minions gets +1 bleed for the
        # rest of the turn or until a bleed action is blocked (PLUS_BLEED arg 2), one each turn.
        100587: dict(levels={"PRE": (P(Op.STEALTH, 1), P(Op.PLUS_BLEED, 1, 2))}),
        # Cryptic Mission: (D) burn 1 blood on a vampire or 1 unpreventable damage to an ally or retainer.
        100477: dict(levels={
            "tha": (P(Op.STEALTH, 1), P(Op.DAMAGE, 1, 1 | 4)),
            "THA": (P(Op.STEALTH, 1), P(Op.DAMAGE, 1, 1 | 4), P(Op.GAIN_BLOOD, 1)),
        }),
        # The Platinum Protocol: (D) bleed; [obf] +1 stealth, [pre] +1 bleed, [pro] a corruption
        # counter on a minion of the target Methuselah (COUNTER arg MINION) after a successful
        # bleed; more than one Discipline can be used: an option for each combination.
        102232: dict(options=tuple(
            _on(" ".join(k for k in ("obf", "pre", "pro") if k in key), P(Op.BLEED, 0),
                *((P(Op.STEALTH, 1),) if "obf" in key else ()), *((P(Op.PLUS_BLEED, 1),) if "pre" in key else ()),
                *((_w(When.AFTER_BLEED), P(Op.COUNTER, 1, Thing.MINION)) if "pro" in key else ()))
            for key in ("obf", "pre", "pro", "obf pre", "obf pro", "pre pro", "obf pre pro"))),
        # Night Moves: (D) bleed predator or prey (BLEED arg) at +3 / +6 stealth, 1 pool at most.
        101283: dict(levels={"obf": (P(Op.BLEED, 0, Who.PREDATOR), P(Op.STEALTH, 3), P(Op.BLEED_AMOUNT, 1)),
                             "OBF": (P(Op.BLEED, 0, Who.PREDATOR), P(Op.STEALTH, 6), P(Op.BLEED_AMOUNT, 1))}),
        # Enticement: (D) burn the Edge, your prey burns 2 / 3 pool; no bleeding this turn.
        100650: dict(levels={"ser": (P(Op.EDGE, -1), P(Op.BURN_POOL, 2), P(Op.CANNOT, 0, Restriction.BLEED)),
                             "SER": (P(Op.EDGE, -1), P(Op.BURN_POOL, 3), P(Op.CANNOT, 0, Restriction.BLEED))}),
        # Distraction: [cel] draw 5 cards, discard down to your hand size afterward (DRAW cond 1:
        # the action's effect); [CEL] (D) lock a minion controlled by your predator or prey (LOCK arg PREY).
        100560: dict(levels={"cel": (P(Op.STEALTH, 1), P(Op.DRAW, 5, 0, 1)), "CEL": (P(Op.STEALTH, 1), P(Op.LOCK, 1, Who.PREY))}),
        # Sensory Deprivation [CHI]: on a vampire too.
        101721: dict(levels={"CHI": (P(Op.BURN_CARD, 1, Thing.RETAINER), P(Op.CANNOT, 0, Restriction.UNLOCK),
                                     P(Op.EXPIRES, 0, 0, When.LEAVES_READY))}),
        # Loss: [qui] (D) burn an equipment or location on a minion of the predator or prey
        # (cond 2); [QUI] (D) bleed with +2 bleed.
        101124: dict(levels={"qui": (P(Op.BURN_CARD, 1, Thing.EQUIPMENT, 2), P(Op.BURN_CARD, 1, Thing.LOCATION, 2)),
                             "QUI": (P(Op.BLEED, 2),)}),
        # Madman's Quill [AUS DEM]: Dementation vampires +1 bleed against its controller.
        101138: dict(levels={"AUS DEM": (P(Op.PLUS_BLEED, 1), P(Op.BURNABLE, 2))}),
        # Draba: (D) on a minion, burn it to reduce its stealth to 0 / reaction: stealth to 0.
        100578: dict(levels={"chi": (P(Op.STEALTH, 1), P(Op.BURN_SELF, 1), P(Op.STEALTH, -99, 1)),
                             "CHI": (P(Op.STEALTH, -99, 1),)}),
        # Tier of Souls: (D) steal 1 blood from your prey's minion / and +1 bleed against your prey.
        101984: dict(levels={"ani": (P(Op.STEAL_BLOOD, 1),), "ANI": (P(Op.STEAL_BLOOD, 1), P(Op.PLUS_BLEED, 1),
                                                                     P(Op.BURNABLE, 0))}),
        # Condemnation: Mute: lock a younger vampire / -3 votes (and 1 blood after a referendum).
        100400: dict(levels={"chi": (P(Op.STEALTH, 1), P(Op.LOCK, 1, Who.YOUNGER)),
                             "dai": (P(Op.STEALTH, 1), P(Op.VOTES, -3, 1)),
                             "DAI": (P(Op.STEALTH, 1), P(Op.VOTES, -3, 1), _w(When.REFERENDUM_PASSED),
                                     P(Op.DAMAGE, 1, 1))}),
        # Slaughtering the Herd [DOM]: the predator's vampire moves 1 blood to this vampire at each action.
        101801: dict(levels={"DOM": (P(Op.STEAL_BLOOD, 1), P(Op.BURNABLE, 4))}),
        # Media Influence [PRE]: each of your unlocked vampires gains 1 blood.
        101193: dict(levels={"PRE": (P(Op.BLOOD_TO, 1, 2),)}),
    }


def _wider_discipline_actions() -> dict[int, Override]:
    """Undirected action cards requiring a Discipline."""
    P = Prim
    return {
        # Psychic Veil: "all of your vampires' (arg VAMPIRE; OBF: minions', arg ANOTHER) actions are
        # at +1 stealth this turn" (cond 1).
        101510: dict(levels={"obf": (P(Op.STEALTH, 1, Who.VAMPIRE, 1),), "OBF": (P(Op.STEALTH, 1, Who.ANOTHER, 1),)}),
        # Magic of the Smith: search the library for an equipment and equip the actor with it.
        101143: dict(levels={
            "tha": (P(Op.STEALTH, 1), P(Op.SEARCH, 1, Thing.EQUIPMENT, 1)),
            "THA": (P(Op.STEALTH, 3), P(Op.SEARCH, 1, Thing.EQUIPMENT, 1)),
        }),
        # Engling Fury: [for] gain 2 blood; [spi] and unlock in the next discard phase; [SPI] gain 2
        # blood and unlock.
        100643: dict(levels={
            "for": (P(Op.STEALTH, 1), P(Op.GAIN_BLOOD, 2)),
            "spi": (P(Op.STEALTH, 1), P(Op.GAIN_BLOOD, 2), _w(When.DISCARD_PHASE), P(Op.UNLOCK_MINION, 1)),
            "SPI": (P(Op.STEALTH, 1), P(Op.GAIN_BLOOD, 2), P(Op.UNLOCK_MINION, 1)),
        }),
        # The Call: 2 / 3 blood to a younger Dementation vampire in your uncontrolled region.
        100278: dict(levels={
            "aus dem": (P(Op.STEALTH, 1), _w(When.TARGET_IS, 0, disc_code("dem")), P(Op.ADD_UNCONTROLLED, 2, YOUNGER)),
            "AUS DEM": (P(Op.STEALTH, 1), _w(When.TARGET_IS, 0, disc_code("dem")), P(Op.ADD_UNCONTROLLED, 3, YOUNGER)),
        }),
        # Possession: a vampire from your ash heap to your uncontrolled region ([nec]) or to your
        # ready region with 1 blood ([NEC])
        101423: dict(levels={"nec": (P(Op.RECUR, 1, Thing.VAMPIRE, 2),), "NEC": (P(Op.RECUR, 1, Thing.VAMPIRE, 3),)}),
        # Pulse of the Canaille [aus]: look at every hand this turn.
        # Pulse of the Canaille: [aus] all hands open for the rest of the turn; [AUS] +2 bleed on
        # the acting vampire (only one each)
        101517: dict(levels={"aus": (P(Op.STEALTH, 1), P(Op.OPEN_HAND, 0, Who.ANOTHER)),
                             "AUS": (P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.PLUS_BLEED, 2))}),
        # Summon History: an ally / retainer / equipment costing X (or a capacity X vampire) into play.
        101897: dict(levels={"tem": (P(Op.SEARCH, 1, Thing.ANY, 1), P(Op.PAY_BLOOD, 0, 0, 0, 1)),
                             "TEM": (P(Op.SEARCH, 1, Thing.VAMPIRE, 1), P(Op.PAY_BLOOD, 0, 0, 0, 1))}),
        # Renewed Vigor: [for] on the vampire, burned in the unlock phase to leave torpor (placed);
        # [obe] a vampire from torpor to the ready region, or an ally or retainer back to its
        # starting life; [OBE] another vampire filled to capacity (99: "enough blood")
        101603: dict(options=(_on("for", P(Op.STEALTH, 1), _w(When.UNLOCK_PHASE), P(Op.BURN_SELF, 1), P(Op.RESCUE, 1)),
                              _on("obe", P(Op.STEALTH, 1), P(Op.RESCUE, 1, 1)),
                              _on("obe", P(Op.STEALTH, 1), P(Op.FILL_BLOOD, 1, Thing.ALLY_OR_RETAINER)),
                              _on("OBE", P(Op.STEALTH, 1), P(Op.BLOOD_TO, 99, 1)))),
        # Preternatural Strength: put on the acting vampire (one each) for +1 / +2 strength; its
        # bearer cannot play Torn Signpost.
        101483: dict(levels={"pot": (P(Op.STEALTH, 2), P(Op.ON_ACTOR, 1, 1), P(Op.STRENGTH, 1),
                                     P(Op.CANNOT_PLAY, 0, 101993)),
                             "POT": (P(Op.STEALTH, 2), P(Op.ON_ACTOR, 1, 1), P(Op.STRENGTH, 2),
                                     P(Op.CANNOT_PLAY, 0, 101993))}),
        # Heart of the City: put on the acting vampire (one each) for +1 / +2 bleed.
        100904: dict(levels={"pre": (P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.PLUS_BLEED, 1)),
                             "PRE": (P(Op.STEALTH, 1), P(Op.ON_ACTOR, 1, 1), P(Op.PLUS_BLEED, 2))}),
        # Form of Corruption: counters when your prey gets the Edge; steal a vampire with that little blood.
        100770: dict(levels={"ser": (P(Op.COUNTER, 1), _w(When.MASTER_PHASE), P(Op.STEAL_CARD, 1, Thing.VAMPIRE)),
                             "SER": (P(Op.COUNTER, 1), _w(When.MASTER_PHASE), P(Op.STEAL_CARD, 1, Thing.VAMPIRE),
                                     P(Op.BURN_POOL, 1))}),
        # Rutor's Hand: 1 aggravated damage to itself; lock the card to unlock in your minion phase.
        101664: dict(levels={"tha": (P(Op.STEALTH, 1), P(Op.DAMAGE, 1, 3, 1), _w(When.MINION_PHASE), P(Op.LOCK_SELF, 1),
                                     P(Op.UNLOCK_MINION, 1)),
                             "THA": (P(Op.STEALTH, 1), P(Op.PAY_BLOOD, 3), _w(When.MINION_PHASE), P(Op.LOCK_SELF, 1),
                                     P(Op.UNLOCK_MINION, 1))}),
        # Clotho's Gift [TEM]: on the vampire, locked; in your minion phase, lock it and burn 1
        # blood to unlock (placed)
        100365: dict(levels={"TEM": (P(Op.STEALTH, 1), _w(When.MINION_PHASE), P(Op.LOCK_SELF, 1), P(Op.PAY_BLOOD, 1),
                                     P(Op.UNLOCK_MINION, 1))}),
        # Contagion: each other Methuselah burns 1 pool in their unlock phase.
        100418: dict(levels={"dai": (P(Op.STEALTH, 1), _w(When.OTHER_UNLOCK_PHASE), P(Op.BURN_POOL, 1)),
                             "DAI": (P(Op.STEALTH, 1), _w(When.OTHER_UNLOCK_PHASE), P(Op.BURN_POOL, 1),
                                     _w(When.ONCE_PER_COMBAT), P(Op.COUNTER, 1))}),
    }


def _wider_action_modifiers() -> dict[int, Override]:
    """Action modifiers (and action modifier / combat cards)."""
    P = Prim
    return {
        # Faceless Night [OBF]: minions failing to block are locked.
        100687: dict(levels={"OBF": (P(Op.STEALTH, 1), _w(When.BLOCK_FAILED), P(Op.LOCK, 1))}),
        # Mirror Walk [THA]: if blocked, lock the blocker and end the action.
        101223: dict(levels={"THA": (P(Op.STEALTH, 1), _w(When.BLOCKED), P(Op.LOCK, 1), P(Op.END_ACTION, 1))}),
        # Into Thin Air: +1 / +2 stealth; once, burn 1 blood: an ally or younger vampire -1 intercept.
        101001: dict(levels={
            "obf": (P(Op.STEALTH, 1), _w(When.ONCE_PER_ACTION), P(Op.PAY_BLOOD, 1),
                    P(Op.MINUS_INTERCEPT, 1, Who.ALLY_OR_YOUNGER)),
            "OBF": (P(Op.STEALTH, 2), _w(When.ONCE_PER_ACTION), P(Op.PAY_BLOOD, 1),
                    P(Op.MINUS_INTERCEPT, 1, Who.ALLY_OR_YOUNGER)),
        }),
        # Revelation of the Serpent: "+1 bleed (limited), or +1 stealth and +1 bleed (limited)" (the
        # stealth when played against a block); [PRE PRO] after a successful bleed, 2 corruption
        # counters to unlock.
        102233: dict(levels={"pre pro": (P(Op.STEALTH, 1), P(Op.PLUS_BLEED, 1, 1)),
                             "PRE PRO": (P(Op.PLUS_BLEED, 1, 1), P(Op.STEALTH, 1), _w(When.AFTER_BLEED),
                                         P(Op.COUNTER, -2), P(Op.UNLOCK_MINION, 1))}),
        # Stone Travel [MYT]: +1 stealth; may cancel the combat if blocked.
        101875: dict(levels={"MYT": (P(Op.STEALTH, 1), _w(When.BLOCKED), P(Op.COMBAT_ENDS, 1))}),
        # I am Legion [DAI OBF]: cancel an Auspex reaction and/or gain 1 pool on success.
        # I am Legion: cancel a reaction requiring Auspex (CANCEL cond: the Discipline's index + 1).
        100947: dict(levels={"dai obf": (P(Op.CANCEL, 1, Thing.REACTION, disc_code("aus")),),
                             "DAI OBF": (P(Op.CANCEL, 1, Thing.REACTION, disc_code("aus")), _w(When.AFTER_ACTION),
                                         P(Op.GAIN_POOL, 1))}),
        # Hide the Mind: [OBF] cancel a reaction card requiring Auspex as it is played; [obf] a
        # combat card requiring Auspex (CANCEL cond: combat.STRIKE_CANCEL_DISC + the Discipline's
        # index + 1); neither cost is paid.
        100921: dict(levels={"OBF": (P(Op.CANCEL, 1, Thing.REACTION, disc_code("aus")),),
                             "obf": (P(Op.CANCEL, 1, Thing.STRIKE_CARD, 100 + disc_code("aus")),)}),
        # Crocodile's Tongue: the block fails (the blocker may burn 1 / 2 blood to cancel it).
        100450: dict(levels={"aus": (P(Op.BLOCK_FAILS, 1),), "AUS": (P(Op.BLOCK_FAILS, 1),)}),
        # The Kiss of Ra [FOR]: and the blocker goes to torpor.
        # The Kiss of Ra: when a vampire without Fortitude attempts to block, the attempt is
        # cancelled, the blocker burns 2 blood, the action ends; [FOR] the blocker goes to torpor.
        101062: dict(levels={
            "for": (_w(When.BLOCK_ATTEMPT, Who.WITHOUT_DISCIPLINE, disc_code("for")), P(Op.BLOCK_FAILS, 1),
                    P(Op.DAMAGE, 2, 4), P(Op.END_ACTION, 1)),
            "FOR": (_w(When.BLOCK_ATTEMPT, Who.WITHOUT_DISCIPLINE, disc_code("for")), P(Op.BLOCK_FAILS, 1),
                    P(Op.DAMAGE, 2, 4), P(Op.END_ACTION, 1), P(Op.TORPOR, 1))}),
        # Force of Personality [PRE]: vampires burn 1 blood to block (PAY_BLOOD cond=2: each
        # minion the When before it names, as it attempts to block); allies cannot.
        100758: dict(levels={"PRE": (_w(When.AS_ANNOUNCED), _w(When.BLOCK_ATTEMPT, Who.VAMPIRE),
                                     P(Op.PAY_BLOOD, 1, 0, 2), P(Op.UNBLOCKABLE, 1, Who.ALLY))}),
        # Empowering the Puppet King: during a bleed, another ready vampire ([dom] unlocked, [DOM]
        # locked or not) gives the acting minion +1 bleed (limited).
        100639: dict(levels={"dom": (P(Op.PLUS_BLEED, 1, 1),), "DOM": (P(Op.PLUS_BLEED, 1, 1),)}),
        # Enchanting Gaze [PRE PRO]: burn a corruption counter on the blocker: the block fails.
        102221: dict(levels={"PRE PRO": (P(Op.STEALTH, 1), _w(When.ONCE_PER_ACTION), P(Op.COUNTER, -1),
                                         P(Op.BLOCK_FAILS, 1))}),
        # Tenebrous Form [OBT]: minions without Obtenebration burn 1 blood to block.
        101957: dict(levels={"OBT": (P(Op.STEALTH, 1),
                                     P(Op.WHEN, When.BLOCK_ATTEMPT, Who.WITHOUT_DISCIPLINE, disc_code("obt")),
                                     P(Op.PAY_BLOOD, 1, 0, 2))}),
        # CrimethInc. [qui] / [tha]: unlock another Anarch / in play: 1 pool to unlock an Anarch.
        100446: dict(levels={"qui": (P(Op.UNLOCK_OTHER, 1),),
                             "tha": (_w(When.MINION_PHASE), P(Op.PAY_POOL, 1), P(Op.UNLOCK_OTHER, 1))}),
        # Power of One [obt]: the blocking minion burns 2 blood or life.
        101429: dict(levels={"obt": (_w(When.BLOCKED), P(Op.DAMAGE, 2, 5))}),  # 5: burns blood or life
        # Approximation of Loyalty [PRE]: cancel a reaction by a 6- vampire or an ally.
        # Approximation of Loyalty: [pre] as announced, a vampire of capacity 6 or less or an ally
        # cannot block; [PRE] cancel a reaction played by one (the filter: rules.CANCEL_REACTION).
        100078: dict(levels={"pre": (_w(When.AS_ANNOUNCED), P(Op.CANNOT_BLOCK, 1, Who.CAPACITY_AT_MOST, 6)),
                             "PRE": (P(Op.CANCEL, 1, Thing.REACTION),)}),
        # True Love's Face [OBF PRE]: the block fails (1 pool cancels it).
        102041: dict(levels={"OBF PRE": (P(Op.BLOCK_FAILS, 1),)}),
        # Trochomancy: remove 13 / 7 ash heap cards for +1 / +2 bleed.
        102026: dict(levels={"nec": (P(Op.REMOVE_FROM_GAME, 13, Thing.LIBRARY), P(Op.PLUS_BLEED, 1, 1)),
                             "aus nec": (P(Op.REMOVE_FROM_GAME, 7, Thing.LIBRARY), P(Op.PLUS_BLEED, 1, 1)),
                             "AUS NEC": (P(Op.REMOVE_FROM_GAME, 7, Thing.LIBRARY), P(Op.PLUS_BLEED, 2, 1))}),
        # Leverage: burn the Edge for +1 bleed; no Edge this action.
        101098: dict(options=(_on("", P(Op.EDGE, -1), P(Op.PLUS_BLEED, 1)),)),
        # Cryptic Rider: the next referendum you call this turn passes.
        100478: dict(options=(_on("", P(Op.PASS_REFERENDUM, 1)),)),
        # The Missing Voice [cel]: capacity 4- vampires -1 intercept.
        101226: dict(levels={"cel": (P(Op.MINUS_INTERCEPT, 1, Who.YOUNGER),)}),
        # Telepathic Vote Counting [aus]: cancel the referendum (the card returns to hand).
        101951: dict(levels={"aus": (P(Op.CANCEL, 1, Thing.POLITICAL),)}),
        # Mask of a Thousand Faces: this vampire takes over the action.
        101179: dict(levels={"obf": (P(Op.LOCK_SELF, 1), P(Op.CONTINUE_ACTION, 1)),
                             "OBF": (P(Op.LOCK_SELF, 1), P(Op.CONTINUE_ACTION, 1), P(Op.STEALTH, 1))}),
        # Psychomachia [dai] / [DAI]: the block fails (and 1 unpreventable damage to the blocker).
        # Psychomachia, if an ally or younger vampire blocks (rules.PSYCHOMACHIA): [pre] unlock,
        # the action ends; [dai] the block fails; [DAI] and 1 unpreventable damage to the blocker.
        101511: dict(levels={"pre": (P(Op.UNLOCK_MINION, 1), P(Op.END_ACTION, 1)), "dai": (P(Op.BLOCK_FAILS, 1),),
                             "DAI": (P(Op.BLOCK_FAILS, 1), P(Op.DAMAGE, 1, 1))}),
        # The Sleeping Mind [DOM]: minions cannot unlock during this action.
        # The Sleeping Mind, as the action is announced: [dom] a chosen locked vampire cannot block;
        # [DOM] minions cannot unlock during this action (CANNOT cond=1: this action).
        101805: dict(levels={"dom": (_w(When.AS_ANNOUNCED), P(Op.CANNOT_BLOCK, 1, Who.LOCKED)),
                             "DOM": (_w(When.AS_ANNOUNCED), P(Op.CANNOT, 0, Restriction.UNLOCK, 1))}),
        # Memory Rift, an Anarch as the action is announced: [dem] a titled or younger vampire
        # cannot block; [obf] +1 stealth; [pre] if blocked, strike: combat ends in the first round.
        101199: dict(levels={
            "dem": (_w(When.AS_ANNOUNCED), P(Op.CANNOT_BLOCK, 1, Who.TITLED_OR_YOUNGER), P(Op.REQUIRES, 0, Req.ANARCH)),
            "obf": (_w(When.AS_ANNOUNCED), P(Op.STEALTH, 1), P(Op.REQUIRES, 0, Req.ANARCH)),
            "pre": (_w(When.AS_ANNOUNCED), P(Op.COMBAT_ENDS, 1), P(Op.REQUIRES, 0, Req.ANARCH))}),
        # Beast Meld: [ani pro] +1 stealth, 1 damage prevented in the resulting combat if blocked;
        # [ANI PRO] as a non-bleed action is announced (AS_ANNOUNCED cond=1), vampires cannot block.
        100146: dict(levels={"ani pro": (P(Op.STEALTH, 1), P(Op.PREVENT, 1)),
                             "ANI PRO": (_w(When.AS_ANNOUNCED, 0, 1), P(Op.UNBLOCKABLE, 1, Who.VAMPIRE))}),
        # Skin of the Chameleon [tha]: as the action is announced, a maneuver or press if blocked.
        101794: dict(levels={"tha": (_w(When.AS_ANNOUNCED), P(Op.MANEUVER, 1), P(Op.PRESS, 1))}),
        # Visions of Gehenna [pre]: allies cannot block this action.
        102264: dict(levels={"pre": (P(Op.CANNOT_BLOCK, 1, Who.ALLY),)}),
        # Bribes: gain 1 pool; supporters of the referendum gain 1 pool.
        100251: dict(options=(_on("", P(Op.GAIN_POOL, 1), _w(When.REFERENDUM_PASSED), P(Op.GAIN_POOL, 1, 0, 1)),)),
        # Enkil Cog: +1 bleed; lock it to take an action in any minion phase.
        100645: dict(options=(_on("", P(Op.PLUS_BLEED, 1), P(Op.LOCK_SELF, 1), P(Op.CLAN_ACTS_ANY_TURN, 1)),)),
        # Blanket of Night [OBT]: another vampire locks to make a block fail.
        100177: dict(levels={"OBT": (P(Op.LOCK_SELF, 1), P(Op.BLOCK_FAILS, 1))}),
        # Repulsion: maneuver to long range / +1 stealth / on the vampire: +1 stealth, burned in torpor.
        101606: dict(levels={"pre": (_w(When.BLOCKED), P(Op.MANEUVER, 1)), "obe": (P(Op.STEALTH, 1),),
                             "OBE": (P(Op.STEALTH, 1), P(Op.EXPIRES, 0, 0, When.TORPOR))}),
        # The Art of Memory: after a successful action, one card played returns to hand.
        100097: dict(options=(_on("", _w(When.AFTER_ACTION), P(Op.RECUR, 1, Thing.LIBRARY)),)),
        # Acheron Vortex: minions without Necromancy or Obtenebration -1 intercept (cond: two
        # Disciplines, the second times 64).
        100016: dict(options=(_on("", P(Op.MINUS_INTERCEPT, 1, Who.WITHOUT_DISCIPLINE,
                                        disc_code("nec") + 64 * disc_code("obt"))),)),
        # Seraph's Second: unlock the acting Black Hand vampire.
        101724: dict(options=(_on("", P(Op.UNLOCK_OTHER, 1)),)),
        # Fae Contortion: [myt] [REFLEX] cancel a grapple card as it is played; [myt] / [obt] maneuver;
        # [MYT] +1 stealth.
        100689: dict(options=(_on("MYT", P(Op.STEALTH, 1)), _on("myt", P(Op.CANCEL, 1, Thing.GRAPPLE_CARD)),
                              _on("myt", P(Op.MANEUVER, 1)), _on("obt", P(Op.MANEUVER, 1)))),
        # Shroud Mastery: [NEC] "only usable as an action to recruit or employ a wraith is announced.
        # Unlock this vampire after action resolution if this action is successful"; [nec] +1 stealth.
        101773: dict(options=(_on("NEC", P(Op.WHEN, When.AS_ANNOUNCED, Thing.WRAITH), P(Op.UNLOCK_MINION, 1)),
                              _on("nec", P(Op.STEALTH, 1)))),
        # Predator's Transformation: [abo] [REFLEX] as above; [abo] +1 stealth as the action is announced.
        101479: dict(options=(_on("ABO", P(Op.BURN_POOL, 2)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)),
                              _on("abo", _w(When.AS_ANNOUNCED), P(Op.STEALTH, 1)))),
        # Tangle Atropos' Hand: cancel the action when blocked (and take the card back / +1 stealth).
        101935: dict(levels={"pot": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1)),
                             "tem": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1), P(Op.RECUR, 1, Thing.ACTION)),
                             "TEM": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1), P(Op.RECUR, 1, Thing.ACTION),
                                     P(Op.STEALTH, 1))}),
        # Red Herring: once blocked, unlock and the action ends; the action card back in hand (your
        # vampires cannot perform the same action again this turn); [CHI] lock the blocking minion.
        101573: dict(levels={"chi": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1), P(Op.RECUR, 1, Thing.ACTION)),
                             "CHI": (P(Op.END_ACTION, 1), P(Op.UNLOCK_MINION, 1), P(Op.RECUR, 1, Thing.ACTION),
                                     P(Op.LOCK, 1))}),
    }


def _wider_reactions() -> dict[int, Override]:
    """Reactions (and action modifier / reaction cards)."""
    P = Prim
    return {
        # Forced Awakening: wake; 1 blood if it does not block.
        100760: dict(options=(_on("", P(Op.WAKE, 1), P(Op.PAY_BLOOD, 1, 0, 1)),)),
        # Redirection [DOM]: also against same-age or older vampires.
        101578: dict(levels={"DOM": (P(Op.LOCK_SELF, 1), P(Op.REDIRECT_BLEED, 1))}),
        # Deep Ecology [pro]: a locked vampire burns 1 blood to unlock (reaction_cards.UNLOCK_REACTIONS: offered
        # to locked vampires only).
        102219: dict(levels={"pro": (P(Op.PAY_BLOOD, 1), P(Op.UNLOCK_MINION, 1))}),
        # Protected District: reduce a bleed against you by 3, or +3 votes against the referendum
        # (politics.AGAINST_VOTES: its Methuselah then votes against).
        102214: dict(options=(_on("", P(Op.REDUCE_BLEED, 3)), _on("", _w(When.POLLING), P(Op.VOTES, 3)))),
        # Mental Maze: end the action (Ministry pay 1 less).
        101201: dict(levels={
            "obf": (P(Op.LOCK_SELF, 1), P(Op.END_ACTION, 1)), "OBF": (P(Op.END_ACTION, 1),),
        }),
        # Voice of Madness: blocking an ally or younger vampire, lock and end the action; [DEM] the
        # acting minion burns 1 blood or life.
        102129: dict(levels={"dem": (P(Op.LOCK_SELF, 1), P(Op.END_ACTION, 1)),
                             "DEM": (P(Op.LOCK_SELF, 1), P(Op.END_ACTION, 1), P(Op.DAMAGE, 1, 5))}),
        # Bloodstorm of Chorazin: blocking an ally or younger vampire, lock, 1 unpreventable damage on
        # the acting minion and each retainer on it, the action ends.
        100224: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.DAMAGE, 1, 1), P(Op.END_ACTION, 1)),)),
        # Scalpel Tongue [CEL PRE]: and the chosen vampire burns 1 blood.
        101686: dict(levels={"CEL PRE": (P(Op.LOCK, 1), P(Op.ABSTAIN, 1), P(Op.DAMAGE, 1, 1))}),
        # Read the Winds [ani aus]: +1 intercept, no lock for the block.
        101559: dict(levels={"ani aus": (P(Op.INTERCEPT, 1), P(Op.UNLOCK_MINION, 1))}),
        # Poison Pill: the acting vampire's controller loses the pool the referendum costs you.
        101406: dict(options=(_on("", _w(When.REFERENDUM_PASSED), P(Op.BURN_POOL, 0, 1)),)),
        # Determine: redirect a predator's minion's bleed, or cancel its action card.
        100534: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.REDIRECT_BLEED, 1)),
                              _on("", P(Op.LOCK_SELF, 1), P(Op.CANCEL, 1, Thing.ACTION)))),
        # Lost in Translation: redirect a bleed by an ally or younger vampire.
        101126: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.REDIRECT_BLEED, 1)),)),
        # Guardian Vigil: the Anarch attempts to block (+1 intercept / a maneuver / no lock).
        100868: dict(levels={"aus": (P(Op.BLOCK_ANY, 0), P(Op.INTERCEPT, 1)), "cel": (P(Op.BLOCK_ANY, 0),
                                                                                      P(Op.MANEUVER, 1)),
                             "for": (P(Op.BLOCK_ANY, 0), P(Op.UNLOCK_MINION, 1))}),
        # Confusion of the Eye: reduce a bleed by 1 / a vampire abstains.
        100406: dict(levels={"obf": (P(Op.REDUCE_BLEED, 1),), "OBF": (P(Op.ABSTAIN, 1),)}),
        # Eyes of the Wild: wake; 1 blood: +1 intercept; locks after the action if it did not block.
        102222: dict(options=(_on("", P(Op.WAKE, 1), P(Op.PAY_BLOOD, 1), P(Op.INTERCEPT, 1)),)),
        # Scobax [str] / [STR]: -1 stealth (and the action fails unless 1 blood is burned).
        101691: dict(levels={"str": (P(Op.STEALTH, -1, 1),), "STR": (P(Op.STEALTH, -1, 1), P(Op.END_ACTION, 1))}),
        # Gift of Sleep [obe]: lock the ally and end the action.
        100828: dict(levels={"obe": (P(Op.LOCK, 1, Who.ALLY), P(Op.END_ACTION, 1))}),
        # Melange [AUS]: on the acting minion, burned for +1 bleed later.
        101195: dict(levels={"AUS": (P(Op.INTERCEPT, 1), P(Op.BURN_SELF, 1), P(Op.PLUS_BLEED, 1))}),
        # Predator's Communion: [abo] [REFLEX] as above; [abo] +1 intercept when a vampire is acting;
        # [ABO] a locked vampire unlocks when a vampire is acting (reaction_cards.UNLOCK_REACTIONS).
        101477: dict(options=(_on("ABO", P(Op.UNLOCK_MINION, 1)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)),
                              _on("abo", P(Op.INTERCEPT, 1)))),
        # Forced Vigilance: [for] a locked vampire who has blocked unlocks after block resolution;
        # [FOR] a locked vampire unlocks during an action directed at you.
        100762: dict(levels={"for": (_w(When.BLOCKED, 1), P(Op.UNLOCK_MINION, 1)), "FOR": (P(Op.UNLOCK_MINION, 1),)}),
        # Rat's Warning: a locked vampire unlocks during a bleed against you; [ANI] 1 optional press
        # during the resulting combat if they block.
        101547: dict(levels={"ani": (_w(When.BLEED_AGAINST_YOU), P(Op.UNLOCK_MINION, 1)),
                             "ANI": (_w(When.BLEED_AGAINST_YOU), P(Op.UNLOCK_MINION, 1), P(Op.PRESS, 1))}),
    }


def _wider_combat() -> dict[int, Override]:
    """Combat cards (and combat / reaction cards)."""
    P = Prim
    return {
        # Psyche! [CEL]: queue another combat with the opposing minion.
        101507: dict(levels={"CEL": (P(Op.EXTRA_COMBAT, 1),)}),
        # Disarm: the opposing vampire goes to torpor with -1 / -2 strength (3 blood burns it).
        100549: dict(levels={
            "pot": (P(Op.TORPOR, 1), P(Op.STRENGTH, -1, 1)), "POT": (P(Op.TORPOR, 1), P(Op.STRENGTH, -2, 1)),
        }),
        # Pack Alpha: employ an animal retainer / burn one to get +1 strength.
        101342: dict(levels={
            "ani": (_w(When.BEFORE_RANGE), P(Op.PUT_IN_PLAY, 1, Thing.ANIMAL)),
            "ANI": (P(Op.BURN_CARD, 1, Thing.ANIMAL), P(Op.STRENGTH, 1)),
        }),
        # Shadow Body / Mirror Image superior: combat ends and a non-bleed (non-political) action
        # continues as unblocked.
        101735: dict(levels={"OBT": (P(Op.COMBAT_ENDS, 1), P(Op.CONTINUE_ACTION, 1, 3))}),
        101222: dict(levels={"CHI": (P(Op.COMBAT_ENDS, 1), P(Op.CONTINUE_ACTION, 1, 1))}),
        # Form of Mist [PRO]: combat ends; a blocked vampire can burn 1 blood to continue the
        # action with +1 stealth as if unblocked.
        100771: dict(levels={"PRO": (P(Op.COMBAT_ENDS, 1), P(Op.CONTINUE_ACTION, 1), P(Op.PAY_BLOOD, 1),
                                     P(Op.STEALTH, 1))}),
        # Terror Frenzy, before range is determined: [ani] during the first round; this combat
        # the opposing minion cannot maneuver to close range, press to continue combat or use
        # equipment. [ANI] this combat, combat cards cost the opposing vampire 1 more blood.
        101960: dict(levels={
            "ani": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND), P(Op.CANNOT, 0, Restriction.MANEUVER_CLOSE),
                    P(Op.CANNOT, 0, Restriction.PRESS_CONTINUE), P(Op.CANNOT, 0, Restriction.HAVE_EQUIPMENT)),
            "ANI": (_w(When.BEFORE_RANGE), P(Op.COST_INCREASE, 1, Thing.COMBAT))}),
        # Hunger of Marduk: this round, a ranged strike steals 1 / 2 blood.
        102227: dict(levels={
            "tha": (P(Op.STEAL_BLOOD, 1, 1),), "THA": (P(Op.STEAL_BLOOD, 2, 1),),
        }),
        # Aura Reading: the opposing controller plays with an open hand / +2 hand size this combat.
        100113: dict(levels={"aus": (P(Op.OPEN_HAND, 1),), "AUS": (P(Op.HAND_SIZE, 2),)}),
        # Amaranth: diablerize the opposing vampire instead of sending it to torpor.
        100043: dict(options=(_on("", P(Op.DIABLERIE, 1)),)),
        # Brick by Brick [VIS]: this vampire sets the range.
        100252: dict(levels={"VIS": (_w(When.BEFORE_RANGE), P(Op.RANGE, 1))}),
        # Disguised Weapon: equip with a weapon from hand in combat.
        100555: dict(levels={"obf": (P(Op.PUT_IN_PLAY, 1, Thing.WEAPON),),
                             "OBF": (P(Op.PUT_IN_PLAY, 1, Thing.WEAPON),)}),
        # Oubliette [OBT]: and the opposing minion burns 1 blood or life.
        101334: dict(levels={"OBT": (P(Op.COMBAT_ENDS, 1), P(Op.DAMAGE, 1, 5))}),
        # Increased Strength: Potence strikes +1 / +2 damage this combat.
        100971: dict(levels={
            "pot": (_w(When.BEFORE_RANGE), P(Op.STRIKE_DAMAGE, 1, 1, disc_code("pot"))),
            "POT": (_w(When.BEFORE_RANGE), P(Op.STRIKE_DAMAGE, 2, 1, disc_code("pot"))),
        }),
        # Telepathic Tracking [AUS]: start a new round instead of ending combat.
        101950: dict(levels={"AUS": (P(Op.EXTRA_COMBAT, 1, 1),)}),
        # Flesh of Marble: after the first damage in a round, the rest is prevented.
        100749: dict(levels={"pro": (P(Op.PREVENT, 99, 1),), "PRO": (P(Op.PREVENT, 99, 1), P(Op.AGGRAVATED, 1))}),
        # Hell-for-Leather [obt]: the opposing controller burns 2 pool.
        100910: dict(levels={"obt": (P(Op.BURN_POOL, 2),)}),
        # Pulled Fangs: 1 damage, the vampire cannot hunt; vampires burn it with two +1 stealth actions.
        101515: dict(options=(_on("", P(Op.DAMAGE, 1), P(Op.CANNOT, 0, Restriction.HUNT), P(Op.BURNABLE, 0)),)),
        # Molotov Cocktail: a 2R aggravated strike, burned after use.
        101235: dict(options=(_on("", P(Op.STRIKE, 2, 1), P(Op.AGGRAVATED, 1), P(Op.EXPIRES, 0, 0, When.AFTER_USE)),)),
        # Dragon's Breath Rounds: +2 aggravated damage each gun strike; the gun burns after.
        100580: dict(options=(_on("", P(Op.STRIKE_DAMAGE, 2), P(Op.AGGRAVATED, 1),
                                  P(Op.EXPIRES, 0, 0, When.AFTER_USE)),)),
        # Zip Gun: 1R each strike, a maneuver each combat; the bearer takes 1 damage once a combat.
        102208: dict(options=(_on("", P(Op.STRIKE, 1, 1), P(Op.MANEUVER, 1), P(Op.DAMAGE, 1, 0, 0)),)),
        # Charismatic Aura [aus pre]: 1 blood: cancel a strike or grapple card (the minion
        # chooses a strike again).
        100333: dict(levels={"aus pre": (P(Op.PAY_BLOOD, 1), P(Op.CANCEL, 1, Thing.STRIKE_CARD))}),
        # The Jones [SER], in combat with an ally or younger vampire: cancel the opposing minion's
        # strike card as it is played (it chooses another strike).
        101023: dict(levels={"SER": (P(Op.CANCEL, 1, Thing.STRIKE_CARD, 1),)}),
        # Rockheart: prevent half the damage of a strike / of every strike this combat.
        101646: dict(levels={"vis": (P(Op.PREVENT, 0, 0, 2),), "VIS": (P(Op.PREVENT, 0, 0, 2),
                                                                       P(Op.PREVENT, 0, 1, 2))}),
        # Decapitate [POT]: burn the vampire going to torpor.
        100511: dict(levels={"POT": (_w(When.TORPOR), P(Op.BURN_MINION, 1))}),
        # Undead Persistence: an optional press and no torpor until combat ends.
        102060: dict(options=(_on("", P(Op.PRESS, 1), P(Op.TORPOR, 1)),)),
        # Bone Spur: aggravated hand damage this round / combat.
        100237: dict(levels={"pro": (P(Op.STRIKE_STRENGTH, 0), P(Op.AGGRAVATED, 1)),
                             "PRO": (P(Op.STRIKE_STRENGTH, 0), P(Op.AGGRAVATED, 1))}),
        # Inner Essence: a combat card costs 1 less (and 1 blood).
        100986: dict(levels={"vic": (P(Op.COST_REDUCTION, 1, Thing.COMBAT),),
                             "VIC": (P(Op.COST_REDUCTION, 1, Thing.COMBAT), P(Op.GAIN_BLOOD, 1))}),
        # Weather Control: 1 / 2 unpreventable damage to both combatants each round.
        # Weather Control, before range in the first round: both combatants and their retainers
        # take 1 unpreventable damage before range each round; [THA] 1 more each later round.
        102164: dict(levels={"tha": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND), P(Op.DAMAGE, 1, 1)),
                             "THA": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND), P(Op.DAMAGE, 1, 1),
                                     _w(When.END_OF_ROUND), P(Op.DAMAGE, 1, 1))}),
        # Preternatural Evasion [CEL]: 1 blood to end combat.
        101482: dict(levels={"CEL": (P(Op.PAY_BLOOD, 1), P(Op.COMBAT_ENDS, 1))}),
        # Absorb the Mind: ranged steal 1 blood (and a master: Discipline).
        100013: dict(levels={"myt": (P(Op.STEAL_BLOOD, 1, 1),), "MYT": (P(Op.STEAL_BLOOD, 1, 1),
                                                                        P(Op.STEAL_CARD, 1, Thing.DISCIPLINE_CARD))}),
        # Bollix: [cel] maneuver or press; [pre] cancel a frenzy or grapple card as it is played by
        # the opposing minion (two reflexes; an aim card is not cancelled); [tha] hand strike at +1
        # damage that Fortitude cannot prevent, the opposing weapons inflict no damage.
        100232: dict(options=(_on("cel", P(Op.MANEUVER, 1), P(Op.PRESS, 1)),
                              _on("pre", P(Op.CANCEL, 1, Thing.FRENZY_CARD)),
                              _on("pre", P(Op.CANCEL, 1, Thing.GRAPPLE_CARD)),
                              _on("tha", P(Op.STRIKE_STRENGTH, 1), P(Op.PREVENT, 99, 1)))),
        # Thoughts Betrayed, before range in the first round: the opposing minion takes 1 more
        # damage in the first round during normal strike resolution / cannot play strike cards
        # this combat.
        101976: dict(levels={"dom": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND), P(Op.DAMAGE, 1)),
                             "DOM": (_w(When.BEFORE_RANGE), _w(When.FIRST_ROUND),
                                     P(Op.CANNOT, 0, Restriction.PLAY_STRIKE_CARDS))}),
        # High Ground: maneuver to long range (sets the range with flight).
        100925: dict(options=(_on("", P(Op.MANEUVER, 1), P(Op.RANGE_SET, 2)),)),
        # Relentless Reaper [THN]: 1 blood: a new round instead of the end of combat.
        101595: dict(levels={"THN": (P(Op.PAY_BLOOD, 1), P(Op.EXTRA_COMBAT, 1, 1))}),
        # Invoking the Beast, Devil-Channel: Hands: [abo] [REFLEX] cancel a frenzy card played on
        # this vampire as it is played; [abo] before range, +1 strength / aggravated hand damage
        # for the remainder of combat; [ABO] as above, with an optional press this round.
        101006: dict(options=(_on("ABO", _w(When.BEFORE_RANGE), P(Op.STRENGTH, 1), P(Op.PRESS, 1)),
                              _on("abo", _w(When.BEFORE_RANGE), P(Op.STRENGTH, 1)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)))),
        100539: dict(options=(_on("ABO", _w(When.BEFORE_RANGE), P(Op.AGGRAVATED, 1), P(Op.PRESS, 1)),
                              _on("abo", _w(When.BEFORE_RANGE), P(Op.AGGRAVATED, 1)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)))),
        # Devil-Channel: Back: [abo] [REFLEX] as above; [abo] burn 1 blood / [ABO] an additional
        # strike (limited) this round, only usable to make a hand strike (ADDITIONAL_STRIKE arg 1).
        100537: dict(options=(_on("ABO", P(Op.ADDITIONAL_STRIKE, 1, 1)),
                              _on("abo", P(Op.PAY_BLOOD, 1), P(Op.ADDITIONAL_STRIKE, 1, 1)),
                              _on("abo", P(Op.CANCEL, 1, Thing.FRENZY_CARD)))),
        # Evil Eye: cancel a strike card (no strike) / an action card, locking the actor.
        100668: dict(levels={"mal": (P(Op.CANCEL, 1, Thing.COMBAT),), "MAL": (P(Op.CANCEL, 1, Thing.ACTION),
                                                                              P(Op.LOCK, 1))}),
        # Disengage: a press only usable to end combat (PRESS cond 2); alternatively, burn 1 blood
        # to cancel a grapple card as it is played.
        100554: dict(options=(_on("", P(Op.PRESS, 1, 0, 2)),
                              _on("", P(Op.PAY_BLOOD, 1), P(Op.CANCEL, 1, Thing.GRAPPLE_CARD)))),
        # Dead-End Alley: a press only usable to continue combat (PRESS cond 3).
        100504: dict(options=(_on("", P(Op.PRESS, 1, 0, 3)),)),
        # Vengeance of Samiel: [pot] a hand strike at +1 damage; [val] as [pot] and it cannot be
        # dodged; [VAL] as [val] at +2 damage.
        102106: dict(options=(_on("VAL", P(Op.STRIKE_STRENGTH, 2), P(Op.UNDODGEABLE, 1)),
                              _on("pot", P(Op.STRIKE_STRENGTH, 1)),
                              _on("val", P(Op.STRIKE_STRENGTH, 1), P(Op.UNDODGEABLE, 1)))),
        # Blood Fury: +1 / +2 hand damage that Fortitude cannot prevent; weapons deal nothing.
        100201: dict(levels={"tha": (P(Op.STRIKE_STRENGTH, 1), P(Op.PREVENT, 99, 1)),
                             "THA": (P(Op.STRIKE_STRENGTH, 2), P(Op.PREVENT, 99, 1))}),
    }


def _wider_political_actions() -> dict[int, Override]:
    """Political actions."""
    P = Prim
    return {
        # Banishment: a ready younger vampire goes back to the uncontrolled region.
        100131: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.TO_UNCONTROLLED, 1, Who.YOUNGER)),)),
        # Ancient Influence / Reins of Power: pool by the capacity of chosen vampires.
        100064: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.GAIN_POOL, 0, 1), P(Op.BURN_POOL, 5)),)),
        101591: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.GAIN_POOL, 6), P(Op.BURN_POOL, 0, 1)),)),
        # Disputed Territory: the chosen Methuselah takes control of the chosen location.
        100557: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.STEAL_CARD, 1, Thing.LOCATION)),)),
        # Alastor: an equipment from the library with the card; (D) enter combat; no diablerie.
        100038: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.SEARCH, 1, Thing.EQUIPMENT, 1), _act(1, 0, True),
                                  P(Op.ENTER_COMBAT, 1), P(Op.CANNOT, 0, Restriction.COMMIT_DIABLERIE)),)),
        # Rumors of Gehenna: chosen Methuselahs get +1 master phase action.
        101663: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.MASTER_ACTIONS, 1), P(Op.BURNABLE, 0, 1)),)),
        # Anathema: if its blood reaches 0 in combat, it is burned, the opponent gains its capacity.
        100060: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BURN_MINION, 1), P(Op.GAIN_POOL, 0, 1)),)),
        # Legacy of Pander: non-titled Pander get 1 vote.
        101087: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.VOTES, 1), P(Op.BURNABLE, 0, 1)),)),
        # Honor the Elders: capacity 8+ vampires gain 1 blood.
        100933: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BLOOD_TO, 1, 1),
                                  P(Op.ADD_UNCONTROLLED, 1, MIN_CAPACITY, 8)),)),
        # Cardinal Benediction: the chosen Sabbat vampire becomes a cardinal.
        100294: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BECOME, 0, Req.CITY_TITLE)),)),
        # Dramatic Upheaval: switch seats with another Methuselah.
        100583: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.CONTROL, 0, Who.ANOTHER)),)),
        # Protect Thine Own: burn a small non-Camarilla vampire.
        101499: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BURN_CARD, 1, Thing.VAMPIRE)),)),
        # Lily Prelude: 4 points among one or more Methuselahs, 1 pool burned per point; [MEL] a
        # chosen Methuselah gains 1 pool.
        101109: dict(options=(_on("mel", P(Op.REFERENDUM, 1), P(Op.ALLOCATE, 4)),
                              _on("MEL", P(Op.REFERENDUM, 1), P(Op.ALLOCATE, 4), P(Op.GAIN_POOL, 1)))),
        # Eat the Rich: each chosen Methuselah burns 1 pool, 3 more with a ready titled vampire (the
        # titles' votes and the Edge's in its referendum: politics).
        100605: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BURN_POOL, 1), P(Op.BURN_POOL, 3)),)),
        # Reinforcements: each chosen Methuselah shuffles up to three library cards of its ash heap
        # into its library; the card is removed from the game.
        101590: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.RECUR, 3, Thing.ANY, 1),
                                  P(Op.REMOVE_FROM_GAME, 1, Thing.POLITICAL)),)),
        # Justicar Retribution: burns every vampire with a current bleed of 3 or more.
        101031: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.BURN_MINION, 1)),)),
        # Diversity: each Methuselah gains 1 pool per clan among its ready vampires.
        100564: dict(options=(_on("", P(Op.REFERENDUM, 1), P(Op.GAIN_POOL, 1, 2)),)),
        # First Tradition: each Methuselah burns 2 pool or skips their turn in their unlock phase.
        100737: dict(options=(_on("", P(Op.REFERENDUM, 1), _w(When.EACH_UNLOCK_PHASE), P(Op.BURN_POOL, 2)),)),
    }


def _wider_allies_and_retainers() -> dict[int, Override]:
    """Allies and retainers."""
    P = Prim
    return {
        # Nephandus: 1R strike, a press each combat, 1 less damage from each strike; (D) burn a
        # vampire in torpor to gain 1 life.
        101272: dict(options=(
            _on("", P(Op.STRIKE, 1, 1)), _on("", _w(When.EACH_COMBAT), P(Op.PRESS, 1)), _on("", P(Op.PREVENT, 1, 1)),
            _on("", _act(0, 0, True), P(Op.BURN_CARD, 1, Thing.VAMPIRE), P(Op.LIFE, 1)),
        )),
        # Carlton Van Wyk: 1R strike, a dodge each combat, +1 intercept vs vampires; discard
        # phase: burn him to burn a vampire who committed diablerie.
        100298: dict(options=(
            _on("", P(Op.STRIKE, 1, 1), _w(When.ONCE_PER_COMBAT), P(Op.DODGE, 1)),
            _on("", _w(When.BLOCKING, Who.VAMPIRE), P(Op.INTERCEPT, 1)),
            _on("", _w(When.DISCARD_PHASE), P(Op.BURN_SELF, 1), _w(When.DIABLERIE), P(Op.BURN_CARD, 1, Thing.VAMPIRE)),
        )),
        # War Ghoul: burns an ally or retainer as it enters; prevents 1 each round; (D) enter combat
        # with a vampire; lock and burn itself to burn a location.
        102144: dict(options=(
            _on("", _w(When.ENTERS_PLAY), P(Op.BURN_CARD, 1, Thing.ALLY_OR_RETAINER), P(Op.PREVENT, 1, 1)),
            _on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1, Who.VAMPIRE)),
            _on("", P(Op.LOCK_SELF, 1), P(Op.BURN_SELF, 1), P(Op.BURN_CARD, 1, Thing.LOCATION)),
        )),
        # Vagabond Mystic: lock to give an ally 1 life back; cannot block vampires.
        102087: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.LIFE, 1), P(Op.CANNOT, 0, Restriction.BLOCK)),)),
        # Homunculus: the employer can burn 1 blood to unlock in any unlock phase.
        100932: dict(levels={
            "pro": (P(Op.LIFE, 1), _w(When.EACH_UNLOCK_PHASE), P(Op.PAY_BLOOD, 1), P(Op.UNLOCK_MINION, 1)),
            "PRO": (P(Op.LIFE, 2), _w(When.EACH_UNLOCK_PHASE), P(Op.PAY_BLOOD, 1), P(Op.UNLOCK_MINION, 1)),
        }),
        # Emerald Legionnaire: unlock phase, remove 7 ash heap cards to bring one back from the ash heap.
        100634: dict(options=(_on("", P(Op.STRENGTH, 2), _w(When.UNLOCK_PHASE),
                                  P(Op.REMOVE_FROM_GAME, 7, Thing.LIBRARY),
                                  P(Op.PUT_IN_PLAY, 1, Thing.ALLY, 2)),)),
        # Murder of Crows: 1R damage each round.
        101254: dict(levels={"ani": (P(Op.LIFE, 1), P(Op.STRIKE, 1, 1)), "ANI": (P(Op.LIFE, 2), P(Op.STRIKE, 1, 1))}),
        # Rock Cat: (D) enter combat; capacity 3- vampires cannot strike the first round; a press each combat.
        101645: dict(options=(_on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1)),
                              _on("", _w(When.EACH_COMBAT), P(Op.PRESS, 1)))),
        # Gregory Winter: (D) steal 1 blood; (D) burn a vampire in torpor for 2 life; loses 1 life each turn.
        100855: dict(options=(_on("", _act(1, 0, True), P(Op.STEAL_BLOOD, 1, 0, Who.VAMPIRE)),
                              _on("", _act(0, 0, True), P(Op.BURN_CARD, 1, Thing.VAMPIRE), P(Op.LIFE, 2)),
                              _on("", _w(When.UNLOCK_PHASE), P(Op.LIFE, -1)))),
        # Renegade Garou: regains life when low.
        101602: dict(options=(_on("", P(Op.ADDITIONAL_STRIKE, 1), P(Op.MANEUVER, 1)),
                              _on("", _act(1, 0, True), P(Op.ENTER_COMBAT, 1)),
                              _on("", _w(When.UNLOCK_PHASE), P(Op.LIFE, 1)))),
        # Shambling Hordes: as it enters, remove a minion from your ash heap or burn it; +1 strength
        # per life; (D) enter combat; it cannot gain life.
        101751: dict(levels={
            "nec": (_w(When.ENTERS_PLAY), P(Op.REMOVE_FROM_GAME, 1, Thing.MINION), P(Op.STRENGTH, 0, 0, 0, 1),
                    P(Op.ENTER_COMBAT, 1)),
            "NEC": (P(Op.LIFE, 4), _w(When.ENTERS_PLAY), P(Op.REMOVE_FROM_GAME, 1, Thing.MINION),
                    P(Op.STRENGTH, 0, 0, 0, 1), P(Op.ENTER_COMBAT, 1)),
        }),
        # Nocturn: acts the turn it is recruited, unlocks the recruiter, plays cards requiring basic
        # Obtenebration, burned next unlock phase; [OBT] the recruiter may recruit again for 1 more blood.
        101293: dict(levels={
            "obt": (P(Op.UNLOCK_MINION, 1), P(Op.DISCIPLINE, 0, disc_code("obt")), P(Op.EXPIRES, 0, 0, When.UNLOCK_PHASE)),
            "OBT": (P(Op.UNLOCK_MINION, 1), P(Op.DISCIPLINE, 0, disc_code("obt")), P(Op.EXPIRES, 0, 0, When.UNLOCK_PHASE),
                    P(Op.PAY_BLOOD, 1, 0, 1)),
        }),
        # Ossian: +1 stealth (D) enter combat with a vampire.
        101333: dict(options=(_on("", _act(1, 0, True), P(Op.ENTER_COMBAT, 1, Who.VAMPIRE), P(Op.TRAIT, 0, Trait.RED_LIST)),)),
        # Reanimated Corpse: X (+2) pathos counters, one burned each unlock phase.
        101563: dict(levels={
            "thn": (P(Op.STRENGTH, 2), P(Op.COUNTER, 0, 0, 0, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS),
                    P(Op.PAY_BLOOD, 0, 0, 0, 1)),
            "THN": (P(Op.STRENGTH, 2), P(Op.COUNTER, 2, 0, 0, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS),
                    P(Op.PAY_BLOOD, 0, 0, 0, 1)),
        }),
        # Ponticulus: +1 intercept on actions directed at you; lock: +1 intercept to a Tremere; immune to
        # non-aggravated damage; cannot act.
        101419: dict(options=(_on("", _w(When.DIRECTED_AT_YOU), P(Op.INTERCEPT, 1)),
                              _on("", P(Op.LOCK_SELF, 1), P(Op.INTERCEPT, 1)))),
        # Owl Companion: the opposing controller plays with an open hand in the employer's combats.
        101340: dict(levels={"ani": (P(Op.LIFE, 1), P(Op.OPEN_HAND, 1)), "ANI": (P(Op.LIFE, 2), P(Op.OPEN_HAND, 1))}),
        # Infernal Servitor: acts the turn it is recruited; removed after a successful action.
        100981: dict(levels={"dai": (P(Op.STRENGTH, 1), P(Op.EXPIRES, 0, 0, When.AFTER_USE)),
                             "DAI": (P(Op.STRENGTH, 1), P(Op.EXPIRES, 0, 0, When.AFTER_USE))}),
        # Muddled Vampire Hunter: first strike; (D) enter combat with a ready vampire.
        101250: dict(options=(_on("", P(Op.FIRST_STRIKE, 1)), _on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1)))),
        # Veneficti: (D) steal a demon ally or burn a demon retainer; untargetable by small minions.
        102103: dict(options=(_on("", _act(0, 0, True), P(Op.STEAL_CARD, 1, Thing.ALLY)),
                              _on("", _act(0, 0, True), P(Op.BURN_CARD, 1, Thing.RETAINER)))),
        # Mylan Horseed: a dodge each combat; +1 stealth action: unlock a capacity 8+ non-Camarilla vampire.
        101261: dict(options=(_on("", _w(When.ONCE_PER_COMBAT), P(Op.DODGE, 1), P(Op.CANNOT, 0, Restriction.BLOCK)),
                              _on("", _act(1), P(Op.UNLOCK_OTHER, 1, Who.NON_CAMARILLA, 8)))),
        # Draeven Softfoot: lock: prevent 1 damage to a Kiasyd; immune to Chimerstry.
        100579: dict(options=(_on("", P(Op.LOCK_SELF, 1), P(Op.PREVENT, 1)),)),
        # Shaman: the Laibon employing it has +1 intercept; when acting, it can shuffle this
        # retainer back into its owner's library for +1 stealth (rules.shuffle_stealth).
        101750: dict(options=(_on("", P(Op.INTERCEPT, 1), P(Op.REQUIRES, 0, Req.LAIBON)),
                              _on("", P(Op.SHUFFLE_SELF, 1), P(Op.STEALTH, 1)))),
        # Asanbonsam Ghoul: +1 intercept vs directed actions; sets close range when blocking.
        100103: dict(options=(_on("", _w(When.DIRECTED_ACTION), P(Op.INTERCEPT, 1)),
                              _on("", _w(When.DIRECTED_ACTION), _w(When.BLOCKING), P(Op.RANGE_SET, 1)))),
        # Underbridge Stray: burn 1 life for a press; burn it to unlock a minion.
        102065: dict(levels={"ani": (P(Op.LIFE, 1), P(Op.PRESS, 1), P(Op.BURN_SELF, 1), P(Op.UNLOCK_OTHER, 1)),
                             "ANI": (P(Op.LIFE, 2), P(Op.STRENGTH, 1), P(Op.PRESS, 1), P(Op.BURN_SELF, 1),
                                     P(Op.UNLOCK_OTHER, 1))}),
        # Arms Dealer: "may take a +1 stealth action to allow you to search your library for a
        # weapon and move it to your hand. Shuffle and discard afterward."
        100090: dict(options=(_on("", _act(1), P(Op.SEARCH, 1, Thing.WEAPON)),)),
        # Tye Cooper: (D) burn a non-ready minion, an ash heap card back to hand; immune to non-aggravated damage.
        102053: dict(options=(_on("", _act(0, 0, True), P(Op.BURN_CARD, 1, Thing.MINION),
                                  P(Op.RECUR, 1, Thing.LIBRARY)),)),
        # Marijava Ghoul, Giuseppe: +1 stealth on actions requiring Presence / Necromancy.
        101164: dict(options=(_on("", _w(When.ACTION_REQUIRING, disc_code("pre")), P(Op.STEALTH, 1)),)),
        100833: dict(options=(_on("", _w(When.ACTION_REQUIRING, disc_code("nec")), P(Op.STEALTH, 1)),)),
    }


def _wider_equipment() -> dict[int, Override]:
    """Equipment."""
    P = Prim
    return {
        # Heart of Nizchetus: unlock phase, draw up to 3 and put as many under the library.
        100903: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.DRAW, 3, 1)),)),
        # Leather Jacket: the minion equipping with it unlocks at the end of the turn; burn it to
        # prevent all the damage of the opposing minion's strike; one per minion.
        101081: dict(options=(_on("", _w(When.END_OF_TURN), P(Op.UNLOCK_MINION, 1), P(Op.BURN_SELF, 1),
                                  P(Op.PREVENT, 99)),)),
        # Camera Phone: (D) bleed at +1 bleed; no other equipment adds bleed.
        100287: dict(options=(_on("", _act(0, 0, True), P(Op.BLEED, 1)),)),
        # Bowl of Convergence: the bearer with Auspex gets +1 intercept (only such a bearer is
        # equipped with it); with superior Auspex, it can burn 1 blood during an action for +1 more.
        100243: dict(options=(_on("aus", P(Op.INTERCEPT, 1)), _on("AUS", P(Op.PAY_BLOOD, 1), P(Op.INTERCEPT, 1)))),
        # Sniper Rifle: 2R at long range; the bearer blocking may set the range to long.
        101816: dict(options=(_on("", P(Op.STRIKE, 2, 1), _w(When.BLOCKING), P(Op.RANGE_SET, 2)),)),
        # Palatial Estate: the vampire gains 1 blood each master phase.
        101345: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.GAIN_BLOOD, 1)),)),
        # Kaymakli Fragment: draw 5 as an action; +1 stealth action: 3 blood to an uncontrolled vampire.
        101035: dict(options=(_on("", _act(0), P(Op.DRAW, 5)), _on("", _act(1), P(Op.ADD_UNCONTROLLED, 3)))),
        # Living Manse: +1 bleed; burn it to end combat.
        101114: dict(options=(_on("", P(Op.PLUS_BLEED, 1), P(Op.BURN_SELF, 1), P(Op.COMBAT_ENDS, 1)),)),
        # The Sargon Fragment: superior Necromancy; an action costing 1 blood: an ash heap card to hand.
        101681: dict(options=(_on("", P(Op.DISCIPLINE, 0, disc_code("nec"))), _on("", _act(0, 1),
                                                                                  P(Op.RECUR, 1, Thing.LIBRARY)))),
        # Soul Gem of Etrius: when the bearer is burned, a younger vampire from the crypt replaces it.
        101832: dict(options=(_on("", _w(When.BURNED), P(Op.CRYPT_TO_UNCONTROLLED, 1)),)),
        # An Anarch Manifesto: the anarch with it gets +1 stealth on actions that require an anarch;
        # titled non-Anarch vampires get +1 strength (STRENGTH arg=1: the opposing minion's) in
        # combat with this minion (rules.held_stealth, rules.foe_strength).
        100053: dict(options=(_on("", P(Op.WHEN, When.REQUIRING_SECT, Req.ANARCH), P(Op.STEALTH, 1),
                                  P(Op.WHEN, When.IN_COMBAT_WITH, Who.TITLED_NON_ANARCH), P(Op.STRENGTH, 1, 1)),)),
        # Helicopter: locks when equipped; lock it to unlock after a successful action.
        100909: dict(options=(_on("", P(Op.LOCK, 1), _w(When.AFTER_ACTION), P(Op.UNLOCK_MINION, 1)),)),
        # The Crusader Sword: strength+1 aggravated.
        100474: dict(options=(_on("", P(Op.STRIKE_STRENGTH, 1), P(Op.AGGRAVATED, 1)),)),
        # Codex of the Edenic Groundskeepers: -2 stealth on bleeds; (D) bleed for 1 blood, +3 if
        # the target has no ready unlocked minion.
        100374: dict(options=(_on("", _w(When.BLEEDING), P(Op.STEALTH, -2)), _on("", _act(0, 1, True),
                                                                                 P(Op.BLEED, 0)))),
        # Enchanted Marionette: +1 bleed, and +1 stealth during bleed actions.
        100641: dict(options=(_on("", P(Op.PLUS_BLEED, 1), _w(When.BLEED_ACTION), P(Op.STEALTH, 1)),)),
    }


def _wider_events() -> dict[int, Override]:
    """Events."""
    P = Prim
    return {
        # Dragonbound: in each Methuselah's discard phase, 1 pool for each of their vampires in torpor.
        100581: dict(replace_at=Replace.LEAVES_PLAY, options=(_on(
            "", _w(When.DISCARD_PHASE, 1), _w(When.TORPOR), P(Op.BURN_POOL, 1, 2)),)),
        # The Unmasking: allies get +1 intercept against vampires.
        102079: dict(options=(_on("", _w(When.BLOCKING, Who.VAMPIRE), P(Op.INTERCEPT, 1, Who.ALLY)),)),
        # Anthelios: once each master phase, a master phase action swaps a master card in hand
        # for one in the ash heap.
        100074: dict(options=(_on("", _w(When.MASTER_PHASE), P(Op.EXCHANGE_CARD, 1, Thing.MASTER)),)),
        # Scourge of the Enochians: discard phase: burn a capacity 2- vampire; your predator takes it.
        101697: dict(options=(_on("", _w(When.DISCARD_PHASE), P(Op.BURN_CARD, 1, Thing.VAMPIRE, 2),
                                  P(Op.CONTROL, 1, Who.PREDATOR)),)),
        # FBI Special Affairs Division: 2 damage to an actor who burned an ally; burned at 4 counters.
        100709: dict(options=(_on("", P(Op.COUNTER, 1), P(Op.DAMAGE, 2, 1), P(Op.EXPIRES, 0, 0, When.NO_COUNTERS)),)),
        # Narrow Minds: cards changing a bleed's target cost 1 more.
        101265: dict(options=(_on("", P(Op.COST_INCREASE, 1, Thing.REACTION)),)),
        # The Uncoiling: burns another event each discard phase.
        102057: dict(options=(_on("", _w(When.DISCARD_PHASE), P(Op.BURN_CARD, 1, Thing.EVENT)),)),
        # The Slow Withering: superior cards cost 1 more blood.
        101807: dict(options=(_on("", P(Op.COST_INCREASE, 1, Thing.ANY)),)),
        # NRA PAC: a minion who successfully performs an equip action unlocks at the end of the turn.
        101305: dict(options=(_on("", _w(When.EQUIP), P(Op.UNLOCK_MINION, 1)),)),
        # Torpid Blood: actions of vampires in torpor, and rescuing an older vampire, cost +1 blood;
        # not replaced until a vampire moves from torpor to the ready region (masters.left_torpor).
        101994: dict(replace_at=Replace.LEAVES_PLAY, options=(_on("", P(Op.COST_INCREASE, 1, Thing.ACTION)),)),
        # Restricted Vitae: vampires cannot hunt unless they must hunt; not replaced until a vampire
        # successfully hunts (masters.hunted).
        101614: dict(replace_at=Replace.LEAVES_PLAY, options=(_on("", P(Op.CANNOT, 0, Restriction.HUNT)),)),
        # The Bitter and Sweet Story: +2 hand size per victory point.
        100163: dict(options=(_on("", P(Op.HAND_SIZE, 2, 0, 0, 1)),)),
    }


def _wider_imbued_cards() -> dict[int, Override]:
    """Powers and convictions (the imbued's cards)."""
    P = Prim
    return {
        # Vigilance: unlock this imbued after a successful action / when locked (1 conviction).
        102120: dict(options=(_on("", P(Op.UNLOCK, 1)), _on("", P(Op.REQUIRES, 0, Req.LOCKED),
                                                            P(Op.UNLOCK_MINION, 1)))),
        # Second Sight / Strike with Conviction: conviction cards burned for their effect.
        101705: dict(options=(_on("", P(Op.BURN_SELF, 1), P(Op.INTERCEPT, 1)),
                              _on("", P(Op.BURN_SELF, 1), P(Op.MINUS_INTERCEPT, 1)))),
        101886: dict(options=(_on("", P(Op.BURN_SELF, 1), P(Op.STRIKE_STRENGTH, 1)),
                              _on("", P(Op.BURN_SELF, 1), _act(0, 0, True), P(Op.BLEED, 1)))),
        # React with Conviction: cancel a control change, or an action / strike of those Disciplines.
        101557: dict(options=(_on("", P(Op.BURN_SELF, 1), P(Op.CANCEL, 1)),)),
        # Rejuvenate: 1 life in the unlock phase; +1 stealth action: 1 blood / life to a minion.
        101592: dict(options=(_on("", _w(When.UNLOCK_PHASE), P(Op.LIFE, 1)), _on("", _act(1), P(Op.BLOOD_TO, 1, 1)))),
        # Champion: the monster's action fails and it enters combat with this imbued.
        100322: dict(options=(_on("", P(Op.END_ACTION, 1), P(Op.ENTER_COMBAT, 1)),)),
        # Inspire: a counter to an uncontrolled imbued.
        100991: dict(options=(_on("", _act(1), P(Op.ADD_UNCONTROLLED, 1)),)),
    }


#: The families of :func:`wider_entries`, by card type (a card of two types goes by its first,
#: an action modifier / reaction with the reactions); the entries of each family in TWDA rank.
WIDER_FAMILIES: tuple[Callable[[], dict[int, Override]], ...] = (
    _wider_masters, _wider_master_locations, _wider_masters_in_play, _wider_plain_actions,
    _wider_directed_discipline_actions, _wider_discipline_actions, _wider_action_modifiers, _wider_reactions,
    _wider_combat, _wider_political_actions, _wider_allies_and_retainers, _wider_equipment, _wider_events,
    _wider_imbued_cards,
)


def wider_entries() -> dict[int, Override]:
    """Hand-written entries for the most played cards whose text the patterns cannot read in full
    (ranked by TWDA slots), one table per family of cards (:data:`WIDER_FAMILIES`). Each names the
    primitives of every way of playing the card."""
    return _merged(WIDER_FAMILIES)


def _title_explicit() -> dict[int, Override]:
    """Title cards (:mod:`.titles`): a referendum puts the card on a vampire as its title."""
    title = _on("", Prim(Op.REFERENDUM, 1), Prim(Op.BECOME, 0, Req.CITY_TITLE))
    out = {cid: dict(options=(title,)) for cid in TITLE_CARDS}
    # Closed Session, Private Audience: vampires of other sects abstain (politics.POLLING)
    out[100364] = out[101490] = dict(options=(_opt(Prim(Op.ABSTAIN, 1)),))
    return out


EXPLICIT.update({**_title_explicit(), **explicit_entries(), **wider_entries()})


def _crypt_explicit_camarilla() -> dict[int, tuple[Option, ...]]:
    """Camarilla vampires."""
    P = Prim
    return {
        # Arika: in your prey's unlock phase, your prey burns 1 pool or a location per location.
        200135: (_on("", _w(When.WHILE_READY), P(Op.BURN_POOL, 1), P(Op.BURN_CARD, 0, Thing.LOCATION)),),
        # Lutz: your prey burns 1 pool after a referendum passes.
        200890: (_on("", _w(When.WHILE_READY), _w(When.REFERENDUM_PASSED), P(Op.BURN_POOL, 1)),),
        # Stanislava: retainers of her opponents lose their abilities in combat.
        201312: (_on("", _w(When.IN_COMBAT_WITH), P(Op.CANNOT, 0, Restriction.HAVE_RETAINERS, 1)),),
        # Dmitra Ilyanova: a +1 stealth referendum to distribute 4 blood among ready vampires.
        200349: (_on("", _act(1), P(Op.REFERENDUM, 1), P(Op.BLOOD_TO, 4, 1)),),
        # Volker: cannot block primogen.
        201458: (_on("", P(Op.CANNOT, 0, Restriction.BLOCK_TITLED)),),
        # Marcus Vitel: Sabbat vampires you control +1 bleed against a Methuselah with a ready Camarilla vampire.
        200915: (_on("", _w(When.WHILE_READY), _w(When.BLEEDING, 0, Who.CAMARILLA), P(Op.PLUS_BLEED, 1, 0, Who.SABBAT)),),
        # Rafael de Corazon: vampires contesting his title yield.
        201151: (_on("", P(Op.TRAIT, 0, Trait.TITLE_PREVAILS)),),
        # Maris Streck: 1 blood: +1 intercept to a blocking minion (arg 1: any of yours, as Montano's
        # stealth); +1 stealth action: arrange the top 5 library cards.
        200935: (_on("", P(Op.PAY_BLOOD, 1), P(Op.INTERCEPT, 1, 1)), _on("", _act(1), P(Op.TOP_CRYPT, 5))),
        # Rachel Brandywine: cards discarded in your discard phase go back into the library.
        201148: (_on("", _w(When.DISCARD_PHASE), P(Op.RECUR, 0, Thing.LIBRARY, 1)),),
        # Leandro: each other Methuselah burns 1 pool or loses their transfers (TRANSFERS cond=1: all of
        # those of the next influence phase lost instead).
        200826: (_on("", _w(When.OTHER_UNLOCK_PHASE), _w(When.WHILE_READY), P(Op.BURN_POOL, 1),
                     P(Op.TRANSFERS, 0, 0, 1)),),
        # Lucinde: (D) enter combat with a ready non-Camarilla vampire.
        200873: (_on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1, Who.NON_CAMARILLA)),),
        # Dónal O'Connor: a vampire blocking him burns 1 blood.
        200364: (_on("", _w(When.BLOCKED), P(Op.DAMAGE, 1, 1)),),
        # Gerald Windham: +1 vote per ready titled vampire of other Methuselahs while untitled.
        200508: (_on("", P(Op.VOTES, 0, Who.TITLED, Who.ANOTHER, 1)),),
        # Victor Pelletier: a title bought for 1-3 pool as he enters play.
        201440: (_on("", _w(When.ENTERS_PLAY), P(Op.PAY_POOL, 1), P(Op.BECOME, 0, Req.CITY_TITLE)),),
        # Karen Suadela: Gehenna events do not affect her while a prince.
        200753: (_on("", P(Op.CANNOT, 0, Restriction.BE_TARGETED, 1)),),
        # Alonso Petrodon: 1 unpreventable damage to each Anarch of the bleed's target after a successful bleed.
        200060: (_on("", _w(When.AFTER_BLEED), P(Op.DAMAGE, 1, 1)),),
        # Marcellus: political actions cost Nosferatu 1 more blood.
        200910: (_on("", P(Op.COST_INCREASE, 1, Thing.POLITICAL)),),
        # Mustafa: older Toreador of other Methuselahs can move 1 blood to him to dictate his votes.
        201026: (_on("", _w(When.POLLING), P(Op.CONTROL, 0, Who.OLDER)),),
        # Calebros: older Camarilla vampires can steal his title as a (D) action he cannot block.
        200235: (_on("", P(Op.STEAL_CARD, 1, Thing.TITLE)),),
        # Andre LeRoux: reduce another vampire's successful bleed by 1 to give him +2 bleed this turn.
        200080: (_on("", _w(When.AFTER_BLEED), P(Op.BLEED_AMOUNT, -1), P(Op.PLUS_BLEED, 2)),),
        # Victor Donaldson: a canceled Golconda goes back into the library.
        201438: (_on("", P(Op.RECUR, 1, Thing.MASTER, 1)),),
        # Martin Franckel: -1 bleed unless the target controls a ready Tremere.
        200943: (_on("", _w(When.BLEEDING_NO_CLAN, clan_code("Tremere"), clan_code("Tremere antitribu")),
                     P(Op.PLUS_BLEED, -1)),),
        # Mary Anne Blaire: +1 stealth action: 2 blood to an uncontrolled vampire; Inner Circle -2 bleed.
        200946: (_on("", _act(1), P(Op.ADD_UNCONTROLLED, 2)), _on("", _w(When.WHILE_READY), P(Op.PLUS_BLEED, -2, 1))),
        # Antoinette DuChamp: Celerity action and strike cards cost her 1 more blood.
        200112: (_on("", P(Op.COST_REDUCTION, -1, Thing.DISCIPLINE_CARD, disc_code("cel"))),),
        # Anastasz di Zagreb: 1 fewer vote while another justicar is ready.
        200078: (_on("", P(Op.VOTES, -1)),),
        # Edward Vignes: burn a Dominate card from hand: an action directed at him fails.
        200403: (_on("", _w(When.DIRECTED_AT_YOU), P(Op.DISCARD_FROM_HAND, 1), P(Op.END_ACTION, 1)),),
        # Murat: Serpentis combat cards cost Ministry 1 more against him.
        201022: (_on("", P(Op.COST_INCREASE, 1, Thing.COMBAT)),),
        # Franciscus: burned if he takes more than 3 damage in a combat.
        200477: (_on("", P(Op.EXPIRES, 0, 0, When.END_OF_COMBAT)),),
        # Suhailah: +1 stealth when your prey has a ready prince or justicar.
        201322: (_on("", _w(When.WHILE_READY, Who.PREY), P(Op.STEALTH, 1)),),
        # Jaroslav Pascek: +2 damage with melee weapons; (D) 1 damage to each of your prey's Sabbat vampires.
        200678: (_on("", P(Op.STRIKE_DAMAGE, 2)), _on("", _act(0, 0, True), P(Op.DAMAGE, 1))),
        # Petra: aggravated damage to Baali; a press against her costs 1 blood.
        201116: (_on("", _w(When.IN_COMBAT_WITH, Who.CLAN, clan_code("Baali")), P(Op.AGGRAVATED, 1)),),
        # Angela Preston: lock to unlock another vampire; blocking an older vampire costs her 1 blood.
        200091: (_on("", _w(When.INFLUENCE_PHASE), P(Op.LOCK_SELF, 1), P(Op.UNLOCK_OTHER, 1)),),
        # Dr. John Dee: discard a Thaumaturgy card for +2 votes.
        200377: (_on("", _w(When.POLLING), P(Op.DISCARD_FROM_HAND, 1, 0, DISCARD_DISC + disc_code("tha")),
                     P(Op.VOTES, 2)),),
        # Xaviar: unlocks after a referendum he calls passes.
        201478: (_on("", _w(When.REFERENDUM_PASSED), P(Op.UNLOCK_MINION, 1)),),
        # Cock Robin: once per turn, unlocks after a successful Animalism action.
        200284: (_on("", _w(When.ONCE_PER_TURN), _w(When.AFTER_ACTION, 0, disc_code("ani")), P(Op.UNLOCK_MINION, 1)),),
    }


def _crypt_explicit_sabbat() -> dict[int, tuple[Option, ...]]:
    """Sabbat vampires."""
    P = Prim
    return {
        # Antonio d'Erlette: while ready, 4 transfers fetch a mage ally from library or hand into play.
        200116: (_on("", _w(When.WHILE_READY), P(Op.PAY_TRANSFERS, 4), P(Op.SEARCH, 1, Thing.ALLY, 1),
                     P(Op.REQUIRES, 0, Req.MAGE)),),
        # Aksinya Daclau: once each turn, discard a master card to redirect a bleed against you.
        200034: (_on("", _w(When.ONCE_PER_TURN), _w(When.BLEED_AGAINST_YOU), P(Op.DISCARD_FROM_HAND, 1, Who.ANY, 2),
                     P(Op.REDIRECT_BLEED, 1)),),
        # Keith Moody: your prey may burn the Edge in your unlock phase to burn 1 of his blood.
        200767: (_on("", _w(When.UNLOCK_PHASE), P(Op.EDGE, -1), P(Op.DAMAGE, 1, 1)),),
        # Malgorzata: +1 stealth action: remove an uncontrolled vampire, 4 blood to another.
        200905: (_on("", _act(1), P(Op.REMOVE_FROM_GAME, 1, Thing.CRYPT), P(Op.ADD_UNCONTROLLED, 4)),),
        # Owain Evans: in each Methuselah's unlock phase, 1 blood to one of their vampires.
        201087: (_on("", _w(When.EACH_UNLOCK_PHASE), _w(When.WHILE_READY), P(Op.BLOOD_TO, 1, 1)),),
        # Blackhorse Tanner: once each turn, a drawn card to the bottom of the library, draw again.
        200204: (_on("", _w(When.ONCE_PER_TURN), P(Op.DRAW, 1, 1)),),
        # Enkidu: unlocks after a successful employ retainer action.
        200424: (_on("", _w(When.AFTER_ACTION), _w(When.RECRUIT_EMPLOY), P(Op.UNLOCK_MINION, 1)),),
        # Erlik: as he enters play, up to 5 of his blood to uncontrolled Harbingers of Skulls.
        200434: (_on("", _w(When.ENTERS_PLAY), P(Op.MOVE_BLOOD, 5, 1, clan_code("Harbinger of Skulls"))),),
        # Isanwayen: rescuing him costs 1 more blood.
        200644: (_on("", P(Op.ACTION_COST, 1, Thing.VAMPIRE)),),
        # Selena: aggravated damage from werewolves.
        201261: (_on("", _w(When.IN_COMBAT_WITH, Who.WEREWOLF), P(Op.AGGRAVATED, 1)),),
        # Orlando Oriundus: your vampires' votes are doubled.
        201084: (_on("", _w(When.WHILE_READY), _w(When.POLLING), P(Op.VOTES, 0, 0, 0, 1)),),
        # Jimmy Dunn: cannot be contested.
        200705: (_on("", P(Op.TRAIT, 0, Trait.UNCONTESTABLE)),),
        # Lambach: once each combat, 1 blood: aggravated hand strikes this round.
        200810: (_on("", _w(When.ONCE_PER_COMBAT), P(Op.PAY_BLOOD, 1), P(Op.STRIKE_STRENGTH, 0), P(Op.AGGRAVATED, 1)),),
        # Midget: animal retainers lose their abilities around him (cond 2: animal retainers of
        # anyone, while he acts too; Stanislava's cond 1: those of her opponent in combat).
        200985: (_on("", _w(When.IN_COMBAT_WITH), P(Op.CANNOT, 0, Restriction.HAVE_RETAINERS, 2)),),
        # Greta Kircher: once each action, 1 blood: reduce a bleed by an ally or younger vampire by 1.
        200540: (_on("", _w(When.BLEED_AGAINST_YOU), P(Op.PAY_BLOOD, 1), P(Op.REDUCE_BLEED, 1)),),
        # Little Tailor of Prague: Tzimisce / Vicissitude allies and retainers cost him 1 less.
        200844: (_on("", P(Op.COST_REDUCTION, 1, Thing.ALLY_OR_RETAINER, clan_code("Tzimisce"))),),
        # Hartmut Stover: vampires voting against his referendums burn 1 blood.
        200575: (_on("", _w(When.POLLING), P(Op.DAMAGE, 1, 1)),),
        # Muricia: a Gangrel antitribu burns 1 blood to become a sterile Ahrimane with Spiritus.
        201023: (_on("", _w(When.UNLOCK_PHASE), P(Op.PAY_BLOOD, 1), P(Op.DISCIPLINE, 0, disc_code("spi")),
                     P(Op.TRAIT, 0, Trait.STERILE)),),
        # Céleste Lamontagne: strike: combat ends vs werewolves; +1 intercept vs some Camarilla.
        200259: (_on("", _w(When.IN_COMBAT_WITH, Who.WEREWOLF), P(Op.COMBAT_ENDS, 1)),
                 _on("", _w(When.BLOCKING, Who.CAMARILLA), P(Op.REQUIRES, 0, Req.GEHENNA), P(Op.INTERCEPT, 1))),
        # Armin Brenner: 1 pool when a referendum he calls passes.
        200138: (_on("", _w(When.REFERENDUM_PASSED), P(Op.GAIN_POOL, 1)),),
        # Nicomedes: 1 blood: shuffle your hand into the library and draw.
        201057: (_on("", P(Op.PAY_BLOOD, 1), P(Op.DISCARD_DRAW, 99)),),
        # Cailean: sets the range each round.
        200232: (_on("", _w(When.BEFORE_RANGE), P(Op.RANGE, 1)),),
        # Janey Pickman: once each round, 1 blood: aggravated hand strikes.
        200673: (_on("", P(Op.PAY_BLOOD, 1), P(Op.STRIKE_STRENGTH, 0), P(Op.AGGRAVATED, 1)),),
        # Al-Muntathir: burned if you control 4 True Brujah.
        200038: (_on("", P(Op.EXPIRES, 0, 0, When.CONTROL_COPIES)),),
        # Genevieve: +1 vote in each political action.
        200501: (_on("", _w(When.POLITICAL), P(Op.VOTES, 1)),),
        # Angela Decker: burn 2 pool when she is burned in combat.
        200090: (_on("", _w(When.BURNED), P(Op.BURN_POOL, 2)),),
        # Roderick Phillips March: your minions +1 stealth on equip actions.
        201195: (_on("", _w(When.WHILE_READY), _w(When.EQUIP), P(Op.STEALTH, 1)),),
        # March Halcyon: no blood hunt when diablerized.
        200911: (_on("", P(Op.CANNOT, 0, Restriction.BLOOD_HUNT)),),
        # Idalia: unlocks in the discard phase after a successful equip action.
        200620: (_on("", _w(When.AFTER_ACTION), _w(When.EQUIP), _w(When.DISCARD_PHASE), P(Op.UNLOCK_MINION, 1)),),
        # Sarah Brando: -1 stealth during actions directed at a Methuselah with a ready bishop or archbishop.
        201237: (_on("", _w(When.DIRECTED_ACTION, Who.BISHOP), P(Op.STEALTH, -1)),),
        # Basil: older vampires get +1 strength against him.
        200173: (_on("", _w(When.IN_COMBAT_WITH, Who.OLDER), P(Op.STRENGTH, 1, 1)),),
        # Lena Rowe: cannot receive a title.
        200830: (_on("", P(Op.CANNOT, 0, Restriction.BE_CONTESTED, 1)),),
        # Huang: Gangrel antitribu can enter combat with him as a (D) action.
        200609: (_on("", P(Op.ACTION_COST, 0, Thing.VAMPIRE, 1)),),
        # New Blood: draws a crypt card as it enters play.
        201052: (_on("", _w(When.ENTERS_PLAY), P(Op.CRYPT_TO_UNCONTROLLED, 1)),),
        # Dragos: combat cards cost him no blood.
        200386: (_on("", P(Op.COST_REDUCTION, 99, Thing.COMBAT)),),
        # Reverend Blackwood: Thaumaturgy strikes +1 damage.
        201182: (_on("", P(Op.STRIKE_DAMAGE, 1, 1, disc_code("tha"))),),
        # Paul Cordwood: once each action, remove the top crypt card for +1 intercept or stealth.
        201100: (_on("", _w(When.ONCE_PER_ACTION), P(Op.REMOVE_FROM_GAME, 1, Thing.CRYPT), P(Op.INTERCEPT, 1)),
                 _on("", _w(When.ONCE_PER_ACTION), P(Op.REMOVE_FROM_GAME, 1, Thing.CRYPT), P(Op.STEALTH, 1))),
        # Alvaro: 2 blood after abstaining in a political action.
        200063: (_on("", _w(When.POLITICAL), P(Op.GAIN_BLOOD, 2)),),
    }


def _crypt_explicit_others() -> dict[int, tuple[Option, ...]]:
    """Independent, Anarch and Laibon vampires, and imbued."""
    P = Prim
    return {
        # The Horde: lock to give another acting infernal minion +1 bleed.
        200605: (_on("", _w(When.BLEEDING), P(Op.LOCK_SELF, 1), P(Op.PLUS_BLEED, 1, 0, 1), P(Op.REQUIRES, 0, Req.INFERNAL)),),
        # Jennie Orne: an incapacitated imbued returns with 1 life for 2 conviction.
        200689: (_on("", _w(When.EACH_UNLOCK_PHASE), P(Op.CONVICTION, 2), P(Op.RESCUE, 1, 1), P(Op.LIFE, 1)),),
        # Béatrice Tremblay (and +1 bleed, read from the text): in your unlock phase, another ready
        # imbued you control takes 1 unpreventable damage.
        200181: (_on("", _w(When.UNLOCK_PHASE), P(Op.DAMAGE, 1, 1), P(Op.REQUIRES, 0, Req.IMBUED)),),
        # Inez Villagrande: entering play, a power requiring Innocence from the library or hand on her.
        200632: (_on("", _w(When.ENTERS_PLAY), P(Op.SEARCH, 1, Thing.DISCIPLINE_CARD), P(Op.ON_ACTOR, 1)),),
        # Xian Quan: after a successful block of a monster, still ready: a conviction from hand or ash heap.
        201481: (_on("", _w(When.BLOCKING), _w(When.AFTER_ACTION), P(Op.CONVICTION, -1)),),
        # Paul Moreton: in your influence phase, a counter from your pool to an uncontrolled imbued.
        201103: (_on("", _w(When.INFLUENCE_PHASE), P(Op.BURN_POOL, 1), P(Op.ADD_UNCONTROLLED, 1),
                     P(Op.REQUIRES, 0, Req.IMBUED)),),
        # Erick Franco: entering combat with a monster as an action, a conviction from hand or ash heap.
        200432: (_on("", _w(When.IN_COMBAT_WITH), P(Op.CONVICTION, -1)),),
        # Liz Thornton: no conviction as normal when entering play.
        200846: (_on("", _w(When.ENTERS_PLAY), P(Op.CONVICTION, 0)),),
        # Travis Miller: +1 stealth action (1 conviction): 2 blood to an uncontrolled imbued.
        201386: (_on("", _act(1), P(Op.CONVICTION, 1), P(Op.ADD_UNCONTROLLED, 2), P(Op.REQUIRES, 0, Req.IMBUED)),),
        # Guillaume Giovanni: +1 hand size per location you control.
        200545: (_on("", _w(When.WHILE_READY), P(Op.HAND_SIZE, 0, 0, 0, 1)),),
        # Arishat: burn 1 blood to force a vampire to abstain.
        200136: (_on("", _w(When.POLLING), P(Op.PAY_BLOOD, 1), P(Op.ABSTAIN, 1)),),
        # Saulot: damage from Baali reduced to 0.
        201248: (_on("", _w(When.IN_COMBAT_WITH, Who.CLAN, clan_code("Baali")), P(Op.PREVENT, 99, 1)),),
        # Le Dinh Tho: +1 stealth (D) action: discard a card of your choice from a hand.
        200824: (_on("", _act(1, 0, True), P(Op.OPEN_HAND, 0), P(Op.DISCARD_FROM_HAND, 1, Who.ANOTHER)),),
        # Undele: +1 stealth referendum: two minion cards from your ash heap to your hand.
        201409: (_on("", _act(1), P(Op.REFERENDUM, 1), P(Op.RECUR, 2, Thing.MINION_CARD)),),
        # Nakhthorheb: minions with your corruption counters cannot block him.
        201033: (_on("", P(Op.UNBLOCKABLE, 1, Who.CORRUPTED)),),
        # François Loehr: other Methuselahs' actions targeting him cost 1 more blood or life.
        200479: (_on("", P(Op.ACTION_COST, 1, 0, 1)),),
        # Giotto Verducci: discard a card in others' discard phases; blockers burn 1 blood.
        200520: (_on("", _w(When.DISCARD_PHASE), P(Op.DISCARD_DRAW, 1)),
                 _on("", _w(When.BLOCK_ATTEMPT), P(Op.PAY_BLOOD, 1))),
        # The Capuchin: when burned, back to the uncontrolled region and +3 transfers.
        200242: (_on("", _w(When.BURNED), P(Op.TO_UNCONTROLLED, 1), P(Op.TRANSFERS, 3)),),
        # Matasuntha: 1 pool when her opponent leaves the ready region.
        200956: (_on("", _w(When.LEAVES_READY), P(Op.GAIN_POOL, 1)),),
        # Xeper: +1 vote per ready unique infernal vampire you control.
        201480: (_on("", P(Op.VOTES, 0, 0, 0, 1)),),
        # Aline Gädeke: once each turn, 1 blood to unlock after another Anarch's successful action.
        201576: (_on("", _w(When.ONCE_PER_TURN), _w(When.AFTER_ACTION, Who.ANARCH), P(Op.PAY_BLOOD, 1),
                     P(Op.UNLOCK_MINION, 1)),),
        # Erebus: wraith allies and retainers cost him 1 less.
        200428: (_on("", P(Op.COST_REDUCTION, 1, Thing.WRAITH)),),
        # Uchenna: master phase, 1 blood: burn a card from hand and draw.
        201401: (_on("", _w(When.MASTER_PHASE), P(Op.PAY_BLOOD, 1), P(Op.DISCARD_DRAW, 1)),),
        # Montano: during an action, 1 blood: +1 stealth to a minion you control.
        201006: (_on("", P(Op.PAY_BLOOD, 1), P(Op.STEALTH, 1, 1)),),  # arg 1: to any minion you control
        # Babalawo Alafin: unlock phase, discard two cards and draw.
        200158: (_on("", _w(When.UNLOCK_PHASE), P(Op.DISCARD_DRAW, 2), P(Op.HAND_SIZE_OTHERS, 1)),),
        # Ayo Igoli: +1 vote per ready titled vampire you control.
        200153: (_on("", P(Op.VOTES, 0, 0, 0, 1)),),
        # Marciana Giovanni: bleeds cost her 1 blood; lock her to let a non-Sabbat vampire buy +1 intercept.
        200913: (_on("", P(Op.ACTION_COST, 1, Thing.ACTION)), _on("", P(Op.LOCK_SELF, 1), P(Op.PAY_BLOOD, 1),
                                                                    P(Op.INTERCEPT, 1))),
        # Onaedo: +1 stealth on diablerie actions while Otieno is ready (you control a ready one).
        201082: (_on("", _w(When.DIABLERIE), P(Op.REQUIRES, 0, Req.READY), P(Op.STEALTH, 1)),),
        # Adrino Manauara: a mandatory press each combat.
        201664: (_on("", _w(When.EACH_COMBAT), P(Op.PRESS, 1)),),
        # Nangila Were: +1 hand size while ready.
        201036: (_on("", _w(When.WHILE_READY), P(Op.HAND_SIZE, 1)),),
        # Valkyrie: no directed actions unless Brunhilde is ready (crypt_read.DIRECTED_UNLESS_READY).
        201423: (_on("", P(Op.CANNOT, 0, Restriction.DIRECTED_ACTIONS, 1)),),
        # Lucian, the Perfect: strikes against him cost 1 more; his opponent may choose not to strike.
        200871: (_on("", P(Op.ACTION_COST, 1, Thing.COMBAT)),),
        # John O'Malley: (D) enter combat with a monster (1 conviction).
        200715: (_on("", _act(0, 0, True), P(Op.ENTER_COMBAT, 1)),),
        # Massassi: an optional maneuver in the first round after entering combat.
        200954: (_on("", _w(When.FIRST_ROUND), P(Op.MANEUVER, 1)),),
        # Amaravati: 2 blood: each ready Banu Haqim you control +1 vote.
        200065: (_on("", _w(When.POLLING), P(Op.PAY_BLOOD, 2), P(Op.VOTES, 1)),),
        # Jacob Fermor: werewolves you control +1 bleed.
        200663: (_on("", _w(When.WHILE_READY), P(Op.PLUS_BLEED, 1, 1)),),
        # Branimira: +1 intercept while you have 9 or fewer pool.
        201667: (_on("", _w(When.POOL_AT_MOST, 9), P(Op.INTERCEPT, 1)),),
        # Nefertiti: +1 stealth (D) action costing 1 blood: a corruption counter on a prey's minion.
        201042: (_on("", _act(1, 1, True), P(Op.COUNTER, 1)),),
        # Carlotta Giovanni: +1 stealth action costing 1 blood: swap a card in hand with one in the ash heap.
        200245: (_on("", _act(1, 1), P(Op.EXCHANGE_CARD, 1, Thing.LIBRARY)),),
        # Nonu Dis: 1 blood to a Ministry vampire after playing a master card.
        201608: (_on("", _w(When.MASTER_PHASE), P(Op.BLOOD_TO, 1, 1)),),
        # Matthias: Baali and Ministry -1 bleed against you.
        200963: (_on("", _w(When.BLEED_AGAINST_YOU, Who.CLAN, clan_code("Baali")), P(Op.PLUS_BLEED, -1)),
                 _on("", _w(When.BLEED_AGAINST_YOU, Who.CLAN, clan_code("Ministry")), P(Op.PLUS_BLEED, -1))),
        # Anu Diptinatpa: 1 blood: +1 bleed to the acting minion.
        200119: (_on("", _w(When.BLEEDING), P(Op.PAY_BLOOD, 1), P(Op.PLUS_BLEED, 1)),),
    }


#: The families of :func:`crypt_entries`: Camarilla, Sabbat, other vampires and imbued.
CRYPT_FAMILIES: tuple[Callable[[], dict[int, tuple[Option, ...]]], ...] = (
    _crypt_explicit_camarilla, _crypt_explicit_sabbat, _crypt_explicit_others)


def crypt_entries() -> dict[int, tuple[Option, ...]]:
    """Abilities of the most played crypt cards for the sentences the crypt patterns cannot read
    (ranked by TWDA slots within each family of :data:`CRYPT_FAMILIES`, by sect); each entry
    stands for all of them."""
    return _merged(CRYPT_FAMILIES)


def _crypt_votes() -> dict[int, tuple[Option, ...]]:
    """Joseph O'Grady, Stefano Giovanni: burn 1 blood while polling for +1 vote (rules 6.3.3)."""
    blood_vote = (_on("", _w(When.POLLING), Prim(Op.PAY_BLOOD, 1), Prim(Op.VOTES, 1)),)
    return {200724: blood_vote, 201314: blood_vote}


CRYPT_EXPLICIT.update({**_crypt_votes(), **crypt_entries()})


# -- the coverage report's home of each card with an entry here: "explicit: <family>" ----------------------

from collections.abc import Mapping  # noqa: E402

from ..models import Card  # noqa: E402
from .card_types import ENTRY_READERS  # noqa: E402

#: a family of this module: its entries by VEKN id
_Family = Callable[[], Mapping[int, object]]


def _family_label(family: _Family) -> str:
    """"reactions" of ``_wider_reactions``, "crypt (Sabbat)" of ``_crypt_explicit_sabbat``."""
    name = family.__name__.strip("_")
    for prefix in ("explicit_", "wider_"):
        name = name.removeprefix(prefix)
    if name.startswith("crypt_"):
        group = name.rsplit("_", 1)[-1]
        return f"crypt ({group.capitalize() if group in ('camarilla', 'sabbat') else group})"
    return "titles" if name == "title_explicit" else name.replace("_", " ")


_HOMES: dict[int, str] = {}


def home(card: Card, eff: object) -> str:
    """The family of this module holding the card's entry (the one in effect), or ""."""
    if not _HOMES:
        families: tuple[_Family, ...] = (
            _title_explicit, *EXPLICIT_FAMILIES, *WIDER_FAMILIES, _crypt_votes, *CRYPT_FAMILIES)
        for family in families:
            label = "explicit: " + _family_label(family)
            _HOMES.update(dict.fromkeys(family(), label))
    return _HOMES.get(card.id, "")


ENTRY_READERS["explicit"] = home


__all__ = [
    "CRYPT_FAMILIES", "EXPLICIT_FAMILIES", "WIDER_FAMILIES", "crypt_entries", "explicit_entries", "home",
    "wider_entries",
]
