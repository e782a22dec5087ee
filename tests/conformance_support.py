"""What the conformance kit's tests share: paths, engine commands, and reading an export."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema_rs

from adjudicator.conformance.model import Manifest
from adjudicator.formats.schemas import SCHEMAS

ROOT = Path(__file__).resolve().parents[1]
SUPPORT = ROOT / "tests" / "support"
E072 = ROOT / "scenarios/7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml"
REFERENCE = f"{sys.executable} -m adjudicator engine"
FAULTY = f"{sys.executable} {SUPPORT / 'faulty_engine.py'}"


def scenarios(files: dict[str, str], only: set[str] | None = None):
    """Each scenario of an export: its manifest entry, what the engine is sent, what it is judged by."""
    manifest = Manifest.model_validate_json(files["manifest.json"])
    return [(s, files[s.path], files[s.expectations.path]) for s in manifest.scenarios if only is None or s.id in only]


def schema(name: str):
    """A validator of one of our JSON Schemas (draft 2020-12; compiled, so the whole corpus is
    checked file by file in well under a second)."""
    return jsonschema_rs.Draft202012Validator(json.loads((SCHEMAS / name).read_text(encoding="utf-8")))


def schema_errors(check, data) -> list[str]:
    """Where and why ``data`` does not fit the schema ``check``, one line each."""
    return [f"{'/'.join(map(str, e.instance_path))}: {e.message}" for e in check.iter_errors(data)]


def conform(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "adjudicator", "conform", *args], capture_output=True, text=True,
                          cwd=ROOT)
