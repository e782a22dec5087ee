"""When a script entry is taken (docs/reference/scenario-format.md, Script): at its player's first
chance at which it is legal, or at the moment its ``when`` and ``at`` name; an entry whose moment
never comes is bad input, located at its line."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.replay import replay
from adjudicator.yamlio import SourceError
from scenario_files import variant

ROOT = Path(__file__).resolve().parents[1]
E066 = ROOT / "scenarios/7-powers-links-modifiers/714/E066-helwen-remains-exhausted.yaml"
E072 = ROOT / "scenarios/7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml"
E092 = ROOT / "scenarios/7-powers-links-modifiers/717/E092-increase-before-prevention.yaml"


def texts(path: Path) -> list[str]:
    return [s.text for s in replay(path).game.trace.steps]


def test_no_pass_is_written_and_none_is_explained():
    run = replay(E066)
    assert run.passed
    assert not [s for s in run.game.trace.steps if s.text.endswith("passes priority.")]


def test_an_action_waits_until_it_is_legal_and_is_taken_in_response_when_it_is(tmp_path):
    steps = texts(E066)
    refresh = next(i for i, t in enumerate(steps) if "announces Generic Instant Refresh" in t)
    second = [i for i, t in enumerate(steps) if "uses Helwen's payment power targeting first: Generic Four-Health Ally" in t][0]
    # the refresh, legal at once, is played in response; the second use waits until it has resolved
    assert refresh < next(i for i, t in enumerate(steps) if "Generic Instant Refresh resolves" in t) < second


def test_chain_empty_waits_for_everything_to_resolve(tmp_path):
    steps = texts(E066)
    hibernate = next(i for i, t in enumerate(steps) if "announces Hibernate" in t)
    assert sum("Helwen's power resolves" in t for t in steps[:hibernate]) == 2
    hasty = variant(tmp_path, E066, "    when: chain-empty    # both effects have resolved\n", "")
    run = replay(hasty)  # without it Bob plays Hibernate in response, and the ruling comes out otherwise
    steps = [s.text for s in run.game.trace.steps]
    hibernate = next(i for i, t in enumerate(steps) if "announces Hibernate" in t)
    assert sum("Helwen's power resolves" in t for t in steps[:hibernate]) == 0
    assert not run.passed


def test_at_a_step_waits_for_that_step(tmp_path):
    steps = texts(E092)
    window = next(i for i, t in enumerate(steps) if "Attack Window opens" in t)
    assert window < next(i for i, t in enumerate(steps) if "announces" in t and "ward" in t.lower())


@pytest.mark.parametrize("old,new,message", [
    ("targets: {first: bob-hero}", "targets: {first: bob-hero}\n    at: {turn: Bob}", "its moment (Bob's turn) never came"),
    ("targets: {first: bob-hero}", "targets: {first: bob-hero}\n    at: {turn: 2, step: ready}",
     "its moment (turn 2, the ready step) never came"),
    ("targets: {first: bob-hero}", "targets: {first: flames-1}", "it was never legal; at Alice's last chance (turn 1, "
     "Alice's action phase): flames-1 is not a legal target for Fire Blast (first)"),
    ("targets: {first: bob-hero}", "targets: {first: bob-hero}\n    at: {turn: Bobby}", "unknown player 'Bobby'"),
    ("targets: {first: bob-hero}", "targets: {first: bob-hero}\n    at: {turn: 0}", "a turn number counts from 1"),
    ("targets: {first: bob-hero}", "targets: {first: bob-hero}\n    when: later", "chain-empty"),
])
def test_an_entry_whose_moment_never_comes_is_bad_input_at_its_line(tmp_path, old, new, message):
    path = variant(tmp_path, E072, old, new)
    with pytest.raises(SourceError) as err:
        replay(path)
    assert message in err.value.message
    line = next(i for i, l in enumerate(path.read_text().splitlines(), 1) if "- play: fire-blast" in l)
    assert err.value.line >= line


def test_a_checkpoint_before_an_entry_sees_the_moment_it_is_taken(tmp_path):
    assert replay(E066).passed
    wrong = variant(tmp_path, E066, "  - before: 4                # both effects have resolved\n    expect:\n      chain: []",
                    "  - before: 4                # both effects have resolved\n    expect:\n      chain: [helwen]")
    run = replay(wrong)
    assert [m for loc, m in run.mismatches if loc[:2] == ["checkpoints", 1]]
