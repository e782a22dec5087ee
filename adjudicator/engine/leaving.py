"""Leaving the game (102.2): a player who loses (102.1a) or concedes (102.1b) leaves at once,
before anything else happens (102.3), and takes the game's hold on their cards with them."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import CreateContinuous, CreateProhibition, DontReady, RestrictAttacks
from .characteristics import compute_views
from .moves import fall_with_hosts
from .triggers import watch_destroyed
from .resolution import interrupt

if TYPE_CHECKING:
    from .context import Context

OUTSIDE = ("side", "collection")  # zones outside the game (100.3, 800.2): nothing of the game's
CONTINUOUS = (CreateContinuous, CreateProhibition, RestrictAttacks, DontReady)  # the lasting kinds of 714


def leave(game: Context, name: str, why: str, *rules: str) -> None:
    """102.2: the player leaves, and then, all as they leave: every link they control is
    interrupted by the game (103.3); every card they control but don't own goes back as 401.3b
    says; every continuous modifier they control stops applying; every card they own is removed
    from the game, each a new card there (415.9a), and attachments of others on their cards in
    play are destroyed with their hosts (400.4)."""
    state = game.state
    state.player(name).lost = True
    game.trace.add(f"{why}: {name} loses the game and leaves it.", *rules, "102.2", "102.3")
    interrupt_links(game, name)
    hand_back(game, name)
    stop_modifiers(game, name)
    remove_owned(game, name)


def remove_owned(game: Context, name: str) -> None:
    """102.2: every card the player owns in the game is removed from it, and can't leave the
    removed-from-game zone while they are out of the game."""
    state = game.state
    owned = sorted((c for c in state.cards.values() if c.owner == name and c.zone not in (*OUTSIDE, "removed")),
                   key=lambda c: c.oid)
    if not owned:
        return
    views = compute_views(state)
    shown = [c for c in owned if c.zone in ("play", "chain") and c.definition.type != "hero"]
    for card in owned:
        state.move(card, "removed")
    game.trace.add(f"Every card {name} owns ({len(owned)}) is removed from the game, each a new card there"
                   f"{', ' + ', '.join(map(str, shown)) + ' among them' if shown else ''}; none of them can leave the "
                   f"removed-from-game zone while {name} is out of the game.", "102.2", "415.9a")
    watch_destroyed(game, fall_with_hosts(game, [c for c in owned if c.zone == "play"], views), views)


def interrupt_links(game: Context, name: str) -> None:
    """102.2, 103.3: the game interrupts every link the leaving player controls, newest first."""
    state = game.state
    for link in [l for l in reversed(state.chain) if l.controller == name]:
        interrupt(game, link, f"{name} has left the game, and the game interrupts every link they control",
                  "102.2", "103.3", graveyard=link.source.owner != name)  # their own cards are removed instead
        if link.kind == "proposal" and state.combat is not None:
            state.combat = None
            game.trace.add("The proposed attacker and defender are no longer proposed.", "102.2", "711.1")


def hand_back(game: Context, name: str) -> None:
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


def stop_modifiers(game: Context, name: str) -> None:
    """102.2: every continuous modifier the leaving player controls stops applying."""
    state = game.state
    stopped = [m for m in state.modifiers if m.controller == name and isinstance(m.spec, CONTINUOUS)]
    if not stopped:
        return
    state.modifiers = [m for m in state.modifiers if not any(m is s for s in stopped)]
    game.trace.add(f"The continuous modifiers {name} controls stop applying (from "
                   f"{', '.join(dict.fromkeys(str(m.source) for m in stopped))}).", "102.2")
