"""Whose turn is next (500.1, 500.3–500.5): the clockwise rotation, extra turns, skipped turns and
ending the turn at once. Players who have left the game take no turns (102.2).

An extra turn is taken as soon as the current turn ends (500.3) and does not move the rotation:
after it, the turn goes to the player clockwise of the one whose regular turn came last (an
interpretation: 500.3 says when an extra turn is taken, not where the rotation resumes).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import ChangeSeat, EndTheTurn, ExtraTurn, SkipTurn
from .state import Modifier
from .performers import PERFORMERS

if TYPE_CHECKING:
    from .context import Context
    from .state import Link


def next_turn(game: Context) -> tuple[str, bool]:
    """The player whose turn begins now, and whether it is an extra turn; skipped turns are
    replaced with nothing on the way (500.4)."""
    state = game.state
    while True:
        while game.extra_turns and state.player(game.extra_turns[-1]).lost:
            game.extra_turns.pop()  # 102.2: a player who has left takes no turn
        if game.extra_turns:
            player, extra = game.extra_turns.pop(), True  # 500.3: the most recently created first
        else:
            order = [p.name for p in state.clockwise_from(game.seat)]
            player = order[0] if state.player(game.seat).lost else order[1 % len(order)]
            game.seat, extra = player, False
        if not skipped(game, player, extra):
            return player, extra


def skipped(game: Context, player: str, extra: bool) -> bool:
    """500.4: a "skip your next turn" modifier replaces this turn of that player's with nothing."""
    for mod in game.state.modifiers:
        if isinstance(mod.spec, SkipTurn) and mod.uses_left and mod.player == player:
            mod.uses_left = 0
            game.trace.add(f"{player}'s {'extra ' if extra else ''}turn would begin now, but {mod.source}'s modifier "
                           "replaces it with nothing: the turn is skipped.", "500.4", "716.1", power=mod.source.name)
            return True
    return False


def who(link: Link, spec) -> str:
    return link.controller if spec == "you" else link.players[spec.target_player]


def extra_turn(game: Context, link: Link, effect: ExtraTurn) -> None:
    """500.3: the player takes an extra turn as soon as the current turn ends."""
    player = who(link, effect.extra_turn)
    game.extra_turns.append(player)
    game.trace.add(f"{link.source}'s effect gives {player} an extra turn, taken as soon as the current turn ends.",
                   "500.3", power=link.source.name)


def skip_turn(game: Context, link: Link, effect: SkipTurn) -> None:
    """500.4: a replacement modifier for that player's next turn; each one skips a turn of its own."""
    state = game.state
    player = who(link, effect.skip_turn)
    state.modifiers.append(Modifier(state.new_mid(), effect, link.controller, link.source,
                                    {}, state.tick(), 1, state.turn, player=player))
    waiting = sum(1 for m in state.modifiers if isinstance(m.spec, SkipTurn) and m.uses_left
                  and m.player == player)
    game.trace.add(f"{link.source}'s effect creates a replacement modifier: {player} skips their next turn"
                   + (f"; {waiting} such modifiers now wait for {player}, each skipping a turn of its own"
                      if waiting > 1 else "") + ".", "500.4", "712.2", power=link.source.name)


def end_the_turn(game: Context, link: Link, effect: EndTheTurn) -> None:
    """500.5: the turn ends once this link has finished resolving (chain.resolve_top)."""
    game.turn_ended_by = link.source
    game.trace.add(f"{link.source}'s effect ends the turn: once the link has finished resolving, the turn ends at "
                   "once.", "500.5", power=link.source.name)


def change_seat(game: Context, link: Link, effect: ChangeSeat) -> None:
    """500.6: the mover's place in the turn order is now directly counterclockwise of the other
    player (the physical move needs every player's agreement; the turn order changes anyway). The
    current turn goes on; the rotation goes on from it. With only two players, nothing happens."""
    state = game.state
    mover, other = who(link, effect.change_seat), link.players.get(effect.right_of.target_player)
    if len(state.active_players) <= 2 or other is None or other == mover:
        game.trace.add(f"{link.source}'s effect would move {mover} to sit to the right of {other}, but "
                       + ("there are only two players in the game" if len(state.active_players) <= 2 else
                          "that is the same player") + ": nothing happens.", "500.6", power=link.source.name)
        return
    seat = state.player(mover)
    state.players.remove(seat)
    state.players.insert(state.players.index(state.player(other)), seat)
    order = ", ".join(p.name for p in state.clockwise_from(state.turn_player))
    game.trace.add(f"{link.source}'s effect moves {mover} to sit to the right of {other}: from now on {mover} is "
                   f"directly counterclockwise of {other} in the turn order, which is now {order} from the current "
                   "turn on.", "500.6", power=link.source.name)


# The performers of these effects (performers.perform).
PERFORMERS.update({ExtraTurn: extra_turn, SkipTurn: skip_turn, EndTheTurn: end_the_turn, ChangeSeat: change_seat})
