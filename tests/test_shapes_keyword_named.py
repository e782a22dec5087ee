"""A card named as a keyword (tools/shapes/keyword_named.py): 'has Invincible' on the ally Invincible gives the keyword;
elsewhere its name is the card. And an opponent's placing of a resource as a trigger (tools/shapes/triggers.py, enc-if8),
'his hero' the placer's."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from shape_cards import encode, pool_shapes, refused

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from shapes import keyword_named  # noqa: E402


def test_a_keyword_given_stays_the_keyword():
    assert keyword_named.blanked("Invincible", "Target ally you control has Invincible this turn.") == \
        "Target ally you control has Invincible this turn."
    assert keyword_named.blanked("Invincible", "When Invincible enters play, draw a card.") == \
        "When NAME enters play, draw a card."
    assert keyword_named.blanked("Stormwind", "Stormwind has Protector.") == "NAME has Protector."


def test_the_ally_named_invincible_gives_the_keyword():
    entry = encode(["When Invincible enters play, draw a card. When you place a resource face up, target ally you "
                    "control has Invincible this turn."], "ally", name="Invincible")
    assert entry["powers"][0]["triggered"]["when"] == {"event": "enters-play", "subject": {"this": True}}
    power = entry["powers"][1]
    assert power["triggered"]["effects"][0]["create_continuous"]["gain_keywords"] == ["Invincible"]


def test_an_opponent_places_a_resource():
    [power] = pool_shapes.piece("When an opponent places a resource face up into his resource row, NAME deals 3 nature "
                                "damage to his hero.").parts["powers"]
    assert power["triggered"]["when"] == {"event": "placed", "subject": {"controller": "opposing"}, "face_up": True}
    assert power["triggered"]["effects"][0]["to"] == {"kind": "hero", "controller_of": "event:subject"}


@pytest.mark.parametrize("sentence", [
    "When you place a resource face up into his resource row, draw a card.",  # whose row?
    "When you place a resource, NAME deals 1 damage to his hero.",  # 'his hero' of your own card: whose?
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
