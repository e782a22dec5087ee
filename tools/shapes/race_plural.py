"""enc-turn7: a race or class said alone in the plural, for ``tools/encode_pool.py``:

* "At the end of your turn, destroy all Demons." (Xi'ri)
* "Other Demons have +2 ATK." (Warbringer Arix'amal; enc-while2): a power of the card in play on every other hero and
  ally with that trait, read as 'Other Demon heroes and allies have +2 ATK.'

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
OTHERS_OF_A_RACE = re.compile(r"^Other (?P<race>[A-Z][a-z]+)s have (?P<what>[^.]+)\.$")  # enc-while2


def a_race(m: re.Match) -> str:
    race = m.group("race")
    if race in (*grammar.NOT_TRAITS, *grammar.TAG_WORDS, *grammar.WEAPON_TAGS) or race.lower() in grammar.KIND_WORDS \
            or race not in pool_traits():
        raise Unrecognised(f"a plural that is no race or class of the pool's heroes and allies: {m.group(0)}")
    return race


def all_of_a_race(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    return read(f"{m.group('verb')} all {a_race(m)} heroes and allies.")


def others_of_a_race(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    return read(f"Other {a_race(m)} heroes and allies have {m.group('what')}.")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ALL_OF_A_RACE, lambda m: all_of_a_race(m, read)), (OTHERS_OF_A_RACE, lambda m: others_of_a_race(m, read))]
