"""The word before a character's kind (tools/shapes/grammar.py ``described``): a trait only if some hero or ally of
the pool carries it (206.1a). A keyword ('Elusive ally') or a reputation no card carries as a trait ('Scryer ally')
is refused, never read as a trait that no card has (a power that would then fit nothing)."""
from __future__ import annotations

import pytest

import shape_cards  # noqa: F401 (puts tools/ on the path)
from shapes.base import Unrecognised, pool_traits
from shapes.grammar import selector


@pytest.mark.parametrize("words, trait", [
    ("each Dragonkin ally you control", "Dragonkin"),
    ("each other Night Elf ally you control", "Night Elf"),
    ("target Demon ally", "Demon"),
])
def test_a_trait_the_pool_carries_is_read(words, trait):
    assert trait in pool_traits()
    assert trait in repr(selector(words))


@pytest.mark.parametrize("words", [
    "each Elusive ally you control",  # a keyword (602.2), not a trait
    "each Stealth hero",
    "each other Scryer ally you control",  # Retainer Kai: no hero or ally of the pool has the trait Scryer
])
def test_a_word_no_character_carries_is_refused(words):
    assert words.split()[-3 if "you control" in words else -2] not in pool_traits()
    with pytest.raises(Unrecognised, match="no trait of the pool"):
        selector(words)
