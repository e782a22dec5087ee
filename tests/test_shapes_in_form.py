"""enc-turn6: a druid's form as a condition, and 'it' after it your hero (tools/shapes/in_form.py): read, and near
misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

RAKE = "Ongoing: At the start of your turn, if your hero is in cat form, it deals 1 melee damage to attached character."


def test_the_damage_is_your_heros_only_while_it_has_the_form():
    entry = encode(["Attach to target hero or ally.", RAKE])
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"if": {"exists": {"kind": "hero", "controller": "you", "keyword": "Cat Form"}},
         "then": [{"deal_damage": 1, "damage_type": "melee", "source": {"kind": "hero", "controller": "you"},
                   "to": {"host": True}}]}]


def test_bear_form_too():
    entry = encode(["Ongoing: At the start of your turn, if your hero is in bear form, draw a card."])
    assert entry["powers"][0]["triggered"]["effects"][0]["if"]["exists"]["keyword"] == "Bear Form"


@pytest.mark.parametrize("sentence", [
    "Ongoing: At the start of your turn, if your hero is in moonkin form, it deals 1 damage to target hero.",
    "Ongoing: At the start of your turn, if his hero is in cat form, it deals 1 damage to target hero.",
    "Ongoing: At the start of your turn, if your hero is in cat or bear form, it deals 1 damage to target hero.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
