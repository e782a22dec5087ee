"""enc-deal9: 'a second target' after a damage trigger — "When NAME deals combat damage to a defender, she may deal 1
ranged damage to a second target hero or ally." (Huntress):

the card dealt the trigger's damage is the first one the sentence names (the event's destination, 703); the effect's
target is a second one, another card than that (706.1): the sentence is read with 'target …', and its one target
slot is then kept from the event's destination (``not_event: destination``, checked as the target is chosen, as the
triggered power's link is added, 708.1a, 707.1d).

Refused: a trigger other than a card's dealing damage to a card, or no one target slot in the reading.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

SECOND = re.compile(r"^(?P<when>When [^,]+? deals (?:combat |[a-z]+ )?damage to (?!a second)[^,]+?), "
                    r"(?P<rest>[^,]*?)\ba second target (?P<tail>[^,]+)$")


def second_after_damage(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('when')}, {m.group('rest')}target {m.group('tail')}")
    parts = dict(inner.parts)
    powers = parts.get("powers", [])
    power = powers[0].get("triggered") if len(powers) == 1 and set(parts) <= {"powers", "inner"} else None
    if power is None or power["when"].get("event") != "damage" or "destination" not in power["when"] \
            or len(power.get("targets", [])) != 1 or "not_event" in power["targets"][0]:
        raise Unrecognised(f"'a second target' with no card dealt the trigger's damage first: {m.group(0)}")
    targets = [{**power["targets"][0], "not_event": "destination"}]
    return Piece(inner.shape, powers=[{"triggered": {**power, "targets": targets}}],
                 inner=[*parts.get("inner", []), "target: a second one, not the card dealt the damage"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(SECOND, lambda m: second_after_damage(m, read))]
