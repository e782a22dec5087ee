"""The modules of ``adjudicator/engine`` import one way (docs/authoring/engine.md, "Layers").

Every import of another engine module counts: at the top of a module, inside a function (a
deferred import), and under ``if TYPE_CHECKING:`` (a type-only import: the names it brings are
still what the module is written against, so a circle through them is a circle of design). The
strongly connected components of that graph are the import circles.

Where the circle is not yet broken the test is a ratchet: the number of modules inside a circle
and the number of deferred imports may only fall. Lower the figures below when they do."""
from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "adjudicator" / "engine"

# The ratchet: what is left of the circle and of the deferred imports. Only ever lower these.
MODULES_IN_CIRCLES = 0
DEFERRED_IMPORTS = 0


def is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def targets(node: ast.stmt, modules: set[str]) -> list[str]:
    """The engine modules an import statement names (relative or absolute)."""
    if isinstance(node, ast.Import):
        return [a.name.split(".")[2] for a in node.names
                if a.name.startswith("adjudicator.engine.") and a.name.split(".")[2] in modules]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level == 1:
        path = node.module.split(".") if node.module else []
    elif node.level == 0 and (node.module or "").startswith("adjudicator.engine"):
        path = node.module.split(".")[2:]
    else:
        return []
    names = path[:1] or [a.name for a in node.names]
    return [n for n in names if n in modules]


def imports_in(tree: ast.AST, modules: set[str], kind: str = "top") -> list[tuple[str, str, int]]:
    """(module imported, kind, line): kind is ``top``, ``deferred`` (inside a function) or ``type``
    (under ``if TYPE_CHECKING:``)."""
    found = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and is_type_checking(node.test):
            for part in node.body:
                found += imports_in(ast.Module(body=[part], type_ignores=[]), modules, "type")
            for part in node.orelse:
                found += imports_in(ast.Module(body=[part], type_ignores=[]), modules, kind)
            continue
        found += [(name, kind, node.lineno) for name in targets(node, modules)]  # type: ignore[attr-defined]
        inner = "deferred" if kind == "top" and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                                  ast.Lambda)) else kind
        found += imports_in(node, modules, inner)
    return found


def import_graph(package: Path = ENGINE) -> dict[str, list[tuple[str, str, int]]]:
    """Every module of the package → the package's modules it imports, with kind and line."""
    modules = {p.stem for p in package.glob("*.py")}
    graph = {}
    for path in sorted(package.glob("*.py")):
        found = imports_in(ast.parse(path.read_text(encoding="utf-8")), modules)
        graph[path.stem] = [f for f in found if f[0] != path.stem]
    return graph


def circles(graph: dict[str, list[tuple[str, str, int]]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    edges = {m: sorted({t for t, _, _ in found}) for m, found in graph.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, nexts = work[-1]
            for nxt in nexts:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(edges.get(nxt, ()))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found)


def deferred(graph: dict[str, list[tuple[str, str, int]]]) -> list[str]:
    return [f"{m}.py:{line} imports {t}" for m, found in graph.items() for t, kind, line in found
            if kind == "deferred"]


def test_no_import_circle_in_the_engine():
    found = circles(import_graph())
    size = sum(len(c) for c in found)
    assert size <= MODULES_IN_CIRCLES, f"{size} modules in import circles (at most {MODULES_IN_CIRCLES}): {found}"


def test_no_deferred_import_of_an_engine_module():
    found = deferred(import_graph())
    assert len(found) <= DEFERRED_IMPORTS, (f"{len(found)} imports of engine modules inside functions (at most "
                                            f"{DEFERRED_IMPORTS}):\n" + "\n".join(found))


def test_the_graph_sees_every_kind_of_import(tmp_path):
    (tmp_path / "a.py").write_text("from typing import TYPE_CHECKING\nfrom . import b\n"
                                   "if TYPE_CHECKING:\n    from .c import C\n")
    (tmp_path / "b.py").write_text("def f():\n    from .a import g\n")
    (tmp_path / "c.py").write_text("from adjudicator.engine.d import x\n")
    (tmp_path / "d.py").write_text("import adjudicator.engine.c\n")
    graph = import_graph(tmp_path)
    assert sorted(graph["a"]) == [("b", "top", 2), ("c", "type", 4)]
    assert graph["b"] == [("a", "deferred", 2)]
    assert circles(graph) == [["a", "b"], ["c", "d"]]
    assert deferred(graph) == ["b.py:2 imports a"]
    (tmp_path / "b.py").write_text("X = 1\n")
    assert circles(import_graph(tmp_path)) == [["c", "d"]]
