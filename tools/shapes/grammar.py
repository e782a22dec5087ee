"""A compositional piece of the sentence grammar: a trigger prefix put before any effect sentence
the other shapes read. "When NAME enters play, [you may] <effect>." is the card's triggered power
(703.1): the event pattern its prefix names, the effect's targets chosen as it joins the chain
(708.2, 707.1d), "you may" decided as it resolves (708.3). The effect is read by the same shapes as
an ability's (``pool_shapes.piece``), so every effect shape composes with every trigger."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

THIS = {"this": True}
# The trigger prefixes the tool reads, each with the event pattern it names (703.1, 710.1d)
TRIGGERS: dict[str, dict[str, Any]] = {
    "When NAME enters play": {"event": "enters-play", "subject": THIS},
}
TRIGGERED = re.compile(rf"^(?P<when>{'|'.join(TRIGGERS)}), (?P<may>you may )?(?P<effect>.+)$")
SHAPE = "a triggered power: a trigger and an effect"


def triggered(m: re.Match, read: Callable[[str], Piece],
              effects_of: Callable[[list[Piece], list[dict[str, Any]]], list[dict[str, Any]]]) -> Piece:
    """The power: the prefix's event, the effect sentence read as an ability's (capitalised), its
    targets in slots; 'you may' wraps the effects in a choice made as they resolve (708.3)."""
    effect = m.group("effect")
    inner = read(effect[0].upper() + effect[1:])
    if "effects" not in inner.parts or inner.parts.get("same_target"):
        raise Unrecognised(f"a trigger's effect with the shape '{inner.shape}'")
    targets: list[dict[str, Any]] = []
    effects = effects_of([inner], targets)
    power: dict[str, Any] = {"when": dict(TRIGGERS[m.group("when")])}
    if targets:
        power["targets"] = targets
    power["effects"] = [{"may": effects}] if m.group("may") else effects
    return Piece(SHAPE, powers=[{"triggered": power}], inner=[f"triggered: {inner.shape}"])

