"""The effect shapes of tools/shapes/effects.py and the effect half of tools/shapes/grammar.py: each
reads the sentences it names into the card language, and refuses its near misses (the card then
stays in the pool's tail). The cards the encoder writes with them are played by
tests/test_encode_pool.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from adjudicator.cardbook.words import card_words
from adjudicator.cards.model import CardDefinition, Heal

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
NUMBERS = {"ally": {"cost": 2, "atk": 1, "health": 3, "damage_type": "fire"}, "ability": {"cost": 1}}


def encode(kind: str, *text: str) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], **NUMBERS[kind]}
    return pool_shapes.encode(card, SETS, list(text))[0]


def refused(kind: str, sentence: str) -> None:
    with pytest.raises(pool_shapes.Unrecognised):
        encode(kind, sentence)


def test_tokens_with_their_tags_numbers_and_keywords():
    entry = encode("ability", "Put two 2 [Melee] / 2 [Health] Orc Warrior ally tokens into play with Ferocity.")
    assert entry["effects"] == [{"put_token": "Orc Warrior", "atk": 2, "damage_type": "melee", "health": 2,
                                 "traits": ["Orc", "Warrior"], "keywords": ["Ferocity"], "count": 2}]
    entry = encode("ability", "Put a Ghoul ally token into play with 3 [Melee] ATK / 3 health and Protector.")
    assert entry["effects"] == [{"put_token": "Ghoul", "atk": 3, "damage_type": "melee", "health": 3,
                                 "traits": ["Ghoul"], "keywords": ["Protector"]}]
    entry = encode("ally", "When Stand-in enters play, put a 1 / 1 Crab Monster ally token into play.")
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"put_token": "Crab", "atk": 1, "health": 1, "traits": ["Crab"], "tags": ["Monster"]}]  # no damage type given
    entry = encode("ability", "Put three Treant ally tokens with 1 ATK, 1 health, and Ferocity into play.")
    assert entry["effects"] == [{"put_token": "Treant", "atk": 1, "health": 1, "traits": ["Treant"],
                                 "keywords": ["Ferocity"], "count": 3}]  # no damage type given
    entry = encode("ability", "Put a 2 [Fire] / 1 [Health] Fire Elemental ally token into play.")
    assert entry["effects"][0]["traits"] == ["Fire Elemental"]  # an ally type of two words (202.4)
    for wrong in ("Put two 1 / 1 Treant ally token into play.",              # a count and a singular
                  "Put a Ghoul ally token into play.",                        # no numbers
                  "Put a Netherdrake ally token with 3 ATK into play.",       # no health
                  "Put a 2 / 2 Pit Lord Demon ally token into play.",         # where the types part is not given
                  "Put a 1 / 1 Treant ally token into play with Wizardry.",   # no keyword (enc-reward4: Absorb, a set
                  # keyword, is read by shapes/token_keywords.py)
                  'Put a 1 / 1 Orc ally token into play with "This ally sings."'):  # a quoted power no shape reads
        refused("ability", wrong)


def test_cards_put_into_a_hand_on_a_deck_or_out_of_the_game():
    entry = encode("ability", "Put target opposing ally with cost 3 or less into its owner's hand.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing", "fits": {"cost_at_most": 3}}]
    assert entry["effects"] == [{"return_to_hand": {"target": "first"}}]
    assert encode("ability", "Put each ally into its owner's hand.")["effects"] == [{"return_to_hand": {"kind": "ally"}}]
    entry = encode("ability", "Put target equipment on the bottom of its owner's deck.")
    assert entry["effects"] == [{"put_on_deck": {"target": "first"}, "where": "bottom"}]
    entry = encode("ability", "Put target Demon ally card from your graveyard into your hand.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"trait": "Demon"}, "zone": "graveyard",
                                 "controller": "you"}]
    assert entry["effects"] == [{"put_into_hand": {"target": "first", "zone": "graveyard"}}]
    entry = encode("ability", "Remove target ally card in a graveyard from the game.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "zone": "graveyard"}]
    assert entry["effects"] == [{"remove_from_game": {"target": "first", "zone": "graveyard"}}]
    for wrong in ("Put target hero into its owner's hand.",                          # a hero never goes to a hand
                  "Put target opposing ally from your graveyard into your hand.",     # a controller in a graveyard
                  "Put each ally from your graveyard into your hand.",                # a group in a graveyard
                  "Remove target hero or ally from the game."):
        refused("ability", wrong)


def test_discards_and_searches():
    entry = encode("ability", "Target player discards two cards.")
    assert entry["targets"] == [{"id": "first", "kind": "player"}]
    assert entry["effects"] == [{"discard": 2, "player": {"target_player": "first"}}]
    assert encode("ability", "Search your deck for an ally card, reveal it, and put it into your hand.")["effects"] == [
        {"search": ["deck"], "for": {"kind": "ally"}}]
    assert encode("ability", "Search your deck for a Murloc ally and put it into play.")["effects"] == [
        {"search": ["deck"], "for": {"kind": "ally", "trait": "Murloc"}, "into": "play"}]
    for wrong in ("Target player discards two card.", "Target player discards a cards.",
                  # (enc-reward7: '… for an ally and put it into your hand', unrevealed, is shapes/search_into.py's)
                  "Search your deck for an ability and put it into play."):        # only an ally enters play so
        refused("ability", wrong)


def test_damage_then_healing_a_ready_target_and_each_other_card():
    entry = encode("ability", "Your hero deals 2 shadow damage to target ally and heals 2 damage from itself.")
    hero = {"kind": "hero", "controller": "you"}
    assert entry["effects"] == [{"deal_damage": 2, "damage_type": "shadow", "source": hero, "to": {"target": "first"}},
                                {"heal": 2, "source": hero, "from": hero}]
    entry = encode("ability", "Your hero deals 1 unpreventable holy damage to each opposing ally and heals 1 damage "
                              "from each friendly ally.")
    assert entry["effects"][1] == {"heal": 1, "source": hero, "from": {"kind": "ally", "controller": "friendly"}}
    entry = encode("ally", "When Stand-in enters play, it deals 2 shadow damage to target opposing hero and heals 2 "
                           "damage from your hero.")
    assert entry["powers"][0]["triggered"]["effects"][1] == {"heal": 2, "source": {"this": True}, "from": hero}
    assert encode("ability", "Destroy target ready weapon.")["targets"] == [
        {"id": "first", "kind": "weapon", "fits": {"exhausted": False}}]  # ready: not exhausted (411)
    entry = encode("ally", "When Stand-in enters play, it deals 2 fire damage to each other ally.")
    assert entry["powers"][0]["triggered"]["effects"][0]["to"] == {"kind": "ally", "other": True}
    # enc-deals: a second target of the healing is a slot of its own (tools/shapes/two_targets.py, 706.1)
    assert [t["id"] for t in encode("ability", "Your hero deals 2 shadow damage to target ally and heals 2 damage from "
                                               "target ally.")["targets"]] == ["first", "second"]
    for wrong in ("Destroy target ally and heals 2 damage from itself.",                                # no damage first
                  "Destroy target other ally."):
        refused("ability", wrong)
    refused("ally", "When Stand-in enters play, it deals 2 fire damage to target ally and heals 2 damage from itself.")


def test_up_to_n_targets_in_one_slot():
    entry = encode("ability", "Destroy up to two target allies.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "count": 2, "up_to": True}]  # 707.1d
    assert entry["effects"] == [{"destroy": {"target": "first"}}]
    entry = encode("ability", "Your hero deals 2 ranged damage to each of up to three target heroes and/or allies.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "count": 3, "up_to": True}]
    entry = encode("ability", "Put up to two target allies from your graveyard into your hand.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "count": 2, "up_to": True, "zone": "graveyard",
                                 "controller": "you"}]
    for wrong in ("Destroy up to two each allies.",      # a group has no count
                  "Destroy up to six target allies."):   # a number the grammar doesn't read
        refused("ability", wrong)
    entry = encode("ally", "When Stand-in enters play, you may put each of up to two target opposing allies into "
                           "its owner's hand.")  # a triggered power's slot of several, chosen as it triggers (708.2)
    power = entry["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing", "count": 2, "up_to": True}]
    assert power["effects"] == [{"may": [{"return_to_hand": {"target": "first"}}]}]


def test_a_list_of_traits_is_any_of_them():
    entry = encode("ability", "Remove target Demon ally or Elemental ally from the game.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"any": [{"trait": "Demon"},
                                                                                {"trait": "Elemental"}]}}]
    entry = encode("ability", "Destroy target opposing Death Knight, Ghoul, or Undead ally.")
    assert entry["targets"][0]["controller"] == "opposing"
    assert entry["targets"][0]["fits"] == {"any": [{"trait": "Death Knight"}, {"trait": "Ghoul"}, {"trait": "Undead"}]}
    for wrong in ("Destroy target Demon or Monster ally.",   # Monster is a tag, not a trait
                  "Destroy target Demon or Undead weapon."):  # a weapon has no race
        refused("ability", wrong)


def test_a_selector_reads_factions_class_icons_tags_and_non():
    entry = encode("ability", "Destroy target Horde ally.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"faction": "Horde"}}]  # 206.1b
    entry = encode("ability", "Remove target non-Demon ally from the game.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"not": {"trait": "Demon"}}}]
    entry = encode("ability", "Your hero deals 3 shadow damage to each non-Demon hero and ally.")
    assert entry["effects"][0]["to"] == {"kind": "character", "not": {"trait": "Demon"}}
    entry = encode("ability", "Destroy target [Death Knight] ability or equipment.")
    assert entry["targets"] == [{"id": "first", "kind": ["ability", "equipment"], "fits": {"class_icon": "Death Knight"}}]
    entry = encode("ability", "Your hero heals 3 damage from each Monster hero and ally you control.")
    assert entry["effects"][0]["from"] == {"kind": "character", "controller": "you", "tag": "Monster"}
    entry = encode("ability", "Destroy each non-token ally you control.")
    assert entry["effects"] == [{"destroy": {"kind": "ally", "controller": "you", "token": False}}]
    entry = encode("ability", "Your hero deals 2 shadow damage to each exhausted opposing hero and ally.")
    assert entry["effects"][0]["to"] == {"kind": "character", "controller": "opposing", "exhausted": True}
    for wrong in ("Destroy target Horde weapon.",                # a weapon's faction is not read
                  "Destroy target [Frost] equipment.",           # a damage type's icon, not a class's (an ally's
                  # '[Frost] ally' is its damage type: test_an_ally_of_a_damage_type_by_its_icon)
                  "Destroy target non-Raiding ally.",            # a raid's word
                  "Destroy target exhausted opposing damaged ally.",  # two states
                  "Destroy target non-token Horde Orc ally."):   # a faction and a race together
        refused("ability", wrong)


def test_your_hero_and_all_damage_healed_from_one_card():
    entry = encode("ability", "Your hero heals all damage from target ally.")
    assert entry["targets"] == [{"id": "first", "kind": "ally"}]
    assert entry["effects"] == [{"heal": {"its": "damage"},  # as much as is on it
                                 "source": {"kind": "hero", "controller": "you"}, "from": {"target": "first"}}]
    entry = encode("ally", "When Stand-in enters play, it deals 3 fire damage to your hero.")
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"deal_damage": 3, "damage_type": "fire", "source": {"this": True}, "to": {"kind": "hero", "controller": "you"}}]
    entry = encode("ally", "When Stand-in enters play, it heals 3 damage from your hero.")
    assert entry["powers"][0]["triggered"]["effects"][0]["from"] == {"kind": "hero", "controller": "you"}
    entry = encode("ability", "Your hero heals all damage from each friendly ally.")
    assert entry["effects"][0]["heal"] == {"its": "damage"}  # one packet per ally, each of its own damage (407.2)
    refused("ability", "Your hero heals most damage from target ally.")  # enc-turn7: 'Destroy your hero.' reads now


def test_the_top_cards_of_a_deck_moved():
    entry = encode("ability", "Target player puts the top three cards of his deck into his graveyard.")
    assert entry["targets"] == [{"id": "first", "kind": "player"}]
    assert entry["effects"] == [{"move_top": 3, "to": "graveyard", "player": {"target_player": "first"}}]
    entry = encode("ability", "Target opponent removes the top card of his deck from the game.")
    assert entry["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]  # an opponent only
    assert entry["effects"] == [{"move_top": 1, "to": "removed", "player": {"target_player": "first"}}]
    entry = encode("ability", "Put the top two cards of target player's deck into his graveyard.")
    assert entry["effects"] == [{"move_top": 2, "to": "graveyard", "player": {"target_player": "first"}}]
    entry = encode("ability", "Put the top card of your deck into your resource row face down and exhausted.")
    assert entry["effects"] == [{"move_top": 1, "to": "resource-row", "exhausted": True, "player": "you"}]
    entry = encode("ability", "Each player puts the top card of his deck into his resource row face down.")
    assert entry["effects"] == [{"move_top": 1, "to": "resource-row", "player": "each"}]
    for wrong in ("Put the top two cards of your deck into his graveyard.",        # whose graveyard: not the deck's owner
                  "Put the top card of your deck from the game.",                  # 'put' goes with 'into'
                  "Remove the top card of your deck into your graveyard.",
                  "Target player puts the top card of your deck into his graveyard.",
                  "Put the top seven cards of your deck into your graveyard."):   # a number the grammar doesn't read
        refused("ability", wrong)


def test_discards_by_you_or_a_target_opponent_then_a_draw():
    entry = encode("ability", "Target opponent chooses and discards a card and you draw a card.")
    assert entry["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert entry["effects"] == [{"discard": 1, "player": {"target_player": "first"}}, {"draw": 1}]  # in that order
    entry = encode("ally", "When Stand-in enters play, discard a card.")
    assert entry["powers"][0]["triggered"]["effects"] == [{"discard": 1}]  # you discard
    for wrong in ("Target player discards two cards and you draw two card.",
                  "Target player Discard a card.",
                  "Discards a card.",                                    # no one discards
                  "Target opponent discards a random card and you draw a card."):  # enc-turn6: at random, then a draw
        refused("ability", wrong)


def test_damage_prevented_this_turn():
    entry = encode("ability", "Prevent all fire damage that would be dealt to target hero or ally this turn.")
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"] == [{"create_modifier": {"when": {"event": "damage", "damage_type": "fire",
                                                              "destination": {"target": "first"}},
                                                     "instead": {"prevent": "all"}, "duration": "this-turn"}}]
    entry = encode("ability", "Prevent the next 2 damage that your hero would be dealt this turn.")
    assert entry["effects"][0]["create_modifier"]["when"]["destination"] == {"kind": "hero", "controller": "you"}
    assert entry["effects"][0]["create_modifier"]["instead"] == {"prevent": 2}  # used up once it has prevented 2
    for wrong in ("Prevent all damage that would be dealt to each ally you control this turn.",  # a group: not read
                  "Prevent all damage that would be dealt to target hero or ally.",             # no duration stated
                  "Prevent all non-fire damage that would be dealt to target ally this turn.",  # enc-turn3: only
                  # non-melee and non-ranged are read (shapes/non_typed.py)
                  "Prevent all combat damage that would be dealt to target ally this turn."):
        refused("ability", wrong)


def test_a_card_put_into_play_from_a_graveyard():
    entry = encode("ability", "Put target ally card from your graveyard into play if its cost is less than or equal to "
                              "the number of resources you control.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "zone": "graveyard", "controller": "you"}]
    assert entry["effects"] == [{"put_into_play": {"target": "first", "zone": "graveyard"}, "max_cost": "your-resources"}]
    entry = encode("ability", "Put target ally from an opponent's graveyard into play under your control.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "zone": "graveyard", "controller": "opposing"}]
    assert entry["effects"] == [{"put_into_play": {"target": "first", "zone": "graveyard"}}]
    for wrong in ("Put target ally from an opponent's graveyard into play.",          # under whose control: not said
                  "Put target ally card from your graveyard into play if its cost is less than the number of "
                  "resources you control.",                                          # 'less than': not the card language's
                  "Put each ally from your graveyard into play."):                   # a group in a graveyard: not read
        refused("ability", wrong)


def test_a_combatant_target_and_damage_at_least():
    """'attacking' / 'defending' are states in the current combat (602.1, 602.3); 'attacker' and
    'defender' name the hero or ally in that role; 'with N or more damage on it' is damage_at_least."""
    entry = encode("ability", "Destroy target attacking ally.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"attacking": True}}]
    entry = encode("ability", "Your hero deals 4 melee damage to target attacker.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "fits": {"attacking": True}}]
    entry = encode("ability", "Destroy target opposing defending ally.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing", "fits": {"defending": True}}]
    entry = encode("ability", "Your hero deals 3 fire damage to target hero with 15 or more damage on it.")
    assert entry["targets"] == [{"id": "first", "kind": "hero", "fits": {"damage_at_least": 15}}]
    for wrong in ("Destroy target attacker or defender.",          # two roles in one slot
                  "Destroy target exhausted attacking ally.",      # two states
                  "Destroy target other attacker."):               # 'target other' is no phrase
        refused("ability", wrong)


def test_an_attacker_or_defender_removed_from_combat():
    """602.4: a target attacker, or every attacker, stops attacking; any other card is refused."""
    entry = encode("ability", "Remove target attacker from combat.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "fits": {"attacking": True}}]
    assert entry["effects"] == [{"remove_from_combat": {"target": "first"}}]
    entry = encode("ability", "Remove all attackers from combat.")
    assert entry["effects"] == [{"remove_from_combat": {"kind": "character", "attacking": True}}]
    for wrong in ("Remove target ally from combat.",        # not a combatant
                  "Remove all attacker from combat.",       # 'all' with one
                  "Remove target attackers from combat."):  # 'target' with many
        refused("ability", wrong)


def test_amount_clauses_equal_to_and_where_x_is():
    """'… equal to …' and '…, where X is …' (709.2d): the sentence's one amount is the one named."""
    hero = {"kind": "hero", "controller": "you"}
    entry = encode("ability", "Your hero deals ranged damage to target ally equal to that ally's cost.")
    assert entry["effects"] == [{"deal_damage": {"cost_of": "first"}, "damage_type": "ranged", "source": hero,
                                 "to": {"target": "first"}}]
    entry = encode("ability", "Your hero deals X arcane damage to target hero or ally, where X is the number of "
                              "friendly heroes and allies.")
    assert entry["effects"][0]["deal_damage"] == {"count": {"kind": "character", "controller": "friendly"}}
    entry = encode("ability", "Your hero deals shadow damage to target ally equal to the number of allies in your graveyard.")
    assert entry["effects"][0]["deal_damage"] == {"count": {"kind": "ally", "zone": "graveyard", "owner": "you"}}
    entry = encode("ability", "Draw cards equal to the highest cost among allies you control.")
    assert entry["effects"] == [{"draw": {"total": "cost", "of": {"kind": "ally", "controller": "you"}, "take": "highest"}}]
    entry = encode("ability", "Your hero deals X melee damage to each of up to two target allies, where X is 1 plus the "
                              "ATK of one of your Melee weapons.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "count": 2, "up_to": True}]
    assert entry["effects"][0]["deal_damage"] == {"picked": "atk", "of": {"kind": "weapon", "controller": "you",
                                                                          "tag": "Melee"}, "plus": 1}
    entry = encode("ability", "Your hero deals X melee damage to target hero or ally, where X is the combined ATK of "
                              "your Melee weapons.")
    assert entry["effects"][0]["deal_damage"] == {"total": "atk", "of": {"kind": "weapon", "controller": "you",
                                                                         "tag": "Melee"}}
    for wrong in ("Your hero deals ranged damage equal to that card's cost to target ally.",   # 'that card': which?
                  "Your hero deals X fire damage to each of X target allies.",                 # X twice, never said
                  "Your hero deals fire damage to each opposing ally equal to that ally's cost.",  # no one target
                  "Your hero deals ranged damage to target hero or ally equal to that ally's cost.",  # a hero has no cost
                  "Your hero deals X fire damage to target ally, where X is the number of the ally you control."):
        refused("ability", wrong)
    refused("ally", "When another ally enters play, your hero deals fire damage to target ally equal to that ally's "
                    "cost.")  # 'that ally' may be the event's card: refused in a trigger
    entry = encode("ally", "At the start of your turn, Stand-in deals fire damage equal to his ATK to each opposing hero.")
    assert entry["powers"][0]["triggered"]["effects"][0]["deal_damage"] == {"total": "atk", "of": {"this": True}}
    refused("ability", "Your hero deals fire damage to target ally equal to its ATK.")  # whose? not the subject's


def test_a_target_cant_attack_this_turn():
    """'Target hero or ally can't attack this turn': a "can't" modifier on the target (103.2), lasting
    this turn (503.2a); a group, 'can't protect' and an opposing target are not read yet."""
    entry = encode("ability", "Target hero or ally can't attack this turn.")
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"] == [{"create_prohibition": {"cannot": "attack", "affects": {"target": "first"}},
                                 "duration": "this-turn"}]
    for wrong in ("Target ally can't attack.",):  # enc-has3: an opposing target is shapes/opposing_cant_attack.py's
        refused("ability", wrong)  # enc-reward9: 'Allies can't attack this turn.' is tools/shapes/group_cant.py's


def test_a_player_chooses_and_destroys_one_of_his_cards():
    """'destroy another ally you control' (you choose as it resolves, no target: 709.2b), 'target player
    destroys an ability or equipment he controls'; after 'you may … If you do, destroy target …' the
    target is the triggered power's own, chosen as it joins the chain (708.2)."""
    entry = encode("ability", "Destroy another ability, ally, or equipment you control.")
    assert entry["effects"] == [{"destroy_one": {"kinds": ["ability", "ally", "equipment"], "controller": "you",
                                                 "other": True}}]
    entry = encode("ability", "Target opponent chooses and destroys an ally he controls.")
    assert entry["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert entry["effects"] == [{"destroy_one": {"kind": "ally"}, "player": {"target_player": "first"}}]
    entry = encode("ally", "When Stand-in enters play, you may destroy another ally you control. If you do, destroy "
                           "target ability.")
    power = entry["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "ability"}]
    assert power["effects"] == [{"may": [{"do": {"destroy_one": {"kind": "ally", "controller": "you", "other": True}},
                                          "if_you_do": [{"destroy": {"target": "first"}}]}]}]
    for wrong in ("Destroy an ally he controls.",                      # whose 'he'?
                  "Target player destroys another ally he controls.",   # 'another' of his
                  "Destroy a ally you control.",                       # an icon the data set lost
                  "Destroy another Demon ability you control."):       # a trait on a kind without traits
        refused("ability", wrong)


def test_or_n_if_a_condition_holds():
    """'…, or N if …' (709.2): the one amount raised if the condition holds as the link resolves."""
    entry = encode("ability", "Your hero deals 2 melee damage to target hero or ally, or 4 if that character is exhausted.")
    dealt = {"damage_type": "melee", "source": {"kind": "hero", "controller": "you"}, "to": {"target": "first"}}
    assert entry["effects"] == [{"if": {"exists": {"target": "first", "exhausted": True}},
                                 "then": [{"deal_damage": 4, **dealt}], "otherwise": [{"deal_damage": 2, **dealt}]}]
    entry = encode("ability", "Your hero deals 2 fire damage to target ally, or 6 if that ally was dealt damage this turn.")
    assert entry["effects"][0]["if"] == {"exists": {"target": "first", "this_turn": {"event": "damage", "as": "destination"}}}
    entry = encode("ability", "Your hero deals 1 unpreventable holy damage to target hero or ally, or 5 if your hero is "
                              "undamaged.")
    assert entry["effects"][0]["if"] == {"exists": {"kind": "hero", "controller": "you", "damaged": False}}
    for wrong in ("Your hero deals 2 melee damage to target hero or ally, or 4 if that ally is exhausted.",  # a hero too
                  "Your hero deals 1 arcane damage to target ally, or 3 if you played another quest this turn.",  # enc-
                  # deal3: 'another ability' is read (tests/test_shapes_deal3.py, G1067)
                  "Your hero deals 4 fire damage to target ally, or 2 if that ally is exhausted.",  # no raise: which?
                  "Your hero deals 2 fire damage to each opposing ally, or 4 if that hero is exhausted."):  # enc-deal6:
        # 'that ally' of each card of a group reads now (tests/test_shapes_each_if.py); 'that hero' of allies doesn't
        refused("ability", wrong)


def test_resources_as_a_target_or_a_group():
    """'target resource', 'each resource you control', 'all resources': a card in a resource row (412)."""
    entry = encode("ability", "Destroy target resource.")
    assert entry["targets"] == [{"id": "first", "kind": "card", "row": "resource"}]
    assert entry["effects"] == [{"destroy": {"target": "first"}}]
    entry = encode("ability", "Exhaust all resources you control.")
    assert entry["effects"] == [{"exhaust": {"kind": "card", "row": "resource", "controller": "you"}}]
    for wrong in ("Destroy target resources.", "Destroy each resources.", "Destroy target opposing resource you control."):
        refused("ability", wrong)





# -- enc-eff (s7): a trait or a weapon's tag said alone after 'target' (tools/shapes/grammar.py's BARE) ----------

def test_a_trait_alone_names_a_hero_or_ally_of_it_and_a_weapon_tag_a_weapon():
    entry = encode("ability", "Target Orc in your party has Ferocity this turn.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "controller": "you", "fits": {"trait": "Orc"}}]
    entry = encode("ability", "Ready target Ghoul you control.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "controller": "you", "fits": {"trait": "Ghoul"}}]
    assert entry["effects"] == [{"ready": {"target": "first"}}]
    entry = encode("ability", "Ready target Ranged weapon.")  # 'Ranged (1)' on the type line is the tag Ranged (202.2)
    assert entry["targets"] == [{"id": "first", "kind": "weapon", "fits": {"tag": "Ranged"}}]
    entry = encode("ability", "Destroy target Dagger.")
    assert entry["targets"] == [{"id": "first", "kind": "weapon", "fits": {"tag": "Dagger"}}]
    entry = encode("ability", "Ready target Pet.")  # enc-deals: a tag only allies print (202.2): an ally tagged Pet
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"tag": "Pet"}}]
    for wrong in ("Ready target Totem.",             # Totems are abilities ('Fire Totem (1)')
                  "Ready target Unlimited Murloc.",  # two words that are no one trait
                  "Ready target Horde.",             # a faction alone
                  "Ready each Orc."):                # a group is said in the plural
        refused("ability", wrong)


def test_healing_for_each_damage_dealt_this_way_and_from_the_named_card_itself():
    entry = encode("ability", "Your hero deals 3 shadow damage to target opposing hero and heals 1 damage from itself "
                              "for each damage dealt this way.")
    hero = {"kind": "hero", "controller": "you"}
    assert entry["effects"][1] == {"heal": "dealt-this-way", "source": hero, "from": hero}  # the link's packets (405.6)
    entry = encode("ability", "Your hero deals 3 shadow damage to target ally and heals 2 damage from itself for each "
                              "damage dealt this way.")
    assert entry["effects"][1]["heal"] == {"multiply": "dealt-this-way", "by": 2}
    entry = encode("ally", "When Stand-in enters play, Stand-in deals 2 shadow damage to target ally and heals 1 damage "
                           "from himself for each damage dealt this way.")
    assert entry["powers"][0]["triggered"]["effects"][1] == {"heal": "dealt-this-way", "source": {"this": True},
                                                             "from": {"this": True}}
    for wrong in ("Your hero deals 2 shadow damage to target ally and heals 2 damage from himself.",  # 'himself': NAME's
                  "Your hero deals 2 shadow damage to target ally and heals 1 damage from itself for each damage "
                  "dealt."):                                                                           # not 'this way'
        refused("ability", wrong)


def test_a_group_of_several_kinds_after_all():
    entry = encode("ability", "Destroy all opposing abilities, allies, and equipment.")
    assert entry["effects"] == [{"destroy": {"kinds": ["ability", "ally", "equipment"], "controller": "opposing"}}]
    entry = encode("ability", "Ready all abilities and equipment you control.")
    assert entry["effects"] == [{"ready": {"kinds": ["ability", "equipment"], "controller": "you"}}]
    for wrong in ("Destroy all opposing abilitys and equipment.",      # a misspelt kind (enc-while2: not one every data
                                                                       # set prints, which shapes/misspelt.py reads)
                  "Destroy all allies and ability.",                   # the singular after 'all'
                  "Destroy each ability, ally, and equipment.",        # 'each … and …' is one of each in a condition
                  "Destroy all opposing allies and allies."):          # a kind said twice
        refused("ability", wrong)


def test_damage_divided_as_you_choose_among_a_slot_of_targets():
    entry = encode("ability", "Your hero deals 3 nature damage divided as you choose to any number of target heroes "
                              "and/or allies.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "count": 3, "up_to": True}]  # a share each (707.1d)
    assert entry["effects"] == [{"deal_damage": 3, "damage_type": "nature", "source": {"kind": "hero", "controller": "you"},
                                 "to": {"target": "first"}, "divided": True}]
    entry = encode("ability", "Your hero deals 2 frost damage divided as you choose to up to two target heroes and/or allies.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "count": 2, "up_to": True}]
    for wrong in ("Your hero deals 2 frost damage divided as you choose to target ally.",        # one target: nothing to divide
                  "Your hero deals 1 frost damage divided as you choose to any number of target allies.",  # 1 point
                  "Your hero deals 3 fire damage to any number of target allies."):               # not divided: unbounded
        refused("ability", wrong)
    # enc-fix: a power's link is given its shares too (707.1d: a payment power's by `divide`, a triggered
    # effect's by its controller's decisions as it joins the chain), so a power dividing damage is read
    for text, kind in (("When Stand-in enters play, he deals 4 fire damage divided as you choose to any number of target "
                        "heroes and/or allies.", "triggered"),
                       ("1 -> Stand-in deals 4 fire damage divided as you choose to any number of target heroes and/or "
                        "allies.", "payment")):
        power = encode("ally", text)["powers"][0][kind]
        assert power["targets"] == [{"id": "first", "kind": "character", "count": 4, "up_to": True}]
        assert power["effects"][0]["divided"] is True and power["effects"][0]["to"] == {"target": "first"}


def test_and_deals_damage_to_it_the_same_target():
    entry = encode("ability", "Exhaust target hero or ally, and your hero deals 2 melee damage to it.")
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"] == [{"exhaust": {"target": "first"}},  # in the order written (709.2)
                                {"deal_damage": 2, "damage_type": "melee", "source": {"kind": "hero", "controller": "you"},
                                 "to": {"target": "first"}}]
    entry = encode("ability", "Remove target attacker from combat, and your hero deals 1 ranged damage to it.")
    assert entry["effects"][0] == {"remove_from_combat": {"target": "first"}}
    assert entry["effects"][1]["to"] == {"target": "first"}
    for wrong in ("Destroy target weapon, and your hero deals 2 melee damage to it.",  # no hero or ally to be dealt it
                  "Destroy up to two target allies, and your hero deals 2 melee damage to it.",  # 'it' of several
                  "Draw a card, and your hero deals 2 melee damage to it."):                # no target at all
        refused("ability", wrong)


def test_the_top_x_cards_of_a_deck_for_a_payment_power_paying_x():
    entry = encode("ally", "X, [Exhaust] -> Target player puts the top X cards of his deck into his graveyard.")
    power = entry["powers"][0]["payment"]
    assert power["cost"] == {"resources": "X", "exhaust": True}  # X chosen as it is used (707.1b)
    assert power["effects"] == [{"move_top": "X", "to": "graveyard", "player": {"target_player": "first"}}]
    refused("ability", "Target player puts the top 1 cards of his deck into his graveyard.")  # a number and a plural
    refused("ability", "Target player puts the top X cards of his deck into his graveyard.")  # no cost chooses X





# -- enc-eff (s8) ----------------------------------------------------------------------------------------------

def test_the_next_time_a_card_would_be_dealt_damage_prevent_it():
    entry = encode("ability", "The next time target ally would be dealt damage this turn, prevent it.")
    assert entry["targets"] == [{"id": "first", "kind": "ally"}]
    assert entry["effects"] == [{"create_modifier": {"when": {"event": "damage", "destination": {"target": "first"}},
                                                     "instead": {"prevent": "all"}, "uses": 1,
                                                     "duration": "this-turn"}}]
    entry = encode("ability", "The next time damage would be dealt to target hero or ally this turn, prevent it.")
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"][0]["create_modifier"]["uses"] == 1
    entry = encode("ability", "The next time your hero would be dealt non-combat damage this turn, prevent it.")
    assert entry["effects"][0]["create_modifier"]["when"] == {"event": "damage", "combat": False,  # 408.3b
                                                              "destination": {"kind": "hero", "controller": "you"}}
    entry = encode("ally", "1 -> The next time Stand-in would be dealt damage this turn, prevent it.")
    assert entry["powers"][0]["payment"]["effects"][0]["create_modifier"]["when"]["destination"] == {"this": True}
    for wrong in ("The next time each ally you control would be dealt damage this turn, prevent it.",  # a group
                  "The next time up to two target allies would be dealt damage this turn, prevent it.",  # several
                  "The next time your hero would be dealt fire damage this turn, prevent it.",  # a damage type
                  "The next time target ally would be dealt damage, prevent it."):  # no duration said
        refused("ability", wrong)


def test_a_player_destroys_one_of_his_cards_of_the_kinds_named():
    entry = encode("ability", "Target player destroys one of his equipment.")
    assert entry["targets"] == [{"id": "first", "kind": "player"}]
    assert entry["effects"] == [{"destroy_one": {"kind": "equipment"}, "player": {"target_player": "first"}}]
    entry = encode("ability", "Each opponent destroys one of his abilities or allies.")
    assert entry["effects"] == [{"destroy_one": {"kinds": ["ability", "ally"]}, "player": "each-opponent"}]
    for wrong in ("Target player destroys one of his abilitys.",  # a misspelt kind is not guessed (enc-while2: but one
                                                                   # every data set prints is read, shapes/misspelt.py)
                  "Target player destroys one of his allies or allies.",  # a kind said twice
                  "Target player destroys one of your abilities."):  # someone else's card
        refused("ability", wrong)


def test_a_target_player_or_each_player_draws():
    entry = encode("ability", "Target player draws a card.")
    assert entry["targets"] == [{"id": "first", "kind": "player"}]
    assert entry["effects"] == [{"draw": 1, "player": {"target_player": "first"}}]
    entry = encode("ability", "Target opponent draws two cards.")
    assert entry["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert encode("ability", "Each player draws a card.")["effects"] == [{"draw": 1, "player": "each"}]
    for wrong in ("Target player draws two card.", "Each opponent draws a card.",  # each opponent: not read
                  "Each player draws a cards."):
        refused("ability", wrong)


def test_another_target_is_not_the_card_itself():
    # r2-other: 'another target ally' on a power: not the card with the power, a target's 'fits: {other: true}',
    # which the engine checks as the target is chosen (706.1); more in tests/test_shapes_another.py
    for verb in ("Ready", "Destroy"):
        entry = encode("ally", f"[Exhaust] -> {verb} another target ally.")
        assert entry["powers"][0]["payment"]["targets"] == [{"id": "first", "kind": "ally", "fits": {"other": True}}]


def test_a_token_with_a_quoted_power_or_a_pet_tag():
    entry = encode("ability", 'Put two 2 / 2 Orc Warrior ally tokens into play with Ferocity and "This ally can attack '
                              'only heroes."')
    assert entry["effects"] == [{"put_token": "Orc Warrior", "atk": 2, "health": 2, "traits": ["Orc", "Warrior"],
                                 "keywords": ["Ferocity"], "count": 2, "powers": [
                                     {"prohibition": {"cannot": "attack", "affects": {"this": True},
                                                      "against": {"not": {"kind": "hero"}}}}]}]
    entry = encode("ally", "When Stand-in enters play, put two 1 / 1 Human Warrior tokens into play with Protector.")
    assert entry["powers"][0]["triggered"]["effects"][0]["traits"] == ["Human", "Warrior"]  # an ally: its ATK and health
    entry = encode("ability", "Put a Felhunter Demon ally token into play with 1 [Melee] ATK / 1 health and Pet (1).")
    assert entry["effects"][0]["tags"] == ["Pet (1)"]
    for wrong in ('Put a 1 / 1 Wolf ally token into play with "Stand-in has +1 ATK."',  # the quote names the card
                  'Put a 1 / 1 Wolf ally token into play with "Some words no shape reads."',
                  "Put a Ghoul token into play with 1 [Melee] ATK / 1 health.",  # no numbers before it: 'ally' unsaid
                  "Put a 1 / 1 Wolf ally token into play with Pet (1) and Ferocity."):  # a Pet tag not last
        refused("ability", wrong)


def test_an_ally_of_a_damage_type_by_its_icon():
    entry = encode("ability", "Draw a card for each [Arcane] ally you control.")
    assert entry["effects"] == [{"draw": {"count": {"kind": "ally", "controller": "you", "damage_type": "arcane"}}}]
    entry = encode("ability", "Destroy target [Fire] ally.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"damage_type": "fire"}}]
    refused("ability", "Destroy target [Fire] ability.")  # an ability's icon is no damage type on an ATK line
    refused("ability", "Destroy target [Wizard] ally.")   # no class and no damage type


def test_a_second_packet_of_the_same_source():
    # enc-eff (s9): '… and N damage to its controller's hero / itself / each …' (709.2: in the order written)
    mine = {"kind": "hero", "controller": "you"}
    entry = encode("ability", "Your hero deals 3 melee damage to target exhausted ally and 3 melee damage to its "
                              "controller's hero.")
    assert entry["effects"][1] == {"deal_damage": 3, "damage_type": "melee", "source": mine,
                                   "to": {"kind": "hero", "controller_of": "first"}}
    entry = encode("ability", "Your hero deals 5 shadow damage to target ally and 5 shadow damage to itself.")
    assert entry["effects"][1]["to"] == mine
    entry = encode("ally", "When you play an ability, Stand-in deals 2 shadow damage to target hero or ally and 2 "
                           "shadow damage to himself.")
    assert entry["powers"][0]["triggered"]["effects"][1] == {"deal_damage": 2, "damage_type": "shadow",
                                                             "source": {"this": True}, "to": {"this": True}}
    entry = encode("ability", "Your hero deals 3 fire damage to each opposing hero and 1 fire damage to each opposing ally.")
    assert entry["effects"][1]["to"] == {"kind": "ally", "controller": "opposing"}
    for wrong in ("Your hero deals 5 shadow damage to target ally and 5 shadow damage to himself.",  # a hero isn't 'him'
                  "Your hero deals 3 fire damage to each opposing ally and 1 fire damage to its controller's hero.",
                  # 'each other ally' after a group: other than that group, not than the card with the power
                  "Your hero deals 2 fire damage to each ally you control and 1 fire damage to each other ally.",
                  "Your hero deals 2 fire damage to target ally and 1 fire damage to target hero."):  # a second target
        refused("ability", wrong)


def test_healing_divided_among_targets():
    # enc-eff (s9): 'heals N damage divided as you choose from any number of target …' (707.1d, Heal.divided)
    entry = encode("ability", "Your hero heals 4 damage divided as you choose from any number of target friendly "
                              "heroes and/or allies.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "controller": "friendly", "count": 4, "up_to": True}]
    assert entry["effects"] == [{"heal": 4, "source": {"kind": "hero", "controller": "you"}, "from": {"target": "first"},
                                 "divided": True}]
    for wrong in ("Your hero heals all damage divided as you choose from any number of target heroes and/or allies.",
                  "Your hero heals 4 damage divided as you choose from target ally."):  # one target: nothing to divide
        refused("ability", wrong)


def test_what_a_card_is_or_did_this_turn_after_its_words():
    # enc-eff (s9): grammar.SUFFIXES: 'with damage' (405.1), 'that was dealt / dealt damage this turn' (703.4)
    entry = encode("ability", "Your hero deals 1 melee damage to each opposing hero and ally with damage.")
    assert entry["effects"][0]["to"] == {"kind": "character", "controller": "opposing", "damaged": True}
    entry = encode("ability", "Your hero deals 3 holy damage to target hero or ally with damage on it.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "fits": {"damaged": True}}]
    entry = encode("ability", "Your hero deals 2 fire damage to target hero or ally that was dealt damage this turn.")
    assert entry["targets"][0]["fits"] == {"this_turn": {"event": "damage", "as": "destination"}}
    entry = encode("ability", "Destroy target ally that dealt damage this turn.")
    assert entry["targets"][0]["fits"] == {"this_turn": {"event": "damage", "as": "source"}}
    # enc-deal4: 'target ally that entered play this turn' is read now (test_a_target_that_entered_play_this_turn)
    # enc-enter7: a group's events this turn ('each ally that dealt damage this turn') are read now too
    refused("ability", "Destroy target damaged ally with damage.")  # said twice


def test_seven_cards_drawn():
    assert encode("ability", "Draw seven cards.")["effects"] == [{"draw": 7}]
    refused("ability", "Draw eight cards.")


def test_divided_healing_comes_from_a_target_slot_only():
    Heal.model_validate({"heal": 4, "source": {"this": True}, "from": {"target": "first"}, "divided": True})
    for wrong in ({"kind": "ally", "controller": "you"}, {"target": "first", "damaged": True}):
        with pytest.raises(ValidationError):
            Heal.model_validate({"heal": 4, "source": {"this": True}, "from": wrong, "divided": True})
    with pytest.raises(ValidationError):  # 'all the damage' on each: no number to divide
        Heal.model_validate({"heal": {"its": "damage"}, "source": {"this": True}, "from": {"target": "first"},
                             "divided": True})

    arc = {"name": "Stand-in", "type": "ability", "cost": 1, "text": "-",
           "targets": [{"id": "first", "kind": "character", "count": 4, "up_to": True}],
           "effects": [{"heal": 4, "source": {"kind": "hero", "controller": "you"}, "from": {"target": "first"},
                        "divided": True}]}
    CardDefinition.model_validate(arc)
    with pytest.raises(ValidationError):  # two effects of one link divided: one division for each target (707.1d)
        CardDefinition.model_validate({**arc, "effects": arc["effects"] * 2})


def test_an_attachment_to_any_target_with_its_effects_as_it_resolves():
    # enc-eff (s10): effects.attach_to: 'Attach to target <selector>' (400.2), then ', and' / ', then' effects (709.2)
    has = "Ongoing: Attached ally has +1 ATK."
    entry = encode("ability", "Attach to target ally in your party.", has)
    assert entry["attach"] == "host" and entry["targets"] == [{"id": "host", "kind": "ally", "controller": "you"}]
    assert "effects" not in entry
    entry = encode("ability", "Attach to target friendly Monster ally.", has)
    assert entry["targets"] == [{"id": "host", "kind": "ally", "controller": "friendly", "fits": {"tag": "Monster"}}]
    entry = encode("ability", "Attach to target ally, and your hero heals all damage from it.", has)
    assert entry["effects"] == [{"heal": {"its": "damage"}, "source": {"kind": "hero", "controller": "you"},
                                 "from": {"target": "host"}}]
    entry = encode("ability", "Attach to target hero, and your hero deals 2 fire damage to it.",
                   "Ongoing: Attached hero has +1 ATK.")
    assert entry["targets"] == [{"id": "host", "kind": "hero"}]
    assert entry["effects"] == [{"deal_damage": 2, "damage_type": "fire", "source": {"kind": "hero", "controller": "you"},
                                 "to": {"target": "host"}}]
    entry = encode("ability", "Attach to target ally, then put two 1 / 1 Treant ally tokens into play.", has)
    assert entry["effects"] == [{"put_token": "Treant", "atk": 1, "health": 1, "traits": ["Treant"], "count": 2}]
    entry = encode("ability", "Attach to target hero or ally and exhaust it, then Delve.",
                   "Ongoing: Attached character has -1 ATK.")
    assert entry["effects"] == [{"exhaust": {"target": "host"}}, {"delve": True}]
    entry = encode("ability", "Attach to target weapon.", "Ongoing: Attached weapon has +3 ATK.")
    assert entry["targets"] == [{"id": "host", "kind": "weapon"}]
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "atk": 3}}]
    for wrong in ("Attach to target hero, and you may turn it face down.",  # an effect the shapes don't read
                  "Attach to target ally, and your hero deals 2 fire damage to target hero.",  # a second target
                  "Attach to target ally, and your hero deals 2 fire damage to it and heals 2 damage from it.",
                  "Attach to target resource.",  # a card in a resource row: not read as a host here
                  "Attach to up to two target allies."):  # one host
        with pytest.raises(pool_shapes.Unrecognised):
            encode("ability", wrong, has)


def test_an_attachment_to_one_of_your_weapons_and_ongoing_run_into_the_sentence_before():
    # enc-eff (s10): 'Attach to one of your Melee weapons' (400.3: no target, chosen as it resolves)
    entry = encode("ability", "Attach to one of your Melee weapons.", "Ongoing: Attached weapon has +7 ATK.")
    assert entry["attach_to"] == {"kind": "weapon", "controller": "you", "damage_type": "melee"}
    assert "targets" not in entry and "attach" not in entry
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "atk": 7}}]
    for wrong in ("Attach to one of your Melee weapon.", "Attach to one of your weapons."):
        with pytest.raises(pool_shapes.Unrecognised):
            encode("ability", wrong, "Ongoing: Attached weapon has +7 ATK.")
    # one data set runs 'Ongoing:' into the sentence before it: two sentences (305.2)
    assert pool_shapes.sentences("Attach to target ally.Ongoing: Attached ally has +4 ATK.") == [
        "Attach to target ally.", "Ongoing: Attached ally has +4 ATK."]
    assert pool_shapes.sentences("Draw a card.Ongoing") == ["Draw a card.Ongoing"]  # no 'Ongoing:' sentence


def test_a_token_copy_of_a_target_ally():
    # enc-stat (s11): 404.2, 402.2
    entry = encode("ability", "Put a token copy of target ally you control into play.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "controller": "you"}]
    assert entry["effects"] == [{"put_token_copy": {"target": "first"}}]
    assert encode("ability", "Put a token copy of target ally into play exhausted.")["effects"] == [
        {"put_token_copy": {"target": "first"}, "exhausted": True}]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    assert "put a token copy of the target 'first' into play" in " ".join(card_words(card))
    # near misses: a copy with no 'token', a hero, a group (enc-reward8: but each token ally you control,
    # tools/shapes/copied_token.py), a card named otherwise
    for sentence in ("Put a copy of target ally you control into play.", "Put a token copy of target hero into play.",
                     "Put a token copy of each ally you control into play.", "Put a token copy of NAME into play.",
                     "Put a token copy of that ally into play."):
        refused("ability", sentence)





# -- enc-dealt --


def test_enc_dealt_one_resource_and_each_player():
    """'Choose and destroy a resource you control' (Soulrender Keldah: a card of his resource row, 412), 'each player
    destroys an ally in his party' (Arazzius the Cruel: every player, in turn order, 802.1). A party holds no resource;
    'another resource' and a resource of a trait are refused, and so is 'an [Alliance] card he controls' (his hero
    is one: a hero destroyed is not read)."""
    entry = encode("ability", "Choose and destroy a resource you control.")
    assert entry["effects"] == [{"destroy_one": {"kind": "card", "row": "resource", "controller": "you"}}]
    entry = encode("ability", "Each player destroys a resource he controls.")
    assert entry["effects"] == [{"destroy_one": {"kind": "card", "row": "resource"}, "player": "each"}]
    entry = encode("ability", "Each player destroys an ally in his party.")
    assert entry["effects"] == [{"destroy_one": {"kind": "ally"}, "player": "each"}]
    for wrong in ("Each player destroys a resource in his party.", "Destroy another resource you control.",
                  "Destroy an Orc resource you control."):  # enc-turn7: '… an [Alliance] card he controls' reads now
        refused("ability", wrong)


def test_enc_dealt_a_face_up_resource():
    """'Destroy target face-up resource' (Obsidian Pyrewing), 'turn target face-up resource face down' (Gollom
    Skybang): a quest or location in a resource row, the only cards there face up (412.1b), never a blank face-down
    one; 'each face-up resource' likewise. 'Face-down resource' is not read so."""
    entry = encode("ability", "Destroy target face-up resource.")
    assert entry["targets"] == [{"id": "first", "kind": "card", "row": "resource", "fits": {"kinds": ["quest", "location"]}}]
    entry = encode("ability", "Turn target face-up resource face down.")
    assert entry["targets"][0]["fits"] == {"kinds": ["quest", "location"]}
    assert entry["effects"] == [{"turn_face_down": {"target": "first"}}]
    entry = encode("ability", "Destroy each face-up resource.")
    assert entry["effects"] == [{"destroy": {"kinds": ["quest", "location"], "row": "resource"}}]
    refused("ability", "Destroy target face-down resource.")


def test_enc_dealt_a_count_of_a_tag_alone():
    """'… equal to the number of Curses you control' (Vindron the Impure): any card with that tag (202.1, 202.2). A tag
    no card names alone, another player's, and a word no card carries are refused."""
    entry = encode("ability", "Your hero deals shadow damage to target hero or ally equal to the number of Curses you "
                              "control.")
    assert entry["effects"][0]["deal_damage"] == {"count": {"tag": "Curse", "controller": "you"}}
    for wrong in ("Your hero deals shadow damage to target ally equal to the number of Spells you control.",
                  "Your hero deals shadow damage to target ally equal to the number of Curses an opponent controls.",
                  "Your hero deals shadow damage to target ally equal to the number of Gizmos you control."):
        refused("ability", wrong)


def test_enc_dealt_one_of_his_resources():
    """'Each player destroys one of his resources' (Caddrick Von Styler, The Lobotomizer): each player picks one card
    of his resource row (412), in turn order, all destroyed at once (802.1). Resources among other kinds: refused."""
    entry = encode("ability", "Each player destroys one of his resources.")
    assert entry["effects"] == [{"destroy_one": {"kind": "card", "row": "resource"}, "player": "each"}]
    entry = encode("ability", "Target opponent destroys one of his resources.")
    assert entry["effects"] == [{"destroy_one": {"kind": "card", "row": "resource"}, "player": {"target_player": "first"}}]
    refused("ability", "Each player destroys one of his resources or allies.")





# -- enc-effect --

def test_a_bare_noun_in_a_group_is_a_trait_or_an_ability_tag():
    # 'or 4 if you control a Form' (202.1: a tag of abilities), 'if a Demon is in your party' (206.1a: a trait)
    entry = encode("ability", "Your hero deals 2 melee damage to target ally, or 4 if you control a Form.")
    assert entry["effects"][0]["if"] == {"exists": {"kind": "ability", "tag": "Form", "controller": "you"}}
    assert [e["deal_damage"] for e in entry["effects"][0]["then"] + entry["effects"][0]["otherwise"]] == [4, 2]
    assert encode("ability", "Destroy target ally. If you control a Ghoul, draw a card.")["effects"][1]["if"] == {
        "exists": {"kind": "character", "controller": "you", "trait": "Ghoul"}}
    # a Totem is an ability and an ally (305.3a): no kind; a Pet, a plural, a kind, a tag in a party: refused
    assert encode("ability", "Play only if you control a Totem.", "Draw a card.")["play_only_if"] == {
        "exists": {"tag": "Totem", "controller": "you"}}
    for sentence in ("Your hero deals 2 melee damage to target ally, or 4 if you control a Pet.",
                     "Your hero deals 2 melee damage to target ally, or 4 if you control a Ghouls.",
                     "Your hero deals 2 melee damage to target ally, or 4 if a Form is in your party.",
                     "Your hero deals 2 melee damage to target ally, or 4 if you control a Monster."):
        refused("ability", sentence)


def test_draw_a_card_or_two_cards_if():
    made = pool_shapes.piece("Draw a card, or two cards if a Demon is in your party.")
    assert made.parts["effects"][0](None) == {"if": {"exists": {"kind": "character", "controller": "you", "trait": "Demon"}},
                                              "then": [{"draw": 2}], "otherwise": [{"draw": 1}]}
    reward = pool_shapes.piece("Reward: Draw a card, or two cards if a Demon is in your party.")  # a reward's too
    assert reward.parts["reward"] == [made.parts["effects"][0](None)]
    for sentence in ("Draw a card, or 2 if a Demon is in your party.",  # a draw's number is said in cards
                     "Draw two cards, or two cards if a Demon is in your party.",  # raises nothing
                     "Your hero deals 2 fire damage to target ally, or four cards if a Demon is in your party.",
                     "Reward: Your hero deals 2 fire damage to target ally, or 4 if you control a Form."):  # a target
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


def test_a_quest_a_location_and_a_race_in_a_graveyard():
    assert encode("ability", "Destroy target quest.")["targets"] == [{"id": "first", "kind": "quest"}]
    entry = encode("ability", "Put target location or quest from your graveyard into your hand.")
    assert entry["targets"] == [{"id": "first", "kind": ["location", "quest"], "zone": "graveyard", "controller": "you"}]
    entry = encode("ability", "Put target Demon from your graveyard into your hand.")  # an ally card of it (206.1a)
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"trait": "Demon"}, "zone": "graveyard",
                                 "controller": "you"}]
    assert encode("ability", "Destroy target Demon.")["targets"] == [  # enc-turn7: a Demon hero too (102.1a)
        {"id": "first", "kind": "character", "fits": {"trait": "Demon"}}]
    for sentence in ("Put target Demon into its owner's hand.",  # a hero in play may be one
                     "Put target hero from your graveyard into your hand."):
        refused("ability", sentence)


def test_a_token_named_and_you_and_target_opponent_drawing():
    entry = encode("ability", "Put a 1 [Nature] / 1 [Health] Gorilla ally token named U'cha into play.")
    assert entry["effects"] == [{"put_token": "Gorilla", "name": "U'cha", "atk": 1, "damage_type": "nature", "health": 1,
                                 "traits": ["Gorilla"]}]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    assert "Gorilla ally token named U'cha into play" in " ".join(card_words(card))
    refused("ability", "Put two 1 [Nature] / 1 [Health] Gorilla ally tokens named U'cha into play.")  # one name, two
    entry = encode("ability", "You and target opponent each draw a card.")
    assert entry["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert entry["effects"] == [{"draw": 1}, {"draw": 1, "player": {"target_player": "first"}}]
    for sentence in ("You and target opponent each draw a cards.", "You and target opponent draw a card.",
                     "You and each opponent each draw a card."):
        refused("ability", sentence)


def test_destroy_any_number_of_abilities():
    # 709.2b: the controller chooses which as it resolves; the host said (400.4), or a target host (706.1)
    assert encode("ability", "Destroy any number of abilities.")["effects"] == [
        {"destroy": {"kind": "ability"}, "any_number": True}]
    assert encode("ability", "Destroy any number of abilities that aren't attached to friendly cards.")["effects"] == [
        {"destroy": {"kind": "ability", "not": {"attached_to": {"controller": "friendly"}}}, "any_number": True}]
    entry = encode("ability", "Destroy any number of abilities attached to target friendly hero or ally.")
    assert entry["targets"] == [{"id": "first", "kind": "character", "controller": "friendly"}]
    assert entry["effects"] == [{"destroy": {"kind": "ability", "attached_to": {"target": "first"}}, "any_number": True}]
    for sentence in ("Destroy any number of allies.", "Destroy any number of abilities attached to opposing cards.",
                     "Destroy any number of abilities that aren't attached to target friendly hero or ally."):
        refused("ability", sentence)


def test_a_picked_class_ally_and_an_amount_in_a_reward():
    entry = encode("ability", "Your hero deals X frost damage to target hero or ally, where X is the cost of a non-hero "
                              "Mage or Shaman you control.")
    assert entry["effects"][0]["deal_damage"] == {"picked": "cost", "of": {
        "kind": "ally", "controller": "you", "any": [{"trait": "Mage"}, {"trait": "Shaman"}]}}
    refused("ability", "Your hero deals X frost damage to target hero or ally, where X is the cost of a non-hero "
                       "Mage or Ghoul you control.")  # a race: no class
    reward = pool_shapes.piece("Reward: Your hero deals X melee damage to each opposing ally, where X is the ATK of a "
                               "Melee weapon you control.")
    assert reward.parts["reward"][0]["deal_damage"] == {"picked": "atk", "of": {"kind": "weapon", "controller": "you",
                                                                                "tag": "Melee"}}
    with pytest.raises(pool_shapes.Unrecognised):  # 'that ally' with no target ally in the reward
        pool_shapes.piece("Reward: Your hero deals damage to each opposing ally equal to that ally's cost.")


def test_a_target_players_graveyard_removed():
    entry = encode("ability", "Remove all cards in target opponent's graveyard from the game.")
    assert entry["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert entry["effects"] == [{"remove_from_game": {"zone": "graveyard", "player": "first"}}]
    # enc-reward3: 'all cards in each opponent's graveyard' now reads (tests/test_shapes_moves.py); a raid's do not
    for sentence in ("Remove all cards in raiding graveyards from the game.",
                     "Remove all allies in target player's graveyard from the game."):
        refused("ability", sentence)





# -- enc-turn2 --
def test_or_n_if_that_hero_has_damage_or_its_party_has_no_allies():
    got = pool_shapes.piece("Your hero deals 1 shadow damage to target hero, or 2 if that hero has 15 or more damage on it.")
    assert got.parts["effects"][0]("first")["if"] == {"exists": {"target": "first", "damage_at_least": 15}}
    got = pool_shapes.piece("Your hero deals 1 shadow damage to target hero, or 2 if there are no allies in its party.")
    assert got.parts["effects"][0]("first")["if"] == {"not": {"exists": {"kind": "ally", "controller_of": "first"}}}


def test_on_an_attachment_the_condition_is_its_hosts():
    got = pool_shapes.piece("Ongoing: At the start of your turn, your hero deals 1 shadow damage to attached hero, or 2 if "
                            "there are no allies in its party.")
    [effect] = got.parts["ongoing_power"]["triggered"]["effects"]
    assert effect["if"] == {"not": {"exists": {"in_host_party": True, "kind": "ally"}}}
    assert effect["then"][0]["to"] == {"host": True, "kind": "hero"}


@pytest.mark.parametrize("sentence", [
    "Your hero deals 1 shadow damage to target ally, or 2 if that hero has 15 or more damage on it.",  # not a hero
    "Your hero deals 1 shadow damage to each opposing ally, or 2 if there are no allies in its party.",  # no one target
])
def test_or_n_if_on_the_target_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_another_ongoing_ability_is_one_tagged_so():
    got = pool_shapes.piece("Your hero deals 1 nature damage to target hero or ally, or 2 if you control another Ongoing "
                            "ability.")
    assert got.parts["effects"][0]("first")["if"] == {"exists": {"kind": "ability", "controller": "you", "tag": "Ongoing",
                                                                 "other": True}}
    with pytest.raises(pool_shapes.Unrecognised):  # a tag abilities don't carry as a noun
        pool_shapes.piece("Your hero deals 1 nature damage to target hero or ally, or 2 if you control another Totem "
                          "ability.")


def test_an_amount_clause_on_an_ongoing_abilitys_triggered_power():
    got = pool_shapes.piece("Ongoing: At the start of your turn, your hero deals nature damage to attached hero equal to 1 "
                            "plus the number of weapons you control.")
    [effect] = got.parts["ongoing_power"]["triggered"]["effects"]
    assert effect["deal_damage"] == {"count": {"kind": "weapon", "controller": "you"}, "plus": 1}
    assert effect["to"] == {"host": True}
    with pytest.raises(pool_shapes.Unrecognised):  # 'plus' before anything but a count
        pool_shapes.piece("Ongoing: At the start of your turn, your hero deals nature damage to attached hero equal to 1 "
                          "plus the cost of that ally.")





# -- enc-put --

def test_a_cost_bound_counted_from_the_game():
    # 403.5a: the printed cost, no more than a count read as the target is chosen (706.1) and as it resolves (709.2d)
    entry = encode("ability", "Destroy target ally with cost less than or equal to the number of allies you control.")
    assert entry["targets"] == [{"id": "first", "kind": "ally",
                                 "fits": {"cost_at_most": {"count": {"kind": "ally", "controller": "you"}}}}]
    assert entry["effects"] == [{"destroy": {"target": "first"}}]
    entry = encode("ability", "Destroy target ability or equipment with cost less than or equal to the number of token "
                              "allies you control.")
    assert entry["targets"][0]["fits"] == {"cost_at_most": {"count": {"kind": "ally", "controller": "you", "token": True}}}
    for sentence in ("Destroy target ally with cost 3 or less with cost less than or equal to the number of allies you "
                     "control.",  # two bounds
                     "Destroy target ally with cost less than or equal to the number of target allies.",  # a target
                     "Destroy target ally with cost less than or equal to the number of Gizmos you control."):  # no group
        refused("ability", sentence)


def test_a_group_that_havent_attacked_this_turn():
    # 703.4: the cards that were no attacker this turn; said of a group only ('that haven't')
    found = pool_shapes.piece("Reward: Ready all allies in your party that haven't attacked this turn.")
    assert found.parts["reward"] == [{"ready": {"kind": "ally", "controller": "you",
                                                "not": {"this_turn": {"event": "attacks", "as": "subject"}}}}]
    for sentence in ("Ready target ally that haven't attacked this turn.",  # one card: not these words
                     "Ready all allies in your party that haven't attacked.",  # no turn given
                     "Ready all damaged allies with damage that haven't attacked this turn."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


def test_an_ally_attacking_what_is_named():
    # 602.1: the attacker, while what it attacks fits (the proposed defender, then the defender, 601.2, 602.3)
    entry = encode("ability", "Destroy target ally attacking your hero.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"attacks": {"kind": "hero", "controller": "you"}}}]
    entry = encode("ability", "Destroy target ally that's attacking an ally you control.")
    assert entry["targets"][0]["fits"] == {"attacks": {"kind": "ally", "controller": "you"}}
    for sentence in ("Destroy all allies attacking your hero.",  # a group
                     "Destroy target attacking ally attacking your hero.",  # attacking twice
                     "Destroy target ally attacking an opposing hero."):  # not read
        refused("ability", sentence)


def test_tokens_for_each_card_destroyed_this_way():
    # 709.2d: the number of cards the group destroyed before it acted on; two tokens for each: that many times two
    entry = encode("ability", "Destroy all resources you control. Put two 1 [Melee] / 1 [Health] Treant ally tokens into "
                              "play for each resource destroyed this way.")
    assert entry["effects"][0] == {"destroy": {"kind": "card", "row": "resource", "controller": "you"}}
    assert entry["effects"][1]["count"] == {"multiply": "that-many", "by": 2}
    entry = encode("ability", "Destroy all allies. Put a 1 / 1 Treant ally token into play for each ally destroyed this way.")
    assert entry["effects"][1]["count"] == "that-many"
    for text in ("Destroy all allies. Put a 1 / 1 Treant ally token into play for each resource destroyed this way.",
                 "Destroy target ally. Put a 1 / 1 Treant ally token into play for each ally destroyed this way.",
                 "Put a 1 / 1 Treant ally token into play for each ally destroyed this way."):
        refused("ability", text)





# -- enc-deal2 --
def test_a_prevention_lasting_this_combat():
    """'prevent the next 3 damage that would be dealt to your hero this combat' (603.3): the prevention modifier of
    'this turn' (717.2), lasting the combat instead; another duration is refused."""
    made = pool_shapes.piece("Prevent the next 3 damage that would be dealt to your hero this combat.")
    assert made.parts["effects"][0](None) == {"create_modifier": {
        "when": {"event": "damage", "destination": {"kind": "hero", "controller": "you"}}, "instead": {"prevent": 3},
        "duration": "this-combat"}}
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("Prevent the next 3 damage that would be dealt to your hero this game.")


# -- enc-if4 --
def test_a_target_healed_or_dealt_damage_of_one_type_this_turn():
    fire = pool_shapes.piece("NAME deals 3 fire damage to target hero or ally that was dealt fire damage this turn.")
    assert fire.parts["target"] == {"kind": "character", "fits": {"this_turn": {
        "event": "damage", "as": "destination", "damage_type": "fire"}}}
    healed = pool_shapes.piece("Target hero or ally that was healed this turn has Assault 2 this turn.")
    assert healed.parts["target"]["fits"] == {"this_turn": {"event": "heal", "as": "destination"}}
    for near in ("NAME deals 3 fire damage to target hero or ally that was dealt flame damage this turn.",
                 "Destroy all allies that were healed this turn."):  # no damage type; a group (target only)
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(near)


# -- enc-deal4 --
def test_a_weapon_kind_names_the_weapons_of_an_amount():
    entry = encode("ability", "Your hero deals X melee damage to target exhausted hero or ally, where X is 3 plus the ATK of one "
                    "of your Daggers.")
    assert entry["effects"][0]["deal_damage"] == {"picked": "atk", "of": {"kind": "weapon", "controller": "you",
                                                                          "tag": "Dagger"}, "plus": 3}


def test_n_plus_the_combined_atk_is_a_total_with_its_plus():
    entry = encode("ability", "Your hero deals melee damage to target hero or ally equal to 1 plus the combined ATK of your "
                    "Ranged weapons.")
    assert entry["effects"][0]["deal_damage"] == {"total": "atk", "of": {"kind": "weapon", "controller": "you",
                                                                         "tag": "Ranged"}, "plus": 1}


def test_a_kind_no_weapon_has_or_a_plus_in_words_is_refused():
    refused("ability", "Your hero deals melee damage to target hero or ally equal to 1 plus the combined ATK of your Shields.")
    refused("ability", "Your hero deals melee damage to target hero or ally equal to one plus the combined ATK of your Daggers.")


def test_and_n_damage_to_itself_after_an_ongoing_abilitys_triggered_packet():
    entry = encode("ability", "Ongoing: When your hero deals combat damage with a weapon to a hero or ally, your hero "
                              "also deals 2 holy damage to that character and 1 holy damage to itself.")
    [power] = [p["triggered"] for p in entry["powers"]]
    hero = {"kind": "hero", "controller": "you"}
    assert power["effects"] == [{"deal_damage": 2, "damage_type": "holy", "source": hero, "to": {"event": "destination"}},
                                {"deal_damage": 1, "damage_type": "holy", "source": hero, "to": hero}]
    refused("ability", "Ongoing: When your hero deals combat damage with a weapon to a hero or ally, your hero also "
                       "deals 2 holy damage to that character and 1 holy damage to herself.")


def test_a_target_that_entered_play_this_turn():
    entry = encode("ability", "Your hero deals 3 melee damage to target ally that entered play this turn.")
    assert entry["targets"] == [{"id": "first", "kind": "ally",
                                 "fits": {"this_turn": {"event": "enters-play", "as": "subject"}}}]
    refused("ability", "Your hero deals 3 melee damage to target ally that entered play last turn.")


# -- enc-enter7 --
def test_a_group_judged_by_its_events_this_turn():  # grammar.SUFFIXES after 'each' (703.4)
    entry = encode("ability", "Destroy each ally that dealt damage this turn.")
    assert entry["effects"][0]["destroy"] == {"kind": "ally", "this_turn": {"event": "damage", "as": "source"}}
    entry = encode("ability", "Destroy each ally that entered play this turn.")  # enc-deal4's suffix, after 'each' too
    assert entry["effects"][0]["destroy"] == {"kind": "ally", "this_turn": {"event": "enters-play", "as": "subject"}}
    refused("ability", "Destroy each ally that entered play last turn.")


def test_an_icon_card_is_a_card_of_that_damage_type():  # 205.1b: Nature's Fury, Iceshear Mantle
    entry = encode("ability", "Your hero deals X nature damage to target hero or ally, where X is the highest ATK among "
                              "[Nature] cards you control.")
    assert entry["effects"][0]["deal_damage"]["of"] == {"kind": "card", "controller": "you", "damage_type": "nature"}
    for wrong in ("Destroy target [Horde] card.",  # a faction icon: not a damage type
                  "Destroy target [Nature] card in your graveyard."):  # a card in play only
        refused("ability", wrong)


def test_a_talent_or_its_icon_card():  # Revenant of Neptulon: the tag (202.1) or the damage type (205.1b)
    entry = encode("ally", "When you play a Frost or [Frost] card, NAME may deal 2 frost damage to target hero or ally.")
    assert entry["powers"][0]["triggered"]["when"]["subject"] == {
        "kind": "card", "any": [{"tag": "Frost"}, {"damage_type": "frost"}], "controller": "you"}
    refused("ally", "When you play a Fire or [Frost] card, NAME may deal 2 frost damage to target hero or ally.")


# -- lead (s16) --
def test_an_opposing_target_that_entered_play_this_turn_is_not_read_yet():
    # Fear and Loathing: the pool harness plays no opponent's ally on his own turn before Alice's Instant targets it
    refused("ability", "Destroy opposing target ally that entered play this turn.")
    assert encode("ability", "Destroy target ally that entered play this turn.")["targets"][0]["fits"] == {
        "this_turn": {"event": "enters-play", "as": "subject"}}


# -- enc-reward9 --
def test_a_token_tag_of_two_words_is_one_ally_type():  # 202.4: Feral Spirit's Spirit Wolf, as a printed Timber Wolf
    entry = encode("ability", "Put two 4 [Melee] / 4 [Health] Spirit Wolf ally tokens into play with Protector.")
    assert entry["effects"] == [{"put_token": "Spirit Wolf", "atk": 4, "damage_type": "melee", "health": 4,
                                 "traits": ["Spirit Wolf"], "keywords": ["Protector"], "count": 2}]
    for wrong in ("Put a 1 / 1 Arena Gladiator ally token into play.",  # Arena is no ally type (202.4)
                  "Put a 1 / 1 Spirit wolf ally token into play."):     # a second word in lower case: no tag
        refused("ability", wrong)
