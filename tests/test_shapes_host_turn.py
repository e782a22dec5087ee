"""An attachment's turn trigger that looks at the top card of its host's controller's deck (tools/shapes/host_turn.py):
'that hero's controller's deck' after a condition naming the attached hero is {controller_of: {host: true}} (400.4),
no player target; the condition in the passive read as the active one (408.2a). Made-up sentences; near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

HOST_PLAYER = {"controller_of": {"host": True}}
DEALT = {"happened": {"event": "damage", "destination": {"host": True, "kind": "hero"}}, "amounts": "destination",
         "at_least": 4}


def test_an_ongoing_look_at_the_hosts_controllers_top_card():
    entry = encode(["Attach to target opposing hero.", "Ongoing: At the end of your turn, if 4 or more damage was dealt "
                    "to attached hero this turn, look at the top card of that hero's controller's deck. You may put "
                    "that card on the bottom of that deck."])
    power = entry["powers"][0]["triggered"]
    assert power["when"] == {"event": "turn-ends", "subject": {"kind": "hero", "controller": "you"}}
    assert "targets" not in power  # no player target: 'that hero's controller' names one player
    assert power["effects"] == [{"if": DEALT, "then": [{"look_at_top": 1, "player": HOST_PLAYER,
                                                        "then": [{"to": "bottom", "up_to": True}]}]}]


def test_the_active_condition_and_it_read_alike():
    active = encode(["Attach to target opposing hero.", "Ongoing: At the end of your turn, if attached hero was dealt 4 "
                     "or more damage this turn, look at the top card of that hero's controller's deck. You may put it "
                     "on the bottom of that deck."])
    passive = encode(["Attach to target opposing hero.", "Ongoing: At the end of your turn, if 4 or more damage was "
                      "dealt to attached hero this turn, look at the top card of that hero's controller's deck. You may "
                      "put that card on the bottom of that deck."])
    assert active["powers"] == passive["powers"]


@pytest.mark.parametrize("sentence", [
    # the condition names no attached card: 'that hero' could be any
    "Ongoing: At the end of your turn, if an opposing hero was dealt 4 or more damage this turn, look at the top card "
    "of that hero's controller's deck. You may put that card on the bottom of that deck.",
    # another place for the card than the bottom of that deck
    "Ongoing: At the end of your turn, if 4 or more damage was dealt to attached hero this turn, look at the top card "
    "of that hero's controller's deck. You may put that card into your hand.",
    # 'that ally' after an attached hero: no such card
    "Ongoing: At the end of your turn, if 4 or more damage was dealt to attached hero this turn, look at the top card "
    "of that ally's controller's deck. You may put that card on the bottom of that deck.",
    # the passive condition alone, outside this sentence: not read
    "Ongoing: At the end of your turn, if 4 or more damage was dealt to attached hero this turn, draw a card.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
