"""enc-turn7: one effect at both ends of a turn, for ``tools/encode_pool.py``:

* "At the start and end of your turn, draw a card for each Gnome in your party." (High Tinker Mekkatorque)

Two triggered powers with the same effect (703.1), one as the turn starts (500.1), one as it ends (503.1): each read
as its own sentence ('At the start of your turn, …', 'At the end of your turn, …') by the trigger shapes. An effect
that names the trigger's event ('it', 'that much') is refused: each power's event would be its own.
"""
from __future__ import annotations

import json
import re
from typing import Callable

from shapes import grammar
from shapes.base import Piece, Unrecognised

BOTH_ENDS = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?At the start and end of (?P<whose>[^,]+?) turn, (?P<rest>.+)$")


def both_ends(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    ongoing, whose, rest = m.group("ongoing") or "", m.group("whose"), m.group("rest")
    pieces = [read(f"{ongoing}At the {at} of {whose} turn, {rest}") for at in ("start", "end")]
    powers = [p.parts.get("powers") or [] for p in pieces]
    effects = json.dumps([power.get("triggered", {}).get("effects") for found in powers for power in found])
    if any(p.shape != grammar.SHAPE or len(found) != 1 or set(p.parts) - {"powers", "inner"}
           for p, found in zip(pieces, powers)) or '"event"' in effects or "that-much" in effects:
        raise Unrecognised(f"'at the start and end of' around more than one plain triggered power: {m.group(0)}")
    return Piece(grammar.SHAPE, powers=[found[0] for found in powers],
                 inner=[*pieces[0].parts.get("inner", []), "trigger: at the start and end of a turn"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(BOTH_ENDS, lambda m: both_ends(m, read))]
