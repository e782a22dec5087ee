"""A bounded memo for random play: a game lists and writes the same plain values prompt after prompt."""
from __future__ import annotations

from typing import Any, Callable


def by_repr(work: Callable[[Any], Any], most: int = 4096) -> Callable[[Any], Any]:
    """``work(data)`` done once per distinct plain value (its repr: plain values, in order), at most ``most``
    kept (then all dropped); what ``work`` returns is read, never changed, so one object serves each time."""
    kept: dict[str, Any] = {}

    def once(data: Any) -> Any:
        key = repr(data)
        found = kept.get(key)
        if found is None:
            if len(kept) >= most:
                kept.clear()
            found = kept[key] = work(data)
        return found
    return once
