"""enc-turn9: an ally that puts itself into its owner's hand by a part of its name and a pronoun
(tools/shapes/owner_hand.py): read, and near misses left as printed (refused)."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes

MAY_BACK = [{"may": [{"return_to_hand": {"this": True}}]}]


def test_karina_by_her_first_name():  # Karina of Silvermoon
    entry = encode(["At the start of your turn, you may put Karina into her owner's hand."], "ally",
                   name="Karina of Silvermoon")
    assert entry["powers"][0]["triggered"]["effects"] == MAY_BACK


def test_from_play_says_only_where_it_is():
    assert pool_shapes.shapes_owner_hand.short_named(
        "Shandris Feathermoon", "At the end of your turn, put Shandris into her owner's hand from play.") == \
        "At the end of your turn, put NAME into its owner's hand."


@pytest.mark.parametrize("paragraph", [
    "At the start of your turn, you may put Thrall into his owner's hand.",       # another card's name
    "At the start of your turn, you may put Karina into her owner's deck.",       # not the hand
    "At the start of your turn, you may put Karina into her controller's hand.",  # not its owner's
])
def test_near_misses_are_left_as_printed(paragraph):
    assert pool_shapes.shapes_owner_hand.short_named("Karina of Silvermoon", paragraph) == paragraph
    with pytest.raises(pool_shapes.Unrecognised):
        encode([paragraph], "ally", name="Karina of Silvermoon")
