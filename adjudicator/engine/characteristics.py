"""Current characteristics: printed information with continuous modifiers applied (714, 718, 719).

Modifiers that change what a card *is* (its types and traits) apply first, in timestamp order;
modifiers that change numbers apply after them, in timestamp order, because a count such as
"each other ally named X" or "opposing allies" depends on the first kind (719.2).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards.model import Stat
from ..cards.selectors import amount, matches
from .state import Card, State


@dataclass
class View:
    card: Card
    name: str
    type: str
    traits: set[str]
    atk: int
    health: int
    defense: int
    sources: list[str] = field(default_factory=list)

    @property
    def is_character(self) -> bool:
        return self.type in ("hero", "ally")


def printed(card: Card) -> View:
    d = card.definition
    return View(card, d.name, d.type, set(d.traits), d.atk or 0, d.health or 0, d.defense or 0)


def stat_powers(state: State) -> list[tuple[Card, Stat]]:
    """Continuous stat powers of cards in play, oldest first (718.1)."""
    found = [(c, p.continuous) for c in state.in_play() for p in c.definition.powers if p.continuous]
    return sorted(found, key=lambda pair: pair[0].timestamp)


def compute_views(state: State) -> dict[int, View]:
    views = {c.oid: printed(c) for c in state.in_play()}
    powers = stat_powers(state)
    for source, stat in powers:  # what a card is: 719.2, these go first
        gained = list(stat.gain_traits)
        if stat.gain_chosen and stat.gain_chosen in source.chosen:
            gained.append(source.chosen[stat.gain_chosen])
        if not gained:
            continue
        for view in [v for v in views.values() if matches(state, stat.affects, v, source.controller, source)]:
            view.traits.update(gained)
            view.sources.append(source.name)
    identity = {oid: View(v.card, v.name, v.type, set(v.traits), v.atk, v.health, v.defense) for oid, v in views.items()}
    for source, stat in powers:  # numbers: counted against the cards' identities
        for view in [v for v in views.values() if matches(state, stat.affects, identity[v.card.oid], source.controller, source)]:
            if stat.atk is not None:
                view.atk += amount(state, stat.atk, identity, source.controller, source)
            if stat.health is not None:
                view.health += amount(state, stat.health, identity, source.controller, source)
    combat = state.combat
    if combat and combat.weapon is not None and combat.attacker.oid in views:
        views[combat.attacker.oid].atk += printed(combat.weapon).atk  # the strike modifier: 303.2
    for view in views.values():  # 104.2: a negative value counts as zero
        view.atk, view.health = max(0, view.atk), max(0, view.health)
    return views
