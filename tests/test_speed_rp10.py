"""speed-rp10 (issue 23): random play's shortcuts give what the slow way gives.

- randomplay.block_yaml writes a saved game's board and end state as ``yaml.dump`` does, byte for
  byte, or leaves the text to it;
- games.collected_after holds the garbage collector off during a game and gives it back as it was.
"""
from __future__ import annotations

import gc
import random

import pytest
import yaml

from adjudicator.cards.library import default_library
from adjudicator.randomplay import games
from adjudicator.randomplay.block_yaml import block, plain_string
from adjudicator.randomplay.boards import Pools
from adjudicator.randomplay.decks import Dealer
from adjudicator.rules import load_index

LIBRARY = default_library()
KNOWN = {r.number for r in load_index()}
DUMPER = games._Dumper


def slow(data: dict) -> str:
    return yaml.dump(data, Dumper=DUMPER, sort_keys=False, allow_unicode=True, width=110)


TRICKY = ["yes", "No", "ON", "off", "null", "Null", "~", "", " lead", "trail ", "1e3", "0x1f", "12", "-3", "+4",
          ".inf", "1:30", "a: b", "a #b", "#x", "- x", "? x", "[x]", "{x}", "x,y", "Mark V Is Alive!",
          "Crul'korak, the Lightning's Arc", "'quoted'", '"dq"', "&anchor", "*alias", "!tag", "%pct", "@at", "`tick",
          "|pipe", ">fold", "tab\there", "line\nbreak", "naïve café", "東京", "a" * 95, "word " * 30, "True", "2026-12-05",
          "<<", "=", "x:", ":x", "x -", "-", "--- x", "... x", "y", "n"]


@pytest.mark.parametrize("text", TRICKY)
def test_a_string_is_written_as_pyyaml_writes_it(text):
    for data in ({"k": text}, {"k": [text]}, {text: 1}, {"k": {"j": [{"i": text, "h": [text, [text]]}]}}):
        fast = block(data, 0, DUMPER)
        assert fast is None or fast == slow(data), data
    if plain_string(text, DUMPER):
        assert block({"k": text}, 0, DUMPER) == slow({"k": text})


def test_shapes_are_laid_out_as_pyyaml_lays_them_out():
    shapes = [{"a": []}, {"a": {}}, {"a": [[]]}, {"a": [{}]}, {"a": [[1, [2, []]], {"b": {"c": [True, None]}}]},
              {"a": [{"b": [1, 2], "c": {"d": [{"e": False}]}}]}, {"a": {"b": {"c": {"d": -7}}}},
              {"losers": [["Bob", "Carol"], []], "chain": [], "cards": {"x-1": {"zone": "play", "damage": 0}}},
              {"a": 1.5}, {"a": [1.5]}, {1: "a"}, {"k" * 120: 1}, {"a": ["x" * 98]}]
    for data in shapes:
        fast = block(data, 0, DUMPER)
        assert fast is None or fast == slow(data), data
    assert block({"a": [[1, [2, []]], {"b": {"c": [True, None]}}]}, 0, DUMPER) is not None  # the fast way, not PyYAML's


@pytest.mark.parametrize("pools", ["boards", "decks"])
def test_saved_games_are_the_text_pyyaml_writes(pools):
    """Every board and end state of a few games, written both ways: the same text."""
    source = Pools.of(LIBRARY) if pools == "boards" else Dealer(LIBRARY, 5)
    fast_ones = 0
    for index in range(4):
        outcome = games.play_game(11, index, 80, LIBRARY, source, KNOWN)
        assert outcome.failure is None, outcome.failure
        document = yaml.safe_load(outcome.text)
        for data in ({"setup": outcome.setup}, {"expect": document["expect"]}, document):
            assert games.dumped(data) == slow(data)
            fast_ones += block(data, 0, DUMPER) is not None
        head = {k: v for k, v in document.items() if k not in ("until", "script", "expect")}
        assert games.dumped(head, "setup") == slow(head)
    assert fast_ones >= 8  # the boards and end states, at least, went the fast way


def test_a_board_drawn_is_written_the_same_both_ways():
    pools = Pools.of(LIBRARY)
    for index in range(10):
        setup = pools.draw(random.Random(f"rp10/{index}"), index)
        head = {"id": "RP-x", "question": "Is a long question, " + "with words " * 12 + "folded by PyYAML?",
                "sources": ["new ruling: random play"], "rules": [], "setup": setup}
        assert games.dumped(head, "setup") == slow(head)


def test_the_collector_is_held_off_during_a_game_and_given_back():
    seen = []
    with games.collected_after():
        seen.append(gc.isenabled())
    assert seen == [False] and gc.isenabled()
    gc.disable()
    try:
        with games.collected_after():
            seen.append(gc.isenabled())
        assert seen[-1] is False and not gc.isenabled()  # off before: left off
    finally:
        gc.enable()


def test_the_quick_reading_of_a_plain_string_is_pyyaml_s():
    """block_yaml.written says "plain" without asking PyYAML for most strings: for every card name and
    label of the library, every tricky string and each with a space or a mark added, what PyYAML says."""
    from adjudicator.randomplay import block_yaml
    from adjudicator.engine.state import slug
    names = {d.name for d in LIBRARY.cards.values()}
    strings = set(TRICKY) | names | {slug(n) for n in names} | {"Snaggle", "alice-hero", "Power Word: Shield"}
    strings |= {s + tail for s in list(strings)[:500] for tail in (" ", "!", " #x", ":", ",", " x")}
    for text in sorted(strings):
        alone = yaml.dump(text, Dumper=DUMPER, allow_unicode=True, width=110)
        plain = "\n" not in text and alone in (f"{text}\n...\n", f"{text}\n")
        quick = bool(block_yaml._SIMPLE.match(text)) and text[-1:] != " " and text not in block_yaml._KEYWORDS
        assert not quick or plain, text
        assert (block_yaml.written(text, DUMPER) == text) == plain, text
    assert len(strings) > 1000


def test_script_entries_are_written_as_legal_written_writes_them():
    """Every answer of a few games, and some made up, written by block_yaml.flow and by PyYAML: the
    same line, or flow leaves it to PyYAML."""
    from adjudicator.engine.legal import written
    from adjudicator.randomplay.block_yaml import flow
    entries = [{"pass": True, "by": "Alice"}, {"play": "fire-blast", "by": "Bob", "targets": {"first": "alice-hero"}},
               {"inspire": ["a", "b"], "by": "Carol"}, {"use": "x", "by": "A", "x": 3, "divide": {"a": 1, "b": 2}},
               {"choose": "face down", "by": "Alice"}, {"choose": "yes", "by": "Alice"}, {"choose": "a, b", "by": "A"},
               {"play": "x", "by": "A", "alternate": []}, {"play": "x", "by": "A", "choose": {}}, {"mode": [1, 2], "by": "A"},
               {"choose": "Power Word: Shield", "by": "A"}, {"choose": "[x]", "by": "A"}, {"choose": "12", "by": "A"},
               {"choose": "x ", "by": "A"}, {"choose": None, "by": "A"}, {"choose": 1.5, "by": "A"}]
    for index in range(3):
        outcome = games.play_game(12, index, 60, LIBRARY, Pools.of(LIBRARY), KNOWN)
        entries += outcome.script
    quick = 0
    for data in entries:
        found = flow(data)
        assert found is None or found == written(data), data
        assert games.written_quickly(data) == written(data)
        quick += found is not None
    assert quick > len(entries) // 2
