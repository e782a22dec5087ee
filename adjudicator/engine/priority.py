"""Pre-priority processing (410.5, 410.6): waves of simultaneous checks (802), then waiting
triggered effects join the chain (708.1a)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from ..cards.model import CreateContinuous

from .selectors import kind_matches
from .board_key import play_roster_writes, roster_writes
from .characteristics import View, compute_views, kept_through_trials, lost_powers, per_in_play
from .state import Card
from . import copying, counters, loops, uniqueness, zone_replacement  # copying, counters: their effects' performers
from .control import power_givers, refresh_control
from .moves import fall_with_hosts
from .prohibitions import prohibited
from .triggers import watch_destroyed
from .decisions import Decision, Option
from .resources import turn_face_down
from .trace import Trace

if TYPE_CHECKING:
    from .context import GameLoop


def fatal(view: View) -> bool:
    """405.2: damage at least equal to health (a character with 0 health is destroyed by 410.6a itself)."""
    return view.health > 0 and view.card.damage >= view.health


def destroy_checks(views: dict[int, View]) -> list[tuple[Card, str]]:
    found = []
    for view in views.values():
        if (view.health > 0 and view.card.damage < view.health) or not view.is_character:
            continue  # most cards: neither (the cheaper question first)
        if view.health == 0:
            found.append((view.card, "its health is 0"))
        elif fatal(view):
            found.append((view.card, f"it has fatal damage ({view.card.damage} damage, {view.health} health)"))
    return found


def host_description(card: Card):
    """400.5: the "attached [thing]" of its text; without one, its attach description."""
    return printed_host_description(card.definition)


def printed_host_description(d):
    """400.5, for a card definition: what ``host_description`` reads."""
    if d.host_description is not None:
        return d.host_description
    if d.attach_to is not None:  # 400.3: an untargeted attach description
        return d.attach_to.kinds or d.attach_to.kind
    spec = next((t for t in d.targets if t.id == d.attach), None)
    return spec.kind if spec is not None else "card"


def loose_attachments(state, views: dict[int, View], in_play: list[Card]) -> list[tuple[Card, Card]]:
    """410.6c: each attachment checks only the type of its host against its host description; the
    rest of its attach instruction plays no part."""
    found = []
    for card in [c for c in in_play if c.attached_to is not None]:  # most cards are attached to nothing
        host = state.cards.get(card.attached_to)
        if host is not None and host.oid in views and not kind_matches(host_description(card), views[host.oid].types):
            found.append((card, host))
    return found


def host_types(game: GameLoop, views: dict[int, View]) -> Iterator[tuple[Card, Card, frozenset, frozenset | None]]:
    """Each attachment in play with its host, the host's types now and as last checked (None: not
    checked yet), in timestamp order; whether the host still fits (410.6c, 400.5) is the caller's."""
    attached = [c for c in game.state.in_play() if c.attached_to is not None]  # sorted alone: most cards are not
    for card in sorted(attached, key=lambda c: c.timestamp):
        host = game.state.cards.get(card.attached_to)
        if host is None or host.oid not in views:
            continue
        yield card, host, frozenset(views[host.oid].types), game.host_types.get(card.oid)


def host_note_due(card: Card, types: frozenset, before: frozenset | None) -> bool:
    """Has the host changed type since the last check and still fits the host description?"""
    return before is not None and before != types and kind_matches(host_description(card), types)


def hosts_changed(game: GameLoop, views: dict[int, View]) -> None:
    """410.6c, 400.5: say so when an attachment's host has changed type since the last check and
    still fits the host description, so the attachment stays."""
    for card, host, types, before in list(host_types(game, views)):
        game.host_types[card.oid] = types
        if host_note_due(card, types, before):
            was, now = (" and ".join(("an " if t[0] in "aeiou" else "a ") + t for t in sorted(ts)) for ts in (before, types))
            game.trace.add(f"Pre-priority checks: {card}'s host {host} is no longer {was} but {now}. It still fits "
                           f"{card}'s host description (\"attached {host_description(card)}\"), which is all that "
                           "is checked, so it stays attached.", "410.5", "410.6c", "400.5")


def crowded_locations(state) -> dict[str, list[Card]]:
    """410.6g: the players who control two or more locations (face-up ones: a face-down resource is
    blank, 412.1b), with those locations in timestamp order."""
    found: dict[str, list[Card]] = {}
    locations = locations_in_play(state)
    if len(locations) < 2:
        return found  # no player has two
    for card in sorted(locations, key=lambda c: c.timestamp):
        found.setdefault(card.controller, []).append(card)
    return {player: cards for player, cards in found.items() if len(cards) > 1}


# id(state) → (the state, its roster-of-play stamp, its face-up locations in play)
_LOCATIONS: dict[int, tuple] = kept_through_trials({}, play_roster_writes)


def locations_in_play(state) -> list[Card]:
    """The face-up locations in play, in play order: read again only after a change of the roster of play
    (the cards' zones, sides and definitions are all it reads), not at every wave."""
    return per_in_play(_LOCATIONS, state, lambda: [c for c in state.in_play() if c.definition.type == "location"
                                                   and not c.face_down], play_roster_writes)


def keep_one_location(game: GameLoop, player: str, locations: list[Card]) -> None:
    """410.6g: the player chooses one location; the game turns the others face down, each becoming a
    new card, a blank resource that stays ready or exhausted as it was (412.1b, 415.9a)."""
    pick = game.decide(Decision(player, "location", "410.6g", "the location to keep face up",
                                [Option(c.label, str(c.oid), f"card:{c.oid}") for c in locations]))
    for card in [c for c in locations if str(c.oid) != pick.key]:
        turn_face_down(game, card, f"{player} controls more than one location: {card} is turned face down, a blank "
                                   "resource and a new card.", "410.6g", "306.3", "412.1b", "415.9a")


def wave_checks(game: GameLoop, views: dict[int, View]) -> tuple[list, dict, tuple]:
    """What a wave of checks finds (410.6), found without doing any of it: the destructions due,
    which a "can't" stops (103.2), and the work to do: the destructions not stopped, tokens outside
    play, damage on non-characters, decked players, loose attachments, face-down cards with
    counters and crowded locations (410.6a to 410.6g)."""
    state = game.state
    destroy = destroy_checks(views)
    vanish = tokens_outside_play(state)
    in_play = state.in_play()
    cleanup = [c for c in in_play if c.damage > 0 and not views[c.oid].is_character]
    stopped = {c.oid: prohibited(game, c, views) for c, _ in destroy}
    acting = [(c, why) for c, why in destroy if stopped[c.oid] is None]
    decked = [p.name for p in state.active_players if p.decked]  # 410.6b
    loose = loose_attachments(state, views, in_play)  # 410.6c
    bare = counters.face_down_counters(state)  # 410.6f
    places = crowded_locations(state)  # 410.6g
    return destroy, stopped, (acting, vanish, cleanup, decked, loose, bare, places)


# id(state) → (the state, its roster stamp, its tokens outside play)
_TOKENS_OUTSIDE: dict[int, tuple] = kept_through_trials({}, roster_writes)


def tokens_outside_play(state) -> list[Card]:
    """410.6d: the tokens outside play, in the order of the state's cards: read again only after a
    change of the roster (a card's zone, a card joining or leaving the state's cards; a card is a
    token or not from its making on), not at every wave of every check."""
    return per_in_play(_TOKENS_OUTSIDE, state, lambda: [c for c in state.cards.values() if c.token and c.zone != "play"],
                       roster_writes)


def run_wave(game: GameLoop, number: int) -> bool:
    """One wave of checks (410.6). Returns whether anything happened."""
    state = game.state
    views = compute_views(state)
    hosts_changed(game, views)
    destroy, stopped, (acting, vanish, cleanup, decked, loose, bare, places) = wave_checks(game, views)
    if not acting and not vanish and not cleanup and not decked and not loose and not bare and not places:
        return False  # a destruction that a "can't" stops is no action: the checks end (410.6)
    with game.trace.group(f"Pre-priority checks, wave {number}: these happen at the same time.", "410.5", "410.6",
                          "802"):
        for card in vanish:
            game.trace.add(f"The token {card} is outside play and ceases to exist; whatever watched for it leaving "
                           "play has already seen it go.", "410.6d", "404.2", "404.2b")
            del state.cards[card.oid]
        for card in cleanup:
            game.trace.add(f"Damage is removed from {card}, which is not a character.", "410.6e")
            card.damage = 0
        counters.clear(game, bare)
        destroyed = []
        for card, host in loose:
            game.trace.add(f"{card} is destroyed: its host {host} no longer fits its host description "
                           f"(\"attached {host_description(card)}\").", "410.6c", "400.5", "103.3")
            destroyed.append((card, views[card.oid]))
            state.move(card, "graveyard")
        reasons = {card.oid: why for card, why in acting}
        plain, elsewhere = zone_replacement.replace_all(game, [(c, f" ({why})") for c, why in acting], views)
        for card in plain:
            why = reasons[card.oid]
            game.trace.add(f"{card} is destroyed: {why}.", *(["410.6a", "405.2"] if "fatal" in why else ["410.6a"]))
            destroyed.append((card, views[card.oid]))
            state.move(card, "graveyard")
        destroyed += fall_with_hosts(game, [c for c, _ in destroyed] + elsewhere, views)  # 400.4
        for card, why in destroy:
            if stopped[card.oid] is not None:
                not_destroyed(game, card, why, stopped[card.oid])
        destroyed += fall_with_hosts(game, [c for c, _ in destroyed], views)  # 400.4: the same event
        for player, locations in places.items():
            keep_one_location(game, player, locations)
        watch_destroyed(game, destroyed, views, [(c, views[c.oid]) for c in elsewhere])
        for name in decked:
            game.trace.add(f"{name} has had to draw more cards than were left in their deck: {name} is decked.",
                           "410.6b")
        game.check_losses(destroyed, decked)
    game.wave_log.append(sorted(c.label for c, _ in destroyed))
    return True


def not_destroyed(game: GameLoop, card: Card, why: str, cant) -> None:
    """103.2: the "can't be destroyed" wins over 410.6a. 103.4: if the card with that power leaves
    play in this same wave, its modifier ends at the very instant of the destruction, and still
    stops it."""
    source = cant.source
    ending = not cant.by_link and (game.state.cards.get(source.oid) is not source or source.zone != "play")
    if ending:
        game.trace.add(f"{card} is not destroyed, though {why}: {cant.says} says it can't be. {source} "
                       "leaves play in this same wave, so that modifier ends at the very instant of the destruction, "
                       "and it still stops it.", "410.6a", "103.2", "103.4", power=source.name)
    else:
        said, rules = cant.while_said  # enc-while3
        game.trace.add(f"{card} is not destroyed, though {why}: {cant.says} says it can't be{said}, and a \"can't\" "
                       "wins over the rule that would destroy it.", "410.6a", "103.2", *rules, power=source.name)


def settle_control(game: GameLoop) -> None:
    """401.3: control follows its modifiers; 414.1: a uniqueness violation is repaired as soon as it
    arises, before and between waves. Each can start the other: a control change can cause a violation,
    and the card the repair destroys can be the one a control change lasted for (714.3b, 415.9a), so
    control goes back (401.3b). Repeat until neither does anything; each repair destroys a card, so
    this ends."""
    while game.state.result is None:
        moved = refresh_control(game)
        if not uniqueness.repair(game) and not moved:
            return


def pre_priority(game: GameLoop, add_triggers: bool = True) -> None:
    """410.5: the checks in waves until one does nothing, then waiting triggered effects join the chain;
    again while what triggered on their targets becoming targets waits (707.1f): nobody receives
    priority while a triggered effect waits (708.1b)."""
    checks(game)
    while add_triggers and game.state.result is None and game.waiting:  # nothing waiting: nothing joins (708.1a)
        game.add_waiting_to_chain()
        if game.waiting:  # 707.1f: what triggered on the new links' targets: the checks again, then it joins
            checks(game)


def checks(game: GameLoop) -> None:
    """410.5: the checks before priority, in waves until one does nothing."""
    number = 1
    game.lost_once |= lost_powers(game.state)  # 701.4a: a power lost and got back is the same power
    settle_control(game)
    seen: set[tuple] = set()  # the states between waves, from the second wave on (803.5)
    while game.state.result is None and run_wave(game, number):
        number += 1
        settle_control(game)  # a wave's events may end a control change ("for as long as …", 714.3b)
        mark = loops.board_mark(game)
        if mark in seen:
            loops.unbreakable(game)
        seen.add(mark)


def at_rest(game: GameLoop) -> bool:
    """410.5: would pre-priority processing surely do nothing now (no step, no link joining the
    chain)? Read without doing any of it, the game left as it was: nothing waits to join the chain
    (708.1a), nothing can give or end control of a card (401.3, 714.3b), no player has a uniqueness
    violation (414.1) nor would be told of a limit raised, no host has changed type (410.6c) and no
    check of a wave applies (410.6). False where processing might do something: the caller then
    tries it (legal.trying)."""
    state = game.state
    if state.result is not None or game.waiting or control_may_change(state):
        return False
    if not uniqueness.within_limits(state) and uniqueness_at_stake(game):
        return False
    views = compute_views(state)
    if any(host_note_due(card, types, before) for card, _, types, before in host_types(game, views)):
        return False
    return not any(wave_checks(game, views)[2])


def uniqueness_at_stake(game: GameLoop) -> bool:
    """Would repairing uniqueness find a violation (414.1), or tell of a limit raised? Read without
    doing it: what the telling would write is set aside."""
    state, trace, excused = game.state, game.trace, game.excused
    game.trace, game.excused = Trace(), set(excused)
    try:
        clash = any(uniqueness.violations(game, p.name) for p in state.clockwise_from(state.turn_player))
        return clash or bool(game.trace.steps)
    finally:
        game.trace, game.excused = trace, excused


def control_may_change(state) -> bool:
    """Could control.refresh_control change anything (401.3, 714.3b)? Said without judging it: a
    modifier that lasts "for as long as" a card remains so and has not ended, one that gives
    control, a card whose power gives control, or a card held by another player."""
    return any(m.anchor is not None and not m.ended for m in state.modifiers) or \
        any(isinstance(m.spec, CreateContinuous) and m.spec.create_continuous.gain_control for m in state.modifiers) or \
        bool(power_givers(state)) or any(c.held_by is not None for c in state.in_play())
