"""The older edition's rule numbers and the 5.0 rules that replace them.

Rulings from before 5.0 cite the older edition (seed 002, about v2.2), whose numbers differ:
its loops are 801, 5.0's are 803. ``docs/rules/older-edition.yaml`` maps every number that
edition prints or cites to the 5.0 rule(s) now covering it, or marks it dropped, with a
one-line note where the older rule meant something else. Read without Sphinx, like the rules.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from . import numbers
from .model import Problem

MAPPING = Path("docs", "rules", "older-edition.yaml")
SOURCES = {"printed", "cited", "inferred"}  # how the older text shows the number
FIELDS = {"older", "title", "now", "dropped", "note", "source"}


@dataclass(frozen=True)
class OlderRule:
    """One number of the older edition: the 5.0 rules it became (``now``), or why it has none
    (``dropped``); ``note`` says how its meaning differs, when it does."""

    number: str
    now: tuple[str, ...]
    line: int
    title: str = ""
    note: str = ""
    dropped: str = ""
    source: str = "printed"  # printed as a rule label, only cited by other rules, or inferred

    @property
    def renumbered(self) -> bool:
        """True unless the rule kept its number (and only its number) in 5.0."""
        return self.now != (self.number,)

    def to_dict(self) -> dict[str, object]:
        return {"older": self.number, "title": self.title, "now": list(self.now), "note": self.note or None,
                "dropped": self.dropped or None, "source": self.source}


def load_older(root: Path) -> tuple[dict[str, OlderRule], list[Problem]]:
    """The mapping file under ``root`` (no file: an empty mapping) and its shape problems.
    Whether the 5.0 numbers exist is the index's check (it knows the rules)."""
    path = root / MAPPING
    if not path.is_file():
        return {}, []
    label = MAPPING.as_posix()
    try:
        data, node = _load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        return {}, [Problem(label, mark.line + 1 if mark else 1, f"not valid YAML: {exc}")]
    if not isinstance(data, list):
        return {}, [Problem(label, 1, "the mapping is a list of entries ('- older: \"801\"' …)")]
    found: dict[str, OlderRule] = {}
    problems: list[Problem] = []
    for item, item_node in zip(data, node.value):  # node: a sequence, since data is a list
        entry, problem = _entry(item, item_node.start_mark.line + 1, label)
        if problem:
            problems.append(problem)
        elif entry.number in found:
            problems.append(Problem(label, entry.line, f"older number {entry.number} is mapped twice"))
        else:
            found[entry.number] = entry
    return dict(sorted(found.items(), key=lambda kv: numbers.sort_key(kv[0]))), problems


def _load(text: str) -> tuple[object, yaml.Node | None]:
    """The data and its node tree (for each entry's line), from one parse; libyaml's loader when
    there is one, since ``adjudicator rule`` reads this file on every call."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)
    try:
        node = loader.get_single_node()
        return (loader.construct_document(node) if node is not None else None), node
    finally:
        loader.dispose()


def _entry(data: object, line: int, label: str) -> tuple[OlderRule | None, Problem | None]:
    if not isinstance(data, dict):
        return None, Problem(label, line, "each entry is a mapping with 'older' and 'now' or 'dropped'")
    unknown = sorted(set(map(str, data)) - FIELDS)
    older, now, dropped = data.get("older"), data.get("now"), data.get("dropped")
    if unknown:
        return None, Problem(label, line, f"unknown field(s): {', '.join(unknown)}")
    if not isinstance(older, str) or not numbers.is_number(older):
        return None, Problem(label, line, f"'older' must be a quoted rule number like \"801.1\", got {older!r}")
    if (now is None) == (dropped is None):
        return None, Problem(label, line, f"older {older}: give exactly one of 'now' (5.0 numbers) or 'dropped' (why)")
    if now is not None and not (isinstance(now, list) and now and all(isinstance(n, str) and numbers.is_number(n)
                                                                         for n in now)):
        return None, Problem(label, line, f"older {older}: 'now' is a list of quoted 5.0 rule numbers")
    if data.get("source", "printed") not in SOURCES:
        return None, Problem(label, line, f"older {older}: 'source' is one of {', '.join(sorted(SOURCES))}")
    return OlderRule(older, tuple(now or ()), line, str(data.get("title") or ""), str(data.get("note") or ""),
                     str(dropped or ""), data.get("source", "printed")), None


def replaced_by(mapping: dict[str, OlderRule]) -> dict[str, tuple[str, ...]]:
    """5.0 number → the older numbers it replaces, where the number differs."""
    found: dict[str, list[str]] = {}
    for entry in mapping.values():
        for number in entry.now:
            if entry.number != number:
                found.setdefault(number, []).append(entry.number)
    return {n: tuple(olds) for n, olds in found.items()}
