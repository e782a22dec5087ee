"""A token given set keywords, Assault, a resistance, a numbered tag of its own name, or the Unique tag
(tools/shapes/token_keywords.py); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_token_with_set_keywords_and_a_unique_tag():
    [made] = encode(["Put a 1 [Holy] / 1 [Health] Unique Priest ally token named Father Kamaros into play with "
                     "Mend 4."])["effects"]
    assert made == {"put_token": "Priest", "name": "Father Kamaros", "atk": 1, "damage_type": "holy", "health": 1,
                    "traits": ["Priest"], "keywords": ["Mend 4"], "tags": ["Unique"]}
    [both] = encode(["Put a 5 / 5 Naaru ally token into play with Absorb and Protector."])["effects"]
    assert both["keywords"] == ["Absorb", "Protector"] and "powers" not in both


def test_assault_brings_its_power_and_a_numbered_tag_of_the_tokens_name_is_a_tag():
    [made] = encode(["Put three 0 [Melee] / 1 [Health] Warrior ally tokens into play with Assault 2."])["effects"]
    assert made["keywords"] == ["Assault 2"] and made["count"] == 3
    assert made["powers"] == [{"continuous": {"affects": {"this": True}, "during": "your-turn", "atk": 2}}]
    [onyxia] = encode(["Put a 8 [Fire] / 8 [Health] Black Dragonkin ally token named Onyxia into play with "
                       "Onyxia (1)"])["effects"]
    assert onyxia["tags"] == ["Onyxia (1)"] and onyxia["traits"] == ["Black Dragonkin"]


@pytest.mark.parametrize("sentence", [
    "Put a 2 / 2 Wolf ally token into play with Lothar (1).",  # a numbered tag of another name
    "Put a 2 / 2 Wolf ally token into play with At the start of your turn, draw a card.",  # a power, unquoted
    "Put a 2 / 2 Wolf ally token into play with Mend 2 and Mend 2.",  # a keyword twice
    "Put a unique unique Wolf ally token into play.",
    "Put a Wolf into play with Absorb.",  # no token sentence
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
