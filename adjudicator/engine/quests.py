"""Quests (306, 702) and the named cards of a resource row (412.2). A player's resources are their
face-down resources, counted, plus the cards named in the resource row (a quest placed face up);
any of them can be exhausted for a resource cost. A cost is paid with face-down resources first,
then with resource-row cards, oldest first, unless the script names the cards (documented default)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .characteristics import powers_of
from .state import Card, Link

if TYPE_CHECKING:
    from .game import Game


def row_cards(game: Game, player: str) -> list[Card]:
    return sorted((c for c in game.state.in_play() if c.row == "resource" and c.controller == player),
                  key=lambda c: c.timestamp)


def face_down_ready(game: Game, player: str) -> int:
    """The ready resources that are not named cards."""
    p = game.state.player(player)
    return p.ready_resources - sum(1 for c in row_cards(game, player) if not c.exhausted)


def settle(game: Game, player: str) -> None:
    """After ``exhausted_resources`` grew by a payment: if the face-down resources could not cover it,
    the rest was paid by exhausting resource-row cards, oldest first (412.2)."""
    short = -face_down_ready(game, player)
    for card in [c for c in row_cards(game, player) if not c.exhausted][:max(0, short)]:
        card.exhausted = True
        game.trace.add(f"{card}, a resource in {player}'s resource row, is exhausted as part of that payment.", "412.2")


def complete(game: Game, player: str, label: str, pay_with: list[str], chosen: dict[str, str]) -> None:
    """702.2: completing a quest adds its reward effect to the chain, by the steps of 707.1; the
    quest may exhaust itself to pay (702.1) and is turned face down as part of paying, staying a
    resource (702.2)."""
    from .chain import IllegalAction, choose_targets
    state = game.state
    quest = state.by_label(label)
    if quest is None or quest.zone != "play" or quest.row != "resource":
        raise IllegalAction("306.1", f"{label} is not a card in a resource row")
    if quest.controller != player:
        raise IllegalAction("702.2", f"only {quest.controller}, who controls {quest}, may complete it")
    if quest.face_down:
        raise IllegalAction("412.1b", f"{quest} is a face-down resource: it is blank and has no reward power")
    rewards = [p.reward for p in powers_of(state, quest) if p.reward]
    if not rewards:
        raise IllegalAction("702.1", f"{quest} has no reward power")
    reward = rewards[0]
    targets = choose_targets(game, quest, player, chosen, reward.targets)
    cost = reward.cost.resources
    payers = []
    for name in pay_with:
        card = state.by_label(name)
        if card is None or card not in row_cards(game, player) or card.exhausted or card in payers:
            raise IllegalAction("412.2", f"{name} is not a ready resource in {player}'s resource row")
        payers.append(card)
    if len(payers) > cost or cost - len(payers) > face_down_ready(game, player):
        raise IllegalAction("403.1", f"{player} can't pay ({cost}) to complete {quest} that way")
    game.trace.add(f"{player} completes {quest}.", "702.2", "707.1a")
    p = state.player(player)
    for card in payers:
        card.exhausted = True
        p.exhausted_resources += 1
        game.trace.add(f"{card} is exhausted to pay the completion cost"
                       f"{' (a quest may exhaust itself for its own cost)' if card is quest else ''}.",
                       "412.2", *(["702.1"] if card is quest else []))
    if cost > len(payers):
        p.exhausted_resources += cost - len(payers)
        game.trace.add(f"{player} exhausts {cost - len(payers)} face-down resources for the rest of the cost.", "412.2")
    flipped = state.move(quest, "play")  # 412.1b: a card that becomes a face-down resource is a new card
    flipped.row, flipped.face_down, flipped.exhausted = "resource", True, quest.exhausted
    game.trace.add(f"As part of paying, {quest} is turned face down. It stays in the resource row as a "
                   "face-down resource, blank and a new card.", "702.2", "412.1b", "415.9a")
    state.chain.append(Link(flipped, player, list(reward.effects), targets, "power", quest.name,
                            specs=list(reward.targets)))
    game.trace.add(f"The reward effect of {quest} is added to the chain (chain: {len(state.chain)}).",
                   "705.3", "707.1f")
