"""enc-two1: the Sabotage allies of tools/shapes/sabotage.py on small boards of their own (beside the harness of
tests/test_encode_pool.py): a card of another kind than the line names can't be attacked (601.2b), a protector makes
the combat a normal one and nothing is sabotaged (602.2c), and a changed expectation fails."""
from __future__ import annotations

from test_encode_pool import BIG_ALLY, CARDS, HEROES, card_named, run

SABOTEURS = ("Magister Lashan", "Retainer Cara", "Retainer Zaelan", "Arcanist Avelena", "Retainer Salvan")
PROTECTOR = "Darkshire Deathsworn"  # a 4/3 ally with Protector and no other text


def board(card, bob_play: list, bob_resources: int, script: list, expect: dict) -> dict:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "play": [{"card": card.name, "id": "it"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": bob_play, "resources": bob_resources,
           "deck": [{"card": BIG_ALLY, "id": "bob-deck"}]}
    return {"setup": {"turn_player": "Alice", "players": [alice, bob]}, "script": script, "expect": expect}


def test_the_saboteurs_are_encoded():
    assert set(SABOTEURS) <= {c.name for c in CARDS}


def test_lashan_destroys_the_resource_it_sabotages_and_a_changed_expectation_fails(tmp_path):
    card = card_named("Magister Lashan")
    expect = {"cards": {"bob-resource-1": {"zone": "graveyard"}, "bob-resource-2": {"zone": "play"},
                        "it": {"exhausted": True, "damage": 0}}, "players": {"Bob": {"resources": 1}}}
    data = board(card, [], 2, [{"attack": "it", "defender": "bob-resource-1", "by": "Alice"}], expect)
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data["expect"]["cards"]["bob-resource-1"] = {"zone": "play"}
    assert not run(card, data, tmp_path).passed


def test_lashan_cant_attack_a_weapon_nor_cara_a_resource(tmp_path):
    """Each can sabotage only what its line names: another card that is no character can't be its defender."""
    for name, defender in (("Magister Lashan", "bob-sword"), ("Retainer Cara", "bob-resource-1")):
        card = card_named(name)
        data = board(card, [{"card": "Generic Shortsword", "id": "bob-sword"}], 1,
                     [{"attack": "it", "defender": defender, "by": "Alice", "rejected": "601.2b"}],
                     {"cards": {"bob-sword": {"zone": "play", "controller": "Bob"}, "bob-resource-1": {"zone": "play"},
                                "it": {"exhausted": False}}})
        got = run(card, data, tmp_path)
        assert got.passed, (name, got.mismatches)


def test_cara_gains_control_of_the_weapon_but_not_once_a_protector_steps_in(tmp_path):
    card = card_named("Retainer Cara")
    bob_play = [{"card": "Generic Shortsword", "id": "bob-sword"}, {"card": PROTECTOR, "id": "bob-guard"}]
    script = [{"attack": "it", "defender": "bob-sword", "by": "Alice"}]
    data = board(card, bob_play, 0, script, {"cards": {"bob-sword": {"zone": "play", "controller": "Alice"}}})
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data = board(card, bob_play, 0, script + [{"protect": "bob-guard", "by": "Bob"}],
                 {"cards": {"bob-sword": {"zone": "play", "controller": "Bob"}, "bob-guard": {"zone": "graveyard"}}})
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches


def test_avelena_puts_the_ability_on_top_of_bobs_deck(tmp_path):
    card = card_named("Arcanist Avelena")
    data = board(card, [{"card": "Battle Shout", "id": "bob-ability"}], 0,
                 [{"attack": "it", "defender": "bob-ability", "by": "Alice"}],
                 {"cards": {"bob-ability": {"zone": "deck"}}, "players": {"Bob": {"deck_order": ["bob-ability", "bob-deck"]}}})
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data["expect"]["players"]["Bob"]["deck_order"] = ["bob-deck", "bob-ability"]  # on top, not at the bottom
    assert not run(card, data, tmp_path).passed


def test_salvan_exhausts_every_armor_of_the_sabotaged_ones_controller_only(tmp_path):
    card = card_named("Retainer Salvan")
    alice_armor = {"card": "Pads of the Dread Wolf", "id": "alice-feet"}
    bob_play = [{"card": "Pads of the Dread Wolf", "id": "bob-feet"}, {"card": "Wentletrap Vest", "id": "bob-chest"},
                {"card": "Generic Shortsword", "id": "bob-sword"}]
    data = board(card, bob_play, 0, [{"attack": "it", "defender": "bob-feet", "by": "Alice"}],
                 {"cards": {"bob-feet": {"exhausted": True}, "bob-chest": {"exhausted": True},
                            "bob-sword": {"exhausted": False}, "alice-feet": {"exhausted": False}}})
    data["setup"]["players"][0]["play"].append(alice_armor)
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data["expect"]["cards"]["bob-chest"]["exhausted"] = False
    assert not run(card, data, tmp_path).passed
