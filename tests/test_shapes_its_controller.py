"""The shape of tools/shapes/its_controller.py: 'Its controller draws a card' after a sentence with a target
(Dying Curse): the player who controls that target draws; any other number, or another verb after 'its
controller' this module doesn't read, is refused. The cards the encoder writes are played by
tests/test_encode_pool.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cardbook.words import card_words  # noqa: E402
from adjudicator.cards.model import CardDefinition  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ITEM = {"id": "x", "name": "Stand-in Curse", "type": "item", "cost": 1, "printings": [["s", "7", "Common"]]}
ABILITY = {"id": "y", "name": "Stand-in Blast", "type": "ability", "cost": 2, "printings": [["s", "8", "Common"]]}


def encode(facts: dict, *text: str) -> dict:
    entry, _shapes = pool_shapes.encode(dict(facts), SETS, list(text))
    return entry


def test_the_destroyed_targets_controller_draws():  # Dying Curse
    entry = encode(ITEM, "1, [Exhaust] -> Destroy target attachment. If you do, its controller draws a card.")
    effects = entry["powers"][0]["payment"]["effects"]
    assert effects == [{"do": {"destroy": {"target": "first"}},
                        "if_you_do": [{"draw": 1, "player": {"controller_of": {"target": "first"}}}]}]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    assert "the controller of the target 'first' draws a card" in " ".join(card_words(card))


@pytest.mark.parametrize("n", ["two cards", "a card"])
def test_an_abilitys_target_controller_draws(n):
    entry = encode(ABILITY, f"Destroy target ally. Its controller draws {n}.")
    assert entry["effects"][-1] == {"draw": 2 if n == "two cards" else 1, "player": {"controller_of": {"target": "first"}}}


@pytest.mark.parametrize("line", [
    "Exhaust target hero. Its controller can't play cards during his next turn.",  # enc-r2c reads 'this turn' only
    "Destroy target ally. Its controller draws three cards.",
    "Destroy target ally. Its owner draws a card.",
    "Its controller draws a card.",                                      # no target before it
])
def test_what_it_does_not_read_is_refused(line):
    pytest.raises(pool_shapes.Unrecognised, encode, ABILITY, line)
