"""enc-enter14: the pool cards this helper's readers encode, played on boards of their own (the pool harness of
tests/test_encode_pool.py replays each as a scenario too: Bob declining, or unable)."""
from __future__ import annotations

from test_encode_pool import BIG_ALLY, CARDS, CHEAP_ALLY, CHEAP_ARMOR, EQUIPMENT, HEROES, assert_plays

BY_NAME = {c.name: c for c in CARDS}


def players(alice: dict, bob: dict | None = None) -> list:
    return [{"name": "Alice", "hero": {"card": HEROES["Alice"]}, **alice},
            {"name": "Bob", "hero": {"card": HEROES["Bob"]}, **(bob or {})}]


def entering(card, bob: dict) -> dict:
    return {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost}, bob)}


# -- 'unless its controller reveals his hand' (tools/shapes/unless_controller.py): Bob, the target hero's controller,
# shows his hand (415.4a) and the damage doesn't happen (709.2b); his cards stay in his hand.

def test_jadefire_netherseer_deals_nothing_once_bob_shows_his_hand(tmp_path):
    card = BY_NAME["Jadefire Netherseer"]
    setup = entering(card, {"hand": [{"card": BIG_ALLY, "id": "bob-held"}]})
    script = [{"play": "it", "by": "Alice"}, {"choose": "bob-hero", "by": "Alice"}, {"choose": "yes", "by": "Bob"}]
    expect = {"cards": {"it": {"zone": "play"}, "bob-hero": {"damage": 0}, "bob-held": {"zone": "hand"}}}
    assert_plays(card, setup, script, expect, tmp_path)


# -- 'unless its controller puts an ally he controls into its owner's hand': Bob picks one of his two allies, which goes
# to his hand (415.9a), and his hero is dealt nothing; declining, his hero is dealt 3 and both allies stay.

def test_blackhorn_fearmonger_is_stopped_by_an_ally_sent_home(tmp_path):
    card = BY_NAME["Blackhorn Fearmonger"]
    setup = entering(card, {"play": [{"card": CHEAP_ALLY, "id": "bob-ally"}, {"card": BIG_ALLY, "id": "bob-big"}]})
    script = [{"play": "it", "by": "Alice"}, {"choose": "bob-hero", "by": "Alice"}, {"choose": "yes", "by": "Bob"},
              {"choose": "bob-ally", "by": "Bob"}]
    expect = {"cards": {"bob-hero": {"damage": 0}, "bob-ally": {"zone": "hand"}, "bob-big": {"zone": "play"}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_blackhorn_fearmonger_deals_its_damage_when_bob_keeps_his_allies(tmp_path):
    card = BY_NAME["Blackhorn Fearmonger"]
    setup = entering(card, {"play": [{"card": CHEAP_ALLY, "id": "bob-ally"}]})
    script = [{"play": "it", "by": "Alice"}, {"choose": "bob-hero", "by": "Alice"}, {"choose": "no", "by": "Bob"}]
    expect = {"cards": {"bob-hero": {"damage": 3}, "bob-ally": {"zone": "play"}}}
    assert_plays(card, setup, script, expect, tmp_path)


# -- 'for this and each other cards you control' (tools/shapes/counts.py): every card in play Alice controls — her hero,
# her five resources, an ally, an armor and the Evoker itself: 9 (401.3, 709.2d); Bob's cards are not counted.

def test_twilight_frost_evoker_counts_every_card_alice_controls(tmp_path):
    card = BY_NAME["Twilight Frost Evoker"]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost,
         "play": [{"card": CHEAP_ALLY, "id": "ally"}, {"card": CHEAP_ARMOR, "id": "vest"}]},
        {"play": [{"card": CHEAP_ALLY, "id": "bob-ally"}, {"card": BIG_ALLY, "id": "bob-big"}]})}
    script = [{"play": "it", "by": "Alice"}, {"choose": "bob-hero", "by": "Alice"}]
    expect = {"cards": {"bob-hero": {"damage": 9}}}
    assert_plays(card, setup, script, expect, tmp_path)


# -- 'draw a card for each other player unless that player chooses and discards a card' (tools/shapes/
# unless_controller.py): Bob, the one other player, discards his card and Alice draws nothing; keeping it, she draws.

def test_twilight_assassin_draws_nothing_when_bob_discards(tmp_path):
    card = BY_NAME["Twilight Assassin"]
    setup = entering(card, {"hand": [{"card": BIG_ALLY, "id": "bob-held"}]})
    setup["players"][0]["deck"] = [{"card": BIG_ALLY, "id": "alice-top"}]
    script = [{"play": "it", "by": "Alice"}, {"choose": "yes", "by": "Bob"}, {"choose": "bob-held", "by": "Bob"}]
    expect = {"cards": {"bob-held": {"zone": "graveyard"}, "alice-top": {"zone": "deck"}},
              "players": {"Alice": {"hand": 0}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_twilight_assassin_draws_when_bob_keeps_his_card(tmp_path):
    card = BY_NAME["Twilight Assassin"]
    setup = entering(card, {"hand": [{"card": BIG_ALLY, "id": "bob-held"}]})
    setup["players"][0]["deck"] = [{"card": BIG_ALLY, "id": "alice-top"}]
    script = [{"play": "it", "by": "Alice"}, {"choose": "no", "by": "Bob"}]
    expect = {"cards": {"bob-held": {"zone": "hand"}, "alice-top": {"zone": "hand"}}}
    assert_plays(card, setup, script, expect, tmp_path)


# -- 'you may put target attachment from your graveyard into your hand' (tools/shapes/effects.py ATTACHMENT): a card
# whose printed text says 'Attach' (400.1); an ally in her graveyard is no target, so with only one there the power has
# no target and nothing moves (706.1).

def test_andrews_the_just_takes_back_an_attachment(tmp_path):
    card = BY_NAME["Andrews the Just"]
    setup = entering(card, {})
    setup["players"][0]["graveyard"] = [{"card": "Amplify Magic", "id": "aura"}, {"card": BIG_ALLY, "id": "gone"}]
    script = [{"play": "it", "by": "Alice"}, {"choose": "aura", "by": "Alice"}, {"choose": "yes", "by": "Alice"}]
    expect = {"cards": {"aura": {"zone": "hand"}, "gone": {"zone": "graveyard"}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_andrews_the_just_leaves_an_ally_in_the_graveyard(tmp_path):
    card = BY_NAME["Andrews the Just"]
    setup = entering(card, {})
    setup["players"][0]["graveyard"] = [{"card": BIG_ALLY, "id": "gone"}]
    expect = {"cards": {"it": {"zone": "play"}, "gone": {"zone": "graveyard"}}, "players": {"Alice": {"hand": 0}}}
    assert_plays(card, setup, [{"play": "it", "by": "Alice"}], expect, tmp_path)


def test_target_attachment_is_read_only_into_a_hand_from_a_graveyard():
    import pytest

    from shape_cards import encode, pool_shapes
    card = encode(["Put target attachment from your graveyard into your hand."])
    assert card["targets"] == [{"id": "first", "kind": "card", "fits": {"attachment": True}, "zone": "graveyard",
                                "controller": "you"}]
    for near in ("Put target attachment from your graveyard into play.",
                 "Put target attachment from your graveyard on top of your deck.",
                 "Put each attachment from your graveyard into your hand."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(near)


# -- 'you may put the bottom card of your deck into your hand' (tools/shapes/nth_from_top.py): saying no, her deck
# keeps all three cards in order (708.3).

def test_spaulders_of_lost_secrets_moves_nothing_when_alice_says_no(tmp_path):
    card = BY_NAME["Spaulders of Lost Secrets"]
    setup = entering(card, {})
    setup["players"][0]["deck"] = [{"card": BIG_ALLY, "id": f"deck-{i}"} for i in range(3)]
    script = [{"play": "it", "by": "Alice"}, {"choose": "no", "by": "Alice"}]
    expect = {"cards": {"it": {"zone": "play"}}, "players": {"Alice": {"hand": 0, "deck_order": ["deck-0", "deck-1", "deck-2"]}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_the_bottom_and_a_place_from_the_top_are_refused_together():
    import pytest
    from pydantic import ValidationError

    from adjudicator.cards.model import MoveTop, UnlessAction
    with pytest.raises(ValidationError):
        MoveTop.model_validate({"move_top": 1, "bottom": True, "at": 3, "to": "hand"})
    with pytest.raises(ValidationError):  # a flag: false would mean nothing
        UnlessAction.model_validate({"reveal_hand": False})
    with pytest.raises(ValidationError):  # one stop only
        UnlessAction.model_validate({"reveal_hand": True, "discard": 1})


# -- 'When an ally or equipment enters play under your control, your hero has Assault 1 this turn, and you may exhaust
# target hero or ally.' (tools/shapes/this_turn_and_may.py, triggers.py's KIND_PAIR): a weapon entering play fires it
# (equipment: 200.x); an ability played does not.

def technique_board(hand: list) -> dict:
    return {"turn_player": "Alice", "players": players(
        {"play": [{"card": "Distraction Technique", "id": "it"}], "hand": hand, "resources": 10},
        {"play": [{"card": BIG_ALLY, "id": "bob-big"}]})}


def test_distraction_technique_fires_on_a_weapon(tmp_path):
    card = BY_NAME["Distraction Technique"]
    setup = technique_board([{"card": EQUIPMENT, "id": "blade"}])
    script = [{"play": "blade", "by": "Alice"}, {"choose": "bob-big", "by": "Alice"}, {"choose": "yes", "by": "Alice"}]
    expect = {"cards": {"blade": {"zone": "play"}, "bob-big": {"exhausted": True},
                        "alice-hero": {"keywords": ["Assault 1"]}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_distraction_technique_sleeps_through_an_ability(tmp_path):
    card = BY_NAME["Distraction Technique"]
    setup = technique_board([{"card": "Fire Blast", "id": "blast"}])
    script = [{"play": "blast", "by": "Alice", "targets": {"first": "bob-hero"}}]
    expect = {"cards": {"blast": {"zone": "graveyard"}, "bob-big": {"exhausted": False},
                        "alice-hero": {"keywords": []}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_a_change_this_turn_and_then_you_may():
    import pytest

    from shape_cards import pool_shapes
    power = pool_shapes.piece("When NAME enters play, your hero has +2 ATK this turn, and you may exhaust target "
                              "ally.").parts["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "ally"}]
    assert [list(e) for e in power["effects"]] == [["create_continuous", "duration"], ["may"]]
    for near in ("When NAME enters play, target ally has +2 ATK this turn, and you may exhaust target hero.",
                 "When an ally or ally enters play under your control, your hero has +2 ATK this turn, and you may "
                 "draw a card."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(near)
