"""Decisions: whenever the rules give a player a choice, the engine asks, and the script answers.

An option list with one entry, or whose entries are interchangeable (copies of one card with one
effect), needs no answer: the earliest is taken (documented default). Every other choice must be
scripted; an unanswered one stops the replay and lists the options.

Every moment at which a player may act or must decide is a :class:`Prompt` put to the player's
agent (``engine/agents.py``); ``engine/legal.py`` lists the legal answers to a prompt.
"""
from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Option:
    label: str       # what the script names (a card id, a card name, a number…)
    key: str         # identity inside the engine
    same_as: str     # options with equal ``same_as`` are interchangeable
    optional: bool = False
    detail: tuple[str, ...] = ()  # what may tell it apart from another option with its label, best first
    shown: str = ""  # how explanations name it (a card by its name), when not by its label

    @property
    def name(self) -> str:
        return self.shown or self.label


def card_option(card, same_as: str | None = None, **more) -> Option:
    """A card as an option: the script names it by its id, explanations by its name (Card.__str__)."""
    return Option(card.label, str(card.oid), f"card:{card.oid}" if same_as is None else same_as,
                  shown=str(card), **more)


@dataclass
class Decision:
    player: str
    kind: str
    rule: str
    prompt: str
    options: list[Option]
    may_decline: bool = False

    def __post_init__(self):
        self.options = told_apart(self.options)


def told_apart(options: list[Option]) -> list[Option]:
    """Options that share a label but are not interchangeable (two waiting effects of one card, say)
    are named with what tells each apart: the first of its ``detail`` that no such other option has
    (the event's card, the power's number), or else its place among them: ``circle (bob-ally)``,
    ``helm (2)``."""
    named = list(options)
    for label in dict.fromkeys(o.label for o in options):
        group = [i for i, o in enumerate(options) if o.label == label]
        if len({options[i].same_as for i in group}) < 2:
            continue
        for place, i in enumerate(group, 1):
            others = [options[j] for j in group if options[j].same_as != options[i].same_as]
            tag = next((d for d in options[i].detail if all(d not in o.detail for o in others)), str(place))
            named[i] = replace(options[i], label=f"{label} ({tag})",
                               shown=f"{options[i].shown} ({tag})" if options[i].shown else "")
    return named


class DecisionError(Exception):
    """The script does not answer a decision the engine asked (or answers one never asked)."""


class IllegalAction(Exception):
    """A scripted action the rules forbid; ``rule`` is the rule that forbids it (what a script's
    ``rejected`` names), ``also`` further rules the refusal applies (103.2 for a "can't")."""

    def __init__(self, rule: str, message: str, also: tuple[str, ...] = ()):
        super().__init__(f"{message} (rule {rule})")
        self.rule, self.message, self.also = rule, message, also


def blame(exc: Exception, entry) -> Exception:
    """Mark an error as being about one answered entry, so that it is reported at that entry's
    place in the script (replay.script_error); the first entry blamed keeps the blame."""
    if entry is not None and getattr(exc, "entry", None) is None:
        exc.entry = entry
    return exc


def default_choice(decision: Decision) -> Option | None | bool:
    """The documented default, or False when the script must answer."""
    if decision.may_decline:
        return None if all(o.optional for o in decision.options) else False
    kinds = {o.same_as for o in decision.options}
    return decision.options[0] if len(kinds) == 1 else False


def question(decision: Decision) -> str:
    """What the player must do, to follow "Alice must": "choose the next modifier to apply to …",
    "decide whether to pay (2) for …", "choose which zones to search"."""
    verb = "decide" if decision.prompt.startswith("whether ") else "choose"
    return f"{verb} {decision.prompt}"


def listing(labels: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return " and ".join([", ".join(labels[:-1]), labels[-1]] if len(labels) > 1 else labels)


def chosen(decision: Decision, option: Option) -> str:
    """The step that says what was chosen: "Bob chooses helm as the next modifier to apply …",
    "Alice decides whether to pay (2) for …: yes", with the options not chosen."""
    others = [o.name for o in decision.options if o is not option]
    rest = ("the only option" if not others else f"the other option was {others[0]}" if len(others) == 1
            else f"the other options were {listing(others)}")
    if decision.prompt.startswith(("whether ", "which ")):
        return f"{decision.player} {question(decision).replace(' ', 's ', 1)}: {option.name} ({rest})."
    return f"{decision.player} chooses {option.name} as {decision.prompt} ({rest})."


def declined(decision: Decision) -> str:
    """The step that says a decision that may be declined was declined."""
    others = listing([o.label for o in decision.options])
    return (f"{decision.player} declines to choose {decision.prompt}, as they may: none is taken "
            f"(the option{'s were' if len(decision.options) > 1 else ' was'} {others}).")


def can_decline(decision: Decision) -> bool:
    """A decision whose options may all be left untaken (documented default: none is)."""
    return decision.may_decline and default_choice(decision) is None


def refused(decision: Decision, label: str) -> str:
    """The step that says an answer is not allowed."""
    allowed = listing([o.label for o in decision.options])
    if decision.prompt.startswith(("whether ", "which ")):
        return f"{decision.player} may not answer {label} when deciding {decision.prompt}: the rules allow only {allowed}."
    return f"{decision.player} may not choose {label} as {decision.prompt}: the rules allow only {allowed}."


def find(decision: Decision, label: str) -> Option | None:
    """The option an answer names, or None when the rules don't allow that answer."""
    return next((o for o in decision.options if o.label == label), None)


# The kinds of prompt: what the player is asked for, and the rule that gives them the chance.
PRIORITY = "priority"    # act or pass (410.1, 410.2)
DECISION = "decision"    # pick one of a Decision's options
NUMBER = "number"        # name a loop's number (803.3)
PROTECT = "protect"      # at the Protect Point, protect or not (602.2)
INSPIRE = "inspire"      # in another player's ready step, inspire or not (501.1b)
MULLIGAN = "mulligan"    # before the first turn, mulligan or keep (101.2)
FIRST_PLAYER = "first-player"  # before the game, the player picked at random chooses who goes first (101.1)


@dataclass
class Prompt:
    """A moment at which ``player`` may act or must decide. ``decision`` is set for a DECISION;
    ``text`` says in a sentence what is asked."""

    kind: str
    player: str
    rule: str
    text: str
    decision: Decision | None = None
