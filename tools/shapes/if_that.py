"""enc-if3: "If <condition>, <effect>." after a sentence with a target, where the effect names that target again
(the link's one slot, 706.1, as "it" does: ``same_target``):

* "Exhaust target hero or ally. If you control a Form, your hero deals 3 melee damage to that character.": a
  condition about the game (``conditions.condition``), the effect on the previous target;
* "Your hero deals 3 fire damage to target ally. If you control an Elemental ally, your hero also deals 3 fire
  damage to that ally's controller's hero.": the hero of its (last) controller, read as 'If you do, …' reads it
  (``conditions.that_card``, 712.3b); 'also' adds nothing to the effect.

The condition is checked as the link resolves (709.2): one effect {if: condition, then: [its effects]}. Whether
the previous target's kind fits the noun ('that ally') is checked as the card is assembled (``refers``). Anything
else is refused: a pronoun ('it', 'he'), a second target, a condition about the target itself, one no reader reads.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions
from shapes.base import Piece, Unrecognised

NOUNS = {"character": "hero or ally", "ally": "ally", "hero": "hero"}  # 'that ally' read as 'target ally' first
THAT = re.compile(r"\bthat (?P<noun>character|ally|hero)\b(?!')")
# only a sentence whose effect names the previous target; no 'would' (a replacement: other shapes'), no 'If you
# do' (``conditions.if_you_do``), no condition about that target ('If that ally has fatal damage, …')
IF_THAT = re.compile(r"^If (?!you do,)(?![^,]* would )(?![^,]*\bthat )(?=[^,]+, [^,]*\bthat (?:character|ally|hero)\b)"
                     r"(?P<cond>[^,]+), (?P<rest>[^,]+)\.$")


def effect_on_target(rest: str, read: Callable[[str], Piece]) -> tuple[list[Callable[[Any], dict]], str, str]:
    """The effect's makers for the previous slot, the noun it names that card by, and its shape: 'that ally's
    controller's hero' as 'If you do, …' reads it; 'that character' as a target read again."""
    rest = re.sub(r"^(your hero|NAME) also (?=deals |heals )", r"\1 ", rest)
    if conditions.HERO_OF.search(rest) or conditions.COST_OF.match(rest):
        inner = conditions.that_card(rest, read)
        if inner.parts.get("refers") is None:
            raise Unrecognised(f"'if' before a sentence naming no card again: {rest}")
        return inner.parts["effects"], inner.parts["refers"], inner.shape
    found = THAT.findall(rest)
    if len(found) != 1 or re.search(r"\b(?:it|its|he|she|him|her|they|target)\b", rest):
        raise Unrecognised(f"'if' before a sentence naming other cards: {rest}")
    inner = read(THAT.sub(lambda m: f"target {NOUNS[m.group('noun')]}", rest[0].upper() + rest[1:]) + ".")
    makes = inner.parts.get("effects")
    if not makes or set(inner.parts) - {"effects", "target", "inner"} or "target" not in inner.parts:
        raise Unrecognised(f"'if' before the shape '{inner.shape}'")
    return makes, found[0], inner.shape


def if_that(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The effect on the previous target only if the condition holds as the link resolves (709.2)."""
    cond = conditions.condition(m.group("cond"))  # refuses a condition no reader reads
    makes, noun, shape = effect_on_target(m.group("rest"), read)

    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"'that {noun}' with no target before it: {m.group(0)}")
        return {"if": cond, "then": [each(slot) for each in makes]}
    return Piece(shape, effects=[make], same_target=True, refers=noun, inner=["condition: if, on the previous target"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shape, ahead of the conditions' 'If …, …', which refuses a sentence naming the previous target."""
    return [(IF_THAT, lambda m: if_that(m, read))]
