"""enc-start1's pool cards on boards of their own (tools/shapes/at_turn.py): what the generic board of
tests/test_encode_pool.py (its enc-start1 block) doesn't play — the condition a card short, the other power, the
choice declined, the attack the power forbids."""
from __future__ import annotations

import yaml

from test_encode_pool import card_named, counted_destroy_board, host_dealt_board, run

ALICE = {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "deck": [{"card": "Fire Blast", "id": "alice-draw"}]}
BOB = {"name": "Bob", "hero": {"card": "Generic Horde Hero"}, "deck": [{"card": "Fire Blast", "id": "bob-draw"}]}


def data(setup: dict, script: list, expect: dict) -> dict:
    return {"setup": setup, "script": script, "expect": expect}


def test_cobra_sting_readies_nothing_when_its_host_was_dealt_4(tmp_path):
    """Two Fire Blasts deal Bob's hero 4 this turn, one short of 5 (408.2a): as Alice's turn ends her resources stay
    exhausted, every one spent."""
    doc = host_dealt_board(card_named("Cobra Sting"), blasts=2)
    doc["expect"]["players"]["Alice"]["ready_resources"] = 0
    result = run(card_named("Cobra Sting"), {k: doc[k] for k in ("setup", "script", "expect")}, tmp_path)
    assert result.passed, result.mismatches
    doc["expect"]["players"]["Alice"]["ready_resources"] = 6  # what 5 or more would have done: not so
    assert not run(card_named("Cobra Sting"), {k: doc[k] for k in ("setup", "script", "expect")}, tmp_path).passed


def test_cobra_sting_deals_1_to_its_host_as_alices_turn_starts(tmp_path):
    """Attached to Bob's hero, it deals him 1 nature damage as Alice's turn starts (500.1), not as Bob's."""
    alice = {**ALICE, "play": [{"card": "Cobra Sting", "id": "sting", "attached_to": "bob-hero"}]}
    setup = {"turn_player": "Bob", "players": [alice, BOB]}
    after_bobs = data(setup, [{"end_turn": True, "by": "Bob"}],
                      {"turn_player": "Alice", "cards": {"bob-hero": {"damage": 1}}})
    assert run(card_named("Cobra Sting"), after_bobs, tmp_path).passed
    setup = {"turn_player": "Alice", "players": [alice, BOB]}
    after_alices = data(setup, [{"end_turn": True, "by": "Alice"}],
                        {"turn_player": "Bob", "cards": {"bob-hero": {"damage": 0}}})
    assert run(card_named("Cobra Sting"), after_alices, tmp_path).passed


def test_provoke_makes_bobs_hero_attack_and_only_alices_hero(tmp_path):
    """As Bob's turn starts, Provoke (Alice's, on his hero) deals it 1 melee damage: that hero must attack if able (his
    turn can't end first, 600.2: the harness's board) and can attack only Alice's hero, not her ally (601.2c)."""
    alice = {**ALICE, "play": [{"card": "Generic Two-Three Ally", "id": "ally"},
                               {"card": "Provoke", "id": "provoke", "attached_to": "bob-hero"}]}
    setup = {"turn_player": "Alice", "players": [alice, BOB]}
    action = {"turn": "Bob", "step": "action"}
    script = [{"end_turn": True, "by": "Alice"},
              {"attack": "bob-hero", "defender": "ally", "by": "Bob", "at": action, "rejected": "601.2c"},
              {"attack": "bob-hero", "defender": "alice-hero", "by": "Bob"}]
    result = run(card_named("Provoke"), data(setup, script, {"cards": {"bob-hero": {"damage": 1, "exhausted": True}}}),
                 tmp_path)
    assert result.passed, result.mismatches


def test_karina_stays_when_alice_declines(tmp_path):
    """'You may' (708.3): Alice says no, and Karina stays in play."""
    alice = {**ALICE, "play": [{"card": "Karina of Silvermoon", "id": "karina"}]}
    setup = {"turn_player": "Bob", "players": [alice, BOB]}
    script = [{"end_turn": True, "by": "Bob"}, {"choose": "no", "by": "Alice"}]
    result = run(card_named("Karina of Silvermoon"), data(setup, script, {"cards": {"karina": {"zone": "play"}}}),
                 tmp_path)
    assert result.passed, result.mismatches
    yes = data(setup, [{"end_turn": True, "by": "Bob"}, {"choose": "yes", "by": "Alice"}],
               {"cards": {"karina": {"zone": "hand"}}})
    assert run(card_named("Karina of Silvermoon"), yes, tmp_path).passed


def bobs_hand(n: int) -> list:
    return [{"card": "Fire Blast", "id": f"bob-hand-{i}"} for i in range(1, n + 1)]


def test_agonizing_poison_counts_its_hosts_controllers_hand(tmp_path):
    """As Alice's turn starts, the host (Bob's hero) takes 3 nature damage if Bob has four or fewer cards in hand (401.2),
    read as the power resolves (709.2): with four, it does; with five, nothing. Bob draws none first: his draw is in his
    own turn, which ends here."""
    poison = card_named("Agonizing Poison")
    alice = {**ALICE, "play": [{"card": "Agonizing Poison", "id": "poison", "attached_to": "bob-hero"}]}
    for held, dealt in ((4, 3), (5, 0)):
        setup = {"turn_player": "Bob", "players": [alice, {**BOB, "hand": bobs_hand(held)}]}
        result = run(poison, data(setup, [{"end_turn": True, "by": "Bob"}],
                                  {"turn_player": "Alice", "cards": {"bob-hero": {"damage": dealt}}}), tmp_path)
        assert result.passed, (held, result.mismatches)


def test_voltrinnia_strips_an_ally_of_the_player_whose_turn_starts(tmp_path):
    """As Bob's turn starts, Voltrinnia (Alice's) makes Bob's Protector ally lose its powers this turn (500.1); as
    Alice's own turn starts, nothing triggers and his ally keeps Protector."""
    voltrinnia = card_named("Voltrinnia")
    alice = {**ALICE, "play": [{"card": "Voltrinnia", "id": "voltrinnia"}]}
    bob = {**BOB, "play": [{"card": "Jumahko Thundersky", "id": "jumahko"}]}
    on_bobs = data({"turn_player": "Alice", "players": [alice, bob]},
                   [{"end_turn": True, "by": "Alice"}, {"choose": "jumahko", "by": "Alice"}],
                   {"turn_player": "Bob", "cards": {"jumahko": {"keywords": []}}})
    result = run(voltrinnia, on_bobs, tmp_path)
    assert result.passed, result.mismatches
    on_alices = data({"turn_player": "Bob", "players": [alice, bob]}, [{"end_turn": True, "by": "Bob"}],
                     {"turn_player": "Alice", "cards": {"jumahko": {"keywords": ["Protector"]}}})
    result = run(voltrinnia, on_alices, tmp_path)
    assert result.passed, result.mismatches


def test_skitter_destroys_an_opposing_hero_with_three_venom_counters_only(tmp_path):
    """As Alice's turn starts, Skitter destroys each opposing hero with three or more venom counters on it (404.1): Bob's
    hero with three is destroyed and Alice wins; with two, nothing happens."""
    skitter = card_named("Skitter")
    alice = {**ALICE, "play": [{"card": "Skitter", "id": "skitter"}]}
    for venom, expect in ((3, {"winners": ["Alice"]}), (2, {"turn_player": "Alice", "cards": {"bob-hero": {"zone": "play"}}})):
        bob = {**BOB, "hero": {"card": "Generic Horde Hero", "counters": {"venom": venom}}}
        result = run(skitter, data({"turn_player": "Bob", "players": [alice, bob]}, [{"end_turn": True, "by": "Bob"}],
                                   expect), tmp_path)
        assert result.passed, (venom, result.mismatches)


def test_skitters_attack_adds_the_counter_one_short(tmp_path):
    """Bob's hero starts with one venom counter; Skitter's combat damage adds the second (404.1): two, one short of
    three, so as Alice's next turn starts the hero stays."""
    doc = counted_destroy_board(card_named("Skitter"), 1)
    doc["expect"] = {"turn_player": "Alice", "cards": {"bob-hero": {"zone": "play", "counters": {"venom": 2}}}}
    result = run(card_named("Skitter"), {k: doc[k] for k in ("setup", "script", "expect")}, tmp_path)
    assert result.passed, result.mismatches
