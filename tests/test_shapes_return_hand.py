"""enc-deal4 (tools/shapes/return_hand.py): 'return him to his owner's hand' after a trigger of the card itself, read
as putting the card into its owner's hand; a trigger naming another card that could go there is refused."""
from __future__ import annotations

from shape_cards import encode, refused


def test_return_him_is_the_card_itself_put_into_its_owners_hand():
    entry = encode(["When Stand-in deals damage to a hero, you may return him to his owner's hand."], kind="ally")
    [power] = [p["triggered"] for p in entry["powers"]]
    assert power["when"] == {"event": "damage", "source": {"this": True}, "destination": {"kind": "hero"}}
    assert power["effects"] == [{"may": [{"return_to_hand": {"this": True}}]}]


def test_return_him_after_a_trigger_naming_an_ally_or_of_another_card_is_refused():
    refused("When NAME deals damage to an ally, you may return him to his owner's hand.")
    refused("When an ally deals damage to a hero, return him to his owner's hand.")
    refused("When NAME deals damage to a hero, return him to your hand.")
