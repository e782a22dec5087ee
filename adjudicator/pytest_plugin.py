"""pytest plugin: every scenario YAML is a test item. Enable with ``-p adjudicator.pytest_plugin``.

A failing scenario shows the YAML lines of each unmet expectation and the replay's steps up to the
first one that departs from what the scenario expects."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from .explain import as_text
from .yamlio import SourceError


def pytest_collect_file(parent, file_path: Path):
    if file_path.suffix == ".yaml" and "scenarios" in file_path.parts and "cards" not in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


_REPLAYS: dict[tuple[str, str], tuple] = {}


def _shared(path: Path) -> tuple:
    """(the replay, the decisions its script answered, its export once asked for), made once per
    session: keyed by the file's path and content (the engine's code can't change within a session)."""
    path = Path(path).resolve()
    key = (str(path), hashlib.sha256(path.read_bytes()).hexdigest())
    if key not in _REPLAYS:
        from .conformance.export import replay_recorded
        from .rules.index import rule_numbers
        _REPLAYS[key] = (*replay_recorded(path, known_rules=set(rule_numbers())), [])
    return _REPLAYS[key]


def shared_replay(path: Path):
    """The scenario replayed once per test session (``adjudicator check``'s replay, with the
    rulebook's numbers), shared by every test that reads it. Readers must not change it."""
    return _shared(path)[0]


def shared_export(path: Path):
    """The scenario's conformance export (``conformance.export.Exported``), made from its shared
    replay: what ``adjudicator export`` writes of it, with no replay of its own."""
    run, decisions, exported = _shared(path)
    if not exported:
        from .cards.library import default_library
        from .conformance.export import export_replayed
        exported.append(export_replayed(Path(path).resolve(), run, decisions, default_library()))
    return exported[0]


class ScenarioFile(pytest.File):
    def collect(self):
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioFailed(Exception):
    pass


class ScenarioItem(pytest.Item):
    def runtest(self):
        run = shared_replay(self.path)
        if not run.passed:
            lines = self.path.read_text(encoding="utf-8").splitlines()
            report = []
            for loc, message in run.mismatches:
                line, col = run.doc.locate(loc)
                report.append(f"{self.path}:{line}:{col}: {message}\n    {line:>4} | {lines[line - 1]}")
            raise ScenarioFailed("\n".join(report) + "\n\nThe replay:\n" + as_text(run))

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, (ScenarioFailed, SourceError)):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"scenario: {self.name}"
