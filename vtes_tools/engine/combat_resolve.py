"""Combat resolved (rules 6.4): starting a combat and a round, the strikes of a pair resolved
together (rules 6.4.5), damage and its prevention, blood stolen, cards burned by a strike,
what happens after damage, presses, extra combats and the end of combat. :mod:`.combat` lists
and applies the actions that reach these steps.
"""

from __future__ import annotations

from . import imbued, masters
from .actions import Action
from .combat_cards import (
    ADDITIONAL, AFTER_ENDS, BURN, DODGE, DOOM_BURN, DOOM_BURNED_AT_ZERO, DOOM_TORPOR, DOOM_TORPOR_NO_UNLOCK, ENDS,
    FALLEN, FIRST, INSTEAD, INSTEAD_BURN, O_CONTINUE, O_EXTRA_COMBAT, PRESS, PREVENT, RANGE, RECOIL, STEAL,
    STEAL_WEAPON, STRIKE, TORPOR, UNDODGEABLE, instead_of_torpor, pulled_fangs, round_gain,
)
from .combat_choices import auto_prevent_of, fallens, insteads, retainers, strike_effective
from .effects import Option
from .hot import M_RETAINER
from .ops import (
    COMBAT_HOOKS, HOOKS, NO_WEAPONS, blood_cost, burn_card, burn_minion, burn_pool, controller_of, extra_blood,
    gain_blood, hand_size_change, pay_reaction, to_torpor, weapons_of,
)
from .state import CLOSE, LONG, BeforeRange, Combat, GameState, Stat


def start(s: GameState, a: int, pa: int, b: int, pb: int) -> None:
    """Minion ``a`` (the acting one, controlled by ``pa``) and ``b`` (by ``pb``) enter combat."""
    c = Combat(a, pa, b, pb)
    c.auto_prevent = [auto_prevent_of(s, a), auto_prevent_of(s, b)]
    if s.setup.any_crypt_disc_damage:
        # the vampire's own "damaging strikes that require Thaumaturgy inflict +1 damage" (rules 6.4.5)
        c.disc_damage = [s.setup.crypt_disc_damage[a], s.setup.crypt_disc_damage[b]]
    if masters.DEBATE in s.setup.master_kinds:
        c.free_maneuver = [masters.debate_maneuvers(s, a), masters.debate_maneuvers(s, b)]  # "1 optional maneuver each combat"
    if s.setup.any_crypt_combat_hand:
        # "while Henri is in combat, you get +1 hand size": the hand matches it at once (rules 1.6.1.2)
        for d, v in ((0, a), (1, b)):
            n = s.setup.crypt_combat_hand[v]
            if n and c.p[d] >= 0:
                c.crypt_hand[d] = n
                hand_size_change(s.players[c.p[d]], n)
    s.combat = c
    s.stats[Stat.COMBATS] += 1


def blocker_sets_range(s: GameState, directed: bool = False) -> None:
    """A blocker bearing a weapon "only usable at long range" sets the range for the first
    round to long before it is determined, and makes its initial strike that round with the
    weapon (Sniper Rifle; rules 6.4.1, 6.4.2: no maneuvers that round). The rules always use it:
    the weapon strikes only at long range, where the acting minion's hand strike does nothing.
    Asanbonsam Ghoul blocking a directed action sets the first round at close range."""
    c = s.combat
    assert c is not None
    su = s.setup
    if directed and su.close_on_block[c.m[1]]:
        c.stage = STRIKE  # close range, as each round starts (rules 6.4.2), no maneuvers
        c.decider = 0
        return
    if su.cannot[c.m[1]] & NO_WEAPONS:
        return
    for j in weapons_of(s, c.m[1]):
        if su.sniper[j]:
            c.range = LONG
            c.stage = STRIKE
            c.decider = 0
            c.fixed = j
            return


def new_round(c: Combat) -> None:
    c.range = CLOSE  # rules 6.4.2: each round starts at close range
    c.stage = RANGE
    c.decider = 0
    c.last = -1
    c.flips = 0
    c.strike = [None, None]
    c.extra = [0, 0]
    c.add_used = [False, False]
    c.extra_hand = [False, False]
    c.strength = [0, 0]
    c.agg_hand = c.combat_agg[:]
    c.damage = [0, 0]
    c.agg = [0, 0]
    c.prevented = [0, 0]
    c.lost = [0, 0]
    c.pair = 0
    c.ending = False
    c.before_used = [0, 0]
    c.hand_only = False
    if c.close_next:
        c.close_next = False
        c.stage = STRIKE  # Immortal Grapple [POT]: this round at close range, its range step skipped
    if c.round > 1:
        c.round_prevent = [0, 0]  # "during the first round" only
        for d in (0, 1):
            # an optional maneuver or press "during the first round" unused is gone (Dive Bomb)
            c.free_maneuver[d] -= c.round1_maneuver[d]
            c.free_press[d] -= c.round1_press[d]
        c.round1_maneuver = [0, 0]
        c.round1_press = [0, 0]


def end_combat(s: GameState) -> None:
    c = s.combat
    if c is not None and c.placed:
        for j, _ in c.placed:  # Molotov Cocktail: "burn ... at the end of combat"
            burn_in_play(s, j)
    end_hand(s)
    s.combat = None
    if c is not None and s.setup.any_combat_end_text:
        _after_combat(s, c)
    if c is not None and masters.ALLY_BURN_DAMAGE in s.setup.master_kinds:
        masters.ally_burned(s, c)  # FBI Special Affairs Division: "after the combat ends"


def end_hand(s: GameState) -> None:
    """Combat ends (however it ends): the hand size a side gained "for the remainder of this
    combat" goes (Aura Reading [AUS]), the hand discarding down at once (rules 1.6.1.2)."""
    c = s.combat
    if c is None or not (c.hand_up[0] or c.hand_up[1] or c.crypt_hand[0] or c.crypt_hand[1]):
        return
    for d in (0, 1):
        if c.hand_up[d]:
            hand_size_change(s.players[c.p[d]], -c.hand_up[d])
            c.hand_up[d] = 0
        if c.crypt_hand[d]:
            hand_size_change(s.players[c.p[d]], -c.crypt_hand[d])  # Henri Lavenant's combat is over
            c.crypt_hand[d] = 0


def _after_combat(s: GameState, c: Combat) -> None:
    """Texts applied as combat ends (rules 6.4): "after a minion in combat with Matasuntha
    leaves the ready region, you can gain 1 pool" (gained: never worse), "after Angela is burned
    in combat, burn 2 pool"."""
    su = s.setup
    for d in (0, 1):
        v, o = c.m[d], c.m[1 - d]
        if su.leave_pool[v] and o not in s.players[c.p[1 - d]].ready:
            s.players[c.p[d]].pool += su.leave_pool[v]
        if su.burned_pool[v] and v in s.players[su.owner[v]].ash and not s.players[c.p[d]].ousted:
            burn_pool(s, c.p[d], su.burned_pool[v])


def burn_in_play(s: GameState, j: int) -> None:
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
            burn_card(s, j)


def end_or_fallen(s: GameState, c: Combat) -> None:
    """A combatant is no longer ready (rules 6.4.3): combat ends, after the other side, still
    ready, may play a card for it (the FALLEN stage)."""
    if c.stage != FALLEN:
        for d in (0, 1):
            if fallens(s, c, d):
                c.stage = FALLEN
                c.decider = d
                return
    end_combat(s)


def weather(s: GameState, c: Combat) -> None:
    """Weather Control, before range is determined: both combatants and each retainer on them
    take the round's unpreventable damage (rules 6.4.6); combat ends if one is no longer ready."""
    assert c.weather is not None
    n = c.weather[0] + c.weather[1] * (c.round - 1)
    for d in (0, 1):
        for r in retainers(s, c.m[d]):
            damage_retainer(s, r, n)
        if c.m[d] in s.players[c.p[d]].ready:
            damage(s, c.m[d], n)
    if not both_ready(s, c):
        end_or_fallen(s, c)


def put_on_self(s: GameState, c: Combat, d: int, i: int, k: int) -> None:
    """A combat card played (its cost paid) goes on side ``d``'s minion as a weapon."""
    m = s.players[c.p[d]]
    if i in m.ash:
        m.ash.remove(i)
        m.in_play.append(i)
        s.attached[i] = c.m[d]
        s.on_option[i] = k


def gain_round(s: GameState, c: Combat, d: int, i: int, k: int) -> bool:
    """Card ``i`` played at the end of the round: when it gains blood (Taste of Vitae,
    :func:`.combat_cards.round_gain`), played (its cost paid) and side ``d``'s vampire gains the
    blood the opposing vampire lost to damage this round, up to its capacity; True when it did."""
    e = s.setup.effect[i]
    if e is None or not round_gain(e.options[k]):
        return False
    play_card(s, c, d, i, k)
    c.before_used[d] |= BeforeRange.ROUND_GAIN  # "only one Taste of Vitae each round"
    gain_blood(s, c.m[d], c.lost[1 - d])
    return True


def put_on_opposing(s: GameState, c: Combat, d: int, i: int, k: int) -> None:
    """The end-of-round card is played (its cost paid) and put on the opposing vampire, with the
    option played (its strength), which goes to torpor: combat ends (rules 6.4.3). Pulled Fangs:
    the vampire takes 1 damage instead (healed with blood, or torpor: rules 6.4.6)."""
    play_card(s, c, d, i, k)
    m = s.players[c.p[d]]
    if i in m.ash:
        m.ash.remove(i)
    m.in_play.append(i)
    o = c.m[1 - d]
    s.attached[i] = o
    s.on_option[i] = k
    if pulled_fangs(s.setup.effect[i].options[k]):  # type: ignore[union-attr]
        damage(s, o, 1)
    else:
        to_torpor(s, o)


def extra_pass(s: GameState, c: Combat) -> None:
    if c.decider == 0:
        c.decider = 1
    else:
        end_combat(s)


def extra_combat(s: GameState, c: Combat, opt: Option) -> None:
    """Instead of ending: a new round (Telepathic Tracking), or a new combat with the same
    minions (Psyche!: effects lasting "this combat" end, rounds count from 1)."""
    if any(p.op == O_EXTRA_COMBAT and p.arg == 1 for p in opt.prims):
        c.round += 1
        new_round(c)
        if c.weather is not None:
            weather(s, c)
    else:
        for j, _ in c.placed:
            burn_in_play(s, j)  # the first combat ends (Molotov Cocktail)
        start(s, c.m[0], c.p[0], c.m[1], c.p[1])


def play_card(s: GameState, c: Combat, d: int, i: int, k: int) -> None:
    """A combat card from hand, played with option ``k``: costs paid by the minion, the
    option's "burn N blood to ..." included (rules 6.2.3), then burned; weapons in play stay."""
    m = s.players[c.p[d]]
    if i in m.hand:
        e = s.setup.effect[i]
        opt = e.options[k] if e is not None and k >= 0 else None
        # the blood of a blocked action's continuation is paid if it continues (Form of Mist)
        extra = extra_blood(opt) if opt is not None and not opt.has(O_CONTINUE) else 0
        if c.cost_down[d] > 0:
            # Inner Essence: the first combat card with a cost after it costs less (once)
            red = min(c.cost_down[d], blood_cost(s.setup, c.m[d], i) + extra)
            if red:
                extra -= red
                c.cost_down[d] = -1
        pay_reaction(s, c.p[d], c.m[d], i, extra + c.cost_up[d])


def both_ready(s: GameState, c: Combat) -> bool:
    """Rules 6.4.3: combat ends as soon as a combatant is no longer ready."""
    return c.m[0] in s.players[c.p[0]].ready and c.m[1] in s.players[c.p[1]].ready


def range_pass(c: Combat) -> None:
    if c.last == -1 and c.decider == 0:
        c.decider = 1  # the opponent may still maneuver
    else:
        c.stage = STRIKE
        c.decider = 0


def strike_next(s: GameState, c: Combat) -> None:
    if c.decider == 0:
        c.decider = 1
    else:
        resolve_pair(s, c)


def resolve_pair(s: GameState, c: Combat, held: bool = False) -> None:
    """Rules 6.4.3, 6.4.5: both strikes at once; combat ends first, dodges protect, stolen
    blood moves before damage. ``held``: the strike a first strike resolved before (its pair
    already counted)."""
    extra_pair = c.pair > 0 or held
    if not held:
        c.pair += 1
        if extra_pair:
            for d in (0, 1):
                if c.extra[d] > 0:
                    c.extra[d] -= 1
    sa, sb = c.strike
    c.strike = [None, None]
    after = c.after
    if after[0] is not None or after[1] is not None:
        c.after = [None, None]
    if (sa is not None and sa[0] == ENDS) or (sb is not None and sb[0] == ENDS):
        for d, st in enumerate((sa, sb)):
            if st is not None and st[0] == ENDS and st[3] & 1:
                s.locked[c.m[d]] = 0  # "unlock this vampire before combat ends"
            if st is not None and st[0] == ENDS and st[4] >= 0 and s.setup.flash[st[4]]:
                _flash(s, c, d, st[4])
        end_combat(s)
        for d, st in enumerate((sa, sb)):
            af = after[d]
            if st is not None and st[0] == ENDS and af is not None and af[0] == AFTER_ENDS:
                _after_ends(s, c, d, af)
        if sa is not None and sa[0] == ENDS and sa[3] & 2:
            HOOKS.rules_continue_blocked_action(s, c.m[0], sa[4])
        return
    strikes = [sa, sb]
    dodge = (sa is not None and sa[0] == DODGE, sb is not None and sb[0] == DODGE)
    first = (sa is not None and sa[0] == BURN and sa[3], sb is not None and sb[0] == BURN and sb[3])
    if after[0] is not None or after[1] is not None:
        fd = [af is not None and af[0] == FIRST and af[1] for af in after]
        if fd[0] != fd[1]:
            d = 0 if fd[0] else 1
            other = strikes[1 - d]
            if other is not None and other[0] != DODGE:
                # rules 6.4.5: a damaging first strike resolves (prevention and damage included)
                # before the other strike, which is lost if its striker is burned or sent to
                # torpor, or combat ends (prevent_next)
                c.held = (1 - d, other, after[1 - d])
                strikes[1 - d] = None
        for af in after:
            if af is not None and af[0] == FIRST and af[2]:
                c.end_after = True  # "combat ends immediately after the resolution of this strike"
    if first[0] != first[1]:
        # rules 6.4.5: a first strike resolves before the other; a weapon it destroys is not used
        d = 0 if first[0] else 1
        st = strikes[d]
        strikes[d] = None
        if strike_effective(c, st) and _burn_struck(s, c, d, st, dodge[1 - d]):  # type: ignore[arg-type]
            other = strikes[1 - d]
            if other is not None and other[4] == st[5]:  # type: ignore[index]
                strikes[1 - d] = None
    for d in (0, 1):
        st = strikes[d]
        o = 1 - d
        if st is not None and after[d] is not None and after[d][0] == RECOIL and (  # type: ignore[index]
                not after[d][3] or c.range == CLOSE):  # type: ignore[index]
            # "this striking vampire also takes 2 aggravated damage" (at close range)
            if after[d][2]:  # type: ignore[index]
                c.agg[d] += after[d][1]  # type: ignore[index]
            else:
                c.damage[d] += after[d][1]  # type: ignore[index]
        if st is None or st[0] == DODGE or not strike_effective(c, st):
            continue
        if st[0] == BURN:
            _burn_struck(s, c, d, st, dodge[o])
            continue
        if dodge[o] and (after[d] is None or after[d][0] != UNDODGEABLE):  # type: ignore[index]
            continue
        if st[0] == TORPOR:
            c.doom[o] = DOOM_TORPOR_NO_UNLOCK if st[3] else DOOM_TORPOR  # applied with the damage of the pair
        elif st[0] == STEAL:
            before = s.blood[c.m[o]]
            _steal(s, c.m[d], c.m[o], st[1])
            if COMBAT_HOOKS.blood_zero_burns(s, c.m[o], before):
                c.doom[o] = DOOM_BURNED_AT_ZERO  # burned with the damage of the pair
        elif st[5] >= 0:
            damage_retainer(s, st[5], st[1])
        else:
            n = st[1]
            if s.setup.any_strike_reduce:
                n = max(0, n - s.setup.strike_reduce[c.m[o]])  # "each strike against it inflicts 1 less damage"
            if st[3]:
                c.agg[o] += n
            else:
                c.damage[o] += n
            am = c.ammo[d]
            if am is not None and st[4] == am[0]:
                c.agg[o] += am[1]  # Dragon's Breath Rounds: +2 aggravated damage
    for d in (0, 1):
        am = c.ammo[d]
        if am is not None and strikes[d] is not None and strikes[d][4] == am[0]:  # type: ignore[index]
            burn_in_play(s, am[0])  # "burn the gun after strike resolution"
    su = s.setup
    if su.any_crypt_combat_text:
        for d in (0, 1):
            ic = su.immune_clan[c.m[d]]
            if ic and su.is_vampire[c.m[1 - d]] and su.clan_index[c.m[1 - d]] == ic:
                c.damage[d] = c.agg[d] = 0  # Saulot: "damage Baali inflict on Saulot is reduced to 0"
    if masters.MORTALITY in su.master_kinds:
        for d in (0, 1):
            if su.is_ally[c.m[d]] and masters.mortal(s, c.m[1 - d]):
                c.damage[d] = c.agg[d] = 0  # Memories of Mortality: "damage this vampire inflicts on allies is reduced to 0"
    if s.setup.any_retainer_hit and not extra_pair:
        _retainer_hits(s, c)
    if c.round == 1 and not extra_pair and (c.round_damage[0] or c.round_damage[1]):
        for d in (0, 1):
            c.damage[d] += c.round_damage[d]  # Thoughts Betrayed [dom]: not a strike, no dodge stops it
    if not extra_pair and (c.crows[0] or c.crows[1]):
        for d in (0, 1):
            c.damage[d] += c.crows[d]  # Carrion Crows, each round: environmental, no dodge stops it
    if c.all_agg:
        for d in (0, 1):
            if s.setup.is_vampire[c.m[d]]:  # "all damage inflicted on vampires ... is aggravated"
                c.agg[d] += c.damage[d]
                c.damage[d] = 0
    if s.setup.any_round_prevent and not extra_pair:
        for d in (0, 1):
            c.round_prevent[d] += s.setup.round_prevent[c.m[d]]  # "can prevent 1 damage each round"
    auto_prevents(c)
    if s.setup.any_kiasyd_guard:
        COMBAT_HOOKS.guards_in_play(s, c)
    c.stage = PREVENT
    c.decider = 0


def auto_prevents(c: Combat) -> None:
    """Prevention from cards on the minions, once each combat, and for this round (aggravated
    damage first)."""
    for d in (0, 1):
        for prev in (c.auto_prevent, c.round_prevent):
            auto = prev[d]
            if auto and (c.damage[d] or c.agg[d]):
                n = min(auto, c.agg[d])
                c.agg[d] -= n
                m = min(auto - n, c.damage[d])
                c.damage[d] -= m
                prev[d] = 0


def _retainer_hits(s: GameState, c: Combat) -> None:
    """Retainers inflicting damage on the opposing minion each round during normal strike
    resolution (Murder of Crows 1R, at any range; Vengeful Spirit 1, at close range): not a
    strike of their employer, so a dodge does not protect from it (rules 6.4.5)."""
    hit = s.setup.retainer_hit
    for d in (0, 1):
        for j in s.on_minions.of(s, c.m[d]):  # the in-play cards on each combatant (OnMinions)
            h = hit[j]
            if h is not None and not s.setup.mute_retainers[c.m[1 - d]]:  # Stanislava: it loses its abilities
                n = h[0] + (h[1] if c.range == CLOSE else 0)
                if n and s.setup.any_strike_reduce:
                    n = max(0, n - s.setup.strike_reduce[c.m[1 - d]])  # a damaging effect: 1 less too
                c.damage[1 - d] += n  # (sums of ints: the order of the cards does not matter)


def _burn_struck(s: GameState, c: Combat, d: int, st: tuple, dodged: bool) -> bool:
    """Side ``d``'s BURN strike resolves: the equipment or retainer it names burns (a dodge
    protects the minion and its possessions, not its retainers: rules 6.4.5), or the opposing
    ally burns with the damage of the pair. True if a card burned."""
    t = st[5]
    o = c.m[1 - d]
    su = s.setup
    if t < 0:
        if dodged:
            return False
        c.doom[1 - d] = DOOM_BURN
        return True
    if s.attached[t] != o or (dodged and su.mode[t] != M_RETAINER):
        return False
    for q in s.players:
        if t in q.in_play:
            q.in_play.remove(t)
    if st[1] & STEAL_WEAPON:
        # "steal weapon": the striking minion's controller takes it, on the striking minion
        s.players[c.p[d]].in_play.append(t)
        s.attached[t] = c.m[d]
        return True
    burn_card(s, t)
    return True


def _after_ends(s: GameState, c: Combat, d: int, sp: tuple) -> None:
    """After combat ends: the opposing minion burns ``n`` blood or life (Oubliette) or takes
    ``n`` unpreventable damage (Catatonic Fear: only if the range is close)."""
    _, n, burn, close = sp
    if close and c.range != CLOSE:
        return
    o = c.m[1 - d]
    if controller_of(s, o) < 0:
        return
    if burn:
        s.blood[o] -= min(n, s.blood[o])
        if not s.setup.is_vampire[o] and s.blood[o] <= 0:
            burn_minion(s, o)
    else:
        damage(s, o, n)


def _flash(s: GameState, c: Combat, d: int, j: int) -> None:
    """Flash Grenade's strike: the opposing vampire, and at close range its vampire bearer, are
    locked and do not unlock as normal during their next unlock phase; the weapon burns."""
    su = s.setup
    for side in (1 - d, d) if c.range == CLOSE else (1 - d,):
        v = c.m[side]
        if su.is_vampire[v]:
            s.locked[v] = 1
            s.no_unlock.add(v)
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
            burn_card(s, j)


def _steal(s: GameState, thief: int, victim: int, n: int) -> None:
    """Rules 6.4.5: stolen blood (or life) is not damage; over capacity it goes to the bank."""
    n = min(n, s.blood[victim])
    s.blood[victim] -= n
    gain_blood(s, thief, n)
    if not s.setup.is_vampire[victim] and s.blood[victim] <= 0:
        burn_minion(s, victim)


def damage_retainer(s: GameState, r: int, n: int) -> None:
    """Rules 6.4.7: a retainer hit at range loses life and burns without any."""
    s.blood[r] -= n
    if s.blood[r] <= 0:
        for q in s.players:
            if r in q.in_play:
                q.in_play.remove(r)
        burn_card(s, r)


def prevent_next(s: GameState, c: Combat) -> None:
    if c.decider == 0:
        c.decider = 1
        return
    wounded = [False, False]
    for d in (0, 1):
        n, g, p = c.damage[d], c.agg[d], c.prevented[d]
        k = min(p, g)  # prevent aggravated damage first (rules 6.4.6)
        g -= k
        n = max(0, n - (p - k))
        before = s.blood[c.m[d]]
        wounded[d] = damage(s, c.m[d], n, g, False)
        c.lost[d] += before - s.blood[c.m[d]]
        if before and COMBAT_HOOKS.blood_zero_burns(s, c.m[d], before) and c.m[d] in s.players[c.p[d]].ready:
            COMBAT_HOOKS.blood_zero_burn(s, c, d)  # instead of going to torpor
            wounded[d] = False
    doom = c.doom  # a Doom for each side
    if doom[0] or doom[1]:
        c.doom = [0, 0]
        for d in (0, 1):
            v = c.m[d]
            if doom[d] and v in s.players[c.p[d]].ready:
                if doom[d] == DOOM_BURN:
                    burn_minion(s, v)  # "burn the opposing ally"
                elif doom[d] == DOOM_BURNED_AT_ZERO:
                    COMBAT_HOOKS.blood_zero_burn(s, c, d)
                    wounded[d] = False
                elif not wounded[d]:
                    wounded[d] = True  # "send the opposing vampire to torpor"
                    if doom[d] == DOOM_TORPOR_NO_UNLOCK:
                        s.no_unlock.add(v)  # "does not unlock as normal during their next unlock phase"
    if wounded[0] or wounded[1]:
        for d in (0, 1):
            # a vampire that should go to torpor: the opposing one, ready and not going itself,
            # may play a card to burn or diablerize it instead (Decapitate, Amaranth)
            if wounded[d] and not wounded[1 - d] and c.m[d] in s.players[c.p[d]].ready \
                    and c.m[1 - d] in s.players[c.p[1 - d]].ready and insteads(s, c, 1 - d, d):
                c.instead = d
                c.stage = INSTEAD
                c.decider = 1 - d
                return
        for d in (0, 1):
            if wounded[d]:
                to_torpor(s, c.m[d])
    _after_damage(s, c)


def instead_done(s: GameState, c: Combat, action: Action | None) -> None:
    """The INSTEAD stage ends: the card played burns or diablerizes the vampire (rules 6.5.5),
    or (none) it goes to torpor; then the rest of the damage step."""
    victim = c.instead
    assert victim is not None
    c.instead = None
    o = c.m[victim]
    if action is None:
        to_torpor(s, o)
        _after_damage(s, c)
        return
    d = 1 - victim
    play_card(s, c, d, action.card, action.n)
    s.no_unlock.discard(o)
    e = s.setup.effect[action.card]
    assert e is not None
    if instead_of_torpor(e.options[action.n]) == INSTEAD_BURN:
        burn_minion(s, o)
        _after_damage(s, c)
    else:
        end_combat(s)  # the victim is no longer ready: combat ends (rules 6.4.3), then the diablerie
        HOOKS.rules_diablerie(s, c.m[d], o)


def _after_damage(s: GameState, c: Combat) -> None:
    c.damage = [0, 0]
    c.agg = [0, 0]
    c.prevented = [0, 0]
    if not both_ready(s, c):
        end_or_fallen(s, c)
        return
    if c.end_after:
        end_combat(s)  # a strike ended combat after its resolution: a strike it held is lost (rules 6.4.5)
        return
    if c.pre_range:
        c.pre_range = False  # damage inflicted before range: now range is determined (rules 6.4.2)
        c.stage = RANGE
        c.decider = 0
        c.last = -1
        return
    if c.held is not None:
        d, st, af = c.held  # the strike a first strike resolved before
        c.held = None
        c.strike = [st, None] if d == 0 else [None, st]
        c.after = [af, None] if d == 0 else [None, af]
        resolve_pair(s, c, True)
        return
    if c.pair == 1:
        c.stage = ADDITIONAL
        c.decider = 0
    else:
        _extra_strikes_or_press(c)


def _extra_strikes_or_press(c: Combat) -> None:
    """After a round's strikes: another exchange if an additional strike was won (rules 6.4.3),
    else the press step (6.4.4)."""
    c.decider = 0
    if c.extra[0] > 0 or c.extra[1] > 0:
        c.stage = STRIKE
    else:
        c.stage = PRESS
        c.last = -1
        c.flips = 0


def additional_next(s: GameState, c: Combat) -> None:
    if c.decider == 0:
        c.decider = 1
        return
    _extra_strikes_or_press(c)


def press_pass(s: GameState, c: Combat) -> None:
    if c.last == -1 and c.decider == 0:
        c.decider = 1
        return
    if c.flips % 2 == 1:  # an uncancelled press to continue: another round (rules 6.4.4)
        c.round += 1
        new_round(c)
        if c.weather is not None:
            weather(s, c)
    else:
        c.ending = True  # combat would end: the acting side first may start another (Psyche!)
        c.decider = 0


def damage(s: GameState, v: int, normal: int, agg: int = 0, torpor: bool = True) -> bool:
    """Inflict ``normal`` and ``agg`` (aggravated) damage that was not prevented on minion ``v``.

    A vampire burns 1 blood to heal each point of normal damage; damage it cannot heal wounds
    it. Aggravated damage cannot be healed: it wounds, and each point of it on a wounded vampire
    burns 1 blood or burns the vampire. A wounded vampire goes to torpor. An ally or a retainer
    loses 1 life per point and burns at 0 life. ``torpor`` False: a ready vampire wounded is
    not sent to torpor but True returned (the caller sends it, or something happens instead).
    """
    if normal <= 0 and agg <= 0:
        return False
    su = s.setup
    if su.imbued is not None and su.imbued.is_imbued[v]:
        imbued.damage(s, v, normal + agg)  # life lost; incapacitated at none (imbued appendix 1, 5)
        return False
    if not su.is_vampire[v]:
        s.blood[v] -= normal + agg
        if s.blood[v] <= 0:
            burn_minion(s, v)
        return False
    p = controller_of(s, v)
    in_torpor = p >= 0 and v in s.players[p].torpor
    wounded = in_torpor
    heal = min(s.blood[v], normal)
    s.blood[v] -= heal
    if normal > heal:
        wounded = True
    for _ in range(agg):
        if not wounded:
            wounded = True
        elif s.blood[v] > 0:
            s.blood[v] -= 1
        else:
            burn_minion(s, v)
            return False
    if wounded and not in_torpor:
        if not torpor:
            return True
        to_torpor(s, v)
    return False
