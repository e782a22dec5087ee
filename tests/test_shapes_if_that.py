"""'If <condition>, <effect on that character>.' (tools/shapes/if_that.py): the previous sentence's target named
again in an effect that happens only if the condition holds as the link resolves (709.2); read exactly or refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

FORM = {"exists": {"kind": "ability", "tag": "Form", "controller": "you"}}


def test_the_effect_on_the_previous_target_only_if_the_condition_holds():
    shape = pool_shapes.piece("If you control a Form, your hero deals 3 melee damage to that character.")
    assert shape.parts["same_target"] and shape.parts["refers"] == "character" and "target" not in shape.parts
    assert [make("first") for make in shape.parts["effects"]] == [{"if": FORM, "then": [{
        "deal_damage": 3, "damage_type": "melee", "source": {"kind": "hero", "controller": "you"},
        "to": {"target": "first"}}]}]


def test_the_hero_of_the_previous_targets_controller_also_dealt_damage():
    shape = pool_shapes.piece("If you control an Elemental ally, your hero also deals 3 fire damage to that ally's "
                              "controller's hero.")
    [effect] = [make("first") for make in shape.parts["effects"]]
    assert effect["if"] == {"exists": {"kind": "ally", "controller": "you", "trait": "Elemental"}}
    assert effect["then"][0]["to"] == {"kind": "hero", "controller_of": "first"}
    assert shape.parts["refers"] == "ally"


def test_a_card_whose_earlier_sentence_has_another_kind_of_target_is_refused():
    entry = {"id": "x", "name": "Stand-in", "type": "ability", "cost": 1, "printings": [["s", "7", "Common"]]}
    text = ["Exhaust target hero or ally. If you control a Form, your hero deals 3 melee damage to that character."]
    assert pool_shapes.encode(entry, {"s": {"name": "Set", "kind": "set"}}, text)[0]["effects"][1]["if"] == FORM
    with pytest.raises(pool_shapes.Unrecognised):  # 'that ally' after a target that may be a hero
        pool_shapes.encode(entry, {"s": {"name": "Set", "kind": "set"}}, ["Exhaust target hero or ally. If you control a Form, your "
                                                            "hero deals 3 melee damage to that ally."])


@pytest.mark.parametrize("sentence", [
    "If that ally is a Demon, remove it from the game.",  # a condition about the target itself (enc-if5: 'has fatal
    # damage' is read, tools/shapes/target_state.py)
    "If you control a Form, it deals 3 melee damage to that character.",  # 'it': which card?
    "If you control a Gizmo, your hero deals 3 melee damage to that character.",  # a condition no reader reads
    "If you control a Form, your hero deals 3 melee damage to that character and target ally.",  # a second target
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
