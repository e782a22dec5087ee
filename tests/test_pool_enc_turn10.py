"""enc-turn10: the generated cards that remove a number of cards of one graveyard (RemoveFromGame.count,
tools/shapes/grave_count.py), played on boards of their own: which graveyard, which cards, and what the 'if you do'
part does to the card dealt damage this way (the pool harness ends its board before the power's turn goes on)."""
from __future__ import annotations

import yaml

from test_encode_pool import LIB, envelope, replays

ALICE = {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "deck": [{"card": "Fire Blast", "id": "alice-draw"}]}
BOB = {"name": "Bob", "hero": {"card": "Generic Horde Hero"}, "deck": [{"card": "Fire Blast", "id": "bob-draw"}]}


def dead(who: str, n: int) -> list:
    return [{"card": "Fire Blast", "id": f"{who}-dead-{i}"} for i in range(1, n + 1)]


def played(name: str, setup: dict, script: list, expect: dict, tmp_path) -> None:
    doc = {**envelope(LIB.get(name)), "setup": setup, "script": script, "expect": expect}
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "pool-shape.yaml")


def test_frost_wyrm_alice_picks_her_own_graveyard_when_both_hold_three(tmp_path):
    """Both graveyards hold three or more: she picks hers (709.2b), and only its cards go."""
    alice = {**ALICE, "play": [{"card": "Frost Wyrm", "id": "wyrm"}], "graveyard": dead("alice", 3)}
    bob = {**BOB, "play": [{"card": "Generic Five-Health Ally", "id": "ally"}], "graveyard": dead("bob", 3)}
    script = [{"end_turn": True, "by": "Alice"}, {"choose": "ally", "by": "Alice"}, {"choose": "yes", "by": "Alice"},
              {"choose": "Alice", "by": "Alice"}]
    expect = {"turn_player": "Bob", "cards": {**{f"alice-dead-{i}": {"zone": "removed"} for i in (1, 2, 3)},
                                              **{f"bob-dead-{i}": {"zone": "graveyard"} for i in (1, 2, 3)},
                                              "ally": {"damage": 3}}}
    played("Frost Wyrm", {"turn_player": "Alice", "players": [alice, bob]}, script, expect, tmp_path)


def test_frost_wyrm_says_no_and_nothing_happens(tmp_path):
    alice = {**ALICE, "play": [{"card": "Frost Wyrm", "id": "wyrm"}]}
    bob = {**BOB, "play": [{"card": "Generic Five-Health Ally", "id": "ally"}], "graveyard": dead("bob", 3)}
    script = [{"end_turn": True, "by": "Alice"}, {"choose": "ally", "by": "Alice"}, {"choose": "no", "by": "Alice"}]
    expect = {"cards": {**{f"bob-dead-{i}": {"zone": "graveyard"} for i in (1, 2, 3)}, "ally": {"damage": 0}}}
    played("Frost Wyrm", {"turn_player": "Alice", "players": [alice, bob]}, script, expect, tmp_path)


def test_sindragosas_ally_dealt_damage_this_way_cant_protect_on_her_turn(tmp_path):
    """On Alice's own turn (each turn): Bob's Protector ally (1/9, no other power) dealt 5 this way can't protect Bob's
    hero from her attack: the modifier forbids it (602.2, 103.2), not a missing keyword."""
    alice = {**ALICE, "play": [{"card": "Sindragosa, the Frost Queen", "id": "sindragosa"}]}
    bob = {**BOB, "play": [{"card": "Jumahko Thundersky", "id": "jumahko"}], "graveyard": dead("bob", 5)}
    script = [{"end_turn": True, "by": "Bob"}, {"choose": "jumahko", "by": "Alice"}, {"choose": "yes", "by": "Alice"},
              {"attack": "sindragosa", "defender": "bob-hero", "by": "Alice", "at": {"turn": "Alice", "step": "action"}},
              {"protect": "jumahko", "by": "Bob", "rejected": "602.2"}]
    expect = {"turn_player": "Alice", "cards": {**{f"bob-dead-{i}": {"zone": "removed"} for i in range(1, 6)},
                                                "jumahko": {"damage": 5}}}
    played("Sindragosa, the Frost Queen", {"turn_player": "Bob", "players": [alice, bob]}, script, expect, tmp_path)
