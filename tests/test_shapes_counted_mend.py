"""Mend counted (tools/shapes/counted_mend.py): 'This ally has Mend 1 for each other ally you control', 'Your hero has
Mend 1 for each …', 'Assault 1 and Mend 1 for each …', 'Mend X, where X is …': the card gains Mend's own power
(the editor's note at 407), its heal the count or the X (709.2d); other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

YOUR_HERO = {"kind": "hero", "controller": "you"}


def mend(amount) -> dict:
    """Mend's power, healing ``amount`` (as adjudicator/cards/keywords.py spells it out)."""
    return {"triggered": {"when": {"event": "turn-starts", "subject": YOUR_HERO},
                          "targets": [{"id": "mended", "kind": "character"}],
                          "effects": [{"may": [{"heal": amount, "source": {"this": True}, "from": {"target": "mended"}}]}]}}


def test_the_ally_gains_mend_healing_the_count():
    powers = encode(["This ally has Mend 2 for each other ally you control."], "ally")["powers"]
    count = {"count": {"kind": "ally", "controller": "you", "other": True}, "times": 2}
    assert powers == [{"continuous": {"affects": {"this": True}, "gain_powers": [mend(count)]}}]


def test_assault_and_mend_are_two_changes_of_one_count():
    powers = encode(["This ally has Assault 1 and Mend 1 for each equipment you control."], "ally")["powers"]
    count = {"count": {"kind": "equipment", "controller": "you"}}
    assert powers == [{"continuous": {"affects": {"this": True}, "atk": count, "during": "your-turn"}},
                      {"continuous": {"affects": {"this": True}, "gain_powers": [mend(count)]}}]


def test_your_hero_gains_it_from_an_item():
    powers = encode(["Your hero has Mend 1 for each equipment you control."], "item")["powers"]
    assert powers == [{"continuous": {"affects": YOUR_HERO,
                                      "gain_powers": [mend({"count": {"kind": "equipment", "controller": "you"}})]}}]


def test_mend_x_heals_the_total():
    powers = encode(["This ally has Mend X, where X is the combined [DEF] of Cloth armor you control."], "ally")["powers"]
    total = {"total": "defense", "of": {"kind": "armor", "controller": "you", "tag": "Cloth"}}
    assert powers == [{"continuous": {"affects": {"this": True}, "gain_powers": [mend(total)]}}]


@pytest.mark.parametrize("sentence", [
    "Ongoing: Attached hero has Mend 1 for each Druid you control.",  # the host's 'you' may be an opponent
    "Your hero has Mend 1 for each radiance counter on NAME.",  # counters: on the card that has the power?
    "Your hero has Mend X, where X is NAME's ATK.",  # 'NAME' in a power the hero gains would be the hero
    "This ally has Mend 1 and Stealth for each ally you control.",  # a keyword can't be counted
    "This ally has Mend 1 and Assault 1 for each ally you control.",  # only 'Assault N and Mend N', in that order
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
