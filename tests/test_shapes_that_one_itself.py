"""enc-deal4 (tools/shapes/that_one_itself.py): 'that Shaman also deals that much nature damage to itself' after a
trigger on damage a Shaman deals: the event's source deals the packet to itself; refused where the trigger names no
such card or names the card itself."""
from __future__ import annotations

from shape_cards import encode, refused


def test_that_shaman_deals_that_much_to_itself():
    entry = encode(["When an opposing Shaman deals damage to a hero or ally you control, that Shaman also deals that "
                    "much nature damage to itself."], kind="ally")
    [power] = [p["triggered"] for p in entry["powers"]]
    assert power["when"]["source"] == {"kind": "character", "controller": "opposing", "trait": "Shaman"}
    assert power["effects"] == [{"deal_damage": "that-much", "damage_type": "nature", "source": {"event": "source"},
                                 "to": {"event": "source"}}]


def test_that_one_of_another_trait_or_beside_the_card_itself_is_refused():
    refused("When an opposing Shaman deals damage to a hero or ally you control, that Paladin also deals that much "
            "nature damage to itself.")
    refused("When an opposing Shaman deals damage to NAME, that Shaman also deals that much nature damage to itself.")
