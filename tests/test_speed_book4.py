"""The book build's shortcuts (speed-book4) give what the work they skip gives: a partial render
kept by the node's content, a page's ancestors from a parents' map made once, and the events'
debug message made only when something shows it, a page never read not cleared."""
from __future__ import annotations

import io
import logging

import pytest
from hypothesis import given
from hypothesis import strategies as st
from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx

from adjudicator.sphinxext import per_build, ready_html


def title(*children: nodes.Node, **attributes) -> nodes.title:
    return nodes.title("", "", *children, **attributes)


def test_content_key_is_the_whole_subtree():
    key = per_build.content_key
    assert key(title(nodes.Text("Rule 4"))) == key(title(nodes.Text("Rule 4")))
    assert key(title(nodes.Text("Rule 4"))) != key(title(nodes.Text("Rule 5")))
    assert key(title(nodes.Text("a"))) != key(title(nodes.emphasis("a", "a")))
    assert key(title(nodes.Text("a"), ids=["x"])) != key(title(nodes.Text("a")))
    assert key(title(nodes.Text("a"), nodes.Text("b"))) != key(title(nodes.Text("ab")))
    # Anything whose writing may depend on the page being written is not kept.
    assert key(title(nodes.Text("a"), nodes.image(uri="x.png"))) is None
    assert key(nodes.figure("", title(nodes.Text("a")))) is None
    assert key(nodes.bullet_list("", nodes.list_item("", addnodes.compact_paragraph(
        "", "", nodes.reference("", "a", refuri="#a"))))) is not None


def test_kept_partials_render_each_content_once():
    made = []

    def render(node):
        if node is None:
            return {"fragment": ""}
        made.append(node)
        return {"fragment": node.astext(), "title": node.astext()}

    kept = per_build.KeptPartials(render)
    first = kept(title(nodes.Text("Chapter 4")))
    first["title"] = "changed by a caller"
    assert kept(title(nodes.Text("Chapter 4"))) == {"fragment": "Chapter 4", "title": "Chapter 4"}
    assert len(made) == 1
    kept(title(nodes.Text("Chapter 5")))
    kept(title(nodes.Text("x"), nodes.image(uri="x.png")))
    kept(title(nodes.Text("x"), nodes.image(uri="x.png")))
    assert len(made) == 4  # a new content, and twice a node that is never kept
    assert kept(None) == {"fragment": ""} and len(made) == 4  # passed through, as Sphinx's


@pytest.fixture(scope="module")
def tiny_book(tmp_path_factory):
    """A three-page book built with the extension: titles with markup, a table of contents."""
    src = tmp_path_factory.mktemp("book")
    (src / "conf.py").write_text('extensions = ["adjudicator.sphinxext.per_build"]\n')
    (src / "index.rst").write_text("Start *here*\n============\n\n.. toctree::\n\n   a\n   b\n")
    (src / "a.rst").write_text("The ``a`` page\n==============\n\n.. _sec-one:\n\nSection one\n-----------\n\nText.\n")
    (src / "b.rst").write_text("B: **bold** & <odd>\n===================\n\n.. toctree::\n\n   c\n")
    (src / "c.rst").write_text("C\n=\n\nWords.\n")
    app = Sphinx(str(src), str(src), str(src / "_build"), str(src / "_build" / ".doctrees"), "html",
                 status=None, warning=io.StringIO(), freshenv=True)
    app.build()
    return app


def test_partials_are_sphinxs(tiny_book):
    builder = tiny_book.builder
    kept = builder.render_partial
    assert isinstance(kept, per_build.KeptPartials)
    for docname in ("index", "a", "b", "c"):
        for node in (tiny_book.env.titles[docname], tiny_book.env.longtitles[docname]):
            assert kept(node.deepcopy()) == kept.render(node.deepcopy())
    assert kept.made  # the titles were kept


def test_ancestors_are_sphinxs(tiny_book):
    includes = {"index": ["a", "b"], "b": ["c", "d"], "c": ["e"], "x": ["a"], "loop": ["loop2"], "loop2": ["loop"]}
    per_build.parents_unsettled(tiny_book)
    unsettled = {d: list(per_build.toctree_ancestors(includes, d)) for d in ["a", "c", "e", "loop", "nowhere"]}

    class App:
        class env:
            toctree_includes = includes
    per_build.parents_settled(App, None)
    try:
        for docname, ancestors in unsettled.items():
            made = per_build.toctree_ancestors(includes, docname)
            assert list(made) == ancestors == list(per_build._ANCESTORS_BY_SPHINX(includes, docname))
            assert type(made) is type(per_build._ANCESTORS_BY_SPHINX(includes, docname))
        other = {"index": ["e"]}  # another table of contents is Sphinx's own answer
        assert list(per_build.toctree_ancestors(other, "e")) == ["e"]
    finally:
        per_build.parents_unsettled(tiny_book)
    assert not per_build._PARENTS


def test_event_repr_only_when_a_debug_message_is_shown():
    value = ("page", {"body": "<p>x</p>"})
    logger = logging.getLogger("sphinx")
    handler = logging.StreamHandler(io.StringIO())
    before = logger.level
    try:
        logger.setLevel(logging.DEBUG)
        handler.setLevel(logging.INFO)
        logger.addHandler(handler)
        if not per_build.debug_shown():
            assert per_build.event_repr(value) != repr(value)
        handler.setLevel(logging.DEBUG)
        assert per_build.debug_shown() and per_build.event_repr(value) == repr(value)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(before)


def test_clear_doc_clears_a_page_read_and_skips_one_never_read(tiny_book):
    """(Last: it changes the tiny book's environment.)"""
    env = tiny_book.env
    labels = env.domains.standard_domain.labels
    assert labels["sec-one"][0] == "a" and "a" in env.all_docs
    before = dict(labels)
    assert type(env).clear_doc is per_build.clear_doc
    env.clear_doc("never-read")  # nothing to forget, nothing asked
    assert dict(labels) == before and "a" in env.all_docs
    env.clear_doc("a")  # Sphinx's own clearing
    assert "sec-one" not in labels and "a" not in env.all_docs


@given(st.text(alphabet="ab &<>\"@'\n\t&amp;#64;é中", max_size=40))
def test_text_escaped_as_the_writer_escapes(data):
    assert ready_html.text(data) == data.translate(ready_html.SPECIAL)
    assert ready_html.attribute(data) == ready_html.BLANKS.sub(" ", data).translate(ready_html.SPECIAL)
