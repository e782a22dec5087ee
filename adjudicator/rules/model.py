"""The records of the rule index: one :class:`Rule` per section and sub-rule, and the
:class:`Problem` a malformed page produces."""
from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field

from . import numbers


def shorten(text: str, limit: int) -> str:
    """``text`` cut at the last word boundary before ``limit`` characters, with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0] if " " in text[:limit] else text[:limit]
    return cut.rstrip(",;:") + "…"


@dataclass(frozen=True)
class Problem:
    """A markup error, printed the way compilers do: ``path:line: message``."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


# What an editor's note says about the source (``:kind:`` of an ``editor-note``), with the
# label the book and the CLI show for it.
NOTE_KINDS = {
    "correction": "Reference corrected",
    "blank": "Blank filled",
    "slip": "Slip corrected",
    "rebuilt": "Damaged text rebuilt",
    "reading": "Reading chosen",
    "keyword": "Keyword from a set",
}


@dataclass(frozen=True)
class EditorNote:
    """An ``editor-note`` under a rule: what the 5.0 source has, what this edition does, why.
    ``source`` is the MyST body (the errata page renders it again); ``text`` is plain."""

    kind: str
    text: str
    source: str
    line: int
    scenarios: tuple[str, ...] = ()  # scenario ids that show the reading taken

    @property
    def label(self) -> str:
        return NOTE_KINDS.get(self.kind, self.kind)

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "label": self.label, "text": self.text, "line": self.line,
                "scenarios": list(self.scenarios)}


@dataclass(frozen=True)
class Rule:
    """A section (410) or a sub-rule (410.6a) as written in ``docs/rules``."""

    number: str
    text: str
    path: str
    line: int
    title: str = ""
    title_zh: str = ""  # sections only: the Chinese title from the page heading
    parent: str | None = None
    examples: tuple[str, ...] = ()
    children: tuple[str, ...] = ()
    # Executable unless its markup says ``:kind: reference`` with a ``:why:`` (issue 9 §1):
    # then ``why_not`` holds that reason. Sections take theirs from their rules (the index).
    why_not: str | None = None
    notes: tuple[EditorNote, ...] = ()
    older: tuple[str, ...] = ()  # the older edition's numbers this rule replaces, where they differ
    checksum: str = field(init=False)

    def __post_init__(self) -> None:
        # The checksum is of the text alone, so moving a rule between pages or retitling it
        # does not count as changing what it says.
        object.__setattr__(self, "checksum", hashlib.sha256(self.text.encode()).hexdigest())

    @property
    def executable(self) -> bool:
        return self.why_not is None

    @property
    def anchor(self) -> str:
        return numbers.anchor(self.number)

    @property
    def is_section(self) -> bool:
        return numbers.level(self.number) == 0

    @property
    def heading(self) -> str:
        """"Priority · 优先权" for a section, the caption (maybe empty) for a sub-rule."""
        return " · ".join(t for t in (self.title, self.title_zh) if t)

    def summary(self, limit: int = 200) -> str:
        """One line for tooltips and listings: the text cut at a word near ``limit``, or the
        heading when the rule has no text of its own."""
        return shorten(" ".join(self.text.split()) or self.heading, limit)

    def to_dict(self) -> dict[str, object]:
        data = asdict(self)
        data["anchor"] = self.anchor
        data["examples"], data["children"] = list(self.examples), list(self.children)
        data["executable"] = self.executable
        data["notes"] = [n.to_dict() for n in self.notes]
        data["older"] = list(self.older)
        return data
