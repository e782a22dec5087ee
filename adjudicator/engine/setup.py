"""Setting up a game from a scenario's board (the scenario format's ``setup``): players, cards in
their zones, resources as cards (412), attachments (400), and the script."""
from __future__ import annotations


from ..cards.library import CardLibrary, default_library
from ..cards.model import CardDefinition, PutToken
from ..formats.scenario import CardState, Scenario
from ..limits import MAX_CARDS
from ..yamlio import Document
from .effects import token_card
from .agents import Agent, ScriptAgent
from .game import Game
from .state import Player, State, slug


UNNAMED_RESOURCE = CardDefinition(
    name="Unnamed resource", type="quest",
    text="A card placed face down as a resource whose face the scenario doesn't give (a setup's `resources: N`). "
         "Face down it is blank (412.1b); should it ever leave play, this placeholder is all that is known of it.")


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
    total = sum(1 + len(p.play) + len(p.hand) + len(p.deck) + len(p.graveyard) + len(p.resource_row)
                + p.resources + p.exhausted_resources for p in setup.players)
    if total > MAX_CARDS:
        raise doc.error(["setup", "players"], f"the board holds {total:,} cards, over the limit: at most {MAX_CARDS:,} "
                                              "in a game")
    used: set[str] = set()
    for i, p in enumerate(setup.players):
        where = ["setup", "players", i]
        place(state, library, doc, p.hero, p.name, "play", used, where + ["hero"], default_id=f"{slug(p.name)}-hero")
        for zone in ("play", "hand", "deck", "graveyard"):
            for j, cs in enumerate(getattr(p, zone)):
                place(state, library, doc, cs, p.name, zone, used, where + [zone, j])
        for field, zone in (("side_deck", "side"), ("collection", "collection")):  # outside the game (100.3, 800.2)
            for j, cs in enumerate(getattr(p, field)):
                place(state, library, doc, cs, p.name, zone, used, where + [field, j])
        for n in range(p.resources + p.exhausted_resources):  # unnamed face-down resources (412.1b)
            label = f"{slug(p.name)}-resource-{n + 1}"
            if label in used:
                raise doc.error(where + ["resources"], f"the id {label!r} is kept for an unnamed resource")
            used.add(label)
            state.add_card(label, UNNAMED_RESOURCE, p.name, "play", row="resource", face_down=True, unnamed=True,
                           exhausted=n >= p.resources)
        for j, cs in enumerate(p.resource_row):  # named resources, face up or face down (412.1b, 412.2)
            place(state, library, doc, cs, p.name, "play", used, where + ["resource_row", j])
            state.by_label(cs.id or slug(cs.card or cs.token_from)).row = "resource"
    for i, p in enumerate(setup.players):  # attachments, once every host is on the board (400)
        for j, cs in enumerate(p.play):
            if cs.attached_to is not None:
                host = state.by_label(cs.attached_to)
                if host is None or host.zone != "play":
                    raise doc.error(["setup", "players", i, "play", j, "attached_to"],
                                    f"no card {cs.attached_to!r} in play to attach to")
                state.by_label(cs.id or slug(cs.card or cs.token_from)).attached_to = host.oid
    if setup.phase == "start":
        for i, p in enumerate(setup.players):
            for j, cs in enumerate(p.play):  # 800.1d: only equipment kept by hearthing is in play already
                card = library.get(cs.card) if cs.card else None
                if card is None or card.type not in ("weapon", "armor", "item"):
                    raise doc.error(["setup", "players", i, "play", j], "before the game starts only heroes are in "
                                    "play, and equipment a player kept by hearthing in the last game (800.1d)")
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


def place(state: State, library: CardLibrary, doc: Document, cs: CardState, owner: str, zone: str,
          used: set[str], loc: list, default_id: str | None = None) -> None:
    if cs.token_from is not None:
        definition = token_definition(library, cs.token_from)
        if definition is None:
            raise doc.error(loc + ["token_from"], f"{cs.token_from!r} is not a card whose power puts a token into play")
    else:
        definition = library.get(cs.card)
        if definition is None:
            raise doc.error(loc + ["card"], f"unknown card {cs.card!r} (not in scenarios/cards)")
    label = cs.id or default_id or slug(definition.name)
    if label in used:
        raise doc.error(loc, f"two cards are called {label!r}: give one an 'id'")
    used.add(label)
    state.add_card(label, definition, owner, zone, exhausted=cs.exhausted, damage=cs.damage,
                   token=cs.token_from is not None, chosen=dict(cs.chosen), face_down=cs.face_down)


def token_definition(library: CardLibrary, name: str):
    """The token that the named card's power puts into play."""
    card = library.get(name)
    effects = [e for p in (card.powers if card else []) if p.triggered for e in p.triggered.effects]
    effects += card.effects if card else []
    made = [e for e in effects if isinstance(e, PutToken)]
    return token_card(made[0]) if made else None
