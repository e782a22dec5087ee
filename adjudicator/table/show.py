"""The board as text for a terminal: each player's hero, cards in play, resources, hand, deck and
graveyard, by id and name (with the Chinese name), with current ATK and health; the chain and a
combat."""
from __future__ import annotations

from ..engine.agents import step_now
from ..engine.characteristics import compute_views
from ..engine.deck import deck as deck_of
from ..engine.game import Game
from ..engine.state import Card

STEPS = {"ready": "ready step", "draw": "draw step", "action": "action phase", "attack-window":
         "combat step, attack window", "defend-window": "combat step, defend window", "end": "end phase"}


def board_text(game: Game, started: bool = True, before_first_turn: bool = False) -> str:
    state = game.state
    views = compute_views(state)
    when = (f"Before the first turn, which is {state.turn_player}'s" if before_first_turn else
            f"Turn {state.turn}: {state.turn_player}'s turn, {STEPS.get(step_now(game), step_now(game))}"
            if started else f"The board as set up ({state.turn_player} takes the first turn shown)")
    lines = [f"{when}. Chain: {'empty' if not state.chain else str(len(state.chain)) + ' link(s)'}."]
    if state.result is not None:
        winners = state.result["winners"]
        lines.append("The game is over: " + (f"{' and '.join(winners)} won." if winners else "a draw."))
    for link_no, link in enumerate(state.chain, 1):
        aimed = ", ".join(f"{slot}: {card}" for slot, card in link.chosen_targets.items())
        aimed += ", ".join(f"{slot}: {name}" for slot, name in link.players.items())
        lines.append(f"  link {link_no} (bottom first): {link.source} — {link.kind}, controlled by {link.controller}"
                     + (f"; targets {aimed}" if aimed else ""))
    if state.combat is not None:
        fight = state.combat
        lines.append(f"  combat: {fight.attacker} attacks {fight.defender} ({fight.step})")
    width = max([18] + [len(c.label) + 1 for c in state.cards.values()])  # the id column
    for p in state.players:
        lines += [""] + player_lines(game, p.name, views, width)
    return "\n".join(lines) + "\n"


def player_lines(game: Game, name: str, views, width: int = 18) -> list[str]:
    state, player = game.state, game.state.player(name)
    head = name + (" — turn player" if name == state.turn_player else "") + (" — has lost" if player.lost else "")
    if player.team != name:
        head += f" (team {player.team})"
    lines = [head]
    mine = sorted((c for c in state.in_play() if c.controller == name and c.row != "resource"), key=lambda c: c.timestamp)
    heroes = [c for c in mine if c.definition.type == "hero"]
    rows = [("hero", heroes), ("in play", [c for c in mine if c not in heroes])]
    for title, cards in rows:
        for i, card in enumerate(cards):
            lines.append(f"  {title if i == 0 else '':<20}{card.label:<{width}} {describe(state, card, views.get(card.oid))}")
    named = [c for c in player.resource_cards() if not c.unnamed]
    unnamed = [c for c in player.resource_cards() if c.unnamed]
    lines.append(f"  {'resources':<20}{player.ready_resources} ready, {player.exhausted_resources} exhausted"
                 + (f" ({', '.join(c.label for c in unnamed)})" if unnamed else ""))
    for card in named:
        lines.append(f"  {'':<20}{card.label:<{width}} {describe(state, card, views.get(card.oid))}")
    for zone, cards in (("hand", mine_in(state, name, "hand")), ("deck", deck_of(state, name)),
                        ("graveyard", mine_in(state, name, "graveyard")), ("removed", mine_in(state, name, "removed"))):
        title = f"{zone} ({len(cards)}{', top first' if zone == 'deck' and len(cards) > 1 else ''})"
        if not cards:
            lines.append(f"  {title}")
        for i, card in enumerate(cards):
            lines.append(f"  {title if i == 0 else '':<20}{card.label:<{width}} {name_of(card)}")
    return lines


def mine_in(state, name: str, zone: str) -> list[Card]:
    return sorted((c for c in state.cards.values() if c.owner == name and c.zone == zone), key=lambda c: c.timestamp)


def name_of(card: Card) -> str:
    d = card.definition
    return d.name + (f" {d.zh}" if d.zh else "")


def describe(state, card: Card, view) -> str:
    """"Generic Horde Hero · hero · health 30 · 8 damage · exhausted"."""
    if card.row == "resource" and card.face_down:
        parts = [f"{name_of(card)} (face down: blank, 412.1b)"]
    else:
        parts = [name_of(card), card.definition.type]
        if view is not None and view.is_character:
            parts.append(f"ATK {view.atk}, health {view.health}" if card.definition.type != "hero" or view.atk
                         else f"health {view.health}")
        if view is not None and view.keywords:
            parts.append(", ".join(sorted(view.keywords)))
    if card.damage:
        parts.append(f"{card.damage} damage")
    if card.exhausted:
        parts.append("exhausted")
    if card.face_down and card.row != "resource":
        parts.append("face down")
    if card.attached_to is not None and card.attached_to in state.cards:
        parts.append(f"attached to {state.cards[card.attached_to].label}")
    if card.controller != card.owner:
        parts.append(f"owned by {card.owner}")
    return " · ".join(parts)
