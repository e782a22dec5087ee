"""The header's links written once a page in Python (adjudicator.sphinxext.desk.nav_html): the
same HTML as the template loop that wrote them twice a page (kept here as the reference)."""
from __future__ import annotations

from pathlib import Path

import jinja2
import pytest

from adjudicator.sphinxext.desk import nav_html

ROOT = Path(__file__).resolve().parents[1]
LOOP = """<nav class="desk-nav" aria-label="Chapters and reference">
  <ul class="navbar-nav desk-nav-list">
    {%- for link in desk_nav %}
    {%- set here = pagename == link.docname or (link.short and pagename.startswith(link.docname[:-5])) %}
    <li class="nav-item{% if here %} current active{% endif %}">
      <a class="nav-link{% if link.short %} desk-chapter{% endif %}" href="{{ pathto(link.docname) }}"
         title="{{ link.title }}"{% if link.short %} aria-label="{{ link.title }}"{% endif %}{% if here %} aria-current="page"{% endif %}>
        {%- if link.short %}<span class="desk-chapter-number">{{ link.label }}</span><span class="desk-chapter-name"> {{ link.short }}</span>{% else %}{{ link.label }}{% endif -%}
      </a>
    </li>
    {%- endfor %}
  </ul>
</nav>"""
LINKS = [{"docname": "docs/rules/1-fundamentals/index", "label": "1", "short": "Fundamentals",
          "title": "1. Fundamentals · 基本规则"},
         {"docname": "docs/rules/2-card-parts/index", "label": "2", "short": "Card parts", "title": "2. Card parts"},
         {"docname": "glossary/index", "label": "Glossary", "short": "", "title": "Glossary"},
         {"docname": "scenarios/index", "label": "Scenarios", "short": "", "title": "Scenarios"}]


def pathto(docname: str) -> str:
    return "../../" + docname + ".html"


@pytest.mark.parametrize("page", ["docs/rules/1-fundamentals/101-game-basics", "docs/rules/2-card-parts/index",
                                  "glossary/index", "scenarios/1-fundamentals/103/E001", "docs/index"])
def test_the_links_are_what_the_template_loop_wrote(page):
    template = jinja2.Environment().from_string((ROOT / "_templates" / "desk-nav.html").read_text(encoding="utf-8"))
    written = template.render(desk_nav_html=nav_html(LINKS, page, pathto))
    assert written == jinja2.Environment().from_string(LOOP).render(desk_nav=LINKS, pagename=page, pathto=pathto)


def test_the_current_chapter_is_marked():
    written = nav_html(LINKS, "docs/rules/2-card-parts/205-cost", pathto)
    assert written.count('aria-current="page"') == 1
    assert '<li class="nav-item current active">\n      <a class="nav-link desk-chapter" href="../../docs/rules/2-card-parts' \
        in written
