"""enc-turn8: 'exhaust target card', 'ready target card', for ``tools/encode_pool.py``:

* "At the start of your turn, you may exhaust target card." (Kavar the Bloodthirsty's other side)

Only a card in play is ready or exhausted, and a card elsewhere can't be exhausted or readied (411.1, 411.2): the
sentence says what 'exhaust target card in play' says (``grammar.CARD_IN_PLAY``: any one card in play, of any kind,
706.1), and is read so. 'Another target card', or any other verb before 'target card', is left to the other shapes.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece

EXHAUST_CARD = re.compile(r"^(?P<head>.*\b(?:[Ee]xhaust|[Rr]eady)) target card\.$")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(EXHAUST_CARD, lambda m: read(f"{m.group('head')} target card in play."))]
