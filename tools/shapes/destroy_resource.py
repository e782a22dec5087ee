"""enc-turn8: 'Destroy a resource you control' as a cost, for ``tools/encode_pool.py``:

* "On your turn: Destroy a resource you control to complete this quest." (The Last Line of Defense)

Your resources are the cards in your resource row (412): the same cost part as 'Destroy one of your resources'
(``destroy_one`` of a card in your resource row, 707.1e, 415.9c).
"""
from __future__ import annotations

import re

COST_PARTS = [(re.compile(r"^[Dd]estroy a resource you control$"), {"destroy_one": {"row": "resource", "controller": "you"}})]
