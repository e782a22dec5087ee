"""Quests (306, 702): completing a quest in your resource row. A quest placed face up is a
resource like any other (412.2); completing it turns it face down as part of paying (702.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .characteristics import compute_views, continuous_modifiers, powers_of

if TYPE_CHECKING:
    from .game import Game
    from .state import Card


def completion_cost(game: Game, quest: Card, base: int) -> tuple[int, list]:
    """707.1e: the completion cost with any additions and reductions (they add up; the cost is never
    below 0, 403.2): continuous modifiers with ``completion_cost`` on the quest. Returns the total
    and what changed it."""
    state = game.state
    views = compute_views(state)
    changes = [(m, m.stat.completion_cost) for m in continuous_modifiers(state)
               if m.stat.completion_cost and quest.oid in views and m.fits(state, views[quest.oid])]
    return max(0, base + sum(n for _, n in changes)), changes


def say_cost(game: Game, quest: Card, base: int, total: int, changes: list) -> None:
    if changes:
        said = ", ".join(f"{'+' if n > 0 else '−'}({abs(n)}) from {m.source}'s modifier" for m, n in changes)
        game.trace.add(f"Its completion cost is ({base}); with {said} it is ({total}).", "707.1e",
                       *(["403.2"] if base + sum(n for _, n in changes) < 0 else []))


def complete(game: Game, player: str, label: str, pay_with: list[str], chosen: dict[str, str]) -> None:
    """702.2: completing a quest adds its reward effect to the chain, by the steps of 707.1; the
    quest may exhaust itself to pay (702.1) and is turned face down as part of paying, staying a
    resource (702.2)."""
    from .chain import IllegalAction, choose_targets, pay
    from .resources import choose_payers
    from .state import Link
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
    cost, changes = completion_cost(game, quest, reward.cost.resources)
    payers = choose_payers(game, player, cost, pay_with)  # raises before anything changes
    game.trace.add(f"{player} completes {quest}.", "702.2", "707.1a")
    say_cost(game, quest, reward.cost.resources, cost, changes)
    pay(game, player, cost, f"the completion of {quest}", "702.1", pay_with=pay_with)
    if quest in payers:
        game.trace.add(f"{quest} is one of the resources exhausted: a quest may exhaust itself to pay its own "
                       "completion cost.", "702.1")
    flipped = state.move(quest, "play")  # 412.1b: a card that becomes a face-down resource is a new card
    flipped.row, flipped.face_down, flipped.exhausted = "resource", True, quest.exhausted
    game.trace.add(f"As part of paying, {quest} is turned face down: the whole cost is paid, its parts in any order. "
                   "It stays in the resource row as a face-down resource, blank and a new card.", "702.2", "707.1e",
                   "412.1b", "415.9a")
    state.chain.append(Link(flipped, player, list(reward.effects), targets, "power", quest.name,
                            specs=list(reward.targets)))
    game.trace.add(f"The reward effect of {quest} is added to the chain (chain: {len(state.chain)}).",
                   "705.3", "707.1f")
