"""The enums of a turn the core shares: its phases (:class:`Phase`), the stages of an action in
progress (:class:`Stage`), the counters kept for reports (:class:`Stat`) and where the cards moved
one at a time go (:class:`PutBack`). :mod:`.state` re-exports them.
"""

from __future__ import annotations

import enum


class Phase(enum.IntEnum):
    """The five phases of a turn (rules 3)."""

    UNLOCK = 0
    MASTER = 1
    MINION = 2
    INFLUENCE = 3
    DISCARD = 4


class Stage(enum.IntEnum):
    """Steps of an action in progress (rules 6.2)."""

    AFTER_BLOCKS = 1  # blocks declined: the acting minion can play modifiers (rules 6.2.2)
    AFTER_RESOLUTION = 2  # the action resolved: "only usable after action resolution" cards
    BLOCKS = 3  # a Methuselah who may block chooses a blocker or declines (rules 6.2.2.1)
    ATTEMPT = 4  # one block attempt: stealth against intercept, added only when needed (6.2.2.2)
    REACTIONS = 5  # a bleed not blocked: the target's reactions (bleed redirection...)
    BLOCKED = 6  # the action is blocked: "if blocked, before block resolution" cards (Change of Target)
    DIABLERIE = 7  # a vampire blocked a leave-torpor action: it may diablerize (rules 6.5.2)
    CANCEL = 8  # an out-of-turn master may cancel the card being played (rules 1.6.2.4)
    ANNOUNCE = 9  # "only usable as the action is announced" modifiers, before blocks (Seduction)
    WOULD_SUCCEED = 10  # a bleed would be successful: "only usable if a bleed would be successful" (Spying Mission)


class Stat(enum.IntEnum):
    """The counters of a game kept for reports: indices into ``GameState.stats``."""

    BLOCKS = 0  # actions blocked (rules 6.2.3)
    COMBATS = 1  # combats begun (rules 6.4)
    REFERENDUMS = 2  # referendums called (rules 6.3.2)
    PASSED = 3  # referendums passed
    TORPOR = 4  # vampires sent to torpor (rules 6.5.1)
    BURNED = 5  # minions burned
    DIABLERIES = 6  # diableries (rules 6.5.4)
    REDIRECTED = 7  # bleeds redirected


class PutBack(enum.IntEnum):
    """Where the cards the current Methuselah still moves one at a time go (``GameState.put_back``
    cards, ``GameState.put_back_to``); a ``Kind.DISCARD`` action moving one has ``n = 1 + put_back_to``."""

    ASH = 0  # from hand to the ash heap: "draw N cards, discard afterward" (rules 1.6.1.2)
    LIBRARY_BOTTOM = 1  # from hand to the bottom of the library (Heart of Nizchetus)
    LIBRARY_TOP = 2  # library cards from the ash heap to the top of the library (Sudario Refraction)
    PREY_HAND = 3  # a card of another Methuselah's hand, discarded (Revelations): ``recur[1]``'s hand
    DISCARD_DOWN = 5  # a Methuselah's own hand discarded down to its hand size, maybe out of turn
    #                   (Infernal Pursuit): ``recur[1]``'s hand
    ARRANGE = 6  # the top cards of the library put back in the order chosen (Maris Streck)
