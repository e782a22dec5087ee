"""A hero's Deckbuilding line that names only cards its deck can't hold (tools/shapes/deckbuilding.py, 100.2d), and
the Monster heroes written with it. The sentences are made up in the cards' manner."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

HERO = {"health": 25, "traits": ["Ogre", "Mage", "Warrior"], "classes": ["Mage", "Warrior"]}


@pytest.mark.parametrize("line, forbid", [
    ("Deckbuilding: You can't put [Horde], [Alliance], or Talent cards in your deck.",
     [{"faction": "Horde"}, {"faction": "Alliance"}, {"talent": True}]),
    ("Deckbuilding: You can't put [HORDE] or [ALLIANCE] cards in your deck.", [{"faction": "Horde"}, {"faction": "Alliance"}]),
    ("Deckbuilding : You can't put Talent cards in your deck", [{"talent": True}]),
])
def test_a_line_of_cards_kept_out_is_the_heros_forbid_list(line, forbid):
    entry = encode([line], "hero", **HERO)
    assert entry["deckbuilding"] == {"forbid": forbid} and "powers" not in entry


@pytest.mark.parametrize("line", [
    "Deckbuilding: You can't put [Horde] or [Horde] cards in your deck.",            # one kind named twice
    "Deckbuilding: You can only include neutral quests and any abilities.",           # what it may hold: not read
    "Deckbuilding: You can't put Unique cards in your deck.",                          # a kind the list doesn't name
    "You can't put [Horde] cards in your deck.",                                       # no bold label
])
def test_near_misses_stay_refused(line):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([line], "hero", **HERO)


def test_the_line_is_a_heros_only():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Deckbuilding: You can't put Talent cards in your deck."], "ally", traits=["Ogre"])
    refused("Deckbuilding: You can't put Talent cards into your deck.")


def test_a_monster_hero_is_written_only_with_its_line():
    """A hero tagged Monster is kept with its tag when its Deckbuilding line reads; without one (a line the data
    sets lost), it is refused rather than let into decks with no limit."""
    entry = encode(["Deckbuilding: You can't put [Horde], [Alliance], or Talent cards in your deck."], "hero",
                   tags=["Monster"], **HERO)
    assert entry["tags"] == ["Monster"]
    with pytest.raises(pool_shapes.Unrecognised, match="Monster hero whose Deckbuilding line"):
        encode(["Flip Stand-in → Draw a card."], "hero", tags=["Monster"], **HERO)
    with pytest.raises(pool_shapes.Unrecognised, match="raid, dungeon, arena or Monster deck"):
        encode(["Deckbuilding: You can't put Talent cards in your deck."], "hero", tags=["Arena"], **HERO)
