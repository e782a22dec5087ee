"""Which rules the scenarios cover: the one computation behind ``adjudicator coverage`` and the
book's coverage page.

Two ways a scenario touches a rule:

* it **cites** the rule: the number is in its ``rules`` list (what the ruling rests on; the
  book lists the scenario under the rule);
* the rule **fired**: a step of its replay cites the number (the engine applied it).

Per chapter the figures count rule numbers exactly (410.6a firing does not make 410.6 fire).
Per scenario, a cited rule "fired" when it or one of its sub-rules fired (citing 410.6 while
410.6a fires is fine), and a fired rule "is cited" when it or one of its parents is cited —
anything else is listed, so authors can see rulings whose citations and replays disagree.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, NamedTuple

from .rules import numbers

if TYPE_CHECKING:
    from .replay import Replay


class ScenarioRecord(NamedTuple):
    """What coverage (and the book's listings) need to know of one replayed scenario."""

    id: str
    title: str
    path: str  # relative to the repository root, e.g. scenarios/4-game-concepts/410/E026-….yaml
    cited: tuple[str, ...]
    fired: tuple[str, ...]
    examples: tuple[str, ...]  # the example ids among its sources (E001)
    passed: bool
    steps: int


def record_of(run: Replay, path: str) -> ScenarioRecord:
    """The record of a replay of the scenario file at ``path``."""
    s = run.scenario
    return ScenarioRecord(
        id=s.id, title=s.title, path=path, cited=tuple(s.rules),
        fired=tuple(sorted(run.game.trace.cited(), key=numbers.sort_key)),
        examples=tuple(x for x in s.sources if numbers.is_example_id(x)),
        passed=run.passed, steps=len(run.game.trace.steps))


@dataclass
class Chapter:
    chapter: int
    rules: int
    cited: list[str]
    fired: list[str]
    none: list[str]  # neither cited nor fired


@dataclass
class Disagreement:
    id: str
    path: str
    cited_not_fired: list[str]
    fired_not_cited: list[str]


@dataclass
class Coverage:
    chapters: list[Chapter]
    scenarios: int
    passed: int
    disagreements: list[Disagreement] = field(default_factory=list)

    @property
    def totals(self) -> dict[str, int]:
        return {key: sum(len(getattr(c, key)) for c in self.chapters) for key in ("cited", "fired", "none")} | {
            "rules": sum(c.rules for c in self.chapters)}

    def to_json(self) -> dict[str, Any]:
        """The figures as ``adjudicator coverage --json`` prints them (counts and the lists)."""
        return {
            "scenarios": self.scenarios,
            "passed": self.passed,
            "totals": self.totals,
            "chapters": [{**asdict(c), "counts": {k: len(getattr(c, k)) for k in ("cited", "fired", "none")}}
                         for c in self.chapters],
            "disagreements": [asdict(d) for d in self.disagreements],
        }


def compute(rules: Iterable[str], records: Iterable[ScenarioRecord]) -> Coverage:
    """Coverage of the rule numbers ``rules`` (the whole rulebook) by the scenarios ``records``."""
    records = sorted(records, key=lambda r: r.path)
    cited = {n for r in records for n in r.cited}
    fired = {n for r in records for n in r.fired}
    by_chapter: dict[int, list[str]] = {}
    for number in sorted(set(rules), key=numbers.sort_key):
        by_chapter.setdefault(int(number[0]), []).append(number)
    chapters = [Chapter(chapter, len(ns), [n for n in ns if n in cited], [n for n in ns if n in fired],
                        [n for n in ns if n not in cited and n not in fired])
                for chapter, ns in sorted(by_chapter.items())]
    disagreements = [d for d in map(disagreement, records) if d.cited_not_fired or d.fired_not_cited]
    return Coverage(chapters, len(records), sum(r.passed for r in records), disagreements)


def disagreement(record: ScenarioRecord) -> Disagreement:
    return Disagreement(
        record.id, record.path,
        [c for c in record.cited if not any(covers(c, f) for f in record.fired)],
        [f for f in record.fired if not any(covers(c, f) for c in record.cited)])


def covers(cited: str, fired: str) -> bool:
    """A citation of ``cited`` accounts for ``fired``: the same rule or one of its sub-rules."""
    return fired == cited or cited in numbers.ancestors(fired)
