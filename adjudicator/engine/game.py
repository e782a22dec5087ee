"""The game: state, trace and script together; the priority loop (410) that drives everything."""
from __future__ import annotations

from typing import Any

from ..formats.scenario import Attack, Choose, NameNumber, Play
from . import chain, combat, loops, priority
from .characteristics import View
from .decisions import Decision, DecisionError, Option, default_choice
from .state import Card, Link, State
from .trace import Trace
from .triggers import Waiting


class Script:
    """The scripted actions and answers, consumed in order; each remembers its YAML position."""

    def __init__(self, entries: list[Any], where: list[str]):
        self.entries, self.where, self.next = entries, where, 0

    def peek(self):
        return self.entries[self.next] if self.next < len(self.entries) else None

    def take(self):
        entry = self.peek()
        self.next += 1
        return entry

    @property
    def position(self) -> str:
        return self.where[min(self.next, len(self.where) - 1)] if self.where else ""


class Game:
    def __init__(self, state: State, script: Script):
        self.state, self.script, self.trace = state, script, Trace()
        self.waiting: list[Waiting] = []
        self.wave_log: list[list[str]] = []
        self.losses: list[list[str]] = []
        self.rejections: list[tuple[int, str]] = []
        self.named_numbers: list[int] = []
        self.loops = loops.LoopWatch()
        self._tokens = 0

    # -- decisions -------------------------------------------------------------------------
    def decide(self, decision: Decision) -> Option | None:
        entry = self.script.peek()
        if isinstance(entry, Choose) and entry.by == decision.player:
            self.script.take()
            for option in decision.options:
                if entry.choose == option.label:
                    others = ", ".join(o.label for o in decision.options if o is not option)
                    self.trace.add(f"{decision.player} chooses {option.label} as {decision.prompt} "
                                   f"({'the other option was ' + others if others else 'the only option'}).",
                                   decision.rule)
                    return option
            raise DecisionError(f"{entry.choose!r} is not one of the options for {decision.player} to "
                                f"{decision.prompt}: {', '.join(o.label for o in decision.options)}")
        default = default_choice(decision)
        if default is False:
            raise DecisionError(f"{decision.player} must {decision.prompt} (rule {decision.rule}); the script "
                                f"gives no answer. Options: {', '.join(o.label for o in decision.options)}")
        return default

    def name_number(self, player: str, rule: str, prompt: str) -> int:
        entry = self.script.peek()
        if not isinstance(entry, NameNumber) or entry.by != player:
            raise DecisionError(f"{player} must name a number: {prompt} (rule {rule}); the script gives none")
        self.script.take()
        return entry.name_number

    def token_serial(self) -> int:
        self._tokens += 1
        return self._tokens

    # -- triggers, chain, losses ----------------------------------------------------------
    def trigger(self, waiting: Waiting) -> None:
        if self.loops.ends_loop(self, waiting):
            return
        self.waiting.append(waiting)
        self.trace.add(f"{waiting.source}'s power triggers; its effect waits to join the chain.",
                       "703.1", "708.1", power=waiting.power)

    def add_waiting_to_chain(self) -> None:
        """708.1a: the turn player's waiting effects join the chain first, then clockwise."""
        for player in self.state.clockwise_from(self.state.turn_player):
            for w in [w for w in self.waiting if w.controller == player.name]:
                self.state.chain.append(Link(w.source, w.controller, w.effects, {}, "triggered", w.power))
                self.trace.add(f"The triggered effect of {w.source} joins the chain "
                               f"(chain: {len(self.state.chain)}).", "410.5", "708.1a", power=w.power)
        self.waiting = []

    def check_losses(self, destroyed: list[tuple[Card, View]]) -> None:
        """102.1a: a player whose hero is destroyed loses at once; 102.1: the last team standing wins."""
        losers = [c.controller for c, _ in destroyed if c.definition.type == "hero"]
        if not losers:
            return
        for name in losers:
            self.state.player(name).lost = True
            self.trace.add(f"{name}'s hero was destroyed: {name} loses the game and leaves it.", "102.1a", "102.2", "102.3")
            for card in [c for c in self.state.cards.values() if c.owner == name]:
                card.zone = "removed"
        self.losses.append(losers)
        teams = {p.team for p in self.state.active_players}
        if not teams:
            self.state.result = {"winners": []}
            self.trace.add("Every player has lost at the same time: the game is a draw.", "102.1a")
        elif len(teams) == 1:
            winners = [p.name for p in self.state.active_players]
            self.state.result = {"winners": winners}
            self.trace.add(f"All of their opponents are gone: {', '.join(winners)} win{'s' if len(winners) == 1 else ''} "
                           "the game.", "102.1")

    def begin_combat(self) -> None:
        combat.begin_combat_step(self)

    def pre_priority(self, add_triggers: bool = True) -> None:
        priority.pre_priority(self, add_triggers)

    # -- the priority loop -------------------------------------------------------------------
    def run(self) -> None:
        self.pre_priority()
        while self.state.result is None and self.priority_window():
            pass

    def priority_window(self) -> bool:
        """410.4: the turn player gets priority first; when all pass in succession the top link
        resolves (410.4a) or, with an empty chain, the window closes (410.4b)."""
        order = self.state.clockwise_from(self.state.turn_player)
        passes, i = 0, 0
        while passes < len(order):
            player = order[i % len(order)].name
            entry = self.script.peek()
            if isinstance(entry, (Play, Attack)) and entry.by == player:
                self.act(self.script.take())
                if self.state.result is not None:
                    return False
                passes = 0  # 410.1: after adding a link you get priority again
                continue
            passes, i = passes + 1, i + 1
        return self.all_passed()

    def all_passed(self) -> bool:
        if self.state.chain:
            chain.resolve_top(self)
            self.pre_priority()
            return True
        fight = self.state.combat
        if fight is None:
            return False  # 410.4b: the window closes; the replay ends here
        if fight.step == "attack-window":
            combat.protect_point(self)
        else:
            combat.conclude(self)
            if self.state.result is not None:
                return False
        self.pre_priority()
        return self.state.result is None

    def act(self, entry) -> None:
        index = self.script.next - 1
        try:
            if isinstance(entry, Play):
                chain.play_card(self, entry.by, entry.play, entry.targets, entry.choose)
            else:
                combat.propose(self, entry.by, entry.attack, entry.defender, entry.strike)
                self.state.chain.append(Link(self.state.combat.attacker, entry.by, [], {}, "proposal"))
        except chain.IllegalAction as exc:
            if entry.rejected is None:
                raise
            self.rejections.append((index, exc.rule))
            self.trace.add(f"{entry.by} may not do this: {exc.message}.", exc.rule)
            return
        if entry.rejected is not None:
            raise chain.IllegalAction(entry.rejected, "the script expects this action to be rejected, "
                                                      "but the rules allow it")
        self.loops.reset()
        self.pre_priority()
