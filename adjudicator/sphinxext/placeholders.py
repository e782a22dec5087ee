"""The placeholders a page leaves for ``doctree-resolved`` (back-links, listings, results, a note's
scenarios), found in one walk of the page for all the handlers that fill them: each handler
walking every page for its own kind was five walks of ~1,650 pages, most of them with none."""
from __future__ import annotations

from docutils import nodes

KINDS: list[type[nodes.Element]] = []  # every kind of placeholder, registered by its extension
_LAST: list[tuple[nodes.document, dict[type, list[nodes.Element]]]] = []  # the page being written


def register(kind: type[nodes.Element]) -> None:
    if kind not in KINDS:
        KINDS.append(kind)


def found(doctree: nodes.document, kind: type[nodes.Element]) -> list[nodes.Element]:
    """The page's placeholders of ``kind``, from one walk per page (the first handler's)."""
    register(kind)  # a handler called without its extension's setup (a test) still finds its kind
    if not _LAST or _LAST[0][0] is not doctree or kind not in _LAST[0][1]:
        kinds = tuple(KINDS)
        by_kind: dict[type, list[nodes.Element]] = {k: [] for k in KINDS}
        for node in doctree.findall(lambda n: isinstance(n, kinds)):
            by_kind[type(node)].append(node)
        _LAST[:] = [(doctree, by_kind)]
    return _LAST[0][1][kind]
