"""enc-turn11's pool cards on boards of their own: Trackers Mark's condition a Fire Blast short and its turn-start
damage (tools/shapes/host_turn.py; its look played by tests/test_encode_pool.py's enc-turn11 block, G1882, G1883),
and the format's each_opponent (MoreCards: only with per_opponent; Renzo Soulfang in three-player games: G1880, G1881)."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from adjudicator.cards.model import MoreCards
from test_encode_pool import card_named, host_dealt_board, run

ALICE = {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "deck": [{"card": "Fire Blast", "id": "alice-draw"}]}
BOB = {"name": "Bob", "hero": {"card": "Generic Horde Hero"}, "deck": [{"card": "Fire Blast", "id": "bob-draw"}]}


def test_trackers_mark_looks_at_nothing_when_its_host_was_dealt_4(tmp_path):
    """Two Fire Blasts deal Bob's hero 4 this turn, one short of 5 (408.2a): no card is looked at, so the script's
    choice of the card to put on the bottom is never asked for, and Bob's deck keeps its order."""
    card = card_named("Trackers Mark")
    doc = host_dealt_board(card, blasts=2)
    assert doc["script"][-1] == {"choose": "bob-deck-0", "by": "Alice"}
    doc["script"].pop()
    doc["expect"]["players"]["Bob"]["deck_order"] = ["bob-deck-0", "bob-deck-1"]
    assert run(card, {k: doc[k] for k in ("setup", "script", "expect")}, tmp_path).passed
    doc["expect"]["players"]["Bob"]["deck_order"] = ["bob-deck-1", "bob-deck-0"]  # what 5 or more could have done
    assert not run(card, {k: doc[k] for k in ("setup", "script", "expect")}, tmp_path).passed


def test_trackers_mark_deals_1_ranged_to_its_host_as_alices_turn_starts(tmp_path):
    alice = {**ALICE, "play": [{"card": "Trackers Mark", "id": "mark", "attached_to": "bob-hero"}]}
    doc = {"setup": {"turn_player": "Bob", "players": [alice, BOB]}, "script": [{"end_turn": True, "by": "Bob"}],
           "expect": {"turn_player": "Alice", "cards": {"bob-hero": {"damage": 1}, "alice-hero": {"damage": 0}}}}
    assert run(card_named("Trackers Mark"), doc, tmp_path).passed


def test_each_opponent_goes_only_with_per_opponent():
    side = {"row": "resource", "controller": "opposing"}
    assert MoreCards.model_validate({"of": side, "than": {"row": "resource", "controller": "you"},
                                     "per_opponent": "of", "each_opponent": True}).each_opponent
    with pytest.raises(ValidationError, match="each_opponent goes only with per_opponent"):
        MoreCards.model_validate({"of": side, "than": {"row": "resource", "controller": "you"}, "each_opponent": True})


def test_amah_declined_heals_neither(tmp_path):
    """Amah's other side up (301.2a): as Alice's turn starts she targets her ally and says no (708.3): one choice for
    both heals, so neither card is healed."""
    alice = {**ALICE, "hero": {"card": "Amah the Sun's Grace", "face_down": True, "damage": 4},
             "play": [{"card": "Generic Five-Health Ally", "id": "ally", "damage": 2}]}
    doc = {"setup": {"turn_player": "Bob", "players": [alice, BOB]},
           "script": [{"end_turn": True, "by": "Bob"}, {"choose": "ally", "by": "Alice"}, {"choose": "no", "by": "Alice"}],
           "expect": {"turn_player": "Alice", "cards": {"alice-hero": {"damage": 4}, "ally": {"damage": 2}}}}
    assert run(card_named("Amah the Sun's Grace"), doc, tmp_path).passed


def test_amah_face_up_heals_nothing(tmp_path):
    """Face up, her other side's power doesn't work (301.2a): nothing triggers as Alice's turn starts."""
    alice = {**ALICE, "hero": {"card": "Amah the Sun's Grace", "damage": 4},
             "play": [{"card": "Generic Five-Health Ally", "id": "ally", "damage": 2}]}
    doc = {"setup": {"turn_player": "Bob", "players": [alice, BOB]}, "script": [{"end_turn": True, "by": "Bob"}],
           "expect": {"turn_player": "Alice", "cards": {"alice-hero": {"damage": 4}, "ally": {"damage": 2}}}}
    assert run(card_named("Amah the Sun's Grace"), doc, tmp_path).passed
