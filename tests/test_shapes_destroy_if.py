"""enc-turn6: a card that destroys itself as a turn starts or ends, with the condition after the verb or 'the turn'
naming the next one (tools/shapes/destroy_if.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

HEALS = "Ongoing: At the start of your turn, your hero heals 2 damage from each hero and ally you control."
PREVENTS = "Ongoing: Prevent all damage that attached ally would be dealt."


def test_the_condition_after_the_verb_is_checked_as_the_power_resolves():  # Divine Hymn
    entry = encode([f"{HEALS} At the end of your turn, destroy this ability if you don't control an ally."])
    assert entry["powers"][-1]["triggered"] == {
        "when": {"event": "turn-ends", "subject": {"kind": "hero", "controller": "you"}},
        "effects": [{"if": {"not": {"exists": {"kind": "ally", "controller": "you"}}},
                     "then": [{"destroy": {"this": True}}]}]}


def test_you_dont_control_is_you_control_denied():
    made = pool_shapes.piece("If you don't control a Demon ally, draw a card.")
    assert made.shape == "ability: draw"


def test_the_start_of_the_turn_is_the_next_turn_to_start():  # Sphere of Divinity
    entry = encode(["Attach to target ally.", PREVENTS, "At the start of the turn, destroy Stand-in."])
    assert entry["attach"] == "host"
    assert entry["powers"][-1] == {"triggered": {"when": {"event": "turn-starts"}, "effects": [{"destroy": {"this": True}}]}}


def test_an_attachment_with_another_triggered_power_is_still_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Attach to target ally.", PREVENTS, "Ongoing: At the start of your turn, draw a card."])


@pytest.mark.parametrize("sentence", [
    "At the end of your turn, draw a card if you don't control an ally.",        # only the card itself destroyed
    "At the end of your turn, destroy target ally if you don't control an ally.",
    "When NAME enters play, destroy NAME if you don't control an ally.",          # only at a turn's start or end
    "At the end of your turn, destroy NAME if you don't control a Frost thing.",  # a condition no shape reads
    "At the start of the turn, draw a card.",                                     # 'the turn': before 'destroy NAME' only
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_otherwise_is_what_happens_if_the_condition_is_false():  # Bleed
    entry = encode(["Attach to target hero or ally.", "Ongoing: At the start of your turn, destroy Stand-in if attached "
                    "character is undamaged. Otherwise, your hero deals 2 melee damage to it."])
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"if": {"exists": {"host": True, "damaged": False}}, "then": [{"destroy": {"this": True}}],
         "otherwise": [{"deal_damage": 2, "damage_type": "melee", "source": {"kind": "hero", "controller": "you"},
                        "to": {"host": True}}]}]


def test_otherwise_with_a_target_of_its_own_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Attach to target hero or ally.", "Ongoing: At the start of your turn, destroy Stand-in if attached "
                "character is undamaged. Otherwise, your hero deals 2 melee damage to target ally."])
