"""The table policy's referendums: votes, polling, terms."""

from __future__ import annotations

from . import politics, vote_cards
from .actions import PASS, Action
from .effects import Op
from .hot import (
    K_CANCEL, K_DISCARD_FOR, K_MODIFIER, K_PASS, K_REACTION, K_TERMS, K_USE, K_VOTE, M_MASTER_IN_PLAY, O_VOTES,
)
from .policies_table_base import TableBase
from .state import LegalActions
from .view import PlayerView


class VoteChoices(TableBase):
    """TablePolicy's referendum decisions (rules 6.3)."""

    # -- politics ----------------------------------------------------------------------------

    def _referendum(self, view: PlayerView, legal: LegalActions) -> Action:
        r = view.referendum
        assert r is not None
        if r.choosing:
            # the terms best for this Methuselah among those the votes will carry (rules 6.3.2:
            # the others then vote as they gain or lose), as _political_value valued the call
            w = self._weights(view)
            rows = view.term_values(r)  # (view.referendum_value of each terms)
            terms = self._best_terms(view, rows, [self._u(w, row) for row in rows])[0]
            if terms < 0:  # no terms gain: the least bad
                terms = max(range(len(rows)), key=lambda k: self._u(w, rows[k]))
            return Action(K_TERMS, n=terms)
        u = self.utility(view, view.referendum_value())
        if r.blood_hunt >= 0 and view.controller(r.blood_hunt) == view.me:
            u = -abs(u) - 1.0
        if abs(u) < 0.5:
            return PASS  # (as _polling does): the actions need not be listed
        acts = legal.list()
        if r.j >= 0 and (r.j < len(r.order) or r.k >= len(r.order)):
            return self._polling(view, acts, u)
        if u > 0 and self._won_already(view):
            acts = [a for a in acts if a.kind == K_VOTE and a.card < 0 and a.target < 0]  # keep the cards
        su = view.setup
        if su.any_force_abstain:
            # Arishat: silence the biggest voter whose Methuselah wants the other outcome
            value = view.referendum_value()
            quiet = [a for a in acts if a.kind == K_USE and a.card == a.actor
                     and (value[view.controller(a.target)] > 0) != (u > 0)]
            if quiet:
                return max(quiet, key=lambda a: view.title_votes(a.target))
        # vote cards first when it matters, then the vote
        for a in acts:
            if a.kind == K_CANCEL and u < -2.0:
                return a  # Delaying Tactics: worth a blood when the referendum hurts
            if a.kind == K_MODIFIER and u > 0:
                return self._votes_x(view, acts, a) if a.target >= 0 else a
            if a.kind == K_USE and a.card == a.actor and su.blood_vote[a.actor]:
                # Joseph O'Grady: a blood for a vote while short of votes, keeping one blood
                if view.blood(a.actor) > 1 and abs(u) >= 1.0 and self._short_of_votes(view, 1 if u > 0 else 2):
                    return a
                continue
            if a.kind == K_USE:
                return a
            if a.kind == K_REACTION and u < -1.0 and not su.is_modifier[a.card]:
                return a
        side = 1 if u > 0 else 2
        if su.any_discard_vote and abs(u) >= 1.0:
            discard = next((a for a in acts if a.kind == K_DISCARD_FOR), None)
            if discard is not None and self._short_of_votes(view, side):
                return discard  # Alexa: a card requiring Dominate discarded (and replaced) for +1 vote
        best: Action = PASS
        best_v = -1.0
        for a in acts:
            if a.kind != K_VOTE or a.n != side:
                continue
            v = 0.0
            if a.card >= 0:
                v += 1.0 if abs(u) > 2.5 else -1.0
            if a.target == 1:
                v += 1.0 if abs(u) > 5 else -1.0
            if v > best_v:
                best, best_v = a, v
        return best

    def _polling(self, view: PlayerView, acts: list[Action], u: float) -> Action:
        """A card played before or after the votes (vote_cards.POLLING): after them, one that turns
        the result our way (or, losing our own referendum, a cancel getting the card back);
        before them, one worth a vote or more to our side."""
        r = view.referendum
        assert r is not None
        if abs(u) < 0.5:
            return PASS
        su = view.setup
        sign = 1.0 if u > 0 else -1.0
        margin = r.votes_for - r.votes_against
        after = r.k >= len(r.order)
        best: Action = PASS
        best_g = 0.0
        for a in acts:
            if a.kind == K_PASS:
                continue
            g = view.polling_gain(a)
            if su.card_id[a.card] == vote_cards.CRYPTIC_RIDER:
                if u > 0 and any(politics.playable(su, i) for i in view.hand) and any(
                        su.is_vampire[v] and not view.locked(v) and v != r.actor for v in view.ready):
                    return a  # another political action card, and a vampire to call it this turn
                continue
            if after and g == 0.0 and a.target < 0:
                if u > 0 and margin <= 0:
                    return a  # Telepathic Vote Counting [aus]: the card goes back to the hand
                continue
            if after and ((margin > 0) == (u > 0) or (margin + g > 0) != (u > 0)):
                continue  # the result is ours already, or stays theirs
            if not after and sign * g < 1.0:
                continue
            if sign * g > best_g:
                best, best_g = a, sign * g
        return best

    def _won_already(self, view: PlayerView) -> bool:
        """Whether the referendum passes whatever the others do (rules 6.3.2): the votes cast for
        it and this Methuselah's own still to cast beat the votes cast against it and every vote
        the Methuselahs still to vote could cast, as the table sees them (their titled vampires'
        votes and those already gained, their unlocked vote locations, a political action card
        burned for 1 vote by each holding cards, the Edge burned for 1; rules 6.3.3): vote cards
        played for it then only spend cards."""
        r = view.referendum
        assert r is not None
        me = view.me
        su = view.setup
        ours = r.votes_for
        theirs = r.votes_against
        for q in r.order[r.k:]:
            if q == me:
                ours += view.votes(me) + r.extra.get(me, 0)
                continue
            theirs += view.votes(q) + r.extra.get(q, 0) + (view.edge == q)
            theirs += q not in r.used_pol and view.hand_count(q) > 0
            for j in view.in_play_of(q):
                e = su.effect[j]
                if e is not None and e.mode == M_MASTER_IN_PLAY and e.options and not view.locked(j):
                    theirs += e.options[0].amount(Op.VOTES)  # a vote location they can lock
        return ours > theirs

    def _short_of_votes(self, view: PlayerView, side: int) -> bool:
        """Whether the votes for ``side`` (1 for, 2 against), ours now and those of the Methuselahs
        still to vote who gain from it, do not yet beat the others'."""
        r = view.referendum
        assert r is not None
        me = view.me
        value = view.referendum_value()
        sign = 1 if side == 1 else -1
        ours = (r.votes_for if side == 1 else r.votes_against) + view.votes(me) + r.extra.get(me, 0)
        theirs = r.votes_against if side == 1 else r.votes_for
        for q in r.order[r.k + 1:]:
            if sign * value[q] < 0:
                theirs += view.votes(q) + r.extra.get(q, 0)
            elif sign * value[q] > 0:
                ours += view.votes(q) + r.extra.get(q, 0)
        return ours <= theirs

    def _votes_x(self, view: PlayerView, acts: list[Action], first: Action) -> Action:
        """+X votes for X blood (Awe): the least X that carries the referendum against the votes
        of those it harms still to vote, or X = 0 when no X the vampire can pay would."""
        r = view.referendum
        assert r is not None
        me = view.me
        value = view.referendum_value()
        ours = r.votes_for + view.votes(me) + r.extra.get(me, 0) + (1 if view.edge == me else 0)
        theirs = r.votes_against
        for q in r.order[r.k + 1:]:
            if value[q] < 0:
                theirs += view.votes(q) + r.extra.get(q, 0)
            elif value[q] > 0:
                ours += view.votes(q) + r.extra.get(q, 0)
        opt = view.setup.effect[first.card].options[first.n]  # type: ignore[union-attr]
        choices = sorted((a for a in acts if a.card == first.card and a.kind == K_MODIFIER), key=lambda a: a.target)
        for a in choices:
            if ours + max(p.n + p.x * a.target for p in opt.prims if p.op == O_VOTES) > theirs:
                return a
        return choices[0]
