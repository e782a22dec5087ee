"""enc-while5: readings of tools/shapes/attached_count.py's tagged count ('for each Disease attached to opposing heroes')
and of tools/shapes/attack_only_if_able.py's 'While NAME is exhausted, …' (AttackRule.while_exists), with made-up
sentences; near misses stay refused; Endina the Hunted's rule not in force while she is ready. The cards play in
tests/test_encode_pool.py (block '-- enc-while5 --') and in scenarios G1860-G1864."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402
from shapes import attached_count  # noqa: E402
from test_encode_pool import board, card_named, run  # noqa: E402
from adjudicator.cards.model import RestrictAttacks  # noqa: E402
from adjudicator.yamlio import SourceError  # noqa: E402


def test_a_tag_attached_to_a_group_counts_every_one():
    assert attached_count.counted("Curse attached to opposing allies") == {
        "kind": "ability", "tag": "Curse", "attached_to": {"kind": "ally", "controller": "opposing"}}
    power = encode(["Ongoing: Allies you control have +1 ATK for each Seal attached to friendly heroes."])["powers"][0]
    assert power["continuous"]["atk"] == {"count": {"kind": "ability", "tag": "Seal",
                                                    "attached_to": {"kind": "hero", "controller": "friendly"}}}


def test_ability_you_control_as_before():
    assert attached_count.counted("ability you control attached to opposing heroes") == {
        "kind": "ability", "controller": "you", "attached_to": {"kind": "hero", "controller": "opposing"}}


@pytest.mark.parametrize("words", ["Gizmo attached to opposing heroes",  # not a tag carried as a noun
                                   "Curse attached to target hero",  # a target, not a group
                                   "Curse you control attached to opposing heroes",  # not read for a tag
                                   "Curse attached to heroes"])  # whose, unsaid
def test_a_near_miss_is_none(words):
    assert attached_count.counted(words) is None


def test_a_near_miss_sentence_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Ongoing: Allies you control have +1 ATK for each Gizmo attached to opposing heroes."])


def test_a_rule_in_force_while_the_card_is_exhausted():
    assert encode(["Opposing heroes and allies can attack only NAME if able."], kind="ally")["powers"][0] == {
        "attack_rule": {"affects": {"kind": "character", "controller": "opposing"}, "only_attack": {"this": True}}}
    for state, exhausted in (("exhausted", True), ("ready", False)):
        sentence = f"While NAME is {state}, opposing heroes and allies can attack only NAME if able."
        assert encode([sentence], kind="ally")["powers"][0]["attack_rule"]["while_exists"] == {
            "this": True, "exhausted": exhausted}


@pytest.mark.parametrize("sentence", [
    "While NAME is damaged, opposing heroes and allies can attack only NAME if able.",  # another state
    "While you control a Pet, opposing heroes and allies can attack only NAME if able.",  # about another card
    "Ongoing: While NAME is exhausted, opposing heroes and allies can attack only attached ally if able."])
def test_a_near_miss_while_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        if sentence.startswith("Ongoing"):  # an Ongoing ability's rule on its host: no 'while' read there
            encode(["Attach to target ally.", sentence])
        else:
            encode([sentence], kind="ally")


def test_a_links_attack_rule_has_no_while():
    with pytest.raises(ValueError):
        RestrictAttacks.model_validate({"restrict_attacks": {"affects": {"kind": "ally"}, "only_attack": {"this": True},
                                                             "while_exists": {"this": True}}, "duration": "this-turn"})


def test_endina_ready_leaves_every_defender_open(tmp_path):
    """The pool board with Endina ready: Bob's ally attacks Alice's hero (601.2b), the rule not in force (714.3a)."""
    card = card_named("Endina the Hunted")
    setup, script, expect = board(card)
    setup["players"][0]["play"][0]["exhausted"] = False
    assert script[0]["rejected"] == "601.2c"
    with pytest.raises(SourceError, match="expects this to be refused, but the rules allow it"):
        run(card, {"setup": setup, "script": script, "expect": expect}, tmp_path)
    script = [{k: v for k, v in script[0].items() if k != "rejected"}]
    expect = {"cards": {"it": {"damage": 0}, "alice-hero": {"damage": 1}}}
    assert run(card, {"setup": setup, "script": script, "expect": expect}, tmp_path).passed


def test_a_group_with_an_attachment_of_a_kind():
    power = encode(["Each ally you control with an ability attached to it has +1 / +1."], kind="ally")["powers"][0]
    assert power["continuous"] == {"affects": {"kind": "ally", "controller": "you", "has_attached": {"kind": "ability"}},
                                   "atk": 1, "health": 1}
    power = encode(["Each ally you control with a Curse attached to it has +2 ATK."], kind="ally")["powers"][0]
    assert power["continuous"]["affects"]["has_attached"] == {"kind": "ability", "tag": "Curse"}


@pytest.mark.parametrize("sentence", [
    "Each ally you control with a Gizmo attached to it has +1 ATK.",  # no tag carried as a noun
    "Each ally you control with an ability attached to it has +1 ATK this turn.",  # a link's, for the turn
    "Each opposing ally with an ability attached to it has -1 ATK.",  # not a group of yours
    "Each ally you control with an ability attached to it can't attack.",  # no stat change
    "Each other ally you control with an ability attached to it has +1 ATK."])  # another group: not read here
def test_a_near_miss_with_attached_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence], kind="ally")
