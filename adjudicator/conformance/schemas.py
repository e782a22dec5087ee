"""JSON Schemas of the conformance kit's files (``schemas/conformance-*.schema.json``), generated
from the models. The exported files write every field out, so their schemas require every
property: an engine author can rely on each key being there."""
from __future__ import annotations

import json
from typing import Any

from ..formats.schemas import SCHEMAS
from .model import CardLibraryFile, EngineResult, ExportedScenario, Manifest
from .report import ReportFile

EXPORTED = (("conformance-scenario.schema.json", ExportedScenario), ("conformance-cards.schema.json", CardLibraryFile),
            ("conformance-manifest.schema.json", Manifest))
OTHERS = (("conformance-result.schema.json", EngineResult), ("conformance-report.schema.json", ReportFile))


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


def generated() -> dict[str, str]:
    def text(schema: dict) -> str:
        return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
    out = {name: text(all_required(model.model_json_schema(by_alias=True, mode="serialization")))
           for name, model in EXPORTED}
    out.update({name: text(model.model_json_schema(by_alias=True)) for name, model in OTHERS})
    return out


def write() -> None:
    SCHEMAS.mkdir(exist_ok=True)
    for name, text in generated().items():
        (SCHEMAS / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write()
