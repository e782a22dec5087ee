"""The random player: an Agent that answers every prompt with a legal option picked at random.

With priority it picks a kind of action at random (pass or end the turn, play a card, place a
resource, use a power, complete a quest, propose a combat), then an action of that kind, drawn
by the listing's own code (``legal.PRIORITY_KINDS`` with a sampling ``each``) and judged by
``legal.why_not``, so only legal actions are taken. The turn player in their own action phase,
with the chain empty, ends the action phase rather than just passing (a pass there would end a
replay: turns.window_closed), so a game goes on over many turns. Every other prompt is answered
by one of ``legal.options``, uniformly.

A game has a budget of steps. Once its trace has that many, the player winds down: it passes
(the default, no entry) at every priority where it may and does nothing at the Protect Point or
in a ready step, answering only what must be answered; it reports itself finished, like a script used up,
so the game ends as a replay of its log ends. Once a player who may not pass ("must attack if able",
600.2) has had to act while winding down, its passes are written out again: a replay would take
that player's next logged action at the first moment it is legal. Every answer is explicit (a ``pass`` entry, a
``decline``), so the log replays the same game.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..engine.agents import Agent
from ..engine.decisions import INSPIRE, PRIORITY, PROTECT, Prompt
from ..engine.legal import PRIORITY_KINDS, every, listed_entry, options, parse_entry, why_not
from ..engine.turns import can_end
from .memo import by_repr

if TYPE_CHECKING:
    from ..engine.game import Game

TRIES = 3  # rounds of sampling before a player with priority tries every candidate
EAGER_PASS = 0.2  # an eager player's chance of considering a pass before the other kinds of action
EAGER_RESOURCES = 7  # an eager player places a resource first until it has this many


class RandomPlayer(Agent):
    """Seated for every player of a game; ``budget``: the steps after which it winds down. An
    ``eager`` player tries to place a resource before anything else while it has few, and considers
    a pass (or ending the turn) first only now and then (EAGER_PASS), not one time in six kinds."""

    def __init__(self, seed: str | int, budget: int, eager: bool = False):
        self.rng, self.budget, self.winding_down, self.eager = random.Random(seed), budget, False, eager
        self.forced = False  # winding down, a player who couldn't pass acted (600.2): passes are logged from then on

    def respond(self, game: Game, prompt: Prompt):
        if self.winding_down and prompt.kind in (PROTECT, INSPIRE):
            return None
        if self.winding_down and prompt.kind == PRIORITY and game.pass_problem(prompt.player) is None:
            # a pass; one that "must attack if able" forbids is not the default (600.2). After such a
            # forced action a default pass is no longer safe: a replay would take the next logged action
            # at the first moment it is legal, so the passes before it are written out.
            return parse_entry({"pass": True, "by": prompt.player}) if self.forced else None
        if prompt.kind == PRIORITY:
            self.forced = self.forced or self.winding_down
            # winding down, a pass that "must attack if able" forbids is answered by an attack only: any
            # other action would be logged, and a replay would take it at its first legal moment, before
            # the passes the game made by default
            answer = self.act(game, prompt, ("attack",) if self.winding_down else tuple(PRIORITY_KINDS))
        else:
            choices = options(game, prompt)
            answer = self.rng.choice(choices).entry if choices else None
        if answer is not None and len(game.trace.steps) >= self.budget:
            self.winding_down = True  # from just after an answer that is logged: see finished
        return answer

    def finished(self) -> bool:
        """Like a script used up: from the last answer given freely on. A replay of the log finds its
        script used up at the same moments (only answers that must be given follow, before the
        draw step's window closes), so it ends where the game ended."""
        return self.winding_down

    def one(self, possibilities) -> list:
        """``each`` for the listing: one of the possibilities, at random."""
        found = list(possibilities)
        return [self.rng.choice(found)] if found else []

    def act(self, game: Game, prompt: Prompt, allowed: tuple[str, ...]):
        """A kind of action at random among ``allowed``, then a legal action of that kind; a pass if
        none is legal."""
        ending = can_end(game, prompt.player)
        for each in [self.one] * TRIES + [every]:  # samples first; then every candidate, so none is missed
            kinds = list(allowed)
            self.rng.shuffle(kinds)
            if self.eager:
                kinds = self.eagerly(kinds, game.state.player(prompt.player).resources < EAGER_RESOURCES)
            for kind in kinds:
                candidates = [data for data in PRIORITY_KINDS[kind](game, prompt.player, each)
                              if not ("pass" in data and ending)]  # end the action phase instead (module doc)
                found = self.first_legal(game, prompt, candidates)
                if found is not None:
                    return found
        raise RuntimeError(f"{prompt.player} has priority, but not even a pass is legal")

    def eagerly(self, kinds: list[str], placing: bool) -> list[str]:
        """A resource first while ``placing``, otherwise only when nothing else is done; a pass last,
        but now and then."""
        first = ["place"] if placing and "place" in kinds else []
        if "pass" in kinds and self.rng.random() < EAGER_PASS:
            first.append("pass")
        last = [k for k in ("place", "pass") if k in kinds and k not in first]
        return first + [k for k in kinds if k not in first and k not in last] + last

    def first_legal(self, game: Game, prompt: Prompt, candidates: list[dict]):
        """The first legal one of the candidates in a random order: uniform among the legal ones."""
        self.rng.shuffle(candidates)
        for data in candidates:
            entry = entry_of(data)
            if why_not(game, prompt, entry) is None:
                return entry
        return None


entry_of = by_repr(listed_entry)  # a candidate validated once: a game lists the same ones prompt after prompt
