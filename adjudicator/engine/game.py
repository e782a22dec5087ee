"""The game: state, trace and script together; the priority loop (410) that drives everything."""
from __future__ import annotations

from typing import Any, Callable

from ..formats.scenario import (Attack, Choose, Complete, Concede, EndTurn, ExhaustResource, Loop, Mulligan,
                                NameNumber, Pass, Play, Use)
from . import attack_rules, chain, combat, leaving, loops, priority, quests, resources, turns
from .characteristics import View, explain_dependencies
from .decisions import Decision, DecisionError, Option, default_choice
from .state import Card, Link, State, moment
from .trace import Trace
from .triggers import Waiting


class Script:
    """The scripted actions and answers, consumed in order; each remembers its YAML position."""

    def __init__(self, entries: list[Any], where: list[str]):
        self.entries, self.where, self.next = entries, where, 0
        self.origin = list(range(len(entries)))  # each entry's index in the scenario's own script

    def peek(self):
        return self.entries[self.next] if self.next < len(self.entries) else None

    def take(self):
        entry = self.peek()
        self.next += 1
        return entry

    def index(self, at: int | None = None) -> int:
        """The scenario's own index of the entry at ``at`` (default: the next one): entries that a
        loop shortcut repeats (803.2) count as the loop entry itself."""
        at = self.next if at is None else at
        return self.origin[at] if at < len(self.origin) else (self.origin[-1] + 1 if self.origin else 0)

    @property
    def used(self) -> int:
        """How many of the scenario's own entries have been used."""
        return self.origin[self.next - 1] + 1 if self.next else 0

    def repeat(self, entries: list[Any], origin: int) -> None:
        """Insert copies of entries to be taken next, standing for the entry at ``origin`` (803.2)."""
        where = self.where[origin] if origin < len(self.where) else ""
        self.entries[self.next:self.next] = entries
        self.where[self.next:self.next] = [where] * len(entries)
        self.origin[self.next:self.next] = [origin] * len(entries)

    @property
    def position(self) -> str:
        return self.where[min(self.next, len(self.where) - 1)] if self.where else ""


class Game:
    def __init__(self, state: State, script: Script):
        self.state, self.script, self.trace = state, script, Trace()
        self.priority_watchers: list = []  # called whenever a player is about to act with priority
        self.waiting: list[Waiting] = []
        self.wave_log: list[list[str]] = []
        self.losses: list[list[str]] = []
        self.rejections: list[tuple[int, str]] = []
        self.named_numbers: list[int] = []
        self.interrupted: list[str] = []  # the source of each interrupted link, in order (711)
        self.step = "action"  # the step the replay is in: action, end, ready (turns.py)
        self.ending = False  # the turn player has passed to end the action phase (502.2)
        self.inspired: set[tuple] = set()  # (card, turn): each card is inspired at most once a turn (501.1b)
        self.starting = False  # the replay begins before the game: setting up and mulligans (101)
        self.first_turn = False  # turn 1 is the game's first turn (501.2b), not a turn picked mid-game
        self.shuffled: list[str] = []  # the owners of the decks shuffled, in order (413.2)
        self.packet_log: list = []  # every packet dealt or healed, in order (408)
        self.lost_once: set[int] = set()  # cards in play seen without their powers (700.3), for 701.4a
        self.excused: set[tuple] = set()  # card sets whose raised limit was explained once (414.3b, uniqueness.py)
        self.host_types: dict[int, frozenset] = {}  # each attachment's host's types at the last check (410.6c)
        self.turn_began = moment()  # when the current turn began: the board set up so far counts as before it (601.2a)
        self.seat = state.turn_player  # whose regular turn came last: the rotation goes on from there (turn_order)
        self.extra_turns: list[str] = []  # players owed an extra turn, oldest first (500.3)
        self.turn_ended_by: Card | None = None  # the card whose effect ends the turn once its link resolves (500.5)
        self.chooser: str | None = None  # the player picked at random to choose the first player (101.1)
        self.until = "ready-step"  # where the replay ends once the script is used up (turns.window_closed)
        self.loops = loops.LoopWatch()
        self.marks: dict[int, tuple] = {}  # the board as each scripted action was about to be taken (803.2)
        self.loop_bar: tuple | None = None  # (player, the action that would carry a shortcut loop on, from where)
        self.library = None  # the card library the board came from: the game's cards (202.4); setup sets it
        self.event = "tournament"  # tournament or casual play (800.2a, 800.2b)
        self.last_game = False  # the last game of its match (800.1d)
        self.kept: dict[str, list[str]] | None = None  # the cards each player keeps for the next game (800.1c)
        self._tokens = 0
        # Pictures of the board for explanations, (steps so far, why, board), taken only when a
        # recorder is set (explain.board.snapshot): the engine itself never reads them.
        self.board_recorder: Callable[[State], dict] | None = None
        self.boards: list[tuple[int, str, dict]] = []
        self.trace.on_group_end = lambda title: self.record_board("group")

    def record_board(self, why: str) -> None:
        """Take a picture of the board now (after a group of simultaneous steps, an action, a
        resolved link), if anyone asked for pictures."""
        if self.board_recorder is not None:
            self.boards.append((len(self.trace.steps), why, self.board_recorder(self.state)))

    # -- decisions -------------------------------------------------------------------------
    def decide(self, decision: Decision) -> Option | None:
        entry = self.script.peek()
        while isinstance(entry, Choose) and entry.by == decision.player and entry.rejected is not None:
            self.refuse_choice(decision, entry)
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

    def refuse_choice(self, decision: Decision, entry: Choose) -> None:
        """A scripted answer that the rules forbid (``rejected``): it must not be one of the options,
        and the decision's rule is the one that forbids it. The decision is then asked again."""
        index = self.script.index()
        self.script.take()
        if any(o.label == entry.choose for o in decision.options):
            raise DecisionError(f"the script expects {entry.choose!r} to be refused, but it is a legal answer to "
                                f"{decision.prompt}")
        if entry.rejected != decision.rule:
            raise DecisionError(f"{entry.choose!r} is refused by rule {decision.rule}, not {entry.rejected}")
        self.rejections.append((index, decision.rule))
        self.trace.add(f"{decision.player} may not choose {entry.choose} as {decision.prompt}: the rules allow only "
                       f"{', '.join(o.label for o in decision.options)}.", decision.rule)

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
    def trigger(self, waiting: Waiting, note: str = "", *rules: str) -> None:
        """703.1: a power triggers; ``note`` and ``rules`` say what decided the moment (triggers.moment)."""
        if self.loops.ends_loop(self, waiting):
            return
        self.waiting.append(waiting)
        self.trace.add(f"{waiting.source}'s power triggers; its effect waits to join the chain.{note}",
                       "703.1", "708.1", *rules, power=waiting.power)

    def add_waiting_to_chain(self) -> None:
        """708.1a: the turn player's waiting effects join the chain first, then clockwise."""
        for player in self.state.clockwise_from(self.state.turn_player):
            for w in self.in_chosen_order(player.name, [w for w in self.waiting if w.controller == player.name]):
                targets = chain.trigger_targets(self, w)
                players = chain.trigger_players(self, w) if targets is not None else None
                if targets is None or players is None:
                    self.trace.add(f"The triggered effect of {w.source} has no legal target: it vanishes.",
                                   "708.2", power=w.power)
                    continue
                refs = {**targets, **{f"event:{role}": card for role, card in w.event.items()}}
                self.state.chain.append(Link(w.source, w.controller, w.effects, refs, "triggered", w.power,
                                             specs=list(w.targets), event_amount=w.amount, condition=w.condition))
                self.state.chain[-1].players = players
                named = ", ".join(f"{k}: {v}" for k, v in {**targets, **players}.items())
                self.trace.add(f"The triggered effect of {w.source} joins the chain"
                               f"{' targeting ' + named if named else ''} (chain: {len(self.state.chain)}); "
                               f"{w.controller}, who controlled {w.source} as it triggered, controls it.",
                               "410.5", "708.1a", "705.4", *(["707.1d"] if targets or players else []), power=w.power)
        if len(self.waiting) > 1:
            self.trace.add("No triggered effect is waiting any more; until now, no player received priority.", "708.1b")
        self.waiting = []

    def in_chosen_order(self, player: str, mine: list[Waiting]) -> list[Waiting]:
        """708.1a: a player decides the order in which their own waiting effects join the chain
        (the first chosen goes on first, so it resolves last)."""
        ordered, mine = [], list(mine)
        while len(mine) > 1:
            pick = self.decide(Decision(
                player, "order", "708.1a", "the next of their triggered effects to add to the chain",
                [Option(w.source.label, str(i), f"{w.source.name}|{w.power}|" +
                        ",".join(sorted(f"{k}:{c.oid}" for k, c in w.event.items())))
                 for i, w in enumerate(mine)]))
            ordered.append(mine.pop(int(pick.key)))
        return ordered + mine

    def check_losses(self, destroyed: list[tuple[Card, View]], decked: list[str] | None = None) -> None:
        """102.1a: a player whose hero is destroyed, or who is decked (410.6b), loses at once;
        102.1: the last team standing wins."""
        heroes = [c.controller for c, _ in destroyed if c.definition.type == "hero"]
        losers = heroes + [n for n in (decked or []) if n not in heroes]
        if not losers:
            return
        for name in losers:
            why = f"{name}'s hero was destroyed" if name in heroes else f"{name} is decked"
            leaving.leave(self, name, why, "102.1a")
        self.losses.append(losers)
        self.declare_winners()

    def concede(self, entry: Concede) -> None:
        """102.1b: a player may concede at any time; a player who concedes leaves the game (102.2)."""
        name = entry.by
        if name not in [p.name for p in self.state.active_players]:
            raise chain.IllegalAction("102.1b", f"{name} is no longer in the game and can't concede")
        leaving.leave(self, name, f"{name} concedes", "102.1b")
        self.losses.append([name])
        self.declare_winners()

    def declare_winners(self) -> None:
        """102.1: a player wins when none of their opponents is still in the game; if every player
        is gone at once, the game is a draw (102.1a)."""
        teams = {p.team for p in self.state.active_players}
        if not teams:
            self.state.result = {"winners": []}
            self.trace.add("Every player has lost at the same time: the game is a draw.", "102.1a")
        elif len(teams) == 1:
            winners = [p.name for p in self.state.active_players]
            self.state.result = {"winners": winners}
            names = winners[0] if len(winners) == 1 else ", ".join(winners[:-1]) + " and " + winners[-1]
            self.trace.add(f"All of their opponents are gone: {names} win{'s' if len(winners) == 1 else ''} "
                           "the game.", "102.1")

    def begin_combat(self) -> None:
        combat.begin_combat_step(self)

    def pre_priority(self, add_triggers: bool = True) -> None:
        priority.pre_priority(self, add_triggers)

    # -- the priority loop -------------------------------------------------------------------
    def run(self) -> None:
        self.record_board("start")
        if self.starting:
            turns.start_game(self)
            self.record_board("group")
        self.pre_priority()
        if not self.starting:  # the board as set up, control changes included, was there as the turn began
            self.turn_began = moment()
        while self.state.result is None and self.priority_window():
            pass
        if self.state.result is None:
            explain_dependencies(self)  # 719: where the final values come from
        self.record_board("end")

    def priority_window(self) -> bool:
        """410.4: the turn player gets priority first; when all pass in succession the top link
        resolves (410.4a) or, with an empty chain, the window closes (410.4b)."""
        order = self.state.clockwise_from(self.state.turn_player)
        if not self.state.chain and not self.waiting:
            self.loops.check_broken(self)  # 803.4
        passes, i = 0, 0
        while passes < len(order):
            player = order[i % len(order)].name
            for watcher in self.priority_watchers:  # e.g. scenario checkpoints
                watcher(self)
            entry = self.script.peek()
            if isinstance(entry, Concede):  # 102.1b: at any time, with priority or not
                self.concede(self.script.take())
                if self.state.result is None:
                    self.pre_priority()  # 711.1: after interrupted links, the turn player receives priority
                return self.state.result is None
            if isinstance(entry, Loop) and entry.by == player:  # 803.2: shortcut a loop shown once
                loops.shortcut(self, entry)
                continue
            if isinstance(entry, (Play, Attack, Use, Complete, ExhaustResource, Mulligan)) and entry.by == player:
                self.marks[self.script.next] = loops.board_mark(self)
                self.act(self.script.take())
                if self.state.result is not None:
                    return False
                passes = 0  # 410.1: after adding a link you get priority again
                continue
            explicit = isinstance(entry, Pass) and entry.by == player
            if self.cannot_pass(player, entry if explicit else None):
                continue  # a refused pass: the player still has priority
            if explicit:
                self.script.take()
                self.trace.add(f"{player} passes priority.", "410.4")
            elif isinstance(entry, EndTurn) and entry.by == player and turns.can_end(self, player):
                turns.end_requested(self, player, self.script.take())
            passes, i = passes + 1, i + 1
        return self.all_passed()

    def cannot_pass(self, player: str, entry) -> bool:
        """600.2: while a character of yours must attack if able, you can't pass priority in your own
        non-combat action phase with an empty chain if it could legally attack. A scripted pass
        that expects this is refused (True); any other pass is bad input."""
        state = self.state
        bound = (attack_rules.must_attack(self, player)
                 if player == state.turn_player and not state.chain and state.combat is None else [])
        rejected = entry.rejected if entry is not None else None
        if not bound:
            if rejected is not None:
                raise chain.IllegalAction(rejected, "the script expects this pass to be refused, but the rules allow it")
            return False
        why = f"{', '.join(map(str, bound))} must attack if able, and can"
        if rejected is None:
            raise chain.IllegalAction("600.2", f"{player} can't pass priority: {why}")
        self.rejections.append((self.script.index(), "600.2"))
        self.script.take()
        self.trace.add(f"{player} may not pass priority: {why}.", "600.2")
        return True

    def all_passed(self) -> bool:
        if self.state.chain:
            chain.resolve_top(self)
            self.record_board("resolved")
            self.pre_priority()
            return True
        fight = self.state.combat
        if fight is None:
            return turns.window_closed(self)  # 410.4b: the window closes; on to the next step, or the end
        if fight.step == "attack-window":
            combat.protect_point(self)
        else:
            combat.conclude(self)
            if self.state.result is not None:
                return False
        self.pre_priority()
        return self.state.result is None

    def attempt(self, entry, index: int, action):
        """Carry out a scripted action. An entry marked ``rejected`` must be refused (and is then
        recorded with the refusing rule, changing nothing); one not marked must be allowed.
        Returns (allowed, what the action returned)."""
        try:
            result = action()
        except chain.IllegalAction as exc:
            if entry.rejected is None:
                raise
            self.rejections.append((index, exc.rule))
            undone = isinstance(entry, (Play, Use, Complete))  # 707.2: adding a link that fails is undone
            self.trace.add(f"{entry.by} may not do this: {exc.message}." +
                           (f" The attempt is undone, and {entry.by} has priority again." if undone else ""),
                           exc.rule, *exc.also, *(["707.2"] if undone else []))
            return False, None
        if entry.rejected is not None:
            raise chain.IllegalAction(entry.rejected, "the script expects this to be refused, but the rules allow it")
        return True, result

    def act(self, entry) -> None:
        if self.attempt(entry, self.script.index(self.script.next - 1), lambda: self.perform_action(entry))[0]:
            self.loops.acted(entry.by)  # 803.4: an action during a loop
            self.loops.reset()
            self.pre_priority()
            self.record_board("action")

    def perform_action(self, entry) -> None:
        if loops.carries_on(self, entry):
            raise chain.IllegalAction("803.2", f"{entry.by} named the lowest number for the loop, and this action "
                                               "would carry it on")
        if isinstance(entry, Play):
            chain.play_card(self, entry.by, entry.play, entry.targets, entry.choose, entry.alternate, entry.x,
                            entry.pay_with, entry.mode, entry.divide)
        elif isinstance(entry, Use):
            chain.use_power(self, entry.by, entry.use, entry.power, entry.targets, entry.x, entry.pay_with,
                            entry.permission)
        elif isinstance(entry, Complete):
            quests.complete(self, entry.by, entry.complete, entry.pay_with, entry.targets)
        elif isinstance(entry, ExhaustResource):
            resources.refuse_banking(self, entry.by, entry.exhaust)
        elif isinstance(entry, Mulligan):
            turns.refuse_mulligan(self, entry.by)
        else:
            combat.propose(self, entry.by, entry.attack, entry.defender, entry.strike)
            self.state.chain.append(Link(self.state.combat.attacker, entry.by, [], {}, "proposal"))

