"""tools/shapes/its_own_amount.py (enc-r2e): 'each … deals damage to itself equal to its ATK' — each card of the group
its own source (408.2c), each packet the ATK of its own card (``deal_damage: {its: atk}``, 709.2d); made-up sentences
in the cards' manner, read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def effect_of(sentence: str) -> dict:
    p = pool_shapes.piece(sentence)
    assert p.shape.startswith("ability: each card of a group deals damage to itself")
    [make] = p.parts["effects"]
    return make(None) if callable(make) else make


@pytest.mark.parametrize("sentence, kind, to", [
    ("Each ally deals arcane damage to itself equal to its ATK.", "arcane", {"kind": "ally"}),
    ("Each opposing ally deals frost damage to itself equal to its ATK.", "frost", {"kind": "ally", "controller": "opposing"}),
    ("Each ally you control deals shadow damage to itself equal to its ATK.", "shadow", {"kind": "ally", "controller": "you"})])
def test_each_card_deals_itself_a_packet_of_its_own_atk(sentence, kind, to):
    assert effect_of(sentence) == {"deal_damage": {"its": "atk"}, "damage_type": kind, "source": {"recipient": True},
                                   "to": to}


def test_the_card_reads_as_an_ability_of_one_effect():
    entry = encode(["Each ally deals fire damage to itself equal to its ATK."])
    assert entry["effects"] == [{"deal_damage": {"its": "atk"}, "damage_type": "fire", "source": {"recipient": True},
                                 "to": {"kind": "ally"}}]



@pytest.mark.parametrize("sentence", [
    "Each ally deals fire damage to itself equal to its cost.",              # another of its numbers
    "Each ally deals fire damage to itself equal to its printed ATK.",       # printed, not as it now is
    "Each ally deals fire damage to itself equal to its health.",
    "Each ally deals fire damage to each hero equal to its ATK.",            # whose ATK: unclear
    "Each ally deals fire damage to itself equal to its ATK this turn.",
    "Each ally deals 2 fire damage to itself equal to its ATK."])
def test_near_misses_are_refused(sentence):
    refused(sentence)
