"""enc-deal3 (tools/shapes/joined_clauses.py): '… and has … this turn' on one card, 'plus an additional N for each …', a
modifier 'while attacking or protecting', and an attachment's last sentence without its full stop; read exactly
or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_a_heal_and_a_modifier_this_turn_on_the_card_itself():
    found = pool_shapes.piece("NAME heals 2 damage from himself and has Assault 2 this turn.")
    assert "target" not in found.parts and [make(None) for make in found.parts["effects"]] == [
        {"heal": 2, "source": {"this": True}, "from": {"this": True}},
        {"create_continuous": {"affects": {"this": True}, "atk": 2, "during": "your-turn", "gain_keywords": ["Assault 2"]},
         "duration": "this-turn"}]


def test_two_modifiers_this_turn_on_one_target_take_one_slot():
    entry = encode(["Target hero or ally has +2 ATK while attacking and has Stealth this turn."])
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"] == [
        {"create_continuous": {"affects": {"target": "first"}, "atk": 2, "while": {"attacking": True}},
         "duration": "this-turn"},
        {"create_continuous": {"affects": {"target": "first"}, "gain_keywords": ["Stealth"]}, "duration": "this-turn"}]


def test_and_has_of_another_card_or_a_heal_of_another_is_refused():
    refused("Target ally has +2 ATK and has Stealth this turn, and draw a card.")
    refused("NAME heals 2 damage from target ally and has Assault 2 this turn.")


def test_plus_an_additional_n_for_each_is_a_count_with_the_printed_number_added():
    entry = encode(["Your hero deals 2 fire damage to target hero or ally, plus an additional 3 for each Elemental "
                    "ally you control."])
    assert entry["effects"][0]["deal_damage"] == {"count": {"kind": "ally", "trait": "Elemental", "controller": "you"},
                                                  "times": 3, "plus": 2}


def test_plus_an_additional_after_two_numbers_or_no_count_is_refused():
    refused("Your hero deals 2 fire damage to target hero or ally and 1 to itself, plus an additional 2 for each "
            "ally you control.")
    refused("Draw a card, plus an additional 1 for each ally you control.")


def test_while_attacking_or_protecting_is_either_state_of_the_card():
    entry = encode(["Target hero or ally has -4 ATK while attacking or protecting this turn."])
    assert entry["effects"] == [{"create_continuous": {
        "affects": {"target": "first"}, "atk": -4, "while": {"any": [{"attacking": True}, {"protecting": True}]}},
        "duration": "this-turn"}]
    refused("Target hero or ally has Stealth while attacking or protecting this turn.")  # numbers only, as 'while attacking'


def test_an_attachments_last_sentence_without_its_full_stop():
    entry = encode(["Attach to target ally. Ongoing: Attached ally has -2 [Health]"])
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "health": -2}}]
    refused("Ongoing: Attached ally has -2 [Health] and")


def test_each_card_of_a_group_deals_damage_to_itself_or_heals_its_own():
    entry = encode(["Each opposing hero deals 4 nature damage to itself."])
    assert entry["effects"] == [{"deal_damage": 4, "damage_type": "nature", "source": {"recipient": True},
                                 "to": {"kind": "hero", "controller": "opposing"}}]
    entry = encode(["Each hero heals 7 damage from itself."])
    assert entry["effects"] == [{"heal": 7, "source": {"recipient": True}, "from": {"kind": "hero"}}]


def test_itself_of_a_target_or_of_cards_that_are_no_characters_is_refused():
    refused("Each opposing ability deals 4 nature damage to itself.")
    refused("Each hero deals 4 damage to itself.")  # no damage type: another sentence
    refused("Target ally heals 7 damage from itself.")


def test_that_allys_cost_after_a_sentence_with_a_target_is_the_cost_printed_on_it():
    entry = encode(["Put target ally from your graveyard into your hand. Your hero heals damage from itself equal to "
                    "that ally's cost."])
    assert entry["effects"][1] == {"heal": {"cost_of": "first"}, "source": {"kind": "hero", "controller": "you"},
                                   "from": {"kind": "hero", "controller": "you"}}
    with pytest.raises(pool_shapes.Unrecognised):  # 'that ally' after a target of another kind
        encode(["Destroy target weapon. Your hero heals damage from itself equal to that ally's cost."])
    with pytest.raises(pool_shapes.Unrecognised):  # no target before it
        encode(["Your hero heals damage from itself equal to that ally's cost."])


def test_a_group_changed_only_during_each_cards_controllers_turn():
    entry = encode(["Each opposing ally has -1 ATK during its controller's turn."], kind="ally")
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "ally", "controller": "opposing"}, "atk": -1,
                                               "during": "your-turn"}}]
    refused("Each opposing ally has Stealth during its controller's turn.")  # numbers only
    refused("Each opposing ally has -1 ATK during your turn.")  # another limit, the power's controller's turns


def test_target_player_discards_his_hand_then_draws_that_many():
    entry = encode(["Target player discards his hand, then draws that many cards."])
    assert entry["targets"] == [{"id": "first", "kind": "player"}]
    assert entry["effects"] == [{"discard_card": {"zone": "hand", "player": "first"}},
                                {"draw": "that-many", "player": {"target_player": "first"}}]
    refused("Target player discards his hand, then draws a card for each.")
    # a player the trigger names: 'his hand' beside a second effect would name no slot (enc-deal5: alone, it is the
    # hand of the event card's controller, tools/shapes/whose_hand.py)
    refused("When your hero deals combat damage with NAME to a hero, that hero's controller discards his hand, then draws "
            "that many cards.")


def test_or_more_atk_if_the_target_is_of_a_race():
    entry = encode(["Target ally has -2 ATK this turn, or -4 ATK if it's a Dragonkin."])
    assert entry["effects"] == [{"if": {"exists": {"target": "first", "trait": "Dragonkin"}},
                                 "then": [{"create_continuous": {"affects": {"target": "first"}, "atk": -4},
                                           "duration": "this-turn"}],
                                 "otherwise": [{"create_continuous": {"affects": {"target": "first"}, "atk": -2},
                                                "duration": "this-turn"}]}]
    refused("Target ally has -2 ATK this turn, or -4 ATK if it's a Raiding.")  # no race
    refused("Target ally has -4 ATK this turn, or -2 ATK if it's a Dragonkin.")  # no larger change


def test_or_more_if_you_played_another_ability_this_turn():
    entry = encode(["Your hero deals 1 arcane damage to target hero or ally, or 3 if you played another ability "
                    "this turn."])
    assert entry["effects"][0]["if"] == {"happened": {"event": "played", "subject": {
        "kind": "ability", "controller": "you", "other": True}}}
    refused("Your hero deals 1 arcane damage to target hero or ally, or 3 if you played another quest this turn.")


def test_itself_and_a_group_is_your_hero_and_the_group():
    entry = encode(["your hero heals 1 damage from itself and each ally you control for each resource you control."])
    assert entry["effects"][0]["from"] == {"any": [{"kind": "hero", "controller": "you"},
                                                   {"kind": "ally", "controller": "you"}]}
    refused("Your hero heals 1 damage from itself and target ally.")  # a target, not a group


# -- enc-turn6 --
def test_each_opposing_hero_and_ally_on_its_controllers_turn():  # Signet of the Impregnable Fortress
    entry = encode(["Each opposing hero and ally has -2 ATK on its controller's turn."], "item")
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "character", "controller": "opposing"}, "atk": -2,
                                               "during": "your-turn"}}]
    refused("Each opposing hero and ally has -2 ATK on your turn.")
    refused("Each opposing hero or ally has -2 ATK on its controller's turn.")
