"""A token given a power printed without quotes (tools/shapes/token_powers.py): 'this token' and the token's own name
are the token itself; bare numbers are its ATK and health; read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_this_token_has_is_the_tokens_own_power():
    [made] = encode(["Put three Pandaren ally tokens into play with 1 [Melee] ATK / 1 health and This token has +1 ATK "
                     "/ +1 health for each other Pandaren in your party."])["effects"]
    assert made["count"] == 3 and made["atk"] == 1 and made["damage_type"] == "melee"
    [power] = made["powers"]
    assert power["continuous"]["affects"] == {"this": True}
    assert power["continuous"]["atk"] == {"count": {"kind": "character", "trait": "Pandaren", "controller": "you",
                                                    "other": True}}


def test_the_tokens_own_name_in_its_power_is_the_token():
    [made] = encode(["Put a Mechanical ally token named Mark V into play with 0 [Melee] ATK / 1 health and At the "
                     "start of your turn, Mark V deals 5 melee damage to target hero or ally."])["effects"]
    [power] = made["powers"]
    assert power["triggered"]["effects"] == [{"deal_damage": 5, "damage_type": "melee", "source": {"this": True},
                                              "to": {"target": "first"}}]


def test_bare_numbers_and_unique():
    [made] = encode(["Put a unique Goblin ally token named Ringo into play with 0 ATK, 1 health, and At the start of "
                     "your turn, draw a card."])["effects"]
    assert (made["atk"], made["health"], made["tags"], "damage_type" in made) == (0, 1, ["Unique"], False)
    assert made["powers"][0]["triggered"]["effects"] == [{"draw": 1}]


@pytest.mark.parametrize("sentence", [
    "Put a 1 / 1 Wolf ally token into play and When NAME is destroyed, draw a card.",  # NAME: the card making it
    "Put a 1 / 1 Wolf ally token into play and At the start of your turn, draw a card. Then discard a card.",
    "Put a 1 / 1 Wolf ally token into play and draw a card.",  # no power: an effect of the card's own
    "Put a 1 / 1 Wolf ally token into play and At the start of your turn, fly away.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
