"""Counting-card benchmark (not a test): E026's board with N Ironforge Guards ("+1 health for each
other ally named Ironforge Guards in your party") instead of three, Chain Lightning at three of
them. Each Guard's health counts all the others, so a naive replay is quadratic in N; the
engine's counting is near-linear, and the times below should grow about as fast as N.

    .venv/bin/python benchmarks/counting_speed.py [N …]      (default: 75 150 300 600)
"""
from __future__ import annotations

import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adjudicator.replay import replay  # noqa: E402

E026 = ROOT / "scenarios/4-game-concepts/410/E026-ironforge-guards-chain-lightning.yaml"


def guards_board(n: int, folder: Path) -> Path:
    """E026 with n Guards; the three targeted ones die in three waves as before, the others stay."""
    text = E026.read_text(encoding="utf-8")
    rows = "".join(f"        - {{card: Ironforge Guards, id: guard-{k}}}\n" for k in range(n - 3))
    text = text.replace("        - {card: Ironforge Guards, id: guard-c}\n",
                        "        - {card: Ironforge Guards, id: guard-c}\n" + rows)
    text = text.replace("guard-a: {health: 3, damage: 0}", f"guard-a: {{health: {n}, damage: 0}}")
    text = text.replace("guard-c: {health: 3, damage: 0}", f"guard-c: {{health: {n}, damage: 0}}")
    text = text.replace("waves: [[guard-a], [guard-b], [guard-c]]", "waves: []")
    text = re.sub(r"^rules: .*$", "rules: []", text, flags=re.M)  # no wave: the checks' rules don't fire
    text = text.replace("in_play: {Ironforge Guards: 0}", f"in_play: {{Ironforge Guards: {n}}}")
    for label in ("guard-a", "guard-b", "guard-c"):
        text = text.replace(f"    {label}: {{zone: graveyard}}", f"    {label}: {{zone: play}}")
    path = folder / f"guards-{n}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def main(sizes: list[int]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        replay(guards_board(3, Path(tmp)))  # warm the card library
        last = None
        for n in sizes:
            path = guards_board(n, Path(tmp))
            start = time.perf_counter()
            run = replay(path)
            elapsed = time.perf_counter() - start
            assert run.passed, run.mismatches
            growth = f" (x{elapsed / last[1]:.1f} for x{n / last[0]:.1f} Guards)" if last else ""
            print(f"{n:5} Guards: {elapsed:6.2f} s{growth}")
            last = (n, elapsed)


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [75, 150, 300, 600])
