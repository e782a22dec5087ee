"""Who may look at a card (415): hidden and public information by zone, the top card of a deck
that a player may look at whenever they have priority (415.3e) or plays revealed (415.3f), and
face-down resources only their controller sees (415.8c)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import CreateContinuous
from . import characteristics
from .characteristics import (compute_views, continuous_modifiers, kept_through_trials, per_in_play, sources_writes,
                              stat_cards)
from .state import deck

if TYPE_CHECKING:
    from .context import Context
    from .state import Card, State


def top_card_modifiers(state: State) -> list:
    return [m for m in continuous_modifiers(state) if m.stat.top_card]


def top_card_powers(state: State, player: str, mods: list | None = None) -> dict[str, Card]:
    """415.3e, 415.3f: what modifiers on the player's hero let them do with their top card
    ("look", "revealed"), each with the card whose power says so (the oldest)."""
    mods = top_card_modifiers(state) if mods is None else mods
    found: dict[str, Card] = {}
    hero = state.hero(player)
    if not mods or hero is None:
        return found
    views = compute_views(state)
    for mod in mods:
        if hero.oid in views and mod.fits(state, views[hero.oid]):
            found.setdefault(mod.stat.top_card, mod.source)
    return found


def top_card(state: State, player: str) -> Card | None:
    cards = deck(state, player)
    return cards[0] if cards else None


def seen_by(game: Context) -> dict[int, list[str]]:
    """For each card of the game, the players who may look at its face now, in seat order."""
    state = game.state
    everyone = [p.name for p in state.players]
    tops = {p.name: top_card(state, p.name) for p in state.players}
    mods = top_card_modifiers(state)
    powers = {name: top_card_powers(state, name, mods) for name, top in tops.items() if top is not None}

    def deck_card(card: Card) -> list[str]:
        if state.player(card.owner).deck_turned:  # 415.3d
            return everyone
        if tops.get(card.owner) is card:
            if "revealed" in powers[card.owner]:  # 415.3f
                return everyone
            if "look" in powers[card.owner] and game.holding == card.owner:  # 415.3e: any time = with priority
                return [card.owner]
        return []  # 415.3a

    def one(card: Card) -> list[str]:
        if card.zone == "play":  # 415.8c: public, but a face-down resource only to its controller
            return [card.controller] if card.row == "resource" and card.face_down else everyone
        if card.zone == "hand":  # 415.4a
            return [card.owner]
        if card.zone in ("graveyard", "chain"):  # 415.5a; 415.6a: a resource placed face down isn't public
            return [card.controller] if card.face_down else everyone
        if card.zone == "removed":  # 415.7b
            return [card.owner] if card.face_down else everyone
        return deck_card(card) if card.zone == "deck" else []

    return {oid: one(card) for oid, card in state.cards.items()}


# id(state) → (the state, its sources stamp, whether a modifier may let a player see a top card)
_TOP_SOURCES: dict[int, tuple] = kept_through_trials({}, sources_writes)


def may_show_top_cards(state: State) -> bool:
    """Could a modifier let a player look at or reveal their top card (415.3e, 415.3f)? Not unless
    a card in play has such a continuous power, or a link made such a modifier: read again only when
    the roster of play or the modifiers change (characteristics.sources_writes), not at every priority.
    With characteristics.CHECK_CACHE on, a "no" is checked against the modifiers in effect."""
    found = per_in_play(_TOP_SOURCES, state, lambda: _top_sources_read(state), sources_writes)
    if characteristics.CHECK_CACHE and not found and top_card_modifiers(state):
        raise AssertionError("a modifier shows a top card, though the reading of its sources says none can")
    return found


def _top_sources_read(state: State) -> bool:
    return any(stat.top_card for _, stats in stat_cards(state) for stat in stats) or \
        any(isinstance(m.spec, CreateContinuous) and m.spec.create_continuous.top_card for m in state.modifiers)


def note_priority(game: Context, player: str) -> None:
    """As a player receives priority: the top cards they may now look at (415.3e) or that are now
    revealed (415.3f), said once for each new top card."""
    state = game.state
    game.holding = player
    if not may_show_top_cards(state):  # most boards: nothing to say, and the modifiers need not be read
        return
    mods = top_card_modifiers(state)
    for p in state.players if mods else ():
        powers = top_card_powers(state, p.name, mods)
        card = top_card(state, p.name)
        if card is None or p.deck_turned:
            continue
        if "revealed" in powers and game.top_noted.get((p.name, "revealed")) != card.oid:
            game.top_noted[(p.name, "revealed")] = card.oid
            game.trace.add(f"{p.name} plays with the top card of their deck revealed ({powers['revealed']}): it is now "
                           f"{card}, and every player may see it.", "415.3f", power=powers["revealed"].name)
        elif "look" in powers and "revealed" not in powers and p.name == player \
                and game.top_noted.get((p.name, "look")) != card.oid:
            game.top_noted[(p.name, "look")] = card.oid
            game.trace.add(f"{p.name} has priority, so {powers['look']} lets them look at the top card of their deck "
                           f"(\"at any time\" means whenever they have priority): it is {card}; nobody else sees it.",
                           "415.3e", power=powers["look"].name)


def beneath_unrevealed(game: Context, player: str, taken: int) -> None:
    """415.3f: while another effect has the player look at or reveal cards from the top of a deck
    played with its top card revealed, the card beneath them is not revealed."""
    if taken and "revealed" in top_card_powers(game.state, player):
        game.trace.add(f"{player} plays with the top card of their deck revealed, but while this effect has them "
                       f"handle the top {f'{taken} cards' if taken > 1 else 'card'}, the card beneath "
                       "is not revealed; only the top card once the effect is over is.", "415.3f")


def marked_among_alike(game: Context, flagged: list[Card], why: str) -> None:
    """415.8c: face-down resources look alike; when a modifier affects some of a player's and not
    the others, which ones it affects stays known (the engine keeps each card apart)."""
    state = game.state
    for card in flagged:
        if card.zone != "play" or card.row != "resource" or not card.face_down:
            continue
        alike = [c for c in state.in_play() if c is not card and c.controller == card.controller
                 and c.row == "resource" and c.face_down and c not in flagged]
        if alike:
            game.trace.add(f"{card} looks like {card.controller}'s other face-down resources "
                           f"({', '.join(c.label for c in alike)}), but only it is {why}: it is kept apart from "
                           f"them, though {card.controller} may rearrange the resource row, and only "
                           f"{card.controller} may look at its face.", "415.8c")
