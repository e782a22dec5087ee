"""``adjudicator export``: the corpus as normalised JSON for other engines.

Each scenario becomes one file in which everything an engine needs is written out: every field of
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
from typing import Any

from .. import __version__
from ..cards.library import CARDS_DIR, CardLibrary, default_library
from ..cards.model import CardDefinition
from ..engine.setup import UNNAMED_RESOURCE, ZONE_FIELDS, placements
from ..expect_names import check_names_in_file
from ..formats.load import load_scenario
from ..formats.scenario import Scenario
from ..output import OutputFolder
from ..replay import play_out
from ..rules.index import REPO_ROOT
from ..yamlio import Document
from .model import RULES_EDITION, CardLibraryFile, ExportedScenario, FileRef, Manifest, ManifestScenario


@dataclass
class Exported:
    """One exported scenario: where it goes in the export, and its bytes."""

    entry: ManifestScenario
    text: str


def to_json(model) -> str:
    """The one serialisation of every exported file: field order, two-space indent, a final newline."""
    data = model.model_dump(mode="json", by_alias=True) if not isinstance(model, (dict, list)) else model
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


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


def normalise(scenario: Scenario, doc: Document, library: CardLibrary) -> tuple[Scenario, list[CardDefinition], list]:
    """The scenario with its defaults written out, the cards its board uses, and the decisions its
    script leaves to a documented default (from a replay by our engine)."""
    board = placements(scenario, doc, library)
    players = []
    for i, p in enumerate(scenario.setup.players):
        mine = [b for b in board if b.player == i]
        fields: dict[str, Any] = {name: [b.state for b in mine if b.field == name] for name in ZONE_FIELDS}
        fields["hero"] = fields["hero"][0]
        players.append(p.model_copy(update={**fields, "resources": 0, "exhausted_resources": 0,
                                            "team": p.team or p.name}))
    setup = scenario.setup.model_copy(update={"players": players})
    game = play_out(scenario, doc, library).game
    check_names_in_file(scenario, doc, game, library)  # no corpus scenario expects a name its game never had
    paid: dict[int, list[str]] = {}
    for index, labels in game.payments:
        if index is not None:
            paid.setdefault(index, []).extend(labels)
    script = [entry.model_copy(update={"pay_with": paid[k]}) if k in paid and hasattr(entry, "pay_with") else entry
              for k, entry in enumerate(scenario.script)]
    cards = {b.definition.name: b.definition for b in board if b.state.token_from is None}
    cards.update({b.state.token_from: library.get(b.state.token_from) for b in board if b.state.token_from})
    normal = scenario.model_copy(update={"setup": setup, "script": script})
    return normal, [cards[name] for name in sorted(cards)], game.defaults_taken


def export_scenario(path: Path, library: CardLibrary) -> Exported:
    scenario, doc = load_scenario(path)
    normal, cards, defaults = normalise(scenario, doc, library)
    source = repo_relative(path)
    chapter = chapter_of(source)
    data = ExportedScenario(id=scenario.id, source=source, chapter=chapter, scenario=normal, cards=cards,
                            defaults_taken=defaults)
    text = to_json(data)
    inside = not Path(source).is_absolute()  # a scenario from outside the repository goes to scenarios/ too
    target = (Path(source) if inside else Path("scenarios") / path.name).with_suffix(".json").as_posix()
    entry = ManifestScenario(id=scenario.id, path=target, source=source, chapter=chapter, rules=list(scenario.rules),
                             sources=list(scenario.sources), hash=digest(text))
    return Exported(entry, text)


def corpus_version(files: list[Path]) -> str:
    """The adjudicator's version and a digest of the export format, the scenario files and the card
    library: any change to a scenario, a card or the format gives a new version."""
    inputs = sorted({*files, *CARDS_DIR.glob("*.yaml")}, key=lambda p: repo_relative(p))
    whole = hashlib.sha256(json.dumps(ExportedScenario.model_json_schema(), sort_keys=True).encode())  # the format
    for path in inputs:
        whole.update(repo_relative(path).encode() + b"\0" + path.read_bytes() + b"\0")
    return f"{__version__}+{whole.hexdigest()[:12]}"


def export_corpus(files: list[Path], library: CardLibrary | None = None,
                  version_of: list[Path] | None = None) -> dict[str, str]:
    """Every file of the export, by its path inside the export folder: the scenarios, the card
    library (``cards.json``) and the manifest (``manifest.json``). ``version_of``: the files the
    corpus version is computed from, when only some of them are exported (default: ``files``)."""
    library = library or default_library()
    scenarios = [export_scenario(p, library) for p in files]
    cards_text = to_json(CardLibraryFile(cards=sorted([*library, UNNAMED_RESOURCE], key=lambda c: c.name)))
    manifest = Manifest(corpus_version=corpus_version(version_of or files), rules_edition=RULES_EDITION,
                        cards=FileRef(path="cards.json", hash=digest(cards_text)),
                        scenarios=[s.entry for s in scenarios])
    files_out = {s.entry.path: s.text for s in scenarios}
    return {"manifest.json": to_json(manifest), "cards.json": cards_text, **files_out}


def write_export(out: Path, files: dict[str, str], force: bool = False) -> None:
    """Write the export into a new, empty or earlier export folder (``adjudicator.output``): an
    existing file is replaced only with ``force``, each file whole or not at all, and the files of
    an earlier export that this one has not are removed."""
    folder = OutputFolder(out, force)
    folder.check(files)
    for rel, text in files.items():
        folder.write(rel, text)
    folder.drop_stale()


def scenario_of(data: dict[str, Any]) -> ExportedScenario:
    """An exported scenario read back (what the reference adapter and the harness read)."""
    return ExportedScenario.model_validate(data)

