"""The replay commands as a judge or a CI job uses them: output, exit status, and bad input."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from scenario_files import variant

ROOT = Path(__file__).resolve().parents[1]
E072 = ROOT / "scenarios/7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml"
E076 = ROOT / "scenarios/7-powers-links-modifiers/717/E076-who-orders-replacements.yaml"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "adjudicator", *args], capture_output=True, text=True, cwd=ROOT)


def test_explain_prints_every_step_with_rules():
    out = run("explain", str(E072))
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    doubled = [l for l in lines if "2 → 4 damage" in l] + [l for l in lines if "4 → 8 damage" in l]
    assert len(doubled) == 2 and all("716.1e" in l and "flames-" in l for l in doubled)
    assert "matches every expectation" in out.stdout


def test_explain_and_check_take_a_scenario_id():
    by_id, by_path = run("explain", "E072"), run("explain", str(E072))
    assert by_id.returncode == 0 and by_id.stdout == by_path.stdout
    assert run("explain", "e072").stdout == by_path.stdout
    checked = run("check", "E072", "E076")
    assert checked.returncode == 0 and "2 passed, 0 failed" in checked.stdout
    missing = run("explain", "E999")
    assert missing.returncode == 2 and "E999" in missing.stderr and "Traceback" not in missing.stderr


def test_explain_json_has_steps_result_and_verdict():
    out = run("explain", "--json", str(E076))
    data = json.loads(out.stdout)
    assert data["id"] == "E076" and data["passed"] is True
    assert [s["n"] for s in data["steps"]] == list(range(1, len(data["steps"]) + 1))
    assert all(s["rules"] and isinstance(s["rules"][0], str) for s in data["steps"])
    assert any("Golem Skull Helm" in s["text"] and "717.2c" in s["rules"] for s in data["steps"])


def test_explanations_are_byte_identical_across_runs():
    assert run("explain", "--json", str(E076)).stdout == run("explain", "--json", str(E076)).stdout


def test_check_reports_each_scenario_and_a_summary():
    out = run("check", str(E072))
    assert out.returncode == 0
    assert "PASS  E072" in out.stdout and out.stdout.strip().endswith("1 passed, 0 failed")


def test_check_fails_on_a_wrong_expectation(tmp_path):
    path = variant(tmp_path, E072, "damage: 8", "damage: 7")
    out = run("check", str(path))
    assert out.returncode == 1
    assert "expected 7, the replay gives 8" in out.stdout
    line = next(i for i, l in enumerate(path.read_text().splitlines(), 1) if "damage: 7" in l)
    assert f"{path}:{line}:" in out.stdout


BAD_INPUT = [
    ("malformed YAML", "targets: {first: bob-hero}", "targets: {first: bob-hero", "invalid YAML"),
    ("unknown key", "    targets: {first: bob-hero}", "    targetz: {first: bob-hero}", "unknown key 'targetz'"),
    ("unknown entry kind", "  - play: fire-blast", "  - plya: fire-blast", "a script entry needs one of the keys"),
    ("unknown card", "{card: Fire Blast}", "{card: Fire Blastt}", "unknown card 'Fire Blastt'"),
    ("unknown rule", '"716.1e"', '"716.19"', "rule 716.19 is not in the rulebook"),
    ("703.10 stays a string", '"716.1e"', "703.10", "rule 703.10 is not in the rulebook"),
    ("wrong type", "resources: 1", "resources: lots", "Input should be a valid integer"),
    ("illegal action", "targets: {first: bob-hero}", "targets: {first: flames-1}", "not a legal target"),
    ("duplicate key", "resources: 1\n", "resources: 1\n      resources: 2\n", "duplicate key 'resources'"),
    ("a name the game never had", "bob-hero: {zone: play", "bob-heor: {zone: play", "no card 'bob-heor'"),
    ("a count past its limit", "resources: 1", "resources: 5000", "5,000 is over the limit: at most 1,000"),
]


@pytest.mark.parametrize("old,new,message", [case[1:] for case in BAD_INPUT], ids=[c[0] for c in BAD_INPUT])
def test_bad_input_is_located_and_exits_2(tmp_path, old, new, message):
    path = variant(tmp_path, E072, old, new)
    for command in (["explain", str(path)], ["check", str(path)]):
        out = run(*command)
        assert out.returncode == 2, (command, out.stdout, out.stderr)
        text = out.stdout + out.stderr
        assert message in text and f"{path}:" in text
        assert "Traceback" not in text


def test_an_unanswered_decision_is_bad_input(tmp_path):
    path = variant(tmp_path, E076, "  - choose: berserker-stance\n    by: Bob\n", "")
    out = run("explain", str(path))
    assert out.returncode == 2
    assert "Bob must" in out.stderr and "berserker-stance" in out.stderr and "world-in-flames" in out.stderr


def test_a_scripted_step_never_used_is_bad_input(tmp_path):
    path = variant(tmp_path, E072, "expect:", "  - name_number: 5000000\n    by: Bob\nexpect:")
    out = run("explain", str(path))
    assert out.returncode == 2 and "never used" in out.stderr


def test_every_command_in_the_table_is_registered_by_its_module():
    import argparse
    from adjudicator.cli import COMMANDS, full_parser
    subparsers = next(a for a in full_parser()._actions if isinstance(a, argparse._SubParsersAction))
    assert set(subparsers.choices) == set(COMMANDS)


def test_help_lists_every_command_without_importing_any():
    code = ("import sys; from adjudicator.cli import main\n"
            "try: main(['--help'])\nexcept SystemExit: pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('adjudicator.') and m != 'adjudicator.cli'), "
            "file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.stderr.strip() == "[]"
    for name in ("rule", "term", "explain", "check", "coverage", "deck"):
        assert f"    {name} " in done.stdout


GC_PROBE = ("import gc, sys\n"
            "import adjudicator.cli as cli\n"
            "sys.argv = ['adjudicator', *sys.argv[1:]]\n"
            "seen = []\n"
            "real = cli.build_parser\n"
            "cli.build_parser = lambda command: (seen.append(gc.isenabled()), real(command))[1]\n"
            "{call}\n"
            "print(seen, gc.get_freeze_count() > 0, gc.isenabled())\n")


def test_the_command_imports_with_the_collector_off_and_freezes_what_it_imported():
    """Run as the `adjudicator` command (argv from the process), the start-up's imports are made
    with the collector off and frozen after, and collection is back on for the replay."""
    done = subprocess.run([sys.executable, "-c", GC_PROBE.format(call="cli.main()"), "check", "E072"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "1 passed, 0 failed" in done.stdout and done.stdout.splitlines()[-1] == "[False] True True"


def test_main_called_with_arguments_leaves_the_collector_alone():
    """A test or a tool calling main(argv) in its own process keeps its collector as it was:
    nothing of the caller is frozen (it would never be collected)."""
    done = subprocess.run([sys.executable, "-c", GC_PROBE.format(call="cli.main(['check', 'E072'])")],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[True] False True"
