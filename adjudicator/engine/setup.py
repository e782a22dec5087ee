"""Setting up a game from a scenario's board (the scenario format's ``setup``): players, cards in
their zones, resources as cards (412), attachments (400), and the script.

``placements`` lists every card of the starting board, in the order the cards enter (their
timestamps), each with its id and definition resolved: the game is built from it, and so is the
conformance export (``adjudicator export``), so the two can't disagree."""
from __future__ import annotations

from dataclasses import dataclass

from ..cards.library import CardLibrary, default_library
from ..cards.model import CardDefinition, PutToken
from ..formats.scenario import CardState, PlayerSetup, Scenario
from ..limits import MAX_CARDS
from ..yamlio import Document
from .effects import token_card
from .agents import Agent, ScriptAgent
from .board_rules import board_fault
from .entering import row_of
from .game import Game
from .state import Player, State, slug


UNNAMED_RESOURCE = CardDefinition.model_construct(  # not validated at start-up: tests/test_start_up.py checks it
    name="Unnamed resource", type="quest",
    text="A card placed face down as a resource whose face the scenario doesn't give (a setup's `resources: N`). "
         "Face down it is blank (412.1b); should it ever leave play, this placeholder is all that is known of it.")

OUTSIDE_FIELDS = {"side_deck": "side", "collection": "collection"}  # zones outside the game (100.3, 800.2)
ZONE_FIELDS = ("hero", "play", "hand", "deck", "graveyard", "resource_row", *OUTSIDE_FIELDS)


@dataclass
class Placement:
    """One card of the starting board: where the setup puts it and what it is."""

    player: int           # index of its owner in ``setup.players``
    field: str            # which list of the player's setup: one of ZONE_FIELDS
    loc: list             # its YAML path, for errors
    state: CardState      # as written, with ``id`` filled in
    definition: CardDefinition

    @property
    def label(self) -> str:
        return self.state.id

    @property
    def zone(self) -> str:
        return {"hero": "play", "resource_row": "play", **OUTSIDE_FIELDS}.get(self.field, self.field)


def unnamed_resources(p: PlayerSetup) -> list[CardState]:
    """``resources: N`` and ``exhausted_resources: M``: face-down resources whose faces aren't
    given, ready ones first, with the ids ``<player>-resource-1``, ``-2``, … (412.1b). Made without
    validation (valid by construction), so a replay builds no scenario schema."""
    return [CardState.model_construct(card=UNNAMED_RESOURCE.name, id=f"{slug(p.name)}-resource-{n + 1}",
                                      face_down=True, unnamed=True, exhausted=n >= p.resources)
            for n in range(p.resources + p.exhausted_resources)]


def placements(scenario: Scenario, doc: Document, library: CardLibrary) -> list[Placement]:
    """Every card of the starting board, player by player in turn order: the hero, the cards in
    play, hand, deck (top first) and graveyard, the unnamed resources, then the named ones."""
    total = sum(1 + len(p.play) + len(p.hand) + len(p.deck) + len(p.graveyard) + len(p.resource_row)
                + len(p.side_deck) + len(p.collection) + p.resources + p.exhausted_resources for p in scenario.setup.players)
    if total > MAX_CARDS:  # before making any of them
        raise doc.error(["setup", "players"], f"the board holds {total:,} cards, over the limit: at most {MAX_CARDS:,} "
                                              "in a game")
    found: list[Placement] = []
    used: set[str] = set()
    for i, p in enumerate(scenario.setup.players):
        where = ["setup", "players", i]
        rows = [("hero", where + ["hero"], p.hero)]
        rows += [(zone, where + [zone, j], cs) for zone in ("play", "hand", "deck", "graveyard", *OUTSIDE_FIELDS)
                 for j, cs in enumerate(getattr(p, zone))]  # side deck and collection: outside the game (100.3, 800.2)
        rows += [("resource_row", where + ["resources"], cs) for cs in unnamed_resources(p)]
        rows += [("resource_row", where + ["resource_row", j], cs) for j, cs in enumerate(p.resource_row)]
        for zone, loc, cs in rows:
            definition = definition_of(library, doc, cs, loc, zone)
            label = cs.id or (f"{slug(p.name)}-hero" if zone == "hero" else slug(definition.name))
            if label in used:
                raise doc.error(loc, f"the id {label!r} is kept for an unnamed resource" if loc[-1] == "resources"
                                else f"two cards are called {label!r}: give one an 'id'")
            used.add(label)
            found.append(Placement(i, zone, loc, cs.model_copy(update={"id": label}), definition))
    return found


def definition_of(library: CardLibrary, doc: Document, cs: CardState, loc: list, zone: str) -> CardDefinition:
    if cs.unnamed:
        if zone != "resource_row" or not cs.face_down or cs.card != UNNAMED_RESOURCE.name:
            raise doc.error(loc + ["unnamed"], f"an unnamed resource is a face-down {UNNAMED_RESOURCE.name!r} "
                            "in a resource row")
        return UNNAMED_RESOURCE
    if cs.token_from is not None:
        definition = token_definition(library, cs.token_from)
        if definition is None:
            raise doc.error(loc + ["token_from"], f"{cs.token_from!r} is not a card whose power puts a token into play")
        return definition
    definition = library.get(cs.card)
    if definition is None:
        raise doc.error(loc + ["card"], f"unknown card {cs.card!r} (not in scenarios/cards)")
    return definition


def build_game(scenario: Scenario, doc: Document, library: CardLibrary | None = None,
               agents: Agent | dict[str, Agent] | None = None) -> Game:
    """The starting game of a scenario, its players answered by the scenario's script, or by
    ``agents`` (one for all, or one per player's name) in place of it."""
    library = library or default_library()
    setup = scenario.setup
    names = [p.name for p in setup.players]
    if len(set(names)) != len(names):
        raise doc.error(["setup", "players"], "two players share a name")
    key = "turn_player" if setup.turn_player is not None else "first_player_chosen_by"
    first = getattr(setup, key)  # with a chooser, the first player is known only once they choose (101.1)
    if first not in names:
        raise doc.error(["setup", key], f"unknown player {first!r}")
    state = State([Player(p.name, p.team or p.name) for p in setup.players], first)
    board = placements(scenario, doc, library)
    for placed in board:
        cs = placed.state
        state.add_card(placed.label, placed.definition, names[placed.player], placed.zone,
                       exhausted=cs.exhausted, damage=cs.damage, token=cs.token_from is not None,
                       chosen=dict(cs.chosen), face_down=cs.face_down, unnamed=cs.unnamed,
                       row="resource" if placed.field == "resource_row" else
                       (row_of(placed.definition) or (None,))[0] if placed.zone == "play" else None,  # 710.1b
                       counters=dict(cs.counters))
    for placed in board:  # attachments, once every host is on the board (400)
        if placed.state.attached_to is not None:
            if placed.field != "play":
                raise doc.error(placed.loc + ["attached_to"], "only a card in play is attached to another (400.4)")
            host = state.by_label(placed.state.attached_to)
            if host is None or host.zone != "play":
                raise doc.error(placed.loc + ["attached_to"], f"no card {placed.state.attached_to!r} in play to attach to")
            attached = state.by_label(placed.label)
            attached.attached_to, attached.row = host.oid, None  # an attachment is in no row (710.1b)
    impossible = board_fault(state)
    if impossible is not None:
        where = next((p.loc + (["attached_to"] if p.state.attached_to else []) for p in board
                      if p.label == impossible.label), ["setup"])
        raise doc.error(where, impossible.message)
    if setup.phase == "start":
        for i, p in enumerate(setup.players):
            for j, cs in enumerate(p.play):  # 800.1d: only equipment kept by hearthing is in play already
                card = library.get(cs.card) if cs.card else None
                if card is None or card.type not in ("weapon", "armor", "item"):
                    raise doc.error(["setup", "players", i, "play", j], "before the game starts only heroes are in "
                                    "play, and equipment a player kept by hearthing in the last game (800.1d)")
            hero = state.by_label(p.hero.id or f"{slug(p.name)}-hero")
            if hero.definition.master_hero:
                raise doc.error(["setup", "players", i, "hero"], "a Master Hero starts the game in the deck, not as "
                                "the hero in play (301.4)")
            if hero.exhausted or hero.face_down or hero.damage:
                raise doc.error(["setup", "players", i, "hero"], "before the game begins each hero is put into play "
                                "ready, face up and without damage (301.1, 301.2)")
            if p.hand:
                raise doc.error(["setup", "players", i, "hand"], "before the game starts hands are empty: the opening "
                                "hand is the top seven cards of the deck (101.1)")
    for k, entry in enumerate(scenario.script):
        if entry.by not in names:
            raise doc.error(["script", k, "by"], f"unknown player {entry.by!r}")
        at = getattr(entry, "at", None)
        if at is not None and isinstance(at.turn, str) and at.turn not in names:
            raise doc.error(["script", k, "at", "turn"], f"unknown player {at.turn!r}: a turn is named by its number "
                            "or by the player whose turn it is")
    where = ["%s:%d:%d" % (doc.path, *doc.locate(["script", k])) for k in range(len(scenario.script))]
    game = Game(state, agents if agents is not None else ScriptAgent(list(scenario.script), where))
    game.library = library
    game.event, game.last_game = setup.event, setup.last_game_of_match
    game.starting = setup.phase == "start"
    game.chooser = setup.first_player_chosen_by
    game.until = scenario.until
    return game


def token_definition(library: CardLibrary, name: str):
    """The token that the named card's power (triggered or payment) puts into play."""
    card = library.get(name)
    effects = [e for p in (card.powers if card else []) for part in (p.triggered, p.payment) if part
               for e in part.effects]
    effects += card.effects if card else []
    made = [e for e in effects if isinstance(e, PutToken)]
    return token_card(made[0]) if made else None
