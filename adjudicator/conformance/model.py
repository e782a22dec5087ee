"""The files of the conformance kit as models: an exported scenario, the card library, the
manifest, the expectations the harness keeps, and an engine's result. Their JSON Schemas
(``schemas/conformance-*.schema.json``) are generated from these, and an exported scenario embeds
the scenario format's setup and script models, so a field added to them flows into the export
and its schema."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..cards.model import CardDefinition
from ..formats.scenario import Entry, Expect, Setup

FORMAT = "wowtcg-conformance/2"  # the version of the contract: files, results, their meaning
RULES_EDITION = "5.0"


class Strict(BaseModel):
    # Each model's validator is built on its first use: a command uses one or two of them.
    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)


class DefaultTaken(Strict):
    """A decision of the script's that a documented default settled in the reference replay."""

    entries_used: int = Field(description="how many script entries had been used when it was asked")
    player: str = Field(description="the player who decides")
    kind: str = Field(description="what was decided: replacement, order, target, …")
    rule: str = Field(description="the rule that gives the player the decision")
    options: list[str] = Field(description="the options, by the labels a 'choose' uses")
    taken: str | None = Field(description="the option the default takes; null: the player declines (armor "
                                          "isn't exhausted unless the script says so, 717.2c)")


class Moment(Strict):
    """A checkpoint's moment, without its expectations: after script entry ``after`` has been used,
    or as entry ``before`` is about to be used (1-based)."""

    after: int | None = Field(description="the 1-based number of the script entry after which the state is taken")
    before: int | None = Field(description="the 1-based number of the script entry just before which it is taken")


class Decision(Strict):
    """The decision a ``choose`` entry answers, by its address: its kind, its chooser and its
    position among the decisions of that kind that chooser answers from the script."""

    entry: int = Field(description="the 0-based index of the choose entry in the script")
    kind: str = Field(description="what is decided: replacement, target, order, host, discard, …")
    player: str = Field(description="the chooser")
    position: int = Field(ge=1, description="1 for the first decision of this kind the chooser answers from the "
                                            "script, 2 for the second, …; a refused answer and its retry share it")
    rule: str = Field(description="the rule that gives the player the decision")
    options: list[str] = Field(description="the options as our engine offers them, by the labels a choose uses")


class Play(Strict):
    """What an engine is given to play: the scenario without its answer. ``expect``, the checkpoints'
    expectations and the ruling stay with the harness; an entry the rules must refuse is marked in
    ``refused``, its rule left out (the engine names the rule, the harness compares it)."""

    id: str = Field(description="the scenario's id")
    title: str = Field(description="the scenario's title")
    question: str = Field(description="the question it asks, in a sentence")
    setup: Setup = Field(description="the starting board, normalised (see the runner contract)")
    script: list[Entry] = Field(description="the script; every entry's 'rejected' is null: see 'refused'")
    refused: list[int] = Field(description="the 0-based indices of the script entries the rules must refuse: "
                                           "each is tried at its player's first chance, changes nothing, and "
                                           "the result lists it in 'rejected' with the rule the engine applies")
    checkpoints: list[Moment] = Field(description="the moments at which a state is wanted, in order")
    decisions: list[Decision] = Field(description="for each choose entry, the decision it answers (match answers to "
                                                  "decisions by these, not by their order in the script)")
    until: Literal["ready-step", "draw-step"] = Field(description="once the script is used up in a new turn, play "
                                                                  "stops as this step's priority window closes")


class ExportedScenario(Strict):
    """One scenario as an engine receives it: everything explicit, nothing left to a YAML reader,
    and nothing of its answer."""

    format: Literal["wowtcg-conformance/2"] = Field(FORMAT, description="the contract's version")
    id: str = Field(description="the scenario's id")
    source: str = Field(description="the scenario's YAML file, relative to the repository")
    chapter: str = Field(description="the rules chapter it belongs to (its folder), e.g. 7-powers-links-modifiers")
    features: list[str] = Field(description="what the scenario uses, computed (see the runner contract): "
                                            "mechanics, card-language constructs and cards")
    scenario: Play = Field(description="the setup and script to play")
    cards: list[CardDefinition] = Field(description="the definition of every card its setup names, by name order")


class Expectations(Strict):
    """The harness's side of one scenario (``expectations/…``): what the engine is judged by. The
    harness never sends it; an engine author reads it to see why a scenario fails."""

    format: Literal["wowtcg-conformance/2"] = Field(FORMAT, description="the contract's version")
    id: str = Field(description="the scenario's id")
    ruling: str = Field(description="the answer, in a sentence or two")
    rules: list[str] = Field(description="the rules the ruling rests on")
    expect: Expect = Field(description="the final expectations, in the scenario format's vocabulary")
    checkpoints: list[Expect] = Field(description="each checkpoint's expectations, in the order of 'checkpoints'")
    rejected: list[tuple[int, str]] = Field(description="each entry the rules must refuse: [its 0-based index, "
                                                        "the refusing rule]")
    board_passes: bool = Field(description="whether the starting board, unchanged, already meets every expectation "
                                           "(such a scenario can be passed by an engine that does nothing)")
    defaults_taken: list[DefaultTaken] = Field(description="the decisions the script leaves to a documented "
                                                           "default, as the reference replay met them")


class CardLibraryFile(Strict):
    """``cards.json``: every card of the library."""

    format: Literal["wowtcg-conformance/2"] = Field(FORMAT, description="the contract's version")
    cards: list[CardDefinition] = Field(description="every card definition, by name order")


class FileRef(Strict):
    path: str = Field(description="relative to the export's folder")
    hash: str = Field(description="sha256: and the hex digest of the file's bytes")


class ManifestScenario(FileRef):
    """One scenario in the manifest: ``path`` is what the engine is sent, ``expectations`` what it
    is judged by."""

    id: str = Field(description="the scenario's id")
    source: str = Field(description="the scenario's YAML file, relative to the repository")
    chapter: str = Field(description="the rules chapter (its folder)")
    rules: list[str] = Field(description="the rules the scenario's ruling rests on")
    sources: list[str] = Field(description="the examples (E072) or new rulings it comes from")
    features: list[str] = Field(description="what it uses (mechanics, card-language constructs, cards), for "
                                            "--features and --exclude-features")
    expectations: FileRef = Field(description="the harness's file of expectations for it")


class Manifest(Strict):
    """``manifest.json``: the export's table of contents."""

    format: Literal["wowtcg-conformance/2"] = Field(FORMAT, description="the contract's version")
    corpus_version: str = Field(description="the contract's version and a digest of the export's format, every "
                                            "scenario's content and the card library: a changed scenario or card "
                                            "gives a new one, a YAML comment doesn't")
    rules_edition: str = Field(description="the edition of the comprehensive rules the scenarios follow")
    profiles: dict[str, list[str]] = Field(description="named selections of features: a profile runs the "
                                                       "scenarios that use nothing outside its list")
    cards: FileRef = Field(description="the card library, cards.json")
    scenarios: list[ManifestScenario] = Field(description="every scenario, in the order of their files")


# -- an engine's result -------------------------------------------------------------------------

class CardResult(Strict):
    """A card as the engine sees it at that moment. A field left out counts as unknown (null)."""

    name: str | None = Field(None, description="its name")
    zone: Literal["play", "hand", "graveyard", "removed", "chain", "deck", "gone", "side", "collection"] | None = Field(
        None, description="where it is; side and collection: outside the game, a side deck and a casual collection "
                          "(100.3, 800.2); gone: it no longer exists")
    owner: str | None = Field(None, description="its owner (401)")
    controller: str | None = Field(None, description="its current controller (401)")
    damage: int | None = Field(None, description="the damage on it")
    exhausted: bool | None = Field(None, description="whether it is exhausted")
    face_down: bool | None = Field(None, description="whether it is face down")
    attached_to: str | None = Field(None, description="the id of its host (400.4)")
    row: Literal["ally", "hero", "resource"] | None = Field(None, description="the row it is in, in play (710.1b)")
    atk: int | None = Field(None, description="current ATK, with continuous modifiers (714)")
    health: int | None = Field(None, description="current health, with continuous modifiers (714)")
    defense: int | None = Field(None, alias="def", description="an armor's current DEF, with continuous modifiers "
                                                               "(304.2, 714)")
    traits: list[str] | None = Field(None, description="its current traits, in any order")
    keywords: list[str] | None = Field(None, description="its current keywords, in any order")
    counters: dict[str, int] | None = Field(None, description="its named counters, by name (404.1)")
    seen_by: list[str] | None = Field(None, description="the players who may look at its face now, in seat order (415)")


class PlayerResult(Strict):
    """A player's counts at that moment. A field left out counts as unknown (null)."""

    ready_resources: int | None = Field(None, description="how many of their resources are ready")
    resources: int | None = Field(None, description="how many cards are in their resource row")
    hand: int | None = Field(None, description="how many cards are in their hand")
    deck: int | None = Field(None, description="how many cards are in their deck")
    deck_order: list[str] | None = Field(None, description="the ids of the cards in the deck, top first")
    max_hand_size: int | None = Field(None, description="the maximum hand size now (415.4b)")


class PacketResult(Strict):
    """A packet of damage or healing as it was dealt, after replacement."""

    damage: int | None = Field(None, description="the amount of damage")
    heal: int | None = Field(None, description="the amount healed")
    type: str | list[str] | None = Field(None, description="its damage type, or its types in alphabetical order "
                                         "when it has several (408.3a)")
    source: str | None = Field(None, description="the id of its source")
    to: str | None = Field(None, description="the id of the card it was dealt to")
    controller: str | None = Field(None, description="the player who controls its source")
    combat: bool | None = Field(None, description="whether it is combat damage")
    with_cards: list[str] | None = Field(None, alias="with", description="the ids of the cards it was dealt with")
    preventable: bool | None = Field(None, description="whether it can be prevented")


class StateResult(Strict):
    """The game at one moment, in the vocabulary of a scenario's ``expect``."""

    turn_player: str | None = Field(None, description="whose turn it is (500.1)")
    winners: list[str] | None = Field(None, description="null while the game goes on; [] for a draw")
    losers: list[list[str]] = Field([], description="the players who lost, grouped by the moment, in order")
    waves: list[list[str]] = Field([], description="the ids of the cards destroyed in each pre-priority wave "
                                                   "(410.6), in order")
    chain: list[str] = Field([], description="the ids of the sources of the links on the chain, bottom first")
    loops: list[int] = Field([], description="the numbers named for loops (803), in order")
    interrupted: list[str] = Field([], description="the ids of the sources of the links interrupted (711), in order")
    modifiers: list[str] = Field([], description="the ids of the source cards of the lasting modifiers links "
                                                 "created, in order")
    shuffled: list[str] = Field([], description="the players whose decks were shuffled, in order (413.2)")
    kept: dict[str, list[str]] | None = Field(None, description="null unless the game ended by hearthing: per "
                                              "player, the ids of the cards kept for the next game (800.1c)")
    packets: list[PacketResult] = Field([], description="every packet dealt or healed, in order")
    in_play: dict[str, int] = Field({}, description="per card name, how many cards of that name are in play")
    cards: dict[str, CardResult] = Field({}, description="per card id, the card; one left out is gone")
    players: dict[str, PlayerResult] = Field({}, description="per player name, their counts")
    rejected: list[tuple[int, str]] = Field([], description="each refused scripted entry: [its 0-based index in "
                                                            "the script, the rule that refuses it]")


class Step(Strict):
    """One thing that happened, with the rules that made it happen."""

    text: str = Field(description="what happened, in a sentence")
    rules: list[str] = Field(description="the rule numbers that license it, as strings")


class EngineName(Strict):
    """The engine's own name and version, as it reports them."""

    name: str = Field(min_length=1, max_length=200, description="the engine's name")
    version: str = Field(min_length=1, max_length=200, description="the engine's version")


class Unsupported(Strict):
    """What the engine doesn't implement that the scenario needs."""

    feature: str = Field(min_length=1, max_length=200, description="the feature, preferably one of the scenario's "
                                                                   "'features' (e.g. mechanic:replacement)")
    reason: str | None = Field(None, max_length=2000, description="optional: more about it")


class Answer(Strict):
    id: str = Field(description="the scenario's id, as sent")
    engine: EngineName | None = Field(None, description="optional: the engine's name and version")


class FinalResult(Answer):
    """The engine played the scenario out: the final state and one state per checkpoint."""

    final: StateResult = Field(description="the state when the script is used up and play has stopped")
    checkpoints: list[StateResult | None] = Field([], description="one state per checkpoint moment, in order")
    steps: list[Step] | None = Field(None, description="optional: what happened, each step with its rules")


class ErrorResult(Answer):
    """The engine could not play the scenario out (a script it can't follow, a fault of its own)."""

    error: str = Field(min_length=1, max_length=2000, description="why, in a sentence")


class UnsupportedResult(Answer):
    """The engine doesn't implement something the scenario needs: counted apart from errors."""

    unsupported: Unsupported = Field(description="what it lacks")


EngineResult = FinalResult | ErrorResult | UnsupportedResult
RESULT_KINDS = {"final": FinalResult, "error": ErrorResult, "unsupported": UnsupportedResult}


def result_kind(data: object) -> type[Answer] | None:
    """The kind of result a JSON object is, by the one key that says so (final, error, unsupported)."""
    if not isinstance(data, dict):
        return None
    kinds = [model for key, model in RESULT_KINDS.items() if key in data]
    return kinds[0] if len(kinds) == 1 else None
