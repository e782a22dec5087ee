"""The table's terminal: lines in, text out. In a terminal, line editing and completion come from
the standard library's readline (Tab completes commands, players, zones, card ids and card names
in English or Chinese); from a pipe, each command is read as a line and echoed after its prompt,
so the output reads as a transcript. Lines starting with ``#`` are comments."""
from __future__ import annotations

import sys
from typing import Callable, Iterable, TextIO

from ..yamlio import excerpt

MAX_COMMAND = 4_000  # characters of one command (a long card name with a target map is under 200)
ECHOED = 300  # characters of a command echoed back in a transcript


class Console:
    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None, interactive: bool | None = None):
        self.stdin, self.stdout = stdin or sys.stdin, stdout or sys.stdout
        self.interactive = self.stdin.isatty() and self.stdout.isatty() if interactive is None else interactive
        if hasattr(self.stdin, "reconfigure"):
            self.stdin.reconfigure(errors="replace")  # a byte that isn't UTF-8 is a bad name, not a crash
        self.words: Callable[[str], Iterable[str]] = lambda line: ()  # what may come next
        self.overlong = 0  # lines refused for their length (the table counts them as refused)
        if self.interactive:
            self._readline()

    def _readline(self) -> None:
        try:
            import readline
        except ImportError:  # pragma: no cover - no readline on this platform: no completion
            return
        readline.set_completer_delims("")  # the completer sees the whole line: card names have spaces
        readline.set_completer(self._complete)
        readline.parse_and_bind("tab: complete")

    def _complete(self, text: str, n: int) -> str | None:
        found = completions(text, self.words(text))
        return found[n] if n < len(found) else None

    def read(self, prompt: str) -> str | None:
        """The next line (None at the end of the input); comments and blank lines are skipped only
        where a command is read (``command``)."""
        if self.interactive:
            try:
                return input(prompt)
            except EOFError:
                self.say("")
                return None
        line = self.stdin.readline(MAX_COMMAND + 1)
        if not line:
            return None
        if len(line) > MAX_COMMAND and not line.endswith("\n"):
            while (rest := self.stdin.readline(MAX_COMMAND)) and not rest.endswith("\n"):
                pass  # the rest of an overlong line is passed over, never held whole
            self.say(prompt + excerpt(line, ECHOED))
            self.say(f"Refused: a command longer than {MAX_COMMAND:,} characters")
            self.overlong += 1
            return "#"  # read as a comment: nothing done
        line = line.rstrip("\r\n")
        self.say(prompt + excerpt(line, ECHOED))
        return line

    def command(self, prompt: str) -> str | None:
        while True:
            line = self.read(prompt)
            if line is None or (line.strip() and not line.lstrip().startswith("#")):
                return None if line is None else line.strip()

    def say(self, text: str = "") -> None:
        print(excerpt(text, len(text)), file=self.stdout, flush=True)  # control characters escaped, never raw


def completions(line: str, words: Iterable[str]) -> list[str]:
    """Whole-line completions: the line with its last word(s) completed to one of ``words`` (which
    may have spaces, as card names do), case not mattering; the longest run of last words that
    begins some word wins ("World in F" → "World in Flames", not "… in Fire Blast")."""
    parts, words = line.split(" "), list(words)
    for n in range(min(len(parts), 6), 0, -1):
        tail = " ".join(parts[-n:]).casefold()
        found = {" ".join(parts[:-n] + [w]) for w in words if len(w) > len(tail) and w.casefold().startswith(tail)}
        if found and (tail or n == 1):
            return sorted(found)
    return []
