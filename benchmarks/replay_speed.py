"""Replay-speed benchmark (not a test): the whole scenario set, and the 803 loop scenario with the
named number at 10**6 + 1 and at 10**12 — a mandatory loop is counted out by arithmetic, so the two
must take the same time within noise.

    .venv/bin/python benchmarks/replay_speed.py
"""
from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adjudicator.replay import replay  # noqa: E402
from adjudicator.rules import load_index  # noqa: E402
from adjudicator.scenarios_cli import scenario_files  # noqa: E402

LOOP = ROOT / "scenarios/8-additional-concepts/803/E080-tyrande-wisp-loop.yaml"


def best_of(runs: int, work, clock=time.perf_counter) -> float:
    times = []
    for _ in range(runs):
        start = clock()
        work()
        times.append(clock() - start)
    return min(times)


def loop_with(number: int, folder: Path) -> Path:
    text = LOOP.read_text(encoding="utf-8").replace("2000000", str(number))
    path = folder / f"loop-{number}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def main() -> None:
    known = {r.number for r in load_index()}
    files = scenario_files([])
    replay(files[0], known)  # warm the card library and the rule index
    whole = best_of(5, lambda: [replay(f, known) for f in files])
    cpu = best_of(5, lambda: [replay(f, known) for f in files], time.process_time)  # other load doesn't count
    singles = {f.stem: best_of(5, lambda f=f: replay(f, known)) for f in files}
    with tempfile.TemporaryDirectory() as tmp:
        small, huge = loop_with(10**6 + 1, Path(tmp)), loop_with(10**12, Path(tmp))
        t_small = best_of(20, lambda: replay(small, known))
        t_huge = best_of(20, lambda: replay(huge, known))
    print(f"scenarios: {len(files)}")
    print(f"whole set, best of 5: {whole * 1000:.1f} ms wall, {cpu * 1000:.1f} ms CPU = "
          f"{cpu * 150 / len(files) * 1000:.1f} ms of CPU per 150 scenarios (target < 2000 ms)")
    print(f"slowest single scenario: {max(singles.values()) * 1000:.1f} ms "
          f"({max(singles, key=singles.get)}; target < 50 ms); median {statistics.median(singles.values()) * 1000:.1f} ms")
    print(f"803 loop, X = 10^6+1: {t_small * 1000:.2f} ms; X = 10^12: {t_huge * 1000:.2f} ms "
          f"(ratio {t_huge / t_small:.2f})")


if __name__ == "__main__":
    main()
