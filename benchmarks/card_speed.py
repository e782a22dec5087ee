"""Card look-up benchmark (not a test): the CPU time (user + system) of ``adjudicator card``, each
run as a judge runs it, in a fresh process, against the target of 0.3 s; and whether the command
imported the engine (it should read the card index and nothing else).

    .venv/bin/python benchmarks/card_speed.py [RUNS]

The first run after a card, scenario or rule file changed rebuilds the card index cache
(~/.cache/wowtcg-adjudicator); it is timed apart as "cold". The other numbers are medians over
RUNS runs (default 5). When the CLI benchmark (benchmarks/cli_speed.py) is on main, these cases
belong in its table.
"""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys

COMMANDS = [
    ["card", "Blackcrow"],
    ["card", "queen sylvanas windrunner", "--json"],
    ["card", "Blakcrow"],          # a typo: close matches, exit 2
    ["card", "Greefer"],           # on the unwritable list
]
TARGET = 0.3


def cpu_of(argv: list[str], env: dict[str, str] | None = None) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "adjudicator", *argv], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False, env={**os.environ, "COLUMNS": "80", **(env or {})})
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def heavy_imports(argv: list[str]) -> list[str]:
    code = ("import sys; from adjudicator.cli import main; main(%r); "
            "print(*sorted(m for m in sys.modules if m.startswith(('adjudicator.engine', "
            "'adjudicator.replay'))), file=sys.stderr)" % (argv,))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    return done.stderr.split()


def main(runs: int) -> int:
    import tempfile
    with tempfile.TemporaryDirectory() as home:  # an empty cache: the index is built on first use
        cold = cpu_of(["card", "Blackcrow"], {"XDG_CACHE_HOME": home})
    print(f"{'card Blackcrow (cold cache)':<40}{cold:>10.3f}")
    slow = 0
    cpu_of(["card", "Blackcrow"])  # the cache as a judge has it after the first look-up
    print(f"{'command':<40}{'median CPU s':>14}{'max':>8}")
    for argv in COMMANDS:
        times = [cpu_of(argv) for _ in range(runs)]
        median = statistics.median(times)
        flag = ""
        if median > TARGET:
            flag, slow = f"  over {TARGET} s", slow + 1
        print(f"{' '.join(argv):<40}{median:>14.3f}{max(times):>8.3f}{flag}")
    extra = heavy_imports(["card", "Blackcrow"])
    print("card imports the engine:", ", ".join(extra) if extra else "no")
    return 1 if slow or extra else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 5))
