"""enc-if11's pool-harness blocks: the cards its readers gained, played on boards of their own (tests/test_encode_pool.py's
harness, imported by name)."""
from __future__ import annotations

import yaml

from test_encode_pool import CARDS, HEROES, envelope, replays


def written(name: str):
    return next(c for c in CARDS if c.name == name)


# -- 'Reward: If you control an ability, ally, or equipment, draw a card, or two cards if you control all three.'
# (Survey the Land, tools/shapes/reward_words.py) --
# Alice completes the quest controlling the cards given: with none of the three kinds the quest is completed all the
# same and nothing is drawn (709.2); with some of them, one card; with one of each, two (G1554).
KINDS = {"ability": "Generic Shadow Ward", "ally": "Anika Berlyn", "equipment": "Generic Greataxe"}


def surveyed(kinds: list[str], drawn: int) -> str:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]},
             "resource_row": [{"card": "Survey the Land", "id": "quest"}], "resources": 3,
             "play": [{"card": KINDS[k], "id": f"alice-{k}"} for k in kinds],
             "deck": [{"card": "Anika Berlyn", "id": f"deck-{i}"} for i in range(3)]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}}
    expect = {"cards": {"quest": {"face_down": True},
                        **{f"deck-{i}": {"zone": "hand" if i < drawn else "deck"} for i in range(3)}}}
    return yaml.safe_dump({**envelope(written("Survey the Land")), "setup": {"turn_player": "Alice", "players": [alice, bob]},
                           "script": [{"complete": "quest", "by": "Alice"}], "expect": expect}, sort_keys=False)


def test_enc_if11_survey_the_land_draws_none_one_or_two(tmp_path):
    replays(surveyed([], 0), tmp_path / "none.yaml")
    replays(surveyed(["equipment"], 1), tmp_path / "one-kind.yaml")
    replays(surveyed(["ability", "ally"], 1), tmp_path / "two-kinds.yaml")
    replays(surveyed(["ability", "ally", "equipment"], 2), tmp_path / "all-three.yaml")


# -- 'If another hero or ally in your party would be dealt damage, you may have it be dealt to Dethvir instead.' (Dethvir
# the Malignant, tools/shapes/replacement_words.py) --
# On Bob's turn his Generic Two-Damage Ability hits Alice's ally: she says yes, and Dethvir takes the 2 (716.1); no, and
# the ally does. Dethvir's own packet is no other character's: no choice is offered, and he takes it (G1550).

def redirected(take: bool) -> str:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]},
             "play": [{"card": "Dethvir the Malignant", "id": "dethvir"}, {"card": "Generic Five-Health Ally", "id": "ally"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "resources": 2,
           "hand": [{"card": "Generic Two-Damage Ability", "id": "bolt"}]}
    script = [{"play": "bolt", "by": "Bob", "targets": {"first": "ally"}},
              {"choose": "dethvir", "by": "Alice"} if take else {"decline": True, "by": "Alice"}]
    expect = {"cards": {"dethvir": {"damage": 2 if take else 0}, "ally": {"damage": 0 if take else 2}}}
    return yaml.safe_dump({**envelope(written("Dethvir the Malignant")), "setup": {"turn_player": "Bob", "players": [bob, alice]},
                           "script": script, "expect": expect}, sort_keys=False)


def test_enc_if11_dethvir_takes_the_damage_only_if_alice_says_so(tmp_path):
    replays(redirected(True), tmp_path / "yes.yaml")
    replays(redirected(False), tmp_path / "no.yaml")


# -- 'If your hero or an ally you control would heal damage, it heals that much +1 instead.' (Chakra) --
# Alice's Generic Instant Heal heals 1 from her ally (4 damage): with Chakra in play it heals 2 (717.3a).

def healed(with_chakra: bool) -> str:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "resources": 1,
             "hand": [{"card": "Generic Instant Heal", "id": "heal"}],
             "play": [{"card": "Generic Five-Health Ally", "id": "ally", "damage": 4}]
             + ([{"card": "Chakra", "id": "chakra"}] if with_chakra else [])}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}}
    script = [{"play": "heal", "by": "Alice", "targets": {"first": "ally"}}]
    expect = {"cards": {"ally": {"damage": 2 if with_chakra else 3}}}
    return yaml.safe_dump({**envelope(written("Chakra")), "setup": {"turn_player": "Alice", "players": [alice, bob]},
                           "script": script, "expect": expect}, sort_keys=False)


def test_enc_if11_chakra_heals_one_more(tmp_path):
    replays(healed(True), tmp_path / "chakra.yaml")
    replays(healed(False), tmp_path / "plain.yaml")
