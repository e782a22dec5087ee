"""'Ready your hero and all of your weapons.' (tools/shapes/ready_both.py): one verb on two groups, two effects in the
order written (709.2), each as the sentence with that group alone reads; read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused

YOUR_HERO = {"kind": "hero", "controller": "you"}


def made(sentence: str) -> list[dict]:
    return [make(None) for make in pool_shapes.piece(sentence).parts["effects"]]


def test_your_hero_and_all_of_your_weapons_readied():
    assert made("Ready your hero and all of your weapons.") == [
        {"ready": YOUR_HERO}, {"ready": {"kind": "weapon", "controller": "you"}}]


def test_each_half_reads_as_its_own_sentence():
    assert made("Ready your hero and all of your Melee weapons.")[1] == made("Ready all Melee weapons you control.")[0]
    assert made("Exhaust all allies you control and your hero.") == [
        {"exhaust": {"kind": "ally", "controller": "you"}}, {"exhaust": YOUR_HERO}]


def test_inside_a_condition_both_happen_only_if_it_holds():
    [effect] = made("If you control a Seal, ready your hero and all of your weapons.")
    assert effect["if"] == {"exists": {"kind": "ability", "tag": "Seal", "controller": "you"}} and len(effect["then"]) == 2


@pytest.mark.parametrize("sentence", [
    "Ready your hero and one of your Ranged weapons.",  # a choice, not a group
    "Ready your hero and target ally.",  # a target
    "Ready your hero and your hero.",  # the same group twice
    "Destroy your hero and all of your weapons.",  # another verb
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
