"""Damage packets (405, 408) and the replacement and prevention of packets (716, 717)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from ..cards.model import EventPattern, Instead, Replacement
from ..cards.selectors import matches, select
from .characteristics import View, compute_views
from .decisions import Decision, Option
from .state import Card

if TYPE_CHECKING:
    from .game import Game


@dataclass
class Packet:
    """One packet of damage (408.1): amount, type, source character, destination and controller."""

    source: Card
    destination: Card
    amount: int
    damage_type: str
    controller: str
    combat: bool = False
    applied: set[str] = field(default_factory=set)  # 716.1e: each modifier at most once

    def describe(self) -> str:
        kind = "combat damage" if self.combat else "damage"
        return f"{self.amount} {self.damage_type} {kind} from {self.source.label} to {self.destination.label}"

    def change_from(self, amount: int, destination: Card) -> str:
        parts = [f"{amount} → {self.amount} damage"] if amount != self.amount else []
        if destination.oid != self.destination.oid:
            parts.append(f"dealt to {self.destination} instead of {destination}")
        return ", ".join(parts) or "no change"


@dataclass
class Candidate:
    """A replacement or prevention modifier that wants a packet (716.1b)."""

    key: str
    card: Card       # the card the modifier comes from; a script names it by its id to choose it
    same_as: str
    controller: str
    instead: Instead | None
    armor: Card | None = None
    on_use: Callable[[], None] | None = None

    @property
    def label(self) -> str:
        return self.card.label

    @property
    def increases(self) -> bool:
        """717.3a: increases the amount (or changes combat flag, type, preventability)."""
        i = self.instead
        return i is not None and ((i.multiply or 1) > 1 or (i.add or 0) > 0)


def pattern_matches(game: Game, when: EventPattern, packet: Packet, views: dict[int, View],
                    you: str, source: Card | None, targets=None) -> bool:
    if when.event != "damage" or (when.damage_type and when.damage_type != packet.damage_type):
        return False
    for sel, card in ((when.source, packet.source), (when.destination, packet.destination)):
        if sel is not None and (card.oid not in views or not matches(game.state, sel, views[card.oid], you, source, targets)):
            return False
    return True


def candidates(game: Game, packet: Packet) -> list[Candidate]:
    state, views = game.state, compute_views(game.state)
    found: list[Candidate] = []
    for card in sorted(state.in_play(), key=lambda c: c.timestamp):
        for i, power in enumerate(card.definition.powers):
            rep = power.replacement
            if rep and pattern_matches(game, rep.when, packet, views, card.controller, card):
                found.append(Candidate(f"card:{card.oid}:{i}", card, f"{card.name}:{i}",
                                       card.controller, rep.instead))
    for mod in state.modifiers:
        rep: Replacement = mod.spec
        live = mod.uses_left != 0 and (rep.duration != "this-turn" or mod.turn == state.turn)
        if live and pattern_matches(game, rep.when, packet, views, mod.controller, mod.source, mod.targets):
            found.append(Candidate(f"mod:{mod.mid}", mod.source, f"mod:{mod.mid}",
                                   mod.controller, rep.instead, on_use=_use(mod)))
    found += armor_candidates(game, packet)
    return [c for c in found if c.key not in packet.applied]


def _use(mod):
    def use():
        if mod.uses_left is not None:
            mod.uses_left -= 1
    return use


def armor_candidates(game: Game, packet: Packet) -> list[Candidate]:
    """717.2c: each ready armor with DEF 1+ may prevent damage to its controller's shielder (heroes)."""
    dest = packet.destination
    if dest.definition.type != "hero":
        return []
    return [Candidate(f"armor:{a.oid}", a, f"armor:{a.name}", a.controller, None, armor=a)
            for a in game.state.in_play()
            if a.definition.type == "armor" and a.controller == dest.controller and not a.exhausted
            and (a.definition.defense or 0) >= 1]


def replace(game: Game, packet: Packet) -> Packet | None:
    """Apply replacement and prevention modifiers one at a time until none wants the packet (716.1b, 717.3)."""
    while packet.amount > 0:
        found = candidates(game, packet)
        if not found:
            return packet
        first = [c for c in found if c.increases]
        chooser, pool, rule = ((packet.controller, first, "717.3a") if first
                               else (packet.destination.controller, found, "717.3b"))
        pick = game.decide(Decision(
            chooser, "replacement", rule, f"the next modifier to apply to the packet of {packet.describe()}",
            [Option(c.label, c.key, c.same_as, optional=c.armor is not None) for c in pool],
            may_decline=all(c.armor is not None for c in pool)))
        if pick is None:
            return packet
        apply(game, packet, next(c for c in pool if c.key == pick.key), rule)
    game.trace.add(f"The packet is reduced to 0 and disappears.", "717.2a")
    return None


def apply(game: Game, packet: Packet, cand: Candidate, rule: str) -> None:
    packet.applied.add(cand.key)
    amount, destination = packet.amount, packet.destination
    if cand.armor is not None:
        cand.armor.exhausted = True
        packet.amount -= cand.armor.definition.defense or 0  # excess DEF is wasted: 717.2c
        packet.amount = max(0, packet.amount)
        game.trace.add(f"{cand.armor.controller} exhausts {cand.card} to prevent {cand.armor.definition.defense} "
                       f"damage: {packet.change_from(amount, destination)}.", "717.2c", "717.2a", rule, power=cand.card.name)
        return
    i = cand.instead
    if i.multiply:
        packet.amount *= i.multiply
    if i.add:
        packet.amount += i.add
    rules = ["716.1", "716.1e", rule]
    if i.redirect_to is not None:
        views = compute_views(game.state)
        mod = next((m for m in game.state.modifiers if f"mod:{m.mid}" == cand.key), None)
        new = select(game.state, i.redirect_to, views, cand.controller, mod.source if mod else None)
        if new:
            packet.destination = new[0]
        rules.append("717.1")
    if cand.on_use:
        cand.on_use()
    game.trace.add(f"{cand.card} replaces the packet: {packet.change_from(amount, destination)}.", *rules, power=cand.card.name)


def deal(game: Game, packets: list[Packet]) -> list[Packet]:
    """Deal packets created at the same time: each is replaced on its own (716.1c), then all are dealt."""
    dealt = [p for p in (replace(game, p) for p in packets) if p is not None and p.amount > 0]
    for p in dealt:
        p.destination.damage += p.amount
        game.trace.add(f"{p.source} deals {p.amount} {p.damage_type} {'combat ' if p.combat else ''}damage to "
                       f"{p.destination} (now {p.destination.damage} damage).", "405.1", "408.1")
    return dealt
