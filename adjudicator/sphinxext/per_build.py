"""Sphinx extension: work Sphinx does again for each of the book's ~2,000 pages, done once per build
(issue 23: a clean build under 40 s of CPU). Nothing a page shows changes:

* the docutils settings a page is read with: Sphinx 9 makes each page's afresh, an option parser
  built from the components' settings specifications and the configuration files read again
  (about a millisecond a page). Here the parser is made once for each set of components, default
  values and configuration files, and each page gets settings of its own from it, as Sphinx's
  would (``OptionParser.get_default_values``: the same values, a new ``Values``);
* the stylesheets of the settings Sphinx renders titles and tables of contents with
  (``render_partial``, six times a page): each translator looked each one up in the stylesheet
  folders (a file-system test per folder); they are looked up once, and the settings name them by
  the path found, which the look-up returns as it is;
* the templates: Jinja asked the file system, at each of the ~4,000 renderings, whether each
  template had changed since it was loaded; no template changes during a build;
* the stylesheets' and scripts' checksums in each page's links (``?v=``): Sphinx keeps each
  file's, by its path resolved, but resolved the path again for each link of each page (~18,000
  times); here a path's checksum is kept by the output folder and the name the page links;
* the event log (speed-book4): Sphinx writes the ``repr`` of each event's arguments (a page's whole
  template context, its doctree) into a debug message, at each of the ~25,000 events of a build,
  even when no handler shows debug messages (only ``-vv`` does); the ``repr`` is made only when
  one would;
* the partial renders (``render_partial``): each page renders its own title and table of contents
  and the titles of its parent, previous and next pages, each a docutils publication of its own
  (the titles of a scenario page's chapter and rule folder once for each of its ~1,800 pages). A
  render is kept by the node's content (its classes, attributes and text, the whole subtree), for
  nodes made only of text, inline markup, references and lists, which the translator writes the
  same whichever page it writes (no figure numbers, no images);
* a page's ancestors in the table of contents: Sphinx made the map of every page's parent afresh
  for each question (the theme asks it twice a page, for its sidebar), ~2,000 pages each time.
  While the pages are written the table of contents is settled, so the map is made once then;
* clearing a page before it is read: Sphinx asks every domain to forget the page, and the
  standard domain (and the rules') scan all their entries for it, ~2,000 times in a build from
  scratch. A page the environment has never read (not in ``all_docs``: a new page, or every page
  of a build from scratch) has nothing of it to forget, so the domains are not asked.
"""
from __future__ import annotations

import builtins
import logging
import os
import warnings
from typing import Any

import sphinx.builders.html as sphinx_html
import sphinx.environment.adapters.toctree as sphinx_toctree
import sphinx.events as sphinx_events
import sphinx.util.docutils as sphinx_docutils
from docutils import nodes
from docutils.frontend import OptionParser
from docutils.utils import DependencyList, get_stylesheet_list
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment

_PARSERS: dict[tuple, OptionParser] = {}
_MADE_BY_SPHINX = sphinx_docutils._get_settings  # noqa: SLF001 — what ``settings`` stands in for
_CHECKSUMS: dict[tuple[str, str], str] = {}
_CHECKSUM_BY_SPHINX = getattr(sphinx_html, "_file_checksum", None)
_ANCESTORS_BY_SPHINX = getattr(sphinx_toctree, "_get_toctree_ancestors", None)
_CLEAR_BY_SPHINX = BuildEnvironment.clear_doc
_PARENTS: dict[str, Any] = {}  # while pages are written: "settled", and "includes" (a table) → "parents"


def key_of(value: Any) -> Any:
    """A default value as part of a key: itself when hashable (an object by identity), else its repr."""
    try:
        hash(value)
    except TypeError:
        return ("repr", type(value).__name__, repr(value))
    return (type(value).__name__, value)


class Same:
    """An object as part of a key, by identity (and kept alive by the key, so its id is its own)."""

    def __init__(self, value: Any):
        self.value = value

    def __hash__(self) -> int:
        return id(self.value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.value is self.value


# What the option parser reads of a component (``OptionParser.populate_from_components`` and the
# configuration files' sections).
COMPONENT_PARTS = ("settings_spec", "settings_defaults", "settings_default_overrides", "config_section",
                   "config_section_dependencies")


def component_key(component: Any) -> tuple:
    """A component (a class, or an instance: Sphinx makes a source parser per page) as the option
    parser sees it: its class and the settings parts it has, each by identity."""
    kind = component if isinstance(component, type) else type(component)
    return (kind, *(Same(getattr(component, part, None)) for part in COMPONENT_PARTS))


def settings(*components: Any, defaults: Any, read_config_files: bool = False) -> Any:
    """``sphinx.util.docutils._get_settings``, its option parser made once per components, defaults
    and configuration files (``DOCUTILSCONFIG``, which Sphinx sets for each build) and kept until
    the next build starts (``forget``)."""
    key = (tuple(map(component_key, components)), read_config_files, os.environ.get("DOCUTILSCONFIG"),
           tuple(sorted((name, key_of(value)) for name, value in defaults.items())))
    parser = _PARSERS.get(key)
    if parser is None:
        with warnings.catch_warnings(action="ignore", category=DeprecationWarning):  # as Sphinx does
            parser = _PARSERS[key] = OptionParser(components=components, defaults=defaults,
                                                  read_config_files=read_config_files)
    with warnings.catch_warnings(action="ignore", category=DeprecationWarning):
        made = parser.get_default_values()
    # Read from the configuration files, the dependency list was the parser's own: a page's own then.
    if isinstance(made.record_dependencies, DependencyList) and made.record_dependencies.file is None \
            and not made.record_dependencies.list:
        made.record_dependencies = DependencyList()
    return made


def checksum(outdir: Any, filename: Any) -> str:
    """``sphinx.builders.html._file_checksum``, once per output folder and file name in a build."""
    key = (os.fspath(outdir), os.fspath(filename))
    found = _CHECKSUMS.get(key)
    if found is None:
        found = _CHECKSUMS[key] = _CHECKSUM_BY_SPHINX(outdir, filename)
    return found


def debug_shown(name: str = "sphinx.events") -> bool:
    """Whether a debug message of the logger ``name`` reaches a handler that keeps it (as
    ``logging.Logger.callHandlers`` walks the loggers up)."""
    logger: Any = logging.getLogger(name)
    if not logger.isEnabledFor(logging.DEBUG):
        return False
    while logger is not None:
        if any(handler.level <= logging.DEBUG for handler in logger.handlers):
            return True
        logger = logger.parent if logger.propagate else None
    return False


def event_repr(value: Any) -> str:
    """``repr`` as ``EventManager.emit`` uses it: only for a debug message something shows (the
    message is dropped otherwise, so what it says doesn't matter)."""
    return builtins.repr(value) if debug_shown() else "(not shown)"


# What a partial render is kept for: node classes the HTML translator writes from their own content
# (attributes, text, children) alone, never from the page being written.
PAGE_FREE = frozenset({nodes.Text, nodes.title, nodes.literal, nodes.emphasis, nodes.strong, nodes.inline,
                       nodes.reference, nodes.bullet_list, nodes.list_item, nodes.paragraph, nodes.subscript,
                       nodes.superscript, addnodes.compact_paragraph})


def content_key(node: nodes.Node) -> tuple | None:
    """The node as the translator sees it (class, attributes in order, text, children), or None when
    some node of its subtree is not of a PAGE_FREE class."""
    kind = type(node)
    if kind not in PAGE_FREE:
        return None
    if kind is nodes.Text:
        return (kind, str(node))
    children = []
    for child in node.children:
        key = content_key(child)
        if key is None:
            return None
        children.append(key)
    return (kind, repr(node.attributes), tuple(children))


class KeptPartials:
    """``builder.render_partial``, each result kept by the node's ``content_key`` for the build."""

    def __init__(self, render: Any):
        self.render, self.made = render, {}

    def __call__(self, node: Any) -> dict[str, str]:
        key = None if node is None else content_key(node)
        if key is None:
            return self.render(node)
        found = self.made.get(key)
        if found is None:
            found = self.made[key] = self.render(node)
        return dict(found)


def keep_partials(app: Sphinx) -> None:
    builder = app.builder
    if isinstance(builder, sphinx_html.StandaloneHTMLBuilder) and "render_partial" not in vars(builder):
        builder.render_partial = KeptPartials(builder.render_partial)  # type: ignore[method-assign]


def toctree_ancestors(toctree_includes: dict[str, list[str]], docname: str) -> Any:
    """``sphinx.environment.adapters.toctree._get_toctree_ancestors``, from a parents' map made once
    per table of contents while the pages are written (``parents_settled``): Sphinx replaces the
    environment's table by a sorted copy after write-started, so the map is made from the table it
    is asked about, once (before, every page's question fell back to Sphinx's walk of the table)."""
    if not _PARENTS.get("settled"):  # not writing: the table may still change
        return _ANCESTORS_BY_SPHINX(toctree_includes, docname)
    if _PARENTS.get("includes") is not toctree_includes:
        _PARENTS.update(includes=toctree_includes, parents=parents_of(toctree_includes))
    parent = _PARENTS["parents"]
    ancestors: list[str] = []
    d = docname
    while d in parent and d not in ancestors:
        ancestors.append(d)
        d = parent[d]
    return dict.fromkeys(ancestors).keys()


def parents_of(includes: dict[str, list[str]]) -> dict[str, str]:
    """Each page's parent in the table of contents, as Sphinx finds it (a later page's parent wins)."""
    parent: dict[str, str] = {}
    for p, children in includes.items():
        parent |= dict.fromkeys(children, p)
    return parent


def parents_settled(app: Sphinx, builder: Any) -> None:
    """write-started: the table of contents no longer changes (Sphinx sorts it into a new dict)."""
    _PARENTS["settled"] = True


def parents_unsettled(app: Sphinx, *args: Any) -> None:
    _PARENTS.clear()


def clear_doc(env: BuildEnvironment, docname: str) -> None:
    """``BuildEnvironment.clear_doc``: for a page the environment has read, Sphinx's; for one it
    has not, nothing (Sphinx's would change nothing of the environment's own and ask each domain
    to drop entries no domain has: a domain notes a page's entries while reading that page)."""
    if docname in env.all_docs:
        _CLEAR_BY_SPHINX(env, docname)


def forget(app: Sphinx) -> None:
    """A new build makes its parsers and checksums afresh (a process may build more than once:
    the tests')."""
    _PARSERS.clear()
    _CHECKSUMS.clear()
    _PARENTS.clear()


def resolve_stylesheets(app: Sphinx) -> None:
    """The partial renderer's stylesheets, named by the paths its translators would find."""
    found = getattr(app.builder, "_settings", None)
    if found is not None and getattr(found, "stylesheet_path", None):
        found.stylesheet_path = get_stylesheet_list(found)


def fixed_templates(app: Sphinx) -> None:
    templates = getattr(app.builder, "templates", None)
    environment = getattr(templates, "environment", None)
    if environment is not None:
        environment.auto_reload = False


def setup(app: Sphinx) -> dict[str, Any]:
    # Only in place of the function this was written against (Sphinx 9: its signature and body).
    if getattr(_MADE_BY_SPHINX, "__module__", "") == "sphinx.util.docutils" and \
            hasattr(sphinx_docutils, "_parse_str_to_doctree"):
        sphinx_docutils._get_settings = settings  # noqa: SLF001
    if getattr(_CHECKSUM_BY_SPHINX, "__module__", "") == "sphinx.builders.html._assets":
        sphinx_html._file_checksum = checksum  # noqa: SLF001
    # ``repr`` is looked up in sphinx.events (Sphinx 9: only ``emit`` calls it, for its debug message).
    if hasattr(sphinx_events, "EventManager") and not hasattr(sphinx_events, "repr"):
        sphinx_events.repr = event_repr  # type: ignore[attr-defined]
    app.connect("builder-inited", forget)
    app.connect("builder-inited", resolve_stylesheets)
    app.connect("builder-inited", fixed_templates)
    app.connect("builder-inited", keep_partials)
    if getattr(_CLEAR_BY_SPHINX, "__qualname__", "") == "BuildEnvironment.clear_doc" and \
            _CLEAR_BY_SPHINX.__module__ == "sphinx.environment":
        BuildEnvironment.clear_doc = clear_doc  # type: ignore[method-assign]
    if getattr(_ANCESTORS_BY_SPHINX, "__module__", "") == "sphinx.environment.adapters.toctree":
        sphinx_toctree._get_toctree_ancestors = toctree_ancestors  # noqa: SLF001
        app.connect("write-started", parents_settled)
        app.connect("build-finished", parents_unsettled)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
