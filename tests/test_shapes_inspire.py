"""The shape of tools/shapes/inspire.py: 'Inspire: <kinds>' read into the card language's inspire power
(501.1b), the kinds as printed; a line naming no kind of card (a keyword, a group) is refused and the
card stays in the pool's tail. The cards the encoder writes are played by tests/test_encode_pool.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cardbook.words import card_words  # noqa: E402
from adjudicator.cards.model import CardDefinition  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ALLY = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 2, "atk": 1,
        "health": 2, "damage_type": "holy", "reputation": "Aldor"}


def encode(*text: str) -> dict:
    entry, _shapes = pool_shapes.encode(dict(ALLY), SETS, list(text))
    return entry


@pytest.mark.parametrize("line, kinds", [
    ("Inspire: Ally", ["ally"]),                    # Anchorite Alonora
    ("Inspire: Armor", ["armor"]),                  # Vindicator Ostakron
    ("Inspire: Equipment", ["equipment"]),          # Vindicator Melina
    ("Inspire: Hero", ["hero"]),                    # Anchorite Viluaa
    ("Inspire: Resource", ["resource"]),            # Xavar the Resourceful
    ("Inspire: Armor and Item", ["armor", "item"]),
])
def test_inspire_names_the_kinds_it_readies(line, kinds):
    entry = encode("Aldor Reputation", line)
    assert entry["powers"] == [{"inspire": kinds}]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    assert f"Inspire: {', '.join(kinds)}." in card_words(card)


def test_inspire_beside_a_keyword_line():
    entry = encode("Aldor Reputation", "Protector", "Inspire: Armor")  # Vindicator Trytan
    assert entry["keywords"] == ["Protector"] and entry["powers"] == [{"inspire": ["armor"]}]


@pytest.mark.parametrize("line", [
    "Inspire: Protector",              # Vindicator Agran: a card with a keyword, not a kind
    "Inspire: All friendly Protectors",  # Vindicator Aluumen: every card of a group
    "Inspire: Ally and Ally",
    "Inspire: Ally or Hero",
])
def test_an_inspire_naming_no_kind_is_refused(line):
    pytest.raises(pool_shapes.Unrecognised, encode, "Aldor Reputation", line)
