"""The shapes of tools/shapes/ready_by_cost.py: 'ready up to X of your resources, where X is its cost' after a trigger
on a card being played (Furor), and 'If you do, … where X is that ally's cost' after a sentence with a target
(Thrill of the Hunt); any other amount, event or card is refused. The cards the encoder writes are played by
tests/test_encode_pool.py."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused
from adjudicator.cardbook.words import card_words
from adjudicator.cards.model import CardDefinition


def test_as_many_resources_as_the_played_cards_cost():  # Furor
    entry = encode(["Ongoing: When you play a Form, you may ready up to X of your resources, where X is its cost."])
    power = entry["powers"][0]["triggered"]
    assert power["when"] == {"event": "played", "subject": {"kind": "ability", "controller": "you", "tag": "Form"}}
    assert power["effects"] == [{"may": [{"ready_resources": {"cost_of": "event:subject"}, "up_to": True}]}]
    words = " ".join(card_words(CardDefinition.model_validate({**entry, "text": "-"})))
    assert "ready up to as many resources as the cost printed on the card that was the event's subject" in words


def test_as_many_resources_as_the_destroyed_targets_cost_if_you_do():  # Thrill of the Hunt
    entry = encode(["Destroy target ally. If you do, ready up to X of your resources, where X is that ally's cost."])
    assert entry["targets"] == [{"id": "first", "kind": "ally"}]
    assert entry["effects"] == [{"do": {"destroy": {"target": "first"}},
                                 "if_you_do": [{"ready_resources": {"cost_of": "first"}, "up_to": True}]}]


@pytest.mark.parametrize("text", [
    "Ongoing: When an ally enters play, you may ready up to X of your resources, where X is its cost.",  # no card played
    "Ongoing: When you play an ally, you may ready up to X of your resources, where X is that ability's cost.",
    "Destroy target ability. If you do, ready up to X of your resources, where X is that ally's cost.",  # another kind
    "Draw a card. If you do, ready up to X of your resources, where X is that ally's cost.",  # no target before it
])
def test_a_cost_of_no_such_card_is_refused(text):
    pytest.raises(pool_shapes.Unrecognised, encode, [text])


def test_another_amount_is_refused():
    refused("If you do, ready up to X of your resources, where X is the number of allies you control.")
    refused("Ongoing: When you play a Form, you may ready up to X of your resources, where X is its ATK.")
