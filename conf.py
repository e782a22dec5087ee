"""Sphinx configuration for the judge's rules reference (build: ``make html``).

The repository root is the source directory, so ``include_patterns`` decides what is a page.
"""
from __future__ import annotations

import sys
from pathlib import Path

import sphinx

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))  # the extensions live in the package, installed or not

project = "World of Warcraft TCG — Judge's rules reference"
author = "The adjudicator project"
copyright = "2026, the adjudicator project. World of Warcraft is a trademark of Blizzard Entertainment"
release = version = "5.0"

root_doc = "docs/index"
source_suffix = {".md": "markdown"}
# Scenario YAML files are pages too (made by replaying them); the card library is not.
include_patterns = ["docs/**.md", "glossary/**.md", "scenarios/**.md", "scenarios/[1-9]*/**.yaml"]
# Pruned while Sphinx walks the tree (include_patterns alone still walks into them).
exclude_patterns = ["_build", ".venv", ".git", "**/.pytest_cache", "**/__pycache__", "scenarios/cards"]
templates_path = ["_templates"]

extensions = [
    "myst_parser",
    "adjudicator.sphinxext.rules",
    "adjudicator.sphinxext.glossary",
    "adjudicator.sphinxext.scenarios",
    "adjudicator.sphinxext.cards",
    "adjudicator.sphinxext.desk",
    "adjudicator.sphinxext.sidebar_items",
    "adjudicator.sphinxext.page_toc",
    "adjudicator.sphinxext.conformance",
    "adjudicator.sphinxext.collector",
    "adjudicator.sphinxext.per_build",
]
myst_enable_extensions = ["colon_fence", "deflist", "attrs_inline", "attrs_block"]
nitpicky = True

# The site search is our own (adjudicator.sphinxext.desk: rules first, then the glossary, then
# scenarios; Chinese by substring, so no word segmentation), so Sphinx builds no search index.
language = "en"

html_theme = "pydata_sphinx_theme"
html_title = "WoW TCG rules reference"
html_static_path = ["_static"]
html_additional_pages = {"index": "redirect.html"}  # / → docs/index.html
html_theme_options = {
    "show_nav_level": 1,
    "navigation_depth": 2,
    # Not collapsed: the theme then makes one sidebar per section and folder and reuses it for each
    # page there (a collapsed one was made afresh for each of ~260 pages, a tenth of the build). The
    # HTML is the same: the theme drops a sidebar's links to other pages' headings either way.
    "collapse_navigation": False,
    "show_toc_level": 2,
    "navbar_align": "left",
    "navbar_center": ["desk-nav"],
    # The theme's default adds the icon links, which render empty here (no icon_links): testing
    # that on each of ~1,900 pages cost a few tenths of a second.
    "navbar_end": ["theme-switcher"],
    "secondary_sidebar_items": ["rule-toc", "page-toc"],
    "footer_start": ["copyright"],
    "footer_end": ["desk-print"],
    # Templates that never render empty: the theme otherwise renders each once more, to test that.
    "templates_skip_empty_check": ["sidebar-nav-bs.html", "navbar-nav.html", "navbar-logo.html", "desk-nav.html",
                                   "search-button-field.html", "theme-switcher.html", "copyright.html",
                                   "desk-print.html", "sidebar-ethical-ads.html"],
    # The values the theme would fill in: a value it changes after start-up differs from this file's
    # at the next build, and Sphinx reports the configuration as changed on every rebuild.
    "icon_links": [],
    "logo": {},
}
html_permalinks_icon = "#"  # the theme's own choice, stated so that it doesn't change it
html_show_sourcelink = False
# Nor a copy of each page's source under _sources/ (nothing links it: ~1,950 files copied per build).
html_copy_source = False
# A favicon, so browsers do not ask for /favicon.ico (a 404 in the console), and a valid
# initial colour mode (pydata logs an error for the empty default on a first visit).
html_favicon = "_static/favicon.svg"
html_context = {"default_mode": "auto"}
# No navigation sidebar on scenario pages: it would list every scenario on each of them, and
# building it is most of the cost of a page (the header, breadcrumbs and page TOC remain).
html_sidebars = {"scenarios/*/**": []}
