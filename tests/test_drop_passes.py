"""tools/drop_passes.py takes out only the pass entries a script doesn't need: the replay must keep
every other step, so a pass the ruling depends on, or one expected to be refused, stays."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from adjudicator.cards.library import default_library
from adjudicator.replay import replay

ROOT = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("drop_passes", ROOT / "tools" / "drop_passes.py")
drop_passes = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(drop_passes)
SOURCE = ROOT / "scenarios/6-combat/601/R601.3-the-proposed-attacker-is-destroyed.yaml"


def test_a_bookkeeping_pass_goes_and_a_pass_that_matters_stays(tmp_path):
    text = SOURCE.read_text(encoding="utf-8")
    # Alice's pass only hands priority to Bob, which the wait does anyway: bookkeeping. Bob's pass
    # lets the proposal resolve first, so his ability comes in the Attack Window: it matters.
    text = text.replace("  - play: destroy\n", "  - pass: true\n    by: Alice\n  - pass: true\n    by: Bob\n"
                        "  - play: destroy\n", 1).replace('rules: ["601.3", "711.1", "601.1"]', 'rules: ["601.1"]')
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    before = replay(path)
    assert before.passed and any("Attack Window opens" in s.text for s in before.game.trace.steps[:8])
    assert drop_passes.simplify(path, default_library()) == 1
    kept = path.read_text(encoding="utf-8")
    assert kept.count("pass: true") == 1 and "  - pass: true\n    by: Bob\n" in kept
    assert replay(path).passed


def test_a_pass_expected_to_be_refused_is_kept(tmp_path):
    source = ROOT / "scenarios/6-combat/600/C083-lynda-steele-sends-the-scout-in.yaml"
    path = tmp_path / "case.yaml"
    path.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    assert drop_passes.simplify(path, default_library()) == 0
    assert 'rejected: "600.2"' in path.read_text(encoding="utf-8")
