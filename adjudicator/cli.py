"""The ``adjudicator`` command.

Subcommands are registered lazily, so that ``adjudicator rule 410.6a`` imports the rule index
and nothing else (the engine and the card model cost most of a second to import; a judge at the
table should not wait for them).

How to add a subcommand:

1. Write a module that exposes ``register(subparsers)``: it adds its parser(s) with
   ``subparsers.add_parser(NAME, help=…)`` and sets ``func`` (a function of the parsed
   arguments returning the exit status). Import heavy things inside ``func`` or at the module's
   top, never from another command's module.
2. Add one line per command name to ``COMMANDS`` below: the name, the module, and the one-line
   help shown by ``adjudicator --help`` (which imports no command module at all).

``main`` imports only the module of the command being run; every other command is listed with
its help line from the table.
"""
from __future__ import annotations

import argparse
import gc
import importlib
import sys

# command name → (module exposing register(subparsers), help line for `adjudicator --help`)
COMMANDS: dict[str, tuple[str, str]] = {
    "rule": ("adjudicator.rules.cli", "show one rule with its sub-rules, or search the rules"),
    "rules": ("adjudicator.rules.cli", "list every rule in the rule index"),
    "term": ("adjudicator.glossary.cli", "look up a game term (English or Chinese) in the glossary"),
    "explain": ("adjudicator.scenarios_cli", "replay one scenario and explain every step with its rules"),
    "check": ("adjudicator.scenarios_cli", "replay every scenario found and report pass/fail"),
    "options": ("adjudicator.options_cli", "who acts next in a scenario, their legal options, and why not"),
    "coverage": ("adjudicator.coverage_cli", "which rules the scenarios cite and which fired in their replays"),
    "card": ("adjudicator.cardbook.cli", "look up a card: printed information, powers in words, rules, scenarios"),
    "cards": ("adjudicator.cardbook.lint_cli", "checks over the whole card library: --lint compares text and encoding"),
    "deck": ("adjudicator.deck.cli", "deck registration checks (100.1–100.4)"),
    "export": ("adjudicator.conformance.cli", "write every scenario and card as normalised JSON, with a manifest"),
    "conform": ("adjudicator.conformance.cli", "run the scenarios through an engine command and report"),
    "engine": ("adjudicator.conformance.cli", "our engine behind the runner contract: exported scenario JSON in, result JSON out"),
    "play": ("adjudicator.table.cli", "table mode: build a board, play it decision by decision, save the ruling"),
    "random-play": ("adjudicator.randomplay.cli", "random games on random legal boards, invariants checked, failures shrunk"),
}


def command_of(argv: list[str]) -> str | None:
    """The subcommand named on the command line: the first word that is not an option."""
    return next((word for word in argv if not word.startswith("-")), None)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser with ``command``'s module registered; every other command is a placeholder
    that only names it and its help line (``full_parser`` registers them all)."""
    parser = argparse.ArgumentParser(
        prog="adjudicator",
        description="Judge's rules reference and scenario adjudicator for the World of Warcraft TCG (5.0 rules).")
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    if command in COMMANDS:
        importlib.import_module(COMMANDS[command][0]).register(subparsers)
    for name, (_, help_line) in COMMANDS.items():
        if name not in subparsers.choices:
            subparsers.add_parser(name, help=help_line, add_help=False)
    return parser


def full_parser() -> argparse.ArgumentParser:
    """Every command's real parser (for tests and documentation tools)."""
    parser = argparse.ArgumentParser(prog="adjudicator")
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    for module in dict.fromkeys(module for module, _ in COMMANDS.values()):
        importlib.import_module(module).register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    whole_process = argv is None  # run as the `adjudicator` command, not called by a test or a tool
    argv = sys.argv[1:] if argv is None else argv
    if whole_process:
        gc.disable()  # the imports make only objects that live as long as the process: nothing to collect
    parser = build_parser(command_of(argv))
    args = parser.parse_args(argv)
    if whole_process:
        gc.freeze()  # ... nor to walk again in every later collection (a `check` of the corpus: ~15% of its CPU)
        gc.enable()
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
