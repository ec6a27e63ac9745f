"""The table policy's discard phase: which card to discard."""

from __future__ import annotations

from . import politics
from .actions import PASS, Action
from .effects import Mode
from .hot import K_DISCARD, O_INTERCEPT
from .policies_table_base import TableBase
from .policies_values import new_action
from .rules import intercept_when, usable
from .view import PlayerView


class DiscardChoices(TableBase):
    """TablePolicy's discard phase."""

    def _discard_table(self, view: PlayerView) -> Action:
        """Discard an unmodeled card, else one no ready vampire of mine can play, else a third
        card of the same kind (combat, reactions...)."""
        su = view.setup
        modeled = su.modeled
        mode = su.mode
        m = view.methuselahs[view.me]
        hand = m.hand
        counts: dict[int, int] = {}
        for i in hand:
            if not modeled[i]:
                return new_action(Action, (K_DISCARD, -1, i, -1, 0))
            k = mode[i]
            counts[k] = counts.get(k, 0) + 1
        is_vampire = su.is_vampire
        ready = [v for v in m.ready if is_vampire[v]]
        if ready:
            # a dead card (a political action card none of them can call, a card requiring a
            # discipline none has) before a playable one; a vampire being influenced (blood on
            # it in the uncontrolled region) comes soon: its cards are not dead (Protected
            # District for a primogen on the way)
            blood = view.blood_on
            ready += [v for v in m.uncontrolled if blood[v] > 0]
            dead = self._discard_dead(view, ready, hand)
            if dead >= 0:
                return new_action(Action, (K_DISCARD, -1, dead, -1, 0))
        # the most common kind held three times or more (all kinds tied at that count): of
        # those, the card held in most copies, then the first in the hand
        most = max(counts.values(), default=0)
        if most < 3:
            return PASS
        card_id = su.card_id
        copies: dict[int, int] = {}
        for i in hand:
            c = card_id[i]
            copies[c] = copies.get(c, 0) + 1
        if ready and counts.get(Mode.REACTION) == most and sum(n == most for n in counts.values()) == 1:
            return Action(K_DISCARD, card=self._discard_reaction(view, ready, hand, copies))
        best, best_n = -1, 0
        for i in hand:
            if counts[mode[i]] == most and copies[card_id[i]] > best_n:
                best, best_n = i, copies[card_id[i]]
        return new_action(Action, (K_DISCARD, -1, best, -1, 0))

    @staticmethod
    def _discard_reaction(view: PlayerView, ready: list[int], hand: list[int], copies: dict[int, int]) -> int:
        """Of the reaction cards of ``hand`` (the kind held most, three times or more), the one
        least likely to serve. Of those the fewest of the ``ready`` vampires can play (rules
        1.6.1.3): when two or more only give intercept, the weakest of them (the least intercept
        any of the vampires gets from it; among equal ones a card usable only during some
        actions, rules.intercept_when, before one usable during any); else, as for other kinds,
        the card held in most copies, then the first in the hand."""
        su = view.setup
        mode = su.mode
        card_id = su.card_id
        when = intercept_when(su)
        cands = []
        for pos, i in enumerate(hand):
            if mode[i] != Mode.REACTION:
                continue
            e = su.effect[i]
            able = icpt = 0
            pure = e is not None and bool(e.options)
            for v in ready:
                opts = [o for o in e.options if usable(su, v, e, o)] if e is not None else []
                if opts:
                    able += 1
                for o in opts:
                    if o.has(O_INTERCEPT):
                        icpt = max(icpt, o.amount(O_INTERCEPT))
                    else:
                        pure = False  # a wake, a bleed reduction, a redirection...
            cands.append((able, icpt if pure else 0, 0 if when[i] else 1, -copies[card_id[i]], pos, i))
        fewest = min(c[0] for c in cands)
        cands = [c for c in cands if c[0] == fewest]
        intercepts = [c for c in cands if c[1]]
        if len(intercepts) >= 2:
            return min(intercepts)[5]
        return min(cands, key=lambda c: (c[3], c[4]))[5]

    @staticmethod
    def _discard_dead(view: PlayerView, ready: list[int], hand: list[int]) -> int:
        """The first card of ``hand`` none of the ``ready`` vampires can play now (-1 if none): a
        political action card none can call (rules 6.3.1), another minion card as its
        requirements allow (rules 1.6.1.3); master cards and events are always playable."""
        su = view.setup
        memo = su.memo
        # each vampire's table, card id -> whether it can play the card: read from the card's and
        # the vampire's columns alone, so kept with the setup, filled as cards are met (and
        # moved with the vampire to a reseated setup, GameSetup.reseated)
        tables: list[tuple[int, dict[int, bool]]] = []
        for v in ready:
            tab: dict[int, bool] | None = memo.get(("usable_of", v))  # type: ignore[assignment]
            if tab is None:
                tab = memo[("usable_of", v)] = {}
            tables.append((v, tab))
        is_political = su.is_political
        card_id = su.card_id
        for i in hand:
            if is_political[i] and not view.callable_now(i):
                return i
            cid = card_id[i]
            for v, tab in tables:
                got = tab.get(cid)
                if got is None:
                    e = su.effect[i]
                    if is_political[i]:
                        got = politics.can_call(su, v, i)
                    elif su.is_master[i] or su.mode[i] == Mode.EVENT or e is None or not e.options:
                        got = True
                    else:
                        got = any(usable(su, v, e, o) for o in e.options)
                    tab[cid] = got
                if got:
                    break
            else:
                return i
        return -1
