"""The rule-page parser, on small throw-away pages."""
from __future__ import annotations

import hashlib

from adjudicator.rules import build_index, load_index

PRIORITY = """
# 410. Priority · 优先权

:::{rule} 410.6
:title: Pre-priority checks
PPP checks the items below in **waves**; see {rule}`the simultaneity rule <802>`
and *also* {rule}`802`, and [the chain](#chain).
:::

:::{rule} 410.6a
:title: "Destroy characters"
The game destroys each character whose health is 0:

- first this,
- then that.
:::

:::{example} E026
Three Ironforge Guards…
:::

:::{rule} 410.7a
A rule whose parent 410.7 does not exist.
:::
"""

SIMULTANEITY = """
# 802. Simultaneity · 同时发生

Things that happen at once.

::::{rule} 802.1
Simultaneous events happen together.

:::{example} E001, E002
Nested inside the rule it belongs to.
:::
::::

:::{rule} 802.9
Nine.
:::

:::{rule} 802.10
Ten comes after nine.
:::

```md
:::{rule} 802.11
Only an example of the markup, inside a code block.
:::
```
"""


def test_the_heading_declares_the_section(rulebook):
    index = build_index(rulebook({"4-game-concepts/410-priority.md": PRIORITY}))
    section = index.get("410")
    assert (section.title, section.title_zh, section.parent) == ("Priority", "优先权", None)
    assert (section.anchor, section.line) == ("r410", 1)
    assert section.path == "docs/rules/4-game-concepts/410-priority.md"


def test_a_rule_directive_declares_a_sub_rule_with_plain_text(rulebook):
    index = build_index(rulebook({"4-game-concepts/410-priority.md": PRIORITY}))
    rule = index.get("410.6")
    assert rule.title == "Pre-priority checks"
    assert rule.anchor == "r410-6"
    assert rule.text == ("PPP checks the items below in waves; see the simultaneity rule "
                         "and also 802, and the chain.")
    assert rule.checksum == hashlib.sha256(rule.text.encode()).hexdigest()


def test_quoted_titles_are_unquoted_and_list_items_keep_their_lines(rulebook):
    rule = build_index(rulebook({"4-game-concepts/410-priority.md": PRIORITY})).get("410.6a")
    assert rule.title == "Destroy characters"
    assert rule.text.splitlines() == ["The game destroys each character whose health is 0:",
                                      "- first this,", "- then that."]


def test_parent_is_the_longest_declared_prefix(rulebook):
    index = build_index(rulebook({"4-game-concepts/410-priority.md": PRIORITY}))
    assert index.get("410.6a").parent == "410.6"
    assert index.get("410.7a").parent == "410"  # 410.7 is not declared
    assert [r.number for r in index.children("410")] == ["410.6", "410.7a"]
    assert index.get("410.6").children == ("410.6a",)


def test_children_are_in_numeric_order(rulebook):
    index = build_index(rulebook({"8-additional-concepts/802-simultaneity.md": SIMULTANEITY}))
    assert index.get("802").children == ("802.1", "802.9", "802.10")
    assert [r.number for r in index] == ["802", "802.1", "802.9", "802.10"]


def test_examples_attach_to_the_rule_above_or_around_them(rulebook):
    index = build_index(rulebook({"4-game-concepts/410-priority.md": PRIORITY,
                                  "8-additional-concepts/802-simultaneity.md": SIMULTANEITY}))
    assert index.get("410.6a").examples == ("E026",)
    assert index.get("802.1").examples == ("E001", "E002")
    assert "Nested inside" not in index.get("802.1").text  # an example is not rule text


def test_section_text_is_its_own_prose(rulebook):
    index = build_index(rulebook({"8-additional-concepts/802-simultaneity.md": SIMULTANEITY}))
    assert index.get("802").text == "Things that happen at once."


def test_code_blocks_declare_nothing(rulebook):
    index = build_index(rulebook({"8-additional-concepts/802-simultaneity.md": SIMULTANEITY}))
    assert "802.11" not in index


def test_checksum_follows_the_text_not_the_title(rulebook):
    first = build_index(rulebook({"4-game-concepts/410-priority.md": PRIORITY})).get("410.6")
    retitled = PRIORITY.replace(":title: Pre-priority checks", ":title: PPP checks")
    second = build_index(rulebook({"4-game-concepts/410-priority.md": retitled})).get("410.6")
    reworded = PRIORITY.replace("in **waves**", "in rounds")
    third = build_index(rulebook({"4-game-concepts/410-priority.md": reworded})).get("410.6")
    assert first.checksum == second.checksum != third.checksum


def test_load_index_is_read_once_per_root(rulebook):
    root = rulebook({"4-game-concepts/410-priority.md": PRIORITY})
    first = load_index(root)
    (root / "docs/rules/4-game-concepts/410-priority.md").write_text("# 410. Changed · 改\n")
    assert load_index(str(root)) is first
    assert "410.6" in first
