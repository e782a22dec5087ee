"""An undo log for trials (issue 23): what a game's objects hold now, saved so that a trial may
change the game itself and then put every object back as it was. No copy of the game is made:
each mutable container reachable from the game (the game's and the state's fields, every
player, link, modifier, the combat, the waiting effects, their dicts, lists and sets) is saved
as a shallow copy of its contents, and restored in place, so every object keeps its identity.
The cards, most of what a game holds, are not saved: the writes a trial makes to them are
journalled as they happen (state.journal_open) and undone, newest first.

What is never changed is shared, not saved: frozen card data (cards.model.Strict), the card
library, and the entries of the game's append-only records (this turn's events, the packets
dealt), whose lists are saved but whose entries are not walked.

``CHECK`` (the tests set it): each restore also compares a deep fingerprint of everything
reachable from the game with the one taken before, and raises AssertionError if a trial left
anything changed that the undo log missed.
"""
from __future__ import annotations

import types
from typing import Any

from ..cards.model import Strict
from .board_key import DICTS, LISTS, PLAIN, SETS, all_changed
from .state import MISSING, NOTED_KINDS, Card, journal_close, journal_open

CHECK = False

# Objects never changed by a trial, or not state at all: shared, never walked.
_OPAQUE = (type, types.FunctionType, types.MethodType, types.BuiltinFunctionType, types.ModuleType, Strict)
_RECORDS = ("history",)  # state fields whose entries are only ever added (history.py): the list is saved, not walked
_NAMES = ("ever", "namesakes")  # labels → a name, name → a frozen set of labels: saved without a walk
_GAME_RECORDS = ("packet_log", "wave_log", "losses", "rejections", "payments", "defaults_taken")
_CONTAINERS = DICTS | LISTS | SETS  # saved as a shallow copy of their contents, and walked
# A card is not saved at all: every write of its fields and every change of its own dicts (state.Noted)
# is journalled while the trial is open (state.journal_open), and undone from the journal.


class UndoLog:
    """The saved contents of every mutable container reachable from ``game``, except the game
    fields named in ``swapped`` (set aside by the trial, and put back with the game's fields)."""

    def __init__(self, game, swapped: tuple[str, ...]):
        self.game = game
        self.saved: list[tuple[Any, Any]] = []
        self.seen: set[int] = {id(game.library)}
        self.fingerprint = fingerprint(game) if CHECK else None
        own = game.__dict__
        self._keep(own)
        walk = [v for k, v in own.items() if k not in swapped and type(v) not in PLAIN]
        state = game.state
        self._keep(state.__dict__)
        self.seen.add(id(state))
        for name in _RECORDS:
            self._keep(state.__dict__[name])
        for name in _GAME_RECORDS:
            self._keep(own[name])
        self._keep(state.cards)
        self._keep(state.ever)
        self._keep(state.namesakes)  # its sets are frozen (State.add_card makes a new one)
        walk += [v for k, v in state.__dict__.items() if k not in _RECORDS + _NAMES and type(v) not in PLAIN]
        self.seen.update(map(id, state.cards.values()))
        self._walk(walk)
        self.mark = journal_open()  # the cards: from here on, their writes are journalled

    def _keep(self, container) -> None:
        self.seen.add(id(container))
        self.saved.append((container, container.copy()))

    def _walk(self, stack: list) -> None:
        seen, saved, plain = self.seen, self.saved, PLAIN
        while stack:
            obj = stack.pop()
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            kind = type(obj)
            if kind in _CONTAINERS:
                saved.append((obj, obj.copy()))
                stack += [v for v in (obj.values() if kind in DICTS else obj) if type(v) not in plain]
            elif kind is tuple or kind is frozenset:
                stack += [v for v in obj if type(v) not in plain]
            elif kind is Card or kind in NOTED_KINDS or isinstance(obj, _OPAQUE):  # journalled, or never changed
                continue
            else:
                own = getattr(obj, "__dict__", None)
                if type(own) is dict:
                    seen.add(id(own))
                    saved.append((own, own.copy()))
                    stack += [v for v in own.values() if type(v) not in plain]

    def restore(self) -> None:
        """Every saved container back to its saved contents, in place; the cards' writes undone
        from the journal, newest first (a Noted dict back to its contents, a field to its value)."""
        for container, contents in self.saved:
            if type(container) in LISTS:
                container[:] = contents
            else:
                container.clear()
                container.update(contents)
        for own, name, was in reversed(journal_close(self.mark)):
            if name is None:  # a Noted dict: put back without journalling it again
                dict.clear(own)
                dict.update(own, was)
            elif was is MISSING:
                del own[name]
            else:
                own[name] = was
        all_changed()  # fields were put back behind the writers' backs (board_key): a new board key
        if self.fingerprint is not None and fingerprint(self.game) != self.fingerprint:
            raise AssertionError("a trial changed the game in a way its undo log did not put back")


def fingerprint(game) -> list:
    """Everything reachable from the game (but the library, frozen card data and the caches an
    object keeps of its own readings, its class's ``CACHES``), as values:
    each object by its identity and its fields' values, each container by its contents."""
    def ref(value):
        return value if type(value) in PLAIN else ("@", id(value))

    out, seen, stack = [], {id(game.library)}, [game]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or type(obj) in PLAIN:
            continue
        seen.add(id(obj))
        kind = type(obj)
        if kind in LISTS or kind is tuple:
            out.append((id(obj), kind.__name__, [ref(v) for v in obj]))
            stack.extend(obj)
        elif kind in DICTS or kind in NOTED_KINDS:
            out.append((id(obj), "dict", [(ref(k), ref(v)) for k, v in obj.items()]))
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif kind in SETS or kind is frozenset:
            out.append((id(obj), kind.__name__, frozenset(map(ref, obj))))
            stack.extend(sorted(obj, key=id))  # a set's order is no part of the game: a restored set may iterate anew
        elif not isinstance(obj, _OPAQUE) and type(getattr(obj, "__dict__", None)) is dict:
            caches = getattr(kind, "CACHES", ())  # what an object caches of itself, filled by a read (State)
            fields = [(k, v) for k, v in vars(obj).items() if k not in caches]
            out.append((id(obj), kind.__name__, [(k, ref(v)) for k, v in fields]))
            stack.extend(v for _, v in fields)
    return out
