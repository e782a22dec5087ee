"""enc-deal6: "Target ally is a Protector this turn. Prevent all damage that it would be dealt while defending this
turn." (Blessed Defense) — 'it' is the previous sentence's one target (``same_target``, 706.1), and the link makes a
prevention modifier of all the damage that would be dealt to it (717.2) lasting this turn (503.2a); 'while defending'
('attacking') narrows it to packets dealt while that card is the defender (602.3) or an attacker (602.1). A previous
target of another kind, or none, is refused (pool_shapes.acting_effects)."""
from __future__ import annotations

import re

from shapes import conditions
from shapes.base import Piece

IT_PREVENT = re.compile(r"^Prevent all (?P<combat>combat )?damage that (?:it|he|she) would be dealt"
                        r"(?: while (?P<state>defending|attacking))? this turn\.$")


def it_prevent(m: re.Match) -> Piece:
    state = {m.group("state"): True} if m.group("state") else {}
    kind = {"combat": True} if m.group("combat") else {}
    return Piece(conditions.REPLACES_FOR_A_TIME, same_target=True, refers="character", effects=[
        lambda slot: {"create_modifier": {"when": {"event": "damage", "destination": {"target": slot, **state}, **kind},
                                          "instead": {"prevent": "all"}, "duration": "this-turn"}}],
                 inner=["replacement: a link's modifier, this turn, on the previous target"])


SHAPES = [(IT_PREVENT, it_prevent)]
