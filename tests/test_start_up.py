"""Start-up that doesn't grow with the library (issue 23): the validated card library and the
rule numbers are kept on disk (adjudicator/disk_cache.py), keyed by the content of the files
they come from, and the card model's pydantic schemas are built only when a card file is
validated (defer_build), not on every start."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from adjudicator.cards import library as cards
from adjudicator.cards.model import CardDefinition, Selector
from adjudicator.disk_cache import LAYOUT, cached_by
from adjudicator.engine.setup import UNNAMED_RESOURCE, unnamed_resources
from adjudicator.formats import load as scenario_load
from adjudicator.formats.scenario import CardState, PlayerSetup
from adjudicator.rules.index import load_index, rule_numbers
from adjudicator.yamlio import SourceError, load_document

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "wowtcg-adjudicator" / LAYOUT


@pytest.fixture
def card_dir(tmp_path) -> Path:
    target = tmp_path / "cards"
    shutil.copytree(cards.CARDS_DIR, target)
    return target


@pytest.fixture(scope="module")
def fresh() -> cards.CardLibrary:
    """The library validated from its files, once for the module (validating ~5,000 cards is the
    slow part of these tests); a copy of the folder validates to the same cards and origins."""
    return cards.load_library(cards.CARDS_DIR)


def test_the_cached_library_is_the_validated_one(cache, card_dir, fresh):
    first = cards.cached_library(card_dir)
    assert len(list(cache.glob("card-library-*/*.pickle"))) == 1
    again = cards.cached_library(card_dir)
    assert again is not first and again.cards == fresh.cards and again.origin == fresh.origin
    assert again.unwritable == fresh.unwritable
    assert again.token_makers() == fresh.token_makers()  # kept in the disk copy, not read again


def test_the_cache_is_read_not_rebuilt(cache, card_dir, monkeypatch):
    cards.cached_library(card_dir)
    monkeypatch.setattr(cards, "load_library", lambda d: pytest.fail("validated again"))
    assert cards.cached_library(card_dir).cards


def test_a_change_of_content_is_read_again(cache, card_dir):
    """Keyed by content, not by times or sizes: a same-length edit with the old mtime counts."""
    before = cards.cached_library(card_dir)
    path = sorted(p for p in card_dir.glob("*.yaml") if p.name != cards.UNWRITABLE)[0]
    text, stat = path.read_text(encoding="utf-8"), path.stat()
    name = before.cards[next(n for n, o in before.origin.items() if o.startswith(path.name + ":"))].name
    renamed = name[:-1] + ("X" if name[-1] != "X" else "Y")
    path.write_text(text.replace(f"name: {name}\n", f"name: {renamed}\n", 1), encoding="utf-8")
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    after = cards.cached_library(card_dir)
    assert renamed in after.cards and name not in after.cards
    assert len(list(cache.glob("card-library-*/*.pickle"))) == 1  # the stale one is gone


def test_a_bad_card_file_is_still_refused_and_nothing_is_cached(cache, card_dir):
    (card_dir / "zz-bad.yaml").write_text("cards:\n  - name: Bad\n    type: nonsense\n", encoding="utf-8")
    with pytest.raises(SourceError, match="zz-bad.yaml"):
        cards.cached_library(card_dir)
    assert not list(cache.glob("card-library-*/*.pickle"))


def test_an_unwritable_cache_is_not_used(tmp_path, monkeypatch, card_dir, fresh):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    assert cards.cached_library(card_dir).cards == fresh.cards


def test_the_rule_numbers_are_the_index_s(cache):
    assert rule_numbers(ROOT) == {r.number for r in load_index(ROOT)}
    assert rule_numbers(ROOT) == {r.number for r in load_index(ROOT)}  # from the cache
    assert len(list(cache.glob("rule-numbers-*/*.pickle"))) == 1


def test_defaults_made_without_validation_equal_validated_ones():
    """The constants built with model_construct (so that importing builds no schema) are what
    validation would make of the same data; so are the unnamed resources a replay places."""
    assert UNNAMED_RESOURCE == CardDefinition.model_validate(UNNAMED_RESOURCE.model_dump(exclude_unset=True))
    player = PlayerSetup(name="Alice Smith", hero={"card": "Generic Alliance Hero"}, resources=1, exhausted_resources=1)
    for made in unnamed_resources(player):
        assert made == CardState.model_validate(made.model_dump(exclude_unset=True))
    for model in [m for m in vars(sys.modules[CardDefinition.__module__]).values()
                  if isinstance(m, type) and issubclass(m, cards.CardDefinition.__mro__[1])]:
        for name, info in model.model_fields.items():
            if isinstance(info.default, Selector):
                assert info.default == Selector.model_validate(info.default.model_dump(exclude_unset=True)), \
                    (model.__name__, name)


MODEL_MODULES = ["adjudicator.cards.model", "adjudicator.formats.scenario"]


@pytest.fixture(scope="module")
def models_built_at_start() -> dict[str, str]:
    """Module → how many of its models a process that imports the replay command has built: one
    process for every module (a start of Python is most of the cost)."""
    code = ("import importlib, adjudicator.scenarios_cli\n"
            f"for name in {MODEL_MODULES!r}:\n"
            "    m = importlib.import_module(name)\n"
            "    print(name, sum(1 for c in vars(m).values() if isinstance(c, type) and issubclass(c, m.Strict) "
            "and c.__pydantic_complete__))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return {**dict(line.split() for line in out.stdout.splitlines()), "stderr": out.stderr}


@pytest.mark.parametrize("module", MODEL_MODULES)
def test_starting_a_replay_builds_no_card_or_scenario_model(module, models_built_at_start):
    assert models_built_at_start[module] == "0", models_built_at_start["stderr"]


E001 = next((ROOT / "scenarios").rglob("E001-valthak-spiritdrinker.yaml"))


@pytest.fixture
def scenario_file(tmp_path, monkeypatch) -> Path:
    """E001 in a folder whose files are kept validated, as the checkout's scenarios are."""
    target = tmp_path / "scenarios" / E001.name
    target.parent.mkdir()
    shutil.copy(E001, target)
    monkeypatch.setattr(scenario_load, "KEPT_UNDER", [target.parent.resolve()])
    return target


def test_a_file_outside_the_corpus_is_validated_every_time(cache, tmp_path):
    draft = tmp_path / E001.name
    shutil.copy(E001, draft)
    assert scenario_load.load_scenario(draft)[0].id == "E001"
    assert not list(cache.glob("scenario-*/*.pickle"))


def test_a_scenario_is_validated_once_per_content(cache, scenario_file, monkeypatch):
    first, _ = scenario_load.load_scenario(scenario_file)
    assert len(list(cache.glob("scenario-*/*.pickle"))) == 1
    monkeypatch.setattr(scenario_load, "_validated", lambda *a: pytest.fail("validated again"))
    again, doc = scenario_load.load_scenario(scenario_file)
    assert again == first and doc.path == scenario_file


def test_a_changed_scenario_is_validated_again(cache, scenario_file):
    """Keyed by content: a same-length edit with the old mtime is read again."""
    scenario_load.load_scenario(scenario_file)
    text, stat = scenario_file.read_text(encoding="utf-8"), scenario_file.stat()
    scenario_file.write_text(text.replace("id: E001", "id: E00X", 1), encoding="utf-8")
    os.utime(scenario_file, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert scenario_load.load_scenario(scenario_file)[0].id == "E00X"
    assert len(list(cache.glob("scenario-*/*.pickle"))) == 1  # the stale copy is gone


def test_a_bad_scenario_is_still_refused_every_time_and_nothing_is_cached(cache, scenario_file):
    scenario_file.write_text(scenario_file.read_text(encoding="utf-8").replace("title:", "titel:", 1), encoding="utf-8")
    for _ in range(2):
        with pytest.raises(SourceError, match=r"E001-valthak-spiritdrinker\.yaml:\d+:\d+: title: Field required"):
            scenario_load.load_scenario(scenario_file)
    assert not list(cache.glob("scenario-*/*.pickle"))


def test_a_cached_scenario_places_every_value_as_its_file_does(cache, scenario_file):
    """The disk copy keeps where each value is, not the YAML nodes: every place, a step not in the
    file passed over, is the parsed file's."""
    scenario_load.load_scenario(scenario_file)
    _, cached_doc = scenario_load.load_scenario(scenario_file)
    parsed = load_document(scenario_file)
    assert cached_doc.root is None and cached_doc.data == parsed.data

    def places(value, loc):
        yield loc
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        for key, inner in items:
            yield from places(inner, [*loc, key])
    for loc in places(parsed.data, []):
        for extra in ([], ["no-such-key"], [99]):
            assert cached_doc.locate([*loc, *extra]) == parsed.locate([*loc, *extra]), loc


def test_an_exported_scenario_is_validated_once_per_content(cache, monkeypatch):
    from adjudicator.conformance import adapter
    from adjudicator.conformance.export import export_scenario
    text = export_scenario(E001, cards.default_library()).text
    assert adapter.answer(text) == adapter.answer(text, keep=False)  # a persistent run keeps nothing
    assert not list(cache.glob("exported-*/*.pickle"))
    first = adapter.answer(text, keep=True)
    assert "final" in first and len(list(cache.glob("exported-*/*.pickle"))) == 1
    monkeypatch.setattr(adapter.ExportedScenario, "model_validate", lambda *a: pytest.fail("validated again"))
    assert adapter.answer(text, keep=True) == first


def test_each_kind_is_kept_in_a_folder_of_its_own(cache, monkeypatch):
    """Making a kind again drops its stale copy by listing its own folder: the rest of the cache
    (one kind per scenario file, tens of thousands of files) is neither listed nor touched."""
    cached_by("one", "k1", lambda: ("first",), tuple)
    cached_by("other", "k1", lambda: ("other",), tuple)
    listed: list[Path] = []
    glob = Path.glob
    monkeypatch.setattr(Path, "glob", lambda self, pattern: listed.append(self) or glob(self, pattern))
    assert cached_by("one", "k2", lambda: ("second",), tuple) == ("second",)
    assert listed == [cache / "one"]
    assert sorted(p.relative_to(cache).as_posix() for p in cache.rglob("*.pickle")) == ["one/k2.pickle",
                                                                                          "other/k1.pickle"]
    assert cached_by("other", "k1", lambda: pytest.fail("made again"), tuple) == ("other",)


def test_the_characters_refused_in_a_yaml_file_are_those_yaml_does_not_allow():
    """``_NOT_PRINTABLE`` lists the refused characters (fast to compile); they are exactly those
    outside YAML's printable set (YAML 1.1, 5.1), with NEL and U+2028/9 refused as line breaks."""
    from adjudicator.yamlio import _NOT_PRINTABLE
    allowed = [(0x09, 0x0A), (0x0D, 0x0D), (0x20, 0x7E), (0xA0, 0x2027), (0x202A, 0xD7FF), (0xE000, 0xFFFD),
               (0x10000, 0x10FFFF)]
    every = "".join(map(chr, range(0x110000)))  # every code point, searched in one pass (not one match each)
    refused = {found.start() for found in _NOT_PRINTABLE.finditer(every)}
    outside = set(range(0x110000)).difference(*(range(lo, hi + 1) for lo, hi in allowed))
    assert sorted(refused ^ outside) == []


# -- speed-lib --

def _edit_first_card_file(card_dir: Path) -> Path:
    """The first card file with its first card renamed (the rest of the folder unchanged)."""
    path = sorted(p for p in card_dir.glob("*.yaml") if p.name != cards.UNWRITABLE)[0]
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("- name: ", "- name: Zz ", 1), encoding="utf-8")
    return path


def _only_the_first_card_renamed(after: cards.CardLibrary, fresh: cards.CardLibrary, changed: Path) -> None:
    """``after`` is the library ``fresh`` with the first card of ``changed`` renamed 'Zz …'."""
    first = next(n for n, o in fresh.origin.items() if o.startswith(f"{changed.name}:"))
    renamed = f"Zz {first}"
    assert after.cards[renamed] == fresh.cards[first].model_copy(update={"name": renamed})
    assert after.origin[renamed] == fresh.origin[first] and after.unwritable == fresh.unwritable
    assert {n: c for n, c in after.cards.items() if n != renamed} == {n: c for n, c in fresh.cards.items() if n != first}
    assert {n: o for n, o in after.origin.items() if n != renamed} == {n: o for n, o in fresh.origin.items() if n != first}


def test_a_folder_loaded_again_validates_only_its_changed_file(card_dir, fresh, monkeypatch):
    """Per file, keyed by its bytes: a copy of the folder validates nothing again, and a folder with
    one file changed validates that file's cards only; the library is the one a first reading makes."""
    validated: list = []
    validate = cards.CardDefinition.model_validate
    monkeypatch.setattr(cards.CardDefinition, "model_validate", lambda raw: validated.append(raw) or validate(raw))
    again = cards.load_library(card_dir)
    assert validated == [] and again.cards == fresh.cards and again.origin == fresh.origin
    changed = _edit_first_card_file(card_dir)
    after = cards.load_library(card_dir)
    assert len(validated) == len(load_document(changed).data["cards"])
    _only_the_first_card_renamed(after, fresh, changed)


def test_a_bad_card_file_is_refused_every_time_in_file_order(card_dir, fresh):
    """A card defined twice is reported before a bad card further down its file, and a bad file is
    read again (not kept), every load giving the same located error."""
    name, card = next(iter(fresh.cards.items()))
    twice = card.model_dump(mode="json", by_alias=True, exclude_unset=True)
    (card_dir / "zz-bad.yaml").write_text(yaml.safe_dump({"cards": [twice, {"name": "Bad", "type": "nonsense"}]},
                                                         sort_keys=False), encoding="utf-8")
    for _ in range(2):
        with pytest.raises(SourceError, match=rf"zz-bad\.yaml:2:3: card {name!r} is already defined in"):
            cards.load_library(card_dir)
    (card_dir / "zz-bad.yaml").write_text("cards:\n  - name: Bad\n    type: nonsense\n  - name: Bad\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(SourceError, match=r"zz-bad\.yaml:3:11: cards\.0\.type"):
            cards.load_library(card_dir)


def test_a_library_made_again_reads_its_unchanged_files_from_disk(cache, card_dir, fresh, monkeypatch):
    """In a new process (nothing kept in memory), a library made again after one file changed
    validates that file only: the others' readings are on disk, one copy per file."""
    cards._READ.clear()  # a new process: what is kept in memory is not written to disk
    cards.cached_library(card_dir)
    assert len(list(cache.glob("card-file-*/*.pickle"))) == len(list(card_dir.glob("*.yaml")))
    changed = _edit_first_card_file(card_dir)
    cards._READ.clear()
    validated: list = []
    validate = cards.CardDefinition.model_validate
    monkeypatch.setattr(cards.CardDefinition, "model_validate", lambda raw: validated.append(raw) or validate(raw))
    after = cards.cached_library(card_dir)
    assert len(validated) == len(load_document(changed).data["cards"])
    _only_the_first_card_renamed(after, fresh, changed)
