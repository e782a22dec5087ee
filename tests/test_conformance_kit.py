"""The conformance kit's second edition: a blind export, statuses (unsupported apart from errors),
feature tags and profiles, baselines, diffs, schemas that accept exactly what the harness accepts,
and an engine from outside Python (examples/node-engine) run through the contract."""
from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conformance_support import E072, FAULTY, ROOT, SUPPORT, conform, scenarios, schema

from adjudicator.conformance import report
from adjudicator.conformance.export import export_corpus, write_export
from adjudicator.conformance.features import PROFILES, within
from adjudicator.conformance.harness import Engine, EngineFault, parse_result, run_corpus
from adjudicator.conformance.model import Manifest
from adjudicator.formats.schemas import SCHEMAS

NODE = f"node {ROOT / 'examples/node-engine/engine.js'} --persistent"
SERVING = f"{sys.executable} -m adjudicator engine --persistent"


@pytest.fixture(scope="module")
def folder(corpus, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("export")
    write_export(out, corpus)
    return out


# -- blind -----------------------------------------------------------------------------------------

def test_the_engine_is_sent_no_expectation_ruling_or_refusing_rule(corpus):
    for entry, text, expected in scenarios(corpus):
        data, answer = json.loads(text), json.loads(expected)
        assert "expect" not in data["scenario"] and "ruling" not in data["scenario"]
        assert all(set(c) == {"after", "before"} for c in data["scenario"]["checkpoints"])
        assert all(e.get("rejected") is None for e in data["scenario"]["script"])
        assert data["scenario"]["refused"] == [i for i, _ in answer["rejected"]], entry.id
        assert answer["ruling"] not in text


@pytest.mark.parametrize("mode", ["--echo", "--board"])
def test_an_echoing_and_an_unchanged_board_engine_pass_only_what_the_board_already_meets(corpus, mode):
    verdicts = run_corpus(Engine(f"{sys.executable} {SUPPORT / 'blind_engines.py'} {mode}", True, timeout=30),
                          scenarios(corpus))
    made = report.build(verdicts, mode, True, "test", "5.0", 0.0)
    passed = {s.id for s in made.scenarios if s.status == "pass"}
    assert passed <= set(made.board_passes), sorted(passed - set(made.board_passes))
    # a static power's scenario (Helena counts her Demons) is met by its starting board: few, and named
    assert len(made.board_passes) <= len(made.scenarios) // 50 and made.totals.errors == 0
    if mode == "--board":
        assert passed == set(made.board_passes)  # those the report names: the board meets them by definition


# -- statuses, selection, the Node engine ------------------------------------------------------------

def test_the_minimal_profile_is_generic_combat_damage_and_chain(corpus):
    manifest = Manifest.model_validate_json(corpus["manifest.json"])
    assert manifest.profiles == PROFILES
    minimal = {s.id for s in manifest.scenarios if within(s.features, manifest.profiles["minimal"])}
    assert {"E085", "E086", "R603.1-an-ally-attacks-a-hero", "R603.1-two-allies-trade"} <= minimal
    e072 = next(s for s in manifest.scenarios if s.id == "E072")
    assert {"mechanic:replacement", "card:World in Flames", "construct:DealDamage"} <= set(e072.features)
    assert "E072" not in minimal


def test_the_node_engine_passes_the_minimal_profile_and_reports_the_rest_unsupported(folder, tmp_path):
    junit, out = tmp_path / "r.xml", tmp_path / "r.json"
    minimal = conform("--engine", NODE, "--persistent", "--corpus", str(folder), "--profile", "minimal")
    assert minimal.returncode == 0, minimal.stdout + minimal.stderr
    assert "0 failed, 0 errors, 0 unsupported" in minimal.stdout.splitlines()[-1]
    whole = conform("--engine", NODE, "--persistent", "--corpus", str(folder), "--only", "E07*", "--only", "E08*",
                    "--junit", str(junit), "--json", str(out))
    made = report.ReportFile.model_validate_json(out.read_text(encoding="utf-8"))
    assert whole.returncode == 1 and made.engine_name == "tiny-node-engine 0.1.0"
    assert made.totals.errors == made.totals.failed == 0
    assert {s.id for s in made.scenarios if s.status == "pass"} == {"E085", "E086"}
    assert made.totals.unsupported == made.totals.scenarios - 2
    e072 = next(s for s in made.scenarios if s.id == "E072")
    assert e072.unsupported in {"mechanic:one-shot-modifiers", "mechanic:replacement", "mechanic:targets"}
    one_shot = conform("--engine", NODE.replace(" --persistent", ""), "--corpus", str(folder), "--only", "E085")
    assert one_shot.returncode == 0 and one_shot.stdout.startswith("PASS  E085"), one_shot.stdout + one_shot.stderr
    skipped = ET.parse(junit).getroot().findall(".//testcase/skipped")
    assert len(skipped) == made.totals.unsupported and not ET.parse(junit).getroot().findall(".//error")


def test_features_and_exclude_features_select(folder):
    done = conform("--engine", SERVING, "--persistent", "--corpus", str(folder), "--features", "mechanic:*",
                   "--features", "card:Generic *", "--exclude-features", "mechanic:combat")
    assert done.returncode == 0, done.stderr
    ran = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("PASS")]
    assert ran and "E085" not in ran and "R410.6b-decked-in-the-draw-step" in ran
    assert conform("--engine", SERVING, "--corpus", str(folder), "--profile", "no-such").returncode == 2


# -- baseline and diff -----------------------------------------------------------------------------

def test_a_baseline_fails_the_run_only_on_a_change(folder, tmp_path):
    base, old, new = tmp_path / "base.json", tmp_path / "old.json", tmp_path / "new.json"
    only = ["--only", "E072", "--only", "E085", "--corpus", str(folder)]
    written = conform("--engine", FAULTY, *only, "--baseline", str(base), "--update-baseline", "--json", str(old))
    assert written.returncode == 0 and json.loads(base.read_text())["known"] == {"E072": "fail"}
    same = conform("--engine", FAULTY, *only, "--baseline", str(base))
    assert same.returncode == 0 and "baseline: no change" in same.stdout
    fixed = conform("--engine", SERVING, "--persistent", *only, "--baseline", str(base), "--json", str(new))
    assert fixed.returncode == 1 and "baseline: E072: fail → pass" in fixed.stdout
    diff = conform("--diff", str(old), str(new))
    assert diff.returncode == 1 and diff.stdout.splitlines() == ["fixed    E072: fail → pass"]
    assert conform("--diff", str(new), str(new)).stdout == "no change\n"
    assert conform("--diff", str(new), str(tmp_path / "none.json")).returncode == 2
    for bad in (["--update-baseline"], ["--baseline", str(old)]):  # no baseline to write; a report is no baseline
        refused = conform("--engine", SERVING, "--persistent", *only, *bad)
        assert refused.returncode == 2 and "baseline" in refused.stderr and not refused.stdout, bad


# -- the schemas accept exactly what the harness accepts --------------------------------------------

STATE = {"turn_player": "Alice", "cards": {"a": {"zone": "play", "damage": 1}}, "rejected": [[0, "410.2"]]}
RESULTS = [
    {"id": "x", "final": STATE},
    {"id": "x", "final": STATE, "checkpoints": [STATE, None], "steps": [{"text": "t", "rules": ["410.2"]}],
     "engine": {"name": "e", "version": "1"}},
    {"id": "x", "error": "cannot"},
    {"id": "x", "unsupported": {"feature": "mechanic:loops"}},
    {"id": "x", "unsupported": {"feature": "mechanic:loops", "reason": "no loops yet"}},
    {"id": "x"},
    {"id": "x", "final": STATE, "error": "both"},
    {"id": "x", "error": "e", "unsupported": {"feature": "f"}},
    {"id": "x", "error": ""},
    {"id": "x", "unsupported": {}},
    {"id": "x", "unsupported": "loops"},
    {"id": "x", "final": {**STATE, "extra": 1}},
    {"id": "x", "final": {"cards": {"a": {"zone": "attic"}}}},
    {"id": "x", "final": STATE, "engine": {"name": "e"}},
    {"id": "x", "final": STATE, "surprise": True},
    {"id": 3, "error": "e"},
    {"final": STATE},
    ["x"],
]


@pytest.mark.parametrize("result", RESULTS, ids=[json.dumps(r)[:40] for r in RESULTS])
def test_the_result_schema_accepts_exactly_what_the_harness_accepts(result):
    try:
        parse_result(json.dumps(result), result.get("id") if isinstance(result, dict) else "x")
        accepted = True
    except EngineFault:
        accepted = False
    assert accepted == schema("conformance-result.schema.json").is_valid(result)


def test_every_schema_is_identified_and_describes_every_property():
    for path in sorted(SCHEMAS.glob("conformance-*.schema.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["$schema"].endswith("2020-12/schema") and data["$id"].endswith(path.name), path.name
        undescribed = []

        def walk(node, where):
            if isinstance(node, dict):
                for key, prop in (node.get("properties") or {}).items():
                    if "description" not in prop and "$ref" not in prop:
                        undescribed.append(f"{where}.{key}")
                for k, v in node.items():
                    walk(v, f"{where}.{k}")
            elif isinstance(node, list):
                for v in node:
                    walk(v, where)
        conformance_defs = {k: v for k, v in data.get("$defs", {}).items() if not is_scenario_format(k)}
        walk({**{k: v for k, v in data.items() if k != "$defs"}, "$defs": conformance_defs}, path.stem)
        assert not undescribed, undescribed[:10]


def is_scenario_format(name: str) -> bool:
    """The scenario and card formats' own models, which the export embeds and documents elsewhere."""
    from adjudicator.conformance import baseline, model
    ours = [getattr(m, name, None) for m in (model, report, baseline)]
    return not any(c is not None and getattr(c, "__module__", "").startswith("adjudicator.conformance") for c in ours)


# -- versions --------------------------------------------------------------------------------------

def test_a_yaml_comment_changes_no_hash_and_no_corpus_version(tmp_path):
    copy = tmp_path / "scenarios" / "7-x" / "716" / E072.name
    copy.parent.mkdir(parents=True)
    text = E072.read_text(encoding="utf-8")
    manifests = []
    for version in (text, "# a comment changes nothing\n" + text.replace("\nsetup:", "\n# here neither\nsetup:")):
        copy.write_text(version, encoding="utf-8")
        manifests.append(Manifest.model_validate_json(export_corpus([copy])["manifest.json"]))
    plain, commented = manifests
    assert plain.corpus_version == commented.corpus_version and plain.scenarios[0].hash == commented.scenarios[0].hash


# -- decisions addressed ---------------------------------------------------------------------------

def swapped(text: str, a: int, b: int, addressed: bool = True) -> str:
    """The exported scenario with script entries a and b swapped (and their decisions' entries)."""
    data = json.loads(text)
    script = data["scenario"]["script"]
    script[a], script[b] = script[b], script[a]
    for d in data["scenario"]["decisions"]:
        d["entry"] = {a: b, b: a}.get(d["entry"], d["entry"])
    if not addressed:
        data["scenario"]["decisions"] = []
    return json.dumps(data)


def test_answers_are_matched_to_their_decisions_not_their_order(corpus):
    [(entry, text, expected)] = [s for s in scenarios(corpus) if s[0].id == "E076"]
    decisions = json.loads(text)["scenario"]["decisions"]
    assert [(d["entry"], d["kind"], d["player"], d["position"]) for d in decisions] == [
        (2, "replacement", "Bob", 1), (3, "replacement", "Carol", 1)]
    engine = Engine(SERVING, True, timeout=30)
    [by_decision, by_order] = run_corpus(engine, [(entry, swapped(text, 2, 3), expected),
                                                  (entry, swapped(text, 2, 3, addressed=False), expected)])
    assert by_decision.status == "pass", (by_decision.error, by_decision.mismatches)
    assert by_order.status != "pass"  # without the addresses the answers drift out of step


def test_a_wrong_answer_is_reported_for_its_decision(corpus):
    [(entry, text, expected)] = [s for s in scenarios(corpus) if s[0].id == "E076"]
    data = json.loads(text)
    data["scenario"]["script"][3]["choose"] = "no-such-card"
    [verdict] = run_corpus(Engine(SERVING, True, timeout=30), [(entry, json.dumps(data), expected)])
    assert verdict.status == "error" and verdict.error_kind == "engine"
    assert "the answer to Carol's replacement decision #1 (script entry 3): 'no-such-card' is not one of the " \
           "options" in verdict.error


def test_a_run_of_a_few_scenarios_has_the_whole_corpus_version(corpus):
    from adjudicator.conformance.cli import corpus_from
    few = Manifest.model_validate_json(corpus_from([], None, ["E072"])["manifest.json"])
    assert [s.id for s in few.scenarios] == ["E072"]
    assert few.corpus_version == Manifest.model_validate_json(corpus["manifest.json"]).corpus_version
