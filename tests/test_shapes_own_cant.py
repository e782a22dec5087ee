"""tools/shapes/own_cant.py: an ally's own 'This ally can't attack.' (enc-enter3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ALLY = {"id": "x", "name": "Stand-in Guardian", "type": "ally", "printings": [["s", "7", "Common"]],
        "cost": 2, "atk": 2, "health": 4, "damage_type": "melee"}
WEAPON = {"id": "x", "name": "Stand-in Blade", "type": "weapon", "printings": [["s", "7", "Common"]], "cost": 2,
          "atk": 2, "strike_cost": 1, "traits": ["Melee (1)", "Sword"], "damage_type": "melee"}


@pytest.mark.parametrize("sentence", ["This ally can't attack.", "Stand-in Guardian can't attack."])
def test_an_ally_that_cant_attack(sentence):
    entry, shapes = pool_shapes.encode(ALLY, SETS, [sentence])
    assert entry["powers"] == [{"prohibition": {"cannot": "attack", "affects": {"this": True}}}]
    assert shapes == ["ally: can't attack"]


@pytest.mark.parametrize("card, sentence", [
    (ALLY, "This ally can't attack or protect."),   # a second verb: not this shape
    (ALLY, "This ally can't attack this turn."),    # a duration: a modifier, not a power in play
    (WEAPON, "Stand-in Blade can't attack."),       # a weapon never attacks: no such prohibition of its own
])
def test_near_misses_are_refused(card, sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.encode(card, SETS, [sentence])


def test_an_ally_that_can_protect_your_hero():
    """'This ally can protect your hero.': without Protector, it may protect your hero and nothing else (602.2)."""
    entry, shapes = pool_shapes.encode(ALLY, SETS, ["This ally can protect your hero."])
    assert entry["powers"] == [{"can_protect": {"kind": "hero", "controller": "you"}}]
    assert shapes == ["an ally able to protect a defender it names, without Protector (602.2)"]  # shapes/protect.py
    for sentence in ("This ally can protect allies.", "This ally can protect your hero this turn."):
        with pytest.raises(Unrecognised):
            pool_shapes.encode(ALLY, SETS, [sentence])


ABILITY = {"id": "x", "name": "Stand-in Rush", "type": "ability", "printings": [["s", "7", "Common"]], "cost": 2}


def test_opposing_allies_enter_play_exhausted():
    """(shapes/enter_exhausted.py) 'Opposing allies enter play exhausted.': a power of the card in play, an ability's only
    after 'Ongoing:' (305.2a); 'this turn' (a link's modifier) and a group that isn't of characters are refused."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Ongoing: Opposing allies enter play exhausted."])
    assert entry["powers"] == [{"enters_exhausted": {"kind": "ally", "controller": "opposing"}}]
    entry, _ = pool_shapes.encode(ALLY, SETS, ["Opposing allies enter play exhausted."])
    assert entry["powers"] == [{"enters_exhausted": {"kind": "ally", "controller": "opposing"}}]
    for card, sentence in ((ABILITY, "Opposing allies enter play exhausted."),
                           (ABILITY, "Opposing allies enter play exhausted this turn."),
                           (ALLY, "Opposing weapons enter play exhausted.")):
        with pytest.raises(Unrecognised):
            pool_shapes.encode(card, SETS, [sentence])
