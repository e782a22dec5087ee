"""enc-enter12: the pool cards this helper's readers encode, played on a board of their own (the pool harness of
tests/test_encode_pool.py replays each as a scenario)."""
from __future__ import annotations

from test_encode_pool import BIG_ALLY, CARDS, HEROES, PLAIN_QUEST, assert_plays

BY_NAME = {c.name: c for c in CARDS}


def players(alice: dict, bob: dict | None = None) -> list:
    return [{"name": "Alice", "hero": {"card": HEROES["Alice"]}, **alice},
            {"name": "Bob", "hero": {"card": HEROES["Bob"]}, **(bob or {})}]


# -- revealed cards placed as additional resources (tools/shapes/place_revealed.py): straight into the row, not the
# one resource a turn (412.1); a quest or location face up if the player chooses, any other card face down (412.1b).

def test_valeera_places_only_the_revealed_quests_the_ally_goes_to_the_bottom(tmp_path):
    card = BY_NAME["Valeera"]
    deck = [{"card": PLAIN_QUEST, "id": "q1"}, {"card": BIG_ALLY, "id": "ally"}, {"card": PLAIN_QUEST, "id": "q2"},
            {"card": BIG_ALLY, "id": "below"}]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost, "deck": deck})}
    script = [{"play": "it", "by": "Alice"}, {"choose": "q2", "by": "Alice"}, {"choose": "q1", "by": "Alice"},
              {"choose": "face up", "by": "Alice"}, {"choose": "face down", "by": "Alice"}]  # picked, then placed
    expect = {"cards": {"q2": {"zone": "play", "row": "resource", "face_down": False, "exhausted": True},
                        "q1": {"zone": "play", "row": "resource", "face_down": True, "exhausted": True}},
              "players": {"Alice": {"resources": card.cost + 2, "deck_order": ["below", "ally"]}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_flourish_may_leave_the_revealed_card_on_top(tmp_path):
    card = BY_NAME["Flourish"]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost,
         "deck": [{"card": BIG_ALLY, "id": "top"}, {"card": BIG_ALLY, "id": "next"}]})}
    script = [{"play": "it", "by": "Alice"}, {"choose": "none", "by": "Alice"}]
    expect = {"cards": {"top": {"zone": "deck"}}, "players": {"Alice": {"resources": card.cost,
                                                                        "deck_order": ["top", "next"]}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_abyssal_seahorse_places_nothing_when_the_revealed_card_is_an_ally(tmp_path):
    card = BY_NAME["Abyssal Seahorse"]
    setup = {"turn_player": "Alice", "players": players(
        {"play": [{"card": card.name, "id": "it"}], "resources": 1,
         "deck": [{"card": BIG_ALLY, "id": "top"}, {"card": PLAIN_QUEST, "id": "next"}]})}
    expect = {"cards": {"top": {"zone": "deck"}, "next": {"zone": "deck"}, "it": {"exhausted": True}},
              "players": {"Alice": {"resources": 1, "deck_order": ["top", "next"]}}}
    assert_plays(card, setup, [{"use": "it", "by": "Alice"}], expect, tmp_path)


def test_an_opponents_deck_placed_into_your_row_is_refused_at_load():
    import pytest
    from pydantic import ValidationError

    from adjudicator.cards.model import TopOfDeck
    with pytest.raises(ValidationError):
        TopOfDeck.model_validate({"reveal_top": 1, "player": {"target_player": "first"},
                                  "then": [{"to": "resource-row"}]})
    with pytest.raises(ValidationError):
        TopOfDeck.model_validate({"reveal_top": 1, "then": [{"to": "hand", "exhausted": True}]})


# -- more resources placed each turn (tools/shapes/extra_resources.py): the one of 412.1 and the power's more (103.1);
# one more than that is refused by 412.1.

def test_emerald_lifewarden_lets_alice_place_two_resources_but_not_a_third(tmp_path):
    card = BY_NAME["Emerald Lifewarden"]
    hand = [{"card": BIG_ALLY, "id": f"r{i}"} for i in range(3)]
    setup = {"turn_player": "Alice", "players": players({"play": [{"card": card.name, "id": "it"}], "hand": hand})}
    script = [{"place": "r0", "by": "Alice"}, {"place": "r1", "by": "Alice"},
              {"place": "r2", "by": "Alice", "when": "chain-empty", "rejected": "412.1"}]
    expect = {"cards": {"r0": {"zone": "play", "row": "resource"}, "r1": {"zone": "play", "row": "resource"},
                        "r2": {"zone": "hand"}}, "players": {"Alice": {"resources": 2}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_natural_genesis_lets_bob_place_two_on_his_turn_too(tmp_path):
    card = BY_NAME["Natural Genesis"]
    hand = [{"card": BIG_ALLY, "id": f"b{i}"} for i in range(2)]
    setup = {"turn_player": "Bob", "players": players({"play": [{"card": card.name, "id": "it"}]}, {"hand": hand})}
    script = [{"place": "b0", "by": "Bob"}, {"place": "b1", "by": "Bob"}]
    expect = {"cards": {"b0": {"zone": "play", "row": "resource"}, "b1": {"zone": "play", "row": "resource"}},
              "players": {"Bob": {"resources": 2}}}
    assert_plays(card, setup, script, expect, tmp_path)
