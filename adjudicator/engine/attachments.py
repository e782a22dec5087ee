"""Moving attachments (400.6): the new host is chosen, not targeted (400.6c), and must fit the
attachment's attach description, read from its controller's point of view (400.6a, 400.6b)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import MoveAttachment
from .selectors import kind_matches, matches, related, select
from .card_parts import printed_cost
from .characteristics import View, compute_views
from .control import refresh_control
from .decisions import Decision, Option, card_option
from .state import Card, Link

if TYPE_CHECKING:
    from .context import Context


def fits_attach_description(game: Context, attachment: Card, card: Card, views: dict[int, View]) -> bool:
    """400.6a: the attach description (the target of its ``attach`` slot), minus targeting: an
    Untargetable card fits (400.6c). "You" is the attachment's controller (400.6b); an X in the
    description is 0 while the card is in play (201.3)."""
    d = attachment.definition
    view = views[card.oid]
    if attachment.attach_description is not None:  # given by the modifier that attached it (400.1)
        return matches(game.state, attachment.attach_description, view, attachment.controller, attachment)
    spec = next((t for t in d.targets if t.id == d.attach), None)
    if spec is None:
        return True
    return (kind_matches(spec.kind, view.types)
            and related(game.state, spec.controller, attachment.controller, card.controller)
            and (spec.cost is None or printed_cost(card.definition) == (0 if spec.cost == "X" else spec.cost)))


def move_attachment(game: Context, link: Link, effect: MoveAttachment) -> None:
    state = game.state
    views = compute_views(state)
    for att in select(state, effect.move_attachment, views, link.controller, link.source, link.targets):
        host = state.cards.get(att.attached_to) if att.attached_to is not None else None
        if host is None or host.oid not in views or (
                effect.if_host is not None and not matches(state, effect.if_host, views[host.oid], link.controller,
                                                           link.source, link.targets)):
            game.trace.add(f"{att} is not attached to a card that fits, so it is not moved.", "709.2b")
            continue
        spec = next((t for t in att.definition.targets if t.id == att.definition.attach), None)
        if spec is not None and spec.cost == "X":
            game.trace.add(f"{att}'s attach description still applies; X in it is 0, as {att} is in play, not "
                           "on the chain: the new host must cost 0.", "400.6a", "201.3")
        options = [c for c in sorted(state.in_play(), key=lambda c: c.timestamp)
                   if c.oid not in (host.oid, att.oid)
                   and matches(state, effect.to, views[c.oid], link.controller, link.source, link.targets)
                   and fits_attach_description(game, att, c, views)]
        if not options:
            game.trace.add(f"No other card in play fits {att}'s attach description: it stays on {host}.", "400.6a")
            continue
        pick = game.decide(Decision(link.controller, "host", "400.6a", f"the new host for {att}",
                                    [card_option(c) for c in options]))
        new = next(c for c in options if str(c.oid) == pick.key)
        att.attached_to, att.timestamp = new.oid, state.tick()  # 718.2b: it was last attached now
        game.trace.add(f"{att} moves from {host} to {new}, a card that fits its attach description; the new host "
                       "is chosen, not targeted. The attachment does not go on the chain, so none of its "
                       "non-ongoing text is carried out again, and its controller does not change. Its timestamp is "
                       "now the moment it was attached to its new host.", "400.6a", "400.6b", "400.6c", "718.2b")
        refresh_control(game)
