"""enc-r2b: damage removed, not healed — "Remove 2 damage from your hero.", "Remove all damage from each ally.",
"Remove all but 10 damage from your hero.", and with damage put back for it, the removal followed by 'and put 1 damage on
NAME for each damage removed this way' (Shadow Silhouettes; Spiritual Awakening's turn-start removal of all but a
number, read inside the turn triggers the trigger shapes read):

the effect ``{remove_damage: N, from: SELECTOR}`` takes damage counters off each card picked as the link resolves
(709.2d), no heal packet made (407.2: only a modifier that heals makes one), as a switch removes damage without
healing it (405.7); a card with less damage loses all it has (405.1). 'all damage' is ``{its: damage}``, 'all but N
damage' ``{its: damage, plus: -N}`` (never below 0). 'and put 1 damage on NAME for each damage removed this way' is a
second effect of the same link, ``{put_damage: that-many, on: {this: true}}``: the damage the removal took off (405.6),
put, not dealt (405.3).

Refused: a target ('from target ally': a target is chosen as the link is added, 706, which this shape doesn't read), a
group of no heroes or allies in play, 'put N damage' for N other than 1, 'heal' in place of 'remove' (the heal shapes
read that), and anything after the clause.
"""
from __future__ import annotations

import re
from typing import Any

from shapes import grammar
from shapes.base import Piece, Unrecognised

REMOVE = re.compile(r"^Remove (?P<how>all but (?P<but>\d+)|all|(?P<n>\d+)) damage from (?P<what>[^,.]+?)"
                    r"(?P<put> and put (?P<each>\d+) damage on NAME for each damage removed this way)?\.$")
SHAPE = "ability: remove damage from a hero or ally"
ALLOWED = {"ability": (SHAPE,)}


def whose(what: str) -> dict[str, Any]:
    """The cards the damage comes off: NAME (the card itself) or a group of heroes or allies in play, no target."""
    if what == "NAME":
        return {"this": True}
    targeted, spec = grammar.selector(what if what.startswith(("each ", "your ", "all ")) else f"each {what}")
    if targeted:
        raise Unrecognised(f"damage removed from a target (706), not read here: {what}")
    if spec.get("kind") not in ("ally", "hero", "character") or spec.get("zone", "play") != "play":
        raise Unrecognised(f"damage removed from no hero or ally in play: {what}")
    return spec


def remove(m: re.Match) -> Piece:
    if m.group("put") and m.group("each") != "1":
        raise Unrecognised(f"damage put back other than 1 for each removed: {m.group(0)}")
    how: Any = ({"its": "damage"} if m.group("how") == "all" else {"its": "damage", "plus": -int(m.group("but"))}
                if m.group("but") else int(m.group("n")))
    if how == 0 or how == {"its": "damage", "plus": 0}:
        raise Unrecognised(f"no damage removed: {m.group(0)}")
    spec = whose(m.group("what"))
    effects = [lambda slot: {"remove_damage": how, "from": dict(spec)}]
    note = ["damage removed, not healed (405.7, 407.2)"]
    if m.group("put"):
        effects.append(lambda slot: {"put_damage": "that-many", "on": {"this": True}})
        note.append("as much damage put on the card itself as was removed (405.3, 405.6)")
    return Piece(SHAPE, effects=effects, inner=note)


SHAPES: list[tuple[re.Pattern, Any]] = [(REMOVE, remove)]
