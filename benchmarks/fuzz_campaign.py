"""The big fuzzing campaign (not a test): thousands of mutants of our own scenario files, each
replayed as ``adjudicator check`` would, with a wall-clock alarm to catch hangs. Reports how
many mutants gave each outcome, and every traceback and hang with its mutant saved to a folder.

    .venv/bin/python benchmarks/fuzz_campaign.py [--count 3000] [--seed 1] [--timeout 10] [--keep DIR]
"""
from __future__ import annotations

import argparse
import collections
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import fuzzing  # noqa: E402


class Hang(BaseException):
    pass


def _alarm(signum, frame):
    raise Hang()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=10, help="seconds before a mutant counts as a hang")
    parser.add_argument("--keep", type=Path, help="save every traceback or hang mutant here")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, _alarm)
    tally: collections.Counter = collections.Counter()
    problems: list[tuple[str, str, str, str]] = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for k, (source, what, data) in enumerate(fuzzing.mutants(args.count, args.seed)):
            path = Path(tmp) / f"m{k:05d}-{source.name}"
            path.write_bytes(data)
            signal.alarm(args.timeout)
            try:
                kind, detail = fuzzing.outcome(path)
            except Hang:
                kind, detail = "hang", f"over {args.timeout} s"
            finally:
                signal.alarm(0)
            tally[kind] += 1
            if kind in ("internal", "hang"):
                problems.append((kind, path.name, what, detail))
                if args.keep:
                    args.keep.mkdir(parents=True, exist_ok=True)
                    (args.keep / path.name).write_bytes(data)
            path.unlink()
    elapsed = time.perf_counter() - start
    for kind, name, what, detail in problems:
        print(f"{kind.upper():8} {name} [{what}] {detail}")
    print(f"{args.count} mutants (seed {args.seed}) in {elapsed:.0f} s: "
          + ", ".join(f"{n} {kind}" for kind, n in sorted(tally.items())))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
