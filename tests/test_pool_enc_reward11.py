"""enc-reward11: a hero's flip power that costs less while cards fit (tools/shapes/power_cost.py, ``power_cost``: 701.1,
707.1e), its readings and near misses with made-up sentences; the Deckbuilding line printed after a hero's other side
(tools/shapes/flip_sides.py, 100.2d); 'the ret on' (tools/shapes/misspelt.py); and Tyrus Blackhorn's face-down side
played on a board of its own (the harness, tests/test_encode_pool.py, plays the flip power)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from pool_shapes import piece  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from shapes.flip_sides import sides  # noqa: E402
from shapes.misspelt import corrected  # noqa: E402
from shapes.power_cost import flip_only  # noqa: E402
from test_encode_pool import CARDS, library_for, load_scenario, replay_scenario  # noqa: E402

WRITTEN = {c.name: c for c in CARDS}


def stat_of(sentence: str) -> dict:
    found = piece(sentence)
    assert found.shape == "hero: its flip power costs less while cards fit"
    [power] = found.parts["powers"]
    return power["continuous"]


def test_the_encoder_writes_this_rounds_cards():
    assert {"Tyrus Blackhorn", "Warlord Grok'thol", "End of the Supply Line"} <= set(WRITTEN)


def test_a_flip_cost_less_while_an_opposing_hero_is_hurt():
    assert stat_of("You pay 5 less to flip NAME if an opposing hero has 12 or more damage.") == {
        "affects": {"this": True}, "power_cost": -5,
        "while_exists": [{"kind": "hero", "damage_at_least": 12, "controller": "opposing"}]}


def test_a_flip_cost_less_while_several_allies_are_strong():
    assert stat_of("You pay 4 less to flip NAME while you control at least three allies each with 5 or more ATK.") == {
        "affects": {"this": True}, "power_cost": -4, "while_at_least": 3,
        "while_exists": [{"kind": "ally", "controller": "you", "atk_at_least": 5}]}


def test_a_flip_cost_less_with_a_condition_the_cost_shapes_read():
    assert stat_of("You pay 2 less to flip NAME if you control a pet.")["while_exists"] == [
        {"tag": "Pet", "controller": "you"}]


@pytest.mark.parametrize("sentence", [
    "You pay 5 more to flip NAME if an opposing hero has 12 or more damage.",   # an increase
    "You pay 5 less to flip NAME for each opposing hero.",                     # a count
    "You pay 5 less to flip NAME.",                                            # no condition
    "You pay 5 less to flip NAME if you control at least one allies each with 5 or more ATK.",
    "You pay 5 less to flip NAME if an opposing hero was dealt 8 or more damage this turn.",
    "You pay 5 less to flip target hero if an opposing hero has 12 or more damage.",
])
def test_near_misses_stay_refused(sentence):
    with pytest.raises(Unrecognised):
        piece(sentence)


def test_the_flip_cost_needs_one_payment_power_that_flips():
    cheaper = {"continuous": {"affects": {"this": True}, "power_cost": -3}}
    flip = {"payment": {"cost": {"resources": 3}, "effects": [{"flip": {"this": True}}]}}
    flip_only({"powers": [flip, cheaper]})  # read
    other = {"payment": {"cost": {"resources": 1}, "effects": [{"draw": 1}]}}
    for powers in ([cheaper], [other, cheaper], [flip, other, cheaper]):
        with pytest.raises(Unrecognised):
            flip_only({"powers": powers})


def test_a_deckbuilding_line_after_the_other_side_is_the_cards():
    front, back = sides(["4 -> Flip NAME", "BACK: Allies you control have +1 ATK.", "Deckbuilding: Made-up words."])
    assert front == ["4 -> Flip NAME", "Deckbuilding: Made-up words."]
    assert back == ["Allies you control have +1 ATK."]


def test_the_ret_on_reads_as_the_rest_on_only_in_that_phrase():
    assert corrected("Keep one and the ret on the bottom.") == "Keep one and the rest on the bottom."
    assert corrected("A ret of flax.") == "A ret of flax."


def test_tyrus_face_down_makes_the_hit_heros_controller_discard(tmp_path):
    """Face down, Tyrus's side: an attacking Demon ally of Alice's deals combat damage to Bob's hero; Bob discards one
    of his two cards (he chooses which)."""
    doc = {"id": "pool-shape", "title": "Tyrus Blackhorn", "question": "-", "sources": ["-"], "ruling": "-",
           "rules": [], "setup": {"turn_player": "Alice", "players": [
               {"name": "Alice", "hero": {"card": "Tyrus Blackhorn", "face_down": True},
                "play": [{"card": "Doomguard Invader", "id": "demon"}]},
               {"name": "Bob", "hero": {"card": "Generic Horde Hero", "id": "bob-hero"},
                "hand": [{"card": "Anika Berlyn", "id": f"card-{i}"} for i in range(2)]}]},
           "script": [{"attack": "demon", "defender": "bob-hero", "by": "Alice"},
                      {"choose": "card-1", "by": "Bob"}],
           "expect": {"cards": {"bob-hero": {"damage": 4}, "card-1": {"zone": "graveyard"}, "card-0": {"zone": "hand"}}}}
    text = yaml.safe_dump(doc, sort_keys=False)
    scenario, loaded = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    run = replay_scenario(scenario, loaded, library_for(text))
    assert run.passed, run.mismatches
    doc["setup"]["players"][0]["hero"]["face_down"] = False  # face up, the side's power doesn't work (301.2a)
    doc["script"] = doc["script"][:1]  # nothing asks Bob to choose
    text = yaml.safe_dump(doc, sort_keys=False)
    scenario, loaded = load_scenario(tmp_path / "face-up.yaml", text=text)
    run = replay_scenario(scenario, loaded, library_for(text))
    assert not run.passed and run.mismatches


# -- '… have +1 ATK, and you pay 3 less to strike with them this turn' (tools/shapes/and_strike.py) --

def made(sentence: str) -> tuple[dict | None, list[dict]]:
    found = piece(sentence)
    assert "and: a strike cost change of the same weapons this turn" in found.parts["inner"]
    return found.parts.get("target"), [make("first") for make in found.parts["effects"]]


def test_a_group_of_weapons_gets_atk_and_a_cheaper_strike_this_turn():
    target, effects = made("Ranged weapons you control have +1 ATK, and you pay 3 less to strike with them this turn.")
    assert target is None
    [atk, cheaper] = effects
    assert atk["duration"] == cheaper["duration"] == "this-turn"
    assert cheaper["create_continuous"] == {"affects": atk["create_continuous"]["affects"], "strike_cost": -3}
    assert atk["create_continuous"]["atk"] == 1 and atk["create_continuous"]["affects"]["kind"] == "weapon"


def test_a_target_weapon_gets_atk_and_a_cheaper_strike_this_turn():
    target, effects = made("Target weapon has +3 ATK and you pay [1] less to strike with it this turn.")
    assert target["kind"] == "weapon"
    assert effects[1] == {"create_continuous": {"affects": {"target": "first"}, "strike_cost": -1},
                          "duration": "this-turn"}


@pytest.mark.parametrize("sentence", [
    "Target ally has +3 ATK and you pay 1 less to strike with it this turn.",           # no weapon
    "Allies you control have +1 ATK, and you pay 1 less to strike with them this turn.",
    "Target weapon has +3 ATK and you pay 1 less to strike with them this turn.",       # 'them' after a target
    "Melee weapons you control have +1 ATK, and you pay 1 less to strike with it this turn.",  # 'it', no target
    "Target weapon has +3 ATK and you pay 1 more to strike with it this turn.",         # more
    "Target weapon has +3 ATK and you pay 1 less to strike with it.",                   # no duration
])
def test_and_strike_near_misses_stay_refused(sentence):
    with pytest.raises(Unrecognised):
        piece(sentence)
