"""enc-deal8: the pool cards of tools/shapes/dealt_players_cards.py played on small boards of their own (beside the
harness of tests/test_encode_pool.py): the damage must be dealt to a hero for the power to trigger, 'that many' is
the packet's amount, and the cards acted on are the right player's."""
from __future__ import annotations

from test_encode_pool import HEROES, card_named, run

BIG_ALLY = "Anika Berlyn"


def strike_board(card, defender: str, bob_play: list, bob_deck: list | None = None, bob_resources: int = 0) -> dict:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "resources": card.strike_cost or 0,
             "play": [{"card": card.name, "id": "it"}, {"card": BIG_ALLY, "id": "alice-ally"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": bob_play, "resources": bob_resources}
    if bob_deck is not None:
        bob["deck"] = bob_deck
    return {"setup": {"turn_player": "Alice", "players": [alice, bob]},
            "script": [{"attack": "alice-hero", "strike": "it", "defender": defender, "by": "Alice"}]}


def test_wand_moves_as_many_cards_as_the_damage_dealt_with_it(tmp_path):
    """A Wand of the Forgotten Star made to hit for 3: three of Bob's four cards go, the fourth stays (703.1, 415.5a)."""
    card = card_named("Wand of the Forgotten Star").model_copy(update={"atk": 3})
    deck = [{"card": BIG_ALLY, "id": f"bob-{i}"} for i in range(4)]
    data = strike_board(card, "bob-hero", [], deck)
    data["expect"] = {"cards": {"bob-hero": {"damage": 3}, **{f"bob-{i}": {"zone": "graveyard"} for i in range(3)},
                                "bob-3": {"zone": "deck"}}}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data["expect"]["cards"]["bob-3"] = {"zone": "graveyard"}  # a changed expectation fails
    assert not run(card, data, tmp_path).passed


def test_wand_dealing_its_damage_to_an_ally_moves_nothing(tmp_path):
    card = card_named("Wand of the Forgotten Star")
    deck = [{"card": BIG_ALLY, "id": "bob-top"}]
    data = strike_board(card, "bob-ally", [{"card": BIG_ALLY, "id": "bob-ally"}], deck)
    data["expect"] = {"cards": {"bob-ally": {"damage": card.atk}, "bob-top": {"zone": "deck"}}}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches


def test_silent_crusader_on_an_ally_exhausts_nothing_of_bobs(tmp_path):
    """The damage is dealt to Bob's ally, no hero: the power doesn't trigger, and his other cards stay ready."""
    card = card_named("Silent Crusader")
    bob_play = [{"card": BIG_ALLY, "id": "bob-ally"}, {"card": "Battle Shout", "id": "bob-ability"}]
    data = strike_board(card, "bob-ally", bob_play, bob_resources=2)
    data["expect"] = {"players": {"Bob": {"ready_resources": 2}},
                      "cards": {"bob-ability": {"exhausted": False}, "bob-hero": {"exhausted": False}}}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches


def test_woodsie_attacking_an_ally_has_no_target_to_choose(tmp_path):
    """Woodsie's combat damage to Bob's ally is no damage to a hero: nothing triggers, Bob's weapon stays."""
    card = card_named("Woodsie Leafsong")
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "play": [{"card": card.name, "id": "woodsie"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]},
           "play": [{"card": BIG_ALLY, "id": "bob-ally"}, {"card": "Generic Shortsword", "id": "bob-sword"}]}
    data = {"setup": {"turn_player": "Alice", "players": [alice, bob]},
            "script": [{"attack": "woodsie", "defender": "bob-ally", "by": "Alice"}],
            "expect": {"cards": {"bob-sword": {"zone": "play"}, "bob-ally": {"damage": card.atk}}}}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches


def test_quakelord_defending_exhausts_the_attacking_players_cards(tmp_path):
    """On Bob's turn his ally attacks Razek: the defends power targets Bob, whose ability and weapon are exhausted;
    War Stomp is declined."""
    card = card_named("Quakelord Razek Warhoof")
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]},
             "play": [{"card": card.name, "id": "razek"}, {"card": "Battle Shout", "id": "alice-shout"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]},
           "play": [{"card": BIG_ALLY, "id": "bob-ally"}, {"card": "Battle Shout", "id": "bob-shout"},
                    {"card": "Generic Shortsword", "id": "bob-sword"}]}
    script = [{"attack": "bob-ally", "defender": "razek", "by": "Bob"},
              {"choose": "razek (power 2)", "by": "Alice"}, {"choose": "Bob", "by": "Alice"},
              {"choose": "bob-hero", "by": "Alice"}, {"choose": "no", "by": "Alice"}]
    data = {"setup": {"turn_player": "Bob", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {"bob-shout": {"exhausted": True}, "bob-sword": {"exhausted": True},
                                 "alice-shout": {"exhausted": False}, "bob-hero": {"exhausted": False}}}}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches


def test_kwee_gains_nothing_from_an_ally_its_damage_destroys(tmp_path):
    """Kwee made to hit for 6: Bob's ally is destroyed by the damage (410.6a) before the power resolves, and the
    modifier made affects no card; Bob's other ally stays his."""
    card = card_named("Kwee Q. Peddlefeet").model_copy(update={"atk": 6})
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "play": [{"card": card.name, "id": "kwee"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]},
           "play": [{"card": BIG_ALLY, "id": "bob-ally"}, {"card": BIG_ALLY, "id": "bob-other"}]}
    data = {"setup": {"turn_player": "Alice", "players": [alice, bob]},
            "script": [{"attack": "kwee", "defender": "bob-ally", "by": "Alice"}],
            "expect": {"cards": {"bob-ally": {"zone": "graveyard"}, "bob-other": {"controller": "Bob"}}}}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
