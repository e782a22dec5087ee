"""What a build keeps so as not to make it again (issue 23): a scenario page kept on disk by the
content of its file and of the code (``sphinxext.scenario_kept``), a conformance run kept by what
it is made from (``sphinxext.conformance.run_key``), a card page cleared without walking every
card, and each link between two pages worked out once."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[2]
E026 = ROOT / "scenarios/4-game-concepts/410/E026-ironforge-guards-chain-lightning.yaml"


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def kept_scenario(tmp_path, cache, monkeypatch) -> Path:
    """E026 in a folder whose pages are kept on disk, as the checkout's scenarios are."""
    from adjudicator.formats import load
    target = tmp_path / "scenarios" / E026.name
    target.parent.mkdir()
    target.write_bytes(E026.read_bytes())
    monkeypatch.setattr(load, "KEPT_UNDER", [target.parent.resolve()])
    return target


def made_counted(path: Path, made: list[Path]):
    """The page of ``path`` as a build reads it (``scenario_kept.made_once``), each making noted in ``made``."""
    from adjudicator.sphinxext import scenario_kept, scenario_pages

    def make():
        made.append(path)
        return scenario_pages.make(path, "scenarios/E026", path.parents[1])
    return scenario_kept.made_once(path, "scenarios/E026", make)


def kept(cache: Path, kind: str) -> list[Path]:
    return list(cache.rglob(f"{kind}-*/*.pickle"))


def test_a_scenario_page_is_made_once_per_content_of_its_file_and_the_code(kept_scenario, cache, monkeypatch):
    from adjudicator.sphinxext import scenario_kept
    made: list[Path] = []
    first = made_counted(kept_scenario, made)
    again = made_counted(kept_scenario, made)
    assert len(made) == 1 and len(kept(cache, "scenario-page")) == 1
    assert again.page.pformat() == first.page.pformat() and again.noted == first.noted and not again.warnings
    kept_scenario.write_text(E026.read_text(encoding="utf-8").replace("take three waves", "fall in three waves"),
                             encoding="utf-8")
    assert made_counted(kept_scenario, made).noted.record.title.endswith("fall in three waves of checks")
    monkeypatch.setattr(scenario_kept, "code_digest", lambda: "the engine changed")
    made_counted(kept_scenario, made)
    assert len(made) == 3 and len(kept(cache, "scenario-page")) == 1  # the stale copy is gone


def test_a_page_that_warns_is_made_again_at_every_build(kept_scenario, cache):
    kept_scenario.write_text(E026.read_text(encoding="utf-8").replace("guard-a: {zone: graveyard}",
                                                                      "guard-a: {zone: play}"), encoding="utf-8")
    made: list[Path] = []
    for _ in range(2):
        assert "guard-a zone" in made_counted(kept_scenario, made).warnings[0][1]
    assert len(made) == 2 and kept(cache, "scenario-page") == []


def test_a_page_outside_the_corpus_is_not_kept(kept_scenario, cache, monkeypatch):
    from adjudicator.formats import load
    monkeypatch.setattr(load, "KEPT_UNDER", [kept_scenario.parents[1] / "elsewhere"])
    made: list[Path] = []
    for _ in range(2):
        assert not made_counted(kept_scenario, made).warnings
    assert len(made) == 2 and kept(cache, "scenario-page") == []


# -- conformance runs ------------------------------------------------------------------------
def book(srcdir: Path, exports: dict) -> SimpleNamespace:
    """What ``report_of`` reads of a Sphinx application: the book's folder and the pages' exports."""
    return SimpleNamespace(srcdir=srcdir, env=SimpleNamespace(domains={"scenario": SimpleNamespace(exports=exports)}))


def export(result: str) -> tuple:
    entry = SimpleNamespace(source="scenarios/1-x/E001.yaml", hash="sha256:0")
    return SimpleNamespace(entry=entry, expected="{}", content="E001"), result


@pytest.fixture
def runs(cache, monkeypatch) -> list[str]:
    """The runs made (``made_now``, faked: the harness's runs have tests of their own)."""
    from adjudicator.conformance.report import ReportFile
    from adjudicator.sphinxext import conformance
    made: list[str] = []
    monkeypatch.setattr(conformance, "made_now",
                        lambda app, command: made.append(command) or ReportFile.model_construct(engine=command))
    return made


def report(app, command: str):
    from adjudicator.sphinxext import conformance
    conformance.forget(app)  # a new build
    return conformance.report_of(app, command)


def test_a_run_is_made_again_only_when_an_export_a_result_or_the_code_changes(runs, cache, monkeypatch):
    from adjudicator.sphinxext import conformance
    command = "{python} tests/support/faulty_engine.py --persistent"
    exports = {"scenarios/1-x/E001": export('{"id": "E001"}')}
    app = book(ROOT, exports)
    assert report(app, command).engine == report(app, command).engine == command
    assert runs == [command] and len(kept(cache, "conformance-run")) == 1
    exports["scenarios/1-x/E001"] = export('{"id": "E001", "final": {}}')
    report(app, command)
    monkeypatch.setattr(conformance, "code_digest", lambda *_: "the engine changed")
    report(app, command)
    assert len(runs) == 3 and len(kept(cache, "conformance-run")) == 1


def test_a_run_is_keyed_by_the_files_its_command_names(tmp_path):
    from adjudicator.sphinxext.conformance import run_key
    engine = tmp_path / "engine.js"
    engine.write_text("answer()\n", encoding="utf-8")
    app = book(tmp_path, {"scenarios/1-x/E001": export("{}")})
    before = run_key(app, "node engine.js --persistent")
    assert run_key(app, "node engine.js --persistent") == before
    engine.write_text("answer(); // changed\n", encoding="utf-8")
    assert run_key(app, "node engine.js --persistent") != before


def test_a_throw_away_book_keeps_no_run(runs, cache, tmp_path):
    app = book(tmp_path, {"scenarios/1-x/E001": export("{}")})
    report(app, "node engine.js")
    report(app, "node engine.js")
    assert len(runs) == 2 and kept(cache, "conformance-run") == []


# -- card pages and links --------------------------------------------------------------------
def test_clearing_a_card_page_forgets_the_cards_noted_on_it_alone():
    from adjudicator.sphinxext.cards import CardDomain
    domain = CardDomain(SimpleNamespace(domaindata={}))
    domain.note_card("Valthak", "docs/cards/a", "card-valthak")
    domain.note_card("Ironforge Guard", "docs/cards/b", "card-ironforge-guard")
    domain.note_card("Valthak", "docs/cards/b", "card-valthak")  # noted again on another page: that one holds it
    domain.clear_doc("docs/cards/a")
    assert domain.data["cards"] == {"Valthak": ("docs/cards/b", "card-valthak"),
                                    "Ironforge Guard": ("docs/cards/b", "card-ironforge-guard")}
    domain.clear_doc("docs/cards/b")
    assert domain.data["cards"] == {}


def test_a_link_between_two_pages_is_worked_out_once():
    from adjudicator.sphinxext.rules import remember_relative_uris
    asked: list[tuple] = []
    app = SimpleNamespace(builder=SimpleNamespace(
        get_relative_uri=lambda from_, to, typ=None: asked.append((from_, to)) or f"{from_}->{to}"))
    remember_relative_uris(app)
    links = [app.builder.get_relative_uri(*pair) for pair in [("a", "b"), ("a", "b"), ("b", "a"), ("a", "b")]]
    assert links == ["a->b", "a->b", "b->a", "a->b"] and asked == [("a", "b"), ("b", "a")]


def test_card_pages_are_read_again_exactly_when_the_files_they_are_made_from_change(tmp_path, monkeypatch):
    """One digest per list of files in the environment stands for the ~1,400 card and scenario files
    each card page would otherwise list as dependencies (env-get-outdated)."""
    from adjudicator.sphinxext import cards
    card, pool = tmp_path / "card.yaml", tmp_path / "pool.json"
    card.write_text("name: Valthak\n", encoding="utf-8")
    pool.write_text("{}\n", encoding="utf-8")
    monkeypatch.setattr(cards, "SOURCES", {"cards": lambda: (card,), "pool": lambda: (pool,)})
    domain = cards.CardDomain(SimpleNamespace(domaindata={}))
    domain.note_page("docs/cards/a", "cards")
    domain.note_page("docs/cards/pool", "pool")
    env = SimpleNamespace(domains={"card": domain}, found_docs={"docs/index", "docs/cards/a", "docs/cards/pool"})
    outdated = cards.outdated_by_sources
    assert outdated(None, env, {"docs/cards/a"}, set(), set()) == {"docs/cards/pool"}  # a first build
    assert outdated(None, env, set(), set(), set()) == set()  # nothing changed
    card.write_text("name: Valthak Spiritdrinker\n", encoding="utf-8")
    assert outdated(None, env, set(), set(), set()) == {"docs/cards/a"}
    pool.write_text('{"sets": []}\n', encoding="utf-8")
    domain.clear_doc("docs/cards/a")  # a page that no longer makes a table follows nothing
    assert outdated(None, env, set(), set(), set()) == {"docs/cards/pool"}
    assert outdated(None, env, set(), set(), set()) == set()


# -- speed-digest --
@pytest.fixture
def package_copy(tmp_path, monkeypatch) -> Path:
    """A copy of the package's files, read by the kept pages' key in place of the package's own."""
    from adjudicator.sphinxext import code_files, scenario_kept
    copy = tmp_path / "package"
    for path in code_files.PACKAGE.rglob("*.py"):
        (copy / path.relative_to(code_files.PACKAGE)).parent.mkdir(parents=True, exist_ok=True)
        (copy / path.relative_to(code_files.PACKAGE)).write_bytes(path.read_bytes())
    for module in (code_files, scenario_kept):
        monkeypatch.setattr(module, "PACKAGE", copy)
    forget_code()
    yield copy
    forget_code()


def forget_code() -> None:
    """A new build: the code is read again."""
    from adjudicator.sphinxext import code_files, scenario_kept
    code_files.files_imported.cache_clear()
    scenario_kept.code_digest.cache_clear()


def test_a_kept_page_survives_an_edit_to_another_extension_but_not_to_the_engine(kept_scenario, cache,
                                                                                  package_copy):
    made: list[Path] = []
    made_counted(kept_scenario, made)
    for unrelated in ("sphinxext/glossary.py", "sphinxext/cards.py", "sphinxext/conformance.py"):
        (package_copy / unrelated).write_text("# an edit\n", encoding="utf-8")
        forget_code()
        made_counted(kept_scenario, made)
    assert len(made) == 1
    for used in ("engine/chain.py", "cards/model.py", "rules/numbers.py", "sphinxext/scenario_render.py"):
        with (package_copy / used).open("a", encoding="utf-8") as f:
            f.write("# an edit\n")
        forget_code()
        made_counted(kept_scenario, made)
    assert len(made) == 5


def test_the_page_code_is_what_the_page_maker_imports():
    from adjudicator.sphinxext.code_files import PACKAGE, files_imported
    files = {p.relative_to(PACKAGE).as_posix() for p in files_imported("adjudicator.sphinxext.scenario_pages")}
    assert {"__init__.py", "engine/__init__.py", "engine/chain.py", "cards/library.py", "rules/index.py",
            "replay.py", "explain/board_svg.py", "sphinxext/scenario_render.py", "sphinxext/scenario_kept.py"} <= files
    assert not files & {"sphinxext/glossary.py", "sphinxext/cards.py", "sphinxext/conformance.py", "cli.py"}
    assert "sphinxext/conformance.py" in {p.relative_to(PACKAGE).as_posix()
                                          for p in files_imported("adjudicator.sphinxext.conformance")}
