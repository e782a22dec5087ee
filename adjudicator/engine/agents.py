"""Agents: who answers the players' prompts (decisions.Prompt). The engine asks the agent seated
for a player at every moment that player may act or must decide; the agent answers with a script
entry (the scenario format's own entries: Play, Pass, Choose, …) or None, which takes the
documented default (at priority: pass without a word; in a decision: the default of
``decisions.default_choice``; at the Protect Point or in the ready step: do nothing).

- ScriptAgent: a scenario's script, consumed in order (today's replay).
- RandomAgent and PausingAgent (legal_agents.py): a seeded random player, uniform over
  ``legal.options``, and a replay that stops where a player really chooses.
- An interactive agent (table mode) implements the same ``respond``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..formats.scenario import (Attack, Choose, Complete, Concede, Decline, EndTurn, ExhaustResource, FirstPlayer,
                                Inspire, Loop, Mulligan, NameNumber, Pass, Place, Play, Protect, Strike, Use)
from .decisions import DECISION, FIRST_PLAYER, INSPIRE, MULLIGAN, NUMBER, PRIORITY, PROTECT, Prompt
from .turns import CANT_END, can_end

if TYPE_CHECKING:
    from .context import GameLoop

ACTIONS = (Play, Attack, Use, Complete, Place, ExhaustResource, Mulligan, Strike)  # what a player may try with priority


class Agent:
    """Answers prompts for the players it sits for."""

    def respond(self, game: GameLoop, prompt: Prompt) -> Any | None:
        """The answer to ``prompt``: a script entry by ``prompt.player``, or None for the default.
        The engine checks it with the same code that lists the legal options (legal.py); an
        answer the rules forbid raises IllegalAction, unless the entry says ``rejected``."""
        raise NotImplementedError

    def finished(self) -> bool:
        """Nothing more to do: a replay may stop at the next natural end (turns.window_closed)."""
        return False

    def unprompted(self, game: GameLoop) -> Concede | Loop | None:
        """What a player of this agent's does now without being asked: concede (102.1b: at any time,
        with priority or not), or propose to shortcut a loop shown once (803.2)."""
        return None

    def refused(self, game: GameLoop, prompt: Prompt, entry, exc) -> bool:
        """The rules refused an action this agent answered with at priority (IllegalAction ``exc``).
        True takes it back: nothing has happened, and the player passes instead. By default the
        refusal stands as an error; ask legal.why_not first to avoid it."""
        return False


class ScriptAgent(Agent):
    """The scripted actions and answers, consumed in order; each remembers its YAML position.
    The next entry is taken the first time its player is asked something it answers; an action
    with priority waits, besides, for the moment its ``at`` and ``when`` name and, unless it is
    ``rejected``, for a moment at which it is legal (the scenario format: Script)."""

    def __init__(self, entries: list[Any], where: list[str]):
        self.entries, self.where, self.next = entries, where, 0
        self.on_take: list = []  # called with an entry's index just before it is taken (checkpoints)
        self.waited: str | None = None  # why the next entry was not taken at its player's last chance
        self.origin = list(range(len(entries)))  # each entry's index in the scenario's own script
        self.repeating = False  # the entry last taken repeats a loop's run (803.2): the loop entry stands for it
        self.copies: set[int] = set()  # the positions of such repeated entries
        self.has_loops = any(isinstance(e, Loop) for e in entries)  # a loop shortcut needs the board marks (803.2)

    def peek(self):
        return self.entries[self.next] if self.next < len(self.entries) else None

    def take(self):
        self.repeating = self.next in self.copies
        if not self.repeating:
            for listener in self.on_take:
                listener(self.index())
        entry = self.peek()
        self.next += 1
        self.waited = None
        return entry

    def index(self, at: int | None = None) -> int:
        """The scenario's own index of the entry at ``at`` (default: the next one); the entries a
        loop shortcut repeats count as its loop entry (803.2)."""
        at = self.next if at is None else at
        return self.origin[at] if at < len(self.origin) else (self.origin[-1] + 1 if self.origin else 0)

    @property
    def used(self) -> int:
        """How many of the scenario's own entries have been used."""
        return self.origin[self.next - 1] + 1 if self.next else 0

    def repeat(self, entries: list[Any]) -> None:
        """803.2: the entries of a loop's run, repeated, to be taken next; they stand for the loop
        entry just taken."""
        origin = self.origin[self.next - 1]
        self.entries[self.next:self.next] = entries
        self.where[self.next:self.next] = [self.where[self.next - 1]] * len(entries)
        self.origin[self.next:self.next] = [origin] * len(entries)
        self.copies |= set(range(self.next, self.next + len(entries)))  # only ever inserted at the next entry
        self.has_loops = self.has_loops or any(isinstance(e, Loop) for e in entries)

    def why_waiting(self) -> str:
        """Why the next entry was never taken, for the error that reports it (or nothing)."""
        return f": {self.waited}" if self.waited else ""

    @property
    def position(self) -> str:
        return self.where[min(self.next, len(self.where) - 1)] if self.where else ""

    def where_of(self, entry) -> str | None:
        """The YAML position of an entry of this script (by identity)."""
        return next((w for e, w in zip(self.entries, self.where) if e is entry), None)

    def finished(self) -> bool:
        return self.peek() is None

    def unprompted(self, game: GameLoop) -> Concede | Loop | None:
        """A ``concede`` entry (102.1b) is taken at the first moment anyone would act with priority,
        whoever it is; a ``loop`` entry (803.2), at the first such moment with the chain empty and
        nothing waiting to join it, where a run of a loop comes back to."""
        entry = self.peek()
        if isinstance(entry, Loop) and (game.state.chain or game.waiting):
            return None
        return self.take() if isinstance(entry, (Concede, Loop)) else None

    def respond(self, game: GameLoop, prompt: Prompt):
        entry = self.peek()
        if self.answers(game, prompt, entry):
            return self.take()
        return None

    def answers(self, game: GameLoop, prompt: Prompt, entry) -> bool:
        """Is the next entry this prompt's answer? A player's entries wait for their chance; a
        mulligan entry is taken by whoever's turn it is to decide, so that one out of turn can
        be refused (101.2)."""
        if entry is None:
            return False
        if prompt.kind == MULLIGAN:
            return isinstance(entry, Mulligan)
        if entry.by != prompt.player:
            return False
        if prompt.kind == PRIORITY:
            return isinstance(entry, ACTIONS + (Pass, EndTurn)) and self.its_moment(game, prompt, entry)
        kinds = {DECISION: (Choose, Decline), NUMBER: NameNumber, PROTECT: Protect, INSPIRE: Inspire, FIRST_PLAYER: FirstPlayer}
        return isinstance(entry, kinds[prompt.kind])

    def its_moment(self, game: GameLoop, prompt: Prompt, entry) -> bool:
        """An action with priority is tried at each moment that fits its ``at`` and ``when``; one the
        rules refuse waits for the next (``refused``) unless it is marked ``rejected``. ``end_turn``
        waits for the moment it can be done (turns.can_end)."""
        unfit = moment_problem(game, entry)
        if unfit is None and isinstance(entry, EndTurn) and not can_end(game, prompt.player):
            unfit = f"it was never legal; at {prompt.player}'s last chance ({where_now(game)}): {CANT_END} (rule 502.2)"
        self.waited = unfit if unfit is not None else self.waited
        return unfit is None

    def refused(self, game: GameLoop, prompt: Prompt, entry, exc) -> bool:
        """Not legal yet: the entry waits for its player's next chance (the scenario format: Script)."""
        if self.next == 0 or self.entries[self.next - 1] is not entry:
            return False
        self.next -= 1
        self.waited = (f"it was never legal; at {prompt.player}'s last chance ({where_now(game)}): {exc.message} "
                       f"(rule {exc.rule})")
        return True


def where_now(game: GameLoop) -> str:
    """The moment of the game, as an entry's ``at`` names it."""
    state = game.state
    step = {"action": "action phase", "end": "end phase"}.get(step_now(game), step_now(game) + " step")
    return f"turn {state.turn}, {state.turn_player}'s {step}" + \
        ("" if not state.chain else f", {len(state.chain)} link{'s' if len(state.chain) > 1 else ''} on the chain")


def step_now(game: GameLoop) -> str:
    """ready, draw, action, attack-window, defend-window or end (the scenario format's steps)."""
    fight = game.state.combat
    if game.step == "action" and fight is not None and fight.step in ("attack-window", "defend-window"):
        return fight.step
    return game.step


def moment_problem(game: GameLoop, entry) -> str | None:
    """Why now is not the moment an entry's ``at`` and ``when`` name, or None."""
    at, state = getattr(entry, "at", None), game.state
    wanted = []
    if at is not None and at.turn is not None and at.turn not in (state.turn, state.turn_player):
        wanted.append(f"turn {at.turn}" if isinstance(at.turn, int) else f"{at.turn}'s turn")
    if at is not None and at.step is not None and at.step != step_now(game):
        wanted.append(f"the {at.step} step")
    if getattr(entry, "when", None) == "chain-empty" and state.chain:
        wanted.append("an empty chain")
    return f"its moment ({', '.join(wanted)}) never came" if wanted else None

