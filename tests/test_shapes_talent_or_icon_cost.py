"""enc-reward9: your next card of a talent or of its damage type costs less (tools/shapes/talent_or_icon_cost.py):
read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

from adjudicator.cards.model import CardDefinition


def test_the_next_frost_or_frost_icon_card_costs_less_once_this_turn():  # Servant of Neptulon
    entry = encode(["[Exhaust] -> You pay 1 less to play your next Frost or [Frost] card this turn."], "ally")
    assert entry["powers"][0]["payment"]["effects"] == [{"create_continuous": {
        "affects": {"any": [{"tag": "Frost"}, {"damage_type": "frost"}], "controller": "you"}, "play_cost": -1},
        "duration": "this-turn", "uses": 1}]
    CardDefinition.model_validate({**entry, "text": "made up"})


@pytest.mark.parametrize("sentence", [
    "You pay 1 less to play your next Fire or [Frost] card this turn.",  # the talent and the icon of two schools
    "You pay 1 less to play your next Frost or [Frost] card.",           # 'next' with no 'this turn'
    "You pay 1 less to play your next Poison or [Nature] card this turn.",  # no school
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
