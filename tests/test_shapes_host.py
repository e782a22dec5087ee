"""What an attachment forbids its host (tools/shapes/host.py): each "can't" a prohibition on the card the
ability is attached to (103.2, 400.4), a power of the ability in play (305.2a); read exactly or refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
HOST = {"host": True}


def encode(text: list[str]) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": "ability", "printings": [["s", "7", "Common"]], "cost": 1}
    return pool_shapes.encode(card, SETS, text)[0]


def test_an_attachments_cant_is_a_prohibition_on_its_host():
    entry = encode(["Attach to target ally.", "Ongoing: Attached ally can't attack or exhaust."])
    assert entry["attach"] == "host" and entry["tags"] == ["Ongoing"]
    assert entry["powers"] == [{"prohibition": {"cannot": "attack", "affects": HOST}},
                               {"prohibition": {"cannot": "exhaust", "affects": HOST}}]
    assert encode(["Attach to target ally.", "Ongoing: Attached ally can't attack your hero."])["powers"] == [
        {"prohibition": {"cannot": "attack", "affects": HOST, "against": {"kind": "hero", "controller": "you"}}}]
    assert encode(["Attach to target hero or ally.", "Ongoing: Attached character can't be healed."])["powers"] == [
        {"prohibition": {"cannot": "be-healed", "affects": HOST}}]
    assert encode(["Attach to target ally.", "Ongoing: Attached ally can't attack or protect and loses all powers."]
                  )["powers"] == [{"continuous": {"affects": HOST, "lose_powers": True}},
                                  {"prohibition": {"cannot": "attack", "affects": HOST}},
                                  {"prohibition": {"cannot": "protect", "affects": HOST}}]
    entry = encode(["Attach to target hero or ally.", "Ongoing: Attached character can't be healed.",
                    "At the start of your turn, your hero deals 1 melee damage to attached character."])
    assert [list(p) for p in entry["powers"]] == [["prohibition"], ["triggered"]]


@pytest.mark.parametrize("sentence", [
    "Ongoing: Attached character can't be destroyed.",  # a hero is not destroyed as a card is
    "Ongoing: Attached hero can't attack.",  # only an ally's attack, protect, exhaust
    "Ongoing: Attached ally can't attack or attack.",  # the same verb twice
    "Ongoing: Attached ally can't protect your hero.",  # 'your hero' only after a lone 'can't attack'
    "Ongoing: Attached ally can't attack or exhaust your hero.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_host_cant_needs_an_attachment():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Ongoing: Attached ally can't attack."])


def test_an_ally_that_cant_attack_unless_outnumbered():
    # shapes/outnumbered.py: the card itself, allies counted with no controller (103.2)
    card = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 2, "atk": 3,
            "health": 1, "damage_type": "melee"}
    entry = pool_shapes.encode(card, SETS, ["This ally can't attack unless an opponent controls more allies than you."])[0]
    assert entry["powers"] == [{"prohibition": {"cannot": "attack", "affects": {"this": True},
                                                "unless_outnumbered": {"kind": "ally"}}}]
    # near misses: another kind counted, a 'can't' other than attacking, on an ability
    for sentence in ("This ally can't attack unless an opponent controls more heroes than you.",
                     "This ally can't protect unless an opponent controls more allies than you."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.encode(card, SETS, [sentence])
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["This ally can't attack unless an opponent controls more allies than you."])


def test_a_group_of_ready_allies_has_a_change():
    # enc-misc: 'Ready …' as a group (411: not exhausted), not the effect 'Ready target ally.'
    assert pool_shapes.piece("Ready allies in your party have +2 ATK.").parts["powers"] == [
        {"continuous": {"affects": {"kind": "ally", "controller": "you", "exhausted": False}, "atk": 2}}]
    assert pool_shapes.piece("Ongoing: Ready heroes and allies in your party have +2 ATK.").parts["ongoing"] == {
        "affects": {"kind": "character", "controller": "you", "exhausted": False}, "atk": 2}
    assert pool_shapes.piece("Ready target ally.").shape == "ability: ready a target or the card itself"
    # near misses: a keyword no shape gives (Warp; enc-kw3: Spellshield now reads; enc-kw5: Rift), a change this turn
    for sentence in ("Ready allies you control have +2 ATK and Warp.",
                     "Ready allies in your party have +2 ATK this turn."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


def test_an_attached_card_that_cant_ready():
    # a prohibition (103.2); 'during its controller's ready step': it stays exhausted in that step (501.1a)
    assert encode(["Attach to target ally and exhaust it.", "Ongoing: Attached ally can't ready."])["powers"] == [
        {"prohibition": {"cannot": "ready", "affects": HOST}}]
    entry = encode(["Attach to target equipment and exhaust it.",
                    "Ongoing: Attached equipment can't ready during its controller's ready step."])
    assert entry["powers"] == [{"continuous": {"affects": HOST, "skips_ready_step": True}}]
    # near misses: another step named, 'during' after another verb, an equipment that can't be healed
    for sentence in ("Ongoing: Attached ally can't ready during your ready step.",
                     "Ongoing: Attached ally can't attack during its controller's ready step.",
                     "Ongoing: Attached equipment can't be healed."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


# -- enc-if --


def test_a_resistance_given_to_the_host_is_its_prevention_too():
    entry = encode(["Attach to target ally.", "Ongoing: Attached ally has +1 / +1 and Nature Resistance."])
    assert entry["powers"] == [
        {"continuous": {"affects": HOST, "atk": 1, "health": 1, "gain_keywords": ["Nature Resistance"]}},
        {"replacement": {"when": {"event": "damage", "damage_type": "nature", "destination": HOST},
                         "instead": {"prevent": "all"}}}]
    with pytest.raises(pool_shapes.Unrecognised):  # a resistance to no damage type the engine knows
        encode(["Attach to target ally.", "Ongoing: Attached ally has +1 / +1 and Poison Resistance."])


# -- enc-if2 --

def test_assault_and_another_keyword_on_the_host_are_two_changes():
    """'Assault 3' is +3 ATK on its controller's own turns only; the keyword beside it counts on every turn."""
    entry = encode(["Attach to target hero.", "Ongoing: Attached hero has Assault 3 and Mend 3."])
    assert entry["powers"] == [
        {"continuous": {"affects": HOST, "atk": 3, "during": "your-turn", "gain_keywords": ["Assault 3"]}},
        {"continuous": {"affects": HOST, "gain_keywords": ["Mend 3"]}}]


def test_assault_beside_a_stat_on_the_host_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Attach to target hero.", "Ongoing: Attached hero has Assault 3 and +2 ATK."])


def test_a_card_heals_damage_from_itself():
    card = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 3,
            "atk": 2, "health": 4, "damage_type": "melee", "traits": ["Orc", "Warrior"]}
    entry = pool_shapes.encode(card, SETS, ["At the start of your turn, you may remove target card in a graveyard "
                                            "from the game. If you do, Stand-in heals 2 damage from himself."])[0]
    effect = entry["powers"][0]["triggered"]["effects"][0]["may"][0]
    assert effect["if_you_do"] == [{"heal": 2, "source": {"this": True}, "from": {"this": True}}]
    for near_miss in ("Stand-in heals 2 damage from themselves.", "Stand-in heals two damage from itself."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(near_miss.replace("Stand-in", "NAME"))
