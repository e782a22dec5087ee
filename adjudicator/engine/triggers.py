"""Triggered powers (703) and waiting triggered effects (708)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import CreateTrigger, EventPattern, read_once, reads_current_atk
from .selectors import REMEMBERED, fits_pattern, matches, this_turn
from . import characteristics
from .characteristics import (View, compute_views, granting_powers, kept_through_trials, per_in_play, printed,
                              side_powers, triggered_reader, watched)
from .views import flipped
from .conditions import holds
from .board_key import play_roster_writes, roster_writes
from .history import record
from .state import Card
from .events import Event, Waiting
from .spec_fields import field_or

if TYPE_CHECKING:
    from .context import Context


ZONE_NAMES = {"removed": "removed-from-game zone"}


def fits(game: Context, when: EventPattern, event: Event, views: dict[int, View], watcher: Card,
         seen: dict[int, View], targets: dict[str, Card] | None = None, you: str | None = None) -> bool:
    """Does the event fit the pattern, read from the watcher's controller's point of view (``you``
    for a triggered modifier: its controller, with the targets of the link that made it)?"""
    return fits_pattern(game.state, when, event, seen, watcher.controller if you is None else you, watcher, targets)


def watch(game: Context, events: list[Event], views: dict[int, View], seen: dict[int, View] | None = None) -> list[Waiting]:
    """703.1: each triggered power of a face-up card in play (703.3) triggers once for each event
    it watches for. ``views`` is the state the powers look at: just before the event (look back,
    703.4), or just after it for entering play; ``seen`` adds views of the event's cards where
    they are no longer in ``views`` (a destroyed card as it last was in play). Returns the
    triggered effects created."""
    if not events:
        return []  # no event: nothing to record, end or trigger
    seen = {**views, **(seen or {})}
    record(game.state, events, seen)  # "this turn" (history.py)
    end_until(game, events, views, seen)
    kinds = {event.kind for event in events}  # a power watching for another kind is not judged (fits_pattern)
    arrived_blank = [e.subject for e in events if e.kind == "to-graveyard" and e.powerless]  # 703.3a, said below
    if arrived_blank or may_watch(game.state, views, kinds):
        made = watched_by_cards(game, events, views, seen, kinds, arrived_blank)
    else:
        made = []
    return made + watch_modifiers(game, events, views, seen)


def watched_by_cards(game: Context, events: list[Event], views: dict[int, View], seen: dict[int, View],
                     kinds: set[str], arrived_blank: list[Card]) -> list[Waiting]:
    """703.1: ``watch`` for the cards' own triggered powers (and those modifiers give them)."""
    made: list[Waiting] = []
    powers, may_trigger = triggered_reader(game.state, kinds)  # read once: N watchers cost N, not N x N
    watchers = [(v.card, v.powerless) for v in views.values()]
    watchers += [(c, False) for c in working_elsewhere(game.state)]  # as printed: no power lost outside play
    # a card with no triggered power for these events has nothing to say (but one arrived blank, below)
    blanks = {id(card) for card in arrived_blank}
    watchers = may_trigger(watchers, blanks)
    for watcher, lost in sorted(watchers, key=lambda w: w[0].timestamp):
        if watcher.face_down and not flipped(watcher):  # 301.2a: a flipped hero has its other side's powers
            if watcher.zone != "play":  # 703.3a: outside play only a revealed card's power triggers
                face_down_miss(game, watcher, events, seen)
            continue
        if lost:  # 703.3: its own powers don't trigger if it had lost them, looking back
            powerless_miss(game, watcher, events, seen)
        for index, power in enumerate(powers(watcher)):  # 703.3: not if lost
            trig = power.triggered
            if lost and any(power is own for own in side_powers(watcher)):
                continue  # 700.3: its text box counts as blank; a power a modifier gives it is not in it
            if not trig or (trig.your_turn and game.state.turn_player != watcher.controller):
                continue
            if watcher.zone not in trig.zones and "any" not in trig.zones:  # 703.3, 703.3a, 703.3b
                continue
            if trig.when.event not in kinds and not any(card is watcher for card in arrived_blank):
                continue  # no event of its kind: none fits it, nor would have looked back (looked_back)
            for event in events:
                if event.kind == "to-graveyard" and event.powerless and event.subject is watcher:
                    game.trace.add(f"{watcher}'s power does not trigger as it enters the graveyard: it had lost its "
                                   "powers as it left play, and such a power triggers only for a card that arrives "
                                   "with them.", "703.3a", "700.3", power=watcher.name)
                    continue
                if not fits(game, trig.when, event, views, watcher, seen):
                    looked_back(game, trig.when, event, watcher, seen)
                    continue
                if trig.opponents_turn and game.state.friendly(game.state.turn_player, watcher.controller):
                    game.trace.add(f"{watcher}'s power does not trigger: it triggers only on an opponent's turn, and this "
                                   f"is {game.state.turn_player}'s turn.", "703.1", power=watcher.name)
                    continue
                if trig.first_each_turn and not first_this_turn(game, watcher, trig.when, event, trig.first_each_turn):
                    who = event.cards().get(trig.first_each_turn) if isinstance(trig.first_each_turn, str) else None
                    game.trace.add(f"{watcher}'s power does not trigger: it triggers only the first time each turn"
                                   f"{' for ' + str(who) if who else ''}, and this is not the first time.", "703.1",
                                   power=watcher.name)
                    continue
                if trig.while_ is not None:  # enc-while4, 714.3a: a power that works only while its condition holds
                    true, held = holds(game, trig.while_, watcher.controller, watcher)
                    if not true:
                        game.trace.add(f"{watcher}'s power does not trigger: it works only while its condition holds, "
                                       f"and it does not ({held}).", "714.3a", "703.1", power=watcher.name)
                        continue
                if trig.if_ is not None:  # 703.2: a double-check power triggers only if its condition is true
                    true, fact = holds(game, trig.if_, watcher.controller, watcher)
                    if not true:
                        game.trace.add(f"{watcher}'s power does not trigger: its condition is false ({fact}).",
                                       "703.2", power=watcher.name)
                        continue
                waiting = Waiting(watcher, watcher.controller, list(trig.effects), watcher.name,
                                  targets=list(trig.targets), event={**event.cards(), **gone_itself(game, watcher)},
                                  amount=event.amount,
                                  condition=trig.if_, number=index + 1)
                game.trigger(waiting, *moment(game, trig.when, event, watcher, seen))
                made.append(waiting)
                if trig.while_ is not None:
                    game.trace.add(f"{watcher}'s power works only while its condition holds, and it does ({held}): "
                                   "it triggers.", "714.3a", "703.1", power=watcher.name)
                if lost:
                    game.trace.add(f"{watcher} has lost its powers, so its text box counts as blank, but this power "
                                   "is not in it: a modifier gives it.", "700.3", "703.3", power=watcher.name)
                if watcher.zone == "chain":
                    game.trace.add(f"{watcher}'s power works while it is on the chain as well as in play, so it "
                                   "triggers though the card has not entered play.", "703.3b", power=watcher.name)
                elif watcher.zone == "deck":
                    game.trace.add(f"{watcher}'s power works in the deck, and its card is revealed there, so it "
                                   "triggers though the card is not in play.", "703.3a", power=watcher.name)
                elif watcher.zone != "play":
                    game.trace.add(f"{watcher}'s power works outside play, and its card is face up in the "
                                   f"{ZONE_NAMES.get(watcher.zone, watcher.zone)}, so it triggers there.",
                                   "700.2", "703.3a", power=watcher.name)
    return made


# id(state) → (the state, its roster-of-play stamp, (its cards in play, the kinds of event their triggered powers
# watch for)); id(state) → (the state, its roster stamp, the kinds the cards working outside play watch for)
_WATCHING: dict[int, tuple] = kept_through_trials({}, play_roster_writes)
_WATCHING_ELSEWHERE: dict[int, tuple] = kept_through_trials({}, roster_writes)


def watching(state) -> tuple[frozenset[int], frozenset[str], frozenset[str]]:
    """The oids of the cards in play, the kinds of event that the triggered powers printed on them
    watch for, and those that the cards working outside play watch for (working_elsewhere): the
    first two read again only after a change of the roster of play, the third after a change of the
    roster (the cards' zones and definitions are all they read), not at a card drawn or discarded."""
    in_play, kinds = per_in_play(_WATCHING, state, lambda: _watching_read(state.in_play()), play_roster_writes)
    elsewhere = per_in_play(_WATCHING_ELSEWHERE, state, lambda: _watching_read(working_elsewhere(state))[1],
                            roster_writes)
    return in_play, kinds, elsewhere


def _watching_read(cards: list[Card]) -> tuple[frozenset[int], frozenset[str]]:
    return frozenset([c.oid for c in cards]), frozenset().union(*[watched(c.definition) for c in cards])


def may_watch(state, views: dict[int, View], kinds: set[str]) -> bool:
    """Could a card's triggered power watch for an event of these kinds? Not if the cards of ``views``
    are all in play now, none of them nor of those working outside play has a printed power that
    watches for such an event, and nothing gives powers (700.1): a card silent for them then has
    nothing to say (triggered_reader). With characteristics.CHECK_CACHE on, a "no" is checked
    against the cards one by one."""
    in_play, seen_in_play, seen_elsewhere = watching(state)
    if not (kinds.isdisjoint(seen_in_play) and kinds.isdisjoint(seen_elsewhere) and views.keys() <= in_play) or \
            granting_powers(state):
        return True
    if characteristics.CHECK_CACHE:
        watchers = [(v.card, v.powerless) for v in views.values()] + [(c, False) for c in working_elsewhere(state)]
        if triggered_reader(state, kinds)[1](watchers, set()):
            raise AssertionError(f"a card may watch for {sorted(kinds)}, though the roster's reading says none does")
    return False


def end_until(game: Context, events: list[Event], views: dict[int, View], seen: dict[int, View]) -> None:
    """714.3: a modifier made to last "until [an event]" ends as soon as such an event happens."""
    for mod in game.state.modifiers:
        until = field_or(mod.spec, "until")
        if until is None or mod.uses_left == 0 or mod.lapsed(game.state):
            continue
        if any(fits(game, until, event, views, mod.source, seen, mod.targets, mod.controller) for event in events):
            mod.uses_left = 0
            game.trace.add(f"{mod.source}'s modifier ends: it was to last only until an event of the kind it names "
                           f"({until.event}), and one has just happened.", "714.3", power=mod.source.name)


def watch_modifiers(game: Context, events: list[Event], views: dict[int, View], seen: dict[int, View]) -> list[Waiting]:
    """715.1: a triggered modifier made by a link triggers like a triggered power, while it lasts;
    "this way" means the packets of the link that made it."""
    made = []
    for mod in game.state.modifiers:
        if not isinstance(mod.spec, CreateTrigger) or mod.uses_left == 0 or mod.lapsed(game.state):
            continue  # 715.1: it triggers only while it lasts
        trig = mod.spec.create_trigger
        if trig.later_turn and mod.turn == game.state.turn:
            continue  # enc-turn8: 'the next turn': none of the events of the turn it was made in (715.1)
        fired = 0
        for event in events:
            if trig.when.this_way and event.batch != mod.batch:
                continue
            if not fits(game, trig.when, event, views, mod.source, seen, mod.targets, mod.controller):
                continue
            # the cards its link remembered (415.9b: "it" in a graveyard) stay known to its effect
            remembered = {k.split(":", 1)[1]: c for k, c in mod.targets.items() if k.startswith("event:")}
            marks = {k: c for k, c in mod.targets.items() if k.startswith(REMEMBERED)}  # what it picked as made (715.1)
            waiting = Waiting(mod.source, mod.controller, list(trig.effects), mod.source.name,
                              targets=list(trig.targets), event={**remembered, **event.cards()}, amount=event.amount,
                              marks=marks)
            fired += 1
            again = trig.once and fired > 1  # 703.1a: each of the simultaneous events is "the next time"
            game.trace.add(f"The triggered modifier that {mod.source} made triggers" +
                           (" again: these events happen at the same time, and each of them is the next time"
                            if again else "") + f". The effect it creates has the modifier's source, {mod.source}, "
                           f"as its own, and {mod.controller}, who controlled the link that made the modifier, "
                           "controls it.", "715.1", "712.5", "712.6", *(["703.1a", "802"] if again else []),
                           power=mod.source.name)
            game.trigger(waiting)
            made.append(waiting)
        if fired and trig.once:
            mod.uses_left = 0  # "the next time …": it triggers on that one occasion, then ends (715.1)
    return made


def moment(game: Context, when: EventPattern, event: Event, watcher: Card, seen: dict[int, View]) -> tuple:
    """``when_judged``, and 205.1 when the pattern asks a card's ATK ("an ally with 6 or more
    ATK"): that ATK is the card's as it then was, its modifiers counted."""
    found = when_judged(game, when, event, watcher, seen)
    if not read_once(_CURRENT_ATK, when, _reads_current_atk):  # read once per pattern: frozen card data
        return found
    note, *rules = found or ("",)
    return (f"{note} The ATK it asks is the card's ATK with its modifiers then.", *rules, "205.1")


_CURRENT_ATK: dict[int, tuple] = {}  # id(pattern) → (the pattern, whether it asks a card's current ATK)


def _reads_current_atk(when: EventPattern) -> bool:
    return reads_current_atk([when.subject, when.source, when.destination, when.opponent])


def when_judged(game: Context, when: EventPattern, event: Event, watcher: Card, seen: dict[int, View]) -> tuple:
    """What the trace says of when a power triggered, and the rules for it: 707.1f as a link is
    added (played, strike); 710.1d, 703.4 on entering play (judged just after); 703.4 when the
    event changes what the power looks at (the event "pollutes" itself), so that it is judged on
    the state just before: a card that leaves play, a packet to a "damaged" character."""
    if event.kind in ("played", "strike", "targeted", "placed"):
        return " It triggers as the link is added, once adding it is complete.", "707.1f"
    if event.kind == "enters-play":
        return " Entering play is judged on the state just after it.", "710.1d", "703.4"
    if event.kind == "enters-party":
        return " Entering a party is judged on the state just after it.", "415.8b", "703.4"
    if event.kind == "prevented":
        return " Damage was prevented, which powers that look for prevented damage see.", "717.2d"
    if event.kind == "becomes-hero":
        return " The Master Hero has just entered play, and the hero was not that one before.", "301.4c"
    if event.kind in ("damage", "heal") and reads_damage(when):
        return " It is judged on the state just before the event, which changes the damage it looks at.", "703.4"
    if not fits(game, when, event, {}, watcher, after_views(game, event)):
        return (" It is judged on the state just before the event: the state after it would no longer match.",
                "703.4")
    return ()


def reads_damage(when: EventPattern) -> bool:
    """Does the pattern ask whether a card is damaged ("a damaged ally")?"""
    return any(sel is not None and (sel.damaged is not None or sel.damage_at_least is not None)
               for sel in (when.subject, when.source, when.destination, when.opponent))


def after_views(game: Context, event: Event) -> dict[int, View]:
    """The event's cards as they are after it: in play with their current characteristics, in
    another zone as printed, and not at all if they have become new cards (415.9a)."""
    views = compute_views(game.state)
    return {c.oid: views.get(c.oid) or printed(c) for c in event.cards().values() if c.oid in game.state.cards}


# id(state) → (the state, its in-play stamp, its cards working outside play)
_ELSEWHERE: dict[int, tuple] = kept_through_trials({}, roster_writes)


def working_elsewhere(state) -> list[Card]:
    """The cards outside play with a triggered power that works where they are (works_in), in the
    order of the state's cards: read again only after a change of the roster (per_in_play: the
    cards' zones and definitions are all it reads), not at every event."""
    return per_in_play(_ELSEWHERE, state, lambda: [c for c in state.cards.values() if c.zone != "play"
                                                   and id(c.definition) not in _PLAY_ONLY and works_in(c, c.zone)],
                       roster_writes)


_ZONES: dict[int, tuple] = {}  # id(definition) → (the definition, the zones its triggered powers work in)
# The ids of the definitions read so far (kept in _ZONES: never reused) whose triggered powers, if
# any, work only in play: working_elsewhere passes over their cards (most of a deck) without a call.
_PLAY_ONLY: set[int] = set()


def works_in(card: Card, zone: str) -> bool:
    """Has the card a triggered power that works in this zone (703.3a, 703.3b)? The zones are read
    once per definition (the definitions being frozen): every event asks it of every card."""
    zones = read_once(_ZONES, card.definition, _zones_read)
    return zone in zones or "any" in zones


def _zones_read(definition) -> frozenset[str]:
    """The zones the definition's triggered powers work in, its id noted if they are play alone."""
    zones = frozenset(z for p in definition.powers if p.triggered for z in p.triggered.zones)
    if zones <= {"play"}:
        _PLAY_ONLY.add(id(definition))
    return zones


def face_down_miss(game: Context, watcher: Card, events: list[Event], seen: dict[int, View]) -> None:
    """703.3a: say so when a face-down card's power, working outside play, would have triggered."""
    for power in watcher.definition.powers:
        trig = power.triggered
        if trig and any(fits(game, trig.when, e, seen, watcher, {**seen, watcher.oid: printed(watcher)})
                        for e in events):
            game.trace.add(f"{watcher}'s power does not trigger: outside play a power triggers only if its card "
                           "is revealed, and this card is face down.", "703.3a", power=watcher.name)
            return


def powerless_miss(game: Context, watcher: Card, events: list[Event], seen: dict[int, View]) -> None:
    """703.3, 700.3: say so when a printed power would have triggered but its card had lost its powers."""
    for power in watcher.definition.powers:
        trig = power.triggered
        if trig and any(fits(game, trig.when, e, seen, watcher, seen) for e in events):
            game.trace.add(f"{watcher}'s power does not trigger: judged on the state just before the event, its "
                           "card had lost its powers.", "703.3", "700.3", "703.4", power=watcher.name)
            return


def first_this_turn(game: Context, watcher: Card, when: EventPattern, event: Event, per: bool | str) -> bool:
    """"The first time … each turn": the event is the first of this turn that fits what the power
    watches for (the turn's record, history.py, holds it already); with a role, the first for the
    card in that role ("when each ally in your party attacks for the first time each turn")."""
    who = event.cards().get(per) if isinstance(per, str) else None
    for earlier, seen in this_turn(game.state):
        if isinstance(per, str) and (earlier.cards().get(per) is None or who is None
                                     or earlier.cards()[per].oid != who.oid):
            continue
        if fits_pattern(game.state, when, earlier, seen, watcher.controller, watcher):
            return earlier is event
    return True


def joined_party(game: Context, cards: list[Card]) -> None:
    """415.8b: a card whose control changes enters its new controller's party (an ``enters-party``
    event; entering play raises it too, moves.entered). Like entering play, the powers that watch
    for it look at the state just after it (703.4), so "your party" is the new controller's."""
    if cards:
        watch(game, [Event("enters-party", subject=c) for c in cards], compute_views(game.state))


def watch_destroyed(game: Context, destroyed: list[tuple[Card, View]], before: dict[int, View],
                    left: list[tuple[Card, View]] = ()) -> None:
    """Destroyed cards trigger powers of cards that were in play just before (look back: 703.4).
    Each of them, and each card of ``left`` (cards that left play some other way), has also left
    play: a ``leaves-play`` event, whichever way it went ("when this ally leaves play")."""
    gone = list(destroyed) + list(left)
    copies = [graveyard_copy(game, card) for card, _ in destroyed]  # each looked up once
    arrived = [(copy, view) for copy, (_, view) in zip(copies, destroyed) if copy is not None]
    watch(game, [Event("destroyed", subject=card, moved=copy) for copy, (card, _) in zip(copies, destroyed)] +
          [Event("leaves-play", subject=card, moved=game.state.by_label(card.label)) for card, _ in gone] +
          [Event("to-graveyard", subject=copy, powerless=view.powerless) for copy, view in arrived], before,
          {**{card.oid: view for card, view in gone}, **{copy.oid: printed(copy) for copy, _ in arrived}})


def watch_graveyard(game: Context, card: Card) -> None:
    """A card put into its owner's graveyard from anywhere but play (a hand, a deck, the chain): a
    ``to-graveyard`` event, its subject the card as it now is there (415.9a), which a power working
    in the graveyard sees (703.3a: 'when this enters your graveyard from anywhere')."""
    if card.zone == "graveyard":
        watch(game, [Event("to-graveyard", subject=card)], compute_views(game.state), {card.oid: printed(card)})


def gone_itself(game: Context, watcher: Card) -> dict[str, Card]:
    """enc-enter11: a watcher that left play with the event (looking back, 703.4: an attachment destroyed with its host,
    400.4) and is now in its owner's graveyard: that card there, the event's role 'itself' (415.9b)."""
    if watcher.oid in game.state.cards:
        return {}
    copy = graveyard_copy(game, watcher)
    return {"itself": copy} if copy is not None else {}


def graveyard_copy(game: Context, card: Card) -> Card | None:
    """The new card (415.9a) that a destroyed card became in its owner's graveyard."""
    now = game.state.by_label(card.label)
    return now if now is not None and now.zone == "graveyard" else None


def looked_back(game: Context, when: EventPattern, event: Event, watcher: Card, seen: dict[int, View]) -> None:
    """703.4: say so when a power doesn't trigger only because it judges the event by the state just
    before it (the event "polluted" itself)."""
    if when.event != event.kind or when.event in ("enters-play", "enters-party") or when.fatal is not None:
        return  # fatal damage is defined by the character just before the packet (405.2), never after it
    after = compute_views(game.state)
    if fits(game, when, event, after, watcher, {**seen, **after}):
        game.trace.add(f"{watcher}'s power does not trigger: it judges the event by the state just before it, "
                       "and that state doesn't match what it watches for.", "703.4", power=watcher.name)
