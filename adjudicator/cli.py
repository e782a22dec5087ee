"""The ``adjudicator`` command. Each subcommand lives with its subject: a module in
``SUBCOMMANDS`` exposes ``register(subparsers)``, which adds its parsers and sets ``func``
(a function of the parsed arguments returning the exit status)."""
from __future__ import annotations

import argparse
import importlib
import sys

SUBCOMMANDS: tuple[str, ...] = (
    "adjudicator.rules.cli",
    "adjudicator.scenarios_cli",
    "adjudicator.options_cli",
    "adjudicator.coverage_cli",
    "adjudicator.glossary.cli",
    "adjudicator.deck.cli",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="adjudicator",
        description="Judge's rules reference and scenario adjudicator for the World of Warcraft TCG (5.0 rules).")
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    for module in SUBCOMMANDS:
        importlib.import_module(module).register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "func"):
        parser.print_help(sys.stderr)
        return 2
    try:
        return args.func(args)
    except BrokenPipeError:  # `adjudicator rules | head` is fine
        sys.stderr.close()
        return 0
    except Exception as exc:  # noqa: BLE001 - bad input or a bug: said in a line, never a bare traceback
        from .yamlio import SourceError
        if isinstance(exc, SourceError):
            print(exc, file=sys.stderr)
            return 2
        from .scenarios_cli import INTERNAL, internal_error
        print(internal_error(None, exc), file=sys.stderr)
        return INTERNAL


if __name__ == "__main__":
    sys.exit(main())
