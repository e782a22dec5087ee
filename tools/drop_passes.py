"""Drop the ``pass`` entries a scenario's script no longer needs (``make drop-passes``).

Script entries wait for their player's next chance to act (docs/reference/scenario-format.md), so
a hand-counted ``pass`` that only let a link resolve or a step go by is bookkeeping. This tries
taking out each plain ``pass: true`` entry (one without ``rejected``), last first, and keeps it out
only if the scenario still passes and its replay makes exactly the same steps apart from that
player's "passes priority" line. A pass the ruling depends on changes the steps, so it stays.
Files with checkpoints (which count script entries) are left alone.

    python tools/drop_passes.py [PATH ...]     # default: scenarios/; rewrites the files in place
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adjudicator.cards.library import default_library  # noqa: E402
from adjudicator.formats.load import load_scenario  # noqa: E402
from adjudicator.replay import replay_scenario  # noqa: E402
from adjudicator.yamlio import SourceError, write_text  # noqa: E402

PASS_STEP = re.compile(r"^\S.* passes priority\.$")
ITEM = re.compile(r"^  - ")
PLAIN_PASS = re.compile(r"^  - (\{\s*)?pass: true\b")


def script_items(lines: list[str]) -> list[tuple[int, int]]:
    """The (start, end) line ranges of the top-level ``script:`` list's items."""
    start = next((i for i, line in enumerate(lines) if line.rstrip() == "script:"), None)
    if start is None:
        return []
    items: list[tuple[int, int]] = []
    i = start + 1
    while i < len(lines) and (not lines[i].strip() or lines[i].startswith(" ") or lines[i].startswith("#")):
        if ITEM.match(lines[i]):
            j = i + 1
            while j < len(lines) and lines[j].startswith("    "):
                j += 1
            items.append((i, j))
            i = j
        else:
            i += 1
    return items


def steps(path: Path, text: str, library) -> list[str] | None:
    """The replay's steps but explicit passes, or None if it fails or is bad input."""
    try:
        scenario, doc = load_scenario(path, text)
        if scenario.checkpoints:
            return None
        run = replay_scenario(scenario, doc, library)
    except SourceError:
        return None
    if not run.passed:
        return None
    return [s.text for s in run.game.trace.steps if not PASS_STEP.match(s.text)]


def simplify(path: Path, library) -> int:
    text = path.read_text(encoding="utf-8")
    wanted = steps(path, text, library)
    if wanted is None:
        return 0
    lines = text.splitlines(keepends=True)
    dropped = 0
    for start, end in reversed(script_items(lines)):
        if not PLAIN_PASS.match(lines[start]) or "rejected" in "".join(lines[start:end]):
            continue
        trial = lines[:start] + lines[end:]
        if steps(path, "".join(trial), library) == wanted:
            lines, dropped = trial, dropped + 1
    if dropped:
        write_text(path, "".join(lines))  # a file named to be rewritten in place: whole or not at all
    return dropped


def main(argv: list[str]) -> int:
    library = default_library()
    roots = [Path(a) for a in argv] or [ROOT / "scenarios"]
    files = sorted(f for r in roots for f in ([r] if r.is_file() else r.rglob("*.yaml"))
                   if "cards" not in f.parts)
    total = 0
    for f in files:
        n = simplify(f, library)
        if n:
            print(f"{f.relative_to(ROOT) if f.is_absolute() else f}: {n} pass entr{'y' if n == 1 else 'ies'} dropped")
        total += n
    print(f"{total} pass entries dropped in {len(files)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
