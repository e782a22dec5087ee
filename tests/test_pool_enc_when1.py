"""enc-when1: a card's own destruction putting it into its owner's deck a number of places from the top
(tools/shapes/deck_place.py; ``put_on_deck`` with ``from_top``, adjudicator/engine/deck.py): the readings and their
near misses, made-up sentences; and Fel Imp on boards the generic harness doesn't play (a deck shorter than the
place, the choice declined)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cards.model import PutOnDeck  # noqa: E402
from test_encode_pool import card_named, run  # noqa: E402


def test_your_deck_third_from_the_top_is_your_own_card_under_may():
    got = pool_shapes.piece("When NAME is destroyed, you may put it into your deck third from the top.")
    power = got.parts["powers"][0]["triggered"]
    assert power["when"] == {"event": "destroyed", "subject": {"this": True}}
    assert power["effects"] == [{"may": [{"put_on_deck": {"event": "moved", "zone": "graveyard", "owner": "you"},
                                          "where": "top", "from_top": 3}]}]


def test_his_owners_deck_second_from_the_top_has_no_owner_check():
    got = pool_shapes.piece("When NAME is destroyed, put him into his owner's deck second from the top.")
    assert got.parts["powers"][0]["triggered"]["effects"] == [
        {"put_on_deck": {"event": "moved", "zone": "graveyard"}, "where": "top", "from_top": 2}]


@pytest.mark.parametrize("sentence", [
    "When an ally is destroyed, put it into your deck third from the top.",  # another card's destruction
    "When NAME is destroyed, put it into your deck third from the bottom.",  # from the bottom
    "When NAME is destroyed, put it into target opponent's deck third from the top.",  # another player's deck
    "When NAME is destroyed, put it into your deck tenth from the top.",  # a place not read
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_from_top_only_from_the_top():
    with pytest.raises(ValueError):
        PutOnDeck.model_validate({"put_on_deck": {"this": True}, "where": "bottom", "from_top": 3})


def board(deck: int, answer: str) -> dict:
    alice = {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "play": [{"card": "Fel Imp", "id": "imp"}],
             "deck": [{"card": "Fire Blast", "id": f"top{i}"} for i in range(1, deck + 1)]}
    bob = {"name": "Bob", "hero": {"card": "Generic Horde Hero"}, "resources": 2,
           "hand": [{"card": "Generic Shadowfire Bolt", "id": "bolt"}], "deck": [{"card": "Fire Blast", "id": "bob-draw"}]}
    script = [{"play": "bolt", "targets": {"first": "imp"}, "by": "Bob"}, {"choose": answer, "by": "Alice"}]
    return {"setup": {"turn_player": "Bob", "players": [alice, bob]}, "script": script, "expect": {"cards": {}}}


def test_a_deck_of_one_card_takes_it_beneath_that_card(tmp_path):
    """Fewer cards than the place: beneath them all (the bottom of a one-card deck)."""
    doc = board(1, "yes")
    doc["expect"]["cards"]["imp"] = {"zone": "deck"}
    doc["expect"]["players"] = {"Alice": {"deck_order": ["top1", "imp"]}}
    assert run(card_named("Fel Imp"), doc, tmp_path).passed
    doc["expect"]["players"] = {"Alice": {"deck_order": ["imp", "top1"]}}
    assert not run(card_named("Fel Imp"), doc, tmp_path).passed


def test_declined_it_stays_in_the_graveyard(tmp_path):
    doc = board(3, "no")
    doc["expect"]["cards"]["imp"] = {"zone": "graveyard"}
    doc["expect"]["players"] = {"Alice": {"deck_order": ["top1", "top2", "top3"]}}
    result = run(card_named("Fel Imp"), doc, tmp_path)
    assert result.passed, result.mismatches
