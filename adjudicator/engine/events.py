"""What happened and what waits, as plain data: an event as triggers and "this turn" see it (703,
703.4), and a triggered effect waiting to join the chain (708.1)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards.model import Effect, TargetSpec
from .state import Card


@dataclass
class Waiting:
    """A triggered effect waiting to join the chain (708.1)."""

    source: Card
    controller: str
    effects: list[Effect]
    power: str
    fingerprint: tuple = ()
    targets: list[TargetSpec] = field(default_factory=list)
    event: dict[str, Card] = field(default_factory=dict)  # the event's cards, for "it" (Selector.event)
    amount: int | None = None  # the event's amount, for "that much" (a packet's damage)
    condition: object = None  # a double-check power's "if" (703.2), checked again on resolving
    number: int | None = None  # which of its source's powers (1: the first), to tell two effects apart
    marks: dict[str, Card] = field(default_factory=dict)  # enc-turn8: the cards a triggered modifier remembered


@dataclass
class Event:
    """Something that happened, as a trigger sees it: who it happened to (subject), or a packet's
    source and destination."""

    kind: str  # destroyed, damage, heal, attacks, enters-play, exhausted
    subject: Card | None = None
    source: Card | None = None
    destination: Card | None = None
    combat: bool = False
    damage_types: tuple[str, ...] = ()  # a packet's damage types (408.3a)
    opponent: Card | None = None  # enters-combat, defends: the character on the other side (602.3)
    amount: int | None = None
    with_cards: list[Card] = field(default_factory=list)  # 408.3d: the weapons (or card) it was dealt with
    batch: int | None = None  # a packet's link: "dealt this way" (715.1)
    moved: Card | None = None  # destroyed: the card as it is now in the graveyard, for 415.9b
    powerless: bool = False  # to-graveyard: the card had lost its powers just before it left play (703.3a, E043)

    def cards(self) -> dict[str, Card]:
        return {role: c for role, c in (("subject", self.subject), ("source", self.source),
                                        ("destination", self.destination), ("opponent", self.opponent),
                                        ("moved", self.moved),
                                        ("with", self.with_cards[0] if len(self.with_cards) == 1 else None))
                if c is not None}
