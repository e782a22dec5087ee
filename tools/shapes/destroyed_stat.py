"""enc-if13: "…, you may destroy a Demon ally you control. If you do, NAME deals shadow damage to target opposing hero or
ally equal to the cost of that destroyed Demon." (Terestian Illhoof), "… you may destroy an ally in your party. If you
do, your hero deals X shadow damage to target ally, where X was the ATK of that ally you destroyed." (Runed Soulblade):
an amount read from the card the player chose and destroyed (709.2b), not from a target — so the sentence may have a
target of its own.

The sentence after 'If you do,' is read by the other shapes with a stand-in number in place of its one amount (of
damage, healing or cards); that amount is made ``{cost_of: chosen:NAME}`` (the cost printed on the card, wherever it
now is, 201.1) or ``{atk_of: chosen:NAME}`` (its ATK as it last was in play, 712.3b, 709.2d), and the action before it
(``conditions.did``) must be one ``destroy_one`` of cards the noun fits, which is given that name (``as``) so that the
engine keeps the card it destroyed on the link. Any other action before it, a noun that doesn't fit the cards it
destroys, no one amount, or another stat is refused.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes import effects as shapes_effects
from shapes.base import Piece, Unrecognised

STATS = {"cost": "cost_of", "ATK": "atk_of"}
NAMED = "chosen:destroyed "  # the slot's prefix: 'chosen:destroyed Demon'
# 'If you do, <…deals|heals> <type> damage <…> equal to the cost of that destroyed Demon <and …>.'
# 'If you do, <…> equal to the destroyed ally's cost <and …>.'
EQUAL = re.compile(r"^If you do, (?P<head>[^.]*?\b(?:deals|heals) )(?P<what>(?:unpreventable )?(?:[a-z]+ )?damage)"
                   r"(?P<rest>[^.]*?) equal to (?:the (?P<stat>cost|ATK) of that destroyed (?P<noun>[A-Za-z]+)|the "
                   r"destroyed (?P<noun2>[A-Za-z]+)'s (?P<stat2>cost|ATK))(?P<tail>(?: and [^.]+)?)\.$")
# 'If you do, <… X …>, where X was the ATK of that ally you destroyed.'
WHERE_X = re.compile(r"^If you do, (?P<body>[^.]*\bX\b[^.]*), where X (?:is|was) the (?P<stat>cost|ATK) of that "
                     r"(?P<noun>[A-Za-z]+) you destroyed\.$")


def destroyed_stat(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    groups = m.groupdict()
    stat, noun = groups.get("stat") or groups["stat2"], groups.get("noun") or groups["noun2"]
    if "body" in groups:
        if len(re.findall(r"\bX\b", m.group("body"))) != 1:
            raise Unrecognised(f"an X said more or less than once: {m.group(0)}")
        body = re.sub(r"\bX\b", str(shapes_effects.STAND_IN), m.group("body"))
    else:
        body = f"{m.group('head')}{shapes_effects.STAND_IN} {m.group('what')}{m.group('rest')}{m.group('tail')}"
    inner = read(body[0].upper() + body[1:] + ".")
    parts = dict(inner.parts)
    if not parts.get("effects") or set(parts) - {"effects", "inner", "target"} or parts.get("same_target"):
        raise Unrecognised(f"the destroyed card's {stat} around the shape '{inner.shape}'")
    amount = {STATS[stat]: NAMED + noun}

    def make(slot: Any, made: Callable[[Any], Any]) -> Any:
        out = shapes_effects.stand_in_replaced(made(slot), amount, [])
        if str(shapes_effects.STAND_IN) in json.dumps(out):
            raise Unrecognised(f"the destroyed card's {stat} read otherwise than as an amount: {m.group(0)}")
        return out
    makes = [lambda slot, made=made: make(slot, made) for made in parts["effects"]]
    # one amount in all the sentence's effects (the others, e.g. 'and heals 1 … for each damage dealt this way', have
    # their own); refused now, not as the card is assembled
    if sum(json.dumps(each("first")).count(NAMED) for each in makes) != 1:
        raise Unrecognised(f"the destroyed card's {stat} with no one amount: {m.group(0)}")
    return Piece(inner.shape, **{**parts, "effects": makes, "if_you_do": True,
                                 "inner": [*parts.get("inner", []), f"condition: if you do, the destroyed card's {stat}"]})


def named(done: dict[str, Any], then: list[dict[str, Any]]) -> dict[str, Any]:
    """``conditions.did``: the action before 'If you do,' given the name its 'then' reads the destroyed card by
    ('as'), when that 'then' reads one; refused unless it is one player's ``destroy_one`` of cards the noun fits."""
    said = set(re.findall(rf'"{NAMED}([A-Za-z]+)"', json.dumps(then)))
    if not said:
        return done
    if len(said) > 1 or set(done) - {"destroy_one", "player"} or done.get("player", "you") != "you":
        raise Unrecognised("'that destroyed …' after an action other than your destroying one card")
    noun, sel = said.pop(), done["destroy_one"]
    fits = (sel.get("kind") == noun or noun == "character" and sel.get("kind") in ("hero", "ally", "character")
            or noun[0].isupper() and sel.get("trait") == noun and sel.get("kind") in ("ally", "hero", "character"))
    if not fits or "any" in sel:
        raise Unrecognised(f"'that destroyed {noun}' after destroying {json.dumps(sel, sort_keys=True)}")
    return {**done, "as": f"destroyed {noun}"}


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of the conditions' 'If you do, …'."""
    return [(EQUAL, lambda m: destroyed_stat(m, read)), (WHERE_X, lambda m: destroyed_stat(m, read))]
