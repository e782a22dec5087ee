"""``adjudicator play [--from SCENARIO | --board FILE]``: the table mode."""
from __future__ import annotations

import sys
from typing import TextIO


def run(args) -> int:
    return session(args.from_scenario or args.board, sys.stdin, sys.stdout, sys.stderr)


def session(source: str | None, stdin: TextIO, stdout: TextIO, stderr: TextIO, interactive: bool | None = None) -> int:
    """A table session on these streams, from a scenario's or a saved board (``source``) or an empty
    one; its exit status (table.DONE, BAD_INPUT, INTERNAL)."""
    from ..cards.library import default_library
    from .board import Board
    from .console import Console
    from .names import Refused
    from .table import BAD_INPUT, Table
    console = Console(stdin, stdout, interactive)
    library = default_library()
    table = Table(console, library, Board(library), stderr)
    if source is not None:
        try:
            table.board = table.session.board = table.read_board(source)
        except Refused as exc:
            print(f"adjudicator play: {exc}", file=stderr)
            return BAD_INPUT
        console.say(f"The board of {source}.")
    try:
        return table.main()
    except KeyboardInterrupt:
        console.say("")
        return 130


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "play", help="table mode: build a board, play it a decision at a time, save the ruling as a scenario",
        description="Build a board (players, heroes, cards by English or Chinese name), then play it: at each "
                    "moment a player chooses, the legal options are listed with their rules; each step is "
                    "printed with its rules; `undo` goes back; `save FILE` writes the ruling as a scenario that "
                    "`adjudicator check` passes. Commands come from the terminal or a pipe. Exit status: 0 the "
                    "session ended; 2 bad input (an unreadable --from/--board, or a command refused); 3 an "
                    "internal error.")
    source = p.add_mutually_exclusive_group()
    source.add_argument("--from", dest="from_scenario", metavar="SCENARIO",
                        help="start from a scenario's board: a file, or an id such as E072")
    source.add_argument("--board", metavar="FILE", help="start from a board saved with `save board FILE`")
    p.set_defaults(func=run)
