"""The scenario pages of the built book (``built_site``) agree with the engine: one page per
scenario with every step of its replay, boards with text alternatives, and the links between
scenarios, rules and examples."""
from __future__ import annotations

import posixpath
from pathlib import Path

import pytest

from adjudicator.pytest_plugin import shared_replay
from adjudicator.rules import load_index
from adjudicator.scenarios_cli import scenario_files

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def replays():
    """(page path in the site, replay) for every scenario file: the session's shared replay."""
    return [(path.relative_to(ROOT).with_suffix(".html"), shared_replay(path)) for path in scenario_files([])]


def target(page: Path, href: str) -> tuple[Path, str]:
    path, _, fragment = href.partition("#")
    return (Path(posixpath.normpath(posixpath.join(page.parent.as_posix(), path))) if path else page), fragment


def test_every_scenario_page_shows_every_step_with_its_rules(built_site, replays):
    """Read from the page's title and its steps' list, each cut out of the built page and parsed
    alone (the boards' pictures are most of a page); no step item is outside the list."""
    for page, run in replays:
        (title,) = built_site.elements(page, "<h1")
        assert title.get_text().rstrip("#").strip() == f"{run.scenario.id} · {run.scenario.title}", page
        items = [li for ul in built_site.elements(page, '<ul class="scenario-steps') for li in ul.select("li.step")]
        assert len(items) == (built_site.html / page).read_text(encoding="utf-8").count('<li class="step"'), page
        assert [li["id"] for li in items] == [f"step-{s.n}" for s in run.game.trace.steps], page
        for li, step in zip(items, run.game.trace.steps, strict=True):
            own = li.find("p")  # the step's own paragraph, not its nested steps
            assert [s.get_text() for s in own.select("span.xref.rule")] == list(step.rules), (page, step.n)


def test_every_board_is_an_image_with_a_text_alternative(built_site, replays):
    for page, _ in replays:
        boards = built_site.facts(page).boards  # each <svg> in a figure.scenario-board
        assert boards and boards[0].figure == "board-start", page
        for svg in boards:
            assert svg.attrs["role"] == "img"
            title, desc = (svg.inner[i] for i in svg.attrs["aria-labelledby"].split())
            assert title[0] == "title" and desc[0] == "desc" and len(desc[1]) > 40


def test_each_rule_lists_the_scenarios_citing_it(built_site, replays):
    index = load_index()
    for page, run in replays:
        for number in run.scenario.rules:
            rule_page = Path(index.get(number).path).with_suffix(".html")
            box = built_site.soup(rule_page).find(id=index.get(number).anchor)
            # the rule's own list (a section's box also holds its rules' lists)
            links = {target(rule_page, a["href"])[0] for a in box.select(":scope > .rule-scenarios a")}
            assert page in links, (number, page)


def test_a_rule_only_fired_in_a_step_does_not_list_the_scenario(built_site, replays):
    index = load_index()
    page = next(p for p, r in replays if "410.4a" not in r.scenario.rules and "410.4a" in r.game.trace.cited())
    rule_page = Path(index.get("410.4a").path).with_suffix(".html")
    box = built_site.soup(rule_page).find(id="r410-4a")
    assert page not in {target(rule_page, a["href"])[0] for a in box.select(".rule-scenarios a")}


def test_each_example_box_links_the_scenarios_replaying_it(built_site, replays):
    index = load_index()
    for page, run in replays:
        for example_id in (s for s in run.scenario.sources if s[:1] == "E" and s[1:4].isdigit()):
            rule_page = next(Path(r.path).with_suffix(".html") for r in index if example_id in r.examples)
            anchor = built_site.soup(rule_page).find(id=example_id.lower())
            box = anchor if "example" in anchor.get("class", []) else anchor.find_parent(class_="example")
            assert page in {target(rule_page, a["href"])[0] for a in box.select(".example-scenarios a")}, example_id


def test_the_examples_table_lists_every_example_of_the_rules(built_site, replays):
    examples = {x for r in load_index() for x in r.examples}
    rows = built_site.soup("docs/examples.html").select("#examples-table tbody tr")
    assert [r.td.get_text() for r in rows] == sorted(examples)
    replayed = {s for _, run in replays for s in run.scenario.sources}
    for row in rows:
        status = row.find_all("td")[-1].get_text()
        assert status == ("passes" if row.td.get_text() in replayed else "no scenario yet"), row.td.get_text()


def test_the_scenario_list_links_every_scenario(built_site, replays):
    hrefs = {target(Path("scenarios/index.html"), a["href"])[0]
             for a in built_site.soup("scenarios/index.html").select("ul.scenario-list a")}
    assert hrefs == {page for page, _ in replays}


def test_only_scenarios_become_pages_not_the_card_library_or_glossary_data(built_site, replays):
    yaml_pages = {p for p in built_site.pages() if (ROOT / p.with_suffix(".yaml")).is_file()}
    assert yaml_pages == {page for page, _ in replays}
    assert not (built_site.html / "scenarios" / "cards").exists()


def test_a_scenario_list_under_a_rule_is_folded_to_its_count(built_site, replays):
    index = load_index()
    citing: dict[str, int] = {}
    for _, run in replays:
        for number in run.scenario.rules:
            citing[number] = citing.get(number, 0) + 1
    number = max(citing, key=citing.get)
    assert citing[number] > 4
    rule_page = Path(index.get(number).path).with_suffix(".html")
    box = built_site.soup(rule_page).find(id=index.get(number).anchor).select_one(":scope > .rule-scenarios")
    assert box.name == "details" and not box.has_attr("open")
    assert box.summary.get_text() == f"Scenarios citing this rule: {citing[number]}"
    assert len(box.select("a")) == citing[number]