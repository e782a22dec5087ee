"""enc-enter13: one other card of yours, picked as a triggered power resolves, for ``tools/encode_pool.py`` (each
shape gives its name and parts; pool_shapes makes a ``Piece``):

* "When NAME enters play, you may put another ally you control into its owner's hand." (Funken Fusemissile) — no
  target (706.1): as the link resolves its controller picks one card they control that fits, other than the card
  whose power it is (``other``, read from the link's source, 200.1), and it goes into its owner's hand, a new card
  there (415.9a, 709.2b: ``choose_card``); none that fits, nothing happens (709.2c).

Only in a triggered or payment power (no card type lists the shape: on an ability card, 'another' would name no card
the ability is); a card not yours ('another ally'), a target, and a state of the card are refused, as in
``shapes/turn.py``'s 'Put an ally you control into its owner's hand', which this reads with 'other' added.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised
from shapes.grammar import selector

SHAPE = "power: one other card of yours put into its owner's hand"
ANOTHER = re.compile(r"^Put another (?P<back>[^.]+?) into its owner's hand\.$")


def another_yours(m: re.Match) -> dict[str, Any]:
    """Another card of yours that fits, chosen as the link resolves (709.2b), put into its owner's hand (415.9a)."""
    aimed, spec = selector(f"each {m.group('back')}")
    if aimed or spec.get("controller") != "you" or spec.get("other") or set(spec) - {"kind", "controller", "trait"}:
        raise Unrecognised(m.group(0))  # a card of yours only ('you control'), no state, no 'other' said twice
    spec = {**spec, "other": True}
    return {"shape": SHAPE, "effects": [lambda slot: {"choose_card": dict(spec), "as": "picked"},
                                        lambda slot: {"return_to_hand": {"chosen": "picked"}}]}


SHAPES = [(ANOTHER, another_yours)]
