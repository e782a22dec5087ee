"""The shape of tools/shapes/protect.py: 'This ally can protect your hero' (602.2) read into the card
language's can_protect power; what it protects against, itself, or a group with a tag is refused (the card
stays in the pool's tail). The cards the encoder writes are played by tests/test_encode_pool.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cardbook.words import card_words  # noqa: E402
from adjudicator.cards.model import CardDefinition  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ALLY = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 2, "atk": 0,
        "health": 7, "damage_type": "melee"}


def encode(*text: str) -> dict:
    entry, _shapes = pool_shapes.encode(dict(ALLY), SETS, list(text))
    return entry


@pytest.mark.parametrize("line, whom, reading", [
    ("This ally can protect your hero.", {"kind": "hero", "controller": "you"}, "your hero"),  # Lazarus Marrowbane
    ("Stand-in can protect your hero.", {"kind": "hero", "controller": "you"}, "your hero"),
    ("This ally can protect other allies.", {"kind": "ally", "other": True}, "another ally"),  # Balrak Stoutstone
    ("Stand-in can protect friendly allies.", {"kind": "ally", "controller": "friendly"}, "a friendly ally"),
])
def test_can_protect_names_the_defenders(line, whom, reading):
    entry = encode(line)
    assert entry["powers"] == [{"can_protect": whom}]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    assert f"It can protect {reading} (and no other defender) without Protector." in card_words(card)


@pytest.mark.parametrize("line", [
    "Stand-in can protect himself.",                                     # Ubel Sternbrow
    "This ally can protect against Death Knights.",                      # whom it protects against
    "This ally can protect Dragonkin heroes and allies you control.",    # a tagged group other than Monster (enc-has4)
    "This ally can protect your hero this turn.",
])
def test_a_protection_it_does_not_read_is_refused(line):
    pytest.raises(pool_shapes.Unrecognised, encode, line)


def test_an_ally_named_by_its_first_name_protects():
    facts = {**ALLY, "name": "Durae Crystalshield"}
    entry, _shapes = pool_shapes.encode(facts, SETS, ["Durae can protect friendly allies."])  # Durae Crystalshield
    assert entry["powers"] == [{"can_protect": {"kind": "ally", "controller": "friendly"}}]


def test_a_payment_power_names_its_ally_by_its_first_name():
    facts = {**ALLY, "name": "Thomas Slash Robinson"}
    entry, _shapes = pool_shapes.encode(facts, SETS, ["2 -> Thomas has Ferocity this turn."])
    effects = entry["powers"][0]["payment"]["effects"]
    assert effects == [{"create_continuous": {"affects": {"this": True}, "gain_keywords": ["Ferocity"]},
                        "duration": "this-turn"}]
    pytest.raises(pool_shapes.Unrecognised, pool_shapes.encode, facts, SETS, ["2 -> Edward has Ferocity this turn."])
