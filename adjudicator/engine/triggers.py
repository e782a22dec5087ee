"""Triggered powers (703) and waiting triggered effects (708)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards.model import Effect
from ..cards.selectors import matches
from .characteristics import View
from .state import Card

if TYPE_CHECKING:
    from .game import Game


@dataclass
class Waiting:
    """A triggered effect waiting to join the chain (708.1)."""

    source: Card
    controller: str
    effects: list[Effect]
    power: str
    fingerprint: tuple = ()


def watch_destroyed(game: Game, destroyed: list[tuple[Card, View]], before: dict[int, View]) -> None:
    """Destroyed cards trigger powers of cards that were in play just before (look back: 703.4)."""
    for watcher_view in sorted(before.values(), key=lambda v: v.card.timestamp):
        watcher = watcher_view.card
        for power in watcher.definition.powers:
            trig = power.triggered
            if not trig or trig.when.event != "destroyed":
                continue
            for card, view in destroyed:
                if trig.when.subject is None or matches(game.state, trig.when.subject, view, watcher.controller, watcher):
                    game.trigger(Waiting(watcher, watcher.controller, list(trig.effects), watcher.name))
