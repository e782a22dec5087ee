"""Where a test session's time goes, by file: the lines of ``pytest --durations=N`` summed per test
file (setup, call and teardown together), largest first.

    .venv/bin/python -m pytest --durations=80 > suite.log
    .venv/bin/python benchmarks/durations_by_file.py suite.log

The durations are wall-clock seconds of the listed tests only (a test under pytest's 5 ms floor, or
beyond the N asked for, is not listed); a child process's time counts in its test's."""
from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

LINE = re.compile(r"\s*([\d.]+)s (setup|call|teardown)\s+([^:\s]+)")


def by_file(lines) -> dict[str, tuple[float, int]]:
    seconds: dict[str, float] = defaultdict(float)
    counted: dict[str, int] = defaultdict(int)
    for line in lines:
        if found := LINE.match(line):
            seconds[found[3]] += float(found[1])
            counted[found[3]] += 1
    return {name: (seconds[name], counted[name]) for name in sorted(seconds, key=lambda n: -seconds[n])}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: durations_by_file.py PYTEST_LOG", file=sys.stderr)
        return 2
    try:
        totals = by_file(Path(argv[0]).read_text(encoding="utf-8", errors="replace").splitlines())
    except OSError as exc:
        print(f"{argv[0]}: {exc.strerror}", file=sys.stderr)
        return 2
    for name, (seconds, count) in totals.items():
        print(f"{seconds:8.1f} s {count:4d} listed  {name}")
    print(f"{sum(s for s, _ in totals.values()):8.1f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
