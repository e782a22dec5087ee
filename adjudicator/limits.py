"""The limits of the scenario and card formats: every count has a ceiling, so that no input can
make a replay run for ever (docs/reference/scenario-format.md, "Limits"). A number over its
limit is bad input, reported with the limit."""
from __future__ import annotations

from typing import Annotated

from pydantic import Field

MAX_PLAYERS = 8  # players in a game
MAX_CARDS = 1_000  # cards in a game, in every zone, resources included
MAX_NUMBER = 1_000  # a count in a card's text or a script: cards drawn, X, resources in a cost, "for each" …
MAX_POINTS = 1_000_000  # damage, ATK, health, DEF and amounts of damage
MAX_LOOP = 10**18  # a number named for a loop (803.3 asks for more than a million)
MAX_SCRIPT = 10_000  # entries in a script
MAX_STEPS = 10_000  # steps of one replay (our longest has under 50): a replay that would run past it stops with an error

Number = Annotated[int, Field(ge=0, le=MAX_NUMBER)]
SignedNumber = Annotated[int, Field(ge=-MAX_NUMBER, le=MAX_NUMBER)]
Points = Annotated[int, Field(ge=0, le=MAX_POINTS)]
SignedPoints = Annotated[int, Field(ge=-MAX_POINTS, le=MAX_POINTS)]
Cards = Annotated[int, Field(ge=0, le=MAX_CARDS)]
LoopNumber = Annotated[int, Field(ge=0, le=MAX_LOOP)]
