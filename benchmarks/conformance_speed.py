"""Conformance-run benchmark (not a test): exporting the corpus, and the whole corpus through the
reference adapter with one persistent process and with one process per scenario (a sample), to
show what start-up costs and what the harness adds.

    .venv/bin/python benchmarks/conformance_speed.py
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adjudicator.conformance.export import export_corpus  # noqa: E402
from adjudicator.conformance.harness import Engine, run_corpus  # noqa: E402
from adjudicator.conformance.model import Manifest  # noqa: E402
from adjudicator.scenarios_cli import scenario_files  # noqa: E402

REFERENCE = f"{sys.executable} -m adjudicator engine"


def main() -> None:
    start = time.perf_counter()
    files = export_corpus(scenario_files([]))
    exported = time.perf_counter() - start
    manifest = Manifest.model_validate_json(files["manifest.json"])
    chosen = [(s, files[s.path], files[s.expectations.path]) for s in manifest.scenarios]
    print(f"export: {len(chosen)} scenarios in {exported:.2f} s")
    start = time.perf_counter()
    verdicts = run_corpus(Engine(REFERENCE + " --persistent", True, 60), chosen)
    total = time.perf_counter() - start
    passed = sum(v.status == "pass" for v in verdicts)
    rest = sorted(v.seconds for v in verdicts[1:])
    print(f"persistent: {passed}/{len(verdicts)} pass in {total:.2f} s; first scenario (with start-up) "
          f"{verdicts[0].seconds * 1000:.0f} ms, then median {rest[len(rest) // 2] * 1000:.1f} ms, "
          f"slowest {rest[-1] * 1000:.0f} ms")
    sample = chosen[:10]
    start = time.perf_counter()
    run_corpus(Engine(REFERENCE, False, 60), sample)
    print(f"one process per scenario: {(time.perf_counter() - start) / len(sample) * 1000:.0f} ms a scenario "
          f"({len(sample)} scenarios)")


if __name__ == "__main__":
    main()
