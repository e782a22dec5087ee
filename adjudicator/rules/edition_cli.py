"""The edition's part of ``adjudicator rule``: a rule's editor's notes and the older edition's
numbers it replaces, and ``adjudicator rule --edition older 801`` (an older number → the 5.0
rules now covering it). Kept apart from :mod:`.cli`, which lays out the rest of the answer."""
from __future__ import annotations

import json
import sys
import textwrap
from typing import Callable

from .index import RuleIndex, load_index
from .model import Rule
from .numbers import is_number

EDITIONS = ("5.0", "older")
NOT_FOUND = 2


def edition_section(rule: Rule) -> str:
    """What follows a rule's text: "Older edition: …" and its editor's notes ("" if neither)."""
    parts = []
    if rule.older:
        parts.append(f"Older edition: {', '.join(rule.older)}")
    for note in rule.notes:
        shown = f" (our reading is replayed in {', '.join(note.scenarios)})" if note.scenarios else ""
        parts.append(textwrap.fill(f"Editor's note · {note.label}: {note.text}{shown}", width=100,
                                   subsequent_indent="  "))
    return "\n\n".join(parts)


def run_older(number: str, as_json: bool, show: Callable[[Rule], str]) -> int:
    """``rule --edition older N``: the older rule N, what replaced it, and those 5.0 rules
    (each shown by ``show``, the way ``adjudicator rule`` shows a rule)."""
    index = load_index()
    entry = index.older.get(number)
    if entry is None:
        why = "is not a number of the older edition" if is_number(number) else "is not a rule number (like 801.1)"
        print(f"adjudicator: {number!r} {why}", file=sys.stderr)
        return NOT_FOUND
    rules = [index[n] for n in entry.now if n in index]
    if as_json:
        json.dump({**entry.to_dict(), "rules": [r.to_dict() for r in rules]}, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    print(older_heading(entry, index))
    for rule in rules:
        print()
        print(show(rule))
    return 0


def older_heading(entry, index: RuleIndex) -> str:  # noqa: ANN001 (an OlderRule)
    title = f" ({entry.title})" if entry.title else ""
    if entry.dropped:
        head = f"Older edition {entry.number}{title} has no 5.0 rule: {entry.dropped}"
    else:
        now = ", ".join(f"{n} {index[n].heading}".rstrip() if n in index else n for n in entry.now)
        head = f"Older edition {entry.number}{title} is 5.0 {now}."
    lines = [head]
    if entry.note:
        lines.append(f"It differs: {entry.note}")
    if entry.source == "cited":
        lines.append("(The older text we have only cites this number; its rule text is not in it.)")
    elif entry.source == "inferred":
        lines.append("(The older text we have lost this number; it is inferred from its place.)")
    return "\n".join(textwrap.fill(line, width=100, subsequent_indent="  ") for line in lines)
