"""The cards of the player whose hero was dealt the damage, and of a target opponent (tools/shapes/dealt_players_cards.py):
'target ability he controls', 'all cards he controls' after a trigger on damage dealt to an opposing hero (703.1,
708.2, 709.1), 'target opponent exhausts each … he controls' (706.1, 709.1), and 'that many cards from the top of his
deck' (415.5a). Made-up sentences in the cards' manner."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

ANCHOR = {"controller_of": "event:destination"}


def power_of(sentence: str) -> dict:
    got = pool_shapes.piece(sentence)
    powers = got.parts["powers"]
    assert len(powers) == 1
    return powers[0]["triggered"]


def test_a_target_he_controls_is_a_card_of_the_damaged_heros_controller():
    power = power_of("When NAME deals combat damage to an opponent's hero, destroy target armor he controls.")
    assert power["when"]["destination"] == {"kind": "hero", "controller": "opposing"}
    assert power["targets"] == [{"id": "first", "kind": "armor", "fits": ANCHOR}]
    assert power["effects"] == [{"destroy": {"target": "first"}}]


def test_a_target_keeps_its_state_beside_the_anchor():
    power = power_of("When your hero deals damage to an opposing hero, you may exhaust target ready ally that hero's "
                     "controller controls.")
    assert power["targets"] == [{"id": "first", "kind": "ally", "fits": {"exhausted": False, **ANCHOR}}]


def test_all_cards_he_controls_is_every_card_of_his_in_play():
    power = power_of("When an opponent's hero is dealt damage with NAME, ready all cards he controls.")
    assert power["when"]["with"] == {"this": True} and "combat" not in power["when"]
    assert power["effects"] == [{"ready": {"kind": "card", **ANCHOR}}]


def test_a_group_of_one_kind_he_controls():
    power = power_of("When NAME deals combat damage to an opposing defending hero, destroy all allies he controls.")
    assert power["effects"] == [{"destroy": {"kind": "ally", **ANCHOR}}]


def test_an_ongoing_power_keeps_its_place():
    got = pool_shapes.piece("Ongoing: When your hero deals combat damage to an opposing hero, exhaust all allies he "
                            "controls.")
    assert got.parts["ongoing_power"]["triggered"]["effects"] == [{"exhaust": {"kind": "ally", **ANCHOR}}]


def test_a_target_opponents_cards_of_several_kinds():
    got = pool_shapes.piece("When NAME defends, target opponent destroys each weapon and armor he controls.")
    (power,) = [p["triggered"] for p in got.parts["powers"]]
    assert power["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert power["effects"] == [{"destroy": {"kinds": ["weapon", "armor"], "player": "first"}}]


def test_attacks_or_defends_is_two_powers_each_with_its_target():
    got = pool_shapes.piece("When NAME attacks or defends, target player exhausts each ally he controls.")
    powers = [p["triggered"] for p in got.parts["powers"]]
    assert [p["when"]["event"] for p in powers] == ["attacks", "defends"]
    assert all(p["targets"] == [{"id": "first", "kind": "player"}] for p in powers)
    assert all(p["effects"] == [{"exhaust": {"kind": "ally", "player": "first"}}] for p in powers)


def test_that_many_cards_from_the_top_is_the_packets_amount():
    power = power_of("When damage is dealt with NAME to a hero, that hero's controller puts that many cards from the top "
                     "of his deck into his graveyard.")
    assert power["effects"] == [{"move_top": "that-much", "to": "graveyard",
                                 "player": {"controller_of": {"event": "destination"}}}]


def test_a_number_of_cards_from_the_top_is_the_top_cards():
    said = pool_shapes.piece("Target opponent puts three cards from the top of his deck into his graveyard.")
    top = pool_shapes.piece("Target opponent puts the top three cards of his deck into his graveyard.")
    assert said.parts["target"] == top.parts["target"]
    assert [make("first") for make in said.parts["effects"]] == [make("first") for make in top.parts["effects"]]


@pytest.mark.parametrize("sentence", [
    # 'he' after a hero that may be yours: which player is meant is not sure
    "When NAME deals combat damage to a hero, destroy target ability he controls.",
    "When an ally you control deals combat damage to a defending hero, exhaust all cards he controls.",
    # a defender deals its combat damage to an attacker, never to a defending hero
    "When a defending ally you control deals combat damage to an opposing defending hero, destroy target ability he "
    "controls.",
    # 'target card he controls': no stand-in reads it
    "When NAME deals combat damage to an opposing hero, destroy target card he controls.",
    # a second target beside the one anchored
    "When NAME deals combat damage to an opposing hero, destroy target ability he controls and target ally.",
    # 'that many' of an event without an amount
    "When NAME attacks, target opponent puts that many cards from the top of his deck into his graveyard.",
    # 'each … he controls' after a target opponent, with a card said twice
    "When NAME attacks, target opponent exhausts each ally and ally he controls.",
    # the deck and the graveyard of two players
    "Target opponent puts two cards from the top of your deck into his graveyard.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
