"""'…, plus an additional 1 for each heirloom counter on NAME' (tools/shapes/plus_counters.py, with joined_clauses.py's
'plus an additional'): the printed number plus the second for each counter of that name on the card (404.1, 709.2d),
or for each card counted with 'times' 1; inside a trigger's effect too. Near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

HERO = {"kind": "hero", "controller": "you"}


def dealt(sentence: str) -> dict:
    return [make("first") for make in pool_shapes.piece(sentence).parts["effects"]][0]["deal_damage"]


def test_counters_on_the_card():
    assert dealt("Your hero deals 1 nature damage to target hero or ally, plus an additional 1 for each heirloom counter "
                 "on NAME.") == {"counters": "heirloom", "plus": 1}


def test_a_count_of_one_for_each():
    assert dealt("Your hero deals 1 nature damage to target hero or ally, plus an additional 1 for each ally you "
                 "control.") == {"count": {"kind": "ally", "controller": "you"}, "plus": 1}
    assert dealt("Your hero deals 2 fire damage to target hero or ally, plus an additional 2 for each ally you "
                 "control.") == {"count": {"kind": "ally", "controller": "you"}, "times": 2, "plus": 2}


def test_in_a_triggered_power():
    entry = encode(["At the start of your turn, your hero may deal 1 nature damage to target hero or ally, plus an "
                    "additional 1 for each heirloom counter on NAME."], kind="ally")
    power = entry["powers"][0]["triggered"]
    assert power["effects"] == [{"may": [{"deal_damage": {"counters": "heirloom", "plus": 1}, "damage_type": "nature",
                                          "source": HERO, "to": {"target": "first"}}]}]


@pytest.mark.parametrize("sentence", [
    "Your hero deals 1 nature damage to target hero or ally, plus an additional 2 for each heirloom counter on NAME, "
    "plus 1.",
    "Your hero deals 1 nature damage to target hero or ally, plus an additional one for each heirloom counter on NAME.",
    "Your hero deals 1 nature damage to target hero or ally and 1 to each ally, plus an additional 1 for each "
    "heirloom counter on NAME.",  # two numbers before the clause
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
