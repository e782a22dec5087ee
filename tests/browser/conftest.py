"""Headless Chromium (Debian's /usr/bin/chromium, driven by Playwright) on the built site,
served over http on 127.0.0.1 (the search page does not work from file://)."""
from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
# No sandbox (containers), no GPU, and nothing that phones home: the machine is offline.
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site_url(built_site):
    handler = functools.partial(QuietHandler, directory=str(built_site.html))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


@pytest.fixture
def live_search():
    """``live_search(page, site_url, query)``: (kind, address) of each result the search box
    shows as ``query`` is typed, in order."""
    return _live_search


def _live_search(page, site_url: str, query: str, start: str = "docs/index.html") -> list[tuple[str, str]]:
    page.goto(f"{site_url}/{start}")
    page.keyboard.press("Control+k")
    box = page.locator("#pst-search-dialog input[type=search]")
    box.fill(query)
    page.wait_for_selector("#pst-search-dialog .desk-hit, #pst-search-dialog .desk-no-hits")
    return [tuple(hit) for hit in page.eval_on_selector_all(
        "#pst-search-dialog .desk-hit", "items => items.map(i => [i.dataset.kind, i.querySelector('a').href])")]
