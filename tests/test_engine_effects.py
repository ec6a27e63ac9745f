"""The card-effect registry: pattern extractor, explicit entries, coverage."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vtes_tools.engine.coverage import corpus_coverage, coverage, coverage_summary
from vtes_tools.engine.effects import (
    CRYPT_EXPLICIT, EXPLICIT, MIN_CAPACITY, YOUNGER, EffectRegistry, ExchangePhase, Mode, Op, Prim, Replace, Req,
    Restriction, Thing, Trait, VampireFilter, When, crypt_effect_of, disc_code, effect_of, extract, extract_crypt,
    option_key,
)
from vtes_tools.errors import DeckError


def eff(cards, name):
    return effect_of(cards.lookup(name).card)


def test_extractor_reads_levels(cards):
    gov = eff(cards, "Govern the Unaligned")
    assert gov.mode is Mode.ACTION and gov.blood_cost == 1
    sup, inf = gov.options
    assert (sup.level, inf.level) == (2, 1)
    assert inf.amount(Op.BLEED) == 2
    assert sup.amount(Op.STEALTH) == 1 and sup.amount(Op.ADD_UNCONTROLLED) == 3
    assert next(p for p in sup.prims if p.op is Op.ADD_UNCONTROLLED).arg == YOUNGER


def test_extractor_limited_bleed_and_as_above(cards):
    cond = eff(cards, "Conditioning")
    assert [o.amount(Op.PLUS_BLEED) for o in cond.options] == [3, 2]
    assert all(p.arg == 1 for o in cond.options for p in o.prims if p.op is Op.PLUS_BLEED)  # limited
    bonding = eff(cards, "Bonding")
    assert bonding.options[0].amount(Op.PLUS_BLEED) == 1 and bonding.options[0].amount(Op.STEALTH) == 1


def test_extractor_locations_allies_and_combat(cards):
    assert eff(cards, "Information Highway").options[0].amount(Op.TRANSFERS) == 2
    assert eff(cards, "Academic Hunting Ground").options[0].amount(Op.HUNTING_GROUND) == 1
    stray = eff(cards, "Underbridge Stray")
    assert stray.mode is Mode.ALLY and (stray.life, stray.strength, stray.bleed) == (1, 0, 0)
    magnum = eff(cards, ".44 Magnum")
    assert magnum.pool_cost == 2 and magnum.options[0].amount(Op.STRIKE) == 2
    assert eff(cards, "Deflection").options[0].has(Op.REDIRECT_BLEED)
    assert not eff(cards, "Deflection").goldfish  # modeled, but only against other players


def test_explicit_entries_override_the_extractor(cards):
    zillah = eff(cards, "Zillah's Valley")
    p = zillah.options[0].prims[0]
    assert (p.op, p.n, p.arg, p.cond) == (Op.ADD_UNCONTROLLED, 4, MIN_CAPACITY, 8)
    assert zillah.source == "explicit"
    villein = eff(cards, "Villein")
    assert villein.trifle and villein.mode is Mode.MASTER_ON_VAMPIRE
    # Ashur Tablets' "gain 3 pool" only happens with three copies: the condition is a primitive,
    # so the goldfish engine never plays it as if it always did
    ashur = eff(cards, "Ashur Tablets")
    assert ashur.complete and not ashur.goldfish
    assert ashur.options[0].prims[0] == Prim(Op.WHEN, When.CONTROL_COPIES, 3)


def test_coverage_of_a_precon(cards):
    deck = cards.precon("V5:Tremere").deck
    frame = coverage(deck, EffectRegistry())
    by_section = frame.groupby("section")["copies"].sum()
    assert (by_section["crypt"], by_section["library"]) == (deck.crypt_count, deck.library_count)
    summ = coverage_summary(frame)
    assert 0.8 < summ["modeled_share"] <= 1.0
    assert summ["goldfish_share"] < summ["modeled_share"]
    wider = frame.loc[frame["name"] == "Wider View"].iloc[0]
    assert wider["modeled"] and not wider["goldfish"]  # transfers spent on the crypt: full-table only


def test_twda_coverage_is_at_least_90_percent(cards, shared):
    """Share of all TWDA card slots (crypt and library, weighted by the copies decks play) whose
    every sentence stands for primitives."""
    frame = corpus_coverage(cards, shared / "data" / "twda" / "expected.jsonl")
    summ = coverage_summary(frame)
    assert summ["total_cards"] > 390_000 and summ["crypt_cards"] > 50_000
    assert summ["total_modeled_share"] >= 0.90
    assert summ["modeled_share"] >= 0.90 and summ["crypt_modeled_share"] >= 0.70  # library, crypt
    # most played first; what is left unmodeled is listed with its unread sentences
    assert frame["copies"].is_monotonic_decreasing
    left = frame[~frame["modeled"]]
    assert (left["unread"] != "").all()


# -- the extractor on real cards ------------------------------------------------------------------

#: card -> {discipline key: primitives (op, n, arg, cond, x) of that way of playing it}
LIBRARY_TABLE = {
    "Deflection": {"dom": {(Op.REDIRECT_BLEED, 1), (Op.LOCK_SELF, 1)}, "DOM": {(Op.REDIRECT_BLEED, 1)}},
    "Telepathic Counter": {"aus": {(Op.REDUCE_BLEED, 1)}, "AUS": {(Op.REDUCE_BLEED, 2)}},
    "Soak": {"for": {(Op.PREVENT, 2)}, "FOR": {(Op.PREVENT, 4)}},  # non-aggravated: not an aggravated effect
    "Elder Impersonation": {"obf": {(Op.STEALTH, 1)}, "OBF": {(Op.BLOCK_FAILS, 1)}},
    "Eagle's Sight": {"aus": {(Op.INTERCEPT, 1)}, "AUS": {(Op.BLOCK_ANY, 1)}},
    "The Warrens": {"": {(Op.INTERCEPT, 2)}},  # "an additional +1 intercept if titled" is not counted
    "Kine Resources Contested": {"": {(Op.ALLOCATE, 4)}},
    "Instantaneous Transformation": {"cel pro": {(Op.STEALTH, 1)}, "CEL PRO": {(Op.UNLOCK, 1)}},
    "Enhanced Senses": {"aus": {(Op.INTERCEPT, 1)}, "AUS": {(Op.INTERCEPT, 2)}},
}


def prims_by_key(effect):
    return {option_key(o): {tuple(v for v in p if v) for p in o.prims} for o in effect.options}


def test_extractor_table_of_real_cards(cards):
    for name, expected in LIBRARY_TABLE.items():
        got = prims_by_key(eff(cards, name))
        assert got == {k: {tuple(v for v in p if v) for p in ps} for k, ps in expected.items()}, name
        assert eff(cards, name).complete, name


def test_extractor_x_costs_disciplines_and_damage(cards):
    hidden = eff(cards, "Hidden Strength")  # [for] Prevent X+1 damage, X the blood paid
    inferior = hidden.options[1].prims
    assert Prim(Op.PREVENT, 1, 0, 0, 1) in inferior and Prim(Op.PAY_BLOOD, 0, 0, 0, 1) in inferior
    assert hidden.options[0].has(Op.PRESS)
    awe = eff(cards, "Awe")  # +2X+1 votes at superior
    assert Prim(Op.VOTES, 1, 0, 0, 2) in awe.options[0].prims and awe.options[0].amount(Op.VOTES) == 1
    dominate = eff(cards, "Dominate")  # a master Discipline card: one level and one capacity
    assert dominate.mode is Mode.MASTER_ON_VAMPIRE
    assert dominate.options[0].prims == (Prim(Op.DISCIPLINE, 1, disc_code("dom")),)
    dragon = eff(cards, "Breath of the Dragon")  # aggravated ranged strike, and the striker takes damage
    assert {Prim(Op.STRIKE, 2, 1), Prim(Op.AGGRAVATED, 1)} <= set(dragon.options[0].prims)
    assert Prim(Op.DAMAGE, 2, 2, 1) in dragon.options[0].prims


def test_requirements_become_primitives_the_goldfish_engine_does_not_play(cards):
    brawl = eff(cards, "Line Brawl")  # Requires an Anarch
    assert all(Prim(Op.REQUIRES, 0, Req.ANARCH) in o.prims for o in brawl.options)
    assert brawl.complete and not brawl.goldfish
    # "unlock this Anarch after a successful action" with an unchecked requirement stays an
    # unlock the goldfish engine does not play after every action
    crimethinc = eff(cards, "CrimethInc.")
    assert not any(o.has(Op.UNLOCK) for o in crimethinc.options)


def test_blood_for_another_vampire_is_not_the_actors(cards):
    # "Add 4 blood to another vampire": not the acting vampire's GAIN_BLOOD the goldfish engine applies
    fifth = eff(cards, "Fifth Tradition: Hospitality")
    assert fifth.options[0].has(Op.BLOOD_TO) and not fifth.options[0].has(Op.GAIN_BLOOD) and not fifth.goldfish
    tribute = eff(cards, "Tribute to the Master")  # 1 blood from each vampire, not Minion Tap
    assert tribute.options[0].prims == (Prim(Op.POOL_FROM_EACH, 1),) and not tribute.goldfish


def test_a_sentence_left_unread_makes_the_card_unmodeled(cards):
    # a text-only card whose sentence the patterns cannot read: still played for what is read
    # (modeled) but reported as not complete, with the sentence
    reg = EffectRegistry()
    unread = [c for c in cards if c.is_library and reg[c].modeled and not reg[c].complete and reg[c].source == "text"]
    assert unread
    for card in unread[:50]:
        assert reg[card].unread, card
    # "lock this card to ..." with the effect not understood is not read through the lock alone
    gar = extract(cards.lookup("Garibaldi-Meucci Museum").card)
    assert not gar.complete and any("exchange" in u for u in gar.unread)


CRYPT_TABLE = {
    "Anson": [(Prim(Op.WHEN, When.WHILE_READY), Prim(Op.MASTER_ACTIONS, 1))],
    "Ingrid Rossler": [(Prim(Op.WHEN, When.WHILE_READY), Prim(Op.TRANSFERS, 2))],
    "Kamile Paukstys": [(Prim(Op.PLUS_BLEED, 1),)],
    "Lodin (Olaf Holte)": [(Prim(Op.WHEN, When.ONCE_PER_COMBAT), Prim(Op.PREVENT, 1))],
    "Cybele": [
        (Prim(Op.WHEN, When.WHILE_READY, 1), Prim(Op.MASTER_ACTIONS, 1)),  # ready and unlocked
        (Prim(Op.ACTION_ABILITY, 0, 1, 1), Prim(Op.BLEED, 2)),  # (D) action costing 1 blood
        (Prim(Op.TRAIT, 0, Trait.INFERNAL),),
    ],
    "Howler": [
        (Prim(Op.WHEN, When.EACH_COMBAT), Prim(Op.MANEUVER, 1)), (Prim(Op.CANNOT, 0, Restriction.USE_WEAPONS),),
        (Prim(Op.STRENGTH, 1),), (Prim(Op.TRAIT, 0, Trait.STERILE),),
    ],
    "Isabel Giovanni": [],  # "Independent.": the columns say it all
}


def test_crypt_abilities_table(cards):
    for name, expected in CRYPT_TABLE.items():
        ce = crypt_effect_of(cards.lookup(name).card)
        assert ce.complete and ce.source == "text", name
        assert [o.prims for o in ce.options] == expected, name
    tupdog = crypt_effect_of(cards.lookup("Tupdog").card)
    ops = [p.op for o in tupdog.options for p in o.prims]
    assert Op.ENTER_COMBAT in ops and Op.CRYPT_TO_UNCONTROLLED in ops and tupdog.complete
    assert Prim(Op.TRAIT, 0, Trait.NON_UNIQUE) in (p for o in tupdog.options for p in o.prims)
    # the registry gives library effects with [] and crypt effects with crypt(); the engine's
    # GameSetup keeps reading crypt columns (registry[crypt card] is None)
    reg = EffectRegistry()
    anson = cards.lookup("Anson").card
    assert reg[anson] is None and reg.crypt(anson).complete


def test_crypt_unread_sentences_are_reported(cards):
    # a vampire whose special ability has no primitive is not modeled; its name stands in the sentence
    ce = extract_crypt(cards.lookup("Mustafa, The Heir").card)  # without its explicit entry
    assert not ce.complete and any("Mustafa" in u for u in ce.unread)
    assert crypt_effect_of(cards.lookup("Mustafa, The Heir").card).source == "explicit"


def test_fifth_edition_starters_are_fully_modeled(cards):
    for clan in ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue"):
        deck = cards.precon(f"V5:{clan}").deck
        frame = coverage(deck, EffectRegistry())
        summ = coverage_summary(frame)
        assert (summ["crypt_cards"], summ["library_cards"]) == (deck.crypt_count, deck.library_count), clan
        assert summ["total_modeled_share"] == 1.0, (clan, list(frame.loc[~frame["modeled"], "name"]))
        assert 0 < summ["goldfish_share"] < 1, clan


def test_op_values_are_distinct():
    # an IntEnum silently aliases a repeated value: every primitive must keep its own
    assert len({op.value for op in Op.__members__.values()}) == len(Op.__members__)
    for enum_cls in (When, Req, Thing, Trait, Restriction, VampireFilter, ExchangePhase, Replace):
        assert len({m.value for m in enum_cls.__members__.values()}) == len(enum_cls.__members__)


def test_explicit_entries_name_their_cards(cards):
    for cid, entry in EXPLICIT.items():
        card = cards[cid]
        assert card.is_library, cid
        assert effect_of(card).complete, card.name
    for cid in CRYPT_EXPLICIT:
        card = cards[cid]
        assert card.is_crypt and crypt_effect_of(card).complete, cid


def test_corpus_coverage_errors(cards, tmp_path):
    with pytest.raises(DeckError, match="cannot read"):
        corpus_coverage(cards, tmp_path / "missing.jsonl")
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"crypt": {"200076": 2}, "library": {"101321": 3}}\nnot json\n', encoding="utf-8")
    with pytest.raises(DeckError, match="line 2"):
        corpus_coverage(cards, bad)
    good = tmp_path / "good.jsonl"
    good.write_text('{"crypt": {"200076": 2}, "library": {"101321": 3}}\n{"crypt": {}, "library": {"101321": 1}}\n',
                    encoding="utf-8")
    frame = corpus_coverage(cards, good)
    assert list(frame["copies"]) == [4, 2] and list(frame["decks"]) == [2, 1]


def test_cli_coverage_lists_crypt_library_and_unmodeled(store_path):
    from click.testing import CliRunner

    from vtes_tools.cli import main

    res = CliRunner().invoke(main, ["sim", "coverage", "precon:V5:Toreador", "--db", str(store_path)])
    assert res.exit_code == 0
    assert res.output.startswith("Crypt (12 cards, 100% modeled, ") and "Library (77 cards" in res.output
    assert "% executed by the rules (crypt " in res.output
    assert "89 cards: 100% modeled" in res.output
    res = CliRunner().invoke(main, ["sim", "coverage", "precon:V5:Toreador", "--unmodeled", "--json",
                                    "--db", str(store_path)])
    data = json.loads(res.output)
    assert (data["total_cards"], data["crypt_cards"], data["total_modeled_share"]) == (89, 12, 1.0)
    assert data["cards"] == []  # --unmodeled: nothing left to list
    res = CliRunner().invoke(main, ["sim", "coverage", "precon:V5:Tremere", "--json", "--db", str(store_path)])
    rows = {r["name"]: r for r in json.loads(res.output)["cards"]}
    assert rows["Govern the Unaligned"]["effects"] == "[DOM] stealth+1 add_uncontrolled+3 | [dom] bleed+2"
    assert rows["Govern the Unaligned"]["section"] == "library" and rows["Ayelech"]["section"] == "crypt"
    assert rows["Govern the Unaligned"]["executed"] and rows["Govern the Unaligned"]["executed_goldfish"]


def test_executed_is_what_the_rules_apply(cards):
    """The executed column comes from the rules' own checks: a subset of the modeled cards, true
    for cards the rules play in full, false where a primitive is one they do not apply."""
    from vtes_tools.engine.rules import executes

    reg = EffectRegistry()

    def ex(name):
        card = cards.lookup(name).card
        return executes(reg.of(card), card)

    assert ex("Govern the Unaligned") and ex("Conditioning") and ex("Deflection") and ex("Anson")
    assert ex("Swallowed by the Night")  # [OBF] maneuver: the card is also a combat card
    assert ex("Amaranth")  # diablerie in combat, instead of torpor
    assert ex("Infernal Pursuit")  # drawing more cards in combat, discarding down (ops.pursuit_draw)
    assert ex("Pulled Fangs")  # put on the opposing vampire at the end of a round, burned by two +1 stealth actions
    assert not ex("Anu Diptinatpa")  # "burn 1 blood: +1 bleed" not applied
    for clan in ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue"):
        frame = coverage(cards.precon(f"V5:{clan}").deck, reg)
        assert not (frame["executed"] & ~frame["modeled"]).any(), clan
        summ = coverage_summary(frame)
        assert 0 < summ["total_executed_share"] <= summ["total_modeled_share"], clan


def test_explicit_entries_are_written_once():
    """A card's explicit entry is written once: in a dict literal a second entry for the same
    card silently replaces the first, and only one of the two readings would be played."""
    import ast
    from collections import Counter

    from vtes_tools.engine import explicit

    tree = ast.parse(Path(explicit.__file__).read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = Counter(k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, int))
            assert not [k for k, n in keys.items() if n > 1], node.lineno
    assert not set(explicit.explicit_entries()) & set(explicit.wider_entries())
    # the families' tables are merged: a card in two of them would be replaced silently too
    for families, merged in ((explicit.WIDER_FAMILIES, explicit.wider_entries),
                             (explicit.EXPLICIT_FAMILIES, explicit.explicit_entries),
                             (explicit.CRYPT_FAMILIES, explicit.crypt_entries)):
        assert sum(len(family()) for family in families) == len(merged()), merged.__name__


def test_the_crypt_rules_and_hand_written_entries_are_read_with_any_engine_import():
    """Importing only the card language's effects module still reads crypt texts and plays the
    hand-written entries (the engine package, imported first, imports :mod:`.crypt_rules` and
    :mod:`.explicit`, which fill its tables): Villein is a trifle moving blood to the pool,
    Antonio d'Erlette fetches a mage ally, "+1 bleed" is read."""
    import subprocess
    import sys

    code = ("from vtes_tools.engine.effects import CRYPT_EXPLICIT, CRYPT_RULES, EXPLICIT\n"
            "got = next(b(m) for p, b in CRYPT_RULES if (m := p.fullmatch('+1 bleed')))\n"
            "print(EXPLICIT[102121]['trifle'], len(CRYPT_EXPLICIT[200116]), got)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent).stdout
    assert out.split(" ", 2) == ["True", "1", "[(Prim(Op.PLUS_BLEED, 1),)]\n"]
