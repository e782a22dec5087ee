"""Cards that can't be interrupted (103.2, 711.1), for ``tools/encode_pool.py``.

"NAME can't be interrupted." / "This ability can't be interrupted." (Nether Fissure, Arcane Barrage): the ability's
own "can't", a power that works on the chain, the only zone where it could work (700.2); no effect interrupts the
card there, though the game's own interruption still does (103.3).

"Your ability cards can't be interrupted." on equipment (Antonidas's Aegis of Rapt Concentration), and after an
ability's 'Ongoing:' (Barkskin: "Your ability, ally, and equipment cards …"): a power in play covering its
controller's cards of those kinds while they are on the chain.

Refused: another player's cards, other kinds, and 'instant and can't be interrupted' (Concentration Aura: no shape
makes cards instant)."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece

SELF = "ability: it can't be interrupted"
YOURS = "in play: your cards on the chain can't be interrupted"
YOURS_ONGOING = "ongoing: your cards on the chain can't be interrupted"
KINDS = {"ability": ["ability"], "ability, ally, and equipment": ["ability", "ally", "equipment"]}

ITSELF = re.compile(r"^(?:NAME|This ability) can't be interrupted\.$")
YOUR_CARDS = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?Your (?P<kinds>{'|'.join(KINDS)}) cards can't be interrupted\.$")


def itself(m: re.Match) -> Piece:
    return Piece(SELF, powers=[cant({"this": True})])


def your_cards(m: re.Match) -> Piece:
    kinds = [{"kind": k} for k in KINDS[m.group("kinds")]]
    power = cant({**(kinds[0] if len(kinds) == 1 else {"any": kinds}), "controller": "you", "zone": "chain"})
    if m.group("ongoing"):
        return Piece(YOURS_ONGOING, ongoing_powers=[power])
    return Piece(YOURS, powers=[power])


def cant(affects: dict[str, Any]) -> dict[str, Any]:
    return {"prohibition": {"cannot": "be-interrupted", "affects": affects}}


SHAPES = [(ITSELF, itself), (YOUR_CARDS, your_cards)]
ALLOWED = {"ability": (SELF, YOURS_ONGOING), "armor": (YOURS,), "weapon": (YOURS,), "item": (YOURS,)}
