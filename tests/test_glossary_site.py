"""The glossary pages of the built book, and the extension on a throw-away project
(incremental and parallel builds)."""
from __future__ import annotations

import json
from pathlib import Path
from textwrap import dedent
from urllib.parse import urldefrag

import pytest

from adjudicator.glossary import load_glossary
from adjudicator.glossary.render import letter_page, letters, pinyin_key, term_lines

GLOSSARY = Path("glossary/index.html")
PINYIN = Path("glossary/pinyin.html")


def letter_pages(glossary) -> list[Path]:
    return [Path(f"glossary/{letter_page(letter)}.html") for letter in letters(glossary)]


@pytest.fixture(scope="module")
def glossary():
    return load_glossary()


def entries(soup) -> list[tuple[list, object]]:
    """(dt elements, dd element) of every glossary item on the page."""
    items = []
    for dl in soup.select("dl.glossary"):
        dts: list = []
        for child in dl.find_all(["dt", "dd"], recursive=False):
            if child.name == "dt":
                dts.append(child)
            else:
                items.append((dts, child))
                dts = []
    return items


def dt_text(dt) -> str:
    return dt.get_text("", strip=True).rstrip("#¶").replace("’", "'")  # smart quotes


def test_the_glossary_pages_build_without_warnings(built_site, glossary):
    assert (built_site.html / GLOSSARY).is_file() and (built_site.html / PINYIN).is_file()
    assert all((built_site.html / page).is_file() for page in letter_pages(glossary))
    assert [w for w in built_site.warnings.splitlines() if "glossary" in w] == []


def every_entry(built_site, glossary) -> list[tuple[Path, list, object]]:
    return [(page, dts, dd) for page in letter_pages(glossary) for dts, dd in entries(built_site.soup(page))]


def test_each_letter_has_its_page_with_its_entries_only(built_site, glossary):
    for page in letter_pages(glossary):
        heads = [dt_text(dts[0]) for dts, _ in entries(built_site.soup(page))]
        assert heads and all(Path(f"glossary/{letter_page(h)}.html") == page for h in heads), page
    # a page a phone can scroll: no letter page holds more than a tenth of the glossary... roughly
    assert max(len(entries(built_site.soup(p))) for p in letter_pages(glossary)) < len(glossary) / 4


def test_every_term_is_an_entry_with_its_english_anchor_first(built_site, glossary):
    items = every_entry(built_site, glossary)
    assert len(items) == len(glossary)
    by_anchor = {dts[0].get("id"): dts for _, dts, _ in items}
    for entry in glossary:
        dts = by_anchor[entry.anchor]
        assert [dt_text(dt) for dt in dts] == term_lines(entry)


def test_entries_are_in_english_alphabetical_order(built_site, glossary):
    first_lines = [dt_text(dts[0]) for _, dts, _ in every_entry(built_site, glossary)]
    assert first_lines == [e.en for e in glossary.sorted_entries()]


def test_readers_see_no_seed_codes_or_authoring_notes(built_site, glossary):
    import re
    for page in [GLOSSARY, PINYIN, *letter_pages(glossary)]:
        text = built_site.soup(page).select_one("article").get_text(" ")
        assert not re.search(r"\[00\d\]|\b[Ss]eed\b|OpenCC|s2tw|\{term\}|YAML|\.yaml", text), page


def test_the_index_page_links_every_headword(built_site, glossary):
    soup = built_site.soup(GLOSSARY)
    linked = {urldefrag(a["href"])[1] for a in soup.select("p.glossary-headwords a.reference")}
    assert {e.anchor for e in glossary} <= linked


def test_each_entry_links_its_rules_and_they_resolve(built_site, glossary):
    checked = 0
    for page, dts, dd in every_entry(built_site, glossary):
        entry = glossary.get(dt_text(dts[0]))
        links = [a for a in dd.select("a.reference") if "rule" in " ".join(a.get("class", []))
                 or a.select_one(".rule")]
        assert [a.get_text(strip=True) for a in links] == entry.term.rules, entry.en
        for a in links:
            anchor = urldefrag(a["href"])[1]
            target = (built_site.html / GLOSSARY).parent / urldefrag(a["href"])[0]
            assert target.is_file(), a["href"]
            assert built_site.soup(target.resolve().relative_to(built_site.html)).find(id=anchor), a["href"]
            checked += 1
    assert checked > 500


def test_see_also_links_reach_their_entries(built_site, glossary):
    ids = {(page.name, tag.get("id")) for page in letter_pages(glossary)
           for tag in built_site.soup(page).find_all(id=True)}
    links = [(page, a["href"]) for page in letter_pages(glossary)
             for a in built_site.soup(page).select("dl.glossary dd a.reference.internal:has(.std-term)")]
    assert len(links) > 100
    for page, href in links:
        target, anchor = urldefrag(href)
        assert ((target or page.name), anchor) in ids, (page, href)


def test_the_pinyin_index_lists_every_chinese_form_in_pinyin_order(built_site, glossary):
    soup = built_site.soup(PINYIN)
    items = soup.select("article li")
    forms = [li.find(["a", "strong"]).get_text(strip=True) for li in items]
    wanted = sum(1 + len(e.term.variants) for e in glossary) + len(glossary.homographs)
    assert len(forms) == wanted
    assert "囊包" in forms and "伤害包" in forms and "傷害包" in forms
    readings = [li.find("em").get_text(strip=True) for li in items]  # as shown, overrides applied
    keys = [pinyin_key(f, r) for f, r in zip(forms, readings, strict=True)]
    assert keys == sorted(keys)
    assert readings[forms.index("重置")] == "chóng zhì"
    glossary_ids = {(p.name, t.get("id")) for p in letter_pages(glossary)
                    for t in built_site.soup(p).find_all(id=True)}
    for a in soup.select("article li a.reference"):
        assert urldefrag(a["href"]) in glossary_ids, a["href"]


def test_packet_links_from_the_pinyin_index(built_site):
    soup = built_site.soup(PINYIN)
    link = next(a for a in soup.select("article li a.reference") if a.get_text(strip=True) == "囊包")
    assert link["href"] == "letter-p.html#term-Packet"


def test_the_search_data_finds_the_entry_in_both_languages(built_site, glossary):
    from adjudicator.sphinxext.desk import read_search_data
    records = read_search_data(built_site.html)
    packet = next(r for r in records if r["kind"] == "term" and r["title"] == "Packet")
    assert packet["url"] == "glossary/letter-p.html#term-Packet"
    assert {"囊包", "伤害包", "傷害包"} <= set(packet["zh"])
    assert len([r for r in records if r["kind"] == "term"]) == len(glossary)


# --- the extension on a small project -------------------------------------------------------

DATA = """\
terms:
- en: Packet
  zh: {hans: 囊包, hant: 囊包, hant_source: opencc-s2tw}
  variants:
  - {form: 伤害包, script: hans, sources: ["000"]}
  category: damage
  related: [Damage]
  note: test data
  definition: A bundle of damage about to be dealt.
- en: Damage
  zh: {hans: 伤害, hant: 傷害, hant_source: opencc-s2tw}
  category: damage
  note: test data
  definition: Harm marked on a character.
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "conf.py").write_text(dedent("""\
        extensions = ["myst_parser", "adjudicator.sphinxext.glossary"]
        glossary_data_dir = "data"
        exclude_patterns = ["data", "out"]
        """), encoding="utf-8")
    (tmp_path / "index.md").write_text("# Test\n\n```{toctree}\nglossary\npinyin\n```\n", encoding="utf-8")
    (tmp_path / "glossary.md").write_text("# Glossary\n\n```{glossary-entries}\n```\n", encoding="utf-8")
    (tmp_path / "pinyin.md").write_text("# 拼音\n\n:::{glossary-pinyin-index}\n:::\n", encoding="utf-8")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "terms.yaml").write_text(DATA, encoding="utf-8")
    return tmp_path


def test_editing_the_data_rebuilds_the_page_incrementally(project, sphinx_build):
    out = project / "out"
    done = sphinx_build(project, out)
    assert done.returncode == 0, done.stderr
    html = (out / "html" / "glossary.html").read_text(encoding="utf-8")
    assert 'id="term-Packet"' in html and "bundle of damage" in html
    assert "伤害包" in (out / "html" / "pinyin.html").read_text(encoding="utf-8")

    data = project / "data" / "terms.yaml"
    data.write_text(DATA.replace("bundle of damage", "parcel of harm"), encoding="utf-8")
    done = sphinx_build(project, out)
    assert done.returncode == 0, done.stderr
    assert "parcel of harm" in (out / "html" / "glossary.html").read_text(encoding="utf-8")


def test_a_parallel_build_collects_the_search_objects(project, sphinx_build):
    out = project / "out"
    done = sphinx_build(project, out, "-j", "2")
    assert done.returncode == 0, done.stderr
    text = (out / "html" / "searchindex.js").read_text(encoding="utf-8")
    index = json.loads(text[text.index("(") + 1:text.rindex(")")])
    names = {obj[4] for objs in index["objects"].values() for obj in objs}
    assert {"Packet", "囊包", "伤害包", "Damage", "伤害", "傷害"} <= names


def test_bad_data_fails_the_build_with_its_location(project, sphinx_build):
    (project / "data" / "terms.yaml").write_text(DATA.replace("category: damage", "category: dmg", 1),
                                                 encoding="utf-8")
    done = sphinx_build(project, project / "out")
    warnings = (project / "out" / "warnings.txt").read_text(encoding="utf-8")
    assert done.returncode != 0
    assert "terms.yaml:6:13: terms.0.category" in warnings
