"""enc-if4: "If <a card> is in combat (defending, attacking), <effect on it>." — the effect happens only if that
card has that combat role as the link resolves (709.2), one effect {if: condition, then: [its effects]}:

* "If your hero is in combat, remove it from combat and ready it.", "If NAME is in combat, remove her from
  combat.": your hero, or the card with the power (200.1), in combat (602.3b); 'it' ('he', 'she', 'her', 'him')
  names that card again, each clause joined by 'and' read as one effect on it;
* "If target ally in your party is defending, remove it from combat.": a target chosen as the link is added
  (706.1); the condition is about that target as it resolves, the effect on it again (the link's one slot).

"remove it from combat" is 602.4 (the card stops attacking, defending or protecting); any other clause is read by
the other shapes with the card's words put back for the pronoun. A clause naming another card, a second target, or
words no shape reads is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import grammar
from shapes.base import Piece, Unrecognised

SHAPE = "ability: if a card is in combat, an effect on it"
ROLES = {"in combat": {"in_combat": True}, "defending": {"defending": True}, "attacking": {"attacking": True}}
# only a clause naming the card again by a pronoun: 'If your hero is defending, remove all attackers …' is the conditions'
IF_ROLE = re.compile(rf"^If (?P<who>your hero|NAME|target [^,]+?) is (?P<role>{'|'.join(ROLES)}), "
                     r"(?P<rest>(?=[^,]*\b(?:it|her|him|he|she)\b)[^,]+)\.$")
PRONOUN = re.compile(r"\b(?:it|her|him|he|she)\b")
REMOVED = re.compile(r"^remove (?:it|her|him) from combat$")
NAMED = {"your hero": {"kind": "hero", "controller": "you"}, "NAME": {"this": True}}


def subject(who: str) -> tuple[dict[str, Any] | None, Callable[[Any], dict[str, Any]]]:
    """The target spec (or None) and the selector of the card, given the link's slot."""
    if who in NAMED:
        return None, lambda slot: dict(NAMED[who])
    aimed, spec = grammar.selector(who)
    if not aimed or spec.get("count") or spec.get("kind") not in ("hero", "ally", "character"):
        raise Unrecognised(f"'if … is in combat' about no one target hero or ally: {who}")
    return spec, lambda slot: {"target": slot}


def clause(words: str, who: str, card: Callable[[Any], dict[str, Any]], read: Callable[[str], Piece]) -> Piece:
    """One clause: 'remove it from combat' (602.4) on the card; any other clause read by the other shapes with the
    card's words for its one pronoun, a target of its own only if the card is none (one slot for the link)."""
    if REMOVED.match(words):
        return Piece(SHAPE, effects=[lambda slot: {"remove_from_combat": card(slot)}])
    if len(PRONOUN.findall(words)) != 1:
        raise Unrecognised(f"'if … is in combat' before a clause naming other cards: {words}")
    named = PRONOUN.sub(who, words, count=1)
    inner = read(named[0].upper() + named[1:] + ".")
    if set(inner.parts) - {"effects", "inner", "target"} or not inner.parts.get("effects") or \
            ("target" in inner.parts and who.startswith("target ")):
        raise Unrecognised(f"'if … is in combat' before the shape '{inner.shape}'")
    return inner


def if_role(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The effects on the card, only if it has the combat role as the link resolves (709.2, 602.3b)."""
    target, card = subject(m.group("who"))
    clauses = [clause(words, m.group("who"), card, read) for words in m.group("rest").split(" and ")]
    aimed = [c.parts["target"] for c in clauses if "target" in c.parts]
    if len(aimed) + bool(target) > 1:
        raise Unrecognised(f"'if … is in combat' with more than one target: {m.group(0)}")
    makes = [make for c in clauses for make in c.parts["effects"]]
    role = ROLES[m.group("role")]

    def make(slot: Any) -> dict[str, Any]:
        return {"if": {"exists": {**card(slot), **role}}, "then": [each(slot) for each in makes]}
    aimed += [target] if target else []
    return Piece(SHAPE, effects=[make], **({"target": aimed[0]} if aimed else {}), inner=["condition: if in combat"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shape, ahead of the conditions' 'If …, …', which reads no combat role of a card."""
    return [(IF_ROLE, lambda m: if_role(m, read))]


ALLOWED = {"ability": (SHAPE,)}
