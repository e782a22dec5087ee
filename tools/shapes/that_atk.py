"""enc-if7: "Destroy target attacking ally. If you do, your hero heals damage from itself equal to that ally's ATK."
(Convert): the previous sentence's target named again after 'If you do,' (709.2f), its ATK the amount of the damage
or healing, read as the link resolves (709.2d) — as the card now is in play, or, once it has left play (destroyed),
as it last was there (712.3b: 'that ally' reads the card as it was the last time it was in play): ``{atk_of: SLOT}``.

The sentence is read by the other shapes with a stand-in number; one that names a target of its own, names a card
again otherwise, or has no one amount of damage or healing is refused, as is 'that card's ATK' (712.3b: read as the
card now is, wherever it is — not this shape's).
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes import effects as shapes_effects
from shapes.base import Piece, Unrecognised

THAT_ATK = re.compile(r"^If you do, (?P<head>[^.]*?\b(?:deals|heals) )(?P<what>(?:[a-z]+ )?damage)(?P<mid>[^.]*?) equal to "
                      r"that (?P<noun>ally|character)'s ATK(?P<tail>[^.]*)\.$")


def that_atk(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    body = f"{m.group('head')}{shapes_effects.STAND_IN} {m.group('what')}{m.group('mid')}{m.group('tail')}."
    inner = read(body[0].upper() + body[1:])
    parts = dict(inner.parts)
    if not parts.get("effects") or set(parts) - {"effects", "inner"}:
        raise Unrecognised(f"'that {m.group('noun')}'s ATK' around the shape '{inner.shape}'")

    if len(parts["effects"]) != 1:
        raise Unrecognised(f"'that {m.group('noun')}'s ATK' in a sentence of more than one effect: {m.group(0)}")

    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"'that {m.group('noun')}' with no target before it: {m.group(0)}")
        found: list[int] = []
        made = shapes_effects.stand_in_replaced(parts["effects"][0](slot), {"atk_of": slot}, found)
        if len(found) != 1 or str(shapes_effects.STAND_IN) in json.dumps(made):
            raise Unrecognised(f"'that {m.group('noun')}'s ATK' with no one amount: {m.group(0)}")
        return made
    make("first")  # refused now, not as the card is assembled
    return Piece(inner.shape, effects=[make], if_you_do=True, same_target=True, refers=m.group("noun"),
                 inner=[*parts.get("inner", []), "condition: if you do, that card's ATK"])


# "When this weapon enters play, remove target ally from the game. If you do, add X +1 ATK counters to this weapon, where
# X was the ATK of that removed ally." (Shadowmourne): stat counters on the card itself (404.1c), as many as that ATK
COUNTERS_X = re.compile(r"^If you do, (?:add|put) X \+1 ATK counters (?:to|on) NAME, where X (?:is|was) the ATK of that "
                        r"(?:removed |destroyed )?(?P<noun>ally|character)\.$")


def counters_x(m: re.Match) -> Piece:
    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"'that {m.group('noun')}' with no target before it: {m.group(0)}")
        return {"put_counters": {"atk_of": slot}, "atk": 1, "on": {"this": True}}
    return Piece("ability: put counters on a card", effects=[make], if_you_do=True, same_target=True,
                 refers=m.group("noun"), inner=["condition: if you do, that card's ATK"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of the conditions' 'If you do, …'."""
    return [(THAT_ATK, lambda m: that_atk(m, read)), (COUNTERS_X, counters_x)]
