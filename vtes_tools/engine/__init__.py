"""The VTES rules engine: state, actions, rules, card effects, policies.

Shape (OpenSpiel): ``new_game(decks, rng)`` -> :class:`GameState`; ``legal_actions(state)``;
``apply(state, action)`` (fast, trusted) and ``apply_checked`` (raises ``RulesError``);
``is_terminal(state)``; ``returns(state)`` (victory points); ``state.clone()``. Policies choose
with ``choose(view, legal_actions, rng)`` from a read-only :class:`PlayerView`.

Layers
------
Modules import downward only, with no cycle (``tests/test_layers.py`` checks the import graph;
``docs/engine.md`` lists every module): core (:mod:`.actions`, :mod:`.card_types`, :mod:`.enums`,
:mod:`.crypt_read`, :mod:`.setup`, :mod:`.state`) <- card language (:mod:`.effects`,
:mod:`.crypt_rules`, :mod:`.burnable_text`, :mod:`.hot`) <- shared operations on the state
(:mod:`.ops`) <- the cards' homes (:mod:`.explicit`, :mod:`.masters`, :mod:`.referendums`,
:mod:`.reaction_cards`, :mod:`.action_cards`, ...) <- rules (:mod:`.rules` and its ``rules_*``
steps, :mod:`.combat` and its ``combat_*`` steps, :mod:`.politics`, :mod:`.coverage`) <- AI
(:mod:`.view`, the read-only :class:`PlayerView`; :mod:`.policies` and its ``policies_*``
decisions) <- the game loop (:mod:`.game`, :func:`play`) and this package.

A lower layer reaches a higher one only through tables the higher module fills at import:
``SETUP`` (a :class:`~.crypt_read.SetupReaders`: ``SETUP.waker_table = table`` in :mod:`.wakers`),
which ``GameSetup.__init__`` calls where it builds each table; ``card_types.READERS`` (the effect
registry's text readers); ``ops.HOOKS`` and ``ops.COMBAT_HOOKS`` (a card's step when a card or a
minion is burned, a vampire goes to torpor, a Methuselah is ousted, a combat step...);
``referendums.POLITICS``. This package imports every such module, and importing any engine module
imports this package first.

State layout
------------
* :class:`GameSetup` is built once per list of decks and shared by every game and clone. Each
  physical card is an *instance*, an int; flat tuples indexed by instance give its frozen Card,
  owner, :class:`~.effects.Effect`, capacity, discipline bit masks (any level / superior), clan,
  title, and a uniqueness key. Nothing in it changes during a game.
* :class:`GameState` is the only mutable aggregate. For each Methuselah (:class:`Methuselah`):
  lists of instance ids for library (top = end), hand, ash heap, crypt, uncontrolled region,
  ready region (vampires and allies), torpor, removed from the game and ``in_play`` (locations,
  master cards, and equipment/retainers, whose host is ``attached[i]``); pool, victory points,
  ousted, hand size, first-turn transfers. Per instance: ``blood`` (blood on a vampire, life on
  an ally or retainer), ``locked``, ``attached``, ``bled_turn``. Global: seating (turn order;
  prey is the next Methuselah still in, predator the previous), current Methuselah, turn, phase,
  the Edge holder, transfers and master/discard actions left, ``pending``, the action in
  progress (:class:`Pending`: actor, card, target, bleed, stealth, modifiers played, stage),
  ``combat`` and ``referendum``.
  ``clone()`` copies these lists (no deepcopy) and shares the setup.
* Actions are tuples of ints (:class:`Action`), printing as ``Action(Kind.BLEED, actor=12)``.
* After every action the state advances by itself through steps with no choice, so callers see
  decision points only; ``state.decider`` is who chooses next.

Full tables
-----------
* Seating (``state.seating``, turn order) gives prey and predator (rules 2.1); ousts give the
  predator 1 VP and 6 pool, simultaneous ousts the VP only, the last Methuselah standing 1 VP
  (rules 9.1); ``turn_limit`` table turns call time: 0.5 VP to each Methuselah still in
  (VEKN tournament rules); :func:`winner` is the game win.
* An action in progress is a :class:`Pending` going through stages (:class:`Stage`): blocks by the
  target (directed) or the prey then the predator (undirected, rules 6.2.2.1), block attempts
  where stealth and intercept are added only when needed (6.2.2.2), reactions (wake, intercept,
  bleed redirection), modifiers, resolution; ``state.decider`` says who chooses.
* Combat (rules 6.4) is :mod:`.combat` (a :class:`~.state.Combat` in ``state.combat``): range,
  strikes, damage, prevention, presses; torpor, rescue and diablerie (6.5) are actions.
* Politics (rules 6.3) is :mod:`.politics` (a :class:`~.state.Referendum` in
  ``state.referendum``): terms, votes from titles, cards and the Edge; the political action
  cards TWDA decks play most, keyed by VEKN id.
* Contested cards and titles (rules 4.1, 4.2) and out-of-turn cancels (1.6.2.4) are decisions
  of the unlock phase and of the moment a card is played.
* The Imbued (rules appendix) are :mod:`.imbued`: mortal minions with life that do not hunt and
  are incapacitated (the torpor region) without life; conviction cards played on them each
  unlock phase and burned for their effects or ``[N CONVICTION]`` costs; powers gained as +1
  stealth actions and used by locking them (``GameSetup.imbued``, None without an imbued).

Card effects the rules apply
----------------------------
* A library card's options are played only where the rules know every primitive of them
  (``ACTION_OPS``, ``MASTER_OPS``, ``KNOWN``, ``EQUIPMENT_OPS``... in :mod:`.rules`,
  ``combat.option_known``); ``usable`` checks Disciplines, clan, title, capacity and the
  ``REQUIRES`` primitives against per-vampire requirement bits (sect, Black Hand, Seraph, Red
  List, city titles...; rules 1.6.1.3).
* A crypt card's abilities are read once by :func:`.state.read_crypt` into GameSetup arrays
  (stat bonuses, hand size, master phase actions and transfers while ready, prevention each
  combat, own maneuver / press, cost changes, "cannot" restrictions, traits); what it does not
  read is left unapplied.
* :func:`.rules.executes` says whether the rules apply a card as its text says, from those same
  checks and that same reader; the coverage report's ``executed`` column comes from it, beside
  ``modeled`` (every sentence described by primitives).
"""

# The crypt rules and the hand-written card entries fill effects.CRYPT_RULES and EXPLICIT / CRYPT_EXPLICIT as they
# are imported, before any effect is read.
from . import crypt_rules, explicit  # noqa: F401
# The card families and the rules set their setup readers (state.SETUP) and the operations' hooks (ops.HOOKS) as
# they are imported: a GameSetup built, and a game played, from any engine module has them all.
from . import anathema, borrow, burnable_text, combat, imbued, kiasyd_guard, masters  # noqa: F401
from . import lock_counters, placed, politics, reflexes, rules, wakers  # noqa: F401
from . import referendums, vote_cards  # noqa: F401  (the political cards, which politics reads)
from .actions import PASS, Action, Kind
from .coverage import coverage, coverage_summary
from .effects import Effect, EffectRegistry, Mode, Op, Option, Prim, effect_of, extract
from .game import play
from .policies import GoldfishPolicy, LegalActions, Policy, RandomPolicy, TablePolicy
from .rules import apply, apply_checked, goldfish_setup, is_terminal, legal_actions, new_game, returns, winner
from .state import (
    TABLE_FIELDS,
    TURN_FIELDS,
    Combat,
    CombatStage,
    GameSetup,
    GameState,
    Methuselah,
    Pending,
    Phase,
    Referendum,
    Stage,
)
from .view import PlayerView

__all__ = [
    "Combat", "CombatStage", "Referendum", "TABLE_FIELDS", "combat", "politics",
    "PASS", "Action", "Effect", "EffectRegistry", "GameSetup", "GameState", "GoldfishPolicy", "Kind",
    "LegalActions", "Methuselah", "Mode", "Op", "Option", "Pending", "Phase", "PlayerView", "Policy", "Prim",
    "RandomPolicy", "Stage", "TURN_FIELDS", "TablePolicy", "apply", "apply_checked", "coverage", "coverage_summary",
    "effect_of", "extract", "goldfish_setup", "is_terminal", "legal_actions", "new_game", "play", "returns", "winner",
]
