"""enc-turn4: "You may exhaust a non-hero Paladin you control rather than pay this ability's cost." — an ability's
``alternate_cost`` (707.1e, 403.3): in place of its cost, its player exhausts one ready card of the group named, picked
as it is played. The groups read: "a Shield you control" and "one of your Shields" (an armor tagged Shield, 202.1),
"one of your Melee weapons" (a weapon's tag), "a non-hero <class> you control" (a class is a hero's or an ally's trait,
206.1a: not a hero, so an ally). Anything else (a card of a raid's words, the card itself, a cost of another card, a
discard or a removal with a name the data set misspelt) is refused, not guessed."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised
from shapes.grammar import CLASSES, WEAPON_TAGS

SHAPE = "ability: exhaust a card you control rather than pay its cost"
RATHER = re.compile(r"^You may exhaust (?P<what>[^.]+?) rather than pay (?:NAME's|this card's|this ability's) cost\.$")
SHIELD = re.compile(r"^(?:a Shield you control|one of your Shields)$")
WEAPON = re.compile(rf"^(?:an? (?P<one>{'|'.join(WEAPON_TAGS)}) weapon you control|one of your (?P<yours>"
                    rf"{'|'.join(WEAPON_TAGS)}) weapons)$")
NON_HERO = re.compile(rf"^a non-hero (?P<cls>{'|'.join(CLASSES)}) you control$")


def payer(words: str) -> dict[str, Any]:
    """The group the card exhausted to pay is one of (a selector of cards the player controls)."""
    if SHIELD.match(words):
        return {"kind": "armor", "tag": "Shield", "controller": "you"}
    weapon = WEAPON.match(words)
    if weapon:
        return {"kind": "weapon", "tag": weapon.group("one") or weapon.group("yours"), "controller": "you"}
    ally = NON_HERO.match(words)
    if ally:
        return {"kind": "ally", "trait": ally.group("cls"), "controller": "you"}
    raise Unrecognised(f"an alternate cost's card: {words}")


def alternate_cost(m: re.Match) -> Piece:
    return Piece(SHAPE, fields={"alternate_cost": {"exhaust": payer(m.group("what"))}})


SHAPES = [(RATHER, alternate_cost)]
ALLOWED = {"ability": (SHAPE,)}
