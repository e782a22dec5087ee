"""The test modules themselves: a module-level function defined twice in one test file replaces the first for every
caller, earlier ones too. The pool harness (tests/test_encode_pool.py) does that on purpose to extend a board,
each time marked "noqa: F811"; an unmarked second definition is a name clash (a helper's new function silently
replacing another's), and a test that shadows another never runs."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

TESTS = sorted(Path(__file__).parent.glob("*.py"))


def redefined(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    seen, clashes = set(), []
    for node in ast.parse("\n".join(lines)).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            if node.name in seen and "F811" not in lines[node.lineno - 1]:
                clashes.append(f"{path.name}:{node.lineno}: {node.name} defined again, unmarked")
            seen.add(node.name)
    return clashes


@pytest.mark.parametrize("path", TESTS, ids=[p.name for p in TESTS])
def test_no_function_is_redefined_by_accident(path):
    assert redefined(path) == []


def test_an_unmarked_redefinition_is_found(tmp_path):
    clash = tmp_path / "clash.py"
    clash.write_text("def f():\n    pass\n\n\ndef f():\n    pass\n\n\ndef f():  # noqa: F811 (a wrapper)\n    pass\n")
    assert redefined(clash) == ["clash.py:5: f defined again, unmarked"]
