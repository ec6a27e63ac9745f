"""The VTES rules engine: state, actions, rules, card effects, policies.

Shape (OpenSpiel): ``new_game(decks, rng)`` -> :class:`GameState`; ``legal_actions(state)``;
``apply(state, action)`` (fast, trusted) and ``apply_checked`` (raises ``RulesError``);
``is_terminal(state)``; ``returns(state)`` (victory points); ``state.clone()``. Policies choose
with ``choose(view, legal_actions, rng)`` from a read-only :class:`PlayerView`.

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
  the Edge holder, transfers and master/discard actions left, and ``pending``, the action in
  progress (:class:`Pending`: actor, card, target, bleed, stealth, modifiers played, stage).
  ``clone()`` copies these lists (no deepcopy) and shares the setup.
* Actions are tuples of ints (:class:`Action`), printing as ``Action(Kind.BLEED, actor=12)``.
* After every action the state advances by itself through steps with no choice, so callers see
  decision points only; ``state.decider`` is who chooses next.

How part 2 (full tables) plugs in
---------------------------------
* Several Methuselahs already take turns in seating order, with prey/predator from the seating,
  ousting (rules 9.1: VP and 6 pool to the predator), the Edge, and the last-standing VP.
  Goldfish only marks the prey ``passive``.
* Blocks: :meth:`rules._declare` ends with the place where a ``BLOCKS`` stage goes: the action
  gets ``Stage.BLOCKS`` with ``state.decider`` returning the target Methuselah (direct actions)
  or prey then predator (indirect, rules 6.2.2.1); ``BLOCK``/``NO_BLOCK`` kinds; stealth and
  intercept are already accumulated on :class:`Pending` (``Op.STEALTH``/``Op.INTERCEPT`` are
  extracted); modifiers adding stealth become legal when a block would succeed (rules 6.2.2.2).
* Reactions (bleed redirection, wakes, intercept) are extracted as ``Op.REDIRECT_BLEED``,
  ``Op.WAKE``, ``Op.INTERCEPT``; a ``REACTION`` kind lets the defending Methuselah play them in
  the ``AFTER_BLOCKS`` stage, where ``decider`` alternates as in rules 1.6.1.5.
* Combat (rules 6.4) becomes a sub-state like :class:`Pending`; the combat primitives
  (``STRIKE``, ``PREVENT``, ``MANEUVER``, ``PRESS``, ``ADDITIONAL_STRIKE``, ``COMBAT_ENDS``...)
  are already in the registry; torpor is the ``torpor`` list and blood/life live in ``blood``.
* Politics: ``Op.REFERENDUM``/``Op.VOTES``/``Op.BURN_POOL`` and ``GameSetup.votes`` exist; a
  referendum sub-state collects votes from every Methuselah.
"""

from .actions import PASS, Action, Kind
from .effects import Effect, EffectRegistry, Mode, Op, Option, Prim, coverage, coverage_summary, effect_of, extract
from .policies import GoldfishPolicy, LegalActions, Policy, RandomPolicy, TablePolicy
from .rules import apply, apply_checked, goldfish_setup, is_terminal, legal_actions, new_game, play, returns, winner
from .state import TURN_FIELDS, GameSetup, GameState, Methuselah, Pending, Phase, PlayerView, Stage

__all__ = [
    "PASS", "Action", "Effect", "EffectRegistry", "GameSetup", "GameState", "GoldfishPolicy", "Kind",
    "LegalActions", "Methuselah", "Mode", "Op", "Option", "Pending", "Phase", "PlayerView", "Policy", "Prim",
    "RandomPolicy", "Stage", "TURN_FIELDS", "TablePolicy", "apply", "apply_checked", "coverage", "coverage_summary",
    "effect_of", "extract", "goldfish_setup", "is_terminal", "legal_actions", "new_game", "play", "returns", "winner",
]
