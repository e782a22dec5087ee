"""What every board must be, whoever built it (a scenario's setup, table mode, the engine after a
step): each card in one zone (415.1), an attachment in play on exactly one host that is another
card in play (400.4), so no card is attached to itself nor in a ring of attachments, and no more
cards than the format allows. :func:`board_fault` names the first card that breaks one of these,
with the rule; the callers say it as bad input (setup, expectations) or as a bug (the engine)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..limits import MAX_CARDS
from .state import ZONES


@dataclass(frozen=True)
class Fault:
    label: str  # the card's id
    message: str  # what is wrong, ending with the rule it breaks


def board_fault(state) -> Fault | None:
    """The first impossible thing on the board, or None."""
    cards = sorted(state.cards.values(), key=lambda c: c.oid)
    if len(cards) > MAX_CARDS:
        return Fault(cards[MAX_CARDS].label, f"the game holds {len(cards):,} cards, over the limit of {MAX_CARDS:,}")
    twice = [label for label, n in Counter(c.label for c in cards).items() if n > 1]
    if twice:
        return Fault(twice[0], f"{twice[0]} is in two places at once: a card is in one zone (415.1)")
    for card in cards:
        problem = zone_fault(card) or host_fault(state, card)
        if problem:
            return Fault(card.label, problem)
    return None


def zone_fault(card) -> str | None:
    if card.zone not in ZONES:
        return f"{card.label}'s zone {card.zone!r} is not one of the six zones (415.1)"
    return None


def host_fault(state, card) -> str | None:
    """An attachment's host: another card, in play, and no ring of hosts back to it (400.4)."""
    if card.attached_to is None:
        return None
    if card.zone != "play":
        return f"{card.label} is attached to a host but is in the {card.zone} zone: an attachment is in play (400.4)"
    host = state.cards.get(card.attached_to)
    if host is None or host.zone != "play":
        return f"{card.label}'s host is not in play: a host must be in play (400.4)"
    seen = {card.oid}
    while host is not None and host.oid not in seen:  # up the hosts: a ring comes back to a card seen
        seen.add(host.oid)
        host = state.cards.get(host.attached_to) if host.attached_to is not None else None
    if host is not None:
        what = ("itself" if card.attached_to == card.oid else
                f"{state.cards[card.attached_to].label}, in a ring of attachments through {host.label}")
        return f"{card.label} is attached to {what}: an attachment has exactly one host, another card in play (400.4)"
    return None
