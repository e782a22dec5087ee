"""A board's key: the version of everything about a state that its characteristics (714, 718, 719)
can depend on, so that two equal keys mean the same board. It is what
``characteristics.compute_views`` caches by: the views are computed once per change of the board,
not once per question (issue 23).

The key is read in O(1): every write that can change a view counts itself as it happens, in one of
four counts (PARTS), and the key is those counts with the turn and its player. The writers count,
not their callers: the game's objects (state.Card, Modifier, Player, Link, State, combat.Combat)
count every field set (``Counted.__setattr__``), and every container they hold is one that counts
its own changes in place (CountedDict, CountedList, CountedSet; a plain one set on a field becomes
one). A write no caller remembered to count cannot happen. An undo (rollback.UndoLog) puts fields
back behind the objects' backs, so it counts a change of every part (``all_changed``): the counts
only ever grow, and a cache made during an undone trial is never valid again (no key comes back).
"""
from __future__ import annotations

from dataclasses import MISSING, fields
from operator import itemgetter
from typing import Any

_ATOMIC = (int, str, bool, float, type(None))
PLAIN = frozenset(_ATOMIC)  # the exact types of plain values (rollback.UndoLog skips them too)

# The parts of a board, each counted on its own: the cards in play (their fields, their dicts, the
# state's cards: what State.in_play and characteristics.per_in_play read), the rest of the board
# (players, modifiers, the combat, the state's other fields: always read), the chain, this turn's
# events, the cards' damage and exhaustion (DAMAGE_FIELDS), the cards outside play (a card's write
# or a card joining or leaving the state's cards, neither in play before nor after) (seldom read by
# views: see SELDOM_READ), when the cards' payment powers were last used, and by whom (701.4,
# 401.3a: read by no view), the combat (combat.Combat and the state's combat: its step, who attacks
# and defends…) and the strike (which weapons are struck with, and by whom: a write of the weapons
# struck, of a wielder that has one, or a combat with one beginning or ending: ``striking``), both
# seldom read by views.
CARDS, BOARD, CHAIN, HISTORY, DAMAGE, USES, ELSEWHERE, COMBAT, STRIKE = PARTS = range(9)
DAMAGE_FIELDS = frozenset({"damage", "exhausted"})  # a card's fields counted as DAMAGE, not CARDS
USES_FIELDS = frozenset({"uses", "used_by"})  # a card's dicts counted as USES, not CARDS
_COUNTS = [0] * len(PARTS)  # writes so far of each part, in any game


def counted(part: int) -> None:
    """A write of one part of a board (a field of a counted object, a counted container's contents)."""
    _COUNTS[part] += 1


def writes(part: int) -> int:
    """How many writes of the part there have been so far, in any game."""
    return _COUNTS[part]


def card_part_writes() -> int:
    """How many writes of the cards there have been so far, in any game: of the cards in play, their
    damage and exhaustion, their uses and the cards outside play, all together (state.card_writes)."""
    return _COUNTS[CARDS] + _COUNTS[DAMAGE] + _COUNTS[USES] + _COUNTS[ELSEWHERE]


def all_changed() -> None:
    """Every part was written behind the writers' backs (rollback.UndoLog.restore): a new key."""
    for part in PARTS:
        _COUNTS[part] += 1
    roster_changed()


# The roster: which cards the state holds, in which zone and row, face up or down, with which
# definition (ROSTER_FIELDS). A write of one of these is also a write of the cards (CARDS); the
# readings that depend on nothing else of the cards (State.in_play, the cards with continuous
# powers, those working outside play) are made again only when the roster changes, not at every
# damage or exhaustion. Not part of the board key. The roster of play is that of the cards in play:
# what a reading of nothing but them reads (State.in_play, stat_cards…), not changed as a card is
# drawn, played or put into a graveyard from the chain.
ROSTER_FIELDS = frozenset({"oid", "zone", "row", "face_down", "definition"})
_ROSTER = [0, 0]  # the changes of the roster, and of the roster of play


def roster_changed(in_play: bool = True) -> None:
    """A change of the roster; of the roster of play too if a card in play (before or after) changed."""
    _ROSTER[0] += 1
    if in_play:
        _ROSTER[1] += 1


def roster_writes() -> int:
    """How many changes of the roster there have been so far, in any game (an undo counts one)."""
    return _ROSTER[0]


def play_roster_writes() -> int:
    """How many changes of the roster of play (a card joining or leaving play, or a write of a roster
    field of a card in play) there have been so far, in any game (an undo counts one)."""
    return _ROSTER[1]


TURN_AT, TURN_PLAYER_AT = len(PARTS), len(PARTS) + 1


def board_key(state: Any) -> tuple:
    """The counts of writes of every part, the turn and its player (plain values, put back by an undo)."""
    return (*_COUNTS, state.turn, state.turn_player)


# -- containers that count their own writes ------------------------------------------------------
# The methods that change a container in place (those the mutable type has and its frozen twin
# lacks, but the readers copy, __reversed__ and fromkeys; dict's |= too): tests/test_views_cache.py
# checks the lists against the types.
DICT_WRITES = ("__setitem__", "__delitem__", "__ior__", "clear", "pop", "popitem", "setdefault", "update")
LIST_WRITES = ("__setitem__", "__delitem__", "__iadd__", "__imul__", "append", "clear", "extend", "insert", "pop",
               "remove", "reverse", "sort")
SET_WRITES = ("__iand__", "__ior__", "__isub__", "__ixor__", "add", "clear", "difference_update", "discard",
              "intersection_update", "pop", "remove", "symmetric_difference_update", "update")


def _counting(writes: tuple[str, ...]):
    """A class decorator: each of the container's write methods counts a write of its ``part``."""
    def decorate(cls):
        base = cls.__mro__[1]
        for name in writes:
            setattr(cls, name, _counted_method(getattr(base, name), name))
        return cls
    return decorate


def _counted_method(work, name: str):
    def method(self, *args, **kwargs):
        _COUNTS[self.part] += 1
        return work(self, *args, **kwargs)
    method.__name__ = name
    return method


@_counting(DICT_WRITES)
class CountedDict(dict):
    __slots__ = ()
    part = BOARD


@_counting(LIST_WRITES)
class CountedList(list):
    __slots__ = ()
    part = BOARD


@_counting(SET_WRITES)
class CountedSet(set):
    __slots__ = ()
    part = BOARD

    def __repr__(self) -> str:  # as a set's, so that nothing printed shows the counting
        return set.__repr__(set(self))


def card_part(*cards) -> int:
    """The part a write of these cards (one, or one replaced by another; None: no card) is of: the
    cards in play if one is in play, otherwise the cards outside play (anything without a zone: in
    play, to be safe)."""
    return CARDS if any(card is not None and getattr(card, "zone", "play") == "play" for card in cards) else ELSEWHERE


class CardsDict(CountedDict):  # the state's cards: a card joining or leaving is a change of the cards
    __slots__ = ()
    part = CARDS

    def __setitem__(self, oid, card) -> None:
        part = card_part(card, self.get(oid))
        _COUNTS[part] += 1
        roster_changed(part == CARDS)
        dict.__setitem__(self, oid, card)

    def __delitem__(self, oid) -> None:
        part = card_part(self.get(oid))
        _COUNTS[part] += 1
        roster_changed(part == CARDS)
        dict.__delitem__(self, oid)


def _roster_method(work, name: str):
    def method(self, *args, **kwargs):
        roster_changed()
        return work(self, *args, **kwargs)
    method.__name__ = name
    return method


for _name in DICT_WRITES:  # a card joining or leaving the state's cards changes the roster too (the rest: as CARDS)
    if _name not in ("__setitem__", "__delitem__"):
        setattr(CardsDict, _name, _roster_method(getattr(CountedDict, _name), _name))


class ChainList(CountedList):
    __slots__ = ()
    part = CHAIN


class HistoryList(CountedList):
    __slots__ = ()
    part = HISTORY


class ChainDict(CountedDict):  # a link's dicts (state.Link): read by views only through the chain, as its fields
    __slots__ = ()
    part = CHAIN


class ChainSet(CountedSet):
    __slots__ = ()
    part = CHAIN


class CombatSet(CountedSet):  # the cards removed from combat (combat.Combat)
    __slots__ = ()
    part = COMBAT


class StrikeList(CountedList):  # the weapons struck with in a combat
    __slots__ = ()
    part = STRIKE


# the counted kind of each family for each part that has one; a container's type → its family
_COUNTED = {(CountedDict, BOARD): CountedDict, (CountedDict, CARDS): CardsDict, (CountedDict, CHAIN): ChainDict,
            (CountedList, BOARD): CountedList, (CountedList, CHAIN): ChainList, (CountedList, HISTORY): HistoryList,
            (CountedList, STRIKE): StrikeList,
            (CountedSet, BOARD): CountedSet, (CountedSet, CHAIN): ChainSet, (CountedSet, COMBAT): CombatSet}
_FAMILIES = {dict: CountedDict, list: CountedList, set: CountedSet,
             **{kind: family for (family, _), kind in _COUNTED.items()}}
DICTS = frozenset(k for k, f in _FAMILIES.items() if f is CountedDict)  # the exact types of dicts, lists and sets (rollback)
LISTS = frozenset(k for k, f in _FAMILIES.items() if f is CountedList)
SETS = frozenset(k for k, f in _FAMILIES.items() if f is CountedSet)


def striking(*combats) -> None:
    """A combat begins or ends (``combats``: the one before and the one after, or None): a write of
    the strike too if either has a weapon struck with (303.2)."""
    if any(c is not None and (c.weapons or c.defender_weapons) for c in combats):
        _COUNTS[STRIKE] += 1


def counting(value: Any, part: int = BOARD) -> Any:
    """A value to set on a counted object's field: a container as one counting its writes as the
    part's (a plain one, or one counting another part's, copied into one, and so are the plain
    containers in it: a game's result, {"winners": [...]}); any other value as is."""
    kind = type(value)
    family = _FAMILIES.get(kind)
    if family is None:
        return value
    wanted = _COUNTED[family, part]
    if kind is wanted:
        return value
    if family is CountedDict:
        return wanted({k: counting(v) for k, v in value.items()})
    return wanted(counting(v) for v in value)


class Counted:
    """An object of the board whose every field set counts a write of its part (``PART``, or the
    part ``PARTS_OF`` names for the field), a container set on a field becoming one that counts its
    own writes (``counting``) as the object's part (a link's: the chain's), or the field's. The
    fields of ``UNCOUNTED`` are no part of any view, or are in the key as values (State.turn)."""

    PART = BOARD
    PARTS_OF: dict[str, int] = {}
    UNCOUNTED: frozenset[str] = frozenset()

    def __setattr__(self, name: str, value) -> None:
        if name in self.UNCOUNTED:
            object.__setattr__(self, name, value)
            return
        part = self.PARTS_OF.get(name)
        _COUNTS[self.PART if part is None else part] += 1
        if part == CARDS:  # the state's cards replaced: a new roster
            roster_changed()
        object.__setattr__(self, name, counting(value, self.PART if part is None else part))


def set_fields(own: dict, kind: str, shape: tuple, args: tuple, kwargs: dict, convert=None) -> None:
    """A dataclass's __init__ without its cost: each field of ``shape`` ((name, default, default
    factory), in order) set straight into ``own``, from ``args``, ``kwargs`` or its default, as
    ``convert`` makes it (by default as given)."""
    if len(args) > len(shape):
        raise TypeError(f"{kind} takes at most {len(shape)} positional arguments")
    for (name, _, _), value in zip(shape, args):
        own[name] = value if convert is None else convert(value)
    for name, default, factory in shape[len(args):]:
        if name in kwargs:
            value = kwargs.pop(name)
        elif default is not MISSING:
            value = default
        elif factory is not MISSING:
            value = factory()
        else:
            raise TypeError(f"{kind} is missing its {name!r}")
        own[name] = value if convert is None else convert(value)
    if kwargs:
        raise TypeError(f"{kind} has no field {next(iter(kwargs))!r}")


def made_at_once(cls):
    """A class decorator for a Counted dataclass without a __post_init__ and with no field of
    UNCOUNTED or PARTS_OF: its __init__ as the dataclass's (the same fields, defaults and factories,
    in order), every container counting as the object's part (``counting``), and the new object
    one write of that part, not one per field (issue 23: a link is made at every action)."""
    if hasattr(cls, "__post_init__") or cls.UNCOUNTED or cls.PARTS_OF:
        raise TypeError(f"{cls.__name__}: made_at_once serves a plain Counted dataclass only")
    shape = tuple((f.name, f.default, f.default_factory) for f in fields(cls))
    part = cls.PART

    def __init__(self, *args, **kwargs):
        set_fields(self.__dict__, cls.__name__, shape, args, kwargs, lambda value: counting(value, part))
        _COUNTS[part] += 1
    cls.__init__ = __init__
    return cls


# -- parts that views seldom read ----------------------------------------------------------------
# What reads them: the turn and its player (a modifier lasting "this turn" or "until" a player's
# turn, characteristics.lasts; "during your turn", dependency.Continuous.fits), this turn's events
# (a selector's ``this_turn``: selectors.this_turn; or some kinds of them: read_events), the chain (a selector's ``targeting``), the combat
# (who is attacking, selectors.in_combat_as; "this combat", characteristics.lasts), the strike (the
# weapons' ATK, characteristics.strikes) and the
# cards' damage and exhaustion (a selector's ``damaged``, ``exhausted``…, a total of damage,
# "remains exhausted"; the views' own snapshots of them are brought up to date instead:
# characteristics.compute_views), and the cards outside play (a selector of another zone,
# selectors.select and characteristics.zone_views; this turn's events and the chain, whose cards
# may have left play).
# While views are computed, the reads of these are noted (noting_reads, read), so that a board
# that differs from the one they were computed for only in parts they did not read has the same
# views (characteristics.compute_views).
SELDOM_READ = {TURN_AT: "turn", TURN_PLAYER_AT: "turn", HISTORY: "history", CHAIN: "chain",
               DAMAGE: "damage", USES: "uses", ELSEWHERE: "elsewhere", COMBAT: "combat",
               STRIKE: "strike"}  # key index → read
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


def read_events(kind: str, count: int) -> None:
    """A reading of this turn's events of one kind alone (selectors.this_turn), ``count`` of them: not
    of the whole record (``history``). It holds while the turn is the same (it reads the turn too) and
    has as many events of that kind (``events_unchanged``): within a turn the record only grows
    (history.record), and an undo puts it back as it was."""
    if _READING:
        _READING[-1].add(EVENTS)
        _READING[-1].add((EVENTS, kind, count))


EVENTS = "events"  # a read of some kinds of this turn's events (read_events)


def events_of(state: Any, kind: str) -> int:
    """How many of this turn's events (State.history: (turn, event, views)) are of the kind."""
    turn = state.turn
    return sum(1 for at, event, _ in state.history if at == turn and event.kind == kind)


def events_unchanged(state: Any, reads) -> bool:
    """Has this turn's record as many events of each kind read (read_events) as it had then?"""
    return state is not None and all(events_of(state, r[1]) == r[2] for r in reads if type(r) is tuple)


def read_all(parts) -> None:
    """``read`` of each of the parts (the reads of a cached reading, taken again): one update."""
    if _READING and parts:
        _READING[-1].update(parts)


_ALWAYS_READ = tuple(n for n in range(TURN_PLAYER_AT + 1) if n not in SELDOM_READ)  # the cards, the rest of the board
_SELDOM_PARTS = tuple(SELDOM_READ.items())


def unread_changes_only(before: tuple, now: tuple, reads, state: Any = None) -> bool:
    """The two keys differ only in seldom-read parts that ``reads`` does not name (the parts always
    read compared first: asked at most cache hits, it compares no more than it must), or in this
    turn's events, of which it read some kinds only, as many of them as there were (``state``'s:
    read_events)."""
    if len(before) != len(now):
        return False
    reads = reads if type(reads) is frozenset else frozenset(reads)
    compared = _COMPARED.get(reads)
    if compared is None:
        compared = _compared(reads)
    if compared(before) != compared(now):
        return False
    return before[HISTORY] == now[HISTORY] or EVENTS not in reads or events_unchanged(state, reads)


_COMPARED: dict[frozenset, Any] = {}  # reads → the parts of a key that a reading with those reads depends on


def _compared(reads: frozenset):
    """The parts of the key always read and those of ``reads``, picked at once (an itemgetter): kept
    for the next reading with the same reads (the few last thousand of them)."""
    if len(_COMPARED) > 4096:
        _COMPARED.clear()
    compared = _COMPARED[reads] = itemgetter(*_ALWAYS_READ, *(n for n, part in _SELDOM_PARTS if part in reads))
    return compared


def still_valid(key: tuple, now: tuple, reads, state: Any = None) -> bool:
    """A reading made under ``key``, which read ``reads``, holds for the board of key ``now`` (the
    board of ``state``)."""
    return key == now or unread_changes_only(key, now, reads, state)
