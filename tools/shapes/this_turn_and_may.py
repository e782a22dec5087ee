"""enc-enter14: a triggered power whose effect is a change 'this turn' and then an optional clause, joined by ', and you
may', for ``tools/encode_pool.py``:

* "Ongoing: When an ally or equipment enters play under your control, your hero has Assault 1 this turn, and you may
  exhaust target hero or ally." (Distraction Technique)

Each clause is read as its own sentence after the same trigger ('…, your hero has Assault 1 this turn.', '…, you may
exhaust target hero or ally.'); the two readings must be of one trigger, the first with no target; the power then has
the second's target (chosen as the power's link is added to the chain, 707.1d) and both effects in the order written
(709.2b): the change happens, and then its controller chooses whether to do the optional part (708.3).

Refused: a first clause with a target, two readings of different triggers, anything else.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.trigger_and import triggered_of

THIS_TURN_AND_MAY = re.compile(r"^(?P<trigger>(?:Ongoing ?: ?)?When [^,]+), (?P<first>[^,]+? this turn), and you may "
                               r"(?P<second>[^,.]+)\.$")


def this_turn_and_may(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    first = read(f"{m.group('trigger')}, {m.group('first')}.")
    second = read(f"{m.group('trigger')}, you may {m.group('second')}.")
    (key, one), (key2, two) = triggered_of(first), triggered_of(second)
    rest = lambda t: {k: v for k, v in t.items() if k not in ("effects", "targets")}  # noqa: E731
    if key != key2 or not one or rest(one) != rest(two) or one.get("targets") or not two.get("effects"):
        raise Unrecognised(f"', and you may' after a trigger, not of one trigger with no first target: {m.group(0)}")
    power = {**two, "effects": [*one["effects"], *two["effects"]]}
    wrapped = {"triggered": power}
    parts = {**first.parts, key: wrapped if key == "ongoing_power" else [wrapped]}
    inner = [*first.parts.get("inner", [])]
    inner += [i for i in second.parts.get("inner", []) if i not in inner] + ["effects: 'this turn', and then 'you may'"]
    return Piece(first.shape, **{**parts, "inner": inner})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(THIS_TURN_AND_MAY, lambda m: this_turn_and_may(m, read))]
