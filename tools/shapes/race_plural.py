"""enc-turn7: a race or class said alone in the plural, for ``tools/encode_pool.py``:

* "At the end of your turn, destroy all Demons." (Xi'ri)

A race or class is a trait of heroes and allies (206.1a): 'all Demons' is every hero and ally with that trait, read
as 'all Demon heroes and allies' (its heroes destroyed too: 102.1a). Only a word some hero or ally of the pool carries
as a trait; a tag, a faction, a weapon's kind or a card kind is refused (what the cards are would be guessed), as
``grammar.bare_group`` refuses them for 'each Demon …'.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes import grammar
from shapes.base import Piece, Unrecognised, pool_traits

ALL_OF_A_RACE = re.compile(r"^(?P<verb>Destroy|Exhaust|Ready) all (?P<race>[A-Z][a-z]+)s\.$")


def all_of_a_race(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    race = m.group("race")
    if race in (*grammar.NOT_TRAITS, *grammar.TAG_WORDS, *grammar.WEAPON_TAGS) or race.lower() in grammar.KIND_WORDS \
            or race not in pool_traits():
        raise Unrecognised(f"a plural that is no race or class of the pool's heroes and allies: {m.group(0)}")
    return read(f"{m.group('verb')} all {race} heroes and allies.")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ALL_OF_A_RACE, lambda m: all_of_a_race(m, read))]
