"""An ability whose cost has an X (tools/shapes/x_cost.py): ``x_cost: true`` and the amount X where the card's own
link reads it (707.1b); an X read for nothing, made into another number or put where the card language has none is
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes

HERO = {"kind": "hero", "controller": "you"}


def test_damage_and_healing_of_x():
    entry = encode(["Your hero deals X shadow damage to target opposing hero or ally and heals X damage from itself."],
                   cost=0, x_cost=True)  # Nightfall
    assert list(entry)[:6] == ["name", "set", "number", "type", "cost", "x_cost"] and entry["x_cost"] is True
    assert entry["effects"] == [
        {"deal_damage": "X", "damage_type": "shadow", "source": HERO, "to": {"target": "first"}},
        {"heal": "X", "source": HERO, "from": HERO}]


def test_x_divided_among_any_number_of_targets():
    entry = encode(["Your hero deals X nature damage divided as you choose to any number of target heroes and/or "
                    "allies."], cost=2, x_cost=True)  # Storm of the Ages
    assert entry["targets"] == [{"id": "first", "kind": "character", "count": "any"}]  # a positive share each (707.1d)
    assert entry["effects"][0]["deal_damage"] == "X" and entry["effects"][0]["divided"] is True


def test_a_target_with_cost_x():
    entry = encode(["Destroy target ally with cost X."], cost=1, x_cost=True)
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"cost": "X"}}]  # 'with cost X' (707.1b)


@pytest.mark.parametrize("text, facts", [
    (["Your hero deals 2 fire damage to target ally."], {"x_cost": True}),  # X chosen for nothing
    (["Your hero deals X fire damage to target ally."], {}),  # no X in the cost: nothing chooses it
    (["Your hero deals X fire damage to each of X target allies."], {"x_cost": True}),  # a number of targets
    (["Put an X / X Wolf Beast ally token into play."], {"x_cost": True}),  # a token's numbers
    (["Your hero deals 7919 fire damage to target ally."], {"x_cost": True}),  # the stand-in printed
])
def test_a_near_miss_is_refused(text, facts):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(text, **facts)


def test_an_x_in_a_power_of_the_card_in_play_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):  # the X is the link's; a power in play is another link
        encode(["Ongoing: At the start of your turn, your hero deals X fire damage to target ally."], x_cost=True)
    with pytest.raises(pool_shapes.Unrecognised):  # only an ability's X is read
        encode(["When NAME enters play, your hero deals X fire damage to target ally."], kind="ally", x_cost=True)
