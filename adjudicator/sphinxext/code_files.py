"""The package's source files a module is made from: the module and, following its ``import``
statements (read, not run), every module of the package it imports, with the ``__init__`` of each
package on the way. What a kept page is keyed by (:mod:`.scenario_kept`): an edit to a module the
page's making never imports, another page's extension, keeps every kept page."""
from __future__ import annotations

import ast
import functools
import hashlib
from pathlib import Path
from typing import Iterator

import adjudicator
from adjudicator.disk_cache import cached_by

PACKAGE = Path(adjudicator.__file__).resolve().parent
NAME = adjudicator.__name__


@functools.cache
def files_imported(module: str) -> tuple[Path, ...]:
    """The files of ``module`` and of every module of the package it imports, directly or not;
    kept on disk by the package's content (parsing them cost a no-change rebuild 0.2 s)."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*.py")):
        digest.update(f"{path.relative_to(PACKAGE).as_posix()}\0".encode())
        digest.update(path.read_bytes())
    names = cached_by(f"code-files-{module}", digest.hexdigest()[:24],
                      lambda: tuple(p.relative_to(PACKAGE).as_posix() for p in walked(module)), tuple)
    return tuple(PACKAGE / name for name in names)


def walked(module: str) -> tuple[Path, ...]:
    """Following the imports from ``module``, file by file."""
    found: dict[str, Path] = {}
    todo = [module]
    while todo:
        name = todo.pop()
        path = source_of(name)
        if name in found or path is None:
            continue
        found[name] = path
        todo += [*parents(name), *imported_by(name, path)]
    return tuple(sorted(set(found.values())))


def source_of(module: str) -> Path | None:
    """The package's file for ``module``, or None when it is not one of the package's modules."""
    if module != NAME and not module.startswith(NAME + "."):
        return None
    base = PACKAGE.joinpath(*module.split(".")[1:])
    for path in (base / "__init__.py", base.with_suffix(".py")):
        if path.is_file():
            return path
    return None


def parents(module: str) -> list[str]:
    """The packages whose ``__init__`` importing ``module`` runs first."""
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


@functools.cache  # read once per process, as files_imported is: the walks from two modules share most files
def imported_by(module: str, path: Path) -> tuple[str, ...]:
    """Every module an ``import`` of the file may name, at any depth of the file (a function's
    own imports too); ``from m import x`` names ``m`` and ``m.x``, which may be a module."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: list[str] = []
    for node in statements(ast.parse(path.read_bytes(), str(path)).body):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = absolute(package, node.module, node.level)
            names += [base, *(f"{base}.{alias.name}" for alias in node.names)]
    return tuple(names)


BODIES = ("body", "orelse", "finalbody", "handlers", "cases")  # where a statement holds statements


def statements(body: list[ast.AST]) -> Iterator[ast.AST]:
    """Every statement of a block, at any depth (a function's, a branch's, a handler's): an
    ``import`` is a statement, so only blocks are walked, not the expressions that are most of a
    file's nodes (``ast.walk`` over the package was a tenth of a second of a clean build)."""
    for node in body:
        yield node
        for name in BODIES:
            inner = getattr(node, name, None)
            if isinstance(inner, list):
                yield from statements(inner)


def absolute(package: str, name: str | None, level: int) -> str:
    """The module ``from <dots><name> import …`` names, from inside ``package``."""
    if not level:
        return name or ""
    parts = package.split(".")
    base = ".".join(parts[:len(parts) - level + 1])
    return f"{base}.{name}" if name else base
