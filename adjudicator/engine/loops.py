"""Loops (803). A mandatory loop of triggered effects is noticed when a trigger happens in a game
state already seen since the last player action: it has been shown once. The controller of its
first triggered effect names a number above one million; the loop counts as repeated that many
times — by arithmetic, never by playing it out — and this trigger does not happen (803.3)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..formats.scenario import Attack, Complete, Loop, NameNumber, Play, Use
from .decisions import DecisionError, IllegalAction, NUMBER, Prompt, blame

ACTIONS = (Play, Use, Complete, Attack)  # a player's action that may break a loop (803.4)

if TYPE_CHECKING:
    from .context import GameLoop
    from .triggers import Waiting

MINIMUM = 1_000_000
REPEATS = 3  # how many more times a loop shown once may go round while a player's entry waits to break it
PLAYED_OUT = 50  # the most repetitions of a loop with optional actions the replay plays out (803.2)


def fingerprint(game: GameLoop, waiting: Waiting) -> tuple:
    """The game state without object identities, names of tokens or timestamps; the turn is part of it (a power
    that triggers again in a later turn, as the next turn starts, is not going round a loop, 803.1)."""
    state = game.state
    cards = sorted((c.zone, c.controller, c.name, c.token, c.damage, c.exhausted) for c in state.cards.values())
    players = tuple((p.name, p.lost, p.ready_resources) for p in state.players)
    links = tuple((l.source.name, l.kind) for l in state.chain)
    pending = tuple(sorted((w.source.name, w.power) for w in game.waiting))
    return (state.turn, tuple(cards), players, links, pending, waiting.source.name, waiting.power)


def board_mark(game: GameLoop) -> tuple:
    """The game state as pre-priority processing leaves it (803.5): cards, hosts, players, chain."""
    state = game.state
    host = {c.oid: c.name for c in state.cards.values()}
    cards = sorted((c.zone, c.controller, c.name, c.token, c.damage, c.exhausted, c.face_down,
                    host.get(c.attached_to, "")) for c in state.cards.values())
    players = tuple((p.name, p.lost, p.ready_resources) for p in state.players)
    return tuple(cards), players, tuple((l.source.name, l.kind) for l in state.chain)


def unbreakable(game: GameLoop) -> None:
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

    def check_broken(self, game: GameLoop) -> None:
        """803.4: the chain is empty and the loop's power has not triggered again since a player
        acted: that action stopped the loop there, and the game goes on normally."""
        if self.live is None or self.breaker is None:
            return
        game.trace.add(f"{self.live[0]}'s power has not triggered again since {self.breaker} acted: that action "
                       f"broke the loop before the number of repetitions was named, and the game goes on normally "
                       "from here.", "803.4", "803.1")
        self.live = self.breaker = None

    def ends_loop(self, game: GameLoop, waiting: Waiting) -> bool:
        mark = fingerprint(game, waiting)
        if self.live == (waiting.source.name, waiting.power):
            self.breaker = None  # it triggered again: whatever was done did not break it
        if mark not in self.seen:
            self.seen.add(mark)
            return False
        entry = game.script.peek() if game.script is not None else None
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
        game.named_numbers.append(number)
        game.trace.add(f"The loop has been shown once and nobody can or will break it. {waiting.controller} controls "
                       f"its first triggered effect and names {number:,}: the loop counts as repeated {number:,} more "
                       f"times, and ends as {waiting.source}'s power would trigger again.",
                       "803.1", "803.3", power=waiting.power)
        game.trace.add(f"{waiting.source}'s power does not trigger this time; play goes on as usual.", "803.3",
                       power=waiting.power)
        self.seen.clear()
        return True


# -- loops with optional actions (803.2) --------------------------------------------------------
def run_mark(game: GameLoop) -> tuple:
    """Where the cards are and how they stand, with an empty chain: what a complete run of a loop
    must come back to (803.1). Amounts that a run adds to (damage, modifiers) are not compared."""
    state = game.state
    cards = sorted((c.label, c.zone, c.controller, c.exhausted, c.face_down, c.attached_to is not None)
                   for c in state.cards.values())
    return tuple(cards), len(state.chain), len(game.waiting), state.turn, state.turn_player


def same_action(a, b) -> bool:
    """Is ``b`` the same action as ``a`` (the one that would carry a loop on, 803.2)?"""
    return type(a) is type(b) and a.model_dump(exclude={"rejected"}) == b.model_dump(exclude={"rejected"})


def shortcut(game: GameLoop, entry: Loop) -> None:
    """803.2: the run shown once is the ``entry.loop`` entries answered before this one. The player
    who took its first optional action names a number; then, clockwise from the next player, each
    other player who takes an optional action in it may name a lower one. The lowest, X, is how
    many more times the loop is repeated (played out here, by the script); it then stops just
    before the first optional action of the player who named X, who can't carry the loop on when
    they next act."""
    state, at = game.state, len(game.log) - 1  # the loop entry is the last one answered
    run = game.log[at - entry.loop:at] if entry.loop <= at else []
    actions = [e for e in run if isinstance(e, ACTIONS)]
    if not actions:
        raise blame(IllegalAction("803.2", f"the {entry.loop} entries before this one hold no optional action of a "
                                           "loop"), entry)
    if any(getattr(e, "rejected", None) for e in run):
        raise blame(IllegalAction("803.2", "a run of a loop is made of actions that happen, not of refused ones"), entry)
    if game.script is None or game.marks.get(at - entry.loop) != run_mark(game):
        raise blame(IllegalAction("803.1", f"the {entry.loop} entries before this one are not one complete run of a "
                                           "loop: the game is not back where that run began"), entry)
    actors = list(dict.fromkeys(a.by for a in actions))
    after = [p.name for p in state.clockwise_from(actors[0])][1:]
    named: list[tuple[str, int]] = []
    for player in [actors[0]] + [p for p in after if p in actors]:
        asked = game.ask(Prompt(NUMBER, player, "803.2", f"{player} may name a number of repetitions for the loop"))
        if not isinstance(asked, NameNumber):
            if not named:
                raise blame(DecisionError(f"{player} takes the first optional action of the loop and must name a "
                                          "number (rule 803.2); the script gives none"), entry)
            continue
        if named and asked.name_number >= named[-1][1]:
            raise blame(IllegalAction("803.2", f"{player} may name only a number lower than {named[-1][1]}"), asked)
        named.append((player, asked.name_number))
    namer, x = named[-1]
    if x > PLAYED_OUT:
        raise blame(IllegalAction("803.2", f"the replay plays a loop with optional actions out; it repeats one at most "
                                           f"{PLAYED_OUT} more times, not {x:,}"), entry)
    game.named_numbers.append(x)
    stop = next(i for i, e in enumerate(run) if isinstance(e, ACTIONS) and e.by == namer)
    said = "; ".join(f"{p} names {n}" for p, n in named)
    game.trace.add(f"One complete run of the loop has been shown: the game is back where it began. {said}. The "
                   f"lowest number, {x}, is named by {namer}: the loop is repeated {x} more times and then stops just "
                   f"before {namer}'s first optional action in it; {namer} then has priority and, the next time "
                   f"{namer} acts, can't choose an action that carries the loop on.", "803.1", "803.2")
    game.script.repeat(run * x + run[:stop])
    game.repeats_left = len(run) * x + stop  # the answers still to come from the repetitions
    game.loop_bar = (namer, run[stop], {id(e) for e in run})  # the repetitions are these very entries


def carries_on(game: GameLoop, entry) -> bool:
    """803.2: the player who named the lowest number, acting for the first time after the loop's
    repetitions, tries the action that would carry it on."""
    bar = game.loop_bar
    if bar is None or game.repeats_left > 0 or id(entry) in bar[2] or entry.by != bar[0]:
        return False
    return same_action(bar[1], entry)


def acted(game: GameLoop, entry) -> None:
    """The lowest namer's first action after the repetitions ends the bar (803.2: "the next time")."""
    bar = game.loop_bar
    if bar is not None and game.repeats_left == 0 and entry.by == bar[0] and id(entry) not in bar[2]:
        game.loop_bar = None
