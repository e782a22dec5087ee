"""The turn sequence (500–503): ending the action phase, the end phase and its wrap-up step (hand
size, then "this turn" ends), the next player's ready step with Inspire (501.1b), the draw step,
and ending a turn at once (500.5). Whose turn comes next is ``turn_order``'s.

A scripted ``end_turn`` is the turn player passing in their non-combat action phase to end it
(502.2). The replay then runs the end phase and begins the next player's turn; it stops when the
ready step's priority window closes if nothing is left in the script.
"""
from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from ..cards.model import DontReady
from ..formats.scenario import EndTurn, FirstPlayer, Inspire, Mulligan, refused_by
from .decisions import (FIRST_PLAYER, INSPIRE, MULLIGAN, DecisionError, IllegalAction, Prompt, blame, card_option,
                        Decision, Option)
from .characteristics import View, compute_views, powers_of, max_hand_size, continuous_modifiers
from .prohibitions import forbidding
from .resources import default_order
from .state import moment, deck as deck_of
from .turn_order import next_turn
from .triggers import Event, watch
from .effects import draw_cards
from .moves import discard
from .resolution import interrupt
from .heroes import return_removed
from .control import refresh_control
from .uniqueness import repair
from .deck import shuffle_into

if TYPE_CHECKING:
    from .context import GameLoop
    from .state import Card

RESOURCE = "resource"  # how an inspire entry names one of the player's face-down resources


def can_end(game: GameLoop, player: str | None = None) -> bool:
    """Until it is their own non-combat action phase with an empty chain (a later turn's, too), a
    player whose next entry is end_turn just passes (410.4)."""
    return not game.state.chain and game.state.combat is None and \
        (player is None or (player == game.state.turn_player and game.step == "action"))


CANT_END = "only the turn player, passing in their non-combat action phase with an empty chain, ends the action phase"


def end_requested(game: GameLoop, player: str, entry: EndTurn) -> None:
    if not can_end(game, player):
        raise IllegalAction("502.2", CANT_END)
    game.ending = True
    game.trace.add(f"{player} passes priority to end the action phase.", "410.4", "502.2")


def window_closed(game: GameLoop) -> bool:
    """410.4b: a window with an empty chain closed; move on to the next step. False ends the replay."""
    state = game.state
    if game.step == "action":
        if not game.ending:
            return False  # the replay ends in the action phase, as it always has
        game.ending = False
        game.step = "end"
        game.trace.add(f"Everyone passed with the chain empty: {state.turn_player}'s action phase ends and the end "
                       "phase begins with a priority window.", "410.4b", "502.2", "503.1")
        if watch(game, [Event("turn-ends", subject=state.hero(state.turn_player))], compute_views(state)):
            game.trace.add("The end phase has begun, so what triggers \"at the end of the turn\" has triggered now; "
                           "the effects join the chain in pre-priority processing.", "500.2", "503.1")
    elif game.step == "end":
        wrap_up(game)
        begin_turn(game)
    elif game.step == "ready":
        if game.finished() and game.until == "ready-step":  # nothing more to replay
            game.trace.add("The ready step's priority window closes; the replay ends before the draw step.", "410.4b",
                           "501.1a")
            return False
        draw_step(game)
    elif game.step == "draw":
        if game.finished():  # until: draw-step, and nothing more to replay
            game.trace.add("The draw step's priority window closes; the replay ends before the action phase.",
                           "501.2a")
            return False
        game.step = "action"
        game.trace.add(f"The draw step's window closed: {state.turn_player}'s start phase ends and the action phase "
                       "begins with a priority window.", "410.4b", "501.2a", "502.1")
    game.pre_priority()
    return state.result is None


def draw_step(game: GameLoop) -> None:
    """501.2a: as the draw step begins the turn player draws a card, without the chain; then a
    priority window opens. 501.2b: the first player skips the draw step of their first turn."""
    state = game.state
    if game.first_turn and state.turn == 1:
        game.step = "action"
        game.trace.add(f"The ready step's window closed. {state.turn_player} is the first player and this is their "
                       "first turn: they skip the draw step and draw no card. The action phase begins.",
                       "410.4b", "501.2b", "502.1")
        return
    game.step = "draw"
    game.trace.add(f"The ready step's window closed: the draw step begins, and as it does {state.turn_player} has "
                   "to draw a card. This does not use the chain.", "410.4b", "501.1a", "501.2", "501.2a")
    draw_cards(game, state.turn_player, 1)


def wrap_up(game: GameLoop) -> None:
    """503.2a: no priority; in order: the turn player discards down to their maximum hand size,
    modifiers that last "this turn" end, and the turn ends."""
    state = game.state
    with game.trace.group(f"Wrap-up step of {state.turn_player}'s turn: no player receives priority, and these "
                          "happen in order.", "503.2", "503.2a"):
        discard_to_hand_size(game)
        end_this_turn(game, "503.2a")
        game.trace.add(f"The wrap-up step, the end phase and {state.turn_player}'s turn end together.", "503.2a")


def discard_to_hand_size(game: GameLoop) -> None:
    """503.2a, step 1: the turn player discards down to their maximum hand size (seven unless a
    modifier changes it, 415.4b), one card at a time, each their choice (415.9d; interchangeable
    copies need no answer)."""
    player = game.state.turn_player
    most = max_hand_size(game.state, player)
    hand = in_hand(game, player)
    read = ["415.4b"] if len(hand) > 7 else []  # a maximum other than seven matters only then
    if len(hand) <= most:
        game.trace.add(f"{player} has {len(hand)} card{'s' if len(hand) != 1 else ''} in hand, no more than their "
                       f"maximum hand size of {most}: nothing is discarded.", "503.2a", *read)
        return
    game.trace.add(f"{player} has {len(hand)} cards in hand, more than their maximum hand size of {most}: they "
                   f"discard {len(hand) - most}, one at a time.", "503.2a", "415.9d", *read)
    while len(hand) > most:
        pick = game.decide(Decision(player, "discard", "415.9d", "a card to discard down to their maximum hand size",
                                    [card_option(c, c.name) for c in hand]))
        card = next(c for c in hand if str(c.oid) == pick.key)
        discard(game, card, f"{player} discards {card}.", "503.2a", "415.9d")
        hand = in_hand(game, player)


def in_hand(game: GameLoop, player: str) -> list:
    return sorted((c for c in game.state.cards.values() if c.zone == "hand" and c.owner == player),
                  key=lambda c: c.timestamp)


KINDS = {"CreateContinuous": "continuous modifier", "Replacement": "replacement modifier",
         "CreateTrigger": "triggered modifier", "RestrictAttacks": "attack restriction",
         "CreateProhibition": "\"can't\" modifier"}


def end_this_turn(game: GameLoop, rule: str) -> None:
    """503.2a step 2 (or 500.5 step 4): every modifier lasting "this turn" that is still in force
    ends now, and the trace names each one."""
    state = game.state
    ending = [m for m in state.modifiers if m.this_turn and m.turn == state.turn and m.uses_left != 0
              and m.prevent_left != 0]
    if not ending:
        game.trace.add("No modifier that lasts \"this turn\" is in force, so none ends.", rule)
        return
    for mod in ending:
        kind = KINDS.get(type(mod.spec).__name__, "modifier")
        if kind == "replacement modifier" and mod.spec.instead.prevent is not None:
            kind = "prevention modifier"
        game.trace.add(f"{mod.source}'s {kind}, which lasts \"this turn\", ends.", rule, power=mod.source.name)


def begin_turn(game: GameLoop) -> None:
    """501.1a: the next player begins their turn: clockwise, or an extra turn (500.3), skipping a
    skipped turn (500.4); turn_order decides."""
    state = game.state
    player, extra = next_turn(game)
    state.turn_player = player
    state.turn += 1
    turn_begun(state)
    game.turn_began = moment()
    ready_step(game, extra)


def turn_begun(state) -> None:
    """500.1: the turn player has begun one more turn; counted only in a game replayed from its start."""
    player = state.player(state.turn_player)
    if player.turns is not None:
        player.turns += 1


def end_turn_now(game: GameLoop) -> None:
    """500.5: with no player receiving priority: the game interrupts every link on the chain (103.3),
    the priority window closes, everything is removed from combat, "this combat" and "this turn"
    modifiers end, and the next turn begins. The end phase is not reached, so nothing that
    triggers at the end of the turn triggers."""
    state = game.state
    source, game.turn_ended_by = game.turn_ended_by, None
    with game.trace.group(f"{source} ends {state.turn_player}'s turn at once: no player receives priority while "
                          "these happen, in order.", "500.5"):
        for link in list(reversed(state.chain)):
            interrupt(game, link, "the turn is ending: the game interrupts every link on the chain", "500.5", "103.3")
        game.trace.add("The current priority window closes.", "500.5")
        if state.combat is not None:
            state.combat = None
            game.trace.add("Every attacker, defender, proposed attacker and proposed defender is removed from combat.",
                           "500.5", "602.4")
        end_this_turn(game, "500.5")
        game.trace.add(f"{state.turn_player}'s turn ends without an end phase: nothing that triggers at the end of "
                       "the turn triggers.", "500.5")
    game.ending = False
    begin_turn(game)


def ready_step(game: GameLoop, extra: bool = False, starting: bool = False) -> None:
    """501.1a: the turn player readies everything of theirs that is exhausted, resources included;
    at the same moment other players may inspire (501.1b, 802). None of this uses the chain."""
    state = game.state
    game.step = "ready"
    return_removed(game)  # 301.5: "until the start of your next turn"
    if any(c.held_by is not None for c in state.in_play()):
        refresh_control(game)  # enc-r2f: a control change that lasted until this turn (or the last) ends now (401.3b)
    player = state.player(state.turn_player)
    mine = sorted((c for c in state.in_play() if c.controller == player.name and c.exhausted), key=lambda c: c.timestamp)
    held = held_exhausted(game, player.name)
    exhausted = len(mine)
    turn = ("extra turn (taken as soon as the last turn ended)" if extra else
            "turn" if starting else "turn, the next clockwise among the players still in the game,")
    with game.trace.group(f"{player.name}'s {turn} begins. Ready step: these happen at the same time.", "501.1a",
                          "802", *(["500.3"] if extra else [] if starting else ["500.1"])):
        for card, mod in [(c, held[c.oid]) for c in mine if c.oid in held]:
            game.trace.add(f"{card} does not ready: {mod.source}'s modifier flagged it.", "501.1a", "714.3f",
                           power=mod.source.name)
        mine = [c for c in mine if c.oid not in held]
        skipped = skipping(game, mine)
        for card, mod in skipped:
            game.trace.add(f"{card} does not ready: {mod.source}'s modifier says it doesn't ready during its "
                           "controller's ready step.", "501.1a", "714.1", power=mod.source.name)
        mine = [c for c in mine if c.oid not in {k.oid for k, _ in skipped}]
        views = compute_views(state)
        stops = [(c, forbidding(state, "ready", c, views)) for c in mine]
        for card, source in stops:
            if source is not None:
                game.trace.add(f"{card} does not ready: {source.says} says it can't ready, and a \"can't\" "
                               "wins over the ready step.", "501.1a", "103.2", power=source.source.name)
        mine = [c for c, source in stops if source is None]
        kept = [c for c in mine if stays_exhausted(game, player.name, c)]
        mine = [c for c in mine if c not in kept]
        before = compute_views(state)
        for card in mine:
            card.exhausted = False
        rows = [c for c in mine if c.row == "resource"]
        readied = [str(c) for c in mine if c.row != "resource"] + \
            ([f"{len(rows)} resource{'s' if len(rows) > 1 else ''}"] if rows else [])
        nothing = "nothing else" if exhausted else "nothing (nothing is exhausted)"
        game.trace.add(f"{player.name} readies {', '.join(readied) if readied else nothing}.",
                       "501.1a", "411.1")
        watch(game, [Event("readied", subject=c) for c in mine], before)  # each card readied is an event (411.1)
        inspire_all(game)
    if watch(game, [Event("turn-starts", subject=state.hero(player.name))], compute_views(state)):
        game.trace.add(f"{player.name}'s turn has begun, so what triggers \"at the start of\" it has triggered now, "
                       "before the draw step; the effects join the chain in pre-priority processing.", "500.2")


def skipping(game: GameLoop, cards: list[Card]) -> list[tuple[Card, object]]:
    """Cards a continuous modifier keeps from readying in their controller's ready step ("the
    attached ally doesn't ready during its controller's ready step"), each with that modifier."""
    state, views = game.state, compute_views(game.state)
    mods = [m for m in continuous_modifiers(state) if m.stat.skips_ready_step]
    found = []
    for card in cards:
        mod = next((m for m in mods if card.oid in views and m.fits(state, views[card.oid])), None)
        if mod is not None:
            found.append((card, mod))
    return found


def stays_exhausted(game: GameLoop, player: str, card: Card) -> bool:
    """501.1a: a card whose power lets its controller choose not to ready it: they decide now."""
    if not any(p.may_stay_exhausted for p in powers_of(game.state, card)):
        return False
    pick = game.decide(Decision(player, "ready", "501.1a", f"whether to ready {card} or leave it exhausted, as its "
                                "power allows", [Option("ready", "ready", "ready"), Option("stay", "stay", "stay")]))
    if pick.key == "stay":
        game.trace.add(f"{player} chooses not to ready {card}, as its power allows: it stays exhausted.", "501.1a",
                       power=card.name)
        return True
    return False


def held_exhausted(game: GameLoop, player: str) -> dict:
    """The cards flagged by "they don't ready during your next ready step" modifiers (714.3f) whose
    next ready step this is; those modifiers end with it."""
    held = {}
    for mod in game.state.modifiers:
        if not isinstance(mod.spec, DontReady) or not mod.uses_left or game.state.turn <= mod.turn:
            continue
        if mod.spec.whose == "you" and mod.controller == player:
            mod.uses_left = 0
            held.update({c.oid: mod for c in mod.targets.values()})
        elif mod.spec.whose == "its-controller":  # each flagged card waits for its own controller's ready step
            mine = [key for key, c in mod.targets.items() if c.controller == player]
            held.update({mod.targets[key].oid: mod for key in mine})
            for key in mine:
                del mod.targets[key]
            if not mod.targets:
                mod.uses_left = 0
    return held


def slots(game: GameLoop, player: str, views: dict[int, View]) -> list[tuple[Card, str]]:
    """One slot per kind named by each Inspire power of the player's characters in play."""
    mine = [c for c in game.state.in_play() if c.controller == player and c.oid in views and views[c.oid].is_character]
    return [(card, kind) for card in sorted(mine, key=lambda c: c.timestamp)
            for power in powers_of(game.state, card) if power.inspire for kind in power.inspire]


def fits(kind: str, choice, views: dict[int, View]) -> bool:
    if kind == RESOURCE:
        return choice.row == "resource"  # a resource, face down or face up (412)
    types = views[choice.oid].types
    return kind in types or (kind == "equipment" and bool(types & {"weapon", "armor", "item"}))


def inspire_all(game: GameLoop) -> None:
    """501.1b: each other player who controls a character with Inspire may ready that many exhausted
    cards of theirs of the kinds it names; nobody inspires unless the script says so."""
    answered = True
    while answered:  # round after round in turn order, until a round brings no answer
        answered = False
        for player in [p.name for p in game.state.clockwise_from(game.state.turn_player)]:
            entry = game.ask(Prompt(INSPIRE, player, "501.1b", f"{player} may inspire in {game.state.turn_player}'s "
                                    "ready step"))
            if entry is None:
                continue
            if not isinstance(entry, Inspire):
                raise blame(DecisionError(f"in the ready step {player} may only inspire: {type(entry).__name__} "
                                          "is not an answer"), entry)
            answered = True
            inspire(game, entry)


def inspire(game: GameLoop, entry: Inspire) -> None:
    state = game.state
    allowed, chosen = game.attempt(entry, lambda: check(game, entry))
    if not allowed:
        return
    before = compute_views(state)
    for choice, source in chosen:
        choice.exhausted = False
        game.inspired.add((choice.oid, state.turn))
    named = ", ".join(f"{'a resource' if c.unnamed else c} through {s}'s Inspire" for c, s in chosen)
    game.trace.add(f"{entry.by} inspires, readying {named} at the same moment; this does not use the chain.",
                   "501.1b", "802")
    watch(game, [Event("inspired", subject=c, source=s) for c, s in chosen] +  # "when you inspire …"
          [Event("readied", subject=c) for c, _ in chosen], before)


def check(game: GameLoop, entry: Inspire) -> list[tuple[object, Card]]:
    """The cards to inspire, each matched to a different Inspire slot of a fitting kind."""
    state = game.state
    if entry.by == state.turn_player:
        raise IllegalAction("501.1b", "only players other than the turn player inspire")
    views = compute_views(state)
    player = state.player(entry.by)
    spare = sorted((c for c in player.resource_cards() if c.exhausted and (c.oid, state.turn) not in game.inspired
                    and c.label not in entry.inspire), key=default_order)
    choices = []
    for label in entry.inspire:
        if label == RESOURCE:  # any one of their exhausted resources, by the default order (resources.py)
            if not spare:
                raise IllegalAction("501.1b", f"{entry.by} has no other exhausted resource to inspire")
            choices.append(spare.pop(0))
            continue
        card = state.by_label(label)
        if card is None or card.oid not in views or card.controller != entry.by:
            raise IllegalAction("501.1b", f"{label} is not a card {entry.by} controls in play")
        if not card.exhausted:
            raise IllegalAction("501.1b", f"{card} is not exhausted, and only an exhausted card can be inspired")
        if (card.oid, state.turn) in game.inspired or card in choices:
            raise IllegalAction("501.1b", f"{card} can't be inspired more than once in a turn")
        stop = forbidding(state, "ready", card, views)
        if stop is not None:
            raise IllegalAction("103.2", f"{stop.says} says {card} can't ready, so it can't be inspired",
                                also=("501.1b",))
        choices.append(card)
    open_slots = slots(game, entry.by, views)
    for order in permutations(range(len(open_slots)), len(choices)):  # a matching of cards to slots
        if all(fits(open_slots[j][1], c, views) for c, j in zip(choices, order)):
            return [(c, open_slots[j][0]) for c, j in zip(choices, order)]
    raise IllegalAction("501.1b", f"{entry.by}'s Inspire powers can't ready all of these at once "
                                  f"({len(open_slots)} Inspire slots: {', '.join(k for _, k in open_slots) or 'none'})")


def start_game(game: GameLoop) -> None:
    """101.1: each player shuffles their deck and puts its top seven cards into their hand (not a
    draw). 101.2: then, beginning with the first player and going clockwise, each decides whether to
    mulligan (a ``mulligan`` entry each, in that order); all who chose to do it at the same time —
    hand shuffled back into the deck, then the top seven into the hand — and the first turn begins
    with its ready step. A shuffle's order can't be known: the replay keeps the deck's listed order
    and puts cards shuffled into it at the bottom, so a scenario's expectations must not depend on
    which cards come up after a shuffle."""
    state = game.state
    game.first_turn = True
    if game.chooser is not None:
        choose_first_player(game)
    order = [p.name for p in state.clockwise_from(state.turn_player)]
    heroes = ", ".join(f"{name}'s {state.hero(name)}" for name in order if state.hero(name) is not None)
    game.trace.add(f"Before the game begins each player has put a hero into play, ready and face up: {heroes}. A "
                   "Master Hero is not among them: it starts the game in its owner's deck.", "301.1", "301.2", "301.4")
    kept_from_last_game(game)
    with game.trace.group(f"Setting up: {state.turn_player} is the first player. Before the first turn each player "
                          "shuffles their deck and puts its top seven cards into their hand.", "101.1"):
        for name in order:
            game.shuffled.append(name)
            took = opening_seven(game, name)
            game.trace.add(f"{name} shuffles their deck and puts the top {took} cards into their hand.", "101.1",
                           "415.3b")
    chosen = []
    for name in order:  # 101.2: one at a time, from the first player clockwise
        if decide_mulligan(game, name, order):
            chosen.append(name)
    if chosen:
        with game.trace.group("Every player has decided: those who chose to mulligan do so at the same time.",
                              "101.2", "802"):
            for name in chosen:
                mulligan(game, name)
    if any(c.definition.type != "hero" for c in state.in_play()):
        repair(game, after_mulligans=True)  # 800.1e: equipment kept by hearthing
    game.trace.add(f"The first turn begins: {state.turn_player}'s turn.", "101.2", "500.1")
    for each in state.players:  # replayed from its start: each player's turns are counted (first_turn_of)
        each.turns = 0
    turn_begun(state)
    ready_step(game, starting=True)


def kept_from_last_game(game: GameLoop) -> None:
    """800.1d: before a game begins only heroes are in play, and the equipment players kept by
    hearthing in the last game of the match, which stays in play with its counters."""
    for card in sorted(game.state.in_play(), key=lambda c: c.timestamp):
        if card.definition.type != "hero" and card.row != "resource":
            game.trace.add(f"{card} is in play as the game begins: {card.owner} kept it by hearthing in the last game, "
                           "and it stays in play, counting toward the size of their deck.", "800.1d")


def choose_first_player(game: GameLoop) -> None:
    """101.1: the player the random determination picked chooses who goes first (a ``first_player``
    entry of theirs must come first in the script; the randomness itself can't be replayed)."""
    state, chooser = game.state, game.chooser
    entry = game.ask(Prompt(FIRST_PLAYER, chooser, "101.1", f"{chooser} must choose the first player"))
    if not isinstance(entry, FirstPlayer) or entry.by != chooser:
        raise DecisionError(f"{chooser} must choose the first player (rule 101.1); the script's first entry must be "
                            f"their 'first_player'")
    if entry.first_player not in [p.name for p in state.players]:
        raise blame(DecisionError(f"{entry.first_player!r} is not a player in this game"), entry)
    state.turn_player = game.seat = entry.first_player
    whom = "themselves" if entry.first_player == chooser else entry.first_player
    game.trace.add(f"Before the game, each player has their deck and puts their hero into play. The players "
                   f"determined at random that {chooser} chooses the first player, and {chooser} chooses {whom}.",
                   "101.1")


def opening_seven(game: GameLoop, name: str) -> int:
    deck = deck_of(game.state, name)
    for card in deck[:7]:
        game.state.move(card, "hand")
    return len(deck[:7])


def decide_mulligan(game: GameLoop, name: str, order: list[str]) -> bool:
    """The next script entry must be this player's mulligan decision; an entry by a player whose
    turn to decide has not come may be scripted as refused (``rejected: "101.2"``)."""
    while True:
        entry = game.ask(Prompt(MULLIGAN, name, "101.2", f"{name} must decide whether to mulligan"))
        if not isinstance(entry, Mulligan):
            raise DecisionError(f"{name} must decide whether to mulligan (rule 101.2); the script gives no "
                                "'mulligan' entry for them here")
        problem = mulligan_problem(game, name, entry)
        if problem is None and entry.rejected is None:
            game.trace.add(f"{name} decides {'to mulligan' if entry.mulligan else 'to keep their hand'}.", "101.2")
            return entry.mulligan
        if entry.rejected is None:
            raise blame(DecisionError(f"it is {name}'s turn to decide whether to mulligan, not {entry.by}'s: the "
                                      f"players decide one at a time, in turn order from the first player "
                                      f"({', '.join(order)})"), entry)
        if problem is None:
            raise blame(IllegalAction(entry.rejected, f"the script expects {name}'s decision to be refused, but it is "
                                                      f"{name}'s turn to decide"), entry)
        if not refused_by(entry, problem.rule):
            raise blame(IllegalAction(entry.rejected, f"{entry.by}'s decision out of turn is refused by rule 101.2, "
                                                      f"not {entry.rejected}"), entry)
        game.reject(problem.rule)
        game.trace.add(f"{entry.by} may not decide yet: the players decide whether to mulligan one at a time, "
                       f"beginning with the first player and going clockwise, and it is {name}'s turn.", "101.2")


def mulligan_problem(game: GameLoop, name: str, entry) -> IllegalAction | None:
    """101.2: the players decide one at a time; it is ``name``'s turn to decide."""
    if entry.by == name:
        return None
    return IllegalAction("101.2", f"{entry.by} may not decide yet: the players decide whether to mulligan one at a "
                                  f"time, beginning with the first player and going clockwise, and it is {name}'s turn")


def mulligan(game: GameLoop, name: str) -> None:
    """101.2: shuffle the hand back into the deck (to the bottom, in the replay: module doc), then
    put the top seven cards into the hand."""
    state = game.state
    hand = sorted((c for c in state.cards.values() if c.zone == "hand" and c.owner == name), key=lambda c: c.timestamp)
    shuffle_into(game, hand)  # at the bottom, in the replay (deck.py)
    took = opening_seven(game, name)
    state.player(name).mulliganed = True
    game.trace.add(f"{name} mulligans: they shuffle the {len(hand)} cards of their hand back into their deck and "
                   f"put the top {took} cards into their hand. It is their one mulligan of the game.", "101.2", "415.3b")


def refuse_mulligan(game: GameLoop, player: str) -> None:
    """A mulligan once the first turn has begun: refused (101.2)."""
    again = game.state.player(player).mulliganed
    raise IllegalAction("101.2", f"{player} can't mulligan now: a player may mulligan only before the first turn "
                                 "begins" + (", and only once per game — they already have" if again else ""))
