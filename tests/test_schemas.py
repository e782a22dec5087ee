"""The committed JSON Schemas (for editors' `$schema` lines, and the conformance kit's files) are
the ones the models generate."""
import pytest

from adjudicator.conformance import schemas as conformance_schemas
from adjudicator.formats.schemas import SCHEMAS, generated

GENERATORS = [("adjudicator.formats.schemas", generated),
              ("adjudicator.conformance.schemas", conformance_schemas.generated)]


@pytest.mark.parametrize("module,make", GENERATORS, ids=[m for m, _ in GENERATORS])
def test_committed_schemas_are_current(module, make):
    for name, text in make().items():
        assert (SCHEMAS / name).read_text(encoding="utf-8") == text, (
            f"schemas/{name} is stale: run python -m {module}")
