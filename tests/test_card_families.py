"""The card-language pieces of issue 19's families "other players' zones", "choices by others or
at random" and the set keywords: malformed uses are refused at load with the file and line (the
scenarios under scenarios/ replay what they do)."""
import pytest

from adjudicator.cards.library import load_library
from adjudicator.yamlio import SourceError

HEAD = "cards:\n  - name: Stand-in\n    type: ability\n    text: x\n    effects:\n"


def test_a_chosen_card_is_named_by_a_choose_card_effect(tmp_path):
    (tmp_path / "a.yaml").write_text(HEAD + "      - {destroy: {chosen: victim}}\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"a\.yaml:2:\d+: .*chosen 'victim' names no card .*choose_card"):
        load_library(tmp_path)


def test_a_chosen_card_named_first_loads(tmp_path):
    (tmp_path / "a.yaml").write_text(
        HEAD + "      - {choose_card: {kind: ally}, random: true, as: victim}\n"
               "      - {destroy: {chosen: victim}}\n", encoding="utf-8")
    assert load_library(tmp_path).get("Stand-in") is not None


def test_delve_false_is_refused(tmp_path):
    (tmp_path / "a.yaml").write_text(HEAD + "      - {delve: false}\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"a\.yaml:6:\d+: .*delve: false says nothing"):
        load_library(tmp_path)


def test_move_top_needs_a_place(tmp_path):
    (tmp_path / "a.yaml").write_text(HEAD + "      - {move_top: 2}\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"a\.yaml:6:\d+: .*to"):
        load_library(tmp_path)


# -- enc-reward6 --
def test_a_chosen_value_is_given_by_a_choose_value_effect(tmp_path):
    (tmp_path / "a.yaml").write_text(
        HEAD + "      - {choose_value: race}\n"
               "      - {reveal_top: 3, then: [{to: hand, fits: {chosen_value: kind}}], rest: bottom}\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"a\.yaml:2:\d+: .*chosen 'value:kind' names no card .*choose_value"):
        load_library(tmp_path)


def test_a_kind_chosen_lists_the_kinds_offered(tmp_path):
    (tmp_path / "a.yaml").write_text(HEAD + "      - {choose_value: kind}\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"a\.yaml:6:\d+: .*lists the kinds offered"):
        load_library(tmp_path)
    (tmp_path / "a.yaml").write_text(HEAD + "      - {choose_value: kind, among: [ally, ally]}\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"a\.yaml:6:\d+: .*two or more different kinds"):
        load_library(tmp_path)
