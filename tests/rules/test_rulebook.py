"""The real rule pages in docs/rules, read by the index."""
from __future__ import annotations

from adjudicator.rules import load_index


def test_rule_pages_have_no_markup_problems():
    problems = [str(p) for p in load_index().problems]
    assert problems == [], "\n".join(problems)


def test_the_index_holds_exactly_the_5_0_rules(tsv_numbers):
    declared = {r.number for r in load_index()}
    assert sorted(set(tsv_numbers) - declared) == [], "rules not written yet"
    assert sorted(declared - set(tsv_numbers)) == [], "rules that the 5.0 edition does not have"


def test_every_sub_rule_hangs_under_a_section():
    index = load_index()
    for rule in index:
        if rule.parent is not None:
            assert rule.number in index.get(rule.parent).children
        else:
            assert rule.is_section, rule.number
