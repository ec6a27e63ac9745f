"""Master cards read by the shape of their effect: families the rules play beyond the simple
resolutions of :mod:`.rules` (rules 1.6.2, 5).

A shape is recognised on a card's only option (:func:`shape`), once per card instance at setup
(``GameSetup.master_shape``); every card whose effect reads the same is played the same way:

* ``COPIES`` (Ashur Tablets): put in play; when you control N copies, remove every copy in play
  from the game, gain P pool and choose up to H + L library cards in your ash heap: H to your
  hand, the others shuffled into your library;
* ``TORPOR_BURN`` (Fame): on a ready vampire; after it goes to torpor its controller burns N
  pool, and in each Methuselah's unlock phase while it is in torpor that Methuselah burns M;
* ``AFTER_ACTION_BLOOD`` (Perfectionist, Capitalist): on a vampire you control; once each turn it gains N
  blood after a successful action during which no reaction card was played (Capitalist: after a
  successful bleed of its controller's prey, on a vampire of a sect, ``sh[3]``, ``sh[4]``);
* ``BLOOD_TO`` (Life in the City, Svadharma): add N blood to a ready vampire (one with none: cond=1;
  of a clan: Svadharma's Ravnos);
* ``MEKHET`` (Fear of Mekhet): on a ready justicar or Inner Circle member, locked as it is put
  there; in its controller's unlock phase it burns N blood or is burned; then its controller
  moves the card to another ready justicar or Inner Circle member (``OWED_MOVE``), or burns it;
* ``TITLED_CLAN`` (New Carthage): in play; titled vampires of a clan get +B bleed and +V votes,
  vampires of another clan -W votes (:func:`bleed_bonus`, :func:`vote_change`);
* ``UNLOCK_POOL`` (Momentum's Edge, Specialization, Using the Advantage): in play; lock it in your
  unlock phase to gain P pool (D=1: discarding two copies of the same card, then drawing; V=1:
  only with a victory point; E=1: only holding the Edge);
* ``BURN_REDUCE`` (Dummy Corporation): in play; burned when a minion bleeds you (after blocks
  are declined, with your reactions) to reduce the bleed by N;
* ``FRENZY`` (Rötschreck): an out-of-turn master played in a combat's prevention step on a vampire
  facing aggravated damage from the opposing minion: combat ends, the vampire is locked and sent
  to torpor and does not unlock as normal; the card burns in its next unlock phase;
* ``DEBATE`` (Brujah Debate): in play; vampires of a clan get +S strength and M optional
  maneuvers each combat; in each Methuselah's master phase they lock one of the oldest of that
  clan they control; minions burn it as a (D) action (:mod:`.burnable`);
* ``MUSEUM`` (Garibaldi-Meucci Museum): a location you lock in your unlock phase, burning P pool,
  to exchange a card in your hand for one in your ash heap requiring an Anarch; or lock before
  range is determined to end a combat between an Anarch you control and another Anarch;
* ``CRYPT_FETCH`` (Coroner's Contact, Great Symposium): a vampire of clan C from your crypt (shuffled
  afterward) to your uncontrolled region with B blood from the bank (up to its capacity, the rest
  on other vampires of the clan there); O=1: once per game (``GameState.once_per_game``);
* ``SEARCH_EVENT`` (Fortschritt Library): once per game, a Gehenna event from your library to
  your hand (the library shuffled), then discard down to your hand size;
* ``POOL_FROM_EACH`` (Tribute to the Master): move N blood from each ready vampire you control
  to your pool;
* ``REMOVE_FOR_POOL`` (Golconda: Inner Peace): remove a vampire with capacity C or more from the
  game, its controller gains pool equal to its capacity;
* ``LOCK_BLOOD_TO`` (The Coven): in play; lock it to add N blood to a ready vampire you control;
  in your discard phase your predator takes control of it;
* ``DISCIPLINE_ON`` (Dominate, Obfuscate...): on a vampire (not one with the Discipline at the
  superior level), which gets +1 level of the Discipline and +1 capacity. The state's
  :class:`~.state.GameSetup` becomes a copy with that vampire's Disciplines and capacity changed
  (every rule reads them from there; the copy starts an empty memo);
* ``CRYPT_DIG`` (Wider View): in play; in your influence phase, use A transfers to move the top
  K crypt cards to your uncontrolled region and then remove a crypt card there from the game
  (your next choice), or B transfers to burn it and gain P pool;
* ``LOCK_DISCARD`` (The Barrens): in play; lock it in your master phase to discard a card from
  your hand and draw;
* ``PASS_TO_PREY`` (Anarch Troublemaker): in play; in your unlock phase, give your prey control
  of it to lock up to N of their (unlocked) vampires or burn an equipment on one of their
  minions (``Action.actor`` and ``target``: the vampires, -1 for none; ``n=1``: the equipment);
* ``HAVEN`` (Secure Haven): on a minion you control, which cannot be the target of other
  Methuselahs' actions (the state's GameSetup copy marks it ``targeted``: ``rules.targeted_ok``
  then refuses it); master cards targeting it cost 1 more pool; burned after it goes to torpor;
  one haven per minion;
* ``BECOMES_ALLY`` (Jake Washington): put in play, it becomes an ally with L life, 0 strength
  and 0 bleed (a minion in your ready region); in your unlock phase you can burn it to add B
  blood to a ready vampire with no blood;
* ``EXPOSED`` (Haven Uncovered): on a ready vampire; other Methuselahs' minions can enter combat
  with it as a +1 stealth (D) action (``Kind.ENTER_COMBAT`` with ``n=1``), and it can burn the
  card as a +1 stealth (D) action (``Kind.BURN_CARD``);
* ``DRAIN`` (Smiling Jack, The Anarch): in play; in your unlock phase move 1 pool to a counter on
  it; in each other Methuselah's unlock phase, for each counter, that Methuselah burns 1 pool or
  1 blood from a vampire they control (their choices, before anything else); vampires burn it as
  a (D) action (``Kind.BURN_CARD``);
* ``CLAN_BLEED`` (Palla Grande): in play with C counters; vampires of a clan get +N bleed; one
  counter burns in your discard phase, the card with the last;
* ``MINION_LOSS`` (Tension in the Ranks): in play; after a ready minion is burned or sent to
  torpor, its controller burns N pool; any Methuselah can use a master phase action and
  discard two master cards to burn it;
* ``EXCHANGE_MASTER`` (Anthelios, The Red Star, an event): once each master phase, a Methuselah
  can use a master phase action to exchange a master card in hand for one in their ash heap;
* ``SMALL_BURN`` (Scourge of the Enochians, an event): in your discard phase you can burn a
  vampire with capacity C or less; your predator then takes control of it (even if you did not);
* ``POOL_OR_BLOOD`` (The Eternals of Sirius): gain P pool if you control a ready vampire of a
  clan (``n=0``), or add B blood to one of that clan with capacity C or more in your
  uncontrolled region (``n=1``);
* ``HUNT_BONUS`` (The Hungry Coyote): in play; your vampires of a sect get +N hunt;
* ``HUNTING_GROUND_FOR`` (Carfax Abbey, Papillon): a hunting ground you play when you control a
  ready vampire meeting its REQUIRES; in your unlock phase a ready vampire of yours of the kind
  it names (an Anarch, a titled vampire) can gain N blood, a second one too while you control
  a ready baron (Carfax Abbey); a vampire feeds from one hunting ground each turn;
* ``GROOM`` (Grooming the Protégé): move up to N blood from a ready vampire you control
  (``Action.actor``) to a younger vampire of its clan in your uncontrolled region (``target``);
* ``UNLOCK_WITHOUT_BURN`` (Anarch Revolt): in play; a Methuselah not controlling a ready anarch
  burns N pool during their unlock phase;
* ``CLAN_STRENGTH`` (Gangrel Revel): in play; vampires of a clan you control get +N strength;
* ``TORPOR_RESCUE`` (Chantry): a location you lock in your master phase, burning 1 pool or 1
  blood from a ready vampire of its clan you control, to move a vampire of that clan from torpor
  to its controller's ready region (``Action.actor``: the vampire paying the blood, -1 for pool);
* ``GUARDIAN`` (Guardian Angel): on a ready vampire you control, which gets +N intercept during
  bleed actions directed at you and prevents P damage each combat; burned when it is in torpor;
* ``BLOCK_BLOOD`` (Rebel, an archetype): on a vampire you control; once each turn, when it
  blocks a titled vampire or a political action, it gains N blood before block resolution;
* ``ANNOUNCE_STEALTH`` (Creepshow Casino): a location you lock as a vampire you control announces
  an undirected action, to give it +N stealth (``Stage.ANNOUNCE``);
* ``ANNOUNCE_UNLOCK`` (Warsaw Station): a location you lock as a vampire of its clan announces an
  undirected action; after resolution, if the action succeeded, the acting vampire unlocks. You
  can burn it (even locked) to move a vampire of its clan from torpor to the ready region
  (``Action.n`` = 1);
* ``BLOOD_BANK`` (Wasserschloss Anif): in your master phase a vampire of its clan you control can
  move N blood from itself to counters on the card (once each master phase); lock it in your
  influence phase to move all its counters to a vampire of that clan in your uncontrolled
  region; any minion can burn it as a (D) action (``Kind.BURN_CARD``), some clan with +S stealth;
* ``NO_REPLACE`` (Visit from the Capuchin): in play with N counters, +1 hand size for each;
  each time you would replace another card, a counter burns instead (and the hand size with
  it); the card burns with its last counter;
* ``LOCK_INTERCEPT`` (WMRH Talk Radio, Channel 10, KRCG News Radio): a location you lock to give
  your blocking minion (of clan C with capacity K or more: Market Square, Kumpania) +N intercept
  when its block would fail (rules 6.2.2.2); if that minion does not block the action, you burn P
  pool after action resolution; F=1: not during the first action in a minion phase (``ACTIONS``
  marks), F=2: only during an undirected action (Wall Street Night); V=1: a vampire, which burns B blood for it (The Rumor Mill); R: only for a kind of
  vampire (a :class:`~.effects.Req` index, -1 any), and H: lock it after such a vampire of yours
  hunts successfully to add H blood to it (The Anarch Free Press). Uses for another
  Methuselah's minion (KRCG News Radio's second sentence, London Evening Star's "any minion")
  are not played: the blocker's controller decides the attempt. Club Zombie (an 11th item, 1):
  for a blocking vampire, and unlocked as your turn begins (``CLUB_FED``), a ready vampire you
  control gains 1 blood in your unlock phase (``Kind.USE`` with ``n=2``);
* ``MOVE_BETWEEN`` (Heidelberg Castle): a location you lock in your master phase to move blood,
  equipment and/or retainers between two ready vampires you control (the first move locks it;
  more moves between the same two vampires follow while the phase lasts); ``Action.n``: the
  blood moved, or -1 - the equipment or retainer moved;
* ``LOCK_STEALTH`` (Backways, Anarch Railroad, Monastery of Shadows...): a location you lock to
  give your acting vampire +N stealth when a block would succeed (rules 6.2.2.2); the vampire is
  of the card's clan, meets its REQUIRES and its ``min_capacity``; +H hand size while in play.
* ``ANNOUNCE_BLEED`` (Club Illusion): in play; a vampire of a kind (a :class:`~.effects.Req`
  index: an Anarch) you control can burn B blood once as it announces a bleed action to get +N
  bleed during that action (``Stage.ANNOUNCE``; the card does not lock);
* ``COST_PATH`` (The Path of Night, of Bone...): in play; cards requiring a Discipline cost every
  vampire of a clan N fewer blood (``GameSetup.cost_mods`` entries of :data:`PATH_THING` that
  :func:`sync_costs` keeps in step with the cards in play); minions burn it as a (D) action
  inflicting 1 unpreventable damage on an acting vampire (:mod:`.burnable`);
* ``BLOCKED_BURN`` (Aching Beauty): on a vampire of a clan you control; when it is blocked, the
  blocking minion's controller burns N pool before block resolution;
* ``BLEED_CAP`` (Protected Resources): in play; you burn at most N pool to a bleed; burned after
  a minion you control bleeds successfully;
* ``STAT_ON`` (The Art of Pain, Sight Beyond Sight): on a vampire of a clan you control, which gets
  the card's +strength or +intercept (read with the other cards on it);
* ``MORTALITY`` (Memories of Mortality): on another Methuselah's vampire, which cannot attempt to
  block allies and whose damage to allies is reduced to 0; in its controller's influence phase
  it can burn B blood to burn the card, then goes to torpor;
* ``DEPRAVITY`` (Depravity): on a ready vampire you control, which gets +N strength (read with the
  other cards on it) and +S stealth during diablerie actions, and cannot recruit allies nor
  employ retainers (:func:`depraved`);
* ``HUMANITAS`` (Humanitas): on a ready vampire you control, which gets +S stealth when
  attempting to rescue a vampire from torpor and burns L less blood if successful, and cannot
  commit diablerie (:func:`humane`);
* ``ALLY_DISCOUNT`` (Charisma): on a ready vampire you control; recruit ally actions cost it N
  fewer blood or pool (an ``ALLY_THING`` entry of its ``GameSetup.cost_mods``, :func:`sync_costs`);
* ``DISCARD_UNLOCK`` (Metro Underground): in play; in your discard phase, lock it and burn P pool
  to unlock a vampire you control;
* ``DISCARD_BLEED`` (Haqim's Law: Retribution): in play; as a bleed action of a vampire of a
  clan you control is announced (``Stage.ANNOUNCE``), it can discard combat cards, +N bleed each;
* ``CLAN_BANK`` (Acquired Ventrue Assets): put in play with 1 blood for each vampire of a clan you
  control (burned with none); once each master phase, move N of it to one of them; burned when
  empty; minions burn it as a (D) action (:mod:`.burnable`);
* ``LOCK_MILL`` (The Slaughterhouse): a location you lock in your master phase to burn N cards
  from the top of your prey's library;
* ``LOCK_DRAW`` (Fragment of the Book of Nod): in play; lock it in your master phase to draw N
  cards, then discard down; vampires steal it as a (D) action (:mod:`.burnable`);
* ``GRAND_BALL`` (Toreador Grand Ball): put in play choosing two ready vampires of a clan you
  control, one of them locked (``Action.actor``), which does not unlock as normal while the card
  is in play; the other's (``Action.target``) non-bleed actions cannot be blocked
  (``GameState.paired``: card -> the two). Minions burn it as a (D) action (:mod:`.burnable`).
* ``HAND_RECRUIT`` (Piper): lock a ready unlocked vampire of a kind (a :class:`~.effects.Req`
  index: an Anarch) you control (``Action.actor``); it recruits the ally or employs the retainer
  of your hand ``Action.target`` at level ``Action.n`` (requirements and costs as the recruit
  or employ action's, :func:`hand_recruit`), not as an action: nothing can block it.

* ``ON_BLEED_VOTES`` (Legendary Vampire, Ancestor Spirit): on a vampire you control (of a kind,
  a :class:`~.effects.Req` index or -1; with capacity K or more; F=1: one that entered your
  ready region during your last influence phase, ``GameState.entered``), which gets +B bleed
  (its bleed reads the card's +bleed like equipment's) and +V votes (C=1: only in a referendum
  it calls, :func:`votes_on`); vampires call a referendum to burn Legendary Vampire (:mod:`.burnable`).

* ``INVESTMENT`` (Short-Term Investment, Slave Auction, Ventrue Investment): put in play with N
  counters (P=1: one per Methuselah in the game; P=2: one per vampire of a clan you control);
  a master phase action moves one to your pool; the card burns with its last;
* ``LOW_POOL`` (Failsafe): in play; with fewer than N pool, a master phase action burns it for
  P pool.

* ``ASH_BOTTOM`` (Waste Management Operation): a location you lock in your discard phase to move a
  library card from your ash heap to the bottom of your library (``Action.target``).

* ``STORAGE`` (Storage Annex): a location put in play with a card from your hand face down on it
  (out of play: in the owner's ``removed`` zone, ``GameState.attached`` naming the location;
  ``Action.target`` the card); once in each of your master phases you can exchange a card in
  your hand for it (``Kind.USE``); it goes to the ash heap if the location burns.

* ``DISC_FOR`` (Maleficia, Striga, Blood Buff, Abombwe): on a ready vampire you control of a kind
  (a :class:`~.effects.Req` index, or -1), of a clan, or with a Discipline (A: a bit, or -1;
  Abombwe: a Laibon or one with Protean), which gets +1 level of the card's Discipline and +C
  capacity, as ``DISCIPLINE_ON``; not on one with the superior level already.

* ``CHOSEN_DISC`` (Agent of Power): on a ready vampire you control, which gains 1 level of a
  Discipline chosen as it is played (``Action.n``: a Discipline needed by a card in your hand)
  until your discard phase, when the card burns and the level goes (``GameState.blood`` of the
  card keeps 1 + 2 x the Discipline + 1 if the level made it superior).

* ``AWAKENING`` (Antediluvian Awakening): in play; in each Methuselah's unlock phase, that
  Methuselah burns N pool (at its end, :func:`unlock_burns`) unless they burn a vampire they
  control with capacity C or more to burn the card (``Kind.USE``, ``Action.target`` the vampire).

* ``BLEED_STEALTH`` (The Khabar: Community): in play; vampires of a clan get +N stealth when
  bleeding (:func:`bleed_stealth`); minions burn it as a (D) action (:mod:`.burnable`).

Events are put in play by a discard phase action, each card once per game (rules 1.6.4, 8):

* ``EVENT_TORPOR_BURN`` (Dragonbound): in each Methuselah's discard phase, that Methuselah burns
  N pool for each vampire in torpor they control;
* ``EVENT_ALLY_INTERCEPT`` (The Unmasking): allies get +N intercept against vampires;
* ``UNCOILING`` (The Uncoiling): in its controller's discard phase another event in play burns,
  chosen at random; another Methuselah can use a discard phase action and burn X pool (the
  other events in play) to burn it;
* ``NO_HUNT_EVENT`` (Restricted Vitae): vampires cannot hunt unless they must (no blood, rules 6).
* ``VP_HAND`` (The Bitter and Sweet Story): each Methuselah gets +N hand size for each victory
  point they have (:func:`vp_gained` as one is gained);
* ``REDIRECT_TAX`` (Narrow Minds): minion cards that change the target of a bleed action (the
  reactions redirecting a bleed) cost +N blood or life (:func:`sync_costs`).
* ``ALLY_BURN_DAMAGE`` (FBI Special Affairs Division): after a combat in which an ally opposing
  the acting vampire was burned, a counter on the card and N unpreventable damage on the vampire;
  the card burns at C counters (:func:`ally_burned`).

The rules call :func:`card_actions` / :func:`resolve` when a master card with a shape is played,
:func:`on_torpor`, :func:`unlock_burns`, :func:`after_action` and :func:`discard_phase` at those
steps; :func:`known` tells ``rules.master_known`` which cards these shapes execute.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable

from ..models import current_clan
from . import burnable_text
from .actions import Action
from .effects import (
    CLANS,
    REPLACE_LEAVES_PLAY,
    REQUIREMENT_WORDS,
    Effect,
    Mode,
    Op,
    Prim,
    Req,
    Restriction,
    Thing,
    When,
    Who,
    clan_code,
    disc_code,
)
from .hot import K_BLEED, K_BURN_CARD, K_ENTER_COMBAT, K_PLAY_MASTER, K_POLITICAL, K_PRESS, K_USE
from .ops import (
    ALLY_THING,
    FED_FROM_GROUND,
    HOOKS,
    MODE_KIND,
    PATH_THING,
    RECRUITED,
    REDIRECT_THING,
    USED_CARD,
    _controls_ready,
    burn_card,
    burn_minion,
    burn_pool,
    card_controller,
    contest,
    controller_of,
    distinct,
    draw_cards,
    draw_then_put_back,
    gain_blood,
    hand_size_change,
    play_from_hand,
    replace_cards,
    targeted_ok,
    to_ready,
    to_torpor,
)
from .state import SETUP, GameSetup, GameState, Methuselah, Pending

COPIES, TORPOR_BURN, AFTER_ACTION_BLOOD, BLOOD_TO, POOL_FROM_EACH, REMOVE_FOR_POOL, LOCK_BLOOD_TO = range(1, 8)
EVENT_TORPOR_BURN, EVENT_ALLY_INTERCEPT, LOCK_STEALTH, DISCIPLINE_ON, CRYPT_DIG, LOCK_DISCARD = 8, 9, 10, 11, 12, 13
PASS_TO_PREY, HAVEN, BECOMES_ALLY, EXPOSED, DRAIN = 14, 15, 16, 17, 18
CLAN_BLEED, MINION_LOSS, EXCHANGE_MASTER, SMALL_BURN, POOL_OR_BLOOD, HUNT_BONUS = 19, 20, 21, 22, 23, 24
HUNTING_GROUND_FOR, GROOM, UNLOCK_WITHOUT_BURN, CLAN_STRENGTH = 25, 26, 27, 28
TORPOR_RESCUE, GUARDIAN, BLOCK_BLOOD, ANNOUNCE_STEALTH, ANNOUNCE_UNLOCK, BLOOD_BANK = 29, 30, 31, 32, 33, 34
NO_REPLACE, LOCK_INTERCEPT, MOVE_BETWEEN, GRAND_BALL, ANNOUNCE_BLEED = 35, 36, 37, 38, 39
COST_PATH, DISCARD_UNLOCK, ALLY_DISCOUNT, BLOCKED_BURN, BLEED_CAP, REDIRECT_TAX = 40, 41, 42, 43, 44, 45
DISCARD_BLEED, CLAN_BANK, LOCK_MILL, SEARCH_EVENT, LOCK_DRAW, MEKHET, TITLED_CLAN = 46, 47, 48, 49, 50, 51, 52
UNLOCK_POOL, BURN_REDUCE, FRENZY, DEBATE, UNCOILING, STAT_ON, MORTALITY = 53, 54, 55, 56, 57, 58, 59
MUSEUM = 60
ON_BLEED_VOTES = 61
INVESTMENT, LOW_POOL, ASH_BOTTOM, STORAGE, DISC_FOR, CHOSEN_DISC, VP_HAND, AWAKENING = 62, 63, 64, 65, 66, 67, 68, 69
BLEED_STEALTH = 70
LEOPOLD = 71
ELYSIUM = 72
LOCK_PRESS = 73
LILITH = 74
CRYPT_FETCH = 75
HAND_RECRUIT = 76
DEPRAVITY = 100
HUMANITAS = 101
NO_HUNT_EVENT = 110
TORPOR_TAX = 111
EQUIP_UNLOCK = 112
ALLY_BURN_DAMAGE = 113
#: ``GameState.once_per_game`` key BAHARI - vampire: a vampire that became Bahari (Lilith's Blessing)
BAHARI = -(1 << 24)
#: ``GameState.once_per_game`` key HUNT_OWED - Methuselah index: a ``NO_HUNT_EVENT`` card they played
#: is not replaced until a vampire successfully hunts
HUNT_OWED = -(1 << 25)
#: ``GameState.once_per_game`` key TORPOR_OWED - Methuselah index: a ``TORPOR_TAX`` card they played
#: is not replaced until a vampire moves from torpor to the ready region
TORPOR_OWED = -(1 << 26)
#: shapes locked before range is determined to end a combat (:func:`combat_end_uses`)
COMBAT_END_KINDS = frozenset({MUSEUM, ELYSIUM})
#: shapes adding strength (:func:`strength_bonus`)
STRENGTH_KINDS = frozenset({CLAN_STRENGTH, DEBATE})
#: shapes adding bleed to a bleed action (:func:`bleed_bonus`)
BLEED_KINDS = frozenset({CLAN_BLEED, TITLED_CLAN})
#: ``GameSetup.title`` values a ``MEKHET`` card goes on
MEKHET_TITLES = frozenset({"justicar", "inner circle"})
#: ``GameState.used`` mark (card, OWED_MOVE): a ``MEKHET`` card's controller owes its move
OWED_MOVE = -1006
#: shapes with a step when a block succeeds (:func:`on_block`)
BLOCK_KINDS = frozenset({BLOCK_BLOOD, BLOCKED_BURN})
#: shapes changing card costs while in play (:func:`sync_costs`)
COST_KINDS = frozenset({COST_PATH, ALLY_DISCOUNT, REDIRECT_TAX})
#: ``GameState.used`` mark (vampire, CLUB_BLEED): it burned blood for a card's +bleed this action
CLUB_BLEED = -1005
#: ``GameState.used`` mark (card, BETWEEN - pair key): the two vampires a ``MOVE_BETWEEN`` card was locked for
BETWEEN = -200000000
_PAIR = 65536
#: shapes with a step when an action ends
END_ACTION_KINDS = frozenset({ANNOUNCE_UNLOCK, LOCK_INTERCEPT})
#: ``GameState.used`` marks (ACTIONS, 0), (ACTIONS, 1): one action, two or more, announced this turn
ACTIONS = -1004
#: ``GameState.used`` mark (card, CLUB_FED): Club Zombie was unlocked as this turn began
CLUB_FED = -1007
#: ``GameState.used`` mark (card, RADIO - minion): a ``LOCK_INTERCEPT`` card locked for that blocker
RADIO = -100000
#: shapes whose "minions can burn this card as a (D) action" the burnable module plays
SPEC_BURN = frozenset({GRAND_BALL, COST_PATH, CLAN_BANK, LOCK_DRAW, DEBATE, ON_BLEED_VOTES, BLEED_STEALTH, ELYSIUM,
                       LOCK_PRESS})
#: shapes with influence phase uses
INFLUENCE_KINDS = frozenset({CRYPT_DIG, BLOOD_BANK})
#: shapes locked as an action is announced
ANNOUNCE_KINDS = frozenset({ANNOUNCE_STEALTH, ANNOUNCE_UNLOCK, ANNOUNCE_BLEED, DISCARD_BLEED})
#: ``GameState.used`` mark (actor, WARSAW_UNLOCK): the acting vampire unlocks if its action succeeds
WARSAW_UNLOCK = -1003
#: ``HUNTING_GROUND_FOR`` target kind: titled vampires, any vampire (else a :class:`~.effects.Req` index)
TITLED, ANY_VAMPIRE = -2, -3
#: ``GameState.used`` mark (card, SECOND_FEED): a hunting ground's second vampire fed this turn
SECOND_FEED = -1002
#: shapes with master phase actions for any Methuselah
MASTER_PHASE_KINDS = frozenset({MINION_LOSS, EXCHANGE_MASTER, INVESTMENT, LOW_POOL, LILITH})
#: shapes giving minions actions
MINION_KINDS = frozenset({EXPOSED, DRAIN, BLOOD_BANK})
#: ``GameState.used`` mark (OWED_DRAIN, n): the current Methuselah still owes n pool or blood
OWED_DRAIN = -1001
#: shapes with a step when a vampire goes to torpor
TORPOR_KINDS = frozenset({TORPOR_BURN, HAVEN, MINION_LOSS, GUARDIAN})
#: shapes with a step in the unlock phase
UNLOCK_KINDS = frozenset({PASS_TO_PREY, BECOMES_ALLY, DRAIN, HUNTING_GROUND_FOR, MEKHET, UNLOCK_POOL, MUSEUM, AWAKENING,
                          LOCK_INTERCEPT})
#: shapes with a step at the end of the unlock phase
UNLOCK_END_KINDS = frozenset({TORPOR_BURN, DRAIN, UNLOCK_WITHOUT_BURN, AWAKENING})
#: ``GameState.used`` mark (card, OWED_REMOVAL): a crypt card to remove is owed (Wider View)
OWED_REMOVAL = -1000
#: ``Action.n`` of the uses of a ``CRYPT_DIG`` card: dig, burn for pool, remove the owed card
DIG, DIG_BURN, DIG_REMOVE = 0, 1, 2
EVENT_KINDS = frozenset({EVENT_TORPOR_BURN, EVENT_ALLY_INTERCEPT, EXCHANGE_MASTER, SMALL_BURN, REDIRECT_TAX, UNCOILING,
                         VP_HAND, NO_HUNT_EVENT, TORPOR_TAX, EQUIP_UNLOCK, ALLY_BURN_DAMAGE})
#: shapes with discard phase uses (:func:`discard_uses`)
DISCARD_USE_KINDS = frozenset({SMALL_BURN, DISCARD_UNLOCK, UNCOILING, ASH_BOTTOM})
#: shapes with a step in the discard phase
DISCARD_KINDS = frozenset({LOCK_BLOOD_TO, EVENT_TORPOR_BURN, CLAN_BLEED, UNCOILING, CHOSEN_DISC})
#: "Archetype." cards: a vampire can have only one.
ARCHETYPE = "Archetype."
#: Vampire.capacity argument of GAIN_POOL: "pool equal to the vampire's capacity".
_CAPACITY = 1
#: ``When.EACH_UNLOCK_PHASE`` argument: "if this vampire is in torpor".
IN_TORPOR = 1
#: the whole use of a stealth location: "(You can) lock (this card) to give a Gangrel (you
#: control) +1 stealth." (not "as a vampire announces an action", not "during ...")
#: The Eternals of Sirius' wording: pool, clan, blood, clan, capacity
_LEGENDARY_TEXT = re.compile(r"^put this card on a vampire with capacity (\d+) or more who entered your ready region "
                            r"during your last influence phase\. this vampire gets \+(\d) bleed and \+(\d) votes\.",
                            re.IGNORECASE | re.MULTILINE)
_ANCESTOR_TEXT = re.compile(r"^put this card on an? (\w+) with capacity above (\d+)\. this (\w+) has \+(\d) bleed and "
                            r"gets an additional vote in any referendum he or she calls\.$", re.IGNORECASE | re.MULTILINE)
_INVESTMENT_TEXT = re.compile(r"you may use a master phase action to move 1 blood from this card to your (?:blood )?pool\. "
                              r"burn this card (?:if it has no (?:counters|blood)|when the last blood counter on it is "
                              r"removed)\.$", re.IGNORECASE | re.MULTILINE)
_INVESTMENT_COUNT = re.compile(r"(?:with|move) (\d|x) blood (?:from the blood bank to this card|where x is the number of "
                               r"methuselahs in the game|on it for each ([\w ]+?) you control)", re.IGNORECASE)
_ASH_BOTTOM_TEXT = re.compile(r"^lock during your discard phase to move a card from your ash heap to the bottom of your "
                              r"library\.$", re.IGNORECASE | re.MULTILINE)
_STORAGE_TEXT = re.compile(r"^put a card from your hand face down \(out of play\) on this card when you play it\. you may "
                           r"look at the card at any time\. during your master phase, you may exchange a card in your "
                           r"hand for the card on this [\w ]+\.$", re.IGNORECASE | re.MULTILINE)
_PSEUDO_TEXT = re.compile(r"^put this card on an? (infernal) vampire\. this vampire may play cards that require (\w+) \[(\w+)\] "
                          r"\(not a discipline\)\. with two of these cards, he or she may play cards that require superior "
                          r"\2 \[\w+\]\. burn this card if this vampire is not infernal\.$", re.IGNORECASE | re.MULTILINE)
_BUFF_TEXT = re.compile(r"^put this card on a ready ([\w ]+?) you control\. this \1 gets \+1 level of [\w ]+ \[(\w+)\]\.$",
                        re.IGNORECASE | re.MULTILINE)
_ABOMBWE_TEXT = re.compile(r"^put this card on an? (\w+) or on a vampire with [\w ]+ \[(\w+)\]\. this vampire gains one "
                           r"level of [\w ]+ \[(\w+)\]\. capacity increases by 1: the vampire is one generation older\. "
                           r"cannot be placed on a vampire with superior [\w ]+ \[\w+\]\.$", re.IGNORECASE | re.MULTILINE)
_AGENT_TEXT = re.compile(r"^put this card on a vampire you control and choose a discipline\. this vampire gains 1 level of "
                         r"that discipline\. burn this card during your discard phase\.$", re.IGNORECASE | re.MULTILINE)
_VP_HAND_TEXT = re.compile(r"^each methuselah gets \+(\d) hand size for each victory point he or she has\.$",
                           re.IGNORECASE | re.MULTILINE)
_NO_HUNT_TEXT = re.compile(r"^vampires cannot hunt unless they must hunt\.", re.IGNORECASE | re.MULTILINE)
_EQUIP_UNLOCK_TEXT = re.compile(r"^any minion who successfully performs an equip action unlocks at the end of the turn\.$",
                                re.IGNORECASE | re.MULTILINE)
_ALLY_BURN_TEXT = re.compile(r"^if an ally is burned in combat with an acting vampire, add 1 counter to this card and inflict "
                             r"(\d) unpreventable environmental damage on the acting vampire after the combat ends\. if "
                             r"this card has (\d) counters, burn it\.$", re.IGNORECASE | re.MULTILINE)
_TORPOR_TAX_TEXT = re.compile(r"^actions performed by vampires in torpor cost \+1 blood\. rescuing an older vampire from "
                              r"torpor costs \+1 blood\.$", re.IGNORECASE | re.MULTILINE)
_AWAKENING_TEXT = re.compile(r"^put this card in play\. during each methuselah's unlock phase, that methuselah burns (\d) "
                             r"pool unless they burn a vampire they control with capacity (\d) or more to burn this "
                             r"card\.$", re.IGNORECASE | re.MULTILINE)
_BLEED_STEALTH_TEXT = re.compile(r"^put this card in play\. (\w+) get \+(\d) stealth when bleeding\. ",
                                 re.IGNORECASE | re.MULTILINE)
_CLUB_TEXT_ZOMBIE = re.compile(r"^lock to give a vampire you control \+(\d) intercept for the current action\. if [\w ]+ is "
                               r"unlocked at the start of your turn, a ready vampire you control gains (\d) blood during "
                               r"your unlock phase\.$", re.IGNORECASE | re.MULTILINE)
_LOW_POOL_TEXT = re.compile(r"^put this card in play\. if you have fewer than (\d) pool, you may use a master phase action "
                            r"to burn this card and gain (\d) pool\.$", re.IGNORECASE | re.MULTILINE)
_POOL_OR_BLOOD_TEXT = re.compile(r"^gain (\d) pool if you control a ready ([\w ]+?), or add (\d) blood to an? ([\w ]+?) "
                                 r"with capacity (\d) or more in your uncontrolled region\.$", re.IGNORECASE | re.MULTILINE)
#: Piper's wording: the kind of vampire locked, twice
_HAND_RECRUIT_TEXT = re.compile(r"^lock a ready unlocked (\w+) you control\. that (\w+) recruits or employs an ally or "
                                r"retainer from your hand \(requirements and cost apply as normal\)\. this is not an "
                                r"action and cannot be blocked\.$", re.IGNORECASE | re.MULTILINE)
#: Grooming the Protégé's wording
_GROOM_TEXT = re.compile(r"^move up to (\d) blood from a ready vampire you control to a younger vampire of the same "
                         r"clan in your uncontrolled region\.$", re.IGNORECASE | re.MULTILINE)
#: Carfax Abbey's and Papillon's wording: who, blood, a second one with a baron
_GROUND_TEXT = re.compile(r"^during your unlock phase, a ready ([\w ]+?) you control can gain (\d) blood"
                          r"(, and, if you control a ready baron, another ready [\w ]+? you control can gain \d blood as "
                          r"well)?\. a vampire can gain blood from only one hunting ground each turn\.$",
                          re.IGNORECASE | re.MULTILINE)
_OLD_GROUND_TEXT = re.compile(r"^during your unlock phase, you may move 1 blood from the blood bank to a ready vampire you "
                              r"control\. a vampire can gain blood from only one hunting ground card each turn\.$",
                              re.IGNORECASE | re.MULTILINE)
#: The Hungry Coyote's wording: sect, hunt
_HUNT_TEXT = re.compile(r"^(\w+) vampires you control get \+(\d) hunt\.$", re.IGNORECASE | re.MULTILINE)
#: Palla Grande's wording: counters, clan, bleed
_CLAN_BLEED_TEXT = re.compile(r"^put this card in play with (\d) counters\. ([\w ]+?) get \+(\d) bleed\. during your "
                              r"discard phase, burn 1 counter from this card\. burn this card if it has no counters\.$",
                              re.IGNORECASE | re.MULTILINE)
_CLAN_STRENGTH_TEXT = re.compile(r"^put this card in play\. (\w+) you control get \+(\d) strength\.", re.IGNORECASE | re.MULTILINE)
_MINION_LOSS_TEXT = re.compile(r"^put this card in play\. after a ready minion is burned or sent to torpor, their "
                               r"controller burns 1 pool\. methuselahs can use a master phase action and discard two "
                               r"master cards to burn this card\.$", re.IGNORECASE | re.MULTILINE)
_EXCHANGE_TEXT = re.compile(r"^once each master phase, a methuselah can use a master phase action to exchange a master "
                            r"card in his or her hand for one in his or her ash heap\.$", re.IGNORECASE | re.MULTILINE)
_SMALL_BURN_TEXT = re.compile(r"^during your discard phase, you can burn a vampire with capacity (\d) or less, and your "
                              r"predator takes control of this card \(even if you do not burn a vampire\)\.$",
                              re.IGNORECASE | re.MULTILINE)
#: Smiling Jack's wording
_DRAIN_TEXT = re.compile(r"for each counter on this card, that methuselah burns 1 pool or burns 1 blood from a vampire "
                         r"they control\. vampires can burn this card as a \(d\) action\.", re.IGNORECASE)
#: Haven Uncovered's wording
_EXPOSED_TEXT = re.compile(r"put this card on a ready vampire\. minions can enter combat with this vampire as a "
                           r"\+1 stealth \(d\) action\. this vampire can burn this card as a \+1 stealth \(d\) action\.",
                           re.IGNORECASE)
#: a Discipline master card: "+1 level of X and +1 capacity" (or "Capacity increases by 1"), "cannot
#: be put on a vampire with superior X"
_DISCIPLINE_TEXT = re.compile(
    r"put this card on a vampire\. this vampire (?:gets \+1 level|gains 1 level) of [\w ]+ \[\w+\]"
    r"(?: and \+1 capacity\.|\. capacity increases by 1: the vampire is one generation older\.) "
    r"cannot be (?:put|placed) on a vampire with superior [\w ]+ \[\w+\]\.", re.IGNORECASE)
#: Chantry's wording: pool, blood, the paying clan, the clan rescued
_RESCUE_TEXT = re.compile(r"^you can lock this card and burn (\d) pool or (\d) blood from a ready ([\w ]+?) you control during "
                          r"your master phase to move an? ([\w ]+?) from torpor to their controller's ready region\.$",
                          re.IGNORECASE | re.MULTILINE)
#: Guardian Angel's wording: intercept, prevention
_GUARDIAN_TEXT = re.compile(r"^put this card on a ready vampire you control\. this vampire gets \+(\d) intercept during "
                            r"bleed actions directed at you\. this vampire can prevent (\d) damage each combat\. if this "
                            r"vampire is in torpor, burn this card\.$", re.IGNORECASE | re.MULTILINE)
#: Rebel's wording: blood
_REBEL_TEXT = re.compile(r"^put this card on a vampire you control\. once each turn, if they block a titled vampire or a "
                         r"political action, this vampire gains (\d) blood before block resolution\. a vampire can have "
                         r"only one archetype\.$", re.IGNORECASE | re.MULTILINE)
#: Creepshow Casino's wording: stealth
_ANNOUNCE_STEALTH_TEXT = re.compile(r"^you can lock this card as a vampire you control announces an undirected action to "
                                    r"give that vampire \+(\d) stealth, even if stealth is not yet needed\.$",
                                    re.IGNORECASE | re.MULTILINE)
#: Warsaw Station's wording: the clan, four times
_ANNOUNCE_UNLOCK_TEXT = re.compile(r"^you can lock this card as an? ([\w ]+?) announces an undirected action; after action "
                                   r"resolution, if that action was successful, unlock the acting ([\w ]+?)\. you can "
                                   r"burn this card \(even if it is locked\) to move an? ([\w ]+?) in torpor to the ready "
                                   r"region\.$", re.IGNORECASE | re.MULTILINE)
#: Wasserschloss Anif's wording: clan, blood, clan, the clan with stealth, stealth
_BANK_TEXT = re.compile(r"^during your master phase, an? ([\w ]+?) you control can move (\d) blood from themselves to this "
                        r"card\. lock during your influence phase to move all counters on this card to an? ([\w ]+?) in "
                        r"your uncontrolled region\. any minion can burn this card as a \(d\) action; ([\w ]+?) get "
                        r"\+(\d) stealth during that action\.$", re.IGNORECASE | re.MULTILINE)
#: Visit from the Capuchin's wording: counters
_NO_REPLACE_TEXT = re.compile(r"^put this card in play with (\d) counters\. you get \+1 hand size for each counter on this "
                              r"card\. each time you would replace a card other than this card, instead burn 1 counter "
                              r"from this card\. burn this card if it has no counters\.$", re.IGNORECASE | re.MULTILINE)
#: Club Illusion's wording: who, blood, bleed
_CLUB_TEXT = re.compile(r"^an? (\w+) can burn (\d) blood once as they announce a bleed action to get \+(\d) bleed during "
                        r"that action\.$", re.IGNORECASE | re.MULTILINE)
#: Channel 10's wording: intercept, "not usable during the first action in a minion phase"
#: (Market Square, Kumpania: "lock to give an Assamite you control", "a Ravnos with capacity 5 or more")
_CHANNEL_TEXT = re.compile(r"^(?:put this card in play\. )?(?:you can )?lock(?: this card)? to give an? ([\w ]+?)(?: with "
                           r"capacity (\d) or more)? you control \+(\d) intercept\."
                           r"( not usable during the first action in a minion phase\.)?$", re.IGNORECASE | re.MULTILINE)
#: WMRH Talk Radio's wording: intercept, pool
_RADIO_TEXT = re.compile(r"^you can lock this card to give a minion \+(\d) intercept\. \{?if that minion does not block "
                         r"the action, burn (\d) pool after action resolution\.\}?$", re.IGNORECASE | re.MULTILINE)
#: KRCG News Radio's wording: intercept (its use for another Methuselah's minion is not played)
_KRCG_TEXT = re.compile(r"^you can lock this card to give a minion you control \+(\d) intercept\. you can lock this card "
                        r"and burn \d pool to give a minion controlled by another methuselah \+\d intercept\.$",
                        re.IGNORECASE | re.MULTILINE)
#: London Evening Star's wording: intercept (played for a minion of the location's controller)
_ANY_MINION_INTERCEPT_TEXT = re.compile(r"^lock to give any minion \+(\d) intercept for the current action\.$",
                                        re.IGNORECASE | re.MULTILINE)
#: The Rumor Mill's wording: blood, intercept (played for a vampire of the location's controller)
_RUMOR_TEXT = re.compile(r"^you can lock this card during an action to choose a vampire; the chosen vampire can burn (\d) "
                         r"blood to get \+(\d) intercept during that action\.$", re.IGNORECASE | re.MULTILINE)
#: The Anarch Free Press's wording: who, intercept, who, blood
_FREE_PRESS_TEXT = re.compile(r"^put this card in play\. you can lock this card to give an? (\w+) you control \+(\d) "
                              r"intercept\. you can lock this card after an? (\w+) successfully hunts to add (\d) blood to "
                              r"that \w+\.$", re.IGNORECASE | re.MULTILINE)
#: Garibaldi-Meucci Museum's wording: pool, who (four times)
_MUSEUM_TEXT = re.compile(r"^you can lock this location and burn (\d) pool during your unlock phase to exchange one card from "
                          r"your hand for one card in your ash heap requiring an? (\w+)\. you can lock this location before "
                          r"range is determined to end a combat involving an? (\w+) you control and another (\w+)\.$",
                          re.IGNORECASE | re.MULTILINE)
#: Heidelberg Castle's wording
_BETWEEN_TEXT = re.compile(r"^lock to move blood, equipment and/or retainers between any two ready vampires you control\. "
                           r"cannot be used during an action\.$", re.IGNORECASE | re.MULTILINE)
#: Toreador Grand Ball's wording: the clan, thrice
_BALL_TEXT = re.compile(r"^choose two ready (\w+) you control, put this card in play, and lock one of the two\. the locked "
                        r"(\w+) does not unlock as normal\. the other (\w+)'s non-bleed actions cannot be blocked\.",
                        re.IGNORECASE | re.MULTILINE)
#: Aching Beauty's wording: clan, clan, pool
_BLOCKED_BURN_TEXT = re.compile(r"^put this card on an? (\w+)\. if this (\w+) is blocked, the blocking minion's "
                                r"controller burns (\d) pool before block resolution\.$", re.IGNORECASE | re.MULTILINE)
#: Protected Resources' wording: the cap, twice
_BLEED_CAP_TEXT = re.compile(r"^put this card in play\. if you would burn more than (\d) pool to a bleed, you burn (\d) pool "
                             r"instead\. after a minion you control successfully bleeds, burn this card\.$",
                             re.IGNORECASE | re.MULTILINE)
#: Narrow Minds' wording: the extra cost
_REDIRECT_TAX_TEXT = re.compile(r"^minion cards that change the target of a bleed action cost \+(\d) blood or life\.$",
                                re.IGNORECASE | re.MULTILINE)
#: Haqim's Law: Retribution's wording: clan, bleed
_DISCARD_BLEED_TEXT = re.compile(r"^put this card in play\. during a bleed action, an? ([\w ]+?) you control can discard a "
                                 r"combat card to get \+(\d) bleed\.$", re.IGNORECASE | re.MULTILINE)
#: Acquired Ventrue Assets' wording: clan, blood, clan (and a burnable sentence)
_CLAN_BANK_TEXT = re.compile(r"^put this card in play with 1 blood for each (\w+) you control\. during your master phase, you "
                             r"can move (\d) blood from this card to an? (\w+) you control\. burn this card if it has no "
                             r"blood\.", re.IGNORECASE | re.MULTILINE)
#: The Slaughterhouse's wording: cards
_MILL_TEXT = re.compile(r"^lock to burn (two|\d) cards? from the top of your prey's library\.$", re.IGNORECASE | re.MULTILINE)
#: New Carthage's wording: clan, bleed, vote, the other clan, its vote
_TITLED_CLAN_TEXT = re.compile(r"^titled (\w+) get \+(\d) bleed and \+(\d) vote\. (\w+) get -(\d) vote\.$",
                               re.IGNORECASE | re.MULTILINE)
#: Specialization's and Momentum's Edge's wordings: pool
_SPECIALIZATION_TEXT = re.compile(r"^put this card in play\. during your unlock phase, you may lock this card and discard two "
                                  r"copies of the same card from your hand to gain (\d) pool \(draw afterward\)\.$",
                                  re.IGNORECASE | re.MULTILINE)
_MOMENTUM_TEXT = re.compile(r"^put this card in play\. you may lock this card during your unlock phase to gain (\d) pool\.$",
                            re.IGNORECASE | re.MULTILINE)
_ADVANTAGE_TEXT = re.compile(r"^put this card into play\. during your unlock phase, if you control the edge, you may lock "
                             r"this card to gain (\d) pool\.$", re.IGNORECASE | re.MULTILINE)
#: "Only usable if you have one or more victory points."
_VP_ONLY = "only usable if you have one or more victory points."
#: Dummy Corporation's wording: the bleed reduced
_BURN_REDUCE_TEXT = re.compile(r"^you can burn this card if a minion is bleeding you to reduce the bleed amount by (\d)\.$",
                               re.IGNORECASE | re.MULTILINE)
#: Rötschreck's wording (after its "Master: out-of-turn. Frenzy." line)
_FRENZY_TEXT = re.compile(r"^put this card on a vampire when an opposing minion attempts to inflict aggravated damage on "
                          r"him or her, whether the damage would be successfully inflicted or not\. combat ends\. this "
                          r"vampire is locked and sent to torpor\. this vampire does not unlock as normal\. during this "
                          r"vampire's next unlock phase, burn this card\.$", re.IGNORECASE | re.MULTILINE)
#: Brujah Debate's wording: the clan (four times), strength, maneuvers
_DEBATE_TEXT = re.compile(r"^put this card in play\. during each methuselah's master phase, that methuselah locks one of the "
                          r"oldest (\w+) they control \(if any\)\. (\w+) get \+(\d) strength and (\d) optional maneuver "
                          r"each combat\.", re.IGNORECASE | re.MULTILINE)
#: The Uncoiling's wording
_UNCOILING_TEXT = re.compile(r"^during your discard phase, burn another event at random\. other methuselahs can use a discard "
                             r"phase action and burn x pool to burn this card, where x is the number of other events in "
                             r"play\.$", re.IGNORECASE | re.MULTILINE)
#: The Art of Pain's, Sight Beyond Sight's wordings: clan, amount, stat
_STAT_ON_TEXT = re.compile(r"^put this card on an? (?:ready )?([\w ]+?)(?: you control)?\. this (?:vampire|[\w ]+?) gets "
                           r"\+(\d) (intercept|strength)\.$", re.IGNORECASE | re.MULTILINE)
#: Depravity's wording: strength, stealth during diablerie actions
_DEPRAVITY_TEXT = re.compile(r"^put this card on a ready vampire you control\. this vampire gets \+(\d) strength\. this "
                             r"vampire gets \+(\d) stealth during diablerie actions\. this vampire cannot recruit allies "
                             r"or employ retainers\.$", re.IGNORECASE | re.MULTILINE)
#: Humanitas' wording: stealth and blood less when rescuing
_HUMANITAS_TEXT = re.compile(r"^put this card on a ready vampire you control\. when attempting to rescue a vampire from "
                             r"torpor, this vampire gets \+(\d) stealth and burns (\d) less blood if successful\. this "
                             r"vampire cannot commit diablerie\.$", re.IGNORECASE | re.MULTILINE)
#: Memories of Mortality's wording: the blood burned to end it
_MORTALITY_TEXT = re.compile(r"^put this card on a vampire; this vampire cannot attempt to block allies\. any damage this "
                             r"vampire inflicts on allies is reduced to 0\. this vampire may burn (\d) blood during his or "
                             r"her controller's influence phase to burn this card; he or she then goes into torpor\.$",
                             re.IGNORECASE | re.MULTILINE)
#: Capitalist's wording: the sect, the blood after a bleed of the prey
_CAPITALIST_TEXT = re.compile(r"^put this card on an? (\w+) vampire you control\. once per turn, when this vampire "
                              r"successfully bleeds his or her prey, he or she gains (\d) blood from the bank\.",
                              re.IGNORECASE | re.MULTILINE)
_LEOPOLD_TEXT = re.compile(r"^put this card on a vampire\. during his or her controller's unlock phase, the vampire with this "
                           r"card either burns (\d) blood or is burned \(the controller's choice\)\.", re.IGNORECASE | re.MULTILINE)
_ELYSIUM_TEXT = re.compile(r"^only usable when an? (\w+) vampire you control is in combat with another (\w+) vampire\. "
                           r"you may lock this card before range is determined to end combat\.", re.IGNORECASE | re.MULTILINE)
#: Mob Connections' and Police Department's wording: the press, continue or end
_LOCK_PRESS_TEXT = re.compile(r"^(?:put this card in play\. you can lock this card to give a minion you control (\d) press, "
                              r"only usable to (continue) combat\.|lock to give a press, only usable to (end) combat, to a "
                              r"minion you control\.$)", re.IGNORECASE | re.MULTILINE)
_LILITH_TEXT = re.compile(r"^put this card in play\. as a master phase action, you may lock this card to search your library "
                          r"for a master: discipline card and choose a ready non-bahari vampire you control who has no blood\. "
                          r"that vampire gains the discipline card \(if any\) and (\d) blood and becomes bahari\.$",
                          re.IGNORECASE | re.MULTILINE)
#: Fear of Mekhet's wording: blood
_MEKHET_TEXT = re.compile(r"^put this card on a ready justicar or inner circle member and lock them\. during this vampire's "
                          r"unlock phase, they burn (\d) blood\. if they cannot burn the blood, they are burned; otherwise, "
                          r"their controller moves this card to another justicar or inner circle member, or burns this "
                          r"card if there are no others\.$", re.IGNORECASE | re.MULTILINE)
#: Fragment of the Book of Nod's wording: cards
_LOCK_DRAW_TEXT = re.compile(r"^put this card in play\. you can lock this card to draw (\d) cards \(discard down afterward\)\.",
                             re.IGNORECASE | re.MULTILINE)
#: Fortschritt Library's wording
#: Coroner's Contact's and Great Symposium's wording: clan, blood
_CRYPT_FETCH_TEXT = re.compile(r"^search your crypt (?:to find|for) \{?an?\}? (\w+)(?: \(shuffle afterward\))?[.,] (?:show it to "
                               r"all players and place it in|reveal them, and move them to) your uncontrolled region(?: with (\d) "
                               r"blood from the bank\.$|, then distribute (\d) blood from the blood bank among one or more "
                               r"\1 in your uncontrolled region\.$)", re.IGNORECASE | re.MULTILINE)
_SEARCH_EVENT_TEXT = re.compile(r"^search your library for a gehenna event card\. show it to all players and add it to your "
                                r"hand\. discard down to your hand size afterward\. only one [\w ]+ may be played per "
                                r"game\.$", re.IGNORECASE | re.MULTILINE)
#: an event card's "Gehenna." line
GEHENNA = "Gehenna."
#: Charisma's wording: the discount
_ALLY_DISCOUNT_TEXT = re.compile(r"^put this card on a ready vampire\. recruit ally actions cost this vampire -(\d) blood or "
                                 r"pool\.$", re.IGNORECASE | re.MULTILINE)
#: Metro Underground's wording: pool
_DISCARD_UNLOCK_TEXT = re.compile(r"^during your discard phase, you may lock this card and burn (\d) pool to unlock a "
                                  r"vampire you control\.$", re.IGNORECASE | re.MULTILINE)
#: The Path of Night's wording: Discipline, clan, blood, damage
_PATH_TEXT = re.compile(r"^put this card in play\. cards requiring [\w ]+ \[(\w+)\] cost ([\w ]+?) (\d) fewer blood\. any "
                        r"minion can burn this card as a \(d\) action that inflicts (\d) unpreventable environmental "
                        r"damage on acting vampires\.$", re.IGNORECASE | re.MULTILINE)
#: Paris Opera House's wording: clan, stealth (its second sentence, locking a vampire too, is not played)
_OPERA_TEXT = re.compile(r"^you can lock this card to give an? ([\w ]+?) you control \+(\d) stealth\. you can lock this "
                         r"card and an? \1 you control to give a minion \+\d stealth\.$", re.IGNORECASE | re.MULTILINE)
#: Wall Street Night's wording: intercept (its investment (D) action is not played)
_WALL_STREET_TEXT = re.compile(r"^during an undirected action, you can lock this location to give a minion you control "
                               r"\+(\d) intercept\. ", re.IGNORECASE | re.MULTILINE)
_LOCK_STEALTH_TEXT = re.compile(r"(?:^|\. )(?:you can )?lock(?: this (?:card|location))? to give an? [\w' ]+ \+\d stealth\.$",
                                re.IGNORECASE | re.MULTILINE)


def shape(e: Effect | None, text: str = "") -> tuple[int, ...] | None:
    """The shape of a master card's effect and its amounts, or None (see the module doc)."""
    if e is not None and e.mode == Mode.MASTER and len(e.options) == 2:
        got = _POOL_OR_BLOOD_TEXT.search(text)
        if got and got.group(2) == got.group(4) and e.options[0].prims[-1].op == Op.GAIN_POOL \
                and e.options[1].prims[-1].op == Op.ADD_UNCONTROLLED:
            return (POOL_OR_BLOOD, int(got.group(1)), int(got.group(3)), current_clan(got.group(2)), int(got.group(5)))
        return None
    if e is not None and e.mode == Mode.MASTER_IN_PLAY and len(e.options) == 2:
        return _crypt_dig(e.options[0].prims, e.options[1].prims) or _pass_to_prey(
            e.options[0].prims, e.options[1].prims) or _blood_bank(e, text) or _free_press(e, text) \
            or _museum(e, text) or _club_zombie(e, text)
    if e is None or len(e.options) != 1 or not e.options[0].prims:
        return None
    prims = e.options[0].prims
    if e.mode == Mode.EVENT and len(prims) == 1 and prims[0].op == Op.HAND_SIZE and prims[0].x == 1:
        got = _VP_HAND_TEXT.search(text)
        if got and got.group(1) == str(prims[0].n) and not prims[0].arg and not prims[0].cond:
            return (VP_HAND, prims[0].n)  # "+2 hand size for each victory point"
    if any(p.x for p in prims):
        return None
    ops = tuple(p.op for p in prims)
    mode = e.mode
    got = _DEPRAVITY_TEXT.search(text)
    if got and mode == Mode.MASTER_ON_VAMPIRE and ops == (Op.STRENGTH,) and got.group(1) == str(prims[0].n):
        return (DEPRAVITY, int(got.group(2)))
    got = _HUMANITAS_TEXT.search(text)
    if got and mode == Mode.MASTER_ON_VAMPIRE and ops == (Op.RESCUE,) and got.group(2) == str(prims[0].n):
        return (HUMANITAS, int(got.group(1)), prims[0].n)
    if mode == Mode.MASTER_IN_PLAY:
        first = prims[0]
        if first.op == Op.WHEN and first.n == When.CONTROL_COPIES and first.arg > 1:
            return _copies(first.arg, prims[1:])
        if set(ops) <= {Op.STEALTH, Op.LOCK_SELF, Op.HAND_SIZE, Op.REQUIRES} and ops.count(Op.STEALTH) == 1 \
                and ops.count(Op.LOCK_SELF) <= 1 and ops.count(Op.REQUIRES) <= 1 and _LOCK_STEALTH_TEXT.search(text):
            req = next((p.arg for p in prims if p.op == Op.REQUIRES), -1)
            n = next(p.n for p in prims if p.op == Op.STEALTH)
            hand = sum(p.n for p in prims if p.op == Op.HAND_SIZE)
            return (LOCK_STEALTH, n, hand, tuple(current_clan(c) for c in e.clans), req, e.min_capacity)
        got = _OPERA_TEXT.search(text)
        if ops == (Op.STEALTH, Op.STEALTH, Op.LOCK_SELF) and got and got.group(2) == str(prims[0].n) \
                and clan_code(got.group(1)):
            return (LOCK_STEALTH, prims[0].n, 0, (current_clan(got.group(1)),), -1, 0)
        got = _WALL_STREET_TEXT.search(text)
        if ops == (Op.STEALTH, Op.INTERCEPT, Op.LOCK_SELF) and got and got.group(1) == str(prims[1].n):
            return (LOCK_INTERCEPT, prims[1].n, 0, 2, "", 0, 0, 0, -1, 0)
        if ops == (Op.ALLY, Op.WHEN, Op.BURN_SELF, Op.BLOOD_TO) and not prims[0].arg and not prims[0].cond \
                and prims[1].n == When.UNLOCK_PHASE and prims[3].arg == 1 and prims[3].cond == 1 \
                and "0 strength and 0 bleed" in text:
            return (BECOMES_ALLY, prims[0].n, prims[3].n)
        if ops == (Op.BLOOD_TO,) and prims[0].arg == 1 and not prims[0].cond and _OLD_GROUND_TEXT.search(text):
            return (HUNTING_GROUND_FOR, prims[0].n, -1, ANY_VAMPIRE, 0)  # the first hunting grounds' wording
        got = _GROUND_TEXT.search(text)
        if ops == (Op.HUNTING_GROUND, Op.REQUIRES) and got and got.group(2) == str(prims[0].n):
            who = got.group(1).lower()
            kind = TITLED if who == "titled vampire" else int(REQUIREMENT_WORDS[who]) if who in REQUIREMENT_WORDS else None
            if kind is not None:
                return (HUNTING_GROUND_FOR, prims[0].n, prims[1].arg, kind, 1 if got.group(3) else 0)
        got = _HUNT_TEXT.search(text)
        if ops == (Op.HUNT,) and got and got.group(1).lower() in REQUIREMENT_WORDS:
            return (HUNT_BONUS, int(got.group(2)), int(REQUIREMENT_WORDS[got.group(1).lower()]))
        got = _LILITH_TEXT.search(text)
        if got and ops == (Op.WHEN, Op.LOCK_SELF, Op.SEARCH, Op.BLOOD_TO) and prims[0].n == When.MASTER_PHASE \
                and str(prims[3].n) == got.group(1):
            return (LILITH, prims[3].n)
        got = _LOCK_PRESS_TEXT.search(text)
        # (without its burnable sentence once GameSetup leaves it to the burnable module)
        if got and ops[:1] == (Op.PRESS,) and ops[1:] in ((), (Op.LOCK_SELF,), (Op.LOCK_SELF, Op.BURNABLE)) \
                and prims[0].n == 1 and not prims[0].arg and prims[0].cond in (0, 2) and got.group(1) in (None, "1"):
            return (LOCK_PRESS, 1 if got.group(2) else 0)
        got = _ELYSIUM_TEXT.search(text)
        # (without its burnable sentence once GameSetup leaves it to the burnable module)
        if got and ops[:3] == (Op.WHEN, Op.LOCK_SELF, Op.COMBAT_ENDS) and ops[3:] in ((), (Op.BURNABLE,)) \
                and prims[0].n == When.BEFORE_RANGE and got.group(1).lower() == got.group(2).lower() \
                and got.group(1).lower() in REQUIREMENT_WORDS and burnable_referendum(text):
            return (ELYSIUM, 0, int(REQUIREMENT_WORDS[got.group(1).lower()]))
        got = _CLAN_BLEED_TEXT.search(text)
        if ops == (Op.COUNTER, Op.PLUS_BLEED, Op.WHEN, Op.COUNTER, Op.EXPIRES) and got:
            return (CLAN_BLEED, int(got.group(1)), int(got.group(3)), current_clan(got.group(2)))
        if ops == (Op.WHEN, Op.BURN_POOL) and prims[0].n == When.TORPOR and _MINION_LOSS_TEXT.search(text):
            return (MINION_LOSS, prims[1].n)
        if ops == (Op.WHEN, Op.PAY_POOL, Op.COUNTER, Op.WHEN, Op.BURN_POOL, Op.BURNABLE) \
                and prims[0].n == When.UNLOCK_PHASE and prims[3].n == When.OTHER_UNLOCK_PHASE \
                and prims[1].n == 1 and prims[2].n == 1 and prims[4].n == 1 and _DRAIN_TEXT.search(text):
            return (DRAIN, 1)
        if ops == (Op.WHEN, Op.BURN_POOL) and prims[0].n == When.UNLOCK_WITHOUT and prims[0].arg == Req.ANARCH \
                and not prims[1].arg and "a methuselah not controlling a ready anarch burns 1 pool during their " \
                "unlock phase." in text.lower() and prims[1].n == 1:
            return (UNLOCK_WITHOUT_BURN, 1, Who.ANARCH)
        got = _CLAN_STRENGTH_TEXT.search(text)
        if ops == (Op.STRENGTH,) and got and int(got.group(2)) == prims[0].n and not prims[0].arg \
                and clan_code(got.group(1)):
            return (CLAN_STRENGTH, prims[0].n, current_clan(got.group(1)))
        if ops == (Op.LOCK_SELF, Op.MOVE_BLOOD, Op.STEAL_CARD) and prims[2].arg == Thing.EQUIPMENT_OR_RETAINER \
                and _BETWEEN_TEXT.search(text):
            return (MOVE_BETWEEN,)
        got = _RADIO_TEXT.search(text)
        if ops == (Op.LOCK_SELF, Op.INTERCEPT, Op.PAY_POOL) and got and got.group(1) == str(prims[1].n) \
                and got.group(2) == str(prims[2].n):
            return (LOCK_INTERCEPT, prims[1].n, prims[2].n, 0, "", 0, 0, 0, -1, 0)
        got = _KRCG_TEXT.search(text)
        if ops == (Op.INTERCEPT, Op.INTERCEPT, Op.LOCK_SELF) and got and got.group(1) == str(prims[0].n):
            return (LOCK_INTERCEPT, prims[0].n, 0, 0, "", 0, 0, 0, -1, 0)
        got = _ANY_MINION_INTERCEPT_TEXT.search(text)
        if ops == (Op.INTERCEPT,) and got and got.group(1) == str(prims[0].n):
            return (LOCK_INTERCEPT, prims[0].n, 0, 0, "", 0, 0, 0, -1, 0)
        got = _RUMOR_TEXT.search(text)
        if ops == (Op.INTERCEPT, Op.LOCK_SELF) and got and got.group(2) == str(prims[0].n):
            return (LOCK_INTERCEPT, prims[0].n, 0, 0, "", 0, int(got.group(1)), 1, -1, 0)
        got = _CLUB_TEXT.search(text)
        if ops == (Op.PLUS_BLEED,) and got and got.group(3) == str(prims[0].n) and not prims[0].arg \
                and not prims[0].cond and got.group(1).lower() in REQUIREMENT_WORDS:
            return (ANNOUNCE_BLEED, prims[0].n, int(got.group(2)), int(REQUIREMENT_WORDS[got.group(1).lower()]))
        got = _CHANNEL_TEXT.search(text)
        if ops in ((Op.INTERCEPT, Op.LOCK_SELF), (Op.INTERCEPT,)) and got and got.group(3) == str(prims[0].n):
            who = got.group(1)
            clan = "" if who.lower() == "minion" else current_clan(who) if clan_code(who) else None
            if clan is not None:
                return (LOCK_INTERCEPT, prims[0].n, 0, 1 if got.group(4) else 0, clan, int(got.group(2) or 0), 0, 0, -1, 0)
        got = _NO_REPLACE_TEXT.search(text)
        if ops == (Op.COUNTER, Op.HAND_SIZE, Op.EXPIRES) and got and prims[2].cond == When.NO_COUNTERS \
                and str(prims[0].n) == got.group(1) == str(prims[1].n):
            return (NO_REPLACE, prims[0].n)
        got = _ANNOUNCE_STEALTH_TEXT.search(text)
        if ops == (Op.STEALTH, Op.LOCK_SELF) and got and got.group(1) == str(prims[0].n):
            return (ANNOUNCE_STEALTH, prims[0].n)
        got = _ANNOUNCE_UNLOCK_TEXT.search(text)
        if ops == (Op.LOCK_SELF, Op.WHEN, Op.UNLOCK_MINION) and prims[1].n == When.AFTER_ACTION and got \
                and got.group(1).lower() == got.group(2).lower() == got.group(3).lower() \
                and current_clan(got.group(1)) in tuple(current_clan(c) for c in e.clans):
            return (ANNOUNCE_UNLOCK, current_clan(got.group(1)))
        got = _RESCUE_TEXT.search(text)
        if ops == (Op.WHEN, Op.LOCK_SELF, Op.PAY_POOL, Op.RESCUE) and prims[0].n == When.MASTER_PHASE and got \
                and got.group(1) == got.group(2) == str(prims[2].n) and got.group(3).lower() == got.group(4).lower() \
                and current_clan(got.group(3)) in tuple(current_clan(c) for c in e.clans):
            return (TORPOR_RESCUE, prims[2].n, current_clan(got.group(3)))
        got = _BALL_TEXT.search(text)
        # (without its burnable sentence once GameSetup leaves it to the burnable module)
        if ops[:3] == (Op.LOCK, Op.CANNOT, Op.UNBLOCKABLE) and ops[3:] in ((), (Op.BURNABLE,)) and got \
                and prims[1].arg == Restriction.UNLOCK and _burn_sentence(text) \
                and got.group(1).lower() == got.group(2).lower() == got.group(3).lower() and clan_code(got.group(1)):
            return (GRAND_BALL, current_clan(got.group(1)))
        if ops == (Op.WHEN, Op.LOCK_SELF, Op.PAY_POOL, Op.UNLOCK_OTHER) and prims[0].n == When.DISCARD_PHASE \
                and prims[3].n == 1 and _DISCARD_UNLOCK_TEXT.search(text) and str(prims[2].n) == \
                _DISCARD_UNLOCK_TEXT.search(text).group(1):  # type: ignore[union-attr]
            return (DISCARD_UNLOCK, prims[2].n)
        if ops == (Op.LOCK_SELF, Op.GAIN_POOL) and not prims[1].arg and not prims[1].cond:
            got = _SPECIALIZATION_TEXT.search(text) or _MOMENTUM_TEXT.search(text) or _ADVANTAGE_TEXT.search(text)
            if got and got.group(1) == str(prims[1].n):
                return (UNLOCK_POOL, prims[1].n, 1 if got.re is _SPECIALIZATION_TEXT else 0,
                        1 if _VP_ONLY in text.lower() else 0, 1 if got.re is _ADVANTAGE_TEXT else 0)
        got = _DEBATE_TEXT.search(text)
        if got and ops[:4] == (Op.WHEN, Op.LOCK, Op.STRENGTH, Op.MANEUVER) and ops[4:] in ((), (Op.BURNABLE,)) \
                and prims[0].n == When.MASTER_PHASE and _clan_named(got.group(1)) \
                and _clan_named(got.group(1)) == _clan_named(got.group(2)) and got.group(3) == str(prims[2].n) \
                and _burn_sentence(text):
            return (DEBATE, _clan_named(got.group(1)), prims[2].n, int(got.group(4)))
        got = _BURN_REDUCE_TEXT.search(text)
        if ops == (Op.REDUCE_BLEED,) and got and got.group(1) == str(prims[0].n):
            return (BURN_REDUCE, prims[0].n)
        got = _TITLED_CLAN_TEXT.search(text)
        if got and ops == (Op.PLUS_BLEED, Op.VOTES, Op.VOTES) and str(prims[0].n) == got.group(2) \
                and _clan_named(got.group(1)) and _clan_named(got.group(4)):
            return (TITLED_CLAN, _clan_named(got.group(1)), int(got.group(2)), int(got.group(3)),
                    _clan_named(got.group(4)), int(got.group(5)))
        got = _CLAN_BANK_TEXT.search(text)
        if got and ops[:4] == (Op.COUNTER, Op.WHEN, Op.BLOOD_TO, Op.EXPIRES) and ops[4:] in ((), (Op.BURNABLE,)) \
                and prims[1].n == When.MASTER_PHASE and str(prims[2].n) == got.group(2) \
                and _clan_named(got.group(1)) and _clan_named(got.group(1)) == _clan_named(got.group(3)) \
                and _burn_sentence(text):
            return (CLAN_BANK, prims[2].n, _clan_named(got.group(1)))
        got = _LOCK_DRAW_TEXT.search(text)
        if got and ops[:2] == (Op.DRAW, Op.LOCK_SELF) and ops[2:] in ((), (Op.BURNABLE,)) and str(prims[0].n) == got.group(1) \
                and burnable_steal(text):
            return (LOCK_DRAW, prims[0].n)
        got = _MILL_TEXT.search(text)
        if ops == (Op.LOCK_SELF, Op.MILL) and prims[1].arg == 1 and got \
                and str(prims[1].n) == {"two": "2"}.get(got.group(1).lower(), got.group(1)):
            return (LOCK_MILL, prims[1].n)
        got = _DISCARD_BLEED_TEXT.search(text)
        if ops == (Op.PLUS_BLEED,) and got and got.group(2) == str(prims[0].n) and not prims[0].arg \
                and not prims[0].cond and _clan_named(got.group(1)):
            return (DISCARD_BLEED, prims[0].n, _clan_named(got.group(1)))
        got = _BLEED_CAP_TEXT.search(text)
        if ops == (Op.WHEN, Op.BLEED_AMOUNT, Op.EXPIRES) and prims[0].n == When.BLEED_AGAINST_YOU and got \
                and got.group(1) == got.group(2) == str(prims[1].n):
            return (BLEED_CAP, prims[1].n)
        got = _PATH_TEXT.search(text)
        cut = tuple(p for p in prims if p.op != Op.DAMAGE and p.op != Op.BURNABLE)
        if got and len(cut) == 1 and cut[0].op == Op.COST_REDUCTION and cut[0].arg == Thing.DISCIPLINE_CARD \
                and cut[0].cond == disc_code(got.group(1)) and str(cut[0].n) == got.group(3) and _clan_named(got.group(2)) \
                and _burn_sentence(text):
            return (COST_PATH, cut[0].n, cut[0].cond, _clan_named(got.group(2)))
        if ops == (Op.COUNTER, Op.WHEN, Op.GAIN_POOL, Op.EXPIRES) and prims[1].n == When.MASTER_PHASE \
                and prims[2].n == 1 and prims[3].cond == When.NO_COUNTERS and _INVESTMENT_TEXT.search(text):
            got = _INVESTMENT_COUNT.search(text)
            per = prims[0].arg
            if got and (str(prims[0].n) == got.group(1) if per == 0 else got.group(1).lower() == "x" if per == 1
                        else bool(got.group(2) and _clan_named(got.group(2)))):
                return (INVESTMENT, prims[0].n, per, _clan_named(got.group(2)) if per == 2 else "")  # type: ignore[arg-type]
        if ops == (Op.WHEN, Op.LOCK_SELF, Op.RECUR) and prims[0].n == When.DISCARD_PHASE and prims[2].n == 1 \
                and prims[2].arg == Thing.LIBRARY and _ASH_BOTTOM_TEXT.search(text):
            return (ASH_BOTTOM,)
        if ops == (Op.WHEN, Op.EXCHANGE_CARD) and prims[0].n == When.MASTER_PHASE and prims[1].n == 1 \
                and _STORAGE_TEXT.search(text):
            return (STORAGE,)
        got = _BLEED_STEALTH_TEXT.search(text)
        # (without its burnable sentence once GameSetup leaves it to the burnable module)
        if got and ops[:2] == (Op.STEALTH, Op.STEALTH) and ops[2:] in ((), (Op.BURNABLE,)) \
                and str(prims[0].n) == got.group(2) and _clan_named(got.group(1)) and _burn_sentence(text):
            return (BLEED_STEALTH, prims[0].n, _clan_named(got.group(1)))
        got = _AWAKENING_TEXT.search(text)
        if got and ops == (Op.BURN_POOL,) and str(prims[0].n) == got.group(1) and not prims[0].arg:
            return (AWAKENING, prims[0].n, int(got.group(2)))
        got = _LOW_POOL_TEXT.search(text)
        if got and ops == (Op.WHEN, Op.BURN_SELF, Op.GAIN_POOL) and prims[0].n == When.MASTER_PHASE \
                and str(prims[2].n) == got.group(2):
            return (LOW_POOL, int(got.group(1)), prims[2].n)
        if ops == (Op.DISCARD_DRAW, Op.LOCK_SELF) and prims[0].n == 1 and "lock this card to discard a card" in text.lower():
            return (LOCK_DISCARD, 1)
        if ops == (Op.LOCK_SELF, Op.BLOOD_TO, Op.WHEN, Op.CONTROL) and prims[1].arg == 1 and not prims[1].cond \
                and prims[2].n == When.DISCARD_PHASE and prims[3].arg == Who.PREDATOR:
            return (LOCK_BLOOD_TO, prims[1].n)
        return None
    if mode == Mode.MASTER_ON_VAMPIRE:
        if ops in ((Op.WHEN, Op.BURN_POOL), (Op.WHEN, Op.BURN_POOL, Op.WHEN, Op.BURN_POOL)) \
                and prims[0].n == When.TORPOR and not prims[1].arg:
            per_unlock = 0
            if len(prims) == 4:
                if prims[2].n != When.EACH_UNLOCK_PHASE or prims[2].arg != IN_TORPOR or prims[3].arg:
                    return None
                per_unlock = prims[3].n
            return (TORPOR_BURN, prims[1].n, per_unlock)
        if ops == (Op.CANNOT, Op.ACTION_COST, Op.EXPIRES) and prims[0].arg == Restriction.BE_TARGETED \
                and prims[1].arg == Thing.MASTER and prims[2].cond == When.TORPOR and "haven." in text.lower():
            return (HAVEN, prims[1].n)
        if ops == (Op.STEALTH, Op.STEALTH, Op.BURN_SELF, Op.ENTER_COMBAT) and prims[0].n == 1 and prims[1].n == 1 \
                and _EXPOSED_TEXT.search(text):
            return (EXPOSED, 1, 1)
        if ops == (Op.COMBAT_ENDS, Op.TORPOR, Op.CANNOT, Op.EXPIRES) and prims[2].arg == Restriction.UNLOCK \
                and prims[3].cond == When.UNLOCK_PHASE and _FRENZY_TEXT.search(text) and "out-of-turn" in text.lower():
            return (FRENZY,)
        got = _LEOPOLD_TEXT.search(text)
        if got and ops == (Op.WHEN, Op.DAMAGE) and prims[0].n == When.UNLOCK_PHASE and got.group(1) == str(prims[1].n):
            return (LEOPOLD, prims[1].n)
        got = _MORTALITY_TEXT.search(text)
        if got and ops == (Op.CANNOT, Op.STRENGTH) and prims[0].arg == Restriction.BLOCK:
            return (MORTALITY, int(got.group(1)))
        got = _GUARDIAN_TEXT.search(text)
        if ops == (Op.WHEN, Op.INTERCEPT, Op.WHEN, Op.PREVENT, Op.EXPIRES) and got and prims[0].n == When.DIRECTED_AT_YOU \
                and prims[2].n == When.ONCE_PER_COMBAT and prims[4].cond == When.TORPOR \
                and got.group(1) == str(prims[1].n) and got.group(2) == str(prims[3].n):
            return (GUARDIAN, prims[1].n, prims[3].n)
        got = _REBEL_TEXT.search(text)
        if ops == (Op.WHEN, Op.WHEN, Op.GAIN_BLOOD) and got and prims[0].n == When.ONCE_PER_TURN \
                and prims[1].n == When.BLOCKING and prims[1].arg == Who.TITLED and got.group(1) == str(prims[2].n) \
                and text.startswith(ARCHETYPE):
            return (BLOCK_BLOOD, prims[2].n, 1)
        got = _ALLY_DISCOUNT_TEXT.search(text)
        if ops == (Op.COST_REDUCTION,) and prims[0].arg == Thing.ALLY and got and got.group(1) == str(prims[0].n):
            return (ALLY_DISCOUNT, prims[0].n)
        got = _LEGENDARY_TEXT.search(text)
        # (without its burnable sentence once GameSetup leaves it to the burnable module)
        if got and ops[:2] == (Op.PLUS_BLEED, Op.VOTES) and ops[2:] in ((), (Op.BURNABLE,)) \
                and str(prims[0].n) == got.group(2) and str(prims[1].n) == got.group(3) and not prims[0].arg \
                and not prims[0].cond and burnable_referendum(text):
            return (ON_BLEED_VOTES, prims[0].n, prims[1].n, -1, int(got.group(1)), 1, 0)
        if ops == (Op.DISCIPLINE, Op.EXPIRES) and not prims[0].n and not prims[0].arg \
                and prims[1].cond == When.DISCARD_PHASE and _AGENT_TEXT.search(text):
            return (CHOSEN_DISC,)
        if ops == (Op.DISCIPLINE,) and prims[0].n == 1 and prims[0].arg > 0 and _DISCIPLINE_TEXT.search(text):
            return (DISCIPLINE_ON, prims[0].arg - 1)
        if ops == (Op.WHEN, Op.WHEN, Op.GAIN_BLOOD) and prims[0].n == When.ONCE_PER_TURN \
                and prims[1].n == When.AFTER_ACTION and prims[1].arg == 1:
            return (AFTER_ACTION_BLOOD, prims[2].n, 1 if text.startswith(ARCHETYPE) else 0, 0, "")
        got = _CAPITALIST_TEXT.search(text)
        if got and ops == (Op.WHEN, Op.WHEN, Op.GAIN_BLOOD) and prims[0].n == When.ONCE_PER_TURN \
                and prims[1].n == When.AFTER_BLEED and not prims[1].arg and str(prims[2].n) == got.group(2):
            # Capitalist: the blood after a successful bleed of the prey, on a vampire of a sect
            archetype = text.lower().startswith(("archetype.", "master: archetype."))
            return (AFTER_ACTION_BLOOD, prims[2].n, 1 if archetype else 0, 1, got.group(1).capitalize())
        return None
    if mode == Mode.EVENT:
        if ops == (Op.WHEN, Op.EXCHANGE_CARD) and _EXCHANGE_TEXT.search(text):
            return (EXCHANGE_MASTER, 1)
        got = _SMALL_BURN_TEXT.search(text)
        if ops == (Op.WHEN, Op.BURN_CARD, Op.CONTROL) and got:
            return (SMALL_BURN, int(got.group(1)))
        if ops == (Op.WHEN, Op.WHEN, Op.BURN_POOL) and prims[0].n == When.DISCARD_PHASE and prims[0].arg == 1 \
                and prims[1].n == When.TORPOR and prims[2].arg == 2:
            return (EVENT_TORPOR_BURN, prims[2].n)
        if ops == (Op.WHEN, Op.BURN_CARD) and prims[0].n == When.DISCARD_PHASE and prims[1].arg == Thing.EVENT \
                and _UNCOILING_TEXT.search(text):
            return (UNCOILING,)
        got = _REDIRECT_TAX_TEXT.search(text)
        if ops == (Op.COST_INCREASE,) and got and got.group(1) == str(prims[0].n):
            return (REDIRECT_TAX, prims[0].n)
        if ops == (Op.WHEN, Op.INTERCEPT) and prims[0].n == When.BLOCKING and prims[0].arg == Who.VAMPIRE \
                and prims[1].arg == Who.ALLY:
            return (EVENT_ALLY_INTERCEPT, prims[1].n)
        if ops == (Op.WHEN, Op.UNLOCK_MINION) and prims[0].n == When.EQUIP and _EQUIP_UNLOCK_TEXT.search(text):
            return (EQUIP_UNLOCK,)  # NRA PAC
        if ops == (Op.COST_INCREASE,) and prims[0].arg == Thing.ACTION and _TORPOR_TAX_TEXT.search(text):
            return (TORPOR_TAX, prims[0].n)  # Torpid Blood
        if ops == (Op.CANNOT,) and prims[0].arg == Restriction.HUNT and _NO_HUNT_TEXT.search(text):
            return (NO_HUNT_EVENT,)  # Restricted Vitae
        got = _ALLY_BURN_TEXT.search(text)
        if got and ops == (Op.COUNTER, Op.DAMAGE, Op.EXPIRES) and got.group(1) == str(prims[1].n):
            return (ALLY_BURN_DAMAGE, prims[1].n, int(got.group(2)))  # FBI Special Affairs Division
        return None
    if mode != Mode.MASTER:
        return None
    p = prims[0]
    if ops == (Op.DISCIPLINE,) and p.arg > 0 and not p.cond:
        bit = p.arg - 1
        got = _PSEUDO_TEXT.search(text)
        if got and p.n == 0 and disc_code(got.group(3)) == p.arg:
            return (DISC_FOR, bit, 0, int(REQUIREMENT_WORDS["infernal"]), "", -1)
        got = _BUFF_TEXT.search(text)
        if got and p.n == 0 and disc_code(got.group(2)) == p.arg and _clan_named(got.group(1)):
            return (DISC_FOR, bit, 0, -1, _clan_named(got.group(1)), -1)
        got = _ABOMBWE_TEXT.search(text)
        if got and p.n == 1 and disc_code(got.group(3)) == p.arg and got.group(1).lower() in REQUIREMENT_WORDS \
                and disc_code(got.group(2)):
            return (DISC_FOR, bit, 1, int(REQUIREMENT_WORDS[got.group(1).lower()]), "", disc_code(got.group(2)) - 1)
    got = _STAT_ON_TEXT.search(text)
    if got and len(prims) == 1 and p.op == {"intercept": Op.INTERCEPT, "strength": Op.STRENGTH}[got.group(3).lower()] \
            and str(p.n) == got.group(2) and not p.arg and not p.cond and _clan_named(got.group(1)):
        return (STAT_ON, 0, _clan_named(got.group(1)))
    got = _ANCESTOR_TEXT.search(text)
    if got and ops == (Op.PLUS_BLEED,) and str(p.n) == got.group(4) and not p.arg and not p.cond \
            and got.group(1).lower() == got.group(3).lower() and got.group(1).lower() in REQUIREMENT_WORDS:
        return (ON_BLEED_VOTES, p.n, 1, int(REQUIREMENT_WORDS[got.group(1).lower()]), int(got.group(2)) + 1, 0, 1)
    got = _MEKHET_TEXT.search(text)
    if ops == (Op.LOCK, Op.WHEN, Op.DAMAGE) and prims[1].n == When.UNLOCK_PHASE and got and got.group(1) == str(prims[2].n):
        return (MEKHET, prims[2].n)
    if ops == (Op.SEARCH,) and p.n == 1 and p.arg == Thing.EVENT and not p.cond and _SEARCH_EVENT_TEXT.search(text):
        return (SEARCH_EVENT, 1)
    got = _CRYPT_FETCH_TEXT.search(text)
    if got and ops == (Op.SEARCH, Op.ADD_UNCONTROLLED) and p.arg == Thing.CRYPT and clan_code(got.group(1)) \
            and str(prims[1].n) == (got.group(2) or got.group(3)):
        once = 1 if "can be played in a game" in text.lower() else 0
        return (CRYPT_FETCH, prims[1].n, current_clan(got.group(1)), once)
    got = _BLOCKED_BURN_TEXT.search(text)
    if ops == (Op.WHEN, Op.BURN_POOL) and p.n == When.BLOCKED and not p.arg and got \
            and got.group(1).lower() == got.group(2).lower() and clan_code(got.group(1)) \
            and got.group(3) == str(prims[1].n) and not prims[1].arg:
        return (BLOCKED_BURN, prims[1].n, current_clan(got.group(1)))
    got = _HAND_RECRUIT_TEXT.search(text) if ops == (Op.LOCK, Op.PUT_IN_PLAY, Op.REQUIRES) else None
    if got and prims[1].arg == Thing.ALLY_OR_RETAINER and got.group(1).lower() == got.group(2).lower() \
            and REQUIREMENT_WORDS.get(got.group(1).lower()) == prims[2].arg:
        return (HAND_RECRUIT, prims[2].arg)
    got = _GROOM_TEXT.search(text)
    if ops == (Op.MOVE_BLOOD,) and p.arg == 1 and got and int(got.group(1)) == p.n:
        return (GROOM, p.n)
    if ops == (Op.BLOOD_TO,) and p.arg in (0, 1) and p.cond in (0, 1):
        clan = current_clan(e.target_clan) if e.target_clan and re.search(
            rf"^add {p.n} blood to a ready {re.escape(e.target_clan)}\.$", text, re.IGNORECASE | re.MULTILINE) else ""
        return (BLOOD_TO, p.n, p.cond, clan)  # (Svadharma: "a ready Ravnos")
    if ops == (Op.POOL_FROM_EACH,):
        return (POOL_FROM_EACH, p.n)
    if ops == (Op.REMOVE_FROM_GAME, Op.GAIN_POOL) and p.arg == Thing.VAMPIRE and p.n == 1 \
            and prims[1].arg == _CAPACITY:
        return (REMOVE_FOR_POOL, p.cond)
    return None


SETUP.master_shape = shape
SETUP.master_burn_kinds = SPEC_BURN
SETUP.master_vote_kinds = frozenset({ON_BLEED_VOTES, TITLED_CLAN})
SETUP.master_guardian = GUARDIAN


def _clan_named(words: str) -> str:
    """The current name of the clan a text names, singular or plural ("Followers of Set",
    "Assamites"), or ""."""
    for w in (words, re.sub(r"s\b", "", words, count=1)):
        code = clan_code(w)
        if code:
            return CLANS[code - 1]
    return ""


def _crypt_dig(dig: tuple[Prim, ...], burn: tuple[Prim, ...]) -> tuple[int, ...] | None:
    if tuple(p.op for p in dig) != (Op.PAY_TRANSFERS, Op.CRYPT_TO_UNCONTROLLED, Op.REMOVE_FROM_GAME) \
            or dig[2].arg != Thing.CRYPT or dig[2].n != 1:
        return None
    if tuple(p.op for p in burn) != (Op.PAY_TRANSFERS, Op.BURN_SELF, Op.GAIN_POOL) or burn[2].arg:
        return None
    if any(p.x for p in dig + burn):
        return None
    return (CRYPT_DIG, dig[0].n, dig[1].n, burn[0].n, burn[2].n)


def _club_zombie(e: Effect, text: str) -> tuple[int, ...] | None:
    """Club Zombie: a ``LOCK_INTERCEPT`` for a vampire whose other sentence gives a ready vampire
    of yours 1 blood in your unlock phase if the card was unlocked as your turn began."""
    got = _CLUB_TEXT_ZOMBIE.search(text)
    if not got:
        return None
    lock, feed = e.options[0].prims, e.options[1].prims
    if tuple(p.op for p in lock) != (Op.INTERCEPT, Op.LOCK_SELF) or str(lock[0].n) != got.group(1) \
            or tuple(p.op for p in feed) != (Op.WHEN, Op.GAIN_BLOOD) or feed[0].n != When.UNLOCK_PHASE \
            or str(feed[1].n) != got.group(2) or any(p.x or p.arg for p in lock + feed if p.op != Op.WHEN):
        return None
    return (LOCK_INTERCEPT, lock[0].n, 0, 0, "", 0, 0, 0, -1, 0, feed[1].n)


def club_start(s: GameState, m: Methuselah) -> None:
    """``m``'s turn begins: its Club Zombie still unlocked marks the blood it gives this unlock phase."""
    ms = s.setup.master_shape
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == LOCK_INTERCEPT and len(sh) > 10 and not s.locked[j]:
            s.used.add((j, CLUB_FED))


def _free_press(e: Effect, text: str) -> tuple[int, ...] | None:
    """The Anarch Free Press: a ``LOCK_INTERCEPT`` for a kind of vampire (a :class:`~.effects.Req`
    index) whose other use is "lock this card after an Anarch successfully hunts to add 1 blood
    to that Anarch"."""
    got = _FREE_PRESS_TEXT.search(text)
    if not got or got.group(1).lower() != got.group(3).lower() or got.group(1).lower() not in REQUIREMENT_WORDS:
        return None
    lock, hunt = e.options[0].prims, e.options[1].prims
    req = int(REQUIREMENT_WORDS[got.group(1).lower()])
    if tuple(p.op for p in lock) != (Op.LOCK_SELF, Op.INTERCEPT, Op.REQUIRES) or str(lock[1].n) != got.group(2) \
            or lock[2].arg != req:
        return None
    if tuple(p.op for p in hunt) != (Op.WHEN, Op.LOCK_SELF, Op.GAIN_BLOOD, Op.REQUIRES) or hunt[0].n != When.HUNTING \
            or str(hunt[2].n) != got.group(4) or hunt[3].arg != req or any(p.x for p in lock + hunt):
        return None
    return (LOCK_INTERCEPT, lock[1].n, 0, 0, "", 0, 0, 0, req, hunt[2].n)


def _museum(e: Effect, text: str) -> tuple[int, ...] | None:
    """Garibaldi-Meucci Museum: (MUSEUM, pool, the kind of vampire: a :class:`~.effects.Req` index)."""
    got = _MUSEUM_TEXT.search(text)
    if not got or len({got.group(k).lower() for k in (2, 3, 4)}) != 1 or got.group(2).lower() not in REQUIREMENT_WORDS:
        return None
    swap, end = e.options[0].prims, e.options[1].prims
    if tuple(p.op for p in swap) != (Op.WHEN, Op.LOCK_SELF, Op.PAY_POOL, Op.EXCHANGE_CARD) or swap[0].n != When.UNLOCK_PHASE \
            or str(swap[2].n) != got.group(1):
        return None
    if tuple(p.op for p in end) != (Op.LOCK_SELF, Op.COMBAT_ENDS) and tuple(p.op for p in end)[1:] != (Op.LOCK_SELF, Op.COMBAT_ENDS):
        return None
    return (MUSEUM, swap[2].n, int(REQUIREMENT_WORDS[got.group(2).lower()]))


def requires_kind(e: Effect | None, req: int) -> bool:
    """Some way of playing the card requires a vampire of kind ``req`` (a card "requiring an Anarch")."""
    return e is not None and any(p.op == Op.REQUIRES and p.arg == req for o in e.options for p in o.prims)


def _blood_bank(e: Effect, text: str) -> tuple[int, ...] | None:
    move, lock = e.options[0].prims, e.options[1].prims
    got = _BANK_TEXT.search(text)
    if not got or got.group(1).lower() != got.group(3).lower() or any(p.x for p in move + lock[:2] + lock[3:]):
        return None
    if tuple(p.op for p in move) != (Op.WHEN, Op.PAY_BLOOD, Op.COUNTER) or move[0].n != When.MASTER_PHASE \
            or str(move[1].n) != got.group(2):
        return None
    if tuple(p.op for p in lock) != (Op.WHEN, Op.LOCK_SELF, Op.ADD_UNCONTROLLED, Op.BURNABLE) \
            or lock[0].n != When.INFLUENCE_PHASE:
        return None
    clan = current_clan(got.group(1))
    plural = got.group(4)
    other = current_clan(plural[:-1] if plural.lower().endswith("s") else plural)  # "Malkavians"
    return (BLOOD_BANK, clan, move[1].n, other, int(got.group(5)))


def _pass_to_prey(lock: tuple[Prim, ...], burn: tuple[Prim, ...]) -> tuple[int, ...] | None:
    head = (Prim(Op.WHEN, When.UNLOCK_PHASE), Prim(Op.CONTROL, 1, Who.PREY))
    if lock[:2] != head or burn[:2] != head or len(lock) != 3 or len(burn) != 3:
        return None
    if lock[2].op != Op.LOCK or lock[2].arg != Who.PREY or not 1 <= lock[2].n <= 2:
        return None
    if burn[2] != Prim(Op.BURN_CARD, 1, Thing.EQUIPMENT):
        return None
    return (PASS_TO_PREY, lock[2].n)


def _copies(n: int, rest: tuple[Prim, ...]) -> tuple[int, ...] | None:
    pool = hand = library = 0
    removes = False
    for p in rest:
        if p.op == Op.REMOVE_FROM_GAME and p.arg == Thing.MASTER:
            removes = True
        elif p.op == Op.GAIN_POOL and not p.arg:
            pool += p.n
        elif p.op == Op.RECUR and p.arg == Thing.LIBRARY:
            if p.cond == 1:
                library += p.n
            elif not p.cond:
                hand += p.n
            else:
                return None
        else:
            return None
    if not removes or hand > 1:
        return None
    return (COPIES, n, pool, hand, library)


def burnable_steal(text: str) -> bool:
    """The text has the "vampires can steal this card as a (D) action" sentence :mod:`.burnable_text` reads."""
    return burnable_text.STEAL.search(text) is not None


def burnable_referendum(text: str) -> bool:
    """The text has the "vampires can call a referendum to burn this card" sentence :mod:`.burnable_text` reads."""
    return burnable_text.REFERENDUM.search(text) is not None


def _burn_sentence(text: str) -> bool:
    return burnable_text.reads(text)


def known(e: Effect, text: str) -> bool:
    """The rules play this card (its text ``text``) by its shape."""
    return shape(e, text) is not None


# ---------------------------------------------------------------------------------------------
# Playing the cards (rules 5: master phase actions)


def copies_trigger(s: GameState, m: Methuselah, i: int) -> bool:
    """Playing copy ``i`` of a ``COPIES`` card makes N copies controlled by ``m``."""
    su = s.setup
    sh = su.master_shape[i]
    cid = su.card_id[i]
    return sh is not None and sum(1 for j in m.in_play if su.card_id[j] == cid) + 1 >= sh[1]


def card_actions(s: GameState, m: Methuselah, i: int, sh: tuple[int, ...], out: list[Action]) -> None:
    """Master phase actions playing card ``i`` of shape ``sh``."""
    su = s.setup
    kind = sh[0]
    K = K_PLAY_MASTER
    new = _new  # Action(K, actor, card, target, n) as a plain tuple
    if kind == COPIES:
        if (su.card_id[i], USED_CARD) in s.used:
            return  # "Only one ... can be played each turn"
        if sh[3] and copies_trigger(s, m, i):
            seen: set[int] = set()
            for t in m.ash:
                cid = su.card_id[t]
                if not su.is_crypt[t] and cid not in seen:
                    seen.add(cid)
                    out.append(new(Action, (K, -1, i, t, 0)))  # the ash heap card to hand
            if seen:
                return
        out.append(new(Action, (K, -1, i, -1, 0)))
    elif kind == TORPOR_BURN:
        for q in s.players:
            if q.ousted or q.passive:
                continue
            for v in q.ready:
                if su.is_vampire[v]:
                    out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == DISCIPLINE_ON:
        bit = 1 << sh[1]
        for q in s.players:
            if q.ousted or q.passive:
                continue
            for v in q.ready + q.torpor:
                if su.is_vampire[v] and not su.disc_sup[v] & bit:
                    out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == DISC_FOR:
        bit = 1 << sh[1]
        for v in m.ready:
            if su.is_vampire[v] and not su.disc_sup[v] & bit and (not sh[4] or current_clan(su.clan[v]) == sh[4]) and (
                    (sh[3] >= 0 and (su.req_bits[v] >> sh[3]) & 1) or (sh[5] >= 0 and su.disc_any[v] >> sh[5] & 1)
                    or (sh[3] < 0 and sh[5] < 0)):
                out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == CHOSEN_DISC:
        if su.is_unique[i] and any(su.card_id[j] == su.card_id[i] for j in m.in_play):
            return  # "unique": one in play
        need = 0
        for h in m.hand:
            e = su.effect[h]
            if e is not None and su.modeled[h] and not su.is_master[h]:
                for o in e.options:
                    need |= o.need_any | o.need_sup
        if not need:
            return  # no card in hand requires a Discipline: the level would serve nothing
        for v in m.ready:
            if su.is_vampire[v]:
                lack = need & ~su.disc_sup[v]
                bit = 0
                while lack:
                    if lack & 1:
                        out.append(new(Action, (K, -1, i, v, bit)))
                    lack >>= 1
                    bit += 1
    elif kind == MORTALITY:
        for q in s.players:
            if q is m or q.ousted or q.passive:
                continue  # "put this card on a vampire": another Methuselah's, to spare your allies
            for v in q.ready:
                if su.is_vampire[v] and not _shape_on(s, v, MORTALITY):
                    out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == EXPOSED:
        for q in s.players:
            if q.ousted or q.passive:
                continue
            for v in q.ready:
                if su.is_vampire[v]:
                    out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == GROOM:
        for a in m.ready:
            if not su.is_vampire[a] or not s.blood[a]:
                continue
            clan = current_clan(su.clan[a])
            for v in m.uncontrolled:
                if current_clan(su.clan[v]) == clan and su.capacity[v] < su.capacity[a]:
                    for n in range(1, min(sh[1], s.blood[a], su.capacity[v] - s.blood[v]) + 1):
                        out.append(new(Action, (K, a, i, v, n)))
    elif kind == HAND_RECRUIT:
        # Piper: each ready unlocked Anarch and each ally or retainer of the hand it could
        # recruit or employ as an action (requirements and costs: rules 1.6.1.3, 6.1.4, 6.1.5)
        cards = []
        seen = set()
        for j in m.hand:
            if su.minion_card[j] and (su.mode[j] == Mode.ALLY or su.mode[j] == Mode.RETAINER) \
                    and su.card_id[j] not in seen:
                seen.add(su.card_id[j])
                cards.append(j)
        if not cards:
            return
        for a in m.ready:
            if not s.locked[a] and su.req_bits[a] >> sh[1] & 1:
                got: list[Action] = []
                for j in cards:
                    HOOKS.rules_card_actions(s, m, a, j, got)
                out.extend(new(Action, (K, a, i, g.card, g.n)) for g in got)
    elif kind == GRAND_BALL:
        # "choose two ready Toreador you control ... and lock one of the two": an unlocked one
        fit = [v for v in m.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1]]
        for a in fit:
            if not s.locked[a]:
                for v in fit:
                    if v != a:
                        out.append(new(Action, (K, a, i, v, 0)))
    elif kind == MEKHET:
        for v in _mekhet_targets(s, -1):
            out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == LEOPOLD:
        for q in s.players:
            if q.ousted or q.passive:
                continue  # "put this card on a vampire": any, ready or in torpor
            for v in q.ready + q.torpor:
                if su.is_vampire[v]:
                    out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == CRYPT_FETCH:
        if sh[3] and su.card_id[i] in s.once_per_game:
            return  # "only one Great Symposium can be played in a game"
        for t in distinct(su, [t for t in m.crypt if su.is_vampire[t] and current_clan(su.clan[t]) == sh[2]]):
            out.append(new(Action, (K, -1, i, t, 0)))  # the Samedi, the Kiasyd found
    elif kind == SEARCH_EVENT:
        if su.card_id[i] in s.once_per_game:
            return  # "only one Fortschritt Library may be played per game"
        for t in distinct(su, [t for t in m.library if su.mode[t] == Mode.EVENT and su.card[t].text.startswith(GEHENNA)]):
            out.append(new(Action, (K, -1, i, t, 0)))  # the Gehenna event to hand
    elif kind == LOCK_INTERCEPT and sh[8] >= 0:
        if any(su.is_vampire[v] and (su.req_bits[v] >> sh[8]) & 1 for v in m.ready):
            out.append(new(Action, (K, -1, i, -1, 0)))  # "requires a ready Anarch" (rules 1.6.1.3)
    elif kind == CLAN_BANK:
        if any(su.is_vampire[v] and current_clan(su.clan[v]) == sh[2] for v in m.ready + m.torpor):
            out.append(new(Action, (K, -1, i, -1, 0)))  # "with 1 blood for each Giovanni you control": some
    elif kind == STORAGE:
        for t in distinct(su, [t for t in m.hand if t != i]):
            out.append(new(Action, (K, -1, i, t, 0)))  # the card put face down on it
    elif kind in (INVESTMENT, LOW_POOL, ASH_BOTTOM, AWAKENING, BLEED_STEALTH):
        if su.is_unique[i] and any(su.card_id[j] == su.card_id[i] for j in m.in_play):
            return  # "unique": one in play
        if kind == INVESTMENT and invested(s, m, sh) <= 0:
            return  # it would burn at once with no counters
        out.append(new(Action, (K, -1, i, -1, 0)))
    elif kind == HUNTING_GROUND_FOR:
        if sh[2] < 0 or any(su.is_vampire[v] and (su.req_bits[v] >> sh[2]) & 1 for v in m.ready):
            out.append(new(Action, (K, -1, i, -1, 0)))  # "requires a ready Anarch" (rules 1.6.1.3)
    elif kind == POOL_OR_BLOOD:
        if any(su.is_vampire[v] and current_clan(su.clan[v]) == sh[3] for v in m.ready):
            out.append(new(Action, (K, -1, i, -1, 0)))
        for v in m.uncontrolled:
            if current_clan(su.clan[v]) == sh[3] and su.capacity[v] >= sh[4]:
                out.append(new(Action, (K, -1, i, v, 1)))
    elif kind == HAVEN:
        for v in m.ready:
            if not any(_shape_on(s, v, HAVEN)):
                out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == ON_BLEED_VOTES:
        if su.is_unique[i] and any(su.card_id[j] == su.card_id[i] for j in m.in_play):
            return  # "unique": one in play
        for v in m.ready:
            if su.is_vampire[v] and su.capacity[v] >= sh[4] and (sh[3] < 0 or (su.req_bits[v] >> sh[3]) & 1) and (
                    not sh[5] or s.entered.get(v, -1) == m.turns - 1):
                out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == GUARDIAN or kind == ALLY_DISCOUNT:
        for v in m.ready:
            if su.is_vampire[v]:
                out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == DEPRAVITY or kind == HUMANITAS:
        if su.is_unique[i] and any(su.card_id[j] == su.card_id[i] for j in m.in_play):
            return  # "unique": one in play
        for v in m.ready:
            if su.is_vampire[v] and not _shape_on(s, v, kind):
                out.append(new(Action, (K, -1, i, v, 0)))  # "put this card on a ready vampire you control"
    elif kind == BLOCKED_BURN or kind == STAT_ON:
        for v in m.ready:
            if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2]:
                out.append(new(Action, (K, -1, i, v, 0)))  # "put this card on a Toreador": one of yours
    elif kind == AFTER_ACTION_BLOOD or kind == BLOCK_BLOOD:
        for v in m.ready:
            if su.is_vampire[v] and not (sh[2] and _has_archetype(s, m, v)) and (
                    kind != AFTER_ACTION_BLOOD or not sh[4] or su.sect[v] == sh[4]):  # Capitalist: a Sabbat vampire
                out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == BLOOD_TO:
        for q in s.players:
            if q.ousted or q.passive:
                continue
            for v in q.ready:
                if su.is_vampire[v] and s.blood[v] < su.capacity[v] and not (sh[2] and s.blood[v]) and (
                        not sh[3] or current_clan(su.clan[v]) == sh[3]):
                    out.append(new(Action, (K, -1, i, v, 0)))
    elif kind == POOL_FROM_EACH:
        if any(s.blood[v] for v in m.ready if su.is_vampire[v]):
            out.append(new(Action, (K, -1, i, -1, 0)))
    elif kind == REMOVE_FOR_POOL:
        # your own vampires: another Methuselah would cancel it for 2 pool (the card's text)
        for v in m.ready + m.torpor:
            if su.is_vampire[v] and su.capacity[v] >= sh[1]:
                out.append(new(Action, (K, -1, i, v, 0)))
    elif kind in (LOCK_BLOOD_TO, LOCK_STEALTH, CRYPT_DIG, LOCK_DISCARD, PASS_TO_PREY, BECOMES_ALLY, DRAIN,
                  CLAN_BLEED, MINION_LOSS, HUNT_BONUS, UNLOCK_WITHOUT_BURN, CLAN_STRENGTH, TORPOR_RESCUE,
                  ANNOUNCE_STEALTH, ANNOUNCE_UNLOCK, BLOOD_BANK, NO_REPLACE, LOCK_INTERCEPT, MOVE_BETWEEN,
                  ANNOUNCE_BLEED, COST_PATH, DISCARD_UNLOCK, BLEED_CAP, DISCARD_BLEED, LOCK_MILL, LOCK_DRAW,
                  TITLED_CLAN, UNLOCK_POOL, BURN_REDUCE, DEBATE, MUSEUM, ELYSIUM, LOCK_PRESS, LILITH):
        if kind == UNLOCK_POOL and sh[3] and m.vp < 1:
            return  # "only usable if you have one or more victory points"
        out.append(new(Action, (K, -1, i, -1, 0)))


def _mekhet_targets(s: GameState, v: int) -> list[int]:
    """Ready justicars and Inner Circle members (by printed title) other than ``v``."""
    su = s.setup
    return [w for q in s.players if not q.ousted and not q.passive for w in q.ready
            if w != v and su.is_vampire[w] and su.title[w] in MEKHET_TITLES]


def mekhet_unlock(s: GameState) -> None:
    """The current Methuselah's unlock phase: each vampire of theirs with a ``MEKHET`` card burns
    N blood, or is burned if it cannot; the card's move is then owed (or it burns, no other
    justicar or Inner Circle member being ready)."""
    ms = s.setup.master_shape
    m = s.players[s.current]
    mine = set(m.ready) | set(m.torpor)
    for q in s.players:
        for j in [j for j in q.in_play if ms[j] is not None and ms[j][0] in (MEKHET, LEOPOLD)]:  # type: ignore[index]
            v = s.attached[j]
            if v not in mine or j not in q.in_play:
                continue
            n = ms[j][1]  # type: ignore[index]
            if s.blood[v] < n:
                burn_minion(s, v)  # "if they cannot burn the blood, they are burned" (the card with them)
                continue
            s.blood[v] -= n
            if ms[j][0] == LEOPOLD:  # type: ignore[index]
                continue  # Society of Leopold stays: its controller chose the blood (burned only without it)
            if _mekhet_targets(s, v):
                s.used.add((j, OWED_MOVE))  # "their controller moves this card to another justicar"
            else:
                q.in_play.remove(j)
                burn_card(s, j)  # "or burns this card if there are no others"


def combat_end_uses(s: GameState, c, d: int, out: list[Action]) -> None:
    """Before range is determined: side ``d``'s unlocked ``MUSEUM`` and ``ELYSIUM`` locations ending a combat
    between a vampire of its kind that side controls and another one."""
    su = s.setup
    v, o = c.m[d], c.m[1 - d]
    ms = su.master_shape
    for j in s.players[c.p[d]].in_play:
        sh = ms[j]
        if sh is not None and sh[0] in COMBAT_END_KINDS and not s.locked[j] and su.is_vampire[v] and su.is_vampire[o] \
                and (su.req_bits[v] >> sh[2]) & 1 and (su.req_bits[o] >> sh[2]) & 1:
            out.append(Action(K_USE, actor=v, card=j))
            return


def lock_presses(s: GameState, c, d: int, out: list[Action]) -> None:
    """Side ``d``'s unlocked ``LOCK_PRESS`` cards giving its minion a press: to continue combat
    (Mob Connections) as no press was used this step (``c.flips`` even), or to end it (Police
    Department) against a press to continue."""
    ms = s.setup.master_shape
    want = 1 if c.flips % 2 == 0 else 0
    for j in s.players[c.p[d]].in_play:
        sh = ms[j]
        if sh is not None and sh[0] == LOCK_PRESS and sh[1] == want and not s.locked[j]:
            out.append(Action(K_PRESS, actor=c.m[d], card=j))
            return


def frenzy_cards(s: GameState, c, d: int) -> list[Action]:
    """In a combat's prevention step, side ``d``'s vampire facing aggravated damage from the
    opposing minion: the ``FRENZY`` cards its controller can play as an out-of-turn master
    (rules 1.6.2.4: one until their next master phase)."""
    su = s.setup
    v = c.m[d]
    m = s.players[c.p[d]]
    if not c.agg[d] or not su.is_vampire[v] or (m.oot_debt and c.p[d] != s.current) or not m.hand:
        return []
    ms = su.master_shape
    out = []
    for i in distinct(su, [i for i in m.hand if ms[i] is not None and ms[i][0] == FRENZY]):  # type: ignore[index]
        out.append(Action(K_PLAY_MASTER, actor=v, card=i))
    return out


def frenzy(s: GameState, c, d: int, i: int) -> None:
    """Rötschreck is played on side ``d``'s vampire: combat ends (the damage is not inflicted),
    the vampire is locked and sent to torpor, and does not unlock as normal; the card burns
    during its next unlock phase (:func:`frenzy_unlock`)."""
    p = c.p[d]
    m = s.players[p]
    v = c.m[d]
    e = s.setup.effect[i]
    assert e is not None
    play_from_hand(s, m, i, e)
    if p == s.current:
        s.master_actions -= 1  # rules 1.6.2.4: in your own turn, a master phase action of this turn
    else:
        m.oot_debt = 1  # rules 1.6.2.4: out of turn, one of your next master phase actions
    m.in_play.append(i)
    s.attached[i] = v
    HOOKS.combat_end_hand(s)
    s.combat = None  # "combat ends"
    s.locked[v] = 1
    to_torpor(s, v)  # "this vampire is locked and sent to torpor"
    s.no_unlock.add(v)  # "does not unlock as normal"


def frenzy_unlock(s: GameState) -> None:
    """The current Methuselah's unlock phase: the ``FRENZY`` cards on their vampires burn."""
    ms = s.setup.master_shape
    mine = set(s.players[s.current].ready) | set(s.players[s.current].torpor)
    for q in s.players:
        for j in [j for j in q.in_play if ms[j] is not None and ms[j][0] == FRENZY and s.attached[j] in mine]:  # type: ignore[index]
            q.in_play.remove(j)
            burn_card(s, j)  # "during this vampire's next unlock phase, burn this card"


def _has_archetype(s: GameState, m: Methuselah, v: int) -> bool:
    """"A vampire can have only one archetype"."""
    ms = s.setup.master_shape
    att = s.attached
    for q in s.players:
        for j in q.in_play:
            if att[j] == v:
                sh = ms[j]
                if sh is not None and (sh[0] == AFTER_ACTION_BLOOD or sh[0] == BLOCK_BLOOD) and sh[2]:
                    return True
    return False


def resolve(s: GameState, m: Methuselah, i: int, sh: tuple[int, ...], action: Action) -> None:
    """Card ``i`` of shape ``sh`` resolves (its cost is paid by the caller)."""
    su = s.setup
    kind = sh[0]
    v = action.target
    if kind == COPIES:
        s.used.add((su.card_id[i], USED_CARD))
        if su.is_unique[i] and contest(s, s.current, i):
            return
        m.in_play.append(i)
        if sum(1 for j in m.in_play if su.card_id[j] == su.card_id[i]) >= sh[1]:
            _copies_fire(s, m, i, sh, v)
    elif kind == MEKHET:
        m.in_play.append(i)
        s.attached[i] = v
        s.locked[v] = 1  # "put this card on a ready justicar or Inner Circle member and lock them"
    elif kind in (TORPOR_BURN, AFTER_ACTION_BLOOD, DISCIPLINE_ON, HAVEN, EXPOSED, GUARDIAN, BLOCK_BLOOD, ALLY_DISCOUNT,
                  BLOCKED_BURN, STAT_ON, MORTALITY, ON_BLEED_VOTES, DISC_FOR, CHOSEN_DISC, LEOPOLD, DEPRAVITY,
                  HUMANITAS):
        if su.is_unique[i] and contest(s, s.current, i):
            if kind == ALLY_DISCOUNT:
                sync_costs(s)  # the copy in play became contested too (rules 4.1)
            return
        m.in_play.append(i)
        s.attached[i] = v
        if kind == ALLY_DISCOUNT:
            sync_costs(s)
        if kind == DISCIPLINE_ON:
            _gain_discipline(s, v, sh[1])
        elif kind == DISC_FOR:
            _gain_discipline(s, v, sh[1], sh[2])
        elif kind == CHOSEN_DISC:
            s.blood[i] = 1 + 2 * action.n + (1 if su.disc_any[v] >> action.n & 1 else 0)
            _gain_discipline(s, v, action.n, 0)  # "this vampire gains 1 level of that Discipline"
        elif kind == HAVEN:
            _set_targeted(s, v, True)
    elif kind == BLOOD_TO:
        gain_blood(s, v, sh[1])
        m.ash.append(i)
    elif kind == CRYPT_FETCH:
        if sh[3]:
            s.once_per_game.add(su.card_id[i])
        m.ash.append(i)
        if v in m.crypt:
            m.crypt.remove(v)
            order = s.rng.permutation(len(m.crypt))
            crypt = m.crypt
            m.crypt = [crypt[k] for k in order]  # a searched crypt is shuffled
            m.uncontrolled.append(v)  # "place it in your uncontrolled region"
            # "with 1 blood from the bank"; "distribute 3 blood among one or more Kiasyd in your
            # uncontrolled region": the one found first, the others up to their capacity
            left = sh[1]
            for t in [v] + [t for t in m.uncontrolled if t != v and current_clan(su.clan[t]) == sh[2]]:
                add = min(left, max(0, su.capacity[t] - s.blood[t]))
                s.blood[t] += add
                left -= add
    elif kind == SEARCH_EVENT:
        s.once_per_game.add(su.card_id[i])
        m.ash.append(i)
        if v in m.library:
            m.library.remove(v)
            m.hand.append(v)  # "show it to all players and add it to your hand"
            order = s.rng.permutation(len(m.library))
            lib = m.library
            m.library = [lib[k] for k in order]  # a searched library is shuffled
        # "discard down to your hand size afterward" (rules 1.6.1.2)
        s.put_back = max(0, len(m.hand) - (m.hand_size - m.owed_unlock - m.owed_discard - m.owed_action))
        s.put_back_to = 0
    elif kind == GROOM:
        a = action.actor
        if a in m.ready and v in m.uncontrolled:
            n = min(action.n, s.blood[a])
            s.blood[a] -= n
            gain_blood(s, v, n)
        m.ash.append(i)
    elif kind == POOL_OR_BLOOD:
        if action.n == 0:
            m.pool += sh[1]
        elif v in m.uncontrolled:
            gain_blood(s, v, sh[2])
        m.ash.append(i)
    elif kind == POOL_FROM_EACH:
        for w in m.ready:
            if su.is_vampire[w]:
                n = min(sh[1], s.blood[w])
                s.blood[w] -= n
                m.pool += n
        m.ash.append(i)
    elif kind == REMOVE_FOR_POOL:
        m.ash.append(i)
        p = controller_of(s, v)
        if p >= 0:
            _remove_minion(s, v)
            s.players[p].pool += su.capacity[v]
    elif kind == HAND_RECRUIT:
        m.ash.append(i)
        a = action.actor
        if a in m.ready and not s.locked[a] and v in m.hand:
            hand_recruit(s, m, a, v, action.n)
    elif kind == GRAND_BALL:
        a = action.actor
        if a not in m.ready or v not in m.ready or s.locked[a]:
            m.ash.append(i)  # the chosen vampires are gone: nothing to put in play
            return
        if su.is_unique[i] and contest(s, s.current, i):
            return
        m.in_play.append(i)
        s.paired[i] = (a, v)
        s.locked[a] = 1
    elif kind == BECOMES_ALLY:
        if su.is_unique[i] and contest(s, s.current, i):
            return
        m.ready.append(i)  # a minion: an ally with its life (rules 1.6.2: put in play)
        s.blood[i] = sh[1]
        s.locked[i] = 0
    elif kind in (LOCK_BLOOD_TO, LOCK_STEALTH, CRYPT_DIG, LOCK_DISCARD, PASS_TO_PREY, DRAIN, CLAN_BLEED, MINION_LOSS,
                  HUNT_BONUS, HUNTING_GROUND_FOR, UNLOCK_WITHOUT_BURN, CLAN_STRENGTH, TORPOR_RESCUE,
                  ANNOUNCE_STEALTH, ANNOUNCE_UNLOCK, BLOOD_BANK, NO_REPLACE, LOCK_INTERCEPT, MOVE_BETWEEN,
                  ANNOUNCE_BLEED, COST_PATH, DISCARD_UNLOCK, BLEED_CAP, DISCARD_BLEED, LOCK_MILL, CLAN_BANK,
                  LOCK_DRAW, TITLED_CLAN, UNLOCK_POOL, BURN_REDUCE, DEBATE, MUSEUM, ELYSIUM, LOCK_PRESS, LILITH,
                  INVESTMENT, LOW_POOL, ASH_BOTTOM,
                  STORAGE, AWAKENING, BLEED_STEALTH):
        if su.is_unique[i] and contest(s, s.current, i):
            if kind == COST_PATH:
                sync_costs(s)  # the copy in play became contested too (rules 4.1)
            return
        m.in_play.append(i)
        if kind == COST_PATH:
            sync_costs(s)
        if kind == CLAN_BLEED or kind == NO_REPLACE:
            s.blood[i] = sh[1]  # "put this card in play with 3 counters"
        if kind == STORAGE and v in m.hand:
            m.hand.remove(v)
            m.removed.append(v)  # "face down (out of play) on this card"
            s.attached[v] = i
        if kind == INVESTMENT:
            s.blood[i] = invested(s, m, sh)  # "move 3 blood from the blood bank to this card"
            if not s.blood[i]:
                m.in_play.remove(i)
                burn_card(s, i)  # "burn this card if it has no counters"
        if kind == CLAN_BANK:
            s.blood[i] = sum(1 for v in m.ready + m.torpor if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2])
            if not s.blood[i]:
                m.in_play.remove(i)
                burn_card(s, i)  # "burn this card if it has no blood"
        if kind == NO_REPLACE:
            m.hand_size += sh[1]  # "+1 hand size for each counter"
            draw_cards(m, sh[1])  # rules 1.6.1.2: match the new hand size at once
        if kind == LOCK_STEALTH and sh[2]:
            m.hand_size += sh[2]
            draw_cards(m, sh[2])  # rules 1.6.1.2: match the new hand size at once


def hand_recruit(s: GameState, m: Methuselah, a: int, j: int, k: int) -> None:
    """Piper: vampire ``a`` locks and recruits the ally (employs the retainer) ``j`` of ``m``'s
    hand at option ``k``, resolved as a successful recruit or employ action (rules 6.1.4, 6.1.5:
    its blood or pool cost, the ally's life, the retainer on ``a``) though it is none: no block,
    no "after a successful action" step, and it does not count as ``a``'s recruit action this turn."""
    su = s.setup
    kind = MODE_KIND[su.mode[j]]
    play_from_hand(s, m, j, su.effect[j])  # type: ignore[arg-type]
    m.in_play.append(j)  # (a recruit's card leaves in_play for the ready region as it resolves)
    had = (a, RECRUITED) in s.used
    HOOKS.rules_resolve(s, Pending(kind, a, j, k, -1))
    if not had:
        s.used.discard((a, RECRUITED))  # Nocturn: "their first successful recruit ally action"
    s.locked[a] = 1  # "lock a ready unlocked Anarch" (and Nocturn does not unlock it: no action)


def sync_costs(s: GameState) -> None:
    """The ``COST_PATH`` cards in play ("cards requiring Obtenebration cost Lasombra 1 fewer blood",
    rules 6.2.3) give their discount to every vampire of their clan, ``ALLY_DISCOUNT`` cards
    (Charisma) to the vampire they are on, ``REDIRECT_TAX`` events (Narrow Minds) a cost to every
    minion: the state's tables become a copy with those vampires'
    ``cost_mods`` (a ``PATH_THING`` or ``ALLY_THING`` entry per card) made again from the cards
    in play now (with a fresh memo: memoized costs depend on them)."""
    su = s.setup
    ms = su.master_shape
    on: dict[str, list[tuple[int, int, int]]] = {}
    on_vampire: dict[int, list[tuple[int, int, int]]] = {}
    every: list[tuple[int, int, int]] = []
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is not None and sh[0] == COST_PATH:
                on.setdefault(sh[3], []).append((sh[1], PATH_THING, sh[2]))
            elif sh is not None and sh[0] == ALLY_DISCOUNT and s.attached[j] >= 0:
                on_vampire.setdefault(s.attached[j], []).append((sh[1], ALLY_THING, 0))
            elif sh is not None and sh[0] == REDIRECT_TAX:
                every.append((-sh[1], REDIRECT_THING, 0))  # "+1 blood or life": a negative discount
    mods = list(su.cost_mods)
    changed = False
    ours = (PATH_THING, ALLY_THING, REDIRECT_THING)
    for v in range(su.n):
        if not su.is_vampire[v] and not su.is_ally[v]:
            continue
        base = tuple(c for c in mods[v] if c[1] not in ours)
        new = base + tuple(every) + tuple(on.get(current_clan(su.clan[v]), ())) + tuple(on_vampire.get(v, ()))
        if new != mods[v]:
            mods[v] = new
            changed = True
    if changed:
        su = copy.copy(su)
        su.cost_mods = tuple(mods)
        su.memo = {}
        s.setup = su


def _gain_discipline(s: GameState, v: int, bit: int, cap: int = 1) -> None:
    """Vampire ``v`` gets +1 level of Discipline ``bit`` and +``cap`` capacity: the state's tables
    become a copy with its row changed (with a fresh memo: memoized answers depend on them)."""
    su = copy.copy(s.setup)
    disc_any, disc_sup, capacity = list(su.disc_any), list(su.disc_sup), list(su.capacity)
    b = 1 << bit
    if disc_any[v] & b:
        disc_sup[v] |= b
    disc_any[v] |= b
    capacity[v] += cap
    su.disc_any, su.disc_sup, su.capacity = tuple(disc_any), tuple(disc_sup), tuple(capacity)
    su.memo = {}
    s.setup = su


def _lose_discipline(s: GameState, v: int, bit: int, sup: bool) -> None:
    """Vampire ``v`` loses the level of Discipline ``bit`` a card gave (the superior one if it
    made it superior), as :func:`_gain_discipline`."""
    su = copy.copy(s.setup)
    b = 1 << bit
    if sup:
        disc_sup = list(su.disc_sup)
        disc_sup[v] &= ~b
        su.disc_sup = tuple(disc_sup)
    else:
        disc_any = list(su.disc_any)
        disc_any[v] &= ~b
        su.disc_any = tuple(disc_any)
    su.memo = {}
    s.setup = su


def _shape_on(s: GameState, v: int, kind: int) -> list[int]:
    """The cards of shape ``kind`` on minion ``v``."""
    ms = s.setup.master_shape
    return [j for j in s.on_minions.of(s, v) if ms[j] is not None and ms[j][0] == kind]  # type: ignore[index]


def _set_targeted(s: GameState, v: int, on: bool) -> None:
    """Mark minion ``v`` ``targeted`` in a copy of the state's tables (on: sheltered by a haven;
    off: back to what its text says)."""
    su = copy.copy(s.setup)
    targeted = bytearray(su.targeted)
    targeted[v] = 1 if on or su.targeted_pool[v] or su.targeted_blood[v] else 0
    su.targeted = bytes(targeted)
    s.setup = su


def depraved(s: GameState, v: int) -> bool:
    """Vampire ``v`` bears a ``DEPRAVITY`` card: it cannot recruit allies nor employ retainers."""
    return bool(_shape_on(s, v, DEPRAVITY))


def diablerie_stealth(s: GameState, v: int) -> int:
    """+S stealth the ``DEPRAVITY`` cards on vampire ``v`` give it during diablerie actions."""
    ms = s.setup.master_shape
    return sum(ms[j][1] for j in _shape_on(s, v, DEPRAVITY))  # type: ignore[index]


def humane(s: GameState, v: int) -> bool:
    """Vampire ``v`` bears a ``HUMANITAS`` card: it cannot commit diablerie."""
    return bool(_shape_on(s, v, HUMANITAS))


def rescue_terms(s: GameState, v: int) -> tuple[int, int]:
    """(+stealth, blood less) the ``HUMANITAS`` cards on vampire ``v`` give its rescue actions."""
    ms = s.setup.master_shape
    got = _shape_on(s, v, HUMANITAS)
    return sum(ms[j][1] for j in got), sum(ms[j][2] for j in got)  # type: ignore[index]


def mortal(s: GameState, v: int) -> bool:
    """Vampire ``v`` bears a ``MORTALITY`` card: it cannot block allies, its damage to them is 0."""
    return bool(_shape_on(s, v, MORTALITY))


def mortality_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """``m``'s influence phase: each vampire of theirs bearing a ``MORTALITY`` card can burn its
    blood to burn the card, then goes to torpor."""
    ms = s.setup.master_shape
    for v in m.ready:
        for j in _shape_on(s, v, MORTALITY):
            if s.blood[v] >= ms[j][1]:  # type: ignore[index]
                out.append(Action(K_USE, actor=v, card=j))


def sheltered(s: GameState, v: int) -> bool:
    """Minion ``v`` has a haven: other Methuselahs' actions cannot target it."""
    return bool(_shape_on(s, v, HAVEN))


def master_extra_cost(s: GameState, v: int) -> int:
    """"Master cards targeting this minion cost N additional pool" (Secure Haven)."""
    return sum(s.setup.master_shape[j][1] for j in _shape_on(s, v, HAVEN))  # type: ignore[index]


def _copies_fire(s: GameState, m: Methuselah, i: int, sh: tuple[int, ...], to_hand: int) -> None:
    """Remove every copy in play from the game; gain the pool; the chosen ash heap card to hand
    and up to L more library cards (the most recently put there) shuffled into the library."""
    su = s.setup
    cid = su.card_id[i]
    for q in s.players:
        gone = [j for j in q.in_play if su.card_id[j] == cid]
        for j in gone:
            q.in_play.remove(j)
            s.locked[j] = 0
            s.players[su.owner[j]].removed.append(j)
    m.pool += sh[2]
    if sh[3] and to_hand >= 0 and to_hand in m.ash:
        m.ash.remove(to_hand)
        m.hand.append(to_hand)
    library = sh[4]
    if library:
        back = [j for j in reversed(m.ash) if not su.is_crypt[j]][:library]
        if back:
            for j in back:
                m.ash.remove(j)
            m.library.extend(back)
            order = s.rng.permutation(len(m.library))
            lib = m.library
            m.library = [lib[k] for k in order]


def _remove_minion(s: GameState, v: int) -> None:
    """A minion is removed from the game; the cards on it are burned (rules 1.2)."""
    su = s.setup
    for q in s.players:
        for zone in (q.ready, q.torpor):
            if v in zone:
                zone.remove(v)
                if zone is q.ready and su.hand_bonus[v]:
                    hand_size_change(q, -su.hand_bonus[v])
        for j in [j for j in q.in_play if s.attached[j] == v]:
            q.in_play.remove(j)
            burn_card(s, j)
    s.blood[v] = 0
    s.locked[v] = 0
    s.title_votes.pop(v, None)
    s.title_contested.discard(v)
    s.cannot_block.discard(v)
    s.players[su.owner[v]].removed.append(v)


#: ``_new(Action, (kind, actor, card, target, n))``: an Action without the keyword constructor's
#: Python frame (as in rules), for the uses listed at each master phase
_new = tuple.__new__

def use_actions(s: GameState, m: Methuselah, j: int, sh: tuple[int, ...], out: list[Action]) -> None:
    """Master phase uses of card ``j`` in play (``LOCK_BLOOD_TO``, ``LOCK_DISCARD``, ``TORPOR_RESCUE``,
    ``ANNOUNCE_UNLOCK``'s burn)."""
    su = s.setup
    K = K_USE
    if sh[0] == MOVE_BETWEEN:
        _between_actions(s, m, j, out)
        return
    if sh[0] == BLOOD_BANK:  # not locked: the blood moves to the card, the lock is the influence phase's
        if (j, USED_CARD) not in s.used:
            for w in m.ready:
                if su.is_vampire[w] and s.blood[w] >= sh[2] and current_clan(su.clan[w]) == sh[1]:
                    out.append(_new(Action, (K, w, j, -1, 0)))
        return
    if sh[0] == ANNOUNCE_UNLOCK:  # "burn this card (even if it is locked) to move a Nosferatu in torpor"
        for q in s.players:
            if not q.ousted:
                for t in q.torpor:
                    if su.is_vampire[t] and current_clan(su.clan[t]) == sh[1]:
                        out.append(_new(Action, (K, -1, j, t, 1)))
        return
    if sh[0] == STORAGE:  # "exchange a card in your hand for the card on this Storage Annex": once a master phase
        if stored(s, m, j) >= 0:
            for h in distinct(su, m.hand):
                out.append(_new(Action, (K, -1, j, h, 0)))
        return
    if sh[0] == CLAN_BANK:  # "move 1 blood from this card to a Giovanni you control": once each master phase
        for v in m.ready:
            if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2] and s.blood[v] < su.capacity[v]:
                out.append(_new(Action, (K, -1, j, v, 0)))
        return
    if s.locked[j]:
        return
    if sh[0] == LOCK_DRAW:
        if m.library:
            out.append(_new(Action, (K, -1, j, -1, 0)))
        return
    if sh[0] == LOCK_MILL:
        prey = s.prey(s.current)
        if prey != s.current and s.players[prey].library:
            out.append(_new(Action, (K, -1, j, -1, 0)))
        return
    if sh[0] == TORPOR_RESCUE:
        clan = sh[2]
        payers = [w for w in m.ready if su.is_vampire[w] and s.blood[w] >= sh[1] and current_clan(su.clan[w]) == clan]
        if not payers:
            return  # "burn 1 pool or 1 blood from a ready Tremere you control": one is needed
        for q in s.players:
            if q.ousted:
                continue
            for t in q.torpor:
                if su.is_vampire[t] and current_clan(su.clan[t]) == clan:
                    if m.pool > sh[1]:
                        out.append(_new(Action, (K, -1, j, t, 0)))
                    for w in payers:
                        out.append(_new(Action, (K, w, j, t, 0)))
        return
    if sh[0] == LOCK_DISCARD:
        seen: set[int] = set()
        for i in m.hand:
            cid = su.card_id[i]
            if cid not in seen:
                seen.add(cid)
                out.append(_new(Action, (K, -1, j, i, 0)))
        return
    if sh[0] != LOCK_BLOOD_TO:
        return
    for v in m.ready:
        if su.is_vampire[v] and s.blood[v] < su.capacity[v]:
            out.append(_new(Action, (K, -1, j, v, 0)))


def _between_actions(s: GameState, m: Methuselah, j: int, out: list[Action]) -> None:
    """Heidelberg Castle's moves: between any two of ``m``'s ready vampires while unlocked, then
    between the two it was locked for."""
    su = s.setup
    vamps = [v for v in m.ready if su.is_vampire[v]]
    if s.locked[j]:
        pair = next((BETWEEN - u[1] for u in s.used if u[0] == j and u[1] <= BETWEEN), -1)
        if pair < 0:
            return
        vamps = [v for v in vamps if v in (pair // _PAIR, pair % _PAIR)]
    if len(vamps) < 2:
        return
    K = K_USE
    items = [e for e in m.in_play if s.attached[e] >= 0 and su.mode[e] in (Mode.EQUIPMENT, Mode.RETAINER)]
    for a in vamps:
        for b in vamps:
            if a == b:
                continue
            for n in range(1, min(s.blood[a], su.capacity[b] - s.blood[b]) + 1):
                out.append(Action(K, actor=a, card=j, target=b, n=n))
            for e in items:
                if s.attached[e] == a and not (su.one_each[e] and any(
                        s.attached[x] == b and su.card_id[x] == su.card_id[e] for x in m.in_play)):
                    out.append(Action(K, actor=a, card=j, target=b, n=-1 - e))


def use(s: GameState, j: int, sh: tuple[int, ...], action: Action) -> None:
    """Use card ``j`` in play: lock it for its effect; a ``CRYPT_DIG`` card's transfers."""
    if sh[0] == CRYPT_DIG:
        _dig(s, j, sh, action)
        return
    if sh[0] == AWAKENING:
        v = action.target
        if controller_of(s, v) == s.current:
            burn_minion(s, v)  # "burn a vampire they control with capacity 4 or more to burn this card"
            burn_in_play(s, j)
        return
    if sh[0] == STORAGE:
        m = s.players[s.current]
        k, h = stored(s, m, j), action.target
        s.used.add((j, USED_CARD))
        if k >= 0 and h in m.hand:
            m.hand.remove(h)
            m.removed.remove(k)
            s.attached[k] = -1
            m.hand.append(k)
            m.removed.append(h)
            s.attached[h] = j
        return
    if sh[0] == PASS_TO_PREY:
        _trouble(s, j, action)
        return
    if sh[0] == DRAIN:
        _pay_drain(s, action.target)
        return
    if sh[0] in MASTER_PHASE_KINDS:
        _master_phase_use(s, j, sh, action)
        return
    if sh[0] == ASH_BOTTOM:
        s.locked[j] = 1
        m = s.players[s.current]
        m.ash.remove(action.target)
        m.library.insert(0, action.target)  # "to the bottom of your library" (the top is the end)
        return
    if sh[0] == DISCARD_UNLOCK:
        s.locked[j] = 1
        burn_pool(s, s.current, sh[1])
        if not s.terminal and controller_of(s, action.target) == s.current:
            s.locked[action.target] = 0  # "burn 1 pool to unlock a vampire you control"
        return
    if sh[0] == UNCOILING:
        s.discard_actions -= 1
        n = _other_events(s, j)
        if n:
            burn_pool(s, s.current, n)
        if not s.terminal:
            _event_burned(s, j)
        return
    if sh[0] == SMALL_BURN:
        if action.target >= 0 and controller_of(s, action.target) >= 0:
            burn_minion(s, action.target)
        _to_predator(s, j)
        return
    if sh[0] == HUNTING_GROUND_FOR:
        s.used.add((j, SECOND_FEED) if (j, USED_CARD) in s.used else (j, USED_CARD))
        s.used.add((action.target, FED_FROM_GROUND))
        gain_blood(s, action.target, sh[1])
        return
    if sh[0] == ANNOUNCE_BLEED:
        pend = s.pending
        assert pend is not None
        s.blood[action.actor] -= sh[2]  # Club Illusion: "burn 1 blood once as they announce a bleed action"
        pend.bleed += sh[1]
        s.used.add((action.actor, CLUB_BLEED))
        return
    if sh[0] == CLAN_BANK:
        s.used.add((j, USED_CARD))
        n = min(sh[1], s.blood[j])
        s.blood[j] -= n
        gain_blood(s, action.target, n)
        if s.blood[j] <= 0:
            burn_in_play(s, j)  # "burn this card if it has no blood"
        return
    if sh[0] == BURN_REDUCE:
        pend = s.pending
        assert pend is not None
        burn_in_play(s, j)
        pend.bleed = max(0, pend.bleed - sh[1])  # Dummy Corporation: "reduce the bleed amount by 2"
        return
    if sh[0] == MORTALITY:
        v = action.actor
        s.blood[v] -= sh[1]
        burn_in_play(s, j)  # "burn 1 blood during his or her controller's influence phase to burn this card"
        to_torpor(s, v)  # "he or she then goes into torpor"
        return
    if sh[0] == MUSEUM:
        s.locked[j] = 1
        m = s.players[s.current]
        burn_pool(s, s.current, sh[1])
        if not s.terminal and action.actor in m.hand and action.target in m.ash:
            m.hand.remove(action.actor)
            m.ash.append(action.actor)
            m.ash.remove(action.target)
            m.hand.append(action.target)  # "exchange one card from your hand for one card in your ash heap"
        return
    if sh[0] == UNLOCK_POOL:
        s.locked[j] = 1
        m = s.players[s.current]
        if sh[2]:
            for x in (action.actor, action.target):
                m.hand.remove(x)
                m.ash.append(x)
            replace_cards(s, m, 2)  # "discard two copies of the same card ... (draw afterward)"
        m.pool += sh[1]
        return
    if sh[0] == MEKHET:
        s.used.discard((j, OWED_MOVE))
        s.attached[j] = action.target  # moved to another justicar or Inner Circle member
        return
    if sh[0] == LOCK_DRAW:
        s.locked[j] = 1
        draw_then_put_back(s, s.players[s.current], sh[1], False)  # "draw 2 cards (discard down afterward)"
        return
    if sh[0] == LOCK_MILL:
        s.locked[j] = 1
        q = s.players[s.prey(s.current)]
        for _ in range(sh[1]):
            if q.library:
                q.ash.append(q.library.pop())  # "burn two cards from the top of your prey's library"
        return
    if sh[0] == DISCARD_BLEED:
        pend = s.pending
        assert pend is not None
        m = s.players[s.current]
        m.hand.remove(action.target)
        m.ash.append(action.target)
        replace_cards(s, m)  # a discarded card is replaced (rules 1.6.1.2)
        pend.bleed += sh[1]  # Haqim's Law: Retribution: "discard a combat card to get +1 bleed"
        return
    if sh[0] == ANNOUNCE_UNLOCK and action.n == 1:
        burn_in_play(s, j)
        if controller_of(s, action.target) >= 0:
            to_ready(s, action.target)
        return
    if sh[0] == MOVE_BETWEEN:
        a, b = action.actor, action.target
        if not s.locked[j]:
            s.locked[j] = 1
            s.used.add((j, BETWEEN - (min(a, b) * _PAIR + max(a, b))))  # the two vampires of this use
        if action.n > 0:
            s.blood[a] -= action.n
            s.blood[b] += action.n
        else:
            s.attached[-1 - action.n] = b  # an equipment or retainer moves (rules 1.2)
        return
    if sh[0] == BLOOD_BANK:
        if action.n == 0:  # master phase: blood from the vampire to counters on the card
            s.used.add((j, USED_CARD))  # "a Tremere you control can move 1 blood": once each master phase
            s.blood[action.actor] -= sh[2]
            s.blood[j] += sh[2]
        else:  # influence phase: lock it, every counter to the vampire
            s.locked[j] = 1
            n, s.blood[j] = s.blood[j], 0
            gain_blood(s, action.target, n)  # blood over capacity returns to the bank (rules 7)
        return
    if sh[0] == BECOMES_ALLY:
        burn_minion(s, j)  # "burn Jake to add up to 4 blood to a ready vampire with no blood"
        gain_blood(s, action.target, sh[2])
        return
    if sh[0] == LOCK_INTERCEPT and action.n == 2:
        s.used.discard((j, CLUB_FED))
        gain_blood(s, action.target, sh[10])  # (the card does not lock for it)
        return
    s.locked[j] = 1
    if sh[0] == LOCK_INTERCEPT and action.n == 1:
        gain_blood(s, action.actor, sh[9])  # "after an Anarch successfully hunts, add 1 blood to that Anarch"
        return
    if sh[0] == LOCK_INTERCEPT:
        pend = s.pending
        assert pend is not None
        pend.intercept += sh[1]
        s.blood[action.actor] -= sh[6]  # The Rumor Mill: the chosen vampire burns 1 blood
        s.used.add((j, RADIO - action.actor))  # its pool is owed unless this minion blocks
        return
    if sh[0] == ANNOUNCE_STEALTH or sh[0] == ANNOUNCE_UNLOCK:
        pend = s.pending
        assert pend is not None
        if sh[0] == ANNOUNCE_STEALTH:
            pend.stealth += sh[1]  # "even if stealth is not yet needed"
        else:
            s.used.add((pend.actor, WARSAW_UNLOCK))
        return
    if sh[0] == TORPOR_RESCUE:
        if action.actor >= 0:
            s.blood[action.actor] -= sh[1]
        else:
            burn_pool(s, s.current, sh[1])
        if controller_of(s, action.target) >= 0:
            to_ready(s, action.target)  # "to their controller's ready region"
        return
    if sh[0] == LOCK_STEALTH:
        pend = s.pending
        assert pend is not None
        pend.stealth += sh[1]
    elif sh[0] == LOCK_DISCARD:
        m = s.players[s.current]
        m.hand.remove(action.target)
        m.ash.append(action.target)
        draw_cards(m)  # "draw up afterward"
    else:
        gain_blood(s, action.target, sh[1])


def influence_actions(s: GameState, m: Methuselah, out: list[Action]) -> bool:
    """Influence phase uses of ``CRYPT_DIG`` cards (rules 7); True when a removal is owed: then
    the removal choices only."""
    ms = s.setup.master_shape
    K = K_USE
    for j in m.in_play:
        if (j, OWED_REMOVAL) in s.used:
            out.clear()
            for v in m.uncontrolled:
                out.append(Action(K, card=j, target=v, n=DIG_REMOVE))
            return bool(out)
    t = s.transfers
    su = s.setup
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == BLOOD_BANK and s.blood[j] and not s.locked[j]:
            for v in m.uncontrolled:
                if current_clan(su.clan[v]) == sh[1]:
                    out.append(Action(K, card=j, target=v, n=1))
        if sh is None or sh[0] != CRYPT_DIG:
            continue
        if t >= sh[1] and m.crypt:
            out.append(Action(K, card=j, n=DIG))
        if t >= sh[3]:
            out.append(Action(K, card=j, n=DIG_BURN))
    return False


def unlock_start(s: GameState) -> None:
    """The current Methuselah's unlock phase begins: what it owes to the other Methuselahs'
    ``DRAIN`` cards (1 pool or blood per counter)."""
    ms = s.setup.master_shape
    n = 0
    for q in s.players:
        if q.index == s.current:
            continue
        for j in q.in_play:
            sh = ms[j]
            if sh is not None and sh[0] == DRAIN:
                n += s.blood[j] * sh[1]
    if n:
        s.used.add((OWED_DRAIN, n))


def owed_drain(s: GameState) -> int:
    for mark in s.used:
        if mark[0] == OWED_DRAIN:
            return mark[1]
    return 0


def _pay_drain(s: GameState, v: int) -> None:
    """1 of what is owed to Smiling Jack: 1 blood from vampire ``v``, or 1 pool (``v`` = -1)."""
    n = owed_drain(s)
    s.used.discard((OWED_DRAIN, n))
    if n > 1:
        s.used.add((OWED_DRAIN, n - 1))
    if v >= 0:
        s.blood[v] -= 1
    else:
        burn_pool(s, s.current, 1)


def unlock_actions(s: GameState, m: Methuselah, out: list[Action]) -> bool:
    """Unlock phase actions of cards read by shape; True when only the listed ones are legal
    (a drain owed: its choices, no passing)."""
    if MEKHET in s.setup.master_kinds:
        owed = next((u[0] for u in s.used if u[1] == OWED_MOVE), -1)
        if owed >= 0:
            out.clear()
            for w in _mekhet_targets(s, s.attached[owed]):
                out.append(Action(K_USE, card=owed, target=w))  # the vampire's controller chooses
            if out:
                return True
            s.used.discard((owed, OWED_MOVE))
    if DRAIN in s.setup.master_kinds and owed_drain(s):
        ms = s.setup.master_shape
        jack = next(j for q in s.players if q.index != s.current for j in q.in_play
                    if ms[j] is not None and ms[j][0] == DRAIN)  # type: ignore[index]
        out.clear()
        out.append(Action(K_USE, card=jack))  # 1 pool
        for v in m.ready + m.torpor:
            if s.setup.is_vampire[v] and s.blood[v] > 0:
                out.append(Action(K_USE, card=jack, target=v))  # 1 blood
        return True
    _unlock_uses(s, m, out)
    return False


def _unlock_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Unlock phase uses of ``PASS_TO_PREY`` cards: lock up to N of the prey's unlocked ready
    vampires (every set of them) or burn an equipment on one of the prey's minions."""
    ms = s.setup.master_shape
    su = s.setup
    K = K_USE
    if MUSEUM in su.master_kinds:
        for j in m.in_play:
            sh = ms[j]
            if sh is None or sh[0] != MUSEUM or s.locked[j] or m.pool <= sh[1]:
                continue
            ash = distinct(su, [t for t in m.ash if not su.is_crypt[t] and requires_kind(su.effect[t], sh[2])])
            for h in distinct(su, m.hand):
                for t in ash:
                    if su.card_id[t] != su.card_id[h]:
                        out.append(Action(K, actor=h, card=j, target=t))  # the hand card for the ash heap one
    if UNLOCK_POOL in su.master_kinds:
        for j in m.in_play:
            sh = ms[j]
            if sh is None or sh[0] != UNLOCK_POOL or s.locked[j] or (sh[3] and m.vp < 1) or (sh[4] and s.edge != s.current):
                continue  # (Using the Advantage: "if you control the Edge")
            if not sh[2]:
                out.append(Action(K, card=j))  # Momentum's Edge: lock to gain 1 pool
                continue
            pairs: set[int] = set()
            for x in m.hand:  # Specialization: two copies of the same card discarded
                cid = su.card_id[x]
                if cid in pairs:
                    continue
                pairs.add(cid)
                y = next((y for y in m.hand if y != x and su.card_id[y] == cid), -1)
                if y >= 0:
                    out.append(Action(K, actor=x, card=j, target=y))
    if BECOMES_ALLY in su.master_kinds:
        for j in m.ready:
            sh = ms[j]
            if sh is not None and sh[0] == BECOMES_ALLY:
                for q in s.players:
                    if not q.ousted:
                        for v in q.ready:
                            if su.is_vampire[v] and not s.blood[v]:
                                out.append(Action(K, card=j, target=v))
    if HUNTING_GROUND_FOR in su.master_kinds:
        for j in m.in_play:
            sh = ms[j]
            if sh is None or sh[0] != HUNTING_GROUND_FOR or (j, SECOND_FEED) in s.used:
                continue
            if (j, USED_CARD) in s.used and not (sh[4] and any(su.title[v] == "baron" for v in m.ready)):
                continue  # one vampire; a second one while you control a ready baron
            for v in m.ready:
                if su.is_vampire[v] and s.blood[v] < su.capacity[v] and (v, FED_FROM_GROUND) not in s.used and (
                        sh[3] == ANY_VAMPIRE or (bool(su.title[v]) if sh[3] == TITLED else (su.req_bits[v] >> sh[3]) & 1)):
                    out.append(Action(K, card=j, target=v))
    if AWAKENING in su.master_kinds:
        for q in s.players:
            for j in q.in_play:
                sh = ms[j]
                if sh is not None and sh[0] == AWAKENING:
                    for v in m.ready + m.torpor:
                        if su.is_vampire[v] and su.capacity[v] >= sh[2]:
                            out.append(Action(K, card=j, target=v))  # the vampire burned to burn the card
    if LOCK_INTERCEPT in su.master_kinds:
        for j in m.in_play:
            if (j, CLUB_FED) in s.used:
                sh = ms[j]
                for v in m.ready:
                    if su.is_vampire[v] and s.blood[v] < su.capacity[v]:
                        out.append(Action(K, card=j, target=v, n=2))  # Club Zombie: "gains 1 blood"
    if PASS_TO_PREY not in su.master_kinds:
        return
    q = None  # the prey, read at the first such card in play
    for j in m.in_play:
        sh = ms[j]
        if sh is None or sh[0] != PASS_TO_PREY:
            continue
        if q is None:
            prey = s.prey(s.current)
            if prey == s.current:
                return
            q = s.players[prey]
        vamps = [v for v in q.ready if su.is_vampire[v] and not s.locked[v]]
        for k, v in enumerate(vamps):
            out.append(Action(K, actor=v, card=j))
            if sh[1] >= 2:
                for w in vamps[k + 1:]:
                    out.append(Action(K, actor=v, card=j, target=w))
        minions = set(q.ready)
        for e in q.in_play:
            if s.attached[e] in minions and su.mode[e] == Mode.EQUIPMENT:
                out.append(Action(K, card=j, target=e, n=1))


def _trouble(s: GameState, j: int, action: Action) -> None:
    """Anarch Troublemaker: lock the chosen vampires or burn the equipment; the prey takes
    control of the card."""
    m = s.players[s.current]
    prey = s.prey(s.current)
    q = s.players[prey]
    if action.n == 1:
        e = action.target
        if e in q.in_play:
            q.in_play.remove(e)
            burn_card(s, e)
    else:
        for v in (action.actor, action.target):
            if v >= 0:
                s.locked[v] = 1
    m.in_play.remove(j)
    s.locked[j] = 0
    if not (s.setup.is_unique[j] and contest(s, prey, j)):
        q.in_play.append(j)


def has_influence_use(s: GameState, m: Methuselah) -> bool:
    """Cheap test that :func:`influence_actions` lists something."""
    ms = s.setup.master_shape
    t = s.transfers
    for j in m.in_play:
        if (j, OWED_REMOVAL) in s.used:
            return bool(m.uncontrolled)
        sh = ms[j]
        if sh is not None and sh[0] == CRYPT_DIG and ((t >= sh[1] and m.crypt) or t >= sh[3]):
            return True
        if sh is not None and sh[0] == BLOOD_BANK and s.blood[j] and not s.locked[j] and any(
                current_clan(s.setup.clan[v]) == sh[1] for v in m.uncontrolled):
            return True
    return False


def _dig(s: GameState, j: int, sh: tuple[int, ...], action: Action) -> None:
    m = s.players[s.current]
    if action.n == DIG_REMOVE:
        s.used.discard((j, OWED_REMOVAL))
        v = action.target
        m.uncontrolled.remove(v)
        s.blood[v] = 0
        s.players[s.setup.owner[v]].removed.append(v)
        return
    cost = sh[1] if action.n == DIG else sh[3]
    s.transfers -= cost
    s.transfers_used += cost
    if action.n == DIG:
        for _ in range(sh[2]):
            if m.crypt:
                m.uncontrolled.append(m.crypt.pop())
        if m.uncontrolled:
            s.used.add((j, OWED_REMOVAL))  # "and then remove a crypt card in your uncontrolled region"
    else:
        m.in_play.remove(j)
        burn_card(s, j)
        m.pool += sh[4]


def receives(su: GameSetup, sh: tuple[int, ...], v: int) -> bool:
    """Vampire ``v`` is one a ``LOCK_STEALTH`` location gives stealth to."""
    if not su.is_vampire[v] or su.capacity[v] < sh[5]:
        return False
    if sh[3] and current_clan(su.clan[v]) not in sh[3]:
        return False
    return sh[4] < 0 or bool((su.req_bits[v] >> sh[4]) & 1)


def stealth_uses(s: GameState, m: Methuselah, a: int, out: list[Action]) -> None:
    """Stealth locations ``m`` can lock for its acting minion ``a`` in a block attempt."""
    ms = s.setup.master_shape
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == LOCK_STEALTH and not s.locked[j] and receives(s.setup, sh, a):
            out.append(Action(K_USE, actor=a, card=j))


def announce_uses(s: GameState, pend: Pending, out: list[Action]) -> None:
    """Locations the acting Methuselah can lock as its vampire announces an undirected action:
    +N stealth (Creepshow Casino), unlock after success (Warsaw Station, a vampire of its clan)."""
    a = pend.actor
    su = s.setup
    if a < 0 or not su.is_vampire[a]:
        return
    ms = su.master_shape
    if pend.kind == K_BLEED and ANNOUNCE_BLEED in su.master_kinds and (a, CLUB_BLEED) not in s.used:
        for j in s.players[s.current].in_play:
            sh = ms[j]
            if sh is not None and sh[0] == ANNOUNCE_BLEED and s.blood[a] >= sh[2] and (su.req_bits[a] >> sh[3]) & 1:
                out.append(Action(K_USE, actor=a, card=j))
                break  # "once": one card's bonus
    if pend.kind == K_BLEED and DISCARD_BLEED in su.master_kinds:
        m = s.players[s.current]
        for j in m.in_play:
            sh = ms[j]
            if sh is not None and sh[0] == DISCARD_BLEED and current_clan(su.clan[a]) == sh[2]:
                for c in distinct(su, [c for c in m.hand if su.is_combat[c]]):
                    out.append(Action(K_USE, actor=a, card=j, target=c))  # the combat card discarded
                break  # one card's use (each discard: +1 bleed)
    if pend.directed:
        return
    for j in s.players[s.current].in_play:
        sh = ms[j]
        if sh is None or s.locked[j]:
            continue
        if sh[0] == ANNOUNCE_STEALTH or (sh[0] == ANNOUNCE_UNLOCK and (a, WARSAW_UNLOCK) not in s.used
                                         and current_clan(su.clan[a]) == sh[1]):
            out.append(Action(K_USE, actor=a, card=j))


def reaction_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Cards in play the bled Methuselah ``m`` can burn to reduce the bleed (Dummy Corporation)."""
    ms = s.setup.master_shape
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == BURN_REDUCE:
            out.append(Action(K_USE, card=j))
            return  # one is enough to list: copies are the same


def intercept_uses(s: GameState, m: Methuselah, v: int, out: list[Action], directed: bool = False) -> None:
    """Intercept locations ``m`` can lock for its blocking minion ``v`` (WMRH Talk Radio); ``directed``:
    the action blocked is directed."""
    su = s.setup
    ms = su.master_shape
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == LOCK_INTERCEPT and not s.locked[j]:
            if sh[3] == 1 and (ACTIONS, 1) not in s.used:
                continue  # Channel 10: "not usable during the first action in a minion phase"
            if sh[3] == 2 and directed:
                continue  # Wall Street Night: "during an undirected action"
            if sh[4] and (current_clan(su.clan[v]) != sh[4] or su.capacity[v] < sh[5]):
                continue  # "an Assamite you control", "a Ravnos with capacity 5 or more"
            if sh[7] and (not su.is_vampire[v] or s.blood[v] < sh[6]):
                continue  # The Rumor Mill: "the chosen vampire can burn 1 blood to get +1 intercept"
            if sh[8] >= 0 and not (su.is_vampire[v] and (su.req_bits[v] >> sh[8]) & 1):
                continue  # The Anarch Free Press: "an Anarch you control"
            if len(sh) > 10 and not su.is_vampire[v]:
                continue  # Club Zombie: "a vampire you control"
            out.append(Action(K_USE, actor=v, card=j))


def hunt_uses(s: GameState, pend: Pending, out: list[Action]) -> None:
    """After a successful hunt by a vampire of the acting Methuselah: their unlocked
    ``LOCK_INTERCEPT`` cards with a hunt use for its kind (The Anarch Free Press)."""
    a = pend.actor
    su = s.setup
    if a < 0 or not su.is_vampire[a]:
        return
    ms = su.master_shape
    for j in s.players[s.current].in_play:
        sh = ms[j]
        if sh is not None and sh[0] == LOCK_INTERCEPT and sh[9] and not s.locked[j] and (su.req_bits[a] >> sh[8]) & 1:
            out.append(Action(K_USE, actor=a, card=j, n=1))
            return


def count_action(s: GameState) -> None:
    """An action is announced (rules 6.2.1): the turn has had one, or more than one (the minion
    phase is in the turn)."""
    used = s.used
    used.add((ACTIONS, 1) if (ACTIONS, 0) in used else (ACTIONS, 0))


def end_action(s: GameState, pend: Pending) -> None:
    """The action ends: a Warsaw Station locked for it unlocks the acting vampire if it
    succeeded; a WMRH Talk Radio locked for a minion that did not block costs its pool."""
    if LOCK_INTERCEPT in s.setup.master_kinds:
        marks = [u for u in s.used if BETWEEN < u[1] <= RADIO]
        for u in marks:
            s.used.discard(u)
            j, v = u[0], RADIO - u[1]
            if not (pend.blocked and pend.blocker == v) and s.setup.master_shape[j][2]:  # type: ignore[index]
                p = card_controller(s, j)
                if p >= 0 and not s.players[p].ousted:
                    burn_pool(s, p, s.setup.master_shape[j][2])  # type: ignore[index]
                    if s.terminal:
                        return
    if ANNOUNCE_UNLOCK not in s.setup.master_kinds:
        return
    mark = (pend.actor, WARSAW_UNLOCK)
    if mark in s.used:
        s.used.discard(mark)
        if pend.succeeded and ready_controller(s, pend.actor) >= 0:
            s.locked[pend.actor] = 0  # "after action resolution, if that action was successful"


def stealth_available(s: GameState, m: Methuselah, a: int) -> int:
    """Stealth ``m``'s unlocked locations can give ``a``."""
    ms = s.setup.master_shape
    n = 0
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == LOCK_STEALTH and not s.locked[j] and receives(s.setup, sh, a):
            n += sh[1]
    return n


# ---------------------------------------------------------------------------------------------
# Triggers


def minion_action_cards(s: GameState) -> list[tuple[Methuselah, int, tuple]]:
    """(controller, card, shape) of the cards in play giving minions (D) actions
    (:func:`minion_actions`), in table order: read once for all the minions acting."""
    ms = s.setup.master_shape
    return [(q, j, sh) for q in s.players if not q.ousted for j in q.in_play
            if (sh := ms[j]) is not None and (sh[0] == EXPOSED or sh[0] == DRAIN or sh[0] == BLOOD_BANK)]


def minion_actions(s: GameState, m: Methuselah, a: int, out: list[Action],
                   cards: list[tuple[Methuselah, int, tuple]] | None = None) -> None:
    """(D) actions cards in play give ``m``'s minion ``a``: enter combat with a vampire bearing
    Haven Uncovered (another Methuselah's), burn the Haven Uncovered on itself, burn another
    Methuselah's Smiling Jack (a vampire). ``cards``: :func:`minion_action_cards`, when read."""
    att = s.attached
    seen: set[int] = set()
    new = _new  # Action(kind, actor, card, target, n) as a plain tuple
    for q, j, sh in cards if cards is not None else minion_action_cards(s):
        if sh[0] == BLOOD_BANK:
            if q is not m:  # "any minion can burn this card as a (D) action; Malkavians get +1 stealth"
                out.append(new(Action, (K_BURN_CARD, a, -1, j, sh[4] if current_clan(s.setup.clan[a]) == sh[3] else 0)))
            continue
        t = att[j]
        if t < 0 and sh[0] == EXPOSED:
            continue
        if sh[0] == DRAIN:
            if q is not m and s.setup.is_vampire[a]:
                out.append(new(Action, (K_BURN_CARD, a, -1, j, 0)))  # "vampires can burn this card as a (D) action"
            continue
        if t == a:
            if q is not m:
                out.append(new(Action, (K_BURN_CARD, a, -1, j, sh[2])))
        elif t not in seen and t not in m.ready and t not in m.torpor:
            seen.add(t)
            if any(t in r.ready for r in s.players) and (
                    not s.setup.targeted[t] or targeted_ok(s, m, a, t)):
                out.append(new(Action, (K_ENTER_COMBAT, a, -1, t, 1)))


def _shape_total(s: GameState, cards, kind: int, amount: Callable[[tuple], int]) -> int:
    """The sum of ``amount(shape)`` over ``cards`` in play whose master shape is ``kind``."""
    ms = s.setup.master_shape
    n = 0
    for j in cards:
        sh = ms[j]
        if sh is not None and sh[0] == kind:
            n += amount(sh)
    return n


def hunt_bonus(s: GameState, a: int) -> int:
    """+N hunt the ``HUNT_BONUS`` cards its controller has give vampire ``a`` (The Hungry Coyote)."""
    p = controller_of(s, a)
    if p < 0:
        return 0
    bits = s.setup.req_bits[a]
    return _shape_total(s, s.players[p].in_play, HUNT_BONUS, lambda sh: sh[1] if (bits >> sh[2]) & 1 else 0)


def bleed_bonus(s: GameState, a: int) -> int:
    """+N bleed ``CLAN_BLEED`` cards in play give minion ``a`` (Palla Grande), ``TITLED_CLAN``
    cards if it is a titled vampire of their clan (New Carthage)."""
    su = s.setup
    if not su.is_vampire[a]:
        return 0
    clan = current_clan(su.clan[a])
    cards = [j for q in s.players for j in q.in_play]
    n = _shape_total(s, cards, CLAN_BLEED, lambda sh: sh[2] if sh[3] == clan else 0)
    if TITLED_CLAN in su.master_kinds and _titled(s, a):
        n += _shape_total(s, cards, TITLED_CLAN, lambda sh: sh[2] if sh[1] == clan else 0)
    return n


def vote_change(s: GameState, v: int) -> int:
    """Votes ``TITLED_CLAN`` cards in play add to (titled vampires of their clan) or take from
    (vampires of their other clan) vampire ``v`` (New Carthage)."""
    su = s.setup
    clan = current_clan(su.clan[v])
    cards = [j for q in s.players for j in q.in_play]
    n = _shape_total(s, cards, TITLED_CLAN, lambda sh: -sh[5] if sh[4] == clan else 0)
    if _titled(s, v):
        n += _shape_total(s, cards, TITLED_CLAN, lambda sh: sh[3] if sh[1] == clan else 0)
    return n


def bleed_stealth(s: GameState, a: int) -> int:
    """+N stealth ``BLEED_STEALTH`` cards in play give vampire ``a`` bleeding (The Khabar: Community)."""
    su = s.setup
    if not su.is_vampire[a]:
        return 0
    clan = current_clan(su.clan[a])
    return _shape_total(s, [j for q in s.players for j in q.in_play], BLEED_STEALTH,
                        lambda sh: sh[1] if sh[2] == clan else 0)


def votes_on(s: GameState, v: int) -> int:
    """Votes ``ON_BLEED_VOTES`` cards on vampire ``v`` give it (Legendary Vampire: +2; Ancestor
    Spirit: 1 more in a referendum it calls)."""
    p = controller_of(s, v)
    if p < 0:
        return 0
    ms = s.setup.master_shape
    att = s.attached
    n = 0
    for j in s.players[p].in_play:
        sh = ms[j]
        if att[j] == v and sh is not None and sh[0] == ON_BLEED_VOTES:
            if not sh[6]:
                n += sh[2]
            elif s.referendum is not None and s.referendum.actor == v:
                n += sh[2]  # "an additional vote in any referendum he or she calls"
    return n


def strength_bonus(s: GameState, v: int) -> int:
    """+N strength the ``CLAN_STRENGTH`` cards of vampire ``v``'s controller give it (Gangrel
    Revel), and ``DEBATE`` cards in play (Brujah Debate: every Brujah)."""
    su = s.setup
    if not su.is_vampire[v]:
        return 0
    p = controller_of(s, v)
    if p < 0:
        return 0
    clan = current_clan(su.clan[v])
    n = _shape_total(s, s.players[p].in_play, CLAN_STRENGTH, lambda sh: sh[1] if sh[2] == clan else 0)
    if DEBATE in su.master_kinds:
        n += _shape_total(s, [j for q in s.players for j in q.in_play], DEBATE, lambda sh: sh[2] if sh[1] == clan else 0)
    return n


def debate_maneuvers(s: GameState, v: int) -> int:
    """Optional maneuvers ``DEBATE`` cards in play give vampire ``v`` each combat (Brujah Debate)."""
    su = s.setup
    if not su.is_vampire[v]:
        return 0
    clan = current_clan(su.clan[v])
    return _shape_total(s, [j for q in s.players for j in q.in_play], DEBATE, lambda sh: sh[3] if sh[1] == clan else 0)


def debate_lock(s: GameState) -> None:
    """The current Methuselah's master phase: for each ``DEBATE`` card in play they lock one of
    the oldest vampires of its clan they control (one already locked, if one of the oldest is)."""
    su = s.setup
    ms = su.master_shape
    m = s.players[s.current]
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is None or sh[0] != DEBATE:
                continue
            fit = [v for v in m.ready if su.is_vampire[v] and current_clan(su.clan[v]) == sh[1]]
            if fit:
                top = max(su.capacity[v] for v in fit)
                oldest = [v for v in fit if su.capacity[v] == top]
                v = next((v for v in oldest if s.locked[v]), oldest[0])
                s.locked[v] = 1  # "that Methuselah locks one of the oldest Brujah they control"


def ready_controller(s: GameState, v: int) -> int:
    """The Methuselah controlling minion ``v`` if it is ready, else -1."""
    p = controller_of(s, v)
    return p if p >= 0 and v in s.players[p].ready else -1


def minion_loss(s: GameState, p: int) -> None:
    """A ready minion of ``p`` was burned or sent to torpor: the ``MINION_LOSS`` pool."""
    if s.players[p].ousted:
        return
    _minion_loss(s, p)


def _minion_loss(s: GameState, p: int) -> None:
    ms = s.setup.master_shape
    n = sum(ms[j][1] for q in s.players for j in q.in_play if ms[j] is not None and ms[j][0] == MINION_LOSS)  # type: ignore[index]
    if n:
        burn_pool(s, p, n)


def master_phase_actions(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Master phase actions any Methuselah has from cards in play: discard two master cards to
    burn Tension in the Ranks; exchange a master card in hand for one in the ash heap
    (Anthelios, once each master phase)."""
    su = s.setup
    ms = su.master_shape
    K = K_USE
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and ((sh[0] == INVESTMENT and s.blood[j] > 0) or (sh[0] == LOW_POOL and m.pool < sh[1])):
            out.append(Action(K, card=j))  # Short-Term Investment's blood, Failsafe's pool
        elif sh is not None and sh[0] == LILITH and not s.locked[j]:
            empty = [v for v in m.ready if su.is_vampire[v] and not s.blood[v] and BAHARI - v not in s.once_per_game]
            if empty:
                found = distinct(su, [t for t in m.library if (ms[t] or (0,))[0] == DISCIPLINE_ON])
                for v in empty:
                    for t in found or [-1]:
                        out.append(Action(K, actor=t, card=j, target=v))  # Lilith's Blessing: the card, the vampire
    masters_in_hand = distinct(su, [i for i in m.hand if su.is_master[i]])
    if not masters_in_hand:
        return
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is None:
                continue
            if sh[0] == MINION_LOSS:
                hand = [i for i in m.hand if su.is_master[i]]
                pairs: set[tuple[int, int]] = set()
                for x, h in enumerate(hand):
                    for h2 in hand[x + 1:]:
                        key = (min(su.card_id[h], su.card_id[h2]), max(su.card_id[h], su.card_id[h2]))
                        if key not in pairs:
                            pairs.add(key)
                            out.append(Action(K, actor=h, card=j, target=h2))  # the two discarded
            elif sh[0] == EXCHANGE_MASTER and (j, USED_CARD) not in s.used:
                ash = distinct(su, [i for i in m.ash if su.is_master[i]])
                for h in masters_in_hand:
                    for t in ash:
                        if su.card_id[t] != su.card_id[h]:
                            out.append(Action(K, actor=h, card=j, target=t))


def invested(s: GameState, m: Methuselah, sh: tuple[int, ...]) -> int:
    """Counters an ``INVESTMENT`` card is put in play with by ``m``."""
    if sh[2] == 1:
        return sum(1 for q in s.players if not q.ousted)  # "X is the number of Methuselahs in the game"
    if sh[2] == 2:
        su = s.setup
        return sum(1 for v in m.ready + m.torpor if su.is_vampire[v] and current_clan(su.clan[v]) == sh[3])
    return sh[1]


def _master_phase_use(s: GameState, j: int, sh: tuple[int, ...], action: Action) -> None:
    m = s.players[s.current]
    s.master_actions -= 1
    h, t = action.actor, action.target
    if sh[0] == INVESTMENT:
        s.blood[j] -= 1
        m.pool += 1  # "move 1 blood from this card to your pool"
        if not s.blood[j]:
            burn_in_play(s, j)  # "burn this card when it has no counters"
        return
    if sh[0] == LILITH:
        s.locked[j] = 1  # "lock this card to search your library for a master: Discipline card"
        su = s.setup
        if t not in m.ready:
            return
        if h in m.library:
            m.library.remove(h)
            order = s.rng.permutation(len(m.library))
            lib = m.library
            m.library = [lib[k] for k in order]  # a searched library is shuffled
            m.in_play.append(h)
            s.attached[h] = t  # "that vampire gains the Discipline card"
            _gain_discipline(s, t, su.master_shape[h][1])  # type: ignore[index]
        s.blood[t] = min(s.setup.capacity[t], s.blood[t] + sh[1])  # "and 3 blood" (up to capacity)
        s.once_per_game.add(BAHARI - t)  # "and becomes Bahari"
        return
    if sh[0] == LOW_POOL:
        burn_in_play(s, j)
        m.pool += sh[2]  # "burn this card and gain 4 pool"
        return
    if sh[0] == MINION_LOSS:
        for i in (h, t):
            m.hand.remove(i)
            m.ash.append(i)
            replace_cards(s, m)  # discarded cards are replaced (rules 1.6.1.2)
        burn_in_play(s, j)
    else:
        s.used.add((j, USED_CARD))  # "once each master phase"
        m.hand.remove(h)
        m.ash.append(h)
        m.ash.remove(t)
        m.hand.append(t)


def discard_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """Discard phase uses: Scourge of the Enochians burns a vampire with capacity C or less (one
    of another Methuselah's: burning your own is never worth it); Metro Underground, locked with
    P pool burned, unlocks a vampire you control (a locked one)."""
    su = s.setup
    ms = su.master_shape
    if UNCOILING in su.master_kinds and s.discard_actions:
        for q in s.players:
            if q is m:
                continue
            for j in q.in_play:
                sh = ms[j]
                if sh is not None and sh[0] == UNCOILING and m.pool > _other_events(s, j):
                    out.append(Action(K_USE, card=j))  # "use a discard phase action and burn X pool"
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == DISCARD_UNLOCK and not s.locked[j] and m.pool > sh[1]:
            for v in m.ready:
                if su.is_vampire[v] and s.locked[v]:
                    out.append(Action(K_USE, card=j, target=v))
            continue
        if sh is not None and sh[0] == ASH_BOTTOM:
            if not s.locked[j]:
                for t in distinct(su, [t for t in m.ash if not su.is_crypt[t]]):
                    out.append(Action(K_USE, card=j, target=t))  # the card to the library's bottom
            continue
        if sh is not None and sh[0] == SMALL_BURN:
            for q in s.players:
                if q is m:
                    continue
                for v in q.ready + q.torpor:
                    if su.is_vampire[v] and su.capacity[v] <= sh[1]:
                        out.append(Action(K_USE, card=j, target=v))


def _other_events(s: GameState, j: int) -> int:
    """Events in play other than ``j``."""
    mode = s.setup.mode
    return sum(1 for q in s.players for e in q.in_play if e != j and mode[e] == Mode.EVENT)


def _event_burned(s: GameState, e: int) -> None:
    """Event ``e`` in play burns; its controller replaces it if it was "not replaced as long as
    this card is in play" (rules 1.6.1.2)."""
    su = s.setup
    for q in s.players:
        if e in q.in_play:
            q.in_play.remove(e)
            burn_card(s, e)
            eff = su.effect[e]
            if eff is not None and eff.replace_at == REPLACE_LEAVES_PLAY and not q.ousted:
                replace_cards(s, q)
            return


def _to_predator(s: GameState, j: int) -> None:
    m = s.players[s.current]
    pred = s.predator(s.current)
    if j in m.in_play and pred != s.current:
        m.in_play.remove(j)
        s.players[pred].in_play.append(j)


def has_discard_use(s: GameState) -> bool:
    out: list[Action] = []
    discard_uses(s, s.players[s.current], out)
    return bool(out)


def end_of_turn(s: GameState) -> None:
    """The current Methuselah's turn ends: its ``SMALL_BURN`` events pass to its predator."""
    m = s.players[s.current]
    ms = s.setup.master_shape
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == SMALL_BURN]:  # type: ignore[index]
        _to_predator(s, j)


def stored(s: GameState, m: Methuselah, j: int) -> int:
    """The card face down on ``STORAGE`` card ``j`` of ``m`` (Storage Annex), or -1."""
    att = s.attached
    for k in m.removed:
        if att[k] == j:
            return k
    return -1


def storage_burned(s: GameState, j: int) -> None:
    """``STORAGE`` card ``j`` leaves play: the card on it goes to its owner's ash heap."""
    m = s.players[s.setup.owner[j]]
    k = stored(s, m, j)
    if k >= 0:
        m.removed.remove(k)
        s.attached[k] = -1
        m.ash.append(k)


def burn_in_play(s: GameState, j: int) -> None:
    """A (D) action burning card ``j`` in play succeeds."""
    for q in s.players:
        if j in q.in_play:
            q.in_play.remove(j)
            burn_card(s, j)
            return


def on_torpor(s: GameState, v: int, p: int) -> None:
    """After vampire ``v`` of Methuselah ``p`` goes to torpor: its haven burns, its
    ``TORPOR_BURN`` cards burn its controller's pool."""
    if MINION_LOSS in s.setup.master_kinds:
        _minion_loss(s, p)  # "after a ready minion is sent to torpor, their controller burns 1 pool"
        if s.terminal or s.players[p].ousted:
            return
    if GUARDIAN in s.setup.master_kinds:
        for j in _shape_on(s, v, GUARDIAN):
            burn_in_play(s, j)  # "if this vampire is in torpor, burn this card"
    if HAVEN in s.setup.master_kinds:
        havens = _shape_on(s, v, HAVEN)
        if havens:
            for j in havens:
                for q in s.players:
                    if j in q.in_play:
                        q.in_play.remove(j)
                burn_card(s, j)  # "burn this card after this minion goes to torpor"
            _set_targeted(s, v, False)
    ms = s.setup.master_shape
    att = s.attached
    n = 0
    for q in s.players:
        for j in q.in_play:
            if att[j] == v:
                sh = ms[j]
                if sh is not None and sh[0] == TORPOR_BURN:
                    n += sh[1]
    if n:
        burn_pool(s, p, n)


def unlock_burns(s: GameState) -> None:
    """At the end of the current Methuselah's unlock phase: 1 pool (M) for each ``TORPOR_BURN``
    card on a vampire in torpor; 1 pool moved to a counter on each of its ``DRAIN`` cards; N pool
    for each ``UNLOCK_WITHOUT_BURN`` card when they control no ready vampire of its kind."""
    ms = s.setup.master_shape
    att = s.attached
    if DRAIN in s.setup.master_kinds:
        m = s.players[s.current]
        for j in m.in_play:
            sh = ms[j]
            if sh is not None and sh[0] == DRAIN and m.pool > 0:
                s.blood[j] += 1  # "move 1 counter from your pool to this card"
                burn_pool(s, s.current, 1)
                if s.terminal or m.ousted:
                    return
    n = 0
    cur = s.current
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is None:
                continue
            if sh[0] == TORPOR_BURN and sh[2]:
                v = att[j]
                if v >= 0 and any(v in r.torpor for r in s.players):
                    n += sh[2]
            elif sh[0] == UNLOCK_WITHOUT_BURN and not _controls_ready(s, cur, sh[2], 0):
                n += sh[1]  # "a Methuselah not controlling a ready anarch burns 1 pool"
            elif sh[0] == AWAKENING:
                n += sh[1]  # "that Methuselah burns 1 pool unless they burn a vampire"
    if n:
        burn_pool(s, cur, n)


def after_action(s: GameState, pend: Pending) -> None:
    """A successful action during which no reaction card was played: once each turn, the acting
    vampire's ``AFTER_ACTION_BLOOD`` card gives it blood."""
    if not pend.succeeded or pend.played:
        return
    a = pend.actor
    if a < 0:
        return
    ms = s.setup.master_shape
    att = s.attached
    for q in s.players:
        for j in q.in_play:
            if att[j] == a:
                sh = ms[j]
                if sh is not None and sh[0] == AFTER_ACTION_BLOOD and not sh[3] and (j, USED_CARD) not in s.used:
                    s.used.add((j, USED_CARD))
                    gain_blood(s, a, sh[1])


def bled_prey(s: GameState, a: int) -> None:
    """Vampire ``a`` successfully bled its controller's prey: once per turn, its Capitalist (an
    ``AFTER_ACTION_BLOOD`` card with the bleed mark) gives it blood from the bank."""
    ms = s.setup.master_shape
    att = s.attached
    for q in s.players:
        for j in q.in_play:
            if att[j] == a:
                sh = ms[j]
                if sh is not None and sh[0] == AFTER_ACTION_BLOOD and sh[3] and (j, USED_CARD) not in s.used:
                    s.used.add((j, USED_CARD))
                    gain_blood(s, a, sh[1])


def skip_replacements(s: GameState, m: Methuselah, k: int) -> int:
    """``m`` would replace ``k`` cards: its ``NO_REPLACE`` card burns a counter instead of each
    (and ``m`` loses the hand size it gave), burned with its last; the replacements left."""
    ms = s.setup.master_shape
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == NO_REPLACE:
            while k and s.blood[j] > 0:
                s.blood[j] -= 1
                m.hand_size -= 1
                k -= 1
            if s.blood[j] <= 0:
                m.in_play.remove(j)
                burn_card(s, j)  # "burn this card if it has no counters"
            return k
    return k


def bleed_cap(s: GameState, target: int, amount: int) -> int:
    """The pool Methuselah ``target`` burns to a bleed of ``amount``: "if you would burn more than
    2 pool to a bleed, you burn 2 pool instead" (their ``BLEED_CAP`` cards)."""
    ms = s.setup.master_shape
    for j in s.players[target].in_play:
        sh = ms[j]
        if sh is not None and sh[0] == BLEED_CAP and amount > sh[1]:
            amount = sh[1]
    return amount


def after_bleed(s: GameState, m: Methuselah) -> None:
    """A minion ``m`` controls bled successfully: ``m``'s ``BLEED_CAP`` cards burn."""
    ms = s.setup.master_shape
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == BLEED_CAP]:  # type: ignore[index]
        m.in_play.remove(j)
        burn_card(s, j)  # "after a minion you control successfully bleeds, burn this card"


def guardian_intercept(s: GameState, v: int) -> int:
    """+N intercept ``GUARDIAN`` cards give vampire ``v`` during a bleed directed at its controller."""
    return sum(s.setup.master_shape[j][1] for j in _shape_on(s, v, GUARDIAN))  # type: ignore[index]


def guardian_prevent(s: GameState, v: int) -> int:
    """Damage ``GUARDIAN`` cards let vampire ``v`` prevent each combat."""
    return sum(s.setup.master_shape[j][2] for j in _shape_on(s, v, GUARDIAN))  # type: ignore[index]


def on_block(s: GameState, pend: Pending) -> None:
    """A block succeeds (before block resolution): a ``BLOCKED_BURN`` card on the acting minion
    burns the blocking minion's controller's pool; once each turn, a ``BLOCK_BLOOD`` card on the
    blocker gives it blood if the acting minion is a titled vampire or the action is political."""
    b, a = pend.blocker, pend.actor
    su = s.setup
    if BLOCKED_BURN in su.master_kinds and a >= 0 and b >= 0:
        n = sum(su.master_shape[j][1] for j in _shape_on(s, a, BLOCKED_BURN))  # type: ignore[index]
        p = controller_of(s, b)
        if n and p >= 0:
            burn_pool(s, p, n)  # Aching Beauty: "the blocking minion's controller burns 1 pool"
            if s.terminal:
                return
    if b < 0 or not su.is_vampire[b] or not (pend.kind == K_POLITICAL or (a >= 0 and _titled(s, a))):
        return
    for j in _shape_on(s, b, BLOCK_BLOOD):
        if (j, USED_CARD) not in s.used:
            s.used.add((j, USED_CARD))
            gain_blood(s, b, su.master_shape[j][1])  # type: ignore[index]


def _titled(s: GameState, v: int) -> bool:
    """Vampire ``v`` holds a title: its printed one (unless yielded), or one gained in play."""
    if v in s.title_votes:
        return s.title_votes[v] > 0
    return s.setup.is_vampire[v] and bool(s.setup.title[v])


def play_event(s: GameState, i: int) -> None:
    """A discard phase action puts event ``i`` in play; each event card is played once per game
    (rules 1.6.4, 8)."""
    m = s.players[s.current]
    su = s.setup
    e = su.effect[i]
    assert e is not None
    play_from_hand(s, m, i, e)
    m.in_play.append(i)
    s.once_per_game.add(su.card_id[i])
    s.discard_actions -= 1
    if su.master_shape[i] is not None and su.master_shape[i][0] in COST_KINDS:  # type: ignore[index]
        sync_costs(s)  # Narrow Minds: redirection costs more from now on
    sh = su.master_shape[i]
    if sh is not None and sh[0] == TORPOR_TAX:
        s.once_per_game.add(TORPOR_OWED - m.index)  # "do not replace until a vampire moves from torpor"
    if sh is not None and sh[0] == NO_HUNT_EVENT:
        s.once_per_game.add(HUNT_OWED - m.index)  # "do not replace until a vampire successfully hunts"
    if sh is not None and sh[0] == VP_HAND:
        for q in s.players:
            if not q.ousted and q.vp >= 1:
                hand_size_change(q, sh[1] * int(q.vp))  # "+2 hand size for each victory point"


def vp_gained(s: GameState, q: Methuselah, n: int) -> None:
    """Methuselah ``q`` gains ``n`` victory points: +N hand size for each ``VP_HAND`` event in play."""
    ms = s.setup.master_shape
    k = sum(ms[j][1] for p in s.players for j in p.in_play if ms[j] is not None and ms[j][0] == VP_HAND)  # type: ignore[index]
    if k and not q.ousted:
        hand_size_change(q, k * n)


def ball_unlock(s: GameState, m: Methuselah) -> None:
    """``m``'s unlock phase begins: the vampires ``m``'s ``GRAND_BALL`` cards locked do not unlock
    as normal (rules 4)."""
    ms = s.setup.master_shape
    for j in m.in_play:
        sh = ms[j]
        if sh is not None and sh[0] == GRAND_BALL and j in s.paired:
            s.no_unlock.add(s.paired[j][0])


def unblockable(s: GameState, a: int) -> bool:
    """Minion ``a``'s non-bleed actions cannot be blocked (the other vampire of a ``GRAND_BALL``
    card its controller has in play)."""
    ms = s.setup.master_shape
    paired = s.paired
    for q in s.players:
        if a in q.ready:
            for j in q.in_play:
                sh = ms[j]
                if sh is not None and sh[0] == GRAND_BALL and j in paired and paired[j][1] == a:
                    return True
            return False
    return False


def equip_unlock(s: GameState) -> bool:
    """An ``EQUIP_UNLOCK`` event is in play (NRA PAC): a minion who equips unlocks at the end of the turn."""
    ms = s.setup.master_shape
    return any(ms[j] is not None and ms[j][0] == EQUIP_UNLOCK for q in s.players for j in q.in_play)  # type: ignore[index]


def ally_burned(s: GameState, c) -> None:
    """Combat ``c`` has ended (rules 6.4): if the ally opposing the acting vampire was burned in
    it, each ``ALLY_BURN_DAMAGE`` event in play (FBI Special Affairs Division) takes a counter and
    the acting vampire N unpreventable environmental damage; the card burns at its counter count."""
    su = s.setup
    a, o = c.m[0], c.m[1]
    pend = s.pending
    # side 0 is the acting minion, unless a slave fights in the blocked vampire's place (rules 11)
    if not su.is_ally[o] or not su.is_vampire[a] or pend is None or pend.actor != a \
            or o not in s.players[su.owner[o]].ash:
        return
    ms = su.master_shape
    for q in s.players:
        for j in [j for j in q.in_play if ms[j] is not None and ms[j][0] == ALLY_BURN_DAMAGE]:  # type: ignore[index]
            s.blood[j] += 1  # "add 1 counter to this card"
            if controller_of(s, a) >= 0:
                # unpreventable: no prevention step, the vampire burns blood to heal it (rules 6.4.6)
                HOOKS.combat_damage(s, a, ms[j][1])  # type: ignore[index]
            if s.blood[j] >= ms[j][2] and j in q.in_play:  # type: ignore[index]
                q.in_play.remove(j)
                burn_card(s, j)  # "if this card has 4 counters, burn it"


def torpor_tax(s: GameState) -> int:
    """The extra blood of the ``TORPOR_TAX`` events in play (Torpid Blood): on the actions of
    vampires in torpor, and to rescue an older vampire (rules 6.5.2, 6.5.3)."""
    ms = s.setup.master_shape
    return sum(ms[j][1] for q in s.players for j in q.in_play  # type: ignore[index]
               if ms[j] is not None and ms[j][0] == TORPOR_TAX)  # type: ignore[index]


def _draw_owed(s: GameState, owed: int) -> None:
    """Each Methuselah marked ``owed`` (less its index) in ``once_per_game`` draws the replacement
    of the event card it played (rules 1.6.1.2)."""
    done = s.once_per_game
    for q in s.players:
        if owed - q.index in done:
            done.discard(owed - q.index)
            if not q.ousted:
                replace_cards(s, q)


def left_torpor(s: GameState) -> None:
    """A vampire moved from torpor to the ready region: the replacement of a ``TORPOR_TAX`` card."""
    _draw_owed(s, TORPOR_OWED)


def hunted(s: GameState) -> None:
    """A vampire hunted successfully: the replacement of a ``NO_HUNT_EVENT`` card."""
    _draw_owed(s, HUNT_OWED)


def hunt_barred(s: GameState) -> bool:
    """A ``NO_HUNT_EVENT`` event is in play (Restricted Vitae): vampires hunt only when they must."""
    ms = s.setup.master_shape
    return any(ms[j] is not None and ms[j][0] == NO_HUNT_EVENT for q in s.players for j in q.in_play)  # type: ignore[index]


def event_intercept(s: GameState, v: int, actor: int) -> int:
    """Intercept events give minion ``v`` blocking ``actor`` (The Unmasking: allies against vampires)."""
    su = s.setup
    if actor < 0 or not su.is_vampire[actor] or not su.is_ally[v]:
        return 0
    ms = su.master_shape
    n = 0
    for q in s.players:
        for j in q.in_play:
            sh = ms[j]
            if sh is not None and sh[0] == EVENT_ALLY_INTERCEPT:
                n += sh[1]
    return n


def discard_phase(s: GameState) -> None:
    """The current Methuselah's discard phase: Dragonbound's pool for its vampires in torpor;
    a counter off its Palla Grande; its ``LOCK_BLOOD_TO`` cards pass to its predator."""
    m = s.players[s.current]
    ms = s.setup.master_shape
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == CHOSEN_DISC]:  # type: ignore[index]
        v, mark = s.attached[j], s.blood[j] - 1
        if v >= 0 and mark >= 0:
            _lose_discipline(s, v, mark // 2, bool(mark & 1))
        m.in_play.remove(j)
        burn_card(s, j)  # "burn this card during your discard phase"
        ms = s.setup.master_shape
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == UNCOILING]:  # type: ignore[index]
        events = [e for q in s.players for e in q.in_play if e != j and s.setup.mode[e] == Mode.EVENT]
        if events and j in m.in_play:
            _event_burned(s, events[int(s.rng.integers(len(events)))])  # "burn another event at random"
    for j in [j for j in m.in_play if ms[j] is not None and ms[j][0] == CLAN_BLEED]:  # type: ignore[index]
        s.blood[j] -= 1  # "burn 1 counter from this card"
        if s.blood[j] <= 0:
            m.in_play.remove(j)
            burn_card(s, j)  # "burn this card if it has no counters"
    if EVENT_TORPOR_BURN in s.setup.master_kinds and m.torpor:
        n = 0
        for q in s.players:
            for j in q.in_play:
                sh = ms[j]
                if sh is not None and sh[0] == EVENT_TORPOR_BURN:
                    n += sh[1]
        torpid = sum(1 for v in m.torpor if s.setup.is_vampire[v])
        if n and torpid:
            cur = s.current
            burn_pool(s, cur, n * torpid)
            if s.terminal or s.current != cur:
                return
    moving = [j for j in m.in_play if ms[j] is not None and ms[j][0] == LOCK_BLOOD_TO]  # type: ignore[index]
    if not moving:
        return
    pred = s.predator(s.current)
    if pred == s.current:
        return
    for j in moving:
        m.in_play.remove(j)
        if not (s.setup.is_unique[j] and contest(s, pred, j)):
            s.players[pred].in_play.append(j)


HOOKS.masters_no_replace = NO_REPLACE
HOOKS.masters_skip_replacements = skip_replacements
HOOKS.masters_storage = STORAGE
HOOKS.masters_storage_burned = storage_burned
HOOKS.masters_cost_kinds = COST_KINDS
HOOKS.masters_sync_costs = sync_costs
HOOKS.masters_vp_hand = VP_HAND
HOOKS.masters_vp_gained = vp_gained
HOOKS.masters_minion_loss = MINION_LOSS
HOOKS.masters_ready_controller = ready_controller
HOOKS.masters_on_minion_loss = minion_loss
HOOKS.masters_torpor_kinds = TORPOR_KINDS
HOOKS.masters_on_torpor = on_torpor
HOOKS.masters_torpor_tax = TORPOR_TAX
HOOKS.masters_left_torpor = left_torpor
HOOKS.masters_haven = HAVEN
HOOKS.masters_sheltered = sheltered
