"""An ability put into its owner's resource row as it resolves (tools/shapes/own_row.py): 'Put this ability into your
resource row face down and exhausted.', 'Put NAME into your resource row face down and ready.' (412.1b); read exactly
or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


@pytest.mark.parametrize("sentence, exhausted", [
    ("Put this ability into your resource row face down and exhausted.", True),
    ("Put NAME into your resource row face down and ready.", False),
])
def test_the_ability_itself_into_the_row(sentence, exhausted):
    [made] = pool_shapes.piece(sentence).parts["effects"]
    assert made(None) == {"put_into_resource_row": {"this": True, "zone": "chain"}, **({"exhausted": True} if exhausted else {})}


def test_then_you_may():
    entry = encode(["Your hero deals 3 arcane damage to target hero or ally. Then, you may put this ability into your "
                    "resource row face down and exhausted."])
    assert entry["effects"][-1] == {"may": [{"put_into_resource_row": {"this": True, "zone": "chain"}, "exhausted": True}]}


def test_not_an_ally():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Put NAME into your resource row face down and ready."], "ally")


@pytest.mark.parametrize("sentence", [
    "Put this ability into your resource row face up and exhausted.",  # face up: a quest or location only
    "Put this ability into his resource row face down and exhausted.",  # whose row?
    "Put this ability into your resource row face down.",  # ready or exhausted: not said
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_a_card_of_your_hand_into_the_row():
    made = [m(None) for m in pool_shapes.piece("Put a card from your hand into your resource row face down and "
                                                "exhausted.").parts["effects"]]
    assert made == [{"choose_card": {"zone": "hand", "owner": "you"}, "as": "picked"},
                    {"put_into_resource_row": {"chosen": "picked", "zone": "hand"}, "exhausted": True}]
    refused("Put two cards from your hand into your resource row face down and exhausted.")
