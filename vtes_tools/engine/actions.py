"""Actions: small immutable tuples of ints that print as something you can type back.

``Action(Kind.BLEED, actor=12)`` is "minion #12 bleeds its controller's prey". Every field is
an int: ``actor`` and ``card`` and ``target`` are card instance indices of the game
(``GameSetup.card[i]`` is the frozen :class:`~vtes_tools.models.Card`), ``n`` an amount or the
discipline level a card is played at (index into ``Effect.options``).
"""

from __future__ import annotations

import enum
from typing import NamedTuple


class Kind(enum.IntEnum):
    """What an action does. Comments name the rules section."""

    PASS = 0  # end the current phase or step (rules 3)
    USE = 1  # use a card in play: hunting ground, Blood Doll, Parthenon... (card, target, n)
    PLAY_MASTER = 2  # master phase action: play a master card (rules 5, 1.6.2)
    BLEED = 3  # rules 6.1.1
    HUNT = 4  # rules 6.1.2
    EQUIP = 5  # rules 6.1.3
    EMPLOY = 6  # rules 6.1.4
    RECRUIT = 7  # rules 6.1.5
    ACTION_CARD = 8  # rules 6.1.6
    MODIFIER = 9  # action modifier (rules 1.6.3.2)
    TRANSFER = 10  # n transfers: n pool -> n blood on an uncontrolled vampire (rules 7)
    RETRIEVE = 11  # 2 transfers: 1 blood from an uncontrolled vampire -> pool (rules 7)
    CRYPT_DRAW = 12  # 4 transfers + 1 pool: crypt -> uncontrolled region (rules 7)
    INFLUENCE = 13  # move an uncontrolled vampire with blood >= capacity to the ready region (rules 7)
    DISCARD = 14  # discard phase action: discard a card and draw (rules 8); n > 0: a card moved, n = 1 + the
    #               GameState.put_back_to code (state.PutBack)
    BLOCK = 15  # actor: the minion attempting to block; card: a "wake" reaction letting it block locked (6.2.2)
    REACTION = 16  # actor: the reacting minion; card; n: option (rules 1.6.3.6)
    POLITICAL = 17  # political action: actor, card, n option (rules 6.1.7, 6.3.1)
    LEAVE_TORPOR = 18  # actor: a vampire in torpor (rules 6.5.2)
    RESCUE = 19  # actor rescues target from torpor (rules 6.5.3)
    DIABLERIZE = 20  # actor diablerizes target, a vampire in torpor (rules 6.5.4); also the blocker's choice (6.5.2)
    STRIKE = 21  # combat: actor strikes with card (combat card or weapon; -1 hand strike), n option; target a retainer
    MANEUVER = 22  # combat: card (combat card or weapon), n option (rules 6.4.2)
    PRESS = 23  # combat: card, n option (rules 6.4.4)
    PREVENT = 24  # combat: card, n option (rules 6.4.6)
    COMBAT_CARD = 25  # combat: other combat cards (additional strikes, strength), n option (rules 6.4.3)
    TERMS = 26  # referendum terms: n, index into ``Referendum.terms`` (rules 6.3.2)
    VOTE = 27  # cast this Methuselah's votes, n: a Side (1 for, 2 against); card: a political action card burned
    #          for 1 vote (or -1); target: 1 to burn the Edge for 1 vote (rules 6.3.3)
    YIELD = 28  # n: a Yield: yield a contested card (n=0) or title (n=1) (rules 4.1, 4.2); burn a location rather
    #            than pay 1 pool for it (n=2: your predator's ready Arika); lose this turn's transfers rather than
    #            burn 1 pool (n=3: another's ready Leandro)
    CANCEL = 29  # out-of-turn master card (card) cancelling the card being played (rules 1.6.2.4)
    ENTER_COMBAT = 30  # actor's own (D) action: enter combat with target, a ready minion of another (6.1.6, 6.4)
    PLAY_EVENT = 31  # discard phase action: put the event card ``card`` in play (rules 1.6.4, 8)
    INTERPOSE = 32  # actor, a slave, locks to enter combat with the blocker of target, its blocked master (rules 11)
    ABILITY = 33  # actor's own (D) action on target, a minion of another: steal blood, lock (rules 6.1.6)
    FETCH = 34  # influence phase: actor, a ready vampire, uses transfers to put card, a mage ally, in play (its text)
    LEND = 35  # actor, a ready unlocked vampire, locks to give target, your acting minion, +bleed (its text)
    UNLOCK_ABILITY = 36  # unlock phase: actor, a ready vampire, uses its text on target (a retainer, an uncontrolled vampire)
    TOGGLE = 37  # actor's text: unlock or lock target, another ready vampire of its clan you control (n: Toggle)
    OWN_ACTION = 38  # actor's own undirected action (its text, 6.1.6): target, an uncontrolled vampire given
    #                  blood (n: another removed from the game), or a library card taken into the hand
    EDGE = 39  # actor, a ready vampire: its controller burns the Edge for its text (2 pool, unlock it)
    BURN_CARD = 40  # actor's (D) action burning target, a card in play another Methuselah controls (its text; n: stealth)
    BURN_DIABLERIST = 41  # discard phase: actor (its text) burns itself to burn target, who committed diablerie
    DISCARD_FOR = 42  # actor's text: its controller discards card for +N bleed on its bleed / +N votes while polling
    LOCK_FOR_MASTER = 43  # master phase: actor, a ready unlocked vampire, locks for +N master phase actions (its text)
    BECOME_ANARCH = 44  # actor, a ready untitled non-Anarch vampire: +1 stealth undirected action, Anarch (10.5)


class Side(enum.IntEnum):
    """The side of a vote: ``Action(Kind.VOTE, n=...)``, ``Referendum.cast`` (rules 6.3.3)."""

    FOR = 1
    AGAINST = 2


class Yield(enum.IntEnum):
    """What ``Action(Kind.YIELD, n=...)`` gives up."""

    CARD = 0  # a contested card (rules 4.1)
    TITLE = 1  # a contested title (rules 4.2)
    LOCATION = 2  # the location ``card``, burned rather than paying 1 pool for it (your predator's ready Arika)
    TRANSFERS = 3  # this turn's transfers, lost rather than burning 1 pool (another's ready Leandro)


class Toggle(enum.IntEnum):
    """``Kind.TOGGLE`` n."""

    UNLOCK = 0  # the actor's text unlocks target
    LOCK = 1  # the actor's text locks target
    PAY_TO_UNLOCK = 2  # CrimethInc. in play: 1 pool to unlock an Anarch you control


class Action(NamedTuple):
    kind: Kind
    actor: int = -1
    card: int = -1
    target: int = -1
    n: int = 0

    def __repr__(self) -> str:
        parts = [f"Kind.{Kind(self.kind).name}"]
        for name, default in (("actor", -1), ("card", -1), ("target", -1), ("n", 0)):
            v = getattr(self, name)
            if v != default:
                parts.append(f"{name}={v}")
        return f"Action({', '.join(parts)})"


PASS = Action(Kind.PASS)

__all__ = ["PASS", "Action", "Kind", "Side", "Toggle", "Yield"]
