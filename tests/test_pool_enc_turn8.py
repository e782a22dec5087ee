"""enc-turn8: the generated cards whose tokens are destroyed at a later end or start of a turn (tools/shapes/delayed.py),
played on small boards: the tokens the card's effect put into play, and only they, are destroyed when its modifier
says, not before (715.1, 714.3f)."""
from __future__ import annotations

import yaml

from test_encode_pool import LIB, envelope, replays

ALICE = {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "deck": [{"card": "Fire Blast", "id": "alice-draw"}]}
BOB = {"name": "Bob", "hero": {"card": "Generic Horde Hero"}, "deck": [{"card": "Fire Blast", "id": "bob-draw"}]}


def played(name: str, setup: dict, script: list, checkpoints: list, expect: dict, tmp_path) -> None:
    doc = {**envelope(LIB.get(name)), "setup": setup, "script": script, "checkpoints": checkpoints, "expect": expect}
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "pool-shape.yaml")


def tokens(zone: str, *numbers: int) -> dict:
    return {f"peasant-token-{i}": {"zone": zone} for i in numbers}


def test_the_peasant_callers_tokens_go_as_the_turn_ends(tmp_path):
    alice = {**ALICE, "resources": 2, "play": [{"card": "Barov Peasant Caller", "id": "caller"}]}
    script = [{"use": "caller", "by": "Alice"}, {"end_turn": True, "by": "Alice"}]
    before_end = {"before": 2, "expect": {"cards": {**tokens("play", 1, 2, 3), "caller": {"zone": "graveyard"}}}}
    played("Barov Peasant Caller", {"turn_player": "Alice", "players": [alice, BOB]}, script, [before_end],
           {"turn_player": "Bob", "cards": tokens("gone", 1, 2, 3)}, tmp_path)


def test_the_grimoires_skeleton_goes_as_the_turn_ends(tmp_path):
    alice = {**ALICE, "resources": 2, "play": [{"card": "Ancient Cornerstone Grimoire", "id": "grimoire"}]}
    script = [{"use": "grimoire", "by": "Alice"}, {"end_turn": True, "by": "Alice"}]
    before_end = {"before": 2, "expect": {"cards": {"skeleton-token-1": {"zone": "play", "keywords": ["Ferocity", "Protector"]}}}}
    played("Ancient Cornerstone Grimoire", {"turn_player": "Alice", "players": [alice, BOB]}, script, [before_end],
           {"turn_player": "Bob", "cards": {"skeleton-token-1": {"zone": "gone"}}}, tmp_path)


def test_weldons_peasants_last_through_the_next_turn_only(tmp_path):
    """Made as Alice's turn ends, they stay through Bob's turn and go as it ends; Alice's next ones stay."""
    alice = {**ALICE, "play": [{"card": "Weldon Barov", "id": "weldon"}]}
    script = [{"end_turn": True, "by": "Alice"}, {"end_turn": True, "by": "Bob"}, {"end_turn": True, "by": "Alice"}]
    in_bobs_turn = {"before": 2, "expect": {"turn_player": "Bob", "cards": tokens("play", 1, 2, 3)}}
    in_alices = {"before": 3, "expect": {"turn_player": "Alice", "cards": tokens("gone", 1, 2, 3)}}
    played("Weldon Barov", {"turn_player": "Alice", "players": [alice, BOB]}, script, [in_bobs_turn, in_alices],
           {"turn_player": "Bob", "cards": tokens("play", 4, 5, 6)}, tmp_path)


def test_aric_makes_a_ghoul_only_while_alice_controls_none(tmp_path):
    """Aric Stonejack's other side: at the end of her turn, a 3/3 Ghoul only if she controls no Ghoul (703.2)."""
    for ghouls in (0, 1):
        alice = {"name": "Alice", "hero": {"card": "Aric Stonejack", "face_down": True},
                 "play": [{"token_from": "Death's Decree", "id": "old-ghoul"}] * ghouls}
        expect = {"turn_player": "Bob", "in_play": {"Ghoul": 1}, "cards": {"alice-hero": {"face_down": True}}}
        played("Aric Stonejack", {"turn_player": "Alice", "players": [alice, BOB]}, [{"end_turn": True, "by": "Alice"}],
               [], expect, tmp_path)


def test_joru_comes_back_as_the_turn_ends(tmp_path):
    """Joru removes itself from the game; as Alice's turn ends its owner puts it back into play, a new card (415.9a)."""
    alice = {**ALICE, "hand": [{"card": "Fire Blast", "id": "discarded"}],
             "play": [{"card": "Joru the Blinding Light", "id": "joru", "damage": 2}]}
    script = [{"use": "joru", "by": "Alice"}, {"end_turn": True, "by": "Alice"}]
    gone = {"before": 2, "expect": {"cards": {"joru": {"zone": "removed"}, "discarded": {"zone": "graveyard"}}}}
    played("Joru the Blinding Light", {"turn_player": "Alice", "players": [alice, BOB]}, script, [gone],
           {"turn_player": "Bob", "cards": {"joru": {"zone": "play", "controller": "Alice", "damage": 0}}}, tmp_path)


def test_the_last_line_of_defense_is_completed_by_destroying_a_resource(tmp_path):
    """The quest's completion cost is one of Alice's resources destroyed (707.1e, 412); its reward draws a card."""
    alice = {**ALICE, "resources": 2, "resource_row": [{"card": "The Last Line of Defense", "id": "quest"}]}
    script = [{"complete": "quest", "by": "Alice"}, {"choose": "alice-resource-1", "by": "Alice"}]
    played("The Last Line of Defense", {"turn_player": "Alice", "players": [alice, BOB]}, script, [],
           {"cards": {"alice-resource-1": {"zone": "graveyard"}, "alice-resource-2": {"zone": "play"},
                      "alice-draw": {"zone": "hand"}}, "players": {"Alice": {"resources": 2}}}, tmp_path)  # the quest is one too (412)


def test_a_final_sacrifice_destroys_its_target_as_the_next_turn_starts(tmp_path):
    """The ally has +3/+3 for Alice's turn; as Bob's turn starts the modifier destroys it, the card it remembered."""
    alice = {**ALICE, "resources": 1, "hand": [{"card": "A Final Sacrifice", "id": "sacrifice"}],
             "play": [{"card": "Anika Berlyn", "id": "ally"}, {"card": "Anika Berlyn", "id": "other"}]}
    script = [{"play": "sacrifice", "targets": {"first": "ally"}, "by": "Alice"}, {"end_turn": True, "by": "Alice"}]
    stronger = {"before": 2, "expect": {"cards": {"ally": {"zone": "play", "atk": 8}}}}
    played("A Final Sacrifice", {"turn_player": "Alice", "players": [alice, BOB]}, script, [stronger],
           {"turn_player": "Bob", "cards": {"ally": {"zone": "graveyard"}, "other": {"zone": "play"}}}, tmp_path)


def test_temporary_dissipation_brings_the_allies_back_as_the_next_turn_ends(tmp_path):
    """Alice's allies are removed; they stay out through the end of her turn and come back, new cards under her control,
    as Bob's turn ends (715.1, 415.9a)."""
    alice = {**ALICE, "resources": 2, "hand": [{"card": "Temporary Dissipation", "id": "dissipation"}],
             "play": [{"card": "Anika Berlyn", "id": "ally", "damage": 3}]}
    script = [{"play": "dissipation", "by": "Alice"}, {"end_turn": True, "by": "Alice"}, {"end_turn": True, "by": "Bob"}]
    out = [{"before": n, "expect": {"cards": {"ally": {"zone": "removed"}}}} for n in (2, 3)]
    played("Temporary Dissipation", {"turn_player": "Alice", "players": [alice, BOB]}, script, out,
           {"turn_player": "Alice", "cards": {"ally": {"zone": "play", "controller": "Alice", "damage": 0}}}, tmp_path)


def test_adam_comes_back_as_the_next_turn_starts(tmp_path):
    """Adam Eternum (paid with 2) removes himself; he stays out for the rest of Alice's turn and enters play again,
    a new card under her control, as Bob's turn starts."""
    alice = {**ALICE, "resources": 2, "play": [{"card": "Adam Eternum", "id": "adam", "damage": 1}]}
    script = [{"use": "adam", "by": "Alice"}, {"choose": "first", "by": "Alice"}, {"end_turn": True, "by": "Alice"}]
    out = {"before": 3, "expect": {"cards": {"adam": {"zone": "removed"}}}}
    played("Adam Eternum", {"turn_player": "Alice", "players": [alice, BOB]}, script, [out],
           {"turn_player": "Bob", "cards": {"adam": {"zone": "play", "controller": "Alice", "damage": 0}}}, tmp_path)
