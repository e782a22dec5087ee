"""The scenario format (``scenarios/**/*.yaml``): a board, the players' actions and choices, and
what must come of them. Validated with pydantic; errors point at the YAML line."""
from __future__ import annotations

import re
from typing import Annotated, Literal, Union

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    field_validator,
    model_validator,
)

from ..cards.model import exactly_one
from ..limits import MAX_CARDS, MAX_PLAYERS, MAX_SCRIPT, Cards, LoopNumber, Number, Points, SignedNumber

RULE_NUMBER = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


class Strict(BaseModel):
    # Schemas are built when a file is first validated, not on import: a start-up that reads the
    # validated scenario from the disk cache (formats.load) builds none.
    model_config = ConfigDict(extra="forbid", defer_build=True)


class CardState(Strict):
    """A card on the board: which card (by name from the library) and its state."""

    card: str | None = Field(None, description="the card's name in the card library")
    token_from: str | None = Field(None, description="a token as the named card's power makes it (404.2)")
    id: str | None = Field(None, description="how the script and expectations name this card; default: its name in kebab case")
    exhausted: bool = False
    damage: Points = 0
    face_down: bool = Field(False, description="a hero flipped to its other side (301.2); in resource_row, a "
                            "face-down resource: blank (412.1b)")
    attached_to: str | None = Field(None, description="for an attachment in play: the id of its host (400)")
    chosen: dict[str, str] = Field({}, description="choices made as it was played, e.g. {ally type: Night Elf}")
    counters: dict[str, Number] = Field({}, description="named counters on it, e.g. {lightning: 2} (404.1)")
    unnamed: bool = Field(False, description="in resource_row: a face-down resource whose face the scenario doesn't "
                          "give (what `resources: N` makes; an export lists them this way), its card the placeholder "
                          "'Unnamed resource'")

    @model_validator(mode="after")
    def _one_source(self):
        return exactly_one(self, "card", "token_from")


class PlayerSetup(Strict):
    name: str
    team: str | None = Field(None, description="players on one team are friendly; default: a team of one")
    hero: CardState
    play: list[CardState] = Field([], max_length=MAX_CARDS)
    hand: list[CardState] = Field([], max_length=MAX_CARDS)
    deck: list[CardState] = Field([], max_length=MAX_CARDS, description="the deck, top card first")
    graveyard: list[CardState] = Field([], max_length=MAX_CARDS, description="cards in the graveyard")
    resources: Cards = Field(0, description="ready face-down resources whose faces aren't given, in the resource "
                                          "row; their ids are <player>-resource-1, -2, …")
    exhausted_resources: Cards = Field(0, description="exhausted face-down resources, besides the ready ones (their "
                                                    "ids follow the ready ones')")
    resource_row: list[CardState] = Field([], max_length=MAX_CARDS, description="named cards in the resource row: a quest placed face up, "
                                          "or a known card face down (face_down: true); they are resources too (412.2)")
    side_deck: list[CardState] = Field([], description="the player's side deck (100.3), outside the game: in "
                                       "tournament play, their collection (800.2a)")
    collection: list[CardState] = Field([], description="in casual play, the cards the player owns that were not in "
                                        "their deck as the game began (800.2b)")


class Setup(Strict):
    players: list[PlayerSetup] = Field(min_length=1, max_length=MAX_PLAYERS, description="in turn order (clockwise)")
    turn_player: str | None = Field(None, description="whose turn it is; with phase: start, the first player, "
                                    "unless first_player_chosen_by is given instead")
    phase: Literal["action", "start"] = Field("action", description="'start': the game has not begun; the replay "
                                              "starts with setting up (101.1), mulligans (101.2) and the first turn")
    event: Literal["tournament", "casual"] = Field("tournament", description="tournament or casual play: where a "
                                                   "player's collection is (800.2a, 800.2b)")
    last_game_of_match: bool = Field(False, description="the last game of its match: hearthing then only ends the game "
                                     "(800.1d)")
    first_player_chosen_by: str | None = Field(
        None, description="phase: start: the player the random determination picked to choose the first player "
                          "(101.1); the script begins with their first_player entry")

    @model_validator(mode="after")
    def _who_goes_first(self):
        if self.first_player_chosen_by is not None:
            if self.phase != "start" or self.turn_player is not None:
                raise ValueError("first_player_chosen_by goes with phase: start and no turn_player: the chosen "
                                 "player is the first player")
        elif self.turn_player is None:
            raise ValueError("turn_player is required (or, with phase: start, first_player_chosen_by)")
        return self


STEPS = ("ready", "draw", "action", "attack-window", "defend-window", "end")


class At(Strict):
    """A moment of the game: a turn and a step; what is not given may be any."""

    turn: int | str | None = Field(None, description="the turn: its number in the replay (1: the turn the scenario "
                                                     "begins in), or the name of the player whose turn it is")
    step: Literal[STEPS] | None = Field(None, description="ready, draw, action (the action phase outside a combat "
                                        "step), attack-window, defend-window (the combat step's windows, 602) or end")

    @field_validator("turn")
    @classmethod
    def _turn(cls, value):
        if isinstance(value, int) and value < 1:
            raise ValueError("a turn number counts from 1, the turn the scenario begins in")
        return value


class Timed(Strict):
    """An entry taken with priority: it waits for its player's first chance to do it, at the
    moment given by ``at`` and ``when`` if any (the scenario format: Script)."""

    when: Literal["chain-empty"] | None = Field(None, description="chain-empty: only once the chain is empty, so not "
                                                "in response to anything")
    at: At | None = Field(None, description="only at this turn and step")


# An adapter's mark on an entry the rules must refuse whose refusing rule it isn't told (the blind
# conformance export): the engine refuses it by whichever rule applies, and records that rule.
ANY_RULE = "*"


def refused_by(entry, rule: str) -> bool:
    """Whether a refused entry's ``rejected`` accepts refusal by ``rule``."""
    return entry.rejected in (rule, ANY_RULE)


class Refusable(Strict):
    """An entry by a player that the rules may refuse: ``rejected`` says they must, and by which rule."""

    by: str
    rejected: str | None = Field(None, description="the entry must be refused, by this rule; it then changes nothing")

    @field_validator("rejected")
    @classmethod
    def _rule(cls, value):
        return check_rule(value) if value is not None else value


Targets = dict[str, Union[str, list[str]]]  # slot → id, or several ids for "up to three targets" (707.1d)


class Action(Refusable, Timed):
    """An action a player takes with priority (410.2)."""


class Play(Action):
    play: str
    targets: Targets = {}
    choose: dict[str, str] = {}
    alternate: str | list[str] | None = Field(
        None, description="pay the card's alternate cost instead of its resource cost with this card, or these "
                          "cards when it uses several (707.1e)")
    x: SignedNumber | None = Field(None, description="the value chosen for X in the card's cost (707.1b); a "
                                   "negative one is refused by 104.1")
    pay_with: list[str] = Field([], description="resources to exhaust for the cost (412.2); the rest by the default")
    mode: Number | list[Number] | None = Field(None, description="the mode or modes chosen, counting from 1 (707.1c)")
    divide: dict[str, Points] = Field({}, description="how the card's divided damage is shared among its targets, by "
                                   "target id (707.1d)")


class Use(Action):
    """Use a payment power of a card in play (701.2)."""

    use: str
    power: Number = Field(1, ge=1, description="which of the card's payment powers, counting from 1")
    targets: Targets = {}
    x: SignedNumber | None = Field(None, description="the value chosen for X (707.1b); a negative one is refused by "
                                   "104.1")
    pay_with: list[str] = Field([], description="resources to exhaust for the cost (412.2); the rest by the default")
    permission: list[str] = Field([], description="hearthing: the teammates who gave their explicit permission "
                                  "(800.1b)")
    divide: dict[str, Points] = Field({}, description="how the power's divided damage is shared among its targets, by "
                                   "target id (707.1d)")
    mode: Number | None = Field(None, description="the mode of the power chosen, counting from 1, when it says 'Choose "
                                "one:' (707.1c)")


class Complete(Action):
    """Complete a quest in your resource row (702.2), paying its completion cost."""

    complete: str
    reward: Number = Field(1, ge=1, description="which of the quest's reward powers, counting from 1: a quest that "
                                                "gained another reward power has several (702.2a)")
    pay_with: list[str] = Field([], description="resources to exhaust for the cost, the quest itself among them if "
                                "you like (702.1); the rest by the default")
    targets: Targets = {}  # enc-reward2: a reward's slot of several targets too (707.1d)
    mode: Number | list[Number] | None = Field(None, description="the mode or modes of its reward chosen, counting "
                                               "from 1, when the reward says 'Choose one:' (707.1c)")


class Attack(Action):
    attack: str
    defender: str
    strike: str | list[str] | None = Field(None, description="the weapon (or, under Dual Wield or Ranged Dual "
                                                             "Wield, two weapons) the attacking hero strikes with "
                                                             "(303.2, 406.4)")


class Strike(Action):
    """303.2, 602.3b: strike with a weapon (or, under Dual Wield or Ranged Dual Wield, two) while a wielder you
    control is an attacker or a defender: the defending player's strike, taken when they have priority in the
    Defend Window."""

    strike: str | list[str]


class Protect(Refusable):
    """602.2: at the Protect Point, exhaust a character able to protect (Protector): it becomes the
    proposed defender."""

    protect: str


class Choose(Strict):
    """The answer to a decision the engine asks (which replacement next, …)."""

    by: str
    choose: str
    rejected: str | None = Field(None, description="the answer must be refused, by this rule (the decision's "
                                 "rule); the decision is then asked again")

    @field_validator("rejected")
    @classmethod
    def _rule(cls, value):
        return check_rule(value) if value is not None else value


class NameNumber(Strict):
    """803: the number of extra repetitions of a loop."""

    by: str
    name_number: LoopNumber


def _must_be_true(value: bool) -> bool:
    if value is not True:
        raise ValueError("this entry is written with the value true")
    return value


AlwaysTrue = Annotated[bool, AfterValidator(_must_be_true)]  # a flag entry such as `pass: true`


class Pass(Timed):
    """410.4: the player passes priority once, though a later entry is theirs (e.g. to let the
    proposal resolve before acting in the combat step)."""

    by: str
    pass_: AlwaysTrue = Field(alias="pass", description="always true")
    rejected: str | None = Field(None, description="the pass must be refused, by this rule (600.2)")


class EndTurn(Timed):
    """502.2: the turn player passes in their non-combat action phase to end it; the replay goes on
    through the end phase (503) into the next player's ready step (501.1)."""

    by: str
    end_turn: AlwaysTrue = Field(description="always true")


class Decline(Strict):
    """A decision that may be declined, declined: none of its options is taken (an optional
    prevention, such as exhausting armor against a packet, 717.2c). Leaving the answer out does the
    same (the documented default); the entry says so in the script, so that a later answer of the
    player's is not taken for this one."""

    by: str
    decline: AlwaysTrue = Field(description="always true")


class Place(Action):
    """412.1: in your own non-combat action phase with an empty chain, place a card from your hand
    as a resource, once a turn: face down, or face up if it is a quest or a location (412.1b)."""

    place: str
    face_up: bool = Field(False, description="place it face up (quests and locations only, 412.1b)")


class Inspire(Refusable):
    """501.1b: in another player's ready step, ready exhausted cards through your Inspire powers
    (card ids, or 'resource' for one face-down resource)."""

    inspire: list[str]


class ExhaustResource(Action):
    """Exhaust one of your resources with no cost to pay for, to spend it later (never allowed,
    412.2), or one of your armors with no packet about to be dealt (never allowed, 717.2c): it is
    written only with ``rejected``."""

    exhaust: str


class Mulligan(Refusable):
    """101.2: before the first turn, the player decides whether to mulligan (true) or keep (false);
    the players decide in turn order from the first player."""

    mulligan: bool


class FirstPlayer(Refusable):
    """101.1: the player picked at random chooses the first player (themselves or another)."""

    first_player: str


class Loop(Strict):
    """803.2: the entries just before this one are one complete run of a loop that includes
    optional actions; the players who take them name numbers, and the loop is repeated that many
    more times (the replay plays the repetitions out)."""

    by: str
    loop: Number = Field(description="how many entries before this one make one complete run of the loop")


class Concede(Strict):
    """102.1b: the player concedes and leaves the game. A player may concede at any time: the entry
    is taken as soon as any player would next act with priority, whoever has it."""

    by: str
    concede: AlwaysTrue = Field(description="always true")


ENTRY_KINDS = {"play": Play, "attack": Attack, "protect": Protect, "use": Use, "complete": Complete, "place": Place,
               "exhaust": ExhaustResource, "mulligan": Mulligan, "choose": Choose, "decline": Decline,
               "name_number": NameNumber, "pass": Pass, "end_turn": EndTurn, "inspire": Inspire,
               "first_player": FirstPlayer, "strike": Strike, "concede": Concede, "loop": Loop}


def entry_kind(value) -> str | None:
    """A script entry is known by the one key that names what it does (play, attack, choose, …),
    so an error speaks of that kind of entry only."""
    if isinstance(value, dict):
        return next((key for key in ENTRY_KINDS if key in value), None)
    return next((key for key, model in ENTRY_KINDS.items() if isinstance(value, model)), None)


Entry = Annotated[Union[tuple(Annotated[model, Tag(key)] for key, model in ENTRY_KINDS.items())],
                  Discriminator(entry_kind, custom_error_type="entry_kind",
                                custom_error_message=f"a script entry needs one of the keys {', '.join(ENTRY_KINDS)}")]


class CardExpect(Strict):
    zone: Literal["play", "hand", "graveyard", "removed", "chain", "deck", "gone", "side", "collection"] | None = None
    damage: int | None = None
    exhausted: bool | None = None
    face_down: bool | None = None
    atk: int | None = Field(None, description="current ATK, with continuous modifiers (714)")
    health: int | None = Field(None, description="current health, with continuous modifiers (714)")
    defense: int | None = Field(None, alias="def", description="current DEF of an armor, with continuous modifiers "
                                                               "(304.2, 714)")
    traits: list[str] | None = Field(None, description="current traits (ally types, classes…), in any order")
    keywords: list[str] | None = Field(None, description="current keywords (Elusive, Ferocity…), in any order")
    attached_to: str | None = Field(None, description="the id of the host of this attachment (400.4)")
    controller: str | None = Field(None, description="the player who controls it (401)")
    counters: dict[str, Number] | None = Field(None, description="its named counters, by name; {} for none (404.1)")
    seen_by: list[str] | None = Field(None, description="the players who may look at its face now, in seat order; [] "
                                      "for nobody (415: hidden and public information)")
    row: Literal["ally", "hero", "resource"] | None = Field(
        None, description="the row of its controller's it is in (710.1b): an ally's, equipment's, a hero's or an "
                          "ongoing ability's; a resource's (412); an attachment is in none")


class PlayerExpect(Strict):
    ready_resources: int | None = None
    resources: int | None = Field(None, description="how many resources the player has, ready or exhausted, "
                                  "face up or face down (412.2)")
    hand: int | None = Field(None, description="how many cards are in the player's hand")
    deck: int | None = Field(None, description="how many cards are in the player's deck")
    deck_order: list[str] | None = Field(None, description="the ids of the cards in the player's deck, top first")
    max_hand_size: int | None = Field(None, description="the player's maximum hand size now (415.4b)")


class PacketExpect(Strict):
    """One packet that was dealt or healed (408). Only the attributes given are compared."""

    damage: int | None = Field(None, description="a damage packet of this amount (after replacement)")
    heal: int | None = Field(None, description="a heal packet of this amount (after replacement)")
    type: str | list[str] | None = Field(None, description="its damage type, or its types in alphabetical order "
                                         "when it has several (408.3a)")
    source: str | None = Field(None, description="its source character's id")
    to: str | None = Field(None, description="its destination character's id")
    controller: str | None = None
    combat: bool | None = None
    with_cards: list[str] | None = Field(None, alias="with", description="the ids of the cards it is dealt with (408.3d)")
    preventable: bool | None = Field(None, description="false: it can't be prevented (408.3c)")

    @model_validator(mode="after")
    def _one_kind(self):
        return exactly_one(self, "damage", "heal")


class Expect(Strict):
    turn_player: str | None = Field(None, description="whose turn it is (500.1, 500.3–500.5)")
    winners: list[str] | None = Field(None, description="players who win; [] for a draw")
    losers: list[list[str]] | None = Field(None, description="players who lose, grouped by the moment they lose, in order")
    waves: list[list[str]] | None = Field(None, description="cards destroyed in each pre-priority wave with an action, in order")
    cards: dict[str, CardExpect] = {}
    chain: list[str] | None = None
    in_play: dict[str, int] = Field({}, description="how many cards with this name are in play")
    loops: list[int] | None = Field(None, description="numbers named for loops (803), in order")
    interrupted: list[str] | None = Field(None, description="the source of each link interrupted (711), in order; "
                                          "[] for none")
    players: dict[str, PlayerExpect] = {}
    packets: list[PacketExpect] | None = Field(None, description="every packet dealt or healed, in order (408)")
    shuffled: list[str] | None = Field(None, description="the players whose decks were shuffled, in order (413.2)")
    kept: dict[str, list[str]] | None = Field(None, description="per player, the ids of the cards they kept for the "
                                               "next game by hearthing (800.1c, 800.1d); [] for none")
    modifiers: list[str] | None = Field(None, description="the source ids of the lasting modifiers (replacement, "
                                                          "continuous…) that links created, in order (712.2); "
                                                          "one-shot modifiers leave none (713.1)")


class Checkpoint(Strict):
    """Expectations part-way: checked the first time a player would act with priority after the
    script entry numbered ``after`` (1-based) has been used, or just as the entry numbered
    ``before`` is about to be used."""

    after: int | None = Field(None, ge=1, le=MAX_SCRIPT)
    before: int | None = Field(None, ge=1, le=MAX_SCRIPT)
    expect: Expect

    @model_validator(mode="after")
    def _one_moment(self):
        return exactly_one(self, "after", "before")

    @property
    def entry(self) -> int:
        return self.after if self.after is not None else self.before


class Scenario(Strict):
    id: str
    title: str
    question: str
    sources: list[str] = Field(description="example ids (E072) or 'new ruling: reason'")
    ruling: str = Field(description="the answer, in a sentence or two")
    rules: list[str] = Field(description="the rules the ruling rests on that its replay applies: each must be cited "
                             "by some step of the replay")
    see_also: list[str] = Field([], description="rules the ruling relies on for reading (a definition, a reminder) "
                                "that the replay does not apply; counted apart by coverage")
    setup: Setup
    script: list[Entry] = Field([], max_length=MAX_SCRIPT)
    checkpoints: list[Checkpoint] = []
    expect: Expect
    until: Literal["ready-step", "draw-step"] = Field(
        "ready-step", description="once the script is used up in a new turn, the replay ends as this step's priority "
                                  "window closes: 'draw-step' plays the draw (501.2a) too")

    @model_validator(mode="after")
    def _checkpoints_in_script(self):
        for point in self.checkpoints:
            if point.entry > len(self.script):
                raise ValueError(f"checkpoint {'after' if point.after else 'before'} entry {point.entry}, but the "
                                 f"script has {len(self.script)}")
        return self

    @field_validator("rules", "see_also")
    @classmethod
    def _rules(cls, value):
        return [check_rule(v) for v in value]


def check_rule(value: str) -> str:
    if not isinstance(value, str) or not RULE_NUMBER.match(value):
        raise ValueError(f"{value!r} is not a rule number (write it as a string, e.g. \"703.10\")")
    return value
