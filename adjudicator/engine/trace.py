"""The trace: every state change the engine makes, with the rules that license it.

Explanations (text, JSON, HTML) and coverage are views of this list.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from typing import Callable

from ..limits import MAX_STEPS


@dataclass(frozen=True)
class Step:
    n: int
    text: str
    rules: tuple[str, ...]
    power: str | None = None
    group: str | None = None
    depth: int = 0


_STEP_FIELDS = ("n", "text", "rules", "power", "group", "depth")  # as Trace.add sets them
if _STEP_FIELDS != tuple(f.name for f in fields(Step)):
    raise RuntimeError("Trace.add sets every field of Step, in order: add a new field there too")
_new = object.__new__


class StepLimit(Exception):
    """The replay has run past its step limit: it would not end, or not in reasonable time."""

    def __init__(self, limit: int):
        super().__init__(f"the replay ran past {limit:,} steps, the step limit, without ending "
                         "(a loop that nothing ends, or a count too large to play out)")
        self.limit = limit


@dataclass
class Trace:
    steps: list[Step] = field(default_factory=list)
    limit: int = MAX_STEPS  # every state change is a step, so this bounds every replay
    _groups: list[str] = field(default_factory=list)
    # Called with a group's title when its steps are done (the Game records the board then).
    on_group_end: Callable[[str], None] | None = None

    def add(self, text: str, *rules: str, power: str | None = None) -> Step:
        if not rules:
            raise ValueError(f"step without a rule citation: {text}")
        if len(self.steps) >= self.limit:
            raise StepLimit(self.limit)
        groups = self._groups
        step = _new(Step)  # Step(...) without its frozen __init__ (a setattr a field): every field, in order
        step.__dict__.update(n=len(self.steps) + 1, text=text, rules=rules, power=power,
                             group=groups[-1] if groups else None, depth=len(groups))
        self.steps.append(step)
        return step

    @contextmanager
    def group(self, title: str, *rules: str):
        """Steps that happen together (a PPP wave, simultaneous events: 802) share a heading step."""
        self.add(title, *rules)
        self._groups.append(title)
        try:
            yield
        finally:
            self._groups.pop()
        if self.on_group_end is not None:  # not reached when the group failed
            self.on_group_end(title)

    def cited(self) -> set[str]:
        return {r for s in self.steps for r in s.rules}
