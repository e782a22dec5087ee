"""enc-enter9: "Draw a card, then draw another card for each heirloom counter on this equipment." (Dignified
Headmaster's Charge) — two draws in the order written (709.2): a card, then as many more as the count reads as the
link resolves (709.2d), each read by the draw shapes ('Draw a card.', 'Draw a card for each heirloom counter on
NAME.'); 'this equipment' is the card itself (200.1).

Refused: anything but a draw in either half, and a count the 'for each' shapes don't read."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

DRAW_ANOTHER = re.compile(r"^Draw a card, then draw another card for each (?P<each>[^.]+?)\.$")


def draw_another(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    each = re.sub(r" on this (?:equipment|weapon|armor|item)$", " on NAME", m.group("each"))
    first, then = read("Draw a card."), read(f"Draw a card for each {each}.")
    for part in (first, then):
        made = [make(None) for make in part.parts.get("effects", [])]
        if set(part.parts) - {"effects", "inner"} or len(made) != 1 or set(made[0]) != {"draw"}:
            raise Unrecognised(f"'then draw another card' beside something other than a draw: {m.group(0)}")
    return Piece(first.shape, effects=first.parts["effects"] + then.parts["effects"],
                 inner=[*then.parts.get("inner", []), "then draw another card for each"])


def shapes(read: Callable[[str], Piece]) -> list:
    return [(DRAW_ANOTHER, lambda m: draw_another(m, read))]
