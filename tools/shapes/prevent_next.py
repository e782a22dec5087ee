"""enc-deal6: "Prevent the next N damage …" beyond a target hero or ally: "Prevent the next X combat damage that
would be dealt to your hero by allies this turn" (after a cost of X: the value chosen as it is paid, 707.1b), "Prevent the next X
damage that would be dealt to target ally this turn, where X is the number of Paladins and Priests you control" — a
prevention modifier the resolving link makes (717.2), lasting this turn (503.2a) and used up once it has prevented
that much in total (717.2a); its packets: combat damage only (408.3b), from a source of the group named (408.1).
The amount, X or a count, is read once, as the link resolves (709.2d). 'Prevent the next N damage that would be dealt
to target hero or ally this turn' alone is shapes/more.py's."""
from __future__ import annotations

import re
from typing import Any

from shapes import conditions, effects, grammar
from shapes.base import Piece, Unrecognised

SHAPE = "ability: prevent the next N damage to a card, of a kind or from a group, this turn"
PREVENT_NEXT = re.compile(
    r"^(?=.*(?:next X |next \d+ combat |dealt to (?:your hero|NAME) | by ))Prevent the next (?P<n>\d+|X) "
    r"(?P<combat>combat )?damage that would be dealt to (?P<to>target (?:hero or ally|ally|hero)|your hero|NAME)"
    r"(?: by (?P<by>[^.]+?))? this turn(?:, where X is (?P<x>[^.]+))?\.$")
# 'Paladins and Priests you control': a hero or ally of either class (206.1a), as a prevention's 'Rogues' is
CLASSES_GROUP = re.compile(rf"^(?P<a>{'|'.join(grammar.CLASSES)})s and (?P<b>{'|'.join(grammar.CLASSES)})s you control$")


def amount(m: re.Match) -> Any:
    """N (an X chosen as a cost is paid is read as a number first, shapes/costs.py), or the count 'where X is'
    names; an X with no 'where' clause or a number with one is refused."""
    if m.group("n") != "X" or not m.group("x"):
        if m.group("n") == "X" or m.group("x"):
            raise Unrecognised(f"an X with no value, or 'where X is' after a number: {m.group(0)}")
        return int(m.group("n"))
    two = CLASSES_GROUP.match(m.group("x").removeprefix("the number of "))
    if two and m.group("x").startswith("the number of ") and two.group("a") != two.group("b"):
        return {"count": {"kind": "character", "controller": "you",
                          "any": [{"trait": two.group("a")}, {"trait": two.group("b")}]}}
    made = effects.amount_of(m.group("x"))(None)
    if not isinstance(made, dict) or set(made) - {"count", "plus"}:
        raise Unrecognised(f"a prevention's amount: {m.group('x')}")
    return made


def prevent_next(m: re.Match) -> Piece:
    prevent = amount(m)
    when: dict[str, Any] = {"event": "damage", **({"combat": True} if m.group("combat") else {})}
    if m.group("by"):
        when["source"] = conditions.dealers(m.group("by"))
    aimed, spec = grammar.selector(m.group("to")) if m.group("to").startswith("target ") else (False, None)
    if aimed and spec.get("count"):
        raise Unrecognised(f"a prevention's target: {m.group(0)}")

    def made(slot: Any) -> dict[str, Any]:
        to = {"target": slot} if aimed else conditions.whose(m.group("to"))
        return {"create_modifier": {"when": {**when, "destination": to}, "instead": {"prevent": prevent},
                                    "duration": "this-turn"}}
    return Piece(SHAPE, **({"target": spec} if aimed else {}), effects=[made])


SHAPES = [(PREVENT_NEXT, prevent_next)]
ALLOWED = {"ability": (SHAPE,)}
