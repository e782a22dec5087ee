"""The board a judge builds at the table: a scenario's ``setup`` (the scenario format), edited one
command at a time. Every change is checked by building the game from it with the engine's own
setup (``engine.setup.build_game``); a change the format or the setup refuses is taken back."""
from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..cards.library import CardLibrary
from ..cards.model import CardDefinition
from ..engine.agents import Agent
from ..engine.game import Game
from ..engine.setup import build_game, slug, token_definition
from ..formats.scenario import Scenario
from ..limits import MAX_CARDS, MAX_PLAYERS
from ..yamlio import Document, SourceError, pydantic_errors
from .names import Refused

# words a judge types for a zone → the setup's key for it
ZONES = {"play": "play", "hand": "hand", "deck": "deck", "graveyard": "graveyard", "resource": "resource_row",
         "resource-row": "resource_row"}
LISTS = ("play", "hand", "deck", "graveyard", "resource_row")
WHERE = "<table>"


def scenario_data(setup: dict, script: list | None = None, until: str | None = None, **more) -> dict:
    """A whole scenario around a board: what the engine needs to build and replay it."""
    data = {"id": "table", "title": "table", "question": "-", "sources": [], "ruling": "-", "rules": [],
            "setup": setup, "script": script or [], "expect": {}, **more}
    if until is not None:
        data["until"] = until
    return data


def build(data: dict, library: CardLibrary, agents: Agent | dict | None = None, file: Document | None = None) -> Game:
    """The starting game of a scenario given as data; SourceError if it is not one: at its line in
    ``file`` (the file its setup was read from), else at ``<table>``."""
    doc = Document(file.path, data, file.root) if file else Document(Path(WHERE), data, None)
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as exc:
        raise pydantic_errors(doc, exc) from None
    return build_game(scenario, doc, library, agents=agents)


def why(exc: SourceError) -> str:
    """A setup error without the place in a file that the table doesn't have (``setup.players.0…``)."""
    head, sep, rest = exc.message.partition(": ")
    return rest if sep and head.startswith("setup.") else exc.message


class Board:
    """A board as the scenario format's ``setup`` mapping, with the ids the engine gives its cards."""

    def __init__(self, library: CardLibrary, setup: dict | None = None):
        self.library = library
        self.setup: dict[str, Any] = copy.deepcopy(setup) if setup else {"players": []}

    # -- reading -------------------------------------------------------------------------------
    @property
    def players(self) -> list[dict]:
        return self.setup["players"]

    def player(self, name: str) -> dict:
        for p in self.players:
            if p["name"].casefold() == name.casefold():
                return p
        names = ", ".join(p["name"] for p in self.players) or "none yet (add one with `player NAME HERO`)"
        raise Refused(f"no player is called {name!r}; the players are {names}")

    def label(self, player: dict, zone: str, cs: dict) -> str:
        """The id the engine gives a card on the board (engine.setup.place)."""
        if cs.get("id"):
            return cs["id"]
        if zone == "hero":
            return f"{slug(player['name'])}-hero"
        if cs.get("token_from"):
            made = token_definition(self.library, cs["token_from"])
            return slug(made.name if made else cs["token_from"])
        return slug(cs["card"])

    def cards(self) -> dict[str, tuple[dict, str, dict]]:
        """Every named card of the board by id: (player, zone, its mapping)."""
        found = {}
        for p in self.players:
            found[self.label(p, "hero", p["hero"])] = (p, "hero", p["hero"])
            for zone in LISTS:
                for cs in p.get(zone, []):
                    found[self.label(p, zone, cs)] = (p, zone, cs)
        return found

    def ids(self) -> list[str]:
        """Every id on the board, unnamed resources included."""
        out = list(self.cards())
        for p in self.players:
            out += [f"{slug(p['name'])}-resource-{n + 1}"
                    for n in range(p.get("resources", 0) + p.get("exhausted_resources", 0))]
        return out

    def card(self, label: str) -> tuple[dict, str, dict]:
        found = self.cards()
        if label not in found:
            close = [i for i in self.ids() if label.casefold() in i.casefold()]
            more = f"; ids like it: {', '.join(close[:5])}" if close else f"; the ids are {', '.join(found) or 'none yet'}"
            raise Refused(f"no card on the board has the id {label!r}{more}")
        return found[label]

    def game(self) -> Game:
        """The game this board starts (Refused if it can't start yet)."""
        if not self.players:
            raise Refused("the board has no player yet: add one with `player NAME HERO`, e.g. "
                          "`player Alice Generic Alliance Hero`")
        try:
            return build(scenario_data(self.setup), self.library)
        except SourceError as exc:
            raise Refused(why(exc)) from None

    # -- changing --------------------------------------------------------------------------------
    def change(self, edit) -> None:
        """Make a change, keeping it only if the engine can set up the board that results."""
        before = copy.deepcopy(self.setup)
        try:
            edit()
            self.game()
        except Refused:
            self.setup = before
            raise

    def add_player(self, name: str, hero: CardDefinition) -> None:
        if any(p["name"].casefold() == name.casefold() for p in self.players):
            raise Refused(f"there is already a player called {name}")
        if len(self.players) >= MAX_PLAYERS:
            raise Refused(f"a game has at most {MAX_PLAYERS} players")
        self.check_type(hero, "hero")

        def edit():
            self.players.append({"name": name, "hero": {"card": hero.name}})
            self.setup.setdefault("turn_player", name)
        self.change(edit)

    def set_hero(self, name: str, hero: CardDefinition) -> None:
        player = self.player(name)
        self.check_type(hero, "hero")
        self.change(lambda: player.update(hero={"card": hero.name}))

    @staticmethod
    def check_type(card: CardDefinition, wanted: str) -> None:
        if (card.type == "hero") != (wanted == "hero"):
            raise Refused(f"{card.name} is a{'n' if card.type[0] in 'aeiou' else ''} {card.type}: "
                          + ("a player's hero must be a hero card" if wanted == "hero"
                             else "a hero goes on the board with `player` or `hero`, not `add`"))

    def free_id(self, wanted: str) -> str:
        """``wanted``, or ``wanted-2``, ``wanted-3`` … if a card has it already."""
        taken, n, label = set(self.ids()), 1, wanted
        while label in taken:
            n += 1
            label = f"{wanted}-{n}"
        return label

    def add(self, name: str, zone: str, card: CardDefinition, state: dict) -> str:
        """Put a card in a zone; returns its id."""
        player = self.player(name)
        self.check_type(card, "other")
        if len(self.ids()) >= MAX_CARDS:
            raise Refused(f"a game holds at most {MAX_CARDS:,} cards")
        label = state.pop("id", None) or self.free_id(slug(card.name))
        if label in self.ids():
            raise Refused(f"the id {label!r} is taken: choose another with `as ID`")
        cs = {"card": card.name, **({"id": label} if label != slug(card.name) else {}), **state}
        self.change(lambda: player.setdefault(zone, []).append(cs))
        return label

    def set_state(self, label: str, **state) -> None:
        """Damage, exhausted, face down, a host: None removes the key."""
        _, zone, cs = self.card(label)
        if "attached_to" in state and zone != "play":
            raise Refused(f"{label} is not in play: only a card in play is attached to a host")

        def edit():
            for k, v in state.items():
                if v in (None, False, 0) and k != "damage":
                    cs.pop(k, None)
                elif k == "damage" and v == 0:
                    cs.pop(k, None)
                else:
                    cs[k] = v
        self.change(edit)

    def remove(self, label: str) -> None:
        player, zone, cs = self.card(label)
        if zone == "hero":
            raise Refused(f"{label} is {player['name']}'s hero: change it with `hero {player['name']} CARD`, or "
                          f"take the player off with `drop {player['name']}`")
        hosted = [i for i, (_, _, c) in self.cards().items() if c.get("attached_to") == label]
        if hosted:
            raise Refused(f"{', '.join(hosted)} {'is' if len(hosted) == 1 else 'are'} attached to {label}: "
                          "detach or remove them first")
        self.change(lambda: player[zone].remove(cs))

    def drop_player(self, name: str) -> None:
        player = self.player(name)

        def edit():
            self.players.remove(player)
            if self.setup.get("turn_player") == player["name"]:
                self.setup["turn_player"] = self.players[0]["name"] if self.players else None
        if len(self.players) > 1:
            self.change(edit)
        else:  # an empty board can't be set up, but it may be built again
            edit()

    def resources(self, name: str, ready: int, exhausted: int) -> None:
        player = self.player(name)
        self.change(lambda: player.update(resources=ready, exhausted_resources=exhausted))

    def turn(self, name: str) -> None:
        player = self.player(name)
        self.change(lambda: self.setup.update(turn_player=player["name"]))

    def team(self, name: str, team: str | None) -> None:
        player = self.player(name)
        self.change(lambda: player.update(team=team) if team else player.pop("team", None))

    def phase(self, phase: str) -> None:
        if phase == "start":
            held = [p["name"] for p in self.players if p.get("hand")]
            if held:
                raise Refused(f"before the game starts hands are empty (101.1): {', '.join(held)} hold cards; the "
                              "opening hand is the top seven cards of the deck")
            self.change(lambda: self.setup.update(phase="start"))
        else:
            self.change(lambda: self.setup.pop("phase", None))

    # -- writing ---------------------------------------------------------------------------------
    def data(self) -> dict:
        """The setup as a scenario writes it: no empty lists, no zero counts, turn player first."""
        out: dict[str, Any] = {}
        for k in ("turn_player", "phase", "first_player_chosen_by"):
            if self.setup.get(k) is not None:
                out[k] = self.setup[k]
        out["players"] = []
        for p in self.players:
            row = {k: p[k] for k in ("name", "team", "hero") if p.get(k) is not None}
            row |= {k: p[k] for k in (*LISTS[:4], "resources", "exhausted_resources", "resource_row") if p.get(k)}
            out["players"].append(row)
        return out
