"""RuleIndex.search: numbers, English words, Chinese text."""
from __future__ import annotations

import pytest

from adjudicator.rules import build_index

PAGES = {
    "4-game-concepts/405-damage.md": """\
# 405. Damage · 伤害

:::{rule} 405.4
:title: Damage packets
Damage is dealt in packets.
:::
""",
    "4-game-concepts/408-packets.md": """\
# 408. Packets · 囊包

:::{rule} 408.1
A packet stands for damage about to be dealt.
:::

:::{rule} 408.1a
More about packets.
:::
""",
}


@pytest.fixture
def index(rulebook):
    return build_index(rulebook(PAGES))


def numbers(rules) -> list[str]:
    return [r.number for r in rules]


def test_a_number_finds_the_rule_then_its_descendants(index):
    assert numbers(index.search("408.1")) == ["408.1", "408.1a"]
    assert numbers(index.search("408")) == ["408", "408.1", "408.1a"]


def test_english_words_must_all_match_and_title_matches_come_first(index):
    assert numbers(index.search("damage packet")) == ["405.4", "408.1"]
    assert numbers(index.search("PACKETS")) == ["408", "405.4", "408.1a"]  # titled "Packets" first


def test_chinese_matches_section_titles(index):
    assert numbers(index.search("囊包")) == ["408"]
    assert numbers(index.search("伤害")) == ["405"]


def test_nothing_matches(index):
    assert index.search("dragon") == []
    assert index.search("   ") == []
