"""The pool encoder's combination and card-type checks (tools/pool_shapes.py ``encode``, ``facts``,
``ability``), the ``--bucket0`` report (tools/pool_tail.py) and the label shape (tools/shapes/labels.py):
each with a real card's pieces it now writes and a near miss it must refuse."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parent.parent / "tools"
sys.path.insert(0, str(TOOLS))

from pool_shapes import Unrecognised, encode, piece  # noqa: E402
import pool_tail  # noqa: E402

SETS = {"betrayal": {"kind": "set", "name": "Betrayal of the Guardian"},
        "gladiators": {"kind": "set", "name": "Blood of Gladiators"},
        "molten-core-raid": {"kind": "raid", "name": "Molten Core"},
        "deadmines": {"kind": "dungeon", "name": "The Deadmines"}}


def ally(name="Voidshrieker", tags=("Monster",), set_id="betrayal", **more):
    return {"id": name.lower(), "name": name, "type": "ally", "cost": 1, "atk": 1, "health": 2,
            "damage_type": "shadow", "traits": ["Voidwalker Demon"], "tags": list(tags),
            "printings": [[set_id, "160", "Common"]], **more}


def test_a_monster_ally_of_a_set_keeps_its_tag():
    entry, shapes = encode(ally(), SETS, ["Protector"])
    assert entry["tags"] == ["Monster"] and entry["keywords"] == ["Protector"] and shapes == ["keywords"]


def test_an_arena_ally_keeps_its_tag():
    entry, _ = encode(ally("Gladiator Dorn", tags=("Arena",), set_id="gladiators"), SETS, ["Protector"])
    assert entry["tags"] == ["Arena"]


@pytest.mark.parametrize("tags,set_id", [(("Monster",), "molten-core-raid"), (("Dungeon",), "deadmines"),
                                         (("Monster", "Raid"), "betrayal"), (("Ally",), "betrayal")])
def test_a_raid_dungeon_or_totem_card_is_still_left_alone(tags, set_id):
    with pytest.raises(Unrecognised, match="raid, dungeon, arena or Monster deck"):
        encode(ally(tags=tags, set_id=set_id), SETS, ["Protector"])


def test_monster_hero_required_is_refused():
    """100.2b reads a trait (206.1); a Monster hero's Monster is a tag: the deck check would refuse it."""
    with pytest.raises(Unrecognised, match="Monster Hero Required"):
        encode(ally(), SETS, ["Monster Hero Required", "Protector"])


def test_a_while_that_always_holds_is_refused():
    """'While an opponent controls a hero' is always so: the text lost an icon."""
    with pytest.raises(Unrecognised, match="always so"):
        encode(ally(), SETS, ["While an opponent controls a hero, this ally has +2 ATK."])


def ability(name="Safeguard", **more):
    return {"id": name.lower(), "name": name, "type": "ability", "cost": 2, "classes": ["Warrior"],
            "traits": ["Protection"], "tags": ["Instant"], "printings": [["betrayal", "120", "Common"]], **more}


def test_trap_on_an_ability():
    entry, _ = encode(ability("Quick Trap"), SETS, ["Trap", "Your hero deals 3 melee damage to target attacking ally."])
    assert entry["keywords"] == ["Trap"] and entry["effects"][0]["deal_damage"] == 3


def test_protector_on_an_ability_is_refused():
    with pytest.raises(Unrecognised, match="ability with the keywords Protector"):
        encode(ability(), SETS, ["Protector", "Draw a card."])


def test_an_effect_before_ongoing_and_the_ongoing_power():
    entry, _ = encode(ability(), SETS, ["Ready your hero.", "Ongoing: Your hero has Protector."])
    assert entry["effects"] == [{"ready": {"kind": "hero", "controller": "you"}}]
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "hero", "controller": "you"},
                                               "gain_keywords": ["Protector"]}}]
    assert "Ongoing" in entry["tags"]


def test_an_effect_after_ongoing_is_refused():
    with pytest.raises(Unrecognised, match="after an ability's 'Ongoing:'"):
        encode(ability(), SETS, ["Ongoing: Your hero has Protector.", "Ready your hero."])


def test_a_payment_power_after_ongoing_is_a_power_in_play():
    entry, _ = encode(ability("Hide and Stab"), SETS,
                      ["Ongoing: Your hero has Stealth.", "Destroy Hide and Stab -> Exhaust target hero or ally."])
    assert [list(p) for p in entry["powers"]] == [["continuous"], ["payment"]]
    assert entry["powers"][1]["payment"]["cost"] == {"destroy": True}


def test_a_payment_power_before_ongoing_is_refused():
    with pytest.raises(Unrecognised, match="isn't Ongoing"):
        encode(ability("Hide and Stab"), SETS,
               ["Destroy Hide and Stab -> Exhaust target hero or ally.", "Ongoing: Your hero has Stealth."])


def test_the_tribe_label_is_read_past():
    found = piece("Tribe: When this or another Tauren ally enters play under your control, you may draw a card.")
    power = found.parts["powers"][0]["triggered"]
    assert power["when"]["subject"]["any"][1] == {"kind": "ally", "controller": "you", "trait": "Tauren", "other": True}
    assert power["effects"] == [{"may": [{"draw": 1}]}] and "label: Tribe" in found.parts["inner"]


def test_a_tribe_label_naming_something_else_is_refused():
    with pytest.raises(Unrecognised, match="Tribe label"):
        piece("Tribe: When an Orc ally enters play under your control, you may draw a card.")


def test_the_bucket0_report_names_each_card_with_its_reason():
    cards = [ally("Shambling Horror", tags=("Monster",), set_id="molten-core-raid"), ally("Voidshrieker")]
    texts = {"shambling horror": [["Protector"]], "voidshrieker": [["Protector"]]}
    report = pool_tail.refused(cards, texts, {"voidshrieker"}, set(), SETS)
    assert "refused (1)" in report
    assert "facts: a card of a raid, dungeon, arena or Monster deck, or a Totem" in report
    assert "Shambling Horror (ally)" in report and "Voidshrieker" not in report


def test_the_tail_counts_cards_refused_on_their_facts_apart():
    """A raid deck's card blocked by one sentence is not a family's card: reading it would encode nothing."""
    unread = "Whenever the moon is full, frobnicate NAME twice."
    cards = [ally("Shambling Horror", tags=("Monster",), set_id="molten-core-raid"), ally("Voidshrieker")]
    texts = {"shambling horror": [[unread]], "voidshrieker": [[unread]]}
    report = pool_tail.tail(cards, texts, set(), set(), SETS)
    assert "whose facts are refused anyway (not listed below): 1" in report
    assert "by its head (1 cards)" in report



def test_a_second_sentence_of_the_ongoing_paragraph_is_a_power_in_play():
    entry, _ = encode(ability("Guardian's Endurance"), SETS,
                      ["Ongoing: Your hero has Protector. Your hero has +5 [HEALTH] while you control an equipment."])
    assert entry["powers"][1] == {"continuous": {"affects": {"kind": "hero", "controller": "you"}, "health": 5,
                                                 "while_exists": [{"kind": "equipment", "controller": "you"}]}}


def test_a_power_in_play_before_ongoing_is_refused():
    with pytest.raises(Unrecognised, match="not after its 'Ongoing:'"):
        encode(ability("Finishing Shout"), SETS, ["Opposing allies have -1 ATK / -1 health.", "Draw a card."])
