"""enc-reward12: a quest's reward reading the card its completion cost destroyed (tools/shapes/quest_paid.py, 707.3),
and a card's own cost change while a card with its name is in your graveyard (tools/shapes/costs.py CONDITION_MORE,
714.3a). Made-up sentences in the cards' manner."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode, refused  # noqa: E402

COST = "On your turn, destroy an ally in your party and pay 2 to complete this quest."


def reward_effects(text: list[str]) -> list[dict]:
    entry = encode(text, "quest")
    (power,) = entry["powers"]
    return power["reward"]["effects"], power["reward"]["cost"]


@pytest.mark.parametrize("stat, field", [("health", "health"), ("ATK", "atk"), ("cost", "cost")])
def test_that_ally_is_the_ally_destroyed_to_complete(stat, field):
    effects, cost = reward_effects([COST, f"Reward: Your hero deals fire damage to target opposing hero equal to that "
                                          f"ally's {stat}."])
    assert cost == {"resources": 2, "destroy_one": {"kind": "ally", "controller": "you"}}
    assert effects[0]["deal_damage"] == {"destroyed_to_pay": field}


def test_cost_and_reward_in_one_paragraph():
    effects, _ = reward_effects([COST + " Reward: Your hero heals damage from itself equal to that ally's ATK."])
    assert effects[0]["heal"] == {"destroyed_to_pay": "atk"}


@pytest.mark.parametrize("text", [
    # no card destroyed to pay: 'that ally' names nothing the cost did
    ["Pay 2 to complete this quest.", "Reward: Your hero heals damage from itself equal to that ally's cost."],
    # the cost destroys an equipment, not an ally
    ["On your turn, destroy an equipment you control and pay 2 to complete this quest.",
     "Reward: Your hero heals damage from itself equal to that ally's ATK."],
    # a target ally in the reward: 'that ally' would be either
    [COST, "Reward: Your hero deals fire damage to target ally equal to that ally's ATK."],
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(text, "quest")


def test_not_a_quest_is_left_as_printed():
    from shapes import quest_paid
    text = [COST, "Reward: Your hero heals damage from itself equal to that ally's ATK."]
    assert quest_paid.named("ability", text, pool_shapes.piece, pool_shapes.sentences) == text


def test_a_strike_cost_change_while_a_namesake_is_in_your_graveyard():
    got = pool_shapes.piece("You pay 3 less to strike with NAME if you have a card with the same name as NAME in your "
                            "graveyard.")
    assert got.parts["powers"] == [{"continuous": {"affects": {"this": True}, "strike_cost": -3, "while_exists": [
        {"zone": "graveyard", "owner": "you", "named": "NAME"}]}}]


def test_the_namesake_is_the_cards_own_name():
    entry = encode(["You pay 2 less to play Stand-in if you have a card with the same name as Stand-in in your "
                    "graveyard."], "ally")
    assert entry["powers"][0]["continuous"]["while_exists"] == [{"zone": "graveyard", "owner": "you", "named": "Stand-in"}]


@pytest.mark.parametrize("sentence", [
    "You pay 3 less to strike with NAME if an opponent has a card with the same name as NAME in his graveyard.",
    "You pay 3 less to strike with NAME if you have two cards with the same name as NAME in your graveyard.",
    "You pay 3 less to strike with NAME if you have a card with the same name as NAME in your hand.",
])
def test_a_namesake_near_miss_is_refused(sentence):
    refused(sentence)
