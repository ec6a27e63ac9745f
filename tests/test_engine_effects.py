"""The card-effect registry: pattern extractor, explicit entries, coverage."""

from __future__ import annotations

import json

from vtes_tools.engine.effects import (
    MIN_CAPACITY, YOUNGER, EffectRegistry, Mode, Op, Prim, When, coverage, coverage_summary, effect_of,
)


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


def test_twda_coverage_is_measured(cards, shared):
    """Share of TWDA library slots (weighted by copies) with a modeled effect."""
    reg = EffectRegistry()
    total = modeled = 0
    with open(shared / "data" / "twda" / "expected.jsonl", encoding="utf-8") as f:
        for k, line in enumerate(f):
            if k >= 400:
                break
            for cid, n in json.loads(line)["library"].items():
                card = cards[int(cid)]
                total += n
                modeled += n if reg[card].modeled else 0
    assert total > 10000
    assert modeled / total > 0.6
