"""enc-reward5: "Reward: Draw a card for each five opposing face-down resources." — a draw's number 1 for each whole
group of N cards counted (the rest counting for nothing), read as the link resolves (709.2d): the count's ``per``.
The cards: a plural the count family reads in the singular ('resources', 'allies', 'cards'), with 'face-down' or
'face-up' before it (a resource may be face down, 412.1b: the selector's ``face_down``). For
``tools/encode_pool.py``; any other plural, or a number other than 1 ('two cards for each five …'), is refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions, counts
from shapes.base import Piece, Unrecognised, number

# only a draw (a reward's or an ability's): a cost changed 'for each five …' is the costs family's (costs.py)
PER = re.compile(r"^(?P<body>(?:Reward: )?Draw [^.]+?) for each (?P<per>two|three|four|five|six|ten|\d+) (?P<what>[^.,]+)\.$")
SINGULAR = {"resources": "resource", "allies": "ally", "cards": "card"}
FACE = {"face-down": True, "face-up": False}


def counted(m: re.Match) -> dict[str, Any]:
    """The cards counted, in the singular, face down or up if said."""
    words = m.group("what").split(" ")
    faces = [w for w in words if w in FACE]
    plurals = [w for w in words if w in SINGULAR]
    if len(plurals) != 1 or len(faces) > 1:
        raise Unrecognised(f"a count of groups of cards: {m.group(0)}")
    spec = counts.counted(" ".join(SINGULAR.get(w, w) for w in words if w not in FACE))
    if faces:
        if spec.get("row") != "resource" or "face_down" in spec:
            raise Unrecognised(f"face down or up, of cards not resources: {m.group(0)}")
        spec = {**spec, "face_down": FACE[faces[0]]}
    return spec


def per_group(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    per = number(m.group("per"))
    piece = conditions.for_each(m, read, counted(m))

    def grouped(effect: dict[str, Any]) -> dict[str, Any]:
        amounts = [k for k, v in effect.items() if isinstance(v, dict) and set(v) == {"count"}]
        if len(amounts) != 1:  # 'two cards for each five …' is {count, times}: not read
            raise Unrecognised(f"'for each N' with a number other than 1: {m.group(0)}")
        return {**effect, amounts[0]: {**effect[amounts[0]], "per": per}}
    if "reward" in piece.parts:
        return Piece(piece.shape, **{**piece.parts, "reward": [grouped(e) for e in piece.parts["reward"]]})
    if "effects" in piece.parts:
        grouped(piece.parts["effects"][0](None))  # refused now, not as the card is assembled
        return Piece(piece.shape, **{**piece.parts, "effects": [lambda slot, make=make: grouped(make(slot))
                                                                for make in piece.parts["effects"]]})
    raise Unrecognised(f"'for each N' around the shape '{piece.shape}': {m.group(0)}")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """Groups of cards counted, ahead of the 'for each' shapes (which read 'five' as a card's words)."""
    return [(PER, lambda m: per_group(m, read))]
