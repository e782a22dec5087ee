"""'…, you may pay N and destroy NAME. If you do, …' (tools/shapes/pay_and_destroy.py)."""
from __future__ import annotations

import pytest

from shape_cards import encode

import pool_shapes  # noqa: E402  (shape_cards put tools/ on the path)
from shapes.pay_and_destroy import joined  # noqa: E402

TEXT = "At the start of your turn, you may pay 4 and destroy Stand-in. If you do, destroy all abilities, allies, and equipment."


def test_the_payment_then_the_card_destroyed_then_the_rest_only_if_it_was():
    """Glyphtrace Ritual Knife: 712.7, then 709.2f for both actions; G1080 plays it."""
    power = encode([TEXT], "item")["powers"][0]["triggered"]
    assert power["when"] == {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}}
    assert power["effects"] == [{"may_pay": 4, "if_you_do": [{"do": {"destroy": {"this": True}}, "if_you_do": [
        {"destroy": {"kinds": ["ability", "ally", "equipment"]}}]}]}]


def test_the_two_sentences_are_joined_only_after_the_payment_and_the_destroy():
    assert joined(["At the start of your turn, you may pay 4 and destroy NAME.", "If you do, draw a card."]) == [
        "At the start of your turn, you may pay 4 and destroy NAME. If you do, draw a card."]
    assert joined(["At the start of your turn, destroy NAME.", "If you do, draw a card."]) == [
        "At the start of your turn, destroy NAME.", "If you do, draw a card."]


@pytest.mark.parametrize("text", [
    "At the start of your turn, if you control an ally, you may pay 4 and destroy Stand-in. If you do, draw a card.",
    "At the start of your turn, you may pay 4 and destroy Stand-in. If you do, you may draw a card.",  # a second choice
    "At the start of your turn, you may pay 4 and destroy Stand-in. If you do, destroy target ally.",  # a target
])
def test_near_misses_are_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text], "item")
