"""enc-if12: "If a Mage you control is defending, remove it from combat and draw a card." — as ``shapes/if_combat.py``
reads "If your hero is in combat, …", for a card you control of a class or race named (206.1a: a hero or ally with
that trait): the effects happen only if such a card has that combat role as the link resolves (709.2, 602.3b), one
effect {if: {exists: …}, then: […]}.

"remove it from combat" (602.4) is of the cards you control of that trait with that role (a combat has one attacker
and one defender, 602.1, 602.3, so "it" is that one); any other clause must name no card by a pronoun ("draw a
card") and is read by the other shapes, with no target of its own. Anything else is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import grammar
from shapes.base import Piece, Unrecognised
from shapes.if_combat import PRONOUN, REMOVED, ROLES, SHAPE

IF_YOURS = re.compile(rf"^If an? (?P<trait>[A-Z][a-z]+) you control is (?P<role>{'|'.join(ROLES)}), (?P<rest>[^,]+)\.$")


def clause(words: str, card: dict[str, Any], read: Callable[[str], Piece]) -> list[Callable[[Any], dict[str, Any]]]:
    if REMOVED.match(words):
        return [lambda slot: {"remove_from_combat": dict(card)}]
    if PRONOUN.search(words):
        raise Unrecognised(f"'if a card you control is in combat' before a clause naming a card: {words}")
    inner = read(words[0].upper() + words[1:] + ".")
    if set(inner.parts) - {"effects", "inner"} or not inner.parts.get("effects"):
        raise Unrecognised(f"'if a card you control is in combat' before the shape '{inner.shape}'")
    return inner.parts["effects"]


def if_yours(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    aimed, spec = grammar.selector(f"each {m.group('trait')} you control")
    if aimed or spec != {"kind": "character", "controller": "you", "trait": m.group("trait")}:
        raise Unrecognised(f"'if a card you control is in combat' of no trait: {m.group(0)}")
    card = {**spec, **ROLES[m.group("role")]}
    makes = [make for words in m.group("rest").split(" and ") for make in clause(words, card, read)]

    def make(slot: Any) -> dict[str, Any]:
        return {"if": {"exists": dict(card)}, "then": [each(slot) for each in makes]}
    return Piece(SHAPE, effects=[make], inner=["condition: if in combat"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(IF_YOURS, lambda m: if_yours(m, read))]
