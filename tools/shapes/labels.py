"""Set keywords that only label a sentence which spells out their whole meaning: the label is read
past and the sentence goes through the other shapes, but only where it says what the label stands
for (so a label never hides a sentence that means something else).

- "Tribe:" (the Tauren allies of the later sets) labels a triggered power whose trigger is a Tauren
  ally entering play under your control: "Tribe: When this or another Tauren ally enters play under
  your control, <effect>" reads as the trigger and effect alone (703.1, 710.1d).

"Empower <class>:" is the same kind of label, read with its double-check in ``shapes/conditions.py``;
the keywords that stand for powers the sentence does not spell out are in
``adjudicator/cards/keywords.py``.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

# the label → what the sentence after it must start with: the condition the label names
LABELS = {"Tribe": re.compile(r"^When (?:this or another|a|another) Tauren ally enters play under your control, ")}
LABELLED = re.compile(rf"^(?P<label>{'|'.join(LABELS)}): (?P<rest>.+)$")


def labelled(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence after the label, read by the other shapes; Unrecognised unless it spells out
    what the label names."""
    label, rest = m.group("label"), m.group("rest")
    if not LABELS[label].match(rest):
        raise Unrecognised(f"a {label} label before a sentence that doesn't say what it names: {rest}")
    inner = read(rest)
    parts: dict[str, Any] = dict(inner.parts)
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), f"label: {label}"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(LABELLED, lambda m: labelled(m, read))]
