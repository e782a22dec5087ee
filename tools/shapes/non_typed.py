"""enc-turn3: "Prevent all non-melee damage that would be dealt to target hero or ally this turn." (Shield of
Distortion), "Prevent the next non-melee damage that would be dealt to your hero this turn." (Anti-Magic Shell), for
``tools/encode_pool.py``: the link's prevention modifier (717.2), read as 'Prevent all damage …' is
(shapes/conditions.py), kept to the packets with none of the named type (``damage_type_not``): a packet of no type is
non-melee too (408.3a), so it is not a list of the other types. Refused: a type named besides, combat damage, a
prevention of part of the damage, and 'non-' before any type but melee and ranged."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

NON_TYPED = re.compile(r"^Prevent all non-(?P<type>melee|ranged) damage (?P<rest>that would be dealt to target [^.]+?"
                       r" this (?:turn|combat))\.$")
# 'Prevent the next non-melee damage that would be dealt to your hero this turn' (Anti-Magic Shell): the whole of the
# next such packet, read as 'The next time damage would be dealt to your hero this turn, prevent it' is (uses 1)
NEXT_NON_TYPED = re.compile(r"^Prevent the next non-(?P<type>melee|ranged) damage that would be dealt to "
                            r"(?P<object>[^.]+?) this turn\.$")


def non_typed(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Prevent all non-melee damage …': the sentence without 'non-<type>', read by the other shapes."""
    return narrowed(read(f"Prevent all damage {m.group('rest')}."), m)


def next_non_typed(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Prevent the next non-melee damage …': read as 'The next time damage would be dealt to … this turn, prevent it'."""
    return narrowed(read(f"The next time damage would be dealt to {m.group('object')} this turn, prevent it."), m)


def narrowed(inner: Piece, m: re.Match) -> Piece:
    """Each prevention modifier the inner sentence makes, kept to packets of no such type; anything else refused."""
    made = [make("first") for make in inner.parts.get("effects", [])]
    if not made or any(set(e) != {"create_modifier"} or e["create_modifier"]["when"].keys() & {"damage_type", "combat"}
                       or e["create_modifier"].get("instead") != {"prevent": "all"} for e in made):
        raise Unrecognised(f"'non-{m.group('type')} damage' around the shape '{inner.shape}': {m.group(0)}")

    def kept(make: Callable[[Any], dict[str, Any]]) -> Callable[[Any], dict[str, Any]]:
        def make_one(slot: Any) -> dict[str, Any]:
            effect = make(slot)
            modifier = effect["create_modifier"]
            return {**effect, "create_modifier": {**modifier, "when": {**modifier["when"],
                                                                       "damage_type_not": m.group("type")}}}
        return make_one
    return Piece(inner.shape, **{**inner.parts, "effects": [kept(make) for make in inner.parts["effects"]],
                                 "inner": [*inner.parts.get("inner", []), "non-typed damage"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes that read part of their sentence with the other shapes."""
    return [(NON_TYPED, lambda m: non_typed(m, read)), (NEXT_NON_TYPED, lambda m: next_non_typed(m, read))]
