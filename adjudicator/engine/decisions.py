"""Decisions: whenever the rules give a player a choice, the engine asks, and the script answers.

An option list with one entry, or whose entries are interchangeable (copies of one card with one
effect), needs no answer: the earliest is taken (documented default). Every other choice must be
scripted; an unanswered one stops the replay and lists the options.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Option:
    label: str       # what the script names (a card id, a card name, a number…)
    key: str         # identity inside the engine
    same_as: str     # options with equal ``same_as`` are interchangeable
    optional: bool = False


@dataclass
class Decision:
    player: str
    kind: str
    rule: str
    prompt: str
    options: list[Option]
    may_decline: bool = False


class DecisionError(Exception):
    """The script does not answer a decision the engine asked (or answers one never asked)."""


def default_choice(decision: Decision) -> Option | None | bool:
    """The documented default, or False when the script must answer."""
    if decision.may_decline:
        return None if all(o.optional for o in decision.options) else False
    kinds = {o.same_as for o in decision.options}
    return decision.options[0] if len(kinds) == 1 else False
