"""The table: build a board, play it a decision at a time, save the ruling as a scenario."""
from __future__ import annotations

import difflib
import sys
from pathlib import Path

from ..cards.library import CardLibrary
from ..explain import step_line
from ..output import looked_up
from ..yamlio import MAX_MESSAGE, SourceError, excerpt, load_document, write_text
from . import saving
from .board import Board, scenario_data
from .board_cmds import BoardCommands
from .console import Console
from .names import CardNames, Refused
from .play_cmds import NOTHING, PlayCommands
from .session import Control, Edit, Quit, Restart, Session, Undo

# Exit statuses of `adjudicator play`.
DONE, BAD_INPUT, INTERNAL = 0, 2, 3


class Table(BoardCommands, PlayCommands):
    def __init__(self, console: Console, library: CardLibrary, board: Board, stderr=None):
        self.console, self.library, self.board, self.stderr = console, library, board, stderr
        self.names = CardNames(library)
        self.session = Session(board, self.say, self.ask)
        self.refused = 0
        self.internal = 0
        console.words = self.words

    # -- talking ---------------------------------------------------------------------------------
    def say(self, text: str = "") -> None:
        self.console.say(text)

    def refuse(self, message: str) -> None:
        self.refused += 1
        self.say(f"Refused: {excerpt(message, MAX_MESSAGE)}")  # a name typed 1 MB long is not said back whole

    @staticmethod
    def unknown(verb: str, known: list[str]) -> str:
        close = difflib.get_close_matches(verb, known, n=1)
        return f"unknown command {verb!r}" + (f" — did you mean `{close[0]}`?" if close else "") + \
            " (`help` lists the commands)"

    def words(self, line: str) -> list[str]:
        """What Tab may complete: a command first, then players, zones, ids and card names."""
        if " " not in line.strip():
            return sorted({*("player", "hero", "drop", "add", "remove", "damage", "exhaust", "ready", "attach",
                             "detach", "face-down", "face-up", "resources", "turn", "team", "phase", "board", "cards",
                             "load", "save", "start", "help", "quit", "options", "explain", "script", "undo",
                             "edit", "why", "try"), *entries_verbs()})
        players = [p["name"] for p in self.board.players]
        game = self.session.game
        ids = list(game.state.ever) if game is not None else self.board.ids()
        names = [c.name for c in self.library] + [c.zh for c in self.library if c.zh]
        return [*players, "play", "hand", "deck", "graveyard", "resource", "target", "defender", *ids, *names]

    # -- the two modes ---------------------------------------------------------------------------
    def main(self) -> int:
        while self.building() and self.playing():
            pass
        self.refused += self.console.overlong
        if self.refused and not self.console.interactive:
            print(f"adjudicator play: {self.refused} command{' was' if self.refused == 1 else 's were'} refused "
                  "(each is told above)", file=self.stderr or sys.stderr)
        return INTERNAL if self.internal else BAD_INPUT if self.refused else DONE

    def building(self) -> bool:
        """Board commands until `start` (True) or the end (False)."""
        self.say("Build the board (`help` lists the commands; `start` begins play)."
                 if not self.board.players else "The board is set (`board` shows it; `start` begins play).")
        while True:
            line = self.console.command("table> ")
            if line is None:
                return False
            try:
                done = self.board_command(line)
            except Refused as exc:
                self.refuse(str(exc))
                continue
            except Exception as exc:  # noqa: BLE001 - a bug: said in a line, and the table goes on
                self.bug(exc)
                continue
            if done is not None:
                return done == "start"

    def playing(self) -> bool:
        """Play until `edit` (True: back to the board) or the end (False)."""
        quiet, failures = False, 0
        while True:
            try:
                self.session.run(quiet)
                failures = 0
                self.ended()
            except (Undo, Restart):
                quiet = True
            except Edit:
                return True
            except Quit:
                return False
            except Exception as exc:  # noqa: BLE001 - a bug in the engine: said in a line, the answer taken back
                failures += 1
                self.bug(exc)
                if not self.session.answers or failures > 1 and not self.session.agent.records:
                    self.say("The board can't be played: back to the board.")
                    return True
                self.say(f"The last decision is taken back ({self.session.undo().player}'s).")
                quiet = True

    def ended(self) -> None:
        """The replay has ended (nobody is asked anything more): commands until undo, edit or quit."""
        state = self.session.game.state
        self.say("The game is over." if state.result is not None else
                 "Everyone has passed with the chain empty: the replay ends here (`save FILE` saves the ruling; "
                 "`undo` goes back).")
        while True:
            line = self.console.command("table> ")
            if line is None:
                raise Quit
            self.command_at(line, self.session.game, None, [])

    def command_at(self, line: str, game, prompt, listed):
        """One command at a prompt (or where nobody is asked anything): its answer, or NOTHING."""
        try:
            return self.play_command(line, game, prompt, listed)
        except Refused as exc:
            self.refuse(str(exc))
        except Control:
            raise
        except Exception as exc:  # noqa: BLE001 - a bug in a command: said in a line, the prompt stays
            self.bug(exc)
        return NOTHING

    def bug(self, exc: Exception) -> None:
        from ..scenarios_cli import internal_error
        self.internal += 1
        self.say(excerpt(internal_error(None, exc), MAX_MESSAGE))

    # -- files -----------------------------------------------------------------------------------
    def read_board(self, name: str) -> Board:
        """The board of a scenario (a file or an id such as E072) or of a board file."""
        from ..scenarios_cli import looks_like_id, resolve
        path = Path(resolve(name))
        if not path.exists() and looks_like_id(name):
            raise Refused(f"no scenario has the id {name!r} (nor is it a file)")
        try:
            doc = load_document(path)
        except SourceError as exc:
            raise Refused(str(exc)) from None
        if not isinstance(doc.data, dict) or "setup" not in doc.data:
            raise Refused(f"{path}: a board file (or a scenario) holds a 'setup' mapping")
        board = Board(self.library, doc.data["setup"])
        try:
            from .board import build
            build(scenario_data(board.setup), self.library, file=doc)
        except SourceError as exc:
            raise Refused(str(exc)) from None
        return board

    def write_board(self, path: Path) -> None:
        self.writable(path)
        text = "\n".join(saving.setup_lines(self.board.data())) + "\n"
        write_text(path, text)
        self.say(f"Saved the board in {path} (`adjudicator play --board {path}` sets it up again).")

    def writable(self, path: Path) -> None:
        if path.suffix not in (".yaml", ".yml"):
            raise Refused(f"{path}: the file's name ends in .yaml")
        try:
            looked_up(path)  # a name too long to look up
            looked_up(path.parent)
        except SourceError as exc:
            raise Refused(str(exc)) from None
        if not path.parent.is_dir():
            raise Refused(f"{path}: there is no folder {path.parent}")
        if path.is_dir():
            raise Refused(f"{path} is a folder")
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise Refused(f"{path} is not a regular file: it is never replaced")  # adjudicator.output's rule
        if path.exists():
            answer = (self.console.read(f"{path} exists: replace it? [y/N] ") or "").strip().casefold()
            if answer not in ("y", "yes"):
                raise Refused(f"{path} is left as it was")

    def save_scenario(self, path: Path) -> None:
        from ..scenarios_cli import replay_checked
        from .script import replay_records
        self.writable(path)
        done = self.written()
        setup = self.board.data()
        _, end = replay_records(setup, self.library, done.script, done.until)
        items = saving.propose(self.board.game(), end)
        kept = self.choose_items(items, refusal=any("rejected" in entry for entry in done.script))
        rules = self.choose_rules(end)
        data = {**saving.words(self.console.read, path), "rules": rules}
        data = {k: data[k] for k in ("id", "title", "question", "sources", "ruling", "rules")}
        if done.until != "ready-step":
            data["until"] = done.until
        data |= {"setup": setup, "script": done.script, "expect": saving.expect_of(kept)}
        text = saving.scenario_text(data, path)
        from ..formats.scenario import Scenario
        if Scenario.model_validate(load_document(path, text).data) != Scenario.model_validate(data):
            raise RuntimeError("the scenario written does not read back as the data it was written from")
        write_text(path, text)
        try:
            run = replay_checked(path)
        except SourceError as exc:
            raise RuntimeError(f"the saved scenario does not replay: {exc}") from None
        self.say(f"Saved {path}: " + ("`adjudicator check` passes it." if run.passed else
                                      "its replay misses an expectation: " + "; ".join(m for _, m in run.mismatches)))
        self.compare(run.game.trace.steps, done)

    def compare(self, saved_steps, done) -> None:
        """Say how the saved replay's explanation stands to the table's, step by step."""
        for note in done.notes:
            self.say(f"  note: {note}")
        table = [step_line(s) for s in self.session.game.trace.steps]
        saved = [step_line(s) for s in saved_steps]
        if done.explicit and any(i not in self.session.explicit for i in done.explicit):
            from ..engine.legal import parse_entry
            self.session.explicit.update({i: parse_entry(data) for i, data in done.explicit.items()})
            self.say("  The table now plays the explicit entries too, so that its steps are the saved ones "
                     "(`explain` shows them).")
            raise Restart
        if saved == table:
            self.say(f"  Its replay gives the table's {len(table)} steps, word for word.")
        elif saved[:len(table)] == table:
            self.say(f"  Its replay gives the table's {len(table)} steps word for word, then {len(saved) - len(table)} "
                     "more: once its script is used up, every player passes (the chain resolves, the step ends).")
        else:
            first = next(i for i, (a, b) in enumerate(zip(table + [""], saved + [""])) if a != b)
            self.say(f"  Its replay departs from the table's steps at step {first + 1}.")

    def choose_items(self, items: list, refusal: bool) -> list:
        """The expectations the judge keeps. A scenario must be able to fail: with no refused entry
        in its script (``rejected``), it keeps at least one."""
        if not items and not refusal:
            raise Refused("nothing has changed on the board, so the scenario would expect nothing and could never "
                          "fail: play first (`try ENTRY` records a refusal), or keep the board with `save board FILE`")
        self.say("Proposed expectations (what the replay of this script ends with):" if items
                 else "Nothing changed on the board: the script's refusal is what the scenario checks.")
        for i, item in enumerate(items, 1):
            self.say(f"{i:>3}. {item.text}")
        while items:
            answer = self.console.read("Keep which? [Enter: all · none · numbers, e.g. 1 3-4 · drop 2]: ")
            try:
                numbers = saving.picked(answer, len(items))
                if numbers == set() and not refusal:
                    raise Refused("with no expectation the scenario could never fail: keep at least one")
            except Refused as exc:
                self.refuse(str(exc))
                continue
            return items if numbers is None else [item for i, item in enumerate(items, 1) if i in numbers]
        return []

    def choose_rules(self, end) -> list[str]:
        from ..rules import load_index
        fired, powered = saving.fired_rules(end)
        default = powered or fired
        index = load_index()
        starred = "* applied by a card's power" if powered else "* all of them: no card's power acted"
        self.say(f"Rules the replay applied, in the order they first did ({starred}):")
        for number in fired:
            rule = index.get(number)
            title = (rule.title or " ".join(rule.text.split()[:8]) + " …") if rule else ""
            self.say(f"  {'*' if number in default else ' '} {number:<8} {title}")
        while True:
            answer = self.console.read(f"Cite which? [Enter: the {len(default)} starred · all · rule numbers]: ")
            try:
                return saving.rules_kept(answer, fired, default)
            except Refused as exc:
                self.refuse(str(exc))


def entries_verbs() -> tuple[str, ...]:
    from .entries import VERBS
    return VERBS
