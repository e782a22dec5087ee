"""Selectors: which cards a power speaks of, judged from its controller's point of view (706.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import Count, Selector, Total
from .views import View, printed

if TYPE_CHECKING:
    from .state import Card, State


def related(state: State, relation: str, you: str, other: str) -> bool:
    """Is player ``other`` in ``relation`` to ``you``? Teammates are friendly, the rest opposing."""
    if relation == "any":
        return True
    if relation == "you":
        return other == you
    friendly = state.friendly(you, other)
    return friendly if relation == "friendly" else not friendly


def kind_matches(kind: str, card_type: str | set[str]) -> bool:
    """Does a card of this type (or these types: a Totem in play is an ability and an ally, 305.3a)
    fit the kind?"""
    types = {card_type} if isinstance(card_type, str) else card_type
    if isinstance(kind, list):  # "ally or weapon"
        return any(kind_matches(k, types) for k in kind)
    if kind == "card":
        return True
    if kind == "character":
        return bool(types & {"hero", "ally"})
    if kind == "equipment":  # weapons, armor and items
        return bool(types & {"weapon", "armor", "item"})
    return kind in types


def matches(state: State, sel: Selector, view: View, you: str, source: Card | None,
            targets: dict[str, Card] | None = None) -> bool:
    card = view.card
    if sel.controller_of is not None:
        anchor = (targets or {}).get(sel.controller_of)
        if anchor is None or card.controller != anchor.controller:
            return False
    if sel.target is not None:
        chosen = (targets or {}).get(sel.target)
        return chosen is not None and chosen.oid == card.oid
    if sel.event is not None:  # "it": the card of the trigger event, kept on the link as "event:<role>"
        chosen = (targets or {}).get(f"event:{sel.event}")
        return chosen is not None and chosen.oid == card.oid
    if sel.host:  # 400.4: the card the power's card is attached to
        return source is not None and source.attached_to == card.oid
    if sel.this:
        return source is not None and card.oid == source.oid
    if sel.other and source is not None and card.oid == source.oid:
        return False
    return (kind_matches(sel.kind, view.types)
            and related(state, sel.controller, you, card.controller)
            and (sel.named is None or view.name == sel.named)
            and (sel.trait is None or sel.trait in view.traits)
            and (sel.damage_type is None or sel.damage_type in types_of(view.card.definition.damage_type))
            and (sel.faction is None or card.definition.faction == sel.faction)
            and (sel.class_icon is None or sel.class_icon in card.definition.classes)
            and (sel.token is None or sel.token == card.token)
            and (sel.owner is None or related(state, sel.owner, you, card.owner))
            and (sel.tag is None or any(t == sel.tag or t.startswith(sel.tag + " (") for t in card.definition.tags))
            and (sel.kinds is None or any(kind_matches(k, view.types)
                                          for k in sel.kinds))
            and (sel.damaged is None or sel.damaged == (view.damage > 0))
            and (sel.named_as is None or ((targets or {}).get(f"event:{sel.named_as}") is not None
                                          and view.name == targets[f"event:{sel.named_as}"].name))
            and (not sel.moved_by_this or (source is not None and card.moved_by == source.label))
            and (sel.row is None or card.row == sel.row)
            and (sel.attacking is None or sel.attacking == in_combat_as(state, card, "attacker"))
            and (sel.defending is None or sel.defending == in_combat_as(state, card, "defender")))


def in_combat_as(state: State, card: Card, role: str) -> bool:
    """602.1: the proposed attacker is attacking once it has become the attacker; 602.3: the
    proposed defender is defending once it has become the defender."""
    combat = state.combat
    if combat is None:
        return False
    if role == "attacker":
        return combat.step != "proposed" and combat.attacker.oid == card.oid
    return combat.step in ("defend-window", "conclusion") and combat.defender.oid == card.oid


def select(state: State, sel: Selector, views: dict[int, View], you: str, source: Card | None,
           targets: dict[str, Card] | None = None) -> list[Card]:
    """The cards that ``sel`` picks, in timestamp order: in play by default, or in another zone
    (cards outside play have their printed characteristics)."""
    if sel.zone != "play":
        views = {c.oid: printed(c) for c in state.cards.values() if c.zone == sel.zone}
    if sel.target is not None:
        chosen = (targets or {}).get(sel.target)
        return [chosen] if chosen is not None and chosen.oid in views else []
    return [v.card for v in views.values() if matches(state, sel, v, you, source, targets)]


def amount(state: State, value: int | Count, views: dict[int, View], you: str, source: Card | None,
           targets: dict[str, Card] | None = None) -> int:
    if isinstance(value, int):
        return value
    if value == "X":
        raise ValueError("an amount of X is read from the link (707.1b), not from the board")
    if isinstance(value, Total):  # read from the views given: the current values
        return sum(getattr(views[c.oid], value.total) for c in select(state, value.of, views, you, source, targets))
    return value.times * len(select(state, value.count, views, you, source, targets))


def types_of(damage_type) -> list[str]:
    """A card's damage types: none, one, or several (408.3a)."""
    return [] if damage_type is None else [damage_type] if isinstance(damage_type, str) else list(damage_type)
