"""enc-turn3: "Prevent all non-melee damage that would be dealt to target hero or ally this turn." (Shield of
Distortion), for ``tools/encode_pool.py``: the link's prevention modifier (717.2), read as 'Prevent all damage …' is
(shapes/conditions.py), kept to the packets with none of the named type (``damage_type_not``): a packet of no type is
non-melee too (408.3a), so it is not a list of the other types. Refused: a type named besides, combat damage, a
prevention of part of the damage, and 'non-' before any type but melee and ranged."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

NON_TYPED = re.compile(r"^Prevent all non-(?P<type>melee|ranged) damage (?P<rest>that would be dealt to target [^.]+?"
                       r" this (?:turn|combat))\.$")


def non_typed(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence without 'non-<type>', each prevention modifier it makes then kept to packets of no such type."""
    inner = read(f"Prevent all damage {m.group('rest')}.")
    made = [make("first") for make in inner.parts.get("effects", [])]
    if not made or any(set(e) != {"create_modifier"} or e["create_modifier"]["when"].keys() & {"damage_type", "combat"}
                       or e["create_modifier"].get("instead") != {"prevent": "all"} for e in made):
        raise Unrecognised(f"'non-{m.group('type')} damage' around the shape '{inner.shape}': {m.group(0)}")

    def narrowed(make: Callable[[Any], dict[str, Any]]) -> Callable[[Any], dict[str, Any]]:
        def make_one(slot: Any) -> dict[str, Any]:
            effect = make(slot)
            modifier = effect["create_modifier"]
            return {**effect, "create_modifier": {**modifier, "when": {**modifier["when"],
                                                                       "damage_type_not": m.group("type")}}}
        return make_one
    return Piece(inner.shape, **{**inner.parts, "effects": [narrowed(make) for make in inner.parts["effects"]],
                                 "inner": [*inner.parts.get("inner", []), "non-typed damage"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes that read part of their sentence with the other shapes."""
    return [(NON_TYPED, lambda m: non_typed(m, read))]
