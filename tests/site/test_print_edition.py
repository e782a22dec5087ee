"""``make print``: the single-page edition of the rules and the glossary, and its PDF with the
Chinese glyphs embedded (headless Chromium prints it; Letter only here, to spare the CPU: the
bookmarks, contents, page numbers and heads are tested on a small book in
tests/browser/test_print_browser.py)."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.glossary import load_glossary
from adjudicator.rules import load_index

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def edition(tmp_path_factory) -> Path:
    if not shutil.which("chromium") and not Path("/usr/bin/chromium").exists():
        pytest.skip("chromium is not installed (apt-get install chromium)")
    out = tmp_path_factory.mktemp("print")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "print_book.py"), str(out), "--only", "Letter"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return out


def test_one_page_holds_every_rule_and_every_glossary_entry(edition):
    html = (edition / "book.html").read_text(encoding="utf-8")
    ids = set(re.findall(r'\bid="([^"]+)"', html))
    assert {rule.anchor for rule in load_index()} <= ids
    assert {entry.anchor for entry in load_glossary()} <= ids
    assert "囊包" in html


def test_the_pdf_embeds_a_chinese_font(edition):
    pdf = (edition / "book.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and len(pdf) > 500_000
    assert re.search(rb"/FontName\s*/[A-Z]{6}\+(WenQuanYi|Noto\w*CJK|DroidSansFallback)", pdf)
    assert len(re.findall(rb"/Type\s*/Page\b", pdf)) > 50  # the whole book, not a first page
    assert b"/Outlines" in pdf and not (edition / "book-a4.pdf").exists()  # bookmarked; only the paper asked for
