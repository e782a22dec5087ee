"""Cards a judge can trust (issue 18): no made modifier without its duration, readings that follow
the whole encoding, a text-vs-encoding lint, and a field-mutation audit kept small for CI."""
from __future__ import annotations

import pytest

from adjudicator.cards.library import load_library
from adjudicator.yamlio import SourceError

MADE = {
    "create_trigger": "create_trigger: {when: {event: damage}, effects: [{draw: 1}]}",
    "create_continuous": "create_continuous: {affects: {this: true}, atk: 1}",
    "create_prohibition": "create_prohibition: {cannot: attack, affects: {this: true}}",
    "create_modifier": "create_modifier: {when: {event: damage}, instead: {prevent: all}}",
    "restrict_attacks": "restrict_attacks: {affects: {this: true}, must_attack: true}",
}


@pytest.mark.parametrize("kind", sorted(MADE))
def test_a_made_modifier_without_its_duration_is_refused_at_load(tmp_path, kind):
    (tmp_path / "a.yaml").write_text(
        "cards:\n  - name: Stand-in\n    type: ability\n    text: x\n    effects:\n"
        f"      - {{{MADE[kind]}}}\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"a\.yaml:6:\d+: .*state its duration.*714\.3"):
        load_library(tmp_path)


@pytest.mark.parametrize("kind", sorted(MADE))
def test_a_stated_duration_loads(tmp_path, kind):
    duration = "this-turn"
    (tmp_path / "a.yaml").write_text(
        "cards:\n  - name: Stand-in\n    type: ability\n    text: x\n    effects:\n"
        + (f"      - {{create_modifier: {{when: {{event: damage}}, instead: {{prevent: all}}, duration: {duration}}}}}\n"
           if kind == "create_modifier" else f"      - {{{MADE[kind]}, duration: {duration}}}\n"), encoding="utf-8")
    card = load_library(tmp_path).get("Stand-in")
    assert card.effects[0] is not None
