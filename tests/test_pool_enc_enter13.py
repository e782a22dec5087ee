"""enc-enter13: the pool cards this helper's readers encode, played on boards of their own (the pool harness of
tests/test_encode_pool.py replays each as a scenario too)."""
from __future__ import annotations

from test_encode_pool import (BIG_ALLY, CARDS, CHEAP_ALLY, CHEAP_ARMOR, EQUIPMENT, HEROES, ONGOING_ABILITY, PREVENTS_ONE,
                              assert_plays)

BY_NAME = {c.name: c for c in CARDS}


def players(alice: dict, bob: dict | None = None) -> list:
    return [{"name": "Alice", "hero": {"card": HEROES["Alice"]}, **alice},
            {"name": "Bob", "hero": {"card": HEROES["Bob"]}, **(bob or {})}]


# -- 'that have or share the lowest (highest) cost among …' (tools/shapes/lowest_cost.py): each card of the kinds
# named whose cost ties for the lowest (highest) among those in play, whoever controls it (201.1, 709.1); an ally of
# the same cost is no ability or equipment and stays.

def talisman_board(card) -> dict:
    return {"turn_player": "Alice", "players": players(
        {"play": [{"card": card.name, "id": "it"}, {"card": CHEAP_ARMOR, "id": "vest"},  # armor, cost 2
                  {"card": EQUIPMENT, "id": "blade"}, {"card": CHEAP_ALLY, "id": "ally"}]},  # weapon 3; ally 2
        {"play": [{"card": ONGOING_ABILITY, "id": "flames"}, {"card": PREVENTS_ONE, "id": "aura"},  # abilities 8 and 5
                  {"card": CHEAP_ARMOR, "id": "bob-vest"}]})}


def test_talisman_of_the_alliance_destroys_every_card_tied_for_the_lowest_cost(tmp_path):
    card = BY_NAME["Talisman of the Alliance"]
    expect = {"cards": {"it": {"zone": "graveyard"}, "vest": {"zone": "graveyard"}, "bob-vest": {"zone": "graveyard"},
                        "blade": {"zone": "play"}, "ally": {"zone": "play"}, "flames": {"zone": "play"},
                        "aura": {"zone": "play"}}}
    assert_plays(card, talisman_board(card), [{"use": "it", "by": "Alice"}], expect, tmp_path)


def test_talisman_of_the_horde_destroys_only_the_highest(tmp_path):
    card = BY_NAME["Talisman of the Horde"]
    expect = {"cards": {"it": {"zone": "graveyard"}, "flames": {"zone": "graveyard"}, "aura": {"zone": "play"},
                        "vest": {"zone": "play"}, "bob-vest": {"zone": "play"}, "blade": {"zone": "play"},
                        "ally": {"zone": "play"}}}
    assert_plays(card, talisman_board(card), [{"use": "it", "by": "Alice"}], expect, tmp_path)


# -- 'put each other ability, ally, and equipment into its owner's hand' (tools/shapes/each_other_back.py): every
# card of those kinds but the armor itself, both players', each into its owner's hand (415.9a); heroes stay.

def test_wall_of_terror_sends_every_other_card_of_the_kinds_home(tmp_path):
    card = BY_NAME["Wall of Terror"]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost,
         "play": [{"card": CHEAP_ALLY, "id": "ally"}, {"card": EQUIPMENT, "id": "blade"}]},
        {"play": [{"card": BIG_ALLY, "id": "bob-ally"}, {"card": ONGOING_ABILITY, "id": "flames"}]})}
    expect = {"cards": {"it": {"zone": "play"}, "ally": {"zone": "hand"}, "blade": {"zone": "hand"},
                        "bob-ally": {"zone": "hand"}, "flames": {"zone": "hand"}},
              "players": {"Alice": {"hand": 2}, "Bob": {"hand": 2}}}
    assert_plays(card, setup, [{"play": "it", "by": "Alice"}], expect, tmp_path)


# -- 'you may put another ally you control into its owner's hand' (tools/shapes/own_pick.py): the ally itself is
# no choice (200.1), so with no other ally of hers nothing moves; with one, it goes into her hand (709.2b, 415.9a).

def test_funken_fusemissile_sends_back_another_ally(tmp_path):
    card = BY_NAME["Funken Fusemissile"]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost, "play": [{"card": CHEAP_ALLY, "id": "ally"}]})}
    script = [{"play": "it", "by": "Alice"}, {"choose": "yes", "by": "Alice"}, {"choose": "ally", "by": "Alice"}]
    expect = {"cards": {"it": {"zone": "play"}, "ally": {"zone": "hand"}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_funken_fusemissile_never_sends_back_itself(tmp_path):
    card = BY_NAME["Funken Fusemissile"]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost})}
    script = [{"play": "it", "by": "Alice"}, {"choose": "yes", "by": "Alice"}]
    expect = {"cards": {"it": {"zone": "play"}}, "players": {"Alice": {"hand": 0}}}
    assert_plays(card, setup, script, expect, tmp_path)


# -- 'target Totem' (tools/shapes/grammar.py's tagged_target): any card with that tag (202.1).

def test_statias_target_is_any_card_tagged_totem():
    card = BY_NAME["Statia the Preserver"]
    assert [t.model_dump(exclude_defaults=True) for t in card.powers[0].payment.targets] == \
        [{"id": "first", "kind": "card", "fits": {"tag": "Totem"}}]


# -- the shared readers this helper widened, with made-up sentences (tests/shape_cards.py's stand-in) --------------

def test_damage_to_a_target_totem_prevented_and_nothing_else_of_target_totem():
    import pytest

    from shape_cards import encode, pool_shapes
    card = encode(["Prevent all damage that would be dealt to target Aura this turn."])
    assert card["targets"] == [{"id": "first", "kind": "card", "fits": {"tag": "Aura"}}]
    assert card["effects"] == [{"create_modifier": {"when": {"event": "damage", "destination": {"target": "first"}},
                                                    "instead": {"prevent": "all"}, "duration": "this-turn"}}]
    for near in ("Ready target Totem.", "Target Totem has +3 ATK this turn.",
                 "Prevent all damage that would be dealt to target Totem this combat."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(near)


def test_misspellings_every_data_set_has_are_read_as_their_words():
    from shapes.misspelt import corrected
    assert corrected("Youmay exhaust target exhauste ally; youmay intrerupt it; it dels 1 damage.") == \
        "Youmay exhaust target exhausted ally; you may interrupt it; it deals 1 damage."


def test_your_hero_has_after_an_abilitys_ongoing_is_a_power_in_play():
    from shape_cards import encode
    card = encode(["Ongoing: When Stand-in enters play, draw a card. Your hero has Elusive."])
    assert card["powers"][-1] == {"continuous": {"affects": {"kind": "hero", "controller": "you"},
                                                 "gain_keywords": ["Elusive"]}}
    assert "Ongoing" in card["tags"]


def test_a_trait_and_or_a_tag_is_a_group_of_either():
    import pytest

    from shape_cards import encode, pool_shapes
    power = encode(["When Stand-in enters play, draw a card for each Undead and/or Monster ally you control."],
                   "ally")["powers"][0]["triggered"]
    assert power["effects"] == [{"draw": {"count": {"kind": "ally", "controller": "you",
                                                    "any": [{"trait": "Undead"}, {"tag": "Monster"}]}}}]
    for near in ("Destroy each Demon and/or Blue ally.",                      # no trait, no tag
                 "Destroy target Demon and/or Monster ally.",                 # a target
                 "Destroy each Demon and/or Monster ally and/or hero."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(near)
