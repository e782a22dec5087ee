"""enc-reward6: "up to one target …" — a target that may be left unchosen (707.1d: 'up to' one), for
``tools/encode_pool.py``:

* "Put up to one target ally from your graveyard into play under your control." / "… from an opposing graveyard
  into play under your control." (Legacy of Lordaeron): the sentence read as its 'target ally' form is
  (``shapes/effects.py``: a target in a graveyard, 706.1b, put into play, 710), the target made optional
  (``optional: true``): with none chosen, that part does nothing. 'Under your control' after your own graveyard says
  nothing more (a card put into play by your effect enters under your control, 710.1) and is read so.

Refused: any sentence but a card put into play from a graveyard.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

UP_TO_ONE = re.compile(r"^Put up to one target (?P<what>[a-z][^.]*?) from (?P<whose>your|an opposing) graveyard into "
                       r"play under your control\.$")


def up_to_one(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The 'target' form of the sentence, its one target made optional (707.1d)."""
    if m.group("what").split()[-1] not in ("ally", "ability", "card", "equipment", "weapon", "armor", "item"):
        raise Unrecognised(m.group(0))  # 'up to one target allies': one card, said in the singular
    under = "" if m.group("whose") == "your" else " under your control"
    inner = read(f"Put target {m.group('what')} from {m.group('whose')} graveyard into play{under}.")
    target = inner.parts.get("target")
    if not target or target.get("zone") != "graveyard" or "count" in target or set(inner.parts) - {"target", "effects"}:
        raise Unrecognised(m.group(0))
    return Piece(inner.shape, target={**target, "optional": True}, effects=inner.parts["effects"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(UP_TO_ONE, lambda m: up_to_one(m, read))]
