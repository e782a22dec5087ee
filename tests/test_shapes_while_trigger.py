"""'While <condition>, when <event>, <effect>.' (tools/shapes/while_trigger.py): a triggered power with a 'while' of
its own (714.3a: checked as it would trigger, 703.1; not again as it resolves); read exactly or refused. Made-up
sentences in the cards' manner."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

CAT = {"exists": {"kind": "hero", "controller": "you", "keyword": "Cat Form"}}
BEAR = {"exists": {"kind": "hero", "controller": "you", "keyword": "Bear Form"}}


def test_an_allys_trigger_under_a_while_about_the_hand():
    entry = encode(["While you have no cards in your hand, when Stand-in attacks, draw a card."], kind="ally")
    assert entry["powers"] == [{"triggered": {"when": {"event": "attacks", "subject": {"this": True}},
                                              "effects": [{"draw": 1}], "while": {"not": {"hand_at_least": 1}}}}]


def test_the_trigger_is_read_as_without_its_while():
    bare = pool_shapes.piece("When NAME attacks, draw a card.").parts["powers"][0]["triggered"]
    under = pool_shapes.piece("While you control an ally, when NAME attacks, draw a card.").parts["powers"][0]
    assert under == {"triggered": {**bare, "while": {"exists": {"kind": "ally", "controller": "you"}}}}


def test_an_ongoing_abilitys_two_forms_each_with_its_own_power():
    entry = encode(["Ongoing: While your hero has Bear Form, when it's dealt combat damage, you may draw a card.",
                    "While your hero has Cat Form, when it deals combat damage to a hero, its controller discards a "
                    "card."])
    bear, cat = (p["triggered"] for p in entry["powers"])
    assert bear["while"] == BEAR and bear["when"]["destination"] == {"kind": "hero", "controller": "you"}
    assert cat["while"] == CAT and cat["when"]["source"] == {"kind": "hero", "controller": "you"}
    assert cat["effects"] == [{"discard": 1, "player": {"controller_of": {"event": "destination"}}}]  # that hero's
    assert "Ongoing" in entry["tags"]


def test_in_cat_form_with_no_subject_before_a_trigger_about_your_hero():
    piece = pool_shapes.piece("Ongoing: While in cat form, when your hero deals combat damage to a hero, draw a card.")
    assert piece.parts["ongoing_power"]["triggered"]["while"] == CAT


@pytest.mark.parametrize("sentence", [
    "While in cat form, when NAME deals combat damage to a hero, draw a card.",  # the form of no card it names
    "While you control an ally, when it attacks, draw a card.",  # 'it' after a 'while' not about your hero
    "While you control a Gizmo, when NAME attacks, draw a card.",  # a 'while' the grammar doesn't read
    "While you have no cards in your hand, when NAME attacks, flurble a card.",  # an effect no shape reads
    "While you have no cards in your hand, when NAME attacks, NAME has +2 ATK.",  # no trigger's effect
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


# enc-while4, in tools/shapes/statics.py (game_condition): a 'while' about a card of a given name (200.1)

def test_a_while_about_an_ally_of_a_name():
    entry = encode(["Stand-in has Elusive while you control an ally named Grubnar."], kind="ally")
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "gain_keywords": ["Elusive"], "while_exists": [
        {"kind": "ally", "controller": "you", "named": "Grubnar"}]}}]


@pytest.mark.parametrize("sentence", [
    "NAME has Elusive while you control a ally named Grubnar.",  # an article that doesn't fit its noun
    "NAME has Elusive while you control an ally named grubnar.",  # no name: not capitalised
    "NAME has Elusive while you control an ally named Grubnar or Flim.",  # two names
])
def test_named_near_misses_are_refused(sentence):
    refused(sentence)
