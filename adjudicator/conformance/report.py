"""The verdicts of a conformance run as people and machines read them: text lines, a JSON report
(the source of a results page), JUnit XML for CI systems, and pass rates by chapter and by rule in
the manner of test262's results tables."""
from __future__ import annotations

import hashlib
import json
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Callable, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..rules import numbers
from .harness import Verdict
from .model import FORMAT

Locator = Callable[[str, list], str]  # (scenario source, expectation path) → "file:line:col" or ""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


Status = Literal["pass", "fail", "error", "unsupported"]


class Tally(Strict):
    """How many scenarios ended each way."""

    scenarios: int = Field(0, description="how many scenarios were run")
    passed: int = Field(0, description="how many met every expectation")
    failed: int = Field(0, description="how many were played out but missed an expectation")
    errors: int = Field(0, description="how many ended in an error (timeout, crash, malformed output, the engine's own)")
    unsupported: int = Field(0, description="how many the engine said it doesn't support")

    def count(self, status: str) -> None:
        self.scenarios += 1
        field = {"pass": "passed", "fail": "failed", "error": "errors", "unsupported": "unsupported"}[status]
        setattr(self, field, getattr(self, field) + 1)


class ChapterRow(Tally):
    """The scenarios of one rules chapter."""

    chapter: str = Field(description="the chapter's folder, e.g. 7-powers-links-modifiers")


class RuleRow(Tally):
    """The scenarios citing one rule."""

    rule: str = Field(description="the rule number")
    failing: list[str] = Field([], description="the ids of the scenarios citing it that fail")
    erring: list[str] = Field([], description="the ids of the scenarios citing it that end in an error")
    unsupported_by: list[str] = Field([], description="the ids of the scenarios citing it the engine doesn't support")


class ErrorGroup(Strict):
    """The scenarios that ended in an error for one reason."""

    kind: Literal["timeout", "crash", "malformed", "engine"] = Field(description="what kind of error")
    reason: str = Field(description="the error, as the first of its scenarios met it")
    scenarios: list[str] = Field(description="the ids of the scenarios it ended")


class MismatchRow(Strict):
    at: str = Field(description="the expectation's path in the scenario, e.g. expect.cards.alice-hero.damage")
    where: str = Field("", description="file:line:col of that expectation in the scenario's YAML, when known")
    message: str = Field(description="what differs")


class ScenarioRow(Strict):
    """One scenario's verdict."""

    id: str = Field(description="the scenario's id")
    source: str = Field(description="its YAML file")
    chapter: str = Field(description="its rules chapter")
    rules: list[str] = Field(description="the rules it cites")
    hash: str = Field(description="the hash of the exported scenario the engine was sent (manifest 'hash')")
    status: Status = Field(description="pass, fail, error or unsupported")
    mismatches: list[MismatchRow] = Field([], description="for fail: each expectation not met")
    error: str | None = Field(None, description="for error: why; for unsupported: the engine's reason, if any")
    error_kind: Literal["timeout", "crash", "malformed", "engine"] | None = Field(
        None, description="for error: timeout, crash, malformed (output that isn't a result) or engine (its own)")
    unsupported: str | None = Field(None, description="for unsupported: the feature the engine lacks")
    seconds: float = Field(description="from sending the scenario to judging the answer")
    steps: int | None = Field(None, description="how many steps the engine reported, if it did")


class ReportFile(Strict):
    """``adjudicator conform --json FILE``: one run of one engine over the corpus."""

    format: Literal["wowtcg-conformance/2"] = Field(FORMAT, description="the contract's version")
    engine: str = Field(description="the engine command run")
    engine_name: str | None = Field(description="the engine's own name and version ('name version'), as its "
                                                "results report them; null if none did")
    persistent: bool = Field(description="whether the engine was started once for the run")
    corpus_version: str = Field(description="the manifest's corpus_version")
    rules_edition: str = Field(description="the manifest's rules_edition")
    seconds: float = Field(description="wall-clock time of the whole run")
    totals: Tally = Field(description="every scenario run")
    chapters: list[ChapterRow] = Field(description="pass rates by chapter, in chapter order")
    rules: list[RuleRow] = Field(description="pass rates by rule (a scenario counts under each rule it cites)")
    blocking: list[str] = Field(description="the (at most 10) rules cited by the most failing or erring scenarios, "
                                            "most first: where to look first")
    error_groups: list[ErrorGroup] = Field(description="the errors grouped by reason, the largest group first")
    board_passes: list[str] = Field(description="the scenarios run whose expectations the starting board already "
                                                "meets: an engine that does nothing passes them")
    scenarios: list[ScenarioRow] = Field(description="every scenario's verdict, in corpus order")


def reason_of(v: Verdict) -> str:
    """An error's reason with what differs from scenario to scenario (ids, numbers) left out, so
    that one fault's errors fall in one group."""
    return re.sub(r"'[^']*'|\"[^\"]*\"|\d+(\.\d+)?", "…", v.error or "")


def error_groups(verdicts: list[Verdict]) -> list[ErrorGroup]:
    groups: dict[tuple[str, str], ErrorGroup] = {}
    for v in verdicts:
        if v.status == "error":
            key = (v.error_kind or "engine", reason_of(v))
            groups.setdefault(key, ErrorGroup(kind=key[0], reason=v.error or "", scenarios=[])).scenarios.append(
                v.entry.id)
    return sorted(groups.values(), key=lambda g: (-len(g.scenarios), g.kind, g.reason))


def blocking(rows: list[RuleRow], most: int = 10) -> list[str]:
    hit = [r for r in rows if r.failed + r.errors]
    return [r.rule for r in sorted(hit, key=lambda r: -(r.failed + r.errors))[:most]]  # stable: rule order


def build(verdicts: list[Verdict], engine: str, persistent: bool, corpus_version: str, rules_edition: str,
          seconds: float, locate: Locator | None = None) -> ReportFile:
    totals, chapters, rules = Tally(), {}, {}
    rows = []
    lists = {"fail": "failing", "error": "erring", "unsupported": "unsupported_by"}
    for v in verdicts:
        e = v.entry
        totals.count(v.status)
        chapters.setdefault(e.chapter, ChapterRow(chapter=e.chapter)).count(v.status)
        for rule in e.rules:
            row = rules.setdefault(rule, RuleRow(rule=rule))
            row.count(v.status)
            if v.status in lists:
                getattr(row, lists[v.status]).append(e.id)
        rows.append(ScenarioRow(
            id=e.id, source=e.source, chapter=e.chapter, rules=e.rules, hash=e.hash, status=v.status, error=v.error,
            error_kind=v.error_kind, unsupported=v.unsupported, seconds=round(v.seconds, 4), steps=v.steps,
            mismatches=[MismatchRow(at=".".join(map(str, loc)), where=locate(e.source, loc) if locate else "",
                                    message=message) for loc, message in v.mismatches]))
    rule_rows = [rules[r] for r in sorted(rules, key=numbers.sort_key)]
    named = next((f"{v.engine.name} {v.engine.version}" for v in verdicts if v.engine is not None), None)
    return ReportFile(engine=engine, engine_name=named, persistent=persistent, corpus_version=corpus_version,
                      rules_edition=rules_edition, seconds=round(seconds, 3), totals=totals,
                      chapters=[chapters[c] for c in sorted(chapters)], rules=rule_rows,
                      blocking=blocking(rule_rows), error_groups=error_groups(verdicts),
                      board_passes=[v.entry.id for v in verdicts if v.board_passes], scenarios=rows)


def rate(t: Tally) -> str:
    return f"{100 * t.passed / t.scenarios:.1f}%" if t.scenarios else "—"


def verdict_lines(s: ScenarioRow) -> list[str]:
    if s.status == "pass":
        return [f"PASS  {s.id}  {s.source}"]
    if s.status == "fail":
        return [f"FAIL  {s.id}  {s.source}"] + [f"      {m.where or m.at}: {m.message}" for m in s.mismatches]
    if s.status == "unsupported":
        return [f"UNSUP {s.id}  {s.source}: {s.unsupported}" + (f" ({s.error})" if s.error else "")]
    return [f"ERROR {s.id}  {s.source}: ({s.error_kind}) {s.error}"]


def summary(t: Tally) -> str:
    return (f"{t.passed} passed, {t.failed} failed, {t.errors} errors, {t.unsupported} unsupported "
            f"of {t.scenarios} scenarios ({rate(t)})")


def as_text(report: ReportFile) -> str:
    lines = [line for s in report.scenarios for line in verdict_lines(s)]
    lines.append("")
    lines.append("by chapter:")
    lines += [f"  {c.chapter or 'scenarios':32} {rate(c):>6}  {summary(c)}" for c in report.chapters]
    rows = {r.rule: r for r in report.rules}
    if report.blocking:
        lines.append("rules whose failures block the most scenarios:")
        lines += [f"  {rule:10} {rows[rule].failed + rows[rule].errors} scenarios: "
                  f"{', '.join([*rows[rule].failing, *rows[rule].erring][:8])}" for rule in report.blocking]
    if report.error_groups:
        lines.append("errors by reason:")
        lines += [f"  {len(g.scenarios):4}  ({g.kind}) {g.reason[:160]}" for g in report.error_groups]
    if report.board_passes:
        lines.append(f"the unchanged starting board passes {len(report.board_passes)} of these scenarios: "
                     f"{', '.join(report.board_passes)}")
    named = f" ({report.engine_name})" if report.engine_name else ""
    lines.append(f"{summary(report.totals)} in {report.seconds:.2f} s{named}")
    return "\n".join(lines) + "\n"


def as_json(report: ReportFile) -> str:
    return json.dumps(report.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n"


def as_junit(report: ReportFile) -> str:
    """JUnit XML: a test suite per chapter, a test case per scenario (a failure lists what differs,
    an unsupported scenario is skipped)."""
    t = report.totals
    root = ET.Element("testsuites", name="adjudicator conform", tests=str(t.scenarios), failures=str(t.failed),
                      errors=str(t.errors), skipped=str(t.unsupported), time=f"{report.seconds:.3f}")
    for chapter in report.chapters:
        mine = [s for s in report.scenarios if s.chapter == chapter.chapter]
        suite = ET.SubElement(root, "testsuite", name=chapter.chapter or "scenarios", tests=str(chapter.scenarios),
                              failures=str(chapter.failed), errors=str(chapter.errors),
                              skipped=str(chapter.unsupported), time=f"{sum(s.seconds for s in mine):.3f}")
        for s in mine:
            case = ET.SubElement(suite, "testcase", classname=".".join(s.source.split("/")[1:-1]) or "scenarios",
                                 name=s.id, file=s.source, time=f"{s.seconds:.3f}")
            if s.status == "fail":
                failure = ET.SubElement(case, "failure", message=f"{len(s.mismatches)} expectation(s) not met")
                failure.text = "\n".join(f"{m.where or m.at}: {m.message}" for m in s.mismatches)
            elif s.status == "error":
                ET.SubElement(case, "error", type=s.error_kind or "engine", message=s.error or "error")
            elif s.status == "unsupported":
                ET.SubElement(case, "skipped", message=f"unsupported: {s.unsupported}")
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


# -- comparing two runs ---------------------------------------------------------------------------

def diff(old: ReportFile, new: ReportFile) -> list[str]:
    """What changed from one report to another: each scenario whose status changed, appeared or
    went, and each whose exported content changed (its hash) though its status didn't."""
    before = {s.id: s for s in old.scenarios}
    after = {s.id: s for s in new.scenarios}
    lines = []
    for ident in [*before, *(i for i in after if i not in before)]:
        a, b = before.get(ident), after.get(ident)
        if a is None:
            lines.append(f"new      {ident}: {b.status}")
        elif b is None:
            lines.append(f"gone     {ident}: was {a.status}")
        elif a.status != b.status:
            lines.append(f"{'fixed' if b.status == 'pass' else 'broken' if a.status == 'pass' else 'changed':8} "
                         f"{ident}: {a.status} → {b.status}")
        elif a.hash != b.hash:
            lines.append(f"edited   {ident}: {b.status} (the scenario changed)")
    return lines


# A folder of runs made already (``ReportFile`` JSON, one file a run), named by this environment
# variable: a test session makes the book's runs once, over its corpus, and the book it builds reads
# them (``sphinxext.conformance``) instead of running the same engine over the same corpus again.
RUNS_MADE = "ADJUDICATOR_CONFORMANCE_RUNS"


def made_run_path(folder: Path, command: str, corpus_version: str) -> Path:
    """Where a run of ``command`` over the corpus of ``corpus_version`` is kept in ``folder``."""
    key = hashlib.sha256(f"{command}\0{corpus_version}".encode()).hexdigest()[:24]
    return Path(folder) / f"run-{key}.json"


def save_made_run(folder: Path, made: ReportFile) -> Path:
    path = made_run_path(folder, made.engine, made.corpus_version)
    path.write_text(as_json(made), encoding="utf-8")
    return path


def made_run(command: str, corpus_version: str) -> ReportFile | None:
    """The run of ``command`` over the corpus of ``corpus_version`` made already, if the folder named
    by ``RUNS_MADE`` holds one (None: none is, or the variable is not set). A file there that is not
    such a run is an error, never a run taken for another."""
    folder = os.environ.get(RUNS_MADE)
    if not folder:
        return None
    path = made_run_path(Path(folder), command, corpus_version)
    if not path.is_file():
        return None
    made = ReportFile.model_validate_json(path.read_text(encoding="utf-8"))
    if (made.engine, made.corpus_version) != (command, corpus_version):
        raise ValueError(f"{path}: a run of {made.engine!r} over {made.corpus_version}, not of {command!r} over "
                         f"{corpus_version}")
    return made
