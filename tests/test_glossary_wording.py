"""The glossary speaks as the rules do: players are "he or she" / "they", never "he" alone; and
its Totem and Sabotage entries say what 305.3a and 601.2b say."""
from __future__ import annotations

import re

import pytest

from adjudicator.glossary import load_glossary

MASCULINE = re.compile(r"\b(he|him|his|himself)\b(?! or she)", re.IGNORECASE)


@pytest.fixture(scope="module")
def entries():
    return {e.en: e.term for e in load_glossary()}


def test_no_definition_calls_a_player_he(entries):
    found = {en: MASCULINE.findall(t.definition) for en, t in entries.items() if MASCULINE.search(t.definition)}
    assert found == {}


def test_only_a_totem_with_an_ally_type_is_an_ability_ally(entries):
    assert "Ability ally" not in (entries["Totem"].en_aliases or [])
    assert "Ability ally" in entries["Totem ability ally"].en_aliases
    assert "305.3a" in entries["Totem ability ally"].rules
    assert "ally type" in entries["Totem ability ally"].definition


def test_a_sabotage_defender_is_named_not_targeted(entries):
    for en in ("Sabotage", "Sabotage combat", "Proposed defender"):
        rest = re.sub(r"\bnot target(ed)?\b", "", entries[en].definition)
        assert "target" not in rest, en  # the defender is named by the proposal, never targeted
    assert "601.2b" in entries["Sabotage"].rules
