"""Changing any expected value of a scenario must make its replay fail (the engine computes; the
scenario asserts)."""
from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from adjudicator.yamlio import SourceError, StringKeepingLoader
from adjudicator.formats.load import load_scenario
from adjudicator.pytest_plugin import shared_replay
from adjudicator.replay import judged

ROOT = Path(__file__).resolve().parents[1]
# libyaml's safe loader and dumper where PyYAML has them: the same documents, several times faster
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
SAFE_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
FIRST_FIVE = sorted(p for p in (ROOT / "scenarios").rglob("E0*.yaml")
                    if p.name.split("-")[0] in {"E001", "E026", "E072", "E076", "E080"})
GROUP_A = {"E002", "E003", "E004", "E005", "E006", "E007", "E008", "E009", "E010", "E011", "E012", "E013",
           "E014", "E015", "E016", "E017", "E018", "E019", "E020", "E091"}
GROUP_B = {"E021", "E022", "E023", "E024", "E025", "E027", "E030", "E031", "E032", "E033", "E034",
           "E036", "E037", "E038", "E085", "E086", "E087", "E088"}
COVERED = FIRST_FIVE + sorted(p for p in (ROOT / "scenarios").rglob("E0*.yaml") if p.name.split("-")[0] in GROUP_A)
COVERED += sorted(p for p in (ROOT / "scenarios").rglob("E0*.yaml") if p.name.split("-")[0] in GROUP_B)
GROUP_D = {"E059", "E061", "E062", "E063", "E064", "E065", "E067", "E068", "E069", "E070", "E071",
           "E073", "E074", "E075", "E077", "E078", "E079", "E092", "E094"}
COVERED += sorted(p for p in (ROOT / "scenarios").rglob("E0*.yaml") if p.name.split("-")[0] in GROUP_D)
GROUP_C = {"E039", "E040", "E041", "E042", "E043", "E044", "E045", "E046", "E047", "E048", "E049", "E050", "E051",
           "E052", "E053", "E054", "E055", "E056", "E057", "E058", "E081", "E083", "E089", "E090"}
COVERED += sorted(p for p in (ROOT / "scenarios").rglob("E0*.yaml") if p.name.split("-")[0] in GROUP_C)
GROUP_E = {"E028", "E029", "E035", "E060", "E066", "E084"}  # resources as cards, quests, the start of the game
COVERED += sorted(p for p in (ROOT / "scenarios").rglob("E0*.yaml") if p.name.split("-")[0] in GROUP_E)
COVERED += sorted((ROOT / "scenarios").rglob("L[0-9]*.yaml"))  # the card language's breadth (issue 10 §1)
COVERED += sorted((ROOT / "scenarios").rglob("S[0-9]*.yaml"))  # the later sets' card library (issue 10 §2)
COVERED += sorted((ROOT / "scenarios").rglob("R[0-9]*.yaml"))  # new rulings, named by their rule
COVERED += sorted((ROOT / "scenarios").rglob("E001-variant-*.yaml"))
COVERED += sorted((ROOT / "scenarios").rglob("C[0-9]*.yaml"))  # the card library's rulings (issue 10 §2)


FILLER = {"chain": "someone", "winners": "someone", "loops": 1_000_001,  # one item for an empty list
          "losers": ["someone"], "waves": ["someone"],
          "packets": {"damage": 1}, "shuffled": "someone", "modifiers": "someone",
          "interrupted": "someone"}


ROWS = {"ally": "hero", "hero": "ally", "resource": "ally"}  # another row (710.1b)


def changed_value(want):
    """A different value of the same kind."""
    if isinstance(want, bool):
        return not want
    if isinstance(want, int):
        return want + 1
    if isinstance(want, list):
        return want[:-1] if want else ["Mutant"]
    if isinstance(want, dict):  # counters by name: one more of the first, or one where none is expected
        return {k: n + (i == 0) for i, (k, n) in enumerate(want.items())} if want else {"mutant": 1}
    return "hand" if want != "hand" else "play"


def mutations(expect: dict):
    """Yield (description, mutated expect) for each expected value."""
    for key, value in expect.items():
        if key in ("cards", "players"):  # per card id / player name, per field
            for name, fields in value.items():
                for field, want in fields.items():
                    changed = copy.deepcopy(expect)
                    changed[key][name][field] = ROWS[want] if field == "row" else changed_value(want)
                    yield f"{key}.{name}.{field}", changed
        elif isinstance(value, str):  # turn_player
            changed = copy.deepcopy(expect)
            changed[key] = value + "-changed"
            yield key, changed
        elif key == "kept":  # per player, a list of card ids (800.1c)
            for name, ids in value.items():
                changed = copy.deepcopy(expect)
                changed[key][name] = ids[:-1] if ids else ["someone"]
                yield f"kept.{name}", changed
        elif key == "in_play":
            for name, count in value.items():
                changed = copy.deepcopy(expect)
                changed["in_play"][name] = count + 1
                yield f"in_play.{name}", changed
        elif isinstance(value, list):
            changed = copy.deepcopy(expect)
            changed[key] = value[:-1] if value else [FILLER.get(key, ["someone"])]
            yield key, changed
            if value and isinstance(value[0], int):
                changed = copy.deepcopy(expect)
                changed[key] = [value[0] + 1] + value[1:]
                yield f"{key}[0]+1", changed
            for i, row in enumerate(value):
                for field, want in (row.items() if isinstance(row, dict) else []):
                    changed = copy.deepcopy(expect)
                    changed[key][i][field] = changed_value(want) if not isinstance(want, str) or \
                        field not in ("type", "source", "to", "controller") else want + "-changed"
                    yield f"{key}[{i}].{field}", changed


def test_the_first_five_scenarios_exist():
    assert {p.name[:4] for p in FIRST_FIVE} == {"E001", "E026", "E072", "E076", "E080"}


@pytest.mark.parametrize("path", COVERED, ids=lambda p: p.stem)
def test_every_changed_expectation_fails(path: Path, tmp_path: Path):
    text = path.read_text(encoding="utf-8")
    data = yaml.load(text, Loader=StringKeepingLoader)
    plain = yaml.load(text, Loader=SAFE_LOADER)
    data["expect"] = plain["expect"]  # real booleans to flip
    played = shared_replay(path)
    assert played.passed
    cases = list(mutations(data["expect"]))
    assert cases, "a scenario must expect something"
    for k, point in enumerate(plain.get("checkpoints", [])):  # expectations part-way count too
        for what, expect in mutations(point["expect"]):
            points = copy.deepcopy(data["checkpoints"])
            points[k]["expect"] = expect
            cases.append((f"checkpoints[{k}].{what}", dict(data, checkpoints=points)))
    for what, expect in cases:
        mutated = expect if "checkpoints" in what else dict(data, expect=expect)
        target = tmp_path / path.name
        target.write_text(yaml.dump(mutated, Dumper=SAFE_DUMPER, allow_unicode=True, sort_keys=False), encoding="utf-8")
        assert fails(target, played), f"changing {what} did not make {path.name} fail"


def fails(path: Path, played) -> bool:
    """The game already played, judged against the changed file: it misses an expectation, or an
    expectation names a card or player the game never had (the filler "someone"): bad input,
    which fails too. Only expectations change, so the game is the same (replay.judged)."""
    try:
        scenario, doc = load_scenario(path)
        assert plays(scenario) == plays(played.scenario)
        return bool(judged(played, scenario, doc))
    except SourceError as exc:
        return "in this game" in exc.message


def plays(scenario) -> tuple:
    """What decides the game a scenario plays: its board, its script, where it stops, where its
    checkpoints look."""
    return scenario.setup, scenario.script, scenario.until, [point.entry for point in scenario.checkpoints]
