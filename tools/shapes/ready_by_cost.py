"""enc-if7: your resources readied, as many as a card's printed cost (201.1):

* "Ongoing: When you play a Form, you may ready up to X of your resources, where X is its cost." (Furor): after a
  trigger on a card being played, 'its' ('that ability's') is the card of the event, whose link holds it as it is
  played (707.1f): ``{cost_of: event:subject}``;
* "Destroy target ally. If you do, ready up to X of your resources, where X is that ally's cost." (Thrill of the
  Hunt): the previous sentence's target, read even once it has left play (``{cost_of: SLOT}``), only if that action
  was done (709.2f, as ``conditions.if_you_do`` joins it).

Up to X: the player picks how many as the link resolves (709.2b), as 'ready up to two of your resources' reads. The
sentence without the clause is read by the other shapes with a stand-in number; any other amount ('where X is the
number of …'), a trigger on another event, or a card 'its' could not name is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import triggers
from shapes.base import Piece, Unrecognised

X_RESOURCES = r"ready up to X (?:of your resources|resources you control)"
PLAYED = re.compile(rf"^(?P<head>(?:Ongoing ?: ?)?When you play an? [^,]+, (?:you may )?){X_RESOURCES}, "
                    r"where X is (?:its|that (?P<noun>ability|ally)'s) cost\.$")
IF_YOU_DO = re.compile(rf"^If you do, {X_RESOURCES}, where X is that (?P<noun>ally|ability|card)'s cost\.$")
SHAPE = "ability: if you do, ready your resources, as many as that card's cost"


def with_cost(data: Any, cost: dict[str, str], found: list[int]) -> Any:
    """The effects with the stand-in number of 'ready up to …' made the cost read as the link resolves."""
    if isinstance(data, list):
        return [with_cost(x, cost, found) for x in data]
    if not isinstance(data, dict):
        return data
    if data.get("ready_resources") == triggers.STAND_IN_AMOUNT:
        found.append(1)
        return {**data, "ready_resources": dict(cost)}
    return {k: with_cost(v, cost, found) for k, v in data.items()}


def played(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When you play a Form, you may ready up to X of your resources, where X is its cost': the trigger's effect
    read with the stand-in, then the stand-in made the cost printed on the card being played."""
    inner = read(f"{m.group('head')}ready up to {triggers.STAND_IN_AMOUNT} of your resources.")
    parts = dict(inner.parts)
    field = "ongoing_power" if "ongoing_power" in parts else "powers"
    power = parts[field] if field == "ongoing_power" else (parts.get("powers") or [{}])[0]
    trig = power.get("triggered") if set(power) == {"triggered"} and (field == "ongoing_power" or len(parts["powers"]) == 1) else None
    subject = (trig or {}).get("when", {}).get("subject", {})
    if trig is None or trig["when"].get("event") != "played" or subject.get("kind") not in ("ability", "ally") \
            or m.group("noun") not in (None, subject.get("kind")) or trig.get("targets"):
        raise Unrecognised(f"'its cost' with no one card being played to name: {m.group(0)}")
    found: list[int] = []
    effects = with_cost(trig["effects"], {"cost_of": "event:subject"}, found)
    if len(found) != 1 or str(triggers.STAND_IN_AMOUNT) in repr(effects):
        raise Unrecognised(f"'where X is its cost' with no one number of resources: {m.group(0)}")
    made = {"triggered": {**trig, "effects": effects}}
    parts[field] = made if field == "ongoing_power" else [made]
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "amount: the played card's cost"]})


def if_you_do(m: re.Match) -> Piece:
    """'If you do, ready up to X of your resources, where X is that ally's cost': on the previous target's slot."""
    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"'that {m.group('noun')}' with no target before it: {m.group(0)}")
        return {"ready_resources": {"cost_of": slot}, "up_to": True}
    return Piece(SHAPE, effects=[make], if_you_do=True, same_target=True, refers=m.group("noun"),
                 inner=["condition: if you do, that card again", "amount: that card's cost"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of the conditions' 'If you do, …' and the trigger shape."""
    return [(PLAYED, lambda m: played(m, read)), (IF_YOU_DO, if_you_do)]


ALLOWED: dict[str, tuple[str, ...]] = {"ability": (SHAPE,)}
