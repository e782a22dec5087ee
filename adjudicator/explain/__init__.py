"""Views of a replay's trace: plain text for judges, JSON for other engines."""
from __future__ import annotations

from typing import Any

from ..replay import Replay


def step_line(step) -> str:
    """One step as the explanation prints it: its number, indented by its group, its rules."""
    indent = "    " * (step.depth + 1)
    return f"{step.n:>3}.{indent[:-2]}{step.text}  [{', '.join(step.rules)}]"


def as_text(run: Replay) -> str:
    s = run.scenario
    lines = [f"{s.id} — {s.title}", "", f"Question: {s.question}", ""]
    lines += [step_line(step) for step in run.game.trace.steps]
    lines += ["", f"Ruling: {s.ruling}", ""]
    if run.passed:
        lines.append("Result: the replay matches every expectation.")
    else:
        lines.append("Result: the replay departs from the expectations:")
        lines += [f"  - {message}" for _, message in run.mismatches]
    return "\n".join(lines) + "\n"


def as_json(run: Replay) -> dict[str, Any]:
    return {
        "id": run.scenario.id,
        "steps": [{"n": st.n, "text": st.text, "rules": list(st.rules), "power": st.power, "group": st.group}
                  for st in run.game.trace.steps],
        "result": run.result(),
        "passed": run.passed,
        "mismatches": [{"at": ".".join(map(str, loc)), "message": m} for loc, m in run.mismatches],
    }
