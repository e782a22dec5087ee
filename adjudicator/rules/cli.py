"""``adjudicator rules`` (the whole index) and ``adjudicator rule`` (one rule, or a search).

Output is for judges: the rule's number, title and text, then its sub-rules, wrapped to the
terminal. ``--verbose`` adds what authors need (page and line, anchor, parent); ``--json`` gives
the records. Imports only the rule index (no engine), so it answers at once.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import textwrap

from . import edition_cli
from .index import RuleIndex, load_index
from .model import Rule
from .numbers import is_number, normalize

NOT_FOUND = 2  # like a usage error: the number asked for is not in the rulebook
EXCERPT = 150  # characters of matching text shown per search hit


def register(subparsers: argparse._SubParsersAction) -> None:
    rules = subparsers.add_parser("rules", help="list every rule in the rule index")
    rules.add_argument("--json", action="store_true", help="a JSON list of rule records")
    rules.add_argument("--check", action="store_true",
                       help="report markup problems as path:line: message (exit 1 if any)")
    rules.set_defaults(func=run_rules)

    rule = subparsers.add_parser(
        "rule", help="show one rule with its sub-rules, or search the rules",
        description="Show a rule (any case: 410.6A) with its sub-rules, or search the rules.")
    rule.add_argument("number", nargs="?", help="a rule number such as 410.6a or 717.3")
    rule.add_argument("--search", metavar="QUERY",
                      help="a number, English words or Chinese text (e.g. 囊包, 'damage packet')")
    rule.add_argument("--no-children", action="store_true", help="the rule alone, without its sub-rules")
    rule.add_argument("--verbose", "-v", action="store_true",
                      help="also show where each rule is written (page, line, anchor, parent)")
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
    index = load_index()
    if args.search is not None:
        return _search(index, args.search, args)
    if args.edition == "older":
        return edition_cli.run_older(normalize(args.number), args.json, lambda rule: describe(
            index, [rule] if args.no_children else [rule, *descendants(index, rule)],
            verbose=args.verbose, width=terminal_width()))
    number = normalize(args.number)
    rule = index.get(number)
    if rule is None:
        why = "is not in the rule index" if is_number(number) else "is not a rule number (like 410.6a)"
        print(f"adjudicator: {args.number!r} {why}", file=sys.stderr)
        return NOT_FOUND
    family = [rule] if args.no_children else [rule, *descendants(index, rule)]
    if args.json:  # the record alone: its "children" field names the sub-rules
        _print_json(rule.to_dict())
    else:
        print(describe(index, family, verbose=args.verbose, width=terminal_width()))
    return 0


def descendants(index: RuleIndex, rule: Rule) -> list[Rule]:
    """The rule's sub-rules, depth first, in number order."""
    out: list[Rule] = []
    for child in index.children(rule.number):
        out += [child, *descendants(index, child)]
    return out


def _search(index: RuleIndex, query: str, args: argparse.Namespace) -> int:
    found = index.search(query)
    if args.json:
        _print_json([r.to_dict() for r in found])
    else:
        width = terminal_width()
        for rule in found:
            print(hit(rule, query, width, bold=_colour()))
            if args.verbose:
                print(f"    {rule.path}:{rule.line}  #{rule.anchor}")
    if not found:
        print(f"adjudicator: no rule matches {query!r}", file=sys.stderr)
    return 0 if found else 1


# -- text for judges -------------------------------------------------------------------------
def one_line(rule: Rule) -> str:
    return f"{rule.number}\t{rule.heading or rule.summary(100)}"


def terminal_width() -> int:
    """The terminal's width (``COLUMNS`` when piped), kept between 40 and 100 to stay readable."""
    return max(40, min(100, shutil.get_terminal_size((80, 24)).columns))


def describe(index: RuleIndex, family: list[Rule], *, verbose: bool = False, width: int = 80) -> str:
    """A rule and the sub-rules given, each as a heading line and its wrapped text."""
    first = family[0]
    blocks = [block(rule, width, verbose) for rule in family]
    parent = index.get(first.parent) if first.parent else None
    footer: list[str] = []
    if parent is not None:
        footer.append(f"Part of {parent.number} {parent.heading}".rstrip())
    examples = [x for r in family for x in r.examples]
    if examples:
        footer.append("Examples: " + ", ".join(examples))
    if verbose:
        footer += [f"{'page':<9}{first.path}:{first.line}", f"{'anchor':<9}{first.anchor}",
                   f"{'parent':<9}{first.parent or '—'}",
                   f"{'children':<9}{', '.join(first.children) or '—'}"]
    return "\n\n".join(blocks + (["\n".join(footer)] if footer else []))


def block(rule: Rule, width: int, verbose: bool = False) -> str:
    """A rule's heading line, its text, then its edition's part (older numbers, editor's notes)."""
    head = f"{rule.number} {rule.heading}".rstrip()
    if verbose:
        head += f"  ({rule.path}:{rule.line})"
    lines = [head, *wrap(rule.text, width, "    ")] if rule.text else [head]
    extra = edition_cli.edition_section(rule)
    for part in extra.split("\n\n") if extra else []:
        lines += ["", *wrap(" ".join(part.split()), width, "    ")]
    return "\n".join(lines)


def wrap(text: str, width: int, indent: str) -> list[str]:
    """Each paragraph or list item wrapped to ``width``; list items hang under their dash."""
    lines: list[str] = []
    for paragraph in text.splitlines():
        item = paragraph.startswith("- ")
        lines += textwrap.wrap(paragraph, width, initial_indent=indent,
                               subsequent_indent=indent + ("  " if item else ""),
                               break_on_hyphens=False) or [""]
    return lines


def hit(rule: Rule, query: str, width: int, bold: bool = False) -> str:
    """A search hit: number and title, then the text around the first match."""
    head = f"{rule.number} {rule.heading}".rstrip()
    text = " ".join(rule.text.split())
    shown = excerpt(text, query)
    if not shown:
        return head
    lines = textwrap.wrap(shown, width, initial_indent="    ", subsequent_indent="    ")
    return "\n".join([head, *(_emphasise(line, query) if bold else line for line in lines)])


def excerpt(text: str, query: str, size: int = EXCERPT) -> str:
    """About ``size`` characters of ``text`` around the first word of ``query`` it contains,
    cut at word boundaries, with "…" where it was cut."""
    folded = text.casefold()
    words = [w for w in query.casefold().split() if w]
    at = min((folded.find(w) for w in words if w in folded), default=-1)
    if at < 0 or len(text) <= size:
        return text[:size] + ("…" if len(text) > size else "")
    start = max(0, at - size // 3)
    end = min(len(text), start + size)
    if start:
        start = text.find(" ", start) + 1 or start
    if end < len(text):
        end = text.rfind(" ", start, end) if " " in text[start:end] else end
    return ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")


def _emphasise(text: str, query: str) -> str:
    words = sorted({w for w in query.split() if w}, key=len, reverse=True)
    if not words:
        return text
    pattern = re.compile("|".join(map(re.escape, words)), re.IGNORECASE)
    return pattern.sub(lambda m: f"\033[1m{m.group(0)}\033[0m", text)


def _colour() -> bool:
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def _print_json(data: object) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    print()
