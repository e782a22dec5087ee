"""enc-reward3: "Target ally's damage type becomes [Frost] this turn." for ``tools/encode_pool.py`` (the shape gives its
name and parts; pool_shapes makes a ``Piece``): the resolving link makes a modifier on the target ally (706.1), ending
in the wrap-up step (503.2a), by which its damage type is the one named and no other (205.1c: as 'is a [Frost] card').

Refused: a damage type with no icon's brackets, a hero or a group, any other duration.
"""
from __future__ import annotations

import re
from typing import Any

BECOMES = "modifier this turn: a target's damage type"
DAMAGE_TYPE = re.compile(r"^Target ally's damage type becomes \[(?P<type>Arcane|Fire|Frost|Holy|Nature|Shadow|Melee|Ranged)\] "
                         r"this turn\.$")


def damage_type_becomes(m: re.Match) -> dict[str, Any]:
    kind = m.group("type").lower()
    return {"shape": BECOMES, "target": {"kind": "ally"}, "effects": [lambda slot: {
        "create_continuous": {"affects": {"target": slot}, "damage_type": kind}, "duration": "this-turn"}]}


SHAPES = [(DAMAGE_TYPE, damage_type_becomes)]
ALLOWED = {"ability": (BECOMES,)}


# 'Target opposing card loses and can't have powers this turn.': a modifier on the target (any card in play an opponent
# controls, 706.1) by which its text box is blank and it gains no power either (700.3: the format's lose_powers, as
# shapes/polymorph.py reads 'loses and can't have powers'), ending in the wrap-up step (503.2a)
BLANK = "modifier this turn: a target loses and can't have powers"
BLANKED = re.compile(r"^Target (?P<opposing>opposing )?(?P<kind>card(?: in play)?|ally) loses and can't have powers this "
                     r"turn\.$")  # enc-if9: 'card in play' (Naliss the Silencer): a target card is one in play already (706.1)


def blanked(m: re.Match) -> dict[str, Any]:
    aimed = {"kind": m.group("kind").split()[0], **({"controller": "opposing"} if m.group("opposing") else {})}
    return {"shape": BLANK, "target": aimed, "effects": [lambda slot: {
        "create_continuous": {"affects": {"target": slot}, "lose_powers": True}, "duration": "this-turn"}]}


SHAPES.append((BLANKED, blanked))
ALLOWED["ability"] += (BLANK,)
