"""The shape of tools/shapes/maypay.py: "<trigger>, you may pay N. If you do, <effect>." read as one
triggered power whose effect is an optional payment made as it resolves, then the effect only if paid
(712.7, 709.2f); a pronoun in the effect is the trigger's card or refused. Near misses stay in the tail.
The cards the encoder writes with it are played by tests/test_encode_pool.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import maypay  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
NUMBERS = {"ally": {"cost": 4, "atk": 2, "health": 5, "damage_type": "melee"},
           "ability": {"cost": 2}, "armor": {"cost": 1, "def": 1, "traits": ["Feet (1)", "Mail"]}}


def encode(kind: str, *text: str) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], **NUMBERS[kind]}
    return pool_shapes.encode(card, SETS, list(text))[0]


def triggered(entry: dict) -> dict:
    return next(p["triggered"] for p in entry["powers"] if "triggered" in p)


def test_the_two_sentences_are_read_as_one_and_the_rest_joined_alone():
    assert maypay.joined(["When NAME attacks, you may pay 1.", "If you do, ready him.", "Draw a card."]) == \
        ["When NAME attacks, you may pay 1. If you do, ready him.", "Draw a card."]
    assert maypay.joined(["Draw a card.", "If you do, ready him."]) == ["Draw a card.", "If you do, ready him."]


def test_the_pronoun_is_the_card_itself():  # Sepirion, Zugna: 'ready him / her'
    power = triggered(encode("ally", "When Stand-in attacks for the first time each turn, you may pay 1. If you do, ready him."))
    assert power["when"] == {"event": "attacks", "subject": {"this": True}} and power["first_each_turn"]
    assert power["effects"] == [{"may_pay": 1, "if_you_do": [{"ready": {"this": True}}]}]


def test_a_target_of_the_effect_is_chosen_with_the_power_and_the_payment_comes_first():  # Holy Vengeance
    entry = encode("ability", "Ongoing: When an ally you control is destroyed, you may pay 1. If you do, your hero deals "
                              "2 unpreventable holy damage to target hero.")
    power = triggered(entry)
    assert power["targets"] == [{"id": "first", "kind": "hero"}]
    assert power["effects"] == [{"may_pay": 1, "if_you_do": [
        {"deal_damage": 2, "damage_type": "holy", "source": {"kind": "hero", "controller": "you"}, "to": {"target": "first"},
         "unpreventable": True}]}]
    assert entry["tags"] == ["Ongoing"]


def test_a_bracketed_cost_and_a_draw():  # Boots of the Renewed Flight, Earthseer Dambrak
    power = triggered(encode("armor", "When this armor prevents damage, you may pay [4]. If you do, draw a card."))
    assert power["effects"] == [{"may_pay": 4, "if_you_do": [{"draw": 1}]}]


@pytest.mark.parametrize("kind, text", [
    ("ability", "Ongoing: At the start of your turn, you may pay 2. If you do, draw a card. Otherwise, you may destroy "
                "this ability."),  # enc-start: 'Otherwise, destroy this ability' reads; a choice after it doesn't
    ("ally", "When Stand-in attacks, you may pay 1 and exhaust Stand-in. If you do, draw a card."),  # a second cost
    # (enc-turn3: '… and destroy Stand-in' is read, shapes/pay_and_destroy.py)
    ("ally", "When Stand-in attacks, you may pay 1. If you do, ready that weapon."),  # no weapon the trigger names
    ("ally", "When Stand-in attacks, you may pay 1."),  # nothing after it
])
def test_near_misses_are_refused(kind, text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(kind, text)


# -- enc-start --
def test_otherwise_after_a_payment_and_the_cost_in_brackets():
    """Band of Channeled Magic: 'you may pay (2). If you do, draw a card. Otherwise, destroy NAME.': one may_pay, its
    'otherwise' what happens unpaid (709.2f); the two sentences after the first joined to it."""
    parts = pool_shapes.sentences("At the start of your turn, you may pay (2). If you do, draw a card. Otherwise, destroy NAME.")
    (joined,) = maypay.joined(parts)
    power = pool_shapes.piece(joined).parts["powers"][0]["triggered"]
    assert power["effects"] == [{"may_pay": 2, "if_you_do": [{"draw": 1}], "otherwise": [{"destroy": {"this": True}}]}]


def test_otherwise_with_a_choice_or_a_target_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("At the start of your turn, you may pay 2. If you do, draw a card. Otherwise, destroy target ally.")
