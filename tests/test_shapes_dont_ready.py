"""tools/shapes/dont_ready.py: cards that skip a ready step (501.1a, 714.3f) (enc-deal2)."""
from __future__ import annotations

import pytest

from shape_cards import SETS, encode, pool_shapes
from shapes.base import Unrecognised

CANT = "can't ready during its controller's next ready step."
WEAPON = {"id": "x", "name": "Stand-in Axe", "type": "weapon", "printings": [["s", "7", "Common"]], "cost": 2,
          "atk": 2, "strike_cost": 1, "traits": ["Melee (1)", "Axe"], "damage_type": "melee"}


def test_a_target_of_its_own_one_card_or_several():
    entry = encode([f"Target hero or ally {CANT}"])
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"] == [{"dont_ready": {"target": "first"}, "whose": "its-controller"}]
    entry = encode(["Up to three target resources can't ready during their controller's next ready step."])
    assert entry["targets"] == [{"id": "first", "kind": "card", "row": "resource", "count": 3, "up_to": True}]
    assert entry["effects"] == [{"dont_ready": {"target": "first"}, "whose": "its-controller"}]


def test_each_of_them_and_it_after_the_exhaust():
    entry = encode(["Exhaust up to two target heroes and/or allies.", f"Each of them {CANT}"])
    assert entry["effects"] == [{"exhaust": {"target": "first"}},
                                {"dont_ready": {"target": "first"}, "whose": "its-controller"}]
    entry = encode([f"Exhaust target hero or ally, and it {CANT}"])
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"] == [{"exhaust": {"target": "first"}},
                                {"dont_ready": {"target": "first"}, "whose": "its-controller"}]
    entry = encode(["Remove target opposing attacker from combat.", "It can't ready during it's controller's next ready step."])
    assert entry["effects"][-1] == {"dont_ready": {"target": "first"}, "whose": "its-controller"}  # 'it's': misspelt


def test_cards_named_skip_your_next_ready_step():
    entry, _ = pool_shapes.encode(WEAPON, SETS, ["When you strike with NAME, your hero and NAME can't ready during your "
                                                 "next ready step."])
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"dont_ready": {"any": [{"kind": "hero", "controller": "you"}, {"this": True}]}, "whose": "you"}]


@pytest.mark.parametrize("text", [
    ["Up to three target resources can't ready during its controller's next ready step."],  # 'its' of several
    ["Target hero can't ready during their controller's next ready step."],  # 'their' of one
    ["Exhaust target hero or ally.", f"Each of them {CANT}"],  # 'each of them' of one card
    [f"Draw a card, and it {CANT}"],  # 'and it' after no exhaust
    [f"Each opposing ally {CANT}"],  # no target
])
def test_near_misses_are_refused(text):
    with pytest.raises(Unrecognised):
        encode(text)
