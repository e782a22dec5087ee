"""Leaving the game (102.2): a player who loses (102.1a) or concedes (102.1b) leaves at once,
before anything else happens (102.3), and takes the game's hold on their cards with them."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import CreateContinuous, CreateProhibition, DontReady, RestrictAttacks

if TYPE_CHECKING:
    from .game import Game

OUTSIDE = ("side", "collection")  # zones outside the game (100.3, 800.2): nothing of the game's
CONTINUOUS = (CreateContinuous, CreateProhibition, RestrictAttacks, DontReady)  # the lasting kinds of 714


def leave(game: Game, name: str, why: str, *rules: str) -> None:
    """102.2: the player leaves, and then, all as they leave: every link they control is
    interrupted by the game (103.3); every card they control but don't own goes back as 401.3b
    says; every continuous modifier they control stops applying; every card they own is removed
    from the game."""
    state = game.state
    state.player(name).lost = True
    game.trace.add(f"{why}: {name} loses the game and leaves it.", *rules, "102.2", "102.3")
    interrupt_links(game, name)
    hand_back(game, name)
    stop_modifiers(game, name)
    owned = [c for c in state.cards.values() if c.owner == name and c.zone not in OUTSIDE]
    shown = [c for c in owned if c.zone in ("play", "chain") and c.definition.type != "hero"]
    for card in owned:
        card.zone = "removed"
    if shown:
        game.trace.add(f"Every card {name} owns is removed from the game, {', '.join(map(str, shown))} among them; "
                       f"none of them can leave the removed-from-game zone while {name} is out of the game.", "102.2")


def interrupt_links(game: Game, name: str) -> None:
    """102.2, 103.3: the game interrupts every link the leaving player controls, newest first."""
    from .chain import interrupt
    for link in [l for l in reversed(game.state.chain) if l.controller == name and l.kind != "proposal"]:
        interrupt(game, link, f"{name} has left the game, and the game interrupts every link they control",
                  "102.2", "103.3", graveyard=link.source.owner != name)  # their own cards are removed instead


def hand_back(game: Game, name: str) -> None:
    """102.2, 401.3b: a card the leaving player controls but doesn't own goes to the player who
    controlled it before a control change (the player who put it into play), if still in the game;
    otherwise it is removed from the game."""
    state = game.state
    active = {p.name for p in state.active_players}
    for card in sorted(state.in_play(), key=lambda c: c.timestamp):
        if card.controller != name or card.owner == name:
            continue
        back = card.held_by if card.held_by in active else card.owner if card.owner in active else None
        if back is None:
            card.zone = "removed"
            game.trace.add(f"{name} controlled {card}, and no player still in the game put it into play: it is removed "
                           "from the game.", "102.2", "401.3b")
            continue
        card.controller, card.held_by = back, None
        game.trace.add(f"{name} controlled {card}, which {card.owner} owns: control of it passes to {back}, who put it "
                       "into play.", "102.2", "401.3b")


def stop_modifiers(game: Game, name: str) -> None:
    """102.2: every continuous modifier the leaving player controls stops applying."""
    state = game.state
    stopped = [m for m in state.modifiers if m.controller == name and isinstance(m.spec, CONTINUOUS)]
    if not stopped:
        return
    state.modifiers = [m for m in state.modifiers if not any(m is s for s in stopped)]
    game.trace.add(f"The continuous modifiers {name} controls stop applying (from "
                   f"{', '.join(dict.fromkeys(str(m.source) for m in stopped))}).", "102.2")
