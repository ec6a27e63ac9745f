"""The crypt card rules: sentences of a crypt card's text read as abilities (card language).

Each builder below is registered with :func:`.effects.crypt_rule` for the sentences its pattern
matches in full (lowercase, the vampire's name as ``§``) and returns the abilities, one tuple of
primitives each, that the sentence stands for (None: not this rule after all);
:func:`.effects.extract_crypt` tries them in this order, the first match reading the sentence.
Importing this module fills :data:`.effects.CRYPT_RULES`; the engine package imports it, so any
engine import does.
"""

from __future__ import annotations

import re

from .effects import (
    DISCARD_DISC, TRAIT_WORDS, Abilities, Op, Prim, Req, Restriction, Thing, Trait, When, Who, as_action, clan_code,
    clan_of, disc_code, number_of, timing,
)
from .effects import crypt_rule as _rule  # (short: the patterns are long)

_S = r"(?:the )?(?:§|he|she|it|they|this vampire)"  # the vampire itself
_N = r"(\d+|an?|one|two|three)"

_STAT_OPS = {
    "bleed": Op.PLUS_BLEED, "strength": Op.STRENGTH, "stealth": Op.STEALTH, "intercept": Op.INTERCEPT,
    "hand size": Op.HAND_SIZE, "vote": Op.VOTES, "votes": Op.VOTES, "ballot": Op.BALLOT, "ballots": Op.BALLOT,
}
_THING_WORDS = {
    "location": Thing.LOCATION, "equipment": Thing.EQUIPMENT, "an equipment": Thing.EQUIPMENT,
    "retainer": Thing.RETAINER, "ally": Thing.ALLY, "weapon": Thing.WEAPON, "minion card": Thing.MINION_CARD,
}


@_rule(r"(?:(?:§|he|she|it|they) gets? )?((?:[+-]\d+ (?:bleed|strength|stealth|intercept|hand size|votes?|ballots?)"
       r"(?:,? and |\. |, )?)+)")
def _stats(m: re.Match[str]) -> Abilities:
    return [tuple(Prim(_STAT_OPS[w], int(v)) for v, w in re.findall(r"([+-]\d+) (bleed|strength|stealth|intercept"
                                                                     r"|hand size|votes?|ballots?)", m.group(1)))]


@_rule(r"(infernal|sterile|scarce|blood cursed|black hand|seraph|red list|non-unique|flight \[flight\])")
def _trait(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.TRAIT, 0, TRAIT_WORDS[m.group(1)]),)]


@_rule(r"§s? (?:is|are) not unique")
def _not_unique(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.TRAIT, 0, Trait.NON_UNIQUE),)]


@_rule(rf"{_S} (?:gets|has) {_N} optional (maneuver|press)(?:es|s)? (?:each|in each|every) combat")
def _optional_each_combat(m: re.Match[str]) -> Abilities:
    return [(timing(When.EACH_COMBAT),
             Prim(Op.MANEUVER if m.group(2) == "maneuver" else Op.PRESS, number_of(m.group(1))))]


@_rule(rf"{_S} gets ([+-]\d) strength (?:on|in|during) the first round of (?:each )?combat")
def _first_round_strength(m: re.Match[str]) -> Abilities:
    """"Lisa Noble gets -1 strength on the first round of combat" (combat.strength_of)."""
    return [(timing(When.FIRST_ROUND), Prim(Op.STRENGTH, int(m.group(1))))]


@_rule(rf"{_S} gets {_N} optional (maneuver|press) (?:on|in|during) the first round of (?:each )?combat")
def _optional_first_round(m: re.Match[str]) -> Abilities:
    return [(timing(When.FIRST_ROUND),
             Prim(Op.MANEUVER if m.group(2) == "maneuver" else Op.PRESS, number_of(m.group(1))))]


@_rule(rf"(?:once each combat, )?{_S} (?:may|can) prevent {_N} (?:point of )?(?:non-aggravated )?damage"
       r"(?: each combat| from an opposing minion's strike| each round)?")
def _prevent_each_combat(m: re.Match[str]) -> Abilities:
    return [(timing(When.ONCE_PER_COMBAT), Prim(Op.PREVENT, number_of(m.group(1))))]


@_rule(rf"{_S} (?:may|can) enter combat with (?:any |a )?(ready )?(?P<who>minion|vampire)"
       r"(?: controlled by another methuselah)? as an? (\+1 stealth )?\(d\) action(?: that costs (\d) blood)?")
def _enter_combat(m: re.Match[str]) -> Abilities:
    who = Who.VAMPIRE if m.group("who") == "vampire" else Who.ANY
    return [(as_action(1 if m.group(3) else 0, number_of(m.group(4), 0), True), Prim(Op.ENTER_COMBAT, 1, who))]


@_rule(rf"if {_S} is ready during your master phase, you get two master phase actions \(instead of one\)")
def _two_master_actions(m: re.Match[str]) -> Abilities:
    return [(timing(When.WHILE_READY), Prim(Op.MASTER_ACTIONS, 1))]


@_rule(rf"while {_S} is ready, you get two master phase actions \(instead of one\) each master phase"
       rf" and \+(\d) hand size")
def _two_master_actions_hand(m: re.Match[str]) -> Abilities:
    return [(timing(When.WHILE_READY), Prim(Op.MASTER_ACTIONS, 1), Prim(Op.HAND_SIZE, int(m.group(1))))]


@_rule(rf"if {_S} is (?:ready|unlocked) (?:at the start of|during) your master phase, you get \+(\d) master"
       rf" phase actions?")
def _plus_master_action(m: re.Match[str]) -> Abilities:
    unlocked = 1 if " is unlocked " in m.group(0) else 0
    return [(timing(When.WHILE_READY, unlocked), Prim(Op.MASTER_ACTIONS, int(m.group(1))))]


@_rule(rf"if {_S} is ready during your master phase, you can lock (?:him|her|it|them) to get \+(\d) master phase"
       rf" actions?")
def _lock_master_action(m: re.Match[str]) -> Abilities:
    return [(timing(When.MASTER_PHASE), Prim(Op.LOCK_SELF, 1), Prim(Op.MASTER_ACTIONS, int(m.group(1))))]


@_rule(rf"if {_S} is ready during your master phase, you can burn (\d) pool to get \+(\d) master phase actions?")
def _pay_master_action(m: re.Match[str]) -> Abilities:
    return [(timing(When.MASTER_PHASE), Prim(Op.PAY_POOL, int(m.group(1))), Prim(Op.MASTER_ACTIONS, int(m.group(2))))]


@_rule(rf"if {_S} is ready at the start of your influence phase, you get \+(\d) transfers?")
def _transfers(m: re.Match[str]) -> Abilities:
    return [(timing(When.WHILE_READY), Prim(Op.TRANSFERS, int(m.group(1))))]


@_rule(rf"while {_S} is ready, you get \+(\d) hand size")
def _hand_size(m: re.Match[str]) -> Abilities:
    return [(timing(When.WHILE_READY), Prim(Op.HAND_SIZE, int(m.group(1))))]


@_rule(rf"if {_S} successfully hunts, (?:he|she|it) does not unlock as normal during (?:his|her|its) next unlock phase")
def _hunt_locks(m: re.Match[str]) -> Abilities:
    return [(timing(When.AFTER_ACTION), timing(When.HUNTING), Prim(Op.CANNOT, 0, Restriction.UNLOCK))]


@_rule(rf"whenever a vampire controlled by your predator or prey is burned, {_S} gains (\d) blood")
def _neighbour_burned_blood(m: re.Match[str]) -> Abilities:
    return [(timing(When.BURNED, Who.ANOTHER), Prim(Op.GAIN_BLOOD, int(m.group(1))))]


@_rule(rf"while {_S} is in combat, you get \+(\d) hand size")
def _combat_hand_size(m: re.Match[str]) -> Abilities:
    return [(timing(When.EACH_COMBAT), Prim(Op.HAND_SIZE, int(m.group(1))))]


@_rule(rf"while {_S} is ready, you get \+(\d) discard phase actions? at the start of your discard phase,? and \+"
       rf"(\d) hand size")
def _discard_actions_hand(m: re.Match[str]) -> Abilities:
    return [(timing(When.WHILE_READY), Prim(Op.DISCARD_ACTIONS, int(m.group(1))), Prim(Op.HAND_SIZE, int(m.group(2))))]


@_rule(rf"{_S} (?:can|may) bleed (?:at|with) \+(\d) bleed as an? (?:\+(\d) stealth )?\(d\) action(?: that costs "
       rf"(\d) blood)?")
def _bleed_action(m: re.Match[str]) -> Abilities:
    return [(as_action(number_of(m.group(2), 0), number_of(m.group(3), 0), True), Prim(Op.BLEED, int(m.group(1))))]


@_rule(rf"{_S} can burn (\d) blood to strike: (\d)(r?) (aggravated )?damage")
def _blood_strike(m: re.Match[str]) -> Abilities:
    prims = [Prim(Op.PAY_BLOOD, int(m.group(1))), Prim(Op.STRIKE, int(m.group(2)), 1 if m.group(3) else 0)]
    if m.group(4):
        prims.append(Prim(Op.AGGRAVATED, 1))
    return [tuple(prims)]


@_rule(rf"{_S} can strike: (\d)(r?) (aggravated )?damage")
def _strike(m: re.Match[str]) -> Abilities:
    prims = [Prim(Op.STRIKE, int(m.group(1)), 1 if m.group(2) else 0)]
    if m.group(3):
        prims.append(Prim(Op.AGGRAVATED, 1))
    return [tuple(prims)]


@_rule(rf"{_S} (?:can|may) steal (\d) blood(?: or life)? as a (ranged )?strike")
def _steal_strike(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.STEAL_BLOOD, int(m.group(1)), 1 if m.group(2) else 0),)]


@_rule(rf"{_S} (?:can|may) steal (equipment|a weapon|an equipment) as a strike")
def _steal_equipment_strike(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.STRIKE, 0), Prim(Op.STEAL_CARD, 1, Thing.WEAPON if "weapon" in m.group(1) else Thing.EQUIPMENT))]


@_rule(rf"damage from {_S}'s hand strikes is aggravated")
def _aggravated_hands(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.STRIKE_STRENGTH, 0), Prim(Op.AGGRAVATED, 1))]


@_rule(rf"after {_S} successfully bleeds,? you (?:can|may) gain (\d) pool")
def _pool_after_bleed(m: re.Match[str]) -> Abilities:
    return [(timing(When.AFTER_BLEED), Prim(Op.GAIN_POOL, int(m.group(1))))]


@_rule(rf"you (?:can|may) burn the top card of the target methuselah's library after {_S} bleeds successfully")
def _mill_after_bleed(m: re.Match[str]) -> Abilities:
    """"you can burn the top card of the target Methuselah's library after Hecate bleeds successfully"."""
    return [(timing(When.AFTER_BLEED), Prim(Op.MILL, 1))]


@_rule(rf"{_S} cannot (?:attempt to )?block")
def _cannot_block(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.BLOCK),)]


@_rule(rf"{_S} cannot use weapons")
def _no_weapons(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.USE_WEAPONS),)]


@_rule(rf"{_S} cannot have or use equipment( or retainers)?")
def _no_equipment(m: re.Match[str]) -> Abilities:
    out = [Prim(Op.CANNOT, 0, Restriction.HAVE_EQUIPMENT)]
    if m.group(1):
        out.append(Prim(Op.CANNOT, 0, Restriction.HAVE_RETAINERS))
    return [tuple(out)]


@_rule(rf"{_S} cannot perform political actions")
def _no_political(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.POLITICAL_ACTIONS),)]


@_rule(rf"once each turn, {_S} can unlock")
def _unlock_once(m: re.Match[str]) -> Abilities:
    return [(timing(When.ONCE_PER_TURN), Prim(Op.UNLOCK, 1))]


@_rule(rf"{_S} cannot play action cards")
def _no_action_cards(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.PLAY_ACTION_CARDS),)]


@_rule(rf"{_S} cannot use cards requiring [a-z]+ \[(\w+)\]")
def _no_discipline(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.USE_DISCIPLINE, disc_code(m.group(1))),)]


@_rule(r"(allies|vampires|younger vampires) cannot (?:attempt to )?block (?:him|her|it|them|§)")
def _unblockable_by(m: re.Match[str]) -> Abilities:
    who = {"allies": Who.ALLY, "vampires": Who.VAMPIRE, "younger vampires": Who.YOUNGER}[m.group(1)]
    return [(Prim(Op.UNBLOCKABLE, 1, who),)]


@_rule(rf"younger ([a-z ]+?) cannot (?:attempt to )?block {_S}")
def _unblockable_younger_clan(m: re.Match[str]) -> Abilities | None:
    clan = clan_of(m.group(1))
    return [(timing(When.BLOCK_ATTEMPT, Who.YOUNGER), Prim(Op.UNBLOCKABLE, 1, Who.CLAN, clan))] if clan else None


@_rule(rf"(?:cards requiring )?[a-z]+ \[(\w+)\] cards? cost {_S} (-?\d|one) (?:less|fewer) blood"
       rf"|cards (?:requiring|that require) [a-z]+ \[(\w+)\] cost {_S} (-?\d|one) (?:less |fewer )?blood")
def _discipline_cost(m: re.Match[str]) -> Abilities:
    disc = m.group(1) or m.group(3)
    n = abs(number_of(m.group(2) or m.group(4)))
    return [(Prim(Op.COST_REDUCTION, n, Thing.DISCIPLINE_CARD, disc_code(disc)),)]


@_rule(rf"(combat|action|political action|reaction) cards cost {_S} (\d) (?:less|fewer) blood")
def _kind_cost(m: re.Match[str]) -> Abilities:
    thing = {"combat": Thing.COMBAT, "action": Thing.ACTION, "political action": Thing.POLITICAL,
             "reaction": Thing.REACTION}[m.group(1)]
    return [(Prim(Op.COST_REDUCTION, int(m.group(2)), thing),)]


@_rule(rf"animals \(allies and retainers\) cost {_S} -?(\d) (?:fewer )?blood or pool")
def _animal_cost(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.COST_REDUCTION, int(m.group(1)), Thing.ANIMAL),)]


@_rule(rf"once each turn, {_S} can reduce the cost of a card (?:he|she|it|they) plays? by (\d) blood")
def _any_cost(m: re.Match[str]) -> Abilities:
    return [(timing(When.ONCE_PER_TURN), Prim(Op.COST_REDUCTION, int(m.group(1)), Thing.ANY))]


@_rule(rf"{_S} gets {_N} optional maneuver and {_N} optional press each combat")
def _maneuver_and_press_each_combat(m: re.Match[str]) -> Abilities:
    return [(timing(When.EACH_COMBAT), Prim(Op.MANEUVER, number_of(m.group(1)))),
            (timing(When.EACH_COMBAT), Prim(Op.PRESS, number_of(m.group(2))))]


@_rule(rf"{_S} gets (?:an additional )?\+(\d) bleed against (?:a )?methuselahs? who controls? a ready ([a-z ]+?)"
       rf"(?: vampire)?")
def _bleed_against_clan(m: re.Match[str]) -> Abilities | None:
    """"Céleste gets +1 bleed against Methuselahs who control a ready Toreador"."""
    clan = _clan_words(m.group(2))
    return [(timing(When.BLEEDING, clan), Prim(Op.PLUS_BLEED, int(m.group(1))))] if clan else None


@_rule(rf"{_S} gets ([+-]\d) intercept against ([a-z ]+?)(?: and ([a-z ]+?))?(?: vampires)?")
def _intercept_against_clans(m: re.Match[str]) -> Abilities | None:
    """"Vaclav gets +1 intercept against Gangrel", "Hugo gets -1 intercept against Lasombra and
    Tzimisce": when attempting to block a vampire of the clan."""
    clans = [_clan_words(g) for g in m.groups()[1:] if g]
    if not all(clans):
        return None
    return [(timing(When.BLOCKING, Who.CLAN), Prim(Op.INTERCEPT, int(m.group(1)), 0, c)) for c in clans]


@_rule(r"([a-z ]+?) get ([+-]\d) strength in combat with (?:§|him|her)")
def _clan_strength_vs(m: re.Match[str]) -> Abilities | None:
    clan = _clan_words(m.group(1).replace("followers of set", "follower of set"))  # "... with Vardar"
    return [(timing(When.IN_COMBAT_WITH, Who.CLAN, clan), Prim(Op.STRENGTH, int(m.group(2)), 1))] if clan else None


@_rule(rf"{_S} gets \+(\d) intercept when attempting to block (?:an? |other )?([a-z ]+?)(?: vampires?)?")
def _intercept_vs_clan(m: re.Match[str]) -> Abilities | None:
    clan = clan_of(m.group(2))
    return [(timing(When.BLOCKING, Who.CLAN), Prim(Op.INTERCEPT, int(m.group(1)), 0, clan))] if clan else None


@_rule(rf"{_S} gets (?:an additional )?\+(\d) bleed (?:against|when bleeding) a methuselah who controls a younger "
       rf"ready ([a-z ]+?)(?: vampire)?")
def _bleed_vs_younger_clan(m: re.Match[str]) -> Abilities | None:
    clan = _clan_words(m.group(2))  # Stravinsky: "... who controls a younger ready Tzimisce"
    return [(timing(When.BLEEDING, clan, Who.YOUNGER), Prim(Op.PLUS_BLEED, int(m.group(1))))] if clan else None


@_rule(rf"{_S} gets (?:an additional )?\+(\d) bleed when bleeding a methuselah who controls a ready ([a-z ]+?)"
       rf"(?: vampire)?")
def _bleed_vs_clan(m: re.Match[str]) -> Abilities | None:
    clan = _clan_words(m.group(2))
    return [(timing(When.BLEEDING, clan), Prim(Op.PLUS_BLEED, int(m.group(1))))] if clan else None


@_rule(rf"{_S} gets \+(\d) strength (?:when |while )?in combat with (?:an? )?([a-z ]+?)(?: vampires?)?")
def _strength_vs(m: re.Match[str]) -> Abilities | None:
    word = m.group(2)
    if word == "camarilla":
        return [(timing(When.IN_COMBAT_WITH, Who.CAMARILLA), Prim(Op.STRENGTH, int(m.group(1))))]
    clan = clan_of(word)
    return [(timing(When.IN_COMBAT_WITH, Who.CLAN), Prim(Op.STRENGTH, int(m.group(1)), 0, clan))] if clan else None


@_rule(rf"{_S} gets -(\d) (stealth|strength) (?:when|while) (hunting|bleeding|in combat with an? [a-z ]+)")
def _malus(m: re.Match[str]) -> Abilities | None:
    what, when = m.group(2), m.group(3)
    op = Op.STEALTH if what == "stealth" else Op.STRENGTH
    if when == "hunting":
        return [(timing(When.HUNTING), Prim(op, -int(m.group(1))))]
    if when == "bleeding":
        return [(timing(When.BLEEDING), Prim(op, -int(m.group(1))))]
    clan = clan_of(when.split(" with ")[1].split(" ", 1)[1])
    return [(timing(When.IN_COMBAT_WITH, Who.CLAN), Prim(op, -int(m.group(1)), 0, clan))] if clan else None


@_rule(rf"{_S} does not get the usual \+1 stealth when hunting")
def _no_hunt_stealth(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.HUNT_STEALTH),)]


@_rule(rf"{_S} gets \+(\d) stealth (?:during|on) (?:actions requiring [a-z]+ \[(\w+)\]|(recruit and employ) actions"
       r"|(undirected) actions|(?:each of )?(?:his|her|its|their) actions)")
def _stealth_during(m: re.Match[str]) -> Abilities:
    n = int(m.group(1))
    if m.group(2):
        return [(timing(When.ACTION_REQUIRING, disc_code(m.group(2))), Prim(Op.STEALTH, n))]
    if m.group(3):
        return [(timing(When.RECRUIT_EMPLOY), Prim(Op.STEALTH, n))]
    if m.group(4):
        return [(timing(When.UNDIRECTED), Prim(Op.STEALTH, n))]
    return [(Prim(Op.STEALTH, n),)]


@_rule(rf"(?:once each (action|turn), )?(?:{_S} can|during an action, {_S} can) burn (\d) blood to get \+(\d) "
       r"(intercept|stealth|bleed)(?: for the current action)?")
def _pay_for_stat(m: re.Match[str]) -> Abilities:
    prims = [Prim(Op.PAY_BLOOD, int(m.group(2))), Prim(_STAT_OPS[m.group(4)], int(m.group(3)))]
    if m.group(1):
        prims.insert(0, timing(When.ONCE_PER_ACTION if m.group(1) == "action" else When.ONCE_PER_TURN))
    return [tuple(prims)]


@_rule(rf"(?:during your unlock phase, )?(?:you (?:can|may) move|{_S} (?:can|may) move) (\d) blood from (?:§|him"
       rf"|her|it) to "
       r"(?:(a vampire in play or in your uncontrolled region)|(?:any|a|an) ([a-z ]+?) in your uncontrolled region)"
       r"(?: during your unlock phase)?")
def _move_blood(m: re.Match[str]) -> Abilities | None:
    if m.group(2):
        return [(timing(When.UNLOCK_PHASE), Prim(Op.MOVE_BLOOD, int(m.group(1)), 2))]
    word = m.group(3)
    clan = 0 if word in ("vampire", "younger vampire") else clan_of(word)
    if word not in ("vampire", "younger vampire") and not clan:
        return None
    return [(timing(When.UNLOCK_PHASE),
             Prim(Op.MOVE_BLOOD, int(m.group(1)), 3 if word == "younger vampire" else 1, clan))]


@_rule(r"you may use a discard phase action to move (\d) blood from § to an? ([a-z ]+?) in your uncontrolled region")
def _move_blood_discard(m: re.Match[str]) -> Abilities:
    clan = clan_of(m.group(2)) if m.group(2) not in ("vampire", "laibon") else 0
    req = [Prim(Op.REQUIRES, 0, Req.LAIBON)] if m.group(2) == "laibon" else []
    return [(timing(When.DISCARD_PHASE), Prim(Op.MOVE_BLOOD, int(m.group(1)), 1, clan), *req)]


@_rule(rf"{_S} (?:may|can) steal (?:up to )?(\d) blood(?: or life \(becoming blood\))? from an? (younger vampire"
       rf"|ready minion"
       rf"|vampire|minion) as an? (\+1 stealth )?\(d\) action")
def _steal_blood_action(m: re.Match[str]) -> Abilities:
    who = Who.YOUNGER if "younger" in m.group(2) else Who.VAMPIRE if m.group(2) == "vampire" else Who.ANY
    return [(as_action(1 if m.group(3) else 0, 0, True), Prim(Op.STEAL_BLOOD, int(m.group(1)), 0, who))]


@_rule(rf"{_S} (?:can|may) burn an? (retainer|location|equipment|ally) as an? (\+1 stealth )?\(d\) action")
def _burn_action(m: re.Match[str]) -> Abilities:
    return [(as_action(1 if m.group(2) else 0, 0, True), Prim(Op.BURN_CARD, 1, _THING_WORDS[m.group(1)]))]


@_rule(rf"{_S} (?:can|may) burn a location or steal an equipment as a \(d\) action")
def _burn_or_steal(m: re.Match[str]) -> Abilities:
    return [(as_action(0, 0, True), Prim(Op.BURN_CARD, 1, Thing.LOCATION)),
            (as_action(0, 0, True), Prim(Op.STEAL_CARD, 1, Thing.EQUIPMENT))]


@_rule(rf"{_S} can search your library for an? (minion card|location|equipment|retainer|ally), reveal it, and"
       rf" move it to"
       r" your hand as an? (\+1 stealth )?action")
def _search_action(m: re.Match[str]) -> Abilities:
    return [(as_action(1 if m.group(2) else 0), Prim(Op.SEARCH, 1, _THING_WORDS[m.group(1)]))]


@_rule(rf"{_S} (?:can|may) lock an ally or a younger vampire as an? (\+1 stealth )?\(d\) action")
def _lock_action(m: re.Match[str]) -> Abilities:
    return [(as_action(1 if m.group(1) else 0, 0, True), Prim(Op.LOCK, 1, Who.ALLY_OR_YOUNGER))]


@_rule(rf"{_S} (?:may|can) steal an ally controlled by another methuselah as an? (\+1 stealth )?\(d\) action")
def _steal_ally(m: re.Match[str]) -> Abilities:
    return [(as_action(1 if m.group(1) else 0, 0, True), Prim(Op.STEAL_CARD, 1, Thing.ALLY))]


@_rule(rf"{_S} may attempt to block (?:a vampire|any minion|a minion) controlled by another methuselah,?"
       rf" ignoring the normal"
       r" prey, predator or target restrictions(?: for blocking actions)?")
def _block_any(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.BLOCK_ANY, 1),)]


@_rule(rf"during your minion phase, {_S} can unlock")
def _self_unlock(m: re.Match[str]) -> Abilities:
    return [(timing(When.MINION_PHASE), Prim(Op.UNLOCK, 1))]


@_rule(r"(?:once during your turn|during your minion phase), you (?:can|may) lock or unlock another ready ([a-z ]+?)"
       r"(?: or ([a-z ]+))?")
def _lock_unlock_other(m: re.Match[str]) -> Abilities | None:
    clan = clan_of(m.group(1))
    when = When.MINION_PHASE if m.group(0).startswith("during your minion phase") else When.ONCE_PER_TURN
    return [(timing(when), Prim(Op.UNLOCK_OTHER, 1, 1, clan))] if clan else None


@_rule(rf"if {_S} is ready during your discard phase, you can unlock another ready ([a-z ]+)")
def _discard_unlock(m: re.Match[str]) -> Abilities | None:
    clan = clan_of(m.group(1))
    return [(timing(When.DISCARD_PHASE), Prim(Op.UNLOCK_OTHER, 1, 0, clan))] if clan else None


@_rule(r"actions directed at (?:him|her|it|§) cost (\d) additional pool")
def _action_cost(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.ACTION_COST, int(m.group(1))),)]


@_rule(rf"during your master phase, you may burn the edge to gain (\d) pool if {_S} is ready"
       r"|you can burn the edge during your (master|discard) phase to gain (\d) pool")
def _edge_pool(m: re.Match[str]) -> Abilities:
    phase = When.DISCARD_PHASE if m.group(2) == "discard" else When.MASTER_PHASE
    return [(timing(phase), Prim(Op.EDGE, -1), Prim(Op.GAIN_POOL, int(m.group(1) or m.group(3))))]


@_rule(rf"during your unlock phase, you can burn the edge to give {_S} (\d) blood from the blood bank")
def _edge_blood(m: re.Match[str]) -> Abilities:
    return [(timing(When.UNLOCK_PHASE), Prim(Op.EDGE, -1), Prim(Op.GAIN_BLOOD, int(m.group(1))))]


@_rule(rf"during your unlock phase, {_S} can burn one of (?:his|her|its|their) retainers to gain (\d) blood")
def _retainer_blood(m: re.Match[str]) -> Abilities:
    return [(timing(When.UNLOCK_PHASE), Prim(Op.BURN_CARD, 1, Thing.RETAINER), Prim(Op.GAIN_BLOOD, int(m.group(1))))]


@_rule(r"any vampire contesting §'s title must yield during (?:their|his or her|his|her) unlock phase")
def _title_prevails(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.TRAIT, 0, Trait.TITLE_PREVAILS),)]


@_rule(rf"(?:if you control a ready prince or justicar, )?blood hunts cannot be called on {_S}")
def _no_blood_hunt(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.BLOOD_HUNT),)]


@_rule(rf"contracts cannot be placed on {_S}")
def _no_contracts(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.GET_CONTRACTS),)]


@_rule(rf"after the end of your minion phase, burn {_S} and move the top card from your crypt to your"
       rf" uncontrolled region")
def _tupdog(m: re.Match[str]) -> Abilities:
    return [(timing(When.AFTER_MINION_PHASE), Prim(Op.BURN_CARD, 1, Thing.VAMPIRE), Prim(Op.CRYPT_TO_UNCONTROLLED, 1))]


@_rule(r"as (?:the )?(?:§|convert) enters play, you can remove (?:him|her|it) from the game to make a non-titled"
       r" vampire you control"
       r" anarch and either gain (\d) pool or draw (\d) card from your crypt")
def _convert(m: re.Match[str]) -> Abilities:
    head = (timing(When.ENTERS_PLAY), Prim(Op.REMOVE_FROM_GAME, 1, Thing.VAMPIRE), Prim(Op.BECOME, 0, Req.ANARCH))
    return [head + (Prim(Op.GAIN_POOL, int(m.group(1))),), head + (Prim(Op.CRYPT_TO_UNCONTROLLED, int(m.group(2))),)]


@_rule(rf"{_S} (?:may|can) call a referendum to ([a-z0-9 ]+) as an? (\+1 stealth )?political action")
def _referendum_ability(m: re.Match[str]) -> Abilities | None:
    return None  # the terms differ per vampire: read by explicit entries


@_rule(rf"{_S} gets \+(\d) (vote|votes|ballots?) for each ready ([a-z ]+?) you control")
def _votes_per(m: re.Match[str]) -> Abilities | None:
    return None


_GETS_WHEN = {
    "during bleed actions": (When.BLEED_ACTION, 0, 0), "when bleeding": (When.BLEEDING, 0, 0),
    "when hunting": (When.HUNTING, 0, 0), "during political actions": (When.POLITICAL, 0, 0),
    "during each political action": (When.POLITICAL, 0, 0), "during diablerie actions": (When.DIABLERIE, 0, 0),
    "on equip actions": (When.RECRUIT_EMPLOY, 0, 0), "during referendums": (When.POLITICAL, 0, 0),
    "during directed actions": (When.DIRECTED_ACTION, 0, 0),
}


@_rule(rf"{_S} gets ([+-]\d|one additional|an additional) (intercept|stealth|bleed|strength|votes?)"
       r" (during bleed actions|when bleeding|when hunting|during political actions|during each political action"
       r"|during diablerie actions|during directed actions)")
def _stat_during(m: re.Match[str]) -> Abilities:
    n = 1 if m.group(1) in ("one additional", "an additional") else int(m.group(1))
    code, arg, cond = _GETS_WHEN[m.group(3)]
    return [(timing(code, arg, cond), Prim(_STAT_OPS[m.group(2)], n))]


@_rule(r"during (your|any methuselah's) discard phase, (?:you may burn (?:a|1) pool to unlock §|§ (?:can|may) "
       r"(?:burn the edge to )?unlock)")
def _discard_unlock_self(m: re.Match[str]) -> Abilities:
    cost = [Prim(Op.PAY_POOL, 1)] if "pool" in m.group(0) else [Prim(Op.EDGE, -1)] if "edge" in m.group(0) else []
    return [(timing(When.DISCARD_PHASE, 1 if m.group(1) != "your" else 0), *cost, Prim(Op.UNLOCK_MINION, 1))]


@_rule(r"rescuing (?:§|him|her) from torpor costs (?:\+?(\d) additional|\+(\d)) blood")
def _rescue_cost(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.ACTION_COST, int(m.group(1) or m.group(2)), Thing.VAMPIRE),)]


@_rule(rf"vampires with capacity (\d) or less cannot (?:attempt to )?block {_S}")
def _unblockable_small(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.UNBLOCKABLE, 1, Who.CAPACITY_AT_MOST, int(m.group(1))),)]


@_rule(rf"{_S} gets \+(\d) bleed (?:when bleeding|against) a methuselah who controls a ready camarilla vampire")
def _bleed_vs_camarilla(m: re.Match[str]) -> Abilities:
    return [(timing(When.BLEEDING, 0, Who.CAMARILLA), Prim(Op.PLUS_BLEED, int(m.group(1))))]


@_rule(rf"{_S} (?:may|can) steal (?:up to )?(\d) blood from an? ([a-z ]+?) (?:vampire )?as an? (\+1 stealth"
       rf" )?\(d\) action")
def _steal_blood_clan(m: re.Match[str]) -> Abilities | None:
    clan = clan_of(m.group(2))
    if not clan:
        return None
    return [(as_action(1 if m.group(3) else 0, 0, True), Prim(Op.STEAL_BLOOD, int(m.group(1)), 0, Who.CLAN))]


@_rule(rf"{_S} (?:can|may) add (\d) blood to a vampire in your uncontrolled region as an? (\+1 stealth )?action")
def _add_blood_action(m: re.Match[str]) -> Abilities:
    return [(as_action(1 if m.group(2) else 0), Prim(Op.ADD_UNCONTROLLED, int(m.group(1))))]


@_rule(rf"(?:during a referendum, )?{_S} (?:may|can) burn (\d) blood to (?:gain|get \+)(\d) votes?")
def _blood_for_vote(m: re.Match[str]) -> Abilities:
    return [(timing(When.POLLING), Prim(Op.PAY_BLOOD, int(m.group(1))), Prim(Op.VOTES, int(m.group(2))))]


@_rule(rf"during a bleed action, {_S} can discard a card requiring [a-z]+ \[(\w+)\] to get \+(\d) bleed")
def _discard_for_bleed(m: re.Match[str]) -> Abilities:
    return [(timing(When.BLEEDING), _discard_requiring(m.group(1)), Prim(Op.PLUS_BLEED, int(m.group(2))))]


def _discard_requiring(abbr: str) -> Prim:
    """Discard a card requiring the Discipline ``abbr`` (any card when it is unknown)."""
    code = disc_code(abbr)
    return Prim(Op.DISCARD_FROM_HAND, 1, 0, DISCARD_DISC + code if code else 0)


@_rule(rf"once each combat, {_S} can discard (?:one|a) card requiring [a-z]+ \[(\w+)\] to get 1 press")
def _discard_for_press(m: re.Match[str]) -> Abilities:
    """"once each combat, Velya can discard one card requiring Auspex [aus] to get 1 press"."""
    return [(timing(When.ONCE_PER_COMBAT), _discard_requiring(m.group(1)), Prim(Op.PRESS, 1))]


@_rule(rf"once each combat, {_S} can strike: (dodge|combat ends)")
def _strike_each_combat(m: re.Match[str]) -> Abilities:
    return [(timing(When.ONCE_PER_COMBAT), Prim(Op.DODGE if m.group(1) == "dodge" else Op.COMBAT_ENDS, 1))]


@_rule(rf"{_S} gets ([+-]\d) intercept (?:against|when attempting to block) (titled vampires|vampires|allies"
       r"|camarilla vampires|sabbat vampires|anarchs)")
def _intercept_against(m: re.Match[str]) -> Abilities:
    who = {"titled vampires": Who.TITLED, "vampires": Who.VAMPIRE, "allies": Who.ALLY,
           "camarilla vampires": Who.CAMARILLA,
           "sabbat vampires": Who.SABBAT, "anarchs": Who.ANARCH}[m.group(2)]
    return [(timing(When.BLOCKING, who), Prim(Op.INTERCEPT, int(m.group(1))))]


@_rule(rf"during the polling step of (?:any|a) (?:referendum|political action), {_S} can discard a card"
       rf" requiring [a-z]+"
       r" \[(\w+)\] to get \+(\d) votes?")
def _discard_for_votes(m: re.Match[str]) -> Abilities:
    return [(timing(When.POLLING), _discard_requiring(m.group(1)), Prim(Op.VOTES, int(m.group(2))))]


@_rule(rf"you can unlock {_S} after a referendum called by (?:him|her|them) passes")
def _unlock_after_referendum(m: re.Match[str]) -> Abilities:
    return [(timing(When.REFERENDUM_PASSED), Prim(Op.UNLOCK_MINION, 1))]


@_rule(rf"vampires must burn (\d) blood to cast votes and ballots against referendums called by {_S}")
def _cost_to_oppose(m: re.Match[str]) -> Abilities:
    return [(timing(When.POLLING), Prim(Op.COST_INCREASE, int(m.group(1)), Thing.POLITICAL))]


@_rule(rf"{_S} (?:can|may) enter combat with an? (minion|vampire)(?: with capacity (\d) or less)? controlled by your"
       r" predator or prey as an? (\+1 stealth )?\(d\) action")
def _enter_combat_near(m: re.Match[str]) -> Abilities:
    who = Who.VAMPIRE if m.group(1) == "vampire" else Who.ANY
    return [(as_action(1 if m.group(3) else 0, 0, True), Prim(Op.ENTER_COMBAT, 2, who, number_of(m.group(2), 0)))]


def _clan_words(words: str) -> int:
    """Clan index + 1 of "lasombra", "follower of set" (old names too), 0 when unknown."""
    return clan_of(words) or clan_code(words.strip().capitalize()) \
        or clan_code(words.strip().title().replace(" Of ", " of "))  # "follower of set"


@_rule(rf"(you and )?{_S} (?:can|may) play cards requiring an? ([a-z ]+?)(?: or an? ([a-z ]+?))? as if (?:he|she|it)"
       r" (?:were|was) (?:an? [a-z ]+|of that required clan)")
def _as_clan(m: re.Match[str]) -> Abilities | None:
    """"Abraham Mellon can play cards requiring a Tremere as if he were a Tremere", "you and
    Tatiana can play cards requiring a Brujah or a Gangrel as if she were of that required clan"."""
    clans = [_clan_words(g) for g in m.groups()[1:] if g]
    if not all(clans):
        return None
    return [tuple(Prim(Op.AS_CLAN, 0, 1 if m.group(1) else 0, c) for c in clans)]


@_rule(rf"{_S} gets ([+-]\d) intercept when attempting to block (?:an? |other )?([a-z ]+?) and ([a-z ]+?)(?: vampires)?")
def _intercept_vs_two_clans(m: re.Match[str]) -> Abilities | None:
    clans = [_clan_words(m.group(2)), _clan_words(m.group(3))]
    if not all(clans):
        return None
    return [(timing(When.BLOCKING, Who.CLAN), Prim(Op.INTERCEPT, int(m.group(1)), 0, c)) for c in clans]


@_rule(rf"{_S} gets ([+-]\d) intercept when attempting to block (?:an? |other )?(follower of set|followers of set)")
def _intercept_vs_setite(m: re.Match[str]) -> Abilities:
    return [(timing(When.BLOCKING, Who.CLAN), Prim(Op.INTERCEPT, int(m.group(1)), 0, clan_code("Follower of Set")))]


@_rule(rf"{_S} gets ([+-]\d) (intercept against|strength in combat with) (?:an? )?older vampires?")
def _stat_vs_older(m: re.Match[str]) -> Abilities:
    if m.group(2).startswith("intercept"):
        return [(timing(When.BLOCKING, Who.OLDER), Prim(Op.INTERCEPT, int(m.group(1))))]
    return [(timing(When.IN_COMBAT_WITH, Who.OLDER), Prim(Op.STRENGTH, int(m.group(1))))]


@_rule(rf"{_S} gets ([+-]\d) stealth (?:during|on) (equip|undirected|political) actions")
def _stealth_equip_undirected(m: re.Match[str]) -> Abilities:
    when = {"equip": When.EQUIP, "undirected": When.UNDIRECTED, "political": When.POLITICAL}[m.group(2)]
    return [(timing(when), Prim(Op.STEALTH, int(m.group(1))))]


@_rule(rf"{_S} gets ([+-]\d) stealth when (?:employing retainers and recruiting allies|recruiting allies and employing"
       r" retainers)")
def _stealth_recruit_employ(m: re.Match[str]) -> Abilities:
    return [(timing(When.RECRUIT_EMPLOY), Prim(Op.STEALTH, int(m.group(1))))]


@_rule(rf"combat cards requiring [a-z]+ \[(\w+)\] cost {_S} (\d) (?:less|fewer) blood")
def _combat_discipline_cost(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.COST_REDUCTION, int(m.group(2)), Thing.COMBAT, disc_code(m.group(1))),)]


@_rule(rf"allies and retainers cost {_S} (\d) (?:less|fewer) blood or pool")
def _ally_retainer_cost(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.COST_REDUCTION, int(m.group(1)), Thing.ALLY_OR_RETAINER),)]


_SO = r"(?:§|him|her|it|them)"  # the vampire itself, as the object of a sentence
#: The minions a vampire's "in combat with / when attempting to block X" names, by sect or kind
_MINION_WORDS = {
    "ally": Who.ALLY, "allies": Who.ALLY, "camarilla vampire": Who.CAMARILLA, "camarilla vampires": Who.CAMARILLA,
    "sabbat vampire": Who.SABBAT, "sabbat vampires": Who.SABBAT, "anarch": Who.ANARCH, "anarchs": Who.ANARCH,
    "titled vampire": Who.TITLED, "titled vampires": Who.TITLED, "older vampire": Who.OLDER,
    "older vampires": Who.OLDER, "followers of set": Who.CLAN,
}


def _minion_filters(words: str) -> list[tuple[int, int]] | None:
    """(Who, clan) of each kind of minion in "an ally or a Camarilla vampire", "Tremere or Tremere
    antitribu"; None when one of them is no filter the rules check."""
    out = []
    for part in re.split(r" or |, ", words):
        part = re.sub(r"^(?:an?|any) ", "", part.strip())
        if part == "followers of set":
            out.append((int(Who.CLAN), clan_code("Follower of Set")))
        elif part in _MINION_WORDS:
            out.append((int(_MINION_WORDS[part]), 0))
        else:
            clan = _clan_words(re.sub(r"\s+vampires?$", "", part))
            if not clan:
                return None
            out.append((int(Who.CLAN), clan))
    return out or None


@_rule(r"([a-z ,]+?) get \+(\d) bleed (?:when bleeding|against) (?:you|§'s controller)")
def _bleed_against_you(m: re.Match[str]) -> Abilities | None:
    """"Baali get +1 bleed when bleeding you" (Hektor), "Toreador and Toreador antitribu get +1
    bleed against you", "titled vampires get +1 bleed against you": those minions' bleeds at this
    vampire's Methuselah."""
    got = _minion_filters(m.group(1).replace(" and ", " or "))
    if got is None:
        return None
    return [tuple((timing(When.BLEED_AGAINST_YOU, who, clan), Prim(Op.PLUS_BLEED, int(m.group(2)))))
            for who, clan in got]


@_rule(rf"{_S} gets ([+-]\d) strength (?:when |while )?in combat with ([a-z ,]+?)")
def _strength_vs_filters(m: re.Match[str]) -> Abilities | None:
    """"Jamal gets +1 strength in combat with an ally or a Camarilla vampire", "Erinyi gets -1
    strength in combat with a Gangrel antitribu"."""
    got = _minion_filters(m.group(2))
    if got is None:
        return None
    return [(timing(When.IN_COMBAT_WITH, who), Prim(Op.STRENGTH, int(m.group(1)), 0, clan)) for who, clan in got]


@_rule(rf"{_S} gets ([+-]\d) intercept (?:when attempting to block|against) ([a-z ,]+?)")
def _intercept_vs_filters(m: re.Match[str]) -> Abilities | None:
    """"Rocia gets +1 intercept when attempting to block Tremere or Tremere antitribu"."""
    got = _minion_filters(m.group(2))
    if got is None:
        return None
    return [(timing(When.BLOCKING, who), Prim(Op.INTERCEPT, int(m.group(1)), 0, clan)) for who, clan in got]


@_rule(rf"combat cards requiring [a-z ]+ \[(\w+)\] cost {_SO} (\d) (?:less|fewer) blood")
def _combat_discipline_cost_object(m: re.Match[str]) -> Abilities:
    """"combat cards requiring Serpentis [ser] cost him 1 fewer blood" (Ghede)."""
    return [(Prim(Op.COST_REDUCTION, int(m.group(2)), Thing.COMBAT, disc_code(m.group(1))),)]


@_rule(rf"cards (?:requiring|that require) [a-z ]+ \[(\w+)\] cost {_SO} (\d|one) (?:less|fewer) blood")
def _discipline_cost_object(m: re.Match[str]) -> Abilities:
    """"cards that require Thaumaturgy [tha] cost her 1 less blood" (Uta Kovacs)."""
    return [(Prim(Op.COST_REDUCTION, number_of(m.group(2)), Thing.DISCIPLINE_CARD, disc_code(m.group(1))),)]


@_rule(rf"(combat|reaction) cards cost (?:{_S}|her|him) \+(\d) blood")
def _combat_cost_more(m: re.Match[str]) -> Abilities:
    """"combat cards cost Rex +1 blood", "reaction cards cost her +1 blood": a cost reduction of
    -N (rules.blood_cost)."""
    return [(Prim(Op.COST_REDUCTION, -int(m.group(2)), Thing.COMBAT if m.group(1) == "combat" else Thing.REACTION),)]


@_rule(rf"during your unlock phase, {_S} can burn (\d) blood to lock an ally or younger vampire controlled by your"
       r" prey")
def _unlock_phase_lock(m: re.Match[str]) -> Abilities:
    """"during your unlock phase, Scout can burn 2 blood to lock an ally or younger vampire
    controlled by your prey" (state.read_crypt: unlock_ability)."""
    return [(timing(When.UNLOCK_PHASE), Prim(Op.PAY_BLOOD, int(m.group(1))),
             Prim(Op.LOCK, 1, Who.ALLY_OR_YOUNGER, Who.PREY))]


@_rule(rf"if {_S} is ready (?:at the start of|during) your discard phase, you get (?:\+(\d)|an additional) discard"
       r" phase actions?")
def _discard_action_ready(m: re.Match[str]) -> Abilities:
    return [(timing(When.WHILE_READY), Prim(Op.DISCARD_ACTIONS, number_of(m.group(1))))]


@_rule(rf"(?:while|if) {_S} is ready, your hand size is increased by (\d|one)")
def _hand_size_increased(m: re.Match[str]) -> Abilities:
    return [(timing(When.WHILE_READY), Prim(Op.HAND_SIZE, number_of(m.group(1))))]


@_rule(rf"once each action, {_S} (?:can|may) burn (?:1|a) blood to get \+(\d) intercept")
def _blood_intercept_once(m: re.Match[str]) -> Abilities:
    """"once each action, Cesewayo may burn 1 blood to get +1 intercept"."""
    return [(timing(When.ONCE_PER_ACTION), Prim(Op.PAY_BLOOD, 1), Prim(Op.INTERCEPT, int(m.group(1))))]


@_rule(rf"you (?:can|may) burn the edge during your discard phase to unlock {_S}")
def _edge_unlock_discard(m: re.Match[str]) -> Abilities:
    return [(timing(When.DISCARD_PHASE), Prim(Op.EDGE, -1), Prim(Op.UNLOCK_MINION, 1))]


@_rule(rf"{_S} gets (?:an additional )?\+(\d) bleed (?:when bleeding|against) a methuselah who controls a ready"
       r" (sabbat vampire|anarch|titled vampire)")
def _bleed_vs_sect(m: re.Match[str]) -> Abilities:
    """"Jorge De La Muerte gets +1 bleed when bleeding a Methuselah who controls a ready Sabbat vampire"."""
    who = {"sabbat vampire": Who.SABBAT, "anarch": Who.ANARCH, "titled vampire": Who.TITLED}[m.group(2)]
    return [(timing(When.BLEEDING, 0, who), Prim(Op.PLUS_BLEED, int(m.group(1))))]


@_rule(rf"{_S} (?:can|may) burn an? (retainer|location|equipment) as an? (\+1 stealth )?\(d\) action that costs (\d)"
       r" blood")
def _burn_action_cost(m: re.Match[str]) -> Abilities:
    """"Diego Giovanni can burn a location as a (D) action that costs 2 blood"."""
    return [(as_action(1 if m.group(2) else 0, int(m.group(3)), True), Prim(Op.BURN_CARD, 1, _THING_WORDS[m.group(1)]))]


@_rule(rf"{_S} (?:can|may) steal (?:an? )?(equipment|ally) as an? (\+1 stealth )?\(d\) action(?: that costs (\d)"
       r" blood)?")
def _steal_card_action(m: re.Match[str]) -> Abilities:
    """"Kostantin can steal an equipment as a +1 stealth (D) action"."""
    thing = Thing.EQUIPMENT if m.group(1) == "equipment" else Thing.ALLY
    return [(as_action(1 if m.group(2) else 0, number_of(m.group(3), 0), True), Prim(Op.STEAL_CARD, 1, thing))]


@_rule(rf"(once each turn, )?{_S} can unlock after successfully hunting")
def _unlock_after_hunt(m: re.Match[str]) -> Abilities:
    """"once each turn, Blanche Hill can unlock after successfully hunting" (rules.after_unlock)."""
    once = [timing(When.ONCE_PER_TURN)] if m.group(1) else []
    return [(*once, timing(When.AFTER_ACTION), timing(When.HUNTING), Prim(Op.UNLOCK_MINION, 1))]


@_rule(rf"during your minion phase, {_S} can burn (\d) blood to unlock after performing a successful action")
def _paid_unlock_after_action(m: re.Match[str]) -> Abilities:
    """"during your minion phase, Baron Dieudonne can burn 1 blood to unlock after performing a
    successful action"."""
    return [(timing(When.AFTER_ACTION), Prim(Op.PAY_BLOOD, int(m.group(1))), Prim(Op.UNLOCK_MINION, 1))]


@_rule(rf"if {_S} performs a successful (equip|recruit or employ) action, (?:he|she|it|they) can unlock during the"
       r" next discard phase")
def _discard_unlock_after(m: re.Match[str]) -> Abilities:
    """"if Szechenyi Jolán performs a successful recruit or employ action, she can unlock during
    the next discard phase"."""
    kind = When.EQUIP if m.group(1) == "equip" else When.RECRUIT_EMPLOY
    return [(timing(When.AFTER_ACTION), timing(kind), timing(When.DISCARD_PHASE), Prim(Op.UNLOCK_MINION, 1))]


@_rule(r"(younger )?([a-z ]+?) get ([+-]\d) intercept (?:when attempting to block|against) §")
def _blockers_intercept(m: re.Match[str]) -> Abilities | None:
    """"Brujah get +1 intercept when attempting to block Nik", "younger Sabbat vampires get -1
    intercept against Lucita": the blocker's intercept (INTERCEPT arg 1; cond 1: younger only)."""
    got = _minion_filters(m.group(2))
    if got is None:
        return None
    younger = 1 if m.group(1) else 0
    return [(timing(When.BLOCK_ATTEMPT, who, clan), Prim(Op.INTERCEPT, int(m.group(3)), 1, younger))
            for who, clan in got]


@_rule(rf"{_S} cannot (?:attempt to )?block titled vampires")
def _cannot_block_titled(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.CANNOT, 0, Restriction.BLOCK_TITLED),)]


@_rule(rf"{_S} strikes with first strike")
def _first_strike_vampire(m: re.Match[str]) -> Abilities:
    return [(Prim(Op.FIRST_STRIKE, 1),)]


@_rule(r"\+(\d) hunt")
def _plus_hunt(m: re.Match[str]) -> Abilities:
    """"+1 hunt": the vampire's hunt actions gain N more blood (rules 6.1.2)."""
    return [(Prim(Op.HUNT, int(m.group(1))),)]
