"""``adjudicator card NAME``: a card as a judge needs it — printed information, text, powers in
words, the rules they use, the scenarios that use the card. Answers from the card index's disk
copy (:func:`~adjudicator.cardbook.index.cached_index`), so it imports no card model or engine.
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
import textwrap
from typing import Any

from .index import cached_index, group_of
from .lookup import FACTS_ONLY, STUB, UNWRITABLE, lookup
from .pool import conflicts_lines, load_meta, printed_line, printings_line, sources_line

__all__ = ["printed_line", "provenance", "describe", "register"]


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("card", help="look up a card (English or Chinese name): printed information, text, "
                                           "powers, the rules they use and the scenarios that use it")
    p.add_argument("name", nargs="+", help="the card's name, in English or Chinese, in any case")
    p.add_argument("--json", action="store_true", help="the card as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    query = " ".join(args.name)
    answers, close = lookup(cached_index(), query)
    if not answers:
        hint = f" Did you mean: {'; '.join(close)}?" if close else ""
        print(f"adjudicator card: no card named {query!r}.{hint}", file=sys.stderr)
        return 2
    if args.json:
        best = dict(answers[0], namesakes=answers[1:]) if len(answers) > 1 else answers[0]
        print(json.dumps(best, ensure_ascii=False, indent=2))
    else:
        print("\n\n".join(describe(a, width()) for a in answers))
    return 0


def width() -> int:
    return max(40, min(100, shutil.get_terminal_size((80, 24)).columns))


def provenance(entry: dict[str, Any]) -> str:
    if entry.get("set"):
        return f"{entry['set']}, no. {entry['number']}" if entry.get("number") else entry["set"]
    return "set not recorded (a card of the rules' worked examples, or a stand-in)"


def describe(entry: dict[str, Any], columns: int = 80) -> str:
    """An :func:`~adjudicator.cardbook.lookup.answer` as a judge reads it: the card, how far its
    powers are encoded, its encoding and scenarios, and its facts from the card data sets."""
    def wrap(text: str, indent: str = "  ") -> list[str]:
        return textwrap.wrap(text, columns, initial_indent=indent, subsequent_indent=indent + "  ") or [indent]

    title = entry["name"] + (f" · {entry['zh']}" if entry.get("zh") else "")
    lines = [title]
    status = entry["status"]
    if status == FACTS_ONLY:
        lines += wrap("powers not encoded yet: the card is not in the library"
                      + (f"; {entry['blocked']}" if entry.get("blocked") else "") + ". Its printed facts:", "")
    elif status == UNWRITABLE:
        lines += wrap(f"{entry['type'].capitalize()} · {provenance(entry)}", "")
        lines += ["", *wrap(f"not writable yet: {entry['clause']}", "")]
        lines += wrap(f"needs: {entry['needs']}", "") if entry.get("needs") else []
    else:
        lines += wrap(printed_line(entry), "") + wrap(provenance(entry), "")
        lines += ["", *wrap(f"powers not encoded: {entry['clause']}", "")] if status == STUB else []
        lines += encoding_lines(entry, wrap)
    lines += facts_lines(entry.get("facts"), wrap)
    return "\n".join(lines)


def encoding_lines(entry: dict[str, Any], wrap: Any) -> list[str]:
    lines = ["", "Text:"] + wrap(entry["text"])
    if entry["powers"]:
        lines += ["", "Powers, as the adjudicator plays them:"]
        for power in entry["powers"]:
            lines += wrap("- " + power)
    if entry["rules"]:
        lines += ["", "Rules these powers use:"]
        for rule in entry["rules"]:
            lines += wrap(f"{rule['number']:<7} {rule['title']}")
    lines += ["", f"Scenarios using it ({len(entry['scenarios'])}):" if entry["scenarios"] else
              "Scenarios using it: none"]
    for s in entry["scenarios"]:
        lines += wrap(f"{s['id']:<8} {s['title']}")
    lines += ["", f"In the book: {group_of(entry)}; defined in scenarios/cards/{entry['defined_in']}"]
    return lines


def facts_lines(facts: dict[str, Any] | None, wrap: Any) -> list[str]:
    """The card's printed facts as the public card data sets give them (not for the stand-ins)."""
    if facts is None:
        return []
    meta = load_meta()
    lines = ["", "Printed facts (card data sets):"] + wrap(printed_line(facts)) + wrap(printings_line(meta, facts))
    conflicts = conflicts_lines(facts)
    if conflicts:
        lines += ["", "The data sets differ on:"] + [x for c in conflicts for x in wrap("- " + c)]
    return lines + wrap(f"sources: {sources_line(meta, facts)}")
