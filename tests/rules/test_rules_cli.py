"""The ``adjudicator rules`` and ``adjudicator rule`` commands, run as a user would."""
from __future__ import annotations

import json
import subprocess
import sys

from adjudicator.rules import load_index


def adjudicator(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "adjudicator", *args], capture_output=True, text=True)


def test_rules_json_lists_every_rule_with_its_record():
    done = adjudicator("rules", "--json")
    assert done.returncode == 0, done.stderr
    records = json.loads(done.stdout)
    assert [r["number"] for r in records] == [r.number for r in load_index()]
    for record in records:
        assert {"number", "parent", "title", "text", "anchor", "path", "checksum"} <= record.keys()
    by_number = {r["number"]: r for r in records}
    assert by_number["410.6a"]["anchor"] == "r410-6a"
    assert by_number["410.6a"]["parent"] == "410.6"


def test_rule_shows_one_rule_for_a_judge():
    done = adjudicator("rule", "410.6a")
    assert done.returncode == 0, done.stderr
    rule = load_index().get("410.6a")
    lines = done.stdout.splitlines()
    assert lines[0] == f"410.6a {rule.title}"
    assert " ".join(done.stdout.split()).count(" ".join(rule.text.split())) == 1
    assert "Part of 410.6 " in done.stdout
    # author details only on request
    assert rule.path not in done.stdout and rule.anchor not in done.stdout


def test_verbose_adds_the_page_and_anchor():
    done = adjudicator("rule", "410.6a", "--verbose")
    rule = load_index().get("410.6a")
    assert f"{rule.path}:{rule.line}" in done.stdout and rule.anchor in done.stdout


def test_a_rule_number_in_any_case():
    upper, lower = adjudicator("rule", "410.6A"), adjudicator("rule", "410.6a")
    assert upper.returncode == 0 and upper.stdout == lower.stdout


def test_a_rule_comes_with_its_sub_rules_unless_asked_not_to():
    index = load_index()
    done = adjudicator("rule", "717.3")
    heads = [line.split()[0] for line in done.stdout.splitlines() if line[:1].isdigit()]
    assert heads == ["717.3", *index.get("717.3").children]
    alone = adjudicator("rule", "717.3", "--no-children")
    assert [line.split()[0] for line in alone.stdout.splitlines() if line[:1].isdigit()] == ["717.3"]


def test_long_text_is_wrapped_to_the_terminal():
    import os
    for width in (40, 60, 100):
        done = subprocess.run([sys.executable, "-m", "adjudicator", "rule", "408.2"], capture_output=True,
                              text=True, env={**os.environ, "COLUMNS": str(width)})
        assert max(map(len, done.stdout.splitlines())) <= width
        assert sum(len(line) > width - 20 for line in done.stdout.splitlines()) > 2


def test_rule_does_not_import_the_engine():
    code = ("import sys; from adjudicator.cli import main; main(['rule', '410.6a']); "
            "print(sorted(m for m in sys.modules if m.startswith(('adjudicator.engine', "
            "'adjudicator.cards', 'adjudicator.replay', 'pydantic'))), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0 and done.stderr.strip() == "[]"


def test_rule_json_has_children_and_examples():
    record = json.loads(adjudicator("rule", "410.6", "--json").stdout)
    assert record["children"] == list(load_index().get("410.6").children)
    assert "410.6a" in record["children"]
    assert isinstance(record["examples"], list)


def hits(stdout: str) -> list[str]:
    """The rule numbers of a search's output (each hit's heading line; its text is indented)."""
    return [line.split()[0] for line in stdout.splitlines() if line[:1].isdigit()]


def test_search_in_chinese_finds_the_packets_section():
    done = adjudicator("rule", "--search", "囊包")
    assert done.returncode == 0, done.stderr
    assert hits(done.stdout)[0] == "408"


def test_search_puts_the_rule_titled_with_the_word_first():
    assert hits(adjudicator("rule", "--search", "packet").stdout)[0] == "408"


def test_search_shows_each_hits_matching_text():
    done = adjudicator("rule", "--search", "fatal damage")
    blocks = done.stdout.split("\n4")  # every hit is a heading line and its indented excerpt
    assert len(hits(done.stdout)) > 2
    lines = done.stdout.splitlines()
    excerpts = [l.strip() for l in lines if l.startswith("    ")]
    assert excerpts and sum("fatal" in e.casefold() for e in excerpts) >= len(hits(done.stdout)) - 1, blocks


def test_search_in_english_needs_every_word():
    done = adjudicator("rule", "--search", "damage packet")
    found = hits(done.stdout)
    assert found and found == [r.number for r in load_index().search("damage packet")]
    for number in found:
        text = f"{load_index().get(number).heading} {load_index().get(number).text}".lower()
        assert "damage" in text and "packet" in text


def test_unknown_number_exits_2_without_a_traceback():
    for wrong in ("999.9", "not-a-rule"):
        done = adjudicator("rule", wrong)
        assert done.returncode == 2
        assert done.stdout == ""
        assert wrong in done.stderr and "Traceback" not in done.stderr


def test_search_without_matches_exits_1():
    done = adjudicator("rule", "--search", "zzzz-nothing")
    assert done.returncode == 1 and "no rule matches" in done.stderr


def test_no_command_prints_usage_and_exits_2():
    done = adjudicator()
    assert done.returncode == 2 and "usage: adjudicator" in done.stderr
