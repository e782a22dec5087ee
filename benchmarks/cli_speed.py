"""CLI benchmark (not a test): the CPU time (user + system) of the table commands, each run as a
judge runs it, in a fresh process. The target is 0.3 s for ``rule``, ``term`` and ``card``.

    .venv/bin/python benchmarks/cli_speed.py [RUNS]

Prints the median CPU time of each command over RUNS runs (default 5), which modules the
``rule`` and ``card`` commands imported that they should not (the engine, the card model), and
the first ``card`` look-up with an empty cache (it builds the card index, rebuilt whenever a
card, scenario or rule file changes).
"""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys

COMMANDS = [
    ["rule", "410.6A"],
    ["rule", "717.3"],
    ["rule", "--search", "packet"],
    ["rule", "--search", "囊包"],
    ["term", "packet"],
    ["term", "囊包"],
    ["card", "Blackcrow"],
    ["card", "queen sylvanas windrunner", "--json"],
    ["card", "Blakcrow"],                      # a typo: close matches, exit 2
    ["card", "Greefer"],                       # on the unwritable list
    ["card", "Argent Confessor Paletress"],    # facts only, from the official pool (data/cards/)
    ["card", "Argent Confesor Paletres"],      # a typo among ~6,500 names
    ["card", "Alexstrasza the Life-Binder"],   # a stub: powers not encoded
    ["explain", "E001"],
]
TARGET = 0.3
TABLE = ("rule", "term", "card")


def cpu_of(argv: list[str], env: dict[str, str] | None = None) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "adjudicator", *argv], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False, env={**os.environ, "COLUMNS": "80", **(env or {})})
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def heavy_imports(argv: list[str]) -> list[str]:
    code = ("import sys; from adjudicator.cli import main; main(%r); "
            "print(*sorted(m for m in sys.modules if m.startswith(('adjudicator.engine', "
            "'adjudicator.cards', 'adjudicator.replay'))), file=sys.stderr)" % (argv,))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    return done.stderr.split()


def main(runs: int) -> int:
    slow = 0
    import tempfile
    with tempfile.TemporaryDirectory() as home:  # an empty cache: the card index is built on first use
        cold = cpu_of(["card", "Blackcrow"], {"XDG_CACHE_HOME": home})
    cpu_of(["term", "packet"])  # fill the glossary cache, as a judge's first look-up does
    cpu_of(["card", "Blackcrow"])  # and the card index
    print(f"{'command':<28}{'median CPU s':>14}{'max':>8}")
    for argv in COMMANDS:
        times = [cpu_of(argv) for _ in range(runs)]
        median = statistics.median(times)
        flag = ""
        if argv[0] in TABLE and median > TARGET:
            flag, slow = f"  over {TARGET} s", slow + 1
        print(f"{' '.join(argv):<28}{median:>14.3f}{max(times):>8.3f}{flag}")
    print(f"{'card Blackcrow, empty cache':<28}{cold:>14.3f}")
    extra = heavy_imports(["rule", "410.6a"])
    print("rule 410.6a imports the engine:", ", ".join(extra) if extra else "no")
    card_extra = heavy_imports(["card", "Blackcrow"])
    print("card Blackcrow imports the engine:", ", ".join(card_extra) if card_extra else "no")
    return 1 if slow or extra or card_extra else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 5))
