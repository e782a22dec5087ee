"""Markup errors are reported as path:line: message."""
from __future__ import annotations

import pytest

from adjudicator.rules import RuleMarkupError, build_index

PAGE = "4-game-concepts/410-priority.md"


def problems(rulebook, pages: dict[str, str]) -> list[str]:
    return [str(p) for p in build_index(rulebook(pages)).problems]


def test_a_clean_page_has_no_problems(rulebook):
    index = build_index(rulebook({PAGE: "# 410. Priority · 优先权\n\n:::{rule} 410.1\nText.\n:::\n"}))
    assert index.problems == []
    index.check()


def test_duplicate_number_across_pages(rulebook):
    found = problems(rulebook, {
        PAGE: "# 410. Priority · 优先权\n\n:::{rule} 410.1\nOne.\n:::\n",
        "4-game-concepts/410-priority-again.md": "# 410. Priority · 优先权\n",
    })
    # pages are read in path order, so the "-again" page comes first
    assert found == ["docs/rules/4-game-concepts/410-priority.md:1: rule 410 is declared twice "
                     "(first at docs/rules/4-game-concepts/410-priority-again.md:1)"]


def test_duplicate_number_on_one_page(rulebook):
    text = "# 410. Priority · 优先权\n\n:::{rule} 410.1\nOne.\n:::\n\n:::{rule} 410.1\nAgain.\n:::\n"
    assert problems(rulebook, {PAGE: text}) == [
        f"docs/rules/{PAGE}:7: rule 410.1 is declared twice on this page"]


def test_rule_outside_its_section_page(rulebook):
    text = "# 410. Priority · 优先权\n\n:::{rule} 411.1\nWrong page.\n:::\n"
    assert problems(rulebook, {PAGE: text}) == [
        f"docs/rules/{PAGE}:3: rule 411.1 is outside its section page (this is section 410)"]


def test_unknown_reference(rulebook):
    text = "# 410. Priority · 优先权\n\n:::{rule} 410.1\nSee {rule}`999.9` and\n{rule}`x <410.1>`.\n:::\n"
    assert problems(rulebook, {PAGE: text}) == [f"docs/rules/{PAGE}:4: unknown rule reference '999.9'"]


def test_missing_heading(rulebook):
    text = "Priority\n\n:::{rule} 410.1\nText.\n:::\n"
    assert problems(rulebook, {PAGE: text})[0] == (
        f"docs/rules/{PAGE}:1: a rule page must start with a heading '# NNN. English title · 中文标题'")


def test_page_name_and_heading_disagree(rulebook):
    assert problems(rulebook, {PAGE: "# 411. Ready · 重置\n"}) == [
        f"docs/rules/{PAGE}:1: the page is named for section 410 but its heading declares 411"]


def test_rules_out_of_order(rulebook):
    text = "# 410. Priority · 优先权\n\n:::{rule} 410.2\nB.\n:::\n\n:::{rule} 410.1\nA.\n:::\n"
    assert problems(rulebook, {PAGE: text}) == [
        f"docs/rules/{PAGE}:7: rule 410.1 comes after 410.2; rules appear in the order of their numbers"]


def test_bad_numbers_and_example_ids(rulebook):
    text = ("# 410. Priority · 优先权\n\n:::{rule} 410.A\nBad.\n:::\n\n"
            ":::{example} 26\nBad id.\n:::\n")
    assert problems(rulebook, {PAGE: text}) == [
        f"docs/rules/{PAGE}:3: '410.A' is not a sub-rule number like 410.6a",
        f"docs/rules/{PAGE}:7: an example needs catalogue ids like E026, got '26'"]


def test_check_raises_with_every_problem(rulebook):
    index = build_index(rulebook({PAGE: "# 410. Priority · 优先权\n\nSee {rule}`1.1` and {rule}`2.2`.\n"}))
    with pytest.raises(RuleMarkupError) as caught:
        index.check()
    assert len(caught.value.problems) == 2
    assert str(caught.value).splitlines()[1] == f"docs/rules/{PAGE}:3: unknown rule reference '2.2'"
