"""The trigger prefixes of tools/shapes/triggers.py: each reads as the event pattern it names (703.1)
and refuses the near-misses it can't encode exactly (the card then stays in the pool's tail)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import triggers  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ALLY = {"id": "x", "name": "Horkin Figluster", "type": "ally", "printings": [["s", "7", "Common"]],
        "cost": 2, "atk": 1, "health": 3, "damage_type": "fire"}
ABILITY = {"id": "x", "name": "Stand-in", "type": "ability", "printings": [["s", "7", "Common"]], "cost": 2}


def refused(sentences, card: dict = ALLY) -> None:
    """Each sentence alone leaves the card unencoded."""
    for sentence in sentences:
        with pytest.raises(Unrecognised):
            pool_shapes.encode(card, SETS, [sentence])


def power(sentence: str, card: dict = ALLY) -> dict:
    entry, shapes = pool_shapes.encode(card, SETS, [sentence])
    assert shapes[0] == triggers.SHAPE
    return entry["powers"][0]["triggered"]


@pytest.mark.parametrize("prefix, when", [
    ("When NAME is destroyed", {"event": "destroyed", "subject": {"this": True}}),
    ("When NAME leaves play", {"event": "leaves-play", "subject": {"this": True}}),
    ("When NAME defends", {"event": "defends", "subject": {"this": True}}),
    ("When NAME readies", {"event": "readied", "subject": {"this": True}}),
    ("When NAME becomes exhausted", {"event": "exhausted", "subject": {"this": True}}),
    ("When NAME is dealt damage", {"event": "damage", "destination": {"this": True}}),
    ("When your hero is dealt damage", {"event": "damage", "destination": {"kind": "hero", "controller": "you"}}),
    ("When NAME deals combat damage to an opposing hero",
     {"event": "damage", "source": {"this": True}, "combat": True, "destination": {"kind": "hero", "controller": "opposing"}}),
    ("When another ally in your party is destroyed",
     {"event": "destroyed", "subject": {"kind": "ally", "controller": "you", "other": True}}),
    ("When an opposing Orc ally attacks",
     {"event": "attacks", "subject": {"kind": "ally", "controller": "opposing", "trait": "Orc"}}),
    ("When this or another Gnome ally enters play under your control",
     {"event": "enters-play", "subject": {"any": [{"this": True}, {"kind": "ally", "controller": "you", "trait": "Gnome",
                                                                   "other": True}]}}),
    ("When an opposing hero or ally becomes exhausted",
     {"event": "exhausted", "subject": {"kind": "character", "controller": "opposing"}}),
    ("At the end of your turn", {"event": "turn-ends", "subject": {"kind": "hero", "controller": "you"}}),
    ("At the start of each opponent's turn", {"event": "turn-starts", "subject": {"kind": "hero", "controller": "opposing"}}),
    ("At the end of each player's turn", {"event": "turn-ends"}),
    ("When you play an ability", {"event": "played", "subject": {"kind": "ability", "controller": "you"}}),
    ("When a resource you control is turned face down",
     {"event": "turned-face-down", "subject": {"row": "resource", "controller": "you"}}),
    ("When an opposing resource turns face down",
     {"event": "turned-face-down", "subject": {"row": "resource", "controller": "opposing"}}),
    ("When you complete a quest", {"event": "completed", "subject": {"kind": "quest", "controller": "you"}}),
    ("When you strike with NAME", {"event": "strike", "subject": {"kind": "hero", "controller": "you"}, "with": {"this": True}}),
    ("When 1 or more damage is healed from NAME", {"event": "heal", "destination": {"this": True}}),
    ("When you strike with a weapon",
     {"event": "strike", "subject": {"kind": "hero", "controller": "you"}, "with": {"kind": "weapon", "controller": "you"}}),
    ("When damage is healed from a hero or ally you control",
     {"event": "heal", "destination": {"kind": "character", "controller": "you"}}),
    ("When an ally enters play under your control or a friendly player's control",
     {"event": "enters-play", "subject": {"kind": "ally", "controller": "friendly"}}),
])
def test_a_prefix_reads_as_the_event_it_names(prefix, when):
    assert triggers.when(prefix) == when


def test_a_triggered_power_from_a_prefix_and_an_effect():
    got = power("When Horkin Figluster is destroyed, you may destroy target ability.")
    assert got == {"when": {"event": "destroyed", "subject": {"this": True}},
                   "targets": [{"id": "first", "kind": "ability"}], "effects": [{"may": [{"destroy": {"target": "first"}}]}]}
    got = power("At the end of your turn, draw a card.")
    assert got["when"]["event"] == "turn-ends" and got["effects"] == [{"draw": 1}]


def test_an_ally_named_by_a_part_of_its_name_in_a_trigger():
    assert power("When Horkin enters play, draw a card.")["when"] == {"event": "enters-play", "subject": {"this": True}}
    assert triggers.short_named("Nazgrel, Advisor to Thrall", "When Nazgrel enters play, draw a card.") == \
        "When NAME enters play, draw a card."
    with pytest.raises(Unrecognised):  # a name that is not a part of the card's: another card
        power("When Golad readies, draw a card.")


@pytest.mark.parametrize("sentence", [
    "When an opposing ally is destroyed, it deals 1 fire damage to target hero.",  # 'it' is the event's card
    "When NAME is dealt damage to an opposing hero, draw a card.",                # an object of no packet it is dealt
    "When NAME deals damage to another ally, draw a card.",                       # another than what?
    "When target ally attacks, draw a card.",                                     # a target is no event's subject
    "When an opposing ally enters play under your control, draw a card.",         # two controllers
    "When you play an opposing ally, draw a card.",                               # you play only your own cards
    "At the start of each other turn, draw a card.",
    "When you strike with an opposing weapon, draw a card.",                      # you strike with your own
    "When one of your resources readies, draw a card.",                             # a resource's other events
    "When NAME enters play and when he is revealed from an opponent's deck, draw a card.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.encode(ALLY, SETS, [sentence])


def test_destroy_target_of_a_faction_is_not_a_trait():
    got = power("When NAME enters play, destroy target Horde ally.")  # 'Horde' is a faction (206.1b), not a trait
    assert got["targets"] == [{"id": "first", "kind": "ally", "fits": {"faction": "Horde"}}]
    assert got["effects"] == [{"destroy": {"target": "first"}}]


def test_the_effects_subject_a_pronoun_or_may():
    got = power("When NAME is destroyed, she may deal 3 fire damage to target opposing hero.")
    assert got["effects"] == [{"may": [{"deal_damage": 3, "damage_type": "fire", "source": {"this": True},
                                        "to": {"target": "first"}}]}]  # 'she': the card itself; 'may': 708.3
    got = power("At the start of your turn, your hero may deal 1 fire damage to target hero.")
    assert got["effects"][0]["may"][0]["source"] == {"kind": "hero", "controller": "you"}
    got = power("When your hero is dealt damage, it heals 1 damage from target ally.")
    assert got["effects"][0]["source"] == {"kind": "hero", "controller": "you"}  # 'it': your hero, the event's card
    for wrong in ("When NAME readies, you may have NAME may deal 1 fire damage to target hero.",
                  "When NAME readies, you may NAME may deal 1 fire damage to target hero.",  # 'may' twice
                  "When NAME readies, NAME may deals 1 fire damage to target hero.",
                  "When another ally you control is destroyed, it may deal 1 fire damage to target hero."):
        with pytest.raises(Unrecognised):
            pool_shapes.encode(ALLY, SETS, [wrong])


def test_an_ongoing_abilitys_triggered_power():
    ability = ABILITY
    entry, shapes = pool_shapes.encode(ability, SETS, ["Ongoing: When you play an ability, draw a card."])
    assert entry["tags"] == ["Ongoing"] and shapes == [triggers.ONGOING, f"ongoing: {triggers.SHAPE}"]
    assert entry["powers"] == [{"triggered": {"when": {"event": "played", "subject": {"kind": "ability", "controller": "you"}},
                                              "effects": [{"draw": 1}]}}]
    entry, shapes = pool_shapes.encode(ability, SETS, ["Attach to target ally.", "Ongoing: Attached ally has +1 ATK.",
                                                       "When attached ally is destroyed, you may draw a card."])
    assert entry["attach"] == "host" and triggers.ON_HOST in shapes
    assert entry["powers"][1] == {"triggered": {"when": {"event": "destroyed", "subject": {"host": True, "kind": "ally"}},
                                                "effects": [{"may": [{"draw": 1}]}]}}  # 400.4, 703.4
    with pytest.raises(Unrecognised):  # its host's other events than these: not written
        pool_shapes.encode(ability, SETS, ["Attach to target ally.", "Ongoing: When attached ally readies, draw a card."])
    with pytest.raises(Unrecognised):  # 'attached' with nothing attached
        pool_shapes.encode(ability, SETS, ["When attached ally is destroyed, draw a card."])
    with pytest.raises(Unrecognised):  # 'Ongoing' on an ally is no ongoing ability
        pool_shapes.encode(ALLY, SETS, ["Ongoing: When you play an ability, draw a card."])


def test_enters_play_and_revealed_from_the_deck_is_two_powers():
    entry, _ = pool_shapes.encode(ALLY, SETS, ["When NAME enters play and when he is revealed from your deck, "
                                               "you may destroy target ability."])
    first, second = (p["triggered"] for p in entry["powers"])
    assert first["when"] == {"event": "enters-play", "subject": {"this": True}}
    assert second == {"when": {"event": "revealed", "subject": {"this": True}}, "zones": ["deck"],  # 703.3a
                      "targets": first["targets"], "effects": first["effects"]}
    with pytest.raises(Unrecognised):  # enc-enter6: '… and when he attacks' is two events read (shapes/trigger_joins.py)
        pool_shapes.encode(ALLY, SETS, ["When NAME enters play and when he is revealed from your hand, you may destroy "
                                        "target ability."])


def test_a_reference_word_as_the_effects_object():
    """'destroy NAME', 'heals … from your hero', 'from itself', 'to it', 'that ally': the card itself, your
    hero, the acting card, or the event's card in its role (703.1), read through a stand-in target."""
    assert power("At the end of your turn, destroy NAME.")["effects"] == [{"destroy": {"this": True}}]
    got = power("At the start of your turn, NAME heals 2 damage from your hero.")
    assert got["effects"] == [{"heal": 2, "source": {"this": True}, "from": {"kind": "hero", "controller": "you"}}]
    assert "targets" not in got
    got = power("When NAME defends, it heals 1 damage from itself.")
    assert got["effects"] == [{"heal": 1, "source": {"this": True}, "from": {"this": True}}]
    got = power("When an opposing ally with cost 4 or more attacks, NAME deals 1 ranged damage to it.")
    assert got["when"] == {"event": "attacks", "subject": {"kind": "ally", "controller": "opposing", "cost_at_least": 4}}
    assert got["effects"] == [{"deal_damage": 1, "damage_type": "ranged", "source": {"this": True},
                               "to": {"event": "subject"}}]
    got = power("When NAME deals combat damage to an opposing ally, destroy that ally.")
    assert got["effects"] == [{"destroy": {"event": "destination"}}]  # the packet's destination, not NAME
    got = power("At the end of your turn, you may ready your hero.")
    assert got["effects"] == [{"may": [{"ready": {"kind": "hero", "controller": "you"}}]}]


def test_that_much_is_the_events_amount():
    got = power("When NAME is dealt damage, it heals that much damage from your hero.")
    assert got["effects"] == [{"heal": "that-much", "source": {"this": True}, "from": {"kind": "hero", "controller": "you"}}]
    got = power("When your hero is dealt damage, NAME deals that much fire damage to target opposing hero.")
    assert got["effects"][0]["deal_damage"] == "that-much" and got["targets"] == [
        {"id": "first", "kind": "hero", "controller": "opposing"}]


@pytest.mark.parametrize("sentence", [
    "When an opposing ally is destroyed, NAME deals 1 fire damage to it.",  # it has left play
    "When NAME deals combat damage to an opposing ally, destroy it.",     # 'it': NAME or the ally?
    "When NAME attacks, NAME deals that much fire damage to target hero.",  # an attack has no amount
    "When NAME is dealt 97 damage, it heals that much damage from your hero.",
    "When NAME is dealt damage, NAME deals 1 fire damage to target ally and heals 1 damage from it.",
    "When an ally in your party enters play, your hero deals 1 fire damage to that hero.",  # no hero in the event
])
def test_reference_words_it_cannot_place_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.encode(ALLY, SETS, [sentence])


def test_a_reference_word_leaves_a_sentence_that_reads_alone():
    """'… and heals 1 damage from itself' already reads (shapes/grammar.py): the stand-in is not tried."""
    got = power("When NAME enters play, your hero deals 1 fire damage to target ally and heals 1 damage from itself.")
    assert got["targets"] == [{"id": "first", "kind": "ally"}]
    assert got["effects"][1] == {"heal": 1, "source": {"kind": "hero", "controller": "you"},
                                 "from": {"kind": "hero", "controller": "you"}}


def test_up_to_n_targets_of_a_triggered_power():
    entry, _ = pool_shapes.encode(ALLY, SETS, ["When NAME enters play, you may destroy each of up to two target "
                                               "opposing allies."])
    assert entry["powers"][0]["triggered"]["targets"] == [
        {"id": "first", "kind": "ally", "controller": "opposing", "count": 2, "up_to": True}]  # 708.2, 707.1d


def test_the_events_card_as_the_effects_subject_and_a_friendly_players_control():
    ability = ABILITY
    entry, _ = pool_shapes.encode(ability, SETS, [
        "Ongoing: When a Mage ally enters play under your control or a friendly player's control, it deals 1 fire "
        "damage to each opposing ally."])
    assert entry["powers"] == [{"triggered": {
        "when": {"event": "enters-play", "subject": {"kind": "ally", "controller": "friendly", "trait": "Mage"}},
        "effects": [{"deal_damage": 1, "damage_type": "fire", "source": {"event": "subject"},  # the Mage ally (703.1)
                     "to": {"kind": "ally", "controller": "opposing"}}]}}]
    got = power("When an opposing ally attacks, it heals 1 damage from target ally.")
    assert got["effects"][0]["source"] == {"event": "subject"}
    for wrong in ("When an opposing ally attacks, it may deal 1 fire damage to target ally.",  # whose choice?
                  "When an opposing ally attacks, it heals 1 damage from itself.",            # 'itself': not NAME
                  "When an opposing ally attacks, it deals 1 fire damage to NAME.",
                  "When an opposing ally attacks, it has +1 ATK this turn.",
                  "When NAME enters play under your control or a friendly player's control, draw a card."):
        refused([wrong])


def test_a_packets_destination_in_the_trigger():
    """'deals [combat] damage to an exhausted ally / a defending ally': the packet's destination (408),
    in the current combat for 'defending' (602.3); 'that ally' is then that card."""
    got = power("When NAME deals damage to an exhausted ally, draw a card.")
    assert got["when"] == {"event": "damage", "source": {"this": True}, "destination": {"kind": "ally", "exhausted": True}}
    got = power("When NAME deals combat damage to a defending ally, destroy that ally.")
    assert got["when"]["destination"] == {"kind": "ally", "defending": True}
    assert got["effects"] == [{"destroy": {"event": "destination"}}]
    got = power("When NAME deals damage to an opposing hero, draw that many cards.")
    assert got["effects"] == [{"draw": "that-much"}]  # the packet's damage (703.1)
    for wrong in ("When NAME is dealt damage to an opposing ally, draw a card.",
                  "When NAME deals damage to target ally, draw a card.",
                  "When NAME deals damage to each opposing ally, draw a card."):
        refused([wrong])


def test_a_triggered_paragraph_after_ongoing_is_ongoing_text():
    """305.2a: the text after 'Ongoing:' gives the power the ability has in play, a later paragraph too."""
    ability = ABILITY
    assert triggers.after_ongoing(["Ongoing: Your hero has Stealth.", "At the start of your turn, destroy NAME."]) == \
        ["Ongoing: Your hero has Stealth.", "Ongoing: At the start of your turn, destroy NAME."]
    assert triggers.after_ongoing(["At the start of your turn, destroy NAME.", "Ongoing: Your hero has Stealth."]) == \
        ["At the start of your turn, destroy NAME.", "Ongoing: Your hero has Stealth."]  # before it: not ongoing
    entry, _ = pool_shapes.encode(ability, SETS, ["Ongoing: Your hero has Stealth.", "When your hero is dealt damage, "
                                                  "destroy Stand-in."])
    assert entry["tags"] == ["Ongoing"] and entry["powers"][1] == {"triggered": {
        "when": {"event": "damage", "destination": {"kind": "hero", "controller": "you"}},
        "effects": [{"destroy": {"this": True}}]}}
    with pytest.raises(Unrecognised):  # without 'Ongoing:' an ability has no power in play
        pool_shapes.encode(ability, SETS, ["When your hero is dealt damage, destroy Stand-in."])


def test_a_triggered_modifier_this_turn_is_read_before_the_modifier_shapes():
    """'When NAME is destroyed, target opposing ally has -3 ATK this turn.': the trigger first, its effect the
    modifier (the statics shapes read 'has … this turn' alone, and would refuse the prefix)."""
    got = power("When NAME is destroyed, target opposing ally has -3 ATK this turn.")
    assert got["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing"}]
    assert got["effects"] == [{"create_continuous": {"affects": {"target": "first"}, "atk": -3}, "duration": "this-turn"}]
    with pytest.raises(Unrecognised):  # a stat the sentence doesn't name
        pool_shapes.encode(ALLY, SETS, ["When NAME is destroyed, target opposing ally has -3 this turn."])


def test_a_packet_dealt_with_a_card_and_also():
    """'deals [combat] damage with NAME (a weapon)': the packet is dealt with it (408.3d); 'it also
    heals …' reads as 'it heals …'."""
    assert triggers.when("When your hero deals combat damage with a weapon") == {
        "event": "damage", "source": {"kind": "hero", "controller": "you"}, "combat": True, "with": {"kind": "weapon"}}
    got = power("When your hero deals damage with NAME, it also heals 1 damage from itself.")
    assert got["when"]["with"] == {"this": True}
    assert got["effects"] == [{"heal": 1, "source": {"kind": "hero", "controller": "you"},
                               "from": {"kind": "hero", "controller": "you"}}]
    for wrong in ("When NAME is dealt damage with a weapon, draw a card.",       # 'with' of the dealer only
                  "When your hero deals damage with target weapon, draw a card.",
                  "When your hero deals damage with an opposing weapon, draw a card."):
        refused([wrong])


def test_the_first_time_each_turn_and_him_for_the_card_itself():
    got = power("When NAME attacks for the first time each turn, ready him.")
    assert got == {"when": {"event": "attacks", "subject": {"this": True}}, "first_each_turn": True,
                   "effects": [{"ready": {"this": True}}]}  # 'him': the prefix's only card, the card itself
    with pytest.raises(Unrecognised):  # the first of all the allies' attacks, or each ally's first?
        pool_shapes.encode(ALLY, SETS, ["When an ally you control attacks for the first time each turn, draw a card."])


def test_enters_play_or_another_event_is_two_powers():
    weapon = {**ALLY, "name": "Stand-in Axe", "type": "weapon", "strike_cost": 2, "atk": 2, "traits": ["Axe", "Melee (1)"],
              "damage_type": "melee"}
    entry, _ = pool_shapes.encode(weapon, SETS, ["When NAME enters play or you strike with it, your hero deals 1 melee "
                                                 "damage to each opposing hero and ally."])
    first, second = (p["triggered"] for p in entry["powers"])
    assert first["when"] == {"event": "enters-play", "subject": {"this": True}}
    assert second == {"when": {"event": "strike", "subject": {"kind": "hero", "controller": "you"}, "with": {"this": True}},
                      "effects": first["effects"]}
    entry, _ = pool_shapes.encode(ALLY, SETS, ["When NAME enters play or you play an ability, draw a card."])
    assert entry["powers"][1]["triggered"]["when"] == {"event": "played", "subject": {"kind": "ability", "controller": "you"}}
    refused(["When NAME enters play or an opposing ally flies, draw a card."])  # enc-enter6: '… or an opposing ally
    # attacks' is two events read (shapes/trigger_joins.py)


@pytest.mark.parametrize("prefix, when", [
    ("When your hero is dealt combat damage",
     {"event": "damage", "destination": {"kind": "hero", "controller": "you"}, "combat": True}),
    ("When NAME protects", {"event": "protects", "subject": {"this": True}}),
    ("When your hero protects", {"event": "protects", "subject": {"kind": "hero", "controller": "you"}}),
    ("When NAME defends against an ally", {"event": "defends", "subject": {"this": True}, "opponent": {"kind": "ally"}}),
    ("When an opponent discards a card", {"event": "discarded", "subject": {"owner": "opponent"}}),
    ("When you discard a card", {"event": "discarded", "subject": {"owner": "you"}}),
    ("When a player discards a card", {"event": "discarded"}),
    ("When you place a resource face up", {"event": "placed", "subject": {"controller": "you"}, "face_up": True}),
    ("When you place a resource face up into your resource row",
     {"event": "placed", "subject": {"controller": "you"}, "face_up": True}),
    ("When attached character becomes exhausted", {"event": "exhausted", "subject": {"host": True, "kind": "character"}}),
])
def test_more_prefixes_read_as_the_events_they_name(prefix, when):
    """Combat damage dealt to it (603), protecting (602.2), defending against an ally (602.3), a discard
    (415.9d: its owner's hand), placing a resource face up (412.1, 412.1b), an event of the host (400.4)."""
    assert triggers.when(prefix) == when


@pytest.mark.parametrize("sentence", [
    "When NAME attacks against an ally, draw a card.",          # 'against' only of defending or protecting
    "When an opponent discards two cards, draw a card.",        # a count the event doesn't have
    "When your opponent discards a card, draw a card.",
    "When you place a resource face down and exhausted, draw a card.",
    "When target opponent places a resource face up, draw a card.",
    "When your hero is dealt combat damage to an ally, draw a card.",  # an object of no packet it is dealt
])
def test_near_misses_of_the_new_prefixes_are_refused(sentence):
    refused([sentence])


def test_his_hero_is_the_hero_of_the_player_who_acted():
    """'his hero', 'that opponent's hero': the hero of the player whose card the event's is (the discarder,
    the player): its controller's (in the hand, its owner's: 401.2)."""
    got = power("When an opponent discards a card, your hero deals 2 nature damage to his hero.")
    assert got["effects"] == [{"deal_damage": 2, "damage_type": "nature", "source": {"kind": "hero", "controller": "you"},
                               "to": {"kind": "hero", "controller_of": "event:subject"}}]
    got = power("When an opponent discards a card, NAME deals 3 shadow damage to that opponent's hero.")
    assert got["effects"][0]["to"] == {"kind": "hero", "controller_of": "event:subject"}
    refused(["When you discard a card, NAME deals 1 fire damage to his hero.",       # your own card: whose 'his'?
             "When a player discards a card, NAME deals 1 fire damage to that opponent's hero.",  # not an opponent
             "When NAME attacks, NAME deals 1 fire damage to his hero.",             # no player's card in the event
             "When an ally you control is destroyed, NAME deals 1 fire damage to that player's hero."])


def test_an_attachments_power_on_its_hosts_other_events():
    """'When attached ally attacks / becomes exhausted / is dealt damage / deals combat damage …' (400.4); 'it':
    the host, the event's card (its stand-in an ally, so that 'destroy it' reads)."""
    entry, shapes = pool_shapes.encode(ABILITY, SETS, ["Attach to target ally.",
                                                       "Ongoing: When attached ally is dealt damage, destroy it."])
    assert triggers.ON_HOST in shapes
    assert entry["powers"] == [{"triggered": {"when": {"event": "damage", "destination": {"host": True, "kind": "ally"}},
                                              "effects": [{"destroy": {"event": "destination"}}]}}]
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Attach to target ally you control.", "Ongoing: When attached ally "
                                                  "deals combat damage to an opposing hero, draw a card."])
    assert entry["powers"][0]["triggered"]["when"] == {"event": "damage", "source": {"host": True, "kind": "ally"},
                                                       "combat": True,
                                                       "destination": {"kind": "hero", "controller": "opposing"}}
    refused(["When attached ally attacks, draw a card."], ABILITY)  # nothing attached


def test_an_allys_personal_name_as_the_subject_or_object_of_a_trigger():
    """Its personal name (before a comma, 'the' or 'of') as a trigger effect's subject, a paragraph's subject,
    or the object of ready ending the sentence; not an epithet, not a title, not elsewhere."""
    assert triggers.short_named("Selin Duskrunner", "When you play an ability, Selin deals 1 shadow damage to target "
                                "hero or ally.") == "When you play an ability, NAME deals 1 shadow damage to target hero or ally."
    assert triggers.short_named("Hamuul Runetotem", "At the end of your turn, ready Hamuul.") == \
        "At the end of your turn, ready NAME."
    assert triggers.short_named("Tracker Pardo", "Pardo has +1 ATK.") == "NAME has +1 ATK."
    assert triggers.short_named("Baine, Son of Cairne", "When you play an ability, Cairne deals 1 fire damage to "
                                "target hero.").startswith("When you play an ability, Cairne deals")  # an epithet
    assert triggers.short_named("Lady Malande", "At the start of your turn, Lady deals 1 fire damage to target "
                                "hero.").startswith("At the start of your turn, Lady deals")  # a title
    assert triggers.short_named("Blood Knight Tarae", "Remove target card. If you do, Tarae heals 1 damage from "
                                "target ally.").endswith("If you do, Tarae heals 1 damage from target ally.")  # no trigger
    got = power("When you play an ability, Horkin has +2 ATK this turn.")
    assert got["effects"][0]["create_continuous"]["affects"] == {"this": True}


def test_a_damage_type_before_ally_is_no_trait():
    """'for each Fire ally': no ally has the talent trait Fire (only abilities and heroes do); it is the damage type
    of the ally's ATK, the '[Fire] ally' of 205.1b (enc-trig, s9: read so, no longer refused)."""
    got = power("At the start of your turn, NAME deals 2 fire damage to target opposing hero for each Fire ally you control.")
    assert got["effects"][0]["deal_damage"] == {"count": {"kind": "ally", "controller": "you", "damage_type": "fire"},
                                                "times": 2}


def test_this_ability_and_a_payment_power_after_ongoing():
    """On an ability, 'this ability' ('this card') as a trigger's subject or destroyed is the ability itself
    (200.1); a payment power in a paragraph after the 'Ongoing:' one is ongoing text too (305.2a)."""
    assert triggers.after_ongoing(["Ongoing: When this ability enters play, draw a card.",
                                   "1, Destroy this ability -> Target ally has Ferocity this turn."]) == \
        ["Ongoing: When NAME enters play, draw a card.",
         "Ongoing: 1, Destroy this ability -> Target ally has Ferocity this turn."]
    assert triggers.after_ongoing(["1 -> Draw a card.", "Ongoing: Your hero has Stealth."]) == \
        ["1 -> Draw a card.", "Ongoing: Your hero has Stealth."]  # before it: not ongoing
    assert triggers.after_ongoing(["Ongoing: At the start of your turn, destroy this ability."]) == \
        ["Ongoing: At the start of your turn, destroy NAME."]
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Ongoing: When this ability enters play, draw a card."])
    assert entry["powers"] == [{"triggered": {"when": {"event": "enters-play", "subject": {"this": True}},
                                              "effects": [{"draw": 1}]}}]
    refused(["Ongoing: When this ally enters play, draw a card."], ABILITY)  # an ability is no ally


def test_a_player_the_trigger_names_as_the_effects_player():
    """'that player' (the turn player of 'each player's turn', 500.1), 'that hero's controller' (of the event's
    hero, 703.1), 'attached hero's controller' (the host's, 400.4): the player of the effect, read through
    'Target player …'."""
    got = power("At the start of each player's turn, that player discards a card.")
    assert got == {"when": {"event": "turn-starts"},
                   "effects": [{"discard": 1, "player": {"controller_of": {"event": "subject"}}}]}
    got = power("When NAME deals combat damage to a hero, that hero's controller discards a card.")
    assert got["effects"] == [{"discard": 1, "player": {"controller_of": {"event": "destination"}}}]
    entry, shapes = pool_shapes.encode(ABILITY, SETS, ["Attach to target hero.", "Ongoing: At the start of your turn, "
                                                       "attached hero's controller discards a card."])
    assert triggers.ON_HOST in shapes  # its effect names its host: an attachment's power
    assert entry["powers"][0]["triggered"]["effects"] == [{"discard": 1, "player": {"controller_of": {"host": True}}}]
    refused(["At the start of your turn, that player discards a card.",             # you: said otherwise
             "When NAME attacks, that hero's controller discards a card.",          # no hero in the event
             "When NAME is destroyed, that player discards a card.",
             "At the start of each player's turn, that player discards target player's hand."])


def test_exhausts_and_prevents_damage():
    assert triggers.when("When NAME exhausts") == {"event": "exhausted", "subject": {"this": True}}  # 411.1
    assert triggers.when("When NAME prevents damage") == {"event": "prevented", "subject": {"this": True}}  # 717.2d
    refused(["When NAME prevents damage to an ally, draw a card."])


def test_fatal_damage_and_while_attacking():
    """'deals fatal [combat] damage' / 'is dealt fatal damage': only a packet fatal to its destination (405.2);
    'while attacking': the dealer is the attacker (602.1)."""
    assert triggers.when("When NAME deals fatal combat damage while attacking") == {
        "event": "damage", "source": {"this": True, "attacking": True}, "combat": True, "fatal": True}
    assert triggers.when("When NAME is dealt fatal damage") == {"event": "damage", "destination": {"this": True},
                                                                 "fatal": True}
    assert triggers.when("When NAME deals damage while attacking") == {
        "event": "damage", "source": {"this": True, "attacking": True}}
    refused(["When NAME is dealt damage while attacking, draw a card.",    # 'while attacking' of the dealer only
             "When NAME attacks while attacking, draw a card.",
             "When this or another ally you control deals damage while attacking, draw a card."])


def test_heals_damage_is_a_heal_packet_from_it():
    """'When NAME heals damage': a heal packet whose source is the card (407.1, 408)."""
    assert triggers.when("When NAME heals damage") == {"event": "heal", "source": {"this": True}}
    refused(["When NAME heals damage to an ally, draw a card."])  # healing is from, not to





# -- enc-trig: whose play or quest, a typed packet, kind lists, flights, the source of the damage -----------

@pytest.mark.parametrize("prefix, when", [
    ("When an opponent completes a quest", {"event": "completed", "subject": {"kind": "quest", "controller": "opposing"}}),
    ("When a player completes a quest", {"event": "completed", "subject": {"kind": "quest"}}),
    ("When an opponent plays a card", {"event": "played", "subject": {"controller": "opposing"}}),
    ("When a player plays a card", {"event": "played"}),  # any card, anyone's (707.1f)
    ("When a player plays an ability", {"event": "played", "subject": {"kind": "ability"}}),
    ("When an ally you control deals fire damage",
     {"event": "damage", "source": {"kind": "ally", "controller": "you"}, "damage_type": "fire"}),
    ("When NAME is dealt frost damage", {"event": "damage", "destination": {"this": True}, "damage_type": "frost"}),
    ("When an opposing ability, ally, or equipment readies",
     {"event": "readied", "subject": {"kinds": ["ability", "ally", "equipment"], "controller": "opposing"}}),
    ("When an opposing ability, ally or equipment enters play",
     {"event": "enters-play", "subject": {"kinds": ["ability", "ally", "equipment"], "controller": "opposing"}}),
    ("When an ability, ally, equipment, or hero readies",
     {"event": "readied", "subject": {"kinds": ["ability", "ally", "equipment", "hero"]}}),
    ("When this or another Black or Twilight Dragonkin ally you control is destroyed",
     {"event": "destroyed", "subject": {"any": [
         {"this": True}, {"kind": "ally", "controller": "you", "trait": "Black Dragonkin", "other": True},
         {"kind": "ally", "controller": "you", "trait": "Twilight Dragonkin", "other": True}]}}),
])
def test_enc_trig_prefixes(prefix, when):
    assert triggers.when(prefix) == when


def test_enc_trig_an_opponents_play_and_his_hero():
    got = power("When an opponent completes a quest, NAME deals 2 fire damage to his hero.")
    assert got["effects"] == [{"deal_damage": 2, "damage_type": "fire", "source": {"this": True},
                               "to": {"kind": "hero", "controller_of": "event:subject"}}]
    got = power("When a player plays a card, NAME deals 2 fire damage to that player's hero.")
    assert got["when"] == {"event": "played"} and got["effects"][0]["to"] == {"kind": "hero", "controller_of": "event:subject"}
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Ongoing: When an opponent plays a card, your hero deals 1 shadow damage "
                                                  "to his hero and heals 1 damage from itself."])
    effects = entry["powers"][0]["triggered"]["effects"]  # the reference mid-sentence, the rest read as it is
    assert effects == [{"deal_damage": 1, "damage_type": "shadow", "source": {"kind": "hero", "controller": "you"},
                        "to": {"kind": "hero", "controller_of": "event:subject"}},
                       {"heal": 1, "source": {"kind": "hero", "controller": "you"},
                        "from": {"kind": "hero", "controller": "you"}}]


def test_enc_trig_the_source_of_the_damage_and_that_attacker():
    got = power("When an Arena ally in your party is dealt damage, it deals 3 unpreventable holy damage to its source.")
    assert got["effects"] == [{"deal_damage": 3, "damage_type": "holy", "source": {"event": "destination"},
                               "to": {"event": "source"}, "unpreventable": True}]
    got = power("When NAME is dealt damage, your hero may deal 1 fire damage to the source of that damage.")
    assert got["effects"][0]["may"][0]["to"] == {"event": "source"}
    got = power("When an attacking ally deals damage to an ally you control, you may destroy that attacker.")
    assert got["effects"] == [{"may": [{"destroy": {"event": "source"}}]}]
    got = power("When an opposing ally enters play, put it into its owner's hand.")
    assert got["effects"] == [{"return_to_hand": {"event": "subject"}}]
    got = power("When an ability, ally, equipment, or hero readies, its controller puts the top card of his deck into "
                "his graveyard.")
    assert got["effects"][0]["player"] == {"controller_of": {"event": "subject"}}


def test_enc_trig_near_misses():
    refused([
        "When NAME deals damage, NAME deals 1 fire damage to its source.",          # NAME is the source itself
        "When NAME is destroyed, NAME deals 1 fire damage to the source of that damage.",  # no packet
        "When an ally attacks, destroy that attacker.",       # no card of the event is named as attacking
        "When an opposing hero or ally becomes exhausted, destroy that attacker.",
        "When a player plays an opposing ally, draw a card.",  # the player is the one whose card it is
        "When an opposing ability, ally, or ally readies, draw a card.",  # a kind twice
        "When an opposing ability, ally, or equipment you control readies, draw a card.",  # two controllers
        "When NAME attacks, its controller discards a card.",  # the card itself: you, said otherwise
        "When an ally is destroyed, put it into its owner's hand.",  # no longer in play (GONE)
    ])
    # a shared noun only for a flight: 'Orc or Troll Warrior' is an Orc or a Troll that is a Warrior
    assert "Orc Warrior" not in str(triggers.when("When an Orc or Troll Warrior ally attacks"))


def test_enc_trig_on_an_opponents_turn_and_damage_dealt_with_the_card():
    got = power("When NAME prevents damage on an opponent's turn, add a fly counter to it.")
    assert got == {"when": {"event": "prevented", "subject": {"this": True}}, "opponents_turn": True,
                   "effects": [{"put_counters": 1, "named": "fly", "on": {"this": True}}]}  # 'it': the card itself
    got = power("When damage is dealt with NAME on an opponent's turn, you may ready it.")
    assert got == {"when": {"event": "damage", "with": {"this": True}}, "opponents_turn": True,
                   "effects": [{"may": [{"ready": {"this": True}}]}]}
    assert triggers.when("When combat damage is dealt with NAME") == {"event": "damage", "with": {"this": True},
                                                                      "combat": True}
    assert "opponents_turn" not in power("When NAME prevents damage, add a fly counter to it.")
    refused([
        "When NAME prevents damage on your opponent's turn, draw a card.",  # not the words read
        "When NAME prevents damage on an opponent's turn on an opponent's turn, draw a card.",
        "When damage is dealt with an ally, draw a card.",  # only the card itself
    ])
    with pytest.raises(Unrecognised):  # the qualifier belongs to a triggered power, never to a bare pattern
        triggers.when("When NAME attacks on an opponent's turn")


def test_enc_trig_you_play_one_of_a_list_of_kinds():
    assert triggers.when("When you play an ability, ally, or equipment") == {
        "event": "played", "subject": {"kinds": ["ability", "ally", "equipment"], "controller": "you"}}
    got = power("When you play an ability, ally, or equipment, NAME deals 1 unpreventable holy damage to target "
                "opposing hero.")  # the list's commas are the prefix's, not the effect's
    assert got["effects"][0]["deal_damage"] == 1 and got["when"]["subject"]["kinds"] == ["ability", "ally", "equipment"]
    refused(["When you play an opposing ability, ally, or equipment, draw a card."])  # you play only your own





# -- enc-trig (session 8): an 'if' about this turn's events, read through the trigger prefix of the same
# event (703.2, 703.4); the card itself now; counters put on a card (404.1) -------------------------------
WEAPON = {"id": "x", "name": "Blade of Unquenched Thirst", "type": "weapon", "printings": [["s", "7", "Common"]],
          "cost": 2, "atk": 2, "strike_cost": 2, "damage_type": "melee", "traits": ["Sword", "Melee (1)"]}


@pytest.mark.parametrize("clause, cond", [
    ("no damage was dealt with NAME this turn", {"not": {"happened": {"event": "damage", "with": {"this": True}}}}),
    ("NAME dealt no damage this turn", {"not": {"happened": {"event": "damage", "source": {"this": True}}}}),
    ("your hero wasn't dealt damage this turn",
     {"not": {"happened": {"event": "damage", "destination": {"kind": "hero", "controller": "you"}}}}),
    ("no damage was dealt this turn", {"not": {"happened": {"event": "damage"}}}),
    ("you didn't place a resource this turn", {"not": {"happened": {"event": "placed", "subject": {"controller": "you"}}}}),
    ("your hero didn't attack this turn",
     {"not": {"happened": {"event": "attacks", "subject": {"kind": "hero", "controller": "you"}}}}),
    ("you played two or more abilities this turn",
     {"happened": {"event": "played", "subject": {"kind": "ability", "controller": "you"}}, "at_least": 2}),
    ("your hero dealt combat damage to an ally this turn",
     {"happened": {"event": "damage", "source": {"kind": "hero", "controller": "you"}, "combat": True,
                   "destination": {"kind": "ally"}}}),
    ("you placed a resource face up into your resource row this turn",
     {"happened": {"event": "placed", "subject": {"controller": "you"}, "face_up": True}}),
    ("NAME has damage", {"exists": {"this": True, "damaged": True}}),
    ("NAME is ready", {"exists": {"this": True, "exhausted": False}}),
])
def test_enc_trig_a_past_event_is_a_condition(clause, cond):
    m = triggers.PAST_CLAUSE.match(clause)
    assert m and triggers.past_event(m) == cond


def test_enc_trig_past_events_not_read():
    for clause in ("an opponent completed a quest this turn",  # another player's plays and quests: not yet
                   "you played abilities this turn", "NAME dealt no damage last turn", "NAME has five damage"):
        m = triggers.PAST_CLAUSE.match(clause)
        with pytest.raises(Unrecognised):
            if m is None:
                raise Unrecognised(clause)
            triggers.past_event(m)


def test_enc_trig_a_turn_trigger_with_an_if_and_its_pronoun():
    entry, _ = pool_shapes.encode(WEAPON, SETS, ["At the end of your turn, if no damage was dealt with Blade of "
                                                 "Unquenched Thirst this turn, destroy it."])
    got = entry["powers"][0]["triggered"]
    assert got == {"when": {"event": "turn-ends", "subject": {"kind": "hero", "controller": "you"}},
                   "effects": [{"destroy": {"this": True}}],  # 'it': the card the condition names, never the hero
                   "if": {"not": {"happened": {"event": "damage", "with": {"this": True}}}}}
    got = power("At the end of your turn, if NAME dealt no damage this turn, destroy him.")
    assert got["effects"] == [{"destroy": {"this": True}}]
    refused([
        "At the end of your turn, destroy it.",  # a turn names no card: 'it' is nothing (not the turn's hero)
        "At the end of your turn, if your hero didn't attack this turn, destroy it.",  # the condition's card: a hero
        "At the end of your turn, if you played two or more allys this turn, draw a card.",  # no such plural
        "At the end of your turn, if NAME dealt no damage last turn, draw a card.",  # not this turn
        "At the end of your turn, if you didn't play abilities this turn, draw a card.",  # no article: not read
    ])


def test_enc_trig_counters_on_a_card():
    got = power("At the start of your turn, you may add a +1 ATK counter to NAME.", WEAPON)
    assert got["effects"] == [{"may": [{"put_counters": 1, "atk": 1, "on": {"this": True}}]}]
    got = power("When you play an ability, put a verse counter on NAME.", WEAPON)
    assert got["effects"] == [{"put_counters": 1, "named": "verse", "on": {"this": True}}]
    got = power("When NAME enters play, put two +1 / +1 counters on target ally.")
    assert got["targets"] == [{"id": "first", "kind": "ally"}]
    assert got["effects"] == [{"put_counters": 2, "atk": 1, "health": 1, "on": {"target": "first"}}]
    refused([
        "When NAME enters play, add a +1 counter to NAME.",  # which stat? (an armor's DEF, perhaps)
        "When NAME enters play, put a +1 DEF counter on NAME.",  # DEF: an ally has none (enc-enter3: an armor's reads)
        "When NAME enters play, add a +1 ATK counter to target armor.",  # an armor has no ATK
        "When NAME enters play, put a +1 / +1 counter on target weapon.",  # nor a weapon health
        "When NAME enters play, put two +1 ATK counter on NAME.",  # number and noun disagree
        "When NAME enters play, put a +1 ATK counters on NAME.",
    ])
    refused(["Add a +1 ATK counter to all weapons you control."], ABILITY)  # enc-deal2: 'each …' reads, 'all' not


def test_enc_trig_it_as_the_effects_subject_is_the_prefixs_subject():
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Attach to target ally you control.", "Ongoing: When attached ally "
                                                  "deals damage to an opposing hero, it also heals that much damage from "
                                                  "your hero."])
    power_ = entry["powers"][0]["triggered"]
    assert power_["effects"] == [{"heal": "that-much", "source": {"event": "source"},  # the attached ally, the dealer
                                  "from": {"kind": "hero", "controller": "you"}}]
    refused([
        "When this or another ally deals damage to an opposing hero, it also heals that much damage from your hero.",
        "When an ally is dealt damage, it may deal 1 fire damage to target hero.",  # its controller's choice: whose?
    ])





# -- enc-trig (s9): a triggered modifier this turn; a damage type before 'ally' ------------------------------

def test_enc_trig_a_triggered_modifier_this_turn_on_an_ability():
    """Ghoulish Epidemic: the ability's effect makes a triggered modifier lasting this turn (715.1)."""
    entry, shapes = pool_shapes.encode(ABILITY, SETS, [
        "When a non-token ally is destroyed this turn, put a 3 / 3 Ghoul ally token into play."])
    assert entry["effects"] == [{"create_trigger": {
        "when": {"event": "destroyed", "subject": {"kind": "ally", "token": False}},
        "effects": [{"put_token": "Ghoul", "atk": 3, "health": 3, "traits": ["Ghoul"]}]}, "duration": "this-turn"}]
    assert triggers.MODIFIER in shapes


def test_enc_trig_the_next_time_is_once_and_may_stays_optional():
    """'When the next ally in your party is destroyed this turn' (Justice Blindburn) and 'When you next play an
    ability this turn' (Jeremiah Karvok) trigger once (715.1); 'you may' is answered as it resolves (708.3)."""
    made = pool_shapes.piece("When the next ally in your party is destroyed this turn, draw a card.")
    assert made.parts["effects"][0](None)["create_trigger"] == {
        "when": {"event": "destroyed", "subject": {"kind": "ally", "controller": "you"}},
        "effects": [{"draw": 1}], "once": True}
    made = pool_shapes.piece("When an opposing non-token ally is destroyed this turn, you may draw a card.")
    assert made.parts["effects"][0](None)["create_trigger"]["effects"] == [{"may": [{"draw": 1}]}]
    assert "once" not in made.parts["effects"][0](None)["create_trigger"]


def test_enc_trig_a_triggered_modifier_naming_its_card_is_not_read():
    """'When NAME protects this turn, ready her' (Chloe Mithrilbolt's flip power): the card that made the
    modifier (712.5); on an ability it would be a card in its graveyard, and on a permanent it is not read yet."""
    hero = {"id": "h", "name": "Chloe Mithrilbolt", "type": "hero", "printings": [["s", "2", "Common"]], "health": 30}
    with pytest.raises(Unrecognised):
        pool_shapes.encode(hero, SETS, ["1, Flip Chloe -> When Chloe protects this turn, ready her."])
    refused(["When NAME is destroyed this turn, draw a card."], ABILITY)


def test_enc_trig_a_triggered_modifier_refuses_what_a_modifier_does_not_honour():
    """'For the first time each turn' and 'on an opponent's turn' are not honoured by a triggered modifier;
    an event no prefix reads ('When you shuffle your deck') leaves the sentence unread."""
    refused(["When NAME attacks for the first time each turn this turn, draw a card.",
             "When you shuffle your deck this turn, draw a card.",
             "When an ally is destroyed on an opponent's turn this turn, draw a card."], ABILITY)


def test_enc_trig_a_damage_type_before_ally_is_its_damage_type():
    """'another Arcane ally' (Skymistress Taranna): an ally whose ATK is of that damage type (205.1b: the
    '[Arcane] ally' icon written as a word), not a trait; 'Fire hero or ally' (a hero's talent) is not read so."""
    assert power("When another Arcane ally enters your party, draw a card.")["when"] == {
        "event": "enters-party", "subject": {"kind": "ally", "controller": "you", "damage_type": "arcane", "other": True}}
    assert power("When a Holy ally in your party is dealt damage, draw a card.")["when"]["destination"] == {
        "kind": "ally", "controller": "you", "damage_type": "holy"}
    assert power("When a Fire hero or ally you control is dealt damage, draw a card.")["when"]["destination"] == {
        "kind": "character", "controller": "you", "trait": "Fire"}


def test_enc_trig_your_resources_readied():
    """'you may ready one of your resources' (Joja'bee), 'ready up to two resources you control' (Primal Focus),
    'ready up to that many of your resources' (Infuriate: the event's amount, 703): ready_resources, up to that
    many of the exhausted ones (411.1, 412.2); a number disagreeing with its noun, or 'that many' without 'up
    to', is refused."""
    assert power("When NAME enters play, you may ready one of your resources.")["effects"] == [
        {"may": [{"ready_resources": 1}]}]
    assert power("When NAME attacks, ready up to two resources you control.")["effects"] == [
        {"ready_resources": 2, "up_to": True}]
    assert power("When your hero is dealt combat damage, ready up to that many of your resources.")["effects"] == [
        {"ready_resources": "that-much", "up_to": True}]
    assert power("When NAME attacks, ready all of your resources.")["effects"] == [
        {"ready": {"kind": "card", "row": "resource", "controller": "you"}}]
    refused(["When NAME attacks, ready one of your resource.", "When NAME attacks, ready two resource you control.",
             "When your hero is dealt combat damage, ready that many of your resources.",
             "When NAME attacks, ready up to a resource you control."])





# -- enc-trig (s10): the owner's hand, 'enters or leaves play', any card in a graveyard, 'If you do' after an
# ongoing triggered power -------------------------------------------------------------------------------------

def test_enc_trig_put_him_from_play_into_his_owners_hand():
    """'put him from play into his owner's hand' (Retainer Khorbus), 'put NAME into his owner's hand' (Tiril
    Dawnrider): the card itself returned to its owner's hand (415.9e); 'his' is the card's, not a player's."""
    assert power("When NAME deals combat damage, put him from play into his owner's hand.")["effects"] == [
        {"return_to_hand": {"this": True}}]
    assert power("At the end of your turn, put NAME into his owner's hand.")["effects"] == [
        {"return_to_hand": {"this": True}}]
    refused(["When NAME deals combat damage, put him from play into your hand.",  # whose hand: not its owner's
             "At the end of your turn, put NAME into his hand.",
             "When NAME deals combat damage, put him from play into his opponent's hand."])


def test_enc_trig_enters_or_leaves_play_is_two_powers():
    """'When this item enters or leaves play' (Darkmoon Card: Hurricane): one power as it enters play (710.1d) and
    one, with the same effect, as it leaves play (looked back on, 703.4)."""
    entry, _ = pool_shapes.encode(ALLY, SETS, ["When NAME enters or leaves play, your hero deals 1 nature damage to "
                                               "each opposing ally."])
    powers = [p["triggered"] for p in entry["powers"]]
    assert [p["when"] for p in powers] == [{"event": "enters-play", "subject": {"this": True}},
                                           {"event": "leaves-play", "subject": {"this": True}}]
    assert powers[0]["effects"] == powers[1]["effects"] == [{
        "deal_damage": 1, "damage_type": "nature", "source": {"kind": "hero", "controller": "you"},
        "to": {"kind": "ally", "controller": "opposing"}}]
    refused(["When NAME enters or leaves play, deal that much damage to target ally.",  # the amount of which event?
             "When NAME enters or is destroyed, draw a card."])


def test_enc_trig_any_card_in_a_graveyard_is_a_target():
    """'you may remove target card in a graveyard from the game' (Seamus Somerset, Skeletal Warhorse): a target
    of any kind in any graveyard (706.1b), removed from the game (415.7a); 'may' stays optional (708.3)."""
    assert power("When NAME attacks, you may remove target card in a graveyard from the game.") == {
        "when": {"event": "attacks", "subject": {"this": True}},
        "targets": [{"id": "first", "kind": "card", "zone": "graveyard"}],
        "effects": [{"may": [{"remove_from_game": {"target": "first", "zone": "graveyard"}}]}]}
    refused(["When NAME attacks, you may remove target card in your hand from the game.",
             "When NAME attacks, remove each card in a graveyard from the game.",
             "When NAME attacks, remove target card from the game."])


def test_enc_trig_if_you_do_after_an_ongoing_triggered_power():
    """'Ongoing: At the start of your turn, destroy this ability. If you do, …' (Deliberate Vengeance, Spark of
    Rage): the second sentence is more of the ongoing power's effect (305.2a), done only if the ability was
    destroyed (709.2f); after an action that reports nothing it is refused."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Ongoing: At the start of your turn, destroy this ability. If you do, "
                                                  "your hero deals 2 holy damage to each opposing hero and ally."])
    assert entry["tags"] == ["Ongoing"] and "effects" not in entry
    assert entry["powers"] == [{"triggered": {
        "when": {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}},
        "effects": [{"do": {"destroy": {"this": True}}, "if_you_do": [{
            "deal_damage": 2, "damage_type": "holy", "source": {"kind": "hero", "controller": "you"},
            "to": {"kind": "character", "controller": "opposing"}}]}]}}]
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Ongoing: At the start of your turn, destroy this ability. If you do, "
                                                  "destroy target ally."])
    power_ = entry["powers"][0]["triggered"]
    assert power_["targets"] == [{"id": "first", "kind": "ally"}]
    assert power_["effects"] == [{"do": {"destroy": {"this": True}}, "if_you_do": [{"destroy": {"target": "first"}}]}]
    refused(["Ongoing: At the start of your turn, your hero deals 1 fire damage to each opposing ally. If you do, "
             "draw a card."], ABILITY)  # a packet reports no 'done' (709.2f)


def test_enc_trig_a_card_drawn():
    """'When you draw a card' (Runesong Dagger), 'When a player draws a card, put 1 damage on that player's hero'
    (Jin'do's Judgement): each card drawn (415.9e), the event's subject the drawer's hero; 'that player's hero' is
    that hero."""
    assert power("When you draw a card, put a verse counter on NAME.")["when"] == {
        "event": "draw", "subject": {"kind": "hero", "controller": "you"}}
    assert power("When an opponent draws a card, draw a card.")["when"] == {
        "event": "draw", "subject": {"kind": "hero", "controller": "opponent"}}
    assert power("When a player draws a card, put 1 damage on that player's hero.") == {
        "when": {"event": "draw"}, "effects": [{"put_damage": 1, "on": {"kind": "hero", "controller_of": "event:subject"}}]}
    refused(["When you draw two cards, draw a card.", "When a player draws a card, put 1 damage on your opponent's hero.",
             "When you draw a card, put 1 damage on that player's hero."])  # 'that player' of your own draw: you


def test_enc_trig_a_faction_icon_and_a_damage_type_said_twice():
    """'When a [Horde] ally is dealt nature or [Nature] damage, destroy it' (Crackling Staff): an ally with the Horde
    icon (206.1b), a packet of nature damage (the word and the icon say the same type, 408.3a); another type's icon
    beside the word is refused, and so is a faction on anything but a hero or ally."""
    assert power("When a [Horde] ally is dealt nature or [Nature] damage, destroy it.") == {
        "when": {"event": "damage", "destination": {"kind": "ally", "faction": "Horde"}, "damage_type": "nature"},
        "effects": [{"destroy": {"event": "destination"}}]}
    assert power("When an [Alliance] ally is dealt frost damage, destroy it.")["when"]["destination"] == {
        "kind": "ally", "faction": "Alliance"}
    refused(["When a [Horde] ally is dealt nature or [Frost] damage, destroy it.",
             "When a [Horde] ally you control is dealt fire damage, draw a card.",
             "When a [Horde] ability is destroyed, draw a card.",
             "When a [Undead] ally is dealt fire damage, destroy it."])


def test_enc_trig_that_much_healed_and_that_allys_controllers_hero():
    """'When damage is healed from your hero, your hero may heal that much damage from target ally' (Thanu Sunhorn):
    a heal packet's amount is the damage it removed (407.1); 'that ally's controller's hero' (Deatheater Stroud) is
    the hero of the player who controls the event's ally."""
    assert power("When damage is healed from your hero, your hero may heal that much damage from target ally.")[
        "effects"] == [{"may": [{"heal": "that-much", "source": {"kind": "hero", "controller": "you"},
                                 "from": {"target": "first"}}]}]
    assert power("When damage is healed from an opposing ally, NAME deals that much shadow damage to that ally's "
                 "controller's hero.")["effects"] == [{"deal_damage": "that-much", "damage_type": "shadow",
                                                       "source": {"this": True},
                                                       "to": {"kind": "hero", "controller_of": "event:destination"}}]
    refused(["When you play an ability, your hero heals that much damage from itself.",  # a play has no amount
             "When NAME attacks, NAME deals 1 damage to that ally's controller's hero.",  # no ally in the event
             "When an ally deals damage to an opposing ally, NAME deals 1 damage to that ally's controller's hero."])


def test_enc_trig_your_hero_or_another_ally():
    """'When your hero or another ally you control deals fire damage' (Brel Blazebeard): either card is the packet's
    source (the card format's 'any')."""
    assert power("When your hero or another ally you control deals fire damage, draw a card.")["when"] == {
        "event": "damage", "damage_type": "fire", "source": {"any": [
            {"kind": "hero", "controller": "you"}, {"kind": "ally", "controller": "you", "other": True}]}}
    refused(["When your hero or target ally deals fire damage, draw a card.",
             "When your hero or your weapon deals fire damage, draw a card."])


def test_enc_trig_a_weapon_named_by_its_name_before_the_comma():
    """'When you strike with Sulfuras' on Sulfuras, Hand of Ragnaros: the weapon itself (303.2); a name with no comma,
    or a title, is not shortened."""
    weapon = {"id": "w", "name": "Sulfuras, Hand of Ragnaros", "type": "weapon", "printings": [["s", "30", "Epic"]],
              "cost": 8, "atk": 7, "strike_cost": 5, "damage_type": "melee", "traits": ["2H", "Melee (1)", "Mace"]}
    entry, _ = pool_shapes.encode(weapon, SETS, ["When you strike with Sulfuras, your hero deals 7 fire damage to "
                                                 "target hero or ally."])
    assert entry["powers"][0]["triggered"]["when"] == {"event": "strike", "subject": {"kind": "hero", "controller": "you"},
                                                       "with": {"this": True}}
    assert triggers.weapon_short_named("Lord Blade, the Sharp", "When you strike with Lord Blade, draw a card.") == \
        "When you strike with NAME, draw a card."
    assert triggers.weapon_short_named("Great, the Axe", "When you strike with Great, draw a card.") == \
        "When you strike with Great, draw a card."  # a title, not a name
    assert triggers.weapon_short_named("Sulfuras", "When you strike with Sulfuras, draw a card.") == \
        "When you strike with Sulfuras, draw a card."  # no comma: the whole name, read as NAME already


def test_enc_trig_damage_dealt_with_the_card_to_a_defending_hero():
    """'When combat damage is dealt with NAME to a defending hero, that hero's controller discards a card' (Nexus
    Torch): the packet's destination (602.3, 408.1), whose controller discards (415.9d)."""
    assert power("When combat damage is dealt with NAME to a defending hero, that hero's controller discards a "
                 "card.") == {"when": {"event": "damage", "with": {"this": True}, "destination": {"kind": "hero",
                                                                                                 "defending": True},
                                       "combat": True},
                              "effects": [{"discard": 1, "player": {"controller_of": {"event": "destination"}}}]}
    refused(["When combat damage is dealt with NAME to target hero, that hero's controller discards a card.",
             "When combat damage is dealt with NAME to a defending hero, that ally's controller discards a card."])





# -- enc-trig (s11) ---------------------------------------------------------------------------------------------------
ATTACHING = "Attach to target hero or ally."


def test_enc_trig_a_clause_of_the_effect_inside_the_power():
    """'At the start of your turn, NAME may deal 1 melee damage to target hero for each Orc ally you control' (Timewalker
    Grunt): the count is the effect's (709.2d), inside the choice 'may' makes (708.3); a count no shape reads is
    refused."""
    assert power("At the start of your turn, NAME may deal 1 melee damage to target hero for each Orc ally you "
                 "control.") == {
        "when": {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}},
        "targets": [{"id": "first", "kind": "hero"}],
        "effects": [{"may": [{"deal_damage": {"count": {"kind": "ally", "controller": "you", "trait": "Orc"}},
                              "damage_type": "melee", "source": {"this": True}, "to": {"target": "first"}}]}]}
    refused(["At the start of your turn, NAME may deal 1 arcane damage to target hero or ally for each [Arcane] card "
             "in play.",  # enc-if3: '… you control' reads (a damage type, shapes/statics.py counted_words); whose: unsaid
             "At the start of your turn, NAME may deal 1 melee damage to target hero, or 2 if it is Tuesday."])


def test_enc_trig_a_trigger_after_the_ongoing_sentence_of_its_paragraph():
    """'Ongoing: Your hero has Protector. When your hero protects, …' (Staunch Reprisal): the second sentence is text
    after the colon too (305.2a); a paragraph that doesn't start 'Ongoing:' is as it is."""
    assert triggers.after_ongoing(["Ongoing: Your hero has Protector. When your hero protects, draw a card."]) == \
        ["Ongoing: Your hero has Protector. Ongoing: When your hero protects, draw a card."]
    assert triggers.after_ongoing(["Your hero has Protector. When your hero protects, draw a card."]) == \
        ["Your hero has Protector. When your hero protects, draw a card."]
    assert triggers.after_ongoing(["Ongoing: Your hero has Protector. Draw a card."]) == \
        ["Ongoing: Your hero has Protector. Draw a card."]
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Ongoing: Your hero has Protector. When your hero protects, it may "
                                                  "deal 2 melee damage to target attacker."])
    assert [list(p) for p in entry["powers"]] == [["continuous"], ["triggered"]]
    assert entry["powers"][1]["triggered"]["when"] == {"event": "protects",
                                                       "subject": {"kind": "hero", "controller": "you"}}


def test_enc_trig_the_attached_card_as_the_object_of_an_ongoing_trigger():
    """'Ongoing: At the start of your turn, your hero heals 2 damage from attached character' (Revitalize): the host
    (400.4), in the attachment's power; 'or N if' around it (Serpent Sting). Refused: the host after the attachment
    left play, and the host beside another target."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, [ATTACHING, "Ongoing: At the start of your turn, your hero heals 2 "
                                                             "damage from attached character."])
    assert entry["powers"] == [{"triggered": {
        "when": {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}},
        "effects": [{"heal": 2, "source": {"kind": "hero", "controller": "you"}, "from": {"host": True}}]}}]
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Attach to target ally.", "Ongoing: At the end of each turn, your "
                                                  "hero deals 1 nature damage to attached ally, or 2 if you control a "
                                                  "Ranged weapon."])
    dealt = {"damage_type": "nature", "source": {"kind": "hero", "controller": "you"}, "to": {"host": True, "kind": "ally"}}
    assert entry["powers"][0]["triggered"] == {"when": {"event": "turn-ends"}, "effects": [{
        "if": {"exists": {"kind": "weapon", "controller": "you", "tag": "Ranged"}},
        "then": [{"deal_damage": 2, **dealt}], "otherwise": [{"deal_damage": 1, **dealt}]}]}
    for sentence in ("Ongoing: When attached ally is destroyed, your hero deals 4 shadow damage to attached character.",
                     "Ongoing: At the start of your turn, your hero deals 1 fire damage to attached character and "
                     "target ally."):  # enc-enter7: the attachment's own destruction reads (its last host, 709.2d)
        with pytest.raises(Unrecognised):
            pool_shapes.encode(ABILITY, SETS, [ATTACHING, sentence])


def test_enc_trig_its_controller_of_the_event_card():
    """'Ongoing: When attached character becomes exhausted, its controller discards a card' (Anesthetic Poison): the
    controller of the event's card (703.1, 415.9d); 'its' of a packet between two cards is either: refused (enc-deal4:
    unless the dealer is a card of yours, shapes/dealt_hero_controller.py, so a packet between cards of any player)."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, [ATTACHING, "Ongoing: When attached character becomes exhausted, its "
                                                             "controller discards a card."])
    assert entry["powers"][0]["triggered"] == {
        "when": {"event": "exhausted", "subject": {"host": True, "kind": "character"}},
        "effects": [{"discard": 1, "player": {"controller_of": {"event": "subject"}}}]}
    with pytest.raises(Unrecognised):
        pool_shapes.encode(ABILITY, SETS, ["Ongoing: When a hero or ally deals combat damage to a "
                                           "defending hero, its controller discards a card."])





# -- enc-dealt --


def test_enc_dealt_a_trait_alone_as_a_triggers_subject():
    """'When a Druid you control deals combat damage to a hero' (Keeper Remulos): a trait alone names a hero or ally of
    it (202.1), one card of the group; 'a friendly Paladin', 'an opposing Shaman' likewise. A tag or a card kind's
    word is no trait: refused."""
    when = power("When a Druid you control deals combat damage to a hero, draw a card.")["when"]
    assert when == {"event": "damage", "combat": True, "destination": {"kind": "hero"},
                    "source": {"kind": "character", "controller": "you", "trait": "Druid"}}
    assert power("When a friendly Paladin is destroyed, draw a card.")["when"]["subject"] == {
        "kind": "character", "controller": "friendly", "trait": "Paladin"}
    assert power("When an opposing Shaman attacks, draw a card.")["when"]["subject"] == {
        "kind": "character", "controller": "opposing", "trait": "Shaman"}
    refused(["When a Monster you control attacks, draw a card.", "When a Dungeon attacks, draw a card.",
             "When an Unlimited Murloc attacks, draw a card."])


def test_enc_dealt_then_and_a_token_copy_of_the_events_card():
    """'your hero then deals 2 holy damage to that character' (Seal of Command): 'then' says only that it comes after
    the event; 'put a token copy of that ally (of NAME) into play exhausted' (Elemental Echo, Unstable Corruption):
    the event's card or the card itself copied (402.2, 404.2). A copy of a card of neither: refused."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Ongoing: When your hero deals combat damage with a weapon to a hero "
                                                  "or ally, your hero then deals 2 holy damage to that character."])
    assert entry["powers"][0]["triggered"]["effects"] == [{"deal_damage": 2, "damage_type": "holy", "to": {
        "event": "destination"}, "source": {"kind": "hero", "controller": "you"}}]
    assert power("When NAME deals combat damage to an opposing hero, you may put a token copy of NAME into play "
                 "exhausted.")["effects"] == [{"may": [{"put_token_copy": {"this": True}, "exhausted": True}]}]
    entry, _ = pool_shapes.encode(ABILITY, SETS, [ATTACHING, "Ongoing: When attached ally deals combat damage to a "
                                                             "defending hero, put a token copy of that ally into play."])
    assert entry["powers"][0]["triggered"]["effects"] == [{"put_token_copy": {"event": "source"}}]
    refused(["When NAME deals combat damage to a hero, put a token copy of that hero into play.",  # a hero: no copy
             "When NAME deals damage to an ally or hero, put a token copy of it into play.",  # either card
             "When NAME attacks, your hero then then deals 2 fire damage to target ally."])


def test_enc_dealt_a_players_deck_named_by_the_events_card():
    """'remove the top three cards of that hero's controller's deck from the game' (Shadow Word: Corruption): the
    controller of the event's card (703.1), read through 'target player's deck'. A card the event doesn't name, the
    reference said twice, and a target player beside it are refused."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, [ATTACHING, "Ongoing: When attached ally deals combat damage to a "
                                                             "hero, remove the top three cards of that hero's "
                                                             "controller's deck from the game."])
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"move_top": 3, "to": "removed", "player": {"controller_of": {"event": "destination"}}}]
    refused(["When NAME deals combat damage to a hero, remove the top card of that ally's controller's deck from the "
             "game.",
             "When NAME attacks, remove the top card of that hero's controller's deck from the game.",
             "When NAME deals combat damage to a hero, put the top card of that hero's controller's deck into that "
             "hero's controller's graveyard."])


def test_enc_dealt_an_if_after_the_effect_about_the_card_itself():
    """'When NAME attacks for the first time each turn, ready him if he has damage' (Ras'fari Bloodfrenzy): an 'if'
    effect judged as it resolves (709.2), not a double check. About another card, or a condition of another kind:
    refused."""
    assert power("When NAME attacks for the first time each turn, ready him if he has damage.") == {
        "when": {"event": "attacks", "subject": {"this": True}}, "first_each_turn": True,
        "effects": [{"if": {"exists": {"this": True, "damaged": True}}, "then": [{"ready": {"this": True}}]}]}
    refused(["When an ally attacks, ready it if it has damage.",
             "When NAME attacks, ready him if you control a Demon.",
             "When NAME attacks, if he has damage, ready him if he is exhausted."])


def test_enc_dealt_a_packet_to_a_trait_alone_and_that_cards_controller():
    """'When NAME deals damage to a Paladin, that Paladin's controller discards a card' (Justicar Drathnea): a hero or
    ally of that trait (202.1), and the controller of that card of the event (703.1). Another trait than the
    event's, or a trait two of its cards have, is refused."""
    assert power("When NAME deals damage to a Paladin, that Paladin's controller discards a card.") == {
        "when": {"event": "damage", "source": {"this": True}, "destination": {"kind": "character", "trait": "Paladin"}},
        "effects": [{"discard": 1, "player": {"controller_of": {"event": "destination"}}}]}
    refused(["When NAME deals damage to a Paladin, that Mage's controller discards a card.",
             "When a Paladin deals damage to a Paladin, that Paladin's controller discards a card."])





# -- enc-turn --


def test_an_attached_card_of_any_kind_as_the_trigger_subject():
    """Tidal Infusion: 'attached card' (an ally or a weapon host) is the host, of any kind (400.4)."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Attach to target ally or weapon you control.",
                                                  "Ongoing: When attached card exhausts, you may draw a card."])
    assert entry["powers"][0]["triggered"]["when"] == {"event": "exhausted", "subject": {"host": True, "kind": "card"}}


def test_an_attached_card_removed_is_not_read_yet():
    """'remove attached card from the game': which kinds the host may be is the attach line's, not read here."""
    refused(["Ongoing: At the start of your turn, remove attached card from the game."], ABILITY)


# -- enc-enter3 --


def test_a_resource_entering_play_or_destroyed():
    """'When a resource enters play under your control' (412.1a: placed, or put into the row) and 'when one of your
    resources is destroyed' (looked back on, 703.4): a card in your resource row. A resource's other events are not
    read."""
    assert power("When a resource enters play under your control, draw a card.")["when"] == {
        "event": "enters-play", "subject": {"row": "resource", "controller": "you"}}
    assert power("When one of your resources is destroyed, draw a card.")["when"] == {
        "event": "destroyed", "subject": {"row": "resource", "controller": "you"}}
    refused(["When a resource you control readies, draw a card.",
             "When one of your resources attacks, draw a card."])


def test_another_ally_named_as_the_card_itself():
    """'another ally named NAME in your party' (a trigger's subject) and 'for each ally named NAME in your party' (a
    count): the card's own name written back in (201.2); another name is not read."""
    assert power("When another ally named Horkin Figluster in your party is destroyed, draw a card.")["when"] == {
        "event": "destroyed", "subject": {"kind": "ally", "controller": "you", "named": "Horkin Figluster", "other": True}}
    heal = power("When NAME enters play, it heals 1 damage from target hero or ally for each ally named NAME in your "
                 "party.")["effects"][0]
    assert heal["heal"] == {"count": {"kind": "ally", "controller": "you", "named": "Horkin Figluster"}}
    refused(["When another ally named Bob in your party is destroyed, draw a card."])


def test_an_ally_inspired():
    """'When an ally in your party is inspired' (501.1b): an ally of yours readied by an Inspire."""
    assert power("When an ally in your party is inspired, draw a card.") == {
        "when": {"event": "inspired", "subject": {"kind": "ally", "controller": "you"}}, "effects": [{"draw": 1}]}
    refused(["When an ally in your party is inspiring, draw a card."])


CLOAK = {"id": "x", "name": "Stand-in Cloak", "type": "armor", "printings": [["s", "7", "Common"]], "cost": 2, "def": 0,
         "traits": ["Back (1)", "Cloth"]}


def test_a_def_counter_on_the_armor_itself():
    """'put a +1 DEF counter on NAME' on an armor (404.1c: a stat counter of its DEF, 304.2); on a card that may have no
    DEF, refused."""
    assert power("When an opposing ally is destroyed, put a +1 DEF counter on NAME.", CLOAK)["effects"] == [
        {"put_counters": 1, "def": 1, "on": {"this": True}}]
    refused(["When an opposing ally is destroyed, put a +1 DEF counter on target ally."], CLOAK)


def test_a_race_and_class_token_named_as_the_card():
    """'a 6 / 6 Troll Shaman ally token named NAME' (404.2): two ally types, a race and a class, and the card's own
    name; a run of words that is no race and class is refused."""
    token = power("When NAME is destroyed, put a 6 [Nature] / 6 [Health] Troll Shaman ally token named NAME into play "
                  "with Ferocity.")["effects"][0]
    assert token["traits"] == ["Troll", "Shaman"] and token["name"] == "Horkin Figluster"
    refused(["When NAME enters play, put a 2 [Fire] / 2 [Health] Fel Flame Cat Monster ally token into play."])  # enc-reward9:
    # three words (two, 'Flame Cat', are one ally type of two words, 202.4: tools/shapes/effects.tags_of)


def test_a_destroyed_trigger_counted_is_not_a_power_that_has_something():
    """'When NAME is destroyed, your hero deals 1 … for each resource you control': a trigger and its counted effect
    (709.2d), not a 'NAME is … for each …' power in play."""
    effect = power("When NAME is destroyed, your hero deals 1 melee damage to target ally for each resource you "
                   "control.")["effects"][0]
    assert effect["deal_damage"] == {"count": {"kind": "card", "row": "resource", "controller": "you"}}


def test_a_target_card_in_play():
    """'target card in play' (Thud!, Blue Suede Shoes): any one card in play, of any kind, a resource too (706.1);
    'you control' narrows it to yours. A card elsewhere is not this phrase."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Exhaust target card in play."])
    assert entry["targets"] == [{"id": "first", "kind": "card"}] and entry["effects"] == [{"exhaust": {"target": "first"}}]
    assert power("When NAME enters play, target card in play you control is Untargetable this turn.")["targets"] == [
        {"id": "first", "kind": "card", "controller": "you"}]
    refused(["Exhaust target card in your hand.", "Exhaust target card in play you own."], ABILITY)


def test_the_first_time_each_turn_of_your_hero_or_the_host():
    """'the first time each turn' of one card that is not the card itself: your hero ('When your hero is dealt damage
    for the first time each turn') or an attachment's host; of a group ('an ally you control') still refused: the
    first of all, or of each?"""
    assert power("When your hero is dealt damage for the first time each turn, draw a card.") == {
        "when": {"event": "damage", "destination": {"kind": "hero", "controller": "you"}}, "first_each_turn": True,
        "effects": [{"draw": 1}]}
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Attach to target ally.",
                                                  "Ongoing: When attached ally attacks for the first time each turn, "
                                                  "draw a card."])
    assert entry["powers"][0]["triggered"]["first_each_turn"] is True
    refused(["When an ally you control is dealt damage for the first time each turn, draw a card."])



# -- enc-deal2 --
ARMOR = {"id": "x", "name": "Stand-in Shield", "type": "armor", "printings": [["s", "7", "Common"]], "cost": 2, "def": 1,
         "traits": ["Off-Hand (1)", "Shield"]}


def test_counters_on_each_card_of_a_group_or_on_the_card_itself_unsaid():
    """'put a +1 DEF counter on each of your armor', 'add a +1 ATK counter to each weapon you control': a counter on each
    card of the group (404.1); 'add a thaw counter' naming no card: on the card itself (404.1a); '[DEF]' is DEF."""
    assert power("When NAME enters play, put a +1 DEF counter on each of your armor.")["effects"] == [
        {"put_counters": 1, "def": 1, "on": {"kind": "armor", "controller": "you"}}]
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Add a +1 ATK counter to each weapon you control."])
    assert entry["effects"] == [{"put_counters": 1, "atk": 1, "on": {"kind": "weapon", "controller": "you"}}]
    assert power("When your hero is dealt combat damage, you may add a +1 [DEF] counter.", ARMOR)["effects"] == [
        {"may": [{"put_counters": 1, "def": 1, "on": {"this": True}}]}]
    assert power("When you play an ability, add a verse counter.", WEAPON)["effects"] == [
        {"put_counters": 1, "named": "verse", "on": {"this": True}}]
    refused(["When NAME enters play, add a +1 [DEF] counter to each weapon you control.",  # a weapon has no DEF
             "When NAME enters play, add a +1 [DEF] counter.",  # nor an ally
             "When NAME enters play, put a +1 ATK counter on all of your weapons."])


# -- enc-turn4 --
def test_a_turn_trigger_puts_the_card_its_condition_names_into_its_owners_hand():
    """'At the end of your turn, if NAME is undamaged, put him into his owner's hand' (Gargoyle): 'him' is the card its
    condition names, the card itself (naming_the_card); without that condition 'him' names no card."""
    assert power("At the end of your turn, if NAME is undamaged, put him into his owner's hand.")["effects"] == \
        power("At the end of your turn, if NAME is undamaged, put NAME into its owner's hand.")["effects"]
    refused(["At the end of your turn, put him into his owner's hand.",
             "At the end of your turn, if an opposing ally is damaged, put him into his owner's hand."])


# -- enc-deal7 --

def test_an_end_of_turn_paragraph_after_ongoing_is_ongoing_text():
    """'At end of turn, destroy NAME.' as a paragraph of its own after the 'Ongoing:' one (Blessing of Protection) is
    text after the colon too (305.2a); before it, it is left as it is."""
    assert triggers.after_ongoing(["Ongoing: Your hero has Stealth.", "At end of turn, destroy NAME."]) == \
        ["Ongoing: Your hero has Stealth.", "Ongoing: At end of turn, destroy NAME."]
    assert triggers.after_ongoing(["At end of turn, destroy NAME.", "Ongoing: Your hero has Stealth."]) == \
        ["At end of turn, destroy NAME.", "Ongoing: Your hero has Stealth."]


def test_an_ally_without_damage_on_it_is_an_undamaged_one():
    """'… to an ally without damage on it' (Vis'kag the Bloodletter): the destination had no damage (405.1), judged
    just before the packet (703.4); 'without damage on him' is no phrase of the grammar."""
    got = pool_shapes.piece("When your hero deals combat damage with NAME to an ally without damage on it, destroy that "
                            "ally.")
    assert got.parts["powers"][0]["triggered"]["when"]["destination"] == {"kind": "ally", "damaged": False}
    with pytest.raises(Unrecognised):
        pool_shapes.piece("When your hero deals combat damage with NAME to an ally without damage on him, destroy that "
                          "ally.")
