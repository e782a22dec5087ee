"""The edition in the built book: editor's notes under their rules, the errata page listing
exactly those notes, and the older edition's numbers under renumbered rules."""
from __future__ import annotations

from pathlib import Path

from adjudicator.rules import load_index
from adjudicator.sphinxext.editor_notes import note_anchor


def page_of(rule) -> Path:
    return Path(rule.path).with_suffix(".html")


QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})


def words(element) -> str:
    """The element's text with spaces collapsed and typographic quotes (smartquotes) made
    plain, as the rule index keeps them."""
    return " ".join(element.get_text().translate(QUOTES).split())


def test_each_note_is_a_box_under_its_rule_apart_from_the_rule_text(built_site):
    for rule in load_index():
        for i, note in enumerate(rule.notes):
            soup = built_site.soup(page_of(rule))
            box = soup.find(id=note_anchor(rule.number, i))
            assert box is not None and "editor-note" in box["class"], (rule.number, i)
            assert words(box.select_one(".editor-note-title")) == f"Editor's note · {note.label}"
            rule_box = soup.find(id=rule.anchor)
            if rule.is_section:
                continue
            assert box not in rule_box.descendants  # not inside the rule text
            # it follows its rule: the nearest rule box before it is its own
            before = box.find_previous("div", class_="rule")
            assert before is rule_box, (rule.number, before.get("id"))


def test_a_note_links_the_scenario_showing_its_reading(built_site):
    soup = built_site.soup(page_of(load_index()["717.3a"]))
    links = soup.find(id="r717-3a-note").select(".editor-note-scenarios a")
    assert [a.get_text() for a in links] == ["E092"]
    assert links[0]["href"].endswith("scenarios/7-powers-links-modifiers/717/E092-increase-before-prevention.html")


def test_the_errata_page_lists_exactly_the_notes_of_the_book(built_site):
    index = load_index()
    soup = built_site.soup("docs/errata.html")
    entries = soup.select(".errata-entry")
    noted = [r for r in index if r.notes]
    assert [e["id"] for e in entries] == [f"errata-{r.anchor}" for r in noted]
    for entry, rule in zip(entries, noted):
        link = entry.select_one(".errata-rule a")
        assert link.get_text() == rule.number and link["href"].endswith(f"{page_of(rule).name}#{rule.anchor}")
        boxes = entry.select(".editor-note")
        assert [words(b.select_one(".editor-note-title")) for b in boxes] == [
            f"Editor's note · {n.label}" for n in rule.notes]
        for box, note in zip(boxes, rule.notes):
            assert note.text in words(box), rule.number
    total = sum(len(r.notes) for r in noted)
    assert words(soup.select_one(".errata-summary")).startswith(f"{total} notes on {len(noted)} rules:")


def test_renumbered_rules_show_the_older_edition_numbers(built_site):
    index = load_index()
    soup = built_site.soup(page_of(index["803.1"]))
    line = soup.find(id="r803-1").select_one(".rule-older")
    assert words(line) == "Older edition: 801.1"
    section = soup.find(id="r803")
    assert words(section.select_one(".rule-older")) == "Older edition: 801"
    assert soup.find(id="r803-2").select_one(".rule-older") is not None
    same = built_site.soup(page_of(index["705.1"])).find(id="r705-1")
    assert same.select_one(".rule-older") is None  # kept its number
