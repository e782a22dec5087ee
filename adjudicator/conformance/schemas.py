"""JSON Schemas of the conformance kit's files (``schemas/conformance-*.schema.json``), generated
from the models. The exported files write every field out, so their schemas require every
property: an engine author can rely on each key being there."""
from __future__ import annotations

import json
from typing import Any

from pydantic import TypeAdapter

from ..formats.schemas import SCHEMAS
from .baseline import Baseline
from .model import CardLibraryFile, EngineResult, Expectations, ExportedScenario, Manifest
from .report import ReportFile

EXPORTED = (("conformance-scenario.schema.json", ExportedScenario), ("conformance-cards.schema.json", CardLibraryFile),
            ("conformance-manifest.schema.json", Manifest), ("conformance-expectations.schema.json", Expectations))
OTHERS = (("conformance-report.schema.json", ReportFile), ("conformance-baseline.schema.json", Baseline))
RESULT = "conformance-result.schema.json"
BASE_ID = "https://wowtcg-adjudicator.invalid/schemas/"  # an identifier, not a place to fetch from
TITLES = {
    "conformance-scenario.schema.json": "An exported scenario: what an engine is sent",
    "conformance-cards.schema.json": "The card library of an export",
    "conformance-manifest.schema.json": "The manifest of an export",
    "conformance-expectations.schema.json": "A scenario's expectations: what the harness judges by",
    "conformance-result.schema.json": "An engine's result for one scenario: final, error or unsupported",
    "conformance-report.schema.json": "A conformance run's report (conform --json)",
    "conformance-baseline.schema.json": "A baseline of known results (conform --baseline)",
}


def all_required(schema: Any) -> Any:
    """Every object schema in ``schema`` with all its properties required."""
    if isinstance(schema, dict):
        out = {k: all_required(v) for k, v in schema.items()}
        if isinstance(schema.get("properties"), dict) and schema.get("type") == "object":
            out["required"] = list(schema["properties"])
        return out
    if isinstance(schema, list):
        return [all_required(v) for v in schema]
    return schema


def headed(name: str, schema: dict) -> dict:
    """A schema with its dialect, its identifier and its title first."""
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": BASE_ID + name, "title": TITLES[name],
            **{k: v for k, v in schema.items() if k != "title"}}


def result_schema() -> dict:
    """One of three kinds of result, told apart by the key each requires (``oneOf``)."""
    adapter = TypeAdapter(EngineResult)
    schema = adapter.json_schema(by_alias=True)
    schema["oneOf"] = schema.pop("anyOf")
    schema["description"] = ("final: the scenario was played out; error: the engine could not play it out; "
                             "unsupported: the engine doesn't implement something it needs")
    return schema


def generated() -> dict[str, str]:
    def text(name: str, schema: dict) -> str:
        return json.dumps(headed(name, schema), indent=2, ensure_ascii=False) + "\n"
    out = {name: text(name, all_required(model.model_json_schema(by_alias=True, mode="serialization")))
           for name, model in EXPORTED}
    out.update({name: text(name, model.model_json_schema(by_alias=True)) for name, model in OTHERS})
    out[RESULT] = text(RESULT, result_schema())
    return out


def write() -> None:
    SCHEMAS.mkdir(exist_ok=True)
    for name, text in generated().items():
        (SCHEMAS / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write()
