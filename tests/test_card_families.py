"""The card-language pieces of issue 19's families "other players' zones", "choices by others or
at random" and the set keywords: malformed uses are refused at load with the file and line (the
scenarios under scenarios/ replay what they do)."""
import pytest

from adjudicator.cards.library import load_library
from adjudicator.yamlio import SourceError

HEAD = "cards:\n  - name: Stand-in\n    type: ability\n    text: x\n    effects:\n"


def refused(tmp_path, effects: str, match: str) -> None:
    """A stand-in ability with these effect lines is refused at load, its file and line in the message."""
    (tmp_path / "a.yaml").write_text(HEAD + effects, encoding="utf-8")
    with pytest.raises(SourceError, match=match):
        load_library(tmp_path)


def test_a_chosen_card_is_named_by_a_choose_card_effect(tmp_path):
    refused(tmp_path, "      - {destroy: {chosen: victim}}\n",
            r"a\.yaml:2:\d+: .*chosen 'victim' names no card .*choose_card")


def test_a_chosen_card_named_first_loads(tmp_path):
    (tmp_path / "a.yaml").write_text(
        HEAD + "      - {choose_card: {kind: ally}, random: true, as: victim}\n"
               "      - {destroy: {chosen: victim}}\n", encoding="utf-8")
    assert load_library(tmp_path).get("Stand-in") is not None


def test_delve_false_is_refused(tmp_path):
    refused(tmp_path, "      - {delve: false}\n",
            r"a\.yaml:6:\d+: .*delve: false says nothing")


def test_move_top_needs_a_place(tmp_path):
    refused(tmp_path, "      - {move_top: 2}\n",
            r"a\.yaml:6:\d+: .*to")


# -- enc-reward6 --
def test_a_chosen_value_is_given_by_a_choose_value_effect(tmp_path):
    refused(tmp_path, "      - {choose_value: race}\n"
                      "      - {reveal_top: 3, then: [{to: hand, fits: {chosen_value: kind}}], rest: bottom}\n",
            r"a\.yaml:2:\d+: .*chosen 'value:kind' names no card .*choose_value")


def test_a_kind_chosen_lists_the_kinds_offered(tmp_path):
    refused(tmp_path, "      - {choose_value: kind}\n",
            r"a\.yaml:6:\d+: .*lists the kinds offered")
    refused(tmp_path, "      - {choose_value: kind, among: [ally, ally]}\n",
            r"a\.yaml:6:\d+: .*two or more different kinds")
