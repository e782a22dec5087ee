"""The coverage computation (``adjudicator.coverage``) and ``adjudicator coverage``."""
from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from adjudicator import cli, coverage_cli
from adjudicator.coverage import ScenarioRecord, compute
from adjudicator.deck.coverage import DeckRecord
from adjudicator.pytest_plugin import shared_replay
from adjudicator.scenarios_cli import scenario_files

ROOT = Path(__file__).resolve().parents[1]
RULES = ["103", "103.2", "410", "410.6", "410.6a", "410.6b", "716", "716.1", "716.1a"]


def record(id: str, cited: list[str], fired: list[str], passed: bool = True, examples=(), see_also=()) -> ScenarioRecord:
    return ScenarioRecord(id, f"title {id}", f"scenarios/x/{id}.yaml", tuple(cited), tuple(fired),
                          tuple(examples), passed, len(fired), tuple(see_also))


def test_chapter_figures_count_rule_numbers_exactly_and_sections_through_their_rules():
    cov = compute(RULES, [record("A", ["410.6"], ["410.6a", "716.1"]), record("B", ["103.2"], ["410.6a"])])
    by = {c.chapter: c for c in cov.chapters}
    # 410.6a firing does not make 410.6 fire, but it does count for section 410
    assert (by[4].cited, by[4].fired, by[4].none) == (["410", "410.6"], ["410", "410.6a"], ["410.6b"])
    assert (by[1].cited, by[1].fired, by[1].none) == (["103", "103.2"], [], [])
    assert (by[7].cited, by[7].fired, by[7].none) == ([], ["716", "716.1"], ["716.1a"])
    assert by[4].covered == ["410"]  # scenario A cites 410.6 and fires 410.6a, both in section 410
    assert cov.totals == {"rules": 9, "executable": 9, "reference": 0, "cited": 4, "fired": 4, "covered": 1,
                          "uncovered": 8, "see_also": 0, "none": 2}


def test_per_rule_class_and_scenarios():
    cov = compute(RULES, [record("A", ["410.6a"], ["410.6a"]), record("B", ["410.6a"], []),
                          record("C", [], ["410.6b"])], why_not={"716": "a heading"})
    rules = {r.number: r for r in cov.rules}
    assert (rules["410.6a"].cited, rules["410.6a"].fired, rules["410.6a"].covered) == (["A", "B"], ["A"], True)
    assert (rules["410.6b"].cited, rules["410.6b"].fired, rules["410.6b"].covered) == ([], ["C"], False)
    assert (rules["410"].cited, rules["410"].fired) == (["A", "B"], ["A", "C"])
    assert (rules["716"].executable, rules["716"].why_not) == (False, "a heading")
    assert (rules["716.1"].executable, rules["716.1"].why_not) == (True, None)
    by = {c.chapter: c for c in cov.chapters}
    assert (by[7].reference, by[7].executable) == (["716"], 2)
    assert "716" not in by[7].uncovered and by[7].uncovered == ["716.1", "716.1a"]


def test_see_also_is_counted_apart_and_covers_nothing():
    cov = compute(RULES, [record("A", ["410.6a"], ["410.6a"], see_also=["716", "410.6a"])])
    by = {c.chapter: c for c in cov.chapters}
    assert by[7].see_also == ["716"] and "716" in by[7].none
    # a section counts through its rules, for see also too
    assert by[4].see_also == ["410", "410.6a"] and by[4].cited == ["410", "410.6a"]
    assert cov.totals["see_also"] == 3 and cov.disagreements == []


def test_a_disagreement_is_a_cited_rule_that_did_not_fire_exactly():
    cov = compute(RULES, [record("ok", ["410.6a"], ["410.6a", "716.1"]),  # fired, not cited: no disagreement
                          record("idle", ["716.1", "410.6"], ["410.6b"]),
                          record("parent", ["410.6"], ["410.6a"])])  # a sub-rule firing is not its parent firing
    assert {d.id: d.cited_not_fired for d in cov.disagreements} == {"idle": ["716.1", "410.6"], "parent": ["410.6"]}


def test_test_decks_cover_the_rules_their_checks_apply():
    deck = DeckRecord("decks/100.1/a.yaml", True, ("100.1",), ("100.1", "100.4"), True)
    cov = compute(["100", "100.1", "100.4"], [], decks=[deck])
    rules = {r.number: r for r in cov.rules}
    assert (rules["100.1"].decks_cited, rules["100.1"].decks_fired) == (["decks/100.1/a.yaml"], ["decks/100.1/a.yaml"])
    assert rules["100.1"].covered and not rules["100.4"].covered  # 100.4 applied, not named by the deck
    assert cov.chapters[0].fired == ["100", "100.1", "100.4"] and cov.decks == 1


def test_scenario_counts_and_json_shape():
    cov = compute(RULES, [record("a", [], [], passed=False), record("b", ["716"], ["716"])])
    data = cov.to_json()
    assert (data["scenarios"], data["passed"]) == (2, 1)
    assert [c["chapter"] for c in data["chapters"]] == [1, 4, 7]
    assert data["chapters"][2]["counts"] == {"executable": 3, "reference": 0, "cited": 1, "fired": 1,
                                             "covered": 1, "uncovered": 2, "see_also": 0, "none": 2}
    assert data["rules"][0] == {"number": "103", "executable": True, "why_not": None, "cited": [], "fired": [],
                                "decks_cited": [], "decks_fired": [], "see_also": [], "covered": False}
    assert data["disagreements"] == []
    json.dumps(data)  # plain data


@pytest.fixture(scope="module")
def printed() -> dict[str, str]:
    """What ``adjudicator coverage --json`` and ``adjudicator coverage`` print, by the command's own
    code in this process, each scenario's replay being the session's shared one (the same replay of
    the same file: the command replays nothing the other tests have not)."""
    replayed: list[Path] = []

    def shared(path, *more, **options):
        assert not more and not options, "coverage replays a file as check does"
        replayed.append(Path(path))
        return shared_replay(path)
    out = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(coverage_cli, "replay", shared)
        for how in ("--json", "text"):
            stdout, stderr = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
                status = cli.main(["coverage", *(["--json"] if how == "--json" else [])])
            assert status == 0, stderr.getvalue()
            out[how] = stdout.getvalue()
    assert replayed == scenario_files([]) * 2  # every scenario, through the command, each time
    return out


@pytest.fixture(scope="module")
def report(printed) -> dict:
    """``adjudicator coverage --json``, run once for the tests that read it."""
    return json.loads(printed["--json"])


def test_the_cli_prints_the_same_figures_as_json(report, printed):
    data = report
    assert data["scenarios"] >= 80 and data["passed"] == data["scenarios"]
    assert data["totals"]["rules"] == sum(c["rules"] for c in data["chapters"])
    assert all(c["counts"]["none"] == len(c["none"]) for c in data["chapters"])
    rules = {r["number"]: r for r in data["rules"]}
    assert len(rules) == data["totals"]["rules"]
    assert rules["204.2"]["executable"] is False and "rarity" in rules["204.2"]["why_not"]
    assert data["totals"]["reference"] == sum(not r["executable"] for r in rules.values())
    assert all(set(r) == {"number", "executable", "why_not", "cited", "fired", "decks_cited", "decks_fired",
                          "see_also", "covered"} for r in rules.values())
    # the deck checker's test decks count: 100.1 is applied by the checker, by no replay
    assert rules["100.1"]["covered"] and rules["100.1"]["decks_fired"] and data["decks"] >= 30
    text = printed["text"]
    total = next(line for line in text.splitlines() if line.startswith("total"))
    t = data["totals"]
    assert total.split()[1:] == [str(t[k]) for k in ("rules", "executable", "reference", "cited", "fired",
                                                      "covered", "uncovered", "see_also", "none")]
    assert data["disagreements"] == [] and "citing a rule their replay did not fire: 0" in text


def test_every_executable_rule_is_covered_and_no_scenario_cites_a_reference_rule(report):
    """Issue 9's bar: each executable rule is cited and fired by a passing scenario or test deck; a
    reference rule (a heading, a definition with nothing to apply) belongs in see_also."""
    from adjudicator.formats.load import load_scenario
    from adjudicator.rules import load_index
    reference = {r.number for r in load_index() if r.why_not is not None}
    assert [r["number"] for r in report["rules"] if r["executable"] and not r["covered"]] == []
    citing = {path.name: sorted(set(load_scenario(path)[0].rules) & reference)
              for path in (ROOT / "scenarios").rglob("*.yaml") if "cards" not in path.parts}
    assert {name: rules for name, rules in citing.items() if rules} == {}
