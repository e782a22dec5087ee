"""What follows an effect in the same text (tools/shapes/follow.py): 'A second target …' after a sentence naming a
target is the next slot (706.1); '…, and you draw a card' the effect, then the draw (709.2). Near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes


def test_a_second_target_is_the_next_slot():
    entry = encode(["Target ally has +2 ATK this turn. A second target ally has -2 ATK this turn."])
    assert [t["id"] for t in entry["targets"]] == ["first", "second"]
    assert [e["create_continuous"] for e in entry["effects"]] == [
        {"affects": {"target": "first"}, "atk": 2}, {"affects": {"target": "second"}, "atk": -2}]


def test_an_effect_and_then_your_draw_in_a_power():
    power = encode(["[Exhaust] -> Your hero heals 4 damage from target hero or ally, and you draw a card."],
                   "ally")["powers"][0]["payment"]
    assert power["effects"] == [{"heal": 4, "source": {"kind": "hero", "controller": "you"}, "from": {"target": "first"}},
                                {"draw": 1}]
    with pytest.raises(pool_shapes.Unrecognised):  # as 'Draw a card, and …': a power's effect, not an ability's text
        encode(["Your hero heals 4 damage from target hero or ally, and you draw a card."])


@pytest.mark.parametrize("text", [
    "A second target ally has -2 ATK this turn.",
    "Draw a card. A second target ally has -2 ATK this turn.",
    "Your hero heals 4 damage from target hero or ally, and you draw a card for each ally you control.",
    "Draw a card, and you draw a card.",
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text])


def test_and_that_target_is_the_same_slot():
    entry = encode(["Your hero deals 2 melee damage to target attacker, and that attacker has -2 ATK this turn."])
    assert entry["targets"] == [{"id": "first", "kind": "character", "fits": {"attacking": True}}]
    assert [list(e) for e in entry["effects"]] == [["deal_damage", "damage_type", "source", "to"],
                                                   ["create_continuous", "duration"]]
    assert entry["effects"][1]["create_continuous"] == {"affects": {"target": "first"}, "atk": -2}
    with pytest.raises(pool_shapes.Unrecognised):  # 'that ally' after 'target attacker': not the same words
        encode(["Your hero deals 2 melee damage to target attacker, and that ally has -2 ATK this turn."])
