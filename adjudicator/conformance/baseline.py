"""``conform --baseline FILE``: the known results of an engine, so that a run fails only when
something changes (a scenario newly failing, or newly passing: then the baseline is out of date).

The file lists the scenarios that don't pass, each with its status; a scenario not listed is
expected to pass. ``--update-baseline`` writes it from a run."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..output import write_file
from ..yamlio import SourceError, read_text
from .model import FORMAT
from .report import ReportFile


class Baseline(BaseModel):
    """A baseline file: the scenarios that are known not to pass."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["wowtcg-conformance/2"] = Field(FORMAT, description="the contract's version")
    engine: str = Field(description="the engine command whose run wrote it")
    corpus_version: str = Field(description="the corpus it was written for")
    known: dict[str, Literal["fail", "error", "unsupported"]] = Field(
        description="per scenario id that doesn't pass, its status")


def write_baseline(path: Path, made: ReportFile) -> None:
    data = Baseline(engine=made.engine, corpus_version=made.corpus_version,
                    known={s.id: s.status for s in made.scenarios if s.status != "pass"})
    write_file(path, json.dumps(data.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n",
               force=True)  # --update-baseline names the file to replace


def read_baseline(path: str) -> Baseline:
    from .cli import UsageError
    try:
        return Baseline.model_validate_json(read_text(Path(path)))
    except OSError as exc:
        raise UsageError(f"cannot read the baseline {path}: {exc.strerror}") from None
    except SourceError as exc:
        raise UsageError(str(exc)) from None
    except ValidationError as exc:
        err = exc.errors()[0]
        raise UsageError(f"{path}: not a baseline: {'.'.join(map(str, err['loc']))}: {err['msg']}") from None


def changes(made: ReportFile, baseline: Baseline) -> list[str]:
    """Each scenario run whose status isn't the baseline's (a scenario the run left out is no change)."""
    known = baseline.known
    return [f"{s.id}: {known.get(s.id, 'pass')} → {s.status}" for s in made.scenarios
            if s.status != known.get(s.id, "pass")]
