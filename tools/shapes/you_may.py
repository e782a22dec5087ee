"""enc-if7: "You may destroy an ability you control." (Lava Burst), "[Exhaust] -> You may remove target ally card in a
graveyard from the game. If you do, …" (Undercity): an ability's or a payment power's sentence whose action is
optional. The sentence without 'You may' is read by the other shapes; whether to do it is chosen by the link's
controller only as the link resolves (709.2b, 708.3: the card language's ``may``), its targets chosen as it is added
all the same (707.1). Only a sentence no other shape reads comes here (the shape is the last one tried); a sentence
read as anything but effects (a power, a modifier of the card itself, a cost), or already a choice, is refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

YOU_MAY = re.compile(r"^You may (?P<rest>[a-z][^.]*\.)$")
KEPT = {"effects", "target", "inner"}  # the parts of a sentence of effects on at most one target


def you_may(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(m.group("rest")[0].upper() + m.group("rest")[1:])
    parts = dict(inner.parts)
    makes = parts.get("effects")
    if not makes or set(parts) - KEPT:
        raise Unrecognised(f"'you may' before the shape '{inner.shape}'")

    def make(slot: Any) -> dict[str, Any]:
        made = [each(slot) for each in makes]
        if any("may" in effect for effect in made):
            raise Unrecognised(f"'you may' before a choice already: {m.group(0)}")
        return {"may": made}
    make("first")  # refused now, not as the card is assembled
    return Piece(inner.shape, **{**parts, "effects": [make], "inner": [*parts.get("inner", []), "choice: you may, as it resolves"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shape, after every other (``pool_shapes`` appends it)."""
    return [(YOU_MAY, lambda m: you_may(m, read))]
