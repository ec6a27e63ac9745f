"""Stealth from equipment and retainers on the acting minion (rules 6.1.1, 6.2.2.2): flat, on
actions requiring a Discipline, during bleed actions (rules.held_stealth)."""

from __future__ import annotations

from scenario import attach, hand, make_deck, minion_phase, ready, table

from vtes_tools.engine import Action, Kind
from vtes_tools.engine import rules as R
from vtes_tools.engine.effects import EffectRegistry
from vtes_tools.engine.rules import executes

CRYPT = {"Lauren": 2, "Agatha": 2, "Chalcedony": 2, "Ayelech": 2, "Anson": 2}
HELD = ("Marijava Ghoul", "Enchanted Marionette", "Erebus Mask", "Giuseppe, Gravedigger")
LIBRARY = {"Theft of Vitae": 30, "Enchant Kindred": 2, **{n: 1 for n in HELD}}


def stealth(s, action: Action) -> int:
    t = s.clone()
    R.declare(t, action)
    return t.pending.stealth


def test_held_stealth(cards):
    """Marijava Ghoul: +1 stealth on actions requiring Presence only; Enchanted Marionette: +1
    stealth during bleed actions only (with its +1 bleed); Erebus Mask: +1 stealth always."""
    for n in HELD:
        c = cards.lookup(n).card
        assert executes(EffectRegistry()[c], c), n
    s = table(make_deck(cards, CRYPT, LIBRARY))
    a = ready(s, 0, "Lauren", blood=4)
    ek = hand(s, 0, "Enchant Kindred")
    minion_phase(s)
    bleed, hunt, pre = Action(Kind.BLEED, actor=a), Action(Kind.HUNT, actor=a), Action(Kind.ACTION_CARD, a, ek, -1, 1)
    base = {x: stealth(s, x) for x in (bleed, hunt, pre)}
    ghoul = attach(s, 0, "Marijava Ghoul", a)
    assert stealth(s, pre) == base[pre] + 1
    assert stealth(s, bleed) == base[bleed] and stealth(s, hunt) == base[hunt]
    s.attached[ghoul] = -1
    attach(s, 0, "Enchanted Marionette", a)
    assert stealth(s, bleed) == base[bleed] + 1 and stealth(s, hunt) == base[hunt]
    t = s.clone()
    R.declare(t, bleed)
    u = s.clone()
    u.attached[s.players[0].in_play[-1]] = -1
    R.declare(u, bleed)
    assert t.pending.bleed == u.pending.bleed + 1
    attach(s, 0, "Erebus Mask", a)
    assert stealth(s, hunt) == base[hunt] + 1 and stealth(s, bleed) == base[bleed] + 2


def test_held_stealth_policy_value(cards):
    """The table policy values Marijava Ghoul's stealth only for a vampire with Presence, Erebus
    Mask's on every action."""
    from vtes_tools.engine.policies_values import held_stealth_value

    s = table(make_deck(cards, CRYPT, LIBRARY))
    su = s.setup
    anson, lauren = ready(s, 0, "Anson"), ready(s, 0, "Lauren")  # Presence / none
    ghoul, mask = hand(s, 0, "Marijava Ghoul"), hand(s, 0, "Erebus Mask")
    assert held_stealth_value(su, anson, ghoul) > 0 and held_stealth_value(su, lauren, ghoul) == 0
    assert held_stealth_value(su, lauren, mask) > 0


def test_retainer_maneuver_once_each_combat(cards):
    """Jackie Therman: this minion gets an optional maneuver each combat (rules 6.4.3): offered
    once, moving the range, then not again that combat."""
    from scenario import blocked_bleed

    from vtes_tools.engine import PASS, apply_checked, legal_actions
    from vtes_tools.engine import combat as C

    c = cards.lookup("Jackie Therman").card
    assert executes(EffectRegistry()[c], c)
    s = table(make_deck(cards, CRYPT, {**LIBRARY, "Jackie Therman": 1}))
    a = ready(s, 0, "Lauren", blood=4)
    jackie = attach(s, 0, "Jackie Therman", a)
    b = ready(s, 1, "Agatha", blood=4)
    blocked_bleed(s, a, b)
    used = False
    while s.combat is not None and s.combat.round == 1:
        acts = legal_actions(s)
        mine = [x for x in acts if x.kind == Kind.MANEUVER and x.card == jackie]
        if mine:
            assert not used
            t = s.clone()
            t.combat.held_maneuver[0] = True
            assert all(x.card != jackie for x in legal_actions(t))  # once each combat
            t = s.clone()
            t.legal = None
            rng = t.combat.range
            C.apply(t, mine[0])
            assert t.combat.range != rng and t.combat.held_maneuver[0]
            apply_checked(s, mine[0])
            used = True
        else:
            apply_checked(s, PASS)
    assert used
