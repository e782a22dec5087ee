"""An effect's 'for each …' of more kinds of count (tools/shapes/counts.py), read as the link resolves (709.2d)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def damage(sentence: str) -> dict:
    """The one deal_damage effect of a trigger sentence's power."""
    [only] = pool_shapes.piece(sentence).parts["powers"]
    [effect] = only["triggered"]["effects"]
    return effect["deal_damage"]


def test_a_hero_or_ally_of_either_class():
    """Azure Emissary: 'Mage and Warlock': a card of either class (206.1a), a hero as well as an ally."""
    assert damage("When you play an ability, NAME deals 1 arcane damage to target hero for each Mage and Warlock you "
                  "control.") == {"count": {"kind": "character", "any": [{"trait": "Mage"}, {"trait": "Warlock"}],
                                            "controller": "you"}}


def test_a_list_of_card_kinds_with_commas():
    """Oathbinder: 'ability, ally, and equipment': a card of any of the three kinds."""
    assert damage("At the start of your turn, your hero deals 1 nature damage to target hero for each ability, ally, "
                  "and equipment you control.") == {"count": {"kinds": ["ability", "ally", "equipment"],
                                                              "controller": "you"}}


def test_allies_with_atk_at_least():
    """Hammer of Sparks: 'with 6 or more ATK': the ATK as it is when the link resolves (205.1), times 2."""
    assert damage("At the end of your turn, your hero deals 2 fire damage to target hero for each ally you control "
                  "with 6 or more ATK.") == {"count": {"kind": "ally", "controller": "you", "atk_at_least": 6},
                                             "times": 2}


def test_counters_on_the_card_with_the_power():
    """'for each inferno counter': the counters of that name on the card itself (404.1a)."""
    assert damage("At the start of your turn, your hero deals 1 fire damage to target hero for each inferno "
                  "counter.") == {"counters": "inferno"}


@pytest.mark.parametrize("sentence", [
    # a kind said twice; a hero in the list (the statics' reading of 'hero and ally' is a pair, not this list)
    "At the start of your turn, your hero deals 1 nature damage to target hero for each ally, ally, and equipment you "
    "control.",
    # ATK twice
    "At the end of your turn, your hero deals 2 fire damage to target hero for each ally you control with 6 or more "
    "ATK with 2 or more ATK.",
    # a bare word the count can't tell from an ability's tag
    "At the start of your turn, your hero deals 1 fire damage to target hero for each Gizmo you control.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)





# -- enc-turn2 --
def test_resources_readied_for_each_card_counted():
    got = pool_shapes.piece("At the end of your turn, you may ready a resource you control for each Bronze Dragonkin "
                            "you control.")
    effects = got.parts["powers"][0]["triggered"]["effects"]
    assert effects == [{"may": [{"ready_resources": {"count": {"kind": "character", "controller": "you",
                                                               "trait": "Bronze Dragonkin"}}}]}]





# -- enc-put --

def test_for_each_different_class_among_cards():
    """Not the cards but their classes, each counted once (206.1a): the library's {total: classes}."""
    found = pool_shapes.piece("Reward: Draw a card for each different class among allies in your party.")
    assert found.parts["reward"] == [{"draw": {"total": "classes", "of": {"kind": "ally", "controller": "you"}}}]
    found = pool_shapes.piece("Your hero deals 1 fire damage to target ally for each different class among allies you "
                              "control.")
    assert found.parts["effects"][0]("first")["deal_damage"] == {"total": "classes",
                                                                 "of": {"kind": "ally", "controller": "you"}}
    for sentence in ("Draw two cards for each different class among allies you control.",  # a number of cards times it
                     "Draw a card for each different race among allies you control.",  # races: not read
                     "Draw a card for each different class among target allies."):  # a target
        with pytest.raises(Unrecognised):
            pool_shapes.piece(sentence)
