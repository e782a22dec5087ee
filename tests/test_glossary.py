"""The glossary data: coverage of the seeds' terms, rule numbers, anchors, Chinese forms,
generated files, and located errors for bad data."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from adjudicator.yamlio import SourceError
from adjudicator.glossary import anchor, load_glossary
from adjudicator.glossary import maintain
from adjudicator.glossary.load import normalize

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
REFERENCE = SHARED / "reference"


def shared_file(*parts: str) -> Path:
    path = SHARED.joinpath(*parts)
    if not path.is_file():
        pytest.skip(f"{path} is not available")
    return path


@pytest.fixture(scope="module")
def glossary():
    return load_glossary()


# --- coverage -------------------------------------------------------------------------------

def seed_glossary_rows() -> list[tuple[str, str]]:
    """(English, Chinese column) of every entry in glossary-terms.md's main table."""
    text = shared_file("reference", "glossary-terms.md").read_text(encoding="utf-8")
    table = text.split("## Glossary entries", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 5 and cells[0] not in ("English", "") and not cells[0].startswith("---"):
            rows.append((cells[0], cells[1]))
    return rows


def test_every_seed_glossary_entry_is_present(glossary):
    rows = seed_glossary_rows()
    assert len(rows) == 114  # the union of the two seed glossaries (glossary-terms.md)
    missing = [en for en, _ in rows if glossary.lookup(en) is None]
    assert missing == []


def test_the_seed_glossary_chinese_names_the_same_entry(glossary):
    """The Chinese headword of each seed entry (and the variants noted beside it) finds the
    entry of its English term, directly or as one sense of a homograph."""
    wrong = []
    for en, zh in seed_glossary_rows():
        entry = glossary.lookup(en)
        forms = [re.split(r"\s*\(", zh, maxsplit=1)[0]]
        forms += re.findall(r"(?:5\.0 body|5\.0|002): ([^)]+)\)", zh)
        for form in forms:
            found = glossary.lookup(form)
            if found is not entry and entry not in glossary.other_senses(form, found):
                wrong.append((en, form, found and found.en))
    assert wrong == []


#: Items of terminology.md §2.2–2.7 that are not glossary headwords as written: either named
#: differently here (→ our headword) or not 5.0 terms at all (→ None, with the reason).
TERMINOLOGY_ITEMS = {
    "opening": "Opening hand",  # "opening / starting hand"
    "starting hand": "Opening hand",
    "to target": "Target",
    "change": "Change the target",
    "destroyed": "By the game", "removed from the game": "By the game",
    "interrupted by the game": "By the game",
    "while condition": "While",
    "can attack only if able": "Can only attack",
    "inspire:": "Inspire",
    "removed from game zone": "Removed-from-game zone",
}
NOT_IN_5_0 = ("not attested in any seed", "see 7.4 glossary")


def terminology_items() -> list[tuple[str, str]]:
    """(English item, whole row) for §2.2–2.7 of terminology.md, parentheses removed."""
    text = shared_file("reference", "terminology.md").read_text(encoding="utf-8")
    start = text.index("### 2.2")
    section = text[start:text.index("\n---", start)]
    items = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 2 or cells[0] in ("Chinese", "Chinese (seed)") or cells[0].startswith("---"):
            continue
        if any(reason in line for reason in NOT_IN_5_0):
            continue  # the rows of keywords no seed attests (Resistance, Absorb, …)
        english = re.sub(r"\([^)]*\)|\[[^]]*\]|[\"“”…]", "", cells[1])
        english = english.split(":", 1)[1] if english.startswith("damage type:") else english
        for item in re.split(r"[;/]", english):
            item = " ".join(item.replace(" X", "").split()).strip(" .")
            if item:
                items.append((item, line))
    return items


def test_every_terminology_term_has_an_entry(glossary):
    items = terminology_items()
    assert len(items) > 250
    missing = []
    for item, row in items:
        name = TERMINOLOGY_ITEMS.get(item.casefold(), item)
        if glossary.lookup(name) is None and glossary.lookup(name.replace("-", " ")) is None:
            missing.append(item)
    assert missing == []


KEYWORDS_5_0 = [
    "Protector", "Ferocity", "Elusive", "Stealth", "Long-Range", "Assault", "Inspire", "Dual Wield",
    "Two-Hand Dual Wield", "Dual Shield", "Sextuple Wield", "Ranged Dual Wield", "Bear Form",
    "Cat Form", "Aberration", "Arcane Torrent", "Artifact", "AWESOME", "Berserking",
    "Conspicuous", "Death Rattle", "Escape Artist", "Untargetable",
]


@pytest.mark.parametrize("keyword", KEYWORDS_5_0)
def test_every_5_0_keyword_is_a_keyword_entry(glossary, keyword):
    entry = glossary.lookup(keyword)
    assert entry is not None and entry.term.category == "keyword"


# --- rules ----------------------------------------------------------------------------------

def test_every_cited_rule_exists_in_the_5_0_index(glossary, tsv_numbers):
    known = set(tsv_numbers)
    bad = [(e.en, r) for e in glossary for r in e.term.rules if r not in known]
    assert bad == []


def test_terms_without_a_rule_are_glossary_only_keywords_or_noted(glossary):
    for e in glossary:
        if not e.term.rules:
            assert e.term.note, f"{e.en} cites no rule and says nothing about why"


def test_rule_numbers_stay_strings(tmp_path):
    (tmp_path / "t.yaml").write_text(TERM.replace('rules: ["408"]', "rules: [703.10, 408]"),
                                     encoding="utf-8")
    with pytest.raises(SourceError) as err:
        load_glossary(tmp_path)
    assert "t.yaml:" in str(err.value) and "rules.1" in str(err.value)  # 408 is an int: quote it
    (tmp_path / "t.yaml").write_text(TERM.replace('rules: ["408"]', "rules: [703.10]"), encoding="utf-8")
    assert load_glossary(tmp_path).entries[0].term.rules == ["703.10"]


# --- anchors and forms ----------------------------------------------------------------------

def test_anchor_matches_sphinx():
    from sphinx.util.nodes import _make_id
    for name in ["Packet", "Can't", "Dice, Die", "Play (noun)", "1H", "Long-Range", "AWESOME"]:
        assert anchor(name) == _make_id(f"term-{name}")


def test_no_two_terms_share_an_anchor(glossary):
    anchors = [anchor(name).casefold() for e in glossary for name in e.english_forms()]
    assert len(anchors) == len(set(anchors))
    assert all(a.startswith("term-") and len(a) > 5 for a in anchors)


def test_every_chinese_form_resolves_to_exactly_one_term(glossary):
    owners: dict[str, list[str]] = {}
    for e in glossary:
        for form, _kind in e.chinese_forms():
            owners.setdefault(normalize(form), []).append(e.en)
    shared = {form: ens for form, ens in owners.items() if len(set(ens)) > 1}
    assert shared == {}
    for e in glossary:
        for form, _kind in e.chinese_forms():
            assert glossary.lookup(form) is e


def test_homographs_name_their_senses(glossary):
    assert glossary.homographs, "the seeds have ambiguous words (护卫, 远程, …)"
    for hom, _ in glossary.homographs:
        senses = glossary.senses[normalize(hom.form)]
        assert glossary.lookup(hom.form) is senses[0]
        assert len({s.en for s in senses}) == len(senses) >= 2


def test_the_three_spellings_of_packet_are_one_entry(glossary):
    assert glossary.lookup("囊包") is glossary.lookup("伤害包") is glossary.lookup("packet")
    assert glossary.lookup("傷害包") is glossary.lookup("PACKET")
    assert glossary.lookup("打断") is glossary.lookup("中断") is glossary.lookup("Interrupt")
    assert glossary.lookup("代替物") is glossary.lookup("衍生物") is glossary.lookup("token")


def test_english_and_chinese_headwords_are_well_formed(glossary):
    for e in glossary:
        assert e.en[0].isupper() or e.en[0].isdigit(), e.en
        for form, _kind in e.chinese_forms():
            assert re.search(r"[\u3400-\u9fff]", form), (e.en, form)


def test_related_terms_exist(glossary):
    for e in glossary:
        for rel in e.term.related:
            assert glossary.lookup(rel) is not None


# --- Traditional Chinese --------------------------------------------------------------------

def test_traditional_forms_are_opencc_s2tw_or_from_seed_003(glossary):
    seed = maintain.find_seed("003")
    seed_text = seed.read_text(encoding="utf-8") if seed else None
    for e in glossary:
        zh = e.term.zh
        assert zh.hant == maintain.to_traditional(zh.hans), e.en
        if seed_text is not None:
            assert (zh.hant_source == "seed-003") == (zh.hant in seed_text), e.en


def test_seed_003_variants_are_in_seed_003(glossary):
    seed = maintain.find_seed("003")
    if seed is None:
        pytest.skip("seed 003 is not available")
    seed_text = seed.read_text(encoding="utf-8")
    for e in glossary:
        for v in e.term.variants:
            if "003" in v.sources:
                assert v.form in seed_text, (e.en, v.form)
            if v.script == "hant":
                assert v.sources == ["003"], (e.en, v.form)


def test_how_many_terms_have_all_three_forms(glossary):
    complete = [e for e in glossary if e.en and e.term.zh.hans and e.term.zh.hant]
    assert len(complete) == len(glossary) >= 290


# --- definitions are our own words ----------------------------------------------------------

#: Enumerations of names (damage types, classes) are bound to match; they are not prose.
NAMES = set("arcane fire frost holy melee nature ranged shadow and death knight druid hunter mage "
            "paladin priest rogue shaman warlock warrior".split())


def _shingles(text: str, n: int = 7) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9']+", text.casefold())
    runs = {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}
    return {run for run in runs if not set(run) <= NAMES}


def test_definitions_copy_no_sentences_from_the_reference_notes(glossary):
    """No definition shares a run of seven words with the reference notes' gists."""
    reference = set()
    for name in ("glossary-terms.md", "terminology.md", "rules-5.0-index.tsv", "examples.md"):
        path = REFERENCE / name
        if path.is_file():
            reference |= _shingles(path.read_text(encoding="utf-8"))
    if not reference:
        pytest.skip("shared/reference is not available")
    copied = [(e.en, " ".join(next(iter(_shingles(e.term.definition) & reference))))
              for e in glossary if _shingles(e.term.definition) & reference]
    assert copied == []


# --- generated files ------------------------------------------------------------------------

def test_schema_file_is_current():
    assert maintain.SCHEMA_PATH.read_text(encoding="utf-8") == maintain.schema_text(), \
        "run: python -m adjudicator.glossary generate"


def test_data_files_point_editors_at_the_schema():
    for path in (maintain.GLOSSARY_DIR / "data").glob("*.yaml"):
        assert path.read_text(encoding="utf-8").startswith(
            "# yaml-language-server: $schema=../schema.json\n"), path.name


# --- bad data is reported as path:line:col --------------------------------------------------

TERM = """\
terms:
- en: Packet
  zh: {hans: 囊包, hant: 囊包, hant_source: opencc-s2tw}
  category: damage
  rules: ["408"]
  definition: A bundle of damage about to be dealt to one character.
"""


@pytest.mark.parametrize(("text", "where", "message"), [
    (TERM.replace("  category: damage\n", "  category: damage\n  colour: red\n"),
     ":5:11:", "unknown key 'colour'"),
    (TERM.replace('rules: ["408"]', 'rules: ["999.1"]'), ":5:11:", "rules.0"),
    (TERM.replace("hant_source: opencc-s2tw", "hant_source: guess"), ":3:41:", "hant_source"),
    (TERM.replace("definition: A bundle", "definition: One. Two. Three. Four. A bundle"),
     ":6:15:", "1–3 sentences"),
    (TERM + "  related: [Damage]\n", ":7:13:", "unknown related term 'Damage'"),
    (TERM + TERM.replace("terms:\n", "").replace("- en: Packet", "- en: Parcel"), ":8:24:",
     "Chinese form '囊包' is already used by 'Packet'"),
    (TERM + TERM.replace("terms:\n", "").replace("囊包", "囊"), ":7:7:",
     "English form 'Packet' is already used"),
    (TERM.replace("  zh:", "  zh: [", 1), ":3:", "invalid YAML"),
    ("homographs:\n- form: 囊包\n  senses: [Packet, Damage]\n  note: not really ambiguous\n" + TERM.replace("terms:\n", "terms:\n"),
     ":", "unknown term 'Damage'"),
])
def test_bad_data_is_located(tmp_path, text, where, message):
    (tmp_path / "bad.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(SourceError) as err:
        load_glossary(tmp_path)
    shown = str(err.value)
    assert shown.startswith(str(tmp_path / "bad.yaml") + ":"), shown
    assert re.match(r".*bad\.yaml:\d+:\d+: ", shown), shown
    assert where in shown and message in shown, shown


def test_an_empty_directory_is_an_error(tmp_path):
    with pytest.raises(SourceError):
        load_glossary(tmp_path)
