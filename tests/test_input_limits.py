"""Nothing unbounded (issue 20): every file or stream read has a size and a line limit, an error
quotes at most an excerpt of the bad input, numeric options are checked by argparse, and table
mode echoes no control character and no megabyte line back."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from adjudicator import cli
from adjudicator.conformance import harness
from adjudicator.table.cli import session
from adjudicator.yamlio import MAX_BYTES, MAX_LINE, MAX_MESSAGE, SourceError, load_document

ROOT = Path(__file__).resolve().parents[1]
E072 = ROOT / "scenarios/7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml"


def adjudicator(capsys, *args: str) -> tuple[int, str]:
    try:
        status = cli.main(list(args))
    except SystemExit as exc:  # argparse's refusal
        status = exc.code
    return status, capsys.readouterr().err


def test_deck_check_of_an_endless_device_stops_at_the_size_limit(capsys):
    status, err = adjudicator(capsys, "deck", "check", "/dev/zero")
    assert status == 2 and err.startswith("/dev/zero:1:1: ") and f"{MAX_BYTES:,} bytes" in err


def test_a_megabyte_line_is_refused_at_its_line_and_the_message_is_short(tmp_path):
    path = tmp_path / "long.yaml"
    path.write_text("id: E1\ntitle: " + "x" * 1_000_000 + "\n", encoding="utf-8")
    with pytest.raises(SourceError) as caught:
        load_document(path)
    assert str(caught.value).startswith(f"{path}:2:{MAX_LINE + 1}: a line longer than")
    assert len(str(caught.value)) < 400


def test_an_error_quoting_huge_input_quotes_an_excerpt_with_controls_escaped():
    error = SourceError("f.yaml", 3, 4, "no card '" + "\x1b[2J" + "y" * 2_000_000 + "'")
    text = str(error)
    assert len(text) <= MAX_MESSAGE + 40 and "\x1b" not in text and "\\x1b[2J" in text and "left out" in text


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e308", "-1", "0", "3601", "ten"])
def test_conform_timeout_must_be_a_finite_positive_sane_number(capsys, value):
    status, err = adjudicator(capsys, "conform", "--engine", "true", "--timeout", value)
    assert status == 2 and "--timeout" in err and "Traceback" not in err


@pytest.mark.parametrize("option, value", [("--games", "0"), ("--games", "nan"), ("--max-steps", "-5"),
                                           ("--seed", "1e99"), ("--shrink-tries", "-1")])
def test_random_play_numbers_are_checked_before_any_game(capsys, option, value):
    status, err = adjudicator(capsys, "random-play", option, value)
    assert status == 2 and option in err


@pytest.mark.parametrize("persistent", [False, True])
def test_conform_caps_an_engine_answer(tmp_path, monkeypatch, persistent):
    monkeypatch.setattr(harness, "MAX_ANSWER", 1_000)
    flood = tmp_path / "flood.py"
    flood.write_text("import sys\nsys.stdin.readline()\nsys.stdout.write('x' * 50_000 + '\\n')\n", encoding="utf-8")
    engine = harness.Engine(f"{sys.executable} {flood}", persistent, 20)
    with pytest.raises(harness.EngineFault, match="longer than 1,000 characters"):
        engine.ask('{"id": "E1"}\n')
    engine.stop(force=True)


def test_table_mode_escapes_control_characters_and_cuts_long_lines():
    out, err = io.StringIO(), io.StringIO()
    commands = "player Alice Generic Alliance Hero\nadd Alice \x1b[31mred\n" + "a" * 1_000_000 + "\nquit\n"
    status = session(None, io.StringIO(commands), out, err, interactive=False)
    said = out.getvalue()
    assert status == 2 and "\x1b" not in said and "\\x1b[31mred" in said
    assert "a command longer than" in said and len(said) < 5_000
    assert "2 commands were refused" in err.getvalue()


def test_conform_refuses_an_endless_corpus_file(tmp_path, capsys):
    (tmp_path / "manifest.json").symlink_to("/dev/zero")
    status, err = adjudicator(capsys, "conform", "--engine", "true", "--corpus", str(tmp_path))
    assert status == 2 and f"{MAX_BYTES:,} bytes" in err


@pytest.mark.parametrize("persistent", [False, True])
def test_the_reference_engine_answers_an_overlong_input_without_holding_it(monkeypatch, persistent):
    from adjudicator.conformance import adapter
    monkeypatch.setattr(adapter, "MAX_BYTES", 100)
    out = io.StringIO()
    adapter.serve(io.StringIO("{" + " " * 500 + "}\n"), out, persistent)
    assert out.getvalue().count("\n") == 1 and "longer than" in out.getvalue()
