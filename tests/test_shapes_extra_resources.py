"""'You can place an additional resource on each of your turns.' (tools/shapes/extra_resources.py): more resources
placed each turn (412.1, 103.1); near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode as stand_in, pool_shapes

def encode(text: list[str], kind: str = "ally") -> dict:
    """A Druid stand-in (an ally: a 1/1 Night Elf)."""
    ally = {"health": 1, "damage_type": "melee", "traits": ["Night Elf"]} if kind == "ally" else {}
    return stand_in(text, kind, classes=["Druid"], **ally)


def test_your_hero_places_one_more_resource():
    power = encode(["You can place an additional resource on each of your turns."])["powers"][0]
    assert power == {"continuous": {"affects": {"kind": "hero", "controller": "you"}, "extra_resources": 1}}


def test_each_player_places_one_more_while_the_ability_is_in_play():
    power = encode(["Ongoing: Each player may place an additional resource during his turn."], "ability")["powers"][0]
    assert power == {"continuous": {"affects": {"kind": "hero"}, "extra_resources": 1}}


@pytest.mark.parametrize("sentence", [
    "You can place an additional resource on each of your turns if you've placed a quest that turn.",
    "Each player may place an additional resource on each of your turns.",
    "You can place an additional resource during his turn.",
    "Each opponent may place an additional resource during his turn.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
