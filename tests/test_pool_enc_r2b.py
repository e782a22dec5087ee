"""enc-r2b's pool cards on boards of their own: damage removed, not healed (RemoveDamage, tools/shapes/remove_damage.py;
405.1, 405.7, 407.2): Shadow Silhouettes takes on as much damage as it removed from its controller's hero (405.6, 405.3),
a card that can't be healed still loses the damage, and Spiritual Awakening leaves its hero with 14 (G1940, G1941)."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from adjudicator.cards.model import RemoveDamage
from test_encode_pool import card_named, run

ALICE = {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "deck": [{"card": "Fire Blast", "id": "alice-draw"}]}
BOB = {"name": "Bob", "hero": {"card": "Generic Horde Hero"}, "deck": [{"card": "Fire Blast", "id": "bob-draw"}]}


def silhouettes(tmp_path, hero_damage: int, expect: dict, bob: dict = BOB) -> bool:
    alice = {**ALICE, "hero": {**ALICE["hero"], "damage": hero_damage},
             "play": [{"card": "Shadow Silhouettes", "id": "shadows"}]}
    doc = {"setup": {"turn_player": "Alice", "players": [alice, bob]}, "script": [{"end_turn": True, "by": "Alice"}],
           "expect": {"turn_player": "Bob", "cards": expect}}
    return run(card_named("Shadow Silhouettes"), doc, tmp_path).passed


def test_shadow_silhouettes_takes_what_it_removed(tmp_path):
    """3 damage on her hero: only 3 come off (405.1), so 3 are put on the ally, not 6."""
    assert silhouettes(tmp_path, 3, {"alice-hero": {"damage": 0}, "shadows": {"damage": 3, "zone": "play"}})
    assert not silhouettes(tmp_path, 3, {"alice-hero": {"damage": 0}, "shadows": {"damage": 6}})


def test_shadow_silhouettes_removing_6_is_fatal_to_it(tmp_path):
    """8 damage: 6 come off, 6 put on a 6-health ally, fatal damage (405.2): destroyed in pre-priority (410.6a)."""
    assert silhouettes(tmp_path, 8, {"alice-hero": {"damage": 2}, "shadows": {"zone": "graveyard"}})


def test_damage_comes_off_a_hero_that_cant_be_healed(tmp_path):
    """Bob's Widow Venom on Alice's hero: it can't be healed, but removing damage is no healing (405.7, 407.2), so the 3
    damage still come off; Bob's turn then starts and the venom deals 2 to it."""
    bob = {**BOB, "play": [{"card": "Widow Venom", "id": "venom", "attached_to": "alice-hero"}]}
    assert silhouettes(tmp_path, 3, {"alice-hero": {"damage": 2}, "shadows": {"damage": 3}}, bob)


@pytest.mark.parametrize("before, after", [(18, 14), (10, 10)])
def test_spiritual_awakening_leaves_14(tmp_path, before, after):
    alice = {**ALICE, "hero": {**ALICE["hero"], "damage": before},
             "play": [{"card": "Spiritual Awakening", "id": "awakening"}]}
    doc = {"setup": {"turn_player": "Bob", "players": [alice, BOB]}, "script": [{"end_turn": True, "by": "Bob"}],
           "expect": {"turn_player": "Alice", "cards": {"alice-hero": {"damage": after}}}}
    assert run(card_named("Spiritual Awakening"), doc, tmp_path).passed
    doc["expect"]["cards"]["alice-hero"]["damage"] = before - 1
    assert not run(card_named("Spiritual Awakening"), doc, tmp_path).passed


def test_remove_damage_refuses_unknown_fields():
    assert RemoveDamage.model_validate({"remove_damage": {"its": "damage", "plus": -14},
                                        "from": {"kind": "hero", "controller": "you"}}).remove_damage.plus == -14
    with pytest.raises(ValidationError):
        RemoveDamage.model_validate({"remove_damage": 2, "from": {"this": True}, "heal": True})


def test_plagueborn_meatwall_deals_back_what_it_removed(tmp_path):
    """4 damage on it as it defends against Bob's 5-ATK ally: the 4 come off and it deals those 4 to the attacker (405.6);
    then combat damage: 5 on it, which survives at 6 health (with its 4 still on, it would have been destroyed)."""
    alice = {**ALICE, "play": [{"card": "Plagueborn Meatwall", "id": "wall", "damage": 4}]}
    bob = {**BOB, "play": [{"card": "Anika Berlyn", "id": "anika"}]}
    doc = {"setup": {"turn_player": "Bob", "players": [alice, bob]},
           "script": [{"attack": "anika", "defender": "wall", "by": "Bob"}],
           "expect": {"cards": {"wall": {"damage": 5, "zone": "play"}, "anika": {"damage": 4}}}}
    assert run(card_named("Plagueborn Meatwall"), doc, tmp_path).passed
    doc["expect"]["cards"]["anika"]["damage"] = 0
    assert not run(card_named("Plagueborn Meatwall"), doc, tmp_path).passed
