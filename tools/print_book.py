"""The book for printing and offline reading: ``make print``.

1. A single-page HTML edition of the rules and the glossary (Sphinx's ``singlehtml`` builder,
   rooted at ``book.md``), in ``_build/print/html/book.html``;
2. a PDF of it, ``_build/print/book.pdf``, printed by headless Chromium (its fonts, the CJK
   one included, are embedded in the PDF).

    python tools/print_book.py [OUT_DIR]

The scenarios are not part of this edition (their pages are replays; see the web edition).
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
PATTERNS = "book.md,docs/rules/**.md,glossary/**.md"


def single_page(out: Path) -> Path:
    """Build the single-page edition; returns its HTML file."""
    html = out / "html"
    # The scenarios are left out, so an editor's note naming the scenario that replays it can't
    # link it here (rule.note); the web build checks those names.
    command = [sys.executable, "-m", "sphinx", "-W", "-n", "-q", "-b", "singlehtml",
               "-d", str(out / "doctrees"), "-D", "root_doc=book", "-D", "suppress_warnings=rule.note",
               "-D", f"include_patterns={PATTERNS}", str(ROOT), str(html)]
    subprocess.run(command, check=True, cwd=ROOT)
    return html / "book.html"


def pdf(page: Path, target: Path) -> Path:
    chromium = shutil.which("chromium") or CHROMIUM
    command = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               "--no-pdf-header-footer", "--run-all-compositor-stages-before-draw",
               "--virtual-time-budget=20000", f"--print-to-pdf={target}", page.as_uri()]
    subprocess.run(command, check=True, capture_output=True)
    if not target.is_file() or target.stat().st_size == 0:
        raise SystemExit(f"chromium wrote no PDF to {target}")
    return target


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "_build" / "print"
    out.mkdir(parents=True, exist_ok=True)
    page = single_page(out)
    book = pdf(page, out / "book.pdf")
    print(f"single page: {page}\nPDF:         {book} ({book.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
