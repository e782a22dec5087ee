"""Counters (404.1): named counters that flag or count, stat counters that change ATK or health
(404.1c), a location's capacity (306.3), checks on what is left (404.1d), and the pre-priority
check that clears face-down resources of counters (410.6f). A card that becomes a new card has no
counters (404.1b): a new object starts bare."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import (CounterOfChoice, CreateContinuous, EnteringStatCounters, PutCounters, RemoveCounter,
                           RemoveStatCounters, Selector, Stat)
from .decisions import Decision, Option
from .amounts import link_amount
from .board_key import play_roster_writes
from .characteristics import compute_views, kept_through_trials, per_in_play
from .selectors import amount, select
from .state import Modifier
from .performers import PERFORMERS

if TYPE_CHECKING:
    from .context import Context
    from .state import Card, Link, State


def stat_changes(effect: PutCounters) -> tuple:
    """A stat counter's changes, each with its stat's word (404.1c)."""
    return (effect.atk, "ATK"), (effect.health, "health"), (effect.defense, "DEF")


def named(n: int, name: str | None) -> str:
    return f"{n} {name + ' ' if name else ''}counter{'s' if n != 1 else ''}"


def put_counters(game: Context, link: Link, effect: PutCounters) -> list[Card]:
    """404.1: counters go on each card picked — the card with the power unless another is named
    (404.1a); a stat counter is a continuous modifier for as long as it stays (404.1c); a location
    holds no more named counters than its capacity (306.3)."""
    state = game.state
    cards = select(state, effect.on, compute_views(state), link.controller, link.source, link.targets)
    itself = effect.on.this and effect.on == type(effect.on)(this=True)
    done = []
    n = effect.put_counters if isinstance(effect.put_counters, int) else link_amount(game, link, effect.put_counters,
                                                                                     compute_views(state))
    if effect.put_counters == "that-much":  # 'a counter for each damage dealt': the triggering event's amount
        game.trace.add(f"{link.source}'s effect puts one counter for each of the amount of the event that triggered "
                       f"it: {n}.", "703.1", "709.2d", power=link.source.name)
    for card in cards:
        if effect.named is None:
            put_stat_counters(game, link, card, n, effect, itself)
            done.append(card)
            continue
        room = n if card.definition.capacity is None else max(0, card.definition.capacity - sum(card.counters.values()))
        put = min(n, room)
        card.counters[effect.named] = card.counters.get(effect.named, 0) + put
        capped = f"; its capacity of {card.definition.capacity} allows only {put}" if put < n else ""
        game.trace.add(f"{link.source}'s effect puts {named(put, effect.named)} on {card}{capped} (now "
                       f"{card.counters[effect.named]}).", "404.1", *(["404.1a"] if itself else []),
                       *(["306.3"] if card.definition.capacity is not None else []), power=link.source.name)
        if put:
            done.append(card)
    return done


def put_stat_counters(game: Context, link: Link, card: Card, n: int, effect: PutCounters, itself: bool) -> None:
    """404.1c, 718.2g: each stat counter is a continuous modifier on its card alone, stamped as it is
    put on (so it takes its place in timestamp order, 718.1); it lasts while that card stays the
    same card in play (a new card has no counters, 404.1b, 415.9a). It is not a power (700.3)."""
    stat_modifiers(game.state, link.controller, link.source, card, n, effect)
    change = ", ".join(f"{v:+d} {what}" for v, what in stat_changes(effect) if v)
    game.trace.add(f"{link.source}'s effect puts {named(n, None)} ({change} each) on {card}: each is a continuous "
                   "modifier on it for as long as the counter stays, with the moment it was put on as its timestamp, "
                   "not the card's nor the link's.", "404.1", "404.1c", "718.2g", *(["404.1a"] if itself else []),
                   power=link.source.name)


def stat_modifiers(state: State, controller: str, source: Card, card: Card, n: int, effect) -> None:
    """404.1c, 718.2g: ``n`` stat counters on the card, each a modifier stamped as it is put on (``effect``: a
    PutCounters or an EnteringStatCounters, the change each counter makes)."""
    spec = CreateContinuous(create_continuous=Stat(affects=Selector(target="counter"), atk=effect.atk or None,
                                                   health=effect.health or None, **{"def": effect.defense or None}),
                            duration="game")
    for _ in range(n):
        state.modifiers.append(Modifier(len(state.modifiers) + 1, spec, controller, source, {"counter": card},
                                        state.tick(), None, state.turn, stamped_by="counter"))


def such_stat_counters(state: State, card: Card, part) -> list[Modifier]:
    """The stat counters on the card that make the change ``part`` names (404.1c), oldest first."""
    want = (part.atk or None, part.health or None, part.defense or None)
    return [m for m in stat_counters(state, card) if (m.spec.create_continuous.atk, m.spec.create_continuous.health,
                                                     m.spec.create_continuous.defense) == want]


def enter_with_stats(game: Context, card: Card, stats: EnteringStatCounters, x: int | None = None) -> None:
    """enc-enter10, 710.1b: "enters play with three +1 ATK counters"; "X": the X chosen as it was played (707.1b, 0
    if it enters play other than by resolving, 201.3); "for each …": counted as it enters play."""
    state = game.state
    n = ((x or 0) if stats.count == "X" else stats.count if isinstance(stats.count, int)
         else amount(state, stats.count, compute_views(state), card.controller, card, {}))
    counted = "" if isinstance(stats.count, int) else f" ({'the X chosen as it was played' if stats.count == 'X' else 'counted as it enters play'}: {n})"
    change = ", ".join(f"{v:+d} {what}" for v, what in stat_changes(stats) if v)
    if n:
        stat_modifiers(state, card.controller, card, card, n, stats)
    game.trace.add(f"{card} enters play with {named(n, None)} ({change} each) on it, as its power says{counted}; each "
                   "is a continuous modifier on it for as long as the counter stays.", "710.1b", "404.1c", "718.2g",
                   *(["707.1b"] if stats.count == "X" else []))


def stat_counters(state: State, card: Card) -> list[Modifier]:
    """The stat counters on a card: their modifiers (404.1c)."""
    return [m for m in state.modifiers if m.stamped_by == "counter" and m.targets["counter"] is card
            and m.uses_left != 0]


def has_counters(state: State, card: Card) -> bool:
    return any(card.counters.values()) or bool(stat_counters(state, card))


def remove_counter(game: Context, link: Link, effect: RemoveCounter) -> list[Card]:
    """404.1: take counters of that name off the card (the card with the power unless another is
    named, 404.1a). Returns the cards a counter was actually removed from ("if you do")."""
    state = game.state
    cards = select(state, effect.from_, compute_views(state), link.controller, link.source, link.targets)
    itself = effect.from_ == type(effect.from_)(this=True)
    if not cards:
        game.trace.add(f"{link.source} is no longer in play, so no {effect.remove_counter} counter can be removed from "
                       "it.", "404.1", "709.2c")
    done = []
    for card in cards:
        have = card.counters.get(effect.remove_counter, 0)
        took = min(have, effect.count)
        if not took:
            game.trace.add(f"{card} has no {effect.remove_counter} counter to remove: that part can't be done.",
                           "404.1", "709.2c")
            continue
        card.counters[effect.remove_counter] = have - took
        game.trace.add(f"{named(took, effect.remove_counter).capitalize()} {'is' if took == 1 else 'are'} removed from "
                       f"{card}; {have - took} left.", "404.1", *(["404.1a"] if itself else []),
                       power=link.source.name)
        done.append(card)
    return done


def counter_kinds(state: State, card: Card) -> dict[str, object]:
    """The kinds of counter on a card, each with what stands for it: a name (its count is in card.counters), or a
    stat counter's changes (one of its modifiers, 404.1c), in a fixed order (names, then stat counters by timestamp)."""
    kinds: dict[str, object] = {name: name for name, n in sorted(card.counters.items()) if n > 0}
    for mod in stat_counters(state, card):
        stat = mod.spec.create_continuous
        change = ", ".join(f"{v:+d} {what}" for v, what in ((stat.atk, "ATK"), (stat.health, "health"),
                                                            (stat.defense, "DEF")) if v)
        kinds.setdefault(f"{change} counter", mod)
    return kinds


def counter_of_choice(game: Context, link: Link, effect: CounterOfChoice) -> list[Card]:
    """404.1, 709.2b: on each card picked, the link's controller picks a kind of counter on it (no choice with one
    kind); one of it comes off ('remove') or one more goes on ('add-another'; a location holds no more named counters
    than its capacity, 306.3). Returns the cards changed ("if you do")."""
    state, done = game.state, []
    for card in select(state, effect.on, compute_views(state), link.controller, link.source, link.targets):
        kinds = counter_kinds(state, card)
        if not kinds:
            game.trace.add(f"{card} has no counter on it: that part can't be done.", "404.1", "709.2c")
            continue
        pick = game.decide(Decision(link.controller, "choose", "709.2b", f"the kind of counter on {card}",
                                    [Option(k, k, k) for k in kinds]))
        if pick is None:
            continue
        kind = kinds[pick.key]
        if counter_changed(game, link, card, pick.key, kind, effect.counter_of_choice == "remove"):
            done.append(card)
    return done


def remove_stat_counters(game: Context, link: Link, effect: RemoveStatCounters) -> list[Card]:
    """404.1, 404.1c: take stat counters of that change off each card picked (default: the card with the power,
    404.1a); each counter's modifier ends as it goes. Returns the cards a counter was actually removed from ("if
    you do", 709.2f)."""
    state = game.state
    cards = select(state, effect.from_, compute_views(state), link.controller, link.source, link.targets)
    kind = " ".join(f"{v:+d} {what}" for v, what in stat_changes(effect) if v)
    if not cards:
        game.trace.add(f"No card to remove {kind} counters from: that part can't be done.", "404.1", "709.2c",
                       power=link.source.name)
    done = []
    for card in cards:
        held = such_stat_counters(state, card, effect)
        took = held if effect.remove_stat_counters == "all" else held[:effect.remove_stat_counters]
        for mod in took:
            mod.uses_left = 0  # the counter is off: its modifier ends (characteristics.lasts)
        game.trace.add(f"{len(took) or 'No'} {kind} counter{'' if len(took) == 1 else 's'} "
                       f"{'is' if len(took) == 1 else 'are'} removed from {card}, {len(held) - len(took)} left"
                       + (": each was a continuous modifier on it, which ends." if took else "."),
                       "404.1", *(["404.1a"] if effect.from_.this else []), "404.1c", *(["709.2c"] if not took else []),
                       power=link.source.name)
        if took:
            done.append(card)
    return done


def counter_changed(game: Context, link: Link, card: Card, label: str, kind, remove: bool) -> bool:
    """One counter of the kind picked off the card, or one more on it."""
    if isinstance(kind, str):
        if not remove and card.definition.capacity is not None and sum(card.counters.values()) >= card.definition.capacity:
            game.trace.add(f"{card} holds as many counters as its capacity of {card.definition.capacity}: no other "
                           f"{kind} counter goes on it.", "306.3", "709.2c")
            return False
        card.counters[kind] += -1 if remove else 1
    elif remove:
        kind.uses_left = 0  # the stat counter is off: its modifier ends (404.1c)
    else:  # one more stat counter: a modifier of its own, stamped now (404.1c, 718.2g)
        state = game.state
        state.modifiers.append(Modifier(len(state.modifiers) + 1, kind.spec, link.controller, link.source,
                                        {"counter": card}, state.tick(), None, state.turn, stamped_by="counter"))
    left = card.counters[kind] if isinstance(kind, str) else len(stat_counters(game.state, card))
    game.trace.add(f"{link.controller} picks the {label if not isinstance(kind, str) else kind + ' counter'} on {card}: "
                   f"one is {'removed from' if remove else 'added to'} it ({left} of that kind"
                   f"{'' if isinstance(kind, str) else ' of stat counters'} now).", "404.1", "709.2b",
                   *(["404.1c"] if not isinstance(kind, str) else []), power=link.source.name)
    return True


def check(game: Context, cond, player: str, source: Card | None, targets) -> tuple[bool, str]:
    """404.1d: a check of what is left of a card's counters; none left succeeds however that came
    about (even with no counter just removed)."""
    state = game.state
    cards = select(state, cond.on, compute_views(state), player, source, targets or {})
    if not cards:
        return False, f"there is no such card in play to count {cond.named} counters on"
    card = cards[0]
    n = card.counters.get(cond.named, 0)
    true = (cond.at_most is None or n <= cond.at_most) and (cond.at_least is None or n >= cond.at_least)
    return true, f"{card} has {named(n, cond.named)}"


def enter_with(game: Context, card: Card, counters: dict, x: int | None = None) -> None:
    """710.1b: "enters play with N [name] counters on it"; "X counters": the X chosen as the card
    was played (707.1b), 0 if it enters play other than by resolving (201.3)."""
    counters = {name: (x or 0) if n == "X" else n for name, n in counters.items()}
    for name, n in counters.items():
        card.counters[name] = card.counters.get(name, 0) + n
    if counters:
        game.trace.add(f"{card} enters play with {', '.join(named(n, k) for k, n in counters.items())} on it, as its "
                       "power says.", "710.1b", "404.1")


def face_down_counters(state: State) -> list[Card]:
    """410.6f: the face-down resources that have counters on them (has_counters, with the stat
    counters' modifiers read once for all cards, not once per card)."""
    cards = face_down_resources(state)
    if not cards:
        return []  # no face-down resource: the modifiers need no reading
    held = {id(m.targets["counter"]) for m in state.modifiers if m.stamped_by == "counter" and m.uses_left != 0}
    return [c for c in cards if (c.counters and any(c.counters.values())) or id(c) in held]


# id(state) → (the state, its roster-of-play stamp, its face-down resources)
_FACE_DOWN: dict[int, tuple] = kept_through_trials({}, play_roster_writes)


def face_down_resources(state: State) -> list[Card]:
    """The face-down resources in play, in play order: read again only after a change of the roster of play
    (a card's zone, row and side are all it reads), not at every check."""
    return per_in_play(_FACE_DOWN, state, lambda: [c for c in state.in_play() if c.row == "resource" and c.face_down],
                       play_roster_writes)


def clear(game: Context, cards: list[Card]) -> None:
    for card in cards:
        card.counters.clear()
        for mod in stat_counters(game.state, card):
            mod.uses_left = 0  # the counter is off: its modifier ends (characteristics.lasts)
        game.trace.add(f"Every counter is removed from {card}: a face-down resource keeps none.", "410.6f", "404.1b")


# The performers of these effects (performers.perform).
PERFORMERS.update({PutCounters: put_counters, RemoveCounter: remove_counter, RemoveStatCounters: remove_stat_counters,
                   CounterOfChoice: counter_of_choice})
