"""A standing power that works only if something happened this turn (tools/shapes/ifstatic.py): the card's own
continuous power, or a cost change, with ``while_happened`` (714.3a, 703.4); read exactly or refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402

DESTROYED = {"happened": {"event": "destroyed", "subject": {"kind": "ally", "controller": "you"}}}


def power(sentence: str) -> dict:
    [found] = pool_shapes.piece(sentence).parts["powers"]
    return found["continuous"]


def test_the_card_itself_has_it_if_it_happened_this_turn():
    assert power("This weapon has +3 attack if an ally you controlled was destroyed this turn.") == {
        "affects": {"this": True}, "atk": 3, "while_happened": DESTROYED}
    stat = power("If your hero has dealt fire, frost, or nature damage this turn, NAME has Ferocity.")
    assert stat["gain_keywords"] == ["Ferocity"]
    assert [c["happened"]["damage_type"] for c in stat["while_happened"]["any"]] == ["fire", "frost", "nature"]


def test_a_cost_change_only_if_it_happened_this_turn():
    assert power("If an ally you controlled dealt damage to a hero this turn, you pay 1 less to play cards.") == {
        "affects": {"controller": "you"}, "play_cost": -1, "while_happened": {"happened": {
            "event": "damage", "source": {"kind": "ally", "controller": "you"}, "destination": {"kind": "hero"}}}}


@pytest.mark.parametrize("sentence", [
    "This weapon has +3 attack if you control an ally this turn.",  # a 'while' about the board, not an event
    "This weapon has +3 attack if an ally you controlled was destroyed.",  # no 'this turn': another shape's
    "This ally has Fire Resistance if an ally you controlled was destroyed this turn.",  # a resistance: a prevention
    "This weapon has +3 attack and draws if an ally you controlled was destroyed this turn.",
    "If an ally you controlled was destroyed this turn, your hero deals 2 fire damage to target ally.",  # an effect
])
def test_near_misses_are_refused(sentence):
    try:
        found = pool_shapes.piece(sentence)
    except Unrecognised:
        return
    assert not any("while_happened" in p.get("continuous", {}) for p in found.parts.get("powers", [])), found


def test_the_cards_own_cost_change_only_if_it_happened_this_turn():
    assert power("You pay 3 less to play NAME if you played an ability this turn.") == {
        "affects": {"this": True}, "play_cost": -3,
        "while_happened": {"happened": {"event": "played", "subject": {"kind": "ability", "controller": "you"}}}}
    assert power("You pay 3 less to strike with NAME if an opposing card was destroyed this turn.")["while_happened"] == {
        "happened": {"event": "destroyed", "subject": {"controller": "opposing"}}}
    with pytest.raises(Unrecognised):  # a count of this turn's events in a zone: neither cards in play nor an event
        pool_shapes.piece("You pay 3 less to play NAME if you have an ally in your graveyard this turn.")


def test_a_payment_power_used_only_if_said_after_its_effect():
    [found] = pool_shapes.payment("[Exhaust] -> Your hero deals 2 melee damage to target hero or ally. Use only if an "
                                  "opposing ally was destroyed this turn.").parts["powers"]
    assert found["payment"]["only_if"] == {"happened": {"event": "destroyed", "subject": {"kind": "ally", "controller": "opposing"}}}
    with pytest.raises(Unrecognised):  # no condition reads it
        pool_shapes.payment("[Exhaust] -> Your hero deals 2 melee damage to target hero or ally. Use only if the moon is full.")


def test_an_opposing_character_healed_this_turn():
    assert power("You pay 3 less to play this ability if an opposing hero or ally was healed this turn.")["while_happened"] == {
        "happened": {"event": "heal", "destination": {"kind": "character", "controller": "opposing"}}}
