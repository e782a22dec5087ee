"""'Ongoing: Attached ally has +5 ATK while defending' (tools/shapes/host_combat.py): the attachment's change to its
host with a 'while' on it, the defender (or attacker) of a combat (602.1, 602.3, 714.3a); anything else refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402




def test_the_host_has_it_only_in_that_role():
    assert encode(["Attach to target ally.", "Ongoing: Attached ally has +5 ATK while defending."])["powers"] == [
        {"continuous": {"affects": {"host": True}, "atk": 5, "while": {"defending": True}}}]
    assert encode(["Attach to target hero.", "Ongoing: Attached hero has +1 ATK while attacking."])["powers"] == [
        {"continuous": {"affects": {"host": True}, "atk": 1, "while": {"attacking": True}}}]


@pytest.mark.parametrize("sentence", ["Ongoing: Attached ally has Stealth while defending.",  # a keyword
                                      "Ongoing: Attached ally has +2 ATK while attacking a hero.",  # a defender named
                                      "Attached ally has +5 ATK while defending."])  # no 'Ongoing:'
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Attach to target ally.", sentence])


def test_a_change_and_a_cant_be_targeted_on_the_host():
    assert encode(["Attach to target ally.", "Ongoing: Attached ally has +2 / +2 and can't be targeted by opponents."]
                  )["powers"] == [{"continuous": {"affects": {"host": True}, "atk": 2, "health": 2}},
                                  {"prohibition": {"cannot": "be-targeted", "affects": {"host": True},
                                                   "by": {"controller": "opponent"}}}]
    with pytest.raises(pool_shapes.Unrecognised):  # a keyword beside the 'can't': not read here
        encode(["Attach to target ally.", "Ongoing: Attached ally has Stealth and can't be targeted by opponents."])
