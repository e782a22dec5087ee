"""What effects do when their link resolves (709): one small performer per effect of the card
language. A new kind of effect is a model in ``cards/model.py`` plus a performer here."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..cards.model import CardDefinition, CreateModifier, DealDamage, PutToken
from ..cards.selectors import select
from .characteristics import compute_views
from .damage import Packet, deal
from .state import Card, Link, Modifier

if TYPE_CHECKING:
    from .game import Game


def deal_damage(game: Game, link: Link, effect: DealDamage) -> None:
    """408.1: one packet to each card picked, from the source character."""
    views = compute_views(game.state)
    sources = select(game.state, effect.source, views, link.controller, link.source, link.targets)
    dests = select(game.state, effect.to, views, link.controller, link.source, link.targets)
    if sources and dests:
        deal(game, [Packet(sources[0], d, effect.deal_damage, effect.damage_type, link.controller) for d in dests])


def create_modifier(game: Game, link: Link, effect: CreateModifier) -> None:
    state = game.state
    spec = effect.create_modifier
    mod = Modifier(len(state.modifiers) + 1, spec, link.controller, link.source, dict(link.targets),
                   state.tick(), spec.uses, state.turn)
    state.modifiers.append(mod)
    lasting = "this turn" if spec.duration == "this-turn" else "while it is in play"
    game.trace.add(f"{link.source} creates a replacement modifier lasting {lasting}.", "712.1", "716.1",
                   power=link.source.name)


def put_token(game: Game, link: Link, effect: PutToken) -> Card:
    player = link.controller
    count = game.token_serial()
    token = game.state.add_card(f"{effect.put_token.lower()}-token-{count}", token_card(effect), player, "play",
                                token=True)
    game.trace.add(f"A {effect.put_token} ally token ({effect.atk} ATK / {effect.health} health) enters play "
                   f"under {player}'s control as {token}.", "404.2", "710.1")
    return token


def token_card(effect: PutToken) -> CardDefinition:
    """404.2: a token with no name given is named after its tag."""
    return CardDefinition(name=effect.put_token, type=effect.kind, tags=[effect.put_token], traits=effect.traits,
                          atk=effect.atk, health=effect.health,
                          text=f"A {effect.atk} ATK / {effect.health} health {effect.kind} token.")


PERFORMERS: dict[type, Callable] = {
    DealDamage: deal_damage,
    PutToken: put_token,
    CreateModifier: create_modifier,
}


def perform(game: Game, link: Link, effect) -> None:
    PERFORMERS[type(effect)](game, link, effect)
