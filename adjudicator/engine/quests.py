"""Quests (306, 702): completing a quest in your resource row. A quest placed face up is a
resource like any other (412.2); completing it turns it face down as part of paying (702.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import costs, paying
from .characteristics import compute_views, powers_of, printed
from .triggers import Event, watch
from .decisions import Decision, IllegalAction, Option
from .selectors import related
from .chain import choose_players, choose_targets, mode_targets, on_top, on_top_rules, paid_cards
from .resources import pay, choose_payers, turn_face_down
from .conditions import condition_rules, holds
from .state import Link

if TYPE_CHECKING:
    from .context import Context
    from .state import Card


def complete(game: Context, player: str, label: str, pay_with: list[str], chosen: dict[str, str],
             number: int = 1, mode: int | list[int] | None = None) -> None:
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
    modes = reward_modes(game, quest, player, reward, mode)  # 707.1c, before the targets (707.1d)
    specs = mode_targets(f"{quest}'s reward", reward.targets, reward.modes, modes, chosen)
    targets = choose_targets(game, quest, player, chosen, specs)
    players = choose_players(game, quest, player, chosen, specs)  # "target player" (706.1)
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
    below = on_top(game, Link(flipped, player, list(reward.effects) + [e for m in modes for e in m.effects],
                              {**targets, **paid_cards(paid)}, "power", quest.name, specs=specs, players=players,
                              destroyed_to_pay=paid.get("destroyed")))
    game.trace.add(f"The reward effect of {quest} is added to the chain (chain: {len(state.chain)}){below}: "
                   "completing a quest is playing an effect, not playing a card.", "705.3", "707.1f", "410.2",
                   "410.3", *on_top_rules(below))
    watch(game, [Event("completed", subject=quest)], compute_views(state), {quest.oid: face_up})  # 707.1f


def reward_modes(game: Context, quest: Card, player: str, reward, mode: int | list[int] | None) -> list:
    """707.1c: the modes of the reward chosen as the quest is completed, each at most once. 'Choose one:' the
    quest's controller names it (the complete action's `mode`), both of two while ``both_if`` holds for them;
    'An opponent chooses one:' the controller first chooses an opponent, who chooses the mode (a decision)."""
    if not reward.modes:
        if mode is not None:
            raise IllegalAction("707.1c", f"{quest}'s reward has no modes to choose")
        return []
    if reward.opponent_chooses:
        if mode is not None:
            raise IllegalAction("707.1c", f"an opponent of {player} chooses the mode of {quest}'s reward, not {player}")
        return [reward.modes[opponent_picks(game, quest, player, reward) - 1]]
    picks = [] if mode is None else [mode] if isinstance(mode, int) else list(mode)
    numbers = f"{quest}'s reward modes are numbered 1 to {len(reward.modes)}"
    if not picks or len(set(picks)) < len(picks) or any(not 1 <= n <= len(reward.modes) for n in picks):
        raise IllegalAction("707.1c", f"completing {quest} needs its reward's mode chosen (`mode`): {numbers}, and "
                                      "none can be chosen twice")
    if len(picks) > 1:
        true, fact = (False, "it may choose only one") if reward.both_if is None else \
            holds(game, reward.both_if, player, quest)
        if not true:
            raise IllegalAction("707.1c", f"{player} may choose only one mode of {quest}'s reward: {fact}",
                                also=condition_rules(reward.both_if) if reward.both_if is not None else ())
        game.trace.add(f"{player} may choose both modes of {quest}'s reward, as its text allows while this holds: "
                       f"{fact}.", "707.1c", "103.1", *condition_rules(reward.both_if))
    game.trace.add(f"The mode{'s' if len(picks) > 1 else ''} chosen for {quest}'s reward: "
                   f"{', '.join(map(str, sorted(picks)))} of {len(reward.modes)}; targets are chosen only for the "
                   "modes chosen.", "707.1c", "707.1d")
    return [reward.modes[n - 1] for n in sorted(picks)]


def opponent_picks(game: Context, quest: Card, player: str, reward) -> int:
    """707.1c: 'An opponent chooses one:': the quest's controller chooses one of their opponents (no teammate,
    101.1), and that opponent chooses the mode."""
    others = [p.name for p in game.state.players if not p.lost and related(game.state, "opposing", player, p.name)]
    if not others:
        raise IllegalAction("707.1c", f"{player} has no opponent to choose the mode of {quest}'s reward")
    who = game.decide(Decision(player, "opponent", "707.1c", f"the opponent who chooses the mode of {quest}'s reward",
                               [Option(name, name, name) for name in others])).key
    pick = int(game.decide(Decision(who, "mode", "707.1c", f"the mode of {quest}'s reward",
                                    [Option(str(n), str(n), str(n)) for n in range(1, len(reward.modes) + 1)])).key)
    game.trace.add(f"{who}, an opponent {player} chooses, chooses mode {pick} of {len(reward.modes)} of {quest}'s "
                   "reward.", "707.1c")
    return pick
