"""Editor's notes and rule kinds in the rule markup, as the index reads them."""
from __future__ import annotations

from adjudicator.rules import build_index

PAGE = "4-game-concepts/410-priority.md"
HEAD = "# 410. Priority · 优先权\n\n"


def index_of(rulebook, body: str):
    return build_index(rulebook({PAGE: HEAD + body}))


def test_a_note_belongs_to_the_rule_above_it_and_stays_out_of_its_text(rulebook):
    index = index_of(rulebook, ":::{rule} 410.1\nRule text.\n:::\n\n"
                               ":::{editor-note}\n:kind: correction\n:scenarios: E001 E026\n"
                               "The source points to {rule}`410.1`.\n:::\n\n"
                               ":::{example} E026\nAn example.\n:::\n\n"
                               ":::{editor-note}\n:kind: reading\nSecond note.\n:::\n")
    assert index.problems == []
    rule = index.get("410.1")
    assert rule.text == "Rule text."
    assert [(n.kind, n.text, n.scenarios) for n in rule.notes] == [
        ("correction", "The source points to 410.1.", ("E001", "E026")), ("reading", "Second note.", ())]
    assert rule.notes[0].source == "The source points to {rule}`410.1`."
    assert rule.notes[0].label == "Reference corrected"
    assert rule.examples == ("E026",)


def test_a_note_written_inside_its_rule_belongs_to_it(rulebook):
    index = index_of(rulebook, "::::{rule} 410.1\nRule text.\n\n:::{editor-note}\n:kind: blank\nFilled.\n:::\n::::\n")
    assert index.problems == []
    assert index.get("410.1").text == "Rule text."
    assert [n.text for n in index.get("410.1").notes] == ["Filled."]


def test_a_note_needs_a_known_kind_and_text(rulebook):
    found = [str(p) for p in index_of(rulebook, ":::{rule} 410.1\nText.\n:::\n\n"
                                                ":::{editor-note}\n:kind: opinion\nHm.\n:::\n\n"
                                                ":::{editor-note}\n:kind: slip\n:::\n\n"
                                                ":::{editor-note}\n:kind: slip\n:scenarios: E0!1\nBad id.\n:::\n").problems]
    assert found == [
        f"docs/rules/{PAGE}:7: an editor's note needs ':kind:' (one of correction, blank, slip, rebuilt, "
        "reading, keyword), got 'opinion'",
        f"docs/rules/{PAGE}:12: an editor's note needs text: what the source has, what we did, why",
        f"docs/rules/{PAGE}:16: not a scenario id: E0!1"]


def test_a_note_on_the_section_heading_belongs_to_the_section(rulebook):
    index = index_of(rulebook, ":::{editor-note}\n:kind: reading\nAbout the section.\n:::\n")
    assert [n.text for n in index.get("410").notes] == ["About the section."]


def test_rules_are_executable_unless_marked_reference_with_a_reason(rulebook):
    index = index_of(rulebook, ":::{rule} 410.1\nPlayed.\n:::\n\n"
                               ":::{rule} 410.2\n:kind: reference\n:why: a heading\nHeading.\n:::\n")
    assert index.problems == []
    assert (index.get("410.1").executable, index.get("410.1").why_not) == (True, None)
    assert (index.get("410.2").executable, index.get("410.2").why_not) == (False, "a heading")
    assert index.get("410").executable  # a section with an executable rule under it
    assert index.get("410.2").to_dict()["executable"] is False


def test_a_section_whose_rules_are_all_reference_is_reference(rulebook):
    index = index_of(rulebook, ":::{rule} 410.1\n:kind: reference\n:why: colour of a mark\nText.\n:::\n")
    assert index.get("410").why_not == "a heading over rules that are all reference"


def test_kind_markup_problems(rulebook):
    found = [str(p) for p in index_of(rulebook, ":::{rule} 410.1\n:kind: reference\nNo reason.\n:::\n\n"
                                                ":::{rule} 410.2\n:why: a reason\nExecutable.\n:::\n\n"
                                                ":::{rule} 410.3\n:kind: maybe\nText.\n:::\n").problems]
    assert found == [
        f"docs/rules/{PAGE}:3: a ':kind: reference' rule needs ':why:' (one line: why nothing applies it)",
        f"docs/rules/{PAGE}:8: ':why:' is only for ':kind: reference' rules",
        f"docs/rules/{PAGE}:13: unknown rule kind 'maybe' (use executable or reference)"]
