"""``adjudicator cards --lint``: the text-vs-encoding lint over the whole card library
(:mod:`adjudicator.cardbook.lint`). Each finding is printed as ``file:line: card: check: what``; the
exit status is 1 with findings, 0 without, 2 for a library that can't be read."""
from __future__ import annotations

import argparse
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("cards", help="checks over the whole card library: --lint compares each card's text "
                                            "with its encoding")
    p.add_argument("--lint", action="store_true", required=True,
                   help="report where a card's text and its encoding disagree (numbers, durations, targets, "
                        "'each', 'can't', 'instead', 'Ongoing')")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..yamlio import SourceError
    from ..cards.library import load_library
    from .lint import lint
    try:
        library = load_library()
    except SourceError as exc:
        print(exc, file=sys.stderr)
        return 2
    findings = lint(library)
    for f in findings:
        print(f"scenarios/cards/{library.origin[f.card]}: {f.card}: {f.check}: {f.message}")
    silenced = sum(len(c.lint) for c in library)
    skipped = sum(1 for c in library if not c.powers_encoded)
    print(f"{len(library.cards)} cards linted: {len(findings)} finding{'s' if len(findings) != 1 else ''}, "
          f"{silenced} silenced with a reason in the card's entry, {skipped} not linted (powers not encoded)",
          file=sys.stderr)
    return 1 if findings else 0
