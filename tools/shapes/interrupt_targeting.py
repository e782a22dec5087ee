"""enc-turn5: "Interrupt target ability that is targeting a friendly card." (Sacred Shield), "… that's targeting your
hero" (Endure), for ``tools/encode_pool.py``: the target is a card on the chain whose link targets a card that fits
(706.1; the selector's ``targeting``, 711.3), and its link is interrupted (711).

Refused: 'card or effect' (an effect is no card to target), a group the grammar doesn't read."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised
from shapes.grammar import selector

SHAPE = "ability: interrupt a target card on the chain that targets a card"
TARGETING = re.compile(r"^Interrupt target (?P<what>card|ability|ally|equipment) (?:that is |that's )?targeting "
                       r"(?P<whom>[^.]+)\.$")
CARDS = {"a friendly card": {"kind": "card", "controller": "friendly"}, "a card you control": {"kind": "card", "controller": "you"}}


def targeted(words: str) -> dict[str, Any]:
    """The card the link targets: any card of yours or your team's, or what the grammar reads ('a friendly ally' as
    'each friendly ally'), never a target itself."""
    if words in CARDS:
        return dict(CARDS[words])
    aimed, spec = selector(re.sub(r"^an? ", "each ", words))
    if aimed:
        raise Unrecognised(f"'targeting' a target: {words}")
    return spec


def interrupt_targeting(m: re.Match) -> dict[str, Any]:
    fits = {"targeting": targeted(m.group("whom"))}
    return {"shape": SHAPE, "target": {"kind": m.group("what"), "zone": "chain", "fits": fits},
            "effects": [lambda slot: {"interrupt": {"target": slot}}]}


SHAPES = [(TARGETING, interrupt_targeting)]
ALLOWED = {"ability": (SHAPE,)}
