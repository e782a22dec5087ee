"""`adjudicator card` for every card of the official pool (data/cards/, made by
tools/import_cards.py): found in any case, with close matches for typos; its facts and sources;
how far its powers are encoded, said honestly in text and JSON (a stub says so)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from adjudicator.cardbook.index import build_index, loose
from adjudicator.cardbook.lookup import ENCODED, FACTS_ONLY, STUB, UNWRITABLE, lookup
from adjudicator.cardbook.pool import load_pool, random_sample
from adjudicator.cards.model import CardDefinition

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def index():
    return build_index()


@pytest.fixture(scope="module")
def pool():
    return load_pool()


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return {**os.environ, "XDG_CACHE_HOME": str(tmp_path_factory.mktemp("cache")), "COLUMNS": "100"}


def card(cache, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "adjudicator", "card", *args], capture_output=True, text=True,
                          cwd=ROOT, env=cache)


def test_the_pool_holds_the_official_run_and_no_fan_made_set(pool):
    assert len(pool.cards) > 6000
    names = {c["name"] for c in pool.cards}
    assert {"Fire Blast", "Argent Confessor Paletress", "A'dal", "Ironforge Guards"} <= names
    left_out = next(iter(pool.meta["left_out"].values()))
    assert "mists" in left_out and "warlords" in left_out
    assert not set(left_out) & set(pool.sets)
    assert all(p[0] in pool.sets for c in pool.cards for p in c.get("printings", []))


def test_every_card_of_the_pool_is_found_by_its_name_in_any_case(pool):
    for c in pool.cards:
        assert c in pool.named(c["name"].upper()), c["name"]


def test_every_real_card_of_the_library_is_in_the_pool(index, pool):
    """Cards with a set and number are real cards: the data sets know each (the worked examples'
    cards and the stand-ins have no set)."""
    missing = [e["name"] for e in index["cards"] if e.get("set") and not pool.named(e["name"])]
    assert not missing


def test_forty_cards_drawn_at_random_are_all_found(index, pool):
    sample = random_sample(pool, 40, 2026)
    assert sample == random_sample(pool, 40, 2026) and len({c["id"] for c in sample}) == 40
    found = [lookup(index, c["name"])[0] for c in sample]
    assert all(found), [c["name"] for c, f in zip(sample, found) if not f]


def test_a_card_only_the_pool_knows(index, pool):
    [found], _ = lookup(index, "argent confessor PALETRESS")
    assert found["status"] == FACTS_ONLY and found["encoded"] is False and found["writable"] is None
    assert found["facts"]["health"] == 26 and found["facts"]["printings"][0][:2] == ["icecrown", "2"]


def test_statuses_of_library_cards(index, pool):
    status = {name: lookup(index, name)[0][0] for name in
              ("Fire Blast", "Alexstrasza the Life-Binder", "Greefer")}
    assert status["Fire Blast"]["status"] == ENCODED and status["Fire Blast"]["writable"] is True
    alex = status["Alexstrasza the Life-Binder"]
    assert (alex["status"], alex["writable"], alex["encoded"]) == (STUB, False, False)
    assert alex["clause"].startswith("a cost reduced by the allies' ATK")
    assert alex["facts"]["printings"][0][:2] == ["worldbreaker", "21"]
    assert status["Greefer"]["status"] == UNWRITABLE and status["Greefer"]["writable"] is False


def test_a_typo_of_a_pool_card_gets_close_matches(index, pool):
    answers, close = lookup(index, "Argent Confesor Paletres")
    assert not answers and close[0] == "Argent Confessor Paletress"


def test_card_prints_the_facts_sources_and_conflicts(cache):
    out = card(cache, "Argent Confessor Paletress")
    assert out.returncode == 0, out.stderr
    text = " ".join(out.stdout.split())
    assert "powers not encoded yet: the card is not in the library" in text
    assert "Hero · [Priest] · Human Priest Discipline · health 26" in text and "Icecrown no. 2 (Uncommon)" in text
    assert "tcgdata/tcgdata-wow data/oracle/argent-confessor-paletress.yml" in text
    out = card(cache, "Pyroblast")
    assert "The data sets differ on: - classes: Paladin (tcgdata) / Mage (decktools)" in " ".join(out.stdout.split())


def test_a_stub_says_its_powers_are_not_encoded(cache):
    out = card(cache, "Alexstrasza the Life-Binder")
    assert out.returncode == 0, out.stderr
    assert "powers not encoded: a cost reduced by the allies' ATK" in " ".join(out.stdout.split())
    data = json.loads(card(cache, "Alexstrasza the Life-Binder", "--json").stdout)
    assert data["writable"] is False and data["encoded"] is False and data["clause"]
    data = json.loads(card(cache, "Fire Blast", "--json").stdout)
    assert data["writable"] is True and data["encoded"] is True and data["status"] == "encoded"


def test_a_stub_is_marked_by_a_field_that_names_its_clause():
    base = {"name": "X", "type": "ally", "text": "x"}
    assert CardDefinition.model_validate(base).powers_encoded
    stub = CardDefinition.model_validate({**base, "not_encoded": "its only power"})
    assert not stub.powers_encoded and stub.not_encoded == "its only power"
    with pytest.raises(ValidationError):
        CardDefinition.model_validate({**base, "not_encoded": ""})
    with pytest.raises(ValidationError):
        CardDefinition.model_validate({**base, "powers_encoded": False})  # the old flag said no clause


def test_cards_sharing_a_name_are_all_shown(cache, index, pool):
    answers, _ = lookup(index, "Deathwing the Destroyer")
    assert len(answers) == len(pool.named("Deathwing the Destroyer")) > 1
    data = json.loads(card(cache, "Deathwing the Destroyer", "--json").stdout)
    assert len(data["namesakes"]) == len(answers) - 1


def test_no_printed_text_is_stored(pool):
    fields = {k for c in pool.cards for k in c}
    assert fields <= {"id", "name", "type", "cost", "x_cost", "atk", "health", "def", "strike_cost", "damage_type",
                      "faction", "classes", "traits", "tags", "printings", "conflicts", "sources"}
    assert all(len(loose(c["name"])) < 80 for c in pool.cards)


def test_every_set_of_the_pool_has_its_own_page(pool):
    from adjudicator.cardbook import pages

    tables, expected = {}, pages.expected()
    for name, text in expected.items():
        found = [line.split()[-1] for line in text.splitlines() if line.startswith("```{card-pool-table}")]
        assert len(found) <= 1, name  # one set a page: no page lists every card
        tables.update({set_id: name for set_id in found})
    assert set(tables) == set(pool.sets)
    assert tables["icecrown"] == "icecrown.md" and tables["hogger"] == "champion-deck-hogger.md"
    assert "```{card-set} Icecrown" in expected["icecrown.md"]  # the library's entries follow


def test_a_stub_is_shown_on_its_card_page(index):
    from docutils import nodes

    from adjudicator.sphinxext.cards import card_section

    alex = next(e for e in index["cards"] if e["name"] == "Alexstrasza the Life-Binder")
    text = card_section("docs/cards/worldbreaker", alex).astext()
    assert "Powers not encoded: a cost reduced by the allies' ATK" in text
    assert isinstance(card_section("x", alex), nodes.section)


def test_a_set_table_row_links_each_library_card_to_its_entry(pool):
    import re

    from adjudicator.cardbook import pages
    from adjudicator.sphinxext.cards import pool_row

    expected = pages.expected()
    rows = {name: pool_row(pool.named(name)[0], "1") for name in
            ("Ironforge Guards", "Greefer", "Fire Blast", "Argent Confessor Paletress", "Alexstrasza the Life-Binder")}
    for name, row in rows.items():
        for page, anchor in re.findall(r'href="([^"#]+)\.html#([^"]+)"', row):
            assert f"{page}.md" in expected, (name, page)
            assert anchor == f"card-{'-'.join(re.findall('[a-z0-9]+', name.lower().replace(chr(39), '')))}"
    assert 'href="heroes-of-azeroth.html#card-ironforge-guards"' in rows["Ironforge Guards"]
    assert 'href="not-writable-yet.html#card-greefer"' in rows["Greefer"] and "not writable yet" in rows["Greefer"]
    assert "cards-of-the-worked-examples.html#card-fire-blast" in rows["Fire Blast"]
    assert "href" not in rows["Argent Confessor Paletress"] and "not encoded yet" in rows["Argent Confessor Paletress"]
    assert "powers not encoded" in rows["Alexstrasza the Life-Binder"]
    assert rows["Argent Confessor Paletress"].startswith('<tr id="pool-argent-confessor-paletress">')
