"""enc-end1: a continuous power counted by the damage on your own cards — "NAME has +1 DEF for each damage on your
hero", "This ally has +1 ATK for each damage on allies in your party" — read, as the damage on opposing heroes is
(``statics.counted_more``), as the total of the damage now on those cards (405.1), the power read from the game as
it is now (714.2). Only your hero, or your allies ('in your party', 'you control': 401.3); 'each damage on it' (the
card itself) stays with the shapes that read it, and any other group is refused by the caller.
"""
from __future__ import annotations

import re
from typing import Any

OWN = {"your hero": {"kind": "hero", "controller": "you"},
       "allies in your party": {"kind": "ally", "controller": "you"},
       "allies you control": {"kind": "ally", "controller": "you"}}
DAMAGE_ON = re.compile(rf"damage on (?P<group>{'|'.join(OWN)})")


def counted(words: str) -> dict[str, Any] | None:
    """{total: damage, of: the cards} for 'damage on your hero' and the like; None for other words."""
    m = DAMAGE_ON.fullmatch(words)
    return {"total": "damage", "of": dict(OWN[m.group("group")])} if m else None
