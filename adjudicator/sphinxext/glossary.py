"""Sphinx extension: the bilingual glossary, rendered from ``glossary/data/*.yaml``.

A page asks for generated content with a placeholder directive on lines of its own::

    ```{glossary-entries} P
    ```

``glossary-entries X`` becomes every term whose English headword starts with X (each letter
has its page, ``glossary/letter-x.md``, so a phone never scrolls the whole glossary),
alphabetically, as Sphinx ``glossary`` items (English line first, so each entry's anchor is ``term-<English>``; every Chinese form
and English alias is a term line too, so ``{term}`` works for all of them), each with its
rules as ``{rule}`` links. ``glossary-headwords`` lists every headword as a link (the index
page), and warns about a letter without its page. ``glossary-pinyin-index`` becomes the Chinese index ordered by
pinyin. The substitution happens at ``source-read``, so the generated MyST is parsed like any
page; the data files are recorded as dependencies of the page, so editing them re-reads it
(incremental builds), and nothing is shared between documents (parallel builds).

The ``gloss`` domain lists every form of every term as a search object whose anchor is the
entry, so the HTML search finds an entry by its English or any Chinese form and links to it.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.domains import Domain, ObjType
from sphinx.util import logging

from adjudicator.yamlio import SourceError
from adjudicator.glossary import load as gloss_load
from adjudicator.glossary import render

logger = logging.getLogger(__name__)

PLACEHOLDER = re.compile(
    r"^(?P<fence>`{3,}|:{3,})\{(?P<name>glossary-entries|glossary-headwords|glossary-pinyin-index)\}"
    r"[ \t]*(?P<argument>[A-Za-z#]?)[ \t]*\n(?P=fence)[ \t]*$", re.MULTILINE)
GENERATORS = {"glossary-entries": lambda g, letter: render.glossary_myst(g, letter or None),
              "glossary-headwords": lambda g, _: render.headwords_myst(g),
              "glossary-pinyin-index": lambda g, _: render.pinyin_myst(g)}
_CODE = [Path(render.__file__), Path(gloss_load.__file__), Path(gloss_load.__file__).with_name("model.py")]


class GlossaryDomain(Domain):
    """Search objects for the glossary: one per English or Chinese form, anchored at its entry."""

    name = "gloss"
    label = "Glossary"
    object_types = {"term": ObjType("term · 术语", "term", searchprio=1)}
    initial_data: dict[str, Any] = {"objects": {}}
    data_version = 1

    @property
    def objects(self) -> dict[str, list[tuple[str, str]]]:
        """docname → [(form, anchor)]"""
        return self.data.setdefault("objects", {})

    def clear_doc(self, docname: str) -> None:
        self.objects.pop(docname, None)

    def merge_domaindata(self, docnames: Iterable[str], otherdata: dict[str, Any]) -> None:
        for docname in docnames:
            if docname in otherdata.get("objects", {}):
                self.objects[docname] = otherdata["objects"][docname]

    def get_objects(self) -> Iterable[tuple[str, str, str, str, str, int]]:
        for docname, objects in sorted(self.objects.items()):
            for form, anchor in objects:
                # Priority 2 ("unimportant"): an exact match still lists the entry, below a rule
                # section whose title is the same word (searching 囊包 shows rule 408 first).
                yield form, form, "term", docname, anchor, 2

    def resolve_xref(self, env, fromdocname, builder, typ, target, node, contnode):  # noqa: ANN001
        return None

    def resolve_any_xref(self, env, fromdocname, builder, target, node, contnode):  # noqa: ANN001
        return []


def data_dir(app: Sphinx) -> Path:
    configured = app.config.glossary_data_dir
    if configured:
        return (Path(app.srcdir) / configured).resolve()
    return gloss_load.DATA_DIR


def substitute(app: Sphinx, docname: str, source: list[str]) -> None:
    """``source-read``: replace the placeholders of a page with the generated MyST."""
    text = source[0]
    if "{glossary-" not in text or not PLACEHOLDER.search(text):
        return
    env = app.env
    directory = data_dir(app)
    for path in [*gloss_load.data_files(directory), *_CODE]:
        env.note_dependency(str(path))
    try:
        glossary = gloss_load.cached_glossary(directory)
    except SourceError as exc:
        logger.error("glossary data: %s", exc, location=docname)
        source[0] = PLACEHOLDER.sub("", text)
        return
    found = list(PLACEHOLDER.finditer(text))
    source[0] = PLACEHOLDER.sub(lambda m: GENERATORS[m["name"]](glossary, m["argument"]), text)
    for m in found:
        if m["name"] == "glossary-entries":
            letter = m["argument"].upper() or None
            env.domains["gloss"].objects.setdefault(docname, []).extend(  # type: ignore[attr-defined]
                (form, entry.anchor) for entry in glossary if letter is None or
                render.letter_page(entry.en) == render.letter_page(letter) for form in render.term_lines(entry))
        if m["name"] == "glossary-headwords":
            check_letter_pages(app, docname, glossary)


def check_letter_pages(app: Sphinx, docname: str, glossary: gloss_load.Glossary) -> None:
    """Every initial of a headword needs its page (``glossary/letter-x.md``)."""
    folder = docname.rsplit("/", 1)[0]
    for letter in render.letters(glossary):
        page = f"{folder}/{render.letter_page(letter)}"
        if page not in app.env.found_docs:
            logger.warning("no glossary page for the letter %s: add %s.md (with "
                           "```{glossary-entries} %s```)", letter, page, letter, location=docname)


def check_anchors(app: Sphinx, doctree: nodes.document) -> None:
    """``doctree-read``: every search object must point at an id the page really has (Sphinx
    gives a glossary term the id ``term-<English>`` unless that id is taken)."""
    env = app.env
    objects = env.domains["gloss"].objects.get(env.docname)  # type: ignore[attr-defined]
    if not objects:
        return
    ids = {i for glossary in doctree.findall(addnodes.glossary)
           for term in glossary.findall(nodes.term) for i in term["ids"]}
    for anchor in sorted({a for _, a in objects} - ids):
        logger.warning("glossary entry anchor %s is missing from the page", anchor,
                       location=env.docname)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("glossary_data_dir", "", "env", types=[str])
    app.add_domain(GlossaryDomain)
    app.connect("source-read", substitute)
    app.connect("doctree-read", check_anchors)
    return {"version": "1", "env_version": 1,
            "parallel_read_safe": True, "parallel_write_safe": True}
