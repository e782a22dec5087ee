"""enc-turn9: the generated cards whose power asks how much damage was dealt this turn (tools/shapes/dealt_total.py,
``Condition.amounts``), played on small boards: the packets to one card add up (408.2a), as they were dealt (703.4),
and the power does nothing while they fall short."""
from __future__ import annotations

import yaml

from test_encode_pool import LIB, envelope, replays

ALICE = {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "deck": [{"card": "Fire Blast", "id": "alice-draw"}]}
BOB = {"name": "Bob", "hero": {"card": "Generic Horde Hero"}, "deck": [{"card": "Fire Blast", "id": "bob-draw"}]}
BOLT = "Generic Shadowfire Bolt"  # 3 damage to target hero or ally


def played(name: str, setup: dict, script: list, expect: dict, tmp_path) -> None:
    doc = {**envelope(LIB.get(name)), "setup": setup, "script": script, "expect": expect}
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "pool-shape.yaml")


def bolts(*at: str) -> list:
    return [{"play": f"bolt{i}", "targets": {"first": who}, "by": "Alice", **({"when": "chain-empty"} if i > 1 else {})}
            for i, who in enumerate(at, 1)]


def test_piercing_shots_draws_after_six_damage_to_bobs_hero(tmp_path):
    alice = {**ALICE, "resources": 4, "hand": [{"card": BOLT, "id": "bolt1"}, {"card": BOLT, "id": "bolt2"}],
             "play": [{"card": "Piercing Shots", "id": "shots"}]}
    script = bolts("bob-hero", "bob-hero") + [{"end_turn": True, "by": "Alice"}, {"choose": "yes", "by": "Alice"}]
    played("Piercing Shots", {"turn_player": "Alice", "players": [alice, BOB]}, script,
           {"cards": {"alice-draw": {"zone": "hand"}, "bob-hero": {"damage": 6}}}, tmp_path)


def test_piercing_shots_draws_nothing_after_three_to_the_hero_and_three_to_an_ally(tmp_path):
    """3 and 3 to two cards are not 5 to one: the power does nothing, and asks nothing."""
    alice = {**ALICE, "resources": 4, "hand": [{"card": BOLT, "id": "bolt1"}, {"card": BOLT, "id": "bolt2"}],
             "play": [{"card": "Piercing Shots", "id": "shots"}]}
    bob = {**BOB, "play": [{"card": "Anika Berlyn", "id": "anika"}]}
    script = bolts("bob-hero", "anika") + [{"end_turn": True, "by": "Alice"}]
    played("Piercing Shots", {"turn_player": "Alice", "players": [alice, bob]}, script,
           {"turn_player": "Bob", "cards": {"alice-draw": {"zone": "deck"}, "anika": {"damage": 3}}}, tmp_path)


def test_blastenheimers_ally_stays_until_the_next_turn_starts(tmp_path):
    """The ally put into play from Alice's hand is destroyed as Bob's turn starts; her other ally stays."""
    alice = {**ALICE, "resources": 3, "hand": [{"card": "Anika Berlyn", "id": "anika"}],
             "play": [{"card": "Blastenheimer 5000 Ultra Cannon", "id": "cannon"},
                      {"card": "Generic Five-Health Ally", "id": "old"}]}
    script = [{"use": "cannon", "by": "Alice"}, {"choose": "yes", "by": "Alice"}, {"choose": "anika", "by": "Alice"},
              {"end_turn": True, "by": "Alice"}]
    in_play = {"before": 4, "expect": {"cards": {"anika": {"zone": "play"}, "cannon": {"exhausted": True}}}}
    doc = {**envelope(LIB.get("Blastenheimer 5000 Ultra Cannon")),
           "setup": {"turn_player": "Alice", "players": [alice, BOB]}, "script": script, "checkpoints": [in_play],
           "expect": {"turn_player": "Bob", "cards": {"anika": {"zone": "graveyard"}, "old": {"zone": "play"}}}}
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "pool-shape.yaml")

