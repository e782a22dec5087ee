"""The shape of tools/shapes/attack_only_if_able.py: 'Opposing heroes and allies can attack only this ally
(attached ally) if able' read into the card language's attack_rule power (601.2c), on an ally itself or on
an Ongoing attachment's host; any other group, 'must attack', a condition before it, or the host named
without an attachment is refused. The cards the encoder writes are played by tests/test_encode_pool.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cardbook.words import card_words  # noqa: E402
from adjudicator.cards.model import CardDefinition  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ALLY = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 4, "atk": 1,
        "health": 6, "damage_type": "shadow"}
ABILITY = {"id": "y", "name": "Stand-in Training", "type": "ability", "cost": 1, "printings": [["s", "8", "Common"]]}
OPPOSING = {"kind": "character", "controller": "opposing"}


def encode(facts: dict, *text: str) -> dict:
    entry, _shapes = pool_shapes.encode(dict(facts), SETS, list(text))
    return entry


def test_an_ally_that_opposing_characters_can_attack_only():  # Void Brute
    entry = encode(ALLY, "Opposing heroes and allies can attack only this ally if able.")
    assert entry["powers"] == [{"attack_rule": {"affects": OPPOSING, "only_attack": {"this": True}}}]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    assert "Attack rule: each opposing hero or ally can only attack Stand-in." in card_words(card)


def test_an_attachment_whose_host_opposing_characters_can_attack_only():  # Warrior Training
    entry = encode(ABILITY, "Attach to target friendly ally.",
                   "Ongoing: Opposing heroes and allies can attack only attached ally if able.")
    assert entry["attach"] == "host" and entry["tags"] == ["Ongoing"]
    assert entry["powers"] == [{"attack_rule": {"affects": OPPOSING, "only_attack": {"host": True}}}]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    assert "Attack rule: each opposing hero or ally can only attack the card it is attached to." in card_words(card)


@pytest.mark.parametrize("facts, line", [
    (ALLY, "Opposing allies can attack only this ally if able."),                       # another group
    (ALLY, "Opposing heroes and allies must attack this ally if able."),
    (ALLY, "While Stand-in is damaged, opposing heroes and allies can attack only Stand-in if able."),  # enc-while5:
    # 'while … is exhausted' reads now (tests/test_pool_enc_while5.py); another state of the card doesn't
    (ALLY, "Opposing heroes and allies can attack only this ally."),                    # no 'if able'
    (ALLY, "Ongoing: Opposing heroes and allies can attack only this ally if able."),   # Ongoing on an ally
    (ABILITY, "Ongoing: Opposing heroes and allies can attack only attached ally if able."),  # nothing attaches it
])
def test_an_attack_rule_it_does_not_read_is_refused(facts, line):
    pytest.raises(pool_shapes.Unrecognised, encode, facts, line)
