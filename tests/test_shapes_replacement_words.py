"""enc-if11: damage replacements in other words (tools/shapes/replacement_words.py): read, near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_type_as_a_word_and_its_icon_is_one_type():  # Hunter's Mark
    entry = encode(["Attach to target hero.",
                    "Ongoing: If attached hero would be dealt frost or [Frost] damage, it's dealt that much +2 instead."])
    assert entry["powers"][0]["replacement"] == {"when": {"event": "damage", "destination": {"host": True},
                                                          "damage_type": "frost"}, "instead": {"add": 2}}


def test_a_retyped_packet_made_larger():  # Vorix Zorbuzz's other side
    entry = encode(["If NAME would deal fire damage, it deals that much frost damage +2 instead."], "ally")
    assert entry["powers"][0]["replacement"] == {"when": {"event": "damage", "source": {"this": True},
                                                          "damage_type": "fire"},
                                                 "instead": {"add": 2, "damage_type": "frost"}}


def test_your_hero_or_an_ally_you_control_is_a_character_you_control():  # Chakra
    entry = encode(["Ongoing: If your hero or an ally you control would deal damage, it deals that much +2 instead.",
                    "If your hero or an ally you control would heal damage, it heals that much +2 instead."])
    yours = {"kind": "character", "controller": "you"}
    assert [p["replacement"]["when"] for p in entry["powers"]] == [{"event": "damage", "source": yours},
                                                                   {"event": "heal", "source": yours}]


def test_another_characters_damage_to_this_ally_if_you_choose():  # Dethvir the Malignant
    entry = encode(["If another hero or ally in your party would be dealt damage, you may have it be dealt to NAME "
                    "instead."], "ally")
    assert entry["powers"][0]["replacement"] == {
        "when": {"event": "damage", "destination": {"kind": "character", "controller": "you", "other": True}},
        "instead": {"redirect_to": {"this": True}}, "may": True}


def test_the_redirection_by_a_part_of_the_allys_name():
    entry = encode(["If another hero or ally in your party would be dealt damage, you may have it be dealt to Stand "
                    "instead."], "ally", name="Stand Tall")
    assert entry["powers"][0]["replacement"]["instead"] == {"redirect_to": {"this": True}}


def test_the_redirection_is_an_allys_own():
    from pool_shapes import Unrecognised
    with pytest.raises(Unrecognised):
        encode(["If another hero or ally in your party would be dealt damage, you may have it be dealt to NAME "
                "instead."], "item")


@pytest.mark.parametrize("sentence", [
    # the word and the icon name two types
    "Ongoing: If attached hero would be dealt frost or [Fire] damage, it's dealt that much +2 instead.",
    # retyped to the type it has
    "If NAME would deal fire damage, it deals that much fire damage +2 instead.",
    # retyped, the packet to the card rather than from it
    "If NAME would be dealt fire damage, it deals that much frost damage +2 instead.",
    # 'your hero and an ally': not this form
    "If your hero and an ally you control would deal damage, it deals that much +2 instead.",
    # redirected without the choice, or from the card itself
    "If another hero or ally in your party would be dealt damage, it's dealt to NAME instead.",
    "If a hero or ally in your party would be dealt damage, you may have it be dealt to NAME instead.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
