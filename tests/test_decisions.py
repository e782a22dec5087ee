"""Decisions a script answers: options that share a card's id are told apart; prompts read as sentences."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.engine.decisions import Decision, Option, told_apart
from adjudicator.replay import replay
from adjudicator.yamlio import SourceError

ROOT = Path(__file__).resolve().parents[1]
R708 = ROOT / "scenarios/7-powers-links-modifiers/708/R708.1a-two-effects-of-one-card.yaml"


def test_options_sharing_an_id_are_named_by_what_tells_them_apart():
    named = told_apart([Option("circle", "0", "a", detail=("bob-ally", "power 1")),
                        Option("circle", "1", "b", detail=("carol-ally", "power 1")),
                        Option("helm", "2", "c"), Option("helm", "3", "d"),
                        Option("flames", "4", "e"), Option("flames", "5", "e")])
    assert [o.label for o in named] == ["circle (bob-ally)", "circle (carol-ally)", "helm (1)", "helm (2)",
                                        "flames", "flames"]  # interchangeable copies keep their plain id


def test_two_waiting_effects_of_one_card_are_chosen_by_their_event_card(tmp_path):
    assert replay(R708).passed
    other = tmp_path / R708.name
    other.write_text(R708.read_text().replace("circle-of-life (bob-ally)", "circle-of-life (carol-ally)")
                     .replace("choose: carol-spare\n    by: Carol\n  - choose: bob-spare\n    by: Bob",
                              "choose: bob-spare\n    by: Bob\n  - choose: carol-spare\n    by: Carol"))
    run = replay(other)  # the other order: Bob searches first
    assert [m for _, m in run.mismatches] == ["decks shuffled: expected ['Carol', 'Bob'], the replay gives "
                                              "['Bob', 'Carol']"]


def test_the_plain_id_of_two_different_effects_is_refused_with_the_options(tmp_path):
    plain = tmp_path / R708.name
    plain.write_text(R708.read_text().replace("choose: circle-of-life (bob-ally)", "choose: circle-of-life"))
    with pytest.raises(SourceError) as err:
        replay(plain)
    assert "circle-of-life (bob-ally), circle-of-life (carol-ally)" in err.value.message


R707 = ROOT / "scenarios/7-powers-links-modifiers/707/R707.1-targets-before-costs.yaml"


def test_the_explanation_gives_choices_in_the_order_they_are_made():
    """707.1: targets (707.1d) before the cost is paid (707.1e), so the ally destroyed to pay is
    chosen after the target is named."""
    run = replay(R707)
    assert run.passed
    steps = [s.text for s in run.game.trace.steps]
    target = next(i for i, t in enumerate(steps) if "targeting first: Generic Alliance Hero" in t)
    cost = next(i for i, t in enumerate(steps) if "chooses Generic Two-Three Ally as the card to destroy" in t)
    paid = next(i for i, t in enumerate(steps) if "Generic Two-Three Ally is destroyed to pay" in t)
    assert target < cost < paid


def test_a_prompt_reads_as_a_sentence(tmp_path):
    unanswered = tmp_path / R707.name
    unanswered.write_text(R707.read_text().replace("  - choose: big-ally\n    by: Alice\n", ""))
    with pytest.raises(SourceError) as err:
        replay(unanswered)
    assert "Alice must choose the card to destroy to pay the cost of Ritual Sacrifice's power" in \
        err.value.message
