"""enc-turn8: a sentence that destroys the tokens the sentence before it put into play, at a later end or start of
a turn (tools/shapes/delayed.py): the modifier read after the effect, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes

PEASANTS = "Put three Peasant ally tokens with 1 ATK, 1 health, and Ferocity into play."


def modifier(event: str, **more) -> dict:
    return {"create_trigger": {"when": {"event": event}, "once": True, **more,
                               "effects": [{"destroy": {"remembered": True}}]},
            "remembers": {"put_this_way": True}, "duration": "game"}


@pytest.mark.parametrize("later, made", [
    ("At end of turn, destroy them.", modifier("turn-ends")),
    ("At the start of the next turn, destroy them.", modifier("turn-starts")),
    ("At the end of the next turn, destroy them.", modifier("turn-ends", later_turn=True)),
])
def test_a_payment_powers_tokens_are_destroyed_later(later, made):  # Barov Peasant Caller
    power = encode([f"2, [Exhaust] -> {PEASANTS} {later}"], "item")["powers"][0]["payment"]
    assert power["effects"][0]["put_token"] == "Peasant" and power["effects"][0]["count"] == 3
    assert power["effects"][1] == made


def test_one_token_is_it():  # Ancient Cornerstone Grimoire
    power = encode(["2, [Exhaust] -> Put a Skeleton ally token with 1 ATK, 1 health, and Protector into play. "
                    "At end of turn, destroy it."], "item")["powers"][0]["payment"]
    assert power["effects"][1] == modifier("turn-ends")


def test_a_triggered_powers_tokens_wait_for_the_next_turns_end():  # Alexi Barov
    powers = encode(["At the start of your turn, put three Peasant ally tokens into play with 1 [Melee] ATK / 1 health "
                     "and Ferocity. At the end of the next turn, destroy them."], "ally", atk=5, health=5,
                    damage_type="melee")["powers"]
    effects = powers[0]["triggered"]["effects"]
    assert effects[0]["count"] == 3 and effects[1] == modifier("turn-ends", later_turn=True)


@pytest.mark.parametrize("text", [
    f"2, [Exhaust] -> {PEASANTS} At end of turn, destroy it.",          # 'it' for three tokens
    "2, [Exhaust] -> Put a Skeleton ally token with 1 ATK and 1 health into play. At end of turn, destroy them.",
    "2, [Exhaust] -> Draw a card. At end of turn, destroy it.",           # no token put
    "2, [Exhaust] -> Target ally has +3 ATK this turn. At the start of the next turn, destroy them.",  # one target
    f"2, [Exhaust] -> {PEASANTS} At end of the turn, destroy them.",     # no such turn read
])
def test_near_misses_are_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text], "item")


def test_a_later_turn_is_refused_on_a_cards_own_power():
    from adjudicator.cards.model import Power
    with pytest.raises(ValueError, match="later_turn"):
        Power.model_validate({"triggered": {"when": {"event": "turn-ends"}, "later_turn": True, "effects": [{"draw": 1}]}})


def test_the_card_removed_comes_back_as_the_turn_ends():  # Joru the Blinding Light
    power = encode(["Discard a card -> Remove NAME from the game. At end of turn, its owner puts it into play."], "ally",
                   atk=4, health=3, damage_type="holy")["powers"][0]["payment"]
    assert power["effects"] == [
        {"remove_from_game": {"this": True}},
        {"create_trigger": {"when": {"event": "turn-ends"}, "once": True, "effects": [
            {"put_into_play": {"remembered": True, "zone": "removed"}, "under": "owner"}]},
         "remembers": {"zone": "removed", "moved_by_this": True}, "duration": "game"}]


@pytest.mark.parametrize("text", [
    "Discard a card -> Remove your hand from the game. At end of turn, put the removed cards into your hand.",
    "Discard a card -> Remove NAME from the game. At end of turn, put it into your hand.",
    "Discard a card -> Remove target ally from the game. At end of turn, its owner puts it into play.",
])
def test_other_removals_are_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text], "ally", atk=4, health=3, damage_type="holy")


def test_the_one_target_is_it():  # A Final Sacrifice
    entry = encode(["Target hero or ally in your party has +3 ATK / +3 health this turn. At the start of the next turn, "
                    "destroy it."])
    assert entry["targets"] == [{"id": "first", "kind": "character", "controller": "you"}]
    assert entry["effects"][1] == {"create_trigger": {"when": {"event": "turn-starts"}, "once": True,
                                                      "effects": [{"destroy": {"remembered": True}}]},
                                   "remembers": {"target": "first"}, "duration": "game"}


def test_the_cards_removed_this_way_come_back_on_the_next_turns_end():  # Temporary Dissipation, on two lines
    entry = encode(["Remove all allies in your party from the game.",
                    "At the end of the next turn, put all cards removed this way into your party."])
    assert entry["effects"] == [
        {"remove_from_game": {"kind": "ally", "controller": "you"}},
        {"create_trigger": {"when": {"event": "turn-ends"}, "once": True, "later_turn": True,
                            "effects": [{"put_into_play": {"remembered": True, "zone": "removed"}}]},
         "remembers": {"zone": "removed", "moved_by_this": True}, "duration": "game"}]
    with pytest.raises(pool_shapes.Unrecognised):  # nothing removed before it
        encode(["Draw a card.", "At the end of the next turn, put all cards removed this way into your party."])


def test_adam_names_himself_by_his_first_name():
    entry = encode(["2 -> Remove Adam from the game. Put him into play at the start of the next turn."], "ally",
                   name="Adam Eternum", atk=5, health=3, damage_type="melee")
    effects = entry["powers"][0]["payment"]["effects"]
    assert effects[0] == {"remove_from_game": {"this": True}}
    assert effects[1]["create_trigger"]["when"] == {"event": "turn-starts"}
    assert effects[1]["create_trigger"]["effects"] == [{"put_into_play": {"remembered": True, "zone": "removed"}}]
    with pytest.raises(pool_shapes.Unrecognised):  # another card's name
        encode(["2 -> Remove Bob from the game. Put him into play at the start of the next turn."], "ally",
               name="Adam Eternum", atk=5, health=3, damage_type="melee")
