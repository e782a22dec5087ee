"""tools/shapes/target_this_turn.py: 'When target ally you control deals damage to an opposing ally this turn, destroy
both allies.' reads as a target chosen with the link and a triggered modifier this turn whose event's card, in the
role of the trigger's subject, is that target ({target: SLOT}); 'destroy both' the packet's two cards at once; the
modifier's own targets named apart from the link's. 'next', a subject that is no target and 'both' after an event of
one card are refused. The cards the encoder writes are played by tests/test_encode_pool.py; G1378 plays one."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def made(sentence: str) -> tuple[dict, dict]:
    piece = pool_shapes.piece(sentence)
    return piece.parts["target"], [make("first") for make in piece.parts["effects"]][0]


def test_destroy_both_after_the_targets_damage():
    target, effect = made("When target ally you control deals damage to an opposing ally this turn, destroy both allies.")
    assert target == {"kind": "ally", "controller": "you"}
    assert effect == {"create_trigger": {"when": {"event": "damage", "source": {"target": "first"},
                                                  "destination": {"kind": "ally", "controller": "opposing"}},
                                         "effects": [{"destroy": {"any": [{"event": "source"}, {"event": "destination"}]}}]},
                      "duration": "this-turn"}


def test_the_modifiers_own_target_is_named_apart():
    target, effect = made("When target Goblin Ally you control exhausts this turn, you may pay 1. If you do, it deals 1 "
                          "fire damage to target ally.")
    assert target == {"kind": "ally", "controller": "you", "fits": {"trait": "Goblin"}}
    trigger = effect["create_trigger"]
    assert trigger["when"] == {"event": "exhausted", "subject": {"target": "first"}}
    assert [t["id"] for t in trigger["targets"]] == ["later-first"]
    assert trigger["effects"][0]["if_you_do"][0]["to"] == {"target": "later-first"}


@pytest.mark.parametrize("sentence", [
    "When target ally you control next deals damage to an opposing ally this turn, draw a card.",  # 'next': once
    "When target ally you control is destroyed this turn, destroy both.",                          # one card: no 'both'
    "When each ally you control deals damage to an opposing ally this turn, destroy both allies.",  # no target
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
