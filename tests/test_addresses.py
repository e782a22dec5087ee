"""Short addresses (adjudicator.sphinxext.addresses): one small page per rule, scenario, glossary
entry and card, sending the reader on by a relative address (so it works from file://)."""
from __future__ import annotations

from adjudicator.sphinxext import addresses

RECORDS = [
    {"kind": "rule", "n": "410.6a", "title": "Destroy characters", "url": "docs/rules/410.html#r410-6a"},
    {"kind": "scenario", "n": "E001", "title": "Valthak", "url": "scenarios/E001-valthak.html"},
    {"kind": "term", "n": "", "title": "Can't", "url": "glossary/letter-c.html#term-Can-t"},
    {"kind": "card", "n": "12", "title": "Valthak Spiritdrinker", "url": "docs/cards/a.html#card-valthak"},
    {"kind": "card", "n": "13", "title": "Valthak  Spiritdrinker", "url": "docs/cards/b.html#card-valthak"},
]


def test_each_kind_has_its_folder_and_key():
    found = addresses.addresses(RECORDS)
    assert list(found) == ["r/410.6a", "s/E001", "g/can-t", "c/valthak-spiritdrinker"]
    assert found["c/valthak-spiritdrinker"]["url"].startswith("docs/cards/a.html")  # the first of two


def test_each_address_is_a_page_sending_the_reader_on(tmp_path):
    assert addresses.write(tmp_path, RECORDS) == 4
    page = (tmp_path / "r" / "410.6a" / "index.html").read_text(encoding="utf-8")
    assert 'content="0; url=../../docs/rules/410.html#r410-6a"' in page
    assert '<a href="../../docs/rules/410.html#r410-6a">410.6a Destroy characters</a>' in page
    assert "Can&#x27;t" in (tmp_path / "g" / "can-t" / "index.html").read_text(encoding="utf-8")
