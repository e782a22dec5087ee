"""enc-deal9: a group of kinds 'and resources', destroyed at once — "When your hero deals combat damage with NAME,
destroy all other abilities, allies, equipment, and resources." (Zin'rokh, Destroyer of Worlds):

the sentence is read without 'other' and without 'and resources' ('destroy all abilities, allies, and equipment',
``{destroy: {kinds: […]}}``), and that one group widened to the cards in any resource row, face down or face up
(412, as 'destroy all resources' reads: ``{row: resource}``), so that every card of either sort is destroyed by the
one effect (709.2b, 415.9c): ``{destroy: {any: [{kinds: […]}, {row: resource}], other: true}}``; 'other'
leaves out the card with the power (200.1). A hero or a location is neither of the kinds nor a resource and stays.

Refused: a sentence whose reading without those words has no one 'destroy' of a group of kinds.
"""
from __future__ import annotations

import copy
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

KIND_WORDS = r"(?:abilities|allies|equipment|weapons|armor|items)"
AND_RESOURCES = re.compile(rf"^(?P<head>(?:When [^,]+, )?)(?P<verb>[Dd]estroy) all (?P<other>other )?"
                           rf"(?P<kinds>{KIND_WORDS}(?:, {KIND_WORDS})*),? and resources\.$")


def widened(destroy: dict[str, Any], other: bool) -> dict[str, Any]:
    """The group of kinds, or any resource; 'other' on the whole."""
    if set(destroy) - {"kinds", "kind"} or "kinds" not in destroy and destroy.get("kind") in (None, "card"):
        raise Unrecognised(f"'and resources' after no group of kinds: {destroy}")
    return {"any": [copy.deepcopy(destroy), {"row": "resource"}], **({"other": True} if other else {})}


def and_resources(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    kinds = m.group("kinds").split(", ")
    listed = kinds[0] if len(kinds) == 1 else f"{', '.join(kinds[:-1])}, and {kinds[-1]}"
    inner = read(f"{m.group('head')}{m.group('verb')} all {listed}.")
    parts = dict(inner.parts)
    other = bool(m.group("other"))
    powers = parts.get("powers", [])
    if len(powers) == 1 and set(powers[0]) == {"triggered"} and "effects" not in parts:
        power = powers[0]["triggered"]
        if len(power["effects"]) != 1 or set(power["effects"][0]) != {"destroy"} or "targets" in power:
            raise Unrecognised(f"'and resources' around no one destruction of a group: {m.group(0)}")
        parts["powers"] = [{"triggered": {**power, "effects": [{"destroy": widened(power["effects"][0]["destroy"], other)}]}}]
    elif len(parts.get("effects", [])) == 1 and not powers and parts.get("target") is None:
        made = parts["effects"][0](None)
        if set(made) != {"destroy"}:
            raise Unrecognised(f"'and resources' around no one destruction of a group: {m.group(0)}")
        group = widened(made["destroy"], other)
        parts["effects"] = [lambda slot: {"destroy": copy.deepcopy(group)}]
    else:
        raise Unrecognised(f"'and resources' around no one destruction of a group: {m.group(0)}")
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "group: and every resource"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(AND_RESOURCES, lambda m: and_resources(m, read))]
