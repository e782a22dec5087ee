"""``adjudicator deck check DECK.yaml…``: deck registration checks from the shell.

Exit status: 0 every deck is legal, 1 a deck is illegal, 2 bad input (nothing else is printed for
that file)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from ..yamlio import SourceError, exists
from . import check_file


def deck_paths(paths: list[str]) -> list[Path]:
    found: list[Path] = []
    for p in map(Path, paths):
        found += sorted(p.rglob("*.yaml")) if exists(p) and p.is_dir() else [p]  # a bad name: read, refused
    return found


def check_command(args) -> int:
    files = deck_paths(args.paths)
    results, bad, illegal = [], False, False
    for path in files:
        try:
            report = check_file(path)
        except SourceError as exc:
            print(exc, file=sys.stderr)
            bad = True
            continue
        illegal |= not report.legal
        if args.json:
            results.append(report.to_json(str(path)))
        else:
            print("\n".join(report.lines(str(path)) + [report.summary(str(path))]))
    if args.json:
        print(json.dumps(results, ensure_ascii=False, indent=2))
    if not files:
        print("no deck file found", file=sys.stderr)
        return 2
    return 2 if bad else 1 if illegal else 0


def register(subparsers) -> None:
    deck = subparsers.add_parser("deck", help="deck registration checks (100.1–100.4)")
    commands = deck.add_subparsers(title="deck commands", metavar="COMMAND")
    p = commands.add_parser("check", help="check decks for tournament registration: each problem with its rule "
                                          "and line; exit 0 legal, 1 illegal, 2 bad input")
    p.add_argument("paths", nargs="+", metavar="DECK", help="deck files (YAML) or folders of them")
    p.add_argument("--json", action="store_true", help="print each deck's result, problems and rules applied as JSON")
    p.set_defaults(func=check_command)
    deck.set_defaults(func=lambda args: (deck.print_help(sys.stderr), 2)[1])
