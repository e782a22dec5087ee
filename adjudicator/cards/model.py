"""The card definition format (``scenarios/cards/*.yaml``), validated with pydantic.

A power is a small composition of a shared vocabulary — selectors (which cards or players),
amounts, effects and modifiers — in the spirit of Fireplace's card DSL; a new card needs a new
YAML entry, not new Python.
"""
from __future__ import annotations

from typing import Literal, Union

from pydantic import BaseModel, ConfigDict, Field


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


Relation = Literal["you", "opponent", "friendly", "opposing", "any"]
CardKind = Literal["hero", "ally", "character", "weapon", "armor", "item", "ability", "card"]


class Selector(Strict):
    """Which cards a power speaks of: "each other ally named X in your party", "your hero"…"""

    kind: CardKind = "card"
    controller: Relation = "any"
    named: str | None = None
    trait: str | None = None
    other: bool = Field(False, description="exclude the card that has the power")
    this: bool = Field(False, description="only the card that has the power (self-reference, 200.1)")
    target: str | None = Field(None, description="the link's target with this id")


class Count(Strict):
    count: Selector
    times: int = 1


Amount = Union[int, Count]


class Stat(Strict):
    """A continuous change to characteristics (714)."""

    affects: Selector
    atk: Amount | None = None
    health: Amount | None = None
    gain_traits: list[str] = []
    gain_chosen: str | None = Field(None, description="gain the value chosen for this card, e.g. an ally type")


class Prohibition(Strict):
    """A "can't" modifier (103.2): the event cannot happen to the affected cards."""

    cannot: Literal["be-destroyed"]
    affects: Selector


class EventPattern(Strict):
    """The events a replacement or trigger watches."""

    event: Literal["damage", "destroyed"]
    source: Selector | None = None
    destination: Selector | None = None
    subject: Selector | None = None
    damage_type: str | None = None


class Instead(Strict):
    """What a replacement modifier does to a packet (716, 717)."""

    multiply: int | None = None
    add: int | None = None
    redirect_to: Selector | None = None


class Replacement(Strict):
    when: EventPattern
    instead: Instead
    uses: int | None = Field(None, description="how many events it replaces before it ends (e.g. 'the next time')")
    duration: Literal["this-turn", "while-in-play"] = "while-in-play"


class DealDamage(Strict):
    deal_damage: int
    damage_type: str
    source: Selector
    to: Selector


class PutToken(Strict):
    put_token: str = Field(description="the token's tag, which is also its name (404.2)")
    kind: Literal["ally"] = "ally"
    atk: int = 0
    health: int = 1
    traits: list[str] = []


class CreateModifier(Strict):
    create_modifier: Replacement


Effect = Union[DealDamage, PutToken, CreateModifier]


class TargetSpec(Strict):
    """One target of a link (706): its description and whether it may be left unchosen."""

    id: str
    kind: CardKind = "character"
    controller: Relation = "any"
    optional: bool = False
    distinct: bool = Field(True, description="'another': must differ from the link's other targets")


class Triggered(Strict):
    when: EventPattern
    effects: list[Effect]


class Power(Strict):
    """One power printed on a card; exactly one of the fields is set."""

    continuous: Stat | None = None
    prohibition: Prohibition | None = None
    replacement: Replacement | None = None
    triggered: Triggered | None = None


class CardDefinition(Strict):
    name: str
    zh: str | None = None
    set: str | None = None
    number: str | None = None
    cost: int | None = None
    type: Literal["hero", "ally", "weapon", "armor", "item", "ability", "quest", "location"]
    tags: list[str] = []
    classes: list[str] = []
    faction: str | None = None
    traits: list[str] = []
    atk: int | None = None
    damage_type: str | None = None
    health: int | None = None
    defense: int | None = Field(None, alias="def")
    strike_cost: int | None = None
    keywords: list[str] = []
    choose: str | None = Field(None, description="what the player chooses as the card is played, e.g. 'ally type'")
    targets: list[TargetSpec] = []
    effects: list[Effect] = Field([], description="what an ability does when its link resolves")
    powers: list[Power] = []
    text: str = Field(description="the card's text in our own words, for display")

    @property
    def ongoing(self) -> bool:
        return "Ongoing" in self.tags

    @property
    def instant(self) -> bool:
        return "Instant" in self.tags

    def is_character(self) -> bool:
        return self.type in ("hero", "ally")
