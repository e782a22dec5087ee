"""The verdicts of a conformance run as people and machines read them: text lines, a JSON report
(the source of a results page), JUnit XML for CI systems, and pass rates by chapter and by rule in
the manner of test262's results tables."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Callable, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..rules import numbers
from .harness import Verdict
from .model import FORMAT

Locator = Callable[[str, list], str]  # (scenario source, expectation path) → "file:line:col" or ""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Tally(Strict):
    scenarios: int = 0
    passed: int = 0
    failed: int = 0
    errors: int = 0

    def count(self, status: str) -> None:
        self.scenarios += 1
        if status == "pass":
            self.passed += 1
        elif status == "fail":
            self.failed += 1
        else:
            self.errors += 1


class ChapterRow(Tally):
    chapter: str


class RuleRow(Tally):
    rule: str
    not_passed: list[str] = Field([], description="the ids of the scenarios citing it that fail or err")


class MismatchRow(Strict):
    at: str = Field(description="the expectation's path in the scenario, e.g. expect.cards.alice-hero.damage")
    where: str = Field("", description="file:line:col of that expectation in the scenario's YAML, when known")
    message: str


class ScenarioRow(Strict):
    id: str
    source: str
    chapter: str
    rules: list[str]
    status: Literal["pass", "fail", "error"]
    mismatches: list[MismatchRow] = []
    error: str | None = None
    seconds: float
    steps: int | None = None


class ReportFile(Strict):
    """``adjudicator conform --json FILE``: one run of one engine over the corpus."""

    format: Literal["wowtcg-conformance/1"] = FORMAT
    engine: str
    persistent: bool
    corpus_version: str
    rules_edition: str
    seconds: float = Field(description="wall-clock time of the whole run")
    totals: Tally
    chapters: list[ChapterRow]
    rules: list[RuleRow]
    scenarios: list[ScenarioRow]


def build(verdicts: list[Verdict], engine: str, persistent: bool, corpus_version: str, rules_edition: str,
          seconds: float, locate: Locator | None = None) -> ReportFile:
    totals, chapters, rules = Tally(), {}, {}
    rows = []
    for v in verdicts:
        e = v.entry
        totals.count(v.status)
        chapters.setdefault(e.chapter, ChapterRow(chapter=e.chapter)).count(v.status)
        for rule in e.rules:
            row = rules.setdefault(rule, RuleRow(rule=rule))
            row.count(v.status)
            if v.status != "pass":
                row.not_passed.append(e.id)
        rows.append(ScenarioRow(
            id=e.id, source=e.source, chapter=e.chapter, rules=e.rules, status=v.status, error=v.error,
            seconds=round(v.seconds, 4), steps=v.steps,
            mismatches=[MismatchRow(at=".".join(map(str, loc)), where=locate(e.source, loc) if locate else "",
                                    message=message) for loc, message in v.mismatches]))
    return ReportFile(engine=engine, persistent=persistent, corpus_version=corpus_version,
                      rules_edition=rules_edition, seconds=round(seconds, 3), totals=totals,
                      chapters=[chapters[c] for c in sorted(chapters)],
                      rules=[rules[r] for r in sorted(rules, key=numbers.sort_key)], scenarios=rows)


def rate(t: Tally) -> str:
    return f"{100 * t.passed / t.scenarios:.1f}%" if t.scenarios else "—"


def as_text(report: ReportFile) -> str:
    lines = []
    for s in report.scenarios:
        if s.status == "pass":
            lines.append(f"PASS  {s.id}  {s.source}")
        elif s.status == "fail":
            lines.append(f"FAIL  {s.id}  {s.source}")
            lines += [f"      {m.where or m.at}: {m.message}" for m in s.mismatches]
        else:
            lines.append(f"ERROR {s.id}  {s.source}: {s.error}")
    t = report.totals
    lines.append(f"{t.passed} passed, {t.failed} failed, {t.errors} errors of {t.scenarios} scenarios "
                 f"({rate(t)}) in {report.seconds:.2f} s")
    return "\n".join(lines) + "\n"


def as_json(report: ReportFile) -> str:
    return json.dumps(report.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n"


def as_junit(report: ReportFile) -> str:
    """JUnit XML: a test suite per chapter, a test case per scenario (a failure lists what differs)."""
    t = report.totals
    root = ET.Element("testsuites", name="adjudicator conform", tests=str(t.scenarios), failures=str(t.failed),
                      errors=str(t.errors), time=f"{report.seconds:.3f}")
    for chapter in report.chapters:
        mine = [s for s in report.scenarios if s.chapter == chapter.chapter]
        suite = ET.SubElement(root, "testsuite", name=chapter.chapter or "scenarios", tests=str(chapter.scenarios),
                              failures=str(chapter.failed), errors=str(chapter.errors),
                              time=f"{sum(s.seconds for s in mine):.3f}")
        for s in mine:
            case = ET.SubElement(suite, "testcase", classname=".".join(s.source.split("/")[1:-1]) or "scenarios",
                                 name=s.id, file=s.source, time=f"{s.seconds:.3f}")
            if s.status == "fail":
                failure = ET.SubElement(case, "failure", message=f"{len(s.mismatches)} expectation(s) not met")
                failure.text = "\n".join(f"{m.where or m.at}: {m.message}" for m in s.mismatches)
            elif s.status == "error":
                ET.SubElement(case, "error", message=s.error or "error")
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
