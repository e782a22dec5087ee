"""The book for printing and offline reading: ``make print``.

1. A single-page HTML edition of the rules and the glossary (Sphinx's ``singlehtml`` builder,
   rooted at ``book.md``): ``_build/html/print/book.html``, inside the site, whose every page
   links it;
2. its PDFs, ``book.pdf`` (Letter) and ``book-a4.pdf`` (A4) beside it, printed by headless
   Chromium through Playwright (fonts embedded, the CJK one included), each with a contents
   page (chapters and rule sections, with their page numbers), bookmarks for the chapters,
   sections and rules, page numbers, and the rule numbers of each page in its running head.

    python tools/print_book.py [OUT_DIR] [--only Letter|A4]

Chromium draws the page numbers (``@page`` margin boxes) and the bookmarks (from the headings:
rule heads are marked as headings for it); it cannot put the page's rules in the head, so a
first print tells on which page each rule starts (its bookmarks, read by ``pypdf``), and the
heads are printed on blank pages and laid over the book's. The same first print gives the
contents page its numbers; the second print, with them, keeps the same pages.

The scenarios are not part of this edition (their pages are replays; see the web edition).
"""
from __future__ import annotations

import io
import subprocess
import sys
from dataclasses import dataclass
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # tools/ run from a checkout

CHROMIUM = "/usr/bin/chromium"
PATTERNS = "book.md,docs/rules/**.md,glossary/**.md"
FORMATS = {"book.pdf": "Letter", "book-a4.pdf": "A4"}
MARGIN = {"top": "18mm", "bottom": "16mm", "left": "16mm", "right": "16mm"}

# The print edition's own look: page numbers at the foot, rule heads as bookmarks, the contents.
PAGE_CSS = """
@page { margin: 18mm 16mm 16mm; @bottom-center { content: counter(page) " / " counter(pages);
  font: 9pt sans-serif; color: #555; } }
@page :first { @bottom-center { content: none; } }
nav.desk-contents { break-after: page; }
nav.desk-contents h1 { font-size: 1.6rem; }
nav.desk-contents ol { list-style: none; padding: 0; margin: 0; font-size: 10pt; }
nav.desk-contents li { display: flex; gap: 0.5em; margin: 0.1em 0; }
nav.desk-contents li.level-1 { font-weight: 700; margin-top: 0.5em; }
nav.desk-contents li.level-2 { padding-left: 1.5em; }
nav.desk-contents li.level-3 { padding-left: 3em; }
nav.desk-contents li a { color: inherit; text-decoration: none; }
nav.desk-contents li .fill { flex: 1; border-bottom: 1px dotted #999; margin-bottom: 0.3em; }
"""

# Rule heads become headings for Chromium's bookmarks, one level under their section's heading.
MARK_HEADINGS = """() => {
  for (const head of document.querySelectorAll('div.rule > p.rule-head')) {
    const section = head.closest('section');
    const heading = section && section.querySelector(':scope > h1, :scope > h2, :scope > h3, :scope > h4');
    const base = heading ? Number(heading.tagName[1]) : 2;
    const level = head.parentElement.classList.contains('rule-level-2') ? 2 : 1;
    head.setAttribute('role', 'heading');
    head.setAttribute('aria-level', String(Math.min(6, base + level)));
    const link = head.querySelector('a.headerlink');
    if (link) link.remove();
  }
}"""

# The contents: the chapters (and the glossary) and their rule sections (or letters), by their
# headings, each with its page number (``numbers``, in order; "000" holds the place at first).
CONTENTS = """([numbers]) => {
  const nav = document.createElement('nav');
  nav.className = 'desk-contents';
  const entries = [...document.querySelectorAll('section > h1, section > h2, section > h3')].slice(1);
  const top = Math.min(...entries.map(h => Number(h.tagName[1])));
  nav.innerHTML = '<h1>Contents</h1><ol>' + entries.map((h, i) => {
    const text = h.textContent.replace(/[¶#]\\s*$/, '').trim();
    const id = h.closest('section').id;
    return `<li class="level-${Number(h.tagName[1]) - top + 1}"><a href="#${id}">${text}</a>` +
      `<span class="fill"></span><span class="page">${numbers[i] ?? '000'}</span></li>`;
  }).join('') + '</ol>';
  const first = document.querySelector('section');
  first.insertBefore(nav, first.querySelector(':scope > h1').nextSibling);
  return entries.map(h => h.textContent.replace(/[¶#]\\s*$/, '').trim());
}"""


def single_page(out: Path) -> Path:
    """Build the single-page edition; returns its HTML file."""
    # The scenarios are left out, so an editor's note naming the scenario that replays it can't
    # link it here (rule.note); the web build checks those names.
    command = [sys.executable, "-m", "sphinx", "-W", "-n", "-q", "-b", "singlehtml",
               "-d", str(out / ".doctrees"), "-D", "root_doc=book",
               "-D", "suppress_warnings=rule.note", "-D", f"include_patterns={PATTERNS}", str(ROOT), str(out)]
    subprocess.run(command, check=True, cwd=ROOT)
    return out / "book.html"


@dataclass
class Bookmark:
    title: str
    page: int  # 0-based
    depth: int


def bookmarks(pdf: bytes) -> list[Bookmark]:
    """The PDF's bookmarks in order, with their page and depth."""
    from pypdf import PdfReader
    reader = PdfReader(io.BytesIO(pdf))
    found: list[Bookmark] = []

    def walk(items: list, depth: int) -> None:
        for item in items:
            if isinstance(item, list):
                walk(item, depth + 1)
            else:
                found.append(Bookmark(item.title, reader.get_destination_page_number(item), depth))
    walk(reader.outline, 0)
    return found


def contents_pages(titles: list[str], marks: list[Bookmark]) -> list[int | str]:
    """The page number (from 1) of each heading of the contents, found among the bookmarks in
    order (Chromium may join a bookmark's title without a space, or repeat it)."""
    key = lambda text: "".join(text.split())  # noqa: E731
    found: list[int | str] = []
    at = 0
    for title in titles:
        hit = next((i for i in range(at, len(marks)) if key(marks[i].title).startswith(key(title))), None)
        found.append("" if hit is None else marks[hit].page + 1)
        at = at if hit is None else hit + 1
    return found


def rule_number(title: str) -> str | None:
    """``410.6a Destroy characters`` → ``410.6a``; None for a bookmark that is not a rule (a
    chapter, the glossary, or a section's heading: ``410. Priority``)."""
    from adjudicator.rules import numbers
    first = title.split(" ", 1)[0]
    return first if numbers.is_number(first) else None


def running_heads(marks: list[Bookmark], pages: int) -> list[str]:
    """Each page's head: the first and last rule on it ("410.5 – 410.6c"), or the rule that goes
    on from an earlier page; empty before the first rule."""
    heads: list[str] = []
    rules = [(m.page, n) for m in marks if (n := rule_number(m.title))]
    current = ""
    for page in range(pages):
        here = [n for p, n in rules if p == page]
        if here:
            heads.append(here[0] if len(here) == 1 else f"{here[0]} – {here[-1]}")
            current = here[-1]
        else:
            heads.append(current)
    return heads


def heads_html(heads: list[str]) -> str:
    """One blank page per page of the book, its head at the top right (within the top margin)."""
    pages = "".join(f'<div class="page"><span>{escape(h)}</span></div>' for h in heads)
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><style>@page { margin: 0 }"
            "body { margin: 0 } .page { height: 100vh; break-after: page; position: relative }"
            ".page span { position: absolute; top: 8mm; right: 16mm; font: 9pt sans-serif; color: #555 }"
            f"</style></head><body>{pages}</body></html>")


def print_pdf(page, paper: str) -> bytes:
    return page.pdf(format=paper, outline=True, tagged=True, print_background=False, margin=MARGIN)


def book_pdf(browser, html: Path, paper: str) -> bytes:
    """The book in ``paper`` size: contents with page numbers, bookmarks, page numbers, heads."""
    page = browser.new_page()
    page.goto(html.as_uri(), wait_until="load")
    page.add_style_tag(content=PAGE_CSS)
    page.evaluate(MARK_HEADINGS)
    titles = page.evaluate(CONTENTS, [[]])
    first = bookmarks(print_pdf(page, paper))
    page.evaluate("() => document.querySelector('nav.desk-contents').remove()")
    page.evaluate(CONTENTS, [contents_pages(titles, first)])
    book = print_pdf(page, paper)
    page.close()
    marks = bookmarks(book)
    if [(m.title, m.page) for m in marks] != [(m.title, m.page) for m in first]:
        raise SystemExit("the contents' page numbers moved the pages: print again")
    return overlay(browser, book, running_heads(marks, max(m.page for m in marks) + 1), paper)


def overlay(browser, book: bytes, heads: list[str], paper: str) -> bytes:
    """The book with each page's running head laid over it."""
    from pypdf import PdfReader, PdfWriter
    page = browser.new_page()
    reader = PdfReader(io.BytesIO(book))
    heads += [heads[-1] if heads else ""] * (len(reader.pages) - len(heads))
    page.set_content(heads_html(heads))
    layer = PdfReader(io.BytesIO(page.pdf(format=paper, margin={"top": "0", "bottom": "0", "left": "0", "right": "0"})))
    page.close()
    writer = PdfWriter(clone_from=reader)  # keeps the bookmarks and the links
    for sheet, head in zip(writer.pages, layer.pages):
        sheet.merge_page(head)
        sheet.compress_content_streams()
    writer.compress_identical_objects()  # the heads share one font
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def papers(argv: list[str]) -> dict[str, str]:
    """The PDFs to print: both, or ``--only Letter`` (or ``A4``); empty for another paper."""
    if "--only" not in argv:
        return FORMATS
    wanted = argv[argv.index("--only") + 1] if argv.index("--only") + 1 < len(argv) else ""
    return {name: paper for name, paper in FORMATS.items() if paper == wanted}


def main(argv: list[str]) -> int:
    from playwright.sync_api import sync_playwright
    chosen = papers(argv)
    if not chosen:
        print(f"print_book: --only takes one of {', '.join(FORMATS.values())}", file=sys.stderr)
        return 2
    places = [a for i, a in enumerate(argv) if not a.startswith("--") and (i == 0 or argv[i - 1] != "--only")]
    out = Path(places[0]) if places else ROOT / "_build" / "html" / "print"
    out.mkdir(parents=True, exist_ok=True)
    html = single_page(out)
    print(f"single page: {html}")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for name, paper in chosen.items():
            target = out / name
            target.write_bytes(book_pdf(browser, html, paper))
            print(f"PDF ({paper}): {target} ({target.stat().st_size // 1024} KiB)")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
