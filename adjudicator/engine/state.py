"""Game state (415 zones and rows, 401 control, 404 tokens): cards, players and the chain."""
from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from itertools import count
from types import MappingProxyType
from typing import Any

from ..cards.model import CardDefinition
from .board_key import (CARDS, CHAIN, COMBAT, DAMAGE, DAMAGE_FIELDS, ELSEWHERE, HISTORY, ROSTER_FIELDS, USES, USES_FIELDS, Counted,
                        card_part, made_at_once, set_fields, card_part_writes, counted, play_roster_writes, read, roster_changed, striking,
                        writes)

ZONES = ("deck", "hand", "graveyard", "removed", "chain", "play", "side", "collection")  # the last two: outside the game

_MOMENTS = count(1)


def slug(name: str) -> str:
    """A card's default id from its name: "Nature's Swiftness" → "nature-s-swiftness"."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def card_writes() -> int:
    """How many writes of the cards (their fields, their dicts, the state's cards) there have been,
    in any game, so far: a board whose cards are as they were has the same count (or, put back by
    an undo, rollback.UndoLog, a new one); their damage, exhaustion and uses, and the cards outside
    play, included."""
    return card_part_writes()


def play_writes() -> int:
    """How many writes of the cards in play (board_key.CARDS) there have been, in any game, so far:
    their damage, exhaustion and uses, and the cards outside play, apart (card_writes counts them all)."""
    return writes(CARDS)


# The journal of a trial (rollback.UndoLog): while one is open, every write of a card's field
# and every change of a Noted dict is recorded with what it replaces, so that the trial is undone
# by undoing those writes, without saving every card beforehand. None while no trial is open.
_JOURNAL: list | None = None
_OPEN = 0  # trials open, one inside another
MISSING = object()  # a field the card had no value for before the write


def journal_open() -> int:
    """Open a journal (or go on with the one open): where this trial's writes begin in it."""
    global _JOURNAL, _OPEN
    if _JOURNAL is None:
        _JOURNAL = []
    _OPEN += 1
    return len(_JOURNAL)


def journal_close(mark: int) -> list:
    """Close a trial's journal: the writes recorded since ``mark``, oldest first, taken out of it."""
    global _JOURNAL, _OPEN
    written = _JOURNAL[mark:]
    del _JOURNAL[mark:]
    _OPEN -= 1
    if not _OPEN:
        _JOURNAL = None
    return written


class Noted(dict):
    """A dict of a card (``chosen``, ``uses``, ``used_by``, ``counters``), changed in place: every
    change is counted as a card write (card_writes), so that the board key (board_key.py) need not
    read its items to see that the board changed, and journalled while a trial is open."""

    __slots__ = ()
    part = CARDS  # the part of the board its changes are counted in (board_key.PARTS)

    def __setitem__(self, key, value) -> None:
        _noted(self)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key) -> None:
        _noted(self)
        dict.__delitem__(self, key)

    def __ior__(self, other):
        _noted(self)
        return dict.__ior__(self, other)

    def pop(self, *args):
        _noted(self)
        return dict.pop(self, *args)

    def popitem(self):
        _noted(self)
        return dict.popitem(self)

    def clear(self) -> None:
        _noted(self)
        dict.clear(self)

    def update(self, *args, **kwargs) -> None:
        _noted(self)
        dict.update(self, *args, **kwargs)

    def setdefault(self, key, default=None):
        _noted(self)
        return dict.setdefault(self, key, default)


class UsesNoted(Noted):
    """A card's ``uses`` or ``used_by`` (701.4, 401.3a): its changes are counted as USES, which no
    view reads (board_key.SELDOM_READ)."""

    __slots__ = ()
    part = USES


def _noted(noted: Noted) -> None:
    """A Noted dict is about to change: a card write, journalled with its contents until now."""
    counted(noted.part)
    if _JOURNAL is not None:
        _JOURNAL.append((noted, None, dict(noted)))


NOTED = frozenset({"chosen", "uses", "used_by", "counters"})  # a card's dicts that are always Noted


NOTED_KINDS = frozenset({Noted, UsesNoted})  # the exact types of a card's Noted dicts (journalled: rollback)


def noted(name: str, value: dict) -> Noted:
    """A plain dict set on a card's field of NOTED, as the Noted kind of that field."""
    return (UsesNoted if name in USES_FIELDS else Noted)(value)


def moment() -> int:
    """A monotonic stamp for "since": when a card was last readied, when a link was added (714.3b).
    Only the order of two stamps is ever compared."""
    return next(_MOMENTS)


@dataclass
class Card:
    """One card object. A card that changes zones becomes a new object (415.9a): a new ``oid``."""

    oid: int
    label: str
    definition: CardDefinition
    owner: str
    controller: str
    zone: str
    exhausted: bool = False
    damage: int = 0
    token: bool = False
    face_down: bool = False
    chosen: dict[str, str] = field(default_factory=Noted)
    timestamp: int = 0
    moved_by: str | None = None  # the id of the card whose effect put it into this zone ("removed this way")
    attached_to: int | None = None  # the host's oid, for an attachment in play (400.4)
    uses: dict[int, int] = field(default_factory=UsesNoted)  # payment power index → turn it was last used (701.4)
    used_by: dict[int, str] = field(default_factory=UsesNoted)  # payment power index → who last used it (401.3a)
    entering_damage: int = 0  # damage to put on it as it enters play, from a modifier made while on the chain (710.1b)
    row: str | None = None  # "resource" for a card in its controller's resource row (415.8a)
    held_by: str | None = None  # its controller before a continuous control change (401.3b)
    attach_description: object = None  # a Selector a modifier gave it on attaching it (400.1)
    unnamed: bool = False  # a face-down resource whose face the scenario doesn't give (``resources: N``)
    readied_at: int = 0  # the moment it last went from exhausted to ready (411.1), for "remains exhausted" (714.3b)
    # name → labels of every card of the game with that name (shared with the State): an
    # explanation names a card by its name, adding its id only when another card has that name
    namesakes: dict[str, frozenset[str]] = field(default_factory=dict, repr=False, compare=False)
    joined: int = field(default_factory=moment)  # the moment it joined its party, for 601.2a (415.8b)
    copy: bool = False  # a copy of a card on the chain: no physical card, gone once it leaves the chain (402.1)
    own_definition: CardDefinition | None = None  # its own printed information while it is a copy of another (402.2)
    counters: dict[str, int] = field(default_factory=Noted)  # named counters on it (404.1); a new card has none

    def __setattr__(self, name: str, value) -> None:
        """Every readying, wherever it happens, stamps ``readied_at`` (411.1: a card has been
        readied only if it physically went from exhausted to ready); every change of controller
        stamps ``joined`` (415.8b: it enters the new controller's party). Every write is counted
        (card_writes; damage and exhaustion as a part of their own, board_key.DAMAGE); its own
        dicts are Noted, so that changing them in place counts too."""
        part = DAMAGE if name in DAMAGE_FIELDS else USES if name in USES_FIELDS else self._part(name, value)
        counted(part)
        if name in ROSTER_FIELDS:
            roster_changed(part == CARDS)
        if type(value) is dict and name in NOTED:
            value = noted(name, value)
        own = self.__dict__
        if name == "exhausted" and not value and own.get("exhausted", False):
            self._write(own, "readied_at", moment())
        if name == "controller" and own.get("controller", value) != value:
            self._write(own, "joined", moment())
        self._write(own, name, value)

    def _part(self, name: str, value) -> int:
        """CARDS for a write of a card in play (or one put into play), ELSEWHERE for one outside play."""
        return CARDS if self.__dict__.get("zone") == "play" or (name == "zone" and value == "play") else ELSEWHERE

    @staticmethod
    def _write(own: dict, name: str, value) -> None:
        """Set a field, journalled with the value it replaces while a trial is open."""
        if _JOURNAL is not None:
            _JOURNAL.append((own, name, own.get(name, MISSING)))
        own[name] = value

    @property
    def name(self) -> str:
        return self.definition.name

    @property
    def shares_name(self) -> bool:
        """Another card of the game has the same name (so its id is needed to tell them apart)."""
        return len(self.namesakes.get(self.name, ())) > 1

    def __str__(self) -> str:
        """How explanations name a card: by its name, with its scenario id only where another
        card of the game has the same name ("Ironforge Guards (guard-a)")."""
        if self.unnamed:
            return f"{self.label} (a face-down resource)" if self.zone == "play" else self.label
        return f"{self.name} ({self.label})" if self.shares_name else self.name


_CARD_FIELDS = tuple((f.name, f.default, f.default_factory) for f in fields(Card))  # in order


def _made_card(self: Card, *args, **kwargs) -> None:
    """Card's __init__, as the dataclass's, its fields set at once: a new card is one write of the
    cards and of the roster (card_writes, board_key.roster_writes), not one per field, and is not
    journalled (an undone trial drops the new object with the state's cards that held it)."""
    own = self.__dict__
    set_fields(own, "Card", _CARD_FIELDS, args, kwargs)
    roster_changed(False)  # the roster of play changes as it joins the state's cards in play (CardsDict)
    counted(card_part(self))
    for name in NOTED:  # its own dicts are Noted, as __setattr__ makes them
        if type(own[name]) is dict:
            own[name] = noted(name, own[name])


Card.__init__ = _made_card  # type: ignore[method-assign]


@made_at_once
@dataclass
class Player(Counted):
    """A player. Their resources are the cards in their resource row (412, 415.8a), each one a card
    in play, face down or face up; the counts are read from those cards."""

    name: str
    team: str
    lost: bool = False
    decked: bool = False  # has had to draw more cards than were left in their deck (410.6b)
    mulliganed: bool = False  # has taken their one mulligan of the game (101.2)
    deck_turned: bool = False  # their deck is turned over: face up and public for the rest of the game (415.3d)
    turns: int | None = None  # the turns they have begun (500.1), known only in a game replayed from its start
    state: Any = field(default=None, repr=False, compare=False)  # the State the player belongs to

    def resource_cards(self) -> list[Card]:
        """The resources this player controls, oldest first (412.2: you exhaust resources you control)."""
        return sorted((c for c in self.state.cards.values()
                       if c.zone == "play" and c.row == "resource" and c.controller == self.name),
                      key=lambda c: c.timestamp)

    @property
    def resources(self) -> int:  # counted among the cards in play, without sorting them (resource_cards)
        return self.state.resource_counts(self.name)[0]

    @property
    def exhausted_resources(self) -> int:
        return self.state.resource_counts(self.name)[1]

    @property
    def ready_resources(self) -> int:
        return self.resources - self.exhausted_resources


@made_at_once
@dataclass
class Modifier(Counted):
    """A modifier created by a resolving link (712): a replacement with a duration and use count."""

    mid: int
    spec: Any
    controller: str
    source: Card
    targets: dict[str, Card]
    timestamp: int
    uses_left: int | None
    turn: int
    prevent_left: int | None = None  # a prevention modifier's remaining amount (717.2a)
    used_in: set = field(default_factory=set)  # the batches it has replaced: "the next time" (717.4)
    batch: int = 0  # the packets of the link that created it: "dealt this way" (715.1)
    until_turn_of: str | None = None  # "until the start of <player>'s next turn"
    anchor: Card | None = None  # "for as long as [card] remains [state]": that card, as the link resolved (714.3b)
    since: int = 0  # the moment the link that made it was added: the card must have remained so since then
    ended: bool = False  # its duration has ended and the trace has said so
    combat: Any = None  # the combat it was made in: "this combat" ends with it (603.3)
    player: str | None = None  # the player it concerns: whose next turn it skips (500.4)
    stamped_by: str = "link"  # what its timestamp is: "link" (as the link resolved, 718.2d), "event" (718.2e)

    @property
    def this_turn(self) -> bool:
        """Does it last "this turn" (ending in the wrap-up step, 503.2a, or as the turn is ended, 500.5)?"""
        return getattr(self.spec, "duration", None) == "this-turn"

    def lapsed(self, state: "State") -> bool:
        """Its duration is over: a "this turn" modifier made in an earlier turn, or a "this combat"
        one whose combat has ended (603.3)."""
        if getattr(self.spec, "duration", None) == "this-combat":
            if self.combat is None or state.combat is not self.combat:
                return True  # for good: that combat never comes back (an undo makes a new board key)
            read("combat")  # board_key.SELDOM_READ: it lapses as the combat ends
            return False
        return self.this_turn and self.turn != state.turn


@made_at_once
@dataclass
class Link(Counted):
    """A link on the chain (705): a played card or a triggered effect, with its chosen targets."""

    PART = CHAIN  # its fields: read by views only through the chain (board_key.SELDOM_READ)

    source: Card
    controller: str
    effects: list
    targets: dict[str, Card]
    kind: str  # "card", "triggered", "power" (a payment power's effect, 701.2) or "proposal"
    power_text: str = ""
    x: int | None = None  # the value chosen for X (707.1b)
    specs: list = field(default_factory=list)  # the target descriptions, checked again on resolving (709.2a)
    condition: Any = None  # a double-check power's "if", checked again on resolving (703.2)
    event_amount: int | None = None  # a triggered effect's "that much": the amount of its event
    batch: int = 0  # set as it first makes packets: they are one "time" together (717.4)
    dealt: int = 0  # damage its packets have dealt so far: "for each damage dealt this way" (405.6)
    players: dict[str, str] = field(default_factory=dict)  # target players by slot (706.1)
    added_at: int = field(default_factory=moment)  # the moment it was added, for "remains" (714.3b)
    last_count: int = 0  # how many cards its latest effect acted on: "that many"
    division: dict[int, int] = field(default_factory=dict)  # divided damage: target oid → its share (707.1d)
    destroyed_to_pay: Any = None  # the View of the card destroyed to pay its cost, as it last was (707.3)
    modes: list = field(default_factory=list)  # the modes chosen as it was played (707.1c)

    @property
    def chosen_targets(self) -> dict[str, Card]:
        """The link's targets (706), without the other cards it also remembers under a "kind:" key:
        the trigger event's cards ("event:subject"), the cards its cost used ("paid:exhausted")…"""
        return {k: c for k, c in self.targets.items() if ":" not in k}


@dataclass
class State(Counted):
    PARTS_OF = {"cards": CARDS, "chain": CHAIN, "history": HISTORY, "combat": COMBAT}
    # The clock and the next card's oid: no view is made of them (a card or modifier has a timestamp
    # of its own; a new card is a write of the cards); the turn and its player: in the board key as
    # values; names: for explanations; _in_play, _resources, _labels: caches.
    CACHES = frozenset({"_in_play", "_resources", "_labels"})  # readings of the state, no part of it (rollback.fingerprint)
    UNCOUNTED = frozenset({"clock", "next_oid", "turn", "turn_player", "namesakes", "ever"}) | CACHES

    players: list[Player]
    turn_player: str
    cards: dict[int, Card] = field(default_factory=dict)
    chain: list[Link] = field(default_factory=list)
    modifiers: list[Modifier] = field(default_factory=list)
    turn: int = 1
    clock: int = 0
    next_oid: int = 1
    result: dict[str, Any] | None = None
    combat: Any = None
    namesakes: dict[str, frozenset[str]] = field(default_factory=dict)  # name → labels (Card.namesakes)
    ever: dict[str, str] = field(default_factory=dict)  # every card id the game has had → its card name
    history: list = field(default_factory=list)  # (turn, event, views of its cards): what happened (history.py)
    mids: int = 0  # modifier ids handed out so far

    def __post_init__(self) -> None:
        for p in self.players:
            p.state = self
        self._in_play: tuple = (None, [])  # (stamp, the cards in play) as last read: see in_play
        self._resources: tuple = (None, {})  # (stamp, each player's resource counts) as last read: see resource_counts
        self._labels: tuple = (None, {})  # (stamp, each label's card) as last read: see by_label

    def __setattr__(self, name: str, value) -> None:
        if name in self.UNCOUNTED:  # the clock, the next oid…: set at every card made, counted by nothing
            object.__setattr__(self, name, value)
            return
        if name == "combat":  # a combat begins or ends: the strike changes if either has a weapon struck with
            striking(self.__dict__.get("combat"), value)
        Counted.__setattr__(self, name, value)

    def new_mid(self) -> int:
        """A modifier's id: unique, even after modifiers have been taken away (102.2)."""
        self.mids += 1
        return self.mids

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def add_card(self, label: str, definition: CardDefinition, owner: str, zone: str, **state) -> Card:
        card = Card(self.next_oid, label, definition, owner, owner, zone, timestamp=self.tick(),
                    namesakes=self.namesakes, **state)
        # a new set, never one changed in place: an undo log saves the dict alone (rollback.UndoLog)
        self.namesakes[definition.name] = self.namesakes.get(definition.name, frozenset()) | {label}
        self.cards[card.oid] = card
        self.ever.setdefault(label, definition.name)
        self.next_oid += 1
        return card

    def move(self, card: Card, zone: str) -> Card | None:
        """Move a card to a zone as a new object (415.9a); a token outside play is gone (410.6d
        removes it; until then it sits in the new zone)."""
        del self.cards[card.oid]
        moved = Card(self.next_oid, card.label, card.own_definition or card.definition, card.owner, card.owner, zone,
                     token=card.token, timestamp=self.tick(), namesakes=self.namesakes)  # no longer a copy (402.2)
        self.next_oid += 1
        self.cards[moved.oid] = moved
        return moved

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def active_players(self) -> list[Player]:
        return [p for p in self.players if not p.lost]

    def in_play(self) -> list[Card]:
        """The cards in play, in the order they joined the state's cards. Read again only after a
        change of the roster (board_key.ROSTER_FIELDS): a card's zone set, or a card joining or
        leaving the state's cards (add_card, move, and the two removals, 402.1 and 410.6d)."""
        stamp = play_roster_writes()  # which cards are in play changes only with the roster of play
        if self._in_play[0] != stamp:
            self._in_play = (stamp, [c for c in self.cards.values() if c.zone == "play"])
        return list(self._in_play[1])

    def resource_counts(self, player: str) -> tuple[int, int]:
        """The resources ``player`` controls (412, 415.8a) and how many of them are exhausted: counted
        for every player at once, again only after a write of the cards (card_writes), not at every
        question (paying, the listing of actions and the checks ask it all the time)."""
        stamp = card_writes()
        if self._resources[0] != stamp:
            counts: dict[str, tuple[int, int]] = {}
            for c in self.in_play():
                if c.row == "resource":
                    n, tired = counts.get(c.controller, (0, 0))
                    counts[c.controller] = (n + 1, tired + (1 if c.exhausted else 0))
            self._resources = (stamp, counts)  # a new tuple, never changed in place (rollback saves the field)
        return self._resources[1].get(player, (0, 0))

    def hero(self, player: str) -> Card | None:
        for c in self.in_play():
            if c.controller == player and c.definition.type == "hero":
                return c
        return None

    def by_label(self, label: str) -> Card | None:
        """The last of the state's cards with that label: the labels read again only after a write of
        the cards (card_writes), not at every question (the listing of actions asks it all the time)."""
        stamp = card_writes()
        if self._labels[0] != stamp:  # a new tuple, never changed in place (rollback saves the field)
            # a label's last card wins; read-only, never changed in place: an undo log passes over it
            self._labels = (stamp, MappingProxyType({c.label: c for c in self.cards.values()}))
        return self._labels[1].get(label)

    def friendly(self, a: str, b: str) -> bool:
        return self.player(a).team == self.player(b).team

    def clockwise_from(self, first: str) -> list[Player]:
        """Active players in turn order starting with ``first`` (410.1, 802)."""
        names = [p.name for p in self.players]
        i = names.index(first)
        ordered = self.players[i:] + self.players[:i]
        return [p for p in ordered if not p.lost]


def deck(state: State, player: str) -> list[Card]:
    """The player's deck, top card first."""
    return sorted((c for c in state.cards.values() if c.zone == "deck" and c.owner == player),
                  key=lambda c: c.timestamp)


def first_turn_of(state: State, name: str) -> bool:
    """Is this turn the player's own first turn of the game (Preparation, the editor's note at 707.1e)? Known
    only in a game replayed from its start; a game taken up in its middle is past every player's first turn."""
    return state.turn_player == name and state.player(name).turns == 1
