"""enc-enter13: all damage to a target card of a tag prevented this turn, for ``tools/encode_pool.py`` (each shape gives
its name and parts; pool_shapes makes a ``Piece``):

* "Prevent all damage that would be dealt to target Totem this turn." (Statia the Preserver's flip power) — a target
  card of any kind whose type line carries the tag (202.1: a Totem is an ability, 'Fire Totem (1)', some of them with
  health), and a prevention modifier made as the link resolves, lasting this turn (717.2, 503.2a), as
  ``shapes/effects.py``'s 'Prevent all damage that would be dealt to target ally this turn' makes for an ally.

Only the tags abilities carry as nouns (``NOUN_TAGS``) and only this sentence: elsewhere 'target Totem' stays unread
(what '+3 ATK' would do to an ability is not said).
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import NOUN_TAGS
from shapes.effects import PREVENTED

SHIELD = re.compile(rf"^Prevent all damage that would be dealt to target (?P<tag>{'|'.join(NOUN_TAGS)}) this turn\.$")


def tagged_shield(m: re.Match) -> dict[str, Any]:
    target = {"kind": "card", "fits": {"tag": m.group("tag")}}
    return {"shape": PREVENTED, "target": target, "effects": [lambda slot: {"create_modifier": {
        "when": {"event": "damage", "destination": {"target": slot}}, "instead": {"prevent": "all"},
        "duration": "this-turn"}}]}


SHAPES = [(SHIELD, tagged_shield)]
