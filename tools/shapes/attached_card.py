"""enc-has5: "Ongoing: Attached card can't be destroyed." (Enduring Winter) — the host of an attachment of any kind
(400.4) can't be destroyed: a prohibition (103.2), a power of the ability while it is in play (305.2a), as
shapes/host.py reads the same words of an attached ally. A hero is not destroyed as a card is, so the card is read
only where its 'Attach to target …' can't name a hero (``check``, as the ability is put together); anything else
said of an attached card of any kind is refused.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised
from shapes.host import SHAPE

CANT_BE_DESTROYED = re.compile(r"^Ongoing ?: ?Attached card can't be destroyed\.$")
NOT_A_HERO = "host_not_hero"  # the part that asks ``check`` for a host that can't be a hero


def cant_be_destroyed(m: re.Match) -> Piece:
    return Piece(SHAPE, ongoing_powers=[{"prohibition": {"cannot": "be-destroyed", "affects": {"host": True}}}],
                 **{NOT_A_HERO: True})


def check(attaches: list[Piece], ongoing: list[Piece]) -> None:
    """Refuse the card if a power needs a host that is no hero and its 'Attach to target …' may name one."""
    if not any(p.parts.get(NOT_A_HERO) for p in ongoing):
        return
    spec: dict[str, Any] = attaches[0].parts.get("attach") or {} if attaches else {}
    kinds = spec.get("kind")
    kinds = kinds if isinstance(kinds, list) else [kinds]
    if not spec or any(k in (None, "hero", "character", "card") for k in kinds):
        raise Unrecognised("'attached card can't be destroyed' on an attachment that may go on a hero")


SHAPES = [(CANT_BE_DESTROYED, cant_be_destroyed)]
