"""enc-while2: 'This ally has +3 / +3 while an ability, ally, and equipment are in your graveyard.' (Azjol-anak
Champion): a card of each kind named is in your graveyard, every one of them (714.3a: each 'while' must hold), read as
'an ability is in your graveyard' is, one kind at a time (a graveyard is its owner's, 415). Only a list of two or
more card kinds after one article, with 'are'; anything else is left to the other readers."""
from __future__ import annotations

import re
from typing import Any, Callable

KINDS = ("ability", "ally", "equipment", "weapon", "armor", "item", "quest", "location")
EACH = re.compile(rf"an? (?P<list>(?:{'|'.join(KINDS)})(?:, (?:{'|'.join(KINDS)}))*,? and (?:{'|'.join(KINDS)})) "
                  r"are in your graveyard")


def each_kind(words: str, one: Callable[[str], dict[str, Any]]) -> list[dict[str, Any]] | None:
    """The selectors, one per kind (``one`` reads 'an ally is in your graveyard'), or None for other words."""
    m = EACH.fullmatch(words)
    if not m:
        return None
    kinds = re.split(r",? and |, ", m.group("list"))
    if len(set(kinds)) != len(kinds) or (words.startswith("an ")) != kinds[0].startswith(("a", "e", "i", "o", "u")):
        return None  # a kind twice, or an article that doesn't fit its first noun: not the card's words
    return [one(f"{'an' if k[0] in 'aeiou' else 'a'} {k} is in your graveyard") for k in kinds]
