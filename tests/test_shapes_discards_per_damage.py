"""'That character's controller discards a card for each damage dealt.' after a sentence whose target the link deals
damage to (tools/shapes/discards_per_damage.py): a discard of the target's controller for each damage the link dealt
(405.6); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode


@pytest.mark.parametrize("second", [
    "That character's controller discards a card for each damage dealt.",
    "Its controller discards a card for each damage dealt this way.",
])
def test_the_targets_controller_discards_for_each_damage(second):
    entry = encode([f"Your hero deals 1 shadow damage to target hero or ally. {second}"])
    assert entry["effects"][-1] == {"discard": "dealt-this-way", "player": {"controller_of": {"target": "first"}}}


@pytest.mark.parametrize("text", [
    "Exhaust target ally. Its controller discards a card for each damage dealt.",  # no damage dealt before it
    "Your hero deals 1 shadow damage to target hero or ally. That ally's controller discards a card for each damage "
    "dealt.",  # 'that ally' after a target that may be a hero
    "Your hero deals 1 shadow damage to target ally. Its controller discards two cards for each damage dealt.",
    "Draw a card. Its controller discards a card for each damage dealt.",  # no target before it
])
def test_near_misses_are_refused(text):
    with pytest.raises(Exception) as refused:
        encode([text])
    assert type(refused.value).__name__ == "Unrecognised"
