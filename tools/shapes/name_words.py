"""enc-if4: 'a Jaina ally', 'a Daelin ally': a capitalised word before 'ally' that is no race or class any character
of the pool carries (206.1a) but a word of some ally's name is read as that word in the card's name (``name_contains``,
as 'an ally with Saurfang in its name' is), never as a trait no card has. The words come from the pool's facts
(data/cards), as ``base.pool_traits`` does."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from shapes.base import pool_traits


@lru_cache(maxsize=1)
def ally_name_words() -> frozenset[str]:
    """Every capitalised word of an ally's name in the pool ('Jaina' of 'Jaina, Apprentice of Antonidas')."""
    found: set[str] = set()
    for path in (Path(__file__).resolve().parents[2] / "data" / "cards").glob("*.json"):
        cards = json.loads(path.read_text(encoding="utf-8")).get("cards")
        for card in cards if isinstance(cards, list) else []:
            if card.get("type") == "ally":
                found.update(w for w in re.split(r"[ ,]+", card.get("name", "")) if w[:1].isupper())
    return frozenset(found)


def named_ally(word: str) -> bool:
    """The word names allies by their names: one word, no trait of the pool, a word of some ally's name."""
    return " " not in word and word not in pool_traits() and word in ally_name_words()
