"""``make print``'s PDF (tools/print_book.py), printed by Chromium from a small book shaped like
the one-page edition: a contents page with page numbers, bookmarks for chapters, sections and
rules, page numbers at the foot and the page's rule numbers in its running head, in A4 and
Letter."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import print_book  # noqa: E402

pytestmark = pytest.mark.browser

FILLER = "<p>" + "A rule's text, long enough to need a page for a few of them. " * 12 + "</p>"


def rule(number: str, title: str, level: int) -> str:
    return (f'<div class="rule rule-level-{level}" id="r{number.replace(".", "-")}"><p class="rule-head">'
            f'<a class="rule-number" href="#">{number}</a> <strong>{title}</strong>'
            f'<a class="headerlink" href="#">¶</a></p>{FILLER}</div>')


BOOK = ('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>'
        '<section id="book"><h1>The book</h1><section id="ch4"><h2>4. Game concepts</h2>'
        '<section id="s410"><h3>410. Priority</h3>'
        + "".join(rule(f"410.{i}", f"Rule {i}", 1) + rule(f"410.{i}a", f"Sub-rule {i}", 2) for i in range(1, 9))
        + '</section></section><section id="gl"><h2>Glossary</h2><p>Entries.</p></section></section></body></html>')


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    page = tmp_path_factory.mktemp("print") / "book.html"
    page.write_text(BOOK, encoding="utf-8")
    return page


@pytest.mark.parametrize(("paper", "width"), [("A4", 595), ("Letter", 612)])
def test_the_pdf_has_contents_bookmarks_page_numbers_and_running_heads(browser, book, paper, width):
    from pypdf import PdfReader
    pdf = print_book.book_pdf(browser, book, paper)
    reader = PdfReader(io.BytesIO(pdf))
    pages = len(reader.pages)
    assert pages >= 4 and abs(float(reader.pages[0].mediabox.width) - width) < 2  # points
    marks = print_book.bookmarks(pdf)
    titles = [m.title for m in marks]
    assert {"410.1 Rule 1", "410.8a Sub-rule 8"} <= set(titles)
    rules = [m for m in marks if print_book.rule_number(m.title)]
    assert len(rules) == 16 and [m.page for m in rules] == sorted(m.page for m in rules)
    texts = [p.extract_text() for p in reader.pages]
    # the contents page gives each chapter and section the page its bookmark leads to
    at = {m.title: m.page + 1 for m in marks}
    assert f"410. Priority {at['410. Priority']}" in texts[0] and f"Glossary {at['Glossary']}" in texts[0]
    assert f"2 / {pages}" in texts[1] and f"{pages} / {pages}" in texts[-1]
    for i, text in enumerate(texts[1:], start=1):
        starting = [m.title.split()[0] for m in rules if m.page == i]
        if starting:
            head = starting[0] if len(starting) == 1 else f"{starting[0]} – {starting[-1]}"
            assert head in text, (i, head)


def test_a_page_without_a_rule_of_its_own_carries_the_rule_going_on():
    marks = [print_book.Bookmark("410. Priority", 0, 2), print_book.Bookmark("410.1 Having priority", 0, 3),
             print_book.Bookmark("410.2 What you may do", 0, 3), print_book.Bookmark("410.2a Only on an empty chain", 2, 4)]
    assert print_book.running_heads(marks, 4) == ["410.1 – 410.2", "410.2", "410.2a", "410.2a"]
