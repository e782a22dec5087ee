"""Safe YAML loading that keeps rule numbers as strings and remembers where every value came from.

Plain YAML 1.1 turns ``703.10`` into the float 703.1 and ``no`` into False; our loader has no
float or bool resolvers, so every such scalar stays a string (ints stay ints).  Validation
errors are reported as ``path:line:col: message`` through :class:`SourceError`.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

import yaml

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class StringKeepingLoader(_Base):  # type: ignore[misc, valid-type]
    """SafeLoader without the float and bool implicit resolvers."""


StringKeepingLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers
            if tag not in ("tag:yaml.org,2002:float", "tag:yaml.org,2002:bool")]
    for first, resolvers in _Base.yaml_implicit_resolvers.items()
}


class SourceError(Exception):
    """Bad input, located in a file: printed as ``path:line:col: message``."""

    def __init__(self, path: str | Path, line: int, col: int, message: str):
        super().__init__(f"{path}:{line}:{col}: {message}")
        self.path, self.line, self.col, self.message = str(path), line, col, message


@dataclass
class Document:
    """A parsed YAML file: its data and the node tree that locates every value."""

    path: Path
    data: Any
    root: yaml.Node | None

    def locate(self, loc: Iterable[Any]) -> tuple[int, int]:
        """1-based line and column of the value at ``loc`` (keys and indexes), or of its
        deepest existing ancestor."""
        node = self.root
        if node is None:
            return 1, 1
        for step in loc:
            child = _child(node, step)
            if child is None:
                break
            node = child
        return node.start_mark.line + 1, node.start_mark.column + 1

    def error(self, loc: Iterable[Any], message: str) -> SourceError:
        line, col = self.locate(loc)
        return SourceError(self.path, line, col, message)


def _child(node: yaml.Node, step: Any) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if key.value == str(step):
                return value
    elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and 0 <= step < len(node.value):
        return node.value[step]
    return None


def load_document(path: str | Path, text: str | None = None) -> Document:
    """Read and parse one YAML file; syntax errors become a :class:`SourceError`."""
    path = Path(path)
    if text is None:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise SourceError(path, 1, 1, f"cannot read file: {exc.strerror}") from None
    try:
        root = yaml.compose(text, Loader=StringKeepingLoader)
        data = yaml.load(text, Loader=StringKeepingLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise SourceError(path, line, col, f"invalid YAML: {exc.problem or exc.context}") from None
    return Document(path, data, root)


def pydantic_errors(doc: Document, exc: Any) -> SourceError:
    """The first error of a pydantic ValidationError, located in ``doc``."""
    err = exc.errors()[0]
    loc = [part for part in err["loc"] if not (isinstance(part, str) and part.startswith("function-"))]
    where = ".".join(str(p) for p in loc)
    message = err["msg"]
    if err["type"] == "extra_forbidden":
        message = f"unknown key {loc[-1]!r}"
        loc = loc[:-1] + [loc[-1]]
    return doc.error(loc, f"{where}: {message}" if where else message)
