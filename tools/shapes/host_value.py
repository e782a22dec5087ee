"""enc-while1: "Ongoing: Your hero has Assault X, where X is attached ally's ATK." (Unleashed Rage) — an X read from
the card the ability is attached to (400.4), as a Total of that one card's current ATK or health, never locked in
(714.2); a modifier that changes that value comes first (719.1). Only in an attachment's 'Ongoing:' sentence (the
ability's power in play, 305.2a; pool_shapes.ON_HOST): a power of a card in play names no host.
"""
from __future__ import annotations

import re
from typing import Any

SHAPE = "ongoing: your hero has, by a value of the attached card"
HOST_VALUE = re.compile(r"attached (?:ally|hero|character)'s (?P<stat>ATK|health)")


def amount(words: str) -> dict[str, Any] | None:
    """{total: atk | health, of: {host: true}} for 'attached ally's ATK'; None for other words."""
    m = HOST_VALUE.fullmatch(words)
    return {"total": m.group("stat").lower(), "of": {"host": True}} if m else None


def reads_host(power: dict[str, Any]) -> bool:
    """Whether a power's numbers read the host."""
    return any(isinstance(v, dict) and v.get("of") == {"host": True} for v in power.values())
