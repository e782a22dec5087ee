"""enc-reward7: a counter of any kind on a target card, for ``tools/encode_pool.py`` (each shape gives its name and
parts; pool_shapes makes a ``Piece``):

* "Remove a counter from target card in play." (Enemies, Old and New, after 'You may'), "… from target location."
  (Armored Blue Wind Rider): as the link resolves its controller picks a kind of counter on the target (a name, or a
  stat counter's changes, 404.1c) and one of it comes off (404.1, 709.2b): ``counter_of_choice: remove``;
* "Choose a counter on target card in play and add another of those counters to it." (In Defense of Halaa, Armored
  Snowy Gryphon): one more of the kind picked goes on it (``counter_of_choice: add-another``; a location holds no more
  named counters than its capacity, 306.3).

A target with no counter: that part can't be done (709.2c). Refused: a counter named ('a wind counter' is another
shape's), more than one, and any object but one target card.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised
from shapes.grammar import selector

SHAPE = "ability: a counter of any kind on a target"
OBJECT = r"(?P<object>target [a-z][a-z ]*?)"
ANY_COUNTER = re.compile(rf"^(?:(?P<remove>Remove a counter from {OBJECT})|Choose a counter on {OBJECT.replace('object', 'on')}"
                         r" and add another of those counters to it)\.$")


def any_counter(m: re.Match) -> dict[str, Any]:
    words = m.group("object") or m.group("on")
    aimed, spec = selector(words)
    if not aimed:
        raise Unrecognised(f"a counter of any kind on something but one target: {m.group(0)}")
    how = "remove" if m.group("remove") else "add-another"
    return {"shape": SHAPE, "target": spec,
            "effects": [lambda slot: {"counter_of_choice": how, "on": {"target": slot}}]}


SHAPES = [(ANY_COUNTER, any_counter)]
ALLOWED = {"ability": (SHAPE,)}
