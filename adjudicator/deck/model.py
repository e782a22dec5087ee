"""The deck format (``DECK.yaml``): a hero and the cards registered for a tournament, by name from
the card library. Validated with pydantic; errors point at the YAML line. See
docs/reference/deck-format.md."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..limits import MAX_CARDS


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class Entry(Strict):
    """One line of a decklist: a card and how many copies of it."""

    card: str = Field(description="the card's name in the card library")
    count: int = Field(1, ge=1, le=MAX_CARDS, description="how many copies (default 1)")


class Swap(Strict):
    """The cards swapped between the main deck and the side deck before one game of the match
    (100.3); swaps add up over the match."""

    out: list[Entry] = Field([], description="cards moved from the main deck to the side deck")
    in_: list[Entry] = Field([], alias="in", description="cards moved from the side deck to the main deck")


class Deck(Strict):
    """A deck registration: the hero, the main deck and, if the event allows one, a side deck."""

    name: str | None = Field(None, description="the deck's name, for the registration")
    player: str | None = Field(None, description="the player registering it")
    format: Literal["constructed", "limited"] = Field("constructed", description="the event's kind of play (100.1)")
    hero: str = Field(description="the hero card; it is not part of the deck (100.1)")
    main_deck: list[Entry] = Field(description="the deck itself; a Master Hero goes here (301.4)")
    side_deck: list[Entry] | None = Field(None, description="the side deck, if the event allows one (100.3)")
    pool: list[Entry] | None = Field(None, description="Limited only: the whole card pool; what the main deck "
                                                      "doesn't use is the side deck (100.3)")
    between_games: list[Swap] = Field([], description="swaps before the second game, the third… (100.3)")
