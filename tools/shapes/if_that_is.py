"""enc-if7: "If that ally entered play this turn, ready up to two of your resources." (Bloody Welcome), "Then, if that
character is undamaged, it also has +3 ATK this turn." (Earthen Might): after a sentence with a target, a condition
about that target as the link resolves (709.2), one effect {if: {exists: {target: SLOT, …}}, then: …}, as
``target_state`` reads 'If that ally has fatal damage, …'. The states are those '…, or 4 if that character is
exhausted' reads (``effects.TARGET_STATES``): exhausted (411), damaged or undamaged (405.1), or what it did this turn
(703.4: the turn's events, with their cards). 'Then, if …' is the same, after the sentence before it (709.2: in the
order written).

The effect is read by the other shapes: one naming no card ('ready up to two of your resources'), or naming that
target again ('that ally', 'it has …', 'it also has …': ``if_that.effect_on_target``). Anything else is refused: a
state of another card, a second target, a pronoun for another card.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import if_that
from shapes.base import Piece, Unrecognised
from shapes.effects import TARGET_STATES
from shapes.target_state import NOUNS, OTHER_CARDS, on_previous_target, plain_effect

IF_THAT_IS = re.compile(rf"^(?:If|Then, if) that (?P<noun>{NOUNS}) (?P<state>{'|'.join(TARGET_STATES)}), "
                        r"(?P<rest>[^,]+)\.$")
IT_HAS = re.compile(r"^it (?:also )?(?=has |is )")  # 'it also has +3 ATK': that target, 'also' adding nothing


def effect(noun: str, rest: str, read: Callable[[str], Piece]) -> tuple[list[Callable[[Any], dict]], str]:
    """The effect's makers and its shape: on that target again, or naming no card at all."""
    if IT_HAS.match(rest):  # 'it has …' read as 'target ally has …', then made the previous target
        return on_it(noun, IT_HAS.sub(f"Target {if_that.NOUNS[noun]} ", rest), read)
    if re.search(rf"\bthat (?:{NOUNS})\b", rest):
        makes, named, shape = if_that.effect_on_target(rest, read)
        if named != noun:
            raise Unrecognised(f"'if that {noun} …' before a sentence naming that {named}: {rest}")
        return makes, shape
    return plain_effect(rest, noun, read)


def on_it(noun: str, sentence: str, read: Callable[[str], Piece]) -> tuple[list[Callable[[Any], dict]], str]:
    """'it has +3 ATK this turn': the sentence read on a target of that kind, whose slot becomes the previous one."""
    if OTHER_CARDS.search(sentence[len("Target "):]):
        raise Unrecognised(f"'if that {noun} …' before a sentence naming another card: {sentence}")
    inner = read(sentence + ".")
    if not inner.parts.get("effects") or set(inner.parts) - {"effects", "target", "inner"} or "target" not in inner.parts:
        raise Unrecognised(f"'if that {noun} …' before the shape '{inner.shape}'")
    return inner.parts["effects"], inner.shape


def if_that_is(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    makes, shape = effect(m.group("noun"), m.group("rest"), read)
    return on_previous_target(m, TARGET_STATES[m.group("state")], makes, shape,
                              "exhausted, damaged, or did so this turn")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shape, ahead of if_that's and the conditions' 'If …, …' (which refuse a condition about that target)."""
    return [(IF_THAT_IS, lambda m: if_that_is(m, read))]
