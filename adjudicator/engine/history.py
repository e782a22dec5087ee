"""What has happened this turn: every event, with its cards as they were at that moment (703.4), so
that "if you've played an ability this turn" or "target ally that attacked your hero this turn"
can be read later. The record of a turn is dropped when the next turn begins."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import EventPattern
from .selectors import fits_pattern, this_turn
from .views import printed

if TYPE_CHECKING:
    from .state import Card, State
    from .events import Event
    from .views import View


def record(state: State, events: list[Event], seen: dict[int, View]) -> None:
    """Keep the events with views of their cards; a card not in ``seen`` is kept as it shows now."""
    if state.history and state.history[0][0] != state.turn:  # kept in turn order: the oldest first
        state.history[:] = [h for h in state.history if h[0] == state.turn]  # an earlier turn's record is done
    for event in events:
        cards = [c for c in [*event.cards().values(), *event.with_cards] if c is not None]
        state.history.append((state.turn, event, {c.oid: seen.get(c.oid) or printed(c) for c in cards}))


def happened(state: State, when: EventPattern, you: str, source: Card | None) -> int:
    """How many events of this turn fit the pattern."""
    return sum(1 for event, seen in this_turn(state, when.event) if fits_pattern(state, when, event, seen, you, source))


def cards_in_role(state: State, when: EventPattern, role: str, you: str, source: Card | None) -> list[Card]:
    """The different cards that had ``role`` in this turn's events that fit the pattern, in the
    order they first did, wherever they are now (703.4: read as they were then)."""
    found: dict[int, Card] = {}
    for event, seen in this_turn(state, when.event):
        card = getattr(event, role)
        if card is not None and fits_pattern(state, when, event, seen, you, source):
            found.setdefault(card.oid, card)
    return list(found.values())


def amounts(state: State, when: EventPattern, role: str, you: str, source: Card | None) -> tuple[int, Card | None]:
    """enc-turn9 (408.2a): the damage (healing) of this turn's events that fit the pattern, added up: over them all
    ('all'), else for each card in ``role`` on its own; the largest total, with the card that has it."""
    totals: dict[int, int] = {}
    cards: dict[int, Card | None] = {}
    for event, seen in this_turn(state, when.event):
        if fits_pattern(state, when, event, seen, you, source):
            card = None if role == "all" else getattr(event, role)
            key = -1 if card is None else card.oid
            totals[key] = totals.get(key, 0) + (event.amount or 0)
            cards.setdefault(key, card)
    if not totals:
        return 0, None
    best = max(totals, key=lambda k: (totals[k], -k))  # ties: the card that entered the game first
    return totals[best], cards[best]


def happened_holds(state: State, stat, card: Card, you: str) -> bool:
    """enc-if: whether a standing power's 'while' about this turn's events holds now (``while_happened``,
    714.3a, 703.4; none: True), read for ``you`` from the turn's record, which ends with the turn."""
    return stat.while_happened is None or _holds(state, stat.while_happened, card, you)


def _holds(state: State, cond, card: Card, you: str) -> bool:
    if cond.any_:
        return any(_holds(state, c, card, you) for c in cond.any_)
    if cond.all_:
        return all(_holds(state, c, card, you) for c in cond.all_)
    if cond.different is not None:  # the different cards in that role (703.4)
        return len(cards_in_role(state, cond.happened, cond.different, you, card)) >= cond.at_least
    if cond.amounts is not None:  # enc-turn9: the damage of those events added up (408.2a)
        return amounts(state, cond.happened, cond.amounts, you, card)[0] >= cond.at_least
    return happened(state, cond.happened, you, card) >= cond.at_least
