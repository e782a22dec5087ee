"""``adjudicator term``: every form finds the same entry; unknown terms suggest; no tracebacks."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.glossary import load_glossary

ROOT = Path(__file__).resolve().parents[1]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["term", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_both_chinese_spellings_and_the_english_show_one_entry(capsys):
    shown = {query: run(capsys, query) for query in ("囊包", "伤害包", "packet", "傷害包", "Packet")}
    assert {code for code, _, _ in shown.values()} == {0}
    assert len({out for _, out, _ in shown.values()}) == 1
    out = shown["囊包"][1]
    assert out.startswith("Packet · 囊包")
    for text in ("伤害包", "傷害包", "408", "408.2", "bundle of damage", "Rules:"):
        assert text in out


def test_the_entry_is_for_readers_and_verbose_for_authors(capsys):
    _, out, _ = run(capsys, "packet")
    # no seed codes, no data provenance, no author addresses
    for code in ("000", "002", "003", "[", "Seed", "OpenCC", "s2tw", "#term-"):
        assert code not in out, code
    assert "older edition" in out and "v3.2 Traditional Chinese rulebook" in out
    _, verbose, _ = run(capsys, "--verbose", "packet")
    assert "[000]" in verbose and "opencc-s2tw" in verbose and "glossary/letter-p.html#term-Packet" in verbose


def test_no_entry_shows_a_seed_code_to_readers(capsys):
    import re
    for entry in load_glossary():
        _, out, _ = run(capsys, entry.en)
        assert not re.search(r"\b00[0-4]\b|[Ss]eed|OpenCC|s2tw|\{term\}", out), (entry.en, out)


def test_the_entry_has_both_languages_definition_and_rules(capsys):
    code, out, _ = run(capsys, "Interrupt")
    assert code == 0
    assert "Interrupt · 打断 · 打斷" in out and "中断" in out and "Rules: 711" in out


def test_a_homograph_names_its_other_senses(capsys):
    code, out, _ = run(capsys, "护卫")
    assert code == 0 and out.startswith("Protect · 护卫")
    assert "护卫 also means: Protector (护卫能力)" in out


def test_list_prints_every_term(capsys):
    code, out, _ = run(capsys, "--list")
    lines = out.splitlines()
    assert code == 0 and len(lines) == len(load_glossary())
    assert "Packet\t囊包\t囊包\t408 408.1 408.2 408.3 405.4" in lines
    english = [line.split("\t")[0].casefold() for line in lines]
    assert english == sorted(english, key=lambda e: "".join(c for c in e if c.isalnum() or c == " "))


def test_json_output(capsys):
    code, out, _ = run(capsys, "--json", "伤害包")
    record = json.loads(out)
    assert code == 0 and record["en"] == "Packet" and record["anchor"] == "term-Packet"
    assert record["rules"][0] == "408"
    code, out, _ = run(capsys, "--list", "--json")
    assert code == 0 and len(json.loads(out)) == len(load_glossary())


@pytest.mark.parametrize(("query", "suggestion"), [("pakcet", "Packet"), ("囊", "囊包"),
                                                   ("Protecter", "Protector")])
def test_unknown_term_suggests_close_matches_and_exits_2(capsys, query, suggestion):
    code, out, err = run(capsys, query)
    assert code == 2 and out == ""
    assert f"no glossary term {query!r}" in err
    assert "did you mean:" in err and suggestion in err.split("did you mean:")[1]


def test_nothing_to_look_up_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["term"])
    assert exit_.value.code == 2
    assert "give a term to look up" in capsys.readouterr().err


def command(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "adjudicator", "term", *argv], capture_output=True,
                          text=True, cwd=ROOT, env={**os.environ, **(env or {})})


def test_the_installed_command_runs_without_traceback():
    done = command("packet")
    assert done.returncode == 0 and done.stdout.startswith("Packet · 囊包")
    done = command("no-such-term")
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_bad_data_is_reported_as_path_line_col_without_traceback(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "bad.yaml").write_text("terms:\n- en: Packet\n  colour: red\n", encoding="utf-8")
    done = command("packet", env={"ADJUDICATOR_GLOSSARY": str(tmp_path)})
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert f"{data / 'bad.yaml'}:2:3: terms.0.zh: Field required" in done.stderr
