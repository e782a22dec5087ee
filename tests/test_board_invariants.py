"""Impossible boards and checks that check nothing (issue 20): a card attached to itself or in a
ring of attachments is refused with 400.4 in a scenario's setup, in its expectations and in table
mode; an expectation that checks nothing (an empty map, an empty entry, a null) is refused at its
line; every name an expectation gives is resolved against the game, in ``check`` and in
``random-play --check`` alike (exit 2, not a failure)."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from adjudicator import cli
from adjudicator.cards.library import default_library
from adjudicator.engine.board_rules import board_fault
from adjudicator.engine.setup import build_game
from adjudicator.formats.load import load_scenario
from adjudicator.table.cli import session
from scenario_files import variant

ROOT = Path(__file__).resolve().parents[1]
E072 = ROOT / "scenarios/7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml"
FLAMES_1, FLAMES_2 = "{card: World in Flames, id: flames-1}", "{card: World in Flames, id: flames-2}"
EXPECTED = "    fire-blast: {zone: graveyard}\n"


def refused(capsys, path: Path, *command: str) -> str:
    """``adjudicator check`` (or another command) refusing the file: exit 2 and its located line."""
    status = cli.main([*(command or ("check",)), str(path)])
    said = capsys.readouterr()
    text = said.out + said.err
    assert status == 2, text
    assert f"{path}:" in text
    return text


@pytest.mark.parametrize("old, new, says", [
    (FLAMES_1, "{card: World in Flames, id: flames-1, attached_to: flames-1}", "flames-1 is attached to itself"),
    (FLAMES_2, "{card: World in Flames, id: flames-2, attached_to: flames-1}", None),  # …with the next line, a ring
])
def test_a_setup_with_a_card_on_itself_or_a_ring_is_refused_with_400_4(tmp_path, capsys, old, new, says):
    path = variant(tmp_path, E072, old, new)
    if says is None:  # flames-1 on flames-2 and flames-2 on flames-1
        text = path.read_text(encoding="utf-8").replace(FLAMES_1, FLAMES_1[:-1] + ", attached_to: flames-2}")
        path.write_text(text, encoding="utf-8")
        says = "in a ring of attachments"
    text = refused(capsys, path)
    assert says in text and "(400.4)" in text


def test_board_fault_finds_a_ring_made_after_setup():
    scenario, doc = load_scenario(E072)
    game = build_game(scenario, doc, default_library())
    assert board_fault(game.state) is None
    one, two = game.state.by_label("flames-1"), game.state.by_label("flames-2")
    one.attached_to, two.attached_to = two.oid, one.oid
    fault = board_fault(game.state)
    assert fault is not None and fault.label == "flames-1" and "(400.4)" in fault.message
    one.attached_to, two.attached_to = None, None
    game.state.by_label("fire-blast").attached_to = one.oid  # a card in hand on a host
    assert "an attachment is in play (400.4)" in board_fault(game.state).message


def test_table_mode_refuses_attach_to_itself_and_a_ring_and_keeps_every_card():
    out, err = io.StringIO(), io.StringIO()
    commands = ("attach flames-1 flames-1\nattach flames-1 flames-2\nattach flames-2 flames-1\nboard\n"
                "save board {}\nquit\n")
    status = session(str(E072), io.StringIO(commands.format("/dev/null/x.yaml")), out, err, interactive=False)
    said = out.getvalue()
    assert status == 2 and said.count("(400.4)") == 2 and "flames-1 is attached to flames-2." in said
    board = said[said.index("table> board"):]
    assert "flames-1" in board and "flames-2" in board and "attached to flames-1" not in board


@pytest.mark.parametrize("old, new, says", [
    ("expect:\n  cards:\n", "expect: {}\nunused:\n  cards:\n", None),  # (unused is refused as unknown otherwise)
    ("    bob-hero: {zone: play, damage: 8}\n", "    bob-hero: {}\n", "bob-hero: an empty expectation checks nothing"),
    ("    bob-hero: {zone: play, damage: 8}\n", "    bob-hero: {zone: play, damage: ~}\n", "damage: null checks nothing"),
    (EXPECTED, EXPECTED + "  players: {}\n", "an empty players map checks nothing"),
    (EXPECTED, EXPECTED + "  in_play: {}\n", "an empty in_play map checks nothing"),
    (EXPECTED, EXPECTED + "  winners: ~\n", "winners: null checks nothing"),
    (EXPECTED, "    fire-blast: {zone: graveyard, attached_to: fire-blast}\n", "expected attached to itself"),
    (EXPECTED, "    flames-1: {attached_to: flames-2}\n    flames-2: {attached_to: flames-1}\n", "a ring of hosts"),
    (EXPECTED, "    fire-blast: {zone: graveyard, seen_by: [Nobody]}\n", "no player 'Nobody'"),
    (EXPECTED, EXPECTED + "  kept: {Alice: [ghost]}\n", "no card 'ghost'"),
    (EXPECTED, EXPECTED + "  kept: {Nobody: []}\n", "no player 'Nobody'"),
])
def test_an_expectation_that_checks_nothing_or_names_nothing_is_refused(tmp_path, capsys, old, new, says):
    path = variant(tmp_path, E072, old, new)
    if says is None:
        path.write_text(path.read_text(encoding="utf-8").split("unused:")[0], encoding="utf-8")
        says = "an empty expect checks nothing"
    assert says in refused(capsys, path)


def test_checkpoint_expectations_are_held_to_the_same(tmp_path, capsys):
    path = variant(tmp_path, E072, "expect:\n", "checkpoints:\n  - after: 1\n    expect: {cards: {bob-hero: {}}}\n"
                                                "expect:\n")
    assert "bob-hero: an empty expectation checks nothing" in refused(capsys, path)


def test_random_play_check_resolves_expectation_names_as_check_does(tmp_path, capsys):
    path = variant(tmp_path, E072, EXPECTED, "    ghost: {zone: play}\n")
    assert "no card 'ghost' in this game" in refused(capsys, path, "random-play", "--check")
    assert cli.main(["random-play", "--check", str(E072)]) == 0


def test_export_refuses_an_expectation_naming_what_the_game_never_had(tmp_path, capsys):
    path = variant(tmp_path, E072, EXPECTED, "    fire-blast: {zone: graveyard, seen_by: [Nobody]}\n")
    status = cli.main(["export", "--out", str(tmp_path / "out"), str(path)])
    said = capsys.readouterr()
    assert status == 2 and "no player 'Nobody'" in said.err and not (tmp_path / "out").exists()


def test_conform_refuses_a_hand_made_corpus_naming_a_player_not_in_the_game(tmp_path, capsys):
    import json
    from adjudicator.conformance.cli import run
    assert cli.main(["export", "--out", str(tmp_path / "corpus"), str(E072)]) == 0
    exported = next((tmp_path / "corpus" / "expectations").rglob("*.json"))  # what the harness judges by
    data = json.loads(exported.read_text(encoding="utf-8"))
    data["expect"]["cards"]["bob-hero"]["seen_by"] = ["Nobody"]
    exported.write_text(json.dumps(data), encoding="utf-8")
    made = run("true", corpus=str(tmp_path / "corpus"))
    assert made.totals.errors == 1 and "no player 'Nobody'" in json.dumps(made.model_dump(mode="json"))
