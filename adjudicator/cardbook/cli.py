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

from .index import cached_index, find, group_of


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("card", help="look up a card (English or Chinese name): printed information, text, "
                                           "powers, the rules they use and the scenarios that use it")
    p.add_argument("name", nargs="+", help="the card's name, in English or Chinese, in any case")
    p.add_argument("--json", action="store_true", help="the card as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    query = " ".join(args.name)
    entry, close = find(cached_index(), query)
    if entry is None:
        hint = f" Did you mean: {'; '.join(close)}?" if close else ""
        print(f"adjudicator card: no card named {query!r}.{hint}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(entry, ensure_ascii=False, indent=2))
    else:
        print(describe(entry, width()))
    return 0


def width() -> int:
    return max(40, min(100, shutil.get_terminal_size((80, 24)).columns))


def printed_line(entry: dict[str, Any]) -> str:
    """"Ally · cost 2 · Alliance · Dwarf Warrior · ATK 1 melee · health 1 · Unlimited"."""
    parts = [entry["type"].capitalize()]
    if entry.get("cost") is not None:
        parts.append(f"cost {entry['cost']}" + ("+X" if entry.get("x_cost") else ""))
    parts += [entry["faction"]] if entry.get("faction") else []
    classes = entry.get("classes") or []
    parts += ["[" + ", ".join(classes) + "]"] if classes else []
    parts += [" ".join(entry["traits"])] if entry.get("traits") else []
    if entry.get("atk") is not None:
        parts.append(f"ATK {entry['atk']}" + (f" {entry['damage_type']}" if entry.get("damage_type") else ""))
    parts += [f"health {entry['health']}"] if entry.get("health") is not None else []
    parts += [f"DEF {entry['def']}"] if entry.get("def") is not None else []
    parts += [f"strike cost {entry['strike_cost']}"] if entry.get("strike_cost") is not None else []
    tags = (entry.get("tags") or []) + (entry.get("keywords") or [])
    parts += [", ".join(tags)] if tags else []
    return " · ".join(parts)


def provenance(entry: dict[str, Any]) -> str:
    if entry.get("set"):
        return f"{entry['set']}, no. {entry['number']}" if entry.get("number") else entry["set"]
    return "set not recorded (a card of the rules' worked examples, or a stand-in)"


def describe(entry: dict[str, Any], columns: int = 80) -> str:
    def wrap(text: str, indent: str = "  ") -> list[str]:
        return textwrap.wrap(text, columns, initial_indent=indent, subsequent_indent=indent + "  ") or [indent]

    title = entry["name"] + (f" · {entry['zh']}" if entry.get("zh") else "")
    lines = [title]
    if not entry["writable"]:
        lines += wrap(f"{entry['type'].capitalize()} · {provenance(entry)}", "")
        lines += ["", *wrap(f"not writable yet: {entry['clause']}", "")]
        if entry.get("needs"):
            lines += wrap(f"needs: {entry['needs']}", "")
        return "\n".join(lines)
    lines += wrap(printed_line(entry), "") + wrap(provenance(entry), "")
    lines += ["", "Text:"] + wrap(entry["text"])
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
    return "\n".join(lines)
