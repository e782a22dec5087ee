"""The shape of tools/shapes/you_may.py: 'You may <effect>.' in an ability or a payment power, when no other shape
reads the sentence (Lava Burst): the effect read by the other shapes, done only if the link's controller says so as
it resolves; a sentence that is no effect, or a choice already, is refused. The cards the encoder writes are played
by tests/test_encode_pool.py."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_you_may_destroy_one_of_your_cards():  # Lava Burst
    entry = encode(["You may destroy an ability you control. Your hero deals 2 fire damage to target ally, or 6 if you "
                    "destroyed an ability this way."])
    assert entry["effects"][0] == {"may": [{"destroy_one": {"kind": "ability", "controller": "you"}}]}


def test_you_may_keeps_the_target():
    piece = pool_shapes.piece("You may destroy target ally.")
    assert piece.parts["target"] == {"kind": "ally"}
    assert [make("first") for make in piece.parts["effects"]] == [{"may": [{"destroy": {"target": "first"}}]}]


def test_an_effect_of_two_parts_is_one_choice():
    piece = pool_shapes.piece("You may put an ally card from your hand into play.")
    [effect] = [make(None) for make in piece.parts["effects"]]
    assert list(effect) == ["may"] and len(effect["may"]) == 2


@pytest.mark.parametrize("sentence", [
    "You may ready or exhaust target resource.",            # no shape reads the effect
    "You may attach to target ally.",                        # no effect: an attachment (400.2)
    "You may you may draw a card.",                          # a choice already
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
