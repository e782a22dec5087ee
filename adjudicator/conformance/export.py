"""``adjudicator export``: the corpus as normalised JSON for other engines.

Each scenario becomes two files: what the engine is sent (blind: the setup, the script and the
cards, with the refused entries marked but not their rules, and the decision each ``choose``
answers), and what the harness judges it by (the expectations, the ruling, the refusing rules).
In the first, everything an engine needs is written out: every field of
the scenario model with its default, every card of the starting board with its id, the unnamed
resources of ``resources: N`` listed in the resource row (in the order they enter, so timestamps
are explicit), and, for each scripted action that pays resources, the resources it pays with (the
documented default made explicit) — plus the definitions of the cards it uses. The scenario is
dumped from its pydantic model, so fields the format gains flow through. Same input, same bytes.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import pydantic_core

from ..cards.library import CardLibrary, default_library
from ..cards.model import CardDefinition
from ..disk_cache import cached_by, content_key
from ..engine.game import Game
from ..engine.setup import UNNAMED_RESOURCE, ZONE_FIELDS, build_game, placements
from ..formats.load import load_scenario
from ..formats.scenario import Scenario
from ..output import OutputFolder
from ..replay import Replay, compare_scenario, observe, replay_scenario
from ..rules.index import REPO_ROOT
from ..yamlio import Document
from .decisions import Recorder, positions
from .features import PROFILES, features
from .model import (FORMAT, RULES_EDITION, CardLibraryFile, Decision, Expectations, ExportedScenario, FileRef,
                    Manifest, ManifestScenario, Moment, Play)


@dataclass
class Exported:
    """One exported scenario: where it goes in the export, and its bytes."""

    entry: ManifestScenario
    text: str  # what the engine is sent
    expected: str  # what the harness judges by
    content: str  # the scenario's content, for the corpus version (content_of)


def to_json(model) -> str:
    """The one serialisation of every exported file: field order, two-space indent, a final newline;
    written by pydantic's serialiser, byte for byte what ``json.dumps(…, ensure_ascii=False, indent=2)``
    writes (tests/test_conformance_export.py), several times faster (json's indented output has no C
    encoder)."""
    if isinstance(model, (dict, list)):
        return pydantic_core.to_json(model, indent=2).decode("utf-8") + "\n"
    return model.model_dump_json(indent=2, by_alias=True) + "\n"


def digest(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def repo_relative(path: Path) -> str:
    try:
        return path.resolve().relative_to(REPO_ROOT).as_posix()
    except ValueError:
        return path.as_posix()


def chapter_of(source: str) -> str:
    """The chapter folder of a scenario (``scenarios/7-powers-links-modifiers/716/…`` → its second part)."""
    parts = Path(source).parts
    return parts[parts.index("scenarios") + 1] if "scenarios" in parts and len(parts) > parts.index("scenarios") + 2 \
        else ""


def normalise(scenario: Scenario, doc: Document, library: CardLibrary, game: Game) -> tuple[Scenario,
                                                                                          list[CardDefinition]]:
    """The scenario with its defaults written out (from ``game``, our replay of it: the resources its
    script's actions pay with by default), and the cards its board uses."""
    board = placements(scenario, doc, library)
    players = []
    for i, p in enumerate(scenario.setup.players):
        mine = [b for b in board if b.player == i]
        fields: dict[str, Any] = {name: [b.state for b in mine if b.field == name] for name in ZONE_FIELDS}
        fields["hero"] = fields["hero"][0]
        players.append(p.model_copy(update={**fields, "resources": 0, "exhausted_resources": 0,
                                            "team": p.team or p.name}))
    setup = scenario.setup.model_copy(update={"players": players})
    paid: dict[int, list[str]] = {}
    for index, labels in game.payments:
        if index is not None:
            paid.setdefault(index, []).extend(labels)
    script = [entry.model_copy(update={"pay_with": paid[k]}) if k in paid and hasattr(entry, "pay_with") else entry
              for k, entry in enumerate(scenario.script)]
    cards = {b.definition.name: b.definition for b in board if b.state.token_from is None}
    cards.update({b.state.token_from: library.get(b.state.token_from) for b in board if b.state.token_from})
    normal = scenario.model_copy(update={"setup": setup, "script": script})
    return normal, [cards[name] for name in sorted(cards)]


def replay_recorded(path: Path, library: CardLibrary | None = None, board_recorder: Callable[[Any], dict] | None = None,
                    known_rules: set[str] | None = None) -> tuple[Replay, list[Decision]]:
    """A scenario file replayed as ``replay.replay`` does, its script noting the decision each of
    its ``choose`` entries answers, its starting board observed (``board_passes``): all the export
    needs of a replay, so that one replay makes a scenario's page and its export (the book's
    conformance pages), or serves a test session."""
    scenario, doc = load_scenario(path)
    recorder = Recorder(list(scenario.script), positions(doc, len(scenario.script)))
    run = replay_scenario(scenario, doc, library, known_rules, board_recorder, script=recorder, observe_start=True)
    return run, recorder.decisions


def blind(scenario: Scenario, decisions: list[Decision]) -> Play:
    """What the engine is given: the setup and script, with the refusing rules and every
    expectation left out."""
    script = [e.model_copy(update={"rejected": None}) if getattr(e, "rejected", None) else e for e in scenario.script]
    return Play(id=scenario.id, title=scenario.title, question=scenario.question, setup=scenario.setup,
                script=script, refused=[i for i, e in enumerate(scenario.script) if getattr(e, "rejected", None)],
                checkpoints=[Moment(after=c.after, before=c.before) for c in scenario.checkpoints],
                decisions=decisions, until=scenario.until)


def board_passes(scenario: Scenario, doc: Document, library: CardLibrary, start: dict | None = None) -> bool:
    """Whether the starting board, unchanged, meets every expectation: such a scenario proves
    nothing about an engine that passes it. ``start``: the starting board observed already (a
    replay's ``start``, from ``replay_recorded``), else the board is built again."""
    board = start if start is not None else observe(build_game(scenario, doc, library))
    return not compare_scenario(scenario, board, [board] * len(scenario.checkpoints))


def export_scenario(path: Path, library: CardLibrary) -> Exported:
    return export_replayed(path, *replay_recorded(path, library), library)


def export_replayed(path: Path, run: Replay, decisions: list[Decision], library: CardLibrary) -> Exported:
    """One scenario's export, from its replay (``replay_recorded``)."""
    scenario, doc, game = run.scenario, run.doc, run.game
    normal, cards = normalise(scenario, doc, library, game)
    source = repo_relative(path)
    chapter = chapter_of(source)
    tags = features(scenario, cards, game.trace.cited())
    text = to_json(with_cards(ExportedScenario(id=scenario.id, source=source, chapter=chapter, features=tags,
                                               scenario=blind(normal, decisions), cards=[]), cards))
    expected = to_json(Expectations(
        id=scenario.id, ruling=scenario.ruling, rules=list(scenario.rules), expect=scenario.expect,
        checkpoints=[c.expect for c in scenario.checkpoints],
        rejected=[(i, e.rejected) for i, e in enumerate(scenario.script) if getattr(e, "rejected", None)],
        board_passes=board_passes(scenario, doc, library, run.start), defaults_taken=game.defaults_taken))
    inside = not Path(source).is_absolute()  # a scenario from outside the repository goes to scenarios/ too
    target = (Path(source) if inside else Path("scenarios") / path.name).with_suffix(".json").as_posix()
    entry = ManifestScenario(id=scenario.id, path=target, source=source, chapter=chapter, rules=list(scenario.rules),
                             sources=list(scenario.sources), hash=digest(text), features=tags,
                             expectations=FileRef(path="expectations/" + target.split("/", 1)[-1],
                                                  hash=digest(expected)))
    return Exported(entry, text, expected, content_of(scenario))


def with_cards(model: ExportedScenario | CardLibraryFile, cards: list[CardDefinition]) -> Any:
    """``model`` with its ``cards``: definitions validated already (the library's, each when it was
    read), which a model's constructor would check whole again (pydantic runs a model's own
    after-validators on an instance it is given: ``CardDefinition._whole_card_checks`` dumps the
    card to JSON), for every card of every scenario exported."""
    if not all(isinstance(c, CardDefinition) for c in cards):
        raise TypeError("with_cards takes validated card definitions")
    return model.model_copy(update={"cards": cards})


def content_of(scenario: Scenario) -> str:
    """A scenario's content, as its model holds it: what its YAML says, not how (comments, layout)."""
    return json.dumps(scenario.model_dump(mode="json", by_alias=True), sort_keys=True, ensure_ascii=False)


def contents_of(paths: list[Path]) -> dict[str, tuple[str, str]]:
    """Each scenario file's id and content (:func:`content_of`), by its repository path: kept on
    disk (``disk_cache``) by the files' content and the code that reads them, so that a run of a
    few scenarios (``conform --only``) doesn't read and validate the whole corpus again."""
    package = Path(__file__).resolve().parents[1]
    code = sorted([*(package / "formats").glob("*.py"), *(package / "cards").glob("*.py"), Path(__file__)])
    key = hashlib.sha256((content_key([*paths, *code]) + "\0".join(map(str, paths))).encode()).hexdigest()[:24]

    def read() -> dict[str, tuple[str, str]]:
        found = {}
        for path in paths:
            scenario = load_scenario(path)[0]
            found[repo_relative(path)] = (scenario.id, content_of(scenario))
        return found
    return cached_by("scenario-contents", key, read, dict)


def corpus_version(contents: dict[str, str], cards_text: str) -> str:
    """The contract's version and a digest of the export's format, of every scenario's content (by
    its source) and of the card library: a change to any of them gives a new version; a YAML
    comment or a reformatting doesn't."""
    whole = hashlib.sha256(json.dumps([m.model_json_schema() for m in (ExportedScenario, Expectations)],
                                      sort_keys=True).encode())
    for source in sorted(contents):
        whole.update(source.encode() + b"\0" + contents[source].encode("utf-8") + b"\0")
    whole.update(cards_text.encode("utf-8"))
    return f"{FORMAT}+{whole.hexdigest()[:16]}"


def export_corpus(files: list[Path], library: CardLibrary | None = None,
                  version_of: list[Path] | None = None) -> dict[str, str]:
    """Every file of the export, by its path inside the export folder: the scenarios, their
    expectations, the card library (``cards.json``) and the manifest (``manifest.json``).
    ``version_of``: the scenario files the corpus version is computed from, when only some of them
    are exported (default: ``files``), so that a run of a few has the whole corpus's version."""
    library = library or default_library()
    return corpus_of([export_scenario(p, library) for p in files], library, version_of)


def corpus_of(scenarios: list[Exported], library: CardLibrary, version_of: list[Path] | None = None) -> dict[str, str]:
    """The export's files (``export_corpus``) around scenarios exported already, in their order."""
    cards_text = to_json(with_cards(CardLibraryFile(cards=[]), sorted([*library, UNNAMED_RESOURCE], key=lambda c: c.name)))
    contents = {s.entry.source: s.content for s in scenarios}
    if version_of:  # the whole list, as `conform --only` asks for it: one disk copy serves both
        for source, (_, content) in contents_of(version_of).items():
            contents.setdefault(source, content)
    files_out = {s.entry.path: s.text for s in scenarios}
    files_out.update({s.entry.expectations.path: s.expected for s in scenarios})
    manifest = Manifest(corpus_version=corpus_version(contents, cards_text), rules_edition=RULES_EDITION,
                        profiles=PROFILES, cards=FileRef(path="cards.json", hash=digest(cards_text)),
                        scenarios=[s.entry for s in scenarios])
    return {"manifest.json": to_json(manifest), "cards.json": cards_text, **files_out}


def write_export(out: Path, files: dict[str, str], force: bool = False) -> None:
    """Write the export into a new, empty or earlier export folder (``adjudicator.output``): an
    existing file is replaced only with ``force``, each file whole or not at all, and the files of
    an earlier export that this one has not are removed."""
    folder = OutputFolder(out, force)
    folder.check(files)
    folder.announce(files)  # one rewrite of the folder's list of files, not one per file
    for rel, text in files.items():
        folder.write(rel, text)
    folder.drop_stale()
