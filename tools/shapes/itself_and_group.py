"""enc-while5: "NAME and allies you control with Stealth also have Assault 1." (Zimzi the Trickster's other side) — a
continuous power on the card itself and on a group (704.1a): the sentence read as said of the group alone ('Allies you
control with Stealth have Assault 1.', by the other shapes), its cards affected then the card itself or any card of
the group (``affects: {any: [{this: true}, the group]}``). 'also' adds nothing the reading needs: the group's other
powers stay theirs. Only a reading that is one continuous power of the card in play on a group; anything else refused.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

ITSELF_AND = re.compile(r"^NAME and (?P<group>(?!NAME\b)[a-z][^.]+?) (?:also )?have (?P<what>[^.]+)\.$")
GROUP_SHAPE = "in play: a group has"


def itself_and(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('group')[0].upper()}{m.group('group')[1:]} have {m.group('what')}.")
    powers = inner.parts.get("powers", [])
    if inner.shape != GROUP_SHAPE or set(inner.parts) - {"powers", "inner"} or len(powers) != 1 \
            or set(powers[0]) != {"continuous"}:
        raise Unrecognised(f"'NAME and …' around the shape '{inner.shape}': {m.group(0)}")
    stat = powers[0]["continuous"]
    group = stat["affects"]
    if group.get("this") or group.get("host") or "any" in group:
        raise Unrecognised(f"'NAME and …' with a group this reading doesn't join: {m.group(0)}")
    return Piece(inner.shape, powers=[{"continuous": {**stat, "affects": {"any": [{"this": True}, dict(group)]}}}],
                 inner=[*inner.parts.get("inner", []), "the card itself and the group"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ITSELF_AND, lambda m: itself_and(m, read))]
