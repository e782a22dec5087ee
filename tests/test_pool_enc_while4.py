"""enc-while4's pool cards on boards of their own: a triggered power with a 'while' (714.3a; tools/shapes/while_trigger.py)
played on the generic board of tests/test_encode_pool.py (its enc-while4 block) with the 'while' met, then with it unmet,
where the met board's expectations must fail: the power doesn't trigger (703.1)."""
from __future__ import annotations

import pytest
import yaml

from adjudicator.formats.load import load_scenario
from adjudicator.replay import replay_scenario
from test_encode_pool import card_named, library_for, one_form, replays, scenario_text


def unmet_run(card, path):
    unmet = yaml.safe_load(scenario_text(card, met=False))
    unmet["expect"] = yaml.safe_load(scenario_text(card))["expect"]
    text = yaml.safe_dump(unmet, sort_keys=False)
    scenario, doc = load_scenario(path, text=text)
    return replay_scenario(scenario, doc, library_for(text, card))


@pytest.mark.parametrize("name", ["Draka", "Feral Energy", "Berserk"])
def test_without_the_while_the_power_does_not_trigger(name, tmp_path):
    """Draka with a card in Alice's hand, Feral Energy and Berserk with no Form card in her play: what the met board
    expects (the token, the discard, the draw) doesn't happen."""
    run = unmet_run(card_named(name), tmp_path / "unmet.yaml")
    assert not run.passed and run.mismatches


def test_berserk_in_cat_form_plays_its_other_power(tmp_path):
    """The generic board plays Berserk's first form (bear); with its powers in the other order the board is one in cat
    form, replayed with the real Berserk: its cat power makes Bob discard, its bear power stays silent."""
    berserk = card_named("Berserk")
    cat_first = berserk.model_copy(update={"powers": list(reversed(berserk.powers))})
    assert one_form(cat_first).powers[0].triggered.while_.exists.keyword == "Cat Form"
    text = scenario_text(cat_first)
    assert "alice-cat-form" in text and "alice-bear-form" not in text
    replays(text, tmp_path / "cat.yaml")
