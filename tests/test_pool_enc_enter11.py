"""enc-enter11: the pool cards this helper's readers encode, played on a board of their own (the pool harness of
tests/test_encode_pool.py replays each as a scenario)."""
from __future__ import annotations

from test_encode_pool import BIG_ALLY, CARDS, HEROES, LIB, assert_plays

BY_NAME = {c.name: c for c in CARDS}


def players(alice: dict, bob: dict | None = None) -> list:
    return [{"name": "Alice", "hero": {"card": HEROES["Alice"]}, **alice},
            {"name": "Bob", "hero": {"card": HEROES["Bob"]}, **(bob or {})}]


# -- 'double the ATK' (tools/shapes/doubled_atk.py): +X ATK this turn, X the card's own ATK as the link resolves
# (709.2d, 714.3), so a second doubling reads the ATK the first gave.

def test_korah_icefang_doubles_the_atk_of_the_ally_it_targets_as_it_enters_play(tmp_path):
    card = BY_NAME["Korah Icefang"]
    atk = LIB.get(BIG_ALLY).atk
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost}, {"play": [{"card": BIG_ALLY, "id": "bob-ally"}]})}
    script = [{"play": "it", "by": "Alice"}, {"choose": "bob-ally", "by": "Alice"}]
    assert_plays(card, setup, script, {"cards": {"it": {"zone": "play"}, "bob-ally": {"atk": 2 * atk}}}, tmp_path)


def test_wrath_of_the_ages_doubles_the_atk_and_gives_smash(tmp_path):
    card = BY_NAME["Wrath of the Ages"]
    atk = LIB.get(BIG_ALLY).atk
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost, "play": [{"card": BIG_ALLY, "id": "ally"}]})}
    script = [{"play": "it", "by": "Alice", "choose": {"race": "Orc"}, "targets": {"first": "ally"}}]
    expect = {"cards": {"it": {"zone": "graveyard"}, "ally": {"atk": 2 * atk, "keywords": ["Smash"]}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_ripper_doubled_twice_has_four_times_its_atk(tmp_path):
    card = BY_NAME["Ripper"]
    setup = {"turn_player": "Alice", "players": players({"play": [{"card": card.name, "id": "it"}], "resources": 6})}
    script = [{"use": "it", "by": "Alice"}, {"use": "it", "by": "Alice", "when": "chain-empty"}]
    assert_plays(card, setup, script, {"cards": {"it": {"atk": 4 * card.atk}}}, tmp_path)


def test_a_sentence_doubling_a_group_is_not_encoded():
    import pool_shapes
    for sentence in ("Double the ATK of each ally this turn.", "Double the ATK of target ally.",
                     "Double the health of target ally this turn."):
        try:
            pool_shapes.piece(sentence)
        except pool_shapes.Unrecognised:
            continue
        raise AssertionError(f"read: {sentence}")


# -- 'Look at the top card of your deck. You may put it on the bottom.' (tools/shapes/top_card_put.py): only Alice sees
# it (415.3a); put on the bottom (415.3c) if she chooses, else it stays on top.

def girdle_game(choice: str) -> tuple[dict, list]:
    card = BY_NAME["Girdle of the Blasted Reaches"]
    deck = [{"card": BIG_ALLY, "id": f"deck-{i}"} for i in range(3)]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost, "deck": deck})}
    return setup, [{"play": "it", "by": "Alice"}, {"choose": choice, "by": "Alice"}]


def test_girdle_puts_the_top_card_on_the_bottom_if_alice_chooses(tmp_path):
    setup, script = girdle_game("deck-0")
    expect = {"cards": {"it": {"zone": "play"}}, "players": {"Alice": {"deck_order": ["deck-1", "deck-2", "deck-0"]}}}
    assert_plays(BY_NAME["Girdle of the Blasted Reaches"], setup, script, expect, tmp_path)


def test_girdle_leaves_the_top_card_where_it_is_if_she_does_not(tmp_path):
    setup, script = girdle_game("none")
    expect = {"cards": {"it": {"zone": "play"}}, "players": {"Alice": {"deck_order": ["deck-0", "deck-1", "deck-2"]}}}
    assert_plays(BY_NAME["Girdle of the Blasted Reaches"], setup, script, expect, tmp_path)


# -- 'gain control of target ally while NAME remains in your party', 'You control it while NAME remains under your
# control', 'That equipment can't ready … while NAME remains in your party' (tools/shapes/remains_yours.py): the
# modifier lasts for as long as the card stays under Alice's control (714.3b); once it is destroyed, it ends.

DESTROY = "Generic Instant Destroy"  # destroy target ally (2, Instant)


def entered(card_name: str, alice_more: dict, bob_more: dict, chosen: str) -> tuple[dict, list]:
    card = BY_NAME[card_name]
    alice = {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost, **alice_more}
    return ({"turn_player": "Alice", "players": players(alice, bob_more)},
            [{"play": "it", "by": "Alice"}, {"choose": chosen, "by": "Alice"}])


def test_brelnor_controls_the_ally_he_takes_while_he_stays(tmp_path):
    setup, script = entered("Brelnor Mindbender", {}, {"play": [{"card": BIG_ALLY, "id": "bob-ally"}]}, "bob-ally")
    expect = {"cards": {"it": {"zone": "play"}, "bob-ally": {"controller": "Alice"}}}
    assert_plays(BY_NAME["Brelnor Mindbender"], setup, script, expect, tmp_path)


def test_brelnor_destroyed_the_ally_goes_back_to_bob(tmp_path):
    setup, script = entered("Brelnor Mindbender", {}, {"play": [{"card": BIG_ALLY, "id": "bob-ally"}]}, "bob-ally")
    alice = setup["players"][0]
    alice["hand"].append({"card": DESTROY, "id": "destroy"})
    alice["resources"] += LIB.get(DESTROY).cost
    script.append({"play": "destroy", "by": "Alice", "targets": {"first": "it"}, "when": "chain-empty"})
    expect = {"cards": {"it": {"zone": "graveyard"}, "bob-ally": {"zone": "play", "controller": "Bob"}}}
    assert_plays(BY_NAME["Brelnor Mindbender"], setup, script, expect, tmp_path)


def test_durgrin_keeps_the_exhausted_equipment_from_readying_in_bobs_ready_step(tmp_path):
    setup, script = entered("Durgrin Ironedge", {}, {"play": [{"card": "Krol Blade", "id": "bob-weapon"}]}, "yes")
    script.insert(1, {"choose": "bob-weapon", "by": "Alice"})  # the target, as the power joins the chain (707.1d)
    script.append({"end_turn": True, "by": "Alice"})
    expect = {"cards": {"it": {"zone": "play"}, "bob-weapon": {"exhausted": True}}}  # after Bob's ready step
    assert_plays(BY_NAME["Durgrin Ironedge"], setup, script, expect, tmp_path)


# -- an amount read from one card of yours picked as the link resolves (tools/shapes/picked_one.py, 709.2b, 709.2d):
# 'equal to the ATK of a Pet you control' — only Alice's Pet fits, not her bigger ally, so its ATK is the damage.

def test_simon_deals_the_atk_of_her_pet_not_of_her_other_ally(tmp_path):
    from adjudicator.cards.model import Selector
    from test_encode_pool import fitting
    card = BY_NAME["Master Sniper Simon McKey"]
    pet = fitting("ally", Selector.model_validate({"tag": "Pet"}))
    assert LIB.get(pet).atk < LIB.get(BIG_ALLY).atk
    setup = {"turn_player": "Alice", "players": [
        {"name": "Alice", "hero": {"card": card.name, "id": "it"}, "resources": 2,
         "play": [{"card": pet, "id": "pet"}, {"card": BIG_ALLY, "id": "big"}]},
        {"name": "Bob", "hero": {"card": HEROES["Bob"], "id": "bob-hero"}}]}
    script = [{"use": "it", "by": "Alice", "targets": {"first": "bob-hero"}}]
    assert_plays(card, setup, script, {"cards": {"bob-hero": {"damage": LIB.get(pet).atk}}}, tmp_path)


# -- an attachment back from the graveyard (tools/shapes/itself_back.py; {event: itself}, G1435): destroyed with its
# host (400.4), found in its owner's graveyard as the link resolves (415.9b); Alice may leave it there (708.3).

def blessing_game(choice: str) -> tuple[dict, list]:
    card = BY_NAME["Blessing of the Heavens"]
    setup = {"turn_player": "Bob", "players": players(
        {"play": [{"card": BIG_ALLY, "id": "ally"}, {"card": card.name, "id": "it", "attached_to": "ally"}]},
        {"hand": [{"card": "Generic Instant Destroy", "id": "destroy"}], "resources": 2})}
    return setup, [{"play": "destroy", "by": "Bob", "targets": {"first": "ally"}}, {"choose": choice, "by": "Alice"}]


def test_blessing_of_the_heavens_back_in_hand_if_alice_chooses(tmp_path):
    setup, script = blessing_game("yes")
    expect = {"cards": {"ally": {"zone": "graveyard"}, "it": {"zone": "hand"}}}
    assert_plays(BY_NAME["Blessing of the Heavens"], setup, script, expect, tmp_path)


def test_blessing_of_the_heavens_stays_in_the_graveyard_if_she_does_not(tmp_path):
    setup, script = blessing_game("no")
    expect = {"cards": {"ally": {"zone": "graveyard"}, "it": {"zone": "graveyard"}}}
    assert_plays(BY_NAME["Blessing of the Heavens"], setup, script, expect, tmp_path)


def rage_game(host: str) -> tuple[dict, list]:
    card = BY_NAME["Rage of the Elements"]
    setup = {"turn_player": "Bob", "players": players(
        {"play": [{"card": host, "id": "ally"}, {"card": card.name, "id": "it", "attached_to": "ally"}]},
        {"hand": [{"card": "Generic Instant Destroy", "id": "destroy"}], "resources": 2})}
    return setup, [{"play": "destroy", "by": "Bob", "targets": {"first": "ally"}}]


def test_rage_of_the_elements_comes_back_only_from_a_monster_host(tmp_path):
    from adjudicator.cards.model import Selector
    from test_encode_pool import fitting
    monster = fitting("ally", Selector.model_validate({"tag": "Monster"}))
    setup, script = rage_game(monster)
    assert_plays(BY_NAME["Rage of the Elements"], setup, script,
                 {"cards": {"ally": {"zone": "graveyard"}, "it": {"zone": "hand"}}}, tmp_path)
    setup, script = rage_game(BIG_ALLY)  # no Monster: its power doesn't trigger, and it stays in the graveyard
    assert_plays(BY_NAME["Rage of the Elements"], setup, script,
                 {"cards": {"ally": {"zone": "graveyard"}, "it": {"zone": "graveyard"}}}, tmp_path)


# -- 'When a Dragonkin ally is destroyed, you may put X +1 ATK counters on NAME, where X was the ATK of that Dragonkin'
# (tools/shapes/event_atk_counters.py): X is the destroyed card's ATK as it last was in play (712.3b, 709.2d).

def test_akirus_grows_by_the_atk_of_the_dragonkin_destroyed(tmp_path):
    from adjudicator.cards.model import Selector
    from test_encode_pool import fitting
    card = BY_NAME["Akirus the Worm-Breaker"]
    dragonkin = fitting("ally", Selector.model_validate({"trait": "Dragonkin"}))
    assert LIB.get(dragonkin).atk > 0
    setup = {"turn_player": "Alice", "players": players(
        {"play": [{"card": card.name, "id": "it"}], "hand": [{"card": "Generic Instant Destroy", "id": "destroy"}],
         "resources": 2}, {"play": [{"card": dragonkin, "id": "bob-dragonkin"}]})}
    script = [{"play": "destroy", "by": "Alice", "targets": {"first": "bob-dragonkin"}}, {"choose": "yes", "by": "Alice"}]
    expect = {"cards": {"bob-dragonkin": {"zone": "graveyard"}, "it": {"atk": card.atk + LIB.get(dragonkin).atk}}}
    assert_plays(card, setup, script, expect, tmp_path)
