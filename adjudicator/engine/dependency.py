"""The order of continuous modifiers (718, 719): timestamp order, except that a modifier that
depends on another applies after it.

A modifier depends on another if the other changes which cards it affects or what it does to them
(719.1). Two kinds are worked out here; changes to what a card *is* (types, traits) are applied
before any numbers, so counts of cards already see them (see ``characteristics``):

- the other gives an affected card the value this one raises or lowers ("becomes a 2 ATK ally");
- the other changes a value that this one reads ("+ATK equal to the total ATK of other allies").
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards.model import Stat, Total
from .board_key import read
from .selectors import matches, of_kind, select, slot_cards
from .state import Card, State

STATS = ("atk", "health", "defense")  # the values a modifier raises or lowers (719.1)


@dataclass(eq=False)
class Continuous:
    """One continuous modifier: from a card's power (its timestamp is the card's, 718.2f) or made
    by a link (the moment the link resolved, 718.2d)."""

    stat: Stat
    source: Card
    controller: str
    timestamp: int
    targets: dict[str, Card] = field(default_factory=dict)
    by_link: bool = False  # a definite modifier made by a link (714.3), not a card's power
    modifier: object = None  # the link's Modifier it comes from, for "the next time" uses (costs.py)
    affected: set[int] = field(default_factory=set)
    after: list["Continuous"] = field(default_factory=list)  # the modifiers it depends on
    why: list[str] = field(default_factory=list)  # for each of them, how it depends on it (719.1)
    interdependent: bool = False  # it depends, through others or directly, on itself (719.3)

    def copied(self) -> "Continuous":
        """A copy of its own, for one computation of views to set what it affects and depends on
        (``dataclasses.replace`` without its cost)."""
        copy = object.__new__(Continuous)
        copy.__dict__ = dict(self.__dict__)
        return copy

    def fits(self, state: State, view) -> bool:
        """Does it affect this card now? 714.3e: a definite modifier keeps checking; 714.3a: a
        'while' condition must hold too."""
        if self.stat.during is not None:
            read("turn")  # whose turn it is (board_key.SELDOM_READ)
        return matches(state, self.stat.affects, view, self.controller, self.source, self.targets) and \
            (self.stat.while_ is None or matches(state, self.stat.while_, view, self.controller, self.source, self.targets)) \
            and (self.stat.during is None or  # "Assault X": only in the affected card's controller's own turns
                 (state.turn_player == view.card.controller) == (self.stat.during == "your-turn"))

    def candidates(self, views: dict) -> list:
        """The views it could affect: for "this", "target", "host" or a trigger event's card only
        that card, so that N such modifiers cost N checks, not N x N; otherwise every view of the
        selector's kind."""
        sel, targets = self.stat.affects, self.targets or {}
        if sel.target is not None:  # one card, or each of "up to two targets" (slot#1, slot#2)
            return [views[c.oid] for c in slot_cards(targets, sel.target) if c.oid in views]
        if sel.event is not None:
            card = targets.get(f"event:{sel.event}")
        elif sel.host:
            oid = self.source.attached_to
            return [views[oid]] if oid in views else []
        elif sel.this:
            card = self.source
        else:
            return of_kind(sel.kind, views.values())  # only a card of the kind can fit (selectors.matches)
        return [views[card.oid]] if card is not None and card.oid in views else []

    def affected_in(self, state: State, views: dict) -> set[int]:
        return {v.card.oid for v in self.candidates(views) if self.fits(state, v)}

    def sets(self) -> frozenset[str]:
        """The values it sets (719.1: becomes sets no DEF), read once per modifier (its stat is frozen)."""
        found = self.__dict__.get("_sets")
        if found is None:
            b = self.stat.becomes
            found = self.__dict__["_sets"] = frozenset(s for s in STATS if b is not None and getattr(b, s, None) is not None)
        return found

    def changes(self) -> frozenset[str]:
        """The values it raises or lowers, read once per modifier (its stat is frozen)."""
        found = self.__dict__.get("_changes")
        if found is None:
            found = self.__dict__["_changes"] = frozenset(s for s in STATS if getattr(self.stat, s) is not None)
        return found


def depends(state: State, a: Continuous, b: Continuous, identity: dict) -> str | None:
    """719.1: does ``a`` depend on ``b``? If so, how."""
    if a is b:
        return None
    given = a.changes() & b.sets()
    if given and a.affected & b.affected:
        return f"which gives a card the {' and '.join(sorted(given)).upper()} value that it raises or lowers"
    for stat in sorted(a.changes()):
        value = getattr(a.stat, stat)
        if isinstance(value, Total) and value.total in (b.changes() | b.sets()):
            read = {c.oid for c in select(state, value.of, identity, a.controller, a.source, a.targets)}
            if read & b.affected:
                return f"which changes the {'DEF' if value.total == 'defense' else value.total.upper()} values that it adds up"
    return None


def order(state: State, mods: list[Continuous], identity: dict) -> list[Continuous]:
    """719.2: independent modifiers in timestamp order; each dependent one right after the latest
    of its own timestamp and those of the modifiers it depends on. 719.3: interdependent modifiers
    go after all the others, in timestamp order among themselves."""
    setters = [b for b in mods if b.sets()]
    for m in mods:  # only a setter, or a modifier that changes a total m reads, can be depended on
        totals = any(isinstance(getattr(m.stat, s), Total) for s in m.changes())
        found = [(b, depends(state, m, b, identity)) for b in (mods if totals else setters)]
        m.after = [b for b, why in found if why]
        m.why = [why for _, why in found if why]

    def reach(m: Continuous) -> set[int]:
        seen, todo = set(), list(m.after)
        while todo:
            b = todo.pop()
            if id(b) not in seen:
                seen.add(id(b))
                todo.extend(b.after)
        return seen

    place: dict[int, tuple] = {}

    def key(m: Continuous) -> tuple:
        if id(m) not in place:
            if not m.after:
                place[id(m)] = (0, m.timestamp, 0, m.timestamp)
            elif id(m) in reach(m):
                m.interdependent = True
                place[id(m)] = (1, m.timestamp, 0, m.timestamp)
            else:
                keys = [key(b) for b in m.after]
                latest = max([m.timestamp] + [k[1] for k in keys])
                place[id(m)] = (max(k[0] for k in keys), latest, 1, m.timestamp)
        return place[id(m)]

    return sorted(mods, key=key)
