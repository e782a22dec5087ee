"""The shape of tools/shapes/player_cant.py (enc-r2c): a "can't play" or "can't strike" a link aims at one player for
this turn (103.2, 712.2): a target player or opponent, the controller of the previous sentence's target, or a
trigger's 'that hero's controller'; another duration, a group or another verb is refused. Made-up sentences in the
cards' manner; the pool cards are played by tests/test_encode_pool.py and tests/test_pool_enc_r2c.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cardbook.words import card_words  # noqa: E402
from adjudicator.cards.model import CardDefinition  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ABILITY = {"id": "y", "name": "Stand-in Hush", "type": "ability", "cost": 2, "printings": [["s", "8", "Common"]]}
WEAPON = {"id": "w", "name": "Stand-in Fang", "type": "weapon", "cost": 2, "atk": 1, "strike_cost": 2,
          "traits": ["Melee (1)", "Dagger"], "damage_type": "melee", "printings": [["s", "9", "Rare"]]}


def encode(facts: dict, *text: str) -> dict:
    entry, _shapes = pool_shapes.encode(dict(facts), SETS, list(text))
    return entry


def aimed(cannot: str, who: dict, **more) -> dict:
    return {"create_prohibition": {"cannot": cannot, "players": who, **more}, "duration": "this-turn"}


@pytest.mark.parametrize("line, cards, spec", [
    ("Target player can't play equipment this turn.", "equipment", {"kind": "player"}),
    ("Target opponent can't play abilities this turn.", "ability", {"kind": "player", "controller": "opponent"}),
    ("Target player can't play cards this turn.", None, {"kind": "player"}),
])
def test_a_target_player_cant_play(line, cards, spec):
    entry = encode(ABILITY, line)
    assert entry["targets"] == [{"id": "first", **spec}]
    assert entry["effects"] == [aimed("play", {"target_player": "first"}, **({"cards": cards} if cards else {}))]
    words = " ".join(card_words(CardDefinition.model_validate({**entry, "text": "-"})))
    assert "the target player 'first' can't play" in words and "this turn" in words


def test_the_previous_targets_controller_cant_play_or_strike():
    entry = encode(ABILITY, "Ready target hero. Its controller can't play cards or strike with weapons this turn.")
    who = {"controller_of": {"target": "first"}}
    assert entry["effects"][1:] == [aimed("play", who), aimed("strike", who)]
    assert encode(ABILITY, "Exhaust target hero. Its controller can't strike with weapons this turn.")["effects"][1:] \
        == [aimed("strike", who)]


def test_a_triggers_hero_dealt_damage_names_its_controller():
    entry = encode(WEAPON, "When your hero deals combat damage to a hero, that hero's controller can't play allies "
                           "this turn.")
    effects = entry["powers"][0]["triggered"]["effects"]
    assert effects == [aimed("play", {"controller_of": {"event": "destination"}}, cards="ally")]
    assert "targets" not in entry["powers"][0]["triggered"]


@pytest.mark.parametrize("line", [
    "Target player can't play cards during his next turn.",        # another duration
    "Target player can't play cards of that kind this turn.",      # a kind chosen before
    "Target player can't play more than one card this turn.",
    "Target player can't draw cards this turn.",                   # another verb
    "Target player can't play quests this turn.",                  # a kind 'cards' doesn't name
    "Its controller can't play cards this turn.",                  # no target before it
    "Each player can't play cards this turn.",                     # a group: not one player
])
def test_what_it_does_not_read_is_refused(line):
    pytest.raises(pool_shapes.Unrecognised, encode, ABILITY, line)


def test_a_printed_power_aimed_at_one_player_is_refused():
    """A power in play has no link to name one player with (712.2): the model refuses it."""
    entry = {"name": "Stand-in", "type": "item", "cost": 1, "text": "-",
             "powers": [{"prohibition": {"cannot": "play", "players": {"controller_of": {"kind": "hero"}}}}]}
    with pytest.raises(ValueError, match="one player"):
        CardDefinition.model_validate(entry)


def test_opponents_this_turn_is_a_relation():
    """Strangulate's Stash manner: the link's controller's opponents, a relation (no slot), for this turn."""
    entry = encode(ABILITY, "Opponents can't play equipment this turn.")
    assert entry["effects"] == [aimed("play", "opponent", cards="equipment")] and "targets" not in entry
    assert "your opponents can't play" in " ".join(card_words(CardDefinition.model_validate({**entry, "text": "-"})))
