"""Each kind of bad input that fuzzing found (issue 14 §4) is reported as ``path:line:col:
message`` with exit 2, never a traceback; each wrong expectation that used to pass silently is
an error; every count has a limit, said in the message; ``check`` goes on past a bad file."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from adjudicator import cli, scenarios_cli
from adjudicator.cards.library import load_library
from adjudicator.formats.load import load_scenario
from adjudicator.glossary.load import DATA_DIR, load_glossary
from adjudicator.limits import MAX_CARDS, MAX_PLAYERS, MAX_SCRIPT
from adjudicator.replay import replay
from adjudicator.yamlio import SourceError, load_document, write_text
from scenario_files import variant

ROOT = Path(__file__).resolve().parents[1]
E072 = ROOT / "scenarios/7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml"
E026 = ROOT / "scenarios/4-game-concepts/410/E026-ironforge-guards-chain-lightning.yaml"
E080 = ROOT / "scenarios/8-additional-concepts/803/E080-tyrande-wisp-loop.yaml"
CARDS = ROOT / "scenarios/cards"


def line_of(path: Path, fragment: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if fragment in line)


@pytest.fixture
def bad_input(capsys):
    """Both commands report the error at the file (and line) with exit 2 and no traceback (run
    in-process through the command's entry point; tests/test_adjudicator_cli.py runs processes)."""
    def check(path: Path, message: str, line: int | None = None) -> str:
        for command in (["explain", str(path)], ["check", str(path)]):
            code = cli.main(command)
            out = capsys.readouterr()
            text = out.out + out.err
            assert code == 2, (command, text)
            assert "Traceback" not in text
            assert message in text, text
            assert f"{path}:{line}:" in text if line else f"{path}:" in text, text
        return text
    return check


# -- encodings and characters ---------------------------------------------------------------------

def write_bytes(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "scenario.yaml"
    path.write_bytes(data)
    return path


def test_a_byte_that_is_not_utf8_is_located(bad_input, tmp_path):
    text = E072.read_text(encoding="utf-8")
    at = text.index("Fire Blast")
    path = write_bytes(tmp_path, text[:at].encode() + b"\xff" + text[at:].encode())
    line = text.count("\n", 0, at) + 1
    col = at - text.rfind("\n", 0, at)
    bad_input(path, f"{path}:{line}:{col}: byte 0xFF is not UTF-8", line)


def test_latin1_text_is_not_utf8(bad_input, tmp_path):
    path = write_bytes(tmp_path, E072.read_text(encoding="utf-8").replace("question: ", "question: Café ", 1)
                       .encode("latin-1"))
    bad_input(path, "byte 0xE9 is not UTF-8: save the file as UTF-8", line_of(E072, "question:"))


@pytest.mark.parametrize("encoding,message", [("utf-16", "the file is UTF-16"),
                                              ("utf-16-le", "the file looks like UTF-16"),
                                              ("utf-16-be", "the file looks like UTF-16")])
def test_utf16_with_or_without_a_bom(bad_input, tmp_path, encoding, message):
    path = write_bytes(tmp_path, E072.read_text(encoding="utf-8").encode(encoding))
    bad_input(path, f"{path}:1:1: {message}")


def test_utf8_with_a_bom_is_utf8(tmp_path, capsys):
    path = write_bytes(tmp_path, E072.read_text(encoding="utf-8").encode("utf-8-sig"))
    assert cli.main(["check", str(path)]) == 0


@pytest.mark.parametrize("char,name", [("\x01", "control character U+0001"), ("\x1b", "ESC (escape) U+001B")])
def test_a_control_character_is_located(bad_input, tmp_path, char, name):
    path = variant(tmp_path, E072, "Fire Blast", f"Fire{char}Blast")
    line = line_of(path, "Fire\x1b" if char == "\x1b" else "Fire\x01")
    col = path.read_text(encoding="utf-8").splitlines()[line - 1].index(char) + 1
    bad_input(path, f"{path}:{line}:{col}: {name} is not allowed", line)


def test_card_and_glossary_files_go_through_the_same_loader(tmp_path):
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "core.yaml").write_bytes((CARDS / "core.yaml").read_bytes().replace(b"Fire Blast", b"Fire\x1bBlast", 1))
    with pytest.raises(SourceError, match=r"core\.yaml:\d+:\d+: ESC \(escape\)"):
        load_library(cards)
    glossary = tmp_path / "glossary"
    glossary.mkdir()
    first = sorted(DATA_DIR.glob("*.yaml"))[0]
    (glossary / first.name).write_bytes(first.read_text(encoding="utf-8").encode("utf-16"))
    with pytest.raises(SourceError, match=rf"{first.name}:1:1: the file is UTF-16"):
        load_glossary(glossary)


# -- YAML that our files never need ----------------------------------------------------------------

def test_a_duplicate_key_is_an_error_at_its_line(bad_input, tmp_path):
    path = variant(tmp_path, E072, "      resources: 1\n", "      resources: 1\n      resources: 3\n")
    bad_input(path, "duplicate key 'resources'", line_of(path, "resources: 3"))


@pytest.mark.parametrize("old,new", [("sources: [E072]", "sources: !!set {E072: null}"),
                                     ("rules: [", "rules: !!python/tuple [")])
def test_a_tag_where_a_list_is_expected_is_an_error(bad_input, tmp_path, old, new):
    path = variant(tmp_path, E072, old, new)
    bad_input(path, "is not part of the format", line_of(path, "!!"))


def test_anchors_and_aliases_are_refused(bad_input, tmp_path):
    path = variant(tmp_path, E072, "sources: [E072]", "sources: &s [E072]\nalso: *s")
    bad_input(path, "anchors (&s) are not part of the format", line_of(path, "&s"))


def test_a_list_as_a_key_is_an_error(bad_input, tmp_path):
    path = variant(tmp_path, E072, "sources: [E072]", "? [E072]\n: sources")
    bad_input(path, "a key must be a plain value", line_of(path, "? [E072]"))


def test_deep_nesting_is_an_error():
    with pytest.raises(SourceError, match="nested more than 64 deep"):
        load_document("deep.yaml", "a: " + "[" * 70 + "]" * 70)


# -- numbers ---------------------------------------------------------------------------------------

def test_an_integer_beyond_pythons_digit_limit(bad_input, tmp_path):
    path = variant(tmp_path, E072, "resources: 1", "resources: " + "1" * 4400)
    bad_input(path, "a number of 4,400 digits", line_of(path, "resources: 111"))


@pytest.mark.parametrize("old,new,message", [
    ("resources: 1", "resources: 1" + "0" * 60, "a number of 61 digits is over the limit: at most 1,000"),
    ("resources: 1", "resources: 100000", "100,000 is over the limit: at most 1,000"),
    ("resources: 1", "resources: -1", "-1 is too small: at least 0"),
    ("{card: World in Flames, id: flames-1}", "{card: World in Flames, id: flames-1, damage: -2}",
     "-2 is too small: at least 0"),
    ("{card: World in Flames, id: flames-1}", "{card: World in Flames, id: flames-1, damage: 10000000}",
     "10,000,000 is over the limit: at most 1,000,000"),
    ("    by: Alice\n", "    by: Alice\n    x: 5000\n", "5,000 is over the limit: at most 1,000"),
])
def test_counts_have_limits_in_the_message(bad_input, tmp_path, old, new, message):
    bad_input(variant(tmp_path, E072, old, new), message)


def test_a_loop_number_has_a_limit(bad_input, tmp_path):
    path = variant(tmp_path, E080, "name_number: 2000000", f"name_number: {10**19}")
    bad_input(path, "is over the limit: at most 1,000,000,000,000,000,000", line_of(path, "name_number"))


def test_players_cards_and_script_length_have_limits(bad_input, tmp_path):
    text = E072.read_text(encoding="utf-8")
    players = "".join(f"    - name: P{k}\n      hero: {{card: Generic Alliance Hero, id: p{k}-hero}}\n"
                      for k in range(MAX_PLAYERS))
    path = variant(tmp_path, E072, "  players:\n", "  players:\n" + players, "players.yaml")
    bad_input(path, f"{MAX_PLAYERS + 2} items is over the limit: at most {MAX_PLAYERS}")
    deck = ", ".join("{card: Fire Blast, id: d%d}" % k for k in range(MAX_CARDS - 2))
    path = variant(tmp_path, E072, "      resources: 1\n", f"      resources: 1\n      deck: [{deck}]\n", "cards.yaml")
    bad_input(path, f"over the limit: at most {MAX_CARDS:,} in a game")
    entries = "  - pass: true\n    by: Bob\n" * (MAX_SCRIPT + 1)
    path = variant(tmp_path, E072, "script:\n", "script:\n" + entries, "script.yaml")
    with pytest.raises(SourceError, match=f"script: {MAX_SCRIPT + 2:,} items is over the limit: at most {MAX_SCRIPT:,}"):
        load_scenario(path)
    assert "expect:" in text


def test_a_huge_draw_in_a_card_is_refused_with_its_limit(tmp_path):
    cards = tmp_path / "cards"
    cards.mkdir()
    text = (CARDS / "group-c.yaml").read_text(encoding="utf-8")
    assert "{draw: 1}" in text
    (cards / "group-c.yaml").write_text(text.replace("{draw: 1}", "{draw: 1" + "0" * 30 + "}", 1), encoding="utf-8")
    with pytest.raises(SourceError, match="a number of 31 digits is over the limit: at most 1,000"):
        load_library(cards)


def test_a_replay_past_the_step_limit_stops_with_an_error():
    with pytest.raises(SourceError, match="ran past 5 steps, the step limit"):
        replay(E072, step_limit=5)
    assert replay(E072).passed  # the default limit is far above any real ruling


# -- names in expectations -------------------------------------------------------------------------

@pytest.mark.parametrize("old,new,message", [
    ("  cards:\n", "  cards:\n    alice-heor: {damage: 99}\n", "no card 'alice-heor' in this game (did you mean 'alice-hero'?)"),
    ("expect:\n", "expect:\n  in_play: {No Such Card: 0}\n", "no card name 'No Such Card' in this game"),
    ("expect:\n", "expect:\n  players: {Carol: {hand: 0}}\n", "no player 'Carol' in this game"),
    ("expect:\n", "expect:\n  winners: [Alcie]\n", "no player 'Alcie' in this game (did you mean 'Alice'?)"),
    ("expect:\n", "expect:\n  chain: [fire-blats]\n", "no card 'fire-blats' in this game"),
    ("  cards:\n", "  cards:\n    never-here: {zone: gone}\n", "no card 'never-here' in this game"),
])
def test_a_name_the_game_never_had_is_an_error(bad_input, tmp_path, old, new, message):
    path = variant(tmp_path, E072, old, new)
    bad_input(path, message, line_of(path, new.strip().splitlines()[-1].strip()[:12]))


def test_names_in_checkpoints_are_checked_too(bad_input, tmp_path):
    path = variant(tmp_path, E026, "        guard-c: {health: 3, damage: 0}", "        guard-x: {health: 3, damage: 0}")
    bad_input(path, "no card 'guard-x' in this game", line_of(path, "guard-x"))


def test_a_refused_action_on_a_card_that_never_was_is_an_error(bad_input, tmp_path):
    source = ROOT / "scenarios/6-combat/602/E087-variant-no-protector.yaml"
    path = variant(tmp_path, source, "  - protect: alice-hero", "  - protect: alice-heor")
    bad_input(path, "no card or player 'alice-heor' in this game", line_of(path, "protect: alice-heor"))


def test_a_card_that_left_the_game_is_expected_with_zone_gone(tmp_path, capsys):
    text = E080.read_text(encoding="utf-8")
    assert replay(E080).game.state.by_label("wisp-token-1") is None  # the first Wisp token is gone
    gone = variant(tmp_path, E080, "  cards:\n", "  cards:\n    wisp-token-1: {zone: gone}\n", "gone.yaml")
    assert replay(gone).passed
    other = variant(tmp_path, E080, "  cards:\n", "  cards:\n    wisp-token-1: {damage: 0}\n", "other.yaml")
    assert cli.main(["check", str(other)]) == 1
    assert "has left it (zone gone)" in capsys.readouterr().out
    assert "expect:" in text


# -- the check command -----------------------------------------------------------------------------

def check_in_process(paths: list[str], capsys) -> tuple[int, str]:
    status = scenarios_cli.check(argparse.Namespace(paths=paths))
    return status, capsys.readouterr().out


def test_check_goes_on_past_bad_input_and_sums_up(tmp_path, capsys):
    (tmp_path / "a-bad.yaml").write_bytes(b"\xff")
    variant(tmp_path, E072, "damage: 8", "damage: 7", "b-fails.yaml")
    variant(tmp_path, E072, "id: E072", "id: E072", "c-passes.yaml")
    status, out = check_in_process([str(tmp_path)], capsys)
    assert status == 2
    assert "ERROR" in out and "FAIL  E072" in out and "PASS  E072" in out
    assert out.strip().endswith("1 passed, 1 failed, 1 with bad input")
    (tmp_path / "a-bad.yaml").unlink()
    assert check_in_process([str(tmp_path)], capsys)[0] == 1  # a failure, no bad input


def test_check_with_a_missing_path_stops_before_replaying_anything(capsys):
    status = scenarios_cli.check(argparse.Namespace(paths=[str(E072), "/typo"]))
    captured = capsys.readouterr()
    assert status == 2 and captured.out == ""  # nothing replayed: not 512 scenarios after the typo
    assert "'/typo': no such file or folder" in captured.err


@pytest.mark.parametrize("paths", [["NOPE"], [""], [" "], [str(E072), ""]])
def test_check_refuses_a_missing_or_empty_path_at_once(paths):
    with mock.patch("adjudicator.scenarios_cli.check_one") as replayed:
        assert scenarios_cli.check(argparse.Namespace(paths=paths)) == 2
    replayed.assert_not_called()


def test_an_internal_error_is_told_apart_from_bad_input_and_failure(tmp_path, capsys, monkeypatch):
    def broken(path):
        if "E072" in path.name:
            raise ZeroDivisionError("division by zero")
        return real(path)

    real = scenarios_cli.replay_checked
    monkeypatch.setattr(scenarios_cli, "replay_checked", broken)
    status, out = check_in_process([str(E072), str(E026)], capsys)
    assert status == 3
    assert "INTERNAL" in out and "internal error: ZeroDivisionError: division by zero" in out
    assert "a bug in the adjudicator, not in the file" in out and "Traceback" not in out
    assert "PASS  E026" in out and out.strip().endswith("1 passed, 0 failed, 1 with an internal error")
    args = argparse.Namespace(file=str(E072), json=False)
    assert scenarios_cli.explain(args) == 3
    assert "internal error: ZeroDivisionError" in capsys.readouterr().err


def test_a_bug_in_any_command_is_an_internal_error_not_a_traceback():
    code = ("import sys; from adjudicator import cli, scenarios_cli\n"
            "scenarios_cli.replay_checked = lambda p: 1 / 0\n"
            f"sys.exit(cli.main(['explain', {str(E072)!r}]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         env={**os.environ, "ADJUDICATOR_TRACEBACK": ""})
    assert out.returncode == 3 and "internal error: ZeroDivisionError" in out.stderr
    assert "Traceback" not in out.stderr


# -- nothing half-written --------------------------------------------------------------------------

def test_a_failed_write_leaves_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "schema.json"
    target.write_text("old", encoding="utf-8")

    def fail(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["schema.json"]


# -- counting cards stay near-linear ---------------------------------------------------------------

def selector_checks(monkeypatch, path: Path) -> int:
    """How many times a replay checks whether a card fits a selector: a measure of work that,
    unlike a timing, is the same on every machine."""
    from adjudicator.engine import characteristics, dependency, selectors
    calls = [0]
    real = selectors.matches

    def counted(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    for module in (selectors, characteristics, dependency):
        monkeypatch.setattr(module, "matches", counted)
    assert replay(path).passed
    monkeypatch.undo()
    return calls[0]


def test_n_counting_cards_cost_about_n_not_n_squared(tmp_path, monkeypatch):
    import importlib.util
    spec = importlib.util.spec_from_file_location("counting_speed", ROOT / "benchmarks/counting_speed.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    small = selector_checks(monkeypatch, bench.guards_board(40, tmp_path))
    large = selector_checks(monkeypatch, bench.guards_board(80, tmp_path))
    assert large < 2.5 * small, (small, large)  # quadratic counting would make it about 4 times


def test_coverage_with_a_missing_path_is_bad_input(capsys):
    from adjudicator import coverage_cli
    status = coverage_cli.coverage(argparse.Namespace(paths=[str(E072), "/typo"], json=True))
    captured = capsys.readouterr()
    assert status == 2 and "/typo: no such file or folder" in captured.err
    assert json.loads(captured.out)["scenarios"] == 1  # the paths that exist are still measured


# -- speed-legal --
def test_libyaml_composes_the_tree_our_composer_would():
    """libyaml composes a file's node tree where that gives the tree our composer would (no anchor,
    alias or tag can be in a text without &, * or !): the same data and the same places, for a
    sample of the corpus; a text it can't vouch for goes to our composer, which says what is wrong."""
    from adjudicator import yamlio
    files = sorted((ROOT / "scenarios").rglob("*.yaml"))[::25]
    fast = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        tree = yamlio._composed_by_libyaml(text)
        if tree is None:
            continue
        fast += 1
        with mock.patch.object(yamlio, "_composed_by_libyaml", lambda text: None):
            ours = load_document(path, text)
        assert yamlio._places(tree) == yamlio._places(ours.root) and load_document(path, text).data == ours.data
    assert fast > len(files) / 2
    deep = "a:\n" + "".join("  " * k + f"k{k}:\n" for k in range(1, yamlio.MAX_DEPTH + 1)) + "  " * 70 + "x: 1\n"
    for text in ("a: &x 1\nb: *x\n", "a: !!set {}\n", "a: 1\n---\nb: 2\n", deep, "a: [1\n"):
        assert yamlio._composed_by_libyaml(text) is None
        with pytest.raises(SourceError):
            load_document("t.yaml", text)


# -- speed-eng8 --
def test_a_mark_inside_a_word_leaves_the_text_to_libyaml_and_one_where_a_node_starts_does_not():
    """yamlio._MARKED: '!', '&' or '*' inside a word (a card named "Charge!", "RwlRwlRwlRwl!") is no
    anchor, alias or tag, so libyaml composes the text, to the tree our composer makes; one where a
    node can start (a line's start, after a space, a flow indicator, ':' '?' or '-') goes to ours."""
    from adjudicator import yamlio
    text = "a: Charge!\nb:\n- RwlRwlRwlRwl!\n- x*y&z\nc: [Hurrah!, \"quoted!\"]\n"
    tree = yamlio._composed_by_libyaml(text)
    with mock.patch.object(yamlio, "_composed_by_libyaml", lambda text: None):
        ours = load_document("t.yaml", text)
    assert tree is not None and yamlio._places(tree) == yamlio._places(ours.root)
    assert load_document("t.yaml", text).data == ours.data == {"a": "Charge!", "b": ["RwlRwlRwlRwl!", "x*y&z"],
                                                               "c": ["Hurrah!", "quoted!"]}
    for text in ("a: &x 1\nb: *x\n", "- !t x\n", "[a,*b]\n", "{\"a\":&x b}\n", "&a k: v\n", "a:\n\t!t y\n",
                 "\ufeff!t x\n", "? !t k\n: v\n"):
        assert yamlio._composed_by_libyaml(text) is None
        with pytest.raises(SourceError):
            load_document("t.yaml", text)
