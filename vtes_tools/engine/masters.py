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

Its parts, importing downward: :mod:`.master_shapes` (the shapes above read from the text, and
their constants), :mod:`.masters_in_play` (what the rules ask of the cards in play as they go);
this module plays the cards and their uses and exports every name other modules read as
``masters.X``.
"""

from __future__ import annotations

from ..models import current_clan
from .actions import Action
from .master_shapes import (
    ACTIONS, AFTER_ACTION_BLOOD, ALLY_BURN_DAMAGE, ALLY_DISCOUNT, ANNOUNCE_BLEED, ANNOUNCE_KINDS, ANNOUNCE_STEALTH,
    ANNOUNCE_UNLOCK, ANY_VAMPIRE, ASH_BOTTOM, AWAKENING, BAHARI, BECOMES_ALLY, BETWEEN, BLEED_CAP, BLEED_KINDS,
    BLEED_STEALTH, BLOCKED_BURN, BLOCK_BLOOD, BLOCK_KINDS, BLOOD_BANK, BLOOD_TO, BURN_REDUCE, CHOSEN_DISC,
    CLAN_BANK, CLAN_BLEED, CLAN_STRENGTH, CLUB_BLEED, CLUB_FED, COMBAT_END_KINDS, COPIES, COST_KINDS, COST_PATH,
    CRYPT_DIG, CRYPT_FETCH, DEBATE, DEPRAVITY, DIG, DIG_BURN, DIG_REMOVE, DISCARD_BLEED, DISCARD_KINDS,
    DISCARD_UNLOCK, DISCARD_USE_KINDS, DISCIPLINE_ON, DISC_FOR, DRAIN, ELYSIUM, END_ACTION_KINDS, EQUIP_UNLOCK,
    EVENT_ALLY_INTERCEPT, EVENT_KINDS, EVENT_TORPOR_BURN, EXCHANGE_MASTER, EXPOSED, FRENZY, GEHENNA, GRAND_BALL,
    GROOM, GUARDIAN, HAND_RECRUIT, HAVEN, HUMANITAS, HUNTING_GROUND_FOR, HUNT_BONUS, INFLUENCE_KINDS, INVESTMENT,
    LEOPOLD, LILITH, LOCK_BLOOD_TO, LOCK_DISCARD, LOCK_DRAW, LOCK_INTERCEPT, LOCK_MILL, LOCK_PRESS, LOCK_STEALTH,
    LOW_POOL, MAKE_ANARCH, MASTER_PHASE_KINDS, MEKHET, MEKHET_TITLES, MINION_KINDS, MINION_LOSS, MORTALITY,
    MOVE_BETWEEN, MUSEUM,
    NO_HUNT_EVENT, NO_REPLACE, ON_BLEED_VOTES, OWED_DRAIN, OWED_MOVE, OWED_REMOVAL, PAIR, PASS_TO_PREY,
    POOL_FROM_EACH, POOL_OR_BLOOD, RADIO, REDIRECT_TAX, REMOVE_FOR_POOL, SEARCH_EVENT, SECOND_FEED, SMALL_BURN,
    SPEC_BURN, STAT_ON, STORAGE, STRENGTH_KINDS, TITLED, TITLED_CLAN, TORPOR_BURN, TORPOR_KINDS, TORPOR_RESCUE,
    TORPOR_TAX, UNCOILING, UNLOCK_END_KINDS, UNLOCK_KINDS, UNLOCK_POOL, UNLOCK_WITHOUT_BURN, VP_HAND, WARSAW_UNLOCK,
    club_start, known, requires_kind, shape,
)
from .masters_in_play import (
    after_action, after_bleed, ally_burned, ball_unlock, bled_prey, bleed_bonus, bleed_cap, bleed_stealth,
    burn_in_play, count_action, debate_lock, debate_maneuvers, discard_phase, discard_uses, end_action, end_of_turn,
    equip_unlock, event_burned, event_intercept, gain_discipline, guardian_intercept, guardian_prevent,
    has_discard_use, hunt_barred, hunt_bonus, hunted, invested, left_torpor, master_phase_actions, master_phase_use,
    minion_actions, minion_loss, on_block, on_torpor, other_events, play_event, ready_controller, receives,
    set_targeted, shape_on, skip_replacements, stealth_available, storage_burned, stored, strength_bonus,
    sync_costs, titled, to_predator, torpor_tax, unblockable, unlock_burns, vote_change, votes_on, vp_gained,
)
from .effects import Mode
from .hot import K_BLEED, K_PLAY_MASTER, K_PRESS, K_USE
from .ops import (
    FED_FROM_GROUND, HOOKS, MODE_KIND, RECRUITED, USED_CARD, become_anarch, burn_card, burn_minion, burn_pool,
    contest, controller_of, distinct, draw_cards, draw_then_put_back, gain_blood, hand_size_change, new_tuple,
    may_become_anarch, play_from_hand, replace_cards, to_ready, to_torpor,
)
from .state import SETUP, GameState, Methuselah, Pending


SETUP.master_shape = shape
SETUP.master_burn_kinds = SPEC_BURN
SETUP.master_vote_kinds = frozenset({ON_BLEED_VOTES, TITLED_CLAN})
SETUP.master_guardian = GUARDIAN


def copies_trigger(s: GameState, m: Methuselah, i: int) -> bool:
    """Playing copy ``i`` of a ``COPIES`` card makes N copies controlled by ``m``."""
    su = s.setup
    sh = su.master_shape[i]
    cid = su.card_id[i]
    return sh is not None and sum(1 for j in m.in_play if su.card_id[j] == cid) + 1 >= sh[1]


def card_actions(s: GameState, m: Methuselah, i: int, sh: tuple[int, ...], out: list[Action]) -> None:
    """Master phase actions playing card ``i`` of shape ``sh``."""
    if _copies_to_leopold_actions(s, m, i, sh, out):
        return
    _fetch_to_removal_actions(s, m, i, sh, out)


def _copies_to_leopold_actions(s: GameState, m: Methuselah, i: int, sh: tuple[int, ...], out: list[Action]) -> bool:
    """:func:`card_actions` for the kinds from COPIES to LEOPOLD (copies, torpor burn, Disciplines, Memories of
    Mortality, Exposed, Groom, Piper, Grand Ball, Fear of Mekhet, Leopold); False for another kind."""
    su = s.setup
    kind = sh[0]
    K = K_PLAY_MASTER
    new = new_tuple  # Action(K, actor, card, target, n) as a plain tuple
    if kind == COPIES:
        if (su.card_id[i], USED_CARD) in s.used:
            return True  # "Only one ... can be played each turn"
        if sh[3] and copies_trigger(s, m, i):
            seen: set[int] = set()
            for t in m.ash:
                cid = su.card_id[t]
                if not su.is_crypt[t] and cid not in seen:
                    seen.add(cid)
                    out.append(new(Action, (K, -1, i, t, 0)))  # the ash heap card to hand
            if seen:
                return True
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
            return True  # "unique": one in play
        need = 0
        for h in m.hand:
            e = su.effect[h]
            if e is not None and su.modeled[h] and not su.is_master[h]:
                for o in e.options:
                    need |= o.need_any | o.need_sup
        if not need:
            return True  # no card in hand requires a Discipline: the level would serve nothing
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
                if su.is_vampire[v] and not shape_on(s, v, MORTALITY):
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
            return True
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
    else:
        return False
    return True


def _fetch_to_removal_actions(s: GameState, m: Methuselah, i: int, sh: tuple[int, ...], out: list[Action]) -> None:
    """:func:`card_actions` for the kinds from CRYPT_FETCH on (crypt fetch, event search, Club Zombie, clan bank,
    Storage Annex, hunting grounds, havens, votes, cards on a vampire, blood to, pool from each, Golconda)."""
    su = s.setup
    kind = sh[0]
    K = K_PLAY_MASTER
    new = new_tuple  # Action(K, actor, card, target, n) as a plain tuple
    if kind == CRYPT_FETCH:
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
            if not any(shape_on(s, v, HAVEN)):
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
            if su.is_vampire[v] and not shape_on(s, v, kind):
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
                  TITLED_CLAN, UNLOCK_POOL, BURN_REDUCE, DEBATE, MUSEUM, ELYSIUM, LOCK_PRESS, LILITH, MAKE_ANARCH):
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
    for i in distinct(su, [i for i in m.hand if ms[i] is not None and ms[i][0] == FRENZY]):
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
    if _resolve_to_groom(s, m, i, sh, action):
        return
    _resolve_pool_to_ally(s, m, i, sh, action)


def _resolve_to_groom(s: GameState, m: Methuselah, i: int, sh: tuple[int, ...], action: Action) -> bool:
    """:func:`resolve` for the kinds from ``COPIES`` to ``GROOM`` (copies, Fear of Mekhet, the cards put on a
    minion, blood to, crypt fetch, event search, Groom); False for another kind."""
    su = s.setup
    kind = sh[0]
    v = action.target
    if kind == COPIES:
        s.used.add((su.card_id[i], USED_CARD))
        if su.is_unique[i] and contest(s, s.current, i):
            return True
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
            return True
        m.in_play.append(i)
        s.attached[i] = v
        if kind == ALLY_DISCOUNT:
            sync_costs(s)
        if kind == DISCIPLINE_ON:
            gain_discipline(s, v, sh[1])
        elif kind == DISC_FOR:
            gain_discipline(s, v, sh[1], sh[2])
        elif kind == CHOSEN_DISC:
            s.blood[i] = 1 + 2 * action.n + (1 if su.disc_any[v] >> action.n & 1 else 0)
            gain_discipline(s, v, action.n, 0)  # "this vampire gains 1 level of that Discipline"
        elif kind == HAVEN:
            set_targeted(s, v, True)
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
    else:
        return False
    return True


def _resolve_pool_to_ally(s: GameState, m: Methuselah, i: int, sh: tuple[int, ...], action: Action) -> None:
    """:func:`resolve` for the kinds from ``POOL_OR_BLOOD`` on (pool or blood, pool from each, Golconda, Piper,
    Grand Ball, a vampire becoming an ally, the cards put in play)."""
    su = s.setup
    kind = sh[0]
    v = action.target
    if kind == POOL_OR_BLOOD:
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
                  STORAGE, AWAKENING, BLEED_STEALTH, MAKE_ANARCH):
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
    kind = MODE_KIND[Mode(su.mode[j])]
    play_from_hand(s, m, j, su.effect[j])  # type: ignore[arg-type]
    m.in_play.append(j)  # (a recruit's card leaves in_play for the ready region as it resolves)
    had = (a, RECRUITED) in s.used
    HOOKS.rules_resolve(s, Pending(kind, a, j, k, -1))
    if not had:
        s.used.discard((a, RECRUITED))  # Nocturn: "their first successful recruit ally action"
    s.locked[a] = 1  # "lock a ready unlocked Anarch" (and Nocturn does not unlock it: no action)


def depraved(s: GameState, v: int) -> bool:
    """Vampire ``v`` bears a ``DEPRAVITY`` card: it cannot recruit allies nor employ retainers."""
    return bool(shape_on(s, v, DEPRAVITY))


def diablerie_stealth(s: GameState, v: int) -> int:
    """+S stealth the ``DEPRAVITY`` cards on vampire ``v`` give it during diablerie actions."""
    ms = s.setup.master_shape
    return sum(sh[1] for j in shape_on(s, v, DEPRAVITY) if (sh := ms[j]) is not None)


def humane(s: GameState, v: int) -> bool:
    """Vampire ``v`` bears a ``HUMANITAS`` card: it cannot commit diablerie."""
    return bool(shape_on(s, v, HUMANITAS))


def rescue_terms(s: GameState, v: int) -> tuple[int, int]:
    """(+stealth, blood less) the ``HUMANITAS`` cards on vampire ``v`` give its rescue actions."""
    ms = s.setup.master_shape
    got = shape_on(s, v, HUMANITAS)
    return (sum(sh[1] for j in got if (sh := ms[j]) is not None),
            sum(sh[2] for j in got if (sh := ms[j]) is not None))


def mortal(s: GameState, v: int) -> bool:
    """Vampire ``v`` bears a ``MORTALITY`` card: it cannot block allies, its damage to them is 0."""
    return bool(shape_on(s, v, MORTALITY))


def mortality_uses(s: GameState, m: Methuselah, out: list[Action]) -> None:
    """``m``'s influence phase: each vampire of theirs bearing a ``MORTALITY`` card can burn its
    blood to burn the card, then goes to torpor."""
    ms = s.setup.master_shape
    for v in m.ready:
        for j in shape_on(s, v, MORTALITY):
            if s.blood[v] >= ms[j][1]:  # type: ignore[index]
                out.append(Action(K_USE, actor=v, card=j))


def sheltered(s: GameState, v: int) -> bool:
    """Minion ``v`` has a haven: other Methuselahs' actions cannot target it."""
    return bool(shape_on(s, v, HAVEN))


def master_extra_cost(s: GameState, v: int) -> int:
    """"Master cards targeting this minion cost N additional pool" (Secure Haven)."""
    ms = s.setup.master_shape
    return sum(sh[1] for j in shape_on(s, v, HAVEN) if (sh := ms[j]) is not None)


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
                    out.append(new_tuple(Action, (K, w, j, -1, 0)))
        return
    if sh[0] == ANNOUNCE_UNLOCK:  # "burn this card (even if it is locked) to move a Nosferatu in torpor"
        for q in s.players:
            if not q.ousted:
                for t in q.torpor:
                    if su.is_vampire[t] and current_clan(su.clan[t]) == sh[1]:
                        out.append(new_tuple(Action, (K, -1, j, t, 1)))
        return
    if sh[0] == STORAGE:  # "exchange a card in your hand for the card on this Storage Annex": once a master phase
        if stored(s, m, j) >= 0:
            for h in distinct(su, m.hand):
                out.append(new_tuple(Action, (K, -1, j, h, 0)))
        return
    if sh[0] == CLAN_BANK:  # "move 1 blood from this card to a Giovanni you control": once each master phase
        for v in m.ready:
            if su.is_vampire[v] and current_clan(su.clan[v]) == sh[2] and s.blood[v] < su.capacity[v]:
                out.append(new_tuple(Action, (K, -1, j, v, 0)))
        return
    if s.locked[j]:
        return
    if sh[0] == LOCK_DRAW:
        if m.library:
            out.append(new_tuple(Action, (K, -1, j, -1, 0)))
        return
    if sh[0] == MAKE_ANARCH:  # Seattle Committee: "a ready non-titled, non-Anarch vampire you control"
        for v in m.ready:
            if may_become_anarch(s, v):
                out.append(new_tuple(Action, (K, -1, j, v, 0)))
        return
    if sh[0] == LOCK_MILL:
        prey = s.prey(s.current)
        if prey != s.current and s.players[prey].library:
            out.append(new_tuple(Action, (K, -1, j, -1, 0)))
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
                        out.append(new_tuple(Action, (K, -1, j, t, 0)))
                    for w in payers:
                        out.append(new_tuple(Action, (K, w, j, t, 0)))
        return
    if sh[0] == LOCK_DISCARD:
        seen: set[int] = set()
        for i in m.hand:
            cid = su.card_id[i]
            if cid not in seen:
                seen.add(cid)
                out.append(new_tuple(Action, (K, -1, j, i, 0)))
        return
    if sh[0] != LOCK_BLOOD_TO:
        return
    for v in m.ready:
        if su.is_vampire[v] and s.blood[v] < su.capacity[v]:
            out.append(new_tuple(Action, (K, -1, j, v, 0)))


def _between_actions(s: GameState, m: Methuselah, j: int, out: list[Action]) -> None:
    """Heidelberg Castle's moves: between any two of ``m``'s ready vampires while unlocked, then
    between the two it was locked for."""
    su = s.setup
    vamps = [v for v in m.ready if su.is_vampire[v]]
    if s.locked[j]:
        pair = next((BETWEEN - u[1] for u in s.used if u[0] == j and u[1] <= BETWEEN), -1)
        if pair < 0:
            return
        vamps = [v for v in vamps if v in (pair // PAIR, pair % PAIR)]
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
    if _use_dig_to_museum(s, j, sh, action):
        return
    _use_lock(s, j, sh, action)


def _use_dig_to_museum(s: GameState, j: int, sh: tuple[int, ...], action: Action) -> bool:
    """Card uses from CRYPT_DIG to MUSEUM (:func:`use`); False for another shape."""
    if sh[0] == CRYPT_DIG:
        _dig(s, j, sh, action)
        return True
    if sh[0] == AWAKENING:
        v = action.target
        if controller_of(s, v) == s.current:
            burn_minion(s, v)  # "burn a vampire they control with capacity 4 or more to burn this card"
            burn_in_play(s, j)
        return True
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
        return True
    if sh[0] == PASS_TO_PREY:
        _trouble(s, j, action)
        return True
    if sh[0] == DRAIN:
        _pay_drain(s, action.target)
        return True
    if sh[0] in MASTER_PHASE_KINDS:
        master_phase_use(s, j, sh, action)
        return True
    if sh[0] == ASH_BOTTOM:
        s.locked[j] = 1
        m = s.players[s.current]
        m.ash.remove(action.target)
        m.library.insert(0, action.target)  # "to the bottom of your library" (the top is the end)
        return True
    if sh[0] == DISCARD_UNLOCK:
        s.locked[j] = 1
        burn_pool(s, s.current, sh[1])
        if not s.terminal and controller_of(s, action.target) == s.current:
            s.locked[action.target] = 0  # "burn 1 pool to unlock a vampire you control"
        return True
    if sh[0] == UNCOILING:
        s.discard_actions -= 1
        n = other_events(s, j)
        if n:
            burn_pool(s, s.current, n)
        if not s.terminal:
            event_burned(s, j)
        return True
    if sh[0] == SMALL_BURN:
        if action.target >= 0 and controller_of(s, action.target) >= 0:
            burn_minion(s, action.target)
        to_predator(s, j)
        return True
    if sh[0] == HUNTING_GROUND_FOR:
        s.used.add((j, SECOND_FEED) if (j, USED_CARD) in s.used else (j, USED_CARD))
        s.used.add((action.target, FED_FROM_GROUND))
        gain_blood(s, action.target, sh[1])
        return True
    if sh[0] == ANNOUNCE_BLEED:
        pend = s.pending
        assert pend is not None
        s.blood[action.actor] -= sh[2]  # Club Illusion: "burn 1 blood once as they announce a bleed action"
        pend.bleed += sh[1]
        s.used.add((action.actor, CLUB_BLEED))
        return True
    if sh[0] == CLAN_BANK:
        s.used.add((j, USED_CARD))
        n = min(sh[1], s.blood[j])
        s.blood[j] -= n
        gain_blood(s, action.target, n)
        if s.blood[j] <= 0:
            burn_in_play(s, j)  # "burn this card if it has no blood"
        return True
    if sh[0] == BURN_REDUCE:
        pend = s.pending
        assert pend is not None
        burn_in_play(s, j)
        pend.bleed = max(0, pend.bleed - sh[1])  # Dummy Corporation: "reduce the bleed amount by 2"
        return True
    if sh[0] == MORTALITY:
        v = action.actor
        s.blood[v] -= sh[1]
        burn_in_play(s, j)  # "burn 1 blood during his or her controller's influence phase to burn this card"
        to_torpor(s, v)  # "he or she then goes into torpor"
        return True
    if sh[0] == MUSEUM:
        s.locked[j] = 1
        m = s.players[s.current]
        burn_pool(s, s.current, sh[1])
        if not s.terminal and action.actor in m.hand and action.target in m.ash:
            m.hand.remove(action.actor)
            m.ash.append(action.actor)
            m.ash.remove(action.target)
            m.hand.append(action.target)  # "exchange one card from your hand for one card in your ash heap"
        return True
    return False


def _use_lock(s: GameState, j: int, sh: tuple[int, ...], action: Action) -> None:
    """The other card uses (:func:`use`): from UNLOCK_POOL on, mostly a card locked for its effect."""
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
    if sh[0] == MAKE_ANARCH:
        s.locked[j] = 1
        if action.target in s.players[s.current].ready and may_become_anarch(s, action.target):
            become_anarch(s, action.target)  # rules 10.5: "made Anarch by a card's effect", a sect change
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
            s.used.add((j, BETWEEN - (min(a, b) * PAIR + max(a, b))))  # the two vampires of this use
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
    prey_m: Methuselah | None = None  # the prey's Methuselah, read at the first such card in play
    for j in m.in_play:
        sh = ms[j]
        if sh is None or sh[0] != PASS_TO_PREY:
            continue
        if prey_m is None:
            prey = s.prey(s.current)
            if prey == s.current:
                return
            prey_m = s.players[prey]
        vamps = [v for v in prey_m.ready if su.is_vampire[v] and not s.locked[v]]
        for k, v in enumerate(vamps):
            out.append(Action(K, actor=v, card=j))
            if sh[1] >= 2:
                for w in vamps[k + 1:]:
                    out.append(Action(K, actor=v, card=j, target=w))
        minions = set(prey_m.ready)
        for e in prey_m.in_play:
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

#: the names other modules read as ``masters.X`` (some from its parts, :mod:`.master_shapes`, :mod:`.masters_in_play`)
__all__ = ["ACTIONS", "AFTER_ACTION_BLOOD", "ALLY_BURN_DAMAGE", "ALLY_DISCOUNT", "ANNOUNCE_BLEED", "ANNOUNCE_KINDS",
           "ANNOUNCE_STEALTH", "ANNOUNCE_UNLOCK", "ANY_VAMPIRE", "ASH_BOTTOM", "AWAKENING", "BAHARI", "BECOMES_ALLY",
           "BLEED_CAP", "BLEED_KINDS", "BLEED_STEALTH", "BLOCKED_BURN", "BLOCK_BLOOD", "BLOCK_KINDS", "BLOOD_BANK",
           "BLOOD_TO", "BURN_REDUCE", "CHOSEN_DISC", "CLAN_BANK", "CLAN_BLEED", "CLAN_STRENGTH", "COMBAT_END_KINDS",
           "COPIES", "COST_PATH", "CRYPT_DIG", "CRYPT_FETCH", "DEBATE", "DEPRAVITY", "DIG", "DIG_BURN", "DIG_REMOVE",
           "DISCARD_BLEED", "DISCARD_KINDS", "DISCARD_UNLOCK", "DISCARD_USE_KINDS", "DISCIPLINE_ON", "DISC_FOR",
           "DRAIN", "ELYSIUM", "END_ACTION_KINDS", "EQUIP_UNLOCK", "EVENT_ALLY_INTERCEPT", "EVENT_KINDS",
           "EVENT_TORPOR_BURN", "EXCHANGE_MASTER", "EXPOSED", "FRENZY", "GRAND_BALL", "GROOM", "GUARDIAN",
           "HAND_RECRUIT", "HAVEN", "HUMANITAS", "HUNTING_GROUND_FOR", "HUNT_BONUS", "INFLUENCE_KINDS", "INVESTMENT",
           "LEOPOLD", "LILITH", "LOCK_BLOOD_TO", "LOCK_DISCARD", "LOCK_DRAW", "LOCK_INTERCEPT", "LOCK_MILL",
           "LOCK_PRESS", "LOCK_STEALTH", "LOW_POOL", "MAKE_ANARCH", "MASTER_PHASE_KINDS", "MEKHET", "MINION_KINDS",
           "MINION_LOSS",
           "MORTALITY", "MOVE_BETWEEN", "MUSEUM", "NO_HUNT_EVENT", "NO_REPLACE", "ON_BLEED_VOTES", "OWED_REMOVAL",
           "PASS_TO_PREY", "POOL_FROM_EACH", "POOL_OR_BLOOD", "REDIRECT_TAX", "REMOVE_FOR_POOL", "SEARCH_EVENT",
           "SMALL_BURN", "STAT_ON", "STORAGE", "STRENGTH_KINDS", "TITLED", "TITLED_CLAN", "TORPOR_BURN",
           "TORPOR_RESCUE", "TORPOR_TAX", "UNCOILING", "UNLOCK_END_KINDS", "UNLOCK_KINDS", "UNLOCK_POOL",
           "UNLOCK_WITHOUT_BURN", "VP_HAND", "WARSAW_UNLOCK", "after_action", "after_bleed", "ally_burned",
           "announce_uses", "ball_unlock", "bled_prey", "bleed_bonus", "bleed_cap", "bleed_stealth", "burn_in_play",
           "card_actions", "club_start", "combat_end_uses", "count_action", "debate_lock", "debate_maneuvers",
           "depraved", "diablerie_stealth", "discard_phase", "discard_uses", "end_action", "end_of_turn",
           "equip_unlock", "event_intercept", "frenzy", "frenzy_cards", "frenzy_unlock", "gain_discipline",
           "guardian_intercept", "guardian_prevent", "has_discard_use", "has_influence_use", "humane", "hunt_barred",
           "hunt_bonus", "hunt_uses", "hunted", "influence_actions", "intercept_uses", "invested", "known",
           "lock_presses", "master_extra_cost", "master_phase_actions", "mekhet_unlock", "minion_actions", "mortal",
           "mortality_uses", "on_block", "play_event", "reaction_uses", "receives", "rescue_terms", "resolve",
           "stealth_available", "stealth_uses", "stored", "strength_bonus", "titled", "torpor_tax", "unblockable",
           "unlock_actions", "unlock_burns", "unlock_start", "use", "use_actions", "vote_change", "votes_on"]


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from ..models import Card  # noqa: E402
from . import master_shapes  # noqa: E402
from .card_types import HOME_READERS, CryptEffect, Effect  # noqa: E402


def _shape_names() -> dict[int, str]:
    """Each shape kind's name: the public int constants of :mod:`.master_shapes` below ``PAIR``, the first
    name of a value (the kinds are defined first)."""
    names: dict[int, str] = {}
    for name, value in vars(master_shapes).items():
        if name.isupper() and not name.startswith("_") and type(value) is int and 0 < value < PAIR:
            names.setdefault(value, name)
    return names


#: each shape kind's name (``TORPOR_BURN``...)
SHAPE_NAMES = _shape_names()


def home(card: Card, eff: Effect | CryptEffect) -> str:
    """"masters: <shape>" for a card read by the shape of its effect (:func:`shape`), else ""."""
    if not isinstance(eff, Effect):
        return ""
    sh = shape(eff, card.text or "")
    return "" if sh is None else f"masters: {SHAPE_NAMES.get(sh[0], sh[0])}"


HOME_READERS["masters"] = home
