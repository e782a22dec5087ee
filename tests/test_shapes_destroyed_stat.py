"""The shape of tools/shapes/destroyed_stat.py: 'If you do, … equal to the cost of that destroyed Demon.', '…, where X
was the ATK of that ally you destroyed.' after '… you may destroy …' (a card the player chooses and destroys, 709.2b):
the amount read from that card ({cost_of|atk_of: chosen:NAME}, destroy_one's ``as``), the sentence's own target kept.
Any other action before it, a noun that doesn't fit the cards destroyed, or no one amount is refused. The cards the
encoder writes are played by tests/test_encode_pool.py; the engine's reading by scenarios G1800 and G1801."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_the_destroyed_demons_cost_to_a_target_of_its_own():
    entry = encode(["At the start of your turn, you may destroy a Demon ally you control. If you do, NAME deals fire "
                    "damage to target hero equal to the cost of that destroyed Demon."], "ally", atk=1, health=3)
    power = entry["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "hero"}]
    assert power["effects"] == [{"may": [{
        "do": {"destroy_one": {"kind": "ally", "trait": "Demon", "controller": "you"}, "as": "destroyed Demon"},
        "if_you_do": [{"deal_damage": {"cost_of": "chosen:destroyed Demon"}, "damage_type": "fire",
                       "source": {"this": True}, "to": {"target": "first"}}]}]}]


def test_the_atk_of_that_ally_you_destroyed_as_x():
    entry = encode(["When NAME enters play, you may destroy an ally you control. If you do, your hero deals X frost "
                    "damage to target ally, where X was the ATK of that ally you destroyed."], "ally", atk=1, health=3)
    [effect] = entry["powers"][0]["triggered"]["effects"]
    joined = effect["may"][0]
    assert joined["do"]["as"] == "destroyed ally"
    assert joined["if_you_do"][0]["deal_damage"] == {"atk_of": "chosen:destroyed ally"}


def test_the_destroyed_allys_cost_beside_a_heal_of_its_own():
    entry = encode(["Ongoing: At the start of your turn, you may destroy an ally you control. If you do, your hero "
                    "deals arcane damage to target ally equal to the destroyed ally's cost and heals 1 damage from "
                    "itself for each damage dealt this way."])
    [effect] = entry["powers"][0]["triggered"]["effects"]
    then = effect["may"][0]["if_you_do"]
    assert [e.get("deal_damage") for e in then] == [{"cost_of": "chosen:destroyed ally"}, None]
    assert then[1]["heal"] == "dealt-this-way"


@pytest.mark.parametrize("text", [
    # a target destroyed, not a card chosen: that_card's or that_atk's reading, not this one
    "Destroy target ally. If you do, your hero deals fire damage to target hero equal to the cost of that destroyed ally.",
    # the noun doesn't fit the cards destroyed
    "At the end of your turn, you may destroy an ally you control. If you do, NAME deals fire damage to target hero "
    "equal to the cost of that destroyed Dragon.",
    # nothing destroyed before it
    "At the end of your turn, you may draw a card. If you do, NAME deals fire damage to target hero equal to the cost "
    "of that destroyed ally.",
])
def test_no_card_destroyed_by_choice_before_it_is_refused(text):
    pytest.raises(pool_shapes.Unrecognised, encode, [text], "ally", atk=1, health=3)


@pytest.mark.parametrize("sentence", [
    "If you do, draw a card equal to the cost of that destroyed ally.",  # no damage or healing to read
    "If you do, your hero deals X damage to target ally and X damage to target hero, where X was the ATK of that ally "
    "you destroyed.",  # X said twice
    "If you do, your hero deals fire damage to target hero equal to the health of that destroyed ally.",  # another stat
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
