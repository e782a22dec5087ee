"""Truthful citations: a scenario's ``rules`` are rules its replay applies; ``see_also`` holds the
rules it only reads; explanation sentences are conditional on what happened."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.pytest_plugin import shared_replay
from adjudicator.replay import replay
from adjudicator.rules import load_index
from adjudicator.scenarios_cli import replay_checked, scenario_files
from adjudicator.yamlio import SourceError
from scenario_files import variant

ROOT = Path(__file__).resolve().parents[1]
E001 = ROOT / "scenarios/1-fundamentals/103/E001-valthak-spiritdrinker.yaml"
STAYS = ROOT / "scenarios/1-fundamentals/103/E001-variant-valthak-stays.yaml"


@pytest.mark.parametrize("path", scenario_files([]), ids=lambda p: p.stem)
def test_every_cited_rule_fires_in_the_replay(path: Path):
    run = shared_replay(path)
    fired = run.game.trace.cited()
    assert set(run.scenario.rules) <= fired, sorted(set(run.scenario.rules) - fired)


def test_a_cited_rule_that_does_not_fire_fails_the_scenario_at_its_line(tmp_path: Path):
    path = variant(tmp_path, E001, 'rules: ["103.2"', 'rules: ["716.1", "103.2"')
    run = replay(path)
    assert not run.passed
    (loc, message), = run.mismatches
    assert loc == ["rules", 0] and "716.1" in message and "see_also" in message
    assert run.doc.locate(loc)[0] == path.read_text().splitlines().index(
        next(line for line in path.read_text().splitlines() if line.startswith("rules:"))) + 1


def test_see_also_rules_need_not_fire_but_must_exist(tmp_path: Path):
    ok = variant(tmp_path, E001, 'rules: ["103.2"', 'see_also: ["716.1"]\nrules: ["103.2"')
    assert replay_checked(ok).passed
    bad = variant(tmp_path, E001, 'rules: ["103.2"', 'see_also: ["999.9"]\nrules: ["103.2"')
    with pytest.raises(SourceError, match="999.9 is not in the rulebook"):
        replay_checked(bad)
    assert "716.1" in {r.number for r in load_index()}


def test_103_4_is_cited_only_when_the_cant_ends_in_the_same_wave():
    ends = [s for s in replay(E001).game.trace.steps if "is not destroyed" in s.text]
    stays = [s for s in replay(STAYS).game.trace.steps if "is not destroyed" in s.text]
    assert len(ends) == 1 and "103.4" in ends[0].rules and "leaves play in this same wave" in ends[0].text
    assert stays and all("103.4" not in s.rules and "same instant" not in s.text and "leaves play" not in s.text
                         for s in stays)
