"""A board's key: everything about a state that its characteristics (714, 718, 719) can depend on,
as plain values, so that two equal keys of the same State object mean the same views. It is
what ``characteristics.compute_views`` caches by: the views are computed once per change of the
board, not once per question (issue 23).

The key reads every card (in any zone: a count may look at a hand or a graveyard) by identity,
its fields by the count of card writes (state.card_writes) and its dicts by their items; every
field of the players, the modifiers, the chain and the combat, and the length of this turn's record of
events (history.py: only ever added to within a turn). Objects are keyed by identity (a card that
changes zones is a new object, 415.9a); containers changed in place are read by their contents.
"""
from __future__ import annotations

from typing import Any

from .state import State, card_writes

_ATOMIC = (int, str, bool, float, type(None))
PLAIN = frozenset(_ATOMIC)  # the exact types of plain values (rollback.UndoLog skips them too)

# A card's fields are only ever set through Card.__setattr__, which counts every write
# (state.card_writes): the count stands for them all. Its four dicts (chosen, uses, used_by,
# counters), changed in place, are read by their items where any is not empty.


def _flat(value: Any) -> Any:
    """A field's value as a key: a plain value as itself, a container by its contents (objects in
    it by identity), any other object by identity."""
    if isinstance(value, _ATOMIC):
        return value
    if isinstance(value, dict):
        return tuple((k, _flat(v)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return tuple(_flat(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(_flat(v) for v in value)
    return id(value)


def _fields(obj: Any) -> tuple:
    """A small object (a player, a modifier, a link, the combat) by identity and every field."""
    if obj is None:
        return ()
    return (id(obj), *(v if type(v) in PLAIN else _flat(v) for k, v in vars(obj).items() if k != "state"))


def board_key(state: State) -> tuple:
    cards = state.cards.values()
    dicts = tuple([(c.oid, tuple(c.chosen.items()), tuple(c.uses.items()), tuple(c.used_by.items()),
                    tuple(c.counters.items())) for c in cards if c.chosen or c.uses or c.used_by or c.counters])
    return (state.turn, state.turn_player, state.clock, state.next_oid, state.mids, len(state.history),
            state.result is None, tuple(map(id, cards)), card_writes(), dicts,
            tuple(map(_fields, state.players)), tuple(map(_fields, state.modifiers)),
            tuple(map(_fields, state.chain)), _fields(state.combat))
