"""Feature tags: what a scenario uses, computed from its setup, its script, its cards' definitions
and the rules our replay of it cites, so that an engine can run the scenarios it could pass.

* ``mechanic:<name>``: a part of the rules beyond the basics every engine needs (priority, costs,
  playing cards, resources, zones: the rules in ``BASICS``), from the sections the replay cites
  and from the script and setup (teams, refused entries, checkpoints);
* ``construct:<Model>``: a construct of the card language (a power, an effect, a selector…: the
  model of that part of the card format) that one of its cards' definitions uses, and
  ``keyword:<name>`` each keyword its cards print;
* ``card:<name>``: each card its board names.

A profile is a list of feature patterns (``fnmatch``): a scenario belongs to it when each of its
features matches one of them."""
from __future__ import annotations

import fnmatch
import weakref
from typing import Any, Iterable

from pydantic import BaseModel

from ..cards.model import CardDefinition
from ..formats.scenario import Scenario

# The rule sections (their first three digits) every engine needs: no tag. 2xx card parts, 3xx card
# types, 104 numbers, 403 costs, 409 playing cards, 410 priority, 411 ready and exhausted,
# 412 resources, 415 zones, 500 and 502 the turn and its action phase, 700 powers, 712 modifiers,
# 802 simultaneous events (every wave of destruction cites it).
BASICS = {"104", "403", "409", "410", "411", "412", "415", "500", "502", "700", "712", "802"}
BASIC_CHAPTERS = ("2", "3")

# Each other section, by the mechanic it belongs to (its rules chapter's heading in our words).
MECHANICS = {
    "100": "deckbuilding", "101": "start-of-game", "102": "winning", "103": "contradictions",
    "400": "attachments", "401": "control", "402": "copying", "404": "counters", "405": "damage",
    "406": "dual-wield", "407": "healing", "408": "damage", "413": "searching", "414": "uniqueness",
    "501": "turn-phases", "503": "turn-phases",
    "600": "combat", "601": "combat", "602": "combat", "603": "combat",
    "701": "payment-powers", "702": "reward-powers", "703": "triggers", "704": "continuous",
    "705": "chain", "706": "targets", "707": "chain", "708": "triggers", "709": "chain",
    "710": "entering-play", "711": "interrupts", "713": "one-shot-modifiers", "714": "continuous",
    "715": "triggers", "716": "replacement", "717": "replacement", "718": "modifier-order",
    "719": "modifier-order", "800": "card-specific", "801": "card-specific", "803": "loops",
}

PROFILES = {
    # generic cards, combat, damage, chain: what a new engine can pass first
    "minimal": ["mechanic:combat", "mechanic:damage", "mechanic:chain", "card:Generic *", "card:Unnamed resource"],
}


def mechanic_of(rule: str) -> str | None:
    section = rule.split(".")[0]
    if section in BASICS or section.startswith(BASIC_CHAPTERS):
        return None
    return MECHANICS.get(section, f"rules-{section}")


# Each definition's constructs, kept while it lives (card data is frozen): a corpus's scenarios
# share their cards, and walking a definition's models is most of exporting a scenario.
_CONSTRUCTS: dict[int, tuple[weakref.ref, frozenset[str]]] = {}


def constructs(card: CardDefinition) -> frozenset[str]:
    """The card language's constructs a definition uses: the model of each part of it (a power,
    an effect, a selector…) and each keyword it prints."""
    kept = _CONSTRUCTS.get(id(card))
    if kept is not None and kept[0]() is card:
        return kept[1]
    found = frozenset({f"construct:{name}" for name in _models(card) if name != "CardDefinition"} |
                      {f"keyword:{k}" for k in card.keywords})
    _CONSTRUCTS[id(card)] = (weakref.ref(card, lambda _, key=id(card): _CONSTRUCTS.pop(key, None)), found)
    return found


def _models(value: Any) -> set[str]:
    if isinstance(value, BaseModel):
        return {type(value).__name__} | {n for name in type(value).model_fields for n in _models(getattr(value, name))}
    if isinstance(value, (list, tuple)):
        return {n for v in value for n in _models(v)}
    if isinstance(value, dict):
        return {n for v in value.values() for n in _models(v)}
    return set()


def script_mechanics(scenario: Scenario) -> set[str]:
    """What the setup and script use, whatever the replay cites."""
    found = set()
    teams = [p.team or p.name for p in scenario.setup.players]
    if len(set(teams)) < len(teams):
        found.add("teams")
    if len(teams) > 2:
        found.add("multiplayer")
    if any(getattr(e, "rejected", None) for e in scenario.script):
        found.add("refusals")
    if scenario.checkpoints:
        found.add("checkpoints")
    return found


def features(scenario: Scenario, cards: Iterable[CardDefinition], cited: Iterable[str]) -> list[str]:
    """Every feature of a scenario, sorted: its mechanics, its cards' constructs, its cards."""
    cards = list(cards)
    mechanics = {m for m in map(mechanic_of, cited) if m} | script_mechanics(scenario)
    out = {f"mechanic:{m}" for m in mechanics}
    out |= {c for card in cards for c in constructs(card)}
    out |= {f"card:{card.name}" for card in cards}
    return sorted(out)


def matches(feature: str, patterns: Iterable[str]) -> bool:
    return any(fnmatch.fnmatchcase(feature, p) for p in patterns)


def within(features_used: Iterable[str], patterns: list[str]) -> bool:
    """Whether a scenario uses nothing outside ``patterns`` (a profile, or ``--features``)."""
    return all(matches(f, patterns) for f in features_used)


def touches(features_used: Iterable[str], patterns: list[str]) -> bool:
    """Whether a scenario uses any feature ``patterns`` name (``--exclude-features``)."""
    return any(matches(f, patterns) for f in features_used)
