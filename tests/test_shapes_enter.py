"""The shapes of tools/shapes/enter.py: effects after "When NAME enters play", "When NAME is destroyed" and
"At the start of your turn" — damage put on a card, "destroy (exhaust) NAME unless you pay N", and the card
itself put from its owner's graveyard after its own destruction. Each reads real sentences of the pool into
the card language and refuses its near misses (the card then stays in the pool's tail). The cards the
encoder writes with them are played by tests/test_encode_pool.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.replay import replay  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
NUMBERS = {"ally": {"cost": 4, "atk": 1, "health": 5, "damage_type": "nature"}, "ability": {"cost": 2},
           "weapon": {"cost": 3, "atk": 3, "strike_cost": 1, "damage_type": "ranged", "traits": ["Ranged (1)", "Crossbow"]},
           "armor": {"cost": 2, "def": 3, "traits": ["Waist (1)", "Plate"]}}
YOUR_TURN = {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}}


def encode(kind: str, *text: str) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], **NUMBERS[kind]}
    return pool_shapes.encode(card, SETS, list(text))[0]


def refused(kind: str, *text: str) -> None:
    with pytest.raises(pool_shapes.Unrecognised):
        encode(kind, *text)


def triggered(entry: dict) -> dict:
    return next(p["triggered"] for p in entry["powers"] if "triggered" in p)


def test_damage_put_on_your_hero_the_host_the_card_itself_or_a_target():
    entry = encode("armor", "At the start of your turn, put 1 damage on your hero.")  # Girdle of the Endless Pit
    assert triggered(entry) == {"when": YOUR_TURN, "effects": [{"put_damage": 1, "on": {"kind": "hero", "controller": "you"}}]}
    entry = encode("ally", "When Stand-in enters play, you may put 2 damage on Stand-in.")
    assert triggered(entry)["effects"] == [{"may": [{"put_damage": 2, "on": {"this": True}}]}]
    entry = encode("ability", "Attach to target ally.", "Ongoing: Attached ally has +3 ATK and +3 health.",
                   "At the start of your turn, put 2 damage on attached ally.")  # Intensify Rage
    assert triggered(entry)["effects"] == [{"put_damage": 2, "on": {"host": True, "kind": "ally"}}]
    entry = encode("ally", "When Stand-in enters play, put 3 damage on target opposing ally.")
    assert triggered(entry)["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing"}]
    assert triggered(entry)["effects"] == [{"put_damage": 3, "on": {"target": "first"}}]


@pytest.mark.parametrize("sentence", [
    "When Stand-in enters play, put 2 damage on each opposing ally.",  # a group: not read
    "When Stand-in enters play, put 2 damage on up to two target allies.",  # 'up to': not read
    "When Stand-in enters play, put 2 damage on target ability.",  # a card with no health
    "When Stand-in enters play, put X damage on your hero.",  # no amount given
])
def test_damage_put_near_misses_are_refused(sentence):
    refused("ally", sentence)


def test_destroyed_or_exhausted_unless_you_pay():
    entry = encode("weapon", "At the start of your turn, exhaust Stand-in unless you pay 1.")  # Steelhawk Crossbow
    assert triggered(entry) == {"when": YOUR_TURN, "effects": [{"unless": {"pay": 1}, "then": [{"exhaust": {"this": True}}]}]}
    entry = encode("ability", "Ongoing: At the start of your turn, destroy Stand-in unless you pay 4.")  # Drain Mana
    assert entry["powers"][0]["triggered"]["effects"] == [{"unless": {"pay": 4}, "then": [{"destroy": {"this": True}}]}]


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, destroy Stand-in unless you pay X.",  # X: no number
    "At the start of your turn, destroy target ally unless you pay 1.",  # a target: whose payment stops it?
    "At the start of your turn, exhaust Stand-in unless its controller pays 1.",  # another player: not read here
    "At the start of your turn, destroy Stand-in unless you pay 0.",
])
def test_unless_near_misses_are_refused(sentence):
    refused("weapon", sentence)


def test_the_card_itself_from_the_graveyard_after_its_own_destruction():
    entry = encode("ally", "When Stand-in is destroyed, you may put him from the graveyard into his owner's resource "
                           "row face down and exhausted.")  # Toho Bloomhorn, Jaga'zul the Wild's Fury
    moved = {"event": "moved", "zone": "graveyard"}
    assert triggered(entry) == {"when": {"event": "destroyed", "subject": {"this": True}},
                                "effects": [{"may": [{"put_into_resource_row": moved, "exhausted": True}]}]}
    entry = encode("ally", "When Stand-in is destroyed, put it from its owner's graveyard into his hand.")
    assert triggered(entry)["effects"] == [{"put_into_hand": moved}]


@pytest.mark.parametrize("kind, text", [
    # (enc-enter11: an attachment's own card when its host is destroyed now reads, {event: itself}:
    # tests/test_shapes_itself_back.py)
    ("ally", ["When Stand-in is destroyed, put him from the graveyard into his hand."]),  # whose hand?
    ("ally", ["When Stand-in is destroyed, put him from the graveyard into your hand."]),  # not its owner's
    ("ally", ["When another ally is destroyed, put it from its owner's graveyard into his hand."]),  # another card
    # (enc-when1: '… put it into your deck third from the top' now reads: tests/test_pool_enc_when1.py)
])
def test_graveyard_near_misses_are_refused(kind, text):
    refused(kind, *text)


def test_one_face_up_resource_or_quest_turned_face_down():
    entry = encode("ally", "When Stand-in enters play, you may turn a face up resource you control face down. If you do, "
                           "target ally has +2 ATK this turn.")  # Orc Peon
    (effect,) = triggered(entry)["effects"]
    assert effect["may"][0]["do"] == {"turn_face_down": {"row": "resource", "controller": "you"}, "one": True}
    entry = encode("ally", "When Stand-in enters play, you may turn a quest you control face down.")
    assert triggered(entry)["effects"] == [{"may": [{"turn_face_down": {"kind": "quest", "controller": "you"}, "one": True}]}]


@pytest.mark.parametrize("sentence", [
    "When Stand-in enters play, turn a face up resource an opponent controls face down.",  # whose choice?
    "When Stand-in enters play, turn two face up resources you control face down.",  # more than one
    "When Stand-in enters play, turn an ally you control face down.",  # not a resource
])
def test_turned_face_down_near_misses_are_refused(sentence):
    refused("ally", sentence)


def test_if_you_do_after_damage_put_on_your_hero():
    entry = encode("ally", "When Stand-in enters play, you may put 2 damage on your hero. If you do, draw a card.")  # Gaktai
    assert triggered(entry)["effects"] == [{"may": [{"do": {"put_damage": 2, "on": {"kind": "hero", "controller": "you"}},
                                                      "if_you_do": [{"draw": 1}]}]}]


PARTIAL = """id: partial
title: Gaktai's put damage stopped at fatal
question: "-"
sources: ["-"]
ruling: "-"
rules: []
setup:
  turn_player: Alice
  players:
    - name: Alice
      hero: {card: Generic Alliance Hero, damage: 29}
      hand: [{card: Gaktai, id: gaktai}]
      resources: 2
      deck: [{card: Fire Blast, id: top}]
    - name: Bob
      hero: {card: Generic Horde Hero}
script:
  - {play: gaktai, by: Alice}
  - {choose: "yes", by: Alice}
expect:
  winners: [Bob]
"""


def test_damage_put_only_in_part_is_not_performed_for_if_you_do(tmp_path):
    """405.3: put damage stops at exactly fatal, so 1 of Gaktai's 2 is put on a hero with 29 of 30; the action
    was done only in part, so 'if you do, draw a card' doesn't happen (709.2f) before the hero is destroyed."""
    path = tmp_path / "partial.yaml"
    path.write_text(PARTIAL, encoding="utf-8")
    run = replay(path)
    texts = [s.text for s in run.game.trace.steps]
    assert run.passed, run.mismatches
    assert any("only 1 is put on it" in t for t in texts), texts
    assert any("was not performed" in t for t in texts) and not any("draws a card" in t for t in texts), texts





# -- s8: "… if its controller has more … than you", "equal to that ally's cost" after a trigger on another ally,
# an attachment's host back to hand, "When this ability enters play", Delve, "Look at target player's hand" --------

def test_an_effect_only_if_its_targets_controller_has_more_of_those_cards():
    entry = encode("ally", "When Stand-in enters play, destroy target equipment if its controller has more equipment "
                   "than you.")  # Munkin Blackfist
    power = triggered(entry)
    assert power["targets"] == [{"id": "first", "kind": "equipment"}]
    assert power["effects"] == [{"if": {"more_cards": {"of": {"kind": "equipment", "controller_of": "first"},
                                                       "than": {"kind": "equipment", "controller": "you"}}},
                                 "then": [{"destroy": {"target": "first"}}]}]
    entry = encode("ally", "When Stand-in enters play, destroy target resource if its controller has more resources "
                   "than you.")  # Roktar Blackfist
    assert triggered(entry)["effects"][0]["if"]["more_cards"] == {"of": {"row": "resource", "controller_of": "first"},
                                                                  "than": {"row": "resource", "controller": "you"}}
    entry = encode("ally", "When Stand-in enters play, target opponent discards two cards if he has more cards in hand "
                   "than you.")  # Logor Blackfist: 'he', the target player
    assert triggered(entry)["effects"] == [{"if": {"more_cards": {"of": {"zone": "hand", "player": "first"},
                                                                  "than": {"zone": "hand", "owner": "you"}}},
                                            "then": [{"discard": 2, "player": {"target_player": "first"}}]}]


def test_more_than_you_needs_one_target_of_the_right_kind():
    refused("ally", "When Stand-in enters play, destroy each ally if its controller has more allies than you.")  # no target
    refused("ally", "When Stand-in enters play, target opponent discards two cards if its controller has more cards "
            "in hand than you.")  # 'its controller' of a player
    refused("ally", "When Stand-in enters play, destroy target ally if he has more allies than you.")  # 'he': a card
    refused("ally", "When Stand-in enters play, destroy target ally if its controller has more quests than you.")


def test_that_allys_cost_is_the_cost_of_the_triggers_ally():
    entry = encode("ally", "When another Night Elf ally enters play under your control, Stand-in deals fire damage to "
                   "target opposing hero equal to that ally's cost.")  # Bolin Moonflare
    power = triggered(entry)
    assert power["when"] == {"event": "enters-play", "subject": {"kind": "ally", "controller": "you", "trait": "Night Elf",
                                                                 "other": True}}
    assert power["effects"][0]["deal_damage"] == {"cost_of": "event:subject"}
    entry = encode("weapon", "When an ally you control is destroyed, your hero heals damage from itself equal to that "
                   "ally's cost.")  # Chelley's Staff of Dark Mending
    assert triggered(entry)["effects"][0]["heal"] == {"cost_of": "event:subject"}


def test_that_allys_cost_needs_an_ally_of_the_event_and_no_target_ally():
    refused("ally", "When Stand-in enters play, Stand-in deals fire damage to target opposing hero equal to that "
            "ally's cost.")  # the card itself: no other ally
    refused("ally", "When another ally enters play under your control, Stand-in deals fire damage to target ally "
            "equal to that ally's cost.")  # 'that ally': the target or the event's?
    refused("ally", "When you play an ability, Stand-in deals fire damage to target opposing hero equal to that "
            "ally's cost.")


def test_a_cost_of_the_events_card_only_in_a_triggered_power():
    from adjudicator.cards.model import CardDefinition
    base = {"name": "X", "type": "ability", "cost": 1, "text": "-", "targets": [{"id": "first", "kind": "hero"}]}
    effect = {"deal_damage": {"cost_of": "event:subject"}, "damage_type": "fire", "source": {"kind": "hero",
              "controller": "you"}, "to": {"target": "first"}}
    with pytest.raises(ValueError, match="outside a triggered power"):
        CardDefinition.model_validate({**base, "effects": [effect]})
    with pytest.raises(ValueError, match="an event's card is one of"):
        CardDefinition.model_validate({**base, "effects": [{**effect, "deal_damage": {"cost_of": "event:target"}}]})


def test_an_attachments_host_back_to_its_owners_hand():
    entry = encode("ability", "Attach to target ally.", "Ongoing: When attached ally is destroyed, put it from its owner's "
                   "graveyard into his hand.")  # Demonic Soulstone
    assert triggered(entry) == {"when": {"event": "destroyed", "subject": {"host": True, "kind": "ally"}},
                                "effects": [{"put_into_hand": {"event": "moved", "zone": "graveyard"}}]}
    refused("ability", "Attach to target ally.", "Ongoing: When attached ally is destroyed, its owner may put it from his "
            "graveyard into his hand.")  # the owner's choice, into his hand (enc-enter15: '… into play' reads now)


def test_this_ability_entering_play_is_the_card_itself():
    entry = encode("ability", "Ongoing: When this ability enters play, you may destroy target ability.")
    assert triggered(entry)["when"] == {"event": "enters-play", "subject": {"this": True}}
    refused("ability", "When this ability enters play, you may destroy target ability.")  # not after 'Ongoing:'


def test_delve_alone_after_a_trigger_or_with_may():
    entry = encode("ally", "When Stand-in enters play, Delve")  # Naz'jar Harpooner
    assert triggered(entry)["effects"] == [{"delve": True}]
    entry = encode("ally", "When this or another Murloc ally enters play under your control, you may Delve.")  # Splashtooth
    assert triggered(entry)["effects"] == [{"may": [{"delve": True}]}]
    entry = encode("ability", "Put target ally into its owner's hand.", "Delve")  # Psychic Screech
    assert entry["effects"] == [{"return_to_hand": {"target": "first"}}, {"delve": True}]
    refused("ally", "When Stand-in enters play, Delve twice.")


def test_look_at_target_players_hand():
    entry = encode("armor", "When Stand-in enters play, look at target player's hand.")  # Tankatronic Goggles
    assert triggered(entry)["targets"] == [{"id": "first", "kind": "player"}]
    assert triggered(entry)["effects"] == [{"look_at_hand": {"target_player": "first"}, "then": "nothing"}]
    entry = encode("ability", "Look at target opponent's hand.")
    assert entry["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    refused("ability", "Look at target ally's hand.")


def test_the_first_time_on_each_of_your_turns():
    entry = encode("ally", "When an ally you control is destroyed for the first time on each of your turns, Stand-in "
                   "has +3 ATK and Smash this turn.")  # Volatile Terrorfiend
    power = triggered(entry)
    assert power["your_turn"] is True and power["first_each_turn"] is True
    assert power["when"] == {"event": "destroyed", "subject": {"kind": "ally", "controller": "you"}}
    refused("ally", "When Stand-in is destroyed for the first time on each of your turns, draw a card.")  # the card itself


def test_one_card_of_your_choice_from_your_graveyard_into_your_hand():
    entry = encode("armor", "When Stand-in enters play, you may put an ability card from your graveyard into your hand.")
    assert triggered(entry)["effects"] == [{"may": [{"put_into_hand": {"kind": "ability", "zone": "graveyard", "owner": "you"},
                                                     "count": 1}]}]  # Whitemane's Chapeau: no target, one card
    refused("armor", "When Stand-in enters play, put a damaged ally card from your graveyard into your hand.")
    refused("armor", "When Stand-in enters play, put an ally card you control from your graveyard into your hand.")


def test_resources_readied_one_or_up_to_n():
    entry = encode("ally", "When Stand-in enters play, you may ready one of your resources.")  # Joja'bee
    assert triggered(entry)["effects"] == [{"may": [{"ready_resources": 1}]}]
    entry = encode("ally", "When Stand-in enters play, if you control no ready resources, ready up to three resources "
                   "you control.")  # Champion of Time
    assert triggered(entry)["effects"] == [{"ready_resources": 3, "up_to": True}]
    entry = encode("ability", "Ongoing: At the end of your turn, ready up to two resources you control.")  # Primal Focus
    assert entry["powers"][0]["triggered"]["effects"] == [{"ready_resources": 2, "up_to": True}]
    assert pool_shapes.piece("Ready a resource you control.").parts["effects"][0]("first") == {"ready_resources": 1}
    refused("ability", "Ready up to three face-up resources you control.")  # only face-up ones: not read
    refused("ability", "Ready two resource you control.")  # a number that doesn't agree with its noun
    refused("ability", "Ready a of your resources.")
    refused("ability", "Ready up to X of your resources.")  # X: no amount clause here


def test_up_to_lets_the_player_name_how_many():
    """'up to N' (709.2b): the player names how many; 'N' alone readies N without asking."""
    from adjudicator.cards.model import ReadyResources
    assert ReadyResources.model_validate({"ready_resources": 2}).up_to is False
    assert ReadyResources.model_validate({"ready_resources": 2, "up_to": True}).up_to is True
    with pytest.raises(ValueError):
        ReadyResources.model_validate({"ready_resources": 2, "up_to": "some"})





# -- s10: a tag of the trigger's card, 'that ability's cost', plays the first time on each of your turns, 'this ally',
# 'it may deal' of the event's ally, 'gain control of target …', 'turn all (opposing) resources face down'

def test_a_tag_of_the_played_or_destroyed_card():
    entry = encode("ability", "Ongoing: When you play a Balance ability, draw a card.")  # Dreamstate
    assert entry["powers"][0]["triggered"]["when"] == {"event": "played",
                                                       "subject": {"kind": "ability", "controller": "you", "tag": "Balance"}}
    entry = encode("ally", "When you play an Ongoing [Priest] ability, Stand-in may deal 3 unpreventable holy damage to "
                   "target hero or ally.")  # Daralis the Sanctifier
    assert triggered(entry)["when"]["subject"] == {"kind": "ability", "controller": "you", "tag": "Ongoing",
                                                   "class_icon": "Priest"}
    entry = encode("ally", "When one of your Totems is destroyed, Stand-in deals 1 frost damage to target hero or ally.")
    assert triggered(entry)["when"] == {"event": "destroyed", "subject": {"kind": "ability", "controller": "you",
                                                                           "tag": "Totem"}}  # Rek'gar
    entry = encode("ally", "When you play a non-Feral ability, draw a card.")
    assert triggered(entry)["when"]["subject"]["not"] == {"tag": "Feral"}
    entry = encode("ability", "Ongoing: When you play a Form, draw a card.")
    assert entry["powers"][0]["triggered"]["when"]["subject"]["tag"] == "Form"


@pytest.mark.parametrize("sentence", [
    "When you play a Gnome ability, draw a card.",  # no ability card has the tag
    "When you play a Shadow [Pirate] ability, draw a card.",  # no such class icon
    "When you play a non-Ongoing [Priest] ability, draw a card.",  # 'non-' with an icon: which does it deny?
    "When you play a Balance, draw a card.",  # a talent is said with its noun
    "When one of your Balances is destroyed, draw a card.",
])
def test_a_tag_near_misses_are_refused(sentence):
    refused("ally", sentence)


def test_that_abilitys_cost_and_plays_on_your_turns():
    entry = encode("ally", "When you play an ability, your hero heals damage from itself equal to that ability's cost.")
    assert triggered(entry)["effects"] == [{"heal": {"cost_of": "event:subject"}, "source": {"kind": "hero", "controller": "you"},
                                            "from": {"kind": "hero", "controller": "you"}}]
    refused("ally", "When you play an ally, your hero heals damage from itself equal to that ability's cost.")
    refused("ally", "When you play an ability, Stand-in deals damage to target ability equal to that ability's cost.")
    entry = encode("ally", "When you play an ability for the first time on each of your turns, draw a card.")
    power = triggered(entry)
    assert power["when"]["event"] == "played" and power["your_turn"] is True and power["first_each_turn"] is True


def test_this_ally_and_it_may_deal():
    entry = encode("ally", "When this ally enters play, draw a card.")
    assert triggered(entry) == {"when": {"event": "enters-play", "subject": {"this": True}}, "effects": [{"draw": 1}]}
    entry = encode("ally", "When this or another Unique ally enters play under your control, it may deal 2 unpreventable "
                   "holy damage to target ally.")  # Brother Keltan
    power = triggered(entry)
    assert power["when"]["subject"] == {"any": [{"this": True}, {"kind": "ally", "controller": "you", "tag": "Unique",
                                                                 "other": True}]}
    assert power["effects"] == [{"may": [{"deal_damage": 2, "damage_type": "holy", "source": {"event": "subject"},
                                          "to": {"target": "first"}, "unpreventable": True}]}]
    refused("ally", "When an ally enters play under a friendly player's control, it may deal 1 arcane "
            "damage to target hero.")  # enc-enter15: '… your control or a friendly player's control' reads now (the link's
    # controller's choice: tests/test_pool_enc_enter15.py); a teammate's alone is not read
    refused("ally", "When an ally enters play, it may deal 1 arcane damage to target hero.")  # anyone's ally
    refused("ally", "When an ally enters play under your control, it may draw a card.")


def test_gain_control_of_a_target_and_resources_turned_face_down():
    entry = encode("ally", "When Stand-in enters play, gain control of target armor or item.")  # Ethereal Thief
    assert triggered(entry)["targets"] == [{"id": "first", "kind": ["armor", "item"]}]
    assert triggered(entry)["effects"] == [{"gain_control": {"target": "first"}}]
    entry = encode("ability", "Gain control of target attacking ally.")  # Brainwash
    assert entry["effects"] == [{"gain_control": {"target": "first"}}]
    entry = encode("ability", "You may gain control of target ally.")
    assert entry["effects"] == [{"may": [{"gain_control": {"target": "first"}}]}]
    for near in ("Gain control of target hero.", "Gain control of target hero or ally.", "Gain control of target ability.",
                 "Gain control of target resource.", "Gain control of up to two target allies."):
        refused("ability", near)
    entry = encode("ally", "When Stand-in enters play, turn all opposing resources face down.")  # Doomsayer Din'ju
    assert triggered(entry)["effects"] == [{"turn_face_down": {"row": "resource", "controller": "opposing"}}]
    entry = encode("ability", "Turn all resources you control face down.")
    assert entry["effects"] == [{"turn_face_down": {"row": "resource", "controller": "you"}}]
    refused("ability", "Turn all opposing resources you control face down.")
    refused("ability", "Turn all opposing resource face down.")





# -- enc-enter (s11): 'When you play a Paladin ability': an ability with that class icon (206.1a) ---------------------

def test_a_class_word_before_ability_is_its_class_icon():
    entry = encode("armor", "When you play a Paladin ability, ready Stand-in.")  # Judgement Crown
    assert triggered(entry) == {"when": {"event": "played", "subject": {"kind": "ability", "controller": "you",
                                                                          "class_icon": "Paladin"}},
                                "effects": [{"ready": {"this": True}}]}
    entry = encode("weapon", "When you play a hunter ability, your Ranged weapons have +1 ATK this turn.")  # Lok'delar
    assert triggered(entry)["when"]["subject"] == {"kind": "ability", "controller": "you", "class_icon": "Hunter"}
    entry = encode("armor", "When an opponent plays a Death Knight ability, ready Stand-in.")
    assert triggered(entry)["when"]["subject"] == {"kind": "ability", "controller": "opposing", "class_icon": "Death Knight"}


@pytest.mark.parametrize("sentence", [
    "When you play a non-Paladin ability, ready Stand-in.",  # without the icon: not read
    "When you play a Paladin [Priest] ability, ready Stand-in.",  # a class word and another class icon
    "When you play a Pirate ability, ready Stand-in.",  # no such class
])
def test_a_class_word_before_ability_near_misses_are_refused(sentence):
    refused("armor", sentence)


def test_you_may_pay_and_if_you_do_on_two_lines_read_as_one():
    entry = encode("armor", "When you play a Priest ability, you may pay 1.",
                   "If you do, your hero heals 2 damage from each friendly ally.")  # Leggings of Transcendence
    assert triggered(entry)["effects"] == [{"may_pay": 1, "if_you_do": [
        {"heal": 2, "source": {"kind": "hero", "controller": "you"}, "from": {"kind": "ally", "controller": "friendly"}}]}]
    refused("armor", "When you play a Priest ability, you may pay 1.")  # the payment for nothing
    refused("armor", "When you play a Priest ability, you may pay 1.", "Draw a card.")  # no 'If you do'


def test_tokens_as_many_as_the_trigger_allys_cost():
    entry = encode("ally", "When you play an ally, put X 1 [Fire] / 1 [Health] Red Dragonkin ally tokens into play, "
                           "where X is that ally's cost.")  # Korialstrasz
    assert triggered(entry) == {"when": {"event": "played", "subject": {"kind": "ally", "controller": "you"}},
                                "effects": [{"put_token": "Red Dragonkin", "atk": 1, "damage_type": "fire", "health": 1,
                                             "traits": ["Red Dragonkin"], "count": {"cost_of": "event:subject"}}]}
    legacy = ("Ongoing: When an ally enters play under your control, you may put X 1 / 1 Treant ally tokens into play, "
              "where X is that ally's cost.")  # Legacy of Stormrage's first power: it reads, and its tokens fire it again
    assert pool_shapes.tokens_fire_again(pool_shapes.piece(legacy.removeprefix("Ongoing: ")).parts["powers"][0]["triggered"])
    with pytest.raises(pool_shapes.Unrecognised, match="ally tokens fire it again"):  # a loop the harness can't script
        encode("ability", legacy)


@pytest.mark.parametrize("sentence", [
    "When Stand-in enters play, put X 1 / 1 Treant ally tokens into play, where X is that ally's cost.",  # no other ally
    "When you play an ability, put X 1 / 1 Treant ally tokens into play, where X is that ally's cost.",  # no ally at all
    "When you play an ally, put X 1 / 1 Treant ally tokens into play, where X is that ally's ATK.",  # not its cost
    "When you play an ally, draw X cards, where X is that ally's cost.",  # no tokens (the amount shapes' own)
])
def test_tokens_as_many_as_the_trigger_allys_cost_near_misses(sentence):
    refused("ally", sentence)


def test_copy_the_ability_played():
    entry = encode("ally", "When you play a non-ongoing ability, you may pay 2. If you do, copy that ability.")  # Kinza
    assert triggered(entry) == {"when": {"event": "played", "subject": {"kind": "ability", "controller": "you",
                                                                          "not": {"tag": "Ongoing"}}},
                                "effects": [{"may_pay": 2, "if_you_do": [{"copy_card": {"event": "subject", "zone": "chain"}}]}]}
    entry = encode("ally", "When you play a non-Ongoing ability, you may copy it.")
    assert triggered(entry)["effects"] == [{"may": [{"copy_card": {"event": "subject", "zone": "chain"}}]}]


@pytest.mark.parametrize("sentence", [
    "When you play an ally, copy it.",  # no ability on the chain to copy
    "When Stand-in enters play, copy it.",  # the card itself, in play
    "When you play a non-Ongoing ability, copy target ability.",  # another card: not this reading
])
def test_copy_the_ability_played_near_misses(sentence):
    refused("ally", sentence)





# -- enc-dealt --


def test_enc_dealt_a_card_from_your_graveyard_into_hand():
    """'Put a Demon ally card from your graveyard into hand' (Ulrac Bloodshadow): 'your' left out, the card's owner's
    hand, yours (415.9e). Another player's hand is refused."""
    entry = encode("ability", "Put a Demon ally card from your graveyard into hand.")
    assert entry["effects"] == [{"put_into_hand": {"kind": "ally", "trait": "Demon", "zone": "graveyard", "owner": "you"},
                                 "count": 1}]
    refused("ability", "Put a Demon ally card from your graveyard into his hand.")





# -- enc-turn --


def test_a_tagged_card_from_your_graveyard_into_hand():
    """Rysa the Earthcaller: 'a Totem card', a card of that tag of any kind (202.1); 'into hand', its owner's: yours."""
    found = pool_shapes.piece("Put a Totem card from your graveyard into hand.")
    assert [make(None) for make in found.parts["effects"]] == [
        {"put_into_hand": {"tag": "Totem", "zone": "graveyard", "owner": "you"}, "count": 1}]


def test_into_another_hand_is_refused():
    """'into his hand' is not the owner's said otherwise: refused."""
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("Put a Totem card from your graveyard into his hand.")





# -- enc-enter2 --

def test_strike_with_it_after_its_own_entering():
    entry = encode("weapon", "When Stand-in enters play, you pay [4] less to strike with it this turn.")  # Chicken Splitter
    assert triggered(entry) == {"when": {"event": "enters-play", "subject": {"this": True}},
                                "effects": [{"create_continuous": {"affects": {"this": True}, "strike_cost": -4},
                                             "duration": "this-turn"}]}


@pytest.mark.parametrize("sentence", [
    "When Stand-in enters play, you pay 4 more to strike with it this turn.",  # an increase: not this reading
    "When an ally enters play, you pay 4 less to strike with it this turn.",  # 'it': another card, no weapon
    "When Stand-in enters play, you pay 4 less to strike with it.",  # no 'this turn'
])
def test_strike_with_it_near_misses(sentence):
    refused("weapon", sentence)


def test_your_next_faction_ally():
    entry = encode("ally", "When you place a resource face up, you pay 1 less to play your next [Alliance] ally this turn.")
    assert triggered(entry)["effects"] == [{"create_continuous": {"affects": {"kind": "ally", "faction": "Alliance",
                                                                              "controller": "you"}, "play_cost": -1},
                                            "duration": "this-turn", "uses": 1}]  # Swift Palomino


@pytest.mark.parametrize("sentence", [
    "You pay 1 less to play your next [Alliance] weapon this turn.",  # a faction icon on no weapon here
    "You pay 1 less to strike with [Horde] NAME this turn.",  # the card itself has no icon to name
    "You pay 1 less to play your next [Scourge] ally this turn.",  # not a faction
])
def test_your_next_faction_ally_near_misses(sentence):
    refused("ally", sentence)


def test_your_hero_and_allies_you_control():
    entry = encode("ally", "When Stand-in enters play, your hero and allies you control have Assault 1 this turn.")
    assert triggered(entry)["effects"][0]["create_continuous"]["affects"] == {"kind": "character", "controller": "you"}
    refused("ally", "When Stand-in enters play, your hero and allies have Assault 1 this turn.")  # whose allies?
    refused("ally", "When Stand-in enters play, your hero and opposing allies have Assault 1 this turn.")


def test_a_sentence_run_into_the_next():
    # one data set lost the space after a full stop ('… into play.This ally has …'): two sentences
    assert pool_shapes.sentences("Put two 1 / 1 Treant ally tokens into play.This ally has +1 ATK.") == [
        "Put two 1 / 1 Treant ally tokens into play.", "This ally has +1 ATK."]
    assert pool_shapes.sentences("Deal 1.5 damage.") == ["Deal 1.5 damage."]  # a number's point is no full stop


def test_ready_one_card_you_control():
    entry = encode("ally", "When you place a resource face up, you may ready an equipment you control.")  # Swift Mechanostrider
    assert triggered(entry)["effects"] == [{"may": [{"ready": {"kind": "equipment", "controller": "you"}, "one": True}]}]


@pytest.mark.parametrize("sentence", [
    "When you place a resource face up, ready an equipment he controls.",  # whose? no player named
    "When you place a resource face up, ready equipment you control.",  # every one: not this reading
])
def test_ready_one_card_you_control_near_misses(sentence):
    refused("ally", sentence)


def test_a_race_or_class_named_alone_in_a_trigger():
    entry = encode("ally", "When a Dragonkin enters play under your control, Stand-in has +2 ATK this turn.")  # Drax Felfuse
    assert triggered(entry)["when"] == {"event": "enters-play",
                                        "subject": {"kind": "character", "controller": "you", "trait": "Dragonkin"}}


@pytest.mark.parametrize("sentence", [
    "When a Totem enters play under your control, Stand-in has +2 ATK this turn.",  # a tag, not a race or class
    "When a Dragon enters play under your control, Stand-in has +2 ATK this turn.",  # no such race
])
def test_a_race_or_class_named_alone_near_misses(sentence):
    refused("ally", sentence)


def test_the_attached_ally_deals_damage_to_the_ally_that_entered():
    entry = encode("ability", "Attach to target friendly ally.",
                   "Ongoing: When an opposing ally enters play, attached ally deals 1 ranged damage to it.")  # Hunter Training
    assert triggered(entry)["effects"] == [{"deal_damage": 1, "damage_type": "ranged", "source": {"host": True, "kind": "ally"},
                                            "to": {"event": "subject"}}]


@pytest.mark.parametrize("text", [
    ["Attached ally deals 1 ranged damage to target ally."],  # no 'Ongoing:': no attachment in play to deal it
    ["Attach to target friendly ally.", "Ongoing: When an opposing ally enters play, attached ally deals 1 ranged damage "
                                        "to each opposing ally."],  # a group: not read for the host
    ["Attach to target friendly ally.", "Ongoing: When an opposing ally enters play, attached ally heals 1 damage from it."],
])
def test_the_attached_ally_deals_damage_near_misses(text):
    refused("ability", *text)


def test_a_target_with_atk_n_or_less():
    entry = encode("ally", "When Stand-in enters play, you may destroy target ally with ATK 2 or less.")  # Cunning Crypt Fiend
    assert triggered(entry)["targets"] == [{"id": "first", "kind": "ally", "fits": {"atk_at_most": 2}}]


@pytest.mark.parametrize("sentence", [
    "When Stand-in enters play, you may destroy target ally with ATK 2 or more.",  # not the words read
    "When Stand-in enters play, you may destroy target ally with ATK 2.",  # exactly 2: not read
])
def test_a_target_with_atk_n_or_less_near_misses(sentence):
    refused("ally", sentence)


def test_atk_at_most_is_refused_where_the_current_atk_is_unknown():
    from adjudicator.cards.model import Selector, reads_current_atk
    assert reads_current_atk(Selector(kind="ally", atk_at_most=2))  # so a continuous power's own selector refuses it (719.1)


def test_look_at_the_top_cards_and_put_them_back_in_any_order():
    entry = encode("ally", "When Stand-in enters play, look at the top three cards of your deck and put them back in any "
                           "order.")  # Sinister Watcher
    assert triggered(entry)["effects"] == [{"look_at_top": 3, "rest": "top"}]


@pytest.mark.parametrize("sentence", [
    "When Stand-in enters play, look at the top card of your deck and put it back in any order.",  # one card: no order
    "When Stand-in enters play, look at the top three cards of target player's deck and put them back in any order.",
    "When Stand-in enters play, reveal the top three cards of your deck and put them back in any order.",  # not read
])
def test_look_at_the_top_cards_and_put_them_back_near_misses(sentence):
    refused("ally", sentence)


def test_a_target_or_group_with_a_keyword():
    entry = encode("weapon", "[1], Destroy Stand-in -> Destroy target ally with Protector.")  # Bloodskull Destroyer
    power = next(p["payment"] for p in entry["powers"] if "payment" in p)
    assert power["targets"] == [{"id": "first", "kind": "ally", "fits": {"keyword": "Protector"}}]
    assert pool_shapes.piece("Exhaust all opposing heroes and allies with Protector.").parts["effects"][0](None) == {
        "exhaust": {"kind": "character", "controller": "opposing", "keyword": "Protector"}}
    refused("weapon", "[1], Destroy Stand-in -> Destroy target ally with Spellshield.")  # no keyword the engine reads


def test_your_hero_and_each_other_ally_in_your_party():
    entry = encode("ally", "When Stand-in enters play, she deals 2 fire damage to your hero and each other ally in your "
                           "party.")  # Kileana Darkblaze
    assert triggered(entry)["effects"][0]["to"] == {"any": [{"kind": "hero", "controller": "you"},
                                                            {"kind": "ally", "controller": "you", "other": True}]}
    refused("ally", "When Stand-in enters play, she deals 2 fire damage to your hero and each other ally.")  # whose allies?
    refused("ally", "When Stand-in enters play, she deals 2 fire damage to your hero and target ally in your party.")


def test_you_may_have_target_player_shuffle_his_graveyard():
    entry = encode("ally", "When a resource you control is turned face down, you may have target player shuffle his "
                           "graveyard into his deck.")  # Emerald Acidspewer
    power = triggered(entry)
    assert power["targets"] == [{"id": "first", "kind": "player"}]
    assert power["effects"] == [{"may": [{"shuffle_into_deck": {"zone": "graveyard", "player": "first"}}]}]
    refused("ally", "When a resource you control is turned face down, you may have target player shuffle his hand into "
                    "his deck.")  # a hand: not this reading
    refused("ally", "When a resource you control is turned face down, have target player shuffle his graveyard into his "
                    "deck.")  # no 'you may'


def test_a_trigger_on_an_ally_without_a_faction_icon():
    entry = encode("armor", "When a non-[Horde], non-[Alliance] ally you control is destroyed, add a fang counter to "
                            "Stand-in.")  # Helm of Terrorizing Fangs
    assert triggered(entry)["when"]["subject"] == {"kind": "ally", "controller": "you",
                                                   "not": {"any": [{"faction": "Horde"}, {"faction": "Alliance"}]}}
    entry = encode("armor", "When a non-[Horde] ally you control is destroyed, add a fang counter to Stand-in.")
    assert triggered(entry)["when"]["subject"]["not"] == {"faction": "Horde"}


@pytest.mark.parametrize("sentence", [
    "When a non-[Horde], non-[Horde] ally you control is destroyed, add a fang counter to Stand-in.",  # said twice
    "When a non-[Scourge] ally you control is destroyed, add a fang counter to Stand-in.",  # not a faction
    "When a non-[Horde] quest you control is destroyed, add a fang counter to Stand-in.",  # no faction on a quest here
])
def test_a_trigger_on_an_ally_without_a_faction_icon_near_misses(sentence):
    refused("armor", sentence)


def test_opposing_heroes_and_allies_cant_protect_this_turn():
    entry = encode("ally", "When Stand-in or another Blood Elf ally enters your party, opposing heroes and allies "
                           "can't protect this turn.")  # Retainer Kai's, with a race for its 'Scryer' (see below)
    assert triggered(entry)["effects"] == [{"create_prohibition": {"cannot": "protect", "affects": {
        "kind": "character", "controller": "opposing"}}, "duration": "this-turn"}]
    refused("ally", "When Stand-in enters play, friendly heroes and allies can't protect this turn.")  # not read
    refused("ally", "When Stand-in enters play, opposing heroes and allies can't protect.")  # no duration
    # enc-if11: Retainer Kai's 'another Scryer ally' is read as a reputation (100.2c), not a trait:
    # tests/test_shapes_reputation_subject.py


def test_token_allies_you_control():
    assert pool_shapes.piece("Token allies you control have Assault 1.").parts["powers"][0]["continuous"]["affects"] == {
        "kind": "ally", "controller": "you", "token": True}  # Zaza'jun
    assert pool_shapes.piece("Non-token allies you control have +1 ATK.").parts["powers"][0]["continuous"]["affects"] == {
        "kind": "ally", "controller": "you", "token": False}
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("Tokens allies you control have Assault 1.")


def test_ready_an_ally_in_your_party():
    entry = encode("armor", "When you strike with a weapon, you may ready an ally in your party.")  # Hauberk of Desolation
    assert triggered(entry)["effects"] == [{"may": [{"ready": {"kind": "ally", "controller": "you"}, "one": True}]}]
    refused("armor", "When you strike with a weapon, you may ready an opposing ally.")  # a card of yours only
