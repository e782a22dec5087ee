"""What has happened this turn: every event, with its cards as they were at that moment (703.4), so
that "if you've played an ability this turn" or "target ally that attacked your hero this turn"
can be read later. The record of a turn is dropped when the next turn begins."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import EventPattern
from .selectors import matches
from .views import printed

if TYPE_CHECKING:
    from .state import Card, State
    from .triggers import Event
    from .views import View


def record(state: State, events: list[Event], seen: dict[int, View]) -> None:
    """Keep the events with views of their cards; a card not in ``seen`` is kept as it shows now."""
    state.history[:] = [h for h in state.history if h[0] == state.turn]  # an earlier turn's record is done
    for event in events:
        cards = [c for c in [*event.cards().values(), *event.with_cards] if c is not None]
        state.history.append((state.turn, event, {c.oid: seen.get(c.oid) or printed(c) for c in cards}))


def this_turn(state: State) -> list[tuple[Event, dict]]:
    return [(event, seen) for turn, event, seen in state.history if turn == state.turn]


def fits_pattern(state: State, when: EventPattern, event: Event, seen: dict[int, View], you: str,
                 source: Card | None, targets: dict[str, Card] | None = None) -> bool:
    """Does the event fit the pattern, its cards judged by ``seen`` from the point of view of
    ``you``, the controller of ``source`` (with ``targets``, those of the link that made a
    triggered modifier)?"""
    if when.event != event.kind or (when.combat is not None and when.combat != event.combat):
        return False
    if when.damage_type and when.damage_type not in event.damage_types:  # 408.3a: any of its types
        return False
    for sel, card in ((when.subject, event.subject), (when.source, event.source), (when.destination, event.destination),
                      (when.opponent, event.opponent)):
        if sel is None:
            continue
        view = seen.get(card.oid) if card is not None else None
        if view is None or not matches(state, sel, view, you, source, targets):
            return False
    if when.with_ is not None and not any(  # 408.3d: one packet dealt with several weapons is one event
            matches(state, when.with_, seen.get(c.oid) or printed(c), you, source, targets)
            for c in event.with_cards):
        return False
    return True


def happened(state: State, when: EventPattern, you: str, source: Card | None) -> int:
    """How many events of this turn fit the pattern."""
    return sum(1 for event, seen in this_turn(state) if fits_pattern(state, when, event, seen, you, source))


def cards_in_role(state: State, when: EventPattern, role: str, you: str, source: Card | None) -> list[Card]:
    """The different cards that had ``role`` in this turn's events that fit the pattern, in the
    order they first did, wherever they are now (703.4: read as they were then)."""
    found: dict[int, Card] = {}
    for event, seen in this_turn(state):
        card = getattr(event, role)
        if card is not None and fits_pattern(state, when, event, seen, you, source):
            found.setdefault(card.oid, card)
    return list(found.values())
