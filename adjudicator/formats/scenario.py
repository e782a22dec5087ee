"""The scenario format (``scenarios/**/*.yaml``): a board, the players' actions and choices, and
what must come of them. Validated with pydantic; errors point at the YAML line."""
from __future__ import annotations

import re
from typing import Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

RULE_NUMBER = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CardState(Strict):
    """A card on the board: which card (by name from the library) and its state."""

    card: str | None = Field(None, description="the card's name in the card library")
    token_from: str | None = Field(None, description="a token as the named card's power makes it (404.2)")
    id: str | None = Field(None, description="how the script and expectations name this card; default: its name in kebab case")
    exhausted: bool = False
    damage: int = 0
    chosen: dict[str, str] = Field({}, description="choices made as it was played, e.g. {ally type: Night Elf}")

    @model_validator(mode="after")
    def _one_source(self):
        if (self.card is None) == (self.token_from is None):
            raise ValueError("give exactly one of 'card' and 'token_from'")
        return self


class PlayerSetup(Strict):
    name: str
    team: str | None = Field(None, description="players on one team are friendly; default: a team of one")
    hero: CardState
    play: list[CardState] = []
    hand: list[CardState] = []
    resources: int = Field(0, description="ready face-down resources in the resource row")


class Setup(Strict):
    players: list[PlayerSetup] = Field(description="in turn order (clockwise)")
    turn_player: str
    phase: Literal["action"] = "action"


class Action(Strict):
    by: str
    rejected: str | None = Field(None, description="the action must be refused, by this rule")

    @field_validator("rejected")
    @classmethod
    def _rule(cls, value):
        return check_rule(value) if value is not None else value


class Play(Action):
    play: str
    targets: dict[str, str] = {}
    choose: dict[str, str] = {}


class Attack(Action):
    attack: str
    defender: str
    strike: str | None = None


class Choose(Strict):
    """The answer to a decision the engine asks (which replacement next, …)."""

    by: str
    choose: str


class NameNumber(Strict):
    """803: the number of extra repetitions of a loop."""

    by: str
    name_number: int


Entry = Union[Play, Attack, Choose, NameNumber]


class CardExpect(Strict):
    zone: Literal["play", "hand", "graveyard", "removed", "chain", "deck", "gone"] | None = None
    damage: int | None = None
    exhausted: bool | None = None


class Expect(Strict):
    winners: list[str] | None = Field(None, description="players who win; [] for a draw")
    losers: list[list[str]] | None = Field(None, description="players who lose, grouped by the moment they lose, in order")
    waves: list[list[str]] | None = Field(None, description="cards destroyed in each pre-priority wave with an action, in order")
    cards: dict[str, CardExpect] = {}
    chain: list[str] | None = None
    in_play: dict[str, int] = Field({}, description="how many cards with this name are in play")
    loops: list[int] | None = Field(None, description="numbers named for loops (803), in order")


class Scenario(Strict):
    id: str
    title: str
    question: str
    sources: list[str] = Field(description="example ids (E072) or 'new ruling: reason'")
    ruling: str = Field(description="the answer, in a sentence or two")
    rules: list[str]
    setup: Setup
    script: list[Entry] = []
    expect: Expect

    @field_validator("rules")
    @classmethod
    def _rules(cls, value):
        return [check_rule(v) for v in value]


def check_rule(value: str) -> str:
    if not isinstance(value, str) or not RULE_NUMBER.match(value):
        raise ValueError(f"{value!r} is not a rule number (write it as a string, e.g. \"703.10\")")
    return value
