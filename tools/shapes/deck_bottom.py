"""enc-turn4: a payment power's cost "Put NAME on the bottom of its owner's deck" (Heavy Netherweave Bandage; one data
set drops the apostrophe) — the cost's ``to_deck_bottom``: the card itself goes on the bottom of its owner's deck as the
cost is paid (707.1e, 415.3c). "… of your deck" (Medallion of the Horde) is refused, as 'put NAME into your hand' is
(shapes/costs.py): the rules send a card to its owner's zones (415.9a), which the card's words don't say. Another card,
or the top of the deck, is not this part either."""
from __future__ import annotations

import re
from typing import Any

COST_PARTS: list[tuple[re.Pattern, dict[str, Any]]] = [
    (re.compile(r"^Put NAME on the bottom of its owner'?s deck$"), {"to_deck_bottom": True}),
]
