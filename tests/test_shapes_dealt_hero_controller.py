"""enc-deal4 (tools/shapes/dealt_hero_controller.py): 'its controller' / 'he' after damage a card of yours deals to an
opponent's (a defending) hero is that hero's controller; any other trigger is left to the other shapes."""
from __future__ import annotations

from shape_cards import encode, pool_shapes, refused


def test_its_controller_after_damage_to_a_defending_hero_discards():
    entry = encode(["Ongoing: When a hero or ally in your party deals combat damage to a defending hero, its controller "
                    "discards a card."])
    [power] = [p["triggered"] for p in entry["powers"]]
    assert power["when"]["destination"] == {"kind": "hero", "defending": True}
    assert power["effects"] == [{"discard": 1, "player": {"controller_of": {"event": "destination"}}}]


def test_he_after_damage_to_an_opponents_hero_is_that_heros_controller():
    found = pool_shapes.piece("When an ally you control with Assault deals combat damage to an opponent's hero, he "
                              "discards a card.")
    [power] = [p["triggered"] for p in found.parts["powers"]]
    assert power["when"]["source"] == {"kind": "ally", "controller": "you", "keyword": "Assault"}
    assert power["when"]["destination"] == {"kind": "hero", "controller": "opposing"}
    assert power["effects"] == [{"discard": 1, "player": {"controller_of": {"event": "destination"}}}]


def test_a_pronoun_after_a_card_not_yours_or_no_hero_is_refused():
    refused("When an opposing ally deals combat damage to a defending hero, its controller discards a card.")
    refused("When NAME deals combat damage to an ally, its controller discards a card.")
    refused("When a defending ally you control deals combat damage to a defending hero, he discards a card.")
