"""The modules of ``adjudicator/engine`` import one way (docs/authoring/engine.md, "Layers of the
engine").

Every import of another engine module counts: at the top of a module, inside a function (a
deferred import), and under ``if TYPE_CHECKING:`` (a type-only import: the names it brings are
still what the module is written against, so a circle through them is a circle of design). The
strongly connected components of that graph are the import circles; there must be none, and no
import of an engine module may be deferred into a function (to dodge a circle or otherwise).

The rules modules are given a narrow context (``context.Context``), the loop's modules a
``context.GameLoop``: the last test checks that no function reaches past its protocol."""
from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "adjudicator" / "engine"

# The layers, bottom first (docs/authoring/engine.md, "Layers of the engine"); a module named in
# none is a rules module. A module imports only from its own layer or those below.
DATA = {"state", "events", "trace", "decisions", "card_parts", "board_key", "board_rules", "rollback"}
VIEWS = {"views", "selectors", "history", "dependency", "characteristics", "context", "compared"}
LOOP = {"priority", "turns", "loops", "legal", "legal_trials", "agents", "legal_agents", "game", "setup"}


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
    assert circles(import_graph()) == []


def layer_of(module: str) -> int:
    return 0 if module in DATA else 1 if module in VIEWS else 3 if module in LOOP else 2


def upward(graph: dict[str, list[tuple[str, str, int]]]) -> list[str]:
    return [f"{m}.py:{line} imports {t}" for m, found in graph.items() for t, _, line in found
            if layer_of(t) > layer_of(m)]


def test_every_import_points_down_the_layers():
    """State at the bottom, views computed from it, the rules modules, the game loop on top: the
    rules modules never import the loop (they hand control back through their Context)."""
    graph = import_graph()
    assert upward(graph) == []
    assert (DATA | VIEWS | LOOP) - set(graph) == set()  # every module named is still there


def test_no_deferred_import_of_an_engine_module():
    assert deferred(import_graph()) == []


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
    assert upward({"state": [("game", "type", 9)], "chain": [("state", "top", 3)]}) == ["state.py:9 imports game"]


def protocol_members(name: str) -> set[str]:
    """The attributes and methods a protocol of engine/context.py declares, its bases' included."""
    classes = {c.name: c for c in ast.parse((ENGINE / "context.py").read_text(encoding="utf-8")).body
               if isinstance(c, ast.ClassDef)}
    members: set[str] = set()
    for base in classes[name].bases:
        if isinstance(base, ast.Name) and base.id in classes:
            members |= protocol_members(base.id)
    for node in classes[name].body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            members.add(node.target.id)
        elif isinstance(node, ast.FunctionDef):
            members.add(node.name)
    return members


def annotated(arg: ast.arg, name: str) -> bool:
    note = arg.annotation
    return (isinstance(note, ast.Name) and note.id == name) or (isinstance(note, ast.Constant) and note.value == name)


def uses_beyond(protocol: str, package: Path = ENGINE) -> list[str]:
    """Every ``game.x`` read or written in a function whose ``game`` is typed ``protocol`` where the
    protocol declares no ``x``."""
    allowed = protocol_members(protocol)
    found = []
    for path in sorted(package.glob("*.py")):
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            typed = {a.arg for a in [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs] if annotated(a, protocol)}
            found += [f"{path.name}:{n.lineno} {fn.name}: {n.value.id}.{n.attr}" for n in ast.walk(fn)
                      if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id in typed
                      and n.attr not in allowed]
    return sorted(set(found))


def game_members() -> set[str]:
    """What game.Game has: its methods and every ``self.x`` it sets."""
    tree = ast.parse((ENGINE / "game.py").read_text(encoding="utf-8"))
    game = next(c for c in tree.body if isinstance(c, ast.ClassDef) and c.name == "Game")
    members = {n.name for n in game.body if isinstance(n, ast.FunctionDef)}
    members |= {t.attr for n in ast.walk(game) if isinstance(n, (ast.Assign, ast.AnnAssign))
                for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                for t in (t.elts if isinstance(t, ast.Tuple) else [t])
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"}
    return members


def test_the_rules_modules_use_only_their_context():
    """A rules module is given a Context, the loop's modules a GameLoop: neither reaches past what
    its protocol declares, and the Game provides all of it."""
    assert uses_beyond("Context") == []
    assert uses_beyond("GameLoop") == []
    assert protocol_members("GameLoop") - game_members() == set()


def test_the_context_check_sees_a_use_beyond_it(tmp_path):
    (tmp_path / "rules.py").write_text("def f(game: Context, other):\n    game.state\n    game.script\n"
                                       "    other.script\n")
    assert uses_beyond("Context", tmp_path) == ["rules.py:3 f: game.script"]
    assert "script" in protocol_members("GameLoop") and "script" not in protocol_members("Context")
