"""enc-turn7: a '+1 counter' on an armor, which names no stat, is a DEF counter (tools/shapes/armor_counters.py):
read on a target armor and on an armor itself; on anything else still refused."""
from __future__ import annotations

import pytest

from shape_cards import encode
from shapes.armor_counters import def_named

from pool_shapes import Unrecognised


def test_on_a_target_armor():  # Bolster
    entry = encode(["Add two +1 counters to target armor."])
    assert entry["targets"] == [{"id": "first", "kind": "armor"}]
    assert entry["effects"] == [{"put_counters": 2, "def": 1, "on": {"target": "first"}}]


def test_on_the_armor_itself():  # Durotan's Battle Harness (its DEF the pool lacks)
    assert def_named("armor", ["At the start of your turn, you may add a +1 counter to NAME."]) == [
        "At the start of your turn, you may add a +1 DEF counter to NAME."]
    entry = encode(["At the start of your turn, you may add a +1 counter to this armor."], "armor",
                   **{"def": 1, "traits": ["Chest(1)", "Mail"]})
    assert entry["powers"][0]["triggered"]["effects"] == [{"may": [{"put_counters": 1, "def": 1, "on": {"this": True}}]}]


@pytest.mark.parametrize("kind, text", [
    ("weapon", "At the start of your turn, add a +1 counter to this weapon."),  # a weapon's counter: ATK? not said
    ("ability", "Add a +1 counter to target ally."),
])
def test_elsewhere_a_counter_with_no_stat_is_refused(kind, text):
    with pytest.raises(Unrecognised, match=r"a \+1 counter to"):  # the counter's sentence, not the card's facts
        encode([text], kind, **({"atk": 1, "strike_cost": 1} if kind == "weapon" else {}))


def test_a_counter_removed_or_on_it_is_left_alone():
    words = ["NAME enters play with two +1 counters on it.", "Remove a +1 counter from NAME -> Draw a card."]
    assert def_named("armor", words) == words
