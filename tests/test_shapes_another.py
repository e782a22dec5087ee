"""r2-other: "another target ally" on a card's own power (tools/shapes/grammar.py ``another``): the
target fits ``other``, which the engine checks as the target is chosen (706.1) and which the listing
of legal actions honours, so random play and table mode never offer the card itself."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from adjudicator.engine import legal
from adjudicator.engine.legal_agents import Paused, PausingAgent
from adjudicator.engine.setup import build_game
from adjudicator.formats.load import load_scenario

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
G463 = ROOT / "scenarios/7-powers-links-modifiers/706/G463-generated-another-target-not-the-card-itself.yaml"
SETS = {"s": {"name": "A Set", "kind": "set"}}
NUMBERS = {"ally": {"cost": 2, "atk": 1, "health": 3, "damage_type": "fire"}, "ability": {"cost": 1}}


def encode(kind: str, *text: str) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], **NUMBERS[kind]}
    return pool_shapes.encode(card, SETS, list(text))[0]


def test_a_payment_power_readies_another_target_ally():
    entry = encode("ally", "[2], [Exhaust] -> Ready another target ally.")  # Emree
    assert entry["powers"] == [{"payment": {"cost": {"resources": 2, "exhaust": True},
                                            "targets": [{"id": "first", "kind": "ally", "fits": {"other": True}}],
                                            "effects": [{"ready": {"target": "first"}}]}}]
    entry = encode("ally", "[Exhaust] -> Destroy another target opposing ally.")
    assert entry["powers"][0]["payment"]["targets"] == [
        {"id": "first", "kind": "ally", "controller": "opposing", "fits": {"other": True}}]


@pytest.mark.parametrize("kind, sentence", [
    ("ability", "Ready another target ally."),  # an ability card's own line: no card of a power to set apart
    ("ally", "[Exhaust] -> Ready another target allies."),  # not a phrase
    ("ally", "[Exhaust] -> Ready another up to two target allies."),
    ("ally", "[Exhaust] -> Stand-in deals 2 fire damage to another target ally."),  # a subject: not read here
])
def test_another_target_near_misses_are_refused(kind, sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(kind, sentence)


def test_the_listing_never_offers_the_card_itself_as_another_target():
    scenario, doc = load_scenario(G463)
    game = build_game(scenario, doc)
    seen = {}

    def inspect(g, prompt):
        seen["options"] = [o.written for o in legal.options(g, prompt)]
        seen["self"] = legal.why_not(g, prompt, legal.parse_entry(
            {"use": "emree", "by": "Alice", "targets": {"first": "emree"}}))

    game.agents = {name: PausingAgent(game.script, 0, inspect) for name in game.agents}
    with pytest.raises(Paused):
        game.run()
    uses = [w for w in seen["options"] if w.startswith("{use: emree")]
    assert uses == ["{use: emree, by: Alice, targets: {first: kor}}"]
    assert seen["self"].rule == "706.1" and "Emree itself" in seen["self"].message
