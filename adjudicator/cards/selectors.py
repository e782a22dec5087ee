"""Selectors: which cards a power speaks of, judged from its controller's point of view (706.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .model import Count, Selector

if TYPE_CHECKING:
    from ..engine.characteristics import View
    from ..engine.state import Card, State


def related(state: State, relation: str, you: str, other: str) -> bool:
    """Is player ``other`` in ``relation`` to ``you``? Teammates are friendly, the rest opposing."""
    if relation == "any":
        return True
    if relation == "you":
        return other == you
    friendly = state.friendly(you, other)
    return friendly if relation == "friendly" else not friendly


def kind_matches(kind: str, card_type: str) -> bool:
    if kind == "card":
        return True
    if kind == "character":
        return card_type in ("hero", "ally")
    return card_type == kind


def matches(state: State, sel: Selector, view: View, you: str, source: Card | None,
            targets: dict[str, Card] | None = None) -> bool:
    card = view.card
    if sel.target is not None:
        chosen = (targets or {}).get(sel.target)
        return chosen is not None and chosen.oid == card.oid
    if sel.this:
        return source is not None and card.oid == source.oid
    if sel.other and source is not None and card.oid == source.oid:
        return False
    return (kind_matches(sel.kind, view.type)
            and related(state, sel.controller, you, card.controller)
            and (sel.named is None or view.name == sel.named)
            and (sel.trait is None or sel.trait in view.traits))


def select(state: State, sel: Selector, views: dict[int, View], you: str, source: Card | None,
           targets: dict[str, Card] | None = None) -> list[Card]:
    """The cards in play that ``sel`` picks, in timestamp order."""
    if sel.target is not None:
        chosen = (targets or {}).get(sel.target)
        return [chosen] if chosen is not None and chosen.oid in views else []
    return [v.card for v in views.values() if matches(state, sel, v, you, source, targets)]


def amount(state: State, value: int | Count, views: dict[int, View], you: str, source: Card | None) -> int:
    if isinstance(value, int):
        return value
    return value.times * len(select(state, value.count, views, you, source))
