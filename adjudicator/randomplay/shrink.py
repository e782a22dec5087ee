"""Shrinking a failing game to a small scenario that still fails the same way (delta debugging,
Zeller's ddmin, on the game's parts): the script is cut after the entry at which the failure shows,
then players, cards and script entries are taken out, and counts, damage and exhaustion brought
down, as long as the replay still shows the same failure (``Failure.signature``). Every attempt is
a replay of the candidate scenario; their number is bounded, so shrinking always ends, and always
the same way.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Callable

from ..cards.library import CardLibrary
from ..engine.setup import slug
from ..yamlio import SourceError
from .games import Failure, reproduce, scenario_text

ZONES = ("play", "hand", "deck", "graveyard", "resource_row")
TRIES = 250  # replays one shrinking may make


@dataclass
class Case:
    """A candidate: a board and a script."""

    setup: dict
    script: list[dict]


class Shrinker:
    def __init__(self, name: str, failure: Failure, library: CardLibrary, known: set[str], tries: int = TRIES):
        self.name, self.failure, self.library, self.known, self.left = name, failure, library, known, tries

    def fails(self, case: Case) -> int | None:
        """The number of script entries used when the same failure showed, or None if it didn't."""
        if self.left <= 0:
            return None
        self.left -= 1
        text = scenario_text(self.name, case.setup, case.script, about=question(self.failure))
        try:
            found, used = reproduce(f"{self.name}.yaml", text, self.library, self.known)
        except SourceError:
            return None  # the script no longer fits the board
        return used if found is not None and found.signature == self.failure.signature else None

    def shrink(self, case: Case) -> Case:
        used = self.fails(case)
        if used is None:
            return case  # it does not fail again on its own: keep it whole
        case = Case(case.setup, case.script[:used])
        while self.left > 0:
            before = self.size(case)
            for step in (self.fewer_players, self.fewer_cards, self.fewer_entries, self.simpler):
                case = step(case)
            used = self.fails(case)
            if used is not None:
                case = Case(case.setup, case.script[:used])
            if self.size(case) >= before:
                break
        return case

    @staticmethod
    def size(case: Case) -> int:
        players = case.setup["players"]
        return (len(players) * 100 + sum(len(p.get(z, [])) for p in players for z in ZONES) + len(case.script)
                + sum(p.get("resources", 0) + p.get("exhausted_resources", 0) for p in players))

    # -- the parts ----------------------------------------------------------------------------
    def fewer_players(self, case: Case) -> Case:
        for name in [p["name"] for p in reversed(case.setup["players"])]:
            if len(case.setup["players"]) <= 2 or name in (case.setup.get("turn_player"),
                                                           case.setup.get("first_player_chosen_by")):
                continue
            smaller = without_player(case, name)
            if self.fails(smaller) is not None:
                case = smaller
        return case

    def fewer_cards(self, case: Case) -> Case:
        atoms = [(i, zone, j) for i, p in enumerate(case.setup["players"]) for zone in ZONES
                 for j in range(len(p.get(zone, [])))]
        kept = ddmin(atoms, lambda keep: self.fails(with_cards(case, keep)) is not None)
        return with_cards(case, kept)

    def fewer_entries(self, case: Case) -> Case:
        kept = ddmin(list(range(len(case.script))),
                     lambda keep: self.fails(Case(case.setup, [case.script[k] for k in keep])) is not None)
        return Case(case.setup, [case.script[k] for k in kept])

    def simpler(self, case: Case) -> Case:
        """Counts down to 0, and no damage or exhaustion, one player's at a time."""
        for i in range(len(case.setup["players"])):
            for change in (plain_counts, plain_cards):
                smaller = change(case, i)
                if smaller is not None and self.fails(smaller) is not None:
                    case = smaller
        return case


def question(failure: Failure) -> str:
    return (f"Random play found a failure of the invariant '{failure.invariant}': {failure.message}"
            + (f" ({failure.where})" if failure.where else "") + ". Does replaying this script show it again?")


def ddmin(items: list, test: Callable[[list], bool]) -> list:
    """The smallest part of ``items`` (1-minimal, within the tries) for which ``test`` still holds,
    trying complements of ever smaller chunks (Zeller and Hildebrandt's ddmin)."""
    n = 2
    while len(items) >= 2:
        size = -(-len(items) // n)
        chunks = [items[k:k + size] for k in range(0, len(items), size)]
        for chunk in chunks:
            rest = [x for x in items if x not in chunk]
            if test(rest):
                items, n = rest, max(n - 1, 2)
                break
        else:
            if n >= len(items):
                break
            n = min(len(items), n * 2)
    if len(items) == 1 and test([]):
        return []
    return items


def without_player(case: Case, name: str) -> Case:
    setup = copy.deepcopy(case.setup)
    gone = next(p for p in setup["players"] if p["name"] == name)
    setup["players"].remove(gone)
    labels = {c["id"] for z in ZONES for c in gone.get(z, [])} | {f"{slug(name)}-hero"}
    for p in setup["players"]:
        p["play"] = [c for c in p.get("play", []) if c.get("attached_to") not in labels]
        if not p["play"]:
            del p["play"]
    if len({p.get("team", p["name"]) for p in setup["players"]}) < 2:
        for p in setup["players"]:
            p.pop("team", None)
    return Case(setup, [e for e in case.script if e.get("by") != name])


def with_cards(case: Case, keep: list) -> Case:
    """The board with only the cards ``keep`` names; an attachment goes with its host."""
    kept = set(keep)
    setup = copy.deepcopy(case.setup)
    gone: set[str] = set()
    for i, p in enumerate(setup["players"]):
        for zone in ZONES:
            cards = p.get(zone, [])
            gone |= {c["id"] for j, c in enumerate(cards) if (i, zone, j) not in kept}
            p[zone] = [c for j, c in enumerate(cards) if (i, zone, j) in kept]
    for p in setup["players"]:
        p["play"] = [c for c in p.get("play", []) if c.get("attached_to") not in gone]
        for zone in ZONES:
            if not p[zone]:
                del p[zone]
    return Case(setup, case.script)


def plain_counts(case: Case, i: int) -> Case | None:
    p = case.setup["players"][i]
    if not p.get("resources") and not p.get("exhausted_resources"):
        return None
    setup = copy.deepcopy(case.setup)
    setup["players"][i].pop("resources", None)
    setup["players"][i].pop("exhausted_resources", None)
    return Case(setup, case.script)


def plain_cards(case: Case, i: int) -> Case | None:
    setup = copy.deepcopy(case.setup)
    p = setup["players"][i]
    cards = [p["hero"], *p.get("play", []), *p.get("resource_row", [])]
    if not any(c.get("damage") or c.get("exhausted") for c in cards):
        return None
    for c in cards:
        c.pop("damage", None)
        c.pop("exhausted", None)
    return Case(setup, case.script)
