"""Agents that answer from the legal options (legal.py): random play (``RandomAgent``, uniform over
``legal.options``) and a replay that stops at the first prompt where a player really chooses
(``PausingAgent``, legal.has_choice). The agents that need no legality are in agents.py."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .agents import Agent, ScriptAgent
from .legal import has_choice, options

if TYPE_CHECKING:
    from .context import GameLoop
    from .decisions import Prompt


class Paused(Exception):
    """A replay stopped at a prompt (PausingAgent); ``found`` is what the inspector made of it."""

    def __init__(self, game: GameLoop, prompt: Prompt, found: Any = None):
        super().__init__(prompt.text)
        self.game, self.prompt, self.found = game, prompt, found


class PausingAgent(Agent):
    """A script's answers until ``after`` of its entries are used; then the replay stops at the next
    prompt where a player really chooses (legal.has_choice), raising Paused with what
    ``inspect(game, prompt)`` returns, computed at that very moment."""

    def __init__(self, script: ScriptAgent, after: int, inspect=None):
        self.script, self.after, self.inspect = script, after, inspect

    def respond(self, game: GameLoop, prompt: Prompt):
        if self.script.next < self.after:
            return self.script.respond(game, prompt)
        if not has_choice(game, prompt):
            return None
        raise Paused(game, prompt, self.inspect(game, prompt) if self.inspect else None)

    def refused(self, game: GameLoop, prompt: Prompt, entry, exc) -> bool:
        return self.script.refused(game, prompt, entry, exc)


class AnswerLimit(Exception):
    """An agent has answered as many prompts as it was allowed to."""


class RandomAgent(Agent):
    """Random play: each prompt is answered by one of its legal options (legal.options), picked
    uniformly with a seeded generator, so a seed always plays the same game. ``limit`` bounds
    the number of answers (AnswerLimit)."""

    def __init__(self, seed: int, limit: int | None = None):
        self.rng, self.limit, self.answered = random.Random(seed), limit, 0

    def respond(self, game: GameLoop, prompt: Prompt):
        if self.limit is not None and self.answered >= self.limit:
            raise AnswerLimit(f"the random agent has answered {self.answered} prompts, its limit")
        self.answered += 1
        choices = options(game, prompt)
        return self.rng.choice(choices).entry if choices else None
