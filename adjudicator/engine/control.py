"""Continuous control changes (401.3): "you control the attached ally". The newest modifier that
gives control of a card decides its controller; when none is left, control goes back (401.3b)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.selectors import matches
from .characteristics import printed

if TYPE_CHECKING:
    from .game import Game


def refresh_control(game: Game) -> None:
    state = game.state
    givers = sorted(((c, p.continuous) for c in state.in_play() for p in c.definition.powers
                     if p.continuous is not None and p.continuous.gain_control), key=lambda pair: pair[0].timestamp)
    for card in state.in_play():
        newest = None
        for giver, stat in givers:  # by timestamp: the newest wins (401.3b, 718.2)
            if giver.oid != card.oid and matches(state, stat.affects, printed(card), giver.controller, giver):
                newest = giver
        if newest is not None and card.controller != newest.controller:
            if card.held_by is None:
                card.held_by = card.controller
            before, card.controller = card.controller, newest.controller
            game.trace.add(f"{newest}'s power gives {newest.controller} control of {card} (from {before}); it is "
                           "the same card, and cards attached to it stay attached.", "401.3", power=newest.name)
        elif newest is None and card.held_by is not None:
            before, card.controller, card.held_by = card.controller, card.held_by, None
            game.trace.add(f"No modifier gives anyone control of {card} any more: control passes from {before} "
                           f"back to {card.controller}.", "401.3b")
