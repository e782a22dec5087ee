"""The card-facts importer (tools/import_cards.py) on two small data sets made here as git
repositories: fan-made sets left out, names repaired, sources cross-checked with both values kept,
no printed text copied, the output byte-identical from run to run."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import import_cards  # noqa: E402

PRINTED_TEXT = "Deal 3 fire damage to target ally."
FLAVOUR = "An old flame never dies."


def git_repo(path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (path / name).parent.mkdir(parents=True, exist_ok=True)
        (path / name).write_text(text, encoding="utf-8")
    env = ["-c", "user.name=t", "-c", "user.email=t@example.invalid"]
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    subprocess.run(["git", "-C", str(path), "add", "-A"], check=True)
    subprocess.run(["git", "-C", str(path), *env, "commit", "-q", "-m", "data"], check=True)
    return path


def tcgdata_files() -> dict[str, str]:
    return {
        "data/collection/azeroth.yml": "collection_name: Azeroth\nsource: standard\n",
        "data/collection/mists.yml": "collection_name: Mists of Pandaria\nsource: reborn\n",
        "data/set/azeroth.yml": "set_name: Heroes of Azeroth\nset_type: set\ndate_release: 2006-10\n"
                                "card_total: 3\ncollection_id: azeroth\n",
        "data/set/mists.yml": "set_name: Mists\nset_type: set\ndate_release: 2014-01\ncollection_id: mists\n",
        "data/oracle/fireball.yml": f"card_name: Fireball\ncategory: Ability\ncost: '3'\nclass: [Mage]\n"
                                    f"temp: Fire\ntext: {PRINTED_TEXT}\n",
        "data/oracle/a-dal.yml": "card_name: A_dal\ncategory: Ally\ncost: '5'\ndamage: 4\nhealth: 5\n"
                                 "combat: Holy\ntemp: Naaru\n",
        "data/oracle/panda.yml": "card_name: Panda Brewer\ncategory: Ally\ncost: '2'\ndamage: 2\nhealth: 2\n",
        "data/oracle/twisting-nether.yml": "card_name: _Sneaky_ Bob\ncategory: Equipment\ncost: '2+X'\n"
                                           "temp: 1H Weapon Dagger\ndamage: 1\ntext: Your hero has +2 ATK.\n",
        "data/oracle/hush.yml": "card_name: _Power Word_ Hush_\ncategory: Ability\ncost: '1'\n",
        "data/card/set/01/004-hush.yml": "oracle: hush\nlex: '005'\nset: azeroth\nrarity: Common\n",
        "data/card/set/01/001-fireball.yml": f"oracle: fireball\nlex: '001'\nset: azeroth\nrarity: Common\n"
                                             f"flavor: {FLAVOUR}\n",
        "data/card/set/01/002-a-dal.yml": "oracle: a-dal\nlex: '002'\nset: azeroth\nrarity: Epic\n",
        "data/card/set/01/003-bob.yml": "oracle: twisting-nether\nlex: '003'\nset: azeroth\nrarity: Rare\n",
        "data/oracle/wisp.yml": "card_name: Wisp\ncategory: Ally\ncost: '0'\ndamage: 0\nhealth: 1\n",
        "data/card/set/01/005-wisp.yml": "oracle: wisp\nlex: '006'\nset: azeroth\nrarity: Common\n",
        "data/card/reborn/001-panda.yml": "oracle: panda\nlex: '001'\nset: mists\nrarity: Common\n",
        "data/card/reborn/002-fireball.yml": "oracle: fireball\nlex: '002'\nset: mists\nrarity: Common\n",
    }


def decktools_files() -> dict[str, str]:
    rows = [
        {"cardid": 1, "name": "Fireball", "type": "Ability", "setcode": "HoA", "no": 1, "cost": 4, "Mage": "x",
         "rarity": "c", "rules": PRINTED_TEXT, "flavour": FLAVOUR, "original": 0},
        {"cardid": 2, "name": "A&#39;dal", "type": "Ally", "setcode": "HoA", "no": 2, "cost": 5, "attack": 4,
         "health": 5, "dmgtype": "Holy", "race": "Naaru", "subtype": "Unique", "rarity": "e", "original": 0},
        {"cardid": 3, "name": "Sneaky Bob", "type": "Equipment", "setcode": "HoA", "no": 3, "cost": 2,
         "attack": 1, "strikecost": "1", "subtype": "1H Weapon", "subtype2": "Melee (1)", "subtype3": "Dagger",
         "rarity": "r", "original": 0, "rules": "Your hero has +1 ATK."},
        {"cardid": 4, "name": "Leather Cap", "type": "Equipment", "setcode": "HoA", "no": 4, "cost": 1,
         "def": "1", "subtype": "Armor", "subtype2": "Head (1)", "rarity": "c", "original": 0},
        {"cardid": 5, "name": "Practice Sword", "type": "Equipment", "setcode": "HoA", "no": 7, "cost": 0,
         "attack": 0, "strikecost": "0", "subtype": "1H Weapon", "subtype3": "Sword", "rarity": "c", "original": 0},
        {"cardid": 6, "name": "Paper Shield", "type": "Equipment", "setcode": "HoA", "no": 8, "cost": 0,
         "def": "0", "subtype": "Armor", "subtype2": "Off-Hand", "rarity": "c", "original": 0},
        {"cardid": 7, "name": "Lost Letters", "type": "Quest", "setcode": "HoA", "no": 9, "cost": "0",
         "rarity": "c", "original": 0},
    ]
    return {"data/cards/setlist.json": json.dumps({"hoa": {"setname": "Heroes of Azeroth", "block": 1}}),
            "data/cards/hoa.json": json.dumps(rows)}


@pytest.fixture(scope="module")
def sources(tmp_path_factory) -> tuple[Path, Path]:
    base = tmp_path_factory.mktemp("sources")
    return (git_repo(base / "tcgdata", tcgdata_files()), git_repo(base / "decktools", decktools_files()))


@pytest.fixture(scope="module")
def imported(sources) -> dict[str, str]:
    return import_cards.import_cards(*sources)


def cards_of(files: dict[str, str]) -> dict[str, dict]:
    return {c["name"]: c for name, text in files.items() if name not in ("sets.json", "names.json")
            for c in json.loads(text)["cards"]}


def test_fan_made_sets_and_their_cards_are_left_out(imported):
    cards = cards_of(imported)
    assert "Panda Brewer" not in cards
    assert cards["Fireball"]["printings"] == [["azeroth", "1", "Common"]]  # its Reborn reprint is gone
    meta = json.loads(imported["sets.json"])
    assert "mists" not in meta["sets"] and meta["left_out"] and "mists" in next(iter(meta["left_out"].values()))


def test_facts_from_both_sources_and_names_repaired(imported):
    cards = cards_of(imported)
    # Decktools' spelling where it has the card, tcgdata's repaired where only it has it.
    assert set(cards) == {"Fireball", "A'dal", "Sneaky Bob", "Leather Cap", '"Power Word: Hush"', "Wisp",
                          "Practice Sword", "Paper Shield", "Lost Letters"}
    adal = cards["A'dal"]
    assert (adal["type"], adal["cost"], adal["atk"], adal["health"], adal["damage_type"]) == ("ally", 5, 4, 5, "holy")
    assert adal["traits"] == ["Naaru"] and adal["tags"] == ["Unique"]
    bob = cards["Sneaky Bob"]
    assert (bob["type"], bob["cost"], bob["x_cost"], bob["strike_cost"], bob["traits"]) == \
        ("weapon", 2, True, 1, ["1H", "Melee (1)", "Dagger"])
    cap = cards["Leather Cap"]  # only decktools has it
    assert (cap["type"], cap["def"], cap["printings"]) == ("armor", 1, [["azeroth", "4", "Common"]])
    assert cap["sources"] == {"decktools": ["data/cards/hoa.json#4"]}
    assert adal["sources"]["tcgdata"] == "data/oracle/a-dal.yml"


def test_a_printed_zero_is_kept_as_a_fact(imported):
    # 0 == False in Python: a zero cost, ATK, strike cost or DEF must not be dropped as "absent".
    cards = cards_of(imported)
    assert (cards["Wisp"]["cost"], cards["Wisp"]["atk"], cards["Wisp"]["health"]) == (0, 0, 1)
    sword = cards["Practice Sword"]
    assert (sword["type"], sword["cost"], sword["atk"], sword["strike_cost"]) == ("weapon", 0, 0, 0)
    assert (cards["Paper Shield"]["cost"], cards["Paper Shield"]["def"]) == (0, 0)
    assert "x_cost" not in sword and "conflicts" not in sword  # False and empty are still left out
    assert "cost" not in cards["Lost Letters"]  # decktools' 0 on every quest stands for no printed cost


def test_a_field_the_sources_disagree_on_keeps_both_values(imported):
    fireball = cards_of(imported)["Fireball"]
    assert fireball["cost"] == 3
    assert fireball["conflicts"] == {"cost": {"tcgdata": 3, "decktools": 4}}
    assert "conflicts" not in cards_of(imported)["A'dal"]



def test_texts_that_differ_in_meaning_are_listed_by_cause_not_by_their_words(imported):
    """Fireball's two texts agree; Sneaky Bob's differ in a number: listed with both numbers, and no
    printed word is kept (tools/pool_agreement.py)."""
    assert "text" not in cards_of(imported)["Fireball"]["conflicts"]
    assert cards_of(imported)["Sneaky Bob"]["conflicts"]["text"] == {
        "cause": "a number differs", "tcgdata": "+2", "decktools": "+1"}
    assert "+2 ATK" not in "".join(imported.values())


def test_the_names_index_finds_each_card_by_its_look_up_key(imported):
    names = json.loads(imported["names.json"])["names"]
    assert names["adal"] == {"name": "A'dal", "cards": [["azeroth.json", "a-dal"]]}
    assert names["power word hush"]["cards"] == [["azeroth.json", "hush"]]
    assert len(names) == len(cards_of(imported))


def test_no_printed_text_or_flavour_is_stored(imported):
    everything = "".join(imported.values())
    assert PRINTED_TEXT not in everything and FLAVOUR not in everything
    assert "fire damage" not in everything.lower()


def test_the_same_sources_give_byte_identical_files(sources, utility, tmp_path):
    imported = import_cards.import_cards(*sources, utility)
    import_cards.write(tmp_path, imported)
    first = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    (tmp_path / "stale-set.json").write_text("{}", encoding="utf-8")
    assert import_cards.main(["--tcgdata", str(sources[0]), "--decktools", str(sources[1]),
                              "--wowtcgutility", str(utility), "--out", str(tmp_path)]) == 0
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == first
    assert sorted(first) == ["azeroth.json", "names.json", "sets.json"]
    assert import_cards.import_cards(*sources, utility) == imported


def test_a_missing_source_is_one_line_and_exit_2(sources, tmp_path, capsys):
    out = tmp_path / "out"
    assert import_cards.main(["--tcgdata", str(tmp_path / "nowhere"), "--decktools", str(sources[1]),
                              "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "nowhere: no such repository" in err and len(err.strip().splitlines()) == 1
    assert not out.exists()


# -- enc-third --

UTILITY_COLUMNS = ("id", "series", "card_num", "name", "type", "faction", "cost", "cost_modifier", "attack",
                   "strike_cost", "damage_type", "defense", "health", "rules")


def utility_files() -> dict[str, str]:
    """WoWTCGUtility's table, made up: Fireball's cost as decktools has it (two of three), A'dal's
    health its own (a slip of the third), Sneaky Bob's text as decktools says it (the vote)."""
    rows = [
        ("1", "Heroes of Azeroth", "001", "Fireball", "Ability", "Neutral", "4", "", "0", "", "Fire", "0", "0",
         PRINTED_TEXT),
        ("2", "Heroes of Azeroth", "002", "A'dal", "Ally", "Neutral", "5", "", "4", "", "Holy", "0", "6", ""),
        ("3", "Heroes of Azeroth", "003", "Sneaky Bob ", "Weapon", "Neutral", "2", "+x", "1", "1", "Melee", "0", "0",
         "Your hero has +1 ATK."),
        ("4", "Heroes of Azeroth", "006", "Wisp", "Ally", "Neutral", "0", "", "0", "", "", "0", "1", ""),
    ]
    quoted = ["\n".join(",".join(f'"{v}"' for v in row) for row in [UTILITY_COLUMNS, *rows])]
    return {import_cards.UTILITY_CSV: quoted[0] + "\n"}


@pytest.fixture(scope="module")
def utility(tmp_path_factory) -> Path:
    return git_repo(tmp_path_factory.mktemp("third") / "utility", utility_files())


@pytest.fixture(scope="module")
def imported3(sources, utility) -> dict[str, str]:
    return import_cards.import_cards(*sources, utility)


def test_the_third_data_set_is_recorded_as_a_source(imported3, utility):
    cards, meta = cards_of(imported3), json.loads(imported3["sets.json"])
    assert cards["A'dal"]["sources"]["wowtcgutility"] == ["desktop/data/wow_tcg.csv#2"]
    assert cards["Sneaky Bob"]["sources"]["wowtcgutility"] == ["desktop/data/wow_tcg.csv#3"]  # its name's trailing space
    assert "wowtcgutility" not in cards['"Power Word: Hush"']["sources"]  # the third lacks it
    assert meta["sources"]["wowtcgutility"]["repository"] == "mikechambers/WoWTCGUtility"
    assert PRINTED_TEXT not in "".join(imported3.values())


def test_a_fact_two_of_three_data_sets_give_is_kept_and_every_value_listed(imported3):
    fireball, adal = cards_of(imported3)["Fireball"], cards_of(imported3)["A'dal"]
    assert fireball["cost"] == 4  # tcgdata alone says 3
    assert fireball["conflicts"]["cost"] == {"tcgdata": 3, "decktools": 4, "wowtcgutility": 4}
    assert adal["health"] == 5 and adal["conflicts"] == {"health": {"tcgdata": 5, "decktools": 5, "wowtcgutility": 6}}
    assert "conflicts" not in cards_of(imported3)["Wisp"]  # the third's 0 ATK is the printed 0 here


def test_the_third_text_settles_a_difference_between_the_other_two(imported3):
    assert cards_of(imported3)["Sneaky Bob"]["conflicts"]["text"] == {
        "cause": "a number differs", "tcgdata": "+2", "decktools": "+1",
        "wowtcgutility": "the third data set agrees with decktools"}


@pytest.mark.parametrize("third, vote", [
    ("Your hero has +2 ATK.", "the third data set agrees with tcgdata"),
    ("Your hero has +1 ATK.", "the third data set agrees with decktools"),
    ("Your hero has +3 ATK.", "all three data sets differ"),
    (None, "the third data set lacks this card"),
])
def test_the_vote_on_a_text(third, vote):
    card, t = {"name": "Sneaky Bob", "type": "weapon"}, {"text_parts": ["Your hero has +2 ATK."]}
    rows = [{"rules": third}] if third is not None else []
    assert import_cards.text_vote(card, rows, t, [{"rules": "Your hero has +1 ATK."}], import_cards.Vocabulary()) == vote


def test_a_fact_is_taken_from_the_third_only_where_it_can_be_one():
    card = {"type": "armor", "def": None, "cost": None, "x_cost": False}
    import_cards.fill(card, "def", 2, {"type": "armor", "x_cost": False})
    import_cards.fill(card, "cost", 0, {"type": "armor", "x_cost": False})  # the table's 0 may be "none"
    assert (card["def"], card["cost"]) == (2, None)
    hero = {"type": "hero", "cost": None}
    import_cards.fill(hero, "cost", 3, {"type": "hero", "x_cost": False})  # a hero prints no cost
    import_cards.fill(hero, "health", 9, {"type": "ally", "x_cost": False})  # another type: not the same card's
    assert hero == {"type": "hero", "cost": None}


def test_a_third_data_set_without_its_table_is_one_line_and_exit_2(sources, tmp_path, capsys):
    empty = git_repo(tmp_path / "empty", {"README.md": "nothing here\n"})
    assert import_cards.main(["--tcgdata", str(sources[0]), "--decktools", str(sources[1]),
                              "--wowtcgutility", str(empty), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "no desktop/data/wow_tcg.csv" in err and len(err.strip().splitlines()) == 1


def test_a_row_whose_name_the_third_misspelt_is_matched_at_the_same_printing():
    left = {("azeroth", "7"): [{"name": "Warcheif Thrall"}], ("azeroth", "8"): [{"name": "Tale of Valor, A"}],
            ("azeroth", "9"): [{"name": "Grom Hellscream"}]}
    def card(name: str, number: str) -> dict:
        return {"name": name, "printings": [["azeroth", number, "Rare"]]}
    assert import_cards.misspelt(card("Warchief Thrall", "7"), left) == [{"name": "Warcheif Thrall"}]
    assert import_cards.misspelt(card("A Tale of Valor", "8"), left) == [{"name": "Tale of Valor, A"}]
    assert import_cards.misspelt(card("Warchief Thrall", "9"), left) == []  # another card at that number
    assert import_cards.misspelt(card("Warchief Thrall", "8"), left) == []
