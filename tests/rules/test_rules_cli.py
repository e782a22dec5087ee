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


def test_rule_shows_one_rule():
    done = adjudicator("rule", "410.6a")
    assert done.returncode == 0, done.stderr
    rule = load_index().get("410.6a")
    assert done.stdout.splitlines()[0].split() == ["rule", "410.6a", *rule.title.split()]
    assert "parent   410.6" in done.stdout
    assert f"page     {rule.path}:{rule.line}" in done.stdout
    assert rule.text in done.stdout


def test_rule_json_has_children_and_examples():
    record = json.loads(adjudicator("rule", "410.6", "--json").stdout)
    assert record["children"] == list(load_index().get("410.6").children)
    assert "410.6a" in record["children"]
    assert isinstance(record["examples"], list)


def test_search_in_chinese_finds_the_packets_section():
    done = adjudicator("rule", "--search", "囊包")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].startswith("408\t")


def test_search_in_english_needs_every_word():
    done = adjudicator("rule", "--search", "damage packet")
    found = [line.split("\t")[0] for line in done.stdout.splitlines()]
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
