"""Loops (803). A mandatory loop of triggered effects is noticed when a trigger happens in a game
state already seen since the last player action: it has been shown once. The controller of its
first triggered effect names a number above one million; the loop counts as repeated that many
times — by arithmetic, never by playing it out — and this trigger does not happen (803.3)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..formats.scenario import Attack, Complete, Play, Use
from .chain import IllegalAction
from .decisions import DecisionError

ACTIONS = (Play, Use, Complete, Attack)  # a player's action that may break a loop (803.4)

if TYPE_CHECKING:
    from .game import Game
    from .triggers import Waiting

MINIMUM = 1_000_000
REPEATS = 3  # how many more times a loop shown once may go round while a player's entry waits to break it


def fingerprint(game: Game, waiting: Waiting) -> tuple:
    """The game state without object identities, names of tokens or timestamps."""
    state = game.state
    cards = sorted((c.zone, c.controller, c.name, c.token, c.damage, c.exhausted) for c in state.cards.values())
    players = tuple((p.name, p.lost, p.ready_resources) for p in state.players)
    links = tuple((l.source.name, l.kind) for l in state.chain)
    pending = tuple(sorted((w.source.name, w.power) for w in game.waiting))
    return (tuple(cards), players, links, pending, waiting.source.name, waiting.power)


class LoopWatch:
    def __init__(self):
        self.seen: set[tuple] = set()
        self.live: tuple | None = None  # (source name, power) of a loop shown once that a player means to break
        self.breaker: str | None = None  # the player who acted during that loop
        self.rounds = 0  # how many more times it went round while waiting for the breaker
    def reset(self) -> None:
        """A player's own action (803.2's optional actions) starts a new sequence."""
        self.seen.clear()

    def acted(self, player: str) -> None:
        """A player takes an action while a loop that has been shown once goes on (803.4)."""
        if self.live is not None:
            self.breaker = player

    def check_broken(self, game: Game) -> None:
        """803.4: the chain is empty and the loop's power has not triggered again since a player
        acted: that action stopped the loop there, and the game goes on normally."""
        if self.live is None or self.breaker is None:
            return
        game.trace.add(f"{self.live[0]}'s power has not triggered again since {self.breaker} acted: that action "
                       f"broke the loop before the number of repetitions was named, and the game goes on normally "
                       "from here.", "803.4", "803.1")
        self.live = self.breaker = None

    def ends_loop(self, game: Game, waiting: Waiting) -> bool:
        mark = fingerprint(game, waiting)
        if self.live == (waiting.source.name, waiting.power):
            self.breaker = None  # it triggered again: whatever was done did not break it
        if mark not in self.seen:
            self.seen.add(mark)
            return False
        entry = game.script.peek()
        if isinstance(entry, ACTIONS):  # 803.3 only if no player is able and willing to break it
            if self.live is None:
                game.trace.add(f"The game is back in a state it was in as {waiting.source}'s power triggered before: "
                               f"the loop has been shown once. {entry.by} means to break it, so it goes on until "
                               f"{entry.by} acts.", "803.1", power=waiting.power)
                self.rounds = 0
            self.live = (waiting.source.name, waiting.power)
            self.rounds += 1
            if self.rounds > REPEATS:
                raise DecisionError(f"the loop through {waiting.source}'s power has gone round {REPEATS} more times "
                                    f"and {entry.by}'s next entry has not broken it: break it or name a number (803)")
            return False
        self.live = self.breaker = None
        number = game.name_number(waiting.controller, "803.3",
                                  f"the mandatory loop through {waiting.source}'s power has been shown once")
        if number <= MINIMUM:
            raise IllegalAction("803.3", f"the number named for a mandatory loop must be above {MINIMUM:,}; got {number:,}")
        game.named_numbers.append(number)
        game.trace.add(f"The loop has been shown once and nobody can or will break it. {waiting.controller} controls "
                       f"its first triggered effect and names {number:,}: the loop counts as repeated {number:,} more "
                       f"times, and ends as {waiting.source}'s power would trigger again.",
                       "803.1", "803.3", power=waiting.power)
        game.trace.add(f"{waiting.source}'s power does not trigger this time; play goes on as usual.", "803.3",
                       power=waiting.power)
        self.seen.clear()
        return True
