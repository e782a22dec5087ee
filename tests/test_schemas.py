"""The committed JSON Schemas (for editors' `$schema` lines) are the ones the models generate."""
from adjudicator.formats.schemas import SCHEMAS, generated


def test_committed_schemas_are_current():
    for name, text in generated().items():
        assert (SCHEMAS / name).read_text(encoding="utf-8") == text, (
            f"schemas/{name} is stale: run python -m adjudicator.formats.schemas")
