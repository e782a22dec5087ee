"""'Then, …' (tools/shapes/then.py): the next step of the same effect (709.2), joined to a triggered power before
it, with an 'If you do, …' after it joined to its action (709.2f); read exactly or refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "Set", "kind": "set"}}


def card(kind: str = "ability") -> dict:
    return {"id": "x", "name": "Stand-in", "type": kind, "cost": 1, "printings": [["s", "7", "Common"]]}


def test_then_in_an_ability_is_the_next_sentence_on_the_same_target():
    entry, _ = pool_shapes.encode(card(), SETS, ["Your hero deals 3 shadow damage to target ally. Then, its controller "
                                                 "discards a card."])
    assert entry["effects"][1] == {"discard": 1, "player": {"controller_of": {"target": "first"}}}


def test_then_if_and_if_you_do_join_the_ongoing_power_inside_the_condition():
    text = ["Attach to target opposing hero. Ongoing: At the start of your turn, your hero deals 2 shadow damage to "
            "attached hero. Then, if attached hero has 15 or more damage on it, destroy this ability. If you do, draw "
            "a card."]
    entry, _ = pool_shapes.encode(card(), SETS, text)
    [power] = entry["powers"]
    assert power["triggered"]["effects"][1] == {"if": {"exists": {"host": True, "damage_at_least": 15}},
                                                "then": [{"do": {"destroy": {"this": True}}, "if_you_do": [{"draw": 1}]}]}


def test_a_step_read_only_inside_the_power_counts_the_counters_it_put():
    text = ["Attach to target hero. Ongoing: At the start of your turn, add a poison counter to this ability. Then, "
            "your hero deals 1 nature damage to attached character for each poison counter on this ability."]
    entry, _ = pool_shapes.encode(card(), SETS, text)
    effects = entry["powers"][0]["triggered"]["effects"]
    assert effects[0] == {"put_counters": 1, "named": "poison"} and effects[1]["deal_damage"] == {"counters": "poison"}


def test_near_misses_are_refused():
    with pytest.raises(pool_shapes.Unrecognised):  # a step read only inside a power, with no power before it
        pool_shapes.encode(card(), SETS, ["Draw a card. Then, your hero deals 1 nature damage to attached character."])
    with pytest.raises(pool_shapes.Unrecognised):  # the card destroyed, then its counters counted: they are gone
        pool_shapes.encode(card(), SETS, ["Ongoing: At the start of your turn, add a mana counter to this ability. "
                                          "Then, you may destroy this ability. If you do, draw a card for each mana counter."])
    with pytest.raises(pool_shapes.Unrecognised):  # 'Destroy NAME' alone: an ability isn't in play as it resolves
        pool_shapes.encode(card(), SETS, ["Destroy this ability."])
    with pytest.raises(pool_shapes.Unrecognised):  # 'then' before no action
        pool_shapes.piece("Then, NAME has Elusive.")


def test_a_step_read_inside_the_power_keeps_its_condition_in_the_step():
    """'Then, if …, … attached character': the 'if' is the step's, checked as it resolves (709.2)."""
    shape = pool_shapes.piece("Then, if your hero is undamaged, your hero deals 1 nature damage to attached character.")
    [step] = [make(None) for make in shape.parts["effects"]]
    assert step["if"] == {"exists": {"kind": "hero", "controller": "you", "damaged": False}}
    assert step["then"][0]["to"] == {"host": True} and shape.parts["in_power"]


def test_then_with_its_if_after_the_action_and_no_cards_of_a_race():
    text = ["Ongoing: At the start of your turn, draw a card. Then destroy this ability if you control no Demons."]
    entry, _ = pool_shapes.encode(card(), SETS, text)
    assert entry["powers"][0]["triggered"]["effects"][1] == {
        "if": {"not": {"exists": {"kind": "character", "controller": "you", "trait": "Demon"}}},
        "then": [{"destroy": {"this": True}}]}
    with pytest.raises(pool_shapes.Unrecognised):  # 'Elves' is no race plus 's'
        pool_shapes.encode(card(), SETS, ["Ongoing: At the start of your turn, draw a card. Then destroy this ability "
                                          "if you control no Elves."])


def test_it_just_named_has_counters_then_destroy_it_if_you_do():
    entry = {**card("ally"), "atk": 1, "health": 1, "damage_type": "melee"}
    text = ["At the start of your turn, add a time counter to this ally. Then, if it has four or more time counters on "
            "it, destroy it. If you do, draw two cards."]
    done, _ = pool_shapes.encode(entry, SETS, text)
    assert done["powers"][0]["triggered"]["effects"][1] == {
        "if": {"counters": {"named": "time", "at_least": 4}},
        "then": [{"do": {"destroy": {"this": True}}, "if_you_do": [{"draw": 2}]}]}
