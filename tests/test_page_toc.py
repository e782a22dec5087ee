"""The page's own table of contents written without BeautifulSoup (adjudicator.sphinxext.page_toc):
the same HTML, and the same length for the template's test, as the theme's ``generate_toc_html``;
a list it does not read plainly is the theme's to write."""
from __future__ import annotations

import pytest
from pydata_sphinx_theme.toctree import add_toctree_functions

from adjudicator.sphinxext import page_toc

TITLE_AND_SECTIONS = ('<ul>\n<li><a class="reference internal" href="#">E001 · Valthak keeps your hero alive</a><ul>\n'
                      '<li><a class="reference internal" href="#cards">Cards</a></li>\n'
                      '<li><a class="reference internal" href="#steps">Step by step</a></li>\n</ul>\n</li>\n</ul>\n')
LISTS = {
    "a title and its sections": TITLE_AND_SECTIONS,
    "a title alone": '<ul>\n<li><a class="reference internal" href="#">Rules · 规则</a><ul>\n</ul>\n</li>\n</ul>\n',
    "two titles": ('<ul>\n<li><a class="reference internal" href="#">One</a></li>\n'
                   '<li><a class="reference internal" href="#two">Two</a></li>\n</ul>\n'),
    "escaped text, code and quotes": (
        '<ul>\n<li><a class="reference internal" href="#">A &amp; B &lt;c&gt; &quot;q&quot; &#8217; &#64;</a><ul>\n'
        '<li><a class="reference internal" href="#x" title=\'say "hi"\'>x <code class="docutils literal notranslate">'
        '<span class="pre">y</span></code></a></li>\n</ul>\n</li>\n</ul>\n'),
    "quotes of both kinds in a value, attributes out of order, four levels": (
        '<ul>\n<li><a class="reference internal" href="#">T</a><ul>\n<li><a href="#a" data-x="it\'s &quot;">a</a>'
        '<ul><li><a href="#b">b</a><ul><li><a href="#c">c</a></li></ul></li></ul></li>\n</ul>\n</li>\n</ul>\n'),
    "an entry without a link, spaced classes": '<ul><li>no link<ul><li><a  class="x  y" href="#a">a</a></li></ul></li></ul>',
    "nothing": "",
    "a line end": "\n",
}


def theirs(toc: str):
    context = {"toc": toc, "theme_show_toc_level": 2}
    add_toctree_functions(None, "p", "page.html", context, None)
    return context["generate_toc_html"]()


def ours(toc: str):
    return page_toc.page_toc({"toc": toc, "theme_show_toc_level": 2}, lambda kind: pytest.fail("left to the theme"))()


@pytest.mark.parametrize("toc", LISTS.values(), ids=LISTS.keys())
def test_the_list_is_written_as_the_theme_writes_it(toc):
    expected, found = theirs(toc), ours(toc)
    assert str(found) == str(expected)
    assert len(found) == len(expected)  # the template shows the list when this is at least 1


def test_the_title_list_keeps_only_the_sections():
    found = str(ours(TITLE_AND_SECTIONS))
    assert found.startswith('<ul class="pst-show_toc_level nav section-nav flex-column">\n'
                            '<li class="toc-h2 nav-item toc-entry"><a class="reference internal nav-link" href="#cards">')
    assert "Valthak" not in found


@pytest.mark.parametrize("toc", ['<ul><li><a href="#">t<br>x</a></li></ul>', "<ul><!-- c --></ul>",
                                 "<ul><li>&nbsp;&copy;</li></ul>", '<ul><li><A HREF="#">t</A></li></ul>',
                                 '<ul><li><a href="#" href="#b">t</a></li></ul>'])
def test_a_list_not_read_plainly_is_left_to_the_theme(toc):
    made = page_toc.page_toc({"toc": toc, "theme_show_toc_level": 2}, lambda kind: ("theme", kind))
    assert made() == ("theme", "html")


def test_a_page_without_a_list_has_none():
    assert page_toc.page_toc({"theme_show_toc_level": 2}, None)() == ""


def test_the_handler_replaces_the_themes_function_only_where_there_is_one():
    context = {"toc": TITLE_AND_SECTIONS, "theme_show_toc_level": 2}
    page_toc.replace(None, "p", "page.html", context, None)
    assert "generate_toc_html" not in context
    add_toctree_functions(None, "p", "page.html", context, None)
    page_toc.replace(None, "p", "page.html", context, None)
    assert str(context["generate_toc_html"]()) == str(theirs(TITLE_AND_SECTIONS))
