"""enc-if7: "Put target ally in an opponent's graveyard into play under your control." (Kel'Thuzad's Reach): the same
target as '… ally card from an opponent's graveyard …' (706.1b: a target in another zone, named by the description;
shapes/effects.py reads that wording), read again in it. Any other zone or owner is left to the other shapes."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece

IN_OPPOSING = re.compile(r"^Put target (?P<what>ally|ability|equipment|weapon|armor|item)(?: card)? in an opponent's "
                         r"graveyard into play under your control\.$")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(IN_OPPOSING, lambda m: read(f"Put target {m.group('what')} card from an opponent's graveyard into play "
                                         "under your control."))]
