"""Why a real card is not encoded (``data/blocked.json``, written by tools/encode_pool.py): every card
the library lacks has an entry, the entry names sentences by place and head only (never their
words), and ``adjudicator card`` and the set tables say it."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.cardbook.pool import BLOCKED_FILE, blocking_brief, blocking_words, load_blocked, load_pool
from adjudicator.sphinxext.cards import pool_row, pool_status
from adjudicator.cardbook.lookup import FACTS_ONLY

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import pool_blocked  # noqa: E402


@pytest.fixture(scope="module")
def blocked():
    return load_blocked()


def test_every_card_the_library_lacks_says_why(blocked):
    lacking = [c for c in load_pool().cards if pool_status(c)[0] == FACTS_ONLY]
    assert len(lacking) > 1000
    assert [c["name"] for c in lacking if c["id"] not in blocked] == []


def test_no_words_of_a_sentence_are_stored(blocked):
    for entry in blocked.values():
        assert set(entry) in ({"skipped"}, {"refused", "of"}, {"sentences", "of"}), entry
        for at, label in entry.get("sentences", []):
            assert 1 <= at <= entry["of"]
            if not label.startswith("a payment power"):  # else the encoder's reason, in our words
                head = label.removeprefix("other side: ")  # our words: a sentence of a hero's other side (301.2)
                assert len(head.replace("…", " ").split()) <= 6, label  # a head ("At the end of … your turn")


def test_a_sentence_is_named_by_its_place_and_head():
    card = {"id": "x", "name": "Test Card", "type": "ability"}
    text = ["Target hero gains the power to fly over the moon.", "Draw a card."]
    found = pool_blocked.clauses(card, {}, text)
    assert found == {"sentences": [[1, "Target …"]], "of": 2}
    assert pool_blocked.label("When NAME enters play, juggle three stars.") == "When … enters play"
    assert pool_blocked.label("NAME juggles three stars.") == "(its name) …"
    assert pool_blocked.label("a payment power's cost: Exhaust a comet") == "a payment power's cost"


def test_the_card_command_and_the_set_table_say_it(blocked):
    card = load_pool().named("Deathseer Zuk'raj")[0]
    entry = blocked[card["id"]]
    assert entry["of"] == 3 and [at for at, _ in entry["sentences"]] == [1, 2, 3]
    words = blocking_words(entry)
    assert words.startswith("the card language can't read sentence 1 (“a payment power's cost”), sentence 2")
    out = subprocess.run([sys.executable, "-m", "adjudicator", "card", "Deathseer Zuk'raj", "--json"],
                         capture_output=True, text=True, cwd=ROOT)
    assert json.loads(out.stdout)["blocked"] == words
    assert f'<span class="blocked">{blocking_brief(entry)}' in pool_row(card, "2").replace("&#x27;", "'")
    assert blocking_brief({"skipped": "two cards share its name"}) == "two cards share its name"


def test_the_file_is_one_card_a_line_in_id_order(tmp_path, blocked):
    path = tmp_path / "blocked.json"
    pool_blocked.write(path, {"b": {"skipped": "y"}, "a": {"refused": "z", "of": 1}})
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[1:3] == ['"a": {"of": 1, "refused": "z"},', '"b": {"skipped": "y"}']
    assert json.loads(path.read_text(encoding="utf-8"))["cards"]["b"] == {"skipped": "y"}
    assert BLOCKED_FILE.read_text(encoding="utf-8").splitlines()[0].endswith('"cards": {')


def test_texts_the_data_sets_word_differently_are_encoded_only_if_they_read_the_same():
    import encode_pool

    card = {"id": "x", "name": "Test Bolt", "type": "ability", "cost": 1, "tags": [], "printings": [["x", "1", None]]}
    sets = {"x": {"name": "X", "kind": "set"}}
    alike = encode_pool.read_alike(card, sets, [["Draw a card."], ["Draw one card."]])
    assert alike is not None and alike[0]["effects"] == encode_pool.encode(card, sets, ["Draw a card."])[0]["effects"]
    assert encode_pool.read_alike(card, sets, [["Draw a card."], ["Draw two cards."]]) is None
    assert encode_pool.read_alike(card, sets, [["Draw a card."], ["Juggle a comet."]]) is None
    assert encode_pool.read_alike(card, sets, [["Draw a card."]]) is None  # one text: nothing confirms it


def test_an_encoding_the_card_model_refuses_is_counted_not_a_traceback(monkeypatch):
    import encode_pool

    card = {"id": "stand-in", "name": "Stand-in", "type": "ally", "printings": [["heroes-of-azeroth", "1", "Common"]]}
    made = {"name": "Stand-in", "type": "ally", "cost": 1, "atk": 1, "health": 1, "no_such_field": 1}
    monkeypatch.setattr(encode_pool, "encode_either", lambda *_: (made, ["a shape"]))
    result = encode_pool.run([card], {}, {"stand-in": [["A sentence."]]}, set())
    assert dict(result.by_set) == {} and not result.shapes
    assert [why for why in result.skipped if "refuses a reader's encoding" in why] != []
