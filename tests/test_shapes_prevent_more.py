"""'… dealt to and dealt by attached character', '… to your hero while protecting' (tools/shapes/prevent_more.py):
prevention replacements (717.2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import conditions  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from adjudicator.cards.model import Power  # noqa: E402


def test_the_attached_card_both_ways():
    got = pool_shapes.piece("Ongoing: Prevent all damage that would be dealt to and dealt by attached character.")
    assert got.shape == conditions.REPLACES_ON_HOST
    assert [p["replacement"]["when"] for p in got.parts["ongoing_powers"]] == [
        {"event": "damage", "destination": {"host": True}}, {"event": "damage", "source": {"host": True}}]


def test_your_hero_while_protecting():
    got = pool_shapes.piece("Prevent all combat damage that would be dealt to your hero while protecting.")
    power = got.parts["powers"][0]["replacement"]
    assert power["when"] == {"event": "damage", "destination": {"kind": "hero", "controller": "you"}, "combat": True}
    assert power["while"] == {"exists": {"kind": "hero", "controller": "you", "protecting": True}}
    Power.model_validate(got.parts["powers"][0])


@pytest.mark.parametrize("sentence", [
    "Prevent all damage that would be dealt to and dealt by attached character.",  # the host, no 'Ongoing:' (305.2a)
    "Prevent all combat damage that would be dealt to target ally while protecting.",  # whose 'protecting'?
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_an_attachments_trigger_on_the_source_of_prevented_damage_is_refused():
    from shapes.prevent_more import attachment_prevented
    prevented = {"triggered": {"when": {"event": "prevented", "subject": {"this": True}},
                               "effects": [{"destroy": {"event": "source"}}]}}
    with pytest.raises(Unrecognised):
        attachment_prevented({"attach": "host", "powers": [prevented]})
    attachment_prevented({"powers": [prevented]})  # not an attachment: played elsewhere
    itself = {"triggered": {"when": {"event": "prevented", "subject": {"this": True}},
                            "effects": [{"destroy": {"this": True}}]}}
    attachment_prevented({"attach": "host", "powers": [itself]})  # Power Word: Shield: destroyed itself, played
