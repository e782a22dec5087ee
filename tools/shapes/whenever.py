"""enc-destroyed2: 'Whenever …' read as 'When …', for ``tools/encode_pool.py``:

* "Ongoing: Whenever an ally you control with 5 or more ATK is destroyed, you may destroy target equipment."
  (Colossus Smash) — a triggered power triggers each time its event happens (703.1), whether the text says 'when'
  or 'whenever': the sentence is read again with 'When' and must read whole as one triggered power (a card's or an
  ongoing ability's); anything else after 'Whenever' is refused with it.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import SHAPE
from shapes.triggers import ON_HOST, ONGOING

WHENEVER = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?Whenever (?P<rest>[^,]+, .+)$")


def whenever(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('ongoing') or ''}When {m.group('rest')}")
    if inner.shape not in (SHAPE, ONGOING, ON_HOST):
        raise Unrecognised(f"'Whenever' on no triggered power: {m.group(0)}")
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), "trigger: 'whenever', as 'when'"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(WHENEVER, lambda m: whenever(m, read))]
