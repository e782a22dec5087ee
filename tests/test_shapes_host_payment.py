"""An attachment's payment power acting on its host (tools/shapes/host_payment.py): 'to attached character', 'from
attached character', 'Attached card has +2 ATK this turn' read through the stand-in target, that slot then the host
(400.4, 305.2a); a host named twice, beside a target, or on a card that attaches nothing is refused."""
from __future__ import annotations

import pytest

from shape_cards import encode

HOST = {"host": True}
YOURS = {"kind": "hero", "controller": "you"}


def test_damage_and_healing_on_the_host():
    entry = encode(["Attach to target hero or ally. Ongoing: At the start of your turn, your hero deals 1 fire damage "
                    "to attached character. 3 -> Your hero deals 1 fire damage to attached character."])
    assert entry["powers"][1] == {"payment": {"cost": {"resources": 3}, "effects": [
        {"deal_damage": 1, "damage_type": "fire", "source": YOURS, "to": HOST}]}}
    entry = encode(["Attach to target hero or ally.", "Ongoing: At the start of your turn, your hero heals 1 damage from "
                    "attached character.", "1, Destroy Stand-in -> Your hero heals 4 damage from attached character."])
    assert entry["powers"][1] == {"payment": {"cost": {"resources": 1, "destroy": True}, "effects": [
        {"heal": 4, "source": YOURS, "from": HOST}]}}


def test_a_change_to_a_host_that_has_atk():
    entry = encode(["Attach to target ally or weapon you control.Ongoing: [1] -> Attached card has +2 ATK this turn."])
    assert entry["powers"] == [{"payment": {"cost": {"resources": 1}, "effects": [
        {"create_continuous": {"affects": HOST, "atk": 2}, "duration": "this-turn"}]}}]


@pytest.mark.parametrize("text", [
    ["Attach to target ability or ally.Ongoing: [1] -> Attached card has +2 ATK this turn."],  # an ability has no ATK
    ["2 -> Your hero deals 1 fire damage to attached character."],  # nothing to attach to
    ["Attach to target hero or ally.", "Ongoing: 2 -> Your hero deals 1 fire damage to attached character. Your hero "
     "deals 1 fire damage to target ally."],  # the host beside a target
    ["Attach to target hero or ally.", "Ongoing: 2 -> Your hero deals 1 damage to attached character and heals 1 "
     "damage from attached character."],  # named twice
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(Exception):
        encode(text)
