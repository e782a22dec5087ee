"""The files of the conformance kit as models: an exported scenario, the card library, the
manifest, and an engine's result. Their JSON Schemas (``schemas/conformance-*.schema.json``) are
generated from these, and an exported scenario embeds the scenario model itself, so a field added
to the scenario format flows into the export and its schema."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..cards.model import CardDefinition
from ..formats.scenario import Scenario

FORMAT = "wowtcg-conformance/1"  # the version of the contract: files, results, their meaning
RULES_EDITION = "5.0"


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class DefaultTaken(Strict):
    """A decision of the script's that a documented default settled in the reference replay."""

    entries_used: int = Field(description="how many script entries had been used when it was asked")
    player: str
    kind: str = Field(description="what was decided: replacement, order, target, …")
    rule: str = Field(description="the rule that gives the player the decision")
    options: list[str]
    taken: str | None = Field(description="the option the default takes; null: the player declines (armor "
                                          "isn't exhausted unless the script says so, 717.2c)")


class ExportedScenario(Strict):
    """One scenario as an engine receives it: everything explicit, nothing left to a YAML reader."""

    format: Literal["wowtcg-conformance/1"] = FORMAT
    id: str
    source: str = Field(description="the scenario's YAML file, relative to the repository")
    chapter: str = Field(description="the rules chapter it belongs to (its folder), e.g. 7-powers-links-modifiers")
    scenario: Scenario = Field(description="the scenario, normalised: every default written out, every card an "
                                           "id, unnamed resources listed in the resource row, every payment's "
                                           "resources named in pay_with")
    cards: list[CardDefinition] = Field(description="the definition of every card its setup names, by name order")
    defaults_taken: list[DefaultTaken] = Field(description="the decisions the script leaves to a documented "
                                                           "default, as the reference replay met them (informative)")


class CardLibraryFile(Strict):
    format: Literal["wowtcg-conformance/1"] = FORMAT
    cards: list[CardDefinition]


class FileRef(Strict):
    path: str = Field(description="relative to the export's folder")
    hash: str = Field(description="sha256: of the file's bytes")


class ManifestScenario(FileRef):
    id: str
    source: str
    chapter: str
    rules: list[str]
    sources: list[str]


class Manifest(Strict):
    format: Literal["wowtcg-conformance/1"] = FORMAT
    corpus_version: str = Field(description="the adjudicator's version and a digest of the format and of the "
                                            "scenario and card files: a changed scenario or card gives a new one")
    rules_edition: str
    cards: FileRef
    scenarios: list[ManifestScenario]


# -- an engine's result -------------------------------------------------------------------------

class CardResult(Strict):
    """A card as the engine sees it at that moment. A field left out counts as unknown (null)."""

    name: str | None = None
    zone: Literal["play", "hand", "graveyard", "removed", "chain", "deck", "gone", "side", "collection"] | None = Field(
        None, description="side and collection: outside the game, a side deck and a casual collection (100.3, 800.2)")
    owner: str | None = None
    controller: str | None = None
    damage: int | None = None
    exhausted: bool | None = None
    face_down: bool | None = None
    attached_to: str | None = Field(None, description="the id of its host (400.4)")
    row: Literal["ally", "hero", "resource"] | None = Field(None, description="the row it is in, in play (710.1b)")
    atk: int | None = Field(None, description="current ATK, with continuous modifiers (714)")
    health: int | None = Field(None, description="current health, with continuous modifiers (714)")
    traits: list[str] | None = None
    keywords: list[str] | None = None
    counters: dict[str, int] | None = Field(None, description="its named counters, by name (404.1)")
    seen_by: list[str] | None = Field(None, description="the players who may look at its face now, in seat order (415)")


class PlayerResult(Strict):
    ready_resources: int | None = None
    resources: int | None = None
    hand: int | None = None
    deck: int | None = None
    deck_order: list[str] | None = Field(None, description="the ids of the cards in the deck, top first")
    max_hand_size: int | None = Field(None, description="the maximum hand size now (415.4b)")


class PacketResult(Strict):
    damage: int | None = None
    heal: int | None = None
    type: str | list[str] | None = Field(None, description="its damage type, or its types in alphabetical order "
                                         "when it has several (408.3a)")
    source: str | None = None
    to: str | None = None
    controller: str | None = None
    combat: bool | None = None
    with_cards: list[str] | None = Field(None, alias="with")
    preventable: bool | None = None


class StateResult(Strict):
    """The game at one moment, in the vocabulary of a scenario's ``expect``."""

    turn_player: str | None = Field(None, description="whose turn it is (500.1)")
    winners: list[str] | None = Field(None, description="null while the game goes on; [] for a draw")
    losers: list[list[str]] = []
    waves: list[list[str]] = []
    chain: list[str] = []
    loops: list[int] = []
    interrupted: list[str] = []
    modifiers: list[str] = []
    shuffled: list[str] = []
    kept: dict[str, list[str]] | None = Field(None, description="null unless the game ended by hearthing: per "
                                              "player, the ids of the cards kept for the next game (800.1c)")
    packets: list[PacketResult] = []
    in_play: dict[str, int] = {}
    cards: dict[str, CardResult] = {}
    players: dict[str, PlayerResult] = {}
    rejected: list[tuple[int, str]] = Field([], description="each refused scripted entry: [its 0-based index in "
                                                            "the script, the rule that refuses it]")


class Step(Strict):
    text: str
    rules: list[str]


class EngineResult(Strict):
    """What an engine prints for one scenario: the final state and the state at each checkpoint,
    or an error when it could not play the scenario out."""

    id: str
    final: StateResult | None = None
    checkpoints: list[StateResult | None] = []
    steps: list[Step] | None = Field(None, description="optional: what happened, each step with its rules")
    error: str | None = Field(None, description="the engine could not play the scenario out (a card or rule it "
                                                "doesn't support, a script it can't follow)")
