"""Self-describing test decks (like test262's lint fixtures): the comment lines at the top of a deck
file say what the checker must find.

    # expect: legal
    # expect: 12:5 rule 100.2a see 206.1a      (one line per problem: line:col, rule, defining rules)
    # applies: 100.1 100.2a 206.1a             (rules the check must apply, legal or not)
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..yamlio import SourceError
from .check import Report

_PROBLEM = re.compile(r"(?P<line>\d+):(?P<col>\d+) rule (?P<rule>\S+)(?: see (?P<see>.+))?")


@dataclass(frozen=True)
class Expected:
    line: int
    col: int
    rule: str
    see: tuple[str, ...] = ()


@dataclass
class Expectations:
    legal: bool = False
    problems: list[Expected] = field(default_factory=list)
    applies: list[str] = field(default_factory=list)

    def rules(self) -> set[str]:
        """Every rule the header names: what the deck is about (its "cited" rules)."""
        return set(self.applies) | {p.rule for p in self.problems} | {s for p in self.problems for s in p.see}

    def mismatches(self, report: Report) -> list[str]:
        """What the report gets wrong against the header; empty when it matches."""
        found = {Expected(line, col, p.rule, p.see) for line, col, p in report.located()}
        wrong = [f"expected a problem {e.line}:{e.col} rule {e.rule}, not found" for e in self.problems if e not in found]
        wrong += [f"unexpected problem {e.line}:{e.col} rule {e.rule}" for e in sorted(found - set(self.problems),
                                                                                           key=lambda e: (e.line, e.col))]
        wrong += [f"rule {r} was not applied" for r in self.applies if r not in report.applied]
        return wrong


def expectations(path: Path) -> Expectations:
    """Read the header of a test deck; a header that says nothing is bad input."""
    exp, said = Expectations(), False
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if line and not line.startswith("#"):
            break
        key, _, value = line.lstrip("# ").partition(":")
        value = value.strip()
        if key == "expect" and value == "legal":
            exp.legal = said = True
        elif key == "expect":
            m = _PROBLEM.fullmatch(value)
            if m is None:
                raise SourceError(path, n, 1, "expect: give 'legal' or 'LINE:COL rule NUMBER [see NUMBER…]'")
            exp.problems.append(Expected(int(m["line"]), int(m["col"]), m["rule"], tuple((m["see"] or "").split())))
            said = True
        elif key == "applies":
            exp.applies += value.split()
    if not said or (exp.legal and exp.problems):
        raise SourceError(path, 1, 1, "a test deck's header says '# expect: legal' or lists its problems")
    return exp
