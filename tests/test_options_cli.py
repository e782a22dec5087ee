"""``adjudicator options``: the legal options at a moment of a replay, and why an action is not legal."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
E072 = ROOT / "scenarios/7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "adjudicator", "options", *args], capture_output=True, text=True,
                          cwd=ROOT)


def test_options_before_the_first_entry_are_numbered_with_their_rules():
    out = run(str(E072), "--after", "0")
    assert out.returncode == 0, out.stderr
    assert "Alice has priority [410.1]" in out.stdout
    lines = out.stdout.splitlines()
    play = next(i for i, l in enumerate(lines) if l.endswith("{play: fire-blast, by: Alice, targets: {first: bob-hero}}"))
    assert lines[play].split(".")[0].strip().isdigit()
    assert "[410.2, 409.1]" in lines[play + 1]


def test_why_names_the_forbidding_rule():
    out = run(str(E072), "--after", "0", "--why", "{play: fire-blast, targets: {first: flames-1}}")
    assert out.returncode == 0, out.stderr
    assert "{play: fire-blast, by: Alice, targets: {first: flames-1}}: not legal" in out.stdout
    assert "(rule 706.1)" in out.stdout


def test_after_the_last_entry_and_as_json():
    out = run(str(E072), "--json", "--why", "{play: fire-blast, by: Alice, targets: {first: bob-hero}}")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["after"] == 1 and data["entry"] == {"play": "fire-blast", "by": "Alice", "targets": {"first": "bob-hero"}}
    assert data["prompt"]["kind"] == "priority" and data["prompt"]["player"] == "Alice"
    assert [o["entry"] for o in data["options"]] == [{"pass": True, "by": "Alice"}]  # Fire Blast is on the chain
    assert data["why"]["legal"] is False and data["why"]["rule"] == "409.1"


def test_a_legal_action_is_shown_as_its_option():
    out = run(str(E072), "--after", "0", "--json", "--why", "{pass: true}")
    why = json.loads(out.stdout)["why"]
    assert why["legal"] is True and why["option"] == 1 and why["rules"] == ["410.1", "410.4"]


def test_bad_input_exits_2_without_a_traceback():
    for args in (["--after", "5"], ["--why", "{play: ["], ["--why", "{plya: fire-blast}"], ["--why", "just words"]):
        out = run(str(E072), *args)
        assert out.returncode == 2, (args, out.stdout)
        assert "Traceback" not in out.stderr and out.stderr.strip()


# -- ux-fits --
L09 = ROOT / "scenarios/7-powers-links-modifiers/706/L09-prey-on-the-weak-cost-four-or-less.yaml"


def test_a_target_that_doesnt_fit_is_refused_with_its_description_in_words():
    """706.1: the refusal reads the slot's description as the card's reading does, not its fields."""
    out = run(str(L09), "--after", "0", "--why", "{play: prey-on-the-weak, targets: {first: anika}}")
    assert out.returncode == 0, out.stderr
    assert "anika is not a legal target for Prey on the Weak (first): it doesn't fit the description " \
           "(an ally with cost 4 or less) (rule 706.1)" in out.stdout
    out = run(str(E072), "--after", "0", "--why", "{play: fire-blast, targets: {first: flames-1}}")
    assert "it doesn't fit the description (a hero or ally) (rule 706.1)" in out.stdout
