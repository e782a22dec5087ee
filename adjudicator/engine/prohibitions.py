""""Can't" modifiers (103.2): a prohibition wins over anything that tries to make the event happen."""
from __future__ import annotations

from .selectors import matches
from .characteristics import View, powers_in_play
from .state import Card, State


def forbidding(state: State, cannot: str, card: Card, views: dict[int, View]) -> Card | None:
    """The card in play whose "can't <cannot>" power applies to ``card``, judged on ``views``
    (for destruction, the state at the start of the wave: 103.4)."""
    if card.oid not in views:
        return None
    for source, powers in powers_in_play(state):
        for power in powers:
            rule = power.prohibition
            if rule and rule.cannot == cannot and rule.affects is not None and \
                    matches(state, rule.affects, views[card.oid], source.controller, source):
                return source
    return None
