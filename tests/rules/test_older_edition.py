"""The older edition's numbers (docs/rules/older-edition.yaml) and ``rule --edition older``."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.rules import build_index, load_index
from adjudicator.rules.older import replaced_by

ROOT = Path(__file__).resolve().parents[2]
SEED_002 = ROOT.parent / "shared" / "seeds" / "002_a3d1da99235c7353.txt"
NUMBER = r"\d{3}(?:\.\d+[a-z]?)?"


def adjudicator(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "adjudicator", *args], capture_output=True, text=True)


def older_numbers_in_the_seed() -> set[str]:
    """Every number seed 002 prints as a rule label or cites ("见规则705.6", "（401.2）")."""
    if not SEED_002.is_file():
        pytest.skip(f"{SEED_002} is not available")
    text = SEED_002.read_text(encoding="utf-8")
    labels = re.findall(rf"(?m)^({NUMBER})[.\s]", text)
    cited = re.findall(rf"(?:规则|参见|见|（|\()\s*({NUMBER})(?!\d)", text)
    return set(labels) | set(cited)


def test_every_older_number_maps_to_5_0_rules_or_is_marked_dropped():
    index = load_index()
    assert index.problems == []  # includes: every 'now' number is a 5.0 rule
    missing = sorted(older_numbers_in_the_seed() - set(index.older))
    assert missing == []
    for entry in index.older.values():
        assert bool(entry.now) != bool(entry.dropped), entry.number
        assert all(n in index for n in entry.now)


def test_renumbered_rules_list_the_older_numbers_they_replace():
    index = load_index()
    assert index["803"].older == ("801",) and index["803.1"].older == ("801.1",)
    assert index["801"].older == ("803",)
    assert index["717.2a"].older == ("717.2b",)  # old 717.2a kept its number; 717.2b merged in
    assert index["410.6"].older == ("409.6",)
    assert index["705.1"].older == ()  # same number, so nothing to say
    assert replaced_by(index.older) == {r.number: r.older for r in index if r.older}


def test_rule_edition_older_maps_to_the_5_0_rule():
    done = adjudicator("rule", "--edition", "older", "801")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "Older edition 801 (Loops) is 5.0 803 Loops · 死循环."
    assert "\n803 Loops · 死循环\n" in done.stdout  # the rule shown as `adjudicator rule 803` shows it


def test_rule_edition_older_says_how_a_rule_differs_and_when_it_was_dropped():
    done = adjudicator("rule", "--edition", "older", "717.2d")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Older edition 717.2d is 5.0 717.2c Armor.")
    assert "It differs: Armor protected only heroes" in done.stdout
    dropped = adjudicator("rule", "--edition", "older", "703.5")
    assert dropped.returncode == 0 and dropped.stdout.startswith("Older edition 703.5 has no 5.0 rule:")


def test_rule_edition_older_json_and_unknown_numbers():
    record = json.loads(adjudicator("rule", "--edition", "older", "705.6b", "--json").stdout)
    assert record["now"] == ["402.1b", "402.1c"]
    assert [r["number"] for r in record["rules"]] == ["402.1b", "402.1c"]
    unknown = adjudicator("rule", "--edition", "older", "999.9")
    assert unknown.returncode == 2
    assert "'999.9' is not a number of the older edition" in unknown.stderr


def test_mapping_problems_are_reported_with_their_line(rulebook):
    root = rulebook({"4-game-concepts/410-priority.md": "# 410. Priority · 优先权\n\n:::{rule} 410.1\nText.\n:::\n"})
    (root / "docs" / "rules" / "older-edition.yaml").write_text(
        '- {older: "409.1", now: ["410.1"]}\n'
        '- {older: "409.1", now: ["410.1"]}\n'
        '- {older: "409.2", now: ["410.9"]}\n'
        '- {older: "409.3"}\n'
        '- {older: 409, now: ["410"]}\n', encoding="utf-8")
    index = build_index(root)
    assert [str(p) for p in index.problems] == [
        "docs/rules/older-edition.yaml:2: older number 409.1 is mapped twice",
        "docs/rules/older-edition.yaml:4: older 409.3: give exactly one of 'now' (5.0 numbers) or 'dropped' (why)",
        "docs/rules/older-edition.yaml:5: 'older' must be a quoted rule number like \"801.1\", got 409",
        "docs/rules/older-edition.yaml:3: older 409.2 maps to 410.9, which is not a 5.0 rule"]
    assert index["410.1"].older == ("409.1",)
