"""Screenshots of the built book for people to look at: ``make screenshots``.

Serves ``_build/html`` on 127.0.0.1 and has headless Chromium photograph the home page, a rule
page, a scenario page, a short address (``r/410.6a/``, the rule marked) and the search (results
for "packet", the typo "protecter" and "rule 410.6 a" as typed), at desktop and phone width, into ``_build/screenshots/`` (``NAME-desktop.png``, ``NAME-phone.png``; the first
screen, and for a scenario also the screens at its steps and its board pictures).

    python tools/screenshots.py [SITE_DIR] [OUT_DIR]
"""
from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# name → (page, elements to scroll to for more screens)
PAGES = {
    "home": ("docs/index.html", ()),
    "rule": ("docs/rules/4-game-concepts/410-priority.html#r410-6a", ()),
    "scenario": ("scenarios/1-fundamentals/103/E001-valthak-spiritdrinker.html", ("#ruling", "#steps", "#boards")),
    "deep-link": ("r/410.6a/", ()),  # a short address: the rule page, the rule marked
    "glossary": ("glossary/index.html", ()),
}
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def serve(site: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def shoot(page, out: Path, name: str, at: tuple[str, ...] = ()) -> None:
    """The first screen, then one screen scrolled to each element of ``at`` (``NAME-ELEMENT.png``)."""
    page.screenshot(path=str(out / f"{name}.png"))
    for selector in at:
        page.locator(selector).first.scroll_into_view_if_needed()
        page.evaluate("s => document.querySelector(s).scrollIntoView()", selector)
        page.wait_for_timeout(100)
        page.screenshot(path=str(out / f"{name}-{selector.strip('#.').replace(' ', '-')}.png"))


def search(page, base: str, query: str) -> None:
    page.goto(f"{base}/docs/index.html")
    page.keyboard.press("Control+k")
    box = page.locator("input[type=search]:visible").first
    box.fill(query)
    page.wait_for_timeout(500)


def main(argv: list[str]) -> int:
    site = Path(argv[0]) if argv else ROOT / "_build" / "html"
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "_build" / "screenshots"
    if not (site / "index.html").is_file():
        print(f"no built site in {site}: run `make html` first", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright
    server, base = serve(site)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for size, (w, h) in SIZES.items():
                context = browser.new_context(viewport={"width": w, "height": h},
                                              is_mobile=size == "phone", has_touch=size == "phone",
                                              device_scale_factor=1)
                page = context.new_page()
                for name, (path, at) in PAGES.items():
                    page.goto(f"{base}/{path}")
                    # a short address is a page sending on: wait for the page it sends to
                    page.wait_for_function("!document.querySelector('meta[http-equiv=refresh]')")
                    page.wait_for_load_state("load")
                    shoot(page, out, f"{name}-{size}", at)
                for shot, query in (("search", "packet"), ("search-typo", "protecter"), ("search-number", "rule 410.6 a")):
                    search(page, base, query)
                    shoot(page, out, f"{shot}-{size}")
                context.close()
            browser.close()
    finally:
        server.shutdown()
    for png in sorted(out.glob("*.png")):
        print(png.relative_to(Path.cwd()) if png.is_relative_to(Path.cwd()) else png)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
