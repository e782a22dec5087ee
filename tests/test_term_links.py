"""Rule pages link the glossary terms they define: every ``{term}`` role names a glossary term,
and every term that cites rules is linked on the page of one of those rules (where the rule
defines it, or where the page first uses it), unless it is listed in ``UNLINKED`` with the
reason the rule text gives no place for the link."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from adjudicator.glossary import load_glossary
from adjudicator.glossary.render import term_lines
from adjudicator.rules.index import REPO_ROOT, load_index, rule_pages
from adjudicator.rules.markup import ROLE, Directive, code_mask, role_parts, scan

#: Terms with rules that no rule page links, and why. A term listed here must really be
#: unlinked on its pages (the last test fails once a link is added, so the list stays true).
UNLINKED: dict[str, str] = {
    "Magic damage": "408.3a lists the damage types one by one; the words 'magic damage' appear "
                    "nowhere in the rules (the grouping comes from the 5.0 glossary)",
    "Physical damage": "408.3a lists the damage types one by one; the words 'physical damage' "
                       "appear nowhere in the rules (the grouping comes from the 5.0 glossary)",
    "Pet": "414.3b speaks of numbered tags in general; the tag's name appears only in an example",
    "Trinket": "414.3b speaks of numbered tags in general; the tag's name is not on pages 304 or 414",
    "Neck": "414.3b speaks of numbered tags in general; the tag's name is not on pages 304 or 414",
    "Back": "414.3b speaks of numbered tags in general; the tag's name is not on pages 304 or 414",
    "Chest": "414.3b speaks of numbered tags in general; the tag's name is not on pages 304 or 414",
    "Activate": "701.3 uses the word only inside 'activate symbol' and 'activated power', which "
                "link to their own entries",
    "Aldor": "100.2c describes Reputation cards without naming Aldor",
    "Scryer": "100.2c describes Reputation cards without naming Scryer",
    "Simultaneous": "section 802 says 'at the same time'; the word appears only in its titles",
    "Additional documents": "section 801 uses the words only in its title",
    "Orientation": "411.1 and 412.1b describe ready/exhausted and face up/down without the word",
    "Protector": "602.2 describes protecting; the keyword's name appears only in examples",
    "Preventability": "408.3c says 'can't be prevented'; the word appears only in its title",
    "Unpreventable": "408.3c and 717.2c say 'can't be prevented'; the word is not in the rules",
}


@dataclass(frozen=True)
class TermLink:
    path: str
    line: int
    rule: str  # the rule (or section) whose text holds the link; "" inside an example
    label: str
    target: str


def _roles(lines: list[tuple[int, str]], path: str, rule: str) -> list[TermLink]:
    mask = code_mask([text for _, text in lines])
    return [TermLink(path, number, rule, *role_parts(m["content"]))
            for (number, text), code in zip(lines, mask) if not code
            for m in ROLE.finditer(text) if m["name"] == "term"]


def _walk(directives: list[Directive], path: str, out: list[TermLink],
          titles: list[tuple[str, int]]) -> None:
    for d in directives:
        if "{term}" in d.options.get("title", ""):
            titles.append((path, d.line))
        rule = d.argument.strip() if d.name in ("rule", "rule:rule") else ""
        out += _roles(d.prose, path, rule)
        _walk(d.children, path, out, titles)


def _scan_pages() -> tuple[list[TermLink], list[tuple[str, int]]]:
    links: list[TermLink] = []
    titles: list[tuple[str, int]] = []
    for page in rule_pages(REPO_ROOT):
        path = page.relative_to(REPO_ROOT).as_posix()
        lines = list(enumerate(page.read_text(encoding="utf-8").splitlines(), start=1))
        directives, prose = scan(lines)
        links += _roles(prose, path, page.name[:3])
        _walk(directives, path, links, titles)
    return links, titles


@pytest.fixture(scope="module")
def glossary():
    return load_glossary()


@pytest.fixture(scope="module")
def term_of(glossary) -> dict[str, str]:
    """Every term line, lower-cased as Sphinx matches ``{term}`` targets → English headword."""
    return {line.lower(): entry.en for entry in glossary for line in term_lines(entry)}


@pytest.fixture(scope="module")
def pages():
    return _scan_pages()


def _resolve(term_of: dict[str, str], target: str) -> str | None:
    return term_of.get(" ".join(target.split()).lower())


def test_rule_pages_have_term_links(pages):
    links, _ = pages
    assert len(links) > 200


def test_every_term_link_names_a_glossary_term(pages, term_of):
    links, _ = pages
    unknown = [(l.path, l.line, l.target) for l in links if _resolve(term_of, l.target) is None]
    assert unknown == []


def test_labelled_links_only_where_the_words_differ(pages, term_of):
    """``{term}`packet``` when the words are a line of the entry, ``{term}`packets <packet>```
    only when they are not."""
    links, _ = pages
    redundant = [(l.path, l.line, l.label) for l in links
                 if l.label != l.target and _resolve(term_of, l.label) == _resolve(term_of, l.target)]
    assert redundant == []


def test_no_term_links_in_titles(pages):
    _, titles = pages
    assert titles == []


def test_a_rule_links_a_term_at_most_once(pages, term_of):
    links, _ = pages
    seen: dict[tuple[str, str], TermLink] = {}
    twice = []
    for link in links:
        if not link.rule:
            continue
        key = (link.rule, _resolve(term_of, link.target) or link.target)
        if key in seen:
            twice.append((link.path, link.line, *key))
        seen.setdefault(key, link)
    assert twice == []


def _pages_of(glossary) -> dict[str, set[str]]:
    index = load_index()
    return {entry.en: {index[r].path for r in entry.term.rules if r in index}
            for entry in glossary if entry.term.rules}


def test_every_term_with_rules_is_linked_on_its_pages(glossary, pages, term_of):
    links, _ = pages
    linked = {(_resolve(term_of, l.target), l.path) for l in links}
    missing = sorted(en for en, paths in _pages_of(glossary).items()
                     if en not in UNLINKED and not any((en, p) in linked for p in paths))
    assert missing == []


def test_the_unlinked_list_is_current(glossary, pages, term_of):
    links, _ = pages
    pages_of = _pages_of(glossary)
    linked = {(_resolve(term_of, l.target), l.path) for l in links}
    stale = sorted(en for en in UNLINKED
                   if en not in pages_of or any((en, p) in linked for p in pages_of[en]))
    assert stale == []
