"""Trying an action on the game itself (legal.py's one source of truth): the code that carries it
out refuses it or not, and the game is put back as it was.

A card played, a payment power used and a quest completed are checked before anything changes
(707.1: timing, targets, choices, the cost payable, "can't"s), and nothing changes before their
first step. So most refusals come before any step: such an action is first tried with no undo log
at all (``refusal_before_announcing``), and stops at its first step or decision. A proposed combat
is checked before anything changes too (combat.proposal_checked: 601.2, 600.3, 303.2), and those
checks alone are made first. One that gets that
far is tried in full (``trying``, rollback.UndoLog): some checks come after a step that changes
nothing (a quest's reward mode is said, then the targets of that mode are checked: 707.1d), and
paying may still be refused.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

from ..formats.scenario import Attack, Choose, Complete, NameNumber, Play, Use
from . import combat, loops, rollback
from .agents import Agent
from .characteristics import views_kept, views_put_back
from .decisions import DECISION, NUMBER, IllegalAction, Prompt
from .rollback import UndoLog
from .state import card_writes
from .trace import Trace

if TYPE_CHECKING:
    from .context import GameLoop

# What a trial sets aside: what it must not feed (the agents, the script, the log, the watchers,
# the pictures, the trace) and the board marks (803.2), which serve a script's loops.
_SWAPPED = ("agents", "script", "log", "priority_watchers", "board_recorder", "boards", "trace", "marks")

# The actions that check everything before their first step (chain.play_card, chain.use_power, quests.complete),
# and a proposed combat, whose checks come before anything changes (combat.proposal_checked).
CHECKED_BEFORE_ANNOUNCING = (Play, Use, Complete, Attack)


class _Probe(Agent):
    """Answers the decisions an action asks on a trial: the first option, or the default."""

    def respond(self, game: GameLoop, prompt: Prompt):
        if prompt.kind == DECISION and not prompt.decision.may_decline:
            return Choose(by=prompt.player, choose=prompt.decision.options[0].label)
        if prompt.kind == NUMBER:
            return NameNumber(by=prompt.player, name_number=loops.MINIMUM + 1)
        return None


class _Announcing(Exception):
    """An action tried without an undo log got past its checks: it takes a step or asks a decision."""


class _StopAtFirstStep(Trace):
    def add(self, text: str, *rules: str, power: str | None = None):
        raise _Announcing


class _StopAtFirstDecision(Agent):
    def respond(self, game: GameLoop, prompt: Prompt):
        raise _Announcing


def _set_aside(game: GameLoop, agent: Agent, trace: Trace) -> dict:
    """The game's fields a trial sets aside, replaced for the trial; returns them, to put back."""
    saved = {name: getattr(game, name) for name in _SWAPPED}
    game.agents = {p.name: agent for p in game.state.players}
    game.script = game.board_recorder = None
    game.log, game.priority_watchers, game.boards, game.trace, game.marks = [], [], [], trace, {}
    return saved


def _put_back(game: GameLoop, saved: dict) -> None:
    for name, value in saved.items():
        setattr(game, name, value)


@contextmanager
def trying(game: GameLoop) -> Iterator[GameLoop]:
    """The game itself, made ready to try something on (an action, pre-priority processing) and
    put back exactly as it was afterwards, whatever happened (rollback.UndoLog): no copy of the
    game is made. While trying, decisions are answered by a probe, steps go to a fresh trace, and
    nothing is logged, watched or pictured; the board marks (803.2), which serve a script's
    loops, are empty, as a trial has no script."""
    undo, views = UndoLog(game, _SWAPPED), views_kept(game.state)
    _set_aside(game, _Probe(), Trace())
    try:
        yield game
    finally:
        undo.restore()
        views_put_back(game.state, views)  # the board is as it was: so are its views


def refusal_before_announcing(game: GameLoop, entry) -> IllegalAction | None:
    """The refusal of a card played, a power used, a quest completed or a combat proposed
    (``entry``) by its checks, which come before anything changes (707.1); None if it passes them
    (its first step, or a decision, is reached: what follows needs a full trial). Tried on the game with everything a
    trial sets aside set aside, as a trial would, and no undo log: the game is not changed. A check
    that wrote a card, or (rollback.CHECK) changed anything else, is a bug, and an error."""
    if rollback.CHECK:
        game.state.in_play()  # its cache of the cards in play filled first: a read, not a change of the game
    before = rollback.fingerprint(game) if rollback.CHECK else None
    writes = card_writes()
    saved = _set_aside(game, _StopAtFirstDecision(), _StopAtFirstStep())
    refused = None
    try:
        _checked(game, entry)
    except IllegalAction as exc:
        refused = exc
    except _Announcing:
        pass
    finally:
        _put_back(game, saved)
    if card_writes() != writes or (before is not None and rollback.fingerprint(game) != before):
        raise AssertionError(f"checking a {type(entry).__name__.lower()} before its first step changed the game")
    return refused


def _checked(game: GameLoop, entry) -> None:
    """The action's checks before anything changes: IllegalAction, or _Announcing once past them. A
    proposal's checks are made alone (the proposal sets up the combat before its first step);
    where a loop's bar (803.2), which the action checks first, may refuse it, the full trial decides."""
    if not isinstance(entry, Attack):
        game.perform_action(entry)
        raise RuntimeError(f"{type(entry).__name__} was carried out without a step")
    if not loops.carries_on(game, entry):
        combat.proposal_checked(game, entry.by, entry.attack, entry.defender, entry.strike)
    raise _Announcing
