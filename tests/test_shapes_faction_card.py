"""enc-turn7: a player destroys one card of a faction he controls (tools/shapes/faction_card.py): read, and near
misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_each_opponent_destroys_a_card_of_a_faction():  # Illiyana Moonblaze, Kelm Hargunth
    power = encode(["At the start of your turn, each opponent destroys a [Horde] card he controls."], "ally",
                   atk=9, health=9, damage_type="melee")["powers"][0]["triggered"]
    assert power["effects"] == [{"destroy_one": {"kind": "card", "faction": "Horde"}, "player": "each-opponent"}]
    made = encode(["Target player destroys an [Alliance] card he controls."])
    assert made["targets"] == [{"id": "first", "kind": "player"}]
    assert made["effects"] == [{"destroy_one": {"kind": "card", "faction": "Alliance"}, "player": {"target_player": "first"}}]


@pytest.mark.parametrize("sentence", [
    "Each opponent destroys an [Horde] card he controls.",    # the article of another icon: one the data lost?
    "Each opponent destroys a [Horde] card you control.",
    "Destroy a [Horde] card you control.",
    "Each opponent destroys a [Shadow] card he controls.",   # a damage type, no faction
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_an_icon_or_a_monster_and_an_icon_in_capitals():  # Velen, Prophet of the Naaru
    made = encode(["Destroy target opposing [HORDE] or Monster hero or ally."])
    assert made["targets"] == [{"id": "first", "kind": "character", "controller": "opposing",
                                "fits": {"any": [{"faction": "Horde"}, {"tag": "Monster"}]}}]
    assert encode(["Destroy each [ALLIANCE] ally."])["effects"] == [{"destroy": {"kind": "ally", "faction": "Alliance"}}]
    refused("Destroy target [Horde] or [Alliance] or Monster ally.")  # two icons and a tag: not read


def test_the_turn_player_destroys_any_card_he_controls():  # Wrathion
    power = encode(["At the start of each player's turn, that player chooses and destroys a card he controls."], "ally",
                   atk=4, health=4, damage_type="shadow")["powers"][0]["triggered"]
    assert power == {"when": {"event": "turn-starts"},
                     "effects": [{"destroy_one": {"kind": "card"}, "player": {"controller_of": {"event": "subject"}}}]}
