"""Decisions addressed: each ``choose`` of an export names the decision it answers, so that an
engine which asks its decisions in another order than ours can still match answers to them.

A decision's address is its kind (``replacement``, ``target``, ``order``…), its chooser, and its
position: the how-manyth decision of that kind that chooser answers from the script (1 for the
first). ``Recorder`` notes the addresses as our replay meets them (for the export);
``Matcher`` plays an export by them: when the engine asks a decision, the ``choose`` addressed
to it is taken, wherever it stands among the answers still to come."""
from __future__ import annotations

from collections import Counter

from ..engine.agents import ScriptAgent
from ..engine.decisions import DECISION, Prompt
from ..formats.scenario import Choose
from .model import Decision


class Counting(ScriptAgent):
    """A script that counts, per chooser and kind, the decisions its ``choose`` entries answer."""

    def __init__(self, entries: list, where: list[str]):
        super().__init__(entries, where)
        self.answered: Counter[tuple[str, str]] = Counter()

    def ordinal(self, prompt: Prompt) -> int:
        return self.answered[(prompt.player, prompt.decision.kind)] + 1

    def respond(self, game, prompt: Prompt):
        self.before(prompt)
        entry = super().respond(game, prompt)
        if prompt.kind == DECISION and isinstance(entry, Choose):
            self.after(prompt, entry)
            if entry.rejected is None:  # a refused answer is followed by another to the same decision
                self.answered[(prompt.player, prompt.decision.kind)] += 1
        return entry

    def before(self, prompt: Prompt) -> None:
        """Called as a prompt is put to the script, before its answer is looked for."""

    def after(self, prompt: Prompt, entry: Choose) -> None:
        """Called with a decision and the ``choose`` that answers it."""


class Recorder(Counting):
    """Our replay's script, noting the address of the decision each ``choose`` answers."""

    def __init__(self, entries: list, where: list[str]):
        super().__init__(entries, where)
        self.decisions: list[Decision] = []

    def after(self, prompt: Prompt, entry: Choose) -> None:
        d = prompt.decision
        self.decisions.append(Decision(entry=self.index(self.next - 1), kind=d.kind, player=prompt.player,
                                       position=self.ordinal(prompt), rule=d.rule,
                                       options=[o.label for o in d.options]))


class Matcher(Counting):
    """An exported script played by decision: the answer addressed to the decision asked is moved
    up to be the next entry (a refused answer and its retry share an address)."""

    def __init__(self, entries: list, where: list[str], decisions: list[Decision]):
        super().__init__(entries, where)
        self.address = {id(entries[d.entry]): (d.player, d.kind, d.position) for d in decisions}

    def before(self, prompt: Prompt) -> None:
        if prompt.kind != DECISION or prompt.decision is None:
            return
        wanted = (prompt.player, prompt.decision.kind, self.ordinal(prompt))
        later = [k for k in range(self.next, len(self.entries)) if self.address.get(id(self.entries[k])) == wanted]
        if later and later[0] != self.next and isinstance(self.peek(), Choose):
            self.bring_up(later[0])

    def bring_up(self, k: int) -> None:
        for row in (self.entries, self.where, self.origin):
            row.insert(self.next, row.pop(k))


def addressed(decisions: list[Decision], index: int) -> str:
    """How an error names the decision a script entry answers (or nothing)."""
    d = next((d for d in decisions if d.entry == index), None)
    return f"the answer to {d.player}'s {d.kind} decision #{d.position} (script entry {index})" if d else ""


def positions(doc, count: int) -> list[str]:
    """Each script entry's place, ``file:line:col``, as the script agent reports it in errors."""
    return ["%s:%d:%d" % (doc.path, *doc.locate(["script", k])) for k in range(count)]
