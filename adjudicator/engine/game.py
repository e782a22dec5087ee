"""The game: state, trace and script together; the priority loop (410) that drives everything."""
from __future__ import annotations

from operator import attrgetter
from typing import Any, Callable

from ..formats.scenario import (Choose, Complete, Concede, Decline, EndTurn, ExhaustResource, Loop, Mulligan,
                                NameNumber, Pass, Place, Play, Strike, Use, refused_by)
from . import chain, combat, leaving, loops, placing, priority, quests, resources, turns, visibility
from .agents import ACTIONS, Agent, ScriptAgent
from .characteristics import View, explain_dependencies
from .decisions import (DECISION, NUMBER, PRIORITY, Decision, DecisionError, IllegalAction, Option, Prompt, blame, can_decline,
                        chosen, declined, default_choice, find, question, refused)
from .state import Card, Link, State, moment
from .trace import Trace
from .triggers import Waiting


_STANDING = attrgetter("oid", "zone", "exhausted", "damage", "face_down", "controller", "attached_to")  # footprint


class Game:
    def __init__(self, state: State, agents: Agent | dict[str, Agent]):
        """``agents``: one agent for every player (a script), or one per player's name."""
        self.state, self.trace = state, Trace()
        self.agents = agents if isinstance(agents, dict) else {p.name: agents for p in state.players}
        self.script = agents if isinstance(agents, ScriptAgent) else None  # a replay's script, if any
        self.log: list = []  # every entry the agents answered with, in order: the script of this game
        self.priority_watchers: list = []  # called whenever a player is about to act with priority
        self.holding: str | None = None  # the player who has priority now (415.3e)
        self.top_noted: dict = {}  # (player, "look"/"revealed") -> the top card last said (visibility.py)
        self.waiting: list[Waiting] = []
        self.wave_log: list[list[str]] = []
        self.losses: list[list[str]] = []
        self.rejections: list[tuple[int, str]] = []
        self.named_numbers: list[int] = []
        self.interrupted: list[str] = []  # the source of each interrupted link, in order (711)
        self.resolving: Link | None = None  # the link resolving now, off the chain (chain.resolve_top)
        self.step = "action"  # the step the replay is in: action, end, ready (turns.py)
        self.ending = False  # the turn player has passed to end the action phase (502.2)
        self.placed: dict[tuple, int] = {}  # (player, turn): how many resources placed that turn (412.1); a plain
        # dict, which a trial's rollback saves and restores (rollback.py)
        self.inspired: set[tuple] = set()  # (card, turn): each card is inspired at most once a turn (501.1b)
        self.starting = False  # the replay begins before the game: setting up and mulligans (101)
        self.first_turn = False  # turn 1 is the game's first turn (501.2b), not a turn picked mid-game
        self.shuffled: list[str] = []  # the owners of the decks shuffled, in order (413.2)
        self.packet_log: list = []  # every packet dealt or healed, in order (408)
        self.lost_once: set[int] = set()  # cards in play seen without their powers (700.3), for 701.4a
        self.excused: set[tuple] = set()  # card sets whose raised limit was explained once (414.3b, uniqueness.py)
        self.host_types: dict[int, frozenset] = {}  # each attachment's host's types at the last check (410.6c)
        self.just_entered: set[int] = set()  # cards that entered play since the last checks: 710.1e checks them
        self.starting_heroes: dict[str, Card] = {}  # each player's starting hero, once a Master Hero removed it (301.4d)
        self.turn_began = moment()  # when the current turn began: the board set up so far counts as before it (601.2a)
        self.seat = state.turn_player  # whose regular turn came last: the rotation goes on from there (turn_order)
        self.extra_turns: list[str] = []  # players owed an extra turn, oldest first (500.3)
        self.turn_ended_by: Card | None = None  # the card whose effect ends the turn once its link resolves (500.5)
        self.chooser: str | None = None  # the player picked at random to choose the first player (101.1)
        self.until = "ready-step"  # where the replay ends once the script is used up (turns.window_closed)
        self.loops = loops.LoopWatch()
        self.marks: dict[int, tuple] = {}  # the board as each logged action was about to be taken (803.2)
        self.loop_bar: tuple | None = None  # (player, the action that would carry a shortcut loop on)
        self.repeating = False  # the last answer repeats a loop's run (803.2)
        self.repeats_left = 0  # how many of those repeated answers are still to come
        self.library = None  # the card library the board came from: the game's cards (202.4); setup sets it
        self.event = "tournament"  # tournament or casual play (800.2a, 800.2b)
        self.last_game = False  # the last game of its match (800.1d)
        self.kept: dict[str, list[str]] | None = None  # the cards each player keeps for the next game (800.1c)
        # For the conformance export, which makes the script's reliance on defaults explicit: the
        # resources each scripted action paid with, and each decision settled by a default.
        self.acting: int | None = None  # the index of the script entry being carried out
        self.payments: list[tuple[int | None, list[str]]] = []  # (entry index or None, resource ids)
        self.defaults_taken: list[dict] = []
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

    # -- agents and decisions ------------------------------------------------------------
    def ask(self, prompt: Prompt):
        """Put a prompt to the player's agent; its answer (an entry, or None for the default) is
        logged, so the log is the script of the game so far."""
        entry = self.agents[prompt.player].respond(self, prompt)
        self.repeating = entry is not None and self.script is not None and self.script.repeating  # 803.2
        if self.repeating:
            self.repeats_left -= 1
        if entry is not None and not self.repeating:  # the loop entry stands for its repetitions
            self.log.append(entry)
        return entry

    def finished(self) -> bool:
        """No agent has anything more to do (a script is used up)."""
        return all(agent.finished() for agent in {id(a): a for a in self.agents.values()}.values())

    def reject(self, rule: str, index: int | None = None) -> None:
        """Record that the rules refused the entry at ``index`` (default: the last one answered)."""
        self.rejections.append((len(self.log) - 1 if index is None else index, rule))

    def decide(self, decision: Decision) -> Option | None:
        must = f"{decision.player} must {question(decision)}"
        prompt = Prompt(DECISION, decision.player, decision.rule, must, decision)
        entry = self.ask(prompt)
        while isinstance(entry, Choose) and entry.rejected is not None:
            self.refuse_choice(decision, entry)
            entry = self.ask(prompt)
        if isinstance(entry, Decline):
            if not can_decline(decision):
                raise blame(DecisionError(f"{must}: this choice can't be declined"), entry)
            self.trace.add(declined(decision), decision.rule)
            return None
        if entry is not None:
            if not isinstance(entry, Choose):
                raise blame(DecisionError(f"{must}: a 'choose' answer is needed"), entry)
            option = find(decision, entry.choose)
            if option is None:
                raise blame(DecisionError(f"{entry.choose!r} is not one of the options when {must}: "
                                          f"{', '.join(o.label for o in decision.options)}"), entry)
            self.trace.add(chosen(decision, option), decision.rule)
            return option
        default = default_choice(decision)
        if default is False:
            raise DecisionError(f"{must} (rule {decision.rule}); the script gives no answer. Options: "
                                f"{', '.join(o.label for o in decision.options)}")
        if len(decision.options) > 1 or default is None:
            self.defaults_taken.append({"entries_used": len(self.log), "player": decision.player,
                                        "kind": decision.kind, "rule": decision.rule,
                                        "options": [o.label for o in decision.options],
                                        "taken": default.label if default is not None else None})
        return default

    def refuse_choice(self, decision: Decision, entry: Choose) -> None:
        """A scripted answer that the rules forbid (``rejected``): it must not be one of the options,
        and the decision's rule is the one that forbids it. The decision is then asked again."""
        if find(decision, entry.choose) is not None:
            raise blame(DecisionError(f"the script expects {entry.choose!r} to be refused, but it is a legal answer "
                                      f"when {decision.player} must {question(decision)}"), entry)
        if not refused_by(entry, decision.rule):
            raise blame(DecisionError(f"{entry.choose!r} is refused by rule {decision.rule}, not {entry.rejected}"),
                        entry)
        self.reject(decision.rule)
        self.trace.add(refused(decision, entry.choose), decision.rule)

    def name_number(self, player: str, rule: str, prompt: str) -> int:
        entry = self.ask(Prompt(NUMBER, player, rule, f"{player} must name a number: {prompt}"))
        if not isinstance(entry, NameNumber) or entry.by != player:
            raise blame(DecisionError(f"{player} must name a number: {prompt} (rule {rule}); the script gives none"),
                        entry)
        try:
            loops.check_number(entry.name_number)
        except IllegalAction as exc:
            raise blame(exc, entry)
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
        """708.1a: the turn player's waiting effects join the chain first, then clockwise; then what
        triggers on their targets becoming targets triggers (707.1f), to join the chain in turn."""
        joined: list[Link] = []
        for player in self.state.clockwise_from(self.state.turn_player):
            for w in self.in_chosen_order(player.name, [w for w in self.waiting if w.controller == player.name]):
                targets = chain.trigger_targets(self, w)
                players = chain.trigger_players(self, w) if targets is not None else None
                if targets is None or players is None:
                    self.trace.add(f"The triggered effect of {w.source} has no legal target: it vanishes.",
                                   "708.2", power=w.power)
                    continue
                refs = {**w.marks, **targets, **{f"event:{role}": card for role, card in w.event.items()}}
                self.state.chain.append(Link(w.source, w.controller, w.effects, refs, "triggered", w.power,
                                             specs=list(w.targets), event_amount=w.amount, condition=w.condition))
                self.state.chain[-1].players = players
                self.state.chain[-1].division = chain.trigger_division(self, w, targets)
                joined.append(self.state.chain[-1])
                named = ", ".join(f"{k}: {v}" for k, v in {**targets, **players}.items())
                self.trace.add(f"The triggered effect of {w.source} joins the chain"
                               f"{' targeting ' + named if named else ''} (chain: {len(self.state.chain)}); "
                               f"{w.controller}, who controlled {w.source} as it triggered, controls it"
                               f"{', though ' + w.source.owner + ' owns it' if w.source.owner != w.controller else ''}.",
                               "410.5", "708.1a", "705.4", *(["401.1"] if w.source.owner != w.controller else []),
                               *(["707.1d"] if targets or players else []), power=w.power)
        if len(self.waiting) > 1:
            self.trace.add("No triggered effect is waiting any more; until now, no player received priority.", "708.1b")
        self.waiting = []
        for link in joined:
            chain.targeted(self, link)

    def in_chosen_order(self, player: str, mine: list[Waiting]) -> list[Waiting]:
        """708.1a: a player decides the order in which their own waiting effects join the chain
        (the first chosen goes on first, so it resolves last)."""
        ordered, mine = [], list(mine)
        while len(mine) > 1:
            pick = self.decide(Decision(
                player, "order", "708.1a", "the next of their triggered effects to add to the chain",
                [Option(w.source.label, str(i), f"{w.source.name}|{w.power}|{w.number}|" +
                        ",".join(sorted(f"{k}:{c.oid}" for k, c in w.event.items())),
                        detail=(*dict.fromkeys(c.label for c in w.event.values()),
                                *([f"power {w.number}"] if w.number else [])), shown=str(w.source))
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
            raise blame(IllegalAction("102.1b", f"{name} is no longer in the game and can't concede"), entry)
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

    def end_turn_now(self) -> None:
        turns.end_turn_now(self)

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
            visibility.note_priority(self, player)  # 415.3e, 415.3f
            for watcher in self.priority_watchers:  # e.g. scenario checkpoints
                watcher(self)
            unasked = self.unprompted()
            if isinstance(unasked, Concede):  # 102.1b: at any time, with priority or not
                self.concede(unasked)
                if self.state.result is None:
                    self.pre_priority()  # 711.1: after interrupted links, the turn player receives priority
                return self.state.result is None
            if isinstance(unasked, Loop):  # 803.2: shortcut a loop shown once
                loops.shortcut(self, unasked)
                continue
            prompt = Prompt(PRIORITY, player, "410.1", f"{player} has priority")
            if self.script is not None and self.script.has_loops:  # the marks serve only a script's loops (803.2, loops.shortcut)
                self.marks[len(self.log)] = loops.run_mark(self)
            entry = self.ask(prompt)
            if isinstance(entry, ACTIONS) and self.act(entry, prompt):
                if self.state.result is not None:
                    return False
                if any(p.lost for p in order):  # 102.3: one who left is asked nothing: a new round, without them
                    return True
                passes = 0  # 410.1: after adding a link you get priority again
                continue
            if isinstance(entry, ACTIONS):
                entry = None  # taken back: the player passes for now
            if entry is not None and not isinstance(entry, (Pass, EndTurn)):
                raise blame(DecisionError(f"{player} has priority: {type(entry).__name__} is not an action"), entry)
            explicit = isinstance(entry, Pass)
            if self.cannot_pass(player, entry if explicit else None):
                continue  # a refused pass: the player still has priority
            if explicit:
                self.trace.add(f"{player} passes priority.", "410.4")
            elif isinstance(entry, EndTurn):
                turns.end_requested(self, player, entry)
            passes, i = passes + 1, i + 1
        return self.all_passed()

    def unprompted(self) -> Concede | Loop | None:
        """What any agent's player does now without being asked (Agent.unprompted): a concession
        (102.1b) or a loop shortcut (803.2); logged like an answer."""
        for agent in {id(a): a for a in self.agents.values()}.values():
            entry = agent.unprompted(self)
            if entry is not None:
                self.log.append(entry)
                return entry
        return None

    def pass_problem(self, player: str) -> str | None:
        """600.2: while a character of yours must attack if able, you can't pass priority in your own
        non-combat action phase with an empty chain if it could legally attack. Why not, or None."""
        state = self.state
        bound = (combat.must_attack(self, player)
                 if player == state.turn_player and not state.chain and state.combat is None and self.step == "action"
                 else [])
        return f"{', '.join(map(str, bound))} must attack if able, and can" if bound else None

    def cannot_pass(self, player: str, entry) -> bool:
        """A pass that 600.2 forbids: a scripted pass that expects this is refused (True); any other
        pass is bad input."""
        why = self.pass_problem(player)
        rejected = entry.rejected if entry is not None else None
        if why is None:
            if rejected is not None:
                raise blame(IllegalAction(rejected, "the script expects this pass to be refused, but the rules "
                                                          "allow it"), entry)
            return False
        if rejected is None:
            raise blame(IllegalAction("600.2", f"{player} can't pass priority: {why}"), entry)
        self.reject("600.2")
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

    def attempt(self, entry, action):
        """Carry out an agent's action, the entry last answered. An entry marked ``rejected`` must be
        refused (and is then recorded with the refusing rule, changing nothing); one not marked
        must be allowed. Returns (allowed, what the action returned)."""
        index = len(self.log) - 1
        try:
            result = action()
        except IllegalAction as exc:
            if entry.rejected is None:
                raise blame(exc, entry)
            self.reject(exc.rule, index)
            undone = isinstance(entry, (Play, Use, Complete))  # 707.2: adding a link that fails is undone
            self.trace.add(f"{entry.by} may not do this: {exc.message}." +
                           (f" The attempt is undone, and {entry.by} has priority again." if undone else ""),
                           exc.rule, *exc.also, *(["707.2"] if undone else []))
            return False, None
        if entry.rejected is not None:
            raise blame(IllegalAction(entry.rejected, "the script expects this to be refused, but the rules "
                                                            "allow it"), entry)
        return True, result

    def act(self, entry, prompt: Prompt) -> bool:
        """Carry out an action answered at priority. An agent may take back an action the rules
        refuse (Agent.refused: a script's entry that waits for its moment): nothing has happened
        then, and False says the player passes instead."""
        before, paid = self.footprint(), len(self.payments)
        self.acting = len(self.log) - 1  # the entry answered last: its payments (for the export)
        try:
            allowed = self.attempt(entry, lambda: self.perform_action(entry))[0]
            loops.acted(self, entry)  # 803.2: the next time they act, allowed or refused
        except IllegalAction as exc:
            if entry.rejected is not None or not self.agents[prompt.player].refused(self, prompt, entry, exc):
                raise
            self.take_back(before)
            del self.payments[paid:]
            return False
        finally:
            self.acting = None
        if allowed:
            self.loops.acted(entry.by)  # 803.4: an action during a loop
            if self.ending:  # 410.4b: a link added after the turn player passed: the passes start again
                self.ending = False
                self.trace.add(f"{entry.by} added a link after {self.state.turn_player} passed to end the action "
                               "phase, so the window stays open: it closes only when every player passes in "
                               "succession with the chain empty.", "410.4b")
            self.loops.reset()
            self.pre_priority()
            self.record_board("action")
        return True

    def footprint(self) -> tuple:
        """What a refused action must leave as it was (engine.md: illegal actions change nothing)."""
        state = self.state
        return (len(self.trace.steps), len(self.log), state.clock, state.next_oid, len(state.chain),
                len(state.modifiers), state.combat is None, len(self.waiting), len(self.packet_log),
                tuple(map(_STANDING, state.cards.values())))

    def take_back(self, before: tuple) -> None:
        """Undo a refused action that an agent took back: the steps it announced, and its entry."""
        del self.trace.steps[before[0]:]
        self.log.pop()  # the entry itself, the last answer logged
        if len(self.log) != before[1] - 1 or self.footprint()[2:] != before[2:]:
            raise RuntimeError("an action the rules refused changed the game before it was refused")

    def perform_action(self, entry) -> None:
        if loops.carries_on(self, entry):
            raise IllegalAction("803.2", f"{entry.by} named the lowest number for the loop, and this action "
                                               "would carry it on")
        if isinstance(entry, Play):
            chain.play_card(self, entry.by, entry.play, entry.targets, entry.choose, entry.alternate, entry.x,
                            entry.pay_with, entry.mode, entry.divide)
        elif isinstance(entry, Use):
            chain.use_power(self, entry.by, entry.use, entry.power, entry.targets, entry.x, entry.pay_with,
                            entry.permission, entry.divide, entry.mode)
        elif isinstance(entry, Complete):
            quests.complete(self, entry.by, entry.complete, entry.pay_with, entry.targets, entry.reward, entry.mode)
        elif isinstance(entry, Place):
            placing.place(self, entry.by, entry.place, entry.face_up)  # enc-if4: with a face-up cost
        elif isinstance(entry, ExhaustResource):
            resources.refuse_banking(self, entry.by, entry.exhaust)
        elif isinstance(entry, Mulligan):
            turns.refuse_mulligan(self, entry.by)
        elif isinstance(entry, Strike):
            combat.strike_in_combat(self, entry.by, [entry.strike] if isinstance(entry.strike, str) else entry.strike)
        else:
            combat.propose(self, entry.by, entry.attack, entry.defender, entry.strike)
            self.state.chain.append(Link(self.state.combat.attacker, entry.by, [], {}, "proposal"))

