"""Loops (803). A mandatory loop of triggered effects is noticed when a trigger happens in a game
state already seen since the last player action: it has been shown once. The controller of its
first triggered effect names a number above one million; the loop counts as repeated that many
times — by arithmetic, never by playing it out — and this trigger does not happen (803.3)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .chain import IllegalAction

if TYPE_CHECKING:
    from .game import Game
    from .triggers import Waiting

MINIMUM = 1_000_000


def fingerprint(game: Game, waiting: Waiting) -> tuple:
    """The game state without object identities, names of tokens or timestamps."""
    state = game.state
    cards = sorted((c.zone, c.controller, c.name, c.token, c.damage, c.exhausted) for c in state.cards.values())
    players = tuple((p.name, p.lost, p.ready_resources) for p in state.players)
    links = tuple((l.source.name, l.kind) for l in state.chain)
    pending = tuple(sorted((w.source.name, w.power) for w in game.waiting))
    return (tuple(cards), players, links, pending, waiting.source.name, waiting.power)


def board_mark(game: Game) -> tuple:
    """The game state as pre-priority processing leaves it (803.5): cards, hosts, players, chain."""
    state = game.state
    host = {c.oid: c.name for c in state.cards.values()}
    cards = sorted((c.zone, c.controller, c.name, c.token, c.damage, c.exhausted, c.face_down,
                    host.get(c.attached_to, "")) for c in state.cards.values())
    players = tuple((p.name, p.lost, p.ready_resources) for p in state.players)
    return tuple(cards), players, tuple((l.source.name, l.kind) for l in state.chain)


def unbreakable(game: Game) -> None:
    """803.5: the pre-priority checks have brought the game back to a state they already left: they
    would repeat for ever. Such a loop holds no optional action and no triggered effect (waves
    only check the game, and triggered effects wait until the checks are done, 708.1b), and no
    player can break it (no one receives priority meanwhile): the game is a draw."""
    game.state.result = {"winners": []}
    game.trace.add("The pre-priority checks have brought the game back to a state they already left, so they would "
                   "repeat for ever: the loop holds no optional action and no triggered effect, and no player can "
                   "break it. The game is a draw.", "803.1", "803.5")


def check_number(number: int) -> None:
    """803.3: the number named must be above one million."""
    if number <= MINIMUM:
        raise IllegalAction("803.3", f"the number named for a mandatory loop must be above {MINIMUM:,}; got {number:,}")


class LoopWatch:
    def __init__(self):
        self.seen: set[tuple] = set()

    def reset(self) -> None:
        """A player's own action (803.2's optional actions) starts a new sequence."""
        self.seen.clear()

    def ends_loop(self, game: Game, waiting: Waiting) -> bool:
        mark = fingerprint(game, waiting)
        if mark not in self.seen:
            self.seen.add(mark)
            return False
        number = game.name_number(waiting.controller, "803.3",
                                  f"the mandatory loop through {waiting.source}'s power has been shown once")
        game.named_numbers.append(number)
        game.trace.add(f"The loop has been shown once and nobody can or will break it. {waiting.controller} controls "
                       f"its first triggered effect and names {number:,}: the loop counts as repeated {number:,} more "
                       f"times, and ends as {waiting.source}'s power would trigger again.",
                       "803.1", "803.3", power=waiting.power)
        game.trace.add(f"{waiting.source}'s power does not trigger this time; play goes on as usual.", "803.3",
                       power=waiting.power)
        self.seen.clear()
        return True
