"""'Damage that <a group> would deal is unpreventable', 'Damage dealt by <a group> can't be prevented' (tools/shapes/unpreventable_by.py): a "can't be prevented" on the packets whose source fits (408.3c)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import unpreventable_by  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from adjudicator.cards.model import Power  # noqa: E402


def source(got) -> dict:
    power = got.parts["powers"][0] if "powers" in got.parts else got.parts["ongoing_power"]
    Power.model_validate(power)
    assert power["prohibition"]["cannot"] == "be-prevented"
    return power["prohibition"]["damage"]["source"]


def test_a_group_in_your_party():
    got = pool_shapes.piece("Damage that Holy allies in your party would deal is unpreventable.")
    assert got.shape == unpreventable_by.SHAPE
    assert source(got) == {"kind": "ally", "controller": "you", "damage_type": "holy"}


def test_the_card_itself_and_the_others_of_a_group():
    got = pool_shapes.piece("Damage that this and other Murloc allies you control would deal is unpreventable.")
    assert source(got) == {"any": [{"this": True}, {"kind": "ally", "controller": "you", "trait": "Murloc", "other": True}]}
    got = pool_shapes.piece("Damage that NAME and allies you control would deal is unpreventable.")
    assert source(got) == {"any": [{"this": True}, {"kind": "ally", "controller": "you"}]}


def test_an_abilitys_after_ongoing_dealt_by():
    got = pool_shapes.piece("Ongoing: Damage dealt by friendly heroes can't be prevented.")
    assert got.shape == unpreventable_by.ONGOING
    assert source(got) == {"kind": "hero", "controller": "friendly"}


@pytest.mark.parametrize("sentence", [
    "Damage that attached ally would deal is unpreventable.",  # the host, with no 'Ongoing:' (305.2a)
    "Damage that target ally would deal is unpreventable.",  # a target, with no time
    "Damage that NAME would deal is unpreventable this turn.",  # the card itself for the turn: no pool test plays it
    "Ongoing: Damage that allies you control would deal is unpreventable this turn.",  # 'this turn' in a power
    "Damage that target hero or ally would deal this turn is unpreventable.",  # a link's, for the turn
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_the_cards_own_damage_is_still_the_older_shapes():
    got = pool_shapes.piece("Damage that NAME would deal is unpreventable.")
    assert got.shape != unpreventable_by.SHAPE and source(got) == {"this": True}


def test_a_unity_while_on_it():
    got = pool_shapes.piece("Unity: While you control three or more Human allies, damage that would be dealt by heroes "
                            "and allies you control is unpreventable.")
    power = got.parts["powers"][0]
    Power.model_validate(power)
    assert power["prohibition"]["while"] == {"exists": {"kind": "ally", "controller": "you", "trait": "Human"},
                                             "at_least": 3}
    assert source(got) == {"kind": "character", "controller": "you"}
    with pytest.raises(Unrecognised):  # the label names another condition than the one spelled out
        pool_shapes.piece("Unity: While you control two or more Human allies, damage that would be dealt by heroes "
                          "and allies you control is unpreventable.")


def test_a_while_is_read_only_on_a_cant_be_prevented():
    """enc-deal7: Prohibition.while is read where a packet's preventability is (engine/damage.py); on any other
    'can't' it would be accepted and ignored, so it is refused."""
    from pydantic import ValidationError
    Power.model_validate({"prohibition": {"cannot": "be-prevented", "damage": {"event": "damage"},
                                          "while": {"hand_at_least": 1}}})
    with pytest.raises(ValidationError):
        Power.model_validate({"prohibition": {"cannot": "attack", "affects": {"this": True},
                                              "while": {"hand_at_least": 1}}})


def test_a_groups_for_the_rest_of_the_turn():
    """A link's (a Stash power's): the group read as each packet is dealt (714.3e)."""
    got = pool_shapes.piece("Damage that allies you control would deal is unpreventable this turn.")
    assert got.shape == unpreventable_by.TURN
    assert got.parts["effects"][0](None) == {"create_prohibition": {
        "cannot": "be-prevented", "damage": {"event": "damage", "source": {"kind": "ally", "controller": "you"}}},
        "duration": "this-turn"}


def test_the_hosts_change_and_its_damage():
    got = pool_shapes.piece("Ongoing: Attached ally has +2 / +2, and damage that it would deal is unpreventable.")
    assert got.parts["ongoing_powers"] == [
        {"continuous": {"affects": {"host": True}, "atk": 2, "health": 2}},
        {"prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", "source": {"host": True}}}}]
    with pytest.raises(Unrecognised):  # a sentence the host's change doesn't read
        pool_shapes.piece("Ongoing: Attached ally has +2 / +2 until the end of turn, and damage that it would deal is "
                          "unpreventable.")
