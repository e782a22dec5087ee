"""The coverage computation (``adjudicator.coverage``) and ``adjudicator coverage``."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from adjudicator.coverage import ScenarioRecord, compute

ROOT = Path(__file__).resolve().parents[1]
RULES = ["103", "103.2", "410", "410.6", "410.6a", "410.6b", "716", "716.1", "716.1a"]


def record(id: str, cited: list[str], fired: list[str], passed: bool = True, examples=(), see_also=()) -> ScenarioRecord:
    return ScenarioRecord(id, f"title {id}", f"scenarios/x/{id}.yaml", tuple(cited), tuple(fired),
                          tuple(examples), passed, len(fired), tuple(see_also))


def test_chapter_figures_count_rule_numbers_exactly():
    cov = compute(RULES, [record("A", ["410.6"], ["410.6a", "716.1"]), record("B", ["103.2"], ["410.6a"])])
    by = {c.chapter: c for c in cov.chapters}
    assert (by[4].cited, by[4].fired, by[4].none) == (["410.6"], ["410.6a"], ["410", "410.6b"])
    assert (by[1].cited, by[1].fired, by[1].none) == (["103.2"], [], ["103"])
    assert (by[7].cited, by[7].fired, by[7].none) == ([], ["716.1"], ["716", "716.1a"])
    assert cov.totals == {"rules": 9, "cited": 2, "fired": 2, "see_also": 0, "none": 5}


def test_see_also_is_counted_apart_and_covers_nothing():
    cov = compute(RULES, [record("A", ["410.6a"], ["410.6a"], see_also=["716", "410.6a"])])
    by = {c.chapter: c for c in cov.chapters}
    assert by[7].see_also == ["716"] and "716" in by[7].none
    assert by[4].see_also == ["410.6a"] and by[4].cited == ["410.6a"]
    assert cov.totals["see_also"] == 2 and cov.disagreements == []


def test_a_disagreement_is_a_cited_rule_that_did_not_fire_exactly():
    cov = compute(RULES, [record("ok", ["410.6a"], ["410.6a", "716.1"]),  # fired, not cited: no disagreement
                          record("idle", ["716.1", "410.6"], ["410.6b"]),
                          record("parent", ["410.6"], ["410.6a"])])  # a sub-rule firing is not its parent firing
    assert {d.id: d.cited_not_fired for d in cov.disagreements} == {"idle": ["716.1", "410.6"], "parent": ["410.6"]}


def test_scenario_counts_and_json_shape():
    cov = compute(RULES, [record("a", [], [], passed=False), record("b", ["716"], ["716"])])
    data = cov.to_json()
    assert (data["scenarios"], data["passed"]) == (2, 1)
    assert [c["chapter"] for c in data["chapters"]] == [1, 4, 7]
    assert data["chapters"][2]["counts"] == {"cited": 1, "fired": 1, "see_also": 0, "none": 2}
    assert data["disagreements"] == []
    json.dumps(data)  # plain data


def test_the_cli_prints_the_same_figures_as_json():
    out = subprocess.run([sys.executable, "-m", "adjudicator", "coverage", "--json"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["scenarios"] >= 80 and data["passed"] == data["scenarios"]
    assert data["totals"]["rules"] == sum(c["rules"] for c in data["chapters"])
    assert all(c["counts"]["none"] == len(c["none"]) for c in data["chapters"])
    text = subprocess.run([sys.executable, "-m", "adjudicator", "coverage"], capture_output=True, text=True, cwd=ROOT)
    total = next(line for line in text.stdout.splitlines() if line.startswith("total"))
    t = data["totals"]
    assert total.split()[1:] == [str(t[k]) for k in ("rules", "cited", "fired", "see_also", "none")]
    assert data["disagreements"] == [] and "citing a rule their replay did not fire: 0" in text.stdout
