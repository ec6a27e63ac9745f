"""The turn structure (rules 3): the unlock phase's steps (contests, location taxes, employers),
entering a phase, the end of an action and of a turn. :func:`.rules._advance` drives them.
"""

from __future__ import annotations

from . import borrow, burnable, combat, imbued, lock_counters, masters, placed, referendums
from .effects import When
from .hot import K_EMPLOY, K_EQUIP, K_HUNT, K_RECRUIT, M_MASTER_IN_PLAY, O_TRANSFERS
from .ops import (
    UNLOCK_AT_END, burn_card, burn_minion, burn_pool, check_titles, controller_of, finish_game, gain_blood,
    replace_cards, requires_discipline, table_record,
)
from .rules_base import (
    DISCARD, INFERNAL_MARGIN, INFLUENCE, MASTER, MINION, NO_TRANSFERS_TURN, SHROUD_UNLOCK, UNLOCK, UNLOCK_IN_DISCARD,
    UNLOCK_IN_DISCARD_PAID, burn_off, employer_unlocks,
)
from .state import TRANSFERS, GameState, Methuselah, Pending, Phase


# ---------------------------------------------------------------------------------------------
# Turn structure (rules 3)


def begin_turn(s: GameState) -> None:
    su = s.setup
    m = s.players[s.current]
    s.turn += 1
    m.turns += 1
    s.turn_bleed = 0
    s.turn_cards = 0
    s.transfers_used = 0
    s.used.clear()
    s.pending = None
    s.wake.clear()
    if masters.LOCK_INTERCEPT in su.master_kinds and m.in_play:
        masters.club_start(s, m)  # Club Zombie: "if unlocked at the start of your turn"
    # rules 4: unlock every card you control, then the Edge gives 1 pool
    locked = s.locked
    if masters.GRAND_BALL in su.master_kinds and m.in_play:
        masters.ball_unlock(s, m)  # Toreador Grand Ball: "the locked Toreador does not unlock as normal"
    if su.any_borrow:
        borrow.hold_locked(s, m)  # Puppet Master: "the attached vampire does not unlock as normal"
    if su.any_placed:
        placed.hold_locked(s, m)  # Sensory Deprivation
    nu = s.no_unlock
    infernal = su.infernal
    for zone in (m.ready, m.torpor, m.in_play):
        for i in zone:
            if nu and i in nu:
                nu.discard(i)
                continue
            if infernal[i] and locked[i]:
                # rules 11: an infernal minion does not unlock as normal; its controller may burn
                # 1 pool to unlock it (paid while more than INFERNAL_MARGIN pool is left)
                if m.pool <= INFERNAL_MARGIN:
                    continue
                m.pool -= 1
            locked[i] = 0
    if su.any_unlock_employer:
        employer_unlocks(s)
    if su.any_burn_off:
        burn_off(s, m)
    if su.imbued is not None:
        imbued.unlock_phase(s, m)  # convictions played on the imbued (rules: imbued appendix 2)
    if su.any_unlock_burn:
        ub = su.unlock_burn
        for v in [v for v in m.ready if ub[v]]:
            # "during your unlock phase, Gregory burns 1 life"; "burn Nocturn" (BURNS_ALL)
            s.blood[v] = max(0, s.blood[v] - ub[v])
            if s.blood[v] <= 0:
                burn_minion(s, v)
    if su.any_unlock_life:
        ul = su.unlock_life
        for v in m.ready:
            if ul[v] and s.blood[v] < su.effect[v].life:  # type: ignore[union-attr]
                s.blood[v] += ul[v]  # "with 2 or fewer life during your unlock phase, gains 1 life"
    if su.any_first_tradition:
        referendums.tradition_unlock(s, m)  # First Tradition: "must burn 2 pool during his or her unlock phase"
        if s.terminal or m.ousted:
            return
    if s.edge == s.current:
        m.pool += 1
    if m.owed_unlock:
        replace_cards(s, m, m.owed_unlock)
        m.owed_unlock = 0
    s.phase = UNLOCK
    s.master_actions = 1 - m.oot_debt  # rules 5, 1.6.2.4: out-of-turn cards played on account
    m.oot_debt = 0
    mb = su.master_bonus
    for v in m.ready:
        # "+1 master phase action" of a ready (and, for some, unlocked) vampire (rules 5)
        if mb[v] and not (su.master_unlocked[v] and locked[v]):
            s.master_actions += mb[v]
    s.master_actions += referendums.rumors_bonus(s, s.current)  # Rumors of Gehenna: two master phase actions
    s.trifle_played = False
    s.discard_actions = 0
    s.transfers = 0
    if masters.DRAIN in su.master_kinds:
        masters.unlock_start(s)  # Smiling Jack: what this Methuselah owes
    if masters.FRENZY in su.master_kinds:
        masters.frenzy_unlock(s)  # Rötschreck: "during this vampire's next unlock phase, burn this card"
    if masters.MEKHET in su.master_kinds or masters.LEOPOLD in su.master_kinds:
        masters.mekhet_unlock(s)  # Fear of Mekhet: 5 blood or the vampire burned; Society of Leopold: 1
        if s.terminal:
            return
    if m.contested:
        _settle_contests(s, m)


def _settle_contests(s: GameState, m: Methuselah) -> None:
    """Rules 4.1: a contested card whose other copies were all yielded comes back, unlocked."""
    uk = s.setup.unique_key
    for i in list(m.contested):
        key = uk[i]
        if any(uk[j] == key for q in s.players if q is not m for j in q.contested):
            continue
        m.contested.remove(i)
        host = s.attached[i]
        if s.setup.is_crypt[i]:
            m.ready.append(i)
            check_titles(s, i)
        elif host >= 0 and host not in m.ready and host not in m.torpor:
            burn_card(s, i)  # equipment or retainer whose minion is gone
            continue
        else:
            m.in_play.append(i)
        s.locked[i] = 0


def unlock_toll(s: GameState) -> int:
    """Ready vampires of the other Methuselahs saying "during each other Methuselah's unlock
    phase, if Leandro is ready, that Methuselah chooses either to burn 1 pool or to lose all
    transfers during his or her next influence phase"."""
    ut = s.setup.unlock_toll
    return sum(ut[v] for q in s.players if q.index != s.current and not q.ousted for v in q.ready)


def location_tax(s: GameState) -> int:
    """The current Methuselah's predator's ready vampires saying "if Arika is ready during your
    prey's unlock phase, your prey chooses which locations he or she keeps in play. For each
    location he or she controls, your prey burns 1 pool or burns the location"."""
    pred = s.predator(s.current)
    if pred == s.current:
        return 0
    lt = s.setup.location_tax
    return sum(lt[v] for v in s.players[pred].ready)


def edge_drain(s: GameState) -> None:
    """"Your prey can burn the Edge during your unlock phase to burn 1 blood from Keith": the
    prey holding the Edge burns it when a ready such vampire of the current Methuselah has blood
    to lose (rules 1.2.3: the Edge then goes to no one)."""
    prey = s.prey(s.current)
    if s.edge != prey or prey == s.current:
        return
    ed = s.setup.edge_drain
    for v in s.players[s.current].ready:
        if ed[v] and s.blood[v] > 0:
            s.blood[v] = max(0, s.blood[v] - ed[v])
            s.edge = -1
            return


def _pay_location_tax(s: GameState) -> None:
    """At the end of the unlock phase, 1 pool for each location kept (those burned instead were
    chosen during the phase: ``Kind.YIELD`` n=2), for each such vampire."""
    n = location_tax(s)
    if n:
        il = s.setup.is_location
        kept = sum(1 for j in s.players[s.current].in_play if il[j])
        if kept:
            burn_pool(s, s.current, n * kept)


def pay_contests(s: GameState) -> None:
    """Rules 4.1-4.2, at the end of the unlock phase: 1 pool for each card still contested, 1
    blood from each vampire still contesting a title (a vampire without blood or in torpor
    yields)."""
    m = s.players[s.current]
    su = s.setup
    for v in [v for v in m.ready + m.torpor if v in s.title_contested] if s.title_contested else ():
        if v in m.torpor or s.blood[v] <= 0 or any(
            su.title_prevails[w] and w != v and su.title_key[w] == su.title_key[v] for w in s.title_contested
        ):  # "any vampire contesting Rafael's title must yield during their unlock phase"
            yield_title(s, v)
        else:
            s.blood[v] -= 1
    n = len(m.contested)
    if n:
        burn_pool(s, s.current, n)


def yield_title(s: GameState, v: int) -> None:
    s.title_contested.discard(v)
    s.title_votes[v] = 0
    key = s.setup.title_key[v]
    others = [w for w in s.title_contested if s.setup.title_key[w] == key]
    if len(others) == 1:
        s.title_contested.discard(others[0])


def end_turn(s: GameState) -> None:
    m = s.players[s.current]
    if s.discarded and s.setup.any_recycle:
        _recycle(s)  # at the end of the discard phase (Rachel Brandywine)
    if masters.SMALL_BURN in s.setup.master_kinds:
        masters.end_of_turn(s)  # Scourge of the Enochians passes to the predator
    if s.record:
        s.turn_log.append(_turn_record(s, m))
    if s.used:
        for v, mark in [x for x in s.used if x[1] == UNLOCK_AT_END]:
            if v in m.ready:
                s.locked[v] = 0  # "unlock the acting minion at the end of the turn"
    if s.setup.any_lock_counter and s.used and lock_counters.end_of_turn(s, m):
        s.put_back = 0  # (a turn ended otherwise than by its discard phase: the hand size alone)
    if s.setup.any_borrow and s.used:
        borrow.end_of_turn(s)  # the vampires taken "until the end of the turn" go back
    s.pending = None
    s.combat = None
    s.referendum = None
    n = len(s.seating)
    k = s.seating.index(s.current)
    for step in range(1, n + 1):
        q = s.seating[(k + step) % n]
        pm = s.players[q]
        if not pm.ousted and not pm.passive:
            break
    else:
        finish_game(s)
        return
    if s.seating.index(q) <= k:  # every Methuselah still in has played: a new table turn
        if s.turn_limit and s.players[q].turns >= s.turn_limit:
            finish_game(s, timed_out=True)
            return
        if s.record and not any(x.passive for x in s.players):
            table_record(s)
        s.table_turn += 1
    s.current = q
    begin_turn(s)


def _turn_record(s: GameState, m: Methuselah) -> tuple[int, ...]:
    su = s.setup
    is_v = su.is_vampire
    cap = su.capacity
    vamps = 0
    capacity = 0
    allies = 0
    for i in m.ready:
        if is_v[i]:
            vamps += 1
            capacity += cap[i]
        else:
            allies += 1
    for i in m.torpor:
        vamps += 1
        capacity += cap[i]
    ub = 0
    blood = s.blood
    for i in m.uncontrolled:
        ub += blood[i]
    modeled = su.modeled
    gold = su.goldfish
    dead = idle = 0
    for i in m.hand:
        if not modeled[i]:
            dead += 1
        elif not gold[i]:
            idle += 1
    return (
        m.index, m.turns, m.pool, vamps, capacity, len(m.uncontrolled), ub, s.transfers_used, s.turn_bleed,
        m.bled_total, s.turn_cards, dead, idle, allies, len(m.library), 1 if s.edge == m.index else 0,
    )


def enter(s: GameState, phase: Phase) -> None:
    su = s.setup
    if s.phase == UNLOCK and phase == MASTER:
        cur = s.current
        if masters.UNLOCK_END_KINDS & su.master_kinds:
            masters.unlock_burns(s)  # Fame: "during each Methuselah's unlock phase"; Smiling Jack's counter; Anarch Revolt
            if s.terminal or s.current != cur:
                return
        pb = su.prey_burn
        if su.any_prey_burn and any(pb[j] is not None for j in s.players[cur].in_play):  # (none: nothing burns)
            burnable.unlock_prey_burns(s)  # Army of Rats: "during your unlock phase, your prey burns 1 pool"
            if s.terminal or s.current != cur:
                return
        if su.any_placed:
            placed.unlock_phase(s)  # Constant Revolution: its counters, in pool or cards
            if s.terminal or s.current != cur:
                return
        if su.any_unlock_toll and NO_TRANSFERS_TURN not in s.used:
            n = unlock_toll(s)
            if n:
                burn_pool(s, cur, n)  # Leandro's toll paid in pool: the transfers kept
                if s.terminal or s.current != cur:
                    return
        if su.any_location_tax:
            _pay_location_tax(s)
            if s.terminal or s.current != cur:
                return
        if su.any_edge_drain:
            edge_drain(s)
        pay_contests(s)
        if s.terminal or s.current != cur:
            return  # ousted by the contest costs
    s.phase = phase
    m = s.players[s.current]
    if su.any_borrow and (phase == MASTER or phase == MINION):
        # Temptation: "during your master phase, you can add 1 counter"; Puppet Master: "during
        # your next minion phase, burn this card to ... take control of them"
        (borrow.master_phase if phase == MASTER else borrow.minion_phase)(s)
    if phase == MASTER and masters.DEBATE in su.master_kinds:
        masters.debate_lock(s)  # Brujah Debate: "that Methuselah locks one of the oldest Brujah they control"
    if phase == MASTER and su.any_master_blood:
        mb = su.master_blood
        for j in m.in_play:
            if mb[j] and s.attached[j] >= 0:
                gain_blood(s, s.attached[j], mb[j])  # Palatial Estate: "during your master phase"
    if phase == DISCARD and s.used:
        for v, _mark in [x for x in s.used if x[1] == UNLOCK_IN_DISCARD]:
            if v in m.ready:
                s.locked[v] = 0  # "unlock this vampire during the next discard phase" (Engling Fury)
        for v, _mark in [x for x in s.used if x[1] == UNLOCK_IN_DISCARD_PAID]:
            if v in m.ready and s.locked[v] and s.blood[v] >= 2:
                s.blood[v] -= 1  # "can burn 1 blood ... to unlock" (kept with 1 blood left)
                s.locked[v] = 0
    if phase == INFLUENCE:
        bam = su.burn_after_minion
        for v in [v for v in m.ready + m.torpor if bam[v]]:
            burn_minion(s, v)  # "after the end of your minion phase, burn Tupdog and move the top
            if m.crypt:  # card from your crypt to your uncontrolled region"
                m.uncontrolled.append(m.crypt.pop())
        # rules 7: four transfers, fewer in the first turn of the first three Methuselahs
        t = m.first_transfers if m.turns == 1 else TRANSFERS
        eff = su.effect
        for j in m.in_play:
            e = eff[j]
            if e is not None and e.mode == M_MASTER_IN_PLAY and e.options:
                t += e.options[0].amount(O_TRANSFERS)
        ct = su.crypt_transfers
        for v in m.ready:
            t += ct[v]  # "if this vampire is ready at the start of your influence phase, +N transfers"
        if m.next_transfers:
            t += m.next_transfers  # The Capuchin burned since the last influence phase
            m.next_transfers = 0
        s.transfers = 0 if NO_TRANSFERS_TURN in s.used else t  # lost to Leandro
    elif phase == DISCARD:
        if masters.DISCARD_KINDS & su.master_kinds:
            cur = s.current
            masters.discard_phase(s)  # The Coven, Dragonbound
            if s.terminal or s.current != cur:
                return  # ousted by Dragonbound
        if m.owed_discard:
            replace_cards(s, m, m.owed_discard)
            m.owed_discard = 0
        s.discard_actions = 1  # rules 8
        if su.any_discard_bonus:
            db = su.discard_bonus
            s.discard_actions += sum(db[v] for v in m.ready)  # "while Unmada is ready, +1 discard phase action"
        s.discarded = ()


#: (vampire, AFTER_UNLOCK_USED): its "once each turn, ... can unlock after ..." used this turn
AFTER_UNLOCK_USED = -151
_AFTER_KIND = {int(When.EQUIP): (K_EQUIP,), int(When.HUNTING): (K_HUNT,), int(When.RECRUIT_EMPLOY): (K_RECRUIT, K_EMPLOY)}


def after_unlock(s: GameState, pend: Pending) -> None:
    """A successful action of the current Methuselah's minion ends: its ready locked vampires
    whose text says so unlock ("once each turn, Blanche Hill can unlock after successfully
    hunting"; Cock Robin after an action requiring Animalism; Aline Gädeke burns 1 blood after
    another Anarch you control acts, kept with 1 blood left), or will in the discard phase
    (Idalia after an equip action)."""
    su = s.setup
    a = pend.actor
    m = s.players[s.current]
    if a not in m.ready and a not in m.torpor:
        return
    for v in m.ready:
        au = su.after_unlock[v]
        if au is None or not s.locked[v] and not au[3]:
            continue
        who, disc, kind, discard, cost, once = au
        if (v != a) if not who else (v == a or su.sect[a] != "Anarch"):
            continue
        if kind and pend.kind not in _AFTER_KIND[kind]:
            continue
        if disc and (pend.card < 0 or (e := su.effect[pend.card]) is None
                     or not requires_discipline(e, disc)):
            continue
        if (once and (v, AFTER_UNLOCK_USED) in s.used) or (cost and (s.blood[v] <= cost or pend.kind == K_HUNT)):
            continue  # (blood paid to unlock after a hunt: the blood hunted back, a turn without end)
        if once:
            s.used.add((v, AFTER_UNLOCK_USED))
        if discard:
            s.used.add((v, UNLOCK_IN_DISCARD))  # rules 8: it unlocks as the discard phase begins
        else:
            s.blood[v] -= cost
            s.locked[v] = 0


def end_action(s: GameState) -> None:
    pend = s.pending
    if pend is not None:
        su = s.setup
        if pend.blocked and su.imbued is not None:
            imbued.end_action(s, pend)  # Xian Quan: a conviction after blocking a monster
        if pend.succeeded and masters.AFTER_ACTION_BLOOD in su.master_kinds:
            masters.after_action(s, pend)
        if pend.after_agg and controller_of(s, pend.actor) >= 0:
            combat.damage(s, pend.actor, 0, pend.after_agg)  # Daring the Dawn, after action resolution
        if masters.END_ACTION_KINDS & su.master_kinds:
            masters.end_action(s, pend)  # Warsaw Station, WMRH Talk Radio
        if su.any_borrow and s.used:
            borrow.after_action(s, pend.actor)  # "until the end of the next action" (Spirit Marionette)
        if pend.succeeded and su.any_after_unlock:
            after_unlock(s, pend)
        if s.used and (pend.actor, SHROUD_UNLOCK) in s.used:
            s.used.discard((pend.actor, SHROUD_UNLOCK))
            if pend.succeeded and controller_of(s, pend.actor) >= 0 and not s.terminal:
                s.locked[pend.actor] = 0  # Shroud Mastery [NEC]: "after action resolution if successful" (rules 6.2.3)
    s.pending = None
    s.wake.clear()
    for m in s.players:
        if m.owed_action:
            replace_cards(s, m, m.owed_action)  # "do not replace until after this action"
            m.owed_action = 0


def _recycle(s: GameState) -> None:
    """"If Rachel is ready, at the end of your discard phase, you may place cards you discard
    during that discard phase in your library (shuffle afterward)" (rules 8): done whenever she
    is, a longer library being worth more than an ash heap."""
    m = s.players[s.current]
    rec = s.setup.recycle
    if s.phase == DISCARD and any(rec[v] for v in m.ready):
        back = [i for i in s.discarded if i in m.ash]
        for i in back:
            m.ash.remove(i)
            m.library.append(i)
        s.rng.shuffle(m.library)
    s.discarded = ()
