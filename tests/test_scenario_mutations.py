"""Changing any expected value of a scenario must make its replay fail (the engine computes; the
scenario asserts)."""
from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from adjudicator.formats.yamlio import StringKeepingLoader
from adjudicator.replay import replay

ROOT = Path(__file__).resolve().parents[1]
FIRST_FIVE = sorted(p for p in (ROOT / "scenarios").rglob("E0*.yaml")
                    if p.name.split("-")[0] in {"E001", "E026", "E072", "E076", "E080"})


FILLER = {"chain": "someone", "winners": "someone", "loops": 1_000_001}  # one item for an empty list


def mutations(expect: dict):
    """Yield (description, mutated expect) for each expected value."""
    for key, value in expect.items():
        if key == "cards":
            for label, fields in value.items():
                for field, want in fields.items():
                    changed = copy.deepcopy(expect)
                    changed["cards"][label][field] = (not want if isinstance(want, bool) else
                                                      want + 1 if isinstance(want, int) else
                                                      "hand" if want != "hand" else "play")
                    yield f"cards.{label}.{field}", changed
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


def test_the_first_five_scenarios_exist():
    assert {p.name[:4] for p in FIRST_FIVE} == {"E001", "E026", "E072", "E076", "E080"}


@pytest.mark.parametrize("path", FIRST_FIVE, ids=lambda p: p.stem)
def test_every_changed_expectation_fails(path: Path, tmp_path: Path):
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=StringKeepingLoader)
    data["expect"] = yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]  # real booleans to flip
    assert replay(path).passed
    cases = list(mutations(data["expect"]))
    assert cases, "a scenario must expect something"
    for what, expect in cases:
        mutated = dict(data, expect=expect)
        target = tmp_path / path.name
        target.write_text(yaml.safe_dump(mutated, allow_unicode=True, sort_keys=False), encoding="utf-8")
        assert not replay(target).passed, f"changing {what} did not make {path.name} fail"
