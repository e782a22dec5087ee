"""'… dealt damage this way …' after a triggered power that may deal it, or any sentence that reads only the cards it
was dealt to (enc-deal4): "When you strike with this weapon on an opponent's turn, your hero may deal 1 frost damage to
target hero or ally. A character dealt damage this way can't attack this turn." (Black Ice), "At the start of your
turn, your hero deals 1 shadow damage to target hero or ally. If damage is dealt this way, your hero heals 1 damage from
itself." (Touch of Unlife). As shapes/start_turn.py joins 'dealt this way' to a triggered power whose last effect deals
damage, more of that power's effect, read as its link resolves, after the damage (709.2, 709.2d): after a choice (708.3)
whose last effect deals the damage, inside that choice (declined, nothing is dealt this way and the sentence has
nothing to act on). Left to shapes/start_turn.py: the sentences it joins itself; refused there: any other."""
from __future__ import annotations

from typing import Any

from shapes import grammar, this_way
from shapes.base import Piece
from shapes.ongoing_dealt import reads_dealt


def last_deals(effects: list[dict[str, Any]]) -> bool:
    return bool(effects) and "deal_damage" in effects[-1]


def dealt_follows(pieces: list[Piece]) -> list[Piece]:
    """The pieces with each such sentence after a triggered power joined to that power's effects."""
    out: list[Piece] = []
    for p in pieces:
        before = out[-1] if out else None
        powers = before.parts.get("powers", []) if before is not None and before.shape == grammar.SHAPE else []
        power = powers[0].get("triggered", {}) if len(powers) == 1 else {}
        effects = power.get("effects") or []
        chosen = effects[-1].get("may") if len(effects) == 1 and set(effects[-1]) == {"may"} else None
        joined = (p.shape == this_way.SHAPE or reads_dealt(p)) and (last_deals(chosen or []) or (
            p.shape != this_way.SHAPE and last_deals(effects)))  # a bare 'this way' after bare damage: start_turn's
        if not joined:
            out.append(p)
            continue
        more = [make(None) for make in p.parts["effects"]]
        effects = [{"may": [*chosen, *more]}] if chosen else [*effects, *more]
        out[-1] = Piece(grammar.SHAPE, **{**before.parts, "powers": [{"triggered": {**power, "effects": effects}}],
                                          "inner": [*before.parts.get("inner", []), f"then: {p.shape}"]})
    return out
