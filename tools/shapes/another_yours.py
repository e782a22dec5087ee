"""enc-enter13: one other card of yours, picked as a triggered power resolves, for ``tools/encode_pool.py`` (each
shape gives its name and parts; pool_shapes makes a ``Piece``):

* "When NAME enters play, you may put another ally you control into its owner's hand." (Funken Fusemissile) — no
  target (706.1): as the link resolves its controller picks one card they control that fits, other than the card
  whose power it is (``other``, read from the link's source, 200.1), and it goes into its owner's hand, a new card
  there (415.9a, 709.2b: ``choose_card``); none that fits, nothing happens (709.2c).

Only after a trigger's 'When …,' (the power's own card is the one set apart; on an ability card's effect, or alone,
'another' would name no card: ``shapes/turn.py`` refuses the sentence alone): the sentence is read by the trigger
with a stand-in effect ('draw a card'), which is then replaced by the pick and the move. A card not yours ('another
ally'), a target, and a state of the card are refused, as in turn.py's 'Put an ally you control into its owner's
hand', which this reads with 'other' added.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "power: one other card of yours put into its owner's hand"
ANOTHER = re.compile(r"^(?P<when>(?:Ongoing ?: ?)?When [^,.]+), (?P<may>you may )?put another (?P<back>[^.]+?) into its owner's "
                     r"hand\.$")
STAND_IN = {"draw": 1}  # the stand-in effect the trigger reads in its place


def another_yours(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The trigger with its effect: another card of yours that fits, chosen as the link resolves (709.2b), put into its
    owner's hand (415.9a)."""
    aimed, spec = selector(f"each {m.group('back')}")
    if aimed or spec.get("controller") != "you" or spec.get("other") or set(spec) - {"kind", "controller", "trait"}:
        raise Unrecognised(m.group(0))  # a card of yours only ('you control'), no state, no 'other' said twice
    picked = [{"choose_card": {**spec, "other": True}, "as": "picked"}, {"return_to_hand": {"chosen": "picked"}}]
    inner = read(f"{m.group('when')}, {m.group('may') or ''}draw a card.")
    found: list[int] = []

    def swapped(value: Any) -> Any:
        if isinstance(value, list):
            out: list[Any] = []
            for item in value:
                if item == STAND_IN:
                    found.append(1)
                    out.extend(dict(e) for e in picked)
                else:
                    out.append(swapped(item))
            return out
        return {k: swapped(v) for k, v in value.items()} if isinstance(value, dict) else value
    parts = {k: swapped(v) for k, v in inner.parts.items() if k != "inner"}
    if len(found) != 1 or not ({"powers", "ongoing_power"} & set(parts)):
        raise Unrecognised(f"another card of yours after a trigger read otherwise: {m.group(0)}")
    return Piece(inner.shape, **parts, inner=[*inner.parts.get("inner", []), f"effect: {SHAPE}"])


def shapes(read: Callable[[str], Piece]) -> list:
    return [(ANOTHER, lambda m: another_yours(m, read))]
