"""The shapes of tools/shapes/keywords_late.py and the set keywords it reads (Death Rattle, Eternal): real
sentences of the pool read into the card language, near misses refused (the card then stays in the
pool's tail), and the keywords whose meaning no data set gives (Echo, Rift, Portal) left unread.
The engine side (a power working in the graveyard on its card's arrival there, 703.3a) is played here
on small games; the cards the encoder writes are played by tests/test_encode_pool.py and G480, G481."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cardbook.words import card_words  # noqa: E402
from adjudicator.cards.model import CardDefinition  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
NUMBERS = {"ally": {"cost": 2, "atk": 2, "health": 2, "damage_type": "melee"}, "ability": {"cost": 4},
           "weapon": {"cost": 3, "atk": 3, "strike_cost": 2, "damage_type": "frost", "traits": ["Melee (1)", "Sword"]},
           "item": {"cost": 1, "traits": ["Bandage"]}}
ARRIVES = {"event": "to-graveyard", "subject": {"this": True}}


def encode(kind: str, *text: str) -> dict:
    """The entry the encoder writes for a stand-in card of that type with this text (without its reading)."""
    facts = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]]}
    entry, _shapes = pool_shapes.encode({**facts, **NUMBERS[kind]}, SETS, list(text))
    return entry


def refused(kind: str, *text: str) -> None:
    """The text stays in the tail: some part of it is Unrecognised."""
    pytest.raises(pool_shapes.Unrecognised, encode, kind, *text)


def test_death_rattle_is_a_triggered_power_working_in_the_graveyard():
    entry = encode("weapon", "Death Rattle: Your hero deals 1 frost damage to each opposing hero and ally.")  # Hailstorm
    assert entry["powers"] == [{"triggered": {
        "when": ARRIVES, "zones": ["graveyard"],
        "effects": [{"deal_damage": 1, "damage_type": "frost", "source": {"kind": "hero", "controller": "you"},
                     "to": {"kind": "character", "controller": "opposing"}}]}}]


def test_death_rattle_keeps_its_target_and_its_duration():
    entry = encode("ally", "Death Rattle: Target ally you control has Shadow Resistance this turn.")  # Jek'kresh
    power = entry["powers"][0]["triggered"]
    assert power["when"] == ARRIVES and power["zones"] == ["graveyard"]
    assert power["targets"] == [{"id": "first", "kind": "ally", "controller": "you"}]
    assert power["effects"][0]["create_continuous"] == {"affects": {"target": "first"},
                                                        "gain_keywords": ["Shadow Resistance"]}
    assert power["effects"][0]["duration"] == "this-turn"


def test_death_rattle_you_may_is_a_choice_made_as_it_resolves():
    entry = encode("ally", "Death Rattle: You may destroy target weapon.")
    power = entry["powers"][0]["triggered"]
    assert power["effects"] == [{"may": [{"destroy": {"target": "first"}}]}]
    assert power["targets"][0]["kind"] == "weapon"


def test_death_rattle_near_misses_stay_in_the_tail():
    refused("ally", "Death Rattle:")  # the effect in another paragraph (Buzz): not joined
    refused("ally", "Death Rattle: Each player turns his hero face up.")  # an effect no shape reads
    refused("ability", "Death Rattle: Your hero deals 3 fire damage to target hero or ally.")  # an ability's: refused
    refused("ally", "Death rattle: Draw a card.")  # not the keyword's spelling


def test_eternal_is_a_keyword_spelled_out_as_a_may_shuffle_from_the_graveyard():
    entry = encode("ability", "Eternal Your hero deals 1 fire damage to each hero and ally for each resource you "
                              "control.")  # Boundless Hellfire
    assert entry["keywords"] == ["Eternal"]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    [power] = card.powers
    assert power.keyword == "Eternal" and power.triggered is not None
    assert power.triggered.zones == ["graveyard"] and power.triggered.when.event == "to-graveyard"
    assert "Eternal" in " ".join(card_words(card))
    assert entry["effects"][0]["deal_damage"] == {"count": {"kind": "card", "row": "resource", "controller": "you"}}


def test_eternal_on_an_ability_only_beside_what_the_tool_reads():
    refused("ability", "Eternal")  # an ability that does nothing else
    refused("weapon", "Eternal")  # an equipment's keyword line: only those EQUIPMENT_KEYWORDS lists


@pytest.mark.parametrize("sentence", ["Warp Draw a card.", "Warp Protector"])  # enc-kw3: Haste, Spellshield,
# Absorb, Echo read; enc-kw4: Portal; enc-kw5: Rift (tests/test_shapes_set_keywords.py)
def test_keywords_no_data_set_defines_are_not_read(sentence):
    kind = "ability" if sentence.startswith("Echo") else "ally"
    refused(kind, sentence)


def test_a_graveyard_trigger_must_name_where_it_works():
    """A trigger on its own card's arrival in the graveyard works there only if it says so: without
    zones: [graveyard] it is a power of a card in play, which never sees that event for itself."""
    with pytest.raises(ValueError):
        CardDefinition.model_validate({"name": "X", "type": "ally", "cost": 1, "atk": 1, "health": 1,
                                       "damage_type": "melee", "text": "-", "powers": [
                                           {"triggered": {"when": ARRIVES, "zones": ["hand"],
                                                          "effects": [{"draw": 1}]}}]})


# -- a druid's form (305.2a's editor's note) ------------------------------------------------------------

YOUR_HERO = {"kind": "hero", "controller": "you"}
FORM_ENDS = [{"triggered": {"when": {"event": "strike", "subject": YOUR_HERO, "with": {"kind": "weapon", "controller": "you"}},
                            "effects": [{"destroy": {"this": True}}]}},
             {"triggered": {"when": {"event": "played", "subject": {"kind": "ability", "controller": "you",
                                                                     "not": {"tag": "Feral"}}},
                            "effects": [{"destroy": {"this": True}}]}}]


def form_card(*text: str) -> dict:
    """A Feral ability with the numbered tag Form (1), as the pool's form cards are."""
    facts = {"id": "x", "name": "Stand-in", "type": "ability", "printings": [["s", "7", "Common"]], "cost": 2,
             "traits": ["Form (1)", "Feral"], "tags": ["Instant"]}
    entry, _shapes = pool_shapes.encode(facts, SETS, list(text))
    return entry


def test_bear_form_gives_your_hero_the_form_and_protector_and_two_ways_to_end_it():
    entry = form_card("Exhaust target hero or ally.", "Ongoing: Your hero is in bear form.")  # Bash
    assert entry["effects"] == [{"exhaust": {"target": "first"}}]
    assert entry["powers"] == [{"continuous": {"affects": YOUR_HERO, "gain_keywords": ["Bear Form", "Protector"]}},
                               *FORM_ENDS]
    assert "Form (1)" in entry["tags"] and "Ongoing" in entry["tags"]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    assert "Bear Form" in " ".join(card_words(card))


def test_cat_form_is_plus_one_atk_while_attacking_after_the_ongoing_colon():
    entry = form_card("Ongoing: Allies in your party have +1 ATK.", "Your hero has Cat Form.")  # the Pack Tactics form
    assert entry["powers"][1:] == [{"continuous": {"affects": YOUR_HERO, "gain_keywords": ["Cat Form"]}},
                                   {"continuous": {"affects": YOUR_HERO, "atk": 1, "while": {"attacking": True}}},
                                   *FORM_ENDS]


def test_a_form_before_the_ongoing_colon_or_without_its_tag_is_refused():
    pytest.raises(pool_shapes.Unrecognised, form_card, "Your hero is in cat form.")  # no 'Ongoing:' before it
    refused("ability", "Ongoing: Your hero is in bear form.")  # the stand-in has no Form (1) tag
    refused("ally", "Your hero is in bear form.")  # only an ability gives a form
    pytest.raises(pool_shapes.Unrecognised, form_card, "Ongoing: Your hero is in moonkin form.")  # no such reminder


def test_while_in_a_form_affects_your_hero_only_in_that_form():
    entry = encode("ability", "Ongoing: Your hero has Stealth while in cat form.")  # Prowl
    assert entry["powers"] == [{"continuous": {"affects": {**YOUR_HERO, "keyword": "Cat Form"},
                                               "gain_keywords": ["Stealth"]}}]
    entry = encode("ability", "Ongoing: Your hero has +1 ATK while attacking in bear or cat form.")  # Nature of the Beast
    assert entry["powers"] == [{"continuous": {"affects": {**YOUR_HERO, "any": [{"keyword": "Bear Form"},
                                                                                {"keyword": "Cat Form"}]},
                                               "atk": 1, "while": {"attacking": True}}}]


def test_while_in_a_form_near_misses_stay_in_the_tail():
    refused("ability", "Ongoing: Your hero has +4 ATK while protecting in bear form.")  # 'protecting' no shape reads
    refused("ability", "Ongoing: Your hero has +1 ATK while attacking in tree form.")  # no such form
    refused("ability", "Ongoing: Your hero has +1 ATK while in cat form this turn.")  # a duration inside the 'while'
    refused("ability", "Ongoing: Allies you control have +1 ATK while in cat form.")  # whose form? only your hero's
