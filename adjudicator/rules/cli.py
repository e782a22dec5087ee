"""``adjudicator rules`` (the whole index) and ``adjudicator rule`` (one rule, or a search)."""
from __future__ import annotations

import argparse
import json
import sys

from . import edition_cli
from .index import load_index
from .model import Rule
from .numbers import is_number

NOT_FOUND = 2  # like a usage error: the number asked for is not in the rulebook


def register(subparsers: argparse._SubParsersAction) -> None:
    rules = subparsers.add_parser("rules", help="list every rule in the rule index")
    rules.add_argument("--json", action="store_true", help="a JSON list of rule records")
    rules.add_argument("--check", action="store_true",
                       help="report markup problems as path:line: message (exit 1 if any)")
    rules.set_defaults(func=run_rules)

    rule = subparsers.add_parser("rule", help="show one rule, or search the rules")
    rule.add_argument("number", nargs="?", help="a rule number such as 410.6a")
    rule.add_argument("--search", metavar="QUERY",
                      help="a number, English words or Chinese text (e.g. 囊包, 'damage packet')")
    rule.add_argument("--json", action="store_true", help="print the record(s) as JSON")
    rule.add_argument("--edition", choices=edition_cli.EDITIONS, default="5.0",
                      help="whose numbering NUMBER is in: 5.0 (default) or the older edition (e.g. older 801)")
    rule.set_defaults(func=run_rule, parser=rule)


def run_rules(args: argparse.Namespace) -> int:
    index = load_index()
    if args.check:
        for problem in index.problems:
            print(problem)
        return 1 if index.problems else 0
    if args.json:
        _print_json([r.to_dict() for r in index])
    else:
        for rule in index:
            print(one_line(rule))
    return 0


def run_rule(args: argparse.Namespace) -> int:
    if (args.number is None) == (args.search is None):
        args.parser.error("give a rule number or --search QUERY (not both)")
    if args.search is not None:
        return _search(args.search, args.json)
    if args.edition == "older":
        index = load_index()
        return edition_cli.run_older(args.number, args.json,
                                     lambda rule: describe(rule, index.get(rule.parent) if rule.parent else None))
    index = load_index()
    rule = index.get(args.number)
    if rule is None:
        why = "is not in the rule index" if is_number(args.number) else "is not a rule number (like 410.6a)"
        print(f"adjudicator: {args.number!r} {why}", file=sys.stderr)
        return NOT_FOUND
    if args.json:
        _print_json(rule.to_dict())
    else:
        print(describe(rule, index.get(rule.parent) if rule.parent else None))
    return 0


def _search(query: str, as_json: bool) -> int:
    found = load_index().search(query)
    if as_json:
        _print_json([r.to_dict() for r in found])
    for rule in [] if as_json else found:
        print(one_line(rule))
    if not found:
        print(f"adjudicator: no rule matches {query!r}", file=sys.stderr)
    return 0 if found else 1


def one_line(rule: Rule) -> str:
    return f"{rule.number}\t{rule.heading or rule.summary(100)}"


def describe(rule: Rule, parent: Rule | None) -> str:
    fields = [
        ("rule", f"{rule.number} {rule.heading}".rstrip()),
        ("parent", f"{parent.number} {parent.heading}".rstrip() if parent else "—"),
        ("children", ", ".join(rule.children) or "—"),
        ("examples", ", ".join(rule.examples) or "—"),
        ("page", f"{rule.path}:{rule.line}"),
        ("anchor", rule.anchor),
    ]
    head = "\n".join(f"{name:<9}{value}" for name, value in fields)
    return "\n\n".join(part for part in (head, rule.text, edition_cli.edition_section(rule)) if part)


def _print_json(data: object) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    print()
