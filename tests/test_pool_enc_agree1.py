"""enc-agree1: agreement by meaning (tools/encode_pool.py ``by_meaning``). Where the data sets' texts of a
card differ in form or words (``conflicts.text``, decided at import by tools/pool_agreement.py), every text the
card has is read with the shapes; the card is encoded only if every one reads and all give the same encoding,
and otherwise stays skipped, with why (a text that doesn't read, by its data set and the places and heads of its
sentences; a data set with no text; where the readings differ). The sentences are made up in the cards' manner."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import encode_pool  # noqa: E402
import pool_blocked  # noqa: E402

from adjudicator.cardbook import pool  # noqa: E402

SETS = {"x": {"name": "X", "kind": "set"}}
BOLT = {"id": "x-1", "name": "Test Bolt", "type": "ability", "cost": 1, "tags": [], "printings": [["x", "1", None]]}
KEEPER = {"id": "x-2", "name": "Test Grove Keeper", "type": "ally", "cost": 2, "atk": 1, "health": 2, "damage_type": "melee",
          "tags": [],
          "printings": [["x", "2", None]]}


def by_meaning(card: dict, *said: tuple[str, list[str]]):
    return encode_pool.by_meaning(card, SETS, [t for _, t in said], [s for s, _ in said])


def test_texts_that_read_the_same_are_encoded_as_either_reads():
    found = by_meaning(BOLT, ("decktools", ["Draw a card."]), ("tcgdata", ["Draw one card."]))
    assert not isinstance(found, str)
    entry, shapes = found
    assert entry == encode_pool.encode(BOLT, SETS, ["Draw a card."])[0]
    assert shapes[-1] == encode_pool.READ_ALIKE
    # the third data set's text, where it has the card, must read the same too
    third = by_meaning(BOLT, ("decktools", ["Draw a card."]), ("tcgdata", ["Draw one card."]),
                       ("wowtcgutility", ["Draw 1 card."]))
    assert not isinstance(third, str) and third[0] == entry


def test_readings_that_differ_keep_the_card_out_and_say_where():
    assert by_meaning(BOLT, ("decktools", ["Draw a card."]), ("tcgdata", ["Draw two cards."])) == \
        "the readings differ in a number (effects.draw)"
    # the third data set's reading differs: all three must agree, never two of them chosen over it
    assert by_meaning(BOLT, ("decktools", ["Draw a card."]), ("tcgdata", ["Draw one card."]),
                      ("wowtcgutility", ["Draw three cards."])) == "the readings differ in a number (effects.draw)"
    damage = by_meaning(BOLT, ("decktools", ["Your hero deals 3 fire damage to target ally."]),
                        ("tcgdata", ["Your hero deals 3 frost damage to target ally."]))
    assert damage == "the readings differ in effects.damage_type"


def test_a_text_that_does_not_read_keeps_the_card_out_named_by_place_and_head_not_words():
    found = by_meaning(BOLT, ("decktools", ["Draw a card."]), ("tcgdata", ["Draw a card. Juggle a comet."]))
    assert found == "tcgdata's text doesn't read (sentence 2 of 2: \u201cJuggle \u2026\u201d)"
    both = by_meaning(BOLT, ("decktools", ["Juggle a comet."]), ("tcgdata", ["Juggle two comets."]))
    assert both.startswith("decktools' text doesn't read (sentence 1 of 1") and "; tcgdata's text doesn't read" in both
    assert "comet" not in both


def test_a_data_set_without_text_or_a_lone_text_confirms_nothing():
    assert by_meaning(BOLT, ("decktools", ["Draw a card."]), ("tcgdata", [])) == \
        "tcgdata prints no text where the other prints one"
    assert by_meaning(BOLT, ("decktools", ["Draw a card."])) == \
        "only one data set has the card's text: nothing confirms it"


TOKEN_ICONS = "When Test Grove Keeper enters play, put a 0 [Nature] / 1 [Health] Wisp token into play."
TOKEN_PLAIN = "When Test Grove Keeper enters play, put a 0 / 1 Wisp ally token into play."


def test_the_icons_tcgdata_drops_are_no_difference_and_the_text_with_them_is_read():
    found = by_meaning(KEEPER, ("decktools", [TOKEN_ICONS]), ("tcgdata", [TOKEN_PLAIN]))
    assert not isinstance(found, str)
    entry, shapes = found
    assert entry == encode_pool.encode(KEEPER, SETS, [TOKEN_ICONS])[0]
    token = entry["powers"][0]["triggered"]["effects"][0]
    assert token["damage_type"] == "nature" and (token["atk"], token["health"]) == (0, 1)
    assert shapes[-1].endswith("the icons tcgdata drops aside")


def test_near_misses_of_the_icons_rule_stay_out():
    # beyond the icon, a number differs
    assert by_meaning(KEEPER, ("decktools", [TOKEN_ICONS]), ("tcgdata", [TOKEN_PLAIN.replace("0 / 1", "2 / 1")])) \
        .startswith("the readings differ in a number")
    # no tcgdata text among them: nothing is known to have dropped the icon
    assert by_meaning(KEEPER, ("decktools", [TOKEN_ICONS]), ("wowtcgutility", [TOKEN_PLAIN])) == \
        "the readings differ in what one reading has (powers.triggered.effects.damage_type)"
    # the two icon-bearing texts disagree on the icon
    assert isinstance(by_meaning(KEEPER, ("decktools", [TOKEN_ICONS]), ("tcgdata", [TOKEN_PLAIN]),
                                 ("wowtcgutility", [TOKEN_ICONS.replace("Nature", "Frost")])), str)


def test_voted_keeps_every_text_the_card_has_with_its_data_set():
    card = {"name": "Grim Watcher", "type": "ally", "conflicts": {"text": {
        "cause": "different words", "tcgdata": "", "decktools": "", "wowtcgutility": "all three data sets differ"}}}
    tcg, rows, third = ["Grim draws a card."], [["Grim draws one card."], ["Grim draws one card."], ["Grim draws a card!"]], \
        [["Grim draws 1 card."]]
    found = encode_pool.agreed(tcg, rows, card, third)
    assert found == "the two data sets' texts differ: different words; all three data sets differ"
    assert found.sources == ["decktools", "decktools", "tcgdata", "wowtcgutility"]  # a reprint's row once
    assert found.texts == [rows[0], rows[2], tcg, third[0]]


def test_run_encodes_the_texts_that_read_alike_and_says_why_the_others_stay_out():
    def differ(texts):
        found = encode_pool.Differ("the two data sets' texts differ: words only one data set has")
        found.sources, found.texts = ["decktools", "tcgdata"], texts
        return found
    other = {**BOLT, "id": "x-3", "name": "Test Spark", "printings": [["x", "3", None]]}
    texts = {"x-1": differ([["Draw a card."], ["Draw one card."]]), "x-3": differ([["Draw a card."], ["Draw two cards."]])}
    result = encode_pool.run([BOLT, other], SETS, texts, set())
    assert [e["name"] for e in result.by_set["x"]] == ["Test Bolt"]
    assert result.alike == {"x-1": encode_pool.READ_ALIKE}
    assert result.unalike == {"x-3": "the two data sets' texts differ: words only one data set has; read by meaning: "
                                     "the readings differ in a number (effects.draw)"}
    assert result.skipped == {"the two data sets' texts differ: words only one data set has": 1}  # the cause, as before
    assert result.meaning == {encode_pool.READ_ALIKE: 1, "the readings differ in a number": 1}


def test_blocked_json_lists_the_cards_read_alike_and_adjudicator_card_says_so(tmp_path, monkeypatch):
    path = tmp_path / "blocked.json"
    pool_blocked.write(path, {"b": {"skipped": "y"}}, {"a": encode_pool.READ_ALIKE})
    assert json.loads(path.read_text(encoding="utf-8"))["read_alike"] == {"a": encode_pool.READ_ALIKE}
    assert pool.load_read_alike(path) == {"a": encode_pool.READ_ALIKE}
    assert path.read_text(encoding="utf-8").splitlines()[1] == '"b": {"skipped": "y"}'  # a card a line, as before
    monkeypatch.setattr(pool, "load_read_alike", lambda: {"a": encode_pool.READ_ALIKE})
    card = {"id": "a", "conflicts": {"text": {"cause": "words only one data set has", "tcgdata": "has them",
                                              "decktools": "lacks them",
                                              "wowtcgutility": "the third data set lacks this card"}}}
    assert pool.conflicts_lines(card) == [
        "text: words only one data set has: has them (tcgdata) / lacks them (decktools); the third data set lacks "
        f"this card; {encode_pool.READ_ALIKE}: the library's encoding is each text's reading"]
    assert "read the same" not in pool.conflicts_lines({**card, "id": "b"})[0]


def test_every_decktools_row_must_read_alike_and_many_unread_rows_are_counted():
    # a reprint's row that reads otherwise keeps the card out, though the first row and tcgdata agree
    assert by_meaning(BOLT, ("decktools", ["Draw a card."]), ("decktools", ["Draw two cards."]),
                      ("tcgdata", ["Draw one card."])) == "the readings differ in a number (effects.draw)"
    found = by_meaning(BOLT, ("decktools", ["Juggle a comet."]), ("decktools", ["Juggle two comets."]),
                       ("decktools", ["Draw a card."]), ("tcgdata", ["Draw one card."]))
    assert found == "2 of decktools' 3 texts (its rows) don't read"
    assert found.kind == found
