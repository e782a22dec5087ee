"""The commands at a prompt: answering it (an option's number, or an entry typed), looking
(board, options, explain, script), going back (undo, edit), and saving the ruling."""
from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from ..engine.board_rules import board_fault
from ..engine.decisions import IllegalAction
from ..engine.decisions import FIRST_PLAYER, MULLIGAN, DecisionError, Prompt
from ..engine.legal import LegalOption, allowing, parse_entry, why_not, written
from ..formats.scenario import Pass
from ..options_cli import context, entry_data
from . import entries
from .names import Refused
from .session import Edit, Quit, Undo
from .show import board_text

PLAY_HELP = """\
At a prompt:
  N                       take option N of the list
  ENTRY                   take an action or answer, typed (a card by id or name):
                            play fire-blast target bob-hero   ·   play Fire Blast target Generic Horde Hero
                            use CARD [power N] [target …]   attack CARD DEFENDER [strike WEAPON]   protect CARD
                            place CARD [face up]   complete QUEST   choose OPTION   number N   inspire CARD…
                            pass   end (end the action phase)   mulligan   keep   first PLAYER
                          or as a script entry in YAML: {play: fire-blast, targets: {first: bob-hero}}
  why ENTRY               is it legal now? (the rule that allows or forbids it), without doing it
  try ENTRY               attempt an action the rules refuse: it is written into the ruling as refused
  options · board         the options again · the board
  explain                 every step so far, as `adjudicator explain` prints them
  script                  the script the session would be saved with
  undo                    go back one decision
  save FILE               save the ruling as a scenario (asks for expectations, rules and words)
  save board FILE         save the board as set up
  edit                    back to the board (the answers are kept where they still fit)
  cards WORD · help · quit"""

NOTHING = object()  # a command that doesn't answer the prompt


class PlayCommands:
    """Commands of the Table at a prompt (``self.session``, ``self.names``, ``self.say``)."""

    def show_prompt(self, game, prompt: Prompt, listed: list[LegalOption]) -> None:
        where = "before the first turn" if prompt.kind in (MULLIGAN, FIRST_PLAYER) else context(game)  # 101
        self.say(f"{prompt.text} [{prompt.rule}]. ({where})")
        for i, o in enumerate(listed, 1):
            self.say(f"{i:>3}. {o.written}")
            self.say(f"     {o.text}  [{', '.join(o.rules)}]")

    def ask(self, game, prompt: Prompt, listed: list[LegalOption]):
        """The judge's answer to a prompt (the session's ``ask``)."""
        fault = board_fault(game.state)  # the engine's board after the last command: never impossible
        if fault is not None:
            raise RuntimeError(f"the board has become impossible: {fault.message}")
        self.show_prompt(game, prompt, listed)
        while True:
            line = self.console.command(f"{prompt.player}> ")
            if line is None:
                raise Quit
            answer = self.command_at(line, game, prompt, listed)
            if answer is not NOTHING:
                return answer

    def play_command(self, line: str, game, prompt: Prompt | None, listed: list[LegalOption]):
        verb, _, rest = line.partition(" ")
        verb, rest = verb.casefold(), rest.strip()
        if line.isdigit():
            return self.option(int(line), listed, prompt)
        looks = {"board": lambda _: self.cmd_board_now(prompt), "explain": self.cmd_explain, "script": self.cmd_script,
                 "save": self.cmd_save, "cards": self.cmd_cards, "help": lambda _: self.say(PLAY_HELP)}
        if verb in looks:
            looks[verb](rest)
            return NOTHING
        if verb == "options":
            if prompt is None:
                raise Refused("nobody is asked anything now")
            self.show_prompt(game, prompt, listed)
            return NOTHING
        if verb in ("undo", "edit", "quit"):
            return self.leave(verb)
        if prompt is None:
            raise Refused(f"{self.unknown(verb, [*looks, 'undo', 'edit', 'quit'])}; nobody is asked anything now "
                          "(the replay has ended: `undo` goes back)" if not entries.looks_like_entry(line) else
                          "the replay has ended: nobody is asked anything now (`undo` goes back one decision)")
        if verb in ("why", "try"):
            entry, problem = self.judged(rest, game, prompt)
            return self.why(entry, problem, game, prompt, listed) if verb == "why" else self.attempt(entry, problem)
        if entries.looks_like_entry(line):
            entry, problem = self.judged(line, game, prompt)
            if problem is not None:
                raise Refused(f"not legal: {problem.message} (rule {problem.rule}){heroes_hint(game, problem)}")
            return None if isinstance(entry, Pass) else entry
        raise Refused(self.unknown(verb, [*looks, "options", "why", "try", "undo", "edit", "quit", *entries.VERBS]))

    def option(self, n: int, listed: list[LegalOption], prompt: Prompt | None):
        if prompt is None:
            raise Refused("nobody is asked anything now")
        if not 1 <= n <= len(listed):
            raise Refused(f"there {'is one option' if len(listed) == 1 else f'are options 1 to {len(listed)}'}")
        chosen = listed[n - 1]
        return None if chosen.entry is None or isinstance(chosen.entry, Pass) else chosen.entry

    def judged(self, text: str, game, prompt: Prompt):
        """The entry typed, and the IllegalAction that forbids it now (None if it is legal)."""
        if not text:
            raise Refused("an action or answer must follow, e.g. `why play fire-blast target alice-hero`")
        data = entries.parse(text, game, prompt.player, self.names)
        try:
            entry = parse_entry(data)
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err["loc"] if not str(p).startswith("function-"))
            raise Refused(f"not a script entry: {where + ': ' if where else ''}{err['msg']}") from None
        try:
            return entry, why_not(game, prompt, entry)
        except DecisionError as exc:
            raise Refused(str(exc)) from None

    def why(self, entry, problem: IllegalAction | None, game, prompt, listed) -> object:
        shown = written(entry_data(entry))
        if problem is not None:
            self.say(f"{shown}: not legal — {problem.message} (rule {problem.rule}){heroes_hint(game, problem)}")
        else:
            number = next((i for i, o in enumerate(listed, 1) if o.entry == entry), None)
            self.say(f"{shown}: legal{f' (option {number})' if number else ''}  [{', '.join(allowing(game, prompt, entry))}]")
        return NOTHING

    def attempt(self, entry, problem: IllegalAction | None):
        if problem is None:
            raise Refused("that is legal: type it without `try` to take it")
        return entry.model_copy(update={"rejected": problem.rule})

    def leave(self, verb: str):
        if verb == "undo":
            if not self.session.answers:
                raise Refused("nothing to undo: no decision has been made yet (`edit` goes back to the board)")
            answer = self.session.undo()
            shown = "pass (or default)" if answer.entry is None else written(entry_data(answer.entry))
            self.say(f"Undone: {answer.player}'s {shown}. Back to the moment before it:")
            raise Undo
        raise Edit if verb == "edit" else Quit

    # -- looking ---------------------------------------------------------------------------------
    def cmd_board_now(self, prompt: Prompt | None) -> None:
        before = prompt is not None and prompt.kind in (MULLIGAN, FIRST_PLAYER)  # 101: no turn has begun
        self.say(board_text(self.session.game, before_first_turn=before).rstrip("\n"))

    def cmd_explain(self, rest: str) -> None:
        from ..explain import step_line
        steps = self.session.game.trace.steps
        self.say("\n".join(step_line(s) for s in steps) if steps else "No step yet.")

    def cmd_script(self, rest: str) -> None:
        done = self.written()
        self.say("The script, as it would be saved:" if done.script else "The script is empty: nothing done yet.")
        for data in done.script:
            self.say(f"  - {written(data)}")
        for note in done.notes:
            self.say(f"  note: {note}")

    def written(self):
        from .script import Unwritable, derive
        try:
            return derive(self.board.data(), self.board.library, self.session.records)
        except Unwritable as exc:
            raise Refused(str(exc)) from None

    def cmd_save(self, rest: str) -> None:
        words = rest.split(maxsplit=1)
        if words and words[0].casefold() == "board" and len(words) == 2:
            self.write_board(Path(words[1]))
            return
        if not rest:
            raise Refused("write `save FILE` (a scenario, e.g. `save my-ruling.yaml`) or `save board FILE`")
        self.save_scenario(Path(rest))


def heroes_hint(game, problem: IllegalAction) -> str:
    """A player named where a card is wanted ('target bob'): the id of that player's hero."""
    named = [p for p in game.state.players if problem.message.startswith(f"{p.name} is not a legal target")]
    return "".join(f" — {p.name} is a player; {p.name}'s hero is {game.state.hero(p.name).label}" for p in named)
