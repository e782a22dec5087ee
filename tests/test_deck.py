"""`adjudicator deck check`: the test decks of decks/ (each says what the checker must find), a
legal and an illegal deck for every rule the checker applies, the CLI's output and exit status,
and bad input."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.cards.library import CardLibrary, default_library
from adjudicator.cards.model import CardDefinition
from adjudicator.deck import RULES, check, load_deck
from adjudicator.deck.check import CARD_RULES, fits
from adjudicator.deck.coverage import DECKS, deck_files, fired_by_decks, records
from adjudicator.deck.fixtures import expectations
from adjudicator.rules import load_index
from adjudicator.yamlio import SourceError

ROOT = Path(__file__).resolve().parents[1]
# Rules that only widen what is legal: no deck can break them.
PERMISSIVE = {"206.1d": "a neutral card may go in any deck"}


@pytest.fixture
def run(capsys, monkeypatch):
    """`adjudicator deck ARGS…` in this process, from the repository root: (exit status, out, err)."""
    monkeypatch.chdir(ROOT)

    def deck(*args: str) -> tuple[int, str, str]:
        status = main(["deck", *args])
        captured = capsys.readouterr()
        return status, captured.out, captured.err
    return deck


@pytest.mark.parametrize("path", deck_files(), ids=lambda p: p.relative_to(DECKS).as_posix())
def test_each_test_deck_gets_what_its_header_expects(path):
    exp, report = expectations(path), check(load_deck(path))
    assert exp.mismatches(report) == []
    assert report.legal == exp.legal


def test_every_rule_has_a_legal_deck_that_applies_it_and_an_illegal_deck_that_breaks_it():
    legal, broken = set(), set()
    for path in deck_files():
        exp = expectations(path)
        (legal if exp.legal else set()).update(exp.applies)
        broken.update(r for p in exp.problems for r in (p.rule, *p.see))
    assert set(RULES) - legal == set()
    assert set(RULES) - broken == set(PERMISSIVE)


def test_the_checker_covers_every_rule_of_100_and_cites_only_real_rules():
    numbers = {r.number for r in load_index()}
    assert {n for n in numbers if n.startswith("100.")} <= set(RULES)
    assert set(RULES) <= numbers
    cited = {r for rec in records() for r in (*rec.cited, *rec.fired)}
    assert cited <= numbers


def test_coverage_counts_the_rules_the_checker_applied_to_the_test_decks():
    fired = fired_by_decks()
    assert set(fired) == set(RULES)
    assert "decks/100.4/five-copies.yaml" in fired["100.4"]
    assert all(r.passed for r in records())


def test_a_wrong_header_is_caught(tmp_path):
    src = (DECKS / "100.4/five-copies.yaml").read_text(encoding="utf-8")
    deck = tmp_path / "deck.yaml"
    deck.write_text(src.replace("# expect: 8:5 rule 100.4", "# expect: 8:5 rule 100.1"), encoding="utf-8")
    exp, report = expectations(deck), check(load_deck(deck))
    assert exp.mismatches(report) == ["expected a problem 8:5 rule 100.1, not found", "unexpected problem 8:5 rule 100.4"]
    deck.write_text(src.replace("# expect: 8:5 rule 100.4\n", ""), encoding="utf-8")
    with pytest.raises(SourceError, match="header"):
        expectations(deck)


# --- the CLI ---------------------------------------------------------------------------------
def test_the_installed_command_checks_a_legal_deck_and_exits_0():
    out = subprocess.run([sys.executable, "-m", "adjudicator", "deck", "check", "decks/100.1/constructed-sixty.yaml"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout == "decks/100.1/constructed-sixty.yaml: legal: Constructed, hero Kadus Frosthand, 60 cards\n"


def test_an_illegal_deck_exits_1_with_each_problem_located_and_its_rule(run):
    status, out, _ = run("check", "decks/100.2a/horde-card-alliance-hero.yaml")
    assert status == 1
    first = out.splitlines()[0]
    assert first == ("decks/100.2a/horde-card-alliance-hero.yaml:12:5: rule 100.2a: Orgrimmar Grunts has the Horde "
                     "icon; Kadus Frosthand has the Alliance faction icon (see 206.1b)")


def test_json_lists_problems_and_rules_applied(run):
    status, out, _ = run("check", "--json", "decks/100.2c/aldor-and-scryer.yaml", "decks/100.2d/hogger-neutral-cards.yaml")
    assert status == 1
    illegal, legal = json.loads(out)
    assert illegal["legal"] is False and [(p["line"], p["rule"]) for p in illegal["problems"]] == [(9, "100.2c")]
    assert legal["legal"] is True and legal["problems"] == [] and legal["hero"] == "Hogger"
    assert {"100.1", "100.2", "100.2d", "100.4"} <= set(legal["rules_applied"])
    assert out == run("check", "--json", "decks/100.2c/aldor-and-scryer.yaml",
                      "decks/100.2d/hogger-neutral-cards.yaml")[1]


def test_a_folder_checks_every_deck_in_it(run):
    status, out, _ = run("check", "decks/100.4")
    assert status == 1
    assert out.count(": legal: ") == 2 and out.count(": illegal (") == 3


@pytest.mark.parametrize("text, where, message", [
    ("hero: Kadus Frosthand\nmain_deck: [\n", "3:1", "invalid YAML"),
    ("hero: Kadus Frosthand\nmain_deck:\n  - {card: Scorch, cout: 4}\n", "3:26", "unknown key 'cout'"),
    ("hero: Kadus Frosthand\nmain_deck:\n  - {card: Scorh, count: 4}\n", "3:12",
     "unknown card 'Scorh' (did you mean 'Scorch'"),  # a close match first; more may follow as cards are added
    ("hero: Scorch\nmain_deck: []\n", "1:7", "'Scorch' is an ability, not a hero card"),
    ("hero: Kadus Frosthand\nmain_deck:\n  - {card: Scorch, count: 0}\n", "3:27", "0 is too small: at least 1"),
    ("hero: Kadus Frosthand\npool: []\nmain_deck: []\n", "2:7", "only a Limited deck has a card pool"),
    ("- Scorch\n", "1:1", "a deck is a mapping"),
    ("hero: Kadus Frosthand\nmain_deck: []\nbetween_games:\n  - {out: [{card: Scorch}]}\n", "4:3",
     "swaps need the side deck"),
])
def test_bad_input_is_located_and_exits_2_with_nothing_else(run, tmp_path, text, where, message):
    deck = tmp_path / "deck.yaml"
    deck.write_text(text, encoding="utf-8")
    status, out, err = run("check", str(deck))
    assert status == 2 and out == ""
    assert err.startswith(f"{deck}:{where}: ") and message in err


# --- rules the test decks can't reach with real cards ----------------------------------------
def library_with(*cards: CardDefinition) -> CardLibrary:
    base = default_library()
    return CardLibrary({**base.cards, **{c.name: c for c in cards}}, dict(base.origin))


def test_deckbuilding_allows_an_exception_but_a_forbid_wins_over_an_allow(tmp_path):
    hero = CardDefinition.model_validate({
        "name": "Test Hero With Deckbuilding", "type": "hero", "faction": "Alliance", "traits": ["Human", "Mage"],
        "text": "A test hero.", "deckbuilding": {"allow": [{"faction": "Horde"}],
                                                  "forbid": [{"named": "Orgrimmar Grunts"}]}})
    deck = tmp_path / "deck.yaml"
    deck.write_text("hero: Test Hero With Deckbuilding\nmain_deck:\n  - {card: Ironforge Guards, count: 56}\n"
                    "  - {card: Orgrimmar Grunts, count: 4}\n", encoding="utf-8")
    report = check(load_deck(deck, library_with(hero)))
    assert [(p.rule, p.loc) for p in report.problems] == [("100.2d", ("main_deck", 1))]
    horde_ally = CardDefinition.model_validate({"name": "Test Horde Ally", "type": "ally", "faction": "Horde",
                                                "text": "A test ally."})
    deck.write_text(deck.read_text().replace("Orgrimmar Grunts", "Test Horde Ally"), encoding="utf-8")
    assert check(load_deck(deck, library_with(hero, horde_ally))).legal  # allowed despite 100.2a
    grunts = library_with(hero).get("Orgrimmar Grunts")
    assert not fits(hero, grunts) and fits(hero, horde_ally)  # fits: the same verdicts, without a deck
    assert not fits(CardDefinition.model_validate({**hero.model_dump(exclude_none=True), "deckbuilding": None}),
                    horde_ally)  # 100.2a without the allow list


def test_fits_gives_the_checkers_verdict_on_every_card_of_the_test_decks():
    """``fits`` (one card, one hero, no messages) keeps a card out exactly when the checker reports
    a one-card rule (CARD_RULES) at its line, over every card of every test deck."""
    seen = {True: 0, False: 0}
    for path in deck_files():
        loaded = load_deck(path)
        report = check(loaded)
        out = {p.loc for p in report.problems if p.rule in CARD_RULES}
        side = loaded.side or [] if loaded.deck.format == "constructed" else []  # Limited: the pool's rest (100.3)
        for slot in loaded.main + side:
            assert fits(loaded.hero, slot.card) == (slot.loc not in out), (path, slot.card.name)
            seen[slot.loc not in out] += 1
    assert seen[True] > 100 and seen[False] >= 5, seen


def test_the_deck_checker_needs_no_engine():
    from test_layers import unit_graph
    assert unit_graph().get("deck", set()) <= {"yamlio", "limits", "cards", "rules"}
