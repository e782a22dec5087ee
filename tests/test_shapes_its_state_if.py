"""tools/shapes/its_state_if.py: 'If it's defending, …' right after a sentence about your hero (Vanish) names your
hero again and is read as 'If your hero is defending, …'; after a sentence with a target, about another card, or as
the first sentence, 'it' is left as printed and the card is refused. The cards the encoder writes are played by
tests/test_encode_pool.py."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes
from shapes import its_state_if


def test_it_after_your_hero_is_your_hero():  # Vanish
    entry = encode(["Your hero is Elusive this turn. If it's defending, remove all attackers from combat."])
    assert entry["effects"][1] == {"if": {"exists": {"kind": "hero", "controller": "you", "defending": True}},
                                   "then": [{"remove_from_combat": {"kind": "character", "attacking": True}}]}


def test_only_the_sentence_just_after_your_hero_is_named_again():
    assert its_state_if.joined(["Your hero is Elusive this turn.", "If it's defending, draw a card."]) == \
        ["Your hero is Elusive this turn.", "If your hero is defending, draw a card."]
    assert its_state_if.joined(["Exhaust target ally.", "If it's defending, draw a card."])[1] == \
        "If it's defending, draw a card."


@pytest.mark.parametrize("text", [
    "If it's defending, remove all attackers from combat.",                               # nothing before it
    "Exhaust target ally. If it's defending, remove all attackers from combat.",           # a target before it
    "Your hero deals 2 fire damage to target ally. If it's defending, draw a card.",     # a target named too
])
def test_it_with_no_hero_before_it_is_refused(text):
    pytest.raises(pool_shapes.Unrecognised, encode, [text])
