"""A board's key: everything about a state that its characteristics (714, 718, 719) can depend on,
as plain values, so that two equal keys of the same State object mean the same views. It is
what ``characteristics.compute_views`` caches by: the views are computed once per change of the
board, not once per question (issue 23).

The key reads every card (in any zone: a count may look at a hand or a graveyard) by identity,
its fields and its dicts by the count of card writes (state.card_writes), the modifiers' fields by
that count too and their containers by their contents; every field of the players, the chain and
the combat, and the length of this turn's record of
events (history.py: only ever added to within a turn). Objects are keyed by identity (a card that
changes zones is a new object, 415.9a); containers changed in place are read by their contents.
"""
from __future__ import annotations

from typing import Any

from .state import Card, State, card_writes

_ATOMIC = (int, str, bool, float, type(None))
PLAIN = frozenset(_ATOMIC)  # the exact types of plain values (rollback.UndoLog skips them too)
_PLAIN_OR_STATE = PLAIN | {State}

# A card's fields are only ever set through Card.__setattr__, which counts every write
# (state.card_writes): the count stands for them all, and for its four dicts (chosen, uses,
# used_by, counters: state.Noted, which count a change in place as a write too). A modifier's
# fields are counted the same way (Modifier.__setattr__); its targets and used_in, changed in
# place, are read by their contents.


_ATOM, _MAPPING, _SEQUENCE, _SET, _OBJECT = range(5)
_KINDS: dict[type, int] = {}  # a type → how _flat keys its values: found once per type (isinstance)


def _kind(kind: type) -> int:
    found = _KINDS.get(kind)
    if found is None:
        found = _KINDS[kind] = (_ATOM if issubclass(kind, _ATOMIC) else _MAPPING if issubclass(kind, dict) else
                                _SEQUENCE if issubclass(kind, (list, tuple)) else
                                _SET if issubclass(kind, (set, frozenset)) else _OBJECT)
    return found


def _flat(value: Any) -> Any:
    """A field's value as a key: a plain value as itself, a container by its contents (objects in
    it by identity), any other object by identity."""
    exact = type(value)
    if exact in PLAIN:
        return value
    if exact is dict:  # the common containers first, their plain values without a call
        return tuple((k, v if type(v) in PLAIN else _flat(v)) for k, v in value.items())
    if exact is list or exact is tuple:
        return tuple(v if type(v) in PLAIN else _flat(v) for v in value)
    if exact is Card:
        return id(value)
    kind = _kind(exact)
    if kind == _ATOM:
        return value
    if kind == _MAPPING:
        return tuple((k, _flat(v)) for k, v in value.items())
    if kind == _SEQUENCE:
        return tuple(_flat(v) for v in value)
    if kind == _SET:
        return frozenset(_flat(v) for v in value)
    return id(value)


def _fields(obj: Any) -> tuple:
    """A small object (a player, a modifier, a link, the combat) by identity and every field (a
    player's state by identity: it is the state keyed)."""
    if obj is None:
        return ()
    values = tuple(vars(obj).values())
    if _PLAIN_OR_STATE.issuperset(map(type, values)):  # checked in C: the key is the values themselves
        return (id(obj), *values)  # (a player's state is the very state keyed: compared by identity first)
    return (id(obj), *(v if type(v) in PLAIN else _flat(v) for v in values))


WRITES_AT = 0  # where board_key puts the count of card writes (views_put_back replaces it)

# Parts of the key that views seldom read, and what reads them: the turn and its player (a
# modifier lasting "this turn" or "until" a player's turn, characteristics.lasts; "during your
# turn", dependency.Continuous.fits), the clock (nothing a view is made of: a card or modifier
# gets its timestamp from it as a field of its own, which the count of writes covers), this turn's
# events (a selector's ``this_turn``: selectors.this_turn) and the chain (a selector's ``targeting``). While views are computed, the reads of these are noted
# (noting_reads, read), so that a board that differs from the one they were computed for only in
# parts they did not read has the same views (characteristics.compute_views).
TURN_AT, TURN_PLAYER_AT, CLOCK_AT, HISTORY_AT, CHAIN_AT = 1, 2, 3, 6, 11
SELDOM_READ = {TURN_AT: "turn", TURN_PLAYER_AT: "turn", CLOCK_AT: None, HISTORY_AT: "history",
               CHAIN_AT: "chain"}  # its index in the key → the read that needs it
_READING: list[set[str]] = []  # a set of reads for each computation of views under way, innermost last


def noting_reads() -> set[str]:
    """Start noting the seldom-read parts a computation of views reads; ``done_reading`` ends it."""
    _READING.append(set())
    return _READING[-1]


def done_reading(reads: set[str]) -> None:
    """End the innermost noting; an outer computation read all that the inner one did."""
    _READING.pop()
    if _READING:
        _READING[-1].update(reads)


def read(part: str) -> None:
    """A seldom-read part of the state (SELDOM_READ) is read, perhaps by a computation of views."""
    if _READING:
        _READING[-1].add(part)


def read_all(parts) -> None:
    """``read`` of each of the parts (the reads of a cached reading, taken again): one update."""
    if _READING and parts:
        _READING[-1].update(parts)


def unread_changes_only(before: tuple, now: tuple, reads: set[str]) -> bool:
    """The two keys differ only in seldom-read parts that ``reads`` does not name."""
    if len(before) != len(now):
        return False
    for n, (a, b) in enumerate(zip(before, now)):
        if a != b and (n not in SELDOM_READ or SELDOM_READ[n] in reads):
            return False
    return True


def _modifier(mod: Any) -> tuple:
    """A modifier by identity and its containers changed in place (its fields: card_writes)."""
    return id(mod), _flat(mod.targets), _flat(mod.used_in)


def board_key(state: State) -> tuple:
    return (card_writes(), state.turn, state.turn_player, state.clock, state.next_oid, state.mids, len(state.history),
            state.result is None, tuple(map(id, state.cards.values())),
            tuple(map(_fields, state.players)), tuple(map(_modifier, state.modifiers)),
            tuple(map(_fields, state.chain)), _fields(state.combat))
