"""The big fuzzing campaign (not a test; the suite runs a small one, tests/test_fuzz.py):
thousands of mutants of our own scenario files, hundreds of our card files (each library then
replays a few scenarios), glossary files and deck files, each run as ``adjudicator check`` (or
``deck check``) would, then command lines of every subcommand with odd option values and table-mode
sessions of odd commands,
with a wall-clock alarm to catch hangs. Prints every traceback and hang (the mutants can be kept
in a folder) and how many mutants gave each outcome; exit 1 if there was any.

    .venv/bin/python benchmarks/fuzz_campaign.py [--count 3000] [--cards 300] [--glossary 200]
                                                 [--decks 300] [--cli 1000] [--table 300] [--seed 1]
                                                 [--timeout 10] [--keep DIR]
"""
from __future__ import annotations

import argparse
import collections
import random
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import fuzzing  # noqa: E402


class Hang(BaseException):
    """Not an Exception: the classification must not swallow it."""


def _alarm(signum, frame):
    raise Hang()


def timed(seconds: int, work):
    signal.alarm(seconds)
    try:
        return work()
    except Hang:
        return [("hang", f"over {seconds} s")]
    finally:
        signal.alarm(0)


def campaign(args) -> tuple[collections.Counter, list]:
    tally: collections.Counter = collections.Counter()
    problems: list[tuple[str, str, str, str, bytes]] = []

    def record(kind_detail, name, what, data):
        for kind, detail in kind_detail:
            tally[kind] += 1
            if kind in ("internal", "hang"):
                problems.append((kind, name, what, detail, data))

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for k, (source, what, data) in enumerate(fuzzing.mutants(args.count, args.seed)):
            path = tmp / f"m{k:05d}-{source.name}"
            path.write_bytes(data)
            record(timed(args.timeout, lambda: [fuzzing.outcome(path)]), path.name, what, data)
            path.unlink()
        rng = random.Random(args.seed)
        scenarios = fuzzing.scenario_sources()
        (tmp / "cards").mkdir()
        for k, (source, what, data) in enumerate(fuzzing.card_mutants(args.cards, args.seed)):
            some = rng.sample(scenarios, 3)
            record(timed(args.timeout * 3, lambda: fuzzing.card_outcomes(source, data, tmp / "cards", some)),
                   f"c{k:05d}-{source.name}", what, data)
        (tmp / "glossary").mkdir()
        sources = sorted(fuzzing.ROOT.glob("glossary/data/*.yaml"))
        grng = random.Random(args.seed)
        for k in range(args.glossary):
            source = grng.choice(sources)
            what, data = fuzzing.mutant(source.read_text(encoding="utf-8"), grng)
            record(timed(args.timeout, lambda: [fuzzing.glossary_outcome(source, data, tmp / "glossary")]),
                   f"g{k:05d}-{source.name}", what, data)
        grng = random.Random(args.seed)
        decks = fuzzing.deck_sources()
        for k in range(args.decks if decks else 0):
            source = grng.choice(decks)
            what, data = fuzzing.mutant(source.read_text(encoding="utf-8"), grng, rounds=grng.choice([1, 2]))
            path = tmp / f"d{k:05d}-{source.name}"
            path.write_bytes(data)
            record(timed(args.timeout, lambda: [fuzzing.deck_outcome(path)]), path.name, what, data)
            path.unlink()
        commands_and_table(args, tmp, record)
    return tally, problems


def commands_and_table(args, tmp: Path, record) -> None:
    """Command-line option mutants and table-mode command mutants, run in ``tmp`` (where whatever
    they write goes)."""
    import os
    here = Path.cwd()
    os.chdir(tmp)
    try:
        fuzzing.cli_outcome(["export", "--out", "corpus", fuzzing.E072])
        bases = fuzzing.cli_bases(str(tmp / "corpus"), str(ROOT / "decks/100.1/constructed-sixty.yaml"))
        rng = random.Random(args.seed)
        for k in range(args.cli):
            what, argv = fuzzing.cli_mutant(rng.choice(bases), rng)
            record(timed(args.timeout, lambda: [fuzzing.cli_outcome(argv)]), f"a{k:05d}", what,
                   "\0".join(argv).encode("utf-8", "surrogateescape"))
        for k in range(args.table):
            commands = fuzzing.table_mutant(rng)
            record(timed(args.timeout, lambda: [fuzzing.table_outcome(commands)]), f"t{k:05d}", "table",
                   commands.encode("utf-8"))
    finally:
        os.chdir(here)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=3000, help="scenario mutants")
    parser.add_argument("--cards", type=int, default=300, help="card-file mutants (each replays 3 scenarios)")
    parser.add_argument("--glossary", type=int, default=200, help="glossary-file mutants")
    parser.add_argument("--decks", type=int, default=300, help="deck-file mutants (adjudicator deck check)")
    parser.add_argument("--cli", type=int, default=1000, help="command-line option mutants (every subcommand)")
    parser.add_argument("--table", type=int, default=300, help="table-mode command mutants (adjudicator play)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=10, help="seconds before a mutant counts as a hang")
    parser.add_argument("--keep", type=Path, help="save every traceback or hang mutant here")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, _alarm)
    start = time.perf_counter()
    tally, problems = campaign(args)
    elapsed = time.perf_counter() - start
    for kind, name, what, detail, data in problems:
        print(f"{kind.upper():8} {name} [{what}] {detail}")
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
            (args.keep / name).write_bytes(data)
    print(f"{args.count} scenario, {args.cards} card, {args.glossary} glossary, {args.decks} deck, {args.cli} "
          f"command-line and {args.table} table-mode mutants "
          f"(seed {args.seed}) "
          f"in {elapsed:.0f} s: " + ", ".join(f"{n} {kind}" for kind, n in sorted(tally.items())))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
