"""Quests (306, 702): completing a quest in your resource row. A quest placed face up is a
resource like any other (412.2); completing it turns it face down as part of paying (702.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import costs, paying
from .characteristics import compute_views, powers_of, printed
from .triggers import Event, watch
from .decisions import IllegalAction
from .chain import choose_players, choose_targets, on_top, on_top_rules, paid_cards
from .resources import pay, choose_payers, turn_face_down
from .conditions import condition_rules, holds
from .state import Link

if TYPE_CHECKING:
    from .context import Context
    from .state import Card


def complete(game: Context, player: str, label: str, pay_with: list[str], chosen: dict[str, str],
             number: int = 1) -> None:
    """702.2: completing a quest adds its reward effect to the chain, by the steps of 707.1; the
    quest may exhaust itself to pay (702.1) and is turned face down as part of paying, staying a
    resource (702.2)."""
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
    if number > len(rewards):
        raise IllegalAction("702.1", f"{quest} has no reward power number {number}")
    reward = rewards[number - 1]
    if reward.only_your_turn and state.turn_player != player:  # a restriction on when the cost may be paid
        raise IllegalAction("702.1", f"{quest} may be completed only on its controller's turn")
    targets = choose_targets(game, quest, player, chosen, reward.targets)
    players = choose_players(game, quest, player, chosen, reward.targets)  # "target player" (706.1)
    held = ""
    if reward.only_if is not None:  # "if …, pay (N) to complete this quest" (701.1)
        true, fact = holds(game, reward.only_if, player, quest)
        held = f"; the condition it may be completed under holds: {fact}"
        if not true:
            raise IllegalAction("701.1", f"{quest} can be completed only while its condition holds, and it doesn't: "
                                         f"{fact}", also=condition_rules(reward.only_if))
    cost = costs.work_out(state, "complete", quest, reward.cost.resources)
    payers = choose_payers(game, player, cost.total, pay_with)  # raises before anything changes
    plan = paying.plan(game, quest, player, reward.cost, None, f"the completion cost of {quest}")  # 403.1, 702.1
    face_up = printed(quest)  # "when an opponent completes a quest": the quest as it was
    game.trace.add(f"{player} completes {quest} by its reward power" + (
                   f", number {number} of its {len(rewards)}: each is tied only to its own completion cost, here "
                   f"({reward.cost.resources}), and its own restrictions" if len(rewards) > 1 else "") + held + ".",
                   "702.2", "707.1a", "306.2", *(["702.2a"] if len(rewards) > 1 else []), *(["701.1", *condition_rules(reward.only_if)] if held else []))
    costs.say(game, quest, cost)
    pay(game, player, cost.total, f"the completion of {quest}", "702.1", pay_with=pay_with)
    costs.use(game, cost)
    paid = paying.pay_parts(game, quest, player, reward.cost, plan, f"the completion cost of {quest}",
                            f" to pay the completion cost of {quest}")  # 702.1: all before "Reward:" is the cost
    if state.player(player).lost:  # destroying their hero to pay made them leave, and their cards with them (102.3)
        game.trace.add(f"{player} has left the game while paying, so the completion of {quest} goes no further.",
                       "102.3")
        return
    if quest in payers:
        game.trace.add(f"{quest} is one of the resources exhausted: a quest may exhaust itself to pay its own "
                       "completion cost.", "702.1")
    if state.cards.get(quest.oid) is not quest:  # destroyed (or else moved) to pay: the quest is not in play now
        flipped = quest
        game.trace.add(f"{quest} left play as its completion cost was paid, so it is not turned face down; its reward "
                       "effect is still added to the chain.", "702.2", "707.1e")
    else:
        flipped = turn_face_down(game, quest, f"As part of paying, {quest} is turned face down: the whole cost is "
                                 "paid, its parts in any order. It stays in the resource row as a face-down resource, "
                                 "blank and a new card.", "702.2", "707.1e", "412.1b", "415.9a")
    below = on_top(game, Link(flipped, player, list(reward.effects), {**targets, **paid_cards(paid)}, "power",
                              quest.name, specs=list(reward.targets), players=players,
                              destroyed_to_pay=paid.get("destroyed")))
    game.trace.add(f"The reward effect of {quest} is added to the chain (chain: {len(state.chain)}){below}: "
                   "completing a quest is playing an effect, not playing a card.", "705.3", "707.1f", "410.2",
                   "410.3", *on_top_rules(below))
    watch(game, [Event("completed", subject=quest)], compute_views(state), {quest.oid: face_up})  # 707.1f
