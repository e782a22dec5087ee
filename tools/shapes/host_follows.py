"""enc-attach2: "Attached hero's controller discards a card for each damage dealt this way." right after an ability's
ongoing triggered power that deals damage to the card it is attached to (Devouring Plague: 'Ongoing: At the start of
your turn, your hero deals 3 shadow damage to attached hero.'): more of that power's effect, read as its link resolves,
after the damage (709.2): the player who controls the host (400.4; ``player: {controller_of: {host: true}}``, as the
ongoing power's own 'attached hero's controller discards a card' reads) discards, or draws, one card for each damage
the link's packets have dealt so far (405.6, 709.2d: ``dealt-this-way``). Refused: the sentence anywhere else (alone it
names no damage), after a power whose last effect deals no damage to the host. enc-enter15: "Attached hero's controller
may draw a card." after such a power (Gushing Wound): one card, that player's own choice as the link resolves (709.2b:
the link tells him to draw; ``optional``), in the same place only."""
from __future__ import annotations

import re
from typing import Any

from shapes import conditions
from shapes.base import Piece, Unrecognised

SHAPE = "more of an ongoing power: the host's controller discards or draws for each damage dealt"
HOST_PLAYER = re.compile(r"^Attached (?:hero|ally|character)'s controller (?:(?P<verb>discards|draws) a card for each "
                         r"damage dealt this way|(?P<may>may draw) a card)\.$")
VERBS = {"discards": "discard", "draws": "draw"}
HOST = {"host": True}
MAY_DRAW = {"draw": 1, "player": {"controller_of": HOST}, "optional": True}  # enc-enter15: one card, the player's choice


def host_player(m: re.Match) -> Piece:
    if m.group("may"):  # enc-enter15: 'Attached hero's controller may draw a card.' (Gushing Wound): his own choice
        return Piece(SHAPE, effects=[lambda slot: dict(MAY_DRAW)])  # (709.2b, Draw.optional)
    made = conditions.per_damage({VERBS[m.group("verb")]: 1, "player": {"controller_of": dict(HOST)}})
    return Piece(SHAPE, effects=[lambda slot: made])


SHAPES = [(HOST_PLAYER, host_player)]


def follows(pieces: list[Piece], ongoing: tuple[str, ...]) -> list[Piece]:
    """The pieces with each such sentence joined to the ongoing triggered power right before it."""
    out: list[Piece] = []
    for p in pieces:
        if p.shape != SHAPE:
            out.append(p)
            continue
        before = out[-1] if out else None
        power: dict[str, Any] = ((before.parts.get("ongoing_power") or {}).get("triggered") or {}) if before else {}
        last = (power.get("effects") or [{}])[-1]
        if before is None or before.shape not in ongoing or "deal_damage" not in last or last.get("to") != HOST:
            raise Unrecognised("'attached hero's controller … for each damage dealt this way' after no ongoing power "
                               "whose last effect deals damage to the attached card")
        made = [make(None) for make in p.parts["effects"]]
        if any(e.get("optional") for e in made) and made != [MAY_DRAW]:  # enc-enter15: 'may draw a card' and no more
            raise Unrecognised("'attached hero's controller may draw' of more than one card, his own choice: not read")
        joined = {**power, "effects": [*power["effects"], *made]}
        out[-1] = Piece(before.shape, **{**before.parts, "ongoing_power": {"triggered": joined},
                                         "inner": [*before.parts.get("inner", []), f"then: {SHAPE}"]})
    return out

