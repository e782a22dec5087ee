"""Engine speed where issue 23 sets its targets (not a test), in CPU seconds (user + system), so
that other load on the machine counts as little as it can; optionally side by side with another
revision of the repository (``--against``, e.g. the previous commit):

- random play: games and steps per CPU-second (target: 25 games per CPU-second);
- the corpus replayed in one process, and ``adjudicator check`` as a judge runs it (start-up
  included): CPU seconds per 150 scenarios (target: under 1 s);
- ``adjudicator explain E001`` in a fresh process, start-up included (target: under 0.3 s);
- one-shot ``adjudicator engine`` on E001's exported JSON, start-up included (target: under 0.3 s);
- with ``--book``, the book: ``sphinx-build -W -n`` from scratch, with an empty disk cache (target:
  under 40 s), then again with nothing changed (target: under 5 s), then from scratch with the
  disk cache the first left (its scenario pages and conformance runs); one round (a build is long).

    .venv/bin/python benchmarks/engine_speed.py [--against REV] [--games 10] [--seed 1] [--runs 3] [--book]

Each figure is the best of ``--runs`` rounds, each round measuring the trees in turn. The other revision is taken with ``git archive`` into
a temporary folder and run with this checkout's Python environment.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
E001 = "scenarios/1-fundamentals/103"

# Run inside the tree measured (its own adjudicator package first on the path).
IN_PROCESS = """
import json, sys, time
from pathlib import Path
from adjudicator.cards.library import default_library
from adjudicator.randomplay import games
from adjudicator.randomplay.boards import Pools
from adjudicator.replay import replay
from adjudicator.rules import load_index
from adjudicator.scenarios_cli import scenario_files
games_n, seed, runs = map(int, sys.argv[1:4])
library, known = default_library(), {r.number for r in load_index()}
pools = Pools.of(library)
try:  # the collector set as random-play sets it, so that the library's size doesn't weigh on each collection
    from adjudicator.randomplay.cli import settle_collector
except ImportError:  # a revision from before it: the same settings
    import gc

    def settle_collector():
        gc.freeze()
        gc.set_threshold(20_000, *gc.get_threshold()[1:])
settle_collector()
steps = []


def cpu_of(work):
    start = time.process_time()
    work()
    return time.process_time() - start


def play():
    steps[:] = [games.play_game(seed, index, 500, library, pools, known).steps for index in range(games_n)]


play_cpu = min(cpu_of(play) for _ in range(runs))
files = scenario_files([])
replay(files[0], known)
corpus = min(cpu_of(lambda: [replay(f, known) for f in files]) for _ in range(runs))
print(json.dumps({"play_cpu": play_cpu, "steps": sum(steps), "scenarios": len(files), "corpus_cpu": corpus}))
"""


def environment(tree: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # as a judge's shell has it
    return {**env, "PYTHONPATH": str(tree), "COLUMNS": "80"}


def child_cpu(argv: list[str], tree: Path, stdin: Path | None = None) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with (stdin.open("rb") if stdin else open(os.devnull, "rb")) as given:
        subprocess.run([sys.executable, *argv], cwd=tree, env=environment(tree), stdin=given,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def best_cpu(argv: list[str], tree: Path, runs: int, stdin: Path | None = None) -> float:
    child_cpu(argv, tree, stdin)  # warm: bytecode and the caches a judge's machine keeps
    return min(child_cpu(argv, tree, stdin) for _ in range(runs))


def measure(tree: Path, args) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", IN_PROCESS, str(args.games), str(args.seed), str(args.runs)],
                          cwd=tree, env=environment(tree), capture_output=True, text=True, check=True)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([sys.executable, "-m", "adjudicator", "export", "--out", out, E001], cwd=tree,
                       env=environment(tree), capture_output=True, check=True)
        exported = next(Path(out).rglob("E001-valthak-spiritdrinker.json"))
        engine = best_cpu(["-m", "adjudicator", "engine"], tree, args.runs, exported)
    check = best_cpu(["-m", "adjudicator", "check", "scenarios"], tree, args.runs)
    per150 = 150 / found["scenarios"]
    return {"games per CPU-s": args.games / found["play_cpu"], "steps per CPU-s": found["steps"] / found["play_cpu"],
            "corpus replay, CPU-s per 150": found["corpus_cpu"] * per150,
            "check (fresh process), CPU-s per 150": check * per150,
            "explain E001, CPU-s": best_cpu(["-m", "adjudicator", "explain", "E001"], tree, args.runs),
            "engine one-shot E001, CPU-s": engine}


def book_cpu(tree: Path) -> dict[str, float]:
    """The book built from scratch (an empty output folder and disk cache), then again unchanged,
    then from scratch again with the disk cache the first build left (its scenario pages and
    conformance runs: sphinxext.scenario_kept)."""
    with tempfile.TemporaryDirectory() as out, tempfile.TemporaryDirectory() as cache:
        env = {**environment(tree), "XDG_CACHE_HOME": cache}
        figures = {}
        for name in ("book from scratch, CPU-s", "book unchanged, CPU-s", "book from scratch, disk cache warm, CPU-s"):
            if "warm" in name:
                shutil.rmtree(out)
                os.mkdir(out)
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run([sys.executable, "-m", "sphinx", "-W", "-n", "-q", "-b", "html", str(tree), out], cwd=tree,
                           env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            figures[name] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return figures


def archived(rev: str, into: Path) -> Path:
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--against", metavar="REV", help="also measure this revision, side by side")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--book", action="store_true", help="also build the book (from scratch, then unchanged)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"this checkout": ROOT, **({args.against: archived(args.against, Path(tmp))} if args.against else {})}
        rounds = args.runs
        args.runs = 1
        columns: dict[str, dict[str, float]] = {}
        for _ in range(rounds):  # the trees in turn, so that a change of load on the machine hits both alike
            for name, tree in trees.items():
                found = measure(tree, args)
                best = columns.setdefault(name, found)
                for key, value in found.items():
                    best[key] = max(best[key], value) if "per CPU-s" in key else min(best[key], value)
        for name, tree in trees.items() if args.book else ():
            columns[name].update(book_cpu(tree))
    print(f"random play: {args.games} games of seed {args.seed}; best of {rounds} rounds, the trees in turn")
    print(f"{'':40}" + "".join(f"{name:>16}" for name in columns))
    for key in columns["this checkout"]:
        print(f"{key:40}" + "".join(f"{c[key]:>16.2f}" for c in columns.values()))


if __name__ == "__main__":
    main()
