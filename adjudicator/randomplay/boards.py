"""Random legal boards from the card library, written as a scenario's ``setup``.

Two to four players (sometimes two teams of two), each with a hero, and either a game in progress
(allies, equipment, Ongoing abilities and attachments in play, some damage and exhaustion, a hand,
a deck, a graveyard, resources, sometimes a face-up quest) or a game about to start (101.1: heroes
and decks only). Only cards whose powers are encoded are used (``powers_encoded``), never a Master
Hero as a hero. A board is legal if pre-priority processing has nothing to do on it (410.5: no
fatal damage, no uniqueness violation, no illegal attachment…): ``games.clean_board`` tries it on
the engine and a board that isn't is drawn again.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cached_property

from ..cards.library import CardLibrary
from ..cards.model import CardDefinition
from ..engine.priority import printed_host_description
from ..engine.selectors import kind_matches
from ..engine.setup import slug

NAMES = ("Alice", "Bob", "Carol", "Dave")
EQUIPMENT = ("weapon", "armor", "item")


@dataclass
class Pools:
    """The library's usable cards, by what a board does with them."""

    heroes: list[CardDefinition]
    allies: list[CardDefinition]
    equipment: list[CardDefinition]
    ongoing: list[CardDefinition]  # Ongoing abilities that stay in play on their own
    attachments: list[CardDefinition]  # cards that enter play attached to a host (400.2)
    quests: list[CardDefinition]
    deck: list[CardDefinition]  # anything a deck may hold: every usable card but heroes
    traits: list[str] = field(default_factory=list)
    eager = False  # the random player takes any kind of action as readily as a pass

    @classmethod
    def of(cls, library: CardLibrary) -> Pools:
        usable = sorted((c for c in library if c.powers_encoded), key=lambda c: c.name)
        return cls(
            heroes=[c for c in usable if c.type == "hero" and not c.master_hero],
            allies=[c for c in usable if c.type == "ally"],
            equipment=[c for c in usable if c.type in EQUIPMENT and not c.attach],
            ongoing=[c for c in usable if c.type == "ability" and c.ongoing and not c.attach],
            attachments=[c for c in usable if c.attach],
            quests=[c for c in usable if c.type == "quest"],
            deck=[c for c in usable if c.type != "hero"],
            traits=sorted({t for c in usable for t in c.traits}),
        )

    def draw(self, rng: random.Random, index: int = 0) -> dict:
        """A random board (``index``, the game's number, doesn't matter here)."""
        return draw_setup(rng, self)

    @cached_property
    def equipment_of(self) -> dict[str, list[CardDefinition]]:
        """The equipment of each kind (EQUIPMENT), in the pool's order: made once, not read from the whole
        pool by every board for each kind it draws (issue 23: speed-rp12)."""
        return {kind: [c for c in self.equipment if c.type == kind] for kind in EQUIPMENT}

    @cached_property
    def by_name(self) -> dict[str, CardDefinition]:
        """The deck's cards and the heroes by name: made once, read by every board that attaches a card."""
        return {c.name: c for c in self.deck + self.heroes}


class Board:
    """A board being drawn: the setup as data, and the ids already given out."""

    def __init__(self, rng: random.Random, pools: Pools | None):
        self.rng, self.pools, self.used = rng, pools, set()

    def card(self, definition: CardDefinition, **state) -> dict:
        """A card entry with an id of its own: its name in kebab case, numbered from the second copy."""
        base = slug(definition.name)
        label, n = base, 1
        while label in self.used:
            n += 1
            label = f"{base}-{n}"
        self.used.add(label)
        entry = {"card": definition.name, "id": label}
        entry.update({k: v for k, v in state.items() if v})
        if definition.choose and state.get("zone") == "play":
            entry["chosen"] = {definition.choose: self.rng.choice(self.pools.traits)}
        entry.pop("zone", None)
        return entry

    def some(self, pool: list, most: int, least: int = 0) -> list:
        return [self.rng.choice(pool) for _ in range(self.rng.randint(least, most))] if pool else []

    def wounded(self, definition: CardDefinition) -> int:
        """Some damage, less than the printed health, on one character in three."""
        health = definition.health or 0
        return self.rng.randint(1, health - 1) if health > 1 and self.rng.random() < 0.33 else 0

    def exhausted(self, chance: float) -> bool:
        return self.rng.random() < chance


def draw_setup(rng: random.Random, pools: Pools) -> dict:
    """A random board, as a scenario's ``setup`` mapping."""
    board = Board(rng, pools)
    count = rng.choice((2, 2, 2, 3, 3, 4))
    names = list(NAMES[:count])
    teams = count == 4 and rng.random() < 0.3
    start = rng.random() < 0.15
    players = []
    for i, name in enumerate(names):
        players.append(player_setup(board, name, start))
        if teams:
            players[-1]["team"] = ("Sun", "Moon")[i % 2]
    if not start:
        attach(board, players)
    setup: dict = {"players": players}
    if start and rng.random() < 0.5:
        setup["phase"], setup["first_player_chosen_by"] = "start", rng.choice(names)
    elif start:
        setup["phase"], setup["turn_player"] = "start", rng.choice(names)
    else:
        setup["turn_player"] = rng.choice(names)
    return setup


def player_setup(board: Board, name: str, start: bool) -> dict:
    rng, pools = board.rng, board.pools
    hero = rng.choice(pools.heroes)
    entry: dict = {"name": name, "hero": {"card": hero.name}}
    if start:  # 101.1: before the game, a hero in play and a deck
        entry["deck"] = [board.card(c) for c in board.some(pools.deck, 20, 8)]
        return entry
    entry["hero"].update({k: v for k, v in (("damage", board.wounded(hero)),
                                            ("exhausted", board.exhausted(0.15))) if v})
    play = [board.card(c, damage=board.wounded(c), exhausted=board.exhausted(0.3), zone="play")
            for c in board.some(pools.allies, 3)]
    kinds = rng.sample(EQUIPMENT, rng.randint(0, 2))
    play += [board.card(rng.choice(pools.equipment_of[kind]), exhausted=board.exhausted(0.2), zone="play")
             for kind in kinds if pools.equipment_of[kind]]
    play += [board.card(c, zone="play") for c in board.some(pools.ongoing, 1)]
    parts = {"play": play,
             "hand": [board.card(c) for c in board.some(pools.deck, 6)],
             "deck": [board.card(c) for c in board.some(pools.deck, 15)],
             "graveyard": [board.card(c) for c in board.some(pools.deck, 3)],
             "resources": rng.randint(0, 7),
             "exhausted_resources": rng.randint(0, 2)}
    if pools.quests and rng.random() < 0.25:
        parts["resource_row"] = [board.card(rng.choice(pools.quests), exhausted=board.exhausted(0.2))]
    entry.update({k: v for k, v in parts.items() if v})
    return entry


def attach(board: Board, players: list[dict]) -> None:
    """Now and then an attachment in play on a host that fits its host description (400.5): the
    host is any hero or card in play, of any player; the attachment is its owner's."""
    rng, pools = board.rng, board.pools
    library = pools.by_name
    hosts = [(p, p["hero"], f"{slug(p['name'])}-hero") for p in players] + \
            [(p, c, c["id"]) for p in players for c in p.get("play", [])]
    for owner in players:
        if not pools.attachments or rng.random() >= 0.3:
            continue
        card = rng.choice(pools.attachments)
        fitting = [label for _, c, label in hosts
                   if not c.get("attached_to") and kind_matches(printed_host_description(card), kinds(library[c["card"]]))]
        if fitting:
            owner.setdefault("play", []).append({**board.card(card, zone="play"), "attached_to": rng.choice(fitting)})


def kinds(card: CardDefinition) -> set[str]:
    return {card.type, *card.also_types}
