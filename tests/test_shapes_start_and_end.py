"""enc-turn7: one effect at both ends of a turn (tools/shapes/start_and_end.py): two powers read, and near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes

COUNT = {"count": {"kind": "character", "controller": "you", "trait": "Gnome"}}


def test_two_powers_with_one_effect():  # High Tinker Mekkatorque
    powers = encode(["At the start and end of your turn, draw a card for each Gnome in your party."], "ally",
                    atk=1, health=1, damage_type="melee")["powers"]
    assert [p["triggered"]["when"]["event"] for p in powers] == ["turn-starts", "turn-ends"]
    assert all(p["triggered"]["effects"] == [{"draw": COUNT}] for p in powers)


@pytest.mark.parametrize("sentence", [
    "At the start and end of your turn, NAME deals that much damage to target hero.",  # no amount at a turn's end
    "At the start and end of the next turn, draw a card.",                              # no such turn read
    "At the start or end of your turn, draw a card.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence], "ally", atk=1, health=1, damage_type="melee")
