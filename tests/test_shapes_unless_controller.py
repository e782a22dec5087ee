"""The shape of tools/shapes/unless_controller.py (enc-enter14): a triggered power's effect that its one target's
controller may stop ('… unless its controller reveals his hand', '… puts an ally he controls into its owner's hand',
'… chooses and discards a card', '… pays 2'), and the count of every card you control (tools/shapes/counts.py). Made-up
sentences; the cards the encoder writes are played by tests/test_encode_pool.py and tests/test_pool_enc_enter14.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cardbook.words import card_words  # noqa: E402
from adjudicator.cards.model import CardDefinition  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ALLY = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 3, "atk": 2,
        "health": 4, "damage_type": "shadow"}


def encode(text: str) -> dict:
    entry, _shapes = pool_shapes.encode(dict(ALLY), SETS, [text])
    return entry


def stop_of(text: str) -> dict:
    power = encode(text)["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "hero", "controller": "opposing"}]
    (effect,) = power["effects"]
    assert effect["player"] == {"controller_of": {"target": "first"}}
    assert effect["then"] == [{"deal_damage": 2, "damage_type": "shadow", "source": {"this": True},
                               "to": {"target": "first"}}]
    return effect["unless"]


@pytest.mark.parametrize("clause, stop", [
    ("reveals his hand", {"reveal_hand": True}),
    ("puts an ally he controls into its owner's hand", {"return_one": {"kind": "ally"}}),
    ("puts a weapon he controls into its owner's hand", {"return_one": {"kind": "weapon"}}),
    ("chooses and discards a card", {"discard": 1}),
    ("chooses and destroys an ally he controls", {"destroy": {"kind": "ally"}}),
    ("pays 2", {"pay": 2}),
])
def test_the_targets_controller_may_stop_the_effect(clause, stop):
    text = f"When Stand-in enters play, he deals 2 shadow damage to target opposing hero unless its controller {clause}."
    assert stop_of(text) == stop
    card = CardDefinition.model_validate({**encode(text), "text": "-"})
    assert "unless the controller of the target 'first'" in " ".join(card_words(card))


def test_the_words_say_what_stops_it():
    said = " ".join(card_words(CardDefinition.model_validate({**encode(
        "When Stand-in enters play, he deals 2 shadow damage to target opposing hero unless its controller reveals "
        "his hand."), "text": "-"})))
    assert "shows every player their hand" in said
    said = " ".join(card_words(CardDefinition.model_validate({**encode(
        "When Stand-in enters play, he deals 2 shadow damage to target opposing hero unless its controller puts an "
        "ally he controls into its owner's hand."), "text": "-"})))
    assert "returns one ally they control to its owner's hand" in said


@pytest.mark.parametrize("text", [
    # no one target: 'its' would name none of the cards surely
    "When Stand-in enters play, he deals 2 shadow damage to each opposing hero unless its controller reveals his hand.",
    # another stop, another player
    "When Stand-in enters play, he deals 2 shadow damage to target opposing hero unless its controller sings a song.",
    "When Stand-in enters play, he deals 2 shadow damage to target opposing hero unless its controller reveals a card.",
    "When Stand-in enters play, he deals 2 shadow damage to target opposing hero unless you reveal your hand.",
    "When Stand-in enters play, he deals 2 shadow damage to target opposing hero unless that player reveals his hand.",
    # no triggered power before the clause
    "Stand-in deals 2 shadow damage to target opposing hero unless its controller reveals his hand.",
])
def test_near_misses_stay_refused(text):
    with pytest.raises(Unrecognised):
        encode(text)


def test_a_count_of_every_card_you_control():
    power = encode("When Stand-in enters play, he deals 1 shadow damage to target opposing hero for this and each "
                   "other cards you control.")["powers"][0]["triggered"]
    assert power["effects"][0]["deal_damage"] == {"count": {"kind": "card", "controller": "you", "other": True},
                                                  "plus": 1}
    power = encode("When Stand-in enters play, draw a card for each card you control.")["powers"][0]["triggered"]
    assert power["effects"][0]["draw"] == {"count": {"kind": "card", "controller": "you"}}
    with pytest.raises(Unrecognised):  # the plural only after 'each other'
        encode("When Stand-in enters play, draw a card for each cards you control.")


def test_each_other_player_may_stop_it_for_himself():
    power = encode("When Stand-in enters play, draw a card for each other player unless that player chooses and "
                   "discards a card.")["powers"][0]["triggered"]
    assert power["effects"] == [{"unless": {"discard": 1}, "player": "each-other", "then": [{"draw": 1}]}]
    for near in ("When Stand-in enters play, draw a card for each other player unless that player sings.",
                 "When Stand-in enters play, he deals 2 shadow damage to target hero for each other player unless "
                 "that player pays 1."):
        with pytest.raises(Unrecognised):
            encode(near)
