"""A reputation run into the next sentence by a data set (tools/pool_shapes.sentences, enc-reward7): read as a line
of its own, the card's ``reputation`` (100.2c), as a 'Hero Required' line is; a reputation alone stays one line."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def test_a_reputation_run_into_a_power_is_split_off():
    assert pool_shapes.sentences("Nerubian Reputation At the start of your turn, discard a card.") == [
        "Nerubian Reputation", "At the start of your turn, discard a card."]
    assert pool_shapes.sentences("Argent Crusade Reputation Protector") == ["Argent Crusade Reputation", "Protector"]


def test_a_reputation_alone_or_inside_a_sentence_stays():
    assert pool_shapes.sentences("Scryer Reputation") == ["Scryer Reputation"]
    assert pool_shapes.sentences("Your Scryer Reputation cards cost 1 less.") == ["Your Scryer Reputation cards cost 1 less."]


def test_the_card_is_encoded_with_its_reputation():
    card = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 1, "atk": 3,
            "health": 3, "damage_type": "melee"}
    entry = pool_shapes.encode(card, {"s": {"name": "A Set", "kind": "set"}},
                               ["Nerubian Reputation At the start of your turn, discard a card."])[0]
    assert entry["reputation"] == "Nerubian" and entry["powers"][0]["triggered"]["effects"] == [{"discard": 1}]
