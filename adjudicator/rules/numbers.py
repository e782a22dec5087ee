"""Rule numbers: what a valid one looks like, how it sorts, its anchor and its ancestors.

The 5.0 rules number a section with three digits (410), a rule below it with a dotted
integer (410.6) and a sub-rule with a trailing letter (410.6a).
"""
from __future__ import annotations

import re

NUMBER = re.compile(r"(?P<section>\d{3})(?:\.(?P<rule>\d+)(?P<letter>[a-z]?))?")
EXAMPLE = re.compile(r"E\d{3}")


def is_number(text: str) -> bool:
    return NUMBER.fullmatch(text) is not None


def normalize(text: str) -> str:
    """A number as typed (``410.6A``, `` 717.3 ``) in the book's spelling: trimmed, lower case."""
    return text.strip().lower()


def is_example_id(text: str) -> bool:
    return EXAMPLE.fullmatch(text) is not None


def anchor(number: str) -> str:
    """The HTML id of a rule: ``410.6a`` → ``r410-6a``. Derived from the number alone, so it is
    the same in every edition and never depends on the page the rule lives on."""
    return "r" + number.replace(".", "-")


def example_anchor(example_id: str) -> str:
    return example_id.lower()


def section_of(number: str) -> str:
    return number[:3]


def sort_key(number: str) -> tuple[int, int, str]:
    """Numeric order: 703.9 before 703.10, a section before its rules."""
    m = NUMBER.fullmatch(number)
    if m is None:
        raise ValueError(f"not a rule number: {number!r}")
    return int(m["section"]), int(m["rule"] or -1), m["letter"] or ""


def ancestors(number: str) -> list[str]:
    """Every shorter number the rule could hang under, nearest first: 410.6a → 410.6, 410."""
    m = NUMBER.fullmatch(number)
    if m is None or m["rule"] is None:
        return []
    found = [m["section"]]
    if m["letter"]:
        found.insert(0, f"{m['section']}.{m['rule']}")
    return found


def level(number: str) -> int:
    """0 for a section, 1 for 410.6, 2 for 410.6a."""
    return len(ancestors(number))
