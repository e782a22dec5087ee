"""The set keywords of tools/shapes/set_keywords.py (Thrown): real sentences of the pool read into the
card language, near misses refused, and the keywords whose meaning no data set's reminder text gives
left unread. Thrown itself (adjudicator/cards/keywords.py) is played here on a small game; the cards the
encoder writes are played by tests/test_encode_pool.py and G1090."""
from __future__ import annotations

import pytest

from shape_cards import SETS, pool_shapes, refused
from adjudicator.cards.keywords import meaning
from adjudicator.cards.model import CardDefinition

KNIFE = {"cost": 1, "atk": 2, "strike_cost": 1, "damage_type": "ranged", "traits": ["1H", "Ranged (1)", "Knife"]}


def weapon(*text: str, traits: list[str] | None = None) -> dict:
    """The entry the encoder writes for a stand-in weapon (a one-handed Ranged (1) Knife) with this text."""
    card = {"id": "x", "name": "Stand-in", "type": "weapon", "printings": [["s", "7", "Common"]], **KNIFE}
    if traits:
        card["traits"] = traits
    return pool_shapes.encode(card, SETS, list(text))[0]


def ability(*text: str) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": "ability", "printings": [["s", "7", "Common"]], "cost": 1}
    return pool_shapes.encode(card, SETS, list(text))[0]


def test_a_weapon_prints_thrown_on_a_keyword_line():
    entry = weapon("Thrown")  # Felsteel Whisper Knives
    assert entry["keywords"] == ["Thrown"] and entry["tags"] == ["Ranged (1)", "Knife"]
    assert "powers" not in entry  # the card language adds its power as the card is read


def test_thrown_after_a_sentence_is_a_keyword_line_of_its_own():
    entry = weapon("This weapon enters play exhausted. Thrown")  # Irontree Knives, as tcgdata writes it
    assert entry["keywords"] == ["Thrown"]


def test_thrown_stands_for_a_strike_trigger():
    card = CardDefinition.model_validate({**weapon("Thrown"), "text": "-"})
    [power] = card.powers
    assert power.keyword == "Thrown"
    dumped = power.model_dump(exclude_defaults=True, by_alias=True)["triggered"]
    assert dumped["when"]["event"] == "strike" and dumped["when"]["with"] == {"this": True}
    made = [next(k for k in e if k.startswith("create_")) for e in dumped["effects"]]
    assert made == ["create_continuous", "create_trigger"]
    assert dumped["effects"][0]["duration"] == "this-combat"
    assert dumped["effects"][1]["create_trigger"]["effects"] == [{"return_to_hand": {"this": True}}]


def test_thrown_takes_no_number():
    with pytest.raises(ValueError):
        meaning("Thrown 2")


def test_thrown_given_this_turn_to_a_target_weapon():
    entry = ability("Target Dagger you control has +4 ATK and Thrown this turn.")  # Knife Throw
    assert entry["targets"] == [{"id": "first", "kind": "weapon", "controller": "you", "fits": {"tag": "Dagger"}}]
    assert entry["effects"] == [{"create_continuous": {"affects": {"target": "first"}, "atk": 4,
                                                       "gain_keywords": ["Thrown"]}, "duration": "this-turn"}]


def test_thrown_given_to_the_weapon_itself():
    entry = weapon("0 → NAME has Thrown this turn.")  # The Decapitator
    [power] = entry["powers"]
    assert power["payment"]["effects"][0]["create_continuous"] == {"affects": {"this": True},
                                                                    "gain_keywords": ["Thrown"]}


def test_thrown_given_to_a_card_that_may_not_be_a_weapon_is_refused():
    with pytest.raises(pool_shapes.Unrecognised, match="may not be a weapon"):
        ability("Target ally has Thrown this turn.")
    ally = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 1,
            "atk": 1, "health": 2, "damage_type": "holy"}
    with pytest.raises(pool_shapes.Unrecognised, match="may not be a weapon"):
        pool_shapes.encode(ally, SETS, ["1 → NAME has Thrown this turn."])


def test_thrown_on_a_card_that_isnt_a_weapon_is_refused():
    card = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 1,
            "atk": 1, "health": 2, "damage_type": "holy"}
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(card, SETS, ["Thrown"])


def test_a_knife_or_shuriken_is_a_weapon_kind_a_misspelt_one_is_not():
    assert weapon("Thrown", traits=["1H", "Ranged (1)", "Shuriken"])["tags"] == ["Ranged (1)", "Shuriken"]
    with pytest.raises(pool_shapes.Unrecognised):
        weapon("Thrown", traits=["1H", "Ranged (1)", "Shuriken of Negation"])


@pytest.mark.parametrize("sentence", [
    "Thrown 2", "Throwm", "Rift 2", "Warp Attach to target ally.",
    "Flip 2 Assault 2, Long-Range", "Onyxia",
])
def test_keywords_no_reminder_text_defines_stay_unread(sentence):
    refused(sentence)


# -- Talent: a deckbuilding line (adjudicator/cards/talents.py; the deck checker's 100.2c; decks/100.2c) --

def card_of(kind: str, classes: list[str], *text: str, tags: list[str] | None = None) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 1,
            "classes": classes, **({"tags": tags} if tags else {})}
    if kind == "ally":
        card.update(atk=1, health=2, damage_type="holy")
    return pool_shapes.encode(card, SETS, list(text))[0]


def test_a_talent_line_is_a_deckbuilding_field():
    entry = card_of("ability", ["Death Knight"], "Frost Talent",
                    "Ongoing: When an opposing hero or ally exhausts, your hero deals 1 frost damage to it.")  # Hungering Cold
    assert entry["talent"] == "Frost" and entry["powers"][0]["triggered"]["when"]["event"] == "exhausted"


def test_a_talent_line_run_into_the_next_sentence():
    entry = card_of("ability", ["Warrior"], "Fury Talent Your hero deals 15 melee damage to target opposing hero.")
    assert entry["talent"] == "Fury" and entry["effects"][0]["deal_damage"] == 15  # Raging Blow


def test_a_talent_line_on_an_ally():
    entry = card_of("ally", ["Hunter"], "Beast Mastery Talent", "Elusive, Stealth, Untargetable")  # Loque
    assert entry["talent"] == "Beast Mastery" and entry["keywords"] == ["Elusive", "Stealth", "Untargetable"]


def test_a_talent_of_a_spec_its_class_lacks_is_refused():
    with pytest.raises(pool_shapes.Unrecognised, match="no class with that spec"):
        card_of("ability", ["Mage"], "Fury Talent Your hero deals 15 melee damage to target opposing hero.")


def test_a_talent_line_that_disagrees_with_the_type_line_is_refused():
    with pytest.raises(pool_shapes.Unrecognised, match="type line naming Blood"):
        card_of("ability", ["Death Knight"], "Frost Talent", "Draw a card.", tags=["Blood", "Talent"])


@pytest.mark.parametrize("sentence", ["Frost Talents", "Fury talent", "Holy Talent Required", "Pyromancy Talent"])
def test_near_talent_lines_stay_unread(sentence):
    refused(sentence)


def test_a_talent_keeps_out_the_other_two_specs_of_its_class():
    from adjudicator.cards.talents import clash, kept_out
    assert kept_out(["Death Knight"], "Frost") == {"Blood", "Unholy"}
    assert kept_out(["Mage"], "Frost") == {"Arcane", "Fire"}
    keeper = CardDefinition.model_validate({"name": "k", "type": "ability", "cost": 1, "classes": ["Warrior"],
                                            "talent": "Fury", "text": "-"})
    typed = CardDefinition.model_validate({"name": "t", "type": "ability", "cost": 1, "classes": ["Warrior"],
                                           "tags": ["Arms", "Talent"], "text": "-"})
    same = typed.model_copy(update={"tags": ["Fury", "Talent"]})
    untagged = typed.model_copy(update={"tags": ["Arms"]})  # a trait, not a Talent
    assert clash(keeper, typed) and clash(typed, keeper)
    assert not clash(keeper, same) and not clash(keeper, untagged) and not clash(typed, same)


def test_the_card_model_refuses_a_talent_its_classes_lack():
    with pytest.raises(ValueError, match="a spec of none of the card's classes"):
        CardDefinition.model_validate({"name": "k", "type": "ability", "cost": 1, "classes": ["Mage"],
                                       "talent": "Fury", "text": "-"})


# -- Empower <Class>: an ability's labelled 'if' (the editor's note at 703.2) --

def test_an_ability_empower_line_is_its_sentence():
    entry = ability("Empower Death Knight: If you control a Death Knight hero or ally, put a 3 [Melee] / 3 [Health] "
                    "Ghoul ally token into play.",
                    "Empower Druid: If you control a Druid hero or ally, put three 1 [Melee] / 1 [Health] Treant ally "
                    "tokens into play.")  # Bark and Bite
    assert [e["if"]["exists"]["trait"] for e in entry["effects"]] == ["Death Knight", "Druid"]
    assert [e["then"][0]["put_token"] for e in entry["effects"]] == ["Ghoul", "Treant"]


def test_an_empower_sentences_target_is_chosen_only_if_its_condition_holds():
    """enc-kw5: the 7.4 glossary's reading (the editor's note at 707.1d). Near miss: the same sentence under a label
    naming another class is refused (test_an_empower_label_that_doesnt_name_its_condition_is_refused)."""
    piece = pool_shapes.piece("Empower Mage: If you control a Mage hero or ally, your hero deals 4 frost damage to "
                              "target opposing ally.")  # Rime and Freezin'
    assert piece.parts["target"] == {"kind": "ally", "controller": "opposing",
                                     "only_if": {"exists": {"kind": "character", "controller": "you", "trait": "Mage"}}}
    refused("Empower Shaman: If you control a Mage hero or ally, your hero deals 4 frost damage to target opposing "
            "ally.")


@pytest.mark.parametrize("sentence", [
    "Empower Mage: If you control a Shaman hero or ally, draw a card.",  # a label naming another class
    "Empower Mage: Draw a card.",                                        # no condition spelled out
    "Empower Tinker: If you control a Tinker hero or ally, draw a card.",
])
def test_an_empower_label_that_doesnt_name_its_condition_is_refused(sentence):
    refused(sentence)


# -- enc-kw3: Spellshield and Haste N, read as the 7.4 Comprehensive Rules' glossary defines them (the editor's notes
# at 706.1 and 707.1e) --

def ally(*text: str) -> dict:
    return card_of("ally", [], *text)


def test_spellshield_on_a_keyword_line_and_run_into_the_next_sentence():
    assert ally("Elusive, Spellshield")["keywords"] == ["Elusive", "Spellshield"]  # Ashenvale Illusionist
    entry = ally("Spellshield When NAME enters play, draw a card.")
    assert entry["keywords"] == ["Spellshield"] and entry["powers"][0]["triggered"]["effects"] == [{"draw": 1}]


def test_spellshield_stands_for_a_prohibition_on_opponents_targeting_it():
    [power] = CardDefinition.model_validate({**ally("Spellshield"), "text": "-"}).powers
    assert power.keyword == "Spellshield"
    assert power.model_dump(exclude_defaults=True)["prohibition"] == {
        "cannot": "be-targeted", "affects": {"this": True}, "by": {"controller": "opponent"}}


def test_spellshield_given_by_a_modifier():
    entry = ability("Your hero has Elusive and Spellshield this turn.")  # Smoke Screen
    assert entry["effects"][0]["create_continuous"]["gain_keywords"] == ["Elusive", "Spellshield"]


def test_haste_takes_a_number_and_may_run_into_the_next_keyword():
    assert ally("Haste 2 Elusive")["keywords"] == ["Haste 2", "Elusive"]  # Night Elf Bladedancer
    assert ally("Haste 3 When NAME enters play, draw a card.")["keywords"] == ["Haste 3"]
    with pytest.raises(ValueError):
        meaning("Haste")


def test_haste_stands_for_its_cards_own_cost_reduction_after_a_hit_on_an_opposing_hero():
    [power] = CardDefinition.model_validate({**ally("Haste 2"), "text": "-"}).powers
    stat = power.model_dump(exclude_defaults=True)["continuous"]
    assert power.keyword == "Haste 2" and stat["affects"] == {"this": True} and stat["play_cost"] == -2
    assert stat["while_happened"]["happened"] == {"event": "damage", "source": {"kind": "ally", "controller": "you"},
                                                  "destination": {"kind": "hero", "controller": "opposing"}}


def test_haste_given_by_a_modifier_is_refused():
    """Near miss: a cost change given to cards in the hand would be read by nothing (the cost reads the card's own
    powers), so 'Night Elf allies in your hand have Haste 1' is refused, not encoded to no effect."""
    with pytest.raises(pool_shapes.Unrecognised):
        ally("Night Elf allies in your hand have Haste 1.")
    with pytest.raises(pool_shapes.Unrecognised, match="given by a modifier"):
        ability("Your hero has Haste 2 this turn.")


@pytest.mark.parametrize("sentence", ["Haste", "Haste X", "Spellshield 2", "Spellshielded"])
def test_haste_without_a_number_or_spellshield_with_one_is_refused(sentence):
    refused(sentence)


# enc-kw3: Absorb (the editor's note at 603.1), on a hero or ally only

def test_absorb_stands_for_a_heal_on_combat_damage_to_a_hero():
    entry = ally("Absorb")  # Tauren Lightcaller
    [power] = CardDefinition.model_validate({**entry, "text": "-"}).powers
    trig = power.model_dump(exclude_defaults=True, by_alias=True)["triggered"]
    assert power.keyword == "Absorb" and trig["when"] == {"event": "damage", "combat": True, "source": {"this": True},
                                                           "destination": {"kind": "hero"}}
    assert trig["effects"] == [{"heal": "that-much", "source": {"this": True},
                                "from": {"kind": "hero", "controller": "you"}}]


def test_absorb_on_a_weapon_is_refused():
    """Near miss: a weapon's Absorb is lent to its wielder while they are associated, which we don't read."""
    with pytest.raises(pool_shapes.Unrecognised):
        weapon("Absorb")


# enc-kw3: Echo (the editor's note at 402.1), an ability's own

def test_echo_on_an_ability_run_into_its_sentence():
    entry = ability("Echo Draw a card.")  # Timeless Arcana
    assert entry["keywords"] == ["Echo"] and entry["effects"] == [{"draw": 1}]


def test_echo_stands_for_a_copy_of_the_ability_as_it_is_played():
    [power] = CardDefinition.model_validate({**ability("Echo Draw a card."), "text": "-"}).powers
    trig = power.model_dump(exclude_defaults=True, by_alias=True)["triggered"]
    assert power.keyword == "Echo" and trig["zones"] == ["chain"]
    assert trig["when"] == {"event": "played", "subject": {"this": True}}
    assert trig["effects"] == [{"copy_card": {"this": True, "zone": "chain"}}]
    races = [c["exists"]["trait"] for c in trig["if"]["any"]]
    assert len(races) == 12 and "Night Elf" in races and "Undead" in races and "Murloc" not in races
    assert {c["at_least"] for c in trig["if"]["any"]} == {2}


def test_echo_on_an_ally_or_given_by_a_modifier_is_refused():
    """Near misses: Echo works as its ability is played; on an ally, or given to a card, it could never work."""
    with pytest.raises(pool_shapes.Unrecognised, match="isn't an ability"):
        ally("Echo")
    with pytest.raises(pool_shapes.Unrecognised, match="given by a modifier"):
        ally("Your hero has Echo.")


# -- enc-kw4 --
# Portal (the editor's note at 415.3c): the whole effect of an ally's triggered power

PORTAL_EFFECT = {"reveal_top": 3, "then": [{"fits": {"kind": "ally", "trait": "Demon", "cost_below_this": True},
                                            "to": "play", "up_to": True}], "rest": "bottom"}


@pytest.mark.parametrize("sentence, event", [("When NAME enters play, Portal.", "enters-play"),
                                             ("When NAME is destroyed, Portal.", "destroyed")])
def test_portal_reveals_three_and_may_put_a_cheaper_demon_into_play(sentence, event):
    [power] = ally(sentence.replace("NAME", "Stand-in"))["powers"]
    assert power["triggered"]["when"] == {"event": event, "subject": {"this": True}}
    assert power["triggered"]["effects"] == [PORTAL_EFFECT]


@pytest.mark.parametrize("sentence", ["When Stand-in enters play, Portal 2.", "Portal",
                                      "When Stand-in enters play, Portals."])
def test_portal_with_a_number_or_on_an_ally_without_a_trigger_is_refused(sentence):
    """Near misses: the glossary's Portal has no number, and an ally's bare Portal line says when nothing happens."""
    with pytest.raises(pool_shapes.Unrecognised):
        ally(sentence)


def test_an_abilitys_portal_portal_is_its_two_effects_in_turn():
    assert ability("Portal, Portal")["effects"] == [PORTAL_EFFECT, PORTAL_EFFECT]  # Nether Rip
    with pytest.raises(pool_shapes.Unrecognised):
        ability("Portal and Portal")



# -- enc-kw5 --
# Rift (the editor's note at 707.1e): a race chosen as the card is played, its cost 1 less for each ally of that race

def test_rift_on_an_ability_run_into_its_sentence_and_on_an_allys_keyword_line():
    entry = ability("Rift Put target ally from your graveyard into play.")  # Prayer of the Ages
    assert entry["keywords"] == ["Rift"] and entry["effects"]
    assert ally("Rift Protector")["keywords"] == ["Rift", "Protector"]  # Guardian of the Ages


def test_rift_stands_for_a_race_chosen_and_the_cards_own_cost_reduction():
    card = CardDefinition.model_validate({**ability("Rift Draw a card."), "text": "-"})
    assert card.choose == "race"
    [power] = card.powers
    stat = power.model_dump(exclude_defaults=True)["continuous"]
    assert power.keyword == "Rift" and stat["affects"] == {"this": True}
    assert stat["play_cost"] == {"count": {"kind": "ally", "controller": "you", "trait_chosen": "race"}, "times": -1}


def test_rift_given_by_a_modifier_or_with_another_choice_is_refused():
    """Near misses: given to a card it could never work (its choice is made as the card is played); a card that
    asks for another choice beside it can't make both."""
    with pytest.raises(pool_shapes.Unrecognised, match="given by a modifier"):
        ability("Allies you control have Rift this turn.")
    with pytest.raises(ValueError, match="sets the card's choose to 'race'"):
        CardDefinition.model_validate({**ability("Rift Draw a card."), "text": "-", "choose": "ally type"})


# enc-kw5: Invincible (the editor's note at 103.2): three "can't"s on the card

def test_invincible_on_an_equipments_keyword_line_and_given_this_turn():
    assert weapon("Invincible")["keywords"] == ["Invincible"]
    entry = ability("Monster heroes and allies you control have Invincible this turn.")  # Monstrous Intervention
    assert entry["effects"][0]["create_continuous"]["gain_keywords"] == ["Invincible"]


def test_invincible_stands_for_three_prohibitions_leaving_play_among_them():
    powers = CardDefinition.model_validate({**ally("Invincible"), "text": "-"}).powers
    assert {p.keyword for p in powers} == {"Invincible"}
    assert [p.model_dump(exclude_defaults=True)["prohibition"] for p in powers] == [
        {"cannot": cannot, "affects": {"this": True}} for cannot in ("leave-play", "be-targeted", "be-dealt-damage")]


@pytest.mark.parametrize("sentence", ["Invincible 2", "Invincibility"])
def test_invincible_with_a_number_or_misspelt_is_refused(sentence):
    refused(sentence)


# enc-kw5: Preparation (the editor's note at 707.1e): nothing paid, on its player's own first turn

def test_preparation_is_an_alternate_cost_paid_on_the_first_turn():
    card = CardDefinition.model_validate({**ally("Preparation"), "text": "-"})  # Shredder
    assert card.keywords == ["Preparation"] and card.powers == []
    assert card.alternate_cost.model_dump(exclude_defaults=True) == {"first_turn": True}
    assert weapon("Preparation")["keywords"] == ["Preparation"]  # Brutal Gladiator's Greatsword


def test_preparation_given_by_a_modifier_or_with_a_number_is_refused():
    """Near misses: given to a card it could never be used (its card is played already); it takes no number."""
    with pytest.raises(pool_shapes.Unrecognised, match="given by a modifier"):
        ability("Allies you control have Preparation this turn.")
    refused("Preparation 2")


# enc-kw5: Artifact (the editor's note at 409.1): played from its owner's graveyard as from the hand

def test_artifact_lets_a_card_be_played_from_the_graveyard():
    card = CardDefinition.model_validate({**weapon("Artifact."), "text": "-"})  # Scimitar of the Sirocco
    assert card.keywords == ["Artifact"] and card.from_graveyard and card.powers == []


def test_artifact_given_by_a_modifier_or_with_a_number_is_refused():
    with pytest.raises(pool_shapes.Unrecognised, match="given by a modifier"):
        ability("Weapons you control have Artifact this turn.")
    refused("Artifact 2")


# -- enc-if9 --
# Will of the Forsaken (the editor's note at 103.2): a "can't leave play" not in force while the ally has fatal damage

def test_will_of_the_forsaken_alone_and_run_into_the_next_sentence():
    assert ally("Will of the Forsaken")["keywords"] == ["Will of the Forsaken"]
    entry = ally("Will of the Forsaken When Stand-in enters play, draw a card.")  # Charkov's line, its sentence another
    assert entry["keywords"] == ["Will of the Forsaken"] and entry["powers"][0]["triggered"]["effects"] == [{"draw": 1}]
    powers = CardDefinition.model_validate({**ally("Will of the Forsaken"), "text": "-"}).powers
    assert [p.model_dump(exclude_defaults=True) for p in powers] == [{"keyword": "Will of the Forsaken", "prohibition": {
        "cannot": "leave-play", "affects": {"this": True}, "unless_fatal": True}}]


@pytest.mark.parametrize("sentence", ["Will of the Forsaken 2", "Will of the Forsake", "Will of Forsaken"])
def test_will_of_the_forsaken_misspelt_or_with_a_number_is_refused(sentence):
    refused(sentence)


def test_unless_fatal_goes_with_leave_play_only():
    with pytest.raises(ValueError, match="unless_fatal goes with cannot: leave-play only"):
        CardDefinition.model_validate({**ally(), "text": "-", "powers": [{"prohibition": {
            "cannot": "be-destroyed", "affects": {"this": True}, "unless_fatal": True}}]})


# Arcane Torrent (the editor's note at 710.1): as the ally enters play, the opposing card it targets loses its powers

def test_arcane_torrent_on_a_keyword_line_is_a_targeted_power_as_it_enters_play():
    assert ally("Ferocity, Arcane Torrent")["keywords"] == ["Ferocity", "Arcane Torrent"]  # Nea Sunmark
    [power] = CardDefinition.model_validate({**ally("Arcane Torrent"), "text": "-"}).powers
    trig = power.model_dump(exclude_defaults=True)["triggered"]
    assert power.keyword == "Arcane Torrent" and trig["when"] == {"event": "enters-play", "subject": {"this": True}}
    assert trig["targets"] == [{"id": "torrent", "kind": "card", "controller": "opposing"}]
    assert trig["effects"] == [{"create_continuous": {"affects": {"target": "torrent"}, "lose_powers": True},
                                "duration": "this-turn"}]


@pytest.mark.parametrize("sentence", ["Arcane Torrent 1", "Arcane Torrents"])
def test_arcane_torrent_with_a_number_or_misspelt_is_refused(sentence):
    refused(sentence)
