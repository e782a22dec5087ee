"""The card library for judges: `adjudicator card`, the card index behind it and the book's card
pages; and the library's own promises (each real card defined once, with provenance, in a
scenario; the unwritable list names the clause that blocks each card)."""
from __future__ import annotations

import inspect
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel

import adjudicator.cards.model as card_model
from adjudicator.cardbook import index as card_index
from adjudicator.cardbook import pages
from adjudicator.cardbook.pool import load_pool
from adjudicator.cardbook.rules_used import RULES, rules_used
from adjudicator.cardbook.words import card_words
from adjudicator.cards.library import load_library
from adjudicator.rules import load_index

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def index():
    return card_index.build_index()


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return {**os.environ, "XDG_CACHE_HOME": str(tmp_path_factory.mktemp("cache"))}


def card(cache, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "adjudicator", "card", *args], capture_output=True, text=True,
                          cwd=ROOT, env=cache)


# -- the rules a card's powers use ----------------------------------------------------------------

def language_classes() -> list[type]:
    return [c for c in vars(card_model).values() if inspect.isclass(c) and issubclass(c, BaseModel)
            and c.__module__ == card_model.__name__ and c is not card_model.Strict]


def test_every_piece_of_the_card_language_says_which_rules_it_uses():
    missing = [c.__name__ for c in language_classes() if c.__name__ not in RULES]
    assert not missing, f"add these to adjudicator/cardbook/rules_used.py RULES: {missing}"


def test_every_rule_in_the_table_exists_and_every_key_names_a_real_field():
    rules = load_index(ROOT)
    classes = {c.__name__: c for c in language_classes()}
    for key, numbers in RULES.items():
        assert all(n in rules for n in numbers), f"{key}: {[n for n in numbers if n not in rules]} not in the rulebook"
        if key.startswith("keyword="):  # a keyword, printed or granted
            continue
        name, _, field = key.partition(".")
        assert name in classes, f"{key}: no class {name} in the card language"
        assert not field or field.split("=")[0] in classes[name].model_fields, f"{key}: no such field"


def test_rules_follow_from_the_definition():
    library = load_library()
    # Eagle Eye looks at the top four, one to the hand, the rest to the bottom
    assert rules_used(library.get("Eagle Eye")) == ["415.3a", "415.3c", "415.9e", "709.1"]
    # a payment power that flips the hero; an ability with a targeted, stated-X cost
    assert {"301.2", "701.2"} <= set(rules_used(library.get("Moonshadow")))
    assert {"707.1b", "201.3"} <= set(rules_used(library.get("Cold Snap")))
    # keywords bring their own rules, printed (Stealth) or granted (Lessons in Lurking)
    assert "602.2a" in rules_used(library.get("Bretander of the Claw"))
    assert "602.2a" in rules_used(library.get("Lessons in Lurking"))


# -- powers in words ----------------------------------------------------------------------------

def test_every_card_has_its_powers_in_words():
    for c in load_library():
        words = card_words(c)
        encoded = c.powers or c.effects or c.modes or c.targets
        assert bool(words) or not encoded, c.name
        assert all(w and w[0].isupper() and w.endswith(".") for w in words), (c.name, words)


def test_powers_in_words_read_the_encoding_not_the_text():
    library = load_library()
    assert card_words(library.get("Ironforge Guards")) == [
        "Continuous: Ironforge Guards has +1 health for each other ally named Ironforge Guards you control."]
    assert card_words(library.get("Eagle Eye")) == [
        "When it resolves: look at the top 4 cards of your deck, put 1 of them into your hand, the rest on the bottom."]


# -- the index -------------------------------------------------------------------------------------

def test_the_index_lists_scenarios_that_use_each_card(index):
    eagle, _ = card_index.find(index, "Eagle Eye")
    assert [s["id"] for s in eagle["scenarios"]] == ["L01", "R415.3f-the-card-beneath-stays-hidden"]
    assert eagle["set"] == "Heroes of Azeroth" and eagle["number"] == "37" and eagle["type"] == "ability"


def test_names_are_found_in_any_case_and_in_chinese(index):
    assert card_index.find(index, "EAGLE eye")[0]["name"] == "Eagle Eye"
    assert card_index.find(index, "  chain   lightning ")[0]["name"] == "Chain Lightning"
    assert card_index.find(index, "闪电链")[0]["name"] == "Chain Lightning"
    assert card_index.find(index, "its a secret to everybody")[0]["name"] == "It's a Secret to Everybody"
    found, close = card_index.find(index, "Eagel Eye")
    assert found is None and close[0] == "Eagle Eye"


# -- the command -----------------------------------------------------------------------------------

def test_card_prints_what_a_judge_needs(cache):
    out = card(cache, "eagle", "eye")
    assert out.returncode == 0, out.stderr
    text = out.stdout
    for needed in ("Eagle Eye", "Ability · cost 2 · [Hunter] · Instant, Beast Mastery", "Heroes of Azeroth, no. 37",
                   "Text:", "Powers, as the adjudicator plays them:", "415.3c", "L01"):
        assert needed in text, needed


def test_card_in_chinese_and_as_json(cache):
    out = card(cache, "闪电链", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["name"] == "Chain Lightning" and data["zh"] == "闪电链"
    assert {"type", "cost", "text", "powers", "rules", "scenarios"} <= data.keys()
    assert all({"number", "title"} == r.keys() for r in data["rules"])


def test_an_unknown_card_suggests_close_names_and_exits_2(cache):
    out = card(cache, "Eagel Eye")
    assert out.returncode == 2
    assert "no card named 'Eagel Eye'" in out.stderr and "Eagle Eye" in out.stderr
    assert card(cache, "Zzyzx Qqq").returncode == 2


def test_an_unwritable_card_says_so(cache, index):
    entry = next((e for e in index["cards"] if not e["in_library"]), None)
    if entry is None:
        pytest.fail("the unwritable list is empty")
    out = card(cache, entry["name"])
    assert out.returncode == 0 and f"not writable yet: {entry['clause']}" in " ".join(out.stdout.split())


# -- the library's promises ------------------------------------------------------------------------

def test_every_real_card_has_provenance_and_is_used_by_a_scenario(index):
    # the deck checker's test decks (decks/**) may hold real cards for their deckbuilding facts alone
    # (not the imported precon decklists of decks/precon/, which random play uses only where playable)
    decks = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "decks").rglob("*.yaml")
                     if "precon" not in p.relative_to(ROOT / "decks").parts)
    # the cards tools/encode_pool.py writes are each played instead by tests/test_encode_pool.py, in a
    # game made from its encoding that checks its shape; each shape has its own hand-checked scenario
    generated = {p.name for p in (ROOT / "scenarios" / "cards").glob("pool-*.yaml")
                 if p.read_text(encoding="utf-8").startswith("# Generated by tools/encode_pool.py")}
    unused = [e["name"] for e in index["cards"] if e["in_library"] and e.get("set") and not e["scenarios"]
              and e["name"] not in decks and e["defined_in"].split(":")[0] not in generated]
    assert not unused, f"real cards in no scenario: {unused}"
    assert all(e.get("number") for e in index["cards"] if e.get("set")), "a real card without a collector number"


def test_unwritable_cards_name_their_clause_and_are_not_defined(index):
    for e in index["cards"]:
        if not e["in_library"]:
            assert e["clause"].strip() and e["set"] and e["number"], e["name"]


def test_a_card_both_defined_and_unwritable_is_bad_input(tmp_path):
    from adjudicator.yamlio import SourceError

    (tmp_path / "a.yaml").write_text("cards:\n  - {name: Fire Blast, type: ability, text: x}\n", encoding="utf-8")
    (tmp_path / "unwritable.yaml").write_text(
        "unwritable:\n  - {name: Fire Blast, set: Heroes of Azeroth, number: '52', type: ability, clause: x}\n",
        encoding="utf-8")
    with pytest.raises(SourceError, match=r"unwritable\.yaml:2:1: card 'Fire Blast' is defined in a\.yaml:2"):
        load_library(tmp_path)


# -- the book --------------------------------------------------------------------------------------

def test_card_pages_are_current():
    for name, text in pages.expected().items():
        path = pages.PAGES / name
        assert path.is_file() and path.read_text(encoding="utf-8") == text, (
            f"docs/cards/{name} is stale: run python -m adjudicator.cardbook.pages")
    extra = {p.name for p in pages.PAGES.glob("*.md")} - pages.expected().keys()
    assert not extra, f"docs/cards has pages for no set: {extra}"


# -- the book's search ------------------------------------------------------------------------------

def test_the_search_finds_cards_and_unwritable_cards(built_site, index):
    from adjudicator.sphinxext.desk import read_search_data
    records = [r for r in read_search_data(built_site.html) if r["kind"] == "card"]
    pool_only = [r for r in records if "#pool-" in r["url"]]
    assert len(records) - len(pool_only) == len(index["cards"])
    paletress = next(r for r in pool_only if r["title"] == "Argent Confessor Paletress")
    assert paletress["url"] == "docs/cards/icecrown.html#pool-argent-confessor-paletress"
    # every pool card the library doesn't define has its own record: at least the pool less the library's
    # entries (a library entry stands for at most one pool card; some are tokens or test cards)
    assert "not encoded yet" in paletress["text"] and len(pool_only) >= len(load_pool().cards) - len(index["cards"])
    crow = next(r for r in records if r["title"] == "Blackcrow")
    assert crow["url"] == "docs/cards/through-the-dark-portal.html#card-blackcrow"
    assert "Long-Range" in crow["text"] and "603.1a" in crow["rules"]
    greefer = next(r for r in records if r["title"] == "Greefer")
    assert "not writable yet" in greefer["text"]


# -- ux-fits --
@pytest.mark.parametrize("slot,words", [
    ({}, "a hero or ally"),
    ({"kind": "ally", "controller": "opposing", "fits": {"exhausted": True}}, "an opposing ally that is exhausted"),
    ({"kind": "ally", "fits": {"cost_at_most": {"count": {"kind": "ally", "controller": "you"}}}},
     "an ally with cost no more than the number of allies you control"),
    ({"kind": "ally", "fits": {"other": True, "trait": "Demon"}},
     "another ally (not the card whose power it is) that is a Demon"),
    ({"kind": ["ally", "weapon"], "zone": "graveyard", "count": 2}, "an ally or weapon in a graveyard"),
    ({"kind": "player", "controller": "opponent"}, "an opposing player"),  # a player is controlled by no one
    ({"kind": "player", "controller": "friendly"}, "a friendly player"),
])
def test_a_target_description_reads_as_a_noun_phrase_for_a_refusal(slot, words):
    """What a refusal (706.1) says the target must be: the card reading's words, with an article, no count or slot name."""
    from adjudicator.cardbook.words import description
    from adjudicator.cards.model import TargetSpec
    assert description(TargetSpec(id="first", **slot)) == words
